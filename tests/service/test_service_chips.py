"""Chips are conserved: after every request of a random evening, all stacks plus all pots
equal buy-ins plus rebuys less what leavers took home.  The evening is played over HTTP
against the real server; hypothesis picks the requests and the cards."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from harness.handgen import Chooser, Drawn, local_hand
from harness.service import Api

GAMES = [
    {"variant": "FTQ", "ante": 1, "bet_limits": [1, 5]},
    {"variant": "FTQ", "ante": 2, "options": {"redeal": True}, "bet_limits": [1, 3]},
    {"variant": "FTQ", "ante": 1, "options": {"pay_for_wild": True, "extra_card": True}},
    {"variant": "BM", "ante": 1, "options": {"abort": True}},
    {"variant": "F7S", "ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4},
]
STEPS = ["act"] * 14 + ["undo", "start", "start", "rebuy", "join", "leave", "upload", "game", "wrong"]
NEWCOMERS = ["Dora", "Emil", "Fritz"]


def check_chips(api: Api, evening: int) -> None:
    """Stacks and pots, each read from its own place, add up to what was bought."""
    view = api.ok("GET", f"/api/evenings/{evening}")
    entries = api.ok("GET", f"/api/evenings/{evening}/ledger")["entries"]
    board = api.leaderboard(evening)
    bought = sum(e["amount"] for e in entries if e["kind"] in ("buy_in", "rebuy"))
    cashed = -sum(e["amount"] for e in entries if e["kind"] == "leave")
    open_pot = sum(e["amount"] for e in entries if e["player"] is None)
    stacks = {name: p["chips"] for name, p in board.items()}
    pots = open_pot
    if view["live_hand"] is not None:
        hand = api.ok("GET", f"/api/hands/{view['live_hand']['id']}")
        stacks.update({p["name"]: p["stack"] for p in hand["players"]})
        pots += hand["pot_total"] - hand["header"].get("carried_pot", 0)
        assert hand["header"]["starting_stacks"] == [board[p]["chips"] for p in hand["header"]["players"]]
    assert all(chips >= 0 for chips in stacks.values()) and open_pot >= 0
    assert sum(stacks.values()) + pots == bought - cashed, (stacks, pots, bought, cashed)
    assert view["chips"] == {"bought": bought, "cashed_out": cashed, "stacks": sum(stacks.values()), "pots": pots}


@settings(max_examples=int(os.environ.get("CHIPS_EXAMPLES", 15)), deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_chips_are_conserved_after_every_request(server, data):
    api = Api(server.url)
    rng = Drawn(data)
    game = data.draw(st.sampled_from(GAMES), label="game")
    chips = data.draw(st.lists(st.sampled_from([3, 10, 40]), min_size=3, max_size=4), label="buy-ins")
    players = [(name, c) for name, c in zip(["Anna", "Ben", "Carla", "Dan"], chips)]
    evening = api.evening(players, game=game)
    names = [n for n, _ in players]
    chooser = Chooser(rng, fold=0.05)
    for _ in range(data.draw(st.integers(5, 70), label="requests")):
        step = data.draw(st.sampled_from(STEPS), label="step")
        view = api.ok("GET", f"/api/evenings/{evening}")
        live = view["live_hand"]
        if step == "act" and live is not None:
            hand = api.ok("GET", f"/api/hands/{live['id']}")
            api.act(live["id"], chooser.action(hand, hand["log"]), seq=hand["seq"])
        elif step == "act" or step == "start":
            status = api.post(f"/api/evenings/{evening}/hands/live").status_code
            assert status in (201, 409, 422)
        elif step == "undo":
            hands = api.ok("GET", f"/api/evenings/{evening}/hands")["hands"]
            if hands:
                seq = api.ok("GET", f"/api/hands/{hands[-1]['id']}")["seq"]
                status = api.delete(f"/api/hands/{hands[-1]['id']}/actions/last", params={"seq": seq}).status_code
                assert status in (200, 409)
        elif step == "rebuy":
            status = api.post(f"/api/evenings/{evening}/players/{rng.choice(names)}/rebuy",
                              json={"chips": rng.randint(1, 20)}).status_code
            assert status in (201, 409)
        elif step == "join":
            name = rng.choice(NEWCOMERS)
            status = api.post(f"/api/evenings/{evening}/players", json={"name": name, "chips": 10}).status_code
            assert status in (201, 409)
            names = sorted(set(names) | {name})
        elif step == "leave":
            status = api.post(f"/api/evenings/{evening}/players/{rng.choice(names)}/leave").status_code
            assert status in (200, 409)
        elif step == "game":
            api.ok("PUT", f"/api/evenings/{evening}/game", json=data.draw(st.sampled_from(GAMES)))
        elif step == "upload" and live is None and view["next_players"] and view["redeal_of"] is None:
            board = api.leaderboard(evening)
            g = view["game"]
            header = {"variant": g["variant"], "options": g.get("options", {}), "players": view["next_players"],
                      "starting_stacks": [board[p]["chips"] for p in view["next_players"]],
                      "antes": [g["ante"]] * len(view["next_players"]), "carried_pot": view["open_pot"],
                      **{k: g[k] for k in ("bet_limits", "max_raises", "bring_in", "small_bet", "big_bet") if k in g}}
            try:
                actions = local_hand(header, rng)
            except Exception:                        # the referee refuses the header: so will the service
                actions = ["d dh p1 ????Qh"]
            status = api.post(f"/api/evenings/{evening}/hands",
                              json={"players": view["next_players"], "actions": actions}).status_code
            assert status in (201, 422)
            event(f"upload {status}")
        elif step == "wrong" and live is not None:
            hand = api.ok("GET", f"/api/hands/{live['id']}")
            card = hand["seen"][0] if hand["seen"] else "Qh"
            response = api.post(f"/api/hands/{live['id']}/actions", json={"action": f"d dh p1 {card}{card}"})
            assert response.status_code == 422
            assert api.ok("GET", f"/api/hands/{live['id']}")["seq"] == hand["seq"]
        event(f"{step}")
        check_chips(api, evening)
    hands = api.ok("GET", f"/api/evenings/{evening}/hands")["hands"]
    event(f"hands booked: {sum(h['status'] == 'booked' for h in hands)}")
    for h in hands:
        event(f"outcome {h['outcome']}")
