"""House games as data (`referee.games.house`): the vocabulary, its refusals by name, the
definition in words, the presets that rule as their games do, and random definitions whose
random hands replay, rule, conserve chips and export."""

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from harness.handgen import header, play
from referee.cards import RANKS, Card, parse_card, parse_cards
from referee.games import HOUSE, GameError, HouseError, configure
from referee.games.house import DEAL_PRESETS, PRESETS, SHAPES, check_definition, house_game, house_words
from referee.phh import dump_phh, load_history, load_phh
from referee.replay import replay
from referee.ruling import rule_history
from referee.violations import HistoryError, RuleViolation
from referee.words import Phrase, say
from referee.words.state import fixed_wilds_phrases

SAMPLES = Path(__file__).resolve().parent.parent / "sample_hands"


# --- the vocabulary -------------------------------------------------------------------------------

def test_a_definition_is_written_out_in_full_with_its_defaults_and_canonical_ranks():
    assert check_definition({"name": " Threes ", "wild": {"ranks": ["9", "3", "10", "d"], "cards": ["js"]},
                             "face_up": {"10": "ends_deal", "3": "pay_ante"}}) == {
        "name": "Threes", "cards": 7, "deal": "stud",
        "wild": {"ranks": ["3", "9", "T", "Q"], "cards": ["Js"], "lowest_hole": False},
        "face_up": {"3": "pay_ante", "T": "ends_deal"},
        "split": "high", "opens": "bring_in", "betting": "fixed"}


def test_the_shape_of_a_deal_follows_cards_and_deal():
    for (cards, deal), streets in SHAPES.items():
        rules = configure(HOUSE, {}, {"name": "x", "cards": cards, "deal": deal})
        assert rules.streets == streets
        assert sum(len(s.faces) for s in streets) == cards


@pytest.mark.parametrize(("definition", "field", "id"), [
    ([1, 2], "house_game", "game.house_table"),
    ({"cards": 7}, "name", "game.house_name"),
    ({"name": "x" * 41}, "name", "game.house_name"),
    ({"name": "x", "colour": "red"}, "colour", "game.house_word"),
    ({"name": "x", "wild": {"jokers": 2}}, "wild.jokers", "game.house_word"),
    ({"name": "x", "cards": 10}, "cards", "game.house_choice"),
    ({"name": "x", "cards": 8}, "deal", "game.house_shape_counts"),
    ({"name": "x", "cards": True}, "cards", "game.house_choice"),
    ({"name": "x", "deal": "draw"}, "deal", "game.house_pattern"),
    ({"name": "x", "split": "lowball"}, "split", "game.house_choice"),
    ({"name": "x", "opens": "dealer"}, "opens", "game.house_choice"),
    ({"name": "x", "betting": "pot"}, "betting", "game.house_choice"),
    ({"name": "x", "wild": {"ranks": ["1"]}}, "wild.ranks", "game.house_rank"),
    ({"name": "x", "wild": {"ranks": "3"}}, "wild.ranks", "game.house_list"),
    ({"name": "x", "wild": {"follow": "Z"}}, "wild.follow", "game.house_rank"),
    ({"name": "x", "wild": {"cards": ["Qx"]}}, "wild.cards", "game.house_card"),
    ({"name": "x", "wild": {"lowest_hole": "yes"}}, "wild.lowest_hole", "game.house_bool"),
    ({"name": "x", "wild": []}, "wild", "game.house_table"),
    ({"name": "x", "face_up": {"3": "dance"}}, "face_up.3", "game.house_choice"),
    ({"name": "x", "face_up": {"1": "ends_deal"}}, "face_up.1", "game.house_rank"),
    ({"name": "x", "face_up": {"3z": "ends_deal"}}, "face_up.3z", "game.house_card"),
    ({"name": "x", "face_up": {"3": "pay_ante 2"}}, "face_up.3", "game.house_amount"),
    ({"name": "x", "face_up": {"3": "buy_card 0"}}, "face_up.3", "game.house_amount"),
    # contradictions
    ({"name": "x", "deal": "one_four_one"}, "deal", "game.house_shape"),
    ({"name": "x", "cards": 5, "deal": "one_four_one"}, "deal", "game.house_shape"),
    ({"name": "x", "face_up": {"3": "pay_ante", "3h": "ends_deal"}}, "face_up.3h", "game.house_rank_and_card"),
    ({"name": "x", "wild": {"ranks": ["J"], "cards": ["Js"]}}, "wild.cards", "game.house_wild_twice"),
    ({"name": "x", "low": "27"}, "low", "game.house_no_low"),
    ({"name": "x", "split": "low", "qualifier": "none"}, "qualifier", "game.house_no_low_half_qualifier"),
    ({"name": "x", "split": "low", "low": "2-7"}, "low", "game.house_choice"),
    # a deal street by street
    ({"name": "x", "deal": []}, "deal", "game.house_pattern"),
    ({"name": "x", "deal": 7}, "deal", "game.house_pattern"),
    ({"name": "x", "deal": ["ddu", 2]}, "deal", "game.house_pattern"),
    ({"name": "x", "deal": "ddu, ^u, u, u, d"}, "deal", "game.house_street"),
    ({"name": "x", "deal": ["ddu", "dy", "u", "d"]}, "deal", "game.house_street"),
        ({"name": "x", "deal": "ddu, xd, u, u, d"}, "deal", "game.house_street"),
        ({"name": "x", "deal": "uux, u, u, u, d, d"}, "deal", "game.house_discard"),
    ({"name": "x", "deal": "ud, u, u, u, d"}, "deal", "game.house_street"),
    ({"name": "x", "deal": "ddu, u, u, u, dd?"}, "deal", "game.house_street"),
    ({"name": "x", "deal": "uu^, u, u, d"}, "deal", "game.house_turn_up"),
    ({"name": "x", "deal": "ddu, u, u, u, d+"}, "deal", "game.house_last_bet"),
    ({"name": "x", "deal": "duu, d$+, u$"}, "deal", "game.house_street"),
    ({"name": "x", "deal": "duu, d$, u$", "betting": "spread"}, "deal", "game.house_big_bet_spread"),
    ({"name": "x", "deal": "ddu, u"}, "deal", "game.house_pattern_count"),
    ({"name": "x", "deal": "ddu, u, u, u, u, d, d, d"}, "deal", "game.house_pattern_count"),
    ({"name": "x", "cards": 7, "deal": "ddu, u, u, u, d, d"}, "cards", "game.house_pattern_cards"),
])
def test_a_definition_is_refused_by_name(definition, field, id):
    with pytest.raises(HouseError) as error:
        check_definition(definition)
    assert (error.value.field, error.value.phrase.id) == (field, id)
    assert str(error.value).startswith(field + ": ") and say(error.value.phrase, "de").startswith(field + ": ")


