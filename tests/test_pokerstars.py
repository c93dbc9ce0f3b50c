"""PokerStars stud hand histories: each file in tests/data/pokerstars/ imports and rules to what
its own ``collected`` lines say; broken texts are refused by line; ``convert`` on the command line."""

import datetime
import json
import re
import subprocess
import sys
import warnings
from decimal import Decimal

import pytest
from pokerkit import HandHistory

from referee.phh import dump_phh, load_phh, load_phhs
from referee.pokerstars import PokerStarsFormatError, load_pokerstars
from referee.ruling import rule_history
from tests.conftest import ROOT

DATA = ROOT / "tests" / "data" / "pokerstars"
FILES = sorted(DATA.glob("*.txt"))

#: per file and hand: the variant, the pots' winners with what each is ruled to win, the rake
EXPECTED = {
    "stud-showdown.txt": [("F7S", {"Kathi_K": 317}, 15)],
    "stud-all-in-side-pot.txt": [("F7S", {"Tante Emma": 1615, "Blaubeere": 1210}, 0)],
    "stud-fold-to-completion.txt": [("F7S", {"Onkel Dagobert": 9}, 0)],
    "stud-hilo-split.txt": [("F7S/8", {"BigSlick_Bert": 455, "Waldschrat": 455}, 0)],
    "razz.txt": [("FR", {"Pfefferminz": 585}, 29)],
    "two-hands.txt": [("F7S", {"Ilsebill": 80}, 0), ("F7S", {"Lothar Matth": 5080}, 0)],
}


def hands(name: str) -> list[dict]:
    return load_pokerstars((DATA / name).read_text(encoding="utf-8"), name)


def collected_lines(text: str) -> list[tuple[dict[str, int], int]]:
    """Straight from the text, for each hand: who collected how much (in cents when the game
    is for money) and the rake."""
    out = []
    for hand in re.split(r"\n(?=PokerStars Hand #)", text.strip()):
        cents = bool(re.search(r"\([$€]", hand.splitlines()[0]))

        def amount(text):
            value = Decimal(text.lstrip("$€"))
            return int(value * 100 if cents else value)

        won: dict[str, int] = {}
        for name, value in re.findall(r"^(.+) collected ([$€]?[\d.]+) from (?:main |side )?pot$", hand, re.M):
            won[name] = won.get(name, 0) + amount(value)
        out.append((won, amount(re.search(r"\| Rake ([$€]?[\d.]+)", hand)[1])))
    return out


def test_there_is_a_file_for_each_case():
    assert [path.name for path in FILES] == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_file_imports_and_rules_to_its_collected_lines(name):
    text = (DATA / name).read_text(encoding="utf-8")
    imported = hands(name)
    assert len(imported) == len(EXPECTED[name])
    for history, (variant, winners, rake), (collected, file_rake) in zip(imported, EXPECTED[name],
                                                                         collected_lines(text)):
        ruled = rule_history(history)        # checks the finishing stacks when there are any
        won = {player: chips for player, chips in zip(history["players"], ruled["winnings"]) if chips}
        assert history["variant"] == variant
        assert won == winners
        assert history["_rake"] == rake == file_rake
        assert set(collected) == set(won)
        assert sum(won.values()) - rake == sum(collected.values())
        if rake == 0:
            assert won == collected
            assert history["finishing_stacks"] == ruled["finishing_stacks"]
        else:                                # the referee knows no rake: nothing to check against
            assert "finishing_stacks" not in history
        assert dict(zip(history["players"], history["winnings"])) == {p: collected.get(p, 0)
                                                                      for p in history["players"]}


def test_the_header_fields_as_phh_names_them():
    [history] = hands("stud-showdown.txt")
    assert history["hand"] == 245871093512 and history["table"] == "Hypatia III" and history["seat_count"] == 8
    assert history["time"] == datetime.time(15, 14, 3) and history["time_zone"] == "America/New_York"
    assert (history["year"], history["month"], history["day"]) == (2024, 2, 17)
    assert history["venue"] == "PokerStars" and history["currency"] == "USD" and history["_cents"] is True
    assert (history["bring_in"], history["small_bet"], history["big_bet"]) == (5, 10, 20)
    assert history["antes"] == [2] * 6 and history["starting_stacks"] == [437, 602, 500, 286, 1040, 315]
    [tournament] = hands("stud-all-in-side-pot.txt")
    assert tournament["event"] == "PokerStars Tournament #3712450981" and "_cents" not in tournament
    assert (tournament["bring_in"], tournament["small_bet"], tournament["big_bet"]) == (30, 100, 200)
    [razz] = hands("razz.txt")
    assert razz["currency"] == "EUR" and razz["starting_stacks"][0] == 780


