"""The whole evening as JSON, back in as a new evening; the ledger as CSV."""

import copy
import csv
import io
import json
import os
import pickle
import random
import subprocess
import sys

import pytest

from app import create_app
from bench import season_data
from harness.service import ROOT, Api, counts
from schemas.export import EveningExportSchema
from tests.service.test_service_undo import FOLD_HAND
from tests.service.test_service_uploads import PLAYERS, SHOWDOWN
from web import transfer
from web.refusals import invalid


@pytest.fixture
def evening(api):
    """Uploaded, played, corrected, joined, rebought, left, and a hand in play with a correction
    of an earlier entry and an undo."""
    evening = api.evening()
    api.ok("POST", f"/api/evenings/{evening}/hands", 201, json={"players": PLAYERS, "actions": SHOWDOWN})
    hand = api.live(evening)["id"]
    for action in FOLD_HAND:
        state = api.act(hand, action)
    api.ok("DELETE", f"/api/hands/{hand}/actions/last", params={"seq": state["seq"]})
    api.act(hand, "p3 f")                                     # booked again, as a correction
    api.ok("POST", f"/api/evenings/{evening}/players", 201, json={"name": "Dora", "chips": 30})
    api.ok("POST", f"/api/evenings/{evening}/players/Carla/rebuy", 201, json={"chips": 10})
    live = api.live(evening)["id"]
    for action in ("d dh p1 ????Kh", "d dh p2 ????Qc", "d dh p3 ????7d"):
        seq = api.act(live, action)["seq"]
    state = api.ok("PUT", f"/api/hands/{live}/actions/0", json={"action": "d dh p1 ????Ks", "seq": seq})
    api.ok("DELETE", f"/api/hands/{live}/actions/last", params={"seq": state["seq"]})
    return evening


def test_export_and_import_give_the_same_evening(api, evening):
    exported = api.ok("GET", f"/api/evenings/{evening}/export")
    assert exported["format"] == "follow-the-queen-evening" and len(exported["hands"]) == 3
    imported = api.ok("POST", "/api/evenings/import", 201, json=exported)
    new = imported["id"]
    assert new != evening
    assert api.ok("GET", f"/api/evenings/{new}/export") == exported
    assert api.ok("GET", f"/api/evenings/{new}/leaderboard") == api.ok("GET", f"/api/evenings/{evening}/leaderboard")
    old_view, new_view = api.ok("GET", f"/api/evenings/{evening}"), imported
    for view in (old_view, new_view):
        del view["id"], view["live_hand"]["id"], view["seq"]          # seq counts the changes of each copy
    assert new_view == old_view
    # the hand in play goes on in the imported evening
    live = api.ok("GET", f"/api/evenings/{new}")["live_hand"]["id"]
    assert api.act(live, "d dh p3 ????7d")["log"][-1] == "d dh p3 ????7d"


def test_the_export_is_written_as_its_schema_dumps_it(api, evening):
    """The API writes the export as it is made (a megabyte for a long evening: not through
    marshmallow a second time); the schema, which documents it, would dump the same."""
    exported = api.ok("GET", f"/api/evenings/{evening}/export")
    assert {"story", "log", "ledger"} <= exported.keys()
    assert EveningExportSchema().dump(exported) == exported


def test_a_long_evening_is_replayed_by_the_workers_and_a_broken_hand_named(start_server, tmp_path):
    """An evening of more hands than one worker's job (`transfer.CHUNK`): the service replays
    them in its worker processes, and the refusal of a hand in a later job (made in a worker)
    reaches the host as the 422 naming that hand; nothing is written."""
    hands = 3 * transfer.CHUNK + 4
    db = season_data.database(tmp_path / "long.sqlite3")
    evening = season_data.evening(db, random.Random(5), "Long", hands, season="Spring", end=True)
    db.conn.close()
    server = start_server(tmp_path / "long.sqlite3")
    api = Api(server.url)
    exported = api.ok("GET", f"/api/evenings/{evening}/export")
    assert len(exported["hands"]) == hands
    new = api.ok("POST", "/api/evenings/import", 201, json=exported)["id"]
    assert api.ok("GET", f"/api/evenings/{new}/export") == exported
    assert api.ok("GET", f"/api/evenings/{new}/leaderboard") == api.ok("GET", f"/api/evenings/{evening}/leaderboard")

    broken = copy.deepcopy(exported)
    number = 2 * transfer.CHUNK + 3
    log = broken["hands"][number - 1]["log"]
    log.insert(2, dict(log[2]))                       # the same card dealt twice
    before = counts(server.db)
    response = api.post("/api/evenings/import", json=broken)
    assert response.status_code == 422, response.text
    error = response.json()["error"]
    assert error["field"] == "hands" and error["message"].startswith(f"hand {number} does not replay"), error
    assert counts(server.db) == before


def test_a_refusal_made_in_a_worker_process_arrives_whole():
    refusal = invalid("import_replay", "hands", number=7, problem="the 7♥ twice")
    refusal.details = {"index": 3}
    again = pickle.loads(pickle.dumps(refusal))
    assert (again.status, again.field, again.details) == (422, "hands", {"index": 3})
    assert again.message("de") == refusal.message("de") and str(again) == str(refusal)


