"""A hand loaded once for a request: its row, its log, and its standing actions replayed entry by
entry up to the first that no longer fits.  The commands apply a tap to it (`State.apply` goes
on from where the replay stopped) and return it; the table, the phones and the API render from
it.  One tap, one replay.

The screens that only read (a second tablet, the players' phones, the API's GET) take the hand as
the last tap left it (`read`): a hand loaded once stands for its log as committed, so it is kept
by its database, id and log length and drawn again without a replay; the commands load a copy
of it (`load`: they change what they load), or replay the log where none is kept.

A log corrected at an earlier entry may hold an entry that no longer fits (a bet out of turn
now, a card dealt twice): the hand is *broken* there, and waits for that entry to be corrected.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field

from referee.actions import ActionSyntaxError, parse_action
from referee.history import load_hand
from referee.replay import State, replay
from referee.streets import Did
from referee.streets import apply as apply_did
from referee.violations import RuleViolation
from referee.words.steps import did_text

from . import i18n, store
from .refusals import conflict, not_found
from .store import Store
from .words import LANGUAGES


def get_hand(db: Store, hand_id: int) -> dict:
    """The hand's row; 404 if there is none."""
    row = store.hand(db, hand_id)
    if row is None:
        raise not_found("no_hand", "hand_id", hand_id=hand_id)
    return row


def state_of(hand: dict, actions: list[str]) -> State:
    """The referee's state of `hand` after `actions`."""
    return replay({**hand["header"], "actions": actions})


@dataclass
class Checked:
    """A hand's standing actions replayed: the `state` after every action that fits, what each
    of them did (`did`, None for a comment), and the first one that no longer fits (`broken`:
    after a correction of an earlier entry; None when every entry fits)."""

    state: State
    actions: list[str]
    did: list[Did | None] = field(default_factory=list)
    broken: RuleViolation | None = None

    @property
    def fits(self) -> int:
        """How many entries fit (all of them unless the hand is broken)."""
        return len(self.did)

    def copy(self) -> Checked:
        """A copy to apply actions to: nothing applied to it changes this one."""
        return Checked(self.state.fork(), list(self.actions), list(self.did), self.broken)


def check(hand: dict, actions: list[str]) -> Checked:
    """Replay `actions` of `hand` one by one; stop at the first that breaks a rule (a log
    corrected at an earlier entry may hold one; nothing new is accepted until it is fixed)."""
    state = State(load_hand({**hand["header"], "actions": []}))
    checked = Checked(state, actions)
    for index, text in enumerate(actions):
        try:
            checked.did.append(apply_did(state, text, index))
        except RuleViolation as error:
            checked.broken = error.at(index, text)
            break
    return checked


@dataclass
class LoadedHand:
    """A hand as one request sees it: its row (``row``: id, evening, number, status, header,
    ruling), every row of its action log, and its standing actions replayed (``checked``)."""

    row: dict
    log: list[dict]
    checked: Checked

    @property
    def id(self) -> int:
        return self.row["id"]

    @property
    def state(self) -> State:
        return self.checked.state

    @property
    def actions(self) -> list[str]:
        """The actions that stand (a broken hand's too, past the entry that no longer fits)."""
        return self.checked.actions

    @property
    def seq(self) -> int:
        """How many rows the log has: a tablet sends it back, so that a stale tap changes nothing."""
        return len(self.log)

    def state_at(self, index: int) -> State:
        """The state before entry `index` (a correction's place): a replay of the entries before it."""
        return state_of(self.row, self.actions[:index])

    def history(self) -> dict:
        """The hand as its history: the header and the actions that fit."""
        return {**self.row["header"], "actions": self.actions[:self.checked.fits]}


def load(db: Store, hand_id: int) -> LoadedHand:
    """The hand `hand_id` (404 if there is none) with its log replayed: the one replay of a
    request, and none when the hand as the last tap left it is kept (a copy of it then: the
    command changes what it loads, the readers keep theirs)."""
    row, log, _, kept = _read(db, hand_id)
    if kept is None:
        return _replayed(row, log)
    return LoadedHand(row, log, kept.checked.copy())


def _read(db: Store, hand_id: int) -> tuple[dict, list[dict], tuple, LoadedHand | None]:
    """The hand's row and its log, read in one snapshot (a hand booked between two reads would
    show live and over), the key it is kept by, and the hand kept as the last tap left it (None:
    none is).  The log of a kept hand is not read again: a log only grows, so as many rows are
    the same rows."""
    with store.snapshot(db):
        row = get_hand(db, hand_id)
        key = _key(db, row, store.log_length(db, hand_id))
        with _kept_lock:
            kept = _kept.get(key)
        return row, kept.log if kept is not None else store.action_log(db, hand_id), key, kept


