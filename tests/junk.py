"""What must never show on a page: programming junk in the visible text.  A Python repr (a
built-in method, an object, a list or dict of strings), None, undefined, NaN, a placeholder
left unfilled, an identifier of the code (an option name like ``queens_wild``, a game code like
``FTQ``, a PHH action like ``p2 cbr 4``).  Used by the pages tests (over HTTP) and the browser
tests (the text as Chromium renders it).

>>> junk("Anna checks · Pot 5 · Follow the Queen · Queens not wild")
[]
>>> junk("<built-in method clear of dict object at 0x7f> None {name} queens_wild p2 cbr 4 FTQ ['Anna']")
['<built-in', 'object at 0x', 'None', '{name}', 'queens_wild', 'p2 cbr', 'FTQ', "['", "']"]
"""

from __future__ import annotations

import html
import re

from referee.games import GAMES

PATTERNS = (
    r"<built-in", r"object at 0x", r"Traceback", r"\bNone\b", r"\bundefined\b", r"\bNaN\b", r"\bnull\b",
    r"\{\w*\}", r"\b[a-z]+_[a-z_]+\b", r"\bp\d+ (?:cc|cbr|f|sm|pb)\b", r"\bd d[hb]\b",
    r"\[\s*'", r"'\s*\]", r"\{'",
    # a game's code (every code of the registry; ``F7S/8`` and ``5CS`` as whole words too)
    r"(?<![\w/])(?:" + "|".join(re.escape(code) for code in sorted(GAMES, key=len, reverse=True)) + r")(?![\w/])",
)
JUNK = re.compile("|".join(f"(?:{p})" for p in PATTERNS))


def junk(text: str) -> list[str]:
    """The pieces of `text` that are programming junk (empty: none)."""
    return [m.group(0) for m in JUNK.finditer(text)]


def visible_text(page: str) -> str:
    """The text of an HTML page as a reader sees it (without scripts, the chart's SVG, hidden
    form values and the players' link, whose random token may hold anything)."""
    page = re.sub(r"<(script|svg|title|style)\b.*?</\1>", " ", page, flags=re.S)
    page = re.sub(r"<a [^>]*data-watch-link[^>]*>.*?</a>", " ", page, flags=re.S)
    page = re.sub(r"<[^>]+>", " ", page)
    return " ".join(html.unescape(page).split())
