"""Settling up at the end of the evening: each player's result in money, and who pays whom.

Words: a player's *result* is what they cashed out less what they bought in (chips); the
*chip value* turns chips into money (``0.10 €`` a chip), counted in whole *units* of the
currency (a cent; ``unit`` may be 1 for a currency without cents, 0.05 for Swiss cash), never
in floats.  *Balances* are the results in units: positive is owed to the player.

The fewest payments: a set of payments that squares everyone is a graph; each of its
connected parts must sum to zero, and a part of *k* players needs at least *k* − 1
payments.  So the fewest payments are *n* − *g*, where *g* is the largest number of groups
the *n* players with a balance can be split into, each group summing to zero
(`fewest_payments` finds such a split exactly by a walk over the subsets, then squares each
group with *k* − 1 payments).  The usual greedy match, largest debtor to largest creditor,
can need more:

>>> balances = {"Anna": 2000, "Ben": 1000, "Carla": -2000, "Dan": -3000, "Emil": 2000}
>>> [(p["from"], p["to"], p["amount"]) for p in fewest_payments(balances)]
[('Carla', 'Emil', 2000), ('Dan', 'Anna', 2000), ('Dan', 'Ben', 1000)]
>>> [(p["from"], p["to"], p["amount"]) for p in greedy_payments(balances)]
[('Dan', 'Anna', 2000), ('Dan', 'Emil', 1000), ('Carla', 'Emil', 1000), ('Carla', 'Ben', 1000)]

Rounding: with a chip value finer than the unit (0.125 € a chip), each result is rounded to
the unit by the largest remainder: down, then one unit up for those with the largest
fractions, as many as it takes for the results to add up to exactly zero again.  Every
result moves by less than one unit, and no cent is lost or made:

>>> value = ChipValue(Decimal("0.125"), "€")
>>> to_units({"Anna": 3, "Ben": 3, "Carla": -6}, value)
{'Anna': 38, 'Ben': 37, 'Carla': -75}
>>> value.money(38), value.money(-75)
('0.38', '-0.75')
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from referee.names import player_key

from . import store
from .refusals import conflict
from .seating import get_evening
from .store import Store
from .words import LANGUAGES, both, grouped, say

EXACT_UP_TO = 15            # players with a balance: beyond this, the greedy match (stated in the answer)
BOUGHT = ("buy_in", "rebuy")
CASHED = ("leave", "cash_out", "reopen")


@dataclass(frozen=True)
class ChipValue:
    """Money per chip in a currency, counted in whole units of `unit`."""

    amount: Decimal
    currency: str
    unit: Decimal = Decimal("0.01")

    @classmethod
    def of(cls, data: dict | None) -> ChipValue | None:
        """From its JSON (``{"amount": "0.10", "currency": "€", "unit": "0.01"}``); None stays None."""
        if not data:
            return None
        return cls(Decimal(data["amount"]), data["currency"], Decimal(data.get("unit") or "0.01"))

    def as_json(self) -> dict:
        return {"amount": _plain(self.amount), "currency": self.currency, "unit": _plain(self.unit)}

    def money(self, units: int) -> str:
        """Whole units as a decimal string, as many places as the unit has (``-0.75``, ``12``)."""
        return f"{(units * self.unit):.{places(self.unit)}f}"


def places(unit: Decimal) -> int:
    """How many places after the point a money unit has (``0.01``: 2, ``5``: 0)."""
    exponent = unit.normalize().as_tuple().exponent
    assert isinstance(exponent, int), unit        # a unit is a finite amount (schemas.settle.Money)
    return max(0, -exponent)


def _plain(number: Decimal) -> str:
    """A decimal without exponent or trailing zeros beyond the cents: 0.10, 1, 0.125."""
    text = f"{number.normalize():f}"
    if "." in text and len(text.split(".")[1]) < 2:
        text = f"{number:.2f}"
    return text


# --- results in money ---------------------------------------------------------------------------------

def to_units(net_chips: dict[str, int], value: ChipValue | None, paid: tuple[Paid, ...] = ()) -> dict[str, int]:
    """Each result in whole units of the currency (chips themselves without a chip value),
    rounded by the largest remainder so that they add up to what the chips add up to (zero).
    What the cash box `paid` to leavers stays as it was paid; only the rest of each result is
    rounded (`pay_on_leaving` keeps the cash box's rounding within half a unit, so the largest
    remainder still moves no one by a unit or more)."""
    if value is None:
        return dict(net_chips)
    per_chip = _per_chip(value)
    fixed = {name: sum(p.units for p in paid if p.name == name) for name in net_chips}
    exact = {name: (chips - _paid_chips(paid, name)) * per_chip for name, chips in net_chips.items()}
    units = {name: math.floor(x) for name, x in exact.items()}
    total = round(sum(exact.values()) + sum(p.chips for p in paid) * per_chip)   # what the chips add up to
    short = total - sum(fixed.values()) - sum(units.values())
    by_fraction = sorted(exact, key=lambda name: (-(exact[name] - units[name]), player_key(name), name))
    for name in by_fraction[:short]:
        units[name] += 1
    return {name: units[name] + fixed[name] for name in net_chips}


def _per_chip(value: ChipValue) -> Fraction:
    """Units of the currency a chip is worth."""
    return Fraction(value.amount) / Fraction(value.unit)


def _paid_chips(paid: tuple[Paid, ...], name: str) -> int:
    return sum(p.chips for p in paid if p.name == name)


# --- settled on leaving -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Paid:
    """A leaver's result settled when they leave: `units` paid from the cash box (negative:
    paid into it), for `chips` of their result (what was not settled before)."""

    name: str
    chips: int
    units: int

    def as_json(self) -> dict:
        return {"name": self.name, "chips": self.chips, "units": self.units}


def carried(paid: tuple[Paid, ...], value: ChipValue) -> Fraction:
    """How far the cash box's payments so far were rounded, in units (at least −½, less than ½)."""
    return sum((p.units - p.chips * _per_chip(value) for p in paid), Fraction(0))


