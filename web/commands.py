"""What a request does to an evening: start it, choose the game, seat players, deal a hand,
apply an action, take one back, correct an earlier one, book an uploaded hand.  Each command
runs inside the caller's transaction (`web.store.transaction`), refuses with a
`web.refusals.Refusal` or the referee's `RuleViolation` before it writes anything, and returns
what the caller shows next.

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

The end of the evening: every player still seated cashes out (a ``cash_out`` row each) and
the evening is closed: it only answers reads until the host reopens it (``reopen`` rows give
the chips back).  Both are lines in the evening's log, as are the host's settings (the chip
value, the season, how the debts are paid, the chances on the phones).
"""

from __future__ import annotations

import hashlib

from referee.actions import ActionSyntaxError, parse_action
from referee.replay import State, replay
from referee.ruling import rule, rule_history
from referee.streets import apply as apply_did
from referee.violations import RuleViolation
from referee.words.explanation import ruling_json
from schemas.fields import MAX_CHIPS
from schemas.names import name_key, player_key

from . import store
from .refusals import Refusal, conflict, not_found
from .seating import GAME_FIELDS, check_game, get_evening, get_hand, next_deal, table
from .settle import ChipValue
from .views import Checked, check, evening_view, hand_view, ruled_hand, state_of, view_of


class Broken(RuntimeError):
    """Something that cannot happen unless the referee or the database is wrong (a 500)."""


# --- an evening and its players -------------------------------------------------------------------

def _chips_fit(on_table: int, more: int, status: int = 409) -> None:
    """Refuse chips that would take the chips at the table (every stack, the open pot) past
    `MAX_CHIPS`: then no stack, bet or pot can pass it either, and an export always imports."""
    if on_table + more > MAX_CHIPS:
        raise Refusal(status, "too_many_chips", "chips", total=f"{on_table + more:,}", limit=f"{MAX_CHIPS:,}")


def create_evening(db, data: dict) -> dict:
    """A new evening: its players (seating order, clockwise) with their buy-ins."""
    _chips_fit(0, sum(p["chips"] for p in data["players"]), 422)
    game = check_game(data["game"])
    names = [p["name"] for p in data["players"]]
    dealer = next((n for n in names if n.casefold() == data["dealer"].casefold()), None) \
        if "dealer" in data else names[-1]
    evening_id = store.add_evening(db, data["name"], dealer, game)
    for seat, player in enumerate(data["players"]):
        store.add_player(db, evening_id, player["name"], seat)
        store.add_ledger(db, evening_id, None, player["name"], player["chips"], "buy_in")
    settings = {name: data[name] for name in ("chip_value", "season") if data.get(name) is not None}
    if settings:
        _settings(db, evening_id, settings, closed=False)
    return evening_view(db, evening_id)


def set_game(db, evening_id: int, game: dict) -> dict:
    """Dealer's choice: the game of the next hands."""
    _still_open(get_evening(db, evening_id))
    store.set_game(db, evening_id, check_game(game))
    return evening_view(db, evening_id)


def join(db, evening_id: int, name: str, chips: int, after: str | None = None) -> dict:
    """A player sits down with `chips` (to the left of `after`, else in the last seat); a
    player who left comes back the same way."""
    t = table(db, evening_id)
    _still_open(t.evening)
    _chips_fit(sum(t.chips.values()) + t.open_pot, chips)
    existing = next((s for s in t.seats if s["name"].casefold() == name.casefold()), None)
    if existing is not None and existing["left_at"] is None:
        raise conflict("seated", "name", name=existing["name"])
    alike = next((s["name"] for s in t.seats if name_key(s["name"]) == name_key(name)), None)
    if existing is None and alike is not None:
        raise conflict("look_alike", "name", name=name, other=alike)
    order = [s["name"] for s in t.seats]
    if existing is None:
        store.add_player(db, evening_id, name, len(order))
        order.append(name)
    else:
        name = existing["name"]
        store.set_left(db, evening_id, name, None)
    if after is not None:
        neighbour = t.player(after)["name"]
        if neighbour == name:
            raise conflict("own_left", "after")
        order.remove(name)
        order.insert(order.index(neighbour) + 1, name)
        store.reseat(db, evening_id, order)
    store.add_ledger(db, evening_id, None, name, chips, "buy_in")
    return evening_view(db, evening_id)


