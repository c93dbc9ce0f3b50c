"""Hand histories in PHH (TOML) and as the same dict in JSON.

A history is a plain dict with the PHH field names (``variant``, ``antes``, ``bring_in``,
``small_bet``, ``big_bet``, ``starting_stacks``, ``actions``, ``players``,
``finishing_stacks``, ...), our own ``options`` (a table), ``bet_limits`` (two ints),
``max_raises`` (an int), ``carried_pot`` (an int) and ``ruling`` (a table), and any other
field kept as it is.  In PHH text our own fields carry the underscore that the PHH spec
asks of user-defined fields (``_options``, ``_ruling``, ...), so PokerKit reads our files
without a warning; reading takes them with or without it.  These functions take and
return text: reading and writing files is the caller's job.

>>> history = load_phh('''
... variant = 'F7S'
... antes = [50, 50]
... bring_in = 50
... actions = ['d dh p1 5d2sAd', 'd dh p2 ????4h', 'p2 pb']
... options.no_bring_in_on_aces = true
... ''')
>>> history['actions'][1], history['options']
('d dh p2 ????4h', {'no_bring_in_on_aces': True})
>>> print(dump_phh(history))
variant = "F7S"
_options.no_bring_in_on_aces = true
antes = [50, 50]
bring_in = 50
actions = [
    "d dh p1 5d2sAd",
    "d dh p2 ????4h",
    "p2 pb",
]
<BLANKLINE>
>>> load_history('{"variant": "F7S", "actions": [}', 'hand.json')
Traceback (most recent call last):
...
referee.phh.HistoryFormatError: hand.json: not valid JSON: Expecting value (at line 1, column 32)
"""

from __future__ import annotations

import datetime
import json
import os
import re
import reprlib
import tomllib
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import tomli_w

#: the order fields are written in; fields not named here go between metadata and players
OUR_FIELDS = ("options", "house_game", "bet_limits", "max_raises", "carried_pot", "ruling")
FIELD_ORDER = (
    "variant", "_options", "_house_game", "ante_trimming_status", "antes", "blinds_or_straddles", "bring_in",
    "small_bet", "big_bet", "min_bet", "_bet_limits", "_max_raises", "_carried_pot", "starting_stacks",
    "actions",
    "author", "event", "url", "venue", "address", "city", "region", "postal_code", "country",
    "time", "time_zone", "time_zone_abbreviation", "day", "month", "year", "hand", "level",
    "seats", "seat_count", "table", "currency", "currency_symbol", "time_limit", "time_banks",
)
FIELD_ORDER_LAST = ("players", "finishing_stacks", "winnings", "_ruling")

_LINE_LENGTH = 100
_TOO_DEEP = "arrays or objects nested too deeply"
_TOO_LONG = "a number with thousands of digits"
_AT_LINE = re.compile(r"at line (\d+), column (\d+)")
_LEAF_TYPES = (str, int, float, bool, datetime.date, datetime.datetime, datetime.time)


class HistoryFormatError(ValueError):
    """A text that is not a hand history, or a history that cannot be written.

    ``line`` and ``column`` say where, when the parser said so.
    """

    def __init__(self, message: str, line: int | None = None, column: int | None = None):
        super().__init__(message)
        self.line = line
        self.column = column


# --- reading ---------------------------------------------------------------------------

def load_phh(text: str, filename: str | None = None) -> dict[str, Any]:
    """One hand from PHH (TOML) text; ``filename`` only names it in errors.

    >>> load_phh("variant = 'F7S'\\nantes = 50")
    Traceback (most recent call last):
    ...
    referee.phh.HistoryFormatError: history: field 'antes' should be an array of numbers, not 50
    """
    return _checked(_ours(_toml(text, filename)), filename)


def _ours(history: dict[str, Any]) -> dict[str, Any]:
    """Our own fields without the underscore PHH text gives them."""
    for name in OUR_FIELDS:
        if "_" + name in history:
            history[name] = history.pop("_" + name)
    return history


def load_phhs(text: str, filename: str | None = None) -> list[dict[str, Any]]:
    """The hands of a ``.phhs`` file: one TOML table per hand, ``[1]``, ``[2]``, ... (the
    multi-hand format PokerKit reads and writes), in the order of the file.

    >>> [hand['hand'] for hand in load_phhs("[1]\\nhand = 7\\n\\n[2]\\nhand = 8\\n")]
    [7, 8]
    """
    hands = _toml(text, filename)
    for name, hand in hands.items():
        if not isinstance(hand, dict):
            raise HistoryFormatError(f"{filename or 'history'}: {name!r} is outside a hand "
                                     "table; a .phhs file holds [1], [2], ... tables")
    return [_checked(_ours(hand), filename, f"[{name}] ") for name, hand in hands.items()]


