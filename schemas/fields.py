"""Fields shared by the schemas: whole numbers that refuse true/false and fractions, texts that
SQLite can store, and player names that work in a PHH action and in a spreadsheet.

>>> from marshmallow import Schema
>>> class S(Schema):
...     name = Name(required=True)
>>> S().load({"name": "Anna"})
{'name': 'Anna'}
>>> S().load({"name": " Anna\u00a0 Maria "})
{'name': 'Anna Maria'}
>>> S().load({"name": "p2"})
Traceback (most recent call last):
...
marshmallow.exceptions.ValidationError: {'name': ['p2 reads as a seat in an action; choose another name.']}
"""

from __future__ import annotations

import re

from marshmallow import ValidationError, fields, validate

from referee.names import NameProblem, normal_name

MAX_CHIPS = 1_000_000_000        # no stack, bet or buy-in is larger
MAX_TEXT = 200
_SEAT = re.compile(r"p[0-9]+", re.IGNORECASE)
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")     # Unicode's control characters (category Cc), all of them


def Int(low: int = 0, high: int = MAX_CHIPS, **kwargs) -> fields.Integer:
    """A whole number from `low` to `high` (JSON numbers only: not "5", 5.0 or true)."""
    return fields.Integer(strict=True, validate=validate.Range(low, high), **kwargs)


class Text(fields.String):
    """A text without control characters, that can be stored (no lone surrogates)."""

    def __init__(self, *args, max_length: int = MAX_TEXT, min_length: int = 0, **kwargs):
        super().__init__(*args, validate=validate.Length(min_length, max_length), **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        text = super()._deserialize(value, attr, data, **kwargs)
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            raise ValidationError("Not valid Unicode text.") from None
        if _CONTROL.search(text):
            raise ValidationError("Control characters (newlines, tabs, ...) are not allowed.")
        return text


class Name(Text):
    """A player's name, in its one normal form (`referee.names.normal_name`: NFKC, trimmed, one
    space between words; nothing hidden, nothing that reorders the text): starts with a letter or
    digit, no '#' or '/', and not 'd' or 'pN', which mean the dealer and a seat in an action."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, min_length=1, max_length=30, **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        try:
            name = normal_name(super()._deserialize(value, attr, data, **kwargs))
        except NameProblem as err:
            raise ValidationError(str(err)) from None
        if not name:
            raise ValidationError("A name cannot be empty.")
        if not name[0].isalnum() or not name[-1].strip():
            raise ValidationError("A name starts with a letter or a digit and does not end in a space.")
        if "#" in name:
            raise ValidationError("A name cannot contain '#' (it starts a comment in an action).")
        if "/" in name or "\\" in name:
            raise ValidationError("A name cannot contain a slash.")
        if name.casefold() == "d":
            raise ValidationError("'d' means the dealer in an action; choose another name.")
        if _SEAT.fullmatch(name):
            raise ValidationError(f"{name} reads as a seat in an action; choose another name.")
        return name


class Flag(fields.Boolean):
    """true or false, and nothing else (not 1, "yes" or "on")."""

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, bool):
            raise ValidationError("Not a boolean: true or false.")
        return value
