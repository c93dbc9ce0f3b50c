"""A seat's own hand (`referee.seats`): its sealed face-down cards read into the hand as the table
sees it, the slots it may seal, its best hand with the wild cards as they stand (a Queen that
falls changes it), the cards it shows, and the sealed cards that cannot be."""

from hypothesis import given, settings
from hypothesis import strategies as st

from harness.handgen import random_hand
from referee.cards import parse_card, parse_cards
from referee.replay import replay
from referee.seats import clashes, dealt_down, private_history, reading, replay_public, shown_cards, slots_due
from web.views.guest import public_history

FTQ = {"variant": "FTQ", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [50, 50, 50],
       "antes": [1, 1, 1], "bet_limits": [1, 5], "max_raises": 3}


def hand(*actions: str, **header) -> dict:
    return {**FTQ, **header, "actions": list(actions)}


def sealed(text: str) -> dict:
    return dict(enumerate(parse_cards(text)))


def test_the_slots_due_are_the_cards_dealt_and_those_of_the_street_being_dealt():
    before = replay_public(hand())
    assert [slots_due(before, seat) for seat in range(3)] == [2, 2, 2]     # 3rd street: two down cards each
    state = replay_public(hand("d dh p1 ????6c", "d dh p2 ????Qh", "d dh p3 ????9d", "p1 cc", "p2 cc", "p3 cc"))
    assert [slots_due(state, seat) for seat in range(3)] == [2, 2, 2]     # 4th street is dealt face up
    folded = replay_public(hand("d dh p1 ????6c", "d dh p2 ????Qh", "d dh p3 ????9d", "p1 cbr 2", "p2 f"))
    assert slots_due(folded, 1) == 2


def test_the_seat_reads_its_sealed_cards_into_the_public_history():
    public = hand("d dh p1 ????6c", "d dh p2 ????Qh", "d dh p3 ????9d")
    mine = private_history(public, 0, sealed("Qs 6d"))
    assert mine["actions"] == ["d dh p1 Qs6d6c", "d dh p2 ????Qh", "d dh p3 ????9d"]
    assert private_history(public, 0, {1: parse_card("6d")})["actions"][0] == "d dh p1 ??6d6c"
    assert dealt_down(hand("d dh p1 As??6c"), 0) == [parse_card("As"), None]      # the tablet typed one


def test_the_reader_changes_when_a_queen_falls():
    """"A Queen turns Jacks into sixes: the reader says so"."""
    actions = ["d dh p1 ????Qh", "d dh p2 ????Jc", "d dh p3 ????9d", "p1 cc", "p2 cc", "p3 cc"]
    state = replay_public(private_history(hand(*actions), 0, sealed("Jd 6s")))
    before = reading(state, 0)
    assert before["wild_cards"] == ["Jd", "Qh"]                 # Queens, and Jacks: the J♣ followed the Q♥
    assert before["description"]["en"] == "three sixes"
    more = [*actions, "d dh p1 2c", "d dh p2 Qd", "d dh p3 6c"]            # a Queen, then a six: sixes wild now
    after = reading(replay_public(private_history(hand(*more), 0, sealed("Jd 6s"))), 0)
    assert after["wild_cards"] == ["6s", "Qh"]
    assert after["description"]["en"] == "three Jacks" and after["description"]["de"] == "drei Buben"
    five = [*more, "p2 cc", "p3 cc", "p1 cc", "d dh p1 3h"]
    best = reading(replay_public(private_history(hand(*five), 0, sealed("Jd 6s"))), 0)
    assert best["sides"]["high"]["description"]["en"] == "three Jacks"
    assert set(best["sides"]["high"]["wilds"]) == {"6s", "Qh"}


def test_the_reader_counts_sealed_cards_not_yet_entered_at_the_table():
    state = replay_public(hand())
    assert reading(state, 0, parse_cards("Qs 6d"))["description"]["en"] == "a pair of sixes"
    assert reading(state, 0)["cards"] == []


def test_a_sealed_card_on_the_table_or_on_two_phones_clashes():
    state = replay_public(hand("d dh p1 ????6c", "d dh p2 ????Qh"))
    assert clashes(state, sealed("Qh 2c"), frozenset(parse_cards("2c"))) == {0: "table", 1: "twice"}
    assert clashes(state, sealed("Qs 2c")) == {}


def test_the_seat_shows_its_sealed_cards_in_the_slots_the_deal_gave_them():
    actions = ["d dh p1 ????6c", "d dh p2 ????Qh"]
    table = replay_public(hand(*actions))
    mine = replay_public(private_history(hand(*actions), 0, sealed("Ks 2d")))
    assert shown_cards(table, mine, 0) == list(parse_cards("Ks 2d"))
    half = replay_public(private_history(hand(*actions), 0, sealed("Ks")))
    assert shown_cards(table, half, 0) is None                      # a card not sealed yet: nothing to show
    typed = replay_public(hand("d dh p1 As??6c", "d dh p2 ????Qh"))
    mine = replay_public(private_history(hand("d dh p1 As??6c"), 0, {1: parse_card("2d")}))
    assert shown_cards(typed, mine, 0) == [None, parse_card("2d")]          # the tablet's card kept


@settings(max_examples=20, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(["FTQ", "F7S", "BASEBALL", "RYO", "FR", "BM", "5CS"]))
def test_each_seat_reads_its_own_cards_back_into_the_hand_the_table_sees(rng, variant):
    """Random legal hands of the games: the history as the guests get it (`public_history`: each
    face-down card ``??``) with a seat's own face-down cards sealed reads back that seat's deal
    as it was, and nobody else's; its reading holds only its own cards and the up cards."""
    history = random_hand(rng, variant)
    public = public_history(history)
    full = replay(history)
    for seat in range(len(history["players"])):
        mine = {i: c for i, c in enumerate(dealt_down(history, seat)) if c is not None}
        private = private_history(public, seat, mine)
        assert len(private["actions"]) == len(public["actions"])
        for original, seen, read_back in zip(history["actions"], public["actions"], private["actions"]):
            own = read_back.startswith(f"d dh p{seat + 1} ")
            assert read_back == (str(full.parsed(original)) if own else seen) or (not own and read_back == seen)
        state = replay_public(private)
        assert {str(c) for c in state.holding(seat)} <= {str(c) for c in full.holding(seat)}


def test_the_public_history_masked_as_the_guests_get_it_reads_back_each_seats_cards():
    history = hand("d dh p1 QsKd6c", "d dh p2 2c3cQh", "d dh p3 7s8s9d")
    public = public_history(history)
    assert public["actions"] == ["d dh p1 ????6c", "d dh p2 ????Qh", "d dh p3 ????9d"]
    for seat, cards in ((0, "Qs Kd"), (1, "2c 3c"), (2, "7s 8s")):
        mine = private_history(public, seat, sealed(cards))
        assert mine["actions"][seat] == history["actions"][seat]
        assert [a for i, a in enumerate(mine["actions"]) if i != seat] == \
            [a for i, a in enumerate(public["actions"]) if i != seat]
