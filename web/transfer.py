"""An evening as one document and back: the export (for a backup or another laptop) and the
import, which first checks the whole document and only then inserts it.

The checks of an import: the players and the dealer, the hands numbered in order, every hand
replayed by the referee, each booked hand's ledger rows adding up to its ruling, no stack
below 0, the hand in play (only the last) starting from its players' chips.  A refusal is a
422 `Refusal` naming what does not hold together; nothing is written then.
"""

from __future__ import annotations

import bisect

from referee.names import look_alike, player_key
from schemas.fields import MAX_CHIPS

from . import pay, store, workers
from .commands import season_for
from .jobs import check_hands, log_rows
from .refusals import Refusal, invalid
from .seating import check_game, get_evening
from .settle import settlement
from .store import Store
from .views import evening_settings
from .words import grouped

FORMAT = "follow-the-queen-evening"
#: the export's version: 2 since the rules were read to the letter; a document of
#: version 1 holds games and hands played before, imported with their rules written out
VERSION = 3
#: hands replayed by one job of a worker: the work of an evening spread over both workers
#: (sent and answered a few at a time: an answer is a few kilobytes a hand)
CHUNK = 25


def export_evening(db: Store, evening_id: int) -> dict:
    """The whole evening as one document (`schemas.export`), in the form that schema dumps it
    (the API answers it as it is: `tests/service/test_service_export.py` holds the two equal)."""
    evening = get_evening(db, evening_id)
    entries = store.ledger(db, evening_id)
    ids = [row["id"] for row in entries]                    # in order: a hand's rows before its booking's end
    logs = store.action_logs(db, evening_id)
    hands = []
    for hand in store.dealt_hands(db, evening_id):
        through = hand["booked_through"]
        hands.append({"number": hand["number"], "source": hand["source"], "dealer": hand["dealer"],
                      "header": hand["header"], "digest": hand["digest"], "created_at": hand["created_at"],
                      "booked_after": None if through is None else bisect.bisect_right(ids, through),
                      "log": logs.get(hand["id"], [])})
    return {"format": FORMAT, "version": VERSION, "name": evening["name"],
            "created_at": evening["created_at"], "dealer": evening["dealer"], "game": evening["game"],
            "players": [{"name": s["name"], "seat": s["seat"], "joined_at": s["joined_at"], "left_at": s["left_at"]}
                        for s in store.players(db, evening_id)],
            "hands": hands,
            "ledger": [{"hand_number": row["hand_number"], "player": row["player"], "amount": row["amount"],
                        "kind": row["kind"], "note": row["note"], "created_at": row["created_at"]}
                       for row in entries],
            **_end_of_evening(db, evening)}


def _end_of_evening(db: Store, evening: dict) -> dict:
    """The export's part of the end of the evening: the settings, the log, and the settlement
    (derived: ignored on import; none while chips lie in the open pot)."""
    settings = evening_settings(db, evening)
    try:
        settled = {k: v for k, v in settlement(db, evening["id"]).items() if k != "evening_id"}   # no ids in an export
    except Refusal:
        settled = None
    return {"chip_value": settings["chip_value"], "closed_at": settings["closed_at"],
            "season": settings["season"]["name"] if settings["season"] else None, "settle": settings["settle"],
            "phone_odds": settings["phone_odds"], "log": store.evening_log(db, evening["id"]),
            "payment_details": _payment_details(db, evening), "settlement": settled}


def _payment_details(db: Store, evening: dict) -> list[dict]:
    """How the evening's players are paid, as kept for its season (the export is the host's)."""
    kept = pay.details_of(db, evening.get("season_id"))
    keys = [player_key(p["name"]) for p in store.players(db, evening["id"])]
    return [{"player": kept[key]["player"], "iban": kept[key]["iban"], "holder": kept[key]["holder"],
             "paypal": kept[key]["paypal"]} for key in keys if key in kept]


def checked(data: dict) -> tuple[dict, list[tuple[store.KeptRuling, dict] | None]]:
    """An export checked whole, as `insert` takes it: every hand replayed (a second for a long
    evening: call it before the transaction, it needs no database and so no write lock).  An export of version 1 was
    played by the rules before they were read to the letter: its games and hands keep those
    rules (`store.pin_rules`)."""
    if data.get("version", VERSION) < 2:
        data = {**data, "game": store.pin_rules(data["game"]),
                "hands": [{**hand, "header": store.pin_rules(hand["header"])} for hand in data["hands"]]}
    if data.get("version", VERSION) < 3:                # before Black Mariah dealt the door cards after a Q♠
        data = {**data, "game": store.pin_door_cards(data["game"]),
                "hands": [{**hand, "header": store.pin_door_cards(hand["header"])} for hand in data["hands"]]}
    return data, check(data)


# --- checking ---------------------------------------------------------------------------------------

def check(data: dict) -> list[tuple[store.KeptRuling, dict] | None]:
    """Check an exported evening; the ruling of each hand as the hands table keeps it and what
    the standings count of it (None: the hand in play).  The hands are replayed in the worker
    processes when the service runs them (`web.workers.map_all` of `web.jobs.check_hands`), `CHUNK`
    at a time."""
    names = [p["name"] for p in data["players"]]
    _check_header(data, names)
    rows_of = _ledger_by_hand(data, names)
    hands = data["hands"]
    jobs = [(part, names, len(hands), {hand["number"]: rows_of.get(hand["number"], []) for hand in part})
            for part in (hands[start:start + CHUNK] for start in range(0, len(hands), CHUNK))]
    rulings = [ruling for part in workers.map_all(check_hands, jobs) for ruling in part]
    balance = _balance(data["ledger"])
    _check_stacks(data)
    if data.get("closed_at") is not None:
        if rulings and rulings[-1] is None:
            raise invalid("import_closed_in_play", "closed_at")
        if any(balance.values()):
            raise invalid("import_closed_chips", "closed_at")
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
    for line in data.get("log") or []:
        if line["kind"] == "paid" and line["detail"]["name"] not in names:
            raise invalid("import_ledger_player", "log", name=line["detail"]["name"])
        for name in _tick_names(line):
            if name not in names:
                raise invalid("import_ledger_player", "log", name=name)
    keys = {player_key(n) for n in names}
    for row in data.get("payment_details") or []:
        if player_key(row["player"]) not in keys:
            raise invalid("import_ledger_player", "payment_details", name=row["player"])
        pay.details_checked(row["iban"] or "", row["holder"] or "", row["paypal"] or "")
    numbers = [h["number"] for h in data["hands"]]
    if numbers != list(range(1, len(numbers) + 1)):
        raise invalid("import_numbers", "hands")


