"""Every refusal of the API as JSON: ``{"error": {"message", "field" or "action", ...}}``.

=========================  ======  =====================================================
refusal                    status  body beyond ``message``
=========================  ======  =====================================================
malformed JSON             400     ``field: "body"``
schema ValidationError     422     ``field`` (dotted path), ``fields`` (all problems)
referee RuleViolation      422     ``rule``, ``message_de``, ``action``, ``action_index``
                                   (``field`` for a malformed hand header)
missing PIN                401     ``field: "Authorization"``
unknown evening or hand    404     ``field``
stale seq, wrong stacks    409     ``field`` (an entry that no longer fits: ``broken``)
an import that disagrees   422     ``field``
busy with odds for others  503     ``message_de``; ``Retry-After``: the seconds to wait
the disk is full           507     ``message_de``: nothing was written
a damaged evening, season  409     ``message_de``, ``field`` (``evening_id``, ``season_id``,
or house game                      ``house_game_id``): a stored row no longer matches its
                                   checksum; it is not served, the others are
a read-only database       503     ``message_de``: nothing was written
a write the disk refused   503     ``message_de``: nothing was written (an -wal made
                                   unwritable under the running service, an I/O error)
anything unexpected        500     a plain message, never a traceback (logged instead)
=========================  ======  =====================================================

The pages (`web.pages`) show the same refusals in words on the page instead.
"""

from __future__ import annotations

from flask import current_app, jsonify
from marshmallow import ValidationError
from werkzeug.exceptions import HTTPException, MethodNotAllowed

from referee.violations import HistoryError, RuleViolation

from . import workers
from .refusals import Refusal, first_problem
from .store import Damaged, Unwritable, stored
from .words import say

#: the status and the words of a write that could not be made, by its reason (`Unwritable`)
UNWRITABLE = {"full": (507, "disk_full"), "read_only": (503, "read_only"), "refused": (503, "write_refused")}
HTTP_MESSAGES = {404: "No such page or resource.", 405: "Method not allowed here.", 413: "The request is too large."}


def error(status: int, message: str, **details):
    response = jsonify({"error": {"message": message, **details}})
    response.status_code = status
    return response


def _jsonable(messages):
    if isinstance(messages, dict):
        return {str(k): _jsonable(v) for k, v in messages.items()}
    if isinstance(messages, list):
        return [_jsonable(v) for v in messages]
    return str(messages)


def invalid_fields(messages):
    """A schema's refusal (422) from marshmallow's messages."""
    field, message = first_problem(messages)
    return error(422, f"{field}: {message}", field=field, fields=_jsonable(messages))


def _validation(err: ValidationError):
    return invalid_fields(err.messages)


def _rule_violation(err: RuleViolation):
    body = {"rule": err.rule, "message_de": err.message("de"), "action_index": err.index, "action": err.action}
    if isinstance(err, HistoryError):
        body["field"] = err.field
    return error(422, err.message(), **body)


def _refusal(err: Refusal):
    response = error(err.status, err.message(), field=err.field, **err.details)
    if err.status == 401:
        response.headers["WWW-Authenticate"] = 'Bearer realm="host PIN"'
    if err.status in (429, 503) and "wait" in err.facts:
        response.headers["Retry-After"] = str(err.facts["wait"])
    return response


def _busy(err: workers.Busy):
    response = error(503, say("busy", "en"), message_de=say("busy", "de"), field=None)
    response.headers["Retry-After"] = str(err.wait)
    return response


def _unwritable(err: Unwritable):
    current_app.logger.error("a write failed, nothing kept: %s", err)
    status, message_id = UNWRITABLE[err.reason]
    return error(status, say(message_id, "en"), message_de=say(message_id, "de"), field=None)


def damaged_refusal(err: Damaged) -> Refusal:
    """A row no longer matching its checksum, as the refusal that names what it belongs to
    (409: the evening, season or house game is not served as stored; the others are)."""
    return Refusal(409, f"damaged_{err.kind}", f"{err.kind}_id", number="?" if err.key is None else err.key)


def _damaged(err: Damaged):
    current_app.logger.error("not served: %s", err)
    refusal = damaged_refusal(err)
    return error(409, refusal.message(), message_de=refusal.message("de"), field=refusal.field)


def _http(err: HTTPException):
    if isinstance(getattr(err, "exc", None), ValidationError):   # webargs: a body or query its schema refuses
        messages = err.data["messages"]                             # type: ignore[attr-defined]
        if isinstance(messages, dict) and len(messages) == 1 and next(iter(messages)) in ("json", "query"):
            messages = next(iter(messages.values()))                # by location: the body's, the query's
        return invalid_fields(messages)
    response = error(err.code or 500, HTTP_MESSAGES.get(err.code or 500, err.description or err.name))
    if isinstance(err, MethodNotAllowed) and err.valid_methods:
        response.headers["Allow"] = ", ".join(err.valid_methods)
    return response


def _unexpected(err: Exception):
    current_app.logger.exception("unexpected error")
    if stored():                                   # never an answer that contradicts what was stored
        return error(500, say("error_stored", "en"), message_de=say("error_stored", "de"), stored=True)
    return error(500, "Internal error: the request was not stored. The host can find it in the log.")


#: what each kind of error answers (Flask picks the handler of the closest class)
HANDLERS = ((ValidationError, _validation), (RuleViolation, _rule_violation), (Refusal, _refusal),
            (workers.Busy, _busy), (Unwritable, _unwritable), (Damaged, _damaged), (HTTPException, _http),
            (Exception, _unexpected))


def register(app) -> None:
    for kind, handler in HANDLERS:
        app.register_error_handler(kind, handler)
