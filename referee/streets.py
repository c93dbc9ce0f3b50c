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
from dataclasses import dataclass
from typing import Any

from .actions import (
    Action,
    BringIn,
    BuyExtra,
    CheckCall,
    CompleteBetRaise,
    DealBoard,
    DealHole,
    Fold,
    NoOp,
    PassExtra,
    PayUp,
    ShowMuck,
    parse_action,
)
from .cards import Card
from .history import load_hand
from .replay import State, replay

#: what an action may have done
KINDS = ("check", "call", "bet", "raise", "complete", "bring_in", "fold", "deal", "down", "board", "show", "muck",
         "pay", "buy", "pass")


@dataclass(frozen=True)
class Did:
    """What one action did.  `kind`: one of `KINDS`; `seat`: who (None: a card for nobody);
    `amount`: for a call and a bring-in the chips put in, for a bet, raise or completion the
    total the seat has in on the street after it (0 for the rest); `cards`: the cards dealt,
    turned up or shown, as far as they are known (a down card nobody saw: ``down``, no cards);
    `index`: the action's place in the hand."""

    kind: str
    seat: int | None
    amount: int = 0
    cards: tuple[Card, ...] = ()
    index: int = 0

    def as_json(self) -> dict:
        return {"kind": self.kind, "seat": self.seat, "amount": self.amount, "cards": [str(c) for c in self.cards],
                "index": self.index}


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
    out = [Step("start", state.street, 0)]
    for index, text in enumerate(history["actions"]):
        action = parse_action(text, state.names)
        street = state.street
        done = apply(state, action, index)
        if done is None:
            continue
        kind = _step_kind(action)
        last = out[-1]
        if (last.kind, last.street) == (kind, street):
            out[-1] = Step(kind, street, index + 1, (*last.did, done))
        else:
            out.append(Step(kind, street, index + 1, (done,)))
    return out


def _step_kind(action: Action) -> str:
    if isinstance(action, DealHole | PayUp | BuyExtra | PassExtra):
        return "deal"                        # a decision about a face-up card is part of the deal
    if isinstance(action, DealBoard):
        return "board"
    if isinstance(action, ShowMuck):
        return "show"
    return "bet"


def apply(state: State, action: Action | str, index: int) -> Did | None:
    """Apply `action` (action `index` of the hand, or its PHH text) to `state` and return what
    it did, as data (None for a comment).  Raises `RuleViolation` as `State.apply` does."""
    high = state.high
    events = len(state.events)
    state.apply(action, index)
    if isinstance(action, str):
        action = state.parsed(action)
    if isinstance(action, NoOp):
        return None
    if isinstance(action, DealHole):
        known = tuple(c for c in action.cards if c is not None)
        return Did("deal" if known else "down", action.seat, cards=known, index=index)
    if isinstance(action, DealBoard):
        return Did("board", None, cards=tuple(c for c in action.cards if c is not None), index=index)
    if isinstance(action, ShowMuck):
        if action.mucks:
            return Did("muck", action.seat, index=index)
        holes = tuple(d.card for d in state.seats[action.seat].cards if not d.up and d.card is not None)
        return Did("show", action.seat, cards=holes, index=index)
    if isinstance(action, PayUp | BuyExtra):
        return Did("pay" if isinstance(action, PayUp) else "buy", action.seat, action.amount or 0, index=index)
    if isinstance(action, PassExtra):
        return Did("pass", action.seat, index=index)
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
    assert isinstance(action, Fold)
    return Did("fold", action.seat, index=index)


def known_cards(state: State) -> list[list[Card | None]]:
    """Every card of each player as far as the record knows it (for a replay after the hand:
    hole cards entered at the deal show too)."""
    return [[d.card for d in s.cards] for s in state.seats]


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
