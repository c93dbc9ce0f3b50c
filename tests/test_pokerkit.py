"""Seven-Card Stud moves between tools: the real WSOP hands rule to PokerKit's stacks, and what
we write as PHH loads and replays in PokerKit (a test-only dependency) to our stacks."""

import json
import random
import warnings

import pytest

from harness.handgen import header, play
from referee.phh import dump_phh, load_phh
from referee.ruling import rule_history
from tests.conftest import PHH_STUD


def wsop(variants=("F7S", "F7S/8", "FR")):
    expected = json.loads((PHH_STUD / "EXPECTED.json").read_text())
    return [(name, e) for name, e in expected.items() if e["variant"] in variants]


def pokerkit_stacks(text: str) -> list[int]:
    # imported here, not above: PokerKit builds its tables as it is imported (2 s), which every
    # process of the suite would pay when it collects the tests
    from pokerkit import HandHistory
    with warnings.catch_warnings():
        warnings.simplefilter("error")            # our PHH must not even warn
        # ... except that a player folded where a check was free: legal, the player's choice
        warnings.filterwarnings("ignore", "There is no reason for this player to fold")
        states = list(HandHistory.loads(text))
    return list(states[-1].stacks)


def test_every_real_stud_hand_rules_to_pokerkits_stacks():
    hands = wsop()
    assert len(hands) == 29 and {e["variant"] for _, e in hands} == {"F7S", "F7S/8", "FR"}
    for name, expected in hands:
        history = load_phh((PHH_STUD / name).read_text(), name)
        ruled = rule_history(history)
        assert ruled["finishing_stacks"] == expected["finishing_stacks"], name


def test_what_we_write_of_the_real_hands_replays_in_pokerkit():
    for name, expected in wsop():
        ruled = rule_history(load_phh((PHH_STUD / name).read_text(), name), canonical=True)
        assert pokerkit_stacks(dump_phh(ruled)) == expected["finishing_stacks"], name


@pytest.mark.parametrize("variant", ["F7S", "F7S/8", "FR"])
@pytest.mark.parametrize("seed", range(25))
def test_our_random_stud_hands_replay_in_pokerkit(seed, variant):
    # PokerKit knows neither the open-pair big bet on 4th street nor the common card of an
    # eight-handed table (it burns cards and runs out); it cannot give a pot to a player
    # nobody contests at the showdown unless it knows all of that player's cards, and it fails
    # when a player mucks a side pot nobody else can claim: those hands stay with us.
    rng = random.Random(seed)
    options = {"open_pair_big_bet": False} if variant == "F7S" else {}
    history = play(rng, header(rng, variant, options, players=rng.randint(2, 7)),
                   hide=0, muck=0)
    history["ante_trimming_status"] = True
    ruled = rule_history(history, canonical=True)
    assert pokerkit_stacks(dump_phh(ruled)) == ruled["finishing_stacks"]
