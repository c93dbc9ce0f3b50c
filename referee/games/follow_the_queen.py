"""Follow the Queen, and Follow the Cowboy (the same with Kings).

The rules: ../shared/rules/follow-the-queen.en.txt.  Queens are wild, and so is the rank of
the card dealt face up right after the last face-up Queen (see `referee.wilds`).  The best
face-up hand opens every betting round; there is no bring-in.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..wilds import KING, QUEEN, Wilds, follow_the_leader, wild_ranks
from .game import (
    EXTENDED_OPTIONS,
    ODD_CHIP,
    EndDeal,
    ExtraCard,
    Game,
    GameError,
    Pay,
    _opt,
    heads_up_uncapped,
    last_face_up,
)


def follow_options(leader: int) -> tuple:
    """The options of Follow the Queen (`leader` 12) and Follow the Cowboy (13): the variants
    of follow-the-queen.en.txt, the odd chip, the heads-up cap, the extended ranking."""
    return (
        _opt("queens_wild", True, leader=leader),
        _opt("hole_queens_wild", False, leader=leader),
        _opt("cancel", True, leader=leader),
        _opt("extra_card", False, leader=leader),
        _opt("repeat_extra_card", False, leader=leader),
        _opt("redeal", False, leader=leader),
        _opt("pay_for_wild", False, leader=leader),
        ODD_CHIP,
        heads_up_uncapped("never"),
        *EXTENDED_OPTIONS,
    )


_BY_RANKS: dict[tuple, Wilds] = {}        # the same wild ranks come up again and again in a simulation


@dataclass(frozen=True)
class FollowTheLeader(Game):
    leader: int = QUEEN

    def settle(self, given, options) -> None:
        if options["hole_queens_wild"] and options["queens_wild"]:
            raise GameError("game.hole_queens_wild", game=self.code)
        if options["repeat_extra_card"] and not options["extra_card"]:
            raise GameError("game.repeat_extra_card", game=self.code)

    def wilds_of_ranks(self, rules, up_ranks, extra=0):
        o = rules.options
        ranks, waiting, seen = wild_ranks(up_ranks, self.leader, o["queens_wild"], o["cancel"], extra=extra,
                                          repeat=o["repeat_extra_card"])
        key = (self.leader, ranks, waiting, o["queens_wild"], o["hole_queens_wild"], o["cancel"])
        wilds = _BY_RANKS.get(key)
        if wilds is None:
            wilds = _BY_RANKS[key] = Wilds(ranks, self.leader, waiting=waiting, cancel=o["cancel"],
                                           hole_leaders_wild=not o["queens_wild"] and o["hole_queens_wild"])
        return wilds, seen

    def face_up(self, rules, card, street, wilds):
        """Option pay_for_wild: a wild card dealt face up costs its player the ante, a Queen
        twice the ante."""
        now = wilds() if rules.options["pay_for_wild"] else None
        if now is not None and card.rank in now.ranks:
            return (Pay(2 if card.rank == now.leader else 1),)
        return ()

    def street_dealt(self, rules, street, wilds):
        """After the last face-up card: option extra_card, a Queen there is followed by a card
        for nobody; option redeal, no face-up Queen at all voids the deal."""
        if wilds is None or street != last_face_up(rules.streets):
            return None
        if wilds.waiting and rules.options["extra_card"]:
            return ExtraCard()
        if rules.options["redeal"] and not any(c.kind == "leader" for c in wilds.changes):
            return EndDeal("redeal", "no_leader")
        return None

    def more_extra_cards(self, rules, wilds):
        """Another Queen as the extra card: one more (`referee.wilds`: it is waiting again)."""
        return wilds is not None and wilds.waiting

    def wilds(self, rules, up_cards):
        o = rules.options
        return follow_the_leader(up_cards, self.leader, queens_wild=o["queens_wild"],
                                 hole_queens_wild=o["hole_queens_wild"], cancel=o["cancel"],
                                 repeat_extra_card=o["repeat_extra_card"])


FTQ = FollowTheLeader("FTQ", {"en": "Follow the Queen", "de": "Follow the Queen"}, (3, 7), "spread",
                      follow_options(QUEEN), leader=QUEEN)
FTC = FollowTheLeader("FTC", {"en": "Follow the Cowboy", "de": "Follow the Cowboy"}, (3, 7), "spread",
                      follow_options(KING), leader=KING)
