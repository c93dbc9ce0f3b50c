"""The JSON API under ``/api``, with flask-smorest: each route names the schema of its body
(`schemas`, loaded and checked by webargs before the view runs) and of its answer (dumped on
the way out), and the OpenAPI document at ``/api/openapi.json`` is made from the same
decorators.  A view runs its command (`web.commands`) in one transaction and returns the
command's view.  Refusals are raised and answered as JSON by `web.errors`.

Writes need ``Authorization: Bearer PIN`` when the host set a PIN; reads never do.

One blueprint, its routes by area: `web.api.evenings` (the evening, its players, the ledger,
the end and the settlement), `web.api.hands` (hands, actions, corrections, odds, the story),
`web.api.live` (every screen live: the evening's events), `web.api.seasons` (seasons and their
standings); `web.api.base` is what they share.
"""

from __future__ import annotations

from .. import events
from . import evenings, hands, live, seasons  # noqa: F401  (the routes, on `bp`)
from .base import Service, bp


def init_app(app) -> None:
    """The API and its OpenAPI document (``/api/openapi.json``) on `app`."""
    app.config.update(API_TITLE="Follow the Queen Referee", API_VERSION="1.0", OPENAPI_VERSION="3.0.3",
                      OPENAPI_URL_PREFIX="/api", OPENAPI_JSON_PATH="openapi.json",
                      API_SPEC_OPTIONS={"info": {"description": "Referees each hand of a stud card night and keeps "
                                                                "everyone's chips."}, "servers": [{"url": "/"}]})
    app.config.setdefault("MAX_STREAMS", 20)           # live screens at once (web.serving gives them their threads)
    app.config.setdefault("STREAM_HEARTBEAT", events.HEARTBEAT)
    app.config.setdefault("STREAM_LIFE", events.LIFE)
    api = Service(app)
    api.spec.components.security_scheme("hostPin", {"type": "http", "scheme": "bearer",
                                                    "description": "The host PIN; needed for writes when set."})
    api.register_blueprint(bp)

