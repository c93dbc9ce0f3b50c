"""Hand ranking with wild cards: the best five cards of a holding, as a key that compares.

A *holding* is all of a player's cards (five or more: seven in seven-card stud, eight with
a common card, more with Baseball's extra cards); the *hand* is the best five of them.  A
wild card stands for any card, but the five cards after substitution are five different
cards and none of them copies a card the player holds naturally (no A♥ A♥, no double-ace
flush), except in five of a kind.  Five wild cards are five Aces.

The ranking of a hand is a key, a tuple of ints: the category first, then the ranks that
break ties, most important first.  The better hand has the larger key, so the winner is
``max`` and the winners are all hands whose key equals the best one (Norvig, CS212).

>>> r = best_hand(parse_cards('Jd Js Qc 9h 9c Ks 2d'), wild_set({11, 12}))
>>> r.name, [str(c) for c in r.cards], r.wilds_text()
('five of a kind', ['9h', '9c', 'Jd', 'Js', 'Qc'], {'Jd': '9s', 'Js': '9d', 'Qc': '9s'})

The rule that decides every hand is `hand_key`; `best_hand` adds the five cards and what
each wild card stands for, and `reference_key` is a slow search over every substitution
that the tests check `hand_key` against.
"""

from __future__ import annotations

import functools
import os
import pickle
from collections.abc import Callable
from enum import IntEnum
from itertools import combinations, compress, count, islice, repeat
from math import comb
from operator import add, and_
from types import SimpleNamespace

from .cards import (  # noqa: F401
    DECK,
    RANK_TALLY_SHIFT,
    SUIT_TALLY_SHIFT,
    WILD_TALLY_SHIFT,
    Card,
    parse_cards,  # (parse_cards for the doctests)
)

ACE = 14


class Category(IntEnum):
    """Hand categories, worst to best; the extended ones (options, off by default) sit in
    the order of hand-ranking.de.txt."""

    HIGH_CARD = 0
    PAIR = 1
    FOUR_STRAIGHT = 2
    FOUR_FLUSH = 3
    TWO_PAIR = 4
    BLAZE = 5
    THREE_OF_A_KIND = 6
    SKIP_STRAIGHT = 7
    ROUND_THE_CORNER_STRAIGHT = 8
    STRAIGHT = 9
    FLUSH = 10
    FULL_HOUSE = 11
    FOUR_OF_A_KIND = 12
    STRAIGHT_FLUSH = 13
    FIVE_OF_A_KIND = 14

    @property
    def label(self) -> str:
        return self.name.lower().replace("_", " ").replace("round the corner", "round-the-corner")


#: the optional categories and the option names that switch them on
EXTENDED = {
    "round_the_corner_straight": Category.ROUND_THE_CORNER_STRAIGHT,
    "skip_straight": Category.SKIP_STRAIGHT,
    "blaze": Category.BLAZE,
    "four_flush": Category.FOUR_FLUSH,
    "four_straight": Category.FOUR_STRAIGHT,
}

#: the categories as plain ints, for keys that are tuples of ints
_C = SimpleNamespace(**{c.name: int(c) for c in Category})

FACES = (13, 12, 11)


def _mask(ranks) -> int:
    m = 0
    for r in ranks:
        m |= 1 << r
    return m


def _window(ranks) -> tuple[int, tuple[int, ...]]:
    return _mask(ranks), tuple(ranks)


# Straights, best first: A-K-Q-J-T down to 5-4-3-2-A (the Ace low only here).
STRAIGHTS = [_window(range(high, high - 5, -1)) for high in range(ACE, 5, -1)] + [
    _window((5, 4, 3, 2, ACE))]
# Round the corner: through K-A-2, the Ace high in the key; best first.
CORNER_STRAIGHTS = [(_mask(w), w) for w in ((ACE, 13, 12, 11, 2), (ACE, 13, 12, 3, 2), (ACE, 13, 4, 3, 2))]
# Skip straights: every other rank, 6-8-T-Q-A down to A-3-5-7-9 (the Ace low there: 1 in the key).
SKIP_STRAIGHTS = [_window(range(high, high - 10, -2)) for high in range(ACE, 9, -1)] + [
    (_mask((9, 7, 5, 3, ACE)), (9, 7, 5, 3, 1))]
FOUR_STRAIGHTS = [_window(range(high, high - 4, -1)) for high in range(ACE, 4, -1)] + [
    _window((4, 3, 2, ACE))]


def _fill(have: int, wilds: int, size: int, ranks=range(ACE, 1, -1)) -> tuple[int, ...] | None:
    """The best `size` distinct ranks from `have` (a mask of held ranks), wild cards taking
    the best ranks not held; None when there are too few."""
    out = []
    for r in ranks:
        if have >> r & 1:
            out.append(r)
        elif wilds:
            wilds -= 1
            out.append(r)
        else:
            continue
        if len(out) == size:
            return tuple(out)
    return None


def _enough(have: int, wilds: int, size: int) -> tuple[int, ...]:
    """`_fill` where there are enough natural ranks and wild cards for `size`."""
    ranks = _fill(have, wilds, size)
    if ranks is None:
        raise AssertionError(f"fewer than {size} ranks")     # the callers rule this out
    return ranks


