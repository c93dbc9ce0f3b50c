"""The API's routes of the evening: the service itself, evenings and their players, the ledger,
export and import, and the end of the evening with its settlement."""

from __future__ import annotations

from flask import Response, current_app
from marshmallow import Schema, fields

from referee.games import listing
from referee.phh import dump_phh, dump_phhs
from schemas import (
    EveningCreateSchema,
    EveningExportSchema,
    EveningSchema,
    GameSchema,
    GamesSchema,
    JoinSchema,
    LeaderboardSchema,
    LedgerSchema,
    RebuySchema,
)
from schemas.evening import EveningListSchema, OddsViewSchema
from schemas.settle import (
    EveningPatchSchema,
    ExpenseCreateSchema,
    KittySetSchema,
    PaymentNamedSchema,
    PaymentPaidSchema,
    SettlementSchema,
)

from .. import commands, seating, settle, store, story, transfer, views
from ..store import get_db, transaction
from .base import EVENING_OPS, csv_answer, endpoint, host_only, is_host

# --- the service itself ---------------------------------------------------------------------------

class HealthSchema(Schema):
    ok = fields.Boolean(required=True)


@endpoint("get", "/health", "health", HealthSchema)
def health():
    """A trivial answer: the service is up (and the benchmark's yardstick)."""
    return {"ok": True}


@endpoint("get", "/games", "listGames", GamesSchema)
def games():
    """Every game with its code (`variant`), names in English and German, options and defaults"""
    return {"games": listing()}


# --- evenings -------------------------------------------------------------------------------------

@endpoint("get", "/evenings", "listEvenings", EveningListSchema)
def list_evenings():
    """All evenings"""
    return {"evenings": [{"id": e["id"], "name": e["name"], "created_at": e["created_at"]}
                         for e in store.evenings(get_db())]}


@endpoint("post", "/evenings", "createEvening", EveningSchema, body=EveningCreateSchema, status=201,
          refusals=(400, 401, 422), links=("evening_id", EVENING_OPS))
def create_evening(data):
    """Start an evening: players (clockwise) with their buy-ins, the dealer, the game"""
    with transaction(get_db()) as db:
        return views.evening_view(db, commands.create_evening(db, data))


@endpoint("get", "/evenings/<int:evening_id>", "getEvening", EveningSchema, refusals=(404,))
def get_evening(evening_id: int):
    """The evening: seats, chips, who deals next, the hand in play"""
    return views.evening_view(get_db(), evening_id)


@endpoint("put", "/evenings/<int:evening_id>/game", "setGame", EveningSchema, body=GameSchema,
          refusals=(400, 401, 404, 422))
def set_game(game, evening_id: int):
    """Dealer's choice: the game of the next hands"""
    with transaction(get_db()) as db:
        return views.evening_view(db, commands.set_game(db, evening_id, game))


@endpoint("put", "/evenings/<int:evening_id>/odds-view", "setOddsView", EveningSchema, body=OddsViewSchema,
          refusals=(400, 401, 404, 422))
def set_odds_view(data, evening_id: int):
    """The host's odds view on or off for the evening: while it is off, the chances of a hand in play are not
    served (403), here or on the pages"""
    with transaction(get_db()) as db:
        seating.get_evening(db, evening_id)
        store.set_odds_view(db, evening_id, data["shown"])
        return views.evening_view(db, evening_id)


@endpoint("post", "/evenings/<int:evening_id>/players", "join", EveningSchema, body=JoinSchema, status=201,
          refusals=(400, 401, 404, 409, 422))
def join(data, evening_id: int):
    """A player joins (or comes back) with chips"""
    with transaction(get_db()) as db:
        return views.evening_view(db, commands.join(db, evening_id, data["name"], data["chips"], data.get("after")))


@endpoint("post", "/evenings/<int:evening_id>/players/<name>/rebuy", "rebuy", EveningSchema, body=RebuySchema,
          status=201, refusals=(400, 401, 404, 409, 422))
def rebuy(data, evening_id: int, name: str):
    """A player buys more chips"""
    with transaction(get_db()) as db:
        return views.evening_view(db, commands.rebuy(db, evening_id, name, data["chips"]))