def _seated(t, name: str, left: str, in_hand: str) -> dict:
    """The seat of a player who is at the table (`left`: the refusal if they have left) and not
    in the hand in play (`in_hand`: the refusal if they are), in an evening still on."""
    _still_open(t.evening)
    seat = t.player(name)
    if seat["left_at"] is not None:
        raise conflict(left, "name", name=seat["name"])
    t.not_in_live_hand(seat["name"], in_hand)
    return seat


def rebuy(db, evening_id: int, name: str, chips: int) -> dict:
    t = table(db, evening_id)
    seat = _seated(t, name, "has_left", "in_hand_rebuy")
    _chips_fit(sum(t.chips.values()) + t.open_pot, chips)
    store.add_ledger(db, evening_id, None, seat["name"], chips, "rebuy")
    return evening_view(db, evening_id)


def leave(db, evening_id: int, name: str) -> dict:
    """A player leaves and takes their chips home (a ledger row); the deal skips them."""
    t = table(db, evening_id)
    seat = _seated(t, name, "left_already", "in_hand_leave")
    chips = t.chips.get(seat["name"], 0)
    if chips:
        store.add_ledger(db, evening_id, None, seat["name"], -chips, "leave", f"takes {chips} home")
    store.set_left(db, evening_id, seat["name"], store.now())
    return evening_view(db, evening_id)


# --- booking --------------------------------------------------------------------------------------

def ruled(state: State) -> dict:
    """What is kept of a finished hand's ruling: finishing stacks, winnings, the ruling."""
    ruling = rule(state)
    return {"finishing_stacks": ruling.finishing_stacks, "winnings": ruling.winnings, "ruling": ruling_json(ruling)}


def book(db, hand: dict, ruling: dict, kind: str = "hand") -> None:
    """Book a ruled hand: one ledger row per player whose chips changed, and the open pot's
    share (a carried pot taken in, a pot carried over)."""
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
    store.set_booked(db, hand["id"], ruling, store.last_ledger_id(db, evening_id))


def _reopen(db, hand: dict) -> None:
    """Take a booked hand back for a correction: allowed while it is the evening's last hand
    and its players' chips have not moved since; its rows are reversed by correction rows."""
    last = store.last_hand(db, hand["evening_id"])
    if last["id"] != hand["id"]:
        raise conflict("too_late_started", "hand", number=hand["number"], last=last["number"])
    players = set(hand["header"]["players"])
    for row in store.ledger_after(db, hand["evening_id"], hand["booked_through"] or 0):
        if row["player"] is None:
            raise conflict("too_late_pot", "hand", number=hand["number"], kind=row["kind"], amount=row["amount"])
        if row["player"] in players:
            raise conflict("too_late_player", "hand", number=hand["number"], name=row["player"], kind=row["kind"],
                           amount=row["amount"])
    for player, total in store.hand_ledger(db, hand["id"]).items():
        if total:
            store.add_ledger(db, hand["evening_id"], hand["id"], player, -total, "correction",
                             f"hand {hand['number']} reopened for a correction")
    store.set_booked(db, hand["id"], None, None)


# --- live hands -----------------------------------------------------------------------------------

def start_live(db, evening_id: int, game: dict | None = None) -> dict:
    """Deal the next hand: the players with chips from the dealer's left, antes taken."""
    t = table(db, evening_id)
    _still_open(t.evening)
    t.no_live_hand("in_play_deal")
    if game is not None:
        if next_deal(t).redeal_of is not None:
            raise conflict("redeal_same_game", "game", number=t.last["number"])
        store.set_game(db, evening_id, check_game(game))
        t.evening["game"] = game
    deal = next_deal(t)
    if deal.dealer is None:
        raise conflict("nobody_dealt_in", "players")
    replay({**deal.header, "actions": []})          # the referee checks the header (enough players, ...)
    number = (t.last["number"] if t.last else 0) + 1
    hand_id = store.add_hand(db, evening_id, number, "live", deal.dealer, deal.header)
    return hand_view(db, hand_id)