def _by_ranks(counts: list[int], w: int, extended=frozenset()) -> tuple[int, ...]:
    """The best hand that suits play no part in, from natural rank counts and w wild cards."""
    present = [r for r in range(ACE, 1, -1) if counts[r]]        # natural ranks, high first
    most = max((counts[r] for r in present), default=0) + w       # the most cards of one rank
    return (_of_a_kind(counts, w, present, most)
            or _straight(_mask(present), 5 - w, extended)
            or _three_or_blaze(counts, w, present, most, extended)
            or _pairs(counts, w, present, most, extended))


def _of_a_kind(counts: list[int], w: int, present: list[int], most: int) -> tuple[int, ...] | None:
    """Five of a kind, four of a kind or a full house; None when there is none."""
    if most >= 5:
        return (_C.FIVE_OF_A_KIND, ACE if w >= 5 else next(r for r in present if counts[r] + w >= 5))
    if most >= 4:
        quad = next(r for r in present if counts[r] + w >= 4)
        return (_C.FOUR_OF_A_KIND, quad, next(r for r in present if r != quad))
    return _full_house(counts, w, present) if most >= 3 else None


def _full_house(counts: list[int], w: int, present: list[int]) -> tuple[int, ...] | None:
    """The best full house, the wild cards left over from the three helping the pair."""
    for t in present:
        spare = w - max(0, 3 - counts[t])
        if spare >= 0:
            pair = next((p for p in present if p != t and counts[p] + spare >= 2), None)
            if pair is not None:
                return (_C.FULL_HOUSE, t, pair)
    return None


def _straight(held: int, need: int, extended) -> tuple[int, ...] | None:
    """The best straight (or extended straight) with `need` of its ranks in `held` (a mask)."""
    for window, ranks in STRAIGHTS:
        if (held & window).bit_count() >= need:
            return (_C.STRAIGHT, ranks[0])
    if extended:
        for category, windows in ((_C.ROUND_THE_CORNER_STRAIGHT, CORNER_STRAIGHTS),
                                  (_C.SKIP_STRAIGHT, SKIP_STRAIGHTS)):
            if category in extended:
                for window, ranks in windows:
                    if (held & window).bit_count() >= need:
                        return (category, *ranks)
    return None


def _three_or_blaze(counts: list[int], w: int, present: list[int], most: int, extended) -> tuple[int, ...] | None:
    """Three of a kind, or a blaze (an extended category); None when there is neither."""
    if most >= 3:
        t = next(r for r in present if counts[r] + w >= 3)
        return (_C.THREE_OF_A_KIND, t, *[r for r in present if r != t][:2])
    if _C.BLAZE in extended:
        faces = [r for r in FACES for _ in range(counts[r] + (w if r == 13 else 0))]
        if len(faces) >= 5:
            return (_C.BLAZE, *faces[:5])
    return None


def _pairs(counts: list[int], w: int, present: list[int], most: int, extended) -> tuple[int, ...]:
    """Two pair, a four-straight (an extended category), a pair or the high cards."""
    # two pair (only without wild cards: one wild card and a pair make three of a kind)
    pairs = [r for r in present if counts[r] >= 2]
    if len(pairs) >= 2:
        p1, p2 = pairs[:2]
        return (_C.TWO_PAIR, p1, p2, next(r for r in present if r not in (p1, p2)))
    if _C.FOUR_STRAIGHT in extended:
        four = _four_straight(counts, w, present)
        if four:
            return four
    if most >= 2:
        p = next(r for r in present if counts[r] + w >= 2)
        return (_C.PAIR, p, *[r for r in present if r != p][:3])
    return (_C.HIGH_CARD, *present[:5])


def _four_straight(counts: list[int], w: int, present: list[int]) -> tuple[int, ...] | None:
    """The best four-straight and its kicker; None when there is none."""
    held = _mask(present)
    for window, ranks in FOUR_STRAIGHTS:
        if (held & window).bit_count() + w >= 4:
            kicker = next((r for r in present if r not in ranks or counts[r] > 1), 0)
            return (_C.FOUR_STRAIGHT, ranks[0], kicker)
    return None


def _by_suits(suits: list[int], w: int, extended=frozenset()) -> tuple[int, ...]:
    """The best straight flush, flush or four-flush from per-suit masks of natural ranks and
    w wild cards, the wild cards standing for cards of the suit that the player lacks;
    ``(-1,)`` when there is none."""
    need = 5 - w
    best_sf = 0
    best_flush: tuple[int, ...] = ()
    for mask in suits:
        if mask.bit_count() >= need:
            for window, ranks in STRAIGHTS:
                if (mask & window).bit_count() >= need:
                    best_sf = max(best_sf, ranks[0])
                    break
            best_flush = max(best_flush, _enough(mask, w, 5))
    if best_sf:
        return (_C.STRAIGHT_FLUSH, best_sf)
    if best_flush:
        return (_C.FLUSH, *best_flush)
    best: tuple[int, ...] = (-1,)
    if _C.FOUR_FLUSH in extended:
        for i, mask in enumerate(suits):
            if mask.bit_count() + w >= 4:
                four = _enough(mask, w, 4)
                rest = [m & ~_mask(four) if j == i else m for j, m in enumerate(suits)]
                best = max(best, (_C.FOUR_FLUSH, *four, max(m.bit_length() - 1 for m in rest)))
    return best


def _suited(mask: int, w: int) -> tuple[int, ...]:
    """The best straight flush or flush in one suit, from its natural ranks (a mask) and w
    wild cards standing for the cards of the suit that the player lacks; enough for five."""
    need = 5 - w
    for window, ranks in STRAIGHTS:
        if (mask & window).bit_count() >= need:
            return (_C.STRAIGHT_FLUSH, ranks[0])
    return (_C.FLUSH, *_enough(mask, w, 5))


