"""Two tablets at once: the stale one gets 409 and changes nothing (undo and the correction of a
booked hand are tested on the commands: tests/evening/test_undo.py)."""

import threading

from harness.service import Api, counts

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


def test_an_undo_names_the_seq_it_takes_back_from(api, server):
    """Two undos sent at once (a double tap, two tablets) take back one action, not two."""
    hand = api.live(api.evening())["id"]
    for action in FOLD_HAND[:3]:
        state = api.act(hand, action)
    before = counts(server.db)
    response = api.delete(f"/api/hands/{hand}/actions/last")                       # which action? refused
    assert response.status_code == 422 and response.json()["error"]["field"] == "seq"
    assert counts(server.db) == before
    barrier = threading.Barrier(2)
    answers: list[int] = []

    def tap() -> None:
        mine = Api(server.url)
        barrier.wait()
        answers.append(mine.delete(f"/api/hands/{hand}/actions/last", params={"seq": state["seq"]}).status_code)

    taps = [threading.Thread(target=tap) for _ in range(2)]
    for t in taps:
        t.start()
    for t in taps:
        t.join()
    assert sorted(answers) == [200, 409]
    assert api.ok("GET", f"/api/hands/{hand}")["log"] == FOLD_HAND[:2]


def test_the_tables_undo_without_seq_takes_nothing_back(api, server):
    from harness.service import Browser

    hand = api.live(api.evening())["id"]
    api.act(hand, FOLD_HAND[0])
    before = counts(server.db)
    response = Browser(server.url).post(f"/hands/{hand}/undo", {}, headers={"X-Requested-With": "fetch"})
    assert response.status_code == 422 and "needs the hand's seq" in response.json()["problem"]
    assert counts(server.db) == before
