"""Commands of the players' own phones: a phone takes a seat with the seat's code (and the host
lets it go), a seat seals its face-down cards, and a seat makes its own decisions, the same
commands the tablet runs (`web.commands.hand`), for that seat alone.

A seat's phone may do what that seat may: seal its own face-down cards, act when the referee
says it is that seat's turn (bet, pay or decline, turn up a card or keep it down, declare, discard,
pass, set Cowpie's two hands, show or muck), and, when the
seat deals the hand, enter the cards dealt.  Anything else is refused (403) before the referee
is asked, and a tap of a phone that another device overtook is stale (409): the first to arrive
counts, nothing else changes.  A sealed card is stored beside the hand (`web.store.sealed`),
never in its log: the log, and so everything served from it, knows the card as ``??`` until
the seat shows it; a declaration made at once with the others is held beside the hand too,
until every player still in has declared (`web.store.sealed_declarations`); the cards of a discard,
a pass or a setting made on the phone are logged ``??`` and kept beside the hand for that seat
(`web.store.sealed_discards`), a setting named by the seat's show.
"""

from __future__ import annotations

from collections.abc import Callable

from referee.actions import ActionSyntaxError, DealBoard, DealHole, parse_action
from referee.cards import Card, CardError, cards_text, parse_card, parse_cards
from referee.seats import dealt_down, read_in, shown_cards, slots_due, with_own_discards
from referee.shortcuts import INTENTS, keeps_down

from .. import i18n, store
from ..loaded import LoadedHand
from ..refusals import Refusal, conflict
from ..seating import table
from ..store import Store
from ..words import LANGUAGES
from .evening import _still_open
from .hand import _check_seq, act_all, act_each, declare

#: what a seat's phone may ask for in one tap (the round for everyone is the tablet's)
SEAT_INTENTS = ("show", "muck", "pay", "buy", "decline", "turn_up", "keep_down", "deal_down", "declare", "discard",
                "pass", "set")
assert set(SEAT_INTENTS) <= set(INTENTS)


# --- a phone is a seat --------------------------------------------------------------------------

def take_seat(db: Store, evening_id: int, name: str, phone: str, code_fits: Callable[[int], bool]) -> str:
    """The phone (`phone`: the hash of its cookie's id) takes the seat of `name` with the code
    it scanned (`code_fits(generation)`: whether the code is the seat's for that generation).
    The same phone again is welcome; a seat another phone holds, or a code scanned before
    (the seat taken or released since), needs the host again (409).  A phone holds one seat of
    an evening: the one it held before is let go.  The seat's name."""
    t = table(db, evening_id)
    _still_open(t.evening)
    seat = t.player(name)
    if seat["left_at"] is not None:
        raise conflict("seat_left", "name", name=seat["name"])
    held = store.seat_phones(db, evening_id).get(seat["name"], {"phone": None, "generation": 0})
    if held["phone"] == phone:
        return seat["name"]
    if held["phone"] is not None:
        raise conflict("seat_taken", "name", name=seat["name"])
    if not code_fits(held["generation"]):
        raise conflict("seat_code_old", "code", name=seat["name"])
    before = store.seat_of_phone(db, evening_id, phone)
    if before is not None:
        store.add_seat_phone(db, evening_id, before, "release")
    store.add_seat_phone(db, evening_id, seat["name"], "take", phone)
    return seat["name"]


def release_seat(db: Store, evening_id: int, name: str) -> str:
    """The host lets the seat's phone go (a lost phone, a swap): that phone is a seat no more,
    and the seat's code on the tablet is a new one.  409 when no phone holds the seat."""
    t = table(db, evening_id)
    seat = t.player(name)
    if store.seat_phones(db, evening_id).get(seat["name"], {}).get("phone") is None:
        raise conflict("seat_no_phone", "name", name=seat["name"])
    store.add_seat_phone(db, evening_id, seat["name"], "release")
    return seat["name"]


# --- sealed cards ----------------------------------------------------------------------------------

