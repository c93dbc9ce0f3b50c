"""Random legal hands, for property tests, the service tests and the benchmarks: each step is
chosen among what the referee says comes next and is legal (the ``next`` of a state's view,
as `State.expected()` gives it and the API shows it), so every hand made here must replay
and rule.  One chooser serves both: a hand played here with the referee (`play`,
`local_hand`) and a hand played over the API (`Chooser.action` on the API's view and log).
"""

from __future__ import annotations

import random
import re

from referee.games import HOUSE, get_game
from referee.games.house import house_game
from referee.replay import State, load_hand

DECK = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]
NAMES = ["Anna", "Ben", "Carla", "Dan", "Emil", "Fritz", "Gerda", "Hans"]
_DEAL = re.compile(r"d dh p(\d+) (\S+)")
_TURN_OR_DISCARD = re.compile(r"p(\d+) (tu|sd|pa p\d+) (\S+)")


def holes(log: list[str], down: tuple[int, ...] = (0, 1, 6)) -> dict[int, list[str | None]]:
    """Each seat's face-down cards as dealt (None: dealt as ??), from the log: the cards at the
    places `down` of the deal (seven-card stud's unless the view says otherwise), less those
    discarded (``sd``; a ``??`` the newest unseen, as the referee takes it, a card turned up that
    nobody saw filling that place first); passed (``pa``: gone as a discard, the receiver's last
    once the round's passes are all made: at the next action that is no pass, or a passer's next pass)."""
    dealt: dict[int, list[str | None]] = {}
    passed: list[tuple[int, int, list[str | None]]] = []       # (from, to, cards) of the round's passes
    for text in log:
        match = _DEAL.match(text) or _TURN_OR_DISCARD.match(text)
        if " pa " not in text or any(text.startswith(f"p{by + 1} ") for by, _, _ in passed):   # the round is over
            for _, to, cards in passed:
                dealt.setdefault(to, []).extend(cards)
            passed = []
        if match is None:
            continue
        seat = int(match.group(1)) - 1
        text_cards = match.groups()[-1]
        cards = [text_cards[i:i + 2] for i in range(0, len(text_cards), 2)]
        mine = dealt.setdefault(seat, [])
        if text.startswith("d"):
            mine.extend(None if c == "??" else c for c in cards)
        elif " tu " in text and cards[0] not in mine:
            mine[len(mine) - 1 - mine[::-1].index(None)] = cards[0]
        elif " tu " not in text:
            gone = [mine.pop(len(mine) - 1 - mine[::-1].index(None if card == "??" else card))
                    for card in sorted(cards, key=lambda card: card == "??")]     # the named first, as the referee
            if " pa " in text:
                passed.append((seat, int(match.group(2).split()[1][1:]) - 1, gone))
    return {seat: [cards[i] for i in down if i < len(cards)] for seat, cards in dealt.items()}


