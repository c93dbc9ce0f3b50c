"""The API's routes of a hand: the hands of an evening, uploads, the live hand with its
actions, undo and corrections, the odds, and the story of the evening."""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas import (
    ActionSchema,
    CorrectionSchema,
    HandStateSchema,
    LiveStartSchema,
)
from schemas.booked import HandPostSchema, PostedHandSchema, ResultCorrectionSchema
from schemas.evening import HandListSchema
from schemas.odds import OddsByStreetSchema, OddsSchema, StorySchema

from .. import commands, loaded, story, views
from ..refusals import conflict
from ..store import Store, get_db, transaction
from .base import HAND_OPS, bp, endpoint, is_host

# --- hands ----------------------------------------------------------------------------------------

@endpoint("get", "/evenings/<int:evening_id>/hands", "listHands", HandListSchema, refusals=(404,))
def list_hands(evening_id: int):
    """The hands of the evening"""
    return {"hands": views.hand_list(get_db(), evening_id)}


@endpoint("post", "/evenings/<int:evening_id>/hands", "upload", PostedHandSchema, body=HandPostSchema, status=201,
          refusals=(400, 401, 404, 409, 422))
@bp.alt_response(200, schema=PostedHandSchema, description="Uploaded before: not booked again", success=True)
def upload(history, evening_id: int):
    """Upload a played hand (hand history, PHH field names); it is ruled and booked once (200 with duplicate:
    true when uploaded before).  Or book a hand of another game by its result: `game` (its name in words) and
    `result` ({put_in: {name: chips}, took: {name: chips} or [names who split it]}); each one posted is a new
    hand"""
    if "result" in history:
        with transaction(get_db()) as db:
            hand_id = commands.book_result(db, evening_id, history["game"], history["result"])
            return views.result_view(db, hand_id), 201
    with transaction(get_db()) as db:
        hand_id, duplicate = commands.upload(db, evening_id, history)
        ruled = {**views.ruled_hand(db, hand_id), "duplicate": duplicate}
    return ruled, 200 if duplicate else 201


@endpoint("post", "/evenings/<int:evening_id>/hands/live", "startLive", HandStateSchema, body=LiveStartSchema,
          status=201, refusals=(400, 401, 404, 409, 422), links=("hand_id", HAND_OPS))
def start_live(data, evening_id: int):
    """Deal the next hand: the players with chips, the dealer passed to the left, antes taken"""
    with transaction(get_db()) as db:
        hand = commands.start_live(db, evening_id, data.get("game"))
    return _shown(db, hand)


@endpoint("get", "/hands/<int:hand_id>", "getHand", HandStateSchema, refusals=(401, 404, 422, 429))
def get_hand(hand_id: int):
    """The hand: what comes next and what is legal, pots, stacks, wild ranks, visible cards; when over its
    ruling.  Without the host PIN (when one is set): no hole card that was not shown.  A hand booked by its
    result has no actions (409): GET .../result"""
    return (views.hand_view if is_host() else views.guest_hand_view)(get_db(), hand_id)


@endpoint("post", "/hands/<int:hand_id>/actions", "act", HandStateSchema, body=ActionSchema,
          refusals=(400, 401, 404, 409, 422), links=("hand_id", HAND_OPS))
def act(data, hand_id: int):
    """Apply one action (PHH grammar; a name may stand for pN), or what one tap of the table enters (`intent`)"""
    with transaction(get_db()) as db:
        hand = loaded.load(db, hand_id)
        if "intent" in data:
            hand = commands.act_all(db, hand, data["intent"], data.get("seq"), data.get("cards"), data.get("side"),
                                    data.get("player"))
        else:
            hand = commands.act(db, hand, data["action"], data.get("seq"))
    return _shown(db, hand)


def _shown(db: Store, hand: loaded.LoadedHand) -> dict:
    """The hand's view after a command, its transaction committed; the hand kept for the screens
    that draw it next."""
    loaded.keep(db, hand)
    return views.view_of(hand)


class SeqSchema(Schema):
    seq = fields.Integer(required=True, validate=lambda n: 0 <= n <= 1_000_000_000,
                         metadata={"description": "The hand's seq as last seen (required: two undos sent at once "
                                                  "take back one action, the other gets 409)."})


@endpoint("delete", "/hands/<int:hand_id>/actions/last", "undo", HandStateSchema, query=SeqSchema,
          refusals=(401, 404, 409, 422))
def undo(query, hand_id: int):
    """Undo the last action as of `seq` (a booked hand reopens for a correction while it is the last hand)"""
    with transaction(get_db()) as db:
        hand = commands.undo(db, loaded.load(db, hand_id), query["seq"])
    return _shown(db, hand)


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
        hand = commands.correct(db, loaded.load(db, hand_id), n, data["action"], data["seq"], swap=data["swap"])
    return _shown(db, hand)