#: the written-out definitions of the presets before the deal could be given street by street:
#: a sha256 of their JSON, which no later change of the vocabulary may change
OLD_PRESETS = ("5CS", "6CS", "6CS 1-4-1", "F7S", "F7S/8", "FTQ", "FTC", "LOWHOLE", "KINGSLITTLE", "BASEBALL",
               "BASEBALL four up", "CHICAGO", "LOWCHICAGO", "RYO")
OLD_PRESETS_WRITTEN = "2078a85345de89f4d2e2d11475c765a9830bfe00b42494dfe7fde48eed585c53"


def test_the_presets_of_before_are_written_out_byte_for_byte_as_before():
    import hashlib
    text = json.dumps({code: check_definition(PRESETS[code]) for code in OLD_PRESETS}, sort_keys=True,
                      ensure_ascii=False)
    assert hashlib.sha256(text.encode()).hexdigest() == OLD_PRESETS_WRITTEN


@pytest.mark.parametrize(("deal", "named"), [
    ("du, u, u, u", (5, "stud")), ("ddu, u, u, d", (6, "stud")), ("du, u, u, u, d", (6, "one_four_one")),
    ("ddu, u, u, u, d", (7, "stud")), ("ddd^, d^, d^, d^, d", (7, "turn_up")), ("dd^ d^ d^ d^", (5, "turn_up"))])
def test_every_named_deal_is_a_pattern_of_streets(deal, named):
    """A pattern deals as the named deal of the same streets: the names are short words for them."""
    assert configure(HOUSE, {}, {"name": "x", "deal": deal}).streets == SHAPES[named]
    assert check_definition({"name": "x", "deal": deal})["cards"] == named[0]


def test_a_deal_street_by_street_is_written_out_as_a_list_of_streets():
    """A list or one text, spaces and case as typed; ``+`` joins the next street without a
    betting round; the cards are the pattern's count."""
    for typed in (["dd u", "u", "U", "u", "d", "d"], "ddu, u, u, u, d, d", "DDU / u / u / u / d / d",
                  "ddu u u u d d"):
        written = check_definition({"name": "Eight", "deal": typed})
        assert (written["cards"], written["deal"]) == (8, ["ddu", "u", "u", "u", "d", "d"])
    assert check_definition({"name": "x", "deal": "dd+u, u, u, u, d, d"})["deal"] == ["dd+", "u", "u", "u", "u",
                                                                                      "d", "d"]
    streets = configure(HOUSE, {}, {"name": "x", "deal": "dd+u, u, u, u, d, d"}).streets
    assert [(s.number, s.faces, s.bet, s.betting) for s in streets] == [
        (2, "dd", "small", False), (3, "u", "small", True), (4, "u", "small", True), (5, "u", "big", True),
        (6, "u", "big", True), (7, "d", "big", True), (8, "d", "big", True)]
    assert house_game({"name": "x", "deal": "ddu u u u u d d"}).players == (2, 5)


def test_a_deal_street_by_street_in_words():
    definition = check_definition({"name": "Eight", "deal": "dd+u, u, ddd^, d"})
    assert house_words(definition).startswith(
        "Eight: eight cards: two down with no betting, then one up, then one up, then three down (one turned up by "
        "choice), then one down;")
    assert house_words(definition, "de").startswith(
        "Eight: acht Karten: zwei verdeckt ohne Setzrunde, dann eine offen, dann eine offen, dann drei verdeckt (eine "
        "nach Wahl aufgedeckt), dann eine verdeckt;")


