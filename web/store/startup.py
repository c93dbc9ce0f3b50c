"""A database file brought up at start: made (readable by this user only), its tables created,
an older file upgraded in place and its records migrated, and what keeps the service from
using it (`problem_at_start`); the ``init-db`` chore."""

from __future__ import annotations

import json
import pathlib
import re
import sqlite3

import click
from flask import current_app

from referee.games import GAMES, before_door_cards, legacy_options

from ..kept import kept_ruling, ruling_digest
from .db import Store, Unwritable, _unwritable, close_db, connect, create_private, transaction
from .evening_tables import add_missing_watch_tokens
from .marks import damaged_rows, mark_all
from .ownership import hold, not_ours
from .schema import (
    ACTION_COLUMNS,
    APPLICATION_ID,
    EVENING_COLUMNS,
    HAND_COLUMNS,
    INDEXES_AFTER,
    MARK_COLUMNS,
    PROTECTED_TABLES,
    SCHEMA,
    SCHEMA_EVENING_END,
    SCHEMA_PAYMENT_DETAILS,
    SCHEMA_SEAT_PHONES,
    VERSION,
)


def init_db(db: Store) -> None:
    """Create the tables (if missing), switch the file to WAL, and bring an older file up to
    date: its tables and columns (`upgrade`), then its records (`migrate`)."""
    db.execute("PRAGMA journal_mode = WAL")                         # kept in the file: a no-op once set
    db.executescript(SCHEMA)
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")        # the service's own file
    upgrade(db)
    migrate(db)


def migrate(db: Store) -> None:
    """Once per file: the games and hands stored before the rules were read to the letter keep
    the rules they were played by (`pin_rules`), and those stored before Black Mariah dealt the
    door cards after a Q♠ keep ending the deal at the Q♠ (`pin_door_cards`), so that a stored hand
    replays and rules as it did; the hands and evenings stored afterwards go by the new defaults.  The rows written
    before their checksums get them (`web.store.marks.mark_all`).

    >>> db = connect(":memory:"); db.executescript(SCHEMA); _ = upgrade(db)
    >>> _ = db.insert("evenings", {"name": "Old", "created_at": "", "dealer": "Ben", "game": '{"variant": "BM"}'})
    >>> migrate(db); json.loads(db.execute("SELECT game FROM evenings").fetchone()[0])["options"]["abort"]
    False
    >>> json.loads(db.execute("SELECT game FROM evenings").fetchone()[0])["options"]["deal_door_cards"]
    False
    >>> db.execute("PRAGMA user_version").fetchone()[0]
    4
    """
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version >= VERSION:
        return
    with transaction(db):
        for table, column in (("hands", "header"), ("evenings", "game")):
            for row in list(db.query(f"SELECT id, {column} FROM {table}")) if version < 3 else ():
                stored = json.loads(row[column])
                pinned = pin_door_cards(pin_rules(stored) if version < 1 else stored)
                if pinned != stored:
                    db.execute(f"UPDATE {table} SET {column} = ? WHERE id = ?", [json.dumps(pinned), row["id"]])
                    db.execute(f"UPDATE {table} SET mark = NULL WHERE id = ?", [row["id"]])   # marked again
        mark_all(db)
        db.execute(f"PRAGMA user_version = {VERSION}")


def pin_door_cards(game: dict) -> dict:
    """A game (or a hand's header) stored before Black Mariah dealt the door cards after a Q♠
    with the option that makes it rule as it did then: the deal ended at the Q♠
    (`referee.games.before_door_cards`).  Other games are left alone."""
    return _pinned(game, before_door_cards)


def pin_rules(game: dict) -> dict:
    """A game (or a hand's header) stored before the rules were read to the letter, with the
    options written out that make it rule as it did then (`referee.games.legacy_options`:
    Black Mariah without the forced bet and the abort, split by default; Seven-Card Stud
    uncapped heads-up on every street; ...).  A game the referee does not know is left alone."""
    return _pinned(game, legacy_options)