def _check_seq(log: list, seq: int | None) -> None:
    if seq is not None and seq != len(log):
        raise conflict("stale_seq", "seq", seq=len(log), sent=seq)


def _not_broken(hand: dict, log: list, checked: Checked, upto: int | None = None) -> None:
    """409 while the hand has an entry that no longer fits (before `upto`, when given: the
    entries up to and including it may be corrected)."""
    broken = checked.broken
    if broken is None or broken.index is None or (upto is not None and upto <= broken.index):
        return
    view = view_of(hand, log, checked)["broken"]
    assert view is not None
    if view["was"] is not None:
        refusal = conflict("broken_first", "actions", n=broken.index + 1, was=view["was"], problem=view["message"])
    else:
        refusal = conflict("broken_first_plain", "actions", n=broken.index + 1, problem=view["message"])
    refusal.details["broken"] = view
    raise refusal


def _settle(db, hand_id: int) -> dict:
    """After a change of the log: a hand that is over and whose every entry fits is booked (a
    reopened one as a correction); the hand's view."""
    hand = get_hand(db, hand_id)
    log = store.action_log(db, hand_id)
    checked = check(hand, store.effective_actions(log))
    if checked.broken is None and checked.state.over and hand["status"] != "booked":
        reopened = "correction" in store.hand_kinds(db, hand_id)
        book(db, hand, ruled(checked.state), "correction" if reopened else "hand")
        hand = get_hand(db, hand_id)
    return view_of(hand, log, checked)


def act(db, hand_id: int, text: str, seq: int | None = None) -> dict:
    """Apply one action to a hand; the referee refuses an illegal one and nothing is stored.
    The action that ends the hand books it, in the same transaction.  Returns the hand's view."""
    hand = get_hand(db, hand_id)
    _still_open(get_evening(db, hand["evening_id"]))
    if not text.partition("#")[0].strip():
        raise Refusal(422, "comment_only", "action", text=text[:60])
    log = store.action_log(db, hand_id)
    _check_seq(log, seq)
    actions = store.effective_actions(log)
    checked = check(hand, actions)
    _not_broken(hand, log, checked)
    state = checked.state
    try:
        action = parse_action(text, state.names)
    except ActionSyntaxError as error:
        raise RuleViolation("action.syntax", problem=error.phrase).at(len(actions), text) from None
    canonical = str(action)
    checked.did.append(apply_did(state, action, len(actions)))
    checked.actions = actions + [canonical]
    store.add_action(db, hand_id, len(log), canonical)
    log = log + [{"seq": len(log), "text": canonical, "undo": 0, "kind": "act", "target": None}]
    if state.over and hand["status"] != "booked":
        reopened = "correction" in store.hand_kinds(db, hand_id)
        book(db, hand, ruled(state), "correction" if reopened else "hand")
        hand = get_hand(db, hand_id)
    return view_of(hand, log, checked)


def undo(db, hand_id: int, seq: int | None = None) -> dict:
    """Take back the last action (an undo row in the log).  Taking back the action that
    ended a booked hand reopens it for a correction.  Returns the hand's view."""
    hand = get_hand(db, hand_id)
    _still_open(get_evening(db, hand["evening_id"]))
    log = store.action_log(db, hand_id)
    _check_seq(log, seq)
    actions = store.effective_actions(log)
    if not actions:
        raise conflict("nothing_to_undo", "action", number=hand["number"])
    checked = check(hand, actions)
    _not_broken(hand, log, checked, upto=len(actions) - 1)
    if hand["status"] == "booked" and not state_of(hand, actions[:-1]).over:
        _reopen(db, hand)
    store.add_action(db, hand_id, len(log), None)
    return _settle(db, hand_id)