def test_a_street_marked_with_a_dollar_bets_big_and_then_every_round_says_its_size():
    """One-Three-One (talvola/generic_poker's one_three_one.json): "Third Street Bet" ``small``,
    "Fourth Street Bet" ``big``, "Fifth Street Bet" ``big``; unmarked patterns bet as before."""
    assert [s.bet for s in configure(HOUSE, {}, PRESETS["ONETHREEONE"]).streets] == ["small", "big", "big"]
    assert [s.bet for s in configure(HOUSE, {}, {"name": "x", "deal": "dd$, u, u, u, d"}).streets] == [
        "big", "small", "small", "small", "small"]
    assert [s.bet for s in configure(HOUSE, {}, {"name": "x", "deal": "dd+u, u, u, d"}).streets] == [
        "small", "small", "small", "big", "big"]
    assert check_definition({"name": "x", "deal": "DUU / d $ / u$"})["deal"] == ["duu", "d$", "u$"]
    assert house_words(PRESETS["ONETHREEONE"]).startswith(
        "One-Three-One: five cards: one down and two up, then one down (the big bet), then one up (the big bet);")
    assert house_words(PRESETS["ONETHREEONE"], "de").startswith(
        "One-Three-One: fünf Karten: eine verdeckt und zwei offen, dann eine verdeckt (großer Einsatz), dann eine "
        "offen (großer Einsatz);")


def test_one_three_ones_second_round_is_at_the_big_bet_and_a_small_bet_is_refused():
    sample = json.loads((SAMPLES / "house-one-three-one.json").read_text())
    fourth = next(i for i, a in enumerate(sample["actions"]) if a == "p1 cbr 4")
    state = replay({**sample, "actions": sample["actions"][:fourth]})
    assert state.street == 4 and state.expected()["seat"] == 0
    assert state.expected()["legal"]["bet"] == [4, 4]
    with pytest.raises(RuleViolation) as refused:
        replay({**sample, "actions": [*sample["actions"][:fourth], "p1 cbr 2"]})
    assert refused.value.rule == "bet.fixed" and "the bet must be 4, not 2" in str(refused.value)
    assert refused.value.message("de") == "In der 4. Straße muss der Einsatz 4 sein, nicht 2."


