"""The hand read from the database: its log replayed entry by entry up to the first that no longer
fits, the hand as the tablet sees it (with the pots on the table and the betting round in one
tap), its corrections in words, and the hand as a history, ruled or in PHH."""

from __future__ import annotations

from dataclasses import dataclass, field

from referee.actions import ActionSyntaxError, parse_action
from referee.history import load_hand
from referee.pots import uncalled
from referee.replay import Phase, State, replay
from referee.ruling import rule_history
from referee.streets import Did
from referee.streets import apply as apply_did
from referee.violations import RuleViolation
from referee.words.steps import did_text
from referee.words.table import view_json

from .. import i18n, store
from ..seating import get_hand
from ..words import LANGUAGES


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
            checked.did.append(apply_did(state, text, index))
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
    pots = state.layered(bets)
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
    `shortcut`: the betting round in one tap, ``shortcut``, or None).  The hand and its log are
    read in one snapshot (a hand booked between the two reads showed live and over)."""
    with store.snapshot(db):
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
    with store.snapshot(db):
        hand = get_hand(db, hand_id)
        log = store.action_log(db, hand_id)
    return check(hand, store.effective_actions(log)).state.view()


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
