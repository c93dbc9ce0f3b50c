"""What a benchmark reports to `bench/run.py`: figures, each with its goal and its peer.

A benchmark module (``bench/bench_*.py``) that defines ``figures(size: float) -> list[Figure]``
takes part in ``bench/run.py``: `size` scales its work (1 is the size its docstring names,
``--quick`` runs 0.1), and each `Figure` says what was measured, how it compares with its
peer measured in the same run, and whether it meets its goal.

>>> f = Figure("odds", "warm call", 0.31, "s", higher_is_better=False, goal=0.5)
>>> f.met, f.goal_text()
(True, '< 0.5 s')
>>> g = Figure("cli", "lines/s", 80_000, "/s", peer="treys filter", peer_value=30_000, goal=2.0, goal_is_ratio=True)
>>> round(g.ratio, 2), g.met, g.goal_text()
(2.67, True, '>= 2.00x treys filter')
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass


@dataclass
class Figure:
    """One measured figure: `value` in `unit`, its `peer` (measured in the same run) and the
    goal: a value to reach, or with `goal_is_ratio` how many times better than the peer."""

    benchmark: str
    name: str
    value: float
    unit: str
    higher_is_better: bool = True
    goal: float | None = None
    goal_is_ratio: bool = False
    peer: str = ""
    peer_value: float | None = None

    @property
    def ratio(self) -> float | None:
        """How many times better than the peer (above 1: better; a rate divided by the peer's
        rate, or the peer's time divided by ours)."""
        if not self.peer_value or not self.value:
            return None
        return self.value / self.peer_value if self.higher_is_better else self.peer_value / self.value

    @property
    def met(self) -> bool | None:
        """Whether the goal is met (None: no goal)."""
        if self.goal is None:
            return None
        if self.goal_is_ratio:
            return self.ratio is not None and self.ratio >= self.goal
        return self.value >= self.goal if self.higher_is_better else self.value < self.goal

    def goal_text(self) -> str:
        if self.goal is None:
            return ""
        if self.goal_is_ratio:
            return f">= {self.goal:.2f}x {self.peer}"
        return f"{'>=' if self.higher_is_better else '<'} {self.goal:g} {self.unit}"

    def as_json(self) -> dict:
        return asdict(self)


def best_of(contenders: Mapping[str, Callable[[], object]], repeats: int) -> dict[str, float]:
    """Seconds of each contender's best run: they take turns `repeats` times, so that other
    work on the machine disturbs them alike, and the best run is the one it disturbed least."""
    best = dict.fromkeys(contenders, float("inf"))
    for _ in range(repeats):
        for name, run in contenders.items():
            start = time.perf_counter()
            run()
            best[name] = min(best[name], time.perf_counter() - start)
    return best
