"""The next game chosen at the table: between hands the evening's last games and the
season's house games are one tap each (the game now marked), the season's house games a link
away from the game picker (and back to the table on save), and a face-up rank of a house game
picked from buttons.  Through Flask's test client."""

from __future__ import annotations

import re

from tests.pages.conftest import Browser
from tests.pages.test_pages_house_games import FORM, season_of
from tests.pages.test_pages_words import visible_text

FTQ = {"variant": "FTQ", "ante": 1, "bet_limits": [1, 5], "options": {"queens_wild": False}}
F7S = {"variant": "F7S", "ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4}


def play_a_hand(api, evening: int) -> None:
    """Deal a hand's door cards, then everyone folds (or brings it in, calls) to the end."""
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????5h", "d dh p2 ????6c", "d dh p3 ????9d"):
        view = api.act(hand, action)
    while view["status"] == "live":
        nxt = view["next"]
        seat, legal = nxt["seat"] + 1, nxt["legal"]
        view = api.act(hand, f"p{seat} f" if legal["fold"] else f"p{seat} pb" if legal["bring_in"] else f"p{seat} cc")


def one_taps(page: str) -> dict[str, dict]:
    """The table's one-tap game forms: the game each posts (its ``variant``) -> its fields, and
    ``current`` where the button marks the game now."""
    out = {}
    for form in re.findall(r'<form [^>]*class="next-game-form">(.*?)</form>', page, re.S):
        fields = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)">', form))
        out[fields["variant"]] = {**fields, "current": 'aria-current="true"' in form}
    return out


def tap(browser: Browser, evening: int, fields: dict) -> None:
    sent = browser.send(f"/evenings/{evening}/game", {k: v for k, v in fields.items() if k != "current"})
    assert sent.status_code == 200 and "Changed: from hand" in sent.text, sent.text     # the change confirmed


def test_the_evenings_last_games_are_one_tap_each_and_a_tap_sets_the_next_game(api, browser, site):
    evening = api.evening(game=FTQ)
    play_a_hand(api, evening)
    api.ok("PUT", f"/api/evenings/{evening}/game", json=F7S)
    play_a_hand(api, evening)
    page = browser.get(f"/evenings/{evening}").text
    offered = one_taps(page)
    assert set(offered) == {"FTQ", "F7S"}
    assert offered["F7S"]["current"] and not offered["FTQ"]["current"]
    text = visible_text(page)
    assert "Next game, one tap" in text and "✓ Seven-Card Stud" in text and "Queens not wild" in text
    tap(browser, evening, offered["FTQ"])
    assert api.ok("GET", f"/api/evenings/{evening}")["game"] == {**FTQ, "max_raises": 3}   # as the picker sends it
    offered = one_taps(browser.get(f"/evenings/{evening}").text)
    assert offered["FTQ"]["current"] and not offered["F7S"]["current"]
    tap(browser, evening, offered["F7S"])
    assert api.ok("GET", f"/api/evenings/{evening}")["game"] == F7S
    german = visible_text(Browser(site, "de").get(f"/evenings/{evening}").text)
    assert "Nächstes Spiel mit einem Tipp" in german and "✓ Seven Card Stud" in german
    assert "Damen nicht wild" in german and "one tap" not in german


def test_no_one_tap_game_before_there_is_another_game_to_choose(api, browser):
    evening = api.evening(game=FTQ)
    assert one_taps(browser.get(f"/evenings/{evening}").text) == {}
    play_a_hand(api, evening)
    assert one_taps(browser.get(f"/evenings/{evening}").text) == {}       # the game now alone: nothing to tap


def test_a_one_tap_game_carries_its_ante_limits_and_options(api, browser):
    evening = api.evening(game={**FTQ, "ante": 2})
    play_a_hand(api, evening)
    api.ok("PUT", f"/api/evenings/{evening}/game", json=F7S)
    offered = one_taps(browser.get(f"/evenings/{evening}").text)
    assert offered["FTQ"]["ante"] == "2" and offered["FTQ"]["bet_max"] == "5"
    assert "opt-FTQ-queens_wild" not in offered["FTQ"] and offered["F7S"]["current"]


