"""The evening around the hands in the browser: on the table between hands the players panel
joins, rebuys and lets a player leave without a page reload (the leaver settled with the cash
box, said in the notice); the board shows money beside chips and the players' link as a QR
code.  Screenshots of the new parts in English and German on a tablet (1024x768) and a phone
(390x844): tests/artifacts/players-*.png."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import _page

pytestmark = pytest.mark.browser

FOLD_HAND = ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"]
EURO = {"amount": "0.10", "currency": "€"}
SMALL_TABLET = {"width": 1024, "height": 768}
PHONE = {"width": 390, "height": 844}


def after_one_hand(api) -> int:
    evening = api.evening(chip_value=EURO)
    hand = api.live(evening)["id"]
    for action in FOLD_HAND:                                  # Anna +2, Ben −1, Carla −1
        api.act(hand, action)
    return evening


def test_join_rebuy_and_leave_between_hands_without_a_page_reload(tablet, api):
    evening = after_one_hand(api)
    page = tablet
    page.goto(f"/evenings/{evening}")
    page.evaluate("window.stillThisPage = true")               # gone if the page were loaded again
    page.on("dialog", lambda dialog: dialog.accept())          # leaving asks first
    panel = page.locator("#live [data-table-players]")
    panel.locator("summary").tap()
    page.locator("#join-name").fill("Dora")
    page.tap_and_wait(panel.get_by_role("button", name="Join with 50"))
    expect(page.locator("#live [data-notice]")).to_have_text("Dora sits down with 50 chips.")
    panel = page.locator("#live [data-table-players]")
    expect(panel).to_have_attribute("open", "")                # still open for the next change
    page.tap_and_wait(panel.get_by_role("button", name="Ben rebuys 50"))
    expect(page.locator("#live [data-notice]")).to_have_text("Ben rebuys 50 chips.")
    carla = page.locator('#live .seated-player[data-player="Carla"]')
    page.tap_and_wait(carla.get_by_role("button", name="Leaves with 49"))
    expect(page.locator("#live [data-notice]")).to_have_text(
        "Carla leaves and takes 49 chips home. Carla pays 0.10 € into the cash box now: settled.")
    expect(page.locator('#live .seated-player[data-player="Carla"] .who')).to_contain_text("(left)")
    assert page.evaluate("window.stillThisPage") is True       # no page reload
    assert page.problem() == ""
    page.assert_usable()
    players = {p["name"]: p for p in api.ok("GET", f"/api/evenings/{evening}")["players"]}
    assert (players["Dora"]["chips"], players["Ben"]["chips"], players["Carla"]["left"]) == (50, 99, True)
    expect(page.locator("#live .deal-line")).to_contain_text("Anna, Ben, Dora")   # the next deal has them
    page.tap_and_wait(page.locator("#live [data-deal]"))       # and the panel is gone while a hand is in play
    expect(page.locator("#live [data-table-players]")).to_have_count(0)


def test_the_players_panel_stays_open_when_another_screen_changes_the_evening(tablet, api):
    evening = after_one_hand(api)
    page = tablet
    page.goto(f"/evenings/{evening}")
    panel = page.locator("#live [data-table-players]")
    panel.locator("summary").tap()
    expect(page.locator("#live")).to_have_attribute("data-stream", "open")
    api.ok("POST", f"/api/evenings/{evening}/players/Ben/rebuy", 201, json={"chips": 50})     # another screen
    expect(page.locator('#live .seated-player[data-player="Ben"] .who')).to_contain_text("99")
    expect(panel).to_have_attribute("open", "")
    assert page.problem() == ""


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", ["tablet", "phone"])
def test_the_new_parts_in_both_languages_on_tablet_and_phone(browser, server, api, lang, size):
    evening = after_one_hand(api)
    viewport = SMALL_TABLET if size == "tablet" else PHONE
    extra = {"is_mobile": True, "device_scale_factor": 2} if size == "phone" else {}
    for page in _page(browser, server, viewport, locale="de-DE" if lang == "de" else "en-GB", **extra):
        page.on("dialog", lambda dialog: dialog.accept())
        page.goto(f"/evenings/{evening}")
        page.locator("#live [data-table-players] summary").tap()
        page.tap_and_wait(page.locator('#live .seated-player[data-player="Carla"] [data-leave]'))
        page.locator("#live [data-table-qr] summary").tap()
        page.assert_usable()
        page.shot(f"players-table-{size}-{lang}", full=True)
        page.goto(f"/evenings/{evening}/board")
        expect(page.locator('[data-player="Anna"] [data-money]')).to_have_text("+0.20 €" if lang == "en" else "+0,20 €")
        expect(page.locator("[data-players-qr] svg")).to_be_visible()
        page.assert_usable()
        page.shot(f"players-board-{size}-{lang}", full=True)
        page.goto(page.locator("[data-watch-link]").get_attribute("href"))       # the players' phones
        carla = page.locator('[data-player="Carla"] [data-money]')
        expect(carla).to_have_text("−0.10 €" if lang == "en" else "−0,10 €")
        page.assert_fits()
        page.shot(f"players-watch-{size}-{lang}", full=True)
        page.goto(f"/evenings/{evening}/settlement")
        page.assert_fits()
        page.shot(f"players-settlement-{size}-{lang}", full=True)
