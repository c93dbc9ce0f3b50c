"""The chances and the story in the browser: the table's odds view (off until switched on, "…"
until the odds come, never in the way of an entry), the replay's chart, the story of the
evening on the tablet and on a phone, in German too, and the players panel."""

import re

import pytest
from playwright.sync_api import expect

from harness.service import QUEENS_LATE, QUEENS_LATE_PLAYERS, black_mariah_with_odds

pytestmark = pytest.mark.browser

FOLD = ["d dh p1 ????Kh", "d dh p2 ????3c", "d dh p3 ????4d", "d dh p4 ????5s", "p1 cbr 3", "p2 f", "p3 f", "p4 f"]


def percents(tablet) -> dict[str, float]:
    """Each player's shown chance to win plus to tie, in percent."""
    out = {}
    for span in tablet.locator("#live [data-odds-player]").all():
        numbers = [float(n.replace("<1", "0.5")) for n in re.findall(r"<1|\d+", span.inner_text())]
        out[span.get_attribute("data-odds-player")] = sum(numbers)
    return out


def odds_shown(tablet) -> int:
    return int(tablet.locator("#live [data-odds-url]").get_attribute("data-odds-shown") or 0)


def test_the_odds_view(tablet, api):
    evening = api.evening()
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cc", "p2 cc", "p3 cc"):
        api.act(hand, action)
    tablet.goto(f"/evenings/{evening}")
    assert tablet.locator("#live [data-odds-player]").count() == 0                  # off by default
    held = []                                     # the odds held back, to see what shows meanwhile
    tablet.route("**/hands/*/odds", lambda route: held.append(route))
    tablet.tap_button("Show the chances")
    expect(tablet.locator("#live [data-odds-player] .win")).to_have_text(["…", "…", "…"])
    assert "if everyone still in stays to the end" in tablet.locator(".odds-note").inner_text()
    for _ in range(100):                          # the script asks a moment after the table settles
        if held:
            break
        tablet.wait_for_timeout(20)
    assert len(held) == 1
    held[0].continue_()
    tablet.unroute("**/hands/*/odds")
    expect(tablet.locator("#live [data-odds-url]")).to_have_attribute("data-odds-shown", "1")
    shown = percents(tablet)
    assert set(shown) == {"Anna", "Ben", "Carla"} and 97 <= sum(shown.values()) <= 103, shown
    tablet.assert_usable()
    tablet.assert_in_view(tablet.locator(".picker"))                       # the entry stays where it was
    tablet.shot("tablet-table-odds")
    # a card entered: the table is put in place at once, the odds follow
    tablet.tap_card("Jd")
    assert tablet.locator(".seat[data-player='Anna'] .card[data-card='Jd']").count() == 1
    expect(tablet.locator("#live [data-odds-url]")).to_have_attribute("data-odds-shown", "1")
    assert tablet.locator("#live [data-odds-url]").get_attribute("data-seq") == "7"
    shown = percents(tablet)
    assert 97 <= sum(shown.values()) <= 103, shown
    tablet.reload()                                                           # remembered for this evening
    expect(tablet.locator("#live [data-odds-url]")).to_have_attribute("data-odds-shown", "1")
    tablet.tap_button("Hide the chances")
    assert tablet.locator("#live [data-odds-player]").count() == 0


def test_the_odds_view_says_when_nobody_wins_the_pot(tablet, german_phone, api):
    """Black Mariah: most of the chance mid-hand is that nobody wins this deal; the table and
    the players' phones say how much, under the players' own chances."""
    evening, _ = black_mariah_with_odds(api)
    tablet.goto(f"/evenings/{evening}")
    expect(tablet.locator("#live [data-odds-url]")).to_have_attribute("data-odds-shown", "1", timeout=10_000)
    line = tablet.locator("#live [data-odds-nobody]")
    said = line.inner_text()
    assert re.fullmatch(r"Nobody wins the pot this deal: (\d{2}|>99)% \(it stays for the next deal\)", said), said
    shown = percents(tablet)
    nobody = float(re.search(r"(\d+)%", line.inner_text())[1])
    assert 95 <= sum(shown.values()) + nobody <= 105, (shown, nobody)
    tablet.assert_usable()
    tablet.shot("tablet-table-odds-black-mariah")
    german_phone.goto(f"/evenings/{evening}")
    expect(german_phone.locator("#live [data-odds-url]")).to_have_attribute("data-odds-shown", "1", timeout=10_000)
    assert german_phone.locator("#live [data-odds-nobody]").inner_text().startswith(
        "Niemand gewinnt den Pot in diesem Spiel: ")
    german_phone.assert_usable()
    german_phone.shot("phone-table-odds-black-mariah-de", full=True)


def test_the_replay_chart_of_the_chances(tablet, phone, api):
    evening = api.evening([(name, 50) for name in QUEENS_LATE_PLAYERS])
    hand = api.ok("POST", f"/api/evenings/{evening}/hands", 201,
                  json={"players": QUEENS_LATE_PLAYERS, "actions": QUEENS_LATE})["id"]
    tablet.goto(f"/hands/{hand}?step=3")
    box = tablet.locator(".chances-box")
    expect(box).to_have_attribute("data-loaded", "yes", timeout=15_000)
    chart = box.locator(".chart-wide svg")
    assert [line.get_attribute("data-player") for line in chart.locator("polyline").all()] == QUEENS_LATE_PLAYERS
    assert chart.locator(".wild-mark text").all_text_contents() == ["Q: +tens", "Q: −tens"]
    box.scroll_into_view_if_needed()
    tablet.assert_usable()
    tablet.shot("tablet-replay-chances", full=True)
    phone.goto(f"/hands/{hand}")
    expect(phone.locator(".chances-box")).to_have_attribute("data-loaded", "yes", timeout=15_000)
    assert phone.locator(".chances-box .chart-narrow svg").is_visible()
    assert phone.locator(".chances-box .chart-narrow svg .wild-mark").count() == 2
    phone.assert_usable()
    phone.shot("phone-replay-chances", full=True)


