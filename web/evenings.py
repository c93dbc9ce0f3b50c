"""An evening at the card table: seating, the dealer passing left, chips from the ledger,
live hands, uploaded hands, and the booking of each ruled hand into the ledger.

Words: a player's *chips* are the sum of their ledger rows (what is booked); a hand in play
(*live*) has the chips of its players as ``starting_stacks`` and books its result only when
it is over.  The *open pot* is chips left in the middle by a deal nobody won (a Follow the
Queen redeal, a Black Mariah abort); the next hand gets them as ``carried_pot``.  Chips are
conserved: all stacks plus all pots equal buy-ins plus rebuys less what leavers took home.

No Flask here: every function takes the database (`web.db`) and plain data, and refuses
with `NotFound`, `Conflict` or the referee's `RuleViolation`.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any

from referee.actions import ActionSyntaxError, parse_action
from referee.games import GAMES
from referee.odds import odds, odds_by_street
from referee.replay import State, load_hand, replay
from referee.ruling import rule, rule_history
from referee.violations import RuleViolation
from referee.words.explanation import ruling_json
from referee.words.table import view_json

from . import db as store
from . import workers

GAME_FIELDS = ("bet_limits", "max_raises", "bring_in", "small_bet", "big_bet")
HISTORY_GAME_FIELDS = ("variant", "options", *GAME_FIELDS)


class NotFound(LookupError):
    """An unknown evening, hand or player (404).  `message_de`: the same in German, where the
    tablet's pages show it (else they show `message`)."""

    def __init__(self, message: str, field: str | None = None, message_de: str | None = None):
        super().__init__(message)
        self.message, self.field, self.message_de = message, field, message_de


class Conflict(Exception):
    """A request that does not fit the evening as it stands now (409); `message_de` as for NotFound."""

    def __init__(self, message: str, field: str | None = None, message_de: str | None = None):
        super().__init__(message)
        self.message, self.field, self.message_de = message, field, message_de


class Invalid(ValueError):
    """A document that does not hold together (an import whose ledger or hands disagree) (422)."""

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.message, self.field = message, field


class Broken(Exception):
    """Something that cannot happen unless the referee or the database is wrong (500)."""


# --- the game -------------------------------------------------------------------------------------

def history_fields(game: dict, players: int, ante: int | None = None) -> dict:
    """The hand-history fields of a game for `players` players: variant, options, antes, limits."""
    out: dict[str, Any] = {"variant": game["variant"]}
    if game.get("options"):
        out["options"] = dict(game["options"])
    out["antes"] = [game.get("ante", 1) if ante is None else ante] * players
    out.update({name: game[name] for name in GAME_FIELDS if name in game})
    return out


def check_game(game: dict) -> dict:
    """The game, if the referee accepts it (options, limits); else HistoryError naming the field."""
    low = GAMES[game["variant"]].players[0]
    names = [f"Player{i}" for i in range(1, low + 1)]
    load_hand({**history_fields(game, low), "players": names, "starting_stacks": [1] * low, "actions": []})
    return game


def game_of(header: dict) -> dict:
    """The game a hand was played with (for a redeal: the same game again)."""
    return {name: header[name] for name in HISTORY_GAME_FIELDS if name in header}


# --- the evening as it stands ---------------------------------------------------------------------

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


def get_evening(db, evening_id: int) -> dict:
    row = store.evening(db, evening_id)
    if row is None:
        raise NotFound(f"There is no evening {evening_id}.", "evening_id")
    return row


def get_hand(db, hand_id: int) -> dict:
    row = store.hand(db, hand_id)
    if row is None:
        raise NotFound(f"There is no hand {hand_id}.", "hand_id")
    return row


def table(db, evening_id: int) -> Table:
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
    if last is not None and ruled.get("ruling", {}).get("outcome") == "redeal":
        names = [n for n in ruled["ruling"]["redeal_players"] if n in t.active]
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


def _no_live_hand(t: Table, what: str) -> None:
    if t.live is not None:
        raise Conflict(f"Hand {t.live['number']} is still being played: finish it before {what}.", "hand")


# --- an evening and its players -------------------------------------------------------------------

