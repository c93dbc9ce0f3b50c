"""The players' own phones: a seat on every phone.

The host's tablet shows a code per seat (a QR code, `seat_codes`); a player scans their seat's
code once and takes the seat (`take`): from then on that phone (a cookie holding a random id,
whose hash the database keeps) is that seat for the evening, through sleep and restarts, until
the host releases it (`release`, which also makes the seat's code a new one).  A code works
once: a second phone for a taken seat needs the host again.

The seat's page (`/evenings/<id>/seat`) shows the hand as the table sees it with the seat's own
face-down cards read into it: the cards due ("your two down cards"), the seat's best hand now
with the wild cards as they stand, and, when it is the seat's turn, its own decisions; the
dealer's phone enters the cards dealt.  It is put in place by the script whenever the evening
changes, as the other live screens are (`web.pages.live`).  Its writes (`seal`, `act`) run the
commands the tablet runs, for that seat alone (`web.commands.seat`); a seat's phone is never
the host (its cookie is no login).
"""

from __future__ import annotations

import hmac
import secrets

from flask import Blueprint, current_app, g, jsonify, make_response, redirect, render_template, request, url_for

from referee.names import player_key
from referee.violations import RuleViolation

from .. import commands, i18n, seasons, settle, store, views
from ..loaded import LoadedHand, keep, load
from ..refusals import Refusal
from ..seating import get_evening
from ..seating import table as seated
from ..store import Store, get_db, transaction
from ..words import say
from . import forms, result, show
from .frame import fetch, guard, refusal_words, write
from .panel import NO_HAND, hand_panel
from .seat_codes import PHONE_COOKIE, phone_key, seat_code, this_phone
from .settlement import payment_codes, ticked_payment
from .table import _tap, declare_sides, input_for

bp = guard(Blueprint("seat", __name__))

PHONE_LIFE = 400 * 24 * 3600


# --- taking the seat ----------------------------------------------------------------------------------

@bp.get("/evenings/<int:evening_id>/take/<name>/<code>")
def take_page(evening_id: int, name: str, code: str):
    """What a phone opens with the seat's code: the seat's name and one button to take it (a
    page that only looks, so that a link preview takes no seat)."""
    db = get_db()
    evening = get_evening(db, evening_id)
    name = seated(db, evening_id).player(name)["name"]           # 404 for a name not at the table
    return render_template("seat_take.html", evening=evening, name=name, code=code, problem=None)


@bp.post("/evenings/<int:evening_id>/take/<name>/<code>")
def take(evening_id: int, name: str, code: str):
    """This phone takes the seat with its code: the phone's cookie (made now if it has none) is
    bound to the seat, and on to the seat's page."""
    db = get_db()
    evening = get_evening(db, evening_id)
    phone_id = request.cookies.get(PHONE_COOKIE)
    if not phone_id or len(phone_id) >= 100:
        phone_id = secrets.token_urlsafe(24)

    def fits(generation: int) -> bool:
        return hmac.compare_digest(code.encode(), seat_code(evening_id, name, generation).encode())

    try:
        with transaction(db):
            commands.take_seat(db, evening_id, name, phone_key(phone_id), fits)
    except Refusal as err:
        return render_template("seat_take.html", evening=evening, name=name, code=code,
                               problem=refusal_words(err)), err.status
    response = redirect(url_for("seat.seat_page", evening_id=evening_id), 303)
    response.set_cookie(PHONE_COOKIE, phone_id, max_age=PHONE_LIFE, httponly=True, samesite="Lax")
    return response


@bp.post("/evenings/<int:evening_id>/seats/release")
@write
def release(evening_id: int):
    """The host lets a seat's phone go (a lost phone, a swap): back to the table."""
    name = request.form.get("name", "")
    get_evening(get_db(), evening_id)
    return _tap(evening_id, lambda db: commands.release_seat(db, evening_id, name),
                lambda db: say("notice_released", g.lang, name=name))


# --- the seat's page -----------------------------------------------------------------------------------

