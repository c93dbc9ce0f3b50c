"""The Monte Carlo of `referee.odds` at table speed for the games whose wild cards no face-up
card changes (`referee.wilds.FixedWilds`: Low Hole Card Wild, Kings and Little Ones, Chicago
and Low Chicago, the fixed-wild options of Seven-Card Stud, Baseball's 3s and 9s).

Each player's cards are the known ones and a *set* of unseen ones (those at the player's places
in an order of the unseen cards).  Each holding is counted in one tally (`referee.ranking`)
and ranked by one look-up.  A player's own wild rank (the lowest hole card) makes every card
of its rank wild: each pool card's value in a tally is kept for each own wild rank
(`FixedDeal.values`), and each player's known cards counted for each (`_Player.tally`), so
a player with a set is one sum and one look-up too.  Chicago's spade half goes to the best
spade among the hole cards that are not wild.  Baseball's face-up 4s give their sets an extra
card each, face down, from the places after 7th street's cards (`Deal.gift_place`), in the
order of the sets: what those places hold is a uniformly random arrangement of the cards
left whatever came before, so any rule that says which 4 gets which of them by what came
before deals as the table does.

Dealt round the table (`FixedDeal.play_rounds`), one shuffle makes a set for each player, and
every player is ranked with every set once (49 keys with seven players, a key an int that
compares as the key does: `code`); the deals of the round are then assignments of the sets
to the players, each a fixed permutation of the places and so a uniformly random deal: the
sets passed round the table one way (player i gets set ``i + k``, mod the players, for each
``k``, as `referee.odds.Deal.turns`) and then the other (``k - i``), 14 deals of one shuffle
with seven players, each set going to each player twice, for a comparison of numbers a deal
(`assignments`).  The luck of who got which set evens out: the standard error of Kings and
Little Ones' spot in `bench/bench_odds.py` shrinks as with 18 % more shuffles than the seven
deals of one way alone (all 42 deals ``a * i + k``, a prime to seven, made it 31 %, for three
times the comparisons).  `referee.odds.Estimate` measures the spread between shuffles.  The
Monte Carlo counts the rounds of a batch of shuffles at once with numpy where it can
(`referee.odds_batch`: the same counts, a tenth to a third of the time).

`FixedDeal.winners` gives, for an order of the unseen cards, the same players as
`referee.odds.Deal.winners` (the best high hand, and the spade half's holder when it is
another player), Baseball's extra cards aside: `tests/test_odds.py` plays both on the same orders.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import compress, count, repeat
from operator import add, and_, call, itemgetter, mul
from typing import NamedTuple

from .cards import RANK_TALLY_SHIFT, WILD_TALLY_SHIFT, Card
from .ranking import (
    FLUSH_ADD,
    FLUSH_BITS,
    PATTERN_MASK,
    PATTERN_SIZE,
    SUITED_BIT,
    WILD_TALLY,
    Category,
    flush_key,
    pattern_keys,
    wild_set,
)

SPADES = 3
NONE = 15                 # the own wild rank of a player who has none: above every rank, for `min`


def code(key: tuple[int, ...]) -> int:
    """A key (`referee.ranking`) as one int that compares as the key does: its parts, each
    below 16, four bits each, the first the highest, as if every key were six parts long
    (a missing part counts 0, below any rank: a shorter key with the same parts is lower),
    and four bits more at the bottom, 0 (`FixedDeal.counted_rounds` puts a player there).

    >>> code((9, 14)) > code((6, 13, 12, 11)) > code((6, 13, 12)), hex(code((1, 14, 5)))
    (True, '0x1e50000')
    """
    out = 0
    for part in key:
        out = out << 4 | part
    return out << 4 * (7 - len(key))


FIVE_OF_A_KIND_CODE = code((int(Category.FIVE_OF_A_KIND),))

#: pattern -> its `code` (`referee.ranking.PATTERNS`), filled as patterns come
_CODES: dict[int, int] = {}


#: a flush's key -> its `code`
_FLUSH_CODES: dict[tuple[int, ...], int] = {}


def flush_code(key: tuple[int, ...]) -> int:
    """The `code` of a flush's key (`referee.ranking.flush_key`), kept in `_FLUSH_CODES`."""
    number = _FLUSH_CODES[key] = code(key)
    return number


