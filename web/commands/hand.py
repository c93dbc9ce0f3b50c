"""Commands for a hand: deal it, apply an action, take one back, correct an earlier one, book an
uploaded hand.

Booking: a ruled hand becomes one ledger row per player whose chips changed, and the open
pot's share (a carried pot taken in, a pot carried over), in the same transaction as the
action that ended it.  The ledger and the action log are append-only: an undo is a row of its
own, a correction of entry *n* is a row naming it, and a correction of a booked hand reverses
its rows with correction rows and books it again once it is over and every entry fits.

A correction (`correct`) replaces or deletes any standing entry of the hand in play, or of the
evening's last hand while nobody's chips moved since: the new entry must fit where it goes (else
422, nothing stored); the entries after it are replayed, and the first that no longer fits (a
bet out of turn now, a card dealt twice) makes the hand *broken*: the correction is stored, the
view names that entry (``broken``), and until it is corrected or deleted nothing new is entered
(409) and nothing is booked.
"""

from __future__ import annotations

import hashlib

from referee.actions import SIDES, ActionSyntaxError, DealHole, parse_action
from referee.cards import CardError, parse_cards
from referee.games.declare import declaring
from referee.replay import State, replay
from referee.ruling import check_finishing_stacks
from referee.seats import down_slots, with_own_discards
from referee.shortcuts import declares, intended
from referee.streets import apply as apply_did
from referee.violations import RuleViolation

from .. import store
from ..finished import hand_stats, ruled
from ..loaded import LoadedHand, broken_of, get_hand, load
from ..refusals import Refusal, conflict, not_found
from ..seating import GAME_FIELDS, check_game, get_evening, next_deal, table
from ..store import Store
from .evening import _still_open


class Broken(RuntimeError):
    """Something that cannot happen unless the referee or the database is wrong (a 500)."""



# --- booking --------------------------------------------------------------------------------------

def book(db: Store, hand: dict, state: State, kind: str = "hand") -> None:
    """Book a finished hand: its ruling, one ledger row per player whose chips changed, and
    the open pot's share (a carried pot taken in, a pot carried over); and what the standings
    count of it, worked out from the state at hand."""
    ruling = ruled(state)
    book_ruled(db, hand, ruling, hand_stats(state, ruling), kind)


def book_ruled(db: Store, hand: dict, ruling: dict, stats: dict, kind: str = "hand") -> None:
    """`book` with the ruling and the standings' numbers worked out already (an import)."""
    header, evening_id, number = hand["header"], hand["evening_id"], hand["number"]
    starting, finishing = header["starting_stacks"], ruling["finishing_stacks"]
    carried_in, carried_out = header.get("carried_pot", 0), ruling["ruling"].get("carried_pot", 0)
    if sum(finishing) + carried_out != sum(starting) + carried_in:
        raise Broken(f"hand {number}: the ruling does not conserve chips ({starting} + {carried_in} in, "
                     f"{finishing} + {carried_out} out)")
    label = f"hand {number}" if kind == "hand" else f"hand {number}, corrected"
    for name, before, after in zip(header["players"], starting, finishing):
        if after != before:
            store.add_ledger(db, evening_id, hand["id"], name, after - before, kind, label)
    pot_kind = "carry" if kind == "hand" else kind
    if carried_in:
        store.add_ledger(db, evening_id, hand["id"], None, -carried_in, pot_kind, f"the open pot goes into {label}")
    if carried_out:
        store.add_ledger(db, evening_id, hand["id"], None, carried_out, pot_kind, f"{label} carries over")
    digest = store.set_booked(db, hand["id"], ruling, store.last_ledger_id(db, evening_id))
    assert digest is not None                       # a ruling was given: it has a digest
    store.add_hand_stats(db, hand["id"], digest, stats)