def seat_of(db: Store, evening_id: int) -> str | None:
    """The seat this phone holds in the evening, if any."""
    phone = this_phone()
    return None if phone is None else store.seat_of_phone(db, evening_id, phone)


def seat_context(db: Store, evening_id: int, name: str, problem: str | None = None) -> dict:
    """Everything the seat's phone shows: the hand as the table sees it, and the seat's own."""
    lang = g.lang
    t = seated(db, evening_id)
    ctx: dict = {**NO_HAND, "evening": t.evening, "name": name, "problem": problem, "mine": None, "odds": None,
                 "booked": None, "notice": None,
                 "money": seat_money(db, t.evening, name, lang) if t.live is None else None}   # between hands
    row = t.live or t.last
    if row is not None and commands.is_booked_by_result(row):        # who took the pot of another game
        ctx["booked"] = {**result.booked_hand(db, row, lang, closed=True), "phone": True}
        return ctx
    if row is None:
        return ctx
    sh = views.seat_hand(db, row["id"], name)
    public = sh.public if sh is not None else views.guest_hand(db, row["id"])
    view = views.view_of(public, (lang,))
    known: list[list] | None = None
    if sh is not None:
        mine_cards = [d.card for d in sh.private.seats[sh.seat].cards]
        if len(mine_cards) == len(view["players"][sh.seat]["cards"]):
            known = [[None] * len(p["cards"]) for p in view["players"]]
            known[sh.seat] = mine_cards
    ctx.update(hand_panel(view, lang, t.chips, known))
    if sh is not None:
        held = commands.held_declarations(db, sh.public).get(sh.name) if view["status"] == "live" else None
        ctx["mine"] = mine_context(t.evening, row, view, sh, lang, held)
    return ctx


def seat_money(db: Store, evening: dict, name: str, lang: str) -> dict | None:
    """Between hands, the seat's own payments: what is still open from the season's earlier
    evenings, and tonight's once the evening has ended; what it pays (each with its code to scan, from the
    payee's payment details) and what it gets (each to tick off when the money is there); None
    when it neither pays nor gets."""
    me = player_key(name)
    pays: list[dict] = []
    gets: list[dict] = []
    for shown, raw, codes in _seat_payments(db, evening, name, lang):
        for p, payment, code in zip(shown, raw, codes):
            if payment["from"] is not None and player_key(payment["from"]) == me:
                pays.append({**p, "code": code})
            elif payment["to"] is not None and player_key(payment["to"]) == me:
                gets.append(p)
    return {"pays": pays, "gets": gets} if pays or gets else None


def _seat_payments(db: Store, evening: dict, name: str, lang: str) -> list[tuple[list, list, list]]:
    """The payments a seat's phone may show, each group as (in words, as they are, their codes
    for this payer): the earlier evenings' open ones, then tonight's once it has ended."""
    out = []
    if evening.get("season_id") is not None:
        debts = seasons.open_debts(db, evening["season_id"], before=evening["id"])
        codes = [payment_codes(db, get_evening(db, d["evening_id"]), [d], d["currency"], lang, payer=name)[0]
                 for d in debts]
        out.append((show.open_debts(debts, lang), debts, codes))
    if evening.get("closed_at") is not None:
        try:
            settled = settle.settlement(db, evening["id"])
        except Refusal:
            return out
        currency = settled["chip_value"]["currency"] if settled["chip_value"] else None
        out.append((show.settlement(settled, lang)["payments"], settled["payments"],
                    payment_codes(db, evening, settled["payments"], currency, lang, payer=name)))
    return out


