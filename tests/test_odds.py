"""Win odds: exact enumeration, Monte Carlo, and hand-worked spots, all agreeing."""

import random
from itertools import permutations

import pytest

from harness.properties import examples
from referee.cards import DECK, parse_cards
from referee.odds import odds
from referee.violations import RuleViolation

STUD = {"variant": "F7S", "players": ["Anna", "Ben"], "starting_stacks": [50, 50], "antes": [1, 1],
        "bring_in": 1, "small_bet": 2, "big_bet": 4}
# Anna: four Aces.  Ben: J-Q of hearts up, 9-10 of hearts in the hole: only K♥ or 8♥ on 7th street
# (a straight flush) beats her, and his 7th card is any of the 40 cards nobody has seen.
QUADS_VS_DRAW = ["d dh p1 AsAhAd", "d dh p2 9hThJh", "p2 pb", "p1 cc",
                 "d dh p1 Ac", "d dh p2 Qh", "p1 cc", "p2 cc", "d dh p1 2c", "d dh p2 2s", "p1 cc", "p2 cc",
                 "d dh p1 3d", "d dh p2 4d", "p1 cc", "p2 cc"]


def by_name(result):
    return {p["name"]: (p["win"], p["tie"]) for p in result["players"]}


def test_heads_up_on_sixth_street_with_every_hole_card_known():
    result = odds({**STUD, "actions": QUADS_VS_DRAW})
    assert result["method"] == "exact" and result["samples"] == 40 * 39 and result["stderr"] == 0
    anna, ben = by_name(result)["Anna"], by_name(result)["Ben"]
    assert ben == pytest.approx((2 / 40, 0)) and anna == pytest.approx((38 / 40, 0))


def test_monte_carlo_agrees_with_the_hand_worked_answer():
    result = odds({**STUD, "actions": QUADS_VS_DRAW}, exact_limit=0, seed=3, budget=60)   # precision, not time
    assert result["method"] == "monte-carlo" and 0 < result["stderr"] < 0.005
    assert by_name(result)["Ben"][0] == pytest.approx(2 / 40, abs=4 * result["stderr"] + 0.005)


FTQ = {"variant": "FTQ", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [50] * 3, "antes": [1] * 3,
       "bet_limits": [1, 5]}


def queen_to_come():
    """Follow the Queen, Carla folded on 3rd street: Anna's 6th-street card is the Q♥, Ben's is
    still to come, and its rank will be wild; then both 7th-street cards.  Anna has 3♣ 3♦ 3♥
    and an Ace; Ben has three eights."""
    return {**FTQ, "actions": ["d dh p1 3c3dAh", "d dh p2 8c8dKs", "d dh p3 ????2c", "p1 cc", "p2 cc", "p3 f",
                               "d dh p1 3h", "d dh p2 8h", "p1 cc", "p2 cc",
                               "d dh p1 5c", "d dh p2 6d", "p1 cc", "p2 cc", "d dh p1 Qh"]}


def test_a_queen_still_to_come_exact_and_monte_carlo_agree():
    exact = odds(queen_to_come())
    assert exact["method"] == "exact" and exact["samples"] == 40 * 39 * 38
    sampled = odds(queen_to_come(), exact_limit=0, seed=11, target=0.004, budget=60)
    for name in ("Anna", "Ben"):
        for i in (0, 1):
            assert by_name(sampled)[name][i] == pytest.approx(by_name(exact)[name][i],
                                                              abs=4 * sampled["stderr"] + 0.003)
    # Ben's next card follows Anna's Q♥: an eight makes Ben's eights wild - five eights beat Anna.
    # So Ben wins at least every time his 6th card is the last eight (1 in 40).
    assert by_name(exact)["Ben"][0] > 1 / 40
    assert set(by_name(exact)) == {"Anna", "Ben"}                 # Carla folded


def test_wins_and_ties_add_up():
    result = odds(queen_to_come())
    total = sum(p["win"] + p["tie"] for p in result["players"])
    assert sum(p["win"] for p in result["players"]) <= 1 + 1e-9
    assert total >= 1 - 1e-9                              # someone always wins or shares


