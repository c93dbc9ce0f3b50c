"""Benchmark the host's taps while guests attack the service: ``python app.py`` (its defaults)
under the common limit of 1,024 open files (``prlimit``: it cannot raise it), an evening of
seven players, the host entering hands card by card and bet by bet on the table's page (as
`bench_readers`), first alone, then while other devices (other loopback addresses, as the
service sees them: 127.0.0.2 and up; `harness.attacks`) attack, each attack in turn:

- slow connections: 505 connections from one device, each sending a header line every 10 s,
  and 600 idle ones from another (they reconnect when closed);
- uploads: `--uploaders` guests (4, then twice as many), each uploading a PokerStars file of
  3.9 MB to the upload page (no evening: it books nothing) again and again;
- a form of 7.9 MB (``x=1&`` again and again) posted to the upload page by a device with no
  PIN, in a loop;
- descriptors: 1,105 idle connections from 139 devices (8 each), more than the open files allow;

and on a service with a PIN, the host's tablet a device of its own let in before (its taps,
its page read, and the login page of a new device and the laptop's page of codes, timed):

- guessing: 40 devices guessing the PIN on the login page and the API, as fast as answered;
- flat out: 40, then 250 devices guessing on connections kept open, no page between guesses;
- 250 devices posting ``{}`` to the API without any PIN;
- all at once: the slow connections, 4 uploaders, the form and 250 devices guessing; and all
  that with the 1,105 idle connections from 139 devices besides.

The guests run in a process of their own at a lower priority (nice 10): on this one machine they
stand for other devices, whose CPU is their own; what the service spends on them is measured.

Prints the host's median and 99th percentile per phase against the host alone (goal: under 3x
alone), and that nothing was lost (every tap answered 200 in time).

    .venv/bin/python bench/bench_attack.py --quick            # a few minutes
    .venv/bin/python bench/bench_attack.py --entries 100 --uploaders 4
"""

from __future__ import annotations

import argparse
import multiprocessing
import pathlib
import random
import statistics
import tempfile
import time

import requests

from bench.bench_readers import host_entries
from harness.attacks import attack, session_from
from harness.service import CSRF_TOKEN, Api, Server, found

SEVEN = [(n, 2_000) for n in ("Anna", "Ben", "Carla", "Dan", "Emil", "Fritz", "Gerda")]
GOAL_TIMES = 3.0             # the host's median and 99th percentile under attack: under 3x alone
LIMIT = ("prlimit", "--nofile=1024:1024")     # the common limit of open files, soft and hard
PIN = "739164"
TABLET = "127.0.0.5"         # the host's tablet, a device of its own
NEW_DEVICE = "127.0.0.6"     # a device that opens the login page
NICE = 10                    # the guests' process below the service's priority: on this one machine it stands
                             # for other devices, whose CPU is their own (the service's workers run at 10 too)
ALONE, ALONE_PIN = "the host alone", "the host alone, with a PIN"
READS = ("the host's page", "the login page on a new device", "the laptop's page of codes")


def phases_of(uploaders: int) -> list[tuple[str, bool, list[tuple[str, int]]]]:
    """(name, with a PIN, [(attack, devices)]) of each phase."""
    return [("505 slow and 600 idle connections", False, [("slow", 0)]),
            (f"{uploaders} guests uploading 3.9 MB", False, [("upload", uploaders)]),
            (f"{2 * uploaders} guests uploading 3.9 MB", False, [("upload", 2 * uploaders)]),
            ("a device posting forms of 7.9 MB", False, [("form", 1)]),
            ("1,105 idle connections from 139 devices", False, [("idle", 1105)]),
            ("40 devices guessing the PIN", True, [("guess", 40)]),
            ("40 devices guessing flat out", True, [("flat-out", 40)]),
            ("250 devices guessing flat out", True, [("flat-out", 250)]),
            ("250 devices posting without a PIN", True, [("unauthenticated", 250)]),
            ("all at once", True, [("slow", 0), ("upload", 4), ("form", 1), ("guess", 250)]),
            ("all at once, and 1,105 idle connections from 139 devices", True,
             [("slow", 0), ("upload", 4), ("form", 1), ("guess", 250), ("idle", 1105)])]


