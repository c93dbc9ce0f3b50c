"""Baseball (``BASEBALL``), as this referee takes the rule:

    "seven-card stud, 3s and 9s wild; a 3 dealt face up: its owner matches the pot as it stands
    when the card falls (the commonest rule; options: a cap, a fixed amount) or folds at once,
    before anything else happens; the payment is dead money in the pot (it is no bet and opens
    nothing); a player who cannot pay it all pays what they have and is all-in for the rest of
    the hand.  A 4 dealt face up: its owner gets an extra card at once (default face down;
    option face up).  A 3 in the hole is wild without paying.  Options: a 4 must be bought (a
    fixed amount) to get the extra card; only the first face-up 3 of the hand must be paid for.
    When the deck runs short for the last street, one common card is dealt face up for
    everybody, as in Seven-Card Stud."
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.handgen import random_hand
from referee.cards import Card, parse_cards
from referee.games import GameError, configure
from referee.replay import Phase, replay
from referee.ruling import rule, rule_history
from referee.shortcuts import hole_slots
from referee.violations import RuleViolation
from referee.words.explanation import explain

NAMES = ["Anna", "Ben", "Carla", "Dan"]


def baseball(actions, players=4, stacks=None, options=None, **header):
    return {"variant": "BASEBALL", "options": options or {}, "players": NAMES[:players],
            "starting_stacks": stacks or [100] * players, "antes": [1] * players, "bring_in": 1, "small_bet": 2,
            "big_bet": 4, "actions": list(actions), **header}


def refused(history) -> RuleViolation:
    with pytest.raises(RuleViolation) as error:
        replay(history)
    return error.value


def play_out(history, cards: str, decide=lambda nxt: "pay"):
    """The hand played to its end with these cards in deal order: every decision as `decide`
    says (``pay``, ``f``, ``buy``, ``pass``), the bring-in posted, everybody checking or calling,
    every player showing the cards dealt.  After `cards`, the rest of the deck without its 3s and 4s."""
    given = parse_cards(cards)
    state = replay(history)
    deck = iter([*given, *(Card(rank, suit) for rank in range(14, 1, -1) for suit in range(4)
                           if rank not in (3, 4) and Card(rank, suit) not in {*given, *state.seen})])
    actions = list(history["actions"])
    while not state.over:
        nxt = state.expected()
        me = f"p{nxt['seat'] + 1}" if nxt.get("seat") is not None else ""
        if nxt["kind"] == "deal":
            text = f"d dh {me} " + "".join(str(next(deck)) for _ in nxt["faces"])
        elif nxt["kind"] == "board":
            text = f"d db {next(deck)}"
        elif nxt["kind"] == "decide":
            text = f"{me} {decide(nxt)}"
        elif nxt["kind"] == "act":
            text = f"{me} pb" if nxt["legal"]["bring_in"] is not None else f"{me} cc"
        else:
            text = f"{me} sm -"
        state.apply(text)
        actions.append(text)
    return state, {**history, "actions": actions}


THIRD = ["d dh p1 Ah8c9h", "d dh p2 Kd7c3c"]        # Ben's 3♣ up: the pot is the antes, 4


# --- a face-up 3: pay the pot or fold, at once ---------------------------------------------------------

def test_a_face_up_three_stops_the_deal_until_its_owner_pays_the_pot_as_it_stands():
    state = replay(baseball(THIRD))
    assert state.phase == Phase.DECIDE
    assert state.expected() == {"kind": "decide", "seat": 1, "street": 3, "decision": "pay", "amount": 4,
                                "card": "3c", "rule": "pot"}
    assert not state.can("d dh p3 ????Kh") and not state.can("p2 cc") and not state.can("p3 f")
    state.apply("p2 pay")
    assert state.texts[-1] == "p2 pay 4"                          # the canonical text writes the amount
    assert state.seats[1].stack == 95 and state.seats[1].dead == 5 and state.total_pot == 8
    assert state.high == 0 and state.phase == Phase.DEAL           # no bet: it opens nothing
    assert state.expected()["seat"] == 2


def test_the_payment_is_dead_money_and_opens_nothing():
    state, history = play_out(baseball(THIRD), "Qs2d7s JdTc5h")
    assert state.outcome == "showdown"
    assert state.texts[2:6] == ["p2 pay 4", "d dh p3 Qs2d7s", "d dh p4 JdTc5h", "p2 pb"]  # a 3 by natural rank
    assert rule_history(history)["ruling"]["pots"][0]["amount"] == sum(
        s.contributed for s in state.seats)


def test_a_pay_of_another_amount_is_refused_naming_the_rule():
    error = refused(baseball([*THIRD, "p2 pay 6"]))
    assert error.rule == "decide.amount" and error.index == 2
    assert "Ben pays 4 for 3♣, not 6: the pot as it stands when the card falls" in error.message()
    assert "der Pot, wie er steht, als die Karte fällt" in error.message("de")


@pytest.mark.parametrize("text, rule", [
    ("p1 pay", "decide.order"), ("p2 cc", "decide.pay_only"), ("p2 buy", "decide.pay_only"),
    ("d dh p3 ????Kh", "deal.not_now"), ("p2 sm -", "show.not_now")])
def test_nothing_else_happens_before_the_decision(text, rule):
    error = refused(baseball([*THIRD, text]))
    assert error.rule == rule and error.index == 2 and text in str(error)


def test_a_pay_when_nothing_is_due_is_refused():
    error = refused(baseball(["d dh p1 Ah8c9h", "p1 pay"]))
    assert error.rule == "decide.not_now" and "Ben" in error.message()


def test_folding_rather_than_pay_folds_at_once_and_the_deal_goes_on():
    state = replay(baseball([*THIRD, "p2 f"]))
    assert state.seats[1].folded and state.phase == Phase.DEAL and state.expected()["seat"] == 2
    assert state.total_pot == 4


def test_folding_on_a_three_ends_the_hand_when_one_player_is_left():
    history = baseball(["d dh p1 Ah8c9h", "d dh p2 Kd7c3c", "p2 f"], players=2)
    state = replay(history)
    assert state.over and state.outcome == "fold"
    ruled = rule_history(history)
    assert ruled["finishing_stacks"] == [101, 99]
    assert ruled["ruling"]["explanation"]["en"].startswith("Ben's 3♣ face up: Ben folded rather than pay 2. Everyone")


def test_a_player_who_cannot_pay_it_all_pays_what_they_have_and_is_all_in():
    state = replay(baseball([*THIRD], stacks=[100, 3, 100, 100]))
    assert state.expected()["amount"] == 2 and state.expected()["rule"] == "stack"
    state.apply("p2 pay")
    assert state.seats[1].stack == 0 and state.seats[1].all_in and not state.seats[1].folded


def test_a_three_in_the_hole_is_wild_without_paying():
    state = replay(baseball(["d dh p1 3h3s9h"]))
    assert state.phase == Phase.DEAL and state.expected()["seat"] == 1
    assert state.wild_cards(0) == frozenset(parse_cards("3h 3s 9h"))


@pytest.mark.parametrize("options, pot, amount", [
    ({"pay_three": "capped", "pay_amount": 3}, 4, 3), ({"pay_three": "capped", "pay_amount": 10}, 4, 4),
    ({"pay_three": "fixed", "pay_amount": 7}, 4, 7)])
def test_options_a_cap_or_a_fixed_amount(options, pot, amount):
    state = replay(baseball(THIRD, options=options))
    assert state.total_pot == pot and state.expected()["amount"] == amount


def test_a_cap_or_a_fixed_amount_needs_its_chips():
    with pytest.raises(GameError, match="'pay_three' fixed needs 'pay_amount'"):
        configure("BASEBALL", {"pay_three": "fixed"})
    with pytest.raises(GameError, match="must be a whole number of chips"):
        configure("BASEBALL", {"pay_amount": -1})


def test_option_only_the_first_face_up_three_must_be_paid_for():
    history = baseball([*THIRD, "p2 pay", "d dh p3 5d6d3d"], options={"first_three_only": True})
    state = replay(history)
    assert state.phase == Phase.DEAL and state.expected()["seat"] == 3
    assert replay({**history, "options": {}}).phase == Phase.DECIDE


def test_the_pot_is_matched_as_it_stands_on_a_later_street():
    state, _ = play_out(baseball([]), "Ah8c9h Kd7c6c QsJs5h Td2d8d 3s", decide=lambda n: "pay")
    paid = [e for e in state.events if e.kind == "paid"]
    assert [(e.seat, e.amount, e.street) for e in paid] == [(0, 8, 4)]    # antes 4 + the bring-in and 3 calls


# --- a face-up 4: an extra card at once ----------------------------------------------------------------

def test_a_face_up_four_gives_its_owner_an_extra_down_card_at_once():
    state = replay(baseball(["d dh p1 Ah8c4h"]))
    assert state.expected() == {"kind": "deal", "seat": 0, "street": 3, "faces": "d", "extra": True, "card": "4h"}
    error = refused(baseball(["d dh p1 Ah8c4h", "d dh p2 Kd7c6c"]))
    assert error.rule == "deal.order" and "Anna gets the next card" in error.message()
    error = refused(baseball(["d dh p1 Ah8c4h", "d dh p1 KdKc"]))
    assert error.rule == "deal.count"
    state.apply("d dh p1 ??")
    assert [d.up for d in state.seats[0].cards] == [False, False, True, False]
    assert len(hole_slots(state, 0)) == 3 and state.expected()["seat"] == 1


def test_option_the_extra_card_face_up_and_a_three_there_asks_to_pay():
    state = replay(baseball(["d dh p1 Ah8c4h"], options={"four_card_up": True}))
    assert state.expected()["faces"] == "u"
    assert not state.can("d dh p1 ??")
    state.apply("d dh p1 3d")
    assert state.expected()["kind"] == "decide" and state.expected()["card"] == "3d"


def test_two_face_up_fours_make_a_hand_of_nine_cards():
    state, history = play_out(baseball([], players=2), "Ah8c4h Kd 7c6c2s 4s 5c Qs Jh 9s Th 7h 2d 2c")
    assert len(state.seats[0].cards) == 9
    assert rule_history(history)["ruling"]["hands"]["Anna"]["description"]["en"]


def test_option_a_four_must_be_bought_or_passed():
    history = baseball(["d dh p1 Ah8c4h"], options={"buy_four": 2})
    state = replay(history)
    assert state.expected()["decision"] == "buy" and state.expected()["amount"] == 2
    assert refused({**history, "actions": [*history["actions"], "p1 f"]}).rule == "decide.buy_only"
    bought = replay({**history, "actions": [*history["actions"], "p1 buy"]})
    assert bought.texts[-1] == "p1 buy 2" and bought.expected()["extra"] and bought.seats[0].dead == 3
    passed = replay({**history, "actions": [*history["actions"], "p1 pass"]})
    assert passed.expected()["seat"] == 1 and len(passed.seats[0].cards) == 3 and not passed.seats[0].folded


# --- betting as Seven-Card Stud ---------------------------------------------------------------------------

def test_the_best_up_hand_opens_with_the_visible_wild_cards_counting():
    _, history = play_out(baseball([], players=3), "Ah8cKh Kd7cAc QsJs5h 9d 2c 2h")
    fourth = history["actions"].index("d dh p3 2h")
    assert history["actions"][fourth + 1].startswith("p1 ")   # Anna's K♥ 9♦: a pair (the 9 wild) over Ben's A♣ 2♣


def test_option_spread_limit_bets_as_follow_the_queen():
    history = {**baseball(["d dh p1 Ah8cKh", "d dh p2 Kd7c6c"], players=2, options={"spread_limit": True}),
               "bet_limits": [1, 5]}
    del history["small_bet"], history["big_bet"], history["bring_in"]
    state = replay(history)
    assert not state.hand.fixed and state.legal()["bring_in"] == 1
    state.apply("p2 pb")
    assert state.legal()["raise"] == [2, 6]                   # raises of 1 to 5 over the bring-in


def test_the_deck_short_for_the_last_street_gives_one_common_card():
    """Seven players and four face-up 4s: 46 cards dealt by 6th street, 6 left for 7 players."""
    third = "2c2d4c 5c 2h2s4d 5d 5h5s4h 6c 6d6h4s 6s 7c7d7h 7s8c8d 8h8s9c"
    history = {**baseball([], players=7), "players": ["Anna", "Ben", "Carla", "Dan", "Emil", "Fritz", "Gerda"]}
    state, history = play_out(history, third)
    assert state.common is not None and state.outcome == "showdown"
    assert sum(len(s.cards) for s in state.seats) == 46 and any(t.startswith("d db ") for t in history["actions"])


# --- the words ------------------------------------------------------------------------------------------

def test_the_ruling_says_who_paid_and_who_folded_rather_than_pay():
    history = baseball(["d dh p1 Ah8c9h", "d dh p2 Kd7c3c", "p2 pay", "d dh p3 Qc7d3d", "p3 f"])
    state, history = play_out(history, "Qs2d7s Jd5c 6h5d 8d2h 4c")
    words = explain(rule(state))
    assert words.startswith("Ben's 3♣ face up: Ben paid the pot, 4. Carla's 3♦ face up: Carla folded rather "
                            "than pay 8. Nines and threes are wild for everybody.")
    german = explain(rule(state), "de")
    assert "Ben hatte 3♣ offen: Ben hat den Pot bezahlt, 4" in german
    assert "Carla hat gepasst, statt 8 zu zahlen" in german


# --- properties ---------------------------------------------------------------------------------------

OPTIONS = [{}, {"pay_three": "fixed", "pay_amount": 3}, {"pay_three": "capped", "pay_amount": 5},
           {"first_three_only": True}, {"four_card_up": True}, {"buy_four": 2},
           {"spread_limit": True, "four_card_up": True}]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(OPTIONS), st.randoms(use_true_random=False))
def test_random_legal_hands_replay_rule_and_keep_the_chips(options, rnd):
    history = random_hand(rnd, "BASEBALL", options)
    ruled = rule_history(history)
    assert sum(ruled["finishing_stacks"]) == sum(history["starting_stacks"])
    assert all(s >= 0 for s in ruled["finishing_stacks"])
    state = replay(history)
    assert state.over and replay({**history, "actions": state.texts}).view() == state.view()


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(OPTIONS), st.randoms(use_true_random=False), st.data())
def test_random_illegal_actions_are_refused_with_the_action_named(options, rnd, data):
    history = random_hand(rnd, "BASEBALL", options)
    actions = history["actions"]
    i = data.draw(st.integers(0, len(actions) - 1))
    state = replay(history, upto=i)
    seat = data.draw(st.integers(1, len(history["players"])))
    candidate = data.draw(st.sampled_from([f"p{seat} pay", f"p{seat} pay 999", f"p{seat} buy", f"p{seat} pass",
                                           f"p{seat} f", f"p{seat} cc", "d dh p1 ??", actions[i]]))
    if state.can(candidate):
        return
    with pytest.raises(RuleViolation) as error:
        replay({**history, "actions": [*actions[:i], candidate]})
    assert error.value.index == i and repr(candidate) in str(error.value)


# --- odds -----------------------------------------------------------------------------------------------

def test_the_odds_deal_the_extra_cards_of_the_fours_still_to_come():
    """The fixed-wild deal (`referee.odds_fixed.FixedDeal`, the deals of a round passed on) and
    the plain one (`Deal.play`) give the same chances; an extra card face up, which may give
    another, is the plain deal's."""
    import random
    from itertools import islice

    from referee import odds as chances
    from referee.odds_fixed import fast_enough
    history = baseball(["d dh p1 ????Qh", "d dh p2 ????Kc", "d dh p3 ????9d", "d dh p4 ????2s"])
    deal = chances.Deal(replay(history))
    assert deal.gives == {4: "d"} and not deal.quick and fast_enough(deal) and deal.passed_round_with_gifts
    fixed, _, stderr, _ = chances._monte_carlo(deal, 0.006, 10, seed=1)
    dealt = chances.orders(len(deal.pool), random.Random(2), deal.rotations())
    size = 12_000
    won, _, _ = chances.counted(islice(map(deal.winners, dealt), size), 4)
    plain_stderr = 0.5 / size ** 0.5
    for (_, win, _), plain in zip(fixed, won):
        assert abs(win - plain / size) < 4 * (stderr + plain_stderr), (fixed, won)
    assert fixed[2][1] > 0.35                     # Carla's 9♦ is wild
    up = chances.Deal(replay({**history, "options": {"four_card_up": True}}))
    assert up.gives == {4: "u"} and not up.quick and not fast_enough(up)


