"""The evening service: ``python app.py`` serves the tablet's pages and the JSON API with
waitress; `create_app` is the app factory (config, the database, the API, the pages).

    python app.py                         # http://127.0.0.1:5000, database data/referee.sqlite3
    python app.py --host 0.0.0.0 --pin 471147   # for the tablet; writes need the PIN
    flask --app app init-db               # chores: init-db, export-evening, import-evening,
                                          # backup, restore (FLASK_DATABASE=path picks another file)

Serving beyond this laptop (any --host other than loopback) needs a host PIN of at least six
characters: the one given with --pin, or one made up and printed at start.  Writes then need the
PIN (the API: ``Authorization: Bearer PIN``; the pages: the login); reads do not.  A database
that cannot be used (damaged, on a full disk, read-only) stops the start with one line saying
what to do.
"""

from __future__ import annotations

import argparse
import errno
import json
import logging
import os
import pathlib
import secrets
import signal
import sqlite3
import sys
import threading
import time

import click
from flask import Flask, current_app

ROOT = pathlib.Path(__file__).resolve().parent
DEFAULT_DATABASE = ROOT / "data" / "referee.sqlite3"
MIN_PIN = 6
SWITCH_INTERVAL = 0.001      # seconds a thread holds the interpreter while others wait (Python: 0.005): a
                             # write waiting behind a story being told gets its turn sooner

# waitress, for a table's scale: a tablet or two, a phone per player, a laptop.  Far more
# connections than that are allowed, so that a client holding many open (or sending nothing)
# cannot shut the host out, and one idle for 15 s is closed (checked every 5 s); a request's
# headers up to 64 KB, its body up to 8 MB (the app refuses more than 4 MB itself, in words).
SERVING = {"connection_limit": 500, "channel_timeout": 15, "cleanup_interval": 5, "backlog": 1024,
           "asyncore_use_poll": True, "max_request_header_size": 64 * 1024,
           "max_request_body_size": 8 * 1024 * 1024}


class Refused(click.ClickException):
    """Bad input to a chore: one readable line on stderr, exit status 2 (as the referee's CLI)."""

    exit_code = 2


