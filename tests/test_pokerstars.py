"""PokerStars stud hand histories: each file in tests/data/pokerstars/ imports and rules to what
its own ``collected`` lines say; every kind of line PokerStars writes in a stud hand is read;
broken texts are refused by file, hand and line, the other hands of the file read all the same;
``convert`` and ``rule`` on the command line."""

import datetime
import json
import re
import subprocess
import sys
import warnings
from decimal import Decimal

import pytest

from referee.histories import read_histories
from referee.phh import HistoryFormatError, dump_phh, load_phh, load_phhs
from referee.pokerstars import HandsRefused, PokerStarsFormatError, load_pokerstars, source_line
from referee.ruling import rule_history
from tests.conftest import ROOT

DATA = ROOT / "tests" / "data" / "pokerstars"
FILES = sorted(DATA.glob("*.txt"))

#: per file and hand read: the variant, the pots' winners with what each is ruled to win, the rake
EXPECTED = {
    "stud-showdown.txt": [("F7S", {"Kathi_K": 317}, 15)],
    "stud-all-in-side-pot.txt": [("F7S", {"Tante Emma": 1615, "Blaubeere": 1210}, 0)],
    "stud-fold-to-completion.txt": [("F7S", {"Onkel Dagobert": 9}, 0)],
    "stud-hilo-split.txt": [("F7S/8", {"BigSlick_Bert": 455, "Waldschrat": 455}, 0)],
    "razz.txt": [("FR", {"Pfefferminz": 585}, 29)],
    "two-hands.txt": [("F7S", {"Ilsebill": 80}, 0), ("F7S", {"Lothar Matth": 5080}, 0)],
    "stud-double-bet-on-open-pair.txt": [("F7S", {"kleiner_Onkel": 276}, 13)],
    "stud-hilo-no-low.txt": [("F7S/8", {"Sissi": 83}, 3)],
    "mixed-game-tournament.txt": [("FR", {"Hero": 70}, 0), ("F7S/8", {"Hero": 300}, 0)],
    "emailed-history.txt": [("FR", {"Pumuckl": 16}, 0), ("F7S", {"Pumuckl": 164}, 8)],
}
#: per file: the hands refused, with what the refusal says
REFUSED = {
    "mixed-game-tournament.txt": [(250000000102, 29, "not a stud hand: \"{Gartenzwerge Club} Tournament #3500001, "
                                   "100+10 8-Game (Hold'em Limit)\"")],
}


def read(name: str) -> list[dict]:
    """The hands of a file as the command line and the upload read them (showdown in the referee's order)."""
    text = (DATA / name).read_text(encoding="utf-8")
    try:
        return read_histories(text, name)
    except HandsRefused as refused:
        assert [(r.hand, r.line) for r in refused.refusals] == [(hand, line) for hand, line, _ in REFUSED[name]]
        return refused.histories


def hands(name: str) -> list[dict]:
    """The hands of a file as `load_pokerstars` reads them (showdown in the file's order)."""
    return load_pokerstars((DATA / name).read_text(encoding="utf-8"), name)


def collected_lines(text: str) -> dict[int, tuple[dict[str, int], int]]:
    """Straight from the text, for each hand by its number: who collected how much (in cents
    when the game is for money) and the rake."""
    out = {}
    for hand in re.split(r"\n(?=PokerStars )", text.removeprefix("\ufeff").strip())[1 if text[0] == "*" else 0:]:
        header = hand.splitlines()[0]
        cents = bool(re.search(r"\((?:[^()]*, )?[$€£]\d", header))   # ($0.10/$0.20 USD), HORSE (Razz Limit, $0.10/..

        def amount(text, cents=cents):
            value = Decimal(text.lstrip("$€£"))
            return int(value * 100 if cents else value)

        won: dict[str, int] = {}
        for name, value in re.findall(r"^(.+) collected ([$€]?[\d.]+) from (?:main |side )?pot$", hand, re.M):
            won[name] = won.get(name, 0) + amount(value)
        out[int(re.search(r"#(\d+):", header)[1])] = (won, amount(re.search(r"\| Rake ([$€]?[\d.]+)", hand)[1]))
    return out