# --- the tally: a holding counted in one int ------------------------------------------------
#
# A card's int value counts its rank and suit (see `referee.cards.Card`), so the sum of a
# holding's cards counts its ranks and suits.  A wild card counts as one more wild card and
# one more card of every suit (it can join any flush): its value is WILD_TALLY.  Without a
# flush, the best hand depends on the rank counts and the number of wild cards alone, the
# low 43 bits of the tally: its *pattern*.  A flush is in reach when a suit's count (its
# natural cards plus the wild cards) reaches five; adding 3 to each four-bit suit count sets
# the count's top bit exactly then: the sums start at FLUSH_ADD, so ``t & FLUSH_BITS`` tells.

#: the most cards a tally counts: a suit's four bits hold its count plus FLUSH_ADD's 3 (a
#: four-flush's 4) without carrying into the next suit (Baseball's extra cards may pass it)
MOST_TALLIED = 11


WILD_TALLY = 1 << WILD_TALLY_SHIFT | 0x1111 << SUIT_TALLY_SHIFT
PATTERN_MASK = (1 << SUIT_TALLY_SHIFT) - 1
FLUSH_ADD = 3 * 0x1111 << SUIT_TALLY_SHIFT
_FOUR_FLUSH_ADD = 4 * 0x1111 << SUIT_TALLY_SHIFT
FLUSH_BITS = 0x8888 << SUIT_TALLY_SHIFT
#: each card as the bit of its rank in its suit's 16 bits (for the flush), a wild card as 0
SUITED_BIT = {c: 1 << 16 * c.suit + c.rank for c in DECK}
#: the suits whose flag is set in (tally with FLUSH_ADD) >> _REACH_SHIFT (bit 4 * suit), as the
#: shifts of their 16 bits in a `suited` int
_REACH_SHIFT = SUIT_TALLY_SHIFT + 3
_REACHING = [[16 * s for s in range(4) if flags >> 4 * s & 1] for flags in range(0x1112)]


def tally(cards, wild=frozenset()) -> int:
    """The cards counted in one int: ranks, suits, and the wild cards (see above).

    >>> t = tally(parse_cards('Qh 7c 7d'), wild_set({12}))
    >>> t == (2 << 3 * (7 - 2)) + WILD_TALLY + (1 << 43 + 4 * 0) + (1 << 43 + 4 * 1)   # two sevens, a wild card, ♣ ♦
    True
    """
    return sum(map(_counting(wild).tally, cards)) if wild else sum(cards)


class _Counting:
    """How to count cards with a set of wild cards: `tally(card)` its value in a tally,
    `suited(card)` its bit in the natural ranks of its suit (0 for a wild card)."""

    __slots__ = ("suited", "tally")

    def __init__(self, tally: Callable[[Card], int], suited: Callable[[Card], int]):
        self.tally = tally
        self.suited = suited


_COUNTING: dict[frozenset, _Counting] = {}


def _counting(wild) -> _Counting:
    """How to count with these wild cards (kept for the last few hundred wild sets)."""
    global _LAST_COUNTING
    if not isinstance(wild, frozenset):
        wild = frozenset(wild)
    counting = _COUNTING.get(wild)
    if counting is None:
        if len(_COUNTING) >= 256:           # the wild cards of single holdings (hole Queens): a bound
            _COUNTING.clear()
        counting = _COUNTING[wild] = _Counting(
            {c: WILD_TALLY if c in wild else int(c) for c in DECK}.__getitem__,
            {c: 0 if c in wild else SUITED_BIT[c] for c in DECK}.__getitem__)
    _LAST_COUNTING = (wild, counting)      # one tuple: a thread reads both or neither
    return counting


_LAST_COUNTING: tuple[frozenset, _Counting] = (frozenset(), _Counting(int, SUITED_BIT.__getitem__))


def pattern_key(pattern: int, extended=frozenset()) -> tuple[int, ...]:
    """The best hand without a flush of a pattern (rank counts and the wild count)."""
    counts = [0, 0] + [pattern >> RANK_TALLY_SHIFT[r] & 7 for r in range(2, ACE + 1)]
    return _by_ranks(counts, pattern >> WILD_TALLY_SHIFT & 15, extended)


#: `hand_key`'s memo: pattern -> the best hand without a flush (`pattern_key`).  A plain dict,
#: which Python looks up in its quickest way (a subclass with ``__missing__`` took 25 ns more
#: of a call's 375): a pattern not in it yet is put in by `pattern_entry`.
PATTERNS: dict[int, tuple[int, ...]] = {}


def pattern_entry(pattern: int) -> tuple[int, ...]:
    """`PATTERNS`' entry for a pattern missing from it: the precomputed tables loaded on the
    first miss (`load_tables`), a pattern they lack (not of seven cards) worked out and kept."""
    if not _LOADED:
        load_tables()
    key = PATTERNS.get(pattern)
    if key is None:
        key = PATTERNS[pattern] = pattern_key(pattern)
    return key


