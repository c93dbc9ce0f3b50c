"""The upload page reads every format the command line reads: a PokerStars history is ruled
(it was refused as "not valid TOML"), and a file of several hands says so."""

import html
import json
import re

import pytest

from harness.service import ROOT
from tests.pages.conftest import Browser

STARS = ROOT / "tests" / "data" / "pokerstars"


def upload(browser, path, **data):
    with open(path, "rb") as file:
        return browser.post("/upload", {**data, "file": (file, path.name, "text/plain")})


def test_a_pokerstars_file_is_ruled_on_the_upload_page(browser):
    page = upload(browser, STARS / "razz.txt")
    assert page.status_code == 200, page.text[:2000]
    assert "Ruled, not booked." in page.text and "Pfefferminz" in page.text
    assert "6-5-4-3-2 low" in page.text


def test_a_file_of_several_hands_rules_the_first_and_says_so(browser):
    page = upload(browser, STARS / "two-hands.txt")
    assert page.status_code == 200, page.text[:2000]
    assert "the first of 2 hands in the file" in page.text


def test_a_broken_pokerstars_file_is_refused_in_one_line_naming_it(browser):
    page = browser.post("/upload", {"text": "PokerStars Hand #1: 7 Card Stud ($1/$2) - nonsense\nSeat 1: x"})
    assert page.status_code == 422
    assert "hand #1: line 1: not a stud hand" in page.text


BIG = "9" * 5000                        # beyond Python's limit on reading an integer (4,300 digits)


def test_a_pokerstars_hand_number_of_thousands_of_digits_is_refused(browser):
    text = (STARS / "razz.txt").read_text()
    page = browser.post("/upload", {"text": text.replace("Hand #", "Hand #" + BIG, 1)})
    assert page.status_code == 422, page.text[:500]
    assert "a hand number has at most 30 digits, not 5012" in page.text


#: a number of the PokerStars file given 5,000 digits (each once answered 500): (file, the
#: number's place, the refusal)
STARS_NUMBERS = {
    "bring-in": ("two-hands.txt", r"brings in for (\d+)", "has 5000 digits: no stake or stack has more than 15"),
    "ante": ("two-hands.txt", r"posts the ante (\d+)", "has 5000 digits"),
    "small limit": ("two-hands.txt", r"\((\d+)/\d+\)", "has 5000 digits"),
    "big limit": ("two-hands.txt", r"\(\d+/(\d+)\)", "has 5000 digits"),
    "seat number": ("two-hands.txt", r"Seat (\d+):", "a seat's number has at most 3 digits, not 5000"),
    "seat number in money": ("razz.txt", r"Seat (\d+):", "a seat's number has at most 3 digits, not 5000"),
    "seats of the table": ("razz.txt", r"(\d+)-max", "a table's '-max' has at most 3 digits, not 5000"),
    "a bet": ("two-hands.txt", r"bets (\d+)", "has 5000 digits"),
    "cents of the bring-in": ("razz.txt", r"brings in for €0\.(\d+)", "has 5001 digits"),    # read as 1.00 €
}


@pytest.mark.parametrize("where", STARS_NUMBERS)
def test_a_pokerstars_number_of_thousands_of_digits_is_refused_in_words_to_a_guest(make_site, where):
    name, place, said = STARS_NUMBERS[where]
    text = (STARS / name).read_text()
    number = re.search(place, text)
    guest = Browser(make_site(pin="471147"))
    page = guest.post("/upload", {"text": text[:number.start(1)] + BIG + text[number.end(1):]})
    assert page.status_code == 422, page.text[:500]
    assert said in html.unescape(page.text) and "line " in page.text


def test_a_phh_integer_of_thousands_of_digits_is_refused(browser):
    phh = f"variant = 'FTQ'\nantes = [1, 1]\nstarting_stacks = [{BIG}, 5]\nplayers = ['A', 'B']\nactions = []\n"
    page = browser.post("/upload", {"text": phh})
    assert page.status_code == 422, page.text[:500]
    assert "a number with thousands of digits" in page.text


def test_a_stack_beyond_a_billion_is_refused_when_only_ruled(browser):
    history = json.loads((ROOT / "sample_hands" / "everyone-folds.json").read_text())
    for key in ("_expect", "finishing_stacks"):
        history.pop(key)
    for stack in ("4" * 4000, "10000000000"):                 # read, ruled, and then too long to show; or just big
        text = json.dumps(history).replace('"starting_stacks": [100,', f'"starting_stacks": [{stack},')
        page = browser.post("/upload", {"text": text})
        assert page.status_code == 422, page.text[:500]
        assert "starting_stacks" in page.text


def test_an_evening_that_does_not_exist_is_no_crash(browser):
    assert browser.get("/upload?evening=999999").status_code == 200
    page = browser.post("/upload", {"text": "variant = 'FTQ'\nplayers = ['A', 'B']\nactions = []\n",
                                    "evening": "999999"})
    assert 400 <= page.status_code < 500, page.text[:500]
    assert "problem" in page.text
