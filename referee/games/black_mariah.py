"""Black Mariah (../shared/rules/black-mariah.de.txt): Seven-Card Stud around the Q♠.

The base game, as the text describes it, is the default:

- "Black Mariah startet wie ein normales Seven Card Stud-Spiel": the lowest up card opens 3rd
  street with a forced bet, suits breaking ties ♣ < ♦ < ♥ < ♠ (option ``forced_bet``); in
  Black Mariah's spread limit it is at least the ante and at most the smallest bet (the stud
  text's "zumindest den Ante aber höchstens das Lower Limit"); from 4th street the best up
  hand opens.
- "Ist die sichtbare Karte irgendeines Spielers die Pik Dame ... wird die Runde abgebrochen":
  the Q♠ as anyone's first up card ends the deal, the pot stays for a new deal (option
  ``abort``).  The text deals everyone first and then looks ("Jeder Spieler erhält zwei
  verdeckte und eine ... offen sichtbare Karte"): at a real table every door card is dealt
  before anyone reacts, so the door cards after the Q♠ are dealt too, and then the deal ends
  (option ``deal_door_cards``; off: it ends at the Q♠ at once, as hands stored before the option are ruled).
- "Am Showdown gewinnt der Spieler, der einerseits das beste Blatt vorweisen kann, der aber
  auch zusätzlich die Pik Dame als letzte verdeckte Karte hält.  Kann kein Spieler diese
  beiden Bedingungen erfüllen, wird die Runde abgebrochen": the pot goes only to the best hand
  whose holder shows the Q♠ as last hole card; otherwise it carries over (``abort`` too).
  The game is meant to build big pots ("ein sehr varianzreiches Spiel, das große Pötte
  generiert"): carry-overs are its nature.

The variants of the text, as options:

- ``split``: "Die erste Hälfte geht an den Spieler mit dem besten Blatt. Die zweite Hälfte
  geht an den Spieler mit der Pik Dame als letztes verdecktes Blatt. Hat niemand die Pik Dame
  geht die zweite Hälfte des Pots ebenfalls an den Spieler mit dem besten Blatt."  It changes
  the showdown only: the Q♠ as a first up card still breaks the deal off.
- ``wild``: "In anderen Varianten von Black Mariah Poker ist die Pik Dame eine Wildcard."
- Follow the Queen and Follow the Cowboy, which the text names among the variants, are their
  own games here (FTQ, FTC); asking Black Mariah for them is refused by name: the text does
  not say how the Q♠ rules and a follow rank would combine.

Who plays for a pot that carried over: "Die Karten werden eingesammelt, gemischt und das Spiel
startet von Neuem" (at the showdown), "Die Karten werden wieder eingesammelt, gemischt und es
beginnt eine neue Runde" (a Q♠ door card): the game starts anew, a new deal like any other
(every player at the table dealt in, the deal passing on, the antes paid), and the pot waits in
the middle for it.  Option ``carry_still_in``, the other reading (the round goes on): the players
still in when it carried over, dealt again by the same dealer without antes, as Follow the
Queen's redeal (`carried_to_players_still_in`).

``forced_bet`` and ``abort`` off are Black Mariah as the hands stored before the rules were read
to the letter are ruled (the best up hand opened every round, the deal never broke off, ``split`` was the
default): `legacy_options` writes those out for hands stored then.  ``deal_door_cards`` off is
how it ruled a Q♠ door card before the door cards after it were dealt: `before_door_cards`
writes that out for hands stored before.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..cards import Card
from .game import EXTENDED_OPTIONS, ODD_CHIP, Decided, EndDeal, Game, GameError, _opt, heads_up_uncapped

BLACK_MARIAH = Card(12, 3)

#: the games the text names among Black Mariah's variants, which are games of their own here
_OWN_GAMES = {"follow_the_queen": ("Follow the Queen", "FTQ"), "follow_the_cowboy": ("Follow the Cowboy", "FTC")}


@dataclass(frozen=True)
class BlackMariah(Game):
    def forced_bet(self, rules) -> bool:
        return bool(rules.options["forced_bet"])

    def not_an_option(self, name):
        if name in _OWN_GAMES:
            other, code = _OWN_GAMES[name]
            return GameError("game.not_combined", game=self.code, option=repr(name), other=other, code=code)
        return None

    def face_up(self, rules, card, street, wilds):
        """Option abort: the Q♠ as anyone's first up card breaks the deal off, once every door
        card is dealt (option ``deal_door_cards``; off: at once)."""
        if rules.options["abort"] and card == BLACK_MARIAH and street == rules.streets[0]:
            return (EndDeal("carried_over", "black_mariah_up", after_street=rules.options["deal_door_cards"]),)
        return ()

    def wild_cards(self, rules, wilds, holding, down):
        return frozenset({BLACK_MARIAH} & set(holding)) if rules.options["wild"] else frozenset()

    divides_by_cards = True

    def divide(self, rules, amount, best, seats, wild=None):
        winners = best("high")
        holder = next((i for i, s in enumerate(seats) if holds_black_mariah_last(s)), None)
        if rules.options["split"]:
            if holder is None:
                return Decided.BEST_HAND, [("high", winners, amount)]
            half = amount // 2
            return Decided.SPLIT_Q_SPADES, [("high", winners, amount - half), ("q_spades", [holder], half)]
        if rules.options["abort"]:
            if holder in winners:
                return Decided.BEST_HAND_WITH_Q_SPADES, [("high", [holder], amount)]
            return Decided.CARRIED, [("high", winners, 0), ("q_spades", [] if holder is None else [holder], 0)]
        return Decided.BEST_HAND, [("high", winners, amount)]


def carried_to_players_still_in(rules) -> bool:
    """Whether a pot that carried over goes to a new deal of the players still in (option
    ``carry_still_in``), not to a new game of everyone at the table (the text)."""
    return bool(rules.options.get("carry_still_in"))


def holds_black_mariah_last(seat) -> bool:
    """Whether a player (a `referee.replay.Seat`) showed the Q♠ as the last hole card (7th street)."""
    last = seat.cards[-1] if seat.cards else None
    return bool(seat.shown and not seat.mucked and last and not last.up and last.card == BLACK_MARIAH)


def legacy_options(options: Mapping[str, Any] | None) -> dict[str, Any]:
    """The options that rule a Black Mariah hand stored before the text's base game became the
    default as it was ruled then: no forced bet, no abort unless chosen, ``split`` unless
    ``abort`` was chosen, the raise cap even heads-up.

    >>> legacy_options({}), legacy_options({"abort": True, "wild": True})["split"]
    ({'forced_bet': False, 'abort': False, 'split': True, 'heads_up_uncapped': 'never'}, False)
    """
    given = dict(options or {})
    abort = given.get("abort", False)
    return {**given, "forced_bet": False, "abort": abort, "split": given.get("split", not abort),
            "heads_up_uncapped": given.get("heads_up_uncapped", "never")}


def before_door_cards(options: Mapping[str, Any] | None) -> dict[str, Any]:
    """The options that rule a Black Mariah hand stored before the door cards after a Q♠ were
    dealt as it was ruled then: the deal ended at the Q♠.  A pin of its own, apart from
    `legacy_options`: a store applies it to every hand stored before the door cards were dealt.

    >>> before_door_cards({}), before_door_cards({"deal_door_cards": True})
    ({'deal_door_cards': False}, {'deal_door_cards': True})
    """
    return {"deal_door_cards": False, **(options or {})}


BM = BlackMariah(
    "BM", {"en": "Black Mariah", "de": "Black Mariah"}, (2, 7), "spread",
    (_opt("forced_bet", True), _opt("abort", True), _opt("deal_door_cards", True), _opt("carry_still_in", False),
     _opt("split", False),
     _opt("wild", False),
     ODD_CHIP, heads_up_uncapped("last_round"), *EXTENDED_OPTIONS))
