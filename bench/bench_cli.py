"""``python -m referee best-hand`` as a line filter, against the same filter written with treys.

Run from the project root (or as part of ``bench/run.py``):

    .venv/bin/python bench/bench_cli.py [--size 1]

Both read the same 20,000 random seven-card hands (times `size`), one a line (``Ah Kd 7c
...``), from a file on stdin and write one result a line to a pipe: ours the JSON line of
the best five cards (category, cards, wild cards, key), `bench/treys_filter.py` treys'
class and score.  Each whole process is timed, start to end (starting Python is part of a
filter's work); they take turns 7 times and each keeps its best time.  Python's compiled
bytecode is kept between runs, as for any installed program after its first run (in a
folder of the benchmark's own: PYTHONPYCACHEPREFIX; this machine's shells set
PYTHONDONTWRITEBYTECODE, and then every run compiles our modules afresh: timed too).
Their CPU time is shown too (this machine is shared: the clock counts the time other work
takes the CPU).  Also timed: ours with ``--line-buffered`` (each line written out at once)
and with Queens and sixes wild.

Goal: ours at least twice the rate of the treys filter.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

from bench.figures import Figure, best_of
from referee.cards import DECK

ROOT = Path(__file__).resolve().parent.parent

HANDS = 20_000
SEED = 20240601


def write_hands(path: Path, count: int) -> None:
    rng = random.Random(SEED)
    path.write_text("".join(" ".join(map(str, rng.sample(DECK, 7))) + "\n" for _ in range(count)))


CPU: dict[str, float] = {}          # each command's least CPU time (user and system) of a run


def filtering(command: list[str], hands: Path, env: dict[str, str], name: str):
    """A run of `command` with `hands` on stdin, its output read from a pipe; its CPU time is
    kept in CPU[name]."""
    def run() -> None:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        with hands.open() as stdin:
            subprocess.run(command, stdin=stdin, stdout=subprocess.PIPE, cwd=ROOT, env=env, check=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
        CPU[name] = min(CPU.get(name, cpu), cpu)
    return run


def figures(size: float = 1.0) -> list[Figure]:
    count = max(2000, int(HANDS * size))
    with tempfile.TemporaryDirectory() as folder:
        hands = Path(folder) / "hands.txt"
        write_hands(hands, count)
        cached = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
        cached["PYTHONPYCACHEPREFIX"] = str(Path(folder) / "bytecode")
        compiling = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
        ours = [sys.executable, "-m", "referee", "best-hand"]
        treys = [sys.executable, str(ROOT / "bench" / "treys_filter.py")]
        best = best_of({"ours": filtering(ours, hands, cached, "ours"),
                        "treys": filtering(treys, hands, cached, "treys"),
                        "compiling": filtering(ours, hands, compiling, "compiling"),
                        "line-buffered": filtering(ours + ["--line-buffered"], hands, cached, "line-buffered"),
                        "wild": filtering(ours + ["--wild", "Q,6"], hands, cached, "wild")}, 7)
    rate = {name: count / seconds for name, seconds in best.items()}
    # the goal is set on 20,000 hands: on fewer (--quick) a filter's start, ours loading its
    # tables, weighs more than its filtering, and the figure is shown without the goal
    goal, of = (2.0, "") if count >= HANDS else (None, f" (the goal is for {HANDS:,})")
    return [
        Figure("best-hand filter", f"{count:,} hands, lines/s{of}", rate["ours"], "/s", goal=goal,
               goal_is_ratio=True, peer="treys filter", peer_value=rate["treys"]),
        Figure("best-hand filter", f"lines per second of CPU time{of}", count / CPU["ours"], "/s", goal=goal,
               goal_is_ratio=True, peer="treys filter", peer_value=count / CPU["treys"]),
        Figure("best-hand filter", "bytecode compiled afresh each run", rate["compiling"], "/s",
               peer="treys filter", peer_value=rate["treys"]),
        Figure("best-hand filter", "--line-buffered", rate["line-buffered"], "/s", peer="treys filter",
               peer_value=rate["treys"]),
        Figure("best-hand filter", "--wild Q,6", rate["wild"], "/s", peer="treys filter (no wild)",
               peer_value=rate["treys"]),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", type=float, default=1.0, help=f"hands: {HANDS:,} times this (default 1)")
    args = parser.parse_args()
    from bench.run import table
    print(table(figures(args.size)))


if __name__ == "__main__":
    main()
