"""The story of the evening (`web.story`), on the tablet and on the players' phones: the best
hand, the biggest pot, the wildest hand, how often each rank was wild, each player's hands,
showdowns won and chips, and the luckiest river, which the script asks for after the page
(``?part=river``) where it is not worked out yet."""

from __future__ import annotations

from flask import Blueprint, g, render_template, request, url_for

from .. import store, story, views
from ..seating import get_evening
from ..store import Store, get_db
from . import show
from .board import evening_of_token, stack_charts
from .frame import guard

bp = guard(Blueprint("story", __name__))


def story_context(db: Store, evening_id: int) -> dict:
    """The story, ready to show in the page's language; the luckiest river only once every
    showdown's 7th-street odds are worked out (else the script asks for it after the page)."""
    lang = g.lang
    told = story.story(db, evening_id)
    evening = get_evening(db, evening_id)
    chips, home = store.chips(db, evening_id), views.taken_home(store.ledger_sums(db, evening_id))
    return {"evening": evening, "story": told, "ids": store.booked_ids(db, evening_id),
            "pending": len(story.pending_rivers(db, evening_id)), "again": False,
            "players": [{**p, "chips": chips.get(p["name"], 0), "taken_home": home.get(p["name"], 0)}
                        for p in told["players"]],
            **show.story(told, lang), **stack_charts(db, evening)}


def _story_page(evening_id: int, readonly: bool, back: str):
    """The story page, or with ``?part=river`` its luckiest river: worked out first where it is
    not kept yet (once per hand, outside the write lock), a slice of a second at a time: the
    part then says how many showdowns are left, and the script asks again."""
    db = get_db()
    if request.args.get("part") == "river":
        get_evening(db, evening_id)
        story.work_out_rivers(db, evening_id, seconds=story.RIVER_SLICE)
        pending = len(story.pending_rivers(db, evening_id))
        ids = store.booked_ids(db, evening_id)
        lucky = story.luckiest(db, evening_id, {hand_id: number for number, hand_id in ids.items()})
        return render_template("_story_river.html", river=show.river({"luckiest_river": lucky}, g.lang),
                               pending=pending, again=bool(pending), ids=ids, readonly=readonly)
    return render_template("story.html", readonly=readonly, back=back, **story_context(db, evening_id))


@bp.get("/evenings/<int:evening_id>/story")
def evening_story(evening_id: int):
    return _story_page(evening_id, False, url_for("board.board", evening_id=evening_id))


@bp.get("/watch/<token>/story")
def watch_story(token: str):
    """The story for the players' phones: read only, reached from their leaderboard."""
    return _story_page(evening_of_token(token), True, url_for("live.watch_page", token=token))
