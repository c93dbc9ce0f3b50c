"""The hands of an evening and their replay: a booked hand street by street (``?step=N``), the
cards, the wild cards and the pot as they were, the actions in words, the ruling at the end,
and below it the chart of the chances street by street (asked for after the page)."""

from __future__ import annotations

import hashlib

from flask import Blueprint, g, make_response, render_template, request, url_for

from referee.replay import replay
from referee.streets import known_cards, wild_changes
from referee.streets import steps as hand_steps
from referee.words.state import view_json
from referee.words.steps import did_text, step_title, wild_change_text

from .. import store, views
from ..loaded import read
from ..seating import get_evening
from ..store import get_db
from . import forms, games, show
from .frame import guard, is_host

bp = guard(Blueprint("replay", __name__))

HANDS_PER_PAGE = 50


@bp.get("/evenings/<int:evening_id>/hands")
def hands(evening_id: int):
    db = get_db()
    evening = get_evening(db, evening_id)
    pages = max(1, -(-store.hand_count(db, evening_id) // HANDS_PER_PAGE))
    page = min(max(forms.optional_whole(request.args, "page") or 1, 1), pages)
    shown = views.hand_list(db, evening_id, (page - 1) * HANDS_PER_PAGE, HANDS_PER_PAGE, newest_first=True)
    for h in shown:
        h["winners"] = [(n, c) for n, c in (h["winnings"] or {}).items() if c > 0]
        if h["outcome"] == "showdown" and h["status"] == "booked" and not h["winners"]:
            h["outcome"] = "carried_over"              # nobody won at the showdown: the pot carried over
        if h["source"] != "result":                     # a hand booked by its result has its game in words
            h["game"] = h["game"][g.lang]
    return render_template("hands.html", evening=evening, hands=shown, page=page, pages=pages)


def steps_of(history: dict, lang: str) -> list[dict]:
    """A hand cut into steps street by street (`referee.streets.steps`), in words: each step's
    end (actions applied), title and what its actions did ("Carla calls 3")."""
    names = history["players"]
    return [{"end": step.end, "title": step_title(step, lang), "words": [did_text(d, names, lang) for d in step.did]}
            for step in hand_steps(history)]


def replay_context(history: dict, step: int | None, meta: dict, ruled: dict | None,
                   corrections: list[dict] | None = None) -> dict:
    """A hand at one of its steps, as the table showed it then (hole cards known from the
    record shown too); the last step carries the ruling; `corrections`: the entries corrected
    after they were made (`web.views.corrections_of`), in the page's language."""
    lang = g.lang
    steps = steps_of(history, lang)
    at = len(steps) - 1 if step is None else min(max(step, 0), len(steps) - 1)
    state = replay(history, upto=steps[at]["end"])
    view = {**view_json(state), "table_pots": views.table_pots(state), **meta, "header": history}
    if at == len(steps) - 1 and ruled:
        view.update(ruled)
    return {"view": view, "seats": show.seats(view, lang, known_cards(state)), "pots": show.pots(view, lang),
            "corrections": [show.correction(c, lang) for c in corrections or []],
            "game_line": games.game_words(history, lang),
            "banner": show.banner(view, lang), "steps": steps, "at": at, "odds": None,
            "ruling": show.ruling(view, lang) if at == len(steps) - 1 else None}


def _version(actions: list[str], lang: str) -> str:
    """A short fingerprint of a hand's actions and the page's language: the chances chart's
    address changes with them (the browser keeps a chart in the words it was drawn in)."""
    return hashlib.sha256("\n".join([lang, *actions]).encode()).hexdigest()[:12]


@bp.get("/hands/<int:hand_id>/chances")
def hand_chances(hand_id: int):
    """The replay's chart of the chances street by street: an HTML fragment the script puts in
    place after the page (working it out takes a second or more).  Asked with the hand's
    version (``?v=``), the answer may be kept by the browser: a correction changes the version."""
    db = get_db()
    history = views.history_of(db, hand_id)
    if is_host():
        points = views.odds_by_street_of(db, hand_id)
    else:
        history, points = views.public_history(history), views.guest_odds_by_street_of(db, hand_id)
    marks = [(change.point, wild_change_text(change, g.lang)) for change in wild_changes(history, points)]
    chart = show.chances(history["players"], points, replay(history).over, marks, g.lang)
    response = make_response(render_template("_chances.html", **chart))
    if request.args.get("v") == _version(history["actions"], g.lang):
        response.headers["Cache-Control"] = "private, max-age=86400"
    else:
        response.headers["Cache-Control"] = "no-store"
    return response


@bp.get("/hands/<int:hand_id>")
def hand_replay(hand_id: int):
    db = get_db()
    loaded = read(db, hand_id)
    hand, log = loaded.row, loaded.log
    evening = get_evening(db, hand["evening_id"])
    history = loaded.history()                              # a hand being corrected: up to the entry at fault
    corrections = views.corrections_of(hand, log)
    if not is_host():                                       # a guest: the shown cards only
        history, corrections = views.public_history(history), []
    step = forms.optional_whole(request.args, "step")
    meta = {"dealer": hand["dealer"], "number": hand["number"], "id": hand_id, "source": hand["source"]}
    ctx = replay_context(history, step, meta, hand["ruling"], corrections)
    chances = url_for(".hand_chances", hand_id=hand_id, v=_version(history["actions"], g.lang))  # a guest's: no hole
    return render_template("replay.html", evening=evening, hand=hand, notice=request.args.get("notice"),
                           chances_url=chances, **ctx)
