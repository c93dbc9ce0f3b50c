"""Settling up at the end of the evening: the settlement page on the tablet (the host ends the
evening here, reopens it, sets the chip value, the season and how the debts are paid), the
same read only on the players' phones (``/watch/<token>/settlement``), and printable (the
print stylesheet keeps the results and the payments only)."""

from __future__ import annotations

import datetime
import re
from decimal import Decimal, InvalidOperation

from flask import Blueprint, g, render_template, request, url_for
from marshmallow import ValidationError

from referee.names import player_key
from schemas.settle import EveningPatchSchema

from .. import commands, pay, seasons, settle, store, views
from ..qr import code_svg
from ..refusals import Refusal
from ..seating import get_evening
from ..store import Store, get_db
from ..words import both, say
from . import forms, show
from .board import evening_of_token
from .frame import change_then, guard, is_host, local, refusal_words, write

bp = guard(Blueprint("settlement", __name__))

UNITS = ("0.01", "0.05", "0.1", "1")


def settlement_context(db: Store, evening_id: int, readonly: bool, problem: str | None = None) -> dict:
    """What the settlement page shows: the evening with its settings, the settlement in words
    (or, while chips lie in the open pot, why there is none yet), the host's forms."""
    evening = get_evening(db, evening_id)
    view = views.evening_view(db, evening_id)
    try:
        settled = settle.settlement(db, evening_id)
        blocked = None
    except Refusal as err:
        settled, blocked = None, refusal_words(err)
    value = view["chip_value"]
    ended = (datetime.datetime.fromisoformat(view["closed_at"]).astimezone().strftime("%H:%M")
             if view["closed_at"] else None)
    shown = show.settlement(settled, g.lang) if settled else None
    if settled and shown and not readonly and is_host():     # payment details: the host's (a guest sees none)
        currency = settled["chip_value"]["currency"] if settled["chip_value"] else None
        for p, code in zip(shown["payments"], payment_codes(db, evening, settled["payments"], currency, g.lang)):
            p["code"] = code
    return {"evening": evening, "view": view, "ended": ended, "settled": settled, "blocked": blocked,
            "problem": problem, "shown": shown, "readonly": readonly,
            "season_id": evening.get("season_id"), "earlier": earlier_debts(db, evening, readonly),
            "together": together(db, evening, readonly),
            "seasons": [s["name"] for s in store.seasons(db)], "units": UNITS,
            "typed": {"amount": value["amount"] if value else "", "currency": value["currency"] if value else "€",
                      "unit": value["unit"] if value else "0.01",
                      "season": view["season"]["name"] if view["season"] else ""}}


@bp.get("/evenings/<int:evening_id>/settlement")
def settlement(evening_id: int):
    db = get_db()
    ctx = settlement_context(db, evening_id, readonly=False)
    ctx["watch"] = url_for("settlement.watch_settlement", token=store.watch_token(db, evening_id), _external=True)
    return render_template("settlement.html", **ctx)


@bp.get("/watch/<token>/settlement")
def watch_settlement(token: str):
    """The settlement on the players' phones: read only."""
    evening_id = evening_of_token(token)
    return render_template("settlement.html", token=token, watch=None,
                           **settlement_context(get_db(), evening_id, readonly=True))


def payment_codes(db: Store, evening: dict, payments: list[dict], currency: str | None, lang: str,
                  payer: str | None = None) -> list[dict | None]:
    """The code of each of the evening's `payments` (`web.pay.payment_code`) in words, for the
    host (or, `payer` given, only for that player's own payments; None for the others): the
    transfer code's SVG, or the PayPal.me link; None where the payee left no payment details."""
    details = pay.details_of(db, evening.get("season_id"))
    if not details or currency is None:
        return [None] * len(payments)
    season = store.season(db, evening["season_id"])
    text = pay.transfer_text(season["name"] if season else evening["name"], evening["created_at"])
    out = []
    for p in payments:
        mine = payer is None or (p["from"] is not None and player_key(p["from"]) == player_key(payer))
        code = pay.payment_code(p, currency, details, text) if mine else None
        out.append(None if code is None else _code_words(code, settle.money_words(p["amount"], currency, lang), lang))
    return out


def earlier_debts(db: Store, evening: dict, readonly: bool) -> list[dict]:
    """What is still open from the season's earlier evenings, shown on this evening's settlement
    to be paid now (with the host's codes; a guest sees the debts, no payment details)."""
    if evening.get("season_id") is None:
        return []
    debts = seasons.open_debts(db, evening["season_id"], before=evening["id"])
    shown = show.open_debts(debts, g.lang)
    if not readonly and is_host():
        for p, debt in zip(shown, debts):
            p["code"] = payment_codes(db, get_evening(db, debt["evening_id"]), [debt], debt["currency"], g.lang)[0]
    return shown


def together(db: Store, evening: dict, readonly: bool) -> dict | None:
    """The earlier evenings' open payments and tonight's settled together in the fewest
    payments (`web.seasons.settle_together`), in words, with the host's codes."""
    found = seasons.settle_together(db, evening)
    if found is None or len(found["payments"]) >= found["instead"]:
        return None
    bank_word = say("cash_box", g.lang)
    shown = [{"from": p["from"] or bank_word, "to": p["to"] or bank_word, "paid": None, "code": None,
              "amount": settle.money_words(p["amount"], found["currency"], g.lang),
              "key": {"from": p["from"] or "", "to": p["to"] or "", "amount": p["amount"]}} for p in found["payments"]]
    if not readonly and is_host():
        for p, code in zip(shown, payment_codes(db, evening, found["payments"], found["currency"], g.lang)):
            p["code"] = code
    return {"payments": shown, "why": say("together_why", g.lang, n=len(shown), m=found["instead"])}


