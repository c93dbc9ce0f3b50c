"""A seat's own hand: the face-down cards a player entered on their own phone (*sealed*), read
into the hand as the table sees it, and nobody else's.

The table's history knows a face-down card as ``??`` until its owner shows it.  A seat that
seals its cards keeps them beside the history, by *slot*: the n-th face-down card dealt to that
seat (0, 1, ... in deal order, counting every face-down card, a turned-up one too).  Everything
here is worked out for one seat from the public history (no other seat's hole card in it) and
that seat's sealed cards: the cards it may seal now (`slots_due`), its hand as it knows it
(`private_history`), its best hand now with the wild cards as they stand (`reading`), the cards
it shows at the showdown (`shown_cards`) and the sealed cards that cannot be (`clashes`: a card
seen face up, or sealed by another seat too).

>>> history = {"variant": "FTQ", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [20, 20, 20],
...            "antes": [1, 1, 1], "bet_limits": [1, 5], "max_raises": 3,
...            "actions": ["d dh p1 ????6c", "d dh p2 ????Qh", "d dh p3 ????9d"]}
>>> state = replay_public(history)
>>> slots_due(state, 0)
2
>>> mine = private_history(history, 0, {0: parse_card("Qs"), 1: parse_card("6d")})
>>> mine["actions"][0]
'd dh p1 Qs6d6c'
>>> reading(replay_public(mine), 0)["description"]["en"]
'three sixes'
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence

from .actions import ActionSyntaxError, DealHole
from .cards import Card, parse_card  # noqa: F401  (parse_card for the doctests)
from .games.two_hands import hands_as_set
from .history import load_hand
from .ranking import Category, Ranking, up_key
from .replay import State
from .shortcuts import hole_slots
from .violations import RuleViolation
from .words import LANGUAGES
from .words.explanation import describe, wild_words

__all__ = ["clashes", "dealt_down", "down_slots", "private_history", "read_in", "reading", "replay_public",
           "shown_cards", "slots_due", "turned_up", "with_own_discards"]


def replay_public(history: Mapping) -> State:
    """The state of a history replayed up to the first action that does not fit (a hand being
    corrected stands where its last good entry left it)."""
    state = State(load_hand({**history, "actions": []}))
    for text in history["actions"]:
        try:
            state.apply(text)
        except (ActionSyntaxError, RuleViolation):
            break
    return state


def down_slots(state: State, seat: int) -> int:
    """How many face-down cards the seat has been dealt (a card turned up, discarded or passed on
    since counts too; a card passed to it does not)."""
    gone = sum(e.amount for e in state.events if e.kind in ("discard", "pass") and e.seat == seat)
    lying = state.street if state.phase == "pass" else None       # this round's passes: not the receivers' yet
    got = sum(e.amount for e in state.events if e.kind == "pass" and e.rule == str(seat) and e.street != lying)
    return len(hole_slots(state, seat)) + len(turned_up(state, seat)) + gone - got


def slots_due(state: State, seat: int) -> int:
    """How many face-down cards the seat may seal now: those dealt, and those of the street being
    dealt that have not reached the seat in the history yet (the dealer deals the cards before
    the table enters the up cards)."""
    dealt = down_slots(state, seat)
    nxt = state.expected()
    if nxt["kind"] != "deal" or nxt.get("extra") or state.seats[seat].folded:
        return dealt
    cards = state.seats[seat].cards
    if cards and cards[-1].street == state.street:
        return dealt
    return dealt + nxt["faces"].count("d")


def dealt_down(history: Mapping, seat: int) -> list[Card | None]:
    """The seat's face-down cards by slot, as `history` knows them (None: ``??``)."""
    slots: list[Card | None] = []

    def note(card: Card | None) -> Card | None:
        slots.append(card)
        return card

    _walk(history, seat, note)
    return slots


def private_history(history: Mapping, seat: int, sealed: Mapping[int, Card]) -> dict:
    """The public history (every other face-down card ``??``) with the seat's unknown face-down
    cards read from its `sealed` cards (slot -> card), as that seat knows its hand."""
    return read_in(history, seat, sealed)[0]


def read_in(history: Mapping, seat: int, sealed: Mapping[int, Card]) -> tuple[dict, State]:
    """`private_history`, and its state (replayed once, on the way)."""
    slot = itertools.count()

    def known(card: Card | None) -> Card | None:
        n = next(slot)
        return card if card is not None else sealed.get(n)

    return _walk(history, seat, known)


def _walk(history: Mapping, seat: int, each) -> tuple[dict, State]:
    """The history replayed with each face-down card dealt to `seat` replaced by ``each(card)``
    (called in slot order), up to the first action that does not fit; and the state it left.  It is
    the seat's own history (``_seat``): the cards the seat passed are unseen at their receiver."""
    history = {**history, "_seat": seat}
    state = State(load_hand({**history, "actions": []}))
    out = []
    for text in history["actions"]:
        try:
            action = state.parsed(text)
        except ActionSyntaxError:
            break
        if isinstance(action, DealHole) and action.seat == seat:
            faces = state.expected().get("faces") or "u" * len(action.cards)
            cards = [each(card) if face == "d" else card for card, face in zip(action.cards, faces)]
            action = DealHole(seat, (*cards, *action.cards[len(cards):]), comment=action.comment)
        try:
            state.apply(action)
        except RuleViolation:
            break
        out.append(str(action))
    return {**history, "actions": out}, state


