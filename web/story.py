"""The story of the evening: the best hand, the biggest pot, the wildest hand, how often each
rank was wild, each player's hands, showdowns won and chips over time, and the luckiest river.

Everything is derived from the booked hands (their summaries, `web.store.hand_summary`: a
story of thousands of hands reads no ruling but those of its best and its wildest hand) and
the ledger; the one costly part, how each player's chances moved with the 7th-street cards,
is worked out once per hand and kept in the ``river_swings`` table (a cache: dropping it
loses nothing).  `work_out_rivers` does that in the worker processes (`web.workers`), two
hands at a time, and outside any transaction, keeping a few hands' at a time in a short one
of their own (with every card but the 7th street's known they are counted exactly; a mucked
hand's hidden cards make it a Monte Carlo), and the table must
wait neither for the interpreter nor for the write lock meanwhile.  The page asks for it a
slice at a time (`RIVER_SLICE`), so that it fills in as it is worked out.
`story` itself only reads: a hand not worked out yet does not count for the luckiest river.
"""

from __future__ import annotations

import copy
import threading
import time
from collections import OrderedDict

from referee.cards import parse_card
from referee.odds import river_swings
from referee.words import ranks_word

from . import store, views, workers
from .seating import get_evening
from .store import Store, transaction
from .transfer import export_evening

_working_out = threading.Lock()          # one request at a time works out the river swings (others: Busy)


_digest = store.ruling_digest
RIVER_SLICE = 1.0                        # seconds a request of the page's script works out river swings
KEEP_EVERY = 0.5                         # seconds between the short transactions that keep them


def pending_rivers(db: Store, evening_id: int) -> list[int]:
    """The booked showdowns whose river swings are not kept yet (for their ruling as it
    stands): their ids."""
    get_evening(db, evening_id)
    return store.pending_rivers(db, evening_id)


def _jobs(db: Store, hand_ids: list[int]):
    """For each hand: (its id and the digest of its ruling, the arguments of `river_swings`):
    the digest read first, then the log, so that a hand corrected meanwhile keeps its new
    history under its old digest, which nothing reads, never the reverse."""
    for hand_id in hand_ids:
        hand = store.hand(db, hand_id)
        if hand is None or hand["status"] != "booked":
            continue
        digest = _digest(hand["ruling"])
        history = {**hand["header"], "actions": store.effective_actions(store.action_log(db, hand_id))}
        yield (hand_id, digest), (views.public_history(history),)     # the story is everyone's: shown cards only


def work_out_rivers(db: Store, evening_id: int, seconds: float | None = None) -> int:
    """Work out the river swings not kept yet (call it outside a transaction), in the worker
    processes, as many hands at a time as there are workers; with `seconds`, no new hand is
    started after that long (the rest is left for the next call).  How many it did.  One
    request at a time works them out, in a heavy slot (`workers.slot`): another one meanwhile
    is told to come back (`workers.Busy`) rather than wait on a thread of the service."""
    if not pending_rivers(db, evening_id):
        return 0
    if not _working_out.acquire(blocking=False):
        raise workers.Busy("the river swings are being worked out")
    done = 0
    try:
        with workers.slot():
            until = None if seconds is None else time.monotonic() + seconds
            worked: list[tuple[int, str, dict]] = []
            kept_at = time.monotonic()
            for (hand_id, digest), swings in workers.run_all(river_swings, _jobs(db, pending_rivers(db, evening_id)),
                                                             until):
                worked.append((hand_id, digest, swings))
                if time.monotonic() - kept_at > KEEP_EVERY:
                    done += _keep(db, worked)
                    kept_at = time.monotonic()
            done += _keep(db, worked)
    finally:
        _working_out.release()
    return done


def _keep(db: Store, worked: list[tuple[int, str, dict]]) -> int:
    """Keep the river swings worked out, in one short transaction; how many (the list is emptied)."""
    if worked:
        with transaction(db):
            for hand_id, digest, swings in worked:
                store.add_river_swing(db, hand_id, digest, swings)
    count = len(worked)
    worked.clear()
    return count


