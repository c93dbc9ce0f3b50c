"""The hand panel is built once (`web.pages.panel.hand_panel`) for every screen of a hand: the
host's tablet, a second tablet without the login, the players' phones and a seat's own phone.
A field of the panel reaches each of them: the game's name, which the phones once lacked, is
the example; each screen still hides what it must (the seat's own cards on its phone alone)."""

from __future__ import annotations

import re

import pytest
from flask import g

from tests.pages.conftest import Browser, SiteApi
from tests.pages.test_pages_seats import Phone, seat_links
from web.pages import panel
from web.pages.live import watch_context
from web.pages.seat import seat_context
from web.pages.table import table_context
from web.store import get_db

PIN = "471147"
GAME = {"variant": "FTQ", "ante": 1, "bet_limits": [1, 5], "max_raises": 3, "options": {"queens_wild": False}}
GAME_LINE = {"en": "Follow the Queen · Queens not wild · ante 1 · bets 1–5",
             "de": "Follow the Queen · Damen nicht wild · Ante 1 · Einsätze 1–5"}


@pytest.fixture
def screens(make_site):
    """An evening of Anna, Ben and Carla behind a PIN, its first hand dealt with Anna's face-down
    cards sealed on her phone (in German): (site, evening, the screens by name)."""
    site = make_site(pin=PIN)
    api = SiteApi(site, PIN)
    evening = api.evening(game=GAME)
    host = Browser(site)
    assert host.post("/login", {"pin": PIN, "next": "/"}).status_code == 303
    anna = Phone(site, evening, "de")
    assert anna.take(seat_links(host, evening)["Anna"]).status_code == 303
    hand = api.live(evening)["id"]
    assert anna.seal("Qs 6d").json["problem"] is None
    for action in ("d dh p1 ????6c", "d dh p2 ????Qh", "d dh p3 ????9d"):
        api.act(hand, action)
    token = re.search(r"/watch/([\w-]+)", host.get(f"/evenings/{evening}/board").text)[1]
    return site, evening, {"tablet": (host, f"/evenings/{evening}", f"/evenings/{evening}/live", "en"),
                           "second tablet": (Browser(site), f"/evenings/{evening}", f"/evenings/{evening}/live", "en"),
                           "phones": (Browser(site), f"/watch/{token}", f"/watch/{token}/live", "en"),
                           "seat": (anna.browser, f"/evenings/{evening}/seat", f"/evenings/{evening}/seat/live", "de")}


def game_line(html: str) -> str:
    return re.search(r"data-game-line>(.*?)</div>", html)[1]


def test_the_games_name_is_on_every_screen_of_the_hand(screens):
    _, _, by_name = screens
    for name, (browser, page, live, lang) in by_name.items():
        html = browser.get(page).text
        assert game_line(html) == GAME_LINE[lang], name
        assert game_line(browser.get(live).json["html"]) == GAME_LINE[lang], name          # and its live part
        assert ('data-sealed="2"' in html) == (name == "tablet"), name     # how many Anna sealed: the host's alone
        assert ('data-card="Qs"' in html) == (name == "seat"), name        # which: her own phone's alone


def test_every_field_of_the_panel_reaches_every_screen_and_each_hides_its_own(screens):
    site, evening, _ = screens
    with site.app.test_request_context(f"/evenings/{evening}"):
        g.lang = "en"
        db = get_db()
        second = table_context(db, evening)                            # no login: the second tablet's
        contexts = {"second tablet": second, "phones": watch_context(db, evening, "token"),
                    "seat": seat_context(db, evening, "Anna")}
        fields = panel.hand_panel(second["hand"], "en")
        for name, ctx in contexts.items():
            assert set(fields) <= set(ctx), name
            assert ctx["game_line"] == fields["game_line"] and ctx["pots"] == fields["pots"], name
    anna = next(seat for seat in contexts["seat"]["seats"] if seat["name"] == "Anna")
    assert [c["id"] for c in anna["cards"]] == ["Qs", "6d", "6c"]                        # her own phone: her cards
    for name in ("second tablet", "phones"):
        seat = next(seat for seat in contexts[name]["seats"] if seat["name"] == "Anna")
        assert [c["id"] for c in seat["cards"]] == [None, None, "6c"], name              # elsewhere: face down
    assert [s.get("sealed") for s in (anna, *second["seats"])] == [None] * 4          # the count: the host's alone
