"""A whole Follow the Queen hand entered by taps on the tablet, from the evening's form to the
leaderboard: a card dealt twice refused in words, an undo, the betting buttons, the showdown."""

import re

import pytest

from harness.service import rows, showdown_step

pytestmark = pytest.mark.browser


def start_evening(tablet, names=("Anna", "Ben", "Carla"), chips=50) -> int:
    tablet.goto("/")
    tablet.get_by_label("Name of the evening").fill("Friday at Carla's")
    for i, name in enumerate(names):
        tablet.locator(f"#player-{i}").fill(name)
    tablet.get_by_label("Chips for each player").fill(str(chips))
    tablet.get_by_role("button", name="Start the evening").tap()
    tablet.wait_for_url(re.compile(r"/evenings/\d+$"))
    return int(tablet.url.rsplit("/", 1)[1])


def hand_id(tablet) -> int:
    return int(re.search(r"/hands/(\d+)/", tablet.locator("#live form[data-live][action^='/hands/']").first
                          .get_attribute("action"))[1])


def enter(tablet, api, hand: int) -> str:
    """Enter the next step of the planned hand by taps; returns the action it made."""
    state = api.ok("GET", f"/api/hands/{hand}")
    action = showdown_step(state)
    what = action.split(" ", 1)[1]
    if action.startswith("d dh"):
        cards = action.split()[-1]
        if state["next"]["faces"] == "d":
            tablet.tap_button(re.compile(r"^Face-down card to"))
        else:
            tablet.tap_card(cards[-2:])                      # the up card; the hole cards stay unseen
    elif " sm " in action:
        *first, last = re.findall(r"..", action.split()[-1])
        for card in first:
            tablet.locator(f'.picker [data-pick="{card}"]').tap()
        tablet.tap_and_wait(tablet.locator(f'.picker [data-pick="{last}"]'))   # the last card shows
    elif what == "cc":
        tablet.tap_button(re.compile(r"^\w+ (checks|calls \d+)$"))
    elif what == "f":
        tablet.tap_button(re.compile(r"^\w+ folds$"))
    else:
        amount = what.split()[-1]
        tablet.assert_in_view(tablet.locator(".amounts"))
        tablet.tap_button(re.compile(rf"^\w+ (bets|raises to) {amount}$"))
    return action


