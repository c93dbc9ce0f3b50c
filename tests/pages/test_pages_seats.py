"""The players' own phones through the pages (Flask's test client over a real SQLite file): a
phone takes its seat with the seat's code, seals its face-down cards, reads its hand, makes its
own decisions; and every wrong tap is refused in words with nothing changed: a seat acting out
of turn or for another seat, a card not in the deck, a second phone for a taken seat, a stale
tap, a card on the table, a show before the cards are sealed, a deal from a phone that does not
deal."""

from __future__ import annotations

import re

import pytest

from tests.pages.conftest import Browser, SiteApi

FETCH = {"X-Requested-With": "fetch"}
FTQ = {"variant": "FTQ", "ante": 1, "bet_limits": [1, 5], "max_raises": 3}
TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')


class Phone:
    """A player's phone: a browser of the site that took a seat."""

    def __init__(self, site, evening: int, lang: str | None = None):
        self.browser = Browser(site, lang)
        self.evening = evening

    def take(self, link: str):
        path = link.split("localhost", 1)[1]
        token = TOKEN.search(self.browser.get(path).text)[1]
        return self.browser.send(path, {"csrf_token": token})

    def page(self) -> str:
        return self.browser.get(f"/evenings/{self.evening}/seat").text

    def post(self, what: str, **data):
        token = TOKEN.search(self.browser.get(f"/evenings/{self.evening}/seat").text)[1]
        return self.browser.send(f"/evenings/{self.evening}/seat/{what}", {"csrf_token": token, **data},
                                 headers=FETCH)

    def seal(self, cards: str):
        return self.post("seal", show=cards)

    def act(self, seq: int, **data):
        return self.post("act", seq=str(seq), **data)


def seat_links(host: Browser, evening: int) -> dict[str, str]:
    page = host.get(f"/evenings/{evening}").text
    return {name: link for link, name in re.findall(r'href="(http://[^"]+/take/([^/"]+)/[^"]+)"', page)}


def seated(site, evening: int, *names: str) -> dict[str, Phone]:
    """The named players' phones, each seated with the code the host's tablet shows."""
    links = seat_links(Browser(site), evening)
    phones = {name: Phone(site, evening) for name in names}
    for name, phone in phones.items():
        assert phone.take(links[name]).status_code == 303
    return phones


@pytest.fixture
def table(site):
    """An evening of Anna, Ben and Carla (Carla deals first) with each on a phone, Anna's in
    German, and the first hand dealt: (api, host, phones, evening, hand)."""
    api = SiteApi(site)
    evening = api.evening(game=FTQ)
    host = Browser(site)
    links = seat_links(host, evening)
    phones = {}
    for name, lang in (("Anna", "de"), ("Ben", None), ("Carla", None)):
        phones[name] = Phone(site, evening, lang)
        assert phones[name].take(links[name]).status_code == 303
    hand = api.live(evening)["id"]
    return api, host, phones, evening, hand


def seats_of(page: str) -> str:
    """The seats of a table page (the picker below holds every card)."""
    return re.search(r'<ol class="players">.*?</ol>', page, re.S)[0]


def seq(api, hand: int) -> int:
    return api.ok("GET", f"/api/hands/{hand}")["seq"]


def test_a_phone_takes_its_seat_once_and_the_host_releases_it(site):
    api = SiteApi(site)
    evening = api.evening(game=FTQ)
    host = Browser(site)
    links = seat_links(host, evening)
    assert sorted(links) == ["Anna", "Ben", "Carla"]
    anna = Phone(site, evening)
    assert "This is me: take the seat" in anna.browser.get(links["Anna"].split("localhost", 1)[1]).text
    assert anna.take(links["Anna"]).headers["Location"] == f"/evenings/{evening}/seat"
    assert "Anna&#39;s seat" in anna.page()
    assert anna.take(links["Anna"]).status_code == 303                     # the same phone again: welcome
    second = Phone(site, evening)
    refused = second.take(links["Anna"])
    assert refused.status_code == 409 and "already on another phone" in refused.text
    stranger = Phone(site, evening)
    assert stranger.browser.get(f"/evenings/{evening}/seat").status_code == 403
    forged = links["Ben"][:-4] + "0000"
    assert Phone(site, evening).take(forged).status_code == 409            # a code nobody was given
    page = host.get(f"/evenings/{evening}").text
    assert 'data-seat-phone' in page and "Anna" not in seat_links(host, evening)
    token = TOKEN.search(page)[1]
    released = host.send(f"/evenings/{evening}/seats/release", {"csrf_token": token, "name": "Anna"}, headers=FETCH)
    assert released.status_code == 200 and "no longer the seat" in released.json["html"]
    assert anna.browser.get(f"/evenings/{evening}/seat").status_code == 403          # released
    assert second.take(links["Anna"]).status_code == 409                   # the old code: taken since
    assert second.take(seat_links(host, evening)["Anna"]).status_code == 303        # the new one
    assert "Anna&#39;s seat" in second.page()


