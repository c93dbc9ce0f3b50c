"""Discarding at the table (Pineapple Stud) through the pages and the API (Flask's test
client over a real SQLite file): the tablet's one tap a player (the cards unknown, ``??``), the API's
intent with the cards named, a phone's tap on its own sealed card; the phone's cards shown at the
showdown are those it kept; the wrong taps refused in words."""

from __future__ import annotations

from referee.games.house import PRESETS
from tests.junk import visible_text
from tests.pages.conftest import Browser, SiteApi
from tests.pages.test_pages_seats import seated

PINEAPPLE = {"variant": "HOUSE", "house_game": PRESETS["PINEAPPLE"], "ante": 1, "bring_in": 1, "small_bet": 2,
             "big_bet": 4}


#: the up cards of 4th to 6th street, in deal order
UPS = ["9s", "6h", "9c", "Kc", "8h", "2d", "4c", "3h", "Jd"]


def discard(api: SiteApi, hand: int, player: str, cards: str, status: int = 200) -> dict:
    return api.ok("POST", f"/api/hands/{hand}/actions", status,
                  json={"intent": "discard", "player": player, "cards": cards})


def test_each_player_discards_at_the_tablet_in_the_api_or_on_the_phone(site):
    api = SiteApi(site)
    evening = api.evening(game=PINEAPPLE)
    host = Browser(site)
    (anna,) = seated(site, evening, "Anna").values()
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????????", "d dh p2 AsAd7h2c", "d dh p3 ????????"):
        view = api.act(hand, action)
    assert anna.seal("Ks Kh 8d 5c").status_code == 200
    for action in ("p1 tu 5c", "p2 tu 2c", "p3 tu Qc"):
        view = api.act(hand, action)
    assert view["next"]["kind"] == "discard"
    assert "3rd street: Anna discards 1 face-down card" in view["next"]["text"]["en"]

    page = host.get(f"/evenings/{evening}").text
    assert 'data-discard="Carla"' in page and 'value="p3 sd ??"' in page
    assert 'data-discard="Anna"' not in page and "discards on the phone" in visible_text(page)   # her own phone
    assert "Carla wirft 1 verdeckte Karte ab" in visible_text(Browser(site, lang="de").get(
        f"/evenings/{evening}").text)

    wrong = discard(api, hand, "Ben", "7h 2c", 422)                   # two cards where the rule asks one
    assert "Ben discards 1 card on 3rd street, as the rule asks, not 2" in wrong["error"]["message"]
    discard(api, hand, "Ben", "7h")
    view = api.ok("GET", f"/api/hands/{hand}")
    answer = host.post(f"/hands/{hand}/act", {"action": "p3 sd ??", "seq": str(view["seq"])})
    assert answer.status_code in (200, 303)

    view = api.ok("GET", f"/api/hands/{hand}")
    phone = anna.page()
    assert 'data-discard="8d"' in phone and 'data-discard="5c"' not in phone      # her face-down cards alone
    assert anna.act(view["seq"], intent="discard", cards="Qc").status_code == 422   # not hers
    answer = anna.act(view["seq"], intent="discard", cards="8d")
    assert answer.status_code == 200
    view = api.ok("GET", f"/api/hands/{hand}")
    assert view["log"][6:9] == ["p2 sd 7h", "p3 sd ??", "p1 sd ??"]         # her phone's: the host's neither
    assert "sd 8d" not in api.request("GET", f"/api/evenings/{evening}/export").text
    assert 'data-discard="8d"' not in anna.page()                              # gone from her own cards
    assert view["next"]["kind"] == "act"                          # the betting of 3rd street: Ben's 2♣ brings in
    assert discard(api, hand, "Anna", "??", 409)["error"]["field"] == "intent"      # nobody discards now

    view = api.act(hand, "p2 pb")                                   # to the showdown, every round called
    while view["next"]["kind"] in ("deal", "act"):
        nxt = view["next"]
        if nxt["kind"] == "deal":
            view = api.act(hand, f"d dh p{nxt['seat'] + 1} {'??' if nxt['faces'] == 'd' else UPS.pop(0)}")
        else:
            view = api.act(hand, f"p{nxt['seat'] + 1} cc")
    while view["next"]["kind"] == "show" and view["next"]["seat"] != 0:
        view = api.act(hand, f"p{view['next']['seat'] + 1} sm")
    assert anna.seal("?? ?? ?? ?? 2s").status_code == 200          # her 7th-street card
    assert anna.act(view["seq"], intent="show").status_code == 200
    shown = api.ok("GET", f"/api/hands/{hand}")["log"][-1]
    assert shown.startswith("p1 sm ") and "8d" not in shown and {"Ks", "Kh", "2s"} <= set(
        shown[6 + i:8 + i] for i in range(0, len(shown) - 6, 2))     # the cards she kept, not the one she threw


def test_the_odds_before_the_discards_are_refused_in_words(site):
    api = SiteApi(site)
    evening = api.evening(game=PINEAPPLE)
    api.ok("PUT", f"/api/evenings/{evening}/odds-view", json={"shown": True})
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????????", "d dh p2 AsAd7h2c", "d dh p3 ????????"):
        api.act(hand, action)
    refused = api.ok("GET", f"/api/hands/{hand}/odds", 422)
    assert "No chances before the discards of 3rd street" in refused["error"]["message"]


def test_a_discarded_card_is_the_players_own_business(make_site):
    """The host's log names Ben's discarded 7♥ (typed at the tablet); a guest is served ``p2 sd ??``,
    and the 7♥ is no card the guest has seen."""
    site = make_site(pin="471147")
    api = SiteApi(site, pin="471147")
    evening = api.evening(game=PINEAPPLE)
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????????", "d dh p2 AsAd7h2c", "d dh p3 ????????", "p1 tu 5c", "p2 tu 2c", "p3 tu Qc"):
        api.act(hand, action)
    assert discard(api, hand, "Ben", "7h")["log"][-1] == "p2 sd 7h"
    guest = SiteApi(site).ok("GET", f"/api/hands/{hand}")
    assert guest["log"][-1] == "p2 sd ??" and "7h" not in guest["seen"]
