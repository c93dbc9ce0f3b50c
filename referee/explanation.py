"""The ruling in plain words, English and German, to settle a dispute at the table.

Everything here is derived from the hand's state and its ruling (the pots, their winners and
the ranked hands); nothing is decided here.

>>> from referee.cards import parse_cards
>>> from referee.ranking import best_hand, wild_set
>>> emil = best_hand(parse_cards('Jd Js Qc 9h 9c Ks 2d'), wild_set({11, 12}))
>>> wild_words(emil), describe(emil), describe(emil, "de")
('J♦ J♠ Q♣ stand for nines', 'five nines', 'fünf Neunen')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import Card
from .games.black_mariah import holds_black_mariah_last
from .ranking import Category, Ranking
from .words import a_rank, join, rank_word, ranks_word

if TYPE_CHECKING:  # pragma: no cover
    from .ruling import PotResult, Ruling


def describe(ranking, lang: str = "en") -> str:
    """'five nines', 'a full house, Aces over fives' / 'fünf Neunen', 'Full House, Asse über Fünfen'."""
    if not isinstance(ranking, Ranking):          # a low hand names itself
        return ranking.name
    cat, rest = Category(ranking.key[0]), ranking.key[1:]
    en = lang == "en"

    def many(r, dative=False):
        return ranks_word(r, lang, dative)

    def one(r):
        return rank_word(r, lang)

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
                else f"Full House, {many(rest[0])} über {many(rest[1], dative=True)}")
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


_GROUPS = (Category.FIVE_OF_A_KIND, Category.FOUR_OF_A_KIND, Category.FULL_HOUSE, Category.THREE_OF_A_KIND,
           Category.TWO_PAIR, Category.PAIR)


def wild_words(ranking, lang: str = "en") -> str:
    """'J♦ J♠ Q♣ stand for nines' / 'Q♣ stands for the K♥ and 2♦ for the 9♠'."""
    wilds = sorted(getattr(ranking, "wilds", ()), key=lambda pair: (pair[0].rank, pair[0].suit))
    if not wilds:
        return ""
    en = lang == "en"
    rank = wilds[0][1].rank
    if len({s.rank for _, s in wilds}) == 1 and ranking.key[0] in _GROUPS:
        cards = " ".join(_card(w, lang) for w, _ in wilds)
        if len(wilds) == 1:
            return f"{cards} stands for {a_rank(rank)}" if en else f"{cards} steht für {a_rank(rank, 'de')}"
        return f"{cards} stand for {ranks_word(rank)}" if en else f"{cards} stehen für {ranks_word(rank, 'de')}"
    return join([f"{_card(w, lang)} " + ("stands for the " if en else "steht für ") + _card(s, lang)
                 for w, s in wilds], lang)


def _possessive(name: str, lang: str) -> str:
    if lang == "en":
        return f"{name}'s"
    return f"{name}'" if name.endswith(("s", "x", "z", "ß")) else f"{name}s"


def explain(ruling: "Ruling", lang: str = "en") -> str:
    """The whole ruling in a few sentences."""
    state = ruling.state
    en = lang == "en"
    names = state.names

    def who(seats) -> str:
        return join([names[s] for s in seats], lang)

    outcome = state.outcome
    if outcome == "fold":
        winner = ruling.pots[0].winners[0]
        won = ruling.pots[0].pot.amount
        text = (f"Everyone else folded: {names[winner]} wins the pot of {won} without showing" if en else
                f"Alle anderen haben gepasst: {names[winner]} gewinnt den Pot von {won}, ohne zu zeigen")
        if ruling.returned:
            chips = ruling.returned[1]
            text += (f"; {_possessive(names[winner], lang)} uncalled {chips} go{'es' if chips == 1 else ''} back"
                     if en else f"; {names[winner]} bekommt den nicht gehaltenen Einsatz von {chips} zurück")
        return text + "."
    leader = {"FTC": ("King", "König", "kein offener")}.get(state.game.code, ("Queen", "Dame", "keine offene"))
    if outcome == "redeal":
        return (f"No face-up {leader[0]} was dealt: the deal is void; the pot of {ruling.carried} stays for a "
                f"new deal to {who(state.in_hand)}." if en else
                f"Es kam {leader[2]} {leader[1]}: das Spiel ist ungültig; der Pot von {ruling.carried} bleibt "
                f"für ein neues Spiel an {who(state.in_hand)}.")
    if outcome == "carried_over":
        up = next(e for e in reversed(state.events) if e.kind == "up")
        return (f"The Q♠ was dealt face up to {names[up.seat]} on 3rd street: the deal ends at once and the pot of "
                f"{ruling.carried} carries over to a new deal." if en else
                f"Die Pik Dame lag offen bei {names[up.seat]} in der 3. Straße: das Spiel endet sofort, der Pot "
                f"von {ruling.carried} bleibt für ein neues Spiel.")
    sentences = []
    wilds = state.wilds
    if wilds is not None:
        sentences.append(wilds.explain(names, lang, final=True).rstrip("."))
    elif state.game.code == "BM" and state.rules.options.get("wild"):
        sentences.append("The Q♠ is wild" if en else "Die Pik Dame ist wild")
    for seat, sides in ruling.hands.items():
        ranking = sides[state.game.sides[0]]
        words = wild_words(ranking, lang)
        text = f"{names[seat]}: " + (f"{words}: " if words else "") + describe(ranking, lang)
        if "low" in sides and len(sides) > 1:
            low = sides["low"]
            text += (f", and {describe(low, lang)}" if low else ", and no low") if en else \
                (f", und {describe(low, lang)}" if low else ", und kein Low")
        sentences.append(text)
    mucked = [s for s in state.in_hand if state.seats[s].mucked]
    if mucked:
        sentences.append(f"{who(mucked)} muck{'s' if len(mucked) == 1 else ''}" if en else
                         f"{who(mucked)} {'wirft' if len(mucked) == 1 else 'werfen'} weg")
    several = len(ruling.pots) + (1 if ruling.carried else 0) > 1
    for i, result in enumerate(ruling.pots):
        sentences.append(_pot_sentence(ruling, result, _pot_name(i, several, result.pot.amount, lang), lang))
    if ruling.carried:
        sentences.append(_carried_sentence(ruling, lang))
    if ruling.returned:
        seat, chips = ruling.returned
        sentences.append(f"{_possessive(names[seat], lang)} uncalled {chips} go{'es' if chips == 1 else ''} back"
                         if en else f"{names[seat]} bekommt den nicht gehaltenen Einsatz von {chips} zurück")
    return ". ".join(sentences) + "."


def _pot_name(i: int, several: bool, amount: int, lang: str) -> tuple[str, str]:
    """The pot as the object and as the subject of a sentence: ('the pot of 58', 'The pot of 58');
    German ('den Pot von 58', 'Der Pot von 58')."""
    if lang == "en":
        if several and i > 0:
            return f"side pot {i} of {amount}", f"Side pot {i} of {amount}"
        name = f"pot of {amount}" if not several else f"main pot of {amount}"
        return f"the {name}", f"The {name}"
    noun = "Pot" if not several else "Hauptpot" if i == 0 else f"Nebenpot {i}"
    return f"den {noun} von {amount}", f"Der {noun} von {amount}"


def _pot_sentence(ruling: "Ruling", result: "PotResult", name: tuple[str, str], lang: str) -> str:
    state = ruling.state
    en = lang == "en"
    names = state.names
    obj, subject = name

    def who(seats) -> str:
        return join([names[s] for s in seats], lang)

    def hand(seat: int, side: str = "high") -> str:
        sides = ruling.hands[seat]
        return describe(sides.get(side) or sides[state.game.sides[0]], lang)

    if result.note == "alone":
        w = result.winners[0]
        mucked = [s for s in result.pot.eligible if state.seats[s].mucked]
        reason = (f"{who(mucked)} mucked" if en else f"{who(mucked)} {'hat' if len(mucked) == 1 else 'haben'} "
                  "weggeworfen") if mucked else ("nobody else can claim it" if en else
                                                 "sonst kann ihn niemand beanspruchen")
        if not state.seats[w].shown:
            return f"{names[w]} wins {obj} without showing: {reason}" if en else \
                f"{names[w]} gewinnt {obj}, ohne zu zeigen: {reason}"
        return f"{names[w]} wins {obj} with {hand(w)}: {reason}" if en else \
            f"{names[w]} gewinnt {obj} ({hand(w)}): {reason}"
    if result.note == "split_q_spades":
        best, holder = result.sides["high"], result.sides["q_spades"][0]
        high_part = sum(c for s, c in result.shares.items() if s in best) - (
            result.pot.amount // 2 if holder in best else 0)
        return (f"{subject} is split: half ({high_part}) to the best hand, {who(best)} with {hand(best[0])}; "
                f"half ({result.pot.amount // 2}) to {names[holder]}, who holds the Q♠ as last hole card" if en else
                f"{subject} wird geteilt: die Hälfte ({high_part}) an das beste Blatt, {who(best)} "
                f"({hand(best[0])}); die Hälfte ({result.pot.amount // 2}) an {names[holder]}, mit der Pik Dame "
                "als letzter verdeckter Karte")
    if result.note == "hi_lo":
        high, low = result.sides["high"], result.sides["low"]
        return (f"{subject} is split: the high half to {who(high)} with {hand(high[0])}, the low half to "
                f"{who(low)} with {hand(low[0], 'low')}" if en else
                f"{subject} wird geteilt: die High-Hälfte an {who(high)} ({hand(high[0])}), die Low-Hälfte an "
                f"{who(low)} ({hand(low[0], 'low')})")
    winners = result.winners
    if len(winners) == 1:
        w = winners[0]
        if result.note == "best_hand_with_q_spades":
            return (f"{names[w]} wins {obj} with {hand(w)} and the Q♠ as last hole card" if en else
                    f"{names[w]} gewinnt {obj} ({hand(w)}, mit der Pik Dame als letzter verdeckter Karte)")
        return f"{names[w]} wins {obj} with {hand(w)}" if en else f"{names[w]} gewinnt {obj} ({hand(w)})"
    shares = join([f"{names[s]} {c}" for s, c in result.shares.items()], lang)
    text = (f"{who(winners)} tie with {hand(winners[0])} and split {obj}: {shares}" if en else
            f"{who(winners)} haben gleich ({hand(winners[0])}) und teilen {obj}: {shares}")
    if len(set(result.shares.values())) > 1:
        high_suit = state.rules.options.get("odd_chip") == "high_suit"
        text += (" (the odd chip goes to the highest card by suit)" if high_suit else
                 " (odd chips go to the winners nearest the dealer's left)") if en else \
            (" (der übrige Chip geht an die höchste Karte nach Farbe)" if high_suit else
             " (übrige Chips gehen an die Gewinner, die links vom Geber am nächsten sitzen)")
    return text


def _carried_sentence(ruling: "Ruling", lang: str) -> str:
    """Black Mariah (abort) at the showdown: why the pot carries over."""
    state = ruling.state
    names = state.names
    claim = [s for s in ruling.hands if not state.seats[s].mucked]
    best_key = max(ruling.hands[s]["high"].key for s in claim)
    best = [s for s in claim if ruling.hands[s]["high"].key == best_key]
    holder = next((s for s in claim if holds_black_mariah_last(state.seats[s])), None)
    en = lang == "en"
    who_best = join([names[s] for s in best], lang)
    if holder is None:
        why = (f"{who_best} has the best hand, but nobody shows the Q♠ as last hole card" if en else
               f"{who_best} hat das beste Blatt, aber niemand zeigt die Pik Dame als letzte verdeckte Karte")
    else:
        why = (f"{who_best} has the best hand without the Q♠, {names[holder]} the Q♠ as last hole card without "
               "the best hand" if en else f"{who_best} hat das beste Blatt ohne die Pik Dame, {names[holder]} die "
               "Pik Dame als letzte verdeckte Karte ohne das beste Blatt")
    return (f"{why}: {ruling.carried} carries over to a new deal" if en else
            f"{why}: {ruling.carried} bleiben für ein neues Spiel")
