"""A ruling in plain words, English and German, to settle a dispute at the table; and the
ruling as the JSON the command line and the service give (`ruling_json`).

Everything here is said from the ruling's data (`referee.outcome`: the pots, their winners,
the pots carried over, the ranked hands) and the state of the hand; nothing is decided here.

>>> from referee.cards import parse_cards
>>> from referee.ranking import best_hand, wild_set
>>> emil = best_hand(parse_cards('Jd Js Qc 9h 9c Ks 2d'), wild_set({11, 12}))
>>> wild_words(emil), describe(emil), describe(emil, "de")
('J♦ J♠ Q♣ stand for nines', 'five nines', 'fünf Neunen')
"""

from __future__ import annotations

from typing import Any

from ..games import Decided
from ..outcome import PotResult, Ruling
from ..ranking import Category, Ranking
from ..replay import Outcome
from . import LANGUAGES, Phrase, say
from .table import wilds_phrase

_GROUPS = (Category.FIVE_OF_A_KIND, Category.FOUR_OF_A_KIND, Category.FULL_HOUSE, Category.THREE_OF_A_KIND,
           Category.TWO_PAIR, Category.PAIR)


# --- a hand ------------------------------------------------------------------------------------

def describe(ranking: Any, lang: str = "en") -> str:
    """'five nines', 'a full house, Aces over fives' / 'fünf Neunen', 'Full House, Asse über Fünfen'."""
    hand = _hand(ranking)
    return hand if isinstance(hand, str) else say(hand, lang)


def _hand(ranking: Any) -> Phrase | str:
    """A ranked hand, to be said; a low hand names itself (`referee.lowball.LowRanking.name`)."""
    if not isinstance(ranking, Ranking):
        return ranking.name
    cat, rest = Category(ranking.key[0]), ranking.key[1:]
    if cat == Category.STRAIGHT_FLUSH and rest[0] == 14:
        return Phrase("ranking.royal_flush")
    if cat in (Category.FULL_HOUSE, Category.TWO_PAIR):
        return Phrase(f"ranking.{cat.name.lower()}", rank=rest[0], second=rest[1])
    return Phrase(f"ranking.{cat.name.lower()}", rank=rest[0])


def wild_words(ranking: Any, lang: str = "en") -> str:
    """'J♦ J♠ Q♣ stand for nines' / 'Q♣ steht für K♥ und 2♦ steht für 9♠'; '' without wild cards."""
    phrase = _wild_phrase(ranking)
    return "" if phrase is None else say(phrase, lang)


def _wild_phrase(ranking: Any) -> Phrase | None:
    wilds = sorted(getattr(ranking, "wilds", ()), key=lambda pair: (pair[0].rank, pair[0].suit))
    if not wilds:
        return None
    rank = wilds[0][1].rank
    if len({s.rank for _, s in wilds}) == 1 and ranking.key[0] in _GROUPS:
        return Phrase("wild.stands_for" if len(wilds) == 1 else "wild.stand_for", cards=[w for w, _ in wilds],
                      rank=rank)
    return Phrase("wild.each", each=[Phrase("wild.stands_for_card", card=w, stands=s) for w, s in wilds])


def _hand_json(ranking: Any) -> dict | None:
    if ranking is None:
        return None
    return {**ranking.as_json(), "description": {lang: describe(ranking, lang) for lang in LANGUAGES}}


# --- the ruling --------------------------------------------------------------------------------

def ruling_json(ruling: Ruling) -> dict:
    """The ruling as JSON: the outcome, the wild ranks and why, each pot with its winners and
    shares, each hand shown (its description in English and German), the explanation."""
    state = ruling.state
    names = state.names
    wilds = state.wilds
    first = state.game.sides[0]
    return {
        "outcome": None if state.outcome is None else str(state.outcome),
        "wild_ranks": wilds.as_json()["ranks"] if wilds else [],
        "wilds": wilds.as_json() if wilds else None,
        "pots": [{"amount": r.pot.amount, "eligible": [names[s] for s in r.pot.eligible],
                  "winners": [names[s] for s in r.winners], "shares": {names[s]: c for s, c in r.shares.items()},
                  "decided_by": str(r.decided)} for r in ruling.pots],
        "uncalled": {"player": names[ruling.returned[0]], "amount": ruling.returned[1]} if ruling.returned else None,
        "carried_pot": ruling.carried,
        "redeal_players": [names[s] for s in state.in_hand] if state.outcome == Outcome.REDEAL else [],
        "hands": {names[s]: {**(_hand_json(sides[first]) or {}),
                             **({"low": _hand_json(sides["low"])} if len(sides) > 1 else {})}
                  for s, sides in ruling.hands.items()},
        "explanation": {lang: explain(ruling, lang) for lang in LANGUAGES},
    }


def explain(ruling: Ruling, lang: str = "en") -> str:
    """The whole ruling in a few sentences (after a fold, one sentence in parts)."""
    said = [say(sentence, lang) for sentence in explanation(ruling)]
    return ("; " if ruling.state.outcome == Outcome.FOLD else ". ").join(said) + "."


