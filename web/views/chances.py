"""The chances of a hand (in play with the odds view on, or over), and how they moved street by
street: worked out in a worker process and kept while the hand stands as it is."""

from __future__ import annotations

import copy
import json
import threading
from collections import OrderedDict
from typing import Any

from referee.odds import odds, odds_by_street

from .. import store, workers
from ..loaded import get_hand
from ..refusals import Refusal
from ..store import Store


def shown_history(db: Store, hand_id: int) -> dict:
    """The history of a hand whose chances may be shown: a booked hand's always, a hand in play's
    only while the host has the evening's odds view on (403 otherwise)."""
    hand = get_hand(db, hand_id)
    if hand["status"] == "live" and not store.odds_view(db, hand["evening_id"]):
        raise Refusal(403, "odds_off", "hand_id", number=hand["number"])
    return {**hand["header"], "actions": store.effective_actions(store.action_log(db, hand_id))}


_worked_out: OrderedDict[str, Any] = OrderedDict()        # the last odds worked out, by what they were worked from
_worked_out_lock = threading.Lock()
WORKED_OUT = 64


_working: dict[str, threading.Event] = {}                  # what is being worked out now, by the same key


def worked_out_once(function, history: dict, budget: float):
    """`function(history, budget=...)` in a worker, or its answer kept from the last time the
    same hand stood the same way (the replay asked again, a second phone, the tablet reloaded);
    asked again while it is being worked out, the answer is waited for, not worked out twice."""
    key = f"{function.__name__} {json.dumps(history, sort_keys=True)}"
    while True:
        with _worked_out_lock:
            if key in _worked_out:
                _worked_out.move_to_end(key)
                return copy.deepcopy(_worked_out[key])
            working = _working.get(key)
            if working is None:
                working = _working[key] = threading.Event()
                break
        with workers.waiting():
            working.wait(60)                          # another request works it out: its answer, or our turn
    try:
        with workers.slot():                          # or Busy: come back later (503)
            answer = workers.run(function, history, budget=budget)
        with _worked_out_lock:
            _worked_out[key] = answer
            while len(_worked_out) > WORKED_OUT:
                _worked_out.popitem(last=False)
    finally:
        with _worked_out_lock:
            del _working[key]
        working.set()
    return copy.deepcopy(answer)


def odds_of(db: Store, hand_id: int) -> dict:
    """Each player's chances in a hand (in progress, with the odds view on, or over), see
    `referee.odds.odds`; worked out in a worker process (`web.workers`), so that the table does
    not wait meanwhile, and kept while the hand stands as it is."""
    return worked_out_once(odds, shown_history(db, hand_id), budget=2.0)


def odds_by_street_of(db: Store, hand_id: int) -> list[dict]:
    """How the chances moved street by street, see `referee.odds.odds_by_street` (in a worker,
    kept while the hand stands as it is); for a hand in play only with the odds view on."""
    return worked_out_once(odds_by_street, shown_history(db, hand_id), budget=0.5)
