"""Evenings and their players, the players' link (watch tokens), the host's settings and logins,
the end of the evening (its columns and its append-only log) and seasons."""

from __future__ import annotations

import json
import secrets
from typing import Any

from .db import SQLITE_MAX_INT, Store, _json, _one, _touch, now
from .marks import MARKED, intact, mark_rows, read, row_mark, served, update_marked
from .schema import EVENING_COLUMNS

# --- evenings and players ----------------------------------------------------------------------

def add_evening(db: Store, name: str, dealer: str, game: dict, created_at: str | None = None) -> int:
    """A new evening, with the token of its players' link (made here, so that showing the link
    never writes)."""
    evening_id = db.insert("evenings", {"name": name, "created_at": created_at or now(), "dealer": dealer,
                                        "game": json.dumps(game)})
    mark_rows(db, "evenings", "id = ?", [evening_id])
    _touch(db, evening_id)
    add_watch_token(db, evening_id)
    return evening_id


def evening(db: Store, evening_id: int) -> dict | None:
    """The evening (None: no such evening; `Damaged`: it no longer matches its checksum)."""
    if not 0 < evening_id <= SQLITE_MAX_INT:
        return None
    return next((_evening_json(row) for row in intact(read(db, "evenings", "id = ?", [evening_id]))), None)


def evenings(db: Store) -> list[dict]:
    """Every evening but the damaged ones (refused when asked for: `evening`)."""
    return [_evening_json(row) for row in served(read(db, "evenings", order="id"))]


def _evening_json(row: dict) -> dict:
    return _json(row, "game", "chip_value", "settle")


def evening_seq(db: Store, evening_id: int) -> int | None:
    """How many committed changes the evening has seen (None: no such evening)."""
    row = _one(db, "SELECT seq FROM evenings WHERE id = ?", [evening_id]) if 0 < evening_id <= SQLITE_MAX_INT \
        else None
    return row["seq"] if row else None


def hand_counts(db: Store) -> dict[int, int]:
    """Hands dealt so far in each evening."""
    return {row["evening_id"]: row["hands"]
            for row in db.query("SELECT evening_id, COUNT(*) AS hands FROM hands GROUP BY evening_id")}


def set_game(db: Store, evening_id: int, game: dict) -> None:
    update_marked(db, "evenings", "id = ?", [evening_id], "game = ?", [json.dumps(game)])
    _touch(db, evening_id)


def add_player(db: Store, evening_id: int, name: str, seat: int, joined_at: str | None = None,
               left_at: str | None = None) -> None:
    rowid = db.insert("players", {"evening_id": evening_id, "name": name, "seat": seat, "left_at": left_at,
                                  "joined_at": joined_at or now()})
    mark_rows(db, "players", "rowid = ?", [rowid])
    _touch(db, evening_id)


def players(db: Store, evening_id: int) -> list[dict]:
    """The evening's players in seating order (clockwise), those who left too (`Damaged`: a
    seat no longer matches its checksum)."""
    return [{k: row[k] for k in ("name", "seat", "left_at", "joined_at")}
            for row in intact(read(db, "players", "evening_id = ?", [evening_id], "seat"))]


def reseat(db: Store, evening_id: int, order: list[str]) -> None:
    """Number the seats 0, 1, ... in this (clockwise) order."""
    for seat, name in enumerate(order):
        update_marked(db, "players", "evening_id = ? AND name = ?", [evening_id, name], "seat = ?", [seat])
    _touch(db, evening_id)


def set_left(db: Store, evening_id: int, name: str, left_at: str | None) -> None:
    update_marked(db, "players", "evening_id = ? AND name = ?", [evening_id, name], "left_at = ?", [left_at])
    _touch(db, evening_id)


def watch_token(db: Store, evening_id: int) -> str | None:
    """The token of the evening's read-only link, if it has one."""
    row = _one(db, "SELECT token FROM watch_links WHERE evening_id = ?", [evening_id])
    return row["token"] if row else None


def add_watch_token(db: Store, evening_id: int) -> None:
    db.execute("INSERT OR IGNORE INTO watch_links (evening_id, token, created_at) VALUES (?, ?, ?)",
               [evening_id, secrets.token_urlsafe(18), now()])


def add_missing_watch_tokens(db: Store) -> int:
    """Give every evening without a players' link one (evenings made before links were made
    with the evening); how many got one."""
    missing = [row["id"] for row in db.query(
        "SELECT id FROM evenings WHERE id NOT IN (SELECT evening_id FROM watch_links)")]
    for evening_id in missing:
        add_watch_token(db, evening_id)
    return len(missing)


def odds_view(db: Store, evening_id: int) -> bool:
    """Whether the host switched the odds view on for the evening."""
    rows = intact(read(db, "evening_settings", "evening_id = ?", [evening_id]))
    return bool(rows and rows[0]["odds_view"])


