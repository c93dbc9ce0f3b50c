"""Two hands of one player's seven cards, as Cowpie and Outhouse end: after the 7th-street betting
each player still in sets a five-card hand and a two-card hand, and the pot goes half to the best
five-card hand and half to the best two-card hand.  Only the showdown is here, as pure functions
(a setting checked and ranked, a pot split); the round in which the players set their hands deals
no card is the replay's (``pN st``, `referee.replay`), the game `referee.games.cowpie`.

The rules (mixedgamespoker.info, "How to Play: Cowpie", and homepokeredge.com's Cow Pie Stud the
same; talvola/generic_poker's ``cowpie.json`` and ``outhouse.json`` deal and rank as they say):

- "each player re-arranges their 7 cards into 2 separate hands. One is a regulation 5 card poker
  hand. The other is a 2 card poker hand" (`setting_fault`: five and two of the player's cards);
- "Each hand must include at least one down card" (``visibility_requirements``:
  ``"min_face_down": 1``);
- "The 5 card hand must out rank the 2 card hand": compared as hands of poker, the category first
  (a pair beats no pair), then the ranks high first, where five cards have more to say than two
  (K-K-9-6-3 outranks K-K); "If a player misplays his hand by creating a 2 card hand that is better
  than his 5 card hand, both hands are disqualified" (`set_hands`: None);
- "the pot is split between the highest 5 card hand and the highest 2 card hand. The 2 card hands
  are ranked as high card(s) and pairs only" (`referee.ranking.two_card_hand`; `split_two_hands`).

Decided here, where the pages say nothing: the odd chip of an odd pot goes to the five-card half
(as Hi-Lo's to the high half); ties share a half, odd chips from the dealer's left (`order`); each half
goes to the best of the players whose setting stands, and if nobody's does, the pot is split among
all who claim it (as the double qualifier's ``split_pot``, docs/rules.md).

>>> from referee.cards import parse_cards
>>> down = frozenset(parse_cards('Ah 9c Qs'))
>>> five, two = set_hands(parse_cards('Ah Kd Kc 9c 4d'), parse_cards('Qs Qd'), down)
>>> five.name, two.key
('pair', (1, 12))
>>> set_hands(parse_cards('Ah Kd 9c 4d 2s'), parse_cards('Qs Qd'), down) is None      # QQ beats A-K-9-4-2
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..cards import Card
from ..pots import split
from ..ranking import Ranking, best_hand, two_card_hand

#: a player's two hands ranked (five cards, two cards), or None: misplayed, both disqualified
TwoHands = tuple[Ranking, Ranking] | None


def setting_fault(five: Sequence[Card], two: Sequence[Card], down: Iterable[Card]) -> str | None:
    """What is wrong with a setting, as the rule it breaks (None: it stands as set): ``five_cards``
    (not five cards), ``two_cards``, ``twice`` (a card in both), ``five_down`` / ``two_down`` (no
    face-down card in that hand)."""
    down = frozenset(down)
    if len(set(five)) != 5:
        return "five_cards"
    if len(set(two)) != 2:
        return "two_cards"
    if set(five) & set(two):
        return "twice"
    if not down & set(five):
        return "five_down"
    if not down & set(two):
        return "two_down"
    return None


#: how the five-card hand must outrank the two-card hand: as hands of poker, rank by rank (the pages'
#: words), or the two-card hand read as the best five-card hand of its kind (talvola/generic_poker)
OUTRANK = ("by_cards", "as_best_five")


def five_outranks_two(five: Ranking, two: Ranking, reading: str = "by_cards") -> bool:
    """Whether the five-card hand outranks the two-card hand: keys compared category first, then
    rank by rank (a five-card hand with the two-card hand's ranks and more outranks it); reading
    ``as_best_five``: the two-card hand counts as the best five-card hand that begins with it.

    >>> from referee.cards import parse_cards
    >>> kings, five = two_card_hand(parse_cards('Kh Kd')), best_hand(parse_cards('Ks Kc 9c 4d 2s'))
    >>> five_outranks_two(five, kings), five_outranks_two(five, kings, "as_best_five")
    (True, False)
    """
    return five.key > (best_five_of_kind(two.key) if reading == "as_best_five" else two.key)


def best_five_of_kind(key: tuple[int, ...]) -> tuple[int, ...]:
    """The key of the best five-card hand that begins with a two-card hand's: a pair with the
    three highest other ranks (K-K: K-K-A-Q-J), two cards with the highest lower ranks that make no
    straight (A-K: A-K-Q-J-9), as many as there are.

    >>> best_five_of_kind((1, 13)), best_five_of_kind((0, 14, 13)), best_five_of_kind((0, 5, 4))
    ((1, 13, 14, 12, 11), (0, 14, 13, 12, 11, 9), (0, 5, 4, 3, 2))
    """
    if key[0] == 1:
        return (1, key[1], *[r for r in range(14, 1, -1) if r != key[1]][:3])
    ranks = [key[1], key[2]]
    for rank in range(key[2] - 1, 1, -1):
        if len(ranks) == 5:
            break
        if len(ranks) == 4 and ranks[0] - rank == 4:
            continue                                # the fifth would make a straight
        ranks.append(rank)
    return (0, *ranks)


def set_hands(five: Sequence[Card], two: Sequence[Card], down: Iterable[Card],
              wild: frozenset[Card] = frozenset(), reading: str = "by_cards") -> TwoHands:
    """The two hands of a setting ranked, or None where the two-card hand is not outranked (both
    disqualified; `reading` as `five_outranks_two`); ValueError naming the rule (`setting_fault`)
    for a setting that is no setting."""
    fault = setting_fault(five, two, down)
    if fault is not None:
        raise ValueError(fault)
    ranked = best_hand(five, wild), two_card_hand(two, wild)
    return ranked if five_outranks_two(*ranked, reading) else None


def split_two_hands(amount: int, hands: Mapping[int, TwoHands], order: Sequence[int]) -> dict[int, int]:
    """A pot of `amount` claimed by the players of `hands` (seat -> their two hands, None if
    misplayed): half to the best five-card hand, half to the best two-card hand, the odd chip to
    the five-card half; the players whose setting stands take them, and if nobody's does, the pot is
    split among all who claim it.  `order`: the seats from the dealer's left, for odd chips of a tie.

    >>> from referee.cards import parse_cards
    >>> anna = (best_hand(parse_cards('Ah Ad Kc Kd 2s')), two_card_hand(parse_cards('7c 7d')))
    >>> ben = (best_hand(parse_cards('9h 9d 9c 4d 2c')), two_card_hand(parse_cards('Ac Kh')))
    >>> split_two_hands(41, {0: anna, 1: ben, 2: None}, order=[0, 1, 2])
    {1: 21, 0: 20}
    """
    standing = {seat: pair for seat, pair in hands.items() if pair is not None}
    if not standing:
        return split(amount, list(hands), order)
    fives, twos = _best(standing, 0), _best(standing, 1)
    five_half = amount - amount // 2
    shares = split(five_half, fives, order)
    for seat, chips in split(amount - five_half, twos, order).items():
        shares[seat] = shares.get(seat, 0) + chips
    return shares


def _best(hands: Mapping[int, tuple[Ranking, Ranking]], which: int) -> list[int]:
    top = max(pair[which] for pair in hands.values())
    return [seat for seat, pair in hands.items() if pair[which] == top]


def hands_as_set(state: Any, seat: int) -> dict[str, Any]:
    """A player's two hands as they set them, from a replayed hand's `state` (its cards known):
    the game's ranking of the setting (`Cowpie.two_hands`)."""
    cards = state.seats[seat].cards
    places = state.two_card_places(seat)
    five = [d.card for i, d in enumerate(cards) if i not in places]
    two = [d.card for i, d in enumerate(cards) if i in places]
    down = [d.card for d in cards if not d.up]
    return state.game.two_hands(state.rules, five, two, down, state.wild_cards(seat))
