"""The season: evenings grouped under a name, and the standings across them.

A player is the same person across evenings by name, whatever the case, the spaces around it
or the Unicode form (`referee.names.player_key`); the standings show the latest spelling.
Only evenings that have ended count: each player's result there is the settlement's
(`web.settle`), so the standings are the sum of the evenings.  Ranked by money when every
counted evening has a chip value in one currency, else by chips.

From the hands themselves, for each player: hands played, how often they put chips in by
choice (VPIP: a call, bet, raise or completion; the ante, the bring-in and a payment for a
wild card are forced), showdowns reached (still in when the cards were shown, a muck
included) and won (a share of a pot there), the wild cards they held at showdowns, the
biggest pot won (or shared: the pot, not the share), the best hand shown, and the luckiest
river (the largest rise of their chance to win with the 7th-street cards, where the story of
the evening has worked it out).

What the standings count of a hand is worked out as it is booked, from the referee's state at
hand (`web.finished.hand_stats`), and kept in the ``hand_stats`` table, a cache keyed by the
hand's ruling like the story's river swings; a hand without them (booked by an older version,
or the cache dropped) needs the referee to replay it, a few milliseconds: `work_out_stats`
does that outside any transaction, each evening's hands in a short transaction of its own.
So does a showdown whose numbers were kept before what they count changed (`current`: each
player's ``version``, `web.finished.STATS_VERSION`): its numbers are worked out again and
replace the old ones.
"""

from __future__ import annotations

import copy
import threading
from collections import OrderedDict
from decimal import Decimal

from referee.names import player_key
from referee.replay import replay

from . import settle, store, views
from .finished import STATS_VERSION, hand_stats, result_stats, stored_result
from .refusals import not_found
from .store import Store


def get_season(db: Store, season_id: int) -> dict:
    row = store.season(db, season_id)
    if row is None:
        raise not_found("no_season", "season_id", season_id=season_id)
    return row


def seasons(db: Store) -> list[dict]:
    return store.seasons(db)


# --- what a hand counts for -------------------------------------------------------------------------------

def stats_of(hand: dict, actions: list[str]) -> dict[str, dict]:
    """What the standings count of a booked hand whose numbers are not kept (`hand_stats`; a
    hand booked before they were kept with it): its history replayed (a hand booked by its
    result: its result read again)."""
    if hand["source"] == "result":
        return result_stats(stored_result(hand["header"], actions[-1]), hand["header"]["players"])
    return hand_stats(replay({**hand["header"], "actions": actions}), hand["ruling"])


def current(stats: dict[str, dict]) -> bool:
    """Whether a hand's kept numbers count what the standings count now: a hand without a
    showdown counts the same in every version; a showdown's numbers kept before the wild cards
    of a mucked hand's face-up cards counted (no ``version``) are worked out again."""
    return all(not numbers["showdown"] or numbers.get("version", 1) >= STATS_VERSION for numbers in stats.values())


def work_out_stats(db: Store, season_id: int) -> int:
    """Work out what the standings count of each hand of the season's ended evenings, where it
    is not kept yet, or kept as an older version counted it (`current`; call it outside a
    transaction); how many hands it did."""
    done = 0
    for evening in store.season_evenings(db, season_id):
        if evening["closed_at"] is None:
            continue
        old = {hand_id for hand_id, stats in store.current_stats(db, [evening["id"]]).items() if not current(stats)}
        worked = []
        for hand_id in [*store.missing_stats(db, evening["id"]), *sorted(old)]:
            hand = _stored_hand(db, hand_id)
            actions = store.effective_actions(store.action_log(db, hand_id))
            worked.append((hand, stats_of(hand, actions)))
        if worked:
            with store.transaction(db):
                for hand, stats in worked:
                    keep = store.replace_hand_stats if hand["id"] in old else store.add_hand_stats
                    keep(db, hand["id"], store.ruling_digest(hand["ruling"]), stats)
        done += len(worked)
    return done


# --- the standings ----------------------------------------------------------------------------------------

