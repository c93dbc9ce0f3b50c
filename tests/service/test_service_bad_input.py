"""Bad input: a 4xx with ``{"error": {"message", "field" or "action"}}``, nothing stored,
never a 500 and never a traceback."""

import json

import pytest

from harness.service import counts

PLAYERS = [{"name": "Anna", "chips": 50}, {"name": "Ben", "chips": 50}, {"name": "Carla", "chips": 50}]
EVENING = {"name": "Friday", "players": PLAYERS}


@pytest.fixture
def hand(api):
    """A live hand with 3rd street dealt: Anna to act, bets 1-5."""
    evening = api.evening()
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d"):
        api.act(hand, action)
    return hand


CASES = [
    # (method, path, body: dict -> JSON, str -> raw, status, what the error names)
    ("POST", "/api/evenings", '{"name": "Friday", ', 400, {"field": "body"}),
    ("POST", "/api/evenings", "", 400, {"field": "body"}),
    ("POST", "/api/evenings", '{"name": NaN}', 400, {"field": "body"}),
    ("POST", "/api/evenings", "[" * 100_000, 400, {"field": "body"}),
    ("POST", "/api/evenings", b"\xff\xfe{", 400, {"field": "body"}),
    ("POST", "/api/evenings", ["not", "an", "object"], 422, {"field": "body"}),
    ("POST", "/api/evenings", {**EVENING, "colour": "red"}, 422, {"field": "colour"}),
    ("POST", "/api/evenings", {**EVENING, "players": [{"name": "Anna", "chips": "50"}]}, 422,
     {"field": "players.0.chips"}),
    ("POST", "/api/evenings", {**EVENING, "players": [{"name": "Anna", "chips": True}]}, 422,
     {"field": "players.0.chips"}),
    ("POST", "/api/evenings", {**EVENING, "players": [{"name": "Anna", "chips": -5}]}, 422,
     {"field": "players.0.chips"}),
    ("POST", "/api/evenings", {**EVENING, "players": [{"name": "Anna", "chips": 10**40}]}, 422,
     {"field": "players.0.chips"}),
    ("POST", "/api/evenings", {**EVENING, "players": PLAYERS + [{"name": "anna", "chips": 5}]}, 422,
     {"field": "players"}),
    ("POST", "/api/evenings", {**EVENING, "players": [{"name": "p2", "chips": 5}]}, 422,
     {"field": "players.0.name"}),
    ("POST", "/api/evenings", {**EVENING, "players": [{"name": "An\ud800na", "chips": 5}]}, 422,
     {"field": "players.0.name"}),
    ("POST", "/api/evenings", {**EVENING, "\ud800": 1}, 422, {"field": "\ud800"}),
    ("POST", "/api/evenings", {**EVENING, "game": {"variant": "FTQ", "options": {"\udfff": True}}}, 422,
     {"field": "game.options.\udfff.key"}),
    ("POST", "/api/evenings", {**EVENING, "dealer": "Zoe"}, 422, {"field": "dealer"}),
    ("POST", "/api/evenings", {**EVENING, "game": {"variant": "Poker"}}, 422, {"field": "game.variant"}),
    ("POST", "/api/evenings", {**EVENING, "game": {"variant": "FTQ", "options": {"cancle": True}}}, 422,
     {"field": "options", "rule": "history.field"}),
    ("POST", "/api/evenings", {**EVENING, "game": {"variant": "F7S"}}, 422, {"field": "bring_in"}),
    ("GET", "/api/evenings/99999", None, 404, {"field": "evening_id"}),
    ("GET", "/api/evenings/99999999999999999999999999", None, 404, {"field": "evening_id"}),
    ("GET", "/api/hands/99999", None, 404, {"field": "hand_id"}),
    ("POST", "/api/hands/99999/actions", {"action": "p1 f"}, 404, {"field": "hand_id"}),
    ("POST", "/api/evenings/99999/hands/live", None, 404, {"field": "evening_id"}),
    ("POST", "/api/evenings/99999/players/Anna/rebuy", {"chips": 5}, 404, {"field": "evening_id"}),
    ("PATCH", "/api/evenings", {}, 405, {}),
    ("GET", "/api/nothing-here", None, 404, {}),
    ("POST", "/api/evenings", "x" * (5 * 1024 * 1024), 413, {}),
    # a live hand: Anna is to act, bets from 1 to 5
    ("POST", "/api/hands/{hand}/actions", {"action": "p2 cc"}, 422, {"rule": "turn.order", "action": "p2 cc"}),
    ("POST", "/api/hands/{hand}/actions", {"action": "Anna cbr 9"}, 422,
     {"rule": "bet.limits", "action": "p1 cbr 9"}),
    ("POST", "/api/hands/{hand}/actions", {"action": "d dh p1 Qh"}, 422, {"rule": "deal.betting_first"}),
    ("POST", "/api/hands/{hand}/actions", {"action": "p1 jump"}, 422, {"rule": "action.syntax"}),
    ("POST", "/api/hands/{hand}/actions", {"action": "Zoe cc"}, 422, {"rule": "action.syntax"}),
    ("POST", "/api/hands/{hand}/actions", {"action": ""}, 422, {"field": "action"}),
    ("POST", "/api/hands/{hand}/actions", {"action": "# hi"}, 422, {"field": "action"}),
    ("POST", "/api/hands/{hand}/actions", {"action": "  #p1 cc", "seq": 3}, 422, {"field": "action"}),
    ("POST", "/api/hands/{hand}/actions", {"action": ["p1 cc"]}, 422, {"field": "action"}),
    ("POST", "/api/hands/{hand}/actions", {"action": "p1 cc", "seq": "3"}, 422, {"field": "seq"}),
    ("POST", "/api/hands/{hand}/actions", {"action": "p1 cc", "seq": 2}, 409, {"field": "seq"}),
    ("POST", "/api/hands/{hand}/actions", {"action": "p1 cc", "undo": True}, 422, {"field": "undo"}),
    ("DELETE", "/api/hands/{hand}/actions/last?seq=abc", None, 422, {"field": "seq"}),
    ("DELETE", "/api/hands/{hand}/actions/last?seq=1", None, 409, {"field": "seq"}),
]


