"""The JSON API.  Each view: load the body with its schema, call `web.evenings` inside one
transaction, dump the answer with its schema.  Refusals are raised and become JSON in
`web.errors`; the routes and their bodies are described in `web.openapi`.
"""

from __future__ import annotations

import csv
import functools
import io
import json

from flask import Blueprint, Response, current_app, jsonify, request
from marshmallow import ValidationError

from referee.games import GAMES
from referee.phh import dump_phh, dump_phhs
from schemas import (ActionSchema, EveningCreateSchema, EveningExportSchema, EveningSchema, GameSchema, GamesSchema,
                     HandStateSchema, HandUploadSchema, JoinSchema, LeaderboardSchema, LedgerSchema, LiveStartSchema,
                     RebuySchema, RuledHandSchema)
from schemas.evening import EveningListSchema, HandListSchema
from schemas.odds import OddsByStreetSchema, OddsSchema, StorySchema

from . import db as store
from . import evenings, story
from . import pin as host_pin
from .db import get_db, transaction
from .errors import BadBody, Unauthorized

bp = Blueprint("api", __name__, url_prefix="/api")

WRITES = ("POST", "PUT", "PATCH", "DELETE")


# --- the edges: bodies in, answers out --------------------------------------------------------------

def _no_constants(name: str):
    raise ValueError(f"{name} is not a JSON number")


@functools.cache
def schema(schema_class):
    """One instance per schema, made once (making one costs more than using it)."""
    return schema_class()


def load(schema_class, optional: bool = False) -> dict:
    """The request body, parsed and loaded with `schema_class` (unknown fields refused)."""
    raw = request.get_data(cache=False)
    if not raw.strip():
        if optional:
            return schema(schema_class).load({})
        raise BadBody("The request needs a JSON body.")
    try:
        data = json.loads(raw, parse_constant=_no_constants)
    except (ValueError, RecursionError) as err:
        raise BadBody(f"Malformed JSON: {err}") from None
    return schema(schema_class).load(data)


def dump(schema_class, value, status: int = 200):
    response = jsonify(schema(schema_class).dump(value))
    response.status_code = status
    return response


# --- the host PIN -------------------------------------------------------------------------------------------

@bp.before_request
def check_pin():
    """Writes need ``Authorization: Bearer PIN`` when the host set a PIN; reads never do."""
    pin = current_app.config.get("PIN")
    if not pin or request.method not in WRITES:
        return None
    scheme, _, given = request.headers.get("Authorization", "").partition(" ")
    try:
        if host_pin.check(given.strip() if scheme.lower() == "bearer" else "", pin, request.remote_addr or "?"):
            return None
    except host_pin.TooManyGuesses:
        raise Unauthorized("Too many wrong PINs: wait a minute.", 429) from None
    raise Unauthorized("This needs the host PIN: send 'Authorization: Bearer PIN'.")


# --- the service itself -------------------------------------------------------------------------------------------

@bp.get("/health")
def health():
    """A trivial answer: the service is up (and the benchmark's yardstick)."""
    return jsonify({"ok": True})


@bp.get("/games")
def games():
    return dump(GamesSchema, {"games": [
        {"variant": g.code, "name": dict(g.name), "players": list(g.players), "betting": g.betting,
         "options": [o.as_json() for o in g.options]} for g in GAMES.values()]})


# --- evenings -------------------------------------------------------------------------------------------------------

@bp.get("/evenings")
def list_evenings():
    return dump(EveningListSchema, {"evenings": [{"id": e["id"], "name": e["name"], "created_at": e["created_at"]}
                                                 for e in store.evenings(get_db())]})


@bp.post("/evenings")
def create_evening():
    data = load(EveningCreateSchema)
    db = get_db()
    with transaction(db):
        evening_id = evenings.create_evening(db, data)
        view = evenings.evening_view(db, evening_id)
    return dump(EveningSchema, view, 201)


@bp.get("/evenings/<int:evening_id>")
def get_evening(evening_id: int):
    return dump(EveningSchema, evenings.evening_view(get_db(), evening_id))


@bp.put("/evenings/<int:evening_id>/game")
def set_game(evening_id: int):
    game = load(GameSchema)
    db = get_db()
    with transaction(db):
        evenings.set_game(db, evening_id, game)
        view = evenings.evening_view(db, evening_id)
    return dump(EveningSchema, view)


@bp.post("/evenings/<int:evening_id>/players")
def join(evening_id: int):
    data = load(JoinSchema)
    db = get_db()
    with transaction(db):
        evenings.join(db, evening_id, data["name"], data["chips"], data.get("after"))
        view = evenings.evening_view(db, evening_id)
    return dump(EveningSchema, view, 201)


@bp.post("/evenings/<int:evening_id>/players/<name>/rebuy")
def rebuy(evening_id: int, name: str):
    data = load(RebuySchema)
    db = get_db()
    with transaction(db):
        evenings.rebuy(db, evening_id, name, data["chips"])
        view = evenings.evening_view(db, evening_id)
    return dump(EveningSchema, view, 201)


@bp.post("/evenings/<int:evening_id>/players/<name>/leave")
def leave(evening_id: int, name: str):
    db = get_db()
    with transaction(db):
        evenings.leave(db, evening_id, name)
        view = evenings.evening_view(db, evening_id)
    return dump(EveningSchema, view)


