"""The pages for the tablet at the table: server-rendered (Jinja), with a little JavaScript
that sends the table's forms without reloading the page.  One module per area, each its own
blueprint; `views` makes what the templates show (pure: no Flask), `forms` reads what the
forms send, `frame` is what every page shares (language, headers, CSRF, the host login).

=====================================  ==========  ==========================================================
page                                   module      what it is for
=====================================  ==========  ==========================================================
``/``                                  start       the evenings, and the form that starts one
``/evenings/<id>``                     table       the hand in play, whose turn, what is legal (``?fix=N``: correct)
``/evenings/<id>/result``              booked      a hand of another game booked by its result (and its undo)
``/hands/<id>/odds``                   table       the chances of the hand in play, for the odds view (asked after)
``/evenings/<id>/board``               board       the leaderboard with the stack chart, the players' link and panel
``/watch/<token>``                     board       the players' phones: the hand in play as the table sees it, the
                                                   leaderboard; read only, live (``/watch/<token>/live``, ``/odds``)
``/evenings/<id>/story``               story       the story of the evening (``/watch/<token>/story``: for the phones)
``/evenings/<id>/hands``               replay      every hand of the evening, each with its replay
``/hands/<id>?step=N``                 replay      a hand replayed street by street, with its ruling at the end
``/hands/<id>/chances``                replay      the replay's chart of the chances street by street (asked after)
``/upload``                            upload      a ``.json`` or ``.phh`` hand history, ruled (and booked)
``/evenings/<id>/settlement``          settlement  settling up: results, the fewest payments; end, reopen, settings
``/watch/<token>/settlement``          settlement  the same, read only, on the players' phones
``/seasons``, ``/seasons/<id>``        seasons     the seasons, and a season's standings across its evenings
``/seasons/<id>/house-games``          house       the host's house games of a season: define one, copy and change
``/seasons/<id>/payment-details``      pay         the players' payment details of a season (the host's alone)
``/seasons/<id>/pokernow``             pokernow    a PokerNow ledger CSV imported as an evening of the season
``/evenings/<id>/live``                live        the table's live part, asked when the evening changed
``/manifest.webmanifest``, ``/sw.js``  webapp      the tablet page as an app; a plain page when the service is away
``/login``                             login       the host PIN, when the service is served on the network
``/evenings/<id>/seat``                seat        a player's own phone: their sealed face-down cards, their hand
                                                   now, their decisions (``/take/<name>/<code>``: take the seat)
=====================================  ==========  ==========================================================
"""

from __future__ import annotations

from . import (
    board,
    booked,
    frame,
    house,
    live,
    login,
    pay,
    pokernow,
    replay,
    seasons,
    seat,
    settlement,
    start,
    story,
    table,
    upload,
    webapp,
)

BLUEPRINTS = (frame.bp, start.bp, table.bp, booked.bp, board.bp, story.bp, replay.bp, upload.bp, login.bp,
              settlement.bp, seasons.bp, house.bp, pay.bp, pokernow.bp, live.bp, seat.bp, webapp.bp)


def init_app(app) -> None:
    """Every page on `app`, with the frame they share (the language is known before the CSRF
    check, which may refuse in words)."""
    for blueprint in BLUEPRINTS:
        app.register_blueprint(blueprint)
    frame.init_app(app)
