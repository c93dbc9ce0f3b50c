"""Seven-Card Stud (../shared/rules/seven-card-stud.de.txt): no wild cards, fixed limit (as
PHH's F7S means it; option ``split_limit``: the rules' own split limit, ante / lower limit /
higher limit); the lowest up card brings in on 3rd street, suits breaking ties ♣ < ♦ < ♥ < ♠;
then the best face-up hand opens; at most three raises a round, and with only two players
left in the last betting round as many as they like (option ``heads_up_uncapped``).  Two to
nine players: with eight or nine, the 7th-street card may be one common card for everyone
(``d db``) when the deck runs short, and nine only fit if some have folded by 6th street.

Seven-Card Stud Hi-Lo (``F7S/8``), eight or better: the pot is split between the best high
hand and the best low of five ranks of eight or less (Ace to Five), the odd chip to the high
half; without a qualifying low the best high hand takes it all.  Casino practice: no big bet
for an open pair on 4th street (the stud text would allow it; PokerStars and PokerKit do not).

>>> from referee.cards import parse_cards
>>> F7S.brings_in(dict(enumerate(parse_cards('9c 2h 2d Ah'))))
2
"""

from __future__ import annotations

from dataclasses import dataclass

from ..lowball import low_hand
from ..ranking import Category, best_hand
from .declare import declare_options, eight_or_better, settle_qualifier
from .game import ODD_CHIP, WILD_OPTIONS, Decided, Game, GameError, _opt, heads_up_uncapped

#: after a small bet on the open pair's street, the raise: small or big (the casino rule pages),
#: the size of the bet, big only (see `referee.replay`)
OPEN_PAIR_RAISES = ("small_or_big", "as_bet", "big")

#: Seven-Card Stud's options, and those of the stud games that bet as it does
STUD_OPTIONS = (_opt("open_pair_big_bet", True), _opt("open_pair_raise", "small_or_big", OPEN_PAIR_RAISES),
                _opt("split_limit", False), heads_up_uncapped("last_round"), ODD_CHIP)


@dataclass(frozen=True)
class SevenCardStud(Game):
    has_bring_in = True
    records_may_lack_up_cards = True


F7S = SevenCardStud(
    "F7S", {"en": "Seven-Card Stud", "de": "Seven Card Stud"}, (2, 9), "fixed",
    (*STUD_OPTIONS, *WILD_OPTIONS))


#: the high hand that may take the high half (option ``high_qualifier``), as the least key it must
#: reach (`referee.ranking`'s keys): none, a pair of Jacks, two pair, or talvola/generic_poker's
#: double qualifier (``7_card_stud_double_qualifier.json``: ``"qualifier": [8, 558]``, its rank 8 two
#: pair and the 558th two pair counted from the best, A-A-K-K-Q the first: 9-9-8-8-5)
HIGH_QUALIFIERS: dict[str, tuple[int, ...]] = {
    "none": (), "pair_of_jacks": (Category.PAIR, 11), "two_pair": (Category.TWO_PAIR,),
    "nines_eights_five": (Category.TWO_PAIR, 9, 8, 5)}


def claimants_of(seats) -> list[int]:
    """The players who claim a pot, as `Game.divide` sees the seats (the others are nobody)."""
    return [i for i, seat in enumerate(seats) if seat.shown and not seat.mucked]


@dataclass(frozen=True)
class SevenCardStudHiLo(SevenCardStud):
    sides = ("high", "low")

    def high_qualifies(self, rules, key) -> bool:
        """Whether a high hand of this key may take the high half (option ``high_qualifier``)."""
        return key >= HIGH_QUALIFIERS[rules.options.get("high_qualifier", "none")]

    def showdown(self, rules, holding, wild):
        """The high hand, and the low that qualifies (option ``qualifier``: ``eight``, eight or
        better; ``none``, any low, rocketstud.com's "High-Low Stud, no qualifier"; in a declare
        game ``none`` unless chosen), a wild card standing in the low for what option ``wild_low``
        says (`referee.lowball`)."""
        return {"high": best_hand(holding, wild, rules.extended), "low": self.low_side(rules, holding, wild)}

    def low_side(self, rules, holding, wild):
        return low_hand(holding, 8 if eight_or_better(rules) else None, wild,
                        wild_low=rules.options.get("wild_low", "lowest"))

    def settle(self, given, options) -> None:
        """No qualifier in a declare game unless chosen (`settle_qualifier`); a high qualifier only
        where the cards speak (a declaration names its half itself)."""
        settle_qualifier(self, given, options)
        if options.get("high_qualifier", "none") != "none" and options.get("declare", "none") != "none":
            raise GameError("game.high_qualifier_declare", game=self.code)

    def divide(self, rules, amount, best, seats, wild=None):
        """The best high and the best low halve it (the odd chip to the high half); a half nobody
        qualifies for goes to the other; neither: the pot is split among all who claim it (the
        double qualifier's ``"no_qualifier_met"``: ``split_pot``)."""
        highs, lows = best("high"), best("low")
        if not highs and not lows:
            return Decided.NO_QUALIFIER, [("high", claimants_of(seats), amount)]
        if not highs:
            return Decided.NO_HIGH, [("low", lows, amount)]
        if not lows:
            return Decided.BEST_HAND, [("high", highs, amount)]
        low_half = amount // 2                         # the odd chip goes to the high half
        return Decided.HI_LO, [("high", highs, amount - low_half), ("low", lows, low_half)]


#: the options of a high-low stud game that declares (`referee.games.declare`) or may
HI_LO_OPTIONS = (heads_up_uncapped("last_round"), ODD_CHIP)

SEVEN_CARD_STUD_HI_LO = SevenCardStudHiLo(
    "F7S/8", {"en": "Seven-Card Stud Hi-Lo, eight or better", "de": "Seven Card Stud Hi-Lo (8 oder besser)"},
    (2, 9), "fixed", (*HI_LO_OPTIONS, *declare_options(), _opt("high_qualifier", "none", tuple(HIGH_QUALIFIERS))))

#: Seven-Card Stud High-Low Declare: Hi-Lo whose players declare, simultaneously by default,
#: without a qualifier (option ``qualifier``) (`referee.games.declare`)
F7SD = SevenCardStudHiLo(
    "F7SD", {"en": "Seven-Card Stud High-Low Declare", "de": "Seven Card Stud High-Low mit Ansage"},
    (2, 9), "fixed", (*HI_LO_OPTIONS, *declare_options("simultaneous")))
