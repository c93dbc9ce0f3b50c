"""Cowpie (Cow Pie Stud): Seven-Card Stud, then each player still in sets the seven cards into a
five-card and a two-card hand (``pN st``), a last betting round at the big bet, and the pot is
split half to the best five-card hand, half to the best two-card hand (`referee.games.two_hands`).

The source is mixedgamespoker.info's "How to Play: Cowpie" (homepokeredge.com's Cow Pie Stud the
same): "Deal, play and bet exactly like 7 card stud. At the completion of 7th street betting, each
player re-arranges their 7 cards into 2 separate hands ... Once so arranged, there is a final
round of betting. The hands are revealed and the pot is split between the highest 5 card hand and
the highest 2 card hand."  talvola/generic_poker's ``cowpie.json`` (after pagat.com's
two.html#cowpie) deals, bets and separates the same, two to seven players, the lowest up card
bringing in; where the two disagree, generic_poker's reading is an option:

- ``outrank``: "The 5 card hand must out rank the 2 card hand", read as hands of poker, rank by
  rank (``by_cards``: K-K-9-4-2 outranks K-K); ``as_best_five``: generic_poker's, the two-card
  hand as the best five-card hand of its kind (K-K as K-K-A-Q-J).

The setting is made all at once (in secret: each player arranges the cards in front of them), the
two-card hand named (``p2 st Kh??``), the other five cards the five-card hand; "Up cards must remain
up and down cards must remain down ... Each hand must include at least one down card".

>>> from referee.cards import parse_cards
>>> from referee.games import configure
>>> hands = COWPIE.two_hands(configure("COWPIE"), parse_cards('Ah Ad Ac 9c 4d'), parse_cards('Kh Kd'),
...                          parse_cards('Ah Kh 4d'), frozenset())
>>> hands["five"].name, hands["two"].key
('three of a kind', (1, 13))

**Outhouse** (talvola/generic_poker's ``outhouse.json``, after ichabod801's poker variants) is
Cowpie with blinds instead of the antes and the bring-in: "Post Blinds", the deal, "Third Street
Bet" and no "Post Bring-In"; the rest, the setting and the showdown, as ``cowpie.json``.  The two
players on the dealer's left post the small and the big blind (the hand's ``blinds_or_straddles``),
the first round opens on the big blind's left, the big blind may raise when the others only call
(`referee.replay`); later rounds open by the best up cards, as in Cowpie.

>>> OUTHOUSE.has_blinds, OUTHOUSE.forced_bet(configure("OUTHOUSE")), OUTHOUSE.streets == COWPIE.streets
(True, False, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..ranking import best_hand, two_card_hand
from ..words.terms import StreetKey
from .game import STUD_STREETS, WILD_OPTIONS, Decided, Street, _opt
from .seven_card_stud import STUD_OPTIONS, SevenCardStud, claimants_of
from .two_hands import OUTRANK, set_hands

#: Seven-Card Stud's streets, then the setting of the hands (no card dealt) and its betting round
COWPIE_STREETS = (*STUD_STREETS, Street(7, "", "big", set_hands=True, key=StreetKey(8, 7, "setting")))

FIVE, TWO, MISPLAYED = "five", "two", "misplayed"


@dataclass(frozen=True)
class Cowpie(SevenCardStud):
    """Seven-Card Stud of two hands, set after the 7th-street betting."""

    sides = (FIVE, TWO)

    def showdown(self, rules, holding, wild):
        """Seven cards not set (asked by nothing but a listing): the best five and the best two."""
        return {FIVE: best_hand(holding, wild, rules.extended), TWO: two_card_hand(holding, wild)}

    def two_hands(self, rules, five, two, down, wild) -> dict[str, Any]:
        """A setting's two hands ranked (`referee.games.two_hands.set_hands`); where the two-card
        hand is not outranked, "both hands are disqualified": both None, the hands as set kept
        under ``misplayed`` (for the ruling's words)."""
        ranked = set_hands(five, two, down, wild, rules.options.get("outrank", "by_cards"))
        if ranked is None:
            return {FIVE: None, TWO: None, MISPLAYED: (best_hand(five, wild), two_card_hand(two, wild))}
        return {FIVE: ranked[0], TWO: ranked[1]}

    def divide(self, rules, amount, best, seats, wild=None):
        """Half to the best five-card hand, half to the best two-card hand, the odd chip to the
        five-card half; nobody's setting standing, the pot split among all who claim it."""
        fives, twos = best(FIVE), best(TWO)
        if not fives:
            return Decided.MISPLAYED, [(FIVE, claimants_of(seats), amount)]
        return Decided.TWO_HANDS, [(FIVE, fives, amount - amount // 2), (TWO, twos, amount // 2)]


@dataclass(frozen=True)
class Outhouse(Cowpie):
    """Cowpie with blinds instead of the antes and the bring-in."""

    has_bring_in = False
    has_blinds = True
    records_may_lack_up_cards = False


COWPIE = Cowpie("COWPIE", {"en": "Cowpie", "de": "Cowpie"}, (2, 7), "fixed",
                (*STUD_OPTIONS, _opt("outrank", "by_cards", OUTRANK), *WILD_OPTIONS), COWPIE_STREETS)
#: heads-up, who posts the small blind: the dealer (talvola/generic_poker's table: "Heads-up: Button/SB
#: and BB", as in hold'em), or the player on the dealer's left, as at a full table
HEADS_UP_BLINDS = ("dealer_small", "left_of_dealer")

OUTHOUSE = Outhouse("OUTHOUSE", {"en": "Outhouse", "de": "Outhouse"}, (2, 7), "fixed",
                    (*STUD_OPTIONS, _opt("outrank", "by_cards", OUTRANK),
                     _opt("heads_up_blinds", "dealer_small", HEADS_UP_BLINDS), *WILD_OPTIONS), COWPIE_STREETS)
