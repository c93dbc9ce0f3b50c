"""The OpenAPI 3 document of the JSON API, made by apispec from the marshmallow schemas.

Every route of `web.api` has one entry in `OPERATIONS`; a test checks the two agree, and
schemathesis fuzzes the service against the document (`tests/service/test_fuzz.py`).
"""

from __future__ import annotations

from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from flask import Blueprint, current_app, jsonify

import schemas
from schemas.evening import EveningListSchema, HandListSchema
from schemas.odds import OddsByStreetSchema, OddsSchema, StorySchema

bp = Blueprint("openapi", __name__)

EVENING = {"name": "evening_id", "in": "path", "required": True, "schema": {"type": "integer", "minimum": 1}}
HAND = {"name": "hand_id", "in": "path", "required": True, "schema": {"type": "integer", "minimum": 1}}
NAME = {"name": "name", "in": "path", "required": True, "schema": {"type": "string"}}
SEQ = {"name": "seq", "in": "query", "required": False, "schema": {"type": "integer", "minimum": 0},
       "description": "The hand's seq as last seen: a stale one gets 409."}

# (operationId, path, method, summary, request schema, answer status, answer schema, parameters, refusals)
OPERATIONS = [
    ("health", "/api/health", "get", "A trivial answer: the service is up", None, 200, None, [], ()),
    ("listGames", "/api/games", "get", "The games and their options", None, 200, "Games", [], ()),
    ("listEvenings", "/api/evenings", "get", "All evenings", None, 200, "EveningList", [], ()),
    ("createEvening", "/api/evenings", "post", "Start an evening: players (clockwise) with their buy-ins, the "
     "dealer, the game", "EveningCreate", 201, "Evening", [], (400, 401, 422)),
    ("getEvening", "/api/evenings/{evening_id}", "get", "The evening: seats, chips, who deals next, the hand in "
     "play", None, 200, "Evening", [EVENING], (404,)),
    ("setGame", "/api/evenings/{evening_id}/game", "put", "Dealer's choice: the game of the next hands", "Game",
     200, "Evening", [EVENING], (400, 401, 404, 422)),
    ("join", "/api/evenings/{evening_id}/players", "post", "A player joins (or comes back) with chips", "Join",
     201, "Evening", [EVENING], (400, 401, 404, 409, 422)),
    ("rebuy", "/api/evenings/{evening_id}/players/{name}/rebuy", "post", "A player buys more chips", "Rebuy",
     201, "Evening", [EVENING, NAME], (400, 401, 404, 409, 422)),
    ("leave", "/api/evenings/{evening_id}/players/{name}/leave", "post", "A player leaves and takes their chips "
     "home", None, 200, "Evening", [EVENING, NAME], (401, 404, 409)),
    ("listHands", "/api/evenings/{evening_id}/hands", "get", "The hands of the evening", None, 200, "HandList",
     [EVENING], (404,)),
    ("upload", "/api/evenings/{evening_id}/hands", "post", "Upload a played hand (hand history, PHH field names); "
     "it is ruled and booked once (200 with duplicate: true when uploaded before)", "HandUpload", 201,
     "RuledHand", [EVENING], (400, 401, 404, 409, 422)),
    ("startLive", "/api/evenings/{evening_id}/hands/live", "post", "Deal the next hand: the players with chips, "
     "the dealer passed to the left, antes taken", "LiveStart", 201, "HandState", [EVENING],
     (400, 401, 404, 409, 422)),
    ("getHand", "/api/hands/{hand_id}", "get", "The hand: what comes next and what is legal, pots, stacks, wild "
     "ranks, visible cards; when over its ruling", None, 200, "HandState", [HAND], (404, 422)),
    ("act", "/api/hands/{hand_id}/actions", "post", "Apply one action (PHH grammar; a name may stand for pN)",
     "Action", 200, "HandState", [HAND], (400, 401, 404, 409, 422)),
    ("undo", "/api/hands/{hand_id}/actions/last", "delete", "Undo the last action (a booked hand reopens for a "
     "correction while it is the last hand)", None, 200, "HandState", [HAND, SEQ], (401, 404, 409, 422)),
    ("leaderboard", "/api/evenings/{evening_id}/leaderboard", "get", "Players by chips: net, hands won, biggest "
     "pot", None, 200, "Leaderboard", [EVENING], (404,)),
    ("ledger", "/api/evenings/{evening_id}/ledger", "get", "Every chip movement, with the hand it belongs to",
     None, 200, "Ledger", [EVENING], (404,)),
    ("ledgerCsv", "/api/evenings/{evening_id}/ledger.csv", "get", "The ledger as CSV", None, 200, "csv",
     [EVENING], (404,)),
    ("handPhh", "/api/hands/{hand_id}/phh", "get", "The hand in PHH (TOML): canonical actions, and its ruling once "
     "over", None, 200, "phh", [HAND], (404, 422)),
    ("eveningPhhs", "/api/evenings/{evening_id}/hands.phhs", "get", "Every hand of the evening in one PHH file "
     "(.phhs)", None, 200, "phh", [EVENING], (404, 422)),
    ("exportEvening", "/api/evenings/{evening_id}/export", "get", "The whole evening as JSON (re-importable)",
     None, 200, "EveningExport", [EVENING], (404,)),
    ("handOdds", "/api/hands/{hand_id}/odds", "get", "Each player's chance to win or share the pot, the rest of "
     "the deal played out (a Queen still to come changes what is wild)", None, 200, "Odds", [HAND], (404, 422)),
    ("handOddsByStreet", "/api/hands/{hand_id}/odds/streets", "get", "How each player's chances moved street by "
     "street, with the streets where the wild ranks changed", None, 200, "OddsByStreet", [HAND], (404, 422)),
    ("story", "/api/evenings/{evening_id}/story", "get", "The story of the evening: best hand, biggest pot, the "
     "wildest hand, how often each rank was wild, each player's hands and chips, the luckiest river", None, 200,
     "Story", [EVENING], (404,)),
    ("importEvening", "/api/evenings/import", "post", "A new evening from an export (every hand is replayed and "
     "checked)", "EveningExport", 201, "Evening", [], (400, 401, 409, 422)),
]

