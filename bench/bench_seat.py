"""Benchmark a seat's entry to the tablet's redraw (the players enter their own cards):
``python app.py`` under Tornado (web/serving.py, the defaults), over HTTP with keep-alive
connections, seven players of Follow the Queen, each at a phone of their own.

Every seat's phone takes its seat with the code on the tablet (``/evenings/<id>/take/<name>/<code>``)
and enters what that seat does, as the seat's page sends it (``X-Requested-With: fetch``): it
seals its face-down cards (``POST /evenings/<id>/seat/seal``), makes its bets and shows or
mucks (``POST /evenings/<id>/seat/act``), and the dealer's phone enters the up cards and deals
the 7th-street cards down.  The host's tablet only deals each hand (``/evenings/<id>/deal``).
Each hand is a random legal hand of the referee (few folds: most go to 7th street and a
showdown), made beforehand with every card known, so the seals are the cards the hand then
shows.  Measured: from a phone sending its entry until the tablet has the new table in hand;
the tablet holds the evening's event stream and, on each event newer than what it shows, asks
for its live part (``GET /evenings/<id>/live?seq=..``) as the table's script does.  An entry at
a time: the next goes `--pause` seconds after the tablet had the last.  Two scenarios, each an
evening of its own, after a warm-up evening: the phones only sending (the tablet the one screen
following the evening), and the seven seat phones and `--guests` guests (the players' link,
``/watch/<token>``) following too, each holding the event stream and asking for its live part
on every event (``/evenings/<id>/seat/live``, ``/watch/<token>/live``).

    .venv/bin/python bench/bench_seat.py                 # 150 entries a scenario, about a minute and a half
    .venv/bin/python bench/bench_seat.py --quick         # 20 entries a scenario, half a minute
    .venv/bin/python bench/bench_seat.py --entries 300 --guests 8 --json
"""

from __future__ import annotations

import argparse
import http.client
import json
import pathlib
import random
import re
import socket
import statistics
import tempfile
import threading
import time
import urllib.parse
from dataclasses import dataclass, field

import requests

from bench.bench_live import PLAYERS, Tablet, percentile
from harness.handgen import play
from harness.service import Server, found
from referee.replay import State, load_hand

#: a form's CSRF token (the field the seat's forms send)
FORM_TOKEN = r'name="csrf_token" value="([^"]+)"'
#: the evening's seq a live part (the table's, a seat's) was drawn at
EVENING_SEQ = r'data-evening-seq="(\d+)"'
#: the seat codes' links on the host's table page: the link and the seat's name
SEAT_LINK = r'href="(http://[^"]+/take/([^/"]+)/[^"]+)"'
#: how long a screen may take to have an entry before it counts as missed
PATIENCE = 10.0
#: how often a player folds (facing a bet three times as often): most hands go to 7th street and a showdown
FOLD = 0.04


