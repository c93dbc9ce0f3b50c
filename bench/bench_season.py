"""Benchmark a season's worth of data: every page of an evening of 200 and of 2,000 hands, a
season of 20 evenings of 200 hands, its export and import, and the story's first view.

The data (`bench.season_data`): random legal Follow the Queen hands of seven players, booked
in-process into one SQLite file (a player low on chips rebuys):

- an evening of 200 hands and one of 2,000 (each with a hand in play on 4th street), each in a
  season of its own;
- a season of 20 ended evenings of 200 hands each (4,000 hands), whose stories were viewed at
  the end of each evening (their river swings are kept, as after a real evening).

Then ``python app.py`` serves the file under Tornado (web/serving.py) and each page is asked for over HTTP
with a keep-alive connection, as the tablet asks: the first answer after start (nothing made
yet), then `--repeat` more (median and slowest).  The story's first view is timed as the
tablet sees it: the page (shown at once, without the luckiest river), then the script's asks
for the river swings (``?part=river``, a second's work each) until every showdown is worked
out.  The season's export is every evening's ``GET .../export``; its import, each of them
``POST /api/evenings/import`` into a second service with an empty file (every hand replayed
and checked, in the service's two worker processes, which are warm once it answers).  Last,
how each figure grows from 200 to 2,000 hands (from 200 to 4,000 for the standings): none may
grow faster than the number of hands.

    .venv/bin/python bench/bench_season.py                   # about four minutes
    .venv/bin/python bench/bench_season.py --hands 50 --repeat 5
"""

from __future__ import annotations

import argparse
import pathlib
import random
import statistics
import tempfile
import time

import requests

from bench import season_data
from harness.service import Server

ROOT = pathlib.Path(__file__).resolve().parent.parent

SEASON_EVENINGS = 20


def make_data(path: pathlib.Path, hands: int, evenings: int = SEASON_EVENINGS, seed: int = 7) -> dict:
    """The file: the evenings of `hands` and 10 × `hands` hands, and the season of `evenings`
    evenings of `hands` hands; their ids and the seconds it took."""
    from web import story

    rng = random.Random(seed)
    db = season_data.database(path)
    started = time.perf_counter()
    small = season_data.evening(db, rng, f"{hands} hands", hands, season="One evening", live=True)
    big = season_data.evening(db, rng, f"{10 * hands} hands", 10 * hands, season="One long evening", live=True)
    season = [season_data.evening(db, rng, f"Friday {i + 1}", hands, season="The season", end=True)
              for i in range(evenings)]
    for evening_id in season:
        story.work_out_rivers(db, evening_id)
    seasons = {row["name"]: row["id"] for row in db.query("SELECT id, name FROM seasons")}
    ids = {"small": _evening_ids(db, small), "big": _evening_ids(db, big), "season": season,
           "seasons": seasons, "made_s": time.perf_counter() - started}
    db.conn.close()
    return ids


