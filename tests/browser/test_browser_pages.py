"""Every page on the tablet and on a phone (fits, big enough to tap, readable), the players'
read-only leaderboard that refreshes itself, and the host PIN login."""

import re

import pytest
from playwright.sync_api import expect

from harness.chromium import TABLET
from harness.service import Server, rows
from tests.browser.helpers import Page

pytestmark = pytest.mark.browser

PLAYERS = ["Anna", "Ben", "Carla"]
SHOWDOWN = ["d dh p1 AsAdQh", "d dh p2 KcKd6c", "d dh p3 2c3d9d", "p1 cc", "p2 cc", "p3 cc",
            "d dh p1 7h", "d dh p2 8s", "d dh p3 Ts", "p2 cc", "p3 cc", "p1 cbr 2", "p2 cc", "p3 cc",
            "d dh p1 4c", "d dh p2 5s", "d dh p3 Js", "p2 cc", "p3 f", "p1 cc", "d dh p1 2h",
            "d dh p2 3c", "p2 cc", "p1 cc", "d dh p1 Ac", "d dh p2 Kh", "p2 cc", "p1 cc",
            "p2 sm KcKdKh", "p1 sm AsAdAc"]


def quick_hand(api, evening: int) -> dict:
    """A live hand that ends at once: the first to act bets, everyone else folds."""
    state = api.live(evening)
    ups = iter(["5c", "7d", "9h", "Jc", "3s"])
    while state["status"] == "live":
        nxt = state["next"]
        if nxt["kind"] == "deal":
            action = f"d dh p{nxt['seat'] + 1} ????{next(ups)}"
        elif nxt["legal"]["check"]:
            action = f"p{nxt['seat'] + 1} cbr {nxt['legal']['bet'][0]}"
        else:
            action = f"p{nxt['seat'] + 1} f"
        state = api.act(state["id"], action)
    return state


def test_every_page_on_the_tablet_and_a_phone(tablet, phone, api):
    evening = api.evening()
    booked = api.ok("POST", f"/api/evenings/{evening}/hands", 201, json={"players": PLAYERS, "actions": SHOWDOWN})
    live = api.live(evening)
    api.act(live["id"], "d dh p1 ????Qc")
    api.act(live["id"], "d dh p2 ????8h")
    tablet.goto(f"/evenings/{evening}/board")
    watch = tablet.locator("[data-watch-link]").get_attribute("href")
    pages = {"start": "/", "table": f"/evenings/{evening}", "leaderboard": f"/evenings/{evening}/board",
             "hands": f"/evenings/{evening}/hands", "replay": f"/hands/{booked['id']}",
             "upload": f"/upload?evening={evening}", "watch": watch}
    for device in (tablet, phone):
        name = "tablet" if device is tablet else "phone"
        for page, url in pages.items():
            device.goto(url)
            device.assert_usable()
            device.shot(f"{name}-{page}", full=name == "phone")
    # on the tablet the live page needs no scrolling to enter a card; on the phone it stacks
    tablet.goto(pages["table"])
    tablet.assert_in_view(tablet.locator(".picker"))
    tablet.assert_in_view(tablet.locator("[data-undo]"))
    phone.goto(pages["table"])
    assert phone.locator(".picker").bounding_box()["width"] <= 390
    assert phone.locator('.picker [data-card="As"]').bounding_box()["height"] >= 44


def test_the_players_phones_follow_the_evening(tablet, phone, api):
    evening = api.evening()
    api.ok("POST", f"/api/evenings/{evening}/hands", 201, json={"players": PLAYERS, "actions": SHOWDOWN})
    tablet.goto(f"/evenings/{evening}/board")
    link = tablet.locator("[data-watch-link]").get_attribute("href")
    assert re.fullmatch(r"http://127\.0\.0\.1:\d+/watch/[A-Za-z0-9_-]{24}", link)
    phone.goto(link + "?every=2")
    phone.assert_usable()
    assert phone.locator("form[data-live], .deal-form, section.share").count() == 0    # read only
    assert phone.locator(".chart-narrow svg").is_visible() and not phone.locator(".chart-wide svg").is_visible()
    size = phone.locator('tr[data-player="Anna"] .chips').evaluate("e => parseFloat(getComputedStyle(e).fontSize)")
    assert size >= 22                                                                    # readable at arm's length
    assert phone.locator('tr[data-player="Anna"] .chips').inner_text() == "56"
    phone.shot("phone-watch-before")
    state = quick_hand(api, evening)                         # a hand booked at the table ...
    winner = next(n for n, w in zip(state["header"]["players"], state["winnings"]) if w)
    chips = api.leaderboard(evening)[winner]["chips"]
    expect(phone.locator(f'tr[data-player="{winner}"] .chips')).to_have_text(str(chips), timeout=8000)
    assert "after 2 hands" in phone.locator("figcaption").inner_text()                 # ... shows by itself
    phone.shot("phone-watch-after")
    assert phone.goto("/watch/not-a-token").status == 404
    assert phone.locator(".problem").inner_text() == "Not found."
    phone.errors = [e for e in phone.errors if not e.startswith("404 GET")]


