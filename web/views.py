"""What the service shows of an evening and its hands, read from the database: the hand as the
tablet sees it, the evening with its seats and chips, the hands, the leaderboard, the ledger,
the odds.  Read models only: nothing here writes.

Chips are conserved: all stacks plus all pots equal buy-ins plus rebuys less what leavers
took home (`evening_view`'s ``chips``).
"""

from __future__ import annotations

import copy
import json
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from referee.actions import ActionSyntaxError, parse_action
from referee.history import load_hand
from referee.odds import odds, odds_by_street
from referee.pots import Pot, build_pots, uncalled
from referee.replay import Phase, State, replay
from referee.ruling import rule_history
from referee.streets import Did
from referee.streets import apply as apply_did
from referee.violations import RuleViolation
from referee.words.steps import did_text
from referee.words.table import view_json

from . import chart, i18n, store, workers
from .refusals import Refusal
from .seating import Deal, get_evening, get_hand, next_deal, table
from .words import LANGUAGES


def state_of(hand: dict, actions: list[str]) -> State:
    """The referee's state of `hand` after `actions`."""
    return replay({**hand["header"], "actions": actions})


# --- a hand replayed entry by entry, up to the first that no longer fits ------------------------------

@dataclass
class Checked:
    """A hand's standing actions replayed: the `state` after every action that fits, what each
    of them did (`did`, None for a comment), and the first one that no longer fits (`broken`:
    after a correction of an earlier entry; None when every entry fits)."""

    state: State
    actions: list[str]
    did: list[Did | None] = field(default_factory=list)
    broken: RuleViolation | None = None

    @property
    def fits(self) -> int:
        """How many entries fit (all of them unless the hand is broken)."""
        return len(self.did)


def check(hand: dict, actions: list[str]) -> Checked:
    """Replay `actions` of `hand` one by one; stop at the first that breaks a rule (a log
    corrected at an earlier entry may hold one; nothing new is accepted until it is fixed)."""
    state = State(load_hand({**hand["header"], "actions": []}))
    checked = Checked(state, actions)
    for index, text in enumerate(actions):
        try:
            action = parse_action(text, state.names)
        except ActionSyntaxError as error:
            checked.broken = RuleViolation("action.syntax", problem=error.phrase).at(index, text)
            break
        try:
            checked.did.append(apply_did(state, action, index))
        except RuleViolation as error:
            checked.broken = error.at(index, text)
            break
    return checked


def entries_of(checked: Checked) -> list[dict]:
    """Each entry that fits, with what it did as data and in words ("Carla calls 3")."""
    names = checked.state.names
    return [{"index": i, "action": checked.actions[i], **did.as_json(),
             "text": {lang: did_text(did, names, lang) for lang in LANGUAGES}}
            for i, did in enumerate(checked.did) if did is not None]


def broken_of(hand: dict, log: list[dict], checked: Checked) -> dict | None:
    """The entry that no longer fits, for the view: its place (0-based), its action, the rule
    and why in words, what it did when it was entered (``was``), and how many entries wait
    behind it."""
    error = checked.broken
    if error is None or error.index is None:
        return None
    index = error.index
    return {"index": index, "action": checked.actions[index], "rule": error.rule,
            "message": {lang: i18n.refusal(error, lang) for lang in LANGUAGES},
            "was": _was(hand, log, index), "waiting": len(checked.actions) - index - 1}


def corrections_of(hand: dict, log: list[dict]) -> list[dict]:
    """Every correction of an earlier entry in a hand's log, for its replay: its kind, the entry
    (``n``, 1-based), what the entry did before and after it in words (``old``: as it was when
    entered; ``new``: where it went; None where there is none), and when (``at``, the row's
    time)."""
    out = []
    for row, standing in _folded(log):
        kind = store.row_kind(row)
        if kind not in store.CORRECTIONS:
            continue
        target = row["target"]
        old = None if kind == "insert" else _did_words(hand, *reversed(standing[target]), target)
        new = None if row["text"] is None else \
            _did_words(hand, [text for text, _ in standing[:target]], row["text"], target)
        out.append({"kind": kind, "n": target + 1, "old": old, "new": new, "at": row["created_at"]})
    return out


def _folded(log: list[dict]):
    """Each row of a hand's log with the entries that stood just before it, each as (text, the
    entries before it when it was entered: where it fitted)."""
    standing: list[tuple[str, list[str]]] = []
    for row in log:
        yield row, list(standing)
        kind, target = store.row_kind(row), row.get("target")
        if kind == "undo":
            if standing:
                standing.pop()
        elif kind in ("replace", "insert"):
            entry = (row["text"], [text for text, _ in standing[:target]])
            if kind == "replace":
                standing[target] = entry
            else:
                standing.insert(target, entry)
        elif kind == "delete":
            del standing[target]
        else:
            standing.append((row["text"], [text for text, _ in standing]))


