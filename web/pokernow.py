"""A PokerNow evening in the same books: the ledger CSV that PokerNow's "download ledger" gives
(one row per session: the player's nickname and id, when the session started and ended, what
was bought in and cashed out, the stack still on the table, the net) imported into a season as
an evening whose result is booked.

What real files hold (the three in ``tests/data/pokernow/``, each with its source): whole
numbers (a table played in cents writes cents: 2000 for 20.00; the chip value the host gives
the evening says what one is worth), a session still at the table with its ``session_end_at``
and ``buy_out`` empty and its chips in ``stack``, the rows newest first, a player's sessions
under one ``player_id`` (a nickname may change).  Newer files carry a ``nit_escrow`` column:
chips the player holds apart, counted with their stack.  An amount with cents (``45.50``, a
file of a table played in dollars) makes every amount of the file be counted in cents.

Each row must hold together (net = cashed out + stack + escrow − bought in) and the nets must
add up to 0; a refusal names the row (its line in the file).  Each player's sessions are added
up by their id; the host maps each id to a player of the season (suggested: the name the id was
mapped to before, else a player of the same name, case and look-alikes aside, else the
nickname), and the mapping is remembered with the evening.  The same file twice is refused.

The evening is made by the commands the tablet runs: each player buys in what they bought in
over all their sessions, one hand of the game "PokerNow" is booked by its result (each put in
what they bought in and took what they cashed out), and the evening ends.  No Flask here."""

from __future__ import annotations

import csv
import hashlib
import io
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from referee.names import NameProblem, looks_alike, normal_name, player_key
from schemas.evening import MAX_SEATED

from . import commands, store
from .refusals import Refusal
from .store import Store

REQUIRED = ("player_nickname", "player_id", "buy_in", "buy_out", "stack", "net")
ESCROW = "nit_escrow"
GAME = "PokerNow"
LOGGED = "pokernow"                # the evening's log line that says where it came from


@dataclass(frozen=True)
class Session:
    """One row of the ledger: its line in the file, who, and the chips (scaled to whole numbers)."""

    line: int
    nickname: str
    player_id: str
    started: str
    bought: int
    cashed: int                    # cashed out, the stack still on the table and the escrow
    net: int


@dataclass(frozen=True)
class Ledger:
    """A ledger file read and checked: its sessions, its digest, and how its amounts were counted."""

    sessions: tuple[Session, ...]
    digest: str
    cents: bool                    # amounts with cents in the file, counted in cents

    def players(self) -> list[dict]:
        """Each player of the file by id, their sessions added up: ``player_id``, ``nicknames``
        (as they appear, the latest first), ``bought``, ``cashed``, ``net``, ``lines``."""
        out: dict[str, dict] = {}
        for s in self.sessions:
            p = out.setdefault(s.player_id, {"player_id": s.player_id, "nicknames": [], "bought": 0, "cashed": 0,
                                             "net": 0, "lines": []})
            if s.nickname not in p["nicknames"]:
                p["nicknames"].append(s.nickname)
            p["bought"] += s.bought
            p["cashed"] += s.cashed
            p["net"] += s.net
            p["lines"].append(s.line)
        return list(out.values())

    def started(self) -> str:
        """When the first session started (the evening's date)."""
        return min((s.started for s in self.sessions if s.started), default="")


# --- reading ---------------------------------------------------------------------------------------------

def read_ledger(text: str) -> Ledger:
    """The ledger CSV checked whole; a 422 naming the file's line and column otherwise."""
    rows = list(csv.reader(io.StringIO(text.lstrip("\ufeff"))))
    if not rows or any(column not in [c.strip() for c in rows[0]] for column in REQUIRED):
        raise Refusal(422, "pn_header", "file", columns=", ".join(REQUIRED))
    header = [c.strip() for c in rows[0]]
    body = [(line, dict(zip(header, row))) for line, row in enumerate(rows[1:], 2) if any(c.strip() for c in row)]
    if not body:
        raise Refusal(422, "pn_empty", "file")
    cents = any("." in (row.get(c) or "") for _, row in body for c in (*REQUIRED[2:], ESCROW))
    sessions = tuple(_session(line, row, cents) for line, row in body)
    total = sum(s.net for s in sessions)
    if total:
        raise Refusal(422, "pn_total", "file", total=total, lines=", ".join(str(s.line) for s in sessions))
    return Ledger(sessions, hashlib.sha256(text.encode()).hexdigest(), cents)


