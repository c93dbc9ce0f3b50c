"""Cowpie's setting of two hands at the table through the pages and the API (Flask's
test client over a real SQLite file): the tablet's taps a player ("Anna: two face-down cards as the
two-card hand", logged ``??``), the API's intent with the cards, the wrong setting refused in words,
the ruling's two halves; the setting on a seat's phone, logged ``????`` and named at its show."""

from __future__ import annotations

import json
import pathlib
import re

from tests.junk import visible_text
from tests.pages.conftest import Browser, SiteApi
from tests.pages.test_pages_seats import seated

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
    # all three set at once: each seat is marked as setting, not only the first
    assert len(re.findall(r'class="seat next" data-player="(?:Anna|Ben|Carla)"', page)) == 3
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


def reads(site, evening: int, hand: int) -> list[str]:
    """Every page and read of the API that serves this evening or hand (the app's `GET` rules,
    their parameters filled in; not the event streams, which serve the log as the API does)."""
    out = []
    for rule in site.app.url_map.iter_rules():
        if "GET" in rule.methods and not rule.endpoint.endswith("events") and rule.arguments and \
                rule.arguments <= {"evening_id", "hand_id"}:
            out.append(re.sub(r"<(?:int:)?(\w+)>", lambda m: str({"evening_id": evening, "hand_id": hand}[m[1]]),
                              rule.rule))
    return sorted(out)


def test_two_phones_set_their_hands_in_secret_and_their_shows_name_them(site):
    api = SiteApi(site)
    evening = api.evening(game=COWPIE)
    host = Browser(site)
    anna, ben = seated(site, evening, "Anna", "Ben").values()
    hand = api.live(evening)["id"]
    for action in SAMPLE["actions"][:26]:
        api.act(hand, action)
    assert anna.seal("Ah Ad").status_code == 200 and ben.seal("Qs Kh").status_code == 200
    for action in SAMPLE["actions"][26:29]:
        api.act(hand, action)
    assert anna.seal("Ah Ad Jh").status_code == 200 and ben.seal("Qs Kh Kd").status_code == 200
    for action in SAMPLE["actions"][29:33]:
        view = api.act(hand, action)
    page = host.get(f"/evenings/{evening}").text
    assert page.count("data-sets-on-phone") == 2 and 'value="p3 st ????"' in page      # Carla's at the tablet
    assert 'value="p1 st ????"' not in page
    assert 'data-set="Ah"' in anna.page() and "Tick the two cards of your two-card hand" in visible_text(anna.page())
    wrong = anna.act(view["seq"], intent="set", cards="2c 7c")
    assert wrong.status_code == 422 and "each hand must include at least one down card" in visible_text(wrong.text)
    assert anna.act(view["seq"], intent="set", cards="Ah Jh").status_code == 200
    view = api.ok("GET", f"/api/hands/{hand}")
    assert ben.act(view["seq"], intent="set", cards="Qs Qh").status_code == 200       # a hole card and an up card
    mine = visible_text(ben.page())
    assert "pair of Queens" in mine and "two pair" in mine                           # his two hands, as set
    view = api.act(hand, "p3 st TcTh")
    assert view["log"][33:36] == ["p1 st ????", "p2 st ????", "p3 st TcTh"]          # the host's neither
    for action in SAMPLE["actions"][36:39]:
        view = api.act(hand, action)
    paths = reads(site, evening, hand)
    assert len(paths) > 20 and f"/api/evenings/{evening}/export" in paths
    for path in [*paths, f"/evenings/{evening}/seat"]:                    # nobody learns Ben's setting
        for screen in (host.get(path).text, api.request("GET", path).text, anna.browser.get(path).text):
            assert "QsQh" not in screen and "pair of Queens" not in screen and 'data-set="Qs"' not in screen, path
    assert ben.act(view["seq"], intent="show").status_code == 200
    view = api.act(hand, "p3 sm 5c9dTh")
    api.ok("POST", f"/api/hands/{hand}/actions", json={"intent": "show", "cards": "Ah Ad Jh"})  # at the table
    view = api.ok("GET", f"/api/hands/{hand}")
    assert view["log"][39:] == ["p2 st QsQh", "p2 sm QsKhKd", "p3 sm 5c9dTh", "p1 st AhJh", "p1 sm AhAdJh"]
    assert view["status"] == "booked"
    assert "the two-card half (25) to Ben with a pair of Queens" in json.dumps(view)
