"""What every route of the API shares: the blueprint, the JSON body parser, the `endpoint`
decorator that declares a route with its schemas, refusals and OpenAPI facts in one place, the
check of every write (same origin, the host PIN), and CSV answers."""

from __future__ import annotations

import csv
import functools
import io
import json
import re
import threading
from collections.abc import Callable

from apispec import APISpec
from flask import Response, current_app, g, request
from flask_smorest import Api, Blueprint
from marshmallow.utils import missing
from webargs.flaskparser import FlaskParser

from schemas import (
    LiveStartSchema,
)
from schemas.errors import ErrorSchema

from .. import access, devices, gate
from .. import pin as host_pin
from ..refusals import Refusal

OPTIONAL_BODIES = (LiveStartSchema,)          # the only body that may be left out


class Service(Api):
    """flask-smorest's Api, answering refusals in the service's own form (`web.errors`), the
    routes' entries of its OpenAPI document made when the document is first read (`spec`), not
    as the service starts (70 ms of CPU, for a document few ever ask for)."""

    ERROR_SCHEMA = ErrorSchema

    def __init__(self, app=None, **kwargs):
        self._undocumented: list[Callable[[], None]] = []      # each blueprint's routes, to put in `spec`
        self._documenting = threading.RLock()
        self._registering = False
        super().__init__(app, **kwargs)

    @property
    def spec(self) -> APISpec:
        """The OpenAPI document (apispec's), with the routes of every blueprint registered."""
        if not self._registering:
            with self._documenting:
                while self._undocumented:
                    self._undocumented.pop(0)()
        return self._spec

    @spec.setter
    def spec(self, spec: APISpec) -> None:
        self._spec = spec

    def register_blueprint(self, blp, **options) -> None:
        self._registering = True               # its routes' entries wait for the document's first reader
        try:
            super().register_blueprint(blp, **options)
        finally:
            self._registering = False

    def document_later(self, entries: Callable[[], None]) -> None:
        """`entries` puts routes' entries in the document: called when the document is first read."""
        self._undocumented.append(entries)

    def _register_error_handlers(self):
        pass


class Body(FlaskParser):
    """The request body as JSON, declared as ``application/json`` (415 otherwise: a page of
    another site cannot send that type without asking first); NaN and Infinity are not JSON."""

    def load_json(self, req, schema):
        raw = req.get_data(cache=True)
        if not raw.strip():
            if isinstance(schema, OPTIONAL_BODIES):
                return missing
            raise Refusal(400, "no_body", "body")
        access.check_json_type()
        try:
            return json.loads(raw, parse_constant=_no_constants)
        except (ValueError, RecursionError) as err:
            raise Refusal(400, "bad_json", "body", problem=str(err)) from None


def _no_constants(name: str):
    raise ValueError(f"{name} is not a JSON number")


class ApiBlueprint(Blueprint):
    ARGUMENTS_PARSER = Body()

    def register_views_in_doc(self, api: Service, app, spec, **kwargs) -> None:
        """The routes' entries of the OpenAPI document: made when it is first read (`Service.spec`)."""
        api.document_later(functools.partial(super().register_views_in_doc, api, app, spec, **kwargs))

    @staticmethod
    def _make_doc_response_schema(schema):
        """An answer's schema in the OpenAPI document: its class (an `endpoint` names each answer's
        schema by its class).  Each decorator of a route copies the route's document whole, and
        a class is not copied, where an instance is, with every field."""
        return None if schema is None else type(schema)


bp = ApiBlueprint("api", __name__, url_prefix="/api", description="The evening: hands, chips, the ledger.")

REFUSALS = {400: "Malformed JSON", 401: "The host PIN is missing or wrong",
            403: "A write from a page of another site (Origin, Sec-Fetch-Site); the odds of a hand in play while the "
                 "odds view is off", 404: "No such evening or hand",
            409: "Does not fit the evening as it stands (stale seq, stacks differ, a hand in play, ...)",
            415: "The body, or the Content-Type of a write without one, is not application/json",
            422: "A field is wrong (schema) or the referee refuses (rule)",
            429: "Too many wrong PINs (Retry-After: the seconds to wait)",
            503: "Busy: too many screens follow evenings live, or odds being worked out for others "
                 "(Retry-After); or the database is read-only",
            507: "The disk is full: nothing was written"}
EVENING_OPS = ("getEvening", "setGame", "setOddsView", "join", "listHands", "upload", "startLive", "leaderboard",
                "ledger", "ledgerCsv", "exportEvening", "story", "eveningPhhs", "changeEvening", "endEvening",
                "reopenEvening", "settlement", "settlementCsv")
