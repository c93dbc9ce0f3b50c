"""Roll Your Own: "`RYO` Roll Your Own (seven cards): every card is dealt face down;
on each of 3rd to 6th street, after the deal, each player turns up one of their hidden cards of
their choice (all at once, before the betting); the 7th-street card stays down. The history
says which card each player turned up."  It opens and bets as Seven-Card Stud: the bring-in by
the lowest up card once the cards are turned up, the best up hand later, the open pair on 4th
street; option spread_limit."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.handgen import random_hand
from referee.cards import parse_cards
from referee.games import configure
from referee.odds import odds
from referee.phh import dump_phh, load_phh
from referee.replay import replay
from referee.ruling import rule_history
from referee.shortcuts import hole_slots, shows
from referee.violations import RuleViolation
from referee.words.state import next_text


def ryo(actions, players=("Anna", "Ben", "Carla"), **fields):
    n = len(players)
    return {"variant": "RYO", "players": list(players), "starting_stacks": [100] * n, "antes": [1] * n,
            "bring_in": 1, "small_bet": 2, "big_bet": 4, "actions": actions, **fields}


THIRD = ["d dh p1 ??????", "d dh p2 AsKd2c", "d dh p3 ??????"]        # Ben's cards entered, the others' not
TURNED = THIRD + ["p3 tu 5c", "p1 tu 9h", "p2 tu Kd"]                  # any order: all at once


def refused(history) -> RuleViolation:
    with pytest.raises(RuleViolation) as error:
        replay(history)
    return error.value


def test_every_card_is_dealt_face_down_and_the_seventh_stays_down():
    streets = configure("RYO").streets
    assert [(s.number, s.faces, s.turn_up) for s in streets] == [
        (3, "ddd", 1), (4, "d", 1), (5, "d", 1), (6, "d", 1), (7, "d", 0)]
    assert refused(ryo(["d dh p1 ????"])).rule == "deal.count"


def test_after_the_deal_each_player_turns_up_one_card_before_the_betting():
    state = replay(ryo(THIRD))
    assert state.expected() == {"kind": "turn_up", "seat": 0, "seats": [0, 1, 2], "street": 3}
    assert next_text(state) == "3rd street: Anna turns up a face-down card"
    assert next_text(state, "de") == "3. Straße: Anna deckt eine verdeckte Karte auf"
    assert refused(ryo(THIRD + ["p1 cc"])).rule == "turn.none"            # no betting before it
    state = replay(ryo(THIRD + ["p3 tu 5c"]))                              # Carla first: all at once
    assert state.expected()["seats"] == [0, 1]
    assert [s.up_cards for s in state.seats] == [[], [], [state.seats[2].cards[2].card]]


def test_the_turned_card_is_an_up_card_and_the_lowest_brings_in():
    state = replay(ryo(TURNED))
    assert [[str(c) for c in s.up_cards] for s in state.seats] == [["9h"], ["Kd"], ["5c"]]
    assert state.to_act == 2 and state.legal()["bring_in"] == 1           # Carla's 5♣, turned up, is lowest
    assert [str(u.card) for u in state.up] == ["5c", "9h", "Kd"]
    seats = state.view()["players"]
    assert [c["card"] for c in seats[1]["cards"]] == [None, "Kd", None]   # the guest view shows only it
    # had Ben turned up his 2♣, he would bring in
    assert replay(ryo(THIRD + ["p3 tu 5c", "p1 tu 9h", "p2 tu 2c"])).to_act == 1


def test_a_card_entered_as_unknown_becomes_known_in_the_newest_unknown_slot():
    state = replay(ryo(TURNED))
    anna = state.seats[0].cards
    assert [(str(d.card) if d.card else None, d.up) for d in anna] == [(None, False), (None, False), ("9h", True)]
    assert [d.street for d in hole_slots(state, 0)] == [3, 3]


def test_the_card_turned_up_must_be_one_of_the_players_face_down_cards():
    assert refused(ryo(THIRD + ["p2 tu 3d"])).rule == "turn_up.not_held"   # Ben's cards were entered
    error = refused(ryo(THIRD + ["p2 tu 3d"]))
    assert "Ben has no 3♦ face down (face down: A♠ K♦ 2♣)" in str(error)
    assert "Ben hat keine 3♦ verdeckt" in error.message("de")
    twice = refused(ryo(THIRD + ["p1 tu Kd"]))                            # Ben holds the K♦
    assert twice.rule == "deal.twice" and "to Ben, 3rd street" in str(twice)
    error = refused(ryo(TURNED + ["p3 pb", "p1 cc", "p2 cc", "d dh p1 ??", "d dh p2 7d", "d dh p3 ??",
                                  "p1 tu 5c"]))
    assert error.rule == "deal.twice" and "turned up by Carla, 3rd street" in str(error)
    assert refused(ryo(TURNED[:-1] + ["p1 tu 8h"])).rule == "turn_up.done"
    assert refused(ryo(THIRD[:2] + ["p1 tu 8h"])).rule == "turn_up.not_now"
    already = refused(ryo(TURNED + ["p3 pb", "p1 cc", "p2 cc", "d dh p1 ??", "d dh p2 7d", "d dh p3 ??",
                                    "p2 tu Kd"]))
    assert already.rule == "turn_up.already_up" and already.index == 12


def test_the_best_up_hand_opens_later_and_an_open_pair_allows_the_big_bet():
    actions = TURNED + ["p3 pb", "p1 cc", "p2 cc", "d dh p1 ??", "d dh p2 7d", "d dh p3 ??",
                        "p1 tu 9d", "p2 tu As", "p3 tu 6c"]
    state = replay(ryo(actions))
    assert state.to_act == 0 and state.legal()["bet"] == [2, 4]            # Anna's open nines
    without_pair = replay(ryo(actions[:-3] + ["p1 tu 8d", "p2 tu As", "p3 tu 6c"]))
    assert without_pair.to_act == 1 and without_pair.legal()["bet"] == [2, 2]   # Ben's A K


def test_seventh_street_has_no_turn_up_and_the_showdown_asks_for_the_three_hole_cards():
    history = {**json_hand("roll-your-own-showdown")}
    actions = history["actions"]
    seventh = actions.index("d dh p2 9h")
    state = replay({**history, "actions": actions[:seventh + 1]})
    assert state.expected()["kind"] == "act" and state.street == 7
    to_show = replay({**history, "actions": actions[:-2]})
    assert len(hole_slots(to_show, 0)) == 3
    assert shows(to_show, parse_cards("KsKhQc")) == ("p1 sm KsKhQc",)      # the picker: three slots
    with pytest.raises(RuleViolation):
        shows(to_show, parse_cards("KsKhQc7h"))


def json_hand(name):
    import json
    import pathlib

    return json.loads((pathlib.Path(__file__).parent.parent / "sample_hands" / f"{name}.json").read_text())


def test_a_history_round_trips_through_phh_and_json():
    history = json_hand("roll-your-own-showdown")
    history.pop("_expect")
    ruled = rule_history(history)
    again = rule_history(load_phh(dump_phh(history)))
    assert again["ruling"] == ruled["ruling"] and "p3 tu 6d" in dump_phh(history)
    canonical = replay(history).texts
    assert rule_history({**history, "actions": canonical})["ruling"] == ruled["ruling"]


def test_spread_limit_bets_as_follow_the_queen_and_excludes_split_limit():
    state = replay(ryo(TURNED, options={"spread_limit": True}, bet_limits=[2, 6]))
    assert not state.hand.fixed and state.legal()["bring_in"] == 1 and state.legal()["bet"] == [1, 2]
    with pytest.raises(Exception, match="exclude each other"):
        configure("RYO", {"spread_limit": True, "split_limit": True})


def _mutated(rng: random.Random, history: dict) -> tuple[list[str], int]:
    """The hand's actions with one turn-up made illegal at index `i`: a card repeated, one of
    someone else's up cards, a turn-up in a betting round, a bet in a turn-up."""
    actions = history["actions"]
    turns = [i for i, a in enumerate(actions) if " tu " in a]
    bets = [i for i, a in enumerate(actions) if a.split()[-1] in ("cc", "f", "pb") or " cbr " in a]
    i = rng.choice(turns)
    how = rng.randrange(3 if bets else 2)
    if how == 0:                                        # the same player turns up again at once
        return actions[:i + 1] + [actions[i]], i + 1
    if how == 1:                                        # a bet before the cards are turned up
        seat = actions[i].split()[0]
        return actions[:i] + [f"{seat} cc"], i
    j = rng.choice(bets)
    return actions[:j] + [actions[i]], j                # a turn-up in a betting round


