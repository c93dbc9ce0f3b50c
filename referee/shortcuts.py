"""What the table enters in one tap, as the actions it stands for: the betting round where
every player left to act checks, or calls the bet in full ("All check", "All call 4"), the
face-down cards due to everyone in turn (the last street's card), and at the showdown the next
player's show (each face-down card in the slot the deal gave it, or what was entered before) or
muck.  Each stands for one action a
player, so the history and the undo stay exact; each is tried on a copy of the state
(`State.fork`), so the actions are the referee's own and nothing is replayed.

>>> from referee.replay import replay
>>> state = replay({"variant": "F7S", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [50, 50, 50],
...                 "antes": [1, 1, 1], "bring_in": 1, "small_bet": 2, "big_bet": 4,
...                 "actions": ["d dh p1 ????9h", "d dh p2 ????2c", "d dh p3 ????Kd", "p2 pb"]})
>>> betting_round(state)
Round(kind='call', amount=1, actions=('p3 cc', 'p1 cc'), seats=(2, 0))
>>> face_down_deals(state)
()
>>> intended(state, "all_call"), intended(state, "all_check")
(('p3 cc', 'p1 cc'), ())
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace

from .cards import Card, cards_text
from .replay import Dealt, Phase, State
from .violations import RuleViolation

__all__ = [
    "INTENTS",
    "Round",
    "betting_round",
    "decided",
    "declares",
    "discards",
    "face_down_deals",
    "hole_slots",
    "intended",
    "keeps_down",
    "passes",
    "shows",
    "turns_up",
]

#: what one tap can ask for: the rest of the betting round checked or called, the face-down cards
#: due, the next player at the showdown showing or mucking; the decision a face-up card asks of
#: its player (Baseball's 3: pay, or decline and fold; a 4 sold: buy, or decline and pass); the
#: next player turning up a card (Roll Your Own) or keeping a card down by choice (a house game's
#: ``d?``); a player declaring high, low or both (a high-low game's declare); a player discarding
#: face-down cards (Pineapple Stud); a player passing face-down cards to the left (Anaconda)
INTENTS = ("all_check", "all_call", "deal_down", "show", "muck", "pay", "buy", "decline", "turn_up", "keep_down",
           "declare", "discard", "pass", "set")


@dataclass(frozen=True)
class Round:
    """A betting round in one tap: everyone left to act checks (``check``) or calls `amount`
    (``call``); the actions, one a player, and their seats in the order they act."""

    kind: str
    amount: int
    actions: tuple[str, ...]
    seats: tuple[int, ...]

    def rests(self) -> Iterator[tuple[int, Round]]:
        """After each of its first actions, while two players or more are still to act: how many
        are entered and the round then (`betting_round` of that state): the rest of this one,
        each player after them facing the same check or the same call."""
        for done in range(1, len(self.actions) - 1):
            yield done, replace(self, actions=self.actions[done:], seats=self.seats[done:])


def betting_round(state: State) -> Round | None:
    """The rest of the betting round in one tap, where it is legal for every player left to act
    and the same for all (everyone checks, or everyone calls the bet in full); None when one of
    them could not (a bring-in is due, an all-in call for less) or only one player is left to act
    (that one tap is the player's own button)."""
    if state.phase != Phase.BET or state.to_act is None or state.legal()["bring_in"] is not None:
        return None
    trial = state.fork()
    street, kind, actions, seats = trial.street, None, [], []
    while trial.phase == Phase.BET and trial.street == street and trial.to_act is not None:
        seat = trial.to_act
        legal = trial.legal()
        if legal["bring_in"] is not None:
            return None
        now = "check" if legal["check"] else "call" if legal["call"] == trial.high - trial.seats[seat].bet else None
        if now is None or kind not in (None, now):
            return None
        kind = now
        actions.append(f"p{seat + 1} cc")
        seats.append(seat)
        trial.apply(actions[-1])
    if kind is None or len(actions) < 2:
        return None
    return Round(kind, state.high, tuple(actions), tuple(seats))


def face_down_deals(state: State) -> tuple[str, ...]:
    """The face-down cards due now to every player in turn, one action each (``d dh pN ??``:
    the cards stay unknown until shown); empty unless the next cards are all face down (Roll
    Your Own's 3rd street: ``d dh pN ??????``)."""
    nxt = state.expected()
    if nxt["kind"] != "deal" or set(nxt["faces"]) != {"d"}:
        return ()
    trial = state.fork()
    actions: list[str] = []
    while (nxt := trial.expected())["kind"] == "deal" and set(nxt["faces"]) == {"d"}:
        actions.append(f"d dh p{nxt['seat'] + 1} {'??' * len(nxt['faces'])}")
        trial.apply(actions[-1])
    return tuple(actions)


def hole_slots(state: State, seat: int) -> list[Dealt]:
    """A player's face-down cards in the order the deal gave them, each with its street (a card
    entered as ``??`` is None until shown)."""
    return [d for d in state.seats[seat].cards if not d.up]       # a card turned up by choice is up


def shows(state: State, cards: Sequence[Card | None] | None = None) -> tuple[str, ...]:
    """The next player at the showdown shows: `cards` one per face-down card, in the order the
    deal gave them (`hole_slots`; None where the card was entered before), or without `cards`
    what they have (every face-down card entered before).  Empty when nobody is to show now;
    a wrong number of cards is the referee's ``show.count``."""
    nxt = state.expected()
    if nxt["kind"] != "show":
        return ()
    seat = nxt["seat"]
    if cards is None:
        return (f"p{seat + 1} sm -",)
    slots = hole_slots(state, seat)
    if len(cards) != len(slots):
        raise RuleViolation("show.count", player=state.names[seat], count=len(cards), hole=len(slots),
                            all=len(state.seats[seat].cards))
    return (f"p{seat + 1} sm {cards_text([c if c is not None else d.card for c, d in zip(cards, slots)])}",)


def decided(state: State, intent: str) -> tuple[str, ...]:
    """The decision due now about a face-up card, in one tap: ``pay`` (what the rule fixes) or
    ``buy`` (the extra card at its price), as the decision asks; ``decline``: fold rather than
    pay, or pass on the extra card.  Empty when no such decision is due.

    >>> from referee.replay import replay
    >>> state = replay({"variant": "BASEBALL", "players": ["Anna", "Ben"], "starting_stacks": [50, 50],
    ...                 "antes": [1, 1], "bring_in": 1, "small_bet": 2, "big_bet": 4, "actions": ["d dh p1 ????3h"]})
    >>> decided(state, "pay"), decided(state, "decline"), decided(state, "buy")
    (('p1 pay',), ('p1 f',), ())
    """
    nxt = state.expected()
    if nxt["kind"] != "decide":
        return ()
    me = f"p{nxt['seat'] + 1}"
    if intent == "decline":
        return (f"{me} f" if nxt["decision"] == "pay" else f"{me} pass",)
    return (f"{me} {intent}",) if intent == nxt["decision"] else ()


def turns_up(state: State, cards: Sequence[Card | None] | None, seat: int | None = None) -> tuple[str, ...]:
    """The next player to turn up a face-down card (`State.expected`'s seat, the first in deal
    order still to; or `seat`, one of those still to: a correction of that player's card) turns
    up the one card in `cards`; empty when nobody turns up now.  A card that is not theirs is the
    referee's refusal (``turn_up.not_held``, ``deal.twice``)."""
    nxt = state.expected()
    if nxt["kind"] != "turn_up" or not cards or len(cards) != 1 or cards[0] is None:
        return ()
    who: int = seat if seat is not None and seat in nxt["seats"] else nxt["seat"]
    return (f"p{who + 1} tu {cards[0]}",)


def discards(state: State, cards: Sequence[Card | None] | None, seat: int | None = None) -> tuple[str, ...]:
    """The player `seat` (or the first still to, in deal order) discards `cards` (``??`` for a card
    nobody saw); empty when nobody discards now or that player is not one to.  The wrong number
    of cards, or a card that is not theirs, is the referee's refusal (``discard.count``, ...)."""
    nxt = state.expected()
    if nxt["kind"] != "discard" or not cards:
        return ()
    who: int = nxt["seat"] if seat is None else seat
    return (f"p{who + 1} sd {cards_text(cards)}",) if who in nxt["seats"] else ()


def passes(state: State, cards: Sequence[Card | None] | None, seat: int | None = None) -> tuple[str, ...]:
    """The player `seat` (or the first still to, in deal order) passes `cards` (``??`` for a card
    nobody saw) to the next player still in on the left; empty when nobody passes now or that
    player is not one to.  The wrong number of cards, or a card that is not theirs, is the
    referee's refusal (``pass.count``, ...).

    >>> from referee.games.house import PRESETS
    >>> from referee.replay import replay
    >>> hand = {"variant": "HOUSE", "house_game": PRESETS["ANACONDA"], "players": ["Anna", "Ben"],
    ...         "starting_stacks": [50, 50], "antes": [1, 1], "bring_in": 1, "small_bet": 2, "big_bet": 4,
    ...         "actions": ["d dh p1 ??????????????", "d dh p2 ??????????????", "p1 cc", "p2 cc"]}
    >>> passes(replay(hand), [None] * 3), passes(replay(hand), [None] * 3, 1), passes(replay(hand), None)
    (('p1 pa p2 ??????',), ('p2 pa p1 ??????',), ())
    """
    nxt = state.expected()
    if nxt["kind"] != "pass" or not cards:
        return ()
    who: int = nxt["seat"] if seat is None else seat
    return (f"p{who + 1} pa p{state.passes_to(who) + 1} {cards_text(cards)}",) if who in nxt["seats"] else ()


def sets_hands(state: State, cards: Sequence[Card | None] | None, seat: int | None = None) -> tuple[str, ...]:
    """The player `seat` (or the first still to, in deal order) sets the two-card hand `cards` (``??``
    for a face-down card nobody saw; Cowpie's setting); empty when nobody sets now or that player is
    not one to.  The wrong number of cards, a card not theirs, is the referee's refusal (``setting.count``, ...).

    >>> import json, pathlib
    >>> hand = json.loads((pathlib.Path(__file__).parent.parent / "sample_hands" / "cowpie.json").read_text())
    >>> from referee.replay import replay
    >>> state = replay({**hand, "actions": hand["actions"][:33]})
    >>> sets_hands(state, [None, None]), sets_hands(state, [None, None], 2), sets_hands(state, None)
    (('p1 st ????',), ('p3 st ????',), ())
    """
    nxt = state.expected()
    if nxt["kind"] != "set" or not cards:
        return ()
    who: int = nxt["seat"] if seat is None else seat
    return (f"p{who + 1} st {cards_text(cards)}",) if who in nxt["seats"] else ()


def keeps_down(state: State, seat: int | None = None) -> tuple[str, ...]:
    """On a street of a card up or down by choice (a house game's ``d?``), the player `seat` (or
    the next still to choose) keeps the new card face down (``pN pass``); empty when nobody
    chooses so now or that player is not one to.

    >>> from referee.replay import replay
    >>> hand = {"variant": "HOUSE", "house_game": {"name": "Last", "deal": "ddu, u, u, u, d?"},
    ...         "players": ["Anna", "Ben"], "starting_stacks": [50, 50], "antes": [1, 1], "bring_in": 1,
    ...         "small_bet": 2, "big_bet": 4, "actions": ["d dh p1 AsKs9h", "d dh p2 2c3c4d", "p2 pb", "p1 cc"] + [
    ...     a for c1, c2 in (("Ah", "5c"), ("Kh", "6c"), ("Kd", "7c")) for a in (
    ...         f"d dh p1 {c1}", f"d dh p2 {c2}", "p1 cc", "p2 cc")] + ["d dh p1 9c", "d dh p2 8d"]}
    >>> keeps_down(replay(hand)), keeps_down(replay(hand), 1), keeps_down(replay({**hand, "actions": []}))
    (('p1 pass',), ('p2 pass',), ())
    """
    nxt = state.expected()
    if nxt["kind"] != "turn_up" or not nxt.get("keep"):
        return ()
    who = nxt["seat"] if seat is None else seat
    return (f"p{who + 1} pass",) if who in nxt["seats"] else ()


def declares(state: State, side: str | None, seat: int | None = None) -> tuple[str, ...]:
    """The player `seat` (or the next to declare) declares `side` (``high``, ``low``, ``both``);
    empty when nobody declares now or that player is not one to.

    >>> from referee.replay import replay
    >>> header = {"variant": "F7SD", "players": ["Anna", "Ben"], "starting_stacks": [50, 50], "antes": [1, 1],
    ...           "bring_in": 1, "small_bet": 2, "big_bet": 4}
    >>> deal = ["d dh p1 AsKs9h", "d dh p2 2c3c4d", "p2 pb", "p1 cc"] + [
    ...     a for c1, c2 in (("Ah", "5c"), ("Kh", "6c"), ("Kd", "7c"), ("9c", "8d")) for a in (
    ...         f"d dh p1 {c1}", f"d dh p2 {c2}", "p1 cc", "p2 cc")]
    >>> declares(replay({**header, "actions": deal}), "low", 1), declares(replay(header | {"actions": []}), "low")
    (('p2 dc low',), ())
    """
    nxt = state.expected()
    if nxt["kind"] != "declare" or side not in ("high", "low", "both"):
        return ()
    who = nxt["seat"] if seat is None else seat
    return (f"p{who + 1} dc {side}",) if who in nxt["seats"] else ()


def intended(state: State, intent: str, cards: Sequence[Card | None] | None = None, side: str | None = None,
             seat: int | None = None) -> tuple[str, ...]:
    """The actions one tap's `intent` (one of `INTENTS`) stands for now (``show``: with the
    `cards` shown, see `shows`; ``declare``: the `side` declared by `seat`, see `declares`); empty
    when the hand does not stand so (the round is not one that everybody checks, nobody is to
    show, ...)."""
    if intent == "declare":
        return declares(state, side, seat)
    if intent == "deal_down":
        return face_down_deals(state)
    if intent == "show":
        return shows(state, cards)
    if intent == "turn_up":
        return turns_up(state, cards)
    if intent == "discard":
        return discards(state, cards, seat)
    if intent == "pass":
        return passes(state, cards, seat)
    if intent == "set":
        return sets_hands(state, cards, seat)
    if intent == "keep_down":
        return keeps_down(state, seat)
    if intent == "muck":
        nxt = state.expected()
        return (f"p{nxt['seat'] + 1} sm",) if nxt["kind"] == "show" else ()
    if intent in ("pay", "buy", "decline"):
        return decided(state, intent)
    cut = betting_round(state)
    return cut.actions if cut is not None and intent == f"all_{cut.kind}" else ()
