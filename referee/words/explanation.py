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

from ..cards import rank_name
from ..games import HOUSE, Decided, EndDeal
from ..games.black_mariah import BLACK_MARIAH, carried_to_players_still_in
from ..outcome import PotResult, Ruling, claimant_seats
from ..ranking import Category, Ranking
from ..replay import FORCED, Outcome
from ..wilds import plain_stand_ins
from . import LANGUAGES, Phrase, say
from .declared import declarations, declarations_json, declared_sentences, failed_swings
from .state import fixed_wilds_json, fixed_wilds_phrases, personal_phrase, personal_wild_of, wilds_phrase

_GROUPS = (Category.FIVE_OF_A_KIND, Category.FOUR_OF_A_KIND, Category.FULL_HOUSE, Category.THREE_OF_A_KIND,
           Category.TWO_PAIR, Category.PAIR)


# --- a hand ------------------------------------------------------------------------------------

def describe(ranking: Any, lang: str = "en") -> str:
    """'five nines', 'a full house, Aces over fives' / 'fünf Neunen', 'Full House, Asse über Fünfen'."""
    return say(_hand(ranking), lang)


def _hand(ranking: Any) -> Phrase:
    """A ranked hand, to be said."""
    if not isinstance(ranking, Ranking):
        return _low(ranking)
    cat, rest = Category(ranking.key[0]), ranking.key[1:]
    if cat == Category.STRAIGHT_FLUSH and rest[0] == 14:
        return Phrase("ranking.royal_flush")
    if cat in (Category.FULL_HOUSE, Category.TWO_PAIR):
        return Phrase(f"ranking.{cat.name.lower()}", rank=rest[0], second=rest[1])
    if cat == Category.HIGH_CARD and len(ranking.cards) == 2:      # a two-card hand: both cards count
        return Phrase("ranking.two_cards_high", ranks=list(rest))
    return Phrase(f"ranking.{cat.name.lower()}", rank=rest[0])


def _low(ranking: Any) -> Phrase:
    """A low hand (`referee.lowball.LowRanking`), Ace to Five: '7-4-3-2-A low' / 'Low 7-4-3-2-A';
    'pair of deuces, K-Q-3 low' / 'ein Paar Zweien, Low K-D-3'; Deuce to Seven's straight or
    flush as the high hand it is ('a straight, 8 high'); Razz High's 'K-Q-9-6-5 high'."""
    ranks = ranking.values
    counts = {r: ranks.count(r) for r in ranks}
    if ranking.made in _MADE:                      # a pair or two in Deuce to Seven: said as any low's
        top = max(ranks, key=lambda r: (counts[r], r))
        pair = {"second": min(ranks, key=counts.__getitem__)} if ranking.made == 6 else {}
        return Phrase(f"ranking.{_MADE[ranking.made]}", rank=top, **pair)
    if len(counts) == len(ranks):
        return Phrase("ranking.unpaired_high" if ranking.rule == "high_as_low" else "ranking.low", ranks=ranks)
    grouped = sorted((r for r, n in counts.items() if n > 1), key=lambda r: (-counts[r], r))
    groups = [Phrase({2: "low.pair", 3: "low.three"}.get(counts[r], "low.four"), rank=r) for r in grouped]
    rest = sorted((r for r, n in counts.items() if n == 1), reverse=True)
    return Phrase("ranking.low_groups", groups=groups, rest=rest) if rest else Phrase(
        "ranking.low_groups_only", groups=groups)


#: Deuce to Seven's made hands, as the high hands they are (`referee.lowball.LowRanking.made`)
_MADE = {4: "straight", 5: "flush", 6: "full_house", 7: "four_of_a_kind", 8: "straight_flush"}


def wild_words(ranking: Any, lang: str = "en") -> str:
    """'J♦ J♠ Q♣ stand for nines' / 'Q♣ steht für K♥ und 2♦ steht für 9♠'; '' without wild cards."""
    phrase = _wild_phrase(ranking)
    return "" if phrase is None else say(phrase, lang)


