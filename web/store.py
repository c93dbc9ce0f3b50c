"""The one module that owns SQLite (through sqlite-utils): the connection of a request, the
schema, one transaction per write, and the queries the rest of the service asks.

Tables: ``evenings``, ``players`` (their seats), ``hands`` (each hand's header and, once
booked, its ruling), ``actions`` (every accepted action, every undo and every correction of an
earlier entry, in order) and ``ledger`` (every chip movement).  ``actions`` and ``ledger`` are
append-only: triggers refuse an UPDATE or DELETE, so an undo is a new row, a correction of
entry *n* is a row that names it (``kind`` replace, insert or delete, ``target`` n), and a corrected
booking is new ledger rows.  A database made before those two columns gets them in place
(`upgrade`); its rows read as before (an undo row is ``undo`` 1).

The end of an evening: ``seasons`` (evenings grouped by a name), ``evening_log`` (the host's
end, reopening and settings, append-only too) and the evening's own columns (`EVENING_COLUMNS`,
added to an older file by `upgrade`); ``hand_stats`` is a cache for the season's standings.

What the lists read of a booked hand is kept beside its ruling, set with it (`set_booked`):
its digest (``ruling_digest``, the key of the caches worked out from it) and a small summary
(``summary``, `hand_summary`: players, winnings, pots, wild ranks, the high hands shown), so
that a leaderboard, a story or a season's standings never parse every ruling of an evening.

Every transaction that changes an evening counts its ``seq`` up by one, and once it is
committed tells `on_commit`'s listeners (the live screens, `web.events`).

>>> db = connect(":memory:"); init_db(db)
>>> with transaction(db):
...     evening = add_evening(db, "Friday", "Ben", {"variant": "FTQ"})
...     entry = add_ledger(db, evening, None, "Ben", 50, "buy_in")
>>> chips(db, evening)
{'Ben': 50}
>>> db.execute("DELETE FROM ledger")
Traceback (most recent call last):
...
sqlite3.IntegrityError: ledger is append-only
"""

from __future__ import annotations

import contextlib
import datetime
import hashlib
import json
import os
import pathlib
import secrets
import sqlite3
import threading
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import click
import sqlite_utils
from flask import current_app, g

from referee.games import GAMES, legacy_options

SQLITE_MAX_INT = 2**63 - 1

SCHEMA = """
CREATE TABLE IF NOT EXISTS evenings (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    created_at TEXT NOT NULL,
    dealer TEXT NOT NULL,          -- who deals the first hand
    game TEXT NOT NULL             -- JSON: the game of the next hand (dealer's choice)
);
CREATE TABLE IF NOT EXISTS players (
    id INTEGER PRIMARY KEY,
    evening_id INTEGER NOT NULL REFERENCES evenings(id),
    name TEXT NOT NULL,
    seat INTEGER NOT NULL,         -- clockwise order around the table
    left_at TEXT,                  -- set when the player leaves (cleared when they come back)
    joined_at TEXT NOT NULL,
    UNIQUE (evening_id, name COLLATE NOCASE)
);
CREATE TABLE IF NOT EXISTS hands (
    id INTEGER PRIMARY KEY,
    evening_id INTEGER NOT NULL REFERENCES evenings(id),
    number INTEGER NOT NULL,       -- 1, 2, ... within the evening
    source TEXT NOT NULL,          -- live or upload
    dealer TEXT NOT NULL,
    header TEXT NOT NULL,          -- JSON: the hand history without its actions
    digest TEXT,                   -- uploads: hash of the uploaded hand, for idempotency
    status TEXT NOT NULL,          -- live or booked
    ruling TEXT,                   -- JSON: the ruled hand (finishing_stacks, winnings, ruling) once booked
    booked_through INTEGER,        -- the last ledger id of its booking (a reopening checks what came after)
    created_at TEXT NOT NULL,
    UNIQUE (evening_id, number),
    UNIQUE (evening_id, digest)
);
CREATE TABLE IF NOT EXISTS actions (
    id INTEGER PRIMARY KEY,
    hand_id INTEGER NOT NULL REFERENCES hands(id),
    seq INTEGER NOT NULL,          -- 0, 1, ... per hand: the position in the log
    text TEXT,                     -- the canonical PHH action; NULL for an undo and a delete
    undo INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    kind TEXT,                     -- act, undo, replace (entry `target` by `text`), insert (`text` before
                                   -- entry `target`), delete (entry `target`);
                                   -- NULL in rows written before corrections: act, or undo when undo is 1
    target INTEGER,                -- replace and delete: the entry, 0-based in the actions that stood then
    UNIQUE (hand_id, seq)
);
CREATE TABLE IF NOT EXISTS ledger (
    id INTEGER PRIMARY KEY,
    evening_id INTEGER NOT NULL REFERENCES evenings(id),
    hand_id INTEGER REFERENCES hands(id),
    player TEXT,                   -- NULL: the open pot in the middle (chips carried over)
    amount INTEGER NOT NULL,
    kind TEXT NOT NULL,            -- buy_in, rebuy, hand, carry, correction, leave, cash_out, reopen
    note TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS river_swings (   -- a cache for the story of the evening (derived, may be dropped)
    hand_id INTEGER NOT NULL REFERENCES hands(id),
    ruling_digest TEXT NOT NULL,   -- the ruling it was worked out from: a corrected hand is worked out again
    swings TEXT NOT NULL,          -- JSON: player -> how their share of the pot moved with the 7th-street cards
    PRIMARY KEY (hand_id, ruling_digest)
);
CREATE TABLE IF NOT EXISTS watch_links (     -- the read-only leaderboard link for the players' phones
    evening_id INTEGER PRIMARY KEY REFERENCES evenings(id),
    token TEXT NOT NULL UNIQUE,    -- unguessable (secrets.token_urlsafe)
    created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS logins (          -- the host's logins on the pages: a logout ends one
    key TEXT PRIMARY KEY,          -- sha256 of the random id the session cookie holds
    pin_mark TEXT NOT NULL,        -- HMAC of the PIN it was made with: a new PIN ends every login
    created_at TEXT NOT NULL,
    ended_at TEXT                  -- the logout
);
CREATE TABLE IF NOT EXISTS evening_settings (  -- what the host switched for an evening
    evening_id INTEGER PRIMARY KEY REFERENCES evenings(id),
    odds_view INTEGER NOT NULL DEFAULT 0   -- 1: the chances of the hand in play are shown and served
);
CREATE INDEX IF NOT EXISTS ledger_evening ON ledger (evening_id, player);
CREATE INDEX IF NOT EXISTS ledger_sums ON ledger (evening_id, player, kind, amount);   -- sums from the index alone
CREATE INDEX IF NOT EXISTS hands_evening ON hands (evening_id, number);
CREATE TRIGGER IF NOT EXISTS actions_no_update BEFORE UPDATE ON actions
    BEGIN SELECT RAISE(ABORT, 'actions are append-only'); END;
CREATE TRIGGER IF NOT EXISTS actions_no_delete BEFORE DELETE ON actions
    BEGIN SELECT RAISE(ABORT, 'actions are append-only'); END;
CREATE TRIGGER IF NOT EXISTS ledger_no_update BEFORE UPDATE ON ledger
    BEGIN SELECT RAISE(ABORT, 'ledger is append-only'); END;
CREATE TRIGGER IF NOT EXISTS ledger_no_delete BEFORE DELETE ON ledger
    BEGIN SELECT RAISE(ABORT, 'ledger is append-only'); END;
"""

