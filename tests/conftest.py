"""Shared fixtures and helpers for the tests.

The tests that talk to the real server (``tests/service/``, ``tests/browser/``, and the pages'
benchmark) share one fixture: `server` is ``python app.py`` on a free port with a SQLite file of
its own for each of those folders, started at the first test that asks and stopped at the end
of the session (its log must hold no traceback), and `pin_server` one with a host PIN; `api`
talks JSON to it; `start_server` starts servers of a test's own (a file to kill and restart,
options of its own).  ``tests/pages/`` asks the app in its own process instead (Flask's test
client; its conftest).  What the tests share with the
benchmarks and the tools (the server as a process, random legal hands, the browser) is the
`harness` package.
"""

import pathlib
import shutil
import tempfile

import pytest

import harness.properties  # noqa: F401  (hypothesis's profile: the suite's, or HYPOTHESIS_PROFILE's)
from harness.service import Api, Server

ROOT = pathlib.Path(__file__).resolve().parent.parent
#: the real WSOP stud hands (PokerKit's public PHH data, README.md there names the source)
PHH_STUD = ROOT / "tests" / "data" / "phh-stud"


@pytest.fixture(scope="session")
def _servers(tmp_path_factory):
    started: dict[tuple[str, ...], Server] = {}

    def server_for(folder: str, *args: str) -> Server:
        if (folder, *args) not in started:
            started[folder, *args] = Server(tmp_path_factory.mktemp(folder) / "evenings.sqlite3", *args).start()
        return started[folder, *args]

    yield server_for
    for srv in started.values():
        srv.stop()
    for srv in started.values():
        assert "Traceback" not in srv.output(), srv.output()


@pytest.fixture
def server(_servers, request) -> Server:
    """The real server of this test's folder (one per folder, kept for the whole session)."""
    return _servers(request.path.parent.name)


@pytest.fixture
def pin_server(_servers, request) -> Server:
    """The real server of this test's folder with the host PIN ``PIN`` of its module (one per
    folder and PIN, kept for the whole session): for tests that each play an evening of their
    own and make no wrong guess."""
    return _servers(request.path.parent.name, "--pin", request.module.PIN)


@pytest.fixture
def api(server) -> Api:
    return Api(server.url)


@pytest.fixture
def start_server(tmp_path):
    """Start servers of your own: ``start_server(db_path, "--pin", "123456")`` (None: a new file);
    stopped afterwards."""
    started: list[Server] = []

    def start(db=None, *args: str, host: str = "127.0.0.1", prefix: tuple[str, ...] = ()) -> Server:
        srv = Server(db or tmp_path / f"server{len(started)}.sqlite3", *args, host=host, prefix=prefix).start()
        started.append(srv)
        return srv

    yield start
    for srv in started:
        srv.stop()


@pytest.fixture
def disk_path():
    """A new folder on the machine's disk (``/var/tmp``), removed afterwards, for what a disk's
    file system does and a tmpfs does not (the test command keeps the other tests' files in memory:
    bin/test): refuse a write to a file made immutable through a descriptor already open."""
    folder = pathlib.Path(tempfile.mkdtemp(prefix="ftq-test-", dir="/var/tmp"))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def pytest_addoption(parser):
    parser.addoption("--screenshots", action="store_true",
                     help="the browser tests keep a screenshot of each step they check, in tests/artifacts/")


def pytest_collection_modifyitems(items):
    """The files that take longest first, those with a slow test, then those of the browser:
    the test command spreads whole files over its processes in this order (pytest.ini), so
    that no long file is left to run alone at the end."""
    def weight(item) -> int:
        return 0 if item.path in slow else 1 if item.get_closest_marker("browser") else 2

    slow = {item.path for item in items if item.get_closest_marker("slow")}
    items.sort(key=weight)
