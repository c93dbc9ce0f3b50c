"""The queries of how the players of a season are paid: an IBAN with its holder's name and a
PayPal.me name per player, kept for the season.  Append-only and marked: a change is a new row,
and the last row of a player (compared by name, `referee.names.player_key`) says; a row with
neither forgets them."""

from __future__ import annotations

from .db import Store, now
from .marks import MARKED, row_mark


def add_payment_details(db: Store, season_id: int, player: str, player_key: str, iban: str | None, holder: str | None,
                        paypal: str | None, created_at: str | None = None) -> None:
    """A player's payment details as they are from now on (None each: none)."""
    values = (season_id, player, player_key, iban, holder, paypal, created_at or now())
    db.insert("payment_details", {**dict(zip(MARKED["payment_details"], values)), "mark": row_mark(values)})


def payment_details(db: Store, season_id: int) -> dict[str, dict]:
    """Each player's payment details in the season, by the name as compared: ``player``,
    ``iban``, ``holder``, ``paypal``, ``created_at`` (the last row of each; one with neither
    an IBAN nor a PayPal.me name is left out)."""
    out: dict[str, dict] = {}
    for row in db.query("SELECT player, player_key, iban, holder, paypal, created_at FROM payment_details "
                        "WHERE season_id = ? ORDER BY id", [season_id]):
        out[row["player_key"]] = row
    return {key: row for key, row in out.items() if row["iban"] or row["paypal"]}
