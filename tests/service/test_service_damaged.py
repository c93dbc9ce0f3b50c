"""A flipped bit never changes the money.  The rows that decide money or rules and
are changed where they stand (an evening: its chip value, its game's rules and stakes, its
``created_at``, its end and settings; its seats; a season; a house game) carry a checksum as the
append-only rows do.  Bits flipped in a real SQLite file, aimed at each such row: the start
refuses the file in one line, or the damaged evening (season, house game) is refused in words
and the others are served as before; never a wrong number, never a 500."""

from __future__ import annotations

import pathlib
import random
import shutil
import sqlite3

import pytest

from harness.service import Api, Browser, Server
from web import store

PEOPLE = {"target": ("Anna", "Ben", "Carla"), "other": ("Dora", "Emil", "Fritz"), "seasoned": ("Gina", "Hans", "Ida"),
          "whole": ("Jan", "Kai", "Lea")}
EURO = {"amount": "0.25", "currency": "€"}
THREES = {"name": "Threes", "wild": {"ranks": ["3", "9"]}, "face_up": {"Qs": "ends_deal"}, "betting": "spread",
          "opens": "best_up"}


@pytest.fixture(scope="module")
def clean(tmp_path_factory) -> tuple[pathlib.Path, dict]:
    """A database made by the real service: a target evening (a chip value, a bank, the phones'
    chances and the odds view on, Carla gone), two other evenings, and an evening in a season
    with a house game; and the ids."""
    folder = tmp_path_factory.mktemp("damaged")
    server = Server(folder / "clean.sqlite3", log=folder / "clean.log").start()
    try:
        api = Api(server.url)
        ids = {name: api.evening([(p, 50) for p in people], name=f"{name} evening",
                                 game={"variant": "FTQ", "ante": 1})
               for name, people in PEOPLE.items()}
        api.ok("PATCH", f"/api/evenings/{ids['target']}", json={"chip_value": EURO, "phone_odds": True,
                                                                  "settle": {"mode": "bank", "bank": "Anna"}})
        api.ok("PUT", f"/api/evenings/{ids['target']}/odds-view", json={"shown": True})
        api.ok("POST", f"/api/evenings/{ids['target']}/players/Carla/leave")
        api.ok("PATCH", f"/api/evenings/{ids['seasoned']}", json={"season": "Winter club"})
        ids["season"] = api.ok("GET", f"/api/evenings/{ids['seasoned']}")["season"]["id"]
        ids["house_game"] = api.ok("POST", f"/api/seasons/{ids['season']}/house-games", 201,
                                   json={"definition": THREES})["id"]
    finally:
        server.stop()
    conn = sqlite3.connect(folder / "clean.sqlite3")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return folder / "clean.sqlite3", ids


#: each row aimed at: (its table, how it is found) by the ids of `clean`
ROWS = {
    "evening": ("evenings", "id = {target}"),
    "seat": ("players", "evening_id = {target} AND name = 'Ben'"),
    "settings": ("evening_settings", "evening_id = {target}"),
    "season": ("seasons", "id = {season}"),
    "house game": ("house_games", "id = {house_game}"),
}


def row_bytes(path: pathlib.Path, table: str, where: str) -> tuple[int, int]:
    """Where a row is in the file: the bytes before its checksum (its last value, unique in the
    file), as long as its values and the record's header."""
    conn = sqlite3.connect(path)
    values = conn.execute(f"SELECT * FROM {table} WHERE {where}").fetchone()
    mark = conn.execute(f"SELECT mark FROM {table} WHERE {where}").fetchone()[0].encode()
    conn.close()
    data = path.read_bytes()
    assert data.count(mark) == 1
    end = data.index(mark) + len(mark)
    size = sum(len(str(v).encode()) for v in values if v is not None) + len(values) + 4
    return end - size, end


def flipped(clean: pathlib.Path, copy: pathlib.Path, offset: int, bit: int) -> pathlib.Path:
    data = bytearray(clean.read_bytes())
    data[offset] ^= 1 << bit
    copy.write_bytes(data)
    return copy


