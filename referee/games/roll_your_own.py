"""Roll Your Own (``RYO``): Seven-Card Stud dealt all face down, the players choosing which
cards to show.  Three cards down on 3rd street, one down on each of 4th to 7th; on each of
3rd to 6th street, once the street is dealt, each player turns up one of their face-down
cards, of their own choice (the new card or an older one), all at once, before the betting;
the 7th-street card stays down.  The history says which card each player turned up
(``p2 tu Kh``, `referee.actions.TurnUp`).  At the end each player has four cards up and three
down, as in Seven-Card Stud.

It opens and bets as Seven-Card Stud does (`referee.games.seven_card_stud`): fixed limit, the
lowest up card brings in on 3rd street once the cards are turned up (natural rank, suits
breaking ties ♣ < ♦ < ♥ < ♠), the best up hand opens the later rounds, an open pair on 4th
street allows the big bet (option ``open_pair_big_bet``); the stud text's split limit and the
heads-up cap as there; option ``spread_limit``: Follow the Queen's betting instead (any bet
or raise from the smallest to the largest bet of the hand's ``bet_limits``, at most
``max_raises`` raises; the forced bet from the ante up to the smallest bet, as in Black
Mariah).  Two to eight players (with eight the deck runs short on 7th street: one common card
for everyone, as in Seven-Card Stud).

"All at once": the players turn up together, so no order among them is wrong; the history
lists the cards in the order they were entered, and the table asks the players in deal order
(clockwise from the dealer's left).  A card a player turns up from a face-down card entered
as ``??`` becomes known in the newest unknown face-down slot (so that a hand entered without
hole cards lies out as Seven-Card Stud does).  A turned-up card is an up card from then on:
for the bring-in, the opener, the open pair and the view.

Sources:
- pagat.com's "Roll Your Own" (John McLeod; as mirrored at gambiter.com/cards/poker/
  rollyourown.html): "the dealer always deals face down, and the players, after looking at
  the cards, decide which of them to reveal before the following betting round": three cards
  down and one revealed, then each new card followed by one card turned "either the newly
  dealt card or one of the two face down cards", until four are up and two down, and the
  seventh card dealt face down; "Three cards are dealt to each player and all simultaneously
  turn one face up".
- Wikipedia's "Roll your own" (as mirrored at gambiter.com/poker/Roll_your_own.html) names
  three ways: "simultaneous choose-after" (every player looks, chooses, and all turn at once),
  "in turn choose-after" (the first to act turns first, the others then in turn), and
  "choose-before" (each player says before the card comes whether to get it up or down).
- gamerules.com/rules/roll-your-own-poker-card-game ("Roll Your Own Poker, or Mexican
  Poker"): the same deal; cards revealed simultaneously ("1,2,3, FLIP!") or in turns.
- dealerschoicelab.com/games/roll-your-own: exactly one card per street; "the lowest exposed
  card after third street's reveal is typically still required to post the forced bring-in".

Where they differ: all turn up at once after seeing the new card is the commonest (pagat,
Wikipedia's first way, gamerules' first way, dealerschoicelab) and the rule here.  In turn
needs no other rule from the referee (any order is accepted); choose-before is a different
deal (a card dealt up) and no option.  Mexican Stud, as card rooms deal it, is five-card stud
rolled (vegas365.com/mexican-stud), and the wild-card versions (the lowest face-down card
wild, pagat's Dakota) are other games: not options of this one.

>>> from referee.games import configure
>>> [(s.number, s.faces, s.bet, s.turn_up) for s in configure('RYO').streets]
[(3, 'ddd', 'small', 1), (4, 'd', 'small', 1), (5, 'd', 'big', 1), (6, 'd', 'big', 1), (7, 'd', 'big', 0)]
"""

from __future__ import annotations

from dataclasses import dataclass

from .game import GameError, Street, _opt
from .seven_card_stud import STUD_OPTIONS, SevenCardStud

ROLL_YOUR_OWN_STREETS = (Street(3, "ddd", "small", turn_up=1), Street(4, "d", "small", turn_up=1),
                         Street(5, "d", "big", turn_up=1), Street(6, "d", "big", turn_up=1), Street(7, "d", "big"))


@dataclass(frozen=True)
class RollYourOwn(SevenCardStud):
    """Seven-Card Stud with the up cards chosen: the shape says it (`Street.turn_up`)."""

    def settle(self, given, options) -> None:
        if options["spread_limit"] and options["split_limit"]:
            raise GameError("game.spread_and_split", game=self.code)


RYO = RollYourOwn("RYO", {"en": "Roll Your Own", "de": "Roll Your Own"}, (2, 8), "fixed",
                  (*STUD_OPTIONS, _opt("spread_limit", False)), ROLL_YOUR_OWN_STREETS)
