"""The checksums of the append-only rows (the ledger, the hands' action logs, the evenings' log)
and of what never changes in a hand (its header: players, stacks, the game): each row is written
with a ``mark`` of those values, so that a row changed on the disk (a flipped bit) is found at
start (`damaged_rows`) instead of being added up into wrong numbers."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator, Sequence

#: the values of each append-only table that its mark covers, in order
MARKED = {
    "ledger": ("evening_id", "hand_id", "player", "amount", "kind", "note", "created_at"),
    "actions": ("hand_id", "seq", "text", "undo", "created_at", "kind", "target"),
    "evening_log": ("evening_id", "kind", "detail", "created_at"),
    "hands": ("evening_id", "number", "source", "dealer", "header", "digest", "created_at"),
    "seat_phones": ("evening_id", "player", "kind", "phone", "created_at"),
    "sealed_cards": ("hand_id", "player", "slot", "card", "created_at"),
    "payment_details": ("season_id", "player", "player_key", "iban", "holder", "paypal", "created_at"),
}
#: how a row of each table finds its evening
EVENING_OF = {"ledger": "evening_id", "evening_log": "evening_id", "hands": "evening_id",
              "actions": "(SELECT evening_id FROM hands WHERE hands.id = hand_id)", "seat_phones": "evening_id",
              "sealed_cards": "(SELECT evening_id FROM hands WHERE hands.id = hand_id)",
              "payment_details": "NULL"}                  # a season's, no evening's


def row_mark(values: Sequence) -> str:
    """The mark of a row's values (in the order of `MARKED`).

    >>> row_mark((1, None, "Anna", 50, "buy_in", "", "2026-01-01"))
    '040df1a934621897'
    >>> row_mark((1, None, "Anna", 58, "buy_in", "", "2026-01-01"))      # one bit of the amount flipped
    'fda61b242eaf716b'
    """
    return hashlib.sha256(json.dumps(list(values), ensure_ascii=False).encode()).hexdigest()[:16]


def mark_all(db) -> None:
    """Mark every row of a file written before the marks (inside the caller's transaction): the
    append-only triggers are put aside for it and made again as they were."""
    for table, columns in MARKED.items():
        triggers = db.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ?",
                              [table]).fetchall()
        for name, _ in triggers:
            db.execute(f"DROP TRIGGER {name}")
        rows = db.execute(f"SELECT id, {', '.join(columns)} FROM {table} WHERE mark IS NULL").fetchall()
        db.conn.executemany(f"UPDATE {table} SET mark = ? WHERE id = ?",
                            [(row_mark(values), row_id) for row_id, *values in rows])
        for _, sql in triggers:
            db.execute(sql)


def damaged_rows(db) -> Iterator[tuple[int | None, str]]:
    """Each append-only row whose values no longer match its mark: (its evening's id, or None
    where that cannot be read, and what is wrong)."""
    for table, columns in MARKED.items():
        for row_id, evening_id, mark, *values in db.execute(
                f"SELECT id, {EVENING_OF[table]}, mark, {', '.join(columns)} FROM {table} ORDER BY id"):
            if mark != row_mark(values):
                yield evening_id, f"{table} row {row_id} does not match its checksum"
