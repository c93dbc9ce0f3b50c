"""Win odds from what the table can see, knowing that a Queen still to come can change what is wild.

For a hand in progress, the rest of the deal is played out in deal order from the cards nobody
has seen (every card dealt face up, folded players' too, and every hole card entered are out
of the deck): street by street, player by player, the extra card for nobody when the option
calls for it, the common card when the deck runs short.  So a Queen still to come cancels or
creates a wild rank exactly as the rules would.  Players still in are assumed to stay in.

`win` is the chance to win the whole pot alone, `tie` to share it (a Hi-Lo split, a Black
Mariah half, a tie).  The pot is the main pot, which everyone still in can win.

Exact when the deals still possible are few enough to walk through one by one (each path of
the deal weighted by its probability), otherwise Monte Carlo with a standard error, stopping
once it is below a quarter of a percentage point for every player (`TARGET`) or the time
budget is spent.  How the Monte Carlo is made fast: `QuickDeal` and `orders`; for the
fixed-wild games, `referee.odds_fixed` and `referee.odds_batch`.

>>> history = {"variant": "F7S", "players": ["Anna", "Ben"], "starting_stacks": [50, 50], "antes": [1, 1],
...            "bring_in": 1, "small_bet": 2, "big_bet": 4, "actions": [
...            "d dh p1 AhAd2c", "d dh p2 KhKd3c", "p1 pb", "p2 cc",
...            "d dh p1 5s", "d dh p2 6s", "p2 cc", "p1 cc", "d dh p1 7h", "d dh p2 8h", "p2 cc", "p1 cc",
...            "d dh p1 9d", "d dh p2 Tc", "p2 cc", "p1 cc"]}
>>> result = odds(history)
>>> result["method"], result["samples"], [p["name"] for p in result["players"]]
('exact', 1560, ['Anna', 'Ben'])
"""

from __future__ import annotations

import random
import sys
import threading
import time
from array import array
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations, compress, islice, permutations, repeat
from math import factorial, inf, perm
from operator import add, and_, call, itemgetter
from typing import Any

from .actions import DealHole, parse_action
from .cards import DECK, Card
from .games.black_mariah import BLACK_MARIAH
from .games.game import BuyCard, GiveCard, last_face_up
from .odds_fixed import FixedDeal, fast_enough
from .ranking import (
    FLUSH_ADD,
    FLUSH_BITS,
    SUITED_BIT,
    WILD_TALLY,
    Category,
    flush_key,
    hand_key,
    load_tables,
    pattern_keys,
    tally,
    wild_set,
)
from .replay import Dealt, State, load_hand, replay
from .violations import RuleViolation


@dataclass
class _Shown:
    """A simulated player at the showdown, as `Game.divide` sees a seat."""

    cards: list[Dealt]
    shown: bool = True
    mucked: bool = False


def as_played(street) -> str:
    """The faces of a street's cards as the simulated players leave them: a player who turns
    up cards by choice (`Street.turn_up`, Roll Your Own) turns up the newest ones.  Nothing is
    wild in Roll Your Own, so which cards are up changes no showdown (players still in stay
    in); the policy only matters for wild ranks set by face-up cards, and there it makes the
    deal the Seven-Card Stud deal it is played as (``ddd``: two down, one up).

    >>> from referee.games import Street
    >>> as_played(Street(3, "ddd", turn_up=1)), as_played(Street(4, "u"))
    ('ddu', 'u')
    """
    if not street.turn_up:
        return street.faces
    return street.faces[:-street.turn_up] + "u" * street.turn_up


