"""The stack chart: the ledger read into stacks after each hand, and drawn as SVG."""

import doctest
import xml.etree.ElementTree as ET

import pytest

import web.chart
import web.i18n
import web.pages.views
import web.pin
import web.workers
from web.chart import chances_chart, nice_step, stack_chart, stack_series

SVG = "{http://www.w3.org/2000/svg}"


def row(hand, player, amount):
    return {"hand_number": hand, "player": player, "amount": amount}


@pytest.mark.parametrize(("rows", "hands", "series"), [
    ([], [0], {}),
    ([row(None, "Anna", 50)], [0], {"Anna": [50]}),
    # a hand that moved nobody's chips is carried over from the hand before
    ([row(None, "Anna", 50), row(None, "Ben", 50), row(2, "Anna", 5), row(2, "Ben", -5)],
     [0, 1, 2], {"Anna": [50, 50, 55], "Ben": [50, 50, 45]}),
    # a correction of hand 1 (reversed, then booked again) counts once, at hand 1
    ([row(None, "Anna", 50), row(None, "Ben", 50), row(1, "Anna", 6), row(1, "Ben", -6),
      row(1, "Anna", -6), row(1, "Ben", 6), row(1, "Anna", -2), row(1, "Ben", 2)],
     [0, 1], {"Anna": [50, 48], "Ben": [50, 52]}),
    # a rebuy and a player who leaves show at the next hand; the open pot is nobody's line
    ([row(None, "Anna", 50), row(None, "Ben", 50), row(1, "Anna", -50), row(1, "Ben", 40), row(1, None, 10),
      row(None, "Anna", 30), row(None, "Ben", -90), row(2, "Anna", 10), row(2, None, -10)],
     [0, 1, 2], {"Anna": [50, 0, 40], "Ben": [50, 90, 0]}),
])
def test_stacks_after_each_hand(rows, hands, series):
    assert stack_series(rows) == (hands, series)


def test_the_chart_is_svg_with_a_line_per_player():
    hands = list(range(201))
    series = {"Anna": [50 + h % 7 for h in hands], "Ben & <Co>": [None] * 100 + [40] * 101, "Carla": [50] * 201}
    svg = stack_chart(hands, series, title="Stacks", hand_word="hand")
    root = ET.fromstring(svg)                                   # well formed, names escaped
    lines = root.findall(f"{SVG}polyline")
    assert [line.get("data-player") for line in lines] == ["Anna", "Ben & <Co>", "Carla"]
    assert [len(line.get("points").split()) for line in lines] == [201, 101, 201]
    labels = [t.text for t in root.findall(f"{SVG}text") if t.get("class") == "end"]
    assert sorted(labels) == ["Anna 54", "Ben & <Co> 40", "Carla 50"]
    ys = sorted(float(t.get("y")) for t in root.findall(f"{SVG}text") if t.get("class") == "end")
    assert all(b - a >= 22 for a, b in zip(ys, ys[1:]))        # end labels do not overlap
    assert root.find(f"{SVG}title").text == "Stacks"
    assert "style=" not in svg and "<script" not in svg


@pytest.mark.parametrize(("span", "step"), [(0, 1), (3, 1), (7, 2), (60, 20), (240, 50), (1000, 200)])
def test_nice_steps(span, step):
    assert nice_step(span) == step


def test_the_chances_chart_has_a_line_per_player_and_its_marks():
    series = {"Anna": [0.5, 0.25, 1.0], "Ben & <Co>": [0.3, 0.0, None], "Carla": [0.2, 0.75, 0.0]}
    svg = chances_chart(["3rd", "4th", "end"], series, [(0, "Q: +sixes"), (1, "Q: sixes → Jacks")], title="Chances")
    root = ET.fromstring(svg)
    lines = root.findall(f"{SVG}polyline")
    assert [line.get("data-player") for line in lines] == ["Anna", "Ben & <Co>", "Carla"]
    assert [len(line.get("points").split()) for line in lines] == [3, 2, 3]
    marks = root.findall(f"{SVG}g[@class='wild-mark']")
    assert [m.find(f"{SVG}text").text for m in marks] == ["Q: +sixes", "Q: sixes → Jacks"]
    font = float(root.get("font-size") or 22)
    ys = [float(m.find(f"{SVG}text").get("y")) for m in marks]
    assert ys[1] - ys[0] >= font and ys[0] >= font * 0.8          # two rows that do not collide, inside the chart
    labels = sorted(t.text for t in root.findall(f"{SVG}text") if t.get("class") == "end")
    assert labels == ["Anna 100%", "Ben & <Co> 0%", "Carla 0%"]
    assert "style=" not in svg and "<script" not in svg


@pytest.mark.parametrize("module", [web.chart, web.i18n, web.pin, web.workers, web.pages.views],
                         ids=lambda m: m.__name__)
def test_doctests(module):
    result = doctest.testmod(module)
    assert result.attempted and not result.failed
