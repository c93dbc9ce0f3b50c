"""The JSON API under ``/api``, with flask-smorest: each route names the schema of its body
(`schemas`, loaded and checked by webargs before the view runs) and of its answer (dumped on
the way out), and the OpenAPI document at ``/api/openapi.json`` is made from the same
decorators.  A view runs its command (`web.commands`) in one transaction and returns the
command's view.  Refusals are raised and answered as JSON by `web.errors`.

Writes need ``Authorization: Bearer PIN`` when the host set a PIN; reads never do.
"""

from __future__ import annotations

import csv
import io
import json

from flask import Response, current_app, request
from flask_smorest import Api, Blueprint
from marshmallow import Schema, fields
from marshmallow.utils import missing
from webargs.flaskparser import FlaskParser

from referee.games import GAMES
from referee.phh import dump_phh, dump_phhs
from schemas import (
    ActionSchema,
    CorrectionSchema,
    EveningCreateSchema,
    EveningExportSchema,
    EveningSchema,
    GameSchema,
    GamesSchema,
    HandStateSchema,
    HandUploadSchema,
    JoinSchema,
    LeaderboardSchema,
    LedgerSchema,
    LiveStartSchema,
    RebuySchema,
    RuledHandSchema,
)
from schemas.errors import ErrorSchema
from schemas.evening import EveningListSchema, HandListSchema, OddsViewSchema
from schemas.odds import OddsByStreetSchema, OddsSchema, StorySchema
from schemas.settle import EveningPatchSchema, SeasonListSchema, SettlementSchema, StandingsSchema

from . import access, commands, events, seasons, seating, settle, store, story, transfer, views
from . import pin as host_pin
from .errors import error
from .refusals import Refusal
from .seating import get_evening as evening_or_404
from .store import get_db, transaction

WRITES = ("POST", "PUT", "PATCH", "DELETE")
OPTIONAL_BODIES = (LiveStartSchema,)          # the only body that may be left out


class Service(Api):
    """flask-smorest's Api, answering refusals in the service's own form (`web.errors`)."""

    ERROR_SCHEMA = ErrorSchema

    def _register_error_handlers(self):
        pass


class Body(FlaskParser):
    """The request body as JSON, declared as ``application/json`` (415 otherwise: a page of
    another site cannot send that type without asking first); NaN and Infinity are not JSON."""

    def load_json(self, req, schema):
        raw = req.get_data(cache=True)
        if not raw.strip():
            if isinstance(schema, OPTIONAL_BODIES):
                return missing
            raise Refusal(400, "no_body", "body")
        access.check_json_type()
        try:
            return json.loads(raw, parse_constant=_no_constants)
        except (ValueError, RecursionError) as err:
            raise Refusal(400, "bad_json", "body", problem=str(err)) from None


def _no_constants(name: str):
    raise ValueError(f"{name} is not a JSON number")


class ApiBlueprint(Blueprint):
    ARGUMENTS_PARSER = Body()


bp = ApiBlueprint("api", __name__, url_prefix="/api", description="The evening: hands, chips, the ledger.")

REFUSALS = {400: "Malformed JSON", 401: "The host PIN is missing or wrong",
            403: "A write from a page of another site (Origin, Sec-Fetch-Site); the odds of a hand in play while the "
                 "odds view is off", 404: "No such evening or hand",
            409: "Does not fit the evening as it stands (stale seq, stacks differ, a hand in play, ...)",
            415: "The body is not declared as application/json",
            422: "A field is wrong (schema) or the referee refuses (rule)",
            429: "Too many wrong PINs (Retry-After: the seconds to wait)",
            503: "Busy: too many screens follow evenings live, or odds being worked out for others "
                 "(Retry-After); or the database is read-only",
            507: "The disk is full: nothing was written"}
