"""The layers hold: each part imports only parts below it, and the referee knows nothing of
Flask or SQLite (the contracts in pyproject.toml, checked by import-linter)."""

import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def test_the_import_contracts_are_kept():
    done = subprocess.run([str(pathlib.Path(sys.executable).parent / "lint-imports"), "--no-cache"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert "broken" in done.stdout and " 0 broken" in done.stdout
