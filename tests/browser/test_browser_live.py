"""Every screen live, in Chromium: a phone and a second tablet follow the tablet's entries
without reloading; the phones never see a hole card; ending the evening and the settlement
on the tablet and on a phone; the standings; a plain notice when the service is away; the
page as an app (manifest, service worker, offline page)."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from harness.chromium import PHONE, TABLET
from harness.service import Api
from tests.browser.helpers import Page

pytestmark = pytest.mark.browser

FOLD_HAND = ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"]
EURO = {"amount": "0.10", "currency": "€"}


def watch_link(page, evening: int) -> str:
    page.goto(f"/evenings/{evening}/board")
    return page.locator("[data-watch-link]").get_attribute("href")


def texts(locator) -> list[str]:
    """Each element's text on one line (flex items read as lines of their own)."""
    return [" ".join(text.split()) for text in locator.all_inner_texts()]


def stream_open(page) -> None:
    expect(page.locator("[data-live-url]")).to_have_attribute("data-stream", "open")


def test_a_phone_follows_the_tablet_without_reloading(tablet, phone, api):
    evening = api.evening(chip_value=EURO)
    link = watch_link(tablet, evening)
    tablet.goto(f"/evenings/{evening}")
    tablet.tap_button("Deal hand 1")
    phone.goto(link)
    phone.evaluate("() => { window.kept = 'no reload'; }")
    stream_open(phone)
    assert phone.locator(".watch-hand .hand-title").inner_text() == "Hand 1 · Carla deals · Hand in play"
    tablet.tap_card("Qh")                                            # Anna's up card on the tablet ...
    expect(phone.locator('.seat[data-player="Anna"] .card[data-card="Qh"]')).to_be_visible(timeout=3000)
    assert phone.locator('.seat[data-player="Anna"] .card.back').count() == 2        # ... her hole cards unseen
    tablet.tap_card("6c")
    expect(phone.locator("#banner")).to_contain_text("Queens and sixes are wild: Ben's 6♣ followed Anna's Q♥",
                                                     timeout=3000)
    tablet.tap_card("9d")
    expect(phone.locator("#next-step")).to_have_text(re.compile(r"^Anna to act: check or bet 1–5"), timeout=3000)
    assert "next" in phone.locator('.seat[data-player="Anna"]').get_attribute("class").split()
    phone.assert_usable()
    phone.shot("phone-watch-live-hand", full=True)
    tablet.tap_button("Anna bets 2")                                 # Ben and Carla fold
    tablet.tap_button("Ben folds")
    tablet.tap_button("Carla folds")
    expect(phone.locator("#ruling .explanation")).to_contain_text("Anna wins the pot of 3", timeout=3000)
    expect(phone.locator('tr[data-player="Anna"] .chips')).to_have_text("52", timeout=3000)   # the leaderboard too
    assert phone.evaluate("() => window.kept") == "no reload"
    assert phone.locator("form[data-live]").count() == 0                                      # read only


def test_the_phones_never_see_a_hole_card(tablet, phone, api):
    evening = api.evening()
    link = watch_link(tablet, evening)
    hand = api.live(evening)["id"]
    phone.goto(link)
    stream_open(phone)
    for action in ("d dh p1 AsAdQh", "d dh p2 KcKd6c", "d dh p3 2c3d9d"):          # hole cards typed in
        api.act(hand, action)
    expect(phone.locator('.seat[data-player="Carla"] .card[data-card="9d"]')).to_be_visible(timeout=3000)
    shown = phone.locator(".watch-hand .card[data-card]").evaluate_all("cards => cards.map(c => c.dataset.card)")
    assert sorted(shown) == ["6c", "9d", "Qh"]
    html = phone.content()
    for hole in ("As", "Ad", "Kc", "Kd", "2c", "3d"):
        assert f'data-card="{hole}"' not in html
    assert phone.locator("[data-odds-player]").count() == 0                  # no chances unless the host allows


