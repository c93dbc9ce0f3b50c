"""A whole evening played through the pages only, as a new host plays it on the tablet: four
players start, a Queen changes the wild rank, a card is corrected three entries back, a
player rebuys and a short stack joins, a side pot with the best up hand all-in (German), a game
change to Seven-Card Stud with its bring-in (German), a game change back to Follow the Queen with
Queens not wild, and a booked hand corrected before the next deal.  After every tap: no
programming junk on the screen (`tests.junk`) and a screenshot (``--screenshots``: tests/artifacts/evening-*.png);
after every ruling: the seats show what the referee says each player has, the winners and
amounts in view (on the phone too)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from referee.words import say as referee_say
from tests.junk import junk
from web.words import say

pytestmark = pytest.mark.browser

VISIBLE_TEXT = """() => {
  const link = document.querySelector('[data-watch-link]');
  const text = document.body.innerText;
  return link ? text.replace(link.innerText, ' ') : text;
}"""


class Host:
    """The host at the tablet: every tap through the page, checked and photographed."""

    def __init__(self, page, api):
        self.page, self.api = page, api
        self.lang = "en"
        self.shots = 0
        self.taps = 0

    # --- what every tap is followed by ----------------------------------------------------------
    def look(self, what: str) -> None:
        text = self.page.evaluate(VISIBLE_TEXT)
        assert not junk(text), (what, junk(text))
        self.shots += 1
        self.page.shot(f"evening-{self.shots:03d}-{what}")

    def tap(self, locator, what: str) -> None:
        self.page.tap_and_wait(locator)
        self.taps += 1
        assert self.page.problem() == "", (what, self.page.problem())
        self.look(what)

    def go(self, locator, what: str) -> None:
        """A tap that loads another page."""
        with self.page.expect_navigation():
            locator.tap()
        self.taps += 1
        self.look(what)

    # --- the hand in play -------------------------------------------------------------------------
    def hand(self) -> dict:
        evening = int(self.page.locator("#live").get_attribute("data-evening"))
        view = self.api.ok("GET", f"/api/evenings/{evening}")
        number = view["live_hand"]["id"] if view["live_hand"] else None
        if number is None:
            hands = self.api.ok("GET", f"/api/evenings/{evening}/hands")["hands"]
            number = hands[-1]["id"]
        return self.api.ok("GET", f"/api/hands/{number}")

    def button(self, name: str | re.Pattern):
        exact = isinstance(name, str)
        return self.page.locator("#live").get_by_role("button", name=name, exact=exact)

    def did(self, kind: str, player: str, amount: int = 0) -> str:
        return referee_say(f"did.{kind}", self.lang, player=player, amount=amount)

    def card(self, card: str) -> None:
        self.tap(self.page.locator(f'#live .picker button[data-card="{card}"]'), f"card-{card}")

    def cards(self, *cards: str) -> None:
        for card in cards:
            self.card(card)

    def check_or_call(self, player: str) -> None:
        legal = self.hand()["next"]["legal"]
        words = self.did("check", player) if legal["check"] else self.did("call", player, legal["call"])
        self.tap(self.button(words), f"{player}-cc")

    def bet(self, player: str, amount: int, kind: str = "bet") -> None:
        self.tap(self.button(self.did(kind, player, amount)), f"{player}-{kind}-{amount}")

    def fold(self, player: str) -> None:
        self.tap(self.button(self.did("fold", player)), f"{player}-fold")

    def round(self) -> None:
        """The betting round in one tap: everyone left checks, or calls."""
        words = re.compile("^(All check|All call|Alle schieben|Alle gehen)")
        self.tap(self.button(words), "round")

    def down_cards(self) -> None:
        self.tap(self.button(say("down_cards_all", self.lang)), "down-cards")

    def showdown(self, holes: dict[str, str]) -> None:
        view = self.hand()
        while view["status"] == "live" and view["next"]["kind"] == "show":
            who = view["players"][view["next"]["seat"]]["name"]
            *first, last = re.findall("..", holes[who])
            for card in first:
                self.page.locator(f'#live .picker [data-pick="{card}"]').tap()
                self.taps += 1
            self.tap(self.page.locator(f'#live .picker [data-pick="{last}"]'), f"{who}-shows")   # the last shows
            view = self.hand()

    def ruled(self) -> dict:
        """After a ruling: the seats show the referee's stacks after the hand (and the chips
        the leaderboard books), the pot paid out, the winners and amounts in view."""
        view = self.hand()
        assert view["status"] == "booked"
        names = [p["name"] for p in view["players"]]
        seats = {n: int(self.page.locator(f'.seat[data-player="{n}"] .stack').inner_text()) for n in names}
        assert seats == dict(zip(names, view["finishing_stacks"])), (seats, view["finishing_stacks"])
        board = self.api.leaderboard(view["evening_id"])
        assert seats == {n: board[n]["chips"] for n in names}
        assert self.page.locator('.pot[data-pot="paid"]').count() == 1
        self.page.assert_in_view(self.page.locator("#ruling .pot-results"))
        self.page.assert_in_view(self.page.locator("#ruling .after-hand"))
        return view

    def language(self, lang: str) -> None:
        self.go(self.page.get_by_role("button", name=lang.upper(), exact=True), f"language-{lang}")
        self.lang = lang

    def change_game(self, variant_name: str, what: str, untick: str | None = None) -> None:
        self.page.locator("#live .change-game summary").tap()
        form = self.page.locator("#live .game-form")
        form.locator("select[name=variant]").select_option(label=variant_name)
        if untick:
            form.locator("fieldset:not([hidden]) label.option", has_text=untick).first.locator("input").uncheck()
        self.tap(form.get_by_role("button", name=say("save_game", self.lang)), what)

    def deal(self, number: int) -> None:
        self.tap(self.button(say("deal_next", self.lang, n=number)), f"deal-{number}")


def test_a_whole_evening_on_the_tablet(tablet, phone, api, server):
    host = Host(tablet, api)
    tablet.goto("/")
    host.look("start")
    tablet.get_by_label("Name of the evening").fill("Friday at Carla's")
    for i, name in enumerate(("Anna", "Ben", "Carla", "Dan")):
        tablet.locator(f"#player-{i}").fill(name)
    tablet.get_by_label("Chips for each player").fill("50")
    host.go(tablet.get_by_role("button", name="Start the evening"), "evening-started")
    evening = int(tablet.url.rsplit("/", 1)[1])
    assert tablet.locator(".deal-line").inner_text() == \
        "Next: hand 1, Follow the Queen · ante 1 · bets 1–5. Dan deals to Anna, Ben, Carla, Dan."

    # --- hand 1 (English): a Queen changes the wild rank; a card corrected three entries back ----
    host.deal(1)
    host.card("Qh")
    assert "the next one sets the wild rank" in tablet.banner()
    host.card("6c")
    assert tablet.banner().startswith("Wild: Queens and sixes")
    host.cards("9d", "2s")
    assert tablet.locator("#turn").inner_text() == "Anna to act"
    host.bet("Anna", 2)
    host.check_or_call("Ben")
    host.fold("Carla")
    # "that was Dan's 3♠, not the 2♠": three entries back, two taps, the hand goes on
    assert tablet.locator('[data-entry="4"]').inner_text().split(maxsplit=1)[1] == "2♠ to Dan"
    host.tap(tablet.locator('[data-entry="4"]'), "correct-entry-4")
    assert tablet.locator("#fix .fix-title").inner_text() == "Correct entry 4: 2♠ to Dan"
    host.tap(tablet.locator('#fix .picker button[data-card="3s"]'), "entry-4-is-3s")
    assert tablet.locator('[data-entry="4"]').inner_text().split(maxsplit=1)[1] == "3♠ to Dan"
    assert tablet.locator('.seat[data-player="Dan"] .card[data-card="3s"]').count() == 1
    assert tablet.locator("#turn").inner_text() == "Dan to act"
    host.fold("Dan")
    for anna, ben in (("7h", "8s"), ("4c", "5s"), ("2h", "3c")):
        host.cards(anna, ben)
        host.round()
    host.down_cards()
    host.round()
    host.showdown({"Anna": "AsAdAc", "Ben": "KcKdKh"})
    host.ruled()
    assert "Anna wins the pot" in tablet.locator("#ruling .explanation").inner_text()

    # --- between hands: Dan rebuys, Fritz joins with a short stack after Ben ---------------------
    host.go(tablet.get_by_role("link", name="Leaderboard"), "leaderboard")
    asked: list[str] = []
    tablet.once("dialog", lambda dialog: (asked.append(dialog.message), dialog.accept()))
    host.go(tablet.locator('[data-player="Dan"] button[data-preset="50"]').first, "dan-rebuys")
    assert asked == ["Dan rebuys 50 chips?"]                                # asked first
    board = api.leaderboard(evening)
    assert (board["Dan"]["chips"], board["Dan"]["net"], board["Dan"]["bought"]) == (99, -1, 100)
    ranked = tablet.locator("table.board tbody tr").evaluate_all("rows => rows.map(r => r.dataset.player)")
    assert ranked.index("Anna") < ranked.index("Carla") < ranked.index("Dan")      # by net, not by chips
    tablet.locator("#join-name").fill("Fritz")
    tablet.locator("#join-chips").fill("5")
    tablet.locator("#join-after").select_option("Ben")
    host.go(tablet.locator("button[data-join]"), "fritz-joins")
    dan = tablet.locator('.chart-wide polyline[data-player="Dan"]').get_attribute("points").split()
    assert dan[-1].split(",")[0] == dan[-2].split(",")[0]                          # the rebuy: an upright step
    assert tablet.locator('.chart-wide polyline[data-player="Fritz"]').count() == 1
    assert "Dan 99" in tablet.locator(".chart-wide").inner_text()
    host.go(tablet.get_by_role("link", name="Table"), "table")

    # --- hand 2 (German): Fritz all-in with the best up hand; a side pot -------------------------
    host.language("de")
    host.deal(2)
    host.cards("Kc", "Ah", "2d", "3h", "4s")                  # Ben, Fritz, Carla, Dan, Anna
    assert tablet.locator("#turn").inner_text() == "Fritz ist dran"
    host.bet("Fritz", 4)                                       # all he has
    host.fold("Carla")
    host.fold("Dan")
    host.check_or_call("Anna")
    host.check_or_call("Ben")
    host.cards("Kd", "As", "5s")
    assert tablet.locator("[data-opener]").inner_text() == \
        "Fritz zeigt das beste Blatt, ist aber all-in: Anna, links von Fritz, eröffnet"
    assert tablet.locator("#turn").inner_text() == "Anna ist dran"
    host.bet("Anna", 2)
    host.check_or_call("Ben")
    pots = tablet.locator(".pots").inner_text()
    assert "Hauptpot" in pots and "Nebenpot 1" in pots and "für Ben und Anna" in pots, pots
    for cards in (("9c", "9s", "6d"), ("8c", "8h", "7d")):
        host.cards(*cards)
        host.round()
    host.down_cards()
    host.round()
    host.showdown({"Anna": "TcJd3c", "Ben": "KhKs2c", "Fritz": "AcAd2h"})
    view = host.ruled()
    results = tablet.locator("#ruling .pot-results").inner_text()
    assert "Hauptpot: " in results and "Nebenpot 1: " in results, results
    assert [w["winners"] for w in view["ruling"]["pots"]] == [["Fritz"], ["Ben"]]
    # the players' phones: the same ruling, winners and amounts in view without scrolling
    phone.context.add_cookies([{"name": "lang", "value": "de", "url": server.url}])
    phone.goto(f"/evenings/{evening}")
    phone.assert_in_view(phone.locator("#ruling .pot-results"))
    assert not junk(phone.evaluate(VISIBLE_TEXT))
    phone.shot("evening-phone-ruling-side-pot")

    # --- hand 3 (German): dealer's choice, Seven-Card Stud with its bring-in -------------------
    host.change_game("Seven Card Stud", "game-f7s")
    assert tablet.locator("[data-notice]").inner_text() == \
        "Geändert: ab Hand 3 wird Seven Card Stud · Ante 1 · Bring-in 1, Einsätze 2/4 gespielt."
    assert "Hand 3, Seven Card Stud" in tablet.locator(".deal-line").inner_text()
    host.deal(3)
    host.cards("Kd", "2c", "9h", "Jc", "Ts")                  # Fritz, Carla, Dan, Anna, Ben
    assert tablet.locator("[data-game-line]").inner_text() == "Seven Card Stud · Ante 1 · Bring-in 1, Einsätze 2/4"
    host.tap(host.button(host.did("bring_in", "Carla", 1)), "carla-brings-in")
    host.fold("Dan")
    host.bet("Anna", 2, "complete")
    for player in ("Ben", "Fritz", "Carla"):
        host.fold(player)
    host.ruled()

    # --- hand 4 (English): back to Follow the Queen, Queens not wild; a booked hand corrected ---
    host.language("en")
    host.change_game("Follow the Queen", "game-ftq", untick="Queens wild")
    assert tablet.locator("[data-notice]").inner_text() == \
        "Changed: from hand 4 on, Follow the Queen · Queens not wild · ante 1 · bets 1–5."
    host.deal(4)
    host.cards("5h", "Qs", "8c", "2d", "3d")                  # Carla, Dan, Anna, Ben, Fritz
    assert tablet.banner().startswith("Wild: Eights")
    assert tablet.locator("#turn").inner_text() == "Anna to act"
    host.bet("Anna", 1)
    host.round()                                               # all call 1
    host.cards("6h", "7h", "9c", "Tc", "Jc")
    opener = host.hand()["players"][host.hand()["next"]["seat"]]["name"]
    host.bet(opener, 1)
    while host.hand()["status"] == "live":
        view = host.hand()
        host.fold(view["players"][view["next"]["seat"]]["name"])
    booked = host.ruled()
    # Ben did not fold on 5th street, he called: corrected after the ruling, the hand goes on
    entries = {e["text"]["en"]: e["index"] + 1 for e in booked["entries"]}
    host.tap(tablet.locator(f'[data-entry="{entries["Ben folds"]}"]'), "correct-bens-fold")
    host.tap(host.button("Ben calls 1"), "ben-called")
    view = host.hand()
    assert view["status"] == "live" and view["broken"] is None
    while view["status"] == "live":
        nxt = view["next"]
        if nxt["kind"] == "deal":
            host.card(next(r + s for r in "AKJT98" for s in "shdc" if r + s not in view["seen"]))
        else:
            host.fold(view["players"][nxt["seat"]]["name"])
        view = host.hand()
    host.ruled()
    ledger = api.ok("GET", f"/api/evenings/{evening}/ledger")["entries"]
    assert "correction" in [e["kind"] for e in ledger if e["hand_id"] == view["id"]]
    assert sum(p["chips"] for p in api.leaderboard(evening).values()) == 50 * 4 + 50 + 5    # nothing lost
    assert host.shots >= 80
    expect(tablet.locator("#live")).to_be_visible()


def test_the_table_on_a_phone(phone, api):
    """The host's phone: whose turn and the buttons first, the correction and a broken entry in
    one column, nothing to scroll sideways, every target big enough."""
    evening = api.evening((("Anna", 50), ("Ben", 50), ("Carla", 50), ("Dan", 50)))
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "d dh p4 ????2s", "p1 cbr 2", "p2 cc"):
        view = api.act(hand, action)
    phone.goto(f"/evenings/{evening}")
    phone.assert_usable()
    phone.assert_in_view(phone.locator("#turn"))
    phone.assert_in_view(phone.get_by_role("button", name="All call the bet of 2"))
    assert not junk(phone.evaluate(VISIBLE_TEXT))
    phone.shot("phone-table-betting")
    phone.tap_and_wait(phone.locator('[data-entry="2"]'))
    phone.assert_usable()
    phone.assert_in_view(phone.locator("#fix .fix-title"))
    phone.shot("phone-table-correction")
    view = api.ok("DELETE", f"/api/hands/{hand}/actions/4", params={"seq": view["seq"]})
    assert view["broken"]["index"] == 4
    phone.goto(f"/evenings/{evening}")
    phone.assert_usable()
    phone.assert_in_view(phone.locator("[data-broken]"))
    assert phone.locator("#fix .fix-how .on").inner_text() == "Put one in before it"     # out of turn: one missing
    assert not junk(phone.evaluate(VISIBLE_TEXT))
    phone.shot("phone-table-broken")
    phone.tap_and_wait(phone.locator("#fix").get_by_role("button", name="Anna bets 2"))
    assert phone.locator("[data-broken]").count() == 0 and phone.locator("#turn").inner_text() == "Carla to act"