class Deal:
    """The rest of one hand's deal, played out again and again with different cards."""

    def __init__(self, state: State):
        self.state = state
        self.rules = state.rules
        self.game = state.game
        self.seats = state.in_hand
        self.pool = [c for c in DECK if c not in state.seen]
        self.known = {s: [d.card for d in state.seats[s].cards] for s in self.seats}
        self.common = state.common
        self.up_ranks = [u.card.rank for u in state.up]
        self.extras = sum(u.seat is None for u in state.up)        # extra cards for nobody, dealt already
        self.dealt = state._dealt()
        self.extended = state.rules.extended
        option = state.rules.options.get
        self.extra_card, self.redeal = option("extra_card"), option("redeal")
        self.abort = state.game.code == "BM" and option("abort")
        self.ending = state.ending is not None          # the deal ends once this street is dealt: void
        # the cards still to deal, in order: an extra card owed first (a bought one taken)
        owed = [(due.seat, due.face == "u", state.street) for due in state.due if due.kind in ("card", "buy")]
        self.slots = owed + [(seat, face == "u", street.key)
                      for street in state.streets if street.key >= state.street
                      for seat in self.seats if not any(d.street == street.key for d in state.seats[seat].cards)
                      for face in as_played(street)]
        self.unseen = {s for s in self.seats if None in self.known[s]}
        # "7th street": the last street's cards when they are dealt face down (a common card
        # when the deck runs short); a game that ends face up deals them with the rest
        last = state.streets[-1].key if set(state.streets[-1].faces) == {"d"} else None
        self.before_seventh = [slot for slot in self.slots if slot[2] != last]
        self.seventh = [seat for seat, _, street in self.slots if street == last]
        sixth = last_face_up(state.streets).key              # "6th street": the last face-up cards
        self.sixth_pending = state.street < sixth or (state.street == sixth
                                                      and state.phase in ("deal", "extra", "turn_up"))
        self.first_street = state.first_street
        # wild cards no face-up card changes, unless they are wild ranks alone that the game says
        # for the quick deal too (a house game's named wild ranks beside its follow rank:
        # `Game.wilds_of_ranks`)
        fixed = state.game.fixed_wilds(state.rules)
        ranked = fixed is not None and not (fixed.cards or fixed.lowest_hole) and \
            state.game.wilds_of_ranks(state.rules, [])[0] is not None
        self.fixed = None if ranked else fixed
        self.plain = not (self.abort or option("hole_queens_wild") or option("wild") or self.fixed)
        self.wild_sets: dict[frozenset, frozenset[Card]] = {}
        self.simple = self.plain and state.game.sides == ("high",) and not state.game.divides_by_cards
        # how each player's cards lie (face up or down, street), known now: the slots say the rest
        self.faces = {s: [(d.up, d.street) for d in state.seats[s].cards] + [(up, st) for seat, up, st in self.slots
                                                                               if seat == s] for s in self.seats}
        self.quick = self.simple and not self.extended          # `QuickDeal` plays it
        self.gives = extra_card_faces(state)
        if "u" in self.gives.values():
            self.quick = False                 # an extra card face up may give another: `play` deals it
        self._place_the_draws()
        self.gifts_to_come = bool(self.gives and self.up_places)   # face-up cards still to come may give cards

    def _place_the_draws(self) -> None:
        """Where `play` draws each player's cards in an order of the unseen cards: `places`
        of the hole cards nobody has seen and of the cards to come before 7th street (in that
        order, street by street), `up_places` of the face-up ones among them, and `roles`: for
        each kind of card (the first unseen hole card, the 4th-street card, ...) the places
        of the players who get one, in seat order (7th street's when no extra card is turned)."""
        self.places: dict[int, list[int]] = {seat: [] for seat in self.seats}
        self.up_places: list[int] = []
        self.up_owners: list[int] = []          # for each of `up_places`, its player (an index into `seats`)
        self.roles: dict[tuple, list[int]] = {}
        drawn = 0

        def draw(seat: int, role: tuple) -> None:
            nonlocal drawn
            self.places[seat].append(drawn)
            self.roles.setdefault(role, []).append(drawn)
            drawn += 1

        for seat in self.seats:
            for hole in range(self.known[seat].count(None) if seat in self.unseen else 0):
                draw(seat, ("hole", hole))
        on_street: dict[tuple[int, int], int] = {}
        for seat, up, street in self.before_seventh:
            if up:
                self.up_places.append(drawn)
                self.up_owners.append(self.seats.index(seat))
            nth = on_street[seat, street] = on_street.get((seat, street), -1) + 1
            draw(seat, (street, nth))
        self.first_extra = drawn
        seventh = self.seventh_places(0)
        if not self.common_drawn(0):
            self.roles["last", 0] = [place for seat in self.seventh for place in seventh[seat]]

    def common_drawn(self, extra: int) -> bool:
        """Whether `play` draws one common card for 7th street (the deck runs short), after
        `extra` extra cards."""
        return bool(self.seventh) and self.common is None and \
            52 - (self.dealt + len(self.before_seventh) + extra) < len(self.seats)

    def seventh_places(self, extra: int) -> dict[int, list[int]]:
        """Each player's places of the 7th-street card in an order, after `extra` extra cards:
        the common card's place for everyone when the deck runs short."""
        after = self.first_extra + extra
        if self.common_drawn(extra):
            return {seat: [after] for seat in self.seats}
        places: dict[int, list[int]] = {seat: [] for seat in self.seats}
        for i, seat in enumerate(self.seventh):
            places[seat].append(after + i)
        return places

    def turns(self) -> list[list[int]]:
        """For k = 0, 1, ...: where an order's card goes when each player gets the cards the
        player k seats on would have had, card for card by role (see `orders`): a permutation
        of the places.  Any fixed permutation of the places keeps an order uniformly random."""
        turns = []
        for k in range(len(self.seats)):
            places = list(range(len(self.pool)))
            for role in self.roles.values():
                for i, place in enumerate(role):
                    places[place] = role[(i + k) % len(role)]
            turns.append(places)
        return turns

    def rotations(self) -> list[Callable[[Sequence[int]], Sequence[int]]]:
        """`turns` as functions of an order (followed by its place of no card)."""
        return [itemgetter(*places, len(self.pool)) for places in self.turns()]

    @property
    def passed_round(self) -> bool:
        """Whether the turns pass each player's unseen cards on whole: every player has every
        role, and no extra card can come between the 6th and the 7th street's cards."""
        return all(len(role) == len(self.seats) for role in self.roles.values()) and not (
            self.sixth_pending and self.extra_card) and not self.gifts_to_come

    @property
    def passed_round_with_gifts(self) -> bool:
        """`passed_round`, but for face-up cards still to come that give their players extra
        cards (`QuickDeal.play_rounds` deals those from places outside every role)."""
        return all(len(role) == len(self.seats) for role in self.roles.values()) and not (
            self.sixth_pending and self.extra_card) and self.gifts_to_come

    def gift_place(self, j: int, given: int) -> int:
        """The place in an order of the j-th extra card that a face-up card gives its player, of
        `given` in all: after 7th street's cards (or the common card), outside every role."""
        return self.first_extra + (1 if self.common_drawn(given) else len(self.seventh)) + j

    def winners(self, order: Sequence[int]) -> list[int]:
        """The players (indices into `seats`) with a share of the pot when the unseen cards
        come in this order of their positions in `pool` (one: a win; none: a void deal)."""
        shares = self.play(map(self.pool.__getitem__, order).__next__)
        return [i for i, seat in enumerate(self.seats) if shares.get(seat, 0) > 0]

    def draws_needed(self) -> int:
        """Cards still to come in a plain deal (no extra cards): for sizing the exact walk."""
        return sum(card is None for s in self.seats for card in self.known[s]) + len(self.slots)

    def play(self, draw) -> dict[int, float]:
        """One way the deal can end: each player's share of the main pot (0 to 1)."""
        if self.ending:
            return {}
        cards = {s: [c if c is not None else draw() for c in known] if s in self.unseen else list(known)
                 for s, known in self.known.items()}
        up_ranks = list(self.up_ranks)
        abort, first = self.abort, self.first_street
        given = 0
        for seat, up, street in self.before_seventh:
            card = draw()
            cards[seat].append(card)
            if up:
                up_ranks.append(card.rank)
                if abort and street == first and card == BLACK_MARIAH:
                    return {}
                if self.gives:
                    given += self._given_cards(seat, card, cards[seat], draw)
        extra = 0
        if self.sixth_pending:
            turned = self._extra_cards(up_ranks, draw)
            if turned is None:
                return {}
            extra = turned
        common = self.common
        if self.seventh:
            if common is None and 52 - (self.dealt + len(self.before_seventh) + extra + given) < len(self.seats):
                common = draw()
            else:
                for seat in self.seventh:
                    cards[seat].append(draw())
        return self._shares(cards, self.game.wilds_of_ranks(self.rules, up_ranks, self.extras + extra)[0], common)

    def _given_cards(self, seat: int, card: Card, cards: list, draw) -> int:
        """The extra cards a face-up card gives its player at once (Baseball's 4; the player is
        taken to buy one that is sold), drawn into `cards`: how many (a face-up one may give
        another)."""
        face = self.gives.get(card.rank)
        given = 0
        while face is not None:
            card = draw()
            cards.append(card)
            given += 1
            face = self.gives.get(card.rank) if face == "u" else None
        return given

    def _extra_cards(self, up_ranks, draw) -> int | None:
        """After the last face-up card: the extra cards for nobody (the option), and how many;
        None for a redeal (no face-up Queen at all, the option)."""
        wilds, seen = self.game.wilds_of_ranks(self.rules, up_ranks)
        extra = 0
        while wilds is not None and wilds.waiting and self.extra_card:
            up_ranks.append(draw().rank)
            extra += 1
            wilds, seen = self.game.wilds_of_ranks(self.rules, up_ranks, extra)
        if wilds is not None and self.redeal and not seen:
            return None
        return extra

    def _shares(self, cards, wilds, common) -> dict[int, float]:
        game, rules = self.game, self.rules
        wild_all: frozenset[Card] = frozenset()
        if wilds is not None:
            wild_all = self.wild_sets.get(wilds.ranks) or frozenset()
            if not wild_all:
                wild_all = self.wild_sets[wilds.ranks] = wild_set(wilds.ranks)
        if self.simple:                            # one pot, one side: the best high hand takes it
            extended = self.extended
            holdings = [cards[seat] if common is None else cards[seat] + [common] for seat in self.seats]
            ranked = [hand_key(holding, wild_all, extended) for holding in holdings]
            top = max(ranked)
            winners = [seat for seat, key in zip(self.seats, ranked) if key == top]
            return {seat: 1.0 / len(winners) for seat in winners}
        keys: dict[int, dict[str, Any]] = {}
        wild_of: dict[int, frozenset[Card]] = {}
        for seat in self.seats:
            holding = cards[seat] + [common] if common else cards[seat]
            wild = wild_of[seat] = wild_all if self.plain else game.wild_cards(
                rules, wilds, holding, [c for c, (up, _) in zip(cards[seat], self.faces[seat]) if not up])
            sides: dict[str, tuple | None] = {}
            for side in game.sides:
                if side == "high":
                    key = game.high_key(holding, wild, self.extended)
                    sides[side] = key if game.high_qualifies(rules, key) else None
                else:
                    low = game.low_side(rules, holding, wild)
                    sides[side] = low.key if low else None
            keys[seat] = sides

        def best(side: str) -> list[int]:
            ranked = {s: k[side] for s, k in keys.items() if k.get(side) is not None}
            top = max(ranked.values(), default=None)
            return [s for s in self.seats if s in ranked and ranked[s] == top]

        shown = [_Shown([Dealt(c, *face) for c, face in zip(cards[s], self.faces[s])]) if s in keys
                 else _Shown([], shown=False) for s in range(len(self.state.seats))] if (
            game.divides_by_cards or rules.options.get("high_qualifier", "none") != "none") else []
        _, parts = game.divide(rules, 1000, best, shown, wild_of.__getitem__)
        total = sum(chips for _, _, chips in parts)
        if not total:                              # Black Mariah: the pot carries over, nobody wins it
            return {}
        shares: dict[int, float] = {}
        for _, winners, chips in parts:
            for seat in winners:
                shares[seat] = shares.get(seat, 0.0) + chips / total / len(winners)
        return shares


