"""The table: the hand in play (or the last one, ruled), whose turn and only what is legal, the
card picker, the betting buttons named for the player (and the round in one tap), the hand's
entries each a tap from its correction (replace, put one in before, delete; an entry that no
longer fits opens its correction by itself), undo, the next deal and dealer's choice, and the
odds view.

The table's forms answer the script's request (``X-Requested-With: fetch``) with the table's
HTML to put in place, and a plain form post with a redirect (or the page with the refusal).
The hand's ``seq`` goes along, so that a second tablet's stale tap changes nothing.
"""

from __future__ import annotations

from flask import Blueprint, g, jsonify, redirect, render_template, request, url_for
from werkzeug.datastructures import MultiDict

from referee.games import GAMES, HOUSE
from referee.replay import State
from referee.shortcuts import hole_slots
from referee.streets import hole_streets
from referee.violations import RuleViolation
from referee.words.state import view_json
from referee.words.terms import street_span

from .. import commands, house_games, i18n, store, views
from ..loaded import LoadedHand, get_hand, keep, load, read
from ..refusals import Refusal
from ..seating import GAME_FIELDS, Table, game_of, get_evening, next_deal
from ..seating import table as seated
from ..settle import ChipValue, money_words
from ..store import Store, get_db, transaction
from ..words import both, say
from . import forms, games, result, show
from .board import players_link, players_panel
from .frame import fetch, guard, is_host, refusal_words, write
from .panel import NO_HAND, hand_panel
from .seat_codes import seat_codes

bp = guard(Blueprint("table", __name__))

ODDS_EVENINGS = 20                     # the session remembers the odds view of this many evenings


#: refusals that say an entry came out of turn: the entry is likely right, one before it is missing
OUT_OF_TURN = ("turn.order", "deal.order", "deal.betting_first", "show.order", "turn.none", "deal.not_now",
               "show.not_now")


def table_context(db: Store, evening_id: int, problem: str | None = None, typed: str = "", fix: int | None = None,
                  how: str | None = None, notice: str | None = None, loaded: LoadedHand | None = None) -> dict:
    """Everything the table shows: the hand in play (or the last one, ruled), who is to act and
    what is legal, the hand's entries (each one a tap away from its correction), and with `fix`
    the correction of that entry (`how`: replace it, or insert one before it); a hand with an
    entry that no longer fits opens its correction by itself.  `loaded`: the hand as the tap just
    left it (rendered as it is, not loaded again)."""
    lang = g.lang
    evening, live, last, t = _hands(db, evening_id, loaded)
    hand = live or last
    ctx: dict = {**NO_HAND, "evening": evening, "problem": problem, "typed": typed, "notice": notice,
                 "deal": None, "games": [], "values": {}, "input": None, "undo": None, "odds": None,
                 "fix": None, "entries": [], "broken": None, "booked": None, "result_form": None,
                 "table_url": url_for("table.table", evening_id=evening_id), "seat_codes": []}
    if t is not None:                              # between hands: the next deal, the game to choose, the players
        ctx.update(_between_hands(db, t, lang))
    ctx["seat_codes"] = _seat_codes(db, evening)
    if hand is None:
        return ctx
    if commands.is_booked_by_result(hand):      # no actions: its result, its undo, the form while it waits
        ctx.update(result.table_part(db, evening, live, hand, lang))
        return ctx
    if loaded is None or loaded.id != hand["id"]:
        loaded = read(db, hand["id"]) if is_host() else views.guest_hand(db, hand["id"])
    view = views.view_of(loaded, (lang,))
    sealed = _sealed(db, view) if ctx["seat_codes"] else None
    ctx.update(hand_panel(view, lang, t.chips if t is not None else None, sealed=sealed),
               odds_on=odds_on(evening_id), entries=show.entries(view, lang))
    if ctx["odds_on"] and view["status"] == "live":
        ctx["odds"] = {"url": url_for("table.hand_odds", hand_id=view["id"]), "seq": view["seq"]}
    broken = view["broken"]
    if broken is not None:
        ctx["broken"] = show.broken(broken, lang)
        fix = broken["index"] if fix is None or fix > broken["index"] else fix
        if how is None and fix == broken["index"] and broken["rule"] in OUT_OF_TURN:
            how = "insert"                     # out of turn now: most likely an entry before it is missing
    ended = evening.get("closed_at") is not None               # an ended evening takes nothing back
    correctable = not ended and (view["status"] == "live" or (live is None and last is not None
                                                              and last["id"] == view["id"]
                                                              and commands.too_late(db, last) is None))
    if fix is not None and 0 <= fix < len(view["log"]) and correctable:
        ctx["fix"] = fix_context(loaded, view, fix, "insert" if how == "insert" else "replace", lang)
        at = ctx["fix"]["at"]                          # the table as it stood at that entry (no odds of now)
        ctx.update(seats=show.seats(at, lang), pots=show.pots(at, lang), banner=show.banner(at, lang), odds=None)
    elif view["status"] == "live":
        ctx["input"] = _live_input(db, loaded, view, lang)
    last = view["entries"][-1] if view["entries"] and broken is None else None
    if last is not None and ctx["fix"] is None and correctable:       # not a hand whose chips moved since
        ctx["undo"] = last["text"][lang]
    return ctx