def pay_on_leaving(name: str, net_chips: int, value: ChipValue, paid: tuple[Paid, ...]) -> Paid:
    """What the cash box pays a leaver whose result is `net_chips` (what it paid them before
    aside): the rest of their result in units, to the nearest unit after what the earlier
    payments were rounded by (a half down), so the cash box's rounding stays within half a unit
    and every result within one.

    >>> value = ChipValue(Decimal("0.125"), "€")
    >>> first = pay_on_leaving("Anna", 3, value, ())           # 37.5 cents: 37
    >>> first, pay_on_leaving("Ben", 3, value, (first,)).units  # 37.5 and the half carried: 38
    (Paid(name='Anna', chips=3, units=37), 38)
    """
    rest = net_chips - _paid_chips(paid, name)
    units = math.ceil(rest * _per_chip(value) - carried(paid, value) - Fraction(1, 2))
    return Paid(name, rest, units)


def with_the_cash_box(units: dict[str, int], paid: tuple[Paid, ...], gone: set[str]) -> list[dict]:
    """The fewest payments at the end, when leavers were paid by the cash box (`None`) as they
    left: each result less what was paid on it; a player who is `gone` squares what is still
    open (a correction after they left) with the cash box; then the fewest payments among the
    others and the cash box, whose balance is what it paid out (less what it took in)."""
    still = {name: units[name] - sum(p.units for p in paid if p.name == name) for name in units}
    box = sum(p.units for p in paid)
    payments = []
    for name in sorted(gone & {p.name for p in paid}, key=lambda n: (player_key(n), n)):
        box += still[name]
        payments += through_the_bank({name: still.pop(name)}, None)
    among = fewest_payments({**still, BOX: box})
    return payments + [{**p, "from": p["from"] or None, "to": p["to"] or None} for p in among]


BOX = ""                                # the cash box among the names of `fewest_payments` (no player's name)


# --- who pays whom ------------------------------------------------------------------------------------

def fewest_payments(balances: dict[str, int]) -> list[dict]:
    """The fewest payments that square `balances` (adding up to zero): ``{"from", "to",
    "amount"}`` in units.  Exact for up to `EXACT_UP_TO` players with a balance (a walk over
    every subset: 2^n steps); beyond that opposite equals first, then the greedy match."""
    people = sorted((name for name, b in balances.items() if b), key=lambda n: (player_key(n), n))
    if sum(balances.values()) != 0:
        raise ValueError(f"the balances do not add up to zero: {balances}")
    if len(people) > EXACT_UP_TO:
        return _pairs_then_greedy(balances)
    payments = []
    for group in zero_sum_groups([balances[name] for name in people]):
        payments += _square({people[i]: balances[people[i]] for i in group})
    return sorted(payments, key=lambda p: (player_key(p["from"]), -p["amount"], player_key(p["to"])))