def test_sealed_cards_reach_the_seat_alone_and_the_tablet_counts_them(table):
    api, host, phones, evening, hand = table
    assert "Gib deine 2 verdeckten Karten ein" in phones["Anna"].page()
    answer = phones["Anna"].seal("Qs 6d")
    assert answer.status_code == 200 and answer.json["problem"] is None
    tablet = host.get(f"/evenings/{evening}").text
    assert 'data-card="Qs"' not in seats_of(tablet) and 'data-sealed="2"' in tablet   # the host's tablet: a count
    assert "Qs" not in api.request("GET", f"/api/hands/{hand}").text
    ben = phones["Ben"].page()
    assert 'data-card="Qs"' not in ben and re.search(r'data-pick="Qs"[^>]*aria-pressed="false">', ben)   # not greyed
    for action in ("d dh p1 ????6c", "d dh p2 ????Qh", "d dh p3 ????9d"):
        api.act(hand, action)
    page = phones["Anna"].page()
    assert "drei Sechsen" in page and 'data-card="Qs"' in page                 # her hand, in German
    assert "Wild in deiner Hand: D♠" in page
    assert re.search(r"data-reader-why>Damen und Neunen sind wild: Carlas 9♦ folgte Bens D♥", page)   # and why


def test_the_cards_the_tablet_typed_for_a_seat_are_read_into_its_hand(table):
    """The host typed Ben's face-down cards at the tablet (no seal on his phone): his phone reads
    them into his hand as it reads sealed ones (they are his own), and asks for nothing more."""
    api, _, phones, _, hand = table
    for action in ("d dh p1 ????6c", "d dh p2 QsQd5h", "d dh p3 ????9d"):
        api.act(hand, action)
    page = phones["Ben"].page()
    assert "<b>three fives</b>" in page and "Wild in your hand: Q♦ Q♠" in page   # Q♠ Q♦ wild with the 5♥
    assert "Enter your face-down cards" not in page
    assert 'data-card="Qs"' not in phones["Anna"].page()                          # nobody else's


def test_a_seat_acts_for_itself_in_turn_and_a_stale_tap_changes_nothing(table):
    api, _host, phones, _evening, hand = table
    for action in ("d dh p1 ????6c", "d dh p2 ????Qh", "d dh p3 ????9d"):
        api.act(hand, action)
    now = seq(api, hand)
    out_of_turn = phones["Carla"].act(now, action="p3 cc")
    assert out_of_turn.status_code == 422 and "It is Ben’s turn, not Carla’s" in out_of_turn.json["problem"]
    other = phones["Carla"].act(now, action="p2 cc")
    assert other.status_code == 403 and "for its own seat only" in other.json["problem"]
    deals = phones["Anna"].act(now, card="Kh")
    assert deals.status_code == 403 and "Nur das Handy des Gebers" in deals.json["problem"]
    assert phones["Ben"].act(now, action="p2 cbr 3").status_code == 200
    stale = phones["Ben"].act(now, action="p2 cbr 3")                     # the same tap again
    assert stale.status_code == 409 and "moved the hand on" in stale.json["problem"]
    assert seq(api, hand) == now + 1
    assert api.ok("GET", f"/api/hands/{hand}")["log"][-1] == "p2 cbr 3"


