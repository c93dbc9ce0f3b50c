"""What the browser tests do on a page: tap, wait for the table to be put in place, and check
that a page is usable at the table (touch targets, no sideways scrolling, contrast, no errors)."""

from __future__ import annotations

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "tests" / "artifacts"
#: whether `Page.shot` keeps its screenshot (``bin/test --screenshots``): a person looks at them
#: (tests/artifacts/); the checks are the tests' own, and a PNG costs Chromium a tenth of a second
SCREENSHOTS = {"keep": False}
MIN_TARGET = 44

# Every element a finger may need, with its size (a check box or radio button: its label's).
_TARGETS = """() => {
  const out = [];
  for (const el of document.querySelectorAll('a[href], button, input, select, textarea, summary')) {
    if (el.type === 'hidden' || el.type === 'file') continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || el.closest('[hidden]')) continue;
    let box = el.getBoundingClientRect();
    if (el.type === 'checkbox' || el.type === 'radio') box = (el.closest('label') || el).getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (el.closest('details:not([open])') && el.tagName !== 'SUMMARY') continue;
    out.push({what: el.outerHTML.slice(0, 90), width: box.width, height: box.height});
  }
  return out;
}"""

# Every visible element that sticks out of the panel it sits in (sideways), unless a box between
# them scrolls or clips it: a field wider than its card on a phone, which no page-wide check sees.
_OUT_OF_PANEL = """() => {
  const out = [];
  for (const panel of document.querySelectorAll('.panel')) {
    const edge = panel.getBoundingClientRect();
    if (edge.width === 0) continue;
    for (const el of panel.querySelectorAll('*')) {
      if (el.closest('[hidden]') || (el.closest('details:not([open])') && !el.closest('summary'))) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left >= edge.left - 1 && box.right <= edge.right + 1) continue;
      let clipped = false;
      for (let up = el.parentElement; up && up !== panel; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') { clipped = true; break; }
      }
      if (!clipped) out.push({what: el.outerHTML.slice(0, 90), left: box.left, right: box.right,
                              panel: [edge.left, edge.right]});
    }
  }
  return out;
}"""

# WCAG contrast of every visible text against the first opaque background behind it.
_CONTRAST = """() => {
  function rgb(text) { const m = text.match(/[\\d.]+/g); return m ? m.map(Number) : [0, 0, 0, 0]; }
  function lum([r, g, b]) {
    const f = c => { c /= 255; return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  }
  function background(el) {
    for (let e = el; e; e = e.parentElement) {
      const c = rgb(getComputedStyle(e).backgroundColor);
      if (c.length < 4 || c[3] > 0.9) return c;
      if (getComputedStyle(e).backgroundImage !== 'none') return null;   // a pattern: not judged
    }
    return [255, 255, 255];
  }
  const bad = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    const skip = '[hidden], details:not([open]) > :not(summary), svg, :disabled, option';
    if (!node.textContent.trim() || !el || el.closest(skip)) continue;
    const box = el.getBoundingClientRect();
    if (!box.width || getComputedStyle(el).visibility === 'hidden' || getComputedStyle(el).display === 'none') continue;
    let opacity = 1;
    for (let e = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
    const bg = background(el);
    if (!bg || opacity < 0.99) continue;      // faded on purpose (a folded player, a player who left)
    const fg = rgb(getComputedStyle(el).color);
    const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
    const ratio = (a + 0.05) / (b + 0.05);
    if (ratio < 4.5) bad.push({text: node.textContent.trim().slice(0, 40), ratio: Math.round(ratio * 100) / 100});
  }
  return bad;
}"""


class Page:
    """A Playwright page of the app, with the checks every test makes."""

    def __init__(self, page, server):
        self.page, self.server = page, server
        self.errors: list[str] = []
        page.on("console", self._console)
        page.on("pageerror", lambda e: self.errors.append(f"page error: {e}"))
        page.on("response", self._response)

    def _console(self, message) -> None:
        if message.type == "error" and not message.text.startswith("Failed to load resource"):
            self.errors.append(f"console {message.type}: {message.text}")

    def _response(self, response) -> None:
        """A refusal (422, 409) is an answer; anything else of 400 and more is an error."""
        if response.status >= 400 and response.status not in (409, 422):
            self.errors.append(f"{response.status} {response.request.method} {response.url}")

    def __getattr__(self, name):
        return getattr(self.page, name)

    def assert_clean(self) -> None:
        """No script error, no refused resource, no Content-Security-Policy violation."""
        assert not self.errors, self.errors

    # --- the table ---------------------------------------------------------------------------------
    def updates(self) -> int:
        return int(self.page.locator("#live").get_attribute("data-updates") or 0)

    def tap_and_wait(self, locator) -> None:
        """Tap something on the table and wait until the script has put the answer in place."""
        before = self.updates()
        locator.tap()
        # checked in the page at each animation frame (an `expect` looks again only after 100 ms)
        self.page.wait_for_function("n => Number(document.getElementById('live').dataset.updates || 0) > n", arg=before)
        assert self.updates() == before + 1

    def tap_card(self, card: str) -> None:
        self.tap_and_wait(self.page.locator(f'.picker button[data-card="{card}"]'))

    def tap_button(self, name: str | re.Pattern) -> None:
        self.tap_and_wait(self.page.locator("#live").get_by_role("button", name=name, exact=isinstance(name, str)))

    def next_step(self) -> str:
        return self.page.locator("#next-step").inner_text()

    def banner(self) -> str:
        return " ".join(self.page.locator("#banner").inner_text().split())

    def problem(self) -> str:
        return self.page.locator("#live #problem").inner_text()

    # --- usable at the table ------------------------------------------------------------------------
    def assert_fits(self) -> None:
        """No sideways scrolling.  Against the layout viewport's width: a mobile browser widens
        `window.innerWidth` to a page that is too wide, so that would never fail on a phone."""
        width, inner = self.page.evaluate("[document.documentElement.scrollWidth, "
                                          "document.documentElement.clientWidth]")
        assert width <= inner, f"the page scrolls sideways: {width} > {inner}"
        sticking_out = self.page.evaluate(_OUT_OF_PANEL)
        assert not sticking_out, sticking_out

    def assert_touch_targets(self) -> None:
        small = [t for t in self.page.evaluate(_TARGETS) if t["width"] < MIN_TARGET or t["height"] < MIN_TARGET]
        assert not small, small

    def assert_contrast(self) -> None:
        bad = self.page.evaluate(_CONTRAST)
        assert not bad, bad

    def assert_usable(self) -> None:
        self.assert_fits()
        self.assert_touch_targets()
        self.assert_contrast()

    def assert_in_view(self, locator) -> None:
        """Fully visible without scrolling."""
        box = locator.bounding_box()
        size = self.page.viewport_size
        assert box is not None, locator
        assert box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= size["width"] + 0.5 \
            and box["y"] + box["height"] <= size["height"] + 0.5, (locator, box, size)

    def shot(self, name: str, full: bool = False) -> None:
        """A screenshot to look at, ``tests/artifacts/NAME.png``, when the run keeps them."""
        if SCREENSHOTS["keep"]:
            self.page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=full)
