"""What the service shows of an evening and its hands, read from the database: the hand as the
tablet sees it, the evening with its seats and chips, the hands, the leaderboard, the ledger,
the odds.  Read models only: nothing here writes.

Chips are conserved: all stacks plus all pots equal buy-ins plus rebuys less what leavers
took home (`evening_view`'s ``chips``).
"""

from __future__ import annotations

import copy
import json
import threading
from collections import OrderedDict
from typing import Any

from referee.odds import odds, odds_by_street
from referee.replay import State, replay
from referee.ruling import rule_history

from . import store, workers
from .refusals import Refusal
from .seating import Deal, get_evening, get_hand, next_deal, table


def state_of(hand: dict, actions: list[str]) -> State:
    """The referee's state of `hand` after `actions`."""
    return replay({**hand["header"], "actions": actions})


def history_of(db, hand_id: int) -> dict:
    """A hand as its history: the header and the actions that stand."""
    hand = get_hand(db, hand_id)
    return {**hand["header"], "actions": store.effective_actions(store.action_log(db, hand_id))}


# --- a hand -----------------------------------------------------------------------------------------

def hand_view(db, hand_id: int) -> dict:
    """The hand as the tablet shows it: the referee's view plus where the hand stands."""
    hand = get_hand(db, hand_id)
    log = store.action_log(db, hand_id)
    actions = store.effective_actions(log)
    return view_of(hand, len(log), actions, state_of(hand, actions))


def view_of(hand: dict, seq: int, actions: list[str], state: State) -> dict:
    """The view of `hand` whose log has `seq` rows, `actions` of them standing, as `state`."""
    out = {**state.view(), "id": hand["id"], "evening_id": hand["evening_id"], "number": hand["number"],
           "source": hand["source"], "dealer": hand["dealer"], "status": hand["status"], "seq": seq,
           "log": actions, "header": hand["header"]}
    if hand["ruling"] is not None:
        out.update(hand["ruling"])
    return out


def ruled_hand(db, hand_id: int) -> dict:
    """An uploaded hand as its history plus the ruling."""
    hand = get_hand(db, hand_id)
    out = {**hand["header"], "actions": store.effective_actions(store.action_log(db, hand_id)),
           "id": hand["id"], "number": hand["number"], "status": hand["status"]}
    if hand["ruling"] is not None:
        out.update(hand["ruling"])
    return out


def phh_of(db, hand_id: int) -> dict:
    """A hand as we write it in PHH: canonical actions and, once it is over, its ruling."""
    history = history_of(db, hand_id)
    state = replay(history)
    if state.over:
        return rule_history(history, canonical=True)
    return {**history, "actions": list(state.texts)}


def shown_history(db, hand_id: int) -> dict:
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


def _worked_out_once(function, history: dict, budget: float):
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


def odds_of(db, hand_id: int) -> dict:
    """Each player's chances in a hand (in progress, with the odds view on, or over), see
    `referee.odds.odds`; worked out in a worker process (`web.workers`), so that the table does
    not wait meanwhile, and kept while the hand stands as it is."""
    return _worked_out_once(odds, shown_history(db, hand_id), budget=2.0)


def odds_by_street_of(db, hand_id: int) -> list[dict]:
    """How the chances moved street by street, see `referee.odds.odds_by_street` (in a worker,
    kept while the hand stands as it is); for a hand in play only with the odds view on."""
    return _worked_out_once(odds_by_street, shown_history(db, hand_id), budget=0.5)


# --- the evening ------------------------------------------------------------------------------------

def evening_view(db, evening_id: int) -> dict:
    t = table(db, evening_id)
    live_stacks: dict[str, int] = {}
    live_pot = live_carried = 0
    if t.live is not None:
        state = state_of(t.live, store.effective_actions(store.action_log(db, t.live["id"])))
        live_stacks = {s.name: s.stack for s in state.seats}
        live_pot, live_carried = state.total_pot, t.live["header"].get("carried_pot", 0)
    deal = next_deal(t) if t.live is None else Deal(None, [], {})
    totals = _totals(db, evening_id)
    stacks = sum(live_stacks.get(name, chips) for name, chips in t.chips.items())
    return {
        "id": t.evening["id"], "name": t.evening["name"], "created_at": t.evening["created_at"],
        "game": t.evening["game"],
        "players": [{"name": s["name"], "seat": s["seat"], "chips": t.chips.get(s["name"], 0),
                     "left": s["left_at"] is not None, "in_hand": live_stacks.get(s["name"])} for s in t.seats],
        "hands": t.last["number"] if t.last else 0,
        "live_hand": ({"id": t.live["id"], "number": t.live["number"], "dealer": t.live["dealer"]}
                      if t.live is not None else None),
        "next_dealer": deal.dealer, "next_players": deal.players, "redeal_of": deal.redeal_of,
        "odds_view": store.odds_view(db, evening_id),
        "open_pot": t.open_pot - live_carried,
        "chips": {"bought": totals["buy_in"] + totals["rebuy"], "cashed_out": -totals["leave"],
                  "stacks": stacks, "pots": t.open_pot - live_carried + live_pot},
    }


def _totals(db, evening_id: int) -> dict[str, int]:
    totals = dict.fromkeys(("buy_in", "rebuy", "leave"), 0)
    for row in store.ledger(db, evening_id):
        if row["kind"] in totals:
            totals[row["kind"]] += row["amount"]
    return totals


def hand_list(db, evening_id: int) -> list[dict]:
    get_evening(db, evening_id)
    out = []
    for hand in store.hands(db, evening_id):
        ruled = hand["ruling"]
        names = hand["header"]["players"]
        out.append({"id": hand["id"], "number": hand["number"], "source": hand["source"], "status": hand["status"],
                    "dealer": hand["dealer"], "variant": hand["header"]["variant"], "players": names,
                    "outcome": ruled["ruling"]["outcome"] if ruled else None,
                    "winnings": dict(zip(names, ruled["winnings"])) if ruled else None})
    return out


def leaderboard(db, evening_id: int) -> list[dict]:
    """Every player by chips: net won in hands, hands won, the biggest pot won."""
    t = table(db, evening_id)
    net: dict[str, int] = {}
    for row in store.ledger(db, evening_id):
        if row["player"] is not None and row["kind"] in ("hand", "correction"):
            net[row["player"]] = net.get(row["player"], 0) + row["amount"]
    won: dict[str, int] = {}
    biggest: dict[str, int] = {}
    for hand in store.hands(db, evening_id):
        if hand["status"] != "booked":
            continue
        for name, chips in zip(hand["header"]["players"], hand["ruling"]["winnings"]):
            if chips > 0:
                won[name] = won.get(name, 0) + 1
                biggest[name] = max(biggest.get(name, 0), chips)
    board = [{"name": s["name"], "chips": t.chips.get(s["name"], 0), "net": net.get(s["name"], 0),
              "hands_won": won.get(s["name"], 0), "biggest_pot": biggest.get(s["name"], 0),
              "left": s["left_at"] is not None} for s in t.seats]
    return sorted(board, key=lambda p: (-p["chips"], -p["net"], p["name"].casefold()))


def ledger_view(db, evening_id: int) -> list[dict]:
    get_evening(db, evening_id)
    return store.ledger(db, evening_id)
