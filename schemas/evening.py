"""An evening: its players with their chips, the game, the leaderboard and the ledger."""

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from referee.names import look_alike

from .fields import MAX_CHIPS, Flag, Int, Name, Text
from .game import GameSchema
from .settle import ChipValueOutSchema, ChipValueSchema, SettleSchema

#: players at one table (a new evening's, and a join's); an evening's players with those who left
MAX_SEATED = 20
MAX_PLAYERS = 50


class BuyInSchema(Schema):
    name = Name(required=True)
    chips = Int(1, MAX_CHIPS, required=True, metadata={"description": "The buy-in."})


class EveningCreateSchema(Schema):
    name = Text(required=True, min_length=1, max_length=100)
    players = fields.List(fields.Nested(BuyInSchema), required=True, validate=validate.Length(1, MAX_SEATED),
                          metadata={"description": "Seating order, clockwise."})
    dealer = Name(metadata={"description": "Who deals the first hand; default: the last player listed."})
    game = fields.Nested(GameSchema, load_default=lambda: {"variant": "FTQ", "ante": 1})
    chip_value = fields.Nested(ChipValueSchema, allow_none=True,
                               metadata={"description": "Money per chip; left out or null: chips only."})
    season = Text(allow_none=True, min_length=1, max_length=60,
                  metadata={"description": "The season (or group) it counts for, by name (made if new)."})

    @validates_schema
    def _players(self, data, **kwargs):
        names = [p["name"] for p in data.get("players", [])]
        alike = look_alike(names)
        if alike is not None:
            same = alike[0].casefold() == alike[1].casefold()
            raise ValidationError("Two players have the same name." if same else
                                  f"Two players have names that look alike: {alike[0]!r} and {alike[1]!r}.",
                                  "players")
        if "dealer" in data and data["dealer"].casefold() not in [n.casefold() for n in names]:
            raise ValidationError("The dealer must be one of the players.", "dealer")


class JoinSchema(Schema):
    name = Name(required=True)
    chips = Int(1, MAX_CHIPS, required=True, metadata={"description": "The buy-in."})
    after = Name(metadata={"description": "Sit to the left of this player; default: after the last seat."})


class RebuySchema(Schema):
    chips = Int(1, MAX_CHIPS, required=True)


class OddsViewSchema(Schema):
    shown = Flag(required=True, metadata={"description": "true: the chances of the hand in play are shown "
                                                                   "at the table and served by the API."})


class SeatSchema(Schema):
    name = fields.String(required=True)
    seat = fields.Integer(required=True)
    chips = fields.Integer(required=True, metadata={"description": "Chips as booked (before a hand in play)."})
    left = fields.Boolean(required=True)
    in_hand = fields.Integer(allow_none=True, required=True,
                             metadata={"description": "The stack in the hand being played, if in it."})


class ChipTotalsSchema(Schema):
    bought = fields.Integer(required=True, metadata={"description": "Buy-ins plus rebuys."})
    cashed_out = fields.Integer(required=True, metadata={"description": "Taken home by players who left."})
    stacks = fields.Integer(required=True, metadata={"description": "All stacks (in the hand being played: "
                                                                    "what is left behind)."})
    pots = fields.Integer(required=True, metadata={"description": "The open pot plus the pot of the hand in play."})


class LiveSchema(Schema):
    id = fields.Integer(required=True)
    number = fields.Integer(required=True)
    dealer = fields.String(required=True)


class SeasonRefSchema(Schema):
    id = fields.Integer(required=True)
    name = fields.String(required=True)


class EveningSchema(Schema):
    id = fields.Integer(required=True)
    name = fields.String(required=True)
    created_at = fields.String(required=True)
    game = fields.Dict(required=True)
    players = fields.List(fields.Nested(SeatSchema), required=True)
    hands = fields.Integer(required=True, metadata={"description": "Hands dealt so far."})
    live_hand = fields.Nested(LiveSchema, allow_none=True, required=True)
    next_dealer = fields.String(allow_none=True, required=True)
    next_players = fields.List(fields.String(), required=True,
                               metadata={"description": "Who gets the next deal, from the dealer's left."})
    redeal_of = fields.Integer(allow_none=True, required=True,
                               metadata={"description": "The next deal is a redeal of this hand number."})
    open_pot = fields.Integer(required=True, metadata={"description": "Chips in the middle, not in a hand."})
    odds_view = fields.Boolean(required=True, metadata={"description": "The host's odds view: while it is on, the "
                                                                       "chances of the hand in play are served."})
    chips = fields.Nested(ChipTotalsSchema, required=True)
    chip_value = fields.Nested(ChipValueOutSchema, required=True, allow_none=True)
    closed_at = fields.String(required=True, allow_none=True,
                              metadata={"description": "When the evening ended; null: it is on."})
    season = fields.Nested(SeasonRefSchema, required=True, allow_none=True)
    settle = fields.Nested(SettleSchema, required=True)
    phone_odds = fields.Boolean(required=True)
    seq = fields.Integer(required=True, metadata={"description": "Counts every change of the evening (the live "
                                                                "events carry it)."})


class EveningListSchema(Schema):
    evenings = fields.List(fields.Dict(), required=True)


class StandingSchema(Schema):
    name = fields.String(required=True)
    chips = fields.Integer(required=True)
    net = fields.Integer(required=True, metadata={"description": "Won (+) or lost (-) in hands so far: chips (and "
                                                                 "what was taken home) less what was bought in. "
                                                                 "The board is ranked by it."})
    bought = fields.Integer(required=True, metadata={"description": "Chips bought in: buy-ins and rebuys."})
    taken_home = fields.Integer(required=True, metadata={"description": "Chips taken home: on leaving, or cashed "
                                                                       "out at the end of the evening."})
    hands_won = fields.Integer(required=True)
    biggest_pot = fields.Integer(required=True)
    left = fields.Boolean(required=True)


class LeaderboardSchema(Schema):
    players = fields.List(fields.Nested(StandingSchema), required=True)


class EntrySchema(Schema):
    id = fields.Integer(required=True)
    hand_id = fields.Integer(allow_none=True, required=True)
    hand_number = fields.Integer(allow_none=True, required=True)
    player = fields.String(allow_none=True, required=True,
                           metadata={"description": "null: the open pot in the middle."})
    amount = fields.Integer(required=True)
    kind = fields.String(required=True, metadata={"description": "buy_in, rebuy, hand, carry, correction, leave"})
    note = fields.String(required=True)
    created_at = fields.String(required=True)


class LedgerSchema(Schema):
    entries = fields.List(fields.Nested(EntrySchema), required=True)


class HandSummarySchema(Schema):
    id = fields.Integer(required=True)
    number = fields.Integer(required=True)
    source = fields.String(required=True, metadata={"description": "live, upload, or result (booked by its result)"})
    status = fields.String(required=True)
    dealer = fields.String(required=True)
    variant = fields.String(required=True, allow_none=True, metadata={"description": "null: booked by its result"})
    game = fields.String(allow_none=True, metadata={"description": "A hand booked by its result: the game in words."})
    players = fields.List(fields.String(), required=True)
    outcome = fields.String(allow_none=True, required=True, metadata={
        "description": "fold, showdown, redeal, carried_over, result (booked by its result); null: in play"})
    winnings = fields.Dict(allow_none=True, required=True)


class HandListSchema(Schema):
    hands = fields.List(fields.Nested(HandSummarySchema), required=True)
