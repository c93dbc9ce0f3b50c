"""A database file brought up at start: made (readable by this user only), its tables created,
an older file upgraded in place and its records migrated, and what keeps the service from
using it (`problem_at_start`); the ``init-db`` chore."""

from __future__ import annotations

import json
import pathlib
import sqlite3

import click
import sqlite_utils
from flask import current_app

from referee.games import GAMES, legacy_options

from .db import Unwritable, _unwritable, close_db, connect, create_private, transaction
from .evening_tables import add_missing_watch_tokens
from .hand_tables import kept_ruling
from .schema import ACTION_COLUMNS, EVENING_COLUMNS, HAND_COLUMNS, INDEXES_AFTER, SCHEMA, SCHEMA_EVENING_END, VERSION


def init_db(db: sqlite_utils.Database) -> None:
    """Create the tables (if missing), switch the file to WAL, and bring an older file up to
    date: its tables and columns (`upgrade`), then its records (`migrate`)."""
    if db.journal_mode != "wal":
        db.enable_wal()
    db.executescript(SCHEMA)
    upgrade(db)
    migrate(db)


def migrate(db: sqlite_utils.Database) -> None:
    """Once per file: the games and hands stored before the rules were read to the letter keep
    the rules they were played by (`pin_rules`), so that a stored hand replays and rules as it
    did; the hands and evenings stored afterwards go by the new defaults.

    >>> import threading
    >>> db = sqlite_utils.Database(sqlite3.connect(":memory:")); db.executescript(SCHEMA)  # doctest: +ELLIPSIS
    <...>
    >>> db.write_lock = threading.Lock()
    >>> _ = db["evenings"].insert({"name": "Old", "created_at": "", "dealer": "Ben", "game": '{"variant": "BM"}'})
    >>> migrate(db); json.loads(db.execute("SELECT game FROM evenings").fetchone()[0])["options"]["abort"]
    False
    >>> db.execute("PRAGMA user_version").fetchone()[0]
    1
    """
    if db.execute("PRAGMA user_version").fetchone()[0] >= VERSION:
        return
    with transaction(db):
        for table, column in (("hands", "header"), ("evenings", "game")):
            for row in list(db.query(f"SELECT id, {column} FROM {table}")):
                stored = json.loads(row[column])
                pinned = pin_rules(stored)
                if pinned != stored:
                    db.execute(f"UPDATE {table} SET {column} = ? WHERE id = ?", [json.dumps(pinned), row["id"]])
        db.execute(f"PRAGMA user_version = {VERSION}")


def pin_rules(game: dict) -> dict:
    """A game (or a hand's header) stored before the rules were read to the letter, with the
    options written out that make it rule as it did then (`referee.games.legacy_options`:
    Black Mariah without the forced bet and the abort, split by default; Seven-Card Stud
    uncapped heads-up on every street; ...).  A game the referee does not know is left alone."""
    variant = game.get("variant")
    if variant not in GAMES:
        return game
    given = game.get("options") or {}
    options = legacy_options(variant, given)
    return {**game, "options": options} if options != given else game


def upgrade(db: sqlite_utils.Database) -> list[str]:
    """Bring an older database up to date, in place: the tables of the end of the evening, the
    evenings' new columns (every evening stays open, chips only, in no season) and the actions'
    (a correction of an earlier entry), and the hands' digest and summary of their ruling,
    written for every booked hand.  ALTER TABLE ADD COLUMN changes no row, so the
    append-only triggers stay as they are; running it again changes nothing.  The columns added."""
    db.executescript(SCHEMA_EVENING_END)
    added = []
    for table, columns in (("evenings", EVENING_COLUMNS), ("actions", ACTION_COLUMNS), ("hands", HAND_COLUMNS)):
        have = {row[1] for row in db.execute(f"PRAGMA table_info({table})").fetchall()}
        missing = [(name, declaration) for name, declaration in columns if name not in have]
        with db.conn:
            for name, declaration in missing:
                db.execute(f"ALTER TABLE {table} ADD COLUMN {name} {declaration}")
        added += [name for name, _ in missing]
    db.executescript(INDEXES_AFTER)
    summarize(db)
    return added