_EVENING_OPS = ("getEvening", "setGame", "setOddsView", "join", "listHands", "upload", "startLive", "leaderboard",
                "ledger", "ledgerCsv", "exportEvening", "story", "eveningPhhs", "changeEvening", "endEvening",
                "reopenEvening", "settlement", "settlementCsv")
_HAND_OPS = ("getHand", "act", "undo", "correctAction", "insertAction", "deleteAction", "handOdds",
             "handOddsByStreet", "handPhh")


def endpoint(method: str, rule: str, operation_id: str, answer=None, *, body=None, status: int = 200,
             query=None, refusals: tuple[int, ...] = (), links: tuple[str, tuple[str, ...]] | None = None,
             content_type: str | None = None):
    """One route of the API with everything its OpenAPI entry says: the schema of the body (or
    the query) and of the answer, the operation's id, its refusals, the PIN for a write, and
    where an answer's id leads (links, which schemathesis follows)."""
    def decorate(view):
        doc: dict = {"operationId": operation_id}
        extra: tuple[int, ...] = ()
        if method != "get":
            doc["security"] = [{"hostPin": []}, {}]
            extra = (403, 415, 429, 507) if body is not None else (403, 429, 507)
        if links is not None:
            name, targets = links
            leads = {t: {"operationId": t, "parameters": {name: "$response.body#/id"}} for t in targets}
            doc["responses"] = {str(status): {"links": leads}}
        view = bp.doc(**doc)(view)
        for code in sorted(set(refusals + extra)):
            view = bp.alt_response(code, schema=ErrorSchema, description=REFUSALS[code])(view)
        view = bp.response(status, answer, content_type=content_type)(view)
        if query is not None:
            view = bp.arguments(query, location="query")(view)
        if body is not None:
            view = bp.arguments(body, required=body not in OPTIONAL_BODIES)(view)
        return bp.route(rule, methods=[method.upper()])(view)
    return decorate


@bp.before_request
def check_write():
    """Writes come from no page or the service's own (`web.access`), and need
    ``Authorization: Bearer PIN`` when the host set a PIN; reads never do.  A request without
    a bearer PIN is not a guess: only a wrong PIN counts against the client."""
    if request.method not in WRITES:
        return None
    access.check_same_origin()
    pin = current_app.config.get("PIN")
    if not pin:
        return None
    scheme, _, given = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not given.strip():
        raise Refusal(401, "pin_needed", "Authorization")
    try:
        if host_pin.check(given.strip(), pin, request.remote_addr or "?"):
            return None
    except host_pin.TooManyGuesses as err:
        raise Refusal(429, "too_many_pins", "Authorization", wait=err.wait) from None
    raise Refusal(401, "pin_needed", "Authorization")


# --- the service itself ---------------------------------------------------------------------------

class HealthSchema(Schema):
    ok = fields.Boolean(required=True)


@endpoint("get", "/health", "health", HealthSchema)
def health():
    """A trivial answer: the service is up (and the benchmark's yardstick)."""
    return {"ok": True}


@endpoint("get", "/games", "listGames", GamesSchema)
def games():
    """The games and their options"""
    return {"games": [{"variant": g.code, "name": dict(g.name), "players": list(g.players), "betting": g.betting,
                       "options": [o.as_json() for o in g.options]} for g in GAMES.values()]}


# --- evenings -------------------------------------------------------------------------------------

@endpoint("get", "/evenings", "listEvenings", EveningListSchema)
def list_evenings():
    """All evenings"""
    return {"evenings": [{"id": e["id"], "name": e["name"], "created_at": e["created_at"]}
                         for e in store.evenings(get_db())]}


@endpoint("post", "/evenings", "createEvening", EveningSchema, body=EveningCreateSchema, status=201,
          refusals=(400, 401, 422), links=("evening_id", _EVENING_OPS))
def create_evening(data):
    """Start an evening: players (clockwise) with their buy-ins, the dealer, the game"""
    with transaction(get_db()) as db:
        return commands.create_evening(db, data)


