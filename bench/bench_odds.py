"""How long the odds take at the worst realistic spot: seven players on 3rd street.

Run from the project root (or as part of ``bench/run.py``):

    .venv/bin/python bench/bench_odds.py [--size 1]

The spot is `referee.odds.SEVEN_ON_THIRD_STREET`: Follow the Queen, seven players, every up
card of 3rd street dealt (one of them a Queen), every hole card unseen: 42 cards still to
come for each deal.  Monte Carlo runs until the standard error of every player's chance is
below a quarter of a percentage point (`referee.odds.TARGET`).  Measured:

- warm: the best of 7 calls in one process (as in the running service), and their median
  CPU time (this machine is shared: the clock counts the time other work takes the CPU);
- first call in a fresh process: each of 5 fresh processes (times `size`, at least 2) times
  its first call and then the same call again, in CPU time; the median of each (the command
  line's case);
- the same after `referee.odds.warm_up()` (what the service calls as it starts);
- the whole ``python -m referee odds FILE`` command, start to end.

Baseball (`BASEBALL_SPOT`: seven players on 3rd street, every hole card unseen) is timed warm
too: its rest of the deal has its events (a face-up 4 gives an extra card, so a deal draws
from 42 to 46 cards), the same goal.

Goals: warm, under half a second; a first call as fast as a later one (within 10 %).

The same spot for each game whose wild cards are counted per player or whose pot
has a spade half (`GAME_SPOTS`: Low Hole Card Wild, Kings and Little Ones, Chicago, Low
Chicago, Seven-Card Stud with the suicide King), in fixed limit: warm, the best of 5 calls,
their median CPU time and the deals the best took (``--games`` only those and `HAND_SPOTS`).

The spots written as hands (`HAND_SPOTS`), warm (best of 7 and median CPU time of 7): Baseball,
and Roll Your Own (`RYO_SPOT`: seven players on 3rd street once each has turned up a card,
every other card unseen).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.figures import Figure
from referee.odds import SEVEN_ON_THIRD_STREET as SPOT

ROOT = Path(__file__).resolve().parent.parent

#: seven players of Baseball on 3rd street, no 3 or 4 up, every hole card unseen
BASEBALL_SPOT = {
    "variant": "BASEBALL", "players": ["Anna", "Ben", "Carla", "Dan", "Emil", "Fritz", "Gerda"],
    "starting_stacks": [100] * 7, "antes": [1] * 7, "bring_in": 1, "small_bet": 2, "big_bet": 4,
    "actions": [f"d dh p{i + 1} ????{card}" for i, card in enumerate(["Qh", "6c", "9d", "Kd", "2s", "Js", "5h"])]}

FRESH = """
import json, sys, time
from referee.odds import SEVEN_ON_THIRD_STREET, odds, warm_up
if {warm!r}:
    warm_up()
times = []
for _ in range(2):                       # the same deals twice: the first call, then a warm one
    start = time.process_time()
    odds(SEVEN_ON_THIRD_STREET, seed=1)
    times.append(time.process_time() - start)
