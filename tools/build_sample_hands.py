"""Write the hand histories of sample_hands/ from scripts that are easy to check by eye.

Each hand is a script: the cards each player gets street by street, the betting of each
street in the order the players act, and the showdown in the order the players show.  The
builder follows `State.expected()` and stops with an error if the referee wants a different
player than the script names (the script holds the order worked out by hand from the rules,
so a stop is either a mistake in the script or a referee bug).  The ``_expect`` facts and
the finishing stacks are written in the scripts by hand; nothing is copied from a ruling.

    cd /work/main && PYTHONPATH=. .venv/bin/python tools/build_sample_hands.py

Script fields:

- ``deal``: per player, the cards per street separated by spaces: ``"6d6sKh 8c Kc 3d 4s"`` is
  3rd street (two down, one up), 4th, 5th, 6th (up) and 7th (down); other games deal the
  streets of their shape (Five-Card Stud: ``"Ah9c 9d Jd 2c"``, 2nd street one down and one
  up).  ``??`` for a card nobody saw.  Hole cards are written as ``??`` in the actions (the
  host enters them at the showdown) unless the player is in ``known``.
- ``bets``: per street, ``"Dan cbr 2, Emil cc, Anna f"``.
- ``board``: per street, the cards for nobody (``d db``), dealt when the referee asks.
- ``show``: ``"Emil, Carla muck"``: in showdown order; a name alone shows the hole cards.
- ``limits``: fixed limit's ``bring_in``, ``small_bet``, ``big_bet`` (default 1, 2, 4); ``bet_limits``
  and ``max_raises`` for spread limit (default [1, 5] and 3); ``stacks``, ``ante``.

``MANUAL`` and ``REFUSED`` hands are written out action by action (the referee refuses them, or
refuses their header, so it cannot be followed).
"""

from __future__ import annotations

import json
import pathlib

from referee.cards import Card, cards_text, parse_cards
from referee.games import get_game
from referee.replay import State, load_hand
from referee.words.table import next_text

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
    players = spec["players"].split()
    n = len(players)
    stacks = spec.get("stacks", 100)
    history = {"variant": spec["variant"], "options": spec.get("options", {}), "players": players,
               "starting_stacks": stacks if isinstance(stacks, list) else [stacks] * n,
               "antes": [spec.get("ante", 1)] * n}
    if get_game(spec["variant"]).betting == "fixed":
        history.update(spec.get("limits", {"bring_in": 1, "small_bet": 2, "big_bet": 4}))
    else:
        history.update(bet_limits=spec.get("bet_limits", [1, 5]), max_raises=spec.get("max_raises", 3))
    if "carried_pot" in spec:
        history["carried_pot"] = spec["carried_pot"]
    history["actions"] = actions = []

    deal = {name: _streets(text) for name, text in spec["deal"].items()}
    known = set(spec.get("known", ()))
    bets = {street: [b.strip() for b in text.split(",") if b.strip()] for street, text in spec.get("bets", {}).items()}
    board = {street: text.split() for street, text in spec.get("board", {}).items()}
    show = [s.strip() for s in spec.get("show", "").split(",") if s.strip()]

    # every real card once
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

    state = State(load_hand(history))
    dealt_streets = {name: 0 for name in players}
    shape = state.streets
    faces_of = {street.number: street.faces for street in shape}

    def apply(text):
        state.apply(text)
        actions.append(text)

    while not state.over:
        nxt = state.expected()
        kind, seat = nxt["kind"], nxt["seat"]
        if kind == "deal":
            name = players[seat]
            i = dealt_streets[name]
            if name not in deal or i >= len(deal[name]):
                raise ScriptError(f"{spec['name']}: no card scripted for {name} on street {nxt['street']}")
            cards = deal[name][i]
            dealt_streets[name] += 1
            faces = faces_of[nxt["street"]]
            if len(cards) != len(faces):
                raise ScriptError(f"{spec['name']}: {name} street {nxt['street']} needs {len(faces)} cards")
            written = [c if (f == "u" or name in known) else None for c, f in zip(cards, faces)]
            apply(f"d dh p{seat + 1} {cards_text(written)}")
        elif kind == "board":
            street = nxt["street"]
            if not board.get(street):
                raise ScriptError(f"{spec['name']}: the referee asks for a board card on street {street}")
            apply(f"d db {board[street].pop(0)}")
        elif kind == "act":
            street = nxt["street"]
            todo = bets.get(street, [])
            if not todo:
                raise ScriptError(f"{spec['name']}: street {street}: the script has no more bets, but the referee "
                                  f"says: {next_text(state)}")
            who, verb = todo[0].split(None, 1)
            if players.index(who) != seat:
                raise ScriptError(f"{spec['name']}: street {street}: script says {todo[0]!r}, referee says: "
                                  f"{next_text(state)}")
            todo.pop(0)
            apply(f"p{seat + 1} {verb}")
        elif kind == "show":
            if not show:
                raise ScriptError(f"{spec['name']}: showdown: script has no more shows, referee: {next_text(state)}")
            entry = show.pop(0).split()
            who = entry[0]
            if players.index(who) != seat:
                raise ScriptError(f"{spec['name']}: showdown: script says {who}, referee says: {next_text(state)}")
            if len(entry) > 1 and entry[1] == "muck":
                apply(f"p{seat + 1} sm")
            else:
                holes = [c for streets in [deal[who]] for i, cards in enumerate(streets)
                         for c, f in zip(cards, shape[i].faces) if f == "d"]
                if any(c is None for c in holes):
                    raise ScriptError(f"{spec['name']}: {who} shows but has unseen hole cards in the script")
                apply(f"p{seat + 1} sm {cards_text(holes)}")
        else:
            raise ScriptError(f"{spec['name']}: unexpected {kind}")
    left = {s: b for s, b in bets.items() if b}
    if left or show or any(board.values()):
        raise ScriptError(f"{spec['name']}: the hand ended ({state.outcome}) with script left over: "
                          f"bets {left}, show {show}, board {board}")
    for name, streets in deal.items():
        if dealt_streets[name] != len(streets) and not spec.get("stops_early"):
            raise ScriptError(f"{spec['name']}: {name} was dealt {dealt_streets[name]} streets, "
                              f"script has {len(streets)}")
    history["finishing_stacks"] = spec["finishing_stacks"]
    if sum(history["finishing_stacks"]) + spec["expect"].get("carried_pot", 0) != sum(
            history["starting_stacks"]) + history.get("carried_pot", 0):
        raise ScriptError(f"{spec['name']}: the finishing stacks (and carried pot) do not add up")
    history["_expect"] = spec["expect"]
    return history


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