#: the end of the evening and the season (kept apart from SCHEMA: `upgrade` adds them to an older file)
SCHEMA_EVENING_END = """
CREATE TABLE IF NOT EXISTS seasons (          -- evenings grouped by a name (a season, a group)
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,  -- the name as compared (schemas.names.player_key)
    created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS evening_log (      -- the host's end, reopening and settings of an evening
    id INTEGER PRIMARY KEY,
    evening_id INTEGER NOT NULL REFERENCES evenings(id),
    kind TEXT NOT NULL,            -- end, reopen, chip_value, season, settle, phone_odds
    detail TEXT NOT NULL DEFAULT '{}',   -- JSON: what was set
    created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS hand_stats (       -- a cache for the standings (derived, may be dropped)
    hand_id INTEGER NOT NULL REFERENCES hands(id),
    ruling_digest TEXT NOT NULL,   -- the ruling it was worked out from
    stats TEXT NOT NULL,           -- JSON: player -> what the standings count of this hand
    PRIMARY KEY (hand_id, ruling_digest)
);
CREATE INDEX IF NOT EXISTS evening_log_evening ON evening_log (evening_id, id);
CREATE TRIGGER IF NOT EXISTS evening_log_no_update BEFORE UPDATE ON evening_log
    BEGIN SELECT RAISE(ABORT, 'evening_log is append-only'); END;
CREATE TRIGGER IF NOT EXISTS evening_log_no_delete BEFORE DELETE ON evening_log
    BEGIN SELECT RAISE(ABORT, 'evening_log is append-only'); END;
"""

#: columns of ``evenings`` that came with the end of the evening: (name, declaration)
EVENING_COLUMNS = (
    ("seq", "INTEGER NOT NULL DEFAULT 0"),          # counts every committed change of the evening
    ("chip_value", "TEXT"),                         # JSON {"amount", "currency", "unit"}; NULL: chips only
    ("closed_at", "TEXT"),                          # set when the evening ends (reads only until reopened)
    ("season_id", "INTEGER REFERENCES seasons(id)"),
    ("settle", "TEXT"),                             # JSON {"mode": "direct"|"bank", "bank": name|null}
    ("phone_odds", "INTEGER NOT NULL DEFAULT 0"),   # the host lets the players' phones show the chances
)


# --- connections -------------------------------------------------------------------------------

