"""The words of the service in English and German: the pages' labels, buttons and headings,
and the refusals of the service (`web.refusals`).  One catalog of the same kind as the
referee's (`referee.words.Catalog`): a stable id, the English and the German text, named
placeholders.  The referee's own sentences (rulings, refusals of
rules, what comes next) are the referee's (`referee.words`).

The words are kept by area, each a module of this package: `web.words.table` (the frame, the
start page, the table), `web.words.evening` (the other pages), `web.words.refused` (the
refusals), `web.words.seat` (the players' own phones) and `web.words.money` (payment details,
codes, payments ticked off); an id in two of them raises.  Callers ask this package.

>>> say("undo", "de"), say("hand_n", "en", n=7)
('Zurück', 'Hand 7')
>>> say("no_such_word", "en")
Traceback (most recent call last):
...
KeyError: "no words 'no_such_word' in web.words.WORDS"
"""

from __future__ import annotations

import functools

from referee.words import LANGUAGES, Catalog, WordsError

from . import evening, money, refused, seat, table

#: the catalog of the service's words: the referee's kind (`referee.words.Catalog`), which
#: checks that both languages name the same facts, merged from the areas (an id in two raises)
CATALOG = (Catalog(table.WORDS, forms={}) | Catalog(evening.WORDS, forms={}) | Catalog(refused.WORDS, forms={})
           | Catalog(seat.WORDS, forms={}) | Catalog(money.WORDS, forms={}))

#: key -> (English, German) of every area; ``{name}`` placeholders are filled by `say`
WORDS: dict[str, tuple[str, str]] = {**table.WORDS, **evening.WORDS, **refused.WORDS, **seat.WORDS, **money.WORDS}


def say(key: str, lang: str, **facts) -> str:
    """The words for `key` in `lang`, with the facts filled in (a fact may be ``{"en": ..., "de": ...}``)."""
    try:
        return CATALOG.say(key, lang, **facts)
    except WordsError as err:
        raise KeyError(f"no words {key!r} in web.words.WORDS" if key not in WORDS else str(err)) from None


def grouped(n: int) -> dict[str, str]:
    """A count with its digits grouped as each language writes them, as a fact for `say`.

    >>> grouped(1000000)
    {'en': '1,000,000', 'de': '1.000.000'}
    """
    return {"en": f"{n:,}", "de": f"{n:,}".replace(",", ".")}


def both(key: str, **facts) -> dict[str, str]:
    """The words for `key` in every language: ``{"en": ..., "de": ...}``."""
    return {lang: say(key, lang, **facts) for lang in LANGUAGES}


class Words:
    """Every word in one language, for a template: ``w.undo``.  An unknown word raises, so that
    a template asking for a word the catalog lacks fails loudly instead of rendering junk."""

    def __init__(self, lang: str):
        self._lang = lang

    def __getattr__(self, key: str) -> str:
        if key.startswith("_") or key not in WORDS:
            raise AttributeError(f"no words {key!r} in web.words.WORDS")
        word = _word(key, self._lang)
        setattr(self, key, word)                 # found as an attribute from now on
        return word

    def __getitem__(self, key: str) -> str:
        if key not in WORDS:
            raise KeyError(f"no words {key!r} in web.words.WORDS")
        return _word(key, self._lang)


@functools.lru_cache(maxsize=4096)
def _word(key: str, lang: str) -> str:
    """A word without facts, remembered: every page asks for its labels again."""
    return say(key, lang)
