"""Commands for a hand booked by its result (`referee.booked`): a game the referee does not
referee, booked by what happened to the chips.

Such a hand is a row of the hands table like any other (source ``result``), dealt to the next
deal's players by its dealer, so that it passes the deal; its header holds the players and their
stacks, and its log one entry, the result as JSON (``{"game", "put_in", "took"}``).  Its ruling
has the shape of a refereed hand's (outcome ``result``, one pot) and is booked the same way: a
ledger row per player whose chips changed, the open pot left where it is.

Taken back (`undo`: an undo row in its log) the hand is reopened as any booked hand is (the
evening's last, no chips moved since: its rows reversed by correction rows) and waits for its
result: the next result posted is booked into it (a correction).  A correction (`correct`)
replaces the result that stands.  Each result posted otherwise is a new hand: two identical
results are two hands (no duplicate check as for uploads).
"""

from __future__ import annotations

from referee.booked import Result, check_result

from .. import store
from ..finished import result_stats
from ..loaded import get_hand
from ..refusals import Refusal, conflict
from ..seating import get_evening, next_deal, table
from ..store import Store
from .evening import _still_open
from .hand import _reopen, book_ruled

SOURCE = "result"


def is_booked_by_result(hand: dict) -> bool:
    return hand["source"] == SOURCE


def book_result(db: Store, evening_id: int, game, result) -> int:
    """Book the result of a hand of `game`: a new hand of the next deal's players, or the hand
    whose result was taken back, which waits for it; its id."""
    t = table(db, evening_id)
    _still_open(t.evening)
    if t.live is not None and is_booked_by_result(t.live):
        return _book_into(db, t.live, game, result, seq=None)
    t.no_live_hand("in_play_result")
    deal = next_deal(t)
    if deal.redeal_of is not None:
        raise conflict("redeal_same_game", "game", number=deal.redeal_of)
    if deal.dealer is None:
        raise conflict("nobody_dealt_in", "players")
    stacks = deal.header["starting_stacks"]
    checked = check_result(game, result, deal.players, stacks)
    number = (t.last["number"] if t.last else 0) + 1
    hand_id = store.add_hand(db, evening_id, number, SOURCE, deal.dealer,
                             {"players": deal.players, "starting_stacks": stacks})
    _book(db, get_hand(db, hand_id), checked, "act", "hand")
    return hand_id


def standing(db: Store, hand: dict) -> list[str]:
    """The result that stands in the hand's log (one entry, or none once it was taken back)."""
    return store.effective_actions(store.action_log(db, hand["id"]))


def undo_result(db: Store, hand: dict, seq: int | None) -> None:
    """Take the result back (an undo row): the booked hand is reopened (while it is the evening's
    last and nobody's chips moved since) and waits for its result."""
    _open_for_entries(db, hand, seq)
    if not standing(db, hand):
        raise conflict("nothing_to_undo", "action", number=hand["number"])
    if hand["status"] == "booked":
        _reopen(db, hand)
    store.add_action(db, hand["id"], len(store.action_log(db, hand["id"])), None)


def correct_result(db: Store, hand: dict, game, result, seq: int | None) -> None:
    """Replace the result that stands by another (checked as a new one is), or give the result
    of a hand that waits for it; booked again."""
    _open_for_entries(db, hand, seq)
    _book_into(db, hand, game, result, seq)


def _book_into(db: Store, hand: dict, game, result, seq: int | None) -> int:
    checked = check_result(game, result, hand["header"]["players"], hand["header"]["starting_stacks"])
    if hand["status"] == "booked":
        _reopen(db, hand)
    how = "replace" if standing(db, hand) else "act"
    _book(db, get_hand(db, hand["id"]), checked, how, "correction")
    return hand["id"]


def _book(db: Store, hand: dict, checked: Result, how: str, kind: str) -> None:
    """Append the result to the hand's log (`how`: act, or replace the one that stands) and book it."""
    text = store.dump_json(checked.as_json())
    seq = len(store.action_log(db, hand["id"]))
    store.add_action(db, hand["id"], seq, text, kind=None if how == "act" else how,
                     target=0 if how == "replace" else None)
    players, stacks = hand["header"]["players"], hand["header"]["starting_stacks"]
    ruled = checked.ruled(players, stacks)
    book_ruled(db, hand, ruled, result_stats(checked, players), kind)


def _open_for_entries(db: Store, hand: dict, seq: int | None) -> None:
    """The evening still open, and `seq` the hand's (rows in its log: else 409, nothing changes)."""
    if not is_booked_by_result(hand):
        raise Refusal(409, "not_by_result", "hand_id", number=hand["number"])
    _still_open(get_evening(db, hand["evening_id"]))
    rows = len(store.action_log(db, hand["id"]))
    if seq is not None and seq != rows:
        raise conflict("stale_seq", "seq", seq=rows, sent=seq)