@endpoint("get", "/evenings/<int:evening_id>", "getEvening", EveningSchema, refusals=(404,))
def get_evening(evening_id: int):
    """The evening: seats, chips, who deals next, the hand in play"""
    return views.evening_view(get_db(), evening_id)


@endpoint("put", "/evenings/<int:evening_id>/game", "setGame", EveningSchema, body=GameSchema,
          refusals=(400, 401, 404, 422))
def set_game(game, evening_id: int):
    """Dealer's choice: the game of the next hands"""
    with transaction(get_db()) as db:
        return commands.set_game(db, evening_id, game)


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
        return commands.join(db, evening_id, data["name"], data["chips"], data.get("after"))


@endpoint("post", "/evenings/<int:evening_id>/players/<name>/rebuy", "rebuy", EveningSchema, body=RebuySchema,
          status=201, refusals=(400, 401, 404, 409, 422))
def rebuy(data, evening_id: int, name: str):
    """A player buys more chips"""
    with transaction(get_db()) as db:
        return commands.rebuy(db, evening_id, name, data["chips"])


@endpoint("post", "/evenings/<int:evening_id>/players/<name>/leave", "leave", EveningSchema, refusals=(401, 404, 409))
def leave(evening_id: int, name: str):
    """A player leaves and takes their chips home"""
    with transaction(get_db()) as db:
        return commands.leave(db, evening_id, name)


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
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    columns = ["id", "hand_number", "player", "amount", "kind", "note", "created_at"]
    writer.writerow(columns)
    for row in views.ledger_view(get_db(), evening_id):
        writer.writerow(["" if row[c] is None else row[c] for c in columns])
    return Response(out.getvalue(), mimetype="text/csv",
                    headers={"Content-Disposition": f'attachment; filename="evening-{evening_id}-ledger.csv"'})


@endpoint("get", "/hands/<int:hand_id>/phh", "handPhh", None, content_type="application/toml", refusals=(404, 422))
def hand_phh(hand_id: int):
    """The hand in PHH (TOML): canonical actions, and its ruling once over"""
    return Response(dump_phh(views.phh_of(get_db(), hand_id)), mimetype="application/toml",
                    headers={"Content-Disposition": f'attachment; filename="hand-{hand_id}.phh"'})


@endpoint("get", "/evenings/<int:evening_id>/hands.phhs", "eveningPhhs", None, content_type="application/toml",
          refusals=(404, 422))
def evening_phhs(evening_id: int):
    """Every hand of the evening in one PHH file (.phhs)"""
    db = get_db()
    hands = [views.phh_of(db, h["id"]) for h in views.hand_list(db, evening_id)]
    return Response(dump_phhs(hands), mimetype="application/toml",
                    headers={"Content-Disposition": f'attachment; filename="evening-{evening_id}.phhs"'})


@endpoint("get", "/evenings/<int:evening_id>/export", "exportEvening", EveningExportSchema, refusals=(404, 503))
def export(evening_id: int):
    """The whole evening as JSON (re-importable)"""
    db = get_db()
    story.rivers_if_possible(db, evening_id)    # the slow part of the story, outside the write lock
    with transaction(db):
        return story.exported(db, evening_id)


@endpoint("post", "/evenings/import", "importEvening", EveningSchema, body=EveningExportSchema, status=201,
          refusals=(400, 401, 409, 422), links=("evening_id", _EVENING_OPS))
def import_evening(data):
    """A new evening from an export (every hand is replayed and checked)"""
    with transaction(get_db()) as db:
        return views.evening_view(db, transfer.import_evening(db, data))


# --- hands ----------------------------------------------------------------------------------------

@endpoint("get", "/evenings/<int:evening_id>/hands", "listHands", HandListSchema, refusals=(404,))
def list_hands(evening_id: int):
    """The hands of the evening"""
    return {"hands": views.hand_list(get_db(), evening_id)}


