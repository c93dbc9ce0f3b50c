"""A rebuy on the table: asked first, as leaving is; taken back while no hand was dealt
since (a tap too many, a wrong amount), the ledger append-only; and the seats between hands show
the chips as they stand, the players panel's, not the stacks the last hand left."""

from __future__ import annotations

import re

from tests.pages.conftest import Browser, SiteApi

FETCH = {"X-Requested-With": "fetch"}
TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')


def a_hand_played(site) -> tuple[SiteApi, int]:
    api = SiteApi(site)
    evening = api.evening()
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????9h", "d dh p2 ????4d", "d dh p3 ????5h", "p1 cbr 2", "p2 f", "p3 f"):
        api.act(hand, action)
    return api, evening


def seat_stack(page: str, name: str) -> str:
    seat = re.search(rf'<li class="seat[^"]*" data-player="{name}">.*?</li>', page, re.S)[0]
    return re.search(r'<span class="stack"[^>]*>(\d+)</span>', seat)[1]


def send(browser: Browser, path: str, **data):
    token = TOKEN.search(browser.get("/").text)[1]
    return browser.send(path, {"csrf_token": token, **data}, headers=FETCH)


def test_a_rebuy_is_asked_first(site):
    _api, evening = a_hand_played(site)
    page = Browser(site).get(f"/evenings/{evening}").text
    assert 'data-confirm="Ben rebuys 50 chips?"' in page                        # the preset's own amount
    assert 'data-rebuy data-confirm="Ben rebuys the chips typed?"' in page
    assert 'data-confirm="Ben kauft 50 Chips nach?"' in Browser(site, "de").get(f"/evenings/{evening}").text


def test_a_rebuy_is_taken_back_until_a_hand_is_dealt(site):
    api, evening = a_hand_played(site)
    host = Browser(site)
    assert send(host, f"/evenings/{evening}/table/players/rebuy", name="Ben", preset="50").status_code == 200
    assert api.leaderboard(evening)["Ben"]["chips"] == 99
    page = host.get(f"/evenings/{evening}").text
    assert 'data-take-back="Ben"' in page and 'data-take-back="Anna"' not in page
    answer = send(host, f"/evenings/{evening}/table/players/rebuy/take-back", name="Ben")
    assert answer.status_code == 200 and "Ben&#39;s rebuy of 50 chips is taken back." in answer.json["html"]
    board = api.leaderboard(evening)["Ben"]
    assert board["chips"] == 49 and board["bought"] == 50                       # as before the rebuy
    ledger = api.ok("GET", f"/api/evenings/{evening}/ledger")["entries"]
    assert [(e["kind"], e["amount"]) for e in ledger if e["player"] == "Ben"][-2:] == [("rebuy", 50), ("rebuy", -50)]
    again = send(host, f"/evenings/{evening}/table/players/rebuy/take-back", name="Ben")
    assert again.status_code == 422 and "Ben has no rebuy to take back" in again.json["problem"]
    send(host, f"/evenings/{evening}/table/players/rebuy", name="Ben", preset="50")
    api.live(evening)                                                               # a hand dealt since
    assert send(host, f"/evenings/{evening}/table/players/rebuy/take-back", name="Ben").status_code == 422
    assert api.leaderboard(evening)["Ben"]["bought"] == 100


def test_the_seats_between_hands_show_the_chips_after_a_rebuy(site):
    """"Stale stacks after a rebuy: the seat shows 28 while the players' panel says 128.\""""
    _api, evening = a_hand_played(site)
    host = Browser(site)
    assert seat_stack(host.get(f"/evenings/{evening}").text, "Ben") == "49"
    send(host, f"/evenings/{evening}/table/players/rebuy", name="Ben", preset="50")
    assert seat_stack(host.get(f"/evenings/{evening}").text, "Ben") == "99"
    token = re.search(r"/watch/([\w-]+)", host.get(f"/evenings/{evening}/board").text)[1]
    assert seat_stack(Browser(site).get(f"/watch/{token}").text, "Ben") == "99"        # the phones too