print(json.dumps(times))
"""


_SEVEN = ["Anna", "Ben", "Carla", "Dan", "Emil", "Fritz", "Gerda"]
_UP = ["Qh", "6c", "9d", "Kd", "2s", "Js", "4h"]

#: Roll Your Own, seven players, 3rd street: every card dealt face down, each player has turned one up
RYO_SPOT = {"variant": "RYO", "players": _SEVEN, "starting_stacks": [100] * 7, "antes": [1] * 7, "bring_in": 1,
            "small_bet": 2, "big_bet": 4,
            "actions": [f"d dh p{i + 1} ??????" for i in range(7)] + [f"p{i + 1} tu {c}" for i, c in enumerate(_UP)]}

#: the per-game spots: (game, history)
HAND_SPOTS = [("Baseball", BASEBALL_SPOT), ("Roll Your Own", RYO_SPOT)]


def timed(seed: int, spot: dict = SPOT) -> tuple[float, float, dict]:
    """A warm call: seconds on the clock, seconds of CPU, the result."""
    from referee.odds import odds
    start, cpu = time.perf_counter(), time.process_time()
    result = odds(spot, seed=seed)
    return time.perf_counter() - start, time.process_time() - cpu, result


#: the games whose wild cards are counted per player or whose pot has a spade half, on the spot of
#: Follow the Queen (`SPOT`'s cards), with their options
GAME_SPOTS = {"LOWHOLE": {}, "KINGSLITTLE": {}, "CHICAGO": {}, "LOWCHICAGO": {}, "F7S": {"suicide_king": True}}


def game_spot(variant: str, options: dict) -> dict:
    """`SPOT` as a hand of `variant` (fixed limit)."""
    spot = {**SPOT, "variant": variant, "options": options, "bring_in": 1, "small_bet": 2, "big_bet": 4}
    spot.pop("bet_limits")
    return spot


def game_figures() -> list[Figure]:
    """Each game of `GAME_SPOTS`, warm: the best of 5 calls and their median CPU time, and the
    deals and standard error of the best call."""
    out = []
    for variant, options in GAME_SPOTS.items():
        spot = game_spot(variant, options)
        timed(0, spot)                                  # warm: this game's tables and memos
        runs = [timed(seed, spot) for seed in range(1, 6)]
        best, _, result = min(runs, key=lambda run: run[0])
        cpu = statistics.median(seconds for _, seconds, _ in runs)
        name = variant + "".join(f" {option}" for option in options)
        out += [Figure("odds", f"{name}, 7 players, 3rd street, to 0.25 points: warm, best of 5", best, "s",
                       higher_is_better=False, goal=0.5),
                Figure("odds", f"{name}, 7 players, 3rd street, to 0.25 points: warm, median CPU time of 5", cpu,
                       "s", higher_is_better=False, goal=0.5),
                Figure("odds", f"{name}: deals (the standard error reached: {100 * result['stderr']:.3f} points)",
                       result["samples"], "")]
    return out


def fresh(warm: bool) -> tuple[float, float]:
    """In a new process: the CPU seconds of the first call and of the same call again (after
    `warm_up` if `warm`)."""
    out = subprocess.run([sys.executable, "-c", FRESH.format(warm=warm)],
                         capture_output=True, text=True, check=True).stdout
    first, second = json.loads(out)
    return first, second


def command_line(path: str) -> float:
    """Seconds of ``python -m referee odds FILE``, start to end."""
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "referee", "odds", path, "--seed", "1"], cwd=ROOT,
                   capture_output=True, check=True)
    return time.perf_counter() - start


def figures(size: float = 1.0) -> list[Figure]:
    processes = max(2, round(5 * size))
    cold = [fresh(warm=False) for _ in range(processes)]
    started = [fresh(warm=True) for _ in range(processes)]
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        json.dump(SPOT, file)
    whole = min(command_line(file.name) for _ in range(max(2, round(3 * size))))
    Path(file.name).unlink()
    timed(0)                                       # this process warm
    runs = [timed(seed) for seed in range(1, 8)]
    first = statistics.median(f for f, _ in cold)
    later = statistics.median(s for _, s in cold)
    first_started = statistics.median(f for f, _ in started)
    later_started = statistics.median(s for _, s in started)
    name = "7 players, 3rd street, to 0.25 points"
    return [*_figures(name, runs, first, later, first_started, later_started, whole), *hand_figures()]


def _figures(name, runs, first, later, first_started, later_started, whole) -> list[Figure]:
    best, _, result = min(runs, key=lambda run: run[0])
    cpu = statistics.median(seconds for _, seconds, _ in runs)
    return [
        Figure("odds", f"{name}: warm, best of 7", best, "s", higher_is_better=False, goal=0.5),
        Figure("odds", f"{name}: warm, median CPU time of 7", cpu, "s", higher_is_better=False, goal=0.5),
        Figure("odds", f"deals (the standard error reached: {100 * result['stderr']:.3f} points)",
               result["samples"], ""),
        Figure("odds", "first call in a fresh process (median CPU time)", first, "s", higher_is_better=False,
               goal=0.9, goal_is_ratio=True, peer="the same call again", peer_value=later),
        Figure("odds", "first call after warm_up() (median CPU time)", first_started, "s", higher_is_better=False,
               goal=0.9, goal_is_ratio=True, peer="the same call again", peer_value=later_started),
        Figure("odds", "python -m referee odds FILE, start to end, best of 3", whole, "s", higher_is_better=False),
        *game_figures(),
    ]


def hand_figures() -> list[Figure]:
    """Each game's spot written as a hand (`HAND_SPOTS`), warm: best of 7, median CPU time of 7."""
    out = []
    for game, spot in HAND_SPOTS:
        timed(0, spot)
        runs = [timed(seed, spot) for seed in range(1, 8)]
        best, _, result = min(runs, key=lambda run: run[0])
        cpu = statistics.median(seconds for _, seconds, _ in runs)
        assert result["stderr"] <= 0.0025, result["stderr"]
        name = f"{game}, 7 players, 3rd street, to 0.25 points"
        out += [Figure("odds", f"{name}: warm, best of 7", best, "s", higher_is_better=False, goal=0.5),
                Figure("odds", f"{name}: warm, median CPU time of 7", cpu, "s", higher_is_better=False, goal=0.5)]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", type=float, default=1.0, help="fresh processes: 5 times this (default 1)")
    parser.add_argument("--games", action="store_true", help="only the games of GAME_SPOTS")
    args = parser.parse_args()
    from bench.run import table
    print(table(game_figures() + hand_figures() if args.games else figures(args.size)))


if __name__ == "__main__":
    main()
