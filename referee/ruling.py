"""The ruling of a finished hand: who wins which pot and why, in English and German.

Each pot goes to the best hand among the players who can win it (in the hand, not mucked);
a tie splits it, odd chips one at a time to the tied winners nearest the dealer's left
(option ``odd_chip: high_suit``: to the winner with the highest card by suit).  Black
Mariah's variants change who gets a pot; a Follow the Queen redeal and a Black Mariah abort
carry the pot over to a new deal.

>>> from referee.replay import replay
>>> history = {"variant": "FTQ", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [20, 20, 20],
...     "antes": [1, 1, 1], "actions": ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d",
...     "p1 cbr 2", "p2 f", "p3 f"]}
>>> ruling = rule(replay(history))
>>> ruling.finishing_stacks, ruling.explanation["en"]
([22, 19, 19], 'Everyone else folded: Anna wins the pot of 5 without showing; 2 of it was their own uncalled bet.')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from .cards import Card
from .games.black_mariah import BLACK_MARIAH
from .pots import Pot, split
from .ranking import Category, Ranking, best_hand
from .replay import State, replay
from .violations import RuleViolation
from .words import join, rank_word, ranks_word


@dataclass
class PotResult:
    pot: Pot
    winners: list[int]
    shares: dict[int, int]
    note: str = ""                 # how it was decided: best_hand, alone, split_q_spades, hi_lo, carried, ...
    sides: dict[str, list[int]] = field(default_factory=dict)    # hi-lo: the winners of each half


@dataclass
class Ruling:
    state: State
    hands: dict[int, dict[str, Any]] = field(default_factory=dict)   # seat -> side -> ranking (or None)
    pots: list[PotResult] = field(default_factory=list)
    returned: tuple[int, int] | None = None        # (seat, chips) of an uncalled bet
    carried: int = 0                               # chips that stay in the middle for a new deal
    explanation: dict[str, str] = field(default_factory=dict)

    @property
    def winnings(self) -> list[int]:
        won = [0] * len(self.state.seats)
        for result in self.pots:
            for seat, chips in result.shares.items():
                won[seat] += chips
        return won

    @property
    def finishing_stacks(self) -> list[int]:
        stacks = [s.stack + w for s, w in zip(self.state.seats, self.winnings)]
        if self.returned:
            stacks[self.returned[0]] += self.returned[1]
        return stacks

    def as_json(self) -> dict:
        names = self.state.names
        wilds = self.state.wilds
        return {
            "outcome": self.state.outcome,
            "wild_ranks": wilds.as_json()["ranks"] if wilds else [],
            "wilds": wilds.as_json() if wilds else None,
            "pots": [{"amount": r.pot.amount, "eligible": [names[s] for s in r.pot.eligible],
                      "winners": [names[s] for s in r.winners], "shares": {names[s]: c for s, c in r.shares.items()},
                      "decided_by": r.note} for r in self.pots],
            "uncalled": {"player": names[self.returned[0]], "amount": self.returned[1]} if self.returned else None,
            "carried_pot": self.carried,
            "redeal_players": [names[s] for s in self.state.in_hand] if self.state.outcome == "redeal" else [],
            "hands": {names[s]: {**_hand_json(sides[self.state.game.sides[0]]),
                                 **({"low": _hand_json(sides["low"])} if len(sides) > 1 else {})}
                      for s, sides in self.hands.items()},
            "explanation": self.explanation,
        }


# --- deciding the pots -------------------------------------------------------------------------

def rule(state: State) -> Ruling:
    """Rule a finished hand; RuleViolation ``hand.not_over`` if it is not finished."""
    if not state.over:
        raise RuleViolation("hand.not_over", expected=state.expected()["text"]["en"])
    ruling = Ruling(state)
    ruling.returned = state.uncalled() if state.outcome in ("fold", "showdown") else None
    if state.outcome in ("redeal", "carried_over"):
        ruling.carried = state.total_pot
    elif state.outcome == "fold":
        winner = state.in_hand[0]
        back = ruling.returned[1] if ruling.returned else 0
        ruling.pots = [PotResult(Pot(state.total_pot - back, (winner,)), [winner],
                                 {winner: state.total_pot - back}, "alone")]
    else:
        ruling.hands = {seat: state.game.showdown(state.rules, state.holding(seat), state.wild_cards(seat))
                        for seat, s in enumerate(state.seats) if s.shown}
        for pot in state.pots():
            result = _award(state, ruling, pot)
            if result.note == "carried":
                ruling.carried += pot.amount
            else:
                ruling.pots.append(result)
    ruling.explanation = {lang: explain(ruling, lang) for lang in ("en", "de")}
    return ruling


def _award(state: State, ruling: Ruling, pot: Pot) -> PotResult:
    claim = [s for s in pot.eligible if not state.seats[s].mucked]
    if len(claim) == 1:
        return PotResult(pot, claim, {claim[0]: pot.amount}, "alone")
    if not claim:       # everyone who could win it mucked: the last of them to muck keeps it
        last = _last_to_muck(state, pot.eligible)
        return PotResult(pot, [last], {last: pot.amount}, "alone")
    main = state.game.sides[0]
    winners = _best(ruling, claim, main)
    options = state.rules.options
    if state.game.code == "BM":
        holder = next((s for s in claim if _q_spades_last(state, s)), None)
        if options.get("abort"):
            lucky = [s for s in winners if s == holder]
            if not lucky:
                return PotResult(pot, [], {}, "carried")
            return PotResult(pot, lucky, {lucky[0]: pot.amount}, "best_hand_with_q_spades")
        if options.get("split") and holder is not None:
            half = pot.amount // 2
            shares = _split(state, ruling, pot.amount - half, winners)
            shares[holder] = shares.get(holder, 0) + half
            return PotResult(pot, sorted(set(winners) | {holder}), shares, "split_q_spades")
    lows = _best(ruling, claim, "low") if state.game.sides == ("high", "low") else []
    if lows:
        low_half = pot.amount // 2                     # the odd chip goes to the high half
        shares = _split(state, ruling, pot.amount - low_half, winners)
        for seat, chips in _split(state, ruling, low_half, lows).items():
            shares[seat] = shares.get(seat, 0) + chips
        return PotResult(pot, sorted(set(winners) | set(lows)), shares, "hi_lo", {"high": winners, "low": lows})
    return PotResult(pot, winners, _split(state, ruling, pot.amount, winners), "best_hand", {main: winners})


def _best(ruling: Ruling, claim: list[int], side: str) -> list[int]:
    """The claimants with the best hand for `side` of the pot (none if nobody qualifies)."""
    keys = {s: ruling.hands[s][side].key for s in claim if ruling.hands[s].get(side) is not None}
    best = max(keys.values(), default=None)
    return [s for s in claim if s in keys and keys[s] == best]


def _hand_json(ranking) -> dict | None:
    if ranking is None:
        return None
    return {**ranking.as_json(), "description": {"en": describe(ranking, "en"), "de": describe(ranking, "de")}}


def _split(state: State, ruling: Ruling, amount: int, winners: list[int]) -> dict[int, int]:
    order = list(range(len(state.seats)))              # p1 sits at the dealer's left
    if state.rules.options.get("odd_chip") == "high_suit":
        order = sorted(winners, key=lambda s: max((c.rank, c.suit) for c in _shown_five(_main(state, ruling, s))),
                       reverse=True)
    return split(amount, winners, order)


def _main(state: State, ruling: Ruling, seat: int):
    """A seat's ranking for the first side of the pot (the high hand; in Razz, the low)."""
    return ruling.hands[seat][state.game.sides[0]]