# --- the quick deal: the same deal at table speed ------------------------------------------------

class WildMachine:
    """The wild ranks of a game as a state machine over the ranks of the face-up cards,
    learned from the game's own rule (`Game.wilds_of_ranks`) one step at a time.

    A state is what the rule says after some face-up cards: the wild ranks, whether the next
    face-up card will set a follow rank, and whether a leader (a Queen) has been face up.
    What more face-up cards do depends on nothing else, in every game we play (a test checks
    each game and option set against the rule on random runs of cards); so the state after a
    card is the rule's answer for any run of cards that led to the state, plus that card.
    """

    def __init__(self, rules):
        self.rules = rules
        self.numbers: dict[tuple, int] = {}
        self.runs: list[tuple[int, ...]] = []          # for each state, the first run that led there
        self.wilds: list[Any] = []                      # for each state, the game's Wilds (or None)
        self.leader_seen: list[bool] = []
        self.steps: dict[tuple[int, int], int] = {}
        self.extra_steps: dict[tuple[int, int], int] = {}
        self.lock = threading.Lock()

    def state(self, up_ranks, extra: int = 0) -> int:
        """The state after these face-up ranks (the last `extra` of them extra cards for
        nobody), asking the rule."""
        run = tuple(up_ranks)
        wilds, seen = self.rules.game.wilds_of_ranks(self.rules, run, extra)
        what = (wilds.ranks, wilds.waiting, seen) if wilds is not None else (None, False, seen)
        with self.lock:                       # a new state's number and its facts go together
            number = self.numbers.get(what)
            if number is None:
                number = self.numbers[what] = len(self.runs)
                self.runs.append(run)
                self.wilds.append(wilds)
                self.leader_seen.append(seen)
        return number

    def step(self, state: int, rank: int) -> int:
        """The state after one more face-up card of `rank`."""
        after = self.steps.get((state, rank))
        if after is None:
            after = self.steps[state, rank] = self.state(self.runs[state] + (rank,))
        return after

    def step_extra(self, state: int, rank: int) -> int:
        """The state after the one extra card for nobody, of `rank` (option extra_card without
        repeat_extra_card: a Queen there follows the Queen before it, it leads nothing)."""
        after = self.extra_steps.get((state, rank))
        if after is None:
            after = self.extra_steps[state, rank] = self.state(self.runs[state] + (rank,), extra=1)
        return after


_MACHINES: dict[tuple, WildMachine] = {}


def wild_machine(rules) -> WildMachine:
    """The learned machine of a game and its options (kept: it only grows)."""
    what = (rules.game.key, tuple(sorted(rules.options.items())))
    machine = _MACHINES.get(what)
    if machine is None:
        machine = _MACHINES[what] = WildMachine(rules)
    return machine


def _picker(slots: list[int]) -> Callable[[Sequence], tuple]:
    """``itemgetter(*slots)`` that always gives a tuple."""
    if len(slots) >= 2:
        return itemgetter(*slots)
    if slots:
        return _One(slots[0])
    return _none


class _One:
    """The item at one place, as a tuple of one."""

    def __init__(self, place: int):
        self.place = place

    def __call__(self, seq: Sequence) -> tuple:
        return (seq[self.place],)


def _none(seq: Sequence) -> tuple:
    return ()


@dataclass
class _Plan:
    """What a quick deal needs to know in one state of the wild ranks: each pool card's value
    in a tally and its suited bit (`referee.ranking`), each player's known cards counted (with
    FLUSH_ADD in it already, so that ``tally & FLUSH_BITS`` says whether a flush is in
    reach), whether another extra card is turned up and whether the deal is void."""

    values: list[int]
    suited: list[int]
    known: list[int]
    known_suited: list[int]
    extra: bool
    void: bool


_STRIDE = 64           # state numbers are kept multiplied by this, so that state + position is one int


