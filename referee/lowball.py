"""Low hands, Ace to Five: Razz, and the low half of Seven-Card Stud Hi-Lo (eight or better).

The Ace is low, straights and flushes do not count, and a pair is worse than no pair.  The best
low is 5-4-3-2-A (the wheel).  As everywhere in the referee, the ranking is a key that compares:
the *better* low has the *larger* key, so the winner is still ``max``.

>>> from referee.cards import parse_cards
>>> low_hand(parse_cards('Ac 8d As Th 3c Ts 7c')) is None          # no five ranks of eight or less
True
>>> low_hand(parse_cards('8h 3h Ah 3s Jc 7d 4s')).name
'8-7-4-3-A low'
>>> razz_hand(parse_cards('Kc Kd Qs Qh 2c 2d 3s')).name
'pair of deuces, K-Q-3 low'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations

from .cards import Card

_NAMES = {1: "A", 10: "T", 11: "J", 12: "Q", 13: "K"}


def _low_rank(card: Card) -> int:
    return 1 if card.rank == 14 else card.rank


def _five_key(five) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """How bad a low is (smaller is better): pairs first, then the ranks from the top."""
    ranks = [_low_rank(c) for c in five]
    groups = sorted(((ranks.count(r), r) for r in set(ranks)), reverse=True)
    shape = tuple(count for count, _ in groups)
    return (len(ranks) - len(set(ranks)), shape, tuple(r for _, r in groups))


@dataclass(frozen=True, order=True)
class LowRanking:
    """A low hand: compares by its key (larger is better); the cards ride along."""

    key: tuple
    cards: tuple[Card, ...] = field(compare=False)
    wilds: tuple = field(compare=False, default=())

    @property
    def name(self) -> str:
        ranks = sorted((_low_rank(c) for c in self.cards), reverse=True)
        if len(set(ranks)) == 5:
            return "-".join(_NAMES.get(r, str(r)) for r in ranks) + " low"
        from .words import ranks_word
        pairs = [r for r in set(ranks) if ranks.count(r) == 2]
        rest = sorted((r for r in set(ranks) if ranks.count(r) == 1), reverse=True)
        lead = " and ".join(ranks_word(r) for r in sorted(pairs)) if pairs else "a group"
        kickers = "-".join(_NAMES.get(r, str(r)) for r in rest)
        return f"pair{'s' if len(pairs) > 1 else ''} of {lead}, {kickers} low"

    def wilds_text(self) -> dict:
        return {}

    def as_json(self) -> dict:
        return {"category": self.name, "cards": [str(c) for c in self.cards], "wilds": {}, "key": _flat(self.key)}


def _flat(key) -> list[int]:
    out: list[int] = []
    for part in key:
        out.extend(part if isinstance(part, tuple) else (part,))
    return out


def _negated(bad: tuple) -> tuple:
    return tuple(-x if isinstance(x, int) else tuple(-y for y in x) for x in bad)


def razz_hand(cards) -> LowRanking:
    """The best Ace-to-Five low of five cards or more (Razz: every hand has one)."""
    best = min(combinations(cards, 5), key=_five_key)
    return LowRanking(_negated(_five_key(best)), tuple(sorted(best, key=_low_rank, reverse=True)))


def low_hand(cards, eight_or_better: bool = True) -> LowRanking | None:
    """The best low of five ranks of eight or less (Hi-Lo's qualifier), or None."""
    hand = razz_hand(cards)
    ranks = [_low_rank(c) for c in hand.cards]
    if len(set(ranks)) < 5 or (eight_or_better and max(ranks) > 8):
        return None
    return hand


def up_low_key(cards) -> tuple:
    """The face-up cards as a low, for who opens a round in Razz: the best low showing opens."""
    ranks = [_low_rank(c) for c in cards]
    groups = sorted(((ranks.count(r), r) for r in set(ranks)), reverse=True)
    return _negated((len(ranks) - len(set(ranks)), tuple(c for c, _ in groups), tuple(r for _, r in groups)))
