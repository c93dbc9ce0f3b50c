"""The queries of the players' own phones: which phone is which seat of an evening, the
face-down cards a seat entered on its phone (sealed: served to that seat's phone alone), and the
declarations held until every player still in has declared (a high-low game declaring at once).

Both tables are append-only and marked: a seat taken is a row, a seat released is a row, and
the last row of a seat says who holds it; a sealed card is a row per slot, the last row of a
slot says its card (NULL: taken back).  The generation of a seat (how many rows it has) is
what its code on the tablet is made from, so that a code scanned once, or released since,
takes the seat no more."""

from __future__ import annotations

from .db import Store, _one, _touch, now
from .hand_tables import _touch_hand
from .marks import MARKED, row_mark


def add_seat_phone(db: Store, evening_id: int, player: str, kind: str, phone: str | None = None) -> None:
    """A phone takes a seat (`kind` take, `phone` the hash of its cookie's id) or the host
    releases it (`kind` release)."""
    values = (evening_id, player, kind, phone, now())
    db.insert("seat_phones", {**dict(zip(MARKED["seat_phones"], values)), "mark": row_mark(values)})
    _touch(db, evening_id)


def seat_phones(db: Store, evening_id: int) -> dict[str, dict]:
    """Each seat that has had a phone: ``phone`` (the hash of the phone holding it, None when
    released) and ``generation`` (its rows so far)."""
    out: dict[str, dict] = {}
    for row in db.query("SELECT player, kind, phone FROM seat_phones WHERE evening_id = ? ORDER BY id",
                        [evening_id]):
        seat = out.setdefault(row["player"], {"phone": None, "generation": 0})
        seat["phone"] = row["phone"] if row["kind"] == "take" else None
        seat["generation"] += 1
    return out


def seat_of_phone(db: Store, evening_id: int, phone: str) -> str | None:
    """The seat that the phone (the hash of its cookie's id) holds in the evening, if any."""
    row = _one(db, "SELECT player FROM seat_phones WHERE evening_id = ? AND phone = ? ORDER BY id DESC LIMIT 1",
               [evening_id, phone])
    if row is None:
        return None
    return row["player"] if seat_phones(db, evening_id).get(row["player"], {}).get("phone") == phone else None


def add_sealed(db: Store, hand_id: int, player: str, slot: int, card: str | None) -> None:
    """A seat's face-down card in `slot` (None: taken back)."""
    values = (hand_id, player, slot, card, now())
    db.insert("sealed_cards", {**dict(zip(MARKED["sealed_cards"], values)), "mark": row_mark(values)})
    _touch_hand(db, hand_id)


def sealed(db: Store, hand_id: int) -> dict[str, dict[int, str]]:
    """Every seat's sealed cards in a hand: player -> {slot: card} (the last row of each slot)."""
    out: dict[str, dict[int, str]] = {}
    for row in db.query("SELECT player, slot, card FROM sealed_cards WHERE hand_id = ? ORDER BY id", [hand_id]):
        slots = out.setdefault(row["player"], {})
        if row["card"] is None:
            slots.pop(row["slot"], None)
        else:
            slots[row["slot"]] = row["card"]
    return {player: slots for player, slots in out.items() if slots}


def add_sealed_declaration(db: Store, hand_id: int, player: str, side: str) -> None:
    """A player's declaration (``high``, ``low``, ``both``), held off the hand's log until all are in."""
    values = (hand_id, player, side, now())
    db.insert("sealed_declarations", {**dict(zip(MARKED["sealed_declarations"], values)), "mark": row_mark(values)})
    _touch_hand(db, hand_id)


def sealed_declarations(db: Store, hand_id: int) -> dict[str, str]:
    """Every player's held declaration in a hand: player -> side (the last row of each player)."""
    return {row["player"]: row["side"] for row in db.query(
        "SELECT player, side FROM sealed_declarations WHERE hand_id = ? ORDER BY id", [hand_id])}


def add_sealed_discard(db: Store, hand_id: int, player: str, at: int, cards: str) -> None:
    """The cards a seat discarded, passed (kept for the passer and the receiver) or set as Cowpie's
    two-card hand on its phone, kept off the hand's log (which says ``??``): the action at index
    `at` of the log."""
    values = (hand_id, player, at, cards, now())
    db.insert("sealed_discards", {**dict(zip(MARKED["sealed_discards"], values)), "mark": row_mark(values)})


def sealed_discards(db: Store, hand_id: int, player: str) -> dict[int, str]:
    """A seat's discards, passes and setting kept off the log: the log's index -> the cards (the
    last row of an index)."""
    return {row["at"]: row["cards"] for row in db.query(
        "SELECT at, cards FROM sealed_discards WHERE hand_id = ? AND player = ? ORDER BY id", [hand_id, player])}
