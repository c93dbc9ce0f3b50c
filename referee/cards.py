"""Cards and the notations a host types.

A card is a rank (2..14, the Ace high) and a suit (0..3 for clubs, diamonds,
hearts, spades: the bridge order that Seven-Card Stud uses for the bring-in).

>>> parse_card('qh'), parse_card('10♥'), parse_card('D♠'), parse_card('Bc')
(Card('Qh'), Card('Th'), Card('Qs'), Card('Jc'))
>>> str(parse_card('Q♥')), parse_card('Q♥').symbol, parse_card('Q♥').german
('Qh', 'Q♥', 'D♥')
>>> parse_cards('????Qh')
(None, None, Card('Qh'))
>>> parse_card('Xh')
Traceback (most recent call last):
...
referee.cards.CardError: cannot read 'Xh' as a card (rank 2-10, J/B, Q/D, K, A; suit c d h s or ♣ ♦ ♥ ♠)

``None`` stands for a card nobody has seen (typed ``??``).
"""

from __future__ import annotations

import re

RANKS = "23456789TJQKA"
SUITS = "cdhs"
SUIT_SYMBOLS = "♣♦♥♠"
RANK_NAMES = {r: RANKS[r - 2] for r in range(2, 15)}
GERMAN_RANKS = {11: "B", 12: "D", 13: "K", 14: "A"}

#: plural rank names, for the rulings
RANK_WORDS = {
    "en": {2: "deuces", 3: "threes", 4: "fours", 5: "fives", 6: "sixes", 7: "sevens", 8: "eights",
           9: "nines", 10: "tens", 11: "Jacks", 12: "Queens", 13: "Kings", 14: "Aces"},
    "de": {2: "Zweien", 3: "Dreien", 4: "Vieren", 5: "Fünfen", 6: "Sechsen", 7: "Siebenen",
           8: "Achten", 9: "Neunen", 10: "Zehnen", 11: "Buben", 12: "Damen", 13: "Könige", 14: "Asse"},
}

_RANK_INPUT = {**{str(r): r for r in range(2, 11)}, "T": 10, "J": 11, "B": 11, "Q": 12, "D": 12, "K": 13, "A": 14}
_SUIT_INPUT = {"C": 0, "D": 1, "H": 2, "S": 3, "♣": 0, "♦": 1, "♥": 2, "♠": 3,
               "♧": 0, "♢": 1, "♡": 2, "♤": 3}
_CARD = re.compile(r"(10|[2-9TJBQDKA])([CDHS♣♦♥♠♧♢♡♤])\ufe0f?", re.IGNORECASE)
_UNSEEN = "??"


class CardError(ValueError):
    """A text that is not a card."""


class Card(int):
    """A card.  Its value as an int is a tally: three bits for its rank's count at bit
    3 * (rank - 2), four for its suit's count at bit 43 + 4 * suit, so that ``sum(cards)``
    counts a holding's ranks and suits in one step (see `referee.ranking`, which counts wild
    cards in the four bits at 39 between them).  Every tally of up to eight cards fits in 63
    bits, so Python sums the plain ints of a tally (a card's value looked up, as the wild
    cards' counting does) as a machine integer; cards themselves, an int subclass, it adds
    the slower general way.  Equal cards are the same object.

    >>> sum(parse_cards('Qh Qc 2h')) == 2 << 3 * (12 - 2) | 1 << 3 * (2 - 2) | 2 << 43 + 4 * 2 | 1 << 43
    True
    """

    __slots__ = ()

    #: a card hashes by identity, in C (each card is one object): its value's own hash, the
    #: tally, has the same few low bits for most cards, and a dict or set of cards looked
    #: each up in a chain of slots (a card's look-up took twice as long).  So a plain int of a
    #: card's value, though equal to it, is not found where the card is a key: keep the two apart.
    __hash__ = object.__hash__

    def __new__(cls, rank: int, suit: int) -> Card:
        return _INTERNED[rank, suit]

    @property
    def rank(self) -> int:  # 2..14
        return _RANK_OF[self]

    @property
    def suit(self) -> int:  # 0 clubs, 1 diamonds, 2 hearts, 3 spades
        return _SUIT_OF[self]

    def __str__(self) -> str:
        return _TEXT[self]

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"Card('{self}')"

    def __reduce__(self):
        return Card, (self.rank, self.suit)

    @property
    def symbol(self) -> str:
        """``Q♥``: the form the UI shows."""
        return ("10" if self.rank == 10 else RANK_NAMES[self.rank]) + SUIT_SYMBOLS[self.suit]

    @property
    def german(self) -> str:
        """``D♥``: German card letters (B, D, K, A)."""
        rank = GERMAN_RANKS.get(self.rank) or ("10" if self.rank == 10 else RANK_NAMES[self.rank])
        return rank + SUIT_SYMBOLS[self.suit]