def _shown_five(ranking: Ranking) -> list[Card]:
    stands = dict(ranking.wilds)
    return [stands.get(c, c) for c in ranking.cards]


def _q_spades_last(state: State, seat: int) -> bool:
    """Whether `seat` holds the Q♠ as the last hole card (7th street), and showed it."""
    s = state.seats[seat]
    return bool(s.shown and s.cards and not s.cards[-1].up and s.cards[-1].card == BLACK_MARIAH)


def _last_to_muck(state: State, seats) -> int:
    mucks = [e.seat for e in state.events if e.kind == "muck" and e.seat in seats]
    return mucks[-1]


# --- words -----------------------------------------------------------------------------------

def describe(ranking: Ranking, lang: str = "en") -> str:
    """'five nines', 'a full house, Aces over fives' / 'fünf Neunen', 'Full House, Asse über Fünfen'."""
    if not isinstance(ranking, Ranking):          # a low hand names itself
        return ranking.name
    key = ranking.key
    cat, rest = Category(key[0]), key[1:]
    en = lang == "en"
    many = lambda r: ranks_word(r, lang)      # noqa: E731
    one = lambda r: rank_word(r, lang)        # noqa: E731
    if cat == Category.FIVE_OF_A_KIND:
        return f"five {many(rest[0])}" if en else f"fünf {many(rest[0])}"
    if cat == Category.STRAIGHT_FLUSH:
        if rest[0] == 14:
            return "a royal flush" if en else "Royal Flush"
        return f"a straight flush, {one(rest[0])} high" if en else f"Straight Flush, höchste Karte {one(rest[0])}"
    if cat == Category.FOUR_OF_A_KIND:
        return f"four {many(rest[0])}" if en else f"vier {many(rest[0])}"
    if cat == Category.FULL_HOUSE:
        return (f"a full house, {many(rest[0])} over {many(rest[1])}" if en
                else f"Full House, {many(rest[0])} über {many(rest[1])}")
    if cat == Category.THREE_OF_A_KIND:
        return f"three {many(rest[0])}" if en else f"drei {many(rest[0])}"
    if cat == Category.TWO_PAIR:
        return (f"two pair, {many(rest[0])} and {many(rest[1])}" if en
                else f"zwei Paare, {many(rest[0])} und {many(rest[1])}")
    if cat == Category.PAIR:
        return f"a pair of {many(rest[0])}" if en else f"ein Paar {many(rest[0])}"
    if cat == Category.HIGH_CARD:
        return f"{one(rest[0])} high" if en else f"höchste Karte {one(rest[0])}"
    name = {Category.FLUSH: ("a flush", "Flush"), Category.STRAIGHT: ("a straight", "Straße"),
            Category.ROUND_THE_CORNER_STRAIGHT: ("a round-the-corner straight", "Straße um die Ecke"),
            Category.SKIP_STRAIGHT: ("a skip straight", "ungerade Straße"), Category.BLAZE: ("a blaze", "Blaze"),
            Category.FOUR_FLUSH: ("a four-flush", "Vierer-Flush"),
            Category.FOUR_STRAIGHT: ("a four-straight", "Vierer-Straße")}[cat]
    return f"{name[0]}, {one(rest[0])} high" if en else f"{name[1]}, höchste Karte {one(rest[0])}"