def test_the_chances_on_the_phones_when_the_host_allows(tablet, phone, api):
    evening = api.evening()
    link = watch_link(tablet, evening)
    hand = api.live(evening)["id"]
    for action in ("d dh p1 AsAdQh", "d dh p2 KcKd6c", "d dh p3 2c3d9d", "p1 cc"):      # Ben to act
        api.act(hand, action)
    phone.goto(link)
    stream_open(phone)
    assert phone.locator("[data-odds-player]").count() == 0
    api.ok("PATCH", f"/api/evenings/{evening}", json={"phone_odds": True})
    box = phone.locator("#live [data-odds-url]")
    expect(box).to_have_attribute("data-odds-shown", "1", timeout=10_000)
    chances = {span.get_attribute("data-odds-player"): span.locator(".win").inner_text()
               for span in phone.locator("[data-odds-player]").all()}
    assert set(chances) == {"Anna", "Ben", "Carla"} and all(text.endswith("%") for text in chances.values())
    # worked out from the up cards only: Anna's two Aces in the hole do not make her the favourite
    numbers = {name: int(text.rstrip("%").replace("<1", "0")) for name, text in chances.items()}
    assert numbers["Anna"] < 60, numbers
    # a bet changes no chance: the same answer, no new work; a card dealt hides them until the betting
    api.act(hand, "p2 cc")
    expect(box).to_have_attribute("data-seq", "5", timeout=3000)
    expect(phone.locator("#live [data-odds-url]")).to_have_attribute("data-odds-shown", "1", timeout=10_000)
    api.act(hand, "p3 cc")
    expect(phone.locator("#next-step")).to_have_text("4th street: up card for Anna", timeout=3000)
    assert phone.locator("[data-odds-player]").count() == 0


def test_a_second_tablet_sees_the_entry_at_once_instead_of_a_409(tablet, second_tablet, api):
    evening = api.evening()
    api.live(evening)
    tablet.goto(f"/evenings/{evening}")
    second_tablet.goto(f"/evenings/{evening}")
    stream_open(second_tablet)
    tablet.tap_card("Qh")
    expect(second_tablet.locator("#next-step")).to_have_text("3rd street: two down cards and an up card for Ben",
                                                             timeout=3000)
    second_tablet.tap_card("6c")                                      # its seq is the new one: no 409
    assert second_tablet.problem() == ""
    expect(tablet.locator("#banner")).to_contain_text("Queens and sixes", timeout=3000)
    assert tablet.locator('.picker [data-card="6c"]').is_disabled()  # the picker greys out what was dealt


def test_end_the_evening_and_settle_up(tablet, phone, german_phone, api):
    evening = api.evening(chip_value=EURO, season="Browser club")
    hand = api.live(evening)["id"]
    for action in FOLD_HAND:
        api.act(hand, action)
    link = watch_link(tablet, evening)
    phone.goto(link)
    stream_open(phone)
    tablet.goto(f"/evenings/{evening}")
    with tablet.expect_navigation():
        tablet.locator("[data-settle-link]").tap()
    assert tablet.locator(".settle-status").inner_text().startswith("The evening is still on")
    tablet.once("dialog", lambda dialog: dialog.accept())
    with tablet.expect_navigation():
        tablet.locator("[data-end]").tap()
    assert re.fullmatch(r"Ended at \d\d:\d\d", tablet.locator(".settle-status .ended").inner_text())
    assert texts(tablet.locator(".payment .payment-line")) == ["Ben pays Anna 0.10 €", "Carla pays Anna 0.10 €"]
    assert tablet.locator(".why").inner_text() == "The fewest payments that square everyone: 2."
    assert tablet.locator('tr[data-player="Anna"] .net').inner_text() == "0.20 €"
    tablet.assert_usable()
    tablet.shot("tablet-settlement", full=True)
    tablet.emulate_media(media="print")                                # on paper: the results and payments only
    assert not tablet.locator("header.top").is_visible() and not tablet.locator(".settings-panel").is_visible()
    assert tablet.locator(".payments").is_visible()
    tablet.emulate_media(media="screen")
    # the phones hear of it and show the way to the settlement
    expect(phone.locator(".ended-note")).to_contain_text("The evening has ended.", timeout=3000)
    with phone.expect_navigation():
        phone.locator("[data-settlement-link]").tap()
    assert texts(phone.locator(".payment .payment-line")) == ["Ben pays Anna 0.10 €", "Carla pays Anna 0.10 €"]
    assert phone.locator("form").count() == 1                                    # the language switch only
    phone.assert_usable()
    phone.shot("phone-settlement", full=True)
    german_phone.goto(phone.url)
    assert texts(german_phone.locator(".payment .payment-line")) == ["Ben zahlt an Anna 0,10 €",
                                                                  "Carla zahlt an Anna 0,10 €"]
    assert german_phone.locator('tr[data-player="Ben"] .net').inner_text() == "−0,10 €"
    assert re.fullmatch(r"Beendet um \d\d:\d\d Uhr", german_phone.locator(".settle-status .ended").inner_text())
    german_phone.assert_usable()
    german_phone.shot("phone-settlement-de", full=True)
    for page in ("board", "story"):                # what each took home fits beside the net on a phone
        german_phone.goto(f"/evenings/{evening}/{page}")
        assert "mitgenommen 52" in " ".join(german_phone.locator("main").inner_text().split())
        german_phone.assert_fits()
        german_phone.shot(f"phone-ended-{page}-de", full=True)
    # the table says it has ended; reopening is one more tap (asked first)
    tablet.goto(f"/evenings/{evening}")
    assert tablet.locator(".ended-note .deal-line").inner_text() == "The evening has ended."
    assert tablet.locator("[data-undo]").count() == 0
    tablet.goto(f"/evenings/{evening}/settlement")
    tablet.once("dialog", lambda dialog: dialog.accept())
    with tablet.expect_navigation():
        tablet.locator("[data-reopen]").tap()
    assert tablet.locator(".settle-status").inner_text().startswith("The evening is still on")


