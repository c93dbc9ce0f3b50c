"""Money changing hands through the pages (Flask's test client over a real SQLite file): the
players' payment details kept for a season by the host, each payment's transfer code on the
settlement read back by a real QR decoder, a PayPal.me link with the cents, a bad IBAN refused
in words, a guest seeing none; a payment ticked off as paid by the host and by the payee on
their seat phone, and taken back."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest

from tests.pages.conftest import Browser, SiteApi
from tests.pages.test_pages_seats import TOKEN, Phone, seat_links
from tests.pages.test_pages_security import CSP
from tests.pages.test_pages_settlement import token_of
from tests.pages.test_pages_words import visible_text
from tests.scan import epc_fields, read_codes
from web.words import WORDS

EURO = {"amount": "0.10", "currency": "€"}
FOUR = (("Anna", 100), ("Ben", 100), ("Carla", 100), ("Dan", 100))
#: Anna takes a pot of 110 chips: Anna +10.00 €, Ben −3.00, Carla −4.50, Dan −2.50
POT = {"game": "Texas Hold'em", "result": {"put_in": {"Anna": 10, "Ben": 30, "Carla": 45, "Dan": 25},
                                           "took": {"Anna": 110}}}
ANNA_IBAN = "DE89 3704 0044 0532 0130 00"
SVG = re.compile(r'<li class="payment[^"]*" data-from="(\w+)" data-to="(\w+)" data-amount="([\d.]+)".*?</li>', re.S)


def evening_of(api, season: str, end: bool = True) -> int:
    evening = api.evening(players=FOUR, chip_value=EURO, season=season)
    api.ok("POST", f"/api/evenings/{evening}/hands", 201, json=POT)
    if end:
        api.ok("POST", f"/api/evenings/{evening}/end")
    return evening


def season_of(api, evening: int) -> int:
    return api.ok("GET", f"/api/evenings/{evening}")["season"]["id"]


def save_details(host: Browser, season: int, player: str, **typed):
    path = f"/seasons/{season}/payment-details"
    token = TOKEN.search(host.get(path).text)[1]
    return host.send(path, {"csrf_token": token, "player": player, "iban": "", "holder": "", "paypal": "", **typed})


def payments_of(page: str) -> dict[tuple[str, str], str]:
    """Each payment on the page, (payer, payee) -> its whole item's HTML."""
    return {(m[1], m[2]): m[0] for m in SVG.finditer(page)}


def test_each_payments_transfer_code_reads_back_as_the_payment(api, browser):
    """Anna's IBAN kept: the three payments to her each carry an EPC code that a real decoder
    reads as a SEPA transfer of that amount to her IBAN and name, with the neutral text."""
    evening = evening_of(api, "Poker-Freitagsrunde")
    season = season_of(api, evening)
    saved = save_details(browser, season, "anna", iban=ANNA_IBAN.lower(), holder="Anna  Beispiel")
    assert saved.status_code == 303
    page = browser.get(f"/evenings/{evening}/settlement").text
    found = payments_of(page)
    assert set(found) == {("Ben", "Anna"), ("Carla", "Anna"), ("Dan", "Anna")}
    day = re.search(r"(\d+)\.(\d+)\.", page)
    for (payer, _), item in found.items():
        amount = re.search(r'data-amount="([\d.]+)"', item)[1]
        codes = read_codes(item)
        assert len(codes) == 1, payer
        epc = epc_fields(codes[0])
        assert (epc["service"], epc["version"], epc["identification"]) == ("BCD", "002", "SCT")
        assert epc["iban"] == "DE89370400440532013000" and epc["name"] == "Anna Beispiel"
        assert epc["amount"].startswith("EUR") and Decimal(epc["amount"][3:]) == Decimal(amount)
        assert re.fullmatch(r"Freitagsrunde \d{1,2}\.\d{1,2}\.", epc["text"]), epc["text"]
        assert "poker" not in codes[0].decode().casefold()
    assert {re.search(r'data-amount="([\d.]+)"', item)[1] for item in found.values()} == {"3.00", "4.50", "2.50"}
    assert day is not None


