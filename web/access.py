"""Who may reach the service, and from where: the names it answers to (a page of another site
that had its name point at this laptop, DNS rebinding, is refused), writes of the JSON API only
from no page or from the service's own pages (``Origin``, ``Sec-Fetch-Site``), JSON bodies only
as ``application/json`` (so that a page of another site cannot send one without asking the
service first, a CORS preflight the service never allows), and ``nosniff`` on every answer.

Allowed names: the loopback names and the address the service listens on, the names given with
``--allowed-host``, and when it listens on every address (``--host 0.0.0.0``) this machine's
name (``NAME`` and ``NAME.local``) and any IP address (an address is not a name that another
site can point here).

>>> policy = HostPolicy.of("0.0.0.0", ["laptop.fritz.box"], machine="spielbank")
>>> [policy.allows(h) for h in ("127.0.0.1:5000", "192.168.1.20:5000", "[::1]:5000", "spielbank.local",
...                             "Laptop.Fritz.Box", "attacker.example", "localhost.attacker.example")]
[True, True, True, True, True, False, False]
>>> HostPolicy.of("127.0.0.1", []).allows("192.168.1.20:5000")
False
"""

from __future__ import annotations

import ipaddress
import socket
from dataclasses import dataclass

from flask import current_app, request

from .gate import cross_site
from .refusals import Refusal

LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")
WILDCARDS = ("0.0.0.0", "::", "")


def _address(name: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        return ipaddress.ip_address(name)
    except ValueError:
        return None


def host_name(host: str) -> str:
    """The name of a ``Host`` header without its port, lower case, without a final dot.

    >>> host_name("[::1]:5000"), host_name("Laptop.Local.:80"), host_name("localhost")
    ('::1', 'laptop.local', 'localhost')
    """
    host = host.strip().lower()
    if host.startswith("["):
        return host[1:].partition("]")[0]
    if host.count(":") == 1:
        host = host.partition(":")[0]
    return host.rstrip(".")


def is_loopback(host: str) -> bool:
    """Whether `host` (a --host value) keeps the service on this laptop."""
    address = _address(host_name(host))
    return host_name(host) == "localhost" or (address is not None and address.is_loopback)


@dataclass(frozen=True)
class HostPolicy:
    names: frozenset[str]
    any_address: bool                  # listening on every address: any IP address in Host is this machine

    @classmethod
    def of(cls, served: str, extra: list[str], machine: str | None = None) -> HostPolicy:
        names = {*LOOPBACK_NAMES, host_name(served), *(host_name(n) for n in extra)}
        any_address = served in WILDCARDS
        if any_address:
            machine = host_name(machine if machine is not None else socket.gethostname())
            names |= {machine, f"{machine}.local"}
        names.discard("")
        return cls(frozenset(names), any_address)

    def allows(self, host: str) -> bool:
        name = host_name(host)
        if name in self.names:
            return True
        address = _address(name)
        return address is not None and (address.is_loopback or self.any_address)


def check_host() -> None:
    """Before every request: a ``Host`` the service does not serve is refused (400)."""
    policy: HostPolicy = current_app.extensions["host_policy"]
    host = request.headers.get("Host", "")
    if not policy.allows(host):
        raise Refusal(400, "unknown_host", "Host", host=host[:100])


def check_same_origin() -> None:
    """A write of the JSON API from a page of another site (or another port of this machine) is
    refused (403); programs that send no ``Origin`` (curl, the tests) are not browsers' pages."""
    origin = cross_site(dict(request.headers), request.scheme, request.host)
    if origin is not None:
        raise Refusal(403, "cross_site", "Origin", origin=origin[:100])


def check_json_type() -> None:
    """A request body must say that it is JSON (415 otherwise)."""
    if request.mimetype != "application/json":
        raise Refusal(415, "json_only", "Content-Type", given=(request.mimetype or "none")[:100])


def check_write_type() -> None:
    """A write declares JSON or nothing (415 otherwise), with a body or without one: the types
    a page of another site may send without asking first (a form's, ``text/plain``) never reach
    a write, whether or not its browser says where it came from."""
    if request.content_type and request.mimetype != "application/json":
        check_json_type()


def _nosniff(response):
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    return response


def init_app(app) -> None:
    """The host check before every request and ``nosniff`` on every answer.  `app.config`:
    ``SERVED_HOST`` (the --host, default 127.0.0.1) and ``ALLOWED_HOSTS`` (more names)."""
    app.extensions["host_policy"] = HostPolicy.of(app.config.get("SERVED_HOST", "127.0.0.1"),
                                                  list(app.config.get("ALLOWED_HOSTS", ())))
    app.before_request(check_host)
    app.after_request(_nosniff)
