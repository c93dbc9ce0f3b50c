"""Pineapple Stud's discards in Chromium: Anna discards on her own phone, one tap on one
of her sealed cards; Carla with one tap on the host's tablet (her card unknown, ``??``), Ben through
the API.  The betting then starts, and Anna's phone shows her hand without the card she threw."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from referee.games.house import PRESETS
from tests.browser import test_browser_seats as seat_phones
from tests.browser.test_browser_seats import Table, seated, seq_of, sync

pytestmark = pytest.mark.browser

PINEAPPLE = {"variant": "HOUSE", "house_game": PRESETS["PINEAPPLE"], "ante": 1, "bring_in": 1, "small_bet": 2,
             "big_bet": 4}


@pytest.fixture
def seats(browser, server):
    """The players' phones, as test_browser_seats makes them (each closed and checked at the end)."""
    yield from seat_phones.seats.__wrapped__(browser, server)


def test_pineapple_a_phone_discards_its_own_card_the_tablet_one_tap_a_player(api, server, seats, tablet):
    deals = ("d dh p1 ????????", "d dh p2 AsAd7h2c", "d dh p3 ????????")
    evening, hand, phone = seated(api, server, seats, PINEAPPLE, actions=deals, phones=("Anna",))
    anna = phone["Anna"]
    table = Table(seq_of(anna.page))
    table.seal(anna, "Ks", "Kh", "8d", "5c")
    for action in ("p1 tu 5c", "p2 tu 2c", "p3 tu Qc"):
        api.act(hand, action)
    api.ok("POST", f"/api/hands/{hand}/actions", json={"intent": "discard", "player": "Ben", "cards": "7h"})

    tablet.goto(f"/evenings/{evening}")
    expect(tablet.locator("#live")).to_have_attribute("data-stream", "open")
    expect(tablet.locator('#live [data-discard-row="Anna"] [data-discards-on-phone]')).to_be_visible()
    tablet.tap_and_wait(tablet.locator('#live [data-discard="Carla"]'))
    assert tablet.problem() == ""

    table.seq = api.ok("GET", f"/api/hands/{hand}")["seq"]
    sync(anna.page, table.seq)
    expect(anna.page.locator("#live [data-your-turn]")).to_be_visible()
    expect(anna.page.locator('#live [data-discard="5c"]')).to_have_count(0)          # face up: not hers to throw
    table.tap(anna.page, anna.page.locator('#live [data-discard="8d"]'))
    view = api.ok("GET", f"/api/hands/{hand}")
    assert view["log"][len(deals) + 3:] == ["p2 sd 7h", "p3 sd ??", "p1 sd ??"]     # her 8♦: her own business
    assert view["next"]["kind"] == "act"
    expect(anna.page.locator("#live [data-reader-hand]").first).to_contain_text("pair of Kings")
