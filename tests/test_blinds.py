"""Blinds (Outhouse: Cowpie with blinds instead of the antes and the bring-in): the header's
``blinds_or_straddles`` (PHH's field), posted live by the two players on the dealer's left, the
first round opened on the big blind's left, the big blind's option, no bring-in; any other game
refuses blinds."""

from __future__ import annotations

import pytest

from referee.phh import dump_phh, load_phh
from referee.replay import replay
from referee.ruling import rule_history
from referee.violations import HistoryError, RuleViolation

DEAL = ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "d dh p4 ????2s"]
OUTHOUSE = {"variant": "OUTHOUSE", "players": ["Anna", "Ben", "Carla", "Dan"], "starting_stacks": [50] * 4,
            "blinds_or_straddles": [1, 2, 0, 0], "small_bet": 2, "big_bet": 4, "actions": DEAL}


def test_the_blinds_are_posted_live_and_the_big_blinds_left_opens():
    state = replay(OUTHOUSE)
    assert [s.bet for s in state.seats] == [1, 2, 0, 0] and state.total_pot == 3
    assert state.names[state.acting] == "Carla" and state.legal()["call"] == 2
    assert state.legal()["bring_in"] is None
    assert state.view()["blinds"] == [{"blind": "small", "player": "Anna", "amount": 1},
                                      {"blind": "big", "player": "Ben", "amount": 2}]


def test_the_big_blind_may_raise_when_the_others_only_call():
    state = replay({**OUTHOUSE, "actions": DEAL + ["p3 cc", "p4 cc", "p1 cc"]})
    legal = state.legal()
    assert state.names[state.acting] == "Ben" and legal["check"] and legal["raise"] == [4, 4]
    checked = replay({**OUTHOUSE, "actions": DEAL + ["p3 cc", "p4 cc", "p1 cc", "p2 cc"]})
    assert checked.phase == "deal" and checked.street == 4 and checked.total_pot == 8


def test_everyone_folding_to_the_big_blind_gets_back_what_nobody_called():
    ruled = rule_history({**OUTHOUSE, "actions": DEAL + ["p3 f", "p4 f", "p1 f"]})
    assert ruled["finishing_stacks"] == [49, 51, 50, 50]
    assert ruled["ruling"]["uncalled"] == {"player": "Ben", "amount": 1}


def test_a_bring_in_is_refused_in_words():
    with pytest.raises(RuleViolation) as refused:
        replay({**OUTHOUSE, "actions": DEAL + ["p3 pb"]})
    assert refused.value.rule == "bring_in.blinds"
    assert refused.value.message("en").endswith("the first round opens with Carla, on the big blind's left.")


@pytest.mark.parametrize(("change", "message"), [
    ({"blinds_or_straddles": None}, "blinds_or_straddles: Outhouse is played with blinds"),
    ({"blinds_or_straddles": [0, 0, 0, 0]}, "blinds_or_straddles: Outhouse is played with blinds"),
    ({"blinds_or_straddles": [1, 0, 2, 0]}, "the two players on the dealer's left post the small and the big blind"),
    ({"blinds_or_straddles": [2, 1, 0, 0]}, "the small blind is not more than the big blind"),
    ({"blinds_or_straddles": [1, 3, 0, 0]}, "a blind is not more than a full bet of the first round (2)"),
    ({"variant": "COWPIE", "antes": [1] * 4, "bring_in": 1}, "blinds_or_straddles: Cowpie is played without blinds"),
])
def test_a_wrong_header_is_refused_by_its_field(change, message):
    history = {k: v for k, v in {**OUTHOUSE, **change}.items() if v is not None}
    with pytest.raises(HistoryError) as refused:
        replay(history)
    assert message in str(refused.value)


HEADS_UP = {**OUTHOUSE, "players": ["Anna", "Ben"], "starting_stacks": [50, 50], "actions": DEAL[:2]}


def test_heads_up_the_dealer_posts_the_small_blind_and_opens():
    # talvola/generic_poker's table: "Heads-up: Button/SB and BB"
    state = replay({**HEADS_UP, "blinds_or_straddles": [2, 1]})
    assert state.names[state.acting] == "Ben" and state.legal()["call"] == 1
    with pytest.raises(HistoryError, match="heads-up the dealer, the second player, posts the small blind"):
        replay({**HEADS_UP, "blinds_or_straddles": [1, 2]})


def test_heads_up_blinds_as_at_a_full_table_are_an_option():
    state = replay({**HEADS_UP, "options": {"heads_up_blinds": "left_of_dealer"}, "blinds_or_straddles": [1, 2]})
    assert state.names[state.acting] == "Anna" and state.legal()["call"] == 1


def test_the_blinds_come_back_the_same_from_phh():
    history = load_phh(dump_phh(OUTHOUSE))
    assert history["blinds_or_straddles"] == [1, 2, 0, 0]
    assert replay(history).view() == replay(OUTHOUSE).view()


def test_the_story_begins_with_the_blinds_posted():
    from referee.streets import steps
    from referee.words.steps import did_text, step_title

    first = steps(OUTHOUSE)[0]
    assert (step_title(first), step_title(first, "de")) == ("Blinds in", "Blinds gesetzt")
    assert [did_text(d, OUTHOUSE["players"], "de") for d in first.did] == ["Anna setzt den Small Blind 1",
                                                                          "Ben setzt den Big Blind 2"]
