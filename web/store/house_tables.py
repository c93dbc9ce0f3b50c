"""The host's house games, kept for a season: a name (one per season, compared as names are)
and the definition in full (`referee.games.house.check_definition`).  A game saved again under
its name is changed for the hands to come, a game deleted is no longer offered; a hand played
before carries its own definition."""

from __future__ import annotations

import json

from .db import SQLITE_MAX_INT, Store, _json, _one, now
from .marks import intact, mark_rows, read, served, update_marked


def house_games(db: Store, season_id: int) -> list[dict]:
    """The season's house games by name (but the damaged ones: refused when asked for)."""
    return [_json(row, "definition") for row in served(read(db, "house_games", "season_id = ?", [season_id],
                                                            "name_key, id"))]


def house_game(db: Store, house_game_id: int) -> dict | None:
    if not 0 < house_game_id <= SQLITE_MAX_INT:
        return None
    return next((_json(row, "definition") for row in intact(read(db, "house_games", "id = ?", [house_game_id]))),
                None)


def save_house_game(db: Store, season_id: int, name_key: str, definition: dict) -> int:
    """Keep a definition for the season under its name: a new game, or the game of that name changed."""
    found = _one(db, "SELECT id FROM house_games WHERE season_id = ? AND name_key = ?", [season_id, name_key])
    text = json.dumps(definition, ensure_ascii=False, sort_keys=True)
    if found is not None:
        update_marked(db, "house_games", "id = ?", [found["id"]], "name = ?, definition = ?, changed_at = ?",
                      [definition["name"], text, now()])
        return found["id"]
    game_id = db.insert("house_games", {"season_id": season_id, "name": definition["name"], "name_key": name_key,
                                        "definition": text, "created_at": now(), "changed_at": now()})
    mark_rows(db, "house_games", "id = ?", [game_id])
    return game_id


def house_game_named(db: Store, season_id: int, name_key: str) -> dict | None:
    return next((_json(row, "definition") for row in intact(read(
        db, "house_games", "season_id = ? AND name_key = ?", [season_id, name_key]))), None)


def delete_house_game(db: Store, house_game_id: int) -> None:
    db.execute("DELETE FROM house_games WHERE id = ?", [house_game_id])
