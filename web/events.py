"""Every screen live: Server-Sent Events that tell the tablets and the players' phones that an
evening has changed, within a moment of the change.

Every committed transaction that changes an evening counts the evening's ``seq`` up
(`web.store.transaction`) and then tells the `BUS`; a stream waiting for that evening wakes
and sends one event, ``{"evening": id, "seq": n}``, with ``n`` as the event's id.  A screen
that is behind (a second tablet, a phone that slept) gets the newest ``seq`` at once, when it
connects or reconnects (``Last-Event-ID``); changes that come faster than a screen reads are
told as one event with the newest ``seq``.  The screen then asks for what changed.

A stream holds a thread of the service for as long as it is open, so streams get threads of
their own: the service runs ``--streams`` threads for streams beside those for requests
(`web.serving`), and `Slots` lets at most ``--streams`` streams in at once, and from one address
at most a `share` of them (a quarter, at least two), so that one guest cannot hold them all
(the laptop's own screens, the host's, are not counted by address), and the guests' streams
together leave a quarter of them for the host's screens (the laptop's, and a device the service judged
the host's: `web.gate`); one more is refused
(503, ``Retry-After``) and that screen asks every few seconds instead.  The host's taps never
wait for a thread held by a phone.  A stream ends within a second of its screen going away
(the server looks whether the connection was closed, and says so: the environ's `GONE`),
else when a write fails: it sends a comment line every `HEARTBEAT` seconds;
and it ends after `LIFE` seconds anyway (the browser reconnects by itself), so no thread is
held by a screen long gone.

>>> bus = Bus()
>>> bus.publish("db", {7: 3})
>>> bus.wait("db", 7, after=2, timeout=0), bus.wait("db", 7, after=3, timeout=0)
(3, None)
>>> slots = Slots(1)
>>> slots.take(), slots.take()
(True, False)
>>> slots = Slots(20)
>>> [slots.take("10.0.0.7") for _ in range(6)], slots.take("10.0.0.8")
([True, True, True, True, True, False], True)
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Generator

from . import store

HEARTBEAT = 10.0            # seconds between comment lines on a quiet stream
CHECK = 1.0                 # seconds between looks whether the screen went away
LIFE = 300.0                # seconds a stream stays open before the browser reconnects
RETRY = 1000                # ms the browser waits before reconnecting
STREAM = "/events"          # the end of a stream's path: it waits for changes, it does not read (`web.serving`)
GONE = "referee.client_gone"   # the WSGI environ's key of a function that says whether the screen went away


class Bus:
    """The newest ``seq`` of each evening (of each database file), and a way to wait for a newer one."""

    def __init__(self):
        self._changed = threading.Condition()
        self._seq: dict[tuple[str, int], int] = {}

    def publish(self, database: str, changed: dict[int, int]) -> None:
        """Evenings of `database` changed: {evening id: new seq}.  Wakes every stream."""
        with self._changed:
            for evening_id, seq in changed.items():
                key = (database, evening_id)
                self._seq[key] = max(seq, self._seq.get(key, seq))
            self._changed.notify_all()

    def wait(self, database: str, evening_id: int, after: int, timeout: float) -> int | None:
        """The evening's seq once it is newer than `after`; None if `timeout` seconds pass first."""
        deadline = time.monotonic() + timeout
        key = (database, evening_id)
        with self._changed:
            while True:
                seq = self._seq.get(key)
                if seq is not None and seq > after:
                    return seq
                left = deadline - time.monotonic()
                if left <= 0:
                    return None
                self._changed.wait(left)


class Slots:
    """At most `limit` streams at once, and at most `share` of them from one address (None: the
    host's, not counted by address); the guests' together leave a quarter (`kept`) for the host's
screens.

    >>> slots = Slots(8)
    >>> [slots.take(f"10.0.0.{n}") for n in range(8)].count(True), slots.take(), slots.take()
    (6, True, True)
    """

    def __init__(self, limit: int):
        self.limit = limit
        self.share = max(2, limit // 4)
        self.kept = limit // 4
        self._lock = threading.Lock()
        self.open = 0
        self._by_address: dict[str | None, int] = {}

    def full_here(self, address: str | None) -> bool:
        """Whether `address` holds its share already."""
        return address is not None and self._by_address.get(address, 0) >= self.share

    def take(self, address: str | None = None) -> bool:
        with self._lock:
            guests = self.open - self._by_address.get(None, 0)
            if self.open >= self.limit or self.full_here(address) or (
                    address is not None and guests >= self.limit - self.kept):
                return False
            self.open += 1
            self._by_address[address] = self._by_address.get(address, 0) + 1
        return True

    def give_back(self, address: str | None = None) -> None:
        with self._lock:
            self.open -= 1
            self._by_address[address] -= 1
            if not self._by_address[address]:
                del self._by_address[address]


BUS = Bus()
store.on_commit.append(BUS.publish)
_slots: dict[int, Slots] = {}
_slots_lock = threading.Lock()


def slots_for(limit: int) -> Slots:
    """The process's stream slots for this limit (one set per configured limit)."""
    with _slots_lock:
        return _slots.setdefault(limit, Slots(limit))


def message(evening_id: int, seq: int) -> str:
    """One event: its id is the seq, its data the evening and the seq.

    >>> message(3, 12)
    'id: 12\\ndata: {"evening": 3, "seq": 12}\\n\\n'
    """
    return f"id: {seq}\ndata: {json.dumps({'evening': evening_id, 'seq': seq})}\n\n"


def stream(database: str, evening_id: int, now: int, after: int | None, slots: Slots, *, address: str | None = None,
           heartbeat: float = HEARTBEAT, life: float = LIFE, gone: Callable[[], bool] | None = None) -> Stream:
    """The event stream of an evening whose seq is `now`, holding one of `slots` (taken by
    `address`): an
    event at once if the screen has seen less (`after`; None: a first connection, which is
    sent the seq too), then one for every change, a comment line every `heartbeat` seconds,
    and the end after `life` seconds, or as soon as `gone()` says the screen went away
    (the server tells: `GONE`), checked every second."""
    return Stream(_events(database, evening_id, now, after, heartbeat, life, gone or (lambda: False)), slots, address)


def _events(database: str, evening_id: int, now: int, after: int | None, heartbeat: float, life: float,
            gone: Callable[[], bool]) -> Generator[str, None, None]:
    yield f"retry: {RETRY}\n\n"
    last = now
    if after is None or now > after:
        yield message(evening_id, now)
    end = time.monotonic() + life
    quiet = time.monotonic() + heartbeat
    while (left := end - time.monotonic()) > 0 and not gone():
        seq = BUS.wait(database, evening_id, last, min(CHECK, heartbeat, left))
        if seq is not None:
            last = seq
            quiet = time.monotonic() + heartbeat
            yield message(evening_id, seq)
        elif time.monotonic() >= quiet:
            quiet = time.monotonic() + heartbeat
            yield ": still here\n\n"


class Stream:
    """An event stream that gives its slot back once, however it ends: run out, or closed by
    the server (it closes it when a write finds the phone gone), even before it began."""

    def __init__(self, events: Generator[str, None, None], slots: Slots, address: str | None = None):
        self._events, self._slots, self._address, self._held = events, slots, address, True

    def __iter__(self):
        return self

    def __next__(self) -> str:
        try:
            return next(self._events)
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        self._events.close()
        if self._held:
            self._held = False
            self._slots.give_back(self._address)
