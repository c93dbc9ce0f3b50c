"""Compare how two revisions of the referee rule the same hands: a large deterministic corpus of
random hands (legal ones from `harness.handgen`, and illegal mutations of them so that refusals
are compared too) plus every file of sample_hands/, each replayed action by action.

For every hand it records the refusal (rule, index, message in English and German) or the
ruling JSON, and a digest of the state's view after each action; the digests of two
revisions must be byte-identical.

    # the corpus, made once (with the referee and handgen of --root)
    .venv/bin/python tools/compare_corpus.py generate --hands 2000 --out /tmp/corpus.jsonl
    # the results of each revision (a git worktree of the base commit, and this one)
    .venv/bin/python tools/compare_corpus.py digest --root /tmp/base --corpus /tmp/corpus.jsonl --out /tmp/a.jsonl
    .venv/bin/python tools/compare_corpus.py digest --root . --corpus /tmp/corpus.jsonl --out /tmp/b.jsonl
    .venv/bin/python tools/compare_corpus.py diff /tmp/a.jsonl /tmp/b.jsonl

``--games`` limits the corpus to some games (default: the six games of the base commit).
``digest --pin NAME`` first writes each hand's options through ``referee.games.NAME(variant,
options)`` (a store's pin for hands stored before a change of rules, e.g. ``before_door_cards``):
with it a revision that changed a default must rule the old corpus as the base did.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import pathlib
import random
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
BASE_GAMES = ("BM", "FTQ", "FTC", "FR", "F7S", "F7S/8")


def _use(root: str) -> None:
    """Import the referee (and harness.handgen) of the checkout at `root`."""
    sys.path.insert(0, str(pathlib.Path(root).resolve()))


# --- the corpus ---------------------------------------------------------------------------------

def _random_options(rng: random.Random, game) -> dict:
    """Some of the game's options, set at random (none, one, or several)."""
    options = {}
    for option in game.options:
        if rng.random() < 0.35:
            if isinstance(option.default, bool):
                options[option.name] = rng.random() < 0.5
            elif option.choices:
                options[option.name] = rng.choice(option.choices)
    return options


def _mutations(rng: random.Random, actions: list[str]) -> list[str]:
    """The hand's actions with one changed at random (most such changes break a rule)."""
    if not actions:
        return ["p1 cc"]
    i = rng.randrange(len(actions))
    out = list(actions)
    how = rng.randrange(7)
    text = out[i]
    if how == 0:                                           # an action out of its place
        out[i] = rng.choice(actions)
    elif how == 1:                                         # an action left out
        del out[i]
    elif how == 2 and " cbr " in text:                     # another amount
        head, amount = text.rsplit(" ", 1)
        out[i] = f"{head} {max(0, int(amount) + rng.choice([-3, -1, 1, 2, 7]))}"
    elif how == 3 and text.startswith("p"):                # another player
        out[i] = f"p{rng.randint(1, 9)}" + text[text.index(" "):]
    elif how == 4 and text.startswith("d dh"):             # a card seen before, or another count
        cards = [c for t in actions[:i] if t.startswith("d d") for c in _cards(t.split()[-1]) if c != "??"]
        head, dealt = text.rsplit(" ", 1)
        if cards and rng.random() < 0.6:
            out[i] = f"{head} {rng.choice(cards)}{dealt[2:]}"
        else:
            out[i] = f"{head} {dealt}{rng.choice(['', '??', '2c'])}" if rng.random() < 0.5 else f"{head} {dealt[2:]}"
    elif how == 5:                                         # something after the end, or a wrong kind
        out.insert(i, rng.choice(["d db 2c", "p1 pb", "p2 sm", "p1 f", "p3 cbr 100", "d dh p1 Ah", "x y"]))
    else:
        out.append(rng.choice(["p1 cc", "d dh p1 ??", "p2 sm ????", "d db Kd"]))
    return out[: i + 1 + rng.randint(0, 3)]


def _cards(text: str) -> list[str]:
    return [text[k:k + 2] for k in range(0, len(text), 2)]


def generate(hands: int, seed: int, games: tuple[str, ...]) -> list[dict]:
    """`hands` random legal hands of each game and as many illegal mutations of them, then the
    sample hands."""
    from harness.handgen import header, play
    from referee.games import GAMES, GameError, configure

    rng = random.Random(seed)
    corpus = []
    for variant in games:
        for n in range(hands):
            options = _random_options(rng, GAMES[variant]) if n % 2 else {}
            try:
                configure(variant, options)
            except GameError:
                options = {}
            history = header(rng, variant, options)
            try:
                play(rng, history)
            except Exception as error:     # a generator that cannot go on: recorded, not lost
                history["generator_error"] = repr(error)
            corpus.append({"id": f"{variant}:{n}", "history": history})
            corpus.append({"id": f"{variant}:{n}:mutated",
                           "history": {**history, "actions": _mutations(rng, history["actions"])}})
    for path in sorted((ROOT / "sample_hands").rglob("*.json")):
        corpus.append({"id": str(path.relative_to(ROOT)), "history": json.loads(path.read_text())})
    return corpus


