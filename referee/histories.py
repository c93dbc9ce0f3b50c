"""Hand histories read from any text we know: one entry point for the command line and the upload.

`read_histories` tells the format by the text itself (the file's name only helps where the text
cannot tell): a PokerStars hand history (its first line ``PokerStars Hand #...``; or a ``.txt``
file), JSON (one object, or one a line as ``convert`` writes them), PHHS (TOML tables ``[1]``,
``[2]``, ...) or PHH.  Each hand comes out as the history dict of `referee.phh`, ready to rule.

>>> [hand] = read_histories('{"variant": "F7S", "antes": [1, 1]}', 'hand.phh')
>>> hand
{'variant': 'F7S', 'antes': [1, 1]}
>>> [hand['hand'] for hand in read_histories('[1]\\nhand = 7\\n\\n[2]\\nhand = 8\\n')]
[7, 8]
>>> read_histories('variant = ', 'upload')
Traceback (most recent call last):
...
referee.phh.HistoryFormatError: upload: not valid TOML: Invalid value (at end of document)

The showdown of a PokerStars hand comes in the order PokerStars wrote it; we put it in the order
the referee asks for (the replay knows it, and the reading sits below the replay).  A refusal is
one line that names the file, the hand and the line (`place` says where).
"""

from __future__ import annotations

import json
import os
import re
import tomllib
from collections.abc import Mapping
from typing import Any

from .phh import HistoryFormatError, load_json, load_phh, load_phhs
from .pokerstars import HandsRefused, PokerStarsFormatError, load_pokerstars, source_line
from .replay import replay
from .violations import RuleViolation

__all__ = ["FORMATS", "HandsRefused", "HistoryFormatError", "PokerStarsFormatError", "history_format",
           "order_showdown", "place", "read_histories"]

FORMATS = ("pokerstars", "json", "phhs", "phh")
_POKERSTARS = re.compile(r"PokerStars (?:Zoom |Rush |Home )?(?:Game Hand|Hand|Game) #\d+|\*+ ?# ?\d+ ?\*+",
                         re.IGNORECASE)
_SHOW = re.compile(r"p\d+ sm\b")


def history_format(text: str, name: str | None = None) -> str:
    """Which of `FORMATS` a text is in: by its first line, PokerStars or JSON; TOML tables and
    nothing else, PHHS; else PHH.  A ``.txt`` file that is not JSON or TOML is a PokerStars text
    (to be refused in its words), a ``.phhs`` file PHHS; JSON that is not TOML, JSON.

    >>> history_format('\\ufeffPokerStars Game #1: Razz Limit (1/2)'), history_format(' {"variant": "FR"}')
    ('pokerstars', 'json')
    >>> history_format('[1]\\nhand = 1\\n'), history_format('# a hand\\nvariant = "FR"'), history_format('', 'x.txt')
    ('phhs', 'phh', 'pokerstars')
    >>> history_format('[1, 2]', 'hands.json'), history_format('[1]\\nhand = 1\\n', 'hands.json')
    ('json', 'phhs')
    """
    suffix = os.path.splitext(name or "")[1].lower()
    first = next((line.strip() for line in text.removeprefix("\ufeff").splitlines()
                  if line.strip() and not line.lstrip().startswith("#")), "")
    if _POKERSTARS.match(first.removeprefix("\ufeff")):
        return "pokerstars"
    if first.startswith("{"):
        return "json"
    toml = _toml(text)
    if toml is None and first.startswith("[") and _is_json(text):
        return "json"                  # a JSON list: load_json says what a history is
    if suffix == ".txt" and not toml:
        return "pokerstars"
    if suffix == ".phhs" or (toml and all(isinstance(value, dict) for value in toml.values())):
        return "phhs"
    return "phh"


def _is_json(text: str) -> bool:
    try:
        json.loads(text)
    except (ValueError, RecursionError):
        return False
    return True


def _toml(text: str) -> dict[str, Any] | None:
    try:
        return tomllib.loads(text.removeprefix("\ufeff"))
    except (ValueError, RecursionError):          # TOMLDecodeError, or an integer of thousands of digits
        return None                # load_phh says what is wrong with it


