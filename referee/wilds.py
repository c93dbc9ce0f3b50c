"""Which ranks are wild as the face-up cards fall (Follow the Queen, Follow the Cowboy), and
the face-up cards that changed them, as data (`referee.words.state` says why in words).

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

from .cards import Card, rank_name

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
    leader: int                           # 12 (Queens) or 13 (Kings); 0: none (a house game's fixed ranks)
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

    def current_follows(self) -> list[Change]:
        """The follow changes behind today's wild ranks: the last one, or without cancellations
        the first card of each rank that ever followed."""
        follows = [c for c in self.changes if c.kind == "follow"]
        if self.cancel:
            return [c for c in follows if c.card == self.follow]
        firsts: dict[int, Change] = {}
        for change in follows:
            firsts.setdefault(change.card.card.rank, change)
        return list(firsts.values())

    @property
    def cancelled(self) -> frozenset[int]:
        """The ranks that were wild once and are no longer."""
        return frozenset(r for c in self.changes for r in c.cancelled) - self.ranks

    def as_json(self) -> dict:
        return {
            "ranks": [rank_name(r) for r in sorted(self.ranks, reverse=True)],
            "follow": self.follow.as_json() if self.follow else None,
            "after": self.after.as_json() if self.after else None,
            "waiting": self.waiting,
            "changes": [c.as_json() for c in self.changes],
        }


def follow_the_leader(up_cards, leader: int = QUEEN, *, queens_wild: bool = True,
                      hole_queens_wild: bool = False, cancel: bool = True, repeat_extra_card: bool = False) -> Wilds:
    """The wild ranks after `up_cards` (UpCards in the order they were dealt).

    Options (Follow the Queen's variants): `queens_wild` False: only the follow rank is wild
    (a final face-up Queen leaves nothing wild), unless `hole_queens_wild`: Queens dealt face
    down stay wild; `cancel` False: every rank that ever followed a face-up Queen stays wild.

    The extra card for nobody (seat None, option ``extra_card``) follows the final Queen: "the
    dealer turns up one more card for nobody; its rank is wild" (follow-the-queen.en.txt,
    Variants), one card, so a Queen there is a follower too and leaves Queens alone wild.  With
    `repeat_extra_card` an extra Queen leads again and waits for another extra card.

    >>> from referee.cards import parse_cards
    >>> last = [UpCard(c, s, 6) for s, c in enumerate(parse_cards('Qh 6c Qs'))]
    >>> last.append(UpCard(parse_cards('Qd')[0], None, 6))
    >>> w = follow_the_leader(last)
    >>> sorted(w.ranks), w.waiting, str(w.follow.card), str(w.after.card)
    ([12], False, 'Qd', 'Qs')
    >>> sorted(follow_the_leader(last, queens_wild=False).ranks)
    [12]
    >>> follow_the_leader(last, repeat_extra_card=True).waiting
    True
    """
    followers: list[int] = []
    changes: list[Change] = []
    last_leader: UpCard | None = None
    follow: UpCard | None = None
    after: UpCard | None = None
    for up in up_cards:
        extra_follows = up.seat is None and last_leader is not None and not repeat_extra_card
        if up.card.rank == leader and not extra_follows:
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
    return Wilds(frozenset(ranks), leader, follow, after, last_leader is not None,
                 tuple(changes), hole_leaders_wild=not queens_wild and hole_queens_wild, cancel=cancel)


def wild_ranks(up_ranks, leader: int = QUEEN, queens_wild: bool = True, cancel: bool = True, extra: int = 0,
               repeat: bool = False) -> tuple[frozenset[int], bool, bool]:
    """`follow_the_leader` on ranks alone, for simulations that deal thousands of hands:
    (wild ranks, waiting for a follower, any face-up leader).  The last `extra` ranks are
    extra cards for nobody (`repeat`: option repeat_extra_card).

    >>> wild_ranks([12, 6, 9]), wild_ranks([6, 12]), wild_ranks([6, 12, 12], extra=1)
    ((frozenset({12, 6}), False, True), (frozenset({12}), True, True), (frozenset({12}), False, True))
    """
    followers: list[int] = []
    waiting = seen = False
    first_extra = len(up_ranks) - extra
    for i, rank in enumerate(up_ranks):
        if rank == leader and not (waiting and i >= first_extra and not repeat):
            seen = waiting = True
            if cancel:
                followers = []
        elif waiting:
            if rank not in followers:
                followers.append(rank)
            waiting = False
    ranks = frozenset(followers) | ({leader} if queens_wild else frozenset())
    return ranks, waiting, seen


def plain_stand_ins(stand_ins) -> tuple[tuple[Card, Card], ...]:
    """What the wild cards of a hand stand for, as a person says it: a wild card that can stand
    for itself does (and goes unsaid), so no wild card stands for another wild card of the same
    hand.  `stand_ins`: (wild card, the card it stands for) pairs, as `referee.ranking` gives them;
    the cards they make stay the same.

    >>> from referee.cards import parse_cards
    >>> five, queen, ace = parse_cards('5d Qs As')
    >>> plain_stand_ins([(five, queen), (queen, ace)])          # not "5♦ for the Q♠, Q♠ for the A♠"
    ((Card('5d'), Card('As')),)
    >>> plain_stand_ins([(queen, queen), (five, ace)])
    ((Card('5d'), Card('As')),)
    """
    pairs = [list(pair) for pair in stand_ins]
    changed = True
    while changed:
        changed = False
        for pair in pairs:
            wild, stands = pair
            if wild == stands:
                continue
            other = next((p for p in pairs if p[1] == wild and p is not pair), None)
            if other is not None:               # someone stands for this wild card: it can be itself
                other[1], pair[1] = stands, wild
                changed = True
    return tuple((wild, stands) for wild, stands in pairs if wild != stands)


# --- wild cards that no face-up card changes -------------------------------------------------------

SUICIDE_KING = Card(13, 2)                          # K♥, the king with the sword in his head
ONE_EYED_JACKS = frozenset({Card(11, 3), Card(11, 2)})   # J♠ J♥, seen in profile


@dataclass(frozen=True)
class FixedWilds:
    """What is wild whatever the face-up cards do: `ranks` and single `cards` wild for
    everybody (deuces, Kings; the suicide King, the one-eyed Jacks), and with `lowest_hole`
    each player's lowest face-down card for that player, with all their cards of its rank,
    face up too (Low Hole Card Wild; the Ace is high there, and the 7th-street card counts).
    A personal wild card depends on cards nobody else sees: it never counts for who opens.

    >>> from referee.cards import parse_cards
    >>> hole = list(parse_cards('9c 4d Ks'))
    >>> low = FixedWilds(frozenset({13}), lowest_hole=True)
    >>> low.lowest_hole_card(hole), sorted(map(str, low.wild_for(hole + list(parse_cards('4s Ah')), hole)))
    (Card('4d'), ['4d', '4s', 'Ks'])
    >>> sorted(map(str, FixedWilds(cards=frozenset({SUICIDE_KING})).wild_for(list(parse_cards('Kh Kd')), [])))
    ['Kh']
    """

    ranks: frozenset[int] = frozenset()
    cards: frozenset[Card] = frozenset()
    lowest_hole: bool = False
    needs: int | None = None              # the lowest hole card is wild only for a holder of this rank

    def __bool__(self) -> bool:
        return bool(self.ranks or self.cards or self.lowest_hole)

    def for_everybody(self, card: Card) -> bool:
        """Whether `card` is wild for everybody (a wild rank or a single wild card)."""
        return card.rank in self.ranks or card in self.cards

    def lowest_hole_card(self, down) -> Card | None:
        """The card that makes a player's rank wild: the lowest of their face-down cards by
        natural rank, the Ace high (of two of that rank the lower suit is named); None
        without the rule or without hole cards."""
        return min(down, key=lambda c: (c.rank, c.suit)) if self.lowest_hole and down else None

    def own_card(self, holding, down) -> Card | None:
        """The lowest hole card that makes a rank wild for this player: `lowest_hole_card`, if
        the player holds a card of the rank it `needs` (Kings and Little Ones, option
        ``king_needed``), face up or down."""
        if self.needs is not None and not any(c.rank == self.needs for c in holding):
            return None
        return self.lowest_hole_card(down)

    def wild_for(self, holding, down) -> frozenset[Card]:
        """The wild cards among one player's `holding`; `down`: those dealt face down."""
        low = self.own_card(holding, down)
        own = low.rank if low is not None else None
        return frozenset(c for c in holding if c.rank in self.ranks or c in self.cards or c.rank == own)


@dataclass(frozen=True)
class PersonalWild:
    """Why a rank is wild for one player alone: their lowest hole card `card` (`FixedWilds`)
    makes `rank` wild for them; `cards`: their wild cards of that rank."""

    seat: int
    card: Card
    cards: tuple[Card, ...]

    @property
    def rank(self) -> int:
        return self.card.rank

    def as_json(self) -> dict:
        return {"card": str(self.card), "rank": rank_name(self.card.rank), "cards": [str(c) for c in self.cards]}


def personal_wild(fixed: FixedWilds | None, seat: int, holding, down) -> PersonalWild | None:
    """The player's personal wild rank and the card behind it (None if the game has none or
    their hole cards are not known)."""
    low = fixed.own_card(holding, down) if fixed is not None else None
    if low is None:
        return None
    return PersonalWild(seat, low, tuple(sorted((c for c in holding if c.rank == low.rank), key=lambda c: c.suit)))