# --- the results ----------------------------------------------------------------------------------

def _digest(value) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, ensure_ascii=False, default=str).encode()).hexdigest()[:16]


def result(history: dict) -> dict:
    """How the referee rules `history`: the refusal or the ruling, and the view after each action."""
    from referee.games import GameError
    from referee.replay import State, load_hand
    from referee.ruling import check_finishing_stacks, rule
    from referee.violations import RuleViolation
    from referee.words.explanation import ruling_json

    out: dict = {}
    try:
        hand = load_hand({k: v for k, v in history.items() if k != "generator_error"})
    except (RuleViolation, GameError, ValueError) as error:
        return {"header_refused": [type(error).__name__, getattr(error, "rule", None), str(error)]}
    state = State(hand)
    views = [_digest(state.view())]
    for index, text in enumerate(hand.actions):
        try:
            state.apply(text, index)
        except RuleViolation as error:
            out["refused"] = [error.rule, error.index, error.message("en"), error.message("de")]
            break
        views.append(_digest(state.view()))
    out["views"] = views
    out["texts"] = _digest(state.texts)
    if "refused" not in out:
        try:
            ruling = rule(state)
            check_finishing_stacks(history, ruling.finishing_stacks)
            out["ruling"] = ruling_json(ruling)
        except RuleViolation as error:
            out["not_ruled"] = [error.rule, error.message("en"), error.message("de")]
    return out


def _pinned(history: dict, pin) -> dict:
    options = history.get("options")
    if pin is None or not isinstance(options, dict | type(None)) or not isinstance(history.get("variant"), str):
        return history
    pinned = pin(history["variant"], options)
    return history if pinned == (options or {}) else {**history, "options": pinned}


def digest(corpus_path: str, out_path: str, pin_name: str | None = None) -> tuple[int, str]:
    import referee.games

    pin = getattr(referee.games, pin_name) if pin_name else None
    total = hashlib.sha256()
    count = 0
    with open(corpus_path) as corpus, open(out_path, "w") as out:
        for line in corpus:
            item = json.loads(line)
            text = json.dumps({"id": item["id"], **result(_pinned(item["history"], pin))}, sort_keys=True,
                              ensure_ascii=False, default=str)
            out.write(text + "\n")
            total.update(text.encode())
            count += 1
    return count, total.hexdigest()


def diff(a_path: str, b_path: str) -> int:
    with open(a_path) as a, open(b_path) as b:
        a_lines, b_lines = a.readlines(), b.readlines()
    differ = [json.loads(x)["id"] for x, y in zip(a_lines, b_lines) if x != y]
    print(f"{len(a_lines)} and {len(b_lines)} hands; {len(differ)} differ" + (f": {', '.join(differ[:20])}" if differ
                                                                               else ""))
    return 1 if differ or len(a_lines) != len(b_lines) else 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    g = sub.add_parser("generate")
    g.add_argument("--hands", type=int, default=1000, help="legal hands per game (and as many mutated)")
    g.add_argument("--seed", type=int, default=22)
    g.add_argument("--games", default=",".join(BASE_GAMES))
    g.add_argument("--root", default=str(ROOT))
    g.add_argument("--out", required=True)
    d = sub.add_parser("digest")
    d.add_argument("--root", default=str(ROOT))
    d.add_argument("--corpus", required=True)
    d.add_argument("--out", required=True)
    d.add_argument("--pin", help="a function of referee.games that pins each hand's options first")
    c = sub.add_parser("diff")
    c.add_argument("a")
    c.add_argument("b")
    args = parser.parse_args(argv)
    if args.command == "diff":
        return diff(args.a, args.b)
    _use(args.root)
    if args.command == "generate":
        corpus = generate(args.hands, args.seed, tuple(args.games.split(",")))
        with open(args.out, "w") as out:
            for item in corpus:
                out.write(json.dumps(item, ensure_ascii=False) + "\n")
        print(f"{len(corpus)} hands written to {args.out}")
        return 0
    count, total = digest(args.corpus, args.out, args.pin)
    print(f"{count} hands ruled by {args.root}: digest {total}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
