"""The referee replays a hand and refuses a wrong step by naming the rule (a table per rule)."""

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.handgen import random_hand
from harness.properties import examples
from referee.replay import replay
from referee.ruling import rule, rule_history
from referee.violations import HistoryError, RuleViolation
from referee.words.state import next_text

NAMES = ["Anna", "Ben", "Carla", "Dan"]          # Dan deals; Anna sits at his left


def ftq(actions, **fields):
    return {"variant": "FTQ", "players": NAMES, "starting_stacks": [50, 50, 50, 50], "antes": [1, 1, 1, 1],
            "bet_limits": [1, 5], "max_raises": 3, "actions": actions, **fields}


THIRD = ["d dh p1 ????2c", "d dh p2 ????9d", "d dh p3 ????Kh", "d dh p4 ????5s"]   # Carla's K♥ opens


def refused(history):
    with pytest.raises(RuleViolation) as error:
        replay(history)
    return error.value


# --- dealing ------------------------------------------------------------------------------------

@pytest.mark.parametrize("actions, rule_id, index", [
    (["d dh p2 ????9d"], "deal.order", 0),                                    # Anna first
    (THIRD[:2] + ["d dh p4 ????5s"], "deal.order", 2),
    (["d dh p1 ??2c"], "deal.count", 0),                                      # two down, one up
    (["d dh p1 ??????"], "deal.unseen_up", 0),
    (["d dh p1 ????2c", "d dh p2 ????2c"], "deal.twice", 1),
    (["d dh p1 2c??3d", "d dh p2 ????3d"], "deal.twice", 1),
    (["d dh p1 Qh??Qh"], "deal.twice", 0),
    (THIRD + ["d dh p1 7c"], "deal.betting_first", 4),
    (THIRD + ["p3 cc", "p4 cc", "p1 cc", "p2 cc", "d dh p1 ??"], "deal.unseen_up", 8),  # 4th street is up
    (THIRD + ["p3 cc", "p4 cc", "p1 cc", "p2 cc", "d dh p1 7c8c"], "deal.count", 8),
    (THIRD + ["p3 cbr 2", "p4 f", "p1 cc", "p2 cc", "p3 cc"], "turn.none", 8),
    (THIRD + ["p3 cbr 2", "p4 f", "p1 cc", "p2 cc", "d dh p1 7c", "d dh p2 7d", "d dh p3 7h",
              "d dh p4 7s"], "deal.folded", 11),
    (THIRD + ["d db 7c"], "deal.board_not_now", 4),
])
def test_deal_order_refusals(actions, rule_id, index):
    error = refused(ftq(actions))
    assert (error.rule, error.index, error.action) == (rule_id, index, actions[index])


def test_nothing_after_a_refusal_is_guessed():
    error = refused(ftq(["d dh p2 ????9d", "d dh p1 ????2c"]))
    assert error.index == 0 and "Anna gets the next card on 3rd street, not Ben" in error.message()
    assert "Anna bekommt die nächste Karte (3. Straße), nicht Ben" in error.message("de")


def test_hole_cards_may_be_unseen_but_up_cards_not():
    state = replay(ftq(THIRD))
    assert [d.up for d in state.seats[0].cards] == [False, False, True]
    assert state.seats[0].cards[0].card is None


# --- who acts ------------------------------------------------------------------------------------

def test_the_best_face_up_card_opens():
    assert replay(ftq(THIRD)).to_act == 2                          # Carla's K♥


def test_wild_cards_count_for_who_opens():
    # Anna's Q♥ is wild (an Ace, alone): she opens over Carla's K♥.
    actions = ["d dh p1 ????Qh", "d dh p2 ????9d", "d dh p3 ????Kh", "d dh p4 ????5s"]
    assert replay(ftq(actions)).to_act == 0


def test_ties_go_to_the_player_nearest_the_dealers_left():
    actions = ["d dh p1 ????9c", "d dh p2 ????Kd", "d dh p3 ????Kh", "d dh p4 ????5s"]
    assert replay(ftq(actions)).to_act == 1                        # Ben before Carla


def test_a_pair_showing_opens_later_streets():
    actions = THIRD + ["p3 cc", "p4 cc", "p1 cc", "p2 cc",
                       "d dh p1 2d", "d dh p2 3c", "d dh p3 4c", "d dh p4 6d"]
    assert replay(ftq(actions)).to_act == 0                        # Anna's 2♣ 2♦ beats Carla's K 4


def test_an_all_in_opener_passes_to_the_left():
    history = ftq(THIRD, starting_stacks=[50, 50, 1, 50])          # Carla is all-in with her ante
    assert replay(history).to_act == 3


def test_follow_rank_changes_the_opener_mid_hand():
    # 4th street: Anna's Q♥ makes her 2♣ a pair of deuces; Ben's 4♣ follows it, fours are wild, and
    # his 3♦ 4♣ is a pair of threes: Ben opens (without the follow rank, Anna's deuces would).
    fourth = THIRD + ["p3 cc", "p4 cc", "p1 cc", "p2 cc", "d dh p1 Qh", "d dh p2 4c", "d dh p3 7h", "d dh p4 6d"]
    state = replay(ftq(fourth))
    assert state.wilds.ranks == {12, 4}
    assert state.to_act == 1


def test_a_follower_alone_ties_with_the_queen_it_followed():
    # Ben's 9♦ follows Anna's Q♥: each is a lone wild card showing, an Ace; the tie goes to the
    # player nearest the dealer's left: Anna opens, not Carla with her natural K♥.
    state = replay(ftq(["d dh p1 ????Qh", "d dh p2 ????9d", "d dh p3 ????Kh", "d dh p4 ????5s"]))
    assert state.wilds.ranks == {12, 9}
    assert state.to_act == 0


# --- betting -------------------------------------------------------------------------------------

