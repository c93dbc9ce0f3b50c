"""Read and rule every stud hand of real PokerStars hand-history files, and say of each whether
it is ruled exactly as the file says (each player's winnings are the ``collected`` lines; with
rake, what the referee gives each winner less what the player collected is at most the rake and
adds up to it), or why it is refused (one line: file, hand, line).

    .venv/bin/python tools/check_pokerstars.py DIR_OR_FILE ...

Hands of other games in the files (a hold'em hand of an 8-Game mix) are counted apart.  Exit
status 1 when a stud hand is ruled otherwise than the file says; a refused hand is reported, not
counted as a failure (a file can be broken).  The real files we check and where they come from:
tests/data/pokerstars/REAL.md.
"""

from __future__ import annotations

import collections
import pathlib
import re
import sys
from decimal import Decimal

from referee.histories import HandsRefused, place, read_histories
from referee.phh import HistoryFormatError
from referee.ruling import rule_history
from referee.violations import RuleViolation

ROOT = pathlib.Path(__file__).resolve().parent.parent

HEADER = re.compile(r"^\ufeff?PokerStars .*?#(\d+):(.*)$", re.M | re.I)
STUD = re.compile(r"7 card stud|razz", re.I)
GAMES = (("7 card stud hi/lo", "Stud Hi/Lo"), ("7 card stud", "7 Card Stud"), ("razz", "Razz"))


def hands_of(text: str) -> dict[int, tuple[str, str]]:
    """Each hand's number -> (its game, its text), straight from the file."""
    starts = list(HEADER.finditer(text))
    out = {}
    for i, match in enumerate(starts):
        end = starts[i + 1].start() if i + 1 < len(starts) else len(text)
        game = next((name for key, name in GAMES if key in match[2].lower()), "other")
        out[int(match[1])] = (game, text[match.start():end])
    return out


def collected(hand: str, cents: bool) -> dict[str, int]:
    won: collections.Counter = collections.Counter()
    for name, value in re.findall(r"^(.+?) collected ([$€£]?[\d,.]+) from (?:the )?(?:main |side )?pot(?:-\d+)?\s*$",
                                  hand, re.M):
        won[name.strip()] += int(Decimal(value.lstrip("$€£").replace(",", "")) * (100 if cents else 1))
    return dict(won)


def exactly(won: dict[str, int], coll: dict[str, int], rake: int) -> bool:
    if rake == 0:
        return won == coll
    return (set(won) == set(coll) and sum(won.values()) - rake == sum(coll.values())
            and all(0 <= won[p] - coll[p] <= rake for p in won))


def check(path: pathlib.Path, counts: collections.Counter) -> None:
    text = path.read_bytes().decode("utf-8", errors="replace")
    hands = hands_of(text)
    for game, _ in hands.values():
        counts[game, "found"] += 1
    try:
        histories, refusals = read_histories(text, path.name), []
    except HandsRefused as refused:
        histories, refusals = refused.histories, refused.refusals
    except HistoryFormatError as error:
        print(f"FILE REFUSED  {error}")
        return
    for refusal in refusals:
        game = hands.get(refusal.hand or -1, ("other", ""))[0]
        counts[game, "refused"] += 1
        if game != "other":
            print(f"REFUSED       {refusal}")
    for history in histories:
        game, hand = hands[history["hand"]]
        try:
            ruled = rule_history(history)
        except RuleViolation as error:
            counts[game, "refused"] += 1
            print(f"REFUSED       {place(path.name, history, 1, error.index)}: {error}")
            continue
        won = {p: w for p, w in zip(history["players"], ruled["winnings"]) if w}
        coll = collected(hand, bool(history.get("_cents")))
        if exactly(won, coll, history["_rake"]):
            counts[game, "ruled exactly"] += 1
        else:
            counts[game, "ruled otherwise"] += 1
            print(f"OTHERWISE     {path.name}: hand #{history['hand']}: ruled {won}, collected {coll}, "
                  f"rake {history['_rake']}")


def main(args: list[str]) -> int:
    paths = [p for arg in args for p in (sorted(pathlib.Path(arg).glob("*.txt")) if pathlib.Path(arg).is_dir()
                                         else [pathlib.Path(arg)])]
    counts: collections.Counter = collections.Counter()
    for path in paths:
        check(path, counts)
    print(f"{'game':<12} {'found':>6} {'ruled exactly':>14} {'ruled otherwise':>16} {'refused':>8}")
    for game in [name for _, name in GAMES] + ["other"]:
        row = [counts[game, what] for what in ("found", "ruled exactly", "ruled otherwise", "refused")]
        print(f"{game:<12} {row[0]:>6} {row[1]:>14} {row[2]:>16} {row[3]:>8}")
    return 1 if any(counts[game, "ruled otherwise"] for _, game in GAMES) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
