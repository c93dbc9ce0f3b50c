"""The players' own phones as their seats, in Chromium: a tablet, five seat phones
(English and German) and a guest phone on the players' link, all at once.

- Follow the Queen with five players, played on the phones: the dealer's phone enters the up
  cards, every seat seals its own face-down cards and bets on its phone, a Queen dealt face up
  on 5th street turns the wild rank and the readers of the seats it touches say a new hand; a
  showdown of three where two show and one mucks.  The host's tablet sends one POST (the deal);
  each phone sends only its own cards and its own decisions; the mucked cards never reach the
  tablet or the guest phone.
- Baseball: a 3 dealt face up, and its owner's phone pays; the tablet's late tap is stale.
- Roll Your Own: each phone turns up a card of its own choice; the lowest brings in.
- A card sealed wrong and shown from the phone, corrected by the host on the tablet.
- A phone that sleeps and comes back (a new page, the cookie kept), a reload after a change,
  and a sealed card entered again on the phone (a slot tapped).
- A seat released on the tablet and taken by another phone with the new code; the old phone
  has no seat.
- What the first browser run found, each kept by a test: a card the seat turned up itself is no
  clash, a card tapped but not sealed stays when the table moves on, a released phone stops
  showing the seat, and a seat's phone offers only its own decisions.

The hands are set up through the API where the test is not about that part of the UI; nothing
sleeps: each tap waits for the page to show the evening as the tap before left it
(``[data-evening-seq]``) and for its own answer (``#live[data-updates]``).
``SEAT_SCREENSHOTS=dir`` keeps a screenshot of the phones and the tablet at a few steps
(tools/screenshot_seats.py makes the documents' own)."""

from __future__ import annotations

import html
import json
import os
import pathlib
import re
from urllib.parse import urlsplit

import pytest
import requests
from playwright.sync_api import expect

from harness.chromium import PHONE
from referee.cards import parse_card
from tests.browser.helpers import Page

pytestmark = pytest.mark.browser

LOCALE = {"en": "en-GB", "de": "de-DE"}
SHOTS = os.environ.get("SEAT_SCREENSHOTS")
SEQ = "#live [data-evening-seq]"
#: the seats' face-down cards in the Follow the Queen hand, in deal order (the 7th street's last)
HOLES = {"Anna": ("As", "Ad"), "Ben": ("Js", "5h", "2c"), "Carla": ("Jc", "8d", "2h"), "Dan": ("Qs", "3c", "8h"),
         "Emil": ("Kc", "Kd")}
#: Dan mucks these: on no screen but his own, in either notation (German: D for Dame, B for Bube)
MUCKED = {"Qs": ("Q♠", "D♠"), "3c": ("3♣",), "8h": ("8♥",)}


def fields(body: str | None) -> dict[str, list[str]]:
    """The fields of a form the script sent (multipart, as FormData sends it)."""
    out: dict[str, list[str]] = {}
    for name, value in re.findall(r'name="([^"]+)"\r\n\r\n(.*?)\r\n--', body or "", re.S):
        out.setdefault(name, []).append(value)
    return out


def seat_links(server, evening: int) -> dict[str, str]:
    """The seats' codes as the host's tablet shows them (the server here has no PIN: everyone is
    the host), read off the table page."""
    page = requests.get(f"{server.url}/evenings/{evening}", timeout=30).text
    return {html.unescape(name): html.unescape(href)
            for href, name in re.findall(r'href="([^"]+)" data-seat-link="([^"]+)"', page)}


def shot(page, name: str, full: bool = True) -> None:
    """With ``SEAT_SCREENSHOTS=dir``: the page as it is now, ``dir/NAME.png``."""
    if SHOTS:
        pathlib.Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(pathlib.Path(SHOTS) / f"{name}.png"), full_page=full)


def sync(page, seq: int) -> None:
    """Wait until the page shows the evening as of `seq` (the script put it in place)."""
    marker = f"(document.querySelector('{SEQ}') || {{dataset: {{}}}})"
    page.wait_for_function(f"n => Number({marker}.dataset.eveningSeq) >= n", arg=seq)


def seq_of(page) -> int:
    return int(page.locator(SEQ).get_attribute("data-evening-seq"))


def one_line(text: str) -> str:
    return " ".join(text.split())