def set_odds_view(db: Store, evening_id: int, shown: bool) -> None:
    intact(read(db, "evening_settings", "evening_id = ?", [evening_id]))
    db.execute("INSERT INTO evening_settings (evening_id, odds_view) VALUES (?, ?) "
               "ON CONFLICT (evening_id) DO UPDATE SET odds_view = excluded.odds_view", [evening_id, int(shown)])
    mark_rows(db, "evening_settings", "evening_id = ?", [evening_id])


# --- the host's logins ------------------------------------------------------------------------------

def add_login(db: Store, key: str, pin_mark: str) -> None:
    db.execute("INSERT INTO logins (key, pin_mark, created_at) VALUES (?, ?, ?)", [key, pin_mark, now()])


def login(db: Store, key: str) -> dict | None:
    return _one(db, "SELECT key, pin_mark, created_at, ended_at FROM logins WHERE key = ?", [key])


def end_login(db: Store, key: str) -> None:
    db.execute("UPDATE logins SET ended_at = ? WHERE key = ? AND ended_at IS NULL", [now(), key])


def end_logins_marked(db: Store, pin_mark: str) -> None:
    """End every login kept with `pin_mark` (the host's devices: forget them all)."""
    db.execute("UPDATE logins SET ended_at = ? WHERE pin_mark = ? AND ended_at IS NULL", [now(), pin_mark])


def evening_by_watch_token(db: Store, token: str) -> int | None:
    row = _one(db, "SELECT evening_id FROM watch_links WHERE token = ?", [token])
    return row["evening_id"] if row else None


# --- the end of the evening, seasons ----------------------------------------------------------------

def set_evening(db: Store, evening_id: int, **columns: Any) -> None:
    """Set columns of the end of the evening (`EVENING_COLUMNS`: chip_value, closed_at, season_id,
    settle, phone_odds); dicts are kept as JSON."""
    allowed = {name for name, _ in EVENING_COLUMNS} - {"seq"}
    if not columns or set(columns) - allowed:
        raise ValueError(f"not columns of the end of the evening: {sorted(set(columns) - allowed)}")
    values = [json.dumps(v) if isinstance(v, dict) else v for v in columns.values()]
    update_marked(db, "evenings", "id = ?", [evening_id], ", ".join(f"{name} = ?" for name in columns), values)
    _touch(db, evening_id)


def add_log(db: Store, evening_id: int, kind: str, detail: dict | None = None, created_at: str | None = None) -> None:
    """One line of the evening's log (end, reopen, a setting changed): append-only."""
    values = (evening_id, kind, json.dumps(detail or {}), created_at or now())
    db.insert("evening_log", {**dict(zip(MARKED["evening_log"], values)), "mark": row_mark(values)})
    _touch(db, evening_id)


def evening_log(db: Store, evening_id: int) -> list[dict]:
    return [_json(row, "detail") for row in db.query(
        "SELECT kind, detail, created_at FROM evening_log WHERE evening_id = ? ORDER BY id", [evening_id])]


def season_by_key(db: Store, name_key: str) -> dict | None:
    return next(iter(intact(read(db, "seasons", "name_key = ?", [name_key]))), None)


def add_season(db: Store, name: str, name_key: str) -> int:
    season_id = db.insert("seasons", {"name": name, "name_key": name_key, "created_at": now()})
    mark_rows(db, "seasons", "id = ?", [season_id])
    return season_id


def season(db: Store, season_id: int) -> dict | None:
    if not 0 < season_id <= SQLITE_MAX_INT:
        return None
    return next(iter(intact(read(db, "seasons", "id = ?", [season_id]))), None)


def seasons(db: Store) -> list[dict]:
    """Every season (but the damaged ones) with how many evenings it holds and how many of them
    are closed."""
    counts = {row["season_id"]: row for row in db.query(
        "SELECT season_id, COUNT(*) AS evenings, COUNT(closed_at) AS closed FROM evenings "
        "WHERE season_id IS NOT NULL GROUP BY season_id")}
    return [{"id": s["id"], "name": s["name"], "created_at": s["created_at"],
             "evenings": counts[s["id"]]["evenings"] if s["id"] in counts else 0,
             "closed": counts[s["id"]]["closed"] if s["id"] in counts else 0}
            for s in served(read(db, "seasons", order="id"))]


def season_evenings(db: Store, season_id: int) -> list[dict]:
    """The season's evenings (`Damaged`: one of them no longer matches its checksum: the
    season's standings are not worked out without it)."""
    return [_evening_json(row) for row in intact(read(db, "evenings", "season_id = ?", [season_id],
                                                      "created_at, id"))]
