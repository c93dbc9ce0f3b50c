"""Browser tests: ``python app.py`` on a free port with a real SQLite file, driven by Debian's
Chromium in its headless shell (`harness.chromium`) through Playwright; `server` and `api` are the shared
fixtures of ``tests/conftest.py``.  A missing Chromium fails the tests: the
test command (``bin/test``) installs it.  With ``--screenshots`` each step's screenshot goes to ``tests/artifacts/``."""

from __future__ import annotations

import os

import pytest

from harness.chromium import CHROMIUM, CHROMIUM_ARGS, PHONE, TABLET
from tests.browser.helpers import ARTIFACTS, SCREENSHOTS, Page


@pytest.fixture(scope="session", autouse=True)
def _screenshots(request):
    """``--screenshots``: keep them (`Page.shot`)."""
    SCREENSHOTS["keep"] = request.config.getoption("--screenshots")


@pytest.fixture(scope="session")
def browser():
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"{CHROMIUM} is missing: the browser tests need Debian's Chromium "
                    "(bin/test installs it: apt-get install chromium-headless-shell)")
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield chromium
        chromium.close()


def _page(browser, server, viewport: dict, **options):
    options.setdefault("service_workers", "block")    # the offline page's worker: tests/browser/test_browser_live.py
    options.setdefault("locale", "en-GB")
    context = browser.new_context(viewport=viewport, base_url=server.url, has_touch=True, **options)
    context.set_default_timeout(10_000)
    page = Page(context.new_page(), server)
    yield page
    context.close()
    page.assert_clean()


@pytest.fixture
def tablet(browser, server):
    """A 10-inch tablet held landscape: 1280x800, touch."""
    yield from _page(browser, server, TABLET)


@pytest.fixture
def phone(browser, server):
    """A player's phone: 390x844, touch, a mobile browser."""
    yield from _page(browser, server, PHONE, is_mobile=True, device_scale_factor=2)


@pytest.fixture
def second_tablet(browser, server):
    """Another tablet at the same table."""
    yield from _page(browser, server, TABLET)


@pytest.fixture
def german_phone(browser, server):
    """A player's phone in German."""
    yield from _page(browser, server, PHONE, is_mobile=True, device_scale_factor=2, locale="de-DE")
