"""A payment's transfer code read as a banking app reads it: the SVG the page serves drawn onto
pixels (each dark stroke of `segno`'s path, four pixels a module) and decoded by a real QR
decoder (zxing-cpp, a maintained library, not ours), then its lines read as the EPC's
guidelines for the SEPA credit transfer's QR code (version 002) name them."""

from __future__ import annotations

import re

import numpy as np
import zxingcpp

SCALE = 4
#: the lines of an EPC QR code, in order (EPC069-12, version 002)
EPC_LINES = ("service", "version", "encoding", "identification", "bic", "name", "iban", "amount", "purpose",
             "reference", "text", "information")
#: the character sets an EPC code may name on its third line
ENCODINGS = {"1": "utf-8", "2": "iso-8859-1", "3": "iso-8859-2", "4": "iso-8859-4", "5": "iso-8859-5",
             "6": "iso-8859-7", "7": "iso-8859-10", "8": "iso-8859-15"}


def pixels(svg: str) -> np.ndarray:
    """The QR code of an inline SVG (segno's: a viewBox and one path of horizontal strokes,
    ``M x y`` then ``h n`` and relative ``m dx dy``) as a grey image, dark modules black."""
    size = int(re.search(r'viewBox="0 0 (\d+) \d+"', svg)[1])
    path = re.search(r'<path[^>]* d="([^"]+)"', svg)[1]
    image = np.full((size * SCALE, size * SCALE), 255, dtype=np.uint8)
    x = y = 0.0
    for op, a, b in re.findall(r"([MmHh])\s*(-?[\d.]+)(?:\s+(-?[\d.]+))?", path):
        if op in "Mm":
            x, y = (float(a), float(b)) if op == "M" else (x + float(a), y + float(b))
        else:
            end = float(a) if op == "H" else x + float(a)
            row = int(y)                                   # a stroke at y + 0.5 fills the row y
            image[row * SCALE:(row + 1) * SCALE, int(x) * SCALE:int(end) * SCALE] = 0
            x = end
    return image


def read_codes(svg: str) -> list[bytes]:
    """The bytes of every QR code the decoder finds in the SVG."""
    return [r.bytes for r in zxingcpp.read_barcodes(pixels(svg), formats=zxingcpp.BarcodeFormat.QRCode)]


def epc_fields(data: bytes) -> dict[str, str]:
    """An EPC QR code's lines by name, decoded in the character set its third line names."""
    encoding = ENCODINGS[data.split(b"\n")[2].strip().decode("ascii")]
    lines = data.decode(encoding).split("\n")
    return dict(zip(EPC_LINES, lines + [""] * (len(EPC_LINES) - len(lines))))
