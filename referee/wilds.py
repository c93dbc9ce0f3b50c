"""Which ranks are wild as the face-up cards fall (Follow the Queen, Follow the Cowboy).

The Queens (Kings in Follow the Cowboy: the *leader* rank) are wild.  When a Queen is dealt
face up, the next card dealt face up, to whoever gets it and even on the next street, sets
the *follow rank*: its rank is wild too.  Another face-up Queen cancels the follow rank, and
the face-up card after it sets a new one.  Face-down cards never follow and never cancel.

>>> from referee.cards import parse_cards
>>> w = follow_the_leader([UpCard(c, seat) for seat, c in enumerate(parse_cards('Qh 6c 9d'))])
>>> sorted(w.ranks), w.follow.card, w.after.card
([6, 12], Card('6c'), Card('Qh'))
>>> w = follow_the_leader([UpCard(c, s) for s, c in enumerate(parse_cards('Qh 6c Qs Jd'))])
>>> sorted(w.ranks), [(str(ch.card.card), ch.kind, ch.cancelled) for ch in w.changes]
([11, 12], [('Qh', 'leader', ()), ('6c', 'follow', ()), ('Qs', 'leader', (6,)), ('Jd', 'follow', ())])
>>> follow_the_leader([UpCard(c, s) for s, c in enumerate(parse_cards('6c Qh'))]).waiting
True
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import RANK_WORDS, Card, rank_name
from .words import rank_list, rank_word, street_name

QUEEN, KING = 12, 13


@dataclass(frozen=True)
class UpCard:
    """A card dealt face up: to `seat` (0-based, None for nobody: the extra card), on `street`."""

    card: Card
    seat: int | None = None
    street: int = 0

    def as_json(self) -> dict:
        return {"card": str(self.card), "seat": self.seat, "street": self.street}


@dataclass(frozen=True)
class Change:
    """One face-up card that changed the wild ranks.

    kind ``leader``: a face-up Queen; `cancelled` are the ranks it ended.
    kind ``follow``: the card after a face-up Queen; its rank is now wild; `after` is that Queen.
    """

    kind: str
    card: UpCard
    cancelled: tuple[int, ...] = ()
    after: UpCard | None = None

    def as_json(self) -> dict:
        return {"kind": self.kind, **self.card.as_json(), "cancelled": list(self.cancelled),
                "after": self.after.as_json() if self.after else None}


@dataclass(frozen=True)
class Wilds:
    """The wild ranks after a run of face-up cards, and how they came to be."""

    ranks: frozenset[int]                 # wild for every card of these ranks
    leader: int                           # 12 (Queens) or 13 (Kings)
    leader_wild: bool                     # the leader rank is in `ranks` (option queens_wild)
    follow: UpCard | None = None          # the card that set the current follow rank
    after: UpCard | None = None           # the face-up Queen it followed
    waiting: bool = False                 # the last face-up card is a Queen: the next one sets the rank
    changes: tuple[Change, ...] = field(default=())
    hole_leaders_wild: bool = False       # Queens dealt face down are wild although `ranks` lacks them
    cancel: bool = True                   # option cancel: a new face-up Queen ends the old follow rank

    def wild_for(self, holding: list[Card], down: list[Card]) -> frozenset[Card]:
        """The wild cards among one player's `holding`; `down`: those dealt face down."""
        return frozenset(c for c in holding if c.rank in self.ranks
                         or (self.hole_leaders_wild and c.rank == self.leader and c in down))

    def as_json(self) -> dict:
        return {
            "ranks": [rank_name(r) for r in sorted(self.ranks, reverse=True)],
            "follow": self.follow.as_json() if self.follow else None,
            "after": self.after.as_json() if self.after else None,
            "waiting": self.waiting,
            "changes": [c.as_json() for c in self.changes],
        }

    def explain(self, names=None, lang: str = "en", final: bool = False) -> str:
        """One sentence for the table: what is wild now and why (`final`: no more face-up
        cards will come).

        >>> from referee.cards import parse_cards
        >>> ups = [UpCard(c, s, 4) for s, c in enumerate(parse_cards('Qh 6c'))]
        >>> follow_the_leader(ups).explain(['Anna', 'Ben'])
        "Queens and sixes are wild: Ben's 6♣ followed Anna's Q♥ on 4th street."
        """
        return explain(self, names, lang, final)


def follow_the_leader(up_cards, leader: int = QUEEN, *, queens_wild: bool = True,
                      hole_queens_wild: bool = False, cancel: bool = True) -> Wilds:
    """The wild ranks after `up_cards` (UpCards in the order they were dealt).

    Options (Follow the Queen's variants): `queens_wild` False: only the follow rank is wild
    (a final face-up Queen leaves nothing wild), unless `hole_queens_wild`: Queens dealt face
    down stay wild; `cancel` False: every rank that ever followed a face-up Queen stays wild.
    """
    followers: list[int] = []
    changes: list[Change] = []
    last_leader: UpCard | None = None
    follow: UpCard | None = None
    after: UpCard | None = None
    for up in up_cards:
        if up.card.rank == leader:
            cancelled = tuple(followers) if cancel else ()
            if cancel:
                followers = []
                follow = after = None
            changes.append(Change("leader", up, cancelled))
            last_leader = up
        elif last_leader is not None:
            if up.card.rank not in followers:
                followers.append(up.card.rank)
            follow, after = up, last_leader
            changes.append(Change("follow", up, after=last_leader))
            last_leader = None
    ranks = set(followers)
    if queens_wild:
        ranks.add(leader)
    return Wilds(frozenset(ranks), leader, queens_wild, follow, after, last_leader is not None,
                 tuple(changes), hole_leaders_wild=not queens_wild and hole_queens_wild, cancel=cancel)


