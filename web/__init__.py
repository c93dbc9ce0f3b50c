"""The evening service: the JSON API and the tablet's pages over the referee, with SQLite
keeping every hand and chip.  Its layers, each importing only those below it (the contract in
pyproject.toml; `tests/test_docs.py` checks this list names every module of it):

- `web.api` (the JSON API, flask-smorest), `web.pages` (the tablet's and phones' pages),
  `web.chores` (the ``flask`` chores), `web.serving` (Tornado in front) and `web.preload` (what
  the workers' fork server loads and warms up, imported by the fork server alone);
- `web.errors`: refusals as JSON; `web.access`: who may reach the service from where;
  `web.devices`: the host's devices;
- `web.seasons`: a season's standings across its evenings;
- `web.story`: the story of the evening;
- `web.transfer`, `web.pokernow`: export and import; a PokerNow ledger into a season;
- `web.watch`: what the players' phones may see of a hand (no hole card);
- `web.commands`: what a request does (start, seat, deal, act, undo, correct an earlier entry,
  upload, book, end, reopen; a phone takes a seat, seals its face-down cards, makes its own
  decisions); `web.views`: read models (the hand, the evening, the leaderboard, the odds; the
  hand as one seat's phone knows it);
- `web.loaded`: a hand loaded once for a request; `web.settle`: settling up (results in money,
  the fewest payments, rounding); `web.pay`: paying with one scan;
- `web.seating`: the evening as it stands (seats, chips, the hand in play, the next deal);
  `web.events`: every screen live (Server-Sent Events); `web.jobs`: what the worker processes
  run (no Flask, no database); `web.gate`: who asks, judged before the request waits;
- `web.store` (SQLite), `web.refusals`, `web.i18n`, `web.chart`, `web.pin`, `web.workers`,
  `web.finished` (a finished hand as it is kept);
- `web.words`: the service's words in English and German; `web.kept`: a hand as the hands table
  keeps it, without the database; `web.room`: file descriptors.

`app.create_app` puts them together.
"""