def test_seven_players_on_third_street_monte_carlo():
    names = ["Anna", "Ben", "Carla", "Dan", "Emil", "Fritz", "Gerda"]
    history = {**FTQ, "players": names, "starting_stacks": [100] * 7, "antes": [1] * 7,
               "actions": [f"d dh p{i + 1} ????{c}" for i, c in enumerate(["Qh", "6c", "9d", "Kd", "2s", "Js", "4h"])]}
    result = odds(history, seed=1, budget=60, target=0.005)
    assert result["method"] == "monte-carlo" and result["stderr"] < 0.005
    wins = by_name(result)
    assert wins["Anna"][0] == max(w for w, _ in wins.values())     # a Queen up is a wild card already
    assert sum(w for w, _ in wins.values()) == pytest.approx(1, abs=0.02)


def test_a_finished_hand_has_certain_odds():
    history = {**FTQ, "actions": ["d dh p1 3c3dAh", "d dh p2 8c8dKs", "d dh p3 ????2c", "p1 cbr 2", "p2 f", "p3 f"]}
    assert by_name(odds(history)) == {"Anna": (1.0, 0.0)}


def test_an_illegal_hand_is_refused():
    with pytest.raises(RuleViolation):
        odds({**FTQ, "actions": ["d dh p2 3c3dAh"]})


def test_a_queen_and_its_follower_on_third_street_are_marked():
    from referee.odds import odds_by_street

    history = {**FTQ, "actions": ["d dh p1 3c3dQh", "d dh p2 8c8d6s", "d dh p3 ????2c", "p1 cc", "p2 cc", "p3 cc"]}
    first = odds_by_street(history)[0]
    assert first["street"] == 3 and first["wild_ranks"] == [6, 12] and first["wilds_changed"]


#: Carla folds on 7th street; Anna and Ben show down, Ben's three eights over Anna's threes
SEVENTH_FOLD = ["d dh p1 3c3dAh", "d dh p2 8c8dKs", "d dh p3 4c4d2c", "p1 cc", "p2 cc", "p3 cc",
               "d dh p1 3h", "d dh p2 8h", "d dh p3 4h", "p1 cc", "p2 cc", "p3 cc",
               "d dh p1 5c", "d dh p2 6d", "d dh p3 7s", "p1 cc", "p2 cc", "p3 cc",
               "d dh p1 9h", "d dh p2 Td", "d dh p3 Jc", "p1 cc", "p2 cc", "p3 cc",
               "d dh p1 2d", "d dh p2 2h", "d dh p3 5s", "p1 cc", "p2 cbr 2", "p3 f", "p1 cc",
                "p2 sm 8c8d2h", "p1 sm 3c3d2d"]


def test_a_fold_on_seventh_street_is_no_luck_of_the_river():
    """Only the players at the showdown count, so the swings of the two add up to nothing; each
    is the share won less the chance just before the 7th-street cards, counted by hand here:
    every pair of last cards for Anna and Ben from the cards nobody has seen (Carla's out, as
    if she had folded then; Queens wild; a tie counts half)."""
    from referee.odds import river_swings
    from referee.ranking import best_hand, wild_set

    swings = river_swings({**FTQ, "actions": SEVENTH_FOLD})
    assert set(swings) == {"Anna", "Ben"}
    assert abs(sum(swings.values())) < 1e-3
    anna, ben = parse_cards("3c 3d Ah 3h 5c 9h"), parse_cards("8c 8d Ks 8h 6d Td")
    seen = {*anna, *ben, *parse_cards("4c 4d 2c 4h 7s Jc")}
    pool = [card for card in DECK if card not in seen]
    wild = wild_set({12})
    bens = 0.0
    for a, b in permutations(pool, 2):
        hers, his = best_hand([*anna, a], wild), best_hand([*ben, b], wild)
        bens += 1.0 if his > hers else 0.5 if his == hers else 0.0
    chance = bens / (len(pool) * (len(pool) - 1))
    assert swings["Ben"] == round(1 - chance, 4)                            # Ben won the pot