class Chooser:
    """Picks a legal next action.  `rng` needs ``choice``, ``randint`` and ``random`` (a
    `random.Random`, or `Drawn`); `hide`: how often a hole card is entered as ??; `fold`, `muck`:
    how often a player folds (facing a bet: three times as often) or mucks at the showdown."""

    def __init__(self, rng, hide: float = 0.3, fold: float = 0.12, muck: float = 0.15):
        self.rng, self.hide, self.fold, self.muck = rng, hide, fold, muck

    def _unseen(self, seen, count: int) -> list[str]:
        pool = [c for c in DECK if c not in seen]
        picked = []
        for _ in range(count):
            card = self.rng.choice(pool)
            pool.remove(card)
            picked.append(card)
        return picked

    def action(self, view: dict, log: list[str]) -> str:
        """The next action for a hand whose view (``next``, ``seen``) and log these are."""
        nxt = view["next"]
        kind, seat = nxt["kind"], nxt.get("seat")
        seen = set(view["seen"])
        if kind == "deal":
            cards = self._unseen(seen, len(nxt["faces"]))
            shown = ["??" if face == "d" and self.rng.random() < self.hide else card
                     for card, face in zip(cards, nxt["faces"])]
            return f"d dh p{seat + 1} {''.join(shown)}"
        if kind == "board":
            return f"d db {self._unseen(seen, 1)[0]}"
        if kind in ("decide", "turn_up", "discard", "declare", "pass", "set"):
            return self._choice(view, log, seen)
        if kind == "show":
            if self.rng.random() < self.muck:
                return f"p{seat + 1} sm"
            mine = holes(log, _down(view, seat)).get(seat, [])
            fresh = iter(self._unseen(seen, sum(c is None for c in mine)))
            return f"p{seat + 1} sm {''.join(c or next(fresh) for c in mine)}"
        legal = nxt["legal"]
        me = f"p{seat + 1}"
        choices = [f"{me} pb" if legal["bring_in"] is not None else f"{me} cc"]
        for key in ("bet", "raise"):
            if legal[key]:
                low, high = legal[key]
                amount = self.rng.choice([low, high]) if legal.get("fixed") else self.rng.randint(low, high)
                choices.append(f"{me} cbr {amount}")
        if legal["fold"] and not legal["check"] and self.rng.random() < self.fold * 3:
            return f"{me} f"
        if legal["fold"] and self.rng.random() < self.fold / 3:
            return f"{me} f"
        return self.rng.choice(choices)


    def _choice(self, view: dict, log: list[str], seen) -> str:
        """A player's choice that is no bet: about a face-up card, a card to turn up or to discard,
        a declaration (any player still to declare, or the one whose turn it is)."""
        nxt = view["next"]
        if nxt["kind"] == "decide":
            return self._decide(nxt)
        if nxt["kind"] == "turn_up":
            return self._turn_up(view, log, seen)
        if nxt["kind"] == "discard":
            return self._discard(view, log)
        if nxt["kind"] == "pass":
            return self._pass(view, log)
        if nxt["kind"] == "set":
            return self._set_hands(view, log)
        return f"p{self.rng.choice(nxt['seats']) + 1} dc {self.rng.choice(['high', 'low', 'both'])}"

    def _decide(self, nxt: dict) -> str:
        """Pay for a face-up card (the amount written or left to the rule) or fold; buy the extra
        card or pass."""
        me, amount = f"p{nxt['seat'] + 1}", nxt["amount"]
        if nxt["decision"] == "pay":
            if self.rng.random() < self.fold:
                return f"{me} f"
            return self.rng.choice([f"{me} pay", f"{me} pay {amount}"])
        return self.rng.choice([f"{me} buy", f"{me} buy {amount}", f"{me} pass"])

    def _turn_up(self, view: dict, log: list[str], seen) -> str:
        """A player still to turn up (any of them: all turn up at once) turns up one of their
        face-down cards: one entered at the deal, or, for one dealt as ??, a card nobody saw."""
        seat = self.rng.choice(view["next"]["seats"])
        mine = holes(log, _down(view, seat)).get(seat, [])
        if view["next"].get("keep"):             # this street's card, the newest face down: up or kept down
            if self.rng.random() < 0.5:
                return f"p{seat + 1} pass"
            return f"p{seat + 1} tu {mine[-1] or self._unseen(seen, 1)[0]}"
        cards = [c for c in mine if c is not None]
        if None in mine:
            cards.append(self._unseen(seen, 1)[0])
        return f"p{seat + 1} tu {self.rng.choice(cards)}"


    def _discard(self, view: dict, log: list[str]) -> str:
        """A player still to discard (any of them: all discard at once) discards the rule's number
        of their face-down cards, any of them (``??`` for one dealt unseen)."""
        seat = self.rng.choice(view["next"]["seats"])
        mine = holes(log, _down(view, seat)).get(seat, [])
        gone = []
        for _ in range(view["next"]["count"]):
            gone.append(mine.pop(self.rng.randint(0, len(mine) - 1)))
        return f"p{seat + 1} sd {''.join(card or '??' for card in gone)}"


    def _pass(self, view: dict, log: list[str]) -> str:
        """The first player still to pass passes the rule's number of their face-down cards, any of
        them (``??`` for one dealt unseen), to the player the referee names."""
        nxt = view["next"]
        seat = nxt["seat"]
        mine = holes(log, _down(view, seat)).get(seat, [])
        gone = [mine.pop(self.rng.randint(0, len(mine) - 1)) for _ in range(nxt["count"])]
        return f"p{seat + 1} pa p{nxt['to'] + 1} {''.join(card or '??' for card in gone)}"


    def _set_hands(self, view: dict, log: list[str]) -> str:
        """A player still to set (any of them: all set at once) names the two-card hand: one of their
        face-down cards (``??`` for one dealt unseen) and any other of their cards."""
        seat = self.rng.choice(view["next"]["seats"])
        down = _down(view, seat)
        mine = [card or "??" for card in holes(log, down).get(seat, [])]
        ups = [c for c in holes(log, tuple(i for i in range(7) if i not in down)).get(seat, []) if c]
        first = mine.pop(self.rng.randint(0, len(mine) - 1))
        return f"p{seat + 1} st {first}{self.rng.choice(mine + ups)}"


