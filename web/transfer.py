"""An evening as one document and back: the export (for a backup or another laptop) and the
import, which first checks the whole document and only then inserts it.

The checks of an import: the players and the dealer, the hands numbered in order, every hand
replayed by the referee, each booked hand's ledger rows adding up to its ruling, no stack
below 0, the hand in play (only the last) starting from its players' chips.  A refusal is a
422 `Refusal` naming what does not hold together; nothing is written then.
"""

from __future__ import annotations

from referee.violations import RuleViolation
from schemas.fields import MAX_CHIPS
from schemas.names import look_alike

from . import store
from .commands import ruled
from .refusals import invalid
from .seating import check_game, get_evening
from .views import state_of

FORMAT = "follow-the-queen-evening"


def export_evening(db, evening_id: int) -> dict:
    """The whole evening as one document (`schemas.export`)."""
    evening = get_evening(db, evening_id)
    entries = store.ledger(db, evening_id)
    ids = [row["id"] for row in entries]
    hands = []
    for hand in store.hands(db, evening_id):
        through = hand["booked_through"]
        hands.append({"number": hand["number"], "source": hand["source"], "dealer": hand["dealer"],
                      "header": hand["header"], "digest": hand["digest"], "created_at": hand["created_at"],
                      "booked_after": None if through is None else sum(1 for i in ids if i <= through),
                      "log": [{"text": row["text"], "created_at": row["created_at"]}
                              for row in store.action_log(db, hand["id"])]})
    return {"format": FORMAT, "version": 1, "name": evening["name"],
            "created_at": evening["created_at"], "dealer": evening["dealer"], "game": evening["game"],
            "players": [{"name": s["name"], "seat": s["seat"], "joined_at": s["joined_at"], "left_at": s["left_at"]}
                        for s in store.players(db, evening_id)],
            "hands": hands,
            "ledger": [{"hand_number": row["hand_number"], "player": row["player"], "amount": row["amount"],
                        "kind": row["kind"], "note": row["note"], "created_at": row["created_at"]}
                       for row in entries]}


def import_evening(db, data: dict) -> int:
    """A new evening from an export (`schemas.export`, loaded), once it has been checked."""
    rulings = check(data)
    return insert(db, data, rulings)


# --- checking ---------------------------------------------------------------------------------------

def check(data: dict) -> list[dict | None]:
    """Check an exported evening; the ruling of each hand (None: the hand in play)."""
    names = [p["name"] for p in data["players"]]
    _check_header(data, names)
    rows_of = _ledger_by_hand(data, names)
    rulings = [_check_hand(hand, names, len(data["hands"]), rows_of.get(hand["number"], []))
               for hand in data["hands"]]
    balance = _balance(data["ledger"])
    if rulings and rulings[-1] is None:
        live = data["hands"][-1]["header"]
        if [balance.get(p, 0) for p in live["players"]] != live["starting_stacks"]:
            raise invalid("import_live_stacks", "hands")
    digests = [h["digest"] for h in data["hands"] if h["digest"] is not None]
    if len(set(digests)) != len(digests):
        raise invalid("import_digests", "hands")
    for hand in data["hands"]:
        if hand["booked_after"] is not None and hand["booked_after"] > len(data["ledger"]):
            raise invalid("import_booked_after", "hands", number=hand["number"])
    return rulings


def _check_header(data: dict, names: list[str]) -> None:
    alike = look_alike(names)
    if alike is not None:
        raise invalid("import_same_name", "players", name=alike[0], other=alike[1])
    if data["dealer"] not in names:
        raise invalid("import_dealer", "dealer", dealer=data["dealer"])
    check_game(data["game"])
    numbers = [h["number"] for h in data["hands"]]
    if numbers != list(range(1, len(numbers) + 1)):
        raise invalid("import_numbers", "hands")


def _ledger_by_hand(data: dict, names: list[str]) -> dict[int, list[dict]]:
    """The ledger rows of each hand number, every row checked."""
    rows_of: dict[int, list[dict]] = {}
    for row in data["ledger"]:
        if row["player"] is not None and row["player"] not in names:
            raise invalid("import_ledger_player", "ledger", name=row["player"])
        if row["hand_number"] is not None:
            if row["hand_number"] > len(data["hands"]):
                raise invalid("import_ledger_hand", "ledger", number=row["hand_number"])
            rows_of.setdefault(row["hand_number"], []).append(row)
        elif row["player"] is None or row["kind"] not in ("buy_in", "rebuy", "leave"):
            raise invalid("import_ledger_kind", "ledger")
    return rows_of


