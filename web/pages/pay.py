"""The players' payment details of a season, on the host's page alone: an IBAN with the account
holder's name and a PayPal.me name per player (`web.pay` checks them and keeps them), from which
the settlement draws each payment's code to scan."""

from __future__ import annotations

from flask import Blueprint, g, redirect, render_template, request, url_for

from referee.names import player_key

from .. import pay, seasons
from ..refusals import Refusal
from ..store import get_db, transaction
from ..words import say
from .frame import guard, refusal_words, write

bp = guard(Blueprint("pay", __name__))


@bp.get("/seasons/<int:season_id>/payment-details")
@write                                  # the host's alone: a guest sees no payment details
def details_page(season_id: int):
    saved = request.args.get("saved")
    notice = say("pay_saved", g.lang, name=saved) if saved else None
    return _page(season_id, notice=notice)


@bp.post("/seasons/<int:season_id>/payment-details")
@write
def save(season_id: int):
    form = request.form
    db = get_db()
    try:
        with transaction(db):
            kept = pay.save_details(db, season_id, form.get("player", ""), form.get("iban", "")[:60],
                                    form.get("holder", "")[:200], form.get("paypal", "")[:100])
    except Refusal as err:
        return _page(season_id, problem=refusal_words(err), field=err.field, typed=form.to_dict()), err.status
    return redirect(url_for("pay.details_page", season_id=season_id, saved=kept["player"]), 303)


def _page(season_id: int, notice: str | None = None, problem: str | None = None, field: str | None = None,
          typed: dict | None = None):
    db = get_db()
    season = seasons.get_season(db, season_id)
    kept = pay.details_of(db, season_id)
    rows = []
    for name in pay.season_players(db, season_id):
        mine = kept.get(player_key(name)) or {}
        values = {"iban": pay.grouped_iban(mine["iban"]) if mine.get("iban") else "",
                  "holder": mine.get("holder") or "", "paypal": mine.get("paypal") or ""}
        if typed is not None and player_key(typed.get("player", "")) == player_key(name):
            values = {k: typed.get(k, "") for k in values}
        this = typed is not None and player_key(typed.get("player", "")) == player_key(name)
        rows.append({"name": name, "values": values, "problem": problem if this else None})
    placed = any(r["problem"] for r in rows)                  # said beside the player's form, else on top
    return render_template("pay_details.html", season=season, rows=rows, notice=notice,
                           problem=None if placed else problem, field=field)