@endpoint("post", "/evenings/<int:evening_id>/hands", "upload", RuledHandSchema, body=HandUploadSchema, status=201,
          refusals=(400, 401, 404, 409, 422))
@bp.alt_response(200, schema=RuledHandSchema, description="Uploaded before: not booked again", success=True)
def upload(history, evening_id: int):
    """Upload a played hand (hand history, PHH field names); it is ruled and booked once (200 with duplicate:
    true when uploaded before)"""
    with transaction(get_db()) as db:
        ruled = commands.upload(db, evening_id, history)
    return ruled, 200 if ruled["duplicate"] else 201


@endpoint("post", "/evenings/<int:evening_id>/hands/live", "startLive", HandStateSchema, body=LiveStartSchema,
          status=201, refusals=(400, 401, 404, 409, 422), links=("hand_id", _HAND_OPS))
def start_live(data, evening_id: int):
    """Deal the next hand: the players with chips, the dealer passed to the left, antes taken"""
    with transaction(get_db()) as db:
        return commands.start_live(db, evening_id, data.get("game"))


@endpoint("get", "/hands/<int:hand_id>", "getHand", HandStateSchema, refusals=(404, 422))
def get_hand(hand_id: int):
    """The hand: what comes next and what is legal, pots, stacks, wild ranks, visible cards; when over its
    ruling"""
    return views.hand_view(get_db(), hand_id)


@endpoint("post", "/hands/<int:hand_id>/actions", "act", HandStateSchema, body=ActionSchema,
          refusals=(400, 401, 404, 409, 422), links=("hand_id", _HAND_OPS))
def act(data, hand_id: int):
    """Apply one action (PHH grammar; a name may stand for pN)"""
    with transaction(get_db()) as db:
        return commands.act(db, hand_id, data["action"], data.get("seq"))


class SeqSchema(Schema):
    seq = fields.Integer(required=True, validate=lambda n: 0 <= n <= 1_000_000_000,
                         metadata={"description": "The hand's seq as last seen (required: two undos sent at once "
                                                  "take back one action, the other gets 409)."})


@endpoint("delete", "/hands/<int:hand_id>/actions/last", "undo", HandStateSchema, query=SeqSchema,
          refusals=(401, 404, 409, 422))
def undo(query, hand_id: int):
    """Undo the last action as of `seq` (a booked hand reopens for a correction while it is the last hand)"""
    with transaction(get_db()) as db:
        return commands.undo(db, hand_id, query["seq"])


class RequiredSeqSchema(Schema):
    seq = fields.Integer(required=True, validate=lambda n: 0 <= n <= 1_000_000_000,
                         metadata={"description": "The hand's seq as last seen: a stale one gets 409."})


@endpoint("put", "/hands/<int:hand_id>/actions/<int:n>", "correctAction", HandStateSchema, body=CorrectionSchema,
          refusals=(400, 401, 404, 409, 422))
def correct_action(data, hand_id: int, n: int):
    """Replace entry n (0-based in the hand's `log`) by another action

    The referee replays the hand with the change: 200 with the hand's view.  When a later entry no longer fits, the
    correction is stored all the same and the view names that entry in `broken`: correct or delete it next (until
    then new entries get 409 and nothing is booked).  A new entry that does not fit where it goes: 422 naming it
    (`action_index`), nothing stored.  A booked hand is reopened and booked again while it is the evening's last
    hand and no chips moved since (else 409)."""
    with transaction(get_db()) as db:
        return commands.correct(db, hand_id, n, data["action"], data["seq"])


@endpoint("post", "/hands/<int:hand_id>/actions/<int:n>", "insertAction", HandStateSchema, body=CorrectionSchema,
          refusals=(400, 401, 404, 409, 422))
