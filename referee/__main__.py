"""The command line: ``python -m referee best-hand ...``, ``rule``, ``odds``, ``convert``, ``games``.

Bad input ends with exit status 2 and one line on stderr that names the problem.
"""

from __future__ import annotations

import argparse
import datetime
import sys

from .cards import DECK, Card, CardError, parse_cards, parse_rank
from .ranking import EXTENDED, Category, best_five, wild_set

# The other commands import what they need when they run: `best-hand` is a line filter, and
# starts in a third of the time without the rest of the referee.


class UsageError(Exception):
    """Bad input on the command line: one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # one readable line, not argparse's usage block
        raise UsageError(message)


def _wild(args) -> frozenset:
    ranks = {parse_rank(r) for r in args.wild.split(",") if r.strip()} if args.wild else set()
    cards = parse_cards(args.wild_cards) if args.wild_cards else ()
    if None in cards:
        raise UsageError("--wild-cards: '??' is not a card")
    return wild_set(ranks, cards)


def _extended(args) -> frozenset:
    names = [n.strip() for n in (args.extended or "").split(",") if n.strip()]
    unknown = [n for n in names if n not in EXTENDED]
    if unknown:
        raise UsageError(f"--extended: unknown category {unknown[0]!r} (known: {', '.join(EXTENDED)})")
    return frozenset(EXTENDED[n] for n in names)


def _rank_line(text: str, wild, extended) -> str:
    """A hand's best five as one line of JSON (see `ranking_json`)."""
    cards = parse_cards(text)
    if "?" in text and None in cards:
        raise UsageError(f"{text!r}: '??' is a card nobody has seen; best-hand needs every card")
    try:
        return ranking_json(*best_five(cards, wild, extended))
    except ValueError as error:
        raise UsageError(str(error)) from None


def ranking_json(key: tuple[int, ...], five: tuple[Card, ...], wilds: tuple = ()) -> str:
    """``json.dumps(best_hand(...).as_json(), ensure_ascii=False)``, written directly (a card,
    a category and a number need no escaping): a line filter writes one for every hand.

    >>> print(ranking_json(*best_five(parse_cards('Ah 2c 9h 5h 3h'), wild_set({2}))))
    {"category": "flush", "cards": ["Ah", "2c", "9h", "5h", "3h"], "wilds": {"2c": "Kh"}, "key": [10, 14, 13, 9, 5, 3]}
    """
    head, tail = _KEY_JSON.get(key) or _key_json(key)
    cards = '", "'.join(map(_TEXT.__getitem__, five))
    if wilds:
        stands = ", ".join([f'"{w}": "{s}"' for w, s in wilds])
        return f'{head}"{cards}"], "wilds": {{{stands}}}, {tail}'
    return f'{head}"{cards}"], "wilds": {{}}, {tail}'


_TEXT = {c: str(c) for c in DECK}
_KEY_JSON: dict[tuple[int, ...], tuple[str, str]] = {}


def _key_json(key: tuple[int, ...]) -> tuple[str, str]:
    """What `ranking_json` writes before the cards and after the wild cards, for a key."""
    text = _KEY_JSON[key] = (f'{{"category": "{_LABELS[key[0]]}", "cards": [', f'"key": [{", ".join(map(str, key))}]}}')
    return text


_LABELS = {int(category): category.label for category in Category}


def best_hand_command(args) -> int:
    wild, extended = _wild(args), _extended(args)
    if args.cards:
        print(_rank_line(" ".join(args.cards), wild, extended))
        return 0
    flush = args.line_buffered or sys.stdout.isatty()
    number = 0
    for lines in _line_blocks(flush or sys.stdin.isatty()):      # a line at a time, or what is there
        ranked = []
        for line in lines:
            number += 1
            if not line.isspace():
                try:
                    ranked.append(_rank_line(line, wild, extended))
                except (UsageError, CardError) as error:
                    sys.stdout.write("".join(text + "\n" for text in ranked))
                    raise UsageError(f"line {number}: {error}") from None
        ranked.append("")
        sys.stdout.write("\n".join(ranked))
        if flush:
            sys.stdout.flush()
    return 0


