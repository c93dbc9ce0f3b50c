"""Odds of a live hand, how they moved street by street, and the story of the evening."""

import pathlib
import time

from harness.service import Api, rows, showdown_step
from tests.service.test_service_crash import descendants
from tests.service.test_service_uploads import PLAYERS, SHOWDOWN


def test_the_odds_of_a_live_hand_know_the_queen(api):
    evening = api.evening()
    hand = api.live(evening)["id"]
    for action in ("d dh p1 AsAdQh", "d dh p2 KcKd6c", "d dh p3 2c3d9d"):
        api.act(hand, action)
    assert api.ok("PUT", f"/api/evenings/{evening}/odds-view", json={"shown": True})["odds_view"] is True
    odds = api.ok("GET", f"/api/hands/{hand}/odds")
    # (the precision itself is tested in tests/test_odds.py; here a busy machine may stop it at the time budget)
    assert odds["method"] == "monte-carlo" and odds["samples"] >= 500 and odds["stderr"] < 0.03
    chances = {p["name"]: p["win"] for p in odds["players"]}
    assert set(chances) == {"Anna", "Ben", "Carla"}
    assert chances["Anna"] > chances["Carla"]              # two Aces and a Queen (wild) up front
    assert abs(sum(chances.values()) + sum(p["tie"] for p in odds["players"]) - 1) < 0.03


def test_odds_by_street_and_the_story(api, server):
    evening = api.evening()
    state = api.live(evening)
    hand = state["id"]
    for action in ("d dh p1 AsAdQh", "d dh p2 KcKd6c", "d dh p3 2c3d9d"):
        state = api.act(hand, action)
    while state["status"] == "live":
        state = api.act(hand, showdown_step(state), seq=state["seq"])
    points = api.ok("GET", f"/api/hands/{hand}/odds/streets")["points"]
    assert [p["street"] for p in points][:1] == [3] and points[-1]["after"] == len(state["log"])
    ranks = [[12]] + [p["wild_ranks"] for p in points]         # Queens alone before any card
    assert [p["wilds_changed"] for p in points] == [a != b for a, b in zip(ranks, ranks[1:])]
    winner = max(points[-1]["players"], key=lambda p: p["win"])
    assert winner["win"] == 1.0

    story = api.ok("GET", f"/api/evenings/{evening}/story")
    assert story["hands"] == 1
    assert story["biggest_pot"]["amount"] == sum(p["amount"] for p in state["ruling"]["pots"])
    assert story["best_hand"]["player"] in {"Anna", "Ben", "Carla"}
    assert {r["rank"] for r in story["wild_ranks"]} == set(state["ruling"]["wild_ranks"])
    assert {p["name"]: p["hands_played"] for p in story["players"]} == {"Anna": 1, "Ben": 1, "Carla": 1}
    chips = story["chips_over_time"]
    assert chips["after_hand"] == [0, 1]
    assert {n: line[-1] for n, line in chips["players"].items()} == dict(zip(state["header"]["players"],
                                                                             state["finishing_stacks"]))
    # the river swing is worked out once and kept
    assert rows(server.db, "SELECT COUNT(*) FROM river_swings WHERE hand_id = ?", [hand]) == [(1,)]
    assert api.ok("GET", f"/api/evenings/{evening}/story") == story


def test_the_export_carries_the_story_and_still_imports(api):
    evening = api.evening()
    api.ok("POST", f"/api/evenings/{evening}/hands", 201, json={
        "players": ["Anna", "Ben", "Carla"],
        "actions": ["d dh p1 AsAdQh", "d dh p2 KcKd6c", "d dh p3 2c3d9d", "p1 cbr 2", "p2 f", "p3 f"]})
    document = api.ok("GET", f"/api/evenings/{evening}/export")
    assert document["story"]["hands"] == 1 and document["story"]["biggest_pot"]["winners"] == ["Anna"]
    copy = api.ok("POST", "/api/evenings/import", 201, json=document)
    assert api.ok("GET", f"/api/evenings/{copy['id']}/story")["biggest_pot"] == document["story"]["biggest_pot"]


def test_hands_come_out_as_phh_that_pokerkit_reads(api):
    from pokerkit import HandHistory

    from referee.phh import load_phh, load_phhs

    evening = api.evening(game={"variant": "F7S", "ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4})
    state = api.live(evening)
    for action in ("d dh p1 AsAdQh", "d dh p2 KcKd6c", "d dh p3 2c3d9d", "p2 pb", "p3 f", "p1 cbr 2", "p2 f"):
        state = api.act(state["id"], action)
    response = api.get(f"/api/hands/{state['id']}/phh")
    assert response.status_code == 200 and response.headers["Content-Type"].startswith("application/toml")
    hand = load_phh(response.text)
    assert hand["finishing_stacks"] == state["finishing_stacks"] and hand["ruling"]["outcome"] == "fold"
    assert list(list(HandHistory.loads(response.text))[-1].stacks) == state["finishing_stacks"]
    both = load_phhs(api.get(f"/api/evenings/{evening}/hands.phhs").text)
    assert [h["finishing_stacks"] for h in both] == [state["finishing_stacks"]]



def test_the_workers_are_started_warm_as_the_service_opens_before_any_odds_are_asked(start_server):
    """The service answers as soon as its port opens; its workers start meanwhile, in the
    background (`web.workers.start`), forked from a fork server that warmed the odds up
    (`web.preload`), so that the first odds take no longer than later ones (docs/performance.md,
    "Starting the service"; cold, the first odds took 1.4-1.8 s against 10 ms).  Here, without
    a clock: before anything asks for odds, the fork server that preloads `web.preload` and its
    two workers are there, and the first odds come from them."""
    server = start_server(None)
    api = Api(server.url)
    evening = api.evening()
    hand = api.ok("POST", f"/api/evenings/{evening}/hands", 201, json={"players": PLAYERS, "actions": SHOWDOWN})["id"]
    deadline = time.monotonic() + 30                    # a bound for a busy machine, not a measurement
    while len(forked := workers_of(server.process.pid)) < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(forked) == 2, forked                     # workers.WORKERS, started without any odds asked
    assert api.ok("GET", f"/api/hands/{hand}/odds")["method"] == "exact"
    assert workers_of(server.process.pid) == forked     # the first odds came from them


def workers_of(pid: int) -> list[int]:
    """The worker processes of the service `pid`: those of its fork server, which is told to
    preload `web.preload` (that is in its command line)."""
    servers = [child for child in descendants(pid)
               if "web.preload" in pathlib.Path(f"/proc/{child}/cmdline").read_bytes().decode(errors="replace")]
    return sorted(worker for fork_server in servers for worker in descendants(fork_server))
