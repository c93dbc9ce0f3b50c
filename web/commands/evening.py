"""Commands for the evening: start it, choose the game, seat players (join, rebuy, leave), and
its end: every player still seated cashes out (a ``cash_out`` row each) and the evening is
closed: it only answers reads until the host reopens it (``reopen`` rows give the chips back).
Both are lines in the evening's log, as are the host's settings (the chip value, the season,
how the debts are paid, the chances on the phones)."""

from __future__ import annotations

from referee.names import looks_alike, player_key
from schemas.evening import MAX_PLAYERS, MAX_SEATED
from schemas.fields import MAX_CHIPS

from .. import store
from ..refusals import Refusal, conflict
from ..seating import check_game, get_evening, table
from ..settle import ChipValue, net_chips, paid_on_leaving, pay_on_leaving
from ..store import Store
from ..words import grouped

# --- an evening and its players -------------------------------------------------------------------

def _chips_fit(on_table: int, more: int, status: int = 409) -> None:
    """Refuse chips that would take the chips at the table (every stack, the open pot) past
    `MAX_CHIPS`: then no stack, bet or pot can pass it either, and an export always imports."""
    if on_table + more > MAX_CHIPS:
        raise Refusal(status, "too_many_chips", "chips", total=grouped(on_table + more),
                      limit=grouped(MAX_CHIPS))


def create_evening(db: Store, data: dict) -> int:
    """A new evening: its players (seating order, clockwise) with their buy-ins."""
    _chips_fit(0, sum(p["chips"] for p in data["players"]), 422)
    game = check_game(data["game"])
    names = [p["name"] for p in data["players"]]
    dealer = next((n for n in names if n.casefold() == data["dealer"].casefold()), names[-1]) \
        if "dealer" in data else names[-1]                    # the schema has checked that the dealer plays
    evening_id = store.add_evening(db, data["name"], dealer, game)
    for seat, player in enumerate(data["players"]):
        store.add_player(db, evening_id, player["name"], seat)
        store.add_ledger(db, evening_id, None, player["name"], player["chips"], "buy_in")
    settings = {name: data[name] for name in ("chip_value", "season") if data.get(name) is not None}
    if settings:
        _settings(db, evening_id, settings, closed=False)
    return evening_id


def set_game(db: Store, evening_id: int, game: dict) -> int:
    """Dealer's choice: the game of the next hands."""
    _still_open(get_evening(db, evening_id))
    store.set_game(db, evening_id, check_game(game))
    return evening_id


def join(db: Store, evening_id: int, name: str, chips: int, after: str | None = None) -> int:
    """A player sits down with `chips` (to the left of `after`, else in the last seat); a
    player who left comes back the same way."""
    t = table(db, evening_id)
    _still_open(t.evening)
    _chips_fit(sum(t.chips.values()) + t.open_pot, chips)
    existing = next((s for s in t.seats if s["name"].casefold() == name.casefold()), None)
    if existing is not None and existing["left_at"] is None:
        raise conflict("seated", "name", name=existing["name"])
    alike = next((s["name"] for s in t.seats if looks_alike(s["name"], name)), None)
    if existing is None and alike is not None:
        raise conflict("look_alike", "name", name=name, other=alike)
    if sum(s["left_at"] is None for s in t.seats) >= MAX_SEATED or (existing is None and len(t.seats) >= MAX_PLAYERS):
        raise conflict("table_full", "name", seated=MAX_SEATED, players=MAX_PLAYERS)
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
    return evening_id


def _seated(t, name: str, left: str, in_hand: str) -> dict:
    """The seat of a player who is at the table (`left`: the refusal if they have left) and not
    in the hand in play (`in_hand`: the refusal if they are), in an evening still on."""
    _still_open(t.evening)
    seat = t.player(name)
    if seat["left_at"] is not None:
        raise conflict(left, "name", name=seat["name"])
    t.not_in_live_hand(seat["name"], in_hand)
    return seat


