"""A hand street by street, as data: its steps (the antes, the deal of a street, its betting,
a card for nobody, the showdown), what each action did (who, what, how much, which cards),
and where a face-up Queen changed the wild ranks between the points of a chart.  The words
for them are in `referee.words.steps`.

>>> history = {"variant": "F7S", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [20] * 3,
...            "antes": [1] * 3, "bring_in": 1, "small_bet": 2, "big_bet": 4,
...            "actions": ["d dh p1 ????9c", "d dh p2 ????2h", "d dh p3 ????Kd", "p2 pb", "p3 cbr 2", "p1 f",
...                        "p2 cc"]}
>>> [(s.kind, s.street, s.end, [(d.kind, d.seat, d.amount) for d in s.did]) for s in steps(history)]
... # doctest: +NORMALIZE_WHITESPACE
[('start', 3, 0, []),
 ('deal', 3, 3, [('deal', 0, 0), ('deal', 1, 0), ('deal', 2, 0)]),
 ('bet', 3, 7, [('bring_in', 1, 1), ('complete', 2, 2), ('fold', 0, 0), ('call', 1, 1)])]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import combinations
from typing import Any

from .actions import (
    Action,
    BringIn,
    BuyExtra,
    CheckCall,
    CompleteBetRaise,
    DealBoard,
    DealHole,
    Declare,
    Discard,
    Fold,
    NoOp,
    PassCards,
    PassExtra,
    PayUp,
    SetHands,
    ShowMuck,
    TurnUp,
    parse_action,
)
from .cards import Card
from .history import load_hand
from .replay import FORCED, Dealt, Event, State, replay

#: what an action may have done
KINDS = ("check", "call", "bet", "raise", "complete", "bring_in", "fold", "deal", "down", "board", "show", "muck",
         "pay", "buy", "pass", "turn_up", "declare", "keep", "discard", "pass_cards", "twist", "twist_pass",
         "set_hands", "name_setting", "small_blind", "big_blind")


@dataclass(frozen=True)
class Forced:
    """A payment that a card dealt (or turned) face up cost its player without a choice
    (`referee.replay.FORCED`): `kind` ``pay_for_wild`` (Follow the Queen's option) or
    ``pay_house_card`` (a house game's ``pay_ante``); `seat` paid `amount` for `card`; `rule`
    ``ante`` (one ante), ``antes`` (`antes` of them: two for a Queen), ``stack`` (all the seat had)."""

    kind: str
    seat: int
    amount: int
    card: Card
    rule: str
    antes: int = 1

    def as_json(self) -> dict:
        return {"kind": self.kind, "seat": self.seat, "amount": self.amount, "card": str(self.card),
                "rule": self.rule, "antes": self.antes}


@dataclass(frozen=True)
class Did:
    """What one action did.  `kind`: one of `KINDS`; `seat`: who (None: a card for nobody);
    `amount`: for a call and a bring-in the chips put in, for a bet, raise or completion the
    total the seat has in on the street after it, for a payment or a purchase the chips paid (0
    for the rest); `cards`: the cards dealt, turned up or shown, as far as they are known (a down
    card nobody saw: ``down``, no cards); `index`: the action's place in the hand; `unseen`: of a
    deal, the cards dealt face down that nobody saw (``??``; ``d dh p1 ??????`` in Roll Your Own:
    ``down``, 3); `forced`: of a deal or a card turned up, what its face-up card cost without a
    choice (`Forced`); `side`: of a declaration, the side declared; `to`: of a pass, who got the cards
    (`unseen`: how many, never which)."""

    kind: str
    seat: int | None
    amount: int = 0
    cards: tuple[Card, ...] = ()
    index: int = 0
    unseen: int = 0
    forced: tuple[Forced, ...] = ()
    side: str = ""
    to: int | None = None

    def as_json(self) -> dict:
        return {"kind": self.kind, "seat": self.seat, "amount": self.amount, "cards": [str(c) for c in self.cards],
                "index": self.index, "unseen": self.unseen, "forced": [f.as_json() for f in self.forced],
                **({"side": self.side} if self.side else {}), **({"to": self.to} if self.to is not None else {})}


@dataclass(frozen=True)
class Step:
    """A step of a hand: `kind` start (the antes), deal, bet, board (a card for nobody) or show;
    the `street` it is on; `end`: how many actions are applied at its end; `did`: its actions."""

    kind: str
    street: int
    end: int
    did: tuple[Did, ...] = ()

    def as_json(self) -> dict:
        return {"kind": self.kind, "street": self.street, "end": self.end, "did": [d.as_json() for d in self.did]}


def steps(history: Mapping[str, Any]) -> list[Step]:
    """The hand cut into steps street by street: the antes, then each run of actions of one kind
    (deal, bet, board, show) on one street.  Comments (``# ...``) are no step of their own."""
    state = State(load_hand({**history, "actions": []}))
    out = [_start(state)]
    for index, text in enumerate(history["actions"]):
        action = parse_action(text, state.names)
        street = state.street
        done = apply(state, action, index)
        if done is None:
            continue
        kind = "turn_up" if done.kind == "keep" else "show" if done.kind == "name_setting" else _step_kind(action)
        last = out[-1]
        if (last.kind, last.street) == (kind, street):
            out[-1] = Step(kind, street, index + 1, (*last.did, done))
        else:
            out.append(Step(kind, street, index + 1, (done,)))
    return out


def _start(state: State) -> Step:
    """The step before the deal: the antes, or the blinds posted (Outhouse)."""
    if state.big_blind is None:
        return Step("start", state.street, 0)
    posted = tuple(Did(f"{b['blind']}_blind", state.names.index(b["player"]), b["amount"])
                   for b in state.blinds_posted())
    return Step("blinds", state.street, 0, posted)


#: the step an action belongs to, by its type (the first that matches; the rest are bets)
_STEP_KINDS: tuple[tuple[Any, str], ...] = (
    (DealHole | PayUp | BuyExtra | PassExtra, "deal"),      # a decision about a face-up card is part of the deal
    (DealBoard, "board"), (ShowMuck, "show"), (TurnUp, "turn_up"), (Declare, "declare"), (Discard, "discard"),
    (PassCards, "pass"), (SetHands, "set"))


def _step_kind(action: Action) -> str:
    return next((kind for types, kind in _STEP_KINDS if isinstance(action, types)), "bet")


def apply(state: State, action: Action | str, index: int) -> Did | None:
    """Apply `action` (action `index` of the hand, or its PHH text) to `state` and return what
    it did, as data (None for a comment).  Raises `RuleViolation` as `State.apply` does."""
    high = state.high
    events = len(state.events)
    held = sum(len(s.cards) for s in state.seats)
    state.apply(action, index)
    if isinstance(action, str):
        action = state.parsed(action)
    if isinstance(action, NoOp):
        return None
    if not isinstance(action, BringIn | CompleteBetRaise | CheckCall | Fold):
        done = _dealt_shown_or_decided(state, action, index, sum(len(s.cards) for s in state.seats) - held)
        return _with_payments(state, done, state.events[events:])
    put_in = next((e for e in state.events[events:] if e.seat == action.seat and e.kind != "fold"), None)
    if isinstance(action, BringIn):
        return Did("bring_in", action.seat, put_in.amount if put_in else 0, index=index)
    if isinstance(action, CompleteBetRaise):
        kind = "raise" if put_in is not None and put_in.kind == "raise" else "complete" if high else "bet"
        return Did(kind, action.seat, action.amount, index=index)
    if isinstance(action, CheckCall):
        called = put_in is not None and put_in.kind == "call"
        return Did("call" if called else "check", action.seat, put_in.amount if called and put_in else 0,
                   index=index)
    return Did("fold", action.seat, index=index)


def _dealt_shown_or_decided(state: State, action: Action, index: int, dealt: int) -> Did:
    """`apply`'s answer for an action that is no bet: a deal (`dealt`: the cards it gave), a card
    turned up, a show or muck, a decision about a face-up card."""
    if isinstance(action, DealHole):
        known = tuple(c for c in action.cards if c is not None)
        new = state.seats[action.seat].cards[len(state.seats[action.seat].cards) - dealt:]
        return Did("deal" if known else "down", action.seat, cards=known, index=index,
                   unseen=sum(d.card is None and not d.up for d in new))
    if isinstance(action, DealBoard):
        return Did("board", None, cards=tuple(c for c in action.cards if c is not None), index=index)
    if isinstance(action, TurnUp):
        return Did("turn_up", action.seat, cards=(action.card,), index=index)
    if isinstance(action, Declare):
        return Did("declare", action.seat, index=index, side=action.side)
    if isinstance(action, Discard):
        return Did("discard", action.seat, index=index, unseen=len(action.cards))   # face down: said, not shown
    if isinstance(action, PassCards):
        return Did("pass_cards", action.seat, index=index, unseen=len(action.cards), to=action.to)
    if isinstance(action, SetHands) and state.events[-1].kind == "name_setting":     # at the show: said
        return Did("name_setting", action.seat, cards=tuple(c for c in action.cards if c is not None), index=index)
    if isinstance(action, SetHands):
        return Did("set_hands", action.seat, index=index)         # secret till the showdown: said, not shown
    if isinstance(action, ShowMuck):
        if action.mucks:
            return Did("muck", action.seat, index=index)
        holes = tuple(d.card for d in state.seats[action.seat].cards if not d.up and d.card is not None)
        return Did("show", action.seat, cards=holes, index=index)
    last = state.events[-1].kind if state.events and state.events[-1].index == index else None
    if isinstance(action, PayUp | BuyExtra):
        kind = "pay" if isinstance(action, PayUp) else "twist" if last == "twist" else "buy"
        return Did(kind, action.seat, action.amount or 0, index=index)
    assert isinstance(action, PassExtra)
    return Did({"kept_down": "keep", "twist_passed": "twist_pass"}.get(last or "", "pass"), action.seat, index=index)


def _with_payments(state: State, done: Did, events: Sequence[Event]) -> Did:
    """`done` with the chips its action moved without a bet: the amount of a payment or a
    purchase as the rule fixed it (``p2 pay`` may leave it out), and what a card it dealt or
    turned face up cost without a choice (`Forced`)."""
    paid = next((e.amount for e in events if e.kind in ("paid", "bought", "twist")), None)
    forced = tuple(Forced(e.kind, e.seat, e.amount, e.card, e.rule, _antes(state, e)) for e in events
                   if e.kind in FORCED and e.seat is not None and e.card is not None)
    if paid is not None and done.kind in ("pay", "buy", "twist"):
        done = replace(done, amount=paid)
    return replace(done, forced=forced) if forced else done


def _antes(state: State, event: Event) -> int:
    """How many antes a forced payment was (its rule ``antes``; 1 otherwise)."""
    ante = state.hand.antes[event.seat] if event.seat is not None else 0
    return event.amount // ante if event.rule == "antes" and ante else 1


def known_cards(state: State) -> list[list[Card | None]]:
    """Every card of each player as far as the record knows it (for a replay after the hand:
    hole cards entered at the deal show too)."""
    return [[d.card for d in s.cards] for s in state.seats]


# --- the streets a face-down card came on -------------------------------------------------------

def hole_streets(state: State, seat: int) -> list[tuple[int, int]]:
    """The streets each face-down card of the seat may have been dealt on, as (first, last), in
    the order the deal gave them (one to a card of `referee.shortcuts.hole_slots`); first is last
    where the record leaves no doubt.

    A card entered at the deal came on its street.  A card a player turned up of their choice
    (Roll Your Own) that had been dealt as ``??`` lies in the newest unknown slot, a guess: the
    record says which card came up, not which face-down card it was.  The cards dealt unseen
    (still down, turned up so, or shown since) are dealt on known streets, each such turn-up took
    one of them dealt on its street or before, and the k-th of those still down (in deal order)
    may have come on any street that some way of taking them leaves to it.  The 7th-street card
    stays the 7th-street card (nobody turns up on 7th); the others of Roll Your Own, all ``??``
    and one turned up on each of 3rd to 6th street, may be the earlier of two on 3rd to 5th, the
    later on 3rd to 6th.

    >>> deal = ["d dh p1 ??????", "d dh p2 ??????", "p1 tu 2c", "p2 tu 3c", "p1 pb", "p2 cc"]
    >>> state = replay({"variant": "RYO", "players": ["Anna", "Ben"], "starting_stacks": [9, 9], "antes": [1, 1],
    ...                 "bring_in": 1, "small_bet": 2, "big_bet": 4, "actions": deal})
    >>> hole_streets(state, 0)
    [(3, 3), (3, 3)]
    >>> for action in ("d dh p1 ??", "d dh p2 ??", "p1 tu Kd"):
    ...     state.apply(action)
    >>> hole_streets(state, 0), hole_streets(state, 1)
    ([(3, 3), (3, 4)], [(3, 3), (3, 3), (4, 4)])
    """
    cards = state.seats[seat].cards
    unseen = [_dealt_unseen(state, d) for d in cards]
    pool = sorted(d.street for d, u in zip(cards, unseen) if u)
    turns = sorted(state.seen[d.card].street for d, u in zip(cards, unseen) if u and d.up and d.card is not None)
    left: list[set[int]] = [set() for _ in range(len(pool) - len(turns))]
    for taken in combinations(range(len(pool)), len(turns)):      # sorted, as the pool and the turns are
        if all(pool[i] <= turn for i, turn in zip(taken, turns)):
            for k, street in enumerate(s for i, s in enumerate(pool) if i not in taken):
                left[k].add(street)
    out = []
    unknown = iter(left)
    for d, u in zip(cards, unseen):
        if d.up:
            continue
        streets = next(unknown, None) if u else None
        out.append((min(streets), max(streets)) if streets else (d.street, d.street))
    return out


def _dealt_unseen(state: State, d: Dealt) -> bool:
    """Whether the card was dealt face down as ``??``: unknown still, or known since it was
    turned up by choice or shown (a face-up card nobody entered is no face-down card)."""
    if d.card is None:
        return not d.up
    seen = state.seen.get(d.card)
    how = seen.how if seen is not None else "dealt"
    return how == "turned" if d.up else how == "shown"


# --- the wild ranks along a chart --------------------------------------------------------------

@dataclass(frozen=True)
class WildChange:
    """Where a face-up Queen (or its follower) changed the wild ranks: at `point` of a chart,
    the ranks that follow the `leader` (Queens; Kings in Follow the Cowboy) were `before` and
    are `after`, the highest first, the leader left out.  `kind`: ``added`` (a rank follows a
    Queen), ``switched`` (a new follower replaces the old), ``dropped`` (a Queen cancels it)."""

    point: int
    leader: int
    before: tuple[int, ...]
    after: tuple[int, ...]

    @property
    def kind(self) -> str:
        return "switched" if self.before and self.after else "added" if self.after else "dropped"


def wild_changes(history: Mapping[str, Any], points: Sequence[Mapping[str, Any]]) -> list[WildChange]:
    """Where the wild ranks changed between the points of a chart (`referee.odds.odds_by_street`:
    each point's ``wild_ranks`` and ``wilds_changed``).  A change with the 3rd-street cards
    counts too, against the ranks wild before any card (the Queens alone).

    >>> history = {"variant": "FTQ", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [9] * 3, "actions": []}
    >>> wild_changes(history, [{"wild_ranks": [6, 12], "wilds_changed": False},
    ...                        {"wild_ranks": [10, 12], "wilds_changed": True}])
    [WildChange(point=0, leader=12, before=(), after=(6,)), WildChange(point=1, leader=12, before=(6,), after=(10,))]
    """
    start = replay({**history, "actions": []}).wilds
    if start is None:
        return []
    before = sorted(start.ranks)
    changes = []
    for i, point in enumerate(points):
        ranks = list(point["wild_ranks"])
        if point["wilds_changed"] or (i == 0 and ranks != before):
            old, new = (tuple(r for r in sorted(rs, reverse=True) if r != start.leader) for rs in (before, ranks))
            changes.append(WildChange(i, start.leader, old, new))
        before = ranks
    return changes
