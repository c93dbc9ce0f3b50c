"""The host PIN: writes need ``Authorization: Bearer PIN``, reads do not."""

import re

from tests.service.helpers import Api, counts

EVENING = {"name": "Friday", "players": [{"name": "Anna", "chips": 5}, {"name": "Ben", "chips": 5},
                                         {"name": "Carla", "chips": 5}]}


def test_writes_need_the_pin(start_server):
    server = start_server(None, "--pin", "4711")
    anyone, host = Api(server.url), Api(server.url, pin="4711")
    evening = host.ok("POST", "/api/evenings", 201, json=EVENING)["id"]
    assert anyone.ok("GET", f"/api/evenings/{evening}")["name"] == "Friday"
    assert anyone.get("/api/openapi.json").status_code == 200
    before = counts(server.db)
    for headers in ({}, {"Authorization": "Bearer 1234"}, {"Authorization": "4711"}, {"Authorization": "Basic 4711"}):
        response = anyone.post("/api/evenings", json=EVENING, headers=headers)
        assert response.status_code == 401, headers
        assert response.json()["error"]["field"] == "Authorization"
        assert response.headers["WWW-Authenticate"].startswith("Bearer")
    assert anyone.post(f"/api/evenings/{evening}/hands/live").status_code == 401
    assert anyone.delete("/api/hands/1/actions/last").status_code == 401
    assert counts(server.db) == before
    for _ in range(6):
        anyone.post("/api/evenings", json=EVENING)
    response = host.post("/api/evenings", json=EVENING)             # too many wrong PINs from here: wait
    assert response.status_code == 429 and "wait a minute" in response.json()["error"]["message"]


def test_serving_beyond_localhost_makes_up_a_pin(start_server):
    server = start_server(None, host="0.0.0.0")
    pin = re.search(r"Host PIN: (\d{6})", server.output()).group(1)
    assert Api(server.url).post("/api/evenings", json=EVENING).status_code == 401
    Api(server.url, pin=pin).ok("POST", "/api/evenings", 201, json=EVENING)


def test_no_pin_on_localhost_by_default(api):
    api.ok("POST", "/api/evenings", 201, json=EVENING)
