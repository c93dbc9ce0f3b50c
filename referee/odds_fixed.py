"""The Monte Carlo of `referee.odds` at table speed for the games whose wild cards no face-up
card changes (`referee.wilds.FixedWilds`: Low Hole Card Wild, Kings and Little Ones, Chicago
and Low Chicago, the fixed-wild options of Seven-Card Stud): each holding is counted in one
tally (`referee.ranking`) and ranked by one look-up, and each player's own wild rank (the
lowest hole card) turns that player's cards of its rank into wild cards in the tally, card by
card; Chicago's spade half goes to the best spade among the hole cards that are not wild.

`FixedDeal.winners` gives, for an order of the unseen cards, the same players as
`referee.odds.Deal.winners` (the best high hand, and the spade half's holder when it is
another player): `tests/test_odds.py` plays both on the same orders.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import compress, repeat
from operator import and_, itemgetter
from typing import NamedTuple

from .cards import Card
from .ranking import FLUSH_ADD, FLUSH_BITS, SUITED_BIT, WILD_TALLY, flush_key, pattern_keys, wild_set

SPADES = 3


def fast_enough(deal) -> bool:
    """Whether `FixedDeal` plays this deal: fixed wild cards, one high side (Chicago's spade
    half aside), no extended ranking, no wild ranks that face-up cards change."""
    game = deal.game
    spade = game.spade_order() is not None
    return (bool(deal.fixed) or spade) and not deal.extended and game.sides == ("high",) and \
        game.wilds_of_ranks(deal.rules, [])[0] is None and (
            not game.divides_by_cards or spade)


class _Player:
    """One player's cards in a deal: the known ones counted, and where the rest come from in an
    order (`places`, those face down marked in `down`)."""

    def __init__(self, deal: FixedDeal, known: list[Card], known_down: list[Card], places: list[int],
                 down: list[bool]):
        everybody = deal.everybody
        self.tally = sum(WILD_TALLY if c in everybody else int(c) for c in known) + FLUSH_ADD
        self.suited = sum(0 if c in everybody else SUITED_BIT[c] for c in known)
        self.pick = itemgetter(*places, -1, -1)        # -1: the place of no card (a tuple, however few places)
        self.pick_down = itemgetter(*[p for p, d in zip(places, down) if d], -1, -1)
        self.lowest_down = min((c.rank for c in known_down), default=99)
        self.has_needed = deal.needs is None or any(c.rank == deal.needs for c in known)
        #: by rank: what the known cards of that rank change when they are this player's wild rank
        self.own_wild: dict[int, tuple[int, int]] = {}
        for card in known:
            if card not in everybody:
                tally, bits = self.own_wild.get(card.rank, (0, 0))
                self.own_wild[card.rank] = (tally + WILD_TALLY - int(card), bits + SUITED_BIT[card])
        #: the known hole spades that are not wild for everybody, as (value, rank)
        self.spades = [(deal.spade_value(c), c.rank) for c in known_down if c.suit == SPADES and c not in everybody]


class _Drawn(NamedTuple):
    """What one set of a player's unseen cards adds: their tally and suited bits, their lowest
    face-down rank, by rank what they change as the player's wild rank, their face-down spades
    (value, rank), the best first."""

    tally: int
    suited: int
    lowest_down: int
    own_wild: dict[int, tuple[int, int]]
    spades: list[tuple[int, int]]
    at_lowest: tuple[int, int]            # `own_wild` of `lowest_down`
    has_needed: bool                      # a card of the rank the lowest hole card needs (a King) among them


class FixedDeal:
    """`referee.odds.Deal.winners` for `fast_enough` deals (see the module)."""

    def __init__(self, deal):
        fixed = deal.fixed
        self.deal = deal
        everybody = wild_set(fixed.ranks, fixed.cards) if fixed else frozenset()
        self.everybody = everybody
        pool = list(deal.pool)
        self.values = [WILD_TALLY if c in everybody else int(c) for c in pool] + [0]
        self.suited = [0 if c in everybody else SUITED_BIT[c] for c in pool] + [0]
        self.rank = [c.rank for c in pool] + [0]
        self.to_wild = [0 if c in everybody else WILD_TALLY - int(c) for c in pool] + [0]
        self.lowest_hole = bool(fixed and fixed.lowest_hole)
        self.needs = fixed.needs if fixed else None
        self.spade = deal.game.spade_order()
        self.ace_low = bool(deal.rules.options.get("ace_low_spade"))
        self.spades = [self.spade_value(c) if c.suit == SPADES and c not in everybody else 0 for c in pool] + [0]
        seventh = deal.seventh_places(0)
        common_drawn = deal.common_drawn(0)
        self.players = []
        for seat in deal.seats:
            known_cards = deal.known[seat]
            known = [c for c in known_cards if c is not None] + ([deal.common] if deal.common else [])
            faces = deal.faces[seat]
            known_down = [c for c, (up, _) in zip(known_cards, faces) if c is not None and not up]
            unseen = known_cards.count(None) if seat in deal.unseen else 0
            down = [True] * unseen + [not up for s, up, _ in deal.before_seventh if s == seat]
            down += [not common_drawn] * len(seventh[seat])
            self.players.append(_Player(self, known, known_down, deal.places[seat] + seventh[seat], down))

    def spade_value(self, card: Card) -> int:
        """A spade's worth for the spade half: the higher the better (Low Chicago: the lower)."""
        rank = 1 if self.ace_low and card.rank == 14 else card.rank
        return 15 - rank if self.spade == "low" else rank

    def winners(self, order: Sequence[int]) -> Sequence[int]:
        """The players (indices into `Deal.seats`) who share the pot for this order."""
        return self._joined([self._drawn(player, order) for player in self.players])

    def play(self, orders: Iterable[Sequence[int]]) -> Iterator[Sequence[int]]:
        return map(self.winners, orders)

    def play_rounds(self, shuffles: Iterable[Sequence[int]]) -> Iterator[Sequence[int]]:
        """`play` of each shuffle dealt round the table, as `referee.odds.QuickDeal.play_rounds`
        does (`Deal.passed_round`: the k-th deal gives each player the unseen cards of the
        player k seats on): what each player draws is summed up once (`_Drawn`) and joined to
        the known cards of each player in turn."""
        players = self.players
        n = len(players)
        for order in shuffles:
            drawn = [self._drawn(player, order) for player in players]
            for k in range(n):
                yield self._joined(drawn[k:] + drawn[:k])

    def _drawn(self, player: _Player, order: Sequence[int]) -> _Drawn:
        positions = player.pick(order)[:-2]
        rank, to_wild, suited = self.rank, self.to_wild, self.suited
        down = player.pick_down(order)[:-2]
        own: dict[int, tuple[int, int]] = {}
        for q in positions:
            tally, bits = own.get(rank[q], (0, 0))
            own[rank[q]] = (tally + to_wild[q], bits + suited[q])
        spades = sorted(((self.spades[q], rank[q]) for q in down if self.spades[q]), reverse=True)
        lowest = min(map(rank.__getitem__, down), default=99)
        return _Drawn(sum(map(self.values.__getitem__, positions)), sum(map(suited.__getitem__, positions)),
                      lowest, own, spades, own.get(lowest, (0, 0)), self.needs in own)

    def _joined(self, drawn: list[_Drawn]) -> Sequence[int]:
        """The winners when player i gets the known cards of its own and `drawn[i]`."""
        players = self.players
        tallies = [player.tally + cards.tally for player, cards in zip(players, drawn)]
        suiteds = [player.suited + cards.suited for player, cards in zip(players, drawn)]
        owns = [0] * len(players)
        if self.lowest_hole:
            none = (0, 0)
            for i, (player, cards) in enumerate(zip(players, drawn)):
                if not (player.has_needed or cards.has_needed):
                    continue
                own = owns[i] = cards.lowest_down if cards.lowest_down <= player.lowest_down else player.lowest_down
                got = cards.at_lowest if own == cards.lowest_down else cards.own_wild.get(own, none)
                known = player.own_wild.get(own)
                if known is None:
                    tallies[i] += got[0]
                    suiteds[i] -= got[1]
                else:
                    tallies[i] += got[0] + known[0]
                    suiteds[i] -= got[1] + known[1]
        best = _best(tallies, suiteds)
        if self.spade is None:
            return best
        holder, best_spade = None, 0
        for i, (player, cards) in enumerate(zip(players, drawn)):
            own = owns[i]
            for value, card_rank in player.spades + cards.spades[:2]:
                if value > best_spade and card_rank != own:
                    holder, best_spade = i, value
        if holder is None or best == (holder,):
            return best
        return tuple(sorted({*best, holder}))


def _best(tallies: list[int], suiteds: list[int]) -> tuple[int, ...]:
    """The players with the best hand, the suits looked at only where a flush is in reach."""
    keys = pattern_keys(tallies)
    for i in compress(range(len(tallies)), map(and_, tallies, repeat(FLUSH_BITS))):
        flush = flush_key(tallies[i], suiteds[i])
        if flush > keys[i]:
            keys[i] = flush
    top = max(keys)
    return tuple(i for i, key in enumerate(keys) if key == top)
