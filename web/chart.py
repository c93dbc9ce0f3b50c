"""The charts of the pages, as SVG text: the stack chart of the leaderboard (every player's
chips over the hands) and the chances chart of a replay (every player's chance to win, street
by street, with the moments a Queen changed the wild cards marked).

Pure functions: the ledger rows in, SVG out (no Flask, no database).  The stack chart's x is
the hand: a player's chips after hand *n* are at *n* (a line from one hand to the next).  What
happens between hands is drawn as what it is, at the hand after which it happened: a rebuy is
an upright step, a player who joins starts their line there, a player who leaves ends it there
(with the chips they took home), one who comes back starts a new line; at the end of the
evening every line ends with the chips cashed out, and a reopened evening goes on from there.
0 is the start.

>>> rows = [{"hand_number": None, "player": "Anna", "amount": 50, "kind": "buy_in"},
...         {"hand_number": None, "player": "Ben", "amount": 50, "kind": "buy_in"},
...         {"hand_number": 1, "player": "Anna", "amount": 6, "kind": "hand"},
...         {"hand_number": 1, "player": "Ben", "amount": -6, "kind": "hand"},
...         {"hand_number": None, "player": "Carla", "amount": 40, "kind": "buy_in"},
...         {"hand_number": None, "player": "Ben", "amount": 20, "kind": "rebuy"},
...         {"hand_number": 2, "player": "Carla", "amount": 3, "kind": "hand"},
...         {"hand_number": 2, "player": "Anna", "amount": -3, "kind": "hand"}]
>>> last, lines = stack_series(rows)
>>> last, lines["Anna"], lines["Ben"], lines["Carla"]
(2, [[(0, 50), (1, 56), (2, 53)]], [[(0, 50), (1, 44), (1, 64), (2, 64)]], [[(1, 40), (2, 43)]])
>>> ended = rows + [{"hand_number": None, "player": "Anna", "amount": -53, "kind": "cash_out"}]
>>> stack_series(ended)[1]["Anna"]                    # cashed out: the line ends with the 53
[[(0, 50), (1, 56), (2, 53)]]
>>> again = ended + [{"hand_number": None, "player": "Anna", "amount": 53, "kind": "reopen"},
...                  {"hand_number": 3, "player": "Anna", "amount": 4, "kind": "hand"}]
>>> stack_series(again)[1]["Anna"]                    # reopened: the same line goes on
[[(0, 50), (1, 56), (2, 53), (3, 57)]]
>>> svg = stack_chart(last, lines, title="Stacks")
>>> svg.startswith("<svg") and svg.count("<polyline") == 3 and "Ben 64" in svg
True
>>> svg = chances_chart(["3rd", "4th", "end"], {"Anna": [0.5, 0.8, 1.0], "Ben": [0.5, 0.2, 0.0]},
...                     [(1, "Q: sixes → Jacks")], title="Chances")
>>> svg.count("<polyline"), svg.count('class="wild-mark"')
(2, 1)
>>> svg = result_bars([12, None, -30], 30, title="Anna")
>>> svg.count('class="won"'), svg.count('class="lost"'), svg.count('class="absent"')
(1, 1, 1)
"""

from __future__ import annotations

import math
from xml.sax.saxutils import escape, quoteattr

#: line colours, readable on the dark page (and told apart by their dashes too)
COLOURS = ("#f2c14e", "#5ec8f2", "#ff8a80", "#8ee08e", "#d3a6ff", "#ffb366", "#ffffff", "#ff8fd8", "#7ae0d0",
           "#c8c8c8")
DASHES = ("", "12 6", "4 6", "16 5 4 5")

Line = list[tuple[int, int]]


def stack_series(rows) -> tuple[int, dict[str, list[Line]]]:
    """From ledger rows in booking order (``hand_number``, ``player``, ``amount``, ``kind``;
    player None is the open pot and is left out): the last hand's number and each player's
    lines, each a list of points (hand, chips).  A player at the table has a point at every
    hand; a buy-in, rebuy or leaving between hands is at the hand before it (see the module)."""
    series = StackSeries()
    for row in rows:
        series.add(row["hand_number"], row["player"], row["amount"], row.get("kind"))
    return series.x, series.lines


