"""House games over the API, against the real server: kept for a season, listed in words,
changed under their name, refused by field; an evening plays one, and its hand carries the
definition it was played under into the history and the PHH export."""

from __future__ import annotations

from harness.service import rows
from referee.phh import load_phh

THREES = {"name": "Threes", "wild": {"ranks": ["3", "9"]}, "face_up": {"Qs": "ends_deal"}, "betting": "spread",
          "opens": "best_up"}


def season_of(api) -> int:
    evening = api.evening(season="House club")
    return api.ok("GET", f"/api/evenings/{evening}")["season"]["id"]


def test_a_house_game_is_kept_for_the_season_and_said_in_words(api, server):
    season = season_of(api)
    saved = api.ok("POST", f"/api/seasons/{season}/house-games", 201, json={"definition": THREES})
    assert saved["definition"]["wild"] == {"ranks": ["3", "9"], "cards": [], "lowest_hole": False}
    assert saved["words"]["en"].startswith("Threes: seven cards, two down, four up, one down; threes and nines wild;")
    assert "Dreien und Neunen wild; D♠ offen: das Spiel endet" in saved["words"]["de"]
    listed = api.ok("GET", f"/api/seasons/{season}/house-games")["house_games"]
    assert [g["id"] for g in listed] == [saved["id"]]
    # copy and change: the same name again changes it, a new name is a new game
    changed = api.ok("POST", f"/api/seasons/{season}/house-games", 201,
                     json={"definition": {**THREES, "name": "threes", "cards": 6}})
    assert changed["id"] == saved["id"] and changed["definition"]["cards"] == 6
    api.ok("POST", f"/api/seasons/{season}/house-games", 201, json={"definition": {**THREES, "name": "Nines"}})
    assert rows(server.db, "SELECT name FROM house_games WHERE season_id = ? ORDER BY name", [season]) == [
        ("Nines",), ("threes",)]


def test_a_definition_that_does_not_hold_together_is_refused_by_field_and_nothing_is_kept(api, server):
    season = season_of(api)
    before = rows(server.db, "SELECT COUNT(*) FROM house_games")
    for definition, field in [({**THREES, "wild": {"ranks": ["1"]}}, "definition.wild.ranks"),
                              ({**THREES, "split": "lowball"}, "definition.split"),
                              ({**THREES, "deal": "one_four_one"}, "definition.deal"),
                              ({**THREES, "jokers": True}, "definition.jokers")]:
        response = api.post(f"/api/seasons/{season}/house-games", json={"definition": definition})
        assert response.status_code == 422, response.text
        error = response.json()["error"]
        assert error["field"] == field and error["message"].startswith("The house game does not hold together: ")
    response = api.post(f"/api/seasons/{season}/house-games", json={"definition": "Threes"})
    assert response.status_code == 422 and response.json()["error"]["field"] == "definition"
    assert api.post("/api/seasons/99999/house-games", json={"definition": THREES}).status_code == 404
    assert rows(server.db, "SELECT COUNT(*) FROM house_games") == before


def test_an_evening_plays_a_house_game_and_its_hand_carries_the_definition(api):
    season = season_of(api)
    kept = api.ok("POST", f"/api/seasons/{season}/house-games", 201, json={"definition": THREES})
    evening = api.evening()
    game = {"variant": "HOUSE", "house_game": kept["definition"], "ante": 1, "bet_limits": [1, 5], "max_raises": 3}
    api.ok("PUT", f"/api/evenings/{evening}/game", json=game)
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????3h", "d dh p2 ????Qs", "d dh p3 ????9d"):
        api.act(hand, action)
    view = api.ok("GET", f"/api/hands/{hand}")
    assert (view["outcome"], view["header"]["house_game"]) == ("carried_over", kept["definition"])
    phh = api.get(f"/api/hands/{hand}/phh")
    assert phh.status_code == 200 and "[_house_game]" in phh.text
    assert load_phh(phh.text)["house_game"] == kept["definition"]
    # the season's game changes; the hand keeps the rules it was played under
    api.ok("POST", f"/api/seasons/{season}/house-games", 201, json={"definition": {**THREES, "face_up": {}}})
    assert load_phh(api.get(f"/api/hands/{hand}/phh").text)["house_game"]["face_up"] == {"Qs": "ends_deal"}


def test_an_evening_game_with_a_bad_definition_is_refused_by_field(api):
    evening = api.evening()
    game = {"variant": "HOUSE", "house_game": {**THREES, "cards": 4}, "ante": 1, "bet_limits": [1, 5]}
    response = api.put(f"/api/evenings/{evening}/game", json=game)
    assert response.status_code == 422 and response.json()["error"]["field"] == "house_game"
    assert "cards: must be one of 5, 6, 7, 8, 9, not 4" in response.json()["error"]["message"]


def test_an_uploaded_house_hand_is_ruled_by_the_definition_it_carries(api):
    evening = api.evening()
    api.ok("PUT", f"/api/evenings/{evening}/game",
           json={"variant": "HOUSE", "house_game": THREES, "ante": 1, "bet_limits": [1, 5], "max_raises": 3})
    # the evening's house game filled in
    first = api.ok("POST", f"/api/evenings/{evening}/hands", 201,
                   json={"players": ["Anna", "Ben", "Carla"], "actions": ["d dh p1 ????Qs", "d dh p2 ????5c",
                                                                          "d dh p3 ????8d"]})
    assert first["house_game"]["face_up"] == {"Qs": "ends_deal"} and first["ruling"]["outcome"] == "carried_over"
    # a hand with its own definition: ruled by it
    own = {**THREES, "name": "Plain", "face_up": {}}
    second = api.ok("POST", f"/api/evenings/{evening}/hands", 201,
                    json={"variant": "HOUSE", "house_game": own, "players": ["Ben", "Carla", "Anna"],
                          "actions": ["d dh p1 ????Qs", "d dh p2 ????5c", "d dh p3 ????8d", "p1 cbr 2", "p2 f",
                                      "p3 f"]})
    assert second["house_game"]["name"] == "Plain" and second["ruling"]["outcome"] == "fold"