def pattern_keys(tallies: list[int]) -> list[tuple[int, ...]]:
    """The `PATTERNS` entry of each tally (with or without FLUSH_ADD), in one go.

    >>> pattern_keys([tally(parse_cards('Ah Ad 5c 5d 9s Ks 2c')), tally(parse_cards('Ah Ad 5c'))])
    [(4, 14, 5, 13), (1, 14, 5)]
    >>> Category(4).name, Category(1).name       # the second holding, of three cards, not precomputed
    ('TWO_PAIR', 'PAIR')
    """
    patterns = list(map(and_, tallies, repeat(PATTERN_MASK)))
    try:
        return list(map(PATTERNS.__getitem__, patterns))
    except KeyError:
        return list(map(pattern_entry, patterns))


_EXTENDED_PATTERNS: dict[frozenset, dict[int, tuple[int, ...]]] = {}


def wild_set(ranks=(), cards=()) -> frozenset[Card]:
    """All cards of the wild `ranks` (2..14), plus single wild `cards` (Black Mariah's Q♠).

    >>> len(wild_set({12, 6}))
    8
    """
    return frozenset(c for c in DECK if c.rank in ranks) | frozenset(cards)


_NONE: frozenset = frozenset()        # the default: no wild card, no extended category


def hand_key(cards, wild=_NONE, extended=_NONE) -> tuple[int, ...]:
    """The ranking of the best five of `cards` as a comparable tuple of ints.

    `wild`: the wild cards (see `wild_set`); `extended`: the `Category` members of the
    extended ranking in play.

    >>> hand_key(parse_cards('Ah Kh Qh Jh Th 2c 3d')) > hand_key(parse_cards('9s 9d 9c 9h 2c'))
    True
    >>> hand_key(parse_cards('Ah 2c 9h 5h 3h'), wild_set({2}))     # the 2c is the K♥
    (10, 14, 13, 9, 5, 3)
    """
    if wild is _NONE and extended is _NONE:        # no wild card: the quickest test first (a call is 375 ns)
        t = sum(cards, FLUSH_ADD)
        try:
            key = PATTERNS[t & PATTERN_MASK]
        except KeyError:
            key = pattern_entry(t & PATTERN_MASK)
        if t & FLUSH_BITS:
            return max(key, flush_key(t, sum(map(SUITED_BIT.__getitem__, cards))))
        return key
    return _wild_key(cards, wild, extended)        # (a function of its own: a smaller frame for the above)


def _wild_key(cards, wild, extended) -> tuple[int, ...]:
    """`hand_key` with wild cards or extended categories (or an empty set of either)."""
    if not (wild or extended):
        return hand_key(cards)
    if extended:
        return _extended_key(cards, wild, extended)
    last = _LAST_COUNTING                     # the wild cards of the last call, most often these
    counting = last[1] if last[0] is wild else _counting(wild)
    t = sum(map(counting.tally, cards), FLUSH_ADD)
    try:
        key = PATTERNS[t & PATTERN_MASK]
    except KeyError:
        key = pattern_entry(t & PATTERN_MASK)
    if t & FLUSH_BITS and key < _FIVE_OF_A_KIND:        # five of a kind beats any flush
        flush = flush_key(t, sum(map(counting.suited, cards)))
        return flush if flush > key else key
    return key


def hand_keys(holdings, wild=frozenset(), extended=frozenset()) -> list[tuple[int, ...]]:
    """`hand_key` of each holding, in one go: the same keys, faster (the loop over the
    holdings runs in C), for simulations and tables.

    >>> hand_keys([parse_cards('Ah 2c 9h 5h 3h'), parse_cards('Qc Qd 7h 7s 2d')], wild_set({2}))
    [(10, 14, 13, 9, 5, 3), (11, 12, 7)]
    """
    holdings = holdings if isinstance(holdings, list | tuple) else list(holdings)
    if extended:
        return [hand_key(cards, wild, extended) for cards in holdings]
    if wild:
        counting = _counting(wild)
        tallies = list(map(sum, map(map, repeat(counting.tally), holdings), repeat(FLUSH_ADD)))
        suited = counting.suited
    else:
        tallies = list(map(sum, holdings, repeat(FLUSH_ADD)))
        suited = SUITED_BIT.__getitem__
    keys = pattern_keys(tallies)
    for i in compress(count(), map(and_, tallies, repeat(FLUSH_BITS))):
        if keys[i] < _FIVE_OF_A_KIND:
            keys[i] = max(keys[i], flush_key(tallies[i], sum(map(suited, holdings[i]))))
    return keys


_FIVE_OF_A_KIND = (_C.FIVE_OF_A_KIND,)


def flush_key(t: int, suited: int) -> tuple[int, ...]:
    """The best straight flush or flush of a holding whose tally `t` (with FLUSH_ADD in it)
    has one in reach; `suited`: its natural cards, each suit's ranks in 16 bits (see
    `SUITED_BIT`)."""
    memo = _SUITED[t >> WILD_TALLY_SHIFT & 15]
    shifts = _REACHING[t >> _REACH_SHIFT & 0x1111]
    if len(shifts) == 1:
        return memo[suited >> shifts[0] & 0xFFFF]
    return max(memo[suited >> shift & 0xFFFF] for shift in shifts)


class _Suited(dict):
    """`flush_key`'s memo for w wild cards: a suit's natural ranks (a mask) -> `_suited`; the
    masks of seven-card holdings precomputed (`load_tables`, on the first miss)."""

    def __init__(self, w: int):
        super().__init__()
        self.w = w

    def __missing__(self, mask: int) -> tuple[int, ...]:
        if not _LOADED:
            load_tables()
            if mask in self:
                return self[mask]
        key = self[mask] = _suited(mask, self.w)
        return key


