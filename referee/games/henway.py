"""Henway: two cards each, one down and one up, one betting round, then the players declare high,
low or both; the hands are two-card hands.

The source is talvola/generic_poker's ``henway.json`` (after ichabod801's poker variants), the
only two-card Henway found: an ante, one card face down and one face up, the lowest up card
bringing in (``"forcedBets": {"style": "bring-in", "rule": "low card"}``), one betting round
at the small bet, "Declare High/Low" ``simultaneous``, then the showdown of "all cards": the
high hand ``two_card_high`` and the low ``two_card_a5_low``.  So:

- the high hand (`referee.ranking.two_card_hand`): a pair beats no pair, pairs by their rank,
  other hands by the higher card and then the lower ("Anna's pair of sevens" beats "A-K");
- the low (`referee.lowball.two_card_low`): Ace to Five of two cards, a pair the worst, the
  best 2-A ("2-A low"); no qualifier (option ``qualifier`` ``eight``: both cards eight or less,
  no pair);
- the declaration and its options as in every declare game (`referee.games.declare`).

pagat.com's Henway ("Poker with Two Hands", two.html#henway) is another game of the same name:
ten cards each, split into two five-card hands turned up card by card; it is not this one (not
offered: docs/rules.md, "The declare games").  Two to ten players (the deck deals 26).

>>> from referee.cards import parse_cards
>>> from referee.games import configure
>>> hands = HENWAY.showdown(configure("HENWAY"), parse_cards('7c 7h'), frozenset())
>>> hands["high"].key, hands["low"].name
((1, 7), 'pair of sevens, low')
"""

from __future__ import annotations

from dataclasses import dataclass

from ..lowball import two_card_low
from ..ranking import two_card_hand, two_card_key
from .declare import declare_options, eight_or_better
from .game import Street
from .seven_card_stud import HI_LO_OPTIONS, SevenCardStudHiLo

#: one card down and one up, one betting round at the small bet (named 2nd street, as five-card stud's first)
HENWAY_STREETS = (Street(2, "du", "small"),)


@dataclass(frozen=True)
class Henway(SevenCardStudHiLo):
    """High-low declare of two-card hands."""

    def showdown(self, rules, holding, wild):
        """The two-card high hand and the two-card low (a qualifier as option ``qualifier`` says)."""
        return {"high": two_card_hand(holding, wild), "low": self.low_side(rules, holding, wild)}

    def low_side(self, rules, holding, wild):
        return two_card_low(holding, 8 if eight_or_better(rules) else None, wild)

    def high_key(self, holding, wild, extended) -> tuple[int, ...]:
        return two_card_key(holding, wild) if len(holding) == 2 else two_card_hand(holding, wild).key


HENWAY = Henway("HENWAY", {"en": "Henway", "de": "Henway"}, (2, 10), "fixed",
                (*HI_LO_OPTIONS, *declare_options("simultaneous")), HENWAY_STREETS)
