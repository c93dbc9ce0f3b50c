"""Upload hand histories: dropped, chosen or pasted, in any format the command line reads
(JSON, PHH, PHHS, PokerStars: `referee.histories.read_histories`); ruled, and booked into an
evening when one is chosen (a write: the host login; every hand of the file or none), else
only ruled and the first hand shown as a replay.  An upload that books nothing is anyone's
read: it is read and ruled in a worker process (`web.jobs.ruled_upload`, at a lower priority than the
service), in one of the heavy slots (else 503: come back), never in the service's interpreter."""

from __future__ import annotations

from flask import Blueprint, g, jsonify, redirect, render_template, request, url_for
from marshmallow import ValidationError

from referee.histories import HistoryFormatError, read_histories
from referee.violations import RuleViolation

from .. import commands, store, workers
from ..jobs import RefusedHand, ruled_upload, upload_fields
from ..loaded import get_hand
from ..refusals import Refusal
from ..store import get_db, transaction
from ..words import say
from . import forms
from .frame import fetch, guard, is_host, refusal_words
from .replay import replay_context

bp = guard(Blueprint("upload", __name__))


def _upload_page(problem: str | None = None, text: str = "", evening_id: int | None = None, status: int = 200):
    """The upload form (with a refusal, and what was pasted or read from the file); to the
    script, the refusal alone: the form it sent keeps the chosen file and the pasted text."""
    if problem and fetch():
        return jsonify({"problem": problem}), status
    evenings = list(reversed(store.evenings(get_db())))
    chosen = evening_id if any(e["id"] == evening_id for e in evenings) else None     # no such evening: none chosen
    return render_template("upload.html", evenings=evenings, problem=problem, text=text, chosen=chosen), status


@bp.get("/upload")
def upload():
    return _upload_page(evening_id=forms.optional_whole(request.args, "evening"))


@bp.post("/upload")
def upload_post():
    """Rule a hand history; with an evening chosen, book it there (a write: the login)."""
    form = request.form
    evening_id = forms.optional_whole(form, "evening")
    if evening_id is not None and not is_host():
        login = url_for("login.login", next=url_for(".upload", evening=evening_id))
        return jsonify({"location": login}) if fetch() else redirect(login, 303)
    name, text = _sent(form)
    if text is None:
        return _upload_page(say("not_text", g.lang), "", evening_id, 422)
    if not text.strip():
        return _upload_page(say("empty_upload", g.lang), "", evening_id, 422)
    if evening_id is None:
        return _ruled_page(text, name)
    return _read_and_book(text, evening_id, name)


def _sent(form) -> tuple[str | None, str | None]:
    """The upload's file name and text: the file's, else the text field's (no file name); the
    text None: a file that is not UTF-8 text."""
    file = request.files.get("file")
    if file is None or not file.filename:
        return None, form.get("text", "")
    try:
        return file.filename, file.read().decode("utf-8-sig")
    except UnicodeDecodeError:
        return file.filename, None


def _read_and_book(text: str, evening_id: int, name: str | None):
    """Read an upload's hands and book them into the evening, or show the upload again with
    what was refused."""
    try:
        histories = read_histories(text, name)
    except HistoryFormatError as err:                # some hands of a PokerStars file (HandsRefused) too
        return _upload_page(str(err), text, evening_id, 422)
    try:
        return _book(histories, evening_id, name)
    except ValidationError as err:
        return _upload_page(refusal_words(forms.schema_problem(err)), text, evening_id, 422)
    except RefusedHand as refused:
        return _upload_page(refused.words(name, len(histories) > 1, g.lang), text, evening_id, 422)
    except Refusal as err:
        return _upload_page(refusal_words(err), text, evening_id, 422)


def _ruled_page(text: str, name: str | None):
    """The replay of the first hand of an upload that books nothing, ruled in a worker."""
    with workers.slot():                                 # or Busy: come back later (503)
        problem, ruled, count = workers.run(ruled_upload, text, name, g.lang)
    if problem is not None:
        return _upload_page(problem, text, None, 422)
    if fetch():
        return jsonify({"page": True})              # ruled: the script sends the form as a page, to show it
    shown = {k: v for k, v in ruled.items() if k not in ("finishing_stacks", "winnings", "ruling")}
    meta = {"dealer": shown["players"][-1], "number": None, "id": None, "source": "upload"}
    ctx = replay_context(shown, None, meta, {k: ruled[k] for k in ("finishing_stacks", "winnings", "ruling")})
    notice = say("ruled_not_booked", g.lang) if count == 1 else say("ruled_first_of", g.lang, n=count)
    return render_template("replay.html", evening=None, hand=None, notice=notice, chances_url=None, **ctx)


def _book(histories: list[dict], evening_id: int, name: str | None):
    """Book every hand of an upload into the evening, in order, in one transaction (a refused
    hand books none of them); on to the replay of the last, which says how it went."""
    with transaction(get_db()) as db:
        for history in histories:
            data = upload_fields(history)
            try:
                hand_id, duplicate = commands.upload(db, evening_id, data)
            except RuleViolation as err:
                raise RefusedHand(err, history) from None
        number = get_hand(db, hand_id)["number"]
    key = "uploaded_before" if duplicate else "uploaded_as"
    notice = say(key, g.lang, n=number) if len(histories) == 1 else say("uploaded_several", g.lang,
                                                                         n=len(histories), last=number)
    target = url_for("replay.hand_replay", hand_id=hand_id, notice=notice)
    if fetch():
        return jsonify({"location": target})
    return redirect(target, 303)
