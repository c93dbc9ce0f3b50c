"""Settling up (`web.settle`): the payments square everyone exactly, they are provably the
fewest (against a brute-force search), and rounding to the currency's unit never loses or
makes a cent."""

from __future__ import annotations

import functools
import itertools
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.properties import examples
from web.settle import (
    EXACT_UP_TO,
    ChipValue,
    Expense,
    Paid,
    carried,
    expense_balances,
    fewest_payments,
    greedy_payments,
    pay_on_leaving,
    through_the_bank,
    to_units,
    with_the_cash_box,
    zero_sum_groups,
)

NAMES = ["Anna", "Ben", "Carla", "Dan", "Emil", "Fritz", "Gerda", "Hans", "Ida", "Jonas", "Kai", "Lena", "Mia",
         "Nils", "Olga", "Paul", "Quirin", "Rosa", "Sven", "Tina"]


def balances_of(amounts: list[int]) -> dict[str, int]:
    """Results that add up to zero: the last player takes what the others leave."""
    return dict(zip(NAMES, [*amounts, -sum(amounts)]))


def evening_results(max_players: int, high: int = 500):
    return st.lists(st.integers(-high, high), min_size=1, max_size=max_players - 1).map(balances_of)


def squares(balances: dict[str, int], payments: list[dict], bank=None) -> dict:
    """What each party ends with after the payments (the bank too, under the key `bank`)."""
    after = dict(balances)
    after.setdefault(bank, 0)
    for p in payments:
        assert p["amount"] > 0 and p["from"] != p["to"], p
        after[p["from"]] = after.get(p["from"], 0) + p["amount"]
        after[p["to"]] = after.get(p["to"], 0) - p["amount"]
    return after


@functools.cache
def brute_force(balances: tuple[int, ...]) -> int:
    """The fewest payments that square `balances` (sorted, none 0), by trying every way.

    A smallest set of payments has no cycle (a cycle could lose its smallest payment), so it
    is a forest, and a forest always has a leaf: a player with one payment, which must be
    their whole balance, paid to (or by) a neighbour.  Taking that payment away leaves the
    neighbour owing or owed the sum, and a smaller forest.  So the fewest payments are the
    fewest such steps, "one player's whole balance goes over to another", that leave
    everyone at 0: tried here in every order, every player, every neighbour."""
    if not balances:
        return 0
    best = len(balances)                       # more than enough: each step settles at least one player
    for i, j in itertools.permutations(range(len(balances)), 2):
        rest = list(balances)
        rest[j] += rest[i]
        del rest[i]
        best = min(best, 1 + brute_force(tuple(sorted(b for b in rest if b))))
    return best


# --- the payments ----------------------------------------------------------------------------------------

@st.composite
def evenings_with_expenses(draw, max_players: int = 7, high: int = 12):
    """An evening's poker results, its shared expenses (each paid by one player, shared by some
    or, none drawn, by everyone) and a kitty (0: none) with its host."""
    balances = draw(evening_results(max_players, high))
    names = list(balances)
    spent = draw(st.lists(st.builds(Expense, st.just("x"), st.integers(1, 3 * high), st.sampled_from(names),
                                    st.lists(st.sampled_from(names), unique=True).map(tuple)), max_size=3))
    return balances, tuple(spent), draw(st.integers(0, 4)), draw(st.sampled_from(names))


@settings(max_examples=examples(30), deadline=None)
@given(evenings_with_expenses())
def test_with_expenses_and_the_kitty_the_payments_are_still_the_fewest(evening):
    """The expenses and the kitty added to the poker results: the payments square everyone to
    the unit (each ends with their poker result and their part of the expenses and the kitty
    paid or got) and are the proven minimum, against the brute-force search."""
    balances, spent, kitty, host = evening
    extra = expense_balances(list(balances), spent, kitty, host)
    assert sum(extra.values()) == 0
    total = {name: balances[name] + extra[name] for name in balances}
    payments = fewest_payments(total)
    assert set(squares(total, payments).values()) <= {0}
    assert len(payments) == brute_force(tuple(sorted(b for b in total.values() if b)))


@settings(max_examples=examples(40), deadline=None)
@given(evenings_with_expenses(max_players=12, high=5_000))
def test_an_expense_is_shared_in_parts_a_unit_apart_at_most(evening):
    """Each sharer's part of an expense is the amount divided among them, give or take one unit;
    the parts add up to the amount; whoever paid it is owed it; the kitty goes to the host."""
    balances, spent, kitty, host = evening
    names = list(balances)
    for expense in spent:
        parts = expense_balances(names, (expense,))
        sharers = set(expense.shared_by or names)
        shares = [-(parts[n] - (expense.units if n == expense.paid_by else 0)) for n in names]
        assert sum(shares) == expense.units
        assert {n for n, share in zip(names, shares) if share} <= sharers
        assert max(shares[names.index(n)] for n in sharers) - min(shares[names.index(n)] for n in sharers) <= 1
    pot = expense_balances(names, (), kitty, host)
    assert pot[host] == kitty * (len(names) - 1) and all(pot[n] == -kitty for n in names if n != host)


