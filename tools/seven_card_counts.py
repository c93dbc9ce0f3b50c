"""Count all 133,784,560 seven-card hands by category with our `hand_key`, and compare.

The published table is the seven-card one of /work/shared/data/hand-counts.md (embedded
below as EXPECTED), for five wild sets: none, Queens, Queens and Jacks, Queens and sixes,
Queens and deuces.  The script prints our counts next to it, MATCH or MISMATCH per cell,
and exits with 1 on any mismatch.

Run from the project root:

    .venv/bin/python tools/seven_card_counts.py                 # all five wild sets, exact
    .venv/bin/python tools/seven_card_counts.py --wild Q6       # one of none, Q, QJ, Q6, Q2
    .venv/bin/python tools/seven_card_counts.py --quick         # 1,000,000 random hands
    .venv/bin/python tools/seven_card_counts.py --brute         # every hand, one by one

Every hand is counted; the default mode counts most of them in groups, each group ranked by
one `hand_key` call on one of its hands, using two facts about the rules (the wild cards
here are whole ranks):

1. A wild card stands for any card, so a hand's rank depends on its natural cards and on
   how many wild cards it holds, not on which.  The natural cards are enumerated, each
   set weighted by the number of ways to pick its w wild cards, comb(4 * wild ranks, w).
2. A flush or straight flush needs five cards of a suit, at most w of them wild, so at
   least 5 - w natural cards of one suit; apart from that, only the natural ranks count.
   With w <= 2 wild cards at most one suit can hold 5 - w of the 7 - w naturals, and then
   the other suits hold at most two.  So:
   - a hand with 5 - w or more naturals of one suit ranks like every hand with the same
     cards of that suit and the same ranks in the other suits;
   - for each multiset of natural ranks, one hand dealt round the suits (at most two
     cards of a suit) ranks all the others without a flush in reach: their number is the
     product of comb(4, count) over its ranks, less those with one.
   With three or more wild cards there are few natural sets (at most C(48, 4)), and
   each is ranked on its own.

This ranks about 3 million hands instead of 5 * 133,784,560, over all cores.
``--brute`` skips both shortcuts and ranks every hand under every wild set, to check
them; ``--quick`` ranks a random sample and compares proportions, to check the script.

Measured on the project machine (2 cores, shared with other work): the default run of all
five wild sets takes 13 s (28 s while other work ran), ``--quick`` about 10 s, ``--brute`` about
20 minutes (23 minutes of CPU); all three agree with the published table.  On the faster
machine of 2026-12-01, after a card's hash became its identity: 2.9 s, ``--quick`` 3.3 s,
``--brute`` 3 min 55 s (7 min 48 s of CPU), every cell matching.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from itertools import combinations
from math import comb, prod, sqrt
from multiprocessing import Pool
from multiprocessing.pool import Pool as WorkerPool
from typing import Any

from referee.cards import DECK, SUIT_TALLY_SHIFT, Card
from referee.ranking import Category, hand_key, wild_set

ALL_HANDS = comb(52, 7)
#: the wild ranks of each column, in the published order
WILD_SETS = {"none": (), "Q": (12,), "QJ": (12, 11), "Q6": (12, 6), "Q2": (12, 2)}
#: the order of a full run, the most wanted first
RUN_ORDER = ("none", "QJ", "Q", "Q6", "Q2")
#: the published counts, columns as in WILD_SETS
EXPECTED = {
    Category.FIVE_OF_A_KIND: (0, 609_760, 4_894_392, 4_894_392, 4_894_392),
    Category.STRAIGHT_FLUSH: (41_584, 1_846_444, 7_015_872, 6_138_648, 7_140_356),
    Category.FOUR_OF_A_KIND: (224_848, 7_536_576, 19_787_848, 20_175_400, 19_684_408),
    Category.FULL_HOUSE: (3_473_184, 9_424_416, 10_989_360, 11_006_640, 10_991_088),
    Category.FLUSH: (4_047_644, 8_065_124, 9_642_528, 10_114_920, 9_619_756),
    Category.STRAIGHT: (6_180_020, 17_938_280, 23_816_100, 18_952_240, 23_447_560),
    Category.THREE_OF_A_KIND: (6_461_620, 20_659_540, 21_108_960, 23_296_880, 21_093_380),
    Category.TWO_PAIR: (31_433_400, 19_514_520, 11_482_560, 11_573_280, 11_505_240),
    Category.PAIR: (58_627_800, 37_607_160, 20_928_840, 22_970_160, 21_134_880),
    Category.HIGH_CARD: (23_294_460, 10_582_740, 4_118_100, 4_662_000, 4_273_500),
}
#: from this many wild cards on, every set of natural cards is ranked on its own
MANY_WILDS = 3
QUICK_HANDS = 1_000_000
QUICK_CHUNKS = 20
#: in --quick, a proportion this many standard errors from the published one is flagged
QUICK_SIGMAS = 4.5
_RANK_TALLY = (1 << SUIT_TALLY_SHIFT) - 1


def expected(name: str) -> dict[Category, int]:
    """The published column of a wild set."""
    column = list(WILD_SETS).index(name)
    return {category: row[column] for category, row in EXPECTED.items()}


def split_deck(name: str) -> tuple[frozenset, list[Card], list[Card]]:
    """The wild set of a column, its wild cards and its natural cards."""
    wild = wild_set(WILD_SETS[name])
    return wild, sorted(wild), [c for c in DECK if c not in wild]


def rank_signature(naturals) -> int:
    """The natural ranks of a hand as one int (the rank half of the cards' tally)."""
    return sum(naturals) & _RANK_TALLY


# --- the default count: the tasks ----------------------------------------------------------

def count_suited(name: str, w: int, suit: int) -> tuple[list[int], Counter]:
    """Hands of w wild cards with at least 5 - w naturals of `suit` (w < MANY_WILDS): the
    category counts, and how many of them have each natural rank signature."""
    wild, wilds, naturals = split_deck(name)
    own = [c for c in naturals if c.suit == suit]
    ranks = sorted({c.rank for c in naturals})
    size = 7 - w
    tally = [0] * len(Category)
    signatures: Counter = Counter()
    for n_own in range(5 - w, min(size, len(own)) + 1):
        others = list(off_suit_groups(ranks, suit, size - n_own))
        for flush in combinations(own, n_own):
            head = flush + tuple(wilds[:w])
            base = sum(flush)
            for rest, choices in others:
                tally[hand_key(head + rest, wild)[0]] += choices
                signatures[(base + sum(rest)) & _RANK_TALLY] += choices   # rank_signature
    return tally, signatures


def off_suit_groups(ranks, suit: int, size: int):
    """The hands of `size` cards of `ranks` outside `suit`, grouped by their ranks: one hand
    of each group, dealt to the other suits in turn, and the size of the group."""
    suits = [s for s in range(4) if s != suit]
    for multiset in rank_multisets(ranks, size, most=len(suits)):
        cards = tuple(Card(rank, suits[k]) for rank, count in multiset for k in range(count))
        yield cards, prod(comb(len(suits), count) for _, count in multiset)


def rank_multisets(ranks, size: int, most: int = 4):
    """Every multiset of `size` cards of `ranks`, each rank at most `most` times, as
    ((rank, count), ...) with the counts positive."""
    if not ranks:
        if size == 0:
            yield ()
        return
    for count in range(min(most, size) + 1):
        for rest in rank_multisets(ranks[1:], size - count, most):
            yield ((ranks[0], count),) + rest if count else rest


def dealt_round(multiset) -> tuple[Card, ...]:
    """Cards of these ranks dealt to the suits in turn: the copies of a rank get different
    suits, and no suit gets more than two of up to eight cards."""
    cards: list[Card] = []
    for rank, count in multiset:
        for _ in range(count):
            cards.append(Card(rank, len(cards) % 4))
    return tuple(cards)


def count_by_ranks(name: str, w: int) -> dict[int, tuple[int, int]]:
    """For each multiset of 7 - w natural ranks (w < MANY_WILDS): its signature -> (the
    category of a hand of those ranks with no flush in reach, its number of suit choices)."""
    wild, wilds, naturals = split_deck(name)
    ranks = sorted({c.rank for c in naturals})
    out = {}
    for multiset in rank_multisets(ranks, 7 - w):
        hand = dealt_round(multiset)
        choices = prod(comb(4, count) for _, count in multiset)
        out[rank_signature(hand)] = (hand_key(hand + tuple(wilds[:w]), wild)[0], choices)
    return out


def count_each(name: str, w: int) -> list[int]:
    """Every set of 7 - w natural cards with w wild cards, ranked one by one."""
    wild, wilds, naturals = split_deck(name)
    tail = tuple(wilds[:w])
    tally = [0] * len(Category)
    for hand in combinations(naturals, 7 - w):
        tally[hand_key(hand + tail, wild)[0]] += 1
    return tally


_TASKS: dict[str, Any] = {"suited": count_suited, "ranks": count_by_ranks, "each": count_each}


def run_task(task: tuple) -> tuple:
    """A task, ``(kind, name, w, ...)``, and its result (in a worker process)."""
    kind, *args = task
    return task, _TASKS[kind](*args)


def wild_counts(name: str) -> range:
    """The numbers of wild cards a hand of this column can hold."""
    return range(min(7, 4 * len(WILD_SETS[name])) + 1)


def tasks_for(name: str) -> list[tuple]:
    """The tasks that count one wild set."""
    tasks = []
    for w in wild_counts(name):
        if w < MANY_WILDS:
            tasks += [("suited", name, w, suit) for suit in range(4)] + [("ranks", name, w)]
        else:
            tasks.append(("each", name, w))
    return tasks


def combine(name: str, results: dict[tuple, Any]) -> Counter:
    """The category counts of a column from its tasks' results, weighted by the ways to
    choose the wild cards."""
    counts: Counter = Counter()
    wild_cards = 4 * len(WILD_SETS[name])
    for w in wild_counts(name):
        weight = comb(wild_cards, w)
        if w < MANY_WILDS:
            ranked_alone: Counter = Counter()
            for suit in range(4):
                tally, signatures = results["suited", name, w, suit]
                add_tally(counts, tally, weight)
                ranked_alone.update(signatures)
            for signature, (category, choices) in results["ranks", name, w].items():
                counts[Category(category)] += (choices - ranked_alone[signature]) * weight
        else:
            add_tally(counts, results["each", name, w], weight)
    return counts


def add_tally(counts: Counter, tally: list[int], weight: int = 1) -> None:
    """Add a list of counts indexed by category, each times `weight`."""
    for category, n in enumerate(tally):
        if n:
            counts[Category(category)] += n * weight


def count_fast(pool: WorkerPool, name: str) -> Counter:
    """The category counts of one wild set, with the shortcuts."""
    return combine(name, dict(pool.imap_unordered(run_task, tasks_for(name))))


# --- --brute: every hand, every wild set ---------------------------------------------------

def brute_task(task) -> dict[str, list[int]]:
    """All hands whose two lowest cards (in DECK order) are DECK[i] and DECK[j]."""
    i, j, names = task
    head = (DECK[i], DECK[j])
    columns = [(name, wild_set(WILD_SETS[name]), [0] * len(Category)) for name in names]
    for rest in combinations(DECK[j + 1:], 5):
        hand = head + rest
        for _, wild, tally in columns:
            tally[hand_key(hand, wild)[0]] += 1
    return {name: tally for name, _, tally in columns}


def count_brute(pool: WorkerPool, names) -> dict[str, Counter]:
    """Every hand ranked on its own under each of `names`; the progress every tenth."""
    tasks = [(i, j, names) for i in range(52) for j in range(i + 1, 47)]
    counts: dict[str, Counter] = {name: Counter() for name in names}
    done = tenths = 0
    start = time.perf_counter()
    for result in pool.imap_unordered(brute_task, tasks, chunksize=4):
        for name, tally in result.items():
            add_tally(counts[name], tally)
        done += sum(next(iter(result.values())))
        if done * 10 >= (tenths + 1) * ALL_HANDS:
            tenths = done * 10 // ALL_HANDS
            elapsed = time.perf_counter() - start
            print(f"  {done:,} hands, {elapsed:.0f} s, about {elapsed * (ALL_HANDS / done - 1):.0f} s to go",
                  flush=True)
    return counts


# --- --quick: a random sample --------------------------------------------------------------

def quick_task(task) -> dict[str, list[int]]:
    """`count` random hands dealt from `seed`, ranked under each of `names`."""
    seed, count, names = task
    rng = random.Random(seed)
    columns = [(name, wild_set(WILD_SETS[name]), [0] * len(Category)) for name in names]
    for _ in range(count):
        hand = rng.sample(DECK, 7)
        for _, wild, tally in columns:
            tally[hand_key(hand, wild)[0]] += 1
    return {name: tally for name, _, tally in columns}


def count_sample(pool: WorkerPool, names, seed: int) -> dict[str, Counter]:
    """Category counts of QUICK_HANDS random hands (the same hands for each wild set)."""
    chunk = QUICK_HANDS // QUICK_CHUNKS
    tasks = [(seed + k, chunk, names) for k in range(QUICK_CHUNKS)]
    counts: dict[str, Counter] = {name: Counter() for name in names}
    for result in pool.imap_unordered(quick_task, tasks):
        for name, tally in result.items():
            add_tally(counts[name], tally)
    return counts


# --- the report ----------------------------------------------------------------------------

def count_columns(pool: WorkerPool, names) -> dict[str, Counter]:
    """The default count, one wild set after the other, each timed."""
    counts = {}
    for name in names:
        start = time.perf_counter()
        counts[name] = count_fast(pool, name)
        print(f"  {name}: counted in {time.perf_counter() - start:.1f} s", flush=True)
    return counts


def in_published_order(counts: dict[str, Counter]) -> list[str]:
    """The wild sets counted, in the order of the published table."""
    return [name for name in WILD_SETS if name in counts]


def report_exact(counts: dict[str, Counter]) -> bool:
    """The table of counts, MATCH or MISMATCH per cell; True when all match."""
    names = in_published_order(counts)
    print(f"\n{'category':<16}" + "".join(f"{name:>22}" for name in names))
    mismatches = []
    for category in EXPECTED:
        cells = []
        for name in names:
            ours, published = counts[name][category], expected(name)[category]
            cells.append(f"{ours:>13,} {'MATCH' if ours == published else 'MISMATCH':>8}")
            if ours != published:
                mismatches.append(f"{name}, {category.label}: ours {ours:,}, published {published:,} "
                                  f"(difference {ours - published:+,})")
        print(f"{category.label:<16}" + "".join(f"{cell:>22}" for cell in cells))
    totals = [sum(counts[name].values()) for name in names]
    print(f"{'all hands':<16}" + "".join(
        f"{total:>13,} {'MATCH' if total == ALL_HANDS else 'MISMATCH':>8}" for total in totals))
    mismatches += [f"{name}: {total:,} hands counted, not {ALL_HANDS:,}"
                   for name, total in zip(names, totals) if total != ALL_HANDS]
    print("\n" + ("\n".join(["MISMATCHES:"] + mismatches) if mismatches else "every cell matches"))
    return not mismatches


def report_sample(counts: dict[str, Counter], hands: int) -> bool:
    """Proportions against the published ones, with the distance in standard errors; True
    when none is QUICK_SIGMAS or more away."""
    ok = True
    for name in in_published_order(counts):
        print(f"\n{name}: {hands:,} random hands")
        print(f"{'category':<16}{'ours':>10}{'published':>11}{'sigmas':>8}")
        for category, published in expected(name).items():
            p = published / ALL_HANDS
            ours = counts[name][category] / hands
            sigmas = (ours - p) / sqrt(p * (1 - p) / hands) if 0 < p < 1 else (0.0 if ours == p else float("inf"))
            flag = "" if abs(sigmas) < QUICK_SIGMAS else "  OFF"
            ok = ok and not flag
            print(f"{category.label:<16}{ours:>10.4%}{p:>11.4%}{sigmas:>+8.1f}{flag}")
    print("\n" + ("every proportion is within the sampling error" if ok else
                  f"some proportion is {QUICK_SIGMAS} or more standard errors off (OFF)"))
    return ok


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--wild", choices=[*WILD_SETS, "all"], default="all",
                        help="the wild set: none, Q, QJ (Queens and Jacks), Q6, Q2, or all (default)")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--quick", action="store_true",
                      help=f"rank {QUICK_HANDS:,} random hands and compare proportions")
    mode.add_argument("--brute", action="store_true",
                      help="rank every hand on its own, without the shortcuts (slow)")
    parser.add_argument("--seed", type=int, default=7, help="the random seed of --quick")
    return parser.parse_args()


def main() -> int:
    """Count, report, and return the exit status: 1 on any mismatch."""
    args = parse_args()
    names = RUN_ORDER if args.wild == "all" else (args.wild,)
    start = time.perf_counter()
    with Pool() as pool:
        if args.quick:
            ok = report_sample(count_sample(pool, names, args.seed), QUICK_HANDS)
        else:
            ok = report_exact(count_brute(pool, names) if args.brute else count_columns(pool, names))
    print(f"total time {time.perf_counter() - start:.1f} s")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
