"""The games and their options in docs/rules.md, written from the registry (`referee.games.GAMES`,
the house games' options), and what the documents still lack.

    .venv/bin/python tools/game_tables.py           # what is missing or differs, exit 1 if anything
    .venv/bin/python tools/game_tables.py --write   # write the two tables of docs/rules.md

The registry is the truth; a document only says it.  Two tables of docs/rules.md stand between
marker lines, ``<!-- games:start -->`` ... ``<!-- games:end -->`` and ``<!-- options:start -->``
... ``<!-- options:end -->``.  ``--write`` rewrites the columns the registry knows (a game's
code, English name and players; an option's name and its default in each game that has it, in
the registry's order) and keeps the cells written by hand (a game's deal, wild cards, pot,
betting and source; an option's meaning), by code and by option name.  A game or an option new
to the registry gets a row with those cells empty: the check names each empty cell until it is
written.  The check also names every game code the README's list of games lacks, and every deal
preset (`referee.games.house.DEAL_PRESETS`) the presets table of docs/rules.md lacks.
tests/test_game_tables.py runs the check.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from referee.games import GAMES, HOUSE, Game
from referee.games.house import DEAL_PRESETS, PRESETS, house_game

ROOT = Path(__file__).resolve().parent.parent
RULES, README = ROOT / "docs" / "rules.md", ROOT / "README.md"

GAMES_HEAD = ("code", "game", "players", "deal", "wild", "the pot", "opens and bets", "source (details below)")
OPTIONS_HEAD = ("option", "games: default", "meaning")

#: house games whose options are all the options a house game may have (a low with wild cards
#: adds ``wild_low``, a high-low split the declaring)
HOUSE_SAMPLES = (*PRESETS.values(), {"name": "Lows", "split": "hi_lo", "wild": {"ranks": ["2"]}},
                 {"name": "Spread", "betting": "spread", "split": "hi_lo", "wild": {"ranks": ["2"]}})


def marked(name: str) -> re.Pattern:
    """The lines ``<!-- name:start -->`` to ``<!-- name:end -->`` and what stands between."""
    return re.compile(rf"^<!-- {name}:start -->\n(.*?)^<!-- {name}:end -->$", re.MULTILINE | re.DOTALL)


def cells(row: str) -> list[str]:
    """The cells of a Markdown table row."""
    return [cell.strip() for cell in re.split(r"(?<!\\)\|", row.strip()[1:-1])]


def row_line(row: Iterable[str]) -> str:
    return "|" + "".join(f" {cell} |" if cell else " |" for cell in row)


def table(head: Iterable[str], rows: Iterable[Iterable[str]]) -> str:
    head = list(head)
    return "\n".join([row_line(head), "|" + " --- |" * len(head), *map(row_line, rows)])


def written(document: str, name: str) -> dict[str, list[str]]:
    """The rows of the marked table `name` of `document`, by their first cell (the rows only:
    no header, no rule)."""
    found = marked(name).search(document)
    if not found:
        return {}
    rows = [cells(line) for line in found.group(1).splitlines() if line.startswith("|")][2:]
    return {row[0]: row for row in rows}


def players(game: Game) -> str:
    low, high = game.players
    return f"{low}–{high}"


def games_rows(games: Mapping[str, Game], document: str) -> list[list[str]]:
    """A row for each game: code, name, players from the registry, the rest as written (empty for
    a new game); then the house game's row as written."""
    kept = written(document, "games")
    rows = []
    for code, game in games.items():
        hand = kept.get(f"`{code}`", [])[3:]
        rows.append([f"`{code}`", game.name["en"], players(game), *hand, *[""] * (len(GAMES_HEAD) - 3 - len(hand))])
    if f"`{HOUSE}`" in kept:
        rows.append(kept[f"`{HOUSE}`"])
    return rows


def default_words(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value) if isinstance(value, int) else f"`{value}`"


def option_defaults(games: Mapping[str, Game]) -> dict[str, dict[str, list[str]]]:
    """Every option of the games (the house games' last, as ``HOUSE``): for each default, the
    games that have it so, in the registry's order."""
    defaults: dict[str, dict[str, list[str]]] = {}
    every = [*games.values(), *(house_game(definition) for definition in HOUSE_SAMPLES)]
    for game in every:
        for option in game.options:
            codes = defaults.setdefault(option.name, {}).setdefault(default_words(option.default), [])
            if game.code not in codes:
                codes.append(game.code)
    return defaults


def options_rows(games: Mapping[str, Game], document: str) -> list[list[str]]:
    """A row for each option: its name, the games and their default, its meaning as written."""
    kept = written(document, "options")
    rows = []
    for name, by_default in option_defaults(games).items():
        which = "; ".join(f"{'every game' if set(codes) >= {*games, HOUSE} else ', '.join(codes)}: {default}"
                          for default, codes in by_default.items())
        meaning = kept.get(f"`{name}`", ["", "", ""])[2]
        rows.append([f"`{name}`", which, meaning])
    return rows


def rewrite(document: str, games: Mapping[str, Game] = GAMES) -> str:
    """`document` (docs/rules.md) with both marked tables written from `games`."""
    for name, head, rows in (("games", GAMES_HEAD, games_rows(games, document)),
                             ("options", OPTIONS_HEAD, options_rows(games, document))):
        found = marked(name).search(document)
        if found:
            text = f"<!-- {name}:start -->\n{table(head, rows)}\n<!-- {name}:end -->"
            document = document[:found.start()] + text + document[found.end():]
    return document


def missing(rules: str, readme: str, games: Mapping[str, Game] = GAMES) -> list[str]:
    """What the documents lack of the registry, each a line that says what to write where."""
    lacks = [f"docs/rules.md has no lines <!-- {name}:start --> and <!-- {name}:end -->"
             for name in ("games", "options") if not marked(name).search(rules)]
    if lacks:
        return lacks
    if rewrite(rules, games) != rules:
        lacks.append("docs/rules.md: the games or options table differs from the registry: "
                     "run .venv/bin/python tools/game_tables.py --write")
    rows = written(rewrite(rules, games), "games")
    for code in games:
        empty = [head for head, cell in zip(GAMES_HEAD, rows[f"`{code}`"], strict=True) if not cell]
        if empty:
            lacks.append(f"docs/rules.md: the games table's row of `{code}` lacks: {', '.join(empty)}")
    for name, row in written(rewrite(rules, games), "options").items():
        if not row[2]:
            lacks.append(f"docs/rules.md: the options table lacks the meaning of {name}")
    listed = readme.partition("Games, dealer's choice:")[2].partition("\n\n")[0]
    lacks += [f"README.md: the list of games (\"Games, dealer's choice\") lacks `{code}`"
              for code in games if f"`{code}`" not in listed]
    presets = "".join(table.partition("\n\n")[0] for table in rules.split("| preset | definition |")[1:])
    lacks += [f"docs/rules.md: the presets table lacks {PRESETS[code]['name']} (`{code}`)"
              for code in DEAL_PRESETS if f"| {PRESETS[code]['name']} (`{code}`) |" not in presets]
    return lacks


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="write the games and options tables of docs/rules.md")
    args = parser.parse_args(argv)
    if args.write:
        RULES.write_text(rewrite(RULES.read_text(encoding="utf-8")), encoding="utf-8")
    lacks = missing(RULES.read_text(encoding="utf-8"), README.read_text(encoding="utf-8"))
    for line in lacks:
        print(line)
    return 1 if lacks else 0


if __name__ == "__main__":
    sys.exit(main())
