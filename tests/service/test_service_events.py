"""Every screen live, against the real server: an entry on one tablet reaches every other
screen's event stream within a second; a screen that is behind hears of it the moment it
connects; streams are bounded and never take the host's threads."""

from __future__ import annotations

import http.client
import json
import queue
import socket
import threading
import time
import urllib.parse

import requests

from harness.service import Api

FOLD_HAND = ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"]


class Listener:
    """One screen's event stream, read in a thread (plain http.client, so that closing it
    closes the socket at once): its events, parsed, in a queue."""

    def __init__(self, base: str, evening: int, seq: int | None = None, last_event_id: int | None = None,
                 source: str | None = None, pin: str | None = None):
        host, port = urllib.parse.urlsplit(base).netloc.split(":")
        self.connection = http.client.HTTPConnection(host, int(port), timeout=30,
                                                     source_address=(source, 0) if source else None)
        query = "" if seq is None else f"?seq={seq}"
        headers = {"Accept": "text/event-stream", **({"Authorization": f"Bearer {pin}"} if pin else {})}
        if last_event_id is not None:
            headers["Last-Event-ID"] = str(last_event_id)
        self.connection.request("GET", f"/api/evenings/{evening}/events{query}", headers=headers)
        self.sock = self.connection.sock
        self.response = self.connection.getresponse()
        self.status, self.headers = self.response.status, self.response.headers
        self.events: queue.Queue = queue.Queue()
        self.lines: list[str] = []
        if self.status == 200:
            threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        event: dict = {}
        try:
            while line := self.response.readline():
                line = line.decode().rstrip("\n")
                self.lines.append(line)
                if line.startswith("id: "):
                    event["id"] = int(line[4:])
                elif line.startswith("data: "):
                    event["data"] = json.loads(line[6:])
                elif line == "" and event:
                    self.events.put((time.monotonic(), event))
                    event = {}
        except (OSError, ValueError, AttributeError, http.client.HTTPException):   # closed under it
            pass

    def next(self, timeout: float) -> tuple[float, dict]:
        return self.events.get(timeout=timeout)

    def close(self) -> None:
        """The phone goes away: its socket is shut at once."""
        try:
            self.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.response.close()
        self.connection.close()


def seq_of(api: Api, evening: int) -> int:
    return api.ok("GET", f"/api/evenings/{evening}")["seq"]


def test_an_entry_reaches_a_second_screen_within_a_second(api, server):
    evening = api.evening()
    hand = api.live(evening)["id"]
    seq = seq_of(api, evening)
    phone, second_tablet = Listener(server.url, evening, seq), Listener(server.url, evening, seq)
    try:
        for screen in (phone, second_tablet):
            assert screen.status == 200
            assert screen.headers["Content-Type"].startswith("text/event-stream")
            assert screen.headers["Cache-Control"] == "no-store"
        time.sleep(0.2)                                     # both are waiting now
        tablet = Api(server.url)
        tablet.act(hand, "d dh p1 ????Qh", seq=0)
        entered = time.monotonic()
        for screen in (phone, second_tablet):
            arrived, event = screen.next(timeout=1.0)       # the promise: within one second
            assert arrived - entered < 1.0
            assert event["data"] == {"evening": evening, "seq": seq + 1} and event["id"] == seq + 1
        # the second tablet learns the new state at once, instead of from a 409
        assert api.ok("GET", f"/api/hands/{hand}")["log"] == ["d dh p1 ????Qh"]
    finally:
        phone.close()
        second_tablet.close()


def test_a_screen_that_is_behind_hears_at_once(api, server):
    evening = api.evening()
    hand = api.live(evening)["id"]
    seen = seq_of(api, evening)
    for action in FOLD_HAND[:3]:
        api.act(hand, action)
    behind = Listener(server.url, evening, seen)
    resumed = Listener(server.url, evening, last_event_id=seen + 1)      # a reconnection wins over ?seq
    current = Listener(server.url, evening, seq_of(api, evening))
    try:
        assert behind.next(timeout=5)[1]["data"]["seq"] == seen + 3
        assert resumed.next(timeout=5)[1]["data"]["seq"] == seen + 3
        assert current.events.empty()                         # nothing new for a screen that is up to date
        api.act(hand, FOLD_HAND[3])
        assert current.next(timeout=5)[1]["data"]["seq"] == seen + 4
        assert behind.next(timeout=5)[1]["data"]["seq"] == seen + 4
        assert behind.lines[:2] == ["retry: 1000", ""]
    finally:
        for screen in (behind, resumed, current):
            screen.close()


