"""A hand as anyone but the host sees it: the table's view, never a hole card that was not shown.

While a hand is in play every card dealt face down is unknown (``??``); when it is over, the
cards a player showed are known and the rest (folded, mucked, won without showing) stay unknown.
Everything a guest is served of a hand is worked out from that history: the view, its entries,
the cards seen, the PHH, the chances (so the chances give no hole card away either).  The host
(logged in, or the laptop alone when no PIN is set) is served the hand as entered.

>>> history = {"variant": "FTQ", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [20, 20, 20],
...            "antes": [1, 1, 1], "actions": ["d dh p1 AsAdQh", "d dh p2 ????6c"]}
>>> public_history(history)["actions"]
['d dh p1 ????Qh', 'd dh p2 ????6c']
"""

from __future__ import annotations

from referee.actions import ActionSyntaxError, DealHole, Discard, PassCards, ShowMuck
from referee.cards import cards_text
from referee.odds import odds, odds_by_street
from referee.replay import State, load_hand
from referee.violations import RuleViolation

from ..loaded import LoadedHand, check, read
from ..store import Store
from .chances import shown_history, worked_out_once
from .hand import phh, view_of


def public_history(history: dict, own: int | None = None) -> dict:
    """The history with each card dealt face down unknown (``??``), and each card discarded or
    passed (but those of the seat `own`, or passed to it: its own history), a show with the cards
    it showed; up to the first action that does not fit (a hand being corrected)."""
    state = State(load_hand({**history, "actions": []}))
    masked = []
    for text in history["actions"]:
        try:
            action = state.parsed(text)
            hidden = _hidden(state, action, own)
            state.apply(action)
        except (ActionSyntaxError, RuleViolation):
            break
        masked.append(_shown(state, action) if isinstance(action, ShowMuck) else hidden)
    return {**history, "actions": masked}


def _shown(state: State, action: ShowMuck) -> str:
    """A show as the public history writes it (after it is applied to `state`): every card of the
    player as dealt; in a game where cards are turned up by choice (Roll Your Own), the face-down
    cards left only, since a card turned up from a hidden one lies in another slot there."""
    if action.mucks or not any(street.turn_up for street in state.streets):
        return state.texts[-1]
    holes = tuple(d.card for d in state.seats[action.seat].cards if not d.up)
    return str(ShowMuck(action.seat, holes, comment=action.comment))


def _hidden(state: State, action, own: int | None = None) -> str:
    """`action` with the cards it deals face down unknown (before it is applied to `state`), and
    the cards it discards, but the seat `own`'s, and those it passes, but to or from `own`."""
    if isinstance(action, Discard) and action.seat != own:
        return str(Discard(action.seat, (None,) * len(action.cards), comment=action.comment))
    if isinstance(action, PassCards) and own not in (action.seat, action.to):
        return str(PassCards(action.seat, action.to, (None,) * len(action.cards), comment=action.comment))
    if not isinstance(action, DealHole):
        return str(action)
    faces = state.expected().get("faces") or "u" * len(action.cards)
    cards = [None if face == "d" else card for card, face in zip(action.cards, faces)]
    return f"d dh p{action.seat + 1} {cards_text(cards)}"


def guest_hand(db: Store, hand_id: int) -> LoadedHand:
    """The hand as a guest sees it: the hand as the last tap left it (`web.loaded.read`), its
    actions the public history's (no ``broken``: the entry being corrected and those after it are
    the host's)."""
    return read(db, hand_id, "guest", _as_a_guest_sees_it)


def _as_a_guest_sees_it(hand: LoadedHand) -> LoadedHand:
    public = public_history({**hand.row["header"], "actions": hand.actions})["actions"]
    return LoadedHand(hand.row, hand.log, check(hand.row, public))


def guest_hand_view(db: Store, hand_id: int) -> dict:
    """`hand_view` as a guest sees it."""
    return view_of(guest_hand(db, hand_id))


def guest_phh_of(db: Store, hand_id: int) -> dict:
    """`phh_of` of the public history: the shown cards only."""
    hand = guest_hand(db, hand_id)
    return phh({**hand.row["header"], "actions": hand.actions})


def guest_odds_of(db: Store, hand_id: int) -> dict:
    """`odds_of` from the cards a guest may see (403 as there while the odds view is off)."""
    return worked_out_once(odds, public_history(shown_history(db, hand_id)), budget=2.0)


def guest_odds_by_street_of(db: Store, hand_id: int) -> list[dict]:
    """`odds_by_street_of` from the cards a guest may see."""
    return worked_out_once(odds_by_street, public_history(shown_history(db, hand_id)), budget=0.5)
