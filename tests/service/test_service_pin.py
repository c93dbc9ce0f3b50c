"""The host PIN: writes need ``Authorization: Bearer PIN``, reads do not; wrong PINs are limited
per address and across all addresses (a home network gives a guesser a whole /24), a missing
PIN is not a guess, and a PIN is at least six characters."""

import http.client
import json
import re
import subprocess
import sys
import time

import pytest

from harness.attacks import session_from
from harness.service import ROOT, Api, Browser, counts
from web import pin as host_pin
from web import serving

PIN = "471147"
EVENING = {"name": "Friday", "players": [{"name": "Anna", "chips": 5}, {"name": "Ben", "chips": 5},
                                         {"name": "Carla", "chips": 5}]}


def from_address(server, address: str, pin: str | None) -> http.client.HTTPResponse:
    """POST an evening from `address` (any 127.x.y.z is this machine), with `pin` as bearer."""
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30, source_address=(address, 0))
    headers = {"Content-Type": "application/json", **({"Authorization": f"Bearer {pin}"} if pin else {})}
    try:
        conn.request("POST", "/api/evenings", body=json.dumps(EVENING), headers=headers)
        response = conn.getresponse()
        response.read()
        return response
    finally:
        conn.close()


def test_writes_need_the_pin(start_server):
    server = start_server(None, "--pin", PIN)
    anyone, host = Api(server.url), Api(server.url, pin=PIN)
    evening = host.ok("POST", "/api/evenings", 201, json=EVENING)["id"]
    assert anyone.ok("GET", f"/api/evenings/{evening}")["name"] == "Friday"
    assert anyone.get("/api/openapi.json").status_code == 200
    before = counts(server.db)
    for headers in ({}, {"Authorization": "Bearer 123456"}, {"Authorization": PIN},
                    {"Authorization": f"Basic {PIN}"}, {"Authorization": "Bearer "}):
        response = anyone.post("/api/evenings", json=EVENING, headers=headers)
        assert response.status_code == 401, headers
        assert response.json()["error"]["field"] == "Authorization"
        assert response.headers["WWW-Authenticate"].startswith("Bearer")
    assert anyone.post(f"/api/evenings/{evening}/hands/live").status_code == 401
    assert anyone.delete("/api/hands/1/actions/last?seq=0").status_code == 401
    assert counts(server.db) == before
    for n in range(9):                                   # with "Bearer 123456": ten wrong PINs from here
        anyone.post("/api/evenings", json=EVENING, headers={"Authorization": f"Bearer {n:06d}"})
    response = host.post("/api/evenings", json=EVENING)  # the same address: it must wait now
    assert response.status_code == 429 and "wait" in response.json()["error"]["message"]
    assert 1 <= int(response.headers["Retry-After"]) <= 60


def test_a_missing_pin_is_not_a_guess(start_server):
    server = start_server(None, "--pin", PIN)
    tablet = Api(server.url)
    for _ in range(15):                                  # a tablet that forgot the PIN: refused, not locked out
        response = tablet.post("/api/evenings", json=EVENING)
        assert response.status_code == 401 and response.json()["error"]["field"] == "Authorization"
    Api(server.url, pin=PIN).ok("POST", "/api/evenings", 201, json=EVENING)


def test_guesses_from_many_addresses_make_everybody_wait_but_not_the_host(start_server):
    server = start_server(None, "--pin", PIN)
    assert from_address(server, "127.0.0.1", PIN).status == 201          # the host's tablet, trusted from now on
    looked_at = [from_address(server, f"127.0.1.{n}", f"{n:06d}").status for n in range(host_pin.FREE_FAILURES + 1)]
    assert looked_at == [401] * (host_pin.FREE_FAILURES + 1)             # the last one starts the wait
    refused = from_address(server, "127.0.2.1", PIN)                     # a new device, even with the right PIN
    assert refused.status == 429
    wait = int(refused.headers["Retry-After"])
    assert 1 <= wait <= host_pin.MAX_WAIT
    assert from_address(server, "127.0.0.1", PIN).status == 201          # the host goes on meanwhile
    # a guesser rotating through addresses as fast as it can gets almost nothing looked at now
    statuses = [from_address(server, f"127.0.3.{n}", f"{n:06d}").status for n in range(60)]
    assert statuses.count(401) <= 3 and statuses.count(429) >= 57
    assert counts(server.db)["evenings"] == 2
    time.sleep(int(from_address(server, "127.0.2.1", PIN).headers.get("Retry-After", 0)))
    assert from_address(server, "127.0.2.1", PIN).status == 201          # the right PIN works after the wait


