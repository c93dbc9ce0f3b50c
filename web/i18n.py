"""The pages' language and how each language writes cards, chances and actions.

The language is chosen in the page and remembered in the ``lang`` cookie; without one, the
browser's Accept-Language decides.  The words themselves are in catalogs: the service's in
`web.words`, the referee's in `referee.words`.

>>> card_face("Qh", "en"), card_face("Qh", "de"), card_face("Th", "de"), card_face(None, "en")
('Q♥', 'D♥', '10♥', '?')
>>> rank_face("J", "de"), rank_face("T", "en")
('B', '10')
"""

from __future__ import annotations

import functools

from referee.cards import RANKS, Card, CardError, parse_card
from referee.violations import RuleViolation

from .words import LANGUAGES

COOKIE = "lang"

#: the referee's rule-id facts that hold a card, shown as the language writes cards
CARD_FACTS = ("card", "shown", "dealt")


def pick(accept_language: str | None, cookie: str | None) -> str:
    """The page's language: the cookie, else the first of ours the browser asks for, else English.

    >>> pick("de-DE,de;q=0.9,en;q=0.8", None), pick("fr, en", None), pick("de", "en")
    ('de', 'en', 'en')
    """
    if cookie in LANGUAGES:
        return cookie
    for part in (accept_language or "").split(","):
        code = part.split(";")[0].strip().lower()[:2]
        if code in LANGUAGES:
            return code
    return "en"


def card_face(card: str | Card | None, lang: str) -> str:
    """A card as the table reads it: ``Q♥`` in English, ``D♥`` in German; ``?`` unseen."""
    if card is None:
        return "?"
    if not isinstance(card, Card):
        return _written_face(card, lang)
    return card.german if lang == "de" else card.symbol


@functools.lru_cache(maxsize=1024)
def _written_face(card: str, lang: str) -> str:
    """`card_face` of a card as text, remembered: every tap draws every card on the table."""
    return card_face(parse_card(card), lang)


def percent(share: float, lang: str, estimate: bool = False) -> str:
    """A chance (0 to 1) in whole percent, as each language writes it; a chance that is
    there but rounds to 0 reads "<1", one short of certain that rounds to 100 reads ">99".
    An `estimate` (a Monte Carlo's: some deals tried, not all) is never certain: its 0 and 1
    read "<1" and ">99" too (every deal tried went one way, not every deal there is).

    >>> percent(0.4896, "en"), percent(0.4896, "de"), percent(0.003, "en"), percent(0.0, "de")
    ('49%', '49 %', '<1%', '0 %')
    >>> percent(0.996, "en"), percent(1.0, "en"), percent(1.0, "en", estimate=True), percent(0.0, "de", estimate=True)
    ('>99%', '100%', '>99%', '<1 %')
    """
    number = round(share * 100)
    text = ("<1" if number == 0 and (share > 0 or estimate) else
            ">99" if number == 100 and (share < 1 or estimate) else str(number))
    return f"{text} %" if lang == "de" else f"{text}%"


def rank_face(rank: str, lang: str) -> str:
    """A rank letter as written on the card picker: ``10`` for T, German B/D/K/A."""
    card = Card(RANKS.index(rank) + 2, 0)
    return card_face(card, lang)[:-1]


def refusal(error: RuleViolation, lang: str) -> str:
    """The referee's refusal in `lang`, its cards written as the language writes them."""
    facts = dict(error.facts)
    for name in CARD_FACTS:
        value = facts.get(name)
        if isinstance(value, str):
            try:
                facts[name] = card_face(value, lang)
            except CardError:
                pass
    return RuleViolation(error.rule, **facts).message(lang)