def test_the_settings_of_the_evening(tablet, api):
    evening = api.evening()
    tablet.goto(f"/evenings/{evening}/settlement")
    tablet.locator("#amount").fill("0,125")
    tablet.locator("#currency").fill("CHF")
    tablet.locator("#unit").select_option("0.05")
    tablet.locator("#season").fill("Browser season")
    tablet.get_by_text("Everyone pays the bank").tap()
    tablet.locator("#bank").select_option("Ben")
    with tablet.expect_navigation():
        tablet.locator("[data-save-settings]").tap()
    view = api.ok("GET", f"/api/evenings/{evening}")
    assert view["chip_value"] == {"amount": "0.125", "currency": "CHF", "unit": "0.05"}
    assert view["settle"] == {"mode": "bank", "bank": "Ben"} and view["season"]["name"] == "Browser season"
    assert tablet.locator(".per-chip").inner_text() == "0.125 CHF a chip"
    tablet.locator("#amount").fill("ten")
    tablet.locator("[data-save-settings]").tap()
    expect(tablet.locator("#settle-problem")).to_have_text("Chip value: an amount like 0.10, please.")
    assert api.ok("GET", f"/api/evenings/{evening}")["chip_value"]["amount"] == "0.125"    # nothing changed


def test_the_standings_on_the_tablet_and_a_phone(tablet, phone, api):
    for spelling in ("Anna", " ANNA"):
        evening = api.evening(players=((spelling.strip(), 50), ("Ben", 50), ("Carla", 50)), chip_value=EURO,
                              season="Standings in the browser")
        hand = api.live(evening)["id"]
        for action in FOLD_HAND:
            api.act(hand, action)
        api.ok("POST", f"/api/evenings/{evening}/end")
    for device in (tablet, phone):
        device.goto("/seasons")
        with device.expect_navigation():
            device.locator('[data-season="Standings in the browser"]').tap()
        first = device.locator(".standing").first
        assert first.get_attribute("data-player") == "ANNA"
        assert first.locator(".standing-total").inner_text() == "0.40 €"
        assert first.locator(".bars rect.won").count() == 2
        device.assert_usable()
        device.shot(f"{'tablet' if device is tablet else 'phone'}-standings", full=True)


