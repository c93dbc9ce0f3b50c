"""`python -m referee best-hand`, run as a real process."""

import json
import subprocess
import sys

import pytest

from tests.conftest import PHH_STUD, ROOT


def run(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "referee", *args], input=stdin, capture_output=True,
                          text=True, cwd=ROOT)


def test_best_hand_with_cards():
    out = run("best-hand", "--wild", "Q,J", "Jd", "Js", "Qc", "9h", "9c", "Ks", "2d")
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result["category"] == "five of a kind"
    assert len(result["cards"]) == 5 and set(result["wilds"]) == {"Jd", "Js", "Qc"}
    assert result["key"] == [14, 9]


def test_best_hand_from_stdin_one_line_each():
    out = run("best-hand", "--wild", "2", stdin="Ah 2c 9h 5h 3h\n\n10♥ B♥ D♥ K♥ A♥\n")
    assert out.returncode == 0, out.stderr
    lines = [json.loads(line) for line in out.stdout.splitlines()]
    assert [r["category"] for r in lines] == ["flush", "straight flush"]
    assert lines[0]["wilds"] == {"2c": "Kh"}


@pytest.mark.parametrize("args, stdin, message", [
    (["best-hand", "Xx", "Ah", "Kh", "Qh", "Jh"], None, "cannot read 'Xx' as a card"),
    (["best-hand", "--wild", "Z", "Ah", "Kh", "Qh", "Jh", "Th"], None, "cannot read 'Z' as a rank"),
    (["best-hand", "Ah", "Ah", "Kh", "Qh", "Jh"], None, "Ah is held twice"),
    (["best-hand", "Ah", "Kh"], None, "from 5 cards up, not 2"),
    (["best-hand"], "Ah Kh Qh Jh Th\nAh Kh\n", "line 2: a hand is ranked from 5 cards up"),
    (["best-hand", "--extended", "zigzag", "Ah", "Kh", "Qh", "Jh", "Th"], None, "unknown category 'zigzag'"),
    (["frobnicate"], None, "invalid choice"),
    (["games", "--xml"], None, "unrecognized arguments: --xml"),
    ([], None, "required"),
])
def test_bad_input_exit_2_one_line(args, stdin, message):
    out = run(*args, stdin=stdin)
    assert out.returncode == 2
    assert len(out.stderr.strip().splitlines()) == 1, out.stderr
    assert message in out.stderr
    assert "Traceback" not in out.stderr


def test_rule_prints_each_ruled_hand_as_one_json_line():
    out = run("rule", "sample_hands/rules-example.json", "tests/data/phh-stud/wsop-2023-43-5-11.phh")
    assert out.returncode == 0, out.stderr
    first, second = [json.loads(line) for line in out.stdout.splitlines()]
    assert first["ruling"]["wild_ranks"] == ["Q", "J"]
    assert "J♦ J♠ Q♣ stand for nines" in first["ruling"]["explanation"]["en"]
    assert second["finishing_stacks"] == [4750000, 9500000, 4175000, 6675000, 4600000]


def test_rule_refuses_a_bad_hand_with_file_action_and_rule(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"variant": "FTQ", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [9, 9, 9],
                               "actions": ["d dh p1 ????Qh", "d dh p2 ????Qh"]}))
    out = run("rule", str(bad))
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.count("\n") == 1 and "Traceback" not in out.stderr
    assert f"{bad}: action 1 ('d dh p2 ????Qh'): Q♥ was already dealt" in out.stderr


@pytest.mark.parametrize("text, message", [("{", "not valid JSON"), ("variant = ", "not valid TOML")])
def test_rule_refuses_unreadable_files(tmp_path, text, message):
    path = tmp_path / ("hand.json" if text == "{" else "hand.phh")
    path.write_text(text)
    out = run("rule", str(path))
    assert out.returncode == 2 and message in out.stderr and out.stderr.count("\n") == 1


def test_rule_prints_a_phh_time_as_text(tmp_path):
    # regression: a PHH `time` (a TOML local time) made `rule` crash in json.dumps
    path = tmp_path / "hand.phh"
    path.write_text((PHH_STUD / "wsop-2023-43-5-10.phh").read_text() + "\ntime = 16:10:41\n")
    out = run("rule", str(path))
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["time"] == "16:10:41"


