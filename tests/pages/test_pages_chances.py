"""The chances on the pages: the table's odds view (off until the host switches it on for the
evening, kept with the evening; the odds asked after the table is shown) and the replay's chart of the chances
street by street, with the moments a Queen changed the wild ranks marked."""

import re
import xml.etree.ElementTree as ET

import pytest

from harness.service import QUEENS_LATE, QUEENS_LATE_PLAYERS, black_mariah_with_odds, rows
from tests.pages.conftest import Browser

SVG = "{http://www.w3.org/2000/svg}"
FETCH = {"X-Requested-With": "fetch"}


def live_hand(api) -> tuple[int, int]:
    evening = api.evening()
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d"):
        api.act(hand, action)
    return evening, hand


def odds_spans(page: str) -> dict[str, str]:
    return dict(re.findall(r'data-odds-player="([^"]+)"[^>]*><b class="win">([^<]*)</b>', page))


def test_the_odds_view_is_off_until_the_host_switches_it_on_for_the_evening(api, browser, site):
    evening, hand = live_hand(api)
    page = browser.get(f"/evenings/{evening}").text
    assert "data-odds-url" not in page and not odds_spans(page)
    assert "Show the chances" in page
    response = browser.post(f"/evenings/{evening}/odds", {"show": "1"})
    assert response.status_code == 303 and response.headers["Location"] == f"/evenings/{evening}"
    page = browser.get(f"/evenings/{evening}").text
    assert odds_spans(page) == {"Anna": "…", "Ben": "…", "Carla": "…"}          # the odds come after the page
    assert f'data-odds-url="/hands/{hand}/odds" data-seq="3"' in page
    assert "if everyone still in stays to the end" in page and "Hide the chances" in page
    assert set(odds_spans(Browser(site).get(f"/evenings/{evening}").text)) == {"Anna", "Ben", "Carla"}
    assert api.ok("GET", f"/api/evenings/{evening}")["odds_view"] is True          # kept with the evening
    # switched by the script: the table's HTML comes back, the odds view in it
    answer = browser.post(f"/evenings/{evening}/odds", {"show": "0"}, headers=FETCH)
    assert answer.status_code == 200 and not odds_spans(answer.json["html"])
    assert api.get(f"/api/hands/{hand}/odds").status_code == 403                    # off: not served either
    answer = browser.post(f"/evenings/{evening}/odds", {"show": "1"}, headers=FETCH)
    assert set(odds_spans(answer.json["html"])) == {"Anna", "Ben", "Carla"}
    # without the session's token: refused, nothing changes
    assert browser.post(f"/evenings/{evening}/odds", {"show": "0"}, token=None).status_code == 400
    assert odds_spans(browser.get(f"/evenings/{evening}").text)
    # a folded player has no chances to show; a booked hand shows none
    api.act(hand, "p1 cbr 2")
    api.act(hand, "p2 f")
    assert set(odds_spans(browser.get(f"/evenings/{evening}").text)) == {"Anna", "Carla"}
    api.act(hand, "p3 f")
    assert not odds_spans(browser.get(f"/evenings/{evening}").text)


def test_the_odds_of_the_hand_in_play(api, browser):
    evening, hand = live_hand(api)
    for path in (f"/hands/{hand}/odds", f"/api/hands/{hand}/odds", f"/api/hands/{hand}/odds/streets",
                 f"/hands/{hand}/chances"):
        assert browser.get(path).status_code == 403, path                           # the odds view is off
    assert "odds view is off" in browser.get(f"/hands/{hand}/odds", headers=FETCH).json["problem"]
    api.ok("PUT", f"/api/evenings/{evening}/odds-view", json={"shown": True})
    answer = browser.get(f"/hands/{hand}/odds")
    assert answer.status_code == 200 and answer.headers["Cache-Control"] == "no-store"
    odds = answer.json
    assert odds["seq"] == 3 and set(odds["players"]) == {"Anna", "Ben", "Carla"}
    total = sum(p["win"] + p["tie"] for p in odds["players"].values())
    assert abs(total - 1) < 0.03
    assert all(re.fullmatch(r"(<1|\d{1,3})%", p["text"]) for p in odds["players"].values())
    assert odds["players"]["Anna"]["title"].startswith("chance to win: ")
    german = Browser(browser.site, lang="de").get(f"/hands/{hand}/odds").json
    assert all(re.fullmatch(r"(<1|\d{1,3}) %", p["text"]) for p in german["players"].values())
    assert browser.get("/hands/99999/odds").status_code == 404


