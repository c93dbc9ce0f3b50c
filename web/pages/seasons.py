"""The seasons (evenings grouped by a name) and each season's standings: every player's result
over the ended evenings with a small chart of it per evening, and what they did in the hands
(`web.seasons`)."""

from __future__ import annotations

from flask import Blueprint, g, render_template

from referee.names import player_key

from .. import seasons
from ..store import get_db
from . import show
from .frame import guard

bp = guard(Blueprint("seasons", __name__))


@bp.get("/seasons")
def season_list():
    return render_template("seasons.html", seasons=list(reversed(seasons.seasons(get_db()))))


@bp.get("/seasons/<int:season_id>")
def standings(season_id: int):
    db = get_db()
    seasons.get_season(db, season_id)
    seasons.work_out_stats(db, season_id)           # once per hand, kept (each evening in a short transaction)
    table = seasons.standings(db, season_id)
    names = {e["id"]: e["name"] for e in table["evenings"]}
    debts = seasons.open_debts(db, season_id)
    balances = seasons.open_balances(debts)
    rows = [{**row, "open": show.open_balance(balances.get(player_key(row["name"])), g.lang)}
            for row in show.standings(table, g.lang, names)]
    return render_template("standings.html", table=table, rows=rows, debts=show.open_debts(debts, g.lang))
