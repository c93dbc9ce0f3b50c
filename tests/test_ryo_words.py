"""Roll Your Own's words: "three cards down are logged as 'a face-down card to X'; the
showdown slots say '3rd, 3rd, 7th street' for cards that came on 3rd, 6th and 7th."

The entry of a deal of several face-down cards nobody saw (``d dh p1 ??????``, Roll Your Own's
3rd street) says how many, as the tablet's own button for it does ("3 face-down cards to
Anna"); one card is still "a face-down card".

The showdown's slots: Roll Your Own deals three cards down on 3rd street and one down on each of
4th to 7th, and on 3rd to 6th street each player turns up one face-down card of their choice.
Where the table entered a player's cards as ``??``, ``p1 tu Kd`` says which card came up but not
which of the face-down cards it was: the referee lays it in the newest unknown slot (so that
the hand lies out as Seven-Card Stud's), and that is a guess.  What the deal makes certain of the
cards still face down is less: the 7th-street card is one of them (nobody turns up on 7th); of
the six cards of 3rd to 6th street two are still down, the earlier dealt on 3rd, 4th or 5th
street (the two cannot both be later than 5th: 6th street dealt one), the later on 3rd to 6th.
A player who kept the cards of 3rd, 6th and 7th street was shown slots saying 3rd, 3rd and
7th: the second a street the referee made up.  So a slot names its street where the deal leaves
no doubt (a card entered at the deal, the 7th-street card, the one unknown card a turn-up can
have been), and otherwise the streets it may have come on, first to last ("3rd to 5th street",
"5th or 6th street"): never a street the referee does not know.  Nothing of the ruling changes:
Roll Your Own's face-down cards count the same in any slot."""

import json
import pathlib

from referee.replay import replay
from referee.streets import steps
from referee.words.state import view_json
from referee.words.steps import did_text
from web.pages.table import input_for

SAMPLE = pathlib.Path(__file__).resolve().parent.parent / "sample_hands" / "roll-your-own-showdown.json"


def sample() -> dict:
    history = json.loads(SAMPLE.read_text())
    history.pop("_expect")
    return history


def ryo(actions, players=("Anna", "Ben")) -> dict:
    n = len(players)
    return {"variant": "RYO", "players": list(players), "starting_stacks": [100] * n, "antes": [1] * n,
            "bring_in": 1, "small_bet": 2, "big_bet": 4, "actions": actions}


def slot_streets(history: dict, lang: str = "en") -> list[str]:
    """The street names of the slots the tablet offers for the next player's show."""
    state = replay(history)
    assert state.expected()["kind"] == "show"
    return [slot["street"] for slot in input_for(view_json(state), lang, state)["show"]["slots"]]


def test_three_face_down_cards_are_said_as_three_and_one_as_one():
    history = sample()
    names = history["players"]
    cut = steps(history)
    third, fourth = cut[1], cut[4]
    assert (third.kind, third.street, fourth.kind, fourth.street) == ("deal", 3, "deal", 4)
    assert [did_text(d, names) for d in third.did] == [
        "3 face-down cards to Anna", "5♥ 9♣ 9♦ to Ben", "3 face-down cards to Carla"]
    assert [did_text(d, names, "de") for d in third.did] == [
        "3 verdeckte Karten an Anna", "5♥ 9♣ 9♦ an Ben", "3 verdeckte Karten an Carla"]
    assert [did_text(d, names) for d in fourth.did] == ["a face-down card to Anna", "5♦ to Ben",
                                                        "a face-down card to Carla"]
    assert did_text(fourth.did[0], names, "de") == "eine verdeckte Karte an Anna"
    assert third.did[0].as_json()["unseen"] == 3 and fourth.did[0].as_json()["unseen"] == 1