def test_the_chances_at_a_showdown_do_not_depend_on_how_busy_the_machine_is(monkeypatch):
    """Anna's hole cards were never shown, so her chance before the 7th-street cards is a
    Monte Carlo estimate; the story of the evening keeps it (`river_swings`), and an evening
    exported and imported on a busy machine must tell the same story: the estimate stops after
    a number of deals, not of seconds."""
    from referee import odds as odds_module

    unseen = ["d dh p1 ????Ah" if a == "d dh p1 3c3dAh" else a for a in SEVENTH_FOLD]
    upto = unseen.index("d dh p1 2d")
    calm = odds_module.showdown_chances({**FTQ, "actions": unseen}, upto, [0, 1])
    ticks = iter(range(0, 10**9, 10))
    monkeypatch.setattr(odds_module.time, "perf_counter", lambda: next(ticks))    # ten seconds a look at the clock
    assert odds_module.showdown_chances({**FTQ, "actions": unseen}, upto, [0, 1]) == calm
    assert 0 < calm["Anna"] < 1 and abs(calm["Anna"] + calm["Ben"] - 1) < 1e-9


def test_black_mariah_chances_count_the_pots_that_carry_over():
    # black-mariah.de.txt: the best hand wins only "zusätzlich die Pik Dame als letzte verdeckte
    # Karte"; else the pot carries over: nobody's chance to win it alone is more than a few in a
    # hundred on 3rd street, and together they are far from 1.
    history = {"variant": "BM", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [50] * 3, "antes": [1] * 3,
               "actions": ["d dh p1 ????9c", "d dh p2 ????Kd", "d dh p3 ????2c"]}
    chances = odds(history, seed=1, budget=2.0)["players"]
    assert sum(p["win"] + p["tie"] for p in chances) < 0.2
    split = odds({**history, "options": {"split": True}}, seed=1, budget=2.0)["players"]
    assert sum(p["win"] + p["tie"] for p in split) > 0.9


# --- the quick deal against the deal it stands for ----------------------------------------------

QUICK = [("FTQ", {}), ("FTQ", {"cancel": False}), ("FTQ", {"queens_wild": False}), ("FTQ", {"extra_card": True}),
         ("FTQ", {"redeal": True}), ("FTQ", {"extra_card": True, "redeal": True, "cancel": False}), ("FTC", {}),
         ("F7S", {}), ("5CS", {}), ("6CS", {}), ("6CS", {"one_four_one": True})]


@pytest.mark.parametrize("variant, options", QUICK)
def test_the_quick_deal_deals_and_ranks_as_the_deal_does(variant, options):
    """For random hands cut at a random action and random orders of the unseen cards, the
    quick deal gives the pot to exactly the players that `Deal.play` does."""
    from itertools import islice

    from harness.handgen import random_hand
    from referee.odds import Deal, QuickDeal, shuffles
    from referee.replay import replay

    rng = random.Random(f"{variant} {options}")
    spots = orders = voids = 0
    extras = set()
    while spots < 12:
        history = random_hand(rng, variant, options)
        partial = {**history, "actions": history["actions"][:rng.randrange(1, len(history["actions"]))]}
        state = replay(partial)
        if state.over:
            continue
        deal = Deal(state)
        assert deal.quick
        quick = QuickDeal(deal)
        for order in islice(shuffles(len(deal.pool), rng, batch=40), 40):
            winners = deal.winners(order)
            assert list(quick.winners(order)) == winners, (partial, order)
            orders += 1
            voids += not winners
        extras |= set(quick.pickers)
        spots += 1
    assert orders == 12 * 40
    assert bool(voids) == bool(options.get("redeal"))            # the redeal's void deals were met
    assert (max(extras) > 0) == bool(options.get("extra_card"))  # and the extra cards


def test_the_quick_deal_with_a_common_card():
    """Eight players of Seven-Card Stud: the deck runs short, one common card on 7th street."""
    from itertools import islice

    from referee.odds import Deal, QuickDeal, shuffles
    from referee.replay import replay

    names = ["Anna", "Ben", "Carla", "Dan", "Emil", "Fritz", "Gerda", "Hans"]
    history = {**STUD, "players": names, "starting_stacks": [50] * 8, "antes": [1] * 8,
               "actions": [f"d dh p{i + 1} ????{rank}c" for i, rank in enumerate("23456789")]}
    deal = Deal(replay(history))
    quick = QuickDeal(deal)
    common = 16 + 3 * 8                       # the slot after the hole cards and the up cards of 4th to 6th street
    assert all(common in pick(range(45)) for pick in quick.players_cards(0))
    for order in islice(shuffles(len(deal.pool), random.Random(5)), 300):
        assert list(quick.winners(order)) == deal.winners(order)


