"""The code stays clean: ruff (pyproject.toml ``[tool.ruff]``) finds nothing anywhere in the
project, and mypy (``[tool.mypy]``) nothing in the whole project."""

import ast
import pathlib
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