# --- the explanation ------------------------------------------------------------------------

_WORDS = {
    "en": {"none": "Nothing is wild", "are_wild": "{ranks} are wild",
           "followed": "{whose} {card} followed {whose2} {queen}", "on": " on {street}",
           "on_both": "{whose} {card} on {street} followed {whose2} {queen} on {street2}",
           "waiting": "{whose} {queen} is the last face-up card, the next one sets the wild rank",
           "last": "{whose} {queen} was the last face-up card, so no rank follows it",
           "nobody": "the extra card", "cancelled": ", so {ranks} are no longer wild",
           "also_cancelled": " and {ranks} are no longer wild",
           "no_leader": "no {leader} was dealt face up", "hole": "{leaders} dealt face down stay wild"},
    "de": {"none": "Nichts ist wild", "are_wild": "{ranks} sind wild",
           "followed": "{whose} {card} folgte {whose2} {queen}", "on": " in der {street}",
           "on_both": "{whose} {card} in der {street} folgte {whose2} {queen} in der {street2}",
           "waiting": "{whose} {queen} ist die letzte offene Karte, die nächste bestimmt den wilden Wert",
           "last": "{whose} {queen} war die letzte offene Karte, ihr folgt kein Wert",
           "nobody": "die Extrakarte", "cancelled": ", also sind {ranks} nicht mehr wild",
           "also_cancelled": ", und {ranks} sind nicht mehr wild",
           "no_leader": "es kam keine offene {leader}", "hole": "verdeckte {leaders} bleiben wild"},
}


def _whose(up: UpCard, names, lang: str) -> str:
    if up.seat is None:
        return _WORDS[lang]["nobody"]
    name = names[up.seat] if names else f"p{up.seat + 1}"
    if lang == "en":
        return f"{name}'s"
    return f"{name}'" if name.endswith(("s", "x", "z", "ß")) else f"{name}s"


def _card(card: Card, lang: str) -> str:
    return card.german if lang == "de" else card.symbol


def _followed(change: Change, names, lang: str) -> str:
    """"Ben's 6♣ followed Anna's Q♥ on 4th street" (both streets when they differ)."""
    w = _WORDS[lang]
    up, queen = change.card, change.after
    parts = dict(whose=_whose(up, names, lang), card=_card(up.card, lang), whose2=_whose(queen, names, lang),
                 queen=_card(queen.card, lang))
    if not up.street:
        return w["followed"].format(**parts)
    if queen.street and queen.street != up.street:
        return w["on_both"].format(street=street_name(up.street, lang), street2=street_name(queen.street, lang),
                                   **parts)
    return w["followed"].format(**parts) + w["on"].format(street=street_name(up.street, lang))


def _current_follows(wilds: Wilds) -> list[Change]:
    """The follow changes behind today's wild ranks: the last one, or without cancellations
    the first card of each rank that ever followed."""
    follows = [c for c in wilds.changes if c.kind == "follow"]
    if wilds.cancel:
        return [c for c in follows if c.card == wilds.follow]
    firsts: dict[int, Change] = {}
    for change in follows:
        firsts.setdefault(change.card.card.rank, change)
    return list(firsts.values())


def explain(wilds: Wilds, names=None, lang: str = "en", final: bool = False) -> str:
    """The wild ranks now and the cards that made them so, in one sentence."""
    w = _WORDS[lang]
    head = w["are_wild"].format(ranks=rank_list(wilds.ranks, lang)) if wilds.ranks else w["none"]
    reasons = [_followed(change, names, lang) for change in _current_follows(wilds)]
    if wilds.waiting:
        last = next(c.card for c in reversed(wilds.changes) if c.kind == "leader")
        reasons.append(w["last" if final else "waiting"].format(whose=_whose(last, names, lang),
                                                                queen=_card(last.card, lang)))
    if not wilds.changes:
        reasons.append(w["no_leader"].format(leader=rank_word(wilds.leader, lang)))
    gone = {r for c in wilds.changes for r in c.cancelled} - wilds.ranks
    if gone and reasons:
        ranks = rank_list(gone, lang)
        reasons[-1] += w["also_cancelled" if wilds.waiting and final else "cancelled"].format(
            ranks=ranks.lower() if lang == "en" else ranks)
    if wilds.hole_leaders_wild:
        reasons.append(w["hole"].format(leaders=RANK_WORDS[lang][wilds.leader]))
    return head + (": " + "; ".join(reasons) if reasons else "") + "."


def wild_ranks(up_ranks, leader: int = QUEEN, queens_wild: bool = True, cancel: bool = True
               ) -> tuple[frozenset[int], bool, bool]:
    """`follow_the_leader` on ranks alone, for simulations that deal thousands of hands:
    (wild ranks, waiting for a follower, any face-up leader).

    >>> wild_ranks([12, 6, 9]), wild_ranks([6, 12])
    ((frozenset({12, 6}), False, True), (frozenset({12}), True, True))
    """
    followers: list[int] = []
    waiting = seen = False
    for rank in up_ranks:
        if rank == leader:
            seen = waiting = True
            if cancel:
                followers = []
        elif waiting:
            if rank not in followers:
                followers.append(rank)
            waiting = False
    ranks = frozenset(followers) | ({leader} if queens_wild else frozenset())
    return ranks, waiting, seen