@settings(max_examples=25, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from([{}, {"spread_limit": True}, {"split_limit": True}]))
def test_random_legal_hands_replay_rule_conserve_chips_and_export(rnd, options):
    history = random_hand(rnd, "RYO", options)
    ruled = rule_history(history)
    assert sum(ruled["finishing_stacks"]) + ruled["ruling"]["carried_pot"] == sum(history["starting_stacks"])
    assert rule_history(load_phh(dump_phh(history)))["ruling"] == ruled["ruling"]
    state = replay(history)
    for seat in state.seats:
        turned = sum(1 for e in state.events if e.kind == "turn_up" and state.seats[e.seat] is seat)
        assert turned == len(seat.up_cards) <= 4
    if any(" tu " in a for a in history["actions"]):
        actions, index = _mutated(rnd, history)
        error = refused({**history, "actions": actions})
        assert error.index == index and repr(actions[index]) in str(error)


def test_the_simulated_players_turn_up_the_newest_card_so_the_odds_are_seven_card_studs():
    """Nothing is wild: which card is up changes no showdown, and the policy (the newest card up)
    makes the rest of the deal Seven-Card Stud's, card for card (the same seed, the same odds)."""
    from bench.bench_odds import RYO_SPOT

    stud = {**RYO_SPOT, "variant": "F7S",
            "actions": [f"d dh p{i + 1} ????{a.split()[-1]}" for i, a in enumerate(RYO_SPOT["actions"][7:])]}
    rolled, dealt = odds(RYO_SPOT, seed=3), odds(stud, seed=3)
    assert rolled["players"] == dealt["players"] and rolled["stderr"] <= 0.0025


