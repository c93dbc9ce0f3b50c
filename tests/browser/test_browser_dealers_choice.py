"""A dealer's-choice evening played through the pages on the tablet: four players
start; Baseball is chosen between hands (a face-up 4's extra card face up), Ben pays the pot for
his face-up 3♣, Carla's 4♦ brings her an extra card entered with the picker, Dan folds rather
than pay for his 3♥; Chicago, where the spade half goes to Carla's K♠ in the hole; a house game
defined on the season's page and called at the table (everyone folds to Anna's wild 7♠); a hand
of Texas Hold'em booked by its result; then the evening ends and the settlement pays out what the
chips say (on the tablet, on a player's phone; the hands in German on a phone).  Every stack is
worked out by hand from the cards dealt; after every tap no programming junk on the screen;
screenshots in tests/artifacts/dchoice-*.png."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.test_browser_booked import book_in_four_taps
from tests.browser.test_browser_evening import VISIBLE_TEXT, Host
from tests.junk import junk

pytestmark = pytest.mark.browser

PLAYERS = ("Anna", "Ben", "Carla", "Dan")
BUY_IN = 50
#: the house game in words, as the season's page and the table say it
SEVENS = ("Sevens: seven cards, two down, four up, one down; sevens wild; a four face up: its owner pays the ante; "
          "the best high hand takes the pot; the best up cards open every round; fixed limit")


class Chooser(Host):
    """The host of a dealer's-choice evening: every tap checked for junk, photographed when asked."""

    def look(self, what: str) -> None:
        text = self.page.evaluate(VISIBLE_TEXT)
        assert not junk(text), (what, junk(text))

    def shot(self, what: str, full: bool = False) -> None:
        self.look(what)
        self.page.shot(f"dchoice-{what}", full=full)

    def choose(self, game: str, tick: str | None = None) -> None:
        """Dealer's choice between hands: the game, fixed limits 1/2/4 after an ante of 1."""
        self.page.locator("#live .change-game summary").tap()
        form = self.page.locator("#live .game-form")
        form.locator("select[name=variant]").select_option(label=game)
        for field, value in (("ante", 1), ("bring_in", 1), ("small_bet", 2), ("big_bet", 4)):
            if form.locator(f"[name={field}]").is_visible():
                form.locator(f"[name={field}]").fill(str(value))
        if tick:
            form.locator(f'input[name="{tick}"]').check()
        self.tap(form.get_by_role("button", name="Play this from the next hand"), f"game-{game}")

    def decide(self, intent: str, words: str) -> None:
        button = self.page.locator(f'#live [data-decide="{intent}"]')
        expect(button).to_have_text(words)
        self.tap(button, f"decide-{intent}")

    def bring_in(self, player: str) -> None:
        self.tap(self.button(self.did("bring_in", player, 1)), f"{player}-brings-in")

    def explanation(self) -> str:
        return " ".join(self.page.locator("#ruling .explanation").inner_text().split())

    def stacks(self) -> dict[str, int]:
        return {name: int(self.page.locator(f'.seat[data-player="{name}"] .stack').inner_text()) for name in PLAYERS}


def start_the_evening(host: Chooser) -> int:
    page = host.page
    page.goto("/")
    page.get_by_label("Name of the evening").fill("Dealer's choice at Ben's")
    for i, name in enumerate(PLAYERS):
        page.locator(f"#player-{i}").fill(name)
    page.get_by_label("Chips for each player").fill(str(BUY_IN))
    page.locator("#amount").fill("0.10")
    page.locator("#currency").fill("€")
    page.locator("#season").fill("Dealer's choice club")
    host.go(page.get_by_role("button", name="Start the evening"), "started")
    return int(page.url.rsplit("/", 1)[1])


