"""A PokerNow evening in the same books, through the host's pages (Flask's test client over a
real SQLite file): the three real ledger files (tests/data/pokernow) each read, who is who
confirmed, imported as an ended evening of the season whose settlement and standings follow
the file to the chip; the mapping remembered for the next file; the same file twice refused;
a broken file refused with its line."""

from __future__ import annotations

import html
import io
import re
from pathlib import Path

from tests.pages.conftest import Browser, SiteApi
from tests.pages.test_pages_seats import TOKEN
from web.pokernow import read_ledger

DATA = Path(__file__).parent.parent / "data" / "pokernow"
FILES = ["ledger_pglFJqScdUK1GTgUSr_ANvzSv.csv", "2-14-25.csv", "ledger_pglhN1KGoYilhoChO0hckQMPN.csv"]
FIELD = re.compile(r'name="name_([^"]+)" value="([^"]*)"')


def season(api, name: str) -> int:
    evening = api.evening(players=(("Nick", 100), ("Kyle", 100), ("Senate", 100)), season=name)
    api.ok("POST", f"/api/evenings/{evening}/end")
    return api.ok("GET", f"/api/evenings/{evening}")["season"]["id"]


def read(host: Browser, season_id: int, name: str):
    path = f"/seasons/{season_id}/pokernow"
    token = TOKEN.search(host.get(path).text)[1]
    with (DATA / name).open("rb") as file:
        return host.send(path, {"csrf_token": token, "file": (file, name, "text/csv")})


def confirm(host: Browser, season_id: int, page: str, names: dict[str, str] | None = None, amount: str = "0.01"):
    fields = dict(FIELD.findall(page))
    text = re.search(r'<textarea name="ledger" hidden>(.*?)</textarea>', page, re.S)[1]
    data = {"csrf_token": TOKEN.search(page)[1], "ledger": html.unescape(text), "name": "Online", "amount": amount,
            "currency": "€", "unit": "0.01", **{f"name_{pid}": (names or {}).get(pid, chosen)
                                                for pid, chosen in fields.items()}}
    return host.send(f"/seasons/{season_id}/pokernow/import", data), fields


def test_three_real_ledgers_become_evenings_of_the_season(make_site):
    site = make_site()
    api, host = SiteApi(site), Browser(site)
    season_id = season(api, "Online club")
    for name in FILES:
        page = read(host, season_id, name)
        assert page.status_code == 200, page.text
        done, fields = confirm(host, season_id, page.text)
        assert done.status_code == 303, done.text
        evening = int(re.search(r"/evenings/(\d+)/settlement", done.headers["Location"])[1])
        ledger = read_ledger((DATA / name).read_text())
        nets: dict[str, int] = {}
        for p in ledger.players():
            who = fields[p["player_id"]]
            nets[who] = nets.get(who, 0) + p["net"]
        settled = api.ok("GET", f"/api/evenings/{evening}/settlement")
        assert settled["closed"] and {p["name"]: p["net_chips"] for p in settled["players"]} == nets
        assert {p["name"]: p["net_money"] for p in settled["players"]} == \
            {n: f"{v / 100:.2f}" for n, v in nets.items()}
    standings = api.ok("GET", f"/api/seasons/{season_id}/standings")
    assert len(standings["evenings"]) == 4 and sum(p["net_chips"] for p in standings["players"]) == 0


def test_who_is_who_is_suggested_confirmed_and_remembered(make_site):
    site = make_site()
    api, host = SiteApi(site), Browser(site)
    season_id = season(api, "Remembering club")
    first = read(host, season_id, FILES[0]).text
    fields = dict(FIELD.findall(first))
    assert fields["23ejw2m6D-"] == "Nicky" and fields["GnKjEIhrHH"] == "Kyle"     # Kyle: a player of the season
    done, _ = confirm(host, season_id, first, {"23ejw2m6D-": "Nick", "ArJnWs8BqK": "Senate"})
    assert done.status_code == 303
    second = dict(FIELD.findall(read(host, season_id, FILES[2]).text))
    assert second["23ejw2m6D-"] == "Nick" and second["ArJnWs8BqK"] == "Senate"   # remembered (the file says Nick)
    again = read(host, season_id, FILES[0])
    twice, _ = confirm(host, season_id, again.text)
    assert twice.status_code == 409 and "This ledger was imported already: the evening Online." in twice.text


def test_a_broken_file_is_refused_with_its_line(site):
    api, host = SiteApi(site), Browser(site)
    season_id = season(api, "Broken club")
    rows = (DATA / FILES[2]).read_text().splitlines(keepends=True)
    rows[5] = rows[5].replace(",4405\n", ",4505\n")
    path = f"/seasons/{season_id}/pokernow"
    sent = host.send(path, {"csrf_token": TOKEN.search(host.get(path).text)[1],
                            "file": (io.BytesIO("".join(rows).encode()), "ledger.csv", "text/csv")})
    assert sent.status_code == 422
    assert "Line 6 (edwin): net 4505 is not cashed out 11405 + stack 0 − bought in 7000." in sent.text
    assert len(api.ok("GET", f"/api/seasons/{season_id}/standings")["evenings"]) == 1
