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
import secrets
import threading
import time
from collections import OrderedDict
from urllib.parse import urlsplit

from flask import Blueprint, current_app, g, jsonify, redirect, render_template, request, session, url_for
from flask.templating import Environment
from flask_wtf.csrf import CSRFError, CSRFProtect, generate_csrf
from jinja2 import FileSystemBytecodeCache, StrictUndefined
from werkzeug.exceptions import HTTPException

from referee.violations import RuleViolation

from .. import gate, i18n, store, workers
from ..devices import login_key
from ..errors import UNWRITABLE, damaged_refusal
from ..refusals import Refusal
from ..store import Damaged, Unwritable, get_db, transaction
from ..words import say
from . import parts

bp = Blueprint("frame", __name__, template_folder="../templates", static_folder="../static",
               static_url_path="/assets")
csrf = CSRFProtect()

CSP = ("default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; object-src 'none'; "
       "frame-ancestors 'none'; base-uri 'self'; form-action 'self'")
SECURITY_HEADERS = {"Content-Security-Policy": CSP, "X-Content-Type-Options": "nosniff",
                    "Referrer-Policy": "same-origin", "X-Frame-Options": "DENY"}
PAGES: set[str] = {bp.name}          # the blueprints of the pages (`guard` adds each)


class Templates(Environment):
    """Flask's templates, a dict's item read first: ``{{ seat.name }}`` of a dict is its item
    (Jinja tries the attribute first, and a dict has none of that name: an exception a dot,
    thousands a table).  A name a dict has as an attribute (``items``) is still the attribute.
    A template's globals are one dict, the environment's as the template is loaded (all of
    them are set before: Jinja asks that none change after), not a chain of the two that each
    ``{% from ... import %}`` and each include walks key by key."""

    def make_globals(self, d):
        return {**self.globals, **(d or {})}

    def getattr(self, obj, attribute):
        if type(obj) is dict and attribute not in DICT_ATTRIBUTES:
            try:
                return obj[attribute]
            except KeyError:
                pass
        return super().getattr(obj, attribute)


DICT_ATTRIBUTES = frozenset(dir(dict))


def init_app(app) -> None:
    """The pages' frame on `app`: CSRF for every form, strict templates, each compiled once and
    kept (no least-recently-used bookkeeping at every include).  (The app exempts the JSON API
    from CSRF: `app.create_app`.)"""
    assert "jinja_env" not in vars(app), "the templates' environment is made here, before anything uses it"
    app.jinja_environment = Templates
    app.jinja_options = {**app.jinja_options, "cache_size": -1}
    app.config.setdefault("WTF_CSRF_TIME_LIMIT", None)          # a tablet page stays open all evening
    app.config.setdefault("WTF_CSRF_HEADERS", ["X-CSRF-Token"])
    csrf.init_app(app)
    app.jinja_env.globals["csrf_token"] = csrf_token              # in place of Flask-WTF's, for macros
    app.context_processor(lambda: {"csrf_token": csrf_token})      # and pages (after Flask-WTF's: it wins)
    app.jinja_env.undefined = StrictUndefined          # a word or value a template lacks fails loudly
    app.jinja_env.globals["each"] = parts.each         # parts of the table drawn once and kept
    app.jinja_env.bytecode_cache = FileSystemBytecodeCache()   # each template compiled once, not at every start


def guard(blueprint: Blueprint) -> Blueprint:
    """A blueprint of pages: its refusals are shown as a page (or, to the script, as JSON)."""
    PAGES.add(blueprint.name)
    blueprint.register_error_handler(Refusal, _refusal)
    blueprint.register_error_handler(CSRFError, _csrf_error)
    blueprint.register_error_handler(Unwritable, _unwritable)
    blueprint.register_error_handler(Damaged, _damaged)
    blueprint.register_error_handler(workers.Busy, _busy)
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


SIGNED_KEPT = 256                      # sessions whose signed CSRF token is kept
_signed: OrderedDict[tuple, str] = OrderedDict()
_signed_lock = threading.Lock()


def csrf_token() -> str:
    """The forms' CSRF token: Flask-WTF's (`generate_csrf`), signed once for the session's token
    and kept.  A tablet's token has no time limit (``WTF_CSRF_TIME_LIMIT`` None), so the token
    signed first is as good as a new one, and a tap signs nothing; with a time limit configured,
    each page signs anew."""
    if current_app.config["WTF_CSRF_TIME_LIMIT"] is not None:
        return generate_csrf()
    secret = current_app.config.get("WTF_CSRF_SECRET_KEY") or current_app.secret_key
    raw = session.get("csrf_token")
    with _signed_lock:
        token = _signed.get((secret, raw)) if isinstance(raw, str) else None
    if token is None:
        token = generate_csrf()                         # the session's token made first, if it has none
        raw = session.get("csrf_token")
        if isinstance(raw, str):
            with _signed_lock:
                _signed[(secret, raw)] = token
                while len(_signed) > SIGNED_KEPT:
                    _signed.popitem(last=False)
    return token


@functools.cache
def _static_version() -> str:
    digest = hashlib.sha256()
    assert bp.static_folder is not None                 # the blueprint is made with its static folder
    for path in sorted(pathlib.Path(bp.static_folder).iterdir()):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:10]


@bp.app_context_processor
def _template_globals() -> dict:
    lang = g.get("lang", "en")
    return {**parts.words_of(lang), "asset": _asset,
            "pin_set": bool(current_app.config.get("PIN")), "is_host": is_host(), "here": _here(),
            "readonly": False}