def zero_sum_groups(amounts: list[int]) -> list[list[int]]:
    """The indices of `amounts` (adding up to zero, none zero) split into as many groups as
    possible that each add up to zero.

    best[mask] is the most zero-sum groups that the members of `mask` can be cut into, taking
    its members one at a time in some order and cutting wherever the members taken so far add
    up to zero: best[mask] = max over a member i of best[mask without i], plus one if mask
    itself adds up to zero.

    >>> zero_sum_groups([5, -5, 2, -1, -1])
    [[0, 1], [2, 3, 4]]
    """
    n = len(amounts)
    full = (1 << n) - 1
    total = [0] * (full + 1)
    best = [0] * (full + 1)
    last = [0] * (full + 1)              # the member taken last on the best order of mask
    for mask in range(1, full + 1):
        low = mask & -mask
        total[mask] = total[mask ^ low] + amounts[low.bit_length() - 1]
        top, pick, rest = -1, 0, mask
        while rest:
            bit = rest & -rest
            if best[mask ^ bit] > top:
                top, pick = best[mask ^ bit], bit
            rest ^= bit
        best[mask] = top + (total[mask] == 0)
        last[mask] = pick
    groups, group, mask = [], [], full
    while mask:
        bit = last[mask]
        group.append(bit.bit_length() - 1)
        mask ^= bit
        if total[mask] == 0:
            groups.append(sorted(group))
            group = []
    return sorted(groups)


def _square(group: dict[str, int]) -> list[dict]:
    """Payments within a group adding up to zero: the largest debt to the largest claim, each
    payment settling at least one of the two (the last both): at most k − 1 payments."""
    owe = sorted(((-b, n) for n, b in group.items() if b < 0), key=lambda x: (-x[0], player_key(x[1])))
    get = sorted(((b, n) for n, b in group.items() if b > 0), key=lambda x: (-x[0], player_key(x[1])))
    payments, i, j = [], 0, 0
    while i < len(owe) and j < len(get):
        (debt, payer), (claim, payee) = owe[i], get[j]
        amount = min(debt, claim)
        payments.append({"from": payer, "to": payee, "amount": amount})
        owe[i], get[j] = (debt - amount, payer), (claim - amount, payee)
        i += owe[i][0] == 0
        j += get[j][0] == 0
    return payments


def greedy_payments(balances: dict[str, int]) -> list[dict]:
    """What most ledger apps do: the largest debt to the largest claim until everyone is
    square (not always the fewest payments)."""
    return _square({n: b for n, b in balances.items() if b})


def _pairs_then_greedy(balances: dict[str, int]) -> list[dict]:
    """For more players than the exact walk takes: opposite equals first, then the greedy match."""
    rest = {n: b for n, b in balances.items() if b}
    payments = []
    for name in sorted(rest, key=lambda n: (player_key(n), n)):
        if rest.get(name, 0) < 0:
            match = next((m for m in sorted(rest, key=lambda n: (player_key(n), n)) if rest[m] == -rest[name]), None)
            if match is not None:
                payments.append({"from": name, "to": match, "amount": rest[match]})
                rest[name] = rest[match] = 0
    payments += _square({n: b for n, b in rest.items() if b})
    return payments


def through_the_bank(balances: dict[str, int], bank: str | None) -> list[dict]:
    """Everyone squares with the bank (`bank`: the player who holds the buy-ins; None: the cash
    box): a loser pays it, a winner is paid from it."""
    payments = []
    for name in sorted(balances, key=lambda n: (player_key(n), n)):
        amount = balances[name]
        if amount and name != bank:
            payments.append({"from": name, "to": bank, "amount": -amount} if amount < 0
                            else {"from": bank, "to": name, "amount": amount})
    return payments


# --- shared expenses and the host's kitty ------------------------------------------------------------

@dataclass(frozen=True)
class Expense:
    """What one player paid for the evening (`units` of the currency: the pizza), shared in
    equal parts by `shared_by` (empty: by every player of the evening)."""

    what: str
    units: int
    paid_by: str
    shared_by: tuple[str, ...] = ()