def p99(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def taps(base: str, evening: int, count: int, rng: random.Random,
         http: requests.Session | None = None) -> tuple[list[float], int]:
    """The host's `count` taps, timed; and how many were lost (refused, or no answer in 60 s)."""
    try:
        return host_entries(base, evening, count, rng, http), 0
    except (requests.RequestException, AssertionError):
        return [], count


def reads(base: str, evening: int, count: int, tablet: requests.Session) -> dict[str, list[float]]:
    """Each of `READS` `count` times, timed (ms): the host's table page, the login page on a
    device never seen (a session of its own each time), the laptop's page of codes."""
    out: dict[str, list[float]] = {name: [] for name in READS}
    laptop = requests.Session()
    for _ in range(count):
        for name, http, path in ((READS[0], tablet, f"/evenings/{evening}"),
                                 (READS[1], session_from(NEW_DEVICE), "/login"),
                                 (READS[2], laptop, "/devices")):
            start = time.perf_counter()
            try:
                ok = http.get(base + path, timeout=60).status_code == 200
            except requests.RequestException:
                ok = False
            out[name].append((time.perf_counter() - start) * 1000 if ok else float("inf"))
    return out


def logged_in(base: str) -> requests.Session:
    """The host's tablet (a device of its own), logged in with the PIN before any guessing, and
    the host's program beside it (the API with the PIN)."""
    http = session_from(TABLET)
    token = found(CSRF_TOKEN, http.get(f"{base}/login", timeout=30).text)
    answer = http.post(f"{base}/login", data={"pin": PIN, "csrf_token": token, "next": "/"}, timeout=30,
                       allow_redirects=False)
    assert answer.status_code in (302, 303), (answer.status_code, answer.text[:200])
    http.headers["Authorization"] = f"Bearer {PIN}"         # its reads of the API see the hole cards too
    return http


Phases = dict[str, tuple[list[float], int, dict, dict[str, list[float]]]]


def served(entries: int, uploaders: int, with_pin: bool, only: str | None) -> Phases:
    """The phases of one service (with a PIN or without): the host alone (at the start, and
    again before each attack: the same machine's load), and during each attack:
    {phase: (tap times, taps lost, what the guests got, read times)}."""
    phases: Phases = {}
    with tempfile.TemporaryDirectory() as folder:
        server = Server(pathlib.Path(folder) / "bench.sqlite3", *(("--pin", PIN) if with_pin else ()),
                        prefix=LIMIT).start()
        try:
            http = logged_in(server.url) if with_pin else requests.Session()
            evening = Api(server.url, PIN if with_pin else None).evening(SEVEN)
            rng = random.Random(7)
            host_entries(server.url, evening, 5, rng, http)                      # warm
            alone, lost = taps(server.url, evening, entries // 2, rng, http)
            alone_reads = reads(server.url, evening, max(5, entries // 10), http) if with_pin else {}
            spawn = multiprocessing.get_context("spawn")
            for name, pin, plan in phases_of(uploaders):
                if pin != with_pin or (only and only not in name):
                    continue
                before, before_lost = taps(server.url, evening, max(10, entries // 4), rng, http)   # alone again,
                alone, lost = alone + before, lost + before_lost           # just before: the machine's load now
                stop, results = spawn.Event(), spawn.Queue()
                guests = spawn.Process(target=attack, args=(server.url, server.port, plan, stop, results, NICE))
                guests.start()
                time.sleep(5)                                                    # the attack under way
                try:
                    times, lost_now = taps(server.url, evening, entries, rng, http)
                    read_times = reads(server.url, evening, max(5, entries // 10), http) if with_pin else {}
                finally:
                    stop.set()
                    got = results.get(timeout=600)
                    guests.join()
                phases[name] = times, lost_now, got, read_times
                time.sleep(2)                                                    # its connections closed
            phases = {ALONE_PIN if with_pin else ALONE: (alone, lost, {}, alone_reads), **phases}
            if "Too many open files" in server.output():
                print("The service's log says 'Too many open files'.")
            print(f"The service's log: {len(server.output()):,} characters.")
        finally:
            server.stop()
    return phases


def measure(entries: int, uploaders: int, only: str | None = None) -> Phases:
    return {**served(entries, uploaders, False, only), **served(entries, uploaders, True, only)}


def alone_of(phases: Phases, name: str) -> tuple[list[float], int, dict, dict[str, list[float]]]:
    """The host alone on the same service as phase `name` (with a PIN, or without)."""
    with_pin = name == ALONE_PIN or any(name == n and pin for n, pin, _ in phases_of(0))
    return phases[ALONE_PIN if with_pin else ALONE]


def figures(size: float = 1.0) -> list:
    """For `bench/run.py`: 100 of the host's taps (times `size`) per phase, 4 and 8 uploaders."""
    from bench.figures import Figure
    phases = measure(max(15, int(100 * size)), 4)
    out = [Figure("attack", "the host's tap, alone: median", statistics.median(phases[ALONE][0]), "ms",
                  higher_is_better=False)]
    for name, (times, lost, _, _) in phases.items():
        if name in (ALONE, ALONE_PIN):
            continue
        alone = alone_of(phases, name)[0]
        for what, value, peer in (("median", statistics.median(times or [1e9]), statistics.median(alone)),
                                  ("99th percentile", p99(times or [1e9]), p99(alone))):
            out.append(Figure("attack", f"the host's tap with {name}: {what}", value, "ms", higher_is_better=False,
                              goal=1 / GOAL_TIMES, goal_is_ratio=True, peer=f"the host alone ({what})",
                              peer_value=peer))
        out.append(Figure("attack", f"taps lost with {name}", lost, "", higher_is_better=False, goal=0.5))
    return out


def line(name: str, times: list[float], alone: list[float], lost: int) -> str:
    if not times or any(t == float("inf") for t in times):
        return f"{name}: NOT met: {lost or sum(t == float('inf') for t in times)} lost"
    median, worst = statistics.median(times), p99(times)
    ratio = max(median / statistics.median(alone), worst / p99(alone))
    met = ratio < GOAL_TIMES and not lost
    return (f"{name}: median {median:.1f} ms, 99th percentile {worst:.1f} ms ({median / statistics.median(alone):.1f}x "
            f"and {worst / p99(alone):.1f}x alone; {lost} lost; goal under {GOAL_TIMES:.0f}x, nothing lost: "
            f"{'met' if met else 'NOT met'})")


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=100, help="the host's taps timed in each phase (default 100)")
    parser.add_argument("--uploaders", type=int, default=4, help="guests uploading at once (default 4, then twice as "
                                                                "many)")
    parser.add_argument("--only", help="the phases whose name holds these words only (e.g. 'flat out')")
    parser.add_argument("--quick", action="store_true", help="30 taps a phase")
    args = parser.parse_args(argv)
    entries = 30 if args.quick else args.entries
    phases = measure(entries, args.uploaders, args.only)
    print(f"\nThe host's taps on the table's page, {entries} a phase; the service with its defaults, 1,024 open "
          "files at most (and a PIN where guessed; the host's tablet a device of its own, let in before).\n")
    for name, (times, lost, got, read_times) in phases.items():
        alone = alone_of(phases, name)
        if name in (ALONE, ALONE_PIN):
            print(f"{name}: median {statistics.median(times):.1f} ms, 99th percentile {p99(times):.1f} ms")
        else:
            print(line(name, times, alone[0], lost))
            print(f"    the guests got {dict(sorted(got.items()))}")
        for what, each in read_times.items():
            print("    " + (line(what, each, alone[3][what], 0) if name != ALONE_PIN else
                           f"{what}: median {statistics.median(each):.1f} ms, 99th percentile {p99(each):.1f} ms"))


if __name__ == "__main__":
    main()