@pytest.mark.parametrize("tamper, field", [
    (lambda e: e["ledger"][-1].update(amount=e["ledger"][-1]["amount"] + 5), "hands"),
    (lambda e: e["ledger"][5].update(amount=e["ledger"][5]["amount"] + 1), "ledger"),
    (lambda e: e["hands"][0]["log"].append({"text": "p1 cbr 3", "created_at": "x"}), "hands"),
    (lambda e: e["hands"][1].update(number=5), "hands"),
    (lambda e: e["players"].append({"name": "anna", "seat": 9, "joined_at": "x", "left_at": None}), "players"),
    (lambda e: e.update(dealer="Zoe"), "dealer"),
])
def test_an_export_that_does_not_hold_together_is_refused(api, server, evening, tamper, field):
    exported = api.ok("GET", f"/api/evenings/{evening}/export")
    broken = copy.deepcopy(exported)
    tamper(broken)
    before = counts(server.db)
    response = api.post("/api/evenings/import", json=broken)
    assert response.status_code == 422, response.text
    assert response.json()["error"]["field"] == field
    assert counts(server.db) == before


def test_import_refuses_unknown_fields(api, evening):
    exported = api.ok("GET", f"/api/evenings/{evening}/export")
    response = api.post("/api/evenings/import", json={**exported, "extra": 1})
    assert response.status_code == 422 and response.json()["error"]["field"] == "extra"


def test_the_ledger_as_csv(api, evening):
    response = api.get(f"/api/evenings/{evening}/ledger.csv")
    assert response.status_code == 200 and response.headers["Content-Type"].startswith("text/csv")
    table = list(csv.DictReader(io.StringIO(response.text)))
    entries = api.ok("GET", f"/api/evenings/{evening}/ledger")["entries"]
    assert len(table) == len(entries)
    assert table[3] == {"id": str(entries[3]["id"]), "hand_number": "1", "player": "Anna", "amount": "6",
                        "kind": "hand", "note": "hand 1", "created_at": entries[3]["created_at"]}
    assert sum(int(row["amount"]) for row in table) == 150 + 30 + 10


@pytest.mark.slow
def test_the_chores_export_and_import_from_the_command_line(api, server, evening, tmp_path):
    """``flask --app app export-evening`` and ``import-evening``, on the server's file, as
    processes of their own; their refusals through Flask's CLI runner (the same commands, in
    this process: exit status 2 and one line)."""
    out = tmp_path / "evening.json"

    def flask(*args):
        return subprocess.run([sys.executable, "-m", "flask", "--app", "app", *args], cwd=ROOT, capture_output=True,
                              text=True, env={**os.environ, "FLASK_DATABASE": str(server.db)})

    done = flask("export-evening", str(evening), str(out))
    assert done.returncode == 0, done.stderr
    assert json.loads(out.read_text()) == api.ok("GET", f"/api/evenings/{evening}/export")
    done = flask("import-evening", str(out))
    assert done.returncode == 0 and done.stdout.startswith("Imported as evening"), done.stderr
    new = int(done.stdout.split()[-1])
    assert api.ok("GET", f"/api/evenings/{new}/leaderboard") == api.ok("GET", f"/api/evenings/{evening}/leaderboard")
    done = flask("init-db")
    assert done.returncode == 0 and str(server.db) in done.stdout
    app = create_app({"DATABASE": str(server.db)})
    with app.app_context():                     # as the flask command runs a chore
        refusals(app.test_cli_runner(), server, out, tmp_path)


def refusals(chore, server, out, tmp_path) -> None:
    """The chores' refusals: exit status 2 and one line on stderr, nothing written."""
    refused = chore.invoke(args=["export-evening", "99999"])
    assert refused.exit_code == 2 and "There is no evening 99999" in refused.stderr
    # a file that is no export, or an export the schema refuses: one line naming the file and the field
    before = counts(server.db)
    (tmp_path / "notes.txt").write_text("Anna owes Ben 5\n")
    (tmp_path / "latin1.json").write_bytes(b"\xe9t\xe9")
    (tmp_path / "no-players.json").write_text(json.dumps({**json.loads(out.read_text()), "players": []}))
    for name, said in (("notes.txt", "notes.txt is not an evening's export: not JSON (Expecting value"),
                       ("latin1.json", "latin1.json is not an evening's export: not JSON ("),
                       ("no-players.json", "no-players.json: players: Length must be between 1 and 50.")):
        refused = chore.invoke(args=["import-evening", str(tmp_path / name)])
        assert refused.exit_code == 2 and refused.stderr.count("\n") == 1, refused.stderr
        assert said in refused.stderr and "{" not in refused.stderr, refused.stderr
    assert counts(server.db) == before
    # a backup into a folder that is not there
    refused = chore.invoke(args=["backup", str(tmp_path / "no-such-folder" / "b.sqlite3")])
    assert refused.exit_code == 2 and refused.stderr.count("\n") == 1, refused.stderr
    assert "cannot write the backup" in refused.stderr and "No such file or directory" in refused.stderr


@pytest.mark.parametrize("tamper, said", [
    (lambda e: e["hands"][0]["header"].update(starting_stacks=[s + 7 for s in e["hands"][0]["header"][
        "starting_stacks"]]), "hand 1: starting_stacks gives Anna 57 chips, but the ledger gives 50 before the hand"),
    (lambda e: e["hands"][-1]["header"].update(starting_stacks=[s + 7 for s in e["hands"][-1]["header"][
        "starting_stacks"]]), "hand 3: starting_stacks gives "),
    (lambda e: e["hands"][0]["log"].insert(0, {"text": None, "created_at": "x"}),
     "hand 1 does not replay: log row 1 is an undo with no action before it to take back"),
], ids=["a booked hand's stacks", "the hand in play's stacks", "a log that starts with an undo"])
def test_hands_whose_stacks_or_log_disagree_with_the_ledger_are_refused(api, server, evening, tamper, said):
    broken = copy.deepcopy(api.ok("GET", f"/api/evenings/{evening}/export"))
    tamper(broken)
    before = counts(server.db)
    response = api.post("/api/evenings/import", json=broken)
    assert response.status_code == 422, response.text
    error = response.json()["error"]
    assert error["field"] == "hands" and error["message"].startswith(said), error
    assert counts(server.db) == before