def too_late(db: Store, hand: dict) -> Refusal | None:
    """Why a booked hand can no longer be taken back for a correction (a later hand, or chips
    of its players or of the pot moved since: a rebuy, a player who left), else None."""
    last = store.last_hand(db, hand["evening_id"])
    assert last is not None                         # the evening has this hand at least
    if last["id"] != hand["id"]:
        return conflict("too_late_started", "hand", number=hand["number"], last=last["number"])
    players = set(hand["header"]["players"])
    for row in store.ledger_after(db, hand["evening_id"], hand["booked_through"] or 0):
        if row["player"] is None:
            return conflict("too_late_pot", "hand", number=hand["number"], kind=row["kind"], amount=row["amount"])
        if row["player"] in players:
            return conflict("too_late_player", "hand", number=hand["number"], name=row["player"], kind=row["kind"],
                            amount=row["amount"])
    return None


def _reopen(db: Store, hand: dict) -> None:
    """Take a booked hand back for a correction: allowed while it is the evening's last hand
    and its players' chips have not moved since; its rows are reversed by correction rows."""
    refusal = too_late(db, hand)
    if refusal is not None:
        raise refusal
    for player, total in store.hand_ledger(db, hand["id"]).items():
        if total:
            store.add_ledger(db, hand["evening_id"], hand["id"], player, -total, "correction",
                             f"hand {hand['number']} reopened for a correction")
    store.set_booked(db, hand["id"], None, None)


# --- live hands -----------------------------------------------------------------------------------
#
# Each command takes the hand loaded once for the request (`web.loaded.load`), applies to its
# state, appends to its log, and returns it: the caller renders from the same object.

def start_live(db: Store, evening_id: int, game: dict | None = None) -> LoadedHand:
    """Deal the next hand: the players with chips from the dealer's left, antes taken."""
    t = table(db, evening_id)
    _still_open(t.evening)
    t.no_live_hand("in_play_deal")
    if game is not None:
        redeal_of = next_deal(t).redeal_of
        if redeal_of is not None:
            raise conflict("redeal_same_game", "game", number=redeal_of)
        store.set_game(db, evening_id, check_game(game))
        t.evening["game"] = game
    deal = next_deal(t)
    if deal.dealer is None:
        raise conflict("nobody_dealt_in", "players")
    replay({**deal.header, "actions": []})          # the referee checks the header (enough players, ...)
    number = (t.last["number"] if t.last else 0) + 1
    hand_id = store.add_hand(db, evening_id, number, "live", deal.dealer, deal.header)
    return load(db, hand_id)


def _check_seq(hand: LoadedHand, seq: int | None) -> None:
    if seq is not None and seq != hand.seq:
        raise conflict("stale_seq", "seq", seq=hand.seq, sent=seq)


def _open_for_entries(db: Store, hand: LoadedHand, seq: int | None) -> None:
    """The evening still open and `seq` the hand's (else 409: nothing changes)."""
    _still_open(get_evening(db, hand.row["evening_id"]))
    _check_seq(hand, seq)


def _not_broken(hand: LoadedHand, upto: int | None = None) -> None:
    """409 while the hand has an entry that no longer fits (before `upto`, when given: the
    entries up to and including it may be corrected)."""
    broken = hand.checked.broken
    if broken is None or broken.index is None or (upto is not None and upto <= broken.index):
        return
    view = broken_of(hand)
    assert view is not None
    if view["was"] is not None:
        refusal = conflict("broken_first", "actions", n=broken.index + 1, was=view["was"], problem=view["message"])
    else:
        refusal = conflict("broken_first_plain", "actions", n=broken.index + 1, problem=view["message"])
    refusal.details["broken"] = view
    raise refusal


def _book_if_over(db: Store, hand: LoadedHand) -> None:
    """A hand that is over and whose every entry fits is booked (a reopened one as a correction)."""
    if hand.checked.broken is None and hand.state.over and hand.row["status"] != "booked":
        reopened = "correction" in store.hand_kinds(db, hand.id)
        book(db, hand.row, hand.state, "correction" if reopened else "hand")
        hand.row = get_hand(db, hand.id)