def rebuy(db: Store, evening_id: int, name: str, chips: int) -> int:
    t = table(db, evening_id)
    seat = _seated(t, name, "has_left", "in_hand_rebuy")
    _chips_fit(sum(t.chips.values()) + t.open_pot, chips)
    store.add_ledger(db, evening_id, None, seat["name"], chips, "rebuy")
    return evening_id


def rebuys_to_take_back(db: Store, t) -> dict[str, int]:
    """The rebuys that may be taken back (a tap too many, a wrong amount): each player's whose
    last ledger row is a rebuy made since the last hand was booked, while no hand is in play
    (its chips not played yet): player -> the chips of that rebuy."""
    if t.live is not None:
        return {}
    since = (t.last or {}).get("booked_through") or 0
    return {name: row["amount"] for name, row in store.last_rows(db, t.evening["id"]).items()
            if row["kind"] == "rebuy" and row["amount"] > 0 and row["id"] > since}


def take_back_rebuy(db: Store, evening_id: int, name: str) -> int:
    """Take a player's last rebuy back (a rebuy row of the opposite amount: the ledger stays
    append-only, and what they bought in counts it no more); 409 when it can no longer be (a hand
    dealt since, another entry of theirs since)."""
    t = table(db, evening_id)
    _still_open(t.evening)
    seat = t.player(name)
    amount = rebuys_to_take_back(db, t).get(seat["name"])
    if amount is None:
        raise conflict("no_rebuy_to_take_back", "name", name=seat["name"])
    store.add_ledger(db, evening_id, None, seat["name"], -amount, "rebuy", "rebuy taken back")
    return evening_id


def leave(db: Store, evening_id: int, name: str) -> int:
    """A player leaves and takes their chips home (a ledger row); the deal skips them.  With a
    chip value, their result is settled at once with the cash box (a ``paid`` line in the
    evening's log: `web.settle.pay_on_leaving`), and the end takes it as done."""
    t = table(db, evening_id)
    seat = _seated(t, name, "left_already", "in_hand_leave")
    chips = t.chips.get(seat["name"], 0)
    if chips:
        store.add_ledger(db, evening_id, None, seat["name"], -chips, "leave", f"takes {chips} home")
    store.set_left(db, evening_id, seat["name"], store.now())
    value = ChipValue.of(t.evening.get("chip_value"))
    if value is not None:
        paid = pay_on_leaving(seat["name"], net_chips(db, evening_id, seat["name"]), value,
                              paid_on_leaving(db, evening_id))
        if paid.chips or paid.units:
            store.add_log(db, evening_id, "paid", paid.as_json())
    return evening_id


# --- the end of the evening -----------------------------------------------------------------------

def _still_open(evening: dict) -> None:
    """409 once the evening has ended: it only answers reads until the host reopens it."""
    if evening.get("closed_at") is not None:
        raise conflict("evening_closed", "evening_id", name=evening["name"])


def end_evening(db: Store, evening_id: int) -> int:
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
    return evening_id


def reopen_evening(db: Store, evening_id: int) -> int:
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
    return evening_id


def change_evening(db: Store, evening_id: int, data: dict) -> int:
    """The host's settings of an evening (`schemas.settle.EveningPatchSchema`): the chip value
    (until the end), the season it counts for, how the debts are paid, and whether the
    players' phones show the chances.  Each change is a line in the evening's log."""
    evening = get_evening(db, evening_id)
    _settings(db, evening_id, data, closed=evening.get("closed_at") is not None)
    return evening_id


def _settings(db: Store, evening_id: int, data: dict, closed: bool) -> None:
    if "chip_value" in data:
        if closed:
            raise conflict("closed_chip_value", "chip_value")
        value = ChipValue.of(data["chip_value"])
        if value != ChipValue.of(get_evening(db, evening_id).get("chip_value")) and paid_on_leaving(db, evening_id):
            raise conflict("paid_chip_value", "chip_value")
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


def season_for(db: Store, name: str) -> int:
    """The season of this name (case, spaces and Unicode forms aside), made if it is new."""
    key = player_key(name)
    found = store.season_by_key(db, key)
    return found["id"] if found is not None else store.add_season(db, name.strip(), key)
