"""The table over HTTP, as a host reads it: the stacks after a ruling, the pots in words, the
wild banner when no face-up card follows, whose turn and why, the buttons named for the
player, the round in one tap, the game in words, the correction of an earlier entry by its
form, the leaderboard ranked by net, and the usual amounts of a rebuy."""

import re

import pytest

from harness.service import rows
from tests.junk import visible_text
from tests.pages.conftest import Browser
from tests.service.test_service_uploads import PLAYERS, SHOWDOWN


def seat_stacks(page: str) -> dict[str, int]:
    seats = page.split('<ol class="players">', 1)[1].split("</ol>", 1)[0]
    return {name: int(chips) for name, chips in
            re.findall(r'data-player="([^"]+)">.*?<span class="stack"[^>]*>(\d+)</span>', seats, flags=re.S)}


def pots_text(page: str) -> str:
    return visible_text(page.split('<div class="pots">', 1)[1].split("\n</div>", 1)[0])


def test_after_a_ruling_the_seats_show_the_stacks_after_the_hand_and_the_pot_paid_out(api, browser):
    evening = api.evening()
    hand = api.live(evening)["id"]
    for action in SHOWDOWN:
        view = api.act(hand, action)
    assert view["status"] == "booked" and view["finishing_stacks"] == [56, 47, 47]
    page = browser.get(f"/evenings/{evening}").text
    assert seat_stacks(page) == {"Anna": 56, "Ben": 47, "Carla": 47}
    assert pots_text(page).startswith("Pot of 9 paid out")
    assert "After the hand: Anna 56 · Ben 47 · Carla 47" in visible_text(page)
    # the same on an upload that is only ruled, and on the replay's last step
    upload = browser.post("/upload", {"text": '{"variant": "FTQ", "players": ["Anna", "Ben", "Carla"], '
                                              '"starting_stacks": [50, 50, 50], "antes": [1, 1, 1], "actions": '
                                              + str(SHOWDOWN).replace("'", '"') + "}", "evening": ""})
    assert seat_stacks(upload.text) == {"Anna": 56, "Ben": 47, "Carla": 47}
    assert pots_text(upload.text).startswith("Pot of 9 paid out")
    replay = browser.get(f"/hands/{hand}").text
    assert seat_stacks(replay) == {"Anna": 56, "Ben": 47, "Carla": 47}
    assert seat_stacks(browser.get(f"/hands/{hand}?step=0").text) == {"Anna": 49, "Ben": 49, "Carla": 49}


def test_the_bets_of_a_round_are_not_a_side_pot_and_an_excess_comes_back(api, browser):
    evening = api.evening((("Anna", 50), ("Ben", 50), ("Fritz", 6)))
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "Anna cbr 2"):
        api.act(hand, action)
    page = browser.get(f"/evenings/{evening}").text
    assert pots_text(page) == "Pot 3 Bet this round 2"                 # not "Side pot 2 for Anna"
    for action in ("Ben cc", "Fritz cbr 5", "Anna cbr 10"):           # Fritz all-in for 5, Anna raises to 10
        api.act(hand, action)
    view = api.act(hand, "Ben f")                                      # nobody can match Anna's last 5
    assert view["phase"] == "deal"
    assert pots_text(browser.get(f"/evenings/{evening}").text) == \
        "Pot 15 5 comes back to Anna (nobody can match it)"
    german = Browser(browser.site, lang="de")
    assert pots_text(german.get(f"/evenings/{evening}").text) == \
        "Pot 15 5 geht an Anna zurück (so hoch kann niemand mitgehen)"


def test_main_and_side_pots_are_numbered_on_the_table_and_in_the_ruling(api, browser):
    evening = api.evening((("Anna", 50), ("Ben", 50), ("Fritz", 6)))
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "Anna cbr 2", "Ben cc", "Fritz cbr 5",
                   "Anna cbr 10", "Ben cc"):
        view = api.act(hand, action)
    assert pots_text(browser.get(f"/evenings/{evening}").text) == "Main pot 18 Side pot 1 10 for Anna and Ben"
    while view["status"] == "live":
        nxt = view["next"]
        who = view["players"][nxt["seat"]]["name"]
        if nxt["kind"] == "deal":
            card = next(r + s for r in "23456789TJQKA" for s in "cdhs" if r + s not in view["seen"])
            view = api.act(hand, f"d dh {who} {'??' * nxt['faces'].count('d')}{card if 'u' in nxt['faces'] else ''}")
        elif nxt["kind"] == "act":
            view = api.act(hand, f"{who} cc")
        else:
            holes = [r + s for r in "AKJT98" for s in "shdc" if r + s not in view["seen"]][:3]
            view = api.act(hand, f"{who} sm {''.join(holes)}")
    page = browser.get(f"/evenings/{evening}").text
    ruling = visible_text(page.split('id="ruling"', 1)[1].split("</ul>", 1)[0])
    assert "Main pot: 18" in ruling and "Side pot 1: " in ruling and " of " not in ruling
    assert seat_stacks(page) == dict(zip(["Anna", "Ben", "Fritz"], view["finishing_stacks"]))