WILD_GAMES = [("FTQ", {}), ("FTQ", {"cancel": False}), ("FTQ", {"queens_wild": False}),
              ("FTQ", {"queens_wild": False, "cancel": False}), ("FTC", {}), ("FTQ", {"extra_card": True}),
              ("F7S", {}), ("BM", {}), ("FR", {})]


@pytest.mark.parametrize("variant, options", WILD_GAMES)
def test_the_wild_machine_follows_the_rule(variant, options):
    """The machine learned from `Game.wilds_of_ranks` answers as the rule does on random runs
    of face-up ranks (Queens and Kings often, so that leaders and followers come up)."""
    from referee.games import configure
    from referee.odds import wild_machine

    rules = configure(variant, options)
    machine = wild_machine(rules)
    rng = random.Random(variant + str(options))
    for _ in range(300):
        run = [rng.choice([12, 12, 13, 13, *range(2, 15)]) for _ in range(rng.randrange(0, 30))]
        state = machine.state([])
        for rank in run:
            state = machine.step(state, rank)
        wilds, seen = rules.game.wilds_of_ranks(rules, run)
        learned = machine.wilds[state]
        assert (learned is None) == (wilds is None)
        if wilds is not None:
            assert (learned.ranks, learned.waiting) == (wilds.ranks, wilds.waiting)
        assert machine.leader_seen[state] == seen


def test_the_standard_error_is_honest():
    """Twenty Monte Carlo runs of a spot walked exactly (a Queen still to come): they scatter
    around the exact chance as their standard error says, no wider."""
    exact = by_name(odds(queen_to_come()))["Ben"][0]
    runs = [odds(queen_to_come(), exact_limit=0, seed=seed, target=0.01) for seed in range(20)]
    z = [(by_name(run)["Ben"][0] - exact) / run["stderr"] for run in runs]
    assert all(run["method"] == "monte-carlo" and run["stderr"] < 0.01 for run in runs)
    assert sum(x * x for x in z) / len(z) < 2.0                        # about 1 (less: the largest error is told)
    assert abs(sum(z) / len(z)) < 3 / len(z) ** 0.5 * 1.5              # no bias


@pytest.mark.parametrize("variant, batch", [("KINGSLITTLE", False), ("BASEBALL", True), ("CHICAGO", True)])
def test_the_standard_error_of_the_fixed_wild_rounds_is_honest(variant, batch):
    """The fixed-wild deal's rounds (`FixedDeal.counted_rounds`: each shuffle's sets of unseen
    cards passed round the table both ways, six deals of three players; counted in batches by
    numpy where `referee.odds_batch.BatchDeal` fits), on a spot the walk counts exactly (only
    the 7th-street cards to come): twenty runs scatter around the exact chance as their
    standard error says, no wider, without bias."""
    from referee.odds import Deal
    from referee.odds_batch import BatchDeal
    from referee.odds_fixed import FixedDeal
    from referee.replay import replay

    spot = next(spot for spot in seventh_street_spots(random.Random(f"honest {variant}"), variant, {}, 8, players=3)
                if Deal(replay(spot)).passed_round and any(0.2 < p["win"] < 0.8 for p in odds(spot)["players"]))
    assert BatchDeal.fits(FixedDeal(Deal(replay(spot)))) == batch
    exact = odds(spot)
    name = max(by_name(exact), key=lambda n: by_name(exact)[n][0] * (1 - by_name(exact)[n][0]))
    runs = [odds(spot, exact_limit=0, seed=seed, target=0.01) for seed in range(20)]
    z = [(by_name(run)[name][0] - by_name(exact)[name][0]) / run["stderr"] for run in runs]
    assert exact["method"] == "exact" and all(run["method"] == "monte-carlo" for run in runs)
    assert sum(x * x for x in z) / len(z) < 2.0
    assert abs(sum(z) / len(z)) < 3 / len(z) ** 0.5 * 1.5


