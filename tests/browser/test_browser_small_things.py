"""Smaller points a ten-hand evening on the pages hit, in Chromium: the
menu on one line on a 1180 px tablet held landscape (logged in as the host, in English and German;
at 1024 px too, and still usable on a phone); long names (Bartholomäus, Maximiliane) in the host's
hands list and in the form that books a hand by its result on a 390 px phone, with the tablet's
layout as it was."""

from __future__ import annotations

import pytest

from harness.chromium import PHONE
from harness.service import QUEENS_LATE, Api
from tests.browser.helpers import Page
from tests.browser.test_browser_long_names import _RIGHT_EDGE, FOLD, LONG

pytestmark = pytest.mark.browser

PIN = "318254"

# the top of each of the menu's links (the evening's: six of them)
_MENU_TOPS = "links => links.map(a => Math.round(a.getBoundingClientRect().top))"

# each name in `selector` on one line (not broken)
_BROKEN = """([selector, names]) => {
  const broken = [];
  for (const el of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const name of names) {
        const at = node.textContent.indexOf(name);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + name.length);
        const lines = new Set([...range.getClientRects()].filter(r => r.width > 1).map(r => Math.round(r.top)));
        if (lines.size > 1) broken.push(name);
      }
    }
  }
  return broken;
}"""


def host_page(browser, server, viewport: dict, locale: str, **options):
    """A context of its own, logged in as the host with the PIN."""
    context = browser.new_context(viewport=viewport, base_url=server.url, has_touch=True, locale=locale,
                                  service_workers="block", **options)
    context.set_default_timeout(10_000)
    page = Page(context.new_page(), server)
    page.goto("/login")
    page.locator("#pin").fill(PIN)
    with page.expect_navigation():
        page.locator("main form button").tap()
    return context, page


@pytest.mark.parametrize("width, height", [(1180, 800), (1024, 768), (1280, 800)])
def test_the_menu_is_one_line_on_a_tablet_held_landscape(browser, pin_server, width, height):
    api = Api(pin_server.url, PIN)
    evening = api.evening([(name, 50) for name in LONG], name="Freitagsrunde")
    for locale, logout in (("en-GB", "Log out"), ("de-DE", "Abmelden")):
        context, page = host_page(browser, pin_server, {"width": width, "height": height}, locale)
        try:
            page.goto(f"/evenings/{evening}")
            assert page.locator(".tools").get_by_role("button", name=logout).is_visible()    # logged in
            tops = page.locator(".top .menu a").evaluate_all(_MENU_TOPS)
            assert len(tops) == 6 and len(set(tops)) == 1, (width, locale, tops)
            header = page.locator(".top").bounding_box()
            assert header is not None and header["height"] < 70, (width, locale, header)   # one row: the tools beside
            page.assert_usable()
            page.shot(f"tablet-menu-{width}-{locale}")
            page.assert_clean()
        finally:
            context.close()


def test_the_menu_on_a_phone_is_still_usable(browser, pin_server):
    api = Api(pin_server.url, PIN)
    evening = api.evening([(name, 50) for name in LONG], name="Freitagsrunde")
    context, page = host_page(browser, pin_server, PHONE, "de-DE", is_mobile=True, device_scale_factor=2)
    try:
        page.goto(f"/evenings/{evening}")
        assert page.locator(".top .menu a").count() == 6
        page.assert_usable()
        page.shot("phone-menu-de")
        page.assert_clean()
    finally:
        context.close()


def long_evening(api) -> int:
    """Two refereed hands (a showdown, then everyone folds to a bet) and one booked by its result, its
    pot split by Bartholomäus and Maximiliane: between hands, everyone at the table."""
    evening = api.evening([(name, 50) for name in LONG], name="Freitagsrunde")
    api.ok("POST", f"/api/evenings/{evening}/hands", 201, json={"players": LONG, "actions": QUEENS_LATE})
    hand = api.live(evening)["id"]
    for action in FOLD:
        api.act(hand, action)
    api.ok("POST", f"/api/evenings/{evening}/hands", 201, json={"game": "Texas Hold'em", "result": {
        "put_in": {name: 2 for name in LONG}, "took": ["Bartholomäus", "Maximiliane"]}})
    return evening


def fits(page) -> None:
    page.assert_fits()
    right, width = page.evaluate(_RIGHT_EDGE)
    assert right <= width, right


def lang(page) -> str:
    return page.evaluate("document.documentElement.lang")


def test_long_names_fit_the_hands_on_a_phone(german_phone, phone, tablet, api):
    evening = long_evening(api)
    for device in (german_phone, phone):
        device.goto(f"/evenings/{evening}/hands")
        assert device.locator("table.hands tbody tr").count() == 3
        fits(device)
        assert device.evaluate(_BROKEN, [".hands td", LONG]) == []
        device.assert_usable()
        device.shot(f"phone-hands-long-names-{lang(device)}", full=True)
    # the tablet as it was: a table with every column
    tablet.goto(f"/evenings/{evening}/hands")
    assert tablet.locator("table.hands").evaluate("t => getComputedStyle(t).display") == "table"
    assert tablet.locator("table.hands thead th").evaluate_all("ths => ths.filter(th => th.offsetWidth).length") == 6
    tablet.assert_fits()


def test_long_names_fit_the_result_form_on_a_phone(german_phone, phone, tablet, api):
    evening = long_evening(api)
    for device in (german_phone, phone):
        device.goto(f"/evenings/{evening}")
        device.locator("[data-result-form] > summary").tap()
        device.locator("[data-result-correct] > summary").tap()     # the last hand's result, to correct
        for name in LONG:                                   # the names to tick, whole
            assert device.locator(f'label.took:has([data-result-took="{name}"])').is_visible()
        fits(device)
        assert device.evaluate(_BROKEN, [".result-players", LONG]) == []
        assert "None" not in device.locator("main").inner_text()
        device.assert_usable()
        device.shot(f"phone-result-form-long-names-{lang(device)}", full=True)
    # the tablet as it was: the form's rows each the name, its amount, its box to tick
    tablet.goto(f"/evenings/{evening}")
    tablet.locator("[data-result-form] > summary").tap()
    entry = tablet.locator("table.result-entry")
    assert entry.evaluate("t => getComputedStyle(t).display") == "table"
    assert entry.locator("tbody th").evaluate_all("ths => ths.map(th => th.textContent)") == [
        "Ben", "Annemarie", "Bartholomäus", "Maximiliane"]                # the next deal's order
    assert entry.locator("tbody th").first.is_visible()
    tablet.assert_fits()
    tablet.shot("tablet-result-form-long-names", full=True)