class StackSeries:
    """`stack_series` a row at a time: the ledger is append-only, so the lines of its first
    rows never change, and a service that kept them only adds the rows that came since
    (`snapshot` copies what a chart is drawn from)."""

    def __init__(self):
        self.totals: dict[str, int] = {}
        self.lines: dict[str, list[Line]] = {}
        self.seated: set[str] = set()
        self.hand_point: dict[str, bool] = {}     # whether the player's last point is a hand's result
        self.x = 0

    def add(self, number: int | None, name: str | None, amount: int, kind: str | None) -> None:
        totals, lines, seated, hand_point = self.totals, self.lines, self.seated, self.hand_point
        if number is not None and number > self.x:
            self.x = x = number
            for seated_name in seated:
                lines[seated_name][-1].append((x, totals[seated_name]))
                hand_point[seated_name] = True
        if name is None:
            return
        x = self.x
        before = totals.get(name, 0)
        totals[name] = before + amount
        line = lines[name][-1] if name in seated else None
        if number is not None and line is not None and line and line[-1][0] == x and hand_point[name]:
            line[-1] = (x, totals[name])                 # the hand's result (a correction counts once)
        elif kind in ("leave", "cash_out") and name in seated:
            seated.discard(name)                         # the line ends with the chips taken home
        elif kind == "reopen" and name in lines:         # the evening reopened: the line goes on
            line = lines[name][-1]
            if line[-1] != (x, totals[name]):
                line.append((x, totals[name]))
            seated.add(name)
            hand_point[name] = False
        elif line is not None:
            if not line or line[-1][0] != x:
                line.append((x, before))
            line.append((x, totals[name]))              # a rebuy: an upright step
            hand_point[name] = number is not None
        else:
            lines.setdefault(name, []).append([(x, totals[name])])    # joins (or comes back) here
            seated.add(name)
            hand_point[name] = number is not None

    def snapshot(self) -> tuple[int, dict[str, list[Line]]]:
        """The last hand's number and a copy of the lines as they stand."""
        return self.x, {name: [list(line) for line in segments] for name, segments in self.lines.items()}


def nice_step(span: float, ticks: int = 5) -> int:
    """A round step (1, 2, 5 times a power of ten) that cuts `span` into about `ticks` parts.

    >>> nice_step(240), nice_step(7), nice_step(0)
    (50, 2, 1)
    """
    if span <= 0:
        return 1
    raw = span / ticks
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return max(1, int(factor * power))
    return max(1, int(10 * power))


def stack_chart(last: int, lines: dict[str, list[Line]], *, width: int = 1200, height: int = 440,
                title: str = "", hand_word: str = "hand", left_word: str = "left", font: int = 22) -> str:
    """The chart as an ``<svg>`` element: the lines of each player (`stack_series`), the hands
    along the bottom, the chips up the side, each player labelled at the right with the name
    and the chips now (a player who left: `left_word` and the chips taken home)."""
    ends = {name: segments[-1][-1][1] for name, segments in lines.items() if segments and segments[-1]}
    gone = {name for name, segments in lines.items() if segments and segments[-1] and segments[-1][-1][0] < last}
    longest = max((len(f"{name} ({left_word}) {chips}" if name in gone else f"{name} {chips}")
                   for name, chips in ends.items()), default=0)
    left, top, bottom = font * 3, font, font * 2 + 8
    right = int(min(max(longest * font * 0.62 + 16, font * 4), width * 0.4))
    plot_w, plot_h = width - left - right, height - top - bottom
    values = [v for segments in lines.values() for line in segments for _, v in line]
    y_max = max(values, default=0)
    y_step = nice_step(y_max)
    y_top = max(y_step, math.ceil(y_max * 1.05 / y_step) * y_step)
    x_last = max(last, 1)

    def x(hand: float) -> float:
        return round(left + plot_w * hand / x_last, 1)

    def y(chips: int) -> float:
        return round(top + plot_h * (1 - chips / y_top), 1)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 {width} {height}" '
           f'role="img" aria-label={quoteattr(title)} font-size="{font}" font-family="sans-serif">',
           f"<title>{escape(title)}</title>"]
    for chips in range(0, y_top + 1, y_step):
        out.append(f'<line class="grid" x1="{left}" x2="{left + plot_w}" y1="{y(chips)}" y2="{y(chips)}" '
                   f'stroke="#4a5a52" stroke-width="1"/>')
        out.append(f'<text x="{left - 8}" y="{y(chips) + font * 0.35:.1f}" text-anchor="end" '
                   f'fill="#d8d4c8">{chips}</text>')
    x_step = nice_step(x_last, 8)
    for hand in range(0, x_last + 1, x_step):
        out.append(f'<text x="{x(hand)}" y="{top + plot_h + font + 4}" text-anchor="middle" '
                   f'fill="#d8d4c8">{hand}</text>')
    out.append(f'<text x="{left + plot_w / 2:.1f}" y="{height - 6}" text-anchor="middle" '
               f'fill="#d8d4c8">{escape(hand_word)}</text>')
    labels: list[tuple[float, str, str]] = []
    columns = max(1, int(plot_w / THIN_COLUMN))
    for i, (name, segments) in enumerate(lines.items()):
        colour = COLOURS[i % len(COLOURS)]
        for line in segments:
            if line:
                out.append(_polyline(i, name, [(x(hand), y(v)) for hand, v in _thin(line, x_last, columns)]))
        if name in ends:
            end = segments[-1][-1]
            text = f"{name} ({left_word}) {end[1]}" if name in gone else f"{name} {end[1]}"
            labels.append((y(end[1]), text, colour))
    for (_, text, colour), y_pos in zip(sorted(labels), _spread([lab[0] for lab in sorted(labels)], font + 4,
                                                                top, top + plot_h)):
        out.append(f'<text class="end" x="{left + plot_w + 10}" y="{y_pos + font * 0.35:.1f}" '
                   f'fill="{colour}">{escape(text)}</text>')
    out.append("</svg>")
    return "".join(out)


