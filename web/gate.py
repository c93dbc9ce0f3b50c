"""Who asks, judged on the event loop from what arrives before the body (`web.serving`): the
host, or a guest; and what a guest may not do refused there and then, before the request
takes a place in any queue, without a thread and without the app.

The host's lane: this laptop's own addresses (`LAPTOP`); a request that sends the right PIN
(``Authorization: Bearer PIN``); a browser whose session cookie, signed with the service's
secret, holds a login; a device the app found to be the host's (`KNOWN`: its cookie, its
address, the last `REMEMBERED` of each).  Everybody else is a guest, and a guest refused within
the last minute a suspect, whose requests run on a thread of their own, behind other guests'.  The lane only orders the
work (the host's requests are served first, and are never shed for a guest's); what a request
may do, the app decides, as before.

Refused on the loop (answered at once, its body drained unread):

- a wrong PIN sent to the API (401, counted by `web.pin` as any wrong PIN), and any PIN sent
  while that address must wait (429);
- a guest's write to the API without a PIN (401);
- a form sent to the upload page that is not a small one (413: the page sends a file);
- a body beyond `MAX_BODY`, or a login's beyond `LOGIN_BODY` (413).

A guest's login while that address must wait is judged off the loop from its small form: a
one-time code goes on to the app (no wait holds a code up), and so does a device's that may be
one the host let in (its cookie: the app looks it up); a PIN is told to wait (429) without the
app.  Each refusal of a guest counts against its address: more than `REFUSED` within a minute, and
that address is refused at once, its connection closed, and its new connections are never read
(`web.serving.Front`) until the minute is over.

>>> gate = Gate("471100", lambda cookie: {})
>>> gate.judge("10.0.0.7", "POST", "/api/evenings", {}).answer.status
401
>>> [gate.judge(a, "GET", "/api/evenings", {}).lane for a in ("10.0.0.8", "10.0.0.7", "127.0.0.1")]
['guest', 'suspect', 'host']
"""

from __future__ import annotations

import json
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from html import escape
from urllib.parse import parse_qs, urlsplit

from tornado.httputil import parse_cookie

from . import i18n
from . import pin as host_pin
from .words import say

#: the addresses of this laptop itself, as a request comes from them: the host's own browser (not
#: counted by address: its connections, its live screens)
LAPTOP = ("127.0.0.1", "::1", "::ffff:127.0.0.1")
WRITES = ("POST", "PUT", "PATCH", "DELETE")     # the methods that may change something (`web.serving` asks more)
SAME_SITE = ("same-origin", "none")            # Sec-Fetch-Site of the service's own pages, or of no page
HOST, GUEST, SUSPECT = "host", "guest", "suspect"   # SUSPECT: a guest refused within the last minute
LANE = "referee.lane"          # the WSGI environ's key of the lane the request was judged to (`HOST`, `GUEST`)
DEVICE_COOKIE = "host_device"  # a device the host let in (`web.pages.frame`)
REMEMBERED = 64                # host addresses and devices remembered (a table has a few)
REFUSED = 10                   # refusals per address within `WINDOW` seconds before it is refused at once
WINDOW = 60
MAX_BODY = 8 * 1024 * 1024     # bytes of a body (the app refuses more than 4 MB itself, in words)
FORM_BODY = 64 * 1024          # bytes of a form sent to the upload page not as a file (the page sends a file)
LOGIN_BODY = 16 * 1024         # bytes of a login's form (a PIN, a token, where to go back to)
UPLOAD, LOGIN = "/upload", "/login"
FIELDS = {401: "Authorization", 429: "Authorization", 403: "Origin"}   # what the API's refusals name
FORM = "application/x-www-form-urlencoded"


@dataclass(frozen=True)
class Answer:
    """An answer sent on the loop: its status, headers and body; `close`: the connection too."""
    status: int
    headers: tuple[tuple[str, str], ...]
    body: bytes
    close: bool = False


@dataclass(frozen=True)
class Verdict:
    """What the gate decided of a request: its `lane`, an `answer` sent at once (the body, if
    any, drained unread), the most its body may hold, and whether a guest's login must wait
    (`waits`: judged off the loop by its form, `login_refused`)."""
    lane: str
    answer: Answer | None = None
    body_limit: int = MAX_BODY
    waits: int = 0