def _pinned(game: dict, pin) -> dict:
    """`game` with its options as `pin(variant, options)` writes them out (a game the referee does
    not know, or one the pin leaves as it is: the same dict)."""
    variant = game.get("variant")
    if variant not in GAMES:
        return game
    given = game.get("options") or {}
    options = pin(variant, given)
    return {**game, "options": options} if options != given else game


def upgrade(db: Store) -> list[str]:
    """Bring an older database up to date, in place: the tables of the end of the evening, the
    evenings' new columns (every evening stays open, chips only, in no season) and the actions'
    (a correction of an earlier entry), and the hands' digest and summary of their ruling,
    written for every booked hand.  ALTER TABLE ADD COLUMN changes no row, so the
    append-only triggers stay as they are; running it again changes nothing.  The columns added."""
    db.executescript(SCHEMA_EVENING_END)
    db.executescript(SCHEMA_SEAT_PHONES)
    db.executescript(SCHEMA_PAYMENT_DETAILS)
    added = []
    for table, columns in (("evenings", EVENING_COLUMNS), ("actions", ACTION_COLUMNS), ("hands", HAND_COLUMNS),
                           ("ledger", MARK_COLUMNS), ("evening_log", MARK_COLUMNS),
                           *((protected, MARK_COLUMNS) for protected in PROTECTED_TABLES)):
        have = {row[1] for row in db.execute(f"PRAGMA table_info({table})").fetchall()}
        missing = [(name, declaration) for name, declaration in columns if name not in have]
        with transaction(db):
            for name, declaration in missing:
                db.execute(f"ALTER TABLE {table} ADD COLUMN {name} {declaration}")
        added += [name for name, _ in missing]
    db.executescript(INDEXES_AFTER)
    summarize(db)
    return added


def summarize(db: Store) -> int:
    """Write the digest and the summary of every booked hand that has none (a file from before
    them); how many.  The hands' other columns stay as they are."""
    rows = db.execute("SELECT id, header, ruling FROM hands WHERE status = 'booked' AND ruling IS NOT NULL "
                      "AND (summary IS NULL OR ruling_digest IS NULL)").fetchall()
    with transaction(db):
        for hand_id, header, ruling in rows:
            _, digest, summary = kept_ruling(json.loads(header), json.loads(ruling))
            db.execute("UPDATE hands SET ruling_digest = ?, summary = ? WHERE id = ?", [digest, summary, hand_id])
    return len(rows)


