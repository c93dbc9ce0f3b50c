"""The chores at the command line, as ``flask`` commands: ``export-evening``, ``import-evening``,
``backup`` and ``restore`` (``init-db`` is the store's, `web.store`).

    flask --app app export-evening 3 evening.json     # FLASK_DATABASE=path picks another file

Bad input stops a chore with one readable line on stderr and exit status 2, as the referee's
command line does."""

from __future__ import annotations

import json
import pathlib
import sqlite3
import time

import click
from flask import current_app
from marshmallow import ValidationError

from schemas import EveningExportSchema

from . import story, transfer
from .errors import UNWRITABLE, damaged_refusal, first_problem
from .refusals import Refusal
from .store import (
    Damaged,
    Unwritable,
    backup,
    check_backup_target,
    check_database,
    check_not_in_use,
    contents,
    get_db,
    transaction,
)
from .words import say


class Refused(click.ClickException):
    """Bad input to a chore: one readable line on stderr, exit status 2 (as the referee's CLI)."""

    exit_code = 2


@click.command("export-evening")
@click.argument("evening_id", type=int)
@click.argument("output", type=click.File("w"), default="-")
def export_evening_command(evening_id: int, output) -> None:
    """Write evening EVENING_ID as JSON (re-importable) to OUTPUT (default: stdout)."""
    usable_database()
    try:
        story.rivers_if_possible(get_db(), evening_id)
        with transaction(get_db()) as db:
            data = story.exported(db, evening_id)
    except Refusal as err:
        raise Refused(err.message()) from None
    except Damaged as err:
        raise Refused(damaged_refusal(err).message()) from None
    json.dump(EveningExportSchema().dump(data), output, ensure_ascii=False, indent=1)
    output.write("\n")


@click.command("import-evening")
@click.argument("source", type=click.File("rb"))
def import_evening_command(source) -> None:
    """Read an exported evening from SOURCE (a file or -) into a new evening."""
    usable_database()
    try:
        ready = transfer.checked(EveningExportSchema().load(json.load(source)))
        with transaction(get_db()) as db:
            evening_id = transfer.insert(db, *ready)
    except Refusal as err:                                 # the checks of the import
        raise Refused(err.message()) from None
    except Unwritable as err:
        raise Refused(say(UNWRITABLE[err.reason][1], "en")) from None
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
    click.echo(f"Backed up {current_app.config['DATABASE']} to {destination} ({pages} pages: "
               f"{contents(destination)})")


@click.command("restore")
@click.argument("source", type=click.Path(exists=True, dir_okay=False))
def restore_command(source: str) -> None:
    """Put the backup SOURCE back as the database (stop the service first): its evenings, hands
    and ledger replace what is there."""
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
    click.echo(f"Restored {source} into {database} ({pages} pages: {contents(database)})")


def usable_database() -> None:
    """A chore stops with one line when the database cannot be used (`web.store.problem_at_start`)."""
    problem = current_app.config["DATABASE_PROBLEM"]
    if problem is not None:
        raise Refused(problem[1])


def init_app(app) -> None:
    """The chores, as commands of `app`'s ``flask`` command line."""
    for command in (export_evening_command, import_evening_command, backup_command, restore_command):
        app.cli.add_command(command)
