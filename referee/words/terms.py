"""The words of the table in English and German: streets, ranks one and many, cards, lists,
a player's name as an owner; and the forms a catalog template writes a fact in.

>>> street_name(3), street_name(6, "de"), rank_list({12, 6}), rank_list({12, 11}, "de")
('3rd street', '6. Straße', 'Queens and sixes', 'Damen und Buben')
>>> street_name(2), ordinal(11), ordinal(21), ordinal(2, "de")
('2nd street', '11th', '21st', '2.')
>>> street_span(3, 6), street_span(5, 6, "de"), street_span(7, 7)
('3rd to 6th street', '5. oder 6. Straße', '7th street')
>>> possessive("Anna"), possessive("Hans", "de"), join(["a", "b", "c"], "de"), either(["1", "2", "3"])
("Anna's", "Hans'", 'a, b und c', '1 or 2 or 3')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ..cards import RANK_WORDS, Card, parse_card

LEADERS = (12, 13)     # Queens and Kings are named first: they are the wild cards of the game

AND = {"en": " and ", "de": " und "}
OR = {"en": " or ", "de": " oder "}
_TO = {"en": " to ", "de": " bis "}

RANK_ONE = {
    "en": {2: "deuce", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten",
           11: "Jack", 12: "Queen", 13: "King", 14: "Ace", 1: "Ace"},
    "de": {2: "Zwei", 3: "Drei", 4: "Vier", 5: "Fünf", 6: "Sechs", 7: "Sieben", 8: "Acht", 9: "Neun", 10: "Zehn",
           11: "Bube", 12: "Dame", 13: "König", 14: "Ass", 1: "Ass"},
}

_DATIVE_DE = {"Könige": "Königen", "Asse": "Assen"}
_MALE_DE = {"Bube", "König"}


class StreetKey(int):
    """The key of a street that its cards held do not name alone: an int (the streets' keys order
    the deal and find a street, as every street's key does), the round's place among them, with
    its words: `number`, the cards each player holds after it ("4th street": Super Stud's deal
    after its discard); a round that deals no card says its `choice` and `count` ("the pass of 3":
    ``pass``, 3; ``discard``, 2; ``roll``, the up cards after it: "the 2nd roll"; ``buy``, after
    7th street: "the buy after 7th street"; ``setting``, Cowpie's: "the setting of the hands").

    >>> pass3, roll = StreetKey(8, 7, "pass", 3), StreetKey(12, 5, "roll", 2)
    >>> street_name(pass3), street_name(pass3, "de"), street_name(roll), street_name(StreetKey(7, 4))
    ('the pass of 3', 'Weitergabe von 3', 'the 2nd roll', '4th street')
    >>> street_name(StreetKey(8, 7, "buy")), street_name(StreetKey(8, 7, "buy"), "de"), pass3 == 8
    ('the buy after 7th street', 'Kaufrunde nach der 7. Straße', True)

    German says a round as a feminine noun without its article, as a street ("in der 3. Straße",
    "in der Weitergabe von 3").
    """

    number: int
    choice: str
    count: int

    def __new__(cls, key: int, number: int, choice: str = "", count: int = 0) -> StreetKey:
        self = super().__new__(cls, key)
        self.number, self.choice, self.count = number, choice, count
        return self

    def __getnewargs__(self) -> tuple[int, int, str, int]:    # type: ignore[override]
        return int(self), self.number, self.choice, self.count

    def __repr__(self) -> str:
        return f"StreetKey({int(self)}, {self.number}, {self.choice!r}, {self.count})"

    def __str__(self) -> str:
        return int.__repr__(self)                   # the key, as any street's: "8"

    def words(self, lang: str) -> str:
        if not self.choice:
            return street_name(self.number, lang)
        if self.choice == "roll":
            return f"the {ordinal(self.count)} roll" if lang == "en" else f"{self.count}. Aufdeckrunde"
        if self.choice == "setting":
            return "the setting of the hands" if lang == "en" else "Aufteilrunde"
        if self.choice == "buy":
            return (f"the buy after {street_name(self.number)}" if lang == "en"
                    else f"Kaufrunde nach der {street_name(self.number, lang)}")
        return _ROUND_WORDS[self.choice][lang].format(n=self.count)


_ROUND_WORDS = {"pass": {"en": "the pass of {n}", "de": "Weitergabe von {n}"},
                "discard": {"en": "the discard of {n}", "de": "Abwurfrunde von {n}"}}


def street_name(n: int, lang: str = "en") -> str:
    """3 -> '3rd street' / '3. Straße' (2 -> '2nd street': five-card stud starts there); a
    `StreetKey`, its own words."""
    if isinstance(n, StreetKey):
        return n.words(lang)
    if lang == "de":
        return f"{n}. Straße"
    return f"{ordinal(n, lang)} street"


def street_span(first: int, last: int, lang: str = "en") -> str:
    """The streets a card may have come on, from `first` to `last`: (3, 3) -> '3rd street',
    (5, 6) -> '5th or 6th street' / '5. oder 6. Straße', (3, 6) -> '3rd to 6th street' /
    '3. bis 6. Straße'."""
    if first == last:
        return street_name(first, lang)
    if isinstance(first, StreetKey) or isinstance(last, StreetKey):
        return f"{street_name(first, lang)}{_TO[lang]}{street_name(last, lang)}"
    between = (OR if last == first + 1 else _TO)[lang]
    return f"{ordinal(first, lang)}{between}{street_name(last, lang)}"


def ordinal(n: int, lang: str = "en") -> str:
    """2 -> '2nd' / '2.', 4 -> '4th' / '4.'."""
    if lang == "de":
        return f"{n}."
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def join(words: Iterable[str], lang: str = "en") -> str:
    """'a, b and c' / 'a, b und c'."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + AND[lang] + words[-1]


def either(words: Iterable[str], lang: str = "en") -> str:
    """The choices: 'a or b or c' / 'a oder b oder c'."""
    return OR[lang].join(words)


def rank_list(ranks: Iterable[int], lang: str = "en") -> str:
    """'Queens and sixes' / 'Damen und Sechsen' (capitalised, Queens and Kings first)."""
    words = [RANK_WORDS[lang][r] for r in sorted(ranks, key=lambda r: (r not in LEADERS, -r))]
    text = join(words, lang)
    return text[:1].upper() + text[1:]


def ranks_word(rank: int, lang: str = "en", dative: bool = False) -> str:
    """9 -> 'nines' / 'Neunen'; German dative plural with `dative` ('mit vier Königen')."""
    word = RANK_WORDS[lang][14 if rank == 1 else rank]
    return _DATIVE_DE.get(word, word) if dative and lang == "de" else word


def rank_word(rank: int, lang: str = "en") -> str:
    """9 -> 'nine' / 'Neun'."""
    return RANK_ONE[lang][rank]


def a_rank(rank: int, lang: str = "en") -> str:
    """9 -> 'a nine', 8 -> 'an eight' / 'eine Acht', 'einen König', 'ein Ass'."""
    word = rank_word(rank, lang)
    if lang == "en":
        return ("an " if word[0].lower() in "ae" else "a ") + word
    article = {"König": "einen", "Bube": "einen", "Ass": "ein"}.get(word, "eine")
    return f"{article} {'Buben' if word == 'Bube' else word}"


def a_rank_nominative(rank: int, lang: str = "en") -> str:
    """12 -> 'a Queen' / 'eine Dame', 13 -> 'ein König': the subject of a German sentence."""
    if lang == "en":
        return a_rank(rank, lang)
    word = rank_word(rank, lang)
    return f"{'ein' if word in _MALE_DE or word == 'Ass' else 'eine'} {word}"


def the_rank(rank: int, lang: str = "en") -> str:
    """5 -> 'the five' / 'die Fünf', 13 -> 'der König', 14 -> 'das Ass': the subject of a sentence."""
    word = rank_word(rank, lang)
    if lang == "en":
        return f"the {word}"
    return f"{'der' if word in _MALE_DE else 'das' if word == 'Ass' else 'die'} {word}"


def high_ranks(ranks: Iterable[int], lang: str = "en") -> str:
    """A hand's ranks as they count: [14, 13, 12, 10, 5] -> 'A-K-Q-10-5' / 'A-K-D-10-5'."""
    return "-".join(rank_letter(r, lang) for r in ranks)


def after_last_face_up(rank: int, lang: str = "en") -> str:
    """12 -> 'after the last face-up Queen' / 'nach der letzten offenen Dame', 13 -> 'nach dem
    letzten offenen König'."""
    word = rank_word(rank, lang)
    if lang == "en":
        return f"after the last face-up {word}"
    if word in _MALE_DE or word == "Ass":
        return f"nach dem letzten offenen {word}"
    return f"nach der letzten offenen {word}"


def no_face_up(rank: int, lang: str = "en") -> str:
    """12 -> 'no face-up Queen' / 'keine offene Dame', 13 -> 'kein offener König'."""
    word = rank_word(rank, lang)
    if lang == "en":
        return f"no face-up {word}"
    if word == "Ass":
        return f"kein offenes {word}"
    return f"{'kein offener' if word in _MALE_DE else 'keine offene'} {word}"


def possessive(name: str, lang: str = "en") -> str:
    """'Ben' -> "Ben's" / 'Bens'; a German name ending in s, x, z or ß takes an apostrophe."""
    if lang == "en":
        return f"{name}'s"
    return f"{name}'" if name.endswith(("s", "x", "z", "ß")) else f"{name}s"


def card_word(card: Card | str, lang: str = "en") -> str:
    """A card as the language writes it: Q♥ / D♥ (a text like 'Qh' is read first)."""
    if not isinstance(card, Card):
        card = parse_card(card)
    return card.german if lang == "de" else card.symbol


def rank_letter(rank: int, lang: str = "en") -> str:
    """12 -> 'Q' / 'D', 10 -> '10': a rank as written on the card."""
    return card_word(Card(rank, 0), lang)[:-1]


_LOW_LETTERS = {"en": {1: "A", 10: "T", 11: "J", 12: "Q", 13: "K", 14: "A"},
               "de": {1: "A", 11: "B", 12: "D", 13: "K", 14: "A"}}


def low_ranks(ranks: Iterable[int], lang: str = "en") -> str:
    """A low hand's ranks, the Ace as 1: [7, 4, 3, 2, 1] -> '7-4-3-2-A'; [13, 12, 10] -> 'K-Q-T' / 'K-D-10'."""
    return "-".join(_LOW_LETTERS[lang].get(r, str(r)) for r in ranks)


_TIMES = {"en": ["", "once", "twice", "three times", "four times", "five times", "six times", "seven times",
                  "eight times", "nine times", "ten times", "eleven times", "twelve times"],
          "de": ["", "einmal", "zweimal", "dreimal", "viermal", "fünfmal", "sechsmal", "siebenmal", "achtmal",
                 "neunmal", "zehnmal", "elfmal", "zwölfmal"]}


def times(n: int, lang: str = "en") -> str:
    """How often, in words up to twelve.

    >>> times(1), times(2), times(3, "de"), times(13), times(13, "de")
    ('once', 'twice', 'dreimal', '13 times', '13-mal')
    """
    if 0 < n < len(_TIMES[lang]):
        return _TIMES[lang][n]
    return f"{n} times" if lang == "en" else f"{n}-mal"


_COUNTS = {"en": ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
           "de": ["keine", "eine", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"]}


def count_word(n: int, lang: str = "en") -> str:
    """A count of cards in words up to nine (German as of Karten: 'eine'), else in digits.

    >>> count_word(2), count_word(1, "de"), count_word(12)
    ('two', 'eine', '12')
    """
    return _COUNTS[lang][n] if 0 <= n < len(_COUNTS[lang]) else str(n)


def amount_range(amounts: tuple[int, int] | list[int], lang: str = "en") -> str:
    """(4, 8) -> '4–8'; (4, 4) -> '4'."""
    low, high = amounts
    return str(low) if low == high else f"{low}–{high}"


def _ranks(value: Any, lang: str) -> str:
    """One rank in the plural ('nines'), or several joined ('sixes and tens', in their order)."""
    if isinstance(value, int):
        return ranks_word(value, lang)
    return join([ranks_word(r, lang) for r in value], lang)


def _rank_list_mid(ranks: Iterable[int], lang: str) -> str:
    """`rank_list` inside a sentence: 'sixes and tens', 'Jacks' (the court cards keep their
    capital, as everywhere else in the referee's English; German nouns keep theirs)."""
    return join([RANK_WORDS[lang][r] for r in sorted(ranks, key=lambda r: (r not in LEADERS, -r))], lang)


#: the forms a template may write a fact in: ``{fact:form}`` (form(fact, lang) -> text)
FORMS: dict[str, Callable[[Any, str], str]] = {
    "street": street_name,
    "rank": rank_word,
    "a_rank": a_rank,
    "ranks": _ranks,
    "ranks_dative": lambda rank, lang: ranks_word(rank, lang, dative=True),
    "rank_list": rank_list,
    "rank_list_mid": _rank_list_mid,
    "no_face_up": no_face_up,
    "a_rank_nom": a_rank_nominative,
    "after_last_face_up": after_last_face_up,
    "letter": rank_letter,
    "card": card_word,
    "cards": lambda cards, lang: " ".join(card_word(c, lang) for c in cards),
    "names": lambda words, lang: join([str(w) for w in words], lang),
    "or": lambda words, lang: either([str(w) for w in words], lang),
    "semicolons": lambda parts, lang: "; ".join(str(p) for p in parts),
    "then": lambda parts, lang: (", then " if lang == "en" else ", dann ").join(str(p) for p in parts),
    "count": count_word,
    "whose": possessive,
    "range": amount_range,
    "low_ranks": low_ranks,
    "high_ranks": high_ranks,
    "the_rank": the_rank,
}
