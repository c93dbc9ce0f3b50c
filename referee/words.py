"""The words of the table in English and German: streets, ranks in the plural, lists.

>>> street_name(3), street_name(6, "de"), rank_list({12, 6}), rank_list({12, 11}, "de")
('3rd street', '6. Straße', 'Queens and sixes', 'Damen und Buben')
"""

from __future__ import annotations

from .cards import RANK_WORDS

LEADERS = (12, 13)     # Queens and Kings are named first: they are the wild cards of the game


def street_name(n: int, lang: str = "en") -> str:
    """3 -> '3rd street' / '3. Straße'."""
    if lang == "de":
        return f"{n}. Straße"
    return f"{n}{'rd' if n == 3 else 'th'} street"


def join(words, lang: str = "en") -> str:
    """'a, b and c' / 'a, b und c'."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + (" and " if lang == "en" else " und ") + words[-1]


def rank_list(ranks, lang: str = "en") -> str:
    """'Queens and sixes' / 'Damen und Sechsen' (capitalised, Queens and Kings first)."""
    words = [RANK_WORDS[lang][r] for r in sorted(ranks, key=lambda r: (r not in LEADERS, -r))]
    text = join(words, lang)
    return text[:1].upper() + text[1:]

RANK_ONE = {
    "en": {2: "deuce", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten",
           11: "Jack", 12: "Queen", 13: "King", 14: "Ace", 1: "Ace"},
    "de": {2: "Zwei", 3: "Drei", 4: "Vier", 5: "Fünf", 6: "Sechs", 7: "Sieben", 8: "Acht", 9: "Neun", 10: "Zehn",
           11: "Bube", 12: "Dame", 13: "König", 14: "Ass", 1: "Ass"},
}


_DATIVE_DE = {"Könige": "Königen", "Asse": "Assen"}


def ranks_word(rank: int, lang: str = "en", dative: bool = False) -> str:
    """9 -> 'nines' / 'Neunen'; German dative plural with `dative` ('mit vier Königen')."""
    word = RANK_WORDS[lang][14 if rank == 1 else rank]
    return _DATIVE_DE.get(word, word) if dative and lang == "de" else word


def a_rank(rank: int, lang: str = "en") -> str:
    """9 -> 'a nine', 8 -> 'an eight' / 'eine Acht', 'einen König', 'ein Ass'."""
    word = rank_word(rank, lang)
    if lang == "en":
        return ("an " if word[0].lower() in "ae" else "a ") + word
    article = {"König": "einen", "Bube": "einen", "Ass": "ein"}.get(word, "eine")
    return f"{article} {'Buben' if word == 'Bube' else word}"


def rank_word(rank: int, lang: str = "en") -> str:
    """9 -> 'nine' / 'Neun'."""
    return RANK_ONE[lang][rank]