@pytest.mark.parametrize("actions, rule_id", [
    (["p1 cc"], "turn.order"),
    (["p3 cbr 2", "p4 cbr 2"], "bet.not_more"),
    (["p3 cbr 6"], "bet.limits"),                                   # a bet of 6 is over 5
    (["p3 cbr 2", "p4 cbr 8"], "bet.limits"),                       # a raise of 6
    (["p3 cbr 1", "p4 cbr 2", "p1 cbr 3", "p2 cbr 4", "p3 cbr 5"], "bet.raise_cap"),
    (["p3 cbr 60"], "bet.stack"),
])
def test_betting_refusals(actions, rule_id):
    error = refused(ftq(THIRD + actions))
    assert error.rule == rule_id and error.index == len(THIRD) + len(actions) - 1


def test_no_check_facing_a_bet():
    state = replay(ftq(THIRD + ["p3 cbr 3"]))
    assert state.legal() == {"fold": True, "check": False, "call": 3, "bring_in": None, "bet": None,
                             "raise": [4, 8], "fixed": False}
    assert next_text(state) == "Dan to act: call 3 or raise to 4–8 or fold"


def test_a_round_ends_when_everyone_matched():
    state = replay(ftq(THIRD + ["p3 cbr 3", "p4 cc", "p1 f", "p2 cbr 5", "p3 cc", "p4 cc"]))
    assert state.phase == "deal" and state.street == 4
    assert [s.contributed for s in state.seats] == [1, 6, 6, 6]


def test_a_short_stack_calls_all_in_and_the_others_bet_on():
    history = ftq(THIRD + ["p3 cbr 5", "p4 cc", "p1 cc", "p2 f"], starting_stacks=[50, 50, 50, 4])
    state = replay(history)
    assert state.seats[3].all_in and state.seats[3].contributed == 4
    # Dan can win 4 from each of the others (Ben's ante too), not what Anna and Carla put in above that
    assert [p.amount for p in state.pots()] == [13, 4]


def test_heads_up_raises_are_not_capped_when_the_option_says_so():
    three = ftq(["d dh p1 ????2c", "d dh p2 ????Kh", "d dh p3 ????5s"], players=NAMES[1:],
                starting_stacks=[50] * 3, antes=[1] * 3)
    error = refused({**three, "actions": three["actions"] + ["p2 cbr 1", "p3 f", "p1 cbr 2", "p2 cbr 3",
                                                             "p1 cbr 4", "p2 cbr 5"]})
    assert error.rule == "bet.raise_cap"                             # three players at first: capped
    uncapped = {**three, "options": {"heads_up_uncapped": True}}
    state = replay({**uncapped, "actions": three["actions"] + ["p2 cbr 1", "p3 f", "p1 cbr 2", "p2 cbr 3",
                                                               "p1 cbr 4", "p2 cbr 5", "p1 cbr 6"]})
    assert state.high == 6 and state.raises == 5 > state.hand.max_raises     # Ben and Anna raised five times


# --- Seven-Card Stud: bring-in and fixed limit -----------------------------------------------------

def f7s(actions, **fields):
    return {"variant": "F7S", "players": NAMES, "starting_stacks": [100] * 4, "antes": [1] * 4,
            "bring_in": 1, "small_bet": 2, "big_bet": 4, "actions": actions, **fields}


STUD_THIRD = ["d dh p1 ????9c", "d dh p2 ????2h", "d dh p3 ????2d", "d dh p4 ????Ah"]


def test_the_lowest_up_card_brings_in_suits_break_ties():
    state = replay(f7s(STUD_THIRD))
    assert state.to_act == 2                                       # 2♦ is lower than 2♥
    assert state.legal()["bring_in"] == 1
    assert refused(f7s(STUD_THIRD + ["p3 cc"])).rule == "bring_in.first"


def test_completion_and_fixed_raises():
    state = replay(f7s(STUD_THIRD + ["p3 pb", "p4 cbr 2", "p1 cbr 4"]))
    assert state.legal()["raise"] == [6, 6]
    assert refused(f7s(STUD_THIRD + ["p3 pb", "p4 cbr 3"])).rule == "bet.fixed"


def test_an_open_pair_on_fourth_street_allows_the_big_bet():
    third = STUD_THIRD + ["p3 pb", "p4 cc", "p1 cc", "p2 cc"]
    fourth = ["d dh p1 9d", "d dh p2 3c", "d dh p3 4c", "d dh p4 5c"]
    state = replay(f7s(third + fourth))
    assert state.to_act == 0 and state.legal()["bet"] == [2, 4]
    assert replay(f7s(third + fourth, options={"open_pair_big_bet": False})).legal()["bet"] == [2, 2]


def test_after_a_small_bet_on_an_open_pair_the_raise_may_be_small_or_big():
    """The open point of the cross-check, decided by the casino rule pages: "If a player
    makes an open pair on fourth street ... any active player has the options of betting or raising
    either $3 or $6" (online-sevencardstud.blogspot.com), and "Once one player bets at the higher
    limit, all subsequent bets and raises must continue at the higher limit as well"
    (gamesgrid.com).  The stud text speaks of the bet only ("kann zwischen dem Ante und dem Higher
    Limit gesetzt werden").  Options: ``as_bet`` (the raise the size of the bet, as before),
    ``big`` (every raise big)."""
    third = STUD_THIRD + ["p3 pb", "p4 cc", "p1 cc", "p2 cc"]
    fourth = ["d dh p1 9d", "d dh p2 3c", "d dh p3 4c", "d dh p4 5c", "p1 cbr 2"]
    state = replay(f7s(third + fourth))
    assert state.legal()["raise"] == [4, 6] and state.legal()["fixed"]
    state = replay(f7s(third + fourth + ["p2 cbr 6"]))                  # a big raise: big from now on
    assert state.legal()["raise"] == [10, 10]
    assert refused(f7s(third + fourth + ["p2 cbr 6", "p3 cbr 8"])).rule == "bet.fixed"
    state = replay(f7s(third + fourth + ["p2 cbr 4"]))                  # a small raise: small or big still
    assert state.legal()["raise"] == [6, 8]
    as_bet = refused(f7s(third + fourth + ["p2 cbr 6"], options={"open_pair_raise": "as_bet"}))
    assert as_bet.rule == "bet.fixed" and str(as_bet).endswith("On 4th street the raise must be 4, not 6.")
    assert replay(f7s(third + fourth, options={"open_pair_raise": "big"})).legal()["raise"] == [6, 6]
    no_pair = replay(f7s(third + ["d dh p1 8d", "d dh p2 3c", "d dh p3 4c", "d dh p4 5c", "p4 cbr 2"]))
    assert no_pair.legal()["raise"] == [4, 4]