def _hands(db: Store, evening_id: int,
           loaded: LoadedHand | None) -> tuple[dict, dict | None, dict | None, Table | None]:
    """The evening, its hand in play and its last hand, and between hands its table (the seats,
    the chips, the open pot: what the next deal needs).  A tap that left its hand in play
    (`loaded`) gives both hands: the hand in play is the evening's last."""
    if loaded is not None and loaded.row["status"] == "live" and loaded.row["evening_id"] == evening_id:
        return get_evening(db, evening_id), loaded.row, loaded.row, None
    t = seated(db, evening_id)
    return t.evening, t.live, t.last, t if t.live is None else None


def _between_hands(db: Store, t: Table, lang: str) -> dict:
    """What the table shows between hands: the next deal, the game to choose (the season's house
    games among them), the players, and the form that books a hand of another game by its result."""
    evening_id = t.evening["id"]
    deal = next_deal(t)
    game = deal.header if deal.header else t.evening["game"]
    number = (t.last["number"] if t.last else 0) + 1
    kept = season_house_games(db, t.evening)
    return {"games": games.games_for_form(lang, kept), "values": house_values(t.evening["game"], kept),
            "next_games": one_tap_games(db, t.evening, kept, lang),
            "house_link": house_link(t.evening),
            **players_panel(db, evening_id, t.chips, "table"), **players_link(store.watch_token(db, evening_id)),
            "deal": {"dealer": deal.dealer, "players": deal.players, "redeal_of": deal.redeal_of, "number": number,
                     "open_pot": t.open_pot, "game": games.game_words(game, lang, whole=False),
                     "definition": games.house_definition(game, lang)},
            "result_form": result.result_form(deal.players, number, lang)
            if deal.dealer is not None and deal.redeal_of is None else None}