def insert_action(data, hand_id: int, n: int):
    """Insert a forgotten action before entry n (0-based in the hand's `log`)

    Answered as a replacement is (correctAction): the hand's view, `broken` naming a later entry that no longer
    fits, 422 for a new entry that does not fit where it goes."""
    with transaction(get_db()) as db:
        return commands.correct(db, hand_id, n, data["action"], data["seq"], insert=True)


@endpoint("delete", "/hands/<int:hand_id>/actions/<int:n>", "deleteAction", HandStateSchema, query=RequiredSeqSchema,
          refusals=(401, 404, 409, 422))
def delete_action(query, hand_id: int, n: int):
    """Delete entry n (0-based in the hand's `log`)

    Answered as a replacement is (correctAction): the hand's view, with `broken` naming a later entry that no
    longer fits."""
    with transaction(get_db()) as db:
        return commands.correct(db, hand_id, n, None, query["seq"])


# --- odds and the story of the evening ------------------------------------------------------------

@endpoint("get", "/hands/<int:hand_id>/odds", "handOdds", OddsSchema, refusals=(403, 404, 422, 503))
def hand_odds(hand_id: int):
    """Each player's chance to win or share the pot, the rest of the deal played out (a Queen still to come
    changes what is wild); for a hand in play only while the host has the odds view on (403 otherwise)"""
    return views.odds_of(get_db(), hand_id)


@endpoint("get", "/hands/<int:hand_id>/odds/streets", "handOddsByStreet", OddsByStreetSchema,
          refusals=(403, 404, 422, 503))
def hand_odds_by_street(hand_id: int):
    """How each player's chances moved street by street, with the streets where the wild ranks changed (for a
    hand in play only while the odds view is on)"""
    return {"points": views.odds_by_street_of(get_db(), hand_id)}


@endpoint("get", "/evenings/<int:evening_id>/story", "story", StorySchema, refusals=(404, 503))
def evening_story(evening_id: int):
    """The story of the evening: best hand, biggest pot, the wildest hand, how often each rank was wild, each
    player's hands and chips, the luckiest river"""
    db = get_db()
    story.rivers_if_possible(db, evening_id)    # worked out once and kept; each hand in a short transaction
    return story.story(db, evening_id)


# --- the end of the evening: settling up --------------------------------------------------------

@endpoint("patch", "/evenings/<int:evening_id>", "changeEvening", EveningSchema, body=EveningPatchSchema,
          refusals=(400, 401, 404, 409, 422))
def change_evening(data, evening_id: int):
    """The host's settings: the chip value (until the end), the season, how the debts are paid, the chances on
    the players' phones"""
    with transaction(get_db()) as db:
        return commands.change_evening(db, evening_id, data)


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
        return commands.reopen_evening(db, evening_id)


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
    return _csv(SETTLEMENT_COLUMNS, rows, f"evening-{evening_id}-settlement.csv")


def _csv(columns: list[str], rows: list[list], filename: str) -> Response:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(columns)
    writer.writerows(rows)
    return Response(out.getvalue(), mimetype="text/csv",
                    headers={"Content-Disposition": f'attachment; filename="{filename}"'})


# --- every screen live ----------------------------------------------------------------------------

class EventsQuerySchema(Schema):
    seq = fields.Integer(validate=lambda n: 0 <= n <= 10**15,
                         metadata={"description": "The evening's seq the screen shows: a newer one is sent at once "
                                                  "(a reconnection's Last-Event-ID header wins)."})


@endpoint("get", "/evenings/<int:evening_id>/events", "events", None, content_type="text/event-stream",
          query=EventsQuerySchema, refusals=(404, 422, 503))