# --- can: verify without a change ------------------------------------------------------------------

def test_can_says_whether_an_action_is_legal_and_changes_nothing():
    # Ben's up card is not in the record: he may bring in as well as Carla, whose 9♦ is the
    # lowest card known; asking must not make either of them the one to act
    state = replay(f7s(["d dh p1 ????Kh", "d dh p2 ??????", "d dh p3 ????9d"], players=NAMES[:3],
                       starting_stacks=[100] * 3, antes=[1] * 3))
    before = (state.to_act, state.bring_in_due, set(state.opener_candidates), state.view())
    assert [state.can(a) for a in ("p2 pb", "p3 pb", "p2 cbr 2", "p1 pb", "p2 cc", "p3 f", "p2 bets", "d dh p1 2c")] \
        == [True, True, True, False, False, False, False, False]
    assert (state.to_act, state.bring_in_due, state.opener_candidates, state.view()) == before
    state.apply("p2 pb")
    assert state.to_act == 2 and state.can("p3 cbr 2") and not state.can("p1 cc")


# --- the showdown -------------------------------------------------------------------------------------

def checked_to_seventh():
    actions = list(THIRD) + ["p3 cc", "p4 cc", "p1 cc", "p2 cc"]
    for cards in ("3c 3d 3h 3s", "4c 4d 4h 4s", "6c 6d 6h 6s"):                # 4th, 5th and 6th street
        actions += [f"d dh p{i + 1} {c}" for i, c in enumerate(cards.split())]
        state = replay(ftq(actions))
        order = state.clockwise_from(state.to_act)
        actions += [f"p{s + 1} cc" for s in order]
    actions += ["d dh p1 ??", "d dh p2 ??", "d dh p3 ??", "d dh p4 ??"]
    return actions


def test_the_showdown_starts_with_the_opener_when_nobody_bet():
    actions = checked_to_seventh()
    state = replay(ftq(actions))
    opener = state.to_act
    actions += [f"p{s + 1} cc" for s in state.clockwise_from(opener)]
    state = replay(ftq(actions))
    assert state.phase == "showdown" and state.expected()["seat"] == opener


def test_the_last_bettor_shows_first_and_a_muck_loses_the_claim():
    actions = checked_to_seventh()
    state = replay(ftq(actions))
    order = state.clockwise_from(state.to_act)
    bettor = order[1]
    actions += [f"p{order[0] + 1} cc", f"p{bettor + 1} cbr 3"] + [f"p{s + 1} cc" for s in order[2:] + order[:1]]
    state = replay(ftq(actions))
    assert state.expected()["seat"] == bettor
    wrong = (bettor + 1) % 4
    assert refused(ftq(actions + [f"p{wrong + 1} sm"])).rule == "show.order"


def test_everyone_folds_to_one_player():
    ruled = rule_history(ftq(THIRD + ["p3 cbr 3", "p4 f", "p1 f", "p2 f"]))
    assert ruled["finishing_stacks"] == [49, 49, 53, 49]           # three antes won, the bet back
    assert ruled["ruling"]["uncalled"] == {"player": "Carla", "amount": 3}
    assert ruled["ruling"]["outcome"] == "fold"


def test_a_hand_not_over_cannot_be_ruled():
    with pytest.raises(RuleViolation) as error:
        rule(replay(ftq(THIRD)))
    assert error.value.rule == "hand.not_over" and "Carla to act" in error.value.message()


# --- the header -------------------------------------------------------------------------------------

@pytest.mark.parametrize("change, field", [
    ({"variant": "XYZ"}, "variant"),
    ({"options": {"nope": True}}, "options"),
    ({"players": ["Anna", "Ben"]}, "players"),
    ({"players": ["Anna", "anna", "Carla", "Dan"]}, "players"),
    ({"starting_stacks": [50, 50, 50]}, "starting_stacks"),
    ({"starting_stacks": [50, 0, 50, 50]}, "starting_stacks"),
    ({"starting_stacks": [50, "50", 50, 50]}, "starting_stacks"),
    ({"antes": [1, 1, -1, 1]}, "antes"),
    ({"bet_limits": [5, 1]}, "bet_limits"),
    ({"actions": "d dh p1 ????2c"}, "actions"),
])
def test_header_refusals_name_the_field(change, field):
    with pytest.raises(HistoryError) as error:
        replay({**ftq([]), **change})
    assert error.value.field == field


def test_an_unreadable_action_is_refused_with_its_index():
    error = refused(ftq(THIRD + ["p3 bets 4"]))
    assert error.rule == "action.syntax" and error.index == 4 and "unknown action 'bets'" in error.message()


# --- properties ---------------------------------------------------------------------------------------

VARIANTS = [("FTQ", {}), ("FTC", {}), ("F7S", {}), ("BM", {}), ("BM", {"split": True}), ("BM", {"wild": True}),
            ("BM", {"forced_bet": False, "abort": False}), ("F7S", {"split_limit": True}),
            ("FTQ", {"extra_card": True, "redeal": True, "pay_for_wild": True}),
            ("FTQ", {"cancel": False, "queens_wild": False, "hole_queens_wild": True}),
            ("FTQ", {"odd_chip": "high_suit", "blaze": True, "four_flush": True}), ("F7S/8", {}), ("FR", {})]


