"""The tablet page as an app on the home screen: the web app manifest with its icons, and a
service worker that shows a plain page in both languages when the service cannot be reached,
instead of the browser's own error.

Browsers run service workers only on secure origins: the laptop itself (``localhost``,
``127.0.0.1``) or HTTPS.  A tablet that reaches the laptop at ``http://LAPTOP:5000`` gets the
manifest but no service worker; there, a page already open says so itself (the script's
notice when the live events and its asks both fail), which is what matters at the table.
"""

from __future__ import annotations

from flask import Blueprint, current_app, g, render_template, url_for

from ..words import say
from .frame import _static_version, guard

bp = guard(Blueprint("webapp", __name__))


@bp.get("/manifest.webmanifest")
def manifest():
    """The manifest: name, start page, standalone, the felt's colours, the icons."""
    body = {"name": say("app_name", g.lang), "short_name": "FTQ Referee", "lang": g.lang,
            "start_url": "/", "scope": "/", "display": "standalone", "orientation": "any",
            "background_color": "#0f2419", "theme_color": "#0f2419",
            "icons": [{"src": url_for("frame.static", filename="icon-192.png"), "sizes": "192x192",
                       "type": "image/png"},
                      {"src": url_for("frame.static", filename="icon-512.png"), "sizes": "512x512",
                       "type": "image/png"},
                      {"src": url_for("frame.static", filename="icon-maskable-512.png"), "sizes": "512x512",
                       "type": "image/png", "purpose": "maskable"},
                      {"src": url_for("frame.static", filename="icon.svg"), "sizes": "any", "type": "image/svg+xml"}]}
    response = current_app.response_class(current_app.json.dumps(body), mimetype="application/manifest+json")
    response.headers["Cache-Control"] = "no-cache"
    return response


@bp.get("/sw.js")
def service_worker():
    """The service worker (served from the root, so that it looks after every page)."""
    response = current_app.response_class(render_template("sw.js", version=_static_version()),
                                          mimetype="text/javascript")
    response.headers["Cache-Control"] = "no-cache"
    response.headers["Service-Worker-Allowed"] = "/"
    return response


@bp.get("/offline")
def offline():
    """What the service worker shows when the service cannot be reached: in both languages."""
    return render_template("offline.html", say=say)
