"""The evening's shared expenses and the host's kitty: what a player paid for everyone (the
pizza, 36 € paid by Carla, shared by everyone or by some), and a fixed contribution of each
player to the host.  Each is a line of the evening's log (append-only, `web.settle.EXPENSE`,
`EXPENSE_GONE`, `KITTY`); the settlement adds them to the payments (still the fewest) and
shows them apart from the poker (the standings count the poker only).  They need a chip value:
they are money."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from referee.names import player_key

from .. import store
from ..refusals import Refusal, conflict
from ..seating import get_evening
from ..settle import EXPENSE, EXPENSE_GONE, KITTY, ChipValue, evening_expenses
from ..store import Store

WHAT_MAX = 40


def add_expense(db: Store, evening_id: int, what: str, amount: str, paid_by: str, shared_by: list[str]) -> int:
    """What `paid_by` paid for the evening (`amount`, money as a decimal string), shared in equal
    parts by `shared_by` (empty: every player of the evening).  Refused: an evening without a
    chip value (409), a name not of the evening, an amount that is no money (422)."""
    value = _money_evening(db, evening_id)
    words = " ".join(what.split())
    if not 1 <= len(words) <= WHAT_MAX:
        raise Refusal(422, "expense_what", "what", n=WHAT_MAX)
    names = _names(db, evening_id)
    sharers = sorted({_player(names, n, "shared_by") for n in shared_by}, key=lambda n: (player_key(n), n))
    store.add_log(db, evening_id, EXPENSE, {"what": words, "amount": _amount(amount, value, "amount"),
                                            "paid_by": _player(names, paid_by, "paid_by"), "shared_by": sharers})
    return evening_id


def remove_expense(db: Store, evening_id: int, n: int) -> int:
    """Take the n-th expense back (a mistake): 404 when it is not there (or gone already)."""
    evening = get_evening(db, evening_id)
    standing = evening_expenses(db, evening_id, None, [])["expenses"]
    if all(e["n"] != n for e in standing):
        raise Refusal(404, "expense_none", "n", n=n, name=evening["name"])
    store.add_log(db, evening_id, EXPENSE_GONE, {"n": n})
    return evening_id


def set_kitty(db: Store, evening_id: int, amount: str, host: str) -> int:
    """The host's kitty: each player but `host` pays them `amount` (an empty amount: no kitty)."""
    value = _money_evening(db, evening_id)
    if not amount.strip():
        store.add_log(db, evening_id, KITTY, {"amount": None, "host": None})
        return evening_id
    detail = {"amount": _amount(amount, value, "kitty"), "host": _player(_names(db, evening_id), host, "host")}
    store.add_log(db, evening_id, KITTY, detail)
    return evening_id


def _money_evening(db: Store, evening_id: int) -> ChipValue:
    evening = get_evening(db, evening_id)
    value = ChipValue.of(evening.get("chip_value"))
    if value is None:
        raise conflict("expense_no_money", "chip_value", name=evening["name"])
    return value


def _names(db: Store, evening_id: int) -> dict[str, str]:
    return {player_key(p["name"]): p["name"] for p in store.players(db, evening_id)}


def _player(names: dict[str, str], name: str, field: str) -> str:
    if player_key(name) not in names:
        raise Refusal(422, "no_player", field, name=name[:40])
    return names[player_key(name)]


def _amount(typed: str, value: ChipValue, field: str) -> str:
    """Money typed (``36``, ``36,50``), a whole number of the currency's units, as a decimal string."""
    text = typed.strip().replace(",", ".")
    try:
        amount = Decimal(text)
    except InvalidOperation:
        amount = Decimal(-1)
    if not amount.is_finite() or amount <= 0 or amount > 10**6 or amount % value.unit:
        raise Refusal(422, "expense_amount", field, amount=typed.strip()[:20], unit=value.money(1),
                      currency=value.currency)
    return value.money(int(amount / value.unit))
