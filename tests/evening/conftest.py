"""The evening's commands, views and transfer against an in-memory SQLite database: no server,
no HTTP, no disk (the tests that are about serving are in ``tests/service/``)."""

from __future__ import annotations

import pytest
import sqlite_utils

from web import commands, loaded, store, views

#: the commands of a hand, which take the hand loaded (here, as in a request, from its id)
HAND_COMMANDS = (commands.act, commands.act_all, commands.act_each, commands.undo, commands.correct)
#: the commands of an evening, which return its id (here, as the API does, its view)
EVENING_COMMANDS = (commands.create_evening, commands.set_game, commands.join, commands.rebuy, commands.leave,
                    commands.end_evening, commands.reopen_evening, commands.change_evening)


def tables(db: store.Store) -> sqlite_utils.Database:
    """The database under `db` as sqlite-utils reads one (``tables(db)["hands"].count``), on the
    same connection (none of its pragmas or plugins set on it)."""
    return sqlite_utils.Database(db.conn, recursive_triggers=False, execute_plugins=False)


class Evening:
    """One evening in a fresh in-memory database, driven through `web.commands` as a request
    would drive it: each command in its own transaction."""

    def __init__(self, db, players=(("Anna", 50), ("Ben", 50), ("Carla", 50)), **extra):
        self.db = db
        body = {"name": "Test evening", "players": [{"name": n, "chips": c} for n, c in players],
                "game": {"variant": "FTQ", "ante": 1, "bet_limits": [1, 5]}, **extra}
        self.id = self.run(commands.create_evening, body)["id"]

    def run(self, command, *args, **kwargs):
        """Run a command in its own transaction, as a request would (a hand's commands on the
        hand loaded from its id), and answer what the API answers: the hand's or the evening's
        view, an upload ruled."""
        with store.transaction(self.db):
            if command in HAND_COMMANDS:
                args = (loaded.load(self.db, args[0]), *args[1:])
            answer = command(self.db, *args, **kwargs)
            if isinstance(answer, loaded.LoadedHand):
                return views.view_of(answer)
            if command is commands.upload:
                hand_id, duplicate = answer
                return {**views.ruled_hand(self.db, hand_id), "duplicate": duplicate}
            return views.evening_view(self.db, answer) if command in EVENING_COMMANDS else answer

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
        return {table: tables(self.db)[table].count for table in ("evenings", "players", "hands", "actions", "ledger")}


@pytest.fixture
def db():
    connection = store.connect(":memory:")
    store.init_db(connection)
    yield connection
    connection.close()


@pytest.fixture
def evening(db) -> Evening:
    return Evening(db)
