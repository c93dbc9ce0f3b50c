"""The start page: the evenings, and the form that starts one."""

from __future__ import annotations

import time

from flask import Blueprint, g, redirect, render_template, request, url_for
from marshmallow import ValidationError

from referee.games import game_type
from referee.names import look_alike
from referee.violations import RuleViolation
from schemas import EveningCreateSchema

from .. import commands, store
from ..refusals import Refusal
from ..store import get_db, transaction
from . import forms
from .frame import guard, refusal_words, write
from .games import games_for_form
from .settlement import chip_value

bp = guard(Blueprint("start", __name__))


@bp.get("/")
def start():
    return _start_page(forms.form_values())


@bp.post("/evenings")
@write
def create_evening():
    form = request.form
    try:
        data = _evening_from_form(form)
        with transaction(get_db()) as db:
            evening_id = commands.create_evening(db, data)
    except (Refusal, RuleViolation) as err:
        return _start_page(forms.form_values(form), refusal_words(err)), getattr(err, "status", 422)
    return redirect(url_for("table.table", evening_id=evening_id), 303)


def _evening_from_form(form) -> dict:
    """The evening a start form describes, as the API's schema takes it."""
    game = forms.game_from_form(form)
    names = [n.strip() for n in form.getlist("player") if n.strip()]
    low, high = game_type(game).players
    if not form.get("name", "").strip():
        raise Refusal(422, "err_name", "name")
    if not low <= len(names) <= high:
        raise Refusal(422, "err_players", "player", game=game_type(game).name, low=low, high=high,
                      count=len(names))
    alike = look_alike(names)
    if alike is not None and alike[0].casefold() == alike[1].casefold():
        raise Refusal(422, "err_same_name", "player", name=alike[1])
    if alike is not None:
        raise Refusal(422, "err_look_alike", "player", name=alike[0], other=alike[1])
    chips = forms.whole(form, "chips", "chips_each")
    body = {"name": form["name"].strip(), "players": [{"name": n, "chips": chips} for n in names], "game": game}
    value = chip_value(form)
    if value is not None:
        body["chip_value"] = value
    if form.get("season", "").strip():
        body["season"] = form["season"].strip()
    raw = form.getlist("player")
    dealer_at = forms.optional_whole(form, "dealer")
    if dealer_at is not None and dealer_at < len(raw) and raw[dealer_at].strip():
        body["dealer"] = raw[dealer_at].strip()
    try:
        return EveningCreateSchema().load(body)
    except ValidationError as err:
        raise forms.schema_problem(err) from None


def _start_page(values: dict, problem: str | None = None) -> str:
    db = get_db()
    counts = store.hand_counts(db)
    rows = [{**e, "hands": counts.get(e["id"], 0)} for e in reversed(store.evenings(db))]
    return render_template("start.html", evenings=rows, games=games_for_form(g.lang), values=values,
                           problem=problem, default_name=time.strftime("%d.%m.%Y"),
                           seasons=[s["name"] for s in store.seasons(db)])
