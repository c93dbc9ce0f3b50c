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
import sys
import threading
import uuid
from collections.abc import Callable, Generator, Iterator
from typing import overload

from flask import current_app, g, has_app_context


def _import_sqlite_utils_without_numpy():
    """sqlite-utils imports numpy when it is installed (for the odds' worker processes), only
    to map numpy's number types to column types; nothing here stores a numpy value, and the
    import would cost every start of the service and every chore about 0.2 s.  So sqlite-utils
    is imported as if numpy were absent (a ``None`` in `sys.modules` makes an import fail), and
    numpy imports as usual afterwards."""
    if "numpy" in sys.modules or "sqlite_utils" in sys.modules:
        return
    sys.modules["numpy"] = None  # type: ignore[assignment]
    try:
        import sqlite_utils  # noqa: F401
    finally:
        del sys.modules["numpy"]


_import_sqlite_utils_without_numpy()

import sqlite_utils  # noqa: E402
from sqlite_utils.utils import dedupe_keys  # noqa: E402

SQLITE_MAX_INT = 2**63 - 1

# --- connections -------------------------------------------------------------------------------

_write_locks: dict[str, threading.Lock] = {}
_write_locks_lock = threading.Lock()


class Store(sqlite_utils.Database):
    """A connection that knows its file (`path_key`), the lock its process's writers take
    turns on, the evenings the write under way changed (`touched`, None outside one), and
    whether the transaction open is a read snapshot (`reading`)."""

    path_key: str
    write_lock: threading.Lock
    touched: set[int] | None = None
    reading: bool = False

    def query(self, sql: str, params=None) -> Generator[dict, None, None]:
        """The rows of a read, each a dict, as sqlite-utils gives them, through its public
        `execute`, without the savepoint its `query` puts around every read (a guard against a
        write sent as a query; ours are reads): two statements fewer a read."""
        cursor = self.execute(sql, () if params is None else params)     # traced, as every statement
        if cursor.description is None:
            raise ValueError("query() can only be used with SQL that returns rows - use execute() for other statements")
        keys = dedupe_keys(d[0] for d in cursor.description)
        return (dict(zip(keys, row)) for row in cursor)


    def insert(self, table: str, row: dict) -> int:
        """Insert `row` into `table` (sqlite-utils' `Table.insert`); the new row's id."""
        rowid = self.table(table).insert(row).last_rowid
        assert rowid is not None
        return rowid


def connect(path: str | pathlib.Path) -> Store:
    """A connection in WAL mode; each commit is synced to disk before the request answers."""
    conn = sqlite3.connect(str(path), timeout=10, check_same_thread=False)
    db = Store(conn, execute_plugins=False, recursive_triggers=False)
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
            listener(getattr(db, "path_key", ""), changed)


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
    return db.conn.in_transaction and not getattr(db, "reading", False)


def _touch(db: Store, evening_id: int) -> None:
    """An evening changes in the transaction under way: its ``seq`` counts up (once)."""
    touched = getattr(db, "touched", None)
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