def input_for(view: dict, lang: str, state: State, turning: int | None = None) -> dict:
    """What the host enters next in a hand as `view` (of `state`) shows it: a card (the picker), a
    face-down card (and the face-down cards to everyone in one tap), the cards a player shows (a
    slot for each face-down card, named for the street that dealt it, or the streets it may have
    come on where a card turned up by choice was entered as ``??``, `referee.streets.hole_streets`;
    those entered before filled in; or all of them in one tap when every one was entered), or a
    betting decision (the buttons named for the player and amount, and the round in one tap where
    everyone left checks or calls: the view's ``one_tap``, absent at an earlier entry's correction);
    a card turned up by the player due (or by `turning`, whose turned card an earlier entry's
    correction replaces)."""
    nxt = view["next"]
    names = [p["name"] for p in view["players"]]
    out: dict = {"kind": nxt["kind"], "text": nxt["text"][lang], "picker": None, "down": None, "bets": None,
                 "show": None, "turn": None, "opener": None, "shortcut": None, "decide": None, "turn_up": None,
                 "declare": None, "discard": None, "passes": None, "setting": None}
    if nxt["kind"] in ("deal", "board") and (nxt["kind"] == "board" or "u" in nxt["faces"]):
        out["picker"] = show.deck(set(view["seen"]), lang)
    elif nxt["kind"] == "deal":
        one_tap = view.get("one_tap") or {}
        out["down"] = {"action": f"d dh p{nxt['seat'] + 1} {'??' * len(nxt['faces'])}", "name": names[nxt["seat"]],
                       "all": len(one_tap.get("deal_down", ())) > 1, "count": len(nxt["faces"])}
    elif nxt["kind"] == "turn_up":
        who: int = turning if turning is not None and turning in nxt["seats"] else nxt["seat"]
        out["turn_up"] = {"label": say("turns_up", lang, name=names[who]), "seat": who,
                          "keep": {"action": f"p{who + 1} pass", "label": say("keeps_down", lang, name=names[who])}
                          if nxt.get("keep") else None}
        out["picker"] = show.deck(_not_to_turn_up(state, who, set(view["seen"])), lang)
    elif nxt["kind"] == "show":
        slots = [{"street": street_span(first, last, lang),              # the streets its card may have come on
                  "card": None if d.card is None else str(d.card),
                  "face": None if d.card is None else i18n.card_face(str(d.card), lang)}
                 for d, (first, last) in zip(hole_slots(state, nxt["seat"]), hole_streets(state, nxt["seat"]))]
        name = names[nxt["seat"]]
        out["show"] = {"deck": show.deck(set(view["seen"]), lang), "count": len(slots), "name": name,
                       "slots": slots, "muck": f"p{nxt['seat'] + 1} sm",
                       "known": f"p{nxt['seat'] + 1} sm -" if all(s["card"] for s in slots) else None}
    elif nxt["kind"] == "discard":
        out["discard"] = [{"name": names[s], "action": f"p{s + 1} sd {'??' * nxt['count']}", "phone": False,
                           "label": say("discards_unseen", lang, name=names[s], n=nxt["count"])} for s in nxt["seats"]]
    elif nxt["kind"] == "pass":
        out["passes"] = [{"name": names[s], "action": f"p{s + 1} pa p{to + 1} {'??' * nxt['count']}", "phone": False,
                          "label": say("passes_unseen", lang, name=names[s], n=nxt["count"], to=names[to])}
                         for s, to in ((s, state.passes_to(s)) for s in nxt["seats"])]
    elif nxt["kind"] == "set":
        out["setting"] = [{"name": names[s], "choices": _setting_choices(view, s, lang), "phone": False}
                          for s in nxt["seats"]]
    elif nxt["kind"] == "declare":
        out["declare"] = [{"name": names[s], "action": f"p{s + 1} dc ", "held": False, "phone": False,
                           "sides": declare_sides(lang)} for s in nxt["seats"]]
    elif nxt["kind"] == "decide":
        name = names[nxt["seat"]]
        out["turn"] = say("turn_decides", lang, name=name)        # the line under it says what and why
        out["decide"] = show.decision_choices(nxt, lang)
    elif nxt["kind"] == "act":
        name = names[nxt["seat"]]
        out["turn"] = say("turn_act", lang, name=name)
        out["bets"] = show.bet_choices(nxt["legal"], nxt["seat"], name, lang,
                                       max(p["bet"] for p in view["players"]) if view["phase"] == "bet" else 0)
        why = nxt.get("opener_passed") or nxt.get("bring_in_why") or nxt.get("blinds_posted")
        out["opener"] = (why or {}).get(lang)
        out["shortcut"] = show.shortcut(view, lang)
    return out


def _setting_choices(view: dict, seat: int, lang: str) -> list[tuple[str, str]]:
    """A player's taps for the two-card hand (Cowpie's setting; the table sees no face-down card):
    two face-down cards, or one of the player's up cards and a face-down card: (action, its words)."""
    name = view["players"][seat]["name"]
    ups = [c["card"] for c in view["players"][seat]["cards"] if c["up"] and c["card"]]
    return [(f"p{seat + 1} st ????", say("sets_down_down", lang, name=name)), *(
        (f"p{seat + 1} st {up}??", say("sets_up_down", lang, name=name, card=i18n.card_face(up, lang)))
        for up in ups)]


def declare_sides(lang: str) -> list[tuple[str, str]]:
    """The three buttons of a declaration: (side, its word)."""
    return [(side, say(f"declare_{side}", lang)) for side in ("high", "low", "both")]


