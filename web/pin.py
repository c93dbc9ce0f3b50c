"""The host PIN: compared in constant time, and wrong guesses limited, for the JSON API
(``Authorization: Bearer PIN``) and the pages' login alike.

Two limits.  Per client (address): ten wrong PINs within a minute and that client must wait.
Across all clients, since a laptop on a home network can be reached from a whole /24 of
addresses: after ten wrong PINs from anywhere, each further wrong one makes everybody wait,
1 s, then 2, 4, 8, 16, and then 30 s after every wrong guess (forgotten after ten quiet
minutes): a guesser gets about 120 guesses an hour, and the host never waits more than 30 s.
While anybody must wait a PIN is not even looked at, so the answer tells nothing.  A client
that gave the right PIN before is trusted: the wait of all clients does not hold it up (its
own limit still does), so the host's tablet goes on while somebody guesses; so is a device
the host let in before (its cookie, `web.pages.frame`), across restarts.  A new device is let
in with a one-time code shown on the laptop (`Codes`), which no wait holds up either.  An empty
PIN is not a guess; a weak PIN is refused at start (`weak`: patterns and a list of common
passwords and PINs).

>>> clock = FakeClock()
>>> guard = Guard(clock)
>>> guard.check("471100", "471100", "tablet")
True
>>> [guard.check(f"{n:06d}", "471100", f"10.0.0.{n}") for n in range(FREE_FAILURES + 1)].count(False)
11
>>> guard.check("471100", "471100", "phone")
Traceback (most recent call last):
  ...
web.pin.TooManyGuesses: wrong PINs from many clients: wait 1 s
>>> guard.check("471100", "471100", "tablet")         # trusted: the host goes on
True
>>> clock.now += 1
>>> guard.check("471100", "471100", "phone")
True
"""

from __future__ import annotations

import functools
import hmac
import math
import secrets
import threading
import time
from collections import OrderedDict

MAX_FAILURES = 10            # wrong PINs per client per minute before it must wait
WINDOW = 60                  # seconds
FREE_FAILURES = 10           # wrong PINs from all clients together before everybody waits
MAX_WAIT = 30                # the longest wait after one wrong PIN (the host's PIN works within a minute)
QUIET = 600                  # seconds without a wrong PIN after which the wait starts again at 1 s
TRUSTED = 32                 # clients remembered for having given the right PIN
CODE_LIFE = 600              # seconds a one-time code for a new device is good
CODES = 8                    # one-time codes good at a time
CODE_LETTERS = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"        # no 0/O, 1/I: read off a screen


class TooManyGuesses(Exception):
    """A PIN that is not looked at: too many wrong ones.  `wait`: whole seconds until it would be."""

    def __init__(self, message: str, wait: float):
        self.wait = max(1, math.ceil(wait))
        super().__init__(message.format(wait=self.wait))


class FakeClock:
    """A clock for tests: ``clock.now += 60``."""

    def __init__(self, now: float = 1000.0):
        self.now = now

    def __call__(self) -> float:
        return self.now


class Guard:
    """The wrong PINs seen so far, per client and in all."""

    def __init__(self, clock=time.monotonic):
        self.clock = clock
        self.lock = threading.Lock()
        self.failures: dict[str, list[float]] = {}
        self.strikes = 0                        # wrong PINs from everybody since the last quiet spell
        self.last_strike = -math.inf
        self.locked_until = -math.inf
        self.trusted: OrderedDict[str, None] = OrderedDict()

    def check(self, given: str, pin: str, client: str, device: bool = False) -> bool:
        """Whether `given` is the host `pin`; a wrong one counts against `client` and everybody.
        Raises TooManyGuesses, before comparing, while `client` must wait (`device`: a device
        the host let in before, which the wait of all clients does not hold up)."""
        if not given:
            return False
        now = self.clock()
        with self.lock:
            held = self._held(client, device, now)
            if held is not None:
                raise held
        if hmac.compare_digest(given.encode(), pin.encode()):
            with self.lock:
                self.trusted[client] = None
                self.trusted.move_to_end(client)
                while len(self.trusted) > TRUSTED:
                    self.trusted.popitem(last=False)
            return True
        with self.lock:
            self.failures.setdefault(client, []).append(now)
            if now - self.last_strike > QUIET:
                self.strikes = 0
            self.strikes += 1
            self.last_strike = now
            if self.strikes > FREE_FAILURES:
                self.locked_until = now + min(2 ** (self.strikes - FREE_FAILURES - 1), MAX_WAIT)
            self._forget(now)
        return False

    def waits(self, client: str, device: bool = False) -> int:
        """Whole seconds until a PIN of `client` would be looked at (0: now); nothing counted."""
        with self.lock:
            held = self._held(client, device, self.clock())
        return 0 if held is None else held.wait

    def _held(self, client: str, device: bool, now: float) -> TooManyGuesses | None:
        """Why `client` must wait now, if it must (the lock held)."""
        recent = [t for t in self.failures.get(client, []) if now - t < WINDOW]
        if recent or client in self.failures:
            self.failures[client] = recent
        if len(recent) >= MAX_FAILURES:
            return TooManyGuesses("{wait} s: 10 wrong PINs within a minute", recent[0] + WINDOW - now)
        if now < self.locked_until and client not in self.trusted and not device:
            return TooManyGuesses("wrong PINs from many clients: wait {wait} s", self.locked_until - now)
        return None

    def _forget(self, now: float) -> None:
        """Drop clients with no wrong PIN in the last minute (thousands of addresses stay cheap)."""
        if len(self.failures) > 1000:
            self.failures = {c: ts for c, ts in self.failures.items() if ts and now - ts[-1] < WINDOW}


