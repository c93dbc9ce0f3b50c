import datetime
import json
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.actions import parse_action
from referee.phh import (
    FIELD_ORDER,
    FIELD_ORDER_LAST,
    OUR_FIELDS,
    HistoryFormatError,
    dump_phh,
    dump_phhs,
    load_history,
    load_phh,
    load_phhs,
)
from tests.conftest import PHH_STUD

NAMED = FIELD_ORDER + FIELD_ORDER_LAST + OUR_FIELDS + tuple("_" + f for f in OUR_FIELDS)  # PHH names ours with _


@pytest.fixture
def stud_files():
    files = sorted(PHH_STUD.glob("*.phh"))
    assert len(files) == 29
    return files


def test_every_real_stud_hand_loads(stud_files):
    expected = json.loads((PHH_STUD / "EXPECTED.json").read_text())
    for path in stud_files:
        history = load_history(path.read_text(), path.name)
        want = expected[path.name]
        assert history["variant"] == want["variant"]
        assert history["starting_stacks"] == want["starting_stacks"]
        assert len(history["players"]) == want["players"]
        assert history["finishing_stacks"] == want["finishing_stacks"]
        assert history["author"] == "Juho Kim" and history["year"] == 2023
        for action in history["actions"]:
            assert str(parse_action(action)) == action


def test_real_hands_round_trip_through_toml_and_json(stud_files):
    for path in stud_files:
        history = load_phh(path.read_text(), path.name)
        assert load_phh(dump_phh(history)) == history
        assert load_history(json.dumps(history), "hand.json") == history
        assert load_history(json.dumps(history, indent=2)) == history


def test_the_written_file_reads_like_the_original(stud_files):
    text = dump_phh(load_phh(stud_files[0].read_text()))
    keys = [line.split(" = ")[0] for line in text.splitlines() if " = " in line]
    assert keys[:3] == ["variant", "ante_trimming_status", "antes"]
    assert keys[-2:] == ["players", "finishing_stacks"]
    assert 'actions = [\n    "d dh p1' in text


def test_field_order_with_our_fields():
    history = {"ruling": {"text": "Rast wins"}, "players": ["A", "B"], "zebra": 1, "actions": [],
               "max_raises": 3, "bet_limits": [2, 4], "antes": [1, 1], "options": {"wild": "Q"},
               "variant": "FTQ", "author": "me", "winnings": [0, 6], "finishing_stacks": [9, 15]}
    text = dump_phh(history)
    assert text.splitlines()[:5] == ['variant = "FTQ"', '_options.wild = "Q"', "antes = [1, 1]",
                                     "_bet_limits = [2, 4]", "_max_raises = 3"]
    order = [text.index(f"\n{key}") for key in ("actions", "author", "zebra", "players",
                                                "finishing_stacks", "winnings", "[_ruling]")]
    assert order == sorted(order)
    assert load_phh(text) == history


def test_a_ruling_with_nested_lists_of_tables_round_trips():
    ruling = {"pots": [{"amount": 570, "eligible": [1, 2],
                        "winners": [{"seat": 2, "share": 285, "hand": ["Qh", "Qs", "9c", "9d", "2s"]},
                                    {"seat": 1, "share": 285, "hand": ["Qd", "Qc", "9h", "9s", "2c"]}]},
                       {"amount": 200, "eligible": [0, 1, 2], "winners": [{"seat": 0, "share": 200}]}],
              "wild_ranks": {"after": [{"card": "Qs", "street": 4}], "final": [12, 6]},
              "summary": "Sixes are wild: the 6d followed the Qs.\nBrian wins with five Queens.",
              "empty": {}, "none_left": []}
    history = {"variant": "FTQ", "options": {"wild": "follow", "nested": {"a": [1]}}, "ruling": ruling}
    text = dump_phh(history)
    assert load_phh(text) == history
    assert text.index("[_options.nested]") < text.index("[_ruling]") < text.index("[[_ruling.pots]]")