def _check_hand(hand: dict, names: list[str], hands: int, rows: list[dict]) -> dict | None:
    """Replay one hand and check its ledger rows; its ruling (None: it is in play)."""
    number = hand["number"]
    if hand["dealer"] not in names or any(p not in names for p in hand["header"].get("players", [])):
        raise invalid("import_hand_players", "hands", number=number)
    try:
        state = state_of(hand, store.effective_actions(_log_rows(hand)))
    except RuleViolation as error:
        raise invalid("import_replay", "hands", number=number, problem=str(error)) from None
    ruling = ruled(state) if state.over else None
    if ruling is None and number != hands:
        raise invalid("import_in_play", "hands", number=number)
    if ruling is None and hand["booked_after"] is not None:
        raise invalid("import_marked_booked", "hands", number=number)
    if ruling is not None and hand["booked_after"] is None:
        raise invalid("import_not_marked", "hands", number=number)
    got: dict[str | None, int] = {}
    for row in rows:
        got[row["player"]] = got.get(row["player"], 0) + row["amount"]
    if {k: v for k, v in got.items() if v} != _ledger_of(hand["header"], ruling):
        raise invalid("import_hand_ledger", "ledger", number=number)
    return ruling


def _log_rows(hand: dict) -> list[dict]:
    return [{"undo": row["text"] is None, "text": row["text"]} for row in hand["log"]]


def _ledger_of(header: dict, ruling: dict | None) -> dict[str | None, int]:
    """What a hand's ledger rows must add up to, per player (None: the open pot)."""
    if ruling is None:
        return {}
    expected: dict[str | None, int] = {name: after - before for name, before, after
                                       in zip(header["players"], header["starting_stacks"],
                                              ruling["finishing_stacks"]) if after != before}
    pot = ruling["ruling"].get("carried_pot", 0) - header.get("carried_pot", 0)
    if pot:
        expected[None] = pot
    return expected


def _balance(ledger: list[dict]) -> dict[str | None, int]:
    """Every player's chips (None: the open pot) after the ledger; 422 if one goes below 0."""
    balance: dict[str | None, int] = {}
    total = 0
    for row in ledger:
        balance[row["player"]] = balance.get(row["player"], 0) + row["amount"]
        if balance[row["player"]] < 0 and row["player"] is not None:
            raise invalid("import_negative", "ledger", name=row["player"])
        if row["kind"] in ("buy_in", "rebuy", "leave"):             # a hand's rows move chips, these bring them
            total += row["amount"]
        if total > MAX_CHIPS:
            raise invalid("too_many_chips", "ledger", total=f"{total:,}", limit=f"{MAX_CHIPS:,}")
    if balance.get(None, 0) < 0:
        raise invalid("import_negative_pot", "ledger")
    return balance


# --- inserting --------------------------------------------------------------------------------------

def insert(db, data: dict, rulings: list[dict | None]) -> int:
    """Insert a checked evening (inside the caller's transaction); its new id."""
    evening_id = store.add_evening(db, data["name"], data["dealer"], data["game"], data["created_at"])
    seated = sorted(data["players"], key=lambda p: p["seat"])
    for player in seated:
        store.add_player(db, evening_id, player["name"], player["seat"], player["joined_at"], player["left_at"])
    store.reseat(db, evening_id, [p["name"] for p in seated])
    hand_ids = {}
    for hand in data["hands"]:
        hand_id = hand_ids[hand["number"]] = store.add_hand(db, evening_id, hand["number"], hand["source"],
                                                            hand["dealer"], hand["header"], hand["digest"],
                                                            hand["created_at"])
        for seq, row in enumerate(hand["log"]):
            store.add_action(db, hand_id, seq, row["text"], row["created_at"])
    ledger_ids = [store.add_ledger(db, evening_id, hand_ids.get(row["hand_number"]), row["player"], row["amount"],
                                   row["kind"], row["note"], row["created_at"]) for row in data["ledger"]]
    for hand, ruling in zip(data["hands"], rulings):
        if ruling is not None:
            count = hand["booked_after"]
            store.set_booked(db, hand_ids[hand["number"]], ruling, ledger_ids[count - 1] if count else 0)
    return evening_id
