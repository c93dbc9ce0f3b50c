"""What the table shows of a hand of another game, booked by its result: the form that books
one in a few taps, and the hand booked so (`web.pages.booked` takes the form)."""

from __future__ import annotations

from .. import commands, views
from ..store import Store
from ..words import say

#: the games a host books most often, offered first (any other is typed): their words' ids
PRESETS = ("preset_holdem", "preset_omaha", "preset_draw")
#: what everyone put in, offered as one tap each
AMOUNTS = (1, 2, 5, 10, 20)


def result_form(players: list[str], number: int, lang: str, waiting: dict | None = None) -> dict:
    """What the form shows for the deal's `players` (from the dealer's left) of hand `number`;
    `waiting`: the hand whose result was taken back, which the form books."""
    return {"players": players, "number": number, "presets": [say(p, lang) for p in PRESETS], "amounts": AMOUNTS,
            "waiting": None if waiting is None else waiting["number"]}


def booked_hand(db: Store, hand: dict, lang: str, closed: bool) -> dict:
    """A hand booked by its result as the table shows it: the game, each player's chips in and
    out, the ruling in words, and its undo and correction while it can still be taken back (the
    evening open, the result standing, the evening's last hand, no chips moved since)."""
    view = views.result_view(db, hand["id"])
    result = view["result"] or {"put_in": {}, "took": {}}
    open_to_change = not closed and (view["status"] != "booked" or commands.too_late(db, hand) is None)
    rows = [{"name": name, "put_in": result["put_in"].get(name, 0), "took": result["took"].get(name, 0)}
            for name in view["players"]]
    return {"id": view["id"], "number": view["number"], "dealer": view["dealer"], "status": view["status"],
            "seq": view["seq"], "game": view["game"], "rows": rows,
            "said": view["ruling"]["explanation"][lang] if view["status"] == "booked" else None,
            "undo": open_to_change and view["result"] is not None,
            "correct": open_to_change and view["status"] == "booked",
            "sent": None}


def table_part(db: Store, evening: dict, live: dict | None, hand: dict, lang: str) -> dict:
    """What the table shows when its last hand is one booked by its result: the hand, and while
    it waits for its result (taken back, `live`) the form that books it."""
    closed = evening.get("closed_at") is not None
    out = {"booked": booked_hand(db, hand, lang, closed)}
    if live is not None and not closed:
        out["result_form"] = result_form(hand["header"]["players"], hand["number"], lang, waiting=hand)
    return out
