"""Declaring, an option of the high-low games (Seven-Card Stud Hi-Lo, a house game split ``hi_lo``)
and the way of Seven- and Five-Card Stud High-Low Declare: after the last betting round each
player still in declares high, low or both (``p2 dc low``), and each pot is shared by the
declarations, not by the cards alone.

The rules (docs/rules.md, "Declare", cites the pages):

- half of a pot to the best high hand among those who declared high (or both), half to the best
  low among those who declared low (or both); a player alone to declare a side takes that half,
  whatever the hand; a side nobody declared leaves the whole pot to the other;
- no qualifier: any five cards make a low, Ace to Five, pairs counting against it (option
  ``qualifier`` ``eight``: the eight-or-better low of Hi-Lo; without declaring, a high-low game's
  ``qualifier`` is ``eight`` unless chosen otherwise);
- a player who declares both (a swing) must win both halves outright, against everyone who
  declared each side; a loss or a tie on either side and the swing gets nothing and claims
  nothing: the pot is shared by the others as if the swing had not declared (option
  ``swing_tie`` ``wins``: a tie counts, the swing shares the tied half; option ``failed_swing``
  ``pot_rides``: a pot a swing failed in stays in the middle for the next deal);
- a pot no declaration can win (every claimant declared both and failed; with the qualifier, only
  lows that do not qualify were declared): the cards speak among its claimants (as Hi-Lo), or,
  with ``pot_rides`` after a swing failed, it rides.

>>> strength = {"high": {0: 9, 1: 9, 2: 1}, "low": {0: 5, 1: 2, 2: 7}}     # the larger the better
>>> def best(side, seats):
...     top = max((strength[side][s] for s in seats), default=None)
...     return [s for s in seats if strength[side][s] == top]
>>> share_declared({}, 40, {0: "both", 1: "high", 2: "low"}, best, [0, 1, 2])   # 0 ties the high, loses the low
(<Decided.DECLARED: 'declared'>, [('high', [1], 20), ('low', [2], 20)], {0: ('tied', 'lost')})
>>> share_declared({"swing_tie": "wins"}, 40, {0: "both", 1: "high", 2: "high"}, best, [0, 1, 2])[:2]
(<Decided.DECLARED: 'declared'>, [('high', [0, 1], 20), ('low', [0], 20)])
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .game import Decided, Option, _opt

HIGH, LOW, BOTH = "high", "low", "both"
#: what a player may declare
DECLARATIONS = (HIGH, LOW, BOTH)
#: how the players declare: not at all (the cards speak), all at once (chips in the fist), one after another
WAYS = ("none", "simultaneous", "in_turn")


#: who may take the low half: a low of eight or better, any low
QUALIFIERS = ("eight", "none")


def declare_options(default: str = "none", qualifier: str | None = None) -> tuple[Option, ...]:
    """The options of a high-low game: who may take the low half (`qualifier`; by default eight or
    better, none in a game that declares: `settle_qualifier`) and declaring (`default` how;
    ``none``: the cards speak).  A declare game (``F7SD``, ``5CSD``, a house game that says
    ``declare``) cannot do without: its ``declare`` has no ``none``."""
    ways = WAYS if default == "none" else WAYS[1:]
    qualifier = qualifier or ("none" if default != "none" else "eight")
    return (_opt("qualifier", qualifier, QUALIFIERS),
            _opt("declare", default, ways), _opt("swing_tie", "loses_both", ("loses_both", "wins")),
            _opt("failed_swing", "to_the_others", ("to_the_others", "pot_rides")))


def declaring(rules: Any) -> str:
    """How the players of these rules declare (``none``, ``simultaneous``, ``in_turn``)."""
    return rules.options.get("declare", "none") if rules is not None else "none"


def settle_qualifier(game: Any, given: Mapping[str, Any], options: dict[str, Any]) -> None:
    """No qualifier by default in a game whose players declare (the issue's "no qualifier by
    default in declare games"; Sklansky: "The game is not usually played "eight or better" but
    it could be"): a game that does not declare by itself, ``declare`` chosen and ``qualifier``
    not: ``none`` (a game that declares by itself has its own default).

    >>> from referee.games import get_game
    >>> options = {"qualifier": "eight", "declare": "simultaneous"}
    >>> settle_qualifier(get_game("F7S/8"), {"declare": "simultaneous"}, options); options["qualifier"]
    'none'
    """
    declares_anyway = game.defaults().get("declare", "none") != "none"
    if "qualifier" not in given and not declares_anyway and options.get("declare", "none") != "none":
        options["qualifier"] = "none"


def eight_or_better(rules: Any) -> bool:
    """Whether a low must be eight or better (option ``qualifier``)."""
    return rules.options.get("qualifier", "eight") == "eight"


#: the name of before (the first declare games'): a yes-or-no of its own beside ``qualifier``
OLD_EIGHT_OR_BETTER = "declare_eight_or_better"


def read_old_names(game: Any, given: Mapping[str, Any]) -> dict[str, Any]:
    """Options stored with ``declare_eight_or_better`` (true or false), written as ``qualifier``
    so that they rule as they did: declaring, a low needed eight or better only with it (and a
    game whose own qualifier was ``none`` kept none); without declaring it changed nothing.

    >>> from referee.games import get_game
    >>> read_old_names(get_game("F7SD"), {"declare_eight_or_better": True})
    {'qualifier': 'eight'}
    >>> read_old_names(get_game("F7S/8"), {"declare": "in_turn", "qualifier": "eight",
    ...                                    "declare_eight_or_better": False})
    {'declare': 'in_turn', 'qualifier': 'none'}
    >>> read_old_names(get_game("F7S/8"), {"declare_eight_or_better": True})
    {}
    """
    old = given.get(OLD_EIGHT_OR_BETTER)
    if not isinstance(old, bool):
        return dict(given)
    out = {name: value for name, value in given.items() if name != OLD_EIGHT_OR_BETTER}
    if out.get("declare", game.defaults().get("declare", "none")) != "none":
        base = out.get("qualifier", getattr(game, "definition", {}).get("qualifier", "eight"))
        out["qualifier"] = "eight" if old and base != "none" else "none"
    return out


Best = Callable[[str, Sequence[int]], list[int]]


def share_declared(options: Mapping[str, Any], amount: int, declared: Mapping[int, str], best: Best,
                   claim: Sequence[int]) -> tuple[Decided, list[tuple[str, list[int], int]],
                                                  dict[int, tuple[str, str]]]:
    """How a contested pot of `amount` is shared by the declarations of its claimants (`claim`,
    each in `declared`): (how, [(side, winners, chips), ...], the swings that failed: seat ->
    (high, low), each ``won``, ``tied`` or ``lost``).  `best(side, seats)`: those of `seats`
    with the best hand for that side (a low that does not qualify is none)."""
    going = {side: [s for s in claim if declared.get(s) in (side, BOTH)] for side in (HIGH, LOW)}
    winners = {side: best(side, going[side]) for side in (HIGH, LOW)}
    failed = {s: (_result(s, winners[HIGH]), _result(s, winners[LOW])) for s in claim if declared.get(s) == BOTH}
    tie_wins = options.get("swing_tie") == "wins"
    failed = {s: results for s, results in failed.items()
              if any(r == "lost" or (r == "tied" and not tie_wins) for r in results)}
    if failed and options.get("failed_swing") == "pot_rides":
        return Decided.CARRIED, [], failed
    left = {side: [s for s in seats if s not in failed] for side, seats in going.items()}
    high, low = best(HIGH, left[HIGH]), best(LOW, left[LOW])
    if not high and not low:          # every claimant a swing who failed, or none of the lows declared qualifies
        return Decided.CARDS_SPEAK, _halves(amount, best(HIGH, claim), best(LOW, claim)), failed
    return Decided.DECLARED, _halves(amount, high, low), failed


def _result(seat: int, winners: list[int]) -> str:
    return "lost" if seat not in winners else "won" if len(winners) == 1 else "tied"


def _halves(amount: int, high: list[int], low: list[int]) -> list[tuple[str, list[int], int]]:
    """Half to each side's winners, the odd chip to the high half; a side without a winner (nobody
    declared it, no low qualifies) leaves the pot to the other."""
    if not low:
        return [(HIGH, high, amount)]
    if not high:
        return [(LOW, low, amount)]
    return [(HIGH, high, amount - amount // 2), (LOW, low, amount // 2)]
