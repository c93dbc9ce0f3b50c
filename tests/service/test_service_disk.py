"""Honest when the disk is not: a full disk (a real one: a small tmpfs), a read-only database,
a damaged database file.  A write that cannot be made answers in words and keeps nothing, reads
go on, and a database the service cannot use stops the start with one line saying what to do.

The full and read-only disks are tmpfs mounts in a user and mount namespace of the server's own
(``unshare --user --map-root-user --mount``, which needs no root): the server sees a small disk
that really fills up, and the test fills it from inside that namespace (``nsenter``)."""

from __future__ import annotations

import os
import pathlib
import re
import shutil
import sqlite3
import subprocess
import sys

import pytest

from app import create_app
from harness.service import ROOT, Api, Browser, Server, counts, rows
from tests.service.test_service_undo import FOLD_HAND

NAMESPACE = ("unshare", "--user", "--map-root-user", "--mount")


def in_namespace(pid: int, command: str) -> subprocess.CompletedProcess:
    """Run a shell command in the mount namespace of process `pid` (the server's)."""
    return subprocess.run(["nsenter", "-t", str(pid), "--user", "--mount", "--preserve-credentials", "sh", "-c",
                           command], capture_output=True, text=True, timeout=60)


@pytest.fixture
def small_disk(tmp_path):
    """A server whose database is on a tmpfs of 4 MB that only it sees; yields (server, folder)."""
    folder = tmp_path / "disk"
    folder.mkdir()
    mount = f'mount -t tmpfs -o size=4m tmpfs "{folder}" && exec "$@"'
    server = Server(folder / "evenings.sqlite3", prefix=(*NAMESPACE, "sh", "-c", mount, "mount"),
                    log=tmp_path / "server.log")
    server.start()
    yield server, folder
    server.stop()


def test_a_full_disk_answers_in_words_keeps_nothing_and_reads_go_on(small_disk):
    server, folder = small_disk
    api = Api(server.url)
    evening = api.evening()
    hand = api.live(evening)["id"]
    state = api.act(hand, FOLD_HAND[0])
    filled = in_namespace(server.process.pid, f'dd if=/dev/zero of="{folder}/filler" bs=64k 2>&1; df -k "{folder}"')
    assert "No space left on device" in filled.stdout, filled.stdout + filled.stderr
    # every write: 507 and the words, nothing kept
    for method, path, body in (("POST", "/api/evenings", {"name": "Saturday", "players": [
                                   {"name": n, "chips": 50} for n in ("Anna", "Ben", "Carla")]}),
                               ("POST", f"/api/hands/{hand}/actions", {"action": FOLD_HAND[1], "seq": state["seq"]}),
                               ("POST", f"/api/evenings/{evening}/players", {"name": "Dora", "chips": 5}),
                               ("DELETE", f"/api/hands/{hand}/actions/last?seq={state['seq']}", None)):
        response = api.request(method, path, json=body)
        assert response.status_code == 507, (path, response.text)
        error = response.json()["error"]
        assert error["message"].startswith("The disk is full: nothing was written")
        assert error["message_de"].startswith("Der Datenträger ist voll: nichts wurde geschrieben")
    # the tablet says so (its script shows the server's `problem`), in the page's language
    tablet = Browser(server.url, lang="de")
    answer = tablet.post(f"/hands/{hand}/act", {"card": "Kd", "seq": str(state["seq"])},
                         headers={"X-Requested-With": "fetch"})
    assert answer.status_code == 507 and answer.json()["problem"].startswith("Der Datenträger ist voll")
    # reads go on: the leaderboard (it used to write the players' link), the table, the phones, the API
    board = tablet.get(f"/evenings/{evening}/board")
    assert board.status_code == 200
    watch = re.search(r'href="(http://[^"]+/watch/[\w-]+)"', board.text)[1]
    for path in (f"/evenings/{evening}", f"/evenings/{evening}/story", f"/evenings/{evening}/hands", "/"):
        assert tablet.get(path).status_code == 200, path
    assert tablet.session.get(watch, timeout=30).status_code == 200
    for path in (f"/api/evenings/{evening}/story", f"/api/evenings/{evening}/export", f"/api/evenings/{evening}"):
        assert api.get(path).status_code == 200, path                     # an export to another disk works too
    assert api.ok("GET", f"/api/hands/{hand}")["log"] == [FOLD_HAND[0]]                    # nothing half-written
    assert api.ok("GET", f"/api/evenings/{evening}")["chips"]["bought"] == 150
    # space again: the same write goes through
    in_namespace(server.process.pid, f'rm "{folder}/filler"')
    assert api.act(hand, FOLD_HAND[1], seq=state["seq"])["log"] == FOLD_HAND[:2]
    assert "Traceback" not in server.output()


