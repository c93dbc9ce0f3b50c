"""Benchmark every screen live: the host's taps on the tablet while players' phones follow the
evening, as at a real card night.  ``python app.py`` under Tornado (web/serving.py; 3 request threads plus
20 for live streams, the defaults), over HTTP with keep-alive connections.

The host taps the table page as the tablet's script does (``POST /hands/<id>/act`` and
``/evenings/<id>/deal`` with ``X-Requested-With: fetch``: the answer is the table's HTML),
through random legal Follow the Queen hands of seven players, a tap every `--pause` seconds.
Each phone holds the evening's event stream (``GET /api/evenings/<id>/events``) and, on every
event, asks for its live part as the phones' script does (``GET /watch/<token>/live?seq=..
&board=..``).  Measured, per scenario: each tap's answer time (median, p90, slowest), how long
after the tap's answer each phone heard the event, and how long until each phone had the new
state in hand (the event plus its live part).  Scenarios: no phones, `--phones` phones, and
`--phones` phones with the chances shown on the phones (the host's switch).

    .venv/bin/python bench/bench_live.py                   # about two minutes
    .venv/bin/python bench/bench_live.py --taps 60 --phones 10 --json
"""

from __future__ import annotations

import argparse
import http.client
import json
import pathlib
import random
import socket
import statistics
import tempfile
import threading
import time
import urllib.parse

import requests

from harness.handgen import play
from harness.service import CSRF_TOKEN, Server, found

ROOT = pathlib.Path(__file__).resolve().parent.parent

PLAYERS = ["Anna", "Ben", "Carla", "Dan", "Emil", "Fritz", "Gerda"]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


class Phone:
    """A phone: the event stream in one thread; on each event, its live part, as the page asks."""

    def __init__(self, base: str, evening: int, token: str):
        self.address = urllib.parse.urlsplit(base).netloc          # host:port
        self.evening, self.token = evening, token
        self.heard: dict[int, float] = {}          # seq -> when the event came
        self.updated: dict[int, float] = {}        # seq -> when the live part was in hand
        self.board = ""
        self.seq = 0
        self.stream = http.client.HTTPConnection(self.address, timeout=60)
        self.stream.request("GET", f"/api/evenings/{evening}/events?seq=0")
        self.sock = self.stream.sock
        self.response = self.stream.getresponse()
        assert self.response.status == 200, self.response.status
        self.fetcher = http.client.HTTPConnection(self.address, timeout=60)
        self.asking = threading.Lock()
        self.thread = threading.Thread(target=self._listen, daemon=True)
        self.thread.start()

    def _listen(self) -> None:
        try:
            while line := self.response.readline():
                if line.startswith(b"data: "):
                    seq = json.loads(line[6:])["seq"]
                    self.heard.setdefault(seq, time.perf_counter())
                    if seq > self.seq:
                        self._fetch()
        except (OSError, ValueError, AttributeError, http.client.HTTPException):
            pass

    def _fetch(self) -> None:
        self.fetcher.request("GET", f"/watch/{self.token}/live?seq={self.seq}&board={self.board}",
                             headers={"Accept": "application/json"})
        answer = self.fetcher.getresponse()
        body = answer.read()
        if answer.status == 200:
            data = json.loads(body)
            self.seq = data["seq"]
            self.board = data["board_tag"]
            self.updated[self.seq] = time.perf_counter()
            if "data-odds-url" in data["html"] and not self.asking.locked():
                threading.Thread(target=self._ask_odds, daemon=True).start()

    def _ask_odds(self) -> None:
        """The chances, as the page asks for them after its live part (on a connection of their own)."""
        with self.asking:
            odds = http.client.HTTPConnection(self.address, timeout=60)
            try:
                while True:
                    odds.request("GET", f"/watch/{self.token}/odds", headers={"Accept": "application/json"})
                    answer = odds.getresponse()
                    answer.read()
                    if answer.status != 202:            # 202: another phone's question is being worked out
                        break
                    time.sleep(1.0)
            finally:
                odds.close()

    def close(self) -> None:
        try:
            self.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.response.close()
        self.stream.close()
        self.fetcher.close()


class Tablet:
    """The host's tablet: the table page's taps, each timed."""

    def __init__(self, base: str, evening: int):
        self.base, self.evening = base, evening
        self.http = requests.Session()
        page = self.http.get(f"{base}/evenings/{evening}", timeout=30).text
        token = found(CSRF_TOKEN, page)
        self.headers = {"X-Requested-With": "fetch", "X-CSRF-Token": token, "Accept": "application/json"}
        self.times: list[float] = []
        self.answered: list[tuple[int, float]] = []     # (the evening's seq after the tap, when answered)

    def tap(self, path: str, data: dict) -> None:
        started = time.perf_counter()
        answer = self.http.post(self.base + path, data=data, headers=self.headers, timeout=60)
        done = time.perf_counter()
        assert answer.status_code == 200, (path, data, answer.status_code, answer.text[:300])
        self.times.append((done - started) * 1000)
        seq = int(found(r'data-evening-seq="(\d+)"', answer.json()["html"]))
        self.answered.append((seq, done))


def hand_actions(base: str, hand: int, rng: random.Random) -> list[str]:
    """The actions of a random legal hand for the hand just dealt (face-down cards unknown, as
    the tablet enters them)."""
    header = requests.get(f"{base}/api/hands/{hand}", timeout=30).json()["header"]
    return play(rng, {**header, "actions": []}, hide=1.0)["actions"]


