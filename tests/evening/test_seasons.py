"""The season's standings on the commands: a player is the same across evenings by name, the
standings are the sum of the evenings (hypothesis), and what the hands count for (VPIP,
showdowns, wild cards) is the referee's."""

from __future__ import annotations

import json
import random
from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from harness.handgen import play
from harness.properties import examples
from tests.evening.conftest import Evening, tables
from web import commands, seasons, settle, store, story
from web.views import evening_view

EURO = {"amount": "0.10", "currency": "€"}
# Anna brings in (forced) and folds to Ben's completion; Carla calls; Ben and Carla check it down
BRING_IN = ["d dh p1 ????2c", "d dh p2 ????Ah", "d dh p3 ????Kd", "p1 pb", "p2 cbr 2", "p3 cc", "p1 f",
            "d dh p2 Qh", "d dh p3 5s", "p2 cc", "p3 cc", "d dh p2 7c", "d dh p3 8d", "p2 cc", "p3 cc",
            "d dh p2 9c", "d dh p3 Td", "p2 cc", "p3 cc", "d dh p2 ??", "d dh p3 ??", "p2 cc", "p3 cc",
            "p2 sm AsAdQs", "p3 sm 2h3h4h"]


def random_evening(db, rng: random.Random, names: list[str], season: str, hands: int, value=None) -> int:
    """An evening of `hands` random Follow the Queen hands, ended."""
    evening = Evening(db, players=[(n, rng.choice([30, 60, 100])) for n in names], season=season, chip_value=value)
    for _ in range(hands):
        view = evening.view()
        chips = {p["name"]: p["chips"] for p in view["players"]}
        players = view["next_players"]
        if len(players) < 3:
            break
        history = {"variant": "FTQ", "players": players, "antes": [1] * len(players),
                   "starting_stacks": [chips[n] for n in players], "bet_limits": [1, 5], "max_raises": 3,
                   "actions": []}
        play(rng, history)
        evening.run(commands.upload, evening.id, {"players": players, "actions": history["actions"]})
    evening.run(commands.end_evening, evening.id)
    return evening.id


def test_a_player_is_the_same_across_evenings_by_name(db):
    first = Evening(db, players=[("Jörg", 50), ("Ben", 50), ("Carla", 50)], season="Fridays", chip_value=EURO)
    first.act(first.live()["id"], "d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f")
    first.run(commands.end_evening, first.id)
    spellings = [("JO\u0308RG ", 40), ("ben", 40), ("Dora", 40)]              # decomposed ö, other case, spaces
    second = Evening(db, players=[(n.strip(), c) for n, c in spellings], season=" fridays", chip_value=EURO)
    second.act(second.live()["id"], "d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 f",
               "p3 f")
    second.run(commands.end_evening, second.id)
    assert [s["name"] for s in store.seasons(db)] == ["Fridays"]                # one season, its first spelling
    season = evening_view(db, second.id)["season"]["id"]
    table = seasons.standings(db, season)
    rows = {p["name"]: p for p in table["players"]}
    jorg = "JO\u0308RG"
    assert set(rows) == {jorg, "ben", "Carla", "Dora"}                         # the latest spelling shows
    assert rows[jorg]["evenings"] == 2 and rows[jorg]["hands_played"] == 2
    assert (rows[jorg]["net_chips"], rows[jorg]["net_money"]) == (4, "0.40")    # the first to act won both
    assert [r and r["net_money"] for r in rows[jorg]["results"]] == ["0.20", "0.20"]
    assert [r and r["net_money"] for r in rows["Dora"]["results"]] == [None, "-0.10"]
    assert (rows["ben"]["net_money"], rows["ben"]["evenings"]) == ("-0.20", 2)
    assert table["currency"] == "€"
    assert [p["name"] for p in table["players"]] == [jorg, "Carla", "Dora", "ben"]   # by money, then by name


