"""The ledger: every chip movement of an evening (append-only), and what it adds up to."""

from __future__ import annotations

from .db import Store, _one, _touch, now
from .marks import MARKED, row_mark


def add_ledger(db: Store, evening_id: int, hand_id: int | None, player: str | None, amount: int, kind: str,
               note: str = "", created_at: str | None = None) -> int:
    values = (evening_id, hand_id, player, amount, kind, note, created_at or now())
    entry_id = db.insert("ledger", {**dict(zip(MARKED["ledger"], values)), "mark": row_mark(values)})
    _touch(db, evening_id)
    return entry_id


def add_ledger_rows(db: Store, evening_id: int,
                    rows: list[tuple[int | None, str | None, int, str, str, str]]) -> list[int]:
    """Many rows of a new evening's ledger at once (an import): (hand id, player, amount, kind,
    note, created_at) each; their ids, in order."""
    marked = [(evening_id, *row) for row in rows]
    db.conn.executemany("INSERT INTO ledger (evening_id, hand_id, player, amount, kind, note, created_at, mark) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)", [(*values, row_mark(values)) for values in marked])
    _touch(db, evening_id)
    ids = [row_id for (row_id,) in db.execute("SELECT id FROM ledger WHERE evening_id = ? ORDER BY id",
                                              [evening_id])]
    assert len(ids) == len(rows), "an evening's ledger added at once is the new evening's whole ledger"
    return ids


def ledger(db: Store, evening_id: int) -> list[dict]:
    return list(db.query(
        "SELECT l.id, l.hand_id, h.number AS hand_number, l.player, l.amount, l.kind, l.note, l.created_at "
        "FROM ledger l LEFT JOIN hands h ON h.id = l.hand_id WHERE l.evening_id = ? ORDER BY l.id", [evening_id]))


def chips(db: Store, evening_id: int) -> dict[str, int]:
    """Each player's chips: the sum of their ledger rows."""
    return dict(db.execute("SELECT player, SUM(amount) FROM ledger WHERE evening_id = ? AND player IS NOT NULL "
                           "GROUP BY player", [evening_id]).fetchall())


def ledger_sums(db: Store, evening_id: int) -> dict[tuple[str | None, str], int]:
    """The ledger added up by player (None: the open pot) and kind: (player, kind) -> chips
    (from the index alone, without reading the rows)."""
    return {(player, kind): total for player, kind, total in db.execute(
        "SELECT player, kind, SUM(amount) FROM ledger WHERE evening_id = ? GROUP BY player, kind", [evening_id])}


def ledger_lines(db: Store, evening_id: int, after_id: int = 0) -> list[tuple[int, int | None, str | None, int, str]]:
    """The ledger rows after `after_id`, lean: (id, hand number, player, amount, kind) in order."""
    return db.execute("SELECT l.id, h.number, l.player, l.amount, l.kind FROM ledger l "
                      "LEFT JOIN hands h ON h.id = l.hand_id WHERE l.evening_id = ? AND l.id > ? ORDER BY l.id",
                      [evening_id, after_id]).fetchall()


def last_rows(db: Store, evening_id: int) -> dict[str, dict]:
    """Each player's last ledger row (id, amount, kind)."""
    return {row["player"]: row for row in db.query(
        "SELECT player, id, amount, kind FROM ledger WHERE id IN (SELECT MAX(id) FROM ledger WHERE evening_id = ? "
        "AND player IS NOT NULL GROUP BY player)", [evening_id])}


def bought_in(db: Store, evening_id: int) -> list[int]:
    """The amounts of the evening's buy-ins and rebuys, the first and the last (none, one or two)."""
    rows = db.execute("SELECT amount FROM (SELECT amount, id FROM ledger WHERE evening_id = ? AND amount > 0 "
                      "AND kind IN ('buy_in', 'rebuy') ORDER BY id LIMIT 1) UNION ALL SELECT amount FROM "
                      "(SELECT amount, id FROM ledger WHERE evening_id = ? AND amount > 0 AND kind IN ('buy_in', "
                      "'rebuy') ORDER BY id DESC LIMIT 1)", [evening_id, evening_id]).fetchall()
    return [amount for (amount,) in rows]


def open_pot(db: Store, evening_id: int) -> int:
    """Chips in the middle, carried over from a deal that nobody won."""
    row = _one(db, "SELECT COALESCE(SUM(amount), 0) AS pot FROM ledger WHERE evening_id = ? AND player IS NULL",
               [evening_id])
    assert row is not None                       # an aggregate gives one row
    return row["pot"]


def hand_ledger(db: Store, hand_id: int) -> dict[str | None, int]:
    """What a hand's rows add up to now, per player (None: the open pot)."""
    return {row["player"]: row["total"] for row in db.query(
        "SELECT player, SUM(amount) AS total FROM ledger WHERE hand_id = ? GROUP BY player", [hand_id])}


def hand_kinds(db: Store, hand_id: int) -> set[str]:
    """The kinds of a hand's ledger rows (``correction`` once it was reopened)."""
    return {row["kind"] for row in db.query("SELECT DISTINCT kind FROM ledger WHERE hand_id = ?", [hand_id])}


def last_ledger_id(db: Store, evening_id: int) -> int:
    row = _one(db, "SELECT COALESCE(MAX(id), 0) AS last FROM ledger WHERE evening_id = ?", [evening_id])
    assert row is not None                       # an aggregate gives one row
    return row["last"]


def ledger_after(db: Store, evening_id: int, after_id: int) -> list[dict]:
    return list(db.query("SELECT * FROM ledger WHERE evening_id = ? AND id > ? ORDER BY id", [evening_id, after_id]))