def _card(card: Card, lang: str) -> str:
    return card.symbol if lang == "en" else card.german


def wild_words(ranking: Ranking, lang: str = "en") -> str:
    """'J♦ J♠ Q♣ stand for nines' / 'Q♣ stands for the K♥ and 2♦ for the 9♠'."""
    if not ranking.wilds:
        return ""
    wild = [w for w, _ in ranking.wilds]
    stands = [s for _, s in ranking.wilds]
    if len({s.rank for s in stands}) == 1 and ranking.key[0] in (Category.FIVE_OF_A_KIND, Category.FOUR_OF_A_KIND,
                                                                 Category.FULL_HOUSE, Category.THREE_OF_A_KIND,
                                                                 Category.PAIR, Category.TWO_PAIR):
        cards = " ".join(_card(w, lang) for w in wild)
        many = ranks_word(stands[0].rank, lang)
        if len(wild) == 1:
            return f"{cards} stands for a {rank_word(stands[0].rank)}" if lang == "en" else \
                f"{cards} steht für eine(n) {rank_word(stands[0].rank, 'de')}"
        return f"{cards} stand for {many}" if lang == "en" else f"{cards} stehen für {many}"
    pairs = [f"{_card(w, lang)} " + ("stands for the " if lang == "en" else "steht für ") + _card(s, lang)
             for w, s in ranking.wilds]
    return join(pairs, lang)


def _names(state: State, seats) -> str:
    return join([state.names[s] for s in seats])


def _possessive(name: str, lang: str) -> str:
    if lang == "en":
        return f"{name}'s"
    return f"{name}'" if name.endswith(("s", "x", "z", "ß")) else f"{name}s"