@settings(max_examples=examples(40), deadline=None)
@given(st.sampled_from(VARIANTS), st.randoms(use_true_random=False))
def test_chips_in_equal_chips_out(variant, rnd):
    history = random_hand(rnd, *variant)
    ruled = rule_history(history)
    ruling = ruled["ruling"]
    assert sum(ruled["finishing_stacks"]) + ruling["carried_pot"] == sum(history["starting_stacks"])
    paid = sum(sum(p["shares"].values()) for p in ruling["pots"])
    assert paid == sum(p["amount"] for p in ruling["pots"])         # every pot fully paid
    assert paid + ruling["carried_pot"] + (ruling["uncalled"] or {"amount": 0})["amount"] == \
        sum(history["starting_stacks"]) - sum(replay(history).seats[i].stack for i in range(len(history["players"])))
    assert all(s >= 0 for s in ruled["finishing_stacks"])


@settings(max_examples=examples(12), deadline=None)
@given(st.sampled_from(VARIANTS), st.randoms(use_true_random=False), st.data())
def test_can_agrees_with_apply(variant, rnd, data):
    history = random_hand(rnd, *variant)
    actions = history["actions"]
    for i in data.draw(st.lists(st.integers(0, len(actions) - 1), max_size=6, unique=True)):
        state = replay(history, upto=i)
        before = state.view()
        for candidate in (actions[i], data.draw(st.sampled_from(actions))):
            try:
                replay({**history, "actions": [*actions[:i], candidate]})
            except RuleViolation:
                legal = False
            else:
                legal = True
            assert state.can(candidate) == legal, (i, candidate)
        assert state.view() == before


@settings(max_examples=examples(15), deadline=None)
@given(st.sampled_from(VARIANTS), st.randoms(use_true_random=False), st.data())
def test_a_fork_goes_on_as_a_replay_would_and_leaves_its_state_alone(variant, rnd, data):
    """`State.fork` (the table tries its one-tap round on one): the rest of the hand applied to
    the fork ends where a replay of the whole hand ends, and the state it was forked from is as
    it was."""
    history = random_hand(rnd, *variant)
    actions = history["actions"]
    upto = data.draw(st.integers(0, len(actions)))
    state = replay(history, upto=upto)
    before = state.view()
    fork = state.fork()
    for index, text in enumerate(actions[upto:], upto):
        fork.apply(text, index)
    assert fork.view() == replay(history).view() and fork.texts == replay(history).texts
    assert state.view() == before and state.applied == upto


_DEALT = re.compile(r"d dh p(\d+) (\S+)")


def _cards_in(text: str) -> list[str | None]:
    """The cards of an action text as written (None for ??), read without the referee."""
    return [None if text[i:i + 2] == "??" else text[i:i + 2] for i in range(0, len(text), 2)]


@settings(max_examples=examples(20), deadline=None)
@given(st.sampled_from(VARIANTS), st.randoms(use_true_random=False))
def test_replaying_step_by_step_agrees_with_the_actions_read_without_the_referee(variant, rnd):
    """After each action: the cards each player holds, every card seen, and the chips (stacks and
    pot) are what the action texts say, read here with a regular expression."""
    history = random_hand(rnd, *variant)
    chips = sum(history["starting_stacks"]) + history.get("carried_pot", 0)
    held: list[list[str | None]] = [[] for _ in history["players"]]
    seen: set[str] = set()
    for upto in range(len(history["actions"]) + 1):
        if upto:
            text = history["actions"][upto - 1]
            dealt = _DEALT.fullmatch(text)
            words = text.split()
            if dealt:
                held[int(dealt[1]) - 1] += _cards_in(dealt[2])
                seen |= {c for c in _cards_in(dealt[2]) if c}
            elif words[0] == "d" or (words[1] == "sm" and len(words) > 2):     # a card for nobody, a show
                seen |= {c for c in _cards_in(words[2]) if c}
        view = replay(history, upto=upto).view()
        assert view["actions"] == upto
        assert [len(p["cards"]) for p in view["players"]] == [len(h) for h in held]
        assert [[c["card"] for c in p["cards"] if c["up"]] for p in view["players"]] == [
            [c for c, up in zip(h, _faces(len(h))) if up] for h in held]
        assert set(view["seen"]) == seen
        assert sum(p["stack"] for p in view["players"]) + view["pot_total"] == chips


def _faces(count: int) -> list[bool]:
    """Which of a player's first `count` cards are dealt face up: down, down, up, up, up, up, down."""
    return [False, False, True, True, True, True, False][:count]


@settings(max_examples=examples(25), deadline=None)
@given(st.sampled_from(VARIANTS), st.randoms(use_true_random=False), st.data())
def test_a_corrupted_hand_is_refused_with_a_message(variant, rnd, data):
    """A card dealt twice and a bet beyond the stack are always refused; two actions swapped are
    refused unless they happen to commute (then the hand must still rule)."""
    history = random_hand(rnd, *variant)
    actions = history["actions"]
    deals = [i for i, a in enumerate(actions) if a.startswith("d dh") and a[-2:] != "??"]
    bets = [i for i, a in enumerate(actions) if " cbr " in a]
    kinds = ["duplicate card"] * (len(deals) > 1) + ["wrong amount"] * bool(bets) + ["swap"] * (len(actions) > 1)
    if not kinds:
        return
    kind = data.draw(st.sampled_from(kinds))
    bad = list(actions)
    if kind == "duplicate card":
        first, later = sorted(data.draw(st.lists(st.sampled_from(deals), min_size=2, max_size=2, unique=True)))
        bad[later] = bad[later][:-2] + actions[first][-2:]             # the same up card again
    elif kind == "wrong amount":
        i = data.draw(st.sampled_from(bets))
        bad[i] = bad[i].rsplit(" ", 1)[0] + f" {10 ** 6}"              # more than anyone's stack
    else:
        i = data.draw(st.integers(1, len(actions) - 1))
        bad[i - 1], bad[i] = bad[i], bad[i - 1]
    try:
        rule_history({**history, "actions": bad})
    except RuleViolation as error:
        assert error.message() and error.message("de") and error.index is not None
        if kind == "duplicate card":
            assert error.rule == "deal.twice"
        if kind == "wrong amount":
            assert error.rule in ("bet.stack", "bet.nobody_can_call")
    else:
        assert (kind == "swap" and bad != actions) or bad == actions


