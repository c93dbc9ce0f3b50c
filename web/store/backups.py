"""Backup (SQLite's online backup API), the check of a file to restore, and what refuses a backup
onto the database itself or a restore under a running service."""

from __future__ import annotations

import fcntl
import os
import pathlib
import sqlite3

from .db import create_private
from .ownership import let_go, not_ours

#: what a backup is said to hold, table by table, in the chores' line
COUNTED = (("seasons", "season"), ("evenings", "evening"), ("hands", "hand"), ("ledger", "ledger entry"))


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


def contents(path: str | pathlib.Path) -> str:
    """What the database file at `path` holds, in words for the chores' line: "2 evenings, 31
    hands, ...", the tables with no row left out but the evenings (read only, through
    sqlite-utils: a chore may pay for its import, the service's start does not).

    >>> import tempfile; folder = tempfile.mkdtemp(); path = f"{folder}/x.sqlite3"
    >>> conn = sqlite3.connect(path)
    >>> _ = conn.executescript("CREATE TABLE evenings (id); INSERT INTO evenings VALUES (1), (2); "
    ...                        "CREATE TABLE hands (id)")
    >>> conn.commit()
    >>> contents(path)
    '2 evenings'
    """
    import sqlite_utils

    db = sqlite_utils.Database(sqlite3.connect(f"file:{path}?mode=ro", uri=True))
    try:
        have = set(db.table_names())
        counts = [(db[table].count, one) for table, one in COUNTED if table in have]
        counts = [(n, one) for n, one in counts if n or one == "evening"]       # "0 evenings", never "0 seasons"
    finally:
        db.close()
    return ", ".join(f"{n} {one if n == 1 else _plural(one)}" for n, one in counts)


def _plural(word: str) -> str:
    return word[:-1] + "ies" if word.endswith("y") else word + "s"


def check_database(path: str | pathlib.Path) -> None:
    """Refuse a file that is not one of our databases, or is damaged (ValueError saying why)."""
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            found = [row[0] for row in conn.execute("PRAGMA integrity_check(3)")]
            foreign = not_ours(conn)
        finally:
            conn.close()
    except sqlite3.DatabaseError as err:
        raise ValueError(f"{path} is not an SQLite database: {err}") from None
    if found != ["ok"]:
        raise ValueError(f"{path} is damaged ({' '.join(' '.join(found).split())[:200]}): restore another backup")
    if foreign:
        raise ValueError(f"{path} {foreign}")
    if not os.path.getsize(path):
        raise ValueError(f"{path} is empty (0 bytes), not a database of evenings")


def check_backup_target(database: str | pathlib.Path, destination: str | pathlib.Path) -> None:
    """Refuse a backup onto the database itself (or its -wal and -shm files), which would copy
    nothing, or onto a file a running service holds (ValueError saying why)."""
    database, destination = pathlib.Path(database), pathlib.Path(destination)
    for part in (database, database.with_name(database.name + "-wal"), database.with_name(database.name + "-shm")):
        if destination.exists() and part.exists() and os.path.samefile(destination, part):
            raise ValueError(f"cannot back up {database} onto itself ({destination}): name another file, "
                             f"on another disk if you can")
    if destination.exists() and _in_use(destination):
        raise ValueError(f"cannot back up onto {destination}: a running service uses it as its database; "
                         f"name another file")


def check_not_in_use(database: str | pathlib.Path) -> None:
    """Refuse a restore while the service (or another chore) uses the database: it would go on
    with the pages it has read and put back what it wrote (ValueError saying why).  This
    process's own hold (`web.store.ownership.hold`) is let go first."""
    let_go(database)
    if pathlib.Path(database).exists() and _in_use(database):
        raise ValueError(f"{database} is in use by the running service (or another chore): stop the service "
                         f"first, then restore")


def _in_use(path: str | pathlib.Path) -> bool:
    """Whether another process holds the file (`web.store.ownership.hold`)."""
    fd = os.open(path, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(fd)
    return False
