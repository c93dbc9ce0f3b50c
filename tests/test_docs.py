"""The README's and the documents' examples stay true, and their links lead somewhere.

An example is a line starting with ``$ `` in a code block (indented, or fenced), the lines after
it up to the next ``$ `` line or the block's end what it prints: stderr, then stdout.

- A command-line example (``python -m referee ...``, pipes included) is run from the project
  root and its output compared exactly.
- An API example (``curl ...``) is checked against the OpenAPI document the app serves: the route
  and method exist, the body's fields are the request schema's, the fields its answer shows or
  its ``jq`` picks are the response schema's, and a body goes as JSON (``-H 'Content-Type:
  application/json'``) unless the example shows the refusal of one that does not.
- The API examples of a block marked ``<!-- test_docs: run on a fresh service -->`` are run too,
  in order, with curl and jq against ``python app.py`` on a fresh SQLite file, and what each
  prints compared exactly.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

import app as app_module
from harness.service import Server

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


RUN_MARK = "<!-- test_docs: run on a fresh service -->"


@dataclass(frozen=True)
class Example:
    document: str
    line: int
    command: str
    output: str
    block: int | None = None            # the line of its block's fence, when that runs on a fresh service

    def __str__(self) -> str:
        return f"{self.document}:{self.line}"


def examples(path: Path) -> list[Example]:
    """Every ``$ command`` of a document's code blocks with the output written under it."""
    found: list[Example] = []
    fenced, current, output, marked, block = False, None, [], False, None

    def close():
        nonlocal current, output
        if current is not None:
            found.append(Example(path.name, current[0], current[1], "\n".join(output).strip("\n"), block))
        current, output = None, []

    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line == RUN_MARK:
            marked = True
        if line.lstrip().startswith("```"):
            close()
            fenced = not fenced
            block, marked = (number if fenced and marked else None), False
            continue
        text = line if fenced else (line[4:] if line.startswith("    ") else None)
        if text is None:
            close()
        elif text.startswith("$ "):
            close()
            if not text.startswith("$ #"):
                current = (number, text[2:])
        elif current is not None:
            output.append(text)
    close()
    return found


ALL = [example for path in DOCUMENTS for example in examples(path)]
CLI = [e for e in ALL if "-m referee" in e.command]
API = [e for e in ALL if re.search(r"(^|[\s(;])curl ", e.command)]


def test_the_documents_have_examples():
    assert len(CLI) >= 9 and len(API) >= 40
    assert {e.document for e in CLI} >= {"README.md", "cli.md"}
    assert [e for e in ALL if e not in CLI and e not in API] == []      # nothing left unchecked


@pytest.mark.parametrize("example", CLI, ids=str)
def test_a_command_line_example_prints_what_it_says(example):
    command = example.command.replace(".venv/bin/python", shlex.quote(sys.executable))
    done = subprocess.run(["bash", "-o", "pipefail", "-c", command], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, env={**os.environ, "PYTHONIOENCODING": "utf-8"})
    assert (done.stderr + done.stdout).strip("\n") == example.output
    assert done.returncode == (2 if done.stderr else 0)


def sessions() -> dict[str, list[Example]]:
    """The API examples of each block that runs on a fresh service, in their order."""
    found: dict[str, list[Example]] = {}
    for example in API:
        if example.block:
            found.setdefault(f"{example.document}:{example.block}", []).append(example)
    return found


SESSIONS = sessions()


def test_the_api_examples_that_run_are_many():
    assert len(SESSIONS) >= 2 and sum(map(len, SESSIONS.values())) >= 30


@pytest.mark.slow
@pytest.mark.parametrize("session", SESSIONS)
def test_the_api_examples_run_on_a_fresh_service(session, tmp_path):
    shutil.copytree(ROOT / "docs" / "examples", tmp_path / "docs" / "examples")    # what they upload
    server = Server(tmp_path / "examples.sqlite3").start()
    try:
        for example in SESSIONS[session]:
            command = example.command.replace("localhost:5000", f"localhost:{server.port}")
            done = subprocess.run(["bash", "-c", command], cwd=tmp_path, capture_output=True, text=True, timeout=60)
            assert (done.stderr + done.stdout).strip("\n") == example.output, str(example)
    finally:
        server.stop()


