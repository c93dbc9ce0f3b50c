"""Connections (one a server thread, kept open), one write transaction at a time that counts
the evenings' ``seq`` up and tells `on_commit`, a write SQLite could not make (`Unwritable`),
and the small helpers every query of the store shares."""

from __future__ import annotations

import contextlib
import datetime
import json
import os
import pathlib
import sqlite3
import threading
import uuid
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, overload

from flask import current_app, g, has_app_context

SQLITE_MAX_INT = 2**63 - 1

# --- connections -------------------------------------------------------------------------------

_write_locks: dict[str, threading.Lock] = {}
_write_locks_lock = threading.Lock()

#: a statement's parameters: ``?`` by position or ``:name`` by name
Params = Sequence[Any] | Mapping[str, Any]


class Store:
    """The store's own thin connection to one file, as the Flask tutorial's ``get_db`` gives
    one, with rows as dicts: it knows its file (`path_key`), the lock its process's writers
    take turns on (`write_lock`), the evenings the write under way changed (`touched`, None
    outside one), and whether the transaction open is a read snapshot (`reading`).  The
    connection runs in SQLite's own autocommit mode: a statement outside a transaction is its
    own transaction; `transaction` and `snapshot` open one with ``BEGIN``.  (sqlite-utils,
    whose import alone costs a start more than the service's queries, serves the schema's
    chores: `web.store.startup`.)"""

    def __init__(self, conn: sqlite3.Connection, path_key: str, write_lock: threading.Lock):
        self.conn = conn
        self.path_key = path_key
        self.write_lock = write_lock
        self.touched: set[int] | None = None
        self.reading = False

    def execute(self, sql: str, params: Params = ()) -> sqlite3.Cursor:
        return self.conn.execute(sql, params)

    def executescript(self, script: str) -> None:
        self.conn.executescript(script)

    def query(self, sql: str, params: Params = ()) -> Iterator[dict]:
        """The rows of a read, each a dict (a column named twice: the later ones ``name_2``...)."""
        cursor = self.conn.execute(sql, params)
        if cursor.description is None:
            raise ValueError(f"query() is for statements that return rows, not {sql!r}")
        keys = _unique([d[0] for d in cursor.description])
        return (dict(zip(keys, row)) for row in cursor)

    def insert(self, table: str, row: Mapping[str, Any]) -> int:
        """Add one row to `table` (a name of the schema, never a user's word); its rowid."""
        names = ", ".join(f"[{name}]" for name in row)
        marks = ", ".join("?" * len(row))
        rowid = self.conn.execute(f"INSERT INTO [{table}] ({names}) VALUES ({marks})", list(row.values())).lastrowid
        assert rowid is not None
        return rowid

    def commit(self) -> None:
        if self.conn.in_transaction:
            self.conn.execute("COMMIT")

    def rollback(self) -> None:
        if self.conn.in_transaction:
            self.conn.execute("ROLLBACK")

    def close(self) -> None:
        self.conn.close()


def _unique(names: list[str]) -> list[str]:
    """Column names made unique, the first of a name keeping it.

    >>> _unique(["id", "name", "id", "id_2"])
    ['id', 'name', 'id_3', 'id_2']
    """
    if len(set(names)) == len(names):
        return names
    taken, unique = set(names), []
    for name in names:
        if name in unique:
            n = 2
            while f"{name}_{n}" in taken:
                n += 1
            taken.add(f"{name}_{n}")
            name = f"{name}_{n}"
        unique.append(name)
    return unique


def connect(path: str | pathlib.Path) -> Store:
    """A connection; each commit is synced to disk before the request answers."""
    conn = sqlite3.connect(str(path), timeout=10, check_same_thread=False, isolation_level=None)
    # which database this is, for what is kept in memory about it (a new in-memory one never
    # takes an old one's name, as id() could)
    path_key = str(pathlib.Path(path).resolve()) if str(path) != ":memory:" else f":memory:{uuid.uuid4()}"
    with _write_locks_lock:      # writers of this process queue here, not in SQLite's busy sleeps
        write_lock = _write_locks.setdefault(str(pathlib.Path(path).resolve()), threading.Lock())
    db = Store(conn, path_key, write_lock)
    db.execute("PRAGMA foreign_keys = ON")
    db.execute("PRAGMA synchronous = FULL")
    db.execute("PRAGMA busy_timeout = 10000")
    return db


_threads = threading.local()


def get_db() -> Store:
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


# --- one transaction per write ----------------------------------------------------------------

#: called after a commit that changed evenings, with the database's path and {evening id: new seq}
on_commit: list[Callable[[str, dict[int, int]], None]] = []