def _did_words(hand: dict, before: list[str], text: str, index: int) -> dict | None:
    """What action `text` did after the actions `before`, in words; None if that cannot be told
    (never the raw action)."""
    try:
        state = state_of(hand, before)
        did = apply_did(state, parse_action(text, state.names), index)
    except (ActionSyntaxError, RuleViolation):
        return None
    if did is None:
        return None
    return {lang: did_text(did, state.names, lang) for lang in LANGUAGES}


def _was(hand: dict, log: list[dict], index: int) -> dict | None:
    """What entry `index` did when it was entered (it fitted then), in words; None if that
    cannot be told."""
    *_, (_, standing) = _folded([*log, {"text": None, "undo": 0, "kind": "end", "target": None}])
    if not 0 <= index < len(standing):
        return None
    text, before = standing[index]
    return _did_words(hand, before, text, index)


def history_of(db, hand_id: int) -> dict:
    """A hand as its history: the header and the actions that stand (of a hand corrected at an
    earlier entry, those before the first that no longer fits)."""
    hand = get_hand(db, hand_id)
    actions = store.effective_actions(store.action_log(db, hand_id))
    checked = check(hand, actions)
    return {**hand["header"], "actions": actions[:checked.fits]}


# --- the table's pots and the one-tap betting round ------------------------------------------------

def table_pots(state: State) -> dict:
    """The pots as they lie on the table now: the bets of the round in progress still in front
    of the players (``round``, not in a pot yet), the main pot and the side pots with who may
    win each, and an excess that nobody can match (``back``: seat and chips; an all-in player's
    opponent bet more than anyone could call) apart, since it only comes back.  At the end of a
    round these are the referee's pots (`State.pots`)."""
    in_round = state.phase == Phase.BET
    bets = [s.contributed - s.dead - (s.bet if in_round else 0) for s in state.seats]
    back = state.uncalled() if state.phase in (Phase.SHOWDOWN, Phase.OVER) else uncalled(bets)
    if back:
        bets[back[0]] -= back[1]
    folded = {i for i, s in enumerate(state.seats) if s.folded}
    pots = [Pot(sum(s.dead for s in state.seats) + state.hand.carried_pot, tuple(state.in_hand))]
    for pot in build_pots(bets, folded):
        if pot.eligible in ((), pots[-1].eligible):
            pots[-1] = Pot(pots[-1].amount + pot.amount, pots[-1].eligible)
        else:
            pots.append(pot)
    return {"pots": [{"amount": p.amount, "eligible": [state.names[i] for i in p.eligible]} for p in pots if p.amount],
            "back": {"seat": back[0], "name": state.names[back[0]], "amount": back[1]} if back else None,
            "round": sum(s.bet for s in state.seats) if in_round else 0}


def round_shortcut(state: State) -> dict | None:
    """The betting round in one tap, where it is legal for every player left to act: everyone
    checks (``check``), or everyone calls the bet in full (``call``, ``amount`` the bet); the
    actions it stands for, one per player (so that the history and the undo stay exact), and
    who.  None when one of them could not (a bring-in, an all-in call for less, a player who
    only has the one action left anyway)."""
    if state.phase != Phase.BET or state.to_act is None:
        return None
    trial = State(state.hand)                     # the same hand again, to try the round on
    for text in state.texts:
        trial.apply(text)
    street, kind, actions, seats = trial.street, None, [], []
    while trial.phase == Phase.BET and trial.street == street and trial.to_act is not None:
        seat = trial.to_act
        legal = trial.legal()
        if legal["bring_in"] is not None:
            return None
        now = "check" if legal["check"] else "call" if legal["call"] == trial.high - trial.seats[seat].bet else None
        if now is None or kind not in (None, now):
            return None
        kind = now
        actions.append(f"p{seat + 1} cc")
        seats.append(seat)
        trial.apply(actions[-1])
    if len(actions) < 2:
        return None
    return {"kind": kind, "amount": state.high, "actions": actions, "seats": seats,
            "names": [state.names[s] for s in seats]}


# --- a hand -----------------------------------------------------------------------------------------

def hand_view(db, hand_id: int, shortcut: bool = False) -> dict:
    """The hand as the tablet shows it: the referee's view plus where the hand stands (with
    `shortcut`: the betting round in one tap, ``shortcut``, or None)."""
    hand = get_hand(db, hand_id)
    log = store.action_log(db, hand_id)
    checked = check(hand, store.effective_actions(log))
    view = view_of(hand, log, checked)
    if shortcut:
        view["shortcut"] = round_shortcut(checked.state) if checked.broken is None else None
    return view