def test_random_hands_of_every_game_replay_and_rule_to_each_way_a_hand_ends():
    outcomes: dict[tuple, set[str]] = {}
    for seed in range(40):
        for variant in VARIANTS:
            ruled = rule_history(random_hand(random.Random(seed), *variant))
            outcomes.setdefault((variant[0], tuple(variant[1])), set()).add(ruled["ruling"]["outcome"])
    assert all({"fold", "showdown"} <= ways for ways in outcomes.values()), outcomes
    assert "carried_over" in outcomes["BM", ()] and "carried_over" in outcomes["BM", ("split",)]
    assert "carried_over" not in outcomes["BM", ("forced_bet", "abort")]
    assert "redeal" in outcomes["FTQ", ("extra_card", "redeal", "pay_for_wild")]


# --- Razz and Seven-Card Stud Hi-Lo ---------------------------------------------------------------

def test_razz_the_highest_card_brings_in_and_the_best_low_opens():
    third = ["d dh p1 ????9c", "d dh p2 ????Kh", "d dh p3 ????Ks", "d dh p4 ????Ah"]
    state = replay(f7s(third, variant="FR"))
    assert state.to_act == 2                                       # K♠ over K♥; the Ace is low
    fourth = third + ["p3 pb", "p4 cc", "p1 cc", "p2 cc", "d dh p1 9d", "d dh p2 4c", "d dh p3 5c", "d dh p4 2c"]
    assert replay(f7s(fourth, variant="FR")).to_act == 3           # A-2 showing is the best low


def test_razz_a_raise_capped_at_what_the_other_can_put_in():
    # PokerKit's excluded razz hand 85: p1 bets the big bet with less than a bet behind, p2 raises
    # to exactly p1's all-in amount.  The rest of a full raise would only come back: allowed.
    actions = ["d dh p1 ????5c", "d dh p2 ????Kh", "p2 pb", "p1 cc"]
    for street, (a, b) in zip((4, 5, 6), (("2c", "3c"), ("4c", "6c"), ("7c", "8c"))):
        actions += [f"d dh p1 {a}", f"d dh p2 {b}"]
        if street < 6:
            actions += ["p1 cc", "p2 cc"]
    history = f7s(actions + ["p1 cbr 4", "p2 cbr 5", "p1 cc"], variant="FR", players=["Anna", "Ben"],
                  starting_stacks=[7, 100], antes=[1, 1])
    state = replay(history)
    assert state.seats[0].all_in and state.street == 7
    assert refused({**history, "actions": history["actions"][:-2] + ["p2 cbr 6"]}).rule == "bet.fixed"


def test_hi_lo_splits_the_pot_the_odd_chip_to_the_high_half():
    ruled = rule_history({"variant": "F7S/8", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [50] * 3,
                          "antes": [1] * 3, "bring_in": 1, "small_bet": 2, "big_bet": 4, "actions": [
                              "d dh p1 KcKd9s", "d dh p2 Ac2d3h", "d dh p3 ????Td", "p2 pb", "p3 f", "p1 cc",
                              "d dh p1 Ks", "d dh p2 4c", "p1 cc", "p2 cc", "d dh p1 9h", "d dh p2 7d",
                              "p1 cc", "p2 cc", "d dh p1 Qd", "d dh p2 Jc", "p1 cc", "p2 cc",
                              "d dh p1 2s", "d dh p2 Js", "p1 cc", "p2 cc", "p1 sm KcKd2s", "p2 sm Ac2dJs"]})
    pot = ruled["ruling"]["pots"][0]
    assert pot["amount"] == 5 and pot["decided_by"] == "hi_lo"
    assert pot["shares"] == {"Anna": 3, "Ben": 2}                  # Anna's full house, Ben's low
    assert ruled["ruling"]["hands"]["Ben"]["low"]["category"] == "7-4-3-2-A low"


# --- a deal again for the players still in ----------------------------------------------------------

def test_a_redeal_goes_to_the_players_still_in_even_two_and_an_all_in_one():
    voided = ftq(["d dh p1 ????2c"], options={"redeal": True})
    again = {**voided, "players": ["Anna", "Ben"], "starting_stacks": [0, 20], "antes": [0, 0], "carried_pot": 9,
             "actions": ["d dh p1 ????2c", "d dh p2 ????9d"]}
    state = replay(again)                    # Anna was all-in in the voided deal: she plays for its pot
    assert state.seats[0].all_in and state.pots()[0].amount == 9 and state.pots()[0].eligible == (0, 1)
    with pytest.raises(HistoryError):
        replay({**again, "carried_pot": 0})   # without a carried pot, no chips: no play; two: too few


def test_the_german_refusal_says_where_the_card_went_in_german():
    error = refused(ftq(["d dh p1 ????2c", "d dh p2 ????2c"]))
    assert "(an Anna, 3. Straße)" in error.message("de") and "(to Anna, 3rd street)" in error.message()


@settings(max_examples=examples(15), deadline=None)
@given(st.sampled_from(VARIANTS), st.randoms(use_true_random=False), st.permutations(range(12)))
def test_a_ruling_does_not_depend_on_how_the_hand_was_written(variant, rnd, order):
    """The same hand as JSON or PHH text, fields in any order, names or pN, cards in any
    notation: the same ruling."""
    from referee.phh import dump_phh, load_phh

    history = random_hand(rnd, *variant)
    ruled = rule_history(history)
    fields = list(history.items())
    shuffled = dict(sorted(fields, key=lambda kv: order[sum(map(ord, kv[0])) % 12]))
    names = {f"p{i + 1}": name for i, name in enumerate(history["players"])}
    spelled = [" ".join(names.get(word, word) for word in a.split()) for a in history["actions"]]
    symbols = [_in_symbols(a) for a in history["actions"]]
    for other in (load_phh(dump_phh(history)), shuffled, {**history, "actions": spelled},
                  {**history, "actions": symbols}):
        again = rule_history(other)
        assert again["finishing_stacks"] == ruled["finishing_stacks"]
        assert again["ruling"] == ruled["ruling"]