class Known:
    """What the app found to be the host's: addresses and device cookies, the newest
    `REMEMBERED` of each (the lane only: the app still decides what a request may do)."""

    def __init__(self):
        self._lock = threading.Lock()
        self._addresses: OrderedDict[str, None] = OrderedDict()
        self._devices: OrderedDict[str, None] = OrderedDict()

    def address(self, address: str | None) -> None:
        self._remember(self._addresses, address)

    def device(self, device_id: str | None) -> None:
        self._remember(self._devices, device_id)

    def forget_devices(self) -> None:
        with self._lock:
            self._devices.clear()
            self._addresses.clear()

    def has_address(self, address: str) -> bool:
        return address in LAPTOP or address in self._addresses

    def has_device(self, device_id: str | None) -> bool:
        return bool(device_id) and device_id in self._devices

    def _remember(self, kept: OrderedDict[str, None], key: str | None) -> None:
        if not key:
            return
        with self._lock:
            kept[key] = None
            kept.move_to_end(key)
            while len(kept) > REMEMBERED:
                kept.popitem(last=False)


KNOWN = Known()


class Refusals:
    """Refusals per address within the last `WINDOW` seconds (thousands of addresses stay cheap)."""

    def __init__(self, clock=time.monotonic):
        self.clock = clock
        self._by_address: dict[str, deque[float]] = {}
        self.total = 0

    def count(self, address: str) -> None:
        self.total += 1
        self._by_address.setdefault(address, deque(maxlen=REFUSED + 1)).append(self.clock())
        if len(self._by_address) > 4096:
            now = self.clock()
            self._by_address = {a: ts for a, ts in self._by_address.items() if now - ts[-1] < WINDOW}

    def recent(self, address: str) -> bool:
        """Whether `address` was refused within the last `WINDOW` seconds."""
        kept = self._by_address.get(address)
        return kept is not None and self.clock() - kept[-1] < WINDOW

    def over(self, address: str) -> int:
        """Seconds until `address` may be heard again (0: now)."""
        kept = self._by_address.get(address)
        if kept is None or len(kept) <= REFUSED:
            return 0
        return max(0, int(kept[0] + WINDOW - self.clock()) + 1)


