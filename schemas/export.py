"""A whole evening as one JSON document: ``GET /api/evenings/{id}/export`` writes it and
``POST /api/evenings/import`` reads it back (into a new evening, after replaying every hand)."""

import functools

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from .fields import _CONTROL, MAX_CHIPS, MAX_TEXT, Int, Name, Text
from .game import GameSchema
from .hand import MAX_ACTIONS, HeaderSchema
from .settle import ChipValueSchema, SettleSchema

FORMAT = "follow-the-queen-evening"
KINDS = ("buy_in", "rebuy", "hand", "carry", "correction", "leave", "cash_out", "reopen")
EVENING_LOG_KINDS = ("end", "reopen", "chip_value", "season", "settle", "phone_odds", "paid", "payment_paid",
                     "payment_open", "expense", "expense_gone", "kitty",
                     "pokernow")


class ExportPlayerSchema(Schema):
    name = Name(required=True)
    seat = Int(0, 1000, required=True)
    joined_at = Text(required=True, max_length=40)
    left_at = Text(required=True, allow_none=True, max_length=40)


LOG_KINDS = ("act", "undo", "replace", "insert", "delete")


#: the longest text of a log row: an action, or the result of a hand booked by its result (JSON)
LOG_TEXT = 2000


class LogRowSchema(Schema):
    text = Text(required=True, allow_none=True, max_length=LOG_TEXT,
                metadata={"description": "null: an undo or a delete"})
    created_at = Text(required=True, max_length=40)
    kind = fields.String(validate=validate.OneOf(LOG_KINDS), metadata={
        "description": "act, undo, replace (entry `target` by `text`), insert (`text` before entry `target`), delete "
                       "(entry `target`); missing: act, or undo when `text` is null"})
    target = Int(0, 2 * MAX_ACTIONS, allow_none=True, metadata={"description": "The entry a correction names "
                                                                                "(0-based)."})


class Rows(fields.List):
    """A list of rows of one schema, as many as an evening holds (thousands of log rows): each
    row first goes through `quick`, which gives the row as the schema would load it, or None
    where it cannot tell at a glance; then the whole list is loaded by the schema, which says
    what is wrong.  The same rows in, the same rows out, at a tenth of the time."""

    def __init__(self, schema: type[Schema], quick, **kwargs):
        super().__init__(fields.Nested(schema), **kwargs)
        self.quick = quick

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, list):
            loaded = []
            for row in value:
                out = self.quick(row) if type(row) is dict else None
                if out is None:
                    break
                loaded.append(out)
            else:
                return loaded
        return super()._deserialize(value, attr, data, **kwargs)


def _text(value, longest: int) -> bool:
    """Whether `value` is a text that `Text(max_length=longest)` takes as it is."""
    return type(value) is str and len(value) <= longest and not _CONTROL.search(value) and (
        value.isascii() or _encodes(value))


def _encodes(value: str) -> bool:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


_LOG_KEYS = {"text", "created_at", "kind", "target"}


def _log_row(row: dict) -> dict | None:
    """A log row as `LogRowSchema` loads it, or None (see `Rows`)."""
    if not row.keys() <= _LOG_KEYS or "text" not in row or "created_at" not in row:
        return None
    text, created_at = row["text"], row["created_at"]
    if not (text is None or _text(text, LOG_TEXT)) or not _text(created_at, 40):
        return None
    out = {"text": text, "created_at": created_at}
    if "kind" in row:
        if type(row["kind"]) is not str or row["kind"] not in LOG_KINDS:
            return None
        out["kind"] = row["kind"]
    if "target" in row:
        target = row["target"]
        if target is not None and not (type(target) is int and 0 <= target <= 2 * MAX_ACTIONS):
            return None
        out["target"] = target
    return out


class ExportHandSchema(Schema):
    number = Int(1, 100_000, required=True)
    source = fields.String(required=True, validate=validate.OneOf(["live", "upload", "result"]),
                           metadata={"description": "live, upload, or result (booked by its result: its log holds "
                                                    "the result as JSON)"})
    dealer = Name(required=True)
    header = fields.Nested(HeaderSchema, required=True, metadata={"description": "The hand history without "
                                                                                  "its actions."})
    digest = Text(required=True, allow_none=True, max_length=100)
    created_at = Text(required=True, max_length=40)
    booked_after = Int(0, 10_000_000, required=True, allow_none=True,
                       metadata={"description": "Ledger entries that existed once it was booked."})
    log = Rows(LogRowSchema, _log_row, required=True, validate=validate.Length(max=2 * MAX_ACTIONS))


class ExportEntrySchema(Schema):
    hand_number = Int(1, 100_000, required=True, allow_none=True)
    player = Name(required=True, allow_none=True)
    amount = Int(-MAX_CHIPS * 100, MAX_CHIPS * 100, required=True)
    kind = fields.String(required=True, validate=validate.OneOf(KINDS))
    note = Text(required=True)
    created_at = Text(required=True, max_length=40)


_ENTRY_KEYS = {"hand_number", "player", "amount", "kind", "note", "created_at"}