def test_a_street_without_a_betting_round_is_followed_by_the_next_street_at_once():
    definition = {"name": "Two and one", "deal": "dd+u, u, u, d"}
    state = replay(_hand(definition, ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????"]))
    assert state.expected()["kind"] == "deal" and state.street == 3
    state = replay(_hand(definition, ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "d dh p1 9c", "d dh p2 5c",
                                      "d dh p3 8d"]))
    assert state.expected()["seat"] == 1 and state.expected()["legal"]["bring_in"] == 1     # 5♣ brings in


def test_a_blind_deal_brings_in_from_the_dealers_left_and_every_round_opens_there():
    """pokerrules.net/stud/blind: "a round of betting begins with the player to the left of the
    dealer. In this first round of betting, this player must pay a bring-in"; 4th street: "another
    round of betting begins with the player to the left of the dealer"."""
    definition = {"name": "Blind", "deal": "ddd, d, d, d, d"}
    deal = ["d dh p1 ??????", "d dh p2 ??????", "d dh p3 ??????"]
    state = replay(_hand(definition, deal))
    assert (state.expected()["seat"], state.expected()["legal"]["bring_in"]) == (0, 1)
    from referee.words.state import bring_in_phrase
    assert say(bring_in_phrase(state, state.expected())) == (
        "Anna brings in: no card is up, the player on the dealer's left brings in")
    state = replay(_hand(definition, [*deal, "p1 pb", "p2 cc", "p3 cbr 2", "p1 f", "p2 cc", "d dh p2 ??",
                                      "d dh p3 ??"]))
    assert state.expected()["seat"] == 1 and state.expected()["legal"]["bring_in"] is None    # Anna folded: Ben
    best_up = replay(_hand({**definition, "opens": "best_up"}, deal))
    assert best_up.expected()["seat"] == 0 and best_up.expected()["legal"]["bring_in"] is None


def test_a_last_card_up_or_down_by_the_players_choice():
    """``d?``: the card dealt face down, then each player turns it up (``pN tu``) or keeps it down
    (``pN pass``), all at once before the betting; only that card, and only on that street."""
    from referee.streets import steps
    from referee.words.state import next_text
    from referee.words.steps import did_text

    definition = {"name": "Choice", "deal": "du, u, u, d?"}
    assert house_words(check_definition(definition)).startswith(
        "Choice: five cards: one down and one up, then one up, then one up, then one down, up or down as each player "
        "chooses;")
    deal = ["d dh p1 ??9c", "d dh p2 Qh5c", "p2 pb", "p1 cc", "d dh p1 9d", "d dh p2 Kd", "p1 cc", "p2 cc",
            "d dh p1 2s", "d dh p2 3s", "p1 cc", "p2 cc", "d dh p1 ??", "d dh p2 7h"]
    state = replay(_hand(definition, deal, players=2))
    assert state.expected() == {"kind": "turn_up", "seat": 0, "seats": [0, 1], "street": 5, "keep": True}
    assert next_text(state) == "5th street: Anna turns up the new card or keeps it down"
    for wrong, rule in (("p2 tu Qh", "turn_up.this_street"), ("p2 tu 8h", "turn_up.this_street"),
                        ("p2 tu 5c", "turn_up.already_up"), ("p1 tu Qh", "deal.twice")):
        with pytest.raises(RuleViolation) as refused:
            state.fork().apply(wrong)
        assert refused.value.rule == rule, wrong
    state = replay(_hand(definition, [*deal, "p2 tu 7h", "p1 pass"], players=2))
    assert state.expected()["kind"] == "act" and state.seats[1].up_cards == list(parse_cards("5c Kd 3s 7h"))
    assert [c.up for c in state.seats[0].cards] == [False, True, True, True, False]
    did = steps(_hand(definition, [*deal, "p2 tu 7h", "p1 pass"], players=2))[-1].did
    assert [did_text(d, ["Anna", "Ben"]) for d in did] == ["Ben turns up 7♥", "Anna keeps the card face down"]
    assert [did_text(d, ["Anna", "Ben"], "de") for d in did][1] == "Anna lässt die Karte verdeckt"
    ryo = replay(_hand(PRESETS["RYO"], ["d dh p1 ??????", "d dh p2 ??????"], players=2))
    with pytest.raises(RuleViolation) as refused:
        ryo.apply("p1 pass")
    assert refused.value.rule == "turn_up.must"


def test_turn_up_is_roll_your_owns_deal_and_the_spade_splits_are_chicagos_halves():
    assert configure(HOUSE, {}, PRESETS["RYO"]).streets == configure("RYO").streets
    assert [house_game(PRESETS[code]).spade_order() for code in ("CHICAGO", "LOWCHICAGO", "F7S")] == [
        "high", "low", None]
    assert house_game(PRESETS["CHICAGO"]).divides_by_cards and not house_game(PRESETS["F7S"]).divides_by_cards


# --- in words -----------------------------------------------------------------------------------

def test_a_definition_in_words():
    definition = {"name": "Nines", "wild": {"ranks": ["3", "9"], "cards": ["Kh"]}, "face_up": {"Qs": "ends_deal",
                                                                                               "4": "pay_ante"},
                  "opens": "best_up", "betting": "spread"}
    assert house_words(check_definition(definition)) == (
        "Nines: seven cards, two down, four up, one down; threes and nines wild; K♥ wild; a four face up: its "
        "owner pays the ante; Q♠ face up: the deal ends and the pot carries over; the best high hand takes the "
        "pot; the best up cards open every round; spread limit")
    assert house_words(check_definition(definition), "de") == (
        "Nines: sieben Karten, zwei verdeckt, vier offen, eine verdeckt; Dreien und Neunen wild; K♥ wild; eine "
        "Vier offen: wer sie bekommt, zahlt das Ante; D♠ offen: das Spiel endet und der Pot bleibt; die beste "
        "hohe Hand gewinnt den Pot; die besten offenen Karten eröffnen jede Runde; Spread Limit")


def test_follow_and_the_lowest_hole_card_in_words():
    words = house_words(check_definition(PRESETS["KINGSLITTLE"]))
    assert "Kings wild; each player's lowest hole card wild for that player" in words
    assert "der Wert der offenen Karte nach der letzten offenen Dame wild" in house_words(
        check_definition(PRESETS["FTQ"]), "de")


# --- the presets rule as their games do ----------------------------------------------------------

#: the presets that are games of this referee, with the options of a sample hand they stand for
EQUAL = {("5CS", ()): "5CS", ("6CS", ()): "6CS", ("6CS", ("one_four_one",)): "6CS 1-4-1", ("F7S", ()): "F7S",
         ("F7S/8", ()): "F7S/8", ("FTQ", ()): "FTQ", ("FTC", ()): "FTC", ("BASEBALL", ()): "BASEBALL",
         ("BASEBALL", ("four_card_up",)): "BASEBALL four up", ("CHICAGO", ()): "CHICAGO",
         ("LOWCHICAGO", ()): "LOWCHICAGO", ("LOWHOLE", ()): "LOWHOLE", ("KINGSLITTLE", ()): "KINGSLITTLE",
         ("RYO", ()): "RYO", ("FR", ()): "FR", ("27RAZZ", ()): "27RAZZ", ("RAZZHIGH", ()): "RAZZHIGH",
         ("5CSLOW", ()): "5CSLOW", ("F7SD", ()): "F7SD", ("5CSD", ()): "5CSD"}


def _as_house(history: dict, preset: str) -> dict:
    options = {k: v for k, v in (history.get("options") or {}).items() if k not in ("one_four_one", "four_card_up")}
    return {**history, "variant": HOUSE, "house_game": PRESETS[preset], "options": options}


def _ruled(history: dict) -> dict:
    return {k: v for k, v in rule_history(history).items() if k not in ("variant", "house_game", "options")}


def _equal_samples():
    for path in sorted(SAMPLES.glob("*.json")):
        history = json.loads(path.read_text())
        variant, options = history.get("variant"), history.get("options") or {}
        defaults = configure(variant).options if variant != HOUSE else {}
        key = (variant, tuple(k for k, v in options.items() if v != defaults.get(k)))
        if key in EQUAL:
            yield pytest.param(history, EQUAL[key], id=path.stem)


@pytest.mark.parametrize(("history", "preset"), list(_equal_samples()))
def test_a_preset_definition_rules_its_games_sample_hands_as_the_game_does(history, preset):
    house = _as_house(history, preset)
    assert _ruled(house) == _ruled(history)
    assert {**replay(house).view(), "variant": None} == {**replay(history).view(), "variant": None}


def test_every_preset_that_is_a_game_here_has_sample_hands():
    assert {preset for _, preset in (p.values for p in _equal_samples())} >= {
        "5CS", "6CS", "F7S", "F7S/8", "FTQ", "FTC", "BASEBALL", "CHICAGO", "LOWCHICAGO", "LOWHOLE", "KINGSLITTLE",
        "RYO"}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(EQUAL)), st.randoms(use_true_random=False))
