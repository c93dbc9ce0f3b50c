"""The pages' benchmark still runs against the real server: a small evening made its way, every
page asked once.  (Times are the benchmark's business, `bench/bench_pages.py`; nothing here
asserts how fast.)"""

import re

from bench import bench_pages
from harness.service import Api


def test_the_benchmark_evening_and_every_page(real_server):
    ids = bench_pages.make_evening(real_server.url, hands=6)
    hands = Api(real_server.url).ok("GET", f"/api/evenings/{ids['evening']}/hands")["hands"]
    assert len(hands) == 7 and ids["live"] in {h["id"] for h in hands} and ids["middle"] in {h["id"] for h in hands}
    assert re.fullmatch(r"/watch/[\w-]+", ids["watch"])
    results = bench_pages.measure(real_server.url, ids, repeat=1, repeat_after=1)   # each answer checked (200, ...)
    assert set(results) == set(bench_pages.pages(ids)) | set(bench_pages.after_the_page(ids)) | {
        "table: enter a card", "table: undo", "story's luckiest river, first view"}
    assert all(0 < r["median_ms"] <= r["max_ms"] for r in results.values()), results
    pages = {name: r for name, r in results.items() if not name.startswith("table: ")}
    assert all(r["bytes"] > 200 for r in pages.values()), pages             # every answer came with its content
