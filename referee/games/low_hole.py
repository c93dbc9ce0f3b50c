"""Low Hole Card Wild and Kings and Little Ones: seven-card stud where each player's lowest
face-down card is wild for that player.

The rule as refereed ("each player's lowest face-down card is wild for that player, and so
are all their cards of that rank (face up too); the 7th-street card counts; Ace high"; Kings
and Little Ones: "Kings wild for everybody, plus each player's lowest face-down rank as in
LOWHOLE (no King needed)"), and where the sources say so:

- Dave Gustafson's home-game pages (poker.davegustafson.com/lowhole.htm), Low Hole: "The
  lowest card that each individual player has face-down (aka "in the hole") is wild for that
  player - as are cards of the same value ... Aces are always high compared to any other card
  for the purposes of determining the low-hole card", and the last down card "could be a 2;
  then your 5's would cease to be wild": the 7th-street card counts.
- burnpoker.com, Low Hole Wild: "your lowest hole card and all other similar ranked cards will
  be used as wild cards".  Both offer buying the last card face up, and burnpoker rolling
  one's own cards: those are decisions this referee's actions do not have yet (not offered).
- Kings and Little Ones (onlinepoker.net/games/kings-little-ones): "Wild cards in this game
  are Kings and the smallest card in each player's hand.  Before the deal begins, the dealer
  must announce whether a King is required for the small card to act as a wild card"; played
  like Seven-Card Stud.  pokerteam.com gives it as a draw game ("the smallest number in each
  player's hand is wild.  Additionally, all kings are wild").  The stud game with the
  lowest *hole* card, as in Low Hole, and no King needed, is the default here; option
  ``king_needed``: only a player who holds a King (face up or down) has a wild lowest hole card.

Personal wild cards depend on cards nobody else sees: they never count for who opens a round
(`referee.games.wild_stud`); Kings everyone sees do.  Both bet as Seven-Card Stud, and take
the fixed-wild options (deuces, one-eyed Jacks, the suicide King).
"""

from __future__ import annotations

from ..wilds import KING
from .game import WILD_OPTIONS, _opt
from .seven_card_stud import STUD_OPTIONS
from .wild_stud import WildStud

LOWHOLE = WildStud("LOWHOLE", {"en": "Low Hole Card Wild", "de": "Low Hole Card Wild"}, (2, 9), "fixed",
                   (*STUD_OPTIONS, *WILD_OPTIONS), lowest_hole=True)
KINGSLITTLE = WildStud("KINGSLITTLE", {"en": "Kings and Little Ones", "de": "Kings and Little Ones"}, (2, 9),
                       "fixed", (*STUD_OPTIONS, _opt("king_needed", False), *WILD_OPTIONS),
                       wild_ranks=frozenset({KING}), lowest_hole=True)
