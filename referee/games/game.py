"""A game as data: its streets, its betting, its options with defaults, and the rules the
replay and the ruling ask it (what is wild, who brings in, who opens, how a pot is shared).
One module per game subclasses `Game`; `referee.games` holds the table of them.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import Any, ClassVar

from ..cards import Card
from ..ranking import EXTENDED, Category, best_hand, hand_key, up_key
from ..wilds import ONE_EYED_JACKS, SUICIDE_KING, FixedWilds, Wilds
from ..words import CATALOG, LANGUAGES, Phrase, say


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
    SPADE_HALF = "spade_half"                            # Chicago: half to the best hand, half to the hole spade
    NO_SPADE = "no_spade"                                # Chicago: no spade in a claimant's hole, all to the best hand
    DECLARED = "declared"                                # declare: each half to the best of those who declared it
    CARDS_SPEAK = "cards_speak"                          # declare: every claimant failed both ways, the cards speak
    NO_HIGH = "no_high"                                  # Hi-Lo, a high qualifier: no high qualifies, the low takes it
    NO_QUALIFIER = "no_qualifier"                        # Hi-Lo, a high qualifier: neither qualifies, split among all
    TWO_HANDS = "two_hands"                              # Cowpie: half to the best five-card hand, half to the best two
    MISPLAYED = "misplayed"                              # Cowpie: every claimant's setting misplayed, split among all


@dataclass(frozen=True)
class Option:
    """A named variant of a game's rules with its default, and its words in English and German
    (each a table by language): `help`, one line of what it does; `title`, its name on the game
    form ("Queens wild"); `off`, a yes-or-no option set off ("Queens not wild"; empty where it is
    never needed: the default is off); `choice_words`, each choice of a text option.  Made by
    `_opt` from the options catalog (`referee.words.sentences.OPTIONS`)."""

    name: str
    default: Any
    help: Mapping[str, str]
    choices: tuple = ()                 # for text options
    aliases: Mapping[Any, Any] = field(default_factory=dict)   # older values, read as these choices
    title: Mapping[str, str] = field(default_factory=dict)
    off: Mapping[str, str] = field(default_factory=dict)
    choice_words: Mapping[Any, Mapping[str, str]] = field(default_factory=dict)

    def value_words(self, value: Any, lang: str) -> str:
        """A value of this option in words: a choice ("highest card by suit"), a number of chips
        as it is."""
        return self.choice_words[value][lang] if self.choices else str(value)

    def check(self, game: str, value: Any) -> Any:
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise GameError("game.option_bool", game=game, option=repr(self.name), value=repr(value))
        elif isinstance(self.default, int):
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise GameError("game.option_chips", game=game, option=repr(self.name), value=repr(value))
        elif self.choices:
            if isinstance(value, bool | str) and value in self.aliases:
                value = self.aliases[value]
            if value not in self.choices:
                raise GameError("game.option_choice", game=game, option=repr(self.name),
                                choices=", ".join(self.choices), value=repr(value))
        return value

    def as_json(self) -> dict:
        return {"name": self.name, "default": self.default, "help": dict(self.help),
                **({"choices": list(self.choices)} if self.choices else {})}


@dataclass(frozen=True)
class Street:
    """One street of a stud deal, named by `number`, the cards each player holds after it
    (five-card stud starts on 2nd street): the `faces` of the cards each player gets (``d``
    down, ``u`` up) and, in fixed limit, the size of its bets (``small`` or ``big``).  A game's
    shape is its streets in deal order; a betting round follows each street (`betting` false:
    none, the next street is dealt at once, as a house game's deal may say).  `turn_up`: once
    the street is dealt, each player turns up that many of their face-down cards, of their own
    choice, before the betting (Roll Your Own: ``Street(3, "ddd", turn_up=1)``); `keep`: or keeps
    it down (``pN pass``): the street's card up or down by the player's choice, and only that card
    (a house game's ``"d?"``); `discard`: then each player discards that many of their face-down
    cards (``pN sd``), out of play (a house game's ``x``: Pineapple Stud).  `number` counts the
    cards held after the discards.

    A street is found by its `key` (the replay's street, every card's and event's street): its
    `number`, where that tells it from the streets before it (every deal of the named games);
    else a `referee.words.terms.StreetKey`, its place in the deal with its words.  A round that deals
    no card (`faces` empty) is such a street: its players' choices between two betting rounds,
    `passes` (each player still in passes that many face-down cards to the next player still
    in on the left, all at once: Anaconda; `pass_to` ``right``: on the right, Australian
    Anaconda), a discard, a turn-up (Anaconda's rolls), `buy` (in
    turn, each player still in may buy a card face down for the big bet, discarding one face-down
    card first: English Stud's twist after 7th street), `set_hands` (each player still in sets
    the seven cards into a five-card and a two-card hand, all at once: Cowpie's setting)."""

    number: int
    faces: str
    bet: str = "small"
    turn_up: int = 0
    betting: bool = True
    keep: bool = False
    discard: int = 0
    passes: int = 0
    pass_to: str = "left"
    buy: bool = False
    set_hands: bool = False
    key: int = 0

    def __post_init__(self) -> None:
        if not self.key:
            object.__setattr__(self, "key", self.number)


STUD_STREETS = (Street(3, "ddu", "small"), Street(4, "u", "small"), Street(5, "u", "big"),
                Street(6, "u", "big"), Street(7, "d", "big"))


# --- what a card, or a street, causes in the middle of a deal (`Game.face_up`, `Game.street_dealt`)

@dataclass(frozen=True)
class Pay:
    """The player who got the card pays `times` the ante into the pot (dead money), or what is
    left of the stack; `event`: the name the ruling's story gives it."""

    times: int
    event: str = "pay_for_wild"


@dataclass(frozen=True)
class EndDeal:
    """The deal ends with `outcome` (a `referee.replay.Outcome` value: ``carried_over``,
    ``redeal``); the story's event is ``end_<reason>``.  `after_street`: the street's other
    cards are dealt first (a dealer deals every door card before anyone reacts)."""

    outcome: str
    reason: str
    after_street: bool = False


@dataclass(frozen=True)
class ExtraCard:
    """A card face up for nobody, before the betting; `Game.more_extra_cards` says whether
    another follows it."""


@dataclass(frozen=True)
class PayOrFold:
    """The player who got the card decides at once, before anything else happens: pay or fold
    (``pN pay`` / ``pN f``).  The payment is dead money in the pot (no bet; it opens nothing):
    `amount` ``pot``, the pot as it stands when the card falls; ``capped``, that but at most
    `limit`; ``fixed``, `limit`.  A player who cannot pay it all pays what they have and is
    all-in.  `first_only`: only the first such card of the hand asks it (later ones are free)."""

    amount: str = "pot"
    limit: int = 0
    first_only: bool = False


@dataclass(frozen=True)
class GiveCard:
    """The player who got the card gets one more card at once (``d dh pN <card>``), dealt
    `face` (``d`` down, ``u`` up), before the next player's card."""

    face: str = "d"


@dataclass(frozen=True)
class BuyCard:
    """The player who got the card may buy one more card for `price` (``pN buy``, dead money
    in the pot) or decline it (``pN pass``); bought, it is dealt at once, `face` as in `GiveCard`."""

    price: int
    face: str = "d"


#: what a card dealt face up may cause for its player, in the middle of the deal
Decision = PayOrFold | GiveCard | BuyCard

Effect = Pay | EndDeal | ExtraCard


def last_face_up(streets: tuple[Street, ...]) -> Street:
    """The last street with a card dealt face up, or turned up (6th street in seven-card stud);
    the first street of a deal that shows no card (a blind deal)."""
    return next((street for street in reversed(streets) if "u" in street.faces or street.turn_up), streets[0])


def _opt(name: str, default: Any, choices: tuple = (), aliases: Mapping | None = None, **facts: Any) -> Option:
    """The option `name` with its words from the options catalog, `facts` filled in (Follow the
    Queen's ``leader``): ``option.<name>`` its help, ``option.<name>.title``, ``option.<name>.off``
    (needed where the default is on) and ``option.<name>.<choice>`` for each choice.  A missing
    id raises `referee.words.WordsError` naming it, as the game's module is imported."""
    def words(id: str) -> Mapping[str, str]:
        return MappingProxyType({lang: say(id, lang, **facts) for lang in LANGUAGES})

    off = f"option.{name}.off"
    return Option(name, default, words(f"option.{name}"), choices, MappingProxyType(dict(aliases or {})),
                  title=words(f"option.{name}.title"),
                  off=words(off) if default is True or off in CATALOG else MappingProxyType({}),
                  choice_words=MappingProxyType({choice: words(f"option.{name}.{choice}") for choice in choices}))


ODD_CHIP = _opt("odd_chip", "left_of_dealer", ("left_of_dealer", "high_suit"))

#: heads-up, the raise cap is lifted: in the last betting round only (seven-card-stud.de.txt,
#: "Letzte Setzrunde ... Sonderfall: Sind hier nur noch 2 Spieler übrig, darf sooft erhöht
#: werden bis einer der beiden Spieler callt"), on every street (casinos), or never.  The
#: values true and false of the time it was a yes-or-no option read as every_round and never.
HEADS_UP = ("last_round", "every_round", "never")


def heads_up_uncapped(default: str) -> Option:
    return _opt("heads_up_uncapped", default, HEADS_UP, aliases={True: "every_round", False: "never"})


#: the fixed wild cards a dealer may call with any game that has these options: deuces wild,
#: the one-eyed Jacks (J♠ J♥), the suicide King (K♥)
WILD_OPTIONS = tuple(_opt(name, False) for name in ("deuces_wild", "one_eyed_jacks", "suicide_king"))


@functools.lru_cache(maxsize=256)
def fixed_wilds_of(ranks: frozenset[int] = frozenset(), lowest_hole: bool = False, needs: int | None = None,
                   deuces_wild: bool = False, one_eyed_jacks: bool = False, suicide_king: bool = False,
                   cards: frozenset[Card] = frozenset()) -> FixedWilds | None:
    """The wild cards no face-up card changes: a game's own `ranks`, `lowest_hole` (and the rank
    it `needs`) and single `cards` (a house game's) with the fixed-wild options (`WILD_OPTIONS`)
    over them; None: nothing is wild that way."""
    cards = cards | (ONE_EYED_JACKS if one_eyed_jacks else frozenset()) | (
        frozenset({SUICIDE_KING}) if suicide_king else frozenset())
    wild = FixedWilds(ranks | ({2} if deuces_wild else set()), cards, lowest_hole, needs)
    return wild if wild else None


def wild_options(options: Mapping[str, Any]) -> dict[str, bool]:
    """The fixed-wild options among a game's `options` (those it does not have are off)."""
    return {o.name: bool(options.get(o.name)) for o in WILD_OPTIONS}


EXTENDED_OPTIONS = tuple(_opt(name, False) for name in (
    "round_the_corner_straight", "skip_straight", "blaze", "four_flush", "four_straight"))


@dataclass(frozen=True)
class Game:
    """A stud game.  Subclasses (one module per game) say what is wild and who brings in."""

    code: str
    name: Mapping[str, str]
    players: tuple[int, int]           # fewest and most players
    betting: str                        # "spread" (bet_limits, max_raises) or "fixed" (small/big bet)
    options: tuple[Option, ...]
    streets: tuple[Street, ...] = STUD_STREETS

    def shape(self, rules: Rules) -> tuple[Street, ...]:
        """The streets of a deal under these options (one game may be dealt in more than one way)."""
        return self.streets

    def defaults(self) -> dict[str, Any]:
        return {o.name: o.default for o in self.options}

    def settle(self, given: Mapping[str, Any], options: dict[str, Any]) -> None:
        """Cross-option rules of the game: adjust `options` (the defaults with the `given` ones
        over them) or raise GameError.  Single options check themselves."""

    # --- the rules the replay asks the game -------------------------------------------------

    def wilds(self, rules: Rules, up_cards) -> Wilds | None:
        """The wild ranks after these face-up cards (UpCards in deal order); None: no wild ranks."""
        return None

    def wilds_of_ranks(self, rules: Rules, up_ranks, extra: int = 0) -> tuple[Wilds | None, bool]:
        """`wilds` from the ranks of the face-up cards alone (fast, for simulations): the wild
        ranks and whether any face-up card led (a Queen in Follow the Queen).  The last `extra`
        ranks are extra cards for nobody."""
        return None, False

    def wild_cards(self, rules: Rules, wilds: Wilds | None, holding, down) -> frozenset[Card]:
        """The wild cards among one player's cards (`down`: those dealt face down): those of the
        face-up cards' `wilds` and those no face-up card changes (`fixed_wilds`)."""
        wild = wilds.wild_for(holding, down) if wilds else frozenset()
        fixed = rules.fixed_wilds
        return wild | fixed.wild_for(holding, down) if fixed is not None else wild

    def fixed_wilds(self, rules: Rules) -> FixedWilds | None:
        """What is wild whatever the face-up cards do (`referee.wilds.FixedWilds`): ranks and
        single cards for everybody, each player's lowest hole card; here the fixed-wild options
        of a game that has them (`WILD_OPTIONS`).  None: nothing."""
        return fixed_wilds_of(**wild_options(rules.options))

    @property
    def key(self) -> tuple:
        """What tells this game from any other, for what is kept per game (the odds' machines)."""
        return (self.code,)

    def face_up(self, rules: Rules, card: Card, street: Street,
                wilds: Callable[[], Wilds | None]) -> tuple[Pay | EndDeal | Decision, ...]:
        """What a card dealt face up to a player on `street` causes (nothing, in most games);
        `wilds()`: the wild ranks with this card (asked only if needed)."""
        return ()

    def street_dealt(self, rules: Rules, street: Street, wilds: Wilds | None) -> Effect | None:
        """What happens once every player has the cards of `street`, before its betting round
        (None: the betting starts)."""
        return None

    def more_extra_cards(self, rules: Rules, wilds: Wilds | None) -> bool:
        """After an extra card for nobody (`ExtraCard`), whether another one follows."""
        return False

    def brings_in(self, up_cards: Mapping[int, Card]) -> int | None:
        """The seat that must bring in on the first street, from each player's up card (the lowest,
        suits breaking ties ♣ < ♦ < ♥ < ♠); None: no bring-in."""
        return min(up_cards, key=lambda seat: (up_cards[seat].rank, up_cards[seat].suit)) if up_cards else None

    def forced_bet(self, rules: Rules) -> bool:
        """Whether the first street opens with a bring-in (a forced bet) by `brings_in`; if not, the
        best face-up hand opens every round, as in the home games."""
        return self.has_bring_in

    def not_an_option(self, name: str) -> GameError | None:
        """A name that is not an option of this game, refused with its own reason (None: the
        usual 'no option')."""
        return None

    def opening_key(self, rules: Rules, up_cards, wild: frozenset[Card]) -> tuple:
        """The ranking of face-up cards for who opens a round: the best one opens."""
        return up_key(up_cards, wild)

    #: whether the lowest (Razz: highest) up card brings in on 3rd street
    has_bring_in: ClassVar[bool] = False

    #: whether the two players on the dealer's left post a small and a big blind before the deal
    #: (Outhouse): the first round opens on the big blind's left, and there is no bring-in
    has_blinds: ClassVar[bool] = False

    #: which up card brings in: the lowest (Seven-Card Stud, Black Mariah) or the highest (Razz)
    bring_in_card: ClassVar[str] = "lowest"

    #: a transcribed record (PokerKit's WSOP hands) may lack a folded player's up card: the
    #: referee then takes any of those players, or the best known, as the one to open
    records_may_lack_up_cards: ClassVar[bool] = False

    #: the halves a pot is split into at the showdown: the best high hand, the best low
    sides: ClassVar[tuple[str, ...]] = ("high",)

    def showdown(self, rules: Rules, holding, wild: frozenset[Card]) -> dict:
        """A shown holding's ranking for each side of the pot (None: it does not qualify)."""
        return {"high": best_hand(holding, wild, rules.extended)}

    def two_hands(self, rules: Rules, five, two, down, wild: frozenset[Card]) -> dict:
        """A setting's two hands ranked, for a game whose players set two (Cowpie); no other asks it."""
        raise NotImplementedError(f"{self.code} sets no two hands")

    def high_qualifies(self, rules: Rules, key: tuple[int, ...]) -> bool:
        """Whether a high hand of this key may take a high half (Hi-Lo's option ``high_qualifier``)."""
        return True

    def high_key(self, holding, wild: frozenset[Card], extended: frozenset[Category]) -> tuple[int, ...]:
        """The key of a holding's high hand alone (for the odds, which rank many): `showdown`'s."""
        return hand_key(holding, wild, extended)

    def low_side(self, rules: Rules, holding, wild: frozenset[Card]) -> Any:
        """The low of a holding for a game with a low side (`referee.lowball.LowRanking`, None if
        it does not qualify); the odds ask it beside the high hand's key."""
        return self.showdown(rules, holding, wild).get("low")

    #: whether `divide` looks at single cards of the claimants (`seats`): Black Mariah's Q♠,
    #: Chicago's spade in the hole
    divides_by_cards: ClassVar[bool] = False

    def spade_order(self) -> str | None:
        """Which spade in the hole takes half of each pot: ``high`` (Chicago), ``low`` (Low
        Chicago); None: no spade half."""
        return None

    def spade_holder(self, rules: Rules, seats, wild: Callable[[int], frozenset[Card]] | None
                     ) -> tuple[int, Card] | None:
        """The claimant (an index into `seats`, as `divide` sees them) who takes a pot's spade
        half, and the spade; None: nobody (or no spade half in this game)."""
        return None

    def divide(self, rules: Rules, amount: int, best, seats, wild: Callable[[int], frozenset[Card]] | None = None
               ) -> tuple[Decided, list[tuple[str, list[int], int]]]:
        """How a contested pot of `amount` is shared: (how, [(side, winners, chips), ...]).
        `best(side)`: the claimants with the best hand for that side; `seats`: the players
        (for rules about single cards; a seat that does not claim the pot is not shown);
        `wild(seat)`: a player's wild cards.  A pot that carries over (`Decided.CARRIED`)
        names who decided it in its parts, with no chips."""
        side = self.sides[0]
        return Decided.BEST_HAND, [(side, best(side), amount)]


@dataclass(frozen=True)
class Rules:
    """A game with its options settled."""

    game: Game
    options: Mapping[str, Any] = field(default_factory=dict)

    @property
    def streets(self) -> tuple[Street, ...]:
        """The shape of the deal (`Game.shape`)."""
        return self.game.shape(self)

    @functools.cached_property
    def fixed_wilds(self) -> FixedWilds | None:
        """`Game.fixed_wilds` of these rules, worked out once (the replay asks it often)."""
        return self.game.fixed_wilds(self)

    @property
    def fixed_limit(self) -> bool:
        """Whether bets are of fixed sizes (small and big bet): a fixed-limit game without its
        option ``spread_limit``."""
        return self.game.betting == "fixed" and not self.options.get("spread_limit")

    @property
    def extended(self) -> frozenset[Category]:
        return frozenset(cat for name, cat in EXTENDED.items() if self.options.get(name))

    def as_json(self) -> dict:
        return {"variant": self.game.code, "options": dict(self.options)}
