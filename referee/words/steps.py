"""A hand street by street in words (`referee.streets` gives it as data): each step's title,
what each action did ("Carla calls 3", "Fritz raises to 5", "Anna completes to 4"), and
where a Queen changed the wild ranks ("Q: sixes → Jacks").

>>> from referee.streets import steps
>>> history = {"variant": "F7S", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [20] * 3,
...            "antes": [1] * 3, "bring_in": 1, "small_bet": 2, "big_bet": 4,
...            "actions": ["d dh p1 ????9c", "d dh p2 ????2h", "d dh p3 ????Kd", "p2 pb", "p3 cbr 2", "p1 f"]}
>>> betting = steps(history)[-1]
>>> step_title(betting, "de"), [did_text(d, history["players"]) for d in betting.did]
('3. Straße: Setzen', ['Ben brings in 1', 'Carla completes to 2', 'Anna folds'])
"""

from __future__ import annotations

from collections.abc import Sequence

from ..streets import Did, Forced, Step, WildChange
from . import say


def step_title(step: Step, lang: str = "en") -> str:
    """'Antes in', '4th street: the deal', '4th street: betting', 'Showdown' / '4. Straße: Geben', ..."""
    return say(f"step.{step.kind}", lang, street=step.street)


def did_text(did: Did, names: Sequence[str], lang: str = "en") -> str:
    """'Carla calls 3', 'Q♥ to Anna', 'a face-down card to Ben', '3 face-down cards to Anna' (Roll
    Your Own's 3rd street), '9♦ for nobody' / 'Carla geht mit 3', ...; with what a face-up card
    cost without a choice: 'Q♥ to Anna; Anna pays 2 for it, 2 antes for a Queen'."""
    player = names[did.seat] if did.seat is not None else None
    id = "did.down.many" if did.kind == "down" and did.unseen > 1 else f"did.{did.kind}"
    if did.side:
        id = f"did.declare.{did.side}"
    to = names[did.to] if did.to is not None else None
    said = say(id, lang, player=player, amount=did.amount, cards=did.cards, count=did.unseen, to=to)
    return "; ".join([said, *(forced_text(f, names, lang) for f in did.forced)])


def forced_text(forced: Forced, names: Sequence[str], lang: str = "en") -> str:
    """A payment a face-up card cost without a choice: 'Anna pays 2 for it, 2 antes for a Queen',
    'Ben pays 1 for it, the ante', 'Anna pays all Anna has for it, 1, and is all-in' / 'Anna
    zahlt 2 dafür, 2 Antes für eine Dame', ..."""
    id = "did.forced.stack" if forced.rule == "stack" else f"did.{forced.kind}.{forced.rule}"
    return say(id, lang, player=names[forced.seat], amount=forced.amount, antes=forced.antes, rank=forced.card.rank)


def wild_change_text(change: WildChange, lang: str = "en") -> str:
    """'Q: +sixes', 'Q: sixes → Jacks', 'Q: −tens' / 'D: +Sechsen', ... (for a chart's mark)."""
    return say(f"wild_change.{change.kind}", lang, leader=change.leader, before=change.before, after=change.after)