def _line_blocks(one_by_one: bool):
    """stdin's lines: one at a time when someone may be waiting for each answer (a terminal,
    or ``--line-buffered``), else in blocks of up to 64 KiB."""
    if one_by_one:
        return ([line] for line in sys.stdin)
    return iter(lambda: sys.stdin.readlines(1 << 16), [])


def rule_command(args) -> int:
    from .histories import place
    from .ruling import rule_history
    from .violations import RuleViolation

    refused = False
    for path in args.files:
        histories, refusals = _read_histories(path)
        for number, history in enumerate(histories, 1):
            try:
                ruled = rule_history(history)
            except RuleViolation as error:      # this hand is refused, the others are ruled
                refusals.append(f"{place(path, history, number, error.index, len(histories) > 1)}: {error}")
                continue
            print(_json_line(ruled), flush=True)
        refused = _refuse(refusals) or refused
    return 2 if refused else 0


def _refuse(refusals: list[str]) -> bool:
    """Each refused hand, one line on stderr; whether there was any."""
    for refusal in refusals:
        print(f"error: {refusal}", file=sys.stderr, flush=True)
    return bool(refusals)


def _json_line(value) -> str:
    """One line of JSON; a PHH time or date (a PokerStars hand has them) as ISO text."""
    import json

    def iso(value):
        if isinstance(value, datetime.date | datetime.time):
            return value.isoformat()
        raise TypeError(f"{type(value).__name__} is not JSON")
    return json.dumps(value, ensure_ascii=False, default=iso)


def _read_text(path: str) -> str:
    try:
        with open(path, encoding="utf-8") as file:
            return file.read()
    except OSError as error:
        raise UsageError(f"{path}: cannot read the file ({error.strerror})") from None
    except UnicodeDecodeError as error:
        raise UsageError(f"{path}: not UTF-8 text (byte {error.start})") from None


def _read_history(path: str) -> dict:
    from .phh import HistoryFormatError, load_history

    try:
        return load_history(_read_text(path), path)
    except HistoryFormatError as error:     # it names the file already
        raise UsageError(str(error)) from None


def _read_histories(path: str) -> tuple[list[dict], list[str]]:
    """The hands of a file in any format `read_histories` reads, and the refusal of each hand
    it refuses (a file it cannot read at all ends here, one line)."""
    from .histories import HandsRefused, HistoryFormatError, read_histories

    try:
        return read_histories(_read_text(path), path), []
    except HandsRefused as refused:
        return refused.histories, [str(refusal) for refusal in refused.refusals]
    except HistoryFormatError as error:     # it names the file already
        raise UsageError(str(error)) from None


def convert_command(args) -> int:
    from .phh import HistoryFormatError, dump_phh, dump_phhs

    histories, refusals = _read_histories(args.file)
    if args.to == "json":
        for history in histories:
            print(_json_line(history), flush=True)
    elif histories:
        try:
            text = dump_phh(histories[0]) if len(histories) == 1 else dump_phhs(histories)
        except HistoryFormatError as error:
            raise UsageError(f"{args.file}: {error}") from None
        print(text, end="")
    return 2 if _refuse(refusals) else 0


def odds_command(args) -> int:
    from .odds import odds
    from .violations import RuleViolation

    try:
        result = odds(_read_history(args.file), target=args.target / 100, budget=args.budget, seed=args.seed)
    except RuleViolation as error:
        raise UsageError(f"{args.file}: {error}") from None
    print(_json_line(result))
    return 0


def games_command(args) -> int:
    import json

    from .games import listing

    games = listing()
    if args.json:
        print(json.dumps(games, ensure_ascii=False, indent=1))
        return 0
    for game in games:
        low, high = game["players"]
        if "preset" in game:               # a house game preset: its code, name and definition
            print(f"HOUSE {game['preset']}: {game['name']['en']}, {low} to {high} players, {game['betting']} limit")
            print(f"  house_game = {json.dumps(game['house_game'], ensure_ascii=False)}")
            print(f"  in words: {game['words']['en']}")
        else:
            print(f"{game['variant']}: {game['name']['en']} ({game['name']['de']}), {low} to {high} players, "
                  f"{game['betting']} limit")
        for option in game["options"]:
            choices = f" (one of {', '.join(option['choices'])})" if "choices" in option else ""
            print(f"  {option['name']} = {json.dumps(option['default'])}{choices}: {option['help']['en']}")
    return 0