def story_evening(api) -> int:
    evening = api.evening([(name, 50) for name in QUEENS_LATE_PLAYERS])
    api.ok("POST", f"/api/evenings/{evening}/hands", 201, json={"players": QUEENS_LATE_PLAYERS,
                                                                 "actions": QUEENS_LATE})
    players = api.ok("GET", f"/api/evenings/{evening}")["next_players"]
    api.ok("POST", f"/api/evenings/{evening}/hands", 201, json={"players": players, "actions": FOLD})
    return evening


def test_the_story_on_the_tablet_and_a_phone(tablet, phone, api):
    evening = story_evening(api)
    tablet.goto(f"/evenings/{evening}/board")
    with tablet.expect_navigation():
        tablet.locator("[data-story-link]").tap()
    assert tablet.locator("h1").inner_text().endswith("The story of the evening")
    river = tablet.locator("[data-fragment-url]")
    expect(river).to_have_attribute("data-loaded", "yes", timeout=15_000)      # worked out after the page
    assert re.fullmatch(r"Ben, hand 1: the 7th-street cards moved the chance to win by \+\d+ percentage points\.",
                        tablet.locator("#river .story-line").inner_text())
    assert tablet.locator("#best-hand .story-line").inner_text() == "Ben, hand 1: four Kings"
    assert tablet.locator("#best-hand .card.wild").inner_text() == "Q♠"
    assert tablet.locator("#wild-counts tr[data-rank]").count() == 1
    assert tablet.locator("#players-story tbody tr").count() == 4
    tablet.assert_usable()
    tablet.shot("tablet-story", full=True)
    # the players' phones: from their leaderboard, read only
    tablet.goto(f"/evenings/{evening}/board")
    watch = tablet.locator("[data-watch-link]").get_attribute("href")
    phone.goto(watch)
    with phone.expect_navigation():
        phone.locator("[data-story-link]").tap()
    assert phone.locator("nav.menu a").count() == 0 and phone.locator("#best-hand .five .card").count() == 5
    phone.assert_usable()                                                       # no sideways scrolling
    assert phone.locator(".chart-narrow svg").last.is_visible()
    phone.shot("phone-story", full=True)


def test_the_story_in_german(tablet, api):
    evening = story_evening(api)
    tablet.context.add_cookies([{"name": "lang", "value": "de", "url": tablet.server.url}])
    tablet.goto(f"/evenings/{evening}/story")
    expect(tablet.locator("[data-fragment-url]")).to_have_attribute("data-loaded", "yes", timeout=15_000)
    assert tablet.locator("h1").inner_text().endswith("Die Geschichte des Abends")
    assert tablet.locator("#best-hand h2").inner_text() == "Beste Hand des Abends"
    assert tablet.locator("#best-hand .story-line").inner_text() == "Ben, Hand 1: vier Könige"
    assert tablet.locator("#best-hand .card.wild").inner_text() == "D♠"
    assert re.search(r"die Karten der 7\. Straße änderten die Gewinnchance um \+\d+ Prozentpunkte",
                     tablet.locator("#river").inner_text())
    assert tablet.locator("#players-story thead").inner_text().split("\t")[:2] == ["Spieler", "Hände gespielt"]
    tablet.assert_usable()
    tablet.shot("tablet-story-german", full=True)


def test_the_players_panel(tablet, api):
    evening = api.evening()
    tablet.goto(f"/evenings/{evening}/board")
    panel = tablet.locator("#players")
    panel.get_by_label("Name").fill("Dora")
    panel.get_by_label("Chips", exact=True).fill("40")
    panel.get_by_label("Sits after").select_option("Anna")
    with tablet.expect_navigation():
        panel.locator("[data-join]").tap()
    assert panel.locator(".seated-player .who b").all_inner_texts() == ["Anna", "Dora", "Ben", "Carla"]
    assert tablet.locator('table.board tr[data-player="Dora"] .chips').inner_text() == "40"
    panel.get_by_label("Name").fill("dora")
    panel.get_by_label("Chips", exact=True).fill("5")
    with tablet.expect_navigation():
        panel.locator("[data-join]").tap()
    assert tablet.locator("#players-problem").inner_text() == "Dora is already at the table."
    asked = []
    tablet.once("dialog", lambda dialog: (asked.append(dialog.message), dialog.dismiss()))
    panel.locator('.seated-player[data-player="Ben"] [data-leave]').tap()               # asked first: no
    assert asked == ["Ben leaves and takes 50 chips home?"]
    tablet.wait_for_timeout(300)                                        # time enough for a post, were one sent
    assert not api.leaderboard(evening)["Ben"]["left"]
    tablet.once("dialog", lambda dialog: dialog.accept())
    with tablet.expect_navigation():
        panel.locator('.seated-player[data-player="Ben"] [data-leave]').tap()          # yes
    assert "(left)" in panel.locator('.seated-player[data-player="Ben"]').inner_text()
    tablet.assert_usable()
    tablet.shot("tablet-players-panel", full=True)
