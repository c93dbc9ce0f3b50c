"""Cowpie's setting of two hands at the table through the pages and the API (Flask's
test client over a real SQLite file): the tablet's taps a player ("Anna: two face-down cards as the
two-card hand", logged ``??``), the API's intent with the cards, the wrong setting refused in words,
the ruling's two halves."""

from __future__ import annotations

import json
import pathlib

from tests.junk import visible_text
from tests.pages.conftest import Browser, SiteApi

COWPIE = {"variant": "COWPIE", "ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4}
SAMPLE = json.loads((pathlib.Path(__file__).parent.parent.parent / "sample_hands" / "cowpie.json").read_text())


def test_each_player_sets_at_the_tablet_or_in_the_api(site):
    api = SiteApi(site)
    evening = api.evening(game=COWPIE)
    host = Browser(site)
    hand = api.live(evening)["id"]
    for action in SAMPLE["actions"][:33]:
        view = api.act(hand, action)
    assert view["next"]["kind"] == "set"
    assert ("the setting of the hands: Anna, Ben and Carla set a five-card and a two-card hand"
            in view["next"]["text"]["en"])

    page = host.get(f"/evenings/{evening}").text
    assert 'data-setting-row="Ben"' in page and 'value="p1 st ????"' in page and 'value="p2 st 3c??"' in page
    assert "Anna: two face-down cards as the two-card hand" in visible_text(page)
    assert "Ben: zwei verdeckte Karten als Zwei-Karten-Hand" in visible_text(Browser(site, lang="de").get(
        f"/evenings/{evening}").text)

    wrong = api.ok("POST", f"/api/hands/{hand}/actions", 422, json={"intent": "set", "player": "Anna",
                                                                     "cards": "2c 7c"})
    assert "Anna's two-card hand has no face-down card: each hand must include at least one down card" in \
        wrong["error"]["message"]
    api.ok("POST", f"/api/hands/{hand}/actions", json={"intent": "set", "player": "Anna", "cards": "Ah Jh"})
    view = api.ok("GET", f"/api/hands/{hand}")
    answer = host.post(f"/hands/{hand}/act", {"action": "p2 st ????", "seq": str(view["seq"])})
    assert answer.status_code in (200, 303)
    api.ok("POST", f"/api/hands/{hand}/actions", json={"intent": "set", "cards": "Tc Th"})   # the first still to
    view = api.ok("GET", f"/api/hands/{hand}")
    assert view["log"][33:36] == ["p1 st AhJh", "p2 st ????", "p3 st TcTh"]
    assert view["next"]["kind"] == "act"                          # the last betting round
    assert api.ok("POST", f"/api/hands/{hand}/actions", 409,
                  json={"intent": "set", "cards": "????"})["error"]["field"] == "intent"     # nobody sets now
    for action in SAMPLE["actions"][36:]:
        view = api.act(hand, action)
    assert view["next"]["kind"] == "over"
    table = host.get(f"/evenings/{evening}").text
    assert "the two-card half (25) to Ben with a pair of Kings" in visible_text(table)
    # each shown hand's box has its two hands: Ben's five cards and the pair of Kings that won him half
    boxes = table[table.index('id="ruling-hands"'):]
    ben = boxes[boxes.index('data-player="Ben"'):]
    ben = visible_text(ben[:ben.index('data-player="Carla"')])
    assert "two pair, Queens and eights" in ben and "a pair of Kings" in ben, ben
