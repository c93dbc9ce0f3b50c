"""One tap = one command = one replay at most: a tap of the table (or the API's action) loads the
hand once (a copy of it as the last tap left it, where that is kept), the command applies to
that state, and the table is drawn from it.  Counted on the real
app (Flask's test client) over a real SQLite file: the referee's states made per request."""

from __future__ import annotations

import pytest

import app as app_module
from referee import replay as replay_module
from web import loaded, store

FETCH = {"X-Requested-With": "fetch"}


@pytest.fixture
def client(tmp_path):
    app = app_module.create_app({"DATABASE": str(tmp_path / "evenings.sqlite3"), "SECRET_KEY": "test",
                                 "WTF_CSRF_ENABLED": False})
    with app.test_client() as client:
        yield client


@pytest.fixture
def replays(monkeypatch):
    """How many times the referee builds a hand's state from its header (each a replay)."""
    made = []
    init = replay_module.State.__init__

    def counted(self, hand):
        made.append(hand)
        init(self, hand)

    monkeypatch.setattr(replay_module.State, "__init__", counted)
    return made


def _hand(client, actions: list[str]) -> int:
    evening = client.post("/api/evenings", json={
        "name": "Friday", "players": [{"name": n, "chips": 50} for n in ("Anna", "Ben", "Carla", "Dan", "Emil")],
        "game": {"variant": "FTQ", "ante": 1, "bet_limits": [1, 5]}}).get_json()["id"]
    hand = client.post(f"/api/evenings/{evening}/hands/live", json={}).get_json()["id"]
    for action in actions:
        assert client.post(f"/api/hands/{hand}/actions", json={"action": action}).status_code == 200
    return hand


THIRD_STREET = ["d dh p1 ????5h", "d dh p2 ????6c", "d dh p3 ????9d", "d dh p4 ????Th", "d dh p5 ????Js"]


@pytest.mark.parametrize("kept", [True, False], ids=["kept", "not kept"])
@pytest.mark.parametrize("form", [{"card": "Kd"}, {"action": "p5 cbr 3"}, {"intent": "all_check"}],
                         ids=["card", "button", "round"])
def test_a_tap_of_the_table_replays_the_hand_at_most_once(client, replays, form, kept):
    """Once, where the hand as the last tap left it is not kept (the service started again);
    else never: the command takes a copy of the kept hand."""
    betting = ["p5 cc", "p1 cc", "p2 cc", "p3 cc", "p4 cc"] if "card" in form else []   # on to 4th street
    hand = _hand(client, THIRD_STREET + betting)
    seq = client.get(f"/api/hands/{hand}").get_json()["seq"]
    if not kept:
        loaded._kept.clear()
    replays.clear()
    answer = client.post(f"/hands/{hand}/act", data={**form, "seq": str(seq)}, headers=FETCH)
    assert answer.status_code == 200 and answer.get_json()["problem"] is None, answer.get_json()
    assert len(replays) == (0 if kept else 1)
    assert client.get(f"/api/hands/{hand}").get_json()["seq"] > seq           # and the tap was entered


def test_the_apis_action_and_intent_replay_at_most_once(client, replays):
    hand = _hand(client, THIRD_STREET)
    loaded._kept.clear()
    replays.clear()
    view = client.post(f"/api/hands/{hand}/actions", json={"action": "p5 cbr 3"}).get_json()
    assert len(replays) == 1 and view["log"][-1] == "p5 cbr 3"
    replays.clear()
    view = client.post(f"/api/hands/{hand}/actions", json={"intent": "all_call"}).get_json()
    assert len(replays) == 0                                   # the hand as the action left it: kept
    assert view["log"][-4:] == ["p1 cc", "p2 cc", "p3 cc", "p4 cc"] and view["street"] == 4


