"""Benchmark the tablet's pages on an evening of 200 hands: ``python app.py`` under Tornado (web/serving.py),
asked over HTTP with a keep-alive connection, as the tablet's browser asks it.

An evening of seven players is filled with 200 random legal Follow the Queen hands (made
with `harness.handgen.play` for each next deal and uploaded), and a 201st hand is left in play
on 4th street.  Then each page is asked for `--repeat` times; the median and the slowest
answer are printed in milliseconds.  The table's writes are timed too: a card entered (the
answer is the table's HTML) and taken back.  And what the script asks for after a page
(`AFTER`, fewer times: each works out odds): the odds of the hand in play, a replay's
chances chart, and the story's luckiest river, whose very first answer works out the
7th-street odds of every showdown of the evening (timed once, before the story is asked for
at all: "first view"); later answers find them kept.

    .venv/bin/python bench/bench_pages.py                 # about three minutes (the first river: two)
    .venv/bin/python bench/bench_pages.py --hands 50 --repeat 5 --json
"""

from __future__ import annotations

import argparse
import json
import pathlib
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from functools import partial
from typing import Any

import requests

from harness.handgen import play
from harness.service import CSRF_TOKEN, Server, found

ROOT = pathlib.Path(__file__).resolve().parent.parent

PLAYERS = ["Anna", "Ben", "Carla", "Dan", "Emil", "Fritz", "Gerda"]


