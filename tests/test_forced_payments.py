"""Every forced payment said.

A payment that a face-up card costs without a choice moves the pot: Follow the Queen's (and
Follow the Cowboy's) option ``pay_for_wild``, a house game's ``pay_ante``.  Each one is said
where the table looks, in English and German: in the words of the entry that dealt (or turned
up) the card (`referee.words.steps.did_text`), in the replay's steps (`referee.streets.steps`),
and in the ruling's explanation, as Baseball's decisions are ("Ben's 3♣ face up: Ben paid the
pot, 5").  The chips stay as they were.

The rules' text of the option (follow-the-queen.en.txt, Variants): "Pay for wild cards: anyone
dealt a wild card face up must pay an extra ante into the pot (two for a Queen)."; German
(follow-the-queen.de.txt, Varianten): "Wilde Karten bezahlen: Wer eine wilde Karte offen
bekommt, zahlt ein zusätzliches Ante in den Pot (für eine Dame zwei)."

Baseball's fixed payment (``pay_three`` ``fixed``) is a decision (``pN pay`` or ``pN f``), said
already (``ruling.paid.fixed``); its entry now says the amount the rule fixed where the action
leaves it out (``p2 pay``: it said "Ben pays 0 for the face-up card").
"""

from __future__ import annotations

import json
import pathlib

from referee.games import HOUSE
from referee.replay import replay
from referee.ruling import rule_history
from referee.streets import steps
from referee.words.steps import did_text

ROOT = pathlib.Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "sample_hands"


def _sample(name: str) -> dict:
    return json.loads((SAMPLE / f"{name}.json").read_text(encoding="utf-8"))


def _words(history: dict, lang: str) -> list[str]:
    """What each entry did, in words, step by step (the replay's steps)."""
    return [did_text(d, history["players"], lang) for step in steps(history) for d in step.did]


def _explanation(history: dict) -> dict[str, str]:
    return rule_history(history)["ruling"]["explanation"]


def _ftq(actions: list[str], players: int = 3, stacks: list[int] | None = None, variant: str = "FTQ",
         **options) -> dict:
    return {"variant": variant, "options": {"pay_for_wild": True, **options},
            "players": ["Anna", "Ben", "Carla", "Dan"][:players], "starting_stacks": stacks or [50] * players,
            "antes": [1] * players, "bet_limits": [1, 5], "max_raises": 3, "actions": actions}


def _house(definition: dict, actions: list[str], players: int = 3, stacks: list[int] | None = None) -> dict:
    return {"variant": HOUSE, "house_game": definition, "players": ["Anna", "Ben", "Carla", "Dan"][:players],
            "starting_stacks": stacks or [50] * players, "antes": [1] * players, "bring_in": 1, "small_bet": 2,
            "big_bet": 4, "actions": actions}


# --- Follow the Queen, option pay_for_wild -------------------------------------------------------------

def test_the_sample_hands_payments_for_wild_cards_are_said_in_its_entries_and_steps():
    """option-pay-for-wild: Ben's Q♣ costs 2, Carla's 7♦ after it 1, Dan's 7♠ 1, Dan's Q♥ 2,
    Ben's 4♥ after it 1, Dan's 4♣ 1 ("two for a Queen")."""
    history = _sample("option-pay-for-wild")
    en, de = _words(history, "en"), _words(history, "de")
    for said in ("Q♣ to Ben; Ben pays 2 for it, 2 antes for a Queen",
                 "7♦ to Carla; Carla pays 1 for it, an ante for a wild card",
                 "7♠ to Dan; Dan pays 1 for it, an ante for a wild card",
                 "Q♥ to Dan; Dan pays 2 for it, 2 antes for a Queen",
                 "4♥ to Ben; Ben pays 1 for it, an ante for a wild card",
                 "4♣ to Dan; Dan pays 1 for it, an ante for a wild card"):
        assert said in en, (said, en)
    for said in ("D♣ an Ben; Ben zahlt 2 dafür, 2 Antes für eine Dame",
                 "7♦ an Carla; Carla zahlt 1 dafür, ein Ante für eine wilde Karte",
                 "D♥ an Dan; Dan zahlt 2 dafür, 2 Antes für eine Dame",
                 "4♣ an Dan; Dan zahlt 1 dafür, ein Ante für eine wilde Karte"):
        assert said in de, (said, de)
    # a card that costs nothing is said as before
    assert "10♠ to Anna" in en and "K♦ to Ben" in en and "J♥ to Carla" in en


def test_each_entry_says_what_it_paid_as_data_too():
    history = _sample("option-pay-for-wild")
    dealt = [d for step in steps(history) for d in step.did if d.kind == "deal"]
    paid = {str(d.cards[0]): [(f.kind, f.seat, f.amount, str(f.card), f.rule) for f in d.forced] for d in dealt}
    assert paid["Qc"] == [("pay_for_wild", 1, 2, "Qc", "antes")]
    assert paid["7d"] == [("pay_for_wild", 2, 1, "7d", "ante")]
    assert paid["Ts"] == [] and paid["Kd"] == []
    queen = next(d for d in dealt if str(d.cards[0]) == "Qc")
    assert queen.as_json()["forced"] == [{"kind": "pay_for_wild", "seat": 1, "amount": 2, "card": "Qc",
                                          "rule": "antes", "antes": 2}]


