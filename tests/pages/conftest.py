"""The pages without a browser and without a server: the app made by `create_app` in this
process over a real SQLite file, asked through Flask's test client as a browser asks (the
Flask tutorial's pattern).  `site` is one app for the whole folder, `make_site` makes one of a
test's own (with a PIN); `browser` reads its pages, `api` writes through its JSON API.  The
pages' benchmark, which times real HTTP, asks the folder's real server (`real_server`)."""

from __future__ import annotations

import pathlib

import pytest
from werkzeug.test import TestResponse

from app import create_app
from harness.service import Api, Server
from harness.service import Browser as HttpBrowser
from web import pin as host_pin


class Site:
    """The app over the SQLite file `db` (made at the first request), with the host PIN `pin`."""

    def __init__(self, db: pathlib.Path, pin: str | None = None):
        self.db = db
        self.app = create_app({"TESTING": True, "DATABASE": str(db), "PIN": pin})


class Browser(HttpBrowser):
    """One browser of `site` (`Browser` of the harness, without HTTP): its cookies kept between
    requests; the CSRF token read off the pages, as the browser's forms do."""

    def __init__(self, site: Site, lang: str | None = None):
        self.site = site
        self.client = site.app.test_client()
        if lang:
            self.set_cookie("lang", lang)

    def get(self, path: str, params: dict | None = None, **kwargs) -> TestResponse:
        return self.client.get(path, query_string=params, follow_redirects=True, **kwargs)

    def send(self, path: str, data: dict, **kwargs) -> TestResponse:
        """A form's fields (a file as ``(file, name, type)``), redirects not followed."""
        return self.client.post(path, data=data, **kwargs)

    def cookie(self, name: str) -> str | None:
        cookie = self.client.get_cookie(name)
        return cookie.value if cookie else None

    def set_cookie(self, name: str, value: str) -> None:
        self.client.set_cookie(name, value)


class SiteApi(Api):
    """`Api`'s steps (evening, live, act, ok, ...) through the test client."""

    def __init__(self, site: Site, pin: str | None = None):
        self.client = site.app.test_client()
        self.headers = {"Authorization": f"Bearer {pin}"} if pin else {}

    def request(self, method: str, path: str, params: dict | None = None, **kwargs) -> TestResponse:
        return self.client.open(path, method=method, query_string=params, headers=self.headers, **kwargs)

    def ok(self, method: str, path: str, status: int = 200, **kwargs) -> dict:
        response = self.request(method, path, **kwargs)
        assert response.status_code == status, (method, path, response.status_code, response.text)
        return response.json


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Site:
    """The folder's app, kept for the whole session."""
    return Site(tmp_path_factory.mktemp("pages") / "evenings.sqlite3")


@pytest.fixture
def make_site(tmp_path, monkeypatch):
    """Make apps of your own, each over a new file: ``make_site(pin="471147")``.  The wrong PINs
    seen are the service process's (`web.pin`): a test's own apps start from none, as a server
    of its own would."""
    monkeypatch.setattr(host_pin, "_guard", host_pin.Guard())
    made = iter(range(1, 100))
    return lambda pin=None: Site(tmp_path / f"own-{next(made)}.sqlite3", pin)


@pytest.fixture
def browser(site) -> Browser:
    return Browser(site)


@pytest.fixture
def api(site) -> SiteApi:
    return SiteApi(site)


@pytest.fixture
def real_server(_servers) -> Server:
    """The folder's real server (``python app.py``), for what must go over HTTP."""
    return _servers("pages")