class QuickDeal:
    """`Deal.play` for the games with one pot to the best high hand and wild ranks only (Follow
    the Queen and the Cowboy with any option but the extended ranking, Seven-Card Stud): the
    same cards to the same players for the same order of the unseen cards, at table speed.

    An order is a permutation of the positions of the unseen cards in `Deal.pool`, one more
    position at the end standing for no card (an exact walk's orders hold only the `places`
    that the deal draws, then that position).  The face-up cards among them drive the
    `WildMachine`; each state of it knows every card's value in a tally, so a holding is
    counted in one sum and ranked by one look-up (`referee.ranking.PATTERNS`), the suits looked
    at only when a flush is in reach.
    """

    def __init__(self, deal: Deal, places: int | None = None):
        self.deal = deal
        self.machine = wild_machine(deal.rules)
        self.no_card = len(deal.pool) if places is None else places     # the place in an order of "no card"
        self.players = len(deal.seats)
        self.up_slots = _picker(deal.up_places)
        self.first_extra = deal.first_extra
        self.start = self.machine.state(deal.up_ranks) * _STRIDE
        self.steps = _Steps(self)
        self.extra_steps = self.steps if deal.rules.options.get("repeat_extra_card") else _Steps(self, extra=True)
        self.plans = _Plans(self)
        self.pickers: dict[int | tuple[int, ...], list[Callable]] = {}   # by extra cards: how many, or whose

    def players_cards(self, extra: int) -> list[Callable[[Sequence], tuple]]:
        """For each player, what picks their unseen cards out of an order, after `extra`
        extra cards (kept for each number of them)."""
        pickers = self.pickers.get(extra)
        if pickers is None:
            deal = self.deal
            seventh = deal.seventh_places(extra)
            pickers = self.pickers[extra] = [_picker(deal.places[seat] + seventh[seat] + [self.no_card])
                                             for seat in deal.seats]
        return pickers

    def plan(self, state: int) -> _Plan:
        """The plan of a state of the wild ranks."""
        deal, machine = self.deal, self.machine
        wilds = machine.wilds[state]
        wild = wild_set(wilds.ranks) if wilds is not None else frozenset()
        values = [WILD_TALLY if c in wild else int(c) for c in deal.pool] + [0]
        suited = [0 if c in wild else SUITED_BIT[c] for c in deal.pool] + [0]
        known = [[c for c in deal.known[seat] if c is not None] + ([deal.common] if deal.common else [])
                 for seat in deal.seats]
        return _Plan(values, suited, [tally(cards, wild) + FLUSH_ADD for cards in known],
                     [sum(0 if c in wild else SUITED_BIT[c] for c in cards) for cards in known],
                     extra=bool(deal.sixth_pending and deal.extra_card and wilds is not None and wilds.waiting),
                     void=bool(deal.sixth_pending and deal.redeal and wilds is not None
                               and not machine.leader_seen[state]))

    def play(self, orders: Iterable[Sequence[int]]) -> Iterator[Sequence[int]]:
        """For each order of the unseen cards: the players (indices into `Deal.seats`) who
        share the pot (one: a win; none: the deal is void)."""
        if self.deal.gifts_to_come:
            yield from self._play_gifts(orders)
            return
        steps, plans, start, up_slots = self.steps, self.plans, self.start, self.up_slots
        no_extra = self.players_cards(0)
        for order in orders:
            state = start
            for position in up_slots(order):
                state = steps[state + position]
            plan = plans[state]
            pickers = no_extra
            if plan.extra or plan.void:
                plan, pickers = self._after_extra_cards(order, state)
                if plan.void:
                    yield ()
                    continue
            counted = list(map(plan.values.__getitem__, order))
            yield best_players(list(map(add, plan.known, map(sum, map(call, pickers, repeat(counted))))),
                               plan, pickers, order)

    def play_rounds(self, shuffles: Iterable[Sequence[int]]) -> Iterator[Sequence[int]]:
        """`play` of each shuffle dealt round the table (`Deal.turns`: the k-th deal gives each
        player the cards of the player k seats on), for a deal that passes the unseen cards
        on whole (`Deal.passed_round`): each player's sum of card values is then one of the
        sums of the first deal, passed on, and is worked out once for each state of the wild
        ranks in the round (two states, on average, in the seven deals of `bench_odds`)."""
        if self.deal.gifts_to_come:
            yield from self._play_rounds_gifts(shuffles)
            return
        deal = self.deal
        steps, plans, start = self.steps, self.plans, self.start
        pickers = self.players_cards(0)
        up_cards = [_picker([turn[place] for place in deal.up_places]) for turn in deal.turns()]
        for order in shuffles:
            sums: dict[int, list[int]] = {}                # state -> each player's sum of values
            for k, up_slots in enumerate(up_cards):
                state = start
                for position in up_slots(order):
                    state = steps[state + position]
                plan = plans[state]
                if plan.void:
                    yield ()
                    continue
                drawn = sums.get(state)
                if drawn is None:
                    counted = list(map(plan.values.__getitem__, order))
                    drawn = sums[state] = list(map(sum, map(call, pickers, repeat(counted))))
                yield best_players(list(map(add, plan.known, drawn[k:] + drawn[:k])), plan, pickers, order, k)

    def _play_gifts(self, orders: Iterable[Sequence[int]]) -> Iterator[Sequence[int]]:
        """`play` for a game whose face-up cards give their players extra cards face down
        (Baseball's 4s): each extra card is drawn, in turn, from the places after 7th street's
        cards (`Deal.gift_place`)."""
        deal = self.deal
        steps, plans, start, up_slots = self.steps, self.plans, self.start, self.up_slots
        gift = [card.rank in deal.gives for card in deal.pool] + [False]
        owners = deal.up_owners
        for order in orders:
            ups = up_slots(order)
            state = start
            for position in ups:
                state = steps[state + position]
            plan = plans[state]
            pickers = self.gift_pickers(tuple(compress(owners, map(gift.__getitem__, ups))))
            counted = list(map(plan.values.__getitem__, order))
            yield best_players(list(map(add, plan.known, map(sum, map(call, pickers, repeat(counted))))),
                               plan, pickers, order)

    def _play_rounds_gifts(self, shuffles: Iterable[Sequence[int]]) -> Iterator[Sequence[int]]:
        """`play_rounds` for a game whose face-up cards give their players extra cards (and
        whose wild ranks are fixed): the extra cards lie at places outside every role
        (`Deal.gift_place`), the same in each deal of the round, so each player's sum is the
        first deal's passed on plus the values of the extra cards that player gets in that deal."""
        deal = self.deal
        plan = self.plans[self.start]
        gift = [card.rank in deal.gives for card in deal.pool] + [False]
        up_cards = [_picker([turn[place] for place in deal.up_places]) for turn in deal.turns()]
        turns = deal.rotations()
        owners, players = deal.up_owners, self.players
        values, suited = plan.values, plan.suited
        # for each number of extra cards: whether the common card comes, and the extra cards' places
        common = [deal.common_drawn(n) for n in range(len(owners) + 1)]
        at = [_picker([deal.gift_place(j, n) for j in range(n)]) for n in range(len(owners) + 1)]
        for order in shuffles:
            count = sum(map(gift.__getitem__, up_cards[0](order)))
            if count == 0:
                pickers = self.players_cards(0)
                counted = list(map(values.__getitem__, order))
                drawn = list(map(sum, map(call, pickers, repeat(counted))))
                for k in range(players):
                    yield best_players(list(map(add, plan.known, drawn[k:] + drawn[:k])), plan, pickers, order, k)
                continue
            if common[count]:                             # rare: each deal of the round on its own
                yield from self._play_gifts(turn(order) for turn in turns)
                continue
            pickers = self.players_cards(0)
            counted = list(map(values.__getitem__, order))
            drawn = list(map(sum, map(call, pickers, repeat(counted))))
            places = at[count](order)
            for k, up_slots in enumerate(up_cards):
                sums = drawn[k:] + drawn[:k]
                more = [0] * players
                for owner, position in zip(compress(owners, map(gift.__getitem__, up_slots(order))), places):
                    sums[owner] += values[position]
                    more[owner] += suited[position]
                yield best_players(list(map(add, plan.known, sums)), plan, pickers, order, k, more)

    def gift_pickers(self, given: tuple[int, ...]) -> list[Callable[[Sequence], tuple]]:
        """For each player, what picks their unseen cards out of an order when the extra cards
        go to these players (indices into `Deal.seats`) in turn (kept for each such run)."""
        pickers = self.pickers.get(given)
        if pickers is None:
            deal = self.deal
            seventh = deal.seventh_places(0)
            if deal.common_drawn(len(given)):                # the common card first, the extra cards after it
                seventh = {seat: [self.first_extra] for seat in deal.seats}
            extra = {i: [deal.gift_place(j, len(given)) for j, owner in enumerate(given) if owner == i]
                     for i in range(len(deal.seats))}
            pickers = self.pickers[given] = [
                _picker(deal.places[seat] + extra[i] + seventh[seat] + [self.no_card])
                for i, seat in enumerate(deal.seats)]
        return pickers

    def _after_extra_cards(self, order: Sequence[int], state: int) -> tuple[_Plan, list[Callable]]:
        """The plan after the extra cards for nobody (the option), and who gets which cards."""
        plan = self.plans[state]
        extra = 0
        while plan.extra:
            state = self.extra_steps[state + order[self.first_extra + extra]]
            extra += 1
            plan = self.plans[state]
        return plan, self.players_cards(extra)

    def winners(self, order: Sequence[int]) -> Sequence[int]:
        """`play` for one order."""
        return next(self.play([order]))