@pytest.mark.parametrize("method, path, body, status, names", CASES,
                         ids=[f"{c[3]}-{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_bad_input_is_refused_and_nothing_stored(api, server, hand, method, path, body, status, names):
    before = counts(server.db)
    if isinstance(body, (dict, list)):
        data = json.dumps(body).encode("utf-8", "surrogatepass")
    else:
        data = body.encode() if isinstance(body, str) else body
    response = api.request(method, path.format(hand=hand), data=data,
                           headers={"Content-Type": "application/json"})
    assert response.status_code == status, response.text
    assert response.headers["Content-Type"].startswith("application/json")
    error = response.json()["error"]
    assert error["message"] and "Traceback" not in response.text
    for key, value in names.items():
        assert error[key] == value, error
    assert counts(server.db) == before


def test_a_duplicate_card_is_refused(api, server):
    evening = api.evening()
    hand = api.live(evening)["id"]
    api.act(hand, "d dh p1 ????Qh")
    before = counts(server.db)
    response = api.post(f"/api/hands/{hand}/actions", json={"action": "d dh p2 ????qH"})
    assert response.status_code == 422
    error = response.json()["error"]
    assert error["rule"] == "deal.twice" and "Q♥ was already dealt" in error["message"]
    assert error["message_de"] and error["action_index"] == 1
    assert counts(server.db) == before
    assert api.ok("GET", f"/api/hands/{hand}")["log"] == ["d dh p1 ????Qh"]


def test_a_comment_alone_is_not_a_move_on_the_table_either(api, server, hand):
    from harness.service import Browser

    before = counts(server.db)
    response = Browser(server.url).post(f"/hands/{hand}/act", {"action": "# hi", "seq": "3"},
                                        headers={"X-Requested-With": "fetch"})
    assert response.status_code == 422 and "only a comment" in response.json()["problem"]
    assert counts(server.db) == before
    assert api.ok("GET", f"/api/hands/{hand}")["seq"] == 3


@pytest.mark.parametrize("shown", [0, 1, 1.0, "true", None], ids=repr)
def test_the_odds_view_takes_true_or_false_and_nothing_else(api, shown):
    evening = api.evening()
    response = api.put(f"/api/evenings/{evening}/odds-view", json={"shown": shown})
    assert response.status_code == 422 and response.json()["error"]["field"] == "shown", response.text
    assert api.ok("GET", f"/api/evenings/{evening}")["odds_view"] is False
