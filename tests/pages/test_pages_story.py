"""The story of the evening as a page (and for the players' phones), and the players panel of
the leaderboard: join with the seat, rebuy, leave, refusals in words."""

import html
import re

import pytest

from harness.service import QUEENS_LATE, QUEENS_LATE_PLAYERS, counts, rows
from tests.pages.conftest import Browser
from tests.pages.test_pages_words import visible_text
from web.words import WORDS

FOLD = ["d dh p1 ????Kh", "d dh p2 ????3c", "d dh p3 ????4d", "d dh p4 ????5s", "p1 cbr 3", "p2 f", "p3 f", "p4 f"]


def story_evening(api) -> int:
    """Two hands: the Queens hand (a showdown) and a hand everyone else folds."""
    evening = api.evening([(name, 50) for name in QUEENS_LATE_PLAYERS])
    api.ok("POST", f"/api/evenings/{evening}/hands", 201, json={"players": QUEENS_LATE_PLAYERS,
                                                                 "actions": QUEENS_LATE})
    players = api.ok("GET", f"/api/evenings/{evening}")["next_players"]
    api.ok("POST", f"/api/evenings/{evening}/hands", 201, json={"players": players, "actions": FOLD})
    return evening


def section(page: str, name: str) -> str:
    found = re.search(rf'<section class="story-card {name}"[^>]*>(.*?)</section>', page, re.S)
    return visible_text(found[1]) if found else ""


def test_the_story_page(api, browser, site):
    evening = story_evening(api)
    page = browser.get(f"/evenings/{evening}/story").text
    assert section(page, "best-hand").startswith("Best hand of the night Ben, hand 1: four Kings")
    assert re.search(r'<span class="card wild" data-card="Qs">Q♠</span><span class="stands"[^>]*>= K♠</span>', page)
    assert "Ben wins the pot of 4 with four Kings." in section(page, "best-hand")           # the ruling
    assert section(page, "biggest-pot") == "Biggest pot 4 chips in hand 1, won by Ben. Replay"
    assert section(page, "wildest").startswith("The wildest hand Hand 1: the wild cards changed twice. "
                                               "Wild at the end: Queens.")
    assert re.search(r'<tr data-rank="Q"><th scope="row">Queens</th><td class="num">2</td>', page)
    assert 'data-rank="T"' not in page                            # wild for a while, not at the end
    assert re.search(r'<tr data-player="Dan"><th scope="row">Dan</th><td class="num">2</td><td class="num">0</td>'
                     r'<td class="num">48</td>', page)
    assert page.count("<polyline") == 8                                     # the chips chart, wide and narrow
    # the luckiest river is worked out after the page, once, and kept
    assert 'data-fragment-url="?part=river"' in page
    assert "Working out the 7th-street odds of 1 hand " in section(page, "river")
    river = browser.get(f"/evenings/{evening}/story?part=river").text
    assert re.fullmatch(r"Luckiest river \(7th street\) Ben, hand 1: the 7th-street cards moved the chance to win "
                        r"by \+\d+ percentage points\. The share of the main pot won, less the chance to win it "
                        r"just before the 7th-street cards among the players at the showdown \(their hole cards as "
                        r"shown; every last card counted, a tie as half\)\. Replay", visible_text(river))
    hands = [h["id"] for h in api.ok("GET", f"/api/evenings/{evening}/hands")["hands"]]
    assert rows(site.db, f"SELECT hand_id FROM river_swings WHERE hand_id IN ({hands[0]}, {hands[1]})") == \
        [(hands[0],)]                                                       # the showdown only
    page = browser.get(f"/evenings/{evening}/story").text
    assert "data-fragment-url" not in page and section(page, "river") == visible_text(river)
    # linked from the leaderboard
    assert f'href="/evenings/{evening}/story"' in browser.get(f"/evenings/{evening}/board").text


def test_the_story_in_german_has_no_english_left(api, site):
    evening = story_evening(api)
    german = Browser(site, lang="de")
    german.get(f"/evenings/{evening}/story?part=river")
    page = german.get(f"/evenings/{evening}/story").text
    text = visible_text(page)
    english_only = [en for en, de in WORDS.values() if en != de and "{" not in en and len(en) > 4]
    assert not [en for en in english_only if re.search(rf"(?<!\w){re.escape(en)}(?!\w)", text)]
    assert "Beste Hand des Abends Ben, Hand 1: vier Könige" in text
    assert "D♠" in text and "= K♠" in text
    assert "Am Ende wild: Damen." in text and "Zehnen" in text
    assert re.search(r"Ben, Hand 1: die Karten der 7\. Straße änderten die Gewinnchance um \+\d+ Prozentpunkte", text)


def test_the_story_for_the_players_phones(api, browser):
    evening = story_evening(api)
    token = re.search(r"/watch/([\w-]+)", browser.get(f"/evenings/{evening}/board").text)[1]
    assert f'href="/watch/{token}/story"' in browser.get(f"/watch/{token}").text
    page = browser.get(f"/watch/{token}/story").text
    assert 'class="menu"></nav>' in page and "/hands/" not in page                  # read only: no menu, no replays
    assert f'href="/watch/{token}"' in page
    river = browser.get(f"/watch/{token}/story?part=river").text
    assert "Ben, hand 1" in river and "/hands/" not in river
    assert browser.get("/watch/nothing-like-a-token/story").status_code == 404