def test_the_quick_exact_walk_is_the_walk():
    """Every order of the cards to come, played by the quick deal (or the fixed-wild one),
    gives the chances and the number of paths of the odometer walk over `Deal.play`."""
    from harness.handgen import random_hand
    from referee.odds import Deal, _walk, _walk_every_order
    from referee.replay import replay

    rng = random.Random(8)
    spots = [queen_to_come(), {**STUD, "actions": QUADS_VS_DRAW}]
    while len(spots) < 6:
        history = random_hand(rng, rng.choice(["FTQ", "F7S", "KINGSLITTLE", "CHICAGO", "BASEBALL"]), players=3)
        cut = {**history, "actions": history["actions"][:rng.randrange(len(history["actions"]) // 2,
                                                                        len(history["actions"]))]}
        state = replay(cut)
        if not state.over and state.street >= 6 and Deal(state).draws_needed() <= 2:
            spots.append(cut)
    for history in spots:
        deal = Deal(replay(history))
        walked, paths, nobody = _walk(deal)
        quick, quick_paths, quick_nobody = _walk_every_order(deal)
        assert quick_paths == paths and quick_nobody == pytest.approx(nobody, abs=1e-12)
        assert [(s, pytest.approx(w, abs=1e-12), pytest.approx(t, abs=1e-12)) for s, w, t in walked] == quick


def seventh_street_spots(rng, variant, options, count, players=None, most_paths=60_000):
    """Random hands cut just before their 7th-street cards, every hole card known (hidden cards
    written in with hindsight), whose every path the walk can go through."""
    from harness.handgen import header, play
    from referee.odds import Deal, _paths, with_hindsight
    from referee.replay import State, load_hand, replay

    spots = []
    while len(spots) < count:
        start = header(rng, variant, options, players)
        history = play(rng, {**start, "starting_stacks": [200] * len(start["players"])}, fold=0.02, muck=0.0)
        known = with_hindsight(history)
        state = State(load_hand(known))
        for index, text in enumerate(state.hand.actions):
            if state.street == state.last_street and text.startswith("d "):
                spot = {**known, "actions": known["actions"][:index]}
                deal = Deal(replay(spot))
                if _paths(len(deal.pool), deal.draws_needed()) <= most_paths:
                    spots.append(spot)
                break
            state.apply(text, index)
    return spots


#: the games whose last cards are dealt face down (Five-Card Stud's last card is face up)
LAST_DOWN = [(variant, options) for variant, options in QUICK if variant != "5CS"] + [
    ("BASEBALL", {}), ("F7S", {"suicide_king": True, "deuces_wild": True})]


@pytest.mark.slow
@pytest.mark.parametrize("variant, options", LAST_DOWN)
def test_the_last_cards_counted_are_the_walk(variant, options):
    """Only the 7th-street cards to come and every other card known (the river swings' spot):
    counting the paths gives exactly the chances and the number of paths of the walk over every
    order of the cards, for two to seven players."""
    from referee.odds import Deal, _last_cards, _walk_every_order, last_cards_only
    from referee.replay import replay

    rng = random.Random(f"last {variant} {options}")
    for spot in seventh_street_spots(rng, variant, options, examples(2)):
        deal = Deal(replay(spot))
        assert last_cards_only(deal)
        assert _last_cards(deal) == _walk_every_order(deal)
        assert odds(spot)["method"] == "exact"


def test_the_ways_to_give_each_player_a_card_are_counted_exactly():
    """`_matchings` (inclusion and exclusion over the partitions of the players) against every
    one-to-one map, for up to six players and ten cards."""
    from itertools import permutations

    from referee.odds import _matchings

    rng = random.Random(4)
    for _ in range(300):
        players, cards = rng.randint(0, 6), rng.randint(6, 10)
        rows = [[rng.randrange(4) for _ in range(cards)] for _ in range(players)]
        taken, limit = rng.randrange(cards), rng.randrange(5)
        brute = sum(1 for chosen in permutations([c for c in range(cards) if c != taken], players)
                    if all(rows[j][c] < limit for j, c in enumerate(chosen)))
        assert _matchings(rows, taken, limit) == brute


