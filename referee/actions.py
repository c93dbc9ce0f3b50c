"""Actions in the PHH grammar: read them, print them.

One small frozen dataclass per kind.  Seats are 0-based here and 1-based in the text
(``p3`` is seat 2); cards are `referee.cards.Card`, ``None`` for a card nobody saw.

========================  ==========================  ==================================
text                      action                      meaning
========================  ==========================  ==================================
``d dh p3 ????Qh``        ``DealHole(2, cards)``      cards to a player (down, down, up)
``d db 5s``               ``DealBoard(cards)``        a card for nobody (the common card)
``p3 pb``                 ``BringIn(2)``              posts the bring-in
``p3 cbr 4``              ``CompleteBetRaise(2, 4)``  completes, bets or raises *to* 4
``p3 cc``                 ``CheckCall(2)``            checks or calls
``p3 f``                  ``Fold(2)``                 folds (also rather than pay for a card)
``p3 pay 24``             ``PayUp(2, 24)``            pays for a face-up card (Baseball's 3)
``p3 buy 5``              ``BuyExtra(2, 5)``          buys the extra card a face-up card offers
``p3 pass``               ``PassExtra(2)``            declines that card
``p3 sm 6d6s2c``          ``ShowMuck(2, cards)``      shows these cards
``p3 sm -``               ``ShowMuck(2, as_dealt=…)`` shows the cards dealt to p3
``p3 sm``                 ``ShowMuck(2)``             mucks
``p3 tu Kh``              ``TurnUp(2, card)``         turns up one of p3's face-down cards
``p3 dc low``             ``Declare(2, "low")``       declares low (``high``, ``low``, ``both``)
``p3 sd Kh??``            ``Discard(2, cards)``       discards face-down cards (``??``: one nobody saw)
``p3 pa p4 ??????``       ``PassCards(2, 3, cards)``  passes face-down cards to p4 (Anaconda)
``p3 st 7h??``            ``SetHands(2, cards)``      sets the two-card hand, the rest five (Cowpie)
``# a remark`` or empty   ``NoOp(comment)``           nothing happens
========================  ==========================  ==================================

Any action may end in a commentary, ``p3 f # tanked``; it is kept and printed back.  The
amount of ``pay`` and ``buy`` is the one the rule fixes: it may be left out (``p3 pay``), and
the replay writes it in.

>>> action = parse_action('d dh p3 ??  ?? q♥')
>>> action
DealHole(seat=2, cards=(None, None, Card('Qh')), comment=None)
>>> str(action)
'd dh p3 ????Qh'
>>> str(parse_action('rast CBR 400000 # completes', players=['Obst', 'Rast']))
'p2 cbr 400000 # completes'
>>> parse_action('p3 cbr 4.5')
Traceback (most recent call last):
...
referee.actions.ActionSyntaxError: cannot read action 'p3 cbr 4.5': the amount '4.5' is not a positive whole number
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from .cards import Card, CardError, cards_text, parse_cards
from .words import Phrase, say

Cards = tuple[Card | None, ...]

_PLAYER = re.compile(r"p([0-9]+)", re.IGNORECASE)
_AMOUNT = re.compile(r"[0-9]+")
_AS_DEALT = "-"


class ActionSyntaxError(ValueError):
    """A text that is not an action: `phrase` says why (an id of the syntax catalog,
    ``syntax.*``, and its facts), in English or German; ``str()`` in English."""

    def __init__(self, id: str, **facts):
        self.phrase = Phrase(id, **facts)
        super().__init__(say(self.phrase))


_CARD_ERROR = re.compile(r"cannot read (.*) as a (card|rank)")


def _unreadable(error: CardError) -> ActionSyntaxError:
    """A card that cannot be read, said in either language."""
    match = _CARD_ERROR.match(str(error))
    return ActionSyntaxError("syntax.card", text=match.group(1) if match else "?")


class _Text:
    """``str(action)`` is `format_action`; each kind supplies ``_body``, the text before any comment."""

    def __str__(self) -> str:
        return format_action(self)  # type: ignore[arg-type]


@dataclass(frozen=True)
class DealHole(_Text):
    """Cards dealt to one player; on third street two down cards then the up card."""

    seat: int
    cards: Cards
    comment: str | None = field(default=None, kw_only=True)

    def _body(self) -> str:
        return f"d dh p{self.seat + 1} {cards_text(self.cards)}"


@dataclass(frozen=True)
class DealBoard(_Text):
    """Cards dealt to nobody: the common card, or the card shown when the deck runs short."""

    cards: Cards
    comment: str | None = field(default=None, kw_only=True)

    def _body(self) -> str:
        return f"d db {cards_text(self.cards)}"


@dataclass(frozen=True)
class BringIn(_Text):
    seat: int
    comment: str | None = field(default=None, kw_only=True)

    def _body(self) -> str:
        return f"p{self.seat + 1} pb"


@dataclass(frozen=True)
class CompleteBetRaise(_Text):
    """Completes, bets or raises; ``amount`` is the total the seat has in on this street."""

    seat: int
    amount: int
    comment: str | None = field(default=None, kw_only=True)

    def _body(self) -> str:
        return f"p{self.seat + 1} cbr {self.amount}"


@dataclass(frozen=True)
class CheckCall(_Text):
    seat: int
    comment: str | None = field(default=None, kw_only=True)

    def _body(self) -> str:
        return f"p{self.seat + 1} cc"


@dataclass(frozen=True)
class Fold(_Text):
    seat: int
    comment: str | None = field(default=None, kw_only=True)

    def _body(self) -> str:
        return f"p{self.seat + 1} f"


@dataclass(frozen=True)
class PayUp(_Text):
    """Pays what the rule fixes for a card dealt face up (a face-up 3 in Baseball) and stays in;
    ``amount`` None: as the rule fixes it (the replay writes it in)."""

    seat: int
    amount: int | None = None
    comment: str | None = field(default=None, kw_only=True)

    def _body(self) -> str:
        return f"p{self.seat + 1} pay" + ("" if self.amount is None else f" {self.amount}")


@dataclass(frozen=True)
class BuyExtra(_Text):
    """Buys the extra card that a card dealt face up offers (Baseball's 4, option buy_four)."""

    seat: int
    amount: int | None = None
    comment: str | None = field(default=None, kw_only=True)

    def _body(self) -> str:
        return f"p{self.seat + 1} buy" + ("" if self.amount is None else f" {self.amount}")


@dataclass(frozen=True)
class PassExtra(_Text):
    """Declines the extra card offered for a price, and stays in."""

    seat: int
    comment: str | None = field(default=None, kw_only=True)

    def _body(self) -> str:
        return f"p{self.seat + 1} pass"


@dataclass(frozen=True)
class ShowMuck(_Text):
    """Shows ``cards``; with ``as_dealt`` shows the cards dealt to the seat (``sm -``);
    with neither, mucks."""

    seat: int
    cards: Cards = ()
    as_dealt: bool = False
    comment: str | None = field(default=None, kw_only=True)

    @property
    def mucks(self) -> bool:
        return not self.cards and not self.as_dealt

    def _body(self) -> str:
        shown = _AS_DEALT if self.as_dealt else cards_text(self.cards)
        return f"p{self.seat + 1} sm {shown}".rstrip()


@dataclass(frozen=True)
class TurnUp(_Text):
    """The seat turns up one of its face-down cards, of its own choice (Roll Your Own): ``card``."""

    seat: int
    card: Card
    comment: str | None = field(default=None, kw_only=True)

    def _body(self) -> str:
        return f"p{self.seat + 1} tu {self.card}"


@dataclass(frozen=True)
class Declare(_Text):
    """The seat declares which half of the pot it plays for, ``high``, ``low`` or ``both`` (a
    high-low game's option ``declare``)."""

    seat: int
    side: str
    comment: str | None = field(default=None, kw_only=True)

    def _body(self) -> str:
        return f"p{self.seat + 1} dc {self.side}"


@dataclass(frozen=True)
class Discard(_Text):
    """The seat discards these face-down cards, out of play (PHH's ``sd``, a draw game's
    discard; a house game's street with ``x``, Pineapple Stud); ``None``: a card nobody saw."""

    seat: int
    cards: Cards = ()
    comment: str | None = field(default=None, kw_only=True)

    def _body(self) -> str:
        return f"p{self.seat + 1} sd {cards_text(self.cards)}".rstrip()


@dataclass(frozen=True)
class PassCards(_Text):
    """The seat passes these face-down cards to the player `to` (a round of passes: Anaconda's
    three to the left); ``None``: a card nobody saw but the passer."""

    seat: int
    to: int
    cards: Cards = ()
    comment: str | None = field(default=None, kw_only=True)

    def _body(self) -> str:
        return f"p{self.seat + 1} pa p{self.to + 1} {cards_text(self.cards)}".rstrip()


@dataclass(frozen=True)
class SetHands(_Text):
    """The seat sets its seven cards into two hands, naming the two-card hand's cards (the other
    five are the five-card hand: Cowpie's setting); ``None``: a face-down card nobody saw."""

    seat: int
    cards: Cards = ()
    comment: str | None = field(default=None, kw_only=True)

    def _body(self) -> str:
        return f"p{self.seat + 1} st {cards_text(self.cards)}".rstrip()


#: what a player may declare, as written after ``dc``
SIDES = ("high", "low", "both")


@dataclass(frozen=True)
class NoOp(_Text):
    """An empty action or a standalone commentary."""

    comment: str | None = None

    def _body(self) -> str:
        return ""


Action = (DealHole | DealBoard | BringIn | CompleteBetRaise | CheckCall | Fold | ShowMuck | TurnUp | NoOp | PayUp
          | BuyExtra | PassExtra | Declare | Discard | PassCards | SetHands)

#: a player's decision about a card dealt face up (not a betting action)
Decision = PayUp | BuyExtra | PassExtra

_NO_ARGUMENT: dict[str, type[BringIn | CheckCall | Fold | PassExtra]] = {
    "pb": BringIn, "cc": CheckCall, "f": Fold, "pass": PassExtra}
_OPTIONAL_AMOUNT: dict[str, type[PayUp | BuyExtra]] = {"pay": PayUp, "buy": BuyExtra}
_PLAYER_VERBS = "pb, cbr, cc, f, sm, tu, pay, buy, pass, dc, sd, pa, st"


def format_action(action: Action) -> str:
    """The canonical PHH text: ``str(action)``.

    >>> format_action(ShowMuck(0, parse_cards('6d6s2c'), comment='trips'))
    'p1 sm 6d6s2c # trips'
    >>> format_action(ShowMuck(4)), format_action(NoOp('burn card exposed'))
    ('p5 sm', '# burn card exposed')
    """
    body = action._body()
    if action.comment is None:
        return body
    note = "#" + (f" {action.comment}" if action.comment else "")
    return f"{body} {note}" if body else note


def parse_action(text: str, players: Sequence[str] | None = None) -> Action:
    """One action in PHH notation (any case, any spacing, any card notation of `referee.cards`).

    With ``players`` (names in seat order), a name may stand where ``pN`` goes; names are
    matched case-insensitively, ``d`` and ``pN`` win over players so named, and a name with
    a space in it cannot be used this way.

    >>> parse_action('p2 sm -')
    ShowMuck(seat=1, cards=(), as_dealt=True, comment=None)
    >>> parse_action('Bo f', players=['Jo Ob', 'Bo Ra'])
    Traceback (most recent call last):
    ...
    referee.actions.ActionSyntaxError: cannot read action 'Bo f': 'Bo Ra' has a space in the name; write p2 instead
    """
    deal = _plain_deal(text, players)
    if deal is not None:
        return deal
    body, hash_, comment = text.partition("#")
    words = body.split()
    try:
        action = _parse_words(words, players)
    except ActionSyntaxError as error:
        raise ActionSyntaxError("syntax.action", text=repr(text), problem=error.phrase) from None
    except CardError as error:
        raise ActionSyntaxError("syntax.action", text=repr(text), problem=_unreadable(error).phrase) from None
    return replace(action, comment=comment.strip()) if hash_ else action


#: a deal as it is nearly always written, ``d dh p3 ????Qh``: canonical cards, no comment
_PLAIN_DEAL = re.compile(r"d dh p([1-9][0-9]*) ((?:[2-9TJQKA][cdhs]|\?\?)+)")


def _plain_deal(text: str, players: Sequence[str] | None) -> DealHole | None:
    """A deal in the plain shape, read at once (3rd street's deal texts are nearly all
    different, so the replay's cache of read texts seldom has them); None for any other text,
    the general reading's to read or to refuse."""
    match = _PLAIN_DEAL.fullmatch(text)
    if match is None:
        return None
    seat = int(match.group(1)) - 1
    if players is not None and seat >= len(players):
        return None
    return DealHole(seat, parse_cards(match.group(2)))


def _parse_words(words: list[str], players: Sequence[str] | None) -> Action:
    if not words:
        return NoOp()
    actor, *rest = words
    if actor.lower() == "d":
        return _parse_dealing(rest, players)
    seat = _seat(actor, players)
    if not rest:
        raise ActionSyntaxError("syntax.no_verb", actor=repr(actor), verbs=_PLAYER_VERBS)
    verb, *arguments = rest
    verb = verb.lower()
    if verb in _NO_ARGUMENT:
        _expect_no_argument(verb, arguments)
        return _NO_ARGUMENT[verb](seat)
    if verb == "cbr":
        return CompleteBetRaise(seat, _amount(arguments))
    if verb in _OPTIONAL_AMOUNT:
        return _OPTIONAL_AMOUNT[verb](seat, _amount(arguments) if arguments else None)
    if verb == "sm":
        return _show_or_muck(seat, arguments)
    if verb == "tu":
        return TurnUp(seat, _turned_card(arguments))
    if verb == "dc":
        return Declare(seat, _side(arguments))
    if verb in ("sd", "pa"):
        return _given_away(verb, seat, arguments, players)
    if verb == "st":
        return SetHands(seat, parse_cards(" ".join(arguments)))
    raise ActionSyntaxError("syntax.unknown_verb", verb=repr(verb), verbs=_PLAYER_VERBS)


def _given_away(verb: str, seat: int, arguments: list[str], players: Sequence[str] | None) -> Discard | PassCards:
    """Face-down cards a player gives away: discarded (``sd <cards>``), passed (``pa pN <cards>``)."""
    if verb == "sd":
        return Discard(seat, parse_cards(" ".join(arguments)))
    if not arguments:
        raise ActionSyntaxError("syntax.pa")
    return PassCards(seat, _seat(arguments[0], players), _cards(arguments[1:], "syntax.pa"))


def _parse_dealing(words: list[str], players: Sequence[str] | None) -> Action:
    if not words:
        raise ActionSyntaxError("syntax.no_dealing")
    verb = words[0].lower()
    if verb == "dh":
        if len(words) < 2:
            raise ActionSyntaxError("syntax.deal_needs")
        return DealHole(_seat(words[1], players), _cards(words[2:], "syntax.missing_cards"))
    if verb == "db":
        return DealBoard(_cards(words[1:], "syntax.missing_card"))
    raise ActionSyntaxError("syntax.unknown_dealing", word=repr(words[0]))


def _seat(word: str, players: Sequence[str] | None) -> int:
    match = _PLAYER.fullmatch(word)
    if match:
        seat = int(match.group(1)) - 1
        if seat < 0:
            raise ActionSyntaxError("syntax.from_p1", word=repr(word))
        if players is not None and seat >= len(players):
            raise ActionSyntaxError("syntax.no_such_seat", word=repr(word), count=len(players))
        return seat
    return _seat_by_name(word, players or ())


def _seat_by_name(word: str, players: Sequence[str]) -> int:
    wanted = word.casefold()
    seats = [seat for seat, name in enumerate(players) if name.casefold() == wanted]
    if len(seats) == 1:
        return seats[0]
    if seats:
        raise ActionSyntaxError("syntax.two_players", word=repr(word))
    for seat, name in enumerate(players):
        if len(name.split()) > 1 and name.split()[0].casefold() == wanted:
            raise ActionSyntaxError("syntax.space", name=repr(name), seat=seat + 1)
    if players:
        raise ActionSyntaxError("syntax.unknown_player_named", word=repr(word), players=", ".join(players))
    raise ActionSyntaxError("syntax.unknown_player", word=repr(word))


def _expect_no_argument(verb: str, arguments: list[str]) -> None:
    if arguments:
        raise ActionSyntaxError("syntax.no_argument", verb=repr(verb), found=repr(" ".join(arguments)))


def _amount(arguments: list[str]) -> int:
    if not arguments:
        raise ActionSyntaxError("syntax.cbr_amount")
    if len(arguments) > 1:
        raise ActionSyntaxError("syntax.cbr_one", found=repr(" ".join(arguments)))
    amount = arguments[0]
    if not _AMOUNT.fullmatch(amount) or int(amount) == 0:
        raise ActionSyntaxError("syntax.amount", amount=repr(amount))
    return int(amount)


def _show_or_muck(seat: int, arguments: list[str]) -> ShowMuck:
    if arguments == [_AS_DEALT]:
        return ShowMuck(seat, as_dealt=True)
    return ShowMuck(seat, parse_cards(" ".join(arguments)))


def _turned_card(arguments: list[str]) -> Card:
    """The one card a ``tu`` turns up, seen (not ``??``)."""
    cards = parse_cards(" ".join(arguments))
    if len(cards) != 1 or cards[0] is None:
        raise ActionSyntaxError("syntax.tu_card", found=repr(" ".join(arguments)))
    return cards[0]


def _side(arguments: list[str]) -> str:
    """The one side a ``dc`` declares: ``high``, ``low`` or ``both``."""
    side = " ".join(arguments).lower()
    if side not in SIDES:
        raise ActionSyntaxError("syntax.dc_side", found=repr(" ".join(arguments)), sides=", ".join(SIDES))
    return side


def _cards(words: list[str], missing: str) -> Cards:
    cards = parse_cards(" ".join(words))
    if not cards:
        raise ActionSyntaxError(missing)
    return cards
