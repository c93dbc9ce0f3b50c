"""A hand of another game booked by its result, against the real server: the ledger, the
leaderboard, the deal passing, a carried pot left where it is, the settlement, the export and its
import, the undo and the correction, and refusals naming the field; and every game listed."""

from __future__ import annotations

import json

import pytest

from harness.service import rows
from referee.games import GAMES
from web.seasons import stats_of

HOLDEM = {"game": "Texas Hold'em", "result": {"put_in": {"Anna": 12, "Ben": 12, "Carla": 4}, "took": {"Anna": 28}}}


def booked(api, evening: int, body: dict = HOLDEM, status: int = 201) -> dict:
    return api.ok("POST", f"/api/evenings/{evening}/hands", status, json=body)


def ledger_of(server, evening: int) -> list[tuple]:
    return rows(server.db, "SELECT player, amount, kind FROM ledger WHERE evening_id = ? AND kind != 'buy_in' "
                "ORDER BY id", [evening])


def test_a_result_is_booked_in_the_ledger_and_the_leaderboard(api, server):
    evening = api.evening()
    hand = booked(api, evening)
    assert hand["source"] == "result" and hand["status"] == "booked" and hand["game"] == "Texas Hold'em"
    assert hand["ruling"]["outcome"] == "result" and hand["ruling"]["explanation"]["de"] == \
        "Texas Hold'em, nach Ergebnis gebucht: Anna nimmt den Pot von 28."
    assert dict(zip(hand["players"], hand["finishing_stacks"])) == {"Anna": 66, "Ben": 38, "Carla": 46}
    assert sorted(ledger_of(server, evening)) == [("Anna", 16, "hand"), ("Ben", -12, "hand"), ("Carla", -4, "hand")]
    board = api.leaderboard(evening)
    assert {name: p["chips"] for name, p in board.items()} == {"Anna": 66, "Ben": 38, "Carla": 46}
    listed = api.ok("GET", f"/api/evenings/{evening}/hands")["hands"]
    assert [(h["source"], h["game"], h["outcome"], h["variant"]) for h in listed] == \
        [("result", "Texas Hold'em", "result", None)]
    assert api.ok("GET", f"/api/hands/{hand['id']}/result")["result"]["took"] == {"Anna": 28}


def test_two_identical_results_are_two_hands_and_the_deal_passes(api, server):
    evening = api.evening()
    first = booked(api, evening)
    second = booked(api, evening)
    assert (first["number"], second["number"]) == (1, 2) and first["id"] != second["id"]
    assert second["dealer"] != first["dealer"]                    # the deal passes to the left
    third = api.live(evening)
    assert third["number"] == 3 and third["dealer"] not in (first["dealer"], second["dealer"])
    assert api.leaderboard(evening)["Anna"]["chips"] == 50 + 16 + 16          # a hand in play books at its end


def test_a_split_gives_the_odd_chip_to_the_first_winner_left_of_the_dealer(api, server):
    evening = api.evening()
    split = booked(api, evening, {"game": "Omaha", "result": {"put_in": {"Anna": 5, "Ben": 5, "Carla": 5},
                                                              "took": ["Carla", "Ben"]}})
    first = next(name for name in split["players"] if name in ("Ben", "Carla"))    # from the dealer's left
    assert split["ruling"]["took"] == {name: 8 if name == first else 7 for name in ("Ben", "Carla")}
    assert sum(p["chips"] for p in api.leaderboard(evening).values()) == 150


def test_a_carried_pot_stays_where_it_is(api, server):
    evening = api.evening(game={"variant": "BM"})
    hand = api.live(evening)
    names = hand["header"]["players"]
    for seat, card in enumerate(["Qs", "2c", "3d"], start=1):         # the Q♠ face up first: the deal ends
        api.act(hand["id"], f"d dh p{seat} ????{card}")
    pot = rows(server.db, "SELECT SUM(amount) FROM ledger WHERE evening_id = ? AND player IS NULL", [evening])[0][0]
    assert pot and pot > 0
    result = {"put_in": {names[0]: 3, names[1]: 3}, "took": {names[1]: 6}}
    booked(api, evening, {"game": "Five-card draw", "result": result})
    assert rows(server.db, "SELECT SUM(amount) FROM ledger WHERE evening_id = ? AND player IS NULL",
                [evening])[0][0] == pot
    assert api.live(evening)["header"]["carried_pot"] == pot       # the next refereed hand gets it


