"""The host's devices: a browser that logged in, or a program that sent the right PIN, is
remembered as the host's (a cookie for a year, `gate.DEVICE_COOKIE`, whose id the database
keeps among the logins by its hash only), so that after a restart, or while wrong PINs make
everybody wait, its login, or its PIN, is not held up (`web.pin`)."""

from __future__ import annotations

import hashlib
import secrets
import threading
from collections import OrderedDict

from flask import g, request

from . import gate, store
from .store import get_db, transaction

DEVICE_COOKIE = gate.DEVICE_COOKIE
DEVICE_LIFE = 365 * 24 * 3600
DEVICE_MARK = "device"                 # a device's row among the logins (no PIN's mark is ever this)


def login_key(login_id: str) -> str:
    """What the database keeps of a login's id (the session cookie holds the id itself)."""
    return hashlib.sha256(login_id.encode()).hexdigest()


def trust_device(response) -> None:
    """Remember this device as the host's (a cookie for a year, its id kept in the database):
    after a restart, or while wrong PINs make everybody wait, its login is not held up."""
    if trusted_device():
        return
    device_id = secrets.token_urlsafe(24)
    with transaction(get_db()) as db:
        store.add_login(db, login_key(device_id), DEVICE_MARK)
    response.set_cookie(DEVICE_COOKIE, device_id, max_age=DEVICE_LIFE, httponly=True, samesite="Lax")


_given: OrderedDict[str, None] = OrderedDict()      # addresses a program's cookie was given to
_given_lock = threading.Lock()
GIVEN = 64


def trust_program(response) -> None:
    """`trust_device` for a program that sent the right PIN, once an address while the service
    runs (a program that keeps no cookies, curl say, does not make a device a request)."""
    address = request.remote_addr or ""
    with _given_lock:
        if address in _given:
            return
        _given[address] = None
        while len(_given) > GIVEN:
            _given.popitem(last=False)
    trust_device(response)


def trusted_device() -> bool:
    """Whether this request comes from a device the host let in, not forgotten since (looked up
    once a request)."""
    if "trusted_device" not in g:
        g.trusted_device = _looked_up(request.cookies.get(DEVICE_COOKIE))
    return g.trusted_device


def _looked_up(device_id: str | None) -> bool:
    if not device_id:
        return False
    row = store.login(get_db(), login_key(device_id))
    trusted = row is not None and row["ended_at"] is None and row["pin_mark"] == DEVICE_MARK
    if trusted:
        gate.KNOWN.device(device_id)                 # its requests served first from now on (`web.gate`)
    return trusted


def forget_device(response) -> None:
    """This device is no longer the host's (the logout)."""
    device_id = request.cookies.get(DEVICE_COOKIE)
    if device_id:
        with transaction(get_db()) as db:
            store.end_login(db, login_key(device_id))
    response.delete_cookie(DEVICE_COOKIE)