def mine_context(evening: dict, row: dict, view: dict, sh, lang: str, held: str | None = None) -> dict:
    """The seat's own part: its face-down cards to seal, its hand now, the clashes said to it
    alone, and its turn (the same choices the tablet offers, for this seat only); its declaration,
    made in secret (`held`: the side it declared, while the others have not all declared)."""
    live = view["status"] == "live"
    folded = view["players"][sh.seat]["folded"]
    out: dict = {"seat": sh.seat, "folded": folded, "seal": None, "reader": None, "clashes": [], "input": None,
                 "show": None, "turn_up": None, "keep_down": False, "odds": None,
                 "dealer": row["dealer"].casefold() == sh.name.casefold(), "declare": None, "discard": None,
                 "passes": None, "setting": None}
    out["clashes"] = [say("clash_" + why, lang, card=i18n.card_face(str(sh.sealed[slot]), lang))
                      for slot, why in sorted(sh.clashes.items())]
    if live and not folded and sh.due:
        slots = []
        for slot in range(sh.due):
            fixed = sh.known[slot] if slot < len(sh.known) else None
            card = fixed or sh.sealed.get(slot)
            slots.append({"card": None if card is None else str(card), "fixed": fixed is not None,
                          "face": None if card is None else i18n.card_face(str(card), lang), "n": slot + 1})
        missing = sum(1 for s in slots if s["card"] is None)
        out["seal"] = {"slots": slots, "missing": missing, "deck": show.deck(set(view["seen"]), lang),
                       "text": say("your_cards_due", lang, n=missing) if missing else say("sealed_all", lang)}
    reading = sh.reading()
    out["reader"] = reader_words(reading, sh, lang)
    if not live:
        return out
    nxt = view["next"]
    me = sh.seat
    if nxt["kind"] in ("act", "decide") and nxt.get("seat") == me:
        out["input"] = {**input_for(view, lang, sh.public.state), "shortcut": None}   # the round for all: the tablet's
    elif nxt["kind"] == "turn_up" and me in nxt["seats"]:
        up = {c for c in sh.private.seats[me].up_cards if c is not None}
        mine = [str(c) for c in sh.private.seats[me].down_cards if c is not None]     # not one passed on
        if nxt.get("keep"):                  # a street of choice: its new card only, up or kept down
            newest = sh.private.seats[me].cards[-1].card
            mine = [str(newest)] if newest is not None and newest not in up else []
            out["keep_down"] = True
        out["turn_up"] = _faces(mine, lang)
    elif nxt["kind"] in ("discard", "pass", "set") and me in nxt["seats"]:
        out.update(_choosing(nxt, sh, lang))
    elif nxt["kind"] == "declare" and me in nxt["seats"]:
        out["declare"] = {"sides": declare_sides(lang),
                          "held": say("declared_yours", lang, side=say(f"declare_{held}", lang)) if held else None}
    elif nxt["kind"] == "show" and nxt.get("seat") == me:
        out["show"] = True
    elif nxt["kind"] in ("deal", "board") and out["dealer"]:
        out["input"] = input_for(view, lang, sh.public.state)
    if evening.get("phone_odds") and not folded:
        out["odds"] = {"url": url_for("seat.seat_odds", evening_id=evening["id"]), "seq": view["seq"]}
    return out


def _choosing(nxt: dict, sh, lang: str) -> dict:
    """The seat's own cards to choose from: to discard, to pass, or two of them to set as the
    two-card hand (Cowpie), the other five the five-card hand."""
    me = sh.seat
    if nxt["kind"] == "set":
        mine = [str(c) for c in sh.private.holding(me)]
        return {"setting": {"text": say("set_yours", lang), "cards": _faces(mine, lang)}}
    mine = [str(c) for c in sh.private.seats[me].down_cards if c is not None]      # passed to it too
    to = sh.public.state.names[sh.public.state.passes_to(me) if nxt["kind"] == "pass" else me]
    return {"discard" if nxt["kind"] == "discard" else "passes": {
        "count": nxt["count"], "text": say(f"{nxt['kind']}_yours", lang, n=nxt["count"], to=to),
        "cards": _faces(mine, lang)}}


def _faces(cards: list[str], lang: str) -> list[dict]:
    return [{"id": c, "face": i18n.card_face(c, lang), "red": c[1] in "hd"} for c in cards]