def _in_symbols(action: str) -> str:
    """``d dh p1 ????Qh`` -> ``d dh p1 ?? ?? D♥`` (German letters, suit symbols, spaced)."""
    from referee.cards import parse_cards

    words = action.split()
    if words[0] != "d" and (len(words) < 3 or words[1] != "sm"):
        return action
    head, cards = (words[:3], words[3:]) if words[0] == "d" and words[1] == "dh" else (words[:2], words[2:])
    if not cards or cards == ["-"]:
        return action
    return " ".join(head + [c.german if c else "??" for c in parse_cards("".join(cards))])


# --- the betting rules of the texts, to the letter ----------------------------------------------

def heads_up_stud(sixth_raises: int, **fields):
    """Anna and Ben (F7S, 1/2/4), checked to 6th street, where Ben (Q high) opens and the two
    raise `sixth_raises` times."""
    actions = ["d dh p1 KhKd7c", "d dh p2 AcAs5h", "p2 pb", "p1 cbr 2", "p2 cc",
               "d dh p1 2d", "d dh p2 Qd", "p2 cc", "p1 cc", "d dh p1 9s", "d dh p2 3c", "p2 cc", "p1 cc",
               "d dh p1 Jc", "d dh p2 8h", "p2 cbr 4"]
    actions += [f"p{1 + i % 2} cbr {8 + 4 * i}" for i in range(sixth_raises)]
    return f7s(actions, players=["Anna", "Ben"], starting_stacks=[100, 100], antes=[1, 1], **fields)


def test_heads_up_the_cap_holds_but_in_the_last_round():
    # seven-card-stud.de.txt, "Raises": "Das jeweilige Limit darf höchstens 3 Mal erhöht werden";
    # "Letzte Setzrunde": "Sonderfall: Sind hier nur noch 2 Spieler übrig, darf sooft erhöht
    # werden bis einer der beiden Spieler callt."  On 6th street a fourth raise is refused
    # (sample_hands/stud-heads-up-last-round.json raises five times on 7th).
    assert replay(heads_up_stud(3)).high == 16
    error = refused(heads_up_stud(4))
    assert (error.rule, error.index) == ("bet.raise_cap", 19)
    # the casino rule, every street, stays an option; so does the cap that always holds
    assert replay(heads_up_stud(5, options={"heads_up_uncapped": "every_round"})).high == 24
    assert refused(heads_up_stud(4, options={"heads_up_uncapped": "never"})).rule == "bet.raise_cap"


def test_a_short_all_in_raise_of_half_a_bet_reopens_the_betting():
    # TDA rule 47-B: "In limit, at least 50% of a full bet or raise is required to re-open
    # betting for players who have already acted."  5th street (big bet 4): Anna bets 4, Ben
    # is all-in for 6 (a raise of 2, half a bet), Carla calls: Anna may raise again, to 10.
    # With 5 (a raise of 1) Ben's raise is short of half: Anna may only call or fold.
    def fifth(ben: int):
        actions = ["d dh p1 ????Kh", "d dh p2 ????2c", "d dh p3 ????Jd", "p2 pb", "p3 cc", "p1 cbr 2", "p2 cc",
                   "p3 cc", "d dh p1 Kd", "d dh p2 3c", "d dh p3 5s", "p1 cc", "p2 cc", "p3 cc",
                   "d dh p1 9s", "d dh p2 4c", "d dh p3 7h", "p1 cbr 4", f"p2 cbr {ben}", "p3 cc"]
        return f7s(actions, players=NAMES[:3], starting_stacks=[100, ben + 3, 100], antes=[1] * 3)

    half = replay(fifth(6))
    assert half.seats[1].all_in and half.to_act == 0 and half.legal()["raise"] == [10, 10]
    short = replay(fifth(5))
    assert short.to_act == 0 and short.legal()["raise"] is None and short.legal()["call"] == 1
    assert refused({**fifth(5), "actions": fifth(5)["actions"] + ["p1 cbr 9"]}).rule == "bet.not_reopened"


def test_a_short_all_in_raise_in_spread_limit_reopens_at_half_the_smallest_raise():
    # the same rule in the home games' spread limit (bets and raises of 2 to 6): Carla bets 2,
    # Dan is all-in for 3 (a raise of 1, half of 2), Anna calls, Ben folds: the betting is
    # open again for Carla.
    actions = THIRD + ["p3 cbr 2", "p4 cbr 3", "p1 cc", "p2 f"]
    state = replay(ftq(actions, bet_limits=[2, 6], starting_stacks=[50, 50, 50, 4]))
    assert state.to_act == 2 and state.legal()["raise"] == [5, 9]


def test_hi_lo_keeps_casino_practice_no_big_bet_for_an_open_pair():
    # The stud text would allow it ("Hat dieser Spieler ein offenes Paar, kann zwischen dem Ante
    # und dem Higher Limit gesetzt werden"); Stud Hi-Lo in casinos, PokerStars and PokerKit does
    # not: F7S/8 has no open_pair_big_bet.
    third = STUD_THIRD + ["p3 pb", "p4 cc", "p1 cc", "p2 cc"]
    fourth = ["d dh p1 9d", "d dh p2 3c", "d dh p3 4c", "d dh p4 5c"]
    state = replay(f7s(third + fourth, variant="F7S/8"))
    assert state.to_act == 0 and state.legal()["bet"] == [2, 2]


# the text's split limit (F7S option split_limit): ante 1, lower limit 10, higher limit 20
SPLIT = {"options": {"split_limit": True}, "bring_in": 1, "small_bet": 10, "big_bet": 20,
         "players": NAMES[:3], "starting_stacks": [200] * 3, "antes": [1] * 3}
