"""Sentences by stable id, in English and German, and the one way to say them.

A `Catalog` maps an id to a template per language.  A template names its facts
(``{player}``) and may say how a fact is written in that language (``{street:street}``:
4 -> '4th street' / '4. Straße'; the forms are in `referee.words.terms`).  Both languages of
an id name the same facts.  Saying an unknown id, leaving out a fact a template names, or
asking for an unknown form raises `WordsError`: a sentence is never half said.

A fact may itself be a sentence to be said later: a `Phrase` (an id and its facts), said
in the language of the sentence around it.

>>> catalog = Catalog({"deal.folded": ("{player} has folded.", "{player} hat gepasst.")}, forms={})
>>> catalog.say("deal.folded", "de", player="Ben")
'Ben hat gepasst.'
>>> catalog.say("deal.folded", "en")
Traceback (most recent call last):
...
referee.words.catalog.WordsError: 'deal.folded' (en) needs the fact 'player'
"""

from __future__ import annotations

import string
from collections.abc import Callable, Iterator, Mapping
from typing import Any

LANGUAGES = ("en", "de")

#: how a form writes a fact: form(fact, lang) -> text
Form = Callable[[Any, str], str]


class WordsError(LookupError):
    """An id no catalog holds, a fact a template needs and was not given, an unknown form."""


class Phrase:
    """A sentence to be said later, in whichever language: a catalog id and its facts.

    >>> Phrase("seen.shown", player="Ben")
    Phrase('seen.shown', player='Ben')
    """

    __slots__ = ("facts", "id")

    def __init__(self, id: str, /, **facts: Any):
        self.id = id
        self.facts = facts

    def __repr__(self) -> str:
        return f"Phrase({self.id!r}{''.join(f', {k}={v!r}' for k, v in self.facts.items())})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Phrase) and (self.id, self.facts) == (other.id, other.facts)

    # facts may be lists: a phrase is not hashable
    __hash__ = None  # type: ignore[assignment]


_PARSE = string.Formatter()


def placeholders(template: str) -> list[tuple[str, str]]:
    """The (fact, form) pairs a template names, in order.

    >>> placeholders("{player} to act: {legal:or}")
    [('player', ''), ('legal', 'or')]
    """
    return [(name, spec or "") for _, name, spec, _ in _PARSE.parse(template) if name is not None]


class Catalog:
    """Templates by id, one per language (English, German); `forms` say how a fact is written."""

    def __init__(self, entries: Mapping[str, tuple[str, str]], forms: Mapping[str, Form]):
        self._entries: dict[str, tuple[str, str]] = {}
        self._parsed: dict[str, list[list[tuple[str, str | None, str]]]] = {}
        self.forms = forms
        for id, pair in entries.items():
            self._add(id, pair)

    def _add(self, id: str, pair: tuple[str, str]) -> None:
        if id in self._entries:
            raise WordsError(f"{id!r} is in two catalogs")
        if len(pair) != len(LANGUAGES) or not all(isinstance(t, str) and t for t in pair):
            raise WordsError(f"{id!r} needs one template in each of {', '.join(LANGUAGES)}")
        if any(conversion for t in pair for _, _, _, conversion in _PARSE.parse(t)):
            raise WordsError(f"{id!r} converts a fact (!r, !s): write what the words need in the template")
        names = [{name for name, _ in placeholders(t)} for t in pair]
        if names[0] != names[1]:
            raise WordsError(f"{id!r} names other facts in English ({sorted(names[0])}) than in German "
                             f"({sorted(names[1])})")
        unknown = {form for t in pair for _, form in placeholders(t)
                   if form and not form.startswith("?") and form not in self.forms}
        if unknown:
            raise WordsError(f"{id!r} writes a fact in no known form: {', '.join(sorted(unknown))}")
        self._entries[id] = pair
        self._parsed[id] = [[(text, name, spec or "") for text, name, spec, _ in _PARSE.parse(t)] for t in pair]

    def __or__(self, other: Catalog) -> Catalog:
        """Both catalogs in one (an id in both raises).  Each entry was checked as its catalog
        was made, against forms that the merged catalog has too: it is not checked again (the
        service's catalog is merged from a dozen, and each merge checked all it held before).

        >>> words = Catalog({"a": ("A", "A")}, forms={}) | Catalog({"b": ("{n:?one|more}", "{n}")}, forms={})
        >>> list(words), words.say("b", "en", n=2)
        (['a', 'b'], 'more')
        >>> words | Catalog({"b": ("B", "B")}, forms={})
        Traceback (most recent call last):
        ...
        referee.words.catalog.WordsError: 'b' is in two catalogs
        """
        merged = Catalog({}, {**self.forms, **other.forms})
        merged._entries, merged._parsed = dict(self._entries), dict(self._parsed)
        for id in other._entries:
            if id in merged._entries:
                raise WordsError(f"{id!r} is in two catalogs")
        merged._entries.update(other._entries)
        merged._parsed.update(other._parsed)
        return merged

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, id: object) -> bool:
        return id in self._entries

    def template(self, id: str, lang: str) -> str:
        index = self._language(id, lang)
        return self._entries[id][index]

    def _language(self, id: str, lang: str) -> int:
        if id not in self._entries:
            raise WordsError(f"no catalog has the id {id!r}")
        if lang not in LANGUAGES:
            raise WordsError(f"no words in the language {lang!r} (only {', '.join(LANGUAGES)})")
        return LANGUAGES.index(lang)

    def say(self, id: str | Phrase, lang: str = "en", **facts: Any) -> str:
        """The sentence `id` in `lang` with `facts` filled in (a `Phrase` brings its own facts)."""
        if isinstance(id, Phrase):
            return self.say(id.id, lang, **{**id.facts, **facts})
        index = self._language(id, lang)
        parts = []
        for text, name, form in self._parsed[id][index]:
            parts.append(text)
            if name is None:
                continue
            if name not in facts:
                raise WordsError(f"{id!r} ({lang}) needs the fact {name!r}")
            parts.append(self.write(facts[name], form, lang))
        return "".join(parts)

    def write(self, value: Any, form: str, lang: str) -> str:
        """One fact as `lang` writes it, in `form` (a name in `forms`, or none): a `Phrase` is
        said (each one in a list, too); a table with an entry per language gives that entry;
        ``?one|more`` picks a word by number (1, or a list of one)."""
        if form.startswith("?"):
            one, _, more = form[1:].partition("|")
            count = value if isinstance(value, int) else len(value)
            return one if count == 1 else more
        if form:
            try:
                write = self.forms[form]
            except KeyError:
                raise WordsError(f"no form {form!r} to write a fact in") from None
            return write(self._said(value, lang), lang)
        value = self._said(value, lang)
        if isinstance(value, Mapping) and set(LANGUAGES) <= set(value):
            return str(value[lang])
        return str(value)

    def _said(self, value: Any, lang: str) -> Any:
        if isinstance(value, Phrase):
            return self.say(value, lang)
        if isinstance(value, list | tuple) and any(isinstance(v, Phrase) for v in value):
            return [self.say(v, lang) if isinstance(v, Phrase) else v for v in value]
        return value