def test_undo_takes_the_result_back_and_the_next_result_books_it_again(api, server):
    evening = api.evening()
    hand = booked(api, evening)
    refused = api.delete(f"/api/hands/{hand['id']}/result", params={"seq": 0})
    assert refused.status_code == 409 and refused.json()["error"]["field"] == "seq"
    taken = api.ok("DELETE", f"/api/hands/{hand['id']}/result", params={"seq": hand["seq"]})
    assert api.get(f"/api/hands/{hand['id']}").status_code == 409      # no actions to replay
    assert taken["status"] == "live" and taken["result"] is None
    assert {name: p["chips"] for name, p in api.leaderboard(evening).items()} == {"Anna": 50, "Ben": 50, "Carla": 50}
    dealt = api.post(f"/api/evenings/{evening}/hands/live")
    assert dealt.status_code == 409                                 # the hand waits for its result
    again = booked(api, evening, {"game": "Omaha", "result": {"put_in": {"Ben": 6, "Carla": 6}, "took": ["Ben"]}})
    assert again["id"] == hand["id"] and again["status"] == "booked" and again["game"] == "Omaha"
    assert {name: p["chips"] for name, p in api.leaderboard(evening).items()} == {"Anna": 50, "Ben": 56, "Carla": 44}
    assert rows(server.db, "SELECT COUNT(*) FROM hands WHERE evening_id = ?", [evening]) == [(1,)]


def test_a_correction_replaces_the_result(api, server):
    evening = api.evening()
    hand = booked(api, evening)
    body = {"game": "Texas Hold'em", "seq": hand["seq"],
            "result": {"put_in": {"Anna": 12, "Ben": 12, "Carla": 4}, "took": {"Ben": 28}}}
    fixed = api.ok("PUT", f"/api/hands/{hand['id']}/result", json=body)
    assert fixed["status"] == "booked" and fixed["result"]["took"] == {"Ben": 28} and fixed["seq"] == 2
    assert fixed["log"] == ['{"game":"Texas Hold\'em","put_in":{"Anna":12,"Ben":12,"Carla":4},"took":{"Ben":28}}']
    assert {name: p["chips"] for name, p in api.leaderboard(evening).items()} == {"Anna": 38, "Ben": 66, "Carla": 46}
    stale = api.put(f"/api/hands/{hand['id']}/result", json=body)
    assert stale.status_code == 409 and stale.json()["error"]["field"] == "seq"
    kinds = [kind for _, _, kind in ledger_of(server, evening)]
    assert kinds.count("hand") == 3 and kinds.count("correction") >= 3   # append-only: reversed, booked again


def test_too_late_to_correct_once_chips_moved_since(api, server):
    evening = api.evening()
    hand = booked(api, evening)
    booked(api, evening)
    late = api.put(f"/api/hands/{hand['id']}/result", json={**HOLDEM, "seq": hand["seq"]})
    assert late.status_code == 409 and late.json()["error"]["field"] == "hand"


@pytest.mark.parametrize("result, field, words", [
    ({"put_in": {"Anna": 12, "Ben": 12}, "took": {"Carla": 24}}, "result.took", "Carla took a share of the pot"),
    ({"put_in": {"Anna": 51}, "took": {"Anna": 51}}, "result.put_in", "Anna puts in 51 but has 50"),
    ({"put_in": {"Zed": 5}, "took": {"Zed": 5}}, "result.put_in", "Zed is not dealt in"),
    ({"put_in": {"Anna": 5, "Ben": 5}, "took": {"Anna": 9}}, "result.took", "9 taken, 10 put in"),
])
def test_a_wrong_result_is_refused_naming_the_field_and_nothing_is_stored(api, server, result, field, words):
    evening = api.evening()
    refused = api.post(f"/api/evenings/{evening}/hands", json={"game": "Hold'em", "result": result})
    assert refused.status_code == 422, refused.text
    error = refused.json()["error"]
    assert error["field"] == field and words in error["message"] and error["message_de"]
    assert rows(server.db, "SELECT COUNT(*) FROM hands WHERE evening_id = ?", [evening]) == [(0,)]
    assert ledger_of(server, evening) == []


