"""Win odds of a hand in progress, and the story of the evening (answers only)."""

from marshmallow import Schema, fields


class PlayerOddsSchema(Schema):
    name = fields.String(required=True)
    win = fields.Float(required=True, metadata={"description": "The chance to win the whole pot alone (0 to 1)."})
    tie = fields.Float(required=True, metadata={"description": "The chance to share it."})


class OddsSchema(Schema):
    """Each player still in: the chance to win or share the pot, the rest of the deal played out
    from the cards nobody has seen (a Queen still to come changes what is wild)."""

    players = fields.List(fields.Nested(PlayerOddsSchema), required=True)
    nobody = fields.Float(required=True, metadata={"description": "The chance that nobody wins the pot this deal "
                                                                  "(Black Mariah's pot carries over unless the best "
                                                                  "hand holds the Q♠ last; a void deal); 0 in most "
                                                                  "games."})
    method = fields.String(required=True, metadata={"description": "exact or monte-carlo"})
    samples = fields.Integer(required=True)
    stderr = fields.Float(required=True, metadata={"description": "The standard error (0 when exact)."})


class StreetOddsSchema(Schema):
    street = fields.Integer(required=True)
    after = fields.Integer(required=True, metadata={"description": "How many actions had been taken."})
    players = fields.List(fields.Nested(PlayerOddsSchema), required=True)
    method = fields.String(required=True)
    wild_ranks = fields.List(fields.Integer(), required=True)
    wilds_changed = fields.Boolean(required=True, metadata={"description": "A Queen (or its follower) changed "
                                                                           "the wild ranks on this street."})


class OddsByStreetSchema(Schema):
    points = fields.List(fields.Nested(StreetOddsSchema), required=True)


class StorySchema(Schema):
    """The story of the evening: highlights derived from the booked hands and the ledger."""

    hands = fields.Integer(required=True)
    best_hand = fields.Dict(allow_none=True, metadata={"description": "hand, player, category, cards, wilds, "
                                                                      "description, explanation"})
    biggest_pot = fields.Dict(allow_none=True, metadata={"description": "hand, amount, winners"})
    wildest_hand = fields.Dict(allow_none=True, metadata={"description": "hand, changes, wild_ranks, explanation"})
    wild_ranks = fields.List(fields.Dict(), required=True, metadata={"description": "rank, hands, words"})
    players = fields.List(fields.Dict(), required=True, metadata={"description": "name, hands_played, "
                                                                                  "showdowns_won"})
    chips_over_time = fields.Dict(required=True, metadata={"description": "after_hand: [..], players: {name: [..]}"})
    luckiest_river = fields.Dict(allow_none=True, metadata={"description": "hand, player, swing: how much their "
                                                                           "share of the pot rose with the 7th-street "
                                                                           "cards"})