def best_players(tallies: list[int], plan: _Plan, pickers: list[Callable], order: Sequence[int],
                 turn: int = 0, more_suited: Sequence[int] = ()) -> Sequence[int]:
    """The players with the best hand (indices into `Deal.seats`), from their `tallies`
    (`_Plan.known` added in); each hand ranked by its pattern, the suits looked at when a
    flush is in reach and could matter.  Player i's unseen cards are those that
    ``pickers[i + turn]`` picks out of `order` (`QuickDeal.play_rounds`), and extra cards whose
    suited bits are `more_suited` (Baseball's 4s)."""
    keys = pattern_keys(tallies)
    top = max(keys)
    if top < _FIVE_OF_A_KIND:                  # else no flush can matter
        for i in compress(range(len(tallies)), map(and_, tallies, repeat(FLUSH_BITS))):
            cards = pickers[(i + turn) % len(pickers)](order)
            flush = flush_key(tallies[i], plan.known_suited[i] + sum(map(plan.suited.__getitem__, cards))
                              + (more_suited[i] if more_suited else 0))
            if flush > keys[i]:
                keys[i] = flush
        top = max(keys)
    if keys.count(top) == 1:
        return (keys.index(top),)
    return [i for i, key in enumerate(keys) if key == top]


_FIVE_OF_A_KIND = (int(Category.FIVE_OF_A_KIND),)


class _Steps(dict):
    """state + position -> the next state (both times _STRIDE), learned on first use (`extra`:
    for the extra card for nobody, `WildMachine.step_extra`)."""

    def __init__(self, quick: QuickDeal, extra: bool = False):
        super().__init__()
        self.machine, self.pool = quick.machine, quick.deal.pool
        self.step = self.machine.step_extra if extra else self.machine.step

    def __missing__(self, key: int) -> int:
        state, position = divmod(key, _STRIDE)
        after = self[key] = self.step(state, self.pool[position].rank) * _STRIDE
        return after


