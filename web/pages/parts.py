"""Parts of the table drawn once and kept: a seat, a card of the picker, an entry of the hand.
A tap changes one seat or two and one card of the picker; the rest is drawn as it was.

Each part is a macro of ``_parts.html`` that sees its arguments and the language's words, and
nothing else (imported without the page's context: a value it lacks fails loudly).  So a part
is kept by its name, the language and its arguments (as JSON): everything it depends on, the
hand, its seq and its status included as far as they change what the part shows.
"""

from __future__ import annotations

import json
import threading
import weakref
from collections import OrderedDict

from flask import current_app, g
from markupsafe import Markup

from .. import i18n
from ..words import Words, say

KEPT = 4096                            # parts kept: a few hands' seats, entries and cards in both languages
_kept: OrderedDict[tuple, Markup] = OrderedDict()
_modules: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()   # an app's templates: a module a language
_lock = threading.Lock()


def part(name: str, **args) -> Markup:
    """The part `name` of ``_parts.html`` drawn with `args` in the request's language: kept from
    an earlier drawing with the same arguments, else drawn and kept."""
    lang = g.get("lang", "en")
    key = (name, lang, json.dumps(args, sort_keys=True, default=str))
    with _lock:
        html = _kept.get(key)
        if html is not None:
            _kept.move_to_end(key)
            return html
    html = Markup(getattr(_module(lang), name)(**args))
    with _lock:
        _kept[key] = html
        while len(_kept) > KEPT:
            _kept.popitem(last=False)
    return html


def _module(lang: str):
    """``_parts.html`` as a module whose macros see the words of `lang` and nothing of the page."""
    env = current_app.jinja_env
    modules = _modules.setdefault(env, {})
    if lang not in modules:
        words = {"lang": lang, "w": Words(lang), "t": lambda key, **facts: say(key, lang, **facts),
                 "face": lambda card: i18n.card_face(card, lang)}
        modules[lang] = env.get_template("_parts.html").make_module(words)
    return modules[lang]
