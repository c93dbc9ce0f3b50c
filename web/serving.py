"""Serving the app: Tornado's HTTP server in front (`tornado.httpserver.HTTPServer`), the app
on thread pools of its own kind behind it, and the host's writes first.

The front holds every connection on one event loop: a connection that sends nothing, or its
request a line every few seconds, costs no thread, and one that has not sent its headers whole
within `IDLE` seconds (or its body within `BODY`) is closed.  One address holds at most
`PER_ADDRESS` connections at once (a tablet needs about eight: the page, an event stream, the
asks after the page; a browser opens six at most to one server); this laptop's own connections
(`web.access.LAPTOP`) are not counted.  A request is run only once it has arrived whole.

Each request is classified by what it does (`kind`): a ``write`` (a tap, a booking, a login)
runs on the writes' threads, which no read ever takes; a ``stream`` (a live screen's events,
`web.events`) on threads of its own; a ``read`` (a page, the odds, a story) on the reads'
threads, where one read runs its Python at a time, and none starts while a write runs
(`Turns`; a read that only waits for a worker lets the next one run meanwhile,
`web.workers.waiting`), so that the host's write shares the interpreter with one read at most.
An upload that books nothing is such a read too, on `UPLOADS` threads of its own (more wait in
their queue, not ahead of any other read), worked out in a worker process (`web.jobs.ruled_upload`).

>>> HostCount(2).take("192.168.1.9"), HostCount(0).take("192.168.1.9")
(True, False)
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import errno
import gc
import json
import logging
import math
import pathlib
import secrets
import signal
import socket
import sys
import threading
import time
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from http import HTTPStatus
from typing import Any
from urllib.parse import parse_qs

from tornado import httputil
from tornado.httpserver import HTTPServer
from tornado.ioloop import IOLoop
from tornado.iostream import IOStream, StreamClosedError
from tornado.netutil import bind_sockets
from tornado.wsgi import WSGIContainer
from werkzeug.http import parse_options_header

from . import events, room, workers
from . import pin as host_pin
from .gate import FORM, FORM_BODY, GUEST, HOST, KNOWN, LANE, MAX_BODY, SUSPECT, WRITES, Answer, Gate, Verdict
from .room import Room
from .words import say

PER_ADDRESS = 8              # connections one address may hold at once (not this laptop's own)
IDLE = 15                    # seconds a connection may sit idle, or take to send its headers
HELD_BACK = 1024             # connections beyond their address's share held unread at once
BODY = 30                    # seconds a request may take to send its body
MAX_HEADERS = 64 * 1024      # bytes of a request's headers
MIN_PIN = 6                  # characters of the host PIN
SWITCH_INTERVAL = 0.001      # seconds a thread holds the interpreter while others wait (Python: 0.005): a
                             # write waiting behind a story being told gets its turn sooner
UPLOAD = "/upload"           # the upload page: a write only when it books into an evening
CHANGE_NOTHING = ("/lang",)  # posts that change nothing kept: the page's language (a cookie)
KIND = "referee.kind"        # the WSGI environ's key of what the request does (`kind`)
UPLOADS = 1                  # uploads that book nothing worked out at once (the other worker: the odds)
YOUNG = 10_000               # objects made (less those freed) between the garbage collector's looks at the
                             # young ones (Python: 700, a look every tap or two, each at the hands kept since)
PAUSE = 0.1                  # seconds the service stops accepting when the system refuses a descriptor
LOG_EVERY = 60               # seconds between log lines of connections shed (the log stays small under attack)
Status = list[int | str]     # an answer's status as the app started it: [code, reason]
Headers = list[tuple[str, str]]
log = logging.getLogger("referee.serving")


def kind(method: str, path: str, lane: str = HOST) -> str:
    """What a request does, from its method and path alone (its body is never looked into on the
    event loop): ``write``, ``read``, ``stream``, ``upload`` (an upload that books nothing: a
    read, with threads of its own; a guest's always, as a guest books nothing), or ``sort`` (the
    host's upload, which is a ``write`` when its form names an evening: `upload_kind`, off the loop).

    >>> kind("GET", "/api/evenings/3/events"), kind("POST", "/hands/4/act"), kind("POST", "/lang")
    ('stream', 'write', 'read')
    >>> kind("POST", "/upload", GUEST), kind("POST", "/upload", HOST)
    ('upload', 'sort')
    """
    if method not in WRITES:
        return "stream" if path.endswith(events.STREAM) else "read"
    if path in CHANGE_NOTHING:
        return "read"
    if path == UPLOAD:
        return "sort" if lane == HOST else "upload"
    return "write"


def upload_kind(content_type: str, body: bytes) -> str:
    """The host's upload: a ``write`` when its form names an evening, else an ``upload`` (run
    off the event loop: it looks into the body).

    >>> form = "application/x-www-form-urlencoded"
    >>> upload_kind(form, b"text=x&evening="), upload_kind(form, b"text=x&evening=3")
    ('upload', 'write')
    """
    return "write" if _names_an_evening(content_type, body) else "upload"


def _names_an_evening(content_type: str, body: bytes) -> bool:
    """Whether an upload's form names an evening: the part of the field, found by its header
    after a boundary (a boundary never occurs in a part; nothing else of the body is read: a
    form put differently is taken for one that books nothing, and the app still decides).  A
    form not sent as a file is a small one (`web.gate.FORM_BODY`).

    >>> form = b'--xy\\r\\nContent-Disposition: form-data; name="evening"\\r\\n\\r\\n3\\r\\n--xy--\\r\\n'
    >>> _names_an_evening("multipart/form-data; boundary=xy", form)
    True
    >>> _names_an_evening("multipart/form-data; boundary=xy", form.replace(b"3", b""))
    False
    """
    if content_type.startswith(FORM):
        return any(v.strip() for v in parse_qs(body[:FORM_BODY].decode("latin-1")).get("evening", []))
    mimetype, options = parse_options_header(content_type)
    boundary = options.get("boundary", "")
    if mimetype != "multipart/form-data" or not boundary:
        return False
    head = f'--{boundary}\r\nContent-Disposition: form-data; name="evening"\r\n\r\n'.encode("latin-1")
    at = body.find(head)
    if at < 0:
        return False
    value = body[at + len(head):body.find(b"\r\n", at + len(head))]
    return bool(value.strip())


class Turns:
    """Whose Python runs: one read at a time, and none while a write runs (a write does not wait:
    a read already running goes on, sharing the interpreter with it; the next read waits until
    no write runs), and a guest's (``guest``: a read or a write of a guest) only while none of the
    host's reads waits.  A request that only waits (for a worker, `waiting`) gives its turn up
    meanwhile and takes it again after."""

    def __init__(self):
        self._turn = threading.Condition()
        self._reading = False
        self._writes = 0
        self._hosts_waiting = 0
        self._mine = threading.local()

    @contextlib.contextmanager
    def of(self, kind: str):
        """The turn of a ``read`` (an upload too), a ``write`` or a ``guest``, for as long as it runs."""
        self._mine.kind = kind
        self._start(kind)
        try:
            yield
        finally:
            self._end(kind)
            self._mine.kind = None

    @contextlib.contextmanager
    def waiting(self):
        kind = getattr(self._mine, "kind", None)
        if kind is None:
            yield
            return
        self._end(kind)
        try:
            yield
        finally:
            self._start(kind)

    def _start(self, kind: str) -> None:
        with self._turn:
            if kind == "write":
                self._writes += 1
                return
            if kind == "read":
                self._hosts_waiting += 1
                try:
                    self._turn.wait_for(lambda: not self._reading and not self._writes)
                finally:
                    self._hosts_waiting -= 1
            else:
                self._turn.wait_for(lambda: not self._reading and not self._writes and not self._hosts_waiting)
            self._reading = True

    def _end(self, kind: str) -> None:
        with self._turn:
            if kind == "write":
                self._writes -= 1
            else:
                self._reading = False
            self._turn.notify_all()


class HostCount:
    """Connections held per address, at most `limit` each."""

    def __init__(self, limit: int):
        self.limit = limit
        self._held: dict[str, int] = {}

    def full(self, address: str) -> bool:
        return self._held.get(address, 0) >= self.limit

    def held(self, address: str) -> int:
        return self._held.get(address, 0)

    def most(self) -> str | None:
        """The address that holds the most connections (None: none holds any)."""
        return max(self._held, key=self._held.__getitem__, default=None)

    def take(self, address: str) -> bool:
        if self.full(address):
            return False
        self._held[address] = self._held.get(address, 0) + 1
        return True

    def give_back(self, address: str) -> None:
        self._held[address] -= 1
        if not self._held[address]:
            del self._held[address]


def turned_away() -> bytes:
    """The answer to a connection the service has no room for (nothing of it read: in both languages)."""
    body = json.dumps({"error": {"message": say("no_room", "en"), "message_de": say("no_room", "de")}}).encode()
    return (b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nRetry-After: 5\r\n"
            b"Connection: close\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body))


class Front(HTTPServer):
    """Tornado's HTTP server with at most `PER_ADDRESS` connections per address; the host's own
    (this laptop's, a device `web.gate` judged the host's) are not counted.  A connection beyond
    that is never read, and closed after `IDLE` seconds, as an idle one would be: a device that
    opens connections again as fast as they are closed keeps the service busy accepting them
    only as often as a device of idle connections would.

    File descriptors never run out (`web.room`): guests hold at most `room.guests` connections
    (those held back included), a new one beyond is turned away in words; a host's connection
    beyond `room.everyone` closes the newest guest's.  Should the system refuse a descriptor all
    the same, the newest guests' connections are closed and accepting pauses a moment, said in
    the log once a minute at most."""

    def initialize(self, *args: Any, **settings: Any) -> None:
        self.room: Room = settings.pop("room")
        self.gate: Gate = settings.pop("gate")
        super().initialize(*args, **settings)
        self.count = HostCount(PER_ADDRESS)
        self.guests: OrderedDict[Any, str] = OrderedDict()      # connection -> address, the newest last
        self.held: OrderedDict[Any, Any] = OrderedDict()        # connections held back -> their timeout
        self.hosts: set = set()
        self.shed = 0                                           # guests' connections closed or turned away
        self.said = -math.inf
        self.turned_away = turned_away()

    def add_sockets(self, sockets) -> None:
        self.listening = [(sock, self._accepting(sock)) for sock in sockets]

    def stop(self) -> None:
        for sock, remove in getattr(self, "listening", []):
            remove()
            sock.close()
        self.listening = []

    def _accepting(self, sock: socket.socket):
        """Tornado's accept loop (`tornado.netutil.add_accept_handler`), which on a descriptor
        refused sheds guests and pauses, where Tornado's logs the error and tries again at once."""
        loop = IOLoop.current()
        removed = [False]
        sock.setblocking(False)

        def accept(fd, events) -> None:
            for _ in range(128):
                if removed[0]:
                    return
                try:
                    connection, address = sock.accept()
                except (BlockingIOError, ConnectionAbortedError):
                    return
                except OSError as error:
                    if error.errno not in (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM):
                        raise
                    self._out_of_descriptors(sock, accept, removed)
                    return
                self._accepted(connection, address)

        def remove() -> None:
            if not removed[0]:
                loop.remove_handler(sock)
            removed[0] = True

        loop.add_handler(sock, accept, IOLoop.READ)
        return remove

    def _accepted(self, connection: socket.socket, address) -> None:
        host = address[0] if isinstance(address, tuple) else ""
        place = self._place_for(host)
        if place in ("closed", "turned away"):              # decided before any stream is made: cheap
            self._refuse(connection, place)
            return
        try:
            stream = IOStream(connection)
        except Exception:
            log.exception("a connection could not be taken")
            connection.close()
            return
        if place == "held back":
            self._hold_back(stream)
            return
        if place == "host":
            self.hosts.add(stream)
        else:
            self.count.take(host)
            self.guests[stream] = host
        self.handle_stream(stream, address)

    def _place_for(self, host: str) -> str:
        """Where a new connection from `host` goes: ``host``, ``guest``, ``held back`` (never
        read), ``turned away`` (in words) or ``closed`` (it holds its share already)."""
        if KNOWN.has_address(host):
            while len(self.hosts) + len(self.guests) + len(self.held) >= self.room.everyone and self._shed_newest():
                pass
            return "host"
        full = len(self.guests) + len(self.held) >= self.room.guests
        if self.count.full(host) or self.gate.refusals.over(host):     # beyond its share, or refused too often
            return "closed" if full else "held back"
        if full and not self._make_room(host):
            return "turned away"
        return "guest"

    def _refuse(self, connection: socket.socket, how: str) -> None:
        self.shed += 1
        self._say("no room for more guests' connections")
        if how == "turned away":
            try:
                connection.setblocking(False)
                with contextlib.suppress(BlockingIOError):
                    connection.recv(MAX_HEADERS)          # what it sent already, dropped unread: the words
                connection.send(self.turned_away)         # reach it rather than a reset
            except OSError:
                pass
        connection.close()

    def _out_of_descriptors(self, sock, accept, removed) -> None:
        for _ in range(PER_ADDRESS):
            self._shed_newest()
        self._say("the system refused a file descriptor")
        loop = IOLoop.current()
        loop.remove_handler(sock)

        def again() -> None:
            if not removed[0]:
                loop.add_handler(sock, accept, IOLoop.READ)
        loop.call_later(PAUSE, again)

    def _make_room(self, newcomer: str) -> bool:
        """Room for a guest's new connection from `newcomer` when the guests' room is full: the
        newest connection held back closed, else the newest of the device that holds the most
        connections, if it holds two more than `newcomer` (a new device gets in; devices that
        hold their share already take turns no more); False: no room made."""
        if self._shed_held():
            return True
        most = self.count.most()
        if most is None or self.count.held(most) < self.count.held(newcomer) + 2:
            return False
        stream = next(s for s in reversed(self.guests) if self.guests[s] == most)
        self._shed(stream)
        return True

    def _shed(self, stream) -> None:
        self.shed += 1
        self.count.give_back(self.guests.pop(stream))
        stream.close()

    def _shed_held(self) -> bool:
        """Close the newest connection held back (never read); False: there is none."""
        if not self.held:
            return False
        self.shed += 1
        stream, timeout = self.held.popitem()
        IOLoop.current().remove_timeout(timeout)
        stream.close()
        return True

    def _shed_newest(self) -> bool:
        """Close the newest guest's connection (one held back first); False: there is none."""
        if self._shed_held():
            return True
        if self.guests:
            self._shed(next(reversed(self.guests)))
            return True
        return False

    def _say(self, what: str) -> None:
        """A line in the log, once a minute at most, however often it happens."""
        now = time.monotonic()
        if now - self.said >= LOG_EVERY:
            self.said = now
            log.warning("%s: %d guests' connections closed or turned away so far; %d held", what, self.shed,
                        len(self.guests) + len(self.held))

    def _hold_back(self, stream) -> None:
        if len(self.held) >= HELD_BACK:
            stream.close()
            return

        def close() -> None:
            self.held.pop(stream, None)
            stream.close()
        self.held[stream] = IOLoop.current().call_later(IDLE, close)

    def on_close(self, server_conn):
        stream = server_conn.stream
        self.hosts.discard(stream)
        host = self.guests.pop(stream, None)
        if host is not None:
            self.count.give_back(host)
        super().on_close(server_conn)