@pytest.mark.parametrize("body, field", [
    ({"game": "Hold'em"}, "result"),
    ({"result": {"put_in": {"Anna": 1}, "took": ["Anna"]}}, "game"),
    ({"game": "Hold'em", "result": {"put_in": {"Anna": 1}, "took": ["Anna"]}, "actions": ["p1 f"]}, "actions"),
    ({"game": "Hold'em", "result": {"put_in": {"Anna": "lots"}, "took": ["Anna"]}}, "result"),
    ({"game": "", "result": {"put_in": {"Anna": 1}, "took": ["Anna"]}}, "game"),
])
def test_a_malformed_result_is_refused_by_the_schema(api, body, field):
    evening = api.evening()
    refused = api.post(f"/api/evenings/{evening}/hands", json=body)
    assert refused.status_code == 422, refused.text
    assert refused.json()["error"]["field"].startswith(field)


def test_export_and_import_keep_the_booked_hand(api, server):
    evening = api.evening()
    booked(api, evening)
    booked(api, evening, {"game": "Omaha", "result": {"put_in": {"Ben": 6, "Carla": 6}, "took": ["Carla", "Ben"]}})
    exported = api.ok("GET", f"/api/evenings/{evening}/export")
    copy = api.ok("POST", "/api/evenings/import", 201, json=exported)["id"]
    assert api.leaderboard(copy) == api.leaderboard(evening)
    hands = api.ok("GET", f"/api/evenings/{copy}/hands")["hands"]
    assert [(h["source"], h["game"], h["outcome"]) for h in hands] == \
        [("result", "Texas Hold'em", "result"), ("result", "Omaha", "result")]
    assert api.get(f"/api/evenings/{evening}/hands.phhs").status_code == 200     # no PHH of them: left out
    settled = api.ok("POST", f"/api/evenings/{copy}/end")
    assert {p["name"]: p["net_chips"] for p in settled["players"]} == \
        {name: p["chips"] - 50 for name, p in api.leaderboard(evening).items()}


def test_every_game_of_the_table_is_listed(api):
    listed = [g for g in api.ok("GET", "/api/games")["games"] if "preset" not in g]     # the house presets after
    assert [g["variant"] for g in listed] == list(GAMES)
    for game in listed:
        assert game["defaults"] == GAMES[game["variant"]].defaults() and set(game["name"]) == {"en", "de"}


def test_the_story_the_leaderboard_and_the_season_count_it_as_a_hand_played_and_won_never_a_showdown(api):
    evening = api.evening(season="Dealer's choice")
    booked(api, evening)
    story = {p["name"]: p for p in api.ok("GET", f"/api/evenings/{evening}/story")["players"]}
    assert {name: (p["hands_played"], p["showdowns_won"]) for name, p in story.items()} == \
        {"Anna": (1, 0), "Ben": (1, 0), "Carla": (1, 0)}
    assert api.ok("GET", f"/api/evenings/{evening}/story")["biggest_pot"]["amount"] == 28
    board = api.leaderboard(evening)
    assert (board["Anna"]["hands_won"], board["Ben"]["hands_won"], board["Anna"]["biggest_pot"]) == (1, 0, 28)
    season = api.ok("GET", f"/api/evenings/{evening}")["season"]["id"]
    api.ok("POST", f"/api/evenings/{evening}/end")
    standings = {p["name"]: p for p in api.ok("GET", f"/api/seasons/{season}/standings")["players"]}
    anna = standings["Anna"]
    assert (anna["hands_played"], anna["showdowns"], anna["showdowns_won"], anna["vpip"]) == (1, 0, 0, 1.0)
    assert anna["biggest_pot"] == 28 and standings["Carla"]["vpip"] == 1.0


def test_no_result_while_a_refereed_hand_is_in_play(api, server):
    evening = api.evening()
    api.live(evening)
    refused = api.post(f"/api/evenings/{evening}/hands", json=HOLDEM)
    assert refused.status_code == 409 and refused.json()["error"]["field"] == "hand"
    assert "Hand 1 is still being played" in refused.json()["error"]["message"]
    assert rows(server.db, "SELECT COUNT(*) FROM hands WHERE evening_id = ?", [evening]) == [(1,)]


def test_the_standings_work_out_a_result_again_where_its_numbers_are_not_kept(api, server):
    evening = api.evening()
    hand = booked(api, evening)
    (header, text), = rows(server.db, "SELECT h.header, a.text FROM hands h JOIN actions a ON a.hand_id = h.id "
                                      "WHERE h.id = ?", [hand["id"]])
    stats = stats_of({"source": "result", "header": json.loads(header)}, [text])
    assert stats["Anna"] == {"vpip": True, "showdown": False, "won_showdown": False, "wild": 0, "won": 28}
    assert stats["Carla"]["vpip"] and not stats["Carla"]["won"]
