"""Benchmark the host's taps while guests attack the service: ``python app.py`` (its defaults),
an evening of seven players, the host entering hands card by card and bet by bet on the table's
page (as `bench_readers`), first alone, then while other devices (other loopback addresses, as
the service sees them: 127.0.0.2 and up) attack:

- slow connections: 505 connections from one device, each sending a header line every 10 s,
  and 600 idle ones from another (they reconnect when closed);
- uploads: `--uploaders` guests (4, then twice as many), each uploading a PokerStars file of
  3.9 MB to the upload page (no evening: it books nothing) again and again;
- guessing: 40 devices guessing the host PIN on the login page and the API, as fast as they are
  answered (the service started with a PIN, the host's tablet logged in before).

Prints the host's median and 99th percentile per phase against the host alone (goal: under 3x
alone), and that nothing was lost (every tap answered 200).

    .venv/bin/python bench/bench_attack.py --quick            # under a minute
    .venv/bin/python bench/bench_attack.py --entries 150 --uploaders 4
"""

from __future__ import annotations

import argparse
import collections
import multiprocessing
import pathlib
import random
import re
import socket
import statistics
import tempfile
import threading
import time

import requests
from requests.adapters import HTTPAdapter

from bench.bench_readers import host_entries
from harness.service import CSRF_TOKEN, Api, Server, found, pokerstars_file

ROOT = pathlib.Path(__file__).resolve().parent.parent

SEVEN = [(n, 2_000) for n in ("Anna", "Ben", "Carla", "Dan", "Emil", "Fritz", "Gerda")]
GOAL_TIMES = 3.0             # the host's median and 99th percentile under attack: under 3x alone
UPLOAD_SIZE = 3_900_000      # characters of the guests' PokerStars file


class From(HTTPAdapter):
    """requests' connections from one address (a device of its own, as the service sees it)."""

    def __init__(self, address: str):
        self.address = address
        super().__init__()

    def init_poolmanager(self, *args, **kwargs):
        kwargs["source_address"] = (self.address, 0)
        super().init_poolmanager(*args, **kwargs)


def slow_connections(port: int, address: str, count: int, line_every: float | None, stop) -> collections.Counter:
    """`count` connections from `address`, each sending a header line every `line_every`
    seconds (None: nothing at all), opened again (a second later) when the service closes them,
    until `stop`."""
    got: collections.Counter = collections.Counter()
    held: list[socket.socket | None] = [None] * count
    last = 0.0
    while not stop.is_set():
        due = line_every is not None and time.monotonic() - last >= line_every
        for n, conn in enumerate(held):
            try:
                if conn is None:
                    conn = held[n] = socket.socket()
                    conn.settimeout(2)
                    conn.bind((address, 0))
                    conn.connect(("127.0.0.1", port))
                    got["opened"] += 1
                    if line_every is not None:
                        conn.sendall(b"GET /api/health HTTP/1.1\r\n")
                elif closed(conn):
                    raise ConnectionResetError
                elif due:
                    conn.sendall(b"X-Slow: 1\r\n")
            except OSError:
                if conn is not None:
                    conn.close()
                held[n] = None
                got["closed by the service"] += 1
        if due:
            last = time.monotonic()
        stop.wait(1)
    for conn in held:
        if conn is not None:
            conn.close()
    return got


def closed(conn: socket.socket) -> bool:
    """Whether the service closed `conn` (a look, taking nothing)."""
    conn.setblocking(False)
    try:
        return conn.recv(1, socket.MSG_PEEK) == b""
    except BlockingIOError:
        return False
    finally:
        conn.settimeout(2)


def uploader(base: str, address: str, text: bytes, stop, got: collections.Counter) -> None:
    """A guest uploading the file again and again (waiting out a 503's Retry-After, as the page does)."""
    import re
    http = requests.Session()
    http.mount("http://", From(address))
    while not stop.is_set():
        try:
            page = http.get(f"{base}/upload", timeout=120).text
            token = re.search(CSRF_TOKEN, page)
            if token is None:                   # a refusal in place of the page: no form to send
                got["upload page without its form"] += 1
                continue
            answer = http.post(f"{base}/upload", files={"file": ("evening.txt", text)}, timeout=300,
                               headers={"X-Requested-With": "fetch", "X-CSRF-Token": token[1]})
        except requests.RequestException as err:
            got[type(err).__name__] += 1
            continue
        got[f"upload {answer.status_code}"] += 1
        if answer.status_code == 503:
            stop.wait(float(answer.headers.get("Retry-After", 1)))


