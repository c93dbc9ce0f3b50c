"""Correcting an earlier entry over the API: PUT (replace), POST (insert before) and DELETE on
``/api/hands/{id}/actions/{n}``; the answers, the broken state, and what is kept."""

from harness.service import counts, rows

DEALT = ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 cc", "p3 cc", "d dh p1 2c"]


def played(api, actions=DEALT) -> tuple[int, dict]:
    hand = api.live(api.evening())["id"]
    for action in actions:
        view = api.act(hand, action)
    return hand, view


def test_put_replaces_an_entry_and_the_hand_goes_on(api, server):
    hand, view = played(api)
    view = api.ok("PUT", f"/api/hands/{hand}/actions/1", json={"action": "d dh Ben ????7c", "seq": view["seq"]})
    assert view["broken"] is None and view["wilds"]["ranks"] == ["Q", "7"]
    assert view["log"][1] == "d dh p2 ????7c" and view["seq"] == len(DEALT) + 1
    assert [e["text"]["en"] for e in view["entries"]][1] == "7♣ to Ben"
    assert rows(server.db, "SELECT kind, target, text FROM actions WHERE hand_id = ? ORDER BY seq DESC LIMIT 1",
                [hand]) == [("replace", 1, "d dh p2 ????7c")]


def test_a_correction_that_breaks_a_later_entry_answers_200_and_names_it(api, server):
    hand, view = played(api)
    view = api.ok("DELETE", f"/api/hands/{hand}/actions/3", params={"seq": view["seq"]})
    broken = view["broken"]
    assert (broken["index"], broken["action"], broken["rule"], broken["waiting"]) == (3, "p2 cc", "turn.order", 2)
    assert broken["message"]["en"] == "It is Anna’s turn, not Ben’s."
    assert broken["was"] == {"en": "Ben calls 2", "de": "Ben geht mit 2"}
    before = counts(server.db)
    response = api.post(f"/api/hands/{hand}/actions", json={"action": "d dh p2 3c", "seq": view["seq"]})
    assert response.status_code == 409
    error = response.json()["error"]
    assert error["message"].startswith("Entry 4 (Ben calls 2) no longer fits") and error["broken"] == broken
    assert counts(server.db) == before
    view = api.ok("POST", f"/api/hands/{hand}/actions/3", json={"action": "p1 cc", "seq": view["seq"]})
    assert view["broken"] is None and view["next"]["text"]["en"] == "4th street: up card for Ben"


def test_refusals(api, server):
    hand, view = played(api)
    before = counts(server.db)
    seq = view["seq"]
    response = api.put(f"/api/hands/{hand}/actions/1", json={"action": "d dh p2 ????Qh", "seq": seq})
    assert response.status_code == 422
    assert (response.json()["error"]["rule"], response.json()["error"]["action_index"]) == ("deal.twice", 1)
    response = api.put(f"/api/hands/{hand}/actions/1", json={"action": "d dh p2 ????7c"})
    assert response.status_code == 422 and response.json()["error"]["field"] == "seq"
    response = api.delete(f"/api/hands/{hand}/actions/1")
    assert response.status_code == 422 and response.json()["error"]["field"] == "seq"
    response = api.put(f"/api/hands/{hand}/actions/1", json={"action": "d dh p2 ????7c", "seq": seq - 1})
    assert response.status_code == 409 and response.json()["error"]["field"] == "seq"
    response = api.delete(f"/api/hands/{hand}/actions/99", params={"seq": seq})
    assert response.status_code == 404 and response.json()["error"]["field"] == "index"
    assert counts(server.db) == before


def test_a_booked_hand_is_corrected_and_booked_again(api):
    evening = api.evening()
    hand = api.live(evening)["id"]
    for action in ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"]:
        view = api.act(hand, action)
    assert view["status"] == "booked"
    view = api.ok("PUT", f"/api/hands/{hand}/actions/3", json={"action": "p1 cbr 4", "seq": view["seq"]})
    assert view["status"] == "booked"
    ledger = api.ok("GET", f"/api/evenings/{evening}/ledger")["entries"]
    assert [e["kind"] for e in ledger if e["hand_id"] == hand] == ["hand"] * 3 + ["correction"] * 6
    assert api.leaderboard(evening)["Anna"]["chips"] == 52


def test_an_evening_whose_hand_in_play_is_broken_exports_and_imports(api):
    hand, view = played(api)
    view = api.ok("DELETE", f"/api/hands/{hand}/actions/3", params={"seq": view["seq"]})
    assert view["broken"] is not None
    evening = view["evening_id"]
    exported = api.ok("GET", f"/api/evenings/{evening}/export")
    assert [row.get("kind") for row in exported["hands"][-1]["log"]][-1] == "delete"
    imported = api.ok("POST", "/api/evenings/import", 201, json=exported)
    live = imported["live_hand"]["id"]
    again = api.ok("GET", f"/api/hands/{live}")
    assert again["broken"] == view["broken"] and again["log"] == view["log"]