_SUITED = [_Suited(w) for w in range(MOST_TALLIED + 1)]        # by the number of wild cards


def _extended_key(cards, wild, extended) -> tuple[int, ...]:
    """`hand_key` with extended categories: a memo of patterns for each set of them, and the
    suits looked at whenever a four-flush is in reach."""
    t = tally(cards, wild)
    memo = _EXTENDED_PATTERNS.setdefault(extended, {})
    key = memo.get(t & PATTERN_MASK)
    if key is None:
        key = memo[t & PATTERN_MASK] = pattern_key(t & PATTERN_MASK, extended)
    if t + _FOUR_FLUSH_ADD & FLUSH_BITS:
        suits = [0, 0, 0, 0]
        for card in cards:
            if card not in wild:
                suits[card.suit] |= 1 << card.rank
        key = max(key, _by_suits(suits, t >> WILD_TALLY_SHIFT & 15, extended))
    return key


# --- the precomputed tables ------------------------------------------------------------------
#
# Every pattern of a seven-card holding (every showdown of the stud games) with its key, and
# every suit's natural ranks that reach a flush in a seven-card holding with w wild cards
# with theirs (`_suited`): worked out once by `tools/hand_patterns.py` and shipped as a plain
# pickle, which loads in 10-20 ms, most of it building the dicts (working them out takes
# about a second; rebuilding them from a compact list of keys took 30-40 ms more, and zlib
# would add 3-6 ms to save a megabyte on disk).  A test works the file out again and compares.
# The patterns: for each number of wild cards w, each multiset of the 7 - w natural ranks
# (`all_patterns`; those with a rank five times or more included: they never occur, and keep
# the list simple), in the file the commonest first (`commonest_first`).

TABLES_FILE = os.path.join(os.path.dirname(__file__), "hand_patterns.bin")
PATTERN_SIZE = 7
_LOADED = False


def all_patterns() -> list[int]:
    """Every pattern of a PATTERN_SIZE holding (the file holds them `commonest_first`).

    >>> len(all_patterns()), all_patterns()[:2] == [7 << 0 | 0, 6 << 0 | 1 << 3]
    (77520, True)
    """
    naturals = _rank_multisets(PATTERN_SIZE)
    return [pattern for w in range(PATTERN_SIZE + 1)
            for pattern in map(add, naturals[PATTERN_SIZE - w], repeat(w << WILD_TALLY_SHIFT))]


def _rank_multisets(most: int) -> list[list[int]]:
    """For each size up to `most`: the rank counts (as a tally) of every multiset of ranks of
    that size, in the order of `combinations_with_replacement(range(2, 15), size)`.

    Those of a size that start with the i-th rank are that rank plus each multiset of one
    less from the i-th rank on: the tail of the smaller size's list from where its multisets
    starting with the i-th rank begin."""
    bits = [1 << RANK_TALLY_SHIFT[r] for r in range(2, ACE + 1)]
    every = [[0]]
    begins = [[0] * 13]                      # where the multisets starting with the i-th rank begin
    for _ in range(most):
        smaller, starts = every[-1], begins[-1]
        larger: list[int] = []
        begins.append([])
        for i, bit in enumerate(bits):
            begins[-1].append(len(larger))
            larger.extend(map(add, islice(smaller, starts[i], None), repeat(bit)))
        every.append(larger)
    return every


def flush_masks(w: int) -> list[int]:
    """The natural ranks (masks, as in `flush_key`) of one suit that reach a flush in a
    seven-card holding with w wild cards: five to seven cards of the suit, wild ones included.

    >>> len(flush_masks(0)), len(flush_masks(7))
    (4719, 1)
    """
    return [sum(1 << r for r in ranks) for n in range(max(0, 5 - w), PATTERN_SIZE - w + 1)
            for ranks in combinations(range(2, ACE + 1), n)]


def commonest_first(pattern: int) -> tuple[int, int]:
    """The order of the patterns in the file: by the number of wild cards, then the commonest
    first (the most ways to deal the natural cards: the product of C(4, count) over the
    ranks).  Loaded in this order, the patterns that most hands have lie together in memory,
    and a look-up finds them in the caches more often: per call 14-21 ns less of 390, in an
    A/B with treys' work between the runs (in the order of `all_patterns` they lay apart).

    >>> seven_ranks, a_pair = tally(parse_cards('2c 4d 6h 8s Tc Qd Ah')), tally(parse_cards('2c 2d 6h 8s Tc Qd Ah'))
    >>> commonest_first(seven_ranks), commonest_first(a_pair)       # 4 ** 7 ways, 6 * 4 ** 5
    ((0, -16384), (0, -6144))
    """
    ways = 1
    for r in range(2, ACE + 1):
        ways *= comb(4, pattern >> RANK_TALLY_SHIFT[r] & 7)
    return pattern >> WILD_TALLY_SHIFT & 15, -ways


def write_tables() -> bytes:
    """The file's bytes, every key worked out by `pattern_key` and `_suited` (about a second)."""
    same: dict[tuple[int, ...], tuple[int, ...]] = {}      # equal keys pickled once
    patterns = {p: same.setdefault(key, key) for p in sorted(all_patterns(), key=commonest_first)
                for key in [pattern_key(p)]}
    suited = [{m: same.setdefault(key, key) for m in flush_masks(w) for key in [_suited(m, w)]}
              for w in range(PATTERN_SIZE + 1)]
    return pickle.dumps((patterns, suited), protocol=5)


