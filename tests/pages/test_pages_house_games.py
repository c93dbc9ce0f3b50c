"""The season's house games on the tablet, through Flask's test client: the list in words, the
form to define a game and to copy one and change it, refusals naming the field with nothing
kept, German without English left, and the table showing the evening's house game in words."""

from __future__ import annotations

from harness.service import rows
from tests.pages.conftest import Browser
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


def test_a_low_game_and_a_low_rule_without_a_low_on_the_form(api, browser, site):
    """The form's low and qualifier; Deuce to Seven without a low is refused by its field."""
    season = season_of(api, "House lows")
    razz = {**FORM, "name": "Deuce Razz", "wild_rank": [], "up-0": "", "up-1": "", "split": "low", "low": "27",
            "qualifier": "eight", "opens": "bring_in", "betting": "fixed"}
    assert browser.post(f"/seasons/{season}/house-games", razz).status_code == 303
    [(definition,)] = rows(site.db, "SELECT definition FROM house_games WHERE season_id = ?", [season])
    assert '"low": "27"' in definition and "qualifier" not in definition          # eight, the default: unsaid
    assert "lows Deuce to Seven" in browser.get(f"/seasons/{season}/house-games").text
    answer = browser.post(f"/seasons/{season}/house-games", {**razz, "name": "High Deuce", "split": "high"})
    assert answer.status_code == 422 and 'data-field="definition.low"' in answer.text


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


def test_a_game_not_in_the_list_is_refused_as_such(api, browser, site):
    """A form's game that is none of the list (a house game deleted meanwhile, say) is refused
    naming the game (it said "game: a whole number, please")."""
    evening = api.evening()
    answer = browser.post(f"/evenings/{evening}/game", {"variant": "HOUSE-999", "ante": "1", "bet_min": "1",
                                                         "bet_max": "5", "max_raises": "3"})
    assert answer.status_code == 422
    assert "There is no game &#39;HOUSE-999&#39; here: choose one of the list." in answer.text
    assert api.ok("GET", f"/api/evenings/{evening}")["game"]["variant"] == "FTQ"


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


def test_an_extra_card_to_be_bought_takes_its_price_and_a_copy_shows_it(api, browser, site):
    season = season_of(api, "House buys")
    page = browser.get(f"/seasons/{season}/house-games").text
    assert '<option value="buy_card">an extra card, to be bought</option>' in page and 'name="price-0"' in page
    sent = browser.post(f"/seasons/{season}/house-games", {**FORM, "name": "Fours", "up-1": "4",
                                                           "event-1": "buy_card", "price-1": "5"})
    assert sent.status_code == 303
    [(kept, definition)] = rows(site.db, "SELECT id, definition FROM house_games WHERE season_id = ?", [season])
    assert '"4": "buy_card 5"' in definition
    assert "a four face up: an extra card for 5 chips" in browser.get(f"/seasons/{season}/house-games").text
    copy = browser.get(f"/seasons/{season}/house-games", params={"copy": kept}).text
    row = next(r for r in copy.split('class="row3 house-event"')[1:] if 'value="4"' in r.split("<span", 1)[0])
    assert '<option value="buy_card" selected>' in row and 'value="5"' in row.split('name="price-', 1)[1]


def test_an_extra_card_to_be_bought_without_a_price_is_refused_with_nothing_kept(api, site):
    season = season_of(api, "House prices")
    for lang, price, words in (("en", "", "4 face up: the extra card to be bought needs its price"),
                               ("de", "0", "4 offen: die Extrakarte, die gekauft werden muss, braucht ihren Preis"),
                               ("en", "x", "a whole number of chips from 1")):
        answer = Browser(site, lang).post(f"/seasons/{season}/house-games",
                                          {**FORM, "event-1": "buy_card", "price-1": price})
        assert answer.status_code == 422 and 'data-field="definition.face_up.4"' in answer.text
        assert words in answer.text and '<option value="buy_card" selected>' in answer.text
    assert rows(site.db, "SELECT COUNT(*) FROM house_games WHERE season_id = ?", [season]) == [(0,)]