def test_there_is_a_file_for_each_case():
    assert [path.name for path in FILES] == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_file_imports_and_rules_to_its_collected_lines(name):
    text = (DATA / name).read_text(encoding="utf-8")
    imported = read(name)
    assert len(imported) == len(EXPECTED[name])
    lines = collected_lines(text)
    for history, (variant, winners, rake) in zip(imported, EXPECTED[name]):
        collected, file_rake = lines[history["hand"]]
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


def test_headers_of_home_games_mixed_games_and_old_files():
    razz, hilo = read("mixed-game-tournament.txt")          # "PokerStars Home Game Hand #", "8-Game (Razz Limit)"
    assert (razz["variant"], razz["small_bet"], razz["big_bet"], razz["bring_in"]) == ("FR", 30, 60, 10)
    assert razz["event"] == "PokerStars Tournament #3500001" and "_cents" not in razz and "currency" not in razz
    assert hilo["hand"] == 250000000117 and hilo["starting_stacks"] == [2850, 150]
    first, second = read("emailed-history.txt")              # "PokerStars Game #", "HORSE (Razz Limit, $0.10/$0.20)"
    assert (first["variant"], first["small_bet"], first["currency"], first["_cents"]) == ("FR", 10, "USD", True)
    assert first["time"] == datetime.time(21, 41, 43) and first["time_zone"] == "America/New_York"
    assert (second["variant"], second["players"], second["seats"]) == ("F7S", ["Tante Käthe", "Pumuckl"], [2, 3])


def test_a_seat_dealt_no_cards_is_left_out_and_names_may_have_spaces():
    [history] = hands("stud-fold-to-completion.txt")
    assert history["players"] == ["Zuckerpuppe", "jj_flush", "Fernando M", "Onkel Dagobert", "tilt_o_matic"]
    assert history["seats"] == [1, 2, 3, 6, 8]
    assert history["actions"] == ["d dh p1 ????9s", "d dh p2 ????5d", "d dh p3 ????Kc", "d dh p4 QhQc4s",
                                  "d dh p5 ????3c", "p5 pb", "p1 f", "p2 f", "p3 f", "p4 cbr 4", "p5 f"]
    assert history["_lines"] == [15, 16, 17, 18, 19, 20, 21, 22, 24, 25, 26]


def test_cards_as_the_owner_of_the_history_saw_them():
    [history] = read("stud-showdown.txt")
    actions = history["actions"]
    assert actions[2] == "d dh p3 Td7s9h" and actions[0] == "d dh p1 ????Jd"       # Kathi_K's own cards
    seventh = actions.index("d dh p3 Ac")
    assert actions[seventh - 1:seventh + 2] == ["d dh p1 ??", "d dh p3 Ac", "d dh p5 ??"]
    assert history["_lines"][seventh - 1:seventh + 2] == [56, 57, 56]             # nobody's card: the street's line
    assert actions[-3:] == ["p3 sm Td7s9h8dJc3sAc", "p5 sm KdQcKsKh2s5h6s", "p1 sm # mucked Qs9cJd6cQh4d7d"]
    assert history["_lines"][-3:] == [64, 65, 66]


def test_a_double_bet_on_an_open_pair_and_no_low_hand_are_read():
    [double] = read("stud-double-bet-on-open-pair.txt")
    fourth = double["actions"].index("d dh p3 Qh")
    assert double["actions"][fourth + 1:fourth + 5] == ["p1 cbr 20", "p2 cbr 40", "p3 f", "p1 cc"]
    [hilo] = read("stud-hilo-no-low.txt")
    assert rule_history(hilo)["ruling"]["pots"][0]["winners"] == ["Sissi"]


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
    [as_written] = load_pokerstars(swapped)
    assert as_written["actions"][-3:-1] == ["p5 sm KdQcKsKh2s5h6s", "p3 sm Td7s9h8dJc3sAc"]
    [history] = read_histories(swapped)
    assert history["actions"] == read("stud-showdown.txt")[0]["actions"]
    assert history["_lines"][-3:] == [65, 64, 66]                # the lines go along
    rule_history(history)