def test_the_last_cards_with_a_common_card_are_the_walk():
    """Eight players of Seven-Card Stud still in on 7th street: one common card for all."""
    from referee.odds import Deal, _last_cards, _walk_every_order, last_cards_only
    from referee.replay import replay

    names = ["Anna", "Ben", "Carla", "Dan", "Emil", "Fritz", "Gerda", "Hans"]
    deck = iter(f"{rank}{suit}" for rank in "23456789TJQKA" for suit in "cdhs")
    actions = [f"d dh p{i + 1} {next(deck)}{next(deck)}{next(deck)}" for i in range(8)]
    history = {**STUD, "players": names, "starting_stacks": [50] * 8, "antes": [1] * 8, "actions": actions}
    state = replay(history)
    while state.street < 7:
        nxt = state.expected()
        text = f"d dh p{nxt['seat'] + 1} {next(deck)}" if nxt["kind"] == "deal" else \
            f"p{nxt['seat'] + 1} {'pb' if nxt['legal']['bring_in'] is not None else 'cc'}"
        state.apply(text)
        history["actions"].append(text)
    deal = Deal(state)
    assert last_cards_only(deal) and deal.common_drawn(0)
    assert _last_cards(deal) == _walk_every_order(deal)


def test_a_round_of_deals_is_each_deal():
    """Seven deals made of one shuffle by passing the unseen cards round the table: the round
    played at once gives the pot to the players that each deal, played alone, does."""
    from itertools import islice

    from harness.handgen import header, play
    from referee.odds import SEVEN_ON_THIRD_STREET, Deal, QuickDeal, shuffles
    from referee.replay import replay

    rng = random.Random(2)
    spots: list[dict] = [SEVEN_ON_THIRD_STREET, {**FTQ, "options": {"redeal": True}, "actions": FTQ_THIRD}]
    while len(spots) < 8:                     # random hands, every hole card unseen, cut anywhere
        history = play(rng, header(rng, rng.choice(["FTQ", "FTC", "F7S"])), hide=1.0)
        cut = {**history, "actions": history["actions"][:rng.randrange(1, len(history["actions"]))]}
        if not replay(cut).over and Deal(replay(cut)).passed_round:
            spots.append(cut)
    for spot in spots:
        deal = Deal(replay(spot))
        quick = QuickDeal(deal)
        for order in islice(shuffles(len(deal.pool), rng), 60):
            assert list(map(list, quick.play_rounds([order]))) == [
                list(quick.winners(turn(order))) for turn in deal.rotations()]


FTQ_THIRD = ["d dh p1 ????3c", "d dh p2 ????8c", "d dh p3 ????2c"]


@pytest.mark.parametrize("variant, options, seed", [("F7S/8", {}, 7), ("FR", {}, 14),
                                                    ("BM", {"abort": False, "split": True}, 1)])
def test_monte_carlo_of_the_general_deal_agrees_with_the_exact_walk(variant, options, seed):
    """The games the quick deal leaves to `Deal.play` (a low half, the Q♠): Monte Carlo,
    dealt round the table, within a few standard errors of the exact walk (heads-up, every
    hole card known, the 7th-street cards to come: 1,560 paths; the seeds make close spots
    with shared pots)."""
    from harness.handgen import header, play
    from referee.replay import replay

    rng = random.Random(seed)
    history = play(rng, header(rng, variant, options, players=2), hide=0.0, fold=0.0)
    spot = next(cut for upto in range(len(history["actions"]))
                if (state := replay(cut := {**history, "actions": history["actions"][:upto]})).street == 7
                and state.phase == "deal")
    exact = odds(spot)
    assert all(0.2 < p["win"] + p["tie"] < 0.8 for p in exact["players"])
    sampled = odds(spot, exact_limit=0, seed=1, target=0.02, budget=60)
    assert exact["method"] == "exact" and sampled["method"] == "monte-carlo"
    for name, (win, tie) in by_name(exact).items():
        assert by_name(sampled)[name][0] == pytest.approx(win, abs=4 * sampled["stderr"] + 0.002)
        assert by_name(sampled)[name][1] == pytest.approx(tie, abs=4 * sampled["stderr"] + 0.002)


# --- nobody wins this deal -----------------------------------------------------------------------------

def _bounds_hold(result: dict, slack: float = 1e-9) -> None:
    """The chances add up: every deal is won alone, shared (by two or more) or won by nobody."""
    won = sum(p["win"] for p in result["players"])
    shared = sum(p["tie"] for p in result["players"])
    assert won + result["nobody"] + shared / len(result["players"]) <= 1 + slack
    assert won + result["nobody"] + shared / 2 >= 1 - slack