def create_evening(db, data: dict) -> int:
    """A new evening: its players (seating order, clockwise) with their buy-ins."""
    game = check_game(data["game"])
    names = [p["name"] for p in data["players"]]
    dealer = next((n for n in names if n.casefold() == data["dealer"].casefold()), None) \
        if "dealer" in data else names[-1]
    evening_id = store.add_evening(db, data["name"], dealer, game)
    for seat, player in enumerate(data["players"]):
        store.add_player(db, evening_id, player["name"], seat)
        store.add_ledger(db, evening_id, None, player["name"], player["chips"], "buy_in")
    return evening_id


def set_game(db, evening_id: int, game: dict) -> None:
    """Dealer's choice: the game of the next hands."""
    get_evening(db, evening_id)
    store.set_game(db, evening_id, check_game(game))


def _player(t: Table, name: str) -> dict:
    seat = next((s for s in t.seats if s["name"].casefold() == name.casefold()), None)
    if seat is None:
        raise NotFound(f"{name!r} does not play this evening.", "name", f"{name!r} spielt heute Abend nicht mit.")
    return seat


def _not_in_live_hand(t: Table, name: str, what: str) -> None:
    """`what`: "rebuy" or "leave"."""
    if t.live is not None and name in t.live["header"]["players"]:
        was = {"rebuy": "nachkaufen", "leave": "gehen"}[what]
        raise Conflict(f"{name} is in hand {t.live['number']}, which is still being played: {what} after it.",
                       "name", f"{name} spielt in Hand {t.live['number']}, die noch läuft: danach {was}.")


def join(db, evening_id: int, name: str, chips: int, after: str | None = None) -> None:
    """A player sits down with `chips` (to the left of `after`, else in the last seat); a
    player who left comes back the same way."""
    t = table(db, evening_id)
    existing = next((s for s in t.seats if s["name"].casefold() == name.casefold()), None)
    if existing is not None and existing["left_at"] is None:
        raise Conflict(f"{existing['name']} is already at the table.", "name",
                       f"{existing['name']} sitzt schon am Tisch.")
    order = [s["name"] for s in t.seats]
    if existing is None:
        store.add_player(db, evening_id, name, len(order))
        order.append(name)
    else:
        name = existing["name"]
        store.set_left(db, evening_id, name, None)
    if after is not None:
        neighbour = _player(t, after)["name"]
        if neighbour == name:
            raise Conflict("A player cannot sit to their own left.", "after",
                           "Niemand kann links neben sich selbst sitzen.")
        order.remove(name)
        order.insert(order.index(neighbour) + 1, name)
        store.reseat(db, evening_id, order)
    store.add_ledger(db, evening_id, None, name, chips, "buy_in")


def rebuy(db, evening_id: int, name: str, chips: int) -> None:
    t = table(db, evening_id)
    seat = _player(t, name)
    if seat["left_at"] is not None:
        raise Conflict(f"{seat['name']} has left; to come back, join again.", "name",
                       f"{seat['name']} ist gegangen; zum Zurückkommen wieder dazukommen.")
    _not_in_live_hand(t, seat["name"], "rebuy")
    store.add_ledger(db, evening_id, None, seat["name"], chips, "rebuy")


def leave(db, evening_id: int, name: str) -> None:
    """A player leaves and takes their chips home (a ledger row); the deal skips them."""
    t = table(db, evening_id)
    seat = _player(t, name)
    if seat["left_at"] is not None:
        raise Conflict(f"{seat['name']} has already left.", "name", f"{seat['name']} ist schon gegangen.")
    _not_in_live_hand(t, seat["name"], "leave")
    chips = t.chips.get(seat["name"], 0)
    if chips:
        store.add_ledger(db, evening_id, None, seat["name"], -chips, "leave", f"takes {chips} home")
    store.set_left(db, evening_id, seat["name"], store.now())


# --- booking --------------------------------------------------------------------------------------