def _append(db: Store, hand: LoadedHand, text: str) -> None:
    """Apply one action to the hand's state (the referee refuses an illegal one: nothing is
    stored) and append it to its log."""
    if not text.partition("#")[0].strip():
        raise Refusal(422, "comment_only", "action", text=text[:60])
    index = len(hand.actions)
    try:
        action = hand.state.completed(parse_action(text, hand.state.names))   # a pay's amount written in
    except ActionSyntaxError as error:
        raise RuleViolation("action.syntax", problem=error.phrase).at(index, text) from None
    _not_sealed(db, hand, action)
    canonical = str(action)
    hand.checked.did.append(apply_did(hand.state, action, index))
    hand.checked.actions = hand.actions + [canonical]
    store.add_action(db, hand.id, hand.seq, canonical)
    hand.log = hand.log + [{"seq": hand.seq, "text": canonical, "undo": 0, "kind": "act", "target": None}]


def _not_sealed(db: Store, hand: LoadedHand, action) -> None:
    """A face-down card typed for a seat whose phone sealed that card is refused (409): the
    seat's own entry stands, and the tablet learns nothing of it."""
    if not isinstance(action, DealHole):
        return
    nxt = hand.state.expected()
    faces = nxt.get("faces") if nxt["kind"] == "deal" else None
    if not faces:
        return
    typed = [i for i, (card, face) in enumerate(zip(action.cards, faces)) if face == "d" and card is not None]
    if not typed:
        return
    player = hand.state.names[action.seat] if action.seat < len(hand.state.names) else None
    sealed = store.sealed(db, hand.id).get(player, {}) if player else {}
    first = down_slots(hand.state, action.seat)
    for i in typed:
        slot = first + faces[:i].count("d")
        if slot in sealed:
            raise conflict("hole_sealed", "action", name=player, n=slot + 1)


def act(db: Store, hand: LoadedHand, text: str, seq: int | None = None) -> LoadedHand:
    """Apply one action to a hand; the referee refuses an illegal one and nothing is stored.
    The action that ends the hand books it, in the same transaction."""
    return act_each(db, hand, [text], seq)


def act_each(db: Store, hand: LoadedHand, texts: list[str], seq: int | None = None) -> LoadedHand:
    """Apply actions one after the other, as one tap (all of them or, refused, none: the caller's
    transaction)."""
    _open_for_entries(db, hand, seq)
    _not_broken(hand)
    for text in texts:
        _append(db, hand, text)
    _reveal_if_all_held(db, hand)
    _book_if_over(db, hand)
    return hand


def act_all(db: Store, hand: LoadedHand, intent: str, seq: int | None = None, cards: str | None = None,
            side: str | None = None, player: str | None = None) -> LoadedHand:
    """What one tap of the table enters, one action a player (the history and the undo stay
    exact): ``all_check`` or ``all_call``, the rest of the betting round where every player left
    to act checks, or calls the bet in full; ``deal_down``, the face-down cards due to everyone in
    turn (unknown until shown); ``show``, the next player at the showdown shows `cards` (one per
    face-down card in the order the deal gave them, ``??`` for one entered before; none: what was
    entered before); ``muck``, that player mucks; ``pay`` or ``buy``, the decision a face-up card
    asks of its player (Baseball's 3, a 4 sold), ``decline`` it (fold rather than pay, pass on
    the card); ``turn_up``, the next player to turn up a face-down card of their choice turns up
    the one card in `cards` (Roll Your Own); ``keep_down``, the next player to turn up or keep
    down the card of a street of choice (a house game's ``d?``) keeps it down; ``declare``,
    `player` (by default the next to declare) declares `side` (`declare`: held until all are in,
    when the players declare at once); ``discard``, `player` (by default the first still to)
    discards `cards` (Pineapple Stud); ``pass``, `player` (by default the first still to) passes
    `cards` to the next player still in on the left (Anaconda); ``set``, `player` (by default the first
    still to) sets the two-card hand `cards` (Cowpie).  409 when the hand does not stand
    so (a stale tablet)."""
    if intent == "declare":
        seat = _seat_named(hand, player)
        _not_on_a_phone(db, hand, seat)
        return declare(db, hand, seat, side, seq)
    _not_broken(hand)
    try:
        shown = None if cards is None else parse_cards(cards)
    except CardError as error:
        raise Refusal(422, "unreadable_card", "cards", text=str(error).split("'")[1]) from None
    seat = _seat_named(hand, player) if intent in ("discard", "pass", "set") else None
    texts = list(intended(hand.state, intent, shown, seat=seat))
    if not texts:
        raise Refusal(409, "stale", "intent")
    if intent == "show":
        texts = [*_named_setting(db, hand, hand.state.expected()["seat"]), *texts]
    return act_each(db, hand, texts, seq)


