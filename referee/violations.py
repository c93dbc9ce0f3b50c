"""Refusals: every illegal action or malformed hand names the rule it breaks.  A rule id is
stable (tests and clients match on it) and is the id of its sentence in the refusals catalog
(`referee.words.sentences.REFUSALS`); the facts fill it in, in English or German.

>>> error = RuleViolation("deal.order", player="Ben", expected="Anna", street=4)
>>> str(error)
'Anna gets the next card on 4th street, not Ben: deal clockwise from the dealer’s left.'
>>> error.message("de")
'Anna bekommt die nächste Karte (4. Straße), nicht Ben: im Uhrzeigersinn links vom Geber beginnend geben.'
"""

from __future__ import annotations

from typing import Any

from .words import Phrase, say


class RuleViolation(ValueError):
    """An action (or a hand) that breaks a rule.

    `rule`: a stable id of the refusals catalog; `facts`: the names, numbers and phrases its
    sentence needs; `index` and `action`: which action of the hand (0-based) and its text,
    when there is one.
    """

    def __init__(self, rule: str, *, index: int | None = None, action: str | None = None, **facts: Any):
        self.rule = rule
        self.index = index
        self.action = action
        self.facts = facts
        super().__init__(self.message())

    def message(self, lang: str = "en") -> str:
        """The refusal in `lang` ("en" or "de")."""
        return say(self.rule, lang, **self.facts)

    def at(self, index: int, action: str) -> RuleViolation:
        """The same refusal, pinned to action `index` (its `action` text)."""
        return RuleViolation(self.rule, index=index, action=action, **self.facts)

    def __str__(self) -> str:
        where = f"action {self.index} ({self.action!r}): " if self.index is not None else ""
        return where + self.message()

    def __reduce__(self):
        """Pickled by its rule and facts (a refusal made in a worker process, as the odds' is)."""
        return _rebuilt, (self.rule, self.index, self.action, self.facts)


def _rebuilt(rule: str, index: int | None, action: str | None, facts: dict[str, Any]) -> RuleViolation:
    return RuleViolation(rule, index=index, action=action, **facts)


class HistoryError(RuleViolation):
    """A hand history whose fields are missing or malformed (before any action is replayed):
    `problem` says what is wrong with the `field` (a phrase of the problems or games catalog)."""

    def __init__(self, field: str, problem: Phrase):
        super().__init__("history.field", field=field, problem=problem)
        self.field = field

    def at(self, index: int, action: str) -> HistoryError:  # a field error has no action
        return self

    def __reduce__(self):
        return HistoryError, (self.field, self.facts["problem"])
