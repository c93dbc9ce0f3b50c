"""The pages keep to themselves: a Content-Security-Policy that allows only the app's own
files (so no inline script, style or handler anywhere), CSRF tokens on every form, the PIN
login for writes when served on the network, and a secret key that never enters the repository."""

import html
import os
import re
import subprocess
import time
import urllib.parse

import pytest

from harness.service import ROOT, counts, rows
from tests.pages.conftest import Browser

CSP = ("default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; object-src 'none'; "
       "frame-ancestors 'none'; base-uri 'self'; form-action 'self'")
EVENING = {"name": "Friday", "player": ["Anna", "Ben", "Carla", "", ""], "chips": "50", "variant": "FTQ",
           "ante": "1", "bet_min": "1", "bet_max": "5", "max_raises": "3", "opt-FTQ-queens_wild": "on",
           "opt-FTQ-cancel": "on"}


def pages_of(api, browser) -> list[str]:
    evening = api.evening()
    hand = api.live(evening)["id"]
    api.act(hand, "d dh p1 ????Qh")
    api.ok("PUT", f"/api/evenings/{evening}/odds-view", json={"shown": True})     # the chances of the hand in play
    token = re.search(r"/watch/([\w-]+)", browser.get(f"/evenings/{evening}/board").text)[1]
    return ["/", f"/evenings/{evening}", f"/evenings/{evening}/board", f"/evenings/{evening}/hands",
            f"/hands/{hand}", "/upload", f"/watch/{token}", "/login", f"/evenings/{evening}/story",
            f"/watch/{token}/story", f"/hands/{hand}/chances"]


def test_every_page_has_the_headers_and_nothing_inline(api, browser):
    for path in pages_of(api, browser):
        response = browser.get(path)
        assert response.status_code == 200, path
        assert response.headers["Content-Security-Policy"] == CSP
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        assert response.headers["Referrer-Policy"] == "same-origin"
        assert response.headers["X-Frame-Options"] == "DENY"
        text = response.text
        assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", text), path           # no inline script
        assert not re.search(r"\sstyle=", text) and "<style" not in text, path       # no inline style
        assert not re.search(r"\son[a-z]+=", text), path                             # no inline handler
        ours = r'http://localhost/(watch/[\w-]+|evenings/\d+/take/[\w%-]+/\w+)|xmlns="http://www\.w3\.org/2000/svg"'
        assert not re.search(r"(https?:)?//", re.sub(ours, "", text)), path          # nothing from outside
    for asset in ("app.css", "app.js", "icon.svg"):
        response = browser.get(f"/assets/{asset}")
        assert response.status_code == 200 and response.headers["X-Content-Type-Options"] == "nosniff"


@pytest.mark.parametrize("token", [None, "", "not-the-token", "other-session"])
def test_a_form_without_the_sessions_token_is_refused(browser, site, token):
    if token == "other-session":
        token = Browser(site).token()
    before = counts(site.db)
    response = browser.post("/evenings", EVENING, token=token)
    assert response.status_code == 400
    assert "Reload it and try again" in response.text
    assert counts(site.db) == before
    # the script's writes carry the token in a header
    response = browser.client.post("/evenings", data=EVENING,
                                   headers={"X-CSRF-Token": token or "", "X-Requested-With": "fetch"})
    assert response.status_code == 400 and "problem" in response.json
    assert counts(site.db) == before


def test_a_form_with_the_token_is_taken(browser, site):
    response = browser.post("/evenings", EVENING)
    assert response.status_code == 303
    evening = int(response.headers["Location"].rsplit("/", 1)[1])
    assert rows(site.db, "SELECT name FROM players WHERE evening_id = ? ORDER BY seat", [evening]) == [
        ("Anna",), ("Ben",), ("Carla",)]
    assert rows(site.db, "SELECT SUM(amount) FROM ledger WHERE evening_id = ?", [evening]) == [(150,)]
    assert rows(site.db, "SELECT LENGTH(token) FROM watch_links WHERE evening_id = ?", [evening]) == [(24,)]


def test_a_sessions_token_is_signed_once_and_taken_on_every_page(browser, site, monkeypatch):
    from itsdangerous.timed import TimestampSigner
    first = browser.token()
    later = TimestampSigner.get_timestamp(TimestampSigner("key")) + 60
    monkeypatch.setattr(TimestampSigner, "get_timestamp", lambda self: later)    # a token signed now differs
    assert browser.token() == first != Browser(site).token()        # kept for the session, not another's
    assert browser.post("/evenings", EVENING, token=first).status_code == 303
    assert browser.token() == first


