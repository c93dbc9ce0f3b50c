"""Chicago's winner boxes on the tablet: the box of the player who takes a pot's spade
half shows the spade in the hole that took it, in words ("the highest spade in the hole"; Low
Chicago's lowest), not the five cards of their hand (a flush that lost to a full house won
nothing).  A player who takes both halves has both: the hand with its tag, and the spade."""

from __future__ import annotations

import re

import pytest

from tests.junk import junk, visible_text
from tests.pages.conftest import Browser
from tests.test_chicago import hand

#: Anna (p1) two pair, Aces and deuces; Ben (p2) a flush, K♠ 8♠ 6♠ 4♠ 3♠, with the K♠ and the 3♠
#: in the hole (the 4♠ is face up, as are Anna's 9♠ and Ben's 6♠ 8♠: face-up spades do not count);
#: Carla (p3) a full house, sevens over nines, no spade
FLUSH_AND_FULL_HOUSE = (["AhAd2c Ks3s4s 7h7d9c", "5d 6s 9d", "Jc 8s 7c", "9s Th Qd", "2h Jh 4d"],
                        ["p3 sm 7h7d9c9d7cQd4d", "p1 sm AhAd2c5dJc9s2h", "p2 sm Ks3s4s6s8sThJh"])
#: the same, but Ben's hole Q♠ for his K♠ and Carla's 7th-street card the K♠: Carla takes both halves
BOTH_HALVES = (["AhAd2c Qs3s4s 7h7d9c", "5d 6s 9d", "Jc 8s 7c", "9s Th Qd", "2h Jh Ks"],
               ["p3 sm 7h7d9c9d7cQdKs", "p1 sm AhAd2c5dJc9s2h", "p2 sm Qs3s4s6s8sThJh"])
#: Low Chicago, deuces wild: Carla's 2♠ in the hole is wild (nines full of sevens), so no spade: Ben's 3♠ is the lowest
WILD_DEUCE = (["AhAd5c Ks3s4s 7h2s9c", "5d 6s 9d", "Jc 8s 7c", "9s Th Qd", "3h Jh 4d"],
              ["p3 sm 7h2s9c9d7cQd4d", "p1 sm AhAd5c5dJc9s3h", "p2 sm Ks3s4s6s8sThJh"])