def test_a_guesser_gets_about_120_an_hour_and_the_host_never_waits_more_than_30_s():
    clock = host_pin.FakeClock()
    guard = host_pin.Guard(clock)
    looked_at, longest, start = 0, 0.0, clock.now
    n = 0
    while clock.now - start < 3600:                      # an hour of guesses, each from a new address
        n += 1
        try:
            guard.check(f"{n % 10**6:06d}", "471147x", f"10.{n // 65536 % 256}.{n // 256 % 256}.{n % 256}")
            looked_at += 1
        except host_pin.TooManyGuesses as err:
            longest = max(longest, err.wait)
            clock.now += err.wait                        # the guesser waits exactly as long as it must
    assert 100 <= looked_at <= host_pin.FREE_FAILURES + 5 + 3600 // host_pin.MAX_WAIT
    assert longest == host_pin.MAX_WAIT
    strikes = guard.strikes
    assert guard.check("", "471147x", "new tablet") is False and guard.strikes == strikes   # empty: not a guess
    clock.now += host_pin.MAX_WAIT                        # the guesser stopped: the host's new tablet gets in
    assert guard.check("471147x", "471147x", "new tablet")


def _start(tmp_path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "app.py", "--db", str(tmp_path / "other.sqlite3"), *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def test_a_short_pin_is_refused_at_start(tmp_path):
    done = _start(tmp_path, "--port", "0", "--pin", "4711")
    assert done.returncode == 2 and "--pin needs at least 6 characters" in done.stderr


def test_serving_beyond_localhost_makes_up_a_pin(start_server):
    server = start_server(None, host="0.0.0.0")
    found = re.findall(r"Host PIN: (\d+)", server.output())
    assert len(found) == 1 and len(found[0]) == 6                        # printed once
    pin = found[0]
    assert Api(server.url).post("/api/evenings", json=EVENING).status_code == 401
    Api(server.url, pin=pin).ok("POST", "/api/evenings", 201, json=EVENING)


def test_no_pin_on_localhost_by_default(api):
    api.ok("POST", "/api/evenings", 201, json=EVENING)


def test_a_port_out_of_range_is_refused_at_start(tmp_path):
    done = _start(tmp_path, "--port", "99999")        # a socket would take it modulo 65536: port 34463
    assert done.returncode == 2 and "--port needs a number from 1 to 65535" in done.stderr


def test_a_second_referee_on_the_same_port_says_so(start_server, tmp_path):
    running = start_server(None)
    done = _start(tmp_path, "--port", str(running.port))
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr.strip().splitlines() == [f"Not started: cannot listen on 127.0.0.1 port {running.port} "
                                                "(Address already in use); is the referee already running? "
                                                "--port picks another port"]
    assert Api(running.url).get("/api/health").status_code == 200          # the first one serves on


def test_an_address_not_of_this_laptop_is_refused_at_start(tmp_path):
    done = _start(tmp_path, "--port", "0", "--host", "nosuchhost.invalid", "--pin", "246813")
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert "Not started: cannot listen on nosuchhost.invalid" in done.stderr
    assert "--host takes an address" in done.stderr


def test_a_weak_pin_is_refused_at_start(tmp_path, capsys):
    done = _start(tmp_path, "--port", "0", "--pin", "121212")
    assert done.returncode == 2 and "guessers try first" in done.stderr
    assert "Traceback" not in done.stderr
    for weak in ("111111", "abcdef", "123456", "987654"):      # the same check of the arguments, in this process
        with pytest.raises(SystemExit) as refused:
            serving.parse_args(tmp_path / "other.sqlite3", ["--port", "0", "--pin", weak])
        assert refused.value.code == 2 and "guessers try first" in capsys.readouterr().err, weak


#: PINs a guesser tries first that the patterns alone let through: common PINs and
#: passwords (the list of `web.pin.common`) and two characters at most
COMMON_PINS = ("1234567890", "0987654321", "112233", "123321", "147258", "159753", "qwerty", "password", "102030",
               "111222", "135790", "aaaaab")


@pytest.mark.parametrize("weak", COMMON_PINS)
def test_a_common_pin_or_password_is_refused_at_start(tmp_path, capsys, weak):
    with pytest.raises(SystemExit) as refused:
        serving.parse_args(tmp_path / "other.sqlite3", ["--port", "0", "--pin", weak])
    assert refused.value.code == 2
    said = capsys.readouterr().err
    assert "guessers try first (a common password or PIN" in said and "choose another" in said, said


def test_a_made_up_pin_is_none_that_guessers_try_first():
    made = [serving.made_up_pin() for _ in range(200)]
    assert not any(host_pin.weak(pin) or pin in host_pin.common() for pin in made)
    assert len(host_pin.common()) > 20_000 and {"147258", "qwerty"} <= host_pin.common()


def _guessed_from_many_addresses(server) -> None:
    """Wrong PINs from eleven addresses: everybody must wait now (but the host's devices)."""
    statuses = [from_address(server, f"127.0.1.{n}", f"{n:06d}").status for n in range(host_pin.FREE_FAILURES + 1)]
    assert statuses == [401] * (host_pin.FREE_FAILURES + 1)
    assert from_address(server, "127.0.2.1", None).status == 401
    assert from_address(server, "127.0.2.1", "000000").status == 429


def _log_in(browser: Browser, secret: str):
    return browser.post("/login", {"pin": secret, "next": "/"}, token=browser.token("/login"))


def test_the_hosts_tablet_gets_in_after_a_restart_with_a_new_pin_while_others_guess(start_server):
    server = start_server(None, host="0.0.0.0")              # no --pin: a new PIN at every start
    tablet = Browser(server.url)
    assert _log_in(tablet, re.findall(r"Host PIN: (\d+)", server.output())[-1]).status_code == 303
    server.stop()
    server.start(timeout=60)
    tablet.base = server.url                                 # the same laptop (its cookies hold across ports)
    pin = re.findall(r"Host PIN: (\d+)", server.output())[-1]
    _guessed_from_many_addresses(server)
    stranger = Browser(server.url)                           # a device never let in waits like everybody
    assert _log_in(stranger, pin).status_code == 429
    response = _log_in(tablet, pin)                          # the device let in before: not held up
    assert response.status_code == 303, response.text
    assert "logout" in tablet.get("/").text


def test_the_hosts_program_gets_in_after_a_restart_with_a_new_pin_while_others_guess(start_server):
    """A program that sent the right PIN (the API, ``Authorization: Bearer``) is remembered as
    the host's device, as a browser that logged in is: after a restart with a new PIN, while
    others guess, its requests with the new PIN go through (before: 429 for as long as the
    guessing went on, its address no longer remembered)."""
    server = start_server(None, "--pin", "471147")
    program = Api(server.url, "471147")
    program.session.mount("http://", session_from("127.0.0.7").adapters["http://"])
    program.ok("POST", "/api/evenings", 201, json={"name": "Before", "players": [{"name": "Anna", "chips": 5}]})
    server.stop()
    again = start_server(server.db, "--pin", "582930")
    program.base = again.url
    program.session.headers["Authorization"] = "Bearer 582930"
    _guessed_from_many_addresses(again)
    stranger = Api(again.url, "582930")                        # a program never seen waits like everybody
    stranger.session.mount("http://", session_from("127.0.0.8").adapters["http://"])
    assert stranger.post("/api/evenings", json={"name": "X", "players": []}).status_code == 429
    program.ok("POST", "/api/evenings", 201, json={"name": "After", "players": [{"name": "Anna", "chips": 5}]})


def test_a_new_device_gets_in_with_a_code_shown_on_the_laptop_while_others_guess(start_server):
    server = start_server(None, host="0.0.0.0")
    _guessed_from_many_addresses(server)
    started = re.findall(r"one-time code (\w{4}-\w{4})", server.output())      # in the laptop's terminal
    laptop = Browser(server.url)                             # the laptop's own browser (127.0.0.1)
    shown = re.search(r"data-code>(\w{4}-\w{4})<", laptop.get("/devices").text)[1]
    for code in (started[-1], shown):
        tablet = Browser(server.url)
        response = _log_in(tablet, code)
        assert response.status_code == 303, response.text
        assert "logout" in tablet.get("/").text
        assert _log_in(Browser(server.url), code).status_code in (401, 429)       # used up
