"""The host PIN: compared in constant time, and wrong guesses counted per client, for the JSON
API (``Authorization: Bearer PIN``) and the pages' login alike: ten wrong PINs within a minute
and that client must wait (a guess is then not even looked at).

>>> _failures.clear()
>>> [check("0000", "4711", "tablet") for _ in range(MAX_FAILURES)].count(False)
10
>>> check("4711", "4711", "tablet")
Traceback (most recent call last):
  ...
web.pin.TooManyGuesses: 10 wrong PINs within a minute
>>> check("4711", "4711", "laptop")
True
"""

from __future__ import annotations

import hmac
import threading
import time

MAX_FAILURES = 10            # wrong PINs per client per minute before it must wait
WINDOW = 60                  # seconds

_failures: dict[str, list[float]] = {}
_failures_lock = threading.Lock()


class TooManyGuesses(Exception):
    """MAX_FAILURES wrong PINs from one client within a minute."""


def check(given: str, pin: str, client: str) -> bool:
    """Whether `given` is the host `pin`; a wrong one counts against `client`.  Raises
    TooManyGuesses, before comparing, while the client has too many wrong ones this minute."""
    now = time.monotonic()
    with _failures_lock:
        recent = [t for t in _failures.get(client, []) if now - t < WINDOW]
        _failures[client] = recent
        if len(recent) >= MAX_FAILURES:
            raise TooManyGuesses(f"{len(recent)} wrong PINs within a minute")
    if hmac.compare_digest(given.encode(), pin.encode()):
        return True
    with _failures_lock:
        _failures.setdefault(client, []).append(now)
    return False
