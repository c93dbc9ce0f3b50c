"""Faults: the server killed at random points of a scripted evening, two tablets at once, and a
backup taken while hands are being entered."""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
import threading
from collections import Counter

import pytest
import requests

from harness.handgen import Chooser, local_hand
from harness.service import ROOT, Api, rows

PLAYERS = (("Anna", 200), ("Ben", 200), ("Carla", 200), ("Dan", 200))


def conserved(api: Api, evening: int) -> bool:
    chips = api.ok("GET", f"/api/evenings/{evening}")["chips"]
    return chips["stacks"] + chips["pots"] == chips["bought"] - chips["cashed_out"]


class Script:
    """A scripted evening: live hands entered action by action, every third hand uploaded
    whole.  It remembers every request the server acknowledged."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self.acked_actions: dict[int, list[str]] = {}       # hand id -> actions acknowledged, in order
        self.acked_uploads: list[list[str]] = []            # the actions of each acknowledged upload
        self.hands_done = 0

    def step(self, api: Api, evening: int) -> None:
        """One request (the next in the script); a dead server raises ConnectionError."""
        view = api.ok("GET", f"/api/evenings/{evening}")
        if view["live_hand"] is None:
            if self.hands_done % 3 == 2:
                self._upload(api, evening, view)
            else:
                api.ok("POST", f"/api/evenings/{evening}/hands/live", 201)
            return
        hand = view["live_hand"]["id"]
        state = api.ok("GET", f"/api/hands/{hand}")
        action = Chooser(self.rng).action(state, state["log"])
        response = api.post(f"/api/hands/{hand}/actions", json={"action": action, "seq": state["seq"]})
        assert response.status_code == 200, response.text
        answer = response.json()
        self.acked_actions.setdefault(hand, []).append(answer["log"][-1])
        if answer["status"] == "booked":
            self.hands_done += 1

    def _upload(self, api: Api, evening: int, view: dict) -> None:
        header = {"variant": "FTQ", "players": view["next_players"],
                  "starting_stacks": [next(p["chips"] for p in view["players"] if p["name"] == n)
                                      for n in view["next_players"]],
                  "antes": [1] * len(view["next_players"]), "bet_limits": [1, 5], "max_raises": 3}
        if view["open_pot"]:
            header["carried_pot"] = view["open_pot"]
        actions = local_hand(header, self.rng)
        response = api.post(f"/api/evenings/{evening}/hands", json={"players": header["players"], "actions": actions})
        assert response.status_code in (200, 201), response.text
        self.acked_uploads.append(actions)
        self.hands_done += 1


@pytest.mark.slow
def test_random_kills_during_a_scripted_evening(start_server, tmp_path):
    db = tmp_path / "kills.sqlite3"
    rng = random.Random(2026)
    server = start_server(db)
    api = Api(server.url)
    evening = api.evening(PLAYERS, game={"variant": "FTQ", "ante": 1, "bet_limits": [1, 5]})
    script = Script(seed=7)
    for cycle in range(3):
        # killed after some requests (a count, not seconds: a busy machine gets as far), a moment
        # later, whatever request is on its way then
        steps, killer = rng.randint(25, 70), threading.Timer(rng.uniform(0, 0.03), server.kill)
        try:
            while True:
                script.step(api, evening)
                steps -= 1
                if steps == 0:
                    killer.start()
        except requests.RequestException:        # the server died under the request
            pass
        killer.join()
        server = start_server(db)                      # the same file, a new process
        api = Api(server.url)
        # nothing acknowledged is lost (an action whose answer the kill cut off may be in too) ...
        for hand, acked in script.acked_actions.items():
            log = iter(api.ok("GET", f"/api/hands/{hand}")["log"])
            assert all(action in log for action in acked), (cycle, hand)      # in order: a subsequence
        # ... nothing is booked twice, and the chips add up
        booked = Counter(hand for hand, kind in rows(db, "SELECT hand_id, kind FROM ledger WHERE kind = 'hand'"))
        players_in = dict(rows(db, "SELECT id, header FROM hands"))
        for hand, entries in booked.items():
            assert entries <= len(json.loads(players_in[hand])["players"]), (cycle, hand, entries)
        uploads = rows(db, "SELECT COUNT(*), COUNT(DISTINCT digest) FROM hands WHERE source = 'upload'")[0]
        assert uploads[0] == uploads[1] >= len(script.acked_uploads) - 1
        assert conserved(api, evening)
    assert script.hands_done >= 2 and sum(map(len, script.acked_actions.values())) > 20


def test_two_tablets_at_once_one_wins_the_other_gets_409(api):
    evening = api.evening()
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d"):
        api.act(hand, action)
    for _ in range(6):
        state = api.ok("GET", f"/api/hands/{hand}")
        if state["next"]["kind"] != "act":
            break
        seat = f"p{state['next']['seat'] + 1}"
        tablets = [f"{seat} cc", f"{seat} cbr {state['next']['legal']['bet'][0]}" if state["next"]["legal"]["bet"]
                   else f"{seat} cbr {state['next']['legal']['raise'][0]}" if state["next"]["legal"]["raise"]
                   else f"{seat} f"]
        barrier = threading.Barrier(2)
        answers: list[int] = []

        def send(action: str, barrier=barrier, answers=answers, seq=state["seq"]) -> None:
            mine = Api(api.base)
            barrier.wait()
            answers.append(mine.post(f"/api/hands/{hand}/actions", json={"action": action, "seq": seq}).status_code)

        threads = [threading.Thread(target=send, args=(a,)) for a in tablets]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert sorted(answers) == [200, 409]
        after = api.ok("GET", f"/api/hands/{hand}")
        assert len(after["log"]) == len(state["log"]) + 1 and after["log"][-1] in tablets


def test_a_backup_while_hands_are_entered_restores_whole(start_server, tmp_path):
    db = tmp_path / "live.sqlite3"
    server = start_server(db)
    api = Api(server.url)
    evening = api.evening(PLAYERS, game={"variant": "FTQ", "ante": 1, "bet_limits": [1, 5]})
    script = Script(seed=3)
    for _ in range(40):
        script.step(api, evening)
    stop = threading.Event()

    def keep_playing():
        mine = Api(server.url)
        while not stop.is_set():
            script.step(mine, evening)

    writer = threading.Thread(target=keep_playing)
    writer.start()
    copy = tmp_path / "copy.sqlite3"
    env = {**os.environ, "FLASK_DATABASE": str(db)}
    try:
        done = subprocess.run([sys.executable, "-m", "flask", "--app", "app", "backup", str(copy)], cwd=ROOT,
                              env=env, capture_output=True, text=True, timeout=60)
    finally:
        stop.set()
        writer.join()
    assert done.returncode == 0, done.stderr
    assert "Backed up" in done.stdout
    said = re.search(r"pages: 1 evening, (\d+) hands?, (\d+) ledger entr", done.stdout)      # what the copy holds
    assert said, done.stdout
    assert int(said[1]) == rows(copy, "SELECT COUNT(*) FROM hands")[0][0] > 0
    # restore the copy as another database and serve it: a consistent evening, a prefix of the live one
    restored = tmp_path / "restored.sqlite3"
    done = subprocess.run([sys.executable, "-m", "flask", "--app", "app", "restore", str(copy)], cwd=ROOT,
                          env={**os.environ, "FLASK_DATABASE": str(restored)}, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert f"1 evening, {said[1]} hands" in done.stdout
    other = Api(start_server(restored).url)
    assert conserved(other, evening)
    copied = [tuple(r) for r in rows(restored, "SELECT id, player, amount, kind FROM ledger ORDER BY id")]
    source = [tuple(r) for r in rows(db, "SELECT id, player, amount, kind FROM ledger ORDER BY id")]
    assert copied and source[:len(copied)] == copied
    for hand in other.ok("GET", f"/api/evenings/{evening}/hands")["hands"]:
        other.ok("GET", f"/api/hands/{hand['id']}")             # every hand replays
    bad = tmp_path / "not-a-db.sqlite3"
    bad.write_text("hello")
    refused = subprocess.run([sys.executable, "-m", "flask", "--app", "app", "restore", str(bad)], cwd=ROOT,
                             env={**os.environ, "FLASK_DATABASE": str(restored)}, capture_output=True, text=True)
    assert refused.returncode == 2 and "not an SQLite database" in refused.stderr
    assert refused.stderr.count("\n") == 1