def reader_words(reading: dict, sh, lang: str) -> dict:
    """The seat's hand now in words: its cards (the five, with what each wild card stands for),
    each side's description, the wild cards in it."""
    sides = []
    for side, hand in reading["sides"].items():
        words = hand["description"][lang] if hand else say("reader_no_low", lang)
        cards = show.cards_of({"cards": hand["cards"], "wilds": hand["wilds"],
                               "wild_cards": reading["wild_cards"]}, lang) if hand else []
        sides.append({"side": say("reader_side_" + side, lang) if len(reading["sides"]) > 1 else None,
                      "words": words, "cards": cards,
                      "wild_words": hand["wild_words"][lang] if hand and hand["wild_words"] else None})
    cards = [{"id": c, "face": i18n.card_face(c, lang), "red": c[1] in "hd", "wild": c in reading["wild_cards"],
              "stands_for": None} for c in reading["cards"]]
    missing = any(c is None for c in (d.card for d in sh.private.seats[sh.seat].cards))
    return {"sides": sides, "cards": cards, "so_far": reading["description"][lang] if reading["description"] and
            not sides else None, "missing": missing,
            "wild": say("wild_in_your_hand", lang, cards=" ".join(i18n.card_face(c, lang)
                                                                  for c in reading["wild_cards"]))
            if reading["wild_cards"] else None}


def _no_seat(evening_id: int):
    evening = get_evening(get_db(), evening_id)
    token = store.watch_token(get_db(), evening_id)
    return render_template("seat_none.html", evening=evening, token=token), 403


@bp.get("/evenings/<int:evening_id>/seat")
def seat_page(evening_id: int):
    db = get_db()
    get_evening(db, evening_id)
    with store.snapshot(db):
        name = seat_of(db, evening_id)
        if name is None:
            return _no_seat(evening_id)
        ctx = seat_context(db, evening_id, name)
        response = make_response(render_template("seat.html", **ctx))
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.get("/evenings/<int:evening_id>/seat/live")
def seat_live(evening_id: int):
    """The seat's live part, when the evening changed (204 while the phone is up to date)."""
    db = get_db()
    with store.snapshot(db):
        seq = store.evening_seq(db, evening_id)
        if seq is None:
            return _no_store(jsonify({"problem": say("not_found", g.lang)}), 404)
        name = seat_of(db, evening_id)
        if name is None:
            return _no_store(jsonify({"problem": say("seat_none", g.lang), "gone": True}), 403)
        if forms.optional_whole(request.args, "seq") == seq:
            return _no_store(current_app.response_class(status=204))
        ctx = seat_context(db, evening_id, name)
        return _no_store(jsonify({"seq": seq, "html": render_template("_seat_live.html", **ctx)}))


def _no_store(response, status: int | None = None):
    if status is not None:
        response.status_code = status
    response.headers["Cache-Control"] = "no-store"
    return response


def _answer(evening_id: int, name: str, problem: str | None = None, status: int = 200):
    ctx = seat_context(get_db(), evening_id, name, problem)
    if fetch():
        return jsonify({"html": render_template("_seat_live.html", **ctx), "problem": problem}), status
    return render_template("seat.html", **ctx), status


def _seat_here(db: Store, evening_id: int) -> str | None:
    """The seat this phone holds at the evening (404 for no such evening), None for none."""
    get_evening(db, evening_id)
    return seat_of(db, evening_id)


def _not_a_seat(evening_id: int):
    """A tap from a phone that holds no seat: refused in words (403)."""
    words = say("seat_none", g.lang)
    return (jsonify({"problem": words}), 403) if fetch() else _no_seat(evening_id)


