"""Roll Your Own through the real service: the game in the list, a live hand whose cards are dealt
face down and turned up by choice (a PHH action ``Ben tu Kd`` or the intent ``turn_up`` with the
card), refusals that name the rule and the action, the hand booked as the sample hand rules it."""

import json
import pathlib

from harness.service import rows

SAMPLE = pathlib.Path(__file__).resolve().parents[2] / "sample_hands" / "roll-your-own-showdown.json"
RYO = {"variant": "RYO", "ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4}
PLAYERS = (("Anna", 100), ("Ben", 100), ("Carla", 100))


def test_the_game_is_listed_with_its_options(api):
    games = {g["variant"]: g for g in api.ok("GET", "/api/games")["games"]}
    ryo = games["RYO"]
    assert ryo["name"] == {"en": "Roll Your Own", "de": "Roll Your Own"} and ryo["betting"] == "fixed"
    assert {o["name"]: o["default"] for o in ryo["options"]}["spread_limit"] is False


def test_a_live_hand_turns_up_by_action_and_by_intent_and_is_booked(api, server):
    evening = api.evening(PLAYERS)
    api.ok("PUT", f"/api/evenings/{evening}/game", json=RYO)
    state = api.live(evening)
    hand = state["id"]
    assert state["next"] == {**state["next"], "kind": "deal", "faces": "ddd"}
    for action in ("d dh p1 ??????", "d dh p2 5h9c9d", "d dh p3 ??????"):
        state = api.act(hand, action)
    assert state["next"]["kind"] == "turn_up" and state["next"]["seats"] == [0, 1, 2]
    assert state["next"]["text"]["en"] == "3rd street: Anna turns up a face-down card"
    assert state["next"]["text"]["de"] == "3. Straße: Anna deckt eine verdeckte Karte auf"

    # Ben's cards were entered: a card he does not hold is refused by name, nothing stored
    refused = api.post(f"/api/hands/{hand}/actions", json={"action": "Ben tu 3d", "seq": state["seq"]})
    assert refused.status_code == 422
    error = refused.json()["error"]
    assert (error["rule"], error["action_index"]) == ("turn_up.not_held", 3)
    assert "Ben has no 3♦ face down (face down: 5♥ 9♣ 9♦)" in error["message"]
    assert rows(server.db, "SELECT COUNT(*) FROM actions WHERE hand_id = ?", [hand])[0][0] == state["seq"]

    sample = json.loads(SAMPLE.read_text())["actions"]
    state = api.act(hand, "Carla tu 6d")                  # any order: all turn up at once
    # the intent: the next player still to turn up (Anna) turns up the card sent
    state = api.ok("POST", f"/api/hands/{hand}/actions", json={"intent": "turn_up", "cards": "2c",
                                                                "seq": state["seq"]})
    assert state["log"][-1] == "p1 tu 2c"
    assert [c["card"] for c in state["players"][0]["cards"]] == [None, None, "2c"]
    state = api.act(hand, "p2 tu 9c")
    assert state["next"]["kind"] == "act" and state["next"]["seat"] == 0        # Anna's 2♣ brings in
    assert state["next"]["legal"]["bring_in"] == 1
    bad = api.post(f"/api/hands/{hand}/actions", json={"intent": "all_check", "cards": "2c"})
    assert bad.status_code == 422 and "cards" in bad.text
    stale = api.post(f"/api/hands/{hand}/actions", json={"intent": "turn_up", "cards": "Kh"})
    assert stale.status_code == 409                        # nobody turns up now
    for action in sample[len(state["log"]):]:
        state = api.act(hand, action)
    assert state["status"] == "booked" and state["finishing_stacks"] == [73, 130, 97]
    assert "Ben wins the pot of 57" in state["ruling"]["explanation"]["en"]
    kinds = [e["kind"] for e in state["entries"]]
    assert kinds.count("turn_up") == 10             # 3 + 3, then 2 + 2: Carla folded on 4th
    assert api.leaderboard(evening)["Ben"]["chips"] == 130


def test_an_uploaded_roll_your_own_hand_is_ruled_and_booked(api):
    evening = api.evening(PLAYERS)
    history = json.loads(SAMPLE.read_text())
    history.pop("_expect")
    ruled = api.ok("POST", f"/api/evenings/{evening}/hands", 201, json=history)
    assert ruled["variant"] == "RYO" and ruled["finishing_stacks"] == [73, 130, 97]
    assert "p3 tu 6d" in ruled["actions"]


def test_a_guest_sees_the_turned_cards_and_after_the_hand_the_shown_ones(start_server):
    """Ben's cards were entered and he turned up his 9♣, not his newest card: in the public history
    (every face-down card ??) the turned card lies in another slot, and the shows still fit."""
    from harness.service import Api

    pin = "583920"
    server = start_server(None, "--pin", pin)
    host, guest = Api(server.url, pin=pin), Api(server.url)
    evening = host.evening(PLAYERS)
    host.ok("PUT", f"/api/evenings/{evening}/game", json=RYO)
    hand = host.live(evening)["id"]
    actions = json.loads(SAMPLE.read_text())["actions"]
    for action in actions[:6]:
        host.act(hand, action)
    seen = guest.ok("GET", f"/api/hands/{hand}")
    assert [c["card"] for c in seen["players"][1]["cards"]] == [None, None, "9c"]   # 5♥ 9♦ stay hidden
    assert "5h" not in json.dumps(seen) and seen["log"][1] == "d dh p2 ??????"
    for action in actions[6:]:
        view = host.act(hand, action)
    assert view["status"] == "booked"
    public = guest.ok("GET", f"/api/hands/{hand}")
    assert public["finishing_stacks"] == [73, 130, 97] and public["broken"] is None
    assert public["log"][-2:] == ["p1 sm KsKhQc", "p2 sm 5dAc9h"]
