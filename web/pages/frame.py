"""The frame every page shares: the language, the security headers, the template globals, the
static files, the CSRF protection and the host login that guard every write, and refusals
shown on a page in words.

CSRF: Flask-WTF's `CSRFProtect` checks the token of every form post (the session's, also
sent by the script as ``X-CSRF-Token``); the JSON API is exempt (it takes the host PIN in a
header, which a form of another site cannot send).
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import pathlib
from urllib.parse import urlsplit

from flask import Blueprint, current_app, g, jsonify, redirect, render_template, request, session, url_for
from flask_wtf.csrf import CSRFError, CSRFProtect, generate_csrf
from jinja2 import StrictUndefined
from werkzeug.exceptions import HTTPException

from referee.violations import RuleViolation

from .. import i18n
from ..refusals import Refusal
from ..words import Words, say

bp = Blueprint("frame", __name__, template_folder="../templates", static_folder="../static",
               static_url_path="/assets")
csrf = CSRFProtect()

CSP = ("default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; object-src 'none'; "
       "frame-ancestors 'none'; base-uri 'self'; form-action 'self'")
SECURITY_HEADERS = {"Content-Security-Policy": CSP, "X-Content-Type-Options": "nosniff",
                    "Referrer-Policy": "same-origin", "X-Frame-Options": "DENY"}
PAGES: set[str] = {bp.name}          # the blueprints of the pages (`guard` adds each)


def init_app(app) -> None:
    """The pages' frame on `app`: CSRF for every form, strict templates.  (The app exempts the
    JSON API from CSRF: `app.create_app`.)"""
    app.config.setdefault("WTF_CSRF_TIME_LIMIT", None)          # a tablet page stays open all evening
    app.config.setdefault("WTF_CSRF_HEADERS", ["X-CSRF-Token"])
    csrf.init_app(app)
    app.jinja_env.undefined = StrictUndefined          # a word or value a template lacks fails loudly


def guard(blueprint: Blueprint) -> Blueprint:
    """A blueprint of pages: its refusals are shown as a page (or, to the script, as JSON)."""
    PAGES.add(blueprint.name)
    blueprint.register_error_handler(Refusal, _refusal)
    blueprint.register_error_handler(CSRFError, _csrf_error)
    blueprint.register_error_handler(404, _no_page)
    blueprint.register_error_handler(Exception, _unexpected)
    return blueprint


# --- the language, the headers, the template globals --------------------------------------------------

@bp.before_app_request
def _language() -> None:
    g.lang = i18n.pick(request.headers.get("Accept-Language"), request.cookies.get(i18n.COOKIE))


@bp.after_app_request
def _security_headers(response):
    """Every HTML answer (and every answer of the pages) gets the headers that keep it ours."""
    if response.mimetype == "text/html" or request.blueprint in PAGES:
        for name, value in SECURITY_HEADERS.items():
            response.headers.setdefault(name, value)
    return response


@functools.cache
def _static_version() -> str:
    digest = hashlib.sha256()
    for path in sorted(pathlib.Path(bp.static_folder).iterdir()):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:10]


@bp.app_context_processor
def _template_globals() -> dict:
    lang = g.get("lang", "en")
    return {"lang": lang, "w": Words(lang), "t": lambda key, **facts: say(key, lang, **facts),
            "face": lambda card: i18n.card_face(card, lang), "csrf_token": generate_csrf,
            "asset": lambda name: url_for("frame.static", filename=name, v=_static_version()),
            "pin_set": bool(current_app.config.get("PIN")), "is_host": is_host(), "here": _here(),
            "readonly": False}


def _here() -> str:
    """This page, for the language switch to come back to (after a post: the page it came from)."""
    if request.method == "GET":
        return request.full_path.rstrip("?")
    return local(urlsplit(request.referrer or "").path)


@bp.post("/lang")
def choose_language():
    """The language switch: remembered in a cookie for a year."""
    lang = request.form.get("lang")
    response = redirect(local(request.form.get("next")), 303)
    if lang in i18n.LANGUAGES:
        response.set_cookie(i18n.COOKIE, lang, max_age=365 * 24 * 3600, samesite="Lax", httponly=True)
    return response


# --- the host login ----------------------------------------------------------------------------------

def pin_mark(pin: str) -> str:
    """What the session keeps of a login: tied to the PIN, so a new PIN logs everyone out."""
    return hmac.new(current_app.config["SECRET_KEY"].encode(), pin.encode(), hashlib.sha256).hexdigest()


def is_host() -> bool:
    pin = current_app.config.get("PIN")
    return not pin or hmac.compare_digest(session.get("host", ""), pin_mark(pin))


def fetch() -> bool:
    """Whether the page's script asked (it wants JSON or a piece of HTML back)."""
    return request.headers.get("X-Requested-With") == "fetch"


def local(target: str | None, default: str = "/") -> str:
    """A path of this site to go back to (never another site)."""
    if not target:
        return default
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not parts.path.startswith("/") or parts.path.startswith("//"):
        return default
    return target


def write(view):
    """A page write: with a PIN configured, it needs the login (the CSRF token it always needs)."""

    @functools.wraps(view)
    def wrapped(*args, **kwargs):
        if not is_host():
            back = local(request.form.get("back") or urlsplit(request.referrer or "").path)
            if fetch():
                return jsonify({"login": url_for("login.login", next=back)}), 401
            return redirect(url_for("login.login", next=back), 303)
        return view(*args, **kwargs)

    return wrapped


# --- refusals on a page ------------------------------------------------------------------------------

def refusal_words(err: Exception) -> str:
    """A refusal (the referee's or the service's) in the page's language."""
    if isinstance(err, RuleViolation):
        return i18n.refusal(err, g.lang)
    if isinstance(err, Refusal):
        if err.message_id == "stale_seq":
            return say("stale", g.lang)
        return err.message(g.lang)
    raise TypeError(f"not a refusal: {err!r}")


def _refusal(err: Refusal):
    words = refusal_words(err)
    if fetch():
        return jsonify({"problem": words}), err.status
    return render_template("error.html", message=words), err.status


def _csrf_error(err: CSRFError):
    words = say("csrf", g.lang)
    if fetch():
        return jsonify({"problem": words}), 400
    return render_template("error.html", message=words), 400


def _no_page(err):
    return render_template("error.html", message=say("not_found", g.lang)), 404


def _unexpected(err):
    if isinstance(err, HTTPException):
        return render_template("error.html", message=err.description or err.name), err.code
    current_app.logger.exception("unexpected error on a page")
    return render_template("error.html", message=say("error", g.lang)), 500


guard(bp)
