"""A whole evening as one JSON document: ``GET /api/evenings/{id}/export`` writes it and
``POST /api/evenings/import`` reads it back (into a new evening, after replaying every hand)."""

from marshmallow import Schema, fields, validate

from .fields import MAX_CHIPS, Int, Name, Text
from .game import GameSchema
from .hand import MAX_ACTIONS, HeaderSchema
from .settle import ChipValueSchema, SettleSchema

FORMAT = "follow-the-queen-evening"
KINDS = ("buy_in", "rebuy", "hand", "carry", "correction", "leave", "cash_out", "reopen")
EVENING_LOG_KINDS = ("end", "reopen", "chip_value", "season", "settle", "phone_odds")


class ExportPlayerSchema(Schema):
    name = Name(required=True)
    seat = Int(0, 1000, required=True)
    joined_at = Text(required=True, max_length=40)
    left_at = Text(required=True, allow_none=True, max_length=40)


LOG_KINDS = ("act", "undo", "replace", "insert", "delete")


class LogRowSchema(Schema):
    text = Text(required=True, allow_none=True, metadata={"description": "null: an undo or a delete"})
    created_at = Text(required=True, max_length=40)
    kind = fields.String(validate=validate.OneOf(LOG_KINDS), metadata={
        "description": "act, undo, replace (entry `target` by `text`), insert (`text` before entry `target`), delete "
                       "(entry `target`); missing: act, or undo when `text` is null"})
    target = Int(0, 2 * MAX_ACTIONS, allow_none=True, metadata={"description": "The entry a correction names "
                                                                                "(0-based)."})


class ExportHandSchema(Schema):
    number = Int(1, 100_000, required=True)
    source = fields.String(required=True, validate=validate.OneOf(["live", "upload"]))
    dealer = Name(required=True)
    header = fields.Nested(HeaderSchema, required=True, metadata={"description": "The hand history without "
                                                                                  "its actions."})
    digest = Text(required=True, allow_none=True, max_length=100)
    created_at = Text(required=True, max_length=40)
    booked_after = Int(0, 10_000_000, required=True, allow_none=True,
                       metadata={"description": "Ledger entries that existed once it was booked."})
    log = fields.List(fields.Nested(LogRowSchema), required=True, validate=validate.Length(max=2 * MAX_ACTIONS))


class ExportEntrySchema(Schema):
    hand_number = Int(1, 100_000, required=True, allow_none=True)
    player = Name(required=True, allow_none=True)
    amount = Int(-MAX_CHIPS * 100, MAX_CHIPS * 100, required=True)
    kind = fields.String(required=True, validate=validate.OneOf(KINDS))
    note = Text(required=True)
    created_at = Text(required=True, max_length=40)


class LogLineSchema(Schema):
    kind = fields.String(required=True, validate=validate.OneOf(EVENING_LOG_KINDS))
    detail = fields.Dict(required=True)
    created_at = Text(required=True, max_length=40)


class EveningExportSchema(Schema):
    format = fields.String(required=True, validate=validate.Equal(FORMAT))
    version = fields.Integer(required=True, strict=True, validate=validate.OneOf([1, 2]),
                             metadata={"description": "2; an export of version 1 (before the rules were read to the "
                                                      "letter) is imported with its rules written out."})
    name = Text(required=True, min_length=1, max_length=100)
    created_at = Text(required=True, max_length=40)
    dealer = Name(required=True)
    game = fields.Nested(GameSchema, required=True)
    players = fields.List(fields.Nested(ExportPlayerSchema), required=True, validate=validate.Length(1, 50))
    hands = fields.List(fields.Nested(ExportHandSchema), required=True, validate=validate.Length(max=10_000))
    ledger = fields.List(fields.Nested(ExportEntrySchema), required=True, validate=validate.Length(max=100_000))
    story = fields.Dict(load_default=None, allow_none=True,
                        metadata={"description": "The story of the evening (as GET .../story): written on export, "
                                                 "derived again after an import, so ignored there."})
    chip_value = fields.Nested(ChipValueSchema, load_default=None, allow_none=True)
    closed_at = Text(load_default=None, allow_none=True, max_length=40,
                     metadata={"description": "When the evening ended; null: it is on."})
    season = Text(load_default=None, allow_none=True, min_length=1, max_length=60)
    settle = fields.Nested(SettleSchema, load_default=None, allow_none=True)
    phone_odds = fields.Boolean(load_default=False)
    log = fields.List(fields.Nested(LogLineSchema), load_default=list, validate=validate.Length(max=10_000))
    settlement = fields.Dict(load_default=None, allow_none=True,
                             metadata={"description": "The settlement (as GET .../settlement): written on export, "
                                                      "derived again after an import, so ignored there."})
