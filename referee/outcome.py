"""The ruling's result types, as data: each pot with its winners and shares and how it was
decided, the pots that carry over (with the best hand and the Q♠ holder that decided it),
the hands shown, an uncalled bet.  `referee.ruling` makes them; `referee.words.explanation`
puts them into words.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .games import Decided
from .pots import Pot
from .replay import Seat, State

_NOBODY = Seat("", 0, folded=True)          # stands in for a player without a claim to the pot


def claimant_seats(state: State, pot: Pot) -> tuple[list[int], list[Seat]]:
    """Who claims `pot` at the showdown (eligible, not mucked), and the seats as `Game.divide`
    sees them: the claimants, the others as nobody."""
    claim = [s for s in pot.eligible if not state.seats[s].mucked]
    return claim, [s if i in claim else _NOBODY for i, s in enumerate(state.seats)]


@dataclass
class PotResult:
    """One pot: who won it and the chips each gets.  `sides`: the players each part of the
    pot went to (``high``, ``low``, ``q_spades``); for a pot that carries over, the best hand
    (``high``) and the holder of the Q♠ as last hole card (``q_spades``), who may take nothing.
    `halves`: the chips of each part by seat (Hi-Lo: the high and the low half).  `failed`: in a
    game with declarations, the players who declared both and failed, each with how they did
    on the high and the low side (``won``, ``tied``, ``lost``)."""

    pot: Pot
    winners: list[int]
    shares: dict[int, int]
    decided: Decided = Decided.BEST_HAND
    sides: dict[str, list[int]] = field(default_factory=dict)
    halves: dict[str, dict[int, int]] = field(default_factory=dict)    # each part's chips by seat
    failed: dict[int, tuple[str, str]] = field(default_factory=dict)   # declare: swings that failed, (high, low)


@dataclass
class Ruling:
    """A finished hand ruled: the hands shown (seat -> side -> ranking, None: no low), the
    pots won, the pots that carry over, the uncalled bet that goes back."""

    state: State
    hands: dict[int, dict[str, Any]] = field(default_factory=dict)
    pots: list[PotResult] = field(default_factory=list)
    carried_pots: list[PotResult] = field(default_factory=list)   # Black Mariah (abort) at the showdown
    returned: tuple[int, int] | None = None        # (seat, chips) of an uncalled bet
    carried: int = 0                               # chips that stay in the middle for a new deal

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
