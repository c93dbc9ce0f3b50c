from referee.cards import parse_cards
from referee.games import configure
from referee.wilds import UpCard, follow_the_leader

NAMES = ["Anna", "Ben", "Carla", "Dan", "Emil"]


def ups(*streets):
    """UpCards dealt street by street, each street a string of five cards for seats 0-4."""
    return [UpCard(c, seat, number) for number, text in streets for seat, c in enumerate(parse_cards(text))]


# The rules' own example: Anna's Q♥ and Ben's 6♣ on 4th street, Dan's Q♠ and Emil's J♦ on 6th.
EXAMPLE = ups((3, "2c 3d 4h 5s 7c"), (4, "Qh 6c 8d 9s Tc"), (5, "2d 3h 4s 5d 7h"), (6, "Ad Ah 3c Qs Jd"))


def test_the_rules_example_street_by_street():
    assert follow_the_leader(EXAMPLE[:5]).ranks == {12}
    assert follow_the_leader(EXAMPLE[:7]).ranks == {12, 6}
    assert follow_the_leader(EXAMPLE[:19]).ranks == {12}      # Dan's Q♠ cancels the sixes
    final = follow_the_leader(EXAMPLE)
    assert final.ranks == {12, 11}
    assert (str(final.follow.card), final.follow.seat, str(final.after.card)) == ("Jd", 4, "Qs")
    assert [str(c.card.card) for c in final.current_follows()] == ["Jd"] and final.cancelled == {6}


def test_a_final_face_up_queen_leaves_only_queens():
    w = follow_the_leader(ups((3, "Qh 6c 8d 9s Qc")))
    assert w.ranks == {12} and w.waiting and w.follow is None


def test_queen_after_queen_the_next_card_sets_the_rank():
    w = follow_the_leader(ups((3, "Qh Qc 8d 9s 2c")))
    assert w.ranks == {12, 8}
    assert str(w.after.card) == "Qc"


def test_a_queen_on_the_last_up_card_of_a_street_is_followed_across_the_street():
    w = follow_the_leader(ups((3, "2c 3d 4h 5s Qc"), (4, "7h 8h 9h Th Jh")))
    assert w.ranks == {12, 7}
    assert (w.follow.seat, w.follow.street, w.after.street) == (0, 4, 3)


def test_no_face_up_queen_only_queens():
    assert follow_the_leader(ups((3, "2c 3d 4h 5s 6c"))).ranks == {12}


def test_queens_not_wild():
    assert follow_the_leader(ups((3, "Qh 6c 8d 9s 2c")), queens_wild=False).ranks == {6}
    assert follow_the_leader(ups((3, "Qh 6c 8d 9s Qc")), queens_wild=False).ranks == set()


def test_hole_queens_stay_wild_with_queens_not_wild():
    w = follow_the_leader(ups((3, "Qh 6c 8d 9s 2c")), queens_wild=False, hole_queens_wild=True)
    qs, qd, six = parse_cards("Qs Qd 6d")
    assert w.wild_for([qs, qd, six], down=[qs]) == {qs, six}     # the up Q♦ is not wild, the hole Q♠ is
    assert w.hole_leaders_wild


def test_no_cancellations_every_follower_stays_wild():
    w = follow_the_leader(ups((3, "Qh 6c Qd 9s 2c")), cancel=False)
    assert w.ranks == {12, 6, 9}
    assert [str(c.card.card) for c in w.current_follows()] == ["6c", "9s"] and w.cancelled == frozenset()


def test_follow_the_cowboy_follows_kings():
    w = configure("FTC").game.wilds(configure("FTC"), ups((3, "Kh 6c Qd 9s 2c")))
    assert w.ranks == {13, 6}
    assert (str(w.follow.card), str(w.after.card)) == ("6c", "Kh")


def test_the_extra_card_for_nobody_follows_a_final_queen():
    w = follow_the_leader(ups((6, "2c 3d 4h 5s Qc")) + [UpCard(parse_cards("9d")[0], None, 6)])
    assert w.ranks == {12, 9}
    assert (w.follow.seat, str(w.follow.card), str(w.after.card)) == (None, "9d", "Qc")


def test_the_reasons_are_data_for_the_ui():
    data = follow_the_leader(EXAMPLE).as_json()
    assert data["ranks"] == ["Q", "J"]
    assert data["follow"] == {"card": "Jd", "seat": 4, "street": 6}
    assert [c["kind"] for c in data["changes"]] == ["leader", "follow", "leader", "follow"]
    assert data["changes"][2]["cancelled"] == [6]