def _row(name: str, evenings: int) -> dict:
    return {"name": name, "evenings": 0, "net_chips": 0, "money": Decimal(0), "results": [None] * evenings,
            "hands_played": 0, "vpip_hands": 0, "showdowns": 0, "showdowns_won": 0, "wild_cards_at_showdowns": 0,
            "biggest_pot": 0, "best_hand": None, "best_key": None, "luckiest_river": None}


_kept: OrderedDict[tuple, tuple[tuple, dict]] = OrderedDict()   # (database, season) -> (made from, standings)
_kept_lock = threading.Lock()
KEPT = 16


def _made_from(db: Store, season_id: int) -> tuple:
    """What a season's standings are made from, in a few values: each of its evenings with its
    count of changes and its end (a hand, a chip, a setting, the end: each counts the evening's
    ``seq`` up), and the standings' numbers and river swings kept for their hands."""
    evenings = tuple(db.execute("SELECT id, seq, closed_at FROM evenings WHERE season_id = ? ORDER BY id",
                                [season_id]).fetchall())
    kept = db.execute(
        "SELECT (SELECT COUNT(*) FROM hand_stats s JOIN hands h ON h.id = s.hand_id JOIN evenings e "
        "ON e.id = h.evening_id WHERE e.season_id = :s), (SELECT COUNT(*) FROM river_swings r JOIN hands h "
        "ON h.id = r.hand_id JOIN evenings e ON e.id = h.evening_id WHERE e.season_id = :s)",
        {"s": season_id}).fetchone()
    return evenings, tuple(kept)


def standings(db: Store, season_id: int) -> dict:
    """The season's standings (`schemas.season.StandingsSchema`): each player's result over the
    ended evenings and per evening, and what they did in the hands (from what `work_out_stats`
    keeps: a hand not worked out yet is worked out here, without being kept).  Made once while
    the season stands as it is (`_made_from`)."""
    season = get_season(db, season_id)
    made_from = _made_from(db, season_id)
    key = (getattr(db, "path_key", ""), season_id)
    with _kept_lock:
        if key in _kept and _kept[key][0] == made_from:
            _kept.move_to_end(key)
            return copy.deepcopy(_kept[key][1])
    table = _standings(db, season)
    if not store.uncommitted(db):                     # what a transaction reads may yet be rolled back
        with _kept_lock:
            _kept[key] = (made_from, table)
            while len(_kept) > KEPT:
                _kept.popitem(last=False)
    return copy.deepcopy(table)


def _standings(db: Store, season: dict) -> dict:
    season_id = season["id"]
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
            key = player_key(p["name"])
            row = rows.get(key) or rows.setdefault(key, _row(p["name"], len(counted)))
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


# --- debts carried -----------------------------------------------------------------------------------

def open_debts(db: Store, season_id: int, before: int | None = None) -> list[dict]:
    """What is still owed in the season: each payment of an ended evening (with a chip value)
    that nobody has ticked off as paid (`web.commands.mark_paid`), with its evening: ``from``,
    ``to`` (None: the cash box), ``amount``, ``currency``, ``evening_id``, ``evening`` (its
    name), ``created_at``.  `before`: only the evenings before that one, in the season's order
    (what the next evening carries)."""
    out = []
    for evening in store.season_evenings(db, season_id):
        if evening["id"] == before:
            break
        if evening["closed_at"] is None or not evening["chip_value"]:
            continue
        for p in settle.settlement(db, evening["id"])["payments"]:
            if p.get("paid") is None:
                out.append({**p, "currency": evening["chip_value"]["currency"], "evening_id": evening["id"],
                            "evening": evening["name"], "created_at": evening["created_at"]})
    return out


def open_balances(debts: list[dict]) -> dict[str, dict[str, Decimal]]:
    """Each player's open balance from the open debts, by the name as compared and currency:
    what they are still owed less what they still owe (the cash box left out)."""
    out: dict[str, dict[str, Decimal]] = {}
    for debt in debts:
        for name, sign in ((debt["from"], -1), (debt["to"], 1)):
            if name is not None:
                mine = out.setdefault(player_key(name), {})
                mine[debt["currency"]] = mine.get(debt["currency"], Decimal(0)) + sign * Decimal(debt["amount"])
    return out


