"""What a request does to an evening: start it, choose the game, seat players, deal a hand,
apply an action, take one back, correct an earlier one, book an uploaded hand, end and reopen
it.  Each command runs inside the caller's transaction (`web.store.transaction`), refuses with
a `web.refusals.Refusal` or the referee's `RuleViolation` before it writes anything, and
returns what it changed: the evening's id, or the hand it was given (loaded once by the caller,
`web.loaded.load`) with the tap applied, for the caller to render (`web.views`).

The commands for the evening and its players, its end and its settings are in
`web.commands.evening`; those for a hand (live or uploaded, its booking and its corrections)
in `web.commands.hand`; those for a hand of another game booked by its result in
`web.commands.booked`; a payment of the settlement ticked off as paid and taken back in
`web.commands.paid`; the shared expenses and the host's kitty in `web.commands.expenses`.
Callers ask this package (``commands.x``).
"""

from __future__ import annotations

from .booked import book_result, correct_result, is_booked_by_result, undo_result
from .evening import (
    change_evening,
    create_evening,
    end_evening,
    join,
    leave,
    rebuy,
    rebuys_to_take_back,
    reopen_evening,
    season_for,
    set_game,
    take_back_rebuy,
)
from .expenses import add_expense, remove_expense, set_kitty
from .hand import (
    Broken,
    act,
    act_all,
    act_each,
    book,
    book_ruled,
    correct,
    digest,
    held_declarations,
    start_live,
    too_late,
    undo,
    upload,
)
from .paid import mark_all_paid, mark_open, mark_paid
from .seat import SEAT_INTENTS, knows_its_cards, release_seat, seal, seat_act, take_seat

__all__ = [
    "SEAT_INTENTS",
    "Broken",
    "act",
    "act_all",
    "act_each",
    "add_expense",
    "book",
    "book_result",
    "book_ruled",
    "change_evening",
    "correct",
    "correct_result",
    "create_evening",
    "digest",
    "end_evening",
    "held_declarations",
    "is_booked_by_result",
    "join",
    "knows_its_cards",
    "leave",
    "mark_all_paid",
    "mark_open",
    "mark_paid",
    "rebuy",
    "rebuys_to_take_back",
    "release_seat",
    "remove_expense",
    "reopen_evening",
    "seal",
    "season_for",
    "seat_act",
    "set_game",
    "set_kitty",
    "start_live",
    "take_back_rebuy",
    "take_seat",
    "too_late",
    "undo",
    "undo_result",
    "upload",
]
