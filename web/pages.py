"""The pages for the tablet at the table: server-rendered (Jinja), with a little JavaScript
that sends the table's forms without reloading the page.

=====================================  ===============================================================
page                                   what it is for
=====================================  ===============================================================
``/``                                  the evenings, and the form that starts one
``/evenings/<id>``                     the table: the live hand, what comes next, only what is legal
``/evenings/<id>/board``               the leaderboard with the stack chart, and the players' link
``/watch/<token>``                     the same for the players' phones: read only, refreshes itself
``/evenings/<id>/hands``               every hand of the evening, each with its replay
``/hands/<id>?step=N``                 a hand replayed street by street, with its ruling at the end
``/hands/<id>/chances``                the replay's chart of the chances street by street (asked after the page)
``/hands/<id>/odds``                   the chances of the hand in play, for the table's odds view (asked after)
``/evenings/<id>/story``               the story of the evening (``/watch/<token>/story``: for the phones)
``/upload``                            a ``.json`` or ``.phh`` hand history, ruled (and booked)
``/login``                             the host PIN, when the service is served on the network
=====================================  ===============================================================

Every form posts with a CSRF token (the session's, also sent by the script as
``X-CSRF-Token``); with a host PIN configured, writes need the PIN login, reads do not.
The table's forms answer a script's request (``X-Requested-With: fetch``) with the table's
HTML to put in place, and a plain form post with a redirect (or the page with the refusal).
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import os
import pathlib
import re
import secrets
import time
from urllib.parse import urlsplit

from flask import (Blueprint, abort, current_app, g, jsonify, make_response, redirect, render_template, request,
                   session, url_for)
from marshmallow import ValidationError

from referee.cards import RANKS, CardError, cards_text, parse_card, parse_cards
from referee.games import GAMES
from referee.phh import HistoryFormatError, load_history
from referee.replay import State, load_hand, replay
from referee.ruling import rule_history
from referee.violations import RuleViolation
from referee.words import join as join_words
from referee.words import rank_list, ranks_word, street_name
from referee.words.table import view_json
from schemas import EveningCreateSchema, GameSchema, HandUploadSchema, JoinSchema

from . import chart, evenings, i18n, story
from . import db as store
from . import pin as host_pin
from .db import get_db, transaction
from .errors import first_problem

bp = Blueprint("pages", __name__, template_folder="templates", static_folder="static", static_url_path="/assets")

CSP = ("default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; object-src 'none'; "
       "frame-ancestors 'none'; base-uri 'self'; form-action 'self'")
SECURITY_HEADERS = {"Content-Security-Policy": CSP, "X-Content-Type-Options": "nosniff",
                    "Referrer-Policy": "same-origin", "X-Frame-Options": "DENY"}
HANDS_PER_PAGE = 50
WATCH_REFRESH = 15                     # seconds between refreshes of the players' view
SUIT_ROWS = "shcd"                     # the picker's rows: black and red alternate
MAX_SEATS = 9


class Problem(Exception):
    """Input a page refuses, in words (already in the page's language)."""

    def __init__(self, words: str, status: int = 422):
        super().__init__(words)
        self.words, self.status = words, status


# --- setup: the secret key, the language, the security headers ------------------------------------------

@bp.record_once
def _setup(state) -> None:
    app = state.app
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = secret_key(pathlib.Path(app.instance_path) / "secret_key")
    if app.config.get("SESSION_COOKIE_SAMESITE") is None:
        app.config["SESSION_COOKIE_SAMESITE"] = "Lax"


def secret_key(path: pathlib.Path) -> str:
    """The key that signs the session cookie: made on first start and kept in the instance
    folder (never in the repository), readable by this user only."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        for _ in range(50):                       # another process may be writing it right now
            key = path.read_text().strip()
            if key:
                return key
            time.sleep(0.02)
        raise RuntimeError(f"{path} is empty: delete it and start again") from None
    key = secrets.token_hex(32)
    with os.fdopen(fd, "w") as out:
        out.write(key + "\n")
    return key


@bp.after_app_request
def _security_headers(response):
    """Every HTML answer (and every answer of the pages) gets the headers that keep it ours."""
    if response.mimetype == "text/html" or request.blueprint == bp.name:
        for name, value in SECURITY_HEADERS.items():
            response.headers.setdefault(name, value)
    return response


@bp.before_request
def _language() -> None:
    g.lang = i18n.pick(request.headers.get("Accept-Language"), request.cookies.get(i18n.COOKIE))


@functools.cache
def _static_version() -> str:
    digest = hashlib.sha256()
    for path in sorted(pathlib.Path(bp.static_folder).iterdir()):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:10]


@bp.context_processor
def _template_globals() -> dict:
    lang = g.get("lang", "en")
    return {"lang": lang, "w": i18n.table_words(lang), "t": lambda key, **facts: i18n.text(key, lang, **facts),
            "face": lambda card: i18n.card_face(card, lang), "csrf_token": csrf_token,
            "asset": lambda name: url_for("pages.static", filename=name, v=_static_version()),
            "pin_set": bool(current_app.config.get("PIN")), "is_host": is_host(),
            "here": _here()}


def _here() -> str:
    """This page, for the language switch to come back to (after a post: the page it came from)."""
    if request.method == "GET":
        return request.full_path.rstrip("?")
    return _local(urlsplit(request.referrer or "").path)


# --- CSRF and the host login ------------------------------------------------------------------------

def csrf_token() -> str:
    token = session.get("csrf")
    if token is None:
        token = session["csrf"] = secrets.token_urlsafe(32)
    return token


def _csrf_ok() -> bool:
    sent = request.headers.get("X-CSRF-Token") or request.form.get("csrf_token", "")
    token = session.get("csrf", "")
    return bool(token) and hmac.compare_digest(sent.encode(), token.encode())


def _pin_mark(pin: str) -> str:
    """What the session keeps of a login: tied to the PIN, so a new PIN logs everyone out."""
    return hmac.new(current_app.config["SECRET_KEY"].encode(), pin.encode(), hashlib.sha256).hexdigest()


def is_host() -> bool:
    pin = current_app.config.get("PIN")
    return not pin or hmac.compare_digest(session.get("host", ""), _pin_mark(pin))


def _fetch() -> bool:
    return request.headers.get("X-Requested-With") == "fetch"


def _local(target: str | None, default: str = "/") -> str:
    """A path of this site to go back to (never another site)."""
    if not target:
        return default
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not parts.path.startswith("/") or parts.path.startswith("//"):
        return default
    return target


def write(view):
    """A page write: needs the session's CSRF token and, with a PIN configured, the login."""

    @functools.wraps(view)
    def wrapped(*args, **kwargs):
        if not _csrf_ok():
            raise Problem(i18n.text("csrf", g.lang), 400)
        if not is_host():
            back = _local(request.form.get("back") or urlsplit(request.referrer or "").path)
            if _fetch():
                return jsonify({"login": url_for(".login", next=back)}), 401
            return redirect(url_for(".login", next=back), 303)
        return view(*args, **kwargs)

    return wrapped


@bp.errorhandler(Problem)
def _problem(err: Problem):
    if _fetch():
        return jsonify({"problem": err.words}), err.status
    return render_template("error.html", message=err.words), err.status


@bp.errorhandler(evenings.NotFound)
def _not_found(err):
    return render_template("error.html", message=i18n.text("not_found", g.lang)), 404


@bp.errorhandler(404)
def _no_page(err):
    return render_template("error.html", message=i18n.text("not_found", g.lang)), 404


@bp.errorhandler(Exception)
def _unexpected(err):
    from werkzeug.exceptions import HTTPException

    if isinstance(err, HTTPException):
        return render_template("error.html", message=err.description or err.name), err.code
    current_app.logger.exception("unexpected error on a page")
    return render_template("error.html", message=i18n.text("error", g.lang)), 500


@bp.get("/login")
def login():
    return render_template("login.html", next=_local(request.args.get("next")))


@bp.post("/login")
def login_post():
    if not _csrf_ok():
        raise Problem(i18n.text("csrf", g.lang), 400)
    pin = current_app.config.get("PIN")
    back = _local(request.form.get("next"))
    if not pin:
        return redirect(back, 303)
    try:
        right = host_pin.check(request.form.get("pin", "").strip(), pin, request.remote_addr or "?")
    except host_pin.TooManyGuesses:
        return render_template("login.html", next=back, problem=i18n.text("too_many", g.lang)), 429
    if right:
        session["host"] = _pin_mark(pin)
        return redirect(back, 303)
    return render_template("login.html", next=back, problem=i18n.text("wrong_pin", g.lang)), 401


@bp.post("/logout")
def logout():
    if not _csrf_ok():
        raise Problem(i18n.text("csrf", g.lang), 400)
    session.pop("host", None)
    return redirect(_local(request.form.get("next")), 303)


@bp.post("/lang")
def choose_language():
    """The language switch: remembered in a cookie for a year."""
    if not _csrf_ok():
        raise Problem(i18n.text("csrf", g.lang), 400)
    lang = request.form.get("lang")
    response = redirect(_local(request.form.get("next")), 303)
    if lang in i18n.LANGUAGES:
        response.set_cookie(i18n.COOKIE, lang, max_age=365 * 24 * 3600, samesite="Lax", httponly=True)
    return response


# --- the start page ---------------------------------------------------------------------------------

def _games_for_form(lang: str) -> list[dict]:
    out = []
    for game in GAMES.values():
        options = []
        for option in game.options:
            if isinstance(option.default, bool):
                default = i18n.text("default_on" if option.default else "default_off", lang)
            else:
                default = i18n.text("default_is", lang, value=option.default)
            options.append({"name": option.name, "default": option.default, "choices": option.choices,
                            "help": option.help[lang], "default_text": default,
                            "boolean": isinstance(option.default, bool)})
        out.append({"variant": game.code, "name": game.name[lang], "players": game.players,
                    "betting": game.betting, "options": options})
    return out


FORM_DEFAULTS = {"variant": "FTQ", "ante": "1", "bet_min": "1", "bet_max": "5", "max_raises": "3",
                 "bring_in": "1", "small_bet": "2", "big_bet": "4", "chips": "100"}


def _whole(form, name: str, label: str) -> int:
    value = form.get(name, "").strip()
    if not value.isdigit() or not value.isascii() or len(value) > 9:
        raise Problem(i18n.text("err_number", g.lang, field=label))
    return int(value)


def game_from_form(form) -> dict:
    """The game a form describes (the fields of the chosen variant only)."""
    lang = g.lang
    variant = form.get("variant", "FTQ")
    if variant not in GAMES:
        raise Problem(i18n.text("err_number", lang, field=i18n.text("game", lang)))
    game_type = GAMES[variant]
    game: dict = {"variant": variant, "ante": _whole(form, "ante", i18n.text("ante", lang))}
    if game_type.betting == "fixed":
        for name in ("bring_in", "small_bet", "big_bet"):
            game[name] = _whole(form, name, i18n.text(name, lang))
    else:
        game["bet_limits"] = [_whole(form, "bet_min", i18n.text("bet_min", lang)),
                              _whole(form, "bet_max", i18n.text("bet_max", lang))]
        game["max_raises"] = _whole(form, "max_raises", i18n.text("max_raises", lang))
    options = {}
    for option in game_type.options:
        field = f"opt-{variant}-{option.name}"
        value = (field in form) if isinstance(option.default, bool) else form.get(field, option.default)
        if value != option.default:
            options[option.name] = value
    if options:
        game["options"] = options
    try:
        return GameSchema().load(game)
    except ValidationError as err:
        raise Problem(" ".join(first_problem(err.messages))) from None


def _form_values(form=None, game: dict | None = None) -> dict:
    """What the start form shows: the defaults (over them the game being played), or what was
    sent (nothing typed is lost).  ``checked``: the option boxes ticked; ``choice``: the rest."""
    values = dict(FORM_DEFAULTS)
    checked, choice = set(), {}
    for code, game_type in GAMES.items():
        given = (game or {}).get("options", {}) if game and game["variant"] == code else {}
        for option in game_type.options:
            value = given.get(option.name, option.default)
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
        for name in ("max_raises", "bring_in", "small_bet", "big_bet"):
            if name in game:
                values[name] = str(game[name])
    players: list[str] = []
    if form is not None:
        values.update({k: v for k, v in form.items() if k in FORM_DEFAULTS or k in ("name", "dealer")})
        players = form.getlist("player")
        checked = {k for k in form if k.startswith("opt-") and k not in choice}
        choice.update({k: v for k, v in form.items() if k in choice})
    values.update(checked=checked, choice=choice, players=(players + [""] * MAX_SEATS)[:MAX_SEATS])
    return values


@bp.get("/")
def start():
    db = get_db()
    counts = store.hand_counts(db)
    rows = [{**e, "hands": counts.get(e["id"], 0)} for e in reversed(store.evenings(db))]
    return render_template("start.html", evenings=rows, games=_games_for_form(g.lang), values=_form_values(),
                           default_name=time.strftime("%d.%m.%Y"))


@bp.post("/evenings")
@write
def create_evening():
    form = request.form
    db = get_db()
    try:
        game = game_from_form(form)
        names = [n.strip() for n in form.getlist("player") if n.strip()]
        dealer_at = form.get("dealer", "")
        low, high = GAMES[game["variant"]].players
        if not form.get("name", "").strip():
            raise Problem(i18n.text("err_name", g.lang))
        if not low <= len(names) <= high:
            raise Problem(i18n.text("err_players", g.lang, game=GAMES[game["variant"]].name[g.lang], low=low,
                                    high=high, count=len(names)))
        folded = [n.casefold() for n in names]
        twice = next((n for i, n in enumerate(names) if folded.index(n.casefold()) != i), None)
        if twice:
            raise Problem(i18n.text("err_same_name", g.lang, name=twice))
        chips = _whole(form, "chips", i18n.text("chips_each", g.lang))
        body = {"name": form["name"].strip(), "players": [{"name": n, "chips": chips} for n in names],
                "game": game}
        raw = form.getlist("player")
        if dealer_at.isdigit() and int(dealer_at) < len(raw) and raw[int(dealer_at)].strip():
            body["dealer"] = raw[int(dealer_at)].strip()
        try:
            data = EveningCreateSchema().load(body)
        except ValidationError as err:
            raise Problem(": ".join(first_problem(err.messages))) from None
        with transaction(db):
            evening_id = evenings.create_evening(db, data)
            store.add_watch_token(db, evening_id, secrets.token_urlsafe(18))
    except Problem as problem:
        return _start_again(form, problem.words), problem.status
    except RuleViolation as err:
        return _start_again(form, i18n.refusal(err, g.lang)), 422
    return redirect(url_for(".table", evening_id=evening_id), 303)


def _start_again(form, problem: str) -> str:
    db = get_db()
    counts = store.hand_counts(db)
    rows = [{**e, "hands": counts.get(e["id"], 0)} for e in reversed(store.evenings(db))]
    return render_template("start.html", evenings=rows, games=_games_for_form(g.lang), values=_form_values(form),
                           problem=problem, default_name=time.strftime("%d.%m.%Y"))


# --- the table ---------------------------------------------------------------------------------------

def _deck(seen: set[str]) -> list[dict]:
    """The picker's 52 cards, a row per suit, the deuce to the Ace."""
    return [{"id": rank + suit, "face": i18n.card_face(rank + suit, g.lang), "rank": i18n.rank_face(rank, g.lang),
             "suit": i18n.card_face(rank + suit, "en")[-1], "red": suit in "hd", "seen": rank + suit in seen}
            for suit in SUIT_ROWS for rank in RANKS]


def _wild_ranks(view: dict) -> set[str]:
    wilds = view.get("wilds")
    return set(wilds["ranks"]) if wilds else set()


def _is_wild(card: str | None, ranks: set[str], variant: str, options: dict) -> bool:
    if card is None:
        return False
    if variant == "BM":
        return bool(options.get("wild")) and card == "Qs"
    return card[0] in ranks


def banner(view: dict, lang: str) -> dict:
    """The wild-card banner: the ranks now in words, and why."""
    wilds = view.get("wilds")
    options = view.get("header", {}).get("options", {})
    if view["variant"] == "BM" and options.get("wild"):
        return {"headline": f"{i18n.text('wild_now', lang)}: {i18n.card_face('Qs', lang)}", "why": "",
                "ranks": ["Q"], "kind": "wild"}
    if wilds is None:
        return {"headline": i18n.text("no_wilds_game", lang), "why": "", "ranks": [], "kind": "none"}
    ranks = [RANKS.index(r) + 2 for r in wilds["ranks"]]
    headline = (f"{i18n.text('wild_now', lang)}: {rank_list(ranks, lang)}" if ranks
                else i18n.text("nothing_wild", lang))
    return {"headline": headline, "why": wilds["explanation"][lang], "ranks": wilds["ranks"],
            "kind": "wild" if ranks else "none"}


def seats(view: dict, lang: str, known: list[list] | None = None) -> list[dict]:
    """Each player with their cards as the table sees them (`known`: every card of each seat, for
    a replay after the hand, so that hole cards known from the record show too)."""
    ranks = _wild_ranks(view)
    options = view.get("header", {}).get("options", {})
    nxt = view["next"]
    out = []
    for i, p in enumerate(view["players"]):
        cards = []
        for j, c in enumerate(p["cards"]):
            card = c["card"]
            if card is None and known is not None and known[i][j] is not None:
                card = str(known[i][j])
            cards.append({"id": card, "face": i18n.card_face(card, lang) if card else "", "up": c["up"],
                          "red": bool(card) and card[1] in "hd",
                          "wild": _is_wild(card, ranks, view["variant"], options)})
        out.append({**p, "cards": cards, "next": nxt["kind"] if nxt.get("seat") == i else None,
                    "bet_now": p["bet"] if view["phase"] == "bet" else 0,
                    "dealer": p["name"] == view.get("dealer")})
    return out


def pots(view: dict) -> list[dict]:
    names = [p["name"] for p in view["players"]]
    in_hand = [p["name"] for p in view["players"] if not p["folded"]]
    out = []
    for i, pot in enumerate(view["pots"]):
        everyone = set(pot["eligible"]) >= set(in_hand) or len(view["pots"]) == 1
        out.append({"amount": pot["amount"], "main": i == 0,
                    "eligible": [] if everyone else [n for n in names if n in pot["eligible"]]})
    return out


def bet_choices(legal: dict, seat: int) -> dict:
    """The betting buttons of the player to act: each a whole action text."""
    me = f"p{seat + 1}"
    out: dict = {"fold": f"{me} f" if legal["fold"] else None,
                 "check": f"{me} cc" if legal["check"] else None,
                 "call": (legal["call"], f"{me} cc") if legal["call"] and not legal["check"]
                 and legal["bring_in"] is None else None,
                 "bring_in": (legal["bring_in"], f"{me} pb") if legal["bring_in"] is not None else None,
                 "amounts": [], "kind": None, "low": None, "high": None, "seat": me}
    for kind in ("bet", "raise"):
        if legal[kind]:
            low, high = legal[kind]
            if legal["fixed"]:
                amounts = sorted({low, high})
            elif high - low <= 11:
                amounts = list(range(low, high + 1))
            else:
                step = max(1, (high - low) // 6)
                amounts = sorted({low, *range(low + step, high, step), high})[:8]
            completing = legal["fixed"] and legal["bring_in"] is not None
            out.update(kind="complete" if completing else kind, low=low, high=high,
                       amounts=[(a, f"{me} cbr {a}") for a in amounts],
                       free=not legal["fixed"] and high - low > 11)
    return out


def ruling_context(view: dict, lang: str) -> dict | None:
    """The ruling of a finished hand, ready to show: each shown hand's best five with the wild
    cards marked and what they stand for, each pot's winners and shares, the explanation."""
    ruled = view.get("ruling")
    if not ruled:
        return None
    hands = []
    for name, hand in ruled.get("hands", {}).items():
        if hand is None or "cards" not in hand:
            continue
        sides = [hand] + ([hand["low"]] if hand.get("low") else [])
        shown = []
        for side in sides:
            if side is None:
                continue
            cards = [{"id": c, "face": i18n.card_face(c, lang), "red": c[1] in "hd", "wild": c in side["wilds"],
                      "stands_for": i18n.card_face(side["wilds"][c], lang) if c in side["wilds"] else None}
                     for c in side["cards"]]
            shown.append({"cards": cards, "description": side["description"][lang]})
        winner = any(name in pot["winners"] for pot in ruled["pots"])
        hands.append({"name": name, "sides": shown, "winner": winner})
    names = [p["name"] for p in view["players"]]
    pot_rows = []
    for i, pot in enumerate(ruled["pots"]):
        pot_rows.append({"label": i18n.text("main_pot" if i == 0 else "side_pot", lang), "amount": pot["amount"],
                         "winners": pot["winners"], "split": len(pot["winners"]) > 1,
                         "shares": [(n, pot["shares"][n]) for n in names if n in pot["shares"]]})
    after = list(zip(names, view.get("finishing_stacks") or [], view.get("winnings") or []))
    return {"hands": hands, "pots": pot_rows, "explanation": ruled["explanation"][lang],
            "uncalled": ruled.get("uncalled"), "carried": ruled.get("carried_pot", 0), "after": after,
            "outcome": ruled.get("outcome")}


def table_context(db, evening_id: int, problem: str | None = None, typed: str = "") -> dict:
    """Everything the table shows: the hand in play (or the last one, ruled), what comes next."""
    lang = g.lang
    t = evenings.table(db, evening_id)
    hand = t.live or t.last
    ctx: dict = {"evening": t.evening, "problem": problem, "typed": typed, "hand": None,
                 "deal": None, "games": _games_for_form(lang), "values": _form_values(game=t.evening["game"])}
    if t.live is None:
        deal = evenings.next_deal(t)
        ctx["deal"] = {"dealer": deal.dealer, "players": deal.players, "redeal_of": deal.redeal_of,
                       "number": (t.last["number"] if t.last else 0) + 1, "open_pot": t.open_pot}
    if hand is None:
        return ctx
    view = evenings.hand_view(db, hand["id"])
    nxt = view["next"]
    ctx.update(hand=view, seats=seats(view, lang), pots=pots(view), banner=banner(view, lang),
               next_text=nxt["text"][lang], ruling=ruling_context(view, lang), odds_on=odds_on(evening_id))
    if ctx["odds_on"] and view["status"] == "live":
        ctx["odds"] = {"url": url_for(".hand_odds", hand_id=view["id"]), "seq": view["seq"]}
    if nxt["kind"] in ("deal", "board") and (nxt["kind"] == "board" or "u" in nxt["faces"]):
        ctx["picker"] = {"mode": "deal", "deck": _deck(set(view["seen"]))}
    elif nxt["kind"] == "deal":
        name = view["players"][nxt["seat"]]["name"]
        ctx["down"] = {"action": f"d dh p{nxt['seat'] + 1} ??", "name": name}
    elif nxt["kind"] == "show":
        player = view["players"][nxt["seat"]]
        count = sum(1 for c in player["cards"] if not c["up"])
        ctx["picker"] = {"mode": "show", "deck": _deck(set(view["seen"])), "count": count,
                         "name": player["name"], "muck": f"p{nxt['seat'] + 1} sm"}
    elif nxt["kind"] == "act":
        ctx["bets"] = bet_choices(nxt["legal"], nxt["seat"])
    if view["log"]:
        ctx["undo"] = i18n.action_words(view["log"][-1], [p["name"] for p in view["players"]], lang)
    return ctx


@bp.get("/evenings/<int:evening_id>")
def table(evening_id: int):
    return render_template("table.html", **table_context(get_db(), evening_id))


def _table_answer(evening_id: int, problem: str | None = None, typed: str = ""):
    ctx = table_context(get_db(), evening_id, problem, typed)
    status = 422 if problem else 200
    if _fetch():
        return jsonify({"html": render_template("_live.html", **ctx), "problem": problem}), status
    if problem:
        return render_template("table.html", **ctx), status
    return redirect(url_for(".table", evening_id=evening_id), 303)


def _seq() -> int | None:
    text = request.form.get("seq", "")
    return int(text) if text.isdigit() and text.isascii() and len(text) < 10 else None


def _refusal(err: Exception) -> str:
    if isinstance(err, RuleViolation):
        return i18n.refusal(err, g.lang)
    if isinstance(err, evenings.Conflict) and err.field == "seq":
        return i18n.text("stale", g.lang)
    if g.lang == "de" and getattr(err, "message_de", None):
        return err.message_de
    return err.message


def _card(text: str) -> str:
    try:
        return str(parse_card(text))
    except CardError:
        raise Problem(i18n.text("unreadable_card", g.lang, text=text)) from None


def actions_from_form(view: dict, form) -> list[str]:
    """The actions a table form asks for: a tapped or typed card for whoever gets it next, the
    hole cards a player shows, a betting button's action, or every face-down card of 7th street."""
    nxt = view["next"]
    if form.get("action"):
        return [form["action"]]
    if form.get("all_down"):
        return ["all_down"]
    if form.get("bet_amount"):
        amount, seat = form.get("amount", "").strip(), form["bet_amount"]
        if not (amount.isdigit() and amount.isascii() and len(amount) < 10) or not re.fullmatch(r"p[0-9]{1,2}", seat):
            raise Problem(i18n.text("err_number", g.lang, field=i18n.text("amount", g.lang)))
        return [f"{seat} cbr {int(amount)}"]
    if nxt["kind"] == "show":
        text = form.get("show", "").strip()
        try:
            cards = parse_cards(text)
        except CardError as err:
            raise Problem(i18n.text("unreadable_card", g.lang, text=str(err).split("'")[1])) from None
        if not cards or None in cards:
            raise Problem(i18n.text("pick_cards", g.lang, n=sum(1 for c in view["players"][nxt["seat"]]["cards"]
                                                                 if not c["up"])))
        return [f"p{nxt['seat'] + 1} sm {cards_text(cards)}"]
    card = form.get("card") or form.get("typed", "").strip()
    if not card:
        raise Problem(i18n.text("unreadable_card", g.lang, text=""))
    card = _card(card)
    if nxt["kind"] == "board":
        return [f"d db {card}"]
    if nxt["kind"] == "deal":
        return [f"d dh p{nxt['seat'] + 1} {'??' * nxt['faces'].count('d')}{card}"]
    return [f"d dh p1 {card}"]          # nothing to deal now: the referee says what comes next


@bp.post("/hands/<int:hand_id>/act")
@write
def act(hand_id: int):
    db = get_db()
    hand = evenings.get_hand(db, hand_id)
    form = request.form
    typed = form.get("typed", "") or form.get("show", "")
    seq = _seq()
    try:
        view = evenings.hand_view(db, hand_id)
        texts = actions_from_form(view, form)
        with transaction(db):
            if texts == ["all_down"]:
                while view["next"]["kind"] == "deal" and view["next"]["faces"] == "d":
                    view = evenings.act(db, hand_id, f"d dh p{view['next']['seat'] + 1} ??", seq)
                    seq = None if seq is None else seq + 1
            else:
                for text in texts:
                    evenings.act(db, hand_id, text, seq)
    except Problem as problem:
        return _table_answer(hand["evening_id"], problem.words, typed)
    except (RuleViolation, evenings.Conflict) as err:
        return _table_answer(hand["evening_id"], _refusal(err), typed)
    return _table_answer(hand["evening_id"])


@bp.post("/hands/<int:hand_id>/undo")
@write
def undo(hand_id: int):
    db = get_db()
    hand = evenings.get_hand(db, hand_id)
    try:
        with transaction(db):
            evenings.undo(db, hand_id, _seq())
    except (RuleViolation, evenings.Conflict) as err:
        return _table_answer(hand["evening_id"], _refusal(err))
    return _table_answer(hand["evening_id"])


@bp.post("/evenings/<int:evening_id>/deal")
@write
def deal(evening_id: int):
    db = get_db()
    evenings.get_evening(db, evening_id)
    try:
        with transaction(db):
            evenings.start_live(db, evening_id)
    except (RuleViolation, evenings.Conflict) as err:
        return _table_answer(evening_id, _refusal(err))
    return _table_answer(evening_id)


@bp.post("/evenings/<int:evening_id>/game")
@write
def set_game(evening_id: int):
    db = get_db()
    evenings.get_evening(db, evening_id)
    try:
        game = game_from_form(request.form)
        with transaction(db):
            evenings.set_game(db, evening_id, game)
    except Problem as problem:
        return _table_answer(evening_id, problem.words)
    except (RuleViolation, evenings.Conflict) as err:
        return _table_answer(evening_id, _refusal(err))
    return _table_answer(evening_id)


# --- the odds view of the table ---------------------------------------------------------------------------

ODDS_EVENINGS = 20                     # the session remembers the odds view of this many evenings


def odds_on(evening_id: int) -> bool:
    """Whether this device shows the chances at this evening's table (off unless switched on)."""
    return evening_id in session.get("odds", [])


@bp.post("/evenings/<int:evening_id>/odds")
def toggle_odds(evening_id: int):
    """The odds view on (``show=1``) or off for this evening on this device: kept in the session,
    changes nothing at the table, so it needs no login."""
    if not _csrf_ok():
        raise Problem(i18n.text("csrf", g.lang), 400)
    evenings.get_evening(get_db(), evening_id)
    shown = [e for e in session.get("odds", []) if e != evening_id]
    if request.form.get("show") == "1":
        shown.append(evening_id)
    session["odds"] = shown[-ODDS_EVENINGS:]
    return _table_answer(evening_id)


@bp.get("/hands/<int:hand_id>/odds")
def hand_odds(hand_id: int):
    """Each player's chances in the hand, ready to show (the script asks after the table is in
    place: the odds take up to half a second, card entry must not wait for them).  ``seq``: the
    hand as it stood, so that an answer overtaken by an entry is dropped."""
    db = get_db()
    evenings.get_hand(db, hand_id)                    # an unknown hand: 404
    seq = len(store.action_log(db, hand_id))
    lang = g.lang
    players = {}
    for p in evenings.odds_of(db, hand_id)["players"]:
        tie = i18n.text("odds_tie", lang, p=i18n.percent(p["tie"], lang)) if p["tie"] >= 0.005 else ""
        players[p["name"]] = {"win": p["win"], "tie": p["tie"], "text": i18n.percent(p["win"], lang), "tie_text": tie,
                              "title": i18n.text("odds_of", lang, p=i18n.percent(p["win"], lang))}
    response = jsonify({"seq": seq, "players": players})
    response.headers["Cache-Control"] = "no-store"
    return response


# --- the leaderboard ---------------------------------------------------------------------------------

def board_context(db, evening_id: int) -> dict:
    lang = g.lang
    evening = evenings.get_evening(db, evening_id)
    board = evenings.leaderboard(db, evening_id)
    hands, series = chart.stack_series(store.ledger(db, evening_id))
    title = i18n.text("stacks_over_hands", lang)
    word = i18n.text("chart_hand", lang)
    return {"evening": evening, "board": board, "played": hands[-1] if hands else 0,
            "chart_wide": chart.stack_chart(hands, series, width=1200, height=400, title=title, hand_word=word),
            "chart_narrow": chart.stack_chart(hands, series, width=640, height=560, title=title, hand_word=word,
                                              font=26)}


def watch_token(db, evening_id: int) -> str:
    token = store.watch_token(db, evening_id)
    if token is None:
        with transaction(db):
            store.add_watch_token(db, evening_id, secrets.token_urlsafe(18))
        token = store.watch_token(db, evening_id)
    return token


@bp.get("/evenings/<int:evening_id>/board")
def board(evening_id: int):
    return _board_page(evening_id)


def _board_page(evening_id: int, problem: str | None = None, typed: dict | None = None, status: int = 200):
    """The leaderboard with the host's players panel (`problem`: a refusal, `typed`: what the
    refused form held, shown again)."""
    db = get_db()
    ctx = board_context(db, evening_id)
    link = url_for(".watch", token=watch_token(db, evening_id), _external=True)
    chips = {p["name"]: p["chips"] for p in ctx["board"]}
    players = store.players(db, evening_id)                    # in seating order
    at_table = [p["name"] for p in players if p["left_at"] is None]
    seated = [{"name": p["name"], "chips": chips.get(p["name"], 0), "left": p["left_at"] is not None,
               "seat_no": at_table.index(p["name"]) + 1 if p["left_at"] is None else None} for p in players]
    return render_template("board.html", link=link, seated=seated, problem=problem, typed=typed or {},
                           **ctx), status


# --- the players panel: join, rebuy, leave ------------------------------------------------------------

def _player_change(evening_id: int, change, typed: dict):
    """Run a change of the evening's players in one transaction: back to the leaderboard, or
    the leaderboard again with the refusal in words."""
    db = get_db()
    evenings.get_evening(db, evening_id)
    try:
        with transaction(db):
            change(db)
    except Problem as problem:
        return _board_page(evening_id, problem.words, typed, problem.status)
    except (evenings.Conflict, evenings.NotFound) as err:
        return _board_page(evening_id, _refusal(err), typed, 422)
    return redirect(url_for(".board", evening_id=evening_id) + "#players", 303)


def _chips_field(form) -> int:
    label = i18n.text("chips", g.lang)
    chips = _whole(form, "chips", label)
    if chips < 1:
        raise Problem(i18n.text("err_at_least_one", g.lang, field=label))
    return chips


def _name_field(form) -> str:
    value = form.get("name", "").strip()
    if not value:
        raise Problem(i18n.text("err_player_name", g.lang))
    try:
        return JoinSchema().load({"name": value, "chips": 1})["name"]
    except ValidationError as err:
        raise Problem(": ".join(first_problem(err.messages))) from None


@bp.post("/evenings/<int:evening_id>/players")
@write
def join(evening_id: int):
    """A player sits down (or comes back) with chips, to the left of `after` (else last)."""
    form = request.form

    def change(db):
        after = form.get("after", "").strip() or None
        evenings.join(db, evening_id, _name_field(form), _chips_field(form), after)

    return _player_change(evening_id, change, {"name": form.get("name", ""), "chips": form.get("chips", ""),
                                               "after": form.get("after", "")})


@bp.post("/evenings/<int:evening_id>/players/rebuy")
@write
def rebuy(evening_id: int):
    form = request.form
    return _player_change(evening_id, lambda db: evenings.rebuy(db, evening_id, form.get("name", ""),
                                                                _chips_field(form)), {})


@bp.post("/evenings/<int:evening_id>/players/leave")
@write
def leave(evening_id: int):
    form = request.form
    return _player_change(evening_id, lambda db: evenings.leave(db, evening_id, form.get("name", "")), {})


@bp.get("/watch/<token>")
def watch(token: str):
    db = get_db()
    evening_id = store.evening_by_watch_token(db, token) if len(token) < 100 else None
    if evening_id is None:
        abort(404)
    every = request.args.get("every", "")
    every = min(max(int(every), 2), 600) if every.isdigit() and len(every) < 4 else WATCH_REFRESH
    response = make_response(render_template("watch.html", every=every, readonly=True, token=token,
                                             **board_context(db, evening_id)))
    response.headers["Cache-Control"] = "no-store"
    return response


# --- the story of the evening ------------------------------------------------------------------------------

def _ranks_words(letters, lang: str) -> str:
    return rank_list([RANKS.index(r) + 2 for r in letters], lang)


def _card_faces(cards: list[str], wilds: dict[str, str], lang: str) -> list[dict]:
    """Cards for the card macro, the wild ones marked with what they stand for."""
    return [{"id": c, "face": i18n.card_face(c, lang), "red": c[1] in "hd", "wild": c in wilds,
             "stands_for": i18n.card_face(wilds[c], lang) if c in wilds else None} for c in cards]


def story_context(db, evening_id: int) -> dict:
    """The story, ready to show in the page's language; the luckiest river only once every
    showdown's 7th-street odds are worked out (else the script asks for it after the page)."""
    lang = g.lang
    hands = story.booked(db, evening_id)
    told = story.story(db, evening_id, hands)
    best = told["best_hand"]
    if best:
        best = {**best, "faces": _card_faces(best["cards"], best["wilds"], lang),
                "line": i18n.text("best_hand_line", lang, name=best["player"], n=best["hand"],
                                  hand=best["description"][lang]), "explanation": best["explanation"][lang]}
    biggest = told["biggest_pot"]
    if biggest:
        biggest = {**biggest, "line": i18n.text("biggest_pot_line", lang, n=biggest["amount"], hand=biggest["hand"],
                                                names=join_words(biggest["winners"], lang))}
    wildest = told["wildest_hand"]
    if wildest:
        key = "wildest_once" if wildest["changes"] == 1 else "wildest_line"
        wildest = {**wildest, "line": i18n.text(key, lang, hand=wildest["hand"], n=wildest["changes"]),
                   "end": (i18n.text("wild_at_end", lang, ranks=_ranks_words(wildest["wild_ranks"], lang))
                           if wildest["wild_ranks"] else i18n.text("nothing_wild_at_end", lang)),
                   "explanation": wildest["explanation"][lang]}
    numbers, series = chart.stack_series(store.ledger(db, evening_id))
    chips = {name: next((v for v in reversed(line) if v is not None), 0) for name, line in series.items()}
    title, word = i18n.text("stacks_over_hands", lang), i18n.text("chart_hand", lang)
    return {"evening": evenings.get_evening(db, evening_id), "story": told, "ids": _hand_ids(hands), "best": best,
            "biggest": biggest, "wildest": wildest, "river": river_context(told, lang),
            "pending": len(story.pending_rivers(db, evening_id, hands)),
            "wild_ranks": [{**r, "word": r["words"][lang], "share": r["hands"] / told["hands"]}
                           for r in told["wild_ranks"]],
            "players": [{**p, "chips": chips.get(p["name"], 0)} for p in told["players"]],
            "chart_wide": chart.stack_chart(numbers, series, width=1200, height=400, title=title, hand_word=word),
            "chart_narrow": chart.stack_chart(numbers, series, width=640, height=560, title=title, hand_word=word,
                                              font=26)}


def river_context(told: dict, lang: str) -> dict | None:
    lucky = told["luckiest_river"]
    if not lucky:
        return None
    points = round(lucky["swing"] * 100)
    return {**lucky, "line": i18n.text("river_line", lang, name=lucky["player"], hand=lucky["hand"],
                                       points=f"{points:+d}".replace("-", "−"))}


def _story_page(evening_id: int, readonly: bool, back: str):
    """The story page, or with ``?part=river`` its luckiest river: worked out first where it is
    not kept yet (once per hand, outside the write lock), for the script that asks for it."""
    db = get_db()
    if request.args.get("part") == "river":
        story.work_out_rivers(db, evening_id)
        hands = story.booked(db, evening_id)
        return render_template("_story_river.html", river=river_context(story.story(db, evening_id, hands), g.lang),
                               pending=0, ids=_hand_ids(hands), readonly=readonly)
    return render_template("story.html", readonly=readonly, back=back, **story_context(db, evening_id))


def _hand_ids(hands: list[dict]) -> dict[int, int]:
    return {h["number"]: h["id"] for h in hands}


@bp.get("/evenings/<int:evening_id>/story")
def evening_story(evening_id: int):
    return _story_page(evening_id, False, url_for(".board", evening_id=evening_id))


@bp.get("/watch/<token>/story")
def watch_story(token: str):
    """The story for the players' phones: read only, reached from their leaderboard."""
    evening_id = store.evening_by_watch_token(get_db(), token) if len(token) < 100 else None
    if evening_id is None:
        abort(404)
    return _story_page(evening_id, True, url_for(".watch", token=token))


# --- hands and their replay ------------------------------------------------------------------------------

@bp.get("/evenings/<int:evening_id>/hands")
def hands(evening_id: int):
    db = get_db()
    evening = evenings.get_evening(db, evening_id)
    listed = list(reversed(evenings.hand_list(db, evening_id)))
    page = request.args.get("page", "1")
    page = int(page) if page.isdigit() and len(page) < 6 else 1
    pages = max(1, -(-len(listed) // HANDS_PER_PAGE))
    page = min(max(page, 1), pages)
    shown = listed[(page - 1) * HANDS_PER_PAGE: page * HANDS_PER_PAGE]
    for h in shown:
        h["winners"] = [(n, c) for n, c in (h["winnings"] or {}).items() if c > 0]
    return render_template("hands.html", evening=evening, hands=shown, page=page, pages=pages)


def steps_of(history: dict) -> list[dict]:
    """A hand cut into steps street by street: the deal of a street, its betting, a card for
    nobody, the showdown.  Each step: its end (actions applied), title and actions in words."""
    lang = g.lang
    state = State(load_hand({**history, "actions": []}))
    steps = [{"end": 0, "title": i18n.text("step_start", lang), "words": []}]
    key = None
    for index, text in enumerate(history["actions"]):
        kind = _step_kind(text)
        street, high = state.street, state.high
        state.apply(text, index)
        if kind is None:
            continue
        if (street, kind) != key:
            key = (street, kind)
            name = street_name(street, lang)
            steps.append({"end": index + 1, "title": i18n.text(f"step_{kind}", lang, street=name), "words": []})
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


def _known(state: State) -> list[list]:
    return [[d.card for d in s.cards] for s in state.seats]


def replay_context(history: dict, step: int | None, meta: dict, ruled: dict | None) -> dict:
    """A hand at one of its steps, as the table showed it then (hole cards known from the
    record shown too); the last step carries the ruling."""
    lang = g.lang
    steps = steps_of(history)
    at = len(steps) - 1 if step is None else min(max(step, 0), len(steps) - 1)
    state = replay(history, upto=steps[at]["end"])
    view = {**view_json(state), **meta, "header": history}
    if at == len(steps) - 1 and ruled:
        view.update(ruled)
    return {"view": view, "seats": seats(view, lang, _known(state)), "pots": pots(view),
            "banner": banner(view, lang), "steps": steps, "at": at,
            "ruling": ruling_context(view, lang) if at == len(steps) - 1 else None}


def _version(actions: list[str]) -> str:
    """A short fingerprint of a hand's actions: the chances chart's address changes with them."""
    return hashlib.sha256("\n".join(actions).encode()).hexdigest()[:12]


def _street_short(n: int, lang: str) -> str:
    return street_name(n, lang).split()[0]            # "3rd", "3."


def wild_marks(history: dict, points: list[dict], lang: str) -> list[tuple[int, str]]:
    """Where a Queen (or its follower) changed the wild ranks: (point, "Q: sixes → Jacks").
    A change with the 3rd-street cards counts too (against the ranks wild before any card)."""
    start = replay({**history, "actions": []}).wilds
    if start is None:
        return []
    leader = i18n.rank_face(RANKS[start.leader - 2], lang)
    before = sorted(start.ranks)
    marks = []
    for i, point in enumerate(points):
        ranks = point["wild_ranks"]
        if point["wilds_changed"] or (i == 0 and ranks != before):
            old, new = ([ranks_word(r, lang) for r in sorted(rs, reverse=True) if r != start.leader]
                        for rs in (before, ranks))
            old, new = join_words(old, lang), join_words(new, lang)
            key = "wild_switched" if old and new else "wild_added" if new else "wild_dropped"
            marks.append((i, i18n.text(key, lang, leader=leader, old=old, new=new, ranks=new or old)))
        before = ranks
    return marks


def chances_context(history: dict, points: list[dict], lang: str) -> dict:
    """The chances chart of a hand: each player's chance to win (a tie counts half) at each
    point; a player who folded drops to 0 there and the line ends."""
    series: dict[str, list[float | None]] = {name: [] for name in history["players"]}
    for point in points:
        chances = {p["name"]: p["win"] + p["tie"] / 2 for p in point["players"]}
        for name, line in series.items():
            if name in chances:
                line.append(chances[name])
            else:
                line.append(0.0 if line and line[-1] not in (None, 0.0) else None)
    over = replay(history).over
    labels = [i18n.text("chances_end", lang) if over and i == len(points) - 1 and i else
              _street_short(p["street"], lang) for i, p in enumerate(points)]
    marks = wild_marks(history, points, lang)
    title = i18n.text("chances_title", lang)
    return {"wide": chart.chances_chart(labels, series, marks, width=1200, height=420, title=title),
            "narrow": chart.chances_chart(labels, series, marks, width=640, height=600, title=title, font=26)}


@bp.get("/hands/<int:hand_id>/chances")
def hand_chances(hand_id: int):
    """The replay's chart of the chances street by street: an HTML fragment the script puts in
    place after the page (working it out takes a second or more).  Asked with the hand's
    version (``?v=``), the answer may be kept by the browser: a correction changes the version."""
    db = get_db()
    history = evenings.history_of(db, hand_id)
    points = evenings.odds_by_street_of(db, hand_id)
    response = make_response(render_template("_chances.html", **chances_context(history, points, g.lang)))
    if request.args.get("v") == _version(history["actions"]):
        response.headers["Cache-Control"] = "private, max-age=86400"
    else:
        response.headers["Cache-Control"] = "no-store"
    return response


@bp.get("/hands/<int:hand_id>")
def hand_replay(hand_id: int):
    db = get_db()
    hand = evenings.get_hand(db, hand_id)
    evening = evenings.get_evening(db, hand["evening_id"])
    actions = store.effective_actions(store.action_log(db, hand_id))
    history = {**hand["header"], "actions": actions}
    step = request.args.get("step", "")
    step = int(step) if step.isdigit() and len(step) < 5 else None
    meta = {"dealer": hand["dealer"], "number": hand["number"], "id": hand_id, "source": hand["source"]}
    ctx = replay_context(history, step, meta, hand["ruling"])
    chances = url_for(".hand_chances", hand_id=hand_id, v=_version(actions))
    return render_template("replay.html", evening=evening, hand=hand, notice=request.args.get("notice"),
                           chances_url=chances, **ctx)


# --- upload ------------------------------------------------------------------------------------------------

def _upload_page(problem: str | None = None, text: str = "", evening_id: int | None = None, status: int = 200):
    db = get_db()
    return render_template("upload.html", evenings=list(reversed(store.evenings(db))), problem=problem, text=text,
                           chosen=evening_id), status


@bp.get("/upload")
def upload():
    chosen = request.args.get("evening", "")
    return _upload_page(evening_id=int(chosen) if chosen.isdigit() and len(chosen) < 10 else None)


@bp.post("/upload")
def upload_post():
    """Rule a hand history; with an evening chosen, book it there (a write: the login)."""
    if not _csrf_ok():
        raise Problem(i18n.text("csrf", g.lang), 400)
    form = request.form
    chosen = form.get("evening", "")
    evening_id = int(chosen) if chosen.isdigit() and len(chosen) < 10 else None
    if evening_id is not None and not is_host():
        return redirect(url_for(".login", next=url_for(".upload", evening=evening_id)), 303)
    file = request.files.get("file")
    name, text = None, form.get("text", "")
    if file is not None and file.filename:
        name = file.filename
        try:
            text = file.read().decode("utf-8-sig")
        except UnicodeDecodeError:
            return _upload_page(i18n.text("not_text", g.lang), "", evening_id, 422)
    if not text.strip():
        return _upload_page(i18n.text("empty_upload", g.lang), "", evening_id, 422)
    db = get_db()
    try:
        history = load_history(text, name)
        if evening_id is None:
            ruled = rule_history(history)
        else:
            fields = HandUploadSchema().fields
            data = HandUploadSchema().load({k: v for k, v in history.items() if k in fields})
            with transaction(db):
                hand_id, duplicate = evenings.upload(db, evening_id, data)
            number = store.hand(db, hand_id)["number"]
            notice = i18n.text("uploaded_before" if duplicate else "uploaded_as", g.lang, n=number)
            return redirect(url_for(".hand_replay", hand_id=hand_id, notice=notice), 303)
    except HistoryFormatError as err:
        return _upload_page(str(err), text, evening_id, 422)
    except ValidationError as err:
        return _upload_page(": ".join(first_problem(err.messages)), text, evening_id, 422)
    except RuleViolation as err:
        where = i18n.text("at_action", g.lang, n=err.index + 1, action=err.action) if err.index is not None else ""
        return _upload_page(where + i18n.refusal(err, g.lang), text, evening_id, 422)
    except (evenings.Conflict, evenings.NotFound) as err:
        return _upload_page(err.message, text, evening_id, 422)
    history = {k: v for k, v in ruled.items() if k not in ("finishing_stacks", "winnings", "ruling")}
    meta = {"dealer": history["players"][-1], "number": None, "id": None, "source": "upload"}
    ctx = replay_context(history, None, meta, {k: ruled[k] for k in ("finishing_stacks", "winnings", "ruling")})
    return render_template("replay.html", evening=None, hand=None, notice=i18n.text("ruled_not_booked", g.lang),
                           **ctx)
