"""Who may reach the service from where (`web.access`): only the names it serves (no DNS
rebinding), API writes from no page or its own pages only, JSON bodies declared as JSON (a
page of another site cannot send that without a CORS preflight), ``nosniff`` on every answer."""

import http.client
import json

import pytest

from harness.service import Api, counts, rows

EVENING = {"name": "Friday", "players": [{"name": "Anna", "chips": 50}, {"name": "Ben", "chips": 50},
                                         {"name": "Carla", "chips": 50}]}


def raw(server, method: str, path: str, body: bytes | None = None, **headers: str) -> http.client.HTTPResponse:
    """A request with exactly these headers (``Host`` too), read whole."""
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    try:
        conn.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
        for name, value in {"Host": f"127.0.0.1:{server.port}", **headers}.items():
            conn.putheader(name.replace("_", "-"), value)
        if body is not None:
            conn.putheader("Content-Length", str(len(body)))
        conn.endheaders(body)
        response = conn.getresponse()
        response.body = response.read()
        return response
    finally:
        conn.close()


def anna_chips(api, evening: int) -> int:
    return api.leaderboard(evening)["Anna"]["chips"]


@pytest.mark.parametrize("content_type", [None, "text/plain", "application/x-www-form-urlencoded",
                                          "multipart/form-data; boundary=x", "text/plain; charset=utf-8"])
def test_a_json_body_must_say_it_is_json(api, server, content_type):
    """What a page of another site can send without asking first (a no-cors fetch, a form) is refused."""
    evening = api.evening()
    before = counts(server.db)
    headers = {"Content-Type": content_type} if content_type else {}
    response = raw(server, "POST", f"/api/evenings/{evening}/players/Anna/rebuy", b'{"chips": 500}', **headers)
    assert response.status == 415
    error = json.loads(response.body)["error"]
    assert error["field"] == "Content-Type" and "application/json" in error["message"]
    assert counts(server.db) == before and anna_chips(api, evening) == 50
    response = raw(server, "POST", f"/api/evenings/{evening}/players/Anna/rebuy", b'{"chips": 500}',
                   Content_Type="application/json; charset=utf-8")
    assert response.status == 201 and anna_chips(api, evening) == 550


@pytest.mark.parametrize("host", ["attacker.example", "attacker.example:5000", "localhost.attacker.example",
                                  "127.0.0.1.nip.io", "", "192.168.1.20"])
def test_a_name_the_service_does_not_serve_is_refused(api, server, host):
    """DNS rebinding: a page of attacker.example whose name now points here sends Host: attacker.example."""
    evening = api.evening()
    before = counts(server.db)
    for method, path, body in (("GET", "/api/evenings", None), ("GET", f"/evenings/{evening}/board", None),
                               ("POST", f"/api/evenings/{evening}/players/Anna/rebuy", b'{"chips": 500}')):
        response = raw(server, method, path, body, Host=host, Content_Type="application/json")
        assert response.status == 400, (method, path)
        assert "does not answer to the name" in response.body.decode()
    assert counts(server.db) == before and anna_chips(api, evening) == 50
    for allowed in (f"127.0.0.1:{server.port}", f"localhost:{server.port}", f"[::1]:{server.port}", "localhost"):
        assert raw(server, "GET", "/api/evenings", Host=allowed).status == 200, allowed


def test_on_every_address_it_serves_ip_addresses_and_the_names_given(start_server):
    server = start_server(None, "--allowed-host", "laptop.fritz.box", host="0.0.0.0")
    for host in ("192.168.1.20:5000", "10.0.0.7", "laptop.fritz.box", "LAPTOP.fritz.box.:5000"):
        assert raw(server, "GET", "/api/evenings", Host=host).status == 200, host
    assert raw(server, "GET", "/api/evenings", Host="attacker.example").status == 400


