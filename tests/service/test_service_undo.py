"""Two tablets at once: the stale one gets 409 and changes nothing (undo and the correction of a
booked hand are tested on the commands: tests/evening/test_undo.py)."""

from tests.service.helpers import Api, counts

FOLD_HAND = ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"]


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
