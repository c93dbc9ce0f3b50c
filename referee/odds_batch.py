"""`referee.odds_fixed.FixedDeal.counted_rounds` for a batch of shuffles at once, in numpy.

The same sets, the same 49 keys (with seven players) and the same 14 deals of each shuffle as
`FixedDeal` (see its module), worked out as arrays: each set's cards picked out of the
orders, each set's tally a sum of looked-up values (at the set's own wild rank), each
player's tally with each set a sum, each pattern's `code` found in a sorted table of the
patterns, each flush in reach looked up by its suit's natural ranks; then each deal's best
key and the spade half's holder, and each player's deals won alone and shared.  Counted so,
a shuffle takes a tenth (Baseball: a third) of `FixedDeal`'s time (`docs/performance.md`);
a test counts the same shuffles both ways and compares.

`BatchDeal.fits`: a deal whose players' known cards change no set's own wild rank
(`FixedDeal.simple`), with no spade half in a game that has an own wild rank.  The shuffles
whose extra cards (Baseball's 4s) leave too few cards for 7th street (the common card comes)
are counted apart, with that common card's places (`FixedDeal.places`).
"""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator

import numpy as np

from .odds_fixed import CARD_BITS, FIVE_OF_A_KIND_CODE, NONE, FixedDeal, assignments, code, pattern_code
from .ranking import (
    FLUSH_BITS,
    MOST_TALLIED,
    PATTERN_MASK,
    PATTERN_SIZE,
    PATTERNS,
    SUIT_TALLY_SHIFT,
    WILD_TALLY_SHIFT,
    flush_key,
    load_tables,
)

#: shuffles counted at once: the first batch, and the most (each batch twice the last: a
#: short run wastes little, a long one pays numpy's fixed cost of a batch seldom)
FIRST_BATCH, MOST_BATCH = 32, 512

_LOCK = threading.Lock()


class _Codes:
    """Every pattern met so far and its `code`, sorted for `np.searchsorted`: the precomputed
    patterns (`referee.ranking.PATTERNS`), and those missing from them (Baseball's extra
    cards) as they come, in a small table of their own until it is an eighth of the large
    one (putting each few into the large one took a third of Baseball's time)."""

    def __init__(self) -> None:
        load_tables()
        patterns = np.array(sorted(PATTERNS), dtype=np.int64)
        patterns = patterns[_cards_in(patterns) <= PATTERN_SIZE]       # those of more: from those of fewer
        keys = [PATTERNS[p] for p in patterns.tolist()]
        code_of = {key: code(key) for key in set(keys)}                 # many patterns share a key
        codes = np.array([code_of[key] for key in keys], dtype=np.int64)
        empty = np.zeros(0, dtype=np.int64)
        #: the large table and the small one, each (patterns, codes): one tuple, read at once
        self.tables = ((patterns, codes), (empty, empty))

    def look_up(self, patterns: np.ndarray) -> np.ndarray:
        """The code of each pattern (any shape)."""
        large, small = self.tables
        out, missing = _found(large, patterns)
        if missing.any():
            wanted = patterns[missing]
            found, still = _found(small, wanted)
            if still.any():
                new = np.unique(wanted[still])
                new_codes = self._worked_out(new)
                found[still] = new_codes[np.searchsorted(new, wanted[still])]
                self._add(new, new_codes)
            out[missing] = found
        return out

    def _worked_out(self, patterns: np.ndarray) -> np.ndarray:
        """The codes of patterns missing from the table, as `odds_fixed.pattern_code` works
        them out: of more cards than the precomputed patterns, the best of those with one card
        less (looked up); of fewer, by `pattern_code`."""
        out = np.empty_like(patterns)
        small = _cards_in(patterns) <= PATTERN_SIZE
        out[small] = [pattern_code(p) for p in patterns[small].tolist()]
        more = patterns[~small]
        if len(more):
            held = (more[:, None] >> _SHIFTS & _MASKS) != 0
            fewer = np.full(held.shape, -1, dtype=np.int64)
            fewer[held] = self.look_up((more[:, None] - _BITS)[held])
            out[~small] = fewer.max(axis=1)
        return out

    def _add(self, new: np.ndarray, new_codes: np.ndarray) -> None:
        """Put sorted new patterns and their codes into the small table (the small one into
        the large one when it has grown)."""
        with _LOCK:
            large, small = self.tables
            small = _merged(small, new, new_codes)
            if len(small[0]) * 8 > len(large[0]):
                large, small = _merged(large, *small), (small[0][:0], small[1][:0])
            self.tables = (large, small)