def test_the_odds_of_a_hand_waiting_for_a_decision_or_an_extra_card():
    from referee.odds import odds
    for actions in (THIRD, ["d dh p1 Ah8c4h"]):
        result = odds(baseball(actions), seed=1, target=0.02)
        assert sum(p["win"] for p in result["players"]) <= 1 <= sum(p["win"] + p["tie"] for p in result["players"])
        assert len(result["players"]) == 4 and result["nobody"] == 0


def test_a_baseball_hand_goes_through_phh_and_rules_the_same():
    from referee.phh import dump_phh, load_phh
    _, history = play_out(baseball(THIRD), "Qs2d7s JdTc5h")
    again = load_phh(dump_phh(history))
    assert again["actions"] == history["actions"] and rule_history(again)["ruling"] == rule_history(history)["ruling"]


# --- open points decided (docs/rules.md, Baseball) ---------------------------------------------------------

def test_a_pair_made_with_a_wild_card_is_no_open_pair_for_the_big_bet():
    """seven-card-stud.de.txt: "Hat dieser Spieler ein offenes Paar, kann zwischen dem Ante und dem
    Higher Limit gesetzt werden": an open pair is two up cards of one rank."""
    third = ["d dh p1 Ah8cKh", "d dh p2 Kd7c6c", "p2 pb", "p1 cc"]
    wild = replay(baseball([*third, "d dh p1 9c", "d dh p2 5d"], players=2))          # K♥ and a wild 9♣
    assert wild.expected()["legal"]["bet"] == [2, 2]
    natural = replay(baseball([*third, "d dh p1 Kc", "d dh p2 5d"], players=2))       # K♥ K♣
    assert natural.expected()["legal"]["bet"] == [2, 4]


