"""German and English throughout: every word in both languages, the German pages without
English left in them, and every page named in docs/tablet.md."""

import html
import re
import string

import pytest

import app as app_module
from harness.service import ROOT
from referee.games import GAMES
from tests.pages.conftest import Browser
from web.i18n import pick
from web.pages import games
from web.pages.frame import PAGES
from web.words import WORDS, Words, say

#: words that mark a sentence as English or as German (none of them is a word of the other language)
ENGLISH = {"the", "and", "of", "with", "is", "are", "has", "was", "not", "for", "this", "that", "from", "you",
           "must", "cannot", "nothing", "nobody", "which", "already", "each", "every", "after", "before"}
GERMAN = {"der", "die", "das", "und", "mit", "nicht", "ist", "für", "von", "eine", "einen", "zu", "auf", "dem",
          "den", "des", "wird", "hat", "kein", "keine", "noch", "oder", "nichts", "niemand", "schon", "jeder"}


def _without_names(text: str) -> str:
    """The text without the games' own names and identifiers (field names like booked_after)."""
    return re.sub(r"Follow the (Queen|Cowboy)|\w*_\w*", " ", text)


def fields(text: str) -> list[str]:
    return sorted(f for _, f, _, _ in string.Formatter().parse(text) if f)


@pytest.mark.parametrize("key", sorted(WORDS))
def test_every_word_in_both_languages(key):
    en, de = WORDS[key]
    assert en.strip() and de.strip()
    assert fields(en) == fields(de), key
    sample = {name: "7" for name in fields(en)}
    words = {lang: set(re.findall(r"[^\W\d_]+", _without_names(say(key, lang, **sample)).casefold()))
             for lang in ("en", "de")}
    assert not words["de"] & ENGLISH, (key, words["de"] & ENGLISH)
    assert not words["en"] & GERMAN, (key, words["en"] & GERMAN)


def test_a_word_the_catalog_lacks_fails_loudly():
    with pytest.raises(KeyError):
        say("no_such_word", "en")
    with pytest.raises(AttributeError):
        Words("de").no_such_word  # noqa: B018  (asking is the test)
    assert Words("de").clear == "Leeren"        # a dict of words gave its method clear() here


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


def test_the_german_pages_have_no_english_left(api, site):
    evening = api.evening()
    booked = api.ok("POST", f"/api/evenings/{evening}/hands", 201, json={
        "players": ["Anna", "Ben", "Carla"],
        "actions": ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"]})
    hand = api.live(evening)["id"]
    api.act(hand, "d dh p1 ????Kc")
    german = Browser(site, lang="de")
    english_only = [en for en, de in WORDS.values() if en != de and "{" not in en and len(en) > 4]
    german.post(f"/evenings/{evening}/odds", {"show": "1"})
    for path in ("/", f"/evenings/{evening}", f"/evenings/{evening}/board", f"/evenings/{evening}/hands",
                 f"/hands/{booked['id']}", "/upload", f"/evenings/{evening}/story", f"/hands/{booked['id']}/chances"):
        text = visible_text(german.get(path).text)
        left = [en for en in english_only if re.search(rf"(?<!\w){re.escape(en)}(?!\w)", text)]
        assert not left, (path, left)
    assert "Nächste Straße" in visible_text(german.get(f"/hands/{booked['id']}?step=0").text)


def test_every_page_is_in_the_tablet_document(tmp_path):
    section = (ROOT / "docs" / "tablet.md").read_text()
    app = app_module.create_app({"DATABASE": str(tmp_path / "doc.sqlite3")})
    pages = [rule for rule in app.url_map.iter_rules() if rule.endpoint.split(".")[0] in PAGES
             and "GET" in rule.methods and not rule.endpoint.endswith(".static")]
    assert len(pages) >= 10
    for rule in pages:
        path = re.sub(r"<(?:\w+:)?(\w+)>", r"<\1>", rule.rule)
        assert f"`{path}" in section, path


@pytest.mark.parametrize("variant", sorted(GAMES))
def test_every_option_of_every_game_has_words(variant):
    """Each option's name, each of its choices, and each value that differs from the default (as
    the table names a game: "Follow the Queen · Queens not wild") in both languages."""
    game = GAMES[variant]
    for lang in ("en", "de"):
        for option in game.options:
            assert option.title[lang] and "{" not in option.title[lang]
            values = [not option.default] if isinstance(option.default, bool) else list(option.choices)
            for value in values:
                words = games.option_words(option, value, lang)
                assert words and "_" not in words and "{" not in words, (option.name, value, words)
