"""The evening read from the database: its seats and chips (all stacks plus all pots equal
buy-ins plus rebuys less what leavers took home), its settings, the hands, the leaderboard,
the ledger and what is folded from it (the stack chart), kept per evening."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from referee.games import game_type

from .. import chart, store
from ..loaded import read
from ..seating import Deal, get_evening, next_deal, table
from ..store import Store

TAKEN_HOME = ("leave", "cash_out", "reopen")         # the ledger's rows of chips leaving the table (and back)

# --- the evening ------------------------------------------------------------------------------------

def evening_view(db: Store, evening_id: int) -> dict:
    t = table(db, evening_id)
    live_stacks: dict[str, int] = {}
    live_pot = live_carried = 0
    if t.live is not None and t.live["source"] != "result":      # a hand booked by its result has no state
        state = read(db, t.live["id"]).state
        live_stacks = {s.name: s.stack for s in state.seats}
        live_pot, live_carried = state.total_pot, t.live["header"].get("carried_pot", 0)
    deal = next_deal(t) if t.live is None else Deal(None, [], {})
    totals = _totals(db, evening_id)
    stacks = sum(live_stacks.get(name, chips) for name, chips in t.chips.items())
    return {
        "id": t.evening["id"], "name": t.evening["name"], "created_at": t.evening["created_at"],
        "game": t.evening["game"],
        "players": [{"name": s["name"], "seat": s["seat"], "chips": t.chips.get(s["name"], 0),
                     "left": s["left_at"] is not None, "in_hand": live_stacks.get(s["name"])} for s in t.seats],
        "hands": t.last["number"] if t.last else 0,
        "live_hand": ({"id": t.live["id"], "number": t.live["number"], "dealer": t.live["dealer"]}
                      if t.live is not None else None),
        "next_dealer": deal.dealer, "next_players": deal.players, "redeal_of": deal.redeal_of,
        "odds_view": store.odds_view(db, evening_id),
        "open_pot": t.open_pot - live_carried,
        "chips": {"bought": totals["buy_in"] + totals["rebuy"],
                  "cashed_out": -(totals["leave"] + totals["cash_out"] + totals["reopen"]),
                  "stacks": stacks, "pots": t.open_pot - live_carried + live_pot},
        **evening_settings(db, t.evening),
    }


def evening_settings(db: Store, evening: dict) -> dict:
    """What the end of the evening added to it: the chip value, whether it has ended, its
    season, how its debts are paid, the chances on the phones, and its count of changes."""
    season = store.season(db, evening["season_id"]) if evening.get("season_id") else None
    return {"chip_value": evening.get("chip_value"), "closed_at": evening.get("closed_at"),
            "season": {"id": season["id"], "name": season["name"]} if season else None,
            "settle": evening.get("settle") or {"mode": "direct", "bank": None},
            "phone_odds": bool(evening.get("phone_odds")), "seq": evening.get("seq", 0)}


def taken_home(sums: dict[tuple[str | None, str], int]) -> dict[str, int]:
    """What each player took home, from the ledger's sums (`web.store.ledger_sums`): on
    leaving, or cashed out at the end (less what a reopened evening gave back)."""
    home: dict[str, int] = {}
    for (player, kind), amount in sums.items():
        if player is not None and kind in TAKEN_HOME:
            home[player] = home.get(player, 0) - amount
    return {player: chips for player, chips in home.items() if chips}


def _totals(db: Store, evening_id: int) -> dict[str, int]:
    totals = dict.fromkeys(("buy_in", "rebuy", *TAKEN_HOME), 0)
    for (_, kind), amount in store.ledger_sums(db, evening_id).items():
        if kind in totals:
            totals[kind] += amount
    return totals


def hand_list(db: Store, evening_id: int, offset: int = 0, limit: int = -1, newest_first: bool = False) -> list[dict]:
    """The evening's hands (`limit` of them after `offset`, -1: all; `newest_first`: from the
    last), each with its players, outcome and winnings (from the hand's summary, not its ruling)."""
    get_evening(db, evening_id)
    out = []
    for hand in store.hand_rows(db, evening_id, offset, limit, newest_first):
        ruled = hand["summary"]
        names = hand["header"]["players"]
        out.append({"id": hand["id"], "number": hand["number"], "source": hand["source"], "status": hand["status"],
                    "dealer": hand["dealer"], "variant": hand["header"].get("variant"), "players": names,
                    "game": ruled.get("game") if hand["source"] == "result" else dict(game_type(hand["header"]).name),
                    "outcome": ruled["outcome"] if ruled else None,
                    "winnings": dict(zip(names, ruled["winnings"])) if ruled else None})
    return out


def leaderboard(db: Store, evening_id: int) -> list[dict]:
    """Every player by net (won or lost in the hands: their chips, and what they took home,
    less what they bought in), a tie by name: their chips, what they took home (on leaving, or
    cashed out at the end), what they bought in, hands won, the biggest pot won (`pots_won`).
    A rebuy adds chips, not winnings: it never moves a player up."""
    t = table(db, evening_id)
    net: dict[str, int] = {}
    bought: dict[str, int] = {}
    sums = store.ledger_sums(db, evening_id)
    for (player, kind), amount in sums.items():
        if player is not None and kind in ("hand", "correction"):
            net[player] = net.get(player, 0) + amount
        if player is not None and kind in ("buy_in", "rebuy"):
            bought[player] = bought.get(player, 0) + amount
    home = taken_home(sums)
    won: dict[str, int] = {}
    biggest: dict[str, int] = {}
    for hand in store.summaries(db, evening_id):
        for name, chips in zip(hand["players"], hand["winnings"]):
            if chips > 0:
                won[name] = won.get(name, 0) + 1
        for name, pot in pots_won(hand).items():
            biggest[name] = max(biggest.get(name, 0), pot)
    board = [{"name": s["name"], "chips": t.chips.get(s["name"], 0), "net": net.get(s["name"], 0),
              "bought": bought.get(s["name"], 0), "taken_home": home.get(s["name"], 0),
              "hands_won": won.get(s["name"], 0), "biggest_pot": biggest.get(s["name"], 0),
              "left": s["left_at"] is not None} for s in t.seats]
    return sorted(board, key=lambda p: (-p["net"], p["name"].casefold()))


def pots_won(hand: dict) -> dict[str, int]:
    """The pot each winner of a booked hand (its summary, `web.store.hand_summary`) won or
    shared: the chips of the pots they had a share of, not their share of them."""
    won: dict[str, int] = {}
    for amount, winners in hand["pots"]:
        for name in winners:
            won[name] = won.get(name, 0) + amount
    return won


# --- what is folded from the ledger, kept ------------------------------------------------------------

_folds: OrderedDict[tuple, tuple[int, Any]] = OrderedDict()   # (database, evening, kind) -> (last row, fold)
_folds_lock = threading.Lock()
FOLDS = 64


def ledger_fold(db: Store, evening_id: int, make) -> Any:
    """A fold of the evening's ledger rows, in order (``make()``: a new one, with ``add(hand
    number, player, amount, kind)`` and ``snapshot()``), as it stands: its snapshot.  The ledger
    is append-only, so a fold is kept per evening and only the rows added since are folded in
    (a long evening's chart does not read its thousands of rows again).  Read inside a
    transaction (rows that may yet be rolled back), it is folded afresh and not kept."""
    if store.uncommitted(db):
        fold = make()
        for _, *row in store.ledger_lines(db, evening_id):
            fold.add(*row)
        return fold.snapshot()
    evening = get_evening(db, evening_id)
    key = (getattr(db, "path_key", ""), evening_id, evening["created_at"], make)
    with _folds_lock:
        last, fold = _folds.pop(key, (0, None))
        if fold is None:
            fold = make()
        rows = store.ledger_lines(db, evening_id, last)
        for _, *row in rows:
            fold.add(*row)
        _folds[key] = (rows[-1][0] if rows else last, fold)
        while len(_folds) > FOLDS:
            _folds.popitem(last=False)
        return fold.snapshot()


def stack_lines(db: Store, evening_id: int) -> tuple[int, dict[str, list]]:
    """The stack chart's last hand and lines (`web.chart.stack_series` of the ledger)."""
    return ledger_fold(db, evening_id, chart.StackSeries)


def ledger_view(db: Store, evening_id: int) -> list[dict]:
    get_evening(db, evening_id)
    return store.ledger(db, evening_id)