_write_locks: dict[str, threading.Lock] = {}
_write_locks_lock = threading.Lock()


def connect(path: str | pathlib.Path) -> sqlite_utils.Database:
    """A connection in WAL mode; each commit is synced to disk before the request answers."""
    conn = sqlite3.connect(str(path), timeout=10, check_same_thread=False)
    db = sqlite_utils.Database(conn, execute_plugins=False, recursive_triggers=False)
    # which database this is, for what is kept in memory about it (a new in-memory one never
    # takes an old one's name, as id() could)
    db.path_key = str(pathlib.Path(path).resolve()) if str(path) != ":memory:" else f":memory:{uuid.uuid4()}"
    with _write_locks_lock:      # writers of this process queue here, not in SQLite's busy sleeps
        db.write_lock = _write_locks.setdefault(str(pathlib.Path(path).resolve()), threading.Lock())
    db.execute("PRAGMA foreign_keys = ON")
    db.execute("PRAGMA synchronous = FULL")
    db.execute("PRAGMA busy_timeout = 10000")
    return db


_threads = threading.local()


def get_db() -> sqlite_utils.Database:
    """The request's connection, kept on `g`.  Each server thread keeps its connection
    open between requests (opening one and closing the last one, which checkpoints the
    WAL, would cost more than most requests)."""
    if "db" not in g:
        path = current_app.config["DATABASE"]
        connections = _threads.__dict__.setdefault("connections", {})
        if path not in connections:
            connections[path] = connect(path)
        g.db = connections[path]
    return g.db


def close_db(exception: BaseException | None = None) -> None:
    """End of the request: nothing it left open survives (a transaction is rolled back)."""
    db = g.pop("db", None)
    if db is not None:
        db.rollback()


def init_db(db: sqlite_utils.Database) -> None:
    """Create the tables (if missing), switch the file to WAL, and bring an older file up to
    date: its tables and columns (`upgrade`), then its records (`migrate`)."""
    if db.journal_mode != "wal":
        db.enable_wal()
    db.executescript(SCHEMA)
    upgrade(db)
    migrate(db)


#: the version of the records (SQLite's ``user_version``): 1 since the rules were read to the
#: letter (issue 13); a file of version 0 holds games and hands stored before
VERSION = 1


def migrate(db: sqlite_utils.Database) -> None:
    """Once per file: the games and hands stored before the rules were read to the letter keep
    the rules they were played by (`pin_rules`), so that a stored hand replays and rules as it
    did; the hands and evenings stored afterwards go by the new defaults.

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


#: columns added to the actions since the first files were made: (column, type)
ACTION_COLUMNS = (("kind", "TEXT"), ("target", "INTEGER"))
#: columns added to the hands: set with the ruling (`set_booked`); NULL while a hand is live
HAND_COLUMNS = (("ruling_digest", "TEXT"), ("summary", "TEXT"))
#: indexes on those columns: the booked hands' summaries read from the index alone (a ruling is
#: a few kilobytes; scanning the rows to reach the summary at their end would read them all)
INDEXES_AFTER = """
CREATE INDEX IF NOT EXISTS hands_summary ON hands (evening_id, status, number, ruling_digest, summary);
"""


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
            ruled = json.loads(ruling)
            db.execute("UPDATE hands SET ruling_digest = ?, summary = ? WHERE id = ?",
                       [ruling_digest(ruled), json.dumps(hand_summary(json.loads(header), ruled)), hand_id])
    return len(rows)


def create_private(path: str | pathlib.Path) -> None:
    """Make an empty file readable and writable by this user only, unless it exists (SQLite
    then makes its -wal and -shm files with the same mode)."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except FileExistsError:
        pass


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


#: called after a commit that changed evenings, with the database's path and {evening id: new seq}
on_commit: list[Callable[[str, dict[int, int]], None]] = []


@contextlib.contextmanager
def transaction(db: sqlite_utils.Database) -> Iterator[sqlite_utils.Database]:
    """One write transaction: ``BEGIN IMMEDIATE`` takes the write lock first, so what a
    request reads before it writes cannot change under it (two tablets, one hand).  The
    server's own writers take turns on a lock first (SQLite would make them sleep and retry).
    Each evening it changed counts its ``seq`` up once, in the same transaction; after the
    commit `on_commit`'s listeners hear of it."""
    with db.write_lock:
        try:
            db.execute("BEGIN IMMEDIATE")
            db.touched = set()
            try:
                yield db
                changed = _count_up(db, db.touched)
            except BaseException:
                db.touched = None
                db.rollback()
                raise
            else:
                try:
                    db.commit()
                except BaseException:              # a COMMIT that fails (a full disk) leaves it open
                    db.rollback()
                    raise
            finally:
                db.touched = None
        except sqlite3.OperationalError as err:
            unwritable = _unwritable(err)
            if unwritable is None:
                raise
            raise unwritable from err
    if changed:
        for listener in on_commit:
            listener(getattr(db, "path_key", ""), changed)


