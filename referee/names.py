"""Players' names: one normal form, and a key that names which look alike share.

`normal_name` is what every path stores (the API, the pages, an import, an upload: through
`schemas.fields.Name`): NFKC (a full-width ``Ａｎｎａ`` is ``Anna``, a non-breaking space a space),
trimmed, every run of spaces one space; a name with characters that cannot be seen or that turn
the text around (zero-width spaces and joiners, bidirectional controls, private use) is refused.

`name_key` is what two names that a person cannot tell apart have in common: the normal form,
case ignored, each character replaced by the one it is drawn like in Unicode's confusables
(UTS #39 `skeleton`: Cyrillic ``А``, Cherokee ``Ꭺ``, Lisu ``ꓮ`` and ``ɑ`` are ``a``, ``0`` is ``O``,
``I`` is ``l``).  Two players whose names look alike (`looks_alike`: equal keys, or equal
skeletons as written, so that ``BiII`` is ``Bill``) cannot sit at one table; a player who
comes back is found by the key.

>>> normal_name("  Anna \\u00a0 Maria ")
'Anna Maria'
>>> normal_name("Anna\\u200b")
Traceback (most recent call last):
...
referee.names.NameProblem: 'Anna\\u200b' has a character that cannot be seen (U+200B)
>>> name_key("Anna") == name_key("\\u0410nna") == name_key("ANNA") == name_key("Ａｎｎａ")
True
>>> name_key("Anna") == name_key("Anne"), name_key("Ole") == name_key("0le")
(False, True)
>>> looks_alike("BiII", "Bill"), looks_alike("\u13aanna", "Anna"), looks_alike("Emil", "EMIL")
(True, True, True)

`player_key` is how a player is found again across evenings (a season's standings): the normal
form, case folded; look-alikes are not folded together there, only kept apart at one table.

>>> player_key("  Jörg ") == player_key("JÖRG") == player_key("Jo\u0308rg")
True
>>> player_key("ﬀ Ｂｅｎ"), player_key("Straße") == player_key("STRASSE")
('ff ben', True)
"""

from __future__ import annotations

import functools
import json
import pathlib
import re
import unicodedata

import confusable_homoglyphs
import regex

#: characters that are drawn as nothing (Unicode's Default_Ignorable_Code_Point: fillers, variation
#: selectors, Khmer's inherent vowels, Mongolian's selectors, ...; categories Cf, Cc, ... are refused
#: as a whole too)
_IGNORABLE = regex.compile(r"\p{Default_Ignorable_Code_Point}")
_HIDDEN_CATEGORIES = ("Cc", "Cf", "Co", "Cn", "Cs", "Zl", "Zp")
#: characters drawn as a blank though Unicode gives them a visible category (So): of the
#: characters commonly listed as invisible (invisible-characters.com), the two that are neither
#: a format character, default-ignorable nor a space: the Braille pattern blank and the musical
#: symbol null notehead
_BLANKS = frozenset("\u2800\U0001d159")
#: a digit in a name read as the letter it is written for (``B1ll`` is read as ``Bill``); 0 is O
#: and 1 is l in the confusables already
_LETTERS_FOR_DIGITS = str.maketrans("013457", "oieast")
_SPACES = re.compile(r"\s+")


class NameProblem(ValueError):
    """A name that cannot be stored: it hides characters or turns the text around."""


def _hidden(c: str) -> bool:
    return unicodedata.category(c) in _HIDDEN_CATEGORIES or _IGNORABLE.match(c) is not None or c in _BLANKS


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
    """What names that look alike have in common, case ignored (never raises: hidden characters
    are dropped).  Equal keys: the same player, or two names nobody at the table could tell apart."""
    key = _visible(text)
    for _ in range(2):                   # a skeleton can hold capitals (0 is O): folded and drawn again
        key = skeleton(key.casefold())
    return key


def looks_alike(one: str, other: str) -> bool:
    """Whether two names look alike: the same key (`name_key`), or the same skeleton as written
    (``I`` is drawn like ``l``, so ``BiII`` is ``Bill``, though ``biii`` is not ``bill``), or the
    same key with its digits read as letters (``B1ll`` is ``Bill``, ``4nna`` is ``Anna``).

    >>> looks_alike("B1ll", "Bill"), looks_alike("Anna 2", "Anna"), looks_alike("Ben 1", "Ben 2")
    (True, False, False)
    """
    return not _keys(one).isdisjoint(_keys(other))


def look_alike(names: list[str]) -> tuple[str, str] | None:
    """The first two of `names` that look alike (`looks_alike`), or None."""
    seen: dict[str, str] = {}
    for name in names:
        keys = _keys(name)
        for key in keys:
            if key in seen:
                return seen[key], name
        for key in keys:
            seen.setdefault(key, name)
    return None


def _keys(name: str) -> set[str]:
    """What `looks_alike` compares of a name: its key, its skeleton as written, and its key with
    the digits read as letters (in the key's kind: ``B1ll`` read is ``Bill``)."""
    visible = _visible(name)
    keys = {"k" + name_key(name), "s" + skeleton(visible)}
    if any(c.isdigit() for c in visible):
        keys.add("k" + name_key(visible.translate(_LETTERS_FOR_DIGITS)))
    return keys


def _visible(text: str) -> str:
    name = _SPACES.sub(" ", unicodedata.normalize("NFKC", text)).strip()
    return "".join(c for c in name if not _hidden(c))


def skeleton(text: str) -> str:
    """UTS #39's skeleton: each character replaced by the one it is drawn like (its prototype in
    Unicode's confusables, as the confusable-homoglyphs package ships them), between NFDs.

    >>> skeleton("\u0555tto"), skeleton("\ua4eenna"), skeleton("Tim")
    ('Otto', 'Anna', 'Tirn')
    """
    prototypes = _prototypes()
    return unicodedata.normalize("NFD", "".join(prototypes.get(c, c) for c in unicodedata.normalize("NFD", text)))


@functools.cache
def _prototypes() -> dict[str, str]:
    """Each character -> the one it is drawn like.  The package's data lists, for a character
    that looks like another, that one (its prototype), and for a prototype every character that
    looks like it; a pair that only list each other is mapped to the smaller of the two."""
    path = pathlib.Path(confusable_homoglyphs.__file__).with_name("confusables.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    plain = str.maketrans("", "", "\u200e\u200f")          # the data marks right-to-left ones so
    prototypes = {}
    for char, alike in data.items():
        if len(char) != 1 or len(alike) != 1:
            continue
        target = alike[0]["c"].translate(plain)
        back = [a["c"].translate(plain) for a in data.get(target, ())]
        if len(target) > 1 or back != [char] or target < char:
            prototypes[char] = target
    return prototypes


def player_key(name: str) -> str:
    """A name as compared across evenings: Unicode NFKC, case folded (NFKC again, since folding
    can undo it), spaces trimmed and collapsed.  Two names with the same key are the same player."""
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
    return _SPACES.sub(" ", folded).strip()
