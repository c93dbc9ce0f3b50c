"""A game as data: its streets, its betting, its options with defaults, and the rules the
replay and the ruling ask it (what is wild, who brings in, who opens, how a pot is shared).
One module per game subclasses `Game`; `referee.games` holds the table of them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import Any, ClassVar

from ..cards import Card
from ..ranking import EXTENDED, Category, best_hand, up_key
from ..wilds import Wilds
from ..words import Phrase, say


class GameError(ValueError):
    """An unknown game, an unknown option, or an option of the wrong type: `phrase` says which
    (an id of the games catalog, ``game.*``, and its facts); ``str()`` in English."""

    def __init__(self, id: str, **facts: Any):
        self.phrase = Phrase(id, **facts)
        super().__init__(say(self.phrase))


class Decided(StrEnum):
    """How a pot was decided (the ruling's ``decided_by``)."""

    BEST_HAND = "best_hand"                              # the best hand takes it (ties split it)
    ALONE = "alone"                                      # nobody else can claim it
    HI_LO = "hi_lo"                                      # Hi-Lo: the best high and the best low halve it
    SPLIT_Q_SPADES = "split_q_spades"                    # Black Mariah split: half to the Q♠ as last hole card
    BEST_HAND_WITH_Q_SPADES = "best_hand_with_q_spades"  # Black Mariah abort: the best hand holds the Q♠
    CARRIED = "carried"                                  # Black Mariah abort: nobody may take it, it carries over


@dataclass(frozen=True)
class Option:
    name: str
    default: Any
    help: Mapping[str, str]            # one line each in English and German
    choices: tuple = ()                 # for text options

    def check(self, game: str, value: Any) -> Any:
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise GameError("game.option_bool", game=game, option=repr(self.name), value=repr(value))
        elif self.choices and value not in self.choices:
            raise GameError("game.option_choice", game=game, option=repr(self.name), choices=", ".join(self.choices),
                            value=repr(value))
        return value

    def as_json(self) -> dict:
        return {"name": self.name, "default": self.default, "help": dict(self.help),
                **({"choices": list(self.choices)} if self.choices else {})}


@dataclass(frozen=True)
class Street:
    """One street of a stud deal: the faces of the cards each player gets (``d`` down,
    ``u`` up) and, in fixed limit, which bet size applies."""

    number: int
    faces: str
    bet: str = "small"


STUD_STREETS = (Street(3, "ddu", "small"), Street(4, "u", "small"), Street(5, "u", "big"),
                Street(6, "u", "big"), Street(7, "d", "big"))


def _opt(name, default, en, de, choices=()):
    return Option(name, default, MappingProxyType({"en": en, "de": de}), choices)


ODD_CHIP = _opt("odd_chip", "left_of_dealer",
                "Who gets an odd chip of a split pot: the tied winner nearest the dealer's left, or the one "
                "with the highest card by suit (TDA style).",
                "Wer einen übrigen Chip eines geteilten Pots bekommt: der Gewinner, der links vom Geber am "
                "nächsten sitzt, oder der mit der höchsten Karte nach Farbe (wie bei der TDA).",
                ("left_of_dealer", "high_suit"))


def heads_up_uncapped(default: bool) -> Option:
    return _opt("heads_up_uncapped", default,
                "With only two players left, raises are not capped.",
                "Sind nur noch zwei Spieler übrig, darf beliebig oft erhöht werden.")


EXTENDED_OPTIONS = (
    _opt("round_the_corner_straight", False, "Extended ranking: a straight through K-A-2 (e.g. Q-K-A-2-3) "
         "ranks just below a straight.",
         "Erweiterte Rangfolge: Straße um die Ecke (z. B. D-K-A-2-3), knapp unter der Straße."),
    _opt("skip_straight", False, "Extended ranking: every other rank (e.g. 3-5-7-9-J), just below "
         "a round-the-corner straight, above three of a kind.",
         "Erweiterte Rangfolge: ungerade Straße, jeder zweite Wert (z. B. 3-5-7-9-B), knapp unter der Straße um "
         "die Ecke, über dem Drilling."),
    _opt("blaze", False, "Extended ranking: five face cards (J, Q, K), between three of a kind and two pair.",
         "Erweiterte Rangfolge: Blaze, nur Bilder (B, D, K), zwischen Drilling und zwei Paaren."),
    _opt("four_flush", False, "Extended ranking: four cards of one suit, between two pair and a pair.",
         "Erweiterte Rangfolge: Vierer-Flush, zwischen zwei Paaren und einem Paar."),
    _opt("four_straight", False, "Extended ranking: four cards in a row, just below a four-flush.",
         "Erweiterte Rangfolge: Vierer-Straße, knapp unter dem Vierer-Flush."),
)


@dataclass(frozen=True)
class Game:
    """A stud game.  Subclasses (one module per game) say what is wild and who brings in."""

    code: str
    name: Mapping[str, str]
    players: tuple[int, int]           # fewest and most players
    betting: str                        # "spread" (bet_limits, max_raises) or "fixed" (small/big bet)
    options: tuple[Option, ...]
    streets: tuple[Street, ...] = STUD_STREETS

    def defaults(self) -> dict[str, Any]:
        return {o.name: o.default for o in self.options}

    def settle(self, given: Mapping[str, Any], options: dict[str, Any]) -> None:
        """Cross-option rules of the game: adjust `options` (the defaults with the `given` ones
        over them) or raise GameError.  Single options check themselves."""

    # --- the rules the replay asks the game -------------------------------------------------

    def wilds(self, rules: Rules, up_cards) -> Wilds | None:
        """The wild ranks after these face-up cards (UpCards in deal order); None: no wild ranks."""
        return None

    def wilds_of_ranks(self, rules: Rules, up_ranks) -> tuple[Wilds | None, bool]:
        """`wilds` from the ranks of the face-up cards alone (fast, for simulations): the wild
        ranks and whether any face-up card led (a Queen in Follow the Queen)."""
        return None, False

    def wild_cards(self, rules: Rules, wilds: Wilds | None, holding, down) -> frozenset[Card]:
        """The wild cards among one player's cards (`down`: those dealt face down)."""
        return wilds.wild_for(holding, down) if wilds else frozenset()

    def brings_in(self, up_cards: Mapping[int, Card]) -> int | None:
        """The seat that must bring in on 3rd street, from each player's up card; None: no
        bring-in (the best face-up hand opens, as in the home games)."""
        return None

    def opening_key(self, rules: Rules, up_cards, wild: frozenset[Card]) -> tuple:
        """The ranking of face-up cards for who opens a round: the best one opens."""
        return up_key(up_cards, wild)

    #: whether the lowest (Razz: highest) up card brings in on 3rd street
    has_bring_in: ClassVar[bool] = False

    #: a transcribed record (PokerKit's WSOP hands) may lack a folded player's up card: the
    #: referee then takes any of those players, or the best known, as the one to open
    records_may_lack_up_cards: ClassVar[bool] = False

    #: the halves a pot is split into at the showdown: the best high hand, the best low
    sides: ClassVar[tuple[str, ...]] = ("high",)

    def showdown(self, rules: Rules, holding, wild: frozenset[Card]) -> dict:
        """A shown holding's ranking for each side of the pot (None: it does not qualify)."""
        return {"high": best_hand(holding, wild, rules.extended)}

    def divide(self, rules: Rules, amount: int, best, seats) -> tuple[Decided, list[tuple[str, list[int], int]]]:
        """How a contested pot of `amount` is shared: (how, [(side, winners, chips), ...]).
        `best(side)`: the claimants with the best hand for that side; `seats`: the players
        (for rules about single cards).  A pot that carries over (`Decided.CARRIED`) names
        who decided it in its parts, with no chips."""
        side = self.sides[0]
        return Decided.BEST_HAND, [(side, best(side), amount)]


@dataclass(frozen=True)
class Rules:
    """A game with its options settled."""

    game: Game
    options: Mapping[str, Any] = field(default_factory=dict)

    @property
    def extended(self) -> frozenset[Category]:
        return frozenset(cat for name, cat in EXTENDED.items() if self.options.get(name))

    def as_json(self) -> dict:
        return {"variant": self.game.code, "options": dict(self.options)}
