"""Fixtures: one real server for the module-independent tests (``server``/``api``), and a
fresh one per test where a test kills or configures it (``start_server``)."""

from __future__ import annotations

import pytest

from tests.service.helpers import Api, Server


@pytest.fixture(scope="session")
def server(tmp_path_factory):
    """``python app.py`` on a free port with a new SQLite file, for the whole session."""
    srv = Server(tmp_path_factory.mktemp("service") / "evenings.sqlite3").start()
    yield srv
    srv.stop()
    assert "Traceback" not in srv.output(), srv.output()


@pytest.fixture
def api(server) -> Api:
    return Api(server.url)


@pytest.fixture
def start_server(tmp_path):
    """Start servers of your own: ``start_server(db_path, "--pin", "1234")``; stopped afterwards."""
    started: list[Server] = []

    def start(db=None, *args: str, host: str = "127.0.0.1") -> Server:
        srv = Server(db or tmp_path / "evening.sqlite3", *args, host=host).start()
        started.append(srv)
        return srv

    yield start
    for srv in started:
        srv.stop()
