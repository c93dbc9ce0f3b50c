"""Declaring in the high-low games (`referee.games.declare`): each rule quotes its source
(docs/rules.md, "Declare"); the other readings are options."""

from __future__ import annotations

import pytest

from referee.games.house import HOUSE, PRESETS
from referee.phh import dump_phh, load_phh
from referee.replay import replay
from referee.ruling import rule_history
from referee.violations import RuleViolation

NAMES = ["Anna", "Ben", "Carla"]
HEADER = {"variant": "F7SD", "players": NAMES, "starting_stacks": [50] * 3, "antes": [1] * 3, "bring_in": 1,
          "small_bet": 2, "big_bet": 4}
#: each player's seven cards in the order dealt: two down, four up, one down
ANNA = "AsKs Ah Kh Kd 9c 9h"          # a full house, Kings over Aces; a bad low (pairs)
BEN = "2c3c 4d 5c 6c 7c 8d"           # a flush; 6-5-4-3-2 low
CARLA = "QhQd Jc Qs 2s 3s 4s"         # three Queens; Q-J-4-3-2 low


def _cards(text: str) -> list[str]:
    plain = text.replace(" ", "")
    return [plain[i:i + 2] for i in range(0, len(plain), 2)]


def _to_declare(header: dict, hands: list[str]) -> list[str]:
    """The deal of `hands` with every betting round checked or called."""
    state = replay({**header, "actions": []})
    cards = [_cards(h) for h in hands]
    actions: list[str] = []
    for start, count in [(0, 3), (3, 1), (4, 1), (5, 1), (6, 1)]:
        for seat, mine in enumerate(cards):
            text = f"d dh p{seat + 1} {''.join(mine[start:start + count])}"
            state.apply(text)
            actions.append(text)
        while state.phase == "bet":
            text = f"p{state.acting + 1} {'pb' if state.legal()['bring_in'] else 'cc'}"
            state.apply(text)
            actions.append(text)
    assert state.phase == "declare"
    return actions


def ruled(declared: dict[str, str], hands=(ANNA, BEN, CARLA), **options) -> dict:
    """The hand declared so (name -> side) and shown, ruled."""
    header = {**HEADER, "options": options}
    actions = _to_declare(header, list(hands)) + [f"p{NAMES.index(n) + 1} dc {side}" for n, side in declared.items()]
    state = replay({**header, "actions": actions})
    while state.phase == "showdown":
        text = f"p{state.expected()['seat'] + 1} sm -"
        state.apply(text)
        actions.append(text)
    return rule_history({**header, "actions": actions})


def won(result: dict) -> dict[str, int]:
    return {name: end - 50 for name, end in zip(NAMES, result["finishing_stacks"])}


def test_a_swing_must_win_both_ways_or_gets_nothing_and_the_others_share_the_pot():
    # pokerteam.com: "If a player played a token for both, he must win both to win any money ... the money goes
    # to the hand he tied with and the next lowest hand, but none goes to him."
    result = ruled({"Anna": "both", "Ben": "low", "Carla": "high"})
    assert won(result) == {"Anna": -2, "Ben": 1, "Carla": 1}
    assert result["ruling"]["pots"][0]["failed_swings"] == {"Anna": {"high": "won", "low": "lost"}}
    assert "Anna declared both and lost the low: Anna gets nothing." in result["ruling"]["explanation"]["en"]
    assert "Anna hat beides angesagt und die Low-Hälfte verloren: Anna bekommt nichts." in \
        result["ruling"]["explanation"]["de"]


def test_a_swing_who_wins_both_ways_takes_the_whole_pot():
    result = ruled({"Anna": "high", "Ben": "both", "Carla": "high"}, hands=(CARLA, BEN, "9d8c 7h 6s 5h Td Jd"))
    assert won(result) == {"Anna": -2, "Ben": 4, "Carla": -2}
    assert "Ben declared both and won both halves: Ben wins the pot of 6 with a flush" in \
        result["ruling"]["explanation"]["en"]


def test_a_tie_on_one_side_loses_both_and_by_option_counts():
    # Wikipedia, "Declaration (poker)": "he must have both the highest hand and the lowest hand clearly, with no
    # losses or ties in either direction ... (or one like it--sometimes a "swing" hand that ties for best in one
    # direction and wins clearly in the other may still be allowed the winning half)"; pokerclub.ca: "if the
    # player ties in one case, he loses both".  Ben and Carla hold the same low, Ben the better high.
    same_low = ("AsKs Ah Kh Kd 9c 9h", "2c3c 4d 5c 6c 7c 8d", "2h3h Jc 4s 5s 6s 9d")
    loses = ruled({"Anna": "low", "Ben": "both", "Carla": "low"}, hands=same_low)
    assert won(loses) == {"Anna": -2, "Ben": -2, "Carla": 4}
    assert "Ben declared both and only tied for the low: Ben gets nothing" in loses["ruling"]["explanation"]["en"]
    counts = ruled({"Anna": "low", "Ben": "both", "Carla": "low"}, hands=same_low, swing_tie="wins")
    assert won(counts) == {"Anna": -2, "Ben": 3, "Carla": -1}        # the high half, and half the low (odd chip)