class Arriving(httputil.HTTPMessageDelegate):
    """A request as it arrives: judged by its headers (`web.gate`), its body kept unread (or
    drained, for a request refused already), and handed to `Pools.handle` once whole."""

    def __init__(self, pools: Pools, connection):
        self.pools, self.connection = pools, connection
        self.parts: list[bytes] = []
        self.size = 0

    def headers_received(self, start_line, headers) -> None:
        self.request = httputil.HTTPServerRequest(connection=self.connection, start_line=start_line, headers=headers)
        self.verdict = self.pools.gate.judge(self.request.remote_ip or "", self.request.method or "",
                                             self.request.path, headers)

    def data_received(self, chunk: bytes) -> None:
        if self.verdict.answer is not None:
            return
        self.size += len(chunk)
        if self.size > self.verdict.body_limit:
            self.parts = []
            self.verdict = self.pools.gate.too_large(self.request.remote_ip or "", self.verdict, self.request.path,
                                                     self.request.headers)
            return
        self.parts.append(chunk)

    def finish(self) -> None:
        if self.verdict.answer is not None:
            self.pools.refuse(self.request, self.verdict.answer)
        else:
            self.pools.handle(self.request, self.parts, self.verdict)

    def on_connection_close(self) -> None:
        self.parts = []