def book(db, hand: dict, ruled: dict, kind: str = "hand") -> None:
    """Book a ruled hand: one ledger row per player whose chips changed, and the open pot's
    share (a carried pot taken in, a pot carried over)."""
    header, evening_id, number = hand["header"], hand["evening_id"], hand["number"]
    starting, finishing = header["starting_stacks"], ruled["finishing_stacks"]
    carried_in, carried_out = header.get("carried_pot", 0), ruled["ruling"].get("carried_pot", 0)
    if sum(finishing) + carried_out != sum(starting) + carried_in:
        raise Broken(f"hand {number}: the ruling does not conserve chips ({starting} + {carried_in} in, "
                     f"{finishing} + {carried_out} out)")
    label = f"hand {number}" if kind == "hand" else f"hand {number}, corrected"
    for name, before, after in zip(header["players"], starting, finishing):
        if after != before:
            store.add_ledger(db, evening_id, hand["id"], name, after - before, kind, label)
    if carried_in:
        store.add_ledger(db, evening_id, hand["id"], None, -carried_in, "carry" if kind == "hand" else kind,
                         f"the open pot goes into {label}")
    if carried_out:
        store.add_ledger(db, evening_id, hand["id"], None, carried_out, "carry" if kind == "hand" else kind,
                         f"{label} carries over")
    store.set_booked(db, hand["id"], ruled, store.last_ledger_id(db, evening_id))


def _ruled(state: State) -> dict:
    ruling = rule(state)
    return {"finishing_stacks": ruling.finishing_stacks, "winnings": ruling.winnings, "ruling": ruling_json(ruling)}


def _reopen(db, hand: dict) -> None:
    """Take a booked hand back for a correction: allowed while it is the evening's last hand
    and its players' chips have not moved since; its rows are reversed by correction rows."""
    last = store.last_hand(db, hand["evening_id"])
    if last["id"] != hand["id"]:
        raise Conflict(f"Hand {hand['number']} can no longer be corrected: hand {last['number']} has started.",
                       "hand")
    players = set(hand["header"]["players"])
    for row in store.ledger_after(db, hand["evening_id"], hand["booked_through"] or 0):
        if row["player"] is None or row["player"] in players:
            who = row["player"] or "the open pot"
            raise Conflict(f"Hand {hand['number']} can no longer be corrected: {who} changed since "
                           f"({row['kind']} {row['amount']}).", "hand")
    for player, total in store.hand_ledger(db, hand["id"]).items():
        if total:
            store.add_ledger(db, hand["evening_id"], hand["id"], player, -total, "correction",
                             f"hand {hand['number']} reopened for a correction")
    store.set_booked(db, hand["id"], None, None)


# --- live hands -----------------------------------------------------------------------------------

def start_live(db, evening_id: int, game: dict | None = None) -> int:
    """Deal the next hand: the players with chips from the dealer's left, antes taken."""
    t = table(db, evening_id)
    _no_live_hand(t, "dealing the next one")
    if game is not None:
        if next_deal(t).redeal_of is not None:
            raise Conflict(f"The next deal is a redeal of hand {t.last['number']}: same game, same dealer.", "game")
        store.set_game(db, evening_id, check_game(game))
        t.evening["game"] = game
    deal = next_deal(t)
    if deal.dealer is None:
        raise Conflict("Nobody has chips: nobody can be dealt in.", "players")
    replay({**deal.header, "actions": []})          # the referee checks the header (enough players, ...)
    number = (t.last["number"] if t.last else 0) + 1
    return store.add_hand(db, evening_id, number, "live", deal.dealer, deal.header)


def _state(hand: dict, actions: list[str]) -> State:
    return replay({**hand["header"], "actions": actions})


def _check_seq(log: list, seq: int | None) -> None:
    if seq is not None and seq != len(log):
        raise Conflict(f"Stale: the hand has moved on (seq is {len(log)}, you sent {seq}); reload it.", "seq")


def act(db, hand_id: int, text: str, seq: int | None = None) -> dict:
    """Apply one action to a hand; the referee refuses an illegal one and nothing is stored.
    The action that ends the hand books it, in the same transaction.  Returns the hand's view."""
    hand = get_hand(db, hand_id)
    log = store.action_log(db, hand_id)
    _check_seq(log, seq)
    actions = store.effective_actions(log)
    state = _state(hand, actions)
    try:
        canonical = str(parse_action(text, state.names))
    except ActionSyntaxError as error:
        raise RuleViolation("action.syntax", problem=str(error)).at(len(actions), text) from None
    state.apply(canonical)
    store.add_action(db, hand_id, len(log), canonical)
    if state.over and hand["status"] != "booked":
        reopened = "correction" in store.hand_kinds(db, hand_id)
        book(db, hand, _ruled(state), "correction" if reopened else "hand")
        hand = get_hand(db, hand_id)
    return _view(hand, len(log) + 1, actions + [canonical], state)


