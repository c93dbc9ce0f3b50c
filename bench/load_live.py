"""Load: several tablets entering hands at once, for a minute, against the real service.

Run from the project root:

    .venv/bin/python bench/load_live.py [--clients 4] [--seconds 60]

Starts ``python app.py`` (Tornado, web/serving.py) on a free loopback port with a new SQLite file, then each
client runs its own evening and enters hand after hand action by action (GET the state,
POST the next legal action with its ``seq``), as a tablet at the table does.  Every request
stays on 127.0.0.1; the run stops by itself after the given seconds.  Printed: requests,
throughput, median and p99 latency of the actions, and errors (anything but a 2xx).
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import threading
import time
from pathlib import Path

from harness.handgen import Chooser
from harness.service import Api, Server


def client(url: str, seed: int, until: float, latencies: list, errors: list, counts: list) -> None:
    api = Api(url)
    rng = random.Random(seed)
    evening = api.ok("POST", "/api/evenings", 201, json={
        "name": f"load {seed}", "players": [{"name": n, "chips": 10_000} for n in ("Anna", "Ben", "Carla", "Dan")],
        "game": {"variant": "FTQ", "ante": 1, "bet_limits": [1, 5]}})["id"]
    state = None
    while time.monotonic() < until:
        if state is None or state["status"] != "live":
            state = api.ok("POST", f"/api/evenings/{evening}/hands/live", 201)
        action = Chooser(rng).action(state, state["log"])
        start = time.perf_counter()
        response = api.post(f"/api/hands/{state['id']}/actions", json={"action": action, "seq": state["seq"]})
        latencies.append(time.perf_counter() - start)
        counts.append(1)
        if response.status_code != 200:
            errors.append(f"{response.status_code} {response.text[:80]}")
            state = api.ok("GET", f"/api/hands/{state['id']}")
        else:
            state = response.json()


def load(clients: int, seconds: float) -> dict:
    """`clients` tablets for `seconds`: actions, their latencies (seconds) and errors."""
    with tempfile.TemporaryDirectory() as folder:
        server = Server(Path(folder) / "load.sqlite3").start()
        try:
            latencies: list[float] = []
            errors: list[str] = []
            counts: list[int] = []
            until = time.monotonic() + seconds
            threads = [threading.Thread(target=client, args=(server.url, seed, until, latencies, errors, counts))
                       for seed in range(clients)]
            started = time.monotonic()
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            elapsed = time.monotonic() - started
        finally:
            server.stop()
    return {"actions": len(counts), "elapsed": elapsed, "ms": sorted(1000 * x for x in latencies), "errors": errors}


def figures(size: float = 1.0) -> list:
    """For `bench/run.py`: four tablets for a minute (times `size`)."""
    from bench.figures import Figure
    seconds = max(6.0, 60 * size)
    result = load(4, seconds)
    ms = result["ms"]
    return [
        Figure("load", f"4 tablets for {seconds:.0f} s: actions/s", result["actions"] / result["elapsed"], "/s"),
        Figure("load", "an action: median", statistics.median(ms), "ms", higher_is_better=False),
        Figure("load", "an action: p99", ms[min(len(ms) - 1, int(0.99 * len(ms)))], "ms", higher_is_better=False),
        Figure("load", "errors", len(result["errors"]), "", higher_is_better=False, goal=1),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=60)
    args = parser.parse_args()
    result = load(args.clients, args.seconds)
    ms, elapsed, errors = result["ms"], result["elapsed"], result["errors"]
    p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))] if ms else float("nan")
    print(f"{args.clients} clients, {elapsed:.1f} s: {result['actions']} actions, "
          f"{result['actions'] / elapsed:.0f} actions/s")
    print(f"latency of an action: median {statistics.median(ms):.1f} ms, p99 {p99:.1f} ms, max {ms[-1]:.1f} ms")
    print(f"errors: {len(errors)}" + (f" (first: {errors[0]})" if errors else ""))


if __name__ == "__main__":
    main()