def test_a_stale_entry_from_a_second_tablet_changes_nothing(api, browser, site):
    evening = api.evening()
    state = api.live(evening)
    token = browser.token()
    first = browser.post(f"/hands/{state['id']}/act", {"card": "Qh", "seq": "0"}, token=token,
                         headers={"X-Requested-With": "fetch"})
    assert first.status_code == 200 and 'data-card="Qh"' in first.json["html"]
    before = counts(site.db)
    second = browser.post(f"/hands/{state['id']}/act", {"card": "Kd", "seq": "0"}, token=token,
                          headers={"X-Requested-With": "fetch"})
    assert second.status_code == 422
    assert second.json["problem"].startswith("Another device moved the hand on")
    assert counts(site.db) == before
    # without the script: the page with the refusal, in the chosen language
    browser.set_cookie("lang", "de")
    third = browser.post(f"/hands/{state['id']}/act", {"typed": "xx", "seq": "1"}, token=token)
    assert third.status_code == 422 and "'xx' ist keine Karte" in html.unescape(third.text)
    assert 'value="xx"' in third.text                                                  # the typing is kept
    assert counts(site.db) == before


def test_with_a_pin_page_writes_need_the_login(make_site):
    site = make_site(pin="471147")
    host = Browser(site)
    assert host.get("/").status_code == 200                                             # reads need nothing
    before = counts(site.db)
    response = host.post("/evenings", EVENING)
    assert response.status_code == 303 and response.headers["Location"].startswith("/login?next=")
    assert counts(site.db) == before
    assert host.post("/login", {"pin": "0000", "next": "/"}).status_code == 401
    response = host.post("/login", {"pin": "471147", "next": "//evil.example/"})
    assert response.status_code == 303 and response.headers["Location"] == "/"          # only back to our pages
    response = host.post("/evenings", EVENING)
    assert response.status_code == 303
    evening = int(response.headers["Location"].rsplit("/", 1)[1])
    # the script's write without the login: 401 with the way to the login
    other = Browser(site)
    response = other.post(f"/evenings/{evening}/deal", headers={"X-Requested-With": "fetch"})
    assert response.status_code == 401 and response.json["login"].startswith("/login")
    assert rows(site.db, "SELECT COUNT(*) FROM hands") == [(0,)]
    assert host.post(f"/evenings/{evening}/deal").status_code == 303
    assert rows(site.db, "SELECT COUNT(*) FROM hands") == [(1,)]
    # the JSON API keeps its own rule: the PIN as a bearer token, the page login does not count
    assert host.client.post(f"/api/evenings/{evening}/hands/live").status_code == 401


def test_wrong_pins_are_rate_limited(make_site):
    site = make_site(pin="471147")
    guesser = Browser(site)
    token = guesser.token()
    statuses = [guesser.post("/login", {"pin": f"{n:04d}", "next": "/"}, token=token).status_code for n in range(12)]
    assert statuses[:10] == [401] * 10 and statuses[10:] == [429, 429]
    assert guesser.post("/login", {"pin": "471147", "next": "/"}, token=token).status_code == 429


def logged_in(site) -> Browser:
    host = Browser(site)
    assert host.post("/login", {"pin": "471147", "next": "/"}).status_code == 303
    return host


def copy_of(browser: Browser, site) -> Browser:
    """Another browser with a copy of `browser`'s cookies (say, from a tablet left unlocked)."""
    thief = Browser(site)
    thief.set_cookie("session", browser.cookie("session"))
    return thief


def test_logout_ends_the_login_for_a_copy_of_the_cookie_too(make_site):
    site = make_site(pin="471147")
    host = logged_in(site)
    thief = copy_of(host, site)
    token = thief.token()
    assert thief.post("/evenings", EVENING, token=token).status_code == 303          # the copy writes ...
    assert host.post("/logout", {"next": "/"}).status_code == 303
    before = counts(site.db)
    response = thief.post("/evenings", EVENING, token=token)                          # ... until the logout
    assert response.status_code == 303 and response.headers["Location"].startswith("/login")
    assert counts(site.db) == before
    response = host.post("/evenings", EVENING)
    assert response.status_code == 303 and response.headers["Location"].startswith("/login")
    assert logged_in(site).post("/evenings", EVENING).status_code == 303            # a new login works


