"""The end of the evening and the season over the API, against the real server: the
settlement as JSON and CSV, the end and its refusals, reopening, the settlement in the export,
bad input refused by field, the seasons and their standings."""

from __future__ import annotations

import csv
import io

import pytest

from harness.service import rows

FOLD_HAND = ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d", "p1 cbr 2", "p2 f", "p3 f"]
EURO = {"amount": "0.10", "currency": "€"}


def played(api, **extra) -> int:
    """An evening with one booked hand: Anna +2, Ben -1, Carla -1."""
    evening = api.evening(**extra)
    hand = api.live(evening)["id"]
    for action in FOLD_HAND:
        api.act(hand, action)
    return evening


def test_expenses_the_kitty_and_payments_ticked_off_through_the_api(api, server):
    """The pizza (3.00 € paid by Carla, shared by all) and a kitty of 0.50 € to Anna go into the
    payments, apart from the poker; once ended, a payment is ticked off as paid and taken back, each
    a line of the evening's log; bad input refused naming the field, nothing written."""
    evening = played(api, chip_value=EURO)
    url = f"/api/evenings/{evening}"
    pizza = api.ok("POST", f"{url}/expenses", 201, json={"what": "Pizza", "amount": "3", "paid_by": "Carla"})
    assert pizza["expenses"] == [{"n": 1, "what": "Pizza", "amount": "3.00", "paid_by": "Carla", "shared_by": []}]
    settled = api.ok("PUT", f"{url}/kitty", json={"amount": "0.50", "host": "Anna"})
    assert settled["kitty"] == {"amount": "0.50", "host": "Anna"}
    money = {p["name"]: (p["net_money"], p["expenses_money"]) for p in settled["players"]}
    assert money == {"Anna": ("0.20", "0.00"), "Ben": ("-0.10", "-1.50"), "Carla": ("-0.10", "1.50")}
    # Anna: +0.20 poker, -1.00 pizza, +1.00 kitty; Ben -0.10 -1.00 -0.50; Carla -0.10 +2.00 -0.50
    assert sorted((p["from"], p["to"], p["amount"]) for p in settled["payments"]) == [
        ("Ben", "Anna", "0.20"), ("Ben", "Carla", "1.40")]
    drinks = api.ok("POST", f"{url}/expenses", 201, json={"what": "Drinks", "amount": "6", "paid_by": "Ben",
                                                      "shared_by": ["Ben", "Carla"]})
    assert [e["what"] for e in drinks["expenses"]] == ["Pizza", "Drinks"]
    assert [e["what"] for e in api.ok("DELETE", f"{url}/expenses/2")["expenses"]] == ["Pizza"]
    assert api.delete(f"{url}/expenses/2").status_code == 404                 # taken back already
    count = "SELECT COUNT(*) FROM evening_log WHERE evening_id = ?"
    logged = rows(server.db, count, [evening])
    for body, field in (({"what": "Pizza", "amount": "drei", "paid_by": "Carla"}, "amount"),
                        ({"what": "Pizza", "amount": "3", "paid_by": "Zoe"}, "paid_by"),
                        ({"what": "", "amount": "3", "paid_by": "Carla"}, "what")):
        refused = api.post(f"{url}/expenses", json=body)
        assert refused.status_code == 422 and refused.json()["error"]["field"] == field, (body, refused.json())
    assert rows(server.db, count, [evening]) == logged                        # nothing written
    early = api.post(f"{url}/payments/paid", json={"from": "Ben", "to": "Anna", "amount": "0.20", "how": "cash"})
    assert early.status_code == 409                                            # not before the end
    api.ok("POST", f"{url}/end")
    ticked = api.ok("POST", f"{url}/payments/paid", json={"from": "Ben", "to": "Anna", "amount": "0.20",
                                                           "how": "cash"})
    paid = {(p["from"], p["to"]): p.get("paid") for p in ticked["payments"]}
    assert paid[("Ben", "Anna")]["how"] == "cash" and paid[("Ben", "Anna")]["by"] is None
    assert paid[("Ben", "Carla")] is None
    twice = api.post(f"{url}/payments/paid", json={"from": "Ben", "to": "Anna", "amount": "0.20", "how": "cash"})
    assert twice.status_code == 409
    for body, status, field in (({"from": "Ben", "to": "Carla", "amount": "1.40", "how": "paypal"}, 422, "how"),
                                ({"from": "Ben", "to": "Carla", "amount": "9.99", "how": "cash"}, 404, "payment")):
        refused = api.post(f"{url}/payments/paid", json=body)
        assert refused.status_code == status and refused.json()["error"]["field"] == field, refused.json()
    undone = api.ok("POST", f"{url}/payments/open", json={"from": "Ben", "to": "Anna", "amount": "0.20"})
    assert all("paid" not in p for p in undone["payments"])
    kinds = [k for (k,) in rows(server.db, "SELECT kind FROM evening_log WHERE evening_id = ? ORDER BY id",
                                [evening])]
    assert kinds[-2:] == ["payment_paid", "payment_open"]


