"""Razz: Seven-Card Stud for the lowest hand, Ace to Five (straights and flushes do not count).
The highest up card brings in (the King is highest, the Ace lowest; suits break ties, the
highest suit ♠ bringing in), then the best low showing opens each round.

>>> from referee.cards import parse_cards
>>> FR.brings_in(dict(enumerate(parse_cards('Th 6d 8s Qd 7s'))))
3
>>> FR.brings_in(dict(enumerate(parse_cards('Kh Ks Ac'))))
1
"""

from __future__ import annotations

from dataclasses import dataclass

from ..lowball import razz_hand, up_low_key
from .game import ODD_CHIP, Game, heads_up_uncapped


def _razz_rank(rank: int) -> int:
    return 1 if rank == 14 else rank


@dataclass(frozen=True)
class Razz(Game):
    has_bring_in = True
    bring_in_card = "highest"
    records_may_lack_up_cards = True

    sides = ("low",)

    def brings_in(self, up_cards):
        return max(up_cards, key=lambda seat: (_razz_rank(up_cards[seat].rank), up_cards[seat].suit))

    def opening_key(self, rules, up_cards, wild):
        return up_low_key(up_cards)

    def showdown(self, rules, holding, wild):
        return {"low": razz_hand(holding)}


FR = Razz("FR", {"en": "Razz", "de": "Razz"}, (2, 9), "fixed", (heads_up_uncapped("last_round"), ODD_CHIP))
