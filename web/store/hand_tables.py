"""Hands (their header, and once booked their ruling with its digest and summary) and their
action logs (actions, undos and corrections, append-only), and the actions that stand."""

from __future__ import annotations

import json
from typing import Any

from ..kept import CORRECTIONS, LOG_KINDS, KeptRuling, effective_actions, hand_summary, kept_ruling, row_kind
from .db import SQLITE_MAX_INT, Store, _json, _one, _touch, now
from .marks import MARKED, row_mark


def add_hand(db: Store, evening_id: int, number: int, source: str, dealer: str, header: dict,
             digest: str | None = None, created_at: str | None = None) -> int:
    values = (evening_id, number, source, dealer, json.dumps(header), digest, created_at or now())
    hand_id = db.insert("hands", {**dict(zip(MARKED["hands"], values)), "status": "live", "ruling": None,
                                  "booked_through": None, "mark": row_mark(values)})
    _touch(db, evening_id)
    return hand_id


def add_hands(db: Store, evening_id: int, hands: list[tuple[int, str, str, dict, str | None, str]]) -> dict[int, int]:
    """Many hands of a new evening at once (an import): (number, source, dealer, header, digest,
    created_at) each, all live; number -> id."""
    marked = [(evening_id, number, source, dealer, json.dumps(header), digest, created_at)
              for number, source, dealer, header, digest, created_at in hands]
    db.conn.executemany("INSERT INTO hands (evening_id, number, source, dealer, header, digest, created_at, mark, "
                        "status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'live')",
                        [(*values, row_mark(values)) for values in marked])
    _touch(db, evening_id)
    return dict(db.execute("SELECT number, id FROM hands WHERE evening_id = ?", [evening_id]).fetchall())


def hand(db: Store, hand_id: int) -> dict | None:
    if not 0 < hand_id <= SQLITE_MAX_INT:
        return None
    return _json(_one(db, "SELECT * FROM hands WHERE id = ?", [hand_id]), "header", "ruling")


def hands(db: Store, evening_id: int) -> list[dict]:
    return [_json(row, "header", "ruling")
            for row in db.query("SELECT * FROM hands WHERE evening_id = ? ORDER BY number", [evening_id])]


def dealt_hands(db: Store, evening_id: int) -> list[dict]:
    """The hands of an evening as `hands` gives them, without their rulings (an export writes
    the hands as dealt and played; the importer rules them again)."""
    return [_json(row, "header") for row in db.query(
        "SELECT id, number, source, dealer, header, digest, status, booked_through, created_at FROM hands "
        "WHERE evening_id = ? ORDER BY number", [evening_id])]


def hand_count(db: Store, evening_id: int) -> int:
    return db.execute("SELECT COUNT(*) FROM hands WHERE evening_id = ?", [evening_id]).fetchone()[0]


def hand_rows(db: Store, evening_id: int, offset: int = 0, limit: int = -1, newest_first: bool = False) -> list[dict]:
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


def summaries(db: Store, evening_id: int) -> list[dict]:
    """The summary (`hand_summary`) of every booked hand of an evening, by number, each with the
    hand's ``id`` and ``number``."""
    rows = db.execute("SELECT id, number, summary FROM hands WHERE evening_id = ? AND status = 'booked' "
                      "ORDER BY number", [evening_id]).fetchall()
    out = []
    for hand_id, number, summary in rows:
        found = _summary(db, hand_id, None, summary, summary is None)
        assert found is not None                 # stale where it has none: worked out
        out.append({**found, "id": hand_id, "number": number})
    return out


def _summary(db: Store, hand_id: int, header: dict | None, summary: str | None, stale: bool) -> dict | None:
    """A hand's summary as kept, or worked out from its ruling where it is missing (a row that
    `summarize` has not seen)."""
    if summary is not None:
        return json.loads(summary)
    if not stale:
        return None
    row = db.execute("SELECT header, ruling FROM hands WHERE id = ?", [hand_id]).fetchone()
    return hand_summary(header or json.loads(row[0]), json.loads(row[1]))


def booked_state(db: Store, evening_id: int) -> tuple[int, str | None]:
    """What the booked hands of an evening are, in two values: how many, and the digest of the
    last one's ruling (only the last hand can be corrected; the others never change)."""
    count, last = db.execute("SELECT COUNT(*), MAX(number) FROM hands WHERE evening_id = ? AND status = 'booked'",
                             [evening_id]).fetchone()
    digest = db.execute("SELECT ruling_digest FROM hands WHERE evening_id = ? AND number = ?",
                        [evening_id, last]).fetchone() if last is not None else None
    return count, digest[0] if digest else None


def booked_ids(db: Store, evening_id: int) -> dict[int, int]:
    """The booked hands of an evening: number -> id."""
    return dict(db.execute("SELECT number, id FROM hands WHERE evening_id = ? AND status = 'booked'",
                           [evening_id]).fetchall())


