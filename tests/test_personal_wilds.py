"""Personal wild cards.  LOWHOLE, Low Hole Card Wild: "each player's lowest face-down
card is wild for that player, and so are all their cards of that rank (face up too); the
7th-street card counts; Ace high."  KINGSLITTLE, Kings and Little Ones: "Kings wild for
everybody, plus each player's lowest face-down rank as in LOWHOLE (no King needed)."  Fixed
wild cards, options of these and of F7S: "deuces wild, one-eyed Jacks (J♠ J♥), the suicide
King (K♥)."  Opening: "wild cards everyone can see count there, as in Follow the Queen;
personal wild cards, which depend on cards nobody else sees, do not."
"""

from hypothesis import given, settings
from hypothesis import strategies as st

from harness.handgen import random_hand
from referee.cards import parse_cards
from referee.games import configure
from referee.replay import replay
from referee.ruling import rule_history
from referee.words.state import view_json
from tests.test_chicago import hand

# Anna: 5♦ in the hole with 5♠ 5♥ face up; Ben: 3♣ in the hole with the same kind of cards
DEAL = ["5dKc5s 3c9h5h 7h8h9c", "5c 6s Tc", "Qd 8s Jc", "2d Th Qh", "Kd Jh 4d"]
SHOWS = ["p1 sm 5dKc5s5cQd2dKd", "p2 sm 3c9h5h6s8sThJh", "p3 sm 7h8h9cTcJcQh4d"]


def test_the_lowest_hole_card_makes_one_players_hand_and_not_anothers():
    ruled = rule_history(hand("LOWHOLE", DEAL, SHOWS))["ruling"]
    en = ruled["explanation"]["en"]
    assert "Anna's lowest hole card, the 5♦, makes fives wild for Anna" in en
    assert "Ben's lowest hole card, the 3♣, makes threes wild for Ben" in en
    assert ruled["hands"]["Anna"]["description"]["en"] == "five Kings"    # 5♦ 5♠ 5♣ and the K♣ K♦
    assert ruled["hands"]["Anna"]["personal_wild"] == {"card": "5d", "rank": "5", "cards": ["5c", "5d", "5s"]}
    assert ruled["hands"]["Ben"]["wild_cards"] == ["3c"]                  # Ben's 5♥ is not wild for him
    assert ruled["pots"][0]["winners"] == ["Anna"]
    assert "Die niedrigste verdeckte Karte von Anna, 5♦, macht für Anna die Fünfen wild" in ruled["explanation"]["de"]


def test_the_seventh_street_card_counts():
    deal = DEAL[:4] + ["2h Jh 4d"]                                          # Anna's 2♥ down: now deuces
    shows = ["p1 sm 5dKc5s5cQd2d2h"] + SHOWS[1:]
    ruled = rule_history(hand("LOWHOLE", deal, shows))["ruling"]
    assert "Anna's lowest hole card, the 2♥, makes deuces wild for Anna" in ruled["explanation"]["en"]
    assert sorted(ruled["hands"]["Anna"]["wild_cards"]) == ["2d", "2h"]


def test_the_ace_is_high_for_the_lowest_hole_card():
    wild = configure("LOWHOLE").game.fixed_wilds(configure("LOWHOLE"))
    assert str(wild.lowest_hole_card(list(parse_cards("Ah Kd 9c")))) == "9c"


def test_kings_are_wild_for_everybody_and_the_lowest_hole_card_for_its_owner():
    ruled = rule_history(hand("KINGSLITTLE", DEAL, SHOWS))["ruling"]
    en = ruled["explanation"]["en"]
    assert en.startswith("Kings are wild for everybody. Each player's lowest hole card is wild for that player")
    assert "Ben's lowest hole card, the 3♣, makes threes wild for Ben" in en
    assert set(ruled["hands"]["Anna"]["wild_cards"]) == {"5d", "5s", "5c", "Kc", "Kd"}
    assert ruled["hands"]["Anna"]["description"]["en"] == "five Aces"


def test_personal_wild_cards_do_not_count_for_who_opens():
    # 4th street: Ben shows 4♣ 9♦ with the 4♥ in the hole (fours wild for him: a pair of nines
    # if they counted); Carla shows K♠ Q♦, King high: Carla opens
    fourth = ["d dh p1 5d", "d dh p2 9d", "d dh p3 Qd"]
    history = hand("LOWHOLE", ["AhAd2c 4h9s4c 7h8hKs"], [])
    state = replay({**history, "actions": history["actions"] + fourth})
    assert state.street == 4 and state.acting == 2
    history = hand("KINGSLITTLE", ["AhAd2c 4h9sKc 7h8hAs"], [])
    kings = replay({**history, "actions": history["actions"] + fourth})
    assert kings.acting == 1                      # Ben's K♣ face up is wild for all to see: nines beat Ace high


def test_the_bring_in_is_by_natural_rank():
    def dealt(variant, cards, options=None):
        history = hand(variant, [], [], options)
        return replay({**history, "actions": [f"d dh p{i + 1} {c}" for i, c in enumerate(cards.split())]})

    assert dealt("KINGSLITTLE", "AhAdKc 4h9s3c 7h8h9c").acting == 1     # Ben's 3♣ brings in; a wild K♣ is not low
    deuces = dealt("F7S", "AhAd2c 4h9s3c 7h8h9c", {"deuces_wild": True})
    assert deuces.acting == 0                     # a wild deuce is still the lowest card by its rank


