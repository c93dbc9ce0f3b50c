"""A hand of Hold'em booked by its result on the tablet in a few taps (open the form, what
everyone put in, who took it, book), taken back by one; and a split in German on a phone."""

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def chips(api, evening: int) -> dict[str, int]:
    return {p["name"]: p["chips"] for p in api.ok("GET", f"/api/evenings/{evening}/leaderboard")["players"]}


def book_in_four_taps(page, amount: int, winners: tuple[str, ...], book: str, opened: bool = False) -> None:
    """Open the form, tap what everyone put in, tap who took it, book (Hold'em is the preset)."""
    if not opened:
        page.locator("[data-result-form] > summary").tap()
    page.locator(f'label.chip-choice:has([data-result-amount="{amount}"])').tap()
    for name in winners:
        page.locator(f'label.took:has([data-result-took="{name}"])').tap()
    page.tap_and_wait(page.locator("#live").get_by_role("button", name=book, exact=True))


def test_holdem_booked_by_its_result_on_the_tablet_and_taken_back(tablet, api):
    evening = api.evening()
    tablet.goto(f"/evenings/{evening}")
    book_in_four_taps(tablet, 10, ("Anna",), "Book the result")
    expect(tablet.locator("[data-result-said]")).to_have_text(
        "Texas Hold'em, booked by its result: Anna takes the pot of 30.")
    assert chips(api, evening) == {"Anna": 70, "Ben": 40, "Carla": 40}
    tablet.assert_usable()
    tablet.shot("tablet-result-holdem")
    tablet.tap_and_wait(tablet.locator("[data-result-undo]"))
    expect(tablet.locator("[data-result-waits]")).to_have_text("Hand 1 waits for its result.")
    assert chips(api, evening) == {"Anna": 50, "Ben": 50, "Carla": 50}
    tablet.shot("tablet-result-taken-back", full=True)
    expect(tablet.locator("[data-result-form]")).to_have_attribute("open", "")      # it waits: the form is open
    book_in_four_taps(tablet, 5, ("Ben",), "Book the result", opened=True)
    expect(tablet.locator("[data-result-said]")).to_have_text(
        "Texas Hold'em, booked by its result: Ben takes the pot of 15.")
    assert chips(api, evening) == {"Anna": 45, "Ben": 60, "Carla": 45}


def test_a_split_in_german_on_a_phone(german_phone, api):
    evening = api.evening()
    german_phone.goto(f"/evenings/{evening}")
    german_phone.locator("[data-result-form] > summary").tap()
    german_phone.assert_usable()                                  # the form open fits the phone
    german_phone.shot("phone-result-form-de", full=True)
    book_in_four_taps(german_phone, 5, ("Ben", "Carla"), "Ergebnis buchen", opened=True)
    said = german_phone.locator("[data-result-said]").inner_text()
    assert said.startswith("Texas Hold'em, nach Ergebnis gebucht:") and "teilen sich den Pot von 15" in said
    assert sum(chips(api, evening).values()) == 150 and chips(api, evening)["Anna"] == 45
    german_phone.assert_usable()
    german_phone.shot("phone-result-split-de", full=True)


def test_a_booked_result_corrected_on_the_tablet_and_a_refusal_keeps_the_form(tablet, api):
    evening = api.evening()
    tablet.goto(f"/evenings/{evening}")
    book_in_four_taps(tablet, 10, ("Anna",), "Book the result")
    tablet.locator("[data-result-correct] > summary").tap()
    expect(tablet.locator("[data-correct-game]")).to_have_value("Texas Hold'em")
    expect(tablet.locator('[data-correct-took="Anna"]')).to_have_value("30")
    tablet.assert_usable()
    tablet.shot("tablet-result-correct")
    tablet.locator('[data-correct-took="Anna"]').fill("31")                  # 31 out, 30 in: refused
    tablet.tap_and_wait(tablet.locator("[data-result-correct-book]"))
    expect(tablet.locator("#live #problem")).to_contain_text("31 taken, 30 put in")
    expect(tablet.locator('[data-correct-took="Anna"]')).to_have_value("31")   # as typed, the form open
    assert chips(api, evening) == {"Anna": 70, "Ben": 40, "Carla": 40}
    tablet.locator('[data-correct-took="Anna"]').fill("20")
    tablet.locator('[data-correct-took="Ben"]').fill("10")
    tablet.locator("[data-correct-game]").fill("Omaha")
    tablet.tap_and_wait(tablet.locator("[data-result-correct-book]"))
    expect(tablet.locator("[data-notice]")).to_have_text("Hand 1: the result is corrected.")
    expect(tablet.locator("[data-result-said]")).to_contain_text("Omaha, booked by its result")
    assert chips(api, evening) == {"Anna": 60, "Ben": 50, "Carla": 40}


def test_the_correction_in_german_on_a_phone(german_phone, api):
    evening = api.evening()
    german_phone.goto(f"/evenings/{evening}")
    book_in_four_taps(german_phone, 5, ("Ben", "Carla"), "Ergebnis buchen")
    german_phone.locator("[data-result-correct] > summary").tap()
    expect(german_phone.locator("[data-result-correct] > summary")).to_have_text("Dieses Ergebnis korrigieren")
    german_phone.shot("phone-result-correct-de", full=True)
    german_phone.assert_usable()
    german_phone.locator('[data-correct-took="Carla"]').fill("0")
    german_phone.locator('[data-correct-took="Ben"]').fill("15")
    german_phone.tap_and_wait(german_phone.locator("[data-result-correct-book]"))
    expect(german_phone.locator("[data-notice]")).to_have_text("Hand 1: das Ergebnis ist korrigiert.")
    assert chips(api, evening) == {"Anna": 45, "Ben": 60, "Carla": 45}
