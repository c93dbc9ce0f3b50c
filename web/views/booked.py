"""A hand booked by its result as the service shows it: where it stands, the result that stands
(none once taken back), its ruling once booked (`web.commands.booked`)."""

from __future__ import annotations

import json

from .. import store
from ..loaded import get_hand
from ..store import Store


def result_view(db: Store, hand_id: int) -> dict:
    """The hand (404 if there is none): id, evening, number, source, dealer, status, seq (rows in
    its log), log (the entry that stands), header, the game and the result that stand, and once
    booked its finishing stacks, winnings and ruling."""
    hand = get_hand(db, hand_id)
    log = store.action_log(db, hand_id)
    standing = store.effective_actions(log)
    result = json.loads(standing[-1]) if standing else None
    out = {"id": hand["id"], "evening_id": hand["evening_id"], "number": hand["number"], "source": hand["source"],
           "dealer": hand["dealer"], "status": hand["status"], "seq": len(log), "log": standing,
           "header": hand["header"], "players": hand["header"]["players"],
           "starting_stacks": hand["header"]["starting_stacks"], "game": result["game"] if result else None,
           "result": result, "duplicate": False}
    if hand["ruling"] is not None:
        out.update(hand["ruling"])
    return out