FINAL_QUEEN = ["d dh p1 ????5h", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cc", "p2 cc", "p3 cc",
               "d dh p1 7h", "d dh p2 8c", "d dh p3 9c", "p1 cc", "p2 cc", "p3 cc",
               "d dh p1 2h", "d dh p2 2c", "d dh p3 3c", "p1 cc", "p2 cc", "p3 cc",
               "d dh p1 4h", "d dh p2 4c", "d dh p3 Qc"]


def test_the_banner_says_no_rank_follows_a_final_queen_live_and_in_the_replay(api, browser):
    evening = api.evening()
    hand = api.live(evening)["id"]
    view = {}
    for action in FINAL_QUEEN:
        if action.endswith(" cc"):
            action = f"p{view['next']['seat'] + 1} cc"               # whoever is to act checks
        view = api.act(hand, action)
    assert view["phase"] == "bet" and view["street"] == 6
    said = "Queens are wild: Carla's Q♣ was the last face-up card, so no rank follows it."
    banner = visible_text(browser.get(f"/evenings/{evening}").text.split('id="banner"', 1)[1].split("</section>")[0])
    assert said in banner and "sets the wild rank" not in banner
    while view["status"] == "live":                                    # two fold: the hand is booked
        view = api.act(hand, f"p{view['next']['seat'] + 1} f")
    for step in range(20):
        page = browser.get(f"/hands/{hand}?step={step}").text
        if "6th street: betting" in page:
            assert said in visible_text(page.split('id="banner"', 1)[1].split("</section>")[0])
            break
    else:
        pytest.fail("no replay step of the 6th street's betting")


def test_whose_turn_the_named_buttons_and_the_round_in_one_tap(api, browser, site):
    evening = api.evening()
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d"):
        view = api.act(hand, action)
    page = browser.get(f"/evenings/{evening}").text
    assert re.search(r'<p class="turn-band" id="turn" data-turn><span class="turn-name">Anna to act</span>', page)
    assert re.search(r'class="seat next turn" data-player="Anna"', page)
    for words in ("Anna checks", "Anna folds", 'aria-label="Anna bets 3"', "All check"):
        assert words in page, words
    german = Browser(site, lang="de").get(f"/evenings/{evening}").text
    for words in ("Anna ist dran", "Anna schiebt", "Anna passt", 'aria-label="Anna setzt 3"', "Alle schieben"):
        assert words in german, words
    answer = browser.post(f"/hands/{hand}/act", {"intent": "all_check", "seq": str(view["seq"])})
    assert answer.status_code == 303
    view = api.ok("GET", f"/api/hands/{hand}")
    assert view["log"][3:] == ["p1 cc", "p2 cc", "p3 cc"]               # entered one by one: history and undo exact
    assert [e["text"]["en"] for e in view["entries"][3:]] == ["Anna checks", "Ben checks", "Carla checks"]
    api.act(hand, "d dh p1 7h")
    api.act(hand, "d dh p2 8s")
    view = api.act(hand, "d dh p3 Ts")
    opener = view["players"][view["next"]["seat"]]["name"]
    view = api.act(hand, f"{opener} cbr 3")
    page = browser.get(f"/evenings/{evening}").text
    assert "All call the bet of 3" in page                  # the bet: "Anna calls 2" says what one puts in
    assert "Alle gehen auf 3 mit" in Browser(site, lang="de").get(f"/evenings/{evening}").text
    browser.post(f"/hands/{hand}/act", {"intent": "all_call", "seq": str(view["seq"])})
    view = api.ok("GET", f"/api/hands/{hand}")
    assert [e["kind"] for e in view["entries"][-3:]] == ["bet", "call", "call"] and view["street"] == 5
    # a stale round is refused, nothing entered
    before = rows(site.db, "SELECT COUNT(*) FROM actions")
    answer = browser.post(f"/hands/{hand}/act", {"intent": "all_call", "seq": str(view["seq"])})
    assert answer.status_code == 422 and rows(site.db, "SELECT COUNT(*) FROM actions") == before
    assert "Another device moved the hand on" in answer.text


