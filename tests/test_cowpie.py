"""Cowpie (referee/games/cowpie.py): the setting of two hands in the replay (``pN st``), its last
betting round, and the showdown of two hands, half to the best five cards, half to the best two.
The rules are mixedgamespoker.info's "How to Play: Cowpie"."""

import json
import pathlib

import pytest

from referee.actions import SetHands, parse_action
from referee.cards import parse_cards
from referee.games import configure
from referee.games.cowpie import COWPIE as COWPIE_GAME
from referee.replay import replay
from referee.ruling import rule, rule_history
from referee.streets import steps
from referee.violations import RuleViolation
from referee.words.steps import did_text

COWPIE = json.loads((pathlib.Path(__file__).parent.parent / "sample_hands" / "cowpie.json").read_text())
TO_SET = COWPIE["actions"][:33]
SHOWN = COWPIE["actions"][39:]


def test_a_setting_is_written_in_the_phh_grammar():
    action = parse_action("p2 st Kh ??")
    assert action == SetHands(1, (parse_cards("Kh")[0], None)) and str(action) == "p2 st Kh??"


def test_after_the_7th_street_betting_every_player_sets_and_a_last_round_at_the_big_bet_follows():
    # "At the completion of 7th street betting, each player re-arranges their 7 cards into 2 separate
    # hands ... Once so arranged, there is a final round of betting."
    state = replay({**COWPIE, "actions": TO_SET})
    assert state.expected()["kind"] == "set" and state.expected()["seats"] == [0, 1, 2]
    state = replay({**COWPIE, "actions": COWPIE["actions"][:36]})
    assert state.expected()["kind"] == "act" and state.legal()["bet"] == [4, 4]


def test_the_pot_is_split_between_the_best_five_card_hand_and_the_best_two_card_hand():
    # "the pot is split between the highest 5 card hand and the highest 2 card hand"; "If a player
    # misplays his hand by creating a 2 card hand that is better than his 5 card hand, both hands are
    # disqualified" (Carla's tens over her five cards' sixes)
    ruling = rule(replay(COWPIE))
    assert ruling.pots[0].halves == {"five": {0: 26}, "two": {1: 25}}
    assert ruling.hands[2]["five"] is None and ruling.hands[1]["two"].key == (1, 13)


def test_a_setting_of_unseen_cards_takes_the_newest_face_down_cards_the_show_fills_them():
    state = replay(COWPIE)
    assert state.two_card_places(1) == {6, 1}          # Ben's ????: his 7th-street card and second hole card
    assert sorted(str(state.seats[1].cards[i].card) for i in state.two_card_places(1)) == ["Kd", "Kh"]


def test_every_setting_misplayed_the_pot_is_split_among_all_who_claim_it():
    # Ben folds on 7th street (pot 35); Anna's two Aces outrank her five cards' deuces, Carla's tens her sixes
    actions = TO_SET[:32] + ["p2 f", "p1 st AhAd", "p3 st TcTh", "p3 cc", "p1 cc", "p3 sm 5c9dTh", "p1 sm AhAdJh"]
    ruled = rule_history({**{k: v for k, v in COWPIE.items() if k != "finishing_stacks"}, "actions": actions})
    assert ruled["ruling"]["pots"][0]["decided_by"] == "misplayed"
    assert ruled["ruling"]["pots"][0]["shares"] == {"Anna": 18, "Carla": 17}
    assert "Every setting that claims the pot of 35 is misplayed" in ruled["ruling"]["explanation"]["en"]


def test_option_outrank_as_best_five_reads_the_two_card_hand_as_generic_poker_does():
    # Ben's Q-Q-8-8-3 outranks K-K rank by rank, and as K-K-A-Q-J too; Anna's A-A-2-2-7 and A-J both ways
    history = {k: v for k, v in COWPIE.items() if k != "finishing_stacks"}
    by_five = rule_history({**history, "options": {"outrank": "as_best_five"}})
    assert by_five["finishing_stacks"] == COWPIE["finishing_stacks"]
    # K-K-9-4-2 against K-K: rank by rank it outranks, as K-K-A-Q-J it does not
    five, two, down = parse_cards("Ks Kc 9c 4d 2s"), parse_cards("Kh Kd"), parse_cards("Kh Ks 2s")
    assert COWPIE_GAME.two_hands(configure("COWPIE"), five, two, down, frozenset())["five"] is not None
    misplayed = COWPIE_GAME.two_hands(configure("COWPIE", {"outrank": "as_best_five"}), five, two, down, frozenset())
    assert misplayed["five"] is None and misplayed["misplayed"][1].key == (1, 13)