class Seat:
    """A player's own phone: a browser context of its own (its cookie is its seat), every POST it
    sends kept."""

    def __init__(self, browser, server, name: str, lang: str = "en"):
        self.name, self.lang, self.server = name, lang, server
        self.context = browser.new_context(viewport=PHONE, base_url=server.url, is_mobile=True, has_touch=True,
                                           locale=LOCALE[lang], service_workers="block")
        self.context.set_default_timeout(10_000)
        self.posts: list[tuple[str, dict[str, list[str]]]] = []
        self.context.on("request", self._request)
        self.page = Page(self.context.new_page(), server)
        self.closed: list[Page] = []

    def _request(self, request) -> None:
        if request.method == "POST":
            self.posts.append((urlsplit(request.url).path, fields(request.post_data)))

    def new_page(self) -> Page:
        """The page closed (the phone slept, its browser dropped the tab) and a new one opened."""
        self.closed.append(self.page)
        self.page.close()
        self.page = Page(self.context.new_page(), self.server)
        return self.page

    def take(self, link: str) -> None:
        """Open the seat's code (the QR code's link) and take the seat."""
        self.page.goto(link)
        expect(self.page.locator("h1")).to_contain_text(self.name)
        with self.page.expect_navigation():
            self.page.locator("[data-take-seat]").tap()
        assert urlsplit(self.page.url).path.endswith("/seat"), self.page.url
        expect(self.page.locator("#live")).to_have_attribute("data-stream", "open")

    # --- what the seat's page shows ------------------------------------------------------------------
    def reader(self) -> str:
        return one_line(self.page.locator("#live [data-reader-hand]").first.inner_text())

    def wild(self) -> str:
        return one_line(self.page.locator("#live [data-reader-wild]").inner_text())

    def wild_cards(self) -> list[str]:
        return self.page.locator("#live .reader-cards .card.wild").evaluate_all("cs => cs.map(c => c.dataset.card)")

    def slots(self) -> list[str]:
        return self.page.locator("#live .seal-form [data-slot]").evaluate_all("ss => ss.map(s => s.dataset.card)")

    def close(self) -> None:
        self.context.close()
        for page in (*self.closed, self.page):
            page.assert_clean()


class Table:
    """The hand as the phones play it: each tap waits until the phone shows the evening as the
    tap before left it (a tap on an older page would be refused as stale), and is answered."""

    def __init__(self, seq: int = 0):
        self.seq = seq

    def tap(self, page, locator) -> None:
        sync(page, self.seq)
        page.tap_and_wait(locator)
        assert page.problem() == "", page.problem()
        self.seq = max(self.seq, seq_of(page))

    def seal(self, seat: Seat, *cards: str) -> None:
        """The seat taps its face-down cards into the empty slots: the last one seals them."""
        page = seat.page
        sync(page, self.seq)
        form = page.locator("#live .seal-form")
        for card in cards[:-1]:
            form.locator(f'[data-pick="{card}"]').tap()
        self.tap(page, form.locator(f'[data-pick="{cards[-1]}"]'))
        expect(page.locator("#live [data-seal-text]")).to_contain_text(
            "Sealed" if seat.lang == "en" else "Versiegelt")

    def deal(self, dealer: Seat, *cards: str) -> None:
        """The dealer's phone enters each up card as it falls."""
        for card in cards:
            expect(dealer.page.locator("#live [data-you-deal]")).to_be_visible()
            self.tap(dealer.page, dealer.page.locator(f'#live form.picker-form button.pick[data-card="{card}"]'))

    def act(self, seat: Seat, action: str) -> None:
        """The seat's own betting button (its value is the action in the hand's history)."""
        page = seat.page
        sync(page, self.seq)
        expect(page.locator("#live [data-your-turn]")).to_be_visible()
        self.tap(page, page.locator(f'#live form.bet-form button[value="{action}"]'))

    def wait(self, *pages) -> None:
        for page in pages:
            sync(page, self.seq)


@pytest.fixture
def seats(browser, server):
    """Phones of the players: ``seats("Anna", "en")`` -> a Seat; all closed (and checked) at the end."""
    made: list[Seat] = []

    def make(name: str, lang: str = "en") -> Seat:
        made.append(Seat(browser, server, name, lang))
        return made[-1]

    yield make
    for seat in made:
        seat.close()


def watch_link(page, evening: int) -> str:
    page.goto(f"/evenings/{evening}/board")
    return page.locator("[data-watch-link]").get_attribute("href")


#: the page's HTML without the game form of the next deal (its options name cards: Black
#: Mariah's Q♠) and without the card picker (every card not seen yet)
WITHOUT_GAME_FORM = """() => {
  const body = document.body.cloneNode(true);
  body.querySelectorAll('.change-game, .game-form, .picker').forEach(e => e.remove());
  return body.innerHTML;
}"""


