"""The wild cards held at showdowns (a season's standings, `web.finished.hand_stats`)
count a hand mucked at the showdown too, as the table knows it: its face-up wild cards, never
its hole cards (docs/security.md: after the hand, shown cards are public, the others stay
private; the standings are served to guests)."""

from __future__ import annotations

import json
import pathlib

import pytest

from referee.replay import replay
from web.finished import hand_stats, ruled
from web.views import public_history

SAMPLES = pathlib.Path(__file__).resolve().parent.parent / "sample_hands"

#: Follow the Queen: Ben is dealt the Q♥ face up on 4th street (Queens wild, Carla's 9♠ after
#: it makes nines wild), calls to the end and mucks when Carla shows four Kings
MUCKED_QUEEN = {
    "variant": "FTQ", "options": {}, "players": ["Anna", "Ben", "Carla"], "starting_stacks": [100, 100, 100],
    "antes": [1, 1, 1], "bet_limits": [1, 5], "max_raises": 3,
    "actions": ["d dh p1 ????2s", "d dh p2 Ah5h7h", "d dh p3 ????Kc", "p3 cbr 2", "p1 f", "p2 cc",
                "d dh p2 Qh", "d dh p3 9s", "p3 cbr 3", "p2 cc", "d dh p2 Th", "d dh p3 Kd", "p3 cbr 5", "p2 cc",
                "d dh p2 4s", "d dh p3 8c", "p3 cbr 5", "p2 cc", "d dh p2 Jh", "d dh p3 ??", "p3 cbr 5", "p2 cc",
                "p3 sm Kh6d2d", "p2 sm"]}


def stats(history: dict) -> dict[str, dict]:
    state = replay(history)
    return hand_stats(state, ruled(state))


def with_actions(history: dict, **changed: tuple[str, str]) -> dict:
    """`history` with actions replaced, each named change a pair (the text before, after)."""
    swaps = dict(changed.values())
    return {**history, "actions": [swaps.get(a, a) for a in history["actions"]]}


def test_a_mucked_face_up_wild_card_counts():
    counted = stats(MUCKED_QUEEN)
    assert counted["Ben"]["showdown"] and not counted["Ben"]["won_showdown"]
    assert counted["Ben"]["wild"] == 1                          # the Q♥ face up; mucked, still held there
    assert counted["Carla"]["wild"] == 1                        # the 9♠ that followed the Queen, shown
    assert counted["Anna"]["wild"] == 0                         # folded: no showdown


def test_a_mucked_hole_wild_card_the_host_typed_is_not_revealed():
    """Ben's Q♦ in the hole was typed by the host (a guest sees ``????7h``): mucked, it stays
    private, so the figure counts his face-up Q♥ alone, as it does with his hole cards unknown."""
    typed = with_actions(MUCKED_QUEEN, ben=("d dh p2 Ah5h7h", "d dh p2 Qd5h7h"))
    unknown = with_actions(MUCKED_QUEEN, ben=("d dh p2 Ah5h7h", "d dh p2 ????7h"))
    assert stats(typed)["Ben"]["wild"] == stats(unknown)["Ben"]["wild"] == 1
    shown = with_actions(typed, muck=("p2 sm", "p2 sm Qd5hJh"))      # shown, it is public and counts
    assert stats(shown)["Ben"]["wild"] == 2


def test_a_hand_won_without_showing_counts_its_face_up_wild_cards():
    """Carla mucks first: Ben takes the pot without showing; his Q♥ face up counts, his hole
    cards do not."""
    history = with_actions(MUCKED_QUEEN, ben=("d dh p2 Ah5h7h", "d dh p2 Qd5h7h"),
                           carla=("p3 sm Kh6d2d", "p3 sm"))
    history = {**history, "actions": history["actions"][:-1]}
    counted = stats(history)
    assert counted["Ben"]["showdown"] and counted["Ben"]["won_showdown"] and counted["Ben"]["wild"] == 1
    assert counted["Carla"]["showdown"] and counted["Carla"]["wild"] == 1          # her 9♠ face up


def test_a_face_up_card_wild_by_a_hidden_hole_card_is_not_counted():
    """Kings and Little Ones: Ben's lowest hole card (the 3♣, typed by the host) makes his 3♠
    face up wild, for him alone. He mucks: counting the 3♠ would tell the guests a three lies in
    his hole, so his Kh alone counts (Kings are wild for everybody), as with his hole unknown."""
    history = json.loads((SAMPLES / "kings-little-ones-personal-wild.json").read_text())
    history = with_actions(history, ben=("d dh p2 ????As", "d dh p2 3c5cKh"), muck=("p2 sm 9h9c4c", "p2 sm"))
    state = replay(history)
    assert state.seats[1].mucked and len(state.wild_cards(1)) == 3       # the host's data: K♥, 3♠, 3♣
    assert hand_stats(state, ruled(state))["Ben"]["wild"] == 1


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.json")), ids=lambda p: p.stem)
def test_the_numbers_of_a_hand_are_those_of_its_public_history(path):
    """Whatever the host typed of a hand's hole cards, the standings count of it what its public
    history gives (hole cards unknown until shown): nothing private reaches the figure, even in
    a game where a hole card makes a face-up card wild (the lowest hole card)."""
    history = json.loads(path.read_text())
    state = replay(history)
    if not state.outcome:
        pytest.skip("not a finished hand")
    public = replay(public_history(history))
    assert hand_stats(state, ruled(state)) == hand_stats(public, ruled(state))
