"""PokerStars hand histories of Seven-Card Stud, Stud Hi-Lo and Razz, read into our history.

A PokerStars file holds one hand or several, separated by blank lines (a history PokerStars
sends by e-mail puts ``*********** # 2 **************`` between them); each starts with
``PokerStars Hand #...`` (older files: ``PokerStars Game #...``; ``Home Game Hand``, ``Zoom
Hand``).  `load_pokerstars` reads each hand into the history dict of `referee.phh`:

- ``variant``: ``7 Card Stud`` is F7S, ``7 Card Stud Hi/Lo`` F7S/8, ``Razz`` FR (fixed limit only;
  also as one game of a mix: ``8-Game (Razz Limit)``, ``HORSE (Razz Limit, $0.10/$0.20)``);
- ``players`` and ``seats``: the players dealt in, in seat order, which is the dealing order
  (p1 is the lowest seat dealt in); a seat that gets no cards is left out;
- ``small_bet`` and ``big_bet`` from the header's limits, ``bring_in`` from the ``brings in for``
  line, ``antes`` and ``starting_stacks`` from the lines that say so.  Amounts are whole
  numbers: cents when the game is played for $, € or £ (then ``_cents`` is true), chips otherwise;
- ``actions``: the cards as PokerStars shows them to the owner of the history (their own
  cards and everybody's up cards; ``??`` for the rest), the bets, and at the showdown each
  player's shown cards or a muck, in the order of the file (`referee.histories` puts them in
  the order the referee asks for); ``_lines``: the line of the file each action comes from;
- ``winnings``: what each player collected, and ``_rake``.  The referee knows no rake:
  ``finishing_stacks`` are written only when the rake is zero, so that the ruling checks them;
- ``venue``, ``hand``, ``table``, ``seat_count``, ``time``, ``time_zone`` (ET, the time PokerStars
  always gives, is ``America/New_York``), ``day``, ``month``, ``year``, ``currency`` (and ``event``
  for a tournament) as PHH names them; PokerKit reads them without a warning.

Every other line PokerStars writes in a stud hand is read and changes nothing: chat, players
joining, leaving, sitting out, timing out, (dis)connecting, "Pair on board - a double bet is
allowed", "Betting is capped", "No low hand qualified", tournament places and bounties, and
the summary's lines other than the total and the mucked cards.

>>> [hand] = load_pokerstars('''
... PokerStars Hand #2211: 7 Card Stud Limit (10/20) - 2024/03/01 21:05:09 ET
... Table 'Alcyone' 8-max (Play Money)
... Seat 2: Anna (500 in chips)
... Seat 5: Ben Ott (400 in chips)
... Anna: posts the ante 2
... Ben Ott: posts the ante 2
... *** 3rd STREET ***
... Dealt to Anna [Kh]
... Dealt to Ben Ott [8c 2d 3s]
... Ben Ott: brings in for 5
... Anna: completes it to 10
... Ben Ott said, "nh"
... Ben Ott: folds
... Uncalled bet (5) returned to Anna
... Anna collected 14 from pot
... Anna: doesn't show hand
... *** SUMMARY ***
... Total pot 14 | Rake 0
... ''')
>>> hand['players'], hand['seats'], hand['actions']
(['Anna', 'Ben Ott'], [2, 5], ['d dh p1 ????Kh', 'd dh p2 8c2d3s', 'p2 pb', 'p1 cbr 10', 'p2 f'])
>>> hand['finishing_stacks'], hand['winnings'], hand['time'], hand['_lines']
([507, 393], [14, 0], datetime.time(21, 5, 9), [9, 10, 11, 12, 14])

A hand we cannot read is refused by the file's name, the hand's number and the line; the
other hands of the file are read all the same, and come with the refusals in `HandsRefused`:

>>> load_pokerstars('PokerStars Hand #7: Hold\\'em No Limit (1/2)', 'hands.txt')  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
referee.pokerstars.HandsRefused: hands.txt: hand #7: line 1: not a stud hand: "Hold'em No Limit (1/2)" (we read ...)
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Any, NoReturn

from .cards import Card, CardError, cards_text, parse_cards
from .phh import HistoryFormatError

VARIANTS = {"7 card stud hi/lo": "F7S/8", "7 card stud": "F7S", "razz": "FR"}
STREETS = {"3rd street": 3, "4th street": 4, "5th street": 5, "6th street": 6, "river": 7, "7th street": 7}
CURRENCIES = {"$": "USD", "€": "EUR", "£": "GBP"}
TIME_ZONES = {"ET": "America/New_York"}       # PokerStars's own time; a local one is named as given
SHOWDOWN = 8                                  # the street number we give the showdown

_AMOUNT = r"[$€£]?\d[\d,]*(?:\.\d+)?"
_HEADER = re.compile(r"PokerStars (?:Zoom |Rush |Home )?(?:Game Hand|Hand|Game) #(?P<hand>\d+):\s*(?P<rest>.*)",
                     re.IGNORECASE)
MAX_HAND_DIGITS = 30         # PokerStars numbers its hands with 11 or 12 digits
MAX_AMOUNT_DIGITS = 15       # a stake, a stack, a bet: the service keeps at most 10⁹ chips (10 digits)
MAX_SEAT_DIGITS = 3          # PokerStars seats at most 10 players
#: between the hands of a history PokerStars sends by e-mail
_SEPARATOR = re.compile(r"\*+ ?# ?\d+ ?\*+")
_GAME = re.compile(r"(?P<game>7 Card Stud Hi/Lo|7 Card Stud|Razz)\s+(?P<limit>No Limit|Pot Limit|Limit)",
                   re.IGNORECASE)
_LIMITS = re.compile(rf"(?P<small>{_AMOUNT})/(?P<big>{_AMOUNT})(?:\s+(?P<currency>[A-Z]{{3}}))?\)")
_DATE = re.compile(r"(?P<year>\d{4})/(?P<month>\d{1,2})/(?P<day>\d{1,2})(?:\s+-)?\s+"
                   r"(?P<hour>\d{1,2}):(?P<minute>\d{2}):(?P<second>\d{2})(?:\s+\(?(?P<zone>[A-Z]{2,5})\)?)?")
_TOURNAMENT = re.compile(r"Tournament #(?P<number>\d+)", re.IGNORECASE)
_TABLE = re.compile(r"Table '(?P<table>.*)'(?: (?P<seat_count>\d+)-max)?.*")
_SEAT = re.compile(rf"Seat (?P<seat>\d+): (?P<name>.+) \((?P<stack>{_AMOUNT}) in chips[^)]*\).*")
_MARKER = re.compile(r"\*\*\* (?P<name>[^*]+?) \*\*\*(?: \[(?P<cards>[^\]]*)\])?")
#: the end of a line that says a player is all-in, or reached a cap game's cap: changes nothing
_ALL_IN = re.compile(r" and (?:is all-in|has reached the \S+ cap)$")
_TOTAL = re.compile(rf"Total pot (?P<pot>{_AMOUNT}).*?\| Rake (?P<rake>{_AMOUNT})(?: .*)?")
#: what a player does, after "name: " (amounts without the " and is all-in" ending)
_VERBS = (
    ("ante", re.compile(rf"posts the ante ({_AMOUNT})")),
    ("bring_in", re.compile(rf"brings in for ({_AMOUNT})")),
    ("complete", re.compile(rf"completes it to ({_AMOUNT})")),
    ("bet", re.compile(rf"bets ({_AMOUNT})")),
    ("raise", re.compile(rf"raises {_AMOUNT} to ({_AMOUNT})")),
    ("call", re.compile(rf"calls ({_AMOUNT})")),
    ("check", re.compile(r"checks")),
    ("fold", re.compile(r"folds(?: \[[^\]]*\])?")),
    ("show", re.compile(r"shows \[([^\]]*)\](?: \(.*\))?")),
    ("muck", re.compile(r"mucks hand|mucks \[[^\]]*\]|doesn't show hand")),
    ("away", re.compile(r"is sitting out|sits out|is back|has returned|is away|has timed out.*|"
                        r"is (?:dis)?connected")),
    ("blind", re.compile(r"posts (?:small|big|small & big|button) blinds?.*|posts straddle.*")),
    ("draw", re.compile(r"discards .*|stands pat.*")),
)
#: lines that change nothing in the hand: chat, the table's comings and goings, the dealer's notes,
#: the tournament's news
_CHATTER = re.compile(
    r'.+ said, ".*"|Betting is capped|Pair on board - a double bet is allowed|No low hand qualified|'
    r".+ (?:is connected|is disconnected|has timed out.*|leaves the table|joins the table at seat #\d+|"
    r"has returned|is back|is sitting out|sits out|will be allowed to play after the button|"
    r"was removed from the table.*|finished the tournament.*|wins the tournament.*|"
    r"(?:wins|split) the \S+ bounty for eliminating .+|wins \S+ for (?:eliminating|splitting the elimination of) .+|"
    r"wins an entry to tournament #\d+.*|re-buys and receives .+|takes the add-on and receives .+)")
#: summary lines we read; the others (who folded where, who won what with which cards) we don't need
_SUMMARY_CHATTER = re.compile(r"Seat \d+: .*|Board \[[^\]]*\]")
#: lines that say the hand is not one we can rule
_NOT_RULED = ((re.compile(r"Hand cancelled"), "the hand was cancelled: there is nothing to rule"),
              (re.compile(r"Hand was run (?:twice|three times)"), "a hand run twice is no stud hand"))
_BETS = ("bring_in", "complete", "bet", "raise", "call", "check", "fold")


class PokerStarsFormatError(HistoryFormatError):
    """A text that is not a PokerStars stud hand history, or one hand of it that we cannot read.

    ``line`` says where (1-based), ``hand`` which hand (its number), when known.
    """

    def __init__(self, message: str, line: int | None = None, hand: int | None = None):
        super().__init__(message, line)
        self.hand = hand


class HandsRefused(PokerStarsFormatError):
    """Some hands of a file are refused: ``refusals`` says why, one error for each (naming the file,
    the hand and the line), and ``histories`` holds the hands that were read, in the file's order.

    Its message is the refusal when there is one, else how many there are and the first.
    """

    def __init__(self, filename: str | None, refusals: list[PokerStarsFormatError], histories: list[dict[str, Any]]):
        first = refusals[0]
        if len(refusals) == 1:
            message = str(first)
        else:
            total = len(refusals) + len(histories)
            message = (f"{_name(filename)}: {len(refusals)} of {total} hands refused, "
                       f"the first: {str(first).removeprefix(_name(filename) + ': ')}")
        super().__init__(message, first.line, first.hand)
        self.refusals = refusals
        self.histories = histories


def load_pokerstars(text: str, filename: str | None = None) -> list[dict[str, Any]]:
    """The hands of a PokerStars hand-history text, in the order of the file; ``filename``
    only names it in errors.  A text that holds no hand, or lines before the first hand, is
    refused with `PokerStarsFormatError`; when hands are refused, `HandsRefused` says why and
    carries the hands that were read."""
    histories, refusals = [], []
    for hand, lines in _hands(text, filename):
        try:
            histories.append(_Hand(lines, filename, hand).history())
        except PokerStarsFormatError as refusal:
            refusals.append(refusal)
    if refusals:
        raise HandsRefused(filename, refusals, histories)
    return histories


def source_line(history: dict[str, Any], index: int | None) -> int | None:
    """The line of the PokerStars file that action `index` of the history comes from (None
    when the history says nothing of it).

    >>> source_line({'actions': ['d dh p1 ????Kh', 'p1 cbr 10'], '_lines': [9, 12]}, 1)
    12
    """
    lines = history.get("_lines")
    if index is None or not isinstance(lines, list) or not 0 <= index < len(lines):
        return None
    line = lines[index]
    return line if isinstance(line, int) and not isinstance(line, bool) else None


def _name(filename: str | None) -> str:
    return filename or "history"


def _hands(text: str, filename: str | None) -> list[tuple[int, list[tuple[int, str]]]]:
    """The lines of each hand (number and text, stripped, blank lines left out), with the
    hand's number."""
    hands: list[tuple[int, list[tuple[int, str]]]] = []
    for number, line in enumerate(text.removeprefix("\ufeff").splitlines(), 1):
        line = line.strip().removeprefix("\ufeff")
        if not line:
            continue
        if header := _HEADER.match(line):
            if len(header["hand"]) > MAX_HAND_DIGITS:
                raise PokerStarsFormatError(f"{_name(filename)}: line {number}: a hand number has at most "
                                            f"{MAX_HAND_DIGITS} digits, not {len(header['hand'])}", number)
            hands.append((int(header["hand"]), []))
        elif _SEPARATOR.fullmatch(line):
            continue
        elif not hands:
            raise PokerStarsFormatError(f"{_name(filename)}: line {number}: a hand starts with "
                                        f"'PokerStars Hand #', not {_quote(line)}", number)
        hands[-1][1].append((number, line))
    if not hands:
        raise PokerStarsFormatError(f"{_name(filename)}: no PokerStars hand in it "
                                    "(a hand starts with 'PokerStars Hand #')")
    return hands


