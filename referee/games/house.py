"""House games: the host's own stud game as data, a definition in a small vocabulary.

A definition is a JSON-able table (every key but ``name`` may be left out for its default):

- ``name``: the game's name, 1 to 40 characters.
- ``cards``: 5 to 9, the cards each player gets (7).
- ``deal``: ``stud`` (five-card stud's one down and one up, then up; six-card stud's two down,
  up, up, up, down; seven-card stud's two down, four up, one down), ``one_four_one`` (six
  cards: one down and one up, three up, one down) or ``turn_up`` (stud's deal of five, six or
  seven cards all dealt face down, each player turning up one of their choice where stud deals
  one up: Roll Your Own, Mexican Stud) (``stud``); or any deal, street by street (`pattern`):
  a list of streets (``["ddu", "u", "u", "u", "d", "d"]``) or one text (``"ddu, u, u, u, d,
  d"``), each street the faces of the cards each player gets in one pass (``d`` down, ``u`` up),
  ``^`` for each face-down card then turned up by choice (``d?``: one card down, which each
  player turns up or keeps down, ``pN tu Qh`` or ``pN pass``), ``x`` for each face-down card
  each player then discards, out of play (``pN sd Kh``; ``"dddd^x"``: four down, one turned up
  and one discarded, Pineapple Stud), ``+`` after it for no betting round (``"dd+u"``: two down,
  then at once one up), ``$`` after it for its betting at the big bet (``"duu, d$, u$"``:
  One-Three-One; a pattern with a ``$`` bets its other rounds small, one without bets the first
  two small and the later ones big); a round that deals no card: ``p3`` (each player passes three
  face-down cards to the next player still in on the left, ``pN pa pM``: Anaconda; ``p3r``: on
  the right, Australian Anaconda), ``^`` and
  ``x`` alone (a roll, a discard of cards held: Anaconda's ``"^xx"``, Super Stud's ``"xx+"``),
  ``b`` (in turn, each may buy a card face down for the big bet, one discarded first: English
  Stud). ``cards`` is then the pattern's count, the cards a player ends with.
- ``wild``: ``ranks`` (every card of these ranks), ``cards`` (single cards: ``Js``, ``Kh``),
  ``follow`` (a rank: the rank of the card dealt face up after a face-up card of it is wild, as
  in Follow the Queen; a new one cancels the old; TOML has no null: no follow rank, no key),
  ``lowest_hole`` (true: each player's lowest
  face-down card is wild for that player, and so are all their cards of its rank).
- ``face_up``: what a card dealt face up causes, by rank (``"3"``) or card (``"Qs"``):
  ``pay_ante`` (its owner pays the ante into the pot), ``pay_pot`` (its owner matches the pot
  or folds), ``extra_card`` (its owner gets an extra card face down), ``extra_card_up`` (face
  up), ``buy_card N`` (its owner may buy an extra card for N chips), ``ends_deal`` (the deal
  ends once the street is dealt, and the pot stays for the next deal).
- ``split``: ``high`` (the best high hand), ``hi_lo`` (the best high and the best low of eight
  or better halve it), ``low`` (the best low takes it all, as in Razz), ``spade_high`` /
  ``spade_low`` (half to the highest / lowest spade in the hole) (``high``).
- ``low``: how a low is ranked, with ``hi_lo`` and ``low`` (`referee.lowball`): ``a5`` (Ace to
  Five), ``27`` (Deuce to Seven), ``high_as_low`` (Razz High's order, the highest unpaired hand)
  (``a5``); with ``low`` the highest up card by its values brings in (``high_as_low``: the
  lowest) and the best low showing opens.
- ``qualifier``: with ``hi_lo``, who may take the low half: ``eight`` (eight or better) or
  ``none`` (any low) (``eight``; ``none`` when the players declare).  Wild cards count in a low
  (option ``wild_low``).
- ``declare``: with ``hi_lo``, how the players declare high, low or both after the last betting
  round (`referee.games.declare`): ``none`` (the cards speak), ``simultaneous``, ``in_turn``
  (``none``); the game's option ``declare`` has it as its default.
- ``opens``: ``bring_in`` (the lowest up card brings in on the first street, then the best up
  cards open) or ``best_up`` (the best up cards open every round) (``bring_in``).
- ``betting``: ``fixed`` (bring-in, small and big bet) or ``spread`` (any bet between two
  limits) (``fixed``).

`check_definition` refuses an unknown word, a contradiction and a rank or card that does not
exist, naming the field (`HouseError`); it gives the definition written out in full, as it
travels with a hand (``house_game`` beside ``variant = "HOUSE"``).  `house_game` makes the
`Game`; `house_words` says the definition in words.

>>> game = house_game({"name": "Threes", "wild": {"ranks": ["3", "9"]}, "face_up": {"3": "pay_ante"}})
>>> game.code, sorted(game.wild_ranks), house_words(game.definition)
('HOUSE', [3, 9], 'Threes: seven cards, two down, four up, one down; threes and nines wild; a three face up: \
its owner pays the ante; the best high hand takes the pot; the lowest up card brings in; fixed limit')
>>> check_definition({"name": "X", "wild": {"ranks": ["1"]}})
Traceback (most recent call last):
...
referee.games.house.HouseError: wild.ranks: there is no rank '1' (ranks: 2-10, J, Q, K, A)
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from ..cards import Card, CardError, parse_card, parse_rank, rank_name
from ..lowball import LOW_RULES, WILD_LOWS, low_hand, razz_hand
from ..wilds import FixedWilds, Wilds, follow_the_leader, wild_ranks
from ..words import LANGUAGES, Phrase, say
from ..words.terms import StreetKey
from .declare import QUALIFIERS, WAYS, declare_options, eight_or_better, settle_qualifier
from .five_card_stud import FIVE_CARD_STUD_STREETS
from .game import (
    ODD_CHIP,
    STUD_STREETS,
    BuyCard,
    Decision,
    EndDeal,
    Game,
    GameError,
    GiveCard,
    Pay,
    PayOrFold,
    Street,
    _opt,
    fixed_wilds_of,
    heads_up_uncapped,
)
from .razz import FR, RAZZ_27, RAZZHIGH, Razz
from .roll_your_own import ROLL_YOUR_OWN_STREETS, RYO
from .seven_card_stud import HI_LO_OPTIONS, SEVEN_CARD_STUD_HI_LO, STUD_OPTIONS
from .six_card_stud import ONE_FOUR_ONE_STREETS, SIX_CARD_STUD_STREETS
from .wild_stud import spade_half, spade_holder_of

#: the variant code of every house game (the definition says which)
HOUSE = "HOUSE"

NAME_LENGTH = 40
KEYS = ("name", "cards", "deal", "wild", "face_up", "split", "opens", "betting", "low", "qualifier", "declare")
WILD_KEYS = ("ranks", "cards", "follow", "lowest_hole")
CARDS = (5, 6, 7, 8, 9)
DEALS = ("stud", "one_four_one", "turn_up")
EVENTS = ("pay_ante", "pay_pot", "extra_card", "extra_card_up", "buy_card", "ends_deal")
SPLITS = ("high", "hi_lo", "low", "spade_high", "spade_low")
#: the words of the lows and of declaring: written out only when not the default (the definitions of before stay
#: as they were); the qualifier's default is none when the players declare (`qualifier_of`)
LOW_DEFAULTS: dict[str, str] = {"low": "a5", "qualifier": "eight", "declare": "none"}
OPENS = ("bring_in", "best_up")
BETTINGS = ("fixed", "spread")
DEFAULTS: dict[str, Any] = {"cards": 7, "deal": "stud", "wild": {}, "face_up": {}, "split": "high",
                            "opens": "bring_in", "betting": "fixed"}


def rolled(streets: tuple[Street, ...]) -> tuple[Street, ...]:
    """A deal dealt all face down, each player turning up by choice as many cards as it deals up
    (Roll Your Own of seven-card stud; of five-card stud, Mexican Stud)."""
    return tuple(replace(s, faces="d" * len(s.faces), turn_up=s.faces.count("u")) for s in streets)


#: the shapes of a deal: (cards, deal) -> streets
SHAPES: dict[tuple[int, str], tuple[Street, ...]] = {
    (5, "stud"): FIVE_CARD_STUD_STREETS, (6, "stud"): SIX_CARD_STUD_STREETS,
    (6, "one_four_one"): ONE_FOUR_ONE_STREETS, (7, "stud"): STUD_STREETS, (7, "turn_up"): ROLL_YOUR_OWN_STREETS,
    (5, "turn_up"): rolled(FIVE_CARD_STUD_STREETS), (6, "turn_up"): rolled(SIX_CARD_STUD_STREETS)}

class HouseError(GameError):
    """A house game's definition refused: `field` is where (``wild.ranks``, ``face_up.3``)."""

    def __init__(self, id: str, field: str, **facts: Any):
        self.field = field
        super().__init__(id, field=field, **facts)