def ensure_database(path: str | pathlib.Path) -> None:
    """Make the folder and the file (readable by this user only) and the schema on first
    start; give evenings made before links were made with the evening their players' link."""
    if str(path) != ":memory:":                  # SQLite's name for a database in memory, not a file
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
    what to do), kind being ``damaged``, ``foreign``, ``full``, ``read_only`` or ``unreachable``.
    Makes the file on first start; checks that an existing one is the service's own
    (`not_ours`) and whole (``PRAGMA quick_check`` first, then after the upgrade
    ``integrity_check`` and the checksums: `damage`); writes to it once (so that a read-only
    file or folder shows now, not at the first hand); and holds it (`hold`) while this process
    runs."""
    path = pathlib.Path(path)
    restore = RESTORE.format(path=path)
    if path.is_dir():
        return "unreachable", f"{path} is a folder: --db takes a file in it, like {path / 'referee.sqlite3'}"
    try:
        if path.exists():
            if path.stat().st_size == 0:
                return "damaged", (f"{path} is empty (0 bytes), not a database of evenings: restore the last backup "
                                   f"with `{restore}`, or start with another --db (a new file is made by the service)")
            db = connect(path)
            try:
                found = [row[0] for row in db.execute("PRAGMA quick_check(3)").fetchall()]
                foreign = not_ours(db) if found == ["ok"] else None
            finally:
                db.close()
            if found != ["ok"]:
                return "damaged", _damaged(path, " ".join(found))
            if foreign:
                return "foreign", f"{path} {foreign}: start with another --db (a new file is made by the service)"
        ensure_database(path)
        db = connect(path)
        try:
            damaged = damage(db)
            if damaged:
                return "damaged", _damaged(path, damaged)
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
    hold(path)
    return None


def _damaged(path: pathlib.Path, found: str) -> str:
    found = " ".join(found.replace("***", "").split())          # one line
    return (f"{path} is damaged ({found[:200]}): stop here and restore the last backup with "
            f"`{RESTORE.format(path=path)}` (the damaged file is kept beside it), or start with another --db")


def damage(db: Store) -> str | None:
    """What SQLite's ``integrity_check`` finds (each index against its table, which a changed
    value in an indexed column breaks), a value that cannot be read (text that is no longer
    UTF-8), and the rows that no longer match their checksums (the
    append-only rows' marks, the booked hands' rulings' digests), said for the evening it hits;
    None when all is well."""
    found = [row[0] for row in db.execute("PRAGMA integrity_check(3)").fetchall()]
    if found != ["ok"]:
        return _of_evening(db, _row_of(db, found[0])) + " ".join(found)
    for (table,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall():
        if table in PROTECTED_TABLES:            # read row by row at every read: a damaged one is refused then
            continue
        try:                                     # every value read as the service reads it (text as UTF-8)
            for _ in db.execute(f"SELECT * FROM [{table}]"):
                pass
        except sqlite3.OperationalError as err:
            return f"{table}: {err}"
    for evening_id, what in damaged_rows(db):
        return _of_evening(db, evening_id) + what
    for hand_id, evening_id, number, ruling, digest in db.execute(
            "SELECT id, evening_id, number, ruling, ruling_digest FROM hands WHERE ruling IS NOT NULL"):
        if not _ruling_matches(ruling, digest):
            return _of_evening(db, evening_id) + f"the ruling of hand {number} (id {hand_id}) does not match its digest"
    return None


def _ruling_matches(ruling: str, digest: str | None) -> bool:
    try:
        return ruling_digest(json.loads(ruling)) == digest
    except (ValueError, TypeError):
        return False


#: how a row of each table names its evening (``?``: the row's id)
_EVENING_OF_ROW = {"evenings": "SELECT id FROM evenings WHERE id = ?",
                   "actions": "SELECT h.evening_id FROM actions a JOIN hands h ON h.id = a.hand_id WHERE a.id = ?"}


def _row_of(db: Store, problem: str) -> int | None:
    """The evening of the row an ``integrity_check`` line names (``row 7 missing from index
    ledger_sums``), where it names one and the row can be read."""
    named = re.search(r"row (\d+) missing from index (\w+)", problem)
    if named is None:
        return None
    table = db.execute("SELECT tbl_name FROM sqlite_master WHERE name = ?", [named[2]]).fetchone()
    if not table:
        return None
    sql = _EVENING_OF_ROW.get(table[0], f"SELECT evening_id FROM {table[0]} WHERE rowid = ?")
    try:
        row = db.execute(sql, [int(named[1])]).fetchone()
    except sqlite3.DatabaseError:
        return None
    return row[0] if row else None


def _of_evening(db: Store, evening_id: int | None) -> str:
    """``evening 3 "Friday": `` (or nothing, when the evening cannot be told)."""
    if evening_id is None:
        return ""
    try:
        row = db.execute("SELECT name FROM evenings WHERE id = ?", [evening_id]).fetchone()
    except sqlite3.DatabaseError:
        row = None
    return f"evening {evening_id}{f' {json.dumps(row[0], ensure_ascii=False)}' if row else ''}: "


def _unwritable_problem(path: pathlib.Path, err: Unwritable) -> tuple[str, str]:
    if err.reason == "full":
        return "full", f"The disk of {path} is full: free some space, then start again (nothing was written)"
    if err.reason == "refused":
        return "read_only", (f"{path} cannot be written ({err}): the disk refused a write to it or to its -wal; "
                             f"check the disk and the files' attributes (lsattr), or copy the file elsewhere "
                             f"and start with --db")
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
