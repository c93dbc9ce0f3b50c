"""Paying with one scan: each player's payment details kept for a season (an IBAN with the
account holder's name, a PayPal.me name), checked before they are kept, and the code each
payment of a settlement offers its payer: an EPC QR code (the "GiroCode" of a SEPA credit
transfer, version 002, drawn by `segno`) for euros to an IBAN, a PayPal.me link otherwise.
The transfer's text is short and neutral: the season's (or evening's) name and its date, the
words of the game left out.  No Flask here: each function takes the database (`web.store`) or
nothing at all.

An IBAN is checked as the banks do (ISO 13616): two letters, two check digits and the account,
the letters turned into numbers (A = 10, ..., Z = 35) and the country and the check digits
moved to the end, the whole number leaves 1 divided by 97; and it has its country's length:

>>> iban_problem("de89 3704 0044 0532 0130 00") is None, normal_iban("de89 3704 0044 0532 0130 00")
(True, 'DE89370400440532013000')
>>> iban_problem("DE89 3704 0044 0532 0130 01").message()[:64]
'The IBAN DE89 3704 0044 0532 0130 01 does not add up (its check '
>>> paypal_link("anna", "7.50", "€")
'https://paypal.me/anna/7.50EUR'
>>> transfer_text("Poker-Freitagsrunde", "2026-12-07T19:30:00+00:00")
'Freitagsrunde 7.12.'
"""

from __future__ import annotations

import datetime
import re
from decimal import Decimal

import segno
from segno import helpers

from referee.names import player_key

from . import store
from .refusals import Refusal, not_found
from .store import Store

#: the length of an IBAN in each country of the SEPA scheme (the EPC's list of countries)
IBAN_LENGTHS = {
    "AD": 24, "AT": 20, "BE": 16, "BG": 22, "CH": 21, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "EE": 20,
    "ES": 24, "FI": 18, "FR": 27, "GB": 22, "GI": 23, "GR": 27, "HR": 21, "HU": 28, "IE": 22, "IS": 26,
    "IT": 27, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "MC": 27, "MT": 31, "NL": 18, "NO": 15, "PL": 28,
    "PT": 25, "RO": 24, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "VA": 22,
}
_IBAN = re.compile(r"[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}")
_PAYPAL = re.compile(r"[A-Za-z0-9]{1,20}")
_PAYPAL_PREFIX = re.compile(r"^(https?://)?(www\.)?paypal\.me/", re.IGNORECASE)
HOLDER_MAX = 70                        # the EPC QR code's limit for the payee's name
TEXT_MAX = 140                         # and for the unstructured text
#: words that say what the money was for, left out of a transfer's text (the bank's statement
#: is read by others: a partner, a tax office, the bank's own checks)
GAME_WORDS = re.compile(r"poker|stud|hold.?em|casino|kasino|zock|gambl|glücksspiel|wette|jeton|chips?\b|queen",
                        re.IGNORECASE)
#: the ISO code of a currency as the evening writes it (a code of three capitals stays as it is)
CURRENCY_CODES = {"€": "EUR", "$": "USD", "£": "GBP", "Fr.": "CHF", "kr": "SEK", "zł": "PLN"}


# --- checked before kept --------------------------------------------------------------------------

def normal_iban(typed: str) -> str:
    """An IBAN as typed, without spaces or dashes, in capitals."""
    return re.sub(r"[\s-]", "", typed).upper()


def iban_problem(typed: str) -> Refusal | None:
    """Why the IBAN typed is none, as a refusal naming the field (422); None when it is one."""
    iban = normal_iban(typed)
    if not _IBAN.fullmatch(iban):
        return Refusal(422, "err_iban_form", "iban", iban=typed.strip())
    length = IBAN_LENGTHS.get(iban[:2])
    if length is None:
        return Refusal(422, "err_iban_country", "iban", iban=typed.strip(), country=iban[:2])
    if len(iban) != length:
        return Refusal(422, "err_iban_length", "iban", iban=typed.strip(), country=iban[:2], n=length, m=len(iban))
    if not iban_adds_up(iban):
        return Refusal(422, "err_iban_checksum", "iban", iban=grouped_iban(iban))
    return None


def iban_adds_up(iban: str) -> bool:
    """Whether the IBAN's check digits fit (ISO 7064 MOD 97-10: the number leaves 1)."""
    moved = iban[4:] + iban[:4]
    return int("".join(str(int(c, 36)) for c in moved)) % 97 == 1


def grouped_iban(iban: str) -> str:
    """An IBAN as it is printed, in groups of four: ``DE89 3704 0044 0532 0130 00``."""
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