def test_a_show_without_a_showdown_is_kept_as_a_remark():
    text = (DATA / "stud-fold-to-completion.txt").read_text(encoding="utf-8")
    [history] = read_histories(text.replace("Onkel Dagobert: doesn't show hand",
                                            "Onkel Dagobert: shows [Qh Qc 4s] (a pair of Queens)"))
    assert history["actions"][-1] == "# p4 shows QhQc4s" and history["_lines"][-1] == 29
    assert rule_history(history)["winnings"][3] == 9


@pytest.mark.parametrize("hansi, last", [
    ("hansi_w: shows [Qs 9c Jd 6c Qh 4d 7d] (a pair of Queens)",
     ["# p1 sm Qs9cJd6cQh4d7d (not needed: nobody else claims the pot)"]),
    ("hansi_w: mucks hand", []),
])
def test_a_show_nobody_asks_for_is_a_remark_and_a_muck_nobody_asks_for_goes(hansi, last):
    kathi = "Kathi_K: shows [Td 7s 9h 8d Jc 3s Ac] (a straight, Seven to Jack)"
    obelix = "Obelix1966: shows [Kd Qc Ks Kh 2s 5h 6s] (three of a kind, Kings)"
    text = edit(edit(edit(SHOWDOWN, "hansi_w: mucks hand", hansi), kathi, "Kathi_K: mucks hand"),
                obelix, "Obelix1966: mucks hand")
    [history] = read_histories(text)
    assert history["actions"][-2 - len(last):] == ["p3 sm", "p5 sm", *last]      # Kathi_K bet: asked first
    assert rule_history(history)["winnings"][0] == 317                          # nobody else claims the pot


#: hands with a big bet on 4th street (an open pair): PokerKit 0.7.7 does not know the rule
DOUBLE_BET = {247004418236, 27853231777}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_what_we_import_replays_in_pokerkit(name):
    # PokerKit 0.7.7 does not know the common card of an eight-handed table, nor the big bet on an
    # open pair (tests/test_pokerkit.py); imported here: PokerKit builds its tables as it is
    # imported (2 s), which every process of the suite would pay when it collects the tests
    from pokerkit import HandHistory

    for history in read(name):
        if any(action.startswith("d db") for action in history["actions"]) or history["hand"] in DOUBLE_BET:
            continue
        ruled = rule_history(history, canonical=True)
        with warnings.catch_warnings():
            warnings.simplefilter("error")                       # not even a warning
            state = list(HandHistory.loads(dump_phh({**ruled, "ante_trimming_status": True})))[-1]
        assert list(state.stacks) == ruled["finishing_stacks"]


# --- every line PokerStars writes in a stud hand ------------------------------------------------

BASE = (DATA / "stud-fold-to-completion.txt").read_text(encoding="utf-8")
SHOWDOWN = (DATA / "stud-showdown.txt").read_text(encoding="utf-8")


def edit(text: str, old: str, new: str) -> str:
    assert old in text, old
    return text.replace(old, new, 1)


