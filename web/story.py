"""The story of the evening: the best hand, the biggest pot, the wildest hand, how often each
rank was wild, each player's hands, showdowns won and chips over time, and the luckiest river.

Everything is derived from the booked hands and the ledger; the one costly part, how each
player's chances moved with the 7th-street cards, is worked out once per hand and kept in the
``river_swings`` table (a cache: dropping it loses nothing).  `work_out_rivers` does that
in a worker process (`web.workers`) and outside any transaction, keeping each hand's in a
short one of its own: it takes about half a second a hand (far more for a few), and the table
must wait neither for the interpreter nor for the write lock meanwhile.
`story` itself only reads: a hand not worked out yet does not count for the luckiest river.
"""

from __future__ import annotations

import copy
import hashlib
import json
import threading
from collections import OrderedDict

from referee.cards import parse_card
from referee.odds import river_swings
from referee.words import ranks_word

from . import store, workers
from .seating import get_evening
from .store import transaction
from .transfer import export_evening

_working_out = threading.Lock()          # one request at a time works out the river swings (others: Busy)


def _digest(ruled: dict) -> str:
    return hashlib.sha256(json.dumps(ruled, sort_keys=True).encode()).hexdigest()[:16]


def _history(db, hand: dict) -> dict:
    return {**hand["header"], "actions": store.effective_actions(store.action_log(db, hand["id"]))}


def _wild_changes(ruling: dict) -> int:
    """How often the wild ranks changed during a hand: each follower, each cancelling Queen."""
    wilds = ruling.get("wilds") or {}
    return sum(1 for c in wilds.get("changes", []) if c["kind"] == "follow" or c["cancelled"])


def booked(db, evening_id: int) -> list[dict]:
    """The evening's booked hands, what the story is told from."""
    get_evening(db, evening_id)
    return [h for h in store.hands(db, evening_id) if h["status"] == "booked"]


def _rivers(db, evening_id: int, hands: list[dict]) -> tuple[dict[int, dict], list[dict]]:
    """The river swings kept for `hands` (hand id -> swings, for its ruling now), and the
    showdowns whose swings are not kept yet."""
    kept = store.river_swings(db, evening_id)
    swings, pending = {}, []
    for hand in hands:
        key = (hand["id"], _digest(hand["ruling"]))
        if key in kept:
            swings[hand["id"]] = kept[key]
        elif hand["ruling"]["ruling"]["outcome"] == "showdown":
            pending.append(hand)
    return swings, pending


def pending_rivers(db, evening_id: int, hands: list[dict] | None = None) -> list[dict]:
    """The booked showdowns (of `hands`, else all) whose river swings are not kept yet."""
    return _rivers(db, evening_id, booked(db, evening_id) if hands is None else hands)[1]


def work_out_rivers(db, evening_id: int) -> int:
    """Work out the river swings not kept yet (call it outside a transaction); how many it did.
    One request at a time works them out, in a heavy slot (`workers.slot`): another one meanwhile
    is told to come back (`workers.Busy`) rather than wait on a thread of the service."""
    if not pending_rivers(db, evening_id):
        return 0
    if not _working_out.acquire(blocking=False):
        raise workers.Busy("the river swings are being worked out")
    try:
        with workers.slot():
            pending = pending_rivers(db, evening_id)
            for hand in pending:
                swings = workers.run(river_swings, _history(db, hand))
                with transaction(db):
                    store.add_river_swing(db, hand["id"], _digest(hand["ruling"]), swings)
    finally:
        _working_out.release()
    return len(pending)


_told: OrderedDict[tuple, tuple[tuple, dict]] = OrderedDict()  # (database, evening) -> (told from, the story)
_told_lock = threading.Lock()
TOLD = 16


def _told_from(db, evening_id: int) -> tuple:
    """What a story is told from, in a few numbers: the last ledger row (every booking, correction,
    buy-in and leave adds rows), the booked hands, the river swings kept."""
    row = next(iter(db.query(
        "SELECT (SELECT COALESCE(MAX(id), 0) FROM ledger WHERE evening_id = :e) AS ledger, "
        "(SELECT COUNT(*) FROM hands WHERE evening_id = :e AND status = 'booked') AS booked, "
        "(SELECT COUNT(*) FROM river_swings r JOIN hands h ON h.id = r.hand_id WHERE h.evening_id = :e) AS rivers",
        {"e": evening_id})))
    return row["ledger"], row["booked"], row["rivers"]


def rivers_if_possible(db, evening_id: int) -> None:
    """`work_out_rivers` for a read that must answer anyway (the API's story, an export): on a
    full disk (or a read-only one) the swings cannot be kept, and the story is told without the
    showdowns not worked out yet."""
    try:
        work_out_rivers(db, evening_id)
    except store.Unwritable:
        pass


