"""Correcting any entry of a hand, not only the last: replace, insert, delete; a later entry
that no longer fits leaves the hand broken until it is fixed; a booked hand is booked again.
The log and the ledger stay append-only throughout."""

import sqlite3

import pytest

from referee.violations import RuleViolation
from tests.evening.conftest import tables
from web import commands, store, views
from web.refusals import Refusal

DEAL_AND_BET = ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 cc", "p3 cc", "d dh p1 2c"]


def texts(view: dict) -> list[str]:
    return [e["text"]["en"] for e in view["entries"]]


def correct(evening, hand: int, index: int, action: str | None, insert: bool = False) -> dict:
    seq = views.hand_view(evening.db, hand)["seq"]
    return evening.run(commands.correct, hand, index, action, seq, insert)


def test_a_card_three_entries_back_is_replaced_and_the_hand_goes_on(evening):
    hand = evening.live()["id"]
    evening.act(hand, *DEAL_AND_BET[:5])
    view = correct(evening, hand, 1, "d dh p2 ????7c")           # that was Ben's 7♣, not a 6♣
    assert view["broken"] is None
    assert view["wilds"]["ranks"] == ["Q", "7"]
    assert texts(view) == ["Q♥ to Anna", "7♣ to Ben", "9♦ to Carla", "Anna bets 2", "Ben calls 2"]
    assert view["next"]["text"]["en"].startswith("Carla to act")
    view = evening.act(hand, "p3 cc", "d dh p1 6c")               # the 6♣ is free again
    assert view["seen"].count("6c") == 1 and view["broken"] is None
    rows = evening.rows("SELECT seq, text, undo, kind, target FROM actions WHERE hand_id = ? ORDER BY seq", [hand])
    assert rows[5] == (5, "d dh p2 ????7c", 0, "replace", 1)        # the old entry stays in the log
    assert rows[1] == (1, "d dh p2 ????6c", 0, "act", None)


def test_another_amount_changes_what_the_later_calls_put_in(evening):
    hand = evening.live()["id"]
    evening.act(hand, *DEAL_AND_BET[:6])
    view = correct(evening, hand, 3, "p1 cbr 4")
    assert texts(view)[3:] == ["Anna bets 4", "Ben calls 4", "Carla calls 4"]
    assert [p["stack"] for p in view["players"]] == [45, 45, 45]


def test_a_correction_that_does_not_fit_is_refused_and_nothing_is_stored(evening):
    hand = evening.live()["id"]
    evening.act(hand, *DEAL_AND_BET[:6])
    before = evening.counts()
    with pytest.raises(RuleViolation) as refused:
        correct(evening, hand, 1, "d dh p2 ????Qh")                # the Q♥ is Anna's
    assert (refused.value.rule, refused.value.index) == ("deal.twice", 1)
    with pytest.raises(RuleViolation) as refused:
        correct(evening, hand, 4, "p2 cbr 9")                     # outside the limits
    assert (refused.value.rule, refused.value.index) == ("bet.limits", 4)
    assert evening.counts() == before


def test_a_later_entry_that_no_longer_fits_leaves_the_hand_broken_until_it_is_fixed(evening):
    hand = evening.live()["id"]
    evening.act(hand, *DEAL_AND_BET)
    view = correct(evening, hand, 3, None)                        # Anna did not bet: delete it
    assert view["broken"] == {
        "index": 3, "action": "p2 cc", "rule": "turn.order",
        "message": {"en": "It is Anna’s turn, not Ben’s.", "de": "Anna ist dran, nicht Ben."},
        "was": {"en": "Ben calls 2", "de": "Ben geht mit 2"}, "waiting": 2}
    assert texts(view) == ["Q♥ to Anna", "6♣ to Ben", "9♦ to Carla"]          # the entries that fit
    assert view["log"][3:] == ["p2 cc", "p3 cc", "d dh p1 2c"]                 # nothing is lost
    # nothing new until it is fixed; the refusal names the entry
    for attempt in (lambda: evening.act(hand, "p1 cc"), lambda: evening.undo(hand),
                    lambda: correct(evening, hand, 5, "d dh p1 3c")):
        with pytest.raises(Refusal) as refused:
            attempt()
        assert refused.value.status == 409
        assert refused.value.message() == ("Entry 4 (Ben calls 2) no longer fits: It is Anna’s turn, not Ben’s. "
                                           "Correct it or delete it first.")
        assert refused.value.details["broken"]["index"] == 3
    # the host puts Anna's check in before it: Ben's and Carla's calls are checks now, and it fits
    view = correct(evening, hand, 3, "p1 cc", insert=True)
    assert view["broken"] is None
    assert texts(view)[3:] == ["Anna checks", "Ben checks", "Carla checks", "2♣ to Anna"]
    assert evening.act(hand, "d dh p2 3c")["broken"] is None


def test_a_broken_last_entry_may_be_undone(evening):
    hand = evening.live()["id"]
    evening.act(hand, "d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cc")
    view = correct(evening, hand, 2, None)
    assert view["broken"]["index"] == 2 and view["broken"]["waiting"] == 0
    view = evening.undo(hand)
    assert view["broken"] is None and view["log"] == ["d dh p1 ????Qh", "d dh p2 ????6c"]


def test_no_such_entry(evening):
    hand = evening.live()["id"]
    evening.act(hand, "d dh p1 ????Qh")
    with pytest.raises(Refusal) as refused:
        correct(evening, hand, 1, None)
    assert (refused.value.status, refused.value.field) == (404, "index")
    assert refused.value.message() == "Hand 1 has no entry 2: it has 1."


