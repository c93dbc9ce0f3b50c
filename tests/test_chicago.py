"""Chicago and Low Chicago: "seven-card stud; half of each pot to its best high hand,
half to the highest (Low Chicago: lowest) spade among the face-down cards of that pot's
claimants at the showdown, the Ace highest in both; no such spade: the high hand takes the
whole pot; one player may take both halves; the odd chip to the high half.  A wild card
(under a wild option) is not a spade for the spade half."
"""

from hypothesis import given, settings
from hypothesis import strategies as st

from harness.handgen import random_hand
from referee.games import Decided, configure
from referee.replay import State, load_hand, replay
from referee.ruling import rule, rule_history

PLAYERS = ["Anna", "Ben", "Carla"]


def hand(variant, deal, shows, options=None, third=None, players=PLAYERS, stacks=None, bets=None):
    """A hand: `deal` the cards of each street (p1, p2, ... of those still in), `third` the
    betting on 3rd street (None: the bring-in, and everyone calls it), everyone checks after
    that (`bets`: by street index, actions before the checks); `shows` the showdown, each
    player's show when their turn comes."""
    history = {"variant": variant, "options": options or {}, "players": players,
               "starting_stacks": stacks or [50] * len(players), "antes": [1] * len(players), "bring_in": 1,
               "small_bet": 2, "big_bet": 4, "actions": []}
    state = State(load_hand(history))
    actions = []

    def act(text):
        state.apply(text)
        actions.append(text)

    for street, cards in enumerate(deal):
        for seat, card in zip(state.in_hand, cards.split()):
            act(f"d dh p{seat + 1} {card}")
        for text in (third if third is not None else [f"p{state.acting + 1} pb"]) if street == 0 else ():
            act(text)
        for text in (bets or {}).get(street, ()):
            act(text)
        while state.phase == "bet":
            act(f"p{state.acting + 1} cc")
    by_seat = {int(text.split()[0][1:]) - 1: text for text in shows}
    while state.phase == "showdown":
        act(by_seat[state.expected()["seat"]])
    return {**history, "actions": actions}


# Anna two pair, Ben the K♠ and 3♠ in the hole (6♠ 8♠ face up), Carla a straight, no spade
SPLIT = (["AhAd2c Ks3s4c 7h8h9c", "5d 6s Tc", "7d 8s Jc", "9d Th Qd", "2h Jh 4d"],
         ["p3 sm 7h8h9cTcJcQd4d", "p1 sm AhAd2c5d7d9d2h", "p2 sm Ks3s4c6s8sThJh"])


def test_the_spade_half_goes_to_another_player_than_the_high_half():
    ruled = rule_history(hand("CHICAGO", *SPLIT))["ruling"]
    pot = ruled["pots"][0]
    assert pot["decided_by"] == "spade_half" and pot["shares"] == {"Carla": 3, "Ben": 3}
    assert ruled["explanation"]["en"].endswith(
        "The pot of 6 is split: the high half (3) to Carla with a straight, Queen high; the spade half (3) to Ben, "
        "whose K♠ is the highest spade in the hole.")
    assert "die Pik-Hälfte (3) an Ben, mit K♠, dem höchsten verdeckten Pik" in ruled["explanation"]["de"]


def test_low_chicago_takes_the_lowest_spade_in_the_hole():
    ruled = rule_history(hand("LOWCHICAGO", *SPLIT))["ruling"]
    assert ruled["pots"][0]["shares"] == {"Carla": 3, "Ben": 3}
    assert "whose 3♠ is the lowest spade in the hole" in ruled["explanation"]["en"]


def test_face_up_spades_do_not_count_and_no_spade_in_the_hole_gives_the_high_hand_all():
    deal = ["AhAd2c Kc3d4c 7h8h9c", "5d 6s Tc", "7d 8s Jc", "9d As Qd", "2h Jh 4d"]     # A♠ face up: no spade
    shows = ["p3 sm 7h8h9cTcJcQd4d", "p1 sm AhAd2c5d7d9d2h", "p2 sm Kc3d4c6s8sAsJh"]
    ruled = rule_history(hand("CHICAGO", deal, shows))["ruling"]
    assert ruled["pots"][0]["decided_by"] == "no_spade" and ruled["pots"][0]["shares"] == {"Carla": 6}
    assert ruled["explanation"]["en"].endswith("Carla wins the pot of 6 with a straight, Queen high: nobody who "
                                               "claims it holds a spade in the hole, so the best hand takes it all.")


def test_one_player_may_take_both_halves():
    deal = ["AhAd2c Ks3s4c 7h8h9c", "5d 6s Tc", "7d 8s Jc", "9d Th Qd", "2s Jh 4d"]
    shows = ["p3 sm 7h8h9cTcJcQd4d", "p1 sm AhAd2c5d7d9d2s", "p2 sm Ks3s4c6s8sThJh"]
    low = rule_history(hand("LOWCHICAGO", deal, shows))["ruling"]     # Carla's straight, Anna's 2♠ the lowest
    assert low["pots"][0]["shares"] == {"Carla": 3, "Anna": 3}
    deal[4] = "2h Jh 2s"                                              # now Carla holds the 2♠ in the hole
    shows[0] = "p3 sm 7h8h9cTcJcQd2s"
    shows[1] = "p1 sm AhAd2c5d7d9d2h"
    ruled = rule_history(hand("LOWCHICAGO", deal, shows))["ruling"]
    assert ruled["pots"][0]["decided_by"] == "spade_half" and ruled["pots"][0]["shares"] == {"Carla": 6}
    assert "Carla wins both halves of the pot of 6 with a straight, Queen high and the 2♠, the lowest spade in " \
           "the hole" in ruled["explanation"]["en"]


