"""The host's house games, kept for a season (`referee.games.house`): saved after the referee
has checked the definition (a refusal names the field of the definition), listed with the
definition in words, deleted (no longer offered: a hand played carries its definition).  No
Flask here: each function takes the database (`web.store`)."""

from __future__ import annotations

from typing import Any

from referee.games import HOUSE, HouseError
from referee.games.house import check_definition, house_words
from referee.names import player_key
from referee.words import LANGUAGES, say

from . import store
from .refusals import Refusal, not_found
from .seasons import get_season
from .store import Store


def checked(definition: Any) -> dict:
    """The definition in full, or a 422 naming its field (``definition.wild.ranks``) and why."""
    try:
        return check_definition(definition)
    except HouseError as err:
        raise Refusal(422, "house_refused", f"definition.{err.field}",
                      problem={lang: say(err.phrase, lang) for lang in LANGUAGES}) from None


def house_game_view(row: dict) -> dict:
    """A kept house game as the API and the pages show it: its definition and in words."""
    definition = row["definition"]
    return {"id": row["id"], "season_id": row["season_id"], "name": row["name"], "definition": definition,
            "words": {lang: house_words(definition, lang) for lang in LANGUAGES}, "changed_at": row["changed_at"]}


def house_games(db: Store, season_id: int) -> list[dict]:
    get_season(db, season_id)
    return [house_game_view(row) for row in store.house_games(db, season_id)]


def save(db: Store, season_id: int, definition: Any) -> dict:
    """Keep a definition for the season (under its name: one of that name is changed)."""
    get_season(db, season_id)
    full = checked(definition)
    house_game_id = store.save_house_game(db, season_id, player_key(full["name"]), full)
    return get_house_game(db, house_game_id)


def get_house_game(db: Store, house_game_id: int) -> dict:
    row = store.house_game(db, house_game_id)
    if row is None:
        raise not_found("no_house_game", "house_game_id", house_game_id=house_game_id)
    return house_game_view(row)


def named(db: Store, season_id: int, which: str) -> dict:
    """The season's house game `which`: its id, or else its name (compared as names are); 404 if
    the season keeps none such."""
    get_season(db, season_id)
    row = store.house_game(db, int(which)) if which.isascii() and which.isdigit() and len(which) < 19 else None
    if row is None or row["season_id"] != season_id:
        row = store.house_game_named(db, season_id, player_key(which))
    if row is None:
        raise not_found("no_house_game", "house_game", house_game_id=which[:60])
    return house_game_view(row)


def delete(db: Store, season_id: int, which: str) -> dict:
    """No longer offer the season's house game `which` (id or name) for new hands; the hands
    played under it keep the definition they carry.  The game deleted."""
    gone = named(db, season_id, which)
    store.delete_house_game(db, gone["id"])
    return gone


def as_game(view: dict) -> dict:
    """The game of a kept house game, as an evening's game names it (ante and limits aside)."""
    return {"variant": HOUSE, "house_game": view["definition"]}
