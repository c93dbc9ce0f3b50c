"""Write `referee/hand_patterns.bin`: the best hand without a flush of every pattern (rank
counts and the number of wild cards) of a seven-card holding, and the best flush of every
suit that reaches one, which `hand_key` loads on first use instead of working each one out
(see `referee.ranking`).

Run from the project root after a change to the ranking rules:

    .venv/bin/python tools/hand_patterns.py

`tests/test_ranking.py` works the file out again and compares it with this one.
"""

from __future__ import annotations

from referee.ranking import TABLES_FILE, write_tables


def main() -> None:
    data = write_tables()
    with open(TABLES_FILE, "wb") as file:
        file.write(data)
    print(f"{TABLES_FILE}: {len(data):,} bytes")


if __name__ == "__main__":
    main()