def test_a_bad_iban_is_refused_in_words_and_nothing_is_kept(api, browser, site):
    evening = evening_of(api, "Refused IBANs")
    season = season_of(api, evening)
    swapped = save_details(browser, season, "Ben", iban="DE89 3704 0044 0532 0103 00", holder="Ben")
    assert swapped.status_code == 422
    assert "The IBAN DE89 3704 0044 0532 0103 00 does not add up (its check digits do not fit)" in swapped.text
    short = save_details(Browser(site, lang="de"), season, "Ben", iban="DE89 3704 0044 0532 0130 0", holder="Ben")
    assert short.status_code == 422 and "eine IBAN aus DE hat 22 Zeichen, diese 21" in short.text
    nameless = save_details(browser, season, "Ben", iban=ANNA_IBAN)
    assert nameless.status_code == 422 and "needs the account holder" in nameless.text
    stranger = save_details(browser, season, "Zoe", paypal="zoe")
    assert stranger.status_code == 404 and "Zoe&#39; has played no evening of this season" in stranger.text
    page = browser.get(f"/evenings/{evening}/settlement").text
    assert "data-pay-code" not in page


def test_a_paypal_link_asks_the_amount_with_its_cents(api, browser):
    evening = evening_of(api, "PayPal club")
    season = season_of(api, evening)
    assert save_details(browser, season, "Anna", paypal="https://paypal.me/AnnaB").status_code == 303
    found = payments_of(browser.get(f"/evenings/{evening}/settlement").text)
    links = {payer: re.search(r'href="(https://paypal\.me/[^"]+)"', item)[1] for (payer, _), item in found.items()}
    assert links == {"Ben": "https://paypal.me/AnnaB/3.00EUR", "Carla": "https://paypal.me/AnnaB/4.50EUR",
                     "Dan": "https://paypal.me/AnnaB/2.50EUR"}


def test_guests_see_no_payment_details_and_the_host_page_needs_the_pin(make_site):
    site = make_site(pin="471147")
    api = SiteApi(site, pin="471147")
    evening = evening_of(api, "Private club")
    season = season_of(api, evening)
    guest = Browser(site)
    assert guest.get(f"/seasons/{season}/payment-details").request.path == "/login"
    host = Browser(site)
    token = TOKEN.search(host.get("/login").text)[1]
    host.send("/login", {"csrf_token": token, "pin": "471147", "next": "/"})
    assert save_details(host, season, "Anna", iban=ANNA_IBAN, holder="Anna").status_code == 303
    assert "data-pay-code" in host.get(f"/evenings/{evening}/settlement").text
    for path in (f"/evenings/{evening}/settlement", f"/watch/{token_of(host, evening)}/settlement",
                 f"/seasons/{season}"):
        text = guest.get(path).text
        assert "data-pay-code" not in text and "DE89" not in text, path


def test_the_host_ticks_a_payment_off_and_takes_it_back(api, browser):
    evening = evening_of(api, "Ticks club")
    page = browser.get(f"/evenings/{evening}/settlement").text
    assert "0 of 3 payments still open" not in page and "3 of 3 payments still open." in page
    token = TOKEN.search(page)[1]
    path = f"/evenings/{evening}/payments/tick"
    ticked = browser.send(path, {"csrf_token": token, "from": "Ben", "to": "Anna", "amount": "3.00", "how": "cash"})
    assert ticked.status_code == 303
    page = browser.get(f"/evenings/{evening}/settlement").text
    assert "2 of 3 payments still open." in page and "paid in cash" in payments_of(page)[("Ben", "Anna")]
    again = browser.send(path, {"csrf_token": token, "from": "Ben", "to": "Anna", "amount": "3.00", "how": "cash"})
    assert again.status_code == 409 and "Ben has paid Anna 3.00 already." in again.text
    wrong = browser.send(path, {"csrf_token": token, "from": "Ben", "to": "Anna", "amount": "3.10", "how": "cash"})
    assert wrong.status_code == 404 and "holds no payment of 3.10 from Ben to Anna" in wrong.text
    back = browser.send(path, {"csrf_token": token, "from": "Ben", "to": "Anna", "amount": "3.00", "how": "open"})
    assert back.status_code == 303
    assert "3 of 3 payments still open." in browser.get(f"/evenings/{evening}/settlement").text
    log = [line["kind"] for line in api.ok("GET", f"/api/evenings/{evening}/export")["log"]]
    assert log[-2:] == ["payment_paid", "payment_open"]


def test_a_payment_is_ticked_off_only_once_the_evening_has_ended(api, browser):
    evening = evening_of(api, "Early ticks", end=False)
    page = browser.get(f"/evenings/{evening}/settlement").text
    assert "data-tick" not in page
    token = TOKEN.search(page)[1]
    early = browser.send(f"/evenings/{evening}/payments/tick",
                         {"csrf_token": token, "from": "Ben", "to": "Anna", "amount": "3.00", "how": "cash"})
    assert early.status_code == 409 and "can be ticked off once it has ended" in early.text


