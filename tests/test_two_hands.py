"""Cowpie's and Outhouse's showdown of two hands (referee/games/two_hands.py): a setting checked
and ranked, a pot split between the best five-card and the best two-card hand.  The rules quoted
are mixedgamespoker.info's "How to Play: Cowpie" (homepokeredge.com's Cow Pie Stud says the same)."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.cards import DECK, parse_cards
from referee.games.two_hands import set_hands, setting_fault, split_two_hands
from referee.ranking import best_hand, two_card_hand


def test_each_hand_must_include_at_least_one_down_card():
    """"Each hand must include at least one down card"."""
    down = parse_cards("Ah 9c Qs")
    assert setting_fault(parse_cards("Ah Kd Kc 9c 4d"), parse_cards("Qs Qd"), down) is None
    assert setting_fault(parse_cards("Kd Kc 4d Qd 2h"), parse_cards("Ah 9c"), down) == "five_down"
    assert setting_fault(parse_cards("Ah Kd Kc 9c Qs"), parse_cards("4d Qd"), down) == "two_down"
    assert setting_fault(parse_cards("Ah Kd Kc 9c"), parse_cards("Qs Qd"), down) == "five_cards"
    assert setting_fault(parse_cards("Ah Kd Kc 9c 4d"), parse_cards("Qs 4d"), down) == "twice"
    with pytest.raises(ValueError, match="two_down"):
        set_hands(parse_cards("Ah Kd Kc 9c Qs"), parse_cards("4d Qd"), down)


def test_the_five_card_hand_must_outrank_the_two_card_hand_or_both_are_disqualified():
    """"The 5 card hand must out rank the 2 card hand ... If a player misplays his hand by creating
    a 2 card hand that is better than his 5 card hand, both hands are disqualified"."""
    down = parse_cards("Ah 9c Qs")
    assert set_hands(parse_cards("Ah Kd 9c 4d 2s"), parse_cards("Qs Qd"), down) is None     # QQ over A high
    assert set_hands(parse_cards("Qh Qc 9c 4d 2s"), parse_cards("Qs Ad"), down) is not None  # a pair over A-Q
    assert set_hands(parse_cards("Kh Kc 9c 4d 2s"), parse_cards("Qs Qd"), down) is not None  # Kings over Queens
    kings = parse_cards("9c Ks")
    assert set_hands(parse_cards("Kh Kc 9c 4d 2s"), parse_cards("Ks Kd"), kings) is not None  # kickers count
    assert set_hands(parse_cards("Ah Kc 9c 4d 2s"), parse_cards("Ks Ad"), kings) is not None  # A-K-9 over A-K
    assert set_hands(parse_cards("Ah Qc 9c 4d 2s"), parse_cards("Ks Ad"), kings) is None      # A-Q-9 under A-K


@given(st.lists(st.sampled_from(DECK), min_size=7, max_size=7, unique=True))
def test_every_seven_cards_have_a_setting_that_stands(cards):
    """The best five of seven always outranks some two of the other cards: no player is forced to
    misplay (each of the 21 ways to set them is ranked; the down cards here are the first, second
    and last, as stud deals them)."""
    down = {cards[0], cards[1], cards[6]}
    standing = []
    for two in combinations(cards, 2):
        five = [c for c in cards if c not in two]
        if setting_fault(five, two, down) is None and set_hands(five, two, down) is not None:
            standing.append(two)
    assert standing


def test_the_pot_is_split_between_the_best_five_card_and_the_best_two_card_hand():
    """"the pot is split between the highest 5 card hand and the highest 2 card hand"; the odd chip
    to the five-card half; a misplayed setting takes nothing."""
    anna = (best_hand(parse_cards("Ah Ad Kc Kd 2s")), two_card_hand(parse_cards("7c 7d")))
    ben = (best_hand(parse_cards("9h 9d 9c 4d 2c")), two_card_hand(parse_cards("Ac Kh")))
    carla = (best_hand(parse_cards("Th Td 6c 4s 2h")), two_card_hand(parse_cards("8c 8s")))
    assert split_two_hands(41, {0: anna, 1: ben, 2: None}, [0, 1, 2]) == {1: 21, 0: 20}
    assert split_two_hands(40, {0: anna, 1: ben, 2: carla}, [0, 1, 2]) == {1: 20, 2: 20}
    assert split_two_hands(40, {0: anna, 2: None}, [0, 2]) == {0: 40}                    # both halves


def test_ties_share_a_half_and_nobody_standing_shares_the_pot():
    same = (best_hand(parse_cards("9h 9d 9c 4d 2c")), two_card_hand(parse_cards("Ac Kh")))
    twin = (best_hand(parse_cards("9s 9d 9c 4h 2d")), two_card_hand(parse_cards("As Kd")))
    assert split_two_hands(21, {0: same, 1: twin}, [1, 0]) == {1: 11, 0: 10}
    assert split_two_hands(21, {0: None, 1: None, 2: None}, [2, 0, 1]) == {2: 7, 0: 7, 1: 7}


@given(st.integers(0, 500), st.lists(st.sampled_from(DECK), min_size=21, max_size=21, unique=True),
       st.lists(st.booleans(), min_size=3, max_size=3))
def test_a_split_keeps_every_chip(amount, cards, misplayed):
    """Whatever the hands, the shares add up to the pot and go to the claimants only."""
    hands = {seat: None if misplayed[seat] else (best_hand(cards[7 * seat:7 * seat + 5]),
                                                  two_card_hand(cards[7 * seat + 5:7 * seat + 7]))
             for seat in range(3)}
    shares = split_two_hands(amount, hands, [0, 1, 2])
    assert sum(shares.values()) == amount and set(shares) <= set(hands)
    assert all(chips >= 0 for chips in shares.values())
