"""The API's routes across evenings: every screen live (Server-Sent Events) and the season."""

from __future__ import annotations

from flask import Response, current_app, request
from marshmallow import Schema, fields

from schemas.settle import SeasonListSchema, StandingsSchema

from .. import events, seasons, store
from ..errors import error
from ..refusals import Refusal
from ..seating import get_evening as evening_or_404
from ..store import get_db
from .base import csv_answer, endpoint

# --- every screen live ----------------------------------------------------------------------------

class EventsQuerySchema(Schema):
    seq = fields.Integer(validate=lambda n: 0 <= n <= 10**15,
                         metadata={"description": "The evening's seq the screen shows: a newer one is sent at once "
                                                  "(a reconnection's Last-Event-ID header wins)."})


#: the laptop's own browser: the host's screens, not counted by address (`web.events.Slots`)
HOST_ADDRESSES = ("127.0.0.1", "::1")


@endpoint("get", "/evenings/<int:evening_id>/events", "events", None, content_type="text/event-stream",
          query=EventsQuerySchema, refusals=(404, 422, 503))
def evening_events(query, evening_id: int):
    """Server-Sent Events: {"evening", "seq"} each time the evening changes (an entry, a deal, a player, the
    end); the newest seq at once to a screen that is behind"""
    db = get_db()
    evening_or_404(db, evening_id)
    now = store.evening_seq(db, evening_id)
    last = request.headers.get("Last-Event-ID", "").strip()
    after = int(last) if last.isdigit() and len(last) < 16 else query.get("seq")
    config = current_app.config
    slots = events.slots_for(config["MAX_STREAMS"])
    address = None if request.remote_addr in HOST_ADDRESSES else request.remote_addr or ""
    if not slots.take(address):
        refused = (Refusal(503, "too_many_streams", None, n=slots.limit) if slots.open >= slots.limit else
                   Refusal(503, "too_many_streams_here", None, n=slots.share))
        response = error(503, refused.message(), field=None)
        response.headers["Retry-After"] = "5"
        return response
    body = events.stream(db.path_key, evening_id, now, after, slots, address=address,
                         heartbeat=config["STREAM_HEARTBEAT"], life=config["STREAM_LIFE"],
                         gone=request.environ.get(events.GONE))
    return Response(body, mimetype="text/event-stream",
                    headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"})


# --- the season -------------------------------------------------------------------------------------

@endpoint("get", "/seasons", "listSeasons", SeasonListSchema)
def list_seasons():
    """The seasons (evenings grouped by a name), with how many evenings each holds"""
    return {"seasons": seasons.seasons(get_db())}


@endpoint("get", "/seasons/<int:season_id>/standings", "standings", StandingsSchema, refusals=(404,))
def standings(season_id: int):
    """The season's standings: each player's result over the ended evenings (and per evening), hands played,
    VPIP, showdowns reached and won, wild cards at showdowns, the biggest pot, the best hand, the luckiest river"""
    db = get_db()
    seasons.get_season(db, season_id)
    seasons.work_out_stats(db, season_id)          # once per hand, kept; each evening in a short transaction
    return seasons.standings(db, season_id)


STANDINGS_COLUMNS = ["rank", "name", "evenings", "net_chips", "net_money", "currency", "hands_played", "vpip",
                     "showdowns", "showdowns_won", "wild_cards_at_showdowns", "biggest_pot", "best_hand"]


@endpoint("get", "/seasons/<int:season_id>/standings.csv", "standingsCsv", None, content_type="text/csv",
          refusals=(404,))
def standings_csv(season_id: int):
    """The standings as CSV: a row per player, a column per ended evening at the end"""
    db = get_db()
    seasons.get_season(db, season_id)
    seasons.work_out_stats(db, season_id)
    table = seasons.standings(db, season_id)
    columns = STANDINGS_COLUMNS + [f"evening {e['id']}: {e['name']}" for e in table["evenings"]]
    rows = []
    for p in table["players"]:
        best = p["best_hand"]["description"]["en"] if p["best_hand"] else ""
        results = ["" if r is None else (r["net_money"] if table["currency"] else r["net_chips"])
                   for r in p["results"]]
        rows.append([p["rank"], p["name"], p["evenings"], p["net_chips"], p["net_money"] or "",
                     table["currency"] or "chips", p["hands_played"], "" if p["vpip"] is None else p["vpip"],
                     p["showdowns"], p["showdowns_won"], p["wild_cards_at_showdowns"], p["biggest_pot"], best,
                     *results])
    return csv_answer(columns, rows, f"season-{season_id}-standings.csv")