def _wild_phrase(ranking: Any) -> Phrase | None:
    wilds = sorted(plain_stand_ins(getattr(ranking, "wilds", ())), key=lambda pair: (pair[0].rank, pair[0].suit))
    if not wilds:
        return None
    if not isinstance(ranking, Ranking):           # a low: each wild card for a rank ("the Q♦ stands for a deuce")
        return Phrase("wild.each", each=[Phrase("wild.stands_for", cards=[w], rank=s.rank) for w, s in wilds])
    rank = wilds[0][1].rank
    if len({s.rank for _, s in wilds}) == 1 and ranking.key[0] in _GROUPS:
        return Phrase("wild.stands_for" if len(wilds) == 1 else "wild.stand_for", cards=[w for w, _ in wilds],
                      rank=rank)
    return Phrase("wild.each", each=[Phrase("wild.stands_for_card", card=w, stands=s) for w, s in wilds])


def _hand_json(ranking: Any) -> dict | None:
    if ranking is None:
        return None
    wilds = getattr(ranking, "wilds", ())
    return {**ranking.as_json(), "wilds": {str(w): str(s) for w, s in plain_stand_ins(wilds)},
            "wild_cards": [str(w) for w, _ in wilds],
            "description": {lang: describe(ranking, lang) for lang in LANGUAGES}}


# --- the ruling --------------------------------------------------------------------------------

def ruling_json(ruling: Ruling) -> dict:
    """The ruling as JSON: the outcome, the wild ranks and why, each pot with its winners and
    shares, each hand shown (its description in English and German), the explanation."""
    state = ruling.state
    names = state.names
    wilds = state.wilds
    first = state.game.sides[0]
    fixed = state.game.fixed_wilds(state.rules)
    personal = {s: personal_wild_of(state, s) for s in ruling.hands} if fixed is not None else {}
    return {
        **({"fixed_wilds": fixed_wilds_json(fixed)} if fixed is not None else {}),
        "outcome": None if state.outcome is None else str(state.outcome),
        "wild_ranks": wilds.as_json()["ranks"] if wilds else [
            rank_name(r) for r in sorted(fixed.ranks if fixed else (), reverse=True)],
        "wilds": wilds.as_json() if wilds else None,
        "pots": [{"amount": r.pot.amount, "eligible": [names[s] for s in r.pot.eligible],
                  "winners": [names[s] for s in r.winners], "shares": {names[s]: c for s, c in r.shares.items()},
                  "decided_by": str(r.decided), **failed_swings(ruling, r)} for r in ruling.pots],
        "uncalled": {"player": names[ruling.returned[0]], "amount": ruling.returned[1]} if ruling.returned else None,
        "carried_pot": ruling.carried,
        **declarations_json(ruling),
        "redeal_players": [names[s] for s in state.in_hand] if dealt_again(ruling) else [],
        "hands": {names[s]: {**(_hand_json(sides[first] or sides.get("misplayed", [None])[0]) or {}),
                             **({"low": _hand_json(sides["low"])} if "low" in sides and first != "low" else {}),
                             **_two_hands_json(sides),
                             **({"personal_wild": own.as_json()} if (own := personal.get(s)) else {})}
                  for s, sides in ruling.hands.items()},
        "explanation": {lang: explain(ruling, lang) for lang in LANGUAGES},
    }


def _two_hands_json(sides: dict[str, Any]) -> dict[str, Any]:
    """A setting of two hands (Cowpie): the two-card hand, and whether the setting was misplayed."""
    if "two" not in sides:
        return {}
    misplayed = sides.get("misplayed")
    return {"two": _hand_json(misplayed[1] if misplayed else sides["two"]), "misplayed": misplayed is not None}


