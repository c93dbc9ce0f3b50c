"""The table offers to take back the last hand only while it can be taken back: not once a
player of it left (or rebought) since, which the service would refuse."""

from __future__ import annotations

from tests.pages.conftest import Browser

FOLD_HAND = ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"]


def test_no_undo_offered_for_a_hand_whose_player_left_since(api, site):
    evening = api.evening()
    hand = api.live(evening)["id"]
    for action in FOLD_HAND:
        api.act(hand, action)
    host = Browser(site)
    assert "data-undo" in host.get(f"/evenings/{evening}").text            # the fold can be taken back
    api.ok("POST", f"/api/evenings/{evening}/players/Carla/leave")
    page = host.get(f"/evenings/{evening}").text
    assert "data-undo" not in page
    seq = api.ok("GET", f"/api/hands/{hand}")["seq"]                         # and the service refuses it indeed
    assert host.post(f"/hands/{hand}/undo", {"seq": str(seq)}).status_code == 422