def explain(ruling: Ruling, lang: str = "en") -> str:
    """The ruling in plain words, to settle a dispute at the table."""
    state = ruling.state
    en = lang == "en"
    names = state.names
    sentences = []
    wilds = state.wilds
    outcome = state.outcome
    if outcome == "fold":
        winner = ruling.pots[0].winners[0]
        total = ruling.pots[0].pot.amount + (ruling.returned[1] if ruling.returned else 0)
        text = (f"Everyone else folded: {names[winner]} wins the pot of {total} without showing" if en else
                f"Alle anderen haben gepasst: {names[winner]} gewinnt den Pot von {total}, ohne zu zeigen")
        if ruling.returned:
            text += (f"; {ruling.returned[1]} of it was their own uncalled bet" if en else
                     f"; {ruling.returned[1]} davon war der eigene Einsatz, den niemand mitging")
        return text + "."
    if outcome == "redeal":
        return (f"No face-up {'Queen' if state.game.code != 'FTC' else 'King'} was dealt: the deal is void; the pot "
                f"of {ruling.carried} stays for a new deal to {_names(state, state.in_hand)}." if en else
                f"Es kam keine offene {'Dame' if state.game.code != 'FTC' else 'König'}: das Spiel ist ungültig; der "
                f"Pot von {ruling.carried} bleibt für ein neues Spiel an {join([names[s] for s in state.in_hand], 'de')}.")
    if outcome == "carried_over" and not ruling.pots and any(e.kind == "end_black_mariah_up" for e in state.events):
        up = next(e for e in reversed(state.events) if e.kind == "up")
        return (f"The Q♠ was dealt face up to {names[up.seat]} on 3rd street: the deal ends at once and the pot of "
                f"{ruling.carried} carries over to a new deal." if en else
                f"Die Pik Dame lag offen bei {names[up.seat]} in der 3. Straße: das Spiel endet sofort, der Pot von "
                f"{ruling.carried} bleibt für ein neues Spiel.")
    if wilds is not None:
        sentences.append(wilds.explain(names, lang).rstrip("."))
    elif state.rules.game.code == "BM" and state.rules.options.get("wild"):
        sentences.append("The Q♠ is wild" if en else "Die Pik Dame ist wild")
    for seat, sides in ruling.hands.items():
        ranking = sides[state.game.sides[0]]
        words = wild_words(ranking, lang)
        low = sides.get("low") if len(sides) > 1 else None
        also = ("" if len(sides) == 1 else (f", and {describe(low, lang)}" if low else ", and no low") if en
                else (f", und {describe(low, lang)}" if low else ", und kein Low"))
        sentences.append(f"{names[seat]}: " + (f"{words}: " if words else "") + describe(ranking, lang) + also)
    for seat in (s for s in state.in_hand if state.seats[s].mucked):
        sentences.append(f"{names[seat]} mucks" if en else f"{names[seat]} wirft weg")
    several = len(ruling.pots) + (1 if ruling.carried else 0) > 1
    for i, result in enumerate(ruling.pots):
        label = _pot_label(i, several, result.pot.amount, lang)
        sentences.append(_pot_sentence(state, ruling, result, label, lang))
    if ruling.carried:
        sentences.append(
            f"Nobody has the best hand together with the Q♠ as last hole card: {ruling.carried} carries over to a new "
            "deal" if en else f"Niemand hat das beste Blatt und die Pik Dame als letzte verdeckte Karte: "
            f"{ruling.carried} bleiben für ein neues Spiel")
    if ruling.returned:
        seat, chips = ruling.returned
        sentences.append(f"{_possessive(names[seat], lang)} uncalled {chips} go{'es' if chips == 1 else ''} back"
                         if en else f"{names[seat]} bekommt {chips} zurück, die niemand mitging")
    return ". ".join(sentences) + "."


def _pot_label(i: int, several: bool, amount: int, lang: str) -> str:
    if not several:
        return f"the pot of {amount}" if lang == "en" else f"den Pot von {amount}"
    if i == 0:
        return f"the main pot of {amount}" if lang == "en" else f"den Hauptpot von {amount}"
    return f"side pot {i} of {amount}" if lang == "en" else f"den Nebenpot {i} von {amount}"


