"""Benchmark the host's writes while phones hammer the heavy reads: ``python app.py`` under
the service (3 threads, its default), an evening of `--hands` booked hands of seven players with the odds view
on and a hand in play; `--readers` threads ask, as fast as they are answered, for the story
(API and page), the odds of the hand in play (API and page), a replay's chances and the
story's luckiest river, while the host enters hands card by card and bet by bet on the
table's page (the script's form posts, the answer is the table's HTML).  Prints the host's
milliseconds per entry (median, 90th percentile, slowest) with and without the readers, and
what the readers got (answers, refusals for now: 503).

    .venv/bin/python bench/bench_readers.py                   # about a minute
    .venv/bin/python bench/bench_readers.py --readers 8 --hands 40 --entries 150
"""

from __future__ import annotations

import argparse
import collections
import multiprocessing
import pathlib
import random
import statistics
import tempfile
import threading
import time

import requests

from bench.bench_pages import make_evening
from harness.handgen import Chooser
from harness.service import CSRF_TOKEN, Server, found

ROOT = pathlib.Path(__file__).resolve().parent.parent

GOAL_MEDIAN_MS, GOAL_WORST_MS = 50, 250


def reads(ids: dict, hands: list[int]) -> list[str]:
    evening, live = ids["evening"], ids["live"]
    return [f"/api/evenings/{evening}/story", f"/evenings/{evening}/story", f"/api/hands/{live}/odds",
            f"/hands/{live}/odds", f"/evenings/{evening}/story?part=river"] + \
        [f"/hands/{h}/chances" for h in hands[:3]] + [f"/api/hands/{h}/odds" for h in hands[3:6]]


def hammer(base: str, paths: list[str], stop, got: collections.Counter, seed: int, patient: bool) -> None:
    """A reader: ask for heavy reads until `stop`; `patient`: wait out a 503's Retry-After
    first, as the pages' script does (else ask again at once, as a client that means harm would)."""
    rng = random.Random(seed)
    http = requests.Session()
    while not stop.is_set():
        try:
            answer = http.get(base + rng.choice(paths), timeout=120)
        except requests.RequestException:
            got["error"] += 1
            continue
        got[answer.status_code] += 1
        if patient and answer.status_code == 503:
            stop.wait(float(answer.headers.get("Retry-After", 1)))


