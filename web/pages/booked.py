"""The table's form for a hand of another game, booked by its result, in a few taps: the game
(a preset, or its name typed), what everyone put in (a preset amount, or typed) with a player's
own amount where it differs, and who took the pot (two or more split it); and the hand booked so
shown, with its result taken back by one tap (`web.commands.booked`).  The table is rendered
after it as after any tap (`web.pages.table`)."""

from __future__ import annotations

from flask import Blueprint, g, request

from .. import commands
from ..loaded import get_hand
from ..store import get_db
from ..words import say
from . import forms
from .frame import guard, write
from .table import _answer, _tap

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

    def change(db):
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
