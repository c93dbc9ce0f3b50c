"""The stack chart: the ledger read into stacks after each hand, and drawn as SVG."""

import xml.etree.ElementTree as ET

import pytest

from web.chart import chances_chart, nice_step, stack_chart, stack_series

SVG = "{http://www.w3.org/2000/svg}"


def row(hand, player, amount, kind=None):
    kind = kind or ("hand" if hand is not None else "buy_in")
    return {"hand_number": hand, "player": player, "amount": amount, "kind": kind}


@pytest.mark.parametrize(("rows", "last", "lines"), [
    ([], 0, {}),
    ([row(None, "Anna", 50)], 0, {"Anna": [[(0, 50)]]}),
    # a correction of hand 1 (reversed, then booked again) counts once, at hand 1
    ([row(None, "Anna", 50), row(None, "Ben", 50), row(1, "Anna", 6), row(1, "Ben", -6),
      row(1, "Anna", -6, "correction"), row(1, "Ben", 6, "correction"), row(1, "Anna", -2, "correction"),
      row(1, "Ben", 2, "correction")],
     1, {"Anna": [[(0, 50), (1, 48)]], "Ben": [[(0, 50), (1, 52)]]}),
    # a rebuy is a step where it happened; a player who leaves ends the line with the chips taken
    # home; the open pot is nobody's line
    ([row(None, "Anna", 50), row(None, "Ben", 50), row(1, "Anna", -50), row(1, "Ben", 40), row(1, None, 10),
      row(None, "Anna", 30, "rebuy"), row(None, "Ben", -90, "leave"), row(2, "Anna", 10), row(2, None, -10)],
     2, {"Anna": [[(0, 50), (1, 0), (1, 30), (2, 40)]], "Ben": [[(0, 50), (1, 90)]]}),
    # a player who joins after hand 1 starts there; one who leaves and comes back has two lines
    ([row(None, "Anna", 50), row(None, "Ben", 50), row(1, "Anna", 5), row(1, "Ben", -5),
      row(None, "Carla", 40), row(None, "Ben", -45, "leave"), row(2, "Anna", -4), row(2, "Carla", 4),
      row(None, "Ben", 30), row(3, "Ben", 2), row(3, "Anna", -2)],
     3, {"Anna": [[(0, 50), (1, 55), (2, 51), (3, 49)]], "Ben": [[(0, 50), (1, 45)], [(2, 30), (3, 32)]],
         "Carla": [[(1, 40), (2, 44), (3, 44)]]}),
])
def test_stack_lines(rows, last, lines):
    assert stack_series(rows) == (last, lines)


def test_the_chart_is_svg_with_a_line_per_player():
    anna = [(h, 50 + h % 7) for h in range(201)]
    lines = {"Anna": [anna], "Ben & <Co>": [[(100, 40), (150, 40)], [(170, 30), (200, 30)]],
             "Carla": [[(0, 50), (120, 50), (120, 103), (200, 103)]], "Dan": [[(0, 50), (60, 20)]]}
    svg = stack_chart(200, lines, title="Stacks", hand_word="hand", left_word="left")
    root = ET.fromstring(svg)                                   # well formed, names escaped
    polylines = root.findall(f"{SVG}polyline")
    assert [line.get("data-player") for line in polylines] == ["Anna", "Ben & <Co>", "Ben & <Co>", "Carla", "Dan"]
    assert [len(line.get("points").split()) for line in polylines] == [201, 2, 2, 4, 2]
    labels = [t.text for t in root.findall(f"{SVG}text") if t.get("class") == "end"]
    assert sorted(labels) == ["Anna 54", "Ben & <Co> 30", "Carla 103", "Dan (left) 20"]
    ys = sorted(float(t.get("y")) for t in root.findall(f"{SVG}text") if t.get("class") == "end")
    assert all(b - a >= 22 for a, b in zip(ys, ys[1:]))        # end labels do not overlap
    assert root.find(f"{SVG}title").text == "Stacks"
    assert "style=" not in svg and "<script" not in svg


def test_a_rebuy_is_an_upright_step_and_the_label_is_the_chips_now():
    rows = [row(None, "Emil", 100), row(1, "Emil", -47), row(None, "Emil", 50, "rebuy")]
    last, lines = stack_series(rows)
    svg = stack_chart(last, lines, title="Stacks")
    points = [tuple(map(float, p.split(","))) for p in ET.fromstring(svg).find(f"{SVG}polyline").get("points").split()]
    assert len(points) == 3 and points[1][0] == points[2][0] and points[2][1] < points[1][1]   # up at hand 1
    assert [t.text for t in ET.fromstring(svg).findall(f"{SVG}text") if t.get("class") == "end"] == ["Emil 103"]


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

