"""The table's form for a hand of another game booked by its result, through Flask's test client:
a preset game, what everyone put in with one player's own amount, a split between two; the hand
shown with its result and taken back; a wrong result refused in words; in German too."""

from __future__ import annotations

from harness.service import rows
from tests.junk import visible_text
from tests.pages.conftest import Browser


def chips(api, evening: int) -> dict[str, int]:
    board = api.ok("GET", f"/api/evenings/{evening}/leaderboard")["players"]
    return {p["name"]: p["chips"] for p in board}


def form_of(page: str) -> dict:
    """The form's fixed fields: the players in order from the dealer's left."""
    players = [line.split('value="', 1)[1].split('"', 1)[0] for line in page.split("\n")
               if 'name="player"' in line for line in line.split("<input") if 'name="player"' in line]
    return {"players": players}


def test_the_form_books_a_preset_game_everyone_the_same_one_own_amount_and_a_split(api, browser, site):
    evening = api.evening()
    page = browser.get(f"/evenings/{evening}").text
    assert "Another game? Book hand 1 by its result" in visible_text(page)
    players = form_of(page)["players"]
    assert sorted(players) == ["Anna", "Ben", "Carla"]
    last = players.index("Carla")
    data = {"player": players, "game": "Omaha", "everyone": "5", f"put_in_{last}": "0",
            **{f"took_{i}": "1" for i, name in enumerate(players) if name != "Carla"}}
    answer = browser.post(f"/evenings/{evening}/result", data)
    assert answer.status_code == 200, answer.text
    shown = visible_text(answer.text)
    assert "Hand 1 booked by its result." in shown and "Omaha · booked by its result" in shown
    assert chips(api, evening) == {"Anna": 50, "Ben": 50, "Carla": 50}          # 5 each in, 5 each back
    assert rows(site.db, "SELECT source, status FROM hands WHERE evening_id = ?", [evening]) == [("result", "booked")]
    table = visible_text(browser.get(f"/evenings/{evening}").text)
    assert "Omaha, booked by its result:" in table and "Book hand 2 by its result" in table
    listed = visible_text(browser.get(f"/evenings/{evening}/hands").text)
    assert "Omaha (booked by its result)" in listed
    board = browser.get(f"/evenings/{evening}/board")                    # the chart counts it as a hand
    assert board.status_code == 200 and "<svg" in board.text
    story = browser.get(f"/evenings/{evening}/story")
    assert story.status_code == 200


def test_one_winner_takes_it_and_the_undo_takes_it_back(api, browser):
    evening = api.evening()
    players = form_of(browser.get(f"/evenings/{evening}").text)["players"]
    winner = players.index("Anna")
    data = {"player": players, "game": "Texas Hold'em", "everyone_other": "12", f"took_{winner}": "1"}
    browser.post(f"/evenings/{evening}/result", data)
    assert chips(api, evening) == {"Anna": 74, "Ben": 38, "Carla": 38}
    hand = api.ok("GET", f"/api/evenings/{evening}/hands")["hands"][0]["id"]
    page = browser.get(f"/evenings/{evening}").text
    assert "Take the result back" in page
    seq = api.ok("GET", f"/api/hands/{hand}/result")["seq"]
    taken = browser.post(f"/hands/{hand}/result/undo", {"seq": str(seq)})
    assert taken.status_code == 200
    assert "Hand 1 waits for its result." in visible_text(taken.text)
    assert chips(api, evening) == {"Anna": 50, "Ben": 50, "Carla": 50}
    assert api.ok("GET", f"/api/evenings/{evening}")["live_hand"]["number"] == 1     # it waits for its result
    assert "Hand 1 waits for its result." in visible_text(browser.get(f"/evenings/{evening}").text)
    again = browser.post(f"/evenings/{evening}/result", {**data, "everyone_other": "3"})
    assert "Hand 1 booked by its result." in visible_text(again.text)
    assert chips(api, evening) == {"Anna": 56, "Ben": 47, "Carla": 47}


def test_a_wrong_result_is_refused_in_words_and_nothing_is_booked(api, site):
    evening = api.evening(players=(("Anna", 50), ("Ben", 50), ("Carla", 8)))
    for lang, words in (("en", "Carla puts in 10 but has 8"), ("de", "Carla bringt 10 ein, hat aber 8")):
        browser = Browser(site, lang)
        players = form_of(browser.get(f"/evenings/{evening}").text)["players"]
        answer = browser.post(f"/evenings/{evening}/result", {"player": players, "game": "Omaha", "everyone": "10",
                                                              "took_0": "1"})
        assert answer.status_code == 422 and words in visible_text(answer.text)
    assert rows(site.db, "SELECT COUNT(*) FROM hands WHERE evening_id = ?", [evening]) == [(0,)]


def test_the_form_speaks_german(api, site):
    evening = api.evening()
    page = visible_text(Browser(site, "de").get(f"/evenings/{evening}").text)
    for words in ("Ein anderes Spiel? Hand 1 nach Ergebnis buchen", "Jeder hat eingebracht", "Ergebnis buchen",
                  "Five Card Draw"):
        assert words in page
