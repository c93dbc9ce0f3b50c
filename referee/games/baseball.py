"""Baseball: Seven-Card Stud with 3s and 9s wild, a face-up 3 bought by matching the pot or
folded, a face-up 4 worth an extra card.

The rule, as this referee takes it: "seven-card stud, 3s and 9s wild; a 3 dealt face up: its
owner matches the pot as it stands when the card falls (the commonest rule; options: a cap, a
fixed amount) or folds at once, before anything else happens; the payment is dead money in the
pot (it is no bet and opens nothing); a player who cannot pay it all pays what they have and
is all-in for the rest of the hand.  A 4 dealt face up: its owner gets an extra card at once
(default face down; option face up).  A 3 in the hole is wild without paying.  Options: a 4
must be bought (a fixed amount) to get the extra card; only the first face-up 3 of the hand
must be paid for.  When the deck runs short for the last street, one common card is dealt face
up for everybody, as in Seven-Card Stud."

It opens and bets as Seven-Card Stud does (`referee.games.seven_card_stud`): fixed limit, the
lowest up card by natural rank brings in on 3rd street (a 3 is a three there, suits breaking
ties ♣ < ♦ < ♥ < ♠), the best up hand opens the later rounds with the wild cards everybody
sees counting, an open pair on 4th street allows the big bet; option ``spread_limit``: bets and
raises from ``bet_limits`` as in Follow the Queen, the forced bet from the ante up to the
smallest bet.  Two to seven players (7 x 7 cards and up to four extra cards fit one deck with
the common card).

The sources, and where they differ (the commonest is the default, the others options):

- Wikipedia, "Baseball (poker)" (after Irwin Steig's "Poker for Fun and Profit"): play as in
  seven-card stud; any 9 wild, a 3 dealt as a hole card wild; a 3 in the open: "they can either
  buy the 3 by matching the number of chips in the pot ... or they can consider themselves
  struck out and fold immediately"; a 4 in the open: an additional hole card.  Variations:
  "Limits may be put on the cost of matching the pot" (``pay_three`` ``capped``); "the
  buy-the-pot rule may only be in effect for the first person to receive an open 3"
  (``first_three_only``); "The extra card for getting a 4 can be dealt face up rather than face
  down" (``four_card_up``); a 4's card bought "by putting an additional sum into the pot ...
  if the player declines ... they do not have to fold, but they do not get the additional
  card" (``buy_four``).
- how-to-play-and-win.com "How to Play Baseball Poker": a face-up 4 gets another card face
  down at once; a face-up 3: "add money to the pot in an amount that matches the pot's total".
- long-champs.us.com "Baseball Poker – Card Game Guidelines" (Hoyle's text): "when a 3 is dealt
  face up, the player who gets it must either match the pot or drop.  If a 4 is dealt face up,
  it entitles the recipient to an additional hole card, which the dealer immediately gives,
  face down."
- ultimapoker.com "Baseball poker": "Other games only require a fixed payment rather than the
  whole pot" (``pay_three`` ``fixed``); the extra card face up (``four_card_up``).
- Scott McNeely, "Ultimate Book of Card Games": a face-up 4 "may choose to buy an additional
  card off the deck (dealt face down) for a preset amount" (``buy_four``).
- pokerrules.net "Baseball Rules": the rest as Seven-Card Stud (bring-in by the lowest card).
- pagat.com's stud pages were asked for and are not among the stored copies this referee's
  sources were read from: the sources above agree with each other on the default.

Not taken: a face-down 4 worth a card (announced when? the sources disagree), the 3 optional
(wild for free, without a decision: the rule without ``pay_three`` is a house game).

The ranks are fields (`Baseball.wild`, `pays`, `gives`), so that a house game can deal Football
(3s and 6s wild, a 2 gives a card) with the same class.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from .game import BuyCard, GameError, GiveCard, PayOrFold, _opt, fixed_wilds_of
from .seven_card_stud import STUD_OPTIONS, SevenCardStud

#: how much a face-up 3 costs: the pot as it stands, the pot up to a cap, a fixed amount
PAY_THREE = ("pot", "capped", "fixed")


@dataclass(frozen=True)
class Baseball(SevenCardStud):
    """Seven-card stud with `wild` ranks wild for everybody, a face-up card of rank `pays`
    bought (or folded), and a face-up card of rank `gives` worth an extra card."""

    wild: frozenset[int] = frozenset({3, 9})
    pays: int = 3
    gives: int = 4

    #: every up card counts here (a 3 or a 4 causes something): a record must have them all
    records_may_lack_up_cards = False

    def settle(self, given, options) -> None:
        if options["pay_three"] != "pot" and not options["pay_amount"]:
            raise GameError("game.pay_amount", game=self.code, choice=options["pay_three"])

    def fixed_wilds(self, rules):
        """3s and 9s, for everybody and all hand long (a 3 in the hole too)."""
        return fixed_wilds_of(self.wild)

    def face_up(self, rules, card: Card, street, wilds):
        """A face-up 3: pay or fold, at once; a face-up 4: the extra card (given or bought)."""
        o = rules.options
        if card.rank == self.pays:
            return (PayOrFold(o["pay_three"], o["pay_amount"], o["first_three_only"]),)
        if card.rank == self.gives:
            face = "u" if o["four_card_up"] else "d"
            return (BuyCard(o["buy_four"], face) if o["buy_four"] else GiveCard(face),)
        return ()


BASEBALL = Baseball(
    "BASEBALL", {"en": "Baseball", "de": "Baseball"}, (2, 7), "fixed",
    (_opt("pay_three", "pot", PAY_THREE), _opt("pay_amount", 0), _opt("first_three_only", False),
     _opt("four_card_up", False), _opt("buy_four", 0), _opt("spread_limit", False), *STUD_OPTIONS))