def pattern_codes(tallies: list[int]) -> list[int]:
    """The `code` of each tally's pattern (`referee.ranking.pattern_keys`)."""
    patterns = list(map(and_, tallies, repeat(PATTERN_MASK)))
    try:
        return list(map(_CODES.__getitem__, patterns))
    except KeyError:
        return [_CODES.get(pattern) or pattern_code(pattern) for pattern in patterns]


#: a card of each rank, and a wild card, in a pattern
CARD_BITS = [(RANK_TALLY_SHIFT[rank], 7, 1 << RANK_TALLY_SHIFT[rank]) for rank in range(2, 15)] + [
    (WILD_TALLY_SHIFT, 15, 1 << WILD_TALLY_SHIFT)]
#: the cards counted in 12 bits of a pattern (four ranks' counts)
_CARDS_IN = [sum(bits >> 3 * k & 7 for k in range(4)) for bits in range(1 << 12)]


def cards_in(pattern: int) -> int:
    """How many cards a pattern counts (the 13 ranks' counts, 3 bits each, then the wild cards').

    >>> from referee.ranking import tally, wild_set, parse_cards
    >>> cards_in(tally(parse_cards('Ah Ad 5c 3h 2d 2s Kc 9d'), wild_set({9})) & PATTERN_MASK)
    8
    """
    return _CARDS_IN[pattern & 0xFFF] + _CARDS_IN[pattern >> 12 & 0xFFF] + _CARDS_IN[pattern >> 24 & 0xFFF] + (
        pattern >> 36 & 7) + (pattern >> WILD_TALLY_SHIFT & 15)


def pattern_code(pattern: int) -> int:
    """The `code` of a pattern (kept in `_CODES`): of more cards than the precomputed patterns
    have (Baseball's extra cards), the best of the patterns with one card less (the best five
    cards are among them)."""
    number = _CODES.get(pattern)
    if number is None:
        if cards_in(pattern) > PATTERN_SIZE:
            fewer = [pattern - bit for shift, mask, bit in CARD_BITS if pattern >> shift & mask]
            number = max(map(pattern_code, fewer))
        else:
            number = code(pattern_keys([pattern])[0])
        _CODES[pattern] = number
    return number


def fast_enough(deal) -> bool:
    """Whether `FixedDeal` plays this deal: fixed wild cards (or Chicago's spade half), one high
    side, no extended ranking, no wild ranks that face-up cards change, no extra card face up."""
    game = deal.game
    fixed = deal.rules.fixed_wilds
    spade = game.spade_order() is not None
    return (bool(fixed) or spade) and not deal.extended and game.sides == ("high",) and \
        game.wilds_of_ranks(deal.rules, [])[0] is None and (not game.divides_by_cards or spade) and \
        "u" not in deal.gives.values()


def _picker(places: list[int]) -> itemgetter:
    """The cards at `places` of an order, as a tuple however few: the last place of an order is
    its place of no card (`referee.odds.shuffles`), whose card counts nothing."""
    return itemgetter(*places, -1, -1)


def assignments(players: int) -> list[tuple[int, ...]]:
    """The deals of a round: for each, the set each player gets, passed round the table one
    way (``i + k``, as `referee.odds.Deal.turns`), then the other (``k - i``).

    >>> assignments(3)
    [(0, 1, 2), (1, 2, 0), (2, 0, 1), (0, 2, 1), (1, 0, 2), (2, 1, 0)]
    """
    ways = (1, -1) if players > 2 else (1,)
    return [tuple((way * i + k) % players for i in range(players)) for way in ways for k in range(players)]


class _Player:
    """One player's known cards, counted for each own wild rank they may get (`tally`, with
    FLUSH_ADD, and `suited`, indexed by the rank, NONE for none), their lowest known hole rank,
    whether they hold the rank the lowest hole card needs (a King), their known hole spades."""

    def __init__(self, deal: FixedDeal, known: list[Card], known_down: list[Card]):
        everybody = deal.everybody
        self.tally = [0] * (NONE + 1)
        self.suited = [0] * (NONE + 1)
        for own in deal.own_ranks:
            wild = [c in everybody or c.rank == own for c in known]
            self.tally[own] = sum(WILD_TALLY if w else int(c) for c, w in zip(known, wild)) + FLUSH_ADD
            self.suited[own] = sum(0 if w else SUITED_BIT[c] for c, w in zip(known, wild))
        self.lowest = min((c.rank for c in known_down), default=NONE) if deal.lowest_hole else NONE
        self.has_needed = deal.needs is None or any(c.rank == deal.needs for c in known)
        self.spades = [(deal.spade_value(c), c.rank) for c in known_down if c.suit == SPADES and c not in everybody]