def readers_process(base: str, paths: list[str], count: int, patient: bool, stop, results) -> None:
    """The readers, `count` threads in a process of their own (the phones are other devices: their
    interpreter must not hold up the host's timing here); puts what they got on `results`."""
    got: collections.Counter = collections.Counter()
    threads = [threading.Thread(target=hammer, args=(base, paths, stop, got, n, patient)) for n in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    results.put(dict(got))


def host_entries(base: str, evening: int, count: int, rng: random.Random,
                 http: requests.Session | None = None) -> list[float]:
    """The host at the table page: `count` entries (deal the next hand when one is over), each
    timed from the tap to the table's HTML (`http`: the host's session, logged in where the
    service has a PIN)."""
    http = http or requests.Session()
    token = found(CSRF_TOKEN, http.get(f"{base}/evenings/{evening}").text)
    headers = {"X-Requested-With": "fetch", "X-CSRF-Token": token}
    chooser = Chooser(rng)
    times: list[float] = []
    while len(times) < count:
        view = http.get(f"{base}/api/evenings/{evening}", timeout=30).json()
        if view["live_hand"] is None:
            start = time.perf_counter()
            answer = http.post(f"{base}/evenings/{evening}/deal", headers=headers, timeout=60)
        else:
            hand = http.get(f"{base}/api/hands/{view['live_hand']['id']}", timeout=30).json()
            action = chooser.action(hand, hand["log"])
            start = time.perf_counter()
            answer = http.post(f"{base}/hands/{hand['id']}/act", data={"action": action, "seq": hand["seq"]},
                               headers=headers, timeout=60)
        times.append((time.perf_counter() - start) * 1000)
        assert answer.status_code == 200, (answer.status_code, answer.text[:300])
    return times


def spread(times: list[float]) -> str:
    ordered = sorted(times)
    return (f"median {statistics.median(ordered):.1f} ms, 90th percentile {ordered[int(len(ordered) * 0.9)]:.1f} ms, "
            f"slowest {ordered[-1]:.1f} ms ({len(ordered)} entries)")


def measure(hands: int, readers: int, entries: int, threads: int) -> dict:
    """The host's entry times alone (a third of `entries`), then with `readers` hammering the
    heavy reads, patient (waiting out a 503) and impatient; and what the readers got."""
    with tempfile.TemporaryDirectory() as folder:
        server = Server(pathlib.Path(folder) / "bench.sqlite3", "--threads", str(threads)).start()
        try:
            ids = make_evening(server.url, hands)
            http = requests.Session()
            http.put(f"{server.url}/api/evenings/{ids['evening']}/odds-view", json={"shown": True}, timeout=30)
            booked = [h["id"] for h in http.get(f"{server.url}/api/evenings/{ids['evening']}/hands",
                                                timeout=30).json()["hands"] if h["status"] == "booked"]
            http.get(f"{server.url}/evenings/{ids['evening']}/story?part=river", timeout=3600)   # rivers, once
            rng = random.Random(11)
            alone = host_entries(server.url, ids["evening"], max(3, entries // 3), rng)
            phases = {}
            spawn = multiprocessing.get_context("spawn")
            for patient in (True, False):
                stop, results = spawn.Event(), spawn.Queue()
                process = spawn.Process(target=readers_process, args=(server.url, reads(ids, booked), readers,
                                                                      patient, stop, results))
                process.start()
                time.sleep(3)                                    # the readers started and at full speed
                try:
                    times = host_entries(server.url, ids["evening"], entries, rng)
                finally:
                    stop.set()
                    got = collections.Counter(results.get(timeout=300))
                    process.join()
                phases[patient] = times, got
        finally:
            server.stop()
    return {"alone": alone, "phases": phases}


def figures(size: float = 1.0) -> list:
    """For `bench/run.py`: 150 of the host's entries (times `size`) with 8 readers, 3 threads."""
    from bench.figures import Figure
    entries = max(15, int(150 * size))
    r = measure(40, 8, entries, 3)
    out = [Figure("readers", "the host's entry, alone: median", statistics.median(r["alone"]), "ms",
                  higher_is_better=False)]
    for patient, (busy, _) in r["phases"].items():
        how = "patient" if patient else "impatient"
        out.append(Figure("readers", f"the host's entry with 8 {how} readers: median", statistics.median(busy), "ms",
                          higher_is_better=False, goal=GOAL_MEDIAN_MS, peer="the host alone",
                          peer_value=statistics.median(r["alone"])))
        out.append(Figure("readers", f"the host's entry with 8 {how} readers: slowest of {len(busy)}", max(busy), "ms",
                          higher_is_better=False, goal=GOAL_WORST_MS))
    return out


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=40, help="booked hands in the evening (default 40)")
    parser.add_argument("--readers", type=int, default=8, help="threads hammering the heavy reads (default 8)")
    parser.add_argument("--entries", type=int, default=150, help="the host's entries timed in each phase")
    parser.add_argument("--threads", type=int, default=3, help="threads of the service (default 3, as the "
                                                               "service's own default)")
    args = parser.parse_args(argv)
    r = measure(args.hands, args.readers, args.entries, args.threads)
    print(f"An evening of {args.hands} hands, 7 players; the service with {args.threads} threads, this machine's "
          "cores.\n")
    print(f"the host alone: {spread(r['alone'])}")
    for patient, (busy, got) in r["phases"].items():
        how = "waiting out a 503 as the pages do" if patient else "asking again at once after a 503"
        print(f"with {args.readers} readers {how}: {spread(busy)}")
        print(f"    the readers got {dict(sorted(got.items(), key=str))}; goal (median under {GOAL_MEDIAN_MS} ms, "
              f"slowest under {GOAL_WORST_MS} ms) "
              f"{'met' if statistics.median(busy) < GOAL_MEDIAN_MS and max(busy) < GOAL_WORST_MS else 'NOT met'}")


if __name__ == "__main__":
    main()