def with_own_discards(history: Mapping, seat: int, discards: Mapping[int, str]) -> dict:
    """The history with the seat's own discards, passes and setting (Cowpie's) named, and the
    passes to it: a discard, pass or setting its phone made is logged ``??`` (nobody else's
    business, the host's neither) and kept beside the hand by the log's index (`discards`: index
    -> the cards, as PHH writes them), for the passer and the receiver; only such an action of
    this seat, or a pass to it, at that index takes them.

    >>> history = {"actions": ["d dh p1 ????", "p1 sd ??", "p2 sd ??", "p2 pa p1 ??", "p1 pa p2 ??", "p1 st ????"]}
    >>> with_own_discards(history, 0, {1: "8d", 2: "7h", 3: "9c", 4: "2d", 5: "AhKd"})["actions"]
    ['d dh p1 ????', 'p1 sd 8d', 'p2 sd ??', 'p2 pa p1 9c', 'p1 pa p2 2d', 'p1 st AhKd']
    """
    mine = (f"p{seat + 1} sd ", f"p{seat + 1} pa ", f"p{seat + 1} st ")
    actions = [text[:text.index("?")] + discards[i]
               if i in discards and "?" in text and (text.startswith(mine) or f" pa p{seat + 1} " in text) else text
               for i, text in enumerate(history["actions"])]
    return {**history, "actions": actions}


def clashes(state: State, sealed: Mapping[int, Card], others: frozenset[Card] = frozenset(),
            seat: int | None = None) -> dict[int, str]:
    """The sealed cards that cannot be the seat's: seen in the public `state` (face up, or shown;
    not a card the `seat` turned up itself), or sealed by another seat too (`others`); slot ->
    why (``table`` or ``twice``).  The card on the table stands: the whole table sees it."""
    seen = set(state.seen) - (turned_up(state, seat) if seat is not None else set())
    out = {}
    for slot, card in sealed.items():
        if card in seen:
            out[slot] = "table"
        elif card in others:
            out[slot] = "twice"
    return out


def reading(state: State, seat: int, pending: Sequence[Card] = ()) -> dict:
    """The seat's best hand now, from the cards it knows (`state`: its private history
    replayed; `pending`: face-down cards it holds that the table has not entered yet) with the
    wild cards as they stand: each side's five cards (or, with fewer than five, the cards so
    far), what each wild card stands for, in words in every language."""
    holding = [*state.holding(seat), *pending]
    down = [*(c for c in state.seats[seat].down_cards if c is not None), *pending]
    wild = state.game.wild_cards(state.rules, state.wilds, holding, down) if holding else frozenset()
    out: dict = {"cards": [str(c) for c in holding], "wild_cards": sorted(str(c) for c in holding if c in wild),
                 "sides": {}, "description": None, "wild_words": None}
    if len(holding) >= 5:
        hands = state.game.showdown(state.rules, holding, wild)
        if state.sets_hands:                                 # Cowpie: the player sets the two hands
            if seat in state.settings and not pending and None not in state.seats[seat].down_cards:
                hands = {side: hands_as_set(state, seat)[side] for side in state.game.sides}     # as set
            else:                      # not set yet: the best five, never a two-card hand of the same cards
                hands = {side: ranking for side, ranking in hands.items() if side == state.game.sides[0]}
        for side, ranking in hands.items():
            out["sides"][side] = None if ranking is None else _side(ranking)
        first = next((s for s in out["sides"].values() if s), None)
        if first:
            out["description"], out["wild_words"] = first["description"], first["wild_words"]
    elif holding and state.game.sides == ("high",):
        key = up_key(holding, wild)
        if key[0] in (Category.PAIR, Category.TWO_PAIR, Category.THREE_OF_A_KIND, Category.FOUR_OF_A_KIND):
            ranking = Ranking(key, tuple(holding))
            out["description"] = {lang: describe(ranking, lang) for lang in LANGUAGES}
    return out


def _side(ranking) -> dict:
    wilds = getattr(ranking, "wilds", ())
    return {"cards": [str(c) for c in ranking.cards], "wilds": {str(w): str(s) for w, s in wilds},
            "description": {lang: describe(ranking, lang) for lang in LANGUAGES},
            "wild_words": {lang: wild_words(ranking, lang) for lang in LANGUAGES} if wilds else None}


def shown_cards(state: State, private: State, seat: int) -> list[Card | None] | None:
    """The cards the seat shows at the showdown, one per face-down card of the table's `state`
    (`referee.shortcuts.shows`: None where the table knows the card), from what the seat knows
    (`private`); None while a face-down card is unknown to the seat too (not sealed yet)."""
    slots = hole_slots(state, seat)
    known = {d.card for d in slots if d.card is not None}
    mine = [d.card for d in hole_slots(private, seat) if d.card not in known]
    if None in mine:
        return None
    fill = iter(mine)
    out: list[Card | None] = []
    for d in slots:
        if d.card is not None:
            out.append(None)
            continue
        card = next(fill, None)
        if card is None:
            return None
        out.append(card)
    return out


def turned_up(state: State, seat: int) -> set[Card]:
    """The cards the seat turned up of its own choice (Roll Your Own)."""
    return {e.card for e in state.events if e.kind == "turn_up" and e.seat == seat and e.card is not None}

