"""What the players' phones may see of a hand: what the table sees, never a hole card before
it is shown, and the chances only when the host lets the phones show them.

The hand as the phones see it is its history with every face-down card unknown (``??``)
until its owner shows it: the view of that history has no hole card in it, and neither have
the chances worked out from it (a host who typed hole cards into the tablet gives nothing
away).  Ten phones ask for the same chances after every entry: the first one's question is
worked out (in a worker process, `web.workers`), the others wait for that answer, and it is
kept for the hand as it stands (`odds_for_phones`).

>>> history = {"variant": "FTQ", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [20, 20, 20],
...            "antes": [1, 1, 1], "actions": ["d dh p1 AsAdQh", "d dh p2 ????6c"]}
>>> public_history(history)["actions"]
['d dh p1 ????Qh', 'd dh p2 ????6c']
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from referee.actions import DealHole, parse_action
from referee.cards import cards_text
from referee.odds import odds
from referee.replay import State, load_hand

from . import store, workers
from .views import history_of

KEPT = 64                           # hands whose phones' chances are kept


def public_history(history: dict) -> dict:
    """The history with each card dealt face down unknown (``??``); shown cards stay shown."""
    state = State(load_hand(history))
    masked = []
    for text in history["actions"]:
        action = parse_action(text, state.names)
        if isinstance(action, DealHole):
            faces = state.expected().get("faces") or "u" * len(action.cards)
            cards = [None if face == "d" else card for card, face in zip(action.cards, faces)]
            masked.append(f"d dh p{action.seat + 1} {cards_text(cards)}")
        else:
            masked.append(str(action))
        state.apply(text)
    return {**history, "actions": masked}


class Kept:
    """Answers kept by key, the oldest dropped; one computation per key at a time."""

    def __init__(self, size: int):
        self.size = size
        self._answers: OrderedDict = OrderedDict()
        self._locks: dict = {}
        self._lock = threading.Lock()

    def get(self, key, work):
        with self._lock:
            if key in self._answers:
                self._answers.move_to_end(key)
                return self._answers[key]
            lock = self._locks.setdefault(key, threading.Lock())
        with lock:                                        # the others wait for the first one's answer
            with self._lock:
                if key in self._answers:
                    return self._answers[key]
            answer = work()
            with self._lock:
                self._answers[key] = answer
                self._locks.pop(key, None)
                while len(self._answers) > self.size:
                    self._answers.popitem(last=False)
            return answer


_odds = Kept(KEPT)


def odds_for_phones(db, hand_id: int) -> dict:
    """Each player's chances in the hand as the phones see it (no hole card known), worked
    out once for the hand as it stands; ``seq``: the length of its log then."""
    log = store.action_log(db, hand_id)
    history = {**history_of(db, hand_id), "actions": store.effective_actions(log)}
    key = (getattr(db, "path_key", ""), hand_id, len(log))
    answer = _odds.get(key, lambda: workers.run(odds, public_history(history), budget=2.0))
    return {**answer, "seq": len(log)}