# --- checking a definition --------------------------------------------------------------------

def check_definition(definition: Any) -> dict[str, Any]:
    """The definition checked and written out in full (defaults filled in, ranks and cards as
    PHH writes them, in order), or HouseError naming the field."""
    if not isinstance(definition, Mapping):
        raise HouseError("game.house_table", "house_game", value=repr(definition))
    _known(definition, KEYS, "")
    given = {**DEFAULTS, **definition}
    deal = given["deal"] if given["deal"] in DEALS else pattern(given["deal"])
    cards = given["cards"] if isinstance(deal, str) or "cards" in definition else cards_of(deal)
    out = {"name": _name(given.get("name")),
           "cards": _choice(cards, CARDS, "cards"),
           "deal": deal,
           "wild": _wild(given["wild"]),
           "face_up": _face_up(given["face_up"]),
           "split": _choice(given["split"], SPLITS, "split"),
           "opens": _choice(given["opens"], OPENS, "opens"),
           "betting": _choice(given["betting"], BETTINGS, "betting"),
           **_lows(definition)}
    _agree(out)
    return out


def _lows(definition: Mapping[str, Any]) -> dict[str, str]:
    """``low``, ``qualifier`` and ``declare``, checked, where they are not the defaults (the
    qualifier's is ``none`` when the players declare)."""
    declare = _choice(definition.get("declare", "none"), WAYS, "declare")
    unsaid = {**LOW_DEFAULTS, "qualifier": "none" if declare != "none" else "eight"}
    given = {"low": _choice(definition.get("low", "a5"), LOW_RULES, "low"),
             "qualifier": _choice(definition.get("qualifier", unsaid["qualifier"]), QUALIFIERS, "qualifier"),
             "declare": declare}
    return {key: value for key, value in given.items() if value != unsaid[key]}


def qualifier_of(definition: Mapping[str, Any]) -> str:
    """Who may take the low half of a hi-lo definition: its ``qualifier``, else ``none`` when its
    players declare (no qualifier by default in declare games), ``eight`` otherwise."""
    return definition.get("qualifier", "none" if definition.get("declare", "none") != "none" else "eight")


