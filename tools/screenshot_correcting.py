"""Make docs/correcting.png, the README's picture of correcting an entry: a hand of four players
where Dan's up card was entered as the 2♠ and the host has tapped that entry, three entries
back, to replace it.  Runs the service on a free port and Chromium, like the browser tests.

    .venv/bin/python tools/screenshot_correcting.py
"""

from __future__ import annotations

import pathlib
import tempfile

from playwright.sync_api import sync_playwright

from harness.chromium import CHROMIUM, CHROMIUM_ARGS
from harness.service import Api, Server

ROOT = pathlib.Path(__file__).resolve().parent.parent

OUT = ROOT / "docs" / "correcting.png"


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        server = Server(pathlib.Path(folder) / "shot.sqlite3").start()
        try:
            api = Api(server.url)
            evening = api.evening((("Anna", 50), ("Ben", 50), ("Carla", 50), ("Dan", 50)))
            hand = api.live(evening)["id"]
            for action in ("d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "d dh p4 ????2s", "Anna cbr 2",
                           "Ben cc", "Carla f"):
                api.act(hand, action)
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
                page = browser.new_page(viewport={"width": 1280, "height": 860}, device_scale_factor=0.75,
                                        base_url=server.url)
                page.goto(f"/evenings/{evening}?fix=4")
                OUT.parent.mkdir(exist_ok=True)
                page.screenshot(path=str(OUT))
                browser.close()
        finally:
            server.stop()
    print(f"{OUT.relative_to(ROOT)}: {OUT.stat().st_size} bytes")


if __name__ == "__main__":
    main()
