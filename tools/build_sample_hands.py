"""Write the hand histories of sample_hands/ from scripts that are easy to check by eye.

Each hand is a script: the cards each player gets street by street, the betting of each
street in the order the players act, and the showdown in the order the players show.  The
builder follows `State.expected()` and stops with an error if the referee wants a different
player than the script names (the script holds the order worked out by hand from the rules,
so a stop is either a mistake in the script or a referee bug).  The ``_expect`` facts and
the finishing stacks are written in the scripts by hand; nothing is copied from a ruling.

    .venv/bin/python tools/build_sample_hands.py        # from the repository's root

Script fields:

- ``deal``: per player, the cards per street separated by spaces: ``"6d6sKh 8c Kc 3d 4s"`` is
  3rd street (two down, one up), 4th, 5th, 6th (up) and 7th (down); other games deal the
  streets of their shape (Five-Card Stud: ``"Ah9c 9d Jd 2c"``, 2nd street one down and one
  up).  ``??`` for a card nobody saw.  Hole cards are written as ``??`` in the actions (the
  host enters them at the showdown) unless the player is in ``known``.
- ``bets``: per street, ``"Dan cbr 2, Emil cc, Anna f"``.
- ``board``: per street, the cards for nobody (``d db``), dealt when the referee asks.
- ``extra``: per player, the extra cards a face-up card gives (Baseball's 4), in order:
  ``"Ks Ac"``, dealt when the referee asks, face down or up as it says.
- ``decide``: per player, the answers to a face-up card that asks something (Baseball's 3:
  ``pay`` or ``f``; a bought 4: ``buy`` or ``pass``), in order: ``"pay, f"``.
- ``turns``: per street, the cards turned up by choice (Roll Your Own), in the order entered:
  ``"Carla 6d, Anna 2c, Ben 9c"``.  At the showdown a player then shows the face-down cards
  left, the script's cards less those turned up.
- ``discards``: per street, the face-down cards each player discards (Pineapple Stud), in the
  order entered: ``"Ben 5h, Anna 2c"``; written ``??`` unless the player is in ``known``, and
  left out of the cards shown.
- ``declare``: the declarations of a high-low game that declares, in the order entered:
  ``"Carla both, Anna high, Ben low"``.
- ``setting``: the two-card hands of a game of two hands (Cowpie), in the order entered: ``"Anna
  AhJh, Ben ????"`` (``??``: the newest face-down card nobody saw not named already).
- ``show``: ``"Emil, Carla muck"``: in showdown order; a name alone shows the hole cards.
- ``house``: a house game's preset (``referee.games.house.PRESETS``), with ``variant="HOUSE"``:
  the hand carries that definition.
- ``limits``: fixed limit's ``bring_in``, ``small_bet``, ``big_bet`` (default 1, 2, 4); ``bet_limits``
  and ``max_raises`` for spread limit (default [1, 5] and 3); ``stacks``, ``ante``.

``MANUAL`` and ``REFUSED`` hands are written out action by action (the referee refuses them, or
refuses their header, so it cannot be followed).
"""

from __future__ import annotations

import json
import pathlib

from referee.cards import Card, cards_text, parse_cards
from referee.games import HOUSE, game_type
from referee.games.house import PRESETS
from referee.replay import State, load_hand
from referee.words.state import next_text

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "sample_hands"


class ScriptError(Exception):
    pass


def _streets(text: str) -> list[list[Card | None]]:
    chunks = text.split()
    out = [list(parse_cards(chunks[0]))]
    out += [list(parse_cards(c)) for c in chunks[1:]]
    return out


def build(spec: dict) -> dict:
    history = _header(spec)
    script = _Script(spec, history)
    script.follow()
    script.check_all_used()
    history["finishing_stacks"] = spec["finishing_stacks"]
    _check_chips_add_up(spec, history)
    history["_expect"] = spec["expect"]
    return history


