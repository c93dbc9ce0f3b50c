"""Benchmark settling up: the fewest payments for 2 to 15 players with a result, the worst case
(every result different, no group of players adding up to zero but all of them: every subset
is walked and nothing can be split off), best of `--repeat` runs each.  Goal: 12 players
within 100 ms.

    .venv/bin/python bench/bench_settle.py
"""

from __future__ import annotations

import argparse
import pathlib
import random
import time

from web.settle import EXACT_UP_TO, fewest_payments, zero_sum_groups

ROOT = pathlib.Path(__file__).resolve().parent.parent


def worst_case(players: int, rng: random.Random) -> dict[str, int]:
    """Results (in cents) that add up to zero and to zero in no smaller group."""
    while True:
        amounts = [rng.randint(1, 50_000) * (1 if i % 2 else -1) for i in range(players - 1)]
        amounts.append(-sum(amounts))
        if 0 not in amounts and len(zero_sum_groups(amounts)) == 1:
            return {f"P{i}": a for i, a in enumerate(amounts)}


def best_time(balances: dict[str, int], repeat: int) -> tuple[float, int]:
    """Seconds of the best of `repeat` runs of `fewest_payments`, and how many payments."""
    best, payments = float("inf"), []
    for _ in range(repeat):
        started = time.perf_counter()
        payments = fewest_payments(balances)
        best = min(best, time.perf_counter() - started)
    return best, len(payments)


def figures(size: float = 1.0) -> list:
    """For `bench/run.py`: 12 players (the goal's) and the most settled exactly, worst case."""
    from bench.figures import Figure
    rng, out = random.Random(12), []
    for players in (12, EXACT_UP_TO):
        best, payments = best_time(worst_case(players, rng), max(1, round(5 * size)))
        out.append(Figure("settle", f"fewest payments, {players} players, worst case ({payments} payments)",
                          best * 1000, "ms", higher_is_better=False, goal=100 if players == 12 else None))
    return out


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    rng = random.Random(12)
    print("| players | payments | best of runs, ms |")
    print("| ---: | ---: | ---: |")
    for players in (4, 6, 8, 10, 12, 14, EXACT_UP_TO):
        best, payments = best_time(worst_case(players, rng), args.repeat)
        print(f"| {players} | {payments} | {best * 1000:.2f} |")


if __name__ == "__main__":
    main()