def reads(db, ids: dict) -> dict:
    """What the service reads of every protected row: a value, None (no such row) or `Damaged`."""
    def read(what):
        try:
            return what()
        except store.Damaged as err:
            return err
    evening, season = ids["target"], ids["season"]
    no_seq = lambda row: row and {k: v for k, v in row.items() if k != "seq"}          # noqa: E731
    return {
        "evening": read(lambda: no_seq(store.evening(db, evening))),
        "other evening": read(lambda: no_seq(store.evening(db, ids["other"]))),
        "seats": read(lambda: store.players(db, evening)),
        "other seats": read(lambda: store.players(db, ids["other"])),
        "odds view": read(lambda: store.odds_view(db, evening)),
        "season": read(lambda: store.season(db, season)),
        "season's evenings": read(lambda: [no_seq(e) for e in store.season_evenings(db, season)]),
        "house game": read(lambda: store.house_game(db, ids["house_game"])),
        "evenings": read(lambda: [no_seq(e) for e in store.evenings(db)]),
        "seasons": read(lambda: store.seasons(db)),
        "house games": read(lambda: store.house_games(db, season)),
        "chips": read(lambda: store.chips(db, evening)),
    }


def served_as_stored(got, original) -> bool:
    """A read that serves nothing wrong: as stored, refused (`Damaged`), no such row, or a list
    that leaves the damaged one out."""
    if isinstance(got, store.Damaged) or got is None or got == original:
        return True
    return isinstance(got, list) and all(row in original for row in got) and len(got) == len(original) - 1


@pytest.mark.parametrize("aimed", ROWS)
def test_bits_flipped_in_a_row_that_decides_money_or_rules_are_refused_never_served(tmp_path, clean, aimed):
    path, ids = clean
    table, where = ROWS[aimed]
    start, end = row_bytes(path, table, where.format(**ids))
    db = store.connect(path)
    original = reads(db, ids)
    db.close()
    assert not any(isinstance(v, store.Damaged) for v in original.values()), original
    rng = random.Random(38)
    outcomes = {"refused at start": 0, "refused in words": 0, "no such row": 0, "unchanged": 0}
    for n in range(24):
        copy = flipped(path, tmp_path / f"flipped{n}.sqlite3", rng.randrange(start, end), rng.randrange(8))
        problem = store.problem_at_start(copy)
        store.ownership.let_go(copy)
        if problem is not None:
            assert problem[0] == "damaged" and "\n" not in problem[1], problem
            outcomes["refused at start"] += 1
            continue
        db = store.connect(copy)
        try:
            got = reads(db, ids)
            damaged = store.damaged(db)
        finally:
            db.close()
        if got["odds view"] is False and damaged:      # the settings' row moved away (its id flipped): off, its
            got["odds view"] = None                    # default, shows no chances (the safe side), and is named
        wrong = {k: (got[k], original[k]) for k in got if not served_as_stored(got[k], original[k])}
        assert not wrong, f"flip {n} served a changed row: {wrong}"
        assert got["chips"] == original["chips"] and got["other seats"] == original["other seats"]
        if any(isinstance(v, store.Damaged) for v in got.values()):
            outcomes["refused in words"] += 1
            assert damaged, "a damaged row the start page does not name"
        elif any(v is None for v in got.values()):
            outcomes["no such row"] += 1
            assert damaged, "a row that moved is named as damaged"
        else:
            outcomes["unchanged"] += 1
    assert outcomes["refused in words"] + outcomes["refused at start"] >= 12, outcomes


def one_bit(path: pathlib.Path, table: str, anchor: bytes, before: bytes, after: bytes) -> None:
    """Flip the one bit that turns `before` into `after` in the row of `table` that holds
    `anchor` (a value before it in the row: the copy in the evening's log is left alone)."""
    assert bin(int.from_bytes(before, "big") ^ int.from_bytes(after, "big")).count("1") == 1
    conn = sqlite3.connect(path)
    size = conn.execute("PRAGMA page_size").fetchone()[0]
    pages = [n for (n,) in conn.execute("SELECT pageno FROM dbstat WHERE name = ?", [table])]
    conn.close()
    data = bytearray(path.read_bytes())
    for page in pages:
        start, end = (page - 1) * size, page * size
        if (found := data.find(anchor, start, end)) >= 0:
            at = data.index(before, found, end)
            data[at:at + len(before)] = after
            path.write_bytes(data)
            return
    raise AssertionError(f"no {anchor!r} in {table}")


