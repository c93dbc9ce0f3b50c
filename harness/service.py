"""The service as a real process: start ``python app.py`` on a port it picks with a SQLite file,
talk HTTP to it, look into the file afterwards."""

from __future__ import annotations

import os
import pathlib
import re
import signal
import socket
import sqlite3
import subprocess
import sys
import time

import requests

ROOT = pathlib.Path(__file__).resolve().parents[1]
DECK = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]
#: a page's CSRF token (its ``<meta name="csrf-token">``), as `found` takes it
CSRF_TOKEN = r'name="csrf-token" content="([^"]+)"'


def found(pattern: str, text: str) -> str:
    """The first group of `pattern` in `text` (which must hold it)."""
    match = re.search(pattern, text)
    assert match, pattern
    return match[1]


class Server:
    """``python app.py --port PORT --db DB [args]`` as a subprocess; `url` once it answers."""

    def __init__(self, db: pathlib.Path, *args: str, host: str = "127.0.0.1", prefix: tuple[str, ...] = (),
                 log: pathlib.Path | None = None):
        self.db = pathlib.Path(db)
        self.args = args
        self.host = host
        self.prefix = prefix                 # a command the server runs under (a mount namespace of its own)
        self.log = log or self.db.with_suffix(".log")
        self.process: subprocess.Popen | None = None
        self.port = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 60, port: int | None = None) -> Server:
        """Start it (on `port`, else one the server picks and prints) and wait until it answers
        (a couple of seconds; `timeout` leaves room for a machine busy with other work)."""
        self.port = port or 0
        with open(self.log, "ab") as log:
            already = log.tell()
            self.process = subprocess.Popen(
                [*self.prefix, sys.executable, "app.py", "--host", self.host, "--port", str(port or 0), "--db",
                 str(self.db), *self.args], cwd=ROOT, stdout=log, stderr=subprocess.STDOUT,
                env={**os.environ, "PYTHONUNBUFFERED": "1"})
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited with {self.process.returncode}:\n{self.output()}")
            if not self.port:
                printed = self.log.read_bytes()[already:].decode(errors="replace")
                serving = re.search(r"Serving on http://\S+:(\d+)", printed)
                if serving is None:
                    time.sleep(0.05)
                    continue
                self.port = int(serving[1])
            try:
                if requests.get(self.url + "/api/health", timeout=1).ok:
                    return self
            except requests.RequestException:          # not listening yet, or not answering yet: again
                time.sleep(0.05)
        self.stop()
        raise RuntimeError(f"the server did not answer in {timeout} s:\n{self.output()}")

    def output(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def kill(self) -> None:
        """SIGKILL: no shutdown, no cleanup, as when the laptop's battery dies under it."""
        assert self.process is not None, "kill() of a server never started"    # a test kills what it started
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()


class Api:
    """A small HTTP client: ``api.post("/api/evenings", json=...)`` -> requests.Response."""

    def __init__(self, base: str, pin: str | None = None):
        self.base = base
        self.session = requests.Session()
        if pin:
            self.session.headers["Authorization"] = f"Bearer {pin}"

    def request(self, method: str, path: str, **kwargs) -> requests.Response:
        kwargs.setdefault("timeout", 30)
        return self.session.request(method, self.base + path, **kwargs)

    def get(self, path, **kwargs):
        return self.request("GET", path, **kwargs)

    def post(self, path, **kwargs):
        return self.request("POST", path, **kwargs)

    def put(self, path, **kwargs):
        return self.request("PUT", path, **kwargs)

    def delete(self, path, **kwargs):
        return self.request("DELETE", path, **kwargs)

    def ok(self, method: str, path: str, status: int = 200, **kwargs) -> dict:
        response = self.request(method, path, **kwargs)
        assert response.status_code == status, (method, path, response.status_code, response.text)
        return response.json()

    # --- the evening's steps -------------------------------------------------------------------

    def evening(self, players=(("Anna", 50), ("Ben", 50), ("Carla", 50)), **extra) -> int:
        body = {"name": "Test evening", "players": [{"name": n, "chips": c} for n, c in players], **extra}
        return self.ok("POST", "/api/evenings", 201, json=body)["id"]

    def live(self, evening_id: int, **body) -> dict:
        return self.ok("POST", f"/api/evenings/{evening_id}/hands/live", 201, json=body or None)

    def act(self, hand_id: int, action: str, **extra) -> dict:
        return self.ok("POST", f"/api/hands/{hand_id}/actions", json={"action": action, **extra})

    def leaderboard(self, evening_id: int) -> dict[str, dict]:
        board = self.ok("GET", f"/api/evenings/{evening_id}/leaderboard")["players"]
        return {p["name"]: p for p in board}



class Browser:
    """A requests session that reads the CSRF token off the pages, as the browser's forms do."""

    def __init__(self, base: str, lang: str | None = None):
        self.base = base
        self.session = requests.Session()
        if lang:
            self.session.cookies.set("lang", lang)

    def get(self, path: str, **kwargs) -> requests.Response:
        return self.session.get(self.base + path, timeout=30, **kwargs)

    def token(self, path: str = "/") -> str:
        return found(CSRF_TOKEN, self.get(path).text)

    def post(self, path: str, data: dict | None = None, token: str | None = "read", **kwargs):
        """A form sent (``data``) with the token read off a page (or the `token` given, or none)."""
        data = dict(data or {})
        if token == "read":
            token = self.token()
        if token is not None:
            data["csrf_token"] = token
        return self.send(path, data, **kwargs)

    def send(self, path: str, data: dict, **kwargs) -> requests.Response:
        return self.session.post(self.base + path, data=data, timeout=30, allow_redirects=False, **kwargs)

def black_mariah_with_odds(api: Api) -> tuple[int, int]:
    """An evening of Black Mariah, its odds view on, and a hand in play after the 3rd-street
    deal (no Q♠ up): (evening, hand)."""
    evening = api.evening()
    api.ok("PUT", f"/api/evenings/{evening}/game", json={"variant": "BM", "ante": 1, "bet_limits": [1, 5]})
    api.ok("PUT", f"/api/evenings/{evening}/odds-view", json={"shown": True})
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????7h", "d dh p2 ????8c", "d dh p3 ????9d"):
        api.act(hand, action)
    return evening, hand


def rows(db: pathlib.Path, sql: str, params=()) -> list[tuple]:
    """Read the server's SQLite file directly (a separate read-only connection)."""
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=10)
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


