"""docs/contributing.md stays the steps: its "add a game" done on the guide's own example game.

The example module is read from the guide and imported as written, the game registered in
`GAMES` for the test alone (as step 2 does), and the checks the suite makes of every game run on
it: random legal hands are ruled, keep the chips and come back from PHH; wrong actions are
refused by index; its words are there in both languages; the documents check names it missing
until its rows are written.  Its house-preset form is played too, and every file the guide
names exists."""

from __future__ import annotations

import json
import random
import re
import sys
import textwrap
import types
from pathlib import Path

import pytest

from harness.handgen import house_header, play
from harness.handgen import random_hand as random_game_hand
from referee.games import GAMES, configure, listing
from referee.games.game import _opt
from referee.words import LANGUAGES, WordsError
from tests.junk import junk
from tests.test_every_game import WRONG, is_refused_by_its_index_and_text, is_ruled_keeps_the_chips_and_exports
from tests.test_game_tables import documents, load_tool
from web.pages.games import games_for_form

ROOT = Path(__file__).resolve().parent.parent
GUIDE = (ROOT / "docs" / "contributing.md").read_text(encoding="utf-8")
MODULE = "referee/games/dr_pepper.py"


def guide_code(first_line: str) -> str:
    """The guide's fenced Python block that starts with `first_line`, as a module's text."""
    block = re.search(rf"( *)```python\n *{re.escape(first_line)}\n(.*?)\n *```", GUIDE, re.DOTALL)
    assert block, f"docs/contributing.md has no example that starts {first_line!r}"
    return textwrap.dedent(block.group(2))


@pytest.fixture
def dr_pepper(monkeypatch):
    """The guide's example game, imported from its text and registered in `GAMES` (steps 1 and 2)."""
    module = types.ModuleType("referee.games.dr_pepper")
    monkeypatch.setitem(sys.modules, module.__name__, module)
    exec(compile(guide_code(f"# {MODULE}"), MODULE, "exec"), module.__dict__)
    game = module.DR_PEPPER
    monkeypatch.setitem(GAMES, game.code, game)
    return game


def test_the_guides_game_is_in_the_registry_as_every_game_is(dr_pepper):
    rules = configure("DRPEPPER", {"blaze": True})
    assert rules.game is dr_pepper and rules.fixed_wilds.ranks == frozenset({2, 4, 10})
    assert next(g for g in listing() if g["variant"] == "DRPEPPER")["name"] == {"en": "Dr. Pepper",
                                                                                "de": "Dr. Pepper"}


def test_the_guides_game_passes_the_checks_of_every_game(dr_pepper):
    for seed in range(8):
        rnd = random.Random(seed)
        history = random_game_hand(rnd, "DRPEPPER")
        is_ruled_keeps_the_chips_and_exports(history)
        for _ in range(4):
            wrong = rnd.choice(WRONG).format(seat=rnd.randint(1, len(history["players"])))
            is_refused_by_its_index_and_text(history, rnd.randrange(len(history["actions"])), wrong)


def test_the_guides_game_has_its_words_in_both_languages(dr_pepper):
    for lang in LANGUAGES:
        shown = next(g for g in games_for_form(lang) if g["variant"] == "DRPEPPER")
        assert shown["name"] == "Dr. Pepper" and shown["options"]
        for option in shown["options"]:
            assert option["title"] and option["help"] and not junk(f"{option['title']} {option['help']}")


def test_the_documents_name_the_guides_game_until_it_is_written(dr_pepper):
    tables = load_tool()
    rules, readme = documents()
    lacks = tables.missing(rules, readme)
    assert "README.md: the list of games (\"Games, dealer's choice\") lacks `DRPEPPER`" in lacks
    assert any("--write" in line for line in lacks)
    lacks = tables.missing(tables.rewrite(rules), readme)
    assert any(line.startswith("docs/rules.md: the games table's row of `DRPEPPER` lacks: deal,") for line in lacks)


def test_an_option_without_its_words_is_refused_naming_them():
    with pytest.raises(WordsError, match=r"option\.x_rule"):
        _opt("x_rule", False)


def test_the_guides_house_preset_plays():
    written = re.search(r'`"DRPEPPER": (\{.*?\}\})`', " ".join(GUIDE.split()))
    assert written, "docs/contributing.md shows the preset's definition"
    definition = json.loads(written.group(1))
    for seed in range(6):
        rnd = random.Random(seed)
        is_ruled_keeps_the_chips_and_exports(play(rnd, house_header(rnd, definition)))


def test_every_file_the_guide_names_exists():
    named = set(re.findall(r"`((?:referee|web|schemas|tests|tools|bench|harness|docs|sample_hands|bin)/[\w./<>-]*)",
                           GUIDE))
    assert len(named) > 30
    assert [path for path in sorted(named) if path != MODULE and "<" not in path and not (ROOT / path).exists()] == []
