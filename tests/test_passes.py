"""Rounds that deal no card: a street found by its key, a pass to the left (Anaconda), a discard
with no deal (Super Stud), rolls (docs/rules.md, "Discards, flips and passes")."""

from __future__ import annotations

import json
import pathlib
import pickle

import pytest

from referee.games import GAMES, configure
from referee.games.house import PRESETS, HouseError, house_game, house_words
from referee.replay import replay
from referee.streets import steps
from referee.violations import RuleViolation
from referee.words.steps import did_text, step_title
from referee.words.terms import StreetKey, street_name

NAMES = ["Anna", "Ben", "Carla", "Dan"]
ANACONDA = {"variant": "HOUSE", "house_game": PRESETS["ANACONDA"], "players": NAMES, "starting_stacks": [100] * 4,
            "antes": [1] * 4, "bring_in": 1, "small_bet": 2, "big_bet": 4}
DEALT = ["d dh p1 AsAdKcKh9h6s4d", "d dh p2 ??????????????", "d dh p3 ??????????????", "d dh p4 ??????????????"]
#: Ben folds on 7th street: Anna's neighbour on the left is Carla now
PASSING = DEALT + ["p1 cc", "p2 f", "p3 cc", "p4 cc"]


def test_every_street_of_the_named_games_is_found_by_its_number():
    # but Cowpie's setting of the hands, a round that deals no card after 7th street
    for code in GAMES:
        assert all(street.key == street.number and type(street.key) is int
                   for street in configure(code).streets if street.faces)
    setting = configure("COWPIE").streets[-1]
    assert setting.key == 8 and setting.number == 7 and street_name(setting.key) == "the setting of the hands"


def test_anacondas_rounds_are_keyed_by_their_place_and_say_their_choice():
    keys = [street.key for street in house_game(PRESETS["ANACONDA"]).streets]
    assert keys == list(range(7, 15))
    assert [street_name(key) for key in keys] == [
        "7th street", "the pass of 3", "the pass of 2", "the pass of 1", "the 1st roll", "the 2nd roll",
        "the 3rd roll", "the 4th roll"]
    assert [street_name(key, "de") for key in keys[1:3]] == ["Weitergabe von 3", "Weitergabe von 2"]


def test_super_studs_streets_after_its_discard_are_named_by_the_cards_held():
    keys = [street.key for street in house_game(PRESETS["SUPERSTUD"]).streets]
    assert [int(key) for key in keys] == [5, 6, 7, 8, 9, 10]
    assert [street_name(key) for key in keys] == ["5th street", "the discard of 2", "4th street", "5th street",
                                                  "6th street", "7th street"]


def test_a_round_key_is_an_int_that_keeps_its_words_through_a_copy():
    key = StreetKey(8, 7, "pass", 3)
    assert key == 8 and str(key) == "8" and hash(key) == hash(8) and {8: "x"}[key] == "x"
    again = pickle.loads(pickle.dumps(key))
    assert street_name(again) == "the pass of 3"


def test_a_folded_neighbour_is_passed_over():
    """pagat.com, Pass the Trash: "each set of three cards is passed to the next active player to
    the left"."""
    state = replay({**ANACONDA, "actions": PASSING})
    assert state.expected()["kind"] == "pass" and state.expected()["to"] == 2      # Anna to Carla
    with pytest.raises(RuleViolation) as refused:
        replay({**ANACONDA, "actions": PASSING + ["p1 pa p2 9h6s4d"]})
    assert refused.value.rule == "pass.to"
    assert str(refused.value).endswith("Anna passes to Carla, the next player still in on the left, not to Ben.")


def test_australian_anaconda_passes_to_the_right_and_says_so():
    """talvola/generic_poker's australian_anaconda.json: "Pass Three Right", "Pass Two Right", "Pass
    One Right".  Dan deals: Anna's right is Dan, Carla's is Ben (folded: passed over), Dan's is Carla."""
    australian = {**ANACONDA, "house_game": PRESETS["AUSTRALIAN"]}
    state = replay({**australian, "actions": PASSING})
    assert [state.passes_to(seat) for seat in (0, 2, 3)] == [3, 0, 2]
    with pytest.raises(RuleViolation) as refused:
        replay({**australian, "actions": PASSING + ["p1 pa p3 9h6s4d"]})
    assert refused.value.rule == "pass.to_right"
    assert refused.value.message("en").endswith(
        "Anna passes to Dan, the next player still in on the right, not to Carla.")
    assert refused.value.message("de").endswith("Anna gibt an Dan weiter, rechts der nächste, der noch dabei ist, "
                                                "nicht an Carla.")
    done = replay({**australian, "actions": PASSING + ["p1 pa p4 9h6s4d", "p3 pa p1 ??????", "p4 pa p3 ??????"]})
    assert [str(d.card) for d in done.seats[3].cards[-3:]] == ["9h", "6s", "4d"]       # Dan has Anna's three
    assert house_words(house_game(PRESETS["AUSTRALIAN"]).definition).startswith(
        "Australian Anaconda: seven cards, five kept: seven down, then each player passes three down to the next "
        "player on the right")