@settings(max_examples=examples(40), deadline=None)
@given(evening_results(12, high=5_000))
def test_the_payments_square_everyone_exactly(balances):
    payments = fewest_payments(balances)
    assert set(squares(balances, payments).values()) <= {0}
    assert all(isinstance(p["amount"], int) for p in payments)


@settings(max_examples=examples(30), deadline=None)
@given(evening_results(8, high=12))
def test_the_number_of_payments_is_the_proven_minimum(balances):
    """Against the brute-force search, up to 8 players (small amounts: many ties and
    groups that add up to zero, where the greedy match goes wrong)."""
    payments = fewest_payments(balances)
    nonzero = tuple(sorted(b for b in balances.values() if b))
    assert len(payments) == brute_force(nonzero)
    assert len(payments) == len(nonzero) - len(zero_sum_groups(list(nonzero))) if nonzero else not payments
    assert len(payments) <= len(greedy_payments(balances))


def test_the_greedy_match_is_not_the_fewest():
    """What most apps do: largest debt to largest claim.  Here it needs one payment more."""
    balances = {"Anna": 20, "Ben": 10, "Carla": -20, "Dan": -30, "Emil": 20}
    assert len(greedy_payments(balances)) == 4
    assert len(fewest_payments(balances)) == brute_force(tuple(sorted(balances.values()))) == 3


@pytest.mark.parametrize(("balances", "payments"), [
    ({}, 0),
    ({"Anna": 0, "Ben": 0}, 0),
    ({"Anna": 5, "Ben": -5}, 1),
    ({"Anna": 5, "Ben": -5, "Carla": 3, "Dan": -3}, 2),                 # two pairs, never crossed
    ({"Anna": 10, "Ben": -3, "Carla": -3, "Dan": -4}, 3),
    ({"Anna": 6, "Ben": 4, "Carla": -5, "Dan": -5}, 3),                 # no pair adds up: one group
    ({"Anna": 4, "Ben": -1, "Carla": -3, "Dan": 2, "Emil": -2}, 3),
])
def test_payments_table(balances, payments):
    assert len(fewest_payments(balances)) == payments
    assert set(squares(balances, fewest_payments(balances)).values()) <= {0}


def test_balances_that_do_not_add_up_are_refused():
    with pytest.raises(ValueError, match="do not add up"):
        fewest_payments({"Anna": 5, "Ben": -4})


def test_twelve_players_are_settled_exactly():
    """The evening sizes here go up to 12 players (the time it takes is bench/bench_settle.py's
    business): every result different, and the fewest payments found where the greedy match
    needs more."""
    balances = balances_of([700, -300, -400, 1100, -600, -500, 250, 250, -500, 900, -850])
    payments = fewest_payments(balances)
    assert set(squares(balances, payments).values()) <= {0}
    assert [sorted(g) for g in zero_sum_groups(list(balances.values()))] == [[0, 1, 2], [3, 4, 5], [6, 7, 8],
                                                                              [9, 10, 11]]
    assert len(payments) == 12 - 4 < len(greedy_payments(balances))


def test_beyond_the_exact_walk_the_payments_still_square():
    balances = balances_of([(-1) ** i * (i * 37 % 101 + 1) for i in range(EXACT_UP_TO + 3)])
    payments = fewest_payments(balances)
    assert set(squares(balances, payments).values()) <= {0}
    assert len(payments) <= len(balances) - 1


@settings(max_examples=examples(25), deadline=None)
@given(evening_results(10, high=900), st.sampled_from([None, "Anna", "Ben"]))
def test_through_the_bank_everyone_squares_with_it(balances, bank):
    payments = through_the_bank(balances, bank)
    after = squares(balances, payments, bank)
    assert all(v == 0 for name, v in after.items() if name != bank)
    assert after[bank] == 0                   # the bank keeps nothing and lacks nothing
    assert all(bank in (p["from"], p["to"]) for p in payments)
    assert len(payments) == sum(1 for name, b in balances.items() if b and name != bank)


# --- rounding --------------------------------------------------------------------------------------------

UNITS = ["0.01", "0.05", "0.1", "1"]
amounts = st.decimals(min_value=Decimal("0.0001"), max_value=Decimal("50"), places=4)


@settings(max_examples=examples(50), deadline=None)
@given(evening_results(12, high=3_000), amounts, st.sampled_from(UNITS))
def test_rounding_never_loses_or_makes_a_cent(balances, amount, unit):
    value = ChipValue(amount, "€", Decimal(unit))
    units = to_units(balances, value)
    assert sum(units.values()) == 0
    for name, chips in balances.items():
        exact = Fraction(chips) * Fraction(amount) / Fraction(Decimal(unit))
        assert abs(units[name] - exact) < 1                     # less than one unit either way
    payments = fewest_payments(units)
    paid = sum(Decimal(value.money(p["amount"])) for p in payments)
    owed = sum(Decimal(value.money(u)) for u in units.values() if u > 0)
    assert paid == owed                                          # the money strings add up, to the cent