def test_a_redeal_dealt_without_antes_offers_its_game_with_the_antes_it_had(api, browser):
    evening = api.evening(game={**FTQ, "ante": 2, "options": {"redeal": True}})
    hand = api.live(evening)["id"]
    cards = (rank + suit for suit in "cd" for rank in "23456789TJKA")                    # no Queen up
    view = api.ok("GET", f"/api/hands/{hand}")
    while view["status"] == "live":
        nxt = view["next"]
        seat = nxt["seat"] + 1
        view = api.act(hand, f"p{seat} cc" if nxt["kind"] == "act" else
                       f"d dh p{seat} {'??' * nxt['faces'].count('d')}{next(cards) if 'u' in nxt['faces'] else ''}")
    assert view["ruling"]["redeal_players"]
    assert "data-next-games" not in browser.get(f"/evenings/{evening}").text     # a redeal: the same game
    play_a_hand(api, evening)                                                     # the redeal, dealt without antes
    api.ok("PUT", f"/api/evenings/{evening}/game", json=F7S)
    offered = one_taps(browser.get(f"/evenings/{evening}").text)
    assert offered["FTQ"]["ante"] == "2" and offered["FTQ"]["opt-FTQ-redeal"] == "on"


def test_house_games_are_a_link_from_the_picker_and_saving_comes_back_to_the_table(api, browser, site):
    season = season_of(api, "House at the table")
    evening = api.evening(season="House at the table", game=FTQ)
    page = browser.get(f"/evenings/{evening}").text
    link = f"/seasons/{season}/house-games?back=/evenings/{evening}"
    assert f'href="{link}" data-house-link>' in page
    house = browser.get(link).text
    assert f'href="/evenings/{evening}" data-house-back>← Back to the table' in house
    assert f'<input type="hidden" name="back" value="/evenings/{evening}">' in house
    assert "Keep for the season and back to the table" in house
    sent = browser.post(f"/seasons/{season}/house-games", {**FORM, "back": f"/evenings/{evening}"})
    assert sent.status_code == 303 and sent.headers["Location"] == f"/evenings/{evening}"
    offered = one_taps(browser.get(f"/evenings/{evening}").text)
    [fields] = [f for v, f in offered.items() if v.startswith("HOUSE-")]
    assert fields["ante"] == "1" and fields["bet_max"] == "5" and offered["FTQ"]["current"]
    tap(browser, evening, fields)
    game = api.ok("GET", f"/api/evenings/{evening}")["game"]
    assert game["variant"] == "HOUSE" and game["house_game"]["name"] == "Threes" and game["bet_limits"] == [1, 5]
    refused = browser.post(f"/seasons/{season}/house-games", {**FORM, "name": "", "back": f"/evenings/{evening}"})
    assert refused.status_code == 422
    assert f'<input type="hidden" name="back" value="/evenings/{evening}">' in refused.text   # still on its way back
    german = visible_text(Browser(site, "de").get(link).text)
    assert "Zurück zum Tisch" in german and "Für die Saison speichern und zurück zum Tisch" in german


def test_the_way_back_leads_only_to_a_table_of_this_site(api, browser):
    season = season_of(api, "House no detours")
    for target in ("https://elsewhere.example/evenings/1", "//elsewhere.example/evenings/1", "/\\elsewhere.example",
                   "javascript:alert(1)", "/evenings/1/../../login", "/seasons", "/evenings/1?x=//y"):
        page = browser.get(f"/seasons/{season}/house-games", params={"back": target}).text
        assert "data-house-back" not in page and 'name="back"' not in page, target
        sent = browser.post(f"/seasons/{season}/house-games", {**FORM, "name": f"Detour {len(target)}",
                                                                "back": target})
        assert sent.status_code == 303 and sent.headers["Location"].startswith(f"/seasons/{season}/house-games"), \
            (target, sent.headers["Location"])