def scenario(base: str, phones: int, taps: int, pause: float, odds: bool, seed: int) -> dict:
    rng = random.Random(seed)
    evening = requests.post(f"{base}/api/evenings", timeout=30, json={
        "name": f"{phones} phones", "players": [{"name": n, "chips": 5_000} for n in PLAYERS]}).json()["id"]
    requests.patch(f"{base}/api/evenings/{evening}", json={"phone_odds": odds}, timeout=30)
    page = requests.get(f"{base}/evenings/{evening}/board", timeout=30).text
    token = found(r"/watch/([\w-]+)", page)
    screens = [Phone(base, evening, token) for _ in range(phones)]
    tablet = Tablet(base, evening)
    time.sleep(0.5)
    hand: int | None = None
    actions: list[str] = []
    done = 0
    while done < taps:
        if not actions:
            tablet.tap(f"/evenings/{evening}/deal", {})
            hand = requests.get(f"{base}/api/evenings/{evening}", timeout=30).json()["live_hand"]["id"]
            actions = hand_actions(base, hand, rng)
        else:
            tablet.tap(f"/hands/{hand}/act", {"action": actions.pop(0)})
        done += 1
        time.sleep(pause)
    time.sleep(1.0)
    heard, updated, missed = [], [], 0
    for seq, answered in tablet.answered:
        for phone in screens:
            if seq in phone.heard:
                heard.append((phone.heard[seq] - answered) * 1000)
            later = [t for s, t in phone.updated.items() if s >= seq]
            if later:
                updated.append((min(later) - answered) * 1000)
            else:
                missed += 1
    for phone in screens:
        phone.close()
    out = {"phones": phones, "odds": odds, "taps": len(tablet.times),
           "tap_median_ms": statistics.median(tablet.times), "tap_p90_ms": percentile(tablet.times, 0.9),
           "tap_max_ms": max(tablet.times), "missed": missed}
    if screens:
        out.update(heard_median_ms=statistics.median(heard), heard_p99_ms=percentile(heard, 0.99),
                   updated_median_ms=statistics.median(updated), updated_p99_ms=percentile(updated, 0.99),
                   updated_max_ms=max(updated))
    return out


def measure(phones: int, taps: int, pause: float) -> list[dict]:
    """The host's taps with no phone, with `phones` phones, and with their chances on."""
    results = []
    with tempfile.TemporaryDirectory() as folder:
        server = Server(pathlib.Path(folder) / "bench.sqlite3").start()
        try:
            for count, odds in ((0, False), (phones, False), (phones, True)):
                results.append(scenario(server.url, count, taps, pause, odds, seed=count + odds))
                time.sleep(2)                          # the phones of one scenario give their streams back
        finally:
            server.stop()
        assert "Traceback" not in server.output(), server.output()[-3000:]
    return results


def figures(size: float = 1.0) -> list:
    """For `bench/run.py`: 150 taps a scenario (times `size`), ten phones."""
    from bench.figures import Figure
    results = measure(10, max(20, int(150 * size)), 0.25)
    alone = results[0]["tap_median_ms"]
    out = []
    for r in results:
        label = f"{r['phones']} phones{' (chances on)' if r['odds'] else ''}"
        out.append(Figure("live", f"the host's tap with {label}: median", r["tap_median_ms"], "ms",
                          higher_is_better=False, goal=50, **({"peer": "no phone", "peer_value": alone}
                                                               if r["phones"] else {})))
        if r["phones"]:
            out.append(Figure("live", f"{label}: phone updated after the tap, p99", r["updated_p99_ms"], "ms",
                              higher_is_better=False, goal=1000))
            out.append(Figure("live", f"{label}: updates missed", r["missed"], "", higher_is_better=False, goal=1))
    return out


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--taps", type=int, default=150, help="host's taps per scenario (default 150)")
    parser.add_argument("--phones", type=int, default=10, help="phones following the evening (default 10)")
    parser.add_argument("--pause", type=float, default=0.25, help="seconds between taps (default 0.25)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = parser.parse_args(argv)
    results = measure(args.phones, args.taps, args.pause)
    if args.json:
        print(json.dumps(results, indent=1))
        return
    print(f"{args.taps} taps a scenario, one every {args.pause} s; seven players, Follow the Queen:\n")
    print("Event heard and phone updated: after the tap's answer reached the tablet (negative: before it).\n")
    print("| phones | tap median ms | tap p90 ms | tap slowest ms | event heard, median ms | phone updated, median ms "
          "| phone updated, p99 ms |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for r in results:
        label = f"{r['phones']}{' (chances on)' if r['odds'] else ''}"
        extra = (f"{r['heard_median_ms']:.1f} | {r['updated_median_ms']:.1f} | {r['updated_p99_ms']:.1f}"
                 if r["phones"] else "– | – | –")
        print(f"| {label} | {r['tap_median_ms']:.1f} | {r['tap_p90_ms']:.1f} | {r['tap_max_ms']:.1f} | {extra} |")
    if any(r["missed"] for r in results):
        print("\nmissed updates:", {r["phones"]: r["missed"] for r in results})


if __name__ == "__main__":
    main()
