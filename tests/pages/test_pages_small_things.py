"""Smaller points a ten-hand evening on the pages hit, through Flask's
test client: a house game's definition said once between hands (the next deal names the game); the
phones' leaderboard says while a hand is in play that its chips are as of the last hand; the
season's standings say nothing of chip values before any evening of the season has ended."""

from __future__ import annotations

import re

from tests.pages.conftest import Browser
from tests.pages.test_pages_words import visible_text

THREES = {"name": "Threes", "wild": {"ranks": ["3", "9"]}, "face_up": {"Qs": "ends_deal", "4": "pay_ante"}}
STAKES = {"ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4}
DEFINITION = {"en": "Threes: seven cards, two down, four up, one down; threes and nines wild; a four face up: its "
                    "owner pays the ante; Q♠ face up: the deal ends and the pot carries over",
              "de": "Threes: sieben Karten, zwei verdeckt, vier offen, eine verdeckt; Dreien und Neunen wild; eine "
                    "Vier offen: wer sie bekommt, zahlt das Ante; D♠ offen: das Spiel endet und der Pot bleibt"}
FOLD = ["d dh p1 ????5h", "d dh p2 ????Kc", "d dh p3 ????7d", "p1 cbr 2", "p2 f", "p3 f"]


def deal_line(page: str) -> str:
    return visible_text(re.search(r'<p class="deal-line">(.*?)</p>', page, flags=re.S)[1])


def unfolded(page: str) -> str:
    """What the table shows without opening anything: the game form (folded under "Change the game")
    left out, which lists each house game with its definition."""
    return visible_text(re.sub(r'<details class="change-game">.*?</details>', " ", page, flags=re.S))


def test_a_house_games_definition_is_said_once_between_hands_and_the_next_deal_names_it(api, site):
    evening = api.evening(season="Small things: houses")
    season = api.ok("GET", f"/api/evenings/{evening}")["season"]["id"]
    kept = api.ok("POST", f"/api/seasons/{season}/house-games", 201, json={"definition": THREES})
    chosen = Browser(site).post(f"/evenings/{evening}/game", {"variant": f"HOUSE-{kept['id']}",
                                                               **{k: str(v) for k, v in STAKES.items()}},
                                headers={"X-Requested-With": "fetch"})          # the dealer's choice, by the script
    assert chosen.status_code == 200, chosen.text
    said = unfolded(chosen.json["html"])
    assert "Changed: from hand 1 on, Threes · ante 1 · bring-in 1, bets 2/4." in said
    assert said.count(DEFINITION["en"]) == 1, said
    for lang, next_deal in (("en", "Next: hand 1, Threes · ante 1 · bring-in 1, bets 2/4. Carla deals to Anna, Ben, "
                                   "Carla."),
                            ("de", "Als Nächstes: Hand 1, Threes · Ante 1 · Bring-in 1, Einsätze 2/4. Carla gibt an "
                                   "Anna, Ben, Carla.")):
        page = Browser(site, lang).get(f"/evenings/{evening}").text
        assert deal_line(page) == next_deal
        assert unfolded(page).count(DEFINITION[lang]) == 1, unfolded(page)      # beside it: nothing shows it else
    hand = api.live(evening)["id"]
    for action in FOLD:
        api.act(hand, action)
    for lang, next_deal in (("en", "Next: hand 2, Threes · ante 1 · bring-in 1, bets 2/4. Anna deals to Ben, Carla, "
                                   "Anna."),
                            ("de", "Als Nächstes: Hand 2, Threes · Ante 1 · Bring-in 1, Einsätze 2/4. Anna gibt an "
                                   "Ben, Carla, Anna.")):
        page = Browser(site, lang).get(f"/evenings/{evening}").text
        assert deal_line(page) == next_deal
        assert unfolded(page).count(DEFINITION[lang]) == 1, unfolded(page)      # the hand's game line says it
        assert "data-deal-definition" not in page
        assert "None" not in unfolded(page)


def test_the_phones_leaderboard_says_its_chips_are_as_of_the_last_hand_while_one_is_in_play(api, site):
    evening = api.evening()
    browser = Browser(site)
    token = re.search(r"/watch/([\w-]+)", browser.get(f"/evenings/{evening}/board").text)[1]

    def board(lang: str) -> tuple[str, str]:
        page = Browser(site, lang).get(f"/watch/{token}").text
        part = re.search(r'<div id="board-part" data-board-tag="([^"]*)">(.*?)\n</div>', page, flags=re.S)
        return part[1], visible_text(part[2])

    tag, before = board("en")
    assert "As of" not in before and "being played" not in before
    hand = api.live(evening)["id"]
    api.act(hand, "d dh p1 ????Qh")
    assert "As the evening started: hand 1 is being played now." in board("en")[1]
    assert "Stand zu Beginn des Abends: Hand 1 wird gerade gespielt." in board("de")[1]
    live = browser.get(f"/watch/{token}/live", {"board": tag}).json      # a phone that shows the board of before
    assert live["board_tag"] != tag and "hand 1 is being played now" in live["board"]
    for action in FOLD[1:]:
        api.act(hand, action)
    assert "being played" not in board("en")[1] and "gespielt" not in board("de")[1]
    hand = api.live(evening)["id"]
    tag, during = board("en")
    assert "As of the last hand: hand 2 is being played now." in during
    assert "Stand nach der letzten Hand: Hand 2 wird gerade gespielt." in board("de")[1]
    # the tablet's leaderboard says so too
    assert "As of the last hand: hand 2 is being played now." in visible_text(
        browser.get(f"/evenings/{evening}/board").text)


def test_the_season_says_no_evening_has_ended_and_not_that_chip_values_differ(api, site):
    evening = api.evening(season="Small things: spring")
    season = api.ok("GET", f"/api/evenings/{evening}")["season"]["id"]
    for lang, untrue, true in (("en", "differ or are missing", "No evening of this season has ended yet."),
                               ("de", "fehlen oder weichen", "Noch kein Abend dieser Saison ist beendet.")):
        text = visible_text(Browser(site, lang).get(f"/seasons/{season}").text)
        assert untrue not in text and true in text, text
        assert "Test evening" in text                                   # still on, so not counted yet
    api.ok("POST", f"/api/evenings/{evening}/end")
    text = visible_text(Browser(site, "en").get(f"/seasons/{season}").text)
    assert "Ranked by the result in chips over the ended evenings" in text
    assert "No evening of this season has ended yet." not in text
