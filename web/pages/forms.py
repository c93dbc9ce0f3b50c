"""What the pages' forms send, read and checked: whole numbers, the game with its options, a
player's name and chips, and the action a table form asks for.  A form that cannot be read is
refused with a `Refusal` (422) that names the field in the page's words.
"""

from __future__ import annotations

import re
from typing import Any

from marshmallow import ValidationError

from referee.cards import CardError, parse_card, parse_cards
from referee.games import GAMES, GameError, configure
from referee.games import game_type as game_type_of
from referee.replay import State
from referee.shortcuts import hole_slots, shows, turns_up
from schemas import GameSchema, JoinSchema

from ..refusals import Refusal, schema_problem
from ..words import both
from .games import settled_options
from .show import MAX_SEATS

FORM_DEFAULTS = {"variant": "FTQ", "ante": "1", "bet_min": "1", "bet_max": "5", "max_raises": "3",
                 "bring_in": "1", "small_bet": "2", "big_bet": "4", "small_blind": "1", "big_blind": "2",
                 "chips": "100", "amount": "", "currency": "€", "season": ""}
_WHOLE = re.compile(r"[0-9]{1,9}")


def whole(form, name: str, label: str | None = None) -> int:
    """The whole number (0 to 999,999,999, ASCII digits only) in field `name`; its label in
    the words is `label` (default: the field's name)."""
    value = form.get(name, "").strip()
    if not _WHOLE.fullmatch(value):
        raise Refusal(422, "err_number", name, label=both(label or name))
    return int(value)


def optional_whole(args, name: str) -> int | None:
    """A whole number in a query or form field, or None when it is missing or not one."""
    value = args.get(name, "")
    return int(value) if _WHOLE.fullmatch(value) else None


def game_from_form(form, house: dict[str, dict] | None = None) -> dict:
    """The game a form describes (the fields of the chosen variant only); `house`: the season's
    house games by their value in the form (``HOUSE-id``: their game, `web.house_games.as_game`)."""
    variant = form.get("variant", "FTQ")
    house = house or {}
    if variant not in GAMES and variant not in house:
        raise Refusal(422, "err_game", "variant", variant=str(variant)[:40])
    game: dict = {**house[variant], "ante": whole(form, "ante")} if variant in house else {
        "variant": variant, "ante": whole(form, "ante")}
    game_type = game_type_of(game)
    if game_type.has_blinds:                        # blinds instead of the ante and the bring-in (Outhouse)
        for name in ("small_blind", "big_blind", "small_bet", "big_bet"):
            game[name] = whole(form, name)
        game["ante"] = 0
    elif game_type.betting == "fixed" and f"opt-{variant}-spread_limit" not in form:
        for name in ("bring_in", "small_bet", "big_bet"):
            game[name] = whole(form, name)
    else:
        game["bet_limits"] = [whole(form, "bet_min"), whole(form, "bet_max")]
        game["max_raises"] = whole(form, "max_raises")
    chosen = {}
    for option in game_type.options if variant in GAMES else ():      # a house game: its defaults
        field = f"opt-{variant}-{option.name}"
        value = (field in form) if isinstance(option.default, bool) else form.get(field, option.default)
        if not isinstance(option.default, bool | str) and field in form:      # a number of chips
            value = whole(form, field, "chips")
        chosen[option.name] = value
    options = _away_from_defaults(variant, game_type, chosen)
    if options.get("hole_queens_wild") and f"opt-{variant}-queens_wild" in form:
        del options["hole_queens_wild"]                 # with Queens wild, face-down Queens are wild anyway
    if options:
        game["options"] = options
    try:
        return GameSchema().load(game)
    except ValidationError as err:
        raise schema_problem(err) from None


def _away_from_defaults(variant: str, game_type, chosen: dict[str, Any]) -> dict[str, Any]:
    """The options `chosen` that are not the game's defaults, and those at their default that
    another option would change (the qualifier, ``none`` when the players declare: eight or better
    chosen beside declaring is kept)."""
    options = {o.name: chosen[o.name] for o in game_type.options if o.name in chosen and chosen[o.name] != o.default}
    try:
        settled = configure(variant, options).options
    except GameError:
        return options                      # the referee refuses it by name later
    return {**options, **{name: value for name, value in chosen.items() if settled.get(name, value) != value}}