def guesser(base: str, address: str, stop, got: collections.Counter) -> None:
    """A device guessing the PIN: the login page and the API's writes, one wrong PIN after the
    other (waiting out nothing: a 429 is just the next try)."""
    http = requests.Session()
    http.mount("http://", From(address))
    rng = random.Random(address)
    while not stop.is_set():
        guess = f"{rng.randrange(10**6):06d}"
        try:
            page = http.get(f"{base}/login", timeout=30).text
            token = re.search(CSRF_TOKEN, page)
            if token is not None:
                answer = http.post(f"{base}/login", data={"pin": guess, "csrf_token": token[1]}, timeout=30,
                                   allow_redirects=False)
                got[f"login {answer.status_code}"] += 1
            answer = http.post(f"{base}/api/evenings", json={}, headers={"Authorization": f"Bearer {guess}"},
                               timeout=30)
            got[f"api {answer.status_code}"] += 1
        except requests.RequestException as err:
            got[type(err).__name__] += 1


def attack(base: str, port: int, kind: str, uploaders: int, stop, results) -> None:
    """The guests of one phase, in a process of their own (other devices: their interpreter must
    not hold up the host's timing here); puts what they got on `results`."""
    got: collections.Counter = collections.Counter()
    jobs = []
    if kind == "guess":
        jobs = [threading.Thread(target=guesser, args=(base, f"127.0.1.{n}", stop, got)) for n in range(1, 41)]
    elif kind == "slow":
        def run(address: str, count: int, every: float | None) -> None:
            got.update(slow_connections(port, address, count, every, stop))
        jobs = [threading.Thread(target=run, args=("127.0.0.2", 505, 10.0)),
                threading.Thread(target=run, args=("127.0.0.3", 600, None))]
    else:
        text = pokerstars_file(UPLOAD_SIZE).encode()
        jobs = [threading.Thread(target=uploader, args=(base, f"127.0.0.{10 + n}", text, stop, got))
                for n in range(uploaders)]
    for job in jobs:
        job.start()
    for job in jobs:
        job.join()
    results.put(dict(got))