def expense_balances(players: list[str], expenses: tuple[Expense, ...], kitty: int = 0,
                     host: str | None = None) -> dict[str, int]:
    """What the evening's expenses and the kitty make each player owed (+) or owe (−), in units,
    apart from the poker: the one who paid an expense is owed it, each who shares it owes an
    equal part (the odd units by the largest remainder: one more for the first by name, as many
    as it takes); with a kitty, each player but the host owes `kitty` units to the host.  They
    add up to zero.

    >>> expense_balances(["Anna", "Ben", "Carla"], (Expense("Pizza", 1000, "Carla"),), kitty=200, host="Anna")
    {'Anna': 66, 'Ben': -533, 'Carla': 467}
    """
    out = dict.fromkeys(players, 0)
    for expense in expenses:
        sharers = sorted(expense.shared_by or players, key=lambda n: (player_key(n), n))
        part, odd = divmod(expense.units, len(sharers))
        for i, name in enumerate(sharers):
            out[name] -= part + (i < odd)
        out[expense.paid_by] += expense.units
    if kitty and host is not None:
        for name in players:
            if name != host:
                out[name] -= kitty
                out[host] += kitty
    return out


# --- an evening's settlement ---------------------------------------------------------------------------

def results(db: Store, evening_id: int) -> list[dict]:
    """Each player's chips: bought (buy-ins and rebuys), cashed out (taken home on leaving or
    at the end; while the evening is open, the chips on the table count as cashed out now) and
    the result, from the ledger.  Refused (409) while chips lie in the open pot: nobody's yet."""
    bought: dict[str, int] = {}
    cashed: dict[str, int] = {}
    chips: dict[str, int] = {}
    pot = 0
    for (name, kind), amount in store.ledger_sums(db, evening_id).items():
        if name is None:
            pot += amount
            continue
        chips[name] = chips.get(name, 0) + amount
        if kind in BOUGHT:
            bought[name] = bought.get(name, 0) + amount
        elif kind in CASHED:
            cashed[name] = cashed.get(name, 0) - amount
    if pot:
        raise conflict("settle_open_pot", "evening_id", n=pot)
    out = []
    for seat in store.players(db, evening_id):
        name = seat["name"]
        out_chips = cashed.get(name, 0) + chips.get(name, 0)
        out.append({"name": name, "bought": bought.get(name, 0), "cashed_out": out_chips,
                    "net_chips": out_chips - bought.get(name, 0)})
    return out


def settlement(db: Store, evening_id: int) -> dict:
    """The evening's settlement: each player's result in chips and money, the payments (the
    fewest, or everyone with the bank), and how the rounding was done, in words."""
    evening = get_evening(db, evening_id)
    value = ChipValue.of(evening.get("chip_value"))
    settle = evening.get("settle") or {"mode": "direct", "bank": None}
    players = results(db, evening_id)
    paid = paid_on_leaving(db, evening_id)
    units = to_units({p["name"]: p["net_chips"] for p in players}, value, paid)
    rounded = value is not None and any(Fraction(p["net_chips"]) * Fraction(value.amount) / Fraction(value.unit)
                                        != units[p["name"]] for p in players)
    bank = settle["mode"] == "bank"
    gone = {s["name"] for s in store.players(db, evening_id) if s["left_at"] is not None}
    spent = evening_expenses(db, evening_id, value, [p["name"] for p in players])
    total = {name: u + spent["balances"].get(name, 0) for name, u in units.items()}   # the poker and the rest
    still = {name: u - sum(p.units for p in paid if p.name == name) for name, u in total.items()}
    payments = (through_the_bank(still, settle.get("bank")) if bank else
                with_the_cash_box(total, paid, gone) if paid else fewest_payments(total))
    show = value.money if value is not None else str
    for p in players:
        p["net_money"] = value.money(units[p["name"]]) if value is not None else None
        mine = [q.units for q in paid if q.name == p["name"]]
        p["paid_on_leaving"] = value.money(sum(mine)) if mine and value is not None else None
        if spent["expenses"] or spent["kitty"]:
            p["expenses_money"] = show(spent["balances"].get(p["name"], 0))
    players.sort(key=lambda p: (-units[p["name"]], player_key(p["name"])))
    marks = ticked_off(db, evening_id)
    shown = [{**p, "amount": show(p["amount"])} for p in payments]
    return {"evening_id": evening_id, "closed": evening.get("closed_at") is not None,
            "closed_at": evening.get("closed_at"),
            "chip_value": value.as_json() if value is not None else None,
            "mode": settle["mode"], "bank": settle.get("bank"), "players": players,
            "payments": [{**p, "paid": marks[payment_key(p)]} if payment_key(p) in marks else p for p in shown],
            "expenses": spent["expenses"], "kitty": spent["kitty"],
            "exact": settle["mode"] == "bank" or sum(1 for b in total.values() if b) <= EXACT_UP_TO,
            "rounding": _rounding_words(value, rounded)}


EXPENSE, EXPENSE_GONE, KITTY = "expense", "expense_gone", "kitty"     # lines of the log


