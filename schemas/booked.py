"""A hand booked by its result (`referee.booked`): the game in words, what each player put in,
who took the pot; posted where an uploaded history goes (`HandPostSchema` takes either).  The
schema checks shape; the referee checks the chips (stacks, winners, chips in = chips out)."""

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from referee.booked import GAME_NAME_LENGTH

from .fields import MAX_CHIPS, Int, Name, Text
from .hand import HandUploadSchema, RuledHandSchema

MAX_PLAYERS = 10


class ResultSchema(Schema):
    put_in = fields.Dict(keys=Name(), values=Int(0, MAX_CHIPS), required=True,
                         validate=validate.Length(1, MAX_PLAYERS),
                         metadata={"description": "What each player put in, by name as seated (left out: 0)."})
    took = fields.Raw(required=True, metadata={
        "description": "Who took the pot: {name: chips} (amounts that add up to what was put in), or a list of "
                       "names who split it in equal shares (the odd chips to the first winners left of the dealer)."})


class HandPostSchema(HandUploadSchema):
    """An uploaded hand history (``variant``, ``actions``, ...), or a hand of another game booked by
    its result (``game`` and ``result``, nothing else)."""

    actions = fields.List(Text(), validate=validate.Length(1, 500),
                          metadata={"description": "PHH actions, e.g. 'd dh p1 ????Qh', 'p2 cbr 4' (an upload)."})
    players = fields.List(Name(), validate=validate.Length(1, 10),
                          metadata={"description": "From the dealer's left; the dealer is last (an upload)."})
    game = Text(min_length=1, max_length=GAME_NAME_LENGTH, metadata={
        "description": "A hand booked by its result: the game's name in words (\"Texas Hold'em\")."})
    result = fields.Nested(ResultSchema, metadata={"description": "A hand booked by its result: the chips."})

    @validates_schema
    def upload_or_result(self, data, **kwargs):
        if "result" in data or "game" in data:
            other = sorted(set(data) - {"game", "result"})
            if other:
                raise ValidationError(f"A hand booked by its result has a game and a result, not {other[0]}.",
                                      other[0])
            for name in ("game", "result"):
                if name not in data:
                    raise ValidationError("Missing data for required field.", name)
            return
        for name in ("players", "actions"):
            if name not in data:
                raise ValidationError("Missing data for required field.", name)


class ResultCorrectionSchema(Schema):
    """The result that replaces the one that stands (or the one a hand taken back waits for)."""

    game = Text(required=True, min_length=1, max_length=GAME_NAME_LENGTH)
    result = fields.Nested(ResultSchema, required=True)
    seq = Int(0, 1_000_000, required=True, metadata={"description": "The hand's `seq` as last seen: a stale one "
                                                                    "gets 409."})


class PostedHandSchema(RuledHandSchema):
    """A hand as posted: an uploaded one ruled and booked, or one booked by its result."""

    variant = fields.String()
    actions = fields.List(fields.String())
    source = fields.String(metadata={"description": "upload, or result (booked by its result)"})
    dealer = fields.String()
    game = fields.String(metadata={"description": "A hand booked by its result: the game in words."})
    result = fields.Dict(allow_none=True, metadata={
        "description": "A hand booked by its result: {game, put_in, took}, as it stands (null: taken back)."})
    seq = fields.Integer(metadata={"description": "Rows in the hand's log: send it back as `seq`."})
    log = fields.List(fields.String(), metadata={"description": "The result that stands, as stored (JSON)."})