class Screen:
    """A screen following the evening as the pages' script does: the event stream in a thread of
    its own; on each event newer than what it shows, its live part (one question at a time, on a
    keep-alive connection of its own; a change heard while a tap of its own is on its way is
    asked for after the tap's answer)."""

    def __init__(self, base: str, evening: int, cookie: str | None = None):
        self.address = urllib.parse.urlsplit(base).netloc          # host:port
        self.evening = evening
        self.headers = {"Accept": "application/json", **({"Cookie": cookie} if cookie else {})}
        self.seq = 0
        self.updated: dict[int, float] = {}        # seq -> when the live part of that seq was in hand
        self.failures: list[str] = []
        self.busy = False                          # a tap of its own on its way
        self.again = False                         # a change heard meanwhile
        self.asking = threading.Lock()
        self.fetcher = http.client.HTTPConnection(self.address, timeout=60)
        self.stream: http.client.HTTPConnection | None = None
        self.sock: socket.socket | None = None

    def follow(self) -> Screen:
        """Hold the evening's event stream (the newest seq comes at once: the first live part)."""
        self.stream = http.client.HTTPConnection(self.address, timeout=120)
        self.stream.request("GET", f"/api/evenings/{self.evening}/events?seq={self.seq}", headers=self.headers)
        self.sock = self.stream.sock
        response = self.stream.getresponse()
        assert response.status == 200, (response.status, response.read()[:300])
        threading.Thread(target=self._listen, args=(response,), daemon=True).start()
        return self

    def _listen(self, response) -> None:
        try:
            while line := response.readline():
                if line.startswith(b"data: ") and json.loads(line[6:])["seq"] > self.seq:
                    if self.busy:
                        self.again = True
                    else:
                        self.refresh()
        except (OSError, ValueError, AttributeError, http.client.HTTPException):
            pass

    def live_path(self) -> str:
        raise NotImplementedError

    def took(self, data: dict) -> None:
        """What a screen keeps of its live part beyond its seq (the guests' board tag)."""

    def refresh(self) -> None:
        with self.asking:
            self.fetcher.request("GET", self.live_path(), headers=self.headers)
            answer = self.fetcher.getresponse()
            body = answer.read()
            if answer.status == 200:
                data = json.loads(body)
                if data["seq"] > self.seq:
                    self.seq = data["seq"]
                    self.updated.setdefault(self.seq, time.perf_counter())
                self.took(data)
            elif answer.status != 204:
                self.failures.append(f"GET {self.live_path()}: {answer.status} {body[:200]!r}")

    def had(self, seq: int) -> float | None:
        """When the screen first had the evening at `seq` or later in hand (None: never)."""
        times = [t for s, t in self.updated.items() if s >= seq]
        return min(times) if times else None

    def close(self) -> None:
        if self.sock is not None:
            try:
                self.sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        if self.stream is not None:
            self.stream.close()
        self.fetcher.close()


class TableScreen(Screen):
    """The host's tablet: the table's live part."""

    def live_path(self) -> str:
        return f"/evenings/{self.evening}/live?seq={self.seq}"


class Guest(Screen):
    """A guest's phone on the players' link: the hand as the table sees it and the leaderboard."""

    def __init__(self, base: str, evening: int, token: str):
        super().__init__(base, evening)
        self.token, self.board = token, ""

    def live_path(self) -> str:
        return f"/watch/{self.token}/live?seq={self.seq}&board={self.board}"

    def took(self, data: dict) -> None:
        self.board = data["board_tag"]


@dataclass
class Sent:
    """One entry of a seat's phone: what it was, when it went and came back, the evening's seq after it."""

    what: str
    phone: str
    sent: float
    answered: float
    seq: int


class SeatPhone(Screen):
    """A seat's phone: takes the seat with its code on the tablet, then sends what the seat's page
    sends (the Flask session's cookie carries the forms' token, ``seat_phone`` the seat); follows
    the evening on its own live part when asked to (`follow`)."""

    def __init__(self, base: str, evening: int, link: str, name: str):
        self.base, self.name = base, name
        self.http = requests.Session()
        take = self.http.get(link, timeout=30)
        assert take.status_code == 200, (link, take.status_code, take.text[:300])
        taken = self.http.post(link, data={"csrf_token": found(FORM_TOKEN, take.text)}, allow_redirects=False,
                               timeout=30)
        assert taken.status_code == 303 and "seat_phone" in self.http.cookies, (link, taken.status_code,
                                                                                taken.text[:300])
        page = self.http.get(f"{base}/evenings/{evening}/seat", timeout=30)
        assert page.status_code == 200, (page.status_code, page.text[:300])
        self.token = found(FORM_TOKEN, page.text)
        super().__init__(base, evening, cookie=f"seat_phone={self.http.cookies['seat_phone']}")
        self.seq = int(found(EVENING_SEQ, page.text))

    def live_path(self) -> str:
        return f"/evenings/{self.evening}/seat/live?seq={self.seq}"

    def send(self, route: str, data: dict, what: str) -> Sent:
        """A tap on the seat's page (``seal`` or ``act``): its form and the answer put in place."""
        self.busy = True
        started = time.perf_counter()
        try:
            answer = self.http.post(f"{self.base}/evenings/{self.evening}/seat/{route}",
                                    data={**data, "csrf_token": self.token}, timeout=60,
                                    headers={"X-Requested-With": "fetch", "Accept": "application/json"})
            done = time.perf_counter()
        finally:
            self.busy = False
        if answer.status_code != 200:
            raise AssertionError(f"{self.name}'s phone: POST /evenings/{self.evening}/seat/{route} {data} -> "
                                 f"{answer.status_code} {answer.text[:400]}")
        seq = int(found(EVENING_SEQ, answer.json()["html"]))
        if seq > self.seq:
            self.seq = seq
            self.updated.setdefault(seq, done)
        if self.again:                                  # a change heard while the tap was on its way
            self.again = False
            threading.Thread(target=self.refresh, daemon=True).start()
        return Sent(what, self.name, started, done, seq)


