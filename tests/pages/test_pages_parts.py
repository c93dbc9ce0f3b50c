"""The parts of the table drawn once and kept (web/pages/parts.py: a seat, a card of the
picker, an entry): kept apart by language, and drawn anew when a tap changes them, as the
table's script gets them after a tap."""

from __future__ import annotations

import re

from tests.pages.conftest import Browser

FETCH = {"X-Requested-With": "fetch"}


def _seat(html: str, name: str) -> str:
    return re.search(rf'<li class="seat[^"]*" data-player="{name}">.*?</li>', html, flags=re.S)[0]


def _pick(html: str, card: str) -> str:
    return re.search(rf'<button class="pick[^"]*" name="card" value="{card}"[^>]*>', html)[0]


def _entries(html: str) -> str:
    return html.split('<ol class="entry-list" reversed>', 1)[1].split("</ol>", 1)[0]


def test_a_kept_part_differs_by_language_and_changes_after_a_tap(api, site):
    evening = api.evening()
    hand = api.live(evening)["id"]
    api.act(hand, "d dh p1 ????5h")
    english, german = Browser(site), Browser(site, lang="de")
    before = {lang: who.get(f"/evenings/{evening}").text for lang, who in (("en", english), ("de", german))}
    # the same seat, card and entry, first drawn in English, then kept apart in German
    assert "to act" not in _seat(before["en"], "Ben") and "Ben" in _seat(before["de"], "Ben")
    assert 'aria-label="J♥"' in _pick(before["en"], "Jh") and 'aria-label="B♥"' in _pick(before["de"], "Jh")
    assert _entries(before["en"]) != _entries(before["de"])
    assert "5♥" in _entries(before["en"]) and "5♥" in _entries(before["de"])
    dealer = {lang: re.findall(r'class="dealer-button"[^>]*>(\w)<', html) for lang, html in before.items()}
    assert dealer == {"en": ["D"], "de": ["G"]}
    # a tap: Ben gets the J♥; his seat, that card of the picker and the entries are drawn anew
    seq = api.ok("GET", f"/api/hands/{hand}")["seq"]
    tapped = german.post(f"/hands/{hand}/act", {"card": "Jh", "seq": str(seq)}, headers=FETCH)
    assert tapped.status_code == 200, tapped.text
    after = {"de": tapped.json["html"], "en": english.get(f"/evenings/{evening}").text}
    for lang, face in (("en", "J♥"), ("de", "B♥")):
        assert face not in _seat(before[lang], "Ben") and face in _seat(after[lang], "Ben")
        assert " disabled" not in _pick(before[lang], "Jh") and " disabled" in _pick(after[lang], "Jh")
        assert face not in _entries(before[lang]) and face in _entries(after[lang])
        assert _seat(after[lang], "Anna") == _seat(before[lang], "Anna")      # untouched: as it was
    assert _seat(after["en"], "Ben") != _seat(after["de"], "Ben")


def test_a_part_is_kept_by_its_arguments_equal_values_alike_types_apart():
    from markupsafe import Markup

    from web.pages import parts
    seat = {"name": "Anna", "stack": 496, "cards": [{"id": "7c", "face": "7♣", "up": True}], "next": None}
    again = {"name": "".join(["An", "na"]), "stack": 495 + 1, "cards": [dict(seat["cards"][0])], "next": None}
    assert parts._written([seat]) == parts._written([again])
    assert parts._written([{"n": True}]) != parts._written([{"n": 1}]) != parts._written([{"n": "1"}])
    assert parts._written([{"n": 1.0}]) != parts._written([{"n": 1}])
    assert parts._written([{"html": Markup("<b>")}]) == [repr({"html": Markup("<b>")})]    # marshal cannot: repr
