"""Seating and the deal: the dealer passes to the left, skipping anyone without chips;
players join, rebuy and leave."""

from tests.service.helpers import counts

# Carla antes her only chip; Anna bets, Ben folds, and Anna's four Aces beat Carla's Jack high.
BUST = ["d dh p1 AsAdQh", "d dh p2 KcKd6c", "d dh p3 2c3d9d", "p1 cbr 2", "p2 f", "d dh p1 7h", "d dh p3 Ts",
        "d dh p1 4c", "d dh p3 Js", "d dh p1 2h", "d dh p3 4d", "d dh p1 Ac", "d dh p3 5d",
        "p1 sm AsAdAc", "p3 sm 2c3d5d"]


def test_the_dealer_may_be_named(api):
    evening = api.evening(dealer="Ben")
    view = api.ok("GET", f"/api/evenings/{evening}")
    assert view["next_dealer"] == "Ben" and view["next_players"] == ["Carla", "Anna", "Ben"]


def test_the_deal_skips_players_without_chips_and_follows_joins_rebuys_and_leaves(api, server):
    evening = api.evening([("Anna", 50), ("Ben", 50), ("Carla", 1)])
    ruled = api.ok("POST", f"/api/evenings/{evening}/hands", 201,
                   json={"players": ["Anna", "Ben", "Carla"], "actions": BUST})
    assert ruled["finishing_stacks"] == [52, 49, 0]
    view = api.ok("GET", f"/api/evenings/{evening}")
    assert view["next_dealer"] == "Anna" and view["next_players"] == ["Ben", "Anna"]
    response = api.post(f"/api/evenings/{evening}/hands/live")
    assert response.status_code == 422 and response.json()["error"]["field"] == "players"   # 2 cannot play FTQ

    view = api.ok("POST", f"/api/evenings/{evening}/players", 201, json={"name": "Dora", "chips": 30})
    assert [p["name"] for p in view["players"]] == ["Anna", "Ben", "Carla", "Dora"]
    assert view["next_dealer"] == "Dora"                                     # at Carla's left now
    assert view["next_players"] == ["Anna", "Ben", "Dora"]                  # Carla has no chips
    view = api.ok("POST", f"/api/evenings/{evening}/players/carla/rebuy", 201, json={"chips": 20})
    assert view["next_players"] == ["Anna", "Ben", "Carla", "Dora"]
    view = api.ok("POST", f"/api/evenings/{evening}/players/Ben/leave")
    assert view["next_players"] == ["Anna", "Carla", "Dora"]
    assert view["chips"] == {"bought": 151, "cashed_out": 49, "stacks": 102, "pots": 0}
    view = api.ok("POST", f"/api/evenings/{evening}/players", 201, json={"name": "Emil", "chips": 5, "after": "Anna"})
    assert [p["name"] for p in view["players"]] == ["Anna", "Emil", "Ben", "Carla", "Dora"]

    state = api.live(evening)
    assert state["dealer"] == "Dora" and state["header"]["players"] == ["Anna", "Emil", "Carla", "Dora"]
    board = api.leaderboard(evening)
    assert board["Ben"] == {"name": "Ben", "chips": 0, "net": -1, "hands_won": 0, "biggest_pot": 0, "left": True}
    assert board["Anna"]["net"] == 2 and board["Anna"]["hands_won"] == 1

    before = counts(server.db)
    for method, path, body, status in [
        ("POST", "/players", {"name": "ANNA", "chips": 5}, 409),              # already there
        ("POST", "/players/Zoe/rebuy", {"chips": 5}, 404),
        ("POST", "/players/Carla/rebuy", {"chips": 5}, 409),                  # in the hand being played
        ("POST", "/players/Carla/leave", None, 409),
        ("POST", "/players/Ben/leave", None, 409),                            # has left already
        ("POST", "/players/Ben/rebuy", {"chips": 5}, 409),
        ("POST", "/players", {"name": "Fritz", "chips": 5, "after": "Zoe"}, 404),
    ]:
        response = api.request(method, f"/api/evenings/{evening}{path}", json=body)
        assert response.status_code == status, (path, response.text)
    assert counts(server.db) == before

    view = api.ok("POST", f"/api/evenings/{evening}/players", 201, json={"name": "ben", "chips": 10})
    assert next(p for p in view["players"] if p["name"] == "Ben") == {
        "name": "Ben", "seat": 2, "chips": 10, "left": False, "in_hand": None}