def _pot_sentence(state: State, ruling: Ruling, result: PotResult, label: str, lang: str) -> str:
    en = lang == "en"
    names = state.names
    if result.note == "alone":
        w = names[result.winners[0]]
        return f"{w} wins {label}, nobody else can claim it" if en else f"{w} gewinnt {label}, sonst kann ihn niemand beanspruchen"
    if result.note == "split_q_spades":
        holder = next(s for s in result.winners if _q_spades_last(state, s))
        half = result.pot.amount // 2
        best = _best(ruling, [x for x in result.pot.eligible if x in ruling.hands and not state.seats[x].mucked],
                     "high")
        return (f"{label[0].upper() + label[1:]}: half ({result.pot.amount - half}) to the best hand "
                f"({_names(state, best)}), half ({half}) to {names[holder]}, who holds the Q♠ as last hole card"
                if en else f"{label[0].upper() + label[1:]}: die Hälfte ({result.pot.amount - half}) an das beste "
                f"Blatt ({join([names[s] for s in best], 'de')}), die Hälfte ({half}) an {names[holder]} mit der "
                "Pik Dame als letzter verdeckter Karte")
    if result.note == "hi_lo":
        high, low = result.sides["high"], result.sides["low"]
        h_amount = sum(result.shares.get(s, 0) for s in high) if not set(high) & set(low) else None
        return (f"{label[0].upper() + label[1:]} is split: the high half to {_names(state, high)} with "
                f"{describe(_main(state, ruling, high[0]), lang)}, the low half to {_names(state, low)} with "
                f"{describe(ruling.hands[low[0]]['low'], lang)}" if en else
                f"{label[0].upper() + label[1:]} wird geteilt: die High-Hälfte an {join([names[s] for s in high], 'de')} "
                f"mit {describe(_main(state, ruling, high[0]), lang)}, die Low-Hälfte an "
                f"{join([names[s] for s in low], 'de')} mit {describe(ruling.hands[low[0]]['low'], lang)}") + (
                    "" if h_amount is None else "")
    winners = result.winners
    hand = describe(_main(state, ruling, winners[0]), lang)
    if len(winners) == 1:
        extra = (" and the Q♠ as last hole card" if en else " und der Pik Dame als letzter verdeckter Karte") \
            if result.note == "best_hand_with_q_spades" else ""
        return f"{names[winners[0]]} wins {label} with {hand}{extra}" if en else \
            f"{names[winners[0]]} gewinnt {label} mit {hand}{extra}"
    shares = result.shares
    parts = join([f"{names[s]} {c}" for s, c in shares.items()], lang)
    text = (f"{join([names[s] for s in winners])} tie with {hand} and split {label}: {parts}" if en else
            f"{join([names[s] for s in winners], 'de')} haben gleich ({hand}) und teilen {label}: {parts}")
    if len(set(shares.values())) > 1:
        how = ("the odd chip goes to the highest card by suit" if state.rules.options.get("odd_chip") == "high_suit"
               else "odd chips go to the winners nearest the dealer's left")
        how_de = ("der übrige Chip geht an die höchste Karte nach Farbe"
                  if state.rules.options.get("odd_chip") == "high_suit"
                  else "übrige Chips gehen an die Gewinner, die links vom Geber am nächsten sitzen")
        text += f" ({how})" if en else f" ({how_de})"
    return text


def _uncontested_shows(state: State) -> list[str]:
    """PokerKit asks every player left at a showdown to show or muck, also the one nobody
    contests; we write that player's cards as a show when all of them are known."""
    if state.outcome != "showdown":
        return []
    shows = []
    for seat in state.in_hand:
        s = state.seats[seat]
        if not (s.shown or s.mucked) and all(d.card is not None for d in s.cards):
            shows.append(f"p{seat + 1} sm {''.join(str(d.card) for d in s.cards)} # not contested, not shown")
    return shows


# --- a whole hand history ----------------------------------------------------------------------

def rule_history(history: Mapping[str, Any], canonical: bool = False) -> dict:
    """Replay and rule a hand history: the input plus ``finishing_stacks``, ``winnings`` and
    ``ruling``.  A file that carries ``finishing_stacks`` already is checked against them.
    With `canonical`, the actions come out as we write them (``pN``, canonical cards, every
    show with all seven cards: what PokerKit reads)."""
    state = replay(history)
    ruling = rule(state)
    stacks = ruling.finishing_stacks
    given = history.get("finishing_stacks")
    if given is not None and list(given) != stacks:
        raise RuleViolation("hand.finishing_stacks", given=list(given), ruled=stacks)
    out = {k: v for k, v in history.items() if k not in ("finishing_stacks", "winnings", "ruling")}
    if canonical:
        out["actions"] = list(state.texts) + _uncontested_shows(state)
    return {**out, "finishing_stacks": stacks, "winnings": ruling.winnings, "ruling": ruling.as_json()}