def undo(db, hand_id: int, seq: int | None = None) -> None:
    """Take back the last action (an undo row in the log).  Taking back the action that
    ended a booked hand reopens it for a correction."""
    hand = get_hand(db, hand_id)
    log = store.action_log(db, hand_id)
    _check_seq(log, seq)
    actions = store.effective_actions(log)
    if not actions:
        raise Conflict(f"Nothing to undo: no action stands in hand {hand['number']}.", "action")
    if hand["status"] == "booked" and not _state(hand, actions[:-1]).over:
        _reopen(db, hand)
    store.add_action(db, hand_id, len(log), None)


# --- uploads --------------------------------------------------------------------------------------

def digest(history: dict) -> str:
    """The fingerprint of an uploaded hand (its actions in canonical form), for idempotency."""
    names = history.get("players") or []
    actions = []
    for text in history.get("actions", []):
        try:
            actions.append(str(parse_action(text, names)))
        except ActionSyntaxError:
            actions.append(text)
    return hashlib.sha256(store.dump_json({**history, "actions": actions}).encode()).hexdigest()


def upload(db, evening_id: int, history: dict) -> tuple[int, bool]:
    """Book an uploaded hand: (hand id, whether it had been uploaded before).

    Its players must be the next deal's, from the dealer's left; given ``starting_stacks``
    must equal their chips now (``carried_pot`` the open pot); missing ones are filled in,
    and so are missing game fields, from the evening's game."""
    t = table(db, evening_id)
    fingerprint = digest(history)
    before = store.hand_by_digest(db, evening_id, fingerprint)
    if before is not None:
        return before["id"], True
    _no_live_hand(t, "uploading another")
    deal = next_deal(t)
    if [p.casefold() for p in history["players"]] != [p.casefold() for p in deal.players]:
        raise Conflict(f"The players of the next deal, from {deal.dealer or 'the dealer'}'s left, are "
                       f"{', '.join(deal.players) or 'nobody'}; the hand lists {', '.join(history['players'])}.",
                       "players")
    filled = {**history, "players": deal.players}
    if "starting_stacks" in history:
        differ = [f"{name} has {chips}, not {given}" for name, chips, given
                  in zip(deal.players, deal.header["starting_stacks"], history["starting_stacks"]) if chips != given]
        if differ or len(history["starting_stacks"]) != len(deal.players):
            raise Conflict("starting_stacks differ from the chips now: " + ("; ".join(differ) or
                           f"{len(history['starting_stacks'])} stacks for {len(deal.players)} players"),
                           "starting_stacks")
    filled["starting_stacks"] = deal.header["starting_stacks"]
    carried = deal.header.get("carried_pot", 0)
    if history.get("carried_pot", carried) != carried:
        raise Conflict(f"carried_pot is {history['carried_pot']}, but the open pot holds {carried}.", "carried_pot")
    if carried:
        filled["carried_pot"] = carried
    if history.get("variant", deal.header["variant"]) == deal.header["variant"]:
        for name in ("variant", "options", "antes", *GAME_FIELDS):
            if name not in history and name in deal.header:
                filled[name] = deal.header[name]
    ruled = rule_history(filled)
    actions = [str(parse_action(text, deal.players)) for text in filled["actions"]]
    header = {k: v for k, v in filled.items() if k not in ("actions", "finishing_stacks")}
    number = (t.last["number"] if t.last else 0) + 1
    hand_id = store.add_hand(db, evening_id, number, "upload", deal.dealer, header, fingerprint)
    for seq, text in enumerate(actions):
        store.add_action(db, hand_id, seq, text)
    book(db, store.hand(db, hand_id), {k: ruled[k] for k in ("finishing_stacks", "winnings", "ruling")})
    return hand_id, False


# --- views ----------------------------------------------------------------------------------------

def hand_view(db, hand_id: int) -> dict:
    """The hand as the tablet shows it: the referee's view plus where the hand stands."""
    hand = get_hand(db, hand_id)
    log = store.action_log(db, hand_id)
    actions = store.effective_actions(log)
    return _view(hand, len(log), actions, _state(hand, actions))