def seat_index(hand: LoadedHand, name: str) -> int:
    """The seat's place in the hand (409 when the player is not dealt in)."""
    names = [n.casefold() for n in hand.state.names]
    if name.casefold() not in names:
        raise conflict("seat_not_in_hand", "name", name=name, number=hand.row["number"])
    return names.index(name.casefold())


def table_cards(hand: LoadedHand) -> set[Card]:
    """The cards the whole table sees: every up card, every card shown, the common card."""
    state = hand.state
    out = {c for s in state.seats for c in s.up_cards if c is not None}
    out |= {d.card for s in state.seats if s.shown for d in s.cards if d.card is not None}
    if state.common:
        out.add(state.common)
    return out


def seal(db: Store, hand: LoadedHand, name: str, text: str) -> dict[int, str]:
    """The seat seals its face-down cards: `text` one card a slot, in deal order (``??`` keeps
    what is sealed), as many as are dealt or being dealt to it now.  A card on the table is
    refused (the card the table sees stands); so is one card in two slots.  Nothing is stored
    from a refused seal.  The seat's sealed cards after it."""
    _still_open(store.evening(db, hand.row["evening_id"]) or {})
    if hand.row["status"] != "live" or hand.state.over:
        raise conflict("seal_over", "hand", number=hand.row["number"])
    seat = seat_index(hand, name)
    player = hand.state.names[seat]
    if hand.state.seats[seat].folded:
        raise conflict("seal_folded", "hand", name=player)
    try:
        cards = parse_cards(text)
    except CardError as error:
        raise Refusal(422, "unreadable_card", "cards", text=str(error).split("'")[1][:20]) from None
    due = slots_due(hand.state, seat)
    if not cards or len(cards) > due:
        raise Refusal(422, "seal_count", "cards", n=len(cards), due=due)
    known = dealt_down(hand.history(), seat)
    sealed = _sealed(db, hand, player)
    on_table = table_cards(hand)
    new = dict(sealed)
    for slot, card in enumerate(cards):
        if card is None:
            continue
        if slot < len(known) and known[slot] is not None:
            raise conflict("seal_entered", "cards", n=slot + 1)
        if card in on_table:
            raise conflict("seal_on_table", "cards", card=_face(card))
        new[slot] = card
    doubled = [c for c in new.values() if list(new.values()).count(c) > 1]
    if doubled:
        raise Refusal(422, "seal_twice", "cards", card=_face(doubled[0]))
    for slot, card in sorted(new.items()):
        if sealed.get(slot) != card:
            store.add_sealed(db, hand.id, player, slot, str(card))
    return {slot: str(card) for slot, card in sorted(new.items())}


def _sealed(db: Store, hand: LoadedHand, player: str) -> dict[int, Card]:
    """The player's sealed cards in the hand, slot -> card."""
    return {slot: parse_card(card) for slot, card in store.sealed(db, hand.id).get(player, {}).items()}


def _face(card: Card) -> dict[str, str]:
    """A card as each language writes it (``Q♠``, ``D♠``), for the words of a refusal."""
    return {lang: i18n.card_face(str(card), lang) for lang in LANGUAGES}


# --- a seat's own decisions ----------------------------------------------------------------------