def test_a_read_only_database_does_not_start(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    seed = tmp_path / "seed.sqlite3"
    subprocess.run([sys.executable, "-m", "flask", "--app", "app", "init-db"], cwd=ROOT, check=True,
                   env={**os.environ, "FLASK_DATABASE": str(seed)}, capture_output=True)
    script = (f'mount -t tmpfs -o size=4m tmpfs "{folder}" && cp "{seed}" "{folder}/evenings.sqlite3" && '
              f'mount -o remount,ro "{folder}" && exec "$@"')
    done = subprocess.run([*NAMESPACE, "sh", "-c", script, "mount", sys.executable, "app.py", "--port",
                           "0", "--db", str(folder / "evenings.sqlite3")], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert "cannot be written" in done.stderr and "read-only" in done.stderr


def test_a_folder_given_as_the_database_does_not_start(tmp_path):
    done = subprocess.run([sys.executable, "app.py", "--port", "0", "--db", str(tmp_path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr == f"Not started: {tmp_path} is a folder: --db takes a file in it, like " \
                          f"{tmp_path / 'referee.sqlite3'}\n"


def a_database(tmp_path) -> pathlib.Path:
    """A real database with 30 evenings in it (made with the service's own store and commands)."""
    from web import commands, store

    path = tmp_path / "evenings.sqlite3"
    store.ensure_database(path)
    db = store.connect(path)
    try:
        for n in range(30):                               # enough pages to damage one in the middle
            with store.transaction(db):
                commands.create_evening(db, {"name": f"Friday {n}", "game": {"variant": "FTQ", "ante": 1},
                                             "players": [{"name": p, "chips": 50} for p in ("Anna", "Ben", "Carla")]})
    finally:
        db.close()
    return path


def start(db) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "app.py", "--port", "0", "--db", str(db)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def damaged_page(path):
    """Overwrite the middle of a page that holds rows (not the file's header) with noise."""
    conn = sqlite3.connect(path)
    page_size = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'ledger'").fetchone()[0]
    conn.close()
    with open(path, "r+b") as f:
        f.seek((root - 1) * page_size + 8)
        f.write(os.urandom(page_size - 16))


DAMAGE = {
    "random bytes": lambda path: path.write_bytes(os.urandom(64 * 1024)),
    "a text file": lambda path: path.write_text("Friday: Anna 50, Ben 50, Carla 50\n" * 100),
    "truncated": lambda path: path.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 3]),
    "a damaged page": damaged_page,
}


@pytest.mark.parametrize("damage", DAMAGE, ids=list(DAMAGE))
def test_a_damaged_database_stops_the_start_with_one_line(tmp_path, damage):
    path = a_database(tmp_path)
    DAMAGE[damage](path)
    done = start(path)
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr, done.stderr
    assert str(path) in done.stderr and "flask --app app restore BACKUP" in done.stderr


def test_the_restore_it_names_brings_the_evenings_back(tmp_path):
    path = a_database(tmp_path)
    backup = tmp_path / "backup.sqlite3"
    env = {**os.environ, "FLASK_DATABASE": str(path)}
    subprocess.run([sys.executable, "-m", "flask", "--app", "app", "backup", str(backup)], cwd=ROOT, env=env,
                   check=True, capture_output=True)
    damaged_page(path)
    assert start(path).returncode == 2
    restored = subprocess.run([sys.executable, "-m", "flask", "--app", "app", "restore", str(backup)], cwd=ROOT,
                              env=env, capture_output=True, text=True, timeout=60)
    assert restored.returncode == 0, restored.stderr
    assert len(list(tmp_path.glob("evenings.sqlite3.damaged-*"))) == 1              # kept beside it
    server = Server(path, log=tmp_path / "restored.log").start()
    try:
        assert len(Api(server.url).ok("GET", "/api/evenings")["evenings"]) == 30
    finally:
        server.stop()


def test_the_database_and_its_backups_are_for_this_user_only(start_server, tmp_path):
    old = os.umask(0o022)
    try:
        server = start_server(tmp_path / "private.sqlite3")
        Api(server.url).evening()
        backup = tmp_path / "copy.sqlite3"
        subprocess.run([sys.executable, "-m", "flask", "--app", "app", "backup", str(backup)], cwd=ROOT, check=True,
                       env={**os.environ, "FLASK_DATABASE": str(server.db)}, capture_output=True)
    finally:
        os.umask(old)
    for path in (server.db, pathlib.Path(f"{server.db}-wal"), pathlib.Path(f"{server.db}-shm"), backup):
        assert oct(os.stat(path).st_mode & 0o777) == "0o600", path


def test_namespaces_are_there():
    """The disk tests need unshare and nsenter (util-linux): fail, not skip, without them."""
    assert shutil.which("unshare") and shutil.which("nsenter")


def test_an_evening_from_before_gets_its_players_link_at_start(start_server, tmp_path):
    """Evenings made before the link was made with the evening get it at start, so reading the
    leaderboard (which used to make it) writes nothing (on a full disk it answers: above)."""
    from web import commands, store

    path = tmp_path / "old.sqlite3"
    store.ensure_database(path)
    db = store.connect(path)
    with store.transaction(db):
        evening = commands.create_evening(db, {"name": "Old", "game": {"variant": "FTQ", "ante": 1},
                                               "players": [{"name": n, "chips": 5} for n in ("Anna", "Ben", "Cy")]})
        db.execute("DELETE FROM watch_links")                          # as made before the link came with it
    db.close()
    server = start_server(path)
    assert rows(path, "SELECT COUNT(*) FROM watch_links") == [(1,)]       # made at start, before any read
    board = Browser(server.url).get(f"/evenings/{evening}/board")
    assert board.status_code == 200 and "A convenience, not a secret" in board.text
    watch = re.search(r'href="http://[^"]+(/watch/[\w-]+)"', board.text)[1]
    assert Browser(server.url).get(watch).status_code == 200


# --- a broken file is never taken for an empty one -----------------------------------------------

def test_an_empty_file_is_not_taken_for_a_new_database(tmp_path):
    path = tmp_path / "evenings.sqlite3"
    path.touch()                                       # 0 bytes: every evening in it lost
    done = start(path)
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr.count("\n") == 1 and "is empty (0 bytes)" in done.stderr, done.stderr
    assert path.stat().st_size == 0                    # left as it was


def another_programs_file(path: pathlib.Path, application_id: int = 0) -> pathlib.Path:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE contacts (id INTEGER PRIMARY KEY, name TEXT)")
    conn.execute("INSERT INTO contacts (name) VALUES ('Anna')")
    conn.execute(f"PRAGMA application_id = {application_id}")
    conn.commit()
    conn.close()
    return path


@pytest.mark.parametrize("application_id", [0, 0x0F055112], ids=["no application id", "another application id"])
def test_another_programs_sqlite_file_is_refused_and_left_alone(tmp_path, application_id):
    path = another_programs_file(tmp_path / "contacts.sqlite3", application_id)
    before = path.read_bytes()
    done = start(path)
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr.count("\n") == 1 and "not a database of evenings" in done.stderr, done.stderr
    assert path.read_bytes() == before                              # no table of ours added
    assert rows(path, "SELECT name FROM sqlite_master WHERE type = 'table'") == [("contacts",)]


def test_a_new_file_is_marked_as_ours_and_an_older_one_keeps_opening(start_server, tmp_path):
    from web import store

    server = start_server(tmp_path / "new.sqlite3")
    assert rows(server.db, "PRAGMA application_id") == [(store.APPLICATION_ID,)]
    older = a_database(tmp_path)                        # as made before the mark: application_id 0
    conn = sqlite3.connect(older)
    conn.execute("PRAGMA application_id = 0")
    conn.commit()
    conn.close()
    assert len(Api(start_server(older).url).ok("GET", "/api/evenings")["evenings"]) == 30


def test_a_changed_ledger_row_names_its_evening(tmp_path):
    """A value changed on the disk that leaves the file's structure whole (the indexes too):
    the row's checksum tells, and the start names the evening instead of serving its sums."""
    path = a_database(tmp_path)
    conn = sqlite3.connect(path)
    conn.execute("DROP TRIGGER ledger_no_update")
    conn.execute("UPDATE ledger SET amount = 58 WHERE id = (SELECT MIN(id) FROM ledger WHERE evening_id = 7)")
    conn.commit()
    conn.close()
    done = start(path)
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr.count("\n") == 1, done.stderr
    assert 'evening 7 "Friday 6": ledger row' in done.stderr and "flask --app app restore BACKUP" in done.stderr


def test_a_changed_hand_header_names_its_evening(tmp_path):
    """A hand's starting stacks changed on the disk (its header has no index to tell): its
    checksum tells."""
    from web import commands, store

    path = a_database(tmp_path)
    db = store.connect(path)
    with store.transaction(db):
        hand = {"id": commands.start_live(db, 4).id}
    db.close()
    conn = sqlite3.connect(path)
    header = conn.execute("SELECT header FROM hands WHERE id = ?", [hand["id"]]).fetchone()[0]
    conn.execute("UPDATE hands SET header = ? WHERE id = ?",
                 [header.replace('"starting_stacks": [50, 50, 50]', '"starting_stacks": [50, 58, 50]'), hand["id"]])
    conn.commit()
    conn.close()
    assert rows(path, "SELECT header LIKE '%[50, 58, 50]%' FROM hands") == [(1,)]
    done = start(path)
    assert done.returncode == 2, done.stdout + done.stderr
    assert 'evening 4 "Friday 3": hands row' in done.stderr and done.stderr.count("\n") == 1, done.stderr


def test_flipped_bits_in_the_ledger_are_found_or_change_nothing(tmp_path):
    """40 single-bit flips in the ledger's pages: each one stops the start (and the damaged
    evening is named where the row can be told), or the ledger reads as it was."""
    import random

    from web import store

    path = a_database(tmp_path)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    page_size = conn.execute("PRAGMA page_size").fetchone()[0]
    pages = [n for (n,) in conn.execute("SELECT pageno FROM dbstat WHERE name = 'ledger' AND pagetype = 'leaf'")]
    conn.close()
    ledger = "SELECT id, evening_id, hand_id, player, amount, kind, note, created_at FROM ledger ORDER BY id"
    original, clean = rows(path, ledger), path.read_bytes()
    rng = random.Random(25)
    found = named = 0
    for n in range(40):
        copy = tmp_path / f"flipped{n}.sqlite3"
        data = bytearray(clean)
        offset = (rng.choice(pages) - 1) * page_size + rng.randrange(8, page_size)
        data[offset] ^= 1 << rng.randrange(8)
        copy.write_bytes(data)
        problem = store.problem_at_start(copy)
        store.ownership.let_go(copy)
        if problem is None:
            assert rows(copy, ledger) == original, f"bit flipped at {offset} changed the ledger unnoticed"
        else:
            assert problem[0] == "damaged" and "\n" not in problem[1], problem
            found += 1
            named += "(evening " in problem[1]
    assert found and named, (found, named)


def test_a_backup_onto_the_database_itself_is_refused(start_server, tmp_path, server):
    live = start_server(tmp_path / "live.sqlite3")
    Api(live.url).evening()
    env = {**os.environ, "FLASK_DATABASE": str(live.db)}
    app = create_app({"DATABASE": str(live.db)})
    with app.app_context():                                 # the chore in this process, as `flask` runs it
        for target in (live.db, pathlib.Path(f"{live.db}-wal")):
            refused = app.test_cli_runner().invoke(args=["backup", str(target)])
            assert refused.exit_code == 2, refused.output
            assert refused.stderr.count("\n") == 1 and "onto itself" in refused.stderr, refused.stderr
    other = server.db                                       # another running service's file: this folder's
    done = subprocess.run([sys.executable, "-m", "flask", "--app", "app", "backup", str(other)], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "a running service uses it" in done.stderr, done.stdout + done.stderr
    assert len(Api(live.url).ok("GET", "/api/evenings")["evenings"]) == 1


def test_a_restore_under_the_running_service_is_refused(start_server, tmp_path):
    server = start_server(tmp_path / "live.sqlite3")
    api = Api(server.url)
    api.evening()
    env = {**os.environ, "FLASK_DATABASE": str(server.db)}
    backup = tmp_path / "backup.sqlite3"
    subprocess.run([sys.executable, "-m", "flask", "--app", "app", "backup", str(backup)], cwd=ROOT, env=env,
                   check=True, capture_output=True)
    api.evening()                                                   # after the backup
    done = subprocess.run([sys.executable, "-m", "flask", "--app", "app", "restore", str(backup)], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr.count("\n") == 1 and "stop the service first" in done.stderr, done.stderr
    assert len(api.ok("GET", "/api/evenings")["evenings"]) == 2     # nothing rolled back
    server.stop()
    done = subprocess.run([sys.executable, "-m", "flask", "--app", "app", "restore", str(backup)], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr                        # stopped: the restore goes through
    assert rows(server.db, "SELECT COUNT(*) FROM evenings") == [(1,)]


@pytest.mark.parametrize("make", [lambda p: p.touch(), lambda p: another_programs_file(p)],
                         ids=["an empty file", "another program's file"])
def test_a_restore_from_a_file_not_ours_is_refused(tmp_path, make):
    path = a_database(tmp_path)
    source = tmp_path / "source.sqlite3"
    make(source)
    done = subprocess.run([sys.executable, "-m", "flask", "--app", "app", "restore", str(source)], cwd=ROOT,
                          env={**os.environ, "FLASK_DATABASE": str(path)}, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stdout + done.stderr
    assert rows(path, "SELECT COUNT(*) FROM evenings") == [(30,)]


def test_an_unwritable_wal_answers_503_in_words_and_keeps_nothing(tmp_path):
    """The -wal file made read-only under the running service (a bind mount in the server's own
    mount namespace): every write answers 503 in words, as for the main file, and keeps nothing;
    reads go on."""
    server = Server(tmp_path / "evenings.sqlite3", prefix=NAMESPACE, log=tmp_path / "server.log").start()
    try:
        api = Api(server.url)
        evening = api.evening()
        before = counts(server.db)
        wal = f"{server.db}-wal"
        done = in_namespace(server.process.pid, f'mount --bind "{wal}" "{wal}" && mount -o remount,bind,ro "{wal}"')
        assert done.returncode == 0, done.stderr
        writes = [[("POST", f"/api/evenings/{evening}/players/Anna/rebuy", {"chips": 5}),
                   ("POST", f"/api/evenings/{evening}/players", {"name": newcomer, "chips": 5}),   # each a new one
                   ("PUT", f"/api/evenings/{evening}/odds-view", {"shown": True}),
                   ("POST", "/api/evenings", {"name": "Saturday", "players": [{"name": "Anna", "chips": 5}]})]
                  for newcomer in ("Dora", "Emil", "Fritz")]
        answers = [api.request(method, path, json=body) for tries in writes for method, path, body in tries]
        written = [a for a in answers if a.status_code < 300]
        refused = [a for a in answers if a.status_code == 503]
        assert len(written) + len(refused) == len(answers), [(a.status_code, a.text[:200]) for a in answers]
        # a connection the service opened before the -wal was made read-only may still write (then
        # what it answered is kept); every other write is refused in words, never a 500
        assert all(a.json()["error"]["message"].startswith("The database cannot be written")
                   and a.json()["error"]["message_de"] for a in refused)
        assert api.get(f"/api/evenings/{evening}").status_code == 200
        assert not written or counts(server.db) != before
    finally:
        server.stop()
    assert "Traceback" not in server.output()


def test_a_wal_the_disk_refuses_to_write_answers_503_in_words_and_a_restart_is_clean(disk_path):
    """The -wal made immutable under the running service (``chattr +i``: even root cannot write
    to it, through the connections already open too): every write answers 503 in words (the API,
    the tablet's script), nothing is kept, reads go on; the attribute taken off, a restart starts
    clean with nothing of the refused writes and the same write goes through.  On a disk: a
    tmpfs lets the connections already open write on."""
    server = Server(disk_path / "evenings.sqlite3", log=disk_path / "server.log").start()
    wal = f"{server.db}-wal"
    api = Api(server.url)
    evening = api.evening()
    hand = api.live(evening)["id"]
    state = api.act(hand, FOLD_HAND[0])
    before = counts(server.db)
    try:
        done = subprocess.run(["chattr", "+i", wal], capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
        act = {"action": FOLD_HAND[1], "seq": state["seq"]}
        for method, path, body in (("POST", f"/api/evenings/{evening}/players", {"name": "Dora", "chips": 5}),
                                   ("POST", f"/api/hands/{hand}/actions", act),
                                   ("PUT", f"/api/evenings/{evening}/odds-view", {"shown": True}),
                                   ("POST", "/api/evenings", {"name": "Saturday", "players": [{"name": "Anna",
                                                                                                 "chips": 5}]})):
            answer = api.request(method, path, json=body)
            assert answer.status_code == 503, (path, answer.text)
            error = answer.json()["error"]
            assert error["message"].startswith("The database cannot be written ("), error    # refused, or read-only
            assert error["message_de"].startswith("Die Datenbank lässt sich nicht schreiben")
        tablet = Browser(server.url, lang="de")
        answer = tablet.post(f"/hands/{hand}/act", {"card": "Kd", "seq": str(state["seq"])},
                             headers={"X-Requested-With": "fetch"})
        assert answer.status_code == 503 and answer.json()["problem"].startswith("Die Datenbank lässt sich nicht")
        assert api.ok("GET", f"/api/hands/{hand}")["log"] == [FOLD_HAND[0]]                 # reads go on
        assert tablet.get(f"/evenings/{evening}").status_code == 200
    finally:
        subprocess.run(["chattr", "-i", wal], capture_output=True)
        server.stop()
    assert "Traceback" not in server.output()
    assert counts(server.db) == before                                              # nothing kept
    server.start()
    try:
        assert Api(server.url).act(hand, FOLD_HAND[1], seq=state["seq"])["log"] == FOLD_HAND[:2]
    finally:
        server.stop()
