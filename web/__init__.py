"""The evening service: the JSON API and the tablet's pages over the referee, with SQLite
keeping every hand and chip.  Its layers, each importing only those below it (the contract in
pyproject.toml):

- `web.api` (the JSON API, flask-smorest) and `web.pages` (the tablet's and phones' pages);
- `web.errors`: refusals as JSON;
- `web.seasons`: a season's standings across its evenings;
- `web.story`, `web.transfer`: the story of the evening; export and import;
- `web.commands`: what a request does (start, seat, deal, act, undo, correct an earlier entry, upload,
  book, end, reopen; a phone takes a seat, seals its face-down cards, makes its own decisions);
  `web.watch`: what the players' phones may see of a hand (no hole card);
- `web.views`: read models (the hand, the evening, the leaderboard, the odds; the hand as one
  seat's phone knows it, its sealed cards read in);
- `web.settle`: settling up (results in money, the fewest payments, rounding);
- `web.seating`: the evening as it stands (seats, chips, the hand in play, the next deal);
  `web.events`: every screen live (the evenings' changes as Server-Sent Events); `web.jobs`: what
  the worker processes run (an import's hands checked, an upload ruled; no Flask, no database),
  and `web.preload` what their fork server loads and warms up before it forks one (imported
  by the fork server alone);
- `web.store` (SQLite), `web.refusals`, `web.i18n`, `web.chart`, `web.pin`, `web.workers`;
- `web.words`: the service's words in English and German; `web.kept`: a hand as the hands table
  keeps it (its ruling's digest and summary, the actions that stand), without the database.

`app.create_app` puts them together.
"""
