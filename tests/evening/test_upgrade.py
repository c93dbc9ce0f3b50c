"""A database made before the end of the evening (tables of `web.store.SCHEMA` only) is brought
up to date in place when the service starts: new tables and columns, nothing rewritten."""

from __future__ import annotations

import sqlite3

from web import commands, settle, store
from web.views import evening_view


def old_database(path) -> None:
    """The file as the service left it before: its evenings table without the new columns."""
    conn = sqlite3.connect(path)
    conn.executescript(store.SCHEMA)
    conn.execute("INSERT INTO evenings (name, created_at, dealer, game) VALUES ('Old Friday', '2025-01-03', 'Ben', "
                 "'{\"variant\": \"FTQ\", \"ante\": 1, \"bet_limits\": [1, 5]}')")
    for seat, name in enumerate(["Anna", "Ben", "Carla"]):
        conn.execute("INSERT INTO players (evening_id, name, seat, joined_at) VALUES (1, ?, ?, '2025-01-03')",
                     [name, seat])
        conn.execute("INSERT INTO ledger (evening_id, player, amount, kind, created_at) VALUES (1, ?, 40, 'buy_in', "
                     "'2025-01-03')", [name])
    conn.commit()
    conn.close()


def columns(path, table: str) -> set[str]:
    conn = sqlite3.connect(path)
    try:
        return {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
    finally:
        conn.close()


def test_an_old_database_is_upgraded_in_place(tmp_path):
    path = tmp_path / "old.sqlite3"
    old_database(path)
    assert "closed_at" not in columns(path, "evenings")
    store.ensure_database(path)                                  # what create_app does at start
    assert {name for name, _ in store.EVENING_COLUMNS} <= columns(path, "evenings")
    assert {"hand_id", "ruling_digest", "stats"} == columns(path, "hand_stats")
    db = store.connect(path)
    try:
        assert store.upgrade(db) == []                           # again: nothing to do
        view = evening_view(db, 1)
        assert (view["name"], view["closed_at"], view["chip_value"], view["season"], view["seq"]) == (
            "Old Friday", None, None, None, 0)
        assert view["settle"] == {"mode": "direct", "bank": None} and view["chips"]["bought"] == 120
        with store.transaction(db):
            commands.change_evening(db, 1, {"chip_value": {"amount": "0.50", "currency": "€"}, "season": "2025"})
        with store.transaction(db):
            commands.end_evening(db, 1)
        assert settle.settlement(db, 1)["players"][0]["net_money"] == "0.00"
        assert evening_view(db, 1)["seq"] == 2                   # two transactions changed it
    finally:
        db.close()
