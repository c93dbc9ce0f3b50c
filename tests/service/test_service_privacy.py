"""Served on the network (a PIN set), a guest is never served a hole card the host typed: not
in the hand's view, its PHH, the evening's PHHS, the table's page or live part, the replay, nor
through the chances; the export (every card) is the host's.  After the hand the shown cards are
public and the mucked or folded ones stay private.  The host (PIN or login) sees everything."""

import re

from harness.service import Api, Browser

PIN = "583920"
HOLE = ("As", "Ad", "2c", "3c", "7s", "8s")           # Anna's, Ben's and Carla's down cards on 3rd street
THIRD = ("d dh p1 AsAd9h", "d dh p2 2c3c4d", "d dh p3 7s8s5h")


def hand_in_play(host: Api) -> tuple[int, int]:
    evening = host.evening()
    hand = host.live(evening)["id"]
    for action in THIRD:
        host.act(hand, action)
    return evening, hand


def cards_in(text: str) -> set[str]:
    """The hole cards of `HOLE` that `text` names as PHH writes them (``AsAd9h``, not in a word)."""
    return {card for card in HOLE if re.search(rf"(?<![A-Zabe-gi-rt-z]){card}(?![a-z])", text)}


def logged_in(server) -> Browser:
    browser = Browser(server.url)
    response = browser.post("/login", {"pin": PIN, "next": "/"}, token=browser.token("/login"))
    assert response.status_code == 303
    return browser


def test_a_guest_gets_no_hole_card_of_a_hand_in_play(pin_server):
    server = pin_server
    host, guest = Api(server.url, pin=PIN), Api(server.url)
    evening, hand = hand_in_play(host)

    assert cards_in(host.get(f"/api/hands/{hand}").text) == set(HOLE)          # the host's view as entered
    view = guest.ok("GET", f"/api/hands/{hand}")
    assert cards_in(guest.get(f"/api/hands/{hand}").text) == set()
    assert view["log"] == ["d dh p1 ????9h", "d dh p2 ????4d", "d dh p3 ????5h"]
    assert view["seq"] == 3 and view["next"]["kind"] == "act"            # the hand as the table sees it
    assert cards_in(guest.get(f"/api/hands/{hand}/phh").text) == set()
    assert cards_in(guest.get(f"/api/evenings/{evening}/hands.phhs").text) == set()
    assert cards_in(host.get(f"/api/hands/{hand}/phh").text) == set(HOLE)
    refused = guest.get(f"/api/evenings/{evening}/export")
    assert refused.status_code == 401 and refused.json()["error"]["field"] == "Authorization"
    assert cards_in(host.get(f"/api/evenings/{evening}/export").text) == set(HOLE)

    browser = Browser(server.url)
    for path in (f"/evenings/{evening}", f"/evenings/{evening}/live", f"/hands/{hand}"):
        response = browser.get(path)
        assert response.status_code == 200, path
        assert "A♠" not in response.text and "2♣" not in response.text, path
    host_page = logged_in(server).get(f"/hands/{hand}").text
    assert "A♠" in host_page                                                       # the host's replay
    version = re.compile(rf"/hands/{hand}/chances\?v=(\w+)")                       # a hash of the actions, which
    assert version.search(browser.get(f"/hands/{hand}").text)[1] != version.search(host_page)[1]   # a guest's lacks


def test_a_guest_gets_the_chances_of_the_cards_in_view(pin_server):
    server = pin_server
    host, guest = Api(server.url, pin=PIN), Api(server.url)
    evening = host.evening()
    hand = host.live(evening)["id"]
    for action in ("d dh p1 QsQd9h", "d dh p2 2c3c4d", "d dh p3 7s8s5h"):    # two wild Queens down for Anna
        host.act(hand, action)
    host.ok("PUT", f"/api/evenings/{evening}/odds-view", json={"shown": True})
    anna = host.ok("GET", f"/api/hands/{hand}/odds")["players"][0]["win"]
    assert anna > 0.8
    assert guest.ok("GET", f"/api/hands/{hand}/odds")["players"][0]["win"] < 0.6   # three unknown down cards each
    assert Browser(server.url).get(f"/hands/{hand}/odds").json()["players"]["Anna"]["win"] < 0.6
    streets = guest.ok("GET", f"/api/hands/{hand}/odds/streets")["points"]
    assert streets[-1]["players"][0]["win"] < 0.6


def test_after_the_hand_shown_cards_are_public_and_mucked_ones_private(pin_server):
    server = pin_server
    host, guest = Api(server.url, pin=PIN), Api(server.url)
    evening, hand = hand_in_play(host)
    for action in ("p1 cbr 2", "p2 f", "p3 cc"):
        view = host.act(hand, action)
    later = iter(["Kc", "Kd", "Jc", "Jd", "Tc", "Td", "6c", "6d"])
    while view["status"] == "live":
        step = view["next"]
        player = f"p{step['seat'] + 1}"
        if step["kind"] == "deal":
            action = f"d dh {player} {next(later)}"
        elif step["kind"] == "act":
            action = f"{player} cc"
        else:
            action = f"{player} sm -" if player == "p1" else f"{player} sm"        # Anna shows, Carla mucks
        view = host.act(hand, action)
    assert view["ruling"]["outcome"] == "showdown"
    for text in (guest.get(f"/api/hands/{hand}").text, guest.get(f"/api/hands/{hand}/phh").text,
                 guest.get(f"/api/evenings/{evening}/hands.phhs").text):
        assert cards_in(text) == {"As", "Ad"}                      # Anna showed; Ben folded, Carla mucked
        assert "6d" not in text                                    # Carla's last down card
    page = Browser(server.url).get(f"/hands/{hand}").text
    assert "A♠" in page and "7♠" not in page and "2♣" not in page
