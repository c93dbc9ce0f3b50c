"""A PokerNow evening in the same books, on the host's pages: the ledger CSV read and checked
(a refusal names its line), then who is who (each PokerNow player counts for a player of the
season, suggested, confirmed by the host, remembered), then imported as an ended evening of
the season (`web.pokernow`)."""

from __future__ import annotations

from flask import Blueprint, g, redirect, render_template, request, url_for

from .. import pay, pokernow, seasons, settle
from ..refusals import Refusal
from ..store import get_db, transaction
from ..words import say
from .frame import guard, refusal_words, write
from .settlement import chip_value

bp = guard(Blueprint("pokernow", __name__))

MAX_TEXT = 1024 * 1024


@bp.get("/seasons/<int:season_id>/pokernow")
@write
def pokernow_page(season_id: int):
    return _page(season_id)


@bp.post("/seasons/<int:season_id>/pokernow")
@write
def read(season_id: int):
    """The file read and checked: who is who, to confirm (the file's text carried along)."""
    text = _sent()
    if text is None:
        return _page(season_id, problem=say("not_text", g.lang)), 422
    try:
        ledger = pokernow.read_ledger(text)
    except Refusal as err:
        return _page(season_id, problem=refusal_words(err)), err.status
    return _page(season_id, text=text, ledger=ledger)


@bp.post("/seasons/<int:season_id>/pokernow/import")
@write
def import_evening(season_id: int):
    form = request.form
    text = form.get("ledger", "")[:MAX_TEXT]
    db = get_db()
    try:
        ledger = pokernow.read_ledger(text)
        mapping = {p["player_id"]: form.get(f"name_{p['player_id']}", "")[:100] for p in ledger.players()}
        season = seasons.get_season(db, season_id)
        with transaction(db):
            evening_id = pokernow.import_ledger(db, season["name"], ledger, mapping,
                                                " ".join(form.get("name", "").split())[:100] or "PokerNow",
                                                chip_value(form))
    except Refusal as err:
        try:
            ledger = pokernow.read_ledger(text)
        except Refusal:
            return _page(season_id, problem=refusal_words(err)), err.status
        return _page(season_id, text=text, ledger=ledger, problem=refusal_words(err), typed=form), err.status
    return redirect(url_for("settlement.settlement", evening_id=evening_id), 303)


def _sent() -> str | None:
    file = request.files.get("file")
    if file is None or not file.filename:
        return request.form.get("text", "")[:MAX_TEXT]
    try:
        return file.read(MAX_TEXT).decode("utf-8-sig")
    except UnicodeDecodeError:
        return None


def _page(season_id: int, text: str = "", ledger: pokernow.Ledger | None = None, problem: str | None = None,
          typed=None):
    db = get_db()
    season = seasons.get_season(db, season_id)
    players = []
    if ledger is not None:
        found = ledger.players()
        suggested = pokernow.suggested(found, pay.season_players(db, season_id), pokernow.remembered(db, season_id))
        for p in found:
            chosen = typed.get(f"name_{p['player_id']}", "") if typed is not None else suggested[p["player_id"]]
            players.append({**p, "chosen": chosen, "words": say(
                "pn_player", g.lang, nickname=" / ".join(p["nicknames"]), n=len(p["lines"]),
                net=settle.money_words(str(p["net"]), None, g.lang))})
    started = ledger.started()[:10] if ledger is not None else ""
    return render_template("pokernow.html", season=season, text=text, ledger=ledger, players=players,
                           problem=problem, names=pay.season_players(db, season_id),
                           default_name=f"PokerNow {started}".strip(),
                           typed_value=typed.get("amount", "") if typed is not None else "")