def last_hand(db: Store, evening_id: int) -> dict | None:
    return _json(_one(db, "SELECT * FROM hands WHERE evening_id = ? ORDER BY number DESC LIMIT 1", [evening_id]),
                 "header", "ruling")


def hand_by_digest(db: Store, evening_id: int, digest: str) -> dict | None:
    return _json(_one(db, "SELECT * FROM hands WHERE evening_id = ? AND digest = ?", [evening_id, digest]),
                 "header", "ruling")


def set_booked(db: Store, hand_id: int, ruled: dict | None, booked_through: int | None) -> str | None:
    """Mark a hand booked with its ruling (and the ruling's digest and summary), or (``ruled``
    None) live again for a correction; the ruling's digest."""
    text = digest = summary = None
    if ruled is not None:
        header = _one(db, "SELECT header FROM hands WHERE id = ?", [hand_id])
        assert header is not None                # the hand being booked is stored (its caller read it)
        text, digest, summary = kept_ruling(json.loads(header["header"]), ruled)
    db.execute("UPDATE hands SET status = ?, ruling = ?, booked_through = ?, ruling_digest = ?, summary = ? "
               "WHERE id = ?", ["booked" if ruled is not None else "live", text, booked_through, digest, summary,
                                hand_id])
    _touch_hand(db, hand_id)
    return digest


def set_booked_many(db: Store, evening_id: int, booked: list[tuple[int, KeptRuling, int]]) -> None:
    """Mark many hands of a new evening booked at once (an import): (hand id, its kept ruling,
    the last ledger id of its booking) each."""
    db.conn.executemany("UPDATE hands SET status = 'booked', ruling = ?, booked_through = ?, ruling_digest = ?, "
                        "summary = ? WHERE id = ?",
                        [(kept.text, through, kept.digest, kept.summary, hand_id) for hand_id, kept, through in booked])
    _touch(db, evening_id)


_ADD_ACTION = f"INSERT INTO actions ({', '.join(MARKED['actions'])}, mark) VALUES ({', '.join('?' * 8)})"


def add_action(db: Store, hand_id: int, seq: int, text: str | None, created_at: str | None = None,
               kind: str | None = None, target: int | None = None) -> None:
    """Append a row to a hand's log: an action (`text`), an undo (`text` None), or with `kind`
    replace, insert or delete a correction at entry `target`."""
    kind = kind or ("undo" if text is None else "act")
    assert kind in LOG_KINDS and (target is not None) == (kind in CORRECTIONS)
    values = (hand_id, seq, text, int(kind == "undo"), created_at or now(), kind, target)
    db.execute(_ADD_ACTION, [*values, row_mark(values)])
    _touch_hand(db, hand_id)


def add_actions(db: Store, evening_id: int, rows: list[tuple[int, int, str | None, str, str, int | None]]) -> None:
    """Many rows of the evening's hands' logs at once (an import): (hand id, seq, text,
    created_at, kind, target) each, as `add_action` appends them."""
    for _, _, text, _, kind, target in rows:
        assert kind in LOG_KINDS and (target is not None) == (kind in CORRECTIONS) and (text is None) == (
            kind in ("undo", "delete"))
    marked = [(hand_id, seq, text, int(kind == "undo"), created_at, kind, target)
              for hand_id, seq, text, created_at, kind, target in rows]
    db.conn.executemany(_ADD_ACTION, [(*values, row_mark(values)) for values in marked])
    _touch(db, evening_id)


def _touch_hand(db: Store, hand_id: int) -> None:
    if getattr(db, "touched", None) is not None:
        row = _one(db, "SELECT evening_id FROM hands WHERE id = ?", [hand_id])
        if row is not None:
            _touch(db, row["evening_id"])


def log_length(db: Store, hand_id: int) -> int:
    """How many rows a hand's log has (its ``seq``)."""
    return db.execute("SELECT COUNT(*) FROM actions WHERE hand_id = ?", [hand_id]).fetchone()[0]


def action_log(db: Store, hand_id: int) -> list[dict]:
    """Every row of a hand's log in order: actions, undos (``text`` None) and corrections."""
    return list(db.query("SELECT seq, text, undo, kind, target, created_at FROM actions WHERE hand_id = ? "
                         "ORDER BY seq", [hand_id]))


def action_logs(db: Store, evening_id: int) -> dict[int, list[dict]]:
    """Every hand's log of an evening, read at once: hand id -> its rows in order, each as
    ``{text, created_at, kind, target}`` with its kind as `row_kind` tells it."""
    logs: dict[int, list[dict]] = {}
    keys = ("text", "created_at", "kind", "target")
    for hand_id, *row in db.execute(
            "SELECT a.hand_id, a.text, a.created_at, COALESCE(a.kind, CASE WHEN a.undo THEN 'undo' ELSE 'act' END), "
            "a.target FROM actions a JOIN hands h ON h.id = a.hand_id WHERE h.evening_id = ? "
            "ORDER BY a.hand_id, a.seq", [evening_id]):
        logs.setdefault(hand_id, []).append(dict(zip(keys, row)))
    return logs


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