class _Sets(NamedTuple):
    """What the sets of unseen cards are in an order, set by set: the pool positions of their
    cards and of their face-down ones (in a game with an own wild rank or a spade half), their
    lowest face-down rank (NONE: none, or no own wild rank in the game) and their tally at
    that own wild rank."""

    cards: list[tuple[int, ...]]
    down: list[tuple[int, ...]]
    lowest: list[int]
    tally: list[int]


class FixedDeal:
    """`referee.odds.Deal.winners` for `fast_enough` deals (see the module)."""

    def __init__(self, deal):
        fixed = deal.rules.fixed_wilds
        self.deal = deal
        everybody = wild_set(fixed.ranks, fixed.cards) if fixed else frozenset()
        self.everybody = everybody
        self.lowest_hole = bool(fixed and fixed.lowest_hole)
        self.needs = fixed.needs if fixed and fixed.lowest_hole else None
        self.own_ranks = [*range(2, 15), NONE] if self.lowest_hole else [NONE]
        pool = list(deal.pool)
        self.rank = [c.rank for c in pool] + [NONE]
        #: by own wild rank: each pool card's value in a tally and its suited bit (the last: no card)
        self.values: list[list[int]] = [[] for _ in range(NONE + 1)]
        self.suits: list[list[int]] = [[] for _ in range(NONE + 1)]
        for own in self.own_ranks:
            wild = [c in everybody or c.rank == own for c in pool]
            self.values[own] = [WILD_TALLY if w else int(c) for c, w in zip(pool, wild)] + [0]
            self.suits[own] = [0 if w else SUITED_BIT[c] for c, w in zip(pool, wild)] + [0]
        self.spade = deal.game.spade_order()
        self.ace_low = bool(deal.rules.options.get("ace_low_spade"))
        self.spades = [self.spade_value(c) if c.suit == SPADES and c not in everybody else 0 for c in pool] + [0]
        self.gift = [c.rank in deal.gives for c in pool] + [False]
        self.players = []
        for seat in deal.seats:
            known_cards = deal.known[seat]
            known = [c for c in known_cards if c is not None] + ([deal.common] if deal.common else [])
            known_down = [c for c, (up, _) in zip(known_cards, deal.faces[seat]) if c is not None and not up]
            self.players.append(_Player(self, known, known_down))
        self.simple = all(p.lowest == NONE and p.has_needed for p in self.players)
        self.rows = [player.tally for player in self.players]
        self.best_spades = [max((value for value, _ in player.spades), default=0) for player in self.players]
        self.nones = [NONE] * len(self.players)
        #: for each number of extra cards given: whether the 7th-street card is the common card
        self.common = [deal.common_drawn(given) for given in range(len(deal.up_places) + 1)]
        self.pickers = {common: self._pickers(common) for common in set(self.common)}
        #: for each number of extra cards given: their places in an order, in turn
        self.gift_places = [[deal.gift_place(j, given) for j in range(given)]
                            for given in range(len(deal.up_places) + 1)]
        ups = [[p for p in deal.places[seat] if p in deal.up_places] for seat in deal.seats]
        #: every player's face-up places to come, and where each player's lie among them
        self.ups = _picker([p for places in ups for p in places])
        self.up_blocks = [(sum(map(len, ups[:j])), len(up)) for j, up in enumerate(ups)]
        n = len(self.players)
        self.rounds = [itemgetter(*[i * n + s for i, s in enumerate(sets)]) for sets in assignments(n)]
        self.pairs = [divmod(index, n) for index in range(n * n)]
        #: for each pair: the deals of a round in which the player gets the set
        self.rounds_of = [[r for r, sets in enumerate(assignments(n)) if sets[i] == s] for i, s in self.pairs]
        self.diagonal = [(i, i) for i in range(n)]

    def _pickers(self, common: bool) -> tuple[list[itemgetter], list[itemgetter]]:
        """What picks each player's set of cards out of an order, and what its face-down cards
        (`common`: the 7th-street card is the common card)."""
        cards, down = self.places(common)
        return list(map(_picker, cards)), list(map(_picker, down))

    def places(self, common: bool) -> tuple[list[list[int]], list[list[int]]]:
        """The places in an order of each set's cards and of its face-down ones (`common`:
        the 7th-street card is the common card), Baseball's extra cards aside."""
        deal = self.deal
        seventh = {seat: [deal.first_extra] for seat in deal.seats} if common else deal.seventh_places(0)
        down = [[p for p in deal.places[seat] if p not in deal.up_places] + ([] if common else seventh[seat])
                for seat in deal.seats]
        return [deal.places[seat] + seventh[seat] for seat in deal.seats], down

    def spade_value(self, card: Card) -> int:
        """A spade's worth for the spade half: the higher the better (Low Chicago: the lower)."""
        rank = 1 if self.ace_low and card.rank == 14 else card.rank
        return 15 - rank if self.spade == "low" else rank

    def winners(self, order: Sequence[int]) -> Sequence[int]:
        """The players (indices into `Deal.seats`) who share the pot for this order."""
        return next(self.play([order]))

    def play(self, orders: Iterable[Sequence[int]]) -> Iterator[Sequence[int]]:
        """For each order: the players who share the pot, each player with the set at their
        own places."""
        diagonal = self.diagonal
        for order in orders:
            keys, spades = self._ranked(self._sets(order), diagonal)
            yield self._winners(keys, spades)

    def play_rounds(self, shuffles: Iterable[Sequence[int]]) -> Iterator[Sequence[int]]:
        """The deals of each shuffle dealt round the table (see the module), in the order of
        `assignments`: the first len(players) as `referee.odds.QuickDeal.play_rounds` deals."""
        for order in shuffles:
            keys, spades = self._ranked(self._sets(order), self.pairs)
            for pick in self.rounds:
                yield self._winners(pick(keys), spades and pick(spades))

    def counted_rounds(self, shuffles: Iterable[Sequence[int]]) -> Iterator[tuple[list[int], list[int], int]]:
        """`play_rounds` of each shuffle, counted (`referee.odds.counted`): each player's deals
        won alone and shared (nobody wins none).  Each key's `code` plus the player's index
        (at most 16 players) is the largest number of a deal for the winner with the highest
        index, and plus the index counted from the end for the one with the lowest: when both
        are the same player, that player has the best hand alone.  The holder of the best
        spade is found alike."""
        n = len(self.players)
        rounds, pairs = self.rounds, self.pairs
        owners = [i for i, _ in pairs]
        others = [n - 1 - i for i in owners]
        for order in shuffles:
            keys, spades = self._ranked(self._sets(order), pairs)
            highest = list(map(max, map(call, rounds, repeat(list(map(add, keys, owners))))))
            lowest = list(map(max, map(call, rounds, repeat(list(map(add, keys, others))))))
            holders = list(map(max, map(call, rounds, repeat(list(map(add, map(mul, spades, repeat(16)), owners))))))\
                if spades is not None else repeat(0)
            won, shared = [0] * n, [0] * n
            for r, high, low, holder in zip(count(), highest, lowest, holders):
                first = high & 15
                if first + (low & 15) == n - 1:                  # one best hand
                    if holder < 16 or holder & 15 == first:     # and no spade half to another player
                        won[first] += 1
                        continue
                    winners = {first, holder & 15}
                else:
                    ranked = rounds[r](keys)
                    top = max(ranked)
                    winners = {i for i, key in enumerate(ranked) if key == top}
                    if holder >= 16:
                        winners.add(holder & 15)
                for i in winners:
                    shared[i] += 1
            yield won, shared, 0

    def _sets(self, order: Sequence[int]) -> _Sets:
        """Each player's set of unseen cards in this order, Baseball's extra cards in it."""
        deal = self.deal
        extra = 0
        if deal.gifts_to_come:
            gifts = list(map(self.gift.__getitem__, self.ups(order)))
            extra = sum(gifts)
            given = [sum(gifts[at:at + count]) for at, count in self.up_blocks] if extra else []
        pick_cards, pick_down = self.pickers[self.common[extra]]
        cards = [pick(order) for pick in pick_cards]
        down = [pick(order) for pick in pick_down] if self.lowest_hole or self.spade else []
        if extra:
            places = self.gift_places[extra]
            j = 0
            for s, given_here in enumerate(given):
                if given_here:
                    more = tuple(order[place] for place in places[j:j + given_here])
                    j += given_here
                    cards[s] += more
                    if down:
                        down[s] += more
        values = self.values
        if not self.lowest_hole:
            plain = values[NONE].__getitem__
            return _Sets(cards, down, self.nones, [sum(map(plain, c)) for c in cards])
        rank = self.rank.__getitem__
        lowest = [min(map(rank, d)) for d in down]
        return _Sets(cards, down, lowest, [sum(map(values[low].__getitem__, c)) for low, c in zip(lowest, cards)])

    def _ranked(self, sets: _Sets, pairs: list[tuple[int, int]]) -> tuple[list[int], list[int] | None]:
        """The key of each (player, set) of `pairs` as a `code`, and each one's best spade for
        the spade half (None in a game without one)."""
        players = self.players
        lowest, tally = sets.lowest, sets.tally
        if self.simple:
            owns = None
            if pairs is self.pairs:
                tallies = [row[low] + t for row in self.rows for low, t in zip(lowest, tally)]
            else:
                tallies = [players[i].tally[lowest[s]] + tally[s] for i, s in pairs]
        else:
            owns = [self._own(players[i], sets, s) for i, s in pairs]
            tallies = [players[i].tally[own] + self._tally(sets, s, own) for (i, s), own in zip(pairs, owns)]
        codes = pattern_codes(tallies)
        flushes = list(compress(range(len(tallies)), map(and_, tallies, repeat(FLUSH_BITS))))
        if flushes and pairs is self.pairs and max(codes) >= FIVE_OF_A_KIND_CODE and \
                sum(map(FIVE_OF_A_KIND_CODE.__le__, codes)) > len(players) - 3:
            # a flush matters in no deal that another player wins with five of a kind (looked
            # for when five of a kind are enough to be in many deals)
            fives = [top >= FIVE_OF_A_KIND_CODE for top in map(max, map(call, self.rounds, repeat(codes)))]
            flushes = [index for index in flushes if not all(map(fives.__getitem__, self.rounds_of[index]))]
        suits = self.suits
        suited_sets: dict[int, int] = {}             # set -> its natural cards' suited bits (`simple`)
        for index in flushes:
            if codes[index] >= FIVE_OF_A_KIND_CODE:                  # no flush can matter
                continue
            i, s = pairs[index]
            if owns is None:
                own = lowest[s]
                of_set = suited_sets.get(s)
                if of_set is None:
                    of_set = suited_sets[s] = sum(map(suits[own].__getitem__, sets.cards[s]))
            else:
                own = owns[index]
                of_set = sum(map(suits[own].__getitem__, sets.cards[s]))
            key = flush_key(tallies[index], players[i].suited[own] + of_set)
            flush = _FLUSH_CODES.get(key) or flush_code(key)
            if flush > codes[index]:
                codes[index] = flush
        if not self.spade:
            return codes, None
        if not self.lowest_hole:                                  # no own wild rank: every spade counts
            best = [max(map(self.spades.__getitem__, down)) for down in sets.down]
            return codes, [max(self.best_spades[i], best[s]) for i, s in pairs]
        owns = owns or [lowest[s] for _, s in pairs]
        return codes, [self._spade(players[i], sets, s, own) for (i, s), own in zip(pairs, owns)]

    def _own(self, player: _Player, sets: _Sets, s: int) -> int:
        """The own wild rank of a player with set s: their lowest hole rank, if they hold the
        needed rank (NONE: none)."""
        low = sets.lowest[s]
        if not (player.has_needed or self.needs in map(self.rank.__getitem__, sets.cards[s])):
            return NONE
        return low if low <= player.lowest else player.lowest

    def _tally(self, sets: _Sets, s: int, own: int) -> int:
        """Set s's tally with this own wild rank."""
        return sets.tally[s] if own == sets.lowest[s] else sum(map(self.values[own].__getitem__, sets.cards[s]))

    def _spade(self, player: _Player, sets: _Sets, s: int, own: int) -> int:
        """The best hole spade of a player with set s that is not wild (0: none)."""
        spades, rank = self.spades, self.rank
        return max((value for value, r in player.spades + [(spades[q], rank[q]) for q in sets.down[s]]
                    if value and r != own), default=0)

    def _winners(self, keys: Sequence, spades: Sequence[int] | None) -> Sequence[int]:
        """The players with the best hand, and the holder of the best spade (Chicago)."""
        top = max(keys)
        best = (keys.index(top),) if keys.count(top) == 1 else tuple(i for i, key in enumerate(keys) if key == top)
        if not spades:
            return best
        spade = max(spades)
        holder = spades.index(spade)
        if not spade or best == (holder,):
            return best
        return tuple(sorted({*best, holder}))
