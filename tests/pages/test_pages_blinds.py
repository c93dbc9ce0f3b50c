"""A game played with blinds (Outhouse) on the tablet: the game form asks for the small and the big
blind instead of the ante and the bring-in, the game's line says them, and the first betting round
says who posted what and who opens.  Through Flask's test client over a real SQLite file."""

from __future__ import annotations

from tests.junk import visible_text
from tests.pages.conftest import Browser, SiteApi

FORM = {"variant": "OUTHOUSE", "ante": "1", "bring_in": "1", "small_blind": "1", "big_blind": "2",
        "small_bet": "2", "big_bet": "4", "bet_min": "1", "bet_max": "5", "max_raises": "3",
        "opt-OUTHOUSE-open_pair_big_bet": "on"}


def test_the_game_form_takes_the_blinds_and_the_first_round_says_who_posted_what(site):
    api = SiteApi(site)
    evening = api.evening(players=(("Anna", 50), ("Ben", 50), ("Carla", 50), ("Dan", 50)))
    host = Browser(site)
    form = host.get(f"/evenings/{evening}").text
    assert 'data-betting="blinds"' in form and 'name="small_blind"' in form and 'name="big_blind"' in form

    sent = host.post(f"/evenings/{evening}/game", FORM)
    assert sent.status_code == 200 and "Changed: from hand" in sent.text, sent.text
    game = api.ok("GET", f"/api/evenings/{evening}")["game"]
    assert (game["variant"], game["ante"], game["small_blind"], game["big_blind"]) == ("OUTHOUSE", 0, 1, 2)
    assert "bring_in" not in game

    state = api.live(evening)
    first, second, third = state["header"]["players"][:3]
    for seat, cards in enumerate(("????Qh", "????6c", "????9d", "????2s"), start=1):
        state = api.act(state["id"], f"d dh p{seat} {cards}")
    page = visible_text(host.get(f"/evenings/{evening}").text)
    assert "Outhouse · blinds 1/2 · bets 2/4" in page
    assert (f"{first} posted the small blind 1, {second} the big blind 2: {third}, on the big blind's left, opens"
            in page)


def test_heads_up_the_dealer_posts_the_small_blind_unless_the_option_says_otherwise():
    from web.seating import blinds_of

    game = {"variant": "OUTHOUSE", "small_blind": 1, "big_blind": 2}
    assert blinds_of(game, 2) == [2, 1] and blinds_of(game, 3) == [1, 2, 0]
    assert blinds_of({**game, "options": {"heads_up_blinds": "left_of_dealer"}}, 2) == [1, 2]
