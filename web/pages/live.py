"""Every screen live: the parts of the pages that the script puts in place when the evening
changes (it hears of a change from the event stream, ``GET /api/evenings/<id>/events``, or,
where the stream drops, asks every few seconds), and the players' phone view of the hand in
play.

``/evenings/<id>/live`` is the table's live part; ``/watch/<token>/live`` the phones' (the
hand as the table sees it, never a hole card before it is shown, and the leaderboard only
when it changed).  Both answer ``204`` when the screen is up to date (``?seq=`` the
evening's seq it shows), else ``{"seq", "html"}`` (and for the phones ``board``,
``board_tag``).  Ten phones ask at once after every entry: the phones' part is rendered once
per evening, seq and language and kept (`web.watch.Kept`), so the host's next tap does not
wait behind ten renderings.
"""

from __future__ import annotations

import hashlib
import json

from flask import Blueprint, abort, current_app, g, jsonify, make_response, render_template, request, url_for

from .. import store, views, watch
from ..seating import table as seated
from ..store import Store, get_db
from . import forms, result, show
from .board import board_context, evening_of_token
from .frame import guard
from .panel import NO_HAND, hand_panel
from .table import table_context

bp = guard(Blueprint("live", __name__))

POLL = 10                              # seconds between asks where the event stream drops (?every= changes it)
WATCH_REFRESH = 10                     # the same, for the players' phones
_rendered = watch.Kept(256)


def _up_to_date(seq: int | None) -> bool:
    return seq is not None and forms.optional_whole(request.args, "seq") == seq


def _no_store(response):
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.get("/evenings/<int:evening_id>/live")
def table_live(evening_id: int):
    """The table's live part, for a screen that heard of a change (or asks every few seconds)."""
    db = get_db()
    seq = store.evening_seq(db, evening_id)
    if seq is None:
        abort(404)
    if _up_to_date(seq):
        return _no_store(current_app.response_class(status=204))
    ctx = table_context(db, evening_id)
    return _no_store(jsonify({"seq": ctx["evening"]["seq"], "html": render_template("_live.html", **ctx)}))


# --- the players' phones --------------------------------------------------------------------------

@bp.get("/watch/<token>")
def watch_page(token: str):
    """The players' phones: the hand in play as the table sees it and the leaderboard, put in
    place by the script whenever the evening changes (`watch_live`); ``?every=`` the seconds
    between asks where the live events do not get through."""
    evening_id = evening_of_token(token)
    db = get_db()
    every = forms.optional_whole(request.args, "every")
    every = WATCH_REFRESH if every is None else min(max(every, 2), 600)
    with store.snapshot(db):                             # the hand and the board of one moment
        board = board_context(db, evening_id)
        ctx = {**board, **watch_context(db, evening_id, token)}
        response = make_response(render_template("watch.html", every=every, readonly=True,
                                                 board_tag=board_tag(board), **ctx))
    response.headers["Cache-Control"] = "no-store"
    return response


def watch_context(db: Store, evening_id: int, token: str) -> dict:
    """The hand in play as the table sees it (or the last hand, with its ruling), for the phones."""
    lang = g.lang
    t = seated(db, evening_id)
    hand = t.live or t.last
    ctx: dict = {**NO_HAND, "evening": t.evening, "token": token, "odds": None, "booked": None, "notice": None,
                 "problem": None}
    if hand is not None and hand["source"] == "result":    # a hand booked by its result: who took the pot
        ctx["booked"] = {**result.booked_hand(db, hand, lang, closed=True), "phone": True}
        return ctx
    if hand is None:
        return ctx
    view = views.guest_hand_view(db, hand["id"])
    ctx.update(hand_panel(view, lang, t.chips))
    if t.evening.get("phone_odds") and view["status"] == "live" and view["next"]["kind"] == "act":
        ctx["odds"] = {"url": url_for("live.watch_odds", token=token), "seq": view["seq"]}   # while the players bet
    return ctx


def board_tag(board: dict) -> str:
    """A fingerprint of what the phones' leaderboard (`board_context`) shows: what it is made from
    (the ledger, the booked hands, who sits at the table: `board_made_from`), the chip value (the
    money beside the chips) and the language."""
    made_from = json.dumps([*board["board_made_from"], board["evening"].get("chip_value"), g.lang], sort_keys=True)
    return hashlib.sha256(made_from.encode()).hexdigest()[:16]


def watch_parts(db: Store, evening_id: int, token: str, seq: int) -> dict:
    """The phones' live part and leaderboard as HTML, rendered once per evening, seq and language:
    read in the snapshot `seq` was read in (else a commit while they are rendered would keep
    under `seq` a board newer or older than its tag, and a phone shown a board with the tag of
    another would not be sent the board again)."""
    key = (getattr(db, "path_key", ""), evening_id, seq, g.lang)

    def render() -> dict:
        board = board_context(db, evening_id)
        return {"html": render_template("_watch_live.html", **watch_context(db, evening_id, token)),
                "board": render_template("_board.html", **board), "board_tag": board_tag(board)}

    return _rendered.get(key, render)


@bp.get("/watch/<token>/live")
def watch_live(token: str):
    """The phones' live part; the leaderboard too when it changed (``?board=`` the tag shown)."""
    evening_id = evening_of_token(token)
    db = get_db()
    with store.snapshot(db):                             # the seq and the parts of one moment
        seq = store.evening_seq(db, evening_id)
        if seq is None:
            abort(404)
        if _up_to_date(seq):
            return _no_store(current_app.response_class(status=204))
        parts = watch_parts(db, evening_id, token, seq)
    same_board = request.args.get("board") == parts["board_tag"]
    return _no_store(jsonify({"seq": seq, "html": parts["html"], "board_tag": parts["board_tag"],
                              "board": None if same_board else parts["board"]}))


@bp.get("/watch/<token>/odds")
def watch_odds(token: str):
    """The chances on the phones, when the host lets them show: worked out from what the table
    shows (no hole card), once per hand as it stands, for every phone."""
    evening_id = evening_of_token(token)
    db = get_db()
    t = seated(db, evening_id)
    if not t.evening.get("phone_odds") or t.live is None:
        abort(404)
    answer = watch.odds_for_phones(db, t.live["id"])
    if answer is None:                                  # another phone's question is being worked out
        response = _no_store(jsonify({"pending": True}))
        response.status_code = 202
        response.headers["Retry-After"] = "1"
        return response
    return _no_store(jsonify({"seq": answer["seq"], **show.odds(answer, g.lang)}))