def test_a_seat_dealt_no_cards_is_left_out_and_names_may_have_spaces():
    [history] = hands("stud-fold-to-completion.txt")
    assert history["players"] == ["Zuckerpuppe", "jj_flush", "Fernando M", "Onkel Dagobert", "tilt_o_matic"]
    assert history["seats"] == [1, 2, 3, 6, 8]
    assert history["actions"] == ["d dh p1 ????9s", "d dh p2 ????5d", "d dh p3 ????Kc", "d dh p4 QhQc4s",
                                  "d dh p5 ????3c", "p5 pb", "p1 f", "p2 f", "p3 f", "p4 cbr 4", "p5 f"]


def test_cards_as_the_owner_of_the_history_saw_them():
    [history] = hands("stud-showdown.txt")
    actions = history["actions"]
    assert actions[2] == "d dh p3 Td7s9h" and actions[0] == "d dh p1 ????Jd"       # Kathi_K's own cards
    seventh = actions.index("d dh p3 Ac")
    assert actions[seventh - 1:seventh + 2] == ["d dh p1 ??", "d dh p3 Ac", "d dh p5 ??"]
    assert actions[-3:] == ["p3 sm Td7s9h8dJc3sAc", "p5 sm KdQcKsKh2s5h6s", "p1 sm # mucked Qs9cJd6cQh4d7d"]


def test_a_common_card_on_the_river_and_stacks_that_carry_over():
    first, second = hands("two-hands.txt")
    assert second["starting_stacks"] == first["finishing_stacks"]
    assert "d db 6h" in second["actions"]
    assert not any(action.startswith("d dh") for action in second["actions"][second["actions"].index("d db 6h"):])
    assert rule_history(second)["ruling"]["pots"][0]["decided_by"] == "best_hand"


def test_the_showdown_comes_in_the_order_the_referee_asks_for():
    text = (DATA / "stud-showdown.txt").read_text(encoding="utf-8")
    kathi, obelix = ("Kathi_K: shows [Td 7s 9h 8d Jc 3s Ac] (a straight, Seven to Jack)",
                     "Obelix1966: shows [Kd Qc Ks Kh 2s 5h 6s] (three of a kind, Kings)")
    swapped = text.replace(kathi, "@").replace(obelix, kathi).replace("@", obelix)
    [history] = load_pokerstars(swapped)
    assert history["actions"] == hands("stud-showdown.txt")[0]["actions"]
    rule_history(history)


def test_a_show_without_a_showdown_is_kept_as_a_remark():
    text = (DATA / "stud-fold-to-completion.txt").read_text(encoding="utf-8")
    [history] = load_pokerstars(text.replace("Onkel Dagobert: doesn't show hand",
                                             "Onkel Dagobert: shows [Qh Qc 4s] (a pair of Queens)"))
    assert history["actions"][-1] == "# p4 shows QhQc4s"
    assert rule_history(history)["winnings"][3] == 9


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_what_we_import_replays_in_pokerkit(name):
    # PokerKit 0.7.7 does not know the common card of an eight-handed table (tests/test_pokerkit.py)
    for history in hands(name):
        if any(action.startswith("d db") for action in history["actions"]):
            continue
        ruled = rule_history(history, canonical=True)
        with warnings.catch_warnings():
            warnings.simplefilter("error")                       # not even a warning
            state = list(HandHistory.loads(dump_phh({**ruled, "ante_trimming_status": True})))[-1]
        assert list(state.stacks) == ruled["finishing_stacks"]


# --- refusals ----------------------------------------------------------------------------------

BASE = (DATA / "stud-fold-to-completion.txt").read_text(encoding="utf-8")
SHOWDOWN = (DATA / "stud-showdown.txt").read_text(encoding="utf-8")


def edit(text: str, old: str, new: str) -> str:
    assert old in text, old
    return text.replace(old, new, 1)


