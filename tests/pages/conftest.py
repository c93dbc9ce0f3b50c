"""The pages over HTTP (no browser): a real server on a free port with a real SQLite file (the
shared `server`, `api` and `start_server` of ``tests/conftest.py``), asked as a browser asks."""

from __future__ import annotations

import re

import pytest
import requests


class Browser:
    """A requests session that reads the CSRF token off the pages, as the browser's forms do."""

    def __init__(self, base: str, lang: str | None = None):
        self.base = base
        self.session = requests.Session()
        if lang:
            self.session.cookies.set("lang", lang)

    def get(self, path: str, **kwargs) -> requests.Response:
        return self.session.get(self.base + path, timeout=30, **kwargs)

    def token(self, path: str = "/") -> str:
        return re.search(r'<meta name="csrf-token" content="([^"]+)"', self.get(path).text)[1]

    def post(self, path: str, data: dict | None = None, token: str | None = "read", **kwargs) -> requests.Response:
        data = dict(data or {})
        if token == "read":
            token = self.token()
        if token is not None:
            data["csrf_token"] = token
        return self.session.post(self.base + path, data=data, timeout=30, allow_redirects=False, **kwargs)


@pytest.fixture
def browser(server) -> Browser:
    return Browser(server.url)