class _Plans(dict):
    """state -> its `_Plan`, worked out on first use."""

    def __init__(self, quick: QuickDeal):
        super().__init__()
        self.quick = quick

    def __missing__(self, state: int) -> _Plan:
        plan = self[state] = self.quick.plan(state // _STRIDE)
        return plan


# --- Monte Carlo ---------------------------------------------------------------------------------

CHECK_EVERY = 500              # deals between two looks at the standard error


def shuffles(size: int, rng: random.Random, batch: int = 500) -> Iterator[list[int]]:
    """Random orders of range(size), each followed by `size` (the position of no card), without
    end.  Each order sorts the positions by random 30-bit keys drawn in bulk: a uniform random
    permutation except when two of its keys tie (about once in a million orders of 45 cards,
    and then those two keep their order)."""
    mask = int.from_bytes(b"\xff\xff\xff\x3f" * size * batch, "little")
    positions = range(size)
    while True:
        keys = array("I", (rng.getrandbits(32 * size * batch) & mask).to_bytes(4 * size * batch, "little"))
        if sys.byteorder == "big":
            keys.byteswap()
        keys_list = keys.tolist()
        for at in range(0, size * batch, size):
            order = sorted(positions, key=keys_list[at:at + size].__getitem__)
            order.append(size)
            yield order


def orders(size: int, rng: random.Random, turns: list[Callable]) -> Iterator[Sequence[int]]:
    """Random orders of the unseen cards in groups: a shuffle (see `shuffles`) turned by each
    of `turns` (`Deal.rotations`: the unseen cards passed round the table, role by role).
    Every order is uniformly random and the groups are independent; within a group, each
    player gets in turn the cards that came to every other player, which evens out the luck
    of the shuffle (the standard error of the seven-player spot of `bench/bench_odds.py`
    shrinks as much as with 50 % more deals) and saves shuffles; `Estimate` measures the
    spread between groups."""
    for order in shuffles(size, rng):
        for turn in turns:
            yield turn(order)


class Estimate:
    """Each player's chance to win and to share, from groups of deals (see `orders`), with
    the standard error measured from the spread of the groups' results."""

    def __init__(self, players: int, group: int):
        self.players = range(players)
        self.group = group
        self.groups = 0
        self.wins = [0] * players
        self.ties = [0] * players
        self.squares = [0] * players        # per group: wins squared
        self.any_squares = [0] * players    # per group: (wins + ties) squared
        self.nobody = 0                     # deals nobody wins (Black Mariah's pot carries over, a void deal)

    def add(self, won: list[int], shared: list[int], nobody: int) -> None:
        """One group's deals (`counted`): each player's won alone and shared, and those nobody won."""
        self.nobody += nobody
        for i in self.players:
            w, t = won[i], shared[i]
            if w or t:
                self.wins[i] += w
                self.ties[i] += t
                self.squares[i] += w * w
                self.any_squares[i] += (w + t) * (w + t)
        self.groups += 1

    @property
    def deals(self) -> int:
        return self.groups * self.group

    def chances(self, i: int) -> tuple[float, float]:
        """Player i's chance to win alone and to share."""
        return self.wins[i] / self.deals, self.ties[i] / self.deals

    def nobody_wins(self) -> float:
        """The chance that nobody wins the pot this deal."""
        return self.nobody / self.deals

    def stderr(self) -> float:
        """The largest standard error of a player's chance to win, or to win or share."""
        g = self.groups
        if g < 2:
            return 1.0
        worst = 0.0
        for i in self.players:
            for total, squares in ((self.wins[i], self.squares[i]),
                                   (self.wins[i] + self.ties[i], self.any_squares[i])):
                spread = max(squares - total * total / g, 0.0) / (g - 1) / self.group ** 2   # of a group's share
                worst = max(worst, (spread / g) ** 0.5)
        return worst


def counted(outcomes: Iterable[Sequence[int]], players: int) -> tuple[list[int], list[int], int]:
    """Deals' outcomes (for each, the players who share the pot) counted: each player's deals
    won alone and shared, and the deals nobody won."""
    won = [0] * players
    shared = [0] * players
    nobody = 0
    for winners in outcomes:
        if len(winners) == 1:
            won[winners[0]] += 1
        elif winners:
            for i in winners:
                shared[i] += 1
        else:
            nobody += 1
    return won, shared, nobody


def grouped(outcomes: Iterator[Sequence[int]], group: int, players: int) -> Iterator[tuple[list[int], list[int], int]]:
    """`counted` of each `group` outcomes in turn."""
    while True:
        yield counted(islice(outcomes, group), players)


def _monte_carlo(deal: Deal, target: float, budget: float, seed,
                 most: int | None = None) -> tuple[list, int, float, float]:
    """Deals until the standard error is under `target`, or `budget` seconds are spent, or
    (when given) `most` deals are counted: a limit of deals, unlike one of time, gives the same
    answer for the same seed on a busy machine."""
    rng = random.Random(seed)
    turns = deal.rotations()
    players, size = len(deal.seats), len(deal.pool)
    passed = deal.passed_round or deal.passed_round_with_gifts
    if deal.quick and passed:
        groups, group = grouped(QuickDeal(deal).play_rounds(shuffles(size, rng)), len(turns), players), len(turns)
    elif fast_enough(deal):
        fixed = FixedDeal(deal)
        if passed:
            groups, group = fixed_rounds(fixed, rng), len(fixed.rounds)
        else:
            groups, group = grouped(fixed.play(orders(size, rng, turns)), len(turns), players), len(turns)
    else:
        dealt = orders(size, rng, turns)
        groups = grouped(QuickDeal(deal).play(dealt) if deal.quick else map(deal.winners, dealt), len(turns), players)
        group = len(turns)
    estimate = Estimate(players, group)
    start = time.perf_counter()
    while True:
        for _ in range(max(1, CHECK_EVERY // group)):
            estimate.add(*next(groups))
        stderr = estimate.stderr()
        if stderr < target or time.perf_counter() - start > budget or (most is not None and estimate.deals >= most):
            break
    return [(s, *estimate.chances(i)) for i, s in enumerate(deal.seats)], estimate.deals, stderr, estimate.nobody_wins()


def fixed_rounds(fixed: FixedDeal, rng: random.Random) -> Iterator[tuple[list[int], list[int], int]]:
    """`FixedDeal.counted_rounds` of random shuffles, counted in batches by numpy where it can
    (`referee.odds_batch`: the same counts of the same deals, a sixth to a third of the time).
    numpy is loaded only here, for the fixed-wild games."""
    from .odds_batch import BatchDeal
    if BatchDeal.fits(fixed):
        return BatchDeal(fixed).counted_rounds(rng)
    return fixed.counted_rounds(shuffles(len(fixed.deal.pool), rng))


def _exact(deal: Deal) -> tuple[list, int, float]:
    """Every path of the deal, each weighted by its probability: each player's chances, the
    number of paths, and the chance that nobody wins the pot."""
    if (deal.quick or fast_enough(deal)) and not (deal.sixth_pending and (deal.extra_card or deal.redeal)) \
            and not deal.gifts_to_come:
        return _walk_every_order(deal)
    return _walk(deal)


def _walk(deal: Deal) -> tuple[list, int, float]:
    """Walk every path of the deal (each next card any of the cards left), weighting each by
    its probability: the odometer over choices re-plays the deal for every path."""
    wins = dict.fromkeys(deal.seats, 0.0)
    ties = dict.fromkeys(deal.seats, 0.0)
    path: list[int] = []          # the choice at each draw
    sizes: list[int] = []         # how many cards were left at each draw
    paths = 0
    nobody = 0.0
    while True:
        shares, weight, steps = _play_path(deal, path, sizes)
        del path[steps:], sizes[steps:]
        paths += 1
        for seat, share in shares.items():
            if share >= 1.0 - 1e-9:
                wins[seat] += weight
            elif share > 0:
                ties[seat] += weight
        if not any(share > 0 for share in shares.values()):
            nobody += weight
        while path and path[-1] + 1 >= sizes[-1]:
            path.pop()
            sizes.pop()
        if not path:
            break
        path[-1] += 1
    return [(s, wins[s], ties[s]) for s in deal.seats], paths, nobody


def _play_path(deal: Deal, path: list[int], sizes: list[int]) -> tuple[dict[int, float], float, int]:
    """The deal played along `path` (each draw the card at that index of those left; new
    draws past its end take the first, and `path` and `sizes` grow): the shares, the path's
    probability, and how many cards it drew."""
    left = list(deal.pool)
    step = 0
    weight = 1.0

    def draw() -> Card:
        nonlocal step, weight
        if step == len(path):
            path.append(0)
            sizes.append(len(left))
        weight /= len(left)
        card = left.pop(path[step])
        step += 1
        return card

    shares = deal.play(draw)
    return shares, weight, step


def _walk_every_order(deal: Deal) -> tuple[list, int, float]:
    """`_exact` for a quick or fixed-wild deal (`fast_enough`) that draws a fixed number of
    cards (no extra card and no void deal to come): every order of drawing them is one path,
    all equally likely."""
    size = len(deal.pool)
    draws = deal.first_extra + (1 if deal.common_drawn(0) else len(deal.seventh))
    player = QuickDeal(deal, places=draws) if deal.quick else FixedDeal(deal)
    wins, ties, nobody = counted(player.play(map(add, permutations(range(size), draws), repeat((size,)))),
                                 len(deal.seats))
    paths = perm(size, draws)
    return [(s, wins[i] / paths, ties[i] / paths) for i, s in enumerate(deal.seats)], paths, nobody / paths


# --- the last cards, counted exactly --------------------------------------------------------------

def last_cards_only(deal: Deal) -> bool:
    """Whether all that is left to deal of a quick deal (or of a fixed-wild one whose wild
    cards are everybody's: `shared_wilds`) is 7th street, face down, and every player's other
    cards are known (the river swings' spot, with the hole cards shown): then each player's
    hand is their known cards plus one card, and `_last_cards` counts every path of the deal
    at once, however many there are."""
    return ((deal.quick or shared_wilds(deal) is not None) and not deal.unseen and not deal.before_seventh
            and not deal.sixth_pending and bool(deal.slots) and not any(up for _, up, _ in deal.slots)
            and sorted(deal.seventh) == sorted(deal.seats))


def shared_wilds(deal: Deal) -> frozenset[Card] | None:
    """The wild cards of a fixed-wild deal (`fast_enough`) when they are everybody's (no
    lowest hole card) and the best high hand takes the pot (no spade half); else None."""
    fixed = deal.rules.fixed_wilds
    if deal.quick or not fast_enough(deal) or deal.game.spade_order() is not None or fixed is None \
            or fixed.lowest_hole:
        return None
    return wild_set(fixed.ranks, fixed.cards)


def _last_cards(deal: Deal) -> tuple[list, int, float]:
    """`_exact` for `last_cards_only`: the same chances and number of paths as the walk over
    every order of the last cards (`_walk_every_order`), counted instead of walked.

    Each player's hand with each card left is ranked once.  The paths on which player i,
    getting card c, has the best hand alone are the ways to give every other player j a
    different card, other than c, on which j's hand ranks below i's: the number of one-to-one
    maps from players to allowed cards, counted by inclusion and exclusion over the ways the
    other players can collide on a card (`_matchings`).  The same with "below or equal"
    counts the paths on which i is among the best: those minus the wins are i's shares.  The
    ranks are numbered in order, so "below or equal" is "below the next"."""
    wilds = deal.game.wilds_of_ranks(deal.rules, deal.up_ranks, deal.extras)[0]
    wild = wild_set(wilds.ranks) if wilds is not None else shared_wilds(deal) or frozenset()
    cards = [[c for c in deal.known[seat] if c is not None] + ([deal.common] if deal.common else [])
             for seat in deal.seats]
    players, size = len(deal.seats), len(deal.pool)
    if deal.common_drawn(0):                   # one common card for everyone: a path per card
        wins, ties = [0] * players, [0] * players
        for card in deal.pool:
            ranked = [hand_key(held + [card], wild) for held in cards]
            highest = max(ranked)
            best = [i for i, key in enumerate(ranked) if key == highest]
            for i in best:
                (wins if len(best) == 1 else ties)[i] += 1
        return [(s, wins[i] / size, ties[i] / size) for i, s in enumerate(deal.seats)], size, 0.0
    keys = [[hand_key(held + [card], wild) for card in deal.pool] for held in cards]
    order = {key: n for n, key in enumerate(sorted({key for row in keys for key in row}))}
    value = [[order[key] for key in row] for row in keys]           # ranks as small ints, same order
    paths = _paths(size, players)
    results = []
    for i, seat in enumerate(deal.seats):
        others = [value[j] for j in range(players) if j != i]
        counted: dict[tuple[int, int], tuple[int, int]] = {}
        won = top = 0
        for c, mine in enumerate(value[i]):
            below = sum(1 << b for b, row in enumerate(others) if row[c] < mine)
            level = sum(1 << b for b, row in enumerate(others) if row[c] <= mine)
            key = (mine, below | level << len(others))
            if key not in counted:
                counted[key] = (_matchings(others, c, mine), _matchings(others, c, mine + 1))
            alone, among = counted[key]
            won += alone
            top += among
        results.append((seat, won / paths, (top - won) / paths))
    return results, paths, 0.0                 # somebody always has the best hand: no void deal is left


def _matchings(rows: list[list[int]], taken: int, bound: int) -> int:
    """The ways to give each row (a player) a different card, other than `taken`, whose value
    in the row is below `bound`: the number of one-to-one maps, by inclusion and exclusion over
    the partitions of the rows (a block of rows sharing one card counts with the sign and
    weight of the partition lattice's Möbius function, (-1)^(k-1) (k-1)!)."""
    n = len(rows)
    if not n:
        return 1
    fits = [0] * (1 << n)                       # cards by the set of rows that may take them
    for c in range(len(rows[0])):
        if c != taken:
            fits[sum(1 << b for b, row in enumerate(rows) if row[c] < bound)] += 1
    for b in range(n):                          # then: cards that every row of the set may take
        bit = 1 << b
        for mask in range(1 << n):
            if not mask & bit:
                fits[mask] += fits[mask | bit]
    total = 0
    for weight, blocks in _partitions(n):
        product = weight
        for block in blocks:
            product *= fits[block]
            if not product:
                break
        total += product
    return total


_PARTITIONS: dict[int, list[tuple[int, list[int]]]] = {}


def _partitions(n: int) -> list[tuple[int, list[int]]]:
    """Every partition of n rows into blocks (bit masks), with its Möbius weight."""
    if n not in _PARTITIONS:
        out: list[tuple[int, list[int]]] = []

        def split(rest: list[int], blocks: list[int], weight: int) -> None:
            if not rest:
                out.append((weight, list(blocks)))
                return
            first, others = rest[0], rest[1:]
            for size in range(len(others) + 1):
                for chosen in combinations(others, size):
                    block = (1 << first) | sum(1 << r for r in chosen)
                    left = [r for r in others if r not in chosen]
                    sign = -1 if size % 2 else 1
                    split(left, blocks + [block], weight * sign * factorial(size))

        split(list(range(n)), [], 1)
        _PARTITIONS[n] = out
    return _PARTITIONS[n]


def extra_card_faces(state: State) -> dict[int, str]:
    """The ranks whose card dealt face up gives its player an extra card (`GiveCard`, or a
    `BuyCard` taken to be bought), with the face that card is dealt (Baseball: the 4s)."""
    street = state.streets[0]
    return {rank: effect.face for rank in range(2, 15)
            for effect in state.game.face_up(state.rules, Card(rank, 0), street, lambda: None)
            if isinstance(effect, GiveCard | BuyCard)}


def _paths(pool: int, draws: int) -> int:
    count = 1
    for k in range(draws):
        count *= pool - k
    return count


TARGET = 0.0025        # the standard error Monte Carlo stops at: a quarter of a percentage point

#: seven players of Follow the Queen on 3rd street, a Queen up and every hole card unseen
#: (`warm_up`, `bench/bench_odds.py`)
SEVEN_ON_THIRD_STREET = {
    "variant": "FTQ", "players": ["Anna", "Ben", "Carla", "Dan", "Emil", "Fritz", "Gerda"],
    "starting_stacks": [100] * 7, "antes": [1] * 7, "bet_limits": [1, 5],
    "actions": [f"d dh p{i + 1} ????{card}" for i, card in enumerate(["Qh", "6c", "9d", "Kd", "2s", "Js", "4h"])]}


def warm_up() -> None:
    """Make a fresh process's first odds take no longer than its later ones: load the
    ranking's precomputed tables, learn Follow the Queen's wild ranks and fill the memo of
    flushes, by working out the odds of `SEVEN_ON_THIRD_STREET` roughly (about a fifth of a
    second).  A service calls it once as it starts, in each process that works out odds."""
    load_tables()
    odds(SEVEN_ON_THIRD_STREET, target=0.005, seed=0)



def odds(history: Mapping[str, Any], exact_limit: int = 300_000, target: float = TARGET,
         budget: float = 5.0, seed=None) -> dict:
    """Each player still in: the chance to win the whole pot alone and to share it; and the
    chance that nobody wins it this deal (``nobody``: Black Mariah's pot carries over unless the
    best hand holds the Q♠ last; a void deal of Follow the Queen; 0 in the other games).

    `exact_limit`: the most paths of the deal walked exactly (when only the 7th-street cards
    are left and every other card is known, they are counted, however many: `_last_cards`;
    0: Monte Carlo always); `target`: the standard error a
    Monte Carlo estimate stops at (a fraction: 0.0025 is a quarter of a percentage point);
    `budget`: the seconds it may take at most.
    """
    return chances_of(replay(history), exact_limit, target, budget, seed)


def chances_of(state: State, exact_limit: int = 300_000, target: float = TARGET, budget: float = 5.0,
               seed=None, most: int | None = None) -> dict:
    """`odds` of a hand as it stands (`state`); `most`: the most deals of a Monte Carlo."""
    names = state.names
    if state.over:
        from .ruling import rule
        ruling = rule(state)
        return {"players": [{"name": names[s], "win": float(any(r.winners == [s] for r in ruling.pots)),
                             "tie": float(any(s in r.winners and len(r.winners) > 1 for r in ruling.pots))}
                            for s in state.in_hand], "nobody": float(not any(r.winners for r in ruling.pots)),
                "method": "exact", "samples": 1, "stderr": 0.0}
    setting = next((street for street in state.streets if street.set_hands), None)
    if setting is not None:
        raise RuleViolation("odds.setting", game=state.game.name)
    discards = state.discards_to_come()
    if discards is not None:
        street = next(street for street in state.streets if street.key == discards)
        raise RuleViolation("odds.passes" if street.passes else "odds.buys" if street.buy else "odds.discards",
                            street=discards)
    deal = Deal(state)
    if exact_limit > 0 and last_cards_only(deal):          # counted, not walked: any number of paths
        results, samples, nobody = _last_cards(deal)
        method, stderr = "exact", 0.0
    elif _paths(len(deal.pool), deal.draws_needed()) <= exact_limit:
        results, samples, nobody = _exact(deal)
        method, stderr = "exact", 0.0
    else:
        results, samples, stderr, nobody = _monte_carlo(deal, target, budget, seed, most)
        method = "monte-carlo"
    return {"players": [{"name": names[s], "win": round(w, 6), "tie": round(t, 6)} for s, w, t in results],
            "nobody": round(nobody, 6), "method": method, "samples": samples, "stderr": round(stderr, 6)}


def _odds_now(state: State) -> bool:
    """Whether the odds can be worked out before the end: no pass or discard to come, and not a
    game of two hands set at the end (Cowpie: `chances_of` refuses it)."""
    return state.discards_to_come() is None and not state.sets_hands


def odds_by_street(history: Mapping[str, Any], target: float = 0.01, budget: float = 1.0, seed=0,
                   exact_limit: int = 20_000) -> list[dict]:
    """How each player's chances moved: the odds when each street's cards are out (before its
    betting), and at the end; ``wilds_changed`` marks the streets on which a face-up Queen (or
    its follower) changed the wild ranks (on 3rd street: from the Queens alone).  A chart
    needs no exactness: `exact_limit` is low, so no point walks more than that many deals.

    >>> history = {"variant": "FTQ", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [9] * 3,
    ...            "actions": ["d dh p1 AhAd2c", "d dh p2 KhKd3c", "d dh p3 5c5d4s", "p3 cbr 2", "p1 f", "p2 f"]}
    >>> [(p["street"], p["after"], [round(q["win"], 1) for q in p["players"]]) for p in odds_by_street(history)]
    [(3, 3, [0.4, 0.3, 0.3]), (3, 6, [1.0])]
    """
    state = State(load_hand(history))
    moments = []                               # action counts at which a betting round opens
    for index, text in enumerate(state.hand.actions):
        before = (state.phase, state.street)
        state.apply(text, index)
        if state.phase == "bet" and before != ("bet", state.street) and _odds_now(state):
            moments.append(index + 1)              # a round before the passes or discards has no odds
    if (not moments or moments[-1] != len(state.hand.actions)) and (state.over or _odds_now(state)):
        moments.append(len(state.hand.actions))
    points = []
    start = state.game.wilds(state.rules, [])
    last_ranks = sorted(start.ranks) if start else None           # what is wild before any card
    for upto in moments:
        partial = {**history, "actions": list(history["actions"][:upto])}
        wilds = replay(partial).wilds
        ranks = sorted(wilds.ranks) if wilds else None
        result = odds(partial, target=target, budget=budget, seed=seed, exact_limit=exact_limit)
        points.append({"street": replay(partial).street, "after": upto, "players": result["players"],
                       "method": result["method"], "wild_ranks": ranks or [],
                       "wilds_changed": ranks is not None and last_ranks is not None and ranks != last_ranks})
        last_ranks = ranks
    return points


def with_hindsight(history: Mapping[str, Any]) -> dict:
    """The hand with every hole card that was shown at the end written into the deal where it
    was dealt (``????Qh`` becomes ``7c2dQh``): what the table knows once the cards are turned."""
    state = replay(history)
    dealt = {s: iter([d.card for d in seat.cards]) for s, seat in enumerate(state.seats)}
    actions = []
    for text in state.texts:
        action = parse_action(text, state.names)
        if isinstance(action, DealHole):
            cards = tuple(next(dealt[action.seat]) for _ in action.cards)
            action = DealHole(action.seat, tuple(c if c is not None else k for c, k in zip(cards, action.cards)),
                              comment=action.comment)
        actions.append(str(action))
    return {**history, "actions": actions}


#: the most deals of `showdown_chances`' Monte Carlo: a limit of deals, not of time, so that the
#: story of an evening is the same on every machine and after an export and import
SHOWDOWN_DEALS = 10_000


def river_swings(history: Mapping[str, Any], deals: int = SHOWDOWN_DEALS,
                 exact_limit: int = 20_000) -> dict[str, float]:
    """For a hand that reached the 7th-street cards and a showdown: how much each player's share
    of the main pot moved with those cards: the share won minus the chance to win it just
    before them (`showdown_chances`).  Only the players at the showdown count, their chances
    worked out as if the others had folded before those cards: a fold on 7th street is no luck
    of the cards.  Empty for other hands."""
    known = with_hindsight(history)
    state = State(load_hand(known))
    first_seventh = None
    for index, text in enumerate(state.hand.actions):
        seventh = state.street == state.last_street
        state.apply(text, index)
        if first_seventh is None and seventh and state.texts[-1].startswith("d "):
            first_seventh = index
    if first_seventh is None or not state.over:
        return {}
    chances = showdown_chances(known, first_seventh, state.in_hand, deals, exact_limit)
    from .ruling import rule
    ruling = rule(state)
    main = ruling.pots[0] if ruling.pots else None
    total = main.pot.amount if main else 0
    swings = {}
    for name, chance in chances.items():
        share = main.shares.get(state.names.index(name), 0) / total if main and total else 0.0
        swings[name] = round(share - chance, 4)
    return swings


def showdown_chances(history: Mapping[str, Any], upto: int, seats: list[int], deals: int = SHOWDOWN_DEALS,
                     exact_limit: int = 20_000) -> dict[str, float]:
    """The chance of each player at the showdown (`seats`) to win the main pot after the first
    `upto` actions (just before the 7th-street cards), among themselves: the others out as if
    they had folded then, a tie counted half.  Exact when every card but the 7th street's is
    known (the hole cards shown, `with_hindsight`); a hand mucked unseen makes it a Monte Carlo
    estimate (seeded and of at most `deals` deals: the same every time, however busy the machine)."""
    state = replay({**history, "actions": list(history["actions"][:upto])})
    for seat in [s for s in state.in_hand if s not in seats]:
        state._fold(seat, upto)
    chances = chances_of(state, exact_limit=exact_limit, target=0.01, budget=inf, seed=7, most=deals)
    return {p["name"]: p["win"] + p["tie"] / 2 for p in chances["players"]}