def test_the_api_does_what_the_tablet_does(client):
    hand = _hand(client, THIRD_STREET)
    view = client.get(f"/api/hands/{hand}").get_json()
    assert view["one_tap"]["round"]["kind"] == "check"                   # Emil (J♠) opens, everyone may check
    assert view["one_tap"]["round"]["names"] == ["Emil", "Anna", "Ben", "Carla", "Dan"]
    view = client.post(f"/api/hands/{hand}/actions", json={"action": "p5 cbr 3"}).get_json()
    assert view["one_tap"]["round"] == {"kind": "call", "amount": 3, "actions": ["p1 cc", "p2 cc", "p3 cc", "p4 cc"],
                                        "seats": [0, 1, 2, 3], "names": ["Anna", "Ben", "Carla", "Dan"]}
    answer = client.post(f"/api/hands/{hand}/actions", json={"intent": "all_check", "seq": view["seq"]})
    assert answer.status_code == 409 and answer.get_json()["error"]["field"] == "intent"   # not so: nothing
    assert client.get(f"/api/hands/{hand}").get_json()["seq"] == view["seq"]
    answer = client.post(f"/api/hands/{hand}/actions", json={"action": "p1 cc", "intent": "all_call"})
    assert answer.status_code == 422 and "either an action or an intent" in answer.get_data(as_text=True)
    client.post(f"/api/hands/{hand}/actions", json={"intent": "all_call"})
    for street in (4, 5, 6):
        for seat, card in zip(range(1, 6), ("2c 3c 4c 7c 8c", "2d 3d 4d 7d 8d", "2h 3h 4h 7h 8h")[street - 4].split()):
            client.post(f"/api/hands/{hand}/actions", json={"action": f"d dh p{seat} {card}"})
        client.post(f"/api/hands/{hand}/actions", json={"intent": "all_check"})
    view = client.get(f"/api/hands/{hand}").get_json()
    assert view["one_tap"]["deal_down"] == [f"d dh p{seat} ??" for seat in range(1, 6)]
    view = client.post(f"/api/hands/{hand}/actions", json={"intent": "deal_down"}).get_json()
    assert view["log"][-5:] == [f"d dh p{seat} ??" for seat in range(1, 6)] and view["next"]["kind"] == "act"


def test_the_apis_correction_swaps_a_card_as_the_tablet_does(client):
    hand = _hand(client, THIRD_STREET)
    seq = client.get(f"/api/hands/{hand}").get_json()["seq"]
    # Anna got the 6c, not the 5h: without swap the 6c is Ben's already (the rest no longer fits) ...
    plain = client.put(f"/api/hands/{hand}/actions/0", json={"action": "d dh p1 ????6c", "seq": seq}).get_json()
    assert plain["broken"]["index"] == 1
    client.delete(f"/api/hands/{hand}/actions/0", query_string={"seq": plain["seq"]})
    hand = _hand(client, THIRD_STREET)
    seq = client.get(f"/api/hands/{hand}").get_json()["seq"]
    view = client.put(f"/api/hands/{hand}/actions/0", json={"action": "d dh p1 ????6c", "seq": seq,
                                                            "swap": True}).get_json()
    assert view["broken"] is None and view["log"][:2] == ["d dh p1 ????6c", "d dh p2 ????5h"]
    rows = store.connect(client.application.config["DATABASE"]).query("SELECT kind, target FROM actions "
                                                                       "WHERE hand_id = ? AND kind = 'replace'",
                                                                       [hand])
    assert [(r["kind"], r["target"]) for r in rows] == [("replace", 0), ("replace", 1)]


def test_the_screens_that_hear_of_a_tap_draw_it_without_a_replay(client, replays):
    """The second tablet and the API's GET draw the hand as the tap left it; the phones, which see
    no hole card, the hand as a guest sees it, worked out once for all of them."""
    hand = _hand(client, THIRD_STREET)
    evening = client.get(f"/api/hands/{hand}").get_json()["evening_id"]
    token = store.watch_token(store.connect(client.application.config["DATABASE"]), evening)
    seq = client.get(f"/api/hands/{hand}").get_json()["seq"]
    answer = client.post(f"/hands/{hand}/act", data={"action": "p5 cbr 3", "seq": str(seq)}, headers=FETCH)
    assert answer.status_code == 200
    replays.clear()
    table = client.get(f"/evenings/{evening}/live").get_json()
    view = client.get(f"/api/hands/{hand}").get_json()
    assert "Anna" in table["html"] and view["log"][-1] == "p5 cbr 3"
    assert replays == []
    phone = client.get(f"/watch/{token}/live").get_json()
    assert "Anna to act: call 3" in phone["html"]
    worked_out = len(replays)                                  # the hand without its hole cards, once
    assert 0 < worked_out <= 2
    phone = client.get(f"/watch/{token}/live", headers={"Accept-Language": "de"}).get_json()
    assert "Anna ist dran" in phone["html"] and len(replays) == worked_out
    client.post(f"/api/hands/{hand}/actions", json={"action": "p1 cc"})       # the API's tap is kept too
    replays.clear()
    assert client.get(f"/api/hands/{hand}").get_json()["log"][-1] == "p1 cc" and replays == []