def baseball(host: Chooser) -> None:
    """Hand 1, Dan deals to Anna, Ben, Carla, Dan.  3rd street: Anna K♦; Ben 3♣ pays the pot as it
    stands, the 4 antes; Carla 4♦ gets her extra card face up, the 7♣, from the picker; Dan 2♥
    brings in, all call 1.  4th: Dan's 3♥ would cost the pot of 12: he folds; Anna bets 2, Ben
    and Carla call.  Pot 4 + 4 + 4 + 6 = 18 to Anna's Aces full (Ben: Queens full with the 3♣ wild)."""
    host.choose("Baseball", tick="opt-BASEBALL-four_card_up")
    expect(host.page.locator(".deal-line")).to_have_text(
        "Next: hand 1, Baseball · A 4's extra card face up · ante 1 · bring-in 1, bets 2/4. "
        "Dan deals to Anna, Ben, Carla, Dan.")
    host.deal(1)
    host.card("Kd")
    host.card("3c")
    assert host.page.locator("#turn").inner_text() == "Ben decides"       # the band once, the line under it why
    assert host.page.locator("#next-step").inner_text() == "Ben: pay 4 or fold (3♣ face up)"
    host.decide("pay", "Pay 4")
    host.card("4d")
    assert host.hand()["next"] == {**host.hand()["next"], "kind": "deal", "faces": "u", "seat": 2}  # the 4's card
    host.shot("baseball-extra-card")
    host.card("7c")
    host.card("2h")
    host.bring_in("Dan")
    host.round()
    host.cards("Kh", "8h", "Jd", "3h")
    host.shot("baseball-three-to-pay")
    host.decide("decline", "Fold")
    host.bet("Anna", 2)
    host.round()
    for cards in (("2c", "8d", "5d"), ("6s", "5c", "6h")):
        host.cards(*cards)
        host.round()
    host.down_cards()
    host.round()
    host.showdown({"Anna": "AsAdAc", "Ben": "QsQdJh", "Carla": "TsTdJc"})
    host.ruled()
    said = host.explanation()
    assert said.startswith("Ben's 3♣ face up: Ben paid the pot, 4. "
                           "Dan's 3♥ face up: Dan folded rather than pay 12."), said
    assert said.endswith("Anna wins the pot of 18 with a full house, Aces over Kings."), said
    assert host.stacks() == {"Anna": 64, "Ben": 42, "Carla": 46, "Dan": 48}
    host.shot("baseball-ruling")


def chicago(host: Chooser) -> None:
    """Hand 2, Anna deals to Ben, Carla, Dan, Anna.  Carla's 2♣ brings in, Dan and Anna fold, Ben
    calls; Ben bets 2 on 4th street, Carla calls, then checks to the end.  The pot of 10: the high
    half to Ben's three Aces, the spade half to Carla's K♠ in the hole (Ben's 4♠ is lower)."""
    host.choose("Chicago")
    host.deal(2)
    host.cards("Ah", "2c", "7d", "8h")
    host.bring_in("Carla")
    host.fold("Dan")
    host.fold("Anna")
    host.check_or_call("Ben")
    host.cards("Ac", "6d")
    host.bet("Ben", 2)
    host.check_or_call("Carla")
    for cards in (("5h", "Td"), ("9c", "8c")):
        host.cards(*cards)
        host.round()
    host.down_cards()
    host.round()
    host.showdown({"Ben": "Ad4sJd", "Carla": "Ks2d3s"})
    host.ruled()
    said = host.explanation()
    assert said.endswith("The pot of 10 is split: the high half (5) to Ben with three Aces; the spade half (5) to "
                         "Carla, whose K♠ is the highest spade in the hole."), said
    assert host.stacks() == {"Anna": 63, "Ben": 43, "Carla": 47, "Dan": 47}
    host.shot("chicago-ruling")


def define_a_house_game(host: Chooser, api, evening: int) -> None:
    """The season's house games page: Sevens, sevens wild, a four face up costs its owner the ante,
    the best up cards open every round; kept for the season."""
    page = host.page
    season = api.ok("GET", f"/api/evenings/{evening}")["season"]["id"]
    page.goto(f"/seasons/{season}")
    host.go(page.get_by_role("link", name="House games"), "house-games")
    form = page.locator("form.house-form")
    form.locator("#house-name").fill("Sevens")
    form.locator('input[name="wild_rank"][value="7"]').check()
    form.locator('input[name="up-0"]').fill("4")
    form.locator('select[name="event-0"]').select_option("pay_ante")
    form.locator("#opens").select_option("best_up")
    host.go(form.get_by_role("button", name="Keep for the season"), "house-game-kept")
    expect(page.locator(".notice")).to_have_text("Sevens is kept for the season.")
    expect(page.locator('[data-house-game="Sevens"] .house-words')).to_have_text(SEVENS)
    page.assert_usable()
    host.shot("house-game-defined", full=True)
    page.goto(f"/evenings/{evening}")


def house_game(host: Chooser) -> None:
    """Hand 3, Ben deals to Carla, Dan, Anna, Ben.  Carla's 4♣ face up costs her the ante again;
    Anna's 7♠, wild, is the best up card: she bets 2 and everyone folds.  The pot of 4 antes and
    Carla's 1 to Anna, her uncalled 2 back."""
    host.choose("Sevens")
    expect(host.page.locator(".deal-line")).to_contain_text("Next: hand 3, Sevens · ante 1 · bets 2/4. Ben deals")
    expect(host.page.locator("[data-deal-definition]")).to_have_text(SEVENS)      # once: hand 2 was another game
    host.deal(3)
    host.cards("4c", "Kd", "7s", "2d")
    assert host.page.locator("#turn").inner_text() == "Anna to act"
    host.bet("Anna", 2)
    for player in ("Ben", "Carla", "Dan"):
        host.fold(player)
    host.ruled()
    assert host.explanation() == "Carla's 4♣ face up: Carla paid 1 for it, the ante. " \
        "Everyone else folded: Anna wins the pot of 5 without showing; Anna's uncalled 2 go back."
    expect(host.page.locator("[data-game-line]")).to_contain_text(SEVENS)
    assert host.stacks() == {"Anna": 67, "Ben": 42, "Carla": 45, "Dan": 46}
    host.shot("house-game-ruling")


