"""What the worker processes run besides the odds (`web.workers`): an import's hands replayed
and checked (`check_hands`, for `web.transfer`), and an upload that books nothing read and its
first hand ruled (`ruled_upload`, for `web.pages.upload`).  No Flask and no database here: the
fork server imports this module (with the referee) once as the service starts, and a worker
forked from it has all it needs at hand.
"""

from __future__ import annotations

from marshmallow import ValidationError

from referee.histories import HistoryFormatError, place, read_histories
from referee.replay import replay_fitting
from referee.ruling import rule_history
from referee.violations import RuleViolation
from schemas import HandUploadSchema

from . import i18n
from .finished import hand_stats, result_stats, ruled, stored_result
from .kept import CORRECTIONS, KeptRuling, effective_actions, kept_ruling
from .refusals import invalid, schema_problem
from .words import say

# --- an import's hands -------------------------------------------------------------------------------


def check_hands(hands: list[dict], names: list[str], count: int, rows_of: dict[int, list[dict]]
                ) -> list[tuple[KeptRuling, dict] | None]:
    """`_check_hand` for some of the `count` hands of an evening (in a worker process)."""
    return [_check_hand(hand, names, count, rows_of[hand["number"]]) for hand in hands]


def _check_hand(hand: dict, names: list[str], hands: int, rows: list[dict]
                ) -> tuple[KeptRuling, dict] | None:
    """Replay one hand and check its ledger rows; its ruling as the hands table keeps it and
    what the standings count of it (None: it is in play)."""
    number = hand["number"]
    if hand["dealer"] not in names or any(p not in names for p in hand["header"].get("players", [])):
        raise invalid("import_hand_players", "hands", number=number)
    if hand["source"] == "result":
        ruling, stats = _booked_by_result(hand)
    else:
        ruling, stats = _replayed(hand, hands)
    if ruling is None and number != hands:
        raise invalid("import_in_play", "hands", number=number)
    if ruling is None and hand["booked_after"] is not None:
        raise invalid("import_marked_booked", "hands", number=number)
    if ruling is not None and hand["booked_after"] is None:
        raise invalid("import_not_marked", "hands", number=number)
    got: dict[str | None, int] = {}
    for row in rows:
        got[row["player"]] = got.get(row["player"], 0) + row["amount"]
    if {k: v for k, v in got.items() if v} != _ledger_of(hand["header"], ruling):
        raise invalid("import_hand_ledger", "ledger", number=number)
    return None if ruling is None or stats is None else (kept_ruling(hand["header"], ruling), stats)


def _replayed(hand: dict, hands: int) -> tuple[dict | None, dict | None]:
    """A refereed hand replayed: its ruling and what the standings count of it (None: in play)."""
    number = hand["number"]
    try:
        state, broken = replay_fitting({**hand["header"], "actions": effective_actions(log_rows(hand))})
    except (RuleViolation, IndexError, ValueError) as error:
        raise invalid("import_replay", "hands", number=number, problem=str(error)) from None
    if broken is not None and (number != hands or hand["booked_after"] is not None):
        # only the hand in play may wait for the correction of an entry that no longer fits
        raise invalid("import_replay", "hands", number=number, problem=str(broken))
    ruling = ruled(state) if state.over and broken is None else None
    return ruling, None if ruling is None else hand_stats(state, ruling)


def _booked_by_result(hand: dict) -> tuple[dict | None, dict | None]:
    """A hand booked by its result, its result checked again: its ruling and what the standings
    count of it (None: its result was taken back, it waits for one)."""
    header = hand["header"]
    try:
        standing = effective_actions(log_rows(hand))
        if len(standing) > 1:
            raise ValueError(f"{len(standing)} results stand: one at most")
        if not standing:
            return None, None
        result = stored_result(header, standing[0])
    except (RuleViolation, IndexError, ValueError, KeyError) as error:
        raise invalid("import_replay", "hands", number=hand["number"], problem=str(error)) from None
    return result.ruled(header["players"], header["starting_stacks"]), result_stats(result, header["players"])


def log_rows(hand: dict) -> list[dict]:
    """The log rows of an exported hand, as the store keeps them (a row that does not hold
    together, like an undo with a text, is a ValueError)."""
    rows: list[dict] = []
    standing = 0                                  # the actions that stand before the row
    for row in hand["log"]:
        kind = row.get("kind") or ("undo" if row["text"] is None else "act")
        if (row["text"] is None) != (kind in ("undo", "delete")) or \
                (row.get("target") is None) != (kind not in CORRECTIONS):
            raise ValueError(f"a log row of kind {kind} {'needs' if kind in CORRECTIONS else 'has no'} target "
                             f"and {'no' if kind in ('undo', 'delete') else 'a'} text")
        if kind == "undo" and not standing:
            raise ValueError(f"log row {len(rows) + 1} is an undo with no action before it to take back")
        standing += {"act": 1, "insert": 1, "undo": -1, "delete": -1}.get(kind, 0)
        rows.append({"undo": kind == "undo", "text": row["text"], "kind": kind, "target": row.get("target")})
    return rows


def _ledger_of(header: dict, ruling: dict | None) -> dict[str | None, int]:
    """What a hand's ledger rows must add up to, per player (None: the open pot)."""
    if ruling is None:
        return {}
    expected: dict[str | None, int] = {name: after - before for name, before, after
                                       in zip(header["players"], header["starting_stacks"],
                                              ruling["finishing_stacks"]) if after != before}
    pot = ruling["ruling"].get("carried_pot", 0) - header.get("carried_pot", 0)
    if pot:
        expected[None] = pot
    return expected


# --- an upload that books nothing ----------------------------------------------------------------------


def ruled_upload(text: str, name: str | None, lang: str) -> tuple[str | None, dict | None, int]:
    """In a worker process: an upload read and its first hand ruled: (None, the ruled hand, how
    many hands the upload holds), or (the refusal in `lang`, None, 0)."""
    try:
        histories = read_histories(text, name)
    except HistoryFormatError as err:                # some hands of a PokerStars file (HandsRefused) too
        return str(err), None, 0
    try:
        upload_fields(histories[0])                 # what booking it would check (no stack above 10⁹)
    except ValidationError as err:
        return schema_problem(err).message(lang), None, 0
    try:
        return None, rule_history(histories[0]), len(histories)
    except RuleViolation as err:
        return RefusedHand(err, histories[0]).words(name, False, lang), None, 0


def upload_fields(history: dict) -> dict:
    """The fields of a history the service keeps, checked (`ValidationError` otherwise)."""
    fields = HandUploadSchema().fields
    return HandUploadSchema().load({k: v for k, v in history.items() if k in fields})


class RefusedHand(Exception):
    """The referee's refusal of one hand of an upload, with the hand (to say where it is)."""

    def __init__(self, error: RuleViolation, history: dict):
        super().__init__(str(error))
        self.error, self.history = error, history

    def words(self, name: str | None, several: bool, lang: str) -> str:
        err = self.error
        where = say("at_action", lang, n=err.index + 1, action=err.action) if err.index is not None else ""
        if several or "_lines" in self.history:
            where = place(name, self.history, several=several, index=err.index) + ": " + where
        return where + i18n.refusal(err, lang)