SPLIT_THIRD = ["d dh p1 AhKh9s", "d dh p2 Jd6s3c", "d dh p3 ????6h"]


@pytest.mark.parametrize("actions, rule_id, words", [
    # "startet die 1. Setzrunde mit einer Forced Bet, indem er zumindest den Ante aber höchstens
    # das Lower Limit setzen muss"
    (["p2 cbr 11"], "bet.limits", "A forced bet of 11 is outside the limits 1–10."),
    # "Das jeweilige Limit darf höchstens 3 Mal erhöht werden ... Bei einem Lower Limit von 10 €
    # betrüge der Einsatz (ohne Ante) also höchstens 40 €."
    (["p2 cbr 5", "p3 cbr 10", "p1 cbr 20", "p2 cc", "p3 cbr 30", "p1 cbr 40", "p2 cbr 50"], "bet.raise_cap",
     "No more raises on 3rd street: the limit is 3 raises."),
    # "andernfalls gilt noch das Lower Limit" (4th street, no open pair)
    (["p2 cbr 10", "p3 cc", "p1 cc", "d dh p1 5d", "d dh p2 7h", "d dh p3 Ks", "p3 cbr 15"], "bet.fixed",
     "On 4th street the bet must be 10, not 15."),
    # "ab welcher zwischen dem Lower Limit und dem Higher Limit gesetzt werden darf" (5th street)
    (["p2 cbr 10", "p3 cc", "p1 cc", "d dh p1 5d", "d dh p2 7h", "d dh p3 Ks", "p3 cc", "p1 cc", "p2 cc",
      "d dh p1 2c", "d dh p2 8d", "d dh p3 4s", "p3 cbr 9"], "bet.limits", "A bet of 9 is outside the limits 10–20."),
])
def test_the_split_limit_of_the_stud_text(actions, rule_id, words):
    error = refused({**f7s(SPLIT_THIRD + actions), **SPLIT})
    assert (error.rule, str(error).split("): ")[1]) == (rule_id, words)


def test_the_split_limit_allows_any_bet_from_the_ante_to_the_higher_limit_with_an_open_pair():
    # "Hat dieser Spieler ein offenes Paar, kann zwischen dem Ante und dem Higher Limit gesetzt werden"
    actions = SPLIT_THIRD + ["p2 pb", "p3 cbr 10", "p1 cc", "p2 cc", "d dh p1 9d", "d dh p2 7h", "d dh p3 Ks"]
    state = replay({**f7s(actions), **SPLIT})
    assert state.to_act == 0 and state.legal()["bet"] == [1, 20] and not state.legal()["fixed"]
    assert state.can("p1 cbr 1") and state.can("p1 cbr 13") and not state.can("p1 cbr 21")
    # on 3rd street the bring-in posts the header's bring_in, and the forced bet is any amount of 1 to 10
    third = replay({**f7s(SPLIT_THIRD), **SPLIT})
    assert third.legal()["bring_in"] == 1 and third.legal()["bet"] == [1, 10]


# --- Black Mariah: "Black Mariah startet wie ein normales Seven Card Stud-Spiel" ------------------

def bm(actions, **fields):
    return {"variant": "BM", "players": NAMES[:3], "starting_stacks": [50] * 3, "antes": [1] * 3,
            "bet_limits": [2, 6], "actions": actions, **fields}


BM_THIRD = ["d dh p1 ????Kh", "d dh p2 ????4d", "d dh p3 ????4c"]       # Carla's 4♣: clubs are lowest


def test_black_mariah_opens_with_the_forced_bet_of_the_lowest_up_card():
    # seven-card-stud.de.txt: "Der Spieler welcher die niedrigste offene Karte hält, startet die
    # 1. Setzrunde mit einer Forced Bet, indem er zumindest den Ante aber höchstens das Lower
    # Limit setzen muss. Halten 2 oder mehr Spieler die niedrigste Karte entscheidet die Farbe"
    # (♣ < ♦ < ♥ < ♠).  Black Mariah's spread limit: the ante (1) up to the smallest bet (2).
    state = replay(bm(BM_THIRD))
    assert state.to_act == 2 and state.legal() == {"fold": False, "check": False, "call": 0, "bring_in": 1,
                                                   "bet": [1, 2], "raise": None, "fixed": False}
    assert next_text(state) == "Carla to act: bring in 1 or bet 1–2"
    error = refused(bm(BM_THIRD + ["p3 cc"]))
    assert error.message() == "Carla has the lowest up card and must bring in first (pb) or bet 1–2 (cbr)."
    assert error.message("de") == ("Carla hat die niedrigste offene Karte und muss zuerst den Bring-in bringen (pb) "
                                   "oder 1–2 setzen (cbr).")
    assert refused(bm(BM_THIRD + ["p3 cbr 3"])).rule == "bet.limits"
    # a forced bet below the smallest bet is completed: a bet of 2 to 6; a full one is raised
    assert replay(bm(BM_THIRD + ["p3 pb"])).legal()["bet"] == [2, 6]
    assert replay(bm(BM_THIRD + ["p3 cbr 2"])).legal()["raise"] == [4, 8]
    # from 4th street the best up hand opens
    fourth = BM_THIRD + ["p3 pb", "p1 cc", "p2 cc", "d dh p1 2c", "d dh p2 4s", "d dh p3 Ad"]
    assert replay(bm(fourth)).to_act == 1                        # Ben's fours


def test_a_bring_in_is_refused_in_a_game_without_one_and_in_razz_the_highest_card_brings_in():
    error = refused(ftq(THIRD + ["p3 pb"]))
    assert error.rule == "bring_in.none"
    assert error.message() == "Follow the Queen has no bring-in: the best face-up hand opens every betting round."
    assert error.message("de") == ("Follow the Queen kennt keinen Bring-in: jede Setzrunde eröffnet die beste "
                                   "offene Hand.")
    razz = refused(f7s(["d dh p1 ????9c", "d dh p2 ????Kh", "d dh p3 ????Ks", "d dh p4 ????Ah", "p3 f"], variant="FR"))
    assert razz.message() == "Carla has the highest up card and must bring in first (pb) or complete to 2."
    assert refused(f7s(STUD_THIRD + ["p3 pb", "p4 pb"])).message() == (
        "Only the player with the lowest up card brings in, once, at the start of 3rd street.")