@pytest.fixture
def phones(site):
    """An evening of four, Anna's and Ben's phones seated, ended with Anna's IBAN kept."""
    api = SiteApi(site)
    evening = evening_of(api, "Phones club", end=False)
    host = Browser(site)
    links = seat_links(host, evening)
    anna, ben = Phone(site, evening), Phone(site, evening, lang="de")
    anna.take(links["Anna"])
    ben.take(links["Ben"])
    api.ok("POST", f"/api/evenings/{evening}/end")
    assert save_details(host, season_of(api, evening), "Anna", iban=ANNA_IBAN, holder="Anna B").status_code == 303
    return api, host, evening, anna, ben


def test_the_payer_sees_only_their_own_code_and_the_payee_ticks_it_off(phones):
    _, host, evening, anna, ben = phones
    mine = ben.page()
    assert "Deine Zahlungen" in mine
    found = payments_of(mine)
    assert list(found) == [("Ben", "Anna")]
    epc = epc_fields(read_codes(found[("Ben", "Anna")])[0])
    assert (epc["iban"], epc["name"], Decimal(epc["amount"][3:])) == ("DE89370400440532013000", "Anna B",
                                                                      Decimal("3.00"))
    annas = anna.page()
    assert set(payments_of(annas)) == {("Ben", "Anna"), ("Carla", "Anna"), ("Dan", "Anna")}
    assert "data-pay-code" not in annas                        # Anna gets: no code of her own IBAN to scan
    refused = ben.post("tick", **{"from": "Ben", "to": "Anna", "amount": "3.00", "how": "transfer"})
    assert refused.status_code == 403 and "nur Anna (oder der Gastgeber) hakt sie ab" in refused.json["problem"]
    ticked = anna.post("tick", **{"from": "Carla", "to": "Anna", "amount": "4.50", "how": "transfer"})
    assert ticked.status_code == 200 and "paid by transfer" in ticked.json["html"]
    assert "2 of 3 payments still open." in host.get(f"/evenings/{evening}/settlement").text
    undone = anna.post("tick", **{"from": "Carla", "to": "Anna", "amount": "4.50", "how": "open"})
    assert undone.status_code == 200 and "paid by transfer" not in undone.json["html"]


def test_what_is_open_is_carried_to_the_next_evening_and_paid_there(api, browser):
    """Two of three payments ticked off at the end; the next evening of the season shows the
    third (with its code for the host), it is ticked off there, and the season's page follows:
    the open debt and Dan's and Anna's open balances, then none."""
    first = evening_of(api, "Carried club")
    season = season_of(api, first)
    save_details(browser, season, "Anna", iban=ANNA_IBAN, holder="Anna B")
    path = f"/evenings/{first}/payments/tick"
    token = TOKEN.search(browser.get(f"/evenings/{first}/settlement").text)[1]
    for payer, amount in (("Ben", "3.00"), ("Carla", "4.50")):
        sent = browser.send(path, {"csrf_token": token, "from": payer, "to": "Anna", "amount": amount, "how": "cash"})
        assert sent.status_code == 303
    standings = browser.get(f"/seasons/{season}").text
    debts = re.search(r"<section class=\"panel payments-panel\" data-open-debts>.*?</section>", standings, re.S)[0]
    assert list(payments_of(debts)) == [("Dan", "Anna")] and "data-tick" not in debts
    assert re.search(r'data-player="Dan".*?data-open-balance[^>]*>open −2\.50 €<', standings, re.S)
    assert re.search(r'data-player="Anna".*?data-open-balance[^>]*>open \+2\.50 €<', standings, re.S)
    second = evening_of(api, "carried CLUB", end=False)
    page = browser.get(f"/evenings/{second}/settlement").text
    earlier = re.search(r"data-earlier-debts>.*?</ol>", page, re.S)[0]
    item = payments_of(earlier)[("Dan", "Anna")]
    assert "from Test evening" in item and Decimal(epc_fields(read_codes(item)[0])["amount"][3:]) == Decimal("2.50")
    token = TOKEN.search(page)[1]
    paid = browser.send(path, {"csrf_token": token, "from": "Dan", "to": "Anna", "amount": "2.50", "how": "transfer",
                               "back": f"/evenings/{second}/settlement"})
    assert paid.status_code == 303 and paid.headers["Location"].endswith(f"/evenings/{second}/settlement")
    assert "data-earlier-debts" not in browser.get(f"/evenings/{second}/settlement").text
    standings = browser.get(f"/seasons/{season}").text
    assert "data-open-balance" not in standings and "Every payment of the season is paid." in standings


