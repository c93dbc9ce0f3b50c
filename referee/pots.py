"""The main pot, the side pots, and how a pot is split.

Every chip a seat put in this hand (antes included) is its *contribution*.  The part of
the largest contribution that nobody matched is not a pot: it goes back (`uncalled`).
What is left is layered by the contributions of the seats still in the hand (*live*
seats), lowest first: the main pot is what everyone could put in up to the smallest
all-in, each side pot the next layer up.  A folded seat's chips stay in the pots it paid
into; it just cannot win them.

>>> contributions = [50, 200, 300, 120]          # seat 0 all-in for 50, seat 3 folded
>>> uncalled(contributions)                      # nobody matched seat 2's last 100
(2, 100)
>>> build_pots([50, 200, 200, 120], folded={3})
[Pot(amount=200, eligible=(0, 1, 2)), Pot(amount=370, eligible=(1, 2))]
>>> split(370, winners=[1, 2], order=[2, 3, 0, 1])
{2: 185, 1: 185}
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Pot:
    """Chips and the seats (0-based, ascending) that can win them."""

    amount: int
    eligible: tuple[int, ...]


def uncalled(contributions: Sequence[int]) -> tuple[int, int] | None:
    """The seat whose top contribution nobody matched and the chips it gets back, or None.

    Folded seats count as having matched what they put in.

    >>> uncalled([100, 300, 100])
    (1, 200)
    >>> uncalled([300, 300, 100]) is None
    True
    >>> uncalled([25, 0, 0])                     # the only one to put anything in
    (0, 25)
    """
    if not contributions:
        return None
    top = max(range(len(contributions)), key=contributions.__getitem__)
    rest = [c for seat, c in enumerate(contributions) if seat != top]
    excess = contributions[top] - max(rest, default=0)
    return (top, excess) if excess > 0 else None


def build_pots(contributions: Sequence[int], folded: Collection[int]) -> list[Pot]:
    """The main pot then the side pots, from contributions *after* `uncalled` was given back.

    The layers are the live seats' contributions, so a side pot starts only where a live
    seat is all-in, and two adjacent pots never have the same eligible seats (nothing to
    merge).  Chips folded seats put in above the largest live contribution (the last live
    seat is all-in for less than the folded ones put in) go to the top pot, the next pot
    down.  If no live seat put anything in, all chips make one pot with nobody eligible,
    for the caller to rule on.  Left unreturned, an uncalled excess would show up as a
    last pot whose only eligible seat is the one it belongs to.

    >>> build_pots([100, 100, 40], folded=[])           # seat 2 all-in for 40
    [Pot(amount=120, eligible=(0, 1, 2)), Pot(amount=120, eligible=(0, 1))]
    >>> build_pots([40, 100, 100], folded=[1, 2])       # both fold to the all-in seat
    [Pot(amount=240, eligible=(0,))]
    """
    live = [seat for seat, c in enumerate(contributions) if c > 0 and seat not in folded]
    levels = sorted({contributions[seat] for seat in live})
    if not levels:
        total = sum(contributions)
        return [Pot(total, ())] if total else []
    pots = []
    below = 0
    for level in levels:
        amount = sum(min(c, level) - min(c, below) for c in contributions)
        eligible = tuple(seat for seat in live if contributions[seat] >= level)
        pots.append(Pot(amount, eligible))
        below = level
    leftover = sum(max(c - below, 0) for c in contributions)
    pots[-1] = Pot(pots[-1].amount + leftover, pots[-1].eligible)
    return pots


def split(amount: int, winners: Sequence[int], order: Sequence[int]) -> dict[int, int]:
    """Equal shares of ``amount``; the odd chips go one each to the winners first in ``order``
    (the caller passes the seats from the dealer's left).  Seat -> chips, in ``order``.

    >>> split(10, winners=[3, 0, 1], order=[1, 2, 3, 0])
    {1: 4, 3: 3, 0: 3}
    >>> split(10, winners=[4], order=[0, 1, 2])
    Traceback (most recent call last):
    ...
    ValueError: winners [4] are not in the order [0, 1, 2]
    """
    if amount < 0:
        raise ValueError(f"cannot split a negative amount ({amount})")
    if not winners:
        raise ValueError(f"nobody to give the pot of {amount} to")
    ranked = [seat for seat in dict.fromkeys(order) if seat in set(winners)]
    if len(ranked) != len(set(winners)):
        missing = sorted(set(winners) - set(ranked))
        raise ValueError(f"winners {missing} are not in the order {list(order)}")
    share, odd = divmod(amount, len(ranked))
    return {seat: share + (i < odd) for i, seat in enumerate(ranked)}
