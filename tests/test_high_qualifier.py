"""Seven-Card Stud Hi-Lo's option ``high_qualifier``: the high half needs a hand of at least a
rank, as talvola/generic_poker's ``7_card_stud_double_qualifier.json`` (the high ``"qualifier":
[8, 558]``, the low ``[1, 56]``, and ``"globalDefaultAction": {"condition": "no_qualifier_met",
"action": {"type": "split_pot"}}``)."""

from __future__ import annotations

from itertools import combinations

import pytest

from referee.cards import Card
from referee.games import GameError, configure
from referee.games.seven_card_stud import HIGH_QUALIFIERS
from referee.lowball import razz_hand
from referee.odds import odds
from referee.ranking import Category, hand_key
from referee.replay import replay
from referee.ruling import rule_history

RANKS = range(14, 1, -1)


def _two_pair_classes() -> list[tuple[int, ...]]:
    """Every two pair by its ranks, best first (A-A-K-K-Q is 1)."""
    hands = [(high, high, low, low, kicker) for high, low in combinations(RANKS, 2)
             for kicker in RANKS if kicker not in (high, low)]
    keys = {hand_key([Card(r, s) for r, s in zip(hand, (0, 1, 0, 1, 2))]) for hand in hands}
    return sorted(keys, reverse=True)


def test_the_sources_high_qualifier_is_the_558th_two_pair_nines_and_eights_with_a_five():
    """generic_poker's ranking tables count each rank's hands from the best (its two-card
    comparison table: a pair of Aces the pairs' 1st, Kings the 221st, 220 hands a pair); its rank 8
    is two pair ("8,Two Pair"): the 558th of the 858 two pairs is 9-9-8-8-5."""
    classes = _two_pair_classes()
    assert len(classes) == 858 and classes[0] == (Category.TWO_PAIR, 14, 13, 12)
    assert classes[558 - 1] == (Category.TWO_PAIR, 9, 8, 5) == HIGH_QUALIFIERS["nines_eights_five"]


def test_the_sources_low_qualifier_is_eight_or_better():
    """The low ``[1, 56]``: rank 1 of ``a5_low`` ("1,High Card", no pair), the 56th from the
    wheel: the eight lows, 8 choose 5 of them, the last 8-7-6-5-4."""
    lows = sorted({razz_hand([Card(r, s) for r, s in zip(five, (0, 1, 2, 3, 0))]).key
                   for five in combinations([14, 2, 3, 4, 5, 6, 7, 8], 5)}, reverse=True)
    assert len(lows) == 56
    assert razz_hand([Card(r, 0) for r in (8, 7, 6, 5)] + [Card(4, 1)]).key == lows[-1]


def _hand(anna: list[str], ben: list[str], options: dict) -> dict:
    """Anna and Ben check every street to the showdown: 3rd street (two down, one up), 4th to 6th
    up, 7th down; the lowest up card brings in and the other calls."""
    actions = [f"d dh p1 {''.join(anna[:3])}", f"d dh p2 {''.join(ben[:3])}"]
    history = {"variant": "F7S/8", "options": options, "players": ["Anna", "Ben"], "starting_stacks": [50, 50],
               "antes": [1, 1], "bring_in": 1, "small_bet": 2, "big_bet": 4, "actions": actions}
    while not (state := replay(history)).over:
        expected = state.expected()
        seat = expected.get("seat")
        if expected["kind"] == "deal":
            cards = (anna, ben)[seat]
            actions.append(f"d dh p{seat + 1} {cards[len(state.seats[seat].cards)]}")
        elif expected["kind"] == "show":
            cards = (anna, ben)[seat]
            actions.append(f"p{seat + 1} sm {cards[0]}{cards[1]}{cards[6]}")
        else:
            legal = expected["legal"]
            actions.append(f"p{seat + 1} {'pb' if legal.get('bring_in') else 'cc'}")
    return history


ANNA_KINGS = ["Kh", "Kd", "9c", "Qs", "Jh", "4d", "3c"]          # a pair of Kings, no low
BEN_LOW = ["2c", "3d", "Ts", "7h", "6s", "Ah", "5c"]             # Ace high; 6-5-3-2-A low
BEN_TENS = ["Tc", "9d", "Ts", "7h", "6s", "Ah", "5c"]            # a pair of tens, no low


def test_without_a_high_qualifier_any_high_hand_takes_the_high_half():
    ruled = rule_history(_hand(ANNA_KINGS, BEN_LOW, {}))["ruling"]
    assert ruled["pots"][0]["shares"] == {"Anna": 2, "Ben": 2} and ruled["pots"][0]["decided_by"] == "hi_lo"


def test_no_high_hand_qualifies_the_low_takes_the_whole_pot():
    """The source's ``_redistribute_exact_pot``: a half nobody won goes to the other."""
    ruled = rule_history(_hand(ANNA_KINGS, BEN_LOW, {"high_qualifier": "two_pair"}))["ruling"]
    assert ruled["pots"][0]["shares"] == {"Ben": 4} and ruled["pots"][0]["decided_by"] == "no_high"
    assert "No high hand qualifies (two pair or better): Ben wins the pot of 4 with 6-5-3-2-A low" in \
        ruled["explanation"]["en"]
    assert "Keine High-Hand erfüllt die Bedingung (zwei Paare oder besser): Ben gewinnt den Pot von 4 (Low " \
        "6-5-3-2-A)" in ruled["explanation"]["de"]


def test_a_pair_of_kings_qualifies_over_jacks_and_takes_the_high_half():
    ruled = rule_history(_hand(ANNA_KINGS, BEN_LOW, {"high_qualifier": "pair_of_jacks"}))["ruling"]
    assert ruled["pots"][0]["shares"] == {"Anna": 2, "Ben": 2}


def test_neither_half_qualifies_the_pot_is_split_among_all_who_claim_it():
    """``"no_qualifier_met"`` → ``split_pot``: "split the pot among all active players"."""
    ruled = rule_history(_hand(ANNA_KINGS, BEN_TENS, {"high_qualifier": "nines_eights_five"}))["ruling"]
    assert ruled["pots"][0]["shares"] == {"Anna": 2, "Ben": 2} and ruled["pots"][0]["decided_by"] == "no_qualifier"
    assert ("Neither a high hand (nines and eights with a five, or better) nor a low (eight or better) qualifies: "
            "all who claim the pot of 4 split it: Anna 2 and Ben 2") in ruled["explanation"]["en"]
    assert "Weder eine High-Hand (Neunen und Achten mit einer Fünf oder besser)" in ruled["explanation"]["de"]
    plain = rule_history(_hand(ANNA_KINGS, BEN_TENS, {}))["ruling"]
    assert plain["pots"][0]["shares"] == {"Anna": 4}


def test_the_odds_count_a_pot_nobody_qualifies_for_as_shared():
    history = _hand(ANNA_KINGS, BEN_TENS, {"high_qualifier": "two_pair"})
    before_seventh = next(i for i, a in enumerate(history["actions"]) if a == "d dh p1 3c")
    chances = odds({**history, "actions": history["actions"][:before_seventh]})
    assert chances["method"] == "exact" and chances["nobody"] == 0
    assert all(p["win"] + p["tie"] > 0 for p in chances["players"])


def test_a_high_qualifier_is_refused_where_the_players_declare():
    with pytest.raises(GameError) as refused:
        configure("F7S/8", {"high_qualifier": "two_pair", "declare": "simultaneous"})
    assert refused.value.phrase.id == "game.high_qualifier_declare"