class Pools(httputil.HTTPServerConnectionDelegate):
    """The app (WSGI) on the thread pools of each kind of request and lane: the front's delegate."""

    def __init__(self, app, threads: int, streams: int):
        self.app = app
        self.environ = WSGIContainer(app).environ                       # the WSGI environ of a request
        self.gate = Gate(app.config.get("PIN"), session_reader(app), app.config.get("SESSION_COOKIE_NAME", "session"))
        self.turns = Turns()
        self.threads = threads + 2 * max(1, threads - 1) + 1 + UPLOADS + 1 + streams + 1
        self.pools = {"write": ThreadPoolExecutor(threads, "write"),
                      "read": ThreadPoolExecutor(max(1, threads - 1), "read"),
                      "guest": ThreadPoolExecutor(max(1, threads - 1), "guest"),
                      "suspect": ThreadPoolExecutor(1, "suspect"),                 # guests refused of late
                      "upload": ThreadPoolExecutor(UPLOADS, "upload"),
                      "sort": ThreadPoolExecutor(1, "sort"),                       # a body looked into
                      "stream": ThreadPoolExecutor(streams + 1, "stream")}   # one more says "too many"
        self.stopping = threading.Event()
        self.answering: set[asyncio.Future] = set()
        workers.waiting = self.turns.waiting


    def start_request(self, server_conn, request_conn) -> Arriving:
        return Arriving(self, request_conn)

    def handle(self, request: httputil.HTTPServerRequest, parts: list[bytes], verdict: Verdict) -> None:
        self._keep(self.answer(request, parts, verdict))

    def refuse(self, request: httputil.HTTPServerRequest, answer: Answer) -> None:
        """A refusal of the gate's, sent on the loop (no thread, no app)."""
        self._keep(self._refused(request, answer))

    def _keep(self, coroutine) -> None:
        task = asyncio.ensure_future(coroutine)
        self.answering.add(task)                                          # kept until done (asyncio holds
        task.add_done_callback(self.answering.discard)                    # only a weak reference)

    async def _refused(self, request, answer: Answer) -> None:
        headers = [*answer.headers, ("Content-Length", str(len(answer.body)))]
        try:
            await self._send(request, [answer.status, HTTPStatus(answer.status).phrase], headers, answer.body, True)
        except StreamClosedError:
            return
        if answer.close:
            request.connection.close()

    async def answer(self, request: httputil.HTTPServerRequest, parts: list[bytes], verdict: Verdict) -> None:
        loop = asyncio.get_running_loop()
        what = kind(request.method or "", request.path, verdict.lane)
        try:
            if verdict.waits:                                        # a guest's login that must wait
                refused = await loop.run_in_executor(self.pools["sort"], self._login_refused, request, parts,
                                                     verdict)
                if refused is not None:
                    await self._refused(request, refused)
                    return
            if what == "sort":
                what = await loop.run_in_executor(self.pools["sort"], self._upload_kind, request, parts)
            pool = verdict.lane if verdict.lane in (GUEST, SUSPECT) and what in ("read", "write") else what
            await loop.run_in_executor(self.pools[pool], self._run, request, parts, what, verdict.lane, loop)
        except (StreamClosedError, RuntimeError):              # the client went away; the pools stopped
            pass

    def _login_refused(self, request, parts: list[bytes], verdict: Verdict) -> Answer | None:
        return self.gate.login_refused(request.remote_ip or "", verdict, request.headers, b"".join(parts))

    @staticmethod
    def _upload_kind(request, parts: list[bytes]) -> str:
        request.body = b"".join(parts)
        return upload_kind(request.headers.get("Content-Type", ""), request.body)

    def _run(self, request, parts: list[bytes], what: str, lane: str, loop) -> None:
        """The app's answer to `request`, in a thread of its pool (its body joined here, not on the loop)."""
        request.body = b"".join(parts)
        environ = self.environ(request)
        environ[events.GONE] = self._gone(request)
        environ[KIND] = what
        environ[LANE] = lane
        if what == "stream":
            self._streamed(environ, request, loop)
            return
        with self.turns.of("write" if lane == HOST and what == "write" else "read" if lane == HOST else GUEST):
            self._whole(environ, request, loop)

    def _whole(self, environ, request, loop) -> None:
        """Run the app and send its answer whole (a Content-Length)."""
        status: Status = []
        headers: Headers = []
        body = self._call(environ, status, headers)
        try:
            chunks = b"".join(body)
        finally:
            if hasattr(body, "close"):
                body.close()
        if status[0] not in (204, 304) and not any(k.lower() == "content-length" for k, _ in headers):
            headers.append(("Content-Length", str(len(chunks))))
        self._on_loop(loop, self._send(request, status, headers, chunks, True))

    def _streamed(self, environ, request, loop) -> None:
        """Run the app and send each part of its answer as it comes (an event stream)."""
        status: Status = []
        headers: Headers = []
        body = self._call(environ, status, headers)
        try:
            first = True
            for chunk in body:
                self._on_loop(loop, self._send(request, status, headers, chunk, False, first))
                first = False
            self._on_loop(loop, self._send(request, status, headers, b"", True, first))
        finally:
            if hasattr(body, "close"):
                body.close()

    def _on_loop(self, loop, coroutine) -> None:
        """Run `coroutine` (a part of an answer sent) on the event loop and wait for it; as the
        service stops, give up (the loop may never run it)."""
        try:
            future = asyncio.run_coroutine_threadsafe(coroutine, loop)
        except RuntimeError:                                    # the loop is closed
            coroutine.close()
            raise
        while True:
            try:
                return future.result(timeout=1)
            except TimeoutError:
                if self.stopping.is_set():
                    future.cancel()
                    raise StreamClosedError() from None

    def _call(self, environ, status: Status, headers: Headers):
        def start_response(line: str, response_headers, exc_info=None):
            status[:] = [int(line.split(" ", 1)[0]), line.split(" ", 1)[1]]
            headers[:] = response_headers
        return self.app(environ, start_response)

    @staticmethod
    async def _send(request, status, headers, chunk: bytes, last: bool, first: bool = True) -> None:
        connection = request.connection
        if first:
            head = httputil.HTTPHeaders()
            for name, value in headers:
                head.add(name, value)
            await connection.write_headers(httputil.ResponseStartLine("HTTP/1.1", *status), head, chunk=chunk)
        elif chunk:
            await connection.write(chunk)
        if last:
            connection.finish()

    def _gone(self, request):
        """Whether the client of `request` closed its connection (or the service is stopping):
        a look at its socket without taking anything from it."""
        sock = request.connection.stream.socket

        def gone() -> bool:
            if self.stopping.is_set() or sock is None or sock.fileno() < 0:
                return True
            try:
                return sock.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT) == b""
            except BlockingIOError:
                return False
            except OSError:
                return True
        return gone

    def stop(self) -> None:
        self.stopping.set()
        for pool in self.pools.values():
            pool.shutdown(wait=False, cancel_futures=True)
        workers.stop()                             # a read that waits for a worker does not hold the stop