def settle_together(db: Store, evening: dict) -> dict | None:
    """What is still open from the season's earlier evenings and tonight's open payments,
    settled together in the fewest payments (`web.settle.fewest_payments` over what each player
    still owes or is owed, the cash box one more party): ``payments`` (``from``, ``to``,
    ``amount``), ``instead`` (how many payments it replaces), ``currency``.  None when there is
    nothing to settle together (no earlier debts, tonight not ended, more than one currency);
    each evening's own result stays as it is."""
    if evening.get("season_id") is None or evening.get("closed_at") is None or not evening.get("chip_value"):
        return None
    earlier = open_debts(db, evening["season_id"], before=evening["id"])
    if not earlier:
        return None
    tonight = [{**p, "currency": evening["chip_value"]["currency"]}
               for p in settle.settlement(db, evening["id"])["payments"] if p.get("paid") is None]
    debts = earlier + tonight
    value = settle.ChipValue.of(evening["chip_value"])
    if value is None or {d["currency"] for d in debts} != {value.currency}:
        return None
    names: dict[str, str] = {}
    units: dict[str, int] = {}
    for debt in debts:
        for name, sign in ((debt["from"], -1), (debt["to"], 1)):
            key = player_key(name) if name is not None else settle.BOX
            names[key] = name if name is not None else settle.BOX
            units[key] = units.get(key, 0) + sign * settle.money_units(debt["amount"], value)
    payments = settle.fewest_payments({names[k]: u for k, u in units.items()})
    return {"payments": [{"from": p["from"] or None, "to": p["to"] or None, "amount": value.money(p["amount"])}
                         for p in payments],
            "instead": len(debts), "currency": value.currency}


def _stored_hand(db: Store, hand_id: int) -> dict:
    """A hand an evening lists, in full."""
    hand = store.hand(db, hand_id)
    assert hand is not None                      # listed by its evening: a stored hand is never deleted
    return hand


def _evening(evening: dict) -> dict:
    return {"id": evening["id"], "name": evening["name"], "created_at": evening["created_at"],
            "closed": evening["closed_at"] is not None, "chip_value": evening["chip_value"]}


def _money(total: Decimal, counted: list[dict]) -> str:
    most = max(settle.places(Decimal(e["chip_value"]["unit"])) for e in counted)
    return f"{total:.{most}f}"


def _count_hands(db: Store, evening: dict, rows: dict[str, dict], evenings: int) -> int:
    """Add what the evening's hands count for (`_evening_counts`) to `rows`; how many of its
    showdowns have no river swing kept yet."""
    counts, pending = _evening_counts(db, evening)
    for key, part in counts.items():
        row = rows.get(key) or rows.setdefault(key, _row(part["name"], evenings))
        for name in ("hands_played", "vpip_hands", "showdowns", "showdowns_won", "wild_cards_at_showdowns"):
            row[name] += part[name]
        row["biggest_pot"] = max(row["biggest_pot"], part["biggest_pot"])
        if part["best_key"] is not None and (row["best_key"] is None or part["best_key"] > row["best_key"]):
            row["best_key"], row["best_hand"] = part["best_key"], part["best_hand"]
        lucky = part["luckiest_river"]
        if lucky is not None and (row["luckiest_river"] is None or lucky["swing"] > row["luckiest_river"]["swing"]):
            row["luckiest_river"] = lucky
    return pending


_counted: OrderedDict[tuple, tuple[dict, int]] = OrderedDict()   # an evening as it stood -> its counts
COUNTED = 256


