"""One reading entry point: `read_histories` tells JSON, JSON lines, PHH, PHHS and PokerStars apart by
the text (the name helps only where the text cannot tell), and refuses with one error type."""

import json

import pytest

from referee.histories import HandsRefused, history_format, order_showdown, place, read_histories
from referee.phh import HistoryFormatError, dump_phh, dump_phhs, load_phh
from referee.pokerstars import load_pokerstars
from tests.conftest import PHH_STUD, ROOT

SAMPLE = json.loads((ROOT / "sample_hands" / "stud-showdown.json").read_text(encoding="utf-8"))
POKERSTARS = (ROOT / "tests" / "data" / "pokerstars" / "two-hands.txt").read_text(encoding="utf-8")
WSOP = (PHH_STUD / "wsop-2023-43-5-10.phh").read_text(encoding="utf-8")


@pytest.mark.parametrize("text, name, kind", [
    (POKERSTARS, "hands.txt", "pokerstars"),
    (POKERSTARS, "upload", "pokerstars"),                     # by the text, whatever the name
    (POKERSTARS, "hand.json", "pokerstars"),
    ("\ufeff\r\n" + POKERSTARS, None, "pokerstars"),
    ("PokerStars Home Game Hand #1: {Club} Razz Limit (1/2)", None, "pokerstars"),
    ("*********** # 1 **************\nPokerStars Game #1: Razz Limit (1/2)", None, "pokerstars"),
    ("no hand at all", "hands.txt", "pokerstars"),             # a .txt is ours to refuse in PokerStars' words
    ("", "hands.txt", "pokerstars"),
    (dump_phh(SAMPLE), "hand.txt", "phh"),
    (json.dumps(SAMPLE), "hand.phh", "json"),
    (json.dumps(SAMPLE), None, "json"),
    (json.dumps(SAMPLE) + "\n" + json.dumps(SAMPLE), "hands.txt", "json"),
    (dump_phh(SAMPLE), "hand.json", "phh"),
    (WSOP, None, "phh"),
    ("# a comment first\n" + WSOP, None, "phh"),
    (dump_phhs([SAMPLE, SAMPLE]), "upload", "phhs"),
    (dump_phhs([SAMPLE]), "hand.phh", "phhs"),
    ("variant = ", "hands.phhs", "phhs"),
    ("[broken", None, "phh"),                                 # not TOML tables: PHH says what is wrong
    ("", None, "phh"),
])
def test_the_format_is_told_by_the_text(text, name, kind):
    assert history_format(text, name) == kind


def test_every_format_reads_to_the_same_hand():
    hand = {k: v for k, v in SAMPLE.items() if not k.startswith("_")}
    for text in (json.dumps(hand), json.dumps(hand, indent=2), dump_phh(hand)):
        for name in (None, "upload", "hand.json", "hand.phh", "hand.txt"):
            assert read_histories(text, name) == [load_phh(dump_phh(hand))], (text[:20], name)
    assert read_histories(dump_phhs([hand, hand]), "x") == [load_phh(dump_phh(hand))] * 2
    assert read_histories(json.dumps(hand) + "\n\n" + json.dumps(hand) + "\n") == [hand, hand]


def test_a_pokerstars_text_reads_as_load_pokerstars_reads_it():
    assert read_histories(POKERSTARS, "upload") == load_pokerstars(POKERSTARS)      # no showdown to order


@pytest.mark.parametrize("text, name, message", [
    ("{", "hand.json", "hand.json: not valid JSON"),
    ('{"variant": "F7S"}\n{"variant": ', "hands.jsonl", "hands.jsonl: not valid JSON"),
    ("[1, 2]", "hand.json", "hand.json: a JSON history is an object {...}, not [1, 2]"),
    ("variant = ", "hand.phh", "hand.phh: not valid TOML"),
    ("variant = 'F7S'\nantes = 5", None, "history: field 'antes' should be an array of numbers"),
    ("hand = 1\n[2]\nhand = 2", "hands.phhs", "'hand' is outside a hand table"),
    ("hello", "hands.txt", "hands.txt: line 1: a hand starts with 'PokerStars Hand #'"),
    ("PokerStars Hand #7: Razz Limit (1/2)", "upload", "upload: hand #7: line 1: expected the 'Seat N"),
])
def test_what_is_not_a_history_is_refused_in_one_line(text, name, message):
    with pytest.raises(HistoryFormatError) as refusal:
        read_histories(text, name)
    assert message in str(refusal.value) and "\n" not in str(refusal.value)


def test_refused_pokerstars_hands_come_with_the_hands_read_in_the_referees_order():
    showdown = (ROOT / "tests" / "data" / "pokerstars" / "stud-showdown.txt").read_text(encoding="utf-8")
    kathi = "Kathi_K: shows [Td 7s 9h 8d Jc 3s Ac] (a straight, Seven to Jack)\n"
    swapped = showdown.replace(kathi, "").replace("hansi_w: mucks hand\n", "hansi_w: mucks hand\n" + kathi)
    with pytest.raises(HandsRefused) as refused:
        read_histories(swapped + "\n\nPokerStars Hand #9: Razz Limit (1/2)\n", "session.txt")
    [history] = refused.value.histories
    assert history["actions"][-3:] == ["p3 sm Td7s9h8dJc3sAc", "p5 sm KdQcKsKh2s5h6s", "p1 sm # mucked Qs9cJd6cQh4d7d"]
    assert [str(r) for r in refused.value.refusals] == [
        "session.txt: hand #9: line 81: expected the 'Seat N: name (X in chips)' lines of at least two players, "
        "found 0"]


def test_a_showdown_is_left_as_it_is_when_the_hand_breaks_a_rule_before_it():
    history = {**SAMPLE, "actions": ["p9 f", "p1 sm Ah", "p2 sm"]}
    assert order_showdown(history) == history
    assert order_showdown({"actions": "p1 f"}) == {"actions": "p1 f"}


def test_place_names_the_file_the_hand_and_the_line():
    assert place("hands.txt", {"hand": 12, "_lines": [4, 9]}, 1, 1) == "hands.txt: hand #12: line 9"
    assert place("hands.txt", {"hand": 12, "_lines": [4, 9]}, 1, 5) == "hands.txt: hand #12"
    assert place(None, {"hand": 12}, 3, 1, several=True) == "history: hand 12"
    assert place("hands.phhs", {}, 3, several=True) == "hands.phhs: hand 3"
    assert place("hand.json", SAMPLE, 1, 4) == "hand.json"
