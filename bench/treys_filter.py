"""The peer of ``python -m referee best-hand`` as a line filter, written with treys: it reads
one hand of seven cards a line from stdin (``Ah Kd 7c ...``) and prints one result a line:
the hand's class and treys' score (1 is a royal flush).  For `bench/bench_cli.py`; treys is
installed for the benchmarks only (``.venv/bin/pip install treys``).
"""

from __future__ import annotations

import sys


def main() -> None:
    from treys import Card, Evaluator  # here: the file imports without treys (tests/test_bench.py)

    evaluator = Evaluator()
    new = Card.new
    write = sys.stdout.write
    for line in sys.stdin:
        cards = [new(text) for text in line.split()]
        if cards:
            score = evaluator.evaluate(cards[:2], cards[2:])
            write(f"{evaluator.class_to_string(evaluator.get_rank_class(score))} {score}\n")


if __name__ == "__main__":
    main()
