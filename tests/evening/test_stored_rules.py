"""Hands and games stored before the rules were read to the letter keep the rules
they were played by: a database file of version 0 is brought up once (`web.store.migrate`),
an export of version 1 is imported with its rules written out (`web.transfer`)."""

from __future__ import annotations

import json
import pathlib

from referee.replay import replay
from referee.ruling import rule_history
from tests.evening.conftest import Evening
from web import commands, store, transfer

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent

#: sample_hands/bm-stored-before.json as it was stored then: Black Mariah without options, when
#: that meant no forced bet, no abort and the split (Carla's J♥ opens 3rd street)
OLD = {k: v for k, v in json.loads((ROOT / "sample_hands" / "bm-stored-before.json").read_text()).items()
       if k not in ("_expect", "finishing_stacks")} | {"options": {}}
PLAYERS = (("Anna", 100), ("Ben", 100), ("Carla", 100), ("Dan", 100))
BM = {"variant": "BM", "ante": 1, "bet_limits": [1, 5], "max_raises": 3}


def test_an_old_black_mariah_hand_would_be_refused_by_the_new_defaults():
    # why the records are pinned: "Black Mariah startet wie ein normales Seven Card Stud-Spiel",
    # so today Ben's 3♣ must bring in, and Carla's opening bet of the old hand is out of turn
    from referee.violations import RuleViolation

    try:
        rule_history(OLD)
    except RuleViolation as error:
        assert error.rule == "turn.order" and error.index == 4
    else:
        raise AssertionError("the old hand ruled under the new defaults")


def test_a_database_of_version_0_keeps_the_rules_of_its_hands_and_games(db):
    db.execute("PRAGMA user_version = 0")              # a file from before: its records as stored then
    evening = Evening(db, players=PLAYERS, game={**BM, "options": {"forced_bet": False, "abort": False}})
    store.set_game(db, evening.id, BM)
    with store.transaction(db):
        hand = store.add_hand(db, evening.id, 1, "upload", "Dan", {k: v for k, v in OLD.items() if k != "actions"},
                              None)
        for seq, text in enumerate(OLD["actions"]):
            store.add_action(db, hand, seq, text)
    store.migrate(db)
    header = store.hand(db, hand)["header"]
    assert header["options"] == {"forced_bet": False, "abort": False, "split": True, "heads_up_uncapped": "never",
                                 "deal_door_cards": False}
    assert store.evening(db, evening.id)["game"]["options"]["split"] is True
    ruled = rule_history({**header, "actions": [row["text"] for row in store.action_log(db, hand)]})
    assert ruled["finishing_stacks"] == [102, 99, 97, 102]               # split 29/29, as it was ruled then
    assert db.execute("PRAGMA user_version").fetchone()[0] == store.VERSION
    store.set_game(db, evening.id, BM)                                   # stored afterwards: the new defaults
    store.migrate(db)
    assert "options" not in store.evening(db, evening.id)["game"]


def test_an_export_of_version_1_is_imported_with_its_rules(db):
    evening = Evening(db, players=PLAYERS, game={**BM, "options": {"forced_bet": False, "abort": False,
                                                                   "split": True, "heads_up_uncapped": "never"}})
    evening.run(commands.upload, evening.id, {k: v for k, v in OLD.items() if k != "options"})
    exported = transfer.export_evening(db, evening.id)
    assert exported["version"] == transfer.VERSION == 3
    old = json.loads(json.dumps(exported))
    old["version"] = 1
    old["game"].pop("options")
    for hand in old["hands"]:
        hand["header"]["options"] = {}
    imported = evening.run(lambda db, data: transfer.insert(db, *transfer.checked(data)), old)
    assert store.hands(db, imported)[0]["header"]["options"]["split"] is True
    header = exported["hands"][0]["header"]                  # and the door cards' pin of the older file
    assert evening.run(transfer.export_evening, imported)["hands"][0]["header"] == \
        {**header, "options": {**header["options"], "deal_door_cards": False}}


#: a Black Mariah hand as stored before the door cards after a Q♠ were dealt: Ben's door
#: card is the Q♠, the deal ended there and Carla's door card was never entered
CUT_SHORT = {**BM, "players": ["Anna", "Ben", "Carla"], "starting_stacks": [100, 100, 100], "antes": [1, 1, 1],
             "actions": ["d dh p1 ????7h", "d dh p2 ????Qs"]}


def test_a_database_of_version_2_keeps_black_marias_deal_ended_at_the_q_of_spades(db):
    db.execute("PRAGMA user_version = 2")
    evening = Evening(db, players=(("Anna", 100), ("Ben", 100), ("Carla", 100)), game=BM)
    with store.transaction(db):
        hand = store.add_hand(db, evening.id, 1, "live", "Carla", {k: v for k, v in CUT_SHORT.items()
                                                                   if k != "actions"}, None)
        for seq, text in enumerate(CUT_SHORT["actions"]):
            store.add_action(db, hand, seq, text)
    assert not replay(CUT_SHORT).over                                    # today: Carla's door card still due
    store.migrate(db)
    header = store.hand(db, hand)["header"]
    assert header["options"]["deal_door_cards"] is False
    assert replay({**header, "actions": CUT_SHORT["actions"]}).outcome == "carried_over"   # as it was ruled then
    assert store.evening(db, evening.id)["game"]["options"]["deal_door_cards"] is False