def _live_input(db: Store, loaded: LoadedHand, view: dict, lang: str) -> dict:
    """`input_for` the hand in play, with the declarations held (at the host's tablet)."""
    inp = input_for(view, lang, loaded.state)
    if inp["declare"] and is_host():
        _declaring(db, loaded, inp)
    for rows in (inp["discard"], inp["passes"]):
        phones = store.seat_phones(db, loaded.row["evening_id"]) if rows else {}
        count = loaded.state.expected().get("count", 0)
        for row in rows or ():              # a seat with its phone discards or passes there: its cards are its own
            row["phone"] = phones.get(row["name"], {}).get("phone") is not None and commands.knows_its_cards(
                db, loaded, loaded.state.names.index(row["name"]), count)
    for row in inp["setting"] or ():         # a seat with its phone sets there, knowing its face-down cards
        seat = loaded.state.names.index(row["name"])
        row["phone"] = store.seat_phones(db, loaded.row["evening_id"]).get(row["name"], {}).get("phone") is not None \
            and commands.knows_its_cards(db, loaded, seat, len(loaded.state.seats[seat].down_cards))
    return inp


def _declaring(db: Store, loaded: LoadedHand, inp: dict) -> None:
    """Players declaring at once: which of them have a declaration held (never which side), and
    which declare on their own phone (no buttons at the tablet)."""
    held = commands.held_declarations(db, loaded)
    phones = store.seat_phones(db, loaded.row["evening_id"])
    simultaneous = loaded.state.expected().get("in_turn") is False
    for row in inp["declare"]:
        row["held"] = row["name"] in held
        row["phone"] = simultaneous and phones.get(row["name"], {}).get("phone") is not None


def _turned_by(text: str) -> int | None:
    """The seat of an entry that turns up a card (``p3 tu 6d``: 2), else None."""
    words = text.split()
    return int(words[0][1:]) - 1 if len(words) == 3 and words[1] == "tu" and words[0][1:].isdigit() else None


def _not_to_turn_up(state: State, seat: int, seen: set[str]) -> set[str]:
    """The cards the picker leaves out when `seat` turns up a card: with every face-down card of
    theirs entered, all but those; else the cards seen, less theirs."""
    slots = hole_slots(state, seat)
    own = {str(d.card) for d in slots if d.card is not None}
    if all(d.card is not None for d in slots):
        return {c["id"] for c in show.deck(set(), "en")} - own
    return seen - own


def _seat_codes(db: Store, evening: dict) -> list[dict]:
    """The players' own phones: a code per seat, on the host's tablet while the evening is open."""
    return seat_codes(db, evening["id"]) if is_host() and evening.get("closed_at") is None else []


def _sealed(db: Store, view: dict) -> dict[str, int]:
    """For the host's seats: how many face-down cards each sealed on its phone (never which)."""
    return views.sealed_counts(db, view["id"]) if view["status"] == "live" else {}


def fix_context(hand: LoadedHand, view: dict, index: int, how: str, lang: str) -> dict:
    """The correction of entry `index`: what it did (or, for the entry that no longer fits, what
    it did when entered), and what may stand there (or, with `how` insert, before it): the same
    choices the table offers at that point of the hand."""
    state = hand.state_at(index)
    at = {**view_json(state), "table_pots": views.table_pots(state), "id": view["id"], "status": "live",
          "header": view["header"], "dealer": view["dealer"]}
    by_index = {e["index"]: e for e in view["entries"]}
    if index in by_index:
        what = by_index[index]["text"][lang]
    elif view["broken"] and view["broken"]["index"] == index and view["broken"]["was"]:
        what = view["broken"]["was"][lang]
    else:
        what = say("entry_n", lang, n=index + 1)
    old = view["log"][index]
    inp = input_for(at, lang, state, _turned_by(old) if how == "replace" else None)
    return {"index": index, "n": index + 1, "what": what, "how": how, "input": inp, "at": at,
            "broken": bool(view["broken"]) and view["broken"]["index"] == index,
            "swap": how == "replace" and old.startswith("d dh") and inp["picker"] is not None,
            "down_only": how == "replace" and inp["down"] is not None}


@bp.get("/evenings/<int:evening_id>")
def table(evening_id: int):
    """The table; ``?fix=N`` opens the correction of entry N (``&how=insert``: one before it)."""
    fix = forms.optional_whole(request.args, "fix")
    how = request.args.get("how")
    ctx = table_context(get_db(), evening_id, fix=None if fix is None else fix - 1, how=how)
    if fetch():
        return jsonify({"html": render_template("_live.html", **ctx), "problem": None})
    return render_template("table.html", **ctx)


