"""A hand as the hands table keeps it, worked out without the database: its ruling with the
ruling's digest and summary (`kept_ruling`), and the actions that stand in its log
(`effective_actions`).  Pure: the store asks it (and names it, ``store.kept_ruling``), and so
does an import's check of its hands in the worker processes (`web.jobs`), which load no
database and no Flask."""

from __future__ import annotations

import hashlib
import json
from typing import NamedTuple

from referee.games import GAMES, HOUSE, game_type

LOG_KINDS = ("act", "undo", "replace", "insert", "delete")
CORRECTIONS = ("replace", "insert", "delete")


class KeptRuling(NamedTuple):
    """A hand's ruling as the hands table keeps it: its JSON text, its digest, its summary."""

    text: str
    digest: str
    summary: str


def kept_ruling(header: dict, ruled: dict) -> KeptRuling:
    """`ruled`, the ruling of the hand dealt as `header`, as the hands table keeps it (no
    database: an import works it out in the worker processes)."""
    text = json.dumps(ruled)
    kept = json.loads(text)                      # as it is read back: the digest is of that
    return KeptRuling(text, ruling_digest(kept), json.dumps(hand_summary(header, kept)))


def ruling_digest(ruled: dict) -> str:
    """A short fingerprint of a hand's ruling (as it is read back from the database): what the
    caches worked out from a ruling are kept by (a corrected hand gets another)."""
    return hashlib.sha256(json.dumps(ruled, sort_keys=True).encode()).hexdigest()[:16]


def hand_summary(header: dict, ruled: dict) -> dict:
    """What the lists, the leaderboard, the story and the standings read of a booked hand: its
    players and variant, each player's winnings, the outcome, each pot's amount and winners,
    the wild ranks at the end and how often they changed (each follower, each cancelling
    Queen), and each high hand shown with its key, in the ruling's order (a Razz hand is a low)."""
    ruling = ruled["ruling"]
    changes = (ruling.get("wilds") or {}).get("changes", [])
    low_only = _low_only(header)
    booked = {"game": ruling["game"]} if ruling["outcome"] == "result" else {}     # a hand booked by its result
    return {"players": header["players"], "variant": header.get("variant"), **booked, "winnings": ruled["winnings"],
            "outcome": ruling["outcome"], "pots": [[pot["amount"], pot["winners"]] for pot in ruling["pots"]],
            "wild_ranks": ruling["wild_ranks"],
            "wild_changes": sum(1 for c in changes if c["kind"] == "follow" or c["cancelled"]),
            "high": [[name, shown["key"]] for name, shown in ruling["hands"].items()
                     if not low_only and isinstance(shown, dict) and "category" in shown
                     and all(isinstance(k, int) for k in shown["key"])]}


def _low_only(header: dict) -> bool:
    """Whether the hand's game is for the low alone (Razz and its kin, a house game split ``low``):
    its hands shown are lows, not high hands."""
    variant = header.get("variant")
    return (variant in GAMES or variant == HOUSE) and game_type(header).sides == ("low",)


def row_kind(row: dict) -> str:
    """What a log row does: act, undo, replace, insert or delete (older rows: act, or undo)."""
    return row.get("kind") or ("undo" if row["undo"] else "act")


def effective_actions(log: list[dict]) -> list[str]:
    """The actions that stand: each undo takes back the action before it, a replace row puts its
    text in place of entry `target`, an insert row puts it before that entry, a delete row
    takes the entry out.  A row naming an entry that is not there raises IndexError (a log we
    wrote never does; an import is checked).

    >>> effective_actions([{"text": "a", "undo": 0}, {"text": "b", "undo": 0}, {"text": "c", "undo": 0},
    ...                    {"text": "B", "undo": 0, "kind": "replace", "target": 1},
    ...                    {"text": "x", "undo": 0, "kind": "insert", "target": 0},
    ...                    {"text": None, "undo": 0, "kind": "delete", "target": 1}, {"text": None, "undo": 1}])
    ['x', 'B']
    """
    stack: list[str] = []
    for row in log:
        kind = row_kind(row)
        if kind == "undo":
            if stack:
                stack.pop()
        elif kind in CORRECTIONS:
            target = row["target"]
            if target is None or not 0 <= target < len(stack) + (kind == "insert"):
                raise IndexError(f"the log names entry {target}, which is not there")
            if kind == "replace":
                stack[target] = row["text"]
            elif kind == "insert":
                stack.insert(target, row["text"])
            else:
                del stack[target]
        else:
            stack.append(row["text"])
    return stack
