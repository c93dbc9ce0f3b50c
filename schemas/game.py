"""A game as the dealer calls it: the variant, its options, the ante and the betting limits.

Whether the options and limits fit together is the referee's call (`referee.games.configure`
and `referee.replay.load_hand`); this schema checks shape only.
"""

from marshmallow import Schema, fields, pre_load, validate

from referee.games import GAMES, HOUSE

from .fields import MAX_CHIPS, Int, Text

ANTE_MAX = 1_000_000


def _codes(betting: str) -> str:
    return ", ".join(code for code, game in GAMES.items() if game.betting == betting)


#: the games by their betting, for the descriptions (a house game bets as its definition says)
SPREAD = (f"Spread limit ({_codes('spread')}; "
          + ", ".join(code for code, game in GAMES.items() if "spread_limit" in game.defaults())
          + " with option spread_limit; HOUSE with betting spread)")
FIXED = f"Fixed limit ({_codes('fixed')}; HOUSE with betting fixed)"
#: the games played with blinds instead of the antes and the bring-in
BLINDS = ", ".join(code for code, game in GAMES.items() if game.has_blinds)


class GameSchema(Schema):
    variant = fields.String(required=True, validate=validate.OneOf([*sorted(GAMES), HOUSE]),
                            metadata={"description": "A game's code (GET /api/games), or HOUSE with house_game."})
    house_game = fields.Dict(keys=Text(max_length=40), values=fields.Raw(allow_none=True),
                             metadata={"description": "HOUSE: the house game's definition (the rules document, "
                                                      "section House games)."})
    options = fields.Dict(keys=Text(max_length=60), values=fields.Raw(allow_none=True),
                          metadata={"description": "The variant's options; see GET /api/games."})
    ante = Int(0, ANTE_MAX, load_default=1, metadata={"description": "Chips each player antes per hand."})
    bet_limits = fields.List(Int(1, MAX_CHIPS), validate=validate.Length(equal=2),
                             metadata={"description": f"{SPREAD}: [smallest, largest] bet or raise."})
    max_raises = Int(0, 100, metadata={"description": f"{SPREAD}: raises per betting round."})
    bring_in = Int(1, MAX_CHIPS, metadata={"description": f"{FIXED}: the forced bet of the first street."})
    small_bet = Int(1, MAX_CHIPS, metadata={"description": f"{FIXED}: the bet of the early streets."})
    big_bet = Int(1, MAX_CHIPS, metadata={"description": f"{FIXED}: the bet of the late streets."})
    small_blind = Int(1, MAX_CHIPS, metadata={"description": f"Played with blinds ({BLINDS}): the small blind, "
                                                             "posted by the player on the dealer's left."})
    big_blind = Int(1, MAX_CHIPS, metadata={"description": f"Played with blinds ({BLINDS}): the big blind, posted by "
                                                           "the next player; the first round opens on its left."})

    @pre_load
    def no_ante_with_blinds(self, data, **kwargs):
        """A game played with blinds has them instead of the ante: its ante is 0 unless given."""
        variant = data.get("variant") if isinstance(data, dict) else None
        game = GAMES.get(variant) if isinstance(variant, str) else None
        return {"ante": 0, **data} if game is not None and game.has_blinds else data


class GameInfoSchema(Schema):
    variant = fields.String(required=True)
    name = fields.Dict(keys=fields.String(), values=fields.String(), required=True)
    players = fields.List(fields.Integer(), required=True)
    betting = fields.String(required=True)
    options = fields.List(fields.Dict(), required=True,
                          metadata={"description": "Each option: name, default, help (en, de), choices."})
    defaults = fields.Dict(keys=fields.String(), values=fields.Raw(allow_none=True), required=True,
                           metadata={"description": "Each option's default, by name."})
    preset = fields.String(metadata={"description": "A house game preset (variant HOUSE): its code."})
    house_game = fields.Dict(keys=fields.String(), values=fields.Raw(allow_none=True),
                             metadata={"description": "A house game preset: its definition, the house_game of a "
                                                      "game or hand that plays it."})
    words = fields.Dict(keys=fields.String(), values=fields.String(),
                        metadata={"description": "A house game preset: its definition in words (en, de)."})


class GamesSchema(Schema):
    games = fields.List(fields.Nested(GameInfoSchema), required=True)