def chances_chart(labels: list[str], series: dict[str, list[float | None]], marks: list[tuple[int, str]], *,
                  width: int = 1200, height: int = 420, title: str = "", font: int = 22) -> str:
    """The chances as an ``<svg>`` element: a point per label (a street's cards out, the end),
    a line per player through their chance to win there (0 to 1; None: not in the hand, or out
    of it), labelled at its end with the name and the last chance; each of `marks` (point,
    text) a dashed upright line with its text above the plot (alternating rows, so that
    neighbours do not collide)."""
    longest = max((len(f"{name} 100%") for name in series), default=0)
    left, bottom = font * 3, font * 2
    top = font * 3 if marks else font
    right = int(min(max(longest * font * 0.62 + 16, font * 4), width * 0.4))
    plot_w, plot_h = width - left - right, height - top - bottom
    last = max(len(labels) - 1, 1)

    def x(point: int) -> float:
        return round(left + plot_w * point / last, 1)

    def y(chance: float) -> float:
        return round(top + plot_h * (1 - chance), 1)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="chart chances-chart" viewBox="0 0 {width} {height}" '
           f'role="img" aria-label={quoteattr(title)} font-size="{font}" font-family="sans-serif">',
           f"<title>{escape(title)}</title>"]
    for tick in (0, 25, 50, 75, 100):
        out.append(f'<line class="grid" x1="{left}" x2="{left + plot_w}" y1="{y(tick / 100)}" y2="{y(tick / 100)}" '
                   f'stroke="#4a5a52" stroke-width="1"/>')
        out.append(f'<text x="{left - 8}" y="{y(tick / 100) + font * 0.35:.1f}" text-anchor="end" '
                   f'fill="#d8d4c8">{tick}%</text>')
    for point, label in enumerate(labels):
        out.append(f'<text x="{x(point)}" y="{top + plot_h + font + 4}" text-anchor="middle" '
                   f'fill="#d8d4c8">{escape(label)}</text>')
    for i, (point, text) in enumerate(marks):
        anchor = "start" if point == 0 else "end" if point == last else "middle"
        out.append(f'<g class="wild-mark" data-point="{point}"><line x1="{x(point)}" x2="{x(point)}" y1="{top - 4}" '
                   f'y2="{top + plot_h}" stroke="#f2c14e" stroke-width="3" stroke-dasharray="8 6"/>'
                   f'<text x="{x(point)}" y="{font * (1 if i % 2 == 0 else 2.2):.1f}" text-anchor="{anchor}" '
                   f'fill="#f2c14e" font-weight="bold">{escape(text)}</text></g>')
    labels_at_end: list[tuple[float, str, int, str]] = []
    for i, (name, line) in enumerate(series.items()):
        colour = COLOURS[i % len(COLOURS)]
        points = [(x(point), y(v)) for point, v in enumerate(line) if v is not None]
        if not points:
            continue
        out.append(_polyline(i, name, points))
        final = next(v for v in reversed(line) if v is not None)
        labels_at_end.append((points[-1][1], name, round(final * 100), colour))
    for (_, name, chance, colour), y_pos in zip(sorted(labels_at_end),
                                                _spread([lab[0] for lab in sorted(labels_at_end)], font + 4,
                                                        top, top + plot_h)):
        out.append(f'<text class="end" x="{left + plot_w + 10}" y="{y_pos + font * 0.35:.1f}" '
                   f'fill="{colour}">{escape(name)} {chance}%</text>')
    out.append("</svg>")
    return "".join(out)