def _touch(db, evening_id: int) -> None:
    """An evening changes in the transaction under way: its ``seq`` counts up (once)."""
    touched = getattr(db, "touched", None)
    if touched is not None and evening_id not in touched:
        touched.add(evening_id)
        db.execute("UPDATE evenings SET seq = seq + 1 WHERE id = ?", [evening_id])


def _count_up(db, evening_ids) -> dict[int, int]:
    """The new ``seq`` of each evening the transaction changed."""
    changed = {}
    for evening_id in sorted(evening_ids):
        row = _one(db, "SELECT seq FROM evenings WHERE id = ?", [evening_id])
        if row is not None:
            changed[evening_id] = row["seq"]
    return changed


class Unwritable(Exception):
    """A write that SQLite could not make: nothing of it was kept.  `reason`: ``full`` (the
    disk is full) or ``read_only`` (the file or its folder cannot be written)."""

    def __init__(self, reason: str, detail: str):
        self.reason = reason
        super().__init__(f"{reason}: {detail}")


def _unwritable(err: sqlite3.Error) -> Unwritable | None:
    """`Unwritable` for a full disk or a read-only file (None for anything else)."""
    code = getattr(err, "sqlite_errorcode", None)
    if code is not None and code & 0xFF == sqlite3.SQLITE_FULL:
        return Unwritable("full", str(err))
    if code is not None and code & 0xFF in (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_CANTOPEN):
        return Unwritable("read_only", str(err))
    return None


def now() -> str:
    return datetime.datetime.now(datetime.UTC).isoformat(timespec="milliseconds")


def _one(db, sql: str, params=()) -> dict | None:
    return next(iter(db.query(sql, params)), None)


def _json(row: dict | None, *names: str) -> dict | None:
    if row is not None:
        for name in names:
            if row.get(name) is not None:
                row[name] = json.loads(row[name])
    return row


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


def evening_by_watch_token(db, token: str) -> int | None:
    row = _one(db, "SELECT evening_id FROM watch_links WHERE token = ?", [token])
    return row["evening_id"] if row else None


# --- the ledger ----------------------------------------------------------------------------------

def add_ledger(db, evening_id: int, hand_id: int | None, player: str | None, amount: int, kind: str,
               note: str = "", created_at: str | None = None) -> int:
    table = db["ledger"]
    table.insert({"evening_id": evening_id, "hand_id": hand_id, "player": player, "amount": amount,
                  "kind": kind, "note": note, "created_at": created_at or now()})
    _touch(db, evening_id)
    return table.last_pk


def add_ledger_rows(db, evening_id: int, rows: list[tuple[int | None, str | None, int, str, str, str]]) -> list[int]:
    """Many rows of a new evening's ledger at once (an import): (hand id, player, amount, kind,
    note, created_at) each; their ids, in order."""
    db.conn.executemany("INSERT INTO ledger (evening_id, hand_id, player, amount, kind, note, created_at) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?)", [(evening_id, *row) for row in rows])
    _touch(db, evening_id)
    ids = [row_id for (row_id,) in db.execute("SELECT id FROM ledger WHERE evening_id = ? ORDER BY id",
                                              [evening_id])]
    assert len(ids) == len(rows), "an evening's ledger added at once is the new evening's whole ledger"
    return ids


def ledger(db, evening_id: int) -> list[dict]:
    return list(db.query(
        "SELECT l.id, l.hand_id, h.number AS hand_number, l.player, l.amount, l.kind, l.note, l.created_at "
        "FROM ledger l LEFT JOIN hands h ON h.id = l.hand_id WHERE l.evening_id = ? ORDER BY l.id", [evening_id]))


def chips(db, evening_id: int) -> dict[str, int]:
    """Each player's chips: the sum of their ledger rows."""
    return dict(db.execute("SELECT player, SUM(amount) FROM ledger WHERE evening_id = ? AND player IS NOT NULL "
                           "GROUP BY player", [evening_id]).fetchall())


def ledger_sums(db, evening_id: int) -> dict[tuple[str | None, str], int]:
    """The ledger added up by player (None: the open pot) and kind: (player, kind) -> chips
    (from the index alone, without reading the rows)."""
    return {(player, kind): total for player, kind, total in db.execute(
        "SELECT player, kind, SUM(amount) FROM ledger WHERE evening_id = ? GROUP BY player, kind", [evening_id])}


def ledger_lines(db, evening_id: int, after_id: int = 0) -> list[tuple[int, int | None, str | None, int, str]]:
    """The ledger rows after `after_id`, lean: (id, hand number, player, amount, kind) in order."""
    return db.execute("SELECT l.id, h.number, l.player, l.amount, l.kind FROM ledger l "
                      "LEFT JOIN hands h ON h.id = l.hand_id WHERE l.evening_id = ? AND l.id > ? ORDER BY l.id",
                      [evening_id, after_id]).fetchall()