def test_a_whole_hand_by_taps(tablet, api, server):
    evening = start_evening(tablet)
    assert tablet.locator(".deal-line").inner_text() == \
        "Next: hand 1, Follow the Queen · ante 1 · bets 1–5. Carla deals to Anna, Ben, Carla."
    tablet.assert_usable()
    tablet.shot("tablet-table-before-the-first-hand")
    tablet.tap_and_wait(tablet.get_by_role("button", name="Deal hand 1"))
    hand = hand_id(tablet)
    assert tablet.next_step() == "3rd street: two down cards and an up card for Anna"
    # the picker and the undo are on the screen, nothing to scroll, every target big enough
    tablet.assert_usable()
    for card in ("2s", "Ad", "Qh"):
        tablet.assert_in_view(tablet.locator(f'.picker [data-card="{card}"]'))
    tablet.shot("tablet-table-first-card")

    tablet.tap_card("Qh")                                    # Anna's Q♥ up (A♠ A♦ in the hole, unseen)
    assert tablet.locator('.picker [data-card="Qh"]').is_disabled()       # seen: greyed out
    assert "Queens" in tablet.banner()
    # a card already dealt, typed: refused in words, the typing kept, nothing stored
    before = rows(server.db, "SELECT COUNT(*) FROM actions WHERE hand_id = ?", [hand])[0][0]
    typed = tablet.locator("#live [data-typed]")
    typed.fill("qh")
    tablet.tap_button("Enter")
    assert tablet.problem() == "Q♥ was already dealt (to Anna, 3rd street): every card is in the deck once."
    assert tablet.locator("#live [data-typed]").input_value() == "qh"
    assert tablet.next_step() == "3rd street: two down cards and an up card for Ben"
    assert rows(server.db, "SELECT COUNT(*) FROM actions WHERE hand_id = ?", [hand])[0][0] == before
    tablet.assert_usable()
    tablet.shot("tablet-table-card-refused")
    # typed another way, accepted
    tablet.locator("#live [data-typed]").fill("6♣")
    tablet.tap_button("Enter")
    assert tablet.problem() == ""
    assert tablet.banner().startswith("Wild: Queens and sixes")
    # a wrong tap taken back with one tap
    tablet.tap_card("Kd")
    assert tablet.locator('.seat[data-player="Carla"] .card[data-card="Kd"]').count() == 1
    tablet.tap_button(re.compile(r"^↶ Undo: K♦ to Carla$"))
    assert tablet.locator('.seat[data-player="Carla"] .card').count() == 0
    assert tablet.locator('.picker [data-card="Kd"]').is_enabled()
    assert tablet.next_step() == "3rd street: two down cards and an up card for Carla"
    tablet.tap_card("9d")

    # the betting: only what is legal, the amounts on the screen
    assert tablet.next_step() == "Anna to act: check or bet 1–5"
    assert tablet.locator("#turn").inner_text() == "Anna to act"                   # the band, big
    assert tablet.locator(".seat.turn").get_attribute("data-player") == "Anna"
    labels = [" ".join(t.split()) for t in tablet.locator("#live .bet-form button").all_inner_texts()]
    assert labels == ["All check Anna, Ben and Carla", "Anna checks", "1", "2", "3", "4", "5", "Anna folds"]
    names = [b.get_attribute("aria-label") for b in tablet.locator("#live .amounts button").all()]
    assert names == ["Anna bets 1", "Anna bets 2", "Anna bets 3", "Anna bets 4", "Anna bets 5"]
    tablet.assert_usable()
    tablet.shot("tablet-table-betting")

    made = []
    while api.ok("GET", f"/api/hands/{hand}")["status"] == "live":
        made.append(enter(tablet, api, hand))
        if made[-1] == "p1 cbr 2" or made[-1].startswith("Anna cbr"):
            assert "Ben raises to" in tablet.locator("#live").inner_text()
        if len(made) > 60:
            raise AssertionError(made)
    # the ruling: the best five with the wild cards marked and what they stand for, the winner
    ruling = tablet.locator("#ruling")
    assert "Anna wins the pot of 9 with four Aces" in ruling.locator(".explanation").inner_text()
    anna = tablet.locator('#ruling-hands .best[data-player="Anna"]')
    assert anna.locator(".card.wild").count() == 1
    assert re.fullmatch(r"= A[♣♥]", anna.locator(".stands").inner_text())
    assert "winner" in anna.get_attribute("class")
    assert ruling.locator(".share").all_inner_texts() == ["Anna +9"]
    assert ruling.locator(".after-stack").all_inner_texts() == ["Anna 56", "Ben 47", "Carla 47"]
    # the seats show the stacks after the hand, and the pot paid out
    assert [tablet.locator(f'.seat[data-player="{n}"] .stack').inner_text() for n in ("Anna", "Ben", "Carla")] \
        == ["56", "47", "47"]
    assert tablet.locator(".pots").inner_text() == "Pot of 9 paid out"
    tablet.assert_usable()
    tablet.shot("tablet-table-ruling", full=True)

    tablet.get_by_role("link", name="Leaderboard").tap()
    tablet.wait_for_url(f"**/evenings/{evening}/board")
    board = tablet.locator("table.board tbody tr")
    assert board.first.get_attribute("data-player") == "Anna"
    assert [" ".join(r.split()) for r in board.all_inner_texts()] == [
        "1 Anna +6 56 50 1 9", "2 Ben -3 47 50 0 0", "3 Carla -3 47 50 0 0"]
    assert tablet.locator(".chart-wide svg polyline").count() == 3
    tablet.assert_usable()
    tablet.shot("tablet-leaderboard")
    assert rows(server.db, "SELECT status FROM hands WHERE id = ?", [hand]) == [("booked",)]
    assert rows(server.db, "SELECT SUM(amount) FROM ledger WHERE evening_id = ?", [evening]) == [(150,)]