def test_a_plain_notice_when_the_service_cannot_be_reached(browser, start_server):
    """The laptop's service stops (its battery, say): the open page says so, keeps the last
    state, and comes back by itself once the service is there again."""
    server = start_server()
    api = Api(server.url)
    evening = api.evening()
    hand = api.live(evening)["id"]
    context = browser.new_context(viewport=PHONE, base_url=server.url, is_mobile=True, has_touch=True,
                                  locale="en-GB", service_workers="block")
    try:
        phone = Page(context.new_page(), server)
        phone.goto(watch_link(phone, evening) + "?every=2")
        stream_open(phone)
        assert phone.locator("#connection").is_hidden()
        server.kill()
        expect(phone.locator("#connection")).to_be_visible(timeout=15_000)
        assert phone.locator("#connection").inner_text() == ("No connection to the referee: this shows the last "
                                                             "known state and keeps trying.")
        assert phone.locator(".watch-hand .hand-title").is_visible()            # the last state stays
        phone.assert_usable()
        phone.shot("phone-connection-lost", full=True)
        server.start(port=server.port)                                            # back, on the same address
        Api(server.url).act(hand, "d dh p1 ????Qh")
        expect(phone.locator("#connection")).to_be_hidden(timeout=15_000)
        expect(phone.locator('.seat[data-player="Anna"] .card[data-card="Qh"]')).to_be_visible(timeout=15_000)
    finally:
        context.close()


def test_the_tablet_page_as_an_app(browser, server, api):
    """The manifest and its icons; on the laptop itself a service worker keeps a plain page for
    when the service cannot be reached."""
    context = browser.new_context(viewport=TABLET, base_url=server.url, locale="en-GB")
    try:
        page = Page(context.new_page(), server)
        page.goto("/")
        href = page.locator('link[rel="manifest"]').get_attribute("href")
        manifest = json.loads(page.request.get(server.url + href).text())
        assert (manifest["display"], manifest["start_url"]) == ("standalone", "/")
        for icon in manifest["icons"]:
            assert page.request.get(server.url + icon["src"]).ok, icon
        assert page.evaluate("async () => (await navigator.serviceWorker.ready).active.scriptURL").endswith("/sw.js")
        page.reload()                                     # now looked after by the worker
        context.set_offline(True)
        page.goto(f"/evenings/{api.evening()}")
        assert page.locator("h1").first.inner_text() == "♛ The referee cannot be reached"
        assert "Der Schiedsrichter ist nicht erreichbar" in page.locator("main").inner_text()
        page.assert_usable()
        page.shot("tablet-offline")
        context.set_offline(False)
        page.errors = [e for e in page.errors if "ERR_INTERNET_DISCONNECTED" not in e]
        page.assert_clean()
    finally:
        context.close()


def test_the_phone_page_fits(phone, api):
    """No sideways scrolling, big enough to tap, readable, with a hand in play."""
    evening = api.evening((("Anna", 50), ("Ben", 50), ("Carla", 50), ("Dan", 50), ("Emil", 50), ("Fritz", 50),
                           ("Gerda", 50)))
    hand = api.live(evening)["id"]
    for seat in range(1, 8):
        api.act(hand, f"d dh p{seat} ????{['Qh', '6c', '9d', 'Ks', 'Jd', '2c', 'Ah'][seat - 1]}")
    phone.goto(watch_link(phone, evening))
    phone.set_viewport_size(PHONE)
    phone.assert_usable()
    phone.goto(f"/evenings/{evening}/board")       # the host's players panel, its rebuy amounts as buttons
    phone.assert_fits()


def test_a_german_phone_fits_after_a_player_has_left(german_phone, api):
    """"Otto (gegangen)" and "mitgenommen" in the standings fit a phone's layout viewport, for
    the rest of the evening and after its end."""
    evening = api.evening((("Anna", 50), ("Ben", 50), ("Carla", 50), ("Otto", 125)))
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "d dh p4 ????2d",
                   "p1 cbr 2", "p2 f", "p3 f", "p4 f"):
        api.act(hand, action)
    api.ok("POST", f"/api/evenings/{evening}/players/Otto/leave")
    link = watch_link(german_phone, evening)
    pages = [f"/evenings/{evening}", f"/evenings/{evening}/board", f"/evenings/{evening}/story", link]
    for when in ("on", "ended"):
        if when == "ended":
            api.ok("POST", f"/api/evenings/{evening}/end")
            pages.append(f"/evenings/{evening}/settlement")
        for page in pages:
            german_phone.goto(page)
            assert "Otto" in german_phone.locator("main").inner_text()
            german_phone.assert_fits()
        german_phone.goto(f"/evenings/{evening}/board")
        assert "Otto (gegangen)" in " ".join(german_phone.locator(".board").inner_text().split())
        german_phone.shot(f"phone-board-left-{when}-de", full=True)
