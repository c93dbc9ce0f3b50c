"""The evening service: ``python app.py`` serves the tablet's pages and the JSON API with
waitress; `create_app` is the app factory (config, the database, the API, the pages).

    python app.py                         # http://127.0.0.1:5000, database data/referee.sqlite3
    python app.py --host 0.0.0.0 --pin 4711   # for the tablet; writes need the PIN
    flask --app app init-db               # chores: init-db, export-evening, import-evening,
                                          # backup, restore (FLASK_DATABASE=path picks another file)

Serving beyond this laptop (any --host other than localhost) needs a host PIN: the one
given with --pin, or one made up and printed at start.  Writes then need the PIN (the API:
``Authorization: Bearer PIN``; the pages: the login); reads do not.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import pathlib
import secrets
import sys
import time

import click
from flask import Flask, current_app

ROOT = pathlib.Path(__file__).resolve().parent
DEFAULT_DATABASE = ROOT / "data" / "referee.sqlite3"
LOCAL_HOSTS = ("127.0.0.1", "localhost", "::1")


class Refused(click.ClickException):
    """Bad input to a chore: one readable line on stderr, exit status 2 (as the referee's CLI)."""

    exit_code = 2


def create_app(test_config: dict | None = None) -> Flask:
    """The app: defaults, then the instance folder's config.py and FLASK_* variables, or
    instead of those two `test_config`; the session's key from the instance folder."""
    from web import api, errors, pages, store

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
    app.json.sort_keys = False
    store.ensure_database(app.config["DATABASE"])
    store.init_app(app)
    errors.register(app)
    api.init_app(app)                                    # the JSON API and its OpenAPI document
    pages.init_app(app)                                  # the tablet's pages (web/pages/)
    pages.frame.csrf.exempt(api.bp)                      # the API takes the PIN in a header, not a form
    app.cli.add_command(export_evening_command)
    app.cli.add_command(import_evening_command)
    app.cli.add_command(backup_command)
    app.cli.add_command(restore_command)
    return app


@click.command("export-evening")
@click.argument("evening_id", type=int)
@click.argument("output", type=click.File("w"), default="-")
def export_evening_command(evening_id: int, output) -> None:
    """Write evening EVENING_ID as JSON (re-importable) to OUTPUT (default: stdout)."""
    from schemas import EveningExportSchema
    from web import story
    from web.refusals import Refusal
    from web.store import get_db, transaction

    try:
        story.work_out_rivers(get_db(), evening_id)
        with transaction(get_db()) as db:
            data = story.exported(db, evening_id)
    except Refusal as err:
        raise Refused(err.message()) from None
    json.dump(EveningExportSchema().dump(data), output, ensure_ascii=False, indent=1)
    output.write("\n")


@click.command("import-evening")
@click.argument("source", type=click.File("rb"))
def import_evening_command(source) -> None:
    """Read an exported evening from SOURCE (a file or -) into a new evening."""
    from marshmallow import ValidationError

    from schemas import EveningExportSchema
    from web import transfer
    from web.refusals import Refusal
    from web.store import get_db, transaction

    try:
        data = EveningExportSchema().load(json.load(source))
        with transaction(get_db()) as db:
            evening_id = transfer.import_evening(db, data)
    except Refusal as err:                                 # the checks of the import
        raise Refused(err.message()) from None
    except (ValueError, ValidationError) as err:          # JSON, schema, the referee
        raise Refused(str(err)) from None
    click.echo(f"Imported as evening {evening_id}")


@click.command("backup")
@click.argument("destination", type=click.Path(dir_okay=False, writable=True))
def backup_command(destination: str) -> None:
    """Copy the database to DESTINATION safely while the service is running (SQLite's online
    backup: a consistent copy even while hands are being entered)."""
    from web.store import backup

    pages = backup(current_app.config["DATABASE"], destination)
    click.echo(f"Backed up {current_app.config['DATABASE']} to {destination} ({pages} pages)")


@click.command("restore")
@click.argument("source", type=click.Path(exists=True, dir_okay=False))
def restore_command(source: str) -> None:
    """Put the backup SOURCE back as the database (stop the service first): its evenings, hands
    and ledger replace what is there."""
    from web.store import backup, check_database

    try:
        check_database(source)
    except ValueError as err:
        raise Refused(str(err)) from None
    pages = backup(source, current_app.config["DATABASE"])
    click.echo(f"Restored {source} into {current_app.config['DATABASE']} ({pages} pages)")


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


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Serve the Follow the Queen Referee (JSON API) with waitress.")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1; "
                                                             "0.0.0.0 for the tablet, which needs a PIN)")
    parser.add_argument("--port", type=int, default=5000, help="port (default 5000)")
    parser.add_argument("--db", default=str(DEFAULT_DATABASE), help=f"SQLite file (default {DEFAULT_DATABASE})")
    parser.add_argument("--pin", help="host PIN for writes (default: none on localhost, a new one otherwise)")
    parser.add_argument("--threads", type=int, default=4, help="waitress worker threads for requests (default 4)")
    parser.add_argument("--streams", type=int, default=20,
                        help="live screens at once (default 20): each open event stream gets a thread of its own, "
                             "beyond --threads, so the host's taps never wait for one")
    parser.add_argument("--heartbeat", type=float, default=10.0,
                        help="seconds between keep-alive lines on a quiet live stream (default 10)")
    args = parser.parse_args(argv)
    if args.pin is not None and (len(args.pin) < 4 or not args.pin.isprintable() or " " in args.pin):
        parser.error("--pin needs at least 4 characters, no spaces")
    if args.threads < 1 or args.streams < 0 or not 0.05 <= args.heartbeat <= 600:
        parser.error("--threads needs at least 1, --streams at least 0, --heartbeat 0.05 to 600 seconds")
    return args


def main(argv: list[str] | None = None) -> None:
    import waitress

    args = parse_args(argv)
    pin = args.pin
    if pin is None and args.host not in LOCAL_HOSTS:
        pin = f"{secrets.randbelow(10**6):06d}"
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    app = create_app({"DATABASE": str(pathlib.Path(args.db).resolve()), "PIN": pin, "MAX_STREAMS": args.streams,
                      "STREAM_HEARTBEAT": args.heartbeat})
    print(f"Follow the Queen Referee: database {app.config['DATABASE']}", flush=True)
    if pin:
        print(f"Host PIN: {pin}  (writes need 'Authorization: Bearer {pin}')", flush=True)
    # each live stream has a thread of its own beyond --threads; waitress keeps reading a connection while its
    # request runs (lookahead), so that a stream whose phone went away ends at once (web/events.py)
    waitress.serve(app, host=args.host, port=args.port, threads=args.threads + args.streams, ident="ftq-referee",
                   channel_request_lookahead=4)


if __name__ == "__main__":
    sys.exit(main())