def test_the_story_says_who_set_never_which_cards():
    step = next(s for s in steps(COWPIE) if s.kind == "set")
    assert [did_text(d, COWPIE["players"]) for d in step.did] == [
        "Anna sets the two hands", "Ben sets the two hands", "Carla sets the two hands"]


def test_a_side_pot_nobody_else_claims_says_both_hands_misplayed_or_not():
    # a random hand (harness/handgen.py, seed 0): Carla, misplayed, alone in a side pot, takes it
    import random

    from harness.handgen import random_hand

    said = rule_history(random_hand(random.Random(0), "COWPIE", {}))["ruling"]["explanation"]
    assert ("Carla wins side pot 1 (26) with Jack high (five cards) and K-Q high (two cards): nobody else can "
            "claim it") in said["en"]
    assert "(fünf Karten) und K-D hoch (zwei Karten)" in said["de"]


def _refusal(actions: list[str]) -> str:
    with pytest.raises(RuleViolation) as refused:
        replay({**COWPIE, "actions": actions})
    return refused.value.rule


def test_a_setting_of_unseen_cards_is_named_at_the_show_and_the_ruling_takes_the_named_two():
    # a seat's phone logs its setting ???? (its own business); at the show it names the two-card
    # hand's cards before showing them: Ben's Q♠ Q♥ (a hole card and an up card), not the K♥ K♦ a
    # ???? alone would take
    before_show, shows = COWPIE["actions"][:39], ["p2 st QsQh", *SHOWN]
    state = replay({**COWPIE, "actions": before_show + shows})
    assert sorted(str(state.seats[1].cards[i].card) for i in state.two_card_places(1)) == ["Qh", "Qs"]
    ruling = rule(state)
    assert ruling.hands[1]["two"].key == (1, 12) and ruling.hands[1]["five"].name == "two pair"
    assert ruling.pots[0].halves == {"five": {0: 26}, "two": {1: 25}}
    assert "the two-card half (25) to Ben with a pair of Queens" in rule_history(
        {**{k: v for k, v in COWPIE.items() if k != "finishing_stacks"}, "actions": before_show + shows}
    )["ruling"]["explanation"]["en"]
    step = steps({**COWPIE, "actions": before_show + shows})[-1]
    assert step.kind == "show" and did_text(step.did[0], COWPIE["players"]) == "Ben names the two-card hand: Q♠ Q♥"


def test_a_naming_at_the_show_keeps_what_the_setting_named_and_comes_once_before_the_show():
    actions = COWPIE["actions"][:34] + ["p2 st Qh??", *COWPIE["actions"][35:39]]
    assert _refusal([*actions, "p2 st KhKd"]) == "show.not_set"          # Ben set his Q♥ there
    assert replay({**COWPIE, "actions": [*actions, "p2 st QhQs", "p2 sm QsKhKd"]}).two_card_places(1) == {5, 0}
    assert _refusal([*actions, "p2 st QhQs", "p2 st QhKd"]) == "setting.not_now"    # named once
    assert _refusal([*actions, "p2 sm QsKhKd", "p2 st QhQs"]) == "setting.not_now"  # shown: too late
    assert _refusal([*COWPIE["actions"][:39], "p1 st AhAd"]) == "setting.not_now"    # Anna named hers


def test_a_seats_reading_before_the_setting_is_its_best_five_never_two_hands_of_the_same_cards():
    # Ben's phone before he sets: the best five of his seven (K♥ K♦ Q♠ Q♥ 8♣ ...), and no
    # two-card hand made of two of those same cards; once set, his two hands as set
    from referee.seats import reading
    known = [a.replace("d dh p2 ????3c", "d dh p2 QsKh3c").replace("d dh p2 ??", "d dh p2 Kd") for a in TO_SET]
    before = reading(replay({**COWPIE, "actions": known}), 1)
    assert list(before["sides"]) == ["five"] and before["description"]["en"] == "two pair, Kings and Queens"
    after = reading(replay({**COWPIE, "actions": [*known, "p1 st AhJh", "p2 st QsQh"]}), 1)
    assert after["sides"]["two"]["description"]["en"] == "a pair of Queens"
    assert not set(after["sides"]["two"]["cards"]) & set(after["sides"]["five"]["cards"])
