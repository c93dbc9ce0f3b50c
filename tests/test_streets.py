"""A hand street by street: its steps, what each action did, and where the wild ranks changed,
as data and in words."""

import json
import pathlib
import random

import pytest

from harness.handgen import random_hand
from referee.cards import parse_cards
from referee.replay import replay
from referee.streets import KINDS, WildChange, known_cards, steps, wild_changes
from referee.words.steps import did_text, step_title, wild_change_text

SAMPLES = pathlib.Path(__file__).resolve().parent.parent / "sample_hands"


def test_the_rules_example_step_by_step():
    history = json.loads((SAMPLES / "rules-example.json").read_text())
    cut = steps(history)
    assert [(s.kind, s.street, s.end) for s in cut] == [
        ("start", 3, 0), ("deal", 3, 5), ("bet", 3, 10), ("deal", 4, 15), ("bet", 4, 22), ("deal", 5, 27),
        ("bet", 5, 32), ("deal", 6, 36), ("bet", 6, 42), ("deal", 7, 44), ("bet", 7, 48), ("show", 7, 50)]
    assert [step_title(s) for s in cut[:3]] == ["Antes in", "3rd street: the deal", "3rd street: betting"]
    assert [step_title(s, "de") for s in cut[-2:]] == ["7. Straße: Setzen", "Showdown"]
    names = history["players"]
    assert [did_text(d, names) for d in cut[2].did] == [
        "Dan bets 2", "Emil calls 2", "Anna calls 2", "Ben calls 2", "Carla calls 2"]
    assert [did_text(d, names) for d in cut[4].did][:3] == ["Anna checks", "Ben checks", "Carla bets 5"]
    assert [did_text(d, names) for d in cut[10].did] == [
        "Emil bets 5", "Carla raises to 10", "Emil raises to 15", "Carla calls 5"]      # the 5 she puts in
    assert [did_text(d, names, "de") for d in cut[9].did] == [
        "eine verdeckte Karte an Carla", "eine verdeckte Karte an Emil"]
    assert [did_text(d, names) for d in cut[11].did] == ["Emil shows J♠ Q♣ 9♣", "Carla shows 6♦ 6♠ 4♠"]


def test_a_stud_hand_brings_in_completes_and_folds_and_a_card_for_nobody():
    history = {"variant": "F7S", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [20] * 3,
               "antes": [1] * 3, "bring_in": 1, "small_bet": 2, "big_bet": 4,
               "actions": ["d dh p1 ????9c", "d dh p2 ????2h", "d dh p3 ????Kd", "p2 pb", "p3 cbr 2", "p1 f",
                           "p2 cbr 4", "# Carla thinks", "p3 cc"]}
    betting = steps(history)[-1]
    assert (betting.kind, betting.street, betting.end) == ("bet", 3, 9)
    assert [(d.kind, d.seat, d.amount, d.index) for d in betting.did] == [
        ("bring_in", 1, 1, 3), ("complete", 2, 2, 4), ("fold", 0, 0, 5), ("raise", 1, 4, 6), ("call", 2, 2, 8)]
    assert [did_text(d, history["players"], "de") for d in betting.did] == [
        "Ben bringt 1 ein", "Carla komplettiert auf 2", "Anna passt", "Ben erhöht auf 4", "Carla geht mit 2"]
    extra = {"variant": "FTQ", "options": {"extra_card": True}, "players": ["Anna", "Ben", "Carla"],
             "starting_stacks": [20] * 3, "actions": ["d dh p1 ????2c", "d dh p2 ????3d", "d dh p3 ????4h",
                                                      "p3 cc", "p1 cc", "p2 cc"]}
    for street, cards in ((4, "5c 6d 7h"), (5, "8c 9d Th"), (6, "Jc Kd Qh")):
        extra["actions"] += [f"d dh p{i + 1} {c}" for i, c in enumerate(cards.split())]
        if street < 6:
            order = replay(extra).clockwise_from(replay(extra).to_act)
            extra["actions"] += [f"p{s + 1} cc" for s in order]
    extra["actions"].append("d db 9s")
    board = steps(extra)[-1]
    assert (board.kind, board.street, [did_text(d, extra["players"]) for d in board.did]) == (
        "board", 6, ["9♠ for nobody"])
    assert step_title(board, "de") == "6. Straße: Karte für niemanden"


def test_a_muck_and_the_cards_known_to_the_record():
    history = json.loads((SAMPLES / "showdown-muck-loses-claim.json").read_text())
    show = steps(history)[-1]
    assert [did_text(d, history["players"]) for d in show.did] == ["Carla shows K♥ 6♦ 2♦", "Ben mucks"]
    state = replay(history)
    assert known_cards(state)[1] == list(parse_cards("Ah5h7h3hTh4sJh"))     # Ben's cards were entered


@pytest.mark.parametrize("seed", range(30))
def test_every_action_is_in_one_step_and_did_what_its_text_says(seed):
    rng = random.Random(seed)
    history = random_hand(rng, rng.choice(["FTQ", "F7S", "BM", "FR"]))
    cut = steps(history)
    assert [d.index for s in cut for d in s.did] == list(range(len(history["actions"])))
    assert [s.end for s in cut] == sorted(s.end for s in cut) and cut[-1].end == len(history["actions"])
    for step in cut[1:]:
        for done in step.did:
            words = history["actions"][done.index].split()
            assert done.kind in KINDS
            if words[0] == "d":
                assert step.kind == ("board" if words[1] == "db" else "deal")
                assert done.kind == ("down" if set(words[3]) <= {"?"} else "deal" if words[1] == "dh" else "board")
            elif words[1] == "sm":
                assert (step.kind, done.kind) == ("show", "show" if len(words) > 2 else "muck")
            else:
                verb = {"cc": ("check", "call"), "cbr": ("bet", "raise", "complete"), "f": ("fold",),
                        "pb": ("bring_in",)}[words[1]]
                assert step.kind == "bet" and done.kind in verb
                assert done.amount == (int(words[2]) if words[1] == "cbr" else done.amount)
                assert (done.amount == 0) == (done.kind in ("check", "fold"))


def test_where_a_queen_changed_the_wild_ranks():
    ftq = {"variant": "FTQ", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [20] * 3, "actions": []}
    points = [{"wild_ranks": [6, 12], "wilds_changed": False}, {"wild_ranks": [6, 12], "wilds_changed": False},
              {"wild_ranks": [11, 12], "wilds_changed": True}, {"wild_ranks": [12], "wilds_changed": True}]
    changes = wild_changes(ftq, points)
    assert changes == [WildChange(0, 12, (), (6,)), WildChange(2, 12, (6,), (11,)), WildChange(3, 12, (11,), ())]
    assert [c.kind for c in changes] == ["added", "switched", "dropped"]
    assert [wild_change_text(c) for c in changes] == ["Q: +sixes", "Q: sixes → Jacks", "Q: −Jacks"]
    assert [wild_change_text(c, "de") for c in changes] == ["D: +Sechsen", "D: Sechsen → Buben", "D: −Buben"]
    assert wild_changes({**ftq, "variant": "FTC"}, [{"wild_ranks": [13], "wilds_changed": False}]) == []
    assert wild_changes({**ftq, "variant": "BM"}, points) == []               # no wild ranks in Black Mariah