def _header(spec: dict) -> dict:
    """The history's header: game, players, stacks, antes and limits."""
    players = spec["players"].split()
    n = len(players)
    stacks = spec.get("stacks", 100)
    house = {"house_game": spec.get("house_game") or PRESETS[spec["house"]]} if spec["variant"] == HOUSE else {}
    history = {"variant": spec["variant"], **house, "options": spec.get("options", {}), "players": players,
               "starting_stacks": stacks if isinstance(stacks, list) else [stacks] * n,
               "antes": [spec.get("ante", 1)] * n}
    if "blinds" in spec:                       # the small and the big blind, on the dealer's left (Outhouse)
        history["blinds_or_straddles"] = spec["blinds"] + [0] * (n - len(spec["blinds"]))
    if game_type(history).betting == "fixed" and not spec.get("options", {}).get("spread_limit"):
        history.update(spec.get("limits", {"bring_in": 1, "small_bet": 2, "big_bet": 4}))
    else:
        history.update(bet_limits=spec.get("bet_limits", [1, 5]), max_raises=spec.get("max_raises", 3))
    if "carried_pot" in spec:
        history["carried_pot"] = spec["carried_pot"]
    history["actions"] = []
    return history


def _check_cards_once(spec: dict, deal: dict, board: dict) -> None:
    """Every real card is in the script once (a player's twice only with ``allow_twice``)."""
    seen: dict[Card, str] = {}
    for name, streets in deal.items():
        for cards in streets:
            for c in cards:
                if c is not None:
                    if c in seen and not spec.get("allow_twice"):
                        raise ScriptError(f"{spec['name']}: {c} given to {seen[c]} and {name}")
                    seen[c] = name
    for cards in board.values():
        for c in parse_cards("".join(cards)):
            assert c is not None, cards                 # a board card is dealt face up: never ??
            if c in seen:
                raise ScriptError(f"{spec['name']}: board card {c} given to {seen[c]}")
            seen[c] = "board"


def _check_chips_add_up(spec: dict, history: dict) -> None:
    if sum(history["finishing_stacks"]) + spec["expect"].get("carried_pot", 0) != sum(
            history["starting_stacks"]) + history.get("carried_pot", 0):
        raise ScriptError(f"{spec['name']}: the finishing stacks (and carried pot) do not add up")