def create_app(test_config: dict | None = None) -> Flask:
    """The app: defaults, then the instance folder's config.py and FLASK_* variables, or
    instead of those two `test_config`; the session's key from the instance folder."""
    from web import access, api, errors, pages, store, workers

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
    app.config["DATABASE_PROBLEM"] = store.problem_at_start(app.config["DATABASE"])   # main and the chores tell
    store.init_app(app)
    workers.configure(heavy=max(1, app.config.get("THREADS", 3) - 1))   # one thread always free for writes
    errors.register(app)
    api.init_app(app)                                    # the JSON API and its OpenAPI document
    pages.init_app(app)                                  # the tablet's pages (web/pages/)
    pages.frame.csrf.exempt(api.bp)                      # the API takes the PIN in a header, not a form
    access.init_app(app)                                 # the names it answers to; nosniff (after the pages'
                                                         # language, for a refusal in words)
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
    usable_database()
    from schemas import EveningExportSchema
    from web import story
    from web.refusals import Refusal
    from web.store import get_db, transaction

    try:
        story.rivers_if_possible(get_db(), evening_id)
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
    usable_database()
    from marshmallow import ValidationError

    from schemas import EveningExportSchema
    from web import transfer
    from web.errors import first_problem
    from web.refusals import Refusal
    from web.store import Unwritable, get_db, transaction
    from web.words import say

    try:
        ready = transfer.checked(EveningExportSchema().load(json.load(source)))
        with transaction(get_db()) as db:
            evening_id = transfer.insert(db, *ready)
    except Refusal as err:                                 # the checks of the import
        raise Refused(err.message()) from None
    except Unwritable as err:
        raise Refused(say("disk_full" if err.reason == "full" else "read_only", "en")) from None
    except ValidationError as err:                         # the schema: its first problem, as the API says it
        field, message = first_problem(err.messages)
        raise Refused(f"{source.name}: {field}: {message}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as err:
        raise Refused(f"{source.name} is not an evening's export: not JSON ({err})") from None
    except ValueError as err:                              # the referee
        raise Refused(str(err)) from None
    click.echo(f"Imported as evening {evening_id}")


@click.command("backup")
@click.argument("destination", type=click.Path(dir_okay=False, writable=True))
def backup_command(destination: str) -> None:
    """Copy the database to DESTINATION safely while the service is running (SQLite's online
    backup: a consistent copy even while hands are being entered)."""
    from web.store import backup, check_backup_target

    problem = current_app.config["DATABASE_PROBLEM"]
    if problem is not None and problem[0] in ("damaged", "foreign"):
        raise Refused(problem[1])
    try:
        check_backup_target(current_app.config["DATABASE"], destination)
        pages = backup(current_app.config["DATABASE"], destination)
    except ValueError as err:
        raise Refused(str(err)) from None
    except (OSError, sqlite3.Error) as err:
        raise Refused(f"cannot write the backup {destination} ({getattr(err, 'strerror', None) or err}): name a "
                      "file in a folder that exists and that this user may write") from None
    click.echo(f"Backed up {current_app.config['DATABASE']} to {destination} ({pages} pages)")


@click.command("restore")
@click.argument("source", type=click.Path(exists=True, dir_okay=False))
def restore_command(source: str) -> None:
    """Put the backup SOURCE back as the database (stop the service first): its evenings, hands
    and ledger replace what is there."""
    from web.store import backup, check_database, check_not_in_use

    database = pathlib.Path(current_app.config["DATABASE"])
    problem = current_app.config["DATABASE_PROBLEM"]
    try:
        check_database(source)
        check_not_in_use(database)
    except ValueError as err:
        raise Refused(str(err)) from None
    if problem is not None and problem[0] == "foreign":               # another program's file: left alone
        raise Refused(problem[1])
    if problem is not None and problem[0] == "damaged":             # kept beside it, never overwritten
        aside = database.with_name(f"{database.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
        for suffix in ("", "-wal", "-shm"):
            part = database.with_name(database.name + suffix)
            if part.exists():
                part.rename(aside.with_name(aside.name + suffix))
        click.echo(f"Kept the damaged file as {aside}")
    pages = backup(source, database)
    click.echo(f"Restored {source} into {database} ({pages} pages)")


def usable_database() -> None:
    """A chore stops with one line when the database cannot be used (`web.store.problem_at_start`)."""
    problem = current_app.config["DATABASE_PROBLEM"]
    if problem is not None:
        raise Refused(problem[1])


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
    parser.add_argument("--pin", help=f"host PIN for writes, at least {MIN_PIN} characters (default: none on "
                                      "loopback, a new one otherwise)")
    parser.add_argument("--allowed-host", action="append", default=[], metavar="NAME",
                        help="a further name the tablet uses to reach this laptop (e.g. laptop.fritz.box); "
                             "the loopback names, the --host address and, with 0.0.0.0, this machine's name "
                             "and every IP address are allowed anyway")
    parser.add_argument("--threads", type=int, default=3,
                        help="waitress worker threads for requests (default 3: reads take two at most, one "
                             "running and one waiting for odds, so that one is always free for writes)")
    parser.add_argument("--streams", type=int, default=20,
                        help="live screens at once (default 20): each open event stream gets a thread of its own, "
                             "beyond --threads, so the host's taps never wait for one")
    parser.add_argument("--heartbeat", type=float, default=10.0,
                        help="seconds between keep-alive lines on a quiet live stream (default 10)")
    args = parser.parse_args(argv)
    if args.pin is not None and (len(args.pin) < MIN_PIN or not args.pin.isprintable() or " " in args.pin):
        parser.error(f"--pin needs at least {MIN_PIN} characters (digits, say), no spaces")
    if not 1 <= args.port <= 65535:
        parser.error("--port needs a number from 1 to 65535 (5000, say)")
    if args.threads < 2 or args.streams < 0 or not 0.05 <= args.heartbeat <= 600:
        parser.error("--threads needs at least 2 (one stays free for the host's writes), --streams at least 0, "
                     "--heartbeat 0.05 to 600 seconds")
    return args


def main(argv: list[str] | None = None) -> int:
    import waitress

    from web import access, workers

    args = parse_args(argv)
    pin = args.pin
    if pin is None and not access.is_loopback(args.host):
        pin = f"{secrets.randbelow(10**MIN_PIN):0{MIN_PIN}d}"
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    app = create_app({"DATABASE": str(pathlib.Path(args.db).resolve()), "PIN": pin, "SERVED_HOST": args.host,
                      "ALLOWED_HOSTS": args.allowed_host, "THREADS": args.threads, "MAX_STREAMS": args.streams,
                      "STREAM_HEARTBEAT": args.heartbeat})
    problem = app.config["DATABASE_PROBLEM"]
    if problem is not None:
        print(f"Not started: {problem[1]}", file=sys.stderr, flush=True)
        return 2
    print(f"Follow the Queen Referee: database {app.config['DATABASE']}", flush=True)
    sys.setswitchinterval(SWITCH_INTERVAL)
    workers.start("web.transfer")            # the workers (odds, an import's replays), warm before the port opens
    # each live stream has a thread of its own beyond --threads (one more answers the stream the
    # app turns away); waitress keeps reading a connection while its request runs (lookahead), so
    # that a stream whose phone went away ends at once (web/events.py)
    try:
        server = waitress.create_server(app, host=args.host, port=args.port, threads=args.threads + args.streams + 1,
                                        ident="ftq-referee", _dispatcher=writes_first(args.threads, args.streams + 1),
                                        channel_request_lookahead=4, **SERVING)
    except (OSError, ValueError) as error:   # the port taken (the referee already running?), an unknown address
        hint = ("is the referee already running? --port picks another port"
                if getattr(error, "errno", None) == errno.EADDRINUSE
                else "--host takes an address of this laptop, or 0.0.0.0 for all of them")
        reason = getattr(error, "strerror", None) or str(error).rstrip(".")
        print(f"Not started: cannot listen on {args.host} port {args.port} ({reason}); {hint}",
              file=sys.stderr, flush=True)
        return 2
    if pin:
        print(f"Host PIN: {pin}  (writes need 'Authorization: Bearer {pin}')", flush=True)
    server.print_listen("Serving on http://{}:{}")
    signal.signal(signal.SIGTERM, _stop)
    server.run()
    return 0


def _stop(signum, frame) -> None:
    """SIGTERM (a service manager's stop, ``kill``) ends the service as Ctrl-C does: waitress
    finishes, and the worker processes shut down with it (killed outright, the service left
    their semaphores behind, and Python's resource tracker warned of them as it exited)."""
    raise SystemExit(0)


WRITES = ("POST", "PUT", "PATCH", "DELETE")


READING = 1                  # reads whose Python runs at once (more wait in the queue, not on a thread)
STREAM = "/events"           # the end of a live stream's path (web/events.py): it waits, it does not read


def writes_first(threads: int, streams: int = 0):
    """waitress's dispatcher of requests to its threads, with the host's writes first: writes go
    before reads in the queue, and one read at a time runs (`READING`; a read that only waits,
    for a worker working out odds or for another request's answer, lets the next one run
    meanwhile, on another of the ``threads - 1`` threads reads may have).  However many phones
    ask for pages at once, an entry finds a thread at once and shares the interpreter with one
    read at most.  A live stream (a GET of ``.../events``) waits for changes most of its life:
    it takes one of `streams` threads of its own and counts as no read.  (waitress's own
    dispatcher, given through its ``_dispatcher`` hook; its thread loop, with the choice of the
    next request added.)"""
    import contextlib

    from waitress.task import ThreadedTaskDispatcher

    from web import workers

    def writes(task) -> bool:
        waiting = getattr(task, "requests", None) or []                       # a channel: its next request
        return bool(waiting) and getattr(waiting[0], "command", "GET") in WRITES

    def stream(task) -> bool:
        waiting = getattr(task, "requests", None) or []
        return bool(waiting) and getattr(waiting[0], "path", "").endswith(STREAM)

    class WritesFirst(ThreadedTaskDispatcher):
        reading = 0                                                           # reads running now
        read_threads = 0                                                      # threads with a read, waiting or not
        streaming = 0                                                         # threads with a live stream

        def add_task(self, task):
            with self.lock:
                if writes(task):
                    self.queue.appendleft(task)
                else:
                    self.queue.append(task)
                self.queue_cv.notify_all()

        def _next(self):
            """The first request in the queue this thread may take now (under the lock)."""
            for at, task in enumerate(self.queue):
                if (writes(task) or (stream(task) and self.streaming < streams)
                        or (not stream(task) and self.reading < READING and self.read_threads < threads - 1)):
                    del self.queue[at]
                    return task
            return None

        @contextlib.contextmanager
        def waiting(self):
            """A read that only waits: the next read may run meanwhile; it runs on when it may."""
            if not getattr(self.local, "reading", False):
                yield
                return
            with self.lock:
                self.reading -= 1
                self.queue_cv.notify_all()
            try:
                yield
            finally:
                with self.lock:
                    while self.reading >= READING:
                        self.queue_cv.wait()
                    self.reading += 1

        def handler_thread(self, thread_no):
            while True:
                with self.lock:
                    task = None
                    while self.stop_count == 0 and (task := self._next()) is None:
                        self.active_count -= 1
                        self.queue_cv.wait()
                        self.active_count += 1
                    if task is None:                                          # told to stop
                        self.active_count -= 1
                        self.stop_count -= 1
                        self.threads.discard(thread_no)
                        self.thread_exit_cv.notify()
                        break
                    streaming = stream(task)
                    reading = not writes(task) and not streaming
                    self.reading += reading
                    self.read_threads += reading
                    self.streaming += streaming
                self.local.reading = reading
                try:
                    task.service()
                except BaseException:
                    self.logger.exception("Exception when servicing %r", task)
                finally:
                    self.local.reading = False
                    if reading or streaming:
                        with self.lock:
                            self.reading -= reading
                            self.read_threads -= reading
                            self.streaming -= streaming
                            self.queue_cv.notify_all()

    dispatcher = WritesFirst()
    dispatcher.local = threading.local()
    dispatcher.set_thread_count(threads + streams)
    workers.waiting = dispatcher.waiting
    return dispatcher



if __name__ == "__main__":
    sys.exit(main())