def test_an_evening_of_house_hands_exports_and_imports_with_their_definitions(api):
    evening = api.evening()
    api.ok("PUT", f"/api/evenings/{evening}/game",
           json={"variant": "HOUSE", "house_game": THREES, "ante": 1, "bet_limits": [1, 5], "max_raises": 3})
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????3h", "d dh p2 ????5c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"):
        api.act(hand, action)
    exported = api.ok("GET", f"/api/evenings/{evening}/export")
    again = api.ok("POST", "/api/evenings/import", 201, json=exported)
    hands = api.ok("GET", f"/api/evenings/{again['id']}/hands")["hands"]
    copied = api.ok("GET", f"/api/hands/{hands[0]['id']}")
    assert copied["header"]["house_game"]["name"] == "Threes" and copied["outcome"] == "fold"
    assert api.ok("GET", f"/api/evenings/{again['id']}")["game"]["house_game"]["name"] == "Threes"


def test_a_house_game_deleted_by_name_or_id_is_no_longer_offered_and_its_hands_still_rule(api, server):
    season = season_of(api)
    kept = api.ok("POST", f"/api/seasons/{season}/house-games", 201, json={"definition": THREES})
    nines = api.ok("POST", f"/api/seasons/{season}/house-games", 201, json={"definition": {**THREES, "name": "Nines"}})
    evening = api.evening()
    game = {"variant": "HOUSE", "house_game": kept["definition"], "ante": 1, "bet_limits": [1, 5], "max_raises": 3}
    api.ok("PUT", f"/api/evenings/{evening}/game", json=game)
    played = api.live(evening)["id"]
    for action in ("d dh p1 ????3h", "d dh p2 ????5c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"):
        api.act(played, action)
    live = api.live(evening)["id"]
    api.act(live, "d dh p1 ????3h")
    left = api.ok("DELETE", f"/api/seasons/{season}/house-games/threes")["house_games"]   # by name, as names compare
    assert [g["name"] for g in left] == ["Nines"]
    assert rows(server.db, "SELECT name FROM house_games WHERE season_id = ?", [season]) == [("Nines",)]
    # the hand played under it still rules by the definition it carries; the live one plays on under it
    view = api.ok("GET", f"/api/hands/{played}")
    assert (view["outcome"], view["header"]["house_game"]) == ("fold", kept["definition"])
    for action in ("d dh p2 ????Qs", "d dh p3 ????9d"):
        api.act(live, action)
    assert api.ok("GET", f"/api/hands/{live}")["outcome"] == "carried_over"       # Q♠ face up ends the deal
    assert api.ok("GET", f"/api/evenings/{evening}")["game"]["house_game"] == kept["definition"]
    # by id; then nothing left, and a game not kept is a 404 naming it
    assert api.ok("DELETE", f"/api/seasons/{season}/house-games/{nines['id']}")["house_games"] == []
    for which in ("Nines", str(nines["id"]), "99999999999999999999"):
        response = api.delete(f"/api/seasons/{season}/house-games/{which}")
        assert response.status_code == 404 and which in response.json()["error"]["message"]
    assert api.delete("/api/seasons/99999/house-games/Nines").status_code == 404


def test_a_house_game_of_another_season_is_not_deleted_by_its_id(api, server):
    season = season_of(api)
    other = api.ok("GET", f"/api/evenings/{api.evening(season='Another club')}")["season"]["id"]
    theirs = api.ok("POST", f"/api/seasons/{other}/house-games", 201, json={"definition": THREES})
    assert api.delete(f"/api/seasons/{season}/house-games/{theirs['id']}").status_code == 404
    assert rows(server.db, "SELECT COUNT(*) FROM house_games WHERE id = ?", [theirs["id"]]) == [(1,)]


def test_every_preset_is_listed_as_a_house_game_and_an_evening_plays_one(api):
    # "The games listing names them"; a preset is started as the house game it lists.
    import json
    import pathlib

    from referee.games.house import PRESETS

    presets = {g["preset"]: g for g in api.ok("GET", "/api/games")["games"] if "preset" in g}
    assert list(presets) == list(PRESETS) and presets["BLIND"]["variant"] == "HOUSE"
    assert presets["88"]["words"]["de"].startswith("Eighty-Eight: ")
    evening = api.evening((("Anna", 100), ("Ben", 100), ("Carla", 100)))
    game = {"variant": "HOUSE", "house_game": presets["8CS"]["house_game"], "ante": 1, "bring_in": 1, "small_bet": 2,
            "big_bet": 4}
    api.ok("PUT", f"/api/evenings/{evening}/game", json=game)
    sample = json.loads((pathlib.Path(__file__).resolve().parents[2] / "sample_hands" /
                         "house-eight-card-stud.json").read_text())
    hand = api.ok("POST", f"/api/evenings/{evening}/hands", 201,
                  json={"players": sample["players"], "actions": sample["actions"]})
    assert hand["house_game"] == presets["8CS"]["house_game"]
    assert hand["finishing_stacks"] == sample["finishing_stacks"]