def form_values(form=None, game: dict | None = None) -> dict:
    """What the start form shows: the defaults (over them the game being played), or what was
    sent (nothing typed is lost).  ``checked``: the option boxes ticked; ``choice``: the rest."""
    values: dict[str, Any] = dict(FORM_DEFAULTS)
    checked, choice = set(), {}
    for code, game_type in GAMES.items():
        given = (game or {}).get("options", {}) if game and game["variant"] == code else {}
        settled = settled_options(game_type, given)
        for option in game_type.options:
            value = settled.get(option.name, option.default)
            field = f"opt-{code}-{option.name}"
            if isinstance(option.default, bool):
                if value:
                    checked.add(field)
            else:
                choice[field] = value
    if game is not None:
        values["variant"] = game["variant"]
        values["ante"] = str(game.get("ante", 1))
        if "bet_limits" in game:
            values["bet_min"], values["bet_max"] = map(str, game["bet_limits"])
        for name in ("max_raises", "bring_in", "small_bet", "big_bet", "small_blind", "big_blind"):
            if name in game:
                values[name] = str(game[name])
    players: list[str] = []
    if form is not None:
        values.update({k: v for k, v in form.items() if k in FORM_DEFAULTS or k in ("name", "dealer")})
        players = form.getlist("player")
        checked = {k for k in form if k.startswith("opt-") and k not in choice}
        choice.update({k: v for k, v in form.items() if k in choice})
    values.update(checked=checked, choice=choice, players=(players + [""] * MAX_SEATS)[:MAX_SEATS])
    values.setdefault("name", "")
    values.setdefault("dealer", "")
    return values


def chips(form) -> int:
    """The chips of a join or a rebuy: a whole number of at least 1 (a preset button's, else
    what was typed)."""
    amount = whole(form, "preset" if form.get("preset") else "chips")
    if amount < 1:
        raise Refusal(422, "err_at_least_one", "chips", label=both("chips"))
    return amount


def name(form) -> str:
    """A player's name, as the API's schema takes it."""
    value = form.get("name", "").strip()
    if not value:
        raise Refusal(422, "err_player_name", "name")
    try:
        return JoinSchema().load({"name": value, "chips": 1})["name"]
    except ValidationError as err:
        raise schema_problem(err) from None


def card(text: str) -> str:
    try:
        return str(parse_card(text))
    except CardError:
        raise Refusal(422, "unreadable_card", "card", text=text) from None


def action(state: State, form) -> str:
    """The action a table form asks for, in a hand standing as `state`: a tapped or typed card for
    whoever gets it next (or turns it up, as the API's intent turn_up does), the face-down cards a
    player shows (one per slot, in the order the deal gave them), a betting button's action, or a
    bet typed."""
    nxt = state.expected()
    if form.get("action"):
        return form["action"]
    if form.get("bet_amount"):
        seat = form["bet_amount"]
        if not re.fullmatch(r"p[0-9]{1,2}", seat):
            raise Refusal(422, "err_number", "amount", label=both("amount"))
        return f"{seat} cbr {whole(form, 'amount')}"
    if nxt["kind"] == "show":
        text = form.get("show", "").strip()
        try:
            cards = parse_cards(text)
        except CardError as err:
            raise Refusal(422, "unreadable_card", "show", text=str(err).split("'")[1]) from None
        if not cards or None in cards:
            raise Refusal(422, "pick_cards", "show", n=len(hole_slots(state, nxt["seat"])))
        return shows(state, cards)[0]
    typed = form.get("card") or form.get("typed", "").strip()
    if not typed:
        raise Refusal(422, "unreadable_card", "card", text="")
    dealt = card(typed)
    if nxt["kind"] == "board":
        return f"d db {dealt}"
    if nxt["kind"] == "turn_up":
        return turns_up(state, [parse_card(dealt)], optional_whole(form, "turn_seat"))[0]
    if nxt["kind"] == "deal":
        return f"d dh p{nxt['seat'] + 1} {'??' * nxt['faces'].count('d')}{dealt}"
    return f"d dh p1 {dealt}"          # nothing to deal now: the referee says what comes next