def _known(table: Mapping, words: tuple[str, ...], where: str) -> None:
    for key in table:
        if key not in words:
            raise HouseError("game.house_word", where + str(key), word=repr(key), words=", ".join(words))


def _name(value: Any) -> str:
    if not isinstance(value, str) or not value.strip() or len(value.strip()) > NAME_LENGTH:
        raise HouseError("game.house_name", "name", length=NAME_LENGTH)
    return value.strip()


def _choice(value: Any, choices: tuple, where: str) -> Any:
    if isinstance(value, bool) or value not in choices:
        raise HouseError("game.house_choice", where, value=repr(value), choices=", ".join(map(str, choices)))
    return value


def _rank(value: Any, where: str) -> int:
    try:
        return parse_rank(value) if isinstance(value, str) else parse_rank("")
    except CardError:
        raise HouseError("game.house_rank", where, value=repr(value)) from None


def _card(value: Any, where: str) -> Card:
    try:
        card = parse_card(value) if isinstance(value, str) else None
    except CardError:
        card = None
    if card is None:
        raise HouseError("game.house_card", where, value=repr(value))
    return card


def _list(value: Any, where: str) -> list:
    if not isinstance(value, list):
        raise HouseError("game.house_list", where, value=repr(value))
    return value


def _wild(wild: Any) -> dict[str, Any]:
    if not isinstance(wild, Mapping):
        raise HouseError("game.house_table", "wild", value=repr(wild))
    _known(wild, WILD_KEYS, "wild.")
    ranks = sorted({_rank(r, "wild.ranks") for r in _list(wild.get("ranks", []), "wild.ranks")})
    cards = sorted({_card(c, "wild.cards") for c in _list(wild.get("cards", []), "wild.cards")})
    follow = wild.get("follow")
    lowest = wild.get("lowest_hole", False)
    if not isinstance(lowest, bool):
        raise HouseError("game.house_bool", "wild.lowest_hole", value=repr(lowest))
    out = {"ranks": [rank_name(r) for r in ranks], "cards": [str(c) for c in cards], "lowest_hole": lowest}
    return out if follow is None else {**out, "follow": rank_name(_rank(follow, "wild.follow"))}


def _face_up(events: Any) -> dict[str, str]:
    if not isinstance(events, Mapping):
        raise HouseError("game.house_table", "face_up", value=repr(events))
    out: dict[str, str] = {}
    for key, event in events.items():
        where = f"face_up.{key}"
        what = _what(key, where)
        out[what] = _event(event, where)
    return dict(sorted(out.items(), key=lambda item: _event_key(item[0])))


def _what(key: Any, where: str) -> str:
    """A rank (``"3"``) or a card (``"Qs"``), as PHH writes it."""
    if isinstance(key, str) and (len(key.strip()) == 1 or key.strip() == "10"):
        return rank_name(_rank(key, where))
    return str(_card(key, where))


def _event_key(what: str) -> tuple[int, int]:
    card = _as_card(what)
    return (card.rank, card.suit) if card else (parse_rank(what), -1)


def _as_card(what: str) -> Card | None:
    return parse_card(what) if len(what) == 2 else None


def _event(event: Any, where: str) -> str:
    """``pay_ante``, ``ends_deal``, ...; ``buy_card N`` with a number of chips."""
    word, _, amount = event.partition(" ") if isinstance(event, str) else ("", "", "")
    if word not in EVENTS:
        raise HouseError("game.house_choice", where, value=repr(event), choices=", ".join(EVENTS))
    if (word == "buy_card") != bool(amount) or (amount and not (amount.isdigit() and int(amount) >= 1)):
        raise HouseError("game.house_amount", where, value=repr(event))
    return f"{word} {int(amount)}" if amount else word


# --- a deal street by street --------------------------------------------------------------------

_STREET = re.compile(r"(d+u*|u+)(\^*|\?)(x*)([+$]?)")    # the down cards first, as the table deals them
#: a round that deals no card: a pass of N to the left (``p3``), or a turn-up and discard of cards held (``^xx``)
_ROUND = re.compile(r"p([1-9])(r?)([+$]?)|b([+$]?)|(\^*)(x*)([+$]?)")


def pattern(value: Any) -> list[str]:
    """A deal given street by street, written out: one text a street, its faces (``d``, ``u``),
    a ``^`` for each card turned up by choice (or ``d?``: one card down, which each player turns
    up or keeps down), a ``+`` for no betting round after it.  A text
    holds the streets apart by commas or slashes (by spaces when it has neither); in a street,
    ``+`` starts the next street at once (``"dd+u"`` is ``["dd+", "u"]``).

    >>> pattern("dd u / u / u / u / d"), pattern("ddd^ d^ d^ d^ d"), pattern(["dd+u", "u", "u"])
    (['ddu', 'u', 'u', 'u', 'd'], ['ddd^', 'd^', 'd^', 'd^', 'd'], ['dd+', 'u', 'u', 'u'])
    """
    if isinstance(value, str) and not re.fullmatch(r"[du^?x+$pbr1-9,/\s]*", value.lower()):
        texts: list[str] = []                      # a word: a deal it does not name
    elif isinstance(value, str):
        texts = re.split(r"[,/]", value) if re.search(r"[,/]", value) else value.split()
    elif isinstance(value, list) and all(isinstance(text, str) for text in value):
        texts = value
    else:
        texts = []
    streets = [street for text in texts for street in _joined("".join(text.lower().split()))]
    if not streets:
        raise HouseError("game.house_pattern", "deal", value=repr(value))
    held = 0                                       # face-down cards not turned up yet
    for number, street in enumerate(streets, 1):
        if number > 1 and _ROUND.fullmatch(street) and street.rstrip("+$"):
            held = _round_held(street, number, held)
            continue
        match = _STREET.fullmatch(street)
        if match is None or (match.group(2) == "?" and match.group(1) != "d"):
            raise HouseError("game.house_street", "deal", number=number, street=repr(street))
        held += match.group(1).count("d") - match.group(2).count("^")
        if held < 0:
            raise HouseError("game.house_turn_up", "deal", number=number, street=repr(street))
        held -= len(match.group(3))
        if held < 0 or len(match.group(3)) >= len(match.group(1)):      # a street leaves a player more cards
            raise HouseError("game.house_discard", "deal", number=number, street=repr(street))
    if streets[-1].endswith("+"):
        raise HouseError("game.house_last_bet", "deal", street=repr(streets[-1]))
    if cards_of(streets) not in CARDS:
        raise HouseError("game.house_pattern_count", "deal", count=cards_of(streets))
    return streets