def test_random_hands_of_a_presets_game_rule_alike_both_ways(key, rnd):
    variant, options = key
    game_hand = play(rnd, header(rnd, variant, dict.fromkeys(options, True)))
    house_hand = play(rnd, _as_house(header(rnd, variant, dict.fromkeys(options, True)), EQUAL[key]))
    assert _ruled(_as_house(game_hand, EQUAL[key])) == _ruled(game_hand)
    assert _ruled(house_hand) == _ruled({**house_hand, "variant": variant, "options": dict.fromkeys(options, True)})


# --- the lowest hole card, single wild cards, events -------------------------------------------------

def _hand(definition: dict, actions: list[str], players: int = 3, **more) -> dict:
    return {"variant": HOUSE, "house_game": definition, "players": ["Anna", "Ben", "Carla", "Dan"][:players],
            "starting_stacks": [50] * players, "antes": [1] * players, "bring_in": 1, "small_bet": 2, "big_bet": 4,
            "actions": actions, **more}


def test_the_lowest_hole_card_is_wild_for_its_player_only():
    game = house_game(PRESETS["LOWHOLE"])
    rules = configure(HOUSE, {}, PRESETS["LOWHOLE"])
    holding = list(parse_cards("4c Kd 4h 9s 2d Ts Ac"))
    # Anna's hole cards 4c Kd Ac: fours are hers, the 4♥ face up too
    assert game.wild_cards(rules, None, holding, holding[:2] + holding[-1:]) == {_c("4c"), _c("4h")}
    # the same up cards with a 2 in the hole: her deuces
    assert game.wild_cards(rules, None, holding, [holding[4]]) == {_c("2d")}


def _c(text):
    return parse_card(text)


def test_a_face_up_card_that_ends_the_deal_carries_the_pot_over():
    definition = {"name": "Black Jack", "face_up": {"Js": "ends_deal"}}
    state = replay(_hand(definition, ["d dh p1 ????Js", "d dh p2 ????5c", "d dh p3 ????8d"]))
    assert (state.phase, state.outcome) == ("over", "carried_over")
    ruled = rule_history(_hand(definition, ["d dh p1 ????Js", "d dh p2 ????5c", "d dh p3 ????8d"]))
    assert ruled["finishing_stacks"] == [49, 49, 49] and ruled["ruling"]["carried_pot"] == 3


def test_a_face_up_card_that_costs_the_ante():
    state = replay(_hand({"name": "Fours", "face_up": {"4": "pay_ante"}}, ["d dh p1 ????4s", "d dh p2 ????5c"]))
    assert [s.stack for s in state.seats] == [48, 49, 49] and state.total_pot == 4


def test_a_single_wild_card_makes_a_hand():
    definition = {"name": "Suicide King", "wild": {"cards": ["Kh"]}, "opens": "best_up"}
    actions = ["d dh p1 KhAs2c", "d dh p2 3c3d7h"]
    state = replay(_hand(definition, actions, players=2))
    assert state.wild_cards(0) == {_c("Kh")} and state.wild_cards(1) == frozenset()


def test_the_named_wilds_are_fixed_wilds_and_a_follow_rank_follows_as_in_follow_the_queen():
    definition = {"name": "Deuces and Jacks", "wild": {"ranks": ["2", "Q"], "cards": ["Js"], "follow": "Q",
                                                       "lowest_hole": True}}
    rules = configure(HOUSE, {}, definition)
    fixed = rules.fixed_wilds
    assert (fixed.ranks, fixed.cards, fixed.lowest_hole) == (frozenset({2}), frozenset({_c("Js")}), True)
    assert fixed_wilds_phrases(fixed) == [Phrase("wilds.fixed_ranks_cards", ranks=[2], cards=[_c("Js")]),
                                          Phrase("wilds.lowest_hole")]
    assert rules.game.wilds(rules, ()).ranks == {12}           # Queens wild until a face-up Queen is followed
    assert configure(HOUSE, {}, PRESETS["FTQ"]).fixed_wilds is None


