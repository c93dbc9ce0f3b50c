"""Money changing hands in Chromium: the host keeps Anna's IBAN for the season, ends an evening
whose three payments all go to Anna, reads each payment's transfer code off the tablet (the SVG
drawn on the page, read back by a real QR decoder), ticks two payments off as paid and leaves
one open; the next evening of the season shows the open one, it is paid there, and the season
page's open balances follow."""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path

import pytest

from tests.junk import junk
from tests.scan import epc_fields, read_codes

pytestmark = pytest.mark.browser

POKERNOW = sorted((Path(__file__).parents[1] / "data" / "pokernow").glob("*.csv"))[0]
EURO = {"amount": "0.10", "currency": "€"}
FOUR = [{"name": n, "chips": 100} for n in ("Anna", "Ben", "Carla", "Dan")]
POT = {"game": "Texas Hold'em", "result": {"put_in": {"Anna": 10, "Ben": 30, "Carla": 45, "Dan": 25},
                                           "took": {"Anna": 110}}}


def evening(api, season: str) -> int:
    evening_id = api.ok("POST", "/api/evenings", 201, json={"name": "Friday", "players": FOUR, "chip_value": EURO,
                                                             "season": season})["id"]
    api.ok("POST", f"/api/evenings/{evening_id}/hands", 201, json=POT)
    return evening_id


def payment(page, payer: str):
    return page.locator(f'.payments:not(.earlier-debts) .payment[data-from="{payer}"]')


def test_an_open_payment_is_carried_to_the_next_evening_and_paid_there(tablet, api):
    first = evening(api, "Freitagsrunde")
    tablet.goto(f"/evenings/{first}/settlement")
    tablet.locator("[data-pay-details]").first.tap()
    tablet.wait_for_url(re.compile(r"/payment-details$"))
    anna = tablet.locator('[data-pay-player="Anna"]')
    anna.locator('input[name="iban"]').fill("DE89 3704 0044 0532 0130 01")       # one digit wrong
    anna.locator('input[name="holder"]').fill("Anna Beispiel")
    anna.locator("[data-pay-save]").tap()
    assert "does not add up" in tablet.locator('[data-pay-player="Anna"] .problem').inner_text()
    anna = tablet.locator('[data-pay-player="Anna"]')
    anna.locator('input[name="iban"]').fill("DE89 3704 0044 0532 0130 00")
    anna.locator("[data-pay-save]").tap()
    assert tablet.locator(".notice").inner_text() == "Payment details of Anna kept."
    tablet.goto(f"/evenings/{first}/settlement")
    tablet.once("dialog", lambda dialog: dialog.accept())
    with tablet.expect_navigation():
        tablet.locator("[data-end]").tap()
    for payer, amount in (("Ben", "3.00"), ("Carla", "4.50"), ("Dan", "2.50")):
        svg = payment(tablet, payer).locator("svg.qr").evaluate("svg => svg.outerHTML")
        epc = epc_fields(read_codes(svg)[0])
        assert (epc["iban"], epc["name"], Decimal(epc["amount"][3:])) == ("DE89370400440532013000", "Anna Beispiel",
                                                                          Decimal(amount))
        assert re.fullmatch(r"Freitagsrunde \d{1,2}\.\d{1,2}\.", epc["text"])
    assert "Scan with the banking app: 3.00 € to Anna Beispiel" in payment(tablet, "Ben").inner_text()
    tablet.assert_usable()
    tablet.shot("tablet-payment-code", full=True)
    for payer, how in (("Ben", "cash"), ("Carla", "transfer")):
        with tablet.expect_navigation():
            payment(tablet, payer).locator(f'[data-tick="{how}"]').tap()
    assert tablet.locator("[data-ticks]").inner_text() == "1 of 3 payments still open."
    assert "paid in cash" in payment(tablet, "Ben").inner_text()
    assert payment(tablet, "Ben").locator("svg.qr").count() == 0                 # paid: no code to scan
    assert not junk(tablet.locator("main").inner_text())

    tablet.goto(f"/seasons/{api.ok('GET', f'/api/evenings/{first}')['season']['id']}")
    assert tablet.locator('[data-player="Dan"] [data-open-balance]').inner_text() == "open −2.50 €"
    assert tablet.locator('[data-player="Anna"] [data-open-balance]').inner_text() == "open +2.50 €"
    assert tablet.locator("[data-open-debts] .payment").count() == 1
    tablet.shot("tablet-open-debts", full=True)

    second = evening(api, "freitagsrunde")
    tablet.goto(f"/evenings/{second}/settlement")
    carried = tablet.locator('[data-earlier-debts] .payment[data-from="Dan"]')
    assert re.fullmatch(r"Dan pays Anna 2\.50 € from Friday \(\d{1,2}\.\d{1,2}\.\)",
                        carried.locator(".payment-line").inner_text().strip())
    with tablet.expect_navigation():
        carried.locator('[data-tick="cash"]').tap()
    assert tablet.url.endswith(f"/evenings/{second}/settlement")
    assert tablet.locator("[data-earlier-debts]").count() == 0
    tablet.goto(f"/seasons/{api.ok('GET', f'/api/evenings/{first}')['season']['id']}")
    assert tablet.locator("[data-open-balance]").count() == 0
    assert tablet.locator("[data-open-debts]").inner_text().endswith("Every payment of the season is paid.")


