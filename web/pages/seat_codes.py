"""The seats' codes on the host's tablet, and how a phone is known: a code per seat for the
players' own phones (`web.pages.seat` takes the seat with it), made from the service's secret,
the evening, the seat and how many times the seat changed hands (so a code taken or released
since takes the seat no more, and nobody makes one up); a phone is known by the hash of the
random id in its cookie."""

from __future__ import annotations

import hashlib
import hmac

from flask import current_app, g, request, url_for

from .. import store
from ..qr import qr_svg
from ..store import Store
from ..words import say

PHONE_COOKIE = "seat_phone"            # a random id: the database knows the phone by its hash


def seat_code(evening_id: int, name: str, generation: int) -> str:
    """The code of a seat for the phone that takes it: made from the service's secret, the evening,
    the seat and how many times the seat changed hands (`generation`), so that a code taken or
    released since takes the seat no more, and nobody makes up one."""
    message = f"seat {evening_id} {name.casefold()} {generation}".encode()
    return hmac.new(current_app.config["SECRET_KEY"].encode(), message, hashlib.sha256).hexdigest()[:20]


def phone_key(phone_id: str) -> str:
    return hashlib.sha256(phone_id.encode()).hexdigest()


def this_phone() -> str | None:
    """The hash of this phone's id (its cookie), if it has one."""
    phone_id = request.cookies.get(PHONE_COOKIE)
    return phone_key(phone_id) if phone_id and len(phone_id) < 100 else None


def seat_codes(db: Store, evening_id: int, sealed: dict[str, int] | None = None) -> list[dict]:
    """The tablet's seat codes: each player at the table with their code as a link and a QR code,
    whether a phone holds the seat, and how many face-down cards it sealed in the hand in play."""
    held = store.seat_phones(db, evening_id)
    out = []
    for p in store.players(db, evening_id):
        if p["left_at"] is not None:
            continue
        seat = held.get(p["name"], {"phone": None, "generation": 0})
        link = url_for("seat.take_page", evening_id=evening_id, name=p["name"],
                       code=seat_code(evening_id, p["name"], seat["generation"]), _external=True)
        out.append({"name": p["name"], "phone": seat["phone"] is not None, "link": link,
                    "qr": None if seat["phone"] else qr_svg(link, say("seat_code_for", g.lang, name=p["name"])),
                    "sealed": (sealed or {}).get(p["name"], 0)})
    return out
