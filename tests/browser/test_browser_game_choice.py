"""The next game chosen at the table in one tap, and a house game defined from the table's game
picker with its face-up rank from a button, back at the table on save."""

import re

import pytest
from playwright.sync_api import expect

from tests.pages.test_pages_game_choice import F7S, FTQ, play_a_hand

pytestmark = pytest.mark.browser


def test_the_next_game_in_one_tap_and_a_house_game_from_the_table(tablet, api):
    evening = api.evening(season="One tap club", game=FTQ)
    play_a_hand(api, evening)
    api.ok("PUT", f"/api/evenings/{evening}/game", json=F7S)
    play_a_hand(api, evening)
    tablet.goto(f"/evenings/{evening}")
    expect(tablet.locator('[data-next-game="F7S"]')).to_have_attribute("aria-current", "true")
    tablet.locator('[data-next-game="FTQ"]').tap()
    expect(tablet.locator('[data-next-game="FTQ"]')).to_have_attribute("aria-current", "true")
    expect(tablet.locator(".deal-line")).to_contain_text("Follow the Queen · Queens not wild")
    assert api.ok("GET", f"/api/evenings/{evening}")["game"]["variant"] == "FTQ"
    tablet.assert_fits()

    tablet.locator("details.change-game summary").tap()
    tablet.locator("[data-house-link]").tap()
    form = tablet.locator("form.house-form")
    form.locator("#house-name").fill("Ladies")
    form.locator('[data-fill="up-0"][data-rank="Q"]').tap()
    expect(form.locator("#up-0")).to_have_value("Q")
    form.locator('select[name="event-0"]').select_option("pay_ante")
    form.locator('input[name="wild_rank"][value="Q"]').check()
    form.get_by_role("button", name="Keep for the season and back to the table").tap()
    tablet.wait_for_url(re.compile(rf"/evenings/{evening}$"))
    ladies = tablet.locator(".next-game", has_text="Ladies")
    ladies.tap()
    expect(ladies).to_have_attribute("aria-current", "true")
    assert api.ok("GET", f"/api/evenings/{evening}")["game"]["house_game"]["face_up"] == {"Q": "pay_ante"}