def _view(hand: dict, seq: int, actions: list[str], state: State) -> dict:
    out = {**view_json(state), "id": hand["id"], "evening_id": hand["evening_id"], "number": hand["number"],
           "source": hand["source"], "dealer": hand["dealer"], "status": hand["status"], "seq": seq,
           "log": actions, "header": hand["header"]}
    if hand["ruling"] is not None:
        out.update(hand["ruling"])
    return out


def history_of(db, hand_id: int) -> dict:
    """A hand as its history: the header and the actions that stand."""
    hand = get_hand(db, hand_id)
    return {**hand["header"], "actions": store.effective_actions(store.action_log(db, hand_id))}


def phh_of(db, hand_id: int) -> dict:
    """A hand as we write it in PHH: canonical actions and, once it is over, its ruling."""
    history = history_of(db, hand_id)
    state = replay(history)
    if state.over:
        return rule_history(history, canonical=True)
    return {**history, "actions": list(state.texts)}


def odds_of(db, hand_id: int) -> dict:
    """Each player's chances in a hand (in progress or over), see `referee.odds.odds`; worked
    out in a worker process (`web.workers`), so that the table does not wait meanwhile."""
    return workers.run(odds, history_of(db, hand_id), budget=2.0)


def odds_by_street_of(db, hand_id: int) -> list[dict]:
    """How the chances moved street by street, see `referee.odds.odds_by_street` (in a worker)."""
    return workers.run(odds_by_street, history_of(db, hand_id), budget=0.5)


def ruled_hand(db, hand_id: int) -> dict:
    """An uploaded hand as its history plus the ruling."""
    hand = get_hand(db, hand_id)
    out = {**hand["header"], "actions": store.effective_actions(store.action_log(db, hand_id)),
           "id": hand["id"], "number": hand["number"], "status": hand["status"]}
    if hand["ruling"] is not None:
        out.update(hand["ruling"])
    return out


def evening_view(db, evening_id: int) -> dict:
    t = table(db, evening_id)
    live_stacks: dict[str, int] = {}
    live_pot = live_carried = 0
    if t.live is not None:
        state = _state(t.live, store.effective_actions(store.action_log(db, t.live["id"])))
        live_stacks = {s.name: s.stack for s in state.seats}
        live_pot, live_carried = state.total_pot, t.live["header"].get("carried_pot", 0)
    deal = next_deal(t) if t.live is None else Deal(None, [], {})
    totals = _totals(db, evening_id)
    stacks = sum(live_stacks.get(name, chips) for name, chips in t.chips.items())
    return {
        "id": t.evening["id"], "name": t.evening["name"], "created_at": t.evening["created_at"],
        "game": t.evening["game"],
        "players": [{"name": s["name"], "seat": s["seat"], "chips": t.chips.get(s["name"], 0),
                     "left": s["left_at"] is not None, "in_hand": live_stacks.get(s["name"])} for s in t.seats],
        "hands": t.last["number"] if t.last else 0,
        "live_hand": ({"id": t.live["id"], "number": t.live["number"], "dealer": t.live["dealer"]}
                      if t.live is not None else None),
        "next_dealer": deal.dealer, "next_players": deal.players, "redeal_of": deal.redeal_of,
        "open_pot": t.open_pot - live_carried,
        "chips": {"bought": totals["buy_in"] + totals["rebuy"], "cashed_out": -totals["leave"],
                  "stacks": stacks, "pots": t.open_pot - live_carried + live_pot},
    }


def _totals(db, evening_id: int) -> dict[str, int]:
    totals = dict.fromkeys(("buy_in", "rebuy", "leave"), 0)
    for row in store.ledger(db, evening_id):
        if row["kind"] in totals:
            totals[row["kind"]] += row["amount"]
    return totals


def hand_list(db, evening_id: int) -> list[dict]:
    get_evening(db, evening_id)
    out = []
    for hand in store.hands(db, evening_id):
        ruled = hand["ruling"]
        names = hand["header"]["players"]
        out.append({"id": hand["id"], "number": hand["number"], "source": hand["source"], "status": hand["status"],
                    "dealer": hand["dealer"], "variant": hand["header"]["variant"], "players": names,
                    "outcome": ruled["ruling"]["outcome"] if ruled else None,
                    "winnings": dict(zip(names, ruled["winnings"])) if ruled else None})
    return out