def test_black_mariah_as_stored_before_opens_with_the_best_up_hand_and_plays_on_after_a_first_up_q_spades():
    from referee.games import legacy_options

    before = bm(["d dh p1 ????Qs", "d dh p2 ????4d", "d dh p3 ????4c"], options=legacy_options("BM", {}))
    state = replay(before)
    assert state.phase == "bet" and state.to_act == 0                  # Anna's Q♠ is the best up card
    stopped = {**before, "options": {"deal_door_cards": False}, "actions": before["actions"][:1]}
    assert replay(stopped).outcome == "carried_over"


def test_black_mariah_deals_every_door_card_then_ends_after_a_q_spades():
    # black-mariah.de.txt: "Jeder Spieler erhält zwei verdeckte und eine ... offen sichtbare
    # Karte. Ist die sichtbare Karte irgendeines Spielers die Pik Dame ... wird die Runde
    # abgebrochen": every door card is dealt, then the deal ends
    from referee.games import before_door_cards
    from referee.odds import odds

    door = ["d dh p1 ????Qs", "d dh p2 ????4d", "d dh p3 ????4c"]
    state = replay(bm(door[:1]))
    assert (state.phase, state.expected()["seat"], state.outcome) == ("deal", 1, None)
    assert all(p["win"] == p["tie"] == 0 for p in odds(bm(door[:2]))["players"])     # nobody can win it
    state = replay(bm(door))
    assert (state.phase, state.outcome) == ("over", "carried_over")
    ruled = rule_history(bm(door))
    assert ruled["finishing_stacks"] == [49, 49, 49] and ruled["ruling"]["carried_pot"] == 3
    assert ruled["ruling"]["explanation"]["en"].startswith(
        "The Q♠ was dealt face up to Anna on 3rd street: once every door card is dealt the deal ends")
    assert ruled["ruling"]["explanation"]["de"].startswith(
        "Die Pik Dame lag offen bei Anna in der 3. Straße: sind alle offenen Karten der Runde gegeben")
    assert refused(bm(door + ["p3 pb"])).rule == "deal.over"
    # a hand stored before the door cards were dealt ends at the Q♠: the next door card is refused
    error = refused(bm(door, options=before_door_cards("BM", {})))
    assert (error.rule, error.index) == ("deal.over", 1)


# --- Follow the Queen: one extra card ------------------------------------------------------------

def checked_to_sixth(history, sixth: str, third: str = "2c 9d Kh 5s") -> list[str]:
    """`history`'s actions: 3rd street's up cards `third` (the hole cards unseen), 3rd to 5th
    street checked round, then the 6th-street up cards `sixth`, Anna's to Dan's."""
    actions = [f"d dh p{i + 1} ????{c}" for i, c in enumerate(third.split())]
    for cards in ("3c 3d 3h 3s", "4c 4d 4h 4s", None):
        state = replay({**history, "actions": actions})
        actions += [f"p{s + 1} cc" for s in state.clockwise_from(state.to_act)]
        actions += [f"d dh p{i + 1} {c}" for i, c in enumerate((cards or sixth).split())]
    return actions


def test_an_extra_card_that_is_a_queen_leaves_queens_alone_wild():
    # follow-the-queen.en.txt, Variants: "Extra card at the end: if the last face-up card is a
    # Queen, the dealer turns up one more card for nobody; its rank is wild."  One card.
    history = ftq([], options={"extra_card": True})
    actions = checked_to_sixth(history, "6c 6d 6h Qs") + ["d db Qh"]
    state = replay({**history, "actions": actions})
    assert state.phase == "bet" and state.wilds.ranks == {12} and state.board == [parse("Qh")]
    assert refused({**history, "actions": actions + ["d db 9c"]}).rule == "deal.board_not_now"


def test_option_repeat_extra_card_turns_up_cards_until_one_is_not_a_queen():
    history = ftq([], options={"extra_card": True, "repeat_extra_card": True})
    state = replay({**history, "actions": checked_to_sixth(history, "6c 6d 6h Qs") + ["d db Qh"]})
    assert state.phase == "extra" and state.wilds.waiting
    state.apply("d db 9c")
    assert state.phase == "bet" and state.wilds.ranks == {12, 9}


def parse(text):
    from referee.cards import parse_card

    return parse_card(text)


def test_follow_the_cowboy_says_king():
    # "Follow the Cowboy ist das gleiche Spiel wie Follow the Queen, nur dass statt jeder Dame
    # jeder König als Wildcard zählt": the refusals say King, and German "ein König".
    history = ftq([], variant="FTC", options={"extra_card": True})
    error = refused({**history, "actions": checked_to_sixth(history, "6c 6d 6h Ks", "2c 9d Qh 5s") + ["d dh p1 7c"]})
    assert error.rule == "deal.board_expected"
    assert error.message() == ("The dealer turns up a card for nobody now (d db), not a card for Anna: the last "
                               "face-up card is a King.")
    assert error.message("de") == ("Der Geber deckt jetzt eine Karte für niemanden auf (d db), keine für Anna: die "
                                   "letzte offene Karte ist ein König.")
    history = ftq([], variant="FTC", options={"redeal": True})
    over = refused({**history, "actions": checked_to_sixth(history, "6c 6d 6h 8s", "2c 9d Qh 5s") + ["d dh p1 7c"]})
    assert over.rule == "deal.over" and over.message("de") == (
        "Das Spiel ist vorbei: kein offener König: das Spiel ist ungültig und wird neu gegeben.")
    assert over.message() == "The deal is over: no face-up King: the deal is void and dealt again."
