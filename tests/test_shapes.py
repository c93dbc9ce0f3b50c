"""Games of other shapes: the replay follows a game's streets, not the numbers 3 to 7.
Five-Card Stud starts on 2nd street and ends face up on 5th; Six-Card Stud ends face down on
6th, or, as the 1-4-1 deal, starts on 2nd street and has five rounds."""

import random

import pytest

from harness.handgen import random_hand
from referee.cards import DECK, parse_cards
from referee.games import GAMES, configure
from referee.odds import odds
from referee.ranking import best_hand
from referee.replay import replay
from referee.ruling import rule_history
from referee.violations import RuleViolation
from referee.words.state import next_text


def stud(variant, actions, players=("Anna", "Ben", "Carla"), **fields):
    n = len(players)
    return {"variant": variant, "players": list(players), "starting_stacks": [100] * n, "antes": [1] * n,
            "bring_in": 1, "small_bet": 2, "big_bet": 4, "actions": actions, **fields}


FIVE_2ND = ["d dh p1 As9h", "d dh p2 Kd3d", "d dh p3 7cKs"]          # Ben's 3♦ brings in
FIVE_3RD = FIVE_2ND + ["p2 pb", "p3 cbr 2", "p1 cc", "p2 cc", "d dh p1 9c", "d dh p2 4d", "d dh p3 2s"]


def refused(history) -> RuleViolation:
    with pytest.raises(RuleViolation) as error:
        replay(history)
    return error.value


def test_the_table_lists_the_new_games_with_their_options():
    assert {"5CS", "6CS"} <= set(GAMES)
    assert configure("5CS").options == {"open_pair_big_bet": True, "open_pair_raise": "small_or_big",
                                        "split_limit": False, "heads_up_uncapped": "last_round",
                                        "odd_chip": "left_of_dealer"}
    assert configure("6CS").options["one_four_one"] is False
    assert [(s.number, s.faces) for s in configure("5CS").streets] == [(2, "du"), (3, "u"), (4, "u"), (5, "u")]
    assert [s.number for s in configure("6CS").streets] == [3, 4, 5, 6]
    assert [s.number for s in configure("6CS", {"one_four_one": True}).streets] == [2, 3, 4, 5, 6]


def test_five_card_stud_deals_one_down_and_one_up_on_2nd_street():
    state = replay(stud("5CS", []))
    assert state.expected() == {"kind": "deal", "seat": 0, "street": 2, "faces": "du"}
    assert next_text(state) == "2nd street: a down card and an up card for Anna"
    assert next_text(state, "de") == "2. Straße: eine verdeckte und eine offene Karte für Anna"
    error = refused(stud("5CS", ["d dh p1 ????9h"]))
    assert error.rule == "deal.count" and "On 2nd street each player gets 2, not 3 cards" in error.message()


def test_five_card_stud_brings_in_by_the_lowest_up_card_on_2nd_street():
    state = replay(stud("5CS", FIVE_2ND))
    assert (state.to_act, state.legal()["bring_in"], state.legal()["bet"]) == (1, 1, [2, 2])
    error = refused(stud("5CS", FIVE_3RD + ["p1 pb"]))
    assert error.rule == "bring_in.not_now"
    assert error.message().endswith("at the start of 2nd street.")
    assert error.message("de").endswith("zu Beginn der 2. Straße.")


def test_five_card_stud_open_pair_on_3rd_street_and_the_big_bet_from_4th():
    state = replay(stud("5CS", FIVE_3RD))
    assert state.to_act == 0 and state.legal()["bet"] == [2, 4]         # Anna's 9♥ 9♣: the open pair
    no_pair = ["d dh p1 As9h", "d dh p2 Kd3d", "d dh p3 7cKs", "p2 pb", "p3 cbr 2", "p1 cc", "p2 cc",
               "d dh p1 Tc", "d dh p2 4d", "d dh p3 2s"]
    assert replay(stud("5CS", no_pair)).legal()["bet"] == [2, 2]
    fourth = FIVE_3RD + ["p1 cbr 4", "p2 cc", "p3 f", "d dh p1 Jd", "d dh p2 5d"]
    assert replay(stud("5CS", fourth)).legal()["bet"] == [4, 4]
    error = refused(stud("5CS", fourth + ["p1 cbr 2"]))
    assert error.rule == "bet.fixed" and error.message() == "On 4th street the bet must be 4, not 2."


def test_five_card_stud_ends_after_5th_street():
    history = stud("5CS", FIVE_3RD + ["p1 cbr 4", "p2 cc", "p3 f", "d dh p1 Jd", "d dh p2 5d", "p1 cbr 4",
                                      "p2 cc", "d dh p1 2c", "d dh p2 6d", "p1 cc", "p2 cc"])
    state = replay(history)
    assert (state.phase, state.street, state.expected()["seat"]) == ("showdown", 5, 0)
    error = refused({**history, "actions": history["actions"] + ["d dh p1 8c"]})
    assert error.rule == "deal.not_now"
    ruled = rule_history({**history, "actions": history["actions"] + ["p1 sm As", "p2 sm Kd"]})
    assert ruled["ruling"]["pots"][0]["winners"] == ["Ben"]          # a flush, King high
    assert ruled["finishing_stacks"] == [89, 114, 97]


