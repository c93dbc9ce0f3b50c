"""The season: evenings grouped under a name, and the standings across them.

A player is the same person across evenings by name, whatever the case, the spaces around it
or the Unicode form (`schemas.names.player_key`); the standings show the latest spelling.
Only evenings that have ended count: each player's result there is the settlement's
(`web.settle`), so the standings are the sum of the evenings.  Ranked by money when every
counted evening has a chip value in one currency, else by chips.

From the hands themselves, for each player: hands played, how often they put chips in by
choice (VPIP: a call, bet, raise or completion; the ante, the bring-in and a payment for a
wild card are forced), showdowns reached (still in when the cards were shown, a muck
included) and won (a share of a pot there), the wild cards they held at showdowns, the
biggest pot won, the best hand shown, and the luckiest river (the largest rise of their
chance to win with the 7th-street cards, where the story of the evening has worked it out).

What the standings count of a hand needs the referee to replay it (a few milliseconds a
hand), so it is worked out once and kept in the ``hand_stats`` table, a cache keyed by the
hand's ruling like the story's river swings: `work_out_stats` does that outside any
transaction, each evening's hands in a short transaction of its own.
"""

from __future__ import annotations

from decimal import Decimal

from referee.replay import replay
from schemas.names import player_key

from . import settle, store
from .refusals import not_found
from .story import _digest

VOLUNTARY = ("call", "bet", "raise")


def get_season(db, season_id: int) -> dict:
    row = store.season(db, season_id)
    if row is None:
        raise not_found("no_season", "season_id", season_id=season_id)
    return row


def seasons(db) -> list[dict]:
    return store.seasons(db)


# --- what a hand counts for -------------------------------------------------------------------------------

def hand_stats(hand: dict, actions: list[str]) -> dict[str, dict]:
    """What the standings count of one booked hand, per player: put chips in by choice,
    reached the showdown, won there, wild cards held there, chips won."""
    state = replay({**hand["header"], "actions": actions})
    ruling = hand["ruling"]["ruling"]
    showdown = ruling["outcome"] == "showdown"
    winners = {name for pot in ruling["pots"] for name in pot["winners"]}
    voluntary = {event.seat for event in state.events if event.kind in VOLUNTARY}
    out = {}
    for i, (seat, won) in enumerate(zip(state.seats, hand["ruling"]["winnings"])):
        reached = showdown and not seat.folded
        out[seat.name] = {"vpip": i in voluntary, "showdown": reached, "won_showdown": reached and seat.name in winners,
                          "wild": len(state.wild_cards(i)) if reached and seat.shown else 0, "won": won}
    return out


def _booked(db, evening_id: int) -> list[dict]:
    return [h for h in store.hands(db, evening_id) if h["status"] == "booked"]


def work_out_stats(db, season_id: int) -> int:
    """Work out what the standings count of each hand of the season's ended evenings, where it
    is not kept yet (call it outside a transaction); how many hands it did."""
    done = 0
    for evening in store.season_evenings(db, season_id):
        if evening["closed_at"] is None:
            continue
        hands = _booked(db, evening["id"])
        kept = store.hand_stats(db, [h["id"] for h in hands])
        missing = [h for h in hands if (h["id"], _digest(h["ruling"])) not in kept]
        worked = [(h, hand_stats(h, store.effective_actions(store.action_log(db, h["id"])))) for h in missing]
        if worked:
            with store.transaction(db):
                for hand, stats in worked:
                    store.add_hand_stats(db, hand["id"], _digest(hand["ruling"]), stats)
        done += len(worked)
    return done


# --- the standings ----------------------------------------------------------------------------------------

def _row(name: str, evenings: int) -> dict:
    return {"name": name, "evenings": 0, "net_chips": 0, "money": Decimal(0), "results": [None] * evenings,
            "hands_played": 0, "vpip_hands": 0, "showdowns": 0, "showdowns_won": 0, "wild_cards_at_showdowns": 0,
            "biggest_pot": 0, "best_hand": None, "best_key": None, "luckiest_river": None}