def test_the_export_carries_the_ticks_and_an_import_brings_them_back(api, browser):
    evening = evening_of(api, "Export club")
    token = TOKEN.search(browser.get(f"/evenings/{evening}/settlement").text)[1]
    browser.send(f"/evenings/{evening}/payments/tick",
                 {"csrf_token": token, "from": "Carla", "to": "Anna", "amount": "4.50", "how": "transfer"})
    exported = api.ok("GET", f"/api/evenings/{evening}/export")
    assert exported["log"][-1]["detail"] == {"from": "Carla", "to": "Anna", "amount": "4.50", "how": "transfer",
                                             "by": None}
    copy = api.ok("POST", "/api/evenings/import", 201, json=exported)["id"]
    paid = {(p["from"], p["amount"]): p.get("paid") for p in api.ok("GET", f"/api/evenings/{copy}/settlement")[
        "payments"]}
    assert paid[("Ben", "3.00")] is None and paid[("Carla", "4.50")]["how"] == "transfer"
    stranger = {**exported, "log": [*exported["log"], {**exported["log"][-1], "detail": {
        **exported["log"][-1]["detail"], "by": "Zoe"}}]}
    refused = api.request("POST", "/api/evenings/import", json=stranger)
    assert refused.status_code == 422 and "Zoe" in refused.json["error"]["message"]


def test_the_pizza_and_the_kitty_are_in_the_payments_and_apart_from_the_poker(api, browser):
    """Pizza 36 € paid by Carla for all four, 2 € each to Anna's kitty: the payments square the
    poker and those together, the fewest; the results and the standings stay the poker's."""
    evening = evening_of(api, "Pizza club", end=False)
    page = browser.get(f"/evenings/{evening}/settlement").text
    token = TOKEN.search(page)[1]
    added = browser.send(f"/evenings/{evening}/expenses", {"csrf_token": token, "what": "Pizza", "amount": "36,00",
                                                            "paid_by": "carla"})
    assert added.status_code == 303
    assert browser.send(f"/evenings/{evening}/kitty", {"csrf_token": token, "amount": "2",
                                                        "host": "Anna"}).status_code == 303
    bad = browser.send(f"/evenings/{evening}/expenses", {"csrf_token": token, "what": "Wine", "amount": "12.005",
                                                          "paid_by": "Ben"})
    assert bad.status_code == 422 and "in whole steps of 0.01 €" in bad.text
    wrong = browser.send(f"/evenings/{evening}/expenses", {"csrf_token": token, "what": "Wine", "amount": "12",
                                                            "paid_by": "Ben", "shared_by": ["Ben", "Zoe"]})
    assert wrong.status_code == 422
    api.ok("POST", f"/api/evenings/{evening}/end")
    settled = api.ok("GET", f"/api/evenings/{evening}/settlement")
    net = {p["name"]: Decimal(p["net_money"]) for p in settled["players"]}
    assert net == {"Anna": Decimal("10.00"), "Ben": Decimal("-3.00"), "Carla": Decimal("-4.50"),
                   "Dan": Decimal("-2.50")}
    owed = {"Anna": Decimal("7.00"), "Ben": Decimal("-14.00"), "Carla": Decimal("20.50"), "Dan": Decimal("-13.50")}
    for p in settled["payments"]:
        owed[p["from"]] += Decimal(p["amount"])
        owed[p["to"]] -= Decimal(p["amount"])
    assert set(owed.values()) == {0} and len(settled["payments"]) == 3
    text = browser.get(f"/evenings/{evening}/settlement").text
    assert "Pizza: 36.00 €, paid by Carla, shared by everyone" in text
    assert "Each player pays Anna 2.00 € for the kitty." in text
    assert re.search(r'data-player="Carla".*?data-spent>25\.00 €<', text, re.S)
    season = season_of(api, evening)
    standings = api.ok("GET", f"/api/seasons/{season}/standings")["players"]
    assert {p["name"]: p["net_money"] for p in standings} == {"Anna": "10.00", "Ben": "-3.00", "Carla": "-4.50",
                                                                "Dan": "-2.50"}
    gone = browser.send(f"/evenings/{evening}/expenses/1/remove", {"csrf_token": token})
    assert gone.status_code == 303 and "Pizza:" not in browser.get(f"/evenings/{evening}/settlement").text
    exported = api.ok("GET", f"/api/evenings/{evening}/export")
    copy = api.ok("POST", "/api/evenings/import", 201, json=exported)["id"]
    assert api.ok("GET", f"/api/evenings/{copy}/settlement")["payments"] == \
        api.ok("GET", f"/api/evenings/{evening}/settlement")["payments"]


