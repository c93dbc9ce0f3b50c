"""The one error body every refusal has: ``{"error": {"message", ...}}``."""

from marshmallow import Schema, fields


class ErrorDetailSchema(Schema):
    message = fields.String(required=True, metadata={"description": "What is wrong, in English."})
    message_de = fields.String(metadata={"description": "The same in German (rule violations)."})
    field = fields.String(allow_none=True, metadata={"description": "The request field at fault, dotted."})
    fields_ = fields.Dict(data_key="fields", metadata={"description": "Every field problem (validation errors)."})
    rule = fields.String(metadata={"description": "The referee's stable rule id (rule violations)."})
    action = fields.String(allow_none=True, metadata={"description": "The action refused."})
    action_index = fields.Integer(allow_none=True, metadata={"description": "Its index in the hand's actions."})
    broken = fields.Dict(metadata={"description": "The entry of the hand that no longer fits (after a correction of an "
                                                  "earlier one): index, action, rule, message, was, waiting."})


class ErrorSchema(Schema):
    error = fields.Nested(ErrorDetailSchema, required=True)