def test_rule_refuses_a_file_that_is_not_utf8(tmp_path):
    # regression: a Latin-1 file ended in a UnicodeDecodeError traceback
    path = tmp_path / "hand.json"
    path.write_bytes('{"variant": "F7S", "players": ["Jürgen"]}'.encode("latin-1"))
    out = run("rule", str(path))
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and "Traceback" not in out.stderr
    assert f"{path}: not UTF-8 text" in out.stderr


def test_the_json_line_is_json_dumps():
    """`ranking_json` writes what ``json.dumps(best_hand(...).as_json())`` would, wild cards and
    the extended ranking included."""
    import random

    from referee.__main__ import ranking_json
    from referee.cards import DECK
    from referee.ranking import EXTENDED, best_five, best_hand, wild_set

    rng = random.Random(3)
    for _ in range(1500):
        cards = rng.sample(DECK, rng.choice([5, 6, 7, 8]))
        wild = rng.choice([frozenset(), wild_set({12}), wild_set({12, 6}), frozenset(rng.sample(DECK, 3))])
        extended = frozenset(rng.sample(sorted(EXTENDED.values()), rng.randint(0, 5)))
        assert ranking_json(*best_five(cards, wild, extended)) == json.dumps(best_hand(cards, wild, extended).as_json(),
                                                                              ensure_ascii=False)


def test_many_lines_in_blocks_and_line_buffered_alike():
    import random

    from referee.cards import DECK

    rng = random.Random(5)
    text = "".join(" ".join(map(str, rng.sample(DECK, 7))) + "\n" for _ in range(4000))   # more than a block
    blocks, each = run("best-hand", stdin=text), run("best-hand", "--line-buffered", stdin=text)
    assert blocks.returncode == each.returncode == 0
    assert blocks.stdout == each.stdout and len(blocks.stdout.splitlines()) == 4000


def test_the_lines_before_a_bad_one_are_written():
    out = run("best-hand", stdin="Ah Kh Qh Jh Th\n" * 3 + "Ah Kh\n" + "Ah Kh Qh Jh Th\n")
    assert out.returncode == 2 and "line 4:" in out.stderr
    assert len(out.stdout.splitlines()) == 3


def test_games_lists_every_game_of_the_table_with_its_options_and_defaults():
    from referee.games import GAMES
    out = run("games", "--json")
    assert out.returncode == 0, out.stderr
    listed = {game["variant"]: game for game in json.loads(out.stdout) if "preset" not in game}
    assert list(listed) == list(GAMES)                       # every game, none written by hand
    for code, game in GAMES.items():
        assert listed[code]["name"] == dict(game.name) and set(listed[code]["name"]) == {"en", "de"}
        assert listed[code]["defaults"] == game.defaults()
        assert [o["name"] for o in listed[code]["options"]] == [o.name for o in game.options]
    text = run("games")
    assert text.returncode == 0, text.stderr
    for code, game in GAMES.items():
        assert f"{code}: {game.name['en']} ({game.name['de']})" in text.stdout
        for option in game.options:
            assert f"  {option.name} = {json.dumps(option.default)}" in text.stdout


def test_games_names_every_house_preset_with_its_definition_and_a_phh_of_one_is_ruled(tmp_path):
    # "The games listing names them"; a preset plays as a house game: a PHH file of variant
    # HOUSE with the preset's definition (`_house_game`) is ruled.
    from referee.games.house import PRESETS, check_definition
    from referee.phh import dump_phh

    presets = {game["preset"]: game for game in json.loads(run("games", "--json").stdout) if "preset" in game}
    assert list(presets) == list(PRESETS)
    for code, game in presets.items():
        assert game["variant"] == "HOUSE" and game["house_game"] == check_definition(PRESETS[code])
        assert game["words"]["en"].startswith(PRESETS[code]["name"] + ": ") and game["words"]["de"]
    text = run("games").stdout
    assert "HOUSE 8CS: Eight-Card Stud, 2 to 6 players, fixed limit" in text
    assert '  house_game = {"name": "Eight-Card Stud", "cards": 8, "deal": ["ddu", "u", "u", "u", "d", "d"]' in text
    sample = json.loads((ROOT / "sample_hands" / "house-eight-card-stud.json").read_text())
    history = {k: v for k, v in sample.items() if k not in ("finishing_stacks", "_expect")}
    history["house_game"] = presets["8CS"]["house_game"]
    (tmp_path / "eight.phh").write_text(dump_phh(history))
    out = run("rule", str(tmp_path / "eight.phh"))
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["finishing_stacks"] == sample["finishing_stacks"]
