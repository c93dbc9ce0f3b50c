"""The host's house games of a season: each in words, a form to define one or to copy one and
change it (`web.house_games` keeps it once the referee has checked the definition)."""

from __future__ import annotations

import re

from flask import Blueprint, g, redirect, render_template, request, url_for

from referee.cards import RANKS, CardError, parse_cards, parse_rank
from referee.games.declare import QUALIFIERS, WAYS
from referee.games.house import DEAL_PRESETS, EVENTS, OPENS, PRESETS, SHAPES, SPLITS, check_definition, qualifier_of
from referee.lowball import LOW_RULES
from referee.words import say as referee_say
from referee.words.terms import rank_letter

from .. import house_games, seasons
from ..refusals import Refusal
from ..store import Store, get_db, transaction
from ..words import say
from . import forms
from .frame import guard, local, refusal_words, write

bp = guard(Blueprint("house", __name__))

#: the rows of face-up events the form offers
EVENT_ROWS = 4
#: the event that takes a price: ``buy_card N`` (its price typed beside it on the form)
BUY_CARD = "buy_card"
#: where the page may lead back to: an evening's table (the game picker's link, ``?back=``)
_BACK = re.compile(r"/evenings/[0-9]{1,18}")


@bp.get("/seasons/<int:season_id>/house-games")
def house_games_page(season_id: int):
    db = get_db()
    kept = house_games.house_games(db, season_id)
    copy = next((k for k in kept if str(k["id"]) == request.args.get("copy")), None)
    preset = request.args.get("preset", "")
    start = copy["definition"] if copy else check_definition(PRESETS[preset]) if preset in DEAL_PRESETS else None
    return _page(db, season_id, kept, form_of(start))


@bp.post("/seasons/<int:season_id>/house-games")
@write
def save(season_id: int):
    db = get_db()
    try:
        with transaction(db):
            saved = house_games.save(db, season_id, definition_from_form(request.form))
    except Refusal as err:
        typed = {**request.form.to_dict(), "wild_rank": request.form.getlist("wild_rank"),
                 "lowest_hole": "lowest_hole" in request.form}
        return _page(db, season_id, house_games.house_games(db, season_id), typed, refusal_words(err),
                     err.field), err.status
    if back():
        return redirect(back(), 303)                    # the table, whose picker offers the game now
    return redirect(url_for("house.house_games_page", season_id=season_id, saved=saved["id"]), 303)


@bp.post("/seasons/<int:season_id>/house-games/<int:house_game_id>/delete")
@write
def delete(season_id: int, house_game_id: int):
    """No longer offer the game for new hands (the button asks first); hands played keep its rules."""
    db = get_db()
    try:
        with transaction(db):
            gone = house_games.delete(db, season_id, str(house_game_id))
    except Refusal as err:
        return _page(db, season_id, house_games.house_games(db, season_id), form_of(None), refusal_words(err),
                     err.field), err.status
    return redirect(url_for("house.house_games_page", season_id=season_id, deleted=gone["name"],
                            back=back() or None), 303)


def _page(db: Store, season_id: int, kept: list[dict], values: dict, problem: str | None = None,
          field: str | None = None):
    season = seasons.get_season(db, season_id)
    lang = g.lang
    return render_template("house_games.html", season=season, kept=kept, values=values, problem=problem,
                           field=field, choices=choices(lang), lang=lang, notice=_notice(kept, lang), back=back())


def back() -> str:
    """The table the page was opened from (``back``, in the query or the form), to go back to on
    save; only a path of this site and only an evening's table, else ``""``."""
    target = local(request.values.get("back", "")[:40], "")
    return target if _BACK.fullmatch(target) else ""


def _notice(kept: list[dict], lang: str) -> str | None:
    """What the page confirms: the game just kept (``?saved=id``), or just deleted (``?deleted=name``,
    no longer among the season's)."""
    saved = next((k for k in kept if str(k["id"]) == request.args.get("saved")), None)
    if saved is not None:
        return say("house_saved", lang, name=saved["name"])
    deleted = request.args.get("deleted", "")[:40]
    if deleted and all(k["name"] != deleted for k in kept):
        return say("house_deleted", lang, name=deleted)
    return None