def seat_act(db: Store, hand: LoadedHand, name: str, text: str | None, intent: str | None, seq: int | None,
             cards: str | None = None, side: str | None = None) -> LoadedHand:
    """A seat's tap: an action (`text`) or one of `SEAT_INTENTS`, checked to be the seat's own
    (or, for the dealer's seat, a card dealt) before the referee rules it; `seq`, the hand as
    the phone saw it (409 stale when another device moved it on).  ``show`` shows the seat's
    sealed cards (refused while one is missing); ``declare`` the seat's `side`, held in secret until
    every player still in has declared, when they declare at once (`web.commands.hand.declare`)."""
    _check_seq(hand, seq)
    seat = seat_index(hand, name)
    dealer = hand.row["dealer"].casefold() == name.casefold()
    if intent is not None:
        return _seat_intent(db, hand, seat, dealer, intent, seq, side if intent == "declare" else cards)
    if not text:
        raise Refusal(422, "unreadable_card", "action", text="")
    try:
        action = parse_action(text, hand.state.names)
    except ActionSyntaxError:
        raise Refusal(422, "seat_unreadable", "action", text=text[:60]) from None
    if isinstance(action, DealHole | DealBoard):
        if not dealer:
            raise Refusal(403, "seat_not_dealer", "action", name=hand.state.names[seat])
    elif getattr(action, "seat", None) != seat:
        raise Refusal(403, "seat_not_yours", "action", name=hand.state.names[seat])
    return act_each(db, hand, [text], seq)


def _seat_intent(db: Store, hand: LoadedHand, seat: int, dealer: bool, intent: str, seq: int | None,
                 cards: str | None) -> LoadedHand:
    """One of `SEAT_INTENTS`, for the seat whose turn it is (the face-down cards due to everyone:
    the dealer's)."""
    player = hand.state.names[seat]
    if intent not in SEAT_INTENTS:
        raise Refusal(403, "seat_not_yours", "intent", name=player)
    if intent == "deal_down":
        if not dealer:
            raise Refusal(403, "seat_not_dealer", "intent", name=player)
        return act_all(db, hand, intent, seq)
    nxt = hand.state.expected()
    whose = nxt.get("seats", [nxt.get("seat")]) if intent in ("turn_up", "keep_down", "declare", "discard", "pass",
                                                             "set") \
        else [nxt.get("seat")]
    if nxt["kind"] != _DUE[intent] or seat not in whose:
        raise Refusal(409, "seat_not_now", "intent", name=player)
    if intent == "declare":
        return declare(db, hand, seat, cards, seq)
    if intent == "turn_up":
        return act_each(db, hand, [_turn_up(db, hand, seat, cards)], seq)
    if intent in ("discard", "pass"):
        return act_each(db, hand, [_give_away(db, hand, seat, intent, cards)], seq)
    if intent == "set":
        return act_each(db, hand, [_set_hands(db, hand, seat, cards)], seq)
    if intent == "keep_down":
        kept = keeps_down(hand.state, seat)
        if not kept:
            raise Refusal(409, "seat_not_now", "intent", name=player)
        return act_each(db, hand, list(kept), seq)
    return act_all(db, hand, intent, seq, show_text(db, hand, seat) if intent == "show" else cards)


#: what comes next when each of a seat's intents (but the dealer's) may be sent
_DUE = {"show": "show", "muck": "show", "pay": "decide", "buy": "decide", "decline": "decide", "turn_up": "turn_up",
        "keep_down": "turn_up", "declare": "declare", "discard": "discard", "pass": "pass",
        "set": "set"}


def _turn_up(db: Store, hand: LoadedHand, seat: int, cards: str | None) -> str:
    """The seat turns up one of its own face-down cards (sealed, or entered at the tablet)."""
    try:
        card = parse_card((cards or "").strip())
    except CardError:
        raise Refusal(422, "unreadable_card", "cards", text=(cards or "")[:20]) from None
    if card is None or card not in _own_down(db, hand, seat):
        raise Refusal(422, "seal_not_held", "cards", card=_face(card) if card else cards)
    return f"p{seat + 1} tu {card}"