def _evening_counts(db: Store, evening: dict) -> tuple[dict[str, dict], int]:
    """What an ended evening's hands count for, by player (`referee.names.player_key`): the
    sums, the biggest pot, the best hand shown and the luckiest river there; and how many of its
    showdowns have no river swing kept.  Counted once while the evening (its ``seq``) and what is
    kept for its hands stand as they are: a season's standings count only what changed."""
    kept = db.execute("SELECT (SELECT COUNT(*) FROM hand_stats s JOIN hands h ON h.id = s.hand_id WHERE "
                      "h.evening_id = :e), (SELECT COUNT(*) FROM river_swings r JOIN hands h ON h.id = r.hand_id "
                      "WHERE h.evening_id = :e)", {"e": evening["id"]}).fetchone()
    key = (getattr(db, "path_key", ""), evening["id"], evening["seq"], *kept)
    with _kept_lock:
        if key in _counted:
            _counted.move_to_end(key)
            return _counted[key]
    counted = _count_evening(db, evening)
    if not store.uncommitted(db):
        with _kept_lock:
            _counted[key] = counted
            while len(_counted) > COUNTED:
                _counted.popitem(last=False)
    return counted


def _count_evening(db: Store, evening: dict) -> tuple[dict[str, dict], int]:
    hands = store.summaries(db, evening["id"])
    kept = store.current_stats(db, [evening["id"]])
    swings = store.current_swings(db, [evening["id"]])
    pending = 0
    parts = _Parts()
    best: dict[str, tuple] = {}                     # player key -> (name, hand) of their best hand here
    for hand in hands:
        stats = kept.get(hand["id"])
        if stats is None or not current(stats):
            full = _stored_hand(db, hand["id"])
            stats = stats_of(full, store.effective_actions(store.action_log(db, hand["id"])))
        if hand["outcome"] == "showdown" and hand["id"] not in swings:
            pending += 1
        _count_stats(parts, stats, views.pots_won(hand))
        _count_best(parts, best, hand)
        _count_rivers(parts, swings.get(hand["id"], {}), evening["id"], hand)
    _add_best_hands(db, parts.counts, best, evening["id"])
    return parts.counts, pending


class _Parts:
    """Each player's counts of an evening, by player key (a name's key worked out once)."""

    def __init__(self) -> None:
        self.counts: dict[str, dict] = {}
        self.keys: dict[str, str] = {}              # name -> player key

    def of(self, name: str) -> dict:
        key = self.keys.get(name)
        if key is None:
            key = self.keys[name] = player_key(name)
        part = self.counts.get(key)
        if part is None:
            part = self.counts[key] = {**_row(name, 0), "best_hand": None}
        return part


def _count_stats(parts: _Parts, stats: dict, pots: dict) -> None:
    """A hand's numbers for each player in it."""
    for name, numbers in stats.items():
        part = parts.of(name)
        part["hands_played"] += 1
        part["vpip_hands"] += numbers["vpip"]
        part["showdowns"] += numbers["showdown"]
        part["showdowns_won"] += numbers["won_showdown"]
        part["wild_cards_at_showdowns"] += numbers["wild"]
        part["biggest_pot"] = max(part["biggest_pot"], pots.get(name, 0))


def _count_best(parts: _Parts, best: dict[str, tuple], hand: dict) -> None:
    """A hand's high hands, where one is a player's best yet."""
    for name, key in hand["high"]:                         # a Razz hand is a low (as the story)
        part = parts.of(name)
        if part["best_key"] is None or key > part["best_key"]:
            part["best_key"] = key
            best[parts.keys[name]] = (name, hand)


def _count_rivers(parts: _Parts, swings: dict, evening_id: int, hand: dict) -> None:
    """A hand's river swings, where one is a player's luckiest yet."""
    for name, swing in swings.items():
        part = parts.of(name)
        lucky = part["luckiest_river"]
        if swing > 0 and (lucky is None or swing > lucky["swing"]):
            part["luckiest_river"] = {"evening_id": evening_id, "hand": hand["number"], "swing": swing}


def _add_best_hands(db: Store, counts: dict[str, dict], best: dict[str, tuple], evening_id: int) -> None:
    """The best hands' rulings, read in full."""
    for player, (name, hand) in best.items():
        shown = _stored_hand(db, hand["id"])["ruling"]["ruling"]["hands"][name]
        counts[player]["best_hand"] = {"evening_id": evening_id, "hand": hand["number"], "cards": shown["cards"],
                                       "wilds": shown["wilds"], "wild_cards": shown.get("wild_cards", []),
                                       "description": shown["description"]}