def choices(lang: str) -> dict:
    """The form's choices in words (the referee's words of the definition)."""
    return {"shapes": [(f"{c}-{d}", referee_say(f"house.deal.{c}.{d}", lang)) for c, d in SHAPES],
            "ranks": [(r, rank_letter(parse_rank(r), lang)) for r in RANKS],
            "events": [(e, say("house_buy_card", lang) if e == BUY_CARD else referee_say(f"house.event.{e}", lang))
                       for e in EVENTS],
            "splits": [(s, referee_say(f"house.split.{s}", lang)) for s in SPLITS],
            "lows": [(low, referee_say(f"house.low.{low}", lang)) for low in LOW_RULES],
            "qualifiers": [(q, referee_say(f"house.qualifier.{q}", lang)) for q in QUALIFIERS],
            "declares": [(way, referee_say(f"option.declare.{way}", lang)) for way in WAYS],
            "opens": [(o, referee_say(f"house.opens.{o}", lang)) for o in OPENS],
            "bettings": [(b, referee_say(f"house.betting.{b}", lang)) for b in ("fixed", "spread")],
            "rows": range(EVENT_ROWS), "presets": [(code, PRESETS[code]["name"]) for code in DEAL_PRESETS]}


def form_of(definition: dict | None) -> dict:
    """What the form shows for a definition (a copy to change), or for a new game."""
    d = definition or {"name": "", "cards": 7, "deal": "stud", "wild": {}, "face_up": {}, "split": "high",
                       "opens": "bring_in", "betting": "fixed"}
    wild = d.get("wild", {})
    named = isinstance(d["deal"], str)
    values = {"name": d["name"], "shape": f"{d['cards']}-{d['deal']}" if named else "7-stud",
              "pattern": "" if named else ", ".join(d["deal"]), "wild_rank": list(wild.get("ranks", [])),
              "wild_cards": " ".join(wild.get("cards", [])), "follow": wild.get("follow", ""),
              "lowest_hole": wild.get("lowest_hole", False), "split": d["split"], "opens": d["opens"],
              "betting": d["betting"], "low": d.get("low", "a5"), "qualifier": qualifier_of(d),
              "declare": d.get("declare", "none")}
    for i, (what, event) in enumerate(d.get("face_up", {}).items()):
        word, _, price = event.partition(" ")
        values[f"up-{i}"], values[f"event-{i}"], values[f"price-{i}"] = what, word, price
    return values


def definition_from_form(form) -> dict:
    """The definition a form describes, for the referee to check (`house_games.save`): the deal
    typed street by street (``pattern``: the referee reads it, the cards are its count), else the
    named deal of the shape chosen."""
    cards, _, deal = form.get("shape", "7-stud").partition("-")
    pattern = form.get("pattern", "").strip()
    wild: dict = {"ranks": form.getlist("wild_rank"), "lowest_hole": "lowest_hole" in form}
    try:
        wild["cards"] = [str(c) for c in parse_cards(form.get("wild_cards", "").replace(",", " ")) if c]
    except CardError as err:
        raise Refusal(422, "house_refused", "definition.wild.cards", problem={"en": str(err), "de": str(err)}) from None
    if form.get("follow"):
        wild["follow"] = form["follow"]
    events = {form[f"up-{i}"].strip(): _event(form, i) for i in range(EVENT_ROWS) if form.get(f"up-{i}", "").strip()}
    shape = {"deal": pattern} if pattern else {"cards": int(cards) if cards.isdigit() else cards, "deal": deal}
    return {"name": form.get("name", ""), **shape, "wild": wild, "face_up": events, "split": form.get("split", "high"),
            "opens": form.get("opens", "bring_in"), "betting": form.get("betting", "fixed"),
            **{key: form[key] for key in ("low", "qualifier", "declare") if form.get(key)}}


def _event(form, i: int) -> str:
    """Row `i`'s event: its word, and for ``buy_card`` the price typed beside it (a whole number
    from 1, else a refusal naming the card)."""
    word, price = form.get(f"event-{i}", ""), forms.optional_whole(form, f"price-{i}")
    if word != BUY_CARD:
        return word
    if not price:
        what = form[f"up-{i}"].strip()
        raise Refusal(422, "house_price_needed", f"definition.face_up.{what}", card=what)
    return f"{word} {price}"