def test_a_single_wild_card_is_said_in_the_ruling_as_chicagos_wild_cards_are():
    definition = {"name": "Suicide King", "wild": {"cards": ["Kh"]}, "opens": "best_up"}
    rnd = random.Random(3)
    ruled = rule_history(play(rnd, {**header(rnd, "F7S"), "variant": HOUSE, "house_game": definition}))["ruling"]
    assert ruled["fixed_wilds"] == {"ranks": [], "cards": ["Kh"], "lowest_hole": False,
                                    "explanation": {"en": "K♥ is wild for everybody.", "de": "K♥ ist wild für alle."}}


# --- histories -------------------------------------------------------------------------------------

def test_a_house_hand_travels_with_its_definition_in_json_and_phh():
    rnd = random.Random(7)
    definition = check_definition({"name": "Deuces", "cards": 6, "wild": {"ranks": ["2"], "cards": ["Js"]},
                                   "face_up": {"Qs": "ends_deal"}})
    hand = play(rnd, {**header(rnd, "F7S"), "variant": HOUSE, "house_game": definition})
    text = dump_phh(hand)
    assert "_house_game" in text and "[_house_game.wild]" in text.replace('"', "")
    assert load_phh(text) == hand
    assert load_history(json.dumps(hand), "hand.json") == hand
    assert rule_history(load_phh(text)) == rule_history(hand)


def test_a_house_hand_without_a_good_definition_is_refused_naming_the_field():
    with pytest.raises(HistoryError) as error:
        replay(_hand({"name": "x", "wild": {"ranks": ["11"]}}, []))
    assert error.value.field == "house_game" and "wild.ranks" in str(error.value)
    with pytest.raises(HistoryError) as error:
        replay({**_hand({}, []), "house_game": None})
    assert error.value.field == "house_game"


def test_a_card_turned_up_that_ends_the_deal_is_named_with_who_turned_it():
    """Found by the random definitions: a game of cards turned up by choice whose 2 ends the deal."""
    definition = {"name": "Turned", "cards": 7, "deal": "turn_up", "face_up": {"2": "ends_deal"}}
    hand = _hand(definition, ["d dh p1 ??????", "d dh p2 ??????", "p1 tu 2c", "p2 tu 2d"], players=2)
    ruling = rule_history(hand)["ruling"]
    assert ruling["carried_pot"] == 2
    assert ruling["explanation"]["en"].startswith("Anna turned up 2♣ on 3rd street: once every player has turned up")
    assert ruling["explanation"]["de"].startswith("Anna deckte 2♣ in der 3. Straße auf")


# --- random definitions --------------------------------------------------------------------------

RANK_TEXTS = list(RANKS)
EVENT_WORDS = ["pay_ante", "ends_deal", "pay_pot", "extra_card", "extra_card_up", "buy_card 2"]


@st.composite
def patterns(draw) -> list[str]:
    """A deal street by street of 5 to 9 cards: up and down cards, some turned up by choice,
    some streets without a betting round (never the last)."""
    total, streets, held = draw(st.integers(5, 9)), [], 0
    while total:
        faces = "".join(sorted(draw(st.lists(st.sampled_from("du"), min_size=1, max_size=min(3, total)))))
        total -= len(faces)
        held += faces.count("d")
        turned = draw(st.integers(0, min(held, 1)))
        held -= turned
        mark = "?" if faces == "d" and not turned and draw(st.booleans()) else "^" * turned
        streets.append(faces + mark + ("+" if total and draw(st.booleans()) else ""))
    return streets


@st.composite
def definitions(draw) -> dict:
    cards, deal = draw(st.sampled_from(sorted(SHAPES)) | patterns().map(lambda streets: (None, streets)))
    ranks = draw(st.lists(st.sampled_from(RANK_TEXTS), max_size=3, unique=True))
    singles = draw(st.lists(st.sampled_from([r + s for r in RANK_TEXTS for s in "cdhs"]), max_size=2, unique=True))
    wild = {"ranks": ranks, "cards": [c for c in singles if c[0] not in ranks],
            "follow": draw(st.none() | st.sampled_from(RANK_TEXTS)), "lowest_hole": draw(st.booleans())}
    if wild["follow"] is None:
        del wild["follow"]
    split = draw(st.sampled_from(["high", "hi_lo", "low"]))
    lows = {"low": draw(st.sampled_from(["a5", "27", "high_as_low"]))} if split in ("hi_lo", "low") else {}
    if split == "hi_lo":
        lows["qualifier"] = draw(st.sampled_from(["eight", "none"]))
    events = draw(st.dictionaries(st.sampled_from(RANK_TEXTS), st.sampled_from(EVENT_WORDS),
                                  max_size=2))
    return {"name": "Random", **({"cards": cards} if cards else {}), "deal": deal, "wild": wild, "face_up": events,
            "split": split,
            "opens": draw(st.sampled_from(["bring_in", "best_up"])),
            "betting": draw(st.sampled_from(["fixed", "spread"])), **lows}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(definitions(), st.randoms(use_true_random=False))