def load_tables() -> None:
    """Put the precomputed patterns and flushes into `PATTERNS` and `_SUITED` (once; a
    second thread that loads them too puts in the same)."""
    global _LOADED
    with open(TABLES_FILE, "rb") as file:
        patterns, suited = pickle.load(file)
    PATTERNS.update(patterns)
    for memo, table in zip(_SUITED, suited):
        memo.update(table)
    _LOADED = True


# --- the hand behind a key: five cards and what each wild card stands for -----------------

def _ranks_of(key: tuple[int, ...]) -> tuple[int, ...]:
    """The five ranks of the hand a key describes, in the order they are shown."""
    category, first = key[0], key[1]
    if category == _C.FIVE_OF_A_KIND:
        return (first,) * 5
    if category == _C.STRAIGHT_FLUSH or category == _C.STRAIGHT:
        return (5, 4, 3, 2, ACE) if first == 5 else tuple(range(first, first - 5, -1))
    if category == _C.FOUR_OF_A_KIND:
        return (first,) * 4 + key[2:]
    if category == _C.FULL_HOUSE:
        return (first,) * 3 + (key[2],) * 2
    if category == _C.THREE_OF_A_KIND:
        return (first,) * 3 + key[2:]
    if category == _C.TWO_PAIR:
        return (first,) * 2 + (key[2],) * 2 + key[3:]
    if category == _C.PAIR:
        return (first,) * 2 + key[2:]
    if category == _C.FOUR_STRAIGHT:
        return ((4, 3, 2, ACE) if first == 4 else tuple(range(first, first - 4, -1))) + key[2:]
    if 1 in key:                              # an Ace low in a skip straight's key
        return tuple(ACE if r == 1 else r for r in key[1:])
    return key[1:]


class Ranking:
    """A ranked hand: compares by its key alone; the cards ride along for the ruling.

    It does not change, and orders by `key` alone, as ``@dataclass(frozen=True, order=True)``
    with `cards` and `wilds` kept out of the comparison would make it; written out because
    importing `dataclasses` takes the ``best-hand`` line filter a twentieth of its run.

    >>> a = Ranking((1, 5, 13, 9, 6), parse_cards('5h 5d Kh 9c 6h'))
    >>> b = Ranking((1, 5, 13, 9, 6), parse_cards('5s 5c Kd 9h 6s'))
    >>> a == b, a < Ranking((4, 9, 5, 14), ()), len({a, b}), max(b, a) is b
    (True, True, 1, True)
    """

    __slots__ = ("cards", "key", "wilds")
    key: tuple[int, ...]
    cards: tuple[Card, ...]
    wilds: tuple[tuple[Card, Card], ...]          # (wild card, what it stands for)

    def __init__(self, key: tuple[int, ...], cards: tuple[Card, ...], wilds: tuple = ()):
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "wilds", wilds)

    def __setattr__(self, name: str, value) -> None:
        raise AttributeError(f"a Ranking does not change: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a Ranking does not change: cannot delete {name!r}")

    def __reduce__(self):
        return Ranking, (self.key, self.cards, self.wilds)

    def __repr__(self) -> str:
        return f"Ranking(key={self.key!r}, cards={self.cards!r}, wilds={self.wilds!r})"

    def __hash__(self) -> int:
        return hash((self.key,))

    def __eq__(self, other) -> bool:
        return self.key == other.key if other.__class__ is Ranking else NotImplemented

    def __lt__(self, other: Ranking) -> bool:
        return self.key < other.key if other.__class__ is Ranking else NotImplemented

    def __le__(self, other: Ranking) -> bool:
        return self.key <= other.key if other.__class__ is Ranking else NotImplemented

    def __gt__(self, other: Ranking) -> bool:
        return self.key > other.key if other.__class__ is Ranking else NotImplemented

    def __ge__(self, other: Ranking) -> bool:
        return self.key >= other.key if other.__class__ is Ranking else NotImplemented

    @property
    def category(self) -> Category:
        return Category(self.key[0])

    @property
    def name(self) -> str:
        return self.category.label

    def wilds_text(self) -> dict[str, str]:
        return {str(w): str(s) for w, s in self.wilds}

    def as_json(self) -> dict:
        return {"category": self.name, "cards": [str(c) for c in self.cards],
                "wilds": self.wilds_text(), "key": list(self.key)}


def best_hand(cards, wild=frozenset(), extended=frozenset()) -> Ranking:
    """The best five of `cards`, with what each wild card stands for."""
    return Ranking(*best_five(cards, wild, extended))


def best_five(cards, wild=frozenset(), extended=frozenset()) -> tuple[tuple[int, ...], tuple[Card, ...], tuple]:
    """`best_hand` as a plain tuple: the key, the five cards, and (wild card, what it stands
    for) pairs (for a line filter, which ranks thousands of hands a second)."""
    cards = tuple(cards)
    if len(cards) < 5:
        raise ValueError(f"a hand is ranked from 5 cards up, not {len(cards)}")
    if len(set(cards)) != len(cards):
        twice = next(c for c in cards if cards.count(c) > 1)
        raise ValueError(f"{twice} is held twice: every card is in the deck once")
    key = hand_key(cards, wild, extended) if len(cards) <= MOST_TALLIED else counted_key(cards, wild, extended)
    ranks = _SHOWN.get(key) or _shown(key)
    holds_wild = wild and not wild.isdisjoint(cards)
    if holds_wild or key[0] in _SUITED_CATEGORIES:
        if holds_wild or key[0] == _C.FOUR_FLUSH:
            return _with_wild_cards(cards, key, wild)
        suits = list(map(_SUIT.__getitem__, cards))           # a flush: one suit has five cards or more
        suit = max(range(4), key=suits.count)
        return key, tuple(Card(rank, suit) for rank in ranks), ()
    left = list(map(_RANK.__getitem__, cards))        # each shown card: the first one of its rank not shown yet
    five = []
    for rank in ranks:
        at = left.index(rank)
        left[at] = 0
        five.append(cards[at])
    return key, tuple(five), ()


