import pytest

from referee.games import GAMES, GameError, configure


def test_the_games():
    assert set(GAMES) >= {"FTQ", "FTC", "F7S", "BM"}


@pytest.mark.parametrize("variant, options, message", [
    ("XYZ", None, "unknown game 'XYZ'"),
    ("FTQ", {"cancle": True}, "FTQ has no option 'cancle'"),
    ("FTQ", {"cancel": "no"}, "FTQ option 'cancel' must be true or false, not 'no'"),
    ("FTQ", {"cancel": 1}, "must be true or false, not 1"),
    ("FTQ", {"hole_queens_wild": True}, "'hole_queens_wild' only applies when 'queens_wild' is false"),
    ("FTQ", {"odd_chip": "random"}, "'odd_chip' must be one of left_of_dealer, high_suit"),
    ("FTQ", ["cancel"], "must be a table of names and values"),
    ("F7S", {"queens_wild": True}, "F7S has no option 'queens_wild'"),
    ("BM", {"abort": True, "split": True}, "exclude each other"),
])
def test_refusals(variant, options, message):
    with pytest.raises(GameError, match=message):
        configure(variant, options)


def test_defaults():
    ftq = configure("FTQ").options
    assert (ftq["queens_wild"], ftq["cancel"], ftq["extra_card"], ftq["redeal"], ftq["pay_for_wild"]) == (
        True, True, False, False, False)
    assert configure("F7S").options["heads_up_uncapped"] is True
    assert configure("BM").options["split"] is True


def test_black_mariah_abort_replaces_split():
    assert dict(configure("BM", {"abort": True}).options) == {
        **configure("BM").options, "abort": True, "split": False}


def test_every_option_explains_itself_in_both_languages():
    for game in GAMES.values():
        for option in game.options:
            assert option.help["en"] and option.help["de"], (game.code, option.name)


def test_extended_ranking_options():
    from referee.ranking import Category
    assert configure("FTQ", {"blaze": True}).extended == {Category.BLAZE}
    assert configure("FTQ").extended == frozenset()
