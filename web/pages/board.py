"""The leaderboard with the stack chart and the players' link; the host's players panel (join,
rebuy, leave); and what the players' phones show of it (`board_context`; their page,
``/watch/<token>``, is `web.pages.live`'s)."""

from __future__ import annotations

from flask import Blueprint, abort, g, render_template, request, url_for

from .. import commands, settle, store, views
from ..qr import qr_svg
from ..seating import get_evening
from ..seating import table as seated_table
from ..store import Store, get_db
from ..watch import Kept
from ..words import say
from . import forms, show
from .frame import change_then, guard, write

bp = guard(Blueprint("board", __name__))


_kept = Kept(32)                       # leaderboards and charts, by what they are made from


def _kept_or(db: Store, key: tuple, work):
    """`work()`, kept by `key` (with the database: what the answer is made from), so that a
    second tablet, the phones and a reload find it made; read inside a write (what may yet be
    rolled back), made afresh and not kept.  The key and the work must read one snapshot (else
    what a commit between them changed is kept under the key of before)."""
    if store.uncommitted(db):
        return work()
    return _kept.get((getattr(db, "path_key", ""), *key), work)


def stack_charts(db: Store, evening: dict) -> dict:
    """The stack chart, wide and narrow, in the page's language, with the hands ``played``: drawn
    once per change of the ledger (it is append-only: its last row says what it holds)."""
    evening_id, lang = evening["id"], g.lang

    def draw() -> dict:
        last, lines = views.stack_lines(db, evening_id)
        return {"played": last, **show.stack_charts(last, lines, lang)}

    with store.snapshot(db):
        return _kept_or(db, ("charts", evening_id, evening["created_at"], store.last_ledger_id(db, evening_id),
                             lang), draw)


def board_context(db: Store, evening_id: int) -> dict:
    """The leaderboard and the stack chart, made once per change of what they show: the ledger,
    the booked hands (only the last can change: a correction), who sits at the table and the
    hand in play (`in_play`, its number: the chips are those before it, which the seats of the
    hand show less what went in since); all read in one snapshot."""
    with store.snapshot(db):
        evening = get_evening(db, evening_id)
        made_from = board_made_from(db, evening)
        board = _kept_or(db, ("board", *made_from), lambda: views.leaderboard(db, evening_id))
        return {"evening": evening, "board": board, "money": board_money(db, evening, board, g.lang),
                "board_made_from": made_from, "in_play": made_from[-1], **stack_charts(db, evening)}


def board_made_from(db: Store, evening: dict) -> tuple:
    """What the leaderboard is made from: the evening, its ledger (append-only: its last row says
    what it holds), its booked hands (only the last can change: a correction), who sits at
    the table, and last the number of the hand in play (None between hands), which it says its
    chips come before."""
    seats = tuple((s["name"], s["left_at"] is None) for s in store.players(db, evening["id"]))
    last = store.last_hand(db, evening["id"])
    in_play = last["number"] if last is not None and last["status"] == "live" else None
    return (evening["id"], evening["created_at"], store.last_ledger_id(db, evening["id"]),
            store.booked_state(db, evening["id"]), seats, in_play)


def board_money(db: Store, evening: dict, board: list[dict], lang: str) -> dict[str, str]:
    """Each player's result in money beside their chips, as the settlement would have it now
    (what the cash box paid a leaver included); empty without a chip value."""
    value = settle.ChipValue.of(evening.get("chip_value"))
    if value is None:
        return {}
    units = settle.to_units({p["name"]: p["net"] for p in board}, value, settle.paid_on_leaving(db, evening["id"]))
    return {name: ("+" if u > 0 else "") + settle.money_words(value.money(u), value.currency, lang)
            for name, u in units.items()}


def evening_of_token(token: str) -> int:
    """The evening of a players' link; 404 for a token that is not one."""
    evening_id = store.evening_by_watch_token(get_db(), token) if len(token) < 100 else None
    if evening_id is None:
        abort(404)
    return evening_id


@bp.get("/evenings/<int:evening_id>/board")
def board(evening_id: int):
    return _board_page(evening_id)