def dealt_again(ruling: Ruling) -> bool:
    """Whether the players still in are dealt again (by the same dealer, without antes): Follow
    the Queen's redeal; a Black Mariah pot that carried over, with ``carry_still_in``."""
    state = ruling.state
    return state.outcome == Outcome.REDEAL or (
        state.game.code == "BM" and ruling.carried > 0 and carried_to_players_still_in(state.rules))


def explain(ruling: Ruling, lang: str = "en") -> str:
    """The whole ruling in a few sentences (after a fold, the decisions the face-up cards asked
    first, then one sentence in parts: "Everyone else folded: ...; ... go back")."""
    said = [say(sentence, lang) for sentence in explanation(ruling)]
    if ruling.state.outcome != Outcome.FOLD:
        return ". ".join(said) + "."
    decided = len(_decisions(ruling))
    return ". ".join([*said[:decided], "; ".join(said[decided:])]) + "."


def explanation(ruling: Ruling) -> list[Phrase]:
    """The sentences of the ruling, to be said in either language: the wild cards, each hand
    shown, who mucked, each pot, each pot carried over, the chips that go back."""
    state = ruling.state
    names = state.names
    back = _returned(ruling)
    decided = _decisions(ruling)
    if state.outcome == Outcome.FOLD:
        result = ruling.pots[0]
        return [*decided, Phrase("ruling.fold", player=names[result.winners[0]], amount=result.pot.amount), *back]
    if state.outcome == Outcome.REDEAL:
        wilds = state.wilds
        return [*decided, Phrase("ruling.redeal", leader=wilds.leader if wilds else 12, amount=ruling.carried,
                                 players=[names[s] for s in state.in_hand])]
    still_in = [Phrase("ruling.dealt_again", players=[names[s] for s in state.in_hand])] if dealt_again(ruling) else []
    if state.outcome == Outcome.CARRIED_OVER:
        return [*decided, _carried_over(ruling), *still_in]
    sentences: list[Phrase] = list(decided)
    wilds = state.wilds
    if wilds is not None:
        sentences.append(wilds_phrase(wilds, names, final=True))
    elif state.game.code == "BM" and state.rules.options.get("wild"):
        sentences.append(Phrase("wilds.q_spades"))
    fixed = state.game.fixed_wilds(state.rules)
    if fixed is not None:
        sentences.extend(fixed_wilds_phrases(fixed))
    for seat, sides in ruling.hands.items():
        own = personal_wild_of(state, seat) if fixed is not None else None
        if own is not None:
            sentences.append(personal_phrase(own, names))
        sentences.append(_shown(ruling, seat, sides))
    mucked = [s for s in state.in_hand if state.seats[s].mucked]
    if mucked:
        sentences.append(Phrase("ruling.mucks", players=[names[s] for s in mucked]))
    if state.declared:
        sentences.append(declarations(ruling))
    pots = state.pots()
    results = sorted(ruling.pots + ruling.carried_pots, key=lambda r: pots.index(r.pot) if r.pot in pots else 0)
    for result in results:
        sentences.extend(_pot_sentences(ruling, result, pots.index(result.pot) if result.pot in pots else 0,
                                        len(pots) > 1))
    return sentences + still_in + back


def _pot_sentences(ruling: Ruling, result: PotResult, i: int, several: bool) -> list[Phrase]:
    """What became of pot `i`: shared by the declarations (`referee.words.declared`), carried over,
    or won."""
    pot = _pot_name(i, several, result.pot.amount)
    subject = _pot_name(i, several, result.pot.amount, subject=True)
    if ruling.state.declared and result.decided in _DECLARED:
        return declared_sentences(ruling, result, pot, subject, lambda seat, side: _hand_of(ruling, seat, side),
                                  lambda halved: _hi_lo_sentence(ruling, halved, subject))
    if result.decided == Decided.CARRIED:
        return [_carried_sentence(ruling, result, _pot_name(i, several, result.pot.amount, True))]
    return [_decided_sentence(ruling, result, i, several)]