@dataclass
class Entry:
    """What one phone sends: the seat (its index in the hand), the route (``seal``, ``act``), the form."""

    seat: int
    route: str
    form: dict
    what: str


@dataclass
class Scenario:
    following: bool
    guests: int
    sent: list[Sent] = field(default_factory=list)
    redraw: list[float] = field(default_factory=list)          # ms, entry sent -> tablet has it
    answer: list[float] = field(default_factory=list)          # ms, the phone's own answer
    others: list[float] = field(default_factory=list)          # ms, entry sent -> another phone has it
    missed: int = 0
    kinds: dict[str, list[float]] = field(default_factory=dict)


def _cards(text: str) -> list[str]:
    return [text[i:i + 2] for i in range(0, len(text), 2)]


def seat_entries(header: dict, dealer: int, rng: random.Random) -> list[Entry]:
    """The phones' entries of a random legal hand for `header` (every card known, as the seats
    know theirs): the dealer's phone enters each up card and deals the face-down cards due to
    everyone at once, each seat seals its face-down cards once dealt, bets, and shows (its sealed
    cards) or mucks.  The hand's seq each act is sent with is the number of actions before it."""
    actions = play(rng, {**header, "actions": []}, hide=0.0, fold=FOLD)["actions"]
    state = State(load_hand({**header, "actions": []}))
    downs: dict[int, int] = {}                          # seat -> face-down cards sealed so far
    out: list[Entry] = []

    def seal(seat: int, cards: list[str]) -> None:
        before = downs.get(seat, 0)
        out.append(Entry(seat, "seal", {"show": " ".join(["??"] * before + cards)}, "seal"))
        downs[seat] = before + len(cards)

    i = 0
    while i < len(actions):
        text, nxt = actions[i], state.expected()
        if text.startswith("d dh ") and set(nxt["faces"]) == {"d"}:           # 7th street: dealt down to all
            out.append(Entry(dealer, "act", {"intent": "deal_down", "seq": str(i)}, "deal down"))
            dealt = []
            while i < len(actions) and actions[i].startswith("d dh ") and set(state.expected()["faces"]) == {"d"}:
                dealt.append((state.expected()["seat"], _cards(actions[i].split()[3])))
                state.apply(actions[i])
                i += 1
            for seat, cards in dealt:
                seal(seat, cards)
            continue
        if text.startswith("d dh "):
            faced = list(zip(_cards(text.split()[3]), nxt["faces"], strict=True))
            [up] = [c for c, face in faced if face == "u"]
            out.append(Entry(dealer, "act", {"card": up, "seq": str(i)}, "up card"))
            if any(face == "d" for _, face in faced):
                seal(nxt["seat"], [c for c, face in faced if face == "d"])
        elif text.startswith("d db "):
            out.append(Entry(dealer, "act", {"card": text.split()[2], "seq": str(i)}, "up card"))
        else:
            player, verb, *rest = text.split()
            seat = int(player[1:]) - 1
            if verb == "sm":
                out.append(Entry(seat, "act", {"intent": "show" if rest else "muck", "seq": str(i)},
                                 "show" if rest else "muck"))
            else:
                what = {"cc": "check or call", "cbr": "bet or raise", "f": "fold", "pb": "bring-in"}.get(verb, verb)
                out.append(Entry(seat, "act", {"action": text, "seq": str(i)}, what))
        state.apply(text)
        i += 1
    assert state.over
    return out


