"""The same player across evenings: a name's key for matching, one small function (to be merged
with the name normalisation of `schemas.fields.Name`).

>>> player_key("  Jörg ") == player_key("JÖRG") == player_key("Jo\u0308rg")
True
>>> player_key("ﬀ Ｂｅｎ"), player_key("Straße") == player_key("STRASSE")
('ff ben', True)
"""

from __future__ import annotations

import unicodedata


def player_key(name: str) -> str:
    """A name as compared: Unicode NFKC, case folded (NFKC again, since folding can undo it),
    without the spaces around it.  Two names with the same key are the same player."""
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold()).strip()