def test_random_hands_of_random_definitions_replay_rule_conserve_chips_and_export(definition, rnd):
    most = min(house_game(definition).players[1], 8 if definition["betting"] == "fixed" else 7)
    base = header(rnd, "F7S" if definition["betting"] == "fixed" else "FTQ", players=rnd.randint(2, most))
    hand = play(rnd, {**base, "variant": HOUSE, "house_game": definition, "options": {}})
    ruled = rule_history(hand)
    ruling = ruled["ruling"]
    assert sum(ruled["finishing_stacks"]) + ruling["carried_pot"] == sum(hand["starting_stacks"])
    assert all(s >= 0 for s in ruled["finishing_stacks"])
    assert rule_history(load_phh(dump_phh(hand))) == ruled
    assert rule_history(load_history(json.dumps(hand), "hand.json")) == ruled


def test_the_rules_document_says_its_example_game_as_the_referee_does():
    text = " ".join((SAMPLES.parent / "docs" / "rules.md").read_text(encoding="utf-8").split())
    definition = json.loads((SAMPLES.parent / "docs" / "examples" / "house-hand.json").read_text())["house_game"]
    assert f'"{house_words(check_definition(definition))}"' in text


# --- the odds ----------------------------------------------------------------------------------------

def _before_seventh_street(variant: str, seed: int) -> dict:
    """A hand of `variant` with every card known, cut where its 7th-street cards are dealt."""
    from referee.replay import State, load_hand

    for attempt in range(seed, seed + 50):
        rnd = random.Random(attempt)
        hand = play(rnd, header(rnd, variant, {}, players=3), hide=0, fold=0.01)
        state = State(load_hand({**hand, "actions": []}))
        for index, text in enumerate(hand["actions"]):
            if state.street == 7 and state.phase == "deal":
                return {**hand, "actions": hand["actions"][:index]}
            state.apply(text, index)
    return {}


@pytest.mark.parametrize(("variant", "seed"), [("FTQ", 3), ("FTQ", 11), ("F7S", 5)])
def test_a_presets_odds_counted_exactly_are_its_games(variant, seed):
    from referee.odds import odds

    hand = _before_seventh_street(variant, seed)
    if not hand:
        pytest.fail("the seed gives no hand that reaches 7th street: pick another")
    assert odds(_as_house(hand, variant), seed=1) == odds(hand, seed=1)


def test_the_odds_count_single_wild_cards_and_the_lowest_hole_card_per_player():
    from referee.odds import odds

    hand = _before_seventh_street("F7S", 5)
    plain = odds(_as_house(hand, "F7S"), seed=1)
    for wild in ({"cards": ["2c", "2d", "2h", "2s"]}, {"lowest_hole": True}):
        ruled = odds({**hand, "variant": HOUSE, "house_game": {"name": "W", "wild": wild}}, seed=1)
        assert ruled["method"] == plain["method"] and ruled["players"] != plain["players"]


# --- the lows --------------------------------------------------------------------------------------

def test_a_low_game_and_hi_lo_without_a_qualifier_in_words():
    assert house_words(check_definition(PRESETS["27RAZZ"])) == (
        "2-7 Razz: seven cards, two down, four up, one down; the best low takes the pot; lows Deuce to Seven (the "
        "Ace high, straights and flushes count); the highest up card brings in, then the best low showing opens; "
        "fixed limit")
    assert "the best low (any low, no qualifier) halve the pot" in house_words(
        check_definition(PRESETS["F7S/8 no qualifier"]))
    assert check_definition(PRESETS["FR"]) == {**check_definition({"name": "Razz"}), "split": "low"}   # a5: unsaid


def test_hi_lo_with_wild_cards_is_a_house_game_and_its_wild_low_an_option():
    """Once refused ("the low half of hi_lo counts no wild card"): a wild card in the
    low stands for the lowest card that helps, or (option wild_low: ace) for an Ace."""
    definition = {"name": "Deuces Hi-Lo", "wild": {"ranks": ["2"]}, "split": "hi_lo"}
    assert configure(HOUSE, {}, definition).options["wild_low"] == "lowest"
    cards = [Card(14, 0), Card(3, 1), Card(4, 2), Card(7, 3), Card(2, 0), Card(13, 1), Card(12, 2)]   # A 3 4 7 2♣
    game = house_game(definition)
    lowest = game.showdown(configure(HOUSE, {}, definition), cards, frozenset({Card(2, 0)}))["low"]
    ace = game.showdown(configure(HOUSE, {"wild_low": "ace"}, definition), cards, frozenset({Card(2, 0)}))["low"]
    assert (lowest.name, ace) == ("7-4-3-2-A low", None)          # as an Ace it pairs the A♣: no low of eight
    with pytest.raises(GameError):
        configure(HOUSE, {"wild_low": "ace"}, {"name": "No wild", "split": "hi_lo"})    # no wild card, no option


# --- the deals no game deals ----------------------------------------------------------------------

