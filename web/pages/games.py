"""The games in words for the pages: a game (the evening's, or a hand's header) in one line, its
options' names and choices, and every game with its options for the game form.  Pure functions:
no Flask, no database."""

from __future__ import annotations

import contextlib
from typing import Any

from referee.games import GAMES, HOUSE, GameError, Rules
from referee.games import game_type as game_of
from referee.games.declare import read_old_names
from referee.games.house import house_words

from ..house_games import as_game
from ..words import say

# --- the game in words ---------------------------------------------------------------------------

def option_words(option, value, lang: str) -> str:
    """An option set away from its default, in words: "Queens not wild", "odd chip: highest card
    by suit", "Blaze"."""
    if isinstance(option.default, bool):
        return (option.title if value else option.off)[lang]
    return say("option_choice", lang, option=option.title[lang], choice=option.value_words(value, lang))


def game_words(game: dict, lang: str, whole: bool = True) -> str:
    """A game (the evening's, or a hand's header) in words: its name, each option that is not
    the default, the stakes: "Follow the Queen · Queens not wild · ante 1 · bets 1–5".  A house
    game by its whole definition ("Threes: seven cards, ...; threes and nines wild · ante 1"), or
    not `whole`, by its name ("Threes · ante 1": the next deal's line, the definition said once
    beside it, `house_definition`)."""
    game_type = game_of(game)
    settled = settled_options(game_type, game.get("options") or {})
    if game["variant"] == HOUSE:
        parts = [house_words(game["house_game"], lang) if whole else game["house_game"]["name"]]
    else:
        parts = [game_type.name[lang]]
    for option in game_type.options:
        value = settled.get(option.name, option.default)
        if value != option.default:
            parts.append(option_words(option, value, lang))
    ante = game["antes"][0] if game.get("antes") else game.get("ante")
    if ante:
        parts.append(say("game_ante", lang, n=ante))
    blinds = game.get("blinds_or_straddles") or [game.get("small_blind", 0), game.get("big_blind", 0)]
    if any(blinds):
        parts.append(say("game_blinds", lang, small=blinds[0], big=blinds[1]))
    if game_type.betting == "fixed" and game.get("small_bet"):
        big = game.get("big_bet", game["small_bet"])
        parts.append(say("game_fixed", lang, bring_in=game.get("bring_in", 0), small=game["small_bet"], big=big)
                     if game_type.forced_bet(Rules(game_type, settled))
                     else say("game_fixed_no_bring_in", lang, small=game["small_bet"], big=big))
    elif game.get("bet_limits"):
        low, high = game["bet_limits"]
        parts.append(say("game_spread", lang, low=low, high=high))
    return " · ".join(parts)


def settled_options(game_type, given: dict[str, Any]) -> dict[str, Any]:
    """A game's options as they rule: the old names read (`referee.games.declare.read_old_names`),
    the defaults filled in, a default another option changes (no qualifier when declaring); a
    combination the referee refuses, as given over the defaults."""
    given = read_old_names(game_type, given)
    settled = {**game_type.defaults(), **given}
    with contextlib.suppress(GameError):
        game_type.settle(given, settled)
    return settled


def house_definition(game: dict, lang: str) -> str | None:
    """A house game's definition in words ("Threes: seven cards, two down, four up, one down;
    threes and nines wild; ..."); None for any other game."""
    return house_words(game["house_game"], lang) if game["variant"] == HOUSE else None


# --- the game form ----------------------------------------------------------------------------------

#: an option that only applies with another one set so (`referee.games` refuses it otherwise): the
#: form offers it only then
NEEDS = {"hole_queens_wild": ("queens_wild", False), "repeat_extra_card": ("extra_card", True)}


def games_for_form(lang: str, house: tuple[dict, ...] | list[dict] = ()) -> list[dict]:
    """Every game with its options, their names, help and defaults in words, for the game form
    (an option's identifier is only the form field's name; `NEEDS`: what an option needs); then
    the season's `house` games (`web.house_games`), each its definition in words, as ``HOUSE-id``
    (with ``season_key``: offered only while the form names that season, the script decides)."""
    out: list[dict[str, Any]] = []
    for game in GAMES.values():
        options = []
        for option in game.options:
            if isinstance(option.default, bool):
                default = say("default_on" if option.default else "default_off", lang)
            else:
                default = say("default_is", lang, value=option.value_words(option.default, lang))
            options.append({"name": option.name, "title": option.title[lang],
                            "default": option.default, "help": option.help[lang], "default_text": default,
                            "choices": [(c, option.value_words(c, lang)) for c in option.choices],
                            "boolean": isinstance(option.default, bool), "needs": NEEDS.get(option.name),
                            "chips": not isinstance(option.default, bool) and not option.choices})
        out.append({"variant": game.code, "name": game.name[lang], "players": game.players,
                    "betting": "blinds" if game.has_blinds else game.betting, "options": options})
    for kept in house:
        game = game_of(as_game(kept))
        out.append({"variant": house_choice(kept), "name": kept["name"], "players": game.players,
                    "betting": game.betting, "options": [], "words": kept["words"][lang],
                    "season": kept.get("season_key")})
    return out


def house_choice(kept: dict) -> str:
    """A kept house game's value in the game form."""
    return f"HOUSE-{kept['id']}"