def _quote(text: str) -> str:
    text = text if len(text) <= 80 else text[:77] + "..."
    return '"' + text + '"' if "'" in text and '"' not in text else repr(text)


def _street_name(street: int) -> str:
    return "the showdown" if street == SHOWDOWN else f"{street}{'rd' if street == 3 else 'th'} street"


@dataclass
class _Event:
    """One line that matters: its number, kind, the player it names and what it says."""

    number: int
    kind: str
    name: str = ""
    amount: int = 0
    cards: list = field(default_factory=list)       # Dealt to: the bracketed groups; shows: the cards
    rake: int = 0                                   # the summary's total: its rake (the pot is `amount`)


class _Hand:
    """One hand: the header, then the lines read into events, then the events into a history."""

    def __init__(self, lines: list[tuple[int, str]], filename: str | None, number: int):
        self.lines = lines
        self.filename = filename
        self.number = number
        self.fields: dict[str, Any] = {}
        self.seats: list[tuple[int, str, int]] = []       # (seat number, name, stack)
        self.events: list[_Event] = []
        self.symbol = ""
        self.cents = False
        self.variant = ""
        self.limits = (0, 0)
        self.in_summary = False

    def fail(self, line: int, message: str) -> NoReturn:
        raise PokerStarsFormatError(f"{_name(self.filename)}: hand #{self.number}: line {line}: {message}",
                                    line, self.number)

    # --- amounts and cards ----------------------------------------------------------------

    def amount(self, number: int, text: str) -> int:
        """An amount in chips (in cents where the limits are money), refused in words when it is
        no whole number of them or has more digits than any stake or stack
        (`MAX_AMOUNT_DIGITS`: Python's decimals round beyond 28, and write no integer of more
        than 4,300)."""
        digits = text.lstrip("$€£").replace(",", "")
        count = sum(c.isdigit() for c in digits)
        if count > MAX_AMOUNT_DIGITS:
            self.fail(number, f"the amount {_quote(text)} has {count} digits: no stake or stack has more than "
                      f"{MAX_AMOUNT_DIGITS}")
        try:
            value = Decimal(digits) * (100 if self.cents else 1)
        except InvalidOperation:
            self.fail(number, f"cannot read the amount {_quote(text)}")
        if value != value.to_integral_value():
            unit = "cent" if self.cents else "chip"
            self.fail(number, f"the amount {_quote(text)} is not a whole number of {unit}s")
        return int(value)

    def small_number(self, number: int, text: str, what: str) -> int:
        """A seat's number or the table's seats (`MAX_SEAT_DIGITS` digits at most)."""
        if len(text) > MAX_SEAT_DIGITS:
            self.fail(number, f"{what} has at most {MAX_SEAT_DIGITS} digits, not {len(text)}")
        return int(text)

    def money(self, amount: int) -> str:
        return f"{self.symbol}{amount // 100}.{amount % 100:02d}" if self.cents else str(amount)

    def cards(self, number: int, text: str) -> list[Card]:
        try:
            cards = list(parse_cards(text))
        except CardError as error:
            self.fail(number, str(error))
        known = [card for card in cards if card is not None]
        if len(known) < len(cards):
            self.fail(number, f"'??' is not a card: [{text}]")
        return known

    # --- reading the lines ----------------------------------------------------------------

    def history(self) -> dict[str, Any]:
        self.header(*self.lines[0])
        rest = self.lines[1:]
        while rest:
            number, text = rest[0]
            if seat := _SEAT.fullmatch(text):
                self.seat(number, seat)
            elif table := _TABLE.fullmatch(text):
                self.table(number, table)
            else:
                break
            rest.pop(0)
        if len(self.seats) < 2:
            self.fail(rest[0][0] if rest else self.lines[-1][0], "expected the 'Seat N: name (X in chips)' "
                      f"lines of at least two players, found {len(self.seats)}")
        self.patterns()
        for number, text in rest:
            self.read(number, text)
        return _Builder(self).history()

    def header(self, number: int, text: str) -> None:
        header = _HEADER.fullmatch(text)
        assert header is not None               # _hands starts a hand only at a header
        rest = header["rest"]
        game = _GAME.search(rest)
        if not game or game["limit"].lower() != "limit":
            self.fail(number, f"not a stud hand: {_quote(rest.split(' - ')[0])} (we read 7 Card Stud, "
                      "7 Card Stud Hi/Lo and Razz, fixed limit)")
        limits = _LIMITS.search(rest, game.end())
        if not limits:
            self.fail(number, f"no limits like ($0.10/$0.20 USD) or (10/20) in {_quote(rest)}")
        self.symbol = next((c for c in limits["small"][0] + limits["big"][0] if c in CURRENCIES), "")
        self.cents = bool(self.symbol)
        small, big = (self.amount(number, limits[name]) for name in ("small", "big"))
        self.variant = VARIANTS[game["game"].lower()]
        self.limits = (small, big)
        self.fields = {"venue": "PokerStars", "hand": int(header["hand"])}
        tournament = _TOURNAMENT.search(rest)
        if tournament:
            self.fields["event"] = f"PokerStars Tournament #{tournament['number']}"
        if self.cents:
            self.fields["currency"] = limits["currency"] or CURRENCIES[self.symbol]
        dates = list(_DATE.finditer(rest, limits.end()))
        if dates:            # the last one: Eastern Time where PokerStars gives the local time too
            date = dates[-1]
            try:
                self.fields["time"] = datetime.time(int(date["hour"]), int(date["minute"]), int(date["second"]))
                datetime.date(int(date["year"]), int(date["month"]), int(date["day"]))
            except ValueError as error:
                self.fail(number, f"cannot read the date {date[0]!r}: {error}")
            if date["zone"]:
                self.fields["time_zone"] = TIME_ZONES.get(date["zone"], date["zone"])
            self.fields.update(day=int(date["day"]), month=int(date["month"]), year=int(date["year"]))

    def table(self, number: int, match: re.Match) -> None:
        self.fields["table"] = match["table"]
        if match["seat_count"]:
            self.fields["seat_count"] = self.small_number(number, match["seat_count"], "a table's '-max'")

    def seat(self, number: int, match: re.Match) -> None:
        seat = self.small_number(number, match["seat"], "a seat's number")
        name = match["name"].strip()
        if not name:
            self.fail(number, f"seat {seat} has a player without a name")
        if any(name == other for _, other, _ in self.seats):
            self.fail(number, f"{name!r} sits in two seats")
        if any(seat == taken for taken, _, _ in self.seats):
            self.fail(number, f"seat {seat} is taken twice")
        self.seats.append((seat, name, self.amount(number, match["stack"])))

    def patterns(self) -> None:
        names = "|".join(re.escape(name) for _, name, _ in sorted(self.seats, key=lambda s: -len(s[1])))
        self.player_line = re.compile(rf"(?P<name>{names}): (?P<what>.*)")
        self.dealt = re.compile(rf"Dealt to (?P<name>{names})(?P<cards>(?: \[[^\]]*\])+)")
        self.uncalled = re.compile(rf"Uncalled bet \((?P<amount>{_AMOUNT})\) returned to (?P<name>{names})")
        self.collected = re.compile(rf"(?P<name>{names}) collected (?P<amount>{_AMOUNT}) from "
                                    r"(?:the )?(?:main |side )?pot(?:-\d+)?")
        self.chat = re.compile(rf'(?:{names}) said, ".*"')
        self.summary_muck = re.compile(rf"Seat \d+: (?P<name>{names}) (?:\([^)]*\) )?mucked \[(?P<cards>[^\]]*)\].*")

    def read(self, number: int, text: str) -> None:
        add = self.events.append
        if marker := _MARKER.fullmatch(text):
            self.marker(number, marker)
        elif self.chat.fullmatch(text):       # first: a player may say anything, "Anna: folds" too
            return
        elif self.in_summary:
            self.summary(number, text)
        elif dealt := self.dealt.fullmatch(text):
            groups = re.findall(r"\[([^\]]*)\]", dealt["cards"])
            add(_Event(number, "dealt", dealt["name"], cards=[self.cards(number, g) for g in groups]))
        elif uncalled := self.uncalled.fullmatch(text):
            add(_Event(number, "uncalled", uncalled["name"], self.amount(number, uncalled["amount"])))
        elif collected := self.collected.fullmatch(text):
            add(_Event(number, "collected", collected["name"], self.amount(number, collected["amount"])))
        elif player := self.player_line.fullmatch(text):
            self.player(number, player["name"], player["what"])
        elif not _CHATTER.fullmatch(text):
            self.unreadable(number, text)

    def summary(self, number: int, text: str) -> None:
        """A line of the summary: the total pot and rake, a player's mucked cards, or chatter."""
        if total := _TOTAL.fullmatch(text):
            self.events.append(_Event(number, "total", amount=self.amount(number, total["pot"]),
                                      rake=self.amount(number, total["rake"])))
        elif muck := self.summary_muck.fullmatch(text):
            self.events.append(_Event(number, "mucked", muck["name"], cards=self.cards(number, muck["cards"])))
        elif not (_SUMMARY_CHATTER.fullmatch(text) or _CHATTER.fullmatch(text)):
            self.fail(number, f"cannot read {_quote(text)} in the summary")

    def unreadable(self, number: int, text: str) -> NoReturn:
        """Refuse a line we cannot read, saying why where it is something we do not rule."""
        for pattern, reason in _NOT_RULED:
            if pattern.fullmatch(text):
                self.fail(number, reason)
        self.fail(number, f"cannot read {_quote(text)}")

    def marker(self, number: int, marker: re.Match) -> None:
        name = marker["name"].lower()
        if name == "summary":
            self.in_summary = True
        elif name in STREETS or name == "show down":
            board = self.cards(number, marker["cards"]) if marker["cards"] is not None else []
            if board and (name not in ("river", "7th street") or len(board) != 1):
                self.fail(number, f"only 7th street may turn up one common card: {_quote(marker[0])}")
            self.events.append(_Event(number, "street", name, STREETS.get(name, SHOWDOWN), board))
        else:
            self.fail(number, f"{_quote(marker[0])} is not a stud street (expected 3rd STREET, 4th STREET, "
                      "5th STREET, 6th STREET, RIVER, SHOW DOWN or SUMMARY)")

    def player(self, number: int, name: str, what: str) -> None:
        what = _ALL_IN.sub("", what)
        kind, match = next(((kind, match) for kind, pattern in _VERBS if (match := pattern.fullmatch(what))),
                           ("", None))
        if match is None:
            self.fail(number, f"cannot read what {name} does: {_quote(what)}")
        if kind == "blind":
            self.fail(number, f"{name} posts a blind: blinds belong to flop games, not to stud")
        if kind == "draw":
            self.fail(number, f"{name} draws: drawing belongs to draw games, not to stud")
        if kind == "away":
            return
        event = _Event(number, kind, name)
        if kind == "show":
            event.cards = self.cards(number, match[1])
            if not event.cards:
                self.fail(number, f"{name} shows no cards")
        elif match.groups():
            event.amount = self.amount(number, match[1])
        self.events.append(event)