_SUICIDE = (["AhAdKh 4h9s3c 7h8h9c", "5d 9d Qd", "Ac 2s Jd", "6c 3s 2h", "7d Td Th"],
            ["p1 sm AhAdKh5dAc6c7d", "p2 sm 4h9s3c9d2s3sTd", "p3 sm 7h8h9cQdJd2hTh"])


def test_the_suicide_king_is_wild_under_its_option():
    deal, shows = _SUICIDE
    plain = rule_history(hand("F7S", deal, shows))["ruling"]
    suicide = rule_history(hand("F7S", deal, shows, {"suicide_king": True}))["ruling"]
    assert plain["hands"]["Anna"]["description"]["en"] == "three Aces"
    assert suicide["hands"]["Anna"]["description"]["en"] == "four Aces"
    assert suicide["explanation"]["en"].startswith("K♥ is wild for everybody.")
    assert suicide["explanation"]["de"].startswith("K♥ ist wild für alle.")
    eyed = rule_history(hand("LOWHOLE", deal, shows, {"one_eyed_jacks": True, "deuces_wild": True}))["ruling"]
    assert eyed["explanation"]["en"].startswith("Deuces and J♠ J♥ are wild for everybody.")


def test_the_table_view_says_the_personal_wild_card_once_shown():
    history = hand("LOWHOLE", DEAL, SHOWS)
    view = view_json(replay(history))
    assert view["fixed_wilds"]["lowest_hole"] is True
    assert view["players"][0]["personal_wild"]["text"]["en"] == "Anna's lowest hole card, the 5♦, makes fives " \
                                                               "wild for Anna"
    before = view_json(replay(history, upto=len(history["actions"]) - 3))
    assert all("personal_wild" not in player for player in before["players"])


GAMES = [("LOWHOLE", {}), ("KINGSLITTLE", {}), ("KINGSLITTLE", {"king_needed": True}),
         ("LOWHOLE", {"suicide_king": True, "split_limit": True}),
         ("KINGSLITTLE", {"deuces_wild": True, "one_eyed_jacks": True}), ("F7S", {"suicide_king": True}),
         ("F7S", {"deuces_wild": True, "one_eyed_jacks": True})]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(GAMES), st.randoms(use_true_random=False))
def test_random_hands_replay_rule_conserve_chips_and_pay_every_pot(variant, rnd):
    history = random_hand(rnd, *variant)
    ruled = rule_history(history)
    ruling = ruled["ruling"]
    assert sum(ruled["finishing_stacks"]) == sum(history["starting_stacks"])
    assert all(sum(p["shares"].values()) == p["amount"] for p in ruling["pots"])
    assert all(s >= 0 for s in ruled["finishing_stacks"])
    for name, shown in ruling["hands"].items():
        own = shown.get("personal_wild")
        if own is not None:
            assert set(own["cards"]) <= set(shown["wild_cards"]) | set(own["cards"]) - set(shown["cards"])
            assert f"{name}'s lowest hole card" in ruling["explanation"]["en"]


def test_the_tables_banner_and_seats_show_the_fixed_and_the_personal_wild_cards():
    from web.pages import show
    suicide = view_json(replay(hand("F7S", *_SUICIDE, {"suicide_king": True})))
    assert show.banner(suicide, "en")["headline"] == "K♥ is wild for everybody."
    assert show.banner(suicide, "de")["headline"] == "K♥ ist wild für alle."
    assert [[c["id"] for c in seat["cards"] if c["wild"]] for seat in show.seats(suicide, "en")] == [["Kh"], [], []]
    low = view_json(replay(hand("LOWHOLE", DEAL, SHOWS)))
    assert [sorted(c["id"] for c in seat["cards"] if c["wild"]) for seat in show.seats(low, "en")] == [
        ["5c", "5d", "5s"], ["3c"], ["4d"]]                 # Ben's 5♥ is not wild for him


def test_option_king_needed_makes_the_little_one_wild_only_with_a_king():
    # the cards of the sample hand kings-little-ones-personal-wild: Anna holds the K♣, Ben and Carla no King
    plain = rule_history(hand("KINGSLITTLE", *_KINGS))["ruling"]
    needed = rule_history(hand("KINGSLITTLE", *_KINGS, {"king_needed": True}))["ruling"]
    assert plain["hands"]["Carla"]["description"]["en"] == "four tens"
    assert needed["hands"]["Carla"]["description"]["en"] == "three tens"         # no King: her 5♦ is not wild
    assert needed["hands"]["Anna"]["description"]["en"] == "four Queens"         # her K♣: the 3♥ still wild
    assert "personal_wild" not in needed["hands"]["Carla"] and "Carla's lowest" not in needed["explanation"]["en"]


_KINGS = (["3hQdKc 9h9cAs 5d6dTh", "7s 3s 2d", "Qs Ac Ts", "9d 8d Td", "Jc 4c 8c"],
          ["p1 sm 3hQdKc7sQs9dJc", "p2 sm 9h9cAs3sAc8d4c", "p3 sm 5d6dTh2dTsTd8c"])