def test_each_evening_hears_only_of_itself(api, server):
    one, two = api.evening(), api.evening()
    listener = Listener(server.url, one, seq_of(api, one))
    try:
        api.live(two)
        api.ok("POST", f"/api/evenings/{two}/players", 201, json={"name": "Dora", "chips": 20})
        api.ok("POST", f"/api/evenings/{one}/players", 201, json={"name": "Dora", "chips": 20})
        _, event = listener.next(timeout=5)
        assert event["data"]["evening"] == one
        assert listener.events.empty()
    finally:
        listener.close()


def test_the_end_and_a_players_change_are_heard_too(api, server):
    evening = api.evening()
    listener = Listener(server.url, evening, seq_of(api, evening))
    try:
        api.ok("POST", f"/api/evenings/{evening}/players/Anna/rebuy", 201, json={"chips": 5})
        first = listener.next(timeout=5)[1]["data"]["seq"]
        api.ok("POST", f"/api/evenings/{evening}/end")
        assert listener.next(timeout=5)[1]["data"]["seq"] == first + 1
    finally:
        listener.close()


def test_refusals(api, server):
    assert api.get("/api/evenings/999/events").status_code == 404
    response = api.get(f"/api/evenings/{api.evening()}/events", params={"seq": "x"})
    assert response.status_code == 422 and response.json()["error"]["field"] == "seq"


def test_streams_are_bounded_and_never_take_the_hosts_threads(start_server):
    server = start_server(None, "--streams", "2", "--threads", "2")          # keep-alive lines every 10 s
    api = Api(server.url)
    evening = api.evening()
    hand = api.live(evening)["id"]
    screens = [Listener(server.url, evening, 0) for _ in range(2)]
    try:
        assert [s.status for s in screens] == [200, 200]
        refused = requests.get(f"{server.url}/api/evenings/{evening}/events", timeout=10)
        assert refused.status_code == 503
        assert refused.headers["Retry-After"] == "5"
        assert "Too many screens" in refused.json()["error"]["message"]
        # the host's taps go on meanwhile, on threads of their own
        for action in FOLD_HAND[:3]:
            api.act(hand, action)
        assert len(api.ok("GET", f"/api/hands/{hand}")["log"]) == 3
        # a phone that goes away gives its stream back at once (the server sees the connection close)
        screens[0].close()
        deadline = time.monotonic() + 15
        again = requests.get(f"{server.url}/api/evenings/{evening}/events", stream=True, timeout=10)
        while again.status_code == 503 and time.monotonic() < deadline:
            time.sleep(0.2)
            again = requests.get(f"{server.url}/api/evenings/{evening}/events", stream=True, timeout=10)
        assert again.status_code == 200
        again.close()
    finally:
        for screen in screens:
            screen.close()


def test_one_address_holds_its_share_of_the_streams_not_all(start_server):
    """A guest cannot hold every stream (20 for 300 s each, once): one address gets a quarter of
    them (at least two), and the other screens still get theirs (127.0.0.2 and .3 stand for
    phones; 127.0.0.1, the laptop's own browser, is the host's, not counted by address)."""
    server = start_server(None, "--streams", "8")
    evening = Api(server.url).evening()
    guest = [Listener(server.url, evening, 0, source="127.0.0.2") for _ in range(3)]
    others = [Listener(server.url, evening, 0, source=source) for source in ("127.0.0.3", "127.0.0.1")]
    try:
        assert [s.status for s in guest] == [200, 200, 503]
        refusal = json.loads(guest[2].response.read())["error"]
        assert refusal["message"].startswith("This device already holds its share of the live screens (2)")
        assert [s.status for s in others] == [200, 200]
    finally:
        for screen in guest + others:
            screen.close()


def test_the_hosts_screens_get_their_streams_first(start_server):
    """Four guests' devices open five streams each: together they get 15 of the 20, and the
    host's screens still get theirs, the tablet (another device, with the PIN) and the laptop's
    own browser (before: the guests took all 20, and the host's screens fell back to asking
    every few seconds)."""
    server = start_server(None, "--pin", "471147")
    evening = Api(server.url, "471147").evening()
    guests = [Listener(server.url, evening, 0, source=f"127.0.0.{n}") for n in (2, 3, 4, 5) for _ in range(5)]
    host = [Listener(server.url, evening, 0, source="127.0.0.9", pin="471147"), Listener(server.url, evening, 0)]
    try:
        statuses = [s.status for s in guests]
        assert statuses.count(200) == 15 and statuses.count(503) == 5, statuses
        assert [s.status for s in host] == [200, 200]
    finally:
        for screen in guests + host:
            screen.close()