def test_expenses_need_a_chip_value(api, browser):
    evening = api.evening(players=FOUR)
    token = TOKEN.search(browser.get(f"/evenings/{evening}/settlement").text)[1]
    refused = browser.send(f"/evenings/{evening}/expenses", {"csrf_token": token, "what": "Pizza", "amount": "36",
                                                              "paid_by": "Carla"})
    assert refused.status_code == 409 and "expenses are money" in refused.text


def test_the_hosts_export_carries_the_payment_details_and_an_import_keeps_them(api, browser, make_site):
    evening = evening_of(api, "Details club")
    save_details(browser, season_of(api, evening), "Anna", iban=ANNA_IBAN, holder="Anna B", paypal="AnnaB")
    exported = api.ok("GET", f"/api/evenings/{evening}/export")
    assert exported["payment_details"] == [{"player": "Anna", "iban": "DE89370400440532013000", "holder": "Anna B",
                                            "paypal": "AnnaB"}]
    elsewhere = make_site()
    other = SiteApi(elsewhere)
    bad = {**exported, "payment_details": [{**exported["payment_details"][0], "iban": "DE89370400440532013001"}]}
    refused = other.request("POST", "/api/evenings/import", json=bad)
    assert refused.status_code == 422 and "does not add up" in refused.json["error"]["message"]
    assert other.ok("GET", "/api/evenings")["evenings"] == []
    copy = other.ok("POST", "/api/evenings/import", 201, json=exported)["id"]
    page = Browser(elsewhere).get(f"/evenings/{copy}/settlement").text
    epc = epc_fields(read_codes(payments_of(page)[("Ben", "Anna")])[0])
    assert epc["iban"] == "DE89370400440532013000" and epc["name"] == "Anna B"


def test_open_payments_of_earlier_evenings_are_settled_together_in_the_fewest(api, browser):
    """Dan still owes Anna 2.50 € from the first evening; the second (Dan wins what Anna loses)
    has Anna pay Dan: together, the two cancel out in part, fewer payments than one by one;
    all ticked off at once, every evening's payments are paid and their results unchanged."""
    first = evening_of(api, "Together club")
    token = TOKEN.search(browser.get(f"/evenings/{first}/settlement").text)[1]
    for payer, amount in (("Ben", "3.00"), ("Carla", "4.50")):
        browser.send(f"/evenings/{first}/payments/tick",
                     {"csrf_token": token, "from": payer, "to": "Anna", "amount": amount, "how": "cash"})
    second = api.evening(players=FOUR, chip_value=EURO, season="Together club")
    api.ok("POST", f"/api/evenings/{second}/hands", 201, json={"game": "Texas Hold'em", "result": {
        "put_in": {"Anna": 40, "Dan": 10}, "took": {"Dan": 50}}})
    api.ok("POST", f"/api/evenings/{second}/end")
    page = browser.get(f"/evenings/{second}/settlement").text
    together = re.search(r"data-together>.*?</ol>", page, re.S)[0]
    assert list(payments_of(together)) == [("Anna", "Dan")]
    assert re.search(r'data-amount="1\.50"', together)
    assert "in 1 payment instead of 2" in page
    sent = browser.send(f"/evenings/{second}/payments/together", {"csrf_token": token, "how": "transfer"})
    assert sent.status_code == 303
    for evening in (first, second):
        assert all(p.get("paid") for p in api.ok("GET", f"/api/evenings/{evening}/settlement")["payments"])
    assert {p["name"]: p["net_money"] for p in api.ok("GET", f"/api/evenings/{second}/settlement")["players"]} == \
        {"Anna": "-4.00", "Ben": "0.00", "Carla": "0.00", "Dan": "4.00"}


