"""The host login: the PIN, when the service is served on the network (writes need it, reads
do not), and the logout."""

from __future__ import annotations

from flask import Blueprint, current_app, g, redirect, render_template, request, session

from .. import pin as host_pin
from ..words import say
from .frame import guard, local, pin_mark

bp = guard(Blueprint("login", __name__))


@bp.get("/login")
def login():
    return render_template("login.html", next=local(request.args.get("next")), problem=None)


@bp.post("/login")
def login_post():
    pin = current_app.config.get("PIN")
    back = local(request.form.get("next"))
    if not pin:
        return redirect(back, 303)
    try:
        right = host_pin.check(request.form.get("pin", "").strip(), pin, request.remote_addr or "?")
    except host_pin.TooManyGuesses:
        return render_template("login.html", next=back, problem=say("too_many", g.lang)), 429
    if right:
        session["host"] = pin_mark(pin)
        return redirect(back, 303)
    return render_template("login.html", next=back, problem=say("wrong_pin", g.lang)), 401


@bp.post("/logout")
def logout():
    session.pop("host", None)
    return redirect(local(request.form.get("next")), 303)