def test_the_sample_hands_ruling_says_each_payment_for_a_wild_card():
    history = _sample("option-pay-for-wild")
    explanation = _explanation(history)
    for said in ("Ben's Q♣ face up: Ben paid 2 for it, 2 antes for a Queen",
                 "Carla's 7♦ face up: Carla paid 1 for it, an ante for a wild card",
                 "Dan's 7♠ face up: Dan paid 1 for it, an ante for a wild card",
                 "Dan's Q♥ face up: Dan paid 2 for it, 2 antes for a Queen",
                 "Ben's 4♥ face up: Ben paid 1 for it, an ante for a wild card",
                 "Dan's 4♣ face up: Dan paid 1 for it, an ante for a wild card"):
        assert said in explanation["en"], (said, explanation["en"])
    for said in ("Ben hatte D♣ offen: Ben hat 2 dafür bezahlt, 2 Antes für eine Dame",
                 "Carla hatte 7♦ offen: Carla hat 1 dafür bezahlt, ein Ante für eine wilde Karte",
                 "Dan hatte 4♣ offen: Dan hat 1 dafür bezahlt, ein Ante für eine wilde Karte"):
        assert said in explanation["de"], (said, explanation["de"])
    # in the order the cards fell, before the wild cards and the hands
    en = explanation["en"]
    assert en.index("Ben's Q♣ face up") < en.index("Carla's 7♦ face up") < en.index("Dan's 4♣ face up") < en.index(
        "Queens and fours are wild")


def test_the_chips_stay_as_they_were():
    history = _sample("option-pay-for-wild")
    ruled = rule_history(history)
    assert ruled["finishing_stacks"] == history["finishing_stacks"] == [97, 135, 93, 75]
    state = replay(history)
    paid: dict[str, int] = {}
    for e in state.events:
        if e.kind == "pay_for_wild":
            paid[state.names[e.seat]] = paid.get(state.names[e.seat], 0) + e.amount
    assert paid == {"Ben": 3, "Carla": 1, "Dan": 4}


def test_follow_the_cowboy_pays_two_antes_for_a_king():
    history = _ftq(["d dh p1 ????Kh", "d dh p2 ????6c", "d dh p3 ????9d"], variant="FTC")
    en, de = _words(history, "en"), _words(history, "de")
    assert en[:2] == ["K♥ to Anna; Anna pays 2 for it, 2 antes for a King",
                      "6♣ to Ben; Ben pays 1 for it, an ante for a wild card"]
    assert de[0] == "K♥ an Anna; Anna zahlt 2 dafür, 2 Antes für einen König"


def test_a_payment_a_player_cannot_make_in_full_is_all_they_have():
    """Anna has 1 chip left after the ante: her face-up Queen costs 2, she pays the 1 and is all-in."""
    actions = ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d"]
    history = _ftq(actions, stacks=[2, 50, 50])
    state = replay(history)
    assert [s.stack for s in state.seats] == [0, 48, 49]
    assert _words(history, "en")[0] == "Q♥ to Anna; Anna pays all Anna has for it, 1, and is all-in"
    assert _words(history, "de")[0] == "D♥ an Anna; Anna zahlt dafür alles, was da ist, 1, und ist all-in"
    history = {**history, "actions": [*actions, "p2 cbr 2", "p3 f", "d dh p1 8s", "d dh p2 5c",
                                      "d dh p1 8h", "d dh p2 5d", "d dh p1 8d", "d dh p2 5h", "d dh p1 ??",
                                      "d dh p2 ??", "p2 sm KcKd3c", "p1 sm AsAd2c"]}
    explanation = _explanation(history)
    assert "Anna's Q♥ face up: Anna paid all Anna had, 1, and is all-in" in explanation["en"]
    assert "Anna hatte D♥ offen: Anna hat alles bezahlt, was da war, 1, und ist all-in" in explanation["de"]


def test_a_hand_won_by_a_fold_says_the_payments_before_the_pot():
    history = _ftq(["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"])
    explanation = _explanation(history)
    assert explanation["en"] == ("Anna's Q♥ face up: Anna paid 2 for it, 2 antes for a Queen. "
                                 "Ben's 6♣ face up: Ben paid 1 for it, an ante for a wild card. "
                                 "Everyone else folded: Anna wins the pot of 6 without showing; "
                                 "Anna's uncalled 2 go back.")
    assert explanation["de"].startswith("Anna hatte D♥ offen: Anna hat 2 dafür bezahlt, 2 Antes für eine Dame. "
                                        "Ben hatte 6♣ offen: Ben hat 1 dafür bezahlt, ein Ante für eine wilde Karte. ")


