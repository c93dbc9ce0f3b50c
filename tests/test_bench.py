"""Every benchmark and tool still imports and starts (what they use of the project moves with
it), and every benchmark joins ``bench/run.py``'s table; the benchmarks themselves are run by
``bench/run.py``, not by the tests."""

import importlib
import importlib.util
import inspect
import pathlib
import sys

import pytest

from bench import run

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCRIPTS = sorted([*ROOT.glob("bench/*.py"), *ROOT.glob("tools/*.py")])
#: the scripts with options: ``--help`` shows them and stops before any work
WITH_OPTIONS = [p for p in SCRIPTS if "argparse.ArgumentParser(" in p.read_text(encoding="utf-8")]
#: the benchmarks, those with a ``figures(size)`` for bench/run.py
BENCHMARKS = sorted(p.stem for p in ROOT.glob("bench/*.py") if p.stem.startswith("bench_") or p.stem == "load_live")


def _load(path: pathlib.Path):
    name = f"_script_{path.parent.name}_{path.stem}"
    spec = importlib.util.spec_from_file_location(name, path)
    module = sys.modules[name] = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)                  # its top level only: no benchmark runs
    finally:
        del sys.modules[name]
    return module


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_the_script_imports(path):
    assert _load(path).__doc__, f"{path.name} says what it is for"


@pytest.mark.parametrize("path", WITH_OPTIONS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_the_script_shows_its_options(path, monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", [str(path), "--help"])
    module = _load(path)
    with pytest.raises(SystemExit) as stopped:
        module.main()
    assert stopped.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith(f"usage: {path.name}"), out
    assert "--help" in out


def test_every_benchmark_joins_the_run_in_its_order():
    found = run.benchmarks()
    assert sorted(found) == BENCHMARKS
    assert found[:len(run.ORDER)] == run.ORDER                     # the named ones first, in their order
    for name in found:
        figures = importlib.import_module(f"bench.{name}").figures     # as `run.py --in-process` finds it
        size = inspect.signature(figures).parameters["size"]
        assert size.default == 1.0, name                            # 1: the size its docstring names