def test_a_side_nobody_declared_leaves_the_whole_pot_to_the_other():
    # Wikipedia: "If no player declared in one direction, then that half is awarded in the other."
    result = ruled({"Anna": "high", "Ben": "high", "Carla": "high"})
    assert won(result) == {"Anna": 4, "Ben": -2, "Carla": -2}
    assert "Nobody declared low: Anna wins the pot of 6" in result["ruling"]["explanation"]["en"]


def test_one_player_alone_declaring_a_side_takes_that_half_whatever_the_hand():
    # Sklansky (twoplustwo.com, "Hi-Lo Declare"): "If only one player declares for high or low, he automatically
    # gets half the pot. It doesn't matter how bad his hand is."  Anna's low is two pairs.
    result = ruled({"Anna": "low", "Ben": "high", "Carla": "high"})
    assert won(result) == {"Anna": 1, "Ben": 1, "Carla": -2}


def test_no_qualifier_by_default_and_eight_or_better_by_option():
    # Sklansky: "The game is not usually played 'eight or better' but it could be."
    bad_lows = ("AsKs Ah Kh Kd 9c 9h", "2c3c 4d 5c 6c 7c 8d", "QhQd Jc Qs 2s 3s 4s")
    assert won(ruled({"Anna": "high", "Ben": "high", "Carla": "low"}, hands=bad_lows)) == {
        "Anna": 1, "Ben": -2, "Carla": 1}
    eight = ruled({"Anna": "high", "Ben": "high", "Carla": "low"}, hands=bad_lows, qualifier="eight")
    assert won(eight) == {"Anna": 4, "Ben": -2, "Carla": -2}
    assert "No low qualifies: Anna wins the pot of 6" in eight["ruling"]["explanation"]["en"]


def test_a_pot_no_declaration_can_win_goes_as_the_cards_speak():
    # With the qualifier, lows declared that do not qualify and nobody declaring high: no declaration
    # wins the pot (decided here: the cards speak, the best high hand takes it).
    no_lows = (ANNA, "9d8c 7h 6s 5h Td Jd", CARLA)
    result = ruled({"Anna": "low", "Ben": "low", "Carla": "low"}, hands=no_lows, qualifier="eight")
    assert won(result) == {"Anna": 4, "Ben": -2, "Carla": -2}
    assert result["ruling"]["pots"][0]["decided_by"] == "cards_speak"
    assert "No declaration can win the pot of 6: the cards speak. No low qualifies: Anna wins the pot of 6" in \
        result["ruling"]["explanation"]["en"]


def test_the_pot_rides_by_option_when_a_swing_fails():
    result = ruled({"Anna": "both", "Ben": "low", "Carla": "high"}, failed_swing="pot_rides")
    assert result["finishing_stacks"] == [48, 48, 48] and result["ruling"]["carried_pot"] == 6
    assert "The pot of 6 rides to the next deal: Anna declared both and failed." in \
        result["ruling"]["explanation"]["en"]


def test_everyone_a_swing_who_failed_the_cards_speak():
    result = ruled({"Anna": "both", "Ben": "both", "Carla": "both"})
    assert won(result) == {"Anna": 1, "Ben": 1, "Carla": -2}
    assert result["ruling"]["pots"][0]["decided_by"] == "cards_speak"
    assert "Everyone who claims the pot of 6 declared both and failed: the cards speak" in \
        result["ruling"]["explanation"]["en"]


def test_simultaneous_declarations_come_in_any_order_and_once():
    actions = _to_declare(HEADER, [ANNA, BEN, CARLA])
    state = replay({**HEADER, "actions": actions})
    assert state.expected() == {"kind": "declare", "seat": state.to_declare[0], "street": 7, "in_turn": False,
                                "seats": [0, 1, 2]}
    for order in (["p3 dc low", "p1 dc high", "p2 dc both"], ["p2 dc low", "p1 dc high", "p3 dc both"]):
        assert replay({**HEADER, "actions": actions + order}).phase == "showdown"
    with pytest.raises(RuleViolation, match="Ben has declared already"):
        replay({**HEADER, "actions": actions + ["p2 dc low", "p2 dc high"]})


