"""The hand as the service shows it, rendered from the hand loaded once for the request
(`web.loaded`): the referee's view of its state with the pots on the table, what one tap can
enter now, what each entry did in words, the entry that no longer fits; its corrections in
words; and the hand as a history, ruled or in PHH."""

from __future__ import annotations

import functools
import threading
from collections import OrderedDict

from referee.pots import uncalled
from referee.replay import Phase, State, replay
from referee.ruling import rule_history
from referee.shortcuts import Round, betting_round, face_down_deals
from referee.streets import Did
from referee.words.state import view_json
from referee.words.steps import did_text

from .. import store
from ..loaded import LoadedHand, broken_of, did_words, folded, get_hand, read
from ..store import Store
from ..words import LANGUAGES


def entries_of(hand: LoadedHand, languages: tuple[str, ...] = LANGUAGES) -> list[dict]:
    """Each entry that fits, with what it did as data and in words ("Carla calls 3") in `languages`."""
    names = tuple(hand.state.names)
    return [{"index": i, "action": hand.actions[i], **_did_entry(did, names, languages)}
            for i, did in enumerate(hand.checked.did) if did is not None]


@functools.lru_cache(maxsize=8192)
def _did_entry(did: Did, names: tuple[str, ...], languages: tuple[str, ...]) -> dict:
    """What an entry did as data and in words, remembered: every tap draws the hand's entries
    again, all but the last as before."""
    return {**did.as_json(), "text": {lang: did_text(did, names, lang) for lang in languages}}


def corrections_of(hand: dict, log: list[dict]) -> list[dict]:
    """Every correction of an earlier entry in a hand's log, for its replay: its kind, the entry
    (``n``, 1-based), what the entry did before and after it in words (``old``: as it was when
    entered; ``new``: where it went; None where there is none), and when (``at``, the row's
    time)."""
    out = []
    for row, standing in folded(log):
        kind = store.row_kind(row)
        if kind not in store.CORRECTIONS:
            continue
        target = row["target"]
        old = None if kind == "insert" else did_words(hand, standing[target][1], standing[target][0], target)
        new = None if row["text"] is None else \
            did_words(hand, [text for text, _ in standing[:target]], row["text"], target)
        out.append({"kind": kind, "n": target + 1, "old": old, "new": new, "at": row["created_at"]})
    return out


def history_of(db: Store, hand_id: int) -> dict:
    """A hand as its history: the header and the actions that stand (of a hand corrected at an
    earlier entry, those before the first that no longer fits)."""
    return read(db, hand_id).history()


# --- the table's pots, and what one tap enters ----------------------------------------------------

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


def one_tap(state: State, hand: dict | None = None) -> dict:
    """What one tap can enter now (the API's intents, the table's big buttons): the rest of the
    betting round (``round``: kind check or call, the amount, the actions and who, or None), and
    the face-down cards due to everyone in turn (``deal_down``: the actions, empty when none).
    With the `hand`'s row, the round is remembered (`_round`)."""
    cut = betting_round(state) if hand is None else _round(state, hand)
    names = state.names
    return {"round": None if cut is None else {"kind": cut.kind, "amount": cut.amount, "actions": list(cut.actions),
                                               "seats": list(cut.seats), "names": [names[s] for s in cut.seats]},
            "deal_down": list(face_down_deals(state))}


ROUNDS_KEPT = 512                          # betting rounds remembered, each at every step still to come
_rounds: OrderedDict[tuple, Round | None] = OrderedDict()
_rounds_lock = threading.Lock()


def _round(state: State, hand: dict) -> Round | None:
    """`betting_round` of `state`, remembered: the round tried once also says the round after each
    of its actions (the rest of it, while two players or more are left to act), so the next tap
    of the round, the round's first action entered, finds its round without trying it again.  A
    state is its hand's header and actions (the row's id and header, the texts applied): a hand
    corrected at an earlier entry has other texts, so nothing remembered stands for it."""
    key = (hand["id"], repr(hand["header"]), tuple(state.texts))
    with _rounds_lock:
        if key in _rounds:
            return _rounds[key]
    cut = betting_round(state)
    steps = {key: cut}
    if cut is not None:
        steps.update({(*key[:2], key[2] + cut.actions[:done]): rest for done, rest in cut.rests()})
    with _rounds_lock:
        _rounds.update(steps)
        while len(_rounds) > ROUNDS_KEPT:
            _rounds.popitem(last=False)
    return cut


# --- a hand -----------------------------------------------------------------------------------------

def hand_view(db: Store, hand_id: int) -> dict:
    """The hand as the tablet shows it (`view_of` the hand as the last tap left it)."""
    return view_of(read(db, hand_id))


def view_of(hand: LoadedHand, languages: tuple[str, ...] = LANGUAGES) -> dict:
    """The view of a loaded hand: the referee's view of the state (after the entries that fit),
    ``seq`` (the log's rows), ``log`` (the actions that stand), ``entries`` (what each did, in
    words), ``broken`` (the first entry that no longer fits, or None), the pots as they lie on the
    table (``table_pots``), what one tap can enter (``one_tap``, while the hand is in play and
    every entry fits), and once booked its ruling.  The state's words in `languages` (the table
    draws one)."""
    row, state = hand.row, hand.state
    live = row["status"] == "live" and hand.checked.broken is None
    out = {**view_json(state, languages), "table_pots": table_pots(state), "id": row["id"],
           "evening_id": row["evening_id"], "number": row["number"],
           "source": row["source"], "dealer": row["dealer"], "status": row["status"], "seq": hand.seq,
           "log": hand.actions, "header": row["header"], "entries": entries_of(hand, languages),
           "broken": broken_of(hand), "one_tap": one_tap(state, row) if live else None}
    if row["ruling"] is not None:
        out.update(row["ruling"])
    return out


def ruled_hand(db: Store, hand_id: int) -> dict:
    """An uploaded hand as its history plus the ruling."""
    hand = get_hand(db, hand_id)
    out = {**hand["header"], "actions": store.effective_actions(store.action_log(db, hand_id)),
           "id": hand["id"], "number": hand["number"], "status": hand["status"]}
    if hand["ruling"] is not None:
        out.update(hand["ruling"])
    return out


def phh_of(db: Store, hand_id: int) -> dict:
    """A hand as we write it in PHH: canonical actions and, once it is over, its ruling."""
    return phh(history_of(db, hand_id))


def phh(history: dict) -> dict:
    """`history` as we write it in PHH: canonical actions and, once it is over, its ruling."""
    state = replay(history)
    if state.over:
        return rule_history(history, canonical=True)
    return {**history, "actions": list(state.texts)}
