"""The import contracts (pyproject.toml, ``[tool.importlinter]``): each layer of the service and
of the referee imports only the layers below it, the referee knows nothing of the service, and
the benchmarks import no tests."""

import pathlib
import subprocess
import sys
import tomllib

ROOT = pathlib.Path(__file__).resolve().parent.parent
CONTRACTS = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]["contracts"]


def test_the_import_contracts_are_kept():
    lint_imports = pathlib.Path(sys.executable).parent / "lint-imports"
    run = subprocess.run([str(lint_imports), "--no-cache"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    assert f"Contracts: {len(CONTRACTS)} kept, 0 broken." in run.stdout     # every contract written was checked
    report = " ".join(run.stdout.split())                                    # its lines wrap long names
    for contract in CONTRACTS:
        assert f"{contract['name']} KEPT" in report, contract["name"]