def p99(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def taps(base: str, evening: int, count: int, rng: random.Random,
         http: requests.Session | None = None) -> tuple[list[float], int]:
    """The host's `count` taps, timed; and how many were lost (no answer, or not 200)."""
    try:
        return host_entries(base, evening, count, rng, http), 0
    except (requests.RequestException, AssertionError):
        return [], count


def logged_in(base: str, pin: str) -> requests.Session:
    """The host's tablet, logged in with the PIN (a device let in before the guessing starts),
    and the host's program beside it (the API with the PIN)."""
    http = requests.Session()
    token = found(CSRF_TOKEN, http.get(f"{base}/login", timeout=30).text)
    answer = http.post(f"{base}/login", data={"pin": pin, "csrf_token": token, "next": "/"}, timeout=30,
                       allow_redirects=False)
    assert answer.status_code in (302, 303), (answer.status_code, answer.text[:200])
    http.headers["Authorization"] = f"Bearer {pin}"         # its reads of the API see the hole cards too
    return http


def guessing(entries: int) -> dict:
    """The host's taps on a service with a PIN, alone and while 40 devices guess it:
    {phase: (times, lost, what the guessers got)}."""
    pin = "739164"
    with tempfile.TemporaryDirectory() as folder:
        server = Server(pathlib.Path(folder) / "bench.sqlite3", "--pin", pin).start()
        try:
            evening = Api(server.url, pin).evening(SEVEN)
            rng = random.Random(11)
            http = logged_in(server.url, pin)
            host_entries(server.url, evening, 5, rng, http)                      # warm
            alone, lost = taps(server.url, evening, entries, rng, http)
            spawn = multiprocessing.get_context("spawn")
            stop, results = spawn.Event(), spawn.Queue()
            guests = spawn.Process(target=attack, args=(server.url, server.port, "guess", 0, stop, results))
            guests.start()
            time.sleep(4)
            try:
                times, lost_guessing = taps(server.url, evening, entries, rng, http)
            finally:
                stop.set()
                got = results.get(timeout=600)
                guests.join()
        finally:
            server.stop()
    return {"the host alone, with a PIN": (alone, lost, {}), "40 devices guessing the PIN": (times, lost_guessing, got)}


def phases_of(uploaders: int) -> list[tuple[str, str, int]]:
    return [("505 slow and 600 idle connections", "slow", 0),
            (f"{uploaders} guests uploading 3.9 MB", "upload", uploaders),
            (f"{2 * uploaders} guests uploading 3.9 MB", "upload", 2 * uploaders)]


def measure(entries: int, uploaders: int, only: str | None = None) -> dict:
    """The host's taps alone (half before the attacks, half after), and during each attack:
    {phase: (times, lost, what the guests got)}."""
    phases: dict[str, tuple[list[float], int, dict]] = {}
    with tempfile.TemporaryDirectory() as folder:
        server = Server(pathlib.Path(folder) / "bench.sqlite3").start()
        try:
            evening = Api(server.url).evening(SEVEN)
            rng = random.Random(7)
            host_entries(server.url, evening, 5, rng)                            # warm
            alone, lost = taps(server.url, evening, entries // 2, rng)
            spawn = multiprocessing.get_context("spawn")
            for name, kind, count in phases_of(uploaders):
                if (only and kind != only) or only == "guess":
                    continue
                stop, results = spawn.Event(), spawn.Queue()
                guests = spawn.Process(target=attack, args=(server.url, server.port, kind, count, stop, results))
                guests.start()
                time.sleep(4)                                                    # the attack under way
                try:
                    times, lost = taps(server.url, evening, entries, rng)
                finally:
                    stop.set()
                    got = results.get(timeout=600)
                    guests.join()
                phases[name] = times, lost, got
            more, more_lost = taps(server.url, evening, entries - entries // 2, rng)   # alone again: the same
            phases = {"the host alone": (alone + more, lost + more_lost, {}), **phases}  # machine's load
        finally:
            server.stop()
    if only in (None, "guess"):
        phases.update(guessing(entries))
    return phases


def figures(size: float = 1.0) -> list:
    """For `bench/run.py`: 100 of the host's taps (times `size`) per phase, 4 and 8 uploaders."""
    from bench.figures import Figure
    phases = measure(max(15, int(100 * size)), 4)
    alone = phases.pop("the host alone")[0]
    alone_with_pin = phases.pop("the host alone, with a PIN")[0]
    out = [Figure("attack", "the host's tap, alone: median", statistics.median(alone), "ms", higher_is_better=False)]
    for name, (times, lost, _) in phases.items():
        alone = alone_with_pin if "guessing" in name else alone
        for what, value, peer in (("median", statistics.median(times or [1e9]), statistics.median(alone)),
                                  ("99th percentile", p99(times or [1e9]), p99(alone))):
            out.append(Figure("attack", f"the host's tap with {name}: {what}", value, "ms", higher_is_better=False,
                              goal=1 / GOAL_TIMES, goal_is_ratio=True, peer=f"the host alone ({what})",
                              peer_value=peer))
        out.append(Figure("attack", f"taps lost with {name}", lost, "", higher_is_better=False, goal=0.5))
    return out


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=100, help="the host's taps timed in each phase (default 100)")
    parser.add_argument("--uploaders", type=int, default=4, help="guests uploading at once (default 4, then twice as "
                                                                "many)")
    parser.add_argument("--only", choices=("slow", "upload", "guess"), help="one kind of attack only")
    parser.add_argument("--quick", action="store_true", help="30 taps a phase (about a minute)")
    args = parser.parse_args(argv)
    phases = measure(30 if args.quick else args.entries, args.uploaders, args.only)
    print(f"The host's taps on the table's page, {args.entries if not args.quick else 30} a phase; the service "
          "with its defaults (and a PIN where guessed).\n")
    for name, (times, lost, got) in phases.items():
        alone = phases["the host alone, with a PIN" if "PIN" in name else "the host alone"][0]
        if not times:
            print(f"{name}: every tap lost ({lost})")
            continue
        median, worst = statistics.median(times), p99(times)
        line = f"{name}: median {median:.1f} ms, 99th percentile {worst:.1f} ms"
        if got or not name.startswith("the host alone"):
            ratio = max(median / statistics.median(alone), worst / p99(alone))
            met = ratio < GOAL_TIMES and not lost
            line += (f" ({median / statistics.median(alone):.1f}x and {worst / p99(alone):.1f}x alone; {lost} lost; "
                     f"goal under {GOAL_TIMES:.0f}x, nothing lost: {'met' if met else 'NOT met'})"
                     f"\n    the guests got {dict(sorted(got.items()))}")
        print(line)


if __name__ == "__main__":
    main()