def test_a_house_game_deleted_from_its_page_is_no_longer_offered_and_its_hand_keeps_its_rules(api, browser, site):
    evening = api.evening(season="House deletes")
    season = api.ok("GET", f"/api/evenings/{evening}")["season"]["id"]
    browser.post(f"/seasons/{season}/house-games", FORM)
    [(kept,)] = rows(site.db, "SELECT id FROM house_games WHERE season_id = ?", [season])
    page = browser.get(f"/seasons/{season}/house-games").text
    assert ('data-confirm="Delete Threes? It is no longer offered for new hands; the hands played under it keep its '
            'rules."') in page
    assert f'value="HOUSE-{kept}"' in browser.get(f"/evenings/{evening}").text       # offered at the table
    browser.post(f"/evenings/{evening}/game", {"variant": f"HOUSE-{kept}", "ante": "1", "bet_min": "1",
                                               "bet_max": "5", "max_raises": "3"})
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????3h", "d dh p2 ????5c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"):
        api.act(hand, action)
    gone = browser.post(f"/seasons/{season}/house-games/{kept}/delete", {})
    assert gone.status_code == 303
    shown = visible_text(browser.get(gone.headers["Location"]).text)
    assert "Threes is deleted: no longer offered for new hands; the hands played under it keep its rules." in shown
    assert "No house game yet." in shown
    assert rows(site.db, "SELECT COUNT(*) FROM house_games WHERE season_id = ?", [season]) == [(0,)]
    assert f'value="HOUSE-{kept}"' not in browser.get(f"/evenings/{evening}").text
    view = api.ok("GET", f"/api/hands/{hand}")
    assert view["outcome"] == "fold" and view["header"]["house_game"]["name"] == "Threes"
    assert "Threes" in visible_text(browser.get(f"/evenings/{evening}/hands").text)
    again = Browser(site, "de").post(f"/seasons/{season}/house-games/{kept}/delete", {})   # a second tablet
    assert again.status_code == 404 and f"Es gibt kein Hausspiel {kept}." in visible_text(again.text)


def start_form(season: str, variant: str) -> dict:
    return {"name": "Friday", "player": ["Anna", "Ben", "Carla"], "chips": "100", "season": season,
            "variant": variant, "ante": "1", "bet_min": "1", "bet_max": "5", "max_raises": "3"}


def test_the_new_evening_page_offers_each_seasons_house_games_and_starts_one(api, browser, site):
    season = season_of(api, "Nord club")
    browser.post(f"/seasons/{season}/house-games", FORM)
    [(kept,)] = rows(site.db, "SELECT id FROM house_games WHERE season_id = ?", [season])
    page = browser.get("/").text
    assert f'<option value="HOUSE-{kept}" data-season="nord club">Threes</option>' in page
    assert "Threes: seven cards, two down, four up, one down; threes and nines wild" in page
    started = browser.post("/evenings", start_form("  NORD   club ", f"HOUSE-{kept}"))   # the name as compared
    assert started.status_code == 303, started.text
    evening = int(started.headers["Location"].rsplit("/", 1)[1])
    got = api.ok("GET", f"/api/evenings/{evening}")
    assert got["season"]["id"] == season and got["game"]["house_game"]["name"] == "Threes"
    assert got["game"]["bet_limits"] == [1, 5]


def test_a_house_game_of_another_season_or_of_none_is_refused_on_the_new_evening_page(api, site):
    season = season_of(api, "Südclub")
    Browser(site).post(f"/seasons/{season}/house-games", FORM)
    [(kept,)] = rows(site.db, "SELECT id FROM house_games WHERE season_id = ?", [season])
    before = rows(site.db, "SELECT COUNT(*) FROM evenings")
    for lang, other, words in (("en", "Another season", "A house game is played in the season that keeps it"),
                               ("de", "", "Ein Hausspiel wird in der Saison gespielt, die es speichert")):
        answer = Browser(site, lang).post("/evenings", start_form(other, f"HOUSE-{kept}"))
        assert answer.status_code == 422 and words in visible_text(answer.text)
        assert f'<option value="HOUSE-{kept}" data-season="südclub" selected>' in answer.text
    assert rows(site.db, "SELECT COUNT(*) FROM evenings") == before
    assert rows(site.db, "SELECT COUNT(*) FROM seasons WHERE name = 'Another season'") == [(0,)]


