"""Upload a hand history: dropped, chosen or pasted; ruled, and booked into an evening when one
is chosen (a write: the host login), else only ruled and shown as a replay."""

from __future__ import annotations

from flask import Blueprint, g, redirect, render_template, request, url_for
from marshmallow import ValidationError

from referee.phh import HistoryFormatError, load_history
from referee.ruling import rule_history
from referee.violations import RuleViolation
from schemas import HandUploadSchema

from .. import commands, store
from ..refusals import Refusal
from ..store import get_db, transaction
from ..words import say
from . import forms
from .frame import guard, is_host, refusal_words
from .replay import replay_context

bp = guard(Blueprint("upload", __name__))


def _upload_page(problem: str | None = None, text: str = "", evening_id: int | None = None, status: int = 200):
    return render_template("upload.html", evenings=list(reversed(store.evenings(get_db()))), problem=problem,
                           text=text, chosen=evening_id), status


@bp.get("/upload")
def upload():
    return _upload_page(evening_id=forms.optional_whole(request.args, "evening"))


@bp.post("/upload")
def upload_post():
    """Rule a hand history; with an evening chosen, book it there (a write: the login)."""
    form = request.form
    evening_id = forms.optional_whole(form, "evening")
    if evening_id is not None and not is_host():
        return redirect(url_for("login.login", next=url_for(".upload", evening=evening_id)), 303)
    file = request.files.get("file")
    name, text = None, form.get("text", "")
    if file is not None and file.filename:
        name = file.filename
        try:
            text = file.read().decode("utf-8-sig")
        except UnicodeDecodeError:
            return _upload_page(say("not_text", g.lang), "", evening_id, 422)
    if not text.strip():
        return _upload_page(say("empty_upload", g.lang), "", evening_id, 422)
    try:
        history = load_history(text, name)
        if evening_id is not None:
            return _book(history, evening_id)
        ruled = rule_history(history)
    except HistoryFormatError as err:
        return _upload_page(str(err), text, evening_id, 422)
    except ValidationError as err:
        return _upload_page(refusal_words(forms.schema_problem(err)), text, evening_id, 422)
    except RuleViolation as err:
        where = say("at_action", g.lang, n=err.index + 1, action=err.action) if err.index is not None else ""
        return _upload_page(where + refusal_words(err), text, evening_id, 422)
    except Refusal as err:
        return _upload_page(refusal_words(err), text, evening_id, 422)
    history = {k: v for k, v in ruled.items() if k not in ("finishing_stacks", "winnings", "ruling")}
    meta = {"dealer": history["players"][-1], "number": None, "id": None, "source": "upload"}
    ctx = replay_context(history, None, meta, {k: ruled[k] for k in ("finishing_stacks", "winnings", "ruling")})
    return render_template("replay.html", evening=None, hand=None, notice=say("ruled_not_booked", g.lang),
                           chances_url=None, **ctx)


def _book(history: dict, evening_id: int):
    """Book an uploaded history into the evening; on to its replay, which says how it went."""
    fields = HandUploadSchema().fields
    data = HandUploadSchema().load({k: v for k, v in history.items() if k in fields})
    with transaction(get_db()) as db:
        booked = commands.upload(db, evening_id, data)
    notice = say("uploaded_before" if booked["duplicate"] else "uploaded_as", g.lang, n=booked["number"])
    return redirect(url_for("replay.hand_replay", hand_id=booked["id"], notice=notice), 303)
