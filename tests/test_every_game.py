"""Every game of the referee (`referee.games.GAMES`, the dealer's choice) and every house game
preset of a deal no game has (eight- and nine-card stud, Blind Stud, ...),
the same properties: a random legal hand replays, is ruled, keeps the chips (what the players end with,
and a pot carried over, is what they started with), and comes back the same from its PHH
export; a random action put in where it breaks a rule is refused, naming that action.  Each
game's own rules have their own tests (test_baseball.py, test_chicago.py, ...)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.handgen import house_header, play
from harness.handgen import random_hand as random_game_hand
from harness.properties import examples
from referee.games import GAMES
from referee.games.house import DEAL_PRESETS, PRESETS
from referee.phh import dump_phh, load_phh
from referee.replay import replay
from referee.ruling import rule_history
from referee.shortcuts import betting_round
from referee.violations import RuleViolation

#: what a wrong entry may look like at any moment of any game (each tried only where it breaks a rule)
WRONG = ["p{seat} cc", "p{seat} f", "p{seat} pb", "p{seat} cbr 3", "p{seat} cbr 999", "p{seat} pay",
         "p{seat} buy", "p{seat} pass", "p{seat} tu As", "p{seat} sm", "d dh p{seat} ??", "d dh p{seat} ????As",
         "d db 2c", "p{seat} dc high", "p{seat} dc both", "p{seat} sd ??", "p{seat} sd As",
         "p{seat} pa p1 ??", "p{seat} pa p2 ??????"]

#: the games and the presets of the deals which no game of `GAMES` deals (``HOUSE <preset>``)
EVERY = [*GAMES, *(f"HOUSE {code}" for code in DEAL_PRESETS)]

#: every game and deal preset, and the high-low games with each way of declaring and its options
PLAYED = [(variant, {}) for variant in EVERY] + [
    ("F7S/8", {"declare": "simultaneous"}), ("F7S/8", {"declare": "in_turn", "swing_tie": "wins"}),
    ("F7SD", {"failed_swing": "pot_rides"}), ("5CSD", {"declare": "in_turn", "qualifier": "eight"}),
    ("HENWAY", {"declare": "in_turn", "qualifier": "eight"}), ("OUTHOUSE", {"heads_up_blinds": "left_of_dealer"})]
GAMES_AND_OPTIONS = [pytest.param(variant, options, id=variant + "".join(f"-{v}" for v in options.values()))
                     for variant, options in PLAYED]


def random_hand(rnd, variant: str, options=None) -> dict:
    if variant.startswith("HOUSE "):
        return play(rnd, house_header(rnd, PRESETS[variant.removeprefix("HOUSE ")]))
    return random_game_hand(rnd, variant, options)


@pytest.mark.parametrize(("variant", "options"), GAMES_AND_OPTIONS)
@settings(max_examples=examples(6), deadline=None)
@given(rnd=st.randoms(use_true_random=False))
def test_a_random_legal_hand_is_ruled_keeps_the_chips_and_exports(variant, options, rnd):
    is_ruled_keeps_the_chips_and_exports(random_hand(rnd, variant, options))


def is_ruled_keeps_the_chips_and_exports(history: dict) -> None:
    """What a legal hand of any game does: it is ruled, what the players end with and a pot
    carried over is what they started with, and its PHH export replays and rules the same."""
    ruled = rule_history(history)
    carried = ruled["ruling"]["carried_pot"]
    assert sum(ruled["finishing_stacks"]) + carried == sum(history["starting_stacks"])
    assert all(chips >= 0 for chips in ruled["finishing_stacks"])
    again = load_phh(dump_phh(history))
    assert replay(again).view() == replay(history).view()
    assert rule_history(again)["finishing_stacks"] == ruled["finishing_stacks"]


#: the options of the stud games that change what is legal or who wins, each played as its game is
OPTIONS = [("F7S/8", {"qualifier": "none"}), ("F7S", {"open_pair_raise": "as_bet"}),
           ("F7S", {"open_pair_raise": "big"}), ("5CS", {"open_pair_raise": "big"}),
           ("CANADIAN", {"four_flush": False}), ("F7S/8", {"high_qualifier": "two_pair"})]


@pytest.mark.parametrize(("variant", "options"), OPTIONS, ids=[f"{v}-{o}" for v, o in OPTIONS])
@settings(max_examples=examples(4), deadline=None)
@given(rnd=st.randoms(use_true_random=False))
def test_a_random_legal_hand_under_an_option_is_ruled_keeps_the_chips_and_exports(variant, options, rnd):
    history = random_hand(rnd, variant, options)
    ruled = rule_history(history)
    assert sum(ruled["finishing_stacks"]) + ruled["ruling"]["carried_pot"] == sum(history["starting_stacks"])
    again = load_phh(dump_phh(history))
    assert again["options"] == options and rule_history(again)["finishing_stacks"] == ruled["finishing_stacks"]


@pytest.mark.parametrize(("variant", "options"), GAMES_AND_OPTIONS)
@settings(max_examples=examples(6), deadline=None)
@given(rnd=st.randoms(use_true_random=False), data=st.data())
def test_a_wrong_action_is_refused_by_its_index_and_text(variant, options, rnd, data):
    history = random_hand(rnd, variant, options)
    i = data.draw(st.integers(0, len(history["actions"]) - 1))
    seat = data.draw(st.integers(1, len(history["players"])))
    is_refused_by_its_index_and_text(history, i, data.draw(st.sampled_from(WRONG)).format(seat=seat))


def is_refused_by_its_index_and_text(history: dict, i: int, wrong: str) -> None:
    """`wrong` put in as the hand's action `i`, where it breaks a rule, is refused naming it."""
    actions = history["actions"]
    if replay(history, upto=i).can(wrong):
        return
    with pytest.raises(RuleViolation) as refused:
        replay({**history, "actions": [*actions[:i], wrong]})
    assert refused.value.index == i and repr(wrong) in str(refused.value)


@pytest.mark.parametrize("variant", EVERY)
def test_the_rest_of_a_one_tap_round_is_the_round_after_its_first_actions(variant):
    """`Round.rests` (what the table remembers of a round tried once, `web.views.hand`): at every
    moment of random hands where one tap can enter the rest of the round, entering its first
    actions leaves the rest of the same round to one tap."""
    checked = 0
    for seed in range(8):
        history = random_hand(random.Random(seed), variant)
        state = replay({**history, "actions": []})
        for action in history["actions"]:
            cut = betting_round(state)
            for done, rest in cut.rests() if cut else ():
                trial = state.fork()
                for entered in cut.actions[:done]:
                    trial.apply(entered)
                assert betting_round(trial) == rest, (seed, state.texts, done)
                checked += 1
            state.apply(action)
    assert checked, "no round of three players or more to check or call in these hands"
