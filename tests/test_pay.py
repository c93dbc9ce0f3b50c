"""Paying with one scan (`web.pay`): IBANs checked as the banks check them, a transfer's text
without a word of the game, PayPal.me links with the cents, and the payment details kept
append-only and marked (a row changed on the disk is found at start)."""

from __future__ import annotations

import sqlite3

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.properties import examples
from tests.scan import epc_fields, read_codes
from web import store
from web.pay import details_checked, epc_qr, iban_adds_up, iban_problem, paypal_link, transfer_text
from web.qr import code_svg
from web.refusals import Refusal
from web.store.marks import damaged_rows

#: IBANs of the banks' own examples (ISO 13616 registry)
GOOD = ["DE89 3704 0044 0532 0130 00", "AT61 1904 3002 3457 3201", "NL91 ABNA 0417 1643 00",
        "FR14 2004 1010 0505 0001 3M02 606", "CH93 0076 2011 6238 5295 7", "GB29 NWBK 6016 1331 9268 19",
        "BE68 5390 0754 7034"]


@pytest.mark.parametrize("iban", GOOD)
def test_the_registrys_examples_are_ibans(iban):
    assert iban_problem(iban) is None


@settings(max_examples=examples(60), deadline=None)
@given(st.sampled_from(GOOD), st.data())
def test_one_character_wrong_or_two_swapped_is_refused(iban, data):
    """MOD 97-10 finds every change of one character and every swap of two neighbours."""
    chars = list(iban.replace(" ", ""))
    i = data.draw(st.integers(4, len(chars) - 2))
    if data.draw(st.booleans()):
        new = data.draw(st.sampled_from([c for c in "0123456789" if c != chars[i]]))
        chars[i] = new if chars[i].isdigit() else chars[i]
    else:
        chars[i], chars[i + 1] = chars[i + 1], chars[i]
    changed = "".join(chars)
    if changed != iban.replace(" ", ""):
        assert not iban_adds_up(changed)
        assert iban_problem(changed).message_id == "err_iban_checksum"


def test_what_is_no_iban_is_refused_in_words():
    assert iban_problem("12345").message() == ("'12345' is no IBAN: two letters of the country, two check digits, "
                                               "then the account (letters and digits).")
    assert iban_problem("US64 SVBK US6S 3300 9673 8637").message() == \
        "'US64 SVBK US6S 3300 9673 8637': US is no country of SEPA transfers."
    with pytest.raises(Refusal) as refused:
        details_checked("", "", "paypal.me/not a name")
    assert refused.value.field == "paypal"


@pytest.mark.parametrize(("name", "text"), [("Freitagsrunde", "Freitagsrunde 7.12."),
                                            ("Poker-Freitagsrunde", "Freitagsrunde 7.12."),
                                            ("Stud & Hold'em Club", "Club 7.12."),
                                            ("Pokerabend", "7.12.")])
def test_the_transfers_text_says_no_word_of_the_game(name, text):
    assert transfer_text(name, "2026-12-07T12:00:00+00:00") == text


@pytest.mark.parametrize(("amount", "link"), [("7.50", "https://paypal.me/AnnaB/7.50EUR"),
                                              ("0.05", "https://paypal.me/AnnaB/0.05EUR"),
                                              ("12", "https://paypal.me/AnnaB/12EUR")])
def test_a_paypal_link_asks_the_amount_with_its_cents(amount, link):
    assert paypal_link("AnnaB", amount, "€") == link
    assert paypal_link("AnnaB", amount, "Taler") is None          # no ISO code known: no link


def test_a_name_with_umlauts_reads_back_from_its_code():
    epc = epc_fields(read_codes(code_svg(epc_qr("Jürgen Müller-Lüdenscheidt", "DE89370400440532013000", "1234.56",
                                                "Freitagsrunde 7.12."), "t"))[0])
    assert (epc["name"], epc["amount"], epc["encoding"]) == ("Jürgen Müller-Lüdenscheidt", "EUR1234.56", "1")


def test_a_payment_details_row_changed_on_the_disk_is_found(tmp_path):
    path = tmp_path / "marks.sqlite3"
    store.ensure_database(path)
    db = store.connect(path)
    with store.transaction(db):
        season = store.add_season(db, "Club", "club")
        store.add_payment_details(db, season, "Anna", "anna", "DE89370400440532013000", "Anna B", None)
    assert list(damaged_rows(db)) == []
    db.close()
    conn = sqlite3.connect(path)
    with pytest.raises(sqlite3.IntegrityError):
        conn.execute("UPDATE payment_details SET iban = 'DE12' WHERE id = 1")         # append-only
    conn.execute("DROP TRIGGER payment_details_no_update")
    conn.execute("UPDATE payment_details SET iban = 'DE27100777770209299700' WHERE id = 1")
    conn.commit()
    conn.close()
    db = store.connect(path)
    assert list(damaged_rows(db)) == [(None, "payment_details row 1 does not match its checksum")]