def test_a_wrong_card_is_refused_in_words_and_nothing_is_sealed(table):
    api, host, phones, evening, hand = table
    api.act(hand, "d dh p1 ????6c")
    anna = phones["Anna"]
    assert anna.seal("Xx 2d").status_code == 422
    assert "Die 6♣, die du eingegeben hast, liegt schon offen" in anna.seal("Kd 6c").json["problem"]
    on_table = phones["Ben"].seal("6c 2d")
    assert on_table.status_code == 409 and "The 6♣ you entered is already on the table" in on_table.json["problem"]
    too_many = phones["Ben"].seal("2d 3d 4d")
    assert too_many.status_code == 422 and "2 face-down cards" in too_many.json["problem"]
    twice = phones["Ben"].seal("2d 2d")
    assert twice.status_code == 422
    assert 'data-sealed' not in host.get(f"/evenings/{evening}").text                # nothing sealed
    assert phones["Ben"].seal("2d 3d").status_code == 200
    typed = api.request("POST", f"/api/hands/{hand}/actions", json={"action": "d dh p2 AhAs9h"})
    assert typed.status_code == 409 and "Ben sealed face-down card 1" in typed.json["error"]["message"]
    assert phones["Carla"].seal("2d 5s").status_code == 200                        # the 2♦ on two phones:
    assert "was entered on another phone too" in phones["Carla"].page()           # each is told, privately
    assert "was entered on another phone too" in phones["Ben"].page()
    assert "another phone" not in phones["Anna"].page()


def test_the_showdown_in_one_tap_a_phone(table):
    api, _host, phones, _evening, hand = table
    cards = {"Anna": ("Qs Qd", "Kh"), "Ben": ("2c 7d", "3h"), "Carla": ("Jc Js", "4s")}
    for name, (down, _) in cards.items():
        assert phones[name].seal(down).status_code == 200
    ups = iter(["6c", "9h", "9d", "Ac", "8h", "5d", "Tc", "Th", "Ts", "2s", "3s", "4c"])
    while (view := api.ok("GET", f"/api/hands/{hand}"))["status"] == "live":
        nxt = view["next"]
        name = view["players"][nxt["seat"]]["name"] if nxt.get("seat") is not None else None
        if nxt["kind"] == "deal" and "u" in nxt["faces"]:
            answer = phones["Carla"].act(view["seq"], card=next(ups))           # the dealer's phone deals
        elif nxt["kind"] == "deal":
            answer = phones["Carla"].act(view["seq"], intent="deal_down")
            for who, (_, last) in cards.items():
                assert phones[who].seal(f"?? ?? {last}").status_code == 200
        elif nxt["kind"] == "act":
            answer = phones[name].act(view["seq"], action=f"p{nxt['seat'] + 1} cc")
        else:
            answer = phones[name].act(view["seq"], intent="muck" if name == "Ben" else "show")
        assert answer.status_code == 200, answer.json["problem"]
    ruling = api.ok("GET", f"/api/hands/{hand}")
    assert ruling["ruling"]["outcome"] == "showdown"
    guest = api.request("GET", f"/api/hands/{hand}").text
    assert "2c" not in guest and "7d" not in guest and "3h" not in guest          # Ben mucked: never revealed
    assert "Qs" in guest and "Jc" in guest                                          # shown


@pytest.mark.parametrize(("what", "data", "status", "words"), [
    ("seal", {"show": "x" * 5000}, 422, "Cannot read 'xxxxxxxxxxxxxxxxxxxx' as a card"),
    ("seal", {"show": "Qs " * 30}, 422, "30 cards sent, but 2 face-down cards are dealt to you now."),
    ("seal", {"show": ""}, 422, "0 cards sent"),
    ("act", {"action": "p2 xx"}, 422, "Cannot read the action 'p2 xx'."),
    ("act", {"intent": "all_check"}, 403, "A phone acts for its own seat only (Ben)."),
    ("act", {"intent": "show"}, 409, "It is not Ben's turn: nothing was entered."),
    ("act", {"intent": "turn_up", "cards": "zz"}, 409, "It is not Ben's turn"),
    ("act", {"card": "Zz"}, 422, "Cannot read 'Zz' as a card"),
    ("act", {"intent": "deal_down"}, 403, "Only the dealer's phone enters the cards dealt (Ben does not deal)."),
])
def test_bad_input_from_a_phone_is_refused_in_words_and_changes_nothing(table, what, data, status, words):
    api, host, phones, evening, hand = table
    before = (api.ok("GET", f"/api/hands/{hand}")["log"], host.get(f"/evenings/{evening}").text.count("data-sealed"))
    answer = phones["Ben"].post(what, **data)
    assert answer.status_code == status and words in answer.json["problem"], answer.json
    after = (api.ok("GET", f"/api/hands/{hand}")["log"], host.get(f"/evenings/{evening}").text.count("data-sealed"))
    assert after == before


