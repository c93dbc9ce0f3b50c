"""A hand booked by its result (`referee.booked`): what is checked, the split and its odd chip,
and (a property) that every valid result pays its pot in full, chips in = chips out."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.booked import check_result
from referee.violations import HistoryError

PLAYERS = ["Anna", "Ben", "Carla", "Dora"]          # from the dealer's left: Dora deals
STACKS = [50, 40, 30, 20]


def booked(result, game="Texas Hold'em"):
    return check_result(game, result, PLAYERS, STACKS)


def test_one_winner_takes_the_pot():
    result = booked({"put_in": {"Anna": 12, "Ben": 12, "Carla": 4}, "took": {"Anna": 28}})
    assert result.pot == 28
    assert result.chips() == {"Anna": 16, "Ben": -12, "Carla": -4}
    assert result.winners() == ["Anna"]


def test_names_are_matched_without_case_and_kept_as_seated():
    result = booked({"put_in": {"anna": 5, "BEN": 5}, "took": ["ben"]})
    assert result.took == {"Ben": 10}
    assert list(result.put_in) == ["Anna", "Ben"]


@pytest.mark.parametrize("winners, shares", [
    (["Carla", "Anna"], {"Anna": 8, "Carla": 7}),           # Anna is first from the dealer's left
    (["Ben", "Carla"], {"Ben": 8, "Carla": 7}),
    (["Dora", "Carla", "Ben"], {"Ben": 5, "Carla": 5, "Dora": 5}),
])
def test_a_split_gives_the_odd_chip_to_the_first_winner_left_of_the_dealer(winners, shares):
    result = booked({"put_in": {"Anna": 4, "Ben": 4, "Carla": 4, "Dora": 3}, "took": winners})
    assert result.took == shares


def test_side_pots_are_given_as_amounts():
    result = booked({"put_in": {"Anna": 30, "Ben": 30, "Dora": 20}, "took": {"Dora": 60, "Anna": 20}})
    assert result.chips() == {"Anna": -10, "Ben": -30, "Dora": 40}


def test_the_game_name_is_kept_in_words_tidied():
    assert booked({"put_in": {"Anna": 1}, "took": ["Anna"]}, game="  Pot-Limit   Omaha ").game == "Pot-Limit Omaha"


@pytest.mark.parametrize("game, result, field, words", [
    ("", {"put_in": {"Anna": 1}, "took": ["Anna"]}, "game", "name in words"),
    ("x" * 61, {"put_in": {"Anna": 1}, "took": ["Anna"]}, "game", "1 to 60"),
    (7, {"put_in": {"Anna": 1}, "took": ["Anna"]}, "game", "name in words"),
    ("Omaha", [], "result", "table of fields"),
    ("Omaha", {"put_in": {"Anna": 1}, "took": ["Anna"], "rake": 1}, "result.rake", "not part of a result"),
    ("Omaha", {"took": ["Anna"]}, "result.put_in", "table of names and chips"),
    ("Omaha", {"put_in": {"Zed": 4}, "took": ["Zed"]}, "result.put_in", "Zed is not dealt in"),
    ("Omaha", {"put_in": {"Anna": 4, "anna": 4}, "took": ["Anna"]}, "result.put_in", "same name"),
    ("Omaha", {"put_in": {"Anna": -1}, "took": ["Anna"]}, "result.put_in", "Anna: must be a whole number"),
    ("Omaha", {"put_in": {"Anna": 2.5}, "took": ["Anna"]}, "result.put_in", "not 2.5"),
    ("Omaha", {"put_in": {"Anna": True}, "took": ["Anna"]}, "result.put_in", "not True"),
    ("Omaha", {"put_in": {"Dora": 21, "Anna": 21}, "took": ["Anna"]}, "result.put_in", "Dora puts in 21 but has 20"),
    ("Omaha", {"put_in": {"Anna": 0}, "took": ["Anna"]}, "result.put_in", "nobody put chips in"),
    ("Omaha", {"put_in": {"Anna": 4, "Ben": 4}}, "result.took", "who took the pot"),
    ("Omaha", {"put_in": {"Anna": 4, "Ben": 4}, "took": []}, "result.took", "who took the pot"),
    ("Omaha", {"put_in": {"Anna": 4, "Ben": 4}, "took": ["Carla"]}, "result.took", "Carla took a share of the pot"),
    ("Omaha", {"put_in": {"Anna": 4, "Ben": 4}, "took": {"Anna": 7}}, "result.took", "7 taken, 8 put in"),
    ("Omaha", {"put_in": {"Anna": 4, "Ben": 4}, "took": {"Anna": 8, "Ben": 0}}, "result.took", "Ben: must be"),
    ("Omaha", {"put_in": {"Anna": 4, "Ben": 4}, "took": ["Anna", "anna"]}, "result.took", "same name"),
    ("Omaha", {"put_in": {"Anna": 4, "Ben": 4}, "took": ["Zed"]}, "result.took", "Zed is not dealt in"),
])
def test_a_wrong_result_is_refused_naming_the_field(game, result, field, words):
    with pytest.raises(HistoryError) as refused:
        check_result(game, result, PLAYERS, STACKS)
    assert refused.value.field == field
    assert words in str(refused.value)
    assert refused.value.message("de") != refused.value.message("en")


@st.composite
def results(draw):
    """A valid result: some players put in up to their stacks, some of those split the pot."""
    count = draw(st.integers(2, 9))
    players = [f"P{i}" for i in range(count)]
    stacks = draw(st.lists(st.integers(1, 500), min_size=count, max_size=count))
    put_in = {p: draw(st.integers(0, s)) for p, s in zip(players, stacks)}
    paying = [p for p, chips in put_in.items() if chips]
    if not paying:
        put_in[players[0]] = 1
        paying = [players[0]]
    winners = draw(st.lists(st.sampled_from(paying), min_size=1, unique=True))
    return players, stacks, put_in, winners


@given(results())
def test_every_valid_split_pays_the_pot_and_the_odd_chips_go_left_of_the_dealer(drawn):
    players, stacks, put_in, winners = drawn
    result = check_result("Hold'em", {"put_in": put_in, "took": winners}, players, stacks)
    assert sum(result.chips().values()) == 0                          # chips in = chips out
    assert sum(result.took.values()) == result.pot == sum(put_in.values())
    shares = [result.took[p] for p in players if p in result.took]     # from the dealer's left
    assert shares == sorted(shares, reverse=True) and shares[0] - shares[-1] <= 1
    assert set(result.took) == set(winners)
