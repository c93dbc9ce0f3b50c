"""An answer never contradicts what was stored (`web.errors`, `web.pages.frame`, `web.store`): a
request that fails after its write was committed says so and asks for a reload (before: "nothing
was stored", although its entry was); one that fails before it wrote still says nothing was."""

import secrets

import pytest
from flask import Blueprint

from app import create_app
from web import store
from web.pages import frame
from web.store import get_db, transaction


def _write_then_fail():
    with transaction(get_db()) as db:
        store.add_login(db, secrets.token_hex(32), "device")
    raise RuntimeError("after the write")


def _fail():
    raise RuntimeError("before any write")


@pytest.fixture
def client(tmp_path):
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "stored.sqlite3"), "PIN": None})
    app.add_url_rule("/api/write-then-fail", "write_then_fail", _write_then_fail)
    app.add_url_rule("/api/fail", "fail", _fail)
    pages = frame.guard(Blueprint("failing", __name__))
    pages.add_url_rule("/write-then-fail", "write_then_fail", _write_then_fail)
    pages.add_url_rule("/fail", "fail", _fail)
    app.register_blueprint(pages)
    return app.test_client()


def test_an_error_after_a_write_says_it_was_stored(client):
    answer = client.get("/api/write-then-fail")
    assert answer.status_code == 500 and answer.json["error"]["stored"] is True
    assert answer.json["error"]["message"].startswith("Something went wrong after it was stored: reload")
    assert "nachdem es gespeichert war" in answer.json["error"]["message_de"]
    page = client.get("/write-then-fail", headers={"Accept-Language": "de"})
    assert page.status_code == 500 and "nachdem es gespeichert war: neu laden" in page.text
    assert "nichts wurde gespeichert" not in page.text


def test_an_error_before_any_write_says_nothing_was_stored(client):
    assert "not stored" in client.get("/api/fail").json["error"]["message"]
    assert "nothing was stored" in client.get("/fail").text
