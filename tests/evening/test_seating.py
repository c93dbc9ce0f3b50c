"""Seating and the deal: the dealer passes to the left, skipping anyone without chips;
players join, rebuy and leave; a refusal changes nothing and says why in both languages."""

import pytest

from tests.evening.conftest import Evening
from web import commands
from web.refusals import Refusal

# Carla antes her only chip; Anna bets, Ben folds, and Anna's four Aces beat Carla's Jack high.
BUST = ["d dh p1 AsAdQh", "d dh p2 KcKd6c", "d dh p3 2c3d9d", "p1 cbr 2", "p2 f", "d dh p1 7h", "d dh p3 Ts",
        "d dh p1 4c", "d dh p3 Js", "d dh p1 2h", "d dh p3 4d", "d dh p1 Ac", "d dh p3 5d",
        "p1 sm AsAdAc", "p3 sm 2c3d5d"]


def test_the_dealer_may_be_named(db):
    view = Evening(db, dealer="Ben").view()
    assert view["next_dealer"] == "Ben" and view["next_players"] == ["Carla", "Anna", "Ben"]


def test_the_deal_skips_players_without_chips_and_follows_joins_rebuys_and_leaves(db):
    e = Evening(db, [("Anna", 50), ("Ben", 50), ("Carla", 1)])
    ruled = e.run(commands.upload, e.id, {"players": ["Anna", "Ben", "Carla"], "actions": BUST})
    assert ruled["finishing_stacks"] == [52, 49, 0]
    view = e.view()
    assert view["next_dealer"] == "Anna" and view["next_players"] == ["Ben", "Anna"]
    with pytest.raises(Exception) as refused:                     # two cannot play Follow the Queen
        e.live()
    assert getattr(refused.value, "field", None) == "players"

    view = e.run(commands.join, e.id, "Dora", 30)
    assert [p["name"] for p in view["players"]] == ["Anna", "Ben", "Carla", "Dora"]
    assert view["next_dealer"] == "Dora"                          # at Carla's left now
    assert view["next_players"] == ["Anna", "Ben", "Dora"]        # Carla has no chips
    view = e.run(commands.rebuy, e.id, "carla", 20)
    assert view["next_players"] == ["Anna", "Ben", "Carla", "Dora"]
    view = e.run(commands.leave, e.id, "Ben")
    assert view["next_players"] == ["Anna", "Carla", "Dora"]
    assert view["chips"] == {"bought": 151, "cashed_out": 49, "stacks": 102, "pots": 0}
    view = e.run(commands.join, e.id, "Emil", 5, "Anna")
    assert [p["name"] for p in view["players"]] == ["Anna", "Emil", "Ben", "Carla", "Dora"]

    state = e.live()
    assert state["dealer"] == "Dora" and state["header"]["players"] == ["Anna", "Emil", "Carla", "Dora"]
    board = e.board()
    assert board["Ben"] == {"name": "Ben", "chips": 0, "net": -1, "bought": 50, "taken_home": 49, "hands_won": 0,
                            "biggest_pot": 0, "left": True}
    assert board["Anna"]["net"] == 2 and board["Anna"]["hands_won"] == 1

    before = e.counts()
    for command, args, status, words in [
        (commands.join, ("ANNA", 5), 409, "Anna is already at the table."),
        (commands.rebuy, ("Zoe", 5), 404, "'Zoe' does not play this evening."),
        (commands.rebuy, ("Carla", 5), 409, "Carla is in hand 2, which is still being played: rebuy after it."),
        (commands.leave, ("Carla",), 409, "Carla is in hand 2, which is still being played: leave after it."),
        (commands.leave, ("Ben",), 409, "Ben has already left."),
        (commands.rebuy, ("Ben", 5), 409, "Ben has left; to come back, join again."),
        (commands.join, ("Fritz", 5, "Zoe"), 404, "'Zoe' does not play this evening."),
    ]:
        with pytest.raises(Refusal) as refused:
            e.run(command, e.id, *args)
        assert (refused.value.status, refused.value.message()) == (status, words)
        assert refused.value.message("de") != words                 # and in German
    assert e.counts() == before

    view = e.run(commands.join, e.id, "ben", 10)
    assert next(p for p in view["players"] if p["name"] == "Ben") == {
        "name": "Ben", "seat": 2, "chips": 10, "left": False, "in_hand": None}