@endpoint("post", "/evenings/<int:evening_id>/players/<name>/leave", "leave", EveningSchema, refusals=(401, 404, 409))
def leave(evening_id: int, name: str):
    """A player leaves and takes their chips home"""
    with transaction(get_db()) as db:
        return views.evening_view(db, commands.leave(db, evening_id, name))


@endpoint("get", "/evenings/<int:evening_id>/leaderboard", "leaderboard", LeaderboardSchema, refusals=(404,))
def leaderboard(evening_id: int):
    """Players by chips: net, hands won, biggest pot"""
    return {"players": views.leaderboard(get_db(), evening_id)}


@endpoint("get", "/evenings/<int:evening_id>/ledger", "ledger", LedgerSchema, refusals=(404,))
def ledger(evening_id: int):
    """Every chip movement, with the hand it belongs to"""
    return {"entries": views.ledger_view(get_db(), evening_id)}


@endpoint("get", "/evenings/<int:evening_id>/ledger.csv", "ledgerCsv", None, content_type="text/csv", refusals=(404,))
def ledger_csv(evening_id: int):
    """The ledger as CSV"""
    columns = ["id", "hand_number", "player", "amount", "kind", "note", "created_at"]
    return csv_answer(columns, [[row[c] for c in columns] for row in views.ledger_view(get_db(), evening_id)],
                      f"evening-{evening_id}-ledger.csv")


@endpoint("get", "/hands/<int:hand_id>/phh", "handPhh", None, content_type="application/toml",
          refusals=(401, 404, 422, 429))
def hand_phh(hand_id: int):
    """The hand in PHH (TOML): canonical actions, and its ruling once over"""
    phh = views.phh_of if is_host() else views.guest_phh_of
    return Response(dump_phh(phh(get_db(), hand_id)), mimetype="application/toml",
                    headers={"Content-Disposition": f'attachment; filename="hand-{hand_id}.phh"'})


@endpoint("get", "/evenings/<int:evening_id>/hands.phhs", "eveningPhhs", None, content_type="application/toml",
          refusals=(401, 404, 422, 429))
def evening_phhs(evening_id: int):
    """Every refereed hand of the evening in one PHH file (.phhs); a hand booked by its result has no actions and
    is left out (it is in the export)"""
    db = get_db()
    phh = views.phh_of if is_host() else views.guest_phh_of
    hands = [phh(db, h["id"]) for h in views.hand_list(db, evening_id) if h["source"] != "result"]
    return Response(dump_phhs(hands), mimetype="application/toml",
                    headers={"Content-Disposition": f'attachment; filename="evening-{evening_id}.phhs"'})


@endpoint("get", "/evenings/<int:evening_id>/export", "exportEvening", EveningExportSchema,
          refusals=(401, 404, 429, 503))
def export(evening_id: int):
    """The whole evening as JSON (re-importable, every hole card in it: the host's only)"""
    host_only()
    db = get_db()
    story.rivers_if_possible(db, evening_id)    # the slow part of the story, outside the write lock
    with transaction(db):
        document = story.exported(db, evening_id)
    return current_app.json.response(document)  # written as the schema dumps it (a megabyte: not twice)


@endpoint("post", "/evenings/import", "importEvening", EveningSchema, body=EveningExportSchema, status=201,
          refusals=(400, 401, 409, 422), links=("evening_id", EVENING_OPS))
def import_evening(data):
    """A new evening from an export (every hand is replayed and checked)"""
    ready = transfer.checked(data)                     # every hand replayed, outside the write lock
    with transaction(get_db()) as db:
        return views.evening_view(db, transfer.insert(db, *ready))


# --- the end of the evening: settling up --------------------------------------------------------

@endpoint("patch", "/evenings/<int:evening_id>", "changeEvening", EveningSchema, body=EveningPatchSchema,
          refusals=(400, 401, 404, 409, 422))
def change_evening(data, evening_id: int):
    """The host's settings: the chip value (until the end), the season, how the debts are paid, the chances on
    the players' phones"""
    with transaction(get_db()) as db:
        return views.evening_view(db, commands.change_evening(db, evening_id, data))


@endpoint("post", "/evenings/<int:evening_id>/end", "endEvening", SettlementSchema, refusals=(401, 404, 409))
def end_evening(evening_id: int):
    """End the evening: everyone still seated cashes out, the evening only answers reads from now on; the
    settlement"""
    with transaction(get_db()) as db:
        commands.end_evening(db, evening_id)
        return settle.settlement(db, evening_id)


