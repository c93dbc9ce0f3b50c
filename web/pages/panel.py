"""The hand panel: the hand in play (or the last one, ruled) as every screen of it shows it, built
once here for the host's tablet and a second tablet (`web.pages.table`), the players' phones
(`web.pages.live`) and a seat's own phone (`web.pages.seat`).  A field added here reaches every
screen; the templates show it through their shared parts (``_hand_head.html``, ``_seats.html``,
``_banner.html``, ``_ruling.html``).

Each screen chooses what it hides by what it passes: the view it may see (the host's, a guest's
with no hole card, a seat's), the seat's own face-down cards (`known`: its own phone alone), how
many cards each seat sealed on its phone (`sealed`: the host's tablet alone, never which).  Pure:
no Flask, no database.
"""

from __future__ import annotations

from . import games, show

#: the panel with no hand to show: before the evening's first hand, or beside a hand booked by its result
NO_HAND: dict = {"hand": None, "game_line": "", "seats": [], "pots": [], "banner": None, "next_text": None,
                 "ruling": None}


def hand_panel(view: dict, lang: str, chips: dict[str, int] | None = None, known: list[list] | None = None,
               sealed: dict[str, int] | None = None) -> dict:
    """The hand panel of `view` in `lang`: the hand, its game in words, the seats, the pots, the
    wild banner, what comes next while the hand is in play, its ruling once it is over.  Once the
    hand is over each stack is the stack as it stands now (`chips`: a rebuy since).  `known`: every
    card of each seat as a seat's phone knows them (its own face-down cards, None for the others');
    `sealed`: how many face-down cards each player sealed on their phone."""
    live = view["status"] == "live"
    seats = show.seats(view, lang, known)
    if sealed is not None:
        seats = [{**seat, "sealed": sealed.get(seat["name"], 0)} for seat in seats]
    if chips is not None and not live:
        seats = show.chips_now(seats, chips)
    return {"hand": view, "game_line": games.game_words(view["header"], lang), "seats": seats,
            "pots": show.pots(view, lang), "banner": show.banner(view, lang),
            "next_text": view["next"]["text"][lang] if live else None,
            "ruling": None if live else show.ruling(view, lang)}