def test_the_money_screens_fit_a_german_phone(german_phone, api, server):
    """A host on a phone in German: the payment details (a wrong IBAN refused in German, then
    kept), the PokerNow import and the settlement; then Ben's own seat phone at the next
    evening of the season, between hands, with what he still owes Anna and its code.  Each fits
    the phone: nothing wider than the page or than the card it sits in (the IBAN field was)."""
    phone = german_phone
    first = evening(api, "Freitagsrunde")
    season = api.ok("GET", f"/api/evenings/{first}")["season"]["id"]
    phone.goto(f"/seasons/{season}/payment-details")
    anna = phone.locator('[data-pay-player="Anna"]')
    anna.locator('input[name="iban"]').fill("DE89 3704 0044 0532 0130 01")
    anna.locator('input[name="holder"]').fill("Anna Beispiel")
    with phone.expect_navigation():
        anna.locator("[data-pay-save]").tap()
    assert "geht nicht auf" in phone.locator('[data-pay-player="Anna"] .problem').inner_text()
    phone.assert_usable()
    anna = phone.locator('[data-pay-player="Anna"]')
    anna.locator('input[name="iban"]').fill("DE89 3704 0044 0532 0130 00")
    with phone.expect_navigation():
        anna.locator("[data-pay-save]").tap()
    assert phone.locator(".notice").inner_text() == "Zahlungsdaten von Anna gespeichert."
    phone.assert_usable()
    phone.goto(f"/seasons/{season}/pokernow")
    phone.assert_usable()
    assert "Ledger-Datei (.csv) hier ablegen" in phone.locator("[data-drop]").inner_text()   # not the browser's words
    phone.set_input_files("[data-file]", str(POKERNOW))
    assert phone.locator("[data-file-name]").inner_text() == POKERNOW.name
    with phone.expect_navigation():
        phone.locator("[data-pn-read]").tap()
    assert phone.locator("[data-pn-player]").count() > 1                  # who is who, to be said
    phone.assert_usable()
    assert not junk(phone.locator("main").inner_text())
    api.ok("POST", f"/api/evenings/{first}/end")
    phone.goto(f"/evenings/{first}/settlement")
    assert "Ben zahlt an Anna 3,00 €" in " ".join(payment(phone, "Ben").inner_text().split())
    phone.assert_usable()

    second = evening(api, "Freitagsrunde")
    link = phone.page.evaluate(f"""async () => {{
        const page = await (await fetch('/evenings/{second}')).text();
        return new DOMParser().parseFromString(page, 'text/html').querySelector('[data-seat-link="Ben"]').href;
    }}""")
    phone.goto(link)
    with phone.expect_navigation():
        phone.locator("[data-take-seat]").tap()
    money = phone.locator("main").inner_text()
    assert "Ben zahlt an Anna 3,00 €" in " ".join(money.split()), money
    assert phone.locator("main svg.qr").count() == 1                  # his one payment, to scan
    phone.assert_usable()
    assert not junk(money)