def test_the_odds_say_how_often_nobody_wins_a_black_mariah_pot(api, browser):
    """Black Mariah: the pot goes to the best hand only if it holds the Q♠ last, else it carries
    over; mid-hand most of the chance is nobody's, and the odds view says so in each language.
    Follow the Queen never carries its pot over: no such line."""
    evening, hand = black_mariah_with_odds(api)
    page = browser.get(f"/evenings/{evening}").text
    assert '<p class="odds-nobody muted" data-odds-nobody aria-live="polite" hidden></p>' in page
    odds = browser.get(f"/hands/{hand}/odds").json
    assert odds["nobody"] > 0.5
    assert sum(p["win"] + p["tie"] for p in odds["players"].values()) + odds["nobody"] == pytest.approx(1, abs=0.05)
    said = odds["nobody_text"]
    assert re.fullmatch(r"Nobody wins the pot this deal: (\d{2}|>99|100)% \(it stays for the next deal\)", said), said
    german = Browser(browser.site, lang="de").get(f"/hands/{hand}/odds").json
    assert re.fullmatch(r"Niemand gewinnt den Pot in diesem Spiel: (\d{2}|>99|100) % \(er bleibt für das nächste Geben "
                        r"liegen\)", german["nobody_text"])
    assert api.ok("GET", f"/api/hands/{hand}/odds")["nobody"] == pytest.approx(odds["nobody"], abs=0.05)
    queen, queen_hand = live_hand(api)
    api.ok("PUT", f"/api/evenings/{queen}/odds-view", json={"shown": True})
    plain = browser.get(f"/hands/{queen_hand}/odds").json
    assert plain["nobody"] == 0 and plain["nobody_text"] == ""


def test_switching_the_odds_view_needs_the_login(make_site):
    site = make_site(pin="471147")
    host = Browser(site)
    response = host.post("/evenings", {"name": "Friday", "player": ["Anna", "Ben", "Carla"], "chips": "50",
                                       "variant": "FTQ", "ante": "1", "bet_min": "1", "bet_max": "5",
                                       "max_raises": "3"})
    assert response.headers["Location"].startswith("/login")        # the evening itself needs the PIN ...
    host.post("/login", {"pin": "471147", "next": "/"})
    evening = int(host.post("/evenings", {"name": "Friday", "player": ["Anna", "Ben", "Carla"], "chips": "50",
                                          "variant": "FTQ", "ante": "1", "bet_min": "1", "bet_max": "5",
                                          "max_raises": "3"}).headers["Location"].rsplit("/", 1)[1])
    host.post(f"/evenings/{evening}/deal")
    guest = Browser(site)
    response = guest.post(f"/evenings/{evening}/odds", {"show": "1"})                # ... and the odds view too
    assert response.status_code == 303 and response.headers["Location"].startswith("/login")
    assert not odds_spans(guest.get(f"/evenings/{evening}").text)
    assert host.post(f"/evenings/{evening}/odds", {"show": "1"}).status_code == 303
    assert set(odds_spans(guest.get(f"/evenings/{evening}").text)) == {"Anna", "Ben", "Carla"}


# --- the replay's chart --------------------------------------------------------------------------------

def upload(api, players, actions) -> tuple[int, int]:
    evening = api.evening([(name, 50) for name in players])
    hand = api.ok("POST", f"/api/evenings/{evening}/hands", 201, json={"players": players, "actions": actions})
    return evening, hand["id"]


def chart_of(fragment: str, which: str = "chart-wide") -> ET.Element:
    svg = re.search(rf'<div class="{which}">(<svg.*?</svg>)</div>', fragment, re.S)[1]
    return ET.fromstring(svg)