def _tick_names(line: dict) -> list[str]:
    """The players a line of money names: a payment's tick (`web.commands.paid`; None: the cash
    box, the host), an expense, the kitty (`web.commands.expenses`)."""
    detail = line["detail"]
    if line["kind"] in ("payment_paid", "payment_open"):
        return [n for n in (detail.get(k) for k in ("from", "to", "by")) if n is not None]
    if line["kind"] == "expense":
        return [detail["paid_by"], *detail["shared_by"]]
    if line["kind"] == "kitty":
        return [detail["host"]] if detail["host"] is not None else []
    return []


def _check_stacks(data: dict) -> None:
    """Each hand starts from its players' chips: its ``starting_stacks`` are what the ledger
    gives them before it (the rows up to its booking, or the whole ledger for the hand in play,
    without the hand's own rows)."""
    ledger = data["ledger"]
    for hand in data["hands"]:
        upto = len(ledger) if hand["booked_after"] is None else hand["booked_after"]
        chips: dict[str | None, int] = {}
        for row in ledger[:upto]:
            if row["hand_number"] != hand["number"]:
                chips[row["player"]] = chips.get(row["player"], 0) + row["amount"]
        header = hand["header"]
        for name, stack in zip(header["players"], header["starting_stacks"]):
            if stack != chips.get(name, 0):
                raise invalid("import_hand_stacks", "hands", number=hand["number"], name=name, stack=stack,
                              chips=chips.get(name, 0))


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
        elif row["player"] is None or row["kind"] not in ("buy_in", "rebuy", "leave", "cash_out", "reopen"):
            raise invalid("import_ledger_kind", "ledger")
    return rows_of


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
            raise invalid("too_many_chips", "ledger", total=grouped(total), limit=grouped(MAX_CHIPS))
    if balance.get(None, 0) < 0:
        raise invalid("import_negative_pot", "ledger")
    return balance


# --- inserting --------------------------------------------------------------------------------------

def insert(db: Store, data: dict, rulings: list[tuple[store.KeptRuling, dict] | None]) -> int:
    """Insert a checked evening (inside the caller's transaction); its new id."""
    evening_id = store.add_evening(db, data["name"], data["dealer"], data["game"], data["created_at"])
    seated = sorted(data["players"], key=lambda p: p["seat"])
    for player in seated:
        store.add_player(db, evening_id, player["name"], player["seat"], player["joined_at"], player["left_at"])
    store.reseat(db, evening_id, [p["name"] for p in seated])
    hand_ids = store.add_hands(db, evening_id, [(hand["number"], hand["source"], hand["dealer"], hand["header"],
                                                 hand["digest"], hand["created_at"]) for hand in data["hands"]])
    store.add_actions(db, evening_id, [(hand_ids[hand["number"]], seq, row["text"], row["created_at"], kept["kind"],
                                        kept["target"])
                                       for hand in data["hands"]
                                       for seq, (row, kept) in enumerate(zip(hand["log"], log_rows(hand)))])
    ledger_ids = store.add_ledger_rows(db, evening_id, [(hand_ids.get(row["hand_number"]), row["player"], row["amount"],
                                                         row["kind"], row["note"], row["created_at"])
                                                        for row in data["ledger"]])
    booked = [(hand_ids[hand["number"]], ruled_hand, hand["booked_after"])
              for hand, ruled_hand in zip(data["hands"], rulings) if ruled_hand is not None]
    store.set_booked_many(db, evening_id, [(hand_id, kept, ledger_ids[count - 1] if count else 0)
                                           for hand_id, (kept, _), count in booked])
    store.add_hand_stats_many(db, [(hand_id, kept.digest, stats) for hand_id, (kept, stats), _ in booked])
    settings = {"chip_value": data.get("chip_value"), "closed_at": data.get("closed_at"),
                "season_id": season_for(db, data["season"]) if data.get("season") else None,
                "settle": data.get("settle"), "phone_odds": int(bool(data.get("phone_odds")))}
    store.set_evening(db, evening_id, **settings)
    for line in data.get("log") or []:
        store.add_log(db, evening_id, line["kind"], line["detail"], line["created_at"])
    if settings["season_id"] is not None:
        _keep_payment_details(db, settings["season_id"], data.get("payment_details") or [])
    return evening_id


def _keep_payment_details(db: Store, season_id: int, details: list[dict]) -> None:
    """The payment details an export carried, kept for the season where they are new (checked
    as the host's page checks them; a bad one refuses the import, nothing written)."""
    kept = pay.details_of(db, season_id)
    for row in details:
        checked = pay.details_checked(row["iban"] or "", row["holder"] or "", row["paypal"] or "")
        now = kept.get(player_key(row["player"]))
        if now is None or any(now[k] != checked[k] for k in checked):
            store.add_payment_details(db, season_id, row["player"], player_key(row["player"]), **checked)
