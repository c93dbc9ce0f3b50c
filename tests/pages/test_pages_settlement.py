"""The end of the evening's pages over HTTP: the settlement, the seasons, the phones' live parts
and the app's files; the headers and nothing inline, the CSRF token and the PIN on the host's
forms, German without English left, and the phones' parts that tell a screen it is up to date."""

from __future__ import annotations

import re

import pytest

from harness.service import counts, rows
from tests.pages.conftest import Browser, SiteApi
from tests.pages.test_pages_security import CSP
from tests.pages.test_pages_words import visible_text
from web.words import WORDS

FOLD_HAND = ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"]
EURO = {"amount": "0.10", "currency": "€"}


def ended_evening(api) -> int:
    evening = api.evening(chip_value=EURO, season="Pages club")
    hand = api.live(evening)["id"]
    for action in FOLD_HAND:
        api.act(hand, action)
    api.ok("POST", f"/api/evenings/{evening}/end")
    return evening


def token_of(browser, evening: int) -> str:
    return re.search(r"/watch/([\w-]+)", browser.get(f"/evenings/{evening}/board").text)[1]


def test_the_new_pages_have_the_headers_and_nothing_inline(api, browser):
    evening = ended_evening(api)
    token = token_of(browser, evening)
    season = api.ok("GET", f"/api/evenings/{evening}")["season"]["id"]
    for path in (f"/evenings/{evening}/settlement", f"/watch/{token}/settlement", "/seasons", f"/seasons/{season}",
                 "/offline"):
        response = browser.get(path)
        assert response.status_code == 200, path
        assert response.headers["Content-Security-Policy"] == CSP, path
        text = response.text
        assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", text), path
        assert not re.search(r"\sstyle=", text) and "<style" not in text, path
        assert not re.search(r"\son[a-z]+=", text), path
    manifest = browser.get("/manifest.webmanifest")
    assert manifest.headers["Content-Type"] == "application/manifest+json"
    assert manifest.json["icons"][0] == {"src": "/assets/icon-192.png", "sizes": "192x192", "type": "image/png"}
    worker = browser.get("/sw.js")
    assert worker.headers["Content-Type"].startswith("text/javascript")
    assert worker.headers["Service-Worker-Allowed"] == "/" and '"/offline"' in worker.text


def test_the_german_settlement_and_standings_have_no_english_left(make_site):
    """On a site of its own: the standings list every season, and another test's season may be
    named in English ("House declares")."""
    site = make_site()
    api = SiteApi(site)
    evening = ended_evening(api)
    german = Browser(site, lang="de")
    token = token_of(german, evening)
    season = api.ok("GET", f"/api/evenings/{evening}")["season"]["id"]
    english_only = [en for en, de in WORDS.values() if en != de and "{" not in en and len(en) > 4]
    for path in (f"/evenings/{evening}/settlement", f"/watch/{token}/settlement", "/seasons", f"/seasons/{season}",
                 f"/watch/{token}"):
        text = visible_text(german.get(path).text)
        left = [en for en in english_only if re.search(rf"(?<!\w){re.escape(en)}(?!\w)", text)]
        assert not left, (path, left)
    text = visible_text(german.get(f"/evenings/{evening}/settlement").text)
    assert "Ben zahlt an Anna 0,10 €" in text and "0,10 € pro Chip" in text


def test_an_ended_evenings_board_and_story_say_what_each_player_took_home(api, browser):
    """After the end every stack is 0: the board and the story show what each took home (Anna
    52, Ben 49, Carla 49), which with what they bought in makes the net beside it, and the
    chart's lines end there, not at 0."""
    evening = ended_evening(api)
    page = browser.get(f"/evenings/{evening}/board").text
    board = visible_text(page)
    for name, home, net in (("Anna", 52, "+2"), ("Ben", 49, "-1"), ("Carla", 49, "-1")):
        assert re.search(rf"{name} {re.escape(net)} [+−]?0\.\d\d € took home {home} 50 ", board), board
        assert re.search(rf">{name} {home}<", page)                          # the chart's label
        assert not re.search(rf">{name} 0<", page)
    story = visible_text(browser.get(f"/evenings/{evening}/story").text)
    assert "Anna 1 0 took home 52" in story and "Ben 1 0 took home 49" in story, story
    # the phones' link no longer promises a live view
    assert "For the players' phones (read only)" in board and "live)" not in board
    assert "For the players' phones (read only):" in visible_text(browser.get(f"/evenings/{evening}/settlement").text)
    in_play = visible_text(browser.get(f"/evenings/{api.evening()}/board").text)
    assert "For the players' phones (read only, live)" in in_play