def parser() -> argparse.ArgumentParser:
    top = _Parser(prog="python -m referee", description="The Follow the Queen referee.")
    commands = top.add_subparsers(dest="command", required=True, parser_class=_Parser)
    best = commands.add_parser("best-hand", help="rank the best five of 5 or more cards, with wild cards",
                               description="Print the best five cards as JSON: category, cards, "
                               "what each wild card stands for, and a comparable key. Without "
                               "CARDS, read one hand a line from stdin.")
    best.add_argument("cards", nargs="*", metavar="CARD", help="cards, e.g. Qh 10h D♥ 9s")
    best.add_argument("--wild", metavar="RANKS", help="wild ranks, comma-separated, e.g. Q,J")
    best.add_argument("--wild-cards", metavar="CARDS", help="single wild cards, e.g. Qs (Black Mariah)")
    best.add_argument("--extended", metavar="NAMES",
                      help="extended categories in play, comma-separated: " + ", ".join(EXTENDED))
    best.add_argument("--line-buffered", action="store_true",
                      help="write each line out at once (the default when stdout is a terminal; "
                      "else the lines go out a block at a time)")
    best.set_defaults(run=best_hand_command)
    rule = commands.add_parser("rule", help="check and rule hand histories (.json, .phh, .phhs, PokerStars .txt)",
                               description="Replay each hand, check every action against the rules and "
                               "print the ruled hand as one line of JSON: the input plus finishing_stacks, "
                               "winnings and ruling. A refused file: its error on stderr, exit status 2.")
    rule.add_argument("files", nargs="+", metavar="FILE",
                      help="hand histories, .json, .phh, .phhs or a PokerStars hand-history .txt")
    rule.set_defaults(run=rule_command)
    chances = commands.add_parser("odds", help="each player's chance to win a hand in progress",
                                  description="Play out the rest of the deal from the cards nobody has seen "
                                  "(a Queen still to come changes the wild ranks as the rules say) and print "
                                  'one JSON object: {"players": [{"name", "win", "tie"}], "method", "samples", '
                                  '"stderr"}.')
    chances.add_argument("file", metavar="FILE", help="the hand so far, .json or .phh")
    chances.add_argument("--target", type=float, default=0.25, metavar="POINTS",
                         help="Monte Carlo stops once every chance's standard error is below this many "
                         "percentage points (default 0.25)")
    chances.add_argument("--budget", type=float, default=5.0, help="seconds at most (default 5)")
    chances.add_argument("--seed", type=int, help="for a repeatable Monte Carlo run")
    chances.set_defaults(run=odds_command)
    convert = commands.add_parser("convert", help="print hand histories in our format (JSON or PHH)",
                                  description="Read a hand history (.json, .phh, .phhs, or a PokerStars "
                                  "7 Card Stud, Stud Hi/Lo or Razz hand-history text: .txt or any file that "
                                  "starts with 'PokerStars Hand #') and print it in our format: JSON, one "
                                  "hand a line, or PHH (TOML; several hands as a .phhs text). It is not "
                                  "ruled: run rule on the result for that.")
    convert.add_argument("file", metavar="FILE", help="a .json, .phh, .phhs or PokerStars .txt file")
    convert.add_argument("--to", choices=("json", "phh"), default="json", help="the output format (default json)")
    convert.set_defaults(run=convert_command)
    listed = commands.add_parser("games", help="list every game with its code, options and defaults",
                                 description="List every game the referee rules: its code (the variant of a "
                                 "hand history), its names in English and German, how many play it, its "
                                 "betting, and each option with its default.")
    listed.add_argument("--json", action="store_true", help="print the list as JSON (as GET /api/games has it)")
    listed.set_defaults(run=games_command)
    return top


def main(argv=None) -> int:
    try:
        args = parser().parse_args(argv)
        status = args.run(args)
        sys.stdout.flush()               # here, where a closed pipe is still caught
        return status
    except (UsageError, CardError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:          # the reader (head, less) stopped reading: not our error
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
