"""Every reader of text or of a history either reads its input or refuses it with its own error
(CardError, ActionSyntaxError, HistoryFormatError with PokerStarsFormatError, RuleViolation), never
with any other exception: hypothesis fuzzing, from random text and from valid inputs taken
apart (lines dropped, doubled or swapped, words, amounts, cards and field types changed)."""

import json
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from harness.properties import examples
from referee.actions import ActionSyntaxError, parse_action
from referee.cards import Card, CardError, cards_text, parse_card, parse_cards, parse_rank
from referee.games import GAMES
from referee.histories import HandsRefused, read_histories
from referee.phh import HistoryFormatError, dump_phh, load_history, load_phhs
from referee.pokerstars import PokerStarsFormatError
from referee.replay import replay
from referee.ruling import rule_history
from referee.violations import HistoryError, RuleViolation
from tests.conftest import PHH_STUD, ROOT

FUZZ = settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])

SAMPLES = {path.name: path.read_text(encoding="utf-8") for path in sorted((ROOT / "sample_hands").glob("*.json"))}
PHH_FILES = [path.read_text(encoding="utf-8") for path in sorted(PHH_STUD.glob("*.phh"))]
POKERSTARS = [path.read_text(encoding="utf-8")
              for path in sorted((ROOT / "tests" / "data" / "pokerstars").glob("*.txt"))]
HISTORIES = [{k: v for k, v in json.loads(text).items() if not k.startswith("_")} for text in SAMPLES.values()]

#: words that mean something to one parser or another, to take valid inputs apart with
WORDS = ["d", "dh", "db", "p1", "p2", "p3", "p9", "p0", "P2", "pb", "cbr", "cc", "f", "sm", "-", "#", "0", "4",
         "4.5", "-1", "99999999999999999999", "Qh", "qh", "10h", "D♥", "??", "????Qh", "Xh", "Anna", "Ben Ott",
         "$0.02", "$0.015", "€1", "1,000", "[Ah]", "[Ah Kd]", "[]", "[Zz]", "***", "*** RIVER ***", "and is all-in",
         "folds", "calls", "raises", "to", "bets", "checks", "shows", "mucks hand", "collected", "from pot",
         "Seat 1:", "in chips)", "(", ")", ":", "\t", "", "\x00", "\ufeff",
         # the lines PokerStars writes in a stud hand that change nothing, and the ones that refuse it
         "Pair on board - a double bet is allowed", "No low hand qualified", "Betting is capped", 'said, "gl"',
         "*********** # 2 **************", "is disconnected", "is connected", "has timed out", "has returned",
         "is sitting out", "sits out", "joins the table at seat #3", "leaves the table", "Uncalled bet ($0.02)",
         "returned to", "doesn't show hand", "brings in for", "completes it to", "posts the ante",
         "and has reached the $4 cap", "finished the tournament in 2nd place", "wins the $0.25 bounty for eliminating",
         "Hand cancelled", "Hand was run twice", "posts small blind", "discards 2 cards", "Board [6h]", "| Rake $0",
         "PokerStars Hand #1:", "PokerStars Home Game Hand #2:", "8-Game (Razz Limit)", "(Play Money)",
         "HORSE (7 Card Stud Limit, $0.10/$0.20)", "Tournament #9, 100+10", "2009/05/06 - 21:41:43 (ET)"]
words = st.sampled_from(WORDS) | st.text(max_size=6)


@st.composite
def taken_apart(draw, texts):
    """One of `texts`, its lines dropped, doubled, swapped, cut short, or words in them changed."""
    lines = draw(st.sampled_from(texts)).splitlines()
    for _ in range(draw(st.integers(1, 4))):
        if not lines:
            break
        i, j = (draw(st.integers(0, len(lines) - 1)) for _ in range(2))
        edit = draw(st.sampled_from(["drop", "double", "swap", "cut", "word", "word", "insert"]))
        if edit == "drop":
            del lines[i]
        elif edit == "double":
            lines.insert(i, lines[i])
        elif edit == "swap":
            lines[i], lines[j] = lines[j], lines[i]
        elif edit == "cut":
            lines[i] = lines[i][:draw(st.integers(0, len(lines[i])))]
        elif edit == "insert":
            lines.insert(i, " ".join(draw(st.lists(words, max_size=5))))
        else:
            parts = lines[i].split(" ")
            parts[draw(st.integers(0, len(parts) - 1))] = draw(words)
            lines[i] = " ".join(parts)
    return "\n".join(lines)


# --- cards and actions -------------------------------------------------------------------------

card_text = (st.text(alphabet="23456789TJQKA10BDcdhsCDHS♣♦♥♠♧♢♡♤?, \t\ufe0fxX", max_size=30)
             | st.text(max_size=20))


@FUZZ
@given(card_text)
def test_cards_are_read_or_refused_with_a_card_error(text):
    for parse in (parse_card, parse_rank):
        try:
            parse(text)
        except CardError:
            pass
    try:
        cards = parse_cards(text)
    except CardError:
        return
    assert all(card is None or isinstance(card, Card) for card in cards)
    assert parse_cards(cards_text(cards)) == cards