def test_a_phone_without_the_pages_token_or_a_seat_is_refused(table, site):
    api, _host, phones, evening, hand = table
    refused = phones["Ben"].browser.send(f"/evenings/{evening}/seat/seal", {"show": "2c 3c"}, headers=FETCH)
    assert refused.status_code == 400 and "too old to send" in refused.json["problem"]
    stranger = Phone(site, evening)
    token = TOKEN.search(stranger.browser.get("/").text)[1]
    none = stranger.browser.send(f"/evenings/{evening}/seat/seal", {"csrf_token": token, "show": "2c 3c"},
                                 headers=FETCH)
    assert none.status_code == 403 and "has no seat" in none.json["problem"]
    assert stranger.browser.get(f"/evenings/{evening}/take/Nobody/abc").status_code == 404
    assert stranger.browser.get(f"/evenings/{evening}/seat/live").status_code == 403
    assert api.ok("GET", f"/api/hands/{hand}")["log"] == []


def test_a_phone_keeps_its_card_of_choice_face_down_or_turns_it_up(site):
    """A house game's street of a card up or down by choice (``d?``): the seat's phone
    offers its new card to turn up and "Keep it face down" (the intent keep_down, as the tablet's
    and the API's); each phone enters its own choice, and the API's intent enters the next one."""
    api = SiteApi(site)
    house = {"name": "Last Choice", "deal": "ddu, u, u, u, d?"}
    evening = api.evening(game={"variant": "HOUSE", "house_game": house, "ante": 1, "bring_in": 1, "small_bet": 2,
                                "big_bet": 4})
    phones = seated(site, evening, "Anna", "Ben")
    hand = api.live(evening)["id"]
    for action in ("d dh p1 ????9h", "d dh p2 ????4d", "d dh p3 ????7s", "p2 pb"):
        api.act(hand, action)
    api.ok("POST", f"/api/hands/{hand}/actions", json={"intent": "all_call"})
    for cards in (("Ah", "5c", "8d"), ("Kh", "6c", "Jd"), ("Kd", "7c", "Td"), ("??", "??", "Qh")):
        for seat, card in enumerate(cards, 1):
            api.act(hand, f"d dh p{seat} {card}")
        if cards[0] != "??":
            api.ok("POST", f"/api/hands/{hand}/actions", json={"intent": "all_check"})
    assert phones["Anna"].seal("As Ks Qc").status_code == 200 and phones["Ben"].seal("2c 3c Qd").status_code == 200
    page = phones["Anna"].page()
    assert "data-seat-keep-down" in page and "Keep it face down" in page
    assert 'data-turn-up="Qc"' in page and 'data-turn-up="As"' not in page      # the new card only
    assert phones["Anna"].act(seq(api, hand), intent="keep_down").status_code == 200
    again = phones["Anna"].act(seq(api, hand), intent="keep_down")                  # she has chosen
    assert again.status_code == 409 and "not Anna's turn" in again.json["problem"].replace("’", "'")
    assert "data-seat-keep-down" not in phones["Anna"].page()
    assert phones["Ben"].act(seq(api, hand), intent="turn_up", cards="Qd").status_code == 200
    api.ok("POST", f"/api/hands/{hand}/actions", json={"intent": "keep_down"})    # Carla's, at the tablet
    assert api.ok("GET", f"/api/hands/{hand}")["log"][-3:] == ["p1 pass", "p2 tu Qd", "p3 pass"]