def test_an_evening_without_a_season_says_house_games_need_one(api, browser, site):
    evening = api.evening()
    page = browser.get(f"/evenings/{evening}").text
    assert "data-house-link" not in page
    assert "House games are kept for a season; this evening belongs to none." in visible_text(page)
    german = visible_text(Browser(site, "de").get(f"/evenings/{evening}").text)
    assert "Hausspiele werden für eine Saison gespeichert; dieser Abend gehört zu keiner." in german


def test_a_face_up_rank_is_picked_from_buttons_in_either_language(api, browser, site):
    season = season_of(api, "House rank buttons")
    for who, ranks in ((browser, "2 3 4 5 6 7 8 9 10 J Q K A"), (Browser(site, "de"), "2 3 4 5 6 7 8 9 10 B D K A")):
        page = who.get(f"/seasons/{season}/house-games").text
        for row in range(4):
            assert f'id="up-{row}" name="up-{row}"' in page
            assert re.findall(rf'data-fill="up-{row}" data-rank="([^"]+)"', page) == ranks.split()
    german = Browser(site, "de")
    sent = german.post(f"/seasons/{season}/house-games", {**FORM, "name": "Damen", "up-0": "D", "up-1": "10",
                                                          "event-1": "extra_card"})
    assert sent.status_code == 303                                      # what a button fills in is read
    assert "Damen" in german.get(f"/seasons/{season}/house-games").text


def test_a_house_game_one_tap_says_the_stakes_the_tap_sets(api, browser):
    season = season_of(api, "House stakes")
    api.ok("POST", f"/api/seasons/{season}/house-games", 201, json={"definition": {"name": "Deuces",
                                                                                    "wild": {"ranks": ["2"]}}})
    evening = api.evening(season="House stakes", game=FTQ)            # spread limit; Deuces: fixed limit
    page = browser.get(f"/evenings/{evening}").text
    [fields] = [f for v, f in one_taps(page).items() if v.startswith("HOUSE-")]
    assert re.search(r"<b>Deuces</b><small>ante 1 · bring-in 1, bets 2/4</small>", page)
    tap(browser, evening, fields)
    game = api.ok("GET", f"/api/evenings/{evening}")["game"]
    assert game["house_game"]["name"] == "Deuces"
    assert (game["bring_in"], game["small_bet"], game["big_bet"]) == (1, 2, 4)


def test_the_game_form_keeps_eight_or_better_chosen_beside_declaring():
    # The qualifier's default depends on declaring (none when the players declare): the form keeps
    # the eight or better shown beside it.
    from web.pages.forms import game_from_form

    fields = {"variant": "F7S/8", "ante": "1", "bring_in": "1", "small_bet": "2", "big_bet": "4",
              "opt-F7S/8-qualifier": "eight", "opt-F7S/8-declare": "simultaneous"}
    assert game_from_form(fields)["options"] == {"declare": "simultaneous", "qualifier": "eight"}
    assert game_from_form({**fields, "opt-F7S/8-qualifier": "none"})["options"]["qualifier"] == "none"
    assert "options" not in game_from_form({**fields, "opt-F7S/8-declare": "none"})



def test_the_game_form_shows_a_declare_game_as_it_rules():
    # F7S/8 with declaring and no qualifier chosen rules without one: the form shows "any low", and sent
    # again it is the same game; the option of before (declare_eight_or_better) shows as the qualifier.
    from web.pages.forms import form_values, game_from_form

    game = {"variant": "F7S/8", "ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4,
            "options": {"declare": "simultaneous"}}
    shown = form_values(game=game)["choice"]
    assert shown["opt-F7S/8-qualifier"] == "none" and shown["opt-F7S/8-declare"] == "simultaneous"
    sent = {"variant": "F7S/8", "ante": "1", "bring_in": "1", "small_bet": "2", "big_bet": "4",
            **{k: v for k, v in shown.items() if k.startswith("opt-F7S/8-")}}
    assert game_from_form(sent)["options"] in ({"declare": "simultaneous"},
                                               {"declare": "simultaneous", "qualifier": "none"})
    old = {**game, "variant": "F7SD", "options": {"declare_eight_or_better": True}}
    assert form_values(game=old)["choice"]["opt-F7SD-qualifier"] == "eight"
