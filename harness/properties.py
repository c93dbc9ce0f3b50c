"""How hard the property tests try: hypothesis's settings profiles.

The test command (`bin/test`) runs the ``suite`` profile: each property test tries the
examples its `examples` says (and a test that names none, ``SUITE`` of them), enough to catch
a broken rule in a run of a few minutes, the same examples each run (derandomized: a run is
red or green by the code alone).  ``HYPOTHESIS_PROFILE=thorough`` (what
`tools/thorough.py` runs) tries ten times as many, new ones each run, in every property test, the schemathesis
fuzzing of the service included: run it by hand after a change to the rules, the parsers or
the service's API (docs/correctness.md).
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

SCALE = {"suite": 1, "thorough": 10}
SUITE = 40                   # examples of a property test that names none, in the suite
settings.register_profile("suite", max_examples=SUITE, deadline=None, derandomize=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("thorough", max_examples=SUITE * SCALE["thorough"], deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "suite")
if PROFILE not in SCALE:
    raise SystemExit(f"HYPOTHESIS_PROFILE={PROFILE}: the profiles are {', '.join(SCALE)}")
settings.load_profile(PROFILE)


#: the schemathesis phases of the service's fuzzing: its coverage phase (every boundary value of
#: every field, some thousands of requests whatever the examples) in the thorough profile only
FUZZ_PHASES = {"suite": "examples,fuzzing,stateful", "thorough": "examples,coverage,fuzzing,stateful"}[PROFILE]


def examples(suite: int) -> int:
    """The examples a property test tries: `suite` in the test command, ten times as many in the
    thorough profile."""
    return suite * SCALE[PROFILE]