def test_what_a_hand_counts_for(db):
    evening = Evening(db, players=[("Anna", 50), ("Ben", 50), ("Carla", 50)], season="S",
                      game={"variant": "FTQ", "ante": 1, "bet_limits": [1, 5]})
    evening.run(commands.upload, evening.id, {"players": ["Anna", "Ben", "Carla"], "actions": [
        "d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"]})
    fixed = {"variant": "F7S", "ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4}
    hand = evening.live(fixed)
    assert hand["players"][0]["name"] == "Ben"
    evening.act(hand["id"], *BRING_IN)                     # Ben brings in and folds; Carla completes; Anna calls
    evening.run(commands.end_evening, evening.id)
    table = seasons.standings(db, evening_view(db, evening.id)["season"]["id"])
    rows = {p["name"]: p for p in table["players"]}
    assert rows["Anna"]["hands_played"] == rows["Ben"]["hands_played"] == 2
    assert (rows["Anna"]["vpip"], rows["Ben"]["vpip"], rows["Carla"]["vpip"]) == (1.0, 0.0, 0.5)
    assert (rows["Carla"]["showdowns"], rows["Carla"]["showdowns_won"]) == (1, 1)
    assert (rows["Anna"]["showdowns"], rows["Anna"]["showdowns_won"]) == (1, 0)
    assert rows["Ben"]["showdowns"] == 0
    assert rows["Carla"]["wild_cards_at_showdowns"] == 0                   # Seven-Card Stud: nothing wild
    assert rows["Carla"]["best_hand"]["description"]["en"] == "a full house, Aces over Queens"
    assert rows["Anna"]["biggest_pot"] == 3 and table["rivers_pending"] == 1


def test_hand_stats_are_kept_as_each_hand_is_booked_and_equal_a_replay(db):
    """The standings' numbers are worked out from the state at hand as a hand is booked (live
    or uploaded); the same as the hand replayed, which `work_out_stats` does where the cache
    lost them, once."""
    rng = random.Random(4)
    random_evening(db, rng, ["Anna", "Ben", "Carla", "Dan"], "Kept", hands=4)
    season = store.seasons(db)[0]["id"]
    assert tables(db)["hand_stats"].count == 4 and seasons.work_out_stats(db, season) == 0
    before = seasons.standings(db, season)
    kept = {row["hand_id"]: json.loads(row["stats"]) for row in tables(db)["hand_stats"].rows}
    for hand_id, stats in kept.items():
        hand = store.hand(db, hand_id)
        assert seasons.stats_of(hand, store.effective_actions(store.action_log(db, hand_id))) == stats
    db.execute("DELETE FROM hand_stats")                    # a cache: dropping it loses nothing
    assert seasons.standings(db, season) == before          # worked out without being kept, the same numbers
    assert seasons.work_out_stats(db, season) == 4
    assert seasons.work_out_stats(db, season) == 0
    assert {row["hand_id"]: json.loads(row["stats"]) for row in tables(db)["hand_stats"].rows} == kept
    assert seasons.standings(db, season) == before


@settings(max_examples=examples(4), deadline=None)
@given(seed=st.integers(0, 10**6), evenings=st.integers(2, 4), money=st.booleans())
def test_the_standings_are_the_sum_of_the_evenings(seed, evenings, money):
    db = store.connect(":memory:")
    store.init_db(db)
    rng = random.Random(seed)
    pool = ["Anna", "Ben", "Carla", "Dan", "Emil", "Fritz"]
    ids = [random_evening(db, rng, rng.sample(pool, rng.randint(3, 5)), "All", rng.randint(1, 5),
                          EURO if money else None) for _ in range(evenings)]
    season = store.seasons(db)[0]["id"]
    whole = {p["name"]: p for p in seasons.standings(db, season)["players"]}
    # each evening alone: its own season
    alone = []
    for i, evening_id in enumerate(ids):
        with store.transaction(db):
            commands.change_evening(db, evening_id, {"season": f"Alone {i}"})
        alone.append({p["name"]: p for p in seasons.standings(db, evening_view(db, evening_id)["season"]["id"])
                      ["players"]})
    settled = [{p["name"]: p["net_chips"] for p in settle.settlement(db, e)["players"]} for e in ids]
    told = [{p["name"]: p["hands_played"] for p in story.story(db, e)["players"]} for e in ids]
    for name, row in whole.items():
        parts = [a[name] for a in alone if name in a]
        assert row["evenings"] == len(parts) == sum(p["evenings"] for p in parts)
        for key in ("net_chips", "hands_played", "showdowns", "showdowns_won", "wild_cards_at_showdowns"):
            assert row[key] == sum(p[key] for p in parts), key
        assert row["biggest_pot"] == max(p["biggest_pot"] for p in parts)
        vpip_hands = sum(round(p["vpip"] * p["hands_played"]) for p in parts if p["hands_played"])
        assert round(row["vpip"] * row["hands_played"]) == vpip_hands
        # and the evenings' own numbers: the settlement's result, the story's hands
        assert row["net_chips"] == sum(s.get(name, 0) for s in settled)
        assert row["hands_played"] == sum(t.get(name, 0) for t in told)
    assert sum(p["net_chips"] for p in whole.values()) == 0
    if money:
        assert sum(Decimal(p["net_money"]) for p in whole.values()) == 0
    db.close()


# Anna, short, is all in on 3rd street; Ben bets on 4th street and Carla calls (a side pot);
# Carla's four Aces win the main pot and the side pot: one showdown won
SIDE_POT = ["d dh p1 2c3d9d", "d dh p2 KcKd6c", "d dh p3 AsAdQh", "p3 cc", "p1 cbr 3", "p2 cc", "p3 cc",
            "d dh p1 7h", "d dh p2 8s", "d dh p3 Ts", "p3 cc", "p2 cbr 2", "p3 cc", "d dh p1 4c", "d dh p2 5s",
            "d dh p3 Js", "p3 cc", "p2 cc", "d dh p1 2h", "d dh p2 3c", "d dh p3 4d", "p3 cc", "p2 cc",
            "d dh p1 5d", "d dh p2 Kh", "d dh p3 Ac", "p3 cc", "p2 cc", "p3 sm AsAdAc", "p1 sm 2c3d5d",
            "p2 sm KcKdKh"]
# Anna and Ben both make a straight, six high, and split the pot of 3 (Anna +2, Ben +1)
SPLIT = ["d dh p1 ????4h", "d dh p2 ????4c", "d dh p3 ????Ks", "p3 f", "p1 cc", "p2 cc", "d dh p1 5s",
         "d dh p2 5h", "p1 cc", "p2 cc", "d dh p1 6d", "d dh p2 6s", "p1 cc", "p2 cc", "d dh p1 8c", "d dh p2 8d",
         "p1 cc", "p2 cc", "d dh p1 ??", "d dh p2 ??", "p1 cc", "p2 cc", "p1 sm 2c3d9h", "p2 sm 2d3c9s"]


def test_a_showdown_won_counts_once_and_the_biggest_pot_is_the_pot(db):
    """The story, the standings and the board count a showdown won once, however many pots it
    brought; the biggest pot is the pot won or shared, not the share of it."""
    evening = Evening(db, players=[("Anna", 4), ("Ben", 50), ("Carla", 50)], season="Pots")
    evening.act(evening.live()["id"], *SIDE_POT)
    assert [pot[0] for pot in store.summaries(db, evening.id)[0]["pots"]] == [12, 4]
    told = {p["name"]: p["showdowns_won"] for p in story.story(db, evening.id)["players"]}
    assert told == {"Anna": 0, "Ben": 0, "Carla": 1}
    split = Evening(db, season="Pots")
    split.act(split.live()["id"], *SPLIT)
    board = split.board()
    assert (board["Anna"]["biggest_pot"], board["Ben"]["biggest_pot"]) == (3, 3)
    split.run(commands.end_evening, split.id)
    evening.run(commands.end_evening, evening.id)
    rows = {p["name"]: p for p in seasons.standings(db, store.seasons(db)[0]["id"])["players"]}
    assert {name: row["showdowns_won"] for name, row in rows.items()} == {"Anna": 1, "Ben": 1, "Carla": 1}
    assert {name: row["biggest_pot"] for name, row in rows.items()} == {"Anna": 3, "Ben": 3, "Carla": 16}


def test_a_wild_card_face_up_in_a_hand_mucked_at_the_showdown_counts(db):
    """Ben reaches the showdown with the Q♥ face up and a Q♦ the host typed in the
    hole, and mucks: the standings count his Q♥ (public), not his Q♦ (private: served to
    guests, the figure must not tell it). Numbers kept by an older version (no ``version``, the
    Q♥ not counted) are worked out again, and replace the old ones once."""
    from tests.test_wild_at_showdowns import MUCKED_QUEEN
    evening = Evening(db, players=[("Anna", 100), ("Ben", 100), ("Carla", 100)], season="Wild",
                      game={"variant": "FTQ", "ante": 1, "bet_limits": [1, 5]})
    actions = ["d dh p2 Qd5h7h" if a == "d dh p2 Ah5h7h" else a for a in MUCKED_QUEEN["actions"]]
    hand_id = evening.run(commands.upload, evening.id, {"players": ["Anna", "Ben", "Carla"], "actions": actions})["id"]
    evening.run(commands.end_evening, evening.id)
    season = evening_view(db, evening.id)["season"]["id"]
    (digest, kept), = db.execute("SELECT ruling_digest, stats FROM hand_stats WHERE hand_id = ?", [hand_id]).fetchall()
    old = {name: {k: v for k, v in numbers.items() if k != "version"} for name, numbers in json.loads(kept).items()}
    old["Ben"]["wild"] = 0                                   # as the standings counted a muck before
    with store.transaction(db):
        db.execute("DELETE FROM hand_stats")
        store.add_hand_stats(db, hand_id, digest, old)
    rows = {p["name"]: p for p in seasons.standings(db, season)["players"]}
    assert (rows["Ben"]["showdowns"], rows["Ben"]["wild_cards_at_showdowns"]) == (1, 1)
    assert rows["Carla"]["wild_cards_at_showdowns"] == 1 and rows["Anna"]["wild_cards_at_showdowns"] == 0
    assert seasons.work_out_stats(db, season) == 1 and seasons.work_out_stats(db, season) == 0
    assert json.loads(db.execute("SELECT stats FROM hand_stats").fetchone()[0]) == json.loads(kept)
    assert {p["name"]: p["wild_cards_at_showdowns"] for p in seasons.standings(db, season)["players"]} == \
        {"Anna": 0, "Ben": 1, "Carla": 1}
