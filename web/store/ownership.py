"""Whether a database file is the service's own (`not_ours`: its ``application_id``, or for a file
made before that its tables), and the hold of this process on the file it uses (`hold`), by
which a restore tells that the service is running."""

from __future__ import annotations

import fcntl
import os
import pathlib
import sqlite3

from .db import Store
from .schema import APPLICATION_ID, OWN_TABLES


def not_ours(db: Store | sqlite3.Connection) -> str | None:
    """Why a database file is not one of the service's (None: it is): another program's
    ``application_id``, or (a file of 0 there, as the service made them before it set one)
    without the service's tables."""
    application_id = db.execute("PRAGMA application_id").fetchone()[0]
    if application_id not in (0, APPLICATION_ID):
        return f"is another program's SQLite file (application_id {application_id:#x}), not a database of evenings"
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    missing = [table for table in OWN_TABLES if table not in tables]
    if application_id == 0 and missing:
        return f"is not a database of evenings (an SQLite file without the table {missing[0]})"
    return None


#: the files this process holds (`hold`): open, with a shared lock on each
_held: dict[str, int] = {}


def hold(path: str | pathlib.Path) -> None:
    """Hold the database file while this process runs: a shared ``flock`` on it (apart from
    SQLite's own locks), so that a restore (`web.store.backups.restore`) can tell that the
    service (or another chore) is using it and refuse; the lock goes with the process."""
    key = str(pathlib.Path(path).resolve())
    if key not in _held:
        fd = os.open(key, os.O_RDONLY)
        fcntl.flock(fd, fcntl.LOCK_SH)
        _held[key] = fd


def let_go(path: str | pathlib.Path) -> None:
    """This process no longer holds the database file (`hold`)."""
    fd = _held.pop(str(pathlib.Path(path).resolve()), None)
    if fd is not None:
        os.close(fd)