def correct(db, hand_id: int, index: int, text: str | None, seq: int | None = None, insert: bool = False) -> dict:
    """Replace entry `index` (0-based in the actions that stand) by the action `text`, insert
    `text` before it (`insert`: a forgotten entry), or delete it (`text` None): a row in the log
    that names the entry.  The new entry must fit where it goes (the referee refuses it
    otherwise, and nothing is stored); an entry after it that no longer fits leaves the hand
    broken (see the module).  A booked hand (the evening's last, no chips moved since) is
    reopened and booked again once it is over and every entry fits.  Returns the hand's view."""
    hand = get_hand(db, hand_id)
    _still_open(get_evening(db, hand["evening_id"]))
    if text is not None and not text.partition("#")[0].strip():
        raise Refusal(422, "comment_only", "action", text=text[:60])
    log = store.action_log(db, hand_id)
    _check_seq(log, seq)
    actions = store.effective_actions(log)
    if not 0 <= index < len(actions) or (insert and text is None):
        raise not_found("no_entry", "index", number=hand["number"], n=index + 1, count=len(actions))
    checked = check(hand, actions)
    _not_broken(hand, log, checked, upto=index)
    canonical = None
    if text is not None:
        state = state_of(hand, actions[:index])
        try:
            canonical = str(parse_action(text, state.names))
        except ActionSyntaxError as error:
            raise RuleViolation("action.syntax", problem=error.phrase).at(index, text) from None
        state.apply(canonical, index)
        if canonical == actions[index] and not insert:
            return view_of(hand, log, checked)           # the same entry again: nothing to correct
    if hand["status"] == "booked":
        _reopen(db, hand)
    kind = "delete" if text is None else "insert" if insert else "replace"
    store.add_action(db, hand_id, len(log), canonical, kind=kind, target=index)
    return _settle(db, hand_id)


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


def upload(db, evening_id: int, history: dict) -> dict:
    """Book an uploaded hand; returns it ruled, with ``duplicate``: whether it had been
    uploaded (and booked) before, in which case nothing changes.

    Its players must be the next deal's, from the dealer's left; given ``starting_stacks``
    must equal their chips now (``carried_pot`` the open pot); missing ones are filled in,
    and so are missing game fields, from the evening's game."""
    t = table(db, evening_id)
    fingerprint = digest(history)
    before = store.hand_by_digest(db, evening_id, fingerprint)
    if before is not None:
        return {**ruled_hand(db, before["id"]), "duplicate": True}
    _still_open(t.evening)
    t.no_live_hand("in_play_upload")
    deal = next_deal(t)
    listed = ", ".join(history["players"])
    if [p.casefold() for p in history["players"]] != [p.casefold() for p in deal.players]:
        if deal.dealer is None:
            raise conflict("upload_nobody", "players", listed=listed)
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
        for name in ("variant", "options", "antes", *GAME_FIELDS):
            if name not in history and name in deal.header:
                filled[name] = deal.header[name]
    ruling = rule_history(filled)
    actions = [str(parse_action(text, deal.players)) for text in filled["actions"]]
    header = {k: v for k, v in filled.items() if k not in ("actions", "finishing_stacks")}
    number = (t.last["number"] if t.last else 0) + 1
    hand_id = store.add_hand(db, evening_id, number, "upload", deal.dealer, header, fingerprint)
    for seq, text in enumerate(actions):
        store.add_action(db, hand_id, seq, text)
    book(db, store.hand(db, hand_id), {k: ruling[k] for k in ("finishing_stacks", "winnings", "ruling")})
    return {**ruled_hand(db, hand_id), "duplicate": False}


def _check_stacks(players: list[str], chips: list[int], given: list[int]) -> None:
    if len(given) != len(players):
        raise conflict("upload_stack_count", "starting_stacks", count=len(given), players=len(players))
    differ = [(name, have, said) for name, have, said in zip(players, chips, given) if have != said]
    if differ:
        words = {lang: "; ".join(Refusal(409, "stack_differs", name=n, chips=c, given=g).message(lang)
                                 for n, c, g in differ) for lang in ("en", "de")}
        raise conflict("upload_stacks", "starting_stacks", differences=words)


# --- the end of the evening -----------------------------------------------------------------------

def _still_open(evening: dict) -> None:
    """409 once the evening has ended: it only answers reads until the host reopens it."""
    if evening.get("closed_at") is not None:
        raise conflict("evening_closed", "evening_id", name=evening["name"])


