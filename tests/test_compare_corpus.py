"""tools/compare_corpus.py: the corpus is the same for the same seed, it holds refusals as well
as rulings, and the digest of a revision is the same run after run (so two revisions that rule
alike give byte-identical digests)."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOOL = [sys.executable, str(ROOT / "tools" / "compare_corpus.py")]


def run(*args) -> str:
    return subprocess.run([*TOOL, *args], check=True, capture_output=True, text=True, cwd=ROOT).stdout


def test_a_small_corpus_rules_alike_twice(tmp_path):
    corpus, again = tmp_path / "corpus.jsonl", tmp_path / "again.jsonl"
    run("generate", "--hands", "3", "--games", "FTQ,F7S,BM,5CS", "--out", str(corpus))
    run("generate", "--hands", "3", "--games", "FTQ,F7S,BM,5CS", "--out", str(again))
    assert corpus.read_bytes() == again.read_bytes()
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    run("digest", "--corpus", str(corpus), "--out", str(first))
    run("digest", "--corpus", str(corpus), "--out", str(second))
    assert first.read_bytes() == second.read_bytes()
    results = [json.loads(line) for line in first.read_text().splitlines()]
    assert len(results) == 4 * 3 * 2 + len(list((ROOT / "sample_hands").rglob("*.json")))
    assert any("refused" in r for r in results) and any("ruling" in r for r in results)
    assert all(r.get("views") or r.get("header_refused") for r in results)
    assert "0 differ" in run("diff", str(first), str(first))
    changed = first.read_text().replace('"outcome": "showdown"', '"outcome": "fold"', 1)
    (tmp_path / "c.jsonl").write_text(changed)
    out = subprocess.run([*TOOL, "diff", str(first), str(tmp_path / "c.jsonl")], capture_output=True, text=True)
    assert out.returncode == 1 and "1 differ" in out.stdout