def _named_setting(db: Store, hand: LoadedHand, seat: int) -> list[str]:
    """Before a show, the setting the seat's phone logged ``????`` (Cowpie), named from the cards
    kept beside the hand (`web.store.sealed_discards`): the referee then rules the two hands the
    player set; nothing where the setting holds no ``??`` or the phone did not make it."""
    if not hand.state.names_setting(seat):
        return []
    own = with_own_discards(hand.history(), seat, store.sealed_discards(db, hand.id, hand.state.names[seat]))
    setting = next(t for t in reversed(own["actions"]) if t.startswith(f"p{seat + 1} st "))
    return [] if "?" in setting else [setting]


# --- declaring (a high-low game's option declare) ------------------------------------------------

def _seat_named(hand: LoadedHand, player: str | None) -> int | None:
    """The seat of `player` in the hand (None: not named; 409 when not dealt in)."""
    if player is None:
        return None
    names = [n.casefold() for n in hand.state.names]
    if player.casefold() not in names:
        raise conflict("seat_not_in_hand", "player", name=player, number=hand.row["number"])
    return names.index(player.casefold())


def _not_on_a_phone(db: Store, hand: LoadedHand, seat: int | None) -> None:
    """Players declaring at once: a seat whose phone holds it declares there, in secret (409 at the
    tablet)."""
    nxt = hand.state.expected()
    if nxt["kind"] != "declare" or declaring(hand.state.rules) != "simultaneous":
        return
    name = hand.state.names[nxt["seat"] if seat is None else seat]
    if store.seat_phones(db, hand.row["evening_id"]).get(name, {}).get("phone") is not None:
        raise conflict("declare_on_phone", "player", name=name)


def declare(db: Store, hand: LoadedHand, seat: int | None, side: str | None, seq: int | None = None) -> LoadedHand:
    """A player (`seat`; None: the next to declare) declares `side`.  In turn, it is entered at once,
    as any action.  All at once (as chips in the fist), it is held beside the hand
    (`web.store.sealed_declarations`), never in its log, until every player still to declare has
    one: then all of them are entered together, one action a player in seat order, so that nobody
    (the tablet, the guests, the other phones) learns a declaration before all are in.  A held
    declaration may be changed until then.  409 when nobody declares now or the player is not one
    to; 422 for a side that is not high, low or both."""
    _open_for_entries(db, hand, seq)
    _not_broken(hand)
    if side not in SIDES:
        raise Refusal(422, "declare_side", "side", side=str(side)[:20])
    texts = declares(hand.state, side, seat)
    if not texts:
        raise Refusal(409, "stale", "intent")
    if declaring(hand.state.rules) == "in_turn":
        return act_each(db, hand, list(texts), seq)
    hand.state.verify(hand.state.parsed(texts[0]))           # the referee's refusal, before anything is held
    chosen = hand.state.parsed(texts[0]).seat             # type: ignore[union-attr]
    store.add_sealed_declaration(db, hand.id, hand.state.names[chosen], side)
    _reveal_if_all_held(db, hand)
    _book_if_over(db, hand)
    return hand


def _reveal_if_all_held(db: Store, hand: LoadedHand) -> None:
    """Players declaring at once: once every player still to declare has a held declaration, all
    of them are entered, one action a player in seat order."""
    state = hand.state
    if state.phase != "declare" or declaring(state.rules) != "simultaneous":
        return
    held = store.sealed_declarations(db, hand.id)
    if all(state.names[s] in held for s in state.to_declare):
        for seat in sorted(state.to_declare):
            _append(db, hand, f"p{seat + 1} dc {held[state.names[seat]]}")


