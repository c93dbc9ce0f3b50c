"""Shared fixtures and helpers for the tests."""

import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"


@pytest.fixture
def shared_data():
    path = SHARED / "data"
    if not path.is_dir():
        pytest.fail(f"reference data missing: {path} (the checkout needs ../shared beside it)")
    return path