class _Script:
    """A hand's script followed where the referee leads: each action it expects taken from the script."""

    def __init__(self, spec: dict, history: dict):
        self.spec = spec
        self.players = history["players"]
        self.actions = history["actions"]
        self.deal = {name: _streets(text) for name, text in spec["deal"].items()}
        self.known = set(spec.get("known", ()))
        self.bets = {street: [b.strip() for b in text.split(",") if b.strip()]
                     for street, text in spec.get("bets", {}).items()}
        self.board = {street: text.split() for street, text in spec.get("board", {}).items()}
        self.extra = {name: list(parse_cards(text)) for name, text in spec.get("extra", {}).items()}
        self.decide = {name: [d.strip() for d in text.split(",")] for name, text in spec.get("decide", {}).items()}
        self.holes: dict[str, list[Card | None]] = {name: [] for name in self.players}   # face down, as dealt
        self.turns = {street: [t.split() for t in text.split(",")] for street, text in spec.get("turns", {}).items()}
        self.turned: dict[str, list[Card]] = {}
        self.discards = {street: [t.split() for t in text.split(",")]
                         for street, text in spec.get("discards", {}).items()}
        self.passes = {street: [t.split() for t in text.split(",")] for street, text in spec.get("passes", {}).items()}
        self.received: list[tuple[str, list[Card]]] = []      # the round's passes, the receivers' once all passed
        self.show = [s.strip() for s in spec.get("show", "").split(",") if s.strip()]
        self.declared = [d.split() for d in spec.get("declare", "").split(",") if d.strip()]
        self.settings = [d.split() for d in spec.get("setting", "").split(",") if d.strip()]
        _check_cards_once(spec, {**self.deal, **{f"{n} (extra)": [c] for n, c in self.extra.items()}}, self.board)
        self.state = State(load_hand(history))
        self.dealt_streets = {name: 0 for name in self.players}
        self.shape = self.state.streets
        self.faces_of = {street.key: street.faces for street in self.shape}

    def fail(self, message: str) -> ScriptError:
        return ScriptError(f"{self.spec['name']}: {message}")

    def apply(self, text: str) -> None:
        self.state.apply(text)
        self.actions.append(text)

    def follow(self) -> None:
        steps = {"deal": self.deal_cards, "board": self.board_card, "act": self.bet, "show": self.show_down,
                 "decide": self.decision,
                 "turn_up": self.turn_up, "declare": self.declare, "discard": self.discard, "pass": self.pass_cards,
                 "set": self.set_hands}
        while not self.state.over:
            nxt = self.state.expected()
            step = steps.get(nxt["kind"])
            if step is None:
                raise self.fail(f"unexpected {nxt['kind']}")
            step(nxt)

    def deal_cards(self, nxt: dict) -> None:
        street, seat = nxt["street"], nxt["seat"]
        name = self.players[seat]
        if nxt.get("extra"):
            self.extra_card(name, seat, nxt["faces"])
            return
        i = self.dealt_streets[name]
        if name not in self.deal or i >= len(self.deal[name]):
            raise self.fail(f"no card scripted for {name} on street {street}")
        cards = self.deal[name][i]
        self.dealt_streets[name] += 1
        faces = nxt["faces"]                    # the street's, or a card bought's (English Stud)
        if len(cards) != len(faces):
            raise self.fail(f"{name} street {street} needs {len(faces)} cards")
        written = [c if (f == "u" or name in self.known) else None for c, f in zip(cards, faces)]
        self.holes[name] += [c for c, f in zip(cards, faces) if f == "d"]
        self.apply(f"d dh p{seat + 1} {cards_text(written)}")

    def extra_card(self, name: str, seat: int, face: str) -> None:
        """The extra card a face-up card gave `name`, from the script's ``extra``."""
        if not self.extra.get(name):
            raise self.fail(f"the referee asks for an extra card for {name}: {next_text(self.state)}")
        card = self.extra[name].pop(0)
        if face == "d":
            self.holes[name].append(card)
        self.apply(f"d dh p{seat + 1} {cards_text([card if face == 'u' or name in self.known else None])}")

    def decision(self, nxt: dict) -> None:
        """A player's answer to a face-up card, from the script's ``decide``."""
        name = self.players[nxt["seat"]]
        if not self.decide.get(name):
            raise self.fail(f"no decision scripted for {name}: {next_text(self.state)}")
        self.state.apply(f"p{nxt['seat'] + 1} {self.decide[name].pop(0)}")
        self.actions.append(self.state.texts[-1])          # as written: a pay with its amount

    def board_card(self, nxt: dict) -> None:
        street = nxt["street"]
        if not self.board.get(street):
            raise self.fail(f"the referee asks for a board card on street {street}")
        self.apply(f"d db {self.board[street].pop(0)}")

    def turn_up(self, nxt: dict) -> None:
        street = nxt["street"]
        if not self.turns.get(street):
            raise self.fail(f"street {street}: the script turns up no more cards, referee: {next_text(self.state)}")
        who, card = self.turns[street].pop(0)
        if self.players.index(who) not in nxt["seats"]:
            raise self.fail(f"street {street}: script turns up {who}'s {card}, referee: {next_text(self.state)}")
        self.turned.setdefault(who, []).append(parse_cards(card)[0])  # type: ignore[arg-type]
        self.apply(f"p{self.players.index(who) + 1} tu {card}")

    def discard(self, nxt: dict) -> None:
        street = nxt["street"]
        if not self.discards.get(street):
            raise self.fail(f"street {street}: the script discards no more cards, referee: {next_text(self.state)}")
        who, *cards = self.discards[street].pop(0)
        if self.players.index(who) not in nxt["seats"]:
            raise self.fail(f"street {street}: script discards {who}'s {cards}, referee: {next_text(self.state)}")
        gone = [card for text in cards for card in parse_cards(text) if card is not None]
        self.turned.setdefault(who, []).extend(gone)       # no longer face down: not shown
        self.apply(f"p{self.players.index(who) + 1} sd {cards_text(gone if who in self.known else [None] * len(gone))}")

    def pass_cards(self, nxt: dict) -> None:
        """A player's pass from the script's ``passes`` ("Anna 9h 6s 4d, ..."), to the player the
        referee names; written ``??`` unless the passer is one whose cards the table knows.  The
        cards are the receiver's once every player has passed."""
        street = nxt["street"]
        if not self.passes.get(street):
            raise self.fail(f"street {street}: the script passes no more cards, referee: {next_text(self.state)}")
        who, *cards = self.passes[street].pop(0)
        seat = self.players.index(who)
        if seat not in nxt["seats"]:
            raise self.fail(f"street {street}: script passes {who}'s {cards}, referee: {next_text(self.state)}")
        gone = [card for text in cards for card in parse_cards(text) if card is not None]
        for card in gone:
            self.holes[who].remove(card)
        receiver = self.state.passes_to(seat)
        self.received.append((self.players[receiver], gone))
        self.apply(f"p{seat + 1} pa p{receiver + 1} "
                   f"{cards_text(gone if who in self.known else [None] * len(gone))}")
        if self.state.phase != "pass":
            for to, passed in self.received:
                self.holes[to] += passed
            self.received = []

    def declare(self, nxt: dict) -> None:
        if not self.declared:
            raise self.fail(f"the script declares no more, referee: {next_text(self.state)}")
        who, side = self.declared.pop(0)
        if self.players.index(who) not in nxt["seats"]:
            raise self.fail(f"script: {who} declares {side}, referee: {next_text(self.state)}")
        self.apply(f"p{self.players.index(who) + 1} dc {side}")

    def set_hands(self, nxt: dict) -> None:
        if not self.settings:
            raise self.fail(f"the script sets no more hands, referee: {next_text(self.state)}")
        who, two = self.settings.pop(0)
        if self.players.index(who) not in nxt["seats"]:
            raise self.fail(f"script: {who} sets {two}, referee: {next_text(self.state)}")
        self.apply(f"p{self.players.index(who) + 1} st {two}")

    def bet(self, nxt: dict) -> None:
        street, seat = nxt["street"], nxt["seat"]
        todo = self.bets.get(street, [])
        if not todo:
            raise self.fail(f"street {street}: the script has no more bets, but the referee "
                            f"says: {next_text(self.state)}")
        who, verb = todo[0].split(None, 1)
        if self.players.index(who) != seat:
            raise self.fail(f"street {street}: script says {todo[0]!r}, referee says: {next_text(self.state)}")
        todo.pop(0)
        self.apply(f"p{seat + 1} {verb}")

    def show_down(self, nxt: dict) -> None:
        seat = nxt["seat"]
        if not self.show:
            raise self.fail(f"showdown: script has no more shows, referee: {next_text(self.state)}")
        entry = self.show.pop(0).split()
        who = entry[0]
        if self.players.index(who) != seat:
            raise self.fail(f"showdown: script says {who}, referee says: {next_text(self.state)}")
        if len(entry) > 1 and entry[1] == "muck":
            self.apply(f"p{seat + 1} sm")
            return
        holes = self.holes[who]
        if who in self.turned:
            holes = self._holes_left(seat, [c for c in holes if c not in self.turned[who]])
        if any(c is None for c in holes):
            raise self.fail(f"{who} shows but has unseen hole cards in the script")
        self.apply(f"p{seat + 1} sm {cards_text(holes)}")

    def _holes_left(self, seat: int, cards: list) -> list:
        """The face-down cards left after turning up, in the referee's slots: a slot's card where
        it was entered, the script's other cards in order where it was not."""
        slots = [d.card for d in self.state.seats[seat].cards if not d.up]
        rest = iter(c for c in cards if c not in slots)
        return [c if c is not None else next(rest) for c in slots]

    def check_all_used(self) -> None:
        """The hand used the whole script: every bet, show, board card and street dealt."""
        left = {s: b for s, b in self.bets.items() if b}
        scripts = (self.board, self.extra, self.decide, self.turns, self.discards, self.passes)
        if left or self.show or self.declared or self.settings or any(any(t.values()) for t in scripts):
            raise self.fail(f"the hand ended ({self.state.outcome}) with script left over: "
                            f"bets {left}, show {self.show}, board {self.board}")
        for name, streets in self.deal.items():
            if self.dealt_streets[name] != len(streets) and not self.spec.get("stops_early"):
                raise self.fail(f"{name} was dealt {self.dealt_streets[name]} streets, script has {len(streets)}")


def dumps(history: dict) -> str:
    """One field a line; the actions one a line; short lists and the expectations compact."""
    lines = []
    for key, value in history.items():
        if key == "actions":
            inner = ",\n".join("    " + json.dumps(a, ensure_ascii=False) for a in value)
            text = "[\n" + inner + "\n  ]" if value else "[]"
        elif key == "_expect":
            inner = ",\n".join(f"    {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in value.items())
            text = "{\n" + inner + "\n  }"
        else:
            text = json.dumps(value, ensure_ascii=False)
        lines.append(f"  {json.dumps(key)}: {text}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def write(spec: dict, history: dict) -> pathlib.Path:
    path = OUT / (spec["name"] + ".json")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(dumps(history), encoding="utf-8")
    return path


def main(argv=None) -> int:
    from sample_hand_scripts import HANDS, MANUAL, REFUSED
    for spec in HANDS:
        history = build(spec)
        print(write(spec, history).relative_to(ROOT), len(history["actions"]), "actions")
    for spec in MANUAL + REFUSED:
        history = spec["history"]()
        print(write(spec, history).relative_to(ROOT), len(history["actions"]), "actions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
