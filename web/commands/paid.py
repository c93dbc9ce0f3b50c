"""A payment of the settlement ticked off as paid, in cash or by transfer, and taken back: a
line in the evening's log each (append-only, `web.settle.PAID` and `OPEN`), the last line of a
payment saying whether it is paid.  The host ticks off any payment; the payee ticks off the
payments made to them, on their seat's phone (the one who got the money knows).  Only once the
evening has ended: before, the payments still change with every hand.  The tablet and the
seat's phone run these same commands."""

from __future__ import annotations

from referee.names import player_key

from .. import store
from ..refusals import Refusal, conflict
from ..seating import get_evening
from ..settle import OPEN, PAID, payment_key, settlement
from ..store import Store
from ..words import both

HOW = ("cash", "transfer")


def mark_paid(db: Store, evening_id: int, payment: dict, how: str, by: str | None) -> int:
    """Tick off the payment (``from``, ``to``, ``amount`` as the settlement shows it) as paid
    `how` (cash or transfer), by the host (`by` None) or the payee's seat (`by` their name).
    Refused: before the end (409), a payment the settlement does not hold (404), one paid
    already (409), a seat that is not the payee (403), another way of paying (422)."""
    if how not in HOW:
        raise Refusal(422, "pay_how", "how", how=str(how)[:20])
    found = _payment(db, evening_id, payment, by)
    if found.get("paid") is not None:
        raise conflict("pay_paid_already", "payment", payer=_who(found["from"]), payee=_who(found["to"]),
                       amount=found["amount"])
    store.add_log(db, evening_id, PAID, {**_key(found), "how": how, "by": by})
    return evening_id


def mark_open(db: Store, evening_id: int, payment: dict, by: str | None) -> int:
    """Take the tick back: the payment is open again (a tap by mistake, money that did not
    arrive).  The same who may as for `mark_paid`; 409 for a payment that is open."""
    found = _payment(db, evening_id, payment, by)
    if found.get("paid") is None:
        raise conflict("pay_open_already", "payment", payer=_who(found["from"]), payee=_who(found["to"]),
                       amount=found["amount"])
    store.add_log(db, evening_id, OPEN, {**_key(found), "by": by})
    return evening_id


def mark_all_paid(db: Store, evening_id: int, how: str) -> int:
    """Everything settled together (`web.seasons.settle_together`): every open payment of the
    evening and of the season's earlier evenings ticked off as paid `how`, by the host, each a
    line of its own evening's log (``together``).  409 before the end."""
    if how not in HOW:
        raise Refusal(422, "pay_how", "how", how=str(how)[:20])
    evening = get_evening(db, evening_id)
    if evening.get("closed_at") is None:
        raise conflict("pay_not_ended", "evening_id", name=evening["name"])
    evenings = [evening]
    if evening.get("season_id") is not None:
        order = [e["id"] for e in store.season_evenings(db, evening["season_id"])]
        before = order[:order.index(evening_id)]
        evenings += [e for e in store.season_evenings(db, evening["season_id"])
                     if e["id"] in before and e["closed_at"] is not None]
    for e in evenings:
        for p in settlement(db, e["id"])["payments"]:
            if p.get("paid") is None:
                store.add_log(db, e["id"], PAID, {**_key(p), "how": how, "by": None, "together": True})
    return evening_id


def _payment(db: Store, evening_id: int, payment: dict, by: str | None) -> dict:
    """The settlement's payment that `payment` names, once the evening has ended, if `by` may tick it."""
    evening = get_evening(db, evening_id)
    if evening.get("closed_at") is None:
        raise conflict("pay_not_ended", "evening_id", name=evening["name"])
    wanted = payment_key(payment)
    found = next((p for p in settlement(db, evening_id)["payments"] if payment_key(p) == wanted), None)
    if found is None:
        raise Refusal(404, "pay_no_payment", "payment", payer=_who(payment["from"]), payee=_who(payment["to"]),
                      amount=payment["amount"])
    if by is not None and (found["to"] is None or player_key(by) != player_key(found["to"])):
        raise Refusal(403, "pay_not_payee", "payment", name=by, payee=_who(found["to"]))
    return found


def _key(payment: dict) -> dict:
    return {"from": payment["from"], "to": payment["to"], "amount": payment["amount"]}


def _who(name: str | None) -> dict[str, str] | str:
    """A payer or payee as a fact of the words: the cash box in each language when None."""
    return both("cash_box") if name is None else name
