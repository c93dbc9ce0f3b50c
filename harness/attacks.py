"""Guests attacking the service, for the tests and the attack benchmark (`bench/bench_attack.py`):
each a function that runs until `stop` is set and counts what it got in `got`; other devices
are other loopback addresses, as the service sees them (127.0.0.2 and up).  `attack` runs some
of them in a process of its own (their interpreter must not hold up the host's timing)."""

from __future__ import annotations

import collections
import os
import random
import re
import socket
import threading
import time

import requests
from requests.adapters import HTTPAdapter

from harness.service import CSRF_TOKEN, pokerstars_file

FORM_BODY = b"x=1&" * 2_000_000           # 7.9 MB of a form, sent not as a file
UPLOAD_SIZE = 3_900_000                   # characters of the uploaders' PokerStars file


class From(HTTPAdapter):
    """requests' connections from one address (a device of its own, as the service sees it)."""

    def __init__(self, address: str):
        self.address = address
        super().__init__()

    def init_poolmanager(self, *args, **kwargs):
        kwargs["source_address"] = (self.address, 0)
        super().init_poolmanager(*args, **kwargs)


def session_from(address: str) -> requests.Session:
    http = requests.Session()
    http.mount("http://", From(address))
    return http


def devices(first: str, count: int) -> list[str]:
    """`count` addresses from `first` on (``127.0.1.1``: 127.0.1.1, 127.0.1.2, ..., on to 127.0.2.0)."""
    a, b, c, d = (int(part) for part in first.split("."))
    start = (c << 8) + d
    return [f"{a}.{b}.{(n >> 8) & 255}.{n & 255}" for n in range(start, start + count)]


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


def uploader(base: str, address: str, stop, got: collections.Counter, text: bytes) -> None:
    """A guest uploading the file again and again (waiting out a 503's Retry-After, as the page does)."""
    http = session_from(address)
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


def form_poster(base: str, address: str, stop, got: collections.Counter) -> None:
    """A device with no PIN posting a form of 7.9 MB (``x=1&`` again and again) to the upload page, in a loop."""
    http = session_from(address)
    while not stop.is_set():
        try:
            answer = http.post(f"{base}/upload", data=FORM_BODY, timeout=60,
                               headers={"Content-Type": "application/x-www-form-urlencoded"})
            got[f"form {answer.status_code}"] += 1
        except requests.RequestException as err:
            got[type(err).__name__] += 1


def guesser(base: str, address: str, stop, got: collections.Counter) -> None:
    """A device guessing the PIN: the login page and the API's writes, one wrong PIN after the
    other (waiting out nothing: a 429 is just the next try)."""
    http = session_from(address)
    rng = random.Random(address)
    while not stop.is_set():
        guess = f"{rng.randrange(10**6):06d}"
        try:
            page = http.get(f"{base}/login", timeout=30).text
            token = re.search(CSRF_TOKEN, page)
            _guess(http, base, guess, token[1] if token is not None else None, got)
        except requests.RequestException as err:
            got[type(err).__name__] += 1


def _guess(http, base: str, guess: str, token: str | None, got: collections.Counter) -> None:
    """One wrong PIN at the login (with the page's `token`; none: no login) and at the API."""
    if token is not None:
        answer = http.post(f"{base}/login", data={"pin": guess, "csrf_token": token}, timeout=30,
                           allow_redirects=False)
        got[f"login {answer.status_code}"] += 1
    answer = http.post(f"{base}/api/evenings", json={}, headers={"Authorization": f"Bearer {guess}"}, timeout=30)
    got[f"api {answer.status_code}"] += 1


def flat_out_guesser(base: str, address: str, stop, got: collections.Counter) -> None:
    """A device guessing on one kept-open connection, flat out, no page loaded between guesses:
    a login with a token read once, then the API with a wrong PIN, again and again."""
    http = session_from(address)
    rng = random.Random(address)
    token = ""
    while not stop.is_set():
        guess = f"{rng.randrange(10**6):06d}"
        try:
            if not token:
                found = re.search(CSRF_TOKEN, http.get(f"{base}/login", timeout=30).text)
                token = found[1] if found else "none"
            _guess(http, base, guess, token, got)
        except requests.RequestException as err:
            got[type(err).__name__] += 1


def unauthenticated_poster(base: str, address: str, stop, got: collections.Counter) -> None:
    """A device posting ``{}`` to the API without any ``Authorization``, flat out."""
    http = session_from(address)
    while not stop.is_set():
        try:
            got[f"post {http.post(f'{base}/api/evenings', json={}, timeout=30).status_code}"] += 1
        except requests.RequestException as err:
            got[type(err).__name__] += 1


def idle_connections(port: int, addresses: list[str], per_address: int, stop, got: collections.Counter) -> None:
    """`per_address` idle connections from each of `addresses` (sending nothing), opened again
    when the service closes them, until `stop`: enough of them, and the service's file
    descriptors would run out."""
    threads = [threading.Thread(target=lambda a=a: got.update(slow_connections(port, a, per_address, None, stop)))
               for a in addresses]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


def attack(base: str, port: int, plan: list[tuple[str, int]], stop, results, nice: int = 0) -> None:
    """The guests of `plan` ([(kind, devices)]) in this process (start it in one of its own),
    until `stop`; puts what they got on `results`.  `nice`: this process's priority lowered so
    much (other devices' CPU is their own: on one machine, their work must not take the
    service's and the host's)."""
    if nice:
        os.nice(nice)
    got: collections.Counter = collections.Counter()
    jobs: list[threading.Thread] = []
    for kind, count in plan:
        jobs += _jobs(base, port, kind, count, stop, got)
    for job in jobs:
        job.start()
    for job in jobs:
        job.join()
    results.put(dict(got))


FIRST = {"guess": "127.0.1.1", "flat-out": "127.0.3.1", "unauthenticated": "127.0.5.1", "form": "127.0.7.1",
         "upload": "127.0.0.10", "idle": "127.0.8.1"}


def _jobs(base: str, port: int, kind: str, count: int, stop, got) -> list[threading.Thread]:
    def each(target, *args) -> list[threading.Thread]:
        return [threading.Thread(target=target, args=(base, a, stop, got, *args)) for a in devices(FIRST[kind], count)]
    if kind == "slow":
        def run(address: str, many: int, every: float | None) -> None:
            got.update(slow_connections(port, address, many, every, stop))
        return [threading.Thread(target=run, args=("127.0.0.2", 505, 10.0)),
                threading.Thread(target=run, args=("127.0.0.3", 600, None))]
    if kind == "idle":                          # `count` connections, 8 from each address
        return [threading.Thread(target=idle_connections,
                                 args=(port, devices(FIRST[kind], (count + 7) // 8), 8, stop, got))]
    if kind == "upload":
        return each(uploader, pokerstars_file(UPLOAD_SIZE).encode())
    return each({"guess": guesser, "flat-out": flat_out_guesser, "unauthenticated": unauthenticated_poster,
                 "form": form_poster}[kind])
