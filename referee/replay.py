"""A hand replayed action by action: deal order, whose turn, limits, all-ins, the showdown.

A hand is its header (game, players, stacks, antes, limits: `referee.history.Hand`) and its
list of actions in the PHH grammar.  `replay` folds the actions into a `State`; the first
illegal action raises a `RuleViolation` that names the action and the rule, and nothing
after it is guessed.  Undo is replaying one action fewer.

PokerKit's pattern: `State.verify` raises when an action is illegal now and changes nothing,
`State.can` says whether it would pass, `State.apply` verifies and only then changes the
state.  The state is data (phases and outcomes are enums, what comes next is a kind, a seat,
a street and amounts); its words are made by `referee.words`.

>>> history = {"variant": "FTQ", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [50, 50, 50],
...            "antes": [1, 1, 1], "actions": ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d"]}
>>> state = replay(history)
>>> sorted(state.wilds.ranks), state.phase, state.expected()["kind"], state.to_act, state.legal()["bet"]
([6, 12], <Phase.BET: 'bet'>, 'act', 0, [1, 5])
>>> state.can("p2 cc"), state.can("p1 cbr 6"), state.can("p1 cbr 5"), state.applied
(False, False, True, 3)
>>> replay({**history, "actions": history["actions"] + ["p2 cc"]})
Traceback (most recent call last):
...
referee.violations.RuleViolation: action 3 ('p2 cc'): It is Anna’s turn, not Ben’s.
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any, cast

from .actions import (
    Action,
    ActionSyntaxError,
    BringIn,
    BuyExtra,
    Cards,
    CheckCall,
    CompleteBetRaise,
    DealBoard,
    DealHole,
    Declare,
    Discard,
    Fold,
    NoOp,
    PassCards,
    PassExtra,
    PayUp,
    SetHands,
    ShowMuck,
    TurnUp,
    parse_action,
)
from .cards import Card
from .games import BuyCard, Decision, EndDeal, ExtraCard, GiveCard, Pay, PayOrFold, Street
from .games.declare import declaring
from .history import Hand, load_hand
from .pots import Pot, build_pots, uncalled
from .violations import RuleViolation
from .wilds import UpCard, Wilds
from .words import Phrase
from .words.phrases import next_phrase

__all__ = ["FORCED", "Dealt", "Due", "Event", "Hand", "Outcome", "Phase", "Seat", "Seen", "State", "load_hand",
           "replay"]

#: the actions of a betting round
Betting = BringIn | CompleteBetRaise | CheckCall | Fold


class Phase(StrEnum):
    """Where a hand stands."""

    DEAL = "deal"              # the players' cards of a street
    EXTRA = "extra"            # Follow the Queen, option extra_card: a card for nobody after a final Queen
    COMMON = "common"          # Seven-Card Stud, the deck short on the last street: one common card
    DECIDE = "decide"          # a player decides about a card dealt face up (Baseball's 3: pay or fold)
    TURN_UP = "turn_up"        # Roll Your Own: each player turns up a face-down card of their choice
    DISCARD = "discard"        # Pineapple Stud: each player discards face-down cards of their choice
    PASS = "pass"              # Anaconda: each player passes face-down cards to the next player still in on the left
    SET = "set"                # Cowpie: each player still in sets a five-card and a two-card hand
    BET = "bet"                # a betting round
    DECLARE = "declare"        # a high-low game's option declare: the players still in declare high, low or both
    SHOWDOWN = "showdown"      # the players still in show or muck
    OVER = "over"


class Outcome(StrEnum):
    """How a hand ended."""

    FOLD = "fold"                      # everyone else folded
    SHOWDOWN = "showdown"
    REDEAL = "redeal"                  # Follow the Queen, option redeal: no face-up Queen, the deal is void
    CARRIED_OVER = "carried_over"      # Black Mariah, option abort: the Q♠ up on 3rd street


# --- the state ----------------------------------------------------------------------------------

@dataclass
class Dealt:
    card: Card | None
    up: bool
    street: int


@dataclass
class Seat:
    name: str
    stack: int
    cards: list[Dealt] = field(default_factory=list)
    contributed: int = 0        # chips put in this hand, antes included
    dead: int = 0               # of those, antes and payments for wild cards: never returned
    bet: int = 0                # chips put in on this street
    folded: bool = False
    shown: bool = False
    mucked: bool = False

    @property
    def all_in(self) -> bool:
        return self.stack == 0 and not self.folded

    @property
    def in_hand(self) -> bool:
        return not self.folded

    @property
    def up_cards(self) -> list[Card | None]:
        """The up cards in the order dealt (None: one a transcribed record lacks)."""
        return [d.card for d in self.cards if d.up]

    @property
    def down_cards(self) -> list[Card | None]:
        return [d.card for d in self.cards if not d.up]


def _seat_copy(seat: Seat) -> Seat:
    """A copy of `seat` with cards of its own (`State.fork`): its attributes copied, not the seat
    built again field by field (`dataclasses.replace`)."""
    twin = object.__new__(type(seat))
    twin.__dict__.update(vars(seat))
    twin.cards = [Dealt(d.card, d.up, d.street) for d in seat.cards]
    return twin


@dataclass(frozen=True)
class Due:
    """What one player owes the deal before it goes on, caused by `card` dealt face up to them
    (`referee.games.Decision`): `kind` ``pay`` (pay `amount` or fold), ``buy`` (buy the extra
    card for `amount` or pass), ``card`` (the extra card, dealt `face`).  `rule`: how the
    amount was fixed (``pot``, ``capped``, ``fixed``, ``price``; ``stack``: all the player has)."""

    kind: str
    seat: int
    card: Card | None              # None: a card bought in a round of buys (`Street.buy`), for no face-up card
    amount: int = 0
    face: str = "d"
    rule: str = ""


@dataclass(frozen=True)
class Seen:
    """Where a card was seen: ``dealt`` to `seat` on `street`, ``shown`` by `seat` at the
    showdown, or dealt face up to nobody (``board``) on `street`."""

    how: str
    seat: int | None = None
    street: int = 0

    def phrase(self, names) -> Phrase:
        """Where, to be said: 'to Anna, 3rd street'."""
        if self.how == "dealt":
            return Phrase("seen.dealt", player=names[self.seat], street=self.street)
        if self.how == "shown":
            return Phrase("seen.shown", player=names[self.seat])
        if self.how == "turned":
            return Phrase("seen.turned", player=names[self.seat], street=self.street)
        if self.how == "discarded":
            return Phrase("seen.discarded", player=names[self.seat], street=self.street)
        if self.how == "passed":
            return Phrase("seen.passed", player=names[self.seat], street=self.street)
        return Phrase("seen.board", street=self.street)


@dataclass(frozen=True)
class Event:
    """What happened, for the ruling's story: `kind` and its facts."""

    kind: str
    seat: int | None = None
    amount: int = 0
    card: Card | None = None
    street: int = 0
    index: int | None = None
    rule: str = ""               # a payment for a face-up card: how its amount was fixed (`Due.rule`, `FORCED`);
                                 # a declaration: the side declared; a pass: the receiver's seat ("1")

    def __init__(self, kind: str, seat: int | None = None, amount: int = 0, card: Card | None = None,
                 street: int = 0, index: int | None = None, rule: str = "") -> None:
        # The fields at once: the __init__ a frozen dataclass is given sets them one by one
        # through object.__setattr__, twice as slow, and a replay makes an event an action.
        self.__dict__.update(kind=kind, seat=seat, amount=amount, card=card, street=street, index=index, rule=rule)


#: the events of a payment that a face-up card costs without a choice (`referee.games.Pay.event`):
#: Follow the Queen's option pay_for_wild, a house game's pay_ante.  Their `Event.rule`: ``ante``
#: (one ante), ``antes`` (`Pay.times` antes), ``stack`` (less: all the player had).
FORCED = ("pay_for_wild", "pay_house_card")


@functools.cache
def _clockwise_orders(players: int) -> tuple[tuple[int, ...], ...]:
    """For each seat, the seats clockwise from it (itself first)."""
    return tuple(tuple((seat + k) % players for k in range(players)) for seat in range(players))


# Where a card was seen and a card dealt face up are frozen, and a season deals the same few
# again and again: each is made once and shared (`_deal`, a replay's most frequent action).
_seen = functools.cache(Seen)
_up_card = functools.cache(UpCard)


