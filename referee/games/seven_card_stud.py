"""Seven-Card Stud (../shared/rules/seven-card-stud.de.txt): no wild cards, fixed (split)
limit; the lowest up card brings in on 3rd street, suits breaking ties ♣ < ♦ < ♥ < ♠; then
the best face-up hand opens; with only two players left, raises are not capped.

>>> from referee.cards import parse_cards
>>> F7S.brings_in(dict(enumerate(parse_cards('9c 2h 2d Ah'))))
2
"""

from __future__ import annotations

from dataclasses import dataclass

from . import ODD_CHIP, Game, _opt, heads_up_uncapped, register


@dataclass(frozen=True)
class SevenCardStud(Game):
    def brings_in(self, up_cards):
        return min(up_cards, key=lambda seat: (up_cards[seat].rank, up_cards[seat].suit))


F7S = register(SevenCardStud(
    "F7S", {"en": "Seven-Card Stud", "de": "Seven Card Stud"}, (2, 8), "fixed",
    (_opt("open_pair_big_bet", True, "On 4th street, an open pair allows the big bet.",
          "In der zweiten Setzrunde erlaubt ein offenes Paar das höhere Limit."),
     heads_up_uncapped(True), ODD_CHIP)))
