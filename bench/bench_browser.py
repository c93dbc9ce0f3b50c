"""The browser's CPU for the pages the browser tests open: Debian's Chromium headless shell
(what the tests drive, `harness.chromium`) against the whole Chromium (``/usr/bin/chromium``)
in its headless mode, on the same pages of the same real service.

Run from the project root (or as part of ``bench/run.py``):

    .venv/bin/python bench/bench_browser.py [--size 1]

Each browser opens 8 new contexts (times `size`; a tablet and a phone in turn, as the tests'
fixtures make them) and in each the table, the leaderboard, the start page and the hands list
of an evening with a hand in play; the CPU counted is that of the browser's whole process tree
and Playwright's driver (reaped children: ``RUSAGE_CHILDREN``), the service's apart.  They take
turns 3 times and each keeps its least CPU.  The whole Chromium is installed with
``apt-get install chromium``; without it the peer is left out.

Goal: the headless shell at least twice as cheap a page as the whole browser.
"""

from __future__ import annotations

import argparse
import os
import resource
import tempfile
from pathlib import Path

from bench.figures import Figure
from harness.chromium import CHROMIUM, CHROMIUM_ARGS, PHONE, TABLET
from harness.service import Api, Server

WHOLE = "/usr/bin/chromium"
CONTEXTS = 8
PAGES = ("/evenings/{e}", "/evenings/{e}/board", "/", "/evenings/{e}/hands")


def children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def cpu_of_pages(executable: str, base: str, evening: int, contexts: int) -> float:
    """CPU seconds of a browser (started and closed) opening PAGES in `contexts` contexts."""
    from playwright.sync_api import sync_playwright

    before = children_cpu()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS, headless=True)
        for i in range(contexts):
            phone = i % 2 == 1
            context = browser.new_context(viewport=PHONE if phone else TABLET, base_url=base, has_touch=True,
                                          is_mobile=phone, service_workers="block")
            page = context.new_page()
            for path in PAGES:
                page.goto(path.format(e=evening))
                page.evaluate("document.body.innerText.length")
            context.close()
        browser.close()
    return children_cpu() - before


def figures(size: float = 1) -> list[Figure]:
    contexts = max(2, round(CONTEXTS * size))
    pages = contexts * len(PAGES)
    with tempfile.TemporaryDirectory() as folder:
        server = Server(Path(folder) / "browser.sqlite3").start()
        try:
            api = Api(server.url)
            evening = api.evening()
            hand = api.live(evening)["id"]
            api.act(hand, "d dh p1 ????Qc")
            api.act(hand, "d dh p2 ????8h")
            browsers = {"shell": CHROMIUM, "whole": WHOLE if os.access(WHOLE, os.X_OK) else None}
            least: dict[str, float] = {}
            for _ in range(3):
                for name, executable in browsers.items():
                    if executable:
                        cpu = cpu_of_pages(executable, server.url, evening, contexts)
                        least[name] = min(least.get(name, cpu), cpu)
        finally:
            server.stop()
    shell = least["shell"] / pages * 1000
    whole = least["whole"] / pages * 1000 if "whole" in least else None
    return [Figure("browser", f"CPU a page opened ({pages} pages)", shell, "ms", higher_is_better=False,
                   goal=2.0 if whole else None, goal_is_ratio=True,
                   peer="the whole Chromium" if whole else "", peer_value=whole)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", type=float, default=1.0, help=f"contexts: {CONTEXTS} times this (default 1)")
    args = parser.parse_args()
    from bench.run import table
    print(table(figures(args.size)))


if __name__ == "__main__":
    main()
