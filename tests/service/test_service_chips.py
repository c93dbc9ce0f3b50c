"""Chips are conserved: after every request of a random evening, all stacks plus all pots
equal buy-ins plus rebuys less what leavers took home.  The evening is played over HTTP
against the real server; hypothesis picks the requests and the cards."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from harness.handgen import Chooser, Drawn, local_hand
from harness.properties import examples
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


class Evening:
    """A random evening played over HTTP against the real server, one request a step."""

    def __init__(self, api: Api, data):
        self.api, self.data = api, data
        self.rng = Drawn(data)
        game = data.draw(st.sampled_from(GAMES), label="game")
        chips = data.draw(st.lists(st.sampled_from([3, 10, 40]), min_size=3, max_size=4), label="buy-ins")
        players = [(name, c) for name, c in zip(["Anna", "Ben", "Carla", "Dan"], chips)]
        self.id = api.evening(players, game=game)
        self.names = [n for n, _ in players]
        self.chooser = Chooser(self.rng, fold=0.05)

    def step(self, step: str) -> None:
        view = self.api.ok("GET", f"/api/evenings/{self.id}")
        live = view["live_hand"]
        if step == "act" and live is not None:
            self.act(live)
        elif step in ("act", "start"):
            self.start()
        elif step == "upload":
            self.upload(view)
        elif step == "wrong":
            self.enter_a_card_twice(live)
        else:
            {"undo": self.undo, "rebuy": self.rebuy, "join": self.join, "leave": self.leave, "game": self.game}[step]()

    def act(self, live: dict) -> None:
        hand = self.api.ok("GET", f"/api/hands/{live['id']}")
        self.api.act(live["id"], self.chooser.action(hand, hand["log"]), seq=hand["seq"])

    def start(self) -> None:
        status = self.api.post(f"/api/evenings/{self.id}/hands/live").status_code
        assert status in (201, 409, 422)

    def undo(self) -> None:
        hands = self.api.ok("GET", f"/api/evenings/{self.id}/hands")["hands"]
        if hands:
            seq = self.api.ok("GET", f"/api/hands/{hands[-1]['id']}")["seq"]
            status = self.api.delete(f"/api/hands/{hands[-1]['id']}/actions/last", params={"seq": seq}).status_code
            assert status in (200, 409)

    def rebuy(self) -> None:
        status = self.api.post(f"/api/evenings/{self.id}/players/{self.rng.choice(self.names)}/rebuy",
                               json={"chips": self.rng.randint(1, 20)}).status_code
        assert status in (201, 409)

    def join(self) -> None:
        name = self.rng.choice(NEWCOMERS)
        status = self.api.post(f"/api/evenings/{self.id}/players", json={"name": name, "chips": 10}).status_code
        assert status in (201, 409)
        self.names = sorted(set(self.names) | {name})

    def leave(self) -> None:
        status = self.api.post(f"/api/evenings/{self.id}/players/{self.rng.choice(self.names)}/leave").status_code
        assert status in (200, 409)

    def game(self) -> None:
        self.api.ok("PUT", f"/api/evenings/{self.id}/game", json=self.data.draw(st.sampled_from(GAMES)))

    def upload(self, view: dict) -> None:
        """A whole hand uploaded for the next players (when no hand is in play or dealt again)."""
        if view["live_hand"] is not None or not view["next_players"] or view["redeal_of"] is not None:
            return
        board = self.api.leaderboard(self.id)
        g = view["game"]
        header = {"variant": g["variant"], "options": g.get("options", {}), "players": view["next_players"],
                  "starting_stacks": [board[p]["chips"] for p in view["next_players"]],
                  "antes": [g["ante"]] * len(view["next_players"]), "carried_pot": view["open_pot"],
                  **{k: g[k] for k in ("bet_limits", "max_raises", "bring_in", "small_bet", "big_bet") if k in g}}
        try:
            actions = local_hand(header, self.rng)
        except Exception:                        # the referee refuses the header: so will the service
            actions = ["d dh p1 ????Qh"]
        status = self.api.post(f"/api/evenings/{self.id}/hands",
                               json={"players": view["next_players"], "actions": actions}).status_code
        assert status in (201, 422)
        event(f"upload {status}")

    def enter_a_card_twice(self, live: dict | None) -> None:
        """A card dealt twice in the hand in play is refused, and the hand stays as it was."""
        if live is None:
            return
        hand = self.api.ok("GET", f"/api/hands/{live['id']}")
        card = hand["seen"][0] if hand["seen"] else "Qh"
        response = self.api.post(f"/api/hands/{live['id']}/actions", json={"action": f"d dh p1 {card}{card}"})
        assert response.status_code == 422
        assert self.api.ok("GET", f"/api/hands/{live['id']}")["seq"] == hand["seq"]


@pytest.mark.slow
@settings(max_examples=examples(6), deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_chips_are_conserved_after_every_request(server, data):
    api = Api(server.url)
    evening = Evening(api, data)
    for _ in range(data.draw(st.integers(5, 70), label="requests")):
        step = data.draw(st.sampled_from(STEPS), label="step")
        evening.step(step)
        event(f"{step}")
        check_chips(api, evening.id)
    hands = api.ok("GET", f"/api/evenings/{evening.id}/hands")["hands"]
    event(f"hands booked: {sum(h['status'] == 'booked' for h in hands)}")
    for h in hands:
        event(f"outcome {h['outcome']}")
