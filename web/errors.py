"""Every refusal as JSON: ``{"error": {"message", "field" or "action", ...}}``.

=========================  ======  =====================================================
refusal                    status  body beyond ``message``
=========================  ======  =====================================================
malformed JSON             400     ``field: "body"``
schema ValidationError     422     ``field`` (dotted path), ``fields`` (all problems)
referee RuleViolation      422     ``rule``, ``message_de``, ``action``, ``action_index``
                                   (``field`` for a malformed hand header)
missing PIN                401
unknown evening or hand    404     ``field``
stale seq, wrong stacks    409     ``field``
anything unexpected        500     a plain message, never a traceback (logged instead)
=========================  ======  =====================================================
"""

from __future__ import annotations

from flask import jsonify
from marshmallow import ValidationError
from werkzeug.exceptions import HTTPException

from referee.violations import HistoryError, RuleViolation

from .evenings import Conflict, Invalid, NotFound


class BadBody(Exception):
    """A request body that is not JSON (or not the JSON object expected)."""

    def __init__(self, message: str, status: int = 400):
        super().__init__(message)
        self.message, self.status = message, status


class Unauthorized(Exception):
    """A write without the host PIN."""

    def __init__(self, message: str, status: int = 401):
        super().__init__(message)
        self.message, self.status = message, status


def error(status: int, message: str, **details):
    response = jsonify({"error": {"message": message, **details}})
    response.status_code = status
    return response


def first_problem(messages, path: tuple = ()) -> tuple[str, str]:
    """The first (dotted field, message) of marshmallow's nested error messages.

    >>> first_problem({"players": {0: {"chips": ["Not a valid integer."]}}})
    ('players.0.chips', 'Not a valid integer.')
    """
    if isinstance(messages, dict):
        for key, value in messages.items():
            return first_problem(value, path + (key,))
    if isinstance(messages, list) and messages:
        head = messages[0]
        if isinstance(head, (dict, list)):
            return first_problem(head, path)
        return ".".join(str(p) for p in path if p != "_schema") or "body", str(head)
    return ".".join(str(p) for p in path) or "body", str(messages)


def _jsonable(messages):
    if isinstance(messages, dict):
        return {str(k): _jsonable(v) for k, v in messages.items()}
    if isinstance(messages, list):
        return [_jsonable(v) for v in messages]
    return str(messages)


def register(app) -> None:
    @app.errorhandler(ValidationError)
    def validation(err: ValidationError):
        field, message = first_problem(err.messages)
        return error(422, f"{field}: {message}", field=field, fields=_jsonable(err.messages))

    @app.errorhandler(RuleViolation)
    def rule_violation(err: RuleViolation):
        body = {"rule": err.rule, "message_de": err.message("de"), "action_index": err.index, "action": err.action}
        if isinstance(err, HistoryError):
            body["field"] = err.field
        return error(422, err.message(), **body)

    @app.errorhandler(NotFound)
    def not_found(err: NotFound):
        return error(404, err.message, field=err.field)

    @app.errorhandler(Conflict)
    def conflict(err: Conflict):
        return error(409, err.message, field=err.field)

    @app.errorhandler(Invalid)
    def invalid(err: Invalid):
        return error(422, err.message, field=err.field)

    @app.errorhandler(BadBody)
    def bad_body(err: BadBody):
        return error(err.status, err.message, field="body")

    @app.errorhandler(Unauthorized)
    def unauthorized(err: Unauthorized):
        response = error(err.status, err.message, field="Authorization")
        if err.status == 401:
            response.headers["WWW-Authenticate"] = 'Bearer realm="host PIN"'
        return response

    @app.errorhandler(HTTPException)
    def http(err: HTTPException):
        messages = {404: "No such page or resource.", 405: "Method not allowed here.",
                    413: "The request is too large."}
        response = error(err.code or 500, messages.get(err.code, err.description or err.name))
        if err.code == 405 and getattr(err, "valid_methods", None):
            response.headers["Allow"] = ", ".join(err.valid_methods)
        return response

    @app.errorhandler(Exception)
    def unexpected(err: Exception):
        app.logger.exception("unexpected error")
        return error(500, "Internal error: the request was not stored. The host can find it in the log.")