def _board_page(evening_id: int, problem: str | None = None, typed: dict | None = None, status: int = 200):
    """The leaderboard with the host's players panel (`problem`: a refusal, `typed`: what the
    refused form held, shown again)."""
    db = get_db()
    ctx = board_context(db, evening_id)
    token = store.watch_token(db, evening_id)          # made with the evening (or at start): a read never writes
    chips = {p["name"]: p["chips"] for p in ctx["board"]}
    return render_template("board.html", problem=problem, **players_link(token),
                           **players_panel(db, evening_id, chips, "board", typed), **ctx), status


def players_link(token: str | None) -> dict:
    """The players' link (`link`) and its QR code (`qr`, labelled read only), for a token."""
    if not token:
        return {"link": None, "qr": None}
    link = url_for("live.watch_page", token=token, _external=True)
    return {"link": link, "qr": qr_svg(link, say("qr_label", g.lang))}


def players_panel(db: Store, evening_id: int, chips: dict[str, int], where: str, typed: dict | None = None) -> dict:
    """What the players panel shows (`_players_panel.html`): each player in seating order with
    their chips (`chips`), the usual amounts, what a refused form held (`typed`), and where its
    forms post (`where`: the blueprint, ``board`` or ``table``, whose answer the forms await)."""
    players = store.players(db, evening_id)                    # in seating order
    at_table = [p["name"] for p in players if p["left_at"] is None]
    back = commands.rebuys_to_take_back(db, seated_table(db, evening_id))
    seated = [{"name": p["name"], "chips": chips.get(p["name"], 0), "left": p["left_at"] is not None,
               "seat_no": at_table.index(p["name"]) + 1 if p["left_at"] is None else None,
               "take_back": back.get(p["name"])} for p in players]
    return {"seated": seated, "panel_typed": {"name": "", "chips": "", "after": "", **(typed or {})},
            "presets": presets(store.bought_in(db, evening_id)), "panel_live": where == "table",
            "panel_urls": {act: url_for(f"{where}.{act}", evening_id=evening_id)
                           for act in ("join", "rebuy", "leave", "take_back")}}


def presets(bought: list[int]) -> list[int]:
    """The usual amounts of a buy-in, for a rebuy or a join to be one tap: the evening's
    starting stack, half of it, and the last amount bought in since (each once, in that order);
    `bought`: the first and the last amount bought in (`web.store.bought_in`).

    >>> presets([100, 30])
    [100, 50, 30]
    >>> presets([100]), presets([])
    ([100, 50], [])
    """
    if not bought:
        return []
    start = bought[0]
    return list(dict.fromkeys(a for a in (start, start // 2, bought[-1]) if a >= 1))


# --- the players panel: join, rebuy, leave ------------------------------------------------------------

def _player_change(evening_id: int, change, typed: dict):
    """Run a change of the evening's players in one transaction: back to the leaderboard, or
    the leaderboard again with the refusal in words (and what the refused form held)."""
    return change_then(evening_id, change, url_for(".board", evening_id=evening_id) + "#players",
                       lambda words, status: _board_page(evening_id, words, typed, 422))


@bp.post("/evenings/<int:evening_id>/players")
@write
def join(evening_id: int):
    """A player sits down (or comes back) with chips, to the left of `after` (else last)."""
    form = request.form

    def change(db: Store):
        after = form.get("after", "").strip() or None
        commands.join(db, evening_id, forms.name(form), forms.chips(form), after)

    return _player_change(evening_id, change, {"name": form.get("name", ""), "chips": form.get("chips", ""),
                                               "after": form.get("after", "")})


@bp.post("/evenings/<int:evening_id>/players/rebuy")
@write
def rebuy(evening_id: int):
    form = request.form
    return _player_change(evening_id, lambda db: commands.rebuy(db, evening_id, form.get("name", ""),
                                                                forms.chips(form)), {})


@bp.post("/evenings/<int:evening_id>/players/rebuy/take-back")
@write
def take_back(evening_id: int):
    """A player's last rebuy taken back (while no hand was dealt since)."""
    form = request.form
    return _player_change(evening_id, lambda db: commands.take_back_rebuy(db, evening_id, form.get("name", "")), {})


@bp.post("/evenings/<int:evening_id>/players/leave")
@write
def leave(evening_id: int):
    form = request.form
    return _player_change(evening_id, lambda db: commands.leave(db, evening_id, form.get("name", "")), {})
