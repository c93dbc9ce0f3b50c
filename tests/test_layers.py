"""The import contracts (pyproject.toml, ``[tool.importlinter]``): each layer of the service and
of the referee imports only the layers below it, and the referee knows nothing of the service."""

import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def test_the_import_contracts_are_kept():
    lint_imports = pathlib.Path(sys.executable).parent / "lint-imports"
    run = subprocess.run([str(lint_imports), "--no-cache"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "Contracts: 7 kept, 0 broken." in run.stdout