def _give_away(db: Store, hand: LoadedHand, seat: int, intent: str, cards: str | None) -> str:
    """The seat discards or passes (`intent`) face-down cards of its own (sealed, or entered at the
    tablet): logged as ``??`` (each player's own business, the host's neither), the cards kept
    beside the hand for the seat's own history (its hand, its show), and a pass's for the
    receiver's too (its cards from then on, on its phone alone); named in the log only where the
    table typed the seat's cards and knows them already."""
    try:
        gone = parse_cards((cards or "").strip())
    except CardError:
        raise Refusal(422, "unreadable_card", "cards", text=(cards or "")[:20]) from None
    own = _own_down(db, hand, seat)
    for card in gone:
        if card is None or card not in own:
            raise Refusal(422, "seal_not_held", "cards", card=_face(card) if card else cards)
    verb = "sd" if intent == "discard" else f"pa p{hand.state.passes_to(seat) + 1}"
    hidden = f"p{seat + 1} {verb} {cards_text((None,) * len(gone))}"
    if not hand.state.can(hidden):             # the table typed the seat's cards: it knows them already
        return f"p{seat + 1} {verb} {cards_text(gone)}"
    at = len(hand.history()["actions"])
    keepers = [seat, hand.state.passes_to(seat)] if intent == "pass" else [seat]     # the passer and the receiver
    for keeper in keepers:
        store.add_sealed_discard(db, hand.id, hand.state.names[keeper], at, cards_text(gone))
    return hidden


def _set_hands(db: Store, hand: LoadedHand, seat: int, cards: str | None) -> str:
    """The seat sets its two hands (Cowpie), `cards` the two-card hand's two cards of its own,
    checked by the referee on the cards the seat knows: logged as ``????`` (the setting is each
    player's own business till the show, the host's too), the cards kept beside the hand for the
    seat's own history (its two hands) and its show, which names them first
    (`web.commands.hand.act_all`); named in the log
    only where the table typed the seat's face-down cards and knows them already."""
    try:
        two = parse_cards((cards or "").strip())
    except CardError:
        raise Refusal(422, "unreadable_card", "cards", text=(cards or "")[:20]) from None
    private = read_in(own_history(db, hand, seat), seat, _sealed(db, hand, hand.state.names[seat]))[1]
    own = {c for c in private.holding(seat) if c is not None}
    for card in two:
        if card is None or card not in own:
            raise Refusal(422, "seal_not_held", "cards", card=_face(card) if card else cards)
    named = f"p{seat + 1} st {cards_text(two)}"
    private.verify(private.parsed(named))                    # the referee's refusal, on the seat's own cards
    hidden = f"p{seat + 1} st ????"
    if not hand.state.can(hidden):             # the table typed the seat's cards: it knows them already
        return named
    store.add_sealed_discard(db, hand.id, hand.state.names[seat], len(hand.history()["actions"]), cards_text(two))
    return hidden


def own_history(db: Store, hand: LoadedHand, seat: int) -> dict:
    """The host's history with the seat's own discards, passes and setting named, and the passes
    to it (its phone's are logged ``??``)."""
    return with_own_discards(hand.history(), seat, store.sealed_discards(db, hand.id, hand.state.names[seat]))


def knows_its_cards(db: Store, hand: LoadedHand, seat: int, count: int) -> bool:
    """Whether the seat's phone knows `count` of its face-down cards to discard or pass: not where
    they came to it as ``??`` (passed by a seat without a phone): the tablet gives them then."""
    return len(_own_down(db, hand, seat)) >= count


def _own_down(db: Store, hand: LoadedHand, seat: int) -> set[Card]:
    """The seat's face-down cards it knows, as its own history has them: sealed, entered at the
    tablet, or passed to it; not those turned up, discarded or passed on."""
    private = read_in(own_history(db, hand, seat), seat, _sealed(db, hand, hand.state.names[seat]))[1]
    return {c for c in private.seats[seat].down_cards if c is not None}


def show_text(db: Store, hand: LoadedHand, seat: int) -> str:
    """The seat's face-down cards to show, one a slot (``??`` where the table knows the card):
    from its sealed cards; 409 while one is not sealed."""
    player = hand.state.names[seat]
    sealed = _sealed(db, hand, player)
    private = read_in(own_history(db, hand, seat), seat, sealed)[1]
    cards = shown_cards(hand.state, private, seat)
    if cards is None:
        raise conflict("seal_first", "cards", name=player)
    return cards_text(cards)
