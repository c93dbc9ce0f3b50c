"""A hand as one seat's phone sees it: the table's view (every other face-down card ``??``, as a
guest sees it) and that seat's own sealed cards read into it: its hand now with the wild cards
as they stand (`referee.seats.reading`), the slots it may seal, the sealed cards that cannot be
(a card on the table, a card sealed on another phone too: said to this seat alone, never which
seat holds what), and its chances from what it knows.  Served to that seat's phone only."""

from __future__ import annotations

from dataclasses import dataclass

from referee.cards import Card, parse_card, parse_cards
from referee.odds import odds
from referee.replay import State
from referee.seats import clashes, dealt_down, down_slots, read_in, reading, slots_due, with_own_discards

from .. import store
from ..loaded import LoadedHand, read
from ..store import Store
from .chances import worked_out_once
from .guest import guest_hand, public_history


@dataclass
class SeatHand:
    """The hand as the seat knows it: the table's (`public`), the seat (`seat`, its `name`), its
    sealed cards (`sealed`, slot -> card), its own history (`mine`) replayed (`private`), the slots it may
    seal now (`due`), the face-down cards the table already knows of it (`known`, by slot, from
    the host's tablet), the sealed cards that cannot be (`clashes`, slot -> why)."""

    public: LoadedHand
    seat: int
    name: str
    sealed: dict[int, Card]
    mine: dict
    private: State
    due: int
    known: list[Card | None]
    clashes: dict[int, str]

    def reading(self) -> dict:
        dealt = down_slots(self.private, self.seat)
        pending = [card for slot, card in sorted(self.usable().items()) if slot >= dealt]
        return reading(self.private, self.seat, pending)

    def usable(self) -> dict[int, Card]:
        """The sealed cards that can be the seat's (no clash)."""
        return {slot: card for slot, card in self.sealed.items() if slot not in self.clashes}


def seat_hand(db: Store, hand_id: int, name: str) -> SeatHand | None:
    """The hand `hand_id` as the seat of `name` knows it; None when that player is not dealt in.
    Once the hand is over its sealed cards are served to nobody, that seat's phone included (a
    phone that takes the seat next must not read a muck)."""
    public = guest_hand(db, hand_id)
    names = [n.casefold() for n in public.state.names]
    if name.casefold() not in names:
        return None
    seat = names.index(name.casefold())
    player = public.state.names[seat]
    every = store.sealed(db, hand_id) if public.row["status"] == "live" else {}     # over: served no more
    sealed = {slot: parse_card(card) for slot, card in every.get(player, {}).items()}
    others = frozenset(parse_card(c) for who, slots in every.items() if who != player for c in slots.values())
    host = read(db, hand_id).history()
    own_rows = store.sealed_discards(db, hand_id, player)
    passed = {card for at, cards in own_rows.items() if at < len(host["actions"])
              and host["actions"][at].startswith(f"p{seat + 1} pa ") for card in parse_cards(cards)}
    clash = clashes(public.state, {s: c for s, c in sealed.items() if c not in passed}, others, seat)  # passed on
    own = with_own_discards(public_history(host, seat), seat, own_rows) \
        if any(s.discard or s.passes or s.buy or s.set_hands for s in public.state.streets) else public.history()
    host_known = dealt_down(host, seat)        # the seat's own cards the tablet typed
    typed = {slot: card for slot, card in enumerate(host_known) if card is not None} \
        if public.row["status"] == "live" else {}                  # its own, while the hand is live
    usable = {slot: card for slot, card in sealed.items() if slot not in clash}
    mine, private = read_in(own, seat, {**typed, **usable})       # its discards its own
    return SeatHand(public, seat, player, sealed, mine, private, slots_due(public.state, seat), host_known, clash)


def seat_odds(hand: SeatHand) -> dict:
    """Each player's chances worked out from what this seat knows (its own face-down cards and
    every up card), never from another seat's: the seat's phone shows its own."""
    return worked_out_once(odds, hand.mine, budget=0.5)


def sealed_counts(db: Store, hand_id: int) -> dict[str, int]:
    """How many face-down cards each seat has sealed on its phone (how many, never which): the
    tablet shows it."""
    return {player: len(slots) for player, slots in store.sealed(db, hand_id).items()}