def _code_words(code: dict, money: str, lang: str) -> dict:
    if code["kind"] == "paypal":
        return {"kind": "paypal", "link": code["link"], "label": say("pay_by_paypal", lang, money=money)}
    return {"kind": "epc", "svg": code_svg(code["qr"], say("pay_qr_title", lang, money=money, holder=code["holder"])),
            "scan": say("pay_scan", lang, money=money, holder=code["holder"]), "iban": code["iban"],
            "text": say("pay_text_is", lang, text=code["text"])}


@bp.post("/evenings/<int:evening_id>/payments/tick")
@write
def tick(evening_id: int):
    """The host ticks a payment off as paid in cash or by transfer, or takes the tick back."""
    payment, how = ticked_payment(request.form)
    back = local(request.form.get("back"), url_for(".settlement", evening_id=evening_id))   # a later evening's page
    if how == "open":
        return _change(evening_id, lambda db: commands.mark_open(db, evening_id, payment, None), back)
    return _change(evening_id, lambda db: commands.mark_paid(db, evening_id, payment, how, None), back)


@bp.post("/evenings/<int:evening_id>/expenses")
@write
def add_expense(evening_id: int):
    """A shared expense: what, how much, paid by whom, shared by whom (none ticked: everyone)."""
    form = request.form
    return _change(evening_id, lambda db: commands.add_expense(
        db, evening_id, form.get("what", "")[:200], form.get("amount", "")[:30], form.get("paid_by", "")[:100],
        [n[:100] for n in form.getlist("shared_by")[:100]]))


@bp.post("/evenings/<int:evening_id>/expenses/<int:n>/remove")
@write
def remove_expense(evening_id: int, n: int):
    return _change(evening_id, lambda db: commands.remove_expense(db, evening_id, n))


@bp.post("/evenings/<int:evening_id>/kitty")
@write
def kitty(evening_id: int):
    """The host's kitty: an amount per player (empty: none) and who gets it."""
    form = request.form
    return _change(evening_id, lambda db: commands.set_kitty(db, evening_id, form.get("amount", "")[:30],
                                                             form.get("host", "")[:100]))


@bp.post("/evenings/<int:evening_id>/payments/together")
@write
def all_paid(evening_id: int):
    """Everything settled together: every open payment of this evening and the earlier ones ticked off."""
    how = request.form.get("how", "")[:20]
    return _change(evening_id, lambda db: commands.mark_all_paid(db, evening_id, how))


def ticked_payment(form) -> tuple[dict, str]:
    """The payment a tick's form names (``from``, ``to``, ``amount``; an empty name: the cash
    box) and what is ticked (``how``: cash, transfer, or open to take it back)."""
    return ({"from": form.get("from", "").strip() or None, "to": form.get("to", "").strip() or None,
             "amount": form.get("amount", "").strip()[:30]}, form.get("how", "")[:20])


def _change(evening_id: int, change, back: str | None = None):
    """Run the host's change in one transaction: back to the settlement page, or the page
    again with the refusal in words."""
    def refused(words: str, status: int):
        ctx = settlement_context(get_db(), evening_id, readonly=False, problem=words)
        ctx["watch"] = None
        return render_template("settlement.html", **ctx), status

    return change_then(evening_id, change, back or url_for(".settlement", evening_id=evening_id), refused)


@bp.post("/evenings/<int:evening_id>/end")
@write
def end(evening_id: int):
    """End the evening: everyone still seated cashes out; the evening only answers reads."""
    return _change(evening_id, lambda db: commands.end_evening(db, evening_id))


@bp.post("/evenings/<int:evening_id>/reopen")
@write
def reopen(evening_id: int):
    """Reopen the evening (logged): the chips go back on the table."""
    return _change(evening_id, lambda db: commands.reopen_evening(db, evening_id))


@bp.post("/evenings/<int:evening_id>/settings")
@write
def settings(evening_id: int):
    """The host's settings: chip value (until the end), season, how the debts are paid."""
    form = request.form

    def change(db: Store):
        closed = get_evening(db, evening_id)["closed_at"] is not None
        commands.change_evening(db, evening_id, _settings_from_form(form, closed))

    return _change(evening_id, change)


def _settings_from_form(form, closed: bool) -> dict:
    """The settings a form sends, as the API's schema takes them (the chip value only while the
    evening is on: the form shows it, but cannot change it, after the end)."""
    data: dict = {"season": form.get("season", "").strip() or None,
                  "settle": {"mode": form.get("mode", "direct"), "bank": form.get("bank") or None},
                  "phone_odds": form.get("phone_odds") == "1"}
    if not closed:
        data["chip_value"] = chip_value(form)
    try:
        return EveningPatchSchema().load(data)
    except ValidationError as err:
        raise forms.schema_problem(err) from None


def chip_value(form) -> dict | None:
    """The chip value typed (``0,10`` or ``0.10``), its currency and unit; empty: chips only."""
    amount = form.get("amount", "").strip().replace(",", ".")
    if not amount:
        return None
    try:
        number = Decimal(amount)
    except InvalidOperation:
        number = Decimal(0)
    if not number.is_finite() or number <= 0 or not re.fullmatch(r"[0-9]{1,9}(\.[0-9]{1,6})?", amount):
        raise Refusal(422, "err_money", "amount", label=both("chip_value"))
    currency = form.get("currency", "").strip()
    if not 1 <= len(currency) <= 8 or any(c.isdigit() for c in currency):
        raise Refusal(422, "err_currency", "currency")
    unit = form.get("unit", "0.01")
    return {"amount": amount, "currency": currency, "unit": unit if unit in UNITS else "0.01"}
