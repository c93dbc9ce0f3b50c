import pytest

from referee.games import GAMES, GameError, configure, legacy_options


def test_the_games():
    """Each game under its own code, named in every language (the documents say the same names:
    tests/test_game_tables.py)."""
    assert all(game.code == code for code, game in GAMES.items())
    assert all(set(game.name) == {"en", "de"} and all(game.name.values()) for game in GAMES.values())
    assert len({game.name["en"] for game in GAMES.values()}) == len(GAMES)


@pytest.mark.parametrize("variant, options, message", [
    ("XYZ", None, "unknown game 'XYZ'"),
    ("FTQ", {"cancle": True}, "FTQ has no option 'cancle'"),
    ("FTQ", {"cancel": "no"}, "FTQ option 'cancel' must be true or false, not 'no'"),
    ("FTQ", {"cancel": 1}, "must be true or false, not 1"),
    ("FTQ", {"hole_queens_wild": True}, "'hole_queens_wild' only applies when 'queens_wild' is false"),
    ("FTQ", {"odd_chip": "random"}, "'odd_chip' must be one of left_of_dealer, high_suit"),
    ("FTQ", ["cancel"], "must be a table of names and values"),
    ("F7S", {"queens_wild": True}, "F7S has no option 'queens_wild'"),
    ("FTQ", {"repeat_extra_card": True}, "'repeat_extra_card' only applies when 'extra_card' is true"),
    ("F7S", {"heads_up_uncapped": "sometimes"}, "'heads_up_uncapped' must be one of last_round, every_round, never"),
    # black-mariah.de.txt names Follow the Queen and Follow the Cowboy among Black Mariah's
    # variants ("Regel-Varianten von Black Mariah Poker ... Follow the Queen: ... Follow the
    # Cowboy: ...") but not how the Q♠ rules and a follow rank combine: refused by name.
    ("BM", {"follow_the_queen": True}, "BM has no option 'follow_the_queen': the Black Mariah rules name Follow "
                                       "the Queen among its variants .*; play FTQ"),
    ("BM", {"follow_the_cowboy": True}, "play FTC"),
])
def test_refusals(variant, options, message):
    with pytest.raises(GameError, match=message):
        configure(variant, options)


def test_defaults():
    ftq = configure("FTQ").options
    assert (ftq["queens_wild"], ftq["cancel"], ftq["extra_card"], ftq["redeal"], ftq["pay_for_wild"],
            ftq["repeat_extra_card"], ftq["heads_up_uncapped"]) == (True, True, False, False, False, False, "never")
    # seven-card-stud.de.txt, "Letzte Setzrunde": "Sonderfall: Sind hier nur noch 2 Spieler übrig,
    # darf sooft erhöht werden bis einer der beiden Spieler callt."
    assert {configure(v).options["heads_up_uncapped"] for v in ("F7S", "F7S/8", "FR", "BM")} == {"last_round"}
    assert configure("F7S").options["split_limit"] is False       # fixed limit, as PHH's F7S means
    # black-mariah.de.txt: the base game ("Black Mariah startet wie ein normales Seven Card
    # Stud-Spiel", "wird die Runde abgebrochen") is the default; the split is a variant
    bm = configure("BM").options
    assert (bm["forced_bet"], bm["abort"], bm["split"], bm["wild"]) == (True, True, False, False)


def test_black_mariah_split_keeps_the_abort_on_a_first_up_card():
    # "Am Showdown wird der Pot geteilt": the split changes the showdown only
    assert dict(configure("BM", {"split": True}).options) == {**configure("BM").options, "split": True}


def test_heads_up_uncapped_was_yes_or_no():
    assert configure("F7S", {"heads_up_uncapped": True}).options["heads_up_uncapped"] == "every_round"
    assert configure("FTQ", {"heads_up_uncapped": False}).options["heads_up_uncapped"] == "never"


@pytest.mark.parametrize("variant, stored, ruled_as", [
    # Black Mariah before: no forced bet, the deal never broken off, split by default
    ("BM", {}, {"forced_bet": False, "abort": False, "split": True, "heads_up_uncapped": "never"}),
    ("BM", {"split": False}, {"forced_bet": False, "abort": False, "split": False, "heads_up_uncapped": "never"}),
    ("BM", {"abort": True}, {"forced_bet": False, "abort": True, "split": False, "heads_up_uncapped": "never"}),
    ("BM", {"abort": False, "wild": True}, {"forced_bet": False, "abort": False, "split": True, "wild": True,
                                           "heads_up_uncapped": "never"}),
    ("F7S", {}, {"heads_up_uncapped": "every_round"}),
    ("FR", {"heads_up_uncapped": False}, {"heads_up_uncapped": "never"}),
    ("FTQ", {"heads_up_uncapped": True}, {"heads_up_uncapped": "every_round"}),
    ("FTQ", {"extra_card": True}, {"extra_card": True, "repeat_extra_card": True}),
    ("FTC", {}, {}),
])
def test_a_hand_stored_before_keeps_its_rules(variant, stored, ruled_as):
    assert legacy_options(variant, stored) == ruled_as
    configure(variant, ruled_as)                            # and they are options of the game


def test_a_hand_stored_before_the_door_cards_were_dealt_ends_at_a_q_spades_door_card():
    from referee.games import before_door_cards

    assert before_door_cards("BM", {"abort": True}) == {"deal_door_cards": False, "abort": True}
    assert configure("BM").options["deal_door_cards"] is True
    assert before_door_cards("FTQ", {"cancel": False}) == {"cancel": False}


def test_every_option_explains_itself_in_both_languages():
    for game in GAMES.values():
        for option in game.options:
            en, de = option.help["en"], option.help["de"]
            assert en.endswith(".") and de.endswith("."), (game.code, option.name)      # a sentence each
            assert en != de, (game.code, option.name)                                  # German, not a copy


def test_follow_the_cowboy_explains_itself_in_kings():
    cowboy = {option.name: option.help for option in GAMES["FTC"].options}
    for option in GAMES["FTQ"].options:
        en, de = cowboy[option.name]["en"], cowboy[option.name]["de"]
        assert "Queen" not in en and "Dame" not in de, option.name
        if "Queens" in option.help["en"]:
            assert "Kings" in en and "Könige" in de, option.name


def test_extended_ranking_options():
    from referee.ranking import Category
    assert configure("FTQ", {"blaze": True}).extended == {Category.BLAZE}
    assert configure("FTQ").extended == frozenset()