@pytest.mark.parametrize("text, line, message", [
    ("", None, "no PokerStars hand in it"),
    ("\n\n  \n", None, "no PokerStars hand in it"),
    ("Hand #1: hello\n", 1, "a hand starts with 'PokerStars Hand #', not 'Hand #1: hello'"),
    (edit(BASE, "7 Card Stud Limit", "Hold'em No Limit"), 1, "not a stud hand"),
    (edit(BASE, "7 Card Stud Limit", "7 Card Stud Pot Limit"), 1, "not a stud hand"),
    (edit(BASE, "($0.04/$0.08 USD)", "(fixed)"), 1, "no limits like ($0.10/$0.20 USD) or (10/20)"),
    (edit(BASE, "2024/03/03 17:02:48 ET", "2024/13/03 17:02:48 ET"), 1, "cannot read the date"),
    (edit(BASE, "Seat 2: jj_flush ($2 in chips)", "Seat 1: jj_flush ($2 in chips)"), 4, "seat 1 is taken twice"),
    (edit(BASE, "Seat 2: jj_flush", "Seat 2: Zuckerpuppe"), 4, "'Zuckerpuppe' sits in two seats"),
    (edit(BASE, "Zuckerpuppe: posts the ante $0.01", "Zuckerpuppe: posts the ante $0.015"), 9,
     "the amount '$0.015' is not a whole number of cents"),
    (edit(BASE, "Zuckerpuppe: posts the ante $0.01", "Zuckerpuppe: posts small blind $0.01"), 9, "posts a blind"),
    (edit(BASE, "Zuckerpuppe: posts the ante $0.01", "Zuckerpuppe: dances"), 9,
     "cannot read what Zuckerpuppe does: 'dances'"),
    (edit(BASE, "Zuckerpuppe: posts the ante $0.01", "the lights go out"), 9, "cannot read 'the lights go out'"),
    (edit(BASE, "*** 3rd STREET ***", "*** FLOP *** [2c 3c 4c]"), 14, "is not a stud street"),
    (edit(BASE, "*** 3rd STREET ***", "*** 4th STREET ***"), 14, "4th street where 3rd street comes next"),
    (edit(BASE, "Dealt to Zuckerpuppe [9s]", "Dealt to Zuckerpuppe [9x]"), 15, "cannot read '9x' as a card"),
    (edit(BASE, "Dealt to Zuckerpuppe [9s]", "Dealt to Zuckerpuppe [9s 8s]"), 15,
     "two down cards and an up card"),
    (edit(BASE, "Dealt to jj_flush [5d]", "Dealt to jj_flush [5d]\nDealt to jj_flush [5d]"), 17,
     "jj_flush is dealt twice on 3rd street"),
    (edit(BASE, "Zuckerpuppe: posts the ante $0.01\n", ""), 30,
     "the total pot is $0.09, but the antes and bets less the uncalled bets add up to $0.08"),
    (edit(BASE, "Dealt to Zuckerpuppe [9s]\n", ""), 9, "Zuckerpuppe gets no cards on 3rd street"),
    (edit(BASE, "tilt_o_matic: folds", "kowalski23: folds"), 26, "kowalski23 gets no cards on 3rd street"),
    (edit(BASE, "Onkel Dagobert collected $0.09", "Onkel Dagobert collected $0.08"), 31,
     "the players collected $0.08 and the rake is $0.00, but the total pot is $0.09"),
    (BASE[:BASE.index("*** SUMMARY ***")], 29, "the hand stops before '*** SUMMARY ***'"),
    (edit(BASE, "Total pot $0.09 | Rake $0", "Total pot $0.09"), 31, "cannot read 'Total pot $0.09' in the summary"),
    ("\n".join(BASE.splitlines()[:3]), 3, "at least two players, found 1"),
    ("\n".join(BASE.splitlines()[:4]), 4, "0 players are dealt in on 3rd street: a hand needs two or more"),
    (edit(BASE, "Onkel Dagobert: completes it to $0.04", "Onkel Dagobert: completes it to $0"), 25,
     "Onkel Dagobert bets or raises to $0.00, which is no more than the $0.00 already in"),
    (edit(SHOWDOWN, "Dealt to Obelix1966 [Ks] [Kh]\n", ""), 30, "no 'Dealt to Obelix1966' line on 4th street"),
    (edit(SHOWDOWN, "Dealt to Obelix1966 [Ks] [Kh]", "Dealt to Obelix1966 [Kc] [Kh]"), 33,
     "Obelix1966's cards so far are [????Ks], not [Kc]"),
    (edit(SHOWDOWN, "Dealt to hansi_w [Jd] [6c]", "Dealt to hansi_w [Jd] [6c]\nDealt to mr.bluff [3d] [2c]"), 32,
     "mr.bluff has folded and gets no more cards"),
    (edit(SHOWDOWN, "Dealt to hansi_w [Jd] [6c]", "Dealt to mr.bluff [3d] [6c]"), 30,
     "no 'Dealt to hansi_w' line on 4th street"),
    (edit(SHOWDOWN, "*** RIVER ***", "*** RIVER *** [2c]"), 57, "with a common card on 7th street nobody is dealt"),
    (edit(SHOWDOWN, "*** 4th STREET ***", "*** 4th STREET *** [2c]"), 30,
     "only 7th street may turn up one common card"),
    (edit(SHOWDOWN, "hansi_w: mucks hand", "Kathi_K: mucks hand"), 66, "Kathi_K shows or mucks twice"),
    (edit(SHOWDOWN, "hansi_w: mucks hand", "hansi_w: shows []"), 66, "hansi_w shows no cards"),
    (edit(SHOWDOWN, "Obelix1966: checks\nhansi_w: checks\nKathi_K: bets $0.20",
          "Obelix1966: checks\nhansi_w: checks\nDealt to Kathi_K [Td 7s 9h 8d Jc 3s] [Ac]"), 52,
     "cards are dealt at the start of a street"),
    (edit(SHOWDOWN, "hansi_w: posts the ante $0.02", "*** SHOW DOWN ***\nhansi_w: posts the ante $0.02"), 10,
     "hansi_w posts an ante after the cards are dealt"),
    (edit(SHOWDOWN, "*** 3rd STREET ***", "*** SHOW DOWN ***\n*** 3rd STREET ***"), 16,
     "no 3rd street after the showdown"),
])
def test_what_is_not_a_pokerstars_stud_hand_is_refused_by_line(text, line, message):
    with pytest.raises(PokerStarsFormatError) as refusal:
        load_pokerstars(text, "hand.txt")
    assert message in str(refusal.value)
    assert refusal.value.line == line
    assert str(refusal.value).startswith("hand.txt: " + (f"line {line}: " if line else ""))


