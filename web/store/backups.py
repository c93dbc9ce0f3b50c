"""Backup (SQLite's online backup API) and the check of a file to restore."""

from __future__ import annotations

import pathlib
import sqlite3

from .db import create_private


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
