"""A finished hand as the service keeps it: its ruling (`ruled`) and what a season's standings
count of it (`hand_stats`), both from the referee's state at hand.  Pure: the commands book
them, an import works them out in the worker processes, the standings ask for a hand whose
numbers are not kept."""

from __future__ import annotations

import json

from referee.booked import Result, check_result
from referee.replay import State
from referee.ruling import rule
from referee.words.explanation import ruling_json

#: the betting actions a player makes by choice (the ante, the bring-in and a payment for a
#: wild card are forced)
VOLUNTARY = ("call", "bet", "raise")

#: what the numbers of `hand_stats` count, as each player's ``version`` says: 2 since the wild
#: cards at a showdown count a mucked (or unshown) hand's face-up ones too (numbers
#: kept without a version, count only a shown hand's: `web.seasons` works them out again)
STATS_VERSION = 2


def ruled(state: State) -> dict:
    """What is kept of a finished hand's ruling: finishing stacks, winnings, the ruling."""
    ruling = rule(state)
    return {"finishing_stacks": ruling.finishing_stacks, "winnings": ruling.winnings, "ruling": ruling_json(ruling)}


def hand_stats(state: State, ruled: dict) -> dict[str, dict]:
    """What a season's standings (`web.seasons`) count of a finished hand, per player: put chips
    in by choice (a call, bet, raise or completion), reached the showdown (still in when the
    cards were shown, a muck included), won there (a share of a pot), wild cards held there
    (`known_wild_cards`), chips won; and the ``version`` of what they count (`STATS_VERSION`)."""
    ruling = ruled["ruling"]
    showdown = ruling["outcome"] == "showdown"
    winners = {name for pot in ruling["pots"] for name in pot["winners"]}
    voluntary = {event.seat for event in state.events if event.kind in VOLUNTARY}
    out = {}
    for i, (seat, won) in enumerate(zip(state.seats, ruled["winnings"])):
        reached = showdown and not seat.folded
        out[seat.name] = {"vpip": i in voluntary, "showdown": reached, "won_showdown": reached and seat.name in winners,
                          "wild": known_wild_cards(state, i) if reached else 0, "won": won, "version": STATS_VERSION}
    return out


def known_wild_cards(state: State, seat: int) -> int:
    """How many wild cards a player holds as everybody at the table knows their hand once it is
    over (docs/security.md: shown cards are public, the others stay private): every wild card
    of a hand shown; of a hand mucked or won without showing, the wild face-up cards (and the
    common card) alone, judged without its hidden cards, so that the number tells nothing of
    them, not even where a face-up card is wild because of a hole card (the lowest hole card
    wild): the same number as the hand's public history gives (`web.views.public_history`)."""
    s = state.seats[seat]
    if s.shown:
        return len(state.wild_cards(seat))
    public = [d.card for d in s.cards if d.up and d.card is not None] + ([state.common] if state.common else [])
    return len(state.game.wild_cards(state.rules, state.wilds, public, []))


def stored_result(header: dict, text: str) -> Result:
    """The result a hand booked by its result keeps as its log's entry (``{"game", "put_in",
    "took"}`` as JSON), checked again against its header (a HistoryError, or a ValueError for
    text that is no result)."""
    given = json.loads(text)
    if not isinstance(given, dict):
        raise ValueError("the result is not a table")
    return check_result(given.get("game"), {k: v for k, v in given.items() if k != "game"}, header["players"],
                        header["starting_stacks"])


def result_stats(result: Result, players: list[str]) -> dict[str, dict]:
    """What the standings count of a hand booked by its result (`referee.booked.Result`), per
    player of the deal: played, put chips in by choice when they put any in, won what they took;
    never a showdown (nobody saw the cards)."""
    return {name: {"vpip": bool(result.put_in.get(name)), "showdown": False, "won_showdown": False, "wild": 0,
                   "won": result.took.get(name, 0)} for name in players}