def never_shown(content: str, where: str) -> None:
    """None of Dan's mucked cards in `content`, by id or face, English or German."""
    for card, faces in MUCKED.items():
        assert f'"{card}"' not in content, (card, where)
        for face in faces:
            assert face not in content, (face, where)


def posted_only_its_own(seat: Seat, evening: int, number: int, dealer: bool) -> None:
    """Every POST the phone sent is its own seat's: a seal of its own cards (`HOLES`), or an act
    of its own seat (`number`: its p-number in the hand), or, from the dealer, a card dealt."""
    own = HOLES[seat.name]
    assert seat.posts, seat.name
    for path, sent in seat.posts:
        if path.startswith(f"/evenings/{evening}/take/{seat.name}/"):
            continue
        assert path in (f"/evenings/{evening}/seat/seal", f"/evenings/{evening}/seat/act"), (seat.name, path)
        if path.endswith("/seal"):                     # its cards in deal order, as faces in its language
            sealed = [str(parse_card(face)) for face in sent["show"][0].split()]
            assert sealed == list(own[:len(sealed)]), (seat.name, sent)
            continue
        for action in sent.get("action", []):
            assert action.startswith(f"p{number} "), (seat.name, action)
        for intent in sent.get("intent", []):
            assert intent in ("show", "muck") or (dealer and intent == "deal_down"), (seat.name, intent)
        if "card" in sent:
            assert dealer, (seat.name, sent)


def everyone_takes_a_seat(tablet, guest, phone: dict[str, Seat], evening: int) -> None:
    """The tablet's panel shows a QR code and a link per seat; each phone takes its seat with
    its code; a second phone with a code already used is refused."""
    players = tuple(phone)
    tablet.goto(f"/evenings/{evening}")
    codes = tablet.locator("#seat-codes")
    expect(codes).to_have_attribute("open", "")                          # no phone yet: open
    assert codes.locator("[data-seat-link]").count() == 5 and codes.locator("svg.qr").count() == 5
    links = {name: codes.locator(f'[data-seat-link="{name}"]').get_attribute("href") for name in players}
    assert all(re.fullmatch(rf"http://127\.0\.0\.1:\d+/evenings/{evening}/take/{n}/\w+", links[n]) for n in players)
    for name in players:
        phone[name].take(links[name])
    # the tablet hears of it: every seat on a phone, no code left
    expect(codes.locator("[data-seat-phone]")).to_have_count(5)
    assert codes.locator("[data-seat-link]").count() == 0 and codes.locator("button[data-release]").count() == 5
    # a second phone with Anna's code, now used: refused, Anna's phone keeps the seat
    guest_seat = guest.url
    guest.goto(links["Anna"])
    with guest.expect_navigation():
        guest.locator("[data-take-seat]").tap()
    assert guest.locator("#problem").inner_text() == \
        "Der Platz von Anna ist schon auf einem anderen Handy: der Gastgeber kann ihn am Tablet freigeben."
    guest.goto(guest_seat)
    expect(guest.locator("#live")).to_have_attribute("data-stream", "open")