def counted_key(cards, wild=frozenset(), extended=frozenset()) -> tuple[int, ...]:
    """`hand_key` of any number of cards, counted card by card (slower, no tally).

    >>> counted_key(parse_cards('2c 3c 4c 5c 6d 7d 8d 9d Th Jh Qh Ks As'))
    (9, 14)
    """
    counts = [0] * (ACE + 1)
    suits = [0, 0, 0, 0]
    w = 0
    for card in cards:
        if card in wild:
            w += 1
        else:
            counts[card.rank] += 1
            suits[card.suit] |= 1 << card.rank
    return max(_by_ranks(counts, w, extended), _by_suits(suits, w, extended))


_SUITED_CATEGORIES = frozenset({_C.FLUSH, _C.STRAIGHT_FLUSH, _C.FOUR_FLUSH})
_RANK = {c: c.rank for c in DECK}
_SUIT = {c: c.suit for c in DECK}
_SHOWN: dict[tuple[int, ...], tuple[int, ...]] = {}


def _shown(key: tuple[int, ...]) -> tuple[int, ...]:
    """`_ranks_of`, kept."""
    ranks = _SHOWN[key] = _ranks_of(key)
    return ranks


def _with_wild_cards(cards: tuple[Card, ...], key: tuple[int, ...], wild) -> tuple[tuple[int, ...], tuple, tuple]:
    """`best_hand` of a holding with wild cards (or a four-flush): each shown card a natural
    one if there is one, else a wild card that is that card itself, else the next wild card,
    standing for a card this hand does not hold."""
    naturals = [c for c in cards if c not in wild]
    wilds = [c for c in cards if c in wild]
    ranks = _ranks_of(key)
    suited = key[0] in (Category.STRAIGHT_FLUSH, Category.FLUSH, Category.FOUR_FLUSH)
    suit_options = [s for s in range(4) if _fits_suit(ranks[:4] if key[0] == Category.FOUR_FLUSH else ranks,
                                                       s, naturals, len(wilds))] if suited else [None]
    suit = suit_options[0]
    held = set(naturals)
    five: list[Card] = []
    stands: list[tuple[Card, Card]] = []
    for i, rank in enumerate(ranks):
        want_suit = suit if suited and (key[0] != Category.FOUR_FLUSH or i < 4) else None
        natural = next((c for c in naturals if c.rank == rank and c not in five
                        and (want_suit is None or c.suit == want_suit)), None)
        if natural is not None:
            five.append(natural)
            continue
        free = [c for c in wilds if c not in five]
        card = next((c for c in free if c.rank == rank and (want_suit is None or c.suit == want_suit)), None)
        if card is None:                                 # no wild card here is that card itself
            card = free[0]
            stands.append((card, _stand_in(rank, want_suit, held, five, stands,
                                           allow_copy=key[0] == Category.FIVE_OF_A_KIND)))
        else:
            stands.append((card, card))                  # a wild card that can be itself is
        five.append(card)
    return key, tuple(five), tuple(stands)


def _fits_suit(ranks, suit, naturals, wilds) -> bool:
    have = {c.rank for c in naturals if c.suit == suit}
    return sum(r not in have for r in ranks) <= wilds


def _stand_in(rank, suit, held, five, stands, allow_copy) -> Card:
    taken = held | {s for _, s in stands}
    suits = [suit] if suit is not None else [3, 2, 1, 0]
    for s in suits:
        if Card(rank, s) not in taken:
            return Card(rank, s)
    if allow_copy:
        return Card(rank, suits[0] if suit is not None else 3)
    raise AssertionError(f"no card of rank {rank} is free for a wild card")  # hand_key rules this out


# --- two-card hands: Henway, Cowpie's second hand --------------------------------------------

def two_card_hand(cards, wild=frozenset()) -> Ranking:
    """The best two of `cards` as a two-card hand: a pair beats no pair, pairs by their rank,
    other hands by the higher card, then the lower; straights and flushes do not count ("Two-card
    hands fall into two categories, pair and no pair. The pairs rank from highest, A-A, to lowest,
    2-2. The no-pair hands rank from highest, A-K, to lowest, 3-2", pai gow's two-card hand; the
    Cowpie pages: "ranked as high card(s) and pairs only").  A wild card pairs the other card;
    two wild cards are two Aces.

    >>> two_card_hand(parse_cards('2h 2c')) > two_card_hand(parse_cards('Ah Kh'))
    True
    >>> [two_card_hand(parse_cards(two)).key for two in ('Kd 7c', '7s 7d', 'Ah Kh 7c')]
    [(0, 13, 7), (1, 7), (0, 14, 13)]
    >>> two_card_hand(parse_cards('Qh 7c'), wild_set({12})).wilds_text()
    {'Qh': '7s'}
    """
    cards = tuple(cards)
    if len(cards) < 2:
        raise ValueError(f"a two-card hand is ranked from 2 cards up, not {len(cards)}")
    return max(_two_cards(two, wild) for two in combinations(cards, 2))


