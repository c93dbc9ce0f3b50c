"""Roll Your Own on the table: three face-down cards a player in one tap, then each player in
turn asked "Anna turns up:" with the card picker (only the player's own cards when they were
entered), the tap entered as the player's ``tu``; the game in the start form's list."""

import re

from tests.junk import visible_text
from tests.pages.conftest import Browser

RYO = {"variant": "RYO", "ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4}


def picker_cards(page: str) -> set[str]:
    """The cards the picker offers (not disabled)."""
    return set(re.findall(r'name="card" value="(\w\w)" data-card="\w\w" aria-label="[^"]*">', page))


def test_the_table_asks_each_player_in_turn_to_turn_up_a_card(api, browser):
    evening = api.evening((("Anna", 100), ("Ben", 100), ("Carla", 100)))
    api.ok("PUT", f"/api/evenings/{evening}/game", json=RYO)
    hand = api.live(evening)["id"]
    page = browser.get(f"/evenings/{evening}").text
    assert 'value="d dh p1 ??????"' in page and "3 face-down cards to Anna" in visible_text(page)
    view = api.act(hand, "d dh p1 ??????")
    view = api.act(hand, "d dh p2 5h9c9d")
    browser.post(f"/hands/{hand}/act", {"action": "d dh p3 ??????", "seq": str(view["seq"])})
    page = browser.get(f"/evenings/{evening}").text
    assert "Anna turns up:" in visible_text(page)
    offered = picker_cards(page)
    assert "5h" not in offered and len(offered) == 49          # Anna's cards unknown: any card not seen
    view = api.ok("GET", f"/api/hands/{hand}")
    answer = browser.post(f"/hands/{hand}/act", {"card": "2c", "seq": str(view["seq"])})
    assert answer.status_code in (200, 303)
    view = api.ok("GET", f"/api/hands/{hand}")
    assert view["log"][-1] == "p1 tu 2c"
    page = browser.get(f"/evenings/{evening}").text
    assert "Ben turns up:" in visible_text(page)
    assert picker_cards(page) == {"5h", "9c", "9d"}             # Ben's cards were entered: only his
    german = Browser(browser.site, lang="de")
    assert "Ben deckt auf:" in visible_text(german.get(f"/evenings/{evening}").text)
    wrong = browser.post(f"/hands/{hand}/act", {"card": "3d", "seq": str(view["seq"])})
    assert wrong.status_code == 422 and "Ben has no 3♦ face down" in visible_text(wrong.text)


def test_the_start_form_lists_roll_your_own_and_its_spread_limit(api, browser):
    evening = api.evening((("Anna", 100), ("Ben", 100), ("Carla", 100)))
    page = browser.get(f"/evenings/{evening}").text
    assert '<option value="RYO"' in page and 'name="opt-RYO-spread_limit"' in page


def test_a_turned_card_is_corrected_as_that_players(api, browser):
    """Carla's turn-up was entered first; corrected, it stays Carla's (not the first player due)."""
    evening = api.evening((("Anna", 100), ("Ben", 100), ("Carla", 100)))
    api.ok("PUT", f"/api/evenings/{evening}/game", json=RYO)
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ??????", "d dh p2 5h9c9d", "d dh p3 ??????", "p3 tu 6d", "p1 tu 2c"):
        view = api.act(hand, action)
    page = browser.get(f"/evenings/{evening}?fix=4").text
    assert "Carla turns up:" in visible_text(page)
    answer = browser.post(f"/hands/{hand}/correct", {"index": "3", "how": "replace", "card": "7d",
                                                     "turn_seat": "2", "seq": str(view["seq"])})
    assert answer.status_code in (200, 303)
    assert api.ok("GET", f"/api/hands/{hand}")["log"][3:5] == ["p3 tu 7d", "p1 tu 2c"]


def slot_labels(page: str) -> list[str]:
    """The street under each slot of the show."""
    return re.findall(r'class="show-slot[^"]*" data-slot="\d+"[^>]*><small>([^<]*)</small>', page)


def test_the_log_says_three_face_down_cards_and_the_show_names_only_streets_it_knows(api, browser):
    """The 3rd-street deal of ``??????`` was logged 'a face-down card to Anna', and
    Anna's show (her cards all ``??``, one turned up on each of 3rd to 6th street, which one
    nobody entered) offered slots '3rd street, 3rd street, 7th street': of her two older cards
    still down the referee knows only that the earlier came on 3rd to 5th street and the later
    on 3rd to 6th (tests/test_ryo_words.py says why); Ben's cards were entered, his slots name
    their streets."""
    import json
    import pathlib

    sample = pathlib.Path(__file__).resolve().parents[2] / "sample_hands" / "roll-your-own-showdown.json"
    actions = json.loads(sample.read_text())["actions"]
    evening = api.evening((("Anna", 100), ("Ben", 100), ("Carla", 100)))
    api.ok("PUT", f"/api/evenings/{evening}/game", json=RYO)
    hand = api.live(evening)["id"]
    for action in actions[:-2]:
        view = api.act(hand, action)
    assert [e["text"] for e in view["entries"][:2]] == [
        {"en": "3 face-down cards to Anna", "de": "3 verdeckte Karten an Anna"},
        {"en": "5♥ 9♣ 9♦ to Ben", "de": "5♥ 9♣ 9♦ an Ben"}]
    assert view["entries"][10]["text"]["en"] == "a face-down card to Anna"          # 4th street: one card
    page = browser.get(f"/evenings/{evening}").text
    assert "3 face-down cards to Anna" in visible_text(page)
    assert slot_labels(page) == ["3rd to 5th street", "3rd to 6th street", "7th street"]
    german = Browser(browser.site, lang="de")
    assert slot_labels(german.get(f"/evenings/{evening}").text) == ["3. bis 5. Straße", "3. bis 6. Straße",
                                                                     "7. Straße"]
    api.act(hand, actions[-2])
    assert slot_labels(browser.get(f"/evenings/{evening}").text) == ["4th street", "5th street", "7th street"]