def _seat_write(evening_id: int, change):
    """A seat's tap: `change(db, hand, name)` in one transaction on the hand in play; the seat's
    part after it, or with the refusal in words (nothing changed)."""
    db = get_db()
    name = _seat_here(db, evening_id)
    if name is None:
        return _not_a_seat(evening_id)
    try:
        with transaction(db):
            t = seated(db, evening_id)
            if t.live is None:
                raise Refusal(409, "seal_over", "hand", number=t.last["number"] if t.last else 0)
            changed = change(db, load(db, t.live["id"]), name)
    except (Refusal, RuleViolation) as err:
        return _answer(evening_id, name, refusal_words(err), getattr(err, "status", 422))
    if isinstance(changed, LoadedHand):
        keep(db, changed)                    # the hand as the tap left it, for the screens that draw it next
    return _answer(evening_id, name)


@bp.post("/evenings/<int:evening_id>/seat/seal")
def seal(evening_id: int):
    """The seat's face-down cards, one a slot in deal order (``??`` keeps what is there)."""
    cards = request.form.get("show", "") or request.form.get("cards", "")
    return _seat_write(evening_id, lambda db, hand, name: commands.seal(db, hand, name, cards))


@bp.post("/evenings/<int:evening_id>/seat/act")
def act(evening_id: int):
    """The seat's decision (a betting button, pay or decline, the card it turns up, show or
    muck) or, on the dealer's phone, a card dealt; ``seq`` the hand as the phone saw it."""
    form = request.form
    seq = forms.optional_whole(form, "seq")

    def change(db: Store, hand, name):
        intent = form.get("intent") or None
        text = None if intent else forms.action(hand.state, form)
        cards = " ".join(form.getlist("cards")) or form.get("show") or None      # a discard's cards, one box each
        return commands.seat_act(db, hand, name, text, intent, seq, cards,
                                 form.get("side") or None)

    return _seat_write(evening_id, change)


@bp.post("/evenings/<int:evening_id>/seat/tick")
def tick(evening_id: int):
    """The payee ticks off a payment made to them as paid (in cash or by transfer), or takes the
    tick back: the command the tablet runs (`web.commands.mark_paid`), as this seat."""
    db = get_db()
    name = _seat_here(db, evening_id)
    if name is None:
        return _not_a_seat(evening_id)
    payment, how = ticked_payment(request.form)
    try:
        with transaction(db):
            of = _evening_of_tick(db, evening_id, forms.optional_whole(request.form, "evening"))
            if how == "open":
                commands.mark_open(db, of, payment, name)
            else:
                commands.mark_paid(db, of, payment, how, name)
    except Refusal as err:
        return _answer(evening_id, name, refusal_words(err), err.status)
    return _answer(evening_id, name)


def _evening_of_tick(db: Store, evening_id: int, earlier: int | None) -> int:
    """The evening whose payment a seat's tick names: this one, or an earlier evening of its
    season with payments still open (404 for any other)."""
    if earlier is None or earlier == evening_id:
        return evening_id
    evening = get_evening(db, evening_id)
    debts = seasons.open_debts(db, evening["season_id"], before=evening_id) if evening.get("season_id") else []
    if all(d["evening_id"] != earlier for d in debts):
        raise Refusal(404, "no_evening", "evening", evening_id=earlier)
    return earlier


@bp.get("/evenings/<int:evening_id>/seat/odds")
def seat_odds(evening_id: int):
    """The seat's own chances, from what it knows (its own face-down cards and every up card),
    while the host lets the phones show chances."""
    db = get_db()
    name = seat_of(db, evening_id)
    t = seated(db, evening_id)
    if name is None or not t.evening.get("phone_odds") or t.live is None:
        return _no_store(jsonify({"problem": say("not_found", g.lang)}), 404)
    sh = views.seat_hand(db, t.live["id"], name)
    if sh is None:
        return _no_store(jsonify({"problem": say("not_found", g.lang)}), 404)
    seq = len(store.action_log(db, t.live["id"]))
    answer = show.odds(views.seat_odds(sh), g.lang)
    mine = {k: v for k, v in answer["players"].items() if k == sh.name}
    return _no_store(jsonify({"seq": seq, "players": mine, "nobody": answer["nobody"], "nobody_text": ""}))
