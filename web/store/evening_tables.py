"""Evenings and their players, the players' link (watch tokens), the host's settings and logins,
the end of the evening (its columns and its append-only log) and seasons."""

from __future__ import annotations

import json
import secrets
from typing import Any

from .db import SQLITE_MAX_INT, _json, _one, _touch, now
from .marks import MARKED, row_mark
from .schema import EVENING_COLUMNS

# --- evenings and players ----------------------------------------------------------------------

def add_evening(db, name: str, dealer: str, game: dict, created_at: str | None = None) -> int:
    """A new evening, with the token of its players' link (made here, so that showing the link
    never writes)."""
    table = db["evenings"]
    table.insert({"name": name, "created_at": created_at or now(), "dealer": dealer, "game": json.dumps(game)})
    _touch(db, table.last_pk)
    add_watch_token(db, table.last_pk)
    return table.last_pk


def evening(db, evening_id: int) -> dict | None:
    if not 0 < evening_id <= SQLITE_MAX_INT:
        return None
    return _json(_one(db, "SELECT * FROM evenings WHERE id = ?", [evening_id]), "game", "chip_value", "settle")


def evenings(db) -> list[dict]:
    return [_json(row, "game", "chip_value", "settle") for row in db.query("SELECT * FROM evenings ORDER BY id")]


def evening_seq(db, evening_id: int) -> int | None:
    """How many committed changes the evening has seen (None: no such evening)."""
    row = _one(db, "SELECT seq FROM evenings WHERE id = ?", [evening_id]) if 0 < evening_id <= SQLITE_MAX_INT \
        else None
    return row["seq"] if row else None


def hand_counts(db) -> dict[int, int]:
    """Hands dealt so far in each evening."""
    return {row["evening_id"]: row["hands"]
            for row in db.query("SELECT evening_id, COUNT(*) AS hands FROM hands GROUP BY evening_id")}


def set_game(db, evening_id: int, game: dict) -> None:
    db.execute("UPDATE evenings SET game = ? WHERE id = ?", [json.dumps(game), evening_id])
    _touch(db, evening_id)


def add_player(db, evening_id: int, name: str, seat: int, joined_at: str | None = None,
               left_at: str | None = None) -> None:
    db["players"].insert({"evening_id": evening_id, "name": name, "seat": seat, "left_at": left_at,
                          "joined_at": joined_at or now()})
    _touch(db, evening_id)


def players(db, evening_id: int) -> list[dict]:
    """The evening's players in seating order (clockwise), those who left too."""
    return list(db.query("SELECT name, seat, left_at, joined_at FROM players WHERE evening_id = ? ORDER BY seat",
                         [evening_id]))


def reseat(db, evening_id: int, order: list[str]) -> None:
    """Number the seats 0, 1, ... in this (clockwise) order."""
    for seat, name in enumerate(order):
        db.execute("UPDATE players SET seat = ? WHERE evening_id = ? AND name = ?", [seat, evening_id, name])
    _touch(db, evening_id)


def set_left(db, evening_id: int, name: str, left_at: str | None) -> None:
    db.execute("UPDATE players SET left_at = ? WHERE evening_id = ? AND name = ?", [left_at, evening_id, name])
    _touch(db, evening_id)


def watch_token(db, evening_id: int) -> str | None:
    """The token of the evening's read-only link, if it has one."""
    row = _one(db, "SELECT token FROM watch_links WHERE evening_id = ?", [evening_id])
    return row["token"] if row else None


def add_watch_token(db, evening_id: int) -> None:
    db.execute("INSERT OR IGNORE INTO watch_links (evening_id, token, created_at) VALUES (?, ?, ?)",
               [evening_id, secrets.token_urlsafe(18), now()])


def add_missing_watch_tokens(db) -> int:
    """Give every evening without a players' link one (evenings made before links were made
    with the evening); how many got one."""
    missing = [row["id"] for row in db.query(
        "SELECT id FROM evenings WHERE id NOT IN (SELECT evening_id FROM watch_links)")]
    for evening_id in missing:
        add_watch_token(db, evening_id)
    return len(missing)