@pytest.mark.parametrize("options", [{}, {"abort": False, "split": True}])
def test_black_mariah_says_how_often_nobody_wins_this_deal(options):
    """"Am Showdown gewinnt der Spieler, der einerseits das beste Blatt vorweisen kann, der aber
    auch zusätzlich die Pik Dame als letzte verdeckte Karte hält. Kann kein Spieler diese beiden
    Bedingungen erfüllen, wird die Runde abgebrochen." (rules/black-mariah.de.txt): mid-hand the
    pot mostly carries over, and the chances say so; with the split option somebody always wins."""
    from harness.handgen import header, play
    from referee.replay import replay

    rng = random.Random(5)
    history = play(rng, header(rng, "BM", options, players=3), hide=0.0, fold=0.0)
    spot = next(cut for upto in range(len(history["actions"]))
                if (state := replay(cut := {**history, "actions": history["actions"][:upto]})).street == 7
                and state.phase == "deal")
    exact = odds(spot)
    sampled = odds(spot, exact_limit=0, seed=1, target=0.02, budget=60)
    assert exact["method"] == "exact" and sampled["method"] == "monte-carlo"
    _bounds_hold(exact)
    if options.get("split"):
        assert exact["nobody"] == 0 and sampled["nobody"] == 0
    else:
        assert exact["nobody"] > 0.5
    assert sampled["nobody"] == pytest.approx(exact["nobody"], abs=4 * sampled["stderr"] + 0.01)


def test_a_void_deal_to_come_is_nobody_winning():
    """Follow the Queen with the redeal option, no Queen face up yet: the deal is void when none
    comes, and nobody wins it."""
    spot = {**FTQ, "options": {"redeal": True}, "actions": FTQ_THIRD}
    result = odds(spot, seed=3, target=0.01)
    assert 0 < result["nobody"] < 1
    _bounds_hold(result, slack=4 * result["stderr"] + 0.01)
    plain = odds({**FTQ, "actions": FTQ_THIRD}, seed=3, target=0.01)
    assert plain["nobody"] == 0


def test_a_finished_hand_says_whether_anybody_won():
    """A hand that is over: nobody won a Black Mariah pot that carried over; somebody won the rest."""
    import json

    from tests.conftest import ROOT

    def finished(name: str) -> dict:
        return odds(json.loads((ROOT / "sample_hands" / name).read_text()))

    assert finished("bm-abort-showdown-carry.json")["nobody"] == 1.0
    assert finished("bm-split.json")["nobody"] == 0.0
    assert finished("everyone-folds.json")["nobody"] == 0.0


# --- wild cards no face-up card changes, counted per player, and Chicago's spade half -----------

def _fixed_games_spot(variant, options=None):
    from referee.odds import SEVEN_ON_THIRD_STREET
    history = {**SEVEN_ON_THIRD_STREET, "variant": variant, "options": options or {}, "bring_in": 1,
               "small_bet": 2, "big_bet": 4}
    history.pop("bet_limits")
    return history


@pytest.mark.parametrize("variant, options", [("LOWHOLE", {}), ("KINGSLITTLE", {}), ("CHICAGO", {}),
                                              ("KINGSLITTLE", {"king_needed": True, "deuces_wild": True}),
                                              ("LOWCHICAGO", {"deuces_wild": True, "ace_low_spade": True}),
                                              ("F7S", {"suicide_king": True, "one_eyed_jacks": True})])