def _round_held(street: str, number: int, held: int) -> int:
    """A round that deals no card (`_ROUND`), checked: it passes, turns up and discards no more
    face-down cards than the players hold; the face-down cards it leaves."""
    passed = int(street[1]) if street.startswith("p") else 1 if street.startswith("b") else 0
    held -= street.count("^")
    if held < 0:
        raise HouseError("game.house_turn_up", "deal", number=number, street=repr(street))
    held -= street.count("x")
    if held < 0 or passed > held:
        raise HouseError("game.house_discard", "deal", number=number, street=repr(street))
    return held


def _joined(text: str) -> list[str]:
    """``"dd+u"`` -> ``["dd+", "u"]``; ``"dd+"`` -> ``["dd+"]``."""
    parts = text.split("+")
    return [part + "+" for part in parts[:-1]] + ([parts[-1]] if parts[-1] else [])


def cards_of(streets: list[str]) -> int:
    """The cards a pattern leaves each player with (those dealt, less those discarded)."""
    return dealt_of(streets) - sum(street.count("x") + street.count("b") for street in streets)


def dealt_of(streets: list[str]) -> int:
    """The cards a pattern deals each player (a card bought counts: it may be dealt)."""
    return sum(street.count("d") + street.count("u") + street.count("b") for street in streets)


def pattern_streets(streets: list[str]) -> tuple[Street, ...]:
    """A pattern's streets, each named by the cards a player holds after it (`round_key`); the
    first two betting rounds at the small bet, the later ones at the big bet (as the stud games
    bet), unless the pattern says each round's size (`bet_sizes`)."""
    out: list[Street] = []
    held = up = 0
    for text, bet in zip(streets, bet_sizes(streets), strict=True):
        passed = int(text[1]) if text.startswith("p") else 0
        faces = "" if passed or text.startswith("b") else text.rstrip("^?x+$")
        held += len(faces) - text.count("x")
        up += faces.count("u") + text.count("^")
        street = Street(held, faces, bet, turn_up=text.count("^") + text.count("?"), betting=not text.endswith("+"),
                        keep="?" in text, discard=text.count("x"), passes=passed, buy=text.startswith("b"),
                        pass_to="right" if passed and "r" in text else "left")
        out.append(replace(street, key=round_key(street, out[-1].key if out else 0, up)))
    return tuple(out)


def bet_sizes(streets: list[str]) -> list[str]:
    """The size of each street's bets in fixed limit: where a street ends in ``$`` (a round at the
    big bet), the streets so marked at the big bet and the others at the small (One-Three-One's
    ``"duu, d$, u$"``); where none does, the first two betting rounds small and the later ones
    big, as the stud games bet (a street with no betting round is said with its next one).

    >>> bet_sizes(["duu", "d$", "u$"]), bet_sizes(["dd+", "u", "u", "u", "d"])
    (['small', 'big', 'big'], ['small', 'small', 'small', 'big', 'big'])
    """
    if any(text.endswith("$") for text in streets):
        return ["big" if text.endswith("$") else "small" for text in streets]
    rounds = [sum(not before.endswith("+") for before in streets[:i]) for i in range(len(streets))]
    return ["small" if before < 2 else "big" for before in rounds]


def round_key(street: Street, before: int, up: int) -> int:
    """A street's key (`Street.key`): the cards held after it (`number`) while that tells it from
    the streets before it (every deal of the named games); else a `StreetKey`, the place after the
    key `before` with its words: a round that deals no card says its choice ("the pass of 3",
    "the 2nd roll": `up` cards up after it, "the discard of 2"), a deal after a discard its
    cards held ("4th street", Super Stud's)."""
    if street.faces and street.number > before:
        return street.number
    if street.faces:
        return StreetKey(before + 1, street.number)
    if street.passes:
        return StreetKey(before + 1, street.number, "pass", street.passes)
    if street.buy:
        return StreetKey(before + 1, street.number, "buy")
    if street.turn_up:
        return StreetKey(before + 1, street.number, "roll", up)
    return StreetKey(before + 1, street.number, "discard", street.discard)


def _streets(definition: Mapping[str, Any]) -> tuple[Street, ...]:
    deal = definition["deal"]
    return SHAPES[definition["cards"], deal] if isinstance(deal, str) else pattern_streets(list(deal))