def test_ending_needs_the_csrf_token_and_with_a_pin_the_login(make_site):
    site = make_site(pin="246813")
    api = SiteApi(site, pin="246813")
    evening = api.evening()
    browser = Browser(site)
    before = counts(site.db)
    assert browser.post(f"/evenings/{evening}/end", {}, token=None).status_code == 400
    answer = browser.post(f"/evenings/{evening}/end", {})
    assert answer.status_code == 303 and "/login" in answer.headers["Location"]
    assert browser.post(f"/evenings/{evening}/settings", {"season": "x"}).status_code == 303
    assert counts(site.db) == before and rows(site.db, "SELECT closed_at FROM evenings") == [(None,)]
    assert api.post(f"/api/evenings/{evening}/end").status_code == 200              # the API with the PIN
    assert SiteApi(site).post(f"/api/evenings/{evening}/reopen").status_code == 401


@pytest.mark.parametrize(("form", "words"), [
    ({"amount": "zehn", "currency": "€"}, "Chipwert: bitte einen Betrag wie 0,10."),
    ({"amount": "0,10", "currency": "E5"}, "Währung: bitte ein Zeichen oder Kürzel mit 1 bis 8 Zeichen."),
    ({"amount": "0,10", "currency": "€", "mode": "bank", "bank": "Zoe"},
     "'Zoe' spielt heute Abend nicht mit: die Bank ist einer seiner Spieler oder die Kasse."),
])
def test_the_settings_form_refuses_in_words(api, site, form, words):
    evening = api.evening()
    german = Browser(site, lang="de")
    answer = german.post(f"/evenings/{evening}/settings", form, token=german.token(f"/evenings/{evening}/settlement"))
    assert answer.status_code == 422
    assert words in visible_text(answer.text)
    assert api.ok("GET", f"/api/evenings/{evening}")["chip_value"] is None


def test_the_live_parts_say_when_a_screen_is_up_to_date(api, browser):
    evening = api.evening()
    token = token_of(browser, evening)
    seq = api.ok("GET", f"/api/evenings/{evening}")["seq"]
    assert browser.get(f"/evenings/{evening}/live?seq={seq}").status_code == 204
    assert browser.get(f"/watch/{token}/live?seq={seq}").status_code == 204
    part = browser.get(f"/evenings/{evening}/live?seq={seq - 1}").json
    assert part["seq"] == seq and f'data-evening-seq="{seq}"' in part["html"]
    phones = browser.get(f"/watch/{token}/live?seq=0").json
    assert phones["seq"] == seq and phones["board"] is not None
    again = browser.get(f"/watch/{token}/live?seq=0&board={phones['board_tag']}").json
    assert again["board"] is None                                           # the leaderboard did not change
    assert browser.get(f"/watch/{token}/odds").status_code == 404           # the host has not allowed the chances
    assert browser.get("/watch/not-a-token/live").status_code == 404
    assert browser.get("/evenings/999/live").status_code == 404


# Follow the Cowboy: Anna's K♥ (Kings wild) stands for itself in a straight, King high
KING_HIGH = ["d dh p1 KhQd9s", "d dh p2 2c3d4h", "d dh p3 5c6d7h", "p1 cc", "p2 cc", "p3 cc", "d dh p1 Jc",
             "d dh p2 2d", "d dh p3 8d", "p1 cc", "p2 cc", "p3 cc", "d dh p1 Th", "d dh p2 3c", "d dh p3 2s",
             "p1 cc", "p2 cc", "p3 cc", "d dh p1 4c", "d dh p2 5h", "d dh p3 3h", "p1 cc", "p2 cc", "p3 cc",
             "d dh p1 6s", "d dh p2 7c", "d dh p3 9c", "p1 cc", "p2 cc", "p3 cc", "p1 sm KhQd6s", "p2 sm 2c3d7c",
             "p3 sm 5c6d9c"]


def test_a_wild_king_that_stays_a_king_is_marked_wild(api, browser):
    """The standings card and the story mark every wild card of the best hand, a wild King that
    is a King in it too."""
    evening = api.evening(season="Cowboys", game={"variant": "FTC", "ante": 1, "bet_limits": [1, 5]})
    hand = api.live(evening)["id"]
    for action in KING_HIGH:
        api.act(hand, action)
    story = browser.get(f"/evenings/{evening}/story").text
    assert '<span class="card red wild" data-card="Kh">' in story
    api.ok("POST", f"/api/evenings/{evening}/end")
    season = api.ok("GET", f"/api/evenings/{evening}")["season"]["id"]
    page = browser.get(f"/seasons/{season}").text
    anna = page.split('data-player="Anna"', 1)[1].split("</li>", 1)[0]
    assert '<span class="card red wild" data-card="Kh">' in anna and "a straight, King high" in anna


@pytest.mark.parametrize("lang, payment", [("en", "Ben pays Anna 1 chip"), ("de", "Ben zahlt an Anna 1 Chip")])
def test_one_chip_to_pay_is_said_in_the_singular(api, site, lang, payment):
    evening = api.evening()                                         # no chip value: the payments in chips
    hand = api.live(evening)["id"]
    for action in FOLD_HAND:
        api.act(hand, action)
    api.ok("POST", f"/api/evenings/{evening}/end")
    page = Browser(site, lang=lang).get(f"/evenings/{evening}/settlement").text
    assert payment in visible_text(page)