def test_every_deal_preset_has_a_sample_hand_that_carries_its_definition():
    carried = [json.loads(path.read_text()).get("house_game") for path in SAMPLES.glob("house-*.json")]
    assert all(PRESETS[code] in carried for code in DEAL_PRESETS)
    assert set(DEAL_PRESETS) <= set(PRESETS)


def test_the_odds_of_nine_cards_are_the_best_five_of_nine_counted_exactly():
    """Heads-up before the 9th street of Nine-Card Stud, every card known: the odds count every
    pair of last cards, as the best five of each player's nine say (`referee.ranking.best_hand`)."""
    from itertools import permutations

    from referee.odds import odds
    from referee.ranking import best_hand
    from referee.replay import State, load_hand

    rnd = random.Random(4)
    hand = play(rnd, {**header(rnd, "F7S", players=2), "variant": HOUSE, "house_game": PRESETS["9CS"]}, hide=0,
                fold=0)
    state = State(load_hand({**hand, "actions": []}))
    for index, text in enumerate(hand["actions"]):
        if state.street == 9 and state.phase == "deal":
            break
        state.apply(text, index)
    assert state.street == 9 and not state.over
    cards = [[d.card for d in seat.cards] for seat in state.seats]
    unseen = [c for c in parse_cards(" ".join(r + s for r in RANKS for s in "cdhs")) if c not in state.seen]
    wins = [0, 0]
    ties = 0
    for mine, theirs in permutations(unseen, 2):
        a, b = best_hand([*cards[0], mine], frozenset()), best_hand([*cards[1], theirs], frozenset())
        ties += a == b
        wins[0] += a > b
        wins[1] += b > a
    total = len(unseen) * (len(unseen) - 1)
    counted = odds({**hand, "actions": hand["actions"][:index]}, seed=1)
    assert counted["method"] == "exact"
    assert [(p["win"], p["tie"]) for p in counted["players"]] == [
        (round(w / total, 6), round(ties / total, 6)) for w in wins]


def test_seven_card_flip_the_lower_of_two_up_cards_brings_in_and_is_said():
    """7-Card Flip: Ben turns up Q♥ (dealt first) and 3♣; the 3♣ brings in, and the table says so."""
    from referee.words.state import view_json

    sample = json.loads((SAMPLES / "house-seven-card-flip.json").read_text())
    state = replay({**sample, "actions": sample["actions"][:6]})
    assert [str(c) for c in state.seats[1].up_cards] == ["Qh", "3c"] and state.bring_in_due == 1
    assert view_json(state)["next"]["bring_in_why"]["en"] == "Ben brings in: 3♣ is the lowest up card"


def test_pineapple_discards_leave_seven_card_studs_third_street():
    """Pineapple Stud: four down, one turned up, one discarded: two down and one up, named 3rd street."""
    sample = json.loads((SAMPLES / "house-pineapple-stud.json").read_text())
    state = replay({**sample, "actions": sample["actions"][:9]})
    assert state.street == 3 and state.phase == "bet"
    assert [(len(s.down_cards), len(s.up_cards)) for s in state.seats] == [(2, 1)] * 3


@pytest.mark.parametrize("name", ["house-low-todd", "house-satan", "house-beelzebub", "house-one-three-one"])
def test_the_odds_of_a_declare_preset_are_those_of_its_cards(name):
    """The declare presets: the odds view works for each (a declaration is nobody's to
    foresee: the cards' chances, as Hi-Lo without a qualifier), here on 3rd street of its sample
    hand; Satan's and Beelzebub's are Five-Card Stud High-Low Declare's."""
    from referee.odds import odds

    hand = json.loads((SAMPLES / f"{name}.json").read_text())
    third = next(i for i in range(len(hand["actions"])) if replay({**hand, "actions": hand["actions"][:i]}).street == 3)
    so_far = {**hand, "actions": hand["actions"][:third + 3]}
    chances = odds(so_far, target=0.02, budget=0.5, seed=1)
    assert len(chances["players"]) == 3 and chances["nobody"] == 0
    assert all(0 <= p["win"] <= 1 and 0 <= p["tie"] <= 1 and p["win"] + p["tie"] > 0 for p in chances["players"])
    if name in ("house-satan", "house-beelzebub"):
        assert chances == odds({**so_far, "variant": "5CSD", "house_game": None}, target=0.02, budget=0.5, seed=1)


@pytest.mark.parametrize(("preset", "en", "de"), [
    ("ANACONDA", "Anaconda: seven cards, five kept: seven down", "Anaconda: sieben Karten, fünf behalten: sieben"),
    ("PINEAPPLE", "Pineapple Stud: eight cards, seven kept: four", "Pineapple Stud: acht Karten, sieben behalten:"),
    ("ENGLISH", "English Stud: seven cards: two down and one up", "English Stud: sieben Karten: zwei verdeckt"),
])
def test_a_deal_that_discards_says_the_cards_dealt_and_the_cards_kept(preset, en, de):
    """Not "five cards: seven down": the count of the cards played comes with the cards dealt (a
    card bought replaces one discarded: English Stud deals and keeps seven)."""
    definition = house_game(PRESETS[preset]).definition
    assert house_words(definition).startswith(en)
    assert house_words(definition, "de").startswith(de)