def bought_in(db, evening_id: int) -> list[int]:
    """The amounts of the evening's buy-ins and rebuys, the first and the last (none, one or two)."""
    rows = db.execute("SELECT amount FROM (SELECT amount, id FROM ledger WHERE evening_id = ? AND amount > 0 "
                      "AND kind IN ('buy_in', 'rebuy') ORDER BY id LIMIT 1) UNION ALL SELECT amount FROM "
                      "(SELECT amount, id FROM ledger WHERE evening_id = ? AND amount > 0 AND kind IN ('buy_in', "
                      "'rebuy') ORDER BY id DESC LIMIT 1)", [evening_id, evening_id]).fetchall()
    return [amount for (amount,) in rows]


def open_pot(db, evening_id: int) -> int:
    """Chips in the middle, carried over from a deal that nobody won."""
    row = _one(db, "SELECT COALESCE(SUM(amount), 0) AS pot FROM ledger WHERE evening_id = ? AND player IS NULL",
               [evening_id])
    return row["pot"]


def hand_ledger(db, hand_id: int) -> dict[str | None, int]:
    """What a hand's rows add up to now, per player (None: the open pot)."""
    return {row["player"]: row["total"] for row in db.query(
        "SELECT player, SUM(amount) AS total FROM ledger WHERE hand_id = ? GROUP BY player", [hand_id])}


def hand_kinds(db, hand_id: int) -> set[str]:
    """The kinds of a hand's ledger rows (``correction`` once it was reopened)."""
    return {row["kind"] for row in db.query("SELECT DISTINCT kind FROM ledger WHERE hand_id = ?", [hand_id])}


def last_ledger_id(db, evening_id: int) -> int:
    row = _one(db, "SELECT COALESCE(MAX(id), 0) AS last FROM ledger WHERE evening_id = ?", [evening_id])
    return row["last"]


def ledger_after(db, evening_id: int, after_id: int) -> list[dict]:
    return list(db.query("SELECT * FROM ledger WHERE evening_id = ? AND id > ? ORDER BY id", [evening_id, after_id]))


# --- hands and their actions -----------------------------------------------------------------------

def add_hand(db, evening_id: int, number: int, source: str, dealer: str, header: dict,
             digest: str | None = None, created_at: str | None = None) -> int:
    table = db["hands"]
    table.insert({"evening_id": evening_id, "number": number, "source": source, "dealer": dealer,
                  "header": json.dumps(header), "digest": digest, "status": "live", "ruling": None,
                  "booked_through": None, "created_at": created_at or now()})
    _touch(db, evening_id)
    return table.last_pk


def add_hands(db, evening_id: int, hands: list[tuple[int, str, str, dict, str | None, str]]) -> dict[int, int]:
    """Many hands of a new evening at once (an import): (number, source, dealer, header, digest,
    created_at) each, all live; number -> id."""
    db.conn.executemany("INSERT INTO hands (evening_id, number, source, dealer, header, digest, status, created_at) "
                        "VALUES (?, ?, ?, ?, ?, ?, 'live', ?)",
                        [(evening_id, number, source, dealer, json.dumps(header), digest, created_at)
                         for number, source, dealer, header, digest, created_at in hands])
    _touch(db, evening_id)
    return dict(db.execute("SELECT number, id FROM hands WHERE evening_id = ?", [evening_id]).fetchall())


def hand(db, hand_id: int) -> dict | None:
    if not 0 < hand_id <= SQLITE_MAX_INT:
        return None
    return _json(_one(db, "SELECT * FROM hands WHERE id = ?", [hand_id]), "header", "ruling")


def hands(db, evening_id: int) -> list[dict]:
    return [_json(row, "header", "ruling")
            for row in db.query("SELECT * FROM hands WHERE evening_id = ? ORDER BY number", [evening_id])]


def hand_count(db, evening_id: int) -> int:
    return db.execute("SELECT COUNT(*) FROM hands WHERE evening_id = ?", [evening_id]).fetchone()[0]


def hand_rows(db, evening_id: int, offset: int = 0, limit: int = -1, newest_first: bool = False) -> list[dict]:
    """Hands of an evening with their header, status and summary (no ruling, no log), by number
    (`newest_first`: from the last), `limit` of them (-1: all) after the first `offset`."""
    order = "DESC" if newest_first else "ASC"
    rows = db.execute(f"SELECT id, number, source, status, dealer, header, summary, ruling IS NOT NULL AND "
                      f"summary IS NULL FROM hands WHERE evening_id = ? ORDER BY number {order} LIMIT ? OFFSET ?",
                      [evening_id, limit, offset]).fetchall()
    out = []
    for hand_id, number, source, status, dealer, header, summary, stale in rows:
        header = json.loads(header)
        out.append({"id": hand_id, "number": number, "source": source, "status": status, "dealer": dealer,
                    "header": header, "summary": _summary(db, hand_id, header, summary, stale)})
    return out