def luckiest(db: Store, evening_id: int, numbers: dict[int, int] | None = None) -> dict | None:
    """The luckiest river of the showdowns worked out: the largest rise of a player's chance to
    win with the 7th-street cards (the first hand's, the first player's, on a tie); `numbers`:
    the hands' id -> number, if read already."""
    kept = store.current_swings(db, [evening_id])
    if numbers is None:
        numbers = {hand_id: number for number, hand_id in store.booked_ids(db, evening_id).items()}
    lucky = None
    for hand_id in sorted(kept, key=lambda h: numbers.get(h, 0)):
        for name, swing in kept[hand_id].items():
            if lucky is None or swing > lucky["swing"]:
                lucky = {"hand": numbers[hand_id], "player": name, "swing": swing}
    return lucky


_told: OrderedDict[tuple, tuple[tuple, dict]] = OrderedDict()  # (database, evening) -> (told from, the story)
_told_lock = threading.Lock()
TOLD = 16


def _told_from(db: Store, evening_id: int) -> tuple:
    """What a story is told from, in a few numbers: the last ledger row (every booking, correction,
    buy-in and leave adds rows), the booked hands (how many, and the last one's ruling: only the
    last can be corrected), the river swings kept."""
    row = next(iter(db.query(
        "SELECT (SELECT COALESCE(MAX(id), 0) FROM ledger WHERE evening_id = :e) AS ledger, "
        "(SELECT COUNT(*) FROM river_swings r JOIN hands h ON h.id = r.hand_id WHERE h.evening_id = :e) AS rivers",
        {"e": evening_id})))
    return row["ledger"], store.booked_state(db, evening_id), row["rivers"]


def rivers_if_possible(db: Store, evening_id: int) -> None:
    """`work_out_rivers` for a read that must answer anyway (the API's story, an export): on a
    full disk (or a read-only one) the swings cannot be kept, and the story is told without the
    showdowns not worked out yet."""
    try:
        work_out_rivers(db, evening_id)
    except store.Unwritable:
        pass


def story(db: Store, evening_id: int) -> dict:
    """The story as data (names, numbers, and the words in English and German), from what is
    kept: a showdown whose river swings are not worked out yet (`work_out_rivers`) is left
    out of the luckiest river.  Told once while the evening stands as it is (phones asking
    again find it told)."""
    get_evening(db, evening_id)
    told_from = _told_from(db, evening_id)
    key = (getattr(db, "path_key", ""), evening_id)
    with _told_lock:
        if key in _told and _told[key][0] == told_from:
            _told.move_to_end(key)
            return _copy(_told[key][1])
    with workers.slot("story"):                       # or Busy: come back later (503)
        told = _tell(db, evening_id)
    with _told_lock:
        _told[key] = (told_from, told)
        while len(_told) > TOLD:
            _told.popitem(last=False)
    return _copy(told)


def _copy(told: dict) -> dict:
    """A copy of a story that its reader may change (the chips over time, a number a hand and a
    player, copied list by list: a deep copy of them would cost more than telling it)."""
    chips = told["chips_over_time"]
    rest = copy.deepcopy({k: v for k, v in told.items() if k != "chips_over_time"})
    return {**rest, "chips_over_time": {"after_hand": list(chips["after_hand"]),
                                        "players": {name: list(line) for name, line in chips["players"].items()}}}


