"""The table: the hand in play (or the last one, ruled), what comes next and only what is legal,
the card picker, the betting buttons, undo, the next deal and dealer's choice, and the odds
view.

The table's forms answer the script's request (``X-Requested-With: fetch``) with the table's
HTML to put in place, and a plain form post with a redirect (or the page with the refusal).
The hand's ``seq`` goes along, so that a second tablet's stale tap changes nothing.
"""

from __future__ import annotations

from flask import Blueprint, g, jsonify, redirect, render_template, request, url_for

from referee.violations import RuleViolation

from .. import commands, i18n, store, views
from ..refusals import Refusal
from ..seating import get_evening, get_hand, next_deal
from ..seating import table as seated
from ..store import get_db, transaction
from ..words import say
from . import forms
from . import views as show
from .frame import fetch, guard, refusal_words, write

bp = guard(Blueprint("table", __name__))

def table_context(db, evening_id: int, problem: str | None = None, typed: str = "") -> dict:
    """Everything the table shows: the hand in play (or the last one, ruled), what comes next."""
    lang = g.lang
    t = seated(db, evening_id)
    hand = t.live or t.last
    ctx: dict = {"evening": t.evening, "problem": problem, "typed": typed, "hand": None, "deal": None,
                 "games": show.games_for_form(lang), "values": forms.form_values(game=t.evening["game"]),
                 "picker": None, "down": None, "bets": None, "undo": None, "odds": None, "ruling": None}
    if t.live is None:
        deal = next_deal(t)
        ctx["deal"] = {"dealer": deal.dealer, "players": deal.players, "redeal_of": deal.redeal_of,
                       "number": (t.last["number"] if t.last else 0) + 1, "open_pot": t.open_pot}
    if hand is None:
        return ctx
    view = views.hand_view(db, hand["id"])
    nxt = view["next"]
    ctx.update(hand=view, seats=show.seats(view, lang), pots=show.pots(view), banner=show.banner(view, lang),
               next_text=nxt["text"][lang], ruling=show.ruling(view, lang), odds_on=odds_on(evening_id))
    if ctx["odds_on"] and view["status"] == "live":
        ctx["odds"] = {"url": url_for(".hand_odds", hand_id=view["id"]), "seq": view["seq"]}
    if nxt["kind"] in ("deal", "board") and (nxt["kind"] == "board" or "u" in nxt["faces"]):
        ctx["picker"] = {"mode": "deal", "deck": show.deck(set(view["seen"]), lang)}
    elif nxt["kind"] == "deal":
        name = view["players"][nxt["seat"]]["name"]
        ctx["down"] = {"action": f"d dh p{nxt['seat'] + 1} ??", "name": name}
    elif nxt["kind"] == "show":
        player = view["players"][nxt["seat"]]
        count = sum(1 for c in player["cards"] if not c["up"])
        ctx["picker"] = {"mode": "show", "deck": show.deck(set(view["seen"]), lang), "count": count,
                         "name": player["name"], "muck": f"p{nxt['seat'] + 1} sm"}
    elif nxt["kind"] == "act":
        ctx["bets"] = show.bet_choices(nxt["legal"], nxt["seat"])
    if view["log"]:
        ctx["undo"] = i18n.action_words(view["log"][-1], [p["name"] for p in view["players"]], lang)
    return ctx


@bp.get("/evenings/<int:evening_id>")
def table(evening_id: int):
    return render_template("table.html", **table_context(get_db(), evening_id))


def _answer(evening_id: int, problem: str | None = None, typed: str = ""):
    """The table after a tap: its HTML for the script, else a redirect (or the page with the refusal)."""
    ctx = table_context(get_db(), evening_id, problem, typed)
    status = 422 if problem else 200
    if fetch():
        return jsonify({"html": render_template("_live.html", **ctx), "problem": problem}), status
    if problem:
        return render_template("table.html", **ctx), status
    return redirect(url_for(".table", evening_id=evening_id), 303)