def test_the_cards_move_once_every_player_has_passed():
    """pagat.com: "each active player places three unwanted cards face down in front of them. When
    all are ready, each set of three cards is passed"."""
    first = replay({**ANACONDA, "actions": PASSING + ["p1 pa p3 9h6s4d"]})
    assert [d.card for d in first.seats[0].cards] == list(first.parsed("d dh p1 AsAdKcKh").cards)
    assert len(first.seats[2].cards) == 7                     # not Carla's yet: she cannot pass them on
    with pytest.raises(RuleViolation) as refused:
        replay({**ANACONDA, "actions": PASSING + ["p1 pa p3 9h6s4d", "p3 pa p4 9h????"]})
    assert refused.value.rule == "deal.twice" and "Anna" in str(refused.value)     # still Anna's card
    done = replay({**ANACONDA, "actions": PASSING + ["p1 pa p3 9h6s4d", "p3 pa p4 ??????", "p4 pa p1 ??????"]})
    assert done.phase == "bet" and [str(d.card) for d in done.seats[2].cards[-3:]] == ["9h", "6s", "4d"]
    assert [d.card for d in done.seats[0].cards[-3:]] == [None] * 3 and len(done.seats[3].cards) == 7


def test_the_story_says_who_passed_how_many_to_whom_never_which():
    history = {**ANACONDA, "actions": PASSING + ["p1 pa p3 9h6s4d", "p3 pa p4 ??????", "p4 pa p1 ??????"]}
    step = steps(history)[-1]
    assert step_title(step) == "the pass of 3: passes" and step_title(step, "de") == "Weitergabe von 3: Weitergeben"
    assert [did_text(did, NAMES) for did in step.did] == [
        "Anna passes 3 cards to Carla", "Carla passes 3 cards to Dan", "Dan passes 3 cards to Anna"]
    assert did_text(step.did[0], NAMES, "de") == "Anna gibt 3 Karten an Carla weiter"


def test_the_pass_is_read_and_written_back():
    state = replay({**ANACONDA, "actions": PASSING + ["Anna PA carla 9h 6s 4d"]})
    assert state.texts[-1] == "p1 pa p3 9h6s4d"


@pytest.mark.parametrize(("deal", "field"), [
    ("p3, ddddddd", "deal"),                       # the first street deals
    ("ddd, p4, u, u, d", "deal"),                  # more than the players hold down
    ("ddu, xxx, u, u, u, d", "deal"),              # a discard of more than held down
])
def test_the_vocabulary_refuses_a_round_it_cannot_play(deal, field):
    with pytest.raises(HouseError) as refused:
        house_game({"name": "X", "deal": deal})
    assert refused.value.field == field


ENGLISH = json.loads((pathlib.Path(__file__).parent.parent / "sample_hands" / "house-english-stud.json").read_text())


def test_the_buys_go_in_turn_from_the_last_rounds_opener_a_discard_then_the_card():
    """The twist round: "players make the decision of which card to replace in turn starting with
    the player who bet first on the preceding round"; the card bought for the big bet, one
    discarded first (talvola/generic_poker english_stud.json: "discard_first")."""
    before = replay({**ENGLISH, "actions": ENGLISH["actions"][:27]})
    nxt = before.expected()
    assert (nxt["kind"], nxt["decision"], before.names[nxt["seat"]], nxt["amount"]) == ("decide", "buy", "Carla", 4)
    assert street_name(nxt["street"]) == "the buy after 7th street"
    bought = replay({**ENGLISH, "actions": ENGLISH["actions"][:28]})
    assert bought.total_pot == before.total_pot + 4 and bought.expected()["kind"] == "discard"
    assert bought.expected()["seats"] == [2] and bought.expected()["count"] == 1
    dealt = replay({**ENGLISH, "actions": ENGLISH["actions"][:29]})
    assert dealt.expected()["kind"] == "deal" and dealt.expected()["seat"] == 2 and "extra" not in dealt.expected()
    after = replay({**ENGLISH, "actions": ENGLISH["actions"][:31]})
    assert after.phase == "bet" and len(after.seats[2].cards) == 7 and len(after.seats[0].cards) == 7
    buys = [did_text(did, ENGLISH["players"]) for s in steps(ENGLISH) if s.street == 8 and s.kind in ("deal", "discard")
            for did in s.did]
    assert buys == ["Carla buys a card for 4", "Carla discards 1 card", "a face-down card to Carla",
                    "Anna buys no card"]


def test_in_a_seats_own_history_the_cards_it_passed_are_its_receivers_unseen():
    """A seat's phone knows which cards it passed; once passed they are the receiver's, who may
    discard, turn up or show them as any unseen card (``_seat``: whose history it is)."""
    mine = {**ANACONDA, "_seat": 0, "actions": PASSING + ["p1 pa p3 9h6s4d", "p3 pa p4 ??????", "p4 pa p1 ??????"]}
    state = replay(mine)
    assert [d.card for d in state.seats[2].cards[-3:]] == [None] * 3 and "9h" not in map(str, state.seen)
    table = replay({**mine, "_seat": None})
    assert [str(d.card) for d in table.seats[2].cards[-3:]] == ["9h", "6s", "4d"]      # the table's: named


def test_a_seats_face_down_slots_count_what_it_was_dealt_not_what_it_was_passed():
    from referee.seats import down_slots

    lying = replay({**ANACONDA, "actions": PASSING + ["p1 pa p3 9h6s4d", "p3 pa p4 ??????"]})
    assert [down_slots(lying, seat) for seat in (0, 2, 3)] == [7, 7, 7]
    done = replay({**ANACONDA, "actions": PASSING + ["p1 pa p3 9h6s4d", "p3 pa p4 ??????", "p4 pa p1 ??????"]})
    assert [down_slots(done, seat) for seat in (0, 2, 3)] == [7, 7, 7]
