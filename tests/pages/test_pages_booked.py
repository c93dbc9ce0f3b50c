"""The table's form for a hand of another game booked by its result, through Flask's test client:
a preset game, what everyone put in with one player's own amount, a split between two; the hand
shown with its result and taken back; a wrong result refused in words; in German too."""

from __future__ import annotations

from harness.service import rows
from tests.junk import visible_text
from tests.pages.conftest import Browser


def chips(api, evening: int) -> dict[str, int]:
    board = api.ok("GET", f"/api/evenings/{evening}/leaderboard")["players"]
    return {p["name"]: p["chips"] for p in board}


def form_of(page: str) -> dict:
    """The form's fixed fields: the players in order from the dealer's left."""
    players = [line.split('value="', 1)[1].split('"', 1)[0] for line in page.split("\n")
               if 'name="player"' in line for line in line.split("<input") if 'name="player"' in line]
    return {"players": players}


def test_the_form_books_a_preset_game_everyone_the_same_one_own_amount_and_a_split(api, browser, site):
    evening = api.evening()
    page = browser.get(f"/evenings/{evening}").text
    assert "Another game? Book hand 1 by its result" in visible_text(page)
    players = form_of(page)["players"]
    assert sorted(players) == ["Anna", "Ben", "Carla"]
    last = players.index("Carla")
    data = {"player": players, "game": "Omaha", "everyone": "5", f"put_in_{last}": "0",
            **{f"took_{i}": "1" for i, name in enumerate(players) if name != "Carla"}}
    answer = browser.post(f"/evenings/{evening}/result", data)
    assert answer.status_code == 200, answer.text
    shown = visible_text(answer.text)
    assert "Hand 1 booked by its result." in shown and "Omaha · booked by its result" in shown
    assert chips(api, evening) == {"Anna": 50, "Ben": 50, "Carla": 50}          # 5 each in, 5 each back
    assert rows(site.db, "SELECT source, status FROM hands WHERE evening_id = ?", [evening]) == [("result", "booked")]
    table = visible_text(browser.get(f"/evenings/{evening}").text)
    assert "Omaha, booked by its result:" in table and "Book hand 2 by its result" in table
    listed = visible_text(browser.get(f"/evenings/{evening}/hands").text)
    assert "Omaha (booked by its result)" in listed
    board = browser.get(f"/evenings/{evening}/board")                    # the chart counts it as a hand
    assert board.status_code == 200 and "<svg" in board.text
    story = browser.get(f"/evenings/{evening}/story")
    assert story.status_code == 200


def test_one_winner_takes_it_and_the_undo_takes_it_back(api, browser):
    evening = api.evening()
    players = form_of(browser.get(f"/evenings/{evening}").text)["players"]
    winner = players.index("Anna")
    data = {"player": players, "game": "Texas Hold'em", "everyone_other": "12", f"took_{winner}": "1"}
    browser.post(f"/evenings/{evening}/result", data)
    assert chips(api, evening) == {"Anna": 74, "Ben": 38, "Carla": 38}
    hand = api.ok("GET", f"/api/evenings/{evening}/hands")["hands"][0]["id"]
    page = browser.get(f"/evenings/{evening}").text
    assert "Take the result back" in page
    seq = api.ok("GET", f"/api/hands/{hand}/result")["seq"]
    taken = browser.post(f"/hands/{hand}/result/undo", {"seq": str(seq)})
    assert taken.status_code == 200
    assert "Hand 1 waits for its result." in visible_text(taken.text)
    assert chips(api, evening) == {"Anna": 50, "Ben": 50, "Carla": 50}
    assert api.ok("GET", f"/api/evenings/{evening}")["live_hand"]["number"] == 1     # it waits for its result
    assert "Hand 1 waits for its result." in visible_text(browser.get(f"/evenings/{evening}").text)
    again = browser.post(f"/evenings/{evening}/result", {**data, "everyone_other": "3"})
    assert "Hand 1 booked by its result." in visible_text(again.text)
    assert chips(api, evening) == {"Anna": 56, "Ben": 47, "Carla": 47}


def test_a_wrong_result_is_refused_in_words_and_nothing_is_booked(api, site):
    evening = api.evening(players=(("Anna", 50), ("Ben", 50), ("Carla", 8)))
    for lang, words in (("en", "Carla puts in 10 but has 8"), ("de", "Carla bringt 10 ein, hat aber 8")):
        browser = Browser(site, lang)
        players = form_of(browser.get(f"/evenings/{evening}").text)["players"]
        answer = browser.post(f"/evenings/{evening}/result", {"player": players, "game": "Omaha", "everyone": "10",
                                                              "took_0": "1"})
        assert answer.status_code == 422 and words in visible_text(answer.text)
    assert rows(site.db, "SELECT COUNT(*) FROM hands WHERE evening_id = ?", [evening]) == [(0,)]


def test_the_form_speaks_german(api, site):
    evening = api.evening()
    page = visible_text(Browser(site, "de").get(f"/evenings/{evening}").text)
    for words in ("Ein anderes Spiel? Hand 1 nach Ergebnis buchen", "Jeder hat eingebracht", "Ergebnis buchen",
                  "Five Card Draw"):
        assert words in page


def booked_one(api, browser, evening: int) -> tuple[int, list[str]]:
    """Hand 1 of Omaha booked: 5 each in, Anna took the pot; its id and the deal's players."""
    players = form_of(browser.get(f"/evenings/{evening}").text)["players"]
    browser.post(f"/evenings/{evening}/result", {"player": players, "game": "Omaha", "everyone": "5",
                                                 f"took_{players.index('Anna')}": "1"})
    return api.ok("GET", f"/api/evenings/{evening}/hands")["hands"][0]["id"], players


