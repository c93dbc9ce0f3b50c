"""The documents' screenshots of the players' own phones, made again: ``python app.py``
on a free port with a fresh SQLite file, a Follow the Queen hand of five where Anna, Ben and
Carla hold their seats on their phones (Dan and Emil have none: their seats still show a code),
and Debian's Chromium through Playwright at the tests' phone and tablet sizes.

    .venv/bin/python tools/screenshot_seats.py      # writes the three PNGs below

- ``docs/screenshots/seat-phone-en.png``: Anna's phone on 5th street: her sealed A♠ A♦, her best
  hand now (three Aces, her Q♥ standing for an Ace) and her turn with the betting buttons.
- ``docs/screenshots/seat-phone-de.png``: Ben's phone in German at his turn on 6th street, Carla's
  bet of 2 to call: his sealed cards, his full house (the Q♦ standing for a Jack).
- ``docs/screenshots/tablet-seat-codes.png``: the host's tablet at that moment, the players'
  phones panel open: three seats on a phone, two with their QR code, the seats' "2 cards sealed".

"""

from __future__ import annotations

import html
import pathlib
import re
import tempfile

import requests
from playwright.sync_api import sync_playwright

from harness.chromium import CHROMIUM, CHROMIUM_ARGS, PHONE, TABLET
from harness.service import Api, Server

ROOT = pathlib.Path(__file__).resolve().parent.parent

OUT = ROOT / "docs" / "screenshots"
PLAYERS = ("Anna", "Ben", "Carla", "Dan", "Emil")
#: the phones: each seat's language and its face-down cards, sealed on the phone
PHONES = {"Anna": ("en", ("As", "Ad")), "Ben": ("de", ("Js", "5h")), "Carla": ("en", ("Jc", "8d"))}
#: Emil deals; Ben's J♦ follows Anna's Q♥ (Jacks wild) until Ben's Q♦ on 5th street and Carla's 6♣
DEAL = ("d dh p1 ????Qh", "d dh p2 ????Jd", "d dh p3 ????4c", "d dh p4 ????9s", "d dh p5 ????2d",
        "p1 cbr 2", "p2 cc", "p3 cc", "p4 cc", "p5 f",
        "d dh p1 7h", "d dh p2 5c", "d dh p3 Tc", "d dh p4 3d", "p1 cc", "p2 cc", "p3 cc", "p4 cc",
        "d dh p1 Ts", "d dh p2 Qd", "d dh p3 6c", "d dh p4 4d")
FIFTH = ("p2 cbr 3", "p3 cc", "p4 cc")                     # then it is Anna's turn
#: Anna calls; on 6th street Carla's Kings (her 6♣ wild) open with 2, Dan and Anna call: Ben's turn
SIXTH = ("p1 cc", "d dh p1 8c", "d dh p2 7c", "d dh p3 Ks", "d dh p4 2s", "p3 cbr 2", "p4 cc", "p1 cc")


def seat_links(url: str, evening: int) -> dict[str, str]:
    """The seats' codes as the tablet shows them (the service here has no PIN)."""
    page = requests.get(f"{url}/evenings/{evening}", timeout=30).text
    return {html.unescape(name): html.unescape(href)
            for href, name in re.findall(r'href="([^"]+)" data-seat-link="([^"]+)"', page)}


def settled(page, seq: int) -> None:
    """Wait until the page shows the evening as of `seq` (its script put the change in place)."""
    page.wait_for_function("n => Number(document.querySelector('#live [data-evening-seq]').dataset.eveningSeq) >= n",
                           arg=seq)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        server = Server(pathlib.Path(folder) / "seats.sqlite3").start()
        try:
            api = Api(server.url)
            evening = api.evening(players=[(name, 50) for name in PLAYERS], name="Friday at Emil's",
                                  chip_value={"amount": "0.10", "currency": "€"})
            hand = api.live(evening)["id"]
            links = seat_links(server.url, evening)
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                phones = {}
                for name, (lang, cards) in PHONES.items():
                    phone = browser.new_context(viewport=PHONE, base_url=server.url, is_mobile=True, has_touch=True,
                                                locale={"en": "en-GB", "de": "de-DE"}[lang],
                                                service_workers="block").new_page()
                    phone.goto(links[name])
                    with phone.expect_navigation():
                        phone.locator("[data-take-seat]").tap()
                    for card in cards:                 # the last card seals them
                        phone.locator(f'#live .seal-form [data-pick="{card}"]').tap()
                    phone.wait_for_selector("#live .seal-form .show-slot.filled >> nth=1")
                    phone.wait_for_function("() => Number(document.getElementById('live').dataset.updates) >= 1")
                    phones[name] = phone
                for name, actions in (("Anna", DEAL + FIFTH), ("Ben", SIXTH)):
                    for action in actions:
                        api.act(hand, action)
                    seq = api.ok("GET", f"/api/evenings/{evening}")["seq"]
                    phone = phones[name]
                    settled(phone, seq)
                    phone.wait_for_selector("#live [data-your-turn]")
                    phone.evaluate("window.scrollTo(0, 0)")
                    slots = phone.locator("#live .seal-form .show-slots").bounding_box()
                    assert slots is not None
                    height = max(PHONE["height"], round(slots["y"] + slots["height"] + 8))   # down to the sealed cards
                    phone.screenshot(path=str(OUT / f"seat-phone-{PHONES[name][0]}.png"), full_page=True,
                                     clip={"x": 0, "y": 0, "width": PHONE["width"], "height": height})
                tablet = browser.new_context(viewport=TABLET, base_url=server.url, locale="en-GB", has_touch=True,
                                             service_workers="block").new_page()
                tablet.goto(f"/evenings/{evening}")
                tablet.locator("#seat-codes summary").click()
                tablet.locator("#seat-codes").scroll_into_view_if_needed()
                tablet.screenshot(path=str(OUT / "tablet-seat-codes.png"), full_page=True)
                browser.close()
        finally:
            server.stop()
    for name in ("seat-phone-en.png", "seat-phone-de.png", "tablet-seat-codes.png"):
        path = OUT / name
        print(path.relative_to(ROOT), path.stat().st_size, "bytes")


if __name__ == "__main__":
    main()
