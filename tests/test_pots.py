import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.pots import Pot, build_pots, split, uncalled


def returned(contributions):
    """Contributions after the uncalled part went back."""
    back = uncalled(contributions)
    if back is None:
        return list(contributions)
    seat, amount = back
    return [c - amount if s == seat else c for s, c in enumerate(contributions)]


# --- tables of concrete hands ------------------------------------------------------------

@pytest.mark.parametrize("contributions, folded, pots", [
    # three all-in for different amounts, one covering them: main pot and two side pots
    ([100, 250, 400, 400], [], [Pot(400, (0, 1, 2, 3)), Pot(450, (1, 2, 3)), Pot(300, (2, 3))]),
    # a folded player's chips stay in the pots it paid into
    ([50, 200, 200, 120], [3], [Pot(200, (0, 1, 2)), Pot(370, (1, 2))]),
    ([30, 30, 30, 5], [3], [Pot(95, (0, 1, 2))]),
    # everyone but the short all-in folded above its level: the chips go to the pot below
    ([40, 100, 100], [1, 2], [Pot(240, (0,))]),
    ([40, 100, 70, 100], [1, 3], [Pot(160, (0, 2)), Pot(150, (2,))]),
    # antes only, then everyone checks it down
    ([5, 5, 5], [], [Pot(15, (0, 1, 2))]),
    # nobody still in put anything in: one pot, nobody named
    ([10, 10, 0], [0, 1], [Pot(20, ())]),
    ([0, 0, 0], [], []),
])
def test_pots(contributions, folded, pots):
    assert build_pots(contributions, folded) == pots


@pytest.mark.parametrize("contributions, back", [
    ([100, 300, 100], (1, 200)),
    ([300, 300, 100], None),
    ([400, 250, 100, 400], None),
    ([50, 200, 300, 120], (2, 100)),
    ([25, 0, 0], (0, 25)),
    ([], None),
])
def test_uncalled(contributions, back):
    assert uncalled(contributions) == back


@pytest.mark.parametrize("amount, winners, order, shares", [
    (100, [0, 1], [0, 1, 2], {0: 50, 1: 50}),
    (101, [0, 2], [1, 2, 0], {2: 51, 0: 50}),          # the odd chip to the first from the dealer's left
    (11, [0, 1, 2], [2, 0, 1], {2: 4, 0: 4, 1: 3}),    # two odd chips, one each
    (7, [3], [0, 1, 2, 3], {3: 7}),
    (0, [1, 2], [1, 2], {1: 0, 2: 0}),
    (5, [2, 2, 1], [1, 2], {1: 3, 2: 2}),              # a seat named twice wins once
])
def test_split(amount, winners, order, shares):
    assert split(amount, winners, order) == shares


@pytest.mark.parametrize("amount, winners, order, message", [
    (10, [], [0, 1], "nobody to give the pot of 10 to"),
    (10, [0, 5], [0, 1], r"winners \[5\] are not in the order \[0, 1\]"),
    (-1, [0], [0], "cannot split a negative amount"),
])
def test_split_refusals(amount, winners, order, message):
    with pytest.raises(ValueError, match=message):
        split(amount, winners, order)


# --- properties ----------------------------------------------------------------------------

@st.composite
def hands(draw):
    """Contributions of 2-8 seats and which of them folded."""
    contributions = draw(st.lists(st.integers(0, 1000), min_size=2, max_size=8))
    folded = draw(st.sets(st.sampled_from(range(len(contributions)))))
    return contributions, folded


@given(hands())
def test_pots_hold_every_chip_but_the_uncalled_ones(hand):
    contributions, folded = hand
    back = uncalled(contributions)
    pots = build_pots(returned(contributions), folded)
    assert sum(pot.amount for pot in pots) == sum(contributions) - (back[1] if back else 0)
    assert all(pot.amount > 0 for pot in pots)


@given(hands())
def test_every_pot_can_be_won_when_a_live_seat_put_chips_in(hand):
    contributions, folded = hand
    live = {seat for seat, c in enumerate(contributions) if c and seat not in folded}
    for pot in build_pots(returned(contributions), folded):
        assert set(pot.eligible) <= live
        assert pot.eligible or not live


@given(hands())
def test_side_pots_narrow_down_and_never_repeat_an_eligible_set(hand):
    contributions, folded = hand
    pots = build_pots(returned(contributions), folded)
    for lower, upper in zip(pots, pots[1:]):
        assert set(upper.eligible) < set(lower.eligible)


@given(hands(), st.randoms())
def test_pots_do_not_depend_on_where_seats_sit(hand, random):
    contributions, folded = hand
    seats = list(range(len(contributions)))
    random.shuffle(seats)                      # seat s moves to seats[s]
    moved = [0] * len(seats)
    for seat, c in enumerate(contributions):
        moved[seats[seat]] = c
    pots = build_pots(returned(contributions), folded)
    moved_pots = build_pots(returned(moved), {seats[s] for s in folded})
    assert [pot.amount for pot in moved_pots] == [pot.amount for pot in pots]
    assert [set(pot.eligible) for pot in moved_pots] == [{seats[s] for s in pot.eligible} for pot in pots]


@given(hands())
def test_folded_seats_as_list_or_set_give_the_same_pots(hand):
    contributions, folded = hand
    assert build_pots(contributions, sorted(folded, reverse=True)) == build_pots(contributions, folded)


@st.composite
def splits(draw):
    order = draw(st.permutations(range(draw(st.integers(1, 8)))))
    winners = draw(st.lists(st.sampled_from(order), min_size=1, unique=True))
    return draw(st.integers(0, 10_000)), winners, order


@given(splits(), st.randoms())
def test_split_is_exact_and_fair(case, random):
    amount, winners, order = case
    shares = split(amount, winners, order)
    assert sum(shares.values()) == amount
    assert set(shares) == set(winners)
    assert max(shares.values()) - min(shares.values()) <= 1
    odd = [seat for seat in order if seat in shares and shares[seat] > amount // len(winners)]
    assert odd == [seat for seat in order if seat in shares][:len(odd)]   # odd chips go first in order
    random.shuffle(winners)
    assert split(amount, winners, order) == shares
