"""Undo and the correction of a booked hand: the log and the ledger stay append-only."""

import pytest

from web.refusals import Refusal

FOLD_HAND = ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"]


def test_undo_takes_back_the_last_action(evening):
    hand = evening.live()["id"]
    state = evening.act(hand, "d dh p1 ????Qh", "d dh p2 ????6c")
    assert state["wilds"]["ranks"] == ["Q", "6"]
    state = evening.undo(hand)
    assert state["log"] == ["d dh p1 ????Qh"] and state["actions"] == 1
    assert state["wilds"]["ranks"] == ["Q"]
    assert state["seq"] == 3                                  # the log keeps the action and the undo
    assert evening.rows("SELECT seq, text, undo FROM actions WHERE hand_id = ? ORDER BY seq", [hand]) == [
        (0, "d dh p1 ????Qh", 0), (1, "d dh p2 ????6c", 0), (2, None, 1)]
    assert evening.act(hand, "d dh p2 ????7c")["wilds"]["ranks"] == ["Q", "7"]


def test_nothing_to_undo(evening):
    hand = evening.live()["id"]
    with pytest.raises(Refusal) as refused:
        evening.undo(hand)
    assert (refused.value.status, refused.value.field) == (409, "action")


def test_a_stale_seq_is_refused_and_changes_nothing(evening):
    hand = evening.live()["id"]
    evening.act(hand, "d dh p1 ????Qh")
    before = evening.counts()
    with pytest.raises(Refusal) as refused:
        evening.undo(hand, seq=0)
    assert (refused.value.status, refused.value.field) == (409, "seq")
    assert refused.value.message() == "Stale: the hand has moved on (seq is 1, you sent 0); reload it."
    assert evening.counts() == before


def test_a_booked_hand_is_reopened_and_corrected(evening):
    hand = evening.live()["id"]
    state = evening.act(hand, *FOLD_HAND)
    assert state["status"] == "booked"
    assert evening.board()["Anna"]["chips"] == 52

    # Carla did not fold: she called.  Undo reopens the hand.
    state = evening.undo(hand)
    assert state["status"] == "live" and "finishing_stacks" not in state
    assert [evening.board()[n]["chips"] for n in ("Anna", "Ben", "Carla")] == [50, 50, 50]
    state = evening.act(hand, "p3 cc", "d dh p1 2c", "d dh p3 3d", "p1 cc", "p3 cbr 5", "p1 f")
    assert state["status"] == "booked"
    assert state["finishing_stacks"] == [47, 49, 54]

    entries = evening.rows("SELECT player, amount, kind FROM ledger WHERE hand_id = ? ORDER BY id", [hand])
    assert entries == [("Anna", 2, "hand"), ("Ben", -1, "hand"), ("Carla", -1, "hand"),      # first booking
                       ("Anna", -2, "correction"), ("Ben", 1, "correction"), ("Carla", 1, "correction"),
                       ("Anna", -3, "correction"), ("Ben", -1, "correction"), ("Carla", 4, "correction")]
    board = evening.board()
    assert [board[n]["chips"] for n in ("Anna", "Ben", "Carla")] == [47, 49, 54]
    assert board["Carla"]["hands_won"] == 1 and board["Anna"]["hands_won"] == 0


def test_no_correction_once_the_next_hand_started(evening):
    hand = evening.live()["id"]
    evening.act(hand, *FOLD_HAND)
    evening.live()
    with pytest.raises(Refusal) as refused:
        evening.undo(hand)
    assert refused.value.status == 409 and "hand 2 has started" in refused.value.message()


def test_no_correction_after_a_players_chips_moved(evening):
    from web import commands

    hand = evening.live()["id"]
    evening.act(hand, *FOLD_HAND)
    evening.run(commands.rebuy, evening.id, "Ben", 20)
    with pytest.raises(Refusal) as refused:
        evening.undo(hand)
    assert refused.value.status == 409 and "Ben" in refused.value.message()
