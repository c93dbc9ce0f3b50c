"""The host login: the PIN, when the service is served on the network (writes need it, reads
do not), or a one-time code shown on the laptop for a new device; the logout; and the laptop's
page of codes for new devices (only for 127.0.0.1), where the host can forget every device."""

from __future__ import annotations

import ipaddress

from flask import Blueprint, abort, current_app, g, redirect, render_template, request, url_for

from .. import gate, store
from .. import pin as host_pin
from ..devices import DEVICE_MARK, forget_device, trust_device, trusted_device
from ..store import get_db, transaction
from ..words import say
from .frame import guard, local, log_in, log_out, write

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
    given = request.form.get("pin", "").strip()
    try:
        right = host_pin.codes.take(given) or host_pin.check(given, pin, request.remote_addr or "?",
                                                             device=trusted_device())
    except host_pin.TooManyGuesses as err:
        return (render_template("login.html", next=back, problem=say("too_many", g.lang, wait=err.wait)), 429,
                {"Retry-After": str(err.wait)})
    if right:
        log_in(pin)
        response = redirect(back, 303)
        trust_device(response)
        return response
    return render_template("login.html", next=back, problem=say("wrong_pin", g.lang)), 401


@bp.post("/logout")
def logout():
    """End the login: on the server too, so that a copy of the session cookie no longer writes;
    the device is no longer the host's."""
    log_out()
    response = redirect(local(request.form.get("next")), 303)
    forget_device(response)
    return response


def _on_the_laptop() -> None:
    """Only a browser on the laptop itself (127.0.0.1, ::1) opens the page of codes."""
    try:
        if ipaddress.ip_address(request.remote_addr or "").is_loopback:
            return
    except ValueError:
        pass
    abort(404)


@bp.get("/devices")
def devices():
    """A one-time code for a new device, shown on the laptop's screen."""
    _on_the_laptop()
    return render_template("devices.html", code=host_pin.codes.new(), notice=request.args.get("notice"),
                           login_url=url_for("login.login", _external=True))


@bp.post("/devices/forget")
@write
def forget_devices():
    """Every device the host let in is forgotten: each needs the PIN (or a new code) again."""
    _on_the_laptop()
    with transaction(get_db()) as db:
        store.end_logins_marked(db, DEVICE_MARK)
    gate.KNOWN.forget_devices()
    return redirect(url_for("login.devices", notice=say("devices_forgotten", g.lang)), 303)
