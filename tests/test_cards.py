import copy
import pickle

import pytest

from referee.cards import DECK, Card, CardError, parse_card, parse_cards, parse_rank


@pytest.mark.parametrize("text", ["Qh", "qh", "QH", "Q♥", "D♥", "dh", "Q♡", "Q♥\ufe0f"])
def test_every_notation_of_the_queen_of_hearts(text):
    assert parse_card(text) == Card(12, 2)
    assert str(parse_card(text)) == "Qh"


@pytest.mark.parametrize("text, card", [("10h", "Th"), ("Th", "Th"), ("10♥", "Th"), ("Bc", "Jc"),
                                        ("K♠", "Ks"), ("A♦", "Ad"), ("2c", "2c"), ("ad", "Ad"), ("dd", "Qd")])
def test_ranks_and_suits(text, card):
    assert str(parse_card(text)) == card


def test_printed_forms():
    card = parse_card("Qh")
    assert (str(card), card.symbol, card.german, f"{card}", repr(card)) == ("Qh", "Q♥", "D♥", "Qh", "Card('Qh')")
    assert parse_card("10s").symbol == "10♠" and parse_card("Js").german == "B♠"


def test_a_run_of_cards_with_unseen_ones():
    assert parse_cards("????Qh") == (None, None, Card(12, 2))
    assert parse_cards("Qh 10c, 9d") == (Card(12, 2), Card(10, 0), Card(9, 1))
    assert parse_cards("10h10c") == (Card(10, 2), Card(10, 0))


@pytest.mark.parametrize("text, bad", [("Xh", "Xh"), ("1h", "1h"), ("Qx", "Qx"), ("", ""), ("11h", "11h"),
                                       ("Q", "Q"), ("??", "??")])
def test_refusals_name_the_text(text, bad):
    with pytest.raises(CardError, match=f"cannot read {bad!r}"):
        parse_card(text)


def test_a_bad_card_in_a_run_is_named():
    with pytest.raises(CardError, match="cannot read 'Zz'"):
        parse_cards("Qh Zz 9c")


def test_ranks():
    assert [parse_rank(r) for r in ("Q", "d", "10", "t", "B", "a", "2")] == [12, 12, 10, 10, 11, 14, 2]
    with pytest.raises(CardError, match="'X'"):
        parse_rank("X")


def test_the_deck():
    assert len(set(DECK)) == 52
    assert {str(c) for c in DECK} == {r + s for r in "23456789TJQKA" for s in "cdhs"}
    assert all(parse_card(str(c)) is c for c in DECK)


def test_a_card_is_one_object_wherever_it_comes_from():
    """A card hashes by identity (see `Card`), so a copy or a pickled card must be the card
    itself, or a set of cards would not find it."""
    wild = frozenset(c for c in DECK if c.rank in (12, 6))
    assert pickle.loads(pickle.dumps(wild)) == wild
    assert all(pickle.loads(pickle.dumps(c)) is c and copy.deepcopy(c) is c and copy.copy(c) is c for c in DECK)
    assert parse_card("Qh") in pickle.loads(pickle.dumps(wild)) and Card(6, 0) in wild
    # the first slot of each card in a dict of the deck (128 slots): spread out, not the tally's 4
    assert len({hash(c) & 127 for c in DECK}) > 2 * len({int(c) & 127 for c in DECK}) == 8
