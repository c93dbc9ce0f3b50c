"""The registry is the truth, the documents say it: every game's code, name and players and every
option with its default in docs/rules.md (written there by tools/game_tables.py), every code in
the README's list and in the API's descriptions; a game new to the registry is named where it is
still missing."""

import dataclasses
import importlib.util
import pathlib
import sys

from referee.games import GAMES
from schemas.game import GameSchema

ROOT = pathlib.Path(__file__).resolve().parent.parent


def load_tool():
    """tools/game_tables.py, a script, as a module."""
    spec = importlib.util.spec_from_file_location("_game_tables", ROOT / "tools" / "game_tables.py")
    module = sys.modules["_game_tables"] = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


tables = load_tool()


def documents() -> tuple[str, str]:
    return tables.RULES.read_text(encoding="utf-8"), tables.README.read_text(encoding="utf-8")


def test_the_documents_say_every_game_and_option_of_the_registry():
    rules, readme = documents()
    assert tables.missing(rules, readme) == []
    for code, game in GAMES.items():
        assert f"| `{code}` | {game.name['en']} | {game.players[0]}–{game.players[1]} |" in rules
        for option in game.options:
            assert f"| `{option.name}` |" in rules


def a_new_game(code: str = "XSTUD"):
    """Seven-Card Stud under another code and name, with an option no document knows yet."""
    stud = GAMES["F7S"]
    rule = dataclasses.replace(stud.options[0], name="x_rule", default=False)
    return dataclasses.replace(stud, code=code, name={"en": "Cross Stud", "de": "Kreuz-Stud"},
                               options=(*stud.options, rule))


def test_a_game_new_to_the_registry_is_named_where_it_is_missing():
    rules, readme = documents()
    games = {**GAMES, "XSTUD": a_new_game()}
    lacks = tables.missing(rules, readme, games)
    assert any("differs from the registry" in line and "--write" in line for line in lacks)
    assert any("README.md" in line and "`XSTUD`" in line for line in lacks)
    written = tables.rewrite(rules, games)
    assert "| `XSTUD` | Cross Stud | 2–9 | | | | | |" in written
    assert "| `x_rule` | XSTUD: false | |" in written
    lacks = tables.missing(written, readme, games)
    assert "docs/rules.md: the games table's row of `XSTUD` lacks: deal, wild, the pot, opens and bets, " \
           "source (details below)" in lacks
    assert "docs/rules.md: the options table lacks the meaning of `x_rule`" in lacks
    assert not any("differs" in line for line in lacks)


def test_writing_keeps_what_was_written_by_hand():
    rules, _ = documents()
    games = {**GAMES, "XSTUD": a_new_game()}
    assert tables.rewrite(tables.rewrite(rules, games)) == rules
    by_hand = tables.rewrite(rules, games).replace("| `XSTUD` | Cross Stud | 2–9 | | | | | |",
                                                   "| `XSTUD` | Cross Stud | 2–9 | a | b | c | d | e |")
    assert "| `XSTUD` | Cross Stud | 2–9 | a | b | c | d | e |" in tables.rewrite(by_hand, games)


def test_the_api_describes_the_limits_of_every_game():
    fields = GameSchema().fields
    spread, fixed = (fields[name].metadata["description"] for name in ("bet_limits", "small_bet"))
    for code, game in GAMES.items():
        assert f"{code}," in f"{spread if game.betting == 'spread' else fixed}".replace(";", ",")
