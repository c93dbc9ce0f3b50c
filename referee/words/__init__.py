"""The words of the referee, in English and German: every sentence in a catalog by stable id
(`referee.words.sentences`), said with `say`; the words of the table (streets, ranks, lists)
in `referee.words.terms`.

This package itself holds only what sits low in the referee (the catalogs, `say`, the
terms): the refusals of the replay are said with it.  The modules that put a state or a
ruling into words sit above the replay and the ruling and are imported by name:
`referee.words.explanation` (a ruling, a hand), `referee.words.state` (what comes next,
the wild cards, a state as the service's JSON view), `referee.words.steps` (a hand street by
street).

>>> say("deal.twice", "de", card="Ks", where=Phrase("seen.dealt", player="Anna", street=3))
'K♠ wurde schon gegeben (an Anna, 3. Straße): jede Karte gibt es nur einmal.'
>>> say("next.act", "en", player="Dan", legal=[Phrase("legal.call", amount=3), Phrase("legal.fold")])
'Dan to act: call 3 or fold'
"""

from __future__ import annotations

import operator
from functools import reduce
from typing import Any

from .catalog import LANGUAGES, Catalog, Phrase, WordsError
from .sentences import CATALOGS
from .terms import a_rank, join, possessive, rank_list, rank_word, ranks_word, street_name, times

__all__ = ["CATALOG", "LANGUAGES", "Catalog", "Phrase", "WordsError", "a_rank", "join", "possessive", "rank_list",
           "rank_word", "ranks_word", "say", "street_name", "times"]

#: every sentence of the referee
CATALOG: Catalog = reduce(operator.or_, CATALOGS)


def say(id: str | Phrase, lang: str = "en", **facts: Any) -> str:
    """The sentence `id` (or a `Phrase`) in `lang` ("en" or "de"), its facts filled in."""
    return CATALOG.say(id, lang, **facts)