def test_when_the_best_up_hand_is_all_in_the_table_says_who_opens(api, browser):
    evening = api.evening((("Anna", 50), ("Ben", 50), ("Fritz", 3)))
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????5h", "d dh p2 ????6c", "d dh p3 ????Ad", "Fritz cbr 2", "Anna cc", "Ben cc",
                   "d dh p1 7h", "d dh p2 8c", "d dh p3 Ac"):
        api.act(hand, action)
    page = browser.get(f"/evenings/{evening}").text
    assert "Fritz shows the best hand but is all-in: Anna, on Fritz&#39;s left, opens" in page
    assert "Fritz zeigt das beste Blatt, ist aber all-in: Anna, links von Fritz, eröffnet" in \
        Browser(browser.site, lang="de").get(f"/evenings/{evening}").text


def test_the_game_in_words_and_its_change_confirmed(api, browser, site):
    evening = api.evening(game={"variant": "FTC", "ante": 1, "bet_limits": [1, 5], "options": {"queens_wild": False}})
    page = browser.get(f"/evenings/{evening}").text
    assert "Next: hand 1, Follow the Cowboy · Kings not wild · ante 1 · bets 1–5. Carla deals to Anna, Ben, Carla." \
        in visible_text(page)
    assert "<code" not in page and "queens_wild" not in visible_text(page)
    german = Browser(site, lang="de")
    text = visible_text(german.get(f"/evenings/{evening}").text)
    assert "Follow the Cowboy · Könige nicht wild" in text
    assert "Kommt bis zur letzten offenen Karte kein offener König" in text
    answer = browser.post(f"/evenings/{evening}/game", {"variant": "F7S", "ante": "1", "bring_in": "1",
                                                       "small_bet": "2", "big_bet": "4",
                                                       "opt-F7S-open_pair_big_bet": "on",
                                                       "opt-F7S-heads_up_uncapped": "last_round",
                                                       "opt-F7S-odd_chip": "high_suit"})
    assert answer.status_code == 200
    assert "Changed: from hand 1 on, Seven-Card Stud · Odd chip: highest card by suit · ante 1 · bring-in 1, " \
           "bets 2/4." in visible_text(answer.text)
    hand = api.live(evening)
    page = browser.get(f"/evenings/{evening}").text
    assert 'data-game-line>Seven-Card Stud · Odd chip: highest card by suit · ante 1 · bring-in 1, bets 2/4<' in page
    assert hand["variant"] == "F7S"


def test_a_card_corrected_three_entries_back_by_the_form_and_a_swap(api, browser, site):
    evening = api.evening()
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 cc"):
        view = api.act(hand, action)
    page = browser.get(f"/evenings/{evening}?fix=2").text
    assert "Correct entry 2: 6♣ to Ben" in visible_text(page)
    assert 'name="index" value="1"' in page and 'data-card="Qh" aria-label="Q♥" disabled' in page
    answer = browser.post(f"/hands/{hand}/correct", {"seq": str(view["seq"]), "index": "1", "how": "replace",
                                                     "card": "7c"})
    assert answer.status_code == 303
    view = api.ok("GET", f"/api/hands/{hand}")
    assert view["log"][1] == "d dh p2 ????7c" and view["wilds"]["ranks"] == ["Q", "7"]
    # the card Carla got, picked for Ben: swapped (Ben the 9♦, Carla the 7♣)
    browser.post(f"/hands/{hand}/correct", {"seq": str(view["seq"]), "index": "1", "how": "replace", "card": "9d"})
    view = api.ok("GET", f"/api/hands/{hand}")
    assert view["log"][1:3] == ["d dh p2 ????9d", "d dh p3 ????7c"] and view["broken"] is None
    # a correction that does not fit: refused in words, the correction still open, nothing stored
    before = rows(site.db, "SELECT COUNT(*) FROM actions")
    answer = browser.post(f"/hands/{hand}/correct", {"seq": str(view["seq"]), "index": "3", "how": "replace",
                                                     "action": "p2 cc"})
    assert answer.status_code == 422
    assert "It is Anna’s turn, not Ben’s." in visible_text(answer.text) and 'data-fix="4"' in answer.text
    assert rows(site.db, "SELECT COUNT(*) FROM actions") == before
    # without the hand's seq an entry's number could name another entry: refused, nothing stored
    answer = browser.post(f"/hands/{hand}/correct", {"index": "1", "how": "delete"})
    assert answer.status_code == 422 and "Another device moved the hand on" in visible_text(answer.text)
    assert rows(site.db, "SELECT COUNT(*) FROM actions") == before
    # the replay tells every correction, in words
    replay = visible_text(browser.get(f"/hands/{hand}").text)
    assert "Corrected afterwards Entry 2: 6♣ to Ben → 7♣ to Ben Entry 2: 7♣ to Ben → 9♦ to Ben " \
           "Entry 3: 9♦ to Carla → 7♣ to Carla" in replay


