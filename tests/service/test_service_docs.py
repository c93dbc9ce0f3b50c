"""The API's description agrees with its routes, and the service modules' doctests run."""

import doctest
import re

import pytest

import app as app_module
import schemas.fields
import schemas.names
import schemas.settle
import web.errors
import web.events
import web.refusals
import web.settle
import web.store
import web.store.hand_tables
import web.store.startup
import web.watch
import web.words


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
    assert set(spec["components"]["schemas"]) >= {"Evening", "HandState", "Error", "HandUpload", "Action"}
    assert spec["components"]["schemas"]["Action"]["additionalProperties"] is False


@pytest.mark.parametrize("module", [web.store, web.store.startup, web.store.hand_tables, web.errors, web.refusals,
                                    web.words, schemas.fields, web.settle, web.events, web.watch, schemas.settle,
                                    schemas.names],
                         ids=lambda m: m.__name__)
def test_doctests(module):
    result = doctest.testmod(module)
    assert result.attempted and not result.failed
