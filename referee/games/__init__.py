"""The games, in one table: each game is data (`referee.games.game.Game`) with its options
and their defaults, one module per game.

A game's constant is its code wherever the code is a Python name (``FTQ``, ``F7S``,
``LOWCHICAGO``: one search finds both); a code that is not one (it begins with a digit or holds a
slash) is named by the game: ``FIVE_CARD_STUD`` is ``5CS``, ``FIVE_CARD_STUD_DECLARE`` ``5CSD``,
``FIVE_CARD_STUD_LOWBALL`` ``5CSLOW``, ``SIX_CARD_STUD`` ``6CS``, ``SEVEN_CARD_STUD_HI_LO``
``F7S/8``, ``RAZZ_27`` ``27RAZZ`` (2-7 Razz).

>>> [code for code, game in GAMES.items() if code.isidentifier() and globals().get(code) is not game]
[]

>>> rules = configure('FTQ', {'cancel': False})
>>> rules.game.name['en'], rules.options['cancel'], rules.options['queens_wild']
('Follow the Queen', False, True)
>>> configure('FTQ', {'cancle': True})  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
referee.games.game.GameError: FTQ has no option 'cancle' (options: queens_wild, hole_queens_wild, cancel, ...)
>>> configure('FTQ', {'cancel': 'no'})
Traceback (most recent call last):
...
referee.games.game.GameError: FTQ option 'cancel' must be true or false, not 'no'
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from .baseball import BASEBALL
from .black_mariah import BM
from .black_mariah import before_door_cards as _black_mariah_before_door_cards
from .black_mariah import legacy_options as _black_mariah_before
from .chicago import CHICAGO, LOWCHICAGO
from .cowpie import COWPIE, OUTHOUSE
from .declare import read_old_names
from .five_card_stud import CANADIAN, FIVE_CARD_STUD, FIVE_CARD_STUD_DECLARE
from .follow_the_queen import FTC, FTQ
from .game import (
    BuyCard,
    Decided,
    Decision,
    EndDeal,
    ExtraCard,
    Game,
    GameError,
    GiveCard,
    Option,
    Pay,
    PayOrFold,
    Rules,
    Street,
)
from .henway import HENWAY
from .house import HOUSE, PRESETS, HouseError, as_json, house_game, house_words
from .low_hole import KINGSLITTLE, LOWHOLE
from .razz import FIVE_CARD_STUD_LOWBALL, FR, RAZZ_27, RAZZHIGH
from .roll_your_own import RYO
from .seven_card_stud import F7S, F7SD, SEVEN_CARD_STUD_HI_LO
from .six_card_stud import SIX_CARD_STUD

__all__ = ["GAMES", "HOUSE", "BuyCard", "Decided", "Decision", "EndDeal", "ExtraCard", "Game", "GameError",
           "GiveCard", "HouseError", "Option", "Pay", "PayOrFold", "Rules", "Street", "before_door_cards",
           "configure", "game_type", "get_game", "legacy_options", "listing"]

#: every game by its code, in the order the service lists them
GAMES: dict[str, Game] = {game.code: game for game in (
    BM, FTQ, FTC, FR, F7S, SEVEN_CARD_STUD_HI_LO, FIVE_CARD_STUD, SIX_CARD_STUD, BASEBALL, CHICAGO, LOWCHICAGO,
    LOWHOLE, KINGSLITTLE, RYO, F7SD, FIVE_CARD_STUD_DECLARE, RAZZ_27, RAZZHIGH, FIVE_CARD_STUD_LOWBALL, CANADIAN,
    HENWAY, COWPIE, OUTHOUSE)}


def get_game(variant: str) -> Game:
    try:
        return GAMES[variant]
    except (KeyError, TypeError):
        raise GameError("game.unknown", variant=repr(variant), games=", ".join(GAMES)) from None


def game_type(header: Mapping[str, Any]) -> Game:
    """The game of a hand's header (or an evening's game): by its variant, or for a house game
    (``HOUSE``) made from its definition ``house_game``.

    >>> game_type({"variant": "HOUSE", "house_game": {"name": "Deuces", "wild": {"ranks": ["2"]}}}).name["en"]
    'Deuces'
    """
    variant = header.get("variant")
    return house_game(header.get("house_game")) if variant == HOUSE else get_game(variant)  # type: ignore[arg-type]


def configure(variant: str, options: Mapping[str, Any] | None = None, house: Any = None) -> Rules:
    """The game `variant` with `options` over its defaults, every option checked; a house game
    (variant ``HOUSE``) is made from its definition `house` (`referee.games.house`)."""
    game = house_game(house) if variant == HOUSE else get_game(variant)
    if options is not None and not isinstance(options, Mapping):
        raise GameError("game.options_table", game=variant, value=repr(options))
    options = read_old_names(game, options or {})
    known = {o.name: o for o in game.options}
    settled = game.defaults()
    for name, value in options.items():
        if name not in known:
            raise game.not_an_option(name) or GameError("game.no_option", game=variant, option=repr(name),
                                                        options=", ".join(known))
        settled[name] = known[name].check(variant, value)
    game.settle(options, settled)
    return Rules(game, MappingProxyType(settled))


def legacy_options(variant: str, options: Mapping[str, Any] | None) -> dict[str, Any]:
    """The options that make a hand stored before the rules were read to the letter
    rule as it was ruled then: each default that changed since, written out.  Black Mariah:
    no forced bet, no abort unless chosen, ``split`` unless ``abort`` was; Seven-Card Stud,
    Hi-Lo and Razz: heads-up, no raise cap on any street; Follow the Queen and the Cowboy with
    ``extra_card``: an extra card that is a Queen is followed by another.  (An odd chip by
    ``high_suit`` now looks at all of a player's cards, as Robert's Rules say; that correction
    is not undone.)

    >>> legacy_options("F7S", {}), legacy_options("FTQ", {"extra_card": True})
    ({'heads_up_uncapped': 'every_round'}, {'repeat_extra_card': True, 'extra_card': True})
    >>> legacy_options("FTQ", {"cancel": False})
    {'cancel': False}
    """
    given = dict(options or {})
    heads_up = given.get("heads_up_uncapped")
    if isinstance(heads_up, bool):                 # the yes-or-no of the time, as the choice it means
        given["heads_up_uncapped"] = "every_round" if heads_up else "never"
    if variant == "BM":
        return _black_mariah_before(given)
    if variant in ("F7S", "F7S/8", "FR"):
        return {"heads_up_uncapped": "every_round", **given}
    if variant in ("FTQ", "FTC") and given.get("extra_card"):
        return {"repeat_extra_card": True, **given}
    return given


def before_door_cards(variant: str, options: Mapping[str, Any] | None) -> dict[str, Any]:
    """The options that make a hand stored before Black Mariah dealt the door cards after a Q♠
    rule as it did then: the deal ended at a Q♠ door card, the other door cards refused
    (``deal_door_cards`` off).  A store applies it to every hand and game stored before then,
    and `legacy_options` as well to those stored before the rules were read to the letter.

    >>> before_door_cards("BM", {"abort": True}), before_door_cards("F7S", {})
    ({'deal_door_cards': False, 'abort': True}, {})
    """
    given = dict(options or {})
    return _black_mariah_before_door_cards(given) if variant == "BM" else given


def listing() -> list[dict[str, Any]]:
    """Every game of `GAMES`, in its order, as the command line and the API list them: its code
    (``variant``), its names in English and German, how many play it, its betting, its options
    (each with its default, help and choices) and the defaults in one table; then every house
    game preset (`referee.games.house.PRESETS`), a game to play as it is: ``variant`` ``HOUSE``,
    its code (``preset``), its definition (``house_game``, what a hand of it carries) and the
    definition in words (``words``).

    >>> [game["variant"] for game in listing() if "preset" not in game] == list(GAMES)
    True
    >>> next(game for game in listing() if game["variant"] == "FTQ")["defaults"]["cancel"]
    True
    >>> eight = next(game for game in listing() if game.get("preset") == "8CS")
    >>> eight["variant"], eight["house_game"]["deal"], eight["players"]
    ('HOUSE', ['ddu', 'u', 'u', 'u', 'd', 'd'], [2, 6])
    """
    return [_listed(game) for game in GAMES.values()] + [
        {**_listed(house_game(definition)), "preset": code, "house_game": as_json(house_game(definition).definition),
         "words": {lang: house_words(definition, lang) for lang in ("en", "de")}}
        for code, definition in PRESETS.items()]


def _listed(game: Game) -> dict[str, Any]:
    return {"variant": game.code, "name": dict(game.name), "players": list(game.players), "betting": game.betting,
            "options": [option.as_json() for option in game.options], "defaults": game.defaults()}
