"""The ruling of a finished hand: who wins which pot; and a whole hand history ruled, as the
JSON the command line and the service give (with the explanation in English and German).

Each pot goes to the best hand among the players who can win it (in the hand, not mucked);
a tie splits it, odd chips one at a time to the tied winners nearest the dealer's left
(option ``odd_chip: high_suit``: to the winner with the highest card by suit).  Black
Mariah's variants change who gets a pot (`referee.games.black_mariah`); a Follow the Queen
redeal and a Black Mariah abort carry the pot over to a new deal.

>>> from referee.replay import replay
>>> history = {"variant": "FTQ", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [20, 20, 20],
...     "antes": [1, 1, 1], "actions": ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d",
...     "p1 cbr 2", "p2 f", "p3 f"]}
>>> ruling = rule(replay(history))
>>> ruling.finishing_stacks, ruling.pots[0].decided, ruling.returned
([22, 19, 19], <Decided.ALONE: 'alone'>, (0, 2))
>>> rule_history(history)["ruling"]["explanation"]["en"]
"Everyone else folded: Anna wins the pot of 3 without showing; Anna's uncalled 2 go back."
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .games import Decided
from .games.declare import share_declared
from .games.two_hands import hands_as_set
from .outcome import PotResult, Ruling, claimant_seats
from .pots import Pot, split
from .replay import Outcome, State, replay
from .violations import HistoryError, RuleViolation
from .words import Phrase
from .words.explanation import ruling_json
from .words.phrases import next_phrase


def rule(state: State) -> Ruling:
    """Rule a finished hand; RuleViolation ``hand.not_over`` if it is not finished."""
    if not state.over:
        raise RuleViolation("hand.not_over", expected=next_phrase(state.expected(), state.names, state.phase))
    ruling = Ruling(state)
    ruling.returned = state.uncalled() if state.outcome in (Outcome.FOLD, Outcome.SHOWDOWN) else None
    if state.outcome in (Outcome.REDEAL, Outcome.CARRIED_OVER):
        ruling.carried = state.total_pot
    elif state.outcome == Outcome.FOLD:
        winner = state.in_hand[0]
        won = state.total_pot - (ruling.returned[1] if ruling.returned else 0)
        ruling.pots = [PotResult(Pot(won, (winner,)), [winner], {winner: won}, Decided.ALONE)]
    else:
        ruling.hands = {seat: _shown_hands(state, seat) for seat, s in enumerate(state.seats) if s.shown}
        for pot in state.pots():
            result = _award(state, ruling, pot)
            if result.decided == Decided.CARRIED:
                ruling.carried_pots.append(result)
                ruling.carried += pot.amount
            else:
                ruling.pots.append(result)
    return ruling


def _shown_hands(state: State, seat: int) -> dict[str, Any]:
    """A shown holding's ranking for each side of the pot; in a game of two hands (Cowpie), the
    two hands the player set (`referee.games.cowpie`)."""
    if seat not in state.settings:
        return state.game.showdown(state.rules, state.holding(seat), state.wild_cards(seat))
    return hands_as_set(state, seat)


def _award(state: State, ruling: Ruling, pot: Pot) -> PotResult:
    claim, seats = claimant_seats(state, pot)
    if len(claim) == 1:
        return PotResult(pot, claim, {claim[0]: pot.amount}, Decided.ALONE)
    if not claim:       # everyone who could win it mucked: the last of them to muck keeps it
        last = _last_to_muck(state, pot.eligible)
        return PotResult(pot, [last], {last: pot.amount}, Decided.ALONE)
    if state.declared:
        how, parts, failed = share_declared(state.rules.options, pot.amount, state.declared,
                                            lambda side, seats: _best(ruling, list(seats), side), claim)
        return _shared(state, pot, how, parts, failed)
    how, parts = state.game.divide(state.rules, pot.amount, lambda side: _best(ruling, claim, side), seats,
                                   state.wild_cards)
    return _shared(state, pot, how, parts)


def _shared(state: State, pot: Pot, how: Decided, parts: list[tuple[str, list[int], int]],
            failed: dict[int, tuple[str, str]] | None = None) -> PotResult:
    """The pot's result from its parts (side, winners, chips): each part split among its winners."""
    sides = {side: winners for side, winners, _ in parts}
    if how == Decided.CARRIED:
        return PotResult(pot, [], {}, how, sides, failed=failed or {})
    shares: dict[int, int] = {}
    halves: dict[str, dict[int, int]] = {}
    for side, winners, chips in parts:
        halves[side] = _split(state, side, chips, winners)
        for seat, won in halves[side].items():
            shares[seat] = shares.get(seat, 0) + won
    return PotResult(pot, sorted(shares), shares, how, sides, halves, failed or {})