def scenario(base: str, following: bool, guests: int, entries: int, pause: float, seed: int) -> Scenario:
    """An evening of seven seat phones entering hands until `entries` are sent: the tablet the one
    screen following (`following` False), or the phones and `guests` guests following too."""
    rng = random.Random(seed)
    evening = requests.post(f"{base}/api/evenings", timeout=30, json={
        "name": "seat phones" + (" and guests" if following else ""),
        "players": [{"name": n, "chips": 5_000} for n in PLAYERS]}).json()["id"]
    host = Tablet(base, evening)                        # the host's taps: the deal
    table_page = host.http.get(f"{base}/evenings/{evening}", timeout=30).text
    links = {name: link for link, name in re.findall(SEAT_LINK, table_page)}
    assert sorted(links) == sorted(PLAYERS), links
    phones = {name: SeatPhone(base, evening, links[name], name) for name in PLAYERS}
    token = found(r"/watch/([\w-]+)", requests.get(f"{base}/evenings/{evening}/board", timeout=30).text)
    tablet = TableScreen(base, evening).follow()
    screens: list[Screen] = []
    if following:
        screens = [*phones.values(), *(Guest(base, evening, token) for _ in range(guests))]
        for screen in screens:
            screen.follow()
    out = Scenario(following, guests if following else 0)
    time.sleep(1.0)
    enter(base, evening, host, phones, tablet, out, entries, pause, rng)
    time.sleep(1.0)
    tally(out, tablet, screens, phones)
    failures = [f for screen in [tablet, *screens] for f in screen.failures]
    for screen in {tablet, *screens, *phones.values()}:
        screen.close()
    assert not failures, failures[:5]
    return out


def enter(base: str, evening: int, host: Tablet, phones: dict[str, SeatPhone], tablet: Screen, out: Scenario,
          entries: int, pause: float, rng: random.Random) -> None:
    """Hands dealt by the host and entered by the phones, an entry at a time (the next `pause`
    seconds after the tablet had the last), until `entries` are sent."""
    while len(out.sent) < entries:
        host.tap(f"/evenings/{evening}/deal", {})
        live = requests.get(f"{base}/api/evenings/{evening}", timeout=30).json()["live_hand"]
        header = requests.get(f"{base}/api/hands/{live['id']}", timeout=30).json()["header"]
        names = header["players"]
        time.sleep(pause)
        for entry in seat_entries(header, names.index(live["dealer"]), rng):
            if len(out.sent) == entries:                # the last hand is left in play
                break
            sent = phones[names[entry.seat]].send(entry.route, entry.form, entry.what)
            out.sent.append(sent)
            deadline = time.perf_counter() + PATIENCE
            while tablet.had(sent.seq) is None and time.perf_counter() < deadline:
                time.sleep(0.002)
            time.sleep(pause)
        else:                                           # the phones played the hand to its end
            hand = requests.get(f"{base}/api/hands/{live['id']}", timeout=30).json()
            assert hand["status"] == "booked", (hand["status"], hand["next"])


def tally(out: Scenario, tablet: Screen, screens: list[Screen], phones: dict[str, SeatPhone]) -> None:
    """Each entry's times: to the tablet's redraw, to the phone's answer, to every other screen."""
    for sent in out.sent:
        had = tablet.had(sent.seq)
        if had is None:
            out.missed += 1
            continue
        out.redraw.append((had - sent.sent) * 1000)
        out.answer.append((sent.answered - sent.sent) * 1000)
        out.kinds.setdefault(sent.what, []).append(out.redraw[-1])
        for screen in screens:
            if screen is not phones[sent.phone]:
                later = screen.had(sent.seq)
                if later is None:
                    out.missed += 1
                else:
                    out.others.append((later - sent.sent) * 1000)


def measure(guests: int, entries: int, pause: float) -> list[Scenario]:
    """The phones' entries with only the tablet following, then with the phones and the guests too
    (after a few entries of a warm-up evening, not counted: the templates compiled, the paths run once)."""
    results = []
    with tempfile.TemporaryDirectory() as folder:
        server = Server(pathlib.Path(folder) / "bench.sqlite3").start()
        try:
            scenario(server.url, True, 1, 24, 0.0, seed=0)      # warm-up: every template and path once, not counted
            time.sleep(2)
            for following in (False, True):
                results.append(scenario(server.url, following, guests, entries, pause, seed=7 + following))
                time.sleep(2)                          # the screens of one scenario give their streams back
        finally:
            server.stop()
        assert "Traceback" not in server.output(), server.output()[-3000:]
    return results