def test_the_leaderboard_ranks_by_net_not_by_chips(api, browser):
    evening = api.evening((("Anna", 50), ("Ben", 50), ("Carla", 50)))
    api.ok("POST", f"/api/evenings/{evening}/hands", 201, json={"players": PLAYERS, "actions": SHOWDOWN})
    hand = api.live(evening)["id"]                             # Anna deals: Ben folds, Carla wins it from Anna
    for action in ("d dh Ben ????2c", "d dh Carla ????3c", "d dh Anna ????Kc", "Anna cbr 1", "Ben f", "Carla cc",
                   "d dh Carla 4c", "d dh Anna 5c", "Anna cc", "Carla cbr 1", "Anna f"):
        api.act(hand, action)
    api.ok("POST", f"/api/evenings/{evening}/players/Ben/rebuy", 201, json={"chips": 50})
    board = api.ok("GET", f"/api/evenings/{evening}/leaderboard")["players"]
    assert [(p["name"], p["net"], p["chips"], p["bought"]) for p in board] == [
        ("Anna", 4, 54, 50), ("Carla", 0, 50, 50), ("Ben", -4, 96, 100)]       # most chips, ranked last
    page = browser.get(f"/evenings/{evening}/board").text
    order = re.findall(r'<tr class="[^"]*" data-player="(\w+)">', page)
    assert order == ["Anna", "Carla", "Ben"]
    # the usual amounts of a rebuy, one tap each: the starting stack, half of it, the last amount
    assert re.findall(r'name="preset" value="(\d+)" class="preset" aria-label="Anna rebuys', page) == ["50", "25"]
    browser.post(f"/evenings/{evening}/players/rebuy", {"name": "Carla", "preset": "25", "chips": ""})
    assert api.leaderboard(evening)["Carla"]["chips"] == 75
    page = browser.get(f"/evenings/{evening}/board").text
    assert re.findall(r'name="preset" value="(\d+)" class="preset" aria-label="Anna rebuys', page) == ["50", "25"]
    browser.post(f"/evenings/{evening}/players", {"name": "Dora", "preset": "50", "chips": "", "after": ""})
    assert api.leaderboard(evening)["Dora"]["chips"] == 50


@pytest.mark.parametrize("lang, hint", [
    ("en", "The evening has ended: reopen it on the settlement to correct an entry."),
    ("de", "Der Abend ist beendet: zum Korrigieren auf der Abrechnung wieder öffnen."),
])
def test_after_the_evening_ends_the_table_offers_no_correction(api, site, lang, hint):
    """An ended evening answers reads only: its table neither offers to correct an entry nor
    links the entries to a form that would be refused; it says how to correct one."""
    evening = api.evening()
    hand = api.live(evening)["id"]
    for action in SHOWDOWN:
        api.act(hand, action)
    api.ok("POST", f"/api/evenings/{evening}/end")
    page = Browser(site, lang=lang).get(f"/evenings/{evening}").text
    text = visible_text(page)
    assert hint in text
    for offer in ("Tap an entry", "A mistake?", "Einen Eintrag antippen", "Ein Fehler?"):
        assert offer not in text
    assert "?fix=" not in page and "data-undo" not in page


# Follow the Queen with the extra card: Carla's Q♦ is the last face-up card of 6th street, so the
# dealer turns up a card for nobody, the 9♣: nines are wild
EXTRA_CARD = ["d dh p1 AsAd7h", "d dh p2 KcKd6c", "d dh p3 2c3d9d", "p3 cc", "p1 cc", "p2 cc", "d dh p1 8h",
              "d dh p2 8s", "d dh p3 Ts", "p3 cc", "p1 cc", "p2 cc", "d dh p1 4c", "d dh p2 5s", "d dh p3 Js",
              "p3 cc", "p1 cc", "p2 cc", "d dh p1 2h", "d dh p2 3c", "d dh p3 Qd", "d db 9c"]


def board_text(page: str) -> str:
    return visible_text(page.split('data-pot="board extra"', 1)[1].split("</div>", 1)[0])