#: where a line has more points than the plot has columns of this many units (a long evening),
#: each column keeps only its lowest and highest point: the line, 4 units wide, looks the same
THIN_COLUMN = 4


def _thin(line: Line, last: int, columns: int) -> Line:
    """The points of `line` (hand, chips) that draw it at this width: all of them where there
    are no more than `columns`; else the first and the last, and in each column (of the hands
    0..`last`) its lowest and its highest point, in their order.

    >>> _thin([(h, h % 5) for h in range(11)], 10, 20) == [(h, h % 5) for h in range(11)]
    True
    >>> _thin([(h, h % 5) for h in range(11)], 10, 2)
    [(0, 0), (1, 1), (4, 4), (5, 0), (9, 4), (10, 0)]
    """
    if len(line) <= columns:
        return line
    out: Line = [line[0]]
    column = None
    low = high = 0
    for i in range(1, len(line) - 1):
        at = line[i][0] * columns // max(last, 1)
        if at != column:
            if column is not None:
                out.extend(line[j] for j in sorted({low, high}))
            column, low, high = at, i, i
        elif line[i][1] < line[low][1]:
            low = i
        elif line[i][1] > line[high][1]:
            high = i
    if column is not None:
        out.extend(line[j] for j in sorted({low, high}))
    out.append(line[-1])
    return out


def _spread(ys: list[float], gap: float, low: float, high: float) -> list[float]:
    """Label positions near `ys` (sorted) at least `gap` apart, kept within low..high.

    >>> _spread([100, 101, 102], 20, 0, 400)
    [100, 120, 140]
    """
    placed: list[float] = []
    for wanted in ys:
        placed.append(max(wanted, placed[-1] + gap) if placed else wanted)
    overflow = (placed[-1] - high) if placed else 0
    if overflow > 0:
        placed = [max(low, p - overflow) for p in placed]
        for i in range(1, len(placed)):
            placed[i] = max(placed[i], placed[i - 1] + gap)
    return [round(p, 1) for p in placed]


def _polyline(i: int, name: str, points: list) -> str:
    """The line of the `i`-th player: its colour and dash by position (a lone point gets a stub)."""
    colour, dash = COLOURS[i % len(COLOURS)], DASHES[(i // 2) % len(DASHES)] if i else ""
    if len(points) == 1:
        points = points + [(points[0][0] + 2, points[0][1])]
    dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
    return (f'<polyline class="line" data-player={quoteattr(name)} fill="none" stroke="{colour}" '
            f'stroke-width="4" stroke-linejoin="round" stroke-linecap="round"{dash_attr} '
            f'points="{" ".join(f"{px},{py}" for px, py in points)}"/>')


def result_bars(results: list[float | None], scale: float, *, height: int = 44, title: str = "",
                labels: list[str] | None = None) -> str:
    """A player's result per evening as a small ``<svg>``: a bar up (won) or down (lost) for
    each evening, all players drawn to the same `scale` (the largest result of anyone), a dot
    where the player did not play; each bar's `labels` as its tooltip."""
    count = max(len(results), 1)
    slot = 30 if count <= 8 else max(4, 240 // count)
    width = max(slot * count, 90)
    bar = max(2.0, slot * 0.7)
    middle = height / 2
    reach = middle - 3
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="bars" viewBox="0 0 {width} {height}" width="{width}" '
           f'height="{height}" role="img" aria-label={quoteattr(title)}><title>{escape(title)}</title>',
           f'<line x1="0" x2="{width}" y1="{middle}" y2="{middle}" stroke="#8d9a92" stroke-width="1"/>']
    for i, value in enumerate(results):
        x = round(i * slot + (slot - bar) / 2, 1)
        tip = f"<title>{escape(labels[i])}</title>" if labels else ""
        if value is None:
            out.append(f'<circle class="absent" cx="{round(i * slot + slot / 2, 1)}" cy="{middle}" r="2.5" '
                       f'fill="#8d9a92">{tip}</circle>')
            continue
        size = max(1.5, abs(value) / scale * reach) if scale and value else 1.5
        up = value >= 0
        y = middle - size if up else middle
        out.append(f'<rect class="{"won" if up else "lost"}" x="{x}" y="{round(y, 1)}" width="{round(bar, 1)}" '
                   f'height="{round(size, 1)}" fill="{"#8ee08e" if up else "#ff9a9a"}">{tip}</rect>')
    out.append("</svg>")
    return "".join(out)
