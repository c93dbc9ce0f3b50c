"""schemathesis fuzzes the service from its OpenAPI document: no request gets a 500, and
every answer matches the schema the document gives for it.  The test command runs its
examples, fuzzing and stateful phases; the coverage phase (every boundary value of every
field) runs with them in `tools/thorough.py` (`harness.properties.FUZZ_PHASES`)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from harness.properties import FUZZ_PHASES, examples
from harness.service import Api
from tests.service.test_service_undo import FOLD_HAND

# Half of the generated ids are ones that exist, so the fuzzing reaches hands and evenings.
CONFIG = """
[dictionaries.evenings]
values = [1, 2]
[dictionaries.hands]
values = [1, 2, 3]
[dictionaries.names]
values = ["Anna", "Ben", "Carla", "Dora"]
[parameters]
"path.evening_id" = { dictionary = "evenings", probability = 0.5 }
"path.hand_id" = { dictionary = "hands", probability = 0.6 }
"path.name" = { dictionary = "names", probability = 0.5 }
"""


@pytest.mark.slow
def test_fuzz_the_openapi_document(start_server, tmp_path):
    server = start_server(tmp_path / "fuzz.sqlite3")
    api = Api(server.url)
    for _ in range(2):                                       # evenings 1, 2; hands 1 (booked), 2, 3 (in play)
        evening = api.evening()
        hand = api.live(evening)["id"]
        for action in FOLD_HAND if evening == 1 else FOLD_HAND[:3]:
            api.act(hand, action)
    api.live(1)
    config = tmp_path / "schemathesis.toml"
    config.write_text(CONFIG)
    done = subprocess.run(
        [sys.executable, "-m", "schemathesis.cli", "--config-file", str(config), "run",
         f"{server.url}/api/openapi.json", "--checks", "not_a_server_error,response_schema_conformance",
         "--max-examples", str(examples(5)), "--generation-database", "none", "--no-color",
         "--workers", "1", "--phases", FUZZ_PHASES, "--seed", os.environ.get("FUZZ_SEED", "20251129"),
         "--request-timeout", "20",
         "--exclude-operation-id", "events"],      # a stream that stays open: tests/service/test_service_events.py
        cwd=tmp_path, capture_output=True, text=True, timeout=300)
    print(done.stdout, done.stderr)                          # shown by pytest if it fails
    assert done.returncode == 0, "schemathesis failed: see its output above"
    assert "Traceback" not in server.output(), server.output()[-4000:]
