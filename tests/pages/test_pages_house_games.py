"""The season's house games on the tablet, through Flask's test client: the list in words, the
form to define a game and to copy one and change it, refusals naming the field with nothing
kept, German without English left, and the table showing the evening's house game in words."""

from __future__ import annotations

from harness.service import rows
from tests.pages.test_pages_words import visible_text

FORM = {"name": "Threes", "shape": "7-stud", "wild_rank": ["3", "9"], "wild_cards": "", "follow": "",
        "up-0": "Qs", "event-0": "ends_deal", "up-1": "4", "event-1": "pay_ante", "split": "high",
        "opens": "best_up", "betting": "spread"}


def season_of(api, name: str) -> int:
    evening = api.evening(season=name)
    return api.ok("GET", f"/api/evenings/{evening}")["season"]["id"]


def test_a_game_defined_on_the_form_is_kept_and_shown_in_words(api, browser, site):
    season = season_of(api, "House pages")
    page = browser.get(f"/seasons/{season}/house-games")
    assert page.status_code == 200 and "No house game yet." in page.text
    sent = browser.post(f"/seasons/{season}/house-games", FORM)
    assert sent.status_code == 303
    page = browser.get(sent.headers["Location"])
    assert "Threes is kept for the season." in page.text
    assert ("Threes: seven cards, two down, four up, one down; threes and nines wild; a four face up: its owner "
            "pays the ante; Q♠ face up: the deal ends and the pot carries over") in page.text
    [(definition,)] = rows(site.db, "SELECT definition FROM house_games WHERE season_id = ?", [season])
    assert '"face_up": {"4": "pay_ante", "Qs": "ends_deal"}' in definition


def test_copy_and_change_starts_from_the_game_and_keeps_a_new_one(api, browser, site):
    season = season_of(api, "House copies")
    browser.post(f"/seasons/{season}/house-games", FORM)
    [(kept,)] = rows(site.db, "SELECT id FROM house_games WHERE season_id = ?", [season])
    copy = browser.get(f"/seasons/{season}/house-games", params={"copy": kept}).text
    assert 'value="Threes"' in copy and 'value="9" checked' in copy and 'value="Qs"' in copy
    browser.post(f"/seasons/{season}/house-games", {**FORM, "name": "Nines", "wild_rank": ["9"], "shape": "6-stud"})
    assert rows(site.db, "SELECT name FROM house_games WHERE season_id = ? ORDER BY name", [season]) == [
        ("Nines",), ("Threes",)]
    assert "Nines: six cards, two down, three up, one down; nines wild;" in browser.get(
        f"/seasons/{season}/house-games").text


def test_a_form_that_does_not_hold_together_is_refused_by_field_and_keeps_what_was_typed(api, browser, site):
    season = season_of(api, "House refusals")
    for change, field, words in [({"up-0": "Q", "up-1": "Qs"}, "definition.face_up.Qs", "Q♠"),
                                 ({"wild_cards": "Zz"}, "definition.wild.cards", "Zz"),
                                 ({"name": ""}, "definition.name", "name"),
                                 ({"shape": "7-one_four_one"}, "definition.deal", "one_four_one")]:
        answer = browser.post(f"/seasons/{season}/house-games", {**FORM, **change})
        assert answer.status_code == 422, answer.text
        assert f'data-field="{field}"' in answer.text and words in answer.text
        assert 'value="' + FORM["up-0"] + '"' in answer.text or "up-0" in change
    assert rows(site.db, "SELECT COUNT(*) FROM house_games WHERE season_id = ?", [season]) == [(0,)]


def test_the_page_in_german_has_no_english_left(api, site):
    from tests.pages.conftest import Browser

    season = season_of(api, "Hausrunde")
    german = Browser(site, "de")
    german.post(f"/seasons/{season}/house-games", FORM)
    text = visible_text(german.get(f"/seasons/{season}/house-games").text)
    assert "Dreien und Neunen wild" in text and "Für die Saison speichern" in text
    for english in ("House games", "Keep for the season", "the deal ends", "face up"):
        assert english not in text


def test_the_table_shows_the_evenings_house_game_in_words(api, browser):
    season = season_of(api, "House table")
    kept = api.ok("POST", f"/api/seasons/{season}/house-games", 201,
                  json={"definition": {"name": "Deuces", "wild": {"ranks": ["2"]}}})
    evening = api.evening()
    api.ok("PUT", f"/api/evenings/{evening}/game",
           json={"variant": "HOUSE", "house_game": kept["definition"], "ante": 1, "bring_in": 1, "small_bet": 2,
                 "big_bet": 4})
    table = browser.get(f"/evenings/{evening}").text
    assert "Deuces: seven cards, two down, four up, one down; deuces wild;" in table
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????2h", "d dh p2 ????Kc", "d dh p3 ????5d"):
        api.act(hand, action)
    assert "Deuces: seven cards" in browser.get(f"/evenings/{evening}").text
    assert "Deuces" in browser.get(f"/evenings/{evening}/hands").text


def test_the_dealers_choice_between_hands_offers_the_seasons_house_games(api, browser, site):
    evening = api.evening(season="House choice")
    season = api.ok("GET", f"/api/evenings/{evening}")["season"]["id"]
    kept = api.ok("POST", f"/api/seasons/{season}/house-games", 201,
                  json={"definition": {"name": "Sevens", "wild": {"ranks": ["7"]}, "betting": "spread"}})
    house_id = kept["id"]
    table = browser.get(f"/evenings/{evening}").text
    assert f'<option value="HOUSE-{house_id}">Sevens</option>' in table and "sevens wild" in table
    answer = browser.post(f"/evenings/{evening}/game", {"variant": f"HOUSE-{house_id}", "ante": "1",
                                                         "bet_min": "1", "bet_max": "5", "max_raises": "3"})
    assert answer.status_code in (200, 303), answer.text
    game = api.ok("GET", f"/api/evenings/{evening}")["game"]
    assert (game["variant"], game["house_game"], game["bet_limits"]) == ("HOUSE", kept["definition"], [1, 5])
    assert "options" not in game
    assert f'<option value="HOUSE-{house_id}" selected>Sevens</option>' in browser.get(f"/evenings/{evening}").text
    hand = api.live(evening)
    assert hand["header"]["house_game"] == kept["definition"]


def test_the_game_line_of_a_game_opened_by_the_best_up_cards_names_no_bring_in():
    """A house game whose best up cards open every round has no bring-in: its line on the table
    says the bets alone (it said "bring-in 1" before); Seven-Card Stud's keeps its bring-in."""
    from referee.games.house import check_definition
    from web.pages.games import game_words
    stakes = {"ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4}
    sevens = {"variant": "HOUSE", "house_game": check_definition({"name": "Sevens", "opens": "best_up"}), **stakes}
    for lang, bets, bring_in in (("en", "bets 2/4", "bring-in"), ("de", "Einsätze 2/4", "Bring-in")):
        line = game_words(sevens, lang)
        assert line.endswith(bets) and bring_in not in line.split("·")[-1], line
        assert bring_in in game_words({"variant": "F7S", **stakes}, lang)
