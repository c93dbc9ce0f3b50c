"""German and English throughout: every word in both languages, the German pages without
English left in them, and every page named in the README."""

import html
import re
import string

import pytest

import app as app_module
from tests.pages.conftest import Browser
from tests.service.helpers import ROOT
from web.i18n import pick
from web.words import WORDS


@pytest.mark.parametrize("key", sorted(WORDS))
def test_every_word_in_both_languages(key):
    en, de = WORDS[key]
    assert en.strip() and de.strip()
    fields = lambda text: sorted(f for _, f, _, _ in string.Formatter().parse(text) if f)  # noqa: E731
    assert fields(en) == fields(de), key


def test_the_language_comes_from_the_cookie_then_the_browser():
    assert pick("de-AT,de;q=0.9", None) == "de"
    assert pick("fr-FR,fr;q=0.9", None) == "en"
    assert pick("de", "en") == "en"
    assert pick(None, "xx") == "en"


def visible_text(page: str) -> str:
    page = re.sub(r"<(script|svg|title)\b.*?</\1>", " ", page, flags=re.S)
    page = re.sub(r"<option[^>]*>.*?</option>", " ", page, flags=re.S)    # game names and option values
    page = re.sub(r"<code\b.*?</code>", " ", page, flags=re.S)            # option names (as the API spells them)
    page = re.sub(r"<[^>]+>", " ", page)
    return " ".join(html.unescape(page).split())


def test_the_german_pages_have_no_english_left(api, server):
    evening = api.evening()
    booked = api.ok("POST", f"/api/evenings/{evening}/hands", 201, json={
        "players": ["Anna", "Ben", "Carla"],
        "actions": ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"]})
    hand = api.live(evening)["id"]
    api.act(hand, "d dh p1 ????Kc")
    german = Browser(server.url, lang="de")
    english_only = [en for en, de in WORDS.values() if en != de and "{" not in en and len(en) > 4]
    german.post(f"/evenings/{evening}/odds", {"show": "1"})
    for path in ("/", f"/evenings/{evening}", f"/evenings/{evening}/board", f"/evenings/{evening}/hands",
                 f"/hands/{booked['id']}", "/upload", f"/evenings/{evening}/story", f"/hands/{booked['id']}/chances"):
        text = visible_text(german.get(path).text)
        left = [en for en in english_only if re.search(rf"(?<!\w){re.escape(en)}(?!\w)", text)]
        assert not left, (path, left)
    assert "Nächste Straße" in visible_text(german.get(f"/hands/{booked['id']}?step=0").text)


def test_every_page_is_in_the_readme(tmp_path):
    readme = (ROOT / "README.md").read_text()
    section = readme.split("## The tablet", 1)[1].split("\n## ", 1)[0]
    app = app_module.create_app({"DATABASE": str(tmp_path / "doc.sqlite3")})
    for rule in app.url_map.iter_rules():
        if rule.endpoint.startswith("pages.") and "GET" in rule.methods and rule.endpoint != "pages.static":
            path = re.sub(r"<(?:\w+:)?(\w+)>", r"<\1>", rule.rule)
            assert f"`{path}" in section, path