def _found(table: tuple[np.ndarray, np.ndarray], patterns: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The codes of patterns in a table (anything where missing), and which are missing."""
    keys, codes = table
    if not len(keys):
        return np.zeros_like(patterns), np.ones(patterns.shape, dtype=bool)
    at = np.searchsorted(keys, patterns)
    np.minimum(at, len(keys) - 1, out=at)
    return codes[at], keys[at] != patterns


def _merged(table: tuple[np.ndarray, np.ndarray], new: np.ndarray, new_codes: np.ndarray
            ) -> tuple[np.ndarray, np.ndarray]:
    """A table with sorted new patterns and their codes put in (those it has already left out)."""
    keys, codes = table
    _, fresh = _found(table, new)
    at = np.searchsorted(keys, new[fresh])
    return np.insert(keys, at, new[fresh]), np.insert(codes, at, new_codes[fresh])


#: a card of each rank, and a wild card, in a pattern: its shift, the mask of its count, its bit
_SHIFTS, _MASKS, _BITS = (np.array(column, dtype=np.int64) for column in zip(*CARD_BITS))


def _cards_in(patterns: np.ndarray) -> np.ndarray:
    """How many cards each pattern counts (`odds_fixed.cards_in`)."""
    return (patterns[..., None] >> _SHIFTS & _MASKS).sum(axis=-1)


class _Flushes:
    """The `code` of the best flush of one suit's natural ranks (a mask, as in
    `referee.ranking.flush_key`) with w wild cards: a table by w and mask, filled as they come
    (-1: not yet)."""

    def __init__(self) -> None:
        self.table = np.full((MOST_TALLIED + 1, 1 << 15), -1, dtype=np.int64)

    def look_up(self, wilds: np.ndarray, masks: np.ndarray) -> np.ndarray:
        out = self.table[wilds, masks]
        missing = out < 0
        if missing.any():
            for w, mask in zip(wilds[missing].tolist(), masks[missing].tolist()):
                # the tally of a holding whose only suit in reach is the first
                alone = w << WILD_TALLY_SHIFT | 8 << SUIT_TALLY_SHIFT
                self.table[w, mask] = code(flush_key(alone, mask))
            out = self.table[wilds, masks]
        return out


_TABLES: list = []


def _tables() -> tuple[_Codes, _Flushes]:
    """The pattern and flush tables, made on first use (about a tenth of a second)."""
    if not _TABLES:
        with _LOCK:
            if not _TABLES:
                _TABLES.append((_Codes(), _Flushes()))
    return _TABLES[0]


def _padded(rows: list[list[int]], pad: int) -> np.ndarray:
    """Lists of places as one array, the short ones padded with the place of no card."""
    width = max(map(len, rows), default=0)
    return np.array([row + [pad] * (width - len(row)) for row in rows], dtype=np.intp).reshape(len(rows), width)


class BatchDeal:
    """`FixedDeal.counted_rounds` of batches of shuffles (see the module)."""

    @staticmethod
    def fits(fixed: FixedDeal) -> bool:
        return fixed.simple and not (fixed.spade and fixed.lowest_hole)

    def __init__(self, fixed: FixedDeal):
        self.fixed = fixed
        deal = fixed.deal
        self.size = size = len(deal.pool)
        self.players = n = len(fixed.players)
        self.codes, self.flushes = _tables()
        #: by whether the 7th-street card is the common card: the places of each set's cards,
        #: of its face-down ones, and of the first extra card (`referee.odds.Deal.gift_place`)
        self.layouts = {common: (*map(_padded, fixed.places(common), (size, size)),
                                 deal.gift_place(0, fixed.common.index(common)))
                        for common in set(fixed.common)}
        self.values = np.zeros((NONE + 1, size + 1), dtype=np.int64)
        self.suited = np.zeros((NONE + 1, size + 1), dtype=np.int64)
        self.known = np.zeros((n, NONE + 1), dtype=np.int64)
        self.known_suited = np.zeros((n, NONE + 1), dtype=np.int64)
        for own in fixed.own_ranks:
            self.values[own] = fixed.values[own]
            self.suited[own] = fixed.suits[own]
            self.known[:, own] = [player.tally[own] for player in fixed.players]
            self.known_suited[:, own] = [player.suited[own] for player in fixed.players]
        self.rank = np.array(fixed.rank, dtype=np.intp)
        self.spades = np.array(fixed.spades, dtype=np.int64) if fixed.spade else None
        self.best_spades = np.array(fixed.best_spades, dtype=np.int64)
        self.gifts = deal.gifts_to_come
        if self.gifts:
            self.gift = np.array(fixed.gift, dtype=bool)
            ups = [[p for p in deal.places[seat] if p in deal.up_places] for seat in deal.seats]
            self.ups = _padded(ups, size)
            self.common_after = np.array(fixed.common, dtype=bool)
            self.most_given = self.ups.shape[1]
        #: each deal's (player, set) pairs as indices into a shuffle's n * n keys
        self.deals = np.array([[i * n + s for i, s in enumerate(sets)] for sets in assignments(n)],
                              dtype=np.intp)
        self.seats = np.arange(n)

    def counted_rounds(self, rng: random.Random) -> Iterator[tuple[list[int], list[int], int]]:
        """`FixedDeal.counted_rounds` of random shuffles, without end (numpy's generator seeded
        from `rng`)."""
        generator = np.random.default_rng(rng.getrandbits(128))
        batch = FIRST_BATCH
        while True:
            orders = np.tile(np.arange(self.size + 1), (batch, 1))
            orders[:, :-1] = generator.permuted(orders[:, :-1], axis=1)
            batch = min(2 * batch, MOST_BATCH)
            won, shared = self.counted(orders)
            for w, s in zip(won.tolist(), shared.tolist()):
                yield w, s, 0

    def counted(self, orders: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Each shuffle's (rows of `orders`, each followed by the place of no card) deals won
        alone and shared by each player, as `FixedDeal.counted_rounds` counts them."""
        given = self.gift[orders[:, self.ups]].sum(axis=2) if self.gifts else None     # (shuffle, set)
        common = self.common_after[given.sum(axis=1)] if given is not None else \
            np.full(len(orders), self.fixed.common[0])
        won = np.empty((len(orders), self.players), dtype=np.int64)
        shared = np.empty_like(won)
        for layout in self.layouts:
            rows = common == layout
            if rows.any():
                cards, down = self._sets(orders[rows], given[rows] if given is not None else None, layout)
                won[rows], shared[rows] = self._count(*self._ranked(cards, down))
        return won, shared

    def _sets(self, orders: np.ndarray, given: np.ndarray | None, common: bool) -> tuple[np.ndarray, np.ndarray]:
        """Each set's cards and face-down cards (positions in the pool; `size`: none), with
        the extra cards `given` to each (`common`: the 7th-street card is the common card)."""
        cards, down, gift_base = self.layouts[common]
        cards, down = orders[:, cards], orders[:, down]
        if given is None:
            return cards, down
        before = np.cumsum(given, axis=1) - given
        k = np.arange(self.most_given)
        places = np.where(k < given[:, :, None], gift_base + before[:, :, None] + k, self.size)
        np.minimum(places, self.size, out=places)
        more = np.take_along_axis(orders, places.reshape(len(orders), -1), axis=1).reshape(places.shape)
        return np.concatenate([cards, more], axis=2), np.concatenate([down, more], axis=2)

    def _ranked(self, cards: np.ndarray, down: np.ndarray) -> tuple[np.ndarray, np.ndarray | None]:
        """Each shuffle's key of each (player, set) as a `code` (shuffle, player, set), and each
        one's best spade (None: no spade half)."""
        # each set's own wild rank (shuffle, set): its lowest face-down rank, or NONE
        own = self.rank[down].min(axis=2) if self.fixed.lowest_hole else np.full(cards.shape[:2], NONE)
        of_set = self.values[own[:, :, None], cards].sum(axis=2)
        tallies = self.known[:, own].transpose(1, 0, 2) + of_set[:, None, :]
        codes = self.codes.look_up(tallies & PATTERN_MASK)
        reach = (tallies & FLUSH_BITS != 0) & (codes < FIVE_OF_A_KIND_CODE)
        if reach.any():
            b, i, s = np.nonzero(reach)
            t = tallies[b, i, s]
            set_suited = self.suited[own[:, :, None], cards].sum(axis=2)
            suited = self.known_suited[i, own[b, s]] + set_suited[b, s]
            wilds = t >> WILD_TALLY_SHIFT & 15
            best = codes[b, i, s]
            for suit in range(4):
                reaching = np.flatnonzero(t >> SUIT_TALLY_SHIFT + 4 * suit + 3 & 1)
                if len(reaching):
                    masks = suited[reaching] >> 16 * suit & 0x7FFF
                    best[reaching] = np.maximum(best[reaching], self.flushes.look_up(wilds[reaching], masks))
            codes[b, i, s] = best
        if self.spades is None:
            return codes, None
        of_sets = self.spades[down].max(axis=2)                            # (shuffle, set)
        return codes, np.maximum(self.best_spades[None, :, None], of_sets[:, None, :])

    def _count(self, keys: np.ndarray, spades: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
        """Each shuffle's deals won alone and shared by each player."""
        shuffles, n = len(keys), self.players
        dealt = keys.reshape(shuffles, n * n)[:, self.deals]               # (shuffle, deal, player)
        best = dealt == dealt.max(axis=2, keepdims=True)
        first = best.argmax(axis=2)
        alone = best.sum(axis=2) == 1
        if spades is not None:
            spade = spades.reshape(shuffles, n * n)[:, self.deals]
            holder = spade.argmax(axis=2)
            has = spade.max(axis=2) > 0
            alone &= ~has | (holder == first)
            best |= has[:, :, None] & (holder[:, :, None] == self.seats)
        won = (best & alone[:, :, None]).sum(axis=1)
        shared = (best & ~alone[:, :, None]).sum(axis=1)
        return won, shared

