"""Benchmark the evening service as it runs at the table: ``python app.py`` under Tornado (web/serving.py),
talked to over HTTP with keep-alive connections.

Measures requests per second and latency (median, p99) for

- ``GET /api/health``: a trivial endpoint of the same app, the yardstick;
- ``POST /api/hands/{id}/actions``: live actions (random legal ones: deals, bets, folds,
  showdowns; each hand replayed from its stored actions, the last one booking it);
- ``POST /api/evenings/{id}/hands``: uploads of whole hands (ruled and booked);

first with one client (a tablet), then with several at once (each on its own evening).

    .venv/bin/python bench/bench_service.py                 # about a minute
    .venv/bin/python bench/bench_service.py --requests 2000 --clients 4 --json
"""

from __future__ import annotations

import argparse
import http.client
import json
import pathlib
import platform
import random
import statistics
import tempfile
import threading
import time

from harness.handgen import Chooser, local_hand
from harness.service import Server

ROOT = pathlib.Path(__file__).resolve().parent.parent

PLAYERS = [{"name": n, "chips": 10_000} for n in ("Anna", "Ben", "Carla", "Dan")]


class Client:
    """One keep-alive HTTP connection."""

    def __init__(self, port: int):
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

    def call(self, method: str, path: str, body=None) -> tuple[int, dict, float]:
        data = None if body is None else json.dumps(body).encode()
        headers = {"Content-Type": "application/json"} if data else {}
        start = time.perf_counter()
        self.conn.request(method, path, body=data, headers=headers)
        response = self.conn.getresponse()
        payload = response.read()
        elapsed = time.perf_counter() - start
        return response.status, (json.loads(payload) if payload else {}), elapsed


def new_evening(client: Client) -> int:
    status, view, _ = client.call("POST", "/api/evenings", {"name": "bench", "players": PLAYERS})
    assert status == 201, view
    return view["id"]


def health(client: Client, count: int, rng: random.Random) -> list[float]:
    times = []
    for _ in range(count):
        status, _, elapsed = client.call("GET", "/api/health")
        assert status == 200
        times.append(elapsed)
    return times


def live_actions(client: Client, count: int, rng: random.Random) -> list[float]:
    """`count` live actions; a new hand is dealt (untimed) whenever one is over."""
    evening = new_evening(client)
    chooser = Chooser(rng, fold=0.08)
    times: list[float] = []
    state = None
    while len(times) < count:
        if state is None or state["status"] != "live":
            status, state, _ = client.call("POST", f"/api/evenings/{evening}/hands/live")
            assert status == 201, state
        action = chooser.action(state, state["log"])
        status, state, elapsed = client.call("POST", f"/api/hands/{state['id']}/actions",
                                             {"action": action, "seq": state["seq"]})
        assert status == 200, state
        times.append(elapsed)
    return times


def uploads(client: Client, count: int, rng: random.Random) -> list[float]:
    """`count` uploads of whole hands; each hand is made (untimed) for the next deal."""
    evening = new_evening(client)
    times: list[float] = []
    while len(times) < count:
        status, view, _ = client.call("GET", f"/api/evenings/{evening}")
        chips = {p["name"]: p["chips"] for p in view["players"]}
        players = view["next_players"]
        header = {"variant": "FTQ", "players": players, "starting_stacks": [chips[p] for p in players],
                  "antes": [1] * len(players), "carried_pot": view["open_pot"]}
        actions = local_hand(header, rng)
        status, ruled, elapsed = client.call("POST", f"/api/evenings/{evening}/hands",
                                             {"players": players, "actions": actions})
        assert status == 201, ruled
        times.append(elapsed)
    return times


def run(port: int, work, count: int, clients: int, seed: int) -> dict:
    """`clients` threads, each doing `count` requests of `work`; wall time over all."""
    results: list[list[float]] = [[] for _ in range(clients)]
    errors: list[BaseException] = []

    def worker(i: int) -> None:
        try:
            results[i] = work(Client(port), count, random.Random(seed + i))
        except BaseException as error:      # report it after the join
            errors.append(error)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(clients)]
    start = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - start
    if errors:
        raise errors[0]
    times = sorted(t for r in results for t in r)
    busy = sum(times)            # time spent in the timed requests (setup steps excluded)
    return {"requests": len(times), "clients": clients,
            "rps": len(times) / (busy / clients) if busy else 0.0,
            "median_ms": statistics.median(times) * 1000,
            "p99_ms": times[min(len(times) - 1, int(len(times) * 0.99))] * 1000,
            "wall_s": wall}


def measure(requests: int, clients: int, seed: int) -> list[dict]:
    """Each kind of request with one client, then with `clients` at once."""
    with tempfile.TemporaryDirectory() as tmp:
        server = Server(pathlib.Path(tmp) / "bench.sqlite3").start()
        try:
            kinds = {"GET /api/health (trivial)": health, "POST /api/hands/{id}/actions (live)": live_actions,
                     "POST /api/evenings/{id}/hands (upload)": uploads}
            run(server.port, health, 200, 1, seed)                        # warm up
            figures = []
            for n in (1, clients):
                for name, work in kinds.items():
                    count = requests if work is not uploads else max(requests // 4, 20)
                    figures.append({"kind": name, **run(server.port, work, count, n, seed)})
        finally:
            server.stop()
    return figures


def figures(size: float = 1.0) -> list:
    """For `bench/run.py`: 600 requests of each kind (times `size`), 1 and 4 clients."""
    from bench.figures import Figure
    measured = measure(max(60, int(600 * size)), 4, 1)
    trivial = {f["clients"]: f["rps"] for f in measured if "trivial" in f["kind"]}
    out = []
    for f in measured:
        who = f"{f['kind']}, {f['clients']} client{'s' if f['clients'] > 1 else ''}"
        if "trivial" in f["kind"]:
            out.append(Figure("service", f"{who}: req/s", f["rps"], "/s"))
        else:
            out.append(Figure("service", f"{who}: req/s", f["rps"], "/s", peer="GET /api/health",
                              peer_value=trivial[f["clients"]]))
            out.append(Figure("service", f"{who}: median", f["median_ms"], "ms", higher_is_better=False))
    return out


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=600, help="requests per client and kind (default 600)")
    parser.add_argument("--clients", type=int, default=4, help="clients at once in the second round (default 4)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    figures = measure(args.requests, args.clients, args.seed)

    if args.json:
        print(json.dumps(figures, indent=1))
        return
    trivial = {f["clients"]: f["rps"] for f in figures if "trivial" in f["kind"]}
    print(f"Python {platform.python_version()}, {platform.machine()}, Tornado, 4 threads, SQLite WAL "
          "synchronous=FULL")
    print("| request | clients | requests | req/s | median ms | p99 ms | vs trivial |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for f in figures:
        print(f"| {f['kind']} | {f['clients']} | {f['requests']} | {f['rps']:.0f} | {f['median_ms']:.2f} | "
              f"{f['p99_ms']:.2f} | {f['rps'] / trivial[f['clients']]:.2f} |")


if __name__ == "__main__":
    main()
