"""The API's description agrees with its routes, and the service modules' doctests run."""

import doctest
import importlib
import pathlib
import re

import pytest

import app as app_module


def test_every_route_is_in_the_openapi_document(tmp_path):
    app = app_module.create_app({"DATABASE": str(tmp_path / "doc.sqlite3")})
    routes = set()
    for rule in app.url_map.iter_rules():
        if not rule.rule.startswith("/api/"):
            continue                      # the app's static files and the pages (web/pages/)
        path = re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule)
        routes |= {(path, method.lower()) for method in rule.methods - {"HEAD", "OPTIONS"}}
    spec = app.test_client().get("/api/openapi.json").get_json()
    operations = {(path, method): op for path, ops in spec["paths"].items() for method, op in ops.items()
                  if method != "parameters"}
    documented = set(operations)
    assert routes - {("/api/openapi.json", "get")} == documented
    ids = [op["operationId"] for op in operations.values()]
    assert len(ids) == len(set(ids)) == len(documented)
    writes = [op for (path, method), op in operations.items() if method != "get"]
    assert all(op["security"] == [{"hostPin": []}, {}] for op in writes)


def test_the_document_is_served(api):
    spec = api.ok("GET", "/api/openapi.json")
    assert spec["openapi"].startswith("3.")
    assert set(spec["components"]["schemas"]) >= {"Evening", "HandState", "Error", "HandPost", "Action"}
    assert spec["components"]["schemas"]["Action"]["additionalProperties"] is False


ROOT = pathlib.Path(__file__).resolve().parents[2]
#: every module of the service and its schemas whose docstrings hold examples (the referee's
#: run by the test command itself: pytest.ini's doctest-modules over referee/)
EXAMPLES = sorted(".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
                  for folder in ("web", "schemas") for path in (ROOT / folder).rglob("*.py")
                  if ">>>" in path.read_text(encoding="utf-8"))


def test_the_examples_are_found():
    assert {"web.words", "web.settle", "web.chart", "web.workers", "schemas.fields"} <= set(EXAMPLES)


@pytest.mark.parametrize("name", EXAMPLES)
def test_doctests(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted and not result.failed
