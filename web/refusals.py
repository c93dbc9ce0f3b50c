"""One refusal type for the whole service: what the API answers as JSON, what the pages show
in words, what the chores print in one line.

A `Refusal` carries the HTTP status, a message id of the service's words (`web.words`,
English and German, with named placeholders), the field or part of the request it names, and
the facts that fill in the words.  The commands raise it; the API (`web.api`), the pages (`web.pages`) and the
chores (`app.py`) only choose the language.  The referee's own refusals stay
`referee.violations.RuleViolation` (422, with the rule's id).

>>> error = Refusal(409, "stale_seq", "seq", seq=3, sent=2)
>>> error.message()
'Stale: the hand has moved on (seq is 3, you sent 2); reload it.'
>>> error.message("de")
'Veraltet: die Hand ist weiter (seq ist 3, gesendet 2); neu laden.'
>>> Refusal(404, "no_such_word")
Traceback (most recent call last):
...
KeyError: "no words 'no_such_word' in web.words.WORDS"
"""

from __future__ import annotations

from typing import Any

from .words import WORDS, say


class Refusal(Exception):
    """A request the service refuses.

    `status`: the HTTP status (404 not found, 409 does not fit the evening now, 422 does not
    hold together, 400/401/429 for the request itself); `message_id`: a key of `web.words`;
    `field`: the field, parameter or header it names; `facts`: the words' placeholders (a
    fact may be a dict ``{"en": ..., "de": ...}`` when it is words itself).
    """

    def __init__(self, status: int, message_id: str, field: str | None = None, **facts: Any):
        if message_id not in WORDS:
            raise KeyError(f"no words {message_id!r} in web.words.WORDS")
        self.status, self.message_id, self.field, self.facts = status, message_id, field, facts
        self.details: dict[str, Any] = {}             # more for the API's answer (e.g. the broken entry)
        super().__init__(self.message())

    def message(self, lang: str = "en") -> str:
        return say(self.message_id, lang, **self.facts)

    def __reduce__(self):
        """Pickled as what it is made of (a worker's refusal of an import reaches the service)."""
        return _refusal, (self.status, self.message_id, self.field, self.facts, self.details)


def _refusal(status: int, message_id: str, field: str | None, facts: dict, details: dict) -> Refusal:
    refusal = Refusal(status, message_id, field, **facts)
    refusal.details = details
    return refusal


def not_found(message_id: str, field: str | None = None, **facts: Any) -> Refusal:
    return Refusal(404, message_id, field, **facts)


def conflict(message_id: str, field: str | None = None, **facts: Any) -> Refusal:
    return Refusal(409, message_id, field, **facts)


def invalid(message_id: str, field: str | None = None, **facts: Any) -> Refusal:
    return Refusal(422, message_id, field, **facts)


def schema_problem(err) -> Refusal:
    """A schema's refusal (marshmallow's `ValidationError`) in words: its first problem (the
    schema's own words, in English) and the field it names."""
    field, message = first_problem(err.messages)
    return Refusal(422, "form_problem", field, field_name=field, problem=message)


def first_problem(messages, path: tuple = ()) -> tuple[str, str]:
    """The first (dotted field, message) of marshmallow's nested error messages.

    >>> first_problem({"players": {0: {"chips": ["Not a valid integer."]}}})
    ('players.0.chips', 'Not a valid integer.')
    """
    if isinstance(messages, dict):
        for key, value in messages.items():
            return first_problem(value, path + (key,))
    if isinstance(messages, list) and messages:
        head = messages[0]
        if isinstance(head, dict | list):
            return first_problem(head, path)
        return ".".join(str(p) for p in path if p != "_schema") or "body", str(head)
    return ".".join(str(p) for p in path) or "body", str(messages)