def summaries(db, evening_id: int) -> list[dict]:
    """The summary (`hand_summary`) of every booked hand of an evening, by number, each with the
    hand's ``id`` and ``number``."""
    rows = db.execute("SELECT id, number, summary FROM hands WHERE evening_id = ? AND status = 'booked' "
                      "ORDER BY number", [evening_id]).fetchall()
    out = []
    for hand_id, number, summary in rows:
        found = _summary(db, hand_id, None, summary, summary is None)
        out.append({**found, "id": hand_id, "number": number})
    return out


def _summary(db, hand_id: int, header: dict | None, summary: str | None, stale: bool) -> dict | None:
    """A hand's summary as kept, or worked out from its ruling where it is missing (a row that
    `summarize` has not seen)."""
    if summary is not None:
        return json.loads(summary)
    if not stale:
        return None
    row = db.execute("SELECT header, ruling FROM hands WHERE id = ?", [hand_id]).fetchone()
    return hand_summary(header or json.loads(row[0]), json.loads(row[1]))


def booked_state(db, evening_id: int) -> tuple[int, str | None]:
    """What the booked hands of an evening are, in two values: how many, and the digest of the
    last one's ruling (only the last hand can be corrected; the others never change)."""
    count, last = db.execute("SELECT COUNT(*), MAX(number) FROM hands WHERE evening_id = ? AND status = 'booked'",
                             [evening_id]).fetchone()
    digest = db.execute("SELECT ruling_digest FROM hands WHERE evening_id = ? AND number = ?",
                        [evening_id, last]).fetchone() if last is not None else None
    return count, digest[0] if digest else None


def booked_ids(db, evening_id: int) -> dict[int, int]:
    """The booked hands of an evening: number -> id."""
    return dict(db.execute("SELECT number, id FROM hands WHERE evening_id = ? AND status = 'booked'",
                           [evening_id]).fetchall())


def last_hand(db, evening_id: int) -> dict | None:
    return _json(_one(db, "SELECT * FROM hands WHERE evening_id = ? ORDER BY number DESC LIMIT 1", [evening_id]),
                 "header", "ruling")


def hand_by_digest(db, evening_id: int, digest: str) -> dict | None:
    return _json(_one(db, "SELECT * FROM hands WHERE evening_id = ? AND digest = ?", [evening_id, digest]),
                 "header", "ruling")


def set_booked(db, hand_id: int, ruled: dict | None, booked_through: int | None) -> None:
    """Mark a hand booked with its ruling (and the ruling's digest and summary), or (``ruled``
    None) live again for a correction."""
    text = digest = summary = None
    if ruled is not None:
        text = json.dumps(ruled)
        kept = json.loads(text)                  # as it is read back: the digest is of that
        header = _one(db, "SELECT header FROM hands WHERE id = ?", [hand_id])
        digest = ruling_digest(kept)
        summary = json.dumps(hand_summary(json.loads(header["header"]), kept)) if header else None
    db.execute("UPDATE hands SET status = ?, ruling = ?, booked_through = ?, ruling_digest = ?, summary = ? "
               "WHERE id = ?", ["booked" if ruled is not None else "live", text, booked_through, digest, summary,
                                hand_id])
    _touch_hand(db, hand_id)


def ruling_digest(ruled: dict) -> str:
    """A short fingerprint of a hand's ruling (as it is read back from the database): what the
    caches worked out from a ruling are kept by (a corrected hand gets another)."""
    return hashlib.sha256(json.dumps(ruled, sort_keys=True).encode()).hexdigest()[:16]


def hand_summary(header: dict, ruled: dict) -> dict:
    """What the lists, the leaderboard, the story and the standings read of a booked hand: its
    players and variant, each player's winnings, the outcome, each pot's amount and winners,
    the wild ranks at the end and how often they changed (each follower, each cancelling
    Queen), and each high hand shown with its key, in the ruling's order (a Razz hand is a low)."""
    ruling = ruled["ruling"]
    changes = (ruling.get("wilds") or {}).get("changes", [])
    low_only = header["variant"] == "FR"
    return {"players": header["players"], "variant": header["variant"], "winnings": ruled["winnings"],
            "outcome": ruling["outcome"], "pots": [[pot["amount"], pot["winners"]] for pot in ruling["pots"]],
            "wild_ranks": ruling["wild_ranks"],
            "wild_changes": sum(1 for c in changes if c["kind"] == "follow" or c["cancelled"]),
            "high": [[name, shown["key"]] for name, shown in ruling["hands"].items()
                     if not low_only and isinstance(shown, dict) and "category" in shown
                     and all(isinstance(k, int) for k in shown["key"])]}


LOG_KINDS = ("act", "undo", "replace", "insert", "delete")
CORRECTIONS = ("replace", "insert", "delete")


