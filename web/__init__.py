"""The evening service: the JSON API over the referee, with SQLite keeping every hand and chip.

`web.db` owns the database, `web.evenings` the evening's logic, `web.api` the JSON routes,
`web.errors` the refusals, `web.openapi` the API's description.  `app.create_app` puts
them together.
"""