class Codes:
    """One-time codes that let a new device in: shown on the laptop only (its terminal, a page
    for 127.0.0.1), each good once and for `CODE_LIFE` seconds, never held up by the wait of
    all clients (forty bits, ten minutes: not worth guessing).

    >>> clock = FakeClock()
    >>> codes = Codes(clock)
    >>> code = codes.new()
    >>> len(code), codes.take("AAAA-AAAA"), codes.take(code.lower()), codes.take(code)
    (9, False, True, False)
    >>> late = codes.new(); clock.now += CODE_LIFE + 1; codes.take(late)
    False
    """

    def __init__(self, clock=time.monotonic):
        self.clock = clock
        self.lock = threading.Lock()
        self.codes: dict[str, float] = {}

    def new(self) -> str:
        """A new code (``K7P2-M9QX``), good for `CODE_LIFE` seconds; at most `CODES` at a time."""
        raw = "".join(secrets.choice(CODE_LETTERS) for _ in range(8))
        with self.lock:
            self.codes[raw] = self.clock() + CODE_LIFE
            while len(self.codes) > CODES:
                del self.codes[next(iter(self.codes))]
        return f"{raw[:4]}-{raw[4:]}"

    def take(self, given: str) -> bool:
        """Whether `given` is a code still good (then it is used up)."""
        raw = given.replace("-", "").replace(" ", "").upper()
        now = self.clock()
        with self.lock:
            match = None
            for code, until in list(self.codes.items()):
                if until < now:
                    del self.codes[code]
                elif hmac.compare_digest(code.encode(), raw.encode()):
                    match = code
            if match is None:
                return False
            del self.codes[match]
            return True


def looks_like_code(given: str) -> bool:
    """Whether `given` could be a one-time code (`Codes`): eight of its letters, a dash or space
    anywhere.

    >>> looks_like_code("k7p2-m9qx"), looks_like_code("471100")
    (True, False)
    """
    raw = given.replace("-", "").replace(" ", "").upper()
    return len(raw) == 8 and all(c in CODE_LETTERS for c in raw)


def weak(pin: str) -> bool:
    """Whether a PIN is one that guessers try first: one of the common passwords and PINs
    (`common`), written backwards too; a run up or down (``123456``, ``abcdef``, ``987654``); a
    short part repeated (``121212``, ``123123``); or two characters at most (``111111``,
    ``aaaaab``, ``112211``).

    >>> [weak(p) for p in ("111111", "abcdef", "123456", "654321", "121212", "123123", "471147", "583920")]
    [True, True, True, True, True, True, False, False]
    >>> [weak(p) for p in ("147258", "qwerty", "Password", "0987654321", "aaaaab")]
    [True, True, True, True, True]
    """
    text = pin.lower()
    steps = {ord(b) - ord(a) for a, b in zip(text, text[1:])}
    repeats = any(len(text) % n == 0 and text == text[:n] * (len(text) // n) for n in range(1, len(text) // 2 + 1))
    return repeats or steps in ({1}, {-1}) or len(set(text)) <= 2 or not common().isdisjoint((text, text[::-1]))


@functools.cache
def common() -> frozenset[str]:
    """The 30,000 most common passwords (PINs among them: ``147258``, ``102030``, ``135790``), as
    the zxcvbn package ships them (its frequency list ``passwords``, from Mark Burnett's ten
    million passwords, xato.net; MIT licence), in lower case."""
    from zxcvbn.frequency_lists import FREQUENCY_LISTS

    return frozenset(password.lower() for password in FREQUENCY_LISTS["passwords"])


_guard = Guard()
codes = Codes()


def check(given: str, pin: str, client: str, device: bool = False) -> bool:
    """`Guard.check` on the service's one guard."""
    return _guard.check(given, pin, client, device)


def waits(client: str, device: bool = False) -> int:
    """`Guard.waits` on the service's one guard."""
    return _guard.waits(client, device)