def _entry(row: dict) -> dict | None:
    """A ledger row as `ExportEntrySchema` loads it, or None (see `Rows`)."""
    if row.keys() != _ENTRY_KEYS:
        return None
    number, player, amount = row["hand_number"], row["player"], row["amount"]
    if number is not None and not (type(number) is int and 1 <= number <= 100_000):
        return None
    if type(amount) is not int or not -MAX_CHIPS * 100 <= amount <= MAX_CHIPS * 100:
        return None
    if type(row["kind"]) is not str or row["kind"] not in KINDS:
        return None
    if not _text(row["note"], MAX_TEXT) or not _text(row["created_at"], 40):
        return None
    if player is not None:
        player = _player(player) if type(player) is str else None
        if player is None:
            return None
    return {"hand_number": number, "player": player, "amount": amount, "kind": row["kind"], "note": row["note"],
            "created_at": row["created_at"]}


@functools.lru_cache(maxsize=4096)
def _player(name: str) -> str | None:
    """A ledger row's player as `ExportEntrySchema`'s field loads it (its one normal form), or None."""
    try:
        return ExportEntrySchema().fields["player"].deserialize(name)
    except ValidationError:
        return None


class PaidSchema(Schema):
    """A leaver settled with the cash box (`web.settle.Paid`): the chips of their result it settled,
    in whole units of the currency."""

    name = Name(required=True)
    chips = Int(-MAX_CHIPS, MAX_CHIPS, required=True)
    units = Int(-MAX_CHIPS * 10**6, MAX_CHIPS * 10**6, required=True)


class TickSchema(Schema):
    """A payment of the settlement ticked off as paid, or taken back (`web.commands.paid`):
    who pays whom how much (null: the cash box), how and by whom (null: the host)."""

    from_ = Name(required=True, allow_none=True, data_key="from")
    to = Name(required=True, allow_none=True)
    amount = Text(required=True, max_length=30)
    how = fields.String(validate=validate.OneOf(("cash", "transfer")))
    by = Name(allow_none=True)
    together = fields.Boolean()


class ExpenseSchema(Schema):
    """A shared expense (`web.commands.expenses`): what, how much, who paid it, who shares it
    (empty: everyone)."""

    what = Text(required=True, min_length=1, max_length=40)
    amount = Text(required=True, max_length=30)
    paid_by = Name(required=True)
    shared_by = fields.List(Name(), required=True, validate=validate.Length(0, 1000))


class ExpenseGoneSchema(Schema):
    n = Int(1, 10**6, required=True)


class KittySchema(Schema):
    amount = Text(required=True, allow_none=True, max_length=30)
    host = Name(required=True, allow_none=True)


class PaymentDetailsSchema(Schema):
    """A player's payment details kept for the season (`web.pay`): an IBAN with its holder's
    name, a PayPal.me name (null: none)."""

    player = Name(required=True)
    iban = Text(required=True, allow_none=True, max_length=60)
    holder = Text(required=True, allow_none=True, max_length=200)
    paypal = Text(required=True, allow_none=True, max_length=100)


class LogLineSchema(Schema):
    kind = fields.String(required=True, validate=validate.OneOf(EVENING_LOG_KINDS))
    detail = fields.Dict(required=True)
    created_at = Text(required=True, max_length=40)

    @validates_schema
    def _paid_detail(self, data, **kwargs):
        detail = {"paid": PaidSchema, "payment_paid": TickSchema, "payment_open": TickSchema, "expense": ExpenseSchema,
                  "expense_gone": ExpenseGoneSchema, "kitty": KittySchema}.get(data.get("kind"))
        if detail is not None:
            errors = detail().validate(data.get("detail") or {})
            if errors:
                raise ValidationError(errors, "detail")


class EveningExportSchema(Schema):
    format = fields.String(required=True, validate=validate.Equal(FORMAT))
    version = fields.Integer(required=True, strict=True, validate=validate.OneOf([1, 2, 3]),
                             metadata={"description": "3; an export of version 1 (before the rules were read to the "
                                                      "letter) or 2 (before Black Mariah dealt the door cards after a "
                                                      "Q♠) is imported with its rules written out."})
    name = Text(required=True, min_length=1, max_length=100)
    created_at = Text(required=True, max_length=40)
    dealer = Name(required=True)
    game = fields.Nested(GameSchema, required=True)
    players = fields.List(fields.Nested(ExportPlayerSchema), required=True, validate=validate.Length(1, 50))
    hands = fields.List(fields.Nested(ExportHandSchema), required=True, validate=validate.Length(max=10_000))
    ledger = Rows(ExportEntrySchema, _entry, required=True, validate=validate.Length(max=100_000))
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
    payment_details = fields.List(fields.Nested(PaymentDetailsSchema), load_default=list,
                                  validate=validate.Length(max=1000), metadata={
        "description": "How the evening's players are paid, as kept for its season (the host's export only; "
                       "checked on import, an IBAN by its check digits)."})
    settlement = fields.Dict(load_default=None, allow_none=True,
                             metadata={"description": "The settlement (as GET .../settlement): written on export, "
                                                      "derived again after an import, so ignored there."})