def load_history(text: str, filename: str | None = None) -> dict[str, Any]:
    """One hand from JSON or PHH text: by the extension of ``filename`` (``.json``,
    ``.phh`` or ``.toml``), else JSON when the text starts with ``{``.

    JSON has no null in TOML: a null field is left out, a null in an array is refused.

    >>> load_history('{"variant": "F7S", "antes": [1, 1], "author": null}')
    {'variant': 'F7S', 'antes': [1, 1]}
    """
    suffix = os.path.splitext(filename or "")[1].lower()
    if suffix == ".phhs":
        raise HistoryFormatError(f"{filename}: holds several hands; read it with load_phhs")
    if suffix == ".json" or (suffix not in (".phh", ".toml") and text.lstrip().startswith("{")):
        return load_json(text, filename)
    return load_phh(text, filename)


def load_json(text: str, filename: str | None = None) -> dict[str, Any]:
    """One hand from JSON text (an object); ``filename`` only names it in errors.

    >>> load_json('[1, 2]', 'hand.json')
    Traceback (most recent call last):
    ...
    referee.phh.HistoryFormatError: hand.json: a JSON history is an object {...}, not [1, 2]
    """
    return _checked(_json(text, filename), filename)


def _toml(text: str, filename: str | None) -> dict[str, Any]:
    try:
        return tomllib.loads(text.removeprefix("\ufeff"))
    except tomllib.TOMLDecodeError as error:
        raise _syntax_error(filename, "TOML", str(error)) from None
    except RecursionError:        # arrays or tables nested hundreds deep: no hand history
        raise _syntax_error(filename, "TOML", _TOO_DEEP) from None
    except ValueError:            # an integer of thousands of digits (Python's limit on reading one)
        raise _syntax_error(filename, "TOML", _TOO_LONG) from None


def _json(text: str, filename: str | None) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        message = f"{error.msg} (at line {error.lineno}, column {error.colno})"
        raise _syntax_error(filename, "JSON", message) from None
    except RecursionError:
        raise _syntax_error(filename, "JSON", _TOO_DEEP) from None
    except ValueError:
        raise _syntax_error(filename, "JSON", _TOO_LONG) from None
    if not isinstance(data, dict):
        raise HistoryFormatError(f"{filename or 'history'}: a JSON history is an object {{...}}, "
                                 f"not {reprlib.repr(data)}")
    try:
        return _writable(data, filename or "history")
    except RecursionError:
        raise _syntax_error(filename, "JSON", _TOO_DEEP) from None


def _syntax_error(filename: str | None, language: str, message: str) -> HistoryFormatError:
    where = _AT_LINE.search(message)
    line, column = (int(where[1]), int(where[2])) if where else (None, None)
    return HistoryFormatError(f"{filename or 'history'}: not valid {language}: {message}",
                              line, column)


# --- the fields we read ----------------------------------------------------------------

def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _array_of(check: Callable[[Any], bool], length: int | None = None) -> Callable[[Any], bool]:
    return lambda value: (isinstance(value, list) and all(map(check, value))
                          and length in (None, len(value)))


def _is(kind: type) -> Callable[[Any], bool]:
    return lambda value: isinstance(value, kind) and not isinstance(value, bool)


_INT = _is(int)
_FIELD_CHECKS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "variant": (_is(str), "a string"),
    "options": (_is(dict), "a table"),
    "antes": (_array_of(_number), "an array of numbers"),
    "blinds_or_straddles": (_array_of(_number), "an array of numbers"),
    "bring_in": (_number, "a number"),
    "small_bet": (_number, "a number"),
    "big_bet": (_number, "a number"),
    "bet_limits": (_array_of(_INT, 2), "an array of two whole numbers"),
    "max_raises": (_INT, "a whole number"),
    "starting_stacks": (_array_of(_number), "an array of numbers"),
    "actions": (_array_of(_is(str)), "an array of strings"),
    "players": (_array_of(_is(str)), "an array of strings"),
    "finishing_stacks": (_array_of(_number), "an array of numbers"),
    "winnings": (_array_of(_number), "an array of numbers"),
    "ruling": (_is(dict), "a table"),
}


def _checked(history: dict[str, Any], filename: str | None, hand: str = "") -> dict[str, Any]:
    for name, (check, wanted) in _FIELD_CHECKS.items():
        if name in history and not check(history[name]):
            raise HistoryFormatError(f"{filename or 'history'}: {hand}field {name!r} should be "
                                     f"{wanted}, not {reprlib.repr(history[name])}")
    return history


# --- writing ---------------------------------------------------------------------------