def collect_less() -> None:
    """The garbage collector set for serving, once the app is made: what it holds then (the
    modules, the app, the words) frozen, never looked at again, and the young objects looked at
    every `YOUNG` objects made (a tap frees nearly all it makes; what it keeps is the hand as it
    left it, a few hundred objects)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(YOUNG, *gc.get_threshold()[1:])


def listen(host: str, port: int) -> list[socket.socket]:
    """The listening sockets (port 0: one the system picks); OSError if it cannot listen."""
    return bind_sockets(port, host, backlog=1024)


def session_reader(app):
    """A function that reads a session cookie of `app` (signed with its secret), or raises."""
    serializer = app.session_interface.get_signing_serializer(app)
    life = int(app.permanent_session_lifetime.total_seconds())

    def read(cookie: str) -> dict:
        if serializer is None:
            raise ValueError("no secret")
        return serializer.loads(cookie, max_age=life)
    return read


def serve(app, sockets: list[socket.socket], threads: int, streams: int, limit: int | None = None) -> None:
    """Serve `app` on `sockets` until SIGTERM or Ctrl-C, holding no more connections than
    `limit` open files leave room for (`web.room`; None: the limit now)."""
    logging.getLogger("tornado.access").setLevel(logging.WARNING)
    pools = Pools(app, threads, streams)
    limit = limit or room.raise_limit()

    descriptors = Room.of(limit, room.in_use(), pools.threads + room.WORKERS)
    log.info("open files at most %d: room for %d connections of guests, %d in all", limit, descriptors.guests,
             descriptors.everyone)

    async def run() -> None:
        front = Front(pools, idle_connection_timeout=IDLE, body_timeout=BODY, max_body_size=MAX_BODY,
                      max_header_size=MAX_HEADERS, xheaders=False,
                      room=descriptors, gate=pools.gate)
        front.add_sockets(sockets)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, stop.set)
        await stop.wait()
        front.stop()
        pools.stop()

    asyncio.run(run())


# --- python app.py ---------------------------------------------------------------------------------

def parse_args(database: pathlib.Path, argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Serve the Follow the Queen Referee (pages and JSON API).")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1; "
                                                             "0.0.0.0 for the tablet, which needs a PIN)")
    parser.add_argument("--port", type=int, default=5000, help="port (default 5000; 0: one that is free, printed "
                                                               "as it starts)")
    parser.add_argument("--db", default=str(database), help=f"SQLite file (default {database})")
    parser.add_argument("--pin", help=f"host PIN for writes, at least {MIN_PIN} characters (default: none on "
                                      "loopback, a new one otherwise)")
    parser.add_argument("--allowed-host", action="append", default=[], metavar="NAME",
                        help="a further name the tablet uses to reach this laptop (e.g. laptop.fritz.box); "
                             "the loopback names, the --host address and, with 0.0.0.0, this machine's name "
                             "and every IP address are allowed anyway")
    parser.add_argument("--threads", type=int, default=3,
                        help="threads for the host's writes (default 3); reads have one fewer of their own, one "
                             "running and the others waiting for odds")
    parser.add_argument("--streams", type=int, default=20,
                        help="live screens at once (default 20): each open event stream gets a thread of its own, "
                             "beyond --threads, so the host's taps never wait for one")
    parser.add_argument("--heartbeat", type=float, default=10.0,
                        help="seconds between keep-alive lines on a quiet live stream (default 10)")
    args = parser.parse_args(argv)
    if args.pin is not None and (len(args.pin) < MIN_PIN or not args.pin.isprintable() or " " in args.pin):
        parser.error(f"--pin needs at least {MIN_PIN} characters (digits, say), no spaces")
    if args.pin is not None and host_pin.weak(args.pin):
        parser.error("--pin is one that guessers try first (a common password or PIN like 147258 or qwerty, a run "
                     "like 123456 or abcdef, a part repeated like 121212, two characters at most like 111222): "
                     "choose another")
    if not 0 <= args.port <= 65535:
        parser.error("--port needs a number from 1 to 65535 (5000, say), or 0 for any free one")
    if args.threads < 2 or args.streams < 0 or not 0.05 <= args.heartbeat <= 600:
        parser.error("--threads needs at least 2 (one stays free for the host's writes), --streams at least 0, "
                     "--heartbeat 0.05 to 600 seconds")
    return args


def made_up_pin() -> str:
    """A PIN of `MIN_PIN` random digits, none that guessers try first."""
    while host_pin.weak(pin := f"{secrets.randbelow(10**MIN_PIN):0{MIN_PIN}d}"):
        pass
    return pin


def main(create_app, database: pathlib.Path, argv: list[str] | None = None) -> int:
    """``python app.py``: the app made by `create_app` served until SIGTERM or Ctrl-C."""
    from . import access, store

    args = parse_args(database, argv)
    pin = args.pin
    if pin is None and not access.is_loopback(args.host):
        pin = made_up_pin()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    db = str(pathlib.Path(args.db).resolve())
    problem = store.problem_at_start(db)              # told before the app is made: a refusal in a moment
    if problem is not None:
        print(f"Not started: {problem[1]}", file=sys.stderr, flush=True)
        return 2
    app = create_app({"DATABASE": db, "DATABASE_PROBLEM": None, "PIN": pin, "SERVED_HOST": args.host,
                      "ALLOWED_HOSTS": args.allowed_host, "THREADS": args.threads, "MAX_STREAMS": args.streams,
                      "STREAM_HEARTBEAT": args.heartbeat})
    print(f"Follow the Queen Referee: database {app.config['DATABASE']}", flush=True)
    sys.setswitchinterval(SWITCH_INTERVAL)
    try:
        sockets = listen(args.host, args.port)
    except OSError as error:                 # the port taken (the referee already running?), an unknown address
        hint = ("is the referee already running? --port picks another port"
                if getattr(error, "errno", None) == errno.EADDRINUSE
                else "--host takes an address of this laptop, or 0.0.0.0 for all of them")
        reason = getattr(error, "strerror", None) or str(error).rstrip(".")
        print(f"Not started: cannot listen on {args.host} port {args.port} ({reason}); {hint}",
              file=sys.stderr, flush=True)
        return 2
    port = sockets[0].getsockname()[1]
    if pin:
        print(f"Host PIN: {pin}  (writes need 'Authorization: Bearer {pin}')", flush=True)
        print(f"A new device: log in with the one-time code {host_pin.codes.new()} (ten minutes; more at "
              f"http://127.0.0.1:{port}/devices on this laptop)", flush=True)
    shown = f"[{args.host}]" if ":" in args.host else args.host
    print(f"Serving on http://{shown}:{port}", flush=True)
    collect_less()
    limit = room.raise_limit()
    workers.start()                  # the workers (odds, an import's replays, an upload that books nothing),
                                     # starting while the service answers its first requests
    serve(app, sockets, args.threads, args.streams, limit)
    workers.stop()
    return 0