def test_a_stale_seq_changes_nothing(evening):
    hand = evening.live()["id"]
    evening.act(hand, "d dh p1 ????Qh", "d dh p2 ????6c")
    before = evening.counts()
    with pytest.raises(Refusal) as refused:
        evening.run(commands.correct, hand, 0, "d dh p1 ????Qs", 1)
    assert (refused.value.status, refused.value.field) == (409, "seq")
    assert evening.counts() == before


FOLD_HAND = ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"]


def test_a_booked_hand_corrected_is_booked_again_with_correction_rows(evening):
    hand = evening.live()["id"]
    evening.act(hand, *FOLD_HAND)
    assert [evening.board()[n]["chips"] for n in ("Anna", "Ben", "Carla")] == [52, 49, 49]
    view = correct(evening, hand, 3, "p1 cbr 5")                 # Anna bet 5, not 2: the same winner
    assert view["status"] == "booked" and view["finishing_stacks"] == [52, 49, 49]
    view = correct(evening, hand, 4, "p2 cc")                    # Ben called: Carla's fold ends nothing now
    assert view["status"] == "live" and view["broken"] is None
    assert [evening.board()[n]["chips"] for n in ("Anna", "Ben", "Carla")] == [50, 50, 50]
    view = evening.act(hand, "d dh p1 2c", "d dh p2 3d", "p2 cbr 1", "p1 f")
    assert view["status"] == "booked" and view["finishing_stacks"] == [44, 57, 49]
    entries = evening.rows("SELECT player, amount, kind FROM ledger WHERE hand_id = ? ORDER BY id", [hand])
    assert entries == [("Anna", 2, "hand"), ("Ben", -1, "hand"), ("Carla", -1, "hand"),
                       ("Anna", -2, "correction"), ("Ben", 1, "correction"), ("Carla", 1, "correction"),
                       ("Anna", 2, "correction"), ("Ben", -1, "correction"), ("Carla", -1, "correction"),
                       ("Anna", -2, "correction"), ("Ben", 1, "correction"), ("Carla", 1, "correction"),
                       ("Anna", -6, "correction"), ("Ben", 7, "correction"), ("Carla", -1, "correction")]
    assert sum(e[1] for e in entries) == 0


def test_a_booked_hand_left_broken_is_booked_only_once_it_fits(evening):
    hand = evening.live()["id"]
    evening.act(hand, *FOLD_HAND)
    view = correct(evening, hand, 4, None)                       # Ben's fold deleted: Carla's fold is out of turn
    assert view["status"] == "live" and view["broken"]["index"] == 4
    assert store.hand_ledger(evening.db, hand) == {"Anna": 0, "Ben": 0, "Carla": 0}
    view = correct(evening, hand, 4, "p2 f", insert=True)
    assert view["status"] == "booked" and view["finishing_stacks"] == [52, 49, 49]


def test_no_correction_once_the_next_hand_is_dealt(evening):
    hand = evening.live()["id"]
    evening.act(hand, *FOLD_HAND)
    evening.live()
    with pytest.raises(Refusal) as refused:
        correct(evening, hand, 3, "p1 cbr 3")
    assert refused.value.status == 409 and "hand 2 has started" in refused.value.message()


def test_the_log_tells_every_correction(evening):
    hand = evening.live()["id"]
    evening.act(hand, *DEAL_AND_BET[:4])
    correct(evening, hand, 3, "p1 cbr 3")
    correct(evening, hand, 3, "p1 cc", insert=True)
    correct(evening, hand, 1, None)
    told = [(c["kind"], c["index"], c["old"], c["new"]) for c in store.corrections(store.action_log(evening.db, hand))]
    assert told == [("replace", 3, "p1 cbr 2", "p1 cbr 3"), ("insert", 3, None, "p1 cc"),
                    ("delete", 1, "d dh p2 ????6c", None)]


def test_an_older_database_is_upgraded_in_place(tmp_path):
    path = tmp_path / "old.sqlite3"
    old = sqlite3.connect(path)
    old.executescript("""
        CREATE TABLE actions (id INTEGER PRIMARY KEY, hand_id INTEGER NOT NULL, seq INTEGER NOT NULL, text TEXT,
                              undo INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL, UNIQUE (hand_id, seq));
        CREATE TRIGGER actions_no_update BEFORE UPDATE ON actions BEGIN SELECT RAISE(ABORT, 'no'); END;
        INSERT INTO actions (hand_id, seq, text, undo, created_at) VALUES (1, 0, 'd dh p1 ????Qh', 0, 'then'),
            (1, 1, 'd dh p2 ????6c', 0, 'then'), (1, 2, NULL, 1, 'then');
    """)
    old.commit()
    old.close()
    store.ensure_database(path)
    db = store.connect(path)
    assert {"kind", "target"} <= {c.name for c in tables(db)["actions"].columns}
    log = store.action_log(db, 1)
    assert [store.row_kind(row) for row in log] == ["act", "act", "undo"]
    assert store.effective_actions(log) == ["d dh p1 ????Qh"]
    with pytest.raises(sqlite3.IntegrityError):
        db.execute("UPDATE actions SET text = 'x'")               # still append-only
    store.ensure_database(path)                                   # a second start changes nothing
    db.close()