def hand_next(db, hand_id: int) -> dict:
    """What comes next in a hand and its players' cards (the referee's `State.view`, without
    words or entries): enough to read what a tap of the table asks for."""
    hand = get_hand(db, hand_id)
    return check(hand, store.effective_actions(store.action_log(db, hand_id))).state.view()


def view_of(hand: dict, log: list[dict], checked: Checked) -> dict:
    """The view of `hand` with its `log` replayed (`checked`): the referee's view of the state
    (after the entries that fit), ``seq`` (the log's rows), ``log`` (the actions that stand),
    ``entries`` (what each did, in words), ``broken`` (the first entry that no longer fits, or
    None), the pots as they lie on the table (``table_pots``), and once booked its ruling."""
    out = {**view_json(checked.state), "table_pots": table_pots(checked.state), "id": hand["id"],
           "evening_id": hand["evening_id"], "number": hand["number"],
           "source": hand["source"], "dealer": hand["dealer"], "status": hand["status"], "seq": len(log),
           "log": checked.actions, "header": hand["header"], "entries": entries_of(checked),
           "broken": broken_of(hand, log, checked)}
    if hand["ruling"] is not None:
        out.update(hand["ruling"])
    return out


def ruled_hand(db, hand_id: int) -> dict:
    """An uploaded hand as its history plus the ruling."""
    hand = get_hand(db, hand_id)
    out = {**hand["header"], "actions": store.effective_actions(store.action_log(db, hand_id)),
           "id": hand["id"], "number": hand["number"], "status": hand["status"]}
    if hand["ruling"] is not None:
        out.update(hand["ruling"])
    return out


def phh_of(db, hand_id: int) -> dict:
    """A hand as we write it in PHH: canonical actions and, once it is over, its ruling."""
    history = history_of(db, hand_id)
    state = replay(history)
    if state.over:
        return rule_history(history, canonical=True)
    return {**history, "actions": list(state.texts)}


def shown_history(db, hand_id: int) -> dict:
    """The history of a hand whose chances may be shown: a booked hand's always, a hand in play's
    only while the host has the evening's odds view on (403 otherwise)."""
    hand = get_hand(db, hand_id)
    if hand["status"] == "live" and not store.odds_view(db, hand["evening_id"]):
        raise Refusal(403, "odds_off", "hand_id", number=hand["number"])
    return {**hand["header"], "actions": store.effective_actions(store.action_log(db, hand_id))}


_worked_out: OrderedDict[str, Any] = OrderedDict()        # the last odds worked out, by what they were worked from
_worked_out_lock = threading.Lock()
WORKED_OUT = 64


_working: dict[str, threading.Event] = {}                  # what is being worked out now, by the same key


def _worked_out_once(function, history: dict, budget: float):
    """`function(history, budget=...)` in a worker, or its answer kept from the last time the
    same hand stood the same way (the replay asked again, a second phone, the tablet reloaded);
    asked again while it is being worked out, the answer is waited for, not worked out twice."""
    key = f"{function.__name__} {json.dumps(history, sort_keys=True)}"
    while True:
        with _worked_out_lock:
            if key in _worked_out:
                _worked_out.move_to_end(key)
                return copy.deepcopy(_worked_out[key])
            working = _working.get(key)
            if working is None:
                working = _working[key] = threading.Event()
                break
        with workers.waiting():
            working.wait(60)                          # another request works it out: its answer, or our turn
    try:
        with workers.slot():                          # or Busy: come back later (503)
            answer = workers.run(function, history, budget=budget)
        with _worked_out_lock:
            _worked_out[key] = answer
            while len(_worked_out) > WORKED_OUT:
                _worked_out.popitem(last=False)
    finally:
        with _worked_out_lock:
            del _working[key]
        working.set()
    return copy.deepcopy(answer)


def odds_of(db, hand_id: int) -> dict:
    """Each player's chances in a hand (in progress, with the odds view on, or over), see
    `referee.odds.odds`; worked out in a worker process (`web.workers`), so that the table does
    not wait meanwhile, and kept while the hand stands as it is."""
    return _worked_out_once(odds, shown_history(db, hand_id), budget=2.0)


def odds_by_street_of(db, hand_id: int) -> list[dict]:
    """How the chances moved street by street, see `referee.odds.odds_by_street` (in a worker,
    kept while the hand stands as it is); for a hand in play only with the odds view on."""
    return _worked_out_once(odds_by_street, shown_history(db, hand_id), budget=0.5)


# --- the evening ------------------------------------------------------------------------------------