def test_odds_simulate_the_rest_of_a_roll_your_own_deal():
    history = ryo(TURNED)
    result = odds(history, budget=0.1)
    wins = [p["win"] for p in result["players"]]
    assert all(0 < w < 1 for w in wins) and sum(wins) <= 1 + 1e-5
    rng = random.Random(5)
    hand = random_hand(rng, "RYO", players=6)
    for upto in range(1, len(hand["actions"]), 7):
        result = odds({**hand, "actions": hand["actions"][:upto]}, budget=0.03)
        assert all(0 <= p["win"] <= 1 for p in result["players"])


def test_any_shape_may_turn_up_cards_by_choice():
    """Not Roll Your Own's alone: a five-card shape dealt face down, one card turned up a street
    (Mexican Stud's "choose after"), replays with the same rules (a house game's shape)."""
    from referee.games import Rules, Street
    from referee.games.roll_your_own import RollYourOwn
    from referee.history import Hand
    from referee.replay import State

    rolled_five = RollYourOwn("X5", {"en": "Rolled five", "de": "Rolled five"}, (2, 10), "fixed",
                              configure("RYO").game.options,
                              (Street(2, "dd", "small", turn_up=1), Street(3, "d", "small", turn_up=1),
                               Street(4, "d", "big", turn_up=1), Street(5, "d", "big", turn_up=1)))
    rules = Rules(rolled_five, dict(configure("RYO").options))
    state = State(Hand(rules, ("Anna", "Ben"), (50, 50), (1, 1), bring_in=1, small_bet=2, big_bet=4))
    for text in ("d dh p1 ????", "d dh p2 Kd3c", "p2 tu 3c", "p1 tu 8h"):
        state.apply(text)
    assert state.to_act == 1 and state.legal()["bring_in"] == 1          # Ben's 3♣ brings in on 2nd street
    for text in ("p2 pb", "p1 cc", "d dh p1 ??", "d dh p2 Kh", "p1 tu 8d", "p2 tu Kd"):
        state.apply(text)
    assert state.to_act == 0 and state.legal()["bet"] == [2, 4]          # Anna's open eights, the big bet too
    for street in (4, 5):
        state.apply(f"p{state.acting + 1} cc")
        state.apply(f"p{state.acting + 1} cc")
        state.apply("d dh p1 ??")
        state.apply(f"d dh p2 {'Qs' if street == 4 else 'Qh'}")
        state.apply(f"p1 tu {'2s' if street == 4 else '4s'}")
        state.apply(f"p2 tu {'Kh' if street == 4 else 'Qs'}")
    assert [len(s.up_cards) for s in state.seats] == [4, 4] and state.phase == "bet"
    assert [str(d.card) for d in state.seats[1].cards if not d.up] == ["Qh"]     # one card stays down