players = st.sampled_from([None, ["Anna", "Ben Ott", "ben"], ["Anna", "Carla"], []])


@FUZZ
@given(st.lists(words, max_size=6).map(" ".join) | st.text(max_size=30), players)
def test_actions_are_read_or_refused_with_an_action_syntax_error(text, names):
    try:
        action = parse_action(text, names)
    except ActionSyntaxError:
        return
    assert parse_action(str(action), names) == action


# --- hand histories in JSON and PHH ------------------------------------------------------------

json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                           lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                                        max_size=4),
                           max_leaves=12)
FIELDS = ["variant", "options", "antes", "bring_in", "small_bet", "big_bet", "bet_limits", "max_raises",
          "carried_pot", "starting_stacks", "actions", "players", "finishing_stacks", "winnings", "ruling", "time"]
field_names = st.sampled_from(FIELDS + ["_" + name for name in FIELDS]) | st.text(max_size=8)
json_histories = st.dictionaries(field_names, json_values, max_size=8)


def read_or_refuse(text: str, filename: str) -> None:
    try:
        history = load_history(text, filename)
    except HistoryFormatError:
        return
    assert isinstance(history, dict)


def json_refusal(text: str) -> re.Pattern:
    """What refusing `text` as hand.json must say: that it is no JSON, no JSON object, or which
    of its fields is wrong (of the wrong type, or holding what TOML cannot)."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return re.compile(r"hand\.json: not valid JSON: ")
    if not isinstance(data, dict):
        return re.compile(r"hand\.json: a JSON history is an object \{\.\.\.\}, not ")
    fields = "|".join(re.escape(repr(name)) for name in data)
    paths = "|".join(re.escape(name) for name in data)
    return re.compile(rf"hand\.json: (field (?:{fields}) should be |(?:{paths}).*: TOML cannot hold )", re.DOTALL)


@FUZZ
@given(json_histories.map(json.dumps) | json_values.map(json.dumps) | st.text(max_size=100)
       | taken_apart(list(SAMPLES.values())))
def test_json_histories_are_read_or_refused_with_a_history_format_error(text):
    try:
        history = load_history(text, "hand.json")
    except HistoryFormatError as refusal:
        assert json_refusal(text).match(str(refusal)), str(refusal)
        return
    data = json.loads(text)
    assert set(history) == {name for name, value in data.items() if value is not None}     # a null: left out


def toml_text(history: dict) -> str:
    try:
        return dump_phh(history)
    except HistoryFormatError:         # a None in an array: TOML cannot hold it
        return ""


@FUZZ
@given(json_histories.map(toml_text) | st.text(max_size=100) | taken_apart(PHH_FILES))
def test_phh_histories_are_read_or_refused_with_a_history_format_error(text):
    read_or_refuse(text, "hand.phh")
    try:
        hands = load_phhs(text, "hands.phhs")
    except HistoryFormatError:
        return
    assert all(isinstance(hand, dict) for hand in hands)


# --- PokerStars texts --------------------------------------------------------------------------

@FUZZ
@given(taken_apart(POKERSTARS) | st.text(max_size=100).map(lambda text: POKERSTARS[0].splitlines()[0] + "\n" + text)
       | st.lists(st.sampled_from(POKERSTARS), min_size=2, max_size=3).map("\n\n".join).flatmap(
           lambda text: taken_apart([text])))
def test_pokerstars_texts_are_read_or_refused_and_what_is_read_can_be_ruled(text):
    try:
        histories = read_histories(text, "hands.txt")          # the showdown put in order with the replay
    except HandsRefused as refused:
        for refusal in refused.refusals:                      # each refused hand: one line, with its hand and line
            assert isinstance(refusal, PokerStarsFormatError) and refusal.line >= 1 and refusal.hand is not None
            assert "\n" not in str(refusal) and f"hand #{refusal.hand}: line {refusal.line}: " in str(refusal)
        histories = refused.histories
    except PokerStarsFormatError as refusal:                  # the whole file: no hand, or text before the first
        assert refusal.line is None or refusal.line >= 1
        return
    except HistoryFormatError as refusal:                     # taken apart so far that it reads as JSON or TOML
        assert "\n" not in str(refusal)
        return
    for history in histories:
        assert len(history["_lines"]) == len(history["actions"])
        try:
            rule_history(history)
        except RuleViolation:
            pass


@FUZZ
@given(st.sampled_from(POKERSTARS + PHH_FILES + list(SAMPLES.values())).flatmap(lambda text: taken_apart([text]))
       | st.text(max_size=100), st.sampled_from([None, "upload", "hand.txt", "hand.json", "hand.phh", "hands.phhs"]))
def test_any_text_is_read_or_refused_with_a_history_format_error(text, name):
    try:
        histories = read_histories(text, name)
    except HistoryFormatError as refusal:
        assert "\n" not in str(refusal)
        return
    assert all(isinstance(history, dict) for history in histories)


# --- replaying fuzzed histories ----------------------------------------------------------------

@st.composite
def fuzzed_histories(draw):
    """A sample hand with its options set otherwise, its actions dropped, doubled, swapped or
    changed (amounts, cards, players), and its fields given other values or other types: the
    history, and the names of what was changed ("options", "actions", a field's name)."""
    history = json.loads(json.dumps(draw(st.sampled_from(HISTORIES))))
    changed = set()
    game = GAMES.get(history["variant"])
    if game and draw(st.booleans()):
        history["options"] = {option.name: draw(st.sampled_from(option.choices or (True, False)))
                              for option in game.options if draw(st.booleans())}
        changed.add("options")
    actions = history["actions"]
    for _ in range(draw(st.integers(0, 4))):
        changed.add("actions")
        if not actions:
            break
        i, j = (draw(st.integers(0, len(actions) - 1)) for _ in range(2))
        edit = draw(st.sampled_from(["drop", "double", "swap", "word", "amount", "card"]))
        words_ = actions[i].split()
        if edit == "drop":
            del actions[i]
        elif edit == "double":
            actions.insert(i, actions[i])
        elif edit == "swap":
            actions[i], actions[j] = actions[j], actions[i]
        elif edit == "amount":
            actions[i] = f"{words_[0]} cbr {draw(st.integers(-5, 10**12))}"
        elif edit == "card":
            card = draw(st.sampled_from(["??", "Qh", "Qs", "2c", "Ah", "Xx"]))
            actions[i] = " ".join(words_[:3] + [draw(st.sampled_from([card, card * 3, "????" + card]))])
        else:
            words_[draw(st.integers(0, len(words_) - 1))] = draw(words)
            actions[i] = " ".join(words_)
    for _ in range(draw(st.integers(0, 2))):
        name = draw(st.sampled_from(FIELDS))
        history[name] = draw(json_values | st.lists(st.integers(-3, 200), max_size=9))
        changed.add(name)
    return history, changed


#: the fields checked against others: the number of players, the game's kind of betting, ...
CHECKED_WITH = {"options": {"variant"}, "players": {"variant", "carried_pot"},
                "starting_stacks": {"players", "carried_pot"}, "antes": {"players"},
                "bring_in": {"variant", "options", "antes", "small_bet", "big_bet"},
                "small_bet": {"variant"}, "big_bet": {"variant"}, "bet_limits": {"variant"}}


@FUZZ
@given(fuzzed_histories())
def test_fuzzed_histories_replay_and_rule_or_are_refused_with_a_rule_violation(fuzzed):
    history, changed = fuzzed
    try:
        rule_history(history)            # replay(history), then the ruling of a finished hand
    except RuleViolation as refusal:
        assert changed, f"an unchanged sample hand was refused: {refusal}"
        if isinstance(refusal, HistoryError):                 # a field: one changed, or checked against one
            assert {refusal.field, *CHECKED_WITH.get(refusal.field, ())} & changed, (refusal.field, changed)
        elif refusal.index is not None:                       # an action: the one refused, named by its text
            assert refusal.action == history["actions"][refusal.index], (refusal.index, refusal.action)
        else:                                                 # the hand: it does not end as it says
            assert refusal.rule in ("hand.finishing_stacks", "hand.not_over"), refusal.rule


def test_finishing_stacks_of_the_wrong_type_are_refused_not_a_type_error():
    # regression, found by the fuzzing above: `"finishing_stacks": true` ended in a TypeError
    history = dict(HISTORIES[list(SAMPLES).index("stud-showdown.json")])
    for wrong in (True, 5, "99 97 65", {"Anna": 99}, [True] * 5, ["99"] * 5):
        try:
            rule_history({**history, "finishing_stacks": wrong})
        except RuleViolation as refusal:
            assert refusal.rule == "history.field" and refusal.facts["field"] == "finishing_stacks"
        else:
            raise AssertionError(f"finishing_stacks {wrong!r} was taken")
    assert rule_history(history)["finishing_stacks"] == [99, 97, 65, 98, 141]


def test_an_unrecorded_up_card_on_4th_street_is_no_attribute_error():
    # regression, found by the fuzzing above: with an up card the record lacks (``??``, allowed
    # in stud), any bet on 4th street asked whether it paired and crashed on None.rank
    history = {"variant": "F7S", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [100] * 3,
               "antes": [1] * 3, "bring_in": 1, "small_bet": 2, "big_bet": 4,
               "actions": ["d dh p1 ????Kh", "d dh p2 ????3c", "d dh p3 ????9d", "p2 pb", "p3 cc", "p1 cc",
                           "d dh p1 7d", "d dh p2 ??", "d dh p3 5s"]}
    for bet in ("p1 cbr 2", "p1 cbr 4"):     # Ben's unknown card may pair: either bet stands
        replay({**history, "actions": history["actions"] + [bet]})
    known = [*history["actions"][:7], "d dh p2 Qs", "d dh p3 5s", "p1 cbr 4"]
    with pytest.raises(RuleViolation, match="must be 2, not 4"):
        replay({**history, "actions": known})