def held_declarations(db: Store, hand: LoadedHand) -> dict[str, str]:
    """The declarations held now (player -> side) of the players still to declare: a hand whose
    players declare at once, before all are in (else none)."""
    state = hand.state
    if state.phase != "declare" or declaring(state.rules) != "simultaneous":
        return {}
    held = store.sealed_declarations(db, hand.id)
    return {state.names[s]: held[state.names[s]] for s in state.to_declare if state.names[s] in held}


def undo(db: Store, hand: LoadedHand, seq: int | None = None) -> LoadedHand:
    """Take back the last action (an undo row in the log).  Taking back the action that
    ended a booked hand reopens it for a correction."""
    _open_for_entries(db, hand, seq)
    if not hand.actions:
        raise conflict("nothing_to_undo", "action", number=hand.row["number"])
    _not_broken(hand, upto=len(hand.actions) - 1)
    if hand.row["status"] == "booked" and not hand.state_at(len(hand.actions) - 1).over:
        _reopen(db, hand.row)
    store.add_action(db, hand.id, hand.seq, None)
    return _reloaded(db, hand)


def _reloaded(db: Store, hand: LoadedHand) -> LoadedHand:
    """After a change of an earlier entry: the hand replayed anew, booked if it is over and every
    entry fits."""
    hand = load(db, hand.id)
    _book_if_over(db, hand)
    return hand


def correct(db: Store, hand: LoadedHand, index: int, text: str | None, seq: int | None = None, insert: bool = False,
            swap: bool = False) -> LoadedHand:
    """Replace entry `index` (0-based in the actions that stand) by the action `text`, insert
    `text` before it (`insert`: a forgotten entry), or delete it (`text` None): a row in the log
    that names the entry.  The new entry must fit where it goes (the referee refuses it
    otherwise, and nothing is stored); an entry after it that no longer fits leaves the hand
    broken (see the module).  A booked hand (the evening's last, no chips moved since) is
    reopened and booked again once it is over and every entry fits.

    `swap` (the table's correction of a dealt card): face-down cards left unknown (``??``) keep
    what the entry knew, and an up card that another entry holds is swapped with that entry's
    (the host picked the card the other player got)."""
    _open_for_entries(db, hand, seq)
    if text is not None and not text.partition("#")[0].strip():
        raise Refusal(422, "comment_only", "action", text=text[:60])
    if not 0 <= index < len(hand.actions) or (insert and text is None):
        raise not_found("no_entry", "index", number=hand.row["number"], n=index + 1, count=len(hand.actions))
    if text is None or insert or not swap:
        return _correct_one(db, hand, index, text, insert)
    for at, new in swapped(hand.actions, index, _canonical(text, hand.state.names, index), hand.state.names):
        hand = _correct_one(db, hand, at, new, insert=False)
    return hand


def _canonical(text: str, names, index: int) -> str:
    try:
        return str(parse_action(text, names))
    except ActionSyntaxError as error:
        raise RuleViolation("action.syntax", problem=error.phrase).at(index, text) from None


def _correct_one(db: Store, hand: LoadedHand, index: int, text: str | None, insert: bool) -> LoadedHand:
    """One correction (see `correct`): checked where it goes, stored, the hand replayed anew."""
    _not_broken(hand, upto=index)
    if text is not None:
        state = hand.state_at(index)
        text = _canonical(text, state.names, index)
        state.apply(text, index)
        if text == hand.actions[index] and not insert:
            return hand                                  # the same entry again: nothing to correct
    if hand.row["status"] == "booked":
        _reopen(db, hand.row)
    kind = "delete" if text is None else "insert" if insert else "replace"
    store.add_action(db, hand.id, hand.seq, text, kind=kind, target=index)
    return _reloaded(db, hand)


