"""The players' phones follow the evening (`web.pages.live`): whatever change is committed while
a phone loads its page or asks for its live part, what it is sent is the evening at one moment
(its seq, the hand and the leaderboard with its tag), so that the phone, asking again when the
events say the evening is newer than it shows, ends up with the leaderboard as it stands.

The change is a real rebuy, committed by another thread (another connection, as another
request of the service would) at the k-th statement of the phone's request, for every k:
SQLite tells each statement (`sqlite3.Connection.set_trace_callback`)."""

from __future__ import annotations

import contextlib
import re
import threading
from itertools import count

import pytest

from tests.pages.conftest import Browser, SiteApi
from web import store


def marker(html: str) -> int:
    """The evening's seq the part shows (what the script sends back as ``?seq=``)."""
    return int(re.search(r'data-evening-seq="(\d+)"', html)[1])


def chips(board: str) -> dict[str, str]:
    return dict(re.findall(r'data-player="([^"]+)">.*?<td class="num chips">(.*?)</td>', board, flags=re.S))


class Phone:
    """The players' watch page as its script keeps it (web/static/app.js: `refresh`, `place`):
    the seq it shows, the leaderboard and the leaderboard's tag."""

    def __init__(self, browser: Browser, token: str):
        self.browser, self.token = browser, token
        page = browser.get(f"/watch/{token}").text
        self.seq = marker(page.split('id="live"', 1)[1])
        self.tag, self.board = re.search(r'<div id="board-part" data-board-tag="([^"]*)">(.*?)\n</div>', page,
                                         flags=re.S).groups()

    def ask(self) -> None:
        """What `refresh` does on an event: ask with the seq and the tag shown, put the answer in place."""
        response = self.browser.get(f"/watch/{self.token}/live", {"seq": self.seq, "board": self.tag})
        assert response.status_code in (200, 204), response.text
        if response.status_code == 200 and response.json["seq"] > self.seq:
            answer = response.json
            self.seq = marker(answer["html"])
            if answer["board"] is not None:
                self.board, self.tag = answer["board"], answer["board_tag"]

    def follow(self, api: SiteApi, evening: int) -> None:
        """The events: one for each seq newer than the phone shows, each an ask."""
        for _ in range(5):
            if api.ok("GET", f"/api/evenings/{evening}")["seq"] <= self.seq:
                return
            self.ask()
        raise AssertionError(f"the phone stays behind at seq {self.seq}")


def a_write_at(site, k: int, write):
    """While the context is open, `write()` runs in another thread at the k-th statement this
    thread's connection sends (the connection the test client's requests use); `fired` says
    whether there was a k-th."""
    with site.app.app_context():
        db = store.get_db()
    seen = count(1)
    fired = threading.Event()

    def tracer(sql):
        if next(seen) == k:
            fired.set()
            other = threading.Thread(target=write)
            other.start()
            other.join()

    return tracing(db.conn, tracer), fired


@contextlib.contextmanager
def tracing(conn, tracer):
    """While the block runs, SQLite tells `tracer` each statement `conn` sends."""
    conn.set_trace_callback(tracer)
    try:
        yield
    finally:
        conn.set_trace_callback(None)


@pytest.mark.parametrize("moment", ["page", "ask"])
def test_a_phone_ends_up_with_the_board_as_it_stands_wherever_a_change_lands_while_it_asks(site, api, moment):
    evening = api.evening()
    browser = Browser(site)
    token = re.search(r"/watch/([\w-]+)", browser.get(f"/evenings/{evening}/board").text)[1]
    writer = SiteApi(site)
    chips_bought = count(1)

    def rebuy():
        writer.ok("POST", f"/api/evenings/{evening}/players/Anna/rebuy", 201, json={"chips": next(chips_bought)})

    for k in count(1):
        phone = Phone(browser, token) if moment == "ask" else None
        rebuy()                                          # a change the phone has not seen: it asks
        watching, fired = a_write_at(site, k, rebuy)
        with watching:
            if phone is None:
                phone = Phone(browser, token)
            else:
                phone.ask()
        phone.follow(api, evening)
        standing = {name: str(p["chips"]) for name, p in api.leaderboard(evening).items()}
        assert chips(phone.board) == standing, f"a change at statement {k} of the phone's {moment}"
        if not fired.is_set():                           # past the request's last statement: every k tried
            assert k > 5
            break


def test_a_hand_that_moved_no_chips_still_changes_the_phones_board(site, api):
    """A pot split back to the players who put it in: no chip moved (no ledger row), but the
    leaderboard's biggest pots changed, so the board's tag must change too (a phone that sends
    the tag it shows is sent the board again only then)."""
    evening = api.evening()
    browser = Browser(site)
    token = re.search(r"/watch/([\w-]+)", browser.get(f"/evenings/{evening}/board").text)[1]
    phone = Phone(browser, token)
    split = {"game": "Texas Hold'em", "result": {"put_in": {"Anna": 5, "Ben": 5}, "took": ["Anna", "Ben"]}}
    api.ok("POST", f"/api/evenings/{evening}/hands", 201, json=split)
    assert api.leaderboard(evening)["Anna"]["biggest_pot"] == 10
    phone.follow(api, evening)
    assert re.search(r'data-player="Anna">.*?<td class="num">10</td>\s*</tr>', phone.board, flags=re.S), phone.board
