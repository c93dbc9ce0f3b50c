"""What the service shows of an evening and its hands, read from the database: the hand as the
tablet sees it (`web.views.hand`), the hand's chances (`web.views.chances`), the hand as a
guest sees it, no hole card that was not shown (`web.views.guest`), the evening with its
seats and chips, the hands, the leaderboard, the ledger (`web.views.evening`).  Read models
only: nothing here writes.  Callers ask this package (``views.x``).

Chips are conserved: all stacks plus all pots equal buy-ins plus rebuys less what leavers
took home (`evening_view`'s ``chips``).
"""

from __future__ import annotations

from .booked import result_view
from .chances import WORKED_OUT, odds_by_street_of, odds_of, shown_history
from .evening import (
    FOLDS,
    evening_settings,
    evening_view,
    hand_list,
    leaderboard,
    ledger_fold,
    ledger_view,
    pots_won,
    stack_lines,
    taken_home,
)
from .guest import guest_hand, guest_hand_view, guest_odds_by_street_of, guest_odds_of, guest_phh_of, public_history
from .hand import (
    corrections_of,
    entries_of,
    hand_view,
    history_of,
    one_tap,
    phh,
    phh_of,
    ruled_hand,
    table_pots,
    view_of,
)
from .seat import SeatHand, sealed_counts, seat_hand, seat_odds

__all__ = [
    "FOLDS",
    "WORKED_OUT",
    "SeatHand",
    "corrections_of",
    "entries_of",
    "evening_settings",
    "evening_view",
    "guest_hand",
    "guest_hand_view",
    "guest_odds_by_street_of",
    "guest_odds_of",
    "guest_phh_of",
    "hand_list",
    "hand_view",
    "history_of",
    "leaderboard",
    "ledger_fold",
    "ledger_view",
    "odds_by_street_of",
    "odds_of",
    "one_tap",
    "phh",
    "phh_of",
    "pots_won",
    "public_history",
    "result_view",
    "ruled_hand",
    "sealed_counts",
    "seat_hand",
    "seat_odds",
    "shown_history",
    "stack_lines",
    "table_pots",
    "taken_home",
    "view_of",
]
