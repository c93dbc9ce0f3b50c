"""The pages' benchmark still runs: a small evening made its way, every page asked once.
(Times are the benchmark's business, `bench/bench_pages.py`; nothing here asserts them.)"""

from bench import bench_pages


def test_the_benchmark_evening_and_every_page(server):
    ids = bench_pages.make_evening(server.url, hands=6)
    results = bench_pages.measure(server.url, ids, repeat=1, repeat_after=1)   # each answer checked (200, ...)
    assert set(results) == set(bench_pages.pages(ids)) | set(bench_pages.after_the_page(ids)) | {
        "table: enter a card", "table: undo", "story's luckiest river, first view"}
    pages = {name: r for name, r in results.items() if not name.startswith("table: ")}
    assert all(r["bytes"] > 200 for r in pages.values()), pages             # every answer came with its content