@bp.get("/evenings/<int:evening_id>/leaderboard")
def leaderboard(evening_id: int):
    return dump(LeaderboardSchema, {"players": evenings.leaderboard(get_db(), evening_id)})


@bp.get("/evenings/<int:evening_id>/ledger")
def ledger(evening_id: int):
    return dump(LedgerSchema, {"entries": evenings.ledger_view(get_db(), evening_id)})


@bp.get("/evenings/<int:evening_id>/ledger.csv")
def ledger_csv(evening_id: int):
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    columns = ["id", "hand_number", "player", "amount", "kind", "note", "created_at"]
    writer.writerow(columns)
    for row in evenings.ledger_view(get_db(), evening_id):
        writer.writerow(["" if row[c] is None else row[c] for c in columns])
    return Response(out.getvalue(), mimetype="text/csv",
                    headers={"Content-Disposition": f'attachment; filename="evening-{evening_id}-ledger.csv"'})


@bp.get("/hands/<int:hand_id>/phh")
def hand_phh(hand_id: int):
    """The hand in PHH (TOML), as PokerKit and other tools read it."""
    return Response(dump_phh(evenings.phh_of(get_db(), hand_id)), mimetype="application/toml",
                    headers={"Content-Disposition": f'attachment; filename="hand-{hand_id}.phh"'})


@bp.get("/evenings/<int:evening_id>/hands.phhs")
def evening_phhs(evening_id: int):
    """Every hand of the evening in one PHH file (``.phhs``: a table per hand)."""
    db = get_db()
    hands = [evenings.phh_of(db, h["id"]) for h in evenings.hand_list(db, evening_id)]
    return Response(dump_phhs(hands), mimetype="application/toml",
                    headers={"Content-Disposition": f'attachment; filename="evening-{evening_id}.phhs"'})


@bp.get("/evenings/<int:evening_id>/export")
def export(evening_id: int):
    db = get_db()
    story.work_out_rivers(db, evening_id)       # the slow part of the story, outside the write lock
    with transaction(db):
        document = story.exported(db, evening_id)
    return dump(EveningExportSchema, document)


@bp.post("/evenings/import")
def import_evening():
    data = load(EveningExportSchema)
    db = get_db()
    with transaction(db):
        evening_id = evenings.import_evening(db, data)
        view = evenings.evening_view(db, evening_id)
    return dump(EveningSchema, view, 201)


# --- hands ------------------------------------------------------------------------------------------------------------

@bp.get("/evenings/<int:evening_id>/hands")
def list_hands(evening_id: int):
    return dump(HandListSchema, {"hands": evenings.hand_list(get_db(), evening_id)})


@bp.post("/evenings/<int:evening_id>/hands")
def upload(evening_id: int):
    history = load(HandUploadSchema)
    db = get_db()
    with transaction(db):
        hand_id, duplicate = evenings.upload(db, evening_id, history)
        ruled = evenings.ruled_hand(db, hand_id)
    return dump(RuledHandSchema, {**ruled, "duplicate": duplicate}, 200 if duplicate else 201)


@bp.post("/evenings/<int:evening_id>/hands/live")
def start_live(evening_id: int):
    data = load(LiveStartSchema, optional=True)
    db = get_db()
    with transaction(db):
        hand_id = evenings.start_live(db, evening_id, data.get("game"))
        view = evenings.hand_view(db, hand_id)
    return dump(HandStateSchema, view, 201)


@bp.get("/hands/<int:hand_id>")
def get_hand(hand_id: int):
    return dump(HandStateSchema, evenings.hand_view(get_db(), hand_id))


@bp.post("/hands/<int:hand_id>/actions")
def act(hand_id: int):
    data = load(ActionSchema)
    db = get_db()
    with transaction(db):
        view = evenings.act(db, hand_id, data["action"], data.get("seq"))
    return dump(HandStateSchema, view)


@bp.delete("/hands/<int:hand_id>/actions/last")
def undo(hand_id: int):
    seq = _seq_param()
    db = get_db()
    with transaction(db):
        evenings.undo(db, hand_id, seq)
        view = evenings.hand_view(db, hand_id)
    return dump(HandStateSchema, view)


def _seq_param() -> int | None:
    text = request.args.get("seq")
    if text is None:
        return None
    if not text.isdigit() or not text.isascii() or len(text) > 9:
        raise ValidationError({"seq": ["Not a valid whole number."]})
    return int(text)


# --- odds and the story of the evening ----------------------------------------------------------------------------

@bp.get("/hands/<int:hand_id>/odds")
def hand_odds(hand_id: int):
    return dump(OddsSchema, evenings.odds_of(get_db(), hand_id))


@bp.get("/hands/<int:hand_id>/odds/streets")
def hand_odds_by_street(hand_id: int):
    return dump(OddsByStreetSchema, {"points": evenings.odds_by_street_of(get_db(), hand_id)})


@bp.get("/evenings/<int:evening_id>/story")
def evening_story(evening_id: int):
    db = get_db()
    story.work_out_rivers(db, evening_id)       # worked out once and kept; each hand in a short transaction
    return dump(StorySchema, story.story(db, evening_id))
