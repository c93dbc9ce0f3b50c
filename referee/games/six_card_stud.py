"""Six-Card Stud: Seven-Card Stud without its last face-up round.  Two cards down and one up
(3rd street), one up (4th), one up (5th), one down (6th): four betting rounds, the small bet
in the first two and the big bet in the last two.  Option ``one_four_one``: the deal of one
down and one up (2nd street), then three up one at a time (3rd to 5th), then one down (6th),
with five betting rounds, the small bet in the first two and the big bet from the third.
It opens and bets as Seven-Card Stud does (`referee.games.seven_card_stud`): fixed limit, the
lowest up card brings in on the first street (natural rank, suits breaking ties
♣ < ♦ < ♥ < ♠), the best up hand opens the later rounds, an open pair on the second street
allows the big bet (option ``open_pair_big_bet``).  Two to eight players (48 cards: the deck
never runs short).

Sources: rocketstud.com/html/six-card_stud.html: "usually played as identical to
seven-card stud, except that the last face-up round is removed (thus it is two down, three up,
one down).  It can also be played as 1-4-1, where the first betting round occurs after only two
cards are dealt (one down and one up)"; pokerteam.com/six-card-stud.html for the 1-4-1 deal
("Cards number three through five are dealt, one by one, face-up. There is a betting round
after each card is dealt.  The sixth card is dealt facedown, followed by a final betting
round").  The bet sizes follow Seven-Card Stud's: the small bet until the third round.

>>> from referee.games import configure
>>> [(s.number, s.faces, s.bet) for s in SIX_CARD_STUD.shape(configure('6CS'))]
[(3, 'ddu', 'small'), (4, 'u', 'small'), (5, 'u', 'big'), (6, 'd', 'big')]
>>> [(s.number, s.faces) for s in SIX_CARD_STUD.shape(configure('6CS', {'one_four_one': True}))]
[(2, 'du'), (3, 'u'), (4, 'u'), (5, 'u'), (6, 'd')]
"""

from __future__ import annotations

from dataclasses import dataclass

from .game import Street, _opt
from .seven_card_stud import STUD_OPTIONS, SevenCardStud

SIX_CARD_STUD_STREETS = (Street(3, "ddu", "small"), Street(4, "u", "small"), Street(5, "u", "big"),
                         Street(6, "d", "big"))
ONE_FOUR_ONE_STREETS = (Street(2, "du", "small"), Street(3, "u", "small"), Street(4, "u", "big"),
                        Street(5, "u", "big"), Street(6, "d", "big"))


@dataclass(frozen=True)
class SixCardStud(SevenCardStud):
    def shape(self, rules):
        return ONE_FOUR_ONE_STREETS if rules.options.get("one_four_one") else self.streets


SIX_CARD_STUD = SixCardStud("6CS", {"en": "Six-Card Stud", "de": "Six Card Stud"}, (2, 8), "fixed",
                            (_opt("one_four_one", False), *STUD_OPTIONS), SIX_CARD_STUD_STREETS)
