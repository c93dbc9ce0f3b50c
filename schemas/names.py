"""Players' names: one normal form, and a key that names which look alike share.

`normal_name` is what every path stores (the API, the pages, an import, an upload: through
`schemas.fields.Name`): NFKC (a full-width ``Ａｎｎａ`` is ``Anna``, a non-breaking space a space),
trimmed, every run of spaces one space; a name with characters that cannot be seen or that turn
the text around (zero-width spaces and joiners, bidirectional controls, private use) is refused.

`name_key` is what two names that a person cannot tell apart have in common: the normal form,
each letter that looks like a Latin one (Cyrillic ``А``, Greek ``Ο``, ``0`` for ``o``, ...)
replaced by it, case ignored.  Two players whose keys are equal cannot sit at one table; a
player who comes back, or is matched across evenings, is found by the key.

>>> normal_name("  Anna \\u00a0 Maria ")
'Anna Maria'
>>> normal_name("Anna\\u200b")
Traceback (most recent call last):
...
schemas.names.NameProblem: 'Anna\\u200b' has a character that cannot be seen (U+200B)
>>> name_key("Anna") == name_key("\\u0410nna") == name_key("ANNA") == name_key("Ａｎｎａ")
True
>>> name_key("Anna") == name_key("Anne"), name_key("Ole") == name_key("0le")
(False, True)

`player_key` is how a player is found again across evenings (a season's standings): the normal
form, case folded; look-alikes are not folded together there, only kept apart at one table.

>>> player_key("  Jörg ") == player_key("JÖRG") == player_key("Jo\u0308rg")
True
>>> player_key("ﬀ Ｂｅｎ"), player_key("Straße") == player_key("STRASSE")
('ff ben', True)
"""

from __future__ import annotations

import re
import unicodedata

#: letters of other scripts (and digits) drawn like a Latin letter, in the spirit of Unicode's
#: confusables (UTS #39) for the scripts a home game meets: Cyrillic and Greek.  The key ignores
#: case, so a capital and its small letter map alike (Greek Ν/ν to n, Cyrillic Н/н to h: the
#: capitals are the ones that look Latin).
LOOK_ALIKES = {
    # Cyrillic, small letters (their capitals are folded to them first)
    "а": "a", "в": "b", "е": "e", "і": "i", "ј": "j", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p",
    "с": "c", "т": "t", "у": "y", "х": "x", "ѕ": "s", "һ": "h", "ԁ": "d", "ԛ": "q", "ԝ": "w", "ү": "y",
    "ӏ": "l", "ь": "b", "ѵ": "v",
    # Greek
    "α": "a", "β": "b", "ε": "e", "ζ": "z", "η": "h", "ι": "i", "κ": "k", "μ": "m", "ν": "n", "ο": "o",
    "ρ": "p", "τ": "t", "υ": "y", "χ": "x", "ϲ": "c", "ϳ": "j", "ω": "w", "γ": "y",
    # Latin and digits drawn alike in many fonts
    "0": "o", "1": "l", "|": "l", "ı": "i", "ɡ": "g",
}
_LOOK_ALIKE = str.maketrans(LOOK_ALIKES)

#: letters that are drawn as nothing at all (categories Cf, Cc, ... are refused as a whole)
BLANK_LETTERS = {"\u115f", "\u1160", "\u3164", "\uffa0", "\u2800", "\u034f"}
_HIDDEN_CATEGORIES = ("Cc", "Cf", "Co", "Cn", "Cs", "Zl", "Zp")
_SPACES = re.compile(r"\s+")


class NameProblem(ValueError):
    """A name that cannot be stored: it hides characters or turns the text around."""


def _hidden(c: str) -> bool:
    return (unicodedata.category(c) in _HIDDEN_CATEGORIES or c in BLANK_LETTERS
            or 0xFE00 <= ord(c) <= 0xFE0F or 0xE0100 <= ord(c) <= 0xE01EF)      # variation selectors


def normal_name(text: str) -> str:
    """The one form a name is kept in (NFKC, trimmed, one space between words); NameProblem for
    a character that cannot be seen or that reorders the text (bidirectional controls)."""
    name = _SPACES.sub(" ", unicodedata.normalize("NFKC", text)).strip()
    for c in name:
        if _hidden(c) and not c.isspace():
            what = "reorders the text" if unicodedata.bidirectional(c) in (
                "LRE", "RLE", "LRO", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI") or c in "\u200e\u200f\u061c" \
                else "cannot be seen"
            raise NameProblem(f"{text!r} has a character that {what} (U+{ord(c):04X})")
    return name


def name_key(text: str) -> str:
    """What names that look alike have in common (never raises: hidden characters are dropped).
    Equal keys: the same player, or two names nobody at the table could tell apart."""
    name = _SPACES.sub(" ", unicodedata.normalize("NFKC", text)).strip()
    name = "".join(c for c in name if not _hidden(c)).casefold()
    return unicodedata.normalize("NFC", unicodedata.normalize("NFD", name).translate(_LOOK_ALIKE))


def look_alike(names: list[str]) -> tuple[str, str] | None:
    """The first two of `names` that look alike (equal keys), or None."""
    seen: dict[str, str] = {}
    for name in names:
        key = name_key(name)
        if key in seen:
            return seen[key], name
        seen[key] = name
    return None


def player_key(name: str) -> str:
    """A name as compared across evenings: Unicode NFKC, case folded (NFKC again, since folding
    can undo it), spaces trimmed and collapsed.  Two names with the same key are the same player."""
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
    return _SPACES.sub(" ", folded).strip()
