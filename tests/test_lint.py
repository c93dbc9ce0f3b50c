"""The code stays clean: ruff (pyproject.toml ``[tool.ruff]``) finds nothing anywhere in the
project, and mypy (``[tool.mypy]``) nothing in the whole project."""

import ast
import pathlib
import re
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
BIN = pathlib.Path(sys.executable).parent


def run(*command: str) -> subprocess.CompletedProcess:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True)


def test_ruff_finds_nothing():
    result = run(str(BIN / "ruff"), "check", "--no-cache", ".")
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.slow
def test_mypy_finds_nothing():
    result = run(str(BIN / "mypy"))                  # the files of [tool.mypy]: the whole project
    assert result.returncode == 0, result.stdout + result.stderr


def untyped_db_parameters(source: str, name: str) -> list[str]:
    """The functions of a module whose parameter ``db`` has no type (it is a `web.store.Store`)."""
    return [f"{name}:{node.lineno} {node.name}"
            for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
            for arg in [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs]
            if arg.arg == "db" and arg.annotation is None]


def test_every_db_parameter_of_the_service_says_its_type():
    assert untyped_db_parameters("def f(x, db, y=1): ...", "m.py") == ["m.py:1 f"]
    assert [hit for path in sorted((ROOT / "web").rglob("*.py"))
            for hit in untyped_db_parameters(path.read_text(), str(path.relative_to(ROOT)))] == []


def diary_lines(text: str, name: str) -> list[str]:
    """The lines that name a tracker's issue by its number: the repository has no tracker; what
    changed when is CHANGELOG.md's and git's."""
    return [f"{name}:{number} {line.strip()[:80]}" for number, line in enumerate(text.splitlines(), 1)
            if re.search(r"\bissues? #?\d+", line, re.IGNORECASE)]


def test_no_diary_of_issues_in_the_code_the_tests_or_the_documents():
    assert diary_lines("x = 1\n# as issue" " 34 asks\n", "m.py") == ["m.py:2 # as issue" " 34 asks"]
    assert diary_lines("See the issues of the game.\n", "m.md") == []
    kept = [path for path in subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                                            check=True).stdout.split()
            if path.endswith((".py", ".md", ".html", ".js", ".css", ".toml", ".txt", ".ini"))
            and path != "CHANGELOG.md"]
    assert [hit for path in kept if (ROOT / path).exists()
            for hit in diary_lines((ROOT / path).read_text(encoding="utf-8"), path)] == []