HAND_OPS = ("getHand", "act", "undo", "correctAction", "insertAction", "deleteAction", "handOdds",
             "handOddsByStreet", "handPhh")


def endpoint(method: str, rule: str, operation_id: str, answer=None, *, body=None, status: int = 200,
             query=None, refusals: tuple[int, ...] = (), links: tuple[str, tuple[str, ...]] | None = None,
             content_type: str | None = None):
    """One route of the API with everything its OpenAPI entry says: the schema of the body (or
    the query) and of the answer, the operation's id, its refusals, the PIN for a write, and
    where an answer's id leads (links, which schemathesis follows)."""
    def decorate(view):
        doc: dict = {"operationId": operation_id}
        extra: tuple[int, ...] = ()
        if method != "get":
            doc["security"] = [{"hostPin": []}, {}]
            extra = (403, 415, 429, 507)
        if links is not None:
            name, targets = links
            leads = {t: {"operationId": t, "parameters": {name: "$response.body#/id"}} for t in targets}
            doc["responses"] = {str(status): {"links": leads}}
        view = bp.doc(**doc)(view)
        for code in sorted(set(refusals + extra)):
            view = bp.alt_response(code, schema=ErrorSchema, description=REFUSALS[code])(view)
        view = bp.response(status, answer, content_type=content_type)(view)
        if query is not None:
            view = bp.arguments(query, location="query")(view)
        if body is not None:
            view = bp.arguments(body, required=body not in OPTIONAL_BODIES)(view)
        return bp.route(rule, methods=[method.upper()])(view)
    return decorate


@bp.before_request
def check_write():
    """Writes come from no page or the service's own (`web.access`), and need
    ``Authorization: Bearer PIN`` when the host set a PIN; reads never do.  A request without
    a bearer PIN is not a guess: only a wrong PIN counts against the client."""
    if request.method not in gate.WRITES:
        return None
    access.check_same_origin()
    access.check_write_type()
    if not is_host():
        raise Refusal(401, "pin_needed", "Authorization")
    return None


def is_host() -> bool:
    """Whether the request comes from the host: no PIN set (the service is on this laptop alone),
    or ``Authorization: Bearer PIN`` with the right PIN (a wrong one: 401, or 429 while the
    client must wait).  A read without a PIN is a guest's: no hole card that was not shown."""
    pin = current_app.config.get("PIN")
    if not pin:
        return True
    scheme, _, given = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not given.strip():
        return False
    try:
        if host_pin.check(given.strip(), pin, request.remote_addr or "?", device=devices.trusted_device()):
            gate.KNOWN.address(request.remote_addr)
            g.pin_given = True
            return True
    except host_pin.TooManyGuesses as err:
        raise Refusal(429, "too_many_pins", "Authorization", wait=err.wait) from None
    raise Refusal(401, "pin_needed", "Authorization")


@bp.after_request
def remember_the_program(response):
    """A program that sent the right PIN is remembered as the host's device (its cookie, as a
    browser that logged in): after a restart with a new PIN, its requests are not held up by the
    wait of all clients while others guess (a program that keeps its cookies, as a session of
    ``requests`` does)."""
    if g.get("pin_given") and response.status_code < 400:
        devices.trust_program(response)
    return response


def host_only() -> None:
    """A read of what only the host may see (the export, with every hole card): 401 for a guest."""
    if not is_host():
        raise Refusal(401, "pin_needed", "Authorization")



#: what makes a spreadsheet take a cell for a formula (OWASP's CSV injection)
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
NUMBER = re.compile(r"[+-]?[0-9]+(\.[0-9]+)?")


def csv_cell(value):
    """A cell as a spreadsheet shows it and never runs it: text that starts like a formula gets
    a ``'`` before it (OWASP's rule); numbers stay numbers (an amount of money is a string).

    >>> [csv_cell(v) for v in ("=PI()", "@SUM(A1)", "-2+3", "Anna", -5, "-12.50", None)]
    ["'=PI()", "'@SUM(A1)", "'-2+3", 'Anna', -5, '-12.50', '']
    """
    if value is None:
        return ""
    if isinstance(value, str) and value.startswith(FORMULA_START) and not NUMBER.fullmatch(value):
        return "'" + value
    return value


def csv_answer(columns: list[str], rows: list[list], filename: str) -> Response:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([csv_cell(column) for column in columns])
    writer.writerows([csv_cell(value) for value in row] for row in rows)
    return Response(out.getvalue(), mimetype="text/csv",
                    headers={"Content-Disposition": f'attachment; filename="{filename}"'})
