"""The evening around the hands (the app over a real SQLite file): the players
panel on the table between hands (join, rebuy, leave answered with the table's HTML, as the
table's script asks), a leaver settled with the cash box at once (the notice, the settlement),
the result in money beside the chips on the board and the phones, and the players' link as a
QR code drawn by the service, labelled read only; in English and German."""

from __future__ import annotations

import re

import pytest
import segno

from tests.pages.conftest import Browser
from tests.pages.test_pages_words import visible_text

FOLD_HAND = ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"]
EURO = {"amount": "0.10", "currency": "€"}
FETCH = {"X-Requested-With": "fetch", "Accept": "application/json"}


def after_one_hand(api, **extra) -> int:
    evening = api.evening(**extra)
    hand = api.live(evening)["id"]
    for action in FOLD_HAND:                                  # Anna +2, Ben −1, Carla −1
        api.act(hand, action)
    return evening


def tap(browser: Browser, path: str, data: dict):
    """A form of the table's players panel, sent as the table's script sends it."""
    answer = browser.post(path, data, headers={**FETCH, "X-CSRF-Token": browser.token()})
    return answer.status_code, answer.get_json()


def test_the_table_between_hands_joins_rebuys_and_lets_leave_in_one_tap(api, browser):
    evening = after_one_hand(api, chip_value=EURO)
    page = browser.get(f"/evenings/{evening}").text
    assert "data-table-players" in page and f'action="/evenings/{evening}/table/players/leave" data-live' in page
    status, answer = tap(browser, f"/evenings/{evening}/table/players", {"name": "Dora", "preset": "50"})
    assert status == 200 and "Dora sits down with 50 chips." in visible_text(answer["html"])
    status, answer = tap(browser, f"/evenings/{evening}/table/players/rebuy", {"name": "Ben", "chips": "20"})
    assert status == 200 and "Ben rebuys 20 chips." in visible_text(answer["html"])
    status, answer = tap(browser, f"/evenings/{evening}/table/players/leave", {"name": "Carla"})
    text = visible_text(answer["html"])
    assert status == 200 and "Carla leaves and takes 49 chips home." in text
    assert "Carla pays 0.10 € into the cash box now: settled." in text
    players = {p["name"]: p for p in api.ok("GET", f"/api/evenings/{evening}")["players"]}
    assert (players["Dora"]["chips"], players["Ben"]["chips"], players["Carla"]["left"]) == (50, 69, True)
    # a refusal comes back in words with the table, and changes nothing
    status, answer = tap(browser, f"/evenings/{evening}/table/players/leave", {"name": "Carla"})
    assert status == 422 and answer["problem"] and "Carla" in answer["problem"]
    # while a hand is in play the panel is not on the table
    api.live(evening)
    assert "data-table-players" not in browser.get(f"/evenings/{evening}").text


def test_the_settlement_takes_a_leavers_payment_as_done(api, browser):
    evening = after_one_hand(api, chip_value=EURO)
    tap(browser, f"/evenings/{evening}/table/players/leave", {"name": "Carla"})
    api.ok("POST", f"/api/evenings/{evening}/end")
    settled = api.ok("GET", f"/api/evenings/{evening}/settlement")
    assert settled["payments"] == [{"from": None, "to": "Anna", "amount": "0.10"},
                                   {"from": "Ben", "to": "Anna", "amount": "0.10"}]
    text = visible_text(browser.get(f"/evenings/{evening}/settlement").text)
    # who paid whom ("Dieter: −6.00 € with the cash box on leaving" did not say)
    assert "Settled on leaving Carla paid 0.10 € into the cash box on leaving" in text
    german = visible_text(Browser(browser.site, "de").get(f"/evenings/{evening}/settlement").text)
    assert "Beim Gehen abgerechnet Carla hat beim Gehen 0,10 € in die Kasse gezahlt" in german
    assert "die Kasse zahlt an Anna 0,10 € Bar bezahlt Überwiesen Ben zahlt an Anna 0,10 €" in german   # ticks


@pytest.mark.parametrize("lang, anna, ben", [("en", "+0.20 €", "−0.10 €"), ("de", "+0,20 €", "−0,10 €")])
def test_the_board_and_the_phones_show_money_beside_the_chips(api, site, lang, anna, ben):
    evening = after_one_hand(api, chip_value=EURO)
    browser = Browser(site, lang)
    board = browser.get(f"/evenings/{evening}/board").text
    assert re.search(rf'data-player="Anna".*?\+2<span class="money" data-money>{re.escape(anna)}</span>', board, re.S)
    assert re.search(rf'data-player="Ben".*?-1<span class="money" data-money>{re.escape(ben)}</span>', board, re.S)
    token = re.search(r"/watch/([\w-]+)", board)[1]
    phone = browser.get(f"/watch/{token}").text
    assert f'<span class="money" data-money>{anna}</span>' in phone
    live = browser.get(f"/watch/{token}/live").get_json()
    assert f'<span class="money" data-money>{anna}</span>' in live["board"]
    # without a chip value: chips only
    plain = after_one_hand(api)
    assert "data-money" not in browser.get(f"/evenings/{plain}/board").text


@pytest.mark.parametrize("lang, label", [("en", "Players' link: read only"), ("de", "Link für die Spieler: nur lesen")])
def test_the_players_link_is_a_qr_code_drawn_here_and_labelled_read_only(api, site, lang, label):
    evening = after_one_hand(api)
    browser = Browser(site, lang)
    for path in (f"/evenings/{evening}/board", f"/evenings/{evening}"):
        page = browser.get(path).text
        qr = re.search(r'<div class="share-qr" data-players-qr>\s*(<svg viewBox="0 0 (\d+) \2" class="qr">.*?</svg>)',
                       page, re.S)
        assert qr, path
        assert f"<title>{label.replace(chr(39), '&#x27;')}</title>" in qr[1] or f"<title>{label}</title>" in qr[1]
        assert int(qr[2]) >= 29                                   # version 3 at least: the whole address
        assert "http" not in qr[1].split("</title>")[1]          # drawn here: no image fetched from elsewhere
        assert label in visible_text(page)
    link = re.search(r'href="(http[^"]+/watch/[\w-]+)"', browser.get(f"/evenings/{evening}/board").text)[1]
    assert segno.make(link, error="m").svg_inline(scale=1, border=4, omitsize=True, title="t", svgclass="qr",
                                                  lineclass="qr-dark").split("</title>")[1] in page