class Gate:
    """The judge of every request as its headers arrive (one per service, used on its loop)."""

    def __init__(self, pin: str | None, session: Callable[[str], Mapping], session_cookie: str = "session",
                 known: Known = KNOWN):
        self.pin = pin or ""
        self.session, self.session_cookie, self.known = session, session_cookie, known
        self.refusals = Refusals()

    def judge(self, address: str, method: str, path: str, headers: Mapping[str, str]) -> Verdict:
        wait = self.refusals.over(address)
        if wait:
            return Verdict(GUEST, _refused(429, "refused_too_often", path, headers, close=True, wait=wait))
        verdict = self._judged(address, method, path, headers)
        if verdict.lane == GUEST and verdict.answer is not None:
            self.refusals.count(address)
        elif verdict.lane == GUEST and self.refusals.recent(address):
            return replace(verdict, lane=SUSPECT)
        return verdict

    def _judged(self, address: str, method: str, path: str, headers: Mapping[str, str]) -> Verdict:
        cookies = parse_cookie(headers.get("Cookie", ""))
        device = self.known.has_device(cookies.get(DEVICE_COOKIE))
        lane = HOST if device or self.known.has_address(address) or self._logged_in(cookies) else GUEST
        length = _length(headers)
        if method in WRITES and path == UPLOAD and headers.get("Content-Type", "").startswith(FORM):
            if length > FORM_BODY:
                return Verdict(lane, _refused(413, "form_too_large", path, headers, size=FORM_BODY // 1024))
            return Verdict(lane, body_limit=FORM_BODY)
        if not self.pin:
            return Verdict(lane)
        bearer = _bearer(headers)
        origin = cross_site(headers, "http", headers.get("Host", "")) if method in WRITES else None
        if path.startswith("/api/") and origin is not None:           # before a PIN is looked at
            return Verdict(lane, _refused(403, "cross_site", path, headers, origin=origin[:100]))
        if path.startswith("/api/") and bearer and cookies.get(DEVICE_COOKIE) and not device \
                and host_pin.waits(address) and not host_pin.waits(address, device=True):
            self.refusals.count(address)            # held up by the wait of all clients alone, with a
            return Verdict(lane)                    # device cookie: the app looks the device up
        if path.startswith("/api/") and bearer:
            try:
                right = host_pin.check(bearer, self.pin, address, device)
            except host_pin.TooManyGuesses as err:
                return Verdict(lane, _refused(429, "too_many_pins", path, headers, wait=err.wait))
            if not right:
                return Verdict(lane, _refused(401, "pin_needed", path, headers))
            self.known.address(address)
            return Verdict(HOST)
        if path.startswith("/api/") and method in WRITES and lane == GUEST:
            return Verdict(lane, _refused(401, "pin_needed", path, headers))
        if path == LOGIN and method == "POST":
            if length > LOGIN_BODY:
                return Verdict(lane, _refused(413, "form_too_large", path, headers, size=LOGIN_BODY // 1024))
            return Verdict(lane, body_limit=LOGIN_BODY, waits=host_pin.waits(address, device))
        return Verdict(lane)

    def _logged_in(self, cookies: Mapping[str, str]) -> bool:
        """Whether the session cookie, signed with the service's secret, holds a login (whether
        the login still holds, the app decides)."""
        cookie = cookies.get(self.session_cookie)
        if not self.pin or not cookie:
            return False
        try:
            return bool(self.session(cookie).get("host"))
        except Exception:                  # a cookie not signed by this service, or not a session
            return False

    def too_large(self, address: str, verdict: Verdict, path: str, headers: Mapping[str, str]) -> Verdict:
        """A body that grew beyond what its request may hold, as it arrived: refused (413)."""
        self.refusals.count(address)
        return Verdict(verdict.lane, _refused(413, "form_too_large", path, headers, size=verdict.body_limit // 1024))

    def login_refused(self, address: str, verdict: Verdict, headers: Mapping[str, str], body: bytes) -> Answer | None:
        """A guest's login while its address must wait (`verdict.waits`), judged from its form
        (off the loop): None for a one-time code (the app takes it), else 429 in words."""
        given = parse_qs(body.decode("latin-1"), max_num_fields=16).get("pin", [""])[0]
        self.refusals.count(address)
        if host_pin.looks_like_code(given) or parse_cookie(headers.get("Cookie", "")).get(DEVICE_COOKIE):
            return None                          # a code, or a device the host may have let in: the app decides
        return _refused(429, "too_many", LOGIN, headers, wait=verdict.waits)


def cross_site(headers: Mapping[str, str], scheme: str, host: str) -> str | None:
    """The site a request comes from when it is a page of another site (or another port of this
    machine), by ``Sec-Fetch-Site`` and ``Origin``; None for the service's own pages and for
    programs, which send neither.

    >>> cross_site({"Origin": "http://attacker.example"}, "http", "127.0.0.1:5000")
    'http://attacker.example'
    >>> cross_site({"Origin": "http://127.0.0.1:5000", "Sec-Fetch-Site": "same-origin"}, "http", "127.0.0.1:5000")
    """
    site = headers.get("Sec-Fetch-Site")
    if site is not None and site not in SAME_SITE:
        return headers.get("Origin", site)
    origin = headers.get("Origin")
    if origin is None:
        return None
    parts = urlsplit(origin)
    if origin == "null" or parts.scheme != scheme or parts.netloc.lower() != host.lower():
        return origin
    return None


def _length(headers: Mapping[str, str]) -> int:
    try:
        return int(headers.get("Content-Length", "0"))
    except ValueError:
        return 0


def _bearer(headers: Mapping[str, str]) -> str:
    scheme, _, given = headers.get("Authorization", "").partition(" ")
    return given.strip() if scheme.lower() == "bearer" else ""


def _refused(status: int, words: str, path: str, headers: Mapping[str, str], close: bool = False,
             **facts) -> Answer:
    """A refusal in words: JSON for the API and the pages' script, a small page for a browser."""
    extra: list[tuple[str, str]] = [("X-Content-Type-Options", "nosniff"), ("Cache-Control", "no-store")]
    if "wait" in facts:
        extra.append(("Retry-After", str(facts["wait"])))
    if close:
        extra.append(("Connection", "close"))
    if path.startswith("/api/"):
        if status == 401:
            extra.append(("WWW-Authenticate", 'Bearer realm="host PIN"'))
        body = {"error": {"message": say(words, "en", **facts), "message_de": say(words, "de", **facts),
                          "field": FIELDS.get(status)}}
        return Answer(status, (("Content-Type", "application/json"), *extra), json.dumps(body).encode(), close)
    lang = i18n.pick(headers.get("Accept-Language"), parse_cookie(headers.get("Cookie", "")).get(i18n.COOKIE))
    text = say(words, lang, **facts)
    if headers.get("X-Requested-With") == "fetch":
        return Answer(status, (("Content-Type", "application/json"), *extra),
                      json.dumps({"problem": text}).encode(), close)
    page = (f'<!doctype html><html lang="{lang}"><meta charset="utf-8"><meta name="viewport" '
            f'content="width=device-width"><title>{escape(text)}</title><p>{escape(text)}</p></html>')
    return Answer(status, (("Content-Type", "text/html; charset=utf-8"),
                           ("Content-Security-Policy", "default-src 'none'"), *extra), page.encode(), close)
