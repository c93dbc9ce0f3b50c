"""The API's route of every screen live: an evening's changes as Server-Sent Events."""

from __future__ import annotations

from flask import Response, current_app, request
from marshmallow import Schema, fields

from .. import events, gate, store
from ..errors import error
from ..refusals import Refusal
from ..seating import get_evening
from ..store import get_db
from .base import endpoint

# --- every screen live ----------------------------------------------------------------------------

class EventsQuerySchema(Schema):
    seq = fields.Integer(validate=lambda n: 0 <= n <= 10**15,
                         metadata={"description": "The evening's seq the screen shows: a newer one is sent at once "
                                                  "(a reconnection's Last-Event-ID header wins)."})


@endpoint("get", "/evenings/<int:evening_id>/events", "events", None, content_type="text/event-stream",
          query=EventsQuerySchema, refusals=(404, 422, 503))
def evening_events(query, evening_id: int):
    """Server-Sent Events: {"evening", "seq"} each time the evening changes (an entry, a deal, a player, the
    end); the newest seq at once to a screen that is behind"""
    db = get_db()
    get_evening(db, evening_id)                         # 404 for an evening that does not exist
    now = store.evening_seq(db, evening_id)
    assert now is not None                              # the evening is there: it has a seq
    last = request.headers.get("Last-Event-ID", "").strip()
    after = int(last) if last.isdigit() and len(last) < 16 else query.get("seq")
    config = current_app.config
    slots = events.slots_for(config["MAX_STREAMS"])
    host = request.environ.get(gate.LANE) == gate.HOST or request.remote_addr in gate.LAPTOP
    address = None if host else request.remote_addr or ""           # the host's: not counted, and first
    if not slots.take(address):
        refused = (Refusal(503, "too_many_streams_here", None, n=slots.share) if slots.full_here(address) else
                   Refusal(503, "too_many_streams", None, n=slots.limit))
        response = error(503, refused.message(), field=None)
        response.headers["Retry-After"] = "5"
        return response
    body = events.stream(getattr(db, "path_key", ""), evening_id, now, after, slots, address=address,
                         heartbeat=config["STREAM_HEARTBEAT"], life=config["STREAM_LIFE"],
                         gone=request.environ.get(events.GONE))
    return Response(body, mimetype="text/event-stream",
                    headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"})