def test_follow_the_queen_on_the_players_phones(api, tablet, seats, german_phone):
    """Five seats on five phones (English and German) and a guest phone (German) on the
    players' link; the host's tablet deals the hand and does nothing else (see the module)."""
    players = ("Anna", "Ben", "Carla", "Dan", "Emil")
    evening = api.evening(players=[(name, 50) for name in players])
    langs = {"Anna": "en", "Ben": "de", "Carla": "en", "Dan": "de", "Emil": "en"}
    phone = {name: seats(name, langs[name]) for name in players}
    anna, ben, carla, dan, emil = (phone[name] for name in players)
    guest = german_phone
    guest.goto(watch_link(guest, evening))
    everyone_takes_a_seat(tablet, guest, phone, evening)
    guest_answers = []                                   # every live part the guest phone is sent
    guest.on("response", lambda r: guest_answers.append(r) if "/live" in r.url else None)

    # --- the hand: the host taps "Deal", the phones do the rest ---------------------------------------
    host_posts: list[str] = []
    tablet.on("request", lambda r: host_posts.append(r.url) if r.method == "POST" else None)
    tablet.tap_button("Deal hand 1")
    table = Table(seq_of(tablet))
    hand = api.ok("GET", f"/api/evenings/{evening}")["live_hand"]["id"]
    table.wait(*(p.page for p in phone.values()))
    expect(emil.page.locator("#live [data-you-deal]")).to_have_text("You deal: enter each card as it falls.")
    assert anna.page.locator("#live [data-you-deal]").count() == 0
    assert one_line(ben.page.locator("#live [data-seal-text]").inner_text()) == \
        "Gib deine 2 verdeckten Karten ein: nur dieses Handy sieht sie."
    # 3rd street: Anna and Ben seal before their up cards are entered, the others after
    table.seal(anna, "As", "Ad")
    table.seal(ben, "Js", "5h")
    table.deal(emil, "Qh", "Jd", "4c", "9s", "2d")
    for name in ("Carla", "Dan", "Emil"):
        table.seal(phone[name], *HOLES[name][:2])
    table.wait(tablet)
    assert {name: tablet.locator(f'.seat[data-player="{name}"] [data-sealed]').get_attribute("data-sealed")
            for name in players} == dict.fromkeys(players, "2")
    assert one_line(tablet.locator('.seat[data-player="Ben"] [data-sealed]').inner_text()) == "2 cards sealed"
    # the seal form greys out the cards on the table
    assert carla.page.locator('#live .seal-form [data-pick="Qh"]').is_disabled()
    # Queens and Jacks wild (Ben's J♦ followed Anna's Q♥): each reader with the wild cards it holds
    assert anna.reader() == "three Aces" and anna.wild() == "Wild in your hand: Q♥"
    assert ben.reader() == "drei Fünfen" and ben.wild() == "Wild in deiner Hand: B♦ B♠"
    assert carla.reader() == "a pair of eights" and carla.wild_cards() == ["Jc"]
    shot(ben.page, "ftq-ben-3rd-de")
    expect(anna.page.locator("#live [data-your-turn]")).to_have_text("Your turn")
    anna.page.assert_usable()
    table.act(anna, "p1 cbr 2")
    table.act(ben, "p2 cc")
    table.act(carla, "p3 cc")
    table.act(dan, "p4 cc")
    table.act(emil, "p5 f")
    # 4th street: the Jacks still wild
    table.deal(emil, "7h", "5c", "Tc", "3d")
    table.wait(ben.page, carla.page)
    assert ben.reader() == "vier Fünfen"
    assert carla.reader() == "a pair of tens" and carla.wild() == "Wild in your hand: J♣"
    for seat, action in ((anna, "p1 cc"), (ben, "p2 cc"), (carla, "p3 cc"), (dan, "p4 cc")):
        table.act(seat, action)
    # 5th street: Ben's Q♦ ends the Jacks; Carla's 6♣, the next card up, makes the sixes wild
    table.deal(emil, "Ts", "Qd")
    table.wait(ben.page, carla.page, guest)
    assert ben.reader() == "Full House, Buben über Fünfen" and ben.wild() == "Wild in deiner Hand: D♦"
    expect(guest.locator("#banner")).to_contain_text("Dame")
    table.deal(emil, "6c")
    table.wait(carla.page, guest)
    assert carla.reader() == "a pair of Jacks" and carla.wild() == "Wild in your hand: 6♣"
    assert carla.wild_cards() == ["6c"]                                  # the J♣ is no longer wild
    assert "6♣" in one_line(carla.page.locator("#live [data-wild-words]").inner_text())
    shot(carla.page, "ftq-carla-5th")
    table.deal(emil, "4d")
    table.act(ben, "p2 cbr 3")
    table.act(carla, "p3 cc")
    table.act(dan, "p4 cc")
    table.act(anna, "p1 f")
    # 6th street
    table.deal(emil, "7c", "Ks", "2s")
    for seat, action in ((carla, "p3 cc"), (dan, "p4 cc"), (ben, "p2 cc")):
        table.act(seat, action)
    # 7th street: the dealer's phone deals everyone's down card in one tap, the three seal theirs
    table.tap(emil.page, emil.page.locator('#live button[name="intent"][value="deal_down"]'))
    for seat in (ben, carla, dan):
        table.seal(seat, HOLES[seat.name][2])
        assert seat.slots() == list(HOLES[seat.name])
    table.wait(tablet)
    assert [tablet.locator(f'.seat[data-player="{n}"] [data-sealed]').get_attribute("data-sealed")
            for n in ("Ben", "Carla", "Dan")] == ["3", "3", "3"]
    table.wait(guest)
    for page in (tablet, guest):                        # counts only: no sealed card on either
        never_shown(page.evaluate(WITHOUT_GAME_FORM), page.url)
    for seat, action in ((carla, "p3 cc"), (dan, "p4 cc"), (ben, "p2 cc")):
        table.act(seat, action)
    # the showdown: Carla shows, Dan mucks, Ben shows
    for seat, button in ((carla, "[data-seat-show]"), (dan, "[data-seat-muck]"), (ben, "[data-seat-show]")):
        sync(seat.page, table.seq)
        expect(seat.page.locator("#live [data-your-turn]")).to_be_visible()
        table.tap(seat.page, seat.page.locator(f"#live {button}"))
    view = api.ok("GET", f"/api/hands/{hand}")
    assert view["status"] == "booked"
    table.wait(tablet, guest)
    expect(tablet.locator("#ruling .explanation")).to_contain_text("Ben wins the pot of 22")
    assert [tablet.locator(f'.seat[data-player="{n}"] .stack').inner_text() for n in players] == \
        ["47", "66", "44", "44", "49"]
    shot(tablet.page, "ftq-tablet-ruling")
    shot(guest.page, "ftq-guest-ruling")

    # the host's tablet sent the deal and nothing else
    assert len(host_posts) <= 10, host_posts
    assert [urlsplit(url).path for url in host_posts] == [f"/evenings/{evening}/deal"], host_posts
    # each phone sent its own cards and its own decisions only
    for number, name in enumerate(players, start=1):
        posted_only_its_own(phone[name], evening, number, dealer=name == "Emil")
    # Dan's mucked cards: on neither the tablet nor the guest phone, in any notation, nor in
    # anything the guest phone was sent
    for page in (tablet, guest):
        never_shown(page.evaluate(WITHOUT_GAME_FORM), page.url)
    answers = [a for a in guest_answers if a.status == 200]
    assert len(answers) > 30
    for answer in answers:
        never_shown(json.dumps(answer.json(), ensure_ascii=False), answer.url)


