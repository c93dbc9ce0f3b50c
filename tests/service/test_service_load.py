"""Load and slow clients: connections held open (sending nothing, or half a request) do not shut
the host out, and heavy reads (odds, the story) never take every thread: the ones beyond their
slots are told to come back (503, Retry-After) while the host's writes go through.  How fast the
host's writes are meanwhile is measured in ``bench/bench_readers.py``."""

import socket
import threading

from tests.service.helpers import Api

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


def test_heavy_reads_never_take_every_thread(start_server):
    server = start_server(None, "--threads", "4")                 # three slots for heavy reads
    api = Api(server.url)
    evening = api.evening(SEVEN)
    hand = api.live(evening)["id"]
    for seat, card in enumerate(("Qh", "6c", "9d", "Kd", "2s", "Js", "4h")):   # 3rd street, every hole unseen
        state = api.act(hand, f"d dh p{seat + 1} ????{card}")
    api.ok("PUT", f"/api/evenings/{evening}/odds-view", json={"shown": True})
    barrier = threading.Barrier(9)
    answers: list = []

    def reader(path: str) -> None:
        mine = Api(server.url)
        barrier.wait()
        answers.append(mine.get(path))

    paths = [f"/api/hands/{hand}/odds", f"/hands/{hand}/odds"] * 4
    readers = [threading.Thread(target=reader, args=(p,)) for p in paths]
    for t in readers:
        t.start()
    barrier.wait()
    tap = api.post(f"/api/hands/{hand}/actions", json={"action": "p1 cc", "seq": state["seq"]})
    for t in readers:
        t.join()
    assert tap.status_code == 200, tap.text                       # the host's write went through meanwhile
    busy = [a for a in answers if a.status_code == 503]
    assert {a.status_code for a in answers} <= {200, 503} and busy and len(busy) < len(answers)
    for answer in busy:
        assert 1 <= int(answer.headers["Retry-After"]) <= 30
        assert "Busy working out odds for others" in answer.text
