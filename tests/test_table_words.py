"""What the table says, from the referee: the wild banner when no face-up card follows (live and
in a replay alike), who opens when the best up hand is all-in, and the options' help in both
languages as the rules word them."""

import re

import pytest

from referee.games import GAMES
from referee.history import load_hand
from referee.replay import State, replay
from referee.streets import steps
from referee.words.state import face_up_to_come, view_json


def play(history: dict) -> State:
    """`history` played out; ``cc`` is a check or call by whoever is to act."""
    state = State(load_hand({**history, "actions": []}))
    for action in history["actions"]:
        state.apply(f"p{state.acting + 1} cc" if action == "cc" else action)
    return state


def texts(state: State) -> list[str]:
    return list(state.texts)


FTQ = {"variant": "FTQ", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [50] * 3, "antes": [1] * 3}
TO_SIXTH = ["d dh p1 ????5h", "d dh p2 ????6c", "d dh p3 ????9d", "cc", "cc", "cc",
            "d dh p1 7h", "d dh p2 8c", "d dh p3 9c", "cc", "cc", "cc",
            "d dh p1 2h", "d dh p2 2c", "d dh p3 3c", "cc", "cc", "cc", "d dh p1 4h", "d dh p2 4c"]


def test_a_queen_as_the_last_face_up_card_leaves_no_rank_to_follow_live_and_in_the_replay():
    history = {**FTQ, "actions": TO_SIXTH + ["d dh p3 Qc"]}
    live = play(history)
    assert live.phase == "bet" and live.street == 6 and not face_up_to_come(live)
    said = view_json(live)["wilds"]["explanation"]
    assert said == {"en": "Queens are wild: Carla's Q♣ was the last face-up card, so no rank follows it.",
                    "de": "Damen sind wild: Carlas D♣ war die letzte offene Karte, ihr folgt kein Wert."}
    # the replay at the same moment (after the deal of 6th street, before its betting) says the same
    played = {**FTQ, "actions": texts(live) + [f"p{i} cc" for i in (3, 1, 2)]}
    deal = next(s for s in steps(played) if s.kind == "deal" and s.street == 6)
    assert view_json(replay(played, upto=deal.end))["wilds"]["explanation"] == said
    assert view_json(replay(played))["wilds"]["explanation"] == said       # and after its betting


def test_a_queen_with_up_cards_still_to_come_waits_for_its_follower():
    state = play({**FTQ, "actions": TO_SIXTH[:-1] + ["d dh p2 Qc"]})     # Carla's 6th-street card follows
    assert state.phase == "deal" and face_up_to_come(state)
    assert view_json(state)["wilds"]["explanation"]["en"] == \
        "Queens are wild: Ben's Q♣ is the last face-up card, the next one sets the wild rank."


def test_the_extra_card_comes_after_a_final_queen():
    state = play({**FTQ, "options": {"extra_card": True}, "actions": TO_SIXTH + ["d dh p3 Qc"]})
    assert state.phase == "extra" and face_up_to_come(state)
    assert "the next one sets the wild rank" in view_json(state)["wilds"]["explanation"]["en"]


def test_when_the_best_up_hand_is_all_in_the_next_on_its_left_opens():
    history = {"variant": "FTQ", "players": ["Anna", "Ben", "Fritz"], "starting_stacks": [50, 50, 3],
               "antes": [1] * 3, "actions": ["d dh p1 ????5h", "d dh p2 ????6c", "d dh p3 ????Ad", "p3 cbr 2",
                                            "cc", "cc", "d dh p1 7h", "d dh p2 8c", "d dh p3 Ac"]}
    state = play(history)
    nxt = view_json(state)["next"]
    assert (nxt["seat"], nxt["opener_passed_from"]) == (0, 2)
    assert nxt["opener_passed"] == {"en": "Fritz shows the best hand but is all-in: Anna, on Fritz's left, opens",
                                    "de": "Fritz zeigt das beste Blatt, ist aber all-in: Anna, links von Fritz, "
                                          "eröffnet"}
    state.apply("p1 cc")
    assert "opener_passed_from" not in state.expected()                   # said while the round opens only


def test_nobody_passes_when_the_best_up_hand_can_act():
    state = play({**FTQ, "actions": TO_SIXTH[:6]})
    assert "opener_passed_from" not in state.expected() and "opener_passed" not in view_json(state)["next"]


@pytest.mark.parametrize("code, leader, leader_de", [("FTQ", "Queen", "Dame"), ("FTC", "King", "König")])
def test_the_german_option_help_names_the_leader_where_the_english_does(code, leader, leader_de):
    for option in GAMES[code].options:
        en, de = option.help["en"], option.help["de"]
        if leader in en:
            assert leader_de in de, (code, option.name, de)
        assert "davon" not in de and "dieses Werts" not in de, (code, option.name, de)


@pytest.mark.parametrize("code", sorted(GAMES))
def test_no_option_help_shows_an_identifier(code):
    for option in GAMES[code].options:
        for lang in ("en", "de"):
            assert not re.search(r"\w+_\w+", option.help[lang]), (code, option.name, lang, option.help[lang])
