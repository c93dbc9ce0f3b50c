"""The season: the seasons, and a season's standings (each player's results, the biggest pot, the
best hand, the luckiest river), as an answer holds them."""

from __future__ import annotations

from marshmallow import Schema, fields

from .settle import ChipValueOutSchema, WordsSchema


class SeasonSummarySchema(Schema):
    id = fields.Integer(required=True)
    name = fields.String(required=True)
    created_at = fields.String(required=True)
    evenings = fields.Integer(required=True)
    closed = fields.Integer(required=True, metadata={"description": "Evenings that have ended (they count)."})


class SeasonListSchema(Schema):
    seasons = fields.List(fields.Nested(SeasonSummarySchema), required=True)


class SeasonEveningSchema(Schema):
    id = fields.Integer(required=True)
    name = fields.String(required=True)
    created_at = fields.String(required=True)
    closed = fields.Boolean(required=True)
    chip_value = fields.Nested(ChipValueOutSchema, required=True, allow_none=True)


class EveningResultSchema(Schema):
    evening_id = fields.Integer(required=True)
    net_chips = fields.Integer(required=True)
    net_money = fields.String(required=True, allow_none=True)


class BestHandSchema(Schema):
    evening_id = fields.Integer(required=True)
    hand = fields.Integer(required=True)
    cards = fields.List(fields.String(), required=True)
    wilds = fields.Dict(required=True)
    wild_cards = fields.List(fields.String(), metadata={
        "description": "Every wild card among the five, one that stands for itself too (none kept before 2026-12)."})
    description = fields.Nested(WordsSchema, required=True)


class RiverSchema(Schema):
    evening_id = fields.Integer(required=True)
    hand = fields.Integer(required=True)
    swing = fields.Float(required=True)


class StandingRowSchema(Schema):
    rank = fields.Integer(required=True)
    name = fields.String(required=True)
    evenings = fields.Integer(required=True)
    net_chips = fields.Integer(required=True)
    net_money = fields.String(required=True, allow_none=True)
    results = fields.List(fields.Nested(EveningResultSchema, allow_none=True), required=True,
                          metadata={"description": "Per ended evening, in order; null: did not play."})
    hands_played = fields.Integer(required=True)
    vpip = fields.Float(required=True, allow_none=True,
                        metadata={"description": "Share of hands played with chips put in by choice (beyond the "
                                                 "ante and the bring-in)."})
    showdowns = fields.Integer(required=True)
    showdowns_won = fields.Integer(required=True)
    wild_cards_at_showdowns = fields.Integer(required=True)
    biggest_pot = fields.Integer(required=True)
    best_hand = fields.Nested(BestHandSchema, required=True, allow_none=True)
    luckiest_river = fields.Nested(RiverSchema, required=True, allow_none=True)


class StandingsSchema(Schema):
    season = fields.Nested(SeasonSummarySchema, required=True)
    evenings = fields.List(fields.Nested(SeasonEveningSchema), required=True,
                           metadata={"description": "The ended evenings that count, in order."})
    not_counted = fields.List(fields.Nested(SeasonEveningSchema), required=True,
                              metadata={"description": "Evenings still on."})
    currency = fields.String(required=True, allow_none=True,
                             metadata={"description": "Ranked by money in this currency; null: by chips."})
    players = fields.List(fields.Nested(StandingRowSchema), required=True)
    rivers_pending = fields.Integer(required=True, metadata={"description": "Showdowns whose luckiest-river odds "
                                                                             "are not worked out yet."})