def test_the_fixed_wild_deal_gives_the_same_winners_as_the_plain_deal(variant, options):
    """`referee.odds_fixed.FixedDeal` counts each player's lowest hole card and the spade half in
    tallies; `Deal.winners` plays the rules themselves (`Game.wild_cards`, `Game.divide`): the
    same orders of the unseen cards, the same players, also dealt round the table."""
    import random
    from itertools import islice

    from harness.handgen import random_hand
    from referee.odds import Deal, counted, orders, shuffles
    from referee.odds_fixed import FixedDeal, assignments, fast_enough
    from referee.replay import replay
    spots = [replay(_fixed_games_spot(variant, options))]
    for seed in range(3):
        hand = random_hand(random.Random(seed), variant, options)
        spots.append(replay({**hand, "actions": hand["actions"][:len(hand["actions"]) // 2]}))
    for state in spots:
        if state.over or len(state.in_hand) < 2:
            continue
        deal = Deal(state)
        assert fast_enough(deal)
        fixed = FixedDeal(deal)
        for order in islice(orders(len(deal.pool), random.Random(1), deal.rotations()), 60):
            assert sorted(fixed.winners(order)) == sorted(deal.winners(order))
        if deal.passed_round:
            order = next(shuffles(len(deal.pool), random.Random(2)))
            assert [sorted(w) for w in fixed.play_rounds([order])] == [
                sorted(deal.winners(_assigned(deal, sets)(order))) for sets in assignments(len(deal.seats))]
            won, shared, _ = counted(fixed.play_rounds([order]), len(deal.seats))
            assert next(fixed.counted_rounds([order])) == (won, shared, 0)


@pytest.mark.parametrize("variant, options", [("BASEBALL", {}), ("LOWHOLE", {}), ("KINGSLITTLE", {"deuces_wild": True}),
                                              ("CHICAGO", {}), ("LOWCHICAGO", {"ace_low_spade": True}),
                                              ("F7S", {"suicide_king": True, "one_eyed_jacks": True})])
def test_the_batch_counts_the_rounds_as_the_fixed_wild_deal_does(variant, options):
    """`referee.odds_batch.BatchDeal` counts a batch of shuffles in numpy: each player's deals
    won alone and shared, shuffle by shuffle, are `FixedDeal.counted_rounds`' for the same
    shuffles (Baseball's: some with so many 4s face up that the common card comes)."""
    import numpy as np

    from bench.bench_odds import BASEBALL_SPOT  # no 4 face up yet: all four may come
    from harness.handgen import random_hand
    from referee.odds import Deal
    from referee.odds_batch import BatchDeal
    from referee.odds_fixed import FixedDeal
    from referee.replay import replay
    spots = [replay(BASEBALL_SPOT if variant == "BASEBALL" else _fixed_games_spot(variant, options))]
    for seed in range(4):
        hand = random_hand(random.Random(seed), variant, options)
        spots.append(replay({**hand, "actions": hand["actions"][:len(hand["actions"]) // 3]}))
    batched = common = 0
    for state in spots:
        if state.over or len(state.in_hand) < 2:
            continue
        deal = Deal(state)
        fixed = FixedDeal(deal)
        if not (deal.passed_round or deal.passed_round_with_gifts) or not BatchDeal.fits(fixed):
            continue
        batched += 1
        size = len(deal.pool)
        orders = np.tile(np.arange(size + 1), (400, 1))
        orders[:, :-1] = np.random.default_rng(3).permuted(orders[:, :-1], axis=1)
        batch = BatchDeal(fixed)
        won, shared = batch.counted(orders)
        assert [(w, s, 0) for w, s in zip(won.tolist(), shared.tolist())] == list(fixed.counted_rounds(orders.tolist()))
        if deal.gifts_to_come:
            common += int(batch.common_after[batch.gift[orders[:, batch.ups]].sum(axis=(1, 2))].sum())
    assert batched and (common > 0) == (variant == "BASEBALL")


def _assigned(deal, sets):
    """An order's cards passed on as `referee.odds_fixed.assignments` says: player i gets, card
    for card by role, those of player sets[i]."""
    from operator import itemgetter
    places = list(range(len(deal.pool)))
    for role in deal.roles.values():
        for i, place in enumerate(role):
            places[place] = role[sets[i]]
    return itemgetter(*places, len(deal.pool))


def test_a_personal_wild_card_counts_for_its_owner_alone_in_the_odds():
    """Kings and Little Ones: Dan's K♦ face up is wild for everybody to see; his chance is far
    above the others' (the spot of bench_odds.py with Kings wild).  Chicago: two halves shared."""
    kings = odds(_fixed_games_spot("KINGSLITTLE"), seed=1, target=0.01)
    chances = {p["name"]: p["win"] + p["tie"] for p in kings["players"]}
    assert chances["Dan"] > 2 * max(c for name, c in chances.items() if name != "Dan")
    chicago = odds(_fixed_games_spot("CHICAGO"), seed=1, target=0.01)
    assert sum(p["tie"] for p in chicago["players"]) > 0.5          # the spade half is mostly another player's