def make_evening(base: str, hands: int, seed: int = 5) -> dict:
    """An evening with `hands` booked hands and one more in play; its ids and links."""
    rng = random.Random(seed)
    http = requests.Session()
    body: dict[str, Any] = {"name": f"{hands} hands", "players": [{"name": n, "chips": 2_000} for n in PLAYERS]}
    evening = http.post(f"{base}/api/evenings", json=body, timeout=30).json()["id"]
    for _ in range(hands):
        view = http.get(f"{base}/api/evenings/{evening}", timeout=30).json()
        chips = {p["name"]: p["chips"] for p in view["players"]}
        names = view["next_players"]
        history = {"variant": "FTQ", "players": names, "starting_stacks": [chips[n] for n in names],
                   "antes": [1] * len(names), "bet_limits": [1, 5], "max_raises": 3, "actions": []}
        if view["open_pot"]:
            history["carried_pot"] = view["open_pot"]
        play(rng, history)
        answer = http.post(f"{base}/api/evenings/{evening}/hands", json={"players": names,
                                                                        "actions": history["actions"]}, timeout=30)
        assert answer.status_code == 201, answer.text
    state = http.post(f"{base}/api/evenings/{evening}/hands/live", timeout=30).json()
    deck = iter(["2c", "3d", "4h", "5s", "6c", "7d", "8h", "9s", "Tc", "Jd", "Kh", "As", "2d", "3h"])
    while state["street"] < 4 or state["next"]["kind"] != "deal":
        nxt = state["next"]
        who = f"p{nxt['seat'] + 1}"
        action = f"d dh {who} ????{next(deck)}" if nxt["kind"] == "deal" else f"{who} cc"
        state = http.post(f"{base}/api/hands/{state['id']}/actions", json={"action": action}, timeout=30).json()
    hands_list = http.get(f"{base}/api/evenings/{evening}/hands", timeout=30).json()["hands"]
    middle = hands_list[len(hands_list) // 2]["id"]
    page = http.get(f"{base}/evenings/{evening}/board", timeout=30).text
    watch = found(r'href="(?:http://[^/"]+)?(/watch/[\w-]+)"', page)
    return {"evening": evening, "live": state["id"], "middle": middle, "watch": watch}


def after_the_page(ids: dict) -> dict[str, str]:
    """What the script asks for after a page: slow (odds), never in the way of an entry."""
    return {
        "table's odds (after the page)": f"/hands/{ids['live']}/odds",
        "replay's chances chart (after)": f"/hands/{ids['middle']}/chances",
        "story's luckiest river, later": f"/evenings/{ids['evening']}/story?part=river",
    }


def pages(ids: dict) -> dict[str, str]:
    evening = ids["evening"]
    return {
        "start (the evenings)": "/",
        "table (hand in play)": f"/evenings/{evening}",
        "leaderboard with chart": f"/evenings/{evening}/board",
        "phone view (watch link)": ids["watch"],
        "hands list (page 1 of 5)": f"/evenings/{evening}/hands",
        "replay, 3rd street": f"/hands/{ids['middle']}?step=1",
        "replay, the ruling": f"/hands/{ids['middle']}",
        "upload form": f"/upload?evening={evening}",
        "story of the evening": f"/evenings/{evening}/story",
        "table with the odds view on": f"/evenings/{evening}",
    }


def timed(call: Callable[[], requests.Response]) -> tuple[float, requests.Response]:
    start = time.perf_counter()
    result = call()
    return (time.perf_counter() - start) * 1000, result


def measure(base: str, ids: dict, repeat: int, repeat_after: int = 3) -> dict[str, dict]:
    """Milliseconds per page (median and slowest of `repeat`), reads and the table's writes;
    then what the script asks for after a page (`repeat_after` times each)."""
    http = requests.Session()
    out: dict[str, dict] = {}
    ms, answer = timed(lambda: http.get(f"{base}/evenings/{ids['evening']}/story?part=river", timeout=3600))
    assert answer.status_code == 200 and 'id="river"' in answer.text, answer.text
    out["story's luckiest river, first view"] = {"median_ms": ms, "max_ms": ms, "bytes": len(answer.content)}
    for name, path in pages(ids).items():
        if name == "table with the odds view on":
            token = found(CSRF_TOKEN, http.get(base + path).text)
            http.post(f"{base}/evenings/{ids['evening']}/odds", data={"show": "1", "csrf_token": token}, timeout=30)
        http.get(base + path, timeout=30)                     # warm: the first answer fills caches
        times = []
        for _ in range(repeat):
            ms, answer = timed(partial(http.get, base + path, timeout=30))
            assert answer.status_code == 200, (path, answer.status_code)
            times.append(ms)
        out[name] = {"median_ms": statistics.median(times), "max_ms": max(times), "bytes": len(answer.content)}
    assert "data-odds-url" in http.get(f"{base}/evenings/{ids['evening']}", timeout=30).text
    for name, path in after_the_page(ids).items():
        times = []
        for _ in range(repeat_after):
            ms, answer = timed(partial(http.get, base + path, timeout=600))
            assert answer.status_code == 200, (path, answer.status_code)
            times.append(ms)
        out[name] = {"median_ms": statistics.median(times), "max_ms": max(times), "bytes": len(answer.content)}
    token = found(CSRF_TOKEN, http.get(f"{base}/evenings/{ids['evening']}").text)
    headers = {"X-Requested-With": "fetch", "X-CSRF-Token": token}
    enter, undo = [], []
    for _ in range(repeat):
        seq = requests.get(f"{base}/api/hands/{ids['live']}", timeout=30).json()["seq"]
        ms, answer = timed(partial(http.post, f"{base}/hands/{ids['live']}/act", data={"card": "Qs", "seq": seq},
                                             headers=headers, timeout=30))
        assert answer.status_code == 200 and "html" in answer.json(), answer.text
        enter.append(ms)
        ms, answer = timed(partial(http.post, f"{base}/hands/{ids['live']}/undo", data={"seq": seq + 1},
                                             headers=headers, timeout=30))
        assert answer.status_code == 200, answer.text
        undo.append(ms)
    out["table: enter a card"] = {"median_ms": statistics.median(enter), "max_ms": max(enter), "bytes": 0}
    out["table: undo"] = {"median_ms": statistics.median(undo), "max_ms": max(undo), "bytes": 0}
    return out


def figures(size: float = 1.0) -> list:
    """For `bench/run.py`: an evening of 200 hands and 15 requests a page (both times `size`)."""
    from bench.figures import Figure
    hands, repeat = max(10, int(200 * size)), max(3, int(15 * size))
    with tempfile.TemporaryDirectory() as folder:
        server = Server(pathlib.Path(folder) / "bench.sqlite3").start()
        try:
            results = measure(server.url, make_evening(server.url, hands), repeat, max(1, round(3 * size)))
        finally:
            server.stop()
    later = set(after_the_page({"live": 0, "middle": 0, "evening": 0})) | {"story's luckiest river, first view"}
    out = []
    for name, r in results.items():
        if name in later:               # what the script asks for after a page: odds, not in the way
            out.append(Figure("pages", f"{name}, {hands} hands: median", r["median_ms"], "ms",
                              higher_is_better=False))
        else:
            out.append(Figure("pages", f"{name}, {hands} hands: median (slowest of {repeat}: {r['max_ms']:.0f} ms)",
                              r["median_ms"], "ms", higher_is_better=False, goal=100))
    return out


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200, help="booked hands in the evening (default 200)")
    parser.add_argument("--repeat", type=int, default=15, help="requests per page (default 15)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        server = Server(pathlib.Path(folder) / "bench.sqlite3").start()
        try:
            started = time.perf_counter()
            ids = make_evening(server.url, args.hands)
            made = time.perf_counter() - started
            results = measure(server.url, ids, args.repeat)
        finally:
            server.stop()
    if args.json:
        print(json.dumps({"hands": args.hands, "repeat": args.repeat, "pages": results}, indent=1))
        return
    print(f"An evening of {args.hands} hands, 7 players (made in {made:.1f} s); {args.repeat} requests each:\n")
    print(f"| {'page':<36} | median ms | slowest ms |")
    print(f"| {'-' * 36} | ---: | ---: |")
    for name, r in results.items():
        print(f"| {name:<36} | {r['median_ms']:.1f} | {r['max_ms']:.1f} |")


if __name__ == "__main__":
    main()