# --- the other games, a correction, a phone that sleeps, a seat released --------------------------------

def seated(api, server, seats, game: dict | None = None, langs=(("Anna", "en"), ("Ben", "de"), ("Carla", "en")),
           actions: tuple[str, ...] = (), phones: tuple[str, ...] = ("Anna", "Ben", "Carla")):
    """An evening of three with a hand in play (`actions` entered through the API) and the
    phones of `phones` on their seats."""
    evening = api.evening(**({"game": game} if game else {}))
    hand = api.live(evening)["id"]
    for action in actions:
        api.act(hand, action)
    links = seat_links(server, evening)
    lang = dict(langs)
    phone = {}
    for name in phones:
        phone[name] = seats(name, lang[name])
        phone[name].take(links[name])
    return evening, hand, phone


def test_baseball_a_phone_pays_for_its_three(api, server, seats, tablet):
    """Ben's 3♣ face up: his phone (German) says what it costs and pays the pot.  The tablet,
    whose page had not heard of it yet, taps "Fold" for him: the first to arrive counts, the
    tablet is told the hand moved on, nothing changes."""
    baseball = {"variant": "BASEBALL", "ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4}
    evening, hand, phone = seated(api, server, seats, baseball, actions=("d dh p1 ????Kd", "d dh p2 ????3c"),
                                  phones=("Ben",))
    ben = phone["Ben"]
    tablet.goto(f"/evenings/{evening}")
    expect(tablet.locator("#live")).to_have_attribute("data-stream", "open")
    tablet.route("**/evenings/*/live?*", lambda route: route.fulfill(status=204))     # "up to date": it stays as is
    table = Table(seq_of(ben.page))
    table.seal(ben, "Kh", "Ks")
    assert ben.reader() == "drei Könige" and ben.wild() == "Wild in deiner Hand: 3♣"
    expect(ben.page.locator("#live [data-your-turn]")).to_have_text("Du bist dran")
    pay = ben.page.locator('#live [data-decide="pay"]')
    expect(pay).to_have_text("3 zahlen")
    expect(ben.page.locator('#live [data-decide="decline"]')).to_be_visible()
    shot(ben.page, "baseball-ben-pays-de")
    table.tap(ben.page, pay)
    view = api.ok("GET", f"/api/hands/{hand}")
    assert view["log"][-1].startswith("p2 pay"), view["log"]
    assert view["next"]["kind"] == "deal" and view["next"]["seat"] == 2
    assert ben.page.locator("#live [data-your-turn]").count() == 0
    assert {path for path, _ in ben.posts if "/take/" not in path} == \
        {f"/evenings/{evening}/seat/seal", f"/evenings/{evening}/seat/act"}
    # the tablet, a tap late
    tablet.tap_and_wait(tablet.locator('#live [data-decide="decline"]'))
    assert tablet.problem() == "Another device moved the hand on; this is where it stands now. Nothing was entered."
    assert api.ok("GET", f"/api/hands/{hand}")["log"] == view["log"]
    expect(tablet.locator('#live [data-decide="decline"]')).to_have_count(0)


def test_roll_your_own_the_phones_choose_their_up_cards(api, server, seats, tablet):
    """Three cards down to each; each phone seals its three and turns up one of them; the
    lowest card turned up (Ben's 2♦) brings in, on Ben's phone."""
    ryo = {"variant": "RYO", "ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4}
    evening, hand, phone = seated(api, server, seats, ryo, actions=("d dh p1 ??????", "d dh p2 ??????",
                                                                    "d dh p3 ??????"))
    holes = {"Anna": ("As", "Kd", "7h"), "Ben": ("Qc", "9s", "2d"), "Carla": ("5h", "5s", "Jc")}
    up = {"Anna": "7h", "Ben": "2d", "Carla": "Jc"}
    table = Table(seq_of(phone["Anna"].page))
    for name, cards in holes.items():
        table.seal(phone[name], *cards)
    for name in ("Carla", "Anna", "Ben"):                      # all at once: any order
        page = phone[name].page
        sync(page, table.seq)
        expect(page.locator("#live [data-your-turn]")).to_be_visible()
        offered = page.locator("#live [data-turn-up]").evaluate_all("bs => bs.map(b => b.dataset.turnUp)")
        assert sorted(offered) == sorted(holes[name]), (name, offered)
        if name == "Anna":
            shot(page, "ryo-anna-turns-up")
        table.tap(page, page.locator(f'#live [data-turn-up="{up[name]}"]'))
        assert page.locator("#live [data-turn-up]").count() == 0
    view = api.ok("GET", f"/api/hands/{hand}")
    assert view["log"][3:] == ["p3 tu Jc", "p1 tu 7h", "p2 tu 2d"]
    tablet.goto(f"/evenings/{evening}")
    for name, card in up.items():
        expect(tablet.locator(f'.seat[data-player="{name}"] .card[data-card="{card}"]')).to_be_visible()
    # the 2♦ brings in: on Ben's phone
    ben = phone["Ben"]
    sync(ben.page, table.seq)
    bring_in = ben.page.locator('#live form.bet-form button[value="p2 pb"]')
    expect(bring_in).to_be_visible()
    table.tap(ben.page, bring_in)
    assert api.ok("GET", f"/api/hands/{hand}")["log"][-1] == "p2 pb"


CORRECTED = ("d dh p1 ????Ah", "d dh p2 ????8h", "d dh p3 ????9d", "p1 cbr 1", "p2 cc", "p3 f",
             "d dh p1 7c", "d dh p2 5h", "p1 cc", "p2 cc", "d dh p1 9s", "d dh p2 3h", "p1 cc", "p2 cc",
             "d dh p1 Tc", "d dh p2 4c", "p1 cc", "p2 cc", "d dh p1 ??", "d dh p2 ??", "p1 cc", "p2 cc",
             "p1 sm AsAdKc")


def test_a_card_sealed_wrong_is_shown_and_the_host_corrects_it(api, server, seats, tablet):
    """Ben seals K♥ J♠ 2♣ where he holds K♥ J♥ 2♣ and shows from his phone: Anna's three Aces
    win.  The table sees his J♥, and the host corrects the show on the tablet: Ben's flush in
    hearts wins."""
    evening, hand, phone = seated(api, server, seats, actions=CORRECTED[:-3], phones=("Ben",),
                                  langs=(("Ben", "en"),))
    ben = phone["Ben"]
    table = Table(seq_of(ben.page))
    table.seal(ben, "Kh", "Js", "2c")
    assert ben.reader() == "King high"
    for action in CORRECTED[-3:]:
        api.act(hand, action)
    table.seq = api.ok("GET", f"/api/evenings/{evening}")["seq"]
    sync(ben.page, table.seq)
    table.tap(ben.page, ben.page.locator("#live [data-seat-show]"))
    view = api.ok("GET", f"/api/hands/{hand}")
    assert view["status"] == "booked" and view["log"][-1] == "p2 sm KhJs2c"
    tablet.goto(f"/evenings/{evening}")
    expect(tablet.locator("#ruling .explanation")).to_contain_text("Anna wins the pot of 5 with three Aces")
    # the host taps Ben's show among the entries and enters the cards the table sees
    entry = tablet.locator("[data-entry]", has_text="Ben shows")
    assert one_line(entry.inner_text()).endswith("Ben shows K♥ J♠ 2♣")
    tablet.tap_and_wait(entry)
    assert tablet.locator("#fix .fix-title").inner_text() == f"Correct entry {len(CORRECTED) + 1}: Ben shows K♥ J♠ 2♣"
    shot(tablet.page, "corrected-fix-open")
    picks = tablet.locator("#fix .picker")
    for card in ("Kh", "Jh"):
        picks.locator(f'[data-pick="{card}"]').tap()
    tablet.tap_and_wait(picks.locator('[data-pick="2c"]'))               # the last card shows
    assert tablet.problem() == ""
    expect(tablet.locator("#ruling .explanation")).to_contain_text("Ben wins the pot of 5 with a flush")
    view = api.ok("GET", f"/api/hands/{hand}")
    assert view["status"] == "booked" and view["log"][-1] == "p2 sm KhJh2c"
    assert {p["name"]: p["chips"] for p in api.ok("GET", f"/api/evenings/{evening}")["players"]} == \
        {"Anna": 48, "Ben": 53, "Carla": 49}
    # Ben's phone hears of it: the ruling as corrected
    expect(ben.page.locator("#ruling .explanation")).to_contain_text("Ben wins the pot of 5 with a flush")
    shot(ben.page, "corrected-ben")


def test_a_phone_that_sleeps_comes_back_to_its_cards(api, server, seats):
    """Anna's phone seals her cards and sleeps (its page closed); the hand goes on; a new page
    (the cookie kept) shows her cards and the hand as it is now; a reload after another change
    too; then she sees her second card is the A♣ and enters it again."""
    evening, hand, phone = seated(api, server, seats, actions=("d dh p1 ????Qh",), phones=("Anna",),
                                  langs=(("Anna", "de"),))
    anna = phone["Anna"]
    table = Table(seq_of(anna.page))
    table.seal(anna, "As", "Ad")
    assert anna.reader() == "drei Asse"
    page = anna.new_page()                                    # asleep, and back
    api.act(hand, "d dh p2 ????6c")
    page.goto(f"/evenings/{evening}/seat")
    assert anna.slots() == ["As", "Ad"]
    assert one_line(page.locator("#live .seal-form .show-slots").inner_text()) == "1 A♠ 2 A♦"
    assert anna.reader() == "drei Asse"
    expect(page.locator("#banner")).to_contain_text("Damen und Sechsen")
    api.act(hand, "d dh p3 ????9d")
    page.reload()
    assert anna.slots() == ["As", "Ad"]
    expect(page.locator("#live [data-your-turn]")).to_be_visible()
    expect(page.locator('#live form.bet-form button[value="p1 cbr 2"]')).to_be_visible()
    # the A♦ was the A♣: the slot tapped is entered again, the card sealed anew
    table.seq = seq_of(page)
    page.locator('#live .seal-form [data-slot="1"]').tap()
    assert anna.slots() == ["As", ""]
    table.tap(page, page.locator('#live .seal-form [data-pick="Ac"]'))
    assert anna.slots() == ["As", "Ac"]
    assert anna.page.locator("#live .reader-cards .card").evaluate_all("cs => cs.map(c => c.dataset.card)") == \
        ["As", "Ac", "Qh"]
    assert [fields_["show"][0] for path, fields_ in anna.posts if path.endswith("/seal")] == ["A♠ A♦", "A♠ A♣"]


def test_a_seat_released_on_the_tablet_is_taken_by_another_phone(api, server, seats, tablet):
    """Carla lost her phone: the host releases her seat on the tablet, and her new phone takes it
    with the new code (the old code no longer works); her sealed cards are the seat's; the old
    phone has no seat."""
    evening, _, phone = seated(api, server, seats, actions=("d dh p1 ????Qh",), phones=("Carla",))
    old = phone["Carla"]
    table = Table(seq_of(old.page))
    table.seal(old, "Kc", "Kd")
    tablet.goto(f"/evenings/{evening}")
    codes = tablet.locator("#seat-codes")
    carla = codes.locator('[data-seat-code="Carla"]')
    assert carla.locator("[data-seat-phone]").count() == 1
    assert codes.locator("[data-seat-link]").count() == 2                # Anna's and Ben's codes
    old_link = seat_links(server, evening).get("Carla")
    assert old_link is None
    codes.locator("summary").tap()
    tablet.tap_and_wait(carla.locator('button[data-release="Carla"]'))
    assert tablet.problem() == ""
    expect(carla.locator("[data-seat-link]")).to_be_visible()
    new_link = carla.locator("[data-seat-link]").get_attribute("href")
    shot(tablet.page, "released-tablet", full=False)
    new = seats("Carla", "en")
    new.take(new_link)
    assert new.slots() == ["Kc", "Kd"] and new.reader() == "a pair of Kings"
    # the new phone's code again, on a third phone: used
    third = seats("Carla", "en")
    third.page.goto(new_link)
    with third.page.expect_navigation():
        third.page.locator("[data-take-seat]").tap()
    assert third.page.locator("#problem").inner_text() == \
        "Carla's seat is already on another phone: the host can release it on the tablet."
    # the old phone: it heard of the release and shows that it has no seat (its page, loaded again, too)
    expect(old.page.locator("[data-no-seat]")).to_have_text(NO_SEAT)
    old.page.reload()
    expect(old.page.locator("[data-no-seat]")).to_have_text(NO_SEAT)
    assert old.page.locator("#live").count() == 0
    old.page.errors = [e for e in old.page.errors if not re.match(rf"403 \w+ .*/evenings/{evening}/seat", e)]
    assert new.slots() == ["Kc", "Kd"]                                    # nothing changed by the old phone


# --- what the first run found ------------------------------------------------------------------------

NO_SEAT = "This phone holds no seat at this evening (or the host released it). Ask the host for your seat's code."


def test_a_card_turned_up_on_the_phone_is_no_clash(api, server, seats):
    ryo = {"variant": "RYO", "ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4}
    evening, hand, phone = seated(api, server, seats, ryo, actions=("d dh p1 ??????",), phones=("Anna",))
    anna = phone["Anna"]
    table = Table(seq_of(anna.page))
    table.seal(anna, "As", "Kd", "7h")
    for action in ("d dh p2 ??????", "d dh p3 ??????"):
        api.act(hand, action)
    table.seq = api.ok("GET", f"/api/evenings/{evening}")["seq"]
    table.tap(anna.page, anna.page.locator('#live [data-turn-up="As"]'))
    assert api.ok("GET", f"/api/hands/{hand}")["log"][-1] == "p1 tu As"
    assert anna.page.locator("#live [data-clash]").all_inner_texts() == []


def test_a_card_tapped_stays_when_the_table_moves_on(api, server, seats):
    evening, hand, phone = seated(api, server, seats, phones=("Carla",))
    carla = phone["Carla"]
    page = carla.page
    page.locator('#live .seal-form [data-pick="Kc"]').tap()             # the first of her two cards ...
    assert carla.slots() == ["Kc", ""]
    refreshes = page.locator("#live").get_attribute("data-refreshes") or "0"
    api.act(hand, "d dh p1 ????Qh")                                      # ... as the dealer enters Anna's card
    page.wait_for_function("n => Number(document.getElementById('live').dataset.refreshes || 0) > n",
                           arg=int(refreshes))
    sync(page, api.ok("GET", f"/api/evenings/{evening}")["seq"])
    assert carla.slots() == ["Kc", ""]


def test_a_released_phone_stops_showing_the_seat(api, server, seats, tablet):
    evening, _, phone = seated(api, server, seats, phones=("Carla",))
    carla = phone["Carla"]
    table = Table(seq_of(carla.page))
    table.seal(carla, "Kc", "Kd")
    tablet.goto(f"/evenings/{evening}")
    tablet.locator("#seat-codes summary").tap()
    tablet.tap_and_wait(tablet.locator('button[data-release="Carla"]'))
    expect(carla.page.locator("[data-no-seat]")).to_have_text(NO_SEAT)          # heard of it, by itself
    carla.page.errors = [e for e in carla.page.errors if not re.match(rf"403 \w+ .*/evenings/{evening}/seat", e)]
    assert carla.page.locator("#live .seal-form, #live .reader-cards").count() == 0


def test_a_seat_phone_offers_only_its_own_decisions(api, server, seats):
    _, _, phone = seated(api, server, seats, actions=("d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d"),
                         phones=("Anna",))
    page = phone["Anna"].page
    expect(page.locator('#live form.bet-form button[value="p1 cc"]')).to_be_visible()
    assert page.locator("#live [data-shortcut]").count() == 0
