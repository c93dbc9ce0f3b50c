"""Low hands: Razz and the low half of Seven-Card Stud Hi-Lo (Ace to Five), Deuce to Seven, and
Razz High's order (the low ranking played for high); with or without wild cards.

Each rule counts a hand's cards as *values* and ranks five of them as a key that compares: the
*better* hand has the *larger* key, so the winner is still ``max`` (Norvig).

- ``a5``, Ace to Five (Razz, Hi-Lo): the Ace is low (1), straights and flushes do not count, a
  pair is worse than no pair; the best is 5-4-3-2-A (the wheel).
- ``27``, Deuce to Seven (2-7 Razz): the Ace is high (14) only, straights and flushes count
  against the hand (A-2-3-4-5 is no straight); the best is 7-5-4-3-2.
- ``high_as_low``, Razz High: Ace to Five's values and pairs, but of two hands without a pair
  the higher wins; the best is K-Q-J-T-9, the Ace the lowest card.

A wild card stands for the card that helps most (``wild_low: lowest``, the default): in Ace to
Five and Deuce to Seven the lowest card not already in the hand that makes no pair, straight or
flush ("In Lowball, a joker acts as the lowest missing card in a hand; for example, if a person
has A247, the joker would act as a 3", playwinningpoker.com), in Razz High the highest; or,
``wild_low: ace``, an Ace (the casino's bug, "given the rank of ace unless ... a straight, flush",
which a low hand never wants).

>>> from referee.cards import parse_cards
>>> low_hand(parse_cards('Ac 8d As Th 3c Ts 7c')) is None          # no five ranks of eight or less
True
>>> low_hand(parse_cards('8h 3h Ah 3s Jc 7d 4s')).name
'8-7-4-3-A low'
>>> razz_hand(parse_cards('Kc Kd Qs Qh 2c 2d 3s')).name
'pair of deuces, K-Q-3 low'
>>> hand = razz_hand(parse_cards('Ah 2c 4d 7s Qd'), frozenset(parse_cards('Qd')))
>>> hand.name, hand.wilds_text()
('7-4-3-2-A low', {'Qd': '3s'})
>>> razz_hand(parse_cards('7c 5d 4h 3s 2c 9d Kd'), rule='27').name
'7-5-4-3-2 low'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations

from .cards import Card

#: the low rules, as the options and the house games name them
LOW_RULES = ("a5", "27", "high_as_low")
#: what a wild card stands for in a low hand
WILD_LOWS = ("lowest", "ace")

_NAMES = {1: "A", 10: "T", 11: "J", 12: "Q", 13: "K", 14: "A"}
_STRAIGHT, _FLUSH, _FULL_HOUSE, _FOUR, _STRAIGHT_FLUSH = 4, 5, 6, 7, 8   # Deuce to Seven's made hands


def value(card: Card, rule: str = "a5") -> int:
    """What a card counts for: the Ace is 1 (Ace to Five, Razz High) or 14 (Deuce to Seven)."""
    return 1 if card.rank == 14 and rule != "27" else card.rank


def _groups(values) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """(cards paired away, the group sizes, the values by group size then value), high first."""
    groups = sorted(((values.count(v), v) for v in set(values)), reverse=True)
    return len(values) - len(groups), tuple(n for n, _ in groups), tuple(v for _, v in groups)


def _negated(bad: tuple) -> tuple:
    return tuple(-x if isinstance(x, int) else tuple(-y for y in x) for x in bad)


def _high_key(values, flush: bool) -> tuple:
    """Deuce to Seven: how good five values are as a high hand, the Ace high only (a larger key is
    a worse low): (category, values)."""
    paired, shape, order = _groups(list(values))
    straight = not paired and order[0] - order[4] == 4
    category = (_STRAIGHT_FLUSH if straight and flush else _FOUR if shape[0] == 4 else
                _FULL_HOUSE if shape == (3, 2) else _FLUSH if flush else _STRAIGHT if straight else
                {(3, 1, 1): 3, (2, 2, 1): 2, (2, 1, 1, 1): 1}.get(shape, 0))
    return (category, order)


def five_key(values, rule: str = "a5", flush: bool = False) -> tuple:
    """The key of five values under `rule` (larger is better); `flush`: the five are of one suit
    (it counts in Deuce to Seven only)."""
    if rule == "27":
        return _negated(_high_key(values, flush))
    paired, shape, order = _groups(list(values))
    if rule == "high_as_low":
        return (-paired, _negated(shape), order)
    return _negated((paired, shape, order))


@dataclass(frozen=True, order=True)
class LowRanking:
    """A low hand: compares by its key (larger is better); the cards, what each wild card
    stands for and the rule ride along."""

    key: tuple
    cards: tuple[Card, ...] = field(compare=False)
    wilds: tuple[tuple[Card, Card], ...] = field(compare=False, default=())
    rule: str = field(compare=False, default="a5")

    @property
    def values(self) -> list[int]:
        """The five values as they count (the wild cards as what they stand for), high first."""
        stands = dict(self.wilds)
        return sorted((value(stands.get(c, c), self.rule) for c in self.cards), reverse=True)

    @property
    def made(self) -> int:
        """Deuce to Seven: the category of a made hand that spoils the low (0: none)."""
        return -self.key[0] if self.rule == "27" else 0

    @property
    def name(self) -> str:
        values = self.values
        if len(set(values)) == len(values) and not self.made:
            return "-".join(_NAMES.get(v, str(v)) for v in values) + " low"
        if self.made >= _STRAIGHT:
            return f"{('straight', 'flush', 'full house', 'four of a kind', 'straight flush')[self.made - 4]}"
        from .words import ranks_word
        pairs = [v for v in set(values) if values.count(v) >= 2]
        rest = sorted((v for v in set(values) if values.count(v) == 1), reverse=True)
        lead = " and ".join(ranks_word(v) for v in sorted(pairs))
        kickers = "-".join(_NAMES.get(v, str(v)) for v in rest)
        return f"pair{'s' if len(pairs) > 1 else ''} of {lead}, {kickers}{' ' if kickers else ''}low"

    def wilds_text(self) -> dict:
        return {str(w): str(s) for w, s in self.wilds}

    def as_json(self) -> dict:
        return {"category": self.name, "cards": [str(c) for c in self.cards], "wilds": self.wilds_text(),
                "key": _flat(self.key)}


def _flat(key) -> list[int]:
    out: list[int] = []
    for part in key:
        out.extend(part if isinstance(part, tuple) else (part,))
    return out


# --- the best five ------------------------------------------------------------------------------

def _five_key(five) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """How bad an Ace-to-Five low of five natural cards is (smaller is better)."""
    return _groups([value(c) for c in five])


def razz_hand(cards, wild=frozenset(), rule: str = "a5", wild_low: str = "lowest", size: int = 5) -> LowRanking:
    """The best low of five cards or more under `rule` (every holding has one), with what each
    wild card of `wild` stands for; `size`: of that many cards (Henway's low of two, `two_card_low`)."""
    cards = tuple(cards)
    if rule == "a5" and wild.isdisjoint(cards):       # Razz without wild cards: the quickest way
        best = min(combinations(cards, size), key=_five_key)
        return LowRanking(_negated(_five_key(best)), tuple(sorted(best, key=value, reverse=True)))
    return max(_ranked(five, cards, wild, rule, wild_low) for five in combinations(cards, size))


def low_hand(cards, qualifier: int | None = 8, wild=frozenset(), rule: str = "a5",
             wild_low: str = "lowest", size: int = 5) -> LowRanking | None:
    """The best low that qualifies: five values of `qualifier` or less without a pair (Hi-Lo's
    eight or better; Deuce to Seven: nor a straight or flush), or None; no `qualifier`: any low.
    `size`: a low of that many cards."""
    hand = razz_hand(cards, wild, rule, wild_low, size)
    if qualifier is None:
        return hand
    values = hand.values
    if len(set(values)) < size or hand.made or values[0] > qualifier:
        return None
    return hand


def two_card_low(cards, qualifier: int | None = None, wild=frozenset(),
                 wild_low: str = "lowest") -> LowRanking | None:
    """The best Ace-to-Five low of two cards (Henway): no pair beats a pair, then the lower high
    card, then the lower second; the best is 2-A.

    >>> from referee.cards import parse_cards
    >>> [two_card_low(parse_cards(two)).name for two in ('Ah 2c', '7s 7d', '9c Kd 3h')]
    ['2-A low', 'pair of sevens, low', '9-3 low']
    >>> two_card_low(parse_cards('Ah 2c')) > two_card_low(parse_cards('3h 2d')) > two_card_low(parse_cards('Ac As'))
    True
    >>> two_card_low(parse_cards('9c 3h'), qualifier=8) is None
    True
    """
    cards = tuple(cards)
    if len(cards) == 2 and wild.isdisjoint(cards):          # the odds rank many: two plain cards at once
        first, second = cards if value(cards[0]) >= value(cards[1]) else cards[::-1]
        high, low = value(first), value(second)
        if qualifier is not None and (high == low or high > qualifier):
            return None
        key = (-1, (-2,), (-high,)) if high == low else (0, (-1, -1), (-high, -low))
        return LowRanking(key, (first, second))
    return low_hand(cards, qualifier, wild, "a5", wild_low, size=2)


def _ranked(five, holding, wild, rule: str, wild_low: str) -> LowRanking:
    """Five cards ranked, each wild card among them standing for what helps most (`_stand_ins`)."""
    naturals = [c for c in five if c not in wild]
    wilds = [c for c in five if c in wild]
    values = [value(c, rule) for c in naturals]
    flush_suit = naturals[0].suit if naturals and len({c.suit for c in naturals}) == 1 else None
    if not wilds:
        key = five_key(values, rule, flush=len(naturals) == 5 and flush_suit is not None)
        return LowRanking(key, tuple(sorted(five, key=lambda c: value(c, rule), reverse=True)), rule=rule)
    chosen = _stand_ins(tuple(sorted(values)), len(wilds), rule, wild_low)
    stands = _assigned(wilds, chosen, rule, flush_suit, set(holding))
    key = five_key(values + list(chosen), rule)           # a wild card always breaks a flush
    standing = dict(stands)

    def counted(card: Card) -> int:
        return value(standing.get(card, card), rule)
    order = sorted(five, key=counted, reverse=True)
    return LowRanking(key, tuple(order), stands, rule)


def _stand_ins(values: tuple[int, ...], k: int, rule: str, wild_low: str) -> tuple[int, ...]:
    """The values k wild cards stand for beside the natural `values`: the ones that make the best
    hand (the lowest missing, in Ace to Five; the highest, in Razz High; in Deuce to Seven the
    lowest that make no straight), or Aces (``wild_low: ace``)."""
    ace = 14 if rule == "27" else 1
    if wild_low == "ace":
        return (ace,) * k
    every = range(2, 15) if rule == "27" else range(1, 14)
    missing = [v for v in every if v not in values]
    if rule == "a5":
        return tuple(missing[:k])
    if rule == "high_as_low":
        return tuple(missing[-k:])
    return max(combinations(missing[:k + 5], k), key=lambda chosen: five_key(list(values) + list(chosen), rule))


def _assigned(wilds, chosen, rule: str, flush_suit: int | None, held) -> tuple[tuple[Card, Card], ...]:
    """Each wild card with the card it stands for: itself where its own value is chosen (a wild
    card that can be itself is), else a card of a chosen value that the player does not hold."""
    left = list(chosen)
    itself = []
    for w in wilds:
        if value(w, rule) in left and w.suit != flush_suit:
            left.remove(value(w, rule))
            itself.append(w)
    others = [w for w in wilds if w not in itself]
    return tuple([(w, w) for w in itself] + [(w, _card(v, rule, flush_suit, held)) for w, v in zip(others, left)])


def _card(v: int, rule: str, flush_suit: int | None, held) -> Card:
    """A card of value `v` that the player does not hold, not of the suit of a flush to break."""
    rank = 14 if v == 1 else v
    suits = [s for s in (3, 2, 1, 0) if s != flush_suit] + ([flush_suit] if flush_suit is not None else [])
    return next((Card(rank, s) for s in suits if Card(rank, s) not in held), Card(rank, suits[0]))


# --- who opens -----------------------------------------------------------------------------------

def up_low_key(cards, rule: str = "a5") -> tuple:
    """The face-up cards as a low, for who opens a round in the low games: the best low showing
    opens (straights and flushes of fewer than five cards do not count)."""
    paired, shape, order = _groups([value(c, rule) for c in cards])
    if rule == "high_as_low":
        return (-paired, _negated(shape), order)
    return _negated((paired, shape, order))