def test_the_host_pin_protects_writes(browser, tmp_path):
    server = Server(tmp_path / "pin.sqlite3", "--pin", "471147").start()
    context = browser.new_context(viewport=TABLET, base_url=server.url, has_touch=True)
    try:
        page = Page(context.new_page(), server)
        page.goto("/")
        page.locator("#player-0").fill("Anna")
        page.locator("#player-1").fill("Ben")
        page.locator("#player-2").fill("Carla")
        with page.expect_navigation():
            page.get_by_role("button", name="Start the evening").tap()
        assert re.search(r"/login\?next=", page.url)
        assert rows(server.db, "SELECT COUNT(*) FROM evenings") == [(0,)]
        page.assert_usable()
        page.shot("tablet-login")
        page.get_by_label("Host PIN").fill("123456")
        page.get_by_role("button", name="Host login").tap()
        expect(page.locator(".problem")).to_have_text("That is not the PIN.")
        page.get_by_label("Host PIN").fill("471147")
        with page.expect_navigation():
            page.get_by_role("button", name="Host login").tap()
        assert page.url == server.url + "/"
        page.locator("#player-0").fill("Anna")
        page.locator("#player-1").fill("Ben")
        page.locator("#player-2").fill("Carla")
        with page.expect_navigation():
            page.get_by_role("button", name="Start the evening").tap()
        assert re.search(r"/evenings/\d+$", page.url)
        page.tap_and_wait(page.get_by_role("button", name="Deal hand 1"))
        page.tap_card("Qh")
        assert rows(server.db, "SELECT COUNT(*) FROM actions") == [(1,)]
        # logged out (say, on another tablet): a tap on the table leads to the login, nothing stored
        with page.expect_navigation():
            page.get_by_role("button", name="Log out").tap()
        with page.expect_navigation():
            page.locator('.picker [data-card="6c"]').tap()
        assert "/login" in page.url
        assert rows(server.db, "SELECT COUNT(*) FROM actions") == [(1,)]
        page.errors = [e for e in page.errors if not e.startswith("401 ")]
        page.assert_clean()
    finally:
        context.close()
        server.stop()


@pytest.fixture
def other_site(tmp_path):
    """Another site's page, on this machine: an empty page served on a port of its own (reached by
    the name ``localhost``, it is another site than the referee's 127.0.0.1 for the browser)."""
    import functools
    import http.server
    import threading

    (tmp_path / "index.html").write_text("<!doctype html><title>another site</title>")
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(tmp_path))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield httpd.server_address[1]
    httpd.shutdown()


@pytest.mark.parametrize("name", ["localhost", "127.0.0.1"])
def test_a_page_of_another_site_cannot_write(browser, server, api, other_site, name):
    """A page the host happens to visit sends writes the browser needs no permission for: a
    no-cors fetch with a text/plain body, a POST with no body.  None of them changes anything."""
    evening = api.evening()
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(f"http://{name}:{other_site}/")
        sent = page.evaluate("""async (base) => {
            const tries = [
                [base + "/players/Anna/rebuy", {"Content-Type": "text/plain"}, '{"chips": 500}'],
                [base + "/players/Anna/rebuy", {}, '{"chips": 500}'],
                [base + "/players/Ben/leave", {}, null],
                [base + "/hands/live", {}, null],
            ];
            for (const [url, headers, body] of tries) {
                await fetch(url, {method: "POST", mode: "no-cors", headers: headers, body: body});
            }
            return tries.length;
        }""", f"{server.url}/api/evenings/{evening}")
        assert sent == 4
    finally:
        context.close()
    board = api.leaderboard(evening)
    assert board["Anna"]["chips"] == 50 and not board["Ben"]["left"]
    assert api.ok("GET", f"/api/evenings/{evening}")["live_hand"] is None


def test_the_hands_list_shows_each_hands_game_on_a_phone_without_scrolling_sideways(phone, german_phone, api):
    evening = api.evening(season="Phone club")
    season = api.ok("GET", f"/api/evenings/{evening}")["season"]["id"]
    house = api.ok("POST", f"/api/seasons/{season}/house-games", 201, json={"definition": {
        "name": "Threes and Nines", "wild": {"ranks": ["3", "9"]}, "opens": "best_up", "betting": "spread"}})
    quick_hand(api, evening)                                                             # Follow the Queen
    api.ok("PUT", f"/api/evenings/{evening}/game", json={
        "variant": "HOUSE", "house_game": house["definition"], "ante": 1, "bet_limits": [1, 5], "max_raises": 3})
    quick_hand(api, evening)
    for game in ("Seven-Card Stud Hi-Lo, eight or better, with a Kill", "Texas Hold'em"):
        players = api.ok("GET", f"/api/evenings/{evening}")["players"]
        api.ok("POST", f"/api/evenings/{evening}/hands", 201, json={"game": game, "result": {
            "put_in": {p["name"]: 5 for p in players}, "took": [players[0]["name"]]}})
    games = {"en": ["Texas Hold'em (booked by its result)",
                    "Seven-Card Stud Hi-Lo, eight or better, with a Kill (booked by its result)",
                    "Threes and Nines", "Follow the Queen"],
             "de": ["Texas Hold'em (nach Ergebnis gebucht)",
                    "Seven-Card Stud Hi-Lo, eight or better, with a Kill (nach Ergebnis gebucht)",
                    "Threes and Nines", "Follow the Queen"]}
    for device, lang in ((phone, "en"), (german_phone, "de")):
        device.goto(f"/evenings/{evening}/hands")
        cells = device.locator("table.hands tbody td:nth-child(3)")
        assert [" ".join(t.split()) for t in cells.all_inner_texts()] == games[lang]
        for i in range(cells.count()):
            assert cells.nth(i).is_visible()
        expect(device.locator("table.hands thead th:nth-child(3)")).to_be_visible()
        expect(device.locator("table.hands thead th:nth-child(2)")).to_be_hidden()     # the dealer gives way
        device.shot(f"phone-hands-games-{lang}", full=True)
        device.assert_usable()