def test_no_end_while_a_hand_is_in_play(api, server):
    evening = played(api, chip_value=EURO, season="Friday club")
    view = api.ok("GET", f"/api/evenings/{evening}")
    assert view["chip_value"] == {"amount": "0.10", "currency": "€", "unit": "0.01"}
    assert view["season"]["name"] == "Friday club" and view["closed_at"] is None
    hand = api.live(evening)["id"]
    before = rows(server.db, "SELECT COUNT(*) FROM ledger WHERE evening_id = ?", [evening])
    response = api.post(f"/api/evenings/{evening}/end")
    assert response.status_code == 409 and response.json()["error"]["field"] == "hand"
    assert response.json()["error"]["message"] == "Hand 2 is still being played: finish it before ending the evening."
    assert rows(server.db, "SELECT COUNT(*) FROM ledger WHERE evening_id = ?", [evening]) == before
    assert rows(server.db, "SELECT closed_at FROM evenings WHERE id = ?", [evening]) == [(None,)]
    for action in ("d dh p1 ????Kh", "d dh p2 ????5c", "d dh p3 ????4d", "p1 cbr 1", "p2 f", "p3 f"):
        api.act(hand, action)
    assert api.ok("POST", f"/api/evenings/{evening}/end")["closed"] is True


def test_the_settlement_as_the_readme_shows_it(api, server):
    evening = played(api, chip_value=EURO)
    settled = api.ok("POST", f"/api/evenings/{evening}/end")
    assert settled == {
        "evening_id": evening, "closed": True, "closed_at": settled["closed_at"],
        "chip_value": {"amount": "0.10", "currency": "€", "unit": "0.01"}, "mode": "direct", "bank": None,
        "players": [{"name": "Anna", "bought": 50, "cashed_out": 52, "net_chips": 2, "net_money": "0.20"},
                    {"name": "Ben", "bought": 50, "cashed_out": 49, "net_chips": -1, "net_money": "-0.10"},
                    {"name": "Carla", "bought": 50, "cashed_out": 49, "net_chips": -1, "net_money": "-0.10"}],
        "payments": [{"from": "Ben", "to": "Anna", "amount": "0.10"},
                     {"from": "Carla", "to": "Anna", "amount": "0.10"}],
        "exact": True,
        "rounding": {"en": "Every result is a whole multiple of 0.01 €: nothing was rounded.",
                     "de": "Jedes Ergebnis ist ein ganzes Vielfaches von 0,01 €: nichts wurde gerundet."},
        "expenses": [], "kitty": None}
    assert api.ok("GET", f"/api/evenings/{evening}/settlement") == settled
    again = api.post(f"/api/evenings/{evening}/end")
    assert again.status_code == 409
    assert again.json()["error"]["message"].startswith("The evening Test evening has ended")
    for method, path, body in (("POST", f"/api/evenings/{evening}/hands/live", None),
                               ("POST", f"/api/evenings/{evening}/players", {"name": "Dora", "chips": 9}),
                               ("PUT", f"/api/evenings/{evening}/game", {"variant": "F7S"}),
                               ("PATCH", f"/api/evenings/{evening}", {"chip_value": EURO})):
        assert api.request(method, path, json=body).status_code == 409, path
    assert rows(server.db, "SELECT player, amount FROM ledger WHERE evening_id = ? AND kind = 'cash_out'",
                [evening]) == [("Anna", -52), ("Ben", -49), ("Carla", -49)]
    assert rows(server.db, "SELECT kind FROM evening_log WHERE evening_id = ?", [evening]) == [("chip_value",),
                                                                                               ("end",)]
    # the CSV: a row per player, then a row per payment
    table = list(csv.reader(io.StringIO(api.get(f"/api/evenings/{evening}/settlement.csv").text)))
    assert table[0] == ["row", "name", "bought", "cashed_out", "net_chips", "net_money", "pays", "amount", "currency"]
    assert table[1] == ["player", "Anna", "50", "52", "2", "0.20", "", "", "€"]
    assert table[4] == ["payment", "Ben", "", "", "", "", "Anna", "0.10", "€"]
    # the export carries it; an import of the ended evening is ended too
    exported = api.ok("GET", f"/api/evenings/{evening}/export")
    assert exported["settlement"]["payments"] == settled["payments"] and exported["closed_at"] is not None
    copy = api.ok("POST", "/api/evenings/import", 201, json=exported)
    assert copy["closed_at"] == exported["closed_at"]
    assert api.ok("GET", f"/api/evenings/{copy['id']}/settlement")["payments"] == settled["payments"]
    # reopening: logged, the chips back on the table
    view = api.ok("POST", f"/api/evenings/{evening}/reopen")
    assert view["closed_at"] is None and [p["chips"] for p in view["players"]] == [52, 49, 49]
    assert api.post(f"/api/evenings/{evening}/reopen").status_code == 409


