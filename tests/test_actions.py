import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.actions import (
    ActionSyntaxError,
    BringIn,
    BuyExtra,
    CheckCall,
    CompleteBetRaise,
    DealBoard,
    DealHole,
    Fold,
    NoOp,
    PassExtra,
    PayUp,
    ShowMuck,
    parse_action,
)
from referee.cards import DECK, parse_cards

PLAYERS = ["James", "talal", "Brian Rast", "Ashton"]


@pytest.mark.parametrize("text, action", [
    ("d dh p3 ????Qh", DealHole(2, parse_cards("????Qh"))),
    ("d dh p1 QhTcTh", DealHole(0, parse_cards("QhTcTh"))),
    ("d db 5s", DealBoard(parse_cards("5s"))),
    ("p3 pb", BringIn(2)),
    ("p3 cbr 4", CompleteBetRaise(2, 4)),
    ("p12 cc", CheckCall(11)),
    ("p3 f", Fold(2)),
    ("p3 sm 6d6s2c", ShowMuck(2, parse_cards("6d6s2c"))),
    ("p3 sm ????2c", ShowMuck(2, parse_cards("????2c"))),
    ("p3 sm -", ShowMuck(2, as_dealt=True)),
    ("p3 sm", ShowMuck(2)),
    ("p3 f # tanked for two minutes", Fold(2, comment="tanked for two minutes")),
    ("d db 5s # the card for nobody", DealBoard(parse_cards("5s"), comment="the card for nobody")),
    ("p2 cc #", CheckCall(1, comment="")),
    ("# burn card 6s is exposed", NoOp("burn card 6s is exposed")),
    ("", NoOp()),
])
def test_round_trip(text, action):
    assert parse_action(text) == action
    assert str(action) == text


@pytest.mark.parametrize("text, canonical", [
    ("  D  DH  P3  ?? ?? q♥  ", "d dh p3 ????Qh"),
    ("p3 CBR 0400", "p3 cbr 400"),
    ("p1 sm 10h 10c", "p1 sm ThTc"),
    ("p1 f   #   slowly  ", "p1 f # slowly"),
    ("d db D♠", "d db Qs"),
    ("   ", ""),
])
def test_any_spacing_case_and_notation_prints_canonically(text, canonical):
    assert str(parse_action(text)) == canonical


def test_muck_and_show():
    assert ShowMuck(0).mucks
    assert not ShowMuck(0, as_dealt=True).mucks
    assert not ShowMuck(0, parse_cards("????")).mucks


@pytest.mark.parametrize("text, seat", [
    ("James cc", 0), ("JAMES cc", 0), ("Talal f", 1), ("ashton cbr 8", 3), ("d dh talal ????Qh", 1),
    ("p3 pb", 2),
])
def test_names_in_place_of_pn(text, seat):
    assert parse_action(text, players=PLAYERS).seat == seat


@pytest.mark.parametrize("text, players, message", [
    ("p3 xx", None, "unknown action 'xx' (expected one of pb, cbr, cc, f, sm, tu, pay, buy, pass, dc, sd, pa, st)"),
    ("p3 dd", None, "unknown action 'dd'"),
    ("p3", None, "no action after 'p3'"),
    ("d", None, "no dealing after 'd'"),
    ("d dx p1 Qh", None, "unknown dealing 'dx' (expected dh or db)"),
    ("d dh", None, "'d dh' needs a player and the cards dealt"),
    ("d dh p1", None, "missing the cards dealt"),
    ("d db", None, "missing the card dealt"),
    ("p3 cbr", None, "'cbr' needs the amount"),
    ("p3 cbr 4.5", None, "the amount '4.5' is not a positive whole number"),
    ("p3 cbr -4", None, "the amount '-4' is not a positive whole number"),
    ("p3 cbr 0", None, "the amount '0' is not a positive whole number"),
    ("p3 cbr four", None, "the amount 'four' is not a positive whole number"),
    ("p3 cbr 4 8", None, "'cbr' takes one amount, found '4 8'"),
    ("p3 f now", None, "'f' takes nothing after it, found 'now'"),
    ("p0 f", None, "players are numbered from p1, not 'p0'"),
    ("p9 f", PLAYERS, "unknown player 'p9' (there are 4 players)"),
    ("x3 f", None, "unknown player 'x3' (expected p1, p2, ...)"),
    ("Rast f", PLAYERS, "unknown player 'Rast' (expected p1, p2, ... or one of James, talal, Brian Rast"),
    ("Brian f", PLAYERS, "'Brian Rast' has a space in the name; write p3 instead"),
    ("bob f", ["Bob", "BOB"], "'bob' is the name of more than one player; write pN instead"),
    ("d dh p1 QhXx", None, "cannot read 'Xx' as a card"),
    ("p1 sm - -", None, "cannot read '-' as a card"),
])
def test_refusals_name_the_text_and_the_problem(text, players, message):
    with pytest.raises(ActionSyntaxError) as caught:
        parse_action(text, players)
    assert f"cannot read action {text!r}: " in str(caught.value)
    assert message in str(caught.value)


def test_a_refusal_is_a_value_error():
    with pytest.raises(ValueError):
        parse_action("p1 zz")


# --- property: whatever we print, we read back --------------------------------------------

seats = st.integers(0, 20)
cards = st.lists(st.one_of(st.none(), st.sampled_from(DECK)), min_size=1, max_size=7).map(tuple)
comments = st.none() | st.text(st.characters(exclude_categories=("Cs",)), max_size=30).map(str.strip)
actions = st.one_of(
    st.builds(DealHole, seats, cards, comment=comments),
    st.builds(DealBoard, cards, comment=comments),
    st.builds(BringIn, seats, comment=comments),
    st.builds(CompleteBetRaise, seats, st.integers(1, 10**9), comment=comments),
    st.builds(CheckCall, seats, comment=comments),
    st.builds(Fold, seats, comment=comments),
    st.builds(ShowMuck, seats, cards | st.just(()), comment=comments),
    st.builds(ShowMuck, seats, as_dealt=st.just(True), comment=comments),
    st.builds(NoOp, comments),
    st.builds(PayUp, seats, st.none() | st.integers(1, 10**9), comment=comments),
    st.builds(BuyExtra, seats, st.none() | st.integers(1, 10**9), comment=comments),
    st.builds(PassExtra, seats, comment=comments),
)


@given(actions)
def test_printed_actions_read_back(action):
    assert parse_action(str(action)) == action