def correction_of(page: str) -> dict[str, str]:
    """The correction form's prefilled fields by name."""
    part = page.split("data-result-correct", 1)[1].split("</form>", 1)[0]
    fields = {}
    for tag in part.split("<input")[1:]:
        if 'name="' in tag and 'value="' in tag:
            fields[tag.split('name="', 1)[1].split('"', 1)[0]] = tag.split('value="', 1)[1].split('"', 1)[0]
    return fields


def test_the_booked_hand_offers_its_correction_prefilled_and_books_it(api, browser, site):
    evening = api.evening()
    hand, players = booked_one(api, browser, evening)
    page = browser.get(f"/evenings/{evening}").text
    assert "Correct this result" in visible_text(page)
    fields = correction_of(page)
    anna, ben = players.index("Anna"), players.index("Ben")
    assert fields["game"] == "Omaha" and fields["seq"] == "1"
    assert fields[f"put_in_{anna}"] == "5" and fields[f"took_{anna}"] == "15" and fields[f"took_{ben}"] == "0"
    sent = {**fields, "game": "Omaha Hi-Lo", f"took_{anna}": "8", f"took_{ben}": "7"}
    answer = browser.post(f"/hands/{hand}/result/correct", sent)
    assert answer.status_code == 200, answer.text
    shown = visible_text(answer.text)
    assert "Hand 1: the result is corrected." in shown and "Omaha Hi-Lo · booked by its result" in shown
    assert chips(api, evening) == {"Anna": 53, "Ben": 52, "Carla": 45}
    assert api.ok("GET", f"/api/hands/{hand}/result")["result"]["took"] == {"Anna": 8, "Ben": 7}
    assert rows(site.db, "SELECT COUNT(*) FROM hands WHERE evening_id = ?", [evening]) == [(1,)]
    stale = browser.post(f"/hands/{hand}/result/correct", sent)                 # the seq it saw is gone
    assert stale.status_code == 422 and "Nothing was entered." in visible_text(stale.text)


def test_a_wrong_correction_is_refused_in_words_keeps_what_was_typed_and_changes_nothing(api, site):
    evening = api.evening()
    hand, _ = booked_one(api, Browser(site), evening)
    before = chips(api, evening)
    for lang, words in (("en", "16 taken, 15 put in: chips in must be chips out"),
                        ("de", "16 genommen, 15 eingebracht")):
        browser = Browser(site, lang)
        fields = correction_of(browser.get(f"/evenings/{evening}").text)
        answer = browser.post(f"/hands/{hand}/result/correct", {**fields, "took_0": "16", "game": "Razz?"})
        assert answer.status_code == 422 and words in visible_text(answer.text)
        assert correction_of(answer.text)["took_0"] == "16" and correction_of(answer.text)["game"] == "Razz?"
        assert "data-result-correct open" in answer.text
    bad = Browser(site).post(f"/hands/{hand}/result/correct", {**fields, "put_in_1": "lots"})
    assert bad.status_code == 422 and "put in: a whole number, please." in visible_text(bad.text)
    assert chips(api, evening) == before and api.ok("GET", f"/api/hands/{hand}/result")["game"] == "Omaha"
    assert rows(site.db, "SELECT COUNT(*) FROM ledger WHERE hand_id = ?", [hand]) == [(3,)]   # nothing reversed


def test_no_correction_once_another_hand_follows_or_the_evening_ended(api, browser):
    evening = api.evening()
    first, _ = booked_one(api, browser, evening)
    fields = correction_of(browser.get(f"/evenings/{evening}").text)
    booked_one(api, browser, evening)                                       # hand 2 follows
    late = browser.post(f"/hands/{first}/result/correct", {**fields, "game": "Razz"})
    assert late.status_code == 422 and "hand 2" in visible_text(late.text).lower()
    api.ok("POST", f"/api/evenings/{evening}/end", json={})
    assert "Correct this result" not in visible_text(browser.get(f"/evenings/{evening}").text)
    assert api.ok("GET", f"/api/hands/{first}/result")["game"] == "Omaha"


def test_neither_undo_nor_correction_once_a_players_chips_moved(api, browser):
    """A rebuy after the booked hand: taking its result back would be refused, so the table no
    longer offers it (it offered "Take the result back", and the tap was refused)."""
    evening = api.evening()
    booked_one(api, browser, evening)
    page = visible_text(browser.get(f"/evenings/{evening}").text)
    assert "Take the result back" in page and "Correct this result" in page
    api.ok("POST", f"/api/evenings/{evening}/players/Ben/rebuy", 201, json={"chips": 10})
    page = visible_text(browser.get(f"/evenings/{evening}").text)
    assert "Take the result back" not in page and "Correct this result" not in page


def test_the_phones_show_who_took_the_pot_of_a_hand_booked_by_its_result(api, browser, site):
    """"after a Hold'em hand booked by its result, the phone shows 'no hand in play' and
    the leaderboard, not who took the pot"."""
    evening = api.evening()
    players = form_of(browser.get(f"/evenings/{evening}").text)["players"]
    data = {"player": players, "game": "Texas Hold'em", "everyone_other": "12", f"took_{players.index('Anna')}": "1"}
    browser.post(f"/evenings/{evening}/result", data)
    token = browser.get(f"/evenings/{evening}/board").text.split("/watch/", 1)[1].split('"', 1)[0]
    phone = visible_text(Browser(site, "de").get(f"/watch/{token}").text)
    assert "Texas Hold'em · nach Ergebnis gebucht" in phone and "Gerade läuft keine Hand" not in phone
    assert "Anna" in phone and "24" in phone                               # Ben's and Carla's 12 each
    live = Browser(site).get(f"/watch/{token}/live").json["html"]
    assert "data-booked-hand" in live and "Take the result back" not in live and 'id="problem"' not in live
