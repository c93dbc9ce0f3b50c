"""The evening service: the JSON API and the tablet's pages over the referee, with SQLite
keeping every hand and chip.  Its layers, each importing only those below it (the contract in
pyproject.toml):

- `web.api` (the JSON API, flask-smorest) and `web.pages` (the tablet's and phones' pages);
- `web.errors`: refusals as JSON;
- `web.story`, `web.transfer`: the story of the evening; export and import;
- `web.commands`: what a request does (start, seat, deal, act, undo, correct an earlier entry, upload,
  book);
- `web.views`: read models (the hand, the evening, the leaderboard, the odds);
- `web.seating`: the evening as it stands (seats, chips, the hand in play, the next deal);
- `web.store` (SQLite), `web.refusals`, `web.i18n`, `web.chart`, `web.pin`, `web.workers`;
- `web.words`: the service's words in English and German.

`app.create_app` puts them together.
"""