def test_how_the_debts_are_paid_can_change_after_the_end(api):
    evening = played(api, chip_value={"amount": "0.125", "currency": "€"})
    api.ok("POST", f"/api/evenings/{evening}/end")
    view = api.ok("PATCH", f"/api/evenings/{evening}", json={"settle": {"mode": "bank", "bank": "carla"},
                                                              "season": "Fridays"})
    assert view["settle"] == {"mode": "bank", "bank": "Carla"} and view["season"]["name"] == "Fridays"
    settled = api.ok("GET", f"/api/evenings/{evening}/settlement")
    # 2 chips at 0.125 are 0.25; -1 chip is -0.125 each: one down, one up, so that the cents still add up
    assert [p["net_money"] for p in settled["players"]] == ["0.25", "-0.12", "-0.13"]
    assert settled["payments"] == [{"from": "Carla", "to": "Anna", "amount": "0.25"},
                                   {"from": "Ben", "to": "Carla", "amount": "0.12"}]
    assert settled["rounding"]["en"].startswith("Results are rounded to 0.01 €")


@pytest.mark.parametrize(("body", "field"), [
    ({"chip_value": {"amount": 0.1, "currency": "€"}}, "chip_value.amount"),
    ({"chip_value": {"amount": "0,10", "currency": "€"}}, "chip_value.amount"),
    ({"chip_value": {"amount": "0", "currency": "€"}}, "chip_value.amount"),
    ({"chip_value": {"amount": "-1", "currency": "€"}}, "chip_value.amount"),
    ({"chip_value": {"amount": "1e3", "currency": "€"}}, "chip_value.amount"),
    ({"chip_value": {"amount": "0.10"}}, "chip_value.currency"),
    ({"chip_value": {"amount": "0.10", "currency": "E5"}}, "chip_value.currency"),
    ({"chip_value": {"amount": "0.10", "currency": "€", "unit": "cent"}}, "chip_value.unit"),
    ({"chip_value": {"amount": "0.10", "currency": "€", "rate": 1}}, "chip_value.rate"),
    ({"season": ""}, "season"),
    ({"season": "x" * 61}, "season"),
    ({"settle": {"mode": "split"}}, "settle.mode"),
    ({"settle": {"mode": "bank", "bank": "Zoe"}}, "settle.bank"),
    ({"phone_odds": "yes"}, "phone_odds"),
    ({}, "body"),
    ({"name": "x"}, "name"),
])
def test_bad_settings_are_refused_by_field(api, body, field):
    evening = api.evening()
    response = api.request("PATCH", f"/api/evenings/{evening}", json=body)
    assert response.status_code == 422, response.text
    assert response.json()["error"]["field"] == field