def summarize(db: sqlite_utils.Database) -> int:
    """Write the digest and the summary of every booked hand that has none (a file from before
    them); how many.  The hands' other columns stay as they are."""
    rows = db.execute("SELECT id, header, ruling FROM hands WHERE status = 'booked' AND ruling IS NOT NULL "
                      "AND (summary IS NULL OR ruling_digest IS NULL)").fetchall()
    with db.conn:
        for hand_id, header, ruling in rows:
            _, digest, summary = kept_ruling(json.loads(header), json.loads(ruling))
            db.execute("UPDATE hands SET ruling_digest = ?, summary = ? WHERE id = ?", [digest, summary, hand_id])
    return len(rows)


def ensure_database(path: str | pathlib.Path) -> None:
    """Make the folder and the file (readable by this user only) and the schema on first
    start; give evenings made before links were made with the evening their players' link."""
    pathlib.Path(path).parent.mkdir(parents=True, exist_ok=True)
    create_private(path)
    db = connect(path)
    try:
        init_db(db)
        if db.execute("SELECT 1 FROM evenings WHERE id NOT IN (SELECT evening_id FROM watch_links) "
                      "LIMIT 1").fetchone():
            with transaction(db):
                add_missing_watch_tokens(db)
    finally:
        db.close()


RESTORE = "FLASK_DATABASE={path} flask --app app restore BACKUP"


def problem_at_start(path: str | pathlib.Path) -> tuple[str, str] | None:
    """What keeps the service from using the database file: None, or (kind, one line saying
    what to do), kind being ``damaged``, ``full``, ``read_only`` or ``unreachable``.  Makes the
    file on first start, checks it (``PRAGMA quick_check``) and writes to it once (so that a
    read-only file or folder shows now, not at the first hand)."""
    path = pathlib.Path(path)
    restore = RESTORE.format(path=path)
    if path.is_dir():
        return "unreachable", f"{path} is a folder: --db takes a file in it, like {path / 'referee.sqlite3'}"
    try:
        if path.exists():
            db = connect(path)
            try:
                found = [row[0] for row in db.execute("PRAGMA quick_check(3)").fetchall()]
            finally:
                db.close()
            if found != ["ok"]:
                found = " ".join(" ".join(found).replace("***", "").split())          # one line
                return "damaged", (f"{path} is damaged ({found[:160]}): stop here and restore the last "
                                   f"backup with `{restore}` (the damaged file is kept beside it), or start "
                                   f"with another --db")
        ensure_database(path)
        db = connect(path)
        try:
            with transaction(db):
                version = db.execute("PRAGMA user_version").fetchone()[0]
                db.execute(f"PRAGMA user_version = {int(version)}")
        finally:
            db.close()
    except Unwritable as err:
        return _unwritable_problem(path, err)
    except sqlite3.DatabaseError as err:
        unwritable = _unwritable(err)
        if unwritable is not None:
            return _unwritable_problem(path, unwritable)
        return "damaged", (f"{path} is not a usable database ({err}): restore the last backup with `{restore}` "
                           f"(the damaged file is kept beside it), or start with another --db")
    except OSError as err:
        return "unreachable", f"{path} cannot be made: {err.strerror or err} ({err.filename or path})"
    return None


def _unwritable_problem(path: pathlib.Path, err: Unwritable) -> tuple[str, str]:
    if err.reason == "full":
        return "full", f"The disk of {path} is full: free some space, then start again (nothing was written)"
    return "read_only", (f"{path} cannot be written ({err}): the file or its folder {path.parent} is read-only; "
                         f"make both writable by this user, or copy the file elsewhere and start with --db")


@click.command("init-db")
def init_db_command() -> None:
    """Create the database file and its tables (nothing is lost if they exist)."""
    path = current_app.config["DATABASE"]
    ensure_database(path)
    click.echo(f"Initialized the database {path}")


def init_app(app) -> None:
    app.teardown_appcontext(close_db)
    app.cli.add_command(init_db_command)