def leaderboard(db, evening_id: int) -> list[dict]:
    """Every player by chips: net won in hands, hands won, the biggest pot won."""
    t = table(db, evening_id)
    bought: dict[str, int] = {}
    net: dict[str, int] = {}
    for row in store.ledger(db, evening_id):
        if row["player"] is None:
            continue
        if row["kind"] in ("buy_in", "rebuy"):
            bought[row["player"]] = bought.get(row["player"], 0) + row["amount"]
        elif row["kind"] in ("hand", "correction"):
            net[row["player"]] = net.get(row["player"], 0) + row["amount"]
    won: dict[str, int] = {}
    biggest: dict[str, int] = {}
    for hand in store.hands(db, evening_id):
        if hand["status"] != "booked":
            continue
        for name, chips in zip(hand["header"]["players"], hand["ruling"]["winnings"]):
            if chips > 0:
                won[name] = won.get(name, 0) + 1
                biggest[name] = max(biggest.get(name, 0), chips)
    board = [{"name": s["name"], "chips": t.chips.get(s["name"], 0), "net": net.get(s["name"], 0),
              "hands_won": won.get(s["name"], 0), "biggest_pot": biggest.get(s["name"], 0),
              "left": s["left_at"] is not None} for s in t.seats]
    return sorted(board, key=lambda p: (-p["chips"], -p["net"], p["name"].casefold()))


def ledger_view(db, evening_id: int) -> list[dict]:
    get_evening(db, evening_id)
    return store.ledger(db, evening_id)


# --- export and import ----------------------------------------------------------------------------

def export_evening(db, evening_id: int) -> dict:
    """The whole evening as one document (`schemas.export`), for a backup or another laptop."""
    evening = get_evening(db, evening_id)
    entries = store.ledger(db, evening_id)
    ids = [row["id"] for row in entries]
    hands = []
    for hand in store.hands(db, evening_id):
        through = hand["booked_through"]
        hands.append({"number": hand["number"], "source": hand["source"], "dealer": hand["dealer"],
                      "header": hand["header"], "digest": hand["digest"], "created_at": hand["created_at"],
                      "booked_after": None if through is None else sum(1 for i in ids if i <= through),
                      "log": [{"text": row["text"], "created_at": row["created_at"]}
                              for row in store.action_log(db, hand["id"])]})
    return {"format": "follow-the-queen-evening", "version": 1, "name": evening["name"],
            "created_at": evening["created_at"], "dealer": evening["dealer"], "game": evening["game"],
            "players": [{"name": s["name"], "seat": s["seat"], "joined_at": s["joined_at"], "left_at": s["left_at"]}
                        for s in store.players(db, evening_id)],
            "hands": hands,
            "ledger": [{"hand_number": row["hand_number"], "player": row["player"], "amount": row["amount"],
                        "kind": row["kind"], "note": row["note"], "created_at": row["created_at"]}
                       for row in entries]}