def evening_expenses(db: Store, evening_id: int, value: ChipValue | None, names: list[str]) -> dict:
    """The evening's shared expenses and the host's kitty from its log (an ``expense`` line
    each, ``expense_gone`` taking the n-th back; the last ``kitty`` line says), and what they
    make each player owed or owe in units (`expense_balances`; none without a chip value)."""
    expenses: list[dict | None] = []
    kitty = None
    for line in store.evening_log(db, evening_id):
        if line["kind"] == EXPENSE:
            expenses.append(line["detail"])
        elif line["kind"] == EXPENSE_GONE and 0 < line["detail"]["n"] <= len(expenses):
            expenses[line["detail"]["n"] - 1] = None
        elif line["kind"] == KITTY:
            kitty = line["detail"] if line["detail"].get("amount") else None
    standing = [{"n": n, **e} for n, e in enumerate(expenses, 1) if e is not None]
    if value is None:
        return {"expenses": standing, "kitty": kitty, "balances": {}}
    known = {player_key(n): n for n in names}
    spent = tuple(Expense(e["what"], money_units(e["amount"], value), known.get(player_key(e["paid_by"]), e["paid_by"]),
                          tuple(known.get(player_key(n), n) for n in e["shared_by"])) for e in standing)
    host = known.get(player_key(kitty["host"])) if kitty else None
    balances = expense_balances(names, spent, money_units(kitty["amount"], value) if kitty else 0, host)
    return {"expenses": standing, "kitty": kitty, "balances": balances}


def money_units(amount: str, value: ChipValue) -> int:
    """Money (a decimal string) in whole units of the chip value's currency, to the nearest."""
    return int((Decimal(amount) / value.unit).to_integral_value())


PAID, OPEN = "payment_paid", "payment_open"      # a payment ticked off, and taken back (lines of the log)


def payment_key(payment: dict) -> tuple:
    """What a payment is known by in the log: who pays whom how much (the amount as shown)."""
    return payment["from"], payment["to"], payment["amount"]


def ticked_off(db: Store, evening_id: int) -> dict[tuple, dict]:
    """The payments ticked off as paid, by `payment_key`: ``{"how": "cash"|"transfer", "by":
    None (the host) or the payee's seat, "at"}``; the last line of a payment says (a payment
    ticked off and taken back is open again).  A line of a payment the settlement no longer
    holds (reopened and changed since) ticks nothing off."""
    out: dict[tuple, dict] = {}
    for line in store.evening_log(db, evening_id):
        if line["kind"] == PAID:
            d = line["detail"]
            out[payment_key(d)] = {"how": d["how"], "by": d.get("by"), "at": line["created_at"]}
        elif line["kind"] == OPEN:
            out.pop(payment_key(line["detail"]), None)
    return out


def paid_on_leaving(db: Store, evening_id: int) -> tuple[Paid, ...]:
    """What the cash box paid the leavers as they left, in order (lines of the evening's log)."""
    return tuple(Paid(**line["detail"]) for line in store.evening_log(db, evening_id) if line["kind"] == "paid")


def net_chips(db: Store, evening_id: int, name: str) -> int:
    """A player's result in chips as it stands: their chips, what they took home, less what
    they bought in (every row of theirs in the ledger but the buy-ins and rebuys, added up)."""
    return sum(amount for (player, kind), amount in store.ledger_sums(db, evening_id).items()
               if player == name and kind not in BOUGHT + CASHED)


def _rounding_words(value: ChipValue | None, rounded: bool) -> dict[str, str]:
    """How the results were rounded, in words (the unit as each language writes money)."""
    if value is None:
        return both("rounding_chips")
    key = "rounding_done" if rounded else "rounding_none"
    return {lang: say(key, lang, unit=money_words(value.money(1), value.currency, lang)) for lang in LANGUAGES}


def money_words(amount: str, currency: str | None, lang: str) -> str:
    """Money as a language writes it: ``−0.20 €``, ``−0,20 €``; without a currency, chips.

    >>> money_words("-0.20", "€", "de"), money_words("1234.5", "CHF", "en"), money_words("12", None, "en")
    ('−0,20 €', '1,234.5 CHF', '12')
    """
    sign = "−" if amount.startswith("-") else ""
    whole, _, cents = amount.lstrip("-").partition(".")
    groups = grouped(int(whole))[lang]
    number = sign + groups + (("," if lang == "de" else ".") + cents if cents else "")
    return f"{number} {currency}" if currency else number