@contextlib.contextmanager
def transaction(db: Store) -> Iterator[Store]:
    """One write transaction: ``BEGIN IMMEDIATE`` takes the write lock first, so what a
    request reads before it writes cannot change under it (two tablets, one hand).  The
    server's own writers take turns on a lock first (SQLite would make them sleep and retry).
    Each evening it changed counts its ``seq`` up once, in the same transaction; after the
    commit `on_commit`'s listeners hear of it."""
    with db.write_lock:
        try:
            db.execute("BEGIN IMMEDIATE")
            touched: set[int] = set()
            db.touched = touched
            try:
                yield db
                changed = _count_up(db, touched)
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
                _stored()
            finally:
                db.touched = None
        except sqlite3.OperationalError as err:
            unwritable = _unwritable(err)
            if unwritable is None:
                raise
            raise unwritable from err
    if changed:
        for listener in on_commit:
            listener(db.path_key, changed)


def _stored() -> None:
    """This request has stored something: an error after it must not say that nothing was."""
    if has_app_context():
        g.stored = True


def stored() -> bool:
    """Whether this request has committed a write (an answer must not say that nothing was stored)."""
    return has_app_context() and bool(g.get("stored"))


@contextlib.contextmanager
def snapshot(db: Store) -> Iterator[Store]:
    """Reads that see the database at one moment: a read transaction (in WAL mode a snapshot
    that no commit changes, and that keeps no writer waiting).  Inside a transaction already
    under way, that one is the snapshot."""
    if db.conn.in_transaction:
        yield db
        return
    db.execute("BEGIN")
    db.reading = True
    try:
        yield db
    finally:
        db.reading = False
        db.conn.rollback()                   # it read, nothing to keep


def uncommitted(db: Store) -> bool:
    """Whether what `db` reads now may yet be rolled back (a write under way, or a statement
    that opened one): what is worked out from it must not be kept.  A snapshot reads what was
    committed: what it works out may be kept.

    >>> db = connect(":memory:")
    >>> with snapshot(db):
    ...     uncommitted(db)
    False
    >>> with transaction(db):
    ...     uncommitted(db)
    True
    """
    return db.conn.in_transaction and not db.reading


def _touch(db: Store, evening_id: int) -> None:
    """An evening changes in the transaction under way: its ``seq`` counts up (once)."""
    touched = db.touched
    if touched is not None and evening_id not in touched:
        touched.add(evening_id)
        db.execute("UPDATE evenings SET seq = seq + 1 WHERE id = ?", [evening_id])


def _count_up(db: Store, evening_ids) -> dict[int, int]:
    """The new ``seq`` of each evening the transaction changed."""
    changed = {}
    for evening_id in sorted(evening_ids):
        row = _one(db, "SELECT seq FROM evenings WHERE id = ?", [evening_id])
        if row is not None:
            changed[evening_id] = row["seq"]
    return changed


class Unwritable(Exception):
    """A write that SQLite could not make: nothing of it was kept.  `reason`: ``full`` (the
    disk is full), ``read_only`` (the file or its folder cannot be written) or ``refused`` (the
    disk refused a write to a file already open: an -wal made immutable, an I/O error)."""

    def __init__(self, reason: str, detail: str):
        self.reason = reason
        super().__init__(f"{reason}: {detail}")


def _unwritable(err: sqlite3.Error) -> Unwritable | None:
    """`Unwritable` for a full disk, a read-only file or a write the disk refused (None for
    anything else)."""
    code = getattr(err, "sqlite_errorcode", None)
    if code is not None and code & 0xFF == sqlite3.SQLITE_FULL:
        return Unwritable("full", str(err))
    if code is not None and code & 0xFF in (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_CANTOPEN):
        return Unwritable("read_only", str(err))
    if code is not None and code & 0xFF == sqlite3.SQLITE_IOERR:
        return Unwritable("refused", str(err))
    return None


# --- what the queries share --------------------------------------------------------------------

def now() -> str:
    return datetime.datetime.now(datetime.UTC).isoformat(timespec="milliseconds")


def _one(db: Store, sql: str, params=()) -> dict | None:
    return next(iter(db.query(sql, params)), None)


@overload
def _json(row: dict, *names: str) -> dict: ...
@overload
def _json(row: None, *names: str) -> None: ...
@overload
def _json(row: dict | None, *names: str) -> dict | None: ...
def _json(row: dict | None, *names: str) -> dict | None:
    if row is not None:
        for name in names:
            if row.get(name) is not None:
                row[name] = json.loads(row[name])
    return row


def create_private(path: str | pathlib.Path) -> None:
    """Make an empty file readable and writable by this user only, unless it exists (SQLite
    then makes its -wal and -shm files with the same mode)."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except FileExistsError:
        pass