# --- the command line --------------------------------------------------------------------------

def run(*args):
    return subprocess.run([sys.executable, "-m", "referee", *args], capture_output=True, text=True, cwd=ROOT)


def test_convert_prints_each_hand_as_a_line_of_json():
    out = run("convert", "tests/data/pokerstars/two-hands.txt")
    assert out.returncode == 0, out.stderr
    first, second = [json.loads(line) for line in out.stdout.splitlines()]
    assert first["winnings"][6] == 80 and second["hand"] == 246330151877
    assert second["time"] == "16:10:41"          # a PHH time, as JSON text


def test_convert_to_phh_one_hand_or_several(tmp_path):
    one = run("convert", "tests/data/pokerstars/razz.txt", "--to", "phh")
    assert one.returncode == 0, one.stderr
    assert load_phh(one.stdout) == {**hands("razz.txt")[0], "time": datetime.time(18, 17, 52)}
    several = run("convert", "tests/data/pokerstars/two-hands.txt", "--to", "phh")
    assert several.stdout.startswith("[1]\n") and "\n[2]\n" in several.stdout
    assert load_phhs(several.stdout) == hands("two-hands.txt")
    path = tmp_path / "hands.phhs"
    path.write_text(several.stdout)
    ruled = run("rule", str(path))
    assert ruled.returncode == 0, ruled.stderr
    assert [json.loads(line)["winnings"][6] for line in ruled.stdout.splitlines()] == [80, 0]


def test_convert_reads_our_formats_and_sniffs_a_pokerstars_text(tmp_path):
    out = run("convert", "sample_hands/stud-showdown.json", "--to", "phh")
    assert out.returncode == 0 and out.stdout.startswith('variant = "F7S"')
    back = run("convert", "../shared/data/phh-stud/wsop-2023-43-5-10.phh")
    assert json.loads(back.stdout)["players"][0] == "James Obst"
    unnamed = tmp_path / "history.hh"
    unnamed.write_text("\ufeff" + BASE, encoding="utf-8")
    sniffed = run("convert", str(unnamed))
    assert sniffed.returncode == 0, sniffed.stderr
    assert json.loads(sniffed.stdout)["players"][3] == "Onkel Dagobert"


def test_rule_takes_a_pokerstars_file():
    out = run("rule", "tests/data/pokerstars/stud-hilo-split.txt")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["ruling"]["pots"][0]["decided_by"] == "hi_lo"


@pytest.mark.parametrize("command, text, message", [
    ("convert", edit(BASE, "tilt_o_matic: folds", "tilt_o_matic: dances"),
     "hand.txt: line 26: cannot read what tilt_o_matic does: 'dances'"),
    ("convert", "PokerStars Hand #1: Razz Limit (1/2)", "hand.txt: line 1: expected the 'Seat N: name"),
    ("rule", edit(BASE, "Zuckerpuppe: folds\njj_flush: folds", "jj_flush: folds\nZuckerpuppe: folds"),
     "hand.txt: action 6 ('p2 f'): It is Zuckerpuppe’s turn, not jj_flush’s."),
])
def test_bad_files_exit_2_with_one_line(tmp_path, command, text, message):
    path = tmp_path / "hand.txt"
    path.write_text(text, encoding="utf-8")
    out = run(command, str(path))
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.count("\n") == 1 and "Traceback" not in out.stderr
    assert message.replace("hand.txt", str(path)) in out.stderr


def test_convert_refuses_a_missing_file_and_a_bad_format():
    missing = run("convert", "no/such/file.txt")
    assert missing.returncode == 2 and "cannot read the file" in missing.stderr
    wrong = run("convert", "sample_hands/stud-showdown.json", "--to", "xml")
    assert wrong.returncode == 2 and "invalid choice" in wrong.stderr
