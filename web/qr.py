"""The players' link as a QR code, drawn here (SVG, by `segno`: no outside service), for the
phones at the table to read instead of typing the address; and a payment's transfer code
(`web.pay`), drawn the same way."""

from __future__ import annotations

import functools

import segno


@functools.lru_cache(maxsize=64)
def qr_svg(link: str, title: str) -> str:
    """`link` as an inline SVG QR code (medium error correction, the quiet zone kept), `title`
    its accessible name; scaled by the page's CSS (a viewBox, no fixed size).

    >>> svg = qr_svg("http://127.0.0.1:5000/watch/abc", "Players' link: read only")
    >>> svg.startswith('<svg viewBox=') and "<title>Players' link: read only</title>" in svg
    True
    """
    return code_svg(segno.make(link, error="m"), title)


def code_svg(code: segno.QRCode, title: str) -> str:
    """A QR code made already (a payment's EPC code) as an inline SVG, as `qr_svg` draws it."""
    return code.svg_inline(scale=1, border=4, omitsize=True, title=title, svgclass="qr", lineclass="qr-dark")