def test_an_eight_card_deal_typed_street_by_street_is_kept_and_played_on_the_table(api, browser, site):
    """The form takes a deal street by street; an eight-card game kept so is chosen at
    the table and played there to the showdown, each up card tapped in the picker (the page
    deals it after the street's face-down cards), the eighth card face down."""
    evening = api.evening(season="Eight club")
    season = api.ok("GET", f"/api/evenings/{evening}")["season"]["id"]
    eight = {**FORM, "name": "Eight", "pattern": "ddu, u, u, u, d, d", "wild_rank": [], "up-0": "", "up-1": "",
             "opens": "bring_in", "betting": "fixed"}
    assert browser.post(f"/seasons/{season}/house-games", eight).status_code == 303
    [(kept, definition)] = rows(site.db, "SELECT id, definition FROM house_games WHERE season_id = ?", [season])
    assert '"cards": 8, "deal": ["ddu", "u", "u", "u", "d", "d"]' in definition
    words = ("Eight: eight cards: two down and one up, then one up, then one up, then one up, then one down, then "
             "one down")
    assert words in visible_text(browser.get(f"/seasons/{season}/house-games").text)
    copy = browser.get(f"/seasons/{season}/house-games", params={"copy": kept}).text
    assert 'value="ddu, u, u, u, d, d"' in copy
    answer = browser.post(f"/evenings/{evening}/game", {"variant": f"HOUSE-{kept}", "ante": "1", "bring_in": "1",
                                                        "small_bet": "2", "big_bet": "4"})
    assert answer.status_code in (200, 303), answer.text
    hand = api.live(evening)["id"]
    ups = iter(["2c", "9d", "Ks", "3c", "9h", "Kd", "4c", "9s", "Kh", "5c", "Ts", "Qh"])
    while (view := api.ok("GET", f"/api/hands/{hand}"))["next"]["kind"] != "show":
        nxt = view["next"]
        me = f"p{nxt['seat'] + 1}"
        if nxt["kind"] == "deal" and "u" in nxt["faces"]:
            form = {"card": next(ups)}
        elif nxt["kind"] == "deal":
            form = {"action": f"d dh {me} ??"}
        else:
            form = {"action": f"{me} pb" if nxt["legal"]["bring_in"] else f"{me} cc"}
        sent = browser.post(f"/hands/{hand}/act", {**form, "seq": str(view["seq"])})
        assert sent.status_code in (200, 303), visible_text(sent.text)
    assert view["log"][:3] == ["d dh p1 ????2c", "d dh p2 ????9d", "d dh p3 ????Ks"]
    assert view["log"][3] == "p1 pb"                               # the 2♣ brings in
    assert [a for a in view["log"] if a.startswith("d dh")][-3:] == ["d dh p1 ??", "d dh p2 ??", "d dh p3 ??"]
    holes = {0: "AsAd7h8h", 1: "JcJd6h7d", 2: "QcQd3d4d"}      # Carla: K♠ K♦ K♥ Q♣ Q♦, the best of her eight
    while (view := api.ok("GET", f"/api/hands/{hand}"))["next"]["kind"] == "show":
        seat = view["next"]["seat"]
        sent = browser.post(f"/hands/{hand}/act", {"action": f"p{seat + 1} sm {holes[seat]}", "seq": str(view["seq"])})
        assert sent.status_code in (200, 303), visible_text(sent.text)
    assert view["outcome"] == "showdown"
    text = visible_text(browser.get(f"/hands/{hand}").text)
    assert "Carla wins the pot of 6 with a full house, Kings over Queens" in text      # 3 antes, 1 + 1 + 1
    assert "Eight" in visible_text(browser.get(f"/evenings/{evening}/hands").text)