def add_action(db, hand_id: int, seq: int, text: str | None, created_at: str | None = None, kind: str | None = None,
               target: int | None = None) -> None:
    """Append a row to a hand's log: an action (`text`), an undo (`text` None), or with `kind`
    replace, insert or delete a correction at entry `target`."""
    kind = kind or ("undo" if text is None else "act")
    assert kind in LOG_KINDS and (target is not None) == (kind in CORRECTIONS)
    db["actions"].insert({"hand_id": hand_id, "seq": seq, "text": text, "undo": int(kind == "undo"),
                          "created_at": created_at or now(), "kind": kind, "target": target})
    _touch_hand(db, hand_id)


def add_actions(db, evening_id: int, rows: list[tuple[int, int, str | None, str, str, int | None]]) -> None:
    """Many rows of the evening's hands' logs at once (an import): (hand id, seq, text,
    created_at, kind, target) each, as `add_action` appends them."""
    for _, _, text, _, kind, target in rows:
        assert kind in LOG_KINDS and (target is not None) == (kind in CORRECTIONS) and (text is None) == (
            kind in ("undo", "delete"))
    db.conn.executemany("INSERT INTO actions (hand_id, seq, text, undo, created_at, kind, target) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?)",
                        [(hand_id, seq, text, int(kind == "undo"), created_at, kind, target)
                         for hand_id, seq, text, created_at, kind, target in rows])
    _touch(db, evening_id)


def _touch_hand(db, hand_id: int) -> None:
    if getattr(db, "touched", None) is not None:
        row = _one(db, "SELECT evening_id FROM hands WHERE id = ?", [hand_id])
        if row is not None:
            _touch(db, row["evening_id"])


def action_log(db, hand_id: int) -> list[dict]:
    """Every row of a hand's log in order: actions, undos (``text`` None) and corrections."""
    return list(db.query("SELECT seq, text, undo, kind, target, created_at FROM actions WHERE hand_id = ? "
                         "ORDER BY seq", [hand_id]))


def row_kind(row: dict) -> str:
    """What a log row does: act, undo, replace, insert or delete (older rows: act, or undo)."""
    return row.get("kind") or ("undo" if row["undo"] else "act")


def effective_actions(log: list[dict]) -> list[str]:
    """The actions that stand: each undo takes back the action before it, a replace row puts its
    text in place of entry `target`, an insert row puts it before that entry, a delete row
    takes the entry out.  A row naming an entry that is not there raises IndexError (a log we
    wrote never does; an import is checked).

    >>> effective_actions([{"text": "a", "undo": 0}, {"text": "b", "undo": 0}, {"text": "c", "undo": 0},
    ...                    {"text": "B", "undo": 0, "kind": "replace", "target": 1},
    ...                    {"text": "x", "undo": 0, "kind": "insert", "target": 0},
    ...                    {"text": None, "undo": 0, "kind": "delete", "target": 1}, {"text": None, "undo": 1}])
    ['x', 'B']
    """
    stack: list[str] = []
    for row in log:
        kind = row_kind(row)
        if kind == "undo":
            if stack:
                stack.pop()
        elif kind in CORRECTIONS:
            target = row["target"]
            if target is None or not 0 <= target < len(stack) + (kind == "insert"):
                raise IndexError(f"the log names entry {target}, which is not there")
            if kind == "replace":
                stack[target] = row["text"]
            elif kind == "insert":
                stack.insert(target, row["text"])
            else:
                del stack[target]
        else:
            stack.append(row["text"])
    return stack


def corrections(log: list[dict]) -> list[dict]:
    """Every correction in a hand's log, in order: its ``kind`` (replace, insert, delete), the
    entry (``index``), the action it replaced or deleted (``old``, None for an insert) and the
    new one (``new``, None for a delete), the actions before the entry then (``before``: to say
    what each did), and when (``at``)."""
    out = []
    for i, row in enumerate(log):
        kind = row_kind(row)
        if kind in CORRECTIONS:
            stood = effective_actions(log[:i])
            target = row["target"]
            out.append({"index": target, "kind": kind, "old": None if kind == "insert" else stood[target],
                        "new": row["text"], "before": stood[:target], "at": row["created_at"]})
    return out


def dump_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def pending_rivers(db, evening_id: int) -> list[int]:
    """The booked showdowns of an evening whose river swings are not kept for their ruling as it
    stands, by number: their ids."""
    return [hand_id for (hand_id,) in db.execute(
        "SELECT h.id FROM hands h WHERE h.evening_id = ? AND h.status = 'booked' "
        "AND json_extract(h.summary, '$.outcome') = 'showdown' AND NOT EXISTS (SELECT 1 FROM river_swings r "
        "WHERE r.hand_id = h.id AND r.ruling_digest = h.ruling_digest) ORDER BY h.number", [evening_id])]


def current_swings(db, evening_ids: list[int]) -> dict[int, dict]:
    """The river swings kept for the booked hands of these evenings as their rulings stand:
    hand id -> swings."""
    out = {}
    for start in range(0, len(evening_ids), 500):
        chunk = evening_ids[start:start + 500]
        out.update({hand_id: json.loads(swings) for hand_id, swings in db.execute(
            f"SELECT r.hand_id, r.swings FROM river_swings r JOIN hands h ON h.id = r.hand_id "
            f"AND h.ruling_digest = r.ruling_digest WHERE h.evening_id IN ({', '.join('?' * len(chunk))})", chunk)})
    return out


