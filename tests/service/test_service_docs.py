"""The API's description agrees with its routes, and the service modules' doctests run."""

import doctest
import re

import pytest

import app as app_module
import schemas.fields
import web.db
import web.errors
from web.openapi import OPERATIONS


def test_every_route_is_in_the_openapi_document(tmp_path):
    app = app_module.create_app({"DATABASE": str(tmp_path / "doc.sqlite3")})
    routes = set()
    for rule in app.url_map.iter_rules():
        if not rule.rule.startswith("/api/"):
            continue                      # the app's static files and the pages (web/pages.py)
        path = re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule)
        routes |= {(path, method.lower()) for method in rule.methods - {"HEAD", "OPTIONS"}}
    documented = {(op[1], op[2]) for op in OPERATIONS}
    assert routes - {("/api/openapi.json", "get")} == documented


def test_the_document_is_served(api):
    spec = api.ok("GET", "/api/openapi.json")
    assert spec["openapi"].startswith("3.")
    assert set(spec["components"]["schemas"]) >= {"Evening", "HandState", "Error", "HandUpload", "Action"}
    assert spec["components"]["schemas"]["Action"]["additionalProperties"] is False


@pytest.mark.parametrize("module", [web.db, web.errors, schemas.fields], ids=lambda m: m.__name__)
def test_doctests(module):
    result = doctest.testmod(module)
    assert result.attempted and not result.failed
