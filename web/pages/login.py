"""The host login: the PIN, when the service is served on the network (writes need it, reads
do not), and the logout."""

from __future__ import annotations

from flask import Blueprint, current_app, g, redirect, render_template, request

from .. import pin as host_pin
from ..words import say
from .frame import guard, local, log_in, log_out

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
    except host_pin.TooManyGuesses as err:
        return (render_template("login.html", next=back, problem=say("too_many", g.lang, wait=err.wait)), 429,
                {"Retry-After": str(err.wait)})
    if right:
        log_in(pin)
        return redirect(back, 303)
    return render_template("login.html", next=back, problem=say("wrong_pin", g.lang)), 401


@bp.post("/logout")
def logout():
    """End the login: on the server too, so that a copy of the session cookie no longer writes."""
    log_out()
    return redirect(local(request.form.get("next")), 303)
