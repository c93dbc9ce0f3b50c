"""The browser the UI tests, the table's benchmark and the screenshot tools drive: Debian's
Chromium (Playwright's own download does not work here), its flags, and the screens it shows."""

from playwright.sync_api import ViewportSize

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
TABLET: ViewportSize = {"width": 1280, "height": 800}
PHONE: ViewportSize = {"width": 390, "height": 844}
