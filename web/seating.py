"""The evening as it stands: who sits where with how many chips, the hand in play, and who
gets the next deal with the header of that hand.

Words: a player's *chips* are the sum of their ledger rows (what is booked); a hand in play
(*live*) has the chips of its players as ``starting_stacks`` and books its result only when
it is over.  The *open pot* is chips left in the middle by a deal nobody won (a Follow the
Queen redeal, a Black Mariah abort); the next hand gets them as ``carried_pot``.

No Flask here: every function takes the database (`web.store`) and plain data.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from referee.games import HouseError, game_type
from referee.history import load_hand
from referee.violations import HistoryError

from . import store
from .refusals import conflict, not_found
from .store import Store

GAME_FIELDS = ("bet_limits", "max_raises", "bring_in", "small_bet", "big_bet")
HISTORY_GAME_FIELDS = ("variant", "house_game", "options", *GAME_FIELDS)


# --- the game -------------------------------------------------------------------------------------

def history_fields(game: dict, players: int, ante: int | None = None) -> dict:
    """The hand-history fields of a game for `players` players: variant, options, antes, limits."""
    out: dict[str, Any] = {"variant": game["variant"]}
    if game.get("house_game"):
        out["house_game"] = dict(game["house_game"])
    if game.get("options"):
        out["options"] = dict(game["options"])
    out["antes"] = [game.get("ante", 1) if ante is None else ante] * players
    out.update({name: game[name] for name in GAME_FIELDS if name in game})
    if "small_blind" in game or "big_blind" in game:       # posted by the first two, on the dealer's left
        out["blinds_or_straddles"] = blinds_of(game, players)
    return out


def blinds_of(game: dict, players: int) -> list[int]:
    """The blinds of each player, the first two on the dealer's left posting them; heads-up as the
    game's option ``heads_up_blinds`` says (``dealer_small``: the dealer, the second, posts the small)."""
    small, big = game.get("small_blind", 0), game.get("big_blind", 0)
    options = {**game_type(game).defaults(), **(game.get("options") or {})}
    dealer_small = options.get("heads_up_blinds") == "dealer_small"
    return [big, small] if players == 2 and dealer_small else [small, big] + [0] * (players - 2)


def check_game(game: dict) -> dict:
    """The game, if the referee accepts it (options, limits); else HistoryError naming the field."""
    try:
        low = game_type(game).players[0]
    except HouseError as err:
        raise HistoryError("house_game", err.phrase) from None
    names = [f"Player{i}" for i in range(1, low + 1)]
    load_hand({**history_fields(game, low), "players": names, "starting_stacks": [1] * low, "actions": []})
    return game


def game_of(header: dict) -> dict:
    """The game a hand was played with (for a redeal: the same game again)."""
    game = {name: header[name] for name in HISTORY_GAME_FIELDS if name in header}
    if any(header.get("blinds_or_straddles") or ()):
        game["small_blind"], game["big_blind"] = sorted(header["blinds_or_straddles"][:2])
    return game


# --- lookups --------------------------------------------------------------------------------------

def get_evening(db: Store, evening_id: int) -> dict:
    row = store.evening(db, evening_id)
    if row is None:
        raise not_found("no_evening", "evening_id", evening_id=evening_id)
    return row


# --- the table ------------------------------------------------------------------------------------

@dataclass
class Deal:
    """Who gets the next deal, in order from the dealer's left (the dealer last)."""

    dealer: str | None
    players: list[str]
    header: dict                                  # the next hand's history without actions
    redeal_of: int | None = None                  # the number of the hand dealt again


@dataclass
class Table:
    evening: dict
    seats: list[dict]                             # seating order, those who left too
    chips: dict[str, int]
    open_pot: int
    last: dict | None                             # the last hand dealt
    live: dict | None = None                      # the hand in play, if any
    active: list[str] = field(default_factory=list)

    def player(self, name: str) -> dict:
        """A player's seat, the name matched without regard to case; 404 if not there."""
        seat = next((s for s in self.seats if s["name"].casefold() == name.casefold()), None)
        if seat is None:
            raise not_found("no_player", "name", name=name)
        return seat

    def no_live_hand(self, message_id: str) -> None:
        """409 (`message_id`) while a hand is in play."""
        if self.live is not None:
            raise conflict(message_id, "hand", number=self.live["number"])

    def not_in_live_hand(self, name: str, message_id: str) -> None:
        """409 (`message_id`) while `name` plays in the hand in play."""
        if self.live is not None and name in self.live["header"]["players"]:
            raise conflict(message_id, "name", name=name, number=self.live["number"])


def table(db: Store, evening_id: int) -> Table:
    evening = get_evening(db, evening_id)
    seats = store.players(db, evening_id)
    chips = store.chips(db, evening_id)
    last = store.last_hand(db, evening_id)
    t = Table(evening, seats, chips, store.open_pot(db, evening_id), last)
    t.live = last if last is not None and last["status"] == "live" else None
    t.active = [s["name"] for s in seats if s["left_at"] is None and chips.get(s["name"], 0) > 0]
    return t


def next_deal(t: Table) -> Deal:
    """The next deal: after a redeal the same dealer deals again to the players still in;
    otherwise the deal passes to the left, skipping anyone without chips."""
    last = t.last
    ruled = (last or {}).get("ruling") or {}
    if last is not None and ruled.get("ruling", {}).get("redeal_players"):     # FTQ's redeal; a BM carry-over
        names = [n for n in ruled["ruling"]["redeal_players"] if n in t.active]   # with carry_still_in
        header = {**history_fields(game_of(last["header"]), len(names), ante=0), "players": names}
        return Deal(last["dealer"], names, _with_stacks(header, t), redeal_of=last["number"])
    order = [s["name"] for s in t.seats]
    anchor = last["dealer"] if last is not None else t.evening["dealer"]
    at = order.index(anchor) if anchor in order else len(order) - 1
    turn = order[at + 1:] + order[:at + 1] if last is not None else order[at:] + order[:at]
    dealer = next((name for name in turn if name in t.active), None)
    if dealer is None:
        return Deal(None, [], {})
    at = order.index(dealer)
    names = [name for name in order[at + 1:] + order[:at + 1] if name in t.active]
    header = {**history_fields(t.evening["game"], len(names)), "players": names}
    return Deal(dealer, names, _with_stacks(header, t))


def _with_stacks(header: dict, t: Table) -> dict:
    header["starting_stacks"] = [t.chips.get(name, 0) for name in header["players"]]
    if t.open_pot:
        header["carried_pot"] = t.open_pot
    return header
