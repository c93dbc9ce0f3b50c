"""The property tests and the fuzzing of the service, ten times as hard as the test command
tries them: every test of ``tests/`` that uses hypothesis (``@given``) or schemathesis, run
under hypothesis's ``thorough`` profile (`harness.properties`), one process per core.

The test command keeps each property test to a run of a few minutes (the ``suite`` profile);
run this by hand after a change to the rules, the readers, the settlement or the service's
API (it takes some ten times as long as these tests in the test command).  Other arguments
go to pytest.

    .venv/bin/python tools/thorough.py                     # every property test, ten times the examples
    .venv/bin/python tools/thorough.py -k settle           # only some of them
"""

from __future__ import annotations

import argparse
import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def property_tests() -> list[str]:
    """The test files that use hypothesis or schemathesis, from the project root."""
    return sorted(str(path.relative_to(ROOT)) for path in (ROOT / "tests").rglob("test_*.py")
                  if any(word in path.read_text(encoding="utf-8") for word in ("@given", "schemathesis")))


def main() -> int:
    parser = argparse.ArgumentParser(prog="thorough.py", description=__doc__.split("\n\n")[0])
    parser.epilog = "Other arguments go to pytest (e.g. -k settle)."
    _, pytest_args = parser.parse_known_args()
    command = [sys.executable, "-m", "pytest", *property_tests(), "-n", "2", *pytest_args]
    return subprocess.call(command, cwd=ROOT, env={**os.environ, "HYPOTHESIS_PROFILE": "thorough"})


if __name__ == "__main__":
    sys.exit(main())