def _answer(evening_id: int, problem: str | None = None, typed: str = "", fix: int | None = None,
            how: str | None = None, notice: str | None = None, loaded: LoadedHand | None = None):
    """The table after a tap: its HTML for the script, else a redirect (or the page with the refusal).
    The hand as the tap left it (`loaded`) is kept for the screens that draw it next."""
    if loaded is not None:
        keep(get_db(), loaded)
    ctx = table_context(get_db(), evening_id, problem, typed, fix, how, notice, loaded)
    status = 422 if problem else 200
    if fetch():
        return jsonify({"html": render_template("_live.html", **ctx), "problem": problem}), status
    if problem or notice:
        return render_template("table.html", **ctx), status
    return redirect(url_for("table.table", evening_id=evening_id), 303)


@bp.post("/hands/<int:hand_id>/act")
@write
def act(hand_id: int):
    """One tap of the table: a card, a button's action, the cards a player shows, a bet typed, or
    what one tap enters for everyone (``intent``: the round checked or called, the face-down
    cards due).  The hand is loaded once; the table is rendered from it as the tap left it."""
    db = get_db()
    form = request.form
    typed = form.get("typed", "") or form.get("show", "")
    seq = forms.optional_whole(form, "seq")
    try:
        with transaction(db):
            hand = load(db, hand_id)
            if form.get("intent"):
                hand = commands.act_all(db, hand, form["intent"], seq, form.get("show", "").strip() or None,
                                        form.get("side") or None, form.get("player") or None)
            else:
                hand = commands.act(db, hand, forms.action(hand.state, form), seq)
    except (Refusal, RuleViolation) as err:
        return _answer(get_hand(db, hand_id)["evening_id"], refusal_words(err), typed)
    return _answer(hand.row["evening_id"], loaded=hand)


@bp.post("/hands/<int:hand_id>/correct")
@write
def correct(hand_id: int):
    """Correct entry ``index`` (0-based) of the hand: ``how`` replace (with what the form's
    picker, buttons or typing say), insert (that, before it) or delete.  A card another entry
    holds is swapped with that entry's card (the host picked the card the other player got)."""
    db = get_db()
    evening_id = get_hand(db, hand_id)["evening_id"]
    form = request.form
    seq = forms.optional_whole(form, "seq")
    index = forms.optional_whole(form, "index")
    how = form.get("how", "replace")
    typed = form.get("typed", "") or form.get("show", "")
    if index is None or how not in ("replace", "insert", "delete"):
        return _answer(evening_id, refusal_words(Refusal(422, "err_number", "index", label=both("entry"))))
    if seq is None:                                     # an entry's number means nothing without the hand's seq
        return _answer(evening_id, say("stale", g.lang))
    try:
        with transaction(db):
            hand = load(db, hand_id)
            text = None
            if how != "delete":
                if not 0 <= index < len(hand.actions):
                    raise Refusal(404, "no_entry", "index", number=hand.row["number"], n=index + 1,
                                  count=len(hand.actions))
                text = forms.action(hand.state_at(index), form)
            hand = commands.correct(db, hand, index, text, seq, insert=how == "insert", swap=True)
    except (Refusal, RuleViolation) as err:
        return _answer(evening_id, refusal_words(err), typed, index, how)
    return _answer(evening_id, loaded=hand)


def _tap(evening_id: int, change, notice=None):
    """Run a tap's `change` of the evening in one transaction; the table after it (rendered from
    the hand the change returns, if it returns one), or with the refusal in words (nothing changed
    then).  `notice(db)`: words that confirm the change."""
    db = get_db()
    try:
        with transaction(db):
            changed = change(db)
    except (Refusal, RuleViolation) as err:
        return _answer(evening_id, refusal_words(err))
    return _answer(evening_id, notice=notice(db) if notice else None,
                   loaded=changed if isinstance(changed, LoadedHand) else None)


@bp.post("/hands/<int:hand_id>/undo")
@write
def undo(hand_id: int):
    """Take back the last action as the tablet saw it (`seq`: a second tap, or a second tablet,
    takes back nothing more)."""
    evening_id = get_hand(get_db(), hand_id)["evening_id"]
    seq = forms.optional_whole(request.form, "seq")
    if seq is None:
        return _answer(evening_id, say("undo_needs_seq", g.lang))
    return _tap(evening_id, lambda db: commands.undo(db, load(db, hand_id), seq))