def test_a_damaged_evening_season_and_house_game_are_refused_in_words_and_the_others_served(tmp_path, clean):
    """The attack on a real server: the chip value "0.25" made "0.35" (Anna's 1.00 €
    would be 1.40 €), the ante 1 made 3 in the game of another evening, a season's name and a
    house game's wild ranks changed, each by one bit: each is refused in words (the API: 409
    naming it, in English and German; the pages: its words; a damaged season's evenings too), left
    out of the lists and named on the start page; the evening that is whole is served as before."""
    path, ids = clean
    copy = tmp_path / "evenings.sqlite3"
    shutil.copy(path, copy)
    server = Server(copy, log=tmp_path / "server.log").start()
    api = Api(server.url)
    whole = api.ok("GET", f"/api/evenings/{ids['whole']}")
    server.stop()
    one_bit(copy, "evenings", b"target evening", b'"0.25"', b'"0.35"')
    one_bit(copy, "evenings", b"other evening", b'"ante": 1', b'"ante": 3')
    one_bit(copy, "seasons", b"Winter", b"Winter", b"Wintes")
    one_bit(copy, "house_games", b"Threes", b'"3", "9"', b'"3", "8"')
    server.start()
    api = Api(server.url)
    try:
        for path_, kind, number in ((f"/api/evenings/{ids['target']}", "Evening", ids["target"]),
                                    (f"/api/evenings/{ids['target']}/settlement", "Evening", ids["target"]),
                                    (f"/api/evenings/{ids['other']}/leaderboard", "Evening", ids["other"]),
                                    (f"/api/seasons/{ids['season']}/standings", "Season", ids["season"]),
                                    (f"/api/evenings/{ids['seasoned']}", "Season", ids["season"])):
            answer = api.get(path_)
            assert answer.status_code == 409, (path_, answer.text)
            error = answer.json()["error"]
            assert error["message"].startswith(f"{kind} {number} is damaged in the database file"), error
            assert error["message_de"].startswith(("Abend", "Saison")) and "beschädigt" in error["message_de"]
        saved = api.post(f"/api/seasons/{ids['season']}/house-games", json={"definition": THREES})
        assert saved.status_code == 409 and "damaged" in saved.json()["error"]["message"], saved.text
        listed = [e["id"] for e in api.ok("GET", "/api/evenings")["evenings"]]
        assert listed == [ids["seasoned"], ids["whole"]]
        assert api.ok("GET", f"/api/evenings/{ids['whole']}") == whole                     # served as before
        browser = Browser(server.url, lang="de")
        page = browser.get(f"/evenings/{ids['target']}")
        assert page.status_code == 409 and f"Abend {ids['target']} ist in der Datenbankdatei beschädigt" in page.text
        start = browser.get("/")
        assert start.status_code == 200
        for said in (f"Abend {ids['target']} ist", f"Abend {ids['other']} ist", f"Saison {ids['season']} ist",
                     f"Hausspiel {ids['house_game']} ist"):
            assert said in start.text, said
    finally:
        server.stop()
    assert "Traceback" not in server.output()


def test_an_older_file_gets_its_rows_marked_on_upgrade(tmp_path, clean):
    """A file from before the checksums of these rows (version 3, no mark): marked at start, served
    as before; a value changed afterwards is refused."""
    path, ids = clean
    old = tmp_path / "old.sqlite3"
    shutil.copy(path, old)
    conn = sqlite3.connect(old)
    for table in store.marks.PROTECTED:
        conn.execute(f"UPDATE {table} SET mark = NULL")
    conn.execute("PRAGMA user_version = 3")
    conn.commit()
    conn.close()
    assert store.problem_at_start(old) is None
    store.ownership.let_go(old)
    db = store.connect(old)
    assert db.execute("PRAGMA user_version").fetchone()[0] == store.VERSION
    assert store.evening(db, ids["target"])["chip_value"]["amount"] == "0.25"
    assert len(store.evenings(db)) == 4 and not store.damaged(db)
    db.execute("UPDATE evenings SET created_at = '2020-01-01' WHERE id = ?", [ids["target"]])
    with pytest.raises(store.Damaged) as refused:
        store.evening(db, ids["target"])
    assert (refused.value.kind, refused.value.key) == ("evening", ids["target"])
    db.close()