def current_stats(db, evening_ids: list[int]) -> dict[int, dict]:
    """The standings' numbers kept for the booked hands of these evenings as their rulings
    stand: hand id -> stats."""
    out = {}
    for start in range(0, len(evening_ids), 500):
        chunk = evening_ids[start:start + 500]
        out.update({hand_id: json.loads(stats) for hand_id, stats in db.execute(
            f"SELECT s.hand_id, s.stats FROM hand_stats s JOIN hands h ON h.id = s.hand_id "
            f"AND h.ruling_digest = s.ruling_digest WHERE h.evening_id IN ({', '.join('?' * len(chunk))})", chunk)})
    return out


def missing_stats(db, evening_id: int) -> list[int]:
    """The booked hands of an evening whose standings' numbers are not kept for their ruling as
    it stands: their ids, by number."""
    return [hand_id for (hand_id,) in db.execute(
        "SELECT h.id FROM hands h WHERE h.evening_id = ? AND h.status = 'booked' AND NOT EXISTS "
        "(SELECT 1 FROM hand_stats s WHERE s.hand_id = h.id AND s.ruling_digest = h.ruling_digest) "
        "ORDER BY h.number", [evening_id])]


def river_swings(db, evening_id: int) -> dict[tuple[int, str], dict]:
    """Every river swing kept for an evening's hands: (hand id, ruling digest) -> swings."""
    rows = db.query("SELECT r.hand_id, r.ruling_digest, r.swings FROM river_swings r JOIN hands h ON h.id = r.hand_id "
                    "WHERE h.evening_id = ?", [evening_id])
    return {(row["hand_id"], row["ruling_digest"]): json.loads(row["swings"]) for row in rows}


def add_river_swing(db, hand_id: int, ruling_digest: str, swings: dict) -> None:
    db.execute("INSERT OR IGNORE INTO river_swings (hand_id, ruling_digest, swings) VALUES (?, ?, ?)",
               [hand_id, ruling_digest, json.dumps(swings)])


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
    db["evening_log"].insert({"evening_id": evening_id, "kind": kind, "detail": json.dumps(detail or {}),
                              "created_at": created_at or now()})
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


def hand_stats(db, hand_ids: list[int]) -> dict[tuple[int, str], dict]:
    """The standings' numbers kept for hands: (hand id, ruling digest) -> stats."""
    return _kept_for_hands(db, "hand_stats", "stats", hand_ids)


def _kept_for_hands(db, table: str, column: str, hand_ids: list[int]) -> dict[tuple[int, str], dict]:
    """What a cache `table` keeps in `column` for these hands: (hand id, ruling digest) -> it."""
    out = {}
    for start in range(0, len(hand_ids), 500):
        chunk = hand_ids[start:start + 500]
        rows = db.query(f"SELECT hand_id, ruling_digest, {column} FROM {table} WHERE hand_id IN "
                        f"({', '.join('?' * len(chunk))})", chunk)
        out.update({(row["hand_id"], row["ruling_digest"]): json.loads(row[column]) for row in rows})
    return out


def add_hand_stats(db, hand_id: int, ruling_digest: str, stats: dict) -> None:
    db.execute("INSERT OR IGNORE INTO hand_stats (hand_id, ruling_digest, stats) VALUES (?, ?, ?)",
               [hand_id, ruling_digest, json.dumps(stats)])


def river_swings_of(db, hand_ids: list[int]) -> dict[tuple[int, str], dict]:
    """The river swings kept for these hands (any evening): (hand id, ruling digest) -> swings."""
    return _kept_for_hands(db, "river_swings", "swings", hand_ids)


# --- backup and restore ---------------------------------------------------------------------------

def backup(source: str | pathlib.Path, destination: str | pathlib.Path) -> int:
    """Copy database `source` into `destination` with SQLite's online backup API: a consistent
    snapshot even while another connection writes.  Returns the pages copied."""
    copied = 0

    def progress(status, remaining, total):
        nonlocal copied
        copied = total

    create_private(destination)                  # a backup holds everything: readable by this user only
    src = sqlite3.connect(str(source))
    dst = sqlite3.connect(str(destination))
    try:
        with dst:
            src.backup(dst, pages=256, progress=progress)
    finally:
        dst.close()
        src.close()
    return copied


def check_database(path: str | pathlib.Path) -> None:
    """Refuse a file that is not one of our databases (ValueError saying why)."""
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            conn.execute("PRAGMA integrity_check").fetchone()
        finally:
            conn.close()
    except sqlite3.DatabaseError as err:
        raise ValueError(f"{path} is not an SQLite database: {err}") from None
    missing = {"evenings", "players", "hands", "actions", "ledger"} - tables
    if missing:
        raise ValueError(f"{path} is not a referee database: no {', '.join(sorted(missing))} table")