def test_a_last_card_up_or_down_by_choice_offers_keeping_it_down(api, browser):
    """``d?``: once the last card is dealt face down the table asks each player to turn it up
    (the picker) or keep it down (one tap, ``pN pass``)."""
    evening = api.evening((("Anna", 100), ("Ben", 100)))
    api.ok("PUT", f"/api/evenings/{evening}/game",
           json={"variant": "HOUSE", "house_game": {"name": "Choice", "deal": "du, u, u, d?"}, "ante": 1,
                 "bring_in": 1, "small_bet": 2, "big_bet": 4})
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ??9c", "d dh p2 ??5c", "p2 pb", "p1 cc", "d dh p1 9d", "d dh p2 Kd", "p1 cc", "p2 cc",
                   "d dh p1 2s", "d dh p2 3s", "p1 cc", "p2 cc", "d dh p1 ??"):
        view = api.act(hand, action)
    view = api.act(hand, "d dh p2 ??")
    page = browser.get(f"/evenings/{evening}").text
    assert "5th street: Anna turns up the new card or keeps it down" in visible_text(page)
    assert '<button name="action" value="p1 pass" data-keep-down>Anna keeps it face down</button>' in page
    sent = browser.post(f"/hands/{hand}/act", {"action": "p1 pass", "seq": str(view["seq"])})
    assert sent.status_code in (200, 303)
    view = api.ok("GET", f"/api/hands/{hand}")
    assert view["log"][-1] == "p1 pass" and view["next"]["seats"] == [1]
    german = visible_text(Browser(browser.site, "de").get(f"/evenings/{evening}").text)
    assert "Ben lässt sie verdeckt" in german


def test_a_known_deal_fills_in_the_form_to_be_kept(api, browser, site):
    """The presets of the deals no game deals a choice away: Blind Stud fills in its deal street by street."""
    season = season_of(api, "House presets")
    page = browser.get(f"/seasons/{season}/house-games").text
    assert '<option value="BLIND">Blind Stud</option>' in page and '<option value="88">Eighty-Eight</option>' in page
    filled = browser.get(f"/seasons/{season}/house-games", params={"preset": "88"}).text
    assert 'value="Eighty-Eight"' in filled and 'value="ddu' not in filled and 'value="dd, u, u, u, u, d, d"' in filled
    assert 'value="8" checked' in filled
    form = {"name": "Eighty-Eight", "pattern": "dd, u, u, u, u, d, d", "wild_rank": ["8"], "split": "high",
            "opens": "bring_in", "betting": "fixed"}                  # the form as filled in, sent
    assert browser.post(f"/seasons/{season}/house-games", form).status_code == 303
    [(definition,)] = rows(site.db, "SELECT definition FROM house_games WHERE season_id = ?", [season])
    assert '"deal": ["dd", "u", "u", "u", "u", "d", "d"]' in definition and '"ranks": ["8"]' in definition


def test_a_declare_game_from_its_preset_keeps_its_declaring_on_the_form(api, browser, site):
    """Low Todd's preset fills in the form with its declaring (all at once) and no
    qualifier; kept as it is, the definition says so."""
    season = season_of(api, "House declares")
    page = browser.get(f"/seasons/{season}/house-games?preset=LOWTODD").text
    assert '<option value="simultaneous" selected>all at once, in secret</option>' in page
    assert '<option value="none" selected>any low takes the low half</option>' in page
    todd = {**FORM, "name": "Low Todd", "shape": "7-stud", "pattern": "dd^, u, u, u", "wild_rank": [], "up-0": "",
            "up-1": "", "split": "hi_lo", "qualifier": "none", "declare": "simultaneous", "opens": "bring_in",
            "betting": "fixed"}
    assert browser.post(f"/seasons/{season}/house-games", todd).status_code == 303
    [(definition,)] = rows(site.db, "SELECT definition FROM house_games WHERE season_id = ?", [season])
    assert '"declare": "simultaneous"' in definition and "qualifier" not in definition   # none, with declaring
    assert "the players declare high, low or both, all at once" in browser.get(f"/seasons/{season}/house-games").text