def played(api, variant: str, deal, options: dict | None = None) -> tuple[int, int]:
    """The hand of `deal` entered action by action at a table of Anna, Ben and Carla playing `variant`."""
    history = hand(variant, *deal, options=options)
    game = {"variant": variant, "options": options or {}, "ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4}
    evening = api.evening(game=game)
    state = api.live(evening)
    assert state["header"]["players"] == history["players"]
    for action in history["actions"]:
        state = api.act(state["id"], action)
    assert state["status"] == "booked"
    return evening, state["id"]


def boxes(page: str) -> dict[str, str]:
    """The ruling's boxes of the shown hands by player, each as its HTML (its own tag first)."""
    section = page.split('id="ruling-hands"', 1)[1].split("</section>", 1)[0]
    found = re.findall(r'(<div class="best[^"]*" data-player="([^"]+)">.*?)(?=<div class="best[ "]|$)', section,
                       flags=re.S)
    return {name: box for box, name in found}


def spade_half(box: str) -> str | None:
    """The part of a box that says which spade took a spade half (None: there is none)."""
    found = re.search(r"<div [^>]*data-spade-half[^>]*>(.*?)</div>", box, flags=re.S)
    return found.group(1) if found else None


def cards(part: str) -> list[str]:
    return re.findall(r'data-card="(\w\w)"', part)


def name_tag(box: str) -> str:
    """The words beside the player's name at the top of their box."""
    return visible_text(box.split('<div class="best-name">', 1)[1].split("</div>", 1)[0])


def test_the_spade_halfs_box_shows_the_spade_in_the_hole_not_the_flush(api, browser):
    evening, hand_id = played(api, "CHICAGO", FLUSH_AND_FULL_HOUSE)
    ruled = api.ok("GET", f"/api/hands/{hand_id}")["ruling"]
    assert [(p["decided_by"], p["shares"]) for p in ruled["pots"]] == [("spade_half", {"Carla": 3, "Ben": 3})]
    assert ruled["hands"]["Ben"]["category"] == "flush"
    page = browser.get(f"/evenings/{evening}").text
    shown = boxes(page)
    assert set(shown) == {"Anna", "Ben", "Carla"}
    ben = shown["Ben"]
    assert ben.startswith('<div class="best winner"')              # his box is a winner's
    spade = spade_half(ben)
    assert spade is not None, visible_text(ben)
    assert cards(spade) == ["Ks"]                                   # the K♠, not the five cards of his flush
    assert visible_text(spade) == "K♠ wins the spade half the highest spade in the hole"
    assert name_tag(ben) == "Ben"                                   # his flush won nothing: no "wins" by his name
    assert sorted(cards(ben.replace(spade, ""))) == sorted(["Ks", "8s", "6s", "4s", "3s"])   # his hand, as shown
    carla = shown["Carla"]
    assert name_tag(carla) == "Carla wins" and spade_half(carla) is None
    assert spade_half(shown["Anna"]) is None and name_tag(shown["Anna"]) == "Anna"
    assert not junk(visible_text(page))


def test_in_german_and_in_low_chicago_the_lowest_spade(api, browser):
    evening, _ = played(api, "LOWCHICAGO", FLUSH_AND_FULL_HOUSE)
    german = Browser(browser.site, lang="de")
    page = german.get(f"/evenings/{evening}").text
    spade = spade_half(boxes(page)["Ben"])
    assert spade is not None
    assert cards(spade) == ["3s"]                                   # Low Chicago: the 3♠ beats his K♠
    assert visible_text(spade) == "3♠ gewinnt die Pik-Hälfte das niedrigste verdeckte Pik"
    assert not junk(visible_text(page))
    english = browser.get(f"/evenings/{evening}").text
    assert visible_text(spade_half(boxes(english)["Ben"]) or "") == \
        "3♠ wins the spade half the lowest spade in the hole"


def test_one_player_with_both_halves_has_the_hand_and_the_spade(api, browser):
    evening, hand_id = played(api, "CHICAGO", BOTH_HALVES)
    ruled = api.ok("GET", f"/api/hands/{hand_id}")["ruling"]
    assert [(p["decided_by"], p["winners"]) for p in ruled["pots"]] == [("spade_half", ["Carla"])]
    shown = boxes(browser.get(f"/evenings/{evening}").text)
    carla = shown["Carla"]
    spade = spade_half(carla)
    assert spade is not None and cards(spade) == ["Ks"]
    assert name_tag(carla) == "Carla wins"
    assert sorted(cards(carla.replace(spade, ""))) == sorted(["7h", "7d", "7c", "9c", "9d"])
    assert spade_half(shown["Ben"]) is None and name_tag(shown["Ben"]) == "Ben"       # his Q♠ is lower


def test_a_wild_deuce_of_spades_in_the_hole_is_no_spade(api, browser):
    evening, hand_id = played(api, "LOWCHICAGO", WILD_DEUCE, {"deuces_wild": True})
    ruled = api.ok("GET", f"/api/hands/{hand_id}")["ruling"]
    assert ruled["explanation"]["en"].endswith("the spade half (3) to Ben, whose 3♠ is the lowest spade in the hole.")
    shown = boxes(browser.get(f"/evenings/{evening}").text)
    spade = spade_half(shown["Ben"])
    assert spade is not None and cards(spade) == ["3s"]
    carla = shown["Carla"]
    assert spade_half(carla) is None and name_tag(carla) == "Carla wins" and "2s" in cards(carla)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_replays_last_step_shows_the_spade_too(api, site, lang):
    _, hand_id = played(api, "CHICAGO", FLUSH_AND_FULL_HOUSE)
    page = Browser(site, lang=lang).get(f"/hands/{hand_id}").text
    spade = spade_half(boxes(page)["Ben"])
    assert spade is not None and cards(spade) == ["Ks"]
