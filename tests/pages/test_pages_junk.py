"""No programming junk on any page, in English and German: every template's pages rendered in
the states a host meets (before the first hand, a card to enter, a betting round, a correction,
a broken entry, the showdown, a ruling with a side pot, every sample hand's ruling, the game
form with every game's options, the leaderboard after a rebuy, a join and a leave, the
replay step by step, the story, the phones' view, upload, login, a page not found), scanned for
a Python repr, None, undefined, NaN, an unfilled placeholder or an identifier (`tests.junk`)."""

import json
import re
import urllib.parse

import pytest

from harness.service import ROOT
from tests.junk import junk, visible_text
from tests.pages.conftest import Browser
from tests.service.test_service_uploads import PLAYERS, SHOWDOWN

SAMPLES = sorted(p for p in (ROOT / "sample_hands").glob("*.json"))
ATTRIBUTES = re.compile(r'\b(?:aria-label|title|placeholder|data-confirm)="([^"]*)"')


def scanned(page: str) -> list[str]:
    """The junk in a page's visible text and in the words of its attributes a reader meets."""
    return junk(visible_text(page)) + [j for words in ATTRIBUTES.findall(page) for j in junk(words)]


def get(browser: Browser, path: str, status: int = 200) -> str:
    response = browser.get(path)
    assert response.status_code == status, (path, response.status_code)
    return response.text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_sample_hand_ruled_on_the_upload_page_reads_clean(site, lang):
    browser = Browser(site, lang=lang)
    token = browser.token("/upload")
    for path in SAMPLES:
        text = json.dumps(json.loads(path.read_text()))
        response = browser.post("/upload", {"text": text, "evening": ""}, token=token)
        assert response.status_code == 200, (path.name, response.text[:300])
        assert "id=\"ruling\"" in response.text, path.name
        assert not scanned(response.text), (lang, path.name, scanned(response.text))