#: lines that change nothing, and the line of BASE they go after
QUIET_LINES = [
    ("Dealt to tilt_o_matic [3c]", 'tilt_o_matic said, "gl all: folds [Ah]"'),
    ("Dealt to tilt_o_matic [3c]", 'railbird_99 said, "hi"'),
    ("Dealt to tilt_o_matic [3c]", "Pair on board - a double bet is allowed"),
    ("Zuckerpuppe: folds", "Zuckerpuppe is disconnected "),
    ("Zuckerpuppe: folds", "Zuckerpuppe is connected "),
    ("Zuckerpuppe: folds", "jj_flush has timed out"),
    ("Zuckerpuppe: folds", "jj_flush has timed out while disconnected"),
    ("Zuckerpuppe: folds", "jj_flush has timed out while being disconnected"),
    ("Zuckerpuppe: folds", "Zuckerpuppe: is sitting out"),
    ("Zuckerpuppe: folds", "Zuckerpuppe is sitting out"),
    ("Zuckerpuppe: folds", "Zuckerpuppe: sits out"),
    ("Zuckerpuppe: folds", "Zuckerpuppe sits out"),
    ("Zuckerpuppe: folds", "Zuckerpuppe has returned"),
    ("Zuckerpuppe: folds", "Zuckerpuppe: is back"),
    ("Zuckerpuppe: folds", "Zuckerpuppe leaves the table"),
    ("Zuckerpuppe: folds", "Hänsel & Gretel joins the table at seat #5 "),
    ("Zuckerpuppe: folds", "kowalski23 was removed from the table for failing to post"),
    ("Zuckerpuppe: folds", "Betting is capped"),
    ("Onkel Dagobert: doesn't show hand", "No low hand qualified"),
    ("Onkel Dagobert: doesn't show hand", "tilt_o_matic finished the tournament in 5th place"),
    ("Onkel Dagobert: doesn't show hand", "tilt_o_matic finished the tournament in 2nd place and received $6.30."),
    ("Onkel Dagobert: doesn't show hand", "Onkel Dagobert wins the tournament and receives $150.56 - congratulations!"),
    ("Onkel Dagobert: doesn't show hand", "Onkel Dagobert wins the $0.25 bounty for eliminating tilt_o_matic"),
    ("Onkel Dagobert: doesn't show hand", "Onkel Dagobert, jj_flush split the $50 bounty for eliminating tilt_o_matic"),
    ("Onkel Dagobert: doesn't show hand", "Onkel Dagobert wins $19.31 for eliminating tilt_o_matic and their own "
                                          "bounty increases by $19.31 to $168.26"),
    ("Onkel Dagobert: doesn't show hand", "Onkel Dagobert wins an entry to tournament #3712450981"),
    ("Onkel Dagobert: doesn't show hand", "jj_flush re-buys and receives 3000 chips for £5.00"),
    ("Onkel Dagobert: doesn't show hand", "jj_flush takes the add-on and receives 5000 chips for 500"),
    ("Onkel Dagobert: doesn't show hand", "*********** # 2 **************"),
    ("Total pot $0.09 | Rake $0", "Board [6h]"),
    ("Total pot $0.09 | Rake $0", "Seat 4: kowalski23 is sitting out"),
    ("Total pot $0.09 | Rake $0", 'Onkel Dagobert said, "ty"'),
]


@pytest.mark.parametrize("after, line", QUIET_LINES)
def test_lines_that_change_nothing_are_read(after, line):
    [base] = hands("stud-fold-to-completion.txt")
    [history] = load_pokerstars(edit(BASE, after, after + "\n" + line), "hand.txt")
    assert {**history, "_lines": None} == {**base, "_lines": None}


@pytest.mark.parametrize("old, new", [
    ("tilt_o_matic: brings in for $0.02", "tilt_o_matic: brings in for $0.02 and is all-in"),
    ("Zuckerpuppe: posts the ante $0.01", "Zuckerpuppe: posts the ante $0.01 and is all-in"),
    ("Onkel Dagobert: completes it to $0.04", "Onkel Dagobert: completes it to $0.04 and has reached the $0.04 cap"),
    ("Onkel Dagobert: doesn't show hand", "Onkel Dagobert: doesn't show hand "),          # trailing spaces
    ("Onkel Dagobert: doesn't show hand", "Onkel Dagobert: mucks hand"),
    ("Zuckerpuppe: folds", "Zuckerpuppe: folds [9s]"),
    ("Onkel Dagobert collected $0.09 from pot", "Onkel Dagobert collected $0.09 from main pot"),
    ("Seat 6: Onkel Dagobert collected ($0.09)", "Seat 6: Onkel Dagobert (button) collected ($0.09)"),
    ("Table 'Andromeda VI' 8-max", "Table 'Andromeda VI' 8-max (Play Money) Seat #1 is the button"),
    ("PokerStars Hand #", "PokerStars Zoom Hand #"),
    ("PokerStars Hand #", "POKERSTARS GAME #"),
])
def test_lines_written_otherwise_read_the_same(old, new):
    [base] = hands("stud-fold-to-completion.txt")
    [history] = load_pokerstars(edit(BASE, old, new), "hand.txt")
    assert history == base