def read_histories(text: str, name: str | None = None) -> list[dict[str, Any]]:
    """The hands of a text in any format we read, in order; ``name`` (the file's) names it in
    errors.  Refuses with `HistoryFormatError` (one line); when some hands of a PokerStars text
    are refused, `HandsRefused` says why and carries the hands that were read."""
    kind = history_format(text, name)
    if kind == "pokerstars":
        try:
            return [order_showdown(history) for history in load_pokerstars(text, name)]
        except HandsRefused as refused:
            refused.histories = [order_showdown(history) for history in refused.histories]
            raise
    if kind == "json":
        return _json_histories(text, name)
    if kind == "phhs":
        return load_phhs(text, name)
    return [load_phh(text, name)]


def _json_histories(text: str, name: str | None) -> list[dict[str, Any]]:
    """One JSON object, or one a line (JSON Lines, as ``convert`` prints several hands)."""
    lines = [(number, line) for number, line in enumerate(text.splitlines(), 1) if line.strip()]
    if len(lines) > 1 and all(line.lstrip().startswith("{") and line.rstrip().endswith("}") for _, line in lines):
        try:
            return [load_json(line, name) for _, line in lines]
        except HistoryFormatError:
            pass                   # one object over several lines after all
    return [load_json(text, name)]


def order_showdown(history: dict[str, Any]) -> dict[str, Any]:
    """The history with its shows and mucks (``pN sm``, written after the betting in the order
    of the file) in the order the referee asks for them, ``_lines`` along.  A show nobody asks
    for once the pots are decided is kept as a remark; a muck nobody asks for is left out.  A
    hand that breaks a rule before its showdown is left as it is, for the ruling to say what
    is wrong."""
    actions = history.get("actions")
    if not isinstance(actions, list):
        return history
    shows = [i for i, action in enumerate(actions) if isinstance(action, str) and _SHOW.match(action)]
    if not shows:
        return history
    lines = history.get("_lines")
    lines = lines if isinstance(lines, list) and len(lines) == len(actions) else None
    first = shows[0]
    try:
        state = replay({**history, "actions": actions[:first]})
    except RuleViolation:
        return history
    left = {int(actions[i].split()[0][1:]) - 1: i for i in shows}     # seat -> index of its show or muck
    order = []
    while not state.over and state.expected().get("kind") == "show" and state.expected()["seat"] in left:
        index = left.pop(state.expected()["seat"])
        order.append((actions[index], index))
        try:
            state.apply(actions[index])
        except RuleViolation:
            break
    if state.over:                # a show nobody asked for stays as a remark, a muck goes
        order += [(f"# {actions[i]} (not needed: nobody else claims the pot)", i) for i in left.values()
                  if not actions[i].split("#")[0].strip().endswith(" sm")]
    else:
        order += [(actions[i], i) for i in sorted(left.values())]
    rest = [(action, i) for i, action in enumerate(actions[first:], first) if i not in shows]
    ordered = actions[:first] + [text for text, _ in order + rest]
    result = {**history, "actions": ordered}
    if lines is not None:
        result["_lines"] = lines[:first] + [lines[i] for _, i in order + rest]
    return result


def place(name: str | None, history: Mapping[str, Any], number: int = 1, index: int | None = None,
          several: bool = False) -> str:
    """Where a hand is, for a refusal: the file, the hand (of a PokerStars file, or of
    ``several``: its ``hand`` field or its `number` in the file) and, for a PokerStars hand, the
    line of action `index`.

    >>> place('hands.txt', {'hand': 2211, 'actions': ['p2 pb', 'p1 f'], '_lines': [10, 11]}, 1, 1)
    'hands.txt: hand #2211: line 11'
    >>> place('hand.json', {'actions': []}), place('hands.phhs', {}, 2, several=True)
    ('hand.json', 'hands.phhs: hand 2')
    """
    where = name or "history"
    if "_lines" in history and "hand" in history:
        where += f": hand #{history['hand']}"
        line = source_line(dict(history), index)
        return where + (f": line {line}" if line is not None else "")
    if several:
        where += f": hand {history.get('hand', number)}"
    return where
