"""Random legal hands, for property tests: each step is chosen among what the referee says
is legal next (`State.expected()`), so every hand made here must replay and rule."""

from __future__ import annotations

import random

from referee.cards import DECK, cards_text
from referee.replay import State, load_hand

FIXED = ("F7S", "F7S/8", "FR")
NAMES = ["Anna", "Ben", "Carla", "Dan", "Emil", "Fritz", "Gerda", "Hans"]


def header(rng: random.Random, variant: str, options=None, players: int | None = None) -> dict:
    low, high = (2, 8) if variant in FIXED else (3, 7)
    n = players or rng.randint(low, high)
    history = {"variant": variant, "options": options or {}, "players": NAMES[:n],
               "starting_stacks": [rng.choice([3, 8, 20, 60, 150]) for _ in range(n)],
               "antes": [1] * n, "actions": []}
    if variant in FIXED:
        history.update(bring_in=1, small_bet=2, big_bet=4)
    else:
        history.update(bet_limits=[1, rng.choice([1, 3, 5])], max_raises=3)
    return history


def play(rng: random.Random, history: dict, hide_holes: float = 0.3, fold_rate: float = 0.15,
         muck_rate: float = 0.15) -> dict:
    """Fill `history["actions"]` with a random legal hand until it is over."""
    state = State(load_hand(history))
    deck = list(DECK)
    rng.shuffle(deck)
    deck = [c for c in deck if c not in state.seen]
    actions = history["actions"] = []
    while not state.over:
        text = _next_action(rng, state, deck, hide_holes, fold_rate, muck_rate)
        state.apply(text)
        actions.append(text)
    return history


def _next_action(rng, state, deck, hide_holes, fold_rate, muck_rate) -> str:
    nxt = state.expected()
    kind, seat = nxt["kind"], nxt["seat"]
    if kind == "deal":
        cards = [deck.pop() for _ in nxt["faces"]]
        shown = [None if face == "d" and rng.random() < hide_holes else c for c, face in zip(cards, nxt["faces"])]
        state._hidden = getattr(state, "_hidden", {})
        state._hidden.setdefault(seat, []).extend(c for c, s in zip(cards, shown) if s is None)
        return f"d dh p{seat + 1} {cards_text(shown)}"
    if kind == "board":
        return f"d db {deck.pop()}"
    if kind == "show":
        if rng.random() < muck_rate:
            return f"p{seat + 1} sm"
        hidden = iter(getattr(state, "_hidden", {}).get(seat, []))
        cards = [d.card if d.card is not None else next(hidden) for d in state.seats[seat].cards if not d.up]
        return f"p{seat + 1} sm {cards_text(cards)}"
    legal = nxt["legal"]
    choices = []
    if legal["bring_in"] is not None:
        choices.append("pb")
    if legal["check"] or legal["call"]:
        choices += ["cc"] * 3
    for kind_ in ("bet", "raise"):
        if legal[kind_]:
            low, high = legal[kind_]
            choices.append(f"cbr {rng.choice([low, high]) if legal['fixed'] else rng.randint(low, high)}")
    if legal["fold"] and not legal["check"] and rng.random() < fold_rate * 4:
        choices.append("f")
    return f"p{seat + 1} {rng.choice(choices)}"


def random_hand(rng: random.Random, variant: str = "FTQ", options=None, players=None) -> dict:
    return play(rng, header(rng, variant, options, players))
