"""A hand history's header, checked against its game: `load_hand` makes a `Hand` of the
game with its options, the players, their stacks and antes, the limits and the actions (as
PHH texts), or refuses the first field that is wrong (`HistoryError` naming the field).
Reading the text of a history is `referee.phh`'s job; replaying its actions is
`referee.replay`'s.

>>> hand = load_hand({"variant": "FTQ", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [50, 50, 50]})
>>> hand.rules.game.code, hand.antes, hand.bet_limits, hand.fixed
('FTQ', (0, 0, 0), (1, 5), False)
>>> load_hand({"variant": "FTQ", "players": ["Anna", "Ben"], "starting_stacks": [50, 50]})
Traceback (most recent call last):
...
referee.violations.HistoryError: players: Follow the Queen is played by 3 to 7 players, not 2
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .games import GameError, HouseError, Rules, configure
from .violations import HistoryError
from .words import Phrase


@dataclass(frozen=True)
class Hand:
    """The header of a hand history, checked; `actions` are the PHH texts."""

    rules: Rules
    players: tuple[str, ...]
    starting_stacks: tuple[int, ...]
    antes: tuple[int, ...]
    blinds: tuple[int, ...] = ()             # PHH's blinds_or_straddles: the small and the big blind (Outhouse)
    bet_limits: tuple[int, int] = (1, 5)     # spread limit: bets and raises
    max_raises: int = 3
    bring_in: int = 0                        # fixed limit (F7S)
    small_bet: int = 0
    big_bet: int = 0
    carried_pot: int = 0                     # chips already in the middle (a carried-over pot)
    actions: tuple[str, ...] = ()
    seat: int | None = None                  # a seat's own history (``_seat``): what it passed is unseen

    @property
    def fixed(self) -> bool:
        return self.rules.fixed_limit


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _ints(history: Mapping[str, Any], name: str, count: int) -> tuple[int, ...]:
    """A list of `count` whole numbers of 0 or more."""
    value = history.get(name)
    if not isinstance(value, list) or not all(map(_whole, value)):
        raise HistoryError(name, Phrase("problem.whole_numbers"))
    if len(value) != count:
        raise HistoryError(name, Phrase("problem.entries", entries=len(value), count=count))
    if any(v < 0 for v in value):
        raise HistoryError(name, Phrase("problem.at_least", low=0))
    return tuple(value)


def _int(history: Mapping[str, Any], name: str, default: int, low: int = 0) -> int:
    value = history.get(name, default)
    if not _whole(value) or value < low:
        raise HistoryError(name, Phrase("problem.whole_number", low=low, value=repr(value)))
    return value


def load_hand(history: Mapping[str, Any]) -> Hand:
    """Check a hand history's header and make a `Hand`; raises HistoryError naming the field."""
    if not isinstance(history, Mapping):
        raise HistoryError("history", Phrase("problem.table"))
    rules = _rules(history)
    players = _names(history)
    carried = _int(history, "carried_pot", 0)
    _check_player_count(rules, players, carried)
    n = len(players)
    stacks = _ints(history, "starting_stacks", n)
    if 0 in stacks and not carried:     # an all-in player of a voided deal still plays for its pot
        raise HistoryError("starting_stacks", Phrase("problem.no_chips", player=players[stacks.index(0)]))
    antes = _ints(history, "antes", n) if "antes" in history else (0,) * n
    actions = _actions(history)
    kwargs = _fixed_limits(history, rules, antes) if rules.fixed_limit else _spread_limits(history)
    if rules.game.has_blinds or "blinds_or_straddles" in history:
        kwargs["blinds"] = _blinds(history, rules, n, kwargs)
    kwargs["max_raises"] = _int(history, "max_raises", 3)
    kwargs["carried_pot"] = carried
    seat = history.get("_seat")
    if seat is not None and not (_whole(seat) and 0 <= seat < n):
        raise HistoryError("_seat", Phrase("problem.no_seat", seat=seat))
    return Hand(rules, tuple(players), stacks, antes, actions=tuple(actions), seat=seat, **kwargs)


def _rules(history: Mapping[str, Any]) -> Rules:
    """The game and its options."""
    try:
        return configure(history.get("variant"), history.get("options"), history.get("house_game"))  # type: ignore[arg-type]
    except HouseError as error:
        raise HistoryError("house_game", error.phrase) from None
    except GameError as error:
        raise HistoryError("variant" if error.phrase.id == "game.unknown" else "options", error.phrase) from None