def details_checked(iban: str, holder: str, paypal: str) -> dict:
    """Payment details as the host typed them, checked: ``iban`` (or None), ``holder`` (needed
    with an IBAN: the bank compares it), ``paypal`` (a PayPal.me name, or its link); a 422
    naming the field otherwise."""
    out: dict = {"iban": None, "holder": None, "paypal": None}
    if iban.strip():
        problem = iban_problem(iban)
        if problem is not None:
            raise problem
        out["iban"] = normal_iban(iban)
        name = " ".join(holder.split())
        if not 1 <= len(name) <= HOLDER_MAX:
            raise Refusal(422, "err_holder", "holder", n=HOLDER_MAX)
        out["holder"] = name
    name = _PAYPAL_PREFIX.sub("", paypal.strip()).strip("/")
    if name:
        if not _PAYPAL.fullmatch(name):
            raise Refusal(422, "err_paypal", "paypal", name=paypal.strip())
        out["paypal"] = name
    return out


# --- kept for a season ----------------------------------------------------------------------------

def season_players(db: Store, season_id: int) -> list[str]:
    """The players of the season's evenings, each by their latest spelling, in the order of names."""
    names: dict[str, str] = {}
    for evening in store.season_evenings(db, season_id):
        for seat in store.players(db, evening["id"]):
            names[player_key(seat["name"])] = seat["name"]
    return sorted(names.values(), key=lambda n: (player_key(n), n))


def save_details(db: Store, season_id: int, player: str, iban: str, holder: str, paypal: str) -> dict:
    """Keep a player's payment details for the season (all empty: forget them); the player must
    have played an evening of it (404 otherwise)."""
    if store.season(db, season_id) is None:
        raise not_found("no_season", "season_id", season_id=season_id)
    name = next((n for n in season_players(db, season_id) if player_key(n) == player_key(player)), None)
    if name is None:
        raise not_found("err_pay_player", "player", name=player)
    details = details_checked(iban, holder, paypal)
    store.add_payment_details(db, season_id, name, player_key(name), **details)
    return {"player": name, **details}


def details_of(db: Store, season_id: int | None) -> dict[str, dict]:
    """The season's payment details by the name as compared (none outside a season)."""
    return {} if season_id is None else store.payment_details(db, season_id)


# --- a payment's code -----------------------------------------------------------------------------

def transfer_text(name: str, created_at: str) -> str:
    """The transfer's text: the name (of the season, else the evening) without the words of the
    game, and the evening's date as it is written in German (``7.12.``)."""
    words = [w for w in re.split(r"[\s\-_/]+", name) if any(c.isalnum() for c in w) and not GAME_WORDS.search(w)]
    day = datetime.datetime.fromisoformat(created_at).astimezone()
    return f"{' '.join(words)[:TEXT_MAX - 8]} {day.day}.{day.month}.".strip()


def epc_qr(holder: str, iban: str, amount: str, text: str) -> segno.QRCode:
    """The EPC QR code of a SEPA credit transfer (version 002, UTF-8): `amount` euros as a
    decimal string, to `holder` at `iban`, with `text` (no BIC: within the EEA none is needed)."""
    return helpers.make_epc_qr(name=holder, iban=iban, amount=Decimal(amount), text=text, encoding="utf-8")


def currency_code(currency: str) -> str | None:
    """The ISO code of a currency as an evening writes it (``€``: EUR), None when unknown."""
    if re.fullmatch(r"[A-Z]{3}", currency):
        return currency
    return CURRENCY_CODES.get(currency)


def paypal_link(name: str, amount: str, currency: str) -> str | None:
    """The PayPal.me link that asks `amount` (a decimal string, cents kept: ``7.50``) in the
    currency (None for a currency without an ISO code known here)."""
    code = currency_code(currency)
    if code is None or Decimal(amount) <= 0:
        return None
    return f"https://paypal.me/{name}/{amount}{code}"


def payment_code(payment: dict, currency: str, details: dict[str, dict], text: str) -> dict | None:
    """How the payer of `payment` (``from``, ``to``, ``amount`` a decimal string) pays with one
    scan: ``{"kind": "epc", "qr", "iban", "holder", "text"}`` for euros to a payee with an IBAN,
    ``{"kind": "paypal", "link"}`` to one with a PayPal.me name; None (the cash box, no details)."""
    payee = details.get(player_key(payment["to"] or "")) if payment["to"] else None
    if payee is None or Decimal(payment["amount"]) <= 0:
        return None
    if payee["iban"] and currency_code(currency) == "EUR":
        return {"kind": "epc", "qr": epc_qr(payee["holder"], payee["iban"], payment["amount"], text),
                "iban": grouped_iban(payee["iban"]), "holder": payee["holder"], "text": text}
    link = paypal_link(payee["paypal"], payment["amount"], currency) if payee["paypal"] else None
    return None if link is None else {"kind": "paypal", "link": link, "text": text}