def test_the_replay_asks_for_the_chances_after_the_page(api, browser):
    _, hand = upload(api, QUEENS_LATE_PLAYERS, QUEENS_LATE)
    page = browser.get(f"/hands/{hand}").text
    url = re.search(r'data-fragment-url="(/hands/\d+/chances\?v=\w+)"', page)[1]
    assert "Working out the chances" in page and "<polyline" not in page
    answer = browser.get(url)
    assert answer.status_code == 200 and answer.headers["Cache-Control"] == "private, max-age=86400"
    root = chart_of(answer.text)
    lines = root.findall(f"{SVG}polyline")
    assert [line.get("data-player") for line in lines] == QUEENS_LATE_PLAYERS            # a line per player
    assert [len(line.get("points").split()) for line in lines] == [6, 6, 6, 4]          # Dan folds on 5th ...
    assert lines[3].get("points").split()[-1].endswith(",376.0")                        # ... down to 0
    marks = root.findall(f"{SVG}g[@class='wild-mark']")
    assert [(m.get("data-point"), m.find(f"{SVG}text").text) for m in marks] == [("1", "Q: +tens"),
                                                                               ("3", "Q: −tens")]
    labels = [t.text for t in root.findall(f"{SVG}text") if t.get("text-anchor") == "middle" and t.text]
    assert labels[-6:] == ["3rd", "4th", "5th", "6th", "7th", "end"]
    assert "Ben 100%" in [t.text for t in root.findall(f"{SVG}text") if t.get("class") == "end"]
    assert len(chart_of(answer.text, "chart-narrow").findall(f"{SVG}polyline")) == 4
    in_german = Browser(browser.site, lang="de")
    german_url = re.search(r'data-fragment-url="([^"]+)"', in_german.get(f"/hands/{hand}").text)[1]
    assert german_url != url                              # the browser keeps each language's chart apart
    assert in_german.get(url).headers["Cache-Control"] == "no-store"     # the English address: not kept
    german = in_german.get(german_url).text
    assert [m.find(f"{SVG}text").text for m in chart_of(german).findall(f"{SVG}g[@class='wild-mark']")] == [
        "D: +Zehnen", "D: −Zehnen"]
    assert "Chancen Straße für Straße" in german
    # asked without the hand's version (or an old one): worked out, not kept
    assert browser.get(f"/hands/{hand}/chances").headers["Cache-Control"] == "no-store"


@pytest.mark.parametrize(("actions", "marks"), [
    # a Queen and its follower on 3rd street: marked at the first point, against Queens alone
    (["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"], [("0", "Q: +sixes")]),
    # no face-up Queen: nothing marked
    (["d dh p1 ????5h", "d dh p2 ????6c", "d dh p3 ????9d", "p3 cbr 2", "p1 f", "p2 f"], []),
])
def test_wild_marks(api, browser, actions, marks):
    _, hand = upload(api, ["Anna", "Ben", "Carla"], actions)
    root = chart_of(browser.get(f"/hands/{hand}/chances").text)
    assert [(m.get("data-point"), m.find(f"{SVG}text").text) for m in root.findall(f"{SVG}g[@class='wild-mark']")] \
        == marks
    assert len(root.findall(f"{SVG}polyline")) == 3


def test_a_game_without_wild_cards_has_a_chart_without_marks(api, browser, site):
    evening = api.evening(game={"variant": "F7S", "ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4})
    state = api.live(evening)
    for action in ("d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p2 pb", "p3 cbr 2", "p1 f", "p2 f"):
        state = api.act(state["id"], action)
    root = chart_of(browser.get(f"/hands/{state['id']}/chances").text)
    assert len(root.findall(f"{SVG}polyline")) == 3 and not root.findall(f"{SVG}g[@class='wild-mark']")
    assert rows(site.db, "SELECT COUNT(*) FROM river_swings WHERE hand_id = ?", [state["id"]]) == [(0,)]


def test_the_phones_page_opens_while_the_players_bet_with_their_chances_on(api, browser):
    evening, _ = live_hand(api)                            # Anna to act: the players bet
    api.ok("PATCH", f"/api/evenings/{evening}", json={"phone_odds": True})
    token = re.search(r"/watch/([\w-]+)", browser.get(f"/evenings/{evening}/board").text)[1]
    page = browser.get(f"/watch/{token}")
    assert page.status_code == 200, page.text[:500]
    assert f"/watch/{token}/odds" in page.text                # the phones ask for their chances
    assert browser.get(f"/watch/{token}/live").status_code == 200


@pytest.mark.parametrize("method, nobody, anna", [("monte-carlo", ">99%", "<1%"), ("exact", "100%", "0%")])
def test_an_estimate_never_reads_certain(method, nobody, anna):
    """A Monte Carlo whose every deal tried went one way (a busy machine tries few in its time)
    says ">99%" and "<1%", not 100% and 0%: only a count of every deal is certain."""
    from web.pages import show

    answer = {"method": method, "nobody": 1.0, "players": [{"name": "Anna", "win": 0.0, "tie": 0.0}]}
    shown = show.odds(answer, "en")
    assert shown["nobody_text"] == f"Nobody wins the pot this deal: {nobody} (it stays for the next deal)"
    assert shown["players"]["Anna"]["text"] == anna
