"""The table on the tablet: the wild banner as the Queens fall, a showdown with a split pot,
and the language switch."""

import re

import pytest
from playwright.sync_api import expect

from harness.service import rows

pytestmark = pytest.mark.browser

FOUR = (("Anna", 50), ("Ben", 50), ("Carla", 50), ("Dan", 50))


def test_a_queen_changes_the_wild_banner(tablet, api):
    evening = api.evening(FOUR)
    api.live(evening)
    tablet.goto(f"/evenings/{evening}")
    tablet.evaluate("() => { window.kept = 'no reload'; }")
    tablet.tap_card("5h")
    assert tablet.banner() == "Wild: Queens Queens are wild: no Queen was dealt face up."
    tablet.tap_card("Qs")
    assert tablet.banner().startswith("Wild: Queens Queens are wild: Ben's Q♠ is the last face-up card")
    tablet.tap_card("7c")
    assert tablet.banner() == "Wild: Queens and sevens Queens and sevens are wild: Carla's 7♣ followed Ben's Q♠ " \
                              "on 3rd street."
    assert "changed" in tablet.locator("#banner").get_attribute("class")            # it flashes
    tablet.assert_in_view(tablet.locator("#banner"))
    tablet.tap_card("2d")
    tablet.tap_button(re.compile(r"^All check"))            # the round in one tap
    assert "to act" not in tablet.next_step()
    tablet.tap_card("9c")                                     # 4th street: Anna
    tablet.tap_card("Qd")                                     # Ben's second Queen cancels the sevens
    banner = tablet.banner()
    assert banner.startswith("Wild: Queens Queens are wild:") and "sevens are no longer wild" in banner
    tablet.shot("tablet-table-queen-cancels")
    tablet.tap_card("Jd")
    assert tablet.banner().startswith("Wild: Queens and Jacks")
    assert tablet.locator('.seat[data-player="Carla"] .card.wild').all_inner_texts() == ["J♦"]
    assert tablet.evaluate("() => window.kept") == "no reload"


# A hand that ends in a tie: Anna and Ben both hold 2-3-4-5-6, Carla folds at once.
SPLIT = ["d dh p1 ????4h", "d dh p2 ????4c", "d dh p3 ????Ks", "p3 f", "p1 cc", "p2 cc",
         "d dh p1 5s", "d dh p2 5h", "p1 cc", "p2 cc", "d dh p1 6d", "d dh p2 6s", "p1 cc", "p2 cc",
         "d dh p1 8c", "d dh p2 8d", "p1 cc", "p2 cc", "d dh p1 ??", "d dh p2 ??", "p1 cc", "p2 cc"]


def test_a_showdown_with_a_split_pot(tablet, api, server):
    evening = api.evening()
    hand = api.live(evening)["id"]
    for action in SPLIT:
        state = api.act(hand, action)
    assert state["next"]["kind"] == "show"
    tablet.goto(f"/evenings/{evening}")
    assert tablet.locator(".picker-form .hint").inner_text() == \
        "Anna shows: tap the face-down cards, street by street as dealt"
    slots = tablet.locator(".show-slots [data-slot] small")
    assert slots.all_inner_texts() == ["3rd street", "3rd street", "7th street"]      # each card where it was dealt
    tablet.assert_usable()
    for card in ("2c", "3d"):
        tablet.locator(f'.picker [data-pick="{card}"]').tap()
    expect(tablet.locator("[data-show]")).to_have_value("2♣ 3♦ ??")
    expect(tablet.locator(".show-slot.current small")).to_have_text("7th street")         # asked for by its street
    tablet.locator('[data-slot="0"]').tap()                                          # the first taken back ...
    expect(tablet.locator(".show-slot.current")).to_have_attribute("data-slot", "0")
    tablet.locator('.picker [data-pick="2c"]').tap()                                 # ... and asked again
    tablet.shot("tablet-showdown-picking")
    tablet.tap_and_wait(tablet.locator('.picker [data-pick="9h"]'))                  # the last card shows: no more taps
    # Ben's cards, typed short of one: refused in words, nothing stored
    before = rows(server.db, "SELECT COUNT(*) FROM actions WHERE hand_id = ?", [hand])[0][0]
    tablet.locator("[data-show]").fill("2d 3c")
    tablet.tap_button("Show")
    assert "Ben shows 2 cards" in tablet.problem()
    assert tablet.locator("[data-show]").input_value() == "2d 3c"
    assert rows(server.db, "SELECT COUNT(*) FROM actions WHERE hand_id = ?", [hand])[0][0] == before
    tablet.locator("button[data-clear]").tap()
    for card in ("2d", "3c"):
        tablet.locator(f'.picker [data-pick="{card}"]').tap()
    tablet.tap_and_wait(tablet.locator('.picker [data-pick="9s"]'))
    ruling = tablet.locator("#ruling")
    assert ruling.locator(".pot-result.split .share").all_inner_texts() == ["Anna +2", "Ben +1"]
    assert "split the pot of 3" in ruling.locator(".explanation").inner_text()
    hands = tablet.locator("#ruling-hands")
    assert hands.locator(".best.winner").count() == 2
    assert hands.locator('.best[data-player="Anna"] .description').inner_text() == "a straight, six high"
    tablet.assert_usable()
    tablet.shot("tablet-showdown-split-pot", full=True)
    # a correction: take back Ben's show until the next hand is dealt
    tablet.tap_button(re.compile(r"^↶ Correct: take back Ben shows"))
    assert tablet.next_step() == "Showdown: Ben shows or mucks"
    assert rows(server.db, "SELECT status FROM hands WHERE id = ?", [hand]) == [("live",)]
    tablet.tap_button("Muck")
    assert tablet.locator("#ruling .share").all_inner_texts() == ["Anna +3"]


