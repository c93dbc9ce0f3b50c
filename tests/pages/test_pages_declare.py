"""Declaring at the table through the pages and the API (Flask's test client over a real
SQLite file): the tablet's one tap a player, a phone's declaration held in secret until every
player still in has declared, then all of them entered at once; the wrong taps refused in words."""

from __future__ import annotations

from tests.pages.conftest import Browser, SiteApi
from tests.pages.test_pages_seats import FETCH, TOKEN, seated

F7SD = {"variant": "F7SD", "ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4}
CARDS = {0: "AsKsAhKhKd9c9h", 1: "2c3c4d5c6c7c8d", 2: "QhQdJcQs2s3s4s"}     # Anna, Ben, Carla, in deal order


def to_declare(api: SiteApi, hand: int) -> dict:
    """The hand dealt to its declaration, every betting round checked or called."""
    view = api.ok("GET", f"/api/hands/{hand}")
    given = {seat: 0 for seat in CARDS}
    while view["next"]["kind"] in ("deal", "act"):
        nxt = view["next"]
        if nxt["kind"] == "deal":
            seat, count = nxt["seat"], len(nxt["faces"])
            cards = CARDS[seat][2 * given[seat]:2 * (given[seat] + count)]
            given[seat] += count
            view = api.act(hand, f"d dh p{seat + 1} {cards}")
        else:
            verb = "pb" if nxt["legal"]["bring_in"] is not None else "cc"
            view = api.act(hand, f"p{nxt['seat'] + 1} {verb}")
    assert view["next"]["kind"] == "declare"
    return view


def declare(api: SiteApi, hand: int, player: str, side: str, status: int = 200) -> dict:
    return api.ok("POST", f"/api/hands/{hand}/actions", status,
                  json={"intent": "declare", "player": player, "side": side})


def test_the_tablet_declares_one_tap_a_player_and_a_phone_in_secret(site):
    api = SiteApi(site)
    evening = api.evening(game=F7SD)
    host = Browser(site)
    (anna,) = seated(site, evening, "Anna").values()
    hand = api.live(evening)["id"]
    view = to_declare(api, hand)
    assert "Declare: Anna, Ben and Carla declare high, low or both" in view["next"]["text"]["en"]
    page = host.get(f"/evenings/{evening}").text
    assert 'data-declare="Ben:low"' in page and 'data-declare="Anna:low"' not in page      # Anna's own phone
    assert "declares on the phone" in page
    refused = declare(api, hand, "Anna", "low", 409)
    assert "Anna declares on their own phone" in refused["error"]["message"]

    answer = anna.act(view["seq"], intent="declare", side="low")
    assert answer.status_code == 200 and "You declared Low" in answer.json["html"]
    held = api.ok("GET", f"/api/hands/{hand}")
    assert held["seq"] == view["seq"] and not any(" dc " in text for text in held["log"])   # in no log
    assert "has declared ✓" in host.get(f"/evenings/{evening}").text
    assert held["declared"] == {}                                                          # nobody's side shown

    declare(api, hand, "Ben", "high")
    assert not any(" dc " in text for text in api.ok("GET", f"/api/hands/{hand}")["log"])
    done = declare(api, hand, "Carla", "both")
    assert done["log"][-3:] == ["p1 dc low", "p2 dc high", "p3 dc both"]                   # all at once, seat order
    assert done["next"]["kind"] == "show"


def test_a_declaration_out_of_its_time_or_with_no_side_is_refused_in_words(site):
    api = SiteApi(site)
    evening = api.evening(game=F7SD)
    hand = api.live(evening)["id"]
    early = declare(api, hand, "Ben", "high", 409)
    assert early["error"]["field"] == "intent"
    no_side = api.ok("POST", f"/api/hands/{hand}/actions", 422, json={"intent": "declare", "player": "Ben"})
    assert "side" in str(no_side)
    view = to_declare(api, hand)
    bad = api.ok("POST", f"/api/hands/{hand}/actions", 422, json={"intent": "declare", "side": "up"})
    assert "side" in str(bad)
    declare(api, hand, "Ben", "low")
    declare(api, hand, "Ben", "high")                    # held: changed until all are in
    declare(api, hand, "Anna", "high")
    assert declare(api, hand, "Carla", "low")["log"][-3:] == ["p1 dc high", "p2 dc high", "p3 dc low"]
    assert view["seq"] + 3 == api.ok("GET", f"/api/hands/{hand}")["seq"]


def test_declaring_in_turn_goes_into_the_log_at_once(site):
    api = SiteApi(site)
    evening = api.evening(game={**F7SD, "options": {"declare": "in_turn"}})
    hand = api.live(evening)["id"]
    view = to_declare(api, hand)
    first = view["next"]["seat"]
    name = view["players"][first]["name"]
    after = declare(api, hand, name, "low")
    assert after["log"][-1] == f"p{first + 1} dc low"
    other = next(p["name"] for i, p in enumerate(view["players"]) if i != after["next"]["seat"] and i != first)
    assert declare(api, hand, other, "high", 409)["error"]["field"] == "intent"
    host = Browser(site)
    page = host.get(f"/evenings/{evening}").text
    token = TOKEN.search(page)[1]
    nxt = after["next"]["seat"]
    tapped = host.send(f"/hands/{hand}/act", {"csrf_token": token, "intent": "declare", "seq": str(after["seq"]),
                                              "player": after["players"][nxt]["name"], "side": "both"},
                       headers=FETCH)
    assert tapped.status_code == 200
    assert api.ok("GET", f"/api/hands/{hand}")["log"][-1] == f"p{nxt + 1} dc both"


def test_the_pot_rides_to_the_next_deal_when_a_swing_fails_by_option(site):
    api = SiteApi(site)
    evening = api.evening(game={**F7SD, "options": {"failed_swing": "pot_rides"}})
    hand = api.live(evening)["id"]
    to_declare(api, hand)
    declare(api, hand, "Anna", "both")                   # the high (a full house), not the low: she fails
    declare(api, hand, "Ben", "low")
    view = declare(api, hand, "Carla", "high")
    while view["next"]["kind"] == "show":
        view = api.act(hand, f"p{view['next']['seat'] + 1} sm -")
    assert view["status"] == "booked" and view["ruling"]["carried_pot"] == 6
    assert "The pot of 6 rides to the next deal: Anna declared both and failed." in view["ruling"]["explanation"]["en"]
    assert api.live(evening)["header"]["carried_pot"] == 6
