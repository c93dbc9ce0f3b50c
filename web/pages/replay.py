"""The hands of an evening and their replay: a booked hand street by street (``?step=N``), the
cards, the wild cards and the pot as they were, the actions in words, the ruling at the end,
and below it the chart of the chances street by street (asked for after the page)."""

from __future__ import annotations

import hashlib

from flask import Blueprint, g, make_response, render_template, request, url_for

from referee.replay import State, load_hand, replay
from referee.words import street_name

from .. import i18n, store, views
from ..seating import get_evening, get_hand
from ..store import get_db
from ..words import say
from . import forms
from . import views as show
from .frame import guard

bp = guard(Blueprint("replay", __name__))

HANDS_PER_PAGE = 50


@bp.get("/evenings/<int:evening_id>/hands")
def hands(evening_id: int):
    db = get_db()
    evening = get_evening(db, evening_id)
    listed = list(reversed(views.hand_list(db, evening_id)))
    pages = max(1, -(-len(listed) // HANDS_PER_PAGE))
    page = min(max(forms.optional_whole(request.args, "page") or 1, 1), pages)
    shown = listed[(page - 1) * HANDS_PER_PAGE: page * HANDS_PER_PAGE]
    for h in shown:
        h["winners"] = [(n, c) for n, c in (h["winnings"] or {}).items() if c > 0]
    return render_template("hands.html", evening=evening, hands=shown, page=page, pages=pages)


def steps_of(history: dict, lang: str) -> list[dict]:
    """A hand cut into steps street by street: the deal of a street, its betting, a card for
    nobody, the showdown.  Each step: its end (actions applied), title and actions in words."""
    state = State(load_hand({**history, "actions": []}))
    steps = [{"end": 0, "title": say("step_start", lang), "words": []}]
    key = None
    for index, text in enumerate(history["actions"]):
        kind = _step_kind(text)
        street, high = state.street, state.high
        state.apply(text, index)
        if kind is None:
            continue
        if (street, kind) != key:
            key = (street, kind)
            steps.append({"end": index + 1, "title": say(f"step_{kind}", lang, street=street_name(street, lang)),
                          "words": []})
        steps[-1]["end"] = index + 1
        steps[-1]["words"].append(i18n.action_words(text, state.names, lang, high if kind == "bet" else None))
    return steps


def _step_kind(text: str) -> str | None:
    words = text.split("#")[0].split()
    if not words:
        return None
    if words[0] == "d":
        return "board" if words[1:2] == ["db"] else "deal"
    return "show" if words[1:2] == ["sm"] else "bet"


def replay_context(history: dict, step: int | None, meta: dict, ruled: dict | None) -> dict:
    """A hand at one of its steps, as the table showed it then (hole cards known from the
    record shown too); the last step carries the ruling."""
    lang = g.lang
    steps = steps_of(history, lang)
    at = len(steps) - 1 if step is None else min(max(step, 0), len(steps) - 1)
    state = replay(history, upto=steps[at]["end"])
    view = {**state.view(), **meta, "header": history}
    if at == len(steps) - 1 and ruled:
        view.update(ruled)
    known = [[d.card for d in s.cards] for s in state.seats]
    return {"view": view, "seats": show.seats(view, lang, known), "pots": show.pots(view),
            "banner": show.banner(view, lang), "steps": steps, "at": at, "odds": None,
            "ruling": show.ruling(view, lang) if at == len(steps) - 1 else None}


def _version(actions: list[str]) -> str:
    """A short fingerprint of a hand's actions: the chances chart's address changes with them."""
    return hashlib.sha256("\n".join(actions).encode()).hexdigest()[:12]


@bp.get("/hands/<int:hand_id>/chances")
def hand_chances(hand_id: int):
    """The replay's chart of the chances street by street: an HTML fragment the script puts in
    place after the page (working it out takes a second or more).  Asked with the hand's
    version (``?v=``), the answer may be kept by the browser: a correction changes the version."""
    db = get_db()
    history = views.history_of(db, hand_id)
    points = views.odds_by_street_of(db, hand_id)
    marks = show.wild_marks(replay({**history, "actions": []}).wilds, points, g.lang)
    chart = show.chances(history["players"], points, replay(history).over, marks, g.lang)
    response = make_response(render_template("_chances.html", **chart))
    if request.args.get("v") == _version(history["actions"]):
        response.headers["Cache-Control"] = "private, max-age=86400"
    else:
        response.headers["Cache-Control"] = "no-store"
    return response


@bp.get("/hands/<int:hand_id>")
def hand_replay(hand_id: int):
    db = get_db()
    hand = get_hand(db, hand_id)
    evening = get_evening(db, hand["evening_id"])
    actions = store.effective_actions(store.action_log(db, hand_id))
    history = {**hand["header"], "actions": actions}
    step = forms.optional_whole(request.args, "step")
    meta = {"dealer": hand["dealer"], "number": hand["number"], "id": hand_id, "source": hand["source"]}
    ctx = replay_context(history, step, meta, hand["ruling"])
    chances = url_for(".hand_chances", hand_id=hand_id, v=_version(actions))
    return render_template("replay.html", evening=evening, hand=hand, notice=request.args.get("notice"),
                           chances_url=chances, **ctx)