def standings(db, season_id: int) -> dict:
    """The season's standings (`schemas.settle.StandingsSchema`): each player's result over the
    ended evenings and per evening, and what they did in the hands (from what `work_out_stats`
    keeps: a hand not worked out yet is worked out here, without being kept)."""
    season = get_season(db, season_id)
    evenings = store.season_evenings(db, season_id)
    counted = [e for e in evenings if e["closed_at"] is not None]
    values = [e["chip_value"] for e in counted]
    currencies = {v["currency"] for v in values if v}
    currency = next(iter(currencies)) if counted and all(values) and len(currencies) == 1 else None
    rows: dict[str, dict] = {}
    pending = 0
    for index, evening in enumerate(counted):
        settled = settle.settlement(db, evening["id"])
        for p in settled["players"]:
            row = rows.setdefault(player_key(p["name"]), _row(p["name"], len(counted)))
            row["name"] = p["name"]                          # the latest spelling
            row["evenings"] += 1
            row["net_chips"] += p["net_chips"]
            if p["net_money"] is not None:
                row["money"] += Decimal(p["net_money"])
            row["results"][index] = {"evening_id": evening["id"], "net_chips": p["net_chips"],
                                     "net_money": p["net_money"]}
        pending += _count_hands(db, evening, rows, len(counted))
    ranked = sorted(rows.values(), key=lambda r: (-(r["money"] if currency else r["net_chips"]),
                                                  player_key(r["name"])))
    players = []
    for rank, row in enumerate(ranked, 1):
        played = row["hands_played"]
        players.append({"rank": rank, "name": row["name"], "evenings": row["evenings"], "net_chips": row["net_chips"],
                        "net_money": _money(row["money"], counted) if currency else None, "results": row["results"],
                        "hands_played": played, "vpip": round(row["vpip_hands"] / played, 4) if played else None,
                        **{k: row[k] for k in ("showdowns", "showdowns_won", "wild_cards_at_showdowns",
                                               "biggest_pot", "best_hand", "luckiest_river")}})
    summary = next((s for s in store.seasons(db) if s["id"] == season["id"]), None)
    return {"season": summary, "evenings": [_evening(e) for e in counted],
            "not_counted": [_evening(e) for e in evenings if e["closed_at"] is None],
            "currency": currency, "players": players, "rivers_pending": pending}


def _evening(evening: dict) -> dict:
    return {"id": evening["id"], "name": evening["name"], "created_at": evening["created_at"],
            "closed": evening["closed_at"] is not None, "chip_value": evening["chip_value"]}


def _money(total: Decimal, counted: list[dict]) -> str:
    places = max(max(0, -Decimal(e["chip_value"]["unit"]).normalize().as_tuple().exponent) for e in counted)
    return f"{total:.{places}f}"


def _count_hands(db, evening: dict, rows: dict[str, dict], evenings: int) -> int:
    """Add what the evening's hands count for to `rows`; how many of its showdowns have no river
    swing kept yet."""
    hands = _booked(db, evening["id"])
    ids = [h["id"] for h in hands]
    kept = store.hand_stats(db, ids)
    swings = store.river_swings_of(db, ids)
    pending = 0
    for hand in hands:
        digest = _digest(hand["ruling"])
        stats = kept.get((hand["id"], digest))
        if stats is None:
            stats = hand_stats(hand, store.effective_actions(store.action_log(db, hand["id"])))
        ruling = hand["ruling"]["ruling"]
        if ruling["outcome"] == "showdown" and (hand["id"], digest) not in swings:
            pending += 1
        for name, counts in stats.items():
            row = rows.setdefault(player_key(name), _row(name, evenings))
            row["hands_played"] += 1
            row["vpip_hands"] += counts["vpip"]
            row["showdowns"] += counts["showdown"]
            row["showdowns_won"] += counts["won_showdown"]
            row["wild_cards_at_showdowns"] += counts["wild"]
            row["biggest_pot"] = max(row["biggest_pot"], counts["won"])
        for name, shown in ruling["hands"].items():
            high = ("category" in shown and all(isinstance(k, int) for k in shown["key"])
                    and hand["header"]["variant"] != "FR")                  # a Razz hand is a low (as the story)
            row = rows[player_key(name)]
            if high and (row["best_key"] is None or shown["key"] > row["best_key"]):
                row["best_key"] = shown["key"]
                row["best_hand"] = {"evening_id": evening["id"], "hand": hand["number"], "cards": shown["cards"],
                                    "wilds": shown["wilds"], "description": shown["description"]}
        for name, swing in swings.get((hand["id"], digest), {}).items():
            row = rows[player_key(name)]
            best = row["luckiest_river"]
            if swing > 0 and (best is None or swing > best["swing"]):
                row["luckiest_river"] = {"evening_id": evening["id"], "hand": hand["number"], "swing": swing}
    return pending