def holdem_by_its_result(host: Chooser, number: int) -> None:
    """Everyone put in 5, Dan took the pot of 20."""
    expect(host.page.locator("[data-result-form] > summary")).to_be_visible()
    book_in_four_taps(host.page, 5, ("Dan",), "Book the result")
    expect(host.page.locator("[data-result-said]")).to_have_text(
        "Texas Hold'em, booked by its result: Dan takes the pot of 20.")
    host.look(f"holdem-{number}")


def settle(host: Chooser) -> None:
    page = host.page
    host.go(page.locator("[data-settle-link]"), "settlement")
    page.once("dialog", lambda dialog: dialog.accept())
    host.go(page.locator("[data-end]"), "ended")
    assert re.fullmatch(r"Ended at \d\d:\d\d", page.locator(".settle-status .ended").inner_text())


def settled(page) -> dict[str, tuple[int, int]]:
    """Each player's row of the settlement: chips cashed out, result in chips."""
    def row(name: str) -> tuple[int, int]:
        cells = page.locator(f'tr[data-player="{name}"] td')
        return int(cells.nth(1).inner_text()), int(cells.nth(2).inner_text().replace("−", "-"))
    return {name: row(name) for name in PLAYERS}


def ledger_says(api, evening: int) -> dict[str, tuple[int, int]]:
    """What the ledger says each player bought in and cashed out."""
    entries = api.ok("GET", f"/api/evenings/{evening}/ledger")["entries"]
    def total(name: str, kinds: tuple[str, ...]) -> int:
        return sum(e["amount"] for e in entries if e["player"] == name and e["kind"] in kinds)
    return {name: (total(name, ("buy_in", "rebuy")), -total(name, ("cash_out", "leave"))) for name in PLAYERS}


def squared(payments: list[str]) -> dict[str, int]:
    """What each player gets (less what they pay) by the payments "Ben pays Anna 1.20 €", in cents."""
    balance = dict.fromkeys(PLAYERS, 0)
    for payment in payments:
        payer, payee, amount = re.fullmatch(r"(\w+) pays (\w+) (\d+\.\d\d) €", payment).groups()
        cents = round(float(amount) * 100)
        balance[payer] -= cents
        balance[payee] += cents
    return balance


def texts(locator) -> list[str]:
    return [" ".join(t.split()) for t in locator.all_inner_texts()]


def test_a_dealers_choice_evening(tablet, phone, german_phone, api, server):
    host = Chooser(tablet, api)
    evening = start_the_evening(host)
    baseball(host)
    chicago(host)
    define_a_house_game(host, api, evening)
    house_game(host)
    holdem_by_its_result(host, 4)
    chips = {"Anna": 67 - 5, "Ben": 42 - 5, "Carla": 45 - 5, "Dan": 46 + 15}       # worked out by hand, hand by hand
    view = api.ok("GET", f"/api/evenings/{evening}")
    assert {p["name"]: p["chips"] for p in view["players"]} == chips

    settle(host)
    net = {name: stack - BUY_IN for name, stack in chips.items()}
    assert sum(net.values()) == 0
    assert settled(tablet) == {name: (chips[name], net[name]) for name in PLAYERS}
    assert ledger_says(api, evening) == {name: (BUY_IN, chips[name]) for name in PLAYERS}
    payments = texts(tablet.locator(".payment .payment-line"))
    assert squared(payments) == {name: 10 * result for name, result in net.items()}      # in cents: 0.10 € a chip
    tablet.assert_usable()
    host.shot("settlement", full=True)

    # a player's phone (the players' link): the same settlement; the evening's hands in German
    phone.goto(tablet.locator(".share-link").get_attribute("href"))
    assert texts(phone.locator(".payment .payment-line")) == payments
    assert not junk(phone.evaluate(VISIBLE_TEXT))
    phone.assert_fits()
    phone.shot("dchoice-phone-settlement", full=True)
    german_phone.goto(f"/evenings/{evening}/hands")
    rows = german_phone.locator("table.hands tbody tr")
    assert texts(rows.locator("td:nth-child(5)")) == ["Dan +20", "Anna +5", "Ben +5, Carla +5", "Anna +18"]
    assert texts(rows.locator("td:nth-child(4)")) == ["nach Ergebnis gebucht", "alle anderen haben gepasst",
                                                      "Showdown", "Showdown"]
    assert not junk(german_phone.evaluate(VISIBLE_TEXT))
    german_phone.shot("dchoice-phone-hands-de", full=True)
    german_phone.assert_fits()