def test_rounding_that_is_not_needed_changes_nothing():
    value = ChipValue(Decimal("0.10"), "€")
    assert to_units({"Anna": 23, "Ben": -20, "Carla": -3}, value) == {"Anna": 230, "Ben": -200, "Carla": -30}
    assert value.money(-30) == "-0.30" and value.money(230) == "2.30"


@pytest.mark.parametrize(("unit", "units", "text"), [("0.01", 1234, "12.34"), ("1", -7, "-7"), ("0.05", 3, "0.15"),
                                                     ("0.1", 5, "0.5")])
def test_money_has_as_many_places_as_the_unit(unit, units, text):
    assert ChipValue(Decimal("1"), "x", Decimal(unit)).money(units) == text


def test_without_a_chip_value_the_chips_are_the_money():
    assert to_units({"Anna": 5, "Ben": -5}, None) == {"Anna": 5, "Ben": -5}


# --- settled on leaving ---------------------------------------------------------------------------------

@settings(max_examples=examples(60), deadline=None)
@given(start=st.lists(st.integers(-300, 300), min_size=2, max_size=7).map(balances_of),
       steps=st.lists(st.tuples(st.sampled_from(["hand", "leave", "correct"]), st.integers(0, 10**6)), max_size=14),
       amount=st.sampled_from(["0.10", "0.125", "0.03", "7", "0.33"]), unit=st.sampled_from(["0.01", "0.05", "1"]))
def test_leavers_paid_by_the_cash_box_and_the_end_settle_every_result_exactly(start, steps, amount, unit):
    """Any sequence of hands, leaves and corrections (a leaver's result changed after they were
    paid): the cash box's payments on leaving plus the payments at the end give every player
    their result to the unit, the cash box ends where it began, and every result is within one
    unit of its exact value in money (a leaver corrected after being paid: two, each part rounded)."""
    value = ChipValue(Decimal(amount), "€", Decimal(unit))
    net = dict(start)                                     # each result in chips, adding up to zero
    seated, gone, paid, corrected = list(net), set(), (), set()
    for step, seed in steps:
        if step == "hand" and len(seated) >= 2:           # chips go from one seated player to another
            a, b = seated[seed % len(seated)], seated[(seed // 7) % len(seated)]
            net[a] -= seed % 40
            net[b] += seed % 40
        elif step == "leave" and len(seated) >= 2:
            name = seated.pop(seed % len(seated))
            gone.add(name)
            paid = (*paid, pay_on_leaving(name, net[name], value, paid))
            assert -Fraction(1, 2) <= carried(paid, value) < Fraction(1, 2)
        elif step == "correct" and gone:                  # an earlier hand corrected: a leaver and a seated player
            name, other = sorted(gone)[seed % len(gone)], seated[seed % len(seated)]
            net[name], net[other] = net[name] + seed % 21 - 10, net[other] - (seed % 21 - 10)
            corrected.add(name)
    units = to_units(net, value, paid)
    payments = with_the_cash_box(units, paid, gone)
    got = {name: 0 for name in net} | {None: 0}           # what each party received, the cash box under None
    for p in paid:
        got[p.name] += p.units
        got[None] -= p.units
    for p in payments:
        assert p["amount"] > 0 and p["from"] != p["to"], p
        got[p["to"]] += p["amount"]
        got[p["from"]] -= p["amount"]
    assert got == {**units, None: 0}
    per_chip = Fraction(value.amount) / Fraction(value.unit)
    assert all(abs(units[n] - net[n] * per_chip) < (2 if n in corrected else 1) for n in net)
    open_ = [units[n] - sum(p.units for p in paid if p.name == n) for n in net if n not in gone or
             n not in {p.name for p in paid}]
    pool = sum(1 for b in [*open_, sum(p.units for p in paid) + sum(
        units[n] - sum(p.units for p in paid if p.name == n) for n in gone)] if b)
    assert len(payments) <= max(0, pool - 1) + sum(1 for n in gone if units[n] != sum(
        p.units for p in paid if p.name == n))


def test_a_leaver_is_paid_by_the_cash_box_and_the_end_takes_it_as_done():
    """Carla leaves at −49 chips (0.10 €): she pays 4.90 € into the cash box; at the end the
    cash box pays it out to the winner among the others: two payments, none to Carla."""
    value = ChipValue(Decimal("0.10"), "€")
    carla = pay_on_leaving("Carla", -49, value, ())
    assert carla == Paid("Carla", -49, -490)
    net = {"Anna": 60, "Ben": -11, "Carla": -49}
    units = to_units(net, value, (carla,))
    assert with_the_cash_box(units, (carla,), {"Carla"}) == [
        {"from": None, "to": "Anna", "amount": 490}, {"from": "Ben", "to": "Anna", "amount": 110}]
    # a correction after she left: 5 chips more for her, 5 less for Ben; she is paid 0.50 € more
    net = {"Anna": 60, "Ben": -16, "Carla": -44}
    units = to_units(net, value, (carla,))
    assert with_the_cash_box(units, (carla,), {"Carla"}) == [
        {"from": None, "to": "Carla", "amount": 50}, {"from": None, "to": "Anna", "amount": 440},
        {"from": "Ben", "to": "Anna", "amount": 160}]
