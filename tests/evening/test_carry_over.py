"""Who plays for a Black Mariah pot that carried over, and who deals: the ruling, the
table's next deal, the API's ``next_players`` and the hands list say the same.

The rule text (black-mariah.de.txt, quoted in docs/rules.md), at the showdown: "Kann kein Spieler diese
beiden Bedingungen erfüllen, wird die Runde abgebrochen. Das Geld, alle Einsätze, verbleiben im
Pot. Die Karten werden eingesammelt, gemischt und das Spiel startet von Neuem."  And for the Q♠
as a door card: "Die Karten werden wieder eingesammelt, gemischt und es beginnt eine neue
Runde."  The game starts anew: a new deal like any other (everyone at the table dealt in, the
deal passing on, the antes paid), the pot waiting in the middle.  The other reading, the round
going on among the players still in (the same dealer, no antes, as Follow the Queen's redeal),
is the option ``carry_still_in``."""

from __future__ import annotations

import json
import pathlib

from tests.pages.conftest import Browser, Site, SiteApi
from web import commands, views

from .conftest import Evening

SHOWDOWN_CARRY = json.loads((pathlib.Path(__file__).parents[2] / "sample_hands" / "bm-abort-showdown-carry.json")
                            .read_text())["actions"]            # Anna folds on 4th street, Dan on 5th


def black_mariah(db, **options) -> Evening:
    game = {"variant": "BM", "ante": 1, "bet_limits": [1, 5], "max_raises": 3, "options": options}
    return Evening(db, players=[(n, 100) for n in ("Anna", "Ben", "Carla", "Dan")], game=game)


def carried(evening: Evening) -> dict:
    """Hand 1 played to its showdown, where nobody has the best hand with the Q♠ in the hole."""
    hand = evening.run(commands.start_live, evening.id)
    for action in SHOWDOWN_CARRY:
        view = evening.run(commands.act, hand["id"], action)
    assert view["status"] == "booked" and view["ruling"]["carried_pot"] == 51
    return view


def test_the_game_starts_anew_everyone_dealt_in_the_deal_passing_on(db):
    """"Die Karten werden eingesammelt, gemischt und das Spiel startet von Neuem.\""""
    evening = black_mariah(db)
    hand = carried(evening)
    assert hand["ruling"]["redeal_players"] == []
    said = views.evening_view(db, evening.id)
    assert said["next_dealer"] == "Anna" and said["redeal_of"] is None            # Dan dealt hand 1
    assert said["next_players"] == ["Ben", "Carla", "Dan", "Anna"]                 # Anna and Dan folded: in again
    second = evening.run(commands.start_live, evening.id)
    assert second["header"]["players"] == ["Ben", "Carla", "Dan", "Anna"]
    assert second["header"]["antes"] == [1, 1, 1, 1] and second["header"]["carried_pot"] == 51
    assert second["pot_total"] == 51 + 4


def test_with_carry_still_in_the_round_goes_on_among_the_players_still_in(db):
    evening = black_mariah(db, carry_still_in=True)
    hand = carried(evening)
    assert hand["ruling"]["redeal_players"] == ["Ben", "Carla"]
    assert "a new deal of the players still in, Ben and Carla, by the same dealer without antes" in \
        hand["ruling"]["explanation"]["en"]
    said = views.evening_view(db, evening.id)
    assert (said["next_dealer"], said["next_players"], said["redeal_of"]) == ("Dan", ["Ben", "Carla"], 1)
    second = evening.run(commands.start_live, evening.id)
    assert second["header"]["players"] == ["Ben", "Carla"] and second["header"]["antes"] == [0, 0]
    assert second["pot_total"] == 51


def test_a_queen_of_spades_door_card_with_carry_still_in_deals_the_same_players_again(db):
    """"Ist die sichtbare Karte irgendeines Spielers die Pik Dame ... wird die Runde abgebrochen.\""""
    evening = black_mariah(db, carry_still_in=True)
    hand = evening.run(commands.start_live, evening.id)
    for action in ("d dh p1 ????5d", "d dh p2 ????Qs", "d dh p3 ????8h", "d dh p4 ????Kc"):
        view = evening.run(commands.act, hand["id"], action)
    assert view["ruling"]["outcome"] == "carried_over" and view["ruling"]["redeal_players"] == \
        ["Anna", "Ben", "Carla", "Dan"]
    assert views.evening_view(db, evening.id)["next_dealer"] == "Dan"


def test_the_hands_list_says_the_pot_carried_over(tmp_path):
    site = Site(tmp_path / "hands.sqlite3")
    api = SiteApi(site)
    evening = api.evening(players=(("Anna", 100), ("Ben", 100), ("Carla", 100), ("Dan", 100)),
                          game={"variant": "BM", "ante": 1, "bet_limits": [1, 5], "max_raises": 3})
    hand = api.live(evening)["id"]
    for action in SHOWDOWN_CARRY:
        api.act(hand, action)
    page = Browser(site).get(f"/evenings/{evening}/hands").text
    assert "<td>carried over</td>" in page and "<td>showdown</td>" not in page
