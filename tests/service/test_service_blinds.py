"""A game played with blinds (Outhouse) through the real service: the evening's game takes a small
and a big blind instead of the ante, the live hand's header posts them on the dealer's left, the first
round says who posted what and opens on the big blind's left, a bring-in is refused in words, and
a game with blinds given none is refused naming the field."""

OUTHOUSE = {"variant": "OUTHOUSE", "small_blind": 1, "big_blind": 2, "small_bet": 2, "big_bet": 4}
PLAYERS = (("Anna", 100), ("Ben", 100), ("Carla", 100), ("Dan", 100))


def test_a_live_hand_posts_the_blinds_and_the_big_blinds_left_opens(api):
    evening = api.evening(PLAYERS, game=OUTHOUSE)
    state = api.live(evening)
    header = state["header"]
    first, second, third = header["players"][:3]
    assert header["blinds_or_straddles"] == [1, 2, 0, 0] and header["antes"] == [0, 0, 0, 0]
    assert "bring_in" not in header
    for seat, cards in enumerate(("????Qh", "????6c", "????9d", "????2s"), start=1):
        state = api.act(state["id"], f"d dh p{seat} {cards}")
    assert state["blinds"] == [{"blind": "small", "player": first, "amount": 1},
                               {"blind": "big", "player": second, "amount": 2}]
    assert state["pot_total"] == 3 and state["next"]["seat"] == 2
    assert state["next"]["blinds_posted"]["en"] == (f"{first} posted the small blind 1, {second} the big blind 2: "
                                                    f"{third}, on the big blind's left, opens")
    refused = api.post(f"/api/hands/{state['id']}/actions", json={"action": "p3 pb", "seq": state["seq"]})
    assert refused.status_code == 422 and refused.json()["error"]["rule"] == "bring_in.blinds"


def test_a_game_with_blinds_needs_them(api):
    evening = api.evening(PLAYERS)
    refused = api.request("PUT", f"/api/evenings/{evening}/game",
                          json={k: v for k, v in OUTHOUSE.items() if not k.endswith("_blind")})
    assert refused.status_code == 422, refused.text
    error = refused.json()["error"]
    assert error["field"] == "blinds_or_straddles" and "Outhouse is played with blinds" in error["message"]