def evening_events(query, evening_id: int):
    """Server-Sent Events: {"evening", "seq"} each time the evening changes (an entry, a deal, a player, the
    end); the newest seq at once to a screen that is behind"""
    db = get_db()
    evening_or_404(db, evening_id)
    now = store.evening_seq(db, evening_id)
    last = request.headers.get("Last-Event-ID", "").strip()
    after = int(last) if last.isdigit() and len(last) < 16 else query.get("seq")
    config = current_app.config
    slots = events.slots_for(config["MAX_STREAMS"])
    if not slots.take():
        refused = Refusal(503, "too_many_streams", None, n=slots.limit)
        response = error(503, refused.message(), field=None)
        response.headers["Retry-After"] = "5"
        return response
    body = events.stream(db.path_key, evening_id, now, after, slots, heartbeat=config["STREAM_HEARTBEAT"],
                         life=config["STREAM_LIFE"], gone=request.environ.get("waitress.client_disconnected"))
    return Response(body, mimetype="text/event-stream",
                    headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"})


# --- the season -------------------------------------------------------------------------------------

@endpoint("get", "/seasons", "listSeasons", SeasonListSchema)
def list_seasons():
    """The seasons (evenings grouped by a name), with how many evenings each holds"""
    return {"seasons": seasons.seasons(get_db())}


@endpoint("get", "/seasons/<int:season_id>/standings", "standings", StandingsSchema, refusals=(404,))
def standings(season_id: int):
    """The season's standings: each player's result over the ended evenings (and per evening), hands played,
    VPIP, showdowns reached and won, wild cards at showdowns, the biggest pot, the best hand, the luckiest river"""
    db = get_db()
    seasons.get_season(db, season_id)
    seasons.work_out_stats(db, season_id)          # once per hand, kept; each evening in a short transaction
    return seasons.standings(db, season_id)


STANDINGS_COLUMNS = ["rank", "name", "evenings", "net_chips", "net_money", "currency", "hands_played", "vpip",
                     "showdowns", "showdowns_won", "wild_cards_at_showdowns", "biggest_pot", "best_hand"]


@endpoint("get", "/seasons/<int:season_id>/standings.csv", "standingsCsv", None, content_type="text/csv",
          refusals=(404,))
def standings_csv(season_id: int):
    """The standings as CSV: a row per player, a column per ended evening at the end"""
    db = get_db()
    seasons.get_season(db, season_id)
    seasons.work_out_stats(db, season_id)
    table = seasons.standings(db, season_id)
    columns = STANDINGS_COLUMNS + [f"evening {e['id']}: {e['name']}" for e in table["evenings"]]
    rows = []
    for p in table["players"]:
        best = p["best_hand"]["description"]["en"] if p["best_hand"] else ""
        results = ["" if r is None else (r["net_money"] if table["currency"] else r["net_chips"])
                   for r in p["results"]]
        rows.append([p["rank"], p["name"], p["evenings"], p["net_chips"], p["net_money"] or "",
                     table["currency"] or "chips", p["hands_played"], "" if p["vpip"] is None else p["vpip"],
                     p["showdowns"], p["showdowns_won"], p["wild_cards_at_showdowns"], p["biggest_pot"], best,
                     *results])
    return _csv(columns, rows, f"season-{season_id}-standings.csv")


def init_app(app) -> None:
    """The API and its OpenAPI document (``/api/openapi.json``) on `app`."""
    app.config.update(API_TITLE="Follow the Queen Referee", API_VERSION="1.0", OPENAPI_VERSION="3.0.3",
                      OPENAPI_URL_PREFIX="/api", OPENAPI_JSON_PATH="openapi.json",
                      API_SPEC_OPTIONS={"info": {"description": "Referees each hand of a stud card night and keeps "
                                                                "everyone's chips."}, "servers": [{"url": "/"}]})
    app.config.setdefault("MAX_STREAMS", 20)           # live screens at once (app.main gives them their threads)
    app.config.setdefault("STREAM_HEARTBEAT", events.HEARTBEAT)
    app.config.setdefault("STREAM_LIFE", events.LIFE)
    api = Service(app)
    api.spec.components.security_scheme("hostPin", {"type": "http", "scheme": "bearer",
                                                    "description": "The host PIN; needed for writes when set."})
    api.register_blueprint(bp)

