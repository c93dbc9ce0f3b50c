"""The code stays clean: ruff (pyproject.toml ``[tool.ruff]``) finds nothing anywhere in the
project, and mypy (``[tool.mypy]``) nothing in the whole project."""

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