@pytest.mark.parametrize("lang, label", [("en", "Extra card for nobody 9♣"), ("de", "Extrakarte für niemanden 9♣")])
def test_the_extra_card_for_nobody_shows_as_a_card_on_the_table_and_the_phones(api, site, lang, label):
    evening = api.evening(game={"variant": "FTQ", "ante": 1, "bet_limits": [1, 5], "options": {"extra_card": True}})
    hand = api.live(evening)["id"]
    for action in EXTRA_CARD:
        api.act(hand, action)
    browser = Browser(site, lang=lang)
    token = re.search(r"/watch/([\w-]+)", browser.get(f"/evenings/{evening}/board").text)[1]
    for page in (f"/evenings/{evening}", f"/watch/{token}", f"/hands/{hand}"):
        text = browser.get(page).text
        assert board_text(text).endswith(label), page
        assert re.search(r'<span class="card wild" data-card="9c">9♣</span>', text), page     # nines are wild


def test_the_table_says_why_that_player_brings_in(api, browser):
    evening = api.evening(game={"variant": "F7S", "ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4})
    hand = api.live(evening)["id"]
    view = None
    for card in ("5h", "5d", "5c"):
        view = api.act(hand, f"d dh p{len(view['log']) + 1 if view else 1} ????{card}")
    brings_in = view["players"][view["next"]["seat"]]["name"]
    assert f"{brings_in} brings in: 5♣ is the lowest up card (among the fives, the suit decides" in visible_text(
        browser.get(f"/evenings/{evening}").text)


# Anna, short (4 chips), is all in on 3rd street; Ben bets on 4th and Carla calls (a side pot);
# Anna's four Aces win the main pot (12), Ben's four Kings the side pot (4)
ALL_IN_WINS = ["d dh p1 AsAdQh", "d dh p2 KcKd6c", "d dh p3 2c3d9d", "p1 cbr 3", "p2 cc", "p3 cc", "d dh p1 7h",
               "d dh p2 8s", "d dh p3 Ts", "p2 cbr 2", "p3 cc", "d dh p1 4c", "d dh p2 5s", "d dh p3 Js", "p2 cc",
               "p3 cc", "d dh p1 2h", "d dh p2 3c", "d dh p3 4d", "p2 cc", "p3 cc", "d dh p1 Ac", "d dh p2 Kh",
               "d dh p3 5d", "p2 cc", "p3 cc", "p2 sm KcKdKh", "p3 sm 2c3d5d", "p1 sm AsAdAc"]


def seat_state(page: str, name: str) -> str:
    seat = page.split(f'data-player="{name}">', 1)[1].split("</li>", 1)[0]
    return visible_text(seat.split('<div class="state">', 1)[1].split("</div>", 1)[0])


def test_an_all_in_player_paid_from_a_pot_is_all_in_no_more(api, browser):
    evening = api.evening((("Anna", 4), ("Ben", 50), ("Carla", 50)))
    hand = api.live(evening)["id"]
    view = None
    for action in ALL_IN_WINS[:4]:
        view = api.act(hand, action)
    assert view["players"][0]["all_in"]
    assert seat_state(browser.get(f"/evenings/{evening}").text, "Anna") == "all in"
    for action in ALL_IN_WINS[4:]:
        view = api.act(hand, action)
    assert view["finishing_stacks"][0] == 12
    page = browser.get(f"/evenings/{evening}").text
    assert seat_stacks(page)["Anna"] == 12 and seat_state(page, "Anna") == ""


@pytest.mark.parametrize("lang, words", [("en", "Pot 6 (3 of it carried over from the last deal)"),
                                         ("de", "Pot 6 (davon 3 aus dem letzten Spiel übertragen)")])
def test_a_black_mariah_redeal_says_what_of_the_pot_was_carried_over(api, site, lang, words):
    """The Q♠ face up on 3rd street ends the deal: its pot (3) goes into the next one, with
    the new antes (Pot 6), and the table says so."""
    evening = api.evening()
    api.ok("PUT", f"/api/evenings/{evening}/game", json={"variant": "BM", "ante": 1, "bet_limits": [1, 5]})
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????7h", "d dh p2 ????Qs", "d dh p3 ????9d"):     # every door card, then the end
        view = api.act(hand, action)
    assert view["outcome"] == "carried_over"
    assert api.live(evening)["header"]["carried_pot"] == 3
    assert pots_text(Browser(site, lang=lang).get(f"/evenings/{evening}").text) == words
