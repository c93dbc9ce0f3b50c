"""Chicago and Low Chicago: seven-card stud, half of each pot to the best high hand and half to
the highest (Low Chicago: lowest) spade in the hole.

The rule as refereed, by default ("half of each pot to its best high hand, half to the highest
(Low Chicago: lowest) spade among the face-down cards of that pot's claimants at the
showdown, the Ace highest in both; no such spade: the high hand takes the whole pot; one
player may take both halves; the odd chip to the high half.  A wild card (under a wild
option) is not a spade for the spade half."), and where the sources say so:

- Wikibooks, Poker/HighChicago (en.wikibooks.org/wiki/Poker/HighChicago): "the best poker
  hand takes half the pot and the highest spade in the hole (i.e. a down card) takes half the
  pot.  Low Chicago is the same except the low spade card in the hole is the winner."
- The Poker Variants pages of pagat.com (by John McLeod, as copied on gambiter.com/cards/
  poker/chicago.html): "Face up spades do not count, so for example if the ace of spades is
  dealt face up, the king of spades in the hole is sure to win half the pot", and "In Low
  Chicago the pot is split between the lowest spade (ace counting high) and the highest
  hand".  They have the players declare high, spade or both, as in hi-lo; most home tables
  and the other sources let the cards speak, which is the rule here.
- High/Low Chicago as casinos' home-game pages give it (azurebaycasino.com): "If no player
  has a hole card spade at the showdown, the entire pot is won by the player with the best
  standard poker hand", and the one player with both "walk[s] away with the lot".
- oinc.net/poker/chicago.html: "Wild cards may be used ... but they should not count for the
  high/low suit card."
- Where they disagree: Wikibooks lets the Ace of spades be low in Low Chicago, "so it is
  always the best hole card"; pagat's text and everything2's Low Chicago make the 2♠ the
  lowest.  The Ace is high by default; option ``ace_low_spade`` makes it the lowest spade in
  Low Chicago.  A no-spade half carried over to the next deal (a house rule on
  dealerschoicelab.com) is not offered.

Both bet as Seven-Card Stud (`referee.games.seven_card_stud`), with its options, and take the
fixed-wild options (deuces, one-eyed Jacks, the suicide King; `referee.games.wild_stud`).
"""

from __future__ import annotations

from .game import WILD_OPTIONS, _opt
from .seven_card_stud import STUD_OPTIONS
from .wild_stud import WildStud

CHICAGO = WildStud("CHICAGO", {"en": "Chicago", "de": "Chicago"}, (2, 9), "fixed",
                   (*STUD_OPTIONS, *WILD_OPTIONS), spade="high")
LOWCHICAGO = WildStud("LOWCHICAGO", {"en": "Low Chicago", "de": "Low Chicago"}, (2, 9), "fixed",
                      (*STUD_OPTIONS, _opt("ace_low_spade", False), *WILD_OPTIONS), spade="low")
