"""Count all 2,598,960 five-card hands of Canadian Stud (Soko) by category, two ways, and compare.

Canadian Stud ranks a four-flush and a four-straight between a pair and two pair, the
four-flush above (`referee.games.five_card_stud.CANADIAN`; the extended ranking's options
`four_flush` and `four_straight`).  This script ranks every hand one by one with the referee's
`hand_key` and with a plain counter of its own (the textbook classification of five cards, a
four-flush being four cards of one suit, a four-straight four ranks in a row, the Ace high or
low), prints both tables, and exits with 1 if they differ or differ from `EXPECTED`, the table
`tests/test_ranking.py` pins (its test counts every hand too, grouped by suit pattern).

Run from the project root (about a minute on the project machine):

    .venv/bin/python tools/soko_counts.py
"""

from __future__ import annotations

import itertools
import sys
from collections import Counter

from referee.cards import DECK
from referee.ranking import EXTENDED, Category, hand_key

SOKO = frozenset({EXTENDED["four_flush"], EXTENDED["four_straight"]})

#: the counts of tests/test_ranking.py (FIVE_CARD_COUNTS["soko"])
EXPECTED = {"straight flush": 40, "four of a kind": 624, "full house": 3744, "flush": 5108, "straight": 10200,
            "three of a kind": 54912, "two pair": 123552, "four flush": 110940, "four straight": 92208,
            "pair": 1047552, "high card": 1150080}


def plain(five) -> str:
    """The category of five cards, worked out without the referee."""
    ranks = sorted((c.rank for c in five), reverse=True)
    counts = sorted(Counter(ranks).values(), reverse=True)
    suits = Counter(c.suit for c in five)
    flush = len(suits) == 1
    distinct = set(ranks) | ({1} if 14 in ranks else set())
    straight = counts == [1] * 5 and any(all(r + i in distinct for i in range(5)) for r in range(1, 11))
    if straight and flush:
        return "straight flush"
    if counts == [4, 1]:
        return "four of a kind"
    if counts == [3, 2]:
        return "full house"
    if flush:
        return "flush"
    if straight:
        return "straight"
    if counts[0] == 3:
        return "three of a kind"
    if counts[:2] == [2, 2]:
        return "two pair"
    if max(suits.values()) == 4:
        return "four flush"
    if any(all(r + i in distinct for i in range(4)) for r in range(1, 12)):
        return "four straight"
    return "pair" if counts[0] == 2 else "high card"


def main() -> int:
    ours: Counter = Counter()
    theirs: Counter = Counter()
    for five in itertools.combinations(DECK, 5):
        ours[Category(hand_key(five, frozenset(), SOKO)[0]).label] += 1
        theirs[plain(five)] += 1
    print("| category | hand_key | plain counter | pinned |\n| --- | ---: | ---: | ---: |")
    for name in EXPECTED:
        print(f"| {name} | {ours[name]:,} | {theirs[name]:,} | {EXPECTED[name]:,} |")
    same = dict(ours) == dict(theirs) == EXPECTED
    print("MATCH" if same else "MISMATCH")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
