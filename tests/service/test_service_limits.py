"""The limit of 10⁹ chips (`schemas.fields.MAX_CHIPS`) holds on every path: the chips at the
table never pass it, so no stack, bet or pot can, and an evening's export always imports."""

import pytest

from harness.service import counts
from schemas.fields import MAX_CHIPS
from tests.service.test_service_undo import FOLD_HAND

NEAR = [("Anna", MAX_CHIPS // 2), ("Ben", MAX_CHIPS // 2 - 10), ("Carla", 5)]


def test_a_rebuy_or_join_past_the_limit_is_refused(api, server):
    evening = api.evening(NEAR)
    before = counts(server.db)
    for path, body in ((f"/api/evenings/{evening}/players/Anna/rebuy", {"chips": 6}),
                       (f"/api/evenings/{evening}/players", {"name": "Dora", "chips": 6}),
                       (f"/api/evenings/{evening}/players/Ben/rebuy", {"chips": MAX_CHIPS})):
        response = api.post(path, json=body)
        assert response.status_code == 409, response.text
        error = response.json()["error"]
        assert error["field"] == "chips" and "1,000,000,000 allowed" in error["message"]
    assert counts(server.db) == before
    api.ok("POST", f"/api/evenings/{evening}/players/Anna/rebuy", 201, json={"chips": 5})     # up to the limit
    response = api.post("/api/evenings", json={"name": "Too rich", "players": [
        {"name": n, "chips": MAX_CHIPS // 2 + 1} for n in ("Anna", "Ben", "Carla")]})
    assert response.status_code == 422 and response.json()["error"]["field"] == "chips"


def test_an_evening_at_the_limit_exports_and_imports(api):
    evening = api.evening(NEAR)
    api.ok("POST", f"/api/evenings/{evening}/players/Carla/rebuy", 201, json={"chips": 5})
    hand = api.live(evening)["id"]
    for action in FOLD_HAND:
        api.act(hand, action)
    api.live(evening)                                                        # a hand in play, at the limit
    exported = api.ok("GET", f"/api/evenings/{evening}/export")
    imported = api.ok("POST", "/api/evenings/import", 201, json=exported)
    assert imported["chips"]["stacks"] + imported["chips"]["pots"] == MAX_CHIPS
    exported["ledger"].append({**exported["ledger"][0], "amount": 1, "kind": "rebuy"})   # one chip too many
    exported["hands"] = exported["hands"][:1]
    response = api.post("/api/evenings/import", json=exported)
    assert response.status_code == 422 and "allowed" in response.json()["error"]["message"]


def test_the_limit_is_said_with_each_language_s_digit_groups():
    from web.commands.evening import _chips_fit
    from web.refusals import Refusal

    with pytest.raises(Refusal) as refused:
        _chips_fit(MAX_CHIPS, 1)
    assert "1,000,000,001 chips at the table, more than the 1,000,000,000 allowed" in refused.value.message()
    assert "1.000.000.001 Chips am Tisch, mehr als die erlaubten 1.000.000.000" in refused.value.message("de")


def test_a_join_past_a_full_table_is_refused(api, server):
    """A new evening takes 20 players; joins stop there too (1,020 were seated once), and an
    evening holds 50 with those who left."""
    names = [f"Player {chr(65 + n)}" for n in range(20)]
    evening = api.evening([(name, 5) for name in names])
    before = counts(server.db)
    response = api.post(f"/api/evenings/{evening}/players", json={"name": "Zoe", "chips": 5})
    assert response.status_code == 409 and response.json()["error"]["field"] == "name", response.text
    assert response.json()["error"]["message"].startswith("The table is full: 20 players at most")
    assert counts(server.db) == before
    api.ok("POST", f"/api/evenings/{evening}/players/{names[0]}/leave")
    api.ok("POST", f"/api/evenings/{evening}/players", 201, json={"name": "Zoe", "chips": 5})
    for n in range(29):                                   # 21 players so far: 29 more come and go
        api.ok("POST", f"/api/evenings/{evening}/players/{names[n % 20 + 1] if n == 0 else f'Guest {n - 1}'}/leave")
        api.ok("POST", f"/api/evenings/{evening}/players", 201, json={"name": f"Guest {n}", "chips": 5})
    response = api.post(f"/api/evenings/{evening}/players", json={"name": "One more", "chips": 5})
    assert response.status_code == 409 and "50 in an evening" in response.json()["error"]["message"], response.text
