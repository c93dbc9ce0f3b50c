"""PokerNow's ledger CSV read as it is (`web.pokernow.read_ledger`): three real files from a
public repository (tests/data/pokernow/README.md names the source), each row checked, the
players' sessions added up by id, and what does not hold together refused with its line."""

from __future__ import annotations

from pathlib import Path

import pytest

from web.pokernow import read_ledger, suggested
from web.refusals import Refusal

DATA = Path(__file__).parent / "data" / "pokernow"
REAL = sorted(DATA.glob("*.csv"))


def test_there_are_three_real_files():
    assert [p.name for p in REAL] == ["2-14-25.csv", "ledger_pglFJqScdUK1GTgUSr_ANvzSv.csv",
                                      "ledger_pglhN1KGoYilhoChO0hckQMPN.csv"]


@pytest.mark.parametrize("path", REAL, ids=lambda p: p.name)
def test_each_real_file_is_read_as_it_is(path):
    text = path.read_text()
    ledger = read_ledger(text)
    lines = [line for line in text.splitlines()[1:] if line.strip()]
    assert len(ledger.sessions) == len(lines) and not ledger.cents
    players = ledger.players()
    assert sum(p["net"] for p in players) == 0
    for p in players:                                   # each id's sessions added up, its nets and its chips
        rows = [row.split(",") for row in lines if row.split(",")[1] == p["player_id"]]
        assert p["net"] == sum(int(r[-1]) for r in rows) == p["cashed"] - p["bought"]
        assert p["bought"] == sum(int(r[4]) for r in rows)


def test_a_player_with_several_sessions_is_added_up():
    """glenny sat down four times in the evening of 28 February 2025 (one session still at the
    table: no buy-out, 1740 on the table)."""
    ledger = read_ledger((DATA / "ledger_pglFJqScdUK1GTgUSr_ANvzSv.csv").read_text())
    glenny = next(p for p in ledger.players() if p["nicknames"] == ["glenny"])
    assert glenny["lines"] == [2, 3, 8, 10] and glenny["bought"] == 24000
    assert glenny["cashed"] == 1740 + 12930 and glenny["net"] == -1260 - 3000 - 3000 - 2070


def broken(line: int, net: str) -> str:
    """The real file of 10 March 2025 with one row's net changed."""
    rows = (DATA / "ledger_pglhN1KGoYilhoChO0hckQMPN.csv").read_text().splitlines(keepends=True)
    cells = rows[line - 1].rstrip("\n").split(",")
    rows[line - 1] = ",".join([*cells[:-1], net]) + "\n"
    return "".join(rows)


def test_a_row_that_does_not_hold_together_is_refused_with_its_line():
    with pytest.raises(Refusal) as refused:
        read_ledger(broken(6, "4505"))
    assert refused.value.message() == "Line 6 (edwin): net 4505 is not cashed out 11405 + stack 0 − bought in 7000."
    assert refused.value.message("de").startswith("Zeile 6 (edwin): netto 4505")


def test_nets_that_do_not_add_up_to_zero_are_refused_with_the_lines():
    rows = (DATA / "ledger_pglhN1KGoYilhoChO0hckQMPN.csv").read_text().splitlines(keepends=True)
    with pytest.raises(Refusal) as refused:
        read_ledger("".join(rows[:-1]))                  # the last session left out
    assert refused.value.message().startswith("The nets add up to 2835, not 0 (lines 2, 3, 4,")


@pytest.mark.parametrize(("text", "words"), [
    ("name,amount\nAnna,5\n", "This is no PokerNow ledger: its first line needs the columns player_nickname, "),
    ("player_nickname,player_id,session_start_at,session_end_at,buy_in,buy_out,stack,net\n", "no sessions"),
    ("player_nickname,player_id,session_start_at,session_end_at,buy_in,buy_out,stack,net\n"
     "Anna,a1,,,ten,,10,0\n", "Line 2: buy_in 'ten' is no amount."),
    ("player_nickname,player_id,session_start_at,session_end_at,buy_in,buy_out,stack,net\n"
     ",a1,,,10,,10,0\n", "Line 2: a session needs the player's nickname and id."),
])
def test_what_is_no_ledger_is_refused_in_words(text, words):
    with pytest.raises(Refusal) as refused:
        read_ledger(text)
    assert words in refused.value.message()


def test_a_newer_file_with_nit_escrow_and_amounts_with_cents():
    """Newer files carry a nit_escrow column (chips held apart, counted with the stack), and a
    table played in dollars writes cents after the point: every amount is counted in cents."""
    text = ("player_nickname,player_id,session_start_at,session_end_at,buy_in,buy_out,stack,nit_escrow,net\n"
            '"Anna",a1,2026-08-21T01:00:00Z,,20,,40.50,5,25.50\n'
            '"Ben",b2,2026-08-21T01:00:00Z,2026-08-21T03:00:00Z,30.00,4.50,0,0,-25.50\n')
    ledger = read_ledger(text)
    assert ledger.cents
    assert [(p["bought"], p["cashed"], p["net"]) for p in ledger.players()] == [(2000, 4550, 2550),
                                                                                (3000, 450, -2550)]


def test_a_nickname_is_suggested_as_before_else_by_name_else_itself():
    players = [{"player_id": "x1", "nicknames": ["ANNA"]}, {"player_id": "x2", "nicknames": ["Bi11"]},
               {"player_id": "x3", "nicknames": ["Kyle2"]}, {"player_id": "x4", "nicknames": ["Zed"]}]
    assert suggested(players, ["Anna", "Bill", "Kyle"], {"x4": "Carla"}) == {
        "x1": "Anna", "x2": "Bill", "x3": "Kyle2", "x4": "Carla"}
