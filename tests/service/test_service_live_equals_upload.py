"""Random legal hands of every game, entered action by action at the table and uploaded whole
to another evening: the service never fails, and both give the same ruling."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from harness.handgen import header, play
from harness.properties import examples

GAMES = [("FTQ", {}), ("FTC", {}), ("F7S", {}), ("F7S/8", {}), ("FR", {}), ("BM", {}), ("BM", {"wild": True}),
         ("FTQ", {"extra_card": True, "pay_for_wild": True, "cancel": False}),
         ("CHICAGO", {}), ("LOWCHICAGO", {"deuces_wild": True}), ("LOWHOLE", {}),
         ("KINGSLITTLE", {"suicide_king": True})]


def evening_for(api, history: dict) -> int:
    game = {"variant": history["variant"], "options": history["options"], "ante": history["antes"][0]}
    for name in ("bet_limits", "max_raises", "bring_in", "small_bet", "big_bet"):
        if name in history:
            game[name] = history[name]
    players = [{"name": n, "chips": c} for n, c in zip(history["players"], history["starting_stacks"])]
    return api.ok("POST", "/api/evenings", 201, json={"name": "same hand", "players": players, "game": game})["id"]


@settings(max_examples=examples(6), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(GAMES), st.randoms(use_true_random=False))
def test_live_entry_and_upload_rule_alike(api, game, rnd):
    history = play(rnd, header(rnd, *game))
    live_evening = evening_for(api, history)
    state = api.live(live_evening)
    assert state["header"]["players"] == history["players"]
    for action in history["actions"]:
        state = api.act(state["id"], action, seq=state["seq"])
    assert state["status"] == "booked"
    uploaded = api.ok("POST", f"/api/evenings/{evening_for(api, history)}/hands", 201,
                      json={"players": history["players"], "actions": history["actions"]})
    assert state["finishing_stacks"] == uploaded["finishing_stacks"]
    assert state["ruling"]["pots"] == uploaded["ruling"]["pots"]
    assert state["ruling"]["explanation"] == uploaded["ruling"]["explanation"]
    chips = api.ok("GET", f"/api/evenings/{live_evening}")["chips"]
    assert chips["stacks"] + chips["pots"] == chips["bought"] - chips["cashed_out"]
