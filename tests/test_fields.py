"""The schemas' shared fields."""

import sys
import unicodedata

from schemas.fields import _CONTROL


def test_the_control_characters_are_unicodes_every_one():
    """`Text` refuses a text with a control character by one pattern: it matches exactly the
    characters of Unicode's category Cc."""
    control = {chr(i) for i in range(sys.maxunicode + 1) if unicodedata.category(chr(i)) == "Cc"}
    assert {chr(i) for i in range(sys.maxunicode + 1) if _CONTROL.fullmatch(chr(i))} == control


def test_an_exports_rows_load_as_the_schema_loads_them():
    """The export's log and ledger rows are checked at a glance (`schemas.export.Rows`): for
    every row made wrong in every field, the same rows or the same refusal as the schemas'
    own lists give."""
    import copy
    import itertools

    from marshmallow import ValidationError, fields

    from schemas.export import EveningExportSchema, ExportEntrySchema, ExportHandSchema, LogRowSchema

    class ReferenceHand(ExportHandSchema):
        log = fields.List(fields.Nested(LogRowSchema), required=True)

    class Reference(EveningExportSchema):
        hands = fields.List(fields.Nested(ReferenceHand), required=True)
        ledger = fields.List(fields.Nested(ExportEntrySchema), required=True)

    def load(schema, document):
        try:
            return schema().load(document)
        except ValidationError as error:
            return error.messages

    at = "2026-12-01T20:00:00.000+00:00"
    document = {
        "format": "follow-the-queen-evening", "version": 2, "name": "Friday", "created_at": at, "dealer": "Ben",
        "game": {"variant": "FTQ", "ante": 1}, "players": [{"name": n, "seat": i, "joined_at": at, "left_at": None}
                                                           for i, n in enumerate(["Anna", "Ben"])],
        "hands": [{"number": 1, "source": "live", "dealer": "Ben", "digest": None, "created_at": at,
                   "booked_after": None,
                   "header": {"variant": "FTQ", "players": ["Anna", "Ben"], "starting_stacks": [50, 50],
                              "antes": [1, 1]},
                   "log": [{"text": "d dh p1 ????Qh", "created_at": at, "kind": "act", "target": None},
                           {"text": None, "created_at": at, "kind": "undo"},
                           {"text": "d dh p1 ????Qs", "created_at": at},
                           {"text": "d dh p1 ????Qc", "created_at": at, "kind": "replace", "target": 0}]}],
        "ledger": [{"hand_number": None, "player": "Anna", "amount": 50, "kind": "buy_in", "note": "",
                    "created_at": at},
                   {"hand_number": 1, "player": None, "amount": -2, "kind": "carry", "note": "the pot",
                    "created_at": at}]}
    assert load(EveningExportSchema, document) == load(Reference, document)
    wrong = [None, True, 1.5, -1, 0, 7, 10**12, "", "x" * 201, "x" * 41, "a\nb", "a\x85b", "\ud800", "p2", " Anna ",
             "Ａnna", "Anna\u200b", [], {}, "act", "undo", "delete", "buy_in", "bogus"]
    rows = [("hands", 0, "log", i) for i in range(4)] + [("ledger", i) for i in range(2)]
    for path, value in itertools.product(rows, [*wrong, "missing", "extra"]):
        changed = copy.deepcopy(document)
        row = changed[path[0]][path[1]] if len(path) == 2 else changed[path[0]][path[1]][path[2]][path[3]]
        for key in list(row) + ["extra"]:
            edited = copy.deepcopy(changed)
            target = edited[path[0]][path[1]] if len(path) == 2 else edited[path[0]][path[1]][path[2]][path[3]]
            if value == "missing":
                target.pop(key, None)
            else:
                target[key] = value
            assert load(EveningExportSchema, edited) == load(Reference, edited), (path, key, value)