def story(db, evening_id: int, hands: list[dict] | None = None) -> dict:
    """The story as data (names, numbers, and the words in English and German), from what is
    kept: a showdown whose river swings are not worked out yet (`work_out_rivers`) is left
    out of the luckiest river.  `hands`: the booked hands, if read already (`booked`).  Told
    once while the evening stands as it is (phones asking again find it told)."""
    get_evening(db, evening_id)
    told_from = _told_from(db, evening_id)
    key = (getattr(db, "path_key", ""), evening_id)
    with _told_lock:
        if key in _told and _told[key][0] == told_from:
            _told.move_to_end(key)
            return copy.deepcopy(_told[key][1])
    with workers.slot("story"):                       # or Busy: come back later (503)
        told = _tell(db, evening_id, hands)
    with _told_lock:
        _told[key] = (told_from, told)
        while len(_told) > TOLD:
            _told.popitem(last=False)
    return copy.deepcopy(told)


def _tell(db, evening_id: int, hands: list[dict] | None) -> dict:
    hands = booked(db, evening_id) if hands is None else hands
    kept, _ = _rivers(db, evening_id, hands)
    best = biggest = wildest = lucky = None
    wild_counts: dict[str, int] = {}
    players: dict[str, dict] = {}
    for hand in hands:
        names = hand["header"]["players"]
        ruled = hand["ruling"]
        ruling = ruled["ruling"]
        for name in names:
            players.setdefault(name, {"name": name, "hands_played": 0, "showdowns_won": 0})["hands_played"] += 1
        if ruling["outcome"] == "showdown":
            for pot in ruling["pots"]:
                for name in pot["winners"]:
                    players[name]["showdowns_won"] += 1
        for rank in ruling["wild_ranks"]:
            wild_counts[rank] = wild_counts.get(rank, 0) + 1
        for name, shown in ruling["hands"].items():
            high = ("category" in shown and all(isinstance(k, int) for k in shown["key"])
                    and hand["header"]["variant"] != "FR")                       # a Razz hand is a low
            if high and (best is None or shown["key"] > best["key"]):
                best = {"hand": hand["number"], "player": name, **shown, "explanation": ruling["explanation"]}
        pot = sum(p["amount"] for p in ruling["pots"])
        if pot and (biggest is None or pot > biggest["amount"]):
            biggest = {"hand": hand["number"], "amount": pot, "winners": sorted({w for p in ruling["pots"]
                                                                                 for w in p["winners"]})}
        changes = _wild_changes(ruling)
        if changes and (wildest is None or changes > wildest["changes"]):
            wildest = {"hand": hand["number"], "changes": changes, "wild_ranks": ruling["wild_ranks"],
                       "explanation": ruling["explanation"]}
        for name, swing in kept.get(hand["id"], {}).items():
            if lucky is None or swing > lucky["swing"]:
                lucky = {"hand": hand["number"], "player": name, "swing": swing}
    return {"hands": len(hands), "best_hand": best, "biggest_pot": biggest, "wildest_hand": wildest,
            "wild_ranks": [{"rank": r, "hands": n,
                            "words": {"en": ranks_word(_rank(r)), "de": ranks_word(_rank(r), "de")}}
                           for r, n in sorted(wild_counts.items(), key=lambda item: (-item[1], item[0]))],
            "players": sorted(players.values(), key=lambda p: p["name"].casefold()),
            "chips_over_time": chips_over_time(db, evening_id),
            "luckiest_river": lucky}


def exported(db, evening_id: int) -> dict:
    """The whole evening as its export document, with its story (`work_out_rivers` first, for
    the luckiest river; then call it in a transaction, for one consistent reading)."""
    return {**export_evening(db, evening_id), "story": story(db, evening_id)}


def _rank(letter: str) -> int:
    return parse_card(letter + "c").rank


def chips_over_time(db, evening_id: int) -> dict:
    """Each player's chips at the start and after every booked hand, from the ledger in one pass:
    ``{"after_hand": [0, 1, 2, ...], "players": {name: [chips, ...]}}`` (0 is the start)."""
    rows = store.ledger(db, evening_id)
    chips: dict[str, int] = {}
    snapshots: list[tuple[int, dict]] = []
    for i, row in enumerate(rows):
        if row["player"] is not None:
            chips[row["player"]] = chips.get(row["player"], 0) + row["amount"]
        following = rows[i + 1]["hand_number"] if i + 1 < len(rows) else None
        if row["hand_number"] is not None and following != row["hand_number"]:
            if not snapshots:
                snapshots.append((0, {}))
            snapshots.append((row["hand_number"], dict(chips)))
        elif row["hand_number"] is None and (following is not None or i + 1 == len(rows)) and not snapshots:
            snapshots.append((0, dict(chips)))
    names = sorted(chips, key=str.casefold)
    return {"after_hand": [number for number, _ in snapshots],
            "players": {name: [snap.get(name, 0) for _, snap in snapshots] for name in names}}