def counts(db: pathlib.Path) -> dict[str, int]:
    return {table: rows(db, f"SELECT COUNT(*) FROM {table}")[0][0]
            for table in ("evenings", "players", "hands", "actions", "ledger")}


# The showdown hand of the tests: Anna's Q♥ is wild and Ben's 6♣ follows it, so sixes are
# wild too; Anna makes four Aces (A♠ A♦ A♣ and the Q♥), Ben four Kings (K♣ K♦ K♥ and the 6♣).
DEALS = {
    3: {"Anna": "AsAdQh", "Ben": "KcKd6c", "Carla": "2c3d9d"},
    4: {"Anna": "7h", "Ben": "8s", "Carla": "Ts"},
    5: {"Anna": "4c", "Ben": "5s", "Carla": "Js"},
    6: {"Anna": "2h", "Ben": "3c", "Carla": "4d"},
    7: {"Anna": "Ac", "Ben": "Kh", "Carla": "5d"},
}
HOLES = {"Anna": "AsAdAc", "Ben": "KcKdKh", "Carla": "2c3d5d"}


def showdown_step(state: dict) -> str:
    """The next action of the showdown hand: deal the planned cards; Anna bets 2 on 4th
    street and everyone calls; Carla folds on 5th; otherwise check; show the hole cards."""
    nxt = state["next"]
    names = [p["name"] for p in state["players"]]
    assert nxt.get("seat") is not None, nxt         # stud, no board card: each step is a seat's
    who = names[nxt["seat"]]
    if nxt["kind"] == "deal":
        return f"d dh {who} {DEALS[nxt['street']][who]}"
    if nxt["kind"] == "show":
        return f"{who} sm {HOLES[who]}"
    legal = nxt["legal"]
    if nxt["street"] == 4 and legal["bet"] and who == "Anna":
        return f"{who} cbr 2"
    if nxt["street"] == 5 and who == "Carla":
        return f"{who} f"
    return f"{who} cc"


# A hand in which Queens change the wild ranks after 3rd street: on 4th street Carla's T♠
# follows Ben's Q♠ (tens wild), on 6th street Carla's Q♦ is the last face-up card (tens no
# longer wild); Dan folds on 5th street; Ben wins with four Kings.
QUEENS_LATE_PLAYERS = ["Anna", "Ben", "Carla", "Dan"]
QUEENS_LATE = ["d dh p1 AsAd5h", "d dh p2 KcKd6c", "d dh p3 2c3d9d", "d dh p4 8c8d4s", "p3 cc", "p4 cc", "p1 cc",
               "p2 cc", "d dh p1 7h", "d dh p2 Qs", "d dh p3 Ts", "d dh p4 9c", "p3 cc", "p4 cc", "p1 cc", "p2 cc",
               "d dh p1 4c", "d dh p2 5s", "d dh p3 Js", "d dh p4 2d", "p3 cc", "p4 f", "p1 cc", "p2 cc",
               "d dh p1 2h", "d dh p2 3c", "d dh p3 Qd", "p3 cc", "p1 cc", "p2 cc", "d dh p1 Ac", "d dh p2 Kh",
               "d dh p3 5d", "p3 cc", "p1 cc", "p2 cc", "p3 sm 2c3d5d", "p1 sm AsAdAc", "p2 sm KcKdKh"]


def pokerstars_file(size: int) -> str:
    """A PokerStars file of about `size` characters: one real hand (tests/data/pokerstars) again
    and again, each with a number of its own."""
    one = (ROOT / "tests" / "data" / "pokerstars" / "stud-all-in-side-pot.txt").read_text().strip()
    hands = [re.sub(r"Hand #\d+", f"Hand #{10**9 + n}", one, count=1) for n in range(1 + size // (len(one) + 3))]
    return "\n\n\n".join(hands) + "\n"


def page_session(base: str, path: str = "/upload") -> tuple[requests.Session, dict]:
    """A browser's session with the pages: its cookie, and the headers its script sends (the CSRF token)."""
    http = requests.Session()
    token = found(CSRF_TOKEN, http.get(base + path, timeout=30).text)
    return http, {"X-Requested-With": "fetch", "X-CSRF-Token": token}


def connect_from(address: str, port: int, timeout: float = 10) -> socket.socket:
    """A connection to the service on 127.0.0.1 from `address` (127.0.0.2, say: another device, as
    the service sees it)."""
    conn = socket.socket()
    conn.settimeout(timeout)
    conn.bind((address, 0))
    conn.connect(("127.0.0.1", port))
    return conn