def _session(line: int, row: dict, cents: bool) -> Session:
    nickname = (row.get("player_nickname") or "").strip()
    player_id = (row.get("player_id") or "").strip()
    if not nickname or not player_id:
        raise Refusal(422, "pn_who", "file", line=line)
    bought, out, stack, escrow, net = (_amount(line, row, column, cents)
                                       for column in ("buy_in", "buy_out", "stack", ESCROW, "net"))
    if bought <= 0 or min(out, stack, escrow) < 0:
        raise Refusal(422, "pn_negative", "file", line=line, name=nickname)
    if net != out + stack + escrow - bought:
        raise Refusal(422, "pn_net", "file", line=line, name=nickname, net=net, out=out, stack=stack + escrow,
                      bought=bought)
    return Session(line, nickname, player_id, (row.get("session_start_at") or "").strip(), bought,
                   out + stack + escrow, net)


def _amount(line: int, row: dict, column: str, cents: bool) -> int:
    """A column's amount as whole chips (in cents when the file has cents); empty: 0."""
    text = (row.get(column) or "").strip()
    if not text:
        return 0
    try:
        amount = Decimal(text) * (100 if cents else 1)
    except InvalidOperation:
        amount = Decimal("NaN")
    if not amount.is_finite() or amount != amount.to_integral_value() or abs(amount) > 10**12:
        raise Refusal(422, "pn_amount", "file", line=line, column=column, value=text[:20])
    return int(amount)


# --- the players -----------------------------------------------------------------------------------------

def remembered(db: Store, season_id: int) -> dict[str, str]:
    """The season's players that PokerNow ids were mapped to before (the latest import says)."""
    out: dict[str, str] = {}
    for evening in store.season_evenings(db, season_id):
        for line in store.evening_log(db, evening["id"]):
            if line["kind"] == LOGGED:
                out.update(line["detail"]["players"])
    return out


def suggested(players: list[dict], season_names: list[str], before: dict[str, str]) -> dict[str, str]:
    """The season player suggested for each id: the one it was mapped to before, else one of
    the same name (case and look-alikes aside), else the nickname itself (a new player)."""
    out = {}
    for p in players:
        nickname = p["nicknames"][0]
        same = next((n for n in season_names if player_key(n) == player_key(nickname)), None) or \
            next((n for n in season_names if looks_alike(n, nickname)), None)
        out[p["player_id"]] = before.get(p["player_id"]) or same or nickname
    return out


def already(db: Store, digest: str) -> dict | None:
    """The evening a file of this digest was imported into, if any."""
    for evening in store.evenings(db):
        for line in store.evening_log(db, evening["id"]):
            if line["kind"] == LOGGED and line["detail"]["digest"] == digest:
                return evening
    return None


# --- importing -------------------------------------------------------------------------------------------

def import_ledger(db: Store, season: str, ledger: Ledger, mapping: dict[str, str], name: str,
                  chip_value: dict | None) -> int:
    """The ledger as a new ended evening of the season (inside the caller's transaction), each
    PokerNow id counted for the player the host mapped it to; its id."""
    seen = already(db, ledger.digest)
    if seen is not None:
        raise Refusal(409, "pn_twice", "file", name=seen["name"])
    players: dict[str, dict] = {}
    kept: dict[str, str] = {}
    for p in ledger.players():
        typed = mapping.get(p["player_id"], "")
        try:
            who = normal_name(typed)
        except NameProblem:
            who = ""
        if not 1 <= len(who) <= 40:
            raise Refusal(422, "pn_name", f"name_{p['player_id']}", nickname=p["nicknames"][0])
        mine = players.setdefault(player_key(who), {"name": who, "bought": 0, "cashed": 0})
        kept[p["player_id"]] = mine["name"]
        mine["bought"] += p["bought"]
        mine["cashed"] += p["cashed"]
    if len(players) > MAX_SEATED:
        raise Refusal(422, "pn_too_many", "file", n=len(players), most=MAX_SEATED)
    seated = sorted(players.values(), key=lambda p: (player_key(p["name"]), p["name"]))
    evening_id = commands.create_evening(db, {"name": name, "game": {"variant": "FTQ", "ante": 1},
                                              "players": [{"name": p["name"], "chips": p["bought"]} for p in seated],
                                              "chip_value": chip_value, "season": season})
    commands.book_result(db, evening_id, GAME, {"put_in": {p["name"]: p["bought"] for p in seated},
                                                "took": {p["name"]: p["cashed"] for p in seated if p["cashed"]}})
    commands.end_evening(db, evening_id)
    store.add_log(db, evening_id, LOGGED, {"digest": ledger.digest, "cents": ledger.cents,
                                           "players": kept})
    return evening_id
