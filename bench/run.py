"""Every benchmark in one run, and one table of what they measured.

Run from the project root:

    .venv/bin/python bench/run.py              # every benchmark at its full size (5-6 minutes)
    .venv/bin/python bench/run.py --quick      # a tenth of the work (about a minute and a half)
    .venv/bin/python bench/run.py --size 0.5 --only bench_odds,bench_cli
    .venv/bin/python bench/run.py --json       # the figures as JSON, one object a line
    .venv/bin/python bench/run.py --write docs/performance.md   # the table into the document too

Each benchmark is a module ``bench/bench_*.py`` (or one named in `ORDER`) that defines
``figures(size)``, returning `bench.figures.Figure` rows; `size` scales its work (1: the size
its docstring names).  Each runs in a process of its own, so that one benchmark's memos,
servers and imports do not touch another's, and a "fresh process" is one.  A new benchmark
is a new module with a ``figures`` function: it is found and run after those in `ORDER`.

The table: for each figure ours, its goal, its peer's figure from the same run, how many
times better ours is (above 1: better), and whether the goal is met.  treys and eval7 are
installed for the benchmarks only: ``.venv/bin/pip install treys eval7``.

``--write FILE`` puts the table (with the line that says how it was run, and the goals met)
between the file's ``<!-- bench:start -->`` and ``<!-- bench:end -->`` lines, the rest of the
file as it was: docs/performance.md shows the table of the last full run that way.
"""

from __future__ import annotations

import argparse
import importlib
import json
import platform
import re
import subprocess
import sys
import time
from pathlib import Path

from bench.figures import Figure

BENCH = Path(__file__).resolve().parent

#: the lines of a document between which ``--write`` puts the table
START, END = "<!-- bench:start -->", "<!-- bench:end -->"
MARKED = re.compile(rf"^{re.escape(START)}\n.*?^{re.escape(END)}$", re.MULTILINE | re.DOTALL)

#: the benchmarks, in the order they run and are shown; others found in bench/ come after
ORDER = ["bench_evaluators", "bench_odds", "bench_cli", "bench_service", "bench_pages", "bench_season", "load_live"]


def benchmarks() -> list[str]:
    """The modules with a ``figures`` function: those in ORDER, then any other bench_*.py."""
    found = sorted(p.stem for p in BENCH.glob("*.py") if "\ndef figures(" in p.read_text(encoding="utf-8"))
    return [name for name in ORDER if name in found] + [name for name in found if name not in ORDER]


def run_one(name: str, size: float) -> list[Figure]:
    """One benchmark in a process of its own."""
    done = subprocess.run([sys.executable, str(Path(__file__)), "--in-process", name, "--size", str(size)],
                          capture_output=True, text=True, cwd=BENCH.parent)
    if done.returncode:
        raise SystemExit(f"{name} failed:\n{done.stderr}")
    return [Figure(**json.loads(line)) for line in done.stdout.splitlines() if line.startswith("{")]


def table(figures: list[Figure]) -> str:
    """One markdown table of every figure."""
    rows = ["| benchmark | figure | ours | goal | peer | peer's | ratio | met |",
            "| --- | --- | ---: | --- | --- | ---: | ---: | --- |"]
    for f in figures:
        met = {True: "yes", False: "**no**", None: ""}[f.met]
        ratio = f"{f.ratio:.2f}x" if f.ratio is not None else ""
        peer_value = _number(f.peer_value, f.unit) if f.peer_value is not None else ""
        rows.append(f"| {f.benchmark} | {f.name} | {_number(f.value, f.unit)} | {f.goal_text()} | {f.peer} | "
                    f"{peer_value} | {ratio} | {met} |")
    return "\n".join(rows)


def report(figures: list[Figure], size: float, seconds: float) -> str:
    """How the run was made, the table, and the goals met and missed."""
    missed = [f for f in figures if f.met is False]
    return (f"Size {size:g}, {time.strftime('%Y-%m-%d')}; Python {platform.python_version()} on "
            f"{platform.machine()}, {_cores()} cores; {seconds:.0f} s\n\n{table(figures)}\n\n"
            f"{sum(f.met is True for f in figures)} goals met, {len(missed)} missed"
            + (": " + "; ".join(f"{f.benchmark} {f.name}" for f in missed) if missed else ""))


def write_between_markers(path: Path, text: str) -> None:
    """`text` in place of what stands between the file's START and END lines; the rest stays."""
    document = path.read_text(encoding="utf-8")
    if not MARKED.search(document):
        raise SystemExit(f"error: {path} has no lines {START} and {END} to write the table between")
    path.write_text(MARKED.sub(lambda _: f"{START}\n{text}\n{END}", document, count=1), encoding="utf-8")


def _number(value: float, unit: str) -> str:
    if unit == "s":
        return f"{value:.3f} s"
    if unit == "ms":
        return f"{value:.1f} ms"
    if abs(value) >= 100:
        return f"{value:,.0f} {unit}".rstrip()
    return f"{value:.3g} {unit}".rstrip()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a tenth of the work: about a minute")
    parser.add_argument("--size", type=float, default=None, help="scale of the work (default 1, --quick 0.1)")
    parser.add_argument("--only", help="comma-separated benchmark modules, e.g. bench_odds,bench_cli")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON lines, not a table")
    parser.add_argument("--write", type=Path, metavar="FILE",
                        help=f"also put the table into FILE between its {START} and {END} lines")
    parser.add_argument("--in-process", metavar="NAME", help=argparse.SUPPRESS)     # run.py's own child
    args = parser.parse_args(argv)
    size = args.size if args.size is not None else (0.1 if args.quick else 1.0)
    if args.in_process:
        for figure in importlib.import_module(f"bench.{args.in_process}").figures(size):
            print(json.dumps(figure.as_json()))
        return 0
    if args.write and not (args.write.is_file() and MARKED.search(args.write.read_text(encoding="utf-8"))):
        parser.error(f"--write: {args.write} is no file with the lines {START} and {END}")
    names = args.only.split(",") if args.only else benchmarks()
    figures: list[Figure] = []
    started = time.perf_counter()
    for name in names:
        began = time.perf_counter()
        figures += run_one(name, size)
        print(f"{name}: {time.perf_counter() - began:.0f} s", file=sys.stderr, flush=True)
    if args.json:
        for figure in figures:
            print(json.dumps(figure.as_json()))
        return 0
    text = report(figures, size, time.perf_counter() - started)
    print(text)
    if args.write:
        write_between_markers(args.write, text)
    return 0


def _cores() -> int:
    import os
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


if __name__ == "__main__":
    sys.exit(main())
