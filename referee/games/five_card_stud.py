"""Five-Card Stud: one card down and one up, then three up, one at a time; a betting round
after each (four in all), the small bet in the first two and the big bet in the last two.
Streets are named by the cards each player holds, so the deal starts on 2nd street.  It opens
and bets as Seven-Card Stud does (`referee.games.seven_card_stud`): fixed limit, the lowest
up card brings in on 2nd street (natural rank, suits breaking ties ♣ < ♦ < ♥ < ♠), the best
up hand opens the later rounds, an open pair on 3rd street allows the big bet (option
``open_pair_big_bet``); the split limit and the heads-up cap as there.  Two to ten players
(fifty cards at most: the deck never runs short).

Sources: Wikipedia's "Five-card stud", description of play (as mirrored at
liquisearch.com/five-card_stud/description_of_play): one card down and one up, a bring-in by
the lowest up card, suits breaking ties, then three up cards each with a betting round opened
by the best up hand; jointhelife.com/poker-games/Five-Card-Stud: "the bet/raise for the
beginning two rounds has to be exactly the small stake $2, and $4 for the final two rounds".

>>> [(s.number, s.faces, s.bet) for s in FIVE_CARD_STUD_STREETS]
[(2, 'du', 'small'), (3, 'u', 'small'), (4, 'u', 'big'), (5, 'u', 'big')]
"""

from __future__ import annotations

from .declare import declare_options
from .game import Street, _opt
from .seven_card_stud import HI_LO_OPTIONS, STUD_OPTIONS, SevenCardStud, SevenCardStudHiLo

FIVE_CARD_STUD_STREETS = (Street(2, "du", "small"), Street(3, "u", "small"), Street(4, "u", "big"),
                          Street(5, "u", "big"))

FIVE_CARD_STUD = SevenCardStud("5CS", {"en": "Five-Card Stud", "de": "Five Card Stud"}, (2, 10), "fixed",
                               STUD_OPTIONS, FIVE_CARD_STUD_STREETS)

#: Five-Card Stud High-Low Declare: Five-Card Stud's deal, the pot split high and low by the
#: players' declarations (`referee.games.declare`), betting as Seven-Card Stud Hi-Lo
FIVE_CARD_STUD_DECLARE = SevenCardStudHiLo(
    "5CSD", {"en": "Five-Card Stud High-Low Declare", "de": "Five Card Stud High-Low mit Ansage"}, (2, 10), "fixed",
    (*HI_LO_OPTIONS, *declare_options("simultaneous")), FIVE_CARD_STUD_STREETS)

#: Canadian Stud (Soko): Five-Card Stud with the four-flush and the four-straight between a pair
#: and two pair (the four-flush the higher), the options `four_flush` and `four_straight` of the
#: extended ranking on by default (`referee.ranking`; see docs/rules.md for the sources)
CANADIAN = SevenCardStud("CANADIAN", {"en": "Canadian Stud", "de": "Canadian Stud"}, (2, 10), "fixed",
                         (*STUD_OPTIONS, _opt("four_flush", True), _opt("four_straight", True)),
                         FIVE_CARD_STUD_STREETS)
