"""How the service is served (`web.serving`): it picks a free port when told to and says which;
one address holds a few connections at most, so slow or idle connections from a guest's device
never shut the host out; an upload that books nothing is a read, worked out in a worker, and the
host's taps go first.  How fast the host's taps are during such attacks: ``bench/bench_attack.py``."""

import re
import socket
import statistics
import threading
import time

import pytest
import requests

from harness.service import Api, connect_from, page_session, pokerstars_file

GUEST = "127.0.0.2"          # another device, as the service sees it (this laptop's own is 127.0.0.1)
PER_ADDRESS = 8              # web.serving.PER_ADDRESS


def test_it_serves_on_a_port_it_picks_and_says_which(start_server):
    server = start_server(None, host="0.0.0.0")                   # the helper passes --port 0
    assert re.search(rf"Serving on http://0\.0\.0\.0:{server.port}\b", server.output())
    assert Api(server.url).ok("GET", "/api/health") == {"ok": True}


def answered(conns: list[socket.socket], wait: float = 1.0) -> int:
    """How many of `conns` the service answers a health check on within `wait` seconds."""
    for conn in conns:
        conn.sendall(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    deadline = time.monotonic() + wait
    count = 0
    for conn in conns:
        conn.settimeout(max(0.01, deadline - time.monotonic()))
        try:
            count += conn.recv(100).startswith(b"HTTP/1.1 200")
        except OSError:
            pass
    return count


def tap_in_time(server, evening: int) -> float:
    """The host's tap (a deal, on a connection of its own): seconds to its answer."""
    start = time.monotonic()
    tablet = Api(server.url)
    hand = tablet.ok("POST", f"/api/evenings/{evening}/hands/live", 201, timeout=5)
    tapped = tablet.ok("POST", f"/api/hands/{hand['id']}/actions", json={"action": "d dh p1 ????Qh", "seq": 0},
                       timeout=5)
    assert tapped["seq"] == 1
    return time.monotonic() - start


@pytest.mark.parametrize("how", ["idle", "a header line each second"])
def test_one_device_cannot_hold_the_service_with_slow_connections(start_server, how):
    """505 connections from one device, idle or sending their headers a line at a time (before:
    waitress took 500 connections, and the host's tap waited as long as they were held)."""
    server = start_server(None)
    evening = Api(server.url).evening()
    held = [connect_from(GUEST, server.port) for _ in range(505)]
    stop = threading.Event()

    def trickle() -> None:
        for conn in held:
            try:
                conn.sendall(b"GET /api/evenings HTTP/1.1\r\n")
            except OSError:
                pass
        while not stop.wait(1):
            for conn in held:
                try:
                    conn.sendall(b"X-Slow: 1\r\n")
                except OSError:
                    pass

    sender = threading.Thread(target=trickle)
    if how != "idle":
        sender.start()
    try:
        time.sleep(1.5)
        assert tap_in_time(server, evening) < 2
        if how == "idle":
            assert answered(held) == PER_ADDRESS
    finally:
        stop.set()
        if sender.is_alive():
            sender.join()
        for conn in held:
            conn.close()


def test_a_device_gets_its_connections_back_once_it_closes_them(start_server):
    server = start_server(None)
    first = [connect_from(GUEST, server.port) for _ in range(PER_ADDRESS)]
    time.sleep(0.3)
    beyond = connect_from(GUEST, server.port)                  # never read (closed after 15 s)
    time.sleep(0.3)
    assert answered(first) == PER_ADDRESS and answered([beyond]) == 0
    for conn in first:
        conn.close()
    time.sleep(0.3)
    again = connect_from(GUEST, server.port)
    assert answered([again]) == 1
    for conn in (beyond, again):
        conn.close()


def test_uploads_that_book_nothing_do_not_slow_the_hosts_taps(start_server):
    """Four guests upload a PokerStars file of 2 MB each (seconds of a worker's time to read):
    the host's taps meanwhile take no more than three times as long as alone (before: the
    uploads were read in the service's threads, as writes, and a tap shared the interpreter with
    all four: 42 times as long with files of 3.9 MB)."""
    server = start_server(None)
    api = Api(server.url)
    evening = api.evening()
    text = pokerstars_file(2_000_000).encode()

    def taps() -> float:
        times = []
        for _ in range(7):
            start = time.monotonic()
            api.ok("POST", f"/api/evenings/{evening}/players/Anna/rebuy", 201, json={"chips": 1}, timeout=30)
            times.append(time.monotonic() - start)
        return statistics.median(times)

    def upload() -> None:
        http, headers = page_session(server.url)
        try:
            http.post(f"{server.url}/upload", files={"file": ("evening.txt", text)}, headers=headers, timeout=120)
        except requests.RequestException:                 # the service stopped at the test's end
            pass

    alone = taps()
    guests = [threading.Thread(target=upload, daemon=True) for _ in range(4)]
    for guest in guests:
        guest.start()
    time.sleep(1)                                             # the uploads are in and being read
    during = taps()
    assert during < 3 * alone + 0.03, (during, alone)
    # a stop while files are being read does not wait for the workers to finish them (it waited
    # until they had: seconds, and in a busy test run until killed after 10 s)
    text = pokerstars_file(3_900_000).encode()
    guests = [threading.Thread(target=upload, daemon=True) for _ in range(4)]
    for guest in guests:
        guest.start()
    time.sleep(1)
    stopping = time.monotonic()
    server.stop()
    assert server.process.returncode == 0 and time.monotonic() - stopping < 2.5, time.monotonic() - stopping
    assert "Traceback" not in server.output() and "leaked" not in server.output(), server.output()