@endpoint("post", "/hands/<int:hand_id>/actions/<int:n>", "insertAction", HandStateSchema, body=CorrectionSchema,
          refusals=(400, 401, 404, 409, 422))
def insert_action(data, hand_id: int, n: int):
    """Insert a forgotten action before entry n (0-based in the hand's `log`)

    Answered as a replacement is (correctAction): the hand's view, `broken` naming a later entry that no longer
    fits, 422 for a new entry that does not fit where it goes."""
    with transaction(get_db()) as db:
        hand = commands.correct(db, loaded.load(db, hand_id), n, data["action"], data["seq"], insert=True)
    return _shown(db, hand)


@endpoint("delete", "/hands/<int:hand_id>/actions/<int:n>", "deleteAction", HandStateSchema, query=RequiredSeqSchema,
          refusals=(401, 404, 409, 422))
def delete_action(query, hand_id: int, n: int):
    """Delete entry n (0-based in the hand's `log`)

    Answered as a replacement is (correctAction): the hand's view, with `broken` naming a later entry that no
    longer fits."""
    with transaction(get_db()) as db:
        hand = commands.correct(db, loaded.load(db, hand_id), n, None, query["seq"])
    return _shown(db, hand)


# --- a hand booked by its result ------------------------------------------------------------------

@endpoint("get", "/hands/<int:hand_id>/result", "getResult", PostedHandSchema, refusals=(404, 409))
def get_result(hand_id: int):
    """A hand booked by its result: its game, the result that stands (null once taken back), its ruling"""
    db = get_db()
    _by_result(loaded.get_hand(db, hand_id))
    return views.result_view(db, hand_id)


@endpoint("delete", "/hands/<int:hand_id>/result", "undoResult", PostedHandSchema, query=RequiredSeqSchema,
          refusals=(401, 404, 409, 422))
def undo_result(query, hand_id: int):
    """Take back the result of a hand booked by its result, as of `seq` (its rows in the ledger reversed while
    it is the evening's last hand and no chips moved since, else 409); the hand waits for its result (PUT
    .../result, or the next result posted for the evening)"""
    with transaction(get_db()) as db:
        commands.undo_result(db, loaded.get_hand(db, hand_id), query["seq"])
        return views.result_view(db, hand_id)


def _by_result(hand: dict) -> None:
    if not commands.is_booked_by_result(hand):
        raise conflict("not_by_result", "hand_id", number=hand["number"])


@endpoint("put", "/hands/<int:hand_id>/result", "correctResult", PostedHandSchema, body=ResultCorrectionSchema,
          refusals=(400, 401, 404, 409, 422))
def correct_result(data, hand_id: int):
    """Correct the result of a hand booked by its result (or give the result of one whose result was taken back):
    booked again while it is the evening's last hand and no chips moved since (else 409)"""
    with transaction(get_db()) as db:
        commands.correct_result(db, loaded.get_hand(db, hand_id), data["game"], data["result"], data["seq"])
        return views.result_view(db, hand_id)


# --- odds and the story of the evening ------------------------------------------------------------

@endpoint("get", "/hands/<int:hand_id>/odds", "handOdds", OddsSchema, refusals=(401, 403, 404, 422, 429, 503))
def hand_odds(hand_id: int):
    """Each player's chance to win or share the pot, the rest of the deal played out (a Queen still to come
    changes what is wild); for a hand in play only while the host has the odds view on (403 otherwise); without
    the host PIN (when one is set) worked out from the shown cards alone"""
    return (views.odds_of if is_host() else views.guest_odds_of)(get_db(), hand_id)


@endpoint("get", "/hands/<int:hand_id>/odds/streets", "handOddsByStreet", OddsByStreetSchema,
          refusals=(401, 403, 404, 422, 429, 503))
def hand_odds_by_street(hand_id: int):
    """How each player's chances moved street by street, with the streets where the wild ranks changed (for a
    hand in play only while the odds view is on)"""
    return {"points": (views.odds_by_street_of if is_host() else views.guest_odds_by_street_of)(get_db(), hand_id)}


@endpoint("get", "/evenings/<int:evening_id>/story", "story", StorySchema, refusals=(404, 503))
def evening_story(evening_id: int):
    """The story of the evening: best hand, biggest pot, the wildest hand, how often each rank was wild, each
    player's hands and chips, the luckiest river"""
    db = get_db()
    story.rivers_if_possible(db, evening_id)    # worked out once and kept; each hand in a short transaction
    return story.story(db, evening_id)