def test_a_history_sent_by_email_and_several_blank_lines_or_none_between_hands():
    text = (DATA / "two-hands.txt").read_text(encoding="utf-8")
    for sep in ("\n", "\n\n\n\n", "\n*********** # 2 **************\n", "\r\n"):
        joined = re.sub(r"\n+(?=PokerStars Hand #)", sep, text.strip())
        read = load_pokerstars("*********** # 1 **************\n" + joined)
        assert [{**h, "_lines": None} for h in read] == [{**h, "_lines": None} for h in hands("two-hands.txt")]


# --- refusals ----------------------------------------------------------------------------------

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
    (edit(BASE, "Zuckerpuppe: posts the ante $0.01", "Zuckerpuppe: posts small & big blinds $0.03"), 9,
     "posts a blind"),
    (edit(BASE, "Zuckerpuppe: folds", "Zuckerpuppe: discards 2 cards [9s 4d]"), 21, "draws: drawing belongs to"),
    (edit(BASE, "Zuckerpuppe: posts the ante $0.01", "Zuckerpuppe: dances"), 9,
     "cannot read what Zuckerpuppe does: 'dances'"),
    (edit(BASE, "Zuckerpuppe: posts the ante $0.01", "the lights go out"), 9, "cannot read 'the lights go out'"),
    (edit(BASE, "Zuckerpuppe: folds", "Hand cancelled"), 21, "the hand was cancelled: there is nothing to rule"),
    (edit(BASE, "Zuckerpuppe: folds", "Hand was run twice"), 21, "a hand run twice is no stud hand"),
    (edit(BASE, "Seat 1: Zuckerpuppe folded", "Seat 1 Zuckerpuppe folded"), 32, 'cannot read "Seat 1 Zuckerpuppe'),
    (edit(BASE, "*** 3rd STREET ***", "*** FLOP *** [2c 3c 4c]"), 14, "is not a stud street"),
    (edit(BASE, "*** 3rd STREET ***", "*** 4th STREET ***"), 14, "4th street where 3rd street comes next"),
    (edit(BASE, "Dealt to Zuckerpuppe [9s]", "Dealt to Zuckerpuppe [9x]"), 15, "cannot read '9x' as a card"),
    (edit(BASE, "Dealt to Zuckerpuppe [9s]", "Dealt to Zuckerpuppe [of]"), 15, "cannot read 'of' as a card"),
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
    header = re.search(r"PokerStars Hand #(\d+)", text)
    hand = int(header[1]) if header else None
    assert message in str(refusal.value)
    assert (refusal.value.line, refusal.value.hand) == (line, hand)
    where = f"hand #{hand}: " if hand else ""
    assert str(refusal.value).startswith("hand.txt: " + where + (f"line {line}: " if line else ""))
    assert "\n" not in str(refusal.value)
    assert isinstance(refusal.value, HistoryFormatError)        # one error to catch for every format


