"""The README's screenshots of the end of the evening and the live phone view, made again:
``python app.py`` on a free port with a fresh SQLite file, evenings of random legal hands, and
Debian's Chromium through Playwright at the tablet's and a phone's size (the tests' sizes).

    .venv/bin/python tools/readme_screenshots.py            # writes docs/screenshots/*.png
"""

from __future__ import annotations

import pathlib
import random
import tempfile

from playwright.sync_api import sync_playwright

from harness.chromium import CHROMIUM, CHROMIUM_ARGS, PHONE, TABLET
from harness.handgen import play
from harness.service import Api, Server, found

ROOT = pathlib.Path(__file__).resolve().parent.parent

OUT = ROOT / "docs" / "screenshots"
EURO = {"amount": "0.10", "currency": "€"}


def evening(api: Api, rng: random.Random, names: list[str], name: str, hands: int) -> int:
    evening_id = api.ok("POST", "/api/evenings", 201, json={
        "name": name, "players": [{"name": n, "chips": 100} for n in names], "chip_value": EURO,
        "season": "Friday club"})["id"]
    for _ in range(hands):
        view = api.ok("GET", f"/api/evenings/{evening_id}")
        chips = {p["name"]: p["chips"] for p in view["players"]}
        for broke in [n for n, c in chips.items() if c == 0]:
            api.ok("POST", f"/api/evenings/{evening_id}/players/{broke}/rebuy", 201, json={"chips": 100})
            view = api.ok("GET", f"/api/evenings/{evening_id}")
            chips = {p["name"]: p["chips"] for p in view["players"]}
        names_now = view["next_players"]
        history = {"variant": "FTQ", "players": names_now, "starting_stacks": [chips[n] for n in names_now],
                   "antes": [1] * len(names_now), "bet_limits": [1, 5], "max_raises": 3, "actions": []}
        play(rng, history, fold_rate=0.3)
        api.ok("POST", f"/api/evenings/{evening_id}/hands", 201, json={"players": names_now,
                                                                       "actions": history["actions"]})
    return evening_id


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    rng = random.Random(2025)
    with tempfile.TemporaryDirectory() as folder:
        server = Server(pathlib.Path(folder) / "shots.sqlite3").start()
        try:
            api = Api(server.url)
            first = evening(api, rng, ["Anna", "Ben", "Carla", "Dan", "Emil", "Fritz"], "Friday 7 March", 14)
            api.ok("POST", f"/api/evenings/{first}/end")
            second = evening(api, rng, ["Anna", "Ben", "Carla", "Gerda", "Hans"], "Friday 21 March", 12)
            api.ok("POST", f"/api/evenings/{second}/end")
            third = evening(api, rng, ["Anna", "Ben", "Dan", "Gerda", "Emil"], "Friday 4 April", 5)
            hand = api.live(third)["id"]
            for action in ("d dh p1 ????Qh", "d dh p2 ????7c", "d dh p3 ????9d", "d dh p4 ????Ks", "d dh p5 ????2h",
                           "p1 cbr 3", "p2 cc"):
                api.act(hand, action)
            season = api.ok("GET", f"/api/evenings/{first}")["season"]["id"]
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                tablet = browser.new_context(viewport=TABLET, base_url=server.url, locale="en-GB",
                                             service_workers="block").new_page()
                tokens = {}
                for evening_id in (second, third):
                    tablet.goto(f"/evenings/{evening_id}/board")
                    tokens[evening_id] = found(r"/watch/([\w-]+)", tablet.content())
                tablet.goto(f"/evenings/{second}/settlement")
                tablet.screenshot(path=str(OUT / "tablet-settlement.png"))
                tablet.goto(f"/seasons/{season}")
                tablet.screenshot(path=str(OUT / "tablet-standings.png"))
                for lang, locale in (("en", "en-GB"), ("de", "de-DE")):
                    phone = browser.new_context(viewport=PHONE, base_url=server.url, locale=locale, is_mobile=True,
                                                has_touch=True, service_workers="block").new_page()
                    phone.goto(f"/watch/{tokens[third]}")
                    phone.wait_for_selector("[data-stream=open]")
                    phone.screenshot(path=str(OUT / f"phone-live-hand-{lang}.png"))
                    phone.goto(f"/watch/{tokens[second]}/settlement")
                    phone.screenshot(path=str(OUT / f"phone-settlement-{lang}.png"))
                browser.close()
        finally:
            server.stop()
    for path in sorted(OUT.glob("*.png")):
        print(path.relative_to(ROOT), path.stat().st_size, "bytes")


if __name__ == "__main__":
    main()