def test_a_three_falling_while_a_side_pot_exists_costs_every_pot_and_goes_to_the_main_pot():
    """Wikipedia: "they can either buy the 3 by matching the number of chips in the pot"; Hoyle:
    "must either match the pot or drop": the pot is every chip in the middle, the side pots too;
    the payment is dead money in the main pot, as the antes."""
    actions = ["d dh p1 Ah8c9h", "d dh p2 Kd7cTc", "d dh p3 Qd2h5h", "p3 pb", "p1 cbr 2", "p2 cc", "p3 cc",
               "d dh p1 Jc", "d dh p2 Qc", "d dh p3 Jd", "p2 cbr 2", "p3 cc", "d dh p1 6s", "d dh p2 3d"]
    state = replay(baseball(actions, players=3, stacks=[3, 100, 100]))                  # Anna all-in for 3
    assert [(p.amount, p.eligible) for p in state.pots()] == [(9, (0, 1, 2)), (4, (1, 2))]
    assert state.expected()["amount"] == 13
    state.apply("p2 pay")
    assert [(p.amount, p.eligible) for p in state.pots()] == [(22, (0, 1, 2)), (4, (1, 2))]


def test_first_three_only_counts_the_first_three_even_when_its_owner_folded():
    """Wikipedia: "the buy-the-pot rule may only be in effect for the first person to receive an
    open 3": Ben was asked, folded; Carla's 3♦ is free."""
    history = baseball([*THIRD, "p2 f", "d dh p3 5d6d3d"], options={"first_three_only": True})
    state = replay(history)
    assert state.seats[1].folded and state.phase == Phase.DEAL and state.expected()["seat"] == 3
    assert replay({**history, "options": {}}).phase == Phase.DECIDE