def _label(r: Scenario) -> str:
    return (f"{len(PLAYERS)} seat phones and {r.guests} guests following" if r.following
            else "the tablet alone following")


def figures(size: float = 1.0) -> list:
    """For `bench/run.py`: 150 entries a scenario (times `size`), five guests."""
    from bench.figures import Figure
    results = measure(5, max(20, int(150 * size)), 0.25)
    alone, crowd = results
    out = [Figure("seat", f"entry to the tablet's redraw, the tablet alone: median of {len(alone.redraw)} "
                          f"(slowest {max(alone.redraw):.0f} ms)", statistics.median(alone.redraw), "ms",
                  higher_is_better=False, goal=100),
           Figure("seat", f"entry to the tablet's redraw, {_label(crowd)}: median of {len(crowd.redraw)} "
                          f"(slowest {max(crowd.redraw):.0f} ms)", statistics.median(crowd.redraw), "ms",
                  higher_is_better=False, goal=100, peer="the tablet alone",
                  peer_value=statistics.median(alone.redraw)),
           Figure("seat", f"entry to the tablet's redraw, {_label(crowd)}: p90", percentile(crowd.redraw, 0.9), "ms",
                  higher_is_better=False),
           Figure("seat", "the entry's answer on the phone, with them: median", statistics.median(crowd.answer), "ms",
                  higher_is_better=False),
           Figure("seat", "entry to every other phone's update, with them: p90", percentile(crowd.others, 0.9), "ms",
                  higher_is_better=False, goal=1000),
           Figure("seat", "updates missed", alone.missed + crowd.missed, "", higher_is_better=False, goal=1)]
    return out


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=150, help="the phones' entries per scenario (default 150)")
    parser.add_argument("--quick", action="store_true", help="20 entries a scenario")
    parser.add_argument("--guests", type=int, default=5, help="guests following the evening (default 5)")
    parser.add_argument("--pause", type=float, default=0.25,
                        help="seconds between the tablet having an entry and the next entry (default 0.25)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = parser.parse_args(argv)
    entries = 20 if args.quick else args.entries
    results = measure(args.guests, entries, args.pause)
    rows = [{"scenario": _label(r), "entries": len(r.sent), "missed": r.missed,
             "redraw_median_ms": statistics.median(r.redraw), "redraw_p90_ms": percentile(r.redraw, 0.9),
             "redraw_max_ms": max(r.redraw), "answer_median_ms": statistics.median(r.answer),
             "answer_p90_ms": percentile(r.answer, 0.9),
             "others_median_ms": statistics.median(r.others) if r.others else None,
             "others_p90_ms": percentile(r.others, 0.9) if r.others else None,
             "redraw_median_by_kind_ms": {k: statistics.median(v) for k, v in sorted(r.kinds.items())}}
            for r in results]
    if args.json:
        print(json.dumps(rows, indent=1))
        return
    print(f"{entries} entries a scenario, the next one {args.pause} s after the tablet had the last; seven players, "
          "Follow the Queen:\n")
    print("| who follows the evening | entries | to the tablet's redraw: median ms | p90 ms | slowest ms "
          "| the phone's answer: median ms | every other phone updated: median ms | p90 ms |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for row in rows:
        others = (f"{row['others_median_ms']:.1f} | {row['others_p90_ms']:.1f}" if row["others_median_ms"] is not None
                  else "– | –")
        print(f"| {row['scenario']} | {row['entries']} | {row['redraw_median_ms']:.1f} | {row['redraw_p90_ms']:.1f} "
              f"| {row['redraw_max_ms']:.1f} | {row['answer_median_ms']:.1f} | {others} |")
    print("\nTo the tablet's redraw, median ms by entry: " + "; ".join(
        f"{_label(r)}: " + ", ".join(f"{k} {statistics.median(v):.0f} ({len(v)})" for k, v in sorted(r.kinds.items()))
        for r in results))
    if any(r.missed for r in results):
        print("\nmissed updates:", {_label(r): r.missed for r in results})


if __name__ == "__main__":
    main()