def test_the_csrf_token_changes_at_login(make_site):
    site = make_site(pin="471147")
    browser = Browser(site)
    before = browser.token()
    assert browser.post("/login", {"pin": "471147", "next": "/"}, token=before).status_code == 303
    after = browser.token()
    assert after != before
    assert browser.post("/evenings", EVENING, token=before).status_code == 400        # the old one is gone
    assert browser.post("/evenings", EVENING, token=after).status_code == 303


def _resigned(site, browser: Browser, change) -> None:
    """Change the session cookie's content as only the site could (it is signed with the
    instance's secret key): `change(data)`."""
    from flask import Flask
    from flask.sessions import SecureCookieSessionInterface

    signer = Flask("resign")
    signer.secret_key = (ROOT / "instance" / "secret_key").read_text().strip()
    serializer = SecureCookieSessionInterface().get_signing_serializer(signer)
    data = serializer.loads(browser.cookie("session"))
    change(data)
    browser.set_cookie("session", serializer.dumps(data))


def test_an_idle_login_ends_after_an_evening(make_site):
    site = make_site(pin="471147")
    host = logged_in(site)
    token = host.token()
    _resigned(site, host, lambda data: data["host"].__setitem__(1, data["host"][1] - 11 * 3600))
    assert host.post("/evenings", EVENING, token=token).status_code == 303            # 11 hours: still there
    seen = []
    _resigned(site, host, lambda data: seen.append(data["host"][1]))
    assert abs(seen[0] - time.time()) < 120                                            # ... and seen again now
    _resigned(site, host, lambda data: data["host"].__setitem__(1, data["host"][1] - 12 * 3600 - 60))
    before = counts(site.db)
    response = host.post("/evenings", EVENING, token=token)
    assert response.status_code == 303 and response.headers["Location"].startswith("/login")
    assert counts(site.db) == before


def test_an_empty_pin_is_not_a_guess(make_site):
    site = make_site(pin="471147")
    tablet = Browser(site)
    token = tablet.token()
    assert [tablet.post("/login", {"pin": "", "next": "/"}, token=token).status_code for _ in range(12)] == [401] * 12
    assert tablet.post("/login", {"pin": "471147", "next": "/"}, token=token).status_code == 303


def test_the_secret_key_stays_out_of_the_repository(site):
    key = ROOT / "instance" / "secret_key"
    assert key.exists() and len(key.read_text().strip()) == 64
    assert oct(os.stat(key).st_mode & 0o777) == "0o600"
    ignored = subprocess.run(["git", "check-ignore", "-q", str(key)], cwd=ROOT)
    assert ignored.returncode == 0


@pytest.mark.parametrize("value", ["²", "١٢", "①", "1e3", "-1", " 2", "9" * 40, "\u0000"])
def test_a_number_in_a_query_that_is_not_ascii_digits_is_ignored(api, browser, value):
    """``?page=²``: str.isdigit() says yes and int() says no; these pages answered 500."""
    evening = api.evening()
    hand = api.live(evening)["id"]
    watch = re.search(r"/watch/[\w-]+", browser.get(f"/evenings/{evening}/board").text)[0]
    for path, name in ((f"/evenings/{evening}/hands", "page"), ("/upload", "evening"), (f"/hands/{hand}", "step"),
                       (watch, "every")):
        response = browser.get(path, params={name: value})
        assert response.status_code == 200, (path, value)
        page = response.text.replace("?" + urllib.parse.urlencode({name: value}), "")     # the way back to it
        assert without_token(page) == without_token(browser.get(path).text), (path, value)   # as if not given


def without_token(page: str) -> str:
    return re.sub(r'name="csrf(?:-token|_token)" (?:content|value)="[^"]+"', "", page)


@pytest.mark.parametrize("target", ["//elsewhere.example", "/\\elsewhere.example", "/\\/elsewhere.example",
                                    "https://elsewhere.example/", "/\telsewhere", "elsewhere.example"])
def test_a_way_back_never_leads_to_another_site(target):
    """`frame.local`, the way back after a login, a language switch or a house game saved: a
    browser reads '/\\\\x' as '//x', another site."""
    from web.pages.frame import local
    assert local(target) == "/"
    assert local("/evenings/3?fix=2") == "/evenings/3?fix=2"