@pytest.mark.parametrize("headers", [{"Origin": "http://attacker.example"}, {"Origin": "null"},
                                     {"Sec-Fetch-Site": "cross-site"}, {"Sec-Fetch-Site": "same-site"},
                                     {"Origin": "http://127.0.0.1:1"},
                                     {"Origin": "http://localhost", "Sec-Fetch-Site": "cross-site"}])
def test_a_write_from_a_page_of_another_site_is_refused(api, server, headers):
    evening = api.evening()
    before = counts(server.db)
    for method, path, body in (("POST", f"/api/evenings/{evening}/players/Anna/rebuy", {"chips": 500}),
                               ("POST", f"/api/evenings/{evening}/hands/live", None),
                               ("POST", f"/api/evenings/{evening}/players/Ben/leave", None)):
        response = api.request(method, path, json=body, headers=headers)
        assert response.status_code == 403, (path, response.text)
        assert response.json()["error"]["field"] == "Origin"
    assert counts(server.db) == before
    assert api.get(f"/api/evenings/{evening}", headers=headers).status_code == 200        # reads are open


def test_a_write_from_its_own_pages_or_from_no_page_is_taken(api, server):
    evening = api.evening()
    own = {"Origin": server.url, "Sec-Fetch-Site": "same-origin"}
    api.ok("POST", f"/api/evenings/{evening}/players/Anna/rebuy", 201, json={"chips": 5}, headers=own)
    api.ok("POST", f"/api/evenings/{evening}/players/Anna/rebuy", 201, json={"chips": 5},
           headers={"Sec-Fetch-Site": "none"})
    api.ok("POST", f"/api/evenings/{evening}/players/Anna/rebuy", 201, json={"chips": 5})       # curl, a program
    assert rows(server.db, "SELECT COUNT(*) FROM ledger WHERE evening_id = ? AND kind = 'rebuy'", [evening]) == [(3,)]


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded",
                                          "multipart/form-data; boundary=x"])
def test_a_write_without_a_body_that_says_another_type_is_refused(api, server, content_type):
    """No Origin (an old browser's form, or one that hides it) and no body: the type alone is refused."""
    evening = api.evening()
    before = counts(server.db)
    for path in (f"/api/evenings/{evening}/hands/live", f"/api/evenings/{evening}/players/Ben/leave"):
        response = api.post(path, headers={"Content-Type": content_type})
        assert response.status_code == 415, (path, response.text)
        assert response.json()["error"]["field"] == "Content-Type"
    assert counts(server.db) == before
    api.ok("POST", f"/api/evenings/{evening}/players/Ben/leave")                      # no type, no body: curl -X POST


def test_every_answer_has_nosniff(api, server):
    evening = api.evening()
    hand = api.live(evening)["id"]
    for path in ("/api/health", f"/api/evenings/{evening}", f"/api/evenings/{evening}/ledger.csv",
                 f"/api/hands/{hand}/phh", f"/api/evenings/{evening}/hands.phhs", "/api/openapi.json",
                 "/api/evenings/99999", f"/api/evenings/{evening}/export"):
        response = api.get(path)
        assert response.status_code in (200, 404), path
        assert response.headers["X-Content-Type-Options"] == "nosniff", path


def test_the_openapi_document_names_the_refusals_of_writes(api):
    spec = api.ok("GET", "/api/openapi.json")
    rebuy = spec["paths"]["/api/evenings/{evening_id}/players/{name}/rebuy"]["post"]["responses"]
    assert {"403", "415", "429", "507"} <= set(rebuy)
    assert "415" in spec["paths"]["/api/evenings/{evening_id}/players/{name}/leave"]["post"]["responses"]


def test_the_pin_is_not_asked_of_a_write_from_another_site(start_server):
    """A page of another site gets 403 before its PIN guess is looked at: it costs the host nothing."""
    server = start_server(None, "--pin", "471147")
    page = Api(server.url, pin="000000")
    for _ in range(15):
        response = page.post("/api/evenings", json=EVENING, headers={"Origin": "http://attacker.example"})
        assert response.status_code == 403
    Api(server.url, pin="471147").ok("POST", "/api/evenings", 201, json=EVENING)
