"""Follow the Queen, and Follow the Cowboy (the same with Kings).

The rules: ../shared/rules/follow-the-queen.en.txt.  Queens are wild, and so is the rank of
the card dealt face up right after the last face-up Queen (see `referee.wilds`).  The best
face-up hand opens every betting round; there is no bring-in.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..wilds import KING, QUEEN, Wilds, follow_the_leader, wild_ranks
from .game import EXTENDED_OPTIONS, ODD_CHIP, Game, GameError, _opt, heads_up_uncapped

#: the German words of the leader, as its gender and case ask (Dame is feminine, König masculine)
GERMAN = {
    "Damen": {"one": "eine Dame", "after_last": "nach der letzten offenen Dame", "none": "keine Dame",
              "new": "Eine neue offene Dame", "followed": "einer offenen Dame", "for_one": "für eine Dame"},
    "Könige": {"one": "ein König", "after_last": "nach dem letzten offenen König", "none": "kein König",
               "new": "Ein neuer offener König", "followed": "einem offenen König", "for_one": "für einen König"},
}


def follow_options(leader: str, leader_de: str) -> tuple:
    """The options of Follow the Queen (`leader` "Queens", `leader_de` "Damen") and of Follow the
    Cowboy ("Kings", "Könige"), their help in both languages as ../shared/rules/ word them."""
    one, de = leader[:-1], GERMAN[leader_de]
    return (
        _opt("queens_wild", True, f"{leader} are wild (off: only the rank after the last face-up {one} "
             f"is wild; a final face-up {one} leaves nothing wild).",
             f"{leader_de} sind wild (aus: nur der Wert {de['after_last']} ist wild; ist die letzte offene "
             f"Karte {de['one']}, ist nichts wild)."),
        _opt("hole_queens_wild", False, f"With {leader} not wild: {leader} dealt face down are still wild.",
             f"Wenn {leader_de} nicht wild sind: verdeckte {leader_de} sind trotzdem wild."),
        _opt("cancel", True, f"A new face-up {one} cancels the old follow rank (off: every rank "
             f"that ever followed a face-up {one} stays wild).",
             f"{de['new']} streicht den alten wilden Wert (aus: jeder Wert, der je {de['followed']} gefolgt "
             "ist, bleibt wild)."),
        _opt("extra_card", False, f"If the last face-up card is a {one}, the dealer turns up one more "
             "card for nobody right after it (before that street's betting); its rank is wild.",
             f"Ist die letzte offene Karte {de['one']}, deckt der Geber direkt danach noch eine Karte für "
             "niemanden auf (vor dem Setzen dieser Straße); ihr Wert ist wild."),
        _opt("redeal", False, f"If no {one} is dealt face up by the last face-up card, the deal is "
             "void: the pot stays, and the players still in get a new deal.",
             f"Kommt bis zur letzten offenen Karte {de['none']} offen, ist das Spiel ungültig: der Pot bleibt, "
             "die Spieler, die noch dabei sind, bekommen neue Karten."),
        _opt("pay_for_wild", False, "A player dealt a face-up card that is wild at that moment pays one extra "
             f"ante into the pot, two for a {one}.",
             "Wer eine offene Karte bekommt, die in dem Moment wild ist, zahlt ein zusätzliches Ante "
             f"in den Pot, {de['for_one']} zwei."),
        ODD_CHIP,
        heads_up_uncapped(False),
        *EXTENDED_OPTIONS,
    )


_BY_RANKS: dict[tuple, Wilds] = {}        # the same wild ranks come up again and again in a simulation


@dataclass(frozen=True)
class FollowTheLeader(Game):
    leader: int = QUEEN

    def settle(self, given, options) -> None:
        if options["hole_queens_wild"] and options["queens_wild"]:
            raise GameError("game.hole_queens_wild", game=self.code)

    def wilds_of_ranks(self, rules, up_ranks):
        o = rules.options
        ranks, waiting, seen = wild_ranks(up_ranks, self.leader, o["queens_wild"], o["cancel"])
        key = (self.leader, ranks, waiting, o["queens_wild"], o["hole_queens_wild"], o["cancel"])
        wilds = _BY_RANKS.get(key)
        if wilds is None:
            wilds = _BY_RANKS[key] = Wilds(ranks, self.leader, waiting=waiting, cancel=o["cancel"],
                                           hole_leaders_wild=not o["queens_wild"] and o["hole_queens_wild"])
        return wilds, seen

    def wilds(self, rules, up_cards):
        o = rules.options
        return follow_the_leader(up_cards, self.leader, queens_wild=o["queens_wild"],
                                 hole_queens_wild=o["hole_queens_wild"], cancel=o["cancel"])


FTQ = FollowTheLeader("FTQ", {"en": "Follow the Queen", "de": "Follow the Queen"}, (3, 7), "spread",
                      follow_options("Queens", "Damen"), leader=QUEEN)
FTC = FollowTheLeader("FTC", {"en": "Follow the Cowboy", "de": "Follow the Cowboy"}, (3, 7), "spread",
                      follow_options("Kings", "Könige"), leader=KING)