def test_in_turn_the_last_to_bet_or_raise_declares_first():
    # Wikipedia: 'Games with verbal in-turn declarations (called "last raise declares") are uncommon'.
    header = {**HEADER, "options": {"declare": "in_turn"}}
    actions = _to_declare(header, [ANNA, BEN, CARLA])[:-3] + ["p1 cc", "p2 cbr 4", "p3 cc", "p1 cc"]
    state = replay({**header, "actions": actions})
    assert state.expected()["seats"] == [1] and state.expected()["in_turn"]
    with pytest.raises(RuleViolation) as refused:
        replay({**header, "actions": actions + ["p3 dc low"]})
    assert refused.value.rule == "declare.order"
    assert replay({**header, "actions": actions + ["p2 dc low", "p3 dc high", "p1 dc high"]}).phase == "showdown"


def test_a_declaration_outside_its_time_or_game_is_refused_by_name():
    actions = _to_declare(HEADER, [ANNA, BEN, CARLA])
    for header, before, rule in ((HEADER, actions[:4], "declare.not_now"),
                                 ({**HEADER, "variant": "F7S/8"}, actions, "declare.none")):
        with pytest.raises(RuleViolation) as refused:
            replay({**header, "actions": [*before, "p1 dc low"]})
        assert refused.value.rule == rule


def test_cards_speak_stays_the_default_of_hi_lo():
    hilo = {**HEADER, "variant": "F7S/8"}
    assert replay({**hilo, "actions": _to_declare(HEADER, [ANNA, BEN, CARLA])}).phase == "showdown"


def test_a_declare_hand_comes_back_the_same_from_phh():
    result = ruled({"Anna": "both", "Ben": "low", "Carla": "high"})
    history = {k: v for k, v in result.items() if k not in ("finishing_stacks", "winnings", "ruling")}
    text = dump_phh(history)
    assert '"p1 dc both"' in text
    assert rule_history(load_phh(text))["finishing_stacks"] == result["finishing_stacks"]


def test_a_house_game_split_hi_lo_declares_as_hi_lo_does():
    result = ruled({"Anna": "both", "Ben": "low", "Carla": "high"})
    history = {k: v for k, v in result.items() if k not in ("finishing_stacks", "winnings", "ruling")}
    house = {**history, "variant": HOUSE, "house_game": PRESETS["F7S/8"], "options": {"declare": "simultaneous"}}
    assert rule_history(house)["finishing_stacks"] == result["finishing_stacks"]
    assert rule_history(house)["ruling"]["explanation"] == result["ruling"]["explanation"]


def test_one_word_for_the_qualifier_none_by_default_when_the_players_declare():
    # The issue: "no qualifier by default in declare games"; a high-low game without declaring keeps eight or better.
    from referee.games import configure

    assert configure("F7SD").options["qualifier"] == configure("5CSD").options["qualifier"] == "none"
    assert configure("F7S/8").options["qualifier"] == "eight"
    assert configure("F7S/8", {"declare": "simultaneous"}).options["qualifier"] == "none"
    assert configure("F7S/8", {"declare": "in_turn", "qualifier": "eight"}).options["qualifier"] == "eight"
    house = configure(HOUSE, {"declare": "simultaneous"}, PRESETS["F7S/8"]).options
    assert house["qualifier"] == "none"
    assert configure(HOUSE, {}, PRESETS["F7S/8"]).options["qualifier"] == "eight"
    assert configure(HOUSE, {}, PRESETS["F7S/8 no qualifier"]).options["qualifier"] == "none"


@pytest.mark.parametrize("old", [True, False])
def test_hands_stored_with_declare_eight_or_better_rule_as_before(old):
    # The option of before, a yes-or-no beside `qualifier`, is read as `qualifier`: the same ruling.
    bad_lows = ("AsKs Ah Kh Kd 9c 9h", "2c3c 4d 5c 6c 7c 8d", "QhQd Jc Qs 2s 3s 4s")
    declared = {"Anna": "high", "Ben": "high", "Carla": "low"}
    stored = ruled(declared, hands=bad_lows, declare_eight_or_better=old)
    now = ruled(declared, hands=bad_lows, qualifier="eight" if old else "none")
    assert stored["finishing_stacks"] == now["finishing_stacks"]
    assert stored["ruling"]["explanation"] == now["ruling"]["explanation"]
    from referee.games import configure

    assert configure("F7S/8", {"declare": "simultaneous", "qualifier": "eight",
                               "declare_eight_or_better": old}).options["qualifier"] == ("eight" if old else "none")
    assert configure("F7S/8", {"declare_eight_or_better": old}).options["qualifier"] == "eight"
