"""The ruling of a finished hand: who wins which pot and why, in English and German.

Each pot goes to the best hand among the players who can win it (in the hand, not mucked);
a tie splits it, odd chips one at a time to the tied winners nearest the dealer's left
(option ``odd_chip: high_suit``: to the winner with the highest card by suit).  Black
Mariah's variants change who gets a pot; a Follow the Queen redeal and a Black Mariah abort
carry the pot over to a new deal.

>>> from referee.replay import replay
>>> history = {"variant": "FTQ", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [20, 20, 20],
...     "antes": [1, 1, 1], "actions": ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d",
...     "p1 cbr 2", "p2 f", "p3 f"]}
>>> ruling = rule(replay(history))
>>> ruling.finishing_stacks, ruling.explanation["en"]
([22, 19, 19], "Everyone else folded: Anna wins the pot of 3 without showing; Anna's uncalled 2 go back.")
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from .explanation import describe, explain
from .pots import Pot, split
from .replay import Seat, State, replay
from .violations import HistoryError, RuleViolation


@dataclass
class PotResult:
    pot: Pot
    winners: list[int]
    shares: dict[int, int]
    note: str = ""                 # how it was decided: best_hand, alone, split_q_spades, hi_lo, carried, ...
    sides: dict[str, list[int]] = field(default_factory=dict)    # hi-lo: the winners of each half


@dataclass
class Ruling:
    state: State
    hands: dict[int, dict[str, Any]] = field(default_factory=dict)   # seat -> side -> ranking (or None)
    pots: list[PotResult] = field(default_factory=list)
    returned: tuple[int, int] | None = None        # (seat, chips) of an uncalled bet
    carried: int = 0                               # chips that stay in the middle for a new deal
    explanation: dict[str, str] = field(default_factory=dict)

    @property
    def winnings(self) -> list[int]:
        won = [0] * len(self.state.seats)
        for result in self.pots:
            for seat, chips in result.shares.items():
                won[seat] += chips
        return won

    @property
    def finishing_stacks(self) -> list[int]:
        stacks = [s.stack + w for s, w in zip(self.state.seats, self.winnings)]
        if self.returned:
            stacks[self.returned[0]] += self.returned[1]
        return stacks

    def as_json(self) -> dict:
        names = self.state.names
        wilds = self.state.wilds
        return {
            "outcome": self.state.outcome,
            "wild_ranks": wilds.as_json()["ranks"] if wilds else [],
            "wilds": wilds.as_json() if wilds else None,
            "pots": [{"amount": r.pot.amount, "eligible": [names[s] for s in r.pot.eligible],
                      "winners": [names[s] for s in r.winners], "shares": {names[s]: c for s, c in r.shares.items()},
                      "decided_by": str(r.note)} for r in self.pots],
            "uncalled": {"player": names[self.returned[0]], "amount": self.returned[1]} if self.returned else None,
            "carried_pot": self.carried,
            "redeal_players": [names[s] for s in self.state.in_hand] if self.state.outcome == "redeal" else [],
            "hands": {names[s]: {**_hand_json(sides[self.state.game.sides[0]]),
                                 **({"low": _hand_json(sides["low"])} if len(sides) > 1 else {})}
                      for s, sides in self.hands.items()},
            "explanation": self.explanation,
        }


# --- deciding the pots -------------------------------------------------------------------------

def rule(state: State) -> Ruling:
    """Rule a finished hand; RuleViolation ``hand.not_over`` if it is not finished."""
    if not state.over:
        raise RuleViolation("hand.not_over", expected=state.expected()["text"]["en"])
    ruling = Ruling(state)
    ruling.returned = state.uncalled() if state.outcome in ("fold", "showdown") else None
    if state.outcome in ("redeal", "carried_over"):
        ruling.carried = state.total_pot
    elif state.outcome == "fold":
        winner = state.in_hand[0]
        back = ruling.returned[1] if ruling.returned else 0
        ruling.pots = [PotResult(Pot(state.total_pot - back, (winner,)), [winner],
                                 {winner: state.total_pot - back}, "alone")]
    else:
        ruling.hands = {seat: state.game.showdown(state.rules, state.holding(seat), state.wild_cards(seat))
                        for seat, s in enumerate(state.seats) if s.shown}
        for pot in state.pots():
            result = _award(state, ruling, pot)
            if result.note == "carried":
                ruling.carried += pot.amount
            else:
                ruling.pots.append(result)
    ruling.explanation = {lang: explain(ruling, lang) for lang in ("en", "de")}
    return ruling


def _award(state: State, ruling: Ruling, pot: Pot) -> PotResult:
    claim = [s for s in pot.eligible if not state.seats[s].mucked]
    if len(claim) == 1:
        return PotResult(pot, claim, {claim[0]: pot.amount}, "alone")
    if not claim:       # everyone who could win it mucked: the last of them to muck keeps it
        last = _last_to_muck(state, pot.eligible)
        return PotResult(pot, [last], {last: pot.amount}, "alone")
    seats = [s if i in claim else _NOBODY for i, s in enumerate(state.seats)]
    how, parts = state.game.divide(state.rules, pot.amount, lambda side: _best(ruling, claim, side), seats)
    shares: dict[int, int] = {}
    for _, winners, chips in parts:
        for seat, won in _split(state, ruling, chips, winners).items():
            shares[seat] = shares.get(seat, 0) + won
    return PotResult(pot, sorted(shares), shares, how, {side: winners for side, winners, _ in parts})


def _best(ruling: Ruling, claim: list[int], side: str) -> list[int]:
    """The claimants with the best hand for `side` of the pot (none if nobody qualifies)."""
    keys = {s: ruling.hands[s][side].key for s in claim if ruling.hands[s].get(side) is not None}
    best = max(keys.values(), default=None)
    return [s for s in claim if s in keys and keys[s] == best]


def _hand_json(ranking) -> dict | None:
    if ranking is None:
        return None
    return {**ranking.as_json(), "description": {"en": describe(ranking, "en"), "de": describe(ranking, "de")}}


def _split(state: State, ruling: Ruling, amount: int, winners: list[int]) -> dict[int, int]:
    order = list(range(len(state.seats)))              # p1 sits at the dealer's left
    if state.rules.options.get("odd_chip") == "high_suit":
        order = sorted(winners, key=lambda s: max((c.rank, c.suit) for c in _main(state, ruling, s).cards),
                       reverse=True)
    return split(amount, winners, order)


def _main(state: State, ruling: Ruling, seat: int):
    """A seat's ranking for the first side of the pot (the high hand; in Razz, the low)."""
    return ruling.hands[seat][state.game.sides[0]]


