"""Razz and the other stud games for the low hand alone (`referee.lowball`'s rules).

Razz (``FR``): Seven-Card Stud for the lowest hand, Ace to Five (straights and flushes do not
count).  The highest up card brings in (the King is highest, the Ace lowest; suits break ties,
the highest suit ♠ bringing in), then the best low showing opens each round.

2-7 Razz (``27RAZZ``): the same deal for the lowest hand Deuce to Seven: the Ace is high only,
straights and flushes count against a hand, the best is 7-5-4-3-2; the highest up card brings in,
the Ace the highest (talvola/generic_poker's ``27_razz.json``: bring-in by the "high card", the
evaluation ``27_low``, after BARGE's rule book, "Deuce-to-Seven Razz").

Razz High (``RAZZHIGH``): the same deal for the *highest* hand without a pair, in Ace to Five's
order turned round: the Ace the lowest card, straights and flushes do not count, a pair is worse
than no pair, the best is K-Q-J-T-9; the lowest up card brings in, the Ace the lowest, and the best
(highest) unpaired cards showing open the later rounds (generic_poker's ``razz_high.json``, from
Abby99's mixed game cards: "Lowball ranking with Ace as low, highest unpaired hand wins",
bring-in "low card al"; its tests: "In later rounds of Razz High, best unpaired hand showing goes
first").

Five-Card Stud Lowball (``5CSLOW``): Five-Card Stud's deal (`referee.games.five_card_stud`) for
the lowest hand, Ace to Five, betting as Razz (pagat.com's Five Card Stud, "Lowball" as
generic_poker's ``5_card_stud_lowball.json`` cites it: evaluation ``a5_low``, bring-in by the
"high card").

>>> from referee.cards import parse_cards
>>> FR.brings_in(dict(enumerate(parse_cards('Th 6d 8s Qd 7s'))))
3
>>> FR.brings_in(dict(enumerate(parse_cards('Kh Ks Ac'))))
1
>>> ups = dict(enumerate(parse_cards('Kh Ac 2d')))
>>> RAZZ_27.brings_in(ups), RAZZHIGH.brings_in(ups)           # the Ace: the highest, the lowest
(1, 1)
"""

from __future__ import annotations

from dataclasses import dataclass

from ..lowball import razz_hand, up_low_key, value
from .five_card_stud import FIVE_CARD_STUD_STREETS
from .game import ODD_CHIP, Game, heads_up_uncapped


@dataclass(frozen=True)
class Razz(Game):
    """A stud game for the low hand alone: `low_rule` ranks it, the `bring_in_card` (``highest`` or
    ``lowest`` by the rule's values, suits breaking ties) brings in."""

    low_rule: str = "a5"
    bring_in_by: str = "highest"

    has_bring_in = True
    records_may_lack_up_cards = True

    sides = ("low",)

    @property
    def bring_in_card(self) -> str:          # type: ignore[override]
        return self.bring_in_by

    def brings_in(self, up_cards):
        def order(seat):
            return value(up_cards[seat], self.low_rule), up_cards[seat].suit
        return max(up_cards, key=order) if self.bring_in_by == "highest" else min(up_cards, key=order)

    def opening_key(self, rules, up_cards, wild):
        return up_low_key(up_cards, self.low_rule)

    def showdown(self, rules, holding, wild):
        return {"low": razz_hand(holding, wild, self.low_rule)}


_RAZZ_OPTIONS = (heads_up_uncapped("last_round"), ODD_CHIP)

FR = Razz("FR", {"en": "Razz", "de": "Razz"}, (2, 9), "fixed", _RAZZ_OPTIONS)
RAZZ_27 = Razz("27RAZZ", {"en": "2-7 Razz", "de": "2-7 Razz"}, (2, 9), "fixed", _RAZZ_OPTIONS, low_rule="27")
RAZZHIGH = Razz("RAZZHIGH", {"en": "Razz High", "de": "Razz High"}, (2, 9), "fixed", _RAZZ_OPTIONS,
                low_rule="high_as_low", bring_in_by="lowest")
FIVE_CARD_STUD_LOWBALL = Razz("5CSLOW", {"en": "Five-Card Stud Lowball", "de": "Five Card Stud Lowball"}, (2, 10),
                              "fixed", _RAZZ_OPTIONS, FIVE_CARD_STUD_STREETS)