def test_an_evening_without_hands_has_little_to_tell(api, browser):
    evening = api.evening()
    page = browser.get(f"/evenings/{evening}/story").text
    assert "Nothing to tell yet: no hand is booked." in visible_text(page)
    assert browser.get("/evenings/99999/story").status_code == 404


# --- the players panel ---------------------------------------------------------------------------------

def seated(browser, evening) -> list[str]:
    page = browser.get(f"/evenings/{evening}/board").text
    panel = re.search(r'<section class="panel players-panel".*?</section>', page, re.S)[0]
    return [html.unescape(" ".join(re.sub(r"<[^>]+>", " ", li).split()))
            for li in re.findall(r'<span class="who">(.*?)</span>\s*<form', panel, re.S)]


def test_the_players_panel(api, browser, site):
    evening = api.evening()
    assert seated(browser, evening) == ["Anna seat 1 · 50 chips", "Ben seat 2 · 50 chips", "Carla seat 3 · 50 chips"]
    response = browser.post(f"/evenings/{evening}/players", {"name": " Dora ", "chips": "40", "after": "Anna"})
    assert response.status_code == 303 and response.headers["Location"] == f"/evenings/{evening}/board#players"
    assert browser.post(f"/evenings/{evening}/players/rebuy", {"name": "Ben", "chips": "20"}).status_code == 303
    assert browser.post(f"/evenings/{evening}/players/leave", {"name": "Carla"}).status_code == 303
    assert seated(browser, evening) == ["Anna seat 1 · 50 chips", "Dora seat 2 · 40 chips", "Ben seat 3 · 70 chips",
                                        "Carla (left)"]
    assert rows(site.db, "SELECT player, amount, kind FROM ledger WHERE evening_id = ? AND hand_id IS NULL "
                           "ORDER BY id", [evening])[3:] == [("Dora", 40, "buy_in"), ("Ben", 20, "rebuy"),
                                                             ("Carla", -50, "leave")]
    assert [(p["name"], p["left"]) for p in api.ok("GET", f"/api/evenings/{evening}")["players"]] == [
        ("Anna", False), ("Dora", False), ("Ben", False), ("Carla", True)]
    # Carla comes back, at the end of the table
    assert browser.post(f"/evenings/{evening}/players", {"name": "Carla", "chips": "30"}).status_code == 303
    assert seated(browser, evening)[-1] == "Carla seat 4 · 30 chips"


@pytest.mark.parametrize(("lang", "path", "form", "words"), [
    ("en", "players", {"name": "anna", "chips": "10"}, "Anna is already at the table."),
    ("de", "players", {"name": "anna", "chips": "10"}, "Anna sitzt schon am Tisch."),
    ("en", "players", {"name": "Eve", "chips": "0"}, "Chips: at least 1, please."),
    ("de", "players", {"name": "Eve", "chips": "viele"}, "Chips: bitte eine ganze Zahl."),
    ("en", "players", {"name": "  ", "chips": "10"}, "Give the player a name."),
    ("en", "players", {"name": "Eve", "chips": "10", "after": "Zed"}, "'Zed' does not play this evening."),
    ("en", "players/rebuy", {"name": "Ben", "chips": "10"},
     "Ben is in hand 1, which is still being played: rebuy after it."),
    ("de", "players/leave", {"name": "Ben"}, "Ben spielt in Hand 1, die noch läuft: danach gehen."),
    ("de", "players/rebuy", {"name": "Zed", "chips": "5"}, "'Zed' spielt heute Abend nicht mit."),
])
def test_the_players_panel_refuses_in_words(api, site, lang, path, form, words):
    evening = api.evening()
    api.live(evening)
    host = Browser(site, lang=lang)
    before = counts(site.db)
    response = host.post(f"/evenings/{evening}/{path}", form)
    assert response.status_code == 422
    page = html.unescape(response.text)
    assert re.search(r'<p class="problem" role="alert" id="players-problem">(.*?)</p>', page)[1] == words
    if path == "players":
        assert f'value="{html.escape(form["name"])}"' in response.text              # what was typed stays
    assert counts(site.db) == before


def test_the_players_panel_needs_the_token_and_the_login(api, browser, site, make_site):
    evening = api.evening()
    before = counts(site.db)
    assert browser.post(f"/evenings/{evening}/players", {"name": "Eve", "chips": "5"}, token=None).status_code == 400
    assert counts(site.db) == before
    locked = make_site(pin="471147")
    other = Browser(locked)
    assert other.client.post("/api/evenings", json={"name": "x", "players": [
        {"name": n, "chips": 9} for n in ("Anna", "Ben", "Carla")]}, headers={"Authorization": "Bearer 471147"}
    ).status_code == 201
    response = other.post("/evenings/1/players", {"name": "Eve", "chips": "5"})
    assert response.status_code == 303 and response.headers["Location"].startswith("/login?next=")
    assert rows(locked.db, "SELECT COUNT(*) FROM players") == [(3,)]
    other.post("/login", {"pin": "471147", "next": "/"})
    assert other.post("/evenings/1/players", {"name": "Eve", "chips": "5"}).status_code == 303
    assert rows(locked.db, "SELECT COUNT(*) FROM players") == [(4,)]