def _evening_ids(db, evening_id: int) -> dict:
    """An evening's id, its hand in play and a booked hand in its middle."""
    booked = [row["id"] for row in db.query("SELECT id FROM hands WHERE evening_id = ? AND status = 'booked' "
                                            "ORDER BY number", [evening_id])]
    live = next(db.query("SELECT id FROM hands WHERE evening_id = ? AND status = 'live'", [evening_id]))["id"]
    return {"evening": evening_id, "live": live, "middle": booked[len(booked) // 2], "hands": len(booked)}


def evening_pages(ids: dict) -> dict[str, str]:
    evening = ids["evening"]
    return {
        "table (hand in play)": f"/evenings/{evening}",
        "leaderboard with chart": f"/evenings/{evening}/board",
        "hands list (first page)": f"/evenings/{evening}/hands",
        "hands list (last page)": f"/evenings/{evening}/hands?page={max(1, -(-ids['hands'] // 50))}",
        "story (its first view shown)": f"/evenings/{evening}/story",
        "replay, 3rd street": f"/hands/{ids['middle']}?step=1",
        "replay, the ruling": f"/hands/{ids['middle']}",
        "evening (API)": f"/api/evenings/{evening}",
        "leaderboard (API)": f"/api/evenings/{evening}/leaderboard",
    }


def timed_get(http: requests.Session, url: str, timeout: float = 600) -> tuple[float, requests.Response]:
    start = time.perf_counter()
    answer = http.get(url, timeout=timeout)
    ms = (time.perf_counter() - start) * 1000
    assert answer.status_code == 200, (url, answer.status_code, answer.text[:300])
    return ms, answer


def page_times(http: requests.Session, base: str, pages: dict[str, str], repeat: int) -> dict[str, dict]:
    """Per page: the first answer, then the median and slowest of `repeat` more (ms)."""
    out = {}
    for name, path in pages.items():
        first, _ = timed_get(http, base + path)
        times = [timed_get(http, base + path)[0] for _ in range(repeat)]
        out[name] = {"first": first, "median": statistics.median(times), "slowest": max(times)}
    return out


def story_first_view(http: requests.Session, base: str, evening_id: int) -> dict:
    """The story as the tablet first shows it: the page, then the river swings asked for a
    slice at a time until none is pending (seconds to the page, to the whole story, asks)."""
    start = time.perf_counter()
    page = http.get(f"{base}/evenings/{evening_id}/story", timeout=600)
    assert page.status_code == 200, page.text[:300]
    shown = time.perf_counter() - start
    asks = 0
    while True:
        part = http.get(f"{base}/evenings/{evening_id}/story?part=river", timeout=600)
        asks += 1
        if part.status_code == 200 and "data-river-pending" not in part.text:
            break
        assert part.status_code in (200, 503), part.text[:300]      # 503: another ask is working them out
        if part.status_code == 503:
            time.sleep(0.05)
    return {"shown": shown, "whole": time.perf_counter() - start, "asks": asks}


def season_transfer(http: requests.Session, base: str, evenings: list[int], folder: pathlib.Path) -> dict:
    """Seconds to export every evening of the season and to import them into an empty service."""
    start = time.perf_counter()
    documents = []
    for evening_id in evenings:
        answer = http.get(f"{base}/api/evenings/{evening_id}/export", timeout=600)
        assert answer.status_code == 200, answer.text[:300]
        documents.append(answer.content)
    exported = time.perf_counter() - start
    other = Server(folder / "imported.sqlite3").start()
    try:
        into = requests.Session()
        start = time.perf_counter()
        for document in documents:
            answer = into.post(f"{other.url}/api/evenings/import", data=document,
                               headers={"Content-Type": "application/json"}, timeout=600)
            assert answer.status_code == 201, answer.text[:300]
        imported = time.perf_counter() - start
        seasons = into.get(f"{other.url}/api/seasons", timeout=60).json()["seasons"]
    finally:
        other.stop()
    assert any(s["name"] == "The season" for s in seasons), seasons
    return {"export": exported, "import": imported, "bytes": sum(len(d) for d in documents)}


def measure(hands: int, repeat: int, evenings: int = SEASON_EVENINGS) -> dict:
    """Everything this benchmark measures, at `hands` hands an evening (and 10 × `hands`)."""
    with tempfile.TemporaryDirectory() as name:
        folder = pathlib.Path(name)
        ids = make_data(folder / "season.sqlite3", hands, evenings)
        server = Server(folder / "season.sqlite3").start(timeout=120)
        try:
            base, http = server.url, requests.Session()
            out = {"ids": ids, "hands": hands, "evenings": evenings}
            out["story first view"] = {size: story_first_view(http, base, ids[size]["evening"])
                                       for size in ("small", "big")}
            out["pages"] = {size: page_times(http, base, evening_pages(ids[size]), repeat) for size in ("small", "big")}
            standings = {"small": f"/seasons/{ids['seasons']['One evening']}",
                         "season": f"/seasons/{ids['seasons']['The season']}"}
            out["standings"] = {size: page_times(http, base, {"standings": path,
                                                              "standings (API)": "/api" + path + "/standings"},
                                                 repeat)
                                for size, path in standings.items()}
            out["transfer"] = season_transfer(http, base, ids["season"], folder)
        finally:
            server.stop()
    return out


def figures(size: float = 1.0) -> list:
    """For `bench/run.py`: evenings of 200 and 2,000 hands, a season of 20 × 200 (hands times `size`)."""
    from bench.figures import Figure
    hands, repeat = max(20, int(200 * size)), max(3, int(15 * size))
    r = measure(hands, repeat)
    big, season_hands = 10 * hands, SEASON_EVENINGS * hands
    out = []
    for name, t in r["pages"]["big"].items():
        out.append(Figure("season", f"{name}, {big} hands: median (first {t['first']:.0f} ms, slowest "
                                    f"{t['slowest']:.0f} ms)", t["median"], "ms", higher_is_better=False, goal=100))
    for name, t in r["standings"]["season"].items():
        out.append(Figure("season", f"{name}, {SEASON_EVENINGS} x {hands} hands: median (first {t['first']:.0f} ms)",
                          t["median"], "ms", higher_is_better=False, goal=100))
    transfer = r["transfer"]
    out.append(Figure("season", f"export + import of the season ({season_hands} hands; export "
                                f"{transfer['export']:.2f} s)", transfer["export"] + transfer["import"], "s",
                      higher_is_better=False, goal=5))
    first = r["story first view"]["small"]
    out.append(Figure("season", f"story's first view, {hands} hands: every river worked out (page shown in "
                                f"{first['shown'] * 1000:.0f} ms)", first["whole"], "s", higher_is_better=False,
                      goal=5))
    for name, growth, factor in growths(r):
        out.append(Figure("season", f"growth {hands} -> {factor * hands} hands: {name}", growth, "x",
                          higher_is_better=False, goal=factor))
    return out


def growths(r: dict) -> list[tuple[str, float, int]]:
    """(figure, how many times it grew, how many times the hands grew) for every figure."""
    out = []
    for name in r["pages"]["small"]:
        out.append((name, r["pages"]["big"][name]["median"] / r["pages"]["small"][name]["median"], 10))
    for name in r["standings"]["small"]:
        out.append((name, r["standings"]["season"][name]["median"] / r["standings"]["small"][name]["median"],
                    SEASON_EVENINGS))
    small, big = r["story first view"]["small"], r["story first view"]["big"]
    out.append(("story's first view, every river", big["whole"] / small["whole"], 10))
    return out


def report(r: dict) -> str:
    hands = r["hands"]
    lines = [f"Data made in {r['ids']['made_s']:.0f} s: evenings of {hands} and {10 * hands} hands, a season of "
             f"{r['evenings']} x {hands} hands; 7 players.", "",
             f"| page | {hands} hands: median | first | {10 * hands} hands: median | first | slowest | grew |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for name, small in r["pages"]["small"].items():
        big = r["pages"]["big"][name]
        lines.append(f"| {name} | {small['median']:.1f} ms | {small['first']:.0f} ms | {big['median']:.1f} ms | "
                     f"{big['first']:.0f} ms | {big['slowest']:.0f} ms | {big['median'] / small['median']:.2f}x |")
    for name, small in r["standings"]["small"].items():
        big = r["standings"]["season"][name]
        lines.append(f"| {name} (1 x {hands} / {r['evenings']} x {hands}) | {small['median']:.1f} ms | "
                     f"{small['first']:.0f} ms | {big['median']:.1f} ms | {big['first']:.0f} ms | "
                     f"{big['slowest']:.0f} ms | {big['median'] / small['median']:.2f}x |")
    lines.append("")
    for size, label in (("small", hands), ("big", 10 * hands)):
        s = r["story first view"][size]
        lines.append(f"Story's first view, {label} hands: page shown in {s['shown'] * 1000:.0f} ms, every river "
                     f"worked out in {s['whole']:.2f} s ({s['asks']} asks of the script)")
    t = r["transfer"]
    lines.append(f"Season export {t['export']:.2f} s ({t['bytes'] / 1e6:.1f} MB), import {t['import']:.2f} s: "
                 f"{t['export'] + t['import']:.2f} s")
    return "\n".join(lines)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200, help="hands of an evening (the long one: ten times)")
    parser.add_argument("--evenings", type=int, default=SEASON_EVENINGS, help="evenings of the season")
    parser.add_argument("--repeat", type=int, default=15, help="requests per page after the first")
    args = parser.parse_args(argv)
    print(report(measure(args.hands, args.repeat, args.evenings)))


if __name__ == "__main__":
    main()