def evening_view(db, evening_id: int) -> dict:
    t = table(db, evening_id)
    live_stacks: dict[str, int] = {}
    live_pot = live_carried = 0
    if t.live is not None:
        state = check(t.live, store.effective_actions(store.action_log(db, t.live["id"]))).state
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


def evening_settings(db, evening: dict) -> dict:
    """What the end of the evening added to it: the chip value, whether it has ended, its
    season, how its debts are paid, the chances on the phones, and its count of changes."""
    season = store.season(db, evening["season_id"]) if evening.get("season_id") else None
    return {"chip_value": evening.get("chip_value"), "closed_at": evening.get("closed_at"),
            "season": {"id": season["id"], "name": season["name"]} if season else None,
            "settle": evening.get("settle") or {"mode": "direct", "bank": None},
            "phone_odds": bool(evening.get("phone_odds")), "seq": evening.get("seq", 0)}


def _totals(db, evening_id: int) -> dict[str, int]:
    totals = dict.fromkeys(("buy_in", "rebuy", "leave", "cash_out", "reopen"), 0)
    for (_, kind), amount in store.ledger_sums(db, evening_id).items():
        if kind in totals:
            totals[kind] += amount
    return totals


def hand_list(db, evening_id: int, offset: int = 0, limit: int = -1, newest_first: bool = False) -> list[dict]:
    """The evening's hands (`limit` of them after `offset`, -1: all; `newest_first`: from the
    last), each with its players, outcome and winnings (from the hand's summary, not its ruling)."""
    get_evening(db, evening_id)
    out = []
    for hand in store.hand_rows(db, evening_id, offset, limit, newest_first):
        ruled = hand["summary"]
        names = hand["header"]["players"]
        out.append({"id": hand["id"], "number": hand["number"], "source": hand["source"], "status": hand["status"],
                    "dealer": hand["dealer"], "variant": hand["header"]["variant"], "players": names,
                    "outcome": ruled["outcome"] if ruled else None,
                    "winnings": dict(zip(names, ruled["winnings"])) if ruled else None})
    return out


def leaderboard(db, evening_id: int) -> list[dict]:
    """Every player by net (won or lost in the hands: their chips, and what they took home,
    less what they bought in), a tie by name: their chips, what they bought in, hands won, the
    biggest pot won.  A rebuy adds chips, not winnings: it never moves a player up."""
    t = table(db, evening_id)
    net: dict[str, int] = {}
    bought: dict[str, int] = {}
    for (player, kind), amount in store.ledger_sums(db, evening_id).items():
        if player is not None and kind in ("hand", "correction"):
            net[player] = net.get(player, 0) + amount
        if player is not None and kind in ("buy_in", "rebuy"):
            bought[player] = bought.get(player, 0) + amount
    won: dict[str, int] = {}
    biggest: dict[str, int] = {}
    for hand in store.summaries(db, evening_id):
        for name, chips in zip(hand["players"], hand["winnings"]):
            if chips > 0:
                won[name] = won.get(name, 0) + 1
                biggest[name] = max(biggest.get(name, 0), chips)
    board = [{"name": s["name"], "chips": t.chips.get(s["name"], 0), "net": net.get(s["name"], 0),
              "bought": bought.get(s["name"], 0), "hands_won": won.get(s["name"], 0),
              "biggest_pot": biggest.get(s["name"], 0), "left": s["left_at"] is not None} for s in t.seats]
    return sorted(board, key=lambda p: (-p["net"], p["name"].casefold()))


# --- what is folded from the ledger, kept ------------------------------------------------------------

_folds: OrderedDict[tuple, tuple[int, Any]] = OrderedDict()   # (database, evening, kind) -> (last row, fold)
_folds_lock = threading.Lock()
FOLDS = 64


def ledger_fold(db, evening_id: int, make) -> Any:
    """A fold of the evening's ledger rows, in order (``make()``: a new one, with ``add(hand
    number, player, amount, kind)`` and ``snapshot()``), as it stands: its snapshot.  The ledger
    is append-only, so a fold is kept per evening and only the rows added since are folded in
    (a long evening's chart does not read its thousands of rows again).  Read inside a
    transaction (rows that may yet be rolled back), it is folded afresh and not kept."""
    if db.conn.in_transaction:
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


def stack_lines(db, evening_id: int) -> tuple[int, dict[str, list]]:
    """The stack chart's last hand and lines (`web.chart.stack_series` of the ledger)."""
    return ledger_fold(db, evening_id, chart.StackSeries)


def ledger_view(db, evening_id: int) -> list[dict]:
    get_evening(db, evening_id)
    return store.ledger(db, evening_id)