def _tell(db: Store, evening_id: int) -> dict:
    hands = store.summaries(db, evening_id)
    best_at = biggest = wildest_at = None
    best_key = None
    wildest = 0
    wild_counts: dict[str, int] = {}
    players: dict[str, dict] = {}
    for hand in hands:
        for name in hand["players"]:
            players.setdefault(name, {"name": name, "hands_played": 0, "showdowns_won": 0})["hands_played"] += 1
        if hand["outcome"] == "showdown":                   # a showdown won: a share of a pot, once a hand
            for name in views.pots_won(hand):
                players[name]["showdowns_won"] += 1
        for rank in hand["wild_ranks"]:
            wild_counts[rank] = wild_counts.get(rank, 0) + 1
        for name, key in hand["high"]:                       # a Razz hand is a low: not among them
            if best_key is None or key > best_key:
                best_at, best_key = (hand, name), key
        pot = sum(amount for amount, _ in hand["pots"])
        if pot and (biggest is None or pot > biggest["amount"]):
            biggest = {"hand": hand["number"], "amount": pot,
                       "winners": sorted({w for _, winners in hand["pots"] for w in winners})}
        if hand["wild_changes"] > wildest:
            wildest_at, wildest = hand, hand["wild_changes"]
    best = None
    if best_at is not None:                                 # the one ruling read in full, and the wildest's
        hand, name = best_at
        ruling = _ruling_of(db, hand["id"])
        best = {"hand": hand["number"], "player": name, **ruling["hands"][name], "explanation": ruling["explanation"]}
    wildest_hand = None
    if wildest_at is not None:
        ruling = _ruling_of(db, wildest_at["id"])
        wildest_hand = {"hand": wildest_at["number"], "changes": wildest, "wild_ranks": wildest_at["wild_ranks"],
                        "explanation": ruling["explanation"]}
    return {"hands": len(hands), "best_hand": best, "biggest_pot": biggest, "wildest_hand": wildest_hand,
            "wild_ranks": [{"rank": r, "hands": n,
                            "words": {"en": ranks_word(_rank(r)), "de": ranks_word(_rank(r), "de")}}
                           for r, n in sorted(wild_counts.items(), key=lambda item: (-item[1], item[0]))],
            "players": sorted(players.values(), key=lambda p: p["name"].casefold()),
            "chips_over_time": chips_over_time(db, evening_id),
            "luckiest_river": luckiest(db, evening_id, {h["id"]: h["number"] for h in hands})}


def _ruling_of(db: Store, hand_id: int) -> dict:
    """The ruling in full of a booked hand the story has read."""
    row = store.hand(db, hand_id)
    assert row is not None, hand_id                 # no hand is ever deleted: one read stays there
    return row["ruling"]["ruling"]


def exported(db: Store, evening_id: int) -> dict:
    """The whole evening as its export document, with its story (`work_out_rivers` first, for
    the luckiest river; then call it in a transaction, for one consistent reading)."""
    return {**export_evening(db, evening_id), "story": story(db, evening_id)}


def _rank(letter: str) -> int:
    return parse_card(letter + "c").rank


def chips_over_time(db: Store, evening_id: int) -> dict:
    """Each player's chips at the start and after every booked hand, from the ledger in one pass:
    ``{"after_hand": [0, 1, 2, ...], "players": {name: [chips, ...]}}`` (0 is the start)."""
    return views.ledger_fold(db, evening_id, ChipsOverTime)


class ChipsOverTime:
    """`chips_over_time` a ledger row at a time (`web.views.ledger_fold`): a hand's chips are
    taken when its last row has come, that is when a row of another hand (or none) follows."""

    def __init__(self):
        self.chips: dict[str, int] = {}
        self.snapshots: list[tuple[int, dict]] = []
        self.rows = 0
        self.last: int | None = None                # the last row's hand number, its snapshot still open

    def add(self, number: int | None, player: str | None, amount: int, kind: str) -> None:
        if self.rows:
            self.snapshots += self._closing(following=number, end=False)
        if player is not None:
            self.chips[player] = self.chips.get(player, 0) + amount
        self.rows += 1
        self.last = number

    def _closing(self, following: int | None, end: bool) -> list[tuple[int, dict]]:
        """The snapshots the last row adds, now that `following` comes after it (`end`: nothing)."""
        number = self.last
        taken: list[tuple[int, dict]] = []
        if number is not None and following != number:
            if not self.snapshots:
                taken.append((0, {}))
            taken.append((number, dict(self.chips)))
        elif number is None and (following is not None or end) and not self.snapshots:
            taken.append((0, dict(self.chips)))
        return taken

    def snapshot(self) -> dict:
        snapshots = self.snapshots + (self._closing(None, end=True) if self.rows else [])
        names = sorted(self.chips, key=str.casefold)
        return {"after_hand": [number for number, _ in snapshots],
                "players": {name: [snap.get(name, 0) for _, snap in snapshots] for name in names}}