@bp.post("/evenings/<int:evening_id>/deal")
@write
def deal(evening_id: int):
    get_evening(get_db(), evening_id)
    return _tap(evening_id, lambda db: commands.start_live(db, evening_id))


@bp.post("/evenings/<int:evening_id>/game")
@write
def set_game(evening_id: int):
    get_evening(get_db(), evening_id)

    def saved(db: Store) -> str:
        t = seated(db, evening_id)
        number = (t.last["number"] if t.last else 0) + 1
        return say("game_saved", g.lang, n=number, game=games.game_words(t.evening["game"], g.lang, whole=False))

    def chosen(db: Store) -> dict:
        kept = season_house_games(db, get_evening(db, evening_id))
        return forms.game_from_form(request.form, {games.house_choice(k): house_games.as_game(k) for k in kept})

    return _tap(evening_id, lambda db: commands.set_game(db, evening_id, chosen(db)), saved)


def season_house_games(db: Store, evening: dict) -> list[dict]:
    """The house games of the evening's season (none without a season)."""
    return house_games.house_games(db, evening["season_id"]) if evening.get("season_id") else []


#: the evening's last distinct games the next deal offers in one tap (the season's house games beside them)
RECENT_GAMES = 3
#: the hands looked back through for them
RECENT_HANDS = 40
#: at most this many one-tap games
ONE_TAP_MAX = 6


def one_tap_games(db: Store, evening: dict, kept: list[dict], lang: str) -> list[dict]:
    """The games the next deal offers in one tap: the game now (marked), the evening's last
    `RECENT_GAMES` distinct games (newest first, each with the options and stakes it was played
    with; a house game only while the season keeps it), then the season's other house games at
    the evening's stakes.  Each: its words, the fields its form posts to `set_game`, and whether
    it is the game now.  None while the game now is all there is to offer."""
    now = evening["game"]
    found: dict[tuple, tuple[dict, list[tuple[str, str]]]] = {}
    now_fields = game_fields(now, kept)
    if now_fields is not None:
        found[_same(now_fields)] = (now, now_fields)
    for row in store.hand_rows(db, evening["id"], limit=RECENT_HANDS, newest_first=True):
        if len(found) > RECENT_GAMES:
            break
        if commands.is_booked_by_result(row):
            continue
        game = _played_game(row["header"])
        fields = game_fields(game, kept)
        if fields is None:
            continue
        key = _same(fields)
        if key not in found or (found[key][0].get("ante") == 0 and game.get("ante") and found[key][0] is not now):
            found[key] = (game, fields)            # a redeal (no antes): the same game, antes as dealt before
    stakes = {k: v for k, v in now.items() if k in ("ante", *GAME_FIELDS)}
    for k in kept:
        game = {**house_games.as_game(k), **stakes}
        fields = game_fields(game, kept)
        if fields is not None and _same(fields) not in found and all(
                g.get("house_game") != k["definition"] for g, _ in found.values()):
            found[_same(fields)] = (game, fields)
    house = {games.house_choice(k): house_games.as_game(k) for k in kept}
    out: list[dict] = []
    for game, fields in found.values():
        try:                                       # in words as the tap will set it (a house game's own limits)
            tapped = forms.game_from_form(MultiDict(fields), house)
        except Refusal:
            continue
        if len(out) < ONE_TAP_MAX:
            out.append(_one_tap(tapped, fields, game is now, lang))
    return out if any(not one["current"] for one in out) else []      # the game now alone: nothing to tap


def _played_game(header: dict) -> dict:
    """The game a hand was dealt with, as an evening's game (its ante the first player's)."""
    game = game_of(header)
    antes = header.get("antes") or []
    game["ante"] = antes[0] if antes else header.get("ante", 1)
    return game


def _same(fields: list[tuple[str, str]]) -> tuple:
    """What makes two games the same one tap: their form's fields (options and limits as the
    form says them, defaults filled in) but the ante."""
    return tuple(f for f in fields if f[0] != "ante")


def _one_tap(game: dict, fields: list[tuple[str, str]], current: bool, lang: str) -> dict:
    words = games.game_words(game, lang, whole=False)
    name, _, stakes = words.partition(" · ")
    return {"name": name, "stakes": stakes, "fields": fields, "current": current,
            "label": say("one_tap_current" if current else "one_tap_play", lang, game=words)}