#: where a tally counts each rank (3 bits), the wild cards (4 bits) and each suit (4 bits)
RANK_TALLY_SHIFT = {rank: 3 * (rank - 2) for rank in range(2, 15)}
WILD_TALLY_SHIFT = 39
SUIT_TALLY_SHIFT = 43
_INTERNED: dict[tuple[int, int], Card] = {}
_RANK_OF: dict[int, int] = {}
_SUIT_OF: dict[int, int] = {}
for _s in range(4):
    for _r in range(2, 15):
        _card = int.__new__(Card, (1 << RANK_TALLY_SHIFT[_r]) | (1 << (SUIT_TALLY_SHIFT + 4 * _s)))
        _INTERNED[_r, _s] = _card
        _RANK_OF[_card] = _r
        _SUIT_OF[_card] = _s

#: the 52 cards, clubs first, each suit from the deuce up
DECK = tuple(_INTERNED[r, s] for s in range(4) for r in range(2, 15))
_TEXT = {card: RANK_NAMES[_RANK_OF[card]] + SUITS[_SUIT_OF[card]] for card in DECK}

#: every spelling of one card that `parse_card` reads (any case, with or without the emoji
#: variation selector), and ``??``
_SPELLED: dict[str, Card | None] = {"??": None}
for _rank_text, _r in _RANK_INPUT.items():
    for _suit_text, _s in _SUIT_INPUT.items():
        for _spelling in {_rank_text + _suit_text, _rank_text.lower() + _suit_text.lower(),
                          _rank_text + _suit_text.lower(), _rank_text.lower() + _suit_text}:
            _SPELLED[_spelling] = _SPELLED[_spelling + "\ufe0f"] = _INTERNED[_r, _s]


def _refusal(text: str) -> CardError:
    return CardError(f"cannot read {text!r} as a card "
                     "(rank 2-10, J/B, Q/D, K, A; suit c d h s or ♣ ♦ ♥ ♠)")


def parse_card(text: str) -> Card:
    """One card in any notation the host types; ``??`` is refused here (see `parse_cards`)."""
    match = _CARD.fullmatch(text.strip())
    if not match:
        raise _refusal(text)
    rank, suit = match.groups()
    return Card(_RANK_INPUT[rank.upper()], _SUIT_INPUT[suit.upper()])


def parse_cards(text: str) -> tuple[Card | None, ...]:
    """A run of cards, joined (``????Qh``, ``QhTc``) or spaced (``Qh 10c``); ``??`` -> None."""
    try:                                   # the usual case: spaced cards, each a known spelling
        return tuple(map(_SPELLED.__getitem__, text.split()))
    except KeyError:
        pass
    if len(text) % 2 == 0:                 # the next usual case: joined cards of two characters each
        try:
            return tuple(_SPELLED[text[i:i + 2]] for i in range(0, len(text), 2))
        except KeyError:
            pass
    cards: list[Card | None] = []
    pos = 0
    text = text.strip()
    while pos < len(text):
        if text[pos].isspace() or text[pos] == ",":
            pos += 1
        elif text.startswith(_UNSEEN, pos):
            cards.append(None)
            pos += 2
        else:
            match = _CARD.match(text, pos)
            if not match:
                end = pos
                while end < len(text) and not text[end].isspace():
                    end += 1
                raise _refusal(text[pos:end])
            cards.append(parse_card(match.group(0)))
            pos = match.end()
    return tuple(cards)


def parse_rank(text: str) -> int:
    """A rank alone (``Q``, ``D``, ``10``, ``t``) -> 2..14."""
    try:
        return _RANK_INPUT[text.strip().upper()]
    except KeyError:
        raise CardError(f"cannot read {text!r} as a rank (2-10, J/B, Q/D, K, A)") from None


def rank_name(rank: int) -> str:
    """2..14 -> '2'..'A' (the PHH letter; 10 is 'T')."""
    return RANK_NAMES[rank]


def card_text(card: Card | None) -> str:
    """The canonical form, ``??`` for an unseen card."""
    return _UNSEEN if card is None else str(card)


def cards_text(cards) -> str:
    """Cards joined as PHH writes them: ``????Qh``."""
    return "".join(_UNSEEN if c is None else _TEXT[c] for c in cards)