#: how a pot the declarations shared was decided (`referee.words.declared` says it)
_DECLARED = (Decided.DECLARED, Decided.CARDS_SPEAK, Decided.CARRIED)


def _carried_over(ruling: Ruling) -> Phrase:
    """The sentence of a pot carried over: the card dealt face up that ended the deal."""
    state, names = ruling.state, ruling.state.names
    if state.game.code == HOUSE:
        up = _ending_card(state)
        said = "ruling.carried_over_house_turned" if up.kind == "turn_up" else "ruling.carried_over_house"
        return Phrase(said, card=up.card, player=names[up.seat], street=up.street,
                      amount=ruling.carried)
    ups = [e for e in reversed(state.events) if e.kind == "up" and e.seat is not None]
    up = next((e for e in ups if e.card == BLACK_MARIAH), ups[0])      # the door cards after it dealt too
    assert up.seat is not None
    said = "ruling.carried_over" if up is ups[0] else "ruling.carried_over_door_cards"   # door cards after it
    return Phrase(said, player=names[up.seat], street=up.street, amount=ruling.carried)


def _ending_card(state: Any) -> Any:
    """The up card (its event: dealt face up, or turned up) that ended the deal: the first whose
    face-up rule says so."""
    streets = {street.key: street for street in state.rules.streets}
    return next(e for e in state.events if e.kind in ("up", "turn_up") and e.seat is not None and any(
        isinstance(effect, EndDeal) for effect in state.game.face_up(state.rules, e.card, streets[e.street],
                                                                     lambda: state.wilds)))


#: the events of a decision about a face-up card, by the sentence that says it
_DECIDED = {"paid": "ruling.paid", "refused_to_pay": "ruling.refused_to_pay", "bought": "ruling.bought",
            "passed": "ruling.passed"}