def _down(view: dict, seat: int) -> tuple[int, ...]:
    """The places of a player's face-down cards, from the view's cards (seven-card stud's when
    the view has none)."""
    players = view.get("players")
    if not players:
        return (0, 1, 6)
    return tuple(i for i, card in enumerate(players[seat]["cards"]) if not card["up"])


class Drawn:
    """A `random.Random` look-alike that draws from hypothesis's ``data`` (so it shrinks)."""

    def __init__(self, data):
        from hypothesis import strategies as st

        self.data, self.st = data, st

    def choice(self, seq):
        return self.data.draw(self.st.sampled_from(list(seq)))

    def randint(self, low, high):
        return self.data.draw(self.st.integers(low, high))

    def random(self):
        return self.data.draw(self.st.floats(0, 1, exclude_max=True))


def header(rng: random.Random, variant: str, options=None, players: int | None = None) -> dict:
    """A random header of `variant`: players, stacks, antes and limits."""
    fixed = get_game(variant).betting == "fixed" and not (options or {}).get("spread_limit")
    low, high = (2, 8) if fixed else (3, 7)
    n = players or rng.randint(low, min(high, get_game(variant).players[1]))
    history = {"variant": variant, "options": options or {}, "players": NAMES[:n],
               "starting_stacks": [rng.choice([3, 8, 20, 60, 150]) for _ in range(n)],
               "antes": [1] * n, "actions": []}
    if fixed:
        history.update(bring_in=1, small_bet=2, big_bet=4)
    else:
        history.update(bet_limits=[1, rng.choice([1, 3, 5])], max_raises=3)
    if get_game(variant).has_blinds:        # blinds instead of the antes and the bring-in (Outhouse)
        history.pop("bring_in", None)
        heads_up_dealer_small = n == 2 and (options or {}).get("heads_up_blinds", "dealer_small") == "dealer_small"
        history.update(antes=[0] * n, blinds_or_straddles=[2, 1] if heads_up_dealer_small else [1, 2] + [0] * (n - 2))
    return history


def house_header(rng: random.Random, definition: dict, players: int | None = None) -> dict:
    """A random header of a house game (`referee.games.house`): betting as its definition says,
    as many players as its deal has cards for (at most 8 in fixed limit, 7 in spread)."""
    game = house_game(definition)
    most = min(game.players[1], 8 if game.betting == "fixed" else 7)
    base = header(rng, "F7S" if game.betting == "fixed" else "FTQ", players=players or rng.randint(2, most))
    return {**base, "variant": HOUSE, "house_game": definition}


def local_hand(header: dict, rng, limit: int = 400, **chooser) -> list[str]:
    """A whole legal hand for `header`, played with the referee in this process: its actions.
    `chooser`: `Chooser`'s rates (hide, fold, muck)."""
    state = State(load_hand({**header, "actions": []}))
    choose = Chooser(rng, **chooser)
    log: list[str] = []
    while not state.over and len(log) < limit:
        players = [{"cards": [{"up": d.up} for d in s.cards]} for s in state.seats] \
            if state.phase in ("showdown", "turn_up", "discard", "pass") else []
        text = choose.action({"next": state.expected(), "seen": [str(c) for c in state.seen], "players": players}, log)
        state.apply(text)
        log.append(text)
    return log


def play(rng, history: dict, **chooser) -> dict:
    """Fill `history["actions"]` with a random legal hand until it is over."""
    history["actions"] = local_hand(history, rng, **chooser)
    return history


def random_hand(rng: random.Random, variant: str = "FTQ", options=None, players=None) -> dict:
    return play(rng, header(rng, variant, options, players))
