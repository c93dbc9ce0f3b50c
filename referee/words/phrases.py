"""Sentences to be said later, made from the replay's data: what comes next and the legal
actions of the player to act.  The replay puts them into its refusals (``turn.none``:
"Nobody bets now: Anna to act: check or bet 1–5"), the table says them (`referee.words.state`).

>>> legal = {"fold": True, "check": False, "call": 3, "bring_in": None, "bet": None, "raise": [4, 8], "fixed": False}
>>> phrase = next_phrase({"kind": "act", "seat": 1, "street": 3, "legal": legal}, ["Anna", "Ben"], "bet")
>>> phrase.id, phrase.facts["player"], phrase.facts["legal"]
('next.act', 'Ben', [Phrase('legal.call', amount=3), Phrase('legal.raise', amount=(4, 8)), Phrase('legal.fold')])
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .catalog import Phrase


def next_phrase(expected: Mapping[str, Any], names: Sequence[str], phase: str) -> Phrase:
    """What comes next (`State.expected()`: kind, seat, street, ...), in a hand in `phase`."""
    kind, seat = expected["kind"], expected["seat"]
    if kind == "over":
        return Phrase("next.over")
    if kind == "board":
        return Phrase(f"next.{phase}", street=expected["street"])        # the extra card, the common card
    if kind == "deal":
        if expected.get("extra"):                  # the extra card a face-up card gave its player
            return Phrase(f"next.extra_card.{expected['faces']}", street=expected["street"], player=names[seat],
                          card=expected["card"])
        return deal_phrase(expected["faces"], expected["street"], names[seat])
    if kind == "decide":
        twist = "" if expected["card"] else "_twist"         # a round of buys: no face-up card asked it
        return Phrase(f"next.decide.{expected['decision']}{twist}", player=names[seat], amount=expected["amount"],
                      card=expected["card"], street=expected["street"])
    if kind == "act":
        return Phrase("next.act", player=names[seat], legal=legal_phrases(expected["legal"]))
    if kind == "turn_up":
        key = "next.turn_up_or_keep" if expected.get("keep") else "next.turn_up"
        return Phrase(key, street=expected["street"], player=names[seat])
    if kind == "discard":
        return Phrase("next.discard", street=expected["street"], player=names[seat], count=expected["count"])
    if kind == "pass":
        return Phrase("next.pass", street=expected["street"], player=names[seat], count=expected["count"],
                      to=names[expected["to"]])
    if kind in ("set", "declare"):
        return _all_at_once(expected, names)
    return Phrase("next.show", player=names[seat])


def _all_at_once(expected: Mapping[str, Any], names: Sequence[str]) -> Phrase:
    """The players' choices made all at once (or in turn): declaring, setting two hands."""
    players, count = [names[s] for s in expected["seats"]], len(expected["seats"])
    if expected["kind"] == "set":
        return Phrase("next.set", street=expected["street"], players=players, count=count)
    if expected["in_turn"]:
        return Phrase("next.declare_in_turn", player=names[expected["seat"]])
    return Phrase("next.declare", players=players, count=count)


#: the faces of a street said in a sentence of their own (the stud games' streets)
NAMED_FACES = ("ddu", "du", "u", "d", "ddd")


def deal_phrase(faces: str, street: int, player: str) -> Phrase:
    """"4th street: up card for Anna"; a house game's other streets by their runs of faces: "5th
    street: four down and one up for Anna"."""
    if faces in NAMED_FACES:
        return Phrase(f"next.deal.{faces}", street=street, player=player)
    runs = [Phrase(f"house.faces.{run[0]}", n=len(run)) for run in _runs(faces)]
    return Phrase("next.deal.any", street=street, player=player, faces=runs)


def _runs(faces: str) -> list[str]:
    """"ddddu" -> ["dddd", "u"]."""
    runs: list[str] = []
    for face in faces:
        if runs and runs[-1][0] == face:
            runs[-1] += face
        else:
            runs.append(face)
    return runs


def legal_phrases(legal: Mapping[str, Any]) -> list[Phrase]:
    """The legal betting actions (`State.legal()`), each a phrase: 'call 3', 'raise to 4–8', 'fold';
    in fixed limit, where only the two ends are allowed, 'bet 2 or 4'."""
    parts = []
    if legal["bring_in"] is not None:
        parts.append(Phrase("legal.bring_in", amount=legal["bring_in"]))
    if legal["check"]:
        parts.append(Phrase("legal.check"))
    elif legal["call"]:
        parts.append(Phrase("legal.call", amount=legal["call"]))
    for kind in ("bet", "raise"):
        if legal[kind]:
            low, high = legal[kind]
            if legal.get("fixed") and low != high:            # fixed limit: one end or the other, nothing between
                parts.append(Phrase(f"legal.{kind}_either", amounts=[low, high]))
            else:
                parts.append(Phrase(f"legal.{kind}", amount=(low, high)))
    if legal["fold"] and not legal["check"]:
        parts.append(Phrase("legal.fold"))
    return parts