def two_card_key(two, wild=frozenset()) -> tuple[int, ...]:
    """The key of two cards: (pair, rank) or (high card, higher rank, lower rank)."""
    naturals = sorted((c.rank for c in two if c not in wild), reverse=True)
    if len(naturals) < 2 or naturals[0] == naturals[1]:
        return (_C.PAIR, naturals[0] if naturals else ACE)
    return (_C.HIGH_CARD, *naturals)


def _two_cards(two, wild) -> Ranking:
    """Two cards ranked, each wild card standing for a card of the pair's rank that is not held."""
    key = two_card_key(two, wild)
    shown = tuple(sorted(two, key=lambda c: (c in wild, -c.rank)))
    free = [Card(key[1], suit) for suit in (3, 2, 1, 0) if Card(key[1], suit) not in two]
    stands = tuple((card, free.pop(0)) for card in shown if card in wild)
    return Ranking(key, shown, stands)


# --- who opens: face-up cards (one to four) -------------------------------------------------

def up_key(cards, wild=frozenset()) -> tuple[int, ...]:
    """The ranking of face-up cards for who opens a betting round: pairs, two pair, three and
    four of a kind count (wild cards too), straights and flushes do not.

    >>> up_key(parse_cards('Kd 5c 5h')) > up_key(parse_cards('Ad Kc 9h'))
    True
    >>> up_key(parse_cards('Qh 7c'), wild_set({12}))     # a wild card pairs the seven
    (1, 7)
    """
    naturals = tuple(sorted((c.rank for c in cards if c not in wild), reverse=True))
    return _up_key(naturals, len(cards) - len(naturals))


@functools.lru_cache(maxsize=8192)
def _up_key(naturals: tuple[int, ...], w: int) -> tuple[int, ...]:
    """`up_key` of these natural ranks (highest first) and `w` wild cards, remembered: a few
    thousand such sets of up to four cards open every round."""
    if not naturals:
        return ({1: _C.HIGH_CARD, 2: _C.PAIR, 3: _C.THREE_OF_A_KIND,
                 4: _C.FOUR_OF_A_KIND}.get(w, _C.HIGH_CARD), ACE) if w else (_C.HIGH_CARD,)
    group = max(naturals, key=lambda r: (naturals.count(r), r))
    size = naturals.count(group) + w
    rest = [r for r in naturals if r != group]
    if size >= 4:
        return (_C.FOUR_OF_A_KIND, group, *rest)
    if size == 3:
        return (_C.THREE_OF_A_KIND, group, *rest)
    if size == 2:
        second = next((r for r in rest if rest.count(r) == 2), None)
        if second is not None:
            return (_C.TWO_PAIR, group, second, *[r for r in rest if r != second])
        return (_C.PAIR, group, *rest)
    return (_C.HIGH_CARD, *naturals)


# --- the reference: a search over every substitution --------------------------------------

def reference_key(cards, wild=frozenset()) -> tuple[int, ...]:
    """The same ranking as `hand_key`, found the slow way: every five of the cards, every set
    of distinct stand-ins for its wild cards that copies no natural card, each five ranked
    without wild cards; five of a kind from the counts.  Only for tests (it takes seconds with
    three or more wild cards)."""
    cards = tuple(cards)
    naturals = [c for c in cards if c not in wild]
    w = len(cards) - len(naturals)
    best: tuple[int, ...] = (-1,)
    if w >= 5:
        return (Category.FIVE_OF_A_KIND, ACE)
    counts = {r: sum(c.rank == r for c in naturals) for r in range(2, ACE + 1)}
    fives = [r for r in counts if counts[r] + w >= 5]
    if fives:
        return (Category.FIVE_OF_A_KIND, max(fives))
    free = [c for c in DECK if c not in naturals]
    for k in range(min(w, 5) + 1):
        for nat in combinations(naturals, 5 - k):
            for stand_ins in combinations(free, k):
                best = max(best, _plain_key(nat + stand_ins))
    return best


def _plain_key(five) -> tuple[int, ...]:
    """A five-card hand without wild cards, ranked the textbook way (Norvig's `hand_rank`)."""
    ranks = sorted((c.rank for c in five), reverse=True)
    if ranks == [ACE, 5, 4, 3, 2]:
        ranks = [5, 4, 3, 2, 1]
    groups = sorted(((ranks.count(r), r) for r in set(ranks)), reverse=True)
    counts = tuple(g[0] for g in groups)
    order = tuple(g[1] for g in groups)
    straight = len(set(ranks)) == 5 and ranks[0] - ranks[4] == 4
    flush = len({c.suit for c in five}) == 1
    if straight and flush:
        return (_C.STRAIGHT_FLUSH, ranks[0])
    if counts == (4, 1):
        return (_C.FOUR_OF_A_KIND, *order)
    if counts == (3, 2):
        return (_C.FULL_HOUSE, *order)
    if flush:
        return (_C.FLUSH, *ranks)
    if straight:
        return (_C.STRAIGHT, ranks[0])
    if counts == (3, 1, 1):
        return (_C.THREE_OF_A_KIND, *order)
    if counts == (2, 2, 1):
        return (_C.TWO_PAIR, *order)
    if counts == (2, 1, 1, 1):
        return (_C.PAIR, *order)
    return (_C.HIGH_CARD, *ranks)
