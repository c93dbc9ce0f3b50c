"""A house game kept for a season: what a request sends (the definition) and what an answer
holds (the definition in full, in words).  Whether a definition holds together is the
referee's call (`referee.games.house.check_definition`); this schema checks shape only."""

from __future__ import annotations

from marshmallow import Schema, fields

from .fields import Text
from .settle import WordsSchema


class HouseGameBodySchema(Schema):
    definition = fields.Dict(keys=Text(max_length=40), values=fields.Raw(allow_none=True), required=True,
                             metadata={"description": "name, cards, deal, wild, face_up, split, opens, betting: "
                                                      "see the rules document, section House games."})


class HouseGameSchema(Schema):
    id = fields.Integer(required=True)
    season_id = fields.Integer(required=True)
    name = fields.String(required=True)
    definition = fields.Dict(required=True, metadata={"description": "The definition written out in full."})
    words = fields.Nested(WordsSchema, required=True)
    changed_at = fields.String(required=True)


class HouseGameListSchema(Schema):
    house_games = fields.List(fields.Nested(HouseGameSchema), required=True)
