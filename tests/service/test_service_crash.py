"""Data is never lost: SIGKILL the server mid-evening and mid-hand, start it again on the
same file, and everything acknowledged is there."""

from __future__ import annotations

import pathlib
import signal
import threading
import time
from collections import Counter

import requests

from harness.service import Api, counts, rows
from tests.service.test_service_uploads import PLAYERS, SHOWDOWN


def snapshot(api: Api, evening: int) -> dict:
    view = api.ok("GET", f"/api/evenings/{evening}")
    hands = api.ok("GET", f"/api/evenings/{evening}/hands")["hands"]
    return {"evening": view, "leaderboard": api.ok("GET", f"/api/evenings/{evening}/leaderboard"),
            "ledger": api.ok("GET", f"/api/evenings/{evening}/ledger"), "hands": hands,
            "states": [api.ok("GET", f"/api/hands/{h['id']}") for h in hands]}


def test_sigkill_mid_hand_loses_nothing(start_server, tmp_path):
    db = tmp_path / "crash.sqlite3"
    server = start_server(db)
    api = Api(server.url)
    evening = api.evening()
    api.ok("POST", f"/api/evenings/{evening}/hands", 201, json={"players": PLAYERS, "actions": SHOWDOWN})
    hand = api.live(evening)["id"]                              # Anna deals: Ben, Carla, Anna
    for action in ("d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"):
        api.act(hand, action)
    api.ok("POST", f"/api/evenings/{evening}/players", 201, json={"name": "Dora", "chips": 30})
    api.ok("POST", f"/api/evenings/{evening}/players/Carla/rebuy", 201, json={"chips": 10})
    live = api.live(evening)["id"]
    for action in ("d dh p1 ????Kh", "d dh p2 ????Qc", "d dh p3 ????7d", "d dh p4 ????2s"):
        state = api.act(live, action)
    before = snapshot(api, evening)
    assert before["evening"]["live_hand"]["id"] == live and state["next"]["kind"] == "act"

    server.kill()
    server = start_server(db)
    api = Api(server.url)
    after = snapshot(api, evening)
    assert after == before
    assert after["states"][-1]["log"] == state["log"]
    # and the evening goes on from the live hand's last accepted action
    state = api.act(live, f"p{state['next']['seat'] + 1} cc")
    assert state["seq"] == 5


def test_sigkill_during_a_burst_of_actions(start_server, tmp_path):
    """Kill while two tablets are sending: each acknowledged action is in the log after the
    restart, the log replays, and chips still add up."""
    db = tmp_path / "burst.sqlite3"
    server = start_server(db)
    api = Api(server.url)
    evening = api.evening()
    hand = api.live(evening)["id"]
    acknowledged: list[str] = []
    lock = threading.Lock()
    stop = threading.Event()

    def tablet():
        mine = Api(server.url)
        while not stop.is_set():
            try:
                state = mine.ok("GET", f"/api/hands/{hand}")
                if state["status"] != "live":
                    return
                nxt = state["next"]
                action = (f"d dh p{nxt['seat'] + 1} {'????' if nxt['street'] == 3 else ''}" if nxt["kind"] == "deal"
                          else f"p{nxt['seat'] + 1} cc")
                if nxt["kind"] == "deal":
                    used = set(state["seen"])
                    action += next(r + s for r in "23456789TJKA" for s in "cdhs" if r + s not in used)
                response = mine.post(f"/api/hands/{hand}/actions", json={"action": action, "seq": state["seq"]})
                if response.status_code == 200:
                    with lock:
                        acknowledged.append(response.json()["log"][-1])
            except (requests.ConnectionError, requests.Timeout, requests.exceptions.ChunkedEncodingError, ValueError):
                return

    threads = [threading.Thread(target=tablet) for _ in range(2)]
    for t in threads:
        t.start()
    deadline = time.monotonic() + 30
    while len(acknowledged) < 8 and time.monotonic() < deadline:
        time.sleep(0.005)
    server.kill()
    stop.set()
    for t in threads:
        t.join(10)

    server = start_server(db)
    api = Api(server.url)
    state = api.ok("GET", f"/api/hands/{hand}")
    assert len(acknowledged) >= 8
    assert not Counter(acknowledged) - Counter(state["log"])          # every acknowledged action is there
    assert len(state["log"]) <= len(acknowledged) + 2         # at most the unanswered in-flight ones
    assert sum(p["stack"] for p in state["players"]) + state["pot_total"] == 150
    assert rows(db, "PRAGMA integrity_check") == [("ok",)]
    assert counts(db)["actions"] == len(state["log"])


def test_a_stop_request_ends_the_service_and_its_workers_quietly(start_server):
    """SIGTERM (``kill``, a service manager's stop) ends the service as Ctrl-C does: exit status
    0, its worker processes gone with it, and no warning of leaked semaphores on the way out."""
    server = start_server(None)
    api = Api(server.url)
    evening = api.evening()
    api.ok("POST", f"/api/evenings/{evening}/hands", 201, json={"players": PLAYERS, "actions": SHOWDOWN})
    deadline = time.monotonic() + 20         # the workers start as the port opens, in the background
    while len(workers := descendants(server.process.pid)) < 4 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(workers) >= 4                 # the two workers, the fork server they come from, the resource tracker
    server.process.send_signal(signal.SIGTERM)
    assert server.process.wait(20) == 0
    deadline = time.monotonic() + 10
    while any(pathlib.Path(f"/proc/{pid}").exists() for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not [pid for pid in workers if pathlib.Path(f"/proc/{pid}").exists()]
    assert "leaked" not in server.output() and "Traceback" not in server.output(), server.output()


def descendants(pid: int) -> list[int]:
    """The processes `pid` started, and the ones they started, and so on."""
    children = [int(child) for child in pathlib.Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    return [grandchild for child in children for grandchild in [child, *descendants(child)]]