# Where an answer's id leads (OpenAPI links; schemathesis follows them in its stateful phase).
_EVENING_OPS = ("getEvening", "setGame", "join", "listHands", "upload", "startLive", "leaderboard", "ledger",
                "ledgerCsv", "exportEvening", "story", "eveningPhhs")
_HAND_OPS = ("getHand", "act", "undo", "handOdds", "handOddsByStreet", "handPhh")
LINKS = {
    "createEvening": ("evening_id", _EVENING_OPS), "importEvening": ("evening_id", _EVENING_OPS),
    "startLive": ("hand_id", _HAND_OPS), "act": ("hand_id", _HAND_OPS),
}

COMPONENTS = {
    "Error": schemas.ErrorSchema, "Games": schemas.GamesSchema, "Game": schemas.GameSchema,
    "EveningList": EveningListSchema, "EveningCreate": schemas.EveningCreateSchema, "Evening": schemas.EveningSchema,
    "Join": schemas.JoinSchema, "Rebuy": schemas.RebuySchema, "HandList": HandListSchema,
    "HandUpload": schemas.HandUploadSchema, "RuledHand": schemas.RuledHandSchema, "LiveStart": schemas.LiveStartSchema,
    "HandState": schemas.HandStateSchema, "Action": schemas.ActionSchema, "Leaderboard": schemas.LeaderboardSchema,
    "Ledger": schemas.LedgerSchema, "EveningExport": schemas.EveningExportSchema,
    "Odds": OddsSchema, "OddsByStreet": OddsByStreetSchema, "Story": StorySchema,
}

REFUSALS = {400: "Malformed JSON", 401: "The host PIN is missing or wrong", 404: "No such evening or hand",
            409: "Does not fit the evening as it stands (stale seq, stacks differ, a hand in play, ...)",
            422: "A field is wrong (schema) or the referee refuses (rule)"}


def _ref(name: str) -> dict:
    return {"$ref": f"#/components/schemas/{name}"}


def make_spec(version: str = "1.0") -> APISpec:
    spec = APISpec(title="Follow the Queen Referee", version=version, openapi_version="3.0.3",
                   plugins=[MarshmallowPlugin()],
                   info={"description": "Referees each hand of a stud card night and keeps everyone's chips."},
                   servers=[{"url": "/"}])
    spec.components.security_scheme("hostPin", {"type": "http", "scheme": "bearer",
                                                "description": "The host PIN; needed for writes when set."})
    for name, schema in COMPONENTS.items():
        spec.components.schema(name, schema=schema)
    paths: dict[str, dict] = {}
    for operation_id, path, method, summary, body, status, answer, parameters, refusals in OPERATIONS:
        if answer in ("csv", "phh"):
            content = {{"csv": "text/csv", "phh": "application/toml"}[answer]: {"schema": {"type": "string"}}}
        elif answer is None:
            content = {"application/json": {"schema": {"type": "object", "properties": {"ok": {"type": "boolean"}},
                                                        "required": ["ok"]}}}
        else:
            content = {"application/json": {"schema": _ref(answer)}}
        links = {}
        if operation_id in LINKS:
            name, targets = LINKS[operation_id]
            links = {"links": {target: {"operationId": target, "parameters": {name: "$response.body#/id"}}
                               for target in targets}}
        operation = {"operationId": operation_id, "summary": summary, "parameters": parameters,
                     "responses": {str(status): {"description": "OK", "content": content, **links},
                                   **{str(code): {"description": REFUSALS.get(code, "Refused"),
                                                  "content": {"application/json": {"schema": _ref("Error")}}}
                                      for code in refusals}}}
        if body is not None:
            operation["requestBody"] = {"required": body != "LiveStart",
                                        "content": {"application/json": {"schema": _ref(body)}}}
        if method != "get":
            operation["security"] = [{"hostPin": []}, {}]
        if (path, method) == ("/api/evenings/{evening_id}/hands", "post"):
            operation["responses"]["200"] = {"description": "Uploaded before: not booked again",
                                             "content": content}
        paths.setdefault(path, {})[method] = operation
    for path, operations in paths.items():
        spec.path(path=path, operations=operations)
    return spec


@bp.get("/api/openapi.json")
def openapi():
    spec = current_app.extensions.get("openapi")
    if spec is None:
        spec = current_app.extensions["openapi"] = make_spec().to_dict()
    return jsonify(spec)