SIX = ["d dh p1 ????9s", "d dh p2 ????5h", "d dh p3 ????3h", "p3 pb", "p1 cbr 2", "p2 cc", "p3 cc",
       "d dh p1 9h", "d dh p2 Kd", "d dh p3 Jc", "p1 cbr 4", "p2 cc", "p3 f",
       "d dh p1 2d", "d dh p2 Kh", "p2 cbr 4", "p1 cc"]


def test_six_card_stud_ends_face_down_on_6th_street():
    state = replay(stud("6CS", SIX))
    assert state.expected()["street"] == 6 and state.expected()["faces"] == "d"
    state = replay(stud("6CS", SIX + ["d dh p1 ??", "d dh p2 ??", "p2 cbr 4", "p1 cbr 8", "p2 cbr 12",
                                      "p1 cbr 16", "p2 cbr 20"]))      # heads-up in the last round: no cap
    assert state.legal()["raise"] == [24, 24]
    state = replay(stud("6CS", SIX + ["d dh p1 ??", "d dh p2 ??", "p2 cbr 4", "p1 cc"]))
    assert state.phase == "showdown"
    ruled = rule_history(stud("6CS", SIX + ["d dh p1 ??", "d dh p2 ??", "p2 cbr 4", "p1 cc", "p2 sm AcKcQd",
                                            "p1 sm 4c4d9c"]))
    assert ruled["ruling"]["pots"][0]["winners"] == ["Anna"]         # nines full of fours beats three Kings


def test_six_card_stud_one_four_one_has_five_rounds():
    history = stud("6CS", ["d dh p1 8dTd", "d dh p2 Ah2s", "d dh p3 6c7c", "p2 pb", "p3 cc", "p1 cbr 2", "p2 cc",
                           "p3 cc", "d dh p1 Jd", "d dh p2 2d", "d dh p3 8c"], options={"one_four_one": True})
    state = replay(history)
    assert (state.street, state.to_act, state.legal()["bet"]) == (3, 1, [2, 4])   # the open pair, 3rd street
    history["actions"] += ["p2 cbr 4", "p3 cc", "p1 cc", "d dh p1 Qd", "d dh p2 5h", "d dh p3 9c"]
    assert replay(history).legal()["bet"] == [4, 4]                                   # the big bet on 4th
    history["actions"] += ["p2 cc", "p3 cc", "p1 cc", "d dh p1 Kd", "d dh p2 5d", "d dh p3 Tc"]
    assert replay(history).to_act == 1                                                # Ben's two pair opens
    history["actions"] += ["p2 cc", "p3 cc", "p1 cc"]
    assert replay(history).expected() == {"kind": "deal", "seat": 0, "street": 6, "faces": "d"}


@pytest.mark.parametrize("variant, options", [("5CS", {}), ("6CS", {}), ("6CS", {"one_four_one": True})])
def test_random_hands_replay_and_rule(variant, options):
    rng = random.Random(variant + str(options))
    for _ in range(60):
        history = random_hand(rng, variant, options)
        ruled = rule_history(history)
        assert sum(ruled["finishing_stacks"]) + ruled["ruling"]["carried_pot"] == sum(history["starting_stacks"])
        state = replay(history)
        holding = max(len(s.cards) for s in state.seats)
        assert holding <= state.streets[-1].number


def test_five_card_stud_odds_are_exact_on_the_last_card():
    """Heads-up, every card known but the last up card of each: the exact odds are the count
    of every pair of cards still in the deck (`best_hand` on each)."""
    actions = FIVE_3RD + ["p1 cbr 4", "p2 cc", "p3 f", "d dh p1 Jd", "d dh p2 5d", "p1 cbr 4", "p2 cc"]
    result = odds(stud("5CS", actions))
    assert result["method"] == "exact"
    anna, ben = parse_cards("As 9h 9c Jd"), parse_cards("Kd 3d 4d 5d")
    seen = set(anna) | set(ben) | set(parse_cards("7c Ks 2s"))
    pool = [c for c in DECK if c not in seen]
    wins = ties = paths = 0
    for a, b in ((a, b) for a in pool for b in pool if a != b):
        ka, kb = best_hand([*anna, a], frozenset()).key, best_hand([*ben, b], frozenset()).key
        wins += ka > kb
        ties += ka == kb
        paths += 1
    assert result["players"][0]["win"] == pytest.approx(wins / paths)
    assert result["players"][0]["tie"] == pytest.approx(ties / paths)


@pytest.mark.parametrize("variant, options", [("5CS", {}), ("6CS", {}), ("6CS", {"one_four_one": True})])
def test_odds_monte_carlo_for_the_new_games(variant, options):
    rng = random.Random(7)
    history = random_hand(rng, variant, options, players=6)
    for upto in range(1, len(history["actions"]), 5):
        result = odds({**history, "actions": history["actions"][:upto]}, budget=0.05)
        assert all(0 <= p["win"] <= 1 and 0 <= p["tie"] <= 1 for p in result["players"])
        assert sum(p["win"] for p in result["players"]) <= 1 + 1e-5          # rounded to six places
