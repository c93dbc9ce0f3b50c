"""Every benchmark and tool still imports (what they use of the project moves with it); the
benchmarks themselves are run by ``bench/run.py``, not by the tests."""

import importlib.util
import pathlib
import re
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
