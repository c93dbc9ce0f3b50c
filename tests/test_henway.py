"""Henway (referee/games/henway.py): two cards, one betting round, high-low declare of two-card
hands, as talvola/generic_poker's henway.json deals it; the two-card rankings
(`referee.ranking.two_card_hand`, `referee.lowball.two_card_low`)."""

from __future__ import annotations

import json
from itertools import combinations
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.cards import DECK, parse_cards
from referee.games import configure
from referee.lowball import low_hand, two_card_low
from referee.odds import odds
from referee.ranking import two_card_hand, wild_set
from referee.replay import replay
from referee.ruling import rule_history
from referee.violations import RuleViolation

SAMPLE = Path(__file__).resolve().parent.parent / "sample_hands" / "henway.json"


def _low_value(rank: int) -> int:
    return 1 if rank == 14 else rank


def test_two_card_hands_a_pair_beats_no_pair_then_the_ranks_count():
    """Pai gow's two-card hand: "Two-card hands fall into two categories, pair and no pair. The
    pairs rank from highest, A-A, to lowest, 2-2. The no-pair hands rank from highest, A-K, to
    lowest, 3-2"."""
    order = ["As Ad", "Kc Kd", "2c 2d", "Ah Kh", "Ah Qc", "Kh Qd", "4c 2d", "3h 2c"]
    keys = [two_card_hand(parse_cards(two)).key for two in order]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == len(keys)
    classes = {two_card_hand(two).key for two in combinations(DECK, 2)}
    assert len(classes) == 13 + 78                       # thirteen pairs, 13 choose 2 rank pairs


@given(st.lists(st.sampled_from(DECK), min_size=4, max_size=4, unique=True))
def test_two_card_hands_compare_as_pair_first_then_ranks_high_first(cards):
    """The key compares as a reading of the rule would: (is a pair, ranks high first); suits never count."""
    a, b = cards[:2], cards[2:]

    def read(two):
        ranks = sorted((c.rank for c in two), reverse=True)
        return (ranks[0] == ranks[1], ranks)
    assert (two_card_hand(a) > two_card_hand(b)) == (read(a) > read(b))
    assert (two_card_hand(a) == two_card_hand(b)) == (read(a) == read(b))


@given(st.lists(st.sampled_from(DECK), min_size=4, max_size=4, unique=True))
def test_two_card_lows_compare_ace_low_no_pair_first_then_the_higher_card_lowest(cards):
    """generic_poker's ``two_card_a5_low``: Ace to Five of two cards, a pair the worst."""
    a, b = cards[:2], cards[2:]

    def read(two):
        values = sorted((_low_value(c.rank) for c in two), reverse=True)
        return (values[0] != values[1], [-v for v in values])
    assert (two_card_low(a) > two_card_low(b)) == (read(a) > read(b))


def test_the_best_two_card_low_is_two_ace_and_eight_or_better_by_option():
    assert max(two_card_low(two) for two in combinations(DECK, 2)).name == "2-A low"
    assert two_card_low(parse_cards("9c 3h"), qualifier=8) is None
    assert two_card_low(parse_cards("8c 3h"), qualifier=8).name == "8-3 low"
    assert two_card_low(parse_cards("3c 3h"), qualifier=8) is None


def test_the_quick_two_card_low_is_the_best_low_of_two_of_every_two_cards():
    """`two_card_low`'s shortcut for two plain cards (the odds rank hundreds of thousands) is
    `low_hand` of size two, with and without the qualifier."""
    for two in combinations(DECK, 2):
        for qualifier in (None, 8):
            quick, slow = two_card_low(two, qualifier), low_hand(two, qualifier, size=2)
            assert quick == slow and (quick is None or quick.cards == slow.cards)


def test_a_wild_card_pairs_the_other_card_and_two_are_aces():
    assert two_card_hand(parse_cards("Qh 7c"), wild_set({12})).key == (1, 7)
    assert two_card_hand(parse_cards("Qh Qc"), wild_set({12})).key == (1, 14)
    assert two_card_low(parse_cards("Qh 7c"), wild=wild_set({12})).name == "7-A low"


def test_henway_deals_one_down_and_one_up_then_one_betting_round_then_the_declaration():
    """henway.json: "Deal Hole Cards" one face down and one face up, "Post Bring-In" (``low card``),
    one "Betting Round" (``small``), "Declare High/Low" (``simultaneous``)."""
    rules = configure("HENWAY")
    assert [(s.number, s.faces, s.bet) for s in rules.streets] == [(2, "du", "small")]
    assert rules.options["declare"] == "simultaneous" and rules.options["qualifier"] == "none"
    sample = json.loads(SAMPLE.read_text())
    deal = replay({**sample, "actions": sample["actions"][:3]})
    assert deal.expected()["seat"] == 1 and deal.expected()["legal"]["bring_in"] == 1     # Ben's 2♦
    betting_done = sample["actions"][:8]
    assert replay({**sample, "actions": betting_done}).expected()["kind"] == "declare"
    with pytest.raises(RuleViolation) as refused:
        replay({**sample, "actions": [*betting_done, "d dh p1 5c"]})
    assert refused.value.rule == "deal.not_now"
    assert refused.value.message("en") == (
        "No card is dealt now: Declare: Anna, Ben and Carla declare high, low or both.")
    assert refused.value.message("de") == (
        "Jetzt wird keine Karte gegeben: Ansage: Anna, Ben und Carla sagen High, Low oder beides an.")


def test_the_ruling_says_a_pair_of_sevens_and_the_two_ace_low_in_english_and_german():
    ruled = rule_history(json.loads(SAMPLE.read_text()))["ruling"]
    en, de = ruled["explanation"]["en"], ruled["explanation"]["de"]
    assert "the high half (8) to Anna with a pair of sevens; the low half (7) to Ben with 2-A low" in en
    assert "die High-Hälfte (8) an Anna (ein Paar Siebenen); die Low-Hälfte (7) an Ben (Low 2-A)" in de
    assert ruled["hands"]["Carla"]["description"] == {"en": "K-9 high", "de": "K-9 hoch"}
    # Anna's pair as a low is said to be her low, not only her pair again
    assert "Anna: a pair of sevens, and pair of sevens as low." in en
    assert "Anna: ein Paar Siebenen, und ein Paar Siebenen als Low." in de


def test_the_odds_of_henway_are_counted_from_the_two_cards():
    """The odds view works: each player's two-card hands, high and low, every unseen hole card
    counted (as in every declare game, the cards' chances: nobody foresees a declaration)."""
    sample = json.loads(SAMPLE.read_text())
    carla_unseen = {**sample, "actions": ["d dh p1 7h7c", "d dh p2 Ah2d", "d dh p3 ??9s", "p2 pb"]}
    chances = odds(carla_unseen)
    assert chances["method"] == "exact" and chances["samples"] == 47 and chances["nobody"] == 0
    assert all(0 < p["win"] + p["tie"] <= 1 for p in chances["players"])
    known = {**sample, "actions": ["d dh p1 7h7c", "d dh p2 Ah2d", "d dh p3 Kd9s", "p2 pb", "p3 f", "p1 cc"]}
    certain = odds(known)
    assert [(p["win"], p["tie"]) for p in certain["players"]] == [(0.0, 1.0), (0.0, 1.0)]
