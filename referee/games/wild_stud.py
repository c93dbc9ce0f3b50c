"""Seven-card stud with wild cards that no face-up card changes and a pot that may be split
with a spade in the hole: the parts the dealer's-choice games are made of (`referee.games.
chicago`, `referee.games.low_hole`), and that a house game can combine.

`WildStud` deals, opens and bets as Seven-Card Stud does (`SevenCardStud`: fixed limit, a
bring-in by the lowest up card by its natural rank, the best up hand opening the later
rounds, the open pair on 4th street; option ``split_limit``).  Its parts:

- `wild_ranks`: ranks wild for everybody (Kings in Kings and Little Ones).  They count for
  who opens a round, as Follow the Queen's do: everyone sees them.
- `lowest_hole`: each player's lowest face-down card is wild for that player, and so are all
  their cards of its rank (`referee.wilds.FixedWilds`).  It depends on cards nobody else
  sees, so it never counts for who opens a round.
- `spade`: ``high`` or ``low``, half of each pot to the highest or lowest spade among the
  face-down cards of the players who claim that pot (`spade_in_the_hole`).
- The fixed-wild options (`referee.games.game.WILD_OPTIONS`): deuces, the one-eyed Jacks,
  the suicide King, for everybody.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from ..wilds import KING
from .game import Decided, fixed_wilds_of, wild_options
from .seven_card_stud import SevenCardStud

SPADES = 3


def spade_in_the_hole(seats, wild, low: bool = False, ace_low: bool = False) -> tuple[int, Card] | None:
    """The claimant (an index into `seats`) with the highest spade (`low`: the lowest) among
    their face-down cards, and that card; None if no claimant has one.  A claimant is a seat
    shown and not mucked (`referee.ruling` passes the others as nobody); `wild(seat)`: the
    player's wild cards, which are no spades here.  The Ace is the highest spade, or with
    `ace_low` the lowest.

    >>> from referee.replay import Dealt, Seat
    >>> from referee.cards import parse_cards
    >>> def seat(text):
    ...     return Seat("", 0, cards=[Dealt(c, i == 2, 3) for i, c in enumerate(parse_cards(text))], shown=True)
    >>> seats = [seat('Ks 9s 2s'), seat('3s Qh As')]
    >>> spade_in_the_hole(seats, lambda s: frozenset()), spade_in_the_hole(seats, lambda s: frozenset(), low=True)
    ((0, Card('Ks')), (1, Card('3s')))
    """
    def value(card: Card) -> int:
        return 1 if ace_low and card.rank == 14 else card.rank

    spades = [(card, i) for i, seat in enumerate(seats) if seat.shown and not seat.mucked
              for d in seat.cards if not d.up and (card := d.card) is not None and card.suit == SPADES
              and card not in wild(i)]
    if not spades:
        return None
    card, i = (min if low else max)(spades, key=lambda pair: value(pair[0]))
    return i, card


@dataclass(frozen=True)
class WildStud(SevenCardStud):
    """Seven-card stud with the parts above (see the module)."""

    wild_ranks: frozenset[int] = frozenset()
    lowest_hole: bool = False
    spade: str | None = None                  # "high", "low": half of each pot to the spade in the hole

    @property
    def divides_by_cards(self) -> bool:       # type: ignore[override]
        return self.spade is not None

    def spade_order(self):
        return self.spade

    def fixed_wilds(self, rules):
        """Option ``king_needed`` (Kings and Little Ones): the lowest hole card is wild only for a
        player who holds a King."""
        needs = KING if rules.options.get("king_needed") else None
        return fixed_wilds_of(self.wild_ranks, self.lowest_hole, needs, **wild_options(rules.options))

    def spade_holder(self, rules, seats, wild) -> tuple[int, Card] | None:
        """The claimant who takes the spade half, and the spade (None: nobody)."""
        return spade_holder_of(self.spade, rules, seats, wild)

    def divide(self, rules, amount, best, seats, wild=None):
        if self.spade is None:
            return super().divide(rules, amount, best, seats, wild)
        return spade_half(self.spade, rules, amount, best, seats, wild)


def spade_holder_of(spade: str | None, rules, seats, wild) -> tuple[int, Card] | None:
    """The claimant who takes the spade half (`spade`: ``high`` or ``low``; None: no spade
    half), and the spade (None: nobody); option ``ace_low_spade``: the Ace is the lowest."""
    if spade is None:
        return None
    return spade_in_the_hole(seats, wild or _no_wild, low=spade == "low",
                             ace_low=bool(rules.options.get("ace_low_spade")))


def spade_half(spade: str, rules, amount: int, best, seats, wild) -> tuple[Decided, list]:
    """Chicago: half of the pot to the best high hand, half to the spade in the hole, the odd
    chip to the high half; with no such spade the best hand takes it all."""
    holder = spade_holder_of(spade, rules, seats, wild)
    if holder is None:
        return Decided.NO_SPADE, [("high", best("high"), amount)]
    half = amount // 2
    return Decided.SPADE_HALF, [("high", best("high"), amount - half), ("spade", [holder[0]], half)]


def _no_wild(seat: int) -> frozenset[Card]:
    return frozenset()
