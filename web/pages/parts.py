"""Parts of the table drawn once and kept: a seat, a card of the picker, an entry of the hand.
A tap changes one seat or two, one card of the picker and adds an entry; the rest is drawn as
it was.

Each part is a macro of ``_parts.html`` that sees its arguments and the language's words, and
nothing else (imported without the page's context: a value it lacks fails loudly).  So a part
is kept by its name, the language and its arguments as `marshal` writes them (version 2: the
same bytes for equal values, whatever object holds them; with their types: True and 1, "1"
and 1 differ; `repr` for a value marshal cannot write): everything it depends on, the hand,
its seq and its status included as far as they change what the part shows.  A part may draw
parts of its own (a seat its cards).
"""

from __future__ import annotations

import functools
import marshal
import threading
import weakref
from collections import OrderedDict
from typing import cast

from flask import current_app, g
from markupsafe import Markup

from .. import i18n
from ..words import Words, say

KEPT = 8192                            # parts kept: a few hands' seats, entries and cards in both languages
_kept: OrderedDict[tuple, str] = OrderedDict()
_modules: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()   # an app's templates: a module a language
_lock = threading.Lock()


def each(name: str, items, **shared) -> Markup:
    """The part `name` of ``_parts.html`` drawn for each of `items` (its first argument; `shared`
    the others, the same for each) in the request's language, joined: each kept from an earlier
    drawing with the same arguments, else drawn and kept."""
    lang = g.get("lang", "en")
    items = list(items)
    common = (name, lang, repr(sorted(shared.items())))
    keys = [(*common, written) for written in _written(items)]
    drawn = list(map(_kept.get, keys))
    for at, html in enumerate(drawn):
        if html is None:
            drawn[at] = html = str(getattr(_module(lang), name)(items[at], **shared))
            with _lock:
                _kept[keys[at]] = html
                while len(_kept) > KEPT:
                    _kept.popitem(last=False)
    return Markup("".join(cast(list[str], drawn)))          # every one drawn by now


def _written(items: list) -> list[bytes] | list[str]:
    """`items` as their parts are kept by: their bytes as marshal writes them (a few times faster
    than `repr`, which a seat's cards keep busy), or, one of them holding a value marshal cannot
    write, their reprs."""
    try:
        return [marshal.dumps(item, 2) for item in items]
    except ValueError:
        return [repr(item) for item in items]


def _module(lang: str):
    """``_parts.html`` as a module whose macros see the words of `lang` and nothing of the page."""
    env = current_app.jinja_env
    modules = _modules.setdefault(env, {})
    if lang not in modules:
        modules[lang] = env.get_template("_parts.html").make_module(dict(words_of(lang)))
    return modules[lang]


@functools.cache
def words_of(lang: str) -> dict:
    """What a template says in `lang` with: ``lang``, the words (``w``), the words with facts
    (``t``), a card's face (``face``); made once a language."""
    return {"lang": lang, "w": Words(lang), "t": lambda key, **facts: say(key, lang, **facts),
            "face": lambda card: i18n.card_face(card, lang)}