def test_none_is_left_out_and_what_toml_cannot_hold_is_refused():
    assert load_phh(dump_phh({"variant": "F7S", "author": None, "ruling": {"note": None, "a": 1}})) == \
        {"variant": "F7S", "ruling": {"a": 1}}
    with pytest.raises(HistoryFormatError, match=r"history: finishing_stacks\[1\]: TOML cannot hold a null"):
        dump_phh({"finishing_stacks": [1, None]})
    with pytest.raises(HistoryFormatError, match=r"history: ruling.cards\[0\]: TOML cannot hold a Card"):
        dump_phh({"ruling": {"cards": list(parse_action("p1 sm Qh").cards)}})
    with pytest.raises(HistoryFormatError, match="history: ruling: a TOML key is a string, not 3"):
        dump_phh({"ruling": {3: "x"}})


@pytest.mark.parametrize("text, filename, message, line", [
    ("variant = 'F7S'\nantes = [1, 1\nbring_in = 1\n", "hand.phh", "hand.phh: not valid TOML: ", 3),
    ("variant = 'F7S'\nvariant = 'FR'\n", "hand.phh", "hand.phh: not valid TOML: ", 2),
    ('{"variant": "F7S",\n "antes": [1, 1,]}', "hand.json", "hand.json: not valid JSON: ", 2),
    ('{"variant": "F7S",\n "antes": [1, 1,]}', None, "history: not valid JSON: ", 2),
    ("variant = \n", None, "history: not valid TOML: ", 1),
    ("variant = 'F7S'", "hand.json", "hand.json: not valid JSON: ", 1),
    ('{"variant": "F7S"}', "hand.phh", "hand.phh: not valid TOML: ", 1),
])
def test_malformed_text_says_where(text, filename, message, line):
    with pytest.raises(HistoryFormatError, match=message) as caught:
        load_history(text, filename)
    assert caught.value.line == line
    assert f"line {line}" in str(caught.value)


@pytest.mark.parametrize("text, message", [
    ("antes = 50", "history: field 'antes' should be an array of numbers, not 50"),
    ("actions = ['p1 f', 3]", "field 'actions' should be an array of strings"),
    ("bet_limits = [2, 4, 8]", "field 'bet_limits' should be an array of two whole numbers"),
    ("bet_limits = [2.5, 5]", "field 'bet_limits' should be an array of two whole numbers"),
    ("max_raises = true", "field 'max_raises' should be a whole number, not True"),
    ("options = 'none'", "field 'options' should be a table, not 'none'"),
    ("variant = 7", "field 'variant' should be a string, not 7"),
    ("bring_in = 'x'", "field 'bring_in' should be a number"),
])
def test_fields_of_the_wrong_type_are_refused(text, message):
    with pytest.raises(HistoryFormatError, match=message):
        load_phh(text)


@pytest.mark.parametrize("text, message", [
    ("[1, 2]", "hand.json: a JSON history is an object {...}, not [1, 2]"),
    ('{"actions": ["p1 f", null]}', "hand.json: actions[1]: TOML cannot hold a null"),
])
def test_json_that_is_not_a_history(text, message):
    with pytest.raises(HistoryFormatError, match=re.escape(message)):
        load_history(text, "hand.json")


@pytest.mark.parametrize("text, filename, message", [
    ('{"antes": ' + "[" * 600 + "]" * 600 + "}", "hand.json", "hand.json: not valid JSON: "),
    ("[" * 100_000, "hand.json", "hand.json: not valid JSON: "),
    ("antes = " + "[" * 5_000 + "]" * 5_000, "hand.phh", "hand.phh: not valid TOML: "),
    ("[1]\nantes = " + "[" * 5_000 + "]" * 5_000, "hands.phhs", "hands.phhs: not valid TOML: "),
])
def test_nesting_too_deep_is_refused_not_a_recursion_error(text, filename, message):
    # regression (found by tests/test_parser_fuzz.py's probes): RecursionError escaped
    read = load_phhs if filename.endswith(".phhs") else load_history
    with pytest.raises(HistoryFormatError, match=re.escape(message + "arrays or objects nested too deeply")):
        read(text, filename)