def swapped(log: list[str], index: int, text: str, names) -> list[tuple[int, str]]:
    """The corrections a replacement of a dealt card at `index` makes: itself, keeping the hole
    cards the old entry knew; and where its new up card is another entry's, that entry gets the
    old card.  In the order that lets each fit."""
    new = parse_action(text, names)
    try:
        old = parse_action(log[index], names)
    except ActionSyntaxError:
        old = None
    if not isinstance(new, DealHole) or not isinstance(old, DealHole) or old.seat != new.seat \
            or len(old.cards) != len(new.cards):
        return [(index, text)]
    merged = DealHole(new.seat, tuple(n if n is not None else o for n, o in zip(new.cards, old.cards)))
    card, was = new.cards[-1], old.cards[-1]
    out = [(index, str(merged))]
    for other, other_text in enumerate(log):
        if other == index or card is None or was is None or card == was:
            continue
        try:
            action = parse_action(other_text, names)
        except ActionSyntaxError:
            continue
        if isinstance(action, DealHole) and card in action.cards:
            out.append((other, str(DealHole(action.seat, tuple(was if c == card else c for c in action.cards)))))
            break
    return sorted(out)


# --- uploads --------------------------------------------------------------------------------------

def digest(history: dict) -> str:
    """The fingerprint of an uploaded hand (its actions in canonical form), for idempotency."""
    names = history.get("players") or []
    actions = []
    for text in history.get("actions", []):
        try:
            actions.append(str(parse_action(text, names)))
        except ActionSyntaxError:
            actions.append(text)
    return hashlib.sha256(store.dump_json({**history, "actions": actions}).encode()).hexdigest()


def upload(db: Store, evening_id: int, history: dict) -> tuple[int, bool]:
    """Book an uploaded hand; returns its id, and whether it had been uploaded (and booked)
    before, in which case nothing changes.

    Its players must be the next deal's, from the dealer's left; given ``starting_stacks``
    must equal their chips now (``carried_pot`` the open pot); missing ones are filled in,
    and so are missing game fields, from the evening's game."""
    t = table(db, evening_id)
    fingerprint = digest(history)
    before = store.hand_by_digest(db, evening_id, fingerprint)
    if before is not None:
        return before["id"], True
    _still_open(t.evening)
    t.no_live_hand("in_play_upload")
    deal = next_deal(t)
    listed = ", ".join(history["players"])
    if deal.dealer is None:
        raise conflict("upload_nobody", "players", listed=listed)
    if [p.casefold() for p in history["players"]] != [p.casefold() for p in deal.players]:
        raise conflict("upload_players", "players", dealer=deal.dealer, players=", ".join(deal.players),
                       listed=listed)
    filled = {**history, "players": deal.players}
    if "starting_stacks" in history:
        _check_stacks(deal.players, deal.header["starting_stacks"], history["starting_stacks"])
    filled["starting_stacks"] = deal.header["starting_stacks"]
    carried = deal.header.get("carried_pot", 0)
    if history.get("carried_pot", carried) != carried:
        raise conflict("upload_carried", "carried_pot", given=history["carried_pot"], carried=carried)
    if carried:
        filled["carried_pot"] = carried
    if history.get("variant", deal.header["variant"]) == deal.header["variant"]:
        for name in ("variant", "house_game", "options", "antes", *GAME_FIELDS):
            if name not in history and name in deal.header:
                filled[name] = deal.header[name]
    state = replay(filled)
    ruling = ruled(state)
    check_finishing_stacks(filled, ruling["finishing_stacks"])
    actions = [str(parse_action(text, deal.players)) for text in filled["actions"]]
    header = {k: v for k, v in filled.items() if k not in ("actions", "finishing_stacks")}
    number = (t.last["number"] if t.last else 0) + 1
    hand_id = store.add_hand(db, evening_id, number, "upload", deal.dealer, header, fingerprint)
    for seq, text in enumerate(actions):
        store.add_action(db, hand_id, seq, text)
    book_ruled(db, get_hand(db, hand_id), ruling, hand_stats(state, ruling))
    return hand_id, False


def _check_stacks(players: list[str], chips: list[int], given: list[int]) -> None:
    if len(given) != len(players):
        raise conflict("upload_stack_count", "starting_stacks", count=len(given), players=len(players))
    differ = [(name, have, said) for name, have, said in zip(players, chips, given) if have != said]
    if differ:
        words = {lang: "; ".join(Refusal(409, "stack_differs", name=n, chips=c, given=g).message(lang)
                                 for n, c, g in differ) for lang in ("en", "de")}
        raise conflict("upload_stacks", "starting_stacks", differences=words)