class State:
    """Everything a hand's actions have made so far."""

    def __init__(self, hand: Hand):
        self.hand = hand
        self.rules = hand.rules
        self.game = hand.rules.game
        self.names = hand.players
        self.seats = [Seat(name, stack) for name, stack in zip(hand.players, hand.starting_stacks)]
        self.streets: tuple[Street, ...] = hand.rules.streets     # the shape of the deal
        self.first_street, self.last_street = self.streets[0].key, self.streets[-1].key
        betting = [street.key for street in self.streets if street.betting]
        # the streets with a betting round after them (a house game's deal may skip some): the
        # first brings in, the second allows the big bet for an open pair, the last is the last round
        self.opening_street, self.last_betting = betting[0], betting[-1]
        self._second_betting = betting[1] if len(betting) > 1 else None
        self.street = self.first_street
        self.phase = Phase.DEAL
        self.board: list[Card] = []       # cards for nobody: the extra card(s), the common card
        self.common: Card | None = None   # the common card (Seven-Card Stud, the deck short on 7th street)
        self.up: list[UpCard] = []        # every face-up card in deal order (folded players' too)
        self.seen: dict[Card, Seen] = {}  # card -> where it was seen, for "dealt twice"
        self.events: list[Event] = []
        self.outcome: Outcome | None = None
        self.ending: EndDeal | None = None   # the deal ends once this street is dealt (`EndDeal.after_street`)
        self.due: list[Due] = []          # decisions and extra cards owed before the deal goes on
        self.asked: list[Decision] = []   # every decision a face-up card caused so far (option first_three_only)
        self.texts: list[str] = []        # the applied actions in canonical PHH text
        # betting round
        self.to_act: int | None = None
        self.high = 0                     # the highest bet this street
        self.raises = 0
        self.bet_size = 0                 # fixed limit: the bet of this street
        self.acted: set[int] = set()      # acted since the last raise
        self.acted_full: set[int] = set()  # acted since the last full bet or raise
        self.opener: int | None = None
        self.opener_passed_from: int | None = None   # the best up hand (or the bring-in) is all-in: it passed on
        self.aggressor: int | None = None
        self.bring_in_due: int | None = None
        self.last_round: tuple[int | None, int | None] = (None, None)   # (opener, aggressor)
        self.show_order: list[int] = []
        self.to_turn_up: dict[int, int] = {}   # seat -> face-down cards still to turn up on this street
        self.turning = 0                       # the street whose cards are being turned up (or were)
        self.to_discard: set[int] = set()      # the players still to discard on this street (`Street.discard`)
        self.discarding = 0                    # the street whose discards are being made (or were)
        self.to_pass: set[int] = set()         # the players still to pass on this street (`Street.passes`)
        self.passing = 0                       # the street whose passes are being made (or were)
        self.passed: dict[int, tuple[int, list[Dealt]]] = {}   # seat -> (to whom, the cards): face down till all passed
        self.buying = 0                        # the street whose buys are being made (or were)
        self.to_set: set[int] = set()          # the players still to set their hands (`Street.set_hands`)
        self.setting = 0                       # the street whose setting is being made (or was)
        self.settings: dict[int, tuple[int | Card, ...]] = {}   # seat -> its two-card hand (`_setting_places`)
        self.opener_candidates: set[int] = set()
        self.declared: dict[int, str] = {}     # seat -> the side it declared (option declare)
        self.to_declare: list[int] = []        # the players still to declare, in the order they declare
        self._seats_in: tuple[int, ...] = tuple(range(len(self.seats)))  # `in_hand`, kept by `_fold`: asked each action
        self._wilds_after: tuple[int, Wilds | None] = (-1, None)   # (face-up cards, their `wilds`): asked often
        self._cards_dealt = 0             # `_dealt`, counted as the cards are dealt: asked each deal
        self._street_of = {street.key: street for street in self.streets}
        self._clockwise = _clockwise_orders(len(self.seats))     # `clockwise_from`, asked each turn
        self._take_antes()

    # --- queries ---------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.phase == Phase.OVER

    @property
    def in_hand(self) -> list[int]:
        return list(self._seats_in)

    @property
    def acting(self) -> int:
        """The player to act, in a betting round."""
        assert self.to_act is not None, "nobody acts outside a betting round"
        return self.to_act

    @property
    def sets_hands(self) -> bool:
        """Whether the players set their cards into two hands (a street's `set_hands`: Cowpie)."""
        return any(street.set_hands for street in self.streets)

    def can_act(self, seat: int) -> bool:
        s = self.seats[seat]
        return not s.folded and s.stack > 0

    @property
    def wilds(self) -> Wilds | None:
        if self._wilds_after[0] != len(self.up):
            self._wilds_after = (len(self.up), self.game.wilds(self.rules, self.up))
        return self._wilds_after[1]

    def _wilds_now(self) -> Wilds | None:
        return self.wilds

    def wild_cards(self, seat: int) -> frozenset[Card]:
        s = self.seats[seat]
        return self.game.wild_cards(self.rules, self.wilds, self.holding(seat), [c for c in s.down_cards if c])

    def uncalled(self) -> tuple[int, int] | None:
        """The seat whose last bet nobody matched and the chips it gets back (once the
        betting is over).  Antes and payments for wild cards are dead money, never returned."""
        if self.phase not in (Phase.SHOWDOWN, Phase.OVER):
            return None
        return uncalled([s.contributed - s.dead for s in self.seats])

    def pots(self) -> list[Pot]:
        """The main pot and the side pots.  The dead money (antes, payments for wild cards, a
        carried-over pot) belongs to the main pot, open to everyone still in; the bets are
        layered into side pots by the all-ins."""
        bets = [s.contributed - s.dead for s in self.seats]
        back = self.uncalled()
        if back:
            bets[back[0]] -= back[1]
        return [p for p in self.layered(bets) if p.amount]

    def layered(self, bets: list[int]) -> list[Pot]:
        """The pots that these bets (a seat's chips in the pots, dead money apart) make: the main
        pot with the dead money, open to everyone still in, and the bets layered over it by the
        all-ins (a layer open to the same players, or to nobody, goes into the pot below); empty
        pots too."""
        folded = {i for i, s in enumerate(self.seats) if s.folded}
        pots = [Pot(sum(s.dead for s in self.seats) + self.hand.carried_pot, tuple(self.in_hand))]
        for pot in build_pots(bets, folded):
            if pot.eligible in ((), pots[-1].eligible):
                pots[-1] = Pot(pots[-1].amount + pot.amount, pots[-1].eligible)
            else:
                pots.append(pot)
        return pots

    @property
    def total_pot(self) -> int:
        return sum(s.contributed for s in self.seats) + self.hand.carried_pot

    def clockwise_from(self, seat: int) -> list[int]:
        return list(self._clockwise[seat])

    # --- the next step ---------------------------------------------------------------------

    def next_to_deal(self) -> int | None:
        if self.due:
            return self.due[0].seat                              # the extra card first
        if not self._street_of[self.street].faces:
            return None                                          # a round that deals no card
        for seat in self._seats_in:
            cards = self.seats[seat].cards
            if not cards or cards[-1].street != self.street:     # dealt street by street: the last card says
                return seat
        return None

    def expected(self) -> dict:
        """What comes next, as data: its kind (deal, board, turn_up, act, show, over), whose it is,
        the street, and what is legal (act), which faces the cards have (deal) or who still turns
        up a card (turn_up: ``seats``, the first of them as ``seat``)."""
        if self.phase == Phase.OVER:
            return {"kind": "over", "seat": None}
        if self.phase in (Phase.EXTRA, Phase.COMMON):
            return {"kind": "board", "seat": None, "street": self.street}
        if self.phase == Phase.DEAL:
            deal = {"kind": "deal", "seat": self.next_to_deal(), "street": self.street, "faces": self._faces()}
            return {**deal, "extra": True, "card": str(self.due[0].card)} if self.due and self.due[0].card else deal
        if self.phase == Phase.DECIDE:
            due = self.due[0]
            return {"kind": "decide", "seat": due.seat, "street": self.street, "decision": due.kind,
                    "amount": due.amount, "card": str(due.card) if due.card else None, "rule": due.rule}
        if self.phase == Phase.TURN_UP:
            turn_up = {"kind": "turn_up", "seat": min(self.to_turn_up), "seats": sorted(self.to_turn_up),
                       "street": self.street}
            return {**turn_up, "keep": True} if self._street_of[self.street].keep else turn_up
        if self.phase == Phase.DISCARD:
            return {"kind": "discard", "seat": min(self.to_discard), "seats": sorted(self.to_discard),
                    "street": self.street, "count": self._discard_count()}
        if self.phase == Phase.PASS:
            seat = min(self.to_pass)
            return {"kind": "pass", "seat": seat, "seats": sorted(self.to_pass), "street": self.street,
                    "count": self._street_of[self.street].passes, "to": self.passes_to(seat)}
        if self.phase == Phase.SET:
            return {"kind": "set", "seat": min(self.to_set), "seats": sorted(self.to_set), "street": self.street}
        if self.phase == Phase.DECLARE:
            in_turn = declaring(self.rules) == "in_turn"
            return {"kind": "declare", "seat": self.to_declare[0], "street": self.street, "in_turn": in_turn,
                    "seats": self.to_declare[:1] if in_turn else sorted(self.to_declare)}
        if self.phase == Phase.BET:
            out = {"kind": "act", "seat": self.to_act, "street": self.street, "legal": self.legal()}
            if self.opener_passed_from is not None and not self.acted:
                out["opener_passed_from"] = self.opener_passed_from    # who would open, but is all-in
            return out
        return {"kind": "show", "seat": self._next_to_show()}

    def _expected_phrase(self) -> Phrase:
        """What comes next, to be said (in a refusal)."""
        return next_phrase(self.expected(), self.names, self.phase)

    def legal(self) -> dict:
        """The legal betting actions of the player to act: amounts are totals for the street."""
        seat = self.acting
        s = self.seats[seat]
        most = s.bet + s.stack
        to_call = min(self.high - s.bet, s.stack)
        legal: dict[str, Any] = {"fold": True, "check": to_call == 0, "call": to_call,
                                 "bring_in": None, "bet": None, "raise": None,
                                 "fixed": self._fixed_limit(seat)}   # fixed limit: only the two ends are allowed
        if self.bring_in_due == seat:
            legal.update(fold=False, check=False, call=0, bring_in=min(self._bring_in_amount(), s.stack))
        low, high = self._raise_range(seat)
        if low is not None and high is not None and not (legal["bring_in"] == low == high):   # not twice the same
            legal["bet" if self.high == 0 or self._completing() else "raise"] = [min(low, most), min(high, most)]
        return legal

    # How much may be bet.  Fixed limit (Seven-Card Stud as PHH means it): a bet of the street's
    # size, raises one bet at a time.  Spread limit (the home games): a bet, and each raise, of
    # bet_limits' smallest to largest.  The stud text's split limit (F7S option split_limit):
    # the lower limit on 3rd street and on 4th without an open pair, "zwischen dem Ante und dem
    # Higher Limit" on 4th with one, "zwischen dem Lower Limit und dem Higher Limit" from 5th.
    # On 3rd street the forced bet comes first (`_forced_range`), and a forced bet smaller than
    # a full bet may be completed (`_completing`).

    def _street_limits(self) -> tuple[bool, int, int]:
        """(fixed, low, high) of this street: fixed limit, the two sizes a bet may have (equal
        unless an open pair allows the big bet on 4th street); spread, the smallest and largest
        bet or raise."""
        h = self.hand
        if not h.fixed:
            return False, h.bet_limits[0], h.bet_limits[1]
        if self.rules.options.get("split_limit"):
            if self._street_of[self.street].bet == "big":
                return False, h.small_bet, h.big_bet
            if self._second_street() and self._open_pair():
                return False, min(self._ante(), h.big_bet), h.big_bet
            return True, h.small_bet, h.small_bet
        sizes = self._bet_sizes()
        return True, min(sizes), max(sizes)

    def _ante(self) -> int:
        """The ante, for a forced bet "zumindest den Ante" (at least one chip)."""
        return max(1, max(self.hand.antes, default=0))

    def _full_bet(self) -> int:
        """What a full bet is on 3rd street: the lower limit (fixed: the small bet; spread: the
        smallest bet)."""
        return self.hand.small_bet if self.hand.fixed else self.hand.bet_limits[0]

    def _forced_range(self) -> tuple[int, int]:
        """The forced bet the lowest up card may make instead of the bring-in (``cbr``): fixed
        limit, the completion to the small bet; with split_limit and in spread limit (Black
        Mariah), from the ante up to the lower limit ("zumindest den Ante aber höchstens das
        Lower Limit", seven-card-stud.de.txt)."""
        full = self._full_bet()
        if self.hand.fixed and not self.rules.options.get("split_limit"):
            return full, full
        return min(self._ante(), full), full

    def _bring_in_amount(self) -> int:
        """What ``pb`` posts: fixed limit, the bring-in of the header; spread limit, the least
        forced bet."""
        return self.hand.bring_in if self.hand.fixed else self._forced_range()[0]

    def _fixed_limit(self, seat: int) -> bool:
        """Whether only the two ends of the range of `_raise_range` are allowed now."""
        if self.bring_in_due == seat:
            return self._forced_range()[0] == self._forced_range()[1]
        if self._completing():
            return self.hand.fixed
        return self._street_limits()[0]

    def _raise_range(self, seat: int) -> tuple[int | None, int | None]:
        """The totals `seat` may bet or raise to now (before the stack caps them); None, None
        when no bet or raise is allowed."""
        s = self.seats[seat]
        if s.stack <= self.high - s.bet:                 # can only call (all-in) or fold
            return None, None
        if seat in self.acted_full and self.high > s.bet:
            return None, None                            # not reopened
        if not self._someone_can_call_more(seat):
            return None, None
        if self.high > 0 and not self._completing() and not self._raise_allowed():
            return None, None
        if self.bring_in_due == seat:
            return self._forced_range()
        if self._completing():
            return (self._full_bet(), self._full_bet()) if self.hand.fixed else self.hand.bet_limits
        fixed, low, high = self._street_limits()
        if fixed and self.high:
            steps = self._raise_steps(low)
            return self.high + min(steps), self.high + max(steps)
        return self.high + low, self.high + high

    def _raise_steps(self, low: int) -> tuple[int, ...]:
        """Fixed limit: the sizes a raise may have now, the street's bet; on the second street,
        where an open pair allows the big bet and a small bet was made, as option
        ``open_pair_raise`` says: the small or the big raise (``small_or_big``, the casino rule
        pages: "any active player has the options of betting or raising either $3 or $6"), the
        size of the bet (``as_bet``), or the big raise only (``big``).  Once the big bet is in,
        every raise is big ("Once one player bets at the higher limit, all subsequent bets and
        raises must continue at the higher limit")."""
        step = self.bet_size or low
        big = self.hand.big_bet
        if step >= big or len(self._bet_sizes()) == 1:
            return (step,)
        reading = self.rules.options.get("open_pair_raise", "as_bet")
        return {"small_or_big": (step, big), "big": (big,)}.get(reading, (step,))

    def _someone_can_call_more(self, seat: int) -> bool:
        """Whether anyone else still in could put in more than the bet now: if not, a bet or
        raise would only come back uncalled, and it is not allowed."""
        seats = self.seats
        return any(seats[i].bet + seats[i].stack > self.high for i in self._seats_in if i != seat)

    def _completing(self) -> bool:
        """The first street, only a forced bet smaller than a full bet in: the next bet completes it."""
        return (self.street == self.opening_street and (self.game.forced_bet(self.rules) or bool(self.hand.blinds))
                and 0 < self.high < self._full_bet() and self.raises == 0 and self.bring_in_due is None
                and self.bet_size == 0)

    def _raise_allowed(self) -> bool:
        """At most `max_raises` raises a round ("Das jeweilige Limit darf höchstens 3 Mal erhöht
        werden"), but heads-up as the option says: the stud text lifts the cap in the last round
        only ("Letzte Setzrunde ... Sonderfall: Sind hier nur noch 2 Spieler übrig, darf sooft
        erhöht werden bis einer der beiden Spieler callt")."""
        if len(self._seats_in) == 2:
            uncapped = self.rules.options.get("heads_up_uncapped", "never")
            if uncapped == "every_round" or (uncapped == "last_round" and self.street == self.last_betting):
                return True
        return self.raises < self.hand.max_raises

    def _bet_sizes(self) -> tuple[int, ...]:
        """Fixed limit: the street's bet size; on the second street an open pair allows the big
        bet too (option open_pair_big_bet)."""
        h = self.hand
        size = h.big_bet if self._street_of[self.street].bet == "big" else h.small_bet
        if self._second_street() and self.rules.options.get("open_pair_big_bet") and self._open_pair():
            return (size, h.big_bet) if size != h.big_bet else (size,)
        return (size,)

    def _second_street(self) -> bool:
        """The second betting round (4th street in seven-card stud): the open pair's street."""
        return self.street == self._second_betting

    def _open_pair(self) -> bool:
        for seat in self._seats_in:
            ups = self.seats[seat].up_cards
            if None in ups:        # an up card the record lacks may pair: the big bet is not refused
                return True
            ranks = [c.rank for c in ups if c is not None]
            if len(ranks) != len(set(ranks)):
                return True
        return False

    def _faces(self) -> str:
        if self.due:
            return self.due[0].face                              # the extra card a face-up card gave
        return self._street_of[self.street].faces

    # --- applying actions --------------------------------------------------------------------

    def verify(self, action: Action) -> None:
        """Raise `RuleViolation` if `action` breaks a rule now; change nothing."""
        if isinstance(action, NoOp):
            return
        if self.phase == Phase.OVER:
            raise RuleViolation("deal.over", reason=Phrase(f"over.{self.outcome}", leader=self._leader()))
        if isinstance(action, DealHole):
            self.verify_deal(action)
        elif isinstance(action, DealBoard):
            self.verify_board(action)
        elif isinstance(action, ShowMuck):
            self.verify_show(action)
        elif isinstance(action, PassExtra) and self.phase == Phase.TURN_UP:
            self.verify_keep_down(action)
        elif isinstance(action, PayUp | BuyExtra | PassExtra) or self.phase == Phase.DECIDE:
            self.verify_decision(action)
        elif isinstance(action, TurnUp):
            self.verify_turn_up(action)
        elif isinstance(action, Declare | Discard | PassCards | SetHands):
            self._verify_choice(action)
        else:
            self.verify_betting(action)

    def _verify_choice(self, action: Declare | Discard | PassCards | SetHands) -> None:
        """A declaration, a discard, a pass, a setting of two hands."""
        if isinstance(action, Declare):
            self.verify_declare(action)
        elif isinstance(action, Discard):
            self.verify_discard(action)
        elif isinstance(action, PassCards):
            self.verify_pass(action)
        else:
            self.verify_setting(action)

    def verify_betting(self, action: Betting) -> None:
        """A bring-in, bet, raise, call, check or fold: in turn, and legal as the round stands."""
        self.verify_turn(action.seat)
        state = self._opened_by(action.seat)
        if isinstance(action, BringIn):
            state.verify_bring_in(action.seat)
        elif isinstance(action, CompleteBetRaise):
            state.verify_bet(action.seat, action.amount)
        elif isinstance(action, CheckCall):
            state.verify_check_call(action.seat)
        else:
            state.verify_fold(action.seat)

    def can(self, action: Action | str) -> bool:
        """Whether `action` (or its PHH text) is legal now: `verify` does not raise.  Nothing changes."""
        try:
            self.verify(parse_action(action, self.names) if isinstance(action, str) else action)
        except (ActionSyntaxError, RuleViolation):
            return False
        return True

    def apply(self, action: Action | str, index: int | None = None) -> None:
        """Apply one action (an Action or its PHH text), or raise RuleViolation and change nothing."""
        text = written = action if isinstance(action, str) else str(action)
        idx = len(self.texts) if index is None else index
        try:
            if isinstance(action, str):
                action, written = _parsed(action, self.names)
            self.verify(action)
        except ActionSyntaxError as error:
            raise RuleViolation("action.syntax", problem=error.phrase).at(idx, text) from None
        except RuleViolation as error:
            raise error.at(idx, text) from None
        if isinstance(action, PayUp | BuyExtra) and action.amount is None:
            action = self.completed(action)
            written = str(action)
        self._change(action, idx)
        self.texts.append(self._canonical(action, written))

    def completed(self, action: Action) -> Action:
        """`action` with what the rule fixes written in: the amount of a ``pay`` or ``buy`` left
        out (``p2 pay`` -> ``p2 pay 24``), when that decision is due; else `action` itself."""
        if isinstance(action, PayUp | BuyExtra) and action.amount is None and self.phase == Phase.DECIDE:
            return replace(action, amount=self.due[0].amount)
        return action

    def parsed(self, text: str) -> Action:
        """The action that `text` stands for in this hand (`parse_action`, remembered)."""
        return _parsed(text, self.names)[0]

    @property
    def applied(self) -> int:
        """How many actions have been applied."""
        return len(self.texts)

    def _canonical(self, action: Action, written: str) -> str:
        """The action as we write it (`written`: ``str(action)``): ``pN`` for names, canonical
        cards, and a show with all of the player's cards in the order dealt (as PokerKit reads
        a stud show)."""
        if isinstance(action, ShowMuck) and not action.mucks:
            cards = [d.card for d in self.seats[action.seat].cards]
            return str(ShowMuck(action.seat, tuple(cards), comment=action.comment))
        return written

    def _change(self, action: Action, index: int) -> None:
        """What a verified action does."""
        if isinstance(action, NoOp):
            return
        if isinstance(action, DealHole):
            self._deal(action, index)
        elif isinstance(action, DealBoard):
            self._deal_board(action, index)
        elif isinstance(action, ShowMuck):
            self._show(action, index)
        elif self.phase == Phase.DECIDE:
            self._decide(action, index)
        elif isinstance(action, TurnUp):
            self._turn_up(action, index)
        elif isinstance(action, Declare):
            self._declare(action, index)
        elif isinstance(action, Discard):
            self._discard(action, index)
        elif isinstance(action, PassCards):
            self._pass(action, index)
        elif isinstance(action, SetHands):
            self._set_hands(action, index)
        elif isinstance(action, PassExtra):
            self._keep_down(action, index)
        else:
            self._betting(cast(Betting, action), index)

    def _betting(self, action: Betting, index: int) -> None:
        """A verified bring-in, bet, raise, call, check or fold, and the turn passed on."""
        seat = action.seat
        if self._takes_opening(seat):
            self._take_opening(seat)
        if isinstance(action, BringIn):
            self._bring_in(seat, index)
        elif isinstance(action, CompleteBetRaise):
            self._bet(seat, action.amount, index)
        elif isinstance(action, CheckCall):
            self._check_call(seat, index)
        else:
            self._fold(seat, index)
        self._next_turn()

    # --- antes -------------------------------------------------------------------------------

    def _take_antes(self) -> None:
        for seat, ante in enumerate(self.hand.antes):
            if ante:
                self._put_in(seat, min(ante, self.seats[seat].stack), "ante", None, street_bet=False)
        self._post_blinds()

    def _post_blinds(self) -> None:
        """The blinds before the deal (Outhouse: "Post Blinds"), live: they are the first round's
        bets, which its calls and raises count from (the rest of the stack, if that is less)."""
        big = self.big_blind
        for seat, blind in enumerate(self.hand.blinds):
            if blind:
                self._put_in(seat, min(blind, self.seats[seat].stack), "big_blind" if seat == big else "small_blind",
                             None)

    @property
    def big_blind(self) -> int | None:
        """The seat on the big blind (the larger blind; heads-up either seat may post it); None: no blinds."""
        blinds = self.hand.blinds
        return max(range(len(blinds)), key=lambda seat: (blinds[seat], seat)) if any(blinds) else None

    def _put_in(self, seat: int, amount: int, kind: str, index, street_bet: bool = True) -> None:
        s = self.seats[seat]
        s.stack -= amount
        s.contributed += amount
        if street_bet:
            s.bet += amount
            self.high = max(self.high, s.bet)
        else:
            s.dead += amount
        self.events.append(Event(kind, seat, amount, street=self.street, index=index))

    # --- dealing -------------------------------------------------------------------------------

    def verify_deal(self, action: DealHole) -> None:
        seat = action.seat
        if seat >= len(self.seats):
            raise RuleViolation("history.field", field="actions", problem=Phrase("problem.no_seat", seat=seat + 1))
        if self.seats[seat].folded:
            raise RuleViolation("deal.folded", player=self.names[seat])
        if self.phase == Phase.BET:
            raise RuleViolation("deal.betting_first", street=self.street, player=self.names[self.acting])
        if self.phase in (Phase.EXTRA, Phase.COMMON):
            raise RuleViolation("deal.board_expected", reason=Phrase(f"reason.{self.phase}", leader=self._leader()),
                                player=self.names[seat])
        if self.phase != Phase.DEAL:
            raise RuleViolation("deal.not_now", expected=self._expected_phrase())
        expected = self.next_to_deal()
        assert expected is not None                     # dealing, someone is still to get a card
        if seat != expected:
            raise RuleViolation("deal.order", expected=self.names[expected], player=self.names[seat],
                                street=self.street)
        faces = self._faces()
        if len(action.cards) != len(faces):
            raise RuleViolation("deal.count", street=self.street, expected=len(faces), count=len(action.cards))
        for card, face in zip(action.cards, faces):
            if face == "u" and card is None and not self.game.records_may_lack_up_cards:
                raise RuleViolation("deal.unseen_up", player=self.names[seat], street=self.street)
        if self._dealt() + len(action.cards) > 52:
            raise RuleViolation("deal.deck_empty", street=self.street, player=self.names[seat])
        self._verify_new_cards([c for c in action.cards if c is not None])

    def _dealt(self) -> int:
        """Cards dealt so far, seen or not, to players and to nobody."""
        return self._cards_dealt

    def _verify_new_cards(self, cards: list[Card]) -> None:
        for i, card in enumerate(cards):
            if card in self.seen:
                raise RuleViolation("deal.twice", card=str(card), where=self.seen[card].phrase(self.names))
            if card in cards[:i]:
                raise RuleViolation("deal.twice", card=str(card), where=Phrase("seen.same_action"))

    def _deal(self, action: DealHole, index: int) -> None:
        seat, street = action.seat, self.street
        cards = self.seats[seat].cards
        faces = self._faces()
        if self.due:
            self.due.pop(0)                                      # the extra card, dealt
        for card, face in zip(action.cards, faces):
            up = face == "u"
            cards.append(Dealt(card, up, street))
            self._cards_dealt += 1
            if card is not None:
                self.seen[card] = _seen("dealt", seat, street)
            if up and card is not None:
                self.up.append(_up_card(card, seat, street))
                self.events.append(Event("up", seat, card=card, street=street, index=index))
                for effect in self.game.face_up(self.rules, card, self._street_of[street], self._wilds_now):
                    if self._takes_effect(effect, seat, index, card):
                        return
        self._deal_goes_on(index)

    def _deal_goes_on(self, index: int | None) -> None:
        """After a card or a decision: what is owed first (`due`), else the next card, else the
        street is dealt."""
        if self.due:
            self.phase = Phase.DEAL if self.due[0].kind == "card" else Phase.DECIDE
            return
        if self.to_turn_up:                       # the others still turn up their cards
            self.phase = Phase.TURN_UP
            return
        self.phase = Phase.DEAL
        if self.next_to_deal() is None:
            if self.ending is not None:           # the deal ends once the street is dealt
                self._end(Outcome(self.ending.outcome), index, reason=self.ending.reason)
                return
            self._street_dealt(index)

    def _takes_effect(self, effect: Pay | EndDeal | Decision, seat: int, index: int, card: Card) -> bool:
        """What a face-up card causes (`Game.face_up`), done or owed; True if the deal ended."""
        if isinstance(effect, PayOrFold | GiveCard | BuyCard):
            self._owe(effect, seat, card)
            return False
        if isinstance(effect, Pay):
            self._pay_forced(effect, seat, index, card)
            return False
        if effect.after_street:
            self.ending = effect
            return False
        self._end(Outcome(effect.outcome), index, reason=effect.reason)
        return True

    def _pay_forced(self, effect: Pay, seat: int, index: int, card: Card) -> None:
        """The payment a face-up `card` costs its player without a choice (`Pay`): `Pay.times` the
        ante, or what is left of the stack, as dead money; its event (`FORCED`) names the card
        and how the amount was fixed, for the words of the entry, the replay and the ruling."""
        assert effect.event in FORCED, f"a forced payment nobody says: {effect.event}"
        owed = effect.times * self.hand.antes[seat]
        amount = min(owed, self.seats[seat].stack)
        if amount:
            rule = "stack" if amount < owed else "ante" if effect.times == 1 else "antes"
            self._put_dead(seat, amount, effect.event, index, card, rule)

    # --- what a face-up card asks of its player (`referee.games.Decision`) ------------------------

    def _owe(self, effect: Decision, seat: int, card: Card) -> None:
        """A decision, or the extra card, owed by `seat` before the deal goes on.  Nothing is owed
        by a player with nothing to pay with, nor for a card whose price is nothing; option
        first_three_only: by the first such card of the hand only."""
        first = not any(isinstance(asked, PayOrFold) for asked in self.asked)
        self.asked.append(effect)
        stack = self.seats[seat].stack
        if isinstance(effect, GiveCard):
            self.due.append(Due("card", seat, card, face=effect.face))
        elif isinstance(effect, BuyCard):
            if stack:
                self.due.append(Due("buy", seat, card, min(effect.price, stack), effect.face,
                                    "price" if effect.price <= stack else "stack"))
        elif first or not effect.first_only:
            rule = effect.amount
            owed = self.total_pot if rule == "pot" else effect.limit if rule == "fixed" else min(
                self.total_pot, effect.limit)
            if stack and owed:
                self.due.append(Due("pay", seat, card, min(owed, stack), rule=rule if owed <= stack else "stack"))

    def verify_decision(self, action: Action) -> None:
        """A player's answer to a face-up card: pay (the amount the rule fixed) or fold; buy (at
        the price) or pass."""
        if self.phase != Phase.DECIDE:
            raise RuleViolation("decide.not_now", expected=self._expected_phrase())
        due = self.due[0]
        seat = action.seat                                   # type: ignore[union-attr]
        if seat >= len(self.seats):
            raise RuleViolation("history.field", field="actions", problem=Phrase("problem.no_seat", seat=seat + 1))
        twist = "" if due.card else "_twist"             # a round of buys: no face-up card asked it
        if seat != due.seat:
            raise RuleViolation(f"decide.order{twist}", expected=self.names[due.seat], player=self.names[seat],
                                card=str(due.card), street=self.street)
        answers = (PayUp, Fold) if due.kind == "pay" else (BuyExtra, PassExtra)
        if not isinstance(action, answers):
            raise RuleViolation(f"decide.{due.kind}_only{twist}", player=self.names[seat], card=str(due.card),
                                amount=due.amount, street=self.street)
        amount = getattr(action, "amount", None)
        if amount is not None and amount != due.amount:
            raise RuleViolation(f"decide.amount{twist}", player=self.names[seat], card=str(due.card),
                                due=due.amount, amount=amount, how=Phrase(f"due_rule.{due.rule}"))

    def _decide(self, action: Action, index: int) -> None:
        due = self.due.pop(0)
        seat = due.seat
        if isinstance(action, PayUp | BuyExtra) and due.card is None:     # a round of buys: discard, then the card
            self._put_dead(seat, due.amount, "twist", index, None, due.rule)
            self.due.insert(0, Due("card", seat, None, face=due.face))
            self.phase, self.to_discard = Phase.DISCARD, {seat}
            return
        if isinstance(action, PayUp | BuyExtra):
            self._put_dead(seat, due.amount, "paid" if due.kind == "pay" else "bought", index, due.card, due.rule)
            if due.kind == "buy":
                self.due.insert(0, Due("card", seat, due.card, face=due.face))
        elif isinstance(action, Fold):
            self.events.append(Event("refused_to_pay", seat, due.amount, card=due.card, street=self.street,
                                     index=index, rule=due.rule))
            self._fold(seat, index)
            self.due = [d for d in self.due if d.seat != seat]
            self.to_turn_up.pop(seat, None)
            if len(self._seats_in) == 1:
                self._end(Outcome.FOLD, index)
                return
        else:
            self.events.append(Event("passed" if due.card else "twist_passed", seat, due.amount, card=due.card,
                                     street=self.street, index=index))
        self._deal_goes_on(index)

    def _put_dead(self, seat: int, amount: int, kind: str, index: int, card: Card | None, rule: str) -> None:
        """Chips into the pot as dead money for a face-up card (no bet: it opens nothing)."""
        s = self.seats[seat]
        s.stack -= amount
        s.contributed += amount
        s.dead += amount
        self.events.append(Event(kind, seat, amount, card=card, street=self.street, index=index, rule=rule))

    def _leader(self) -> int:
        """The rank that leads (Queens; Kings in Follow the Cowboy), for the words."""
        wilds = self.wilds
        return wilds.leader if wilds is not None else 12

    def _street_dealt(self, index: int | None) -> None:
        """Once a street's cards are dealt: its players' choices not made yet, in order (passes,
        buys, turn-ups, discards), then what the game says, then its betting round."""
        street = self._street_of[self.street]
        for wanted, made, start in ((street.passes, self.passing, self._start_passing),
                                    (street.buy, self.buying, self._start_buying),
                                    (street.turn_up, self.turning, self._start_turning_up),
                                    (street.discard, self.discarding, self._start_discarding),
                                    (street.set_hands, self.setting, self._start_setting)):
            if wanted and made != self.street:
                start()
                return
        effect = self.game.street_dealt(self.rules, self._street_of[self.street], self.wilds)
        if isinstance(effect, ExtraCard):
            self.phase = Phase.EXTRA
        elif isinstance(effect, EndDeal):
            self._end(Outcome(effect.outcome), index, reason=effect.reason)
        elif self._street_of[self.street].betting:
            self._start_betting()
        else:                                       # no betting round: the next street is dealt
            self._end_round()

    # --- turning up a face-down card of one's choice (`Street.turn_up`, Roll Your Own) -------------

    def _start_turning_up(self) -> None:
        """Every player still in turns up the street's number of face-down cards, all at once:
        in any order, before the betting."""
        self.phase = Phase.TURN_UP
        self.turning = self.street
        count = self._street_of[self.street].turn_up
        self.to_turn_up = {seat: count for seat in self._seats_in}

    def verify_turn_up(self, action: TurnUp) -> None:
        seat, card = action.seat, action.card
        if seat >= len(self.seats):
            raise RuleViolation("history.field", field="actions", problem=Phrase("problem.no_seat", seat=seat + 1))
        if self.phase != Phase.TURN_UP:
            raise RuleViolation("turn_up.not_now", expected=self._expected_phrase())
        s = self.seats[seat]
        if s.folded:
            raise RuleViolation("turn_up.folded", player=s.name)
        if seat not in self.to_turn_up:
            raise RuleViolation("turn_up.done", player=s.name, count=self._street_of[self.street].turn_up,
                                street=self.street, expected=self._expected_phrase())
        if card in s.up_cards:
            raise RuleViolation("turn_up.already_up", player=s.name, card=card)
        if self._street_of[self.street].keep:
            self._verify_this_streets(seat, card)
            return
        down = s.down_cards
        if card in down:
            return
        if None not in down:
            raise RuleViolation("turn_up.not_held", player=s.name, card=card, held=down)
        self._verify_new_cards([card])

    def _verify_this_streets(self, seat: int, card: Card) -> None:
        """A street's card up or down by choice (`Street.keep`): the card turned up is the one of
        this street (entered, or else a card nobody saw), no older one."""
        s = self.seats[seat]
        mine = next(d.card for d in s.cards if d.street == self.street and not d.up)
        older = card != mine if mine is not None else card in s.down_cards
        if older:
            raise RuleViolation("turn_up.this_street", player=s.name, card=card, street=self.street)
        if mine is None:
            self._verify_new_cards([card])

    def verify_keep_down(self, action: PassExtra) -> None:
        """``pN pass`` while the players turn up: this street's card kept down, where the rule
        leaves it to the player (`Street.keep`)."""
        seat = action.seat
        if seat >= len(self.seats):
            raise RuleViolation("history.field", field="actions", problem=Phrase("problem.no_seat", seat=seat + 1))
        s = self.seats[seat]
        if not self._street_of[self.street].keep:
            raise RuleViolation("turn_up.must", player=s.name, street=self.street)
        if s.folded:
            raise RuleViolation("turn_up.folded", player=s.name)
        if seat not in self.to_turn_up:
            raise RuleViolation("turn_up.done", player=s.name, count=self._street_of[self.street].turn_up,
                                street=self.street, expected=self._expected_phrase())

    def _keep_down(self, action: PassExtra, index: int) -> None:
        self.to_turn_up.pop(action.seat)
        self.events.append(Event("kept_down", action.seat, street=self.street, index=index))
        self._deal_goes_on(index)

    def _turn_up(self, action: TurnUp, index: int) -> None:
        """The card turns face up: the face-down card it is, or else the newest one nobody saw."""
        seat, card = action.seat, action.card
        holes = [d for d in self.seats[seat].cards if not d.up]
        dealt = next((d for d in holes if d.card == card), None) or [d for d in holes if d.card is None][-1]
        if dealt.card is None:
            dealt.card = card
            self.seen[card] = _seen("turned", seat, self.street)
        dealt.up = True
        self.up.append(_up_card(card, seat, self.street))
        self.events.append(Event("turn_up", seat, card=card, street=self.street, index=index))
        left = self.to_turn_up.pop(seat) - 1
        if left:
            self.to_turn_up[seat] = left
        for effect in self.game.face_up(self.rules, card, self._street_of[self.street], self._wilds_now):
            if self._takes_effect(effect, seat, index, card):
                return
        self._deal_goes_on(index)

    # --- discarding face-down cards of one's choice (`Street.discard`, Pineapple Stud) -------------

    def _start_discarding(self) -> None:
        """Every player still in discards the street's number of face-down cards, all at once: in
        any order, after any turning up, before the betting."""
        self.phase = Phase.DISCARD
        self.discarding = self.street
        self.to_discard = set(self._seats_in)

    def verify_discard(self, action: Discard) -> None:
        """``pN sd <cards>``: now, by a player still to discard, the street's number of cards,
        each one of the player's own face-down cards (``??``: one nobody saw)."""
        count = self._discard_count() if self.phase == Phase.DISCARD else 0
        s = self._verify_giving_away("discard", action.seat, Phase.DISCARD, self.to_discard, count, len(action.cards))
        self._verify_own_down_cards(s, action.cards, "discard")

    def _verify_giving_away(self, how: str, seat: int, phase: Phase, still: set[int], count: int, given: int) -> Seat:
        """A discard or a pass (`how`, the refusals' ids): in its `phase`, by a player still in and
        still to (`still`), the rule's `count` of cards; the player's seat."""
        if seat >= len(self.seats):
            raise RuleViolation("history.field", field="actions", problem=Phrase("problem.no_seat", seat=seat + 1))
        if self.phase != phase:
            raise RuleViolation(f"{how}.not_now", expected=self._expected_phrase())
        s = self.seats[seat]
        if s.folded:
            raise RuleViolation(f"{how}.folded", player=s.name)
        if seat not in still:
            raise RuleViolation(f"{how}.done", player=s.name, count=count, street=self.street,
                                expected=self._expected_phrase())
        if given != count:
            raise RuleViolation(f"{how}.count", player=s.name, count=count, street=self.street, given=given)
        return s

    def _verify_own_down_cards(self, s: Seat, cards: Cards, how: str) -> None:
        """Cards a player gives away face down (`how`: ``discard``, ``pass``, the refusals' ids):
        each one of their own face-down cards, as entered; or a card not seen anywhere yet, named
        for one of theirs nobody saw (as the seat's phone names its own); a card nobody saw
        (``??``) for one of those."""
        down = s.down_cards
        named = [card for card in cards if card is not None and card not in down]
        for card in cards:
            if card is not None and card in down:
                down.remove(card)
        if named and down.count(None) < len(named):
            raise RuleViolation(f"{how}.not_held", player=s.name, card=named[0],
                                held=[c for c in s.down_cards if c is not None])
        self._verify_new_cards(named)
        unseen = cards.count(None)
        if unseen + len(named) > down.count(None):
            raise RuleViolation(f"{how}.unseen", player=s.name, count=unseen, unseen=down.count(None) - len(named))

    def discards_to_come(self) -> int | None:
        """The street whose discards or passes are still to be made (being made, or on a street to
        come): till then nobody knows which cards each player keeps; None: none to come."""
        if self.phase in (Phase.DISCARD, Phase.PASS):
            return self.street
        if self.buying == self.street and (self.due or self.phase == Phase.DISCARD):
            return self.street
        return next((s.key for s in self.streets if (s.discard and s.key > self.discarding)
                     or (s.passes and s.key > self.passing) or (s.buy and s.key > self.buying)), None)

    def _discard_count(self) -> int:
        """How many cards each player discards now: the street's discards, or the one card a
        player discards for the card they bought (`Street.buy`)."""
        return self._street_of[self.street].discard or 1

    def _give_away(self, seat: int, cards: Cards, how: str) -> list[Dealt]:
        """The cards leave the player's hand (`how`: ``discarded``, ``passed``): the named ones,
        then for each ``??`` the newest face-down card nobody saw; a card named for one nobody saw
        is seen so."""
        s = self.seats[seat]
        held = [c for c in s.down_cards if c is not None]
        gone = []
        for card in sorted(cards, key=lambda card: card is None or card not in held):   # the entered first
            was = card if card in held else None
            place = next(i for i in reversed(range(len(s.cards))) if not s.cards[i].up and s.cards[i].card == was)
            gone.append(Dealt(card, False, s.cards.pop(place).street))
            if card is not None and was is None:
                self.seen[card] = _seen(how, seat, self.street)
        return gone

    def _discard(self, action: Discard, index: int) -> None:
        """The cards leave the player's hand, out of play (`_give_away`)."""
        self._give_away(action.seat, action.cards, "discarded")
        self.events.append(Event("discard", action.seat, amount=len(action.cards), street=self.street, index=index))
        self.to_discard.discard(action.seat)
        if self.due:                                # a card bought: dealt now
            self._deal_goes_on(index)
        elif not self.to_discard:
            self._street_dealt(index)

    # --- passing face-down cards to the left (`Street.passes`, Anaconda) -----------------------

    def _start_passing(self) -> None:
        """Every player still in passes the street's number of face-down cards to the next player
        still in on the left, all at once: each lays them down, and they move once all have (pagat.com,
        Pass the Trash: "When all are ready, each set of three cards is passed to the next active
        player to the left")."""
        self.phase = Phase.PASS
        self.passing = self.street
        self.to_pass = set(self._seats_in)
        self.passed = {}

    def passes_to(self, seat: int) -> int:
        """Whom `seat` passes to: the next player still in on the left, or on the right where the
        street says so (`Street.pass_to`); a folded neighbour is passed over."""
        order = self._clockwise[seat][1:]
        if self._street_of[self.street].pass_to == "right":
            order = order[::-1]
        return next(s for s in order if not self.seats[s].folded)

    def verify_pass(self, action: PassCards) -> None:
        """``pN pa pM <cards>``: now, by a player still to pass, to the next player still in on the
        left, the street's number of cards, each one of the player's own face-down cards."""
        count = self._street_of[self.street].passes
        s = self._verify_giving_away("pass", action.seat, Phase.PASS, self.to_pass, count, len(action.cards))
        if action.to >= len(self.seats):
            raise RuleViolation("history.field", field="actions", problem=Phrase("problem.no_seat", seat=action.to + 1))
        if action.to != self.passes_to(action.seat):
            raise RuleViolation("pass.to" if self._street_of[self.street].pass_to == "left" else "pass.to_right",
                                player=s.name, expected=self.names[self.passes_to(action.seat)],
                                to=self.names[action.to])
        self._verify_own_down_cards(s, action.cards, "pass")

    def _pass(self, action: PassCards, index: int) -> None:
        """The cards leave the player's hand face down (`_give_away`); once every player has passed,
        each set is the receiver's, face down, on this street."""
        self.passed[action.seat] = (action.to, self._give_away(action.seat, action.cards, "passed"))
        self.events.append(Event("pass", action.seat, amount=len(action.cards), street=self.street, index=index,
                                 rule=str(action.to)))
        self.to_pass.discard(action.seat)
        if self.to_pass:
            return
        for by, (to, cards) in self.passed.items():
            unseen = by == self.hand.seat != to       # a seat's own history: what it passed is its receiver's now
            for d in cards:
                if unseen and d.card is not None:
                    self.seen.pop(d.card, None)
                self.seats[to].cards.append(Dealt(None if unseen else d.card, False, self.street))
        self._street_dealt(index)

    # --- buying a card face down, one discarded first (`Street.buy`, English Stud) -------------------

    def _start_buying(self) -> None:
        """In turn from the last round's opener, each player still in who has chips may buy a card
        face down for the big bet (``pN buy``; dead money, as a bought extra card) or not (``pN
        pass``); a player who buys discards one face-down card (``pN sd``), then is dealt the new one
        ("On a twist round, players make the decision of which card to replace in turn starting
        with the player who bet first on the preceding round", "Sometimes replacement cards are
        'bought'": the twist, Wikipedia)."""
        self.buying = self.street
        price = self.hand.big_bet if self.hand.fixed else self.hand.bet_limits[1]
        opener = self.last_round[0]
        first = opener if opener is not None else self._seats_in[0]
        self.due = [Due("buy", s, None, min(price, self.seats[s].stack), "d",
                        "price" if price <= self.seats[s].stack else "stack")
                    for s in self.clockwise_from(first) if self.seats[s].in_hand and self.seats[s].stack]
        self._deal_goes_on(None)

    # --- setting seven cards into two hands (`Street.set_hands`, Cowpie) ------------------------------

    def _start_setting(self) -> None:
        """Every player still in sets the seven cards into a five-card and a two-card hand, all at
        once, before the last betting round ("Once so arranged, there is a final round of betting")."""
        self.phase = Phase.SET
        self.setting = self.street
        self.to_set = set(self._seats_in)

    def verify_setting(self, action: SetHands) -> None:
        """``pN st <two cards>``: now, once, by a player still in, the two-card hand's two cards,
        each the player's own (``??``: a face-down card nobody saw), one of them face down."""
        seat = action.seat
        if seat >= len(self.seats):
            raise RuleViolation("history.field", field="actions", problem=Phrase("problem.no_seat", seat=seat + 1))
        if not self.sets_hands:
            raise RuleViolation("setting.none", game=self.game.name)
        s = self.seats[seat]
        naming = self.names_setting(seat)
        if self.phase != Phase.SET and not naming:
            raise RuleViolation("setting.not_now", expected=self._expected_phrase())
        if s.folded:
            raise RuleViolation("setting.folded", player=s.name)
        if seat not in self.to_set and not naming:
            raise RuleViolation("setting.done", player=s.name)
        if len(action.cards) != 2:
            raise RuleViolation("setting.count", player=s.name, given=len(action.cards))
        two = self._setting_places(s, action.cards)
        if naming:
            self._verify_naming(seat, two)
        down = {i for i, d in enumerate(s.cards) if not d.up}
        named = any(isinstance(p, Card) for p in two)          # a card the table had not seen: face down
        if not down & {p for p in two if not isinstance(p, Card)} and not named:
            raise RuleViolation("setting.two_down", player=s.name)
        # the five-card hand keeps a face-down card: seven-card stud deals three, the two-card hand holds two

    def names_setting(self, seat: int) -> bool:
        """Whether ``pN st`` now names the player's setting: at the showdown, before their show, a
        setting that holds a ``??`` (a seat's phone logs its setting so: the show says which cards)."""
        s = self.seats[seat]
        return self.phase == Phase.SHOWDOWN and not (s.shown or s.mucked) and any(
            not isinstance(p, Card) and s.cards[p].card is None for p in self.settings.get(seat, ()))

    def _verify_naming(self, seat: int, two: tuple[int | Card, ...]) -> None:
        """A setting named at the show keeps the cards the setting named already (its ``??`` may be
        any of the player's cards the table was not told)."""
        for place in self.settings[seat]:
            card = place if isinstance(place, Card) else self.seats[seat].cards[place].card
            if card is not None and place not in two:
                raise RuleViolation("show.not_set", player=self.names[seat], card=card)

    def _setting_places(self, s: Seat, cards: Cards) -> tuple[int | Card, ...]:
        """The two-card hand's cards as the setting holds them: a card the table knows by its place in
        the player's cards; ``??`` by the place of the newest face-down card nobody saw not taken
        already (as a discard of ``??``: the show then fills it); a card named that the table has not
        seen, by the card, for one of those face-down cards (the show must show it there)."""
        named = [c for c in cards if c is not None]
        if len(set(named)) < len(named):
            raise RuleViolation("setting.twice", player=s.name, card=named[0])
        unseen = [i for i in reversed(range(len(s.cards))) if s.cards[i].card is None and not s.cards[i].up]
        places: list[int | Card] = []
        for card in cards:
            held = next((i for i, d in enumerate(s.cards) if card is not None and d.card == card), None)
            if held is None and not unseen:
                if card is None:
                    raise RuleViolation("setting.unseen", player=s.name)
                raise RuleViolation("setting.not_held", player=s.name, card=card,
                                    held=[d.card for d in s.cards if d.card is not None])
            if held is None and card is not None:
                self._verify_new_cards([card])
            places.append(held if held is not None else unseen.pop(0) if card is None else card)
            if held is None and card is not None:
                unseen.pop()                        # one of the unseen face-down cards is this one
        return tuple(places)

    def _set_hands(self, action: SetHands, index: int) -> None:
        """The two-card hand set; once every player has set, the last betting round."""
        self.settings[action.seat] = self._setting_places(self.seats[action.seat], action.cards)
        if self.phase == Phase.SHOWDOWN:              # a setting named at the show (`names_setting`)
            self.events.append(Event("name_setting", action.seat, street=self.street, index=index))
            return
        self.events.append(Event("set_hands", action.seat, street=self.street, index=index))
        self.to_set.discard(action.seat)
        if not self.to_set:
            self._street_dealt(index)

    def two_card_places(self, seat: int) -> set[int]:
        """The places in a player's cards of the two-card hand they set (a card named unseen: where the
        show put it); empty if not set."""
        cards = self.seats[seat].cards
        return {next((i for i, d in enumerate(cards) if d.card == p), -1) if isinstance(p, Card) else p
                for p in self.settings.get(seat, ())}

    def _verify_shown_setting(self, seat: int, every_card: bool, cards_shown: Cards) -> None:
        """A show (`cards_shown`: all the cards, or the face-down ones, in the order dealt) of a
        player who set a card the table had not seen shows it, and not in a place their ``??`` took."""
        cards = self.seats[seat].cards
        places = [i for i, d in enumerate(cards) if every_card or not d.up]
        shown = {i: c for i, c in zip(places, cards_shown) if c is not None}
        taken = {p for p in self.settings.get(seat, ()) if not isinstance(p, Card)}
        for card in (p for p in self.settings.get(seat, ()) if isinstance(p, Card)):
            place = next((i for i, d in enumerate(cards) if (d.card or shown.get(i)) == card), None)
            if place is None or place in taken:
                raise RuleViolation("show.not_set", player=self.names[seat], card=card)

    def verify_board(self, action: DealBoard) -> None:
        if self.phase not in (Phase.EXTRA, Phase.COMMON):
            raise RuleViolation("deal.board_not_now", expected=self._expected_phrase())
        if len(action.cards) != 1 or action.cards[0] is None:
            raise RuleViolation("deal.board_count", count=len(action.cards))
        self._verify_new_cards([c for c in action.cards if c is not None])

    def _deck_short(self) -> bool:
        return 52 - self._dealt() < len(self._seats_in)

    def _deal_board(self, action: DealBoard, index: int) -> None:
        card = action.cards[0]
        assert card is not None                         # verify_board: one card, seen
        self.board.append(card)
        self._cards_dealt += 1
        self.seen[card] = Seen("board", None, self.street)
        if self.phase == Phase.EXTRA:
            self.up.append(UpCard(card, None, self.street))
            self.events.append(Event("board_extra", None, card=card, street=self.street, index=index))
            if not self.game.more_extra_cards(self.rules, self.wilds):
                self._start_betting()
        else:      # the common card on the last street
            self.common = card
            self.events.append(Event("board_common", None, card=card, street=self.street, index=index))
            self._start_betting()

    # --- betting rounds ------------------------------------------------------------------------

    def _start_betting(self) -> None:
        self.phase = Phase.BET
        if not self._blinds_round():              # the blinds are this round's first bets
            for s in self.seats:
                s.bet = 0
            self.high = 0
        self.raises = self.bet_size = 0
        self.acted, self.acted_full = set(), set()
        self.opener = self.aggressor = self.bring_in_due = self.opener_passed_from = None
        self.opener_candidates = set()
        if self._only_one_can_act():                # all-in: no betting, the cards are dealt out
            self._end_round()
            return
        self.opener = self.to_act = self._opener()

    def _opener(self) -> int:
        """Who opens the round.  A transcribed record may lack some up cards (a folded
        player's, off camera): then whoever of those players, or the best of the known ones,
        acts first is taken as the opener (see `opener_candidates`)."""
        if self._blinds_round():
            return self._next_able(cast(int, self.big_blind))
        dealt_up = {i: self.seats[i].up_cards for i in self._seats_in}
        ups = {i: [c for c in cards if c is not None] for i, cards in dealt_up.items()}
        known = [i for i in self._seats_in if len(ups[i]) == len(dealt_up[i])]
        unknown = [i for i in self._seats_in if i not in known and self.can_act(i)]
        if not unknown and not any(ups[i] for i in known):
            return self._blind_opener()
        if self.street == self.opening_street:
            lowest = {i: self.bring_in_card(ups[i]) for i in known if ups[i]}
            brings_in = self.game.brings_in(lowest) if known else None
            if self.game.forced_bet(self.rules):
                first = brings_in if brings_in is not None and self.can_act(brings_in) else None
                self.opener_candidates = ({first} if first is not None else set()) | set(unknown) if unknown else set()
                if first is not None:
                    self.bring_in_due = first
                    return first
                if unknown:
                    return unknown[0]
                assert brings_in is not None                # someone is known when nobody is unknown
                self.opener_passed_from = brings_in
                return self._next_able(brings_in)
        game, rules, wilds = self.game, self.rules, self.wilds

        def rank(seat: int) -> tuple:
            """The seat's up cards ranked, then the seat (of equal ones the first opens)."""
            wild = game.wild_cards(rules, wilds, ups[seat], [])
            return game.opening_key(rules, ups[seat], wild), -seat

        best = max(known, key=rank) if known else unknown[0]
        first = best if self.can_act(best) else self._next_able(best)
        if first != best:
            self.opener_passed_from = best
        self.opener_candidates = {first, *unknown} if unknown else set()
        return first

    def _blinds_round(self) -> bool:
        """The first betting round of a hand with blinds: the player on the big blind's left opens
        it, and the big blind, having bet, acts last (its option to raise when the others only call)."""
        return self.street == self.opening_street and self.big_blind is not None

    def bring_in_card(self, ups: list[Card]) -> Card:
        """The card a player with these up cards brings in by: the one up card; of two or more up on
        the first round (7-Card Flip's two turned up), the one the game's bring-in rule picks among
        them (the lowest)."""
        return ups[0] if len(ups) == 1 else ups[cast(int, self.game.brings_in(dict(enumerate(ups))))]

    def _blind_opener(self) -> int:
        """No card up (a blind deal): the player on the dealer's left opens, the next one who can
        act if that one is all-in; on the first betting round of a game with a bring-in, brings
        in (pokerrules.net/stud/blind: "a round of betting begins with the player to the left of
        the dealer. In this first round of betting, this player must pay a bring-in")."""
        first = self._next_able(len(self.seats) - 1)
        if self.street == self.opening_street and self.game.forced_bet(self.rules):
            self.bring_in_due = first
        return first

    def _next_able(self, seat: int) -> int:
        return next(s for s in self._clockwise[seat][1:] + (seat,) if self.can_act(s))

    def verify_turn(self, seat: int) -> None:
        if seat >= len(self.seats):
            raise RuleViolation("history.field", field="actions", problem=Phrase("problem.no_seat", seat=seat + 1))
        if self.phase != Phase.BET:
            raise RuleViolation("turn.none", expected=self._expected_phrase())
        if seat != self.to_act and not self._takes_opening(seat):
            raise RuleViolation("turn.order", expected=self.names[self.acting], player=self.names[seat])

    def _takes_opening(self, seat: int) -> bool:
        """Whether `seat` opens the round in place of the player to act: a record may lack up
        cards, and then any of those players may open before anyone acted (`opener_candidates`)."""
        return seat != self.to_act and seat in self.opener_candidates and not self.acted

    def _opened_by(self, seat: int) -> State:
        """This state, or a shallow copy of it with `seat` opening the round (`_takes_opening`),
        to verify the action on without changing this one."""
        if not self._takes_opening(seat):
            return self
        opened = copy.copy(self)
        opened._take_opening(seat)
        return opened

    def _take_opening(self, seat: int) -> None:
        """A player whose up cards the record lacks opens (or brings in) the round."""
        if self.bring_in_due is not None or (self.street == self.opening_street and self.high == 0
                                             and self.game.forced_bet(self.rules)):
            self.bring_in_due = seat
        self.opener = self.to_act = seat

    def verify_bring_in(self, seat: int) -> None:
        if self.bring_in_due != seat:
            if self.big_blind is not None:
                raise RuleViolation("bring_in.blinds", game=self.game.name, small=self.names[self.big_blind - 1],
                                    big=self.names[self.big_blind], opener=self.names[self._next_able(self.big_blind)])
            if not self.game.forced_bet(self.rules):
                raise RuleViolation("bring_in.none", game=self.game.name)
            raise RuleViolation("bring_in.not_now", which=Phrase(f"which.{self.game.bring_in_card}"),
                                street=self.opening_street)

    def _verify_bring_in_first(self, seat: int) -> None:
        if self.bring_in_due == seat:
            low, high = self._forced_range()
            other = Phrase("bring_in.complete", amount=low) if low == high else Phrase("bring_in.forced",
                                                                                      amount=(low, high))
            raise RuleViolation("bring_in.first", expected=self.names[seat],
                                which=Phrase(f"which.{self.game.bring_in_card}"), other=other)

    def verify_check_call(self, seat: int) -> None:
        self._verify_bring_in_first(seat)

    def verify_fold(self, seat: int) -> None:
        self._verify_bring_in_first(seat)

    def verify_bet(self, seat: int, amount: int) -> None:
        s = self.seats[seat]
        name = self.names[seat]
        most = s.bet + s.stack
        if amount > most:
            raise RuleViolation("bet.stack", player=name, stack=s.stack, most=most)
        if amount <= self.high:
            raise RuleViolation("bet.not_more", player=name, amount=amount, high=self.high)
        if seat in self.acted_full and self.high > s.bet:
            raise RuleViolation("bet.not_reopened", player=name)
        if not self._someone_can_call_more(seat):
            raise RuleViolation("bet.nobody_can_call", player=name, high=self.high)
        completing = self.bring_in_due == seat or self._completing()
        if self.high > 0 and not completing and not self._raise_allowed():
            raise RuleViolation("bet.raise_cap", street=self.street, cap=self.hand.max_raises)
        low, high = self._raise_range(seat)
        assert low is not None and high is not None     # the checks above leave a bet or raise open
        if amount == most and amount <= high:
            return                                   # all-in for less is always allowed
        if self._fixed_limit(seat):
            allowed = [low] if low == high else sorted({low, high})
            reach = max(o.bet + o.stack for i, o in enumerate(self.seats) if i != seat and o.in_hand)
            if amount == reach < low:
                return          # raised to what the others can still put in: the rest would come back
            if amount not in allowed:
                what = "completion" if completing else "bet" if self.high == 0 else "raise"
                raise RuleViolation("bet.fixed", street=self.street, what=Phrase(f"what.{what}"), expected=allowed,
                                    amount=amount)
            return
        if self.bring_in_due == seat or completing or self.high == 0:     # said as the total
            what = "a_forced_bet" if self.bring_in_due == seat else "a_completion" if completing else "a_bet"
            size, lo, hi = amount, low, high
        else:                                                             # said as the raise
            what, size, lo, hi = "a_raise", amount - self.high, low - self.high, high - self.high
        if not lo <= size <= hi:
            raise RuleViolation("bet.limits", what=Phrase(f"what.{what}"), size=size, low=lo, high=hi)

    def _bring_in(self, seat: int, index: int) -> None:
        self._put_in(seat, min(self._bring_in_amount(), self.seats[seat].stack), "bring_in", index)
        self.bring_in_due = None
        self.acted = {seat}
        self.acted_full = {seat}

    def _full_increment(self, completing: bool) -> int:
        """A full bet or raise now, as an increment over the bet: completing, up to the full bet;
        fixed limit, the street's bet; spread limit, the smallest bet or raise."""
        if completing:
            return self._full_bet() - self.high
        fixed, low, _ = self._street_limits()
        return (self.bet_size or low) if fixed else low

    def _bet(self, seat: int, amount: int, index: int) -> None:
        completing = self.bring_in_due == seat or self._completing()
        was_bet = self.high == 0 or completing
        increment = amount - self.high
        full_increment = self._full_increment(completing)
        full = increment >= full_increment
        # TDA rule 47-B: "In limit, at least 50% of a full bet or raise is required to re-open
        # betting for players who have already acted."
        reopens = 2 * increment >= full_increment
        if self.hand.fixed and was_bet and full:
            self.bet_size = amount if self.high == 0 else self._full_bet()
        elif self.hand.fixed and increment == self.hand.big_bet > self.bet_size:
            self.bet_size = increment              # a big raise over a small bet (an open pair): big from now on
        self._put_in(seat, amount - self.seats[seat].bet, "bet" if was_bet else "raise", index)
        self.bring_in_due = None
        self.aggressor = seat
        if not was_bet:
            self.raises += 1                 # an all-in raise for less counts toward the cap too
        if reopens or was_bet:
            self.acted_full = {seat}         # a bet, or a raise of half a full one or more, reopens the betting
        else:
            self.acted_full.add(seat)
        self.acted = {seat}

    def _check_call(self, seat: int, index: int) -> None:
        s = self.seats[seat]
        amount = min(self.high - s.bet, s.stack)
        if amount:
            self._put_in(seat, amount, "call", index)
        else:
            self.events.append(Event("check", seat, street=self.street, index=index))
        self.acted.add(seat)
        self.acted_full.add(seat)

    def _fold(self, seat: int, index: int) -> None:
        self.seats[seat].folded = True
        self._seats_in = tuple(i for i in self._seats_in if i != seat)
        self.events.append(Event("fold", seat, street=self.street, index=index))
        self.acted.add(seat)

    def _next_turn(self) -> None:
        if self.phase != Phase.BET:
            return
        if len(self._seats_in) == 1:
            self._end(Outcome.FOLD, None)
            return
        for seat in self._clockwise[self.acting][1:]:
            s = self.seats[seat]
            if not s.folded and s.stack > 0 and (seat not in self.acted or s.bet < self.high):
                if s.bet >= self.high and self._only_one_can_act():
                    break
                self.to_act = seat
                return
        self._end_round()

    def _only_one_can_act(self) -> bool:
        able = 0
        for seat in self._seats_in:
            if self.seats[seat].stack > 0:
                able += 1
                if able == 2:
                    return False
        return True

    def _end_round(self) -> None:
        self.last_round = (self.opener, self.aggressor) if self.opener is not None else self.last_round
        self.to_act = None
        if len(self._seats_in) == 1:
            self._end(Outcome.FOLD, None)
            return
        if self.street == self.last_street:
            if declaring(self.rules) != "none":
                self._start_declaring()
            else:
                self._start_showdown()
            return
        self.street = self.streets[self.streets.index(self._street_of[self.street]) + 1].key
        self.phase = Phase.COMMON if self.street == self.last_street and self._deck_short() else Phase.DEAL
        if not self._street_of[self.street].faces:
            self._street_dealt(None)                # a round that deals no card: its choices at once

    # --- declaring (a high-low game's option declare, `referee.games.declare`) ---------------------

    def _start_declaring(self) -> None:
        """Every player still in declares, once, in the order of the showdown (the last to bet or
        raise first: "last raise declares"); simultaneous, the declarations come in any order."""
        self.phase = Phase.DECLARE
        self.to_declare = self._last_round_order()

    def verify_declare(self, action: Declare) -> None:
        seat = action.seat
        if seat >= len(self.seats):
            raise RuleViolation("history.field", field="actions", problem=Phrase("problem.no_seat", seat=seat + 1))
        if declaring(self.rules) == "none":
            raise RuleViolation("declare.none", game=self.game.name)
        if self.phase != Phase.DECLARE:
            raise RuleViolation("declare.not_now", expected=self._expected_phrase())
        s = self.seats[seat]
        if s.folded:
            raise RuleViolation("declare.folded", player=s.name)
        if seat in self.declared:
            raise RuleViolation("declare.done", player=s.name, side=Phrase(f"side.{self.declared[seat]}"))
        if declaring(self.rules) == "in_turn" and seat != self.to_declare[0]:
            raise RuleViolation("declare.order", expected=self.names[self.to_declare[0]], player=s.name)

    def _declare(self, action: Declare, index: int) -> None:
        self.declared[action.seat] = action.side
        self.to_declare.remove(action.seat)
        self.events.append(Event("declare", action.seat, street=self.street, index=index, rule=action.side))
        if not self.to_declare:
            self._start_showdown()

    # --- the showdown ----------------------------------------------------------------------------

    def _last_round_order(self) -> list[int]:
        """The players still in, clockwise from the last to bet or raise in the last round (else
        its opener): the order of the showdown."""
        opener, aggressor = self.last_round
        first = aggressor if aggressor is not None else opener
        if first is None or self.seats[first].folded:
            first = self._seats_in[0]
        return [s for s in self.clockwise_from(first) if self.seats[s].in_hand]

    def _start_showdown(self) -> None:
        self.phase = Phase.SHOWDOWN
        self.show_order = self._last_round_order()
        self._showdown_progress()

    def _claims(self) -> list[set[int]]:
        """For each pot, the players who still claim it (in the hand, not mucked)."""
        return [{s for s in pot.eligible if not self.seats[s].mucked} for pot in self.pots()]

    def _needs_to_show(self, seat: int, claims: list[set[int]]) -> bool:
        s = self.seats[seat]
        if s.shown or s.mucked:
            return False
        return any(seat in claim and len(claim) > 1 for claim in claims)

    def _next_to_show(self) -> int | None:
        claims = self._claims()
        return next((s for s in self.show_order if self._needs_to_show(s, claims)), None)

    def _showdown_progress(self) -> None:
        if self._next_to_show() is None:
            self._end(Outcome.SHOWDOWN, None)

    def verify_show(self, action: ShowMuck) -> None:
        seat = action.seat
        if self.phase != Phase.SHOWDOWN:
            raise RuleViolation("show.not_now", expected=self._expected_phrase())
        expected = self._next_to_show()
        assert expected is not None                     # at the showdown someone is still to show
        if seat != expected:
            raise RuleViolation("show.order", expected=self.names[expected], player=self.names[seat])
        if action.mucks:
            return
        s = self.seats[seat]
        if action.as_dealt:
            unknown = sum(d.card is None for d in s.cards)
            if unknown:
                raise RuleViolation("show.unknown", player=s.name, count=unknown)
            return
        holes = [d for d in s.cards if not d.up]
        if len(action.cards) == len(holes):
            slots = holes
        elif len(action.cards) == len(s.cards):
            slots = s.cards
        else:
            raise RuleViolation("show.count", player=s.name, count=len(action.cards), hole=len(holes), all=len(s.cards))
        new = []
        self._verify_shown_setting(seat, slots is s.cards, action.cards)
        for dealt, shown in zip(slots, action.cards):
            if shown is None:
                raise RuleViolation("show.count", player=s.name, count=len(action.cards), hole=len(holes),
                                    all=len(s.cards))
            if dealt.card is not None and dealt.card != shown:
                raise RuleViolation("show.mismatch", player=s.name, shown=str(shown), dealt=str(dealt.card))
            if dealt.card is None:
                new.append(shown)
        self._verify_new_cards(new)

    def _show(self, action: ShowMuck, index: int) -> None:
        s = self.seats[action.seat]
        if action.mucks:
            s.mucked = True
            self.events.append(Event("muck", action.seat, index=index))
        else:
            if action.cards:
                holes = [d for d in s.cards if not d.up]
                slots = holes if len(action.cards) == len(holes) else s.cards
                for dealt, card in zip(slots, action.cards):
                    if dealt.card is None and card is not None:        # verify_show: every card shown
                        dealt.card = card
                        self.seen[card] = Seen("shown", action.seat)
            s.shown = True
            self.events.append(Event("show", action.seat, index=index))
        self._showdown_progress()

    # --- the end -----------------------------------------------------------------------------------

    def _end(self, outcome: Outcome, index: int | None, reason: str | None = None) -> None:
        self.phase = Phase.OVER
        self.outcome = outcome
        self.to_act = None
        self.events.append(Event("end_" + (reason or outcome), index=index, street=self.street))

    # --- views -----------------------------------------------------------------------------------

    def fork(self) -> State:
        """A copy of this state to try actions on (the table's one-tap round is tried this way):
        the same hand, with seats, cards, lists and sets of its own, so that nothing applied to
        the copy changes this state."""
        twin = object.__new__(type(self))               # a copy of its attributes, as `copy.copy` makes one
        twin.__dict__.update({name: value.copy() if type(value) in (list, dict, set) else value
                              for name, value in vars(self).items()})
        twin.seats = [_seat_copy(seat) for seat in self.seats]
        return twin

    def holding(self, seat: int) -> list[Card]:
        """The known cards of a player, the common card included."""
        return [d.card for d in self.seats[seat].cards if d.card is not None] + (
            [self.common] if self.common else [])

    def view(self) -> dict:
        """The state as JSON-able data for a client: what comes next and what is legal, pots,
        stacks, each player's visible cards, and the wild ranks now (`referee.words.state.view_json`
        adds the words)."""
        wilds = self.wilds
        return {
            "variant": self.game.code,
            "street": self.street,
            "phase": str(self.phase),
            "outcome": None if self.outcome is None else str(self.outcome),
            "actions": self.applied,
            "next": self.expected(),
            "players": [{"name": s.name, "stack": s.stack, "bet": s.bet, "contributed": s.contributed,
                         "folded": s.folded, "all_in": s.all_in, "mucked": s.mucked,
                         "cards": [{"card": None if not d.up and not s.shown else (str(d.card) if d.card else None),
                                    "up": d.up, "street": d.street} for d in s.cards]}
                        for s in self.seats],
            "board": [str(c) for c in self.board],
            "pots": [{"amount": p.amount, "eligible": [self.names[i] for i in p.eligible]} for p in self.pots()],
            "pot_total": self.total_pot,
            "wilds": wilds.as_json() if wilds is not None else None,
            "seen": sorted(str(c) for c in self.seen),
            **({"declared": {self.names[s]: side for s, side in self.declared.items()}}
               if declaring(self.rules) != "none" else {}),
            **({"blinds": self.blinds_posted()} if self.big_blind is not None else {}),
        }

    def blinds_posted(self) -> list[dict]:
        """Who posted which blind and how much (Outhouse): the small blind first."""
        posted = [e for e in self.events if e.kind in ("small_blind", "big_blind")]
        return [{"blind": e.kind.removesuffix("_blind"), "player": self.names[cast(int, e.seat)], "amount": e.amount}
                for e in sorted(posted, key=lambda e: e.kind == "big_blind")]


@functools.lru_cache(maxsize=1024)
def _parsed(text: str, names: tuple[str, ...]) -> tuple[Action, str]:
    """`parse_action` and the action's text, remembered (actions are frozen): a season repeats
    its betting texts thousands of times."""
    action = parse_action(text, names)
    return action, str(action)


def replay_fitting(history: Mapping[str, Any]) -> tuple[State, RuleViolation | None]:
    """The state after the hand's actions up to the first that breaks a rule, and that
    refusal (None: every action fits).  A corrected log may hold such an action: the hand
    waits for it to be corrected."""
    hand = load_hand(history)
    state = State(hand)
    for index, text in enumerate(hand.actions):
        try:
            state.apply(text, index)
        except RuleViolation as error:
            return state, error
    return state, None


def replay(history: Mapping[str, Any], upto: int | None = None) -> State:
    """The state after the hand's actions (the first `upto` of them, if given)."""
    hand = load_hand(history)
    state = State(hand)
    for index, text in enumerate(hand.actions[:upto]):
        state.apply(text, index)
    return state