def evening_with_everything(api) -> tuple[int, int, int]:
    """An evening of Follow the Queen with options, a booked hand, a rebuy, a join and a leave,
    and a hand in play corrected three entries back: (evening, booked hand, hand in play)."""
    evening = api.evening()
    booked = api.ok("POST", f"/api/evenings/{evening}/hands", 201, json={"players": PLAYERS, "actions": SHOWDOWN})
    api.ok("PUT", f"/api/evenings/{evening}/game", json={
        "variant": "FTQ", "ante": 1, "bet_limits": [1, 5],
        "options": {"queens_wild": False, "hole_queens_wild": True, "odd_chip": "high_suit", "blaze": True}})
    api.ok("POST", f"/api/evenings/{evening}/players/Ben/rebuy", 201, json={"chips": 20})
    api.ok("POST", f"/api/evenings/{evening}/players", 201, json={"name": "Dora", "chips": 8, "after": "Anna"})
    api.ok("POST", f"/api/evenings/{evening}/players", 201, json={"name": "Emil", "chips": 30})
    api.ok("POST", f"/api/evenings/{evening}/players/Emil/leave", 200)
    live = api.live(evening)
    return evening, booked["id"], live["id"]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_page_reads_clean(api, site, lang):
    evening, booked, hand = evening_with_everything(api)
    browser = Browser(site, lang=lang)
    browser.post(f"/evenings/{evening}/odds", {"show": "1"})
    pages = {"start": "/", "board": f"/evenings/{evening}/board", "hands": f"/evenings/{evening}/hands",
             "story": f"/evenings/{evening}/story", "upload": "/upload", "login": "/login",
             "table, a card to enter": f"/evenings/{evening}"}
    link = re.search(r'href="([^"]+)" data-watch-link', get(browser, pages["board"]))[1]
    pages["watch"] = urllib.parse.urlsplit(link).path
    replay = get(browser, f"/hands/{booked}")
    steps = int(re.search(r"(?:Step|Schritt) \d+ (?:of|von) (\d+)", replay)[1])
    pages.update({f"replay step {n}": f"/hands/{booked}?step={n}" for n in range(steps)})
    for name, path in pages.items():
        assert not scanned(get(browser, path)), (lang, name, scanned(get(browser, path)))

    # the hand in play, step by step, with a correction three entries back and a broken entry
    view = api.ok("GET", f"/api/hands/{hand}")
    assert [p["name"] for p in view["players"]] == ["Dora", "Ben", "Carla", "Anna"]    # Anna deals; Dora has 8
    for action in ("d dh Dora ????Qh", "d dh Ben ????6c", "d dh Carla ????9d", "d dh Anna ????2s"):
        view = api.act(hand, action)
    states = {"table, betting with the round in one tap": f"/evenings/{evening}",
              "table, a card corrected": f"/evenings/{evening}?fix=2",
              "table, one put in before": f"/evenings/{evening}?fix=2&how=insert"}
    for action in ("Ben cbr 2", "Carla cc", "Anna f", "Dora cbr 7"):                    # Dora all-in
        view = api.act(hand, action)
    states["table, a bet to correct"] = f"/evenings/{evening}?fix=5"
    states["table, after an all-in raise"] = f"/evenings/{evening}"
    for name, path in states.items():
        assert not scanned(get(browser, path)), (lang, name, scanned(get(browser, path)))
    view = api.ok("DELETE", f"/api/hands/{hand}/actions/5", params={"seq": view["seq"]})   # Carla's call
    assert view["broken"]["index"] == 5
    page = get(browser, f"/evenings/{evening}")
    assert 'data-broken="' in page and not scanned(page), (lang, scanned(page))
    view = api.ok("POST", f"/api/hands/{hand}/actions/5", json={"action": "Carla cc", "seq": view["seq"]})
    assert view["broken"] is None
    for action in ("Ben cc", "Carla cc", "d dh Dora 7h", "d dh Ben 8s", "d dh Carla Kd"):
        view = api.act(hand, action)
    assert not scanned(get(browser, f"/evenings/{evening}")), lang     # Dora all-in: Ben and Carla bet on
    while view["status"] == "live":
        nxt = view["next"]
        if nxt["kind"] == "deal":
            card = next(c for c in (r + s for r in "23456789TJQKA" for s in "cdhs") if c not in view["seen"])
            faces = nxt["faces"]
            view = api.act(hand, f"d dh p{nxt['seat'] + 1} {'??' * faces.count('d')}{card if 'u' in faces else ''}")
        elif nxt["kind"] == "act":
            view = api.act(hand, f"p{nxt['seat'] + 1} cc")
        else:
            page = get(browser, f"/evenings/{evening}")
            assert not scanned(page), (lang, "the showdown", scanned(page))
            seen = set(view["seen"])
            holes = [c for c in (r + s for r in "23456789TJQKA" for s in "shdc") if c not in seen][:3]
            view = api.act(hand, f"p{nxt['seat'] + 1} sm {''.join(holes)}")
    page = get(browser, f"/evenings/{evening}")
    assert 'id="ruling"' in page and not scanned(page), (lang, "the ruling", scanned(page))
    replay = get(browser, f"/hands/{hand}")
    assert 'id="corrections"' in replay and not scanned(replay), (lang, scanned(replay))

    # dealer's choice: every game's form, and the change confirmed in words
    for variant, options in (("BM", {"opt-BM-abort": "on", "opt-BM-wild": "on"}), ("F7S", {}),
                             ("FTC", {"opt-FTC-odd_chip": "high_suit"}),
                             ("FTQ", {"opt-FTQ-queens_wild": "on", "opt-FTQ-hole_queens_wild": "on"})):
        fields = {"variant": variant, "ante": "1", "bet_min": "1", "bet_max": "5", "max_raises": "3",
                  "bring_in": "1", "small_bet": "2", "big_bet": "4", **options}
        answer = browser.post(f"/evenings/{evening}/game", fields)
        assert answer.status_code == 200 and 'data-notice' in answer.text, (variant, answer.text[:300])
        assert not scanned(answer.text), (lang, variant, scanned(answer.text))
    assert not scanned(get(browser, "/evenings/999", 404)), lang