def test_the_odd_chip_goes_to_the_high_half():
    deal, shows = SPLIT
    deal = [deal[0]] + [" ".join(street.split()[:2]) for street in deal[1:]]
    history = hand("CHICAGO", deal, shows[1:], third=("p1 pb", "p2 cc", "p3 f"))
    result = rule(replay(history)).pots[0]
    assert result.decided == Decided.SPADE_HALF and result.pot.amount == 5
    assert result.shares == {0: 3, 1: 2}                      # Anna's two pair 3, Ben's K♠ 2


def test_a_wild_card_is_no_spade():
    deal = ["AhAd2c 2s3s4c 7h8h9c", "5d 6d Tc", "7d 8s Jc", "9d Th Qd", "3h Jh 4s"]
    shows = ["p3 sm 7h8h9cTcJcQd4s", "p1 sm AhAd2c5d7d9d3h", "p2 sm 2s3s4c6d8sThJh"]
    plain = rule_history(hand("LOWCHICAGO", deal, shows))["ruling"]
    assert "whose 2♠ is the lowest spade" in plain["explanation"]["en"]
    deuces = rule_history(hand("LOWCHICAGO", deal, shows, {"deuces_wild": True}))["ruling"]
    assert "whose 3♠ is the lowest spade" in deuces["explanation"]["en"]       # Ben's 2♠ is wild, no spade
    assert deuces["explanation"]["en"].startswith("Deuces are wild for everybody.")


def test_ace_low_spade_option():
    deal = ["AhAd2c As9s4c 7h8h9c", "5d 6d Tc", "7d 8s Jc", "9d Th Qd", "3h Jh 3s"]
    shows = ["p3 sm 7h8h9cTcJcQd3s", "p1 sm AhAd2c5d7d9d3h", "p2 sm As9s4c6d8sThJh"]
    plain = rule_history(hand("LOWCHICAGO", deal, shows))["ruling"]
    assert "and the 3♠, the lowest spade" in plain["explanation"]["en"]
    ace = rule_history(hand("LOWCHICAGO", deal, shows, {"ace_low_spade": True}))["ruling"]
    assert "Ben, whose A♠ is the lowest spade" in ace["explanation"]["en"]


def test_a_mucked_hand_has_no_claim_to_the_spade_half():
    deal, shows = SPLIT
    history = hand("CHICAGO", deal, [shows[0], shows[1], "p2 sm"])
    ruled = rule_history(history)["ruling"]
    assert ruled["pots"][0]["decided_by"] == "no_spade" and ruled["pots"][0]["shares"] == {"Carla": 6}


def test_each_pot_has_its_own_spade_half():
    """Anna, all-in on 3rd street with the K♠ in the hole, can win only the main pot: its spade
    half is hers; the side pot between Ben and Carla goes by their own hole cards (Ben's 3♠)."""
    deal = ["KsAd2c Qh3s4c 7h8h9c", "5d 6s Tc", "5h 8s Jc", "9d Th Qd", "2h Jh 4d"]
    shows = ["p3 sm 7h8h9cTcJcQd4d", "p1 sm KsAd2c5d5h9d2h", "p2 sm Qh3s4c6s8sThJh"]
    history = hand("CHICAGO", deal, shows, third=("p1 pb", "p2 cbr 2", "p3 cc", "p1 cc"), stacks=[3, 50, 50],
                   bets={1: ["p3 cbr 2", "p2 cc"]})
    ruled = rule_history(history)["ruling"]
    main, side = ruled["pots"]
    assert (main["amount"], main["decided_by"], main["shares"]) == (9, "spade_half", {"Carla": 5, "Anna": 4})
    assert (side["amount"], side["decided_by"], side["shares"]) == (4, "spade_half", {"Carla": 2, "Ben": 2})
    assert "whose K♠ is the highest spade in the hole" in ruled["explanation"]["en"]
    assert "whose 3♠ is the highest spade in the hole" in ruled["explanation"]["en"]


def test_chicago_bets_as_seven_card_stud():
    game = configure("CHICAGO").game
    assert game.betting == "fixed" and game.has_bring_in
    assert {"open_pair_big_bet", "split_limit", "deuces_wild", "one_eyed_jacks", "suicide_king"} <= set(
        configure("CHICAGO").options)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from([("CHICAGO", {}), ("LOWCHICAGO", {}), ("CHICAGO", {"deuces_wild": True}),
                        ("LOWCHICAGO", {"ace_low_spade": True, "one_eyed_jacks": True}),
                        ("CHICAGO", {"split_limit": True, "odd_chip": "high_suit"})]),
       st.randoms(use_true_random=False))
def test_random_chicago_hands_rule_and_pay_every_pot(variant, rnd):
    history = random_hand(rnd, *variant)
    ruled = rule_history(history)
    ruling = ruled["ruling"]
    assert sum(ruled["finishing_stacks"]) == sum(history["starting_stacks"])
    for pot in ruling["pots"]:
        assert sum(pot["shares"].values()) == pot["amount"]                    # every pot fully paid
        if pot["decided_by"] == "spade_half":
            assert len(pot["shares"]) <= 2 + len(pot["winners"])
    assert all(s >= 0 for s in ruled["finishing_stacks"])