def odds_view(db, evening_id: int) -> bool:
    """Whether the host switched the odds view on for the evening."""
    row = _one(db, "SELECT odds_view FROM evening_settings WHERE evening_id = ?", [evening_id])
    return bool(row and row["odds_view"])


def set_odds_view(db, evening_id: int, shown: bool) -> None:
    db.execute("INSERT INTO evening_settings (evening_id, odds_view) VALUES (?, ?) "
               "ON CONFLICT (evening_id) DO UPDATE SET odds_view = excluded.odds_view", [evening_id, int(shown)])


# --- the host's logins ------------------------------------------------------------------------------

def add_login(db, key: str, pin_mark: str) -> None:
    db.execute("INSERT INTO logins (key, pin_mark, created_at) VALUES (?, ?, ?)", [key, pin_mark, now()])


def login(db, key: str) -> dict | None:
    return _one(db, "SELECT key, pin_mark, created_at, ended_at FROM logins WHERE key = ?", [key])


def end_login(db, key: str) -> None:
    db.execute("UPDATE logins SET ended_at = ? WHERE key = ? AND ended_at IS NULL", [now(), key])


def end_logins_marked(db, pin_mark: str) -> None:
    """End every login kept with `pin_mark` (the host's devices: forget them all)."""
    db.execute("UPDATE logins SET ended_at = ? WHERE pin_mark = ? AND ended_at IS NULL", [now(), pin_mark])


def evening_by_watch_token(db, token: str) -> int | None:
    row = _one(db, "SELECT evening_id FROM watch_links WHERE token = ?", [token])
    return row["evening_id"] if row else None


# --- the end of the evening, seasons ----------------------------------------------------------------

def set_evening(db, evening_id: int, **columns: Any) -> None:
    """Set columns of the end of the evening (`EVENING_COLUMNS`: chip_value, closed_at, season_id,
    settle, phone_odds); dicts are kept as JSON."""
    allowed = {name for name, _ in EVENING_COLUMNS} - {"seq"}
    if not columns or set(columns) - allowed:
        raise ValueError(f"not columns of the end of the evening: {sorted(set(columns) - allowed)}")
    values = [json.dumps(v) if isinstance(v, dict) else v for v in columns.values()]
    db.execute(f"UPDATE evenings SET {', '.join(f'{name} = ?' for name in columns)} WHERE id = ?",
               [*values, evening_id])
    _touch(db, evening_id)


def add_log(db, evening_id: int, kind: str, detail: dict | None = None, created_at: str | None = None) -> None:
    """One line of the evening's log (end, reopen, a setting changed): append-only."""
    values = (evening_id, kind, json.dumps(detail or {}), created_at or now())
    db["evening_log"].insert({**dict(zip(MARKED["evening_log"], values)), "mark": row_mark(values)})
    _touch(db, evening_id)


def evening_log(db, evening_id: int) -> list[dict]:
    return [_json(row, "detail") for row in db.query(
        "SELECT kind, detail, created_at FROM evening_log WHERE evening_id = ? ORDER BY id", [evening_id])]


def season_by_key(db, name_key: str) -> dict | None:
    return _one(db, "SELECT * FROM seasons WHERE name_key = ?", [name_key])


def add_season(db, name: str, name_key: str) -> int:
    table = db["seasons"]
    table.insert({"name": name, "name_key": name_key, "created_at": now()})
    return table.last_pk


def season(db, season_id: int) -> dict | None:
    if not 0 < season_id <= SQLITE_MAX_INT:
        return None
    return _one(db, "SELECT * FROM seasons WHERE id = ?", [season_id])


def seasons(db) -> list[dict]:
    """Every season with how many evenings it holds and how many of them are closed."""
    return list(db.query(
        "SELECT s.id, s.name, s.created_at, COUNT(e.id) AS evenings, COUNT(e.closed_at) AS closed "
        "FROM seasons s LEFT JOIN evenings e ON e.season_id = s.id GROUP BY s.id ORDER BY s.id"))


def season_evenings(db, season_id: int) -> list[dict]:
    return [_json(row, "game", "chip_value", "settle") for row in db.query(
        "SELECT * FROM evenings WHERE season_id = ? ORDER BY created_at, id", [season_id])]
