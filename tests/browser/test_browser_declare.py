"""Seven-Card Stud High-Low Declare in Chromium: the players declare all at once, Anna on
her own phone in secret, Ben and Carla with one tap each on the host's tablet.  Anna's declaration
reaches no log and no other screen (the tablet only learns that she has declared) until every player
still in has declared; then all three are entered together, and the ruling says what each won:
"Anna declared both and lost the low: Anna gets nothing"."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser import test_browser_seats as seat_phones
from tests.browser.test_browser_seats import Table, seated, seq_of, sync
from tests.test_declare import ANNA, BEN, CARLA, HEADER, _to_declare

pytestmark = pytest.mark.browser

F7SD = {"variant": "F7SD", "ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4}


@pytest.fixture
def seats(browser, server):
    """The players' phones, as test_browser_seats makes them (each closed and checked at the end)."""
    yield from seat_phones.seats.__wrapped__(browser, server)


def test_a_declare_hand_with_one_phone_declaring_in_secret(api, server, seats, tablet):
    actions = tuple(_to_declare(HEADER, [ANNA, BEN, CARLA]))
    evening, hand, phone = seated(api, server, seats, F7SD, actions=actions, phones=("Anna",))
    anna = phone["Anna"]
    tablet.goto(f"/evenings/{evening}")
    expect(tablet.locator("#live")).to_have_attribute("data-stream", "open")
    row = tablet.locator('#live [data-declare-row="Anna"]')
    expect(row.locator("[data-declares-on-phone]")).to_be_visible()
    expect(row.locator("[data-declare]")).to_have_count(0)                  # Anna declares on her phone
    expect(tablet.locator('#live [data-declare="Ben:low"]')).to_be_visible()

    table = Table(seq_of(anna.page))
    sync(anna.page, table.seq)
    expect(anna.page.locator("#live [data-your-turn]")).to_be_visible()
    table.tap(anna.page, anna.page.locator('#live [data-seat-declare="both"]'))
    expect(anna.page.locator("#live [data-declared-yours]")).to_contain_text("You declared Both")
    view = api.ok("GET", f"/api/hands/{hand}")
    assert list(view["log"]) == list(actions) and view["declared"] == {}     # in no log, on no screen
    expect(row.locator("[data-declared-held]")).to_be_visible()             # the tablet: declared, not what
    tablet.shot("declare-tablet-held", full=True)
    anna.page.shot("declare-phone-held", full=True)
    assert "Both" not in row.inner_text()

    tablet.tap_and_wait(tablet.locator('#live [data-declare="Ben:low"]'))
    assert tablet.problem() == ""
    assert api.ok("GET", f"/api/hands/{hand}")["log"] == list(actions)
    expect(tablet.locator('#live [data-declare-row="Ben"] [data-declared-held]')).to_be_visible()
    tablet.tap_and_wait(tablet.locator('#live [data-declare="Carla:high"]'))
    assert tablet.problem() == ""
    view = api.ok("GET", f"/api/hands/{hand}")
    assert view["log"][len(actions):] == ["p1 dc both", "p2 dc low", "p3 dc high"]   # all at once
    assert view["declared"] == {"Anna": "both", "Ben": "low", "Carla": "high"}
    assert {path for path, _ in anna.posts if "/take/" not in path} == {f"/evenings/{evening}/seat/act"}

    while view["next"]["kind"] == "show":
        view = api.act(hand, f"p{view['next']['seat'] + 1} sm -")
    ruling = view["ruling"]["explanation"]["en"]
    assert "Anna declared both and lost the low: Anna gets nothing." in ruling
    assert "Declared: Anna both, Ben low and Carla high." in ruling
    tablet.goto(f"/evenings/{evening}")
    expect(tablet.locator("#live")).to_contain_text("Anna declared both and lost the low: Anna gets nothing.")
