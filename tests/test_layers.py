"""The import contracts (pyproject.toml, ``[tool.importlinter]``): each layer of the service and
of the referee imports only the layers below it, the referee knows nothing of the service, and
the benchmarks import no tests."""

import pathlib
import subprocess
import sys
import tomllib

ROOT = pathlib.Path(__file__).resolve().parent.parent
CONTRACTS = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]["contracts"]


def test_the_import_contracts_are_kept():
    lint_imports = pathlib.Path(sys.executable).parent / "lint-imports"
    run = subprocess.run([str(lint_imports), "--no-cache"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    assert f"Contracts: {len(CONTRACTS)} kept, 0 broken." in run.stdout     # every contract written was checked
    report = " ".join(run.stdout.split())                                    # its lines wrap long names
    for contract in CONTRACTS:
        assert f"{contract['name']} KEPT" in report, contract["name"]


DOCUMENTED = {"os._exit", "sys._getframe",             # public despite the underscore
              "_external", "_anchor", "_scheme", "_method"}      # flask.url_for's keywords


def private_names(path: pathlib.Path) -> list[str]:
    """Where `path` reaches into another module's or object's private names: an attribute, an
    import or a keyword argument named with one leading underscore (its own, on self or cls, and
    the module's own functions, are its business)."""
    import ast
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
            if not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")) \
                    and ast.unparse(node) not in DOCUMENTED:
                found.append(f"{path}:{node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names = [node.module or "", *(alias.name for alias in node.names)]
            if any(part.startswith("_") and not part.startswith("__") for n in names for part in n.split(".")):
                found.append(f"{path}:{node.lineno}: from {node.module} import ...")
        elif isinstance(node, ast.keyword) and node.arg and node.arg.startswith("_") and node.arg not in DOCUMENTED:
            found.append(f"{path}:{node.lineno}: {node.arg}=")
    return found


def test_the_service_uses_no_private_name_of_a_library():
    """A library's private names change without notice (waitress's ``_dispatcher`` hook did the
    serving once): the service and its serving use public API only."""
    paths = [ROOT / "app.py", *sorted((ROOT / "web").rglob("*.py"))]
    assert [hit for path in paths for hit in private_names(path)] == []


#: a start of the service on a new file and one on that file, an evening stored and read
START_AND_ASK = """
import sys, app, web.serving
for _ in range(2):
    client = app.create_app({"DATABASE": sys.argv[1], "TESTING": True}).test_client()
evening = {"name": "Friday", "players": [{"name": "Anna", "chips": 50}, {"name": "Ben", "chips": 50}],
           "game": {"variant": "FTQ", "ante": 1, "bet_limits": [1, 5]}}
made = client.post("/api/evenings", json=evening)
assert made.status_code == 201, made.text
for url in (f"/evenings/{made.json['id']}", f"/api/evenings/{made.json['id']}", "/"):
    assert client.get(url).status_code == 200, url
print(sorted(name for name in ("numpy", "sqlite_utils") if name in sys.modules))
import referee.odds_batch, numpy
print(numpy.ones(2).sum())
"""


def test_the_service_starts_and_answers_without_numpy_or_sqlite_utils(tmp_path):
    """numpy is for the odds (`referee.odds_batch`, in the worker processes) and sqlite-utils for
    the tests that read a database: neither is imported by a start of the service (a new file
    made, an old one checked and upgraded) nor by its requests (an evening stored, its page and
    the API read), which would pay about 0.17 s for them.  The odds still import numpy."""
    run = subprocess.run([sys.executable, "-c", START_AND_ASK, str(tmp_path / "a.sqlite3")], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split("\n")[:2] == ["[]", "2.0"]
