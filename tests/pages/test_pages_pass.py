"""Passing at the table (Anaconda) through the pages and the API (Flask's test client over
a real SQLite file): the tablet's one tap a player ("Anna passes 3 face-down cards to Ben", logged
``??``), the API's intent with the cards, the wrong pass refused in words; a pass on a seat's
phone, its cards moved sealed to the receiver's phone and nobody else's."""

from __future__ import annotations

from referee.games.house import PRESETS
from tests.junk import visible_text
from tests.pages.conftest import Browser, SiteApi
from tests.pages.test_pages_seats import seated

ANACONDA = {"variant": "HOUSE", "house_game": PRESETS["ANACONDA"], "ante": 1, "bring_in": 1, "small_bet": 2,
            "big_bet": 4}


def test_each_player_passes_at_the_tablet_or_in_the_api(site):
    api = SiteApi(site)
    evening = api.evening(game=ANACONDA)
    host = Browser(site)
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ??????????????", "d dh p2 AsAdKcKh9h6s4d", "d dh p3 ??????????????",
                   "p1 cc", "p2 cc", "p3 cc"):
        view = api.act(hand, action)
    assert view["next"]["kind"] == "pass"
    assert "the pass of 3: Anna passes 3 face-down cards to Ben" in view["next"]["text"]["en"]

    page = host.get(f"/evenings/{evening}").text
    assert 'data-pass="Anna"' in page and 'value="p1 pa p2 ??????"' in page and 'value="p3 pa p1 ??????"' in page
    assert "Anna passes 3 face-down cards to Ben" in visible_text(page)
    assert "Anna gibt 3 verdeckte Karten an Ben weiter" in visible_text(Browser(site, lang="de").get(
        f"/evenings/{evening}").text)

    wrong = api.ok("POST", f"/api/hands/{hand}/actions", 422, json={"intent": "pass", "player": "Ben",
                                                                     "cards": "9h 6s"})
    assert "Ben passes 3 cards on the pass of 3, as the rule asks, not 2" in wrong["error"]["message"]
    api.ok("POST", f"/api/hands/{hand}/actions", json={"intent": "pass", "player": "Ben", "cards": "9h 6s 4d"})
    view = api.ok("GET", f"/api/hands/{hand}")
    answer = host.post(f"/hands/{hand}/act", {"action": "p1 pa p2 ??????", "seq": str(view["seq"])})
    assert answer.status_code in (200, 303)
    view = api.ok("GET", f"/api/hands/{hand}")
    answer = host.post(f"/hands/{hand}/act", {"action": "p3 pa p1 ??????", "seq": str(view["seq"])})
    view = api.ok("GET", f"/api/hands/{hand}")
    assert view["log"][6:9] == ["p2 pa p3 9h6s4d", "p1 pa p2 ??????", "p3 pa p1 ??????"]
    assert view["next"]["kind"] == "act"                          # the betting after the pass
    assert api.ok("POST", f"/api/hands/{hand}/actions", 409,
                  json={"intent": "pass", "cards": "??"})["error"]["field"] == "intent"     # nobody passes now


def test_a_pass_on_the_phone_moves_the_cards_sealed_to_the_receivers_phone_alone(site):
    api = SiteApi(site)
    evening = api.evening(game=ANACONDA)
    host = Browser(site)
    anna, ben = seated(site, evening, "Anna", "Ben").values()
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ??????????????", "d dh p2 ??????????????", "d dh p3 ??????????????"):
        api.act(hand, action)
    assert anna.seal("As Ad Kc Kh 9h 6s 4d").status_code == 200
    assert ben.seal("Qs Js Ts 8c 5d 3c 2c").status_code == 200
    for action in ("p1 cc", "p2 cc", "p3 cc"):
        view = api.act(hand, action)
    page = host.get(f"/evenings/{evening}").text
    assert 'data-passes-on-phone' in page and 'value="p3 pa p1 ??????"' in page     # Carla's at the tablet
    assert 'value="p1 pa p2 ??????"' not in page
    assert 'data-pass="9h"' in anna.page() and "Pass 3 of your face-down cards to Ben" in visible_text(anna.page())
    assert anna.act(view["seq"], intent="pass", cards="9h 6s 4d").status_code == 200
    view = api.ok("GET", f"/api/hands/{hand}")
    assert ben.act(view["seq"], intent="pass", cards="8c 5d 3c").status_code == 200
    view = api.ok("GET", f"/api/hands/{hand}")
    view = api.act(hand, "p3 pa p1 ??????")
    assert view["log"][6:9] == ["p1 pa p2 ??????", "p2 pa p3 ??????", "p3 pa p1 ??????"]     # the host's neither
    for action in ("p1 cc", "p2 cc", "p3 cc"):
        view = api.act(hand, action)
    assert view["next"]["kind"] == "pass" and view["next"]["count"] == 2
    mine = ben.page()
    assert all(f'data-pass="{card}"' in mine for card in ("9h", "6s", "4d", "Qs"))    # Anna's three are his now
    assert 'data-pass="8c"' not in mine and 'data-pass="9h"' not in anna.page()
    assert "9h" not in api.request("GET", f"/api/evenings/{evening}/export").text
    assert "9♥" not in visible_text(host.get(f"/evenings/{evening}").text)
