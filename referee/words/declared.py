"""A pot shared by the players' declarations (`referee.games.declare`), in words: who declared
what, what each declaration won ("Anna declared both and lost the low: Anna gets nothing"),
each half and the side nobody declared, the pot that rides.

Said from the ruling's data (`referee.outcome.PotResult`: the parts, the swings that failed) and
the declarations the hand recorded (`State.declared`); nothing is decided here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..games import Decided
from ..games.declare import BOTH, HIGH, LOW
from ..outcome import PotResult, Ruling
from . import Phrase

#: the hand a player showed for a side, to be said
Hand = Callable[[int, str], Phrase]


def declarations(ruling: Ruling) -> Phrase:
    """'Declared: Anna high, Ben low and Carla both' / 'Angesagt: Anna High, Ben Low und Carla beides'."""
    state = ruling.state
    return Phrase("ruling.declared", each=[Phrase("ruling.declared_one", player=state.names[s],
                                                  side=Phrase(f"side.{side}"))
                                           for s, side in sorted(state.declared.items())])


def declared_sentences(ruling: Ruling, result: PotResult, pot: Phrase, subject: Phrase, hand: Hand,
                       halves: Callable[[PotResult], Phrase]) -> list[Phrase]:
    """The sentences of a pot the declarations shared: each swing that failed in it, then who takes
    it (`halves`: the sentence of a pot split high and low, as Hi-Lo says it)."""
    names = ruling.state.names
    failed = [_failed(names[s], how) for s, how in sorted(result.failed.items())]
    if result.decided == Decided.CARRIED:
        return [Phrase("ruling.pot_rides", pot=subject, players=[names[s] for s in sorted(result.failed)])]
    if result.decided == Decided.CARDS_SPEAK:
        claim = [s for s in result.pot.eligible if not ruling.state.seats[s].mucked]
        why = "ruling.all_swings_failed" if all(s in result.failed for s in claim) else "ruling.no_declaration_wins"
        return [*([] if why == "ruling.all_swings_failed" else failed), Phrase(why, pot=pot),
                _taken(ruling, result, pot, hand, halves)]
    return [*failed, _taken(ruling, result, pot, hand, halves)]


def _failed(player: str, how: tuple[str, str]) -> Phrase:
    """'Carla declared both and lost the low: Carla gets nothing'."""
    parts = [Phrase(f"swing.{result}.{side}") for side, result in zip((HIGH, LOW), how) if result != "won"]
    if how == ("lost", "lost"):
        parts = [Phrase("swing.lost.both")]
    return Phrase("ruling.swing_failed", player=player, how=parts)


def _taken(ruling: Ruling, result: PotResult, pot: Phrase, hand: Hand,
           halves: Callable[[PotResult], Phrase]) -> Phrase:
    """Who takes the pot: both halves, a swing who won both, or one side alone."""
    state = ruling.state
    names = state.names
    if len(result.sides) == 2:
        high, low = result.sides[HIGH], result.sides[LOW]
        if high == low and len(high) == 1 and state.declared.get(high[0]) == BOTH:
            w = high[0]
            return Phrase("ruling.swing_won", player=names[w], pot=pot, hand=hand(w, HIGH), low_hand=hand(w, LOW))
        return halves(result)
    side, winners = next(iter(result.sides.items()))
    other = LOW if side == HIGH else HIGH
    if len(winners) == 1:
        sentence = Phrase("ruling.wins", player=names[winners[0]], pot=pot, hand=hand(winners[0], side))
    else:
        sentence = Phrase("ruling.tie", players=[names[s] for s in winners], hand=hand(winners[0], side), pot=pot,
                          shares=[Phrase("ruling.share", player=names[s], chips=c) for s, c in result.shares.items()])
    return Phrase("ruling.one_side", why=_why_one_side(ruling, result, other), sentence=sentence)


def _why_one_side(ruling: Ruling, result: PotResult, other: str) -> Phrase:
    """Why nobody takes the `other` half: nobody declared it; only swings that failed did; no low of
    those declared qualifies (option qualifier eight); the cards speak and no low qualifies."""
    state = ruling.state
    claim = [s for s in result.pot.eligible if not state.seats[s].mucked]
    going = [s for s in claim if state.declared.get(s) in (other, BOTH)]
    if result.decided == Decided.CARDS_SPEAK or (going and all(s not in result.failed for s in going)):
        return Phrase("ruling.no_low_qualifies")
    if going:
        return Phrase("ruling.only_failed_declared", side=Phrase(f"side.{other}"))
    return Phrase("ruling.nobody_declared", side=Phrase(f"side.{other}"))


def declarations_json(ruling: Ruling) -> dict[str, Any]:
    """The declarations for the ruling's JSON (``declared``: name -> side), with each pot's swings
    that failed beside it (`failed_swings`)."""
    state = ruling.state
    return {"declared": {state.names[s]: side for s, side in sorted(state.declared.items())}} if state.declared else {}


def failed_swings(ruling: Ruling, result: PotResult) -> dict[str, Any]:
    """A pot's swings that failed, for its JSON: name -> {high, low} (``won``, ``tied``, ``lost``)."""
    names = ruling.state.names
    return {"failed_swings": {names[s]: {HIGH: h, LOW: lo} for s, (h, lo) in sorted(result.failed.items())}} \
        if result.failed else {}