def test_a_new_evening_refuses_a_bad_chip_value_by_field(api):
    response = api.post("/api/evenings", json={"name": "x", "players": [{"name": "Anna", "chips": 5}],
                                               "chip_value": {"amount": 10, "currency": "€"}})
    assert response.status_code == 422 and response.json()["error"]["field"] == "chip_value.amount"


def test_seasons_and_their_standings(api):
    first = played(api, chip_value=EURO, season="Standings club")
    api.ok("POST", f"/api/evenings/{first}/end")
    second = played(api, chip_value=EURO, season=" STANDINGS CLUB ")
    season = api.ok("GET", f"/api/evenings/{second}")["season"]
    listed = {s["name"]: s for s in api.ok("GET", "/api/seasons")["seasons"]}
    assert listed["Standings club"]["id"] == season["id"]
    assert (listed["Standings club"]["evenings"], listed["Standings club"]["closed"]) == (2, 1)
    table = api.ok("GET", f"/api/seasons/{season['id']}/standings")
    assert [e["id"] for e in table["evenings"]] == [first] and [e["id"] for e in table["not_counted"]] == [second]
    api.ok("POST", f"/api/evenings/{second}/end")
    table = api.ok("GET", f"/api/seasons/{season['id']}/standings")
    anna = table["players"][0]
    assert (anna["name"], anna["rank"], anna["evenings"], anna["net_money"], anna["hands_played"]) == (
        "Anna", 1, 2, "0.40", 2)
    assert [r["net_money"] for r in anna["results"]] == ["0.20", "0.20"] and table["currency"] == "€"
    sheet = list(csv.reader(io.StringIO(api.get(f"/api/seasons/{season['id']}/standings.csv").text)))
    assert sheet[0][:5] == ["rank", "name", "evenings", "net_chips", "net_money"]
    assert sheet[1][:5] == ["1", "Anna", "2", "4", "0.40"] and sheet[1][-2:] == ["0.20", "0.20"]
    assert api.get("/api/seasons/999/standings").status_code == 404
    assert api.get("/api/seasons/0/standings").status_code == 404


def test_no_cell_of_a_csv_starts_like_a_formula(api):
    """OWASP's CSV injection: a currency and an imported ledger note that start with = + - @
    reach the sheets with a ' before them; numbers stay numbers."""
    formula = {"amount": "0.10", "currency": "=PI()"}
    evening = played(api, chip_value=formula, season="Formula club")
    exported = api.ok("GET", f"/api/evenings/{evening}/export")
    exported["ledger"][0]["note"] = '=HYPERLINK("http://example.com","click")'
    imported = api.ok("POST", "/api/evenings/import", 201, json=exported)["id"]
    api.ok("POST", f"/api/evenings/{imported}/end")
    season = api.ok("GET", f"/api/evenings/{imported}")["season"]["id"]
    sheets = {path: list(csv.reader(io.StringIO(api.get(path).text)))
              for path in (f"/api/evenings/{imported}/settlement.csv", f"/api/evenings/{imported}/ledger.csv",
                           f"/api/seasons/{season}/standings.csv")}
    cells = [cell for sheet in sheets.values() for row in sheet for cell in row]
    risky = [cell for cell in cells if cell[:1] in ("=", "+", "-", "@", "\t", "\r")
             and not cell.lstrip("-+").replace(".", "", 1).isdigit()]
    assert not risky, risky
    assert "'=PI()" in cells and "'=HYPERLINK(\"http://example.com\",\"click\")" in cells
    assert "-1" in [row[3] for row in sheets[f"/api/evenings/{imported}/ledger.csv"]]       # a loss stays a number