@pytest.fixture(scope="module")
def spec(tmp_path_factory):
    app = app_module.create_app({"DATABASE": str(tmp_path_factory.mktemp("docs") / "docs.sqlite3")})
    return app.test_client().get("/api/openapi.json").get_json()


@dataclass(frozen=True)
class Call:
    method: str
    path: str
    body: str | None
    json_header: bool


def curl_calls(command: str) -> list[Call]:
    """Each ``curl`` of a shell line (a pipe, a ``;`` or a subshell may hold several)."""
    lexer = shlex.shlex(command, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    words = list(lexer)
    calls, at = [], 0
    while "curl" in words[at:]:
        start = words.index("curl", at)
        end = next((i for i in range(start + 1, len(words)) if words[i] in {"|", ";", "&", "&&", "&)", ")", ">"}),
                   len(words))
        calls.append(curl_call(words[start + 1:end]))
        at = end
    return calls


def curl_call(words: list[str]) -> Call:
    method, body, headers, url = None, None, [], None
    words = iter(words)
    for word in words:
        if word == "-X":
            method = next(words)
        elif word == "-d":
            body = next(words)
        elif word == "-H":
            headers.append(next(words))
        elif word == "--max-time":
            next(words)
        elif not word.startswith("-"):
            url = word
    assert url and url.startswith("localhost:5000/api/"), url
    path = url.removeprefix("localhost:5000").split("?")[0]
    return Call(method or ("POST" if body else "GET"), path, body,
                "Content-Type: application/json" in headers)


def route(spec: dict, method: str, path: str) -> str:
    """The OpenAPI path that a method and a path (``/api/hands/1``, ``/api/hands/{id}``) call."""
    for template, operations in spec["paths"].items():
        pattern = re.sub(r"\\\{\w+\\\}", "[^/]+", re.escape(template))
        if re.fullmatch(pattern, path) and method.lower() in operations:
            return template
    raise AssertionError(f"{method} {path} is not in /api/openapi.json")


def operation(spec: dict, call: Call) -> dict:
    return spec["paths"][route(spec, call.method, call.path)][call.method.lower()]


def properties(spec: dict, schema: dict) -> set[str] | None:
    """The fields an object schema names (None: it does not say)."""
    if "$ref" in schema:
        schema = spec["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    if "allOf" in schema:
        named = [properties(spec, part) for part in schema["allOf"]]
        return None if None in named else set().union(*named)
    return set(schema["properties"]) if schema.get("properties") else None


def request_fields(spec: dict, op: dict) -> set[str] | None:
    schema = op.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema")
    return properties(spec, schema) if schema else None


def response_fields(spec: dict, op: dict) -> set[str] | None:
    answers = [answer for status, answer in op["responses"].items() if status.startswith("2")]
    schemas = [answer.get("content", {}).get("application/json", {}).get("schema") for answer in answers]
    named = [properties(spec, schema) if schema else None for schema in schemas]
    return None if None in named or not named else set().union(*named)


def jq_fields(command: str) -> set[str]:
    """The top-level fields a ``jq`` filter after the curl reads: ``{a, b: .c}`` and ``.d``."""
    match = re.search(r"\| jq -c (?:'([^']*)'|(\S+))", command)
    if not match:
        return set()
    program = match.group(1) or match.group(2)
    if program.startswith("{"):
        inner = program[1:-1]
        shorthand = {part.strip() for part in re.split(r",(?![^\[]*\])", inner) if re.fullmatch(r"\s*\w+\s*", part)}
        return shorthand | set(re.findall(r":\s*\[?\s*\.(\w+)", inner))
    return set(re.findall(r"^\.(\w+)", program))


@pytest.mark.parametrize("example", API, ids=str)
def test_an_api_example_names_what_the_api_has(example, spec):
    calls = curl_calls(example.command)
    assert calls
    for call in calls:
        op = operation(spec, call)
        if call.body is None:
            continue
        if not call.json_header:
            assert "Content-Type" in example.output, "a body goes as JSON: -H 'Content-Type: application/json'"
        if not call.body.startswith("@"):
            fields = request_fields(spec, op)
            assert fields is None or set(json.loads(call.body)) <= fields, (set(json.loads(call.body)), fields)
    answer = response_fields(spec, operation(spec, calls[-1]))
    if answer is None:
        return
    assert jq_fields(example.command) <= answer, (jq_fields(example.command), answer)
    if "| jq" not in example.command and example.output.startswith("{") and "\n" not in example.output:
        shown = set(json.loads(example.output))
        assert shown == {"error"} or shown <= answer, (shown, answer)


def test_every_route_of_the_api_is_in_its_document(spec):
    """By an example, or named as `METHOD /api/...` in the text."""
    text = (ROOT / "docs" / "api.md").read_text(encoding="utf-8")
    named = {(call.method, route(spec, call.method, call.path))
             for example in API if example.document == "api.md" for call in curl_calls(example.command)}
    named |= {(method, route(spec, method, path)) for method, path in
              re.findall(r"`(GET|POST|PUT|PATCH|DELETE) (/api/[^`\s?]+)", text) if path != "/api/openapi.json"}
    routes = {(method.upper(), path) for path, operations in spec["paths"].items() for method in operations
              if method != "parameters"}
    assert routes - named == set()


LINK = re.compile(r"\]\(([^)\s]+)\)|<img src=\"([^\"]+)\"")


def anchors(document: Path) -> set[str]:
    """The ids GitHub gives a document's headings: lower case, punctuation dropped, spaces as -."""
    headings = re.findall(r"^#+ (.+)$", document.read_text(encoding="utf-8"), re.MULTILINE)
    return {re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-") for heading in headings}


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda path: path.name)
def test_every_relative_link_leads_to_a_file_and_heading(document):
    targets = [a or b for a, b in LINK.findall(document.read_text(encoding="utf-8"))]
    broken = []
    for target in targets:
        if re.match(r"\w+:", target):
            continue                                   # https:, mailto:
        path, _, anchor = target.partition("#")
        linked = (document.parent / path) if path else document
        if not linked.exists() or (anchor and anchor not in anchors(linked)):
            broken.append(target)
    assert not broken


def test_the_readme_keeps_the_two_commands_and_stays_short():
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    assert "    bin/run" in lines and "    bin/test" in lines
    assert len(lines) < 200


# --- docs/architecture.md names every module and blueprint, web/__init__.py every layer ------------

ARCHITECTURE = ROOT / "docs" / "architecture.md"


def package_sections(text: str) -> dict[str, str]:
    """The text under each heading that names a folder (``## `web/store/` ``), by the folder."""
    parts = re.split(r"^#{2,3} `([\w/]+/)`.*$", text, flags=re.M)
    return dict(zip(parts[1::2], parts[2::2]))


def test_the_layout_names_every_module_under_its_package():
    sections = package_sections(ARCHITECTURE.read_text())
    assert {"referee/", "referee/games/", "web/", "web/store/", "schemas/"} <= set(sections)
    unnamed = [path.relative_to(ROOT).as_posix()
               for package in ("referee", "schemas", "web") for path in sorted((ROOT / package).rglob("*.py"))
               if f"`{path.name}`" not in sections.get(path.parent.relative_to(ROOT).as_posix() + "/", "")]
    assert unnamed == []


def test_the_layout_names_every_blueprint_of_the_app(tmp_path):
    app = app_module.create_app({"DATABASE": str(tmp_path / "a.sqlite3"), "TESTING": True})
    text = ARCHITECTURE.read_text()
    assert len(app.blueprints) > 10
    assert [name for name in app.blueprints if f"`{name}`" not in text] == []


def service_layers() -> list[str]:
    """The modules of the service's layers contract in pyproject.toml (the one over ``web``)."""
    import tomllib

    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"]
    layers = next(c["layers"] for c in contracts if c["type"] == "layers" and "containers" not in c
                  and any(layer.startswith("web.") for layer in c["layers"]))
    return [name.strip() for layer in layers for name in layer.split("|") if name.strip().startswith("web.")]


def test_the_service_package_names_every_layer_of_its_contract():
    import web

    assert len(service_layers()) > 20
    assert [name for name in service_layers() if f"`{name}`" not in (web.__doc__ or "")] == []