def _players(definition: Mapping[str, Any]) -> tuple[int, int]:
    """How many may play: as the named deals say, or as many as the deck deals to (at most ten)."""
    deal = definition["deal"]
    return PLAYERS[definition["cards"], deal] if isinstance(deal, str) else (2, min(10, 52 // dealt_of(deal)))


def _agree(definition: dict[str, Any]) -> None:
    """The contradictions: a deal of another number of cards, an event for a rank and for a
    card of it, a single wild card of a wild rank, a low rule without a low, a qualifier without
    a low half."""
    deal = definition["deal"]
    if isinstance(deal, list) and cards_of(deal) != definition["cards"]:
        raise HouseError("game.house_pattern_cards", "cards", count=cards_of(deal), given=definition["cards"])
    if isinstance(deal, list) and definition["betting"] != "fixed" and any(t.endswith("$") for t in deal):
        raise HouseError("game.house_big_bet_spread", "deal", betting=definition["betting"])
    if isinstance(deal, str) and (definition["cards"], deal) not in SHAPES:
        counts = sorted(cards for cards, named in SHAPES if named == deal)
        if len(counts) == 1:
            raise HouseError("game.house_shape", "deal", deal=deal, cards=counts[0], given=definition["cards"])
        raise HouseError("game.house_shape_counts", "deal", deal=deal, cards=[str(c) for c in counts],
                         given=definition["cards"])
    events = definition["face_up"]
    for what in events:
        card = _as_card(what)
        if card and rank_name(card.rank) in events:
            raise HouseError("game.house_rank_and_card", f"face_up.{what}", card=card, rank=card.rank)
    wild = definition["wild"]
    for text in wild["cards"]:
        if rank_name(parse_card(text).rank) in wild["ranks"]:
            raise HouseError("game.house_wild_twice", "wild.cards", card=parse_card(text))
    if "low" in definition and definition["split"] not in ("hi_lo", "low"):
        raise HouseError("game.house_no_low", "low", split=definition["split"])
    for word in ("qualifier", "declare"):
        if word in definition and definition["split"] != "hi_lo":
            raise HouseError(f"game.house_no_low_half_{word}", word, split=definition["split"])


def has_wild_cards(definition: Mapping[str, Any]) -> bool:
    wild = definition["wild"]
    return bool(wild["ranks"] or wild["cards"] or "follow" in wild or wild["lowest_hole"])


# --- the game --------------------------------------------------------------------------------

def _options(definition: Mapping[str, Any]) -> tuple:
    """The table's options: those of the stud game that bets as this one does; a low's wild
    cards; a high-low split's about declaring (`referee.games.declare`)."""
    declare = declare_options(definition.get("declare", "none"), qualifier_of(definition)) \
        if definition["split"] == "hi_lo" else ()
    wild_low = (_opt("wild_low", "lowest", WILD_LOWS),) if definition["split"] in ("hi_lo", "low") and \
        has_wild_cards(definition) else ()
    if definition["betting"] == "spread":
        return (ODD_CHIP, heads_up_uncapped("never"), *wild_low, *declare)
    if definition["split"] in ("hi_lo", "low"):
        return (*HI_LO_OPTIONS, *wild_low, *declare)
    return STUD_OPTIONS


#: the players a deck of 52 is enough for (seven-card stud's ninth with a common last card; Roll
#: Your Own's turned cards leave no common one)
PLAYERS = {(5, "stud"): (2, 10), (6, "stud"): (2, 8), (6, "one_four_one"): (2, 8), (7, "stud"): (2, 9),
           (7, "turn_up"): RYO.players, (5, "turn_up"): (2, 10), (6, "turn_up"): (2, 8)}


@dataclass(frozen=True)
class HouseGame(Game):
    """A stud game ruled by its definition (`check_definition`'s, in full)."""

    definition: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)
    wild_ranks: frozenset[int] = frozenset()
    single_wilds: frozenset[Card] = frozenset()
    follow: int | None = None
    lowest_hole: bool = False
    events: Mapping[str, str] = field(default_factory=dict, compare=False, hash=False)

    @property
    def sides(self) -> tuple[str, ...]:  # type: ignore[override]
        return {"hi_lo": ("high", "low"), "low": ("low",)}.get(self.definition["split"], ("high",))

    @property
    def low_rule(self) -> str:
        return self.definition.get("low", "a5")

    @property
    def bring_in_card(self) -> str:          # type: ignore[override]
        """The low games bring in as Razz does (`referee.games.razz`)."""
        return self._razz.bring_in_card if self.sides == ("low",) else "lowest"

    @property
    def _razz(self) -> Razz:
        return RAZZHIGH if self.low_rule == "high_as_low" else RAZZ_27 if self.low_rule == "27" else FR

    def brings_in(self, up_cards):
        return self._razz.brings_in(up_cards) if self.sides == ("low",) else super().brings_in(up_cards)

    def opening_key(self, rules, up_cards, wild):
        if self.sides == ("low",):
            return self._razz.opening_key(rules, up_cards, wild)
        return super().opening_key(rules, up_cards, wild)

    def shape(self, rules):
        return self.streets

    def settle(self, given, options) -> None:
        """A high-low game whose players declare has no qualifier unless chosen (`settle_qualifier`)."""
        if self.definition["split"] == "hi_lo":
            settle_qualifier(self, given, options)

    def forced_bet(self, rules) -> bool:
        return self.definition["opens"] == "bring_in"

    def wilds(self, rules, up_cards) -> Wilds | None:
        """The wild ranks that face-up cards change: the rank following the last face-up
        `follow` card (and that rank itself, if it is a named wild rank, as Follow the Queen's
        Queens); the other wild cards are `fixed_wilds`."""
        if self.follow is None:
            return None
        return follow_the_leader(up_cards, self.follow, queens_wild=self.follow in self.wild_ranks)

    def fixed_wilds(self, rules) -> FixedWilds | None:
        """The named wild ranks (but a `follow` rank), the single wild cards, the lowest hole card."""
        return fixed_wilds_of(self.wild_ranks - {self.follow}, self.lowest_hole, cards=self.single_wilds)

    @property
    def key(self) -> tuple:
        return (self.code, json.dumps(as_json(self.definition), sort_keys=True))

    def wilds_of_ranks(self, rules, up_ranks, extra=0):
        """`wilds` from the ranks of the face-up cards alone (for the odds), with the named wild
        ranks that no face-up card changes."""
        if self.follow is None:
            return None, False
        ranks, waiting, seen = wild_ranks(up_ranks, self.follow, queens_wild=self.follow in self.wild_ranks,
                                          extra=extra)
        return Wilds(ranks | self.wild_ranks, self.follow, waiting=waiting), seen

    @property
    def divides_by_cards(self) -> bool:       # type: ignore[override]
        return self.spade_order() is not None

    def spade_order(self) -> str | None:
        """``spade_high`` / ``spade_low``: Chicago's spade half (`referee.games.wild_stud`)."""
        return {"spade_high": "high", "spade_low": "low"}.get(self.definition["split"])

    def spade_holder(self, rules, seats, wild) -> tuple[int, Card] | None:
        return spade_holder_of(self.spade_order(), rules, seats, wild)

    def face_up(self, rules, card, street, wilds) -> tuple[Pay | EndDeal | Decision, ...]:
        event = self.events.get(str(card)) or self.events.get(rank_name(card.rank))
        return (effect_of(event),) if event else ()

    def showdown(self, rules, holding, wild) -> dict:
        """Hi-lo as Seven-Card Stud Hi-Lo rules it (`SEVEN_CARD_STUD_HI_LO`), a low as Razz
        (`referee.lowball`), by the definition's ``low`` rule and ``qualifier``, a wild card in the
        low as option ``wild_low`` says."""
        if self.definition["split"] == "hi_lo":
            return {**super().showdown(rules, holding, wild), "low": self.low_side(rules, holding, wild)}
        if self.definition["split"] == "low":
            return {"low": self.low_side(rules, holding, wild)}
        return super().showdown(rules, holding, wild)

    def low_side(self, rules, holding, wild):
        wild_low = rules.options.get("wild_low", "lowest")
        if self.definition["split"] == "low":
            return razz_hand(holding, wild, self.low_rule, wild_low)
        return low_hand(holding, 8 if eight_or_better(rules) else None, wild, self.low_rule, wild_low)

    def divide(self, rules, amount, best, seats, wild=None):
        spade = self.spade_order()
        if spade is not None:
            return spade_half(spade, rules, amount, best, seats, wild)
        if self.definition["split"] == "hi_lo":
            return SEVEN_CARD_STUD_HI_LO.divide(rules, amount, best, seats, wild)
        return super().divide(rules, amount, best, seats, wild)


#: what each event word does at the table (``buy_card N``: `BuyCard` for N chips)
EFFECTS: dict[str, Pay | EndDeal | Decision] = {
    "pay_ante": Pay(1, "pay_house_card"),
    "pay_pot": PayOrFold("pot"),
    "extra_card": GiveCard("d"),
    "extra_card_up": GiveCard("u"),
    "ends_deal": EndDeal("carried_over", "house_card", after_street=True),
}


def effect_of(event: str) -> Pay | EndDeal | Decision:
    word, _, price = event.partition(" ")
    return BuyCard(int(price)) if word == "buy_card" else EFFECTS[word]


#: the games of a home evening as definitions: each rules as its game does
#: (tests/test_house_games.py replays their hands both ways)
PRESETS: dict[str, dict[str, Any]] = {
    "5CS": {"name": "Five-Card Stud", "cards": 5},
    "6CS": {"name": "Six-Card Stud", "cards": 6},
    "6CS 1-4-1": {"name": "Six-Card Stud 1-4-1", "cards": 6, "deal": "one_four_one"},
    "F7S": {"name": "Seven-Card Stud"},
    "F7S/8": {"name": "Seven-Card Stud Hi-Lo", "split": "hi_lo"},
    "FTQ": {"name": "Follow the Queen", "wild": {"ranks": ["Q"], "follow": "Q"}, "opens": "best_up",
            "betting": "spread"},
    "FTC": {"name": "Follow the Cowboy", "wild": {"ranks": ["K"], "follow": "K"}, "opens": "best_up",
            "betting": "spread"},
    "LOWHOLE": {"name": "Low Hole Card Wild", "wild": {"lowest_hole": True}},
    "KINGSLITTLE": {"name": "Kings and Little Ones", "wild": {"ranks": ["K"], "lowest_hole": True}},
    "BASEBALL": {"name": "Baseball", "wild": {"ranks": ["3", "9"]}, "face_up": {"3": "pay_pot", "4": "extra_card"}},
    "BASEBALL four up": {"name": "Baseball, the 4's card up", "wild": {"ranks": ["3", "9"]},
                         "face_up": {"3": "pay_pot", "4": "extra_card_up"}},
    "CHICAGO": {"name": "Chicago", "split": "spade_high"},
    "LOWCHICAGO": {"name": "Low Chicago", "split": "spade_low"},
    "RYO": {"name": "Roll Your Own", "deal": "turn_up"},
    "FR": {"name": "Razz", "split": "low"},
    "27RAZZ": {"name": "2-7 Razz", "split": "low", "low": "27"},
    "RAZZHIGH": {"name": "Razz High", "split": "low", "low": "high_as_low"},
    "5CSLOW": {"name": "Five-Card Stud Lowball", "cards": 5, "split": "low"},
    "F7S/8 no qualifier": {"name": "Seven-Card Stud Hi-Lo, no qualifier", "split": "hi_lo", "qualifier": "none"},
    # the deals no game of the referee deals, each written in the vocabulary with its source (docs/rules.md, "The
    # deals of the house games"; a sample hand each in sample_hands/house-*.json)
    "8CS": {"name": "Eight-Card Stud", "deal": "ddu, u, u, u, d, d"},
    "9CS": {"name": "Nine-Card Stud", "deal": "ddu, u, u, u, u, d, d"},
    "88": {"name": "Eighty-Eight", "deal": "dd, u, u, u, u, d, d", "wild": {"ranks": ["8"]}},
    "99": {"name": "Ninety-Nine", "deal": "dd, u, u, u, u, d, d, d", "wild": {"ranks": ["9"]}},
    "4-40-4": {"name": "Four Forty-Four", "deal": "ddddu, u, u, u", "wild": {"ranks": ["4"]}},
    "3-33": {"name": "Three Thirty-Three", "deal": "ddd, u, u, u", "wild": {"ranks": ["3"]}},
    "MEXICAN": {"name": "Mexican Stud", "cards": 5, "deal": "turn_up", "opens": "best_up"},
    "LASTDOWN": {"name": "Last Card Down", "deal": "du, u, u, d"},
    "ALLIGATOR": {"name": "Alligator Stud", "deal": "du, uu, u, u"},
    "BLIND": {"name": "Blind Stud", "deal": "ddd, d, d, d, d"},
    # the players' choices (docs/rules.md, "Discards, flips and passes")
    "FLIP": {"name": "7-Card Flip", "deal": "dddd^^, u, u, d"},
    "PINEAPPLE": {"name": "Pineapple Stud", "deal": "dddd^x, u, u, u, d"},
    "KENTREL": {"name": "Kentrel", "deal": "dddd^x, u, u, u, d", "split": "hi_lo"},
    # the rounds that deal no card (docs/rules.md, "Discards, flips and passes")
    "ANACONDA": {"name": "Anaconda", "deal": "ddddddd, p3, p2, p1, ^xx, ^, ^, ^", "split": "hi_lo",
                 "declare": "simultaneous", "opens": "best_up"},
    "NASTY": {"name": "Nasty Anaconda", "deal": "ddddddd, p1, p2, p3, ^xx, ^, ^, ^", "split": "hi_lo",
              "declare": "simultaneous", "opens": "best_up"},
    "AUSTRALIAN": {"name": "Australian Anaconda", "deal": "ddddddd, p3r, p2r, p1r, ^xx, ^, ^, ^", "split": "hi_lo",
                   "declare": "simultaneous", "opens": "best_up"},
    "ANACONDAHIGH": {"name": "Anaconda High", "deal": "ddddddd, p3, p2, p1, ^xx, ^, ^, ^", "opens": "best_up"},
    "SCREWY": {"name": "Screwy Louie", "deal": "ddddddd, p2, ^xx, ^, ^, ^", "split": "hi_lo",
               "declare": "simultaneous", "opens": "best_up"},
    "SUPERSTUD": {"name": "Super Stud", "deal": "ddddu, xx+, u, u, u, d"},
    "ENGLISH": {"name": "English Stud", "deal": "ddu, u, u, u, d, b"},
    # the declare games (docs/rules.md, "The declare games"): the two of the referee, and those the vocabulary
    # writes with `declare`
    "F7SD": {"name": "Seven-Card Stud High-Low Declare", "split": "hi_lo", "declare": "simultaneous"},
    "5CSD": {"name": "Five-Card Stud High-Low Declare", "cards": 5, "split": "hi_lo", "declare": "simultaneous"},
    "LOWTODD": {"name": "Low Todd", "deal": "dd^, u, u, u", "split": "hi_lo", "declare": "simultaneous"},
    "SATAN": {"name": "Satan", "cards": 5, "split": "hi_lo", "declare": "simultaneous"},
    "BEELZEBUB": {"name": "Beelzebub", "cards": 5, "split": "hi_lo", "declare": "simultaneous"},
    "ONETHREEONE": {"name": "One-Three-One", "deal": "duu, d$, u$", "split": "hi_lo", "declare": "simultaneous"},
}

#: the presets of the games no game of the referee plays, as the house games page offers them
DEAL_PRESETS = ("8CS", "9CS", "88", "99", "4-40-4", "3-33", "MEXICAN", "LASTDOWN", "ALLIGATOR", "BLIND", "FLIP",
                "PINEAPPLE", "KENTREL", "ANACONDA", "NASTY", "AUSTRALIAN",
                "ANACONDAHIGH", "SCREWY", "SUPERSTUD", "ENGLISH", "LOWTODD", "SATAN", "BEELZEBUB",
                "ONETHREEONE")


def house_game(definition: Any) -> HouseGame:
    """The game of a definition (checked first: HouseError names what is wrong)."""
    d = check_definition(definition)
    wild = d["wild"]
    return HouseGame(
        HOUSE, MappingProxyType({lang: d["name"] for lang in LANGUAGES}), _players(d), d["betting"],
        _options(d), _streets(d),
        definition=MappingProxyType(d),
        wild_ranks=frozenset(parse_rank(r) for r in wild["ranks"]),
        single_wilds=frozenset(parse_card(c) for c in wild["cards"]),
        follow=parse_rank(wild["follow"]) if "follow" in wild else None,
        lowest_hole=wild["lowest_hole"],
        events=MappingProxyType(d["face_up"]))


def as_json(definition: Mapping[str, Any]) -> dict[str, Any]:
    """A definition as plain JSON-able data (the game keeps it read-only)."""
    return {key: dict(value) if isinstance(value, Mapping) else value for key, value in definition.items()}


# --- in words -----------------------------------------------------------------------------------

def house_phrases(definition: Mapping[str, Any]) -> list[Phrase]:
    """The definition as phrases, in the order a host explains a game."""
    d = check_definition(definition)
    wild = d["wild"]
    parts = [_deal_phrase(d)]
    if wild["ranks"]:
        parts.append(Phrase("house.wild_ranks", ranks=[parse_rank(r) for r in wild["ranks"]]))
    if wild["cards"]:
        parts.append(Phrase("house.wild_cards", cards=[parse_card(c) for c in wild["cards"]]))
    if "follow" in wild:
        parts.append(Phrase("house.wild_follow", rank=parse_rank(wild["follow"])))
    if wild["lowest_hole"]:
        parts.append(Phrase("house.wild_lowest_hole"))
    parts += [_event_phrase(what, event) for what, event in d["face_up"].items()]
    none = d["split"] == "hi_lo" and qualifier_of(d) == "none"
    parts.append(Phrase(f"house.split.{d['split']}" + ("_none" if none else "")))
    if "declare" in d:
        parts.append(Phrase(f"house.declare.{d['declare']}"))
    if "low" in d:
        parts.append(Phrase(f"house.low.{d['low']}"))
    parts += [Phrase(f"house.opens.{d['opens']}" + (_opens_low(d) or _unseen_opening(d))),
              Phrase(f"house.betting.{d['betting']}")]
    return parts


def _opens_low(definition: Mapping[str, Any]) -> str:
    """A game for the low alone opens as Razz does: the words of it (``.low``, ``.high_as_low``)."""
    if definition["split"] != "low":
        return ""
    return ".high_as_low" if definition.get("low") == "high_as_low" else ".low"


def _unseen_opening(definition: Mapping[str, Any]) -> str:
    """Where the first betting round sees no card up, the player on the dealer's left opens it
    (`referee.replay.State._blind_opener`): ``.blind`` when no card is ever up, ``.first_blind``
    when later ones are; else ``""``."""
    streets = _streets(definition)
    shown = [bool("u" in street.faces or street.turn_up) for street in streets]
    first = next(i for i, street in enumerate(streets) if street.betting)
    if any(shown[:first + 1]):
        return ""
    return ".first_blind" if any(shown) else ".blind"


def _deal_phrase(definition: Mapping[str, Any]) -> Phrase:
    """The deal in words: a named one by its name, a pattern street by street ("eight cards: two
    down and one up, one up, ...")."""
    deal = definition["deal"]
    if isinstance(deal, str):
        return Phrase(f"house.deal.{definition['cards']}.{deal}")
    streets = [_street_phrase(s) for s in deal]
    dealt = sum(street.count("d") + street.count("u") for street in deal)      # a card bought is not said
    if dealt != definition["cards"]:             # some discarded: "seven cards, five kept"
        return Phrase("house.deal.pattern_kept", dealt=dealt, cards=definition["cards"], streets=streets)
    return Phrase("house.deal.pattern", cards=definition["cards"], streets=streets)


def _street_phrase(text: str) -> Phrase:
    if text[0] in "pb":
        street = Phrase("house.street.pass_right" if "r" in text else "house.street.pass", n=int(text[1])) \
            if text[0] == "p" else Phrase("house.street.buy")
        return _bets(text, street)
    faces = [Phrase(f"house.faces.{run[0]}", n=len(run)) for run in re.findall(r"d+|u+", text)]
    turned = text.count("^")
    if not faces:                                  # a round that deals no card
        return _round_phrase(text, turned)
    street = Phrase("house.street.turn_up", faces=faces, n=turned) if turned else Phrase(
        "house.street.choice" if "?" in text else "house.street", faces=faces)
    if "x" in text:
        street = Phrase("house.street.discard", street=street, n=text.count("x"))
    return _bets(text, street)


def _bets(text: str, street: Phrase) -> Phrase:
    """A street's words with its betting: at the big bet (``$``), none (``+``), or as it comes."""
    if text.endswith("$"):
        return Phrase("house.street.big_bet", street=street)
    return Phrase("house.street.no_bet", street=street) if text.endswith("+") else street


def _round_phrase(text: str, turned: int) -> Phrase:
    """A round that deals no card, in words: "each player turns up one of their down cards, two discarded"."""
    street = Phrase("house.street.roll", n=turned) if turned else Phrase("house.street.discard_held", n=text.count("x"))
    if turned and "x" in text:
        street = Phrase("house.street.discard", street=street, n=text.count("x"))
    return _bets(text, street)


def _event_phrase(what: str, event: str) -> Phrase:
    word, _, amount = event.partition(" ")
    card = _as_card(what)
    head = Phrase("house.card_face_up", card=card) if card else Phrase("house.rank_face_up", rank=parse_rank(what))
    return Phrase("house.event", what=head, event=Phrase(f"house.event.{word}", amount=int(amount or 0)))


def house_words(definition: Mapping[str, Any], lang: str = "en") -> str:
    """The game in words: "Baseball: seven cards ...; threes and nines wild; a three face up: ..."."""
    return say("house.words", lang, name=definition["name"], parts=house_phrases(definition))