class _Builder:
    """The events of one hand made into a history: deals, bets, the showdown, the money."""

    def __init__(self, hand: _Hand):
        self.hand = hand
        self.fail = hand.fail
        self.money = hand.money
        seated = {name: (seat, stack) for seat, name, stack in hand.seats}
        dealt_in = {e.name for e in hand.events if e.kind == "dealt"}
        self.players = [name for seat, name, _ in sorted(hand.seats) if name in dealt_in]
        self.index = {name: i for i, name in enumerate(self.players)}
        self.seats = [seated[name][0] for name in self.players]
        self.starting_stacks = [seated[name][1] for name in self.players]
        n = len(self.players)
        self.antes, self.contributed, self.returned, self.collected = [0] * n, [0] * n, [0] * n, [0] * n
        self.street_bets = [0] * n
        self.held: list[list[tuple[Card | None, bool]]] = [[] for _ in range(n)]   # (card or None, face up)
        self.in_hand = set(range(n))
        self.actions: list[str] = []
        self.lines: list[int] = []            # the line of the file each action comes from
        self.street = 0
        self.street_line = 0                  # this street's marker line; -1 once its cards are actions
        self.marker_line = 0
        self.board: list[Card] = []           # a common card for the river
        self.dealing: dict[int, _Event] = {}  # this street's Dealt to lines, not yet made actions
        self.shown: dict[int, _Event] = {}    # the showdown: seat -> its show or muck
        self.mucked: dict[int, list[Card]] = {}   # cards the summary says a player mucked
        self.remarks: list[tuple[str, int]] = []  # cards shown without a showdown, and the line
        self.bring_in: int | None = None
        self.total: _Event | None = None

    def act(self, text: str, line: int) -> None:
        self.actions.append(text)
        self.lines.append(line)

    def seat(self, event: _Event) -> int:
        if event.name not in self.index:
            self.fail(event.number, f"{event.name} gets no cards on 3rd street, so cannot take part in the hand")
        return self.index[event.name]

    def history(self) -> dict[str, Any]:
        hand = self.hand
        if len(self.players) < 2:
            self.fail(hand.lines[-1][0], f"{len(self.players)} players are dealt in on 3rd street: "
                      "a hand needs two or more")
        for event in hand.events:
            self.apply(event)
        self.deal_street()
        if self.total is None:
            self.fail(hand.lines[-1][0], "the hand stops before '*** SUMMARY ***' and its 'Total pot ... | Rake ...'")
        total = self.total
        self.check_money(total)
        for seat, event in sorted(self.shown.items(), key=lambda item: item[1].number):
            self.act(self.show_text(seat, event), event.number)
        for text, line in self.remarks:
            self.act(text, line)
        small, big = hand.limits
        history: dict[str, Any] = {
            "variant": hand.variant, "antes": self.antes,
            "bring_in": self.bring_in or max(1, small // 2),   # no bring-in posted: not needed by the ruling
            "small_bet": small, "big_bet": big, "starting_stacks": self.starting_stacks, "actions": self.actions,
            **hand.fields, "seats": self.seats, "players": self.players,
            "winnings": self.collected, "_rake": total.rake, "_lines": self.lines,
        }
        if hand.cents:
            history["_cents"] = True
        if total.rake == 0:
            history["finishing_stacks"] = [stack - put + back + won for stack, put, back, won in
                                           zip(self.starting_stacks, self.contributed, self.returned, self.collected)]
        return history

    # --- the events ----------------------------------------------------------------------------

    def apply(self, event: _Event) -> None:
        kind = event.kind
        if kind == "street":
            self.next_street(event)
        elif kind == "dealt":
            self.dealt(event)
        elif kind == "ante":
            if self.street:
                self.fail(event.number, f"{event.name} posts an ante after the cards are dealt")
            seat = self.seat(event)
            self.antes[seat] += event.amount
            self.contributed[seat] += event.amount
        elif kind in _BETS:
            self.bet(event)
        elif kind in ("show", "muck"):
            self.show(event)
        elif kind == "uncalled":
            self.returned[self.seat(event)] += event.amount
        elif kind == "collected":
            self.collected[self.seat(event)] += event.amount
        elif kind == "mucked":
            self.mucked[self.seat(event)] = event.cards
        elif kind == "total":
            self.total = event

    def next_street(self, event: _Event) -> None:
        self.deal_street()
        street = event.amount
        if self.street == SHOWDOWN:
            self.fail(event.number, f"no {_street_name(street)} after the showdown")
        if street == SHOWDOWN:
            self.street = SHOWDOWN
            return
        expected = self.street + 1 if self.street else 3
        if street != expected:
            self.fail(event.number, f"{_street_name(street)} where {_street_name(expected)} comes next")
        self.street, self.street_line, self.marker_line, self.board = street, event.number, event.number, event.cards
        self.street_bets = [0] * len(self.players)

    def dealt(self, event: _Event) -> None:
        if not 3 <= self.street <= 7 or self.street_line == -1:
            self.fail(event.number, f"cards are dealt at the start of a street, not here: Dealt to {event.name}")
        seat = self.seat(event)
        if seat in self.dealing:
            self.fail(event.number, f"{event.name} is dealt twice on {_street_name(self.street)}")
        self.dealing[seat] = event

    def deal_street(self) -> None:
        """Make this street's Dealt to lines into actions, in deal order: every player still in
        gets a card (one nobody saw is ``??``)."""
        if self.street_line <= 0 or self.street > 7:
            return
        if self.board:
            if self.dealing:
                first = min(event.number for event in self.dealing.values())
                self.fail(first, "with a common card on 7th street nobody is dealt a card of their own")
            self.act(f"d db {cards_text(self.board)}", self.marker_line)
        for seat in sorted(self.in_hand) if not self.board else ():
            event = self.dealing.pop(seat) if seat in self.dealing else None
            if event is None and self.street < 7:
                self.fail(self.street_line, f"no 'Dealt to {self.players[seat]}' line on "
                          f"{_street_name(self.street)}")
            cards = self.new_cards(seat, event) if event else [None]
            self.act(f"d dh p{seat + 1} {cards_text(cards)}", event.number if event else self.marker_line)
        for seat, late in self.dealing.items():
            self.fail(late.number, f"{self.players[seat]} has folded and gets no more cards")
        self.street_line = -1

    def new_cards(self, seat: int, event: _Event) -> list[Card | None]:
        groups, name = event.cards, self.players[seat]
        if self.street == 3:
            if len(groups) != 1 or len(groups[0]) not in (1, 3):
                self.fail(event.number, f"on 3rd street {name} gets two down cards and an up card: expected "
                          "[up card] or [down down up]")
            cards: list[Card | None] = [None, None, *groups[0]] if len(groups[0]) == 1 else list(groups[0])
            self.held[seat] = [(c, i == 2) for i, c in enumerate(cards)]
            return cards
        *earlier, new = groups
        if len(new) != 1 or len(earlier) > 1:
            self.fail(event.number, f"on {_street_name(self.street)} {name} gets one card: expected "
                      "[cards so far] [new card]")
        if earlier and earlier[0] not in ([c for c, up in self.held[seat] if up], [c for c, _ in self.held[seat]]):
            self.fail(event.number, f"{name}'s cards so far are [{cards_text(c for c, _ in self.held[seat])}], "
                      f"not [{' '.join(map(str, earlier[0]))}]")
        self.held[seat].append((new[0], self.street < 7))
        return list(new)

    def bet(self, event: _Event) -> None:
        if not 3 <= self.street <= 7:
            self.fail(event.number, f"{event.name} bets, calls, checks or folds outside a betting round")
        self.deal_street()
        seat = self.seat(event)
        p = f"p{seat + 1}"
        kind, amount = event.kind, event.amount
        if kind == "bring_in":
            self.bring_in = self.bring_in or amount
            self.put_in(seat, amount)
            self.act(f"{p} pb", event.number)
        elif kind in ("complete", "raise", "bet"):
            to = amount if kind != "bet" else self.street_bets[seat] + amount
            if to <= self.street_bets[seat]:
                self.fail(event.number, f"{event.name} bets or raises to {self.money(to)}, which is no more "
                          f"than the {self.money(self.street_bets[seat])} already in")
            self.put_in(seat, to - self.street_bets[seat])
            self.act(f"{p} cbr {to}", event.number)
        elif kind in ("call", "check"):
            self.put_in(seat, amount)
            self.act(f"{p} cc", event.number)
        else:
            self.in_hand.discard(seat)
            self.act(f"{p} f", event.number)

    def put_in(self, seat: int, amount: int) -> None:
        self.street_bets[seat] += amount
        self.contributed[seat] += amount

    def show(self, event: _Event) -> None:
        seat = self.seat(event)
        if self.street < SHOWDOWN:        # no showdown: cards shown (or not) after everyone else folded
            if event.kind == "show":
                self.remarks.append((f"# p{seat + 1} shows {cards_text(event.cards)}", event.number))
            return
        if seat in self.shown:
            self.fail(event.number, f"{event.name} shows or mucks twice")
        self.shown[seat] = event

    # --- the end -------------------------------------------------------------------------------

    def check_money(self, total: _Event) -> None:
        pot, rake = total.amount, total.rake
        put_in = sum(self.contributed) - sum(self.returned)
        if pot != put_in:
            self.fail(total.number, f"the total pot is {self.money(pot)}, but the antes and bets less the "
                      f"uncalled bets add up to {self.money(put_in)}")
        if sum(self.collected) + rake != pot:
            self.fail(total.number, f"the players collected {self.money(sum(self.collected))} and the rake is "
                      f"{self.money(rake)}, but the total pot is {self.money(pot)}")

    def show_text(self, seat: int, event: _Event) -> str:
        if event.kind == "show":
            return f"p{seat + 1} sm {cards_text(event.cards)}"
        mucked = self.mucked.get(seat)
        return f"p{seat + 1} sm" + (f" # mucked {cards_text(mucked)}" if mucked else "")