def _asset(name: str) -> str:
    """A static file's address, with its version (browsers keep it until the files change)."""
    return url_for("frame.static", filename=name, v=_static_version())


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

LOGIN_IDLE = 12 * 3600                 # seconds without a request after which a login ends (an evening)
LOGIN_SEEN = 300                       # how often the session notes that the host is still there


def pin_mark(pin: str) -> str:
    """What a login keeps of the PIN it was made with: a new PIN ends every login."""
    return hmac.new(current_app.config["SECRET_KEY"].encode(), pin.encode(), hashlib.sha256).hexdigest()


def log_in(pin: str) -> None:
    """A new login for this session: an id the server can end (`log_out`), in a new session
    with a new CSRF token (what was in the session before the login is not trusted after it)."""
    login_id = secrets.token_urlsafe(24)
    with transaction(get_db()) as db:
        store.add_login(db, login_key(login_id), pin_mark(pin))
    session.clear()
    g.pop("csrf_token", None)                  # Flask-WTF's token of this request: the next page makes a new one
    session["host"] = [login_id, int(time.time())]


def log_out() -> None:
    """End this session's login on the server (a copy of the cookie no longer writes) and start
    a new session."""
    held = session.get("host")
    if isinstance(held, list) and held and isinstance(held[0], str):
        with transaction(get_db()) as db:
            store.end_login(db, login_key(held[0]))
    session.clear()
    g.pop("csrf_token", None)


def is_host() -> bool:
    """Whether this request may write: no PIN set, or a login of this session that was not
    ended (logout, a new PIN) and was used within the last `LOGIN_IDLE` seconds."""
    pin = current_app.config.get("PIN")
    if not pin:
        return True
    if "is_host" not in g:
        g.is_host = _login_holds(pin)
        if g.is_host:
            gate.KNOWN.address(request.remote_addr)  # its connections served first from now on (`web.gate`)
    return g.is_host


def _login_holds(pin: str) -> bool:
    held = session.get("host")
    if not (isinstance(held, list) and len(held) == 2 and isinstance(held[0], str) and isinstance(held[1], int)):
        return False
    login_id, seen = held
    now = int(time.time())
    if now - seen > current_app.config.get("LOGIN_IDLE", LOGIN_IDLE):
        session.pop("host", None)
        return False
    row = store.login(get_db(), login_key(login_id))
    if row is None or row["ended_at"] is not None or not hmac.compare_digest(row["pin_mark"], pin_mark(pin)):
        return False
    if now - seen > LOGIN_SEEN:
        session["host"] = [login_id, now]
    return True


def fetch() -> bool:
    """Whether the page's script asked (it wants JSON or a piece of HTML back)."""
    return request.headers.get("X-Requested-With") == "fetch"


def local(target: str | None, default: str = "/") -> str:
    """A path of this site to go back to (never another site)."""
    if not target:
        return default
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not parts.path.startswith("/") or parts.path[1:2] in ("/", "\\") \
            or any(c in target for c in "\t\r\n"):
        return default                       # another site: '//x', '/\\x' (browsers read it as '//x')
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
    headers = {"Retry-After": str(err.facts["wait"])} if err.status in (429, 503) and "wait" in err.facts else {}
    if fetch():
        return jsonify({"problem": words}), err.status, headers
    return render_template("error.html", message=words), err.status, headers


def _csrf_error(err: CSRFError):
    words = say("csrf", g.lang)
    if fetch():
        return jsonify({"problem": words}), 400
    return render_template("error.html", message=words), 400


def _unwritable(err: Unwritable):
    """A full disk or a read-only database: the page (or the tablet's script) says so, in words."""
    current_app.logger.error("a write failed, nothing kept: %s", err)
    status, message_id = UNWRITABLE[err.reason]
    words = say(message_id, g.lang)
    if fetch():
        return jsonify({"problem": words}), status
    return render_template("error.html", message=words), status


def _damaged(err: Damaged):
    """A damaged evening, season or house game: the page says which, in words, instead of it."""
    current_app.logger.error("not served: %s", err)
    return _refusal(damaged_refusal(err))


def _busy(err: workers.Busy):
    """Odds being worked out for others: come back in a moment (the script does, by itself)."""
    words, headers = say("busy", g.lang), {"Retry-After": str(err.wait)}
    if fetch():
        return jsonify({"problem": words}), 503, headers
    return render_template("error.html", message=words), 503, headers


def _no_page(err):
    return render_template("error.html", message=say("not_found", g.lang)), 404


def _unexpected(err):
    if isinstance(err, HTTPException):
        return render_template("error.html", message=err.description or err.name), err.code
    current_app.logger.exception("unexpected error on a page")
    words = say("error_stored" if store.stored() else "error", g.lang)   # never contradicting what was stored
    if fetch():
        return jsonify({"problem": words}), 500
    return render_template("error.html", message=words), 500


def change_then(evening_id: int, change, done: str, refused):
    """A host's change of the evening, `change(db)`, in one transaction: then on to `done` (a
    URL), or, refused, `refused(words, status)` shows the page again with the refusal in words."""
    from ..seating import get_evening
    from ..store import get_db, transaction

    db = get_db()
    get_evening(db, evening_id)
    try:
        with transaction(db):
            change(db)
    except (Refusal, RuleViolation) as err:
        return refused(refusal_words(err), getattr(err, "status", 422))
    return redirect(done, 303)


guard(bp)
