"""The checksums of the append-only rows (the ledger, the hands' action logs, the evenings' log)
and of what never changes in a hand (its header: players, stacks, the game): each row is written
with a ``mark`` of those values, so that a row changed on the disk (a flipped bit) is found at
start (`damaged_rows`) instead of being added up into wrong numbers.

The rows that decide money or rules and are changed where they stand (an evening: its chip
value, its game's rules and stakes, its end, its season, its settings; its seats; a season; a
house game) are marked too (`PROTECTED`): marked again whenever they change, in the same
transaction (`update_marked`, `mark_rows`), and checked at every read (`read`).  A row whose
mark no longer matches is never served: the read raises `Damaged`, which names the evening,
season or house game it belongs to, and the others are served as before."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterator, Sequence

from .db import Store

#: the values of each append-only table that its mark covers, in order
MARKED = {
    "ledger": ("evening_id", "hand_id", "player", "amount", "kind", "note", "created_at"),
    "actions": ("hand_id", "seq", "text", "undo", "created_at", "kind", "target"),
    "evening_log": ("evening_id", "kind", "detail", "created_at"),
    "hands": ("evening_id", "number", "source", "dealer", "header", "digest", "created_at"),
    "seat_phones": ("evening_id", "player", "kind", "phone", "created_at"),
    "sealed_cards": ("hand_id", "player", "slot", "card", "created_at"),
    "sealed_declarations": ("hand_id", "player", "side", "created_at"),
    "sealed_discards": ("hand_id", "player", "at", "cards", "created_at"),
    "payment_details": ("season_id", "player", "player_key", "iban", "holder", "paypal", "created_at"),
}
#: how a row of each table finds its evening
EVENING_OF = {"ledger": "evening_id", "evening_log": "evening_id", "hands": "evening_id",
              "actions": "(SELECT evening_id FROM hands WHERE hands.id = hand_id)", "seat_phones": "evening_id",
              "sealed_cards": "(SELECT evening_id FROM hands WHERE hands.id = hand_id)",
              "sealed_declarations": "(SELECT evening_id FROM hands WHERE hands.id = hand_id)",
              "sealed_discards": "(SELECT evening_id FROM hands WHERE hands.id = hand_id)",
              "payment_details": "NULL"}                  # a season's, no evening's


def row_mark(values: Sequence) -> str:
    """The mark of a row's values (in the order of `MARKED`).

    >>> row_mark((1, None, "Anna", 50, "buy_in", "", "2026-01-01"))
    '040df1a934621897'
    >>> row_mark((1, None, "Anna", 58, "buy_in", "", "2026-01-01"))      # one bit of the amount flipped
    'fda61b242eaf716b'
    """
    return hashlib.sha256(_JSON.encode(list(values)).encode()).hexdigest()[:16]


#: ``json.dumps(..., ensure_ascii=False)`` made once (every read of a protected row asks it)
_JSON = json.JSONEncoder(ensure_ascii=False)


def mark_all(db: Store) -> None:
    """Mark every row of a file written before the marks (inside the caller's transaction): the
    append-only triggers are put aside for it and made again as they were; the rows changed
    where they stand (`PROTECTED`) too."""
    for table in PROTECTED:
        mark_rows(db, table, "mark IS NULL", ())
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


def damaged_rows(db: Store) -> Iterator[tuple[int | None, str]]:
    """Each append-only row whose values no longer match its mark: (its evening's id, or None
    where that cannot be read, and what is wrong)."""
    for table, columns in MARKED.items():
        for row_id, evening_id, mark, *values in db.execute(
                f"SELECT id, {EVENING_OF[table]}, mark, {', '.join(columns)} FROM {table} ORDER BY id"):
            if mark != row_mark(values):
                yield evening_id, f"{table} row {row_id} does not match its checksum"


#: the values of each row that is changed where it stands that its mark covers (its id too: a
#: row that moved is not the row it was), in order; its ``seq`` (a counter of changes) is not
PROTECTED = {
    "evenings": ("id", "name", "created_at", "dealer", "game", "chip_value", "closed_at", "season_id", "settle",
                 "phone_odds"),
    "players": ("id", "evening_id", "name", "seat", "left_at", "joined_at"),
    "seasons": ("id", "name", "name_key", "created_at"),
    "house_games": ("id", "season_id", "name", "name_key", "definition", "created_at", "changed_at"),
    "evening_settings": ("evening_id", "odds_view"),
}
#: what a damaged row of each table names: (what it is, the column of its id)
NAMED_BY = {"evenings": ("evening", "id"), "players": ("evening", "evening_id"), "seasons": ("season", "id"),
            "house_games": ("house_game", "id"), "evening_settings": ("evening", "evening_id")}


class Damaged(Exception):
    """A row whose values no longer match its mark (a bit flipped on the disk): not served.
    `kind`: ``evening``, ``season`` or ``house_game``; `key`: its id."""

    def __init__(self, kind: str, key: int | None):
        self.kind, self.key = kind, key
        super().__init__(f"{kind} {key} does not match its checksum")


def read(db: Store, table: str, where: str = "1", params: Sequence = (), order: str = "rowid") -> list[dict | Damaged]:
    """The rows of a `PROTECTED` table (``SELECT * ... WHERE where ORDER BY order``), each
    checked against its mark: the row (without its mark), or in its place the `Damaged` that
    names it (a value changed, or text that is no longer UTF-8)."""
    try:
        rows = list(db.query(f"SELECT * FROM {table} WHERE {where} ORDER BY {order}", params))
    except sqlite3.DatabaseError as err:
        if not any(word in str(err) for word in _UNREADABLE):
            raise
        return [_read_row(db, table, rowid) for (rowid,) in db.execute(
            f"SELECT rowid FROM {table} WHERE {where} ORDER BY {order}", params).fetchall()]
    return [_checked(table, row) for row in rows]


#: what SQLite says of a row it cannot read as stored (text that is no longer UTF-8, a record
#: whose header no longer fits its values)
_UNREADABLE = ("decode", "malformed")


def _read_row(db: Store, table: str, rowid: int) -> dict | Damaged:
    try:
        return _checked(table, next(db.query(f"SELECT * FROM {table} WHERE rowid = ?", [rowid])))
    except sqlite3.DatabaseError:                      # unreadable: named by its id where that can be read
        kind, column = NAMED_BY[table]
        try:
            key = db.execute(f"SELECT {column} FROM {table} WHERE rowid = ?", [rowid]).fetchone()[0]
        except sqlite3.DatabaseError:
            key = None
        return Damaged(kind, key)


def _checked(table: str, row: dict) -> dict | Damaged:
    mark = row.pop("mark", None)
    try:
        whole = mark == row_mark([row[column] for column in PROTECTED[table]])
    except (TypeError, ValueError):                    # a value read back as bytes: its type was changed
        whole = False
    if not whole:
        kind, column = NAMED_BY[table]
        return Damaged(kind, row[column] if isinstance(row[column], int) else None)
    return row


def intact(rows: list[dict | Damaged]) -> list[dict]:
    """`rows` (from `read`), each intact; else the first damaged one is raised."""
    for row in rows:
        if isinstance(row, Damaged):
            raise row
    return rows                                         # type: ignore[return-value]


def served(rows: list[dict | Damaged]) -> list[dict]:
    """The intact rows of a list (a damaged one is left out of it and refused when asked for)."""
    return [row for row in rows if not isinstance(row, Damaged)]


def mark_rows(db: Store, table: str, where: str, params: Sequence) -> None:
    """Mark the rows of a `PROTECTED` table that `where` finds as they stand now (inside the
    transaction that wrote them)."""
    columns = PROTECTED[table]
    rows = db.execute(f"SELECT rowid, {', '.join(columns)} FROM {table} WHERE {where}", params).fetchall()
    for rowid, *values in rows:
        db.execute(f"UPDATE {table} SET mark = ? WHERE rowid = ?", [row_mark(values), rowid])


def update_marked(db: Store, table: str, where: str, params: Sequence, assignments: str, values: Sequence) -> None:
    """``UPDATE table SET assignments WHERE where``: the rows checked against their marks first
    (a damaged one is refused, never marked again as if it were whole) and marked again after."""
    intact(read(db, table, where, params))
    db.execute(f"UPDATE {table} SET {assignments} WHERE {where}", [*values, *params])
    mark_rows(db, table, where, params)


def damaged(db: Store) -> list[Damaged]:
    """Every damaged row of the `PROTECTED` tables, said once for what it names."""
    found: dict[tuple[str, int | None], Damaged] = {}
    for table in PROTECTED:
        for row in read(db, table):
            if isinstance(row, Damaged):
                found.setdefault((row.kind, row.key), row)
    return list(found.values())
