"""The end of the evening: the chip value and the host's settings of an evening (what a request
may carry), the settlement (what an answer holds).  Money is
a decimal string, never a JSON number: ``"0.10"``, so that no float ever rounds it.

>>> ChipValueSchema().load({"amount": "0.10", "currency": "€"})
{'amount': '0.10', 'currency': '€', 'unit': '0.01'}
>>> ChipValueSchema().load({"amount": 0.1, "currency": "€"})  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
marshmallow.exceptions.ValidationError: {'amount': ['Give money as a decimal string, e.g. "0.10" ...']}
"""

from __future__ import annotations

import re
from decimal import Decimal

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from .fields import Flag, Name, Text

_DECIMAL = re.compile(r"[0-9]{1,9}(\.[0-9]{1,6})?")
MODES = ("direct", "bank")


class Money(fields.String):
    """A positive amount of money as a decimal string: up to 9 digits, 6 after the point."""

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, str):
            raise ValidationError('Give money as a decimal string, e.g. "0.10" (a JSON number may round).')
        text = value.strip()
        if not _DECIMAL.fullmatch(text):
            raise ValidationError('Not an amount: digits with at most one point, e.g. "0.10".')
        if Decimal(text) <= 0:
            raise ValidationError("The amount must be more than 0.")
        return text


class ChipValueSchema(Schema):
    amount = Money(required=True, metadata={"description": "Money per chip, a decimal string: \"0.10\"."})
    currency = Text(required=True, min_length=1, max_length=8, metadata={"description": "\"€\", \"EUR\", \"CHF\""})
    unit = Money(load_default="0.01", metadata={"description": "The smallest amount paid: \"0.01\" (a cent), "
                                                               "\"1\", \"0.05\" (Swiss cash). Results are "
                                                               "rounded to it."})

    @validates_schema
    def _currency(self, data, **kwargs):
        currency = data.get("currency", "")
        if currency != currency.strip() or any(c.isdigit() for c in currency):
            raise ValidationError("A currency is a sign or a code, without digits or spaces around it.", "currency")


class SettleSchema(Schema):
    mode = fields.String(required=True, validate=validate.OneOf(MODES),
                         metadata={"description": "direct: players pay each other (the fewest payments); bank: "
                                                  "everyone squares with the bank."})
    bank = Name(allow_none=True, load_default=None,
                metadata={"description": "mode bank: the player who holds the buy-ins; null: the cash box."})


class EveningPatchSchema(Schema):
    chip_value = fields.Nested(ChipValueSchema, allow_none=True,
                               metadata={"description": "null: chips only. Refused once the evening has ended."})
    season = Text(allow_none=True, min_length=1, max_length=60,
                  metadata={"description": "The season (or group) it counts for, by name (made if new); null: "
                                           "none."})
    settle = fields.Nested(SettleSchema)
    phone_odds = Flag(metadata={"description": "The players' phones show the chances."})

    @validates_schema
    def _something(self, data, **kwargs):
        if not data:
            raise ValidationError("Give at least one of chip_value, season, settle, phone_odds.", "_schema")


# --- answers ----------------------------------------------------------------------------------------

class ChipValueOutSchema(Schema):
    amount = fields.String(required=True)
    currency = fields.String(required=True)
    unit = fields.String(required=True)


class SettledPlayerSchema(Schema):
    name = fields.String(required=True)
    bought = fields.Integer(required=True, metadata={"description": "Chips bought: buy-ins and rebuys."})
    cashed_out = fields.Integer(required=True, metadata={"description": "Chips taken home (an open evening: "
                                                                        "with the chips on the table now)."})
    net_chips = fields.Integer(required=True)
    net_money = fields.String(required=True, allow_none=True,
                              metadata={"description": "The result in money, rounded to the unit; null: chips only."})
    expenses_money = fields.String(metadata={
        "description": "What the shared expenses and the kitty make the player owed (+) or owe (−), in money; "
                       "left out without any."})


class TickedSchema(Schema):
    how = fields.String(required=True, metadata={"description": "cash or transfer"})
    by = fields.String(required=True, allow_none=True, metadata={
        "description": "null: the host; else the payee, on their seat phone."})
    at = fields.String(required=True)


class PaymentSchema(Schema):
    from_ = fields.String(required=True, allow_none=True, attribute="from", data_key="from",
                          metadata={"description": "null: the cash box (mode bank)."})
    to = fields.String(required=True, allow_none=True, metadata={"description": "null: the cash box (mode bank)."})
    amount = fields.String(required=True, metadata={"description": "Money (chips without a chip value)."})
    paid = fields.Nested(TickedSchema, metadata={
        "description": "Ticked off as paid once the evening has ended (left out: still open)."})


class ExpenseSchema(Schema):
    n = fields.Integer(required=True, metadata={"description": "Its number in the evening, to take it back."})
    what = fields.String(required=True)
    amount = fields.String(required=True, metadata={"description": "Money."})
    paid_by = fields.String(required=True)
    shared_by = fields.List(fields.String(), required=True, metadata={"description": "Empty: every player."})


class KittySchema(Schema):
    amount = fields.String(required=True, metadata={"description": "Money each player but the host pays the host."})
    host = fields.String(required=True)


class WordsSchema(Schema):
    en = fields.String(required=True)
    de = fields.String(required=True)


class SettlementSchema(Schema):
    evening_id = fields.Integer(required=True)
    closed = fields.Boolean(required=True, metadata={"description": "false: the evening is on; this is how it "
                                                                    "would settle now."})
    closed_at = fields.String(required=True, allow_none=True)
    chip_value = fields.Nested(ChipValueOutSchema, required=True, allow_none=True)
    mode = fields.String(required=True, validate=validate.OneOf(MODES))
    bank = fields.String(required=True, allow_none=True)
    players = fields.List(fields.Nested(SettledPlayerSchema), required=True)
    payments = fields.List(fields.Nested(PaymentSchema), required=True)
    exact = fields.Boolean(required=True, metadata={"description": "The payments are provably the fewest."})
    rounding = fields.Nested(WordsSchema, required=True)
    expenses = fields.List(fields.Nested(ExpenseSchema), required=True, metadata={
        "description": "The shared expenses, added to the payments, apart from the poker."})
    kitty = fields.Nested(KittySchema, required=True, allow_none=True)


# --- money changing hands: a payment ticked off, the shared expenses, the kitty ----------------------

class PaymentNamedSchema(Schema):
    from_ = Text(required=True, allow_none=True, max_length=60, attribute="from", data_key="from",
                 metadata={"description": "Who pays, as the settlement names them (null: the cash box)."})
    to = Text(required=True, allow_none=True, max_length=60,
              metadata={"description": "Who gets it, as the settlement names them (null: the cash box)."})
    amount = Text(required=True, max_length=30, metadata={"description": "The amount as the settlement shows it."})


class PaymentPaidSchema(PaymentNamedSchema):
    how = fields.String(required=True, validate=validate.OneOf(("cash", "transfer")))


class ExpenseCreateSchema(Schema):
    what = Text(required=True, min_length=1, max_length=40, metadata={"description": "Pizza, drinks, ..."})
    amount = Text(required=True, max_length=30, metadata={"description": "Money, e.g. 36 or 36.50."})
    paid_by = Name(required=True)
    shared_by = fields.List(Name(), load_default=list, validate=validate.Length(max=50),
                            metadata={"description": "Who shares it (empty or left out: every player)."})


class KittySetSchema(Schema):
    amount = Text(required=True, max_length=30, metadata={"description": "Money each player but the host pays "
                                                                        "the host; empty: no kitty."})
    host = Name(required=True)