def _replayed(row: dict, log: list[dict]) -> LoadedHand:
    if row["source"] == "result":                # no actions to replay: `web.commands.booked` keeps it
        raise conflict("by_result", "hand_id", number=row["number"], hand_id=row["id"])
    return LoadedHand(row, log, check(row, store.effective_actions(log)))


KEPT = 32                                   # hands kept as the last tap left them
_kept: OrderedDict[tuple, LoadedHand] = OrderedDict()
_kept_lock = threading.Lock()


def _key(db: Store, hand: LoadedHand | dict, seq: int) -> tuple:
    row = hand.row if isinstance(hand, LoadedHand) else hand
    return getattr(db, "path_key", ""), row["id"], seq, row["status"]


def keep(db: Store, hand: LoadedHand) -> None:
    """Keep a hand as a tap left it, once its transaction is committed, for the screens that read it
    next; what a command will change is never kept (`read` gives it only to readers)."""
    _keep(db, _key(db, hand, hand.seq), hand)


def read(db: Store, hand_id: int, seen_as: str = "",
         seeing: Callable[[LoadedHand], LoadedHand] | None = None) -> LoadedHand:
    """The hand to render, not to change (404 if there is none): as the last tap left it when that
    is kept (the log, append-only, has as many rows as then), else loaded and kept.  Its state must
    not be applied to: a command takes `load`'s.  `seeing`: the hand as someone else sees it (a
    guest: no hole card), made from it and kept beside it under `seen_as`."""
    row, log, key, hand = _read(db, hand_id)
    with _kept_lock:
        seen = _kept.get((*key, seen_as)) if seeing else None
    if seen is not None:
        return seen
    if hand is None:
        hand = _replayed(row, log)
        _keep(db, key, hand)
    if seeing is None:
        return hand
    seen = seeing(hand)
    _keep(db, (*key, seen_as), seen)
    return seen


def _keep(db: Store, key: tuple, hand: LoadedHand) -> None:
    if store.uncommitted(db):                        # not committed: it may yet be rolled back
        return
    with _kept_lock:
        _kept[key] = hand
        while len(_kept) > KEPT:
            _kept.popitem(last=False)


# --- the entry that no longer fits, and what entries did when they were entered ---------------------

def broken_of(hand: LoadedHand) -> dict | None:
    """The entry that no longer fits, for the view: its place (0-based), its action, the rule
    and why in words, what it did when it was entered (``was``), and how many entries wait
    behind it."""
    error = hand.checked.broken
    if error is None or error.index is None:
        return None
    index = error.index
    return {"index": index, "action": hand.actions[index], "rule": error.rule,
            "message": {lang: i18n.refusal(error, lang) for lang in LANGUAGES},
            "was": _was(hand, index), "waiting": len(hand.actions) - index - 1}


def folded(log: list[dict]):
    """Each row of a hand's log with the entries that stood just before it, each as (text, the
    entries before it when it was entered: where it fitted)."""
    standing: list[tuple[str, list[str]]] = []
    for row in log:
        yield row, list(standing)
        kind, target = store.row_kind(row), row.get("target") or 0     # a correction names its target
        if kind == "undo":
            if standing:
                standing.pop()
        elif kind in ("replace", "insert"):
            entry = (row["text"], [text for text, _ in standing[:target]])
            if kind == "replace":
                standing[target] = entry
            else:
                standing.insert(target, entry)
        elif kind == "delete":
            del standing[target]
        else:
            standing.append((row["text"], [text for text, _ in standing]))


def did_words(hand: dict, before: list[str], text: str, index: int) -> dict | None:
    """What action `text` did after the actions `before`, in words; None if that cannot be told
    (never the raw action)."""
    try:
        state = state_of(hand, before)
        did = apply_did(state, parse_action(text, state.names), index)
    except (ActionSyntaxError, RuleViolation):
        return None
    if did is None:
        return None
    return {lang: did_text(did, state.names, lang) for lang in LANGUAGES}


def _was(hand: LoadedHand, index: int) -> dict | None:
    """What entry `index` did when it was entered (it fitted then), in words; None if that
    cannot be told."""
    *_, (_, standing) = folded([*hand.log, {"text": None, "undo": 0, "kind": "end", "target": None}])
    if not 0 <= index < len(standing):
        return None
    text, before = standing[index]
    return did_words(hand.row, before, text, index)