def test_a_redeal_has_no_payment_to_say():
    """Option redeal with pay_for_wild: without a face-up Queen nothing is wild face up and nothing
    is paid; the redeal's sentence stands alone, as before."""
    third = ["d dh p1 ????4h", "d dh p2 ????6c", "d dh p3 ????9d"]
    rest = ["p3 cc", "p1 cc", "p2 cc", "d dh p1 5h", "d dh p2 7c", "d dh p3 8d", "p3 cc", "p1 cc", "p2 cc",
            "d dh p1 Th", "d dh p2 Tc", "d dh p3 Td", "p3 cc", "p1 cc", "p2 cc",
            "d dh p1 Jh", "d dh p2 Jc", "d dh p3 Jd"]
    history = _ftq(third + rest, redeal=True)
    ruled = rule_history(history)["ruling"]
    assert ruled["outcome"] == "redeal" and "face up:" not in ruled["explanation"]["en"]


# --- a house game's pay_ante ------------------------------------------------------------------------

FOURS = {"name": "Fours", "face_up": {"4": "pay_ante"}}


def test_a_house_cards_ante_is_said_in_the_entry_and_the_steps():
    history = _house(FOURS, ["d dh p1 ????4s", "d dh p2 ????5c", "d dh p3 ????8d"])
    assert [s.stack for s in replay(history).seats] == [48, 49, 49]
    assert _words(history, "en")[:2] == ["4♠ to Anna; Anna pays 1 for it, the ante", "5♣ to Ben"]
    assert _words(history, "de")[:2] == ["4♠ an Anna; Anna zahlt 1 dafür, das Ante", "5♣ an Ben"]
    deal = steps(history)[1]
    assert (deal.kind, [d.forced[0].amount if d.forced else 0 for d in deal.did]) == ("deal", [1, 0, 0])


def test_a_house_cards_ante_is_said_in_the_ruling():
    actions = ["d dh p1 ????4s", "d dh p2 ????5c", "d dh p3 ????8d", "p1 pb", "p2 f", "p3 f"]
    explanation = _explanation(_house(FOURS, actions))
    assert explanation["en"] == ("Anna's 4♠ face up: Anna paid 1 for it, the ante. Everyone else folded: Anna wins the "
                                 "pot of 4 without showing; Anna's uncalled 1 goes back.")
    assert explanation["de"].startswith("Anna hatte 4♠ offen: Anna hat 1 dafür bezahlt, das Ante. ")


def test_a_house_card_turned_up_by_choice_says_its_ante():
    definition = {"name": "Rolled Fours", "deal": "turn_up", "face_up": {"4": "pay_ante"}}
    history = _house(definition, ["d dh p1 4s5c6d", "d dh p2 7h8c9d", "p1 tu 4s", "p2 tu 9d"], players=2)
    assert [s.stack for s in replay(history).seats] == [48, 49]
    en, de = _words(history, "en"), _words(history, "de")
    assert "Anna turns up 4♠; Anna pays 1 for it, the ante" in en and "Ben turns up 9♦" in en
    assert "Anna deckt 4♠ auf; Anna zahlt 1 dafür, das Ante" in de


def test_a_house_card_that_ends_the_deal_says_its_ante_with_the_carried_pot():
    definition = {"name": "Paid Jacks", "face_up": {"Js": "ends_deal", "4": "pay_ante"}}
    history = _house(definition, ["d dh p1 ????4s", "d dh p2 ????Js", "d dh p3 ????8d"])
    ruled = rule_history(history)["ruling"]
    assert ruled["carried_pot"] == 4
    assert ruled["explanation"]["en"].startswith("Anna's 4♠ face up: Anna paid 1 for it, the ante. ")
    assert ruled["explanation"]["de"].startswith("Anna hatte 4♠ offen: Anna hat 1 dafür bezahlt, das Ante. ")


def test_an_extra_card_dealt_face_up_says_its_ante():
    definition = {"name": "Fours up", "face_up": {"4": "extra_card_up", "3": "pay_ante"}}
    history = _house(definition, ["d dh p1 ????4s", "d dh p1 3c", "d dh p2 ????5c", "d dh p3 ????8d"])
    assert [s.stack for s in replay(history).seats] == [48, 49, 49]
    assert _words(history, "en")[:2] == ["4♠ to Anna", "3♣ to Anna; Anna pays 1 for it, the ante"]
    assert _words(history, "de")[1] == "3♣ an Anna; Anna zahlt 1 dafür, das Ante"


def test_baseballs_fixed_payment_written_without_its_amount_is_said_with_it():
    """``p2 pay`` may leave out the amount the rule fixes: the entry said "Ben pays 0"."""
    history = {"variant": "BASEBALL", "options": {"pay_three": "fixed", "pay_amount": 3},
               "players": ["Anna", "Ben", "Carla"], "starting_stacks": [50] * 3, "antes": [1] * 3, "bring_in": 1,
               "small_bet": 2, "big_bet": 4,
               "actions": ["d dh p1 ????8h", "d dh p2 ????3c", "p2 pay", "d dh p3 ????Kd", "p2 pb", "p3 f", "p1 f"]}
    en = _words(history, "en")
    assert "3♣ to Ben" in en and "Ben pays 3 for the face-up card" in en
    assert "Ben's 3♣ face up: Ben paid 3" in _explanation(history)["en"]
