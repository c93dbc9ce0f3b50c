"""Uploading a played hand: checked against the evening, ruled, booked once."""

import pytest

from harness.service import counts, rows

SHOWDOWN = ["d dh Anna AsAdQh", "d dh Ben KcKd6c", "d dh Carla 2c3d9d", "Anna cc", "Ben cc", "Carla cc",
            "d dh Anna 7h", "d dh Ben 8s", "d dh Carla Ts", "Ben cc", "Carla cc", "Anna cbr 2", "Ben cc", "Carla cc",
            "d dh Anna 4c", "d dh Ben 5s", "d dh Carla Js", "Ben cc", "Carla f", "Anna cc", "d dh Anna 2h",
            "d dh Ben 3c", "Ben cc", "Anna cc", "d dh Anna Ac", "d dh Ben Kh", "Ben cc", "Anna cc",
            "Ben sm KcKdKh", "Anna sm AsAdAc"]
PLAYERS = ["Anna", "Ben", "Carla"]


def upload(api, evening, status, **hand):
    return api.ok("POST", f"/api/evenings/{evening}/hands", status,
                  json={"players": PLAYERS, "actions": SHOWDOWN, **hand})


def test_upload_is_ruled_and_booked_once(api, server):
    evening = api.evening()
    ruled = upload(api, evening, 201)
    assert ruled["duplicate"] is False and ruled["status"] == "booked"
    assert ruled["starting_stacks"] == [50, 50, 50]           # filled in from the chips
    assert ruled["antes"] == [1, 1, 1]                        # and the game
    assert ruled["finishing_stacks"] == [56, 47, 47]
    assert ruled["ruling"]["pots"][0]["winners"] == ["Anna"]
    assert ruled["actions"][0] == "d dh p1 AsAdQh"
    before = counts(server.db)

    again = upload(api, evening, 200)
    assert again["duplicate"] is True and again["id"] == ruled["id"]
    # the same hand written with seats instead of names is the same hand
    seats = [a.replace("Anna", "p1").replace("Ben", "p2").replace("Carla", "p3") for a in SHOWDOWN]
    assert upload(api, evening, 200, actions=seats)["id"] == ruled["id"]
    assert counts(server.db) == before
    assert {n: p["chips"] for n, p in api.leaderboard(evening).items()} == {"Anna": 56, "Ben": 47, "Carla": 47}
    assert rows(server.db, "SELECT COUNT(*) FROM ledger WHERE hand_id = ?", [ruled["id"]]) == [(3,)]


def test_starting_stacks_must_be_the_chips_now(api, server):
    evening = api.evening()
    before = counts(server.db)
    response = api.post(f"/api/evenings/{evening}/hands",
                        json={"players": PLAYERS, "actions": SHOWDOWN, "starting_stacks": [50, 40, 50]})
    assert response.status_code == 409
    error = response.json()["error"]
    assert error["field"] == "starting_stacks" and "Ben has 50, not 40" in error["message"]
    assert counts(server.db) == before
    assert upload(api, evening, 201, starting_stacks=[50, 50, 50])["finishing_stacks"] == [56, 47, 47]


def test_the_players_are_listed_from_the_dealers_left(api):
    evening = api.evening()
    response = api.post(f"/api/evenings/{evening}/hands", json={"players": ["Ben", "Carla", "Anna"],
                                                                "actions": SHOWDOWN})
    assert response.status_code == 409
    assert "Anna, Ben, Carla" in response.json()["error"]["message"]
    upload(api, evening, 201)
    # Anna deals next: Ben sits at her left
    response = api.post(f"/api/evenings/{evening}/hands", json={"players": PLAYERS, "actions": SHOWDOWN[:3]})
    assert response.status_code == 409 and "Ben, Carla, Anna" in response.json()["error"]["message"]


@pytest.mark.parametrize("hand, rule", [
    ({"actions": SHOWDOWN[:10]}, "hand.not_over"),
    ({"actions": SHOWDOWN, "finishing_stacks": [50, 50, 50]}, "hand.finishing_stacks"),
    ({"actions": ["d dh p1 AsAdQh", "d dh p2 AsKd6c"]}, "deal.twice"),
    ({"actions": SHOWDOWN, "antes": [1, 1]}, "history.field"),
])
def test_a_hand_the_referee_refuses_is_not_stored(api, server, hand, rule):
    evening = api.evening()
    before = counts(server.db)
    response = api.post(f"/api/evenings/{evening}/hands", json={"players": PLAYERS, **hand})
    assert response.status_code == 422, response.text
    assert response.json()["error"]["rule"] == rule
    assert counts(server.db) == before


def test_no_upload_while_a_hand_is_played(api):
    evening = api.evening()
    api.live(evening)
    response = api.post(f"/api/evenings/{evening}/hands", json={"players": PLAYERS, "actions": SHOWDOWN})
    assert response.status_code == 409 and response.json()["error"]["field"] == "hand"