def test_a_face_down_card_entered_is_no_card_unseen():
    """Seven-Card Stud's 3rd street with its hole cards entered or not: the data says how many
    cards nobody saw; the words of a deal with a card seen stay those of the cards seen."""
    history = {"variant": "F7S", "players": ["Anna", "Ben"], "starting_stacks": [20, 20], "antes": [1, 1],
               "bring_in": 1, "small_bet": 2, "big_bet": 4, "actions": ["d dh p1 ????9c", "d dh p2 As2d5h"]}
    did = steps(history)[1].did
    assert [(d.kind, d.unseen) for d in did] == [("deal", 2), ("deal", 0)]
    assert [did_text(d, history["players"]) for d in did] == ["9♣ to Anna", "A♠ 2♦ 5♥ to Ben"]


def test_the_slots_of_cards_entered_as_unknown_name_only_the_streets_they_may_have_come_on():
    """The sample hand: Anna's cards all ``??``, turned up 2♣, K♦, 7♥, 4♠ on 3rd to 6th street
    (which of her face-down cards each was, nobody entered). Was: 3rd, 3rd, 7th street."""
    history = sample()
    to_show = {**history, "actions": history["actions"][:-2]}
    assert slot_streets(to_show) == ["3rd to 5th street", "3rd to 6th street", "7th street"]
    assert slot_streets(to_show, "de") == ["3. bis 5. Straße", "3. bis 6. Straße", "7. Straße"]


def test_the_slots_of_cards_entered_at_the_deal_name_their_street():
    """Ben's cards were entered: he turned up 9♣ and 9♦ (3rd street), 5♥ (3rd) and J♥ (6th), and
    kept the 5♦ of 4th, the A♣ of 5th and the 9♥ of 7th street."""
    history = sample()
    assert slot_streets({**history, "actions": history["actions"][:-1]}) == ["4th street", "5th street", "7th street"]


def test_a_deal_with_its_cards_entered_names_3rd_6th_and_7th():
    """The deal quoted above, with the cards entered: Anna keeps the Q♣ of 3rd street, the 8♣ of 6th and
    the 5♠ of 7th (she turned up A♠, K♦ of 3rd, then the 4th- and 5th-street cards)."""
    actions = ["d dh p1 AsKdQc", "d dh p2 ??????", "p1 tu As", "p2 tu 2c", "p2 pb", "p1 cc",
               "d dh p1 7h", "d dh p2 ??", "p1 tu Kd", "p2 tu 3c", "p1 cc", "p2 cc",
               "d dh p1 6h", "d dh p2 ??", "p1 tu 7h", "p2 tu 4d", "p1 cc", "p2 cc",
               "d dh p1 8c", "d dh p2 ??", "p1 tu 6h", "p2 tu 9d", "p1 cc", "p2 cc",
               "d dh p1 5s", "d dh p2 ??", "p1 cc", "p2 cc"]
    assert slot_streets(ryo(actions)) == ["3rd street", "6th street", "7th street"]


def test_a_turn_up_that_can_only_be_one_card_names_the_street_of_the_others():
    """Anna's 3rd-street cards entered, the later ones ``??``: the 5♥ she turns up on 4th street
    is none of her entered cards, so it is the 4th-street card; the 8♣ of 6th street is her
    5th- or her 6th-street card, and the other one is still down. Was: 3rd, 5th, 7th street."""
    actions = ["d dh p1 AsKdQc", "d dh p2 ??????", "p1 tu As", "p2 tu 2c", "p2 pb", "p1 cc",
               "d dh p1 ??", "d dh p2 ??", "p1 tu 5h", "p2 tu 3c", "p1 cc", "p2 cc",
               "d dh p1 ??", "d dh p2 ??", "p1 tu Kd", "p2 tu 4d", "p1 cc", "p2 cc",
               "d dh p1 ??", "d dh p2 ??", "p1 tu 8c", "p2 tu 9d", "p1 cc", "p2 cc",
               "d dh p1 ??", "d dh p2 ??", "p1 cc", "p2 cc"]
    assert slot_streets(ryo(actions)) == ["3rd street", "5th or 6th street", "7th street"]
    assert slot_streets(ryo(actions), "de") == ["3. Straße", "5. oder 6. Straße", "7. Straße"]