def _best(ruling: Ruling, claim: list[int], side: str) -> list[int]:
    """The claimants with the best hand for `side` of the pot (none if nobody qualifies: a low, a
    high hand below Hi-Lo's ``high_qualifier``)."""
    state = ruling.state
    keys = {s: ruling.hands[s][side].key for s in claim if ruling.hands[s].get(side) is not None}
    if side == "high":
        keys = {s: key for s, key in keys.items() if state.game.high_qualifies(state.rules, key)}
    best = max(keys.values(), default=None)
    return [s for s in claim if s in keys and keys[s] == best]


def _split(state: State, side: str, amount: int, winners: list[int]) -> dict[int, int]:
    """`amount` shared by `winners`, odd chips one each from the dealer's left; with option
    ``odd_chip: high_suit`` to the highest card by suit, and in a low half (Razz, Hi-Lo) to the
    lowest, all of a player's cards counting.  Robert's Rules of Poker, Ties: "In a stud game,
    the odd chip is given to the highest card by suit in all high games, and to the lowest card
    by suit in all low games.  (When making this determination, all cards are used, not just
    the five cards that constitute the player's hand.)"  The common card is everyone's and
    tells nobody apart."""
    order = list(range(len(state.seats)))              # p1 sits at the dealer's left
    if state.rules.options.get("odd_chip") == "high_suit" and len(winners) > 1:
        own = {s: [d.card for d in state.seats[s].cards if d.card is not None] for s in winners}
        if side == "low":
            order = sorted(winners, key=lambda s: min((1 if c.rank == 14 else c.rank, c.suit) for c in own[s]))
        else:
            order = sorted(winners, key=lambda s: max((c.rank, c.suit) for c in own[s]), reverse=True)
    return split(amount, winners, order)


def _last_to_muck(state: State, seats) -> int:
    mucks = [e.seat for e in state.events if e.kind == "muck" and e.seat is not None and e.seat in seats]
    return mucks[-1]


def _uncontested_shows(state: State) -> list[str]:
    """PokerKit asks every player left at a showdown to show or muck, also the one nobody
    contests; we write that player's cards as a show when all of them are known."""
    if state.outcome != Outcome.SHOWDOWN:
        return []
    shows = []
    for seat in state.in_hand:
        s = state.seats[seat]
        if not (s.shown or s.mucked) and all(d.card is not None for d in s.cards):
            shows.append(f"p{seat + 1} sm {''.join(str(d.card) for d in s.cards)} # not contested, not shown")
    return shows


# --- a whole hand history ----------------------------------------------------------------------

def check_finishing_stacks(history: Mapping[str, Any], stacks: list[int]) -> None:
    """A history that carries ``finishing_stacks`` must carry those the ruling gives."""
    given = history.get("finishing_stacks")
    if given is not None and not (isinstance(given, list | tuple) and all(
            isinstance(v, int | float) and not isinstance(v, bool) for v in given)):
        raise HistoryError("finishing_stacks", Phrase("problem.finishing_stacks"))
    if given is not None and list(given) != stacks:
        raise RuleViolation("hand.finishing_stacks", given=list(given), ruled=stacks)


def rule_history(history: Mapping[str, Any], canonical: bool = False) -> dict:
    """Replay and rule a hand history: the input plus ``finishing_stacks``, ``winnings`` and
    ``ruling`` (`referee.words.explanation.ruling_json`).  A file that carries
    ``finishing_stacks`` already is checked against them.  With `canonical`, the actions come
    out as we write them (``pN``, canonical cards, every show with all seven cards: what
    PokerKit reads)."""
    state = replay(history)
    ruling = rule(state)
    stacks = ruling.finishing_stacks
    check_finishing_stacks(history, stacks)
    out = {k: v for k, v in history.items() if k not in ("finishing_stacks", "winnings", "ruling")}
    if canonical:
        out["actions"] = list(state.texts) + _uncontested_shows(state)
    return {**out, "finishing_stacks": stacks, "winnings": ruling.winnings, "ruling": ruling_json(ruling)}
