"""The start page: the evenings, and the form that starts one (its game may be a house game of
the season the form names: the page offers every season's, the script those of the season
typed; the evening is refused one of another season)."""

from __future__ import annotations

import time

from flask import Blueprint, g, redirect, render_template, request, url_for
from marshmallow import ValidationError

from referee.games import game_type
from referee.names import look_alike, player_key
from referee.violations import RuleViolation
from schemas import EveningCreateSchema

from .. import commands, house_games, store
from ..errors import damaged_refusal
from ..refusals import Refusal
from ..store import get_db, transaction
from . import forms
from .frame import guard, refusal_words, write
from .games import games_for_form, house_choice
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
    game = forms.game_from_form(form, _house_of_season(form))
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


def _house_of_season(form) -> dict[str, dict]:
    """The house games of the season the form names (none for a season not kept yet), by their
    value in the game form; a house game of another season (or of none) is refused."""
    name = form.get("season", "").strip()
    season = store.season_by_key(get_db(), player_key(name)) if name else None
    kept = house_games.house_games(get_db(), season["id"]) if season else []
    house = {house_choice(k): house_games.as_game(k) for k in kept}
    if form.get("variant", "").startswith("HOUSE-") and form["variant"] not in house:
        raise Refusal(422, "house_other_season", "season")
    return house


def _start_page(values: dict, problem: str | None = None) -> str:
    db = get_db()
    counts = store.hand_counts(db)
    rows = [{**e, "hands": counts.get(e["id"], 0)} for e in reversed(store.evenings(db))]
    seasons = store.seasons(db)
    house = [{**k, "season_key": player_key(s["name"])} for s in seasons
             for k in house_games.house_games(db, s["id"])]
    damaged = " ".join(damaged_refusal(d).message(g.lang) for d in store.damaged(db))   # left out of the list
    return render_template("start.html", evenings=rows, games=games_for_form(g.lang, house), values=values,
                           problem=problem or damaged or None, default_name=time.strftime("%d.%m.%Y"),
                           seasons=[s["name"] for s in seasons])
