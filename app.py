"""The evening service's app factory, `create_app`: config, the database, the API, the pages,
the chores.

    python app.py                         # http://127.0.0.1:5000, database data/referee.sqlite3
    python app.py --host 0.0.0.0 --pin 471147   # for the tablet; writes need the PIN
    flask --app app init-db               # chores: init-db, export-evening, import-evening,
                                          # backup, restore (FLASK_DATABASE=path picks another file)

``python app.py`` serves it (`web.serving`: its options, the PIN beyond this laptop, the
server); the chores are `web.chores`.
"""

from __future__ import annotations

import os
import pathlib
import secrets
import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from flask import Flask

ROOT = pathlib.Path(__file__).resolve().parent
DEFAULT_DATABASE = ROOT / "data" / "referee.sqlite3"


def create_app(test_config: dict | None = None) -> Flask:
    """The app: defaults, then the instance folder's config.py and FLASK_* variables, or
    instead of those two `test_config`; the session's key from the instance folder."""
    # Flask imported here, not above: each worker process imports this file as its main module
    # (multiprocessing does) and needs none of it
    from flask import Flask
    from flask.json.provider import DefaultJSONProvider

    from web import access, api, chores, errors, pages, store, workers

    app = Flask(__name__, instance_relative_config=True)
    app.config.from_mapping(DATABASE=str(DEFAULT_DATABASE), PIN=None, MAX_CONTENT_LENGTH=4 * 1024 * 1024,
                            SESSION_COOKIE_SAMESITE="Lax")
    if test_config is None:
        app.config.from_pyfile("config.py", silent=True)
        app.config.from_prefixed_env()                   # FLASK_DATABASE=... for the chores
    else:
        app.config.from_mapping(test_config)
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = secret_key(pathlib.Path(app.instance_path) / "secret_key")
    assert isinstance(app.json, DefaultJSONProvider)    # Flask's own: none other is set
    app.json.sort_keys = False
    if "DATABASE_PROBLEM" not in app.config:            # main has told it before making the app; the chores tell
        app.config["DATABASE_PROBLEM"] = store.problem_at_start(app.config["DATABASE"])
    store.init_app(app)
    workers.configure(heavy=max(1, app.config.get("THREADS", 3) - 1))   # one a read thread (web.serving)
    errors.register(app)
    api.init_app(app)                                    # the JSON API and its OpenAPI document
    pages.init_app(app)                                  # the tablet's pages (web/pages/)
    pages.frame.csrf.exempt(api.bp)                      # the API takes the PIN in a header, not a form
    access.init_app(app)                                 # the names it answers to; nosniff (after the pages'
                                                         # language, for a refusal in words)
    chores.init_app(app)                                 # export-evening, import-evening, backup, restore
    return app


def secret_key(path: pathlib.Path) -> str:
    """The key that signs the session cookie: made on first start and kept in the instance
    folder (never in the repository), readable by this user only."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        for _ in range(50):                       # another process may be writing it right now
            key = path.read_text().strip()
            if key:
                return key
            time.sleep(0.02)
        raise RuntimeError(f"{path} is empty: delete it and start again") from None
    key = secrets.token_hex(32)
    with os.fdopen(fd, "w") as out:
        out.write(key + "\n")
    return key


if __name__ == "__main__":
    from web import serving

    sys.exit(serving.main(create_app, DEFAULT_DATABASE))
