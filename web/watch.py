"""What the players' phones may see of a hand: what the table sees, never a hole card before
it is shown, and the chances only when the host lets the phones show them.

The hand as the phones see it is its history with every face-down card unknown (``??``)
until its owner shows it (`web.views.public_history`): the view of that history has no hole
card in it, and neither have the chances worked out from it (a host who typed hole cards into
the tablet gives nothing away).  Ten phones ask for the same chances: the first one's question is worked out (in a
worker process, `web.workers`), the others are told to ask again in a moment (they hold no
thread meanwhile), and the answer is kept for the cards in view (`odds_for_phones`); the
phones ask only while the players bet (`web.pages.live`), not for every card dealt.
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict

from referee.odds import odds

from . import store, workers
from .store import Store
from .views import history_of, public_history

KEPT = 64                           # hands whose phones' chances are kept
BUDGET = 0.5                        # seconds the phones' chances may take (Monte Carlo stops there)
TARGET = 0.01                       # the phones show whole percents: a standard error of a point will do


class Kept:
    """Answers kept by key, the oldest dropped; one computation per key at a time."""

    def __init__(self, size: int):
        self.size = size
        self._answers: OrderedDict = OrderedDict()
        self._locks: dict = {}
        self._lock = threading.Lock()

    def get(self, key, work, wait: bool = True):
        """The answer for `key`, worked out by `work()` if it is not kept; while another thread
        works it out, wait for that one's answer (`wait`), or return None at once."""
        with self._lock:
            if key in self._answers:
                self._answers.move_to_end(key)
                return self._answers[key]
            lock = self._locks.setdefault(key, threading.Lock())
        if not lock.acquire(blocking=wait):
            return None
        try:
            with self._lock:
                if key in self._answers:
                    return self._answers[key]
            answer = work()
            with self._lock:
                self._answers[key] = answer
                while len(self._answers) > self.size:
                    self._answers.popitem(last=False)
            return answer
        finally:
            with self._lock:
                self._locks.pop(key, None)
            lock.release()


_odds = Kept(KEPT)


def odds_for_phones(db: Store, hand_id: int) -> dict | None:
    """Each player's chances in the hand as the phones see it (no hole card known), worked
    out once for the cards in view and the players still in: a bet or a call changes no
    chance, so a betting round asks once.  ``seq``: the length of the hand's log now.  None
    while another phone's question is being worked out (ask again in a moment): ten phones
    must not hold ten of the service's threads waiting for one answer."""
    log = store.action_log(db, hand_id)
    public = public_history({**history_of(db, hand_id), "actions": store.effective_actions(log)})
    seen = tuple(text for text in public["actions"] if not _BETTING.search(text))
    key = (getattr(db, "path_key", ""), hand_id, seen)
    answer = _odds.get(key, lambda: workers.run(odds, public, target=TARGET, budget=BUDGET), wait=False)
    return None if answer is None else {**answer, "seq": len(log)}


_BETTING = re.compile(r"^p[0-9]+ (cc|cbr|pb)\b")