def import_evening(db, data: dict) -> int:
    """A new evening from an export, after checking it: every hand replays under the
    referee, each booked hand's ledger rows add up to its ruling, and no stack is negative."""
    names = [p["name"] for p in data["players"]]
    if len({n.casefold() for n in names}) != len(names):
        raise Invalid("Two players have the same name.", "players")
    if data["dealer"] not in names:
        raise Invalid(f"The dealer {data['dealer']} is not among the players.", "dealer")
    check_game(data["game"])
    numbers = [h["number"] for h in data["hands"]]
    if numbers != list(range(1, len(numbers) + 1)):
        raise Invalid("The hands must be numbered 1, 2, 3, ... in order.", "hands")
    rows_of: dict[int, list[dict]] = {}
    for row in data["ledger"]:
        if row["player"] is not None and row["player"] not in names:
            raise Invalid(f"The ledger names {row['player']}, who is not among the players.", "ledger")
        if row["hand_number"] is not None:
            if row["hand_number"] > len(numbers):
                raise Invalid(f"The ledger names hand {row['hand_number']}, which is not there.", "ledger")
            rows_of.setdefault(row["hand_number"], []).append(row)
        elif row["player"] is None or row["kind"] not in ("buy_in", "rebuy", "leave"):
            raise Invalid("A ledger entry without a hand must be a player's buy_in, rebuy or leave.", "ledger")
    logs, rulings = [], []
    for hand in data["hands"]:
        where = f"hand {hand['number']}"
        if hand["dealer"] not in names or any(p not in names for p in hand["header"].get("players", [])):
            raise Invalid(f"{where}: its dealer and players must be among the evening's players.", "hands")
        actions = store.effective_actions([{"undo": row["text"] is None, "text": row["text"]} for row in hand["log"]])
        try:
            state = replay({**hand["header"], "actions": actions})
        except RuleViolation as error:
            raise Invalid(f"{where} does not replay: {error}", "hands") from None
        ruled = _ruled(state) if state.over else None
        if ruled is None and hand["number"] != len(numbers):
            raise Invalid(f"{where} is not over, and only the last hand may be in play.", "hands")
        if ruled is None and hand["booked_after"] is not None:
            raise Invalid(f"{where} is not over but is marked booked.", "hands")
        if ruled is not None and hand["booked_after"] is None:
            raise Invalid(f"{where} is over but not marked booked (booked_after).", "hands")
        expected: dict[str | None, int] = {}
        if ruled is not None:
            header = hand["header"]
            for name, before, after in zip(header["players"], header["starting_stacks"], ruled["finishing_stacks"]):
                if after != before:
                    expected[name] = after - before
            pot = ruled["ruling"].get("carried_pot", 0) - header.get("carried_pot", 0)
            if pot:
                expected[None] = pot
        got: dict[str | None, int] = {}
        for row in rows_of.get(hand["number"], []):
            got[row["player"]] = got.get(row["player"], 0) + row["amount"]
        if {k: v for k, v in got.items() if v} != expected:
            raise Invalid(f"{where}: its ledger entries do not add up to its ruling.", "ledger")
        logs.append(hand["log"])
        rulings.append(ruled)
    balance: dict[str | None, int] = {}
    for row in data["ledger"]:
        balance[row["player"]] = balance.get(row["player"], 0) + row["amount"]
        if balance[row["player"]] < 0 and row["player"] is not None:
            raise Invalid(f"The ledger takes {row['player']} below 0 chips.", "ledger")
    if balance.get(None, 0) < 0:
        raise Invalid("The ledger leaves the open pot below 0.", "ledger")
    if numbers and rulings[-1] is None:
        live = data["hands"][-1]["header"]
        if [balance.get(p, 0) for p in live["players"]] != live["starting_stacks"]:
            raise Invalid("The hand in play does not start from its players' chips.", "hands")
    digests = [h["digest"] for h in data["hands"] if h["digest"] is not None]
    if len(set(digests)) != len(digests):
        raise Invalid("Two hands have the same digest.", "hands")
    for hand in data["hands"]:
        if hand["booked_after"] is not None and hand["booked_after"] > len(data["ledger"]):
            raise Invalid(f"hand {hand['number']}: booked_after is past the end of the ledger.", "hands")

    evening_id = store.add_evening(db, data["name"], data["dealer"], data["game"], data["created_at"])
    for player in sorted(data["players"], key=lambda p: p["seat"]):
        store.add_player(db, evening_id, player["name"], player["seat"], player["joined_at"], player["left_at"])
    store.reseat(db, evening_id, [p["name"] for p in sorted(data["players"], key=lambda p: p["seat"])])
    hand_ids = {}
    for hand, log in zip(data["hands"], logs):
        hand_ids[hand["number"]] = store.add_hand(db, evening_id, hand["number"], hand["source"], hand["dealer"],
                                                  hand["header"], hand["digest"], hand["created_at"])
        for seq, row in enumerate(log):
            store.add_action(db, hand_ids[hand["number"]], seq, row["text"], row["created_at"])
    ledger_ids = [store.add_ledger(db, evening_id, hand_ids.get(row["hand_number"]), row["player"], row["amount"],
                                   row["kind"], row["note"], row["created_at"]) for row in data["ledger"]]
    for hand, ruled in zip(data["hands"], rulings):
        if ruled is not None:
            count = hand["booked_after"]
            store.set_booked(db, hand_ids[hand["number"]], ruled, ledger_ids[count - 1] if count else 0)
    return evening_id