@bp.post("/hands/<int:hand_id>/act")
@write
def act(hand_id: int):
    db = get_db()
    hand = get_hand(db, hand_id)
    form = request.form
    typed = form.get("typed", "") or form.get("show", "")
    seq = forms.optional_whole(form, "seq")
    try:
        view = views.hand_view(db, hand_id)
        texts = forms.actions(view, form)
        with transaction(db):
            if texts == ["all_down"]:
                while view["next"]["kind"] == "deal" and view["next"]["faces"] == "d":
                    view = commands.act(db, hand_id, f"d dh p{view['next']['seat'] + 1} ??", seq)
                    seq = None if seq is None else seq + 1
            else:
                for text in texts:
                    commands.act(db, hand_id, text, seq)
    except (Refusal, RuleViolation) as err:
        return _answer(hand["evening_id"], refusal_words(err), typed)
    return _answer(hand["evening_id"])


def _tap(evening_id: int, change):
    """Run a tap's `change` of the evening in one transaction; the table after it, or with the
    refusal in words (nothing changed then)."""
    db = get_db()
    try:
        with transaction(db):
            change(db)
    except (Refusal, RuleViolation) as err:
        return _answer(evening_id, refusal_words(err))
    return _answer(evening_id)


@bp.post("/hands/<int:hand_id>/undo")
@write
def undo(hand_id: int):
    """Take back the last action as the tablet saw it (`seq`: a second tap, or a second tablet,
    takes back nothing more)."""
    evening_id = get_hand(get_db(), hand_id)["evening_id"]
    seq = forms.optional_whole(request.form, "seq")
    if seq is None:
        return _answer(evening_id, say("undo_needs_seq", g.lang))
    return _tap(evening_id, lambda db: commands.undo(db, hand_id, seq))


@bp.post("/evenings/<int:evening_id>/deal")
@write
def deal(evening_id: int):
    get_evening(get_db(), evening_id)
    return _tap(evening_id, lambda db: commands.start_live(db, evening_id))


@bp.post("/evenings/<int:evening_id>/game")
@write
def set_game(evening_id: int):
    get_evening(get_db(), evening_id)
    return _tap(evening_id, lambda db: commands.set_game(db, evening_id, forms.game_from_form(request.form)))


# --- the odds view ----------------------------------------------------------------------------------

def odds_on(evening_id: int) -> bool:
    """Whether the host switched the odds view on for this evening (off unless switched on)."""
    return store.odds_view(get_db(), evening_id)


@bp.post("/evenings/<int:evening_id>/odds")
@write
def toggle_odds(evening_id: int):
    """The odds view on (``show=1``) or off for this evening: kept with the evening, for every
    device and for the API alike (the chances of a hand in play are served only while it is
    on), so switching it is the host's write."""
    get_evening(get_db(), evening_id)
    return _tap(evening_id, lambda db: store.set_odds_view(db, evening_id, request.form.get("show") == "1"))


@bp.get("/hands/<int:hand_id>/odds")
def hand_odds(hand_id: int):
    """Each player's chances in the hand, ready to show (the script asks after the table is in
    place: the odds take up to half a second, card entry must not wait for them).  ``seq``: the
    hand as it stood, so that an answer overtaken by an entry is dropped."""
    db = get_db()
    get_hand(db, hand_id)                            # an unknown hand: 404 (a hand in play, odds view off: 403)
    seq = len(store.action_log(db, hand_id))
    lang = g.lang
    players = {}
    for p in views.odds_of(db, hand_id)["players"]:
        tie = say("odds_tie", lang, p=i18n.percent(p["tie"], lang)) if p["tie"] >= 0.005 else ""
        players[p["name"]] = {"win": p["win"], "tie": p["tie"], "text": i18n.percent(p["win"], lang), "tie_text": tie,
                              "title": say("odds_of", lang, p=i18n.percent(p["win"], lang))}
    response = jsonify({"seq": seq, "players": players})
    response.headers["Cache-Control"] = "no-store"
    return response
