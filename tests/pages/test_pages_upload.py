"""The upload page reads every format the command line reads: a PokerStars history is ruled
(it was refused as "not valid TOML"), and a file of several hands says so."""

from harness.service import ROOT

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
