"""The data of `bench/bench_season.py`, made fast: evenings of random legal Follow the Queen
hands of seven players, booked in-process through `web.commands` (as an upload books them)
into a SQLite file, one transaction per evening, so that only the referee's work counts.

A player who runs low on chips rebuys (as at a real table), so the evenings keep seven players.
"""

from __future__ import annotations

import pathlib
import random

from harness.handgen import Chooser, play
from web import commands, store, views
from web.seating import next_deal, table

ROOT = pathlib.Path(__file__).resolve().parent.parent

PLAYERS = ["Anna", "Ben", "Carla", "Dan", "Emil", "Fritz", "Gerda"]
GAME = {"variant": "FTQ", "ante": 1, "bet_limits": [1, 5], "max_raises": 3}
CHIPS = 500
REBUY_BELOW = 60


def evening(db, rng: random.Random, name: str, hands: int, season: str | None = None,
            live: bool = False, end: bool = False) -> int:
    """An evening of `hands` booked hands (in one transaction), with a hand in play on 4th street
    (`live`), or ended (`end`); in `season`, with a chip value of 0.10 €.  Its id."""
    with store.transaction(db):
        evening_id = commands.create_evening(db, {
            "name": name, "players": [{"name": n, "chips": CHIPS} for n in PLAYERS], "game": GAME,
            "chip_value": {"amount": "0.10", "currency": "€"}, **({"season": season} if season else {})})
        for _ in range(hands):
            t = table(db, evening_id)
            for name_ in PLAYERS:
                if t.chips.get(name_, 0) < REBUY_BELOW:
                    commands.rebuy(db, evening_id, name_, CHIPS)
            deal = next_deal(table(db, evening_id))
            history = play(rng, {**deal.header, "actions": []})
            commands.upload(db, evening_id, {"players": deal.players, "actions": history["actions"]})
        if live:
            hand_in_play(db, rng, evening_id)
        elif end:
            commands.end_evening(db, evening_id)
    return evening_id


def hand_in_play(db, rng: random.Random, evening_id: int) -> int:
    """Deal the next hand and play it to the start of 4th street's betting; its id."""
    hand = commands.start_live(db, evening_id)
    view = views.view_of(hand)
    choose = Chooser(rng, fold=0.0)
    log: list[str] = []
    while view["street"] < 4 or view["next"]["kind"] != "act":
        text = choose.action(view, log)
        hand = commands.act(db, hand, text)
        view = views.view_of(hand)
        log.append(text)
    return hand.id


def database(path: str | pathlib.Path):
    """A new database file with its schema."""
    store.ensure_database(path)
    return store.connect(path)
