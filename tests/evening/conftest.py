"""The evening's commands, views and transfer against an in-memory SQLite database: no server,
no HTTP, no disk (the tests that are about serving are in ``tests/service/``)."""

from __future__ import annotations

import pytest

from web import commands, store, views


class Evening:
    """One evening in a fresh in-memory database, driven through `web.commands` as a request
    would drive it: each command in its own transaction."""

    def __init__(self, db, players=(("Anna", 50), ("Ben", 50), ("Carla", 50)), **extra):
        self.db = db
        body = {"name": "Test evening", "players": [{"name": n, "chips": c} for n, c in players],
                "game": {"variant": "FTQ", "ante": 1, "bet_limits": [1, 5]}, **extra}
        self.id = self.run(commands.create_evening, body)["id"]

    def run(self, command, *args, **kwargs):
        with store.transaction(self.db):
            return command(self.db, *args, **kwargs)

    def live(self, game: dict | None = None) -> dict:
        return self.run(commands.start_live, self.id, game)

    def act(self, hand_id: int, *actions: str) -> dict:
        state = {}
        for action in actions:
            state = self.run(commands.act, hand_id, action)
        return state

    def undo(self, hand_id: int, seq: int | None = None) -> dict:
        return self.run(commands.undo, hand_id, seq)

    def view(self) -> dict:
        return views.evening_view(self.db, self.id)

    def board(self) -> dict[str, dict]:
        return {p["name"]: p for p in views.leaderboard(self.db, self.id)}

    def rows(self, sql: str, params=()) -> list[tuple]:
        return [tuple(row.values()) for row in self.db.query(sql, params)]

    def counts(self) -> dict[str, int]:
        return {table: self.db[table].count for table in ("evenings", "players", "hands", "actions", "ledger")}


@pytest.fixture
def db():
    connection = store.connect(":memory:")
    store.init_db(connection)
    yield connection
    connection.close()


@pytest.fixture
def evening(db) -> Evening:
    return Evening(db)
