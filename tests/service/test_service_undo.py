"""Undo, two tablets, and the correction of a booked hand."""

from tests.service.helpers import Api, counts, rows

FOLD_HAND = ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"]


def test_undo_takes_back_the_last_action(api, server):
    evening = api.evening()
    hand = api.live(evening)["id"]
    api.act(hand, "d dh p1 ????Qh")
    state = api.act(hand, "d dh p2 ????6c")
    assert state["wilds"]["ranks"] == ["Q", "6"]
    state = api.ok("DELETE", f"/api/hands/{hand}/actions/last")
    assert state["log"] == ["d dh p1 ????Qh"] and state["actions"] == 1
    assert state["wilds"]["ranks"] == ["Q"]
    assert state["seq"] == 3                                  # the log keeps the action and the undo
    assert rows(server.db, "SELECT seq, text, undo FROM actions WHERE hand_id = ? ORDER BY seq", [hand]) == [
        (0, "d dh p1 ????Qh", 0), (1, "d dh p2 ????6c", 0), (2, None, 1)]
    state = api.act(hand, "d dh p2 ????7c")
    assert state["wilds"]["ranks"] == ["Q", "7"]


def test_nothing_to_undo(api):
    hand = api.live(api.evening())["id"]
    response = api.delete(f"/api/hands/{hand}/actions/last")
    assert response.status_code == 409 and response.json()["error"]["field"] == "action"


def test_two_tablets_a_stale_one_gets_409(api, server):
    hand = api.live(api.evening())["id"]
    tablet_a, tablet_b = Api(server.url), Api(server.url)
    seen = tablet_a.ok("GET", f"/api/hands/{hand}")["seq"]
    assert tablet_b.ok("GET", f"/api/hands/{hand}")["seq"] == seen
    tablet_a.act(hand, "d dh p1 ????Qh", seq=seen)
    before = counts(server.db)
    response = tablet_b.post(f"/api/hands/{hand}/actions", json={"action": "d dh p1 ????Kh", "seq": seen})
    assert response.status_code == 409
    assert response.json()["error"]["field"] == "seq"
    response = tablet_b.delete(f"/api/hands/{hand}/actions/last", params={"seq": seen})
    assert response.status_code == 409
    assert counts(server.db) == before
    state = tablet_b.ok("GET", f"/api/hands/{hand}")
    assert state["log"] == ["d dh p1 ????Qh"]
    tablet_b.ok("DELETE", f"/api/hands/{hand}/actions/last", params={"seq": state["seq"]})


def test_a_booked_hand_is_reopened_and_corrected(api, server):
    evening = api.evening()
    hand = api.live(evening)["id"]
    for action in FOLD_HAND:
        state = api.act(hand, action)
    assert state["status"] == "booked"
    assert api.leaderboard(evening)["Anna"]["chips"] == 52

    # Carla did not fold: she called.  Undo reopens the hand.
    state = api.ok("DELETE", f"/api/hands/{hand}/actions/last")
    assert state["status"] == "live" and "finishing_stacks" not in state
    board = api.leaderboard(evening)
    assert [board[n]["chips"] for n in ("Anna", "Ben", "Carla")] == [50, 50, 50]
    state = api.act(hand, "p3 cc")
    for action in ("d dh p1 2c", "d dh p3 3d", "p1 cc", "p3 cbr 5", "p1 f"):
        state = api.act(hand, action)
    assert state["status"] == "booked"
    assert state["finishing_stacks"] == [47, 49, 54]

    entries = [(e["player"], e["amount"], e["kind"])
               for e in api.ok("GET", f"/api/evenings/{evening}/ledger")["entries"] if e["hand_id"] == hand]
    assert entries == [("Anna", 2, "hand"), ("Ben", -1, "hand"), ("Carla", -1, "hand"),      # first booking
                       ("Anna", -2, "correction"), ("Ben", 1, "correction"), ("Carla", 1, "correction"),
                       ("Anna", -3, "correction"), ("Ben", -1, "correction"), ("Carla", 4, "correction")]
    board = api.leaderboard(evening)
    assert [board[n]["chips"] for n in ("Anna", "Ben", "Carla")] == [47, 49, 54]
    assert board["Carla"]["hands_won"] == 1 and board["Anna"]["hands_won"] == 0


def test_no_correction_once_the_next_hand_started(api):
    evening = api.evening()
    hand = api.live(evening)["id"]
    for action in FOLD_HAND:
        api.act(hand, action)
    api.live(evening)
    response = api.delete(f"/api/hands/{hand}/actions/last")
    assert response.status_code == 409
    assert "hand 2 has started" in response.json()["error"]["message"]


def test_no_correction_after_a_players_chips_moved(api):
    evening = api.evening()
    hand = api.live(evening)["id"]
    for action in FOLD_HAND:
        api.act(hand, action)
    api.ok("POST", f"/api/evenings/{evening}/players/Ben/rebuy", 201, json={"chips": 20})
    response = api.delete(f"/api/hands/{hand}/actions/last")
    assert response.status_code == 409 and "Ben" in response.json()["error"]["message"]
