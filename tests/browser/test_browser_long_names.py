"""Long names on a phone (no phone that scrolls sideways): with players named Annemarie,
Bartholomäus and Maximiliane, the players' link, its story and its settlement fit a 390 px phone in
German and in English, after a player has left and at the end of the evening, with the names whole;
so do short names with bigger amounts at the end; the tablet keeps the leaderboard's six columns.
Against the layout viewport's width (`Page.assert_fits`): on a phone `window.innerWidth` widens to a
page that is too wide (465 px for the first evening here, before the fix), so it would never fail."""

from __future__ import annotations

import re

import pytest

from harness.service import QUEENS_LATE

pytestmark = pytest.mark.browser

LONG = ["Annemarie", "Bartholomäus", "Maximiliane", "Ben"]     # seat by seat, as QUEENS_LATE deals them
SHORT = ["Anna", "Ben", "Carla", "Dan"]
FOLD = ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "d dh p4 ????2d", "p1 cbr 2", "p2 f", "p3 f", "p4 f"]
# words of the English pages that the German ones say otherwise
ENGLISH = re.compile(r"\b(Player|Net|Bought|took home|left|The story|Settling up|Hands played|Showdowns won)\b")

# each player's name in the leaderboard and in the story's table of the players: on one line (a text node of
# one line box), that is, not broken
_BROKEN_NAMES = """(names) => {
  const broken = [];
  for (const cell of document.querySelectorAll('.board tbody th, .players-story tbody th')) {
    for (const node of cell.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !names.includes(node.textContent.trim())) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set([...range.getClientRects()].filter(r => r.width > 1).map(r => Math.round(r.top)));
      if (lines.size > 1) broken.push(node.textContent.trim());
    }
  }
  return broken;
}"""

# the right edge of everything on the page, to the fraction of a pixel (the scroll width is rounded: short names
# with amounts in CHF stood out 0.4 px)
_RIGHT_EDGE = """() => {
  let right = 0;
  for (const el of document.querySelectorAll('body *')) {
    if (el.closest('details:not([open]) > :not(summary)')) continue;
    const box = el.getBoundingClientRect();
    if (box.width) right = Math.max(right, box.right);
  }
  return [right, document.documentElement.clientWidth];
}"""


def played(api, names: list[str], **extra) -> int:
    """An evening of two hands (a showdown with the wild Queens, then everyone folds to a bet), then
    the third player rebuys and the second leaves."""
    evening = api.evening([(name, 50) for name in names], name="Freitagsrunde", **extra)
    api.ok("POST", f"/api/evenings/{evening}/hands", 201, json={"players": names, "actions": QUEENS_LATE})
    hand = api.live(evening)["id"]
    for action in FOLD:
        api.act(hand, action)
    api.ok("POST", f"/api/evenings/{evening}/players/{names[2]}/rebuy", 201, json={"chips": 50})
    api.ok("POST", f"/api/evenings/{evening}/players/{names[1]}/leave")
    assert [p["name"] for p in api.ok("GET", f"/api/evenings/{evening}")["players"] if p["left"]] == [names[1]]
    return evening


def watch_link(page, evening: int) -> str:
    """The players' link, as the leaderboard gives it."""
    page.goto(f"/evenings/{evening}/board")
    return page.locator("[data-watch-link]").get_attribute("href")


def check_pages(phone, german_phone, link: str, names: list[str], when: str) -> None:
    for device, lang in ((german_phone, "de"), (phone, "en")):
        for page in ("", "/story", "/settlement"):
            device.goto(link + page)
            text = device.locator("main").inner_text()
            assert all(name in text for name in names), (page, text)
            assert "None" not in text, page
            if lang == "de":
                assert not ENGLISH.findall(text), (page, ENGLISH.findall(text))
            device.assert_fits()
            right, width = device.evaluate(_RIGHT_EDGE)
            assert right <= width, (lang, page, when, right)
            assert device.evaluate(_BROKEN_NAMES, names) == [], (lang, page, when)
        device.goto(link)
        device.shot(f"phone-long-names-{when}-{lang}", full=True)


def test_long_names_fit_a_phone_after_a_leave_and_at_the_end(phone, german_phone, tablet, api):
    evening = played(api, LONG, chip_value={"amount": "0.10", "currency": "€"})
    link = watch_link(phone, evening)
    check_pages(phone, german_phone, link, LONG, "left")
    tablet.goto(link)                                    # the tablet: every column, each name on one line
    assert tablet.locator(".board thead th").evaluate_all("ths => ths.filter(th => th.offsetWidth).length") == 6
    assert tablet.evaluate(_BROKEN_NAMES, LONG) == []
    tablet.assert_fits()
    german_phone.goto(link)
    board = " ".join(german_phone.locator(".board").inner_text().split())
    assert "Bartholomäus (gegangen)" in board
    api.ok("POST", f"/api/evenings/{evening}/end")
    check_pages(phone, german_phone, link, LONG, "end")
    german_phone.goto(link)
    assert german_phone.locator(".board .taken-home").count() == len(LONG)     # everyone took their chips home


def test_short_names_with_bigger_amounts_fit_at_the_end(phone, german_phone, api):
    evening = played(api, SHORT, chip_value={"amount": "1.25", "currency": "CHF"})
    api.ok("POST", f"/api/evenings/{evening}/end")
    check_pages(phone, german_phone, watch_link(phone, evening), SHORT, "short-end")
