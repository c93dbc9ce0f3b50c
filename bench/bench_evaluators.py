"""Speed of our seven-card hand ranking against eval7 (a C extension) and treys.

Run from the project root (or as part of ``bench/run.py``):

    .venv/bin/python bench/bench_evaluators.py [--size 1]

treys and eval7 are installed for this benchmark only and are not in the requirements
files: ``.venv/bin/pip install treys eval7``.

Every evaluator ranks the same 20,000 random seven-card hands (times `size`; fixed seed),
each given the hands already in its own card representation (converting is not timed):

- ours, per call: `referee.ranking.hand_key` on each hand, without wild cards and with
  Queens and sixes wild (``wild_set({12, 6})``, eight wild cards);
- ours, in one go: `referee.ranking.hand_keys` on the whole list (the same keys);
- eval7: ``eval7.evaluate`` on seven ``eval7.Card``, per call;
- treys: ``Evaluator().evaluate(hand, board)``, two hole cards and five board cards.

The evaluators take turns for 15 repetitions and each keeps its best time, the figure least
disturbed by other work on the machine.  Before that, each ranks the hands once in this
fresh process, which for ours loads its precomputed patterns (the "first pass"), and our
keys are checked against eval7's: both must order the hands the same way.

Goals (eval7 being C): without wild cards at least eval7's rate; with eight wild cards at
least half of eval7's rate without any.
"""

from __future__ import annotations

import argparse
import functools
import random
from itertools import pairwise

try:                                   # the peers: installed for the benchmarks only
    import eval7
    import treys
except ImportError:                    # the benchmark says so when it runs (`peers`)
    eval7 = treys = None

from bench.figures import Figure, best_of
from referee.cards import DECK
from referee.ranking import hand_key, hand_keys, wild_set

EIGHT_WILD = wild_set({12, 6})
HANDS = 20_000
SEED = 20240601


def deal(count: int, seed: int) -> list[tuple]:
    """`count` random seven-card hands of `referee.cards.Card`."""
    rng = random.Random(seed)
    return [tuple(rng.sample(DECK, 7)) for _ in range(count)]


def per_call(hands, wild=frozenset()) -> None:
    """Our ranking, one `hand_key` call a hand."""
    key = hand_key
    if wild:
        for hand in hands:
            key(hand, wild)
    else:
        for hand in hands:
            key(hand)


def peers() -> None:
    """The peers must be there: ``.venv/bin/pip install treys eval7``."""
    if eval7 is None or treys is None:
        raise SystemExit("bench_evaluators needs its peers: .venv/bin/pip install treys eval7")


@functools.cache
def treys_evaluator():
    """treys' evaluator, made once (it builds its tables when made)."""
    return treys.Evaluator()


def run_treys(hands) -> None:
    """treys, on (hole cards, board) pairs."""
    evaluate = treys_evaluator().evaluate
    for hole, board in hands:
        evaluate(hole, board)


def run_eval7(hands) -> None:
    """eval7, on lists of seven eval7.Card."""
    evaluate = eval7.evaluate
    for hand in hands:
        evaluate(hand)


def as_treys(hands) -> list[tuple[list[int], list[int]]]:
    """(two hole cards, five board cards) as treys ints."""
    new = treys.Card.new
    return [([new(str(c)) for c in h[:2]], [new(str(c)) for c in h[2:]]) for h in hands]


def as_eval7(hands) -> list[list]:
    """Seven eval7.Card each."""
    return [[eval7.Card(str(c)) for c in h] for h in hands]


def check_same_order(hands, eval7_hands) -> None:
    """Our keys and eval7's values must sort the hands alike, ties included."""
    pairs = sorted(zip(hand_keys(hands), map(eval7.evaluate, eval7_hands)))
    for (key_a, val_a), (key_b, val_b) in pairwise(pairs):
        if (key_a == key_b) != (val_a == val_b) or val_a > val_b:
            raise SystemExit(f"hand_key and eval7 disagree: {key_a} {val_a} / {key_b} {val_b}")


def figures(size: float = 1.0) -> list[Figure]:
    peers()
    hands = deal(max(1000, int(HANDS * size)), SEED)
    in_treys, in_eval7 = as_treys(hands), as_eval7(hands)
    first = best_of({"ours": lambda: per_call(hands), "eval7": lambda: run_eval7(in_eval7)}, 1)
    check_same_order(hands, in_eval7)
    contenders = {
        "per call": lambda: per_call(hands),
        "in one go": lambda: hand_keys(hands),
        "8 wild, per call": lambda: per_call(hands, EIGHT_WILD),
        "8 wild, in one go": lambda: hand_keys(hands, EIGHT_WILD),
        "eval7": lambda: run_eval7(in_eval7),
        "treys": lambda: run_treys(in_treys),
    }
    best = best_of(contenders, 15)
    rate = {name: len(hands) / seconds for name, seconds in best.items()}

    def ours(name: str, label: str, goal: float, peer: str = "eval7") -> Figure:
        return Figure("ranking", label, rate[name], "/s", goal=goal, goal_is_ratio=True, peer=peer,
                      peer_value=rate[peer])

    return [
        ours("per call", "no wild cards, hand_key per hand", 1.0),
        ours("in one go", "no wild cards, hand_keys in one go", 1.0),
        ours("8 wild, per call", "8 wild cards (Q, 6), hand_key per hand", 0.5),
        ours("8 wild, in one go", "8 wild cards (Q, 6), hand_keys in one go", 0.5),
        ours("8 wild, per call", "8 wild cards, per hand, against treys without", 1.0, peer="treys"),
        Figure("ranking", "no wild cards, first pass in a fresh process", len(hands) / first["ours"], "/s",
               peer="eval7's first pass", peer_value=len(hands) / first["eval7"]),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", type=float, default=1.0, help=f"hands: {HANDS:,} times this (default 1)")
    args = parser.parse_args()
    from bench.run import table
    print(table(figures(args.size)))


if __name__ == "__main__":
    main()