def test_the_language_switch(tablet, api):
    evening = api.evening()
    hand = api.live(evening)["id"]
    api.act(hand, "d dh p1 ????Qh")
    tablet.goto(f"/evenings/{evening}")
    assert tablet.next_step() == "3rd street: two down cards and an up card for Ben"
    with tablet.expect_navigation():
        tablet.get_by_role("button", name="DE", exact=True).tap()
    expect(tablet.locator("html")).to_have_attribute("lang", "de")
    assert tablet.next_step() == "3. Straße: zwei verdeckte und eine offene Karte für Ben"
    assert tablet.banner().startswith("Wild: Damen")
    assert tablet.locator('.seat[data-player="Anna"] .card[data-card="Qh"]').inner_text() == "D♥"
    ranks = tablet.locator(".picker button .r").all_inner_texts()[:13]
    assert ranks == ["2", "3", "4", "5", "6", "7", "8", "9", "10", "B", "D", "K", "A"]
    tablet.tap_card("Jc")
    assert tablet.locator('.seat[data-player="Ben"] .card[data-card="Jc"]').inner_text() == "B♣"
    assert tablet.banner() == "Wild: Damen und Buben Damen und Buben sind wild: Bens B♣ folgte Annas D♥ " \
                              "in der 3. Straße."
    tablet.locator("[data-typed]").fill("D♥")                 # German letters typed: the Queen again
    tablet.tap_button("Eingeben")
    assert tablet.problem() == "D♥ wurde schon gegeben (an Anna, 3. Straße): jede Karte gibt es nur einmal."
    tablet.assert_usable()
    tablet.shot("tablet-table-german")
    tablet.reload()                                           # remembered
    assert tablet.next_step().startswith("3. Straße")
    with tablet.expect_navigation():
        tablet.get_by_role("link", name="Rangliste").tap()
    assert tablet.locator("h1").inner_text().endswith("Rangliste")
    assert tablet.locator("table.board thead").inner_text().split() == ["Spieler", "Bilanz", "Chips", "Eingekauft",
                                                                        "Gewonnen", "Größter", "Pot"]
    with tablet.expect_navigation():
        tablet.get_by_role("button", name="EN", exact=True).tap()
    assert tablet.locator("h1").inner_text().endswith("Leaderboard")


def test_the_correction_button_says_all_it_takes_back_on_a_phone(german_phone, api):
    """The button that takes the last entry back wraps rather than cut what it names."""
    evening = api.evening((("Anna", 50), ("Ben", 50), ("Carla Theresa", 50)))
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"):
        api.act(hand, action)
    german_phone.goto(f"/evenings/{evening}")
    button = german_phone.locator("#live button[data-undo]")
    assert button.inner_text() == "↶ Korrigieren: Carla Theresa passt zurücknehmen"
    clipped = button.evaluate("b => b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1")
    assert not clipped
    german_phone.assert_usable()
    german_phone.shot("phone-table-correct-de", full=True)


def test_the_round_in_one_tap_names_everyone_on_a_phone(german_phone, api):
    """"Alle gehen auf 2 mit": every player it stands for is named, on two lines if need be."""
    names = ("Anna", "Ben", "Carla Theresa", "Dan", "Emil", "Fritz", "Gerda Marie")
    evening = api.evening(tuple((name, 50) for name in names))
    hand = api.live(evening)["id"]
    state = None
    for seat, card in enumerate(("Qh", "6c", "9d", "Ks", "Jd", "2c", "Ah"), start=1):
        state = api.act(hand, f"d dh p{seat} ????{card}")
    first = state["next"]["seat"]
    api.act(hand, f"p{first + 1} cbr 2")
    german_phone.goto(f"/evenings/{evening}")
    who = german_phone.locator("#live button[data-shortcut] small")
    others = [n for i, n in enumerate(names) if i != first]
    assert all(name in who.inner_text() for name in others), who.inner_text()
    clipped = who.evaluate("e => e.scrollWidth > e.clientWidth + 1")
    assert not clipped
    german_phone.assert_usable()
    german_phone.shot("phone-table-round-de", full=True)


def test_the_game_form_offers_an_option_only_where_it_applies(tablet):
    """Face-down Queens staying wild applies only with Queens not wild, more extra cards only
    with the extra card: the form offers each only then (both set would be refused)."""
    tablet.goto("/")
    tablet.locator("[data-variant-select]").first.select_option("FTQ")
    fieldset = tablet.locator('fieldset[data-variant="FTQ"]').first
    hole = fieldset.locator('label[data-needs="opt-FTQ-queens_wild"]')
    repeat = fieldset.locator('label[data-needs="opt-FTQ-extra_card"]')
    expect(hole).to_be_hidden()                                   # Queens are wild: nothing to offer
    expect(repeat).to_be_hidden()                                 # no extra card
    fieldset.locator('input[name="opt-FTQ-queens_wild"]').uncheck()
    expect(hole).to_be_visible()
    assert hole.inner_text().startswith("Face-down Queens stay wild")
    hole.locator("input").check()
    fieldset.locator('input[name="opt-FTQ-queens_wild"]').check()    # Queens wild again: unset and away
    expect(hole).to_be_hidden()
    assert not hole.locator("input").is_checked()
    fieldset.locator('input[name="opt-FTQ-extra_card"]').check()
    expect(repeat).to_be_visible()
    tablet.assert_usable()
