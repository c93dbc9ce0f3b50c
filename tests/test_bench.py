"""Every benchmark and tool still imports and starts (what they use of the project moves with
it), and every benchmark joins ``bench/run.py``'s table; the benchmarks themselves are run by
``bench/run.py``, not by the tests."""

import importlib
import importlib.util
import inspect
import pathlib
import re
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


def test_the_table_is_written_between_the_markers_and_nowhere_else(tmp_path):
    from bench.figures import Figure
    from bench.run import END, START, report, write_between_markers
    figures = [Figure("odds", "warm call", 0.31, "s", higher_is_better=False, goal=0.5),
               Figure("cli", "lines/s", 50_000, "/s", peer="treys filter", peer_value=30_000, goal=2.0,
                      goal_is_ratio=True)]
    text = report(figures, 0.1, 12.4)
    assert "1 goals met, 1 missed: cli lines/s" in text
    assert "| odds | warm call | 0.310 s | < 0.5 s |" in text
    document = tmp_path / "performance.md"
    prose = f"# Fast\n\nThe table goes between `{START}` and `{END}`:\n\n"
    document.write_text(f"{prose}{START}\nold table\n{END}\n\nAfter.\n")
    write_between_markers(document, text)
    assert document.read_text() == f"{prose}{START}\n{text}\n{END}\n\nAfter.\n"
    document.write_text("no markers here\n")
    with pytest.raises(SystemExit, match="has no lines"):
        write_between_markers(document, text)
    assert document.read_text() == "no markers here\n"


def test_the_performance_document_holds_a_table_as_run_py_writes_it():
    from bench.run import MARKED, START, table
    text = (ROOT / "docs" / "performance.md").read_text(encoding="utf-8")
    [written] = MARKED.findall(text)
    lines = written.splitlines()
    assert lines[0] == START and lines[1].startswith("Size 1, ")          # a full run
    assert table([]) in written and re.fullmatch(r"\d+ goals met, \d+ missed.*", lines[-2])