def dump_phh(history: Mapping[str, Any]) -> str:
    """PHH (TOML) text for one hand, fields in `FIELD_ORDER`, then `FIELD_ORDER_LAST`.

    TOML has no null: a field or table entry that is None is left out (a None inside an
    array is refused, since leaving it out would move the others).  ``options`` is written
    as ``options.name = value`` lines right after ``variant``; tables (``ruling``, nested
    options) come at the end as ``[ruling]`` sections, as TOML requires.

    >>> print(dump_phh({'ruling': {'pots': [{'amount': 120, 'winners': [0]}]}, 'variant': 'F7S',
    ...                 'author': None}))
    variant = "F7S"
    <BLANKLINE>
    [[_ruling.pots]]
    amount = 120
    winners = [0]
    <BLANKLINE>
    """
    return _hand_text(history, "")


def dump_phhs(histories: Iterable[Mapping[str, Any]]) -> str:
    """A ``.phhs`` text: the hands as tables ``[1]``, ``[2]``, ... in order.

    >>> print(dump_phhs([{'hand': 7}, {'hand': 8}]))
    [1]
    hand = 7
    <BLANKLINE>
    [2]
    hand = 8
    <BLANKLINE>
    """
    return "\n".join(_hand_text(history, str(number))
                     for number, history in enumerate(histories, start=1))


def _hand_text(history: Mapping[str, Any], name: str) -> str:
    fields = {("_" + key if key in OUR_FIELDS else key): value
              for key, value in _writable(history, "history").items()}
    lines: list[str] = []
    sections: dict[str, Any] = {}
    for key in _field_order(fields):
        value = fields[key]
        if key == "_options" and isinstance(value, dict) and value:
            options_lines, options_sections = _assignments(value)
            lines += [f"_options.{line}" for line in options_lines]
            if options_sections:
                sections["_options"] = options_sections
        else:
            key_lines, key_sections = _assignments({key: value})
            lines += key_lines
            sections.update(key_sections)
    header = f"[{name}]\n" if name else ""
    tables = tomli_w.dumps({name: sections} if name else sections) if sections else ""
    return _compact(header + "".join(lines) + ("\n" if lines and tables else "") + tables)


def _field_order(fields: Mapping[str, Any]) -> list[str]:
    named = FIELD_ORDER + FIELD_ORDER_LAST
    return ([key for key in FIELD_ORDER if key in fields]
            + [key for key in fields if key not in named]
            + [key for key in FIELD_ORDER_LAST if key in fields])


def _assignments(table: Mapping[str, Any]) -> tuple[list[str], dict[str, Any]]:
    """``key = value`` texts for what TOML writes inline, and the rest, which must be sections."""
    lines, sections = [], {}
    for key, value in table.items():
        text = tomli_w.dumps({key: value})
        if text.startswith("["):
            sections[key] = value
        else:
            lines.append(text)
    return lines, sections


def _compact(text: str) -> str:
    """tomli_w writes every array one item a line; put arrays of plain values that fit on one,
    except ``actions``, which stays one action a line.

    Safe line by line: tomli_w writes no string over several lines, so only an array's
    opening line ends in ``[``.
    """
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        end = i + 1
        opens = lines[i].endswith("[") and lines[i] != "actions = ["
        while opens and end < len(lines) and _plain_item(lines[end]):
            end += 1
        closing = lines[end].lstrip() if end > i + 1 and end < len(lines) else ""
        items = ", ".join(line.strip().removesuffix(",") for line in lines[i + 1:end])
        one_line = f"{lines[i]}{items}{closing}"
        if closing.startswith("]") and len(one_line) <= _LINE_LENGTH:
            out.append(one_line)
            i = end + 1
        else:
            out.append(lines[i])
            i += 1
    return "\n".join(out)


def _plain_item(line: str) -> bool:
    item = line.strip()
    return item.endswith(",") and not item.startswith(("[", "{", "]"))


def _writable(value: Any, where: str, path: str = "") -> Any:
    """``value`` with the None table entries left out; refuses what TOML cannot hold.

    ``where`` names the history in errors, ``path`` the field inside it.
    """
    if isinstance(value, Mapping):
        return {_key(key, where, path): _writable(item, where, f"{path}.{key}" if path else str(key))
                for key, item in value.items() if item is not None}
    if isinstance(value, list | tuple):
        return [_writable(item, where, f"{path}[{i}]") for i, item in enumerate(value)]
    if type(value) not in _LEAF_TYPES:
        what = "a null" if value is None else f"a {type(value).__name__} ({value!r})"
        raise HistoryFormatError(f"{where}: {path}: TOML cannot hold {what}")
    return value


def _key(key: Any, where: str, path: str) -> str:
    if not isinstance(key, str):
        raise HistoryFormatError(f"{where}: {path or 'top level'}: a TOML key is a string, "
                                 f"not {key!r}")
    return key