def _names(history: Mapping[str, Any]) -> list[str]:
    """The players' names, each different (in any case)."""
    players = history.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) and p.strip() for p in players):
        raise HistoryError("players", Phrase("problem.names"))
    if len({p.casefold() for p in players}) != len(players):
        raise HistoryError("players", Phrase("problem.same_name"))
    return players


def _check_player_count(rules: Rules, players: list[str], carried: int) -> None:
    """As many players as the game is played by."""
    low, high = rules.game.players
    if carried:       # a deal again for the players still in (a redeal, a carry-over): two will do
        low = min(low, 2)
    if not low <= len(players) <= high:
        raise HistoryError("players", Phrase("problem.players", game=rules.game.name, low=low, high=high,
                                             count=len(players)))


def _actions(history: Mapping[str, Any]) -> list[str]:
    actions = history.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise HistoryError("actions", Phrase("problem.texts"))
    return actions


def _blinds(history: Mapping[str, Any], rules: Rules, n: int, limits: dict[str, Any]) -> tuple[int, ...]:
    """PHH's ``blinds_or_straddles``, a number for each player: a game with blinds needs them, any
    other game refuses them; the two players on the dealer's left (the first two) post the small and
    the big blind, nobody else one, the small blind not more than the big and the big blind not more
    than a full bet; heads-up as option ``heads_up_blinds`` says (`blinds_heads_up`)."""
    game = rules.game
    if "blinds_or_straddles" not in history:
        raise HistoryError("blinds_or_straddles", Phrase("problem.blinds_needed", game=game.name))
    blinds = _ints(history, "blinds_or_straddles", n)
    if not any(blinds):
        if game.has_blinds:
            raise HistoryError("blinds_or_straddles", Phrase("problem.blinds_needed", game=game.name))
        return ()
    if not game.has_blinds:
        raise HistoryError("blinds_or_straddles", Phrase("problem.no_blinds", game=game.name))
    small, big = blinds[0], blinds[1]
    if any(blinds[2:]) or not small or not big:
        raise HistoryError("blinds_or_straddles", Phrase("problem.blind_seats"))
    if n == 2:
        small, big = blinds_heads_up(rules, blinds)
    if small > big:
        raise HistoryError("blinds_or_straddles", Phrase("problem.blind_sizes"))
    full = limits["small_bet"] if rules.fixed_limit else limits["bet_limits"][0]
    if max(small, big) > full:
        raise HistoryError("blinds_or_straddles", Phrase("problem.big_blind_bet", bet=full))
    return blinds


def blinds_heads_up(rules: Rules, blinds: tuple[int, ...]) -> tuple[int, int]:
    """Heads-up, the (small, big) blind as option ``heads_up_blinds`` seats them: ``dealer_small``, the
    dealer (the second player) posts the small blind; ``left_of_dealer``, the first player does."""
    seating = rules.options.get("heads_up_blinds", "dealer_small")
    small, big = (blinds[1], blinds[0]) if seating == "dealer_small" else (blinds[0], blinds[1])
    if small > big:
        raise HistoryError("blinds_or_straddles", Phrase(f"problem.blinds_heads_up.{seating}"))
    return small, big


def _fixed_limits(history: Mapping[str, Any], rules: Rules, antes: tuple[int, ...]) -> dict[str, Any]:
    """Fixed limit's bring-in, small bet and big bet, each given and in that order of size (a game
    with blinds and no bring-in: the small and the big bet)."""
    kwargs: dict[str, Any] = {}
    for name in ("bring_in", "small_bet", "big_bet")[1 if rules.game.has_blinds else 0:]:
        if name not in history:
            raise HistoryError(name, Phrase("problem.fixed_limit", game=rules.game.code))
        kwargs[name] = _int(history, name, 0, low=1)
    if not kwargs.get("bring_in", 0) <= kwargs["small_bet"] <= kwargs["big_bet"]:
        raise HistoryError("bring_in", Phrase("problem.bet_sizes"))
    forced = kwargs.get("bring_in")
    if rules.options.get("split_limit") and forced is not None and forced < min(max(antes, default=0),
                                                                                 kwargs["small_bet"]):
        raise HistoryError("bring_in", Phrase("problem.forced_bet_ante"))
    return kwargs


def _spread_limits(history: Mapping[str, Any]) -> dict[str, Any]:
    """Spread limit's smallest and largest bet."""
    limits = history.get("bet_limits", [1, 5])
    if (not isinstance(limits, list) or len(limits) != 2 or not all(map(_whole, limits))
            or not 1 <= limits[0] <= limits[1]):
        raise HistoryError("bet_limits", Phrase("problem.bet_limits"))
    return {"bet_limits": tuple(limits)}