def game_fields(game: dict, kept: list[dict]) -> list[tuple[str, str]] | None:
    """The fields of the game form that say `game` (its options and stakes), for a one-tap form
    to `set_game`; None for a house game the season no longer keeps."""
    values = house_values(game, kept)
    variant = values["variant"]
    if not variant:
        return None
    blinds = ("small_blind", "big_blind") if variant in GAMES and GAMES[variant].has_blinds else ()
    fields = [("variant", variant)] + [(name, values[name]) for name in
                                       ("ante", "bet_min", "bet_max", "max_raises", "bring_in", "small_bet", "big_bet",
                                        *blinds)]
    prefix = f"opt-{variant}-"
    fields += [(name, "on") for name in sorted(values["checked"]) if name.startswith(prefix)]
    fields += [(name, str(value)) for name, value in sorted(values["choice"].items()) if name.startswith(prefix)]
    return fields


def house_link(evening: dict) -> str | None:
    """The season's house games page, with the way back to this table (None: no season)."""
    if not evening.get("season_id"):
        return None
    return url_for("house.house_games_page", season_id=evening["season_id"],
                   back=url_for("table.table", evening_id=evening["id"]))


def house_values(game: dict, kept: list[dict]) -> dict:
    """The game form's values for the evening's game; a house game is chosen by its name."""
    values = forms.form_values(game=game)
    if game.get("variant") == HOUSE:
        same = next((k for k in kept if k["definition"] == game.get("house_game")), None)
        values["variant"] = games.house_choice(same) if same else ""
    return values


# --- the players between hands: join, rebuy, leave ------------------------------------------------------

@bp.post("/evenings/<int:evening_id>/table/players")
@write
def join(evening_id: int):
    """A player sits down (or comes back) between hands, to the left of `after` (else last)."""
    form = request.form
    return _tap(evening_id, lambda db: commands.join(db, evening_id, forms.name(form), forms.chips(form),
                                                     form.get("after", "").strip() or None),
                lambda db: say("notice_joined", g.lang, name=forms.name(form), n=forms.chips(form)))


@bp.post("/evenings/<int:evening_id>/table/players/rebuy")
@write
def rebuy(evening_id: int):
    form = request.form
    return _tap(evening_id, lambda db: commands.rebuy(db, evening_id, form.get("name", ""), forms.chips(form)),
                lambda db: say("notice_rebuy", g.lang, name=form.get("name", ""), n=forms.chips(form)))


@bp.post("/evenings/<int:evening_id>/table/players/rebuy/take-back")
@write
def take_back(evening_id: int):
    """A player's last rebuy taken back (a tap too many, a wrong amount), while no hand was dealt since."""
    name = request.form.get("name", "")

    def notice(db: Store) -> str:
        last = store.ledger(db, evening_id)[-1]
        return say("notice_rebuy_taken_back", g.lang, name=last["player"], n=-last["amount"])

    return _tap(evening_id, lambda db: commands.take_back_rebuy(db, evening_id, name), notice)


@bp.post("/evenings/<int:evening_id>/table/players/leave")
@write
def leave(evening_id: int):
    """A player leaves with their chips; with a chip value, settled with the cash box at once
    (the notice says how much, and which way)."""
    name = request.form.get("name", "")
    return _tap(evening_id, lambda db: commands.leave(db, evening_id, name),
                lambda db: _left_notice(db, evening_id, name, g.lang))


def _left_notice(db: Store, evening_id: int, name: str, lang: str) -> str:
    """What a player took home as they left, and what the cash box paid them (or they paid it)."""
    t = seated(db, evening_id)
    who = t.player(name)["name"]
    last = store.ledger(db, evening_id)[-1]
    home = -last["amount"] if last["kind"] == "leave" and last["player"] == who else 0
    words = say("notice_left", lang, name=who, n=home)
    line = store.evening_log(db, evening_id)[-1]
    value = ChipValue.of(t.evening.get("chip_value"))
    if value is not None and line["kind"] == "paid" and line["detail"]["name"] == who:
        units = line["detail"]["units"]
        money = money_words(value.money(abs(units)), value.currency, lang)
        words += " " + say("notice_paid_out" if units > 0 else "notice_paid_in", lang, name=who, money=money)
    return words


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
    chances = (views.odds_of if is_host() else views.guest_odds_of)(db, hand_id)
    response = jsonify({"seq": seq, **show.odds(chances, g.lang)})
    response.headers["Cache-Control"] = "no-store"
    return response