_NOBODY = Seat("", 0, folded=True)          # stands in for a player without a claim to the pot


def _last_to_muck(state: State, seats) -> int:
    mucks = [e.seat for e in state.events if e.kind == "muck" and e.seat in seats]
    return mucks[-1]


def _uncontested_shows(state: State) -> list[str]:
    """PokerKit asks every player left at a showdown to show or muck, also the one nobody
    contests; we write that player's cards as a show when all of them are known."""
    if state.outcome != "showdown":
        return []
    shows = []
    for seat in state.in_hand:
        s = state.seats[seat]
        if not (s.shown or s.mucked) and all(d.card is not None for d in s.cards):
            shows.append(f"p{seat + 1} sm {''.join(str(d.card) for d in s.cards)} # not contested, not shown")
    return shows


# --- a whole hand history ----------------------------------------------------------------------

def rule_history(history: Mapping[str, Any], canonical: bool = False) -> dict:
    """Replay and rule a hand history: the input plus ``finishing_stacks``, ``winnings`` and
    ``ruling``.  A file that carries ``finishing_stacks`` already is checked against them.
    With `canonical`, the actions come out as we write them (``pN``, canonical cards, every
    show with all seven cards: what PokerKit reads)."""
    state = replay(history)
    ruling = rule(state)
    stacks = ruling.finishing_stacks
    given = history.get("finishing_stacks")
    if given is not None and not (isinstance(given, list | tuple) and all(
            isinstance(v, int | float) and not isinstance(v, bool) for v in given)):
        raise HistoryError("finishing_stacks", "must be a list of numbers, the stacks after the hand")
    if given is not None and list(given) != stacks:
        raise RuleViolation("hand.finishing_stacks", given=list(given), ruled=stacks)
    out = {k: v for k, v in history.items() if k not in ("finishing_stacks", "winnings", "ruling")}
    if canonical:
        out["actions"] = list(state.texts) + _uncontested_shows(state)
    return {**out, "finishing_stacks": stacks, "winnings": ruling.winnings, "ruling": ruling.as_json()}