def test_the_german_money_pages_have_no_english_left(api, site):
    """The settlement with codes, ticks, expenses, the kitty and what is carried; the payment
    details page; the PokerNow page; the standings with open balances: in German only."""
    german = Browser(site, lang="de")
    first = evening_of(api, "Deutscher Club")
    season = season_of(api, first)
    save_details(german, season, "Anna", iban=ANNA_IBAN, holder="Anna B")
    save_details(german, season, "Ben", paypal="BenB")
    second = evening_of(api, "Deutscher Club", end=False)
    token = TOKEN.search(german.get(f"/evenings/{second}/settlement").text)[1]
    german.send(f"/evenings/{second}/expenses", {"csrf_token": token, "what": "Pizza", "amount": "12",
                                                 "paid_by": "Ben", "shared_by": ["Ben", "Carla"]})
    german.send(f"/evenings/{second}/kitty", {"csrf_token": token, "amount": "1", "host": "Ben"})
    api.ok("POST", f"/api/evenings/{second}/end")
    german.send(f"/evenings/{second}/payments/tick",
                {"csrf_token": token, "from": "Carla", "to": "Ben", "amount": "2.50", "how": "cash"})
    english_only = [en for en, de in WORDS.values() if en != de and "{" not in en and len(en) > 4]
    for path in (f"/evenings/{first}/settlement", f"/evenings/{second}/settlement", f"/seasons/{season}",
                 f"/seasons/{season}/payment-details", f"/seasons/{season}/pokernow"):
        text = visible_text(german.get(path).text)
        left = [en for en in english_only if re.search(rf"(?<!\w){re.escape(en)}(?!\w)", text)]
        assert not left, (path, left)
    text = visible_text(german.get(f"/evenings/{second}/settlement").text)
    assert "Pizza: 12,00 €, bezahlt von Ben, geteilt von Ben, Carla" in text and "Mit der Banking-App scannen" in text
    assert "Carla zahlt an Ben 2,50 € ✓ bar bezahlt" in text
    assert "Oder alles zusammen begleichen" in text and re.search(r"in \d Zahlungen statt \d", text)
    assert "Noch offen von früheren Abenden" in text and "vom Abend Test evening" in text


def test_the_money_pages_have_the_headers_and_nothing_inline(api, browser):
    evening = evening_of(api, "Headers club")
    season = season_of(api, evening)
    save_details(browser, season, "Anna", iban=ANNA_IBAN, holder="Anna B")
    for path in (f"/seasons/{season}/payment-details", f"/seasons/{season}/pokernow",
                 f"/evenings/{evening}/settlement"):
        response = browser.get(path)
        assert response.status_code == 200 and response.headers["Content-Security-Policy"] == CSP, path
        text = response.text
        assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", text), path
        assert not re.search(r"\sstyle=", text) and "<style" not in text, path
        assert not re.search(r"\son[a-z]+=", text), path


def test_a_debt_from_an_earlier_evening_is_paid_on_the_next_evenings_seat_phones(site):
    """Dan still owes Anna 2.50 € from the first evening: between the hands of the next, Dan's
    phone shows it with Anna's code, and Anna's phone ticks it off."""
    api, host = SiteApi(site), Browser(site)
    first = evening_of(api, "Phones again club")
    save_details(host, season_of(api, first), "Anna", iban=ANNA_IBAN, holder="Anna B")
    second = api.evening(players=FOUR, chip_value=EURO, season="Phones again club")
    links = seat_links(host, second)
    anna, dan = Phone(site, second), Phone(site, second)
    anna.take(links["Anna"])
    dan.take(links["Dan"])
    mine = payments_of(dan.page())
    assert ("Dan", "Anna") in mine and "from Test evening" in mine[("Dan", "Anna")]
    assert Decimal(epc_fields(read_codes(mine[("Dan", "Anna")])[0])["amount"][3:]) == Decimal("2.50")
    assert "data-tick" not in mine[("Dan", "Anna")]                         # the payer does not tick it off
    other = anna.post("tick", **{"from": "Dan", "to": "Anna", "amount": "2.50", "how": "cash", "evening": "99999"})
    assert other.status_code == 404
    ticked = anna.post("tick", **{"from": "Dan", "to": "Anna", "amount": "2.50", "how": "cash",
                                  "evening": str(first)})
    assert ticked.status_code == 200 and ("Dan", "Anna") not in payments_of(ticked.json["html"])
    paid = {(p["from"], p["to"]): p.get("paid") for p in api.ok("GET", f"/api/evenings/{first}/settlement")["payments"]}
    assert paid[("Dan", "Anna")] == {"how": "cash", "by": "Anna", "at": paid[("Dan", "Anna")]["at"]}
