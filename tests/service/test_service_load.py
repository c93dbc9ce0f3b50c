"""Load and slow clients: connections held open (sending nothing, or half a request) do not shut
the host out, and reads (the odds, the story) never take every thread: one is kept for writes,
which go before reads.  How fast the host's writes are meanwhile is measured in
``bench/bench_readers.py``."""

import socket
import threading
import time

from harness.service import Api

SEVEN = [(n, 100) for n in ("Anna", "Ben", "Carla", "Dan", "Emil", "Fritz", "Gerda")]


def test_many_half_open_connections_do_not_shut_the_host_out(start_server):
    server = start_server(None)
    api = Api(server.url)
    evening = api.evening()
    held = []
    try:
        for n in range(110):                                  # one client, many connections, never finished
            conn = socket.create_connection(("127.0.0.1", server.port), timeout=10)
            if n % 2:
                conn.sendall(b"POST /api/evenings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{")
            held.append(conn)
        # the host's tap, on a connection of its own, gets through (before: waitress took 100 connections,
        # and the tap waited until they timed out, minutes later)
        tablet = Api(server.url)
        state = tablet.ok("POST", f"/api/evenings/{evening}/hands/live", 201, timeout=10)
        assert tablet.act(state["id"], "d dh p1 ????Qh", seq=0)["seq"] == 1
    finally:
        for conn in held:
            conn.close()


def test_a_crowd_of_heavy_reads_never_takes_the_hosts_thread(start_server):
    """Eight phones ask for the odds (worked out once, to a quarter of a point: about 0.2 s of a
    worker for seven players on 3rd street) just before the host's tap: the tap is answered
    while they are still being worked out, before any of them (before: the four threads all
    waited on odds, and the tap after them).  The phones' questions are sent whole before the
    tap, on connections of their own, and the tap follows 30 ms later, well within the odds'
    work (a fixed wait of 0.2 s after starting threads raced with it once the odds got faster)."""
    server = start_server(None, "--threads", "4")
    api = Api(server.url)
    evening = api.evening(SEVEN)
    hand = api.live(evening)["id"]
    for seat, card in enumerate(("Qh", "6c", "9d", "Kd", "2s", "Js", "4h")):   # 3rd street, every hole unseen
        state = api.act(hand, f"d dh p{seat + 1} ????{card}")
    api.ok("PUT", f"/api/evenings/{evening}/odds-view", json={"shown": True})
    answered: list[str] = []
    lock = threading.Lock()

    def status_of(conn: socket.socket) -> str:
        reply = b""
        while chunk := conn.recv(65536):
            reply += chunk
        conn.close()
        return reply.split(b" ", 2)[1].decode()

    def read_odds(conn: socket.socket) -> None:
        status = status_of(conn)
        with lock:
            answered.append(f"odds {status}")

    phones = []
    for path in [f"/api/hands/{hand}/odds", f"/hands/{hand}/odds"] * 4:
        conn = socket.create_connection(("127.0.0.1", server.port), timeout=30)
        conn.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
        phones.append(conn)
    readers = [threading.Thread(target=read_odds, args=(conn,)) for conn in phones]
    for t in readers:
        t.start()
    time.sleep(0.03)                                              # the phones' questions are in
    tap = Api(server.url).post(f"/api/hands/{hand}/actions", json={"action": "p1 cc", "seq": state["seq"]})
    with lock:
        answered.append(f"tap {tap.status_code}")
    for t in readers:
        t.join()
    assert answered[0] == "tap 200", answered
    assert sorted(answered[1:]) == ["odds 200"] * 8                # and the phones got their odds
