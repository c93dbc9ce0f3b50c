"""Every benchmark and tool still imports (what they use of the project moves with it); the
benchmarks themselves are run by ``bench/run.py``, not by the tests."""

import importlib.util
import pathlib
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCRIPTS = sorted([*ROOT.glob("bench/*.py"), *ROOT.glob("tools/*.py")])


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_the_script_imports(path):
    name = f"_script_{path.parent.name}_{path.stem}"
    spec = importlib.util.spec_from_file_location(name, path)
    module = sys.modules[name] = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)                  # its top level only: no benchmark runs
    finally:
        del sys.modules[name]
    assert module.__doc__, f"{path.name} says what it is for"
