"""The table's form for a hand of another game, booked by its result, in a few taps: the game
(a preset, or its name typed), what everyone put in (a preset amount, or typed) with a player's
own amount where it differs, and who took the pot (two or more split it); and the hand booked so
shown, with its result taken back by one tap, or corrected in a form prefilled with the result
that stands (`web.commands.booked`).  The table is rendered after it as after any tap
(`web.pages.table`); a refused correction keeps what was typed in its form."""

from __future__ import annotations

from flask import Blueprint, g, jsonify, render_template, request

from referee.violations import RuleViolation

from .. import commands
from ..loaded import get_hand
from ..refusals import Refusal
from ..store import Store, get_db, transaction
from ..words import say
from . import forms
from .frame import fetch, guard, refusal_words, write
from .table import _answer, _tap, table_context

bp = guard(Blueprint("booked", __name__))


def _result_of(form, players: list[str]) -> tuple[str, dict]:
    """The game and the result a form sent: the game typed or else the preset tapped; each
    player's own amount, or else what everyone put in; who took it (two or more: split)."""
    game = form.get("game_other", "").strip() or form.get("game", "").strip()
    everyone = forms.optional_whole(form, "everyone_other")
    if everyone is None:
        everyone = forms.optional_whole(form, "everyone") or 0
    put_in = {}
    for i, name in enumerate(players):
        own = forms.optional_whole(form, f"put_in_{i}")
        put_in[name] = everyone if own is None else own
    took = [players[i] for i in range(len(players)) if form.get(f"took_{i}")]
    return game, {"put_in": put_in, "took": took}


@bp.post("/evenings/<int:evening_id>/result")
@write
def book(evening_id: int):
    """Book the result the form sent (into the hand that waits for one, if any)."""
    players = request.form.getlist("player")
    number: list[int] = []

    def change(db: Store):
        game, result = _result_of(request.form, players)
        number.append(get_hand(db, commands.book_result(db, evening_id, game, result))["number"])
    return _tap(evening_id, change, notice=lambda db: say("result_booked", g.lang, n=number[0]))


@bp.post("/hands/<int:hand_id>/result/undo")
@write
def undo(hand_id: int):
    """Take the result back as the tablet saw the hand (`seq`)."""
    evening_id = get_hand(get_db(), hand_id)["evening_id"]
    seq = forms.optional_whole(request.form, "seq")
    if seq is None:
        return _answer(evening_id, say("undo_needs_seq", g.lang))
    return _tap(evening_id, lambda db: commands.undo_result(db, get_hand(db, hand_id), seq),
                notice=lambda db: say("result_taken_back", g.lang))


@bp.post("/hands/<int:hand_id>/result/correct")
@write
def correct(hand_id: int):
    """Replace the result that stands by the one the correction form sent, as the tablet saw the
    hand (`seq`); refused, the table shows why with the form as it was typed (nothing changed)."""
    db = get_db()
    hand = get_hand(db, hand_id)
    players = hand["header"]["players"]
    seq = forms.optional_whole(request.form, "seq")
    if seq is None:
        return _answer(hand["evening_id"], say("stale", g.lang))
    try:
        with transaction(db):
            game, result = _correction_of(request.form, players)
            commands.correct_result(db, get_hand(db, hand_id), game, result, seq)
    except (Refusal, RuleViolation) as err:
        return _refused(hand["evening_id"], refusal_words(err), _typed(request.form, players))
    return _answer(hand["evening_id"], notice=say("result_corrected", g.lang, n=hand["number"]))


def _correction_of(form, players: list[str]) -> tuple[str, dict]:
    """The game and the result a correction sent: each player's chips put in and taken (blank: 0)."""
    put_in = {name: _chips(form, f"put_in_{i}", "result_put_in") for i, name in enumerate(players)}
    took = {name: chips for i, name in enumerate(players) if (chips := _chips(form, f"took_{i}", "result_took_col"))}
    return form.get("game", "").strip(), {"put_in": put_in, "took": took}


def _chips(form, field: str, label: str) -> int:
    return forms.whole(form, field, label) if form.get(field, "").strip() else 0


def _typed(form, players: list[str]) -> dict:
    """The correction form as it was sent, to show again with its refusal."""
    return {"game": form.get("game", ""), "rows": [
        {"name": name, "put_in": form.get(f"put_in_{i}", ""), "took": form.get(f"took_{i}", "")}
        for i, name in enumerate(players)]}


def _refused(evening_id: int, problem: str, typed: dict):
    """The table with the refusal, its correction form open with what was typed."""
    ctx = table_context(get_db(), evening_id, problem)
    if ctx["booked"] is not None:
        ctx["booked"]["sent"] = typed
    if fetch():
        return jsonify({"html": render_template("_live.html", **ctx), "problem": problem}), 422
    return render_template("table.html", **ctx), 422
