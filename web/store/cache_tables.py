"""What is worked out from a booked hand's ruling and kept by its digest (derived, may be
dropped): the river swings of the story and the numbers of a season's standings."""

from __future__ import annotations

import json

from .db import Store

# --- the river swings (the story) ------------------------------------------------------------------

def pending_rivers(db: Store, evening_id: int) -> list[int]:
    """The booked showdowns of an evening whose river swings are not kept for their ruling as it
    stands, by number: their ids."""
    return _not_kept(db, "river_swings", evening_id, "AND json_extract(h.summary, '$.outcome') = 'showdown' ")


def current_swings(db: Store, evening_ids: list[int]) -> dict[int, dict]:
    """The river swings kept for the booked hands of these evenings as their rulings stand:
    hand id -> swings."""
    return _kept_for_evenings(db, "river_swings", "swings", evening_ids)


def river_swings(db: Store, evening_id: int) -> dict[tuple[int, str], dict]:
    """Every river swing kept for an evening's hands: (hand id, ruling digest) -> swings."""
    rows = db.query("SELECT r.hand_id, r.ruling_digest, r.swings FROM river_swings r JOIN hands h ON h.id = r.hand_id "
                    "WHERE h.evening_id = ?", [evening_id])
    return {(row["hand_id"], row["ruling_digest"]): json.loads(row["swings"]) for row in rows}


def river_swings_of(db: Store, hand_ids: list[int]) -> dict[tuple[int, str], dict]:
    """The river swings kept for these hands (any evening): (hand id, ruling digest) -> swings."""
    return _kept_for_hands(db, "river_swings", "swings", hand_ids)


def add_river_swing(db: Store, hand_id: int, ruling_digest: str, swings: dict) -> None:
    db.execute("INSERT OR IGNORE INTO river_swings (hand_id, ruling_digest, swings) VALUES (?, ?, ?)",
               [hand_id, ruling_digest, json.dumps(swings)])


# --- the standings' numbers of a hand -----------------------------------------------------------------

def missing_stats(db: Store, evening_id: int) -> list[int]:
    """The booked hands of an evening whose standings' numbers are not kept for their ruling as
    it stands: their ids, by number."""
    return _not_kept(db, "hand_stats", evening_id)


def current_stats(db: Store, evening_ids: list[int]) -> dict[int, dict]:
    """The standings' numbers kept for the booked hands of these evenings as their rulings
    stand: hand id -> stats."""
    return _kept_for_evenings(db, "hand_stats", "stats", evening_ids)


def hand_stats(db: Store, hand_ids: list[int]) -> dict[tuple[int, str], dict]:
    """The standings' numbers kept for hands: (hand id, ruling digest) -> stats."""
    return _kept_for_hands(db, "hand_stats", "stats", hand_ids)


def add_hand_stats(db: Store, hand_id: int, ruling_digest: str, stats: dict) -> None:
    add_hand_stats_many(db, [(hand_id, ruling_digest, stats)])


def replace_hand_stats(db: Store, hand_id: int, ruling_digest: str, stats: dict) -> None:
    """What the standings count of a hand, in place of what an older version counted (a cache)."""
    db.execute("DELETE FROM hand_stats WHERE hand_id = ? AND ruling_digest = ?", [hand_id, ruling_digest])
    add_hand_stats(db, hand_id, ruling_digest, stats)


def add_hand_stats_many(db: Store, stats: list[tuple[int, str, dict]]) -> None:
    """What the standings count of many hands (an import: all of an evening's at once): (hand id,
    ruling digest, stats) each."""
    db.conn.executemany("INSERT OR IGNORE INTO hand_stats (hand_id, ruling_digest, stats) VALUES (?, ?, ?)",
                        [(hand_id, digest, json.dumps(numbers)) for hand_id, digest, numbers in stats])


# --- what the two caches share ----------------------------------------------------------------------

def _not_kept(db: Store, table: str, evening_id: int, only: str = "") -> list[int]:
    """The booked hands of an evening (`only`: and this SQL condition on ``h``) that cache `table`
    keeps nothing for as their ruling stands: their ids, by number."""
    return [hand_id for (hand_id,) in db.execute(
        f"SELECT h.id FROM hands h WHERE h.evening_id = ? AND h.status = 'booked' {only}AND NOT EXISTS "
        f"(SELECT 1 FROM {table} c WHERE c.hand_id = h.id AND c.ruling_digest = h.ruling_digest) "
        f"ORDER BY h.number", [evening_id])]


def _kept_for_evenings(db: Store, table: str, column: str, evening_ids: list[int]) -> dict[int, dict]:
    """What a cache `table` keeps in `column` for the booked hands of these evenings as their
    rulings stand: hand id -> it."""
    out = {}
    for start in range(0, len(evening_ids), 500):
        chunk = evening_ids[start:start + 500]
        out.update({hand_id: json.loads(kept) for hand_id, kept in db.execute(
            f"SELECT c.hand_id, c.{column} FROM {table} c JOIN hands h ON h.id = c.hand_id "
            f"AND h.ruling_digest = c.ruling_digest WHERE h.evening_id IN ({', '.join('?' * len(chunk))})", chunk)})
    return out


def _kept_for_hands(db: Store, table: str, column: str, hand_ids: list[int]) -> dict[tuple[int, str], dict]:
    """What a cache `table` keeps in `column` for these hands: (hand id, ruling digest) -> it."""
    out = {}
    for start in range(0, len(hand_ids), 500):
        chunk = hand_ids[start:start + 500]
        rows = db.query(f"SELECT hand_id, ruling_digest, {column} FROM {table} WHERE hand_id IN "
                        f"({', '.join('?' * len(chunk))})", chunk)
        out.update({(row["hand_id"], row["ruling_digest"]): json.loads(row[column]) for row in rows})
    return out
