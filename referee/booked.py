"""A hand of a game the referee does not referee (Hold'em, Omaha, draw, anything), booked by what
happened to the chips: the game named in words, what each player put in, who took the pot.

The result is checked against the players of the deal (from the dealer's left, the dealer last)
and their stacks: a name must be dealt in, nobody puts in more than their stack, somebody puts
chips in, a winner put chips in, and the chips taken are the chips put in.  The pot is taken by
one player, split between winners named in a list (equal shares, the odd chips one each to the
winners first from the dealer's left), or shared in the amounts given (side pots).  An open pot
carried from an earlier deal is not touched.  A refusal is a `HistoryError` naming the field.

>>> result = check_result("Texas Hold'em", {"put_in": {"Anna": 12, "ben": 12, "Carla": 5},
...                                         "took": ["Ben", "Anna"]}, ["Anna", "Ben", "Carla"], [50, 40, 30])
>>> result.took, result.chips()
({'Anna': 15, 'Ben': 14}, {'Anna': 3, 'Ben': 2, 'Carla': -5})
>>> result.explanation("de")
"Texas Hold'em, nach Ergebnis gebucht: Anna 15 und Ben 14 teilen sich den Pot von 29."
>>> check_result("Omaha", {"put_in": {"Anna": 12, "Ben": 12}, "took": {"Carla": 24}}, ["Anna", "Ben", "Carla"],
...              [50, 40, 30])
Traceback (most recent call last):
...
referee.violations.HistoryError: result.took: Carla took a share of the pot but put nothing in
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .pots import split
from .violations import HistoryError
from .words import LANGUAGES, say
from .words.catalog import Phrase

#: the longest name of a game in words
GAME_NAME_LENGTH = 60


@dataclass(frozen=True)
class Result:
    """A checked result: the game in words, and per player (the deal's, from the dealer's left)
    what they put in and what they took (zero for nothing)."""

    game: str
    put_in: dict[str, int]
    took: dict[str, int]

    @property
    def pot(self) -> int:
        return sum(self.put_in.values())

    def winners(self) -> list[str]:
        return [name for name, chips in self.took.items() if chips]

    def chips(self) -> dict[str, int]:
        """What each player's chips changed by (those who put nothing in and took nothing: left out)."""
        changed = {name: self.took.get(name, 0) - self.put_in.get(name, 0) for name in {**self.put_in, **self.took}}
        return {name: chips for name, chips in changed.items() if chips or name in self.put_in}

    def as_json(self) -> dict:
        """The result as it is stored and sent: ``{"game", "put_in", "took"}`` (amounts given)."""
        return {"game": self.game, "put_in": dict(self.put_in), "took": dict(self.took)}

    def ruled(self, players: Sequence[str], stacks: Sequence[int]) -> dict:
        """The hand's ruling as a refereed hand's is kept (finishing stacks, winnings, the ruling
        with its outcome ``result``, its one pot and the explanation), for the deal's `players`
        and their `stacks`: every reader of a ruling reads it alike, and none finds a showdown."""
        winners = self.winners()
        pot = {"amount": self.pot, "eligible": list(self.put_in), "winners": winners, "shares": dict(self.took),
               "decided_by": "result"}
        ruling = {"outcome": "result", "game": self.game, "put_in": dict(self.put_in), "took": dict(self.took),
                  "wild_ranks": [], "wilds": None, "pots": [pot], "uncalled": None, "carried_pot": 0,
                  "redeal_players": [], "hands": {},
                  "explanation": {lang: self.explanation(lang) for lang in LANGUAGES}}
        return {"finishing_stacks": [stack - self.put_in.get(p, 0) + self.took.get(p, 0)
                                     for p, stack in zip(players, stacks)],
                "winnings": [self.took.get(p, 0) for p in players], "ruling": ruling}

    def explanation(self, lang: str = "en") -> str:
        """Who took the pot, in a sentence."""
        if len(self.took) == 1:
            return say("ruling.result_one", lang, game=self.game, player=self.winners()[0], amount=self.pot) + "."
        shares = [f"{name} {chips}" for name, chips in self.took.items()]
        return say("ruling.result_split", lang, game=self.game, shares=shares, amount=self.pot) + "."


def check_result(game: Any, result: Any, players: Sequence[str], stacks: Sequence[int]) -> Result:
    """The result of a hand of `game` (its name in words) checked against the deal's `players`,
    from the dealer's left, and their `stacks`; a refusal names the field."""
    name = _game_name(game)
    if not isinstance(result, Mapping):
        raise HistoryError("result", Phrase("problem.table"))
    unknown = sorted(set(result) - {"put_in", "took"})
    if unknown:
        raise HistoryError(f"result.{unknown[0]}", Phrase("problem.result_field"))
    seated = {player.casefold(): player for player in players}
    put_in = _amounts("result.put_in", result.get("put_in"), seated)
    for player, stack in zip(players, stacks):
        if put_in.get(player, 0) > stack:
            raise HistoryError("result.put_in", Phrase("problem.result_stack", player=player,
                                                       amount=put_in[player], stack=stack))
    pot = sum(put_in.values())
    if not pot:
        raise HistoryError("result.put_in", Phrase("problem.result_no_pot"))
    took = _took(result.get("took"), seated, pot, players)
    for player in took:
        if not put_in.get(player):
            raise HistoryError("result.took", Phrase("problem.result_winner", player=player))
    if sum(took.values()) != pot:
        raise HistoryError("result.took", Phrase("problem.result_sum", took=sum(took.values()), put_in=pot))
    order = [player for player in players if player in put_in]
    return Result(name, {p: put_in[p] for p in order}, {p: took[p] for p in players if p in took})


def _game_name(game: Any) -> str:
    if not isinstance(game, str) or not game.strip() or len(game.strip()) > GAME_NAME_LENGTH:
        raise HistoryError("game", Phrase("problem.result_game", most=GAME_NAME_LENGTH))
    return " ".join(game.split())


def _player(field: str, name: Any, seated: Mapping[str, str]) -> str:
    if not isinstance(name, str) or name.casefold() not in seated:
        raise HistoryError(field, Phrase("problem.result_player", player=str(name), players=", ".join(seated.values())))
    return seated[name.casefold()]


def _amounts(field: str, given: Any, seated: Mapping[str, str], low: int = 0) -> dict[str, int]:
    """A table of seated names and whole numbers of `low` or more (two spellings of one name: refused)."""
    if not isinstance(given, Mapping) or not given:
        raise HistoryError(field, Phrase("problem.result_table"))
    out: dict[str, int] = {}
    for name, amount in given.items():
        player = _player(field, name, seated)
        if player in out:
            raise HistoryError(field, Phrase("problem.same_name"))
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < low:
            raise HistoryError(field, Phrase("problem.result_amount", player=player, low=low, value=repr(amount)))
        out[player] = amount
    return {player: amount for player, amount in out.items() if amount}


def _took(given: Any, seated: Mapping[str, str], pot: int, players: Sequence[str]) -> dict[str, int]:
    """Who took the pot: a table of amounts, or a list of names that split it in equal shares
    (the odd chips one each to the winners first from the dealer's left)."""
    if isinstance(given, Mapping):
        return _amounts("result.took", given, seated, low=1)
    if not isinstance(given, list | tuple) or not given:
        raise HistoryError("result.took", Phrase("problem.result_took"))
    winners = [_player("result.took", name, seated) for name in given]
    if len(set(winners)) != len(winners):
        raise HistoryError("result.took", Phrase("problem.same_name"))
    shares = split(pot, [players.index(w) for w in winners], range(len(players)))
    return {players[seat]: chips for seat, chips in shares.items()}