@endpoint("post", "/evenings/<int:evening_id>/reopen", "reopenEvening", EveningSchema, refusals=(401, 404, 409))
def reopen_evening(evening_id: int):
    """Reopen an ended evening (logged): the chips cashed out at the end go back on the table"""
    with transaction(get_db()) as db:
        return views.evening_view(db, commands.reopen_evening(db, evening_id))


@endpoint("get", "/evenings/<int:evening_id>/settlement", "settlement", SettlementSchema, refusals=(404, 409))
def settlement(evening_id: int):
    """Each player's result in chips and money, and who pays whom (the fewest payments, or everyone with the
    bank); while the evening is on, how it would settle now"""
    return settle.settlement(get_db(), evening_id)


SETTLEMENT_COLUMNS = ["row", "name", "bought", "cashed_out", "net_chips", "net_money", "pays", "amount", "currency"]


@endpoint("get", "/evenings/<int:evening_id>/settlement.csv", "settlementCsv", None, content_type="text/csv",
          refusals=(404, 409))
def settlement_csv(evening_id: int):
    """The settlement as CSV: a row per player, then a row per payment"""
    settled = settle.settlement(get_db(), evening_id)
    currency = settled["chip_value"]["currency"] if settled["chip_value"] else "chips"
    rows = [["player", p["name"], p["bought"], p["cashed_out"], p["net_chips"], p["net_money"] or "", "", "",
             currency] for p in settled["players"]]
    rows += [["payment", p["from"] or "bank", "", "", "", "", p["to"] or "bank", p["amount"], currency]
             for p in settled["payments"]]
    return csv_answer(SETTLEMENT_COLUMNS, rows, f"evening-{evening_id}-settlement.csv")






# --- money changing hands: a payment ticked off, the shared expenses, the kitty --------------------

@endpoint("post", "/evenings/<int:evening_id>/payments/paid", "paymentPaid", SettlementSchema, body=PaymentPaidSchema,
          refusals=(401, 404, 409, 422))
def payment_paid(data, evening_id: int):
    """Tick a payment of the ended evening's settlement off as paid, in cash or by transfer (a line in the
    evening's log); the settlement"""
    with transaction(get_db()) as db:
        commands.mark_paid(db, evening_id, data, data["how"], None)
        return settle.settlement(db, evening_id)


@endpoint("post", "/evenings/<int:evening_id>/payments/open", "paymentOpen", SettlementSchema,
          body=PaymentNamedSchema, refusals=(401, 404, 409, 422))
def payment_open(data, evening_id: int):
    """Take a payment's tick back: it is open again; the settlement"""
    with transaction(get_db()) as db:
        commands.mark_open(db, evening_id, data, None)
        return settle.settlement(db, evening_id)


@endpoint("post", "/evenings/<int:evening_id>/expenses", "addExpense", SettlementSchema, body=ExpenseCreateSchema,
          status=201, refusals=(401, 404, 409, 422))
def add_expense(data, evening_id: int):
    """A shared expense (the pizza, paid by one, shared by all or some), added to the settlement's payments and
    shown apart from the poker; the settlement"""
    with transaction(get_db()) as db:
        commands.add_expense(db, evening_id, data["what"], data["amount"], data["paid_by"], data["shared_by"])
        return settle.settlement(db, evening_id)


@endpoint("delete", "/evenings/<int:evening_id>/expenses/<int:n>", "removeExpense", SettlementSchema,
          refusals=(401, 404, 409))
def remove_expense(evening_id: int, n: int):
    """Take the n-th shared expense back; the settlement"""
    with transaction(get_db()) as db:
        commands.remove_expense(db, evening_id, n)
        return settle.settlement(db, evening_id)


@endpoint("put", "/evenings/<int:evening_id>/kitty", "setKitty", SettlementSchema, body=KittySetSchema,
          refusals=(401, 404, 409, 422))
def set_kitty(data, evening_id: int):
    """The host's kitty: each player but the host pays them the amount (empty: no kitty); the settlement"""
    with transaction(get_db()) as db:
        commands.set_kitty(db, evening_id, data["amount"], data["host"])
        return settle.settlement(db, evening_id)
