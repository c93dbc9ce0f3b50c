"""The browser the UI tests, the table's benchmark and the screenshot tools drive: Debian's
Chromium in its headless shell (package ``chromium-headless-shell``; Playwright's own download
does not work here), its flags, and the screens it shows.

The headless shell is Chromium's engine (the same Blink and V8 as ``/usr/bin/chromium``, same
version) without the desktop browser around it; it is what Playwright itself runs for headless
tests.  The whole browser in its headless mode takes 2.4 times the CPU for each page opened
(`bench/bench_browser.py`, docs/performance.md), and the browser tests were most of the suite's
CPU."""

from playwright.sync_api import ViewportSize

CHROMIUM = "/usr/lib/chromium/chromium-headless-shell"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
TABLET: ViewportSize = {"width": 1280, "height": 800}
PHONE: ViewportSize = {"width": 390, "height": 844}