def end_evening(db, evening_id: int) -> dict:
    """End the evening: every player still seated cashes out with their chips, and the evening
    is closed.  Refused (409) while a hand is in play, while chips lie in the open pot (they
    are nobody's yet: deal again), and when it has ended already."""
    t = table(db, evening_id)
    _still_open(t.evening)
    t.no_live_hand("in_play_end")
    if t.open_pot:
        raise conflict("end_open_pot", "evening_id", n=t.open_pot)
    cashed = {}
    for seat in t.seats:
        chips = t.chips.get(seat["name"], 0)
        if seat["left_at"] is None and chips:
            store.add_ledger(db, evening_id, None, seat["name"], -chips, "cash_out", f"cashes out {chips}")
            cashed[seat["name"]] = chips
    store.set_evening(db, evening_id, closed_at=store.now())
    store.add_log(db, evening_id, "end", {"cashed_out": cashed})
    return evening_view(db, evening_id)


def reopen_evening(db, evening_id: int) -> dict:
    """Reopen an ended evening (the host's explicit act, logged): the chips cashed out at the
    end go back to the players' stacks (``reopen`` rows), and play may go on."""
    evening = get_evening(db, evening_id)
    if evening.get("closed_at") is None:
        raise conflict("evening_not_closed", "evening_id", name=evening["name"])
    outstanding: dict[str, int] = {}
    for row in store.ledger(db, evening_id):
        if row["kind"] in ("cash_out", "reopen"):
            outstanding[row["player"]] = outstanding.get(row["player"], 0) - row["amount"]
    back = {name: chips for name, chips in outstanding.items() if chips}
    for name, chips in back.items():
        store.add_ledger(db, evening_id, None, name, chips, "reopen", f"gets {chips} back: the evening is reopened")
    store.set_evening(db, evening_id, closed_at=None)
    store.add_log(db, evening_id, "reopen", {"back": back})
    return evening_view(db, evening_id)


def change_evening(db, evening_id: int, data: dict) -> dict:
    """The host's settings of an evening (`schemas.settle.EveningPatchSchema`): the chip value
    (until the end), the season it counts for, how the debts are paid, and whether the
    players' phones show the chances.  Each change is a line in the evening's log."""
    evening = get_evening(db, evening_id)
    _settings(db, evening_id, data, closed=evening.get("closed_at") is not None)
    return evening_view(db, evening_id)


def _settings(db, evening_id: int, data: dict, closed: bool) -> None:
    if "chip_value" in data:
        if closed:
            raise conflict("closed_chip_value", "chip_value")
        value = ChipValue.of(data["chip_value"])
        store.set_evening(db, evening_id, chip_value=value.as_json() if value else None)
        store.add_log(db, evening_id, "chip_value", {"chip_value": value.as_json() if value else None})
    if "season" in data:
        name = data["season"]
        season_id = season_for(db, name) if name else None
        store.set_evening(db, evening_id, season_id=season_id)
        store.add_log(db, evening_id, "season", {"season": name})
    if "settle" in data:
        mode, bank = data["settle"]["mode"], data["settle"].get("bank")
        if mode == "bank" and bank is not None:
            names = {player_key(p["name"]): p["name"] for p in store.players(db, evening_id)}
            if player_key(bank) not in names:
                raise Refusal(422, "bank_not_player", "settle.bank", name=bank)
            bank = names[player_key(bank)]
        settle = {"mode": mode, "bank": bank if mode == "bank" else None}
        store.set_evening(db, evening_id, settle=settle)
        store.add_log(db, evening_id, "settle", settle)
    if "phone_odds" in data:
        store.set_evening(db, evening_id, phone_odds=int(bool(data["phone_odds"])))
        store.add_log(db, evening_id, "phone_odds", {"on": bool(data["phone_odds"])})


def season_for(db, name: str) -> int:
    """The season of this name (case, spaces and Unicode forms aside), made if it is new."""
    key = player_key(name)
    found = store.season_by_key(db, key)
    return found["id"] if found is not None else store.add_season(db, name.strip(), key)