def explanation(ruling: Ruling) -> list[Phrase]:
    """The sentences of the ruling, to be said in either language: the wild cards, each hand
    shown, who mucked, each pot, the pot carried over, the uncalled bet."""
    state = ruling.state
    names = state.names
    uncalled = ([Phrase("ruling.uncalled", player=names[ruling.returned[0]], chips=ruling.returned[1])]
                if ruling.returned else [])
    if state.outcome == Outcome.FOLD:
        result = ruling.pots[0]
        return [Phrase("ruling.fold", player=names[result.winners[0]], amount=result.pot.amount), *uncalled]
    if state.outcome == Outcome.REDEAL:
        wilds = state.wilds
        return [Phrase("ruling.redeal", leader=wilds.leader if wilds else 12, amount=ruling.carried,
                       players=[names[s] for s in state.in_hand])]
    if state.outcome == Outcome.CARRIED_OVER:
        up = next(e for e in reversed(state.events) if e.kind == "up" and e.seat is not None)
        assert up.seat is not None
        return [Phrase("ruling.carried_over", player=names[up.seat], street=up.street, amount=ruling.carried)]
    sentences: list[Phrase] = []
    wilds = state.wilds
    if wilds is not None:
        sentences.append(wilds_phrase(wilds, names, final=True))
    elif state.game.code == "BM" and state.rules.options.get("wild"):
        sentences.append(Phrase("wilds.q_spades"))
    for seat, sides in ruling.hands.items():
        sentences.append(_shown(ruling, seat, sides))
    mucked = [s for s in state.in_hand if state.seats[s].mucked]
    if mucked:
        sentences.append(Phrase("ruling.mucks", players=[names[s] for s in mucked]))
    several = len(ruling.pots) + (1 if ruling.carried else 0) > 1
    for i, result in enumerate(ruling.pots):
        sentences.append(_pot_sentence(ruling, result, i, several))
    if ruling.carried_pots:
        sentences.append(_carried_sentence(ruling, ruling.carried_pots[0]))
    return sentences + uncalled


def _shown(ruling: Ruling, seat: int, sides: dict[str, Any]) -> Phrase:
    """'Emil: J♦ J♠ Q♣ stand for nines: five nines' (Hi-Lo: ', and 7-4-3-2-A low')."""
    state = ruling.state
    ranking = sides[state.game.sides[0]]
    hand: Phrase | str = _hand(ranking)
    if "low" in sides and len(sides) > 1:
        low = sides["low"]
        hand = (Phrase("ruling.with_low", hand=hand, low_hand=_hand(low)) if low
                else Phrase("ruling.without_low", hand=hand))
    wild = _wild_phrase(ranking)
    if wild is None:
        return Phrase("ruling.shown", player=state.names[seat], hand=hand)
    return Phrase("ruling.shown_wild", player=state.names[seat], wilds=wild, hand=hand)


def _pot_name(i: int, several: bool, amount: int, subject: bool = False) -> Phrase:
    """The pot as the object of a sentence ('the pot of 58', 'side pot 1 of 20' / 'den Pot von
    58'), or as its `subject` ('The pot of 58' / 'Der Pot von 58')."""
    name = "pot.side" if several and i > 0 else "pot.main" if several else "pot.single"
    return Phrase(name + (".subject" if subject else ""), amount=amount, **({"n": i} if name == "pot.side" else {}))


def _pot_sentence(ruling: Ruling, result: PotResult, i: int, several: bool) -> Phrase:
    state = ruling.state
    names = state.names
    pot = _pot_name(i, several, result.pot.amount)
    subject = _pot_name(i, several, result.pot.amount, subject=True)

    def hand(seat: int, side: str = "high") -> Phrase | str:
        sides = ruling.hands[seat]
        return _hand(sides.get(side) or sides[state.game.sides[0]])

    def who(seats: list[int]) -> list[str]:
        return [names[s] for s in seats]

    if result.decided == Decided.ALONE:
        w = result.winners[0]
        mucked = [s for s in result.pot.eligible if state.seats[s].mucked]
        reason = Phrase("ruling.alone.mucked", players=who(mucked)) if mucked else Phrase("ruling.alone.unclaimed")
        if not state.seats[w].shown:
            return Phrase("ruling.alone_unshown", player=names[w], pot=pot, reason=reason)
        return Phrase("ruling.alone", player=names[w], pot=pot, hand=hand(w), reason=reason)
    if result.decided == Decided.SPLIT_Q_SPADES:
        best, holder = result.sides["high"], result.sides["q_spades"][0]
        half = result.pot.amount // 2
        high_part = sum(c for s, c in result.shares.items() if s in best) - (half if holder in best else 0)
        return Phrase("ruling.split_q_spades", pot=subject, high_part=high_part, best=who(best), hand=hand(best[0]),
                      half=half, holder=names[holder])
    if result.decided == Decided.HI_LO:
        high, low = result.sides["high"], result.sides["low"]
        return Phrase("ruling.hi_lo", pot=subject, high=who(high), high_hand=hand(high[0]), low=who(low),
                      low_hand=hand(low[0], "low"))
    winners = result.winners
    if len(winners) == 1:
        w = winners[0]
        won = "ruling.wins_with_q_spades" if result.decided == Decided.BEST_HAND_WITH_Q_SPADES else "ruling.wins"
        return Phrase(won, player=names[w], pot=pot, hand=hand(w))
    shares = [Phrase("ruling.share", player=names[s], chips=c) for s, c in result.shares.items()]
    tie = Phrase("ruling.tie", players=who(winners), hand=hand(winners[0]), pot=pot, shares=shares)
    if len(set(result.shares.values())) == 1:
        return tie
    odd = state.rules.options.get("odd_chip") or "left_of_dealer"
    return Phrase("ruling.odd_chips", sentence=tie, odd=Phrase(f"ruling.odd_chip.{odd}"))


def _carried_sentence(ruling: Ruling, result: PotResult) -> Phrase:
    """Black Mariah (abort) at the showdown: why the pot carries over (the best hand and the
    Q♠ holder that the ruling recorded)."""
    names = ruling.state.names
    best = [names[s] for s in result.sides["high"]]
    holders = result.sides["q_spades"]
    if not holders:
        return Phrase("ruling.carried_no_holder", best=best, amount=ruling.carried)
    return Phrase("ruling.carried", best=best, holder=names[holders[0]], amount=ruling.carried)
