"""Black Mariah (../shared/rules/black-mariah.de.txt): Seven-Card Stud around the Q♠.

Three variants, as options:

- ``split`` (the default): half the pot to the best hand, half to the player who holds the
  Q♠ as the last hole card (7th street); nobody: all of it to the best hand.
- ``abort``: the Q♠ as anyone's first face-up card ends the deal at once and the pot carries
  over to a new deal; at the showdown the best hand wins only if its holder has the Q♠ as the
  last hole card, otherwise the pot carries over.
- ``wild``: the Q♠ is wild (with either of the above, or alone).

Why ``split`` is the default: under ``abort`` the best hand must also catch the one card Q♠
as its very last card, about one showdown in forty-five, so nearly every pot would carry
over and grow all evening; a host wants pots that are won.  ``split`` keeps the Q♠ drama
and still pays every showdown.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from .game import EXTENDED_OPTIONS, ODD_CHIP, Decided, Game, GameError, _opt, heads_up_uncapped

BLACK_MARIAH = Card(12, 3)


@dataclass(frozen=True)
class BlackMariah(Game):
    def settle(self, given, options) -> None:
        if options["abort"] and "split" not in given:
            options["split"] = False          # choosing abort is choosing it instead of split
        if options["abort"] and options["split"]:
            raise GameError("game.abort_split", game=self.code)

    def wild_cards(self, rules, wilds, holding, down):
        return frozenset({BLACK_MARIAH} & set(holding)) if rules.options["wild"] else frozenset()

    def divide(self, rules, amount, best, seats):
        winners = best("high")
        holder = next((i for i, s in enumerate(seats) if holds_black_mariah_last(s)), None)
        if rules.options["abort"]:
            if holder in winners:
                return Decided.BEST_HAND_WITH_Q_SPADES, [("high", [holder], amount)]
            return Decided.CARRIED, [("high", winners, 0), ("q_spades", [] if holder is None else [holder], 0)]
        if rules.options["split"] and holder is not None:
            half = amount // 2
            return Decided.SPLIT_Q_SPADES, [("high", winners, amount - half), ("q_spades", [holder], half)]
        return Decided.BEST_HAND, [("high", winners, amount)]


def holds_black_mariah_last(seat) -> bool:
    """Whether a player (a `referee.replay.Seat`) showed the Q♠ as the last hole card (7th street)."""
    last = seat.cards[-1] if seat.cards else None
    return bool(seat.shown and not seat.mucked and last and not last.up and last.card == BLACK_MARIAH)


BM = BlackMariah(
    "BM", {"en": "Black Mariah", "de": "Black Mariah"}, (2, 7), "spread",
    (_opt("split", True, "Half the pot to the best hand, half to whoever holds the Q♠ as last hole card "
          "(nobody: all to the best hand).", "Halber Pot an das beste Blatt, halber an den, der die Pik Dame "
          "als letzte verdeckte Karte hält (niemand: alles an das beste Blatt)."),
     _opt("abort", False, "The Q♠ as anyone's face-up card on 3rd street ends the deal, the pot carries over; at "
          "the showdown the best hand wins only with the Q♠ as last hole card, otherwise the pot carries over.",
          "Die Pik Dame als offene Karte der 3. Straße (bei irgendeinem Spieler) bricht das Spiel ab, der Pot "
          "bleibt; im Showdown gewinnt das beste Blatt nur mit der Pik Dame als letzter verdeckter Karte, sonst "
          "bleibt der Pot."),
     _opt("wild", False, "The Q♠ is wild.", "Die Pik Dame ist wild."),
     ODD_CHIP, heads_up_uncapped(False), *EXTENDED_OPTIONS))
