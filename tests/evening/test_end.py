"""The end of the evening on the commands: everyone still seated cashes out, the evening only
answers reads, reopening is logged and gives the chips back; the settlement of random
evenings balances to the cent (hypothesis)."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from harness.handgen import play
from harness.properties import examples
from tests.evening.conftest import Evening
from web import commands, settle, store
from web.refusals import Refusal

FOLD_HAND = ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"]
EURO = {"amount": "0.10", "currency": "€"}


def refused(call, *args) -> Refusal:
    with pytest.raises(Refusal) as caught:
        call(*args)
    return caught.value


def test_the_end_cashes_everyone_out_and_closes_the_evening(db):
    evening = Evening(db, chip_value=EURO)
    evening.act(evening.live()["id"], *FOLD_HAND)                        # Anna +2, Ben -1, Carla -1
    evening.run(commands.leave, evening.id, "Carla")                     # takes 49 home
    view = evening.run(commands.end_evening, evening.id)
    assert view["closed_at"] is not None
    assert [p["chips"] for p in view["players"]] == [0, 0, 0]
    assert view["chips"] == {"bought": 150, "cashed_out": 150, "stacks": 0, "pots": 0}
    assert evening.rows("SELECT player, amount, kind FROM ledger WHERE kind = 'cash_out' ORDER BY id") == [
        ("Anna", -52, "cash_out"), ("Ben", -49, "cash_out")]
    assert [line["kind"] for line in store.evening_log(db, evening.id)] == ["chip_value", "paid", "end"]
    settled = settle.settlement(db, evening.id)
    assert settled["closed"] is True
    assert [(p["name"], p["bought"], p["cashed_out"], p["net_chips"], p["net_money"], p["paid_on_leaving"])
            for p in settled["players"]] == [
        ("Anna", 50, 52, 2, "0.20", None), ("Ben", 50, 49, -1, "-0.10", None), ("Carla", 50, 49, -1, "-0.10", "-0.10")]
    # Carla paid her 0.10 into the cash box as she left: the end pays it out, and nobody pays her
    assert settled["payments"] == [{"from": None, "to": "Anna", "amount": "0.10"},
                                   {"from": "Ben", "to": "Anna", "amount": "0.10"}]


def test_a_leaver_is_settled_with_the_cash_box_and_a_later_correction_shows_what_it_changes(db):
    """Carla takes 49 home after hand 1 (−0.10 €, paid into the cash box at once), then Ben;
    hand 1 is then corrected (5 of Anna's chips go to Carla): the settlement says what is still
    open with her, through the cash box, and how the others' payments change."""
    evening = Evening(db, chip_value=EURO)
    hand = evening.live()["id"]
    evening.act(hand, *FOLD_HAND)                                        # Anna +2, Ben -1, Carla -1
    evening.run(commands.leave, evening.id, "Carla")
    assert store.evening_log(db, evening.id)[-1]["detail"] == {"name": "Carla", "chips": -1, "units": -10}
    dearer = {"chip_value": {"amount": "0.20", "currency": "€"}}
    refusal = refused(evening.run, commands.change_evening, evening.id, dearer)
    assert refusal.message_id == "paid_chip_value"
    evening.run(commands.change_evening, evening.id, {"chip_value": EURO, "season": "Fridays"})   # the same value
    evening.run(commands.leave, evening.id, "Ben")                       # -0.10 more into the cash box
    settled = settle.settlement(db, evening.id)
    assert settled["payments"] == [{"from": None, "to": "Anna", "amount": "0.20"}]
    # a correction after both left: 5 chips from Anna to Carla (as a corrected hand would book them)
    store.add_ledger(db, evening.id, hand, "Carla", 5, "correction", "hand 1 corrected")
    store.add_ledger(db, evening.id, hand, "Anna", -5, "correction", "hand 1 corrected")
    settled = settle.settlement(db, evening.id)
    assert {p["name"]: (p["net_money"], p["paid_on_leaving"]) for p in settled["players"]} == {
        "Anna": ("-0.30", None), "Ben": ("-0.10", "-0.10"), "Carla": ("0.40", "-0.10")}
    assert settled["payments"] == [{"from": None, "to": "Carla", "amount": "0.50"},
                                   {"from": "Anna", "to": None, "amount": "0.30"}]
    # the settlement page says what the correction changed for whom
    from web.pages import show
    assert show.settlement(settled, "en")["paid"] == [              # by result, as the settlement lists them
        {"name": "Carla", "line": "Carla paid 0.10 € into the cash box on leaving",
         "since": "a correction since: result now 0.40 €, the cash box pays 0.50 € more"},
        {"name": "Ben", "line": "Ben paid 0.10 € into the cash box on leaving", "since": None}]
    assert show.settlement(settled, "de")["paid"][0]["since"] == (
        "seitdem korrigiert: Ergebnis jetzt 0,40 €, die Kasse zahlt 0,50 € nach")


def test_the_leaderboard_and_the_chart_of_an_ended_evening_show_what_was_taken_home(db):
    """After the end every stack is 0: the leaderboard says what each player took home (so its
    net is chips and what was taken home less what was bought in), and every line of the stack
    chart ends with the chips cashed out, not at 0; a reopened evening's lines go on."""
    from web import views

    evening = Evening(db)
    evening.act(evening.live()["id"], *FOLD_HAND)                        # Anna +2, Ben -1, Carla -1
    evening.run(commands.leave, evening.id, "Carla")                     # takes 49 home
    evening.run(commands.end_evening, evening.id)
    board = evening.board()
    assert {name: (row["chips"], row["taken_home"], row["net"]) for name, row in board.items()} == {
        "Anna": (0, 52, 2), "Ben": (0, 49, -1), "Carla": (0, 49, -1)}
    for row in board.values():
        assert row["net"] == row["chips"] + row["taken_home"] - row["bought"]
    _, lines = views.stack_lines(db, evening.id)
    assert {name: segments[-1][-1] for name, segments in lines.items()} == {
        "Anna": (1, 52), "Ben": (1, 49), "Carla": (1, 49)}
    evening.run(commands.reopen_evening, evening.id)
    board = evening.board()
    assert {name: (row["chips"], row["taken_home"]) for name, row in board.items()} == {
        "Anna": (52, 0), "Ben": (49, 0), "Carla": (0, 49)}
    _, lines = views.stack_lines(db, evening.id)
    assert [len(segments) for segments in lines.values()] == [1, 1, 1]   # one line each, going on


def test_an_ended_evening_only_answers_reads(db):
    evening = Evening(db)
    booked = evening.live()["id"]
    evening.act(booked, *FOLD_HAND)
    evening.run(commands.end_evening, evening.id)
    before = evening.counts()
    attempts = [(commands.start_live, evening.id), (commands.join, evening.id, "Dora", 20),
                (commands.rebuy, evening.id, "Anna", 10), (commands.leave, evening.id, "Ben"),
                (commands.set_game, evening.id, {"variant": "F7S", "ante": 1}),
                (commands.undo, booked),                                   # a correction of the last hand
                (commands.upload, evening.id, {"players": ["Ben", "Carla", "Anna"], "actions": []}),
                (commands.end_evening, evening.id),
                (commands.change_evening, evening.id, {"chip_value": EURO})]
    for command, *args in attempts:
        refusal = refused(evening.run, command, *args)
        assert refusal.status == 409, command
    assert refused(evening.run, commands.start_live, evening.id).message_id == "evening_closed"
    assert refused(evening.run, commands.end_evening, evening.id).message_id == "evening_closed"
    assert evening.counts() == before
    # what does not change what happened may still be chosen: the season, how the debts are paid
    view = evening.run(commands.change_evening, evening.id, {"season": "Fridays", "settle": {"mode": "bank"}})
    assert view["season"]["name"] == "Fridays" and view["settle"] == {"mode": "bank", "bank": None}


def test_no_end_while_a_hand_is_in_play_or_chips_lie_in_the_open_pot(db):
    evening = Evening(db)
    hand = evening.live()["id"]
    refusal = refused(evening.run, commands.end_evening, evening.id)
    assert (refusal.status, refusal.message_id, refusal.field) == (409, "in_play_end", "hand")
    evening.act(hand, *FOLD_HAND)
    # a redeal leaves chips in the middle: nobody's yet
    redeal = {"variant": "FTQ", "ante": 1, "bet_limits": [1, 5], "options": {"redeal": True}}
    hand = evening.live(redeal)["id"]
    cards = iter(["2c", "3d", "4h", "5s", "6c", "7d", "8h", "9s", "Tc", "Jd", "Kh", "Ac", "2d", "3h", "4s"])
    state = evening.view()
    while True:
        state = evening.run(commands.act, hand, _check_or_deal(evening.db, hand, cards))
        if state["status"] == "booked":
            break
    assert evening.view()["open_pot"] == 3
    refusal = refused(evening.run, commands.end_evening, evening.id)
    assert (refusal.status, refusal.message_id) == (409, "end_open_pot")
    assert refused(settle.settlement, db, evening.id).message_id == "settle_open_pot"


def _check_or_deal(db, hand_id, cards) -> str:
    from web.views import hand_view

    nxt = hand_view(db, hand_id)["next"]
    who = f"p{nxt['seat'] + 1}"
    if nxt["kind"] == "deal":
        return f"d dh {who} {'??' * nxt['faces'].count('d')}{next(cards) if 'u' in nxt['faces'] else ''}"
    return f"{who} cc"


def test_reopening_gives_the_chips_back_and_is_logged(db):
    evening = Evening(db)
    evening.act(evening.live()["id"], *FOLD_HAND)
    evening.run(commands.end_evening, evening.id)
    refusal = refused(evening.run, commands.reopen_evening, evening.id + 1)
    assert refusal.status == 404
    view = evening.run(commands.reopen_evening, evening.id)
    assert view["closed_at"] is None
    assert {p["name"]: p["chips"] for p in view["players"]} == {"Anna": 52, "Ben": 49, "Carla": 49}
    assert [line["kind"] for line in store.evening_log(db, evening.id)] == ["end", "reopen"]
    assert store.evening_log(db, evening.id)[1]["detail"] == {"back": {"Anna": 52, "Ben": 49, "Carla": 49}}
    assert refused(evening.run, commands.reopen_evening, evening.id).message_id == "evening_not_closed"
    evening.act(evening.live()["id"], "d dh p1 ????Kh")                    # play goes on
    with pytest.raises(Exception, match="append-only"):
        db.execute("DELETE FROM evening_log")


def test_the_bank_is_a_player_or_the_cash_box(db):
    evening = Evening(db, chip_value=EURO)
    evening.act(evening.live()["id"], *FOLD_HAND)
    refusal = refused(evening.run, commands.change_evening, evening.id, {"settle": {"mode": "bank", "bank": "Zoe"}})
    assert (refusal.status, refusal.field) == (422, "settle.bank")
    evening.run(commands.change_evening, evening.id, {"settle": {"mode": "bank", "bank": "ben"}})
    settled = settle.settlement(db, evening.id)
    assert (settled["mode"], settled["bank"]) == ("bank", "Ben")
    assert settled["payments"] == [{"from": "Ben", "to": "Anna", "amount": "0.20"},
                                   {"from": "Carla", "to": "Ben", "amount": "0.10"}]
    evening.run(commands.change_evening, evening.id, {"settle": {"mode": "bank", "bank": None}})
    assert settle.settlement(db, evening.id)["payments"] == [{"from": None, "to": "Anna", "amount": "0.20"},
                                                             {"from": "Ben", "to": None, "amount": "0.10"},
                                                             {"from": "Carla", "to": None, "amount": "0.10"}]


def test_while_the_evening_is_on_the_settlement_is_how_it_would_settle_now(db):
    evening = Evening(db)
    evening.act(evening.live()["id"], *FOLD_HAND)
    evening.live()                                                          # a hand in play counts from its start
    settled = settle.settlement(db, evening.id)
    assert settled["closed"] is False and settled["chip_value"] is None
    assert [(p["name"], p["net_chips"], p["net_money"]) for p in settled["players"]] == [
        ("Anna", 2, None), ("Ben", -1, None), ("Carla", -1, None)]
    assert settled["payments"] == [{"from": "Ben", "to": "Anna", "amount": "1"},
                                   {"from": "Carla", "to": "Anna", "amount": "1"}]
    assert settled["rounding"]["en"] == "No chip value: results and payments are in chips."


# --- random evenings --------------------------------------------------------------------------------------

VALUES = [None, {"amount": "0.10", "currency": "€"}, {"amount": "0.125", "currency": "€"},
          {"amount": "0.03", "currency": "CHF", "unit": "0.05"}, {"amount": "7", "currency": "Ft", "unit": "1"}]


@settings(max_examples=examples(10), deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(3, 7), value=st.sampled_from(VALUES),
       steps=st.lists(st.sampled_from(["hand", "hand", "hand", "hand", "rebuy", "leave", "join"]), min_size=3,
                      max_size=14))
def test_the_settlement_of_a_random_evening_balances_to_the_cent(seed, players, value, steps):
    db = store.connect(":memory:")
    store.init_db(db)
    rng = random.Random(seed)
    names = ["Anna", "Ben", "Carla", "Dan", "Emil", "Fritz", "Gerda"][:players]
    evening = Evening(db, players=[(n, rng.choice([20, 50, 100])) for n in names], chip_value=value)
    newcomers = iter(["Hans", "Ida", "Jonas", "Kai"])
    for step in steps:
        view = evening.view()
        seated = [p["name"] for p in view["players"] if not p["left"]]
        if step == "hand" and 3 <= len(view["next_players"]) <= 7:
            chips = {p["name"]: p["chips"] for p in view["players"]}
            history = {"variant": "FTQ", "players": view["next_players"], "antes": [1] * len(view["next_players"]),
                       "starting_stacks": [chips[n] for n in view["next_players"]], "bet_limits": [1, 5],
                       "max_raises": 3, "actions": []}
            play(rng, history)
            evening.run(commands.upload, evening.id, {"players": history["players"], "actions": history["actions"]})
        elif step == "rebuy" and seated:
            evening.run(commands.rebuy, evening.id, rng.choice(seated), rng.randint(1, 60))
        elif step == "leave" and len(seated) > 3:
            evening.run(commands.leave, evening.id, rng.choice(seated))
        elif step == "join" and len(seated) < 7:
            evening.run(commands.join, evening.id, next(newcomers, "Lena"), rng.randint(5, 80))
    evening.run(commands.end_evening, evening.id)
    settled = settle.settlement(db, evening.id)
    ledger = store.ledger(db, evening.id)
    event(f"hands: {min(evening.view()['hands'], 5)}")
    bought = sum(r["amount"] for r in ledger if r["kind"] in ("buy_in", "rebuy"))
    assert sum(p["bought"] for p in settled["players"]) == bought
    assert sum(p["cashed_out"] for p in settled["players"]) == bought           # every chip went home
    assert sum(p["net_chips"] for p in settled["players"]) == 0
    money = {p["name"]: Decimal(p["net_money"] or p["net_chips"]) for p in settled["players"]}
    assert sum(money.values()) == 0                                              # not a cent lost or made
    after = {**money, None: Decimal(0)}                                          # None: the cash box
    paid = settle.paid_on_leaving(db, evening.id)
    unit = Decimal(value.get("unit", "0.01")) if value else Decimal(1)
    for p in paid:                                                               # paid as they left
        after[p.name] -= p.units * unit
        after[None] += p.units * unit
    for payment in settled["payments"]:
        after[payment["from"]] += Decimal(payment["amount"])
        after[payment["to"]] -= Decimal(payment["amount"])
    assert set(after.values()) <= {0}
    nonzero = sum(1 for m in money.values() if m) + bool(paid)
    assert len(settled["payments"]) <= max(0, nonzero - 1)
    if value is not None:
        for p in settled["players"]:
            exact = Decimal(p["net_chips"]) * Decimal(value["amount"])
            parts = 1 + sum(1 for q in paid if q.name == p["name"])             # each part paid was rounded
            assert abs(Decimal(p["net_money"]) - exact) < unit * min(parts, 2)
            assert Decimal(p["net_money"]) % unit == 0
    db.close()


def test_a_leavers_payment_goes_through_an_export_and_its_import(db):
    """The cash box's payment on leaving is a line of the log: exported, imported, and the
    imported evening settles the same; a payment to somebody who does not play is refused."""
    import json

    from marshmallow import ValidationError

    from schemas.export import EveningExportSchema
    from web import transfer

    evening = Evening(db, chip_value=EURO)
    evening.act(evening.live()["id"], *FOLD_HAND)
    evening.run(commands.leave, evening.id, "Carla")
    evening.run(commands.end_evening, evening.id)
    exported = json.loads(json.dumps(transfer.export_evening(db, evening.id)))
    imported = evening.run(lambda db, data: transfer.insert(db, *transfer.checked(data)), exported)
    assert settle.settlement(db, imported)["payments"] == settle.settlement(db, evening.id)["payments"]
    assert settle.paid_on_leaving(db, imported) == (settle.Paid("Carla", -1, -10),)
    assert EveningExportSchema().load(exported)["log"][1]["kind"] == "paid"

    def tampered(detail: dict) -> dict:
        bad = json.loads(json.dumps(exported))
        next(line for line in bad["log"] if line["kind"] == "paid")["detail"] = detail
        return bad

    refusal = refused(evening.run, lambda db, data: transfer.insert(db, *transfer.checked(data)),
                      tampered({"name": "Zoe", "chips": -1, "units": -10}))
    assert (refusal.status, refusal.field, refusal.message_id) == (422, "log", "import_ledger_player")
    with pytest.raises(ValidationError) as caught:
        EveningExportSchema().load(tampered({"name": "Carla", "chips": "-1", "units": -10}))
    assert caught.value.messages == {"log": {1: {"detail": {"chips": ["Not a valid integer."]}}}}