def _decisions(ruling: Ruling) -> list[Phrase]:
    """What the players decided about their face-up cards, and what a face-up card cost without
    a choice (`referee.replay.FORCED`), in order: "Ben’s 3♣ face up: Ben paid the pot, 24", "...
    folded rather than pay 24", "... bought an extra card for 5", "Anna’s Q♥ face up: Anna paid 2
    for it, 2 antes for a Queen", "... paid 1 for it, the ante"."""
    state = ruling.state
    names = state.names
    out = []
    for e in state.events:
        if e.seat is None:
            continue
        if e.kind in _DECIDED:
            id = _DECIDED[e.kind] + (f".{e.rule}" if e.kind == "paid" else "")
            out.append(Phrase(id, player=names[e.seat], card=e.card, amount=e.amount))
        elif e.kind in FORCED and e.card is not None:
            ante = state.hand.antes[e.seat]
            id = "ruling.paid.stack" if e.rule == "stack" else f"ruling.{e.kind}.{e.rule}"
            out.append(Phrase(id, player=names[e.seat], card=e.card, amount=e.amount, rank=e.card.rank,
                              antes=e.amount // ante if ante else 1))
    return out


def _returned(ruling: Ruling) -> list[Phrase]:
    """The chips that go back: a bet nobody called ('Anna's uncalled 3 go back'), or the part
    of a bet that nobody still in could match, all being all-in for less ('5 comes back to
    Fritz (nobody can match it)').  It is no pot: nobody else could win it."""
    if not ruling.returned:
        return []
    state = ruling.state
    seat, chips = ruling.returned
    name = state.names[seat]
    bets = [e.index for e in state.events if e.seat == seat and e.index is not None
            and e.kind in ("bring_in", "bet", "raise", "call")]
    last = max(bets, default=-1)
    folded_after = any(e.kind == "fold" and e.index is not None and e.index > last for e in state.events)
    if folded_after or len(state.in_hand) == 1:
        return [Phrase("ruling.uncalled", player=name, chips=chips)]
    return [Phrase("ruling.excess", player=name, chips=chips)]


def _shown(ruling: Ruling, seat: int, sides: dict[str, Any]) -> Phrase:
    """'Emil: J♦ J♠ Q♣ stand for nines: five nines' (Hi-Lo: ', and 7-4-3-2-A low')."""
    state = ruling.state
    if "two" in sides:
        return _two_hands_shown(state.names[seat], sides)
    ranking = sides[state.game.sides[0]]
    hand: Phrase = _hand(ranking)
    if "low" in sides and len(sides) > 1:
        low = sides["low"]
        low_wild = _wild_phrase(low) if low else None
        hand = (Phrase("ruling.with_low_wild", hand=hand, low_hand=_hand(low), wilds=low_wild) if low_wild
                else Phrase("ruling.with_low", hand=hand, low_hand=_hand(low)) if low
                else Phrase("ruling.without_low", hand=hand))
    wild = _wild_phrase(ranking)
    if wild is None:
        return Phrase("ruling.shown", player=state.names[seat], hand=hand)
    return Phrase("ruling.shown_wild", player=state.names[seat], wilds=wild, hand=hand)


def _two_hands_shown(player: str, sides: dict[str, Any]) -> Phrase:
    """'Anna: a full house, Aces full of Kings and a pair of Queens' (Cowpie's setting), or its
    misplay: '...: the two-card hand is not outranked, both hands are disqualified'."""
    misplayed = sides.get("misplayed")
    five, two = misplayed or (sides["five"], sides["two"])
    hand = Phrase("ruling.two_hands_hand", five=_hand(five), two=_hand(two))
    return Phrase("ruling.misplayed_shown" if misplayed else "ruling.shown", player=player, hand=hand)


def _two_hands_sentence(ruling: Ruling, result: PotResult, subject: Phrase) -> Phrase:
    """'The pot of 24 is split: the five-card half (12) to Anna with a full house ...; the two-card
    half (12) to Ben with a pair of Kings'."""
    halves = {side: _half(ruling, result, side) for side in ("five", "two")}
    odd = sum(result.halves["five"].values()) > sum(result.halves["two"].values())
    return Phrase("ruling.two_hands_odd" if odd else "ruling.two_hands", pot=subject, **halves)


def _half(ruling: Ruling, result: PotResult, side: str) -> Phrase:
    """One half of a pot and its winners ('the high half (20) to Anna with ...', ', 10 each')."""
    names = ruling.state.names
    part, winners = result.halves[side], result.sides[side]
    split: Phrase | str = ""
    if len(winners) > 1:
        split = (Phrase("ruling.half_even", chips=next(iter(part.values()))) if len(set(part.values())) == 1
                 else Phrase("ruling.half_odd", shares=[Phrase("ruling.share", player=names[s], chips=c)
                                                        for s, c in part.items()],
                             odd=_odd_chip(ruling, side, part)))
    return Phrase(f"ruling.{side}_half", chips=sum(part.values()), players=[names[s] for s in winners],
                  hand=_hand_of(ruling, winners[0], side), split=split)


def _pot_name(i: int, several: bool, amount: int, subject: bool = False) -> Phrase:
    """The pot as the object of a sentence ('the pot of 58', 'the main pot (42)', 'side pot 1
    (38)' / 'den Pot von 58', 'den Nebenpot 1 (38)'), or as its `subject` ('The pot of 58' /
    'Der Pot von 58')."""
    name = "pot.side" if several and i > 0 else "pot.main" if several else "pot.single"
    return Phrase(name + (".subject" if subject else ""), amount=amount, **({"n": i} if name == "pot.side" else {}))


def _odd_chip(ruling: Ruling, side: str, part: dict[int, int]) -> Phrase:
    """Who gets the odd chip(s) of a `part` shared by tied winners (option ``odd_chip``)."""
    odd = ruling.state.rules.options.get("odd_chip") or "left_of_dealer"
    if odd == "high_suit" and side == "low":
        return Phrase("ruling.odd_chip.low_suit")
    if odd == "left_of_dealer":
        return Phrase("ruling.odd_chip.left_of_dealer", chips=sum(part.values()) % len(part))
    return Phrase(f"ruling.odd_chip.{odd}")


def _pot_sentence(ruling: Ruling, result: PotResult, i: int, several: bool) -> Phrase:
    state = ruling.state
    names = state.names
    pot = _pot_name(i, several, result.pot.amount)
    subject = _pot_name(i, several, result.pot.amount, subject=True)

    def hand(seat: int, side: str = "high") -> Phrase:
        return _hand_of(ruling, seat, side)

    def who(seats: list[int]) -> list[str]:
        return [names[s] for s in seats]

    def shares(part: dict[int, int]) -> list[Phrase]:
        return [Phrase("ruling.share", player=names[s], chips=c) for s, c in part.items()]

    if result.decided == Decided.ALONE:
        w = result.winners[0]
        mucked = [s for s in result.pot.eligible if state.seats[s].mucked]
        reason = Phrase("ruling.alone.mucked", players=who(mucked)) if mucked else Phrase("ruling.alone.unclaimed")
        if not state.seats[w].shown:
            return Phrase("ruling.alone_unshown", player=names[w], pot=pot, reason=reason)
        return Phrase("ruling.alone", player=names[w], pot=pot, hand=hand(w), reason=reason)
    if result.decided == Decided.SPLIT_Q_SPADES:
        best, holder = result.sides["high"], result.sides["q_spades"][0]
        return Phrase("ruling.split_q_spades", pot=subject, high_part=sum(result.halves["high"].values()),
                      best=who(best), hand=hand(best[0]), half=sum(result.halves["q_spades"].values()),
                      holder=names[holder])
    if result.decided == Decided.HI_LO:
        return _hi_lo_sentence(ruling, result, subject)
    winners = result.winners
    side = state.game.sides[0]
    if len(winners) == 1:
        w = winners[0]
        won = "ruling.wins_with_q_spades" if result.decided == Decided.BEST_HAND_WITH_Q_SPADES else "ruling.wins"
        sentence = Phrase(won, player=names[w], pot=pot, hand=hand(w))
    else:
        sentence = Phrase("ruling.tie", players=who(winners), hand=hand(winners[0]), pot=pot,
                          shares=shares(result.shares))
        if len(set(result.shares.values())) > 1:
            sentence = Phrase("ruling.odd_chips", sentence=sentence, odd=_odd_chip(ruling, side, result.shares))
    why = _why(ruling, result)
    return Phrase("ruling.because", sentence=sentence, why=why) if why else sentence


def _hand_of(ruling: Ruling, seat: int, side: str = "high") -> Phrase:
    """The hand `seat` showed for `side` of the pot (the high hand where there is no other), to be said."""
    sides = ruling.hands[seat]
    if "two" in sides and side not in sides:            # a setting of two hands, said whole
        five, two = sides.get("misplayed") or (sides["five"], sides["two"])
        return Phrase("ruling.two_hands_hand", five=_hand(five), two=_hand(two))
    return _hand(sides.get(side) or sides[ruling.state.game.sides[0]])


def _hi_lo_sentence(ruling: Ruling, result: PotResult, subject: Phrase) -> Phrase:
    """'The pot of 40 is split: the high half (20) to Anna with ...; the low half (20) to Ben with ...'."""
    halves = {side: _half(ruling, result, side) for side in ("high", "low")}
    odd = sum(result.halves["high"].values()) > sum(result.halves["low"].values())
    return Phrase("ruling.hi_lo_odd" if odd else "ruling.hi_lo", pot=subject, high=halves["high"], low=halves["low"])


def _decided_sentence(ruling: Ruling, result: PotResult, i: int, several: bool) -> Phrase:
    """A pot's sentence (`_pot_sentence`), Chicago's spade half said of its own."""
    if result.decided == Decided.SPADE_HALF:
        return _spade_sentence(ruling, result, _pot_name(i, several, result.pot.amount),
                               _pot_name(i, several, result.pot.amount, subject=True))
    if result.decided in (Decided.NO_HIGH, Decided.NO_QUALIFIER):
        return _unqualified_sentence(ruling, result, i, several)
    if result.decided == Decided.TWO_HANDS:
        return _two_hands_sentence(ruling, result, _pot_name(i, several, result.pot.amount, subject=True))
    if result.decided == Decided.MISPLAYED:
        return Phrase("ruling.misplayed", pot=_pot_name(i, several, result.pot.amount),
                      shares=[Phrase("ruling.share", player=ruling.state.names[s], chips=c)
                              for s, c in result.shares.items()])
    sentence = _pot_sentence(ruling, result, i, several)
    return Phrase("ruling.no_spade", sentence=sentence) if result.decided == Decided.NO_SPADE else sentence


def _unqualified_sentence(ruling: Ruling, result: PotResult, i: int, several: bool) -> Phrase:
    """Hi-Lo with a high qualifier: 'No high hand qualifies (two pair or better): Ben wins the pot
    of 40 with 7-5-4-3-2 low'; 'Neither a high hand (two pair or better) nor a low (eight or
    better) qualifies: all who claim the pot of 40 split it: Anna 20 and Ben 20'."""
    names = ruling.state.names
    bar = Phrase(f"option.high_qualifier.{ruling.state.rules.options['high_qualifier']}")
    pot = _pot_name(i, several, result.pot.amount)
    shares = [Phrase("ruling.share", player=names[s], chips=c) for s, c in result.shares.items()]
    if result.decided == Decided.NO_QUALIFIER:
        sentence = Phrase("ruling.no_qualifier", bar=bar, pot=pot, shares=shares)
        side = "high"
    else:
        winners = result.winners
        hand = _hand_of(ruling, winners[0], "low")
        sentence = Phrase("ruling.no_high", bar=bar, sentence=Phrase(
            "ruling.wins", player=names[winners[0]], pot=pot, hand=hand) if len(winners) == 1 else Phrase(
            "ruling.tie", players=[names[s] for s in winners], hand=hand, pot=pot, shares=shares))
        side = "low"
    if len(set(result.shares.values())) > 1:
        return Phrase("ruling.odd_chips", sentence=sentence, odd=_odd_chip(ruling, side, result.shares))
    return sentence


def _spade_sentence(ruling: Ruling, result: PotResult, pot: Phrase, subject: Phrase) -> Phrase:
    """Chicago: 'The pot of 40 is split: the high half (20) to Anna with ...; the spade half
    (20) to Ben, whose K♠ is the highest spade in the hole'; one player with both: 'Anna wins
    both halves of the pot of 40 with ... and the K♠, the highest spade in the hole'."""
    state = ruling.state
    names = state.names
    holder = result.sides["spade"][0]
    spade = state.game.spade_holder(state.rules, claimant_seats(state, result.pot)[1], state.wild_cards)
    assert spade is not None and spade[0] == holder          # the ruling found this spade
    which = Phrase(f"spade.{state.game.spade_order()}")
    best = result.sides["high"]
    if best == [holder]:
        return Phrase("ruling.spade_both", player=names[holder], pot=pot, hand=_hand(ruling.hands[holder]["high"]),
                      card=spade[1], which=which)
    part = result.halves["high"]
    split: Phrase | str = ""
    if len(best) > 1:
        split = (Phrase("ruling.half_even", chips=next(iter(part.values()))) if len(set(part.values())) == 1
                 else Phrase("ruling.half_odd", shares=[Phrase("ruling.share", player=names[s], chips=c)
                                                        for s, c in part.items()],
                             odd=_odd_chip(ruling, "high", part)))
    high_chips, spade_chips = sum(part.values()), sum(result.halves["spade"].values())
    high = Phrase("ruling.high_half", chips=high_chips, players=[names[s] for s in best],
                  hand=_hand(ruling.hands[best[0]]["high"]), split=split)
    spade_part = Phrase("ruling.spade_part", chips=spade_chips, player=names[holder], card=spade[1], which=which)
    return Phrase("ruling.spade_half_odd" if high_chips > spade_chips else "ruling.spade_half", pot=subject,
                  high=high, spade=spade_part)



#: the categories of the extended ranking (hand-ranking.de.txt, "Die erweiterte Rangfolge")
#: that people argue about when one of them wins
_ARGUED = {Category.ROUND_THE_CORNER_STRAIGHT, Category.SKIP_STRAIGHT, Category.BLAZE, Category.FOUR_FLUSH,
           Category.FOUR_STRAIGHT}


def _why(ruling: Ruling, result: PotResult) -> Phrase | None:
    """Why the best hand wins, where people argue: five of a kind over a straight flush, a
    category of the extended ranking over a standard one, a card further down between two hands
    said alike; a natural and a wild hand tie."""
    hands: dict[int, Ranking] = {}
    for s in result.pot.eligible:
        if s in ruling.hands and not ruling.state.seats[s].mucked:
            hand = ruling.hands[s].get("high")
            if not isinstance(hand, Ranking):
                return None
            hands[s] = hand
    best = hands.get(result.winners[0]) if result.winners else None
    if best is None:
        return None
    tied = [hands[s] for s in result.winners if s in hands and hands[s] == best]
    if len(tied) > 1:
        wild = {bool(plain_stand_ins(h.wilds)) for h in tied}
        return Phrase("why.natural_tie") if wild == {True, False} else None
    losers = [h for s, h in hands.items() if s not in result.winners]
    if not losers:
        return None
    category, other = best.category, max(losers).category
    if category == other:
        return _decided_by(best, max(losers))
    argued = category in _ARGUED or (category == Category.FIVE_OF_A_KIND and other == Category.STRAIGHT_FLUSH)
    if not argued:
        return None
    return Phrase("why.extended", winner=Phrase(f"category.{category.name.lower()}"),
                  loser=Phrase(f"category.{other.name.lower()}.dative"))


def _decided_by(best: Ranking, other: Ranking) -> Phrase | None:
    """Two hands said alike ('a flush, Ace high') where a card further down decides: 'the five
    decides (A-K-Q-7-5 over A-K-Q-7-4)'.  None where the words already tell them apart."""
    if describe(best) != describe(other):
        return None
    rank = next((a for a, b in zip(best.key[1:], other.key[1:]) if a != b), None)
    ranks = _ranks_in_order(best)
    if rank not in ranks:
        return None
    return Phrase("why.decided_by", winner=ranks, loser=_ranks_in_order(other), rank=rank)


def _ranks_in_order(ranking: Ranking) -> list[int]:
    """The five ranks of a hand as they count (a wild card as what it stands for): the groups
    first, the larger first, then the rest from the top: [14, 13, 12, 7, 5], [9, 9, 9, 13, 4]."""
    stands = dict(plain_stand_ins(ranking.wilds))
    ranks = [stands.get(card, card).rank for card in ranking.cards]
    return sorted(ranks, key=lambda r: (-ranks.count(r), -r))


def _carried_sentence(ruling: Ruling, result: PotResult, pot: Phrase) -> Phrase:
    """Black Mariah at the showdown: why a pot carries over, said of the players who claim it
    (the best hand and the Q♠ holder the ruling recorded for that pot)."""
    names = ruling.state.names
    best = [names[s] for s in result.sides["high"]]
    holders = result.sides["q_spades"]
    if not holders:
        return Phrase("ruling.carried_no_holder", pot=pot, best=best)
    return Phrase("ruling.carried", pot=pot, best=best, holder=names[holders[0]])