def test_a_refused_hand_leaves_the_others_of_the_file_read():
    broken = edit(SHOWDOWN, "Obelix1966: checks", "Obelix1966: juggles")
    text = BASE + "\n\n" + broken + "\n\n" + (DATA / "two-hands.txt").read_text(encoding="utf-8")
    with pytest.raises(HandsRefused) as refused:
        load_pokerstars(text, "session.txt")
    [refusal] = refused.value.refusals
    line = len(BASE.splitlines()) + 2 + broken.splitlines().index("Obelix1966: juggles") + 1
    assert str(refusal) == f"session.txt: hand #245871093512: line {line}: cannot read what Obelix1966 does: 'juggles'"
    assert str(refused.value) == str(refusal) and refused.value.line == line
    assert refused.value.histories == hands("stud-fold-to-completion.txt") + [
        {**history, "_lines": [n + len(BASE.splitlines()) + len(broken.splitlines()) + 4 for n in history["_lines"]]}
        for history in hands("two-hands.txt")]
    with pytest.raises(HandsRefused) as several:
        load_pokerstars(broken + "\n\n" + edit(BASE, "7 Card Stud", "Omaha") + "\n\n" + BASE, "session.txt")
    assert str(several.value).startswith("session.txt: 2 of 3 hands refused, the first: hand #245871093512: line ")
    assert len(several.value.histories) == 1


def test_the_line_of_each_action_names_where_a_ruling_refuses():
    [history] = hands("stud-fold-to-completion.txt")
    assert source_line(history, history["actions"].index("p4 cbr 4")) == 25
    assert source_line(history, None) is None and source_line(history, 99) is None and source_line({}, 0) is None


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
    assert load_phh(one.stdout) == {**read("razz.txt")[0], "time": datetime.time(18, 17, 52)}
    several = run("convert", "tests/data/pokerstars/two-hands.txt", "--to", "phh")
    assert several.stdout.startswith("[1]\n") and "\n[2]\n" in several.stdout
    assert load_phhs(several.stdout) == read("two-hands.txt")
    path = tmp_path / "hands.phhs"
    path.write_text(several.stdout)
    ruled = run("rule", str(path))
    assert ruled.returncode == 0, ruled.stderr
    assert [json.loads(line)["winnings"][6] for line in ruled.stdout.splitlines()] == [80, 0]


def test_convert_reads_our_formats_and_sniffs_a_pokerstars_text(tmp_path):
    out = run("convert", "sample_hands/stud-showdown.json", "--to", "phh")
    assert out.returncode == 0 and out.stdout.startswith('variant = "F7S"')
    back = run("convert", "tests/data/phh-stud/wsop-2023-43-5-10.phh")
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


def test_rule_rules_the_hands_it_reads_and_refuses_the_others_one_line_each():
    out = run("rule", "tests/data/pokerstars/mixed-game-tournament.txt")
    assert out.returncode == 2
    assert [json.loads(line)["hand"] for line in out.stdout.splitlines()] == [250000000101, 250000000117]
    assert out.stderr == ("error: tests/data/pokerstars/mixed-game-tournament.txt: hand #250000000102: line 29: not "
                          "a stud hand: \"{Gartenzwerge Club} Tournament #3500001, 100+10 8-Game (Hold'em Limit)\" "
                          "(we read 7 Card Stud, 7 Card Stud Hi/Lo and Razz, fixed limit)\n")


@pytest.mark.parametrize("command, text, message", [
    ("convert", edit(BASE, "tilt_o_matic: folds", "tilt_o_matic: dances"),
     "hand.txt: hand #246205517390: line 26: cannot read what tilt_o_matic does: 'dances'"),
    ("convert", "PokerStars Hand #1: Razz Limit (1/2)", "hand.txt: hand #1: line 1: expected the 'Seat N: name"),
    ("convert", "Razz (1/2)", "hand.txt: line 1: a hand starts with 'PokerStars Hand #', not 'Razz (1/2)'"),
    ("rule", edit(BASE, "Zuckerpuppe: folds\njj_flush: folds", "jj_flush: folds\nZuckerpuppe: folds"),
     "hand.txt: hand #246205517390: line 21: action 6 ('p2 f'): It is Zuckerpuppe’s turn, not jj_flush’s."),
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