def test_json_nulls_are_absent_fields():
    assert load_history('{"variant": "F7S", "author": null, "options": {"x": null}}') == \
        {"variant": "F7S", "options": {}}


def test_the_format_comes_from_the_name_then_the_text():
    toml, js = "variant = 'F7S'", '  {"variant": "F7S"}'
    assert load_history(toml) == load_history(js) == load_history(toml, "a.PHH") == \
        load_history(js, "a.JSON") == load_history(toml, "a.toml") == load_history(js, "upload")
    with pytest.raises(HistoryFormatError, match=r"a\.phhs: holds several hands; read it with load_phhs"):
        load_history(toml, "a.phhs")


def test_a_byte_order_mark_is_ignored():
    assert load_phh("\ufeffvariant = 'F7S'") == {"variant": "F7S"}


def test_phhs_holds_numbered_hands_in_order(stud_files):
    hands = [load_phh(path.read_text()) for path in stud_files[:5]]
    text = dump_phhs(hands)
    assert text.startswith("[1]\nvariant = ") and "\n[5]\n" in text
    assert load_phhs(text) == hands
    assert load_phhs("") == [] and dump_phhs([]) == ""


def test_phhs_refusals():
    with pytest.raises(HistoryFormatError, match="'variant' is outside a hand table"):
        load_phhs("variant = 'F7S'")
    with pytest.raises(HistoryFormatError, match=r"hands.phhs: \[2\] field 'antes' should be"):
        load_phhs("[1]\nantes = [1]\n[2]\nantes = 1\n", "hands.phhs")
    with pytest.raises(HistoryFormatError, match=r"hands\.phhs: not valid TOML") as caught:
        load_phhs("[1]\nantes = [1]\n[1]\n", "hands.phhs")
    assert caught.value.line == 3


# --- property: any history of the allowed field types survives writing and reading ---------

text = st.text(st.characters(exclude_categories=("Cs",)), max_size=12)
whole = st.integers(-2**63, 2**63 - 1)
number = whole | st.floats(allow_nan=False)
numbers = st.lists(number, max_size=6)
leaf = text | whole | st.floats(allow_nan=False) | st.booleans() | st.times()
tree = st.recursive(leaf, lambda inner: st.lists(inner, max_size=3)
                    | st.dictionaries(text, inner, max_size=3), max_leaves=12)
tables = st.dictionaries(text, tree, max_size=4)
histories = st.fixed_dictionaries({}, optional={
    "variant": text, "options": tables, "ante_trimming_status": st.booleans(),
    "antes": numbers, "bring_in": number, "small_bet": number, "big_bet": number,
    "bet_limits": st.lists(whole, min_size=2, max_size=2), "max_raises": whole,
    "starting_stacks": numbers, "actions": st.lists(text, max_size=8),
    "author": text, "event": text, "day": whole, "month": whole, "year": whole,
    "hand": whole | text, "time": st.times(), "players": st.lists(text, max_size=6),
    "finishing_stacks": numbers, "winnings": numbers, "ruling": tables,
}).flatmap(lambda history: st.dictionaries(text.filter(lambda key: key not in NAMED), tree,
                                           max_size=2).map(lambda extra: {**extra, **history}))


@given(histories)
def test_histories_survive_toml(history):
    assert load_phh(dump_phh(history)) == history


@given(st.lists(histories, max_size=3))
def test_hand_lists_survive_phhs(hands):
    assert load_phhs(dump_phhs(hands)) == hands


@given(histories.filter(lambda history: "time" not in history and not _has_time(history)))
def test_json_gives_the_same_dict(history):
    assert load_history(json.dumps(history), "hand.json") == load_phh(dump_phh(history))


def _has_time(value):
    if isinstance(value, dict):
        return any(map(_has_time, value.values()))
    if isinstance(value, list):
        return any(map(_has_time, value))
    return isinstance(value, datetime.time)
