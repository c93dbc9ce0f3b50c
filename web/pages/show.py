"""Template models of the pages (`show`): what a template shows, made from the referee's view of a
hand (and other plain data) in one language.  Pure functions: no Flask, no database, testable alone.

>>> banner({"variant": "FTQ", "header": {}, "wilds": {"ranks": ["Q", "6"], "explanation": {"en": "why"}}}, "en")
{'headline': 'Wild: Queens and sixes', 'why': 'why', 'ranks': ['Q', '6'], 'kind': 'wild'}
"""

from __future__ import annotations

import datetime
import functools
from decimal import Decimal

import referee.words
from referee.cards import RANKS
from referee.games import game_type
from referee.words import rank_list, street_name, times
from referee.words.terms import StreetKey

from .. import chart, i18n
from ..settle import EXACT_UP_TO, money_words
from ..words import say

SUIT_ROWS = "shcd"                     # the picker's rows: black and red alternate
MAX_SEATS = 9


# --- the table: cards, the wild banner, seats, pots, bets -------------------------------------------

def deck(seen: set[str], lang: str) -> list[dict]:
    """The picker's 52 cards, a row per suit, the deuce to the Ace."""
    return [{**card, "seen": card["id"] in seen} for card in _deck(lang)]


@functools.cache
def _deck(lang: str) -> tuple[dict, ...]:
    """The picker's cards as `lang` writes them (worked out once: every card tap draws them)."""
    return tuple({"id": rank + suit, "face": i18n.card_face(rank + suit, lang), "rank": i18n.rank_face(rank, lang),
                  "suit": i18n.card_face(rank + suit, "en")[-1], "red": suit in "hd"}
                 for suit in SUIT_ROWS for rank in RANKS)


def _wild_ranks(view: dict) -> set[str]:
    """The ranks wild for everybody, and the single wild cards of a game that has them (the
    suicide King: ``Kh``)."""
    wilds, fixed = view.get("wilds"), view.get("fixed_wilds")
    return (set(wilds["ranks"]) if wilds else set()) | (set(fixed["ranks"]) | set(fixed["cards"]) if fixed else set())


def _is_wild(card: str | None, ranks: set[str], variant: str, options: dict) -> bool:
    if card is None:
        return False
    if variant == "BM":
        return bool(options.get("wild")) and card == "Qs"
    return card[0] in ranks or card in ranks


def banner(view: dict, lang: str) -> dict:
    """The wild-card banner: the ranks now in words, and why."""
    wilds = view.get("wilds")
    options = view.get("header", {}).get("options", {})
    if view["variant"] == "BM" and options.get("wild"):
        return {"headline": f"{say('wild_now', lang)}: {i18n.card_face('Qs', lang)}", "why": "",
                "ranks": ["Q"], "kind": "wild"}
    fixed = view.get("fixed_wilds")
    if wilds is None and fixed:              # wild cards no face-up card changes: the game's words say them
        return {"headline": fixed["explanation"][lang], "why": "", "ranks": fixed["ranks"], "kind": "wild"}
    if wilds is None:
        return {"headline": say("no_wilds_game", lang), "why": "", "ranks": [], "kind": "none"}
    ranks = [RANKS.index(r) + 2 for r in wilds["ranks"]]
    headline = f"{say('wild_now', lang)}: {rank_list(ranks, lang)}" if ranks else say("nothing_wild", lang)
    return {"headline": headline, "why": wilds["explanation"][lang], "ranks": wilds["ranks"],
            "kind": "wild" if ranks else "none"}


def cards_of(hand: dict, lang: str) -> list[dict]:
    """A hand's five cards (a ruling's hand, as `referee.words.explanation` gives it) for the card
    macro, the wild ones marked, with what they stand for where that is another card (a wild King
    that is a King stays a King, marked wild all the same)."""
    wilds, wild = hand["wilds"], set(hand.get("wild_cards", ())) | set(hand["wilds"])
    return [{"id": c, "face": i18n.card_face(c, lang), "red": c[1] in "hd", "wild": c in wild,
             "stands_for": i18n.card_face(wilds[c], lang) if c in wilds else None} for c in hand["cards"]]


def ruled(view: dict) -> bool:
    """Whether the view is of a hand that is over with its ruling (its chips paid out)."""
    return view.get("outcome") is not None and bool(view.get("finishing_stacks")) and bool(view.get("ruling"))


def _table_card(card: str | None, up: bool, wild: bool, lang: str) -> dict:
    """A card for the card macro (None: a card face down, unseen)."""
    return {"id": card, "face": i18n.card_face(card, lang) if card else "", "up": up,
            "red": card[1] in "hd" if card else False, "wild": wild}


def chips_now(seats: list[dict], chips: dict[str, int]) -> list[dict]:
    """Between hands, each seat's stack as it stands now (`chips`: a rebuy since the hand), not
    as the hand left it: the seats and the players panel say the same."""
    return [{**seat, "stack": chips.get(seat["name"], seat["stack"])} for seat in seats]


def seats(view: dict, lang: str, known: list[list] | None = None) -> list[dict]:
    """Each player with their cards as the table sees them (`known`: every card of each seat, for
    a replay after the hand, so that hole cards known from the record show too).  Once the hand
    is ruled, each stack is the stack after the hand (the pots paid out), and an all-in player
    paid from a pot is all-in no more."""
    ranks = _wild_ranks(view)
    options = view.get("header", {}).get("options", {})
    nxt = view["next"]
    after = view["finishing_stacks"] if ruled(view) else None
    out = []
    for i, p in enumerate(view["players"]):
        cards = []
        own = set(p.get("personal_wild", {}).get("cards", ()))          # the player's own wild cards, once shown
        for j, c in enumerate(p["cards"]):
            card = c["card"]
            if card is None and known is not None and known[i][j] is not None:
                card = str(known[i][j])
            wild = card in own or _is_wild(card, ranks, view["variant"], options)
            cards.append(_table_card(card, c["up"], wild, lang))
        chooses = i == nxt.get("seat") or i in nxt.get("seats", ())      # all who choose at once are marked
        out.append({**p, "cards": cards, "next": nxt["kind"] if chooses else None,
                    "stack": after[i] if after is not None else p["stack"],
                    "all_in": p["all_in"] and (after is None or after[i] == 0),      # paid: no longer all-in
                    "bet_now": p["bet"] if view["phase"] == "bet" and after is None else 0,
                    "dealer": p["name"] == view.get("dealer")})
    return out


def board(view: dict, lang: str) -> list[dict]:
    """The cards in the middle, dealt face up to nobody, as cards: Follow the Queen's extra
    card(s) after a final Queen (each a wild change of nobody's), and the common card of 7th
    street when the deck runs short."""
    cards = view.get("board") or []
    if not cards:
        return []
    extra = {change["card"] for change in (view.get("wilds") or {}).get("changes", []) if change["seat"] is None}
    ranks = _wild_ranks(view)
    options = view.get("header", {}).get("options", {})
    rows = []
    for kind, these in (("extra", [c for c in cards if c in extra]), ("common", [c for c in cards if c not in extra])):
        if these:
            rows.append({"kind": f"board {kind}", "label": say(f"board_{kind}", lang, n=len(these)), "amount": None,
                         "note": "", "cards": [_table_card(c, True, _is_wild(c, ranks, view["variant"], options), lang)
                                               for c in these]})
    return rows


def pots(view: dict, lang: str) -> list[dict]:
    """The pots as the table shows them, each a line in words with its amount: the cards dealt to
    nobody (`board`), the pot (or the main pot and side pots 1, 2, ... with whom each is for),
    the bets of the round in progress, an excess that comes back because nobody can match it;
    once ruled, the pot paid out (or what stays in the middle for the next deal).  A pot carried
    over from a void deal is said as part of the pot it went into."""
    rows = board(view, lang)
    if ruled(view):
        ruling = view["ruling"]
        paid = sum(sum(p["shares"].values()) for p in ruling["pots"])
        if paid:
            rows.append({"kind": "paid", "label": say("paid_out", lang, n=paid), "amount": None, "note": ""})
        if ruling.get("carried_pot"):
            rows.append({"kind": "carried", "label": say("carried", lang, n=ruling["carried_pot"]), "amount": None,
                         "note": ""})
        return rows
    table = view["table_pots"]
    in_hand = [p["name"] for p in view["players"] if not p["folded"]]
    carried = view.get("header", {}).get("carried_pot", 0)
    for i, pot in enumerate(table["pots"]):
        label = say("pot", lang) if len(table["pots"]) == 1 else \
            say("main_pot", lang) if i == 0 else say("side_pot_n", lang, n=i)
        everyone = set(pot["eligible"]) >= set(in_hand)
        notes = [] if everyone else [say("for_whom", lang, names=referee.words.join(pot["eligible"], lang))]
        if i == 0 and carried:                                  # a redeal: the pot of the void deal is in it
            notes.append(say("of_it_carried", lang, n=carried))
        rows.append({"kind": "main" if i == 0 else "side", "label": label, "amount": pot["amount"],
                     "note": " ".join(notes)})
    if table["round"]:
        rows.append({"kind": "round", "label": say("round_bets", lang), "amount": table["round"], "note": ""})
    if table["back"]:
        back = table["back"]
        rows.append({"kind": "back", "label": say("back_to", lang, n=back["amount"], name=back["name"]),
                     "amount": None, "note": ""})
    return rows


@functools.lru_cache(maxsize=1024)
def did_words(kind: str, name: str, amount: int, lang: str) -> str:
    """What a betting button does, as the entry will say it: "Anna calls 5", "Anna bets 3"
    (remembered: every betting tap draws the next player's buttons)."""
    return referee.words.say(f"did.{kind}", lang, player=name, amount=amount)


def bet_choices(legal: dict, seat: int, name: str, lang: str, round_high: int = 0) -> dict:
    """The betting buttons of the player to act, each a whole action text and its words
    ("Anna checks", "Anna calls 5", "Anna bets 3"), and the amounts of a bet or raise.  A bet
    over a bring-in (`round_high`: the highest bet of the round) completes it.  The words are those
    the entry will have (`referee.streets.apply`)."""
    me = f"p{seat + 1}"
    out: dict = {"fold": (did_words("fold", name, 0, lang), f"{me} f") if legal["fold"] else None,
                 "check": (did_words("check", name, 0, lang), f"{me} cc") if legal["check"] else None,
                 "call": (did_words("call", name, legal["call"], lang), f"{me} cc")
                 if legal["call"] and not legal["check"] and legal["bring_in"] is None else None,
                 "bring_in": (did_words("bring_in", name, legal["bring_in"], lang), f"{me} pb")
                 if legal["bring_in"] is not None else None,
                 "amounts": [], "kind": None, "low": None, "high": None, "seat": me, "free": False, "row": ""}
    for kind in ("bet", "raise"):
        if legal[kind]:
            low, high = legal[kind]
            if legal["fixed"]:
                amounts = sorted({low, high})
            elif high - low <= 11:
                amounts = list(range(low, high + 1))
            else:
                step = max(1, (high - low) // 6)
                amounts = sorted({low, *range(low + step, high, step), high})[:8]
            did = "raise" if kind == "raise" else "complete" if round_high else "bet"
            out.update(kind=did, low=low, high=high, row=say(f"row_{did}", lang, name=name),
                       amounts=[(a, f"{me} cbr {a}", did_words(did, name, a, lang)) for a in amounts],
                       free=not legal["fixed"] and high - low > 11)
    return out


def decision_choices(nxt: dict, lang: str) -> list[tuple[str, str]]:
    """The two buttons of a decision about a face-up card (the view's ``next`` of kind
    ``decide``), each an intent and its words: pay or fold (Baseball's 3), buy or pass (a 4 sold)."""
    if nxt["decision"] == "pay":
        return [("pay", say("decide_pay", lang, n=nxt["amount"])), ("decline", say("decide_fold", lang))]
    return [("buy", say("decide_buy", lang, n=nxt["amount"])), ("decline", say("decide_pass", lang))]


def shortcut(view: dict, lang: str) -> dict | None:
    """The one-tap betting round ("All check", "All call 3") with who it is for, and its intent."""
    cut = (view.get("one_tap") or {}).get("round")
    if not cut:
        return None
    label = say("all_check", lang) if cut["kind"] == "check" else say("all_call", lang, n=cut["amount"])
    return {"label": label, "who": referee.words.join(cut["names"], lang), "intent": f"all_{cut['kind']}"}


def broken(broken: dict, lang: str) -> dict:
    """The entry that no longer fits, in words: which, what it did when entered, why not now, and
    how many entries wait behind it."""
    facts = {"n": broken["index"] + 1, "problem": broken["message"][lang]}
    title = say("broken_title", lang, was=broken["was"][lang], **facts) if broken["was"] else \
        say("broken_plain", lang, **facts)
    waiting = broken["waiting"]
    later = say("entries_waiting", lang, n=waiting, k=facts["n"]) if waiting else ""
    return {"index": broken["index"], "n": facts["n"], "title": title, "later": later}


def correction(change: dict, lang: str) -> str:
    """A correction of an earlier entry, in words: "Entry 5: Dan calls 3 → Carla calls 3"."""
    note = say("entry_note", lang)                   # a comment of the record: no action to tell
    facts = {"n": change["n"], **{side: change[side][lang] if change[side] else note for side in ("old", "new")}}
    return say(f"corrected_{change['kind']}", lang, **facts)


def entries(view: dict, lang: str) -> list[dict]:
    """The entries of the hand, newest first, each in words with its number (1, 2, ...)."""
    return [{"index": e["index"], "n": e["index"] + 1, "text": e["text"][lang], "kind": e["kind"]}
            for e in reversed(view.get("entries", []))]


def ruling(view: dict, lang: str) -> dict | None:
    """The ruling of a finished hand, ready to show: each pot's winners and shares, the stacks
    after the hand, what comes back, each shown hand's best five with the wild cards marked and
    what they stand for, the explanation.  Chicago: the box of a player who takes a spade half
    shows the spade in the hole that took it (`_spade_holders`), and says "wins" by their name only
    when their hand won something too."""
    ruled_ = view.get("ruling")
    if not ruled_:
        return None
    holders = _spade_holders(view, ruled_)
    with_hand = _won_with_hand(ruled_, holders)
    spades = {spade[0]: spade[1] for spade in holders if spade}
    hands = []
    for name, hand in ruled_.get("hands", {}).items():
        if hand is None or "cards" not in hand:
            continue
        sides = [hand] + [hand[second] for second in ("low", "two") if hand.get(second)]   # a low, Cowpie's two cards
        shown = [{"cards": cards_of(side, lang), "description": side["description"][lang]}
                 for side in sides if side is not None]
        spade = spades.get(name)                    # a hole card: dealt face down, never wild
        hands.append({"name": name, "sides": shown, "winner": any(name in pot["winners"] for pot in ruled_["pots"]),
                      "wins_hand": name in with_hand,
                      "spade": {"card": _table_card(spade, False, False, lang),
                                "words": say(f"spade_in_the_hole_{_spade_order(view)}", lang)} if spade else None})
    names = [p["name"] for p in view["players"]]
    pot_rows = []
    for i, pot in enumerate(ruled_["pots"]):
        label = say("pot", lang) if len(ruled_["pots"]) == 1 else \
            say("main_pot", lang) if i == 0 else say("side_pot_n", lang, n=i)
        pot_rows.append({"label": say("pot_amount", lang, what=label, n=pot["amount"]), "amount": pot["amount"],
                         "winners": pot["winners"], "split": len(pot["winners"]) > 1,
                         "shares": [(n, pot["shares"][n]) for n in names if n in pot["shares"]]})
    back = ruled_.get("uncalled")
    back_text = ""
    if back:
        key = "back_uncalled" if ruled_.get("outcome") == "fold" else "back_to"
        back_text = say(key, lang, n=back["amount"], name=back["player"])
    after = list(zip(names, view.get("finishing_stacks") or [], view.get("winnings") or []))
    return {"hands": hands, "pots": pot_rows, "explanation": ruled_["explanation"][lang],
            "back": back_text, "carried": ruled_.get("carried_pot", 0), "after": after,
            "outcome": ruled_.get("outcome")}


def _spade_holders(view: dict, ruled_: dict) -> list[tuple[str, str] | None]:
    """Chicago's spade halves, pot by pot: the player who takes the pot's spade half and the spade
    in the hole that takes it (None: the pot has no spade half, `decided_by` is not
    ``spade_half``).  The ruling names the pot's winners, not which of them holds the spade: it
    is the winner with the best spade among the winners' face-down cards (the best of all the
    claimants', so the best of the winners' too), a wild card no spade, the Ace highest or with
    option ``ace_low_spade`` lowest (`referee.games.wild_stud.spade_in_the_hole`)."""
    holders: list[tuple[str, str] | None] = [None] * len(ruled_["pots"])
    if not any(pot.get("decided_by") == "spade_half" for pot in ruled_["pots"]):
        return holders
    options = view.get("header", {}).get("options", {})
    best = min if _spade_order(view) == "low" else max
    ace_low = bool(options.get("ace_low_spade"))

    def value(card: str) -> int:
        return -1 if ace_low and card[0] == "A" else RANKS.index(card[0])

    fixed, shown = ruled_.get("fixed_wilds") or {}, ruled_.get("hands", {})      # the ruling's own, as well
    ranks = _wild_ranks(view) | set(fixed.get("ranks", ())) | set(fixed.get("cards", ()))
    own: dict[str, str] = {}
    for p in view["players"]:
        personal = {*p.get("personal_wild", {}).get("cards", ()),
                    *((shown.get(p["name"]) or {}).get("personal_wild") or {}).get("cards", ())}
        held = [c["card"] for c in p["cards"] if not c["up"] and c["card"] and c["card"][1] == "s"
                and c["card"] not in personal and not _is_wild(c["card"], ranks, view["variant"], options)]
        if held:
            own[p["name"]] = best(held, key=value)
    for i, pot in enumerate(ruled_["pots"]):
        claim = [name for name in pot["winners"] if name in own]
        if pot.get("decided_by") == "spade_half" and claim:
            holder = best(claim, key=lambda name: value(own[name]))
            holders[i] = (holder, own[holder])
    return holders


def _spade_order(view: dict) -> str | None:
    """Which spade in the hole takes a spade half: ``high`` (Chicago), ``low`` (Low Chicago, a
    house game's ``spade_low``)."""
    return game_type({"variant": view["variant"], **view.get("header", {})}).spade_order()


def _won_with_hand(ruled_: dict, holders: list[tuple[str, str] | None]) -> set[str]:
    """The players whose hand won a pot or a pot's high half: every winner, but the holder of a
    pot's spade half only when they take its high half too (its only winner, or tied for the
    best hand with another winner of it)."""
    hands = ruled_.get("hands", {})

    def key(name: str):
        return (hands.get(name) or {}).get("key")

    won = set()
    for pot, spade in zip(ruled_["pots"], holders):
        holder = spade[0] if spade else None
        others = [name for name in pot["winners"] if name != holder]
        won |= set(others)
        if holder is not None and (not others or any(key(holder) == key(other) for other in others)):
            won.add(holder)
    return won


def odds(answer: dict, lang: str) -> dict:
    """The chances of a hand in play as the table and the phones show them: each player's
    chance to win (and to share), and how often nobody wins the pot this deal (Black Mariah's
    carry-over, a void deal), said only when it can happen."""
    estimate = answer["method"] != "exact"             # a Monte Carlo's: no chance of it is certain
    players = {}
    for p in answer["players"]:
        win = i18n.percent(p["win"], lang, estimate)
        tie = say("odds_tie", lang, p=i18n.percent(p["tie"], lang, estimate)) if p["tie"] >= 0.005 else ""
        players[p["name"]] = {"win": p["win"], "tie": p["tie"], "text": win, "tie_text": tie,
                              "title": say("odds_of", lang, p=win)}
    nobody = answer["nobody"]
    return {"players": players, "nobody": nobody,
            "nobody_text": say("odds_nobody", lang, p=i18n.percent(nobody, lang, estimate)) if nobody >= 0.005 else ""}


# --- the replay: the chances chart and its wild marks -----------------------------------------------

def _street_short(n: int, lang: str) -> str:
    """"3rd", "3."; a round that deals no card by its own words ("1st roll", "1. Aufdeckrunde")."""
    if isinstance(n, StreetKey) and n.choice:
        return street_name(n, lang).removeprefix("the ")
    return street_name(n, lang).split()[0]


def chances(players: list[str], points: list[dict], over: bool, marks: list[tuple[int, str]], lang: str) -> dict:
    """The chances chart of a hand: each player's chance to win (a tie counts half) at each
    point; a player who folded drops to 0 there and the line ends."""
    series: dict[str, list[float | None]] = {name: [] for name in players}
    for point in points:
        shares = {p["name"]: p["win"] + p["tie"] / 2 for p in point["players"]}
        for name, line in series.items():
            if name in shares:
                line.append(shares[name])
            else:
                line.append(0.0 if line and line[-1] not in (None, 0.0) else None)
    labels = [say("chances_end", lang) if over and i == len(points) - 1 and i else
              _street_short(p["street"], lang) for i, p in enumerate(points)]
    title = say("chances_title", lang)
    return {"wide": chart.chances_chart(labels, series, marks, width=1200, height=420, title=title),
            "narrow": chart.chances_chart(labels, series, marks, width=640, height=600, title=title, font=26)}


def stack_charts(last: int, lines: dict, lang: str) -> dict:
    """The stack chart (`web.chart.stack_series`), wide (tablet) and narrow (phone)."""
    draw = functools.partial(chart.stack_chart, last, lines, title=say("stacks_over_hands", lang),
                             hand_word=say("chart_hand", lang), left_word=say("left", lang))
    return {"chart_wide": draw(width=1200, height=400), "chart_narrow": draw(width=640, height=560, font=26)}


# --- the story of the evening -----------------------------------------------------------------------

def _ranks_words(letters, lang: str) -> str:
    return rank_list([RANKS.index(r) + 2 for r in letters], lang)


def river(told: dict, lang: str) -> dict | None:
    lucky = told["luckiest_river"]
    if not lucky:
        return None
    points = round(lucky["swing"] * 100)
    return {**lucky, "line": say("river_line", lang, name=lucky["player"], hand=lucky["hand"],
                                 points=f"{points:+d}".replace("-", "−"), size=abs(points))}


def story(told: dict, lang: str) -> dict:
    """The story's parts in words: the best hand, the biggest pot, the wildest hand, the
    luckiest river, how often each rank was wild."""
    best = told["best_hand"]
    if best:
        best = {**best, "faces": cards_of(best, lang),
                "line": say("best_hand_line", lang, name=best["player"], n=best["hand"],
                            hand=best["description"][lang]), "explanation": best["explanation"][lang]}
    biggest = told["biggest_pot"]
    if biggest:
        biggest = {**biggest, "line": say("biggest_pot_line", lang, n=biggest["amount"], hand=biggest["hand"],
                                          names=referee.words.join(biggest["winners"], lang))}
    wildest = told["wildest_hand"]
    if wildest:
        line = say("wildest_line", lang, hand=wildest["hand"], times=times(wildest["changes"], lang))
        wildest = {**wildest, "line": line,
                   "end": (say("wild_at_end", lang, ranks=_ranks_words(wildest["wild_ranks"], lang))
                           if wildest["wild_ranks"] else say("nothing_wild_at_end", lang)),
                   "explanation": wildest["explanation"][lang]}
    return {"best": best, "biggest": biggest, "wildest": wildest, "river": river(told, lang),
            "wild_ranks": [{**r, "word": r["words"][lang], "share": r["hands"] / told["hands"]}
                           for r in told["wild_ranks"]]}


# --- the settlement and the season ------------------------------------------------------------------

def settlement(settled: dict, lang: str) -> dict:
    """The settlement in words: each player's result as money (or chips), the payments as
    sentences' parts, and a line saying why these payments."""
    value = settled["chip_value"]
    currency = value["currency"] if value else None
    bank_word = say("cash_box", lang)
    players = [{**p, "net": money_words(p["net_money"] if value else str(p["net_chips"]), currency, lang),
                "sign": (p["net_chips"] > 0) - (p["net_chips"] < 0)} for p in settled["players"]]
    payments = [{"from": p["from"] or bank_word, "to": p["to"] or bank_word,
                 "amount": money_words(p["amount"], currency, lang) if value else
                 say("n_chips", lang, n=int(p["amount"])),
                 "key": {"from": p["from"] or "", "to": p["to"] or "", "amount": p["amount"]},
                 "paid": say("paid_" + p["paid"]["how"], lang) if p.get("paid") else None, "code": None}
                for p in settled["payments"]]
    if settled["mode"] == "bank":
        why = say("payments_bank", lang, bank=settled["bank"] or bank_word)
    elif settled["exact"]:
        why = say("payments_fewest", lang, n=len(payments))
    else:
        why = say("payments_greedy", lang, n=EXACT_UP_TO)
    per_chip = (say("per_chip", lang, amount=money_words(value["amount"], None, lang), currency=currency)
                if value else say("chips_only", lang))
    paid = [_paid_on_leaving(p, currency, lang) for p in settled["players"] if p.get("paid_on_leaving")]
    still = sum(1 for p in payments if p["paid"] is None)
    ticks = (say("payments_all_paid", lang) if not still else say("payments_open", lang, n=still, m=len(payments))) \
        if settled["closed"] and payments else None
    return {"players": players, "payments": payments, "why": why, "per_chip": per_chip,
            "rounding": settled["rounding"][lang], "paid": paid, "ticks": ticks, **expenses(settled, lang)}


def expenses(settled: dict, lang: str) -> dict:
    """The shared expenses and the kitty in words, and each player's part of them (a column
    apart from the poker result), when there are any."""
    currency = settled["chip_value"]["currency"] if settled["chip_value"] else None
    lines = [{"n": e["n"], "line": say("expense_line", lang, what=e["what"], name=e["paid_by"],
                                       money=money_words(e["amount"], currency, lang),
                                       shared=", ".join(e["shared_by"]) or say("expense_everyone", lang))}
             for e in settled["expenses"]]
    kitty = settled["kitty"]
    return {"expenses": lines,
            "kitty": say("kitty_line", lang, name=kitty["host"], money=money_words(kitty["amount"], currency, lang))
            if kitty else None,
            "spent": {p["name"]: money_words(p["expenses_money"], currency, lang)
                      for p in settled["players"] if p.get("expenses_money") is not None}}


def _paid_on_leaving(player: dict, currency: str | None, lang: str) -> dict:
    """What a leaver settled with the cash box, and what a correction since changed for them
    (`since`: their result now and what is still open, squared with the cash box; else None)."""
    paid, now = Decimal(player["paid_on_leaving"]), Decimal(player["net_money"])
    since = None
    if now != paid:
        key = "paid_since_more" if now > paid else "paid_since_less"
        since = say(key, lang, net=money_words(player["net_money"], currency, lang),
                    diff=money_words(str(abs(now - paid)), currency, lang))
    key = "paid_on_leaving_in" if paid < 0 else "paid_on_leaving_out"          # who paid whom
    return {"name": player["name"], "since": since,
            "line": say(key, lang, name=player["name"], money=money_words(str(abs(paid)), currency, lang))}


def open_debts(debts: list[dict], lang: str) -> list[dict]:
    """The season's open debts (`web.seasons.open_debts`) as the payments of a settlement are
    shown (`_payment.html`), each with the evening it is from."""
    bank_word = say("cash_box", lang)
    return [{"from": d["from"] or bank_word, "to": d["to"] or bank_word, "paid": None, "code": None,
             "amount": money_words(d["amount"], d["currency"], lang), "evening_id": d["evening_id"],
             "key": {"from": d["from"] or "", "to": d["to"] or "", "amount": d["amount"]},
             "since": say("debt_from", lang, evening=d["evening"], date=day_of(d["created_at"]))} for d in debts]


def day_of(created_at: str) -> str:
    """An evening's day as the default evening names write it: ``7.12.``."""
    day = datetime.datetime.fromisoformat(created_at).astimezone()
    return f"{day.day}.{day.month}."


def open_balance(balance: dict[str, Decimal] | None, lang: str) -> str | None:
    """A player's open balance in words (``+3.00 €``; each currency of it), None when square."""
    parts = [("+" if amount > 0 else "") + money_words(str(amount), currency, lang)
             for currency, amount in sorted((balance or {}).items()) if amount]
    return " · ".join(parts) or None


def standings(table: dict, lang: str, names: dict[int, str]) -> list[dict]:
    """Each row of the standings in words: the result, a small chart of the result per
    evening (all to one scale), VPIP in percent, the best hand's cards, the luckiest river."""
    currency = table["currency"]

    def amount(result: dict) -> float:
        return float(result["net_money"]) if currency else result["net_chips"]

    scale = max((abs(amount(r)) for p in table["players"] for r in p["results"] if r), default=0)
    rows = []
    for p in table["players"]:
        results = [amount(r) if r else None for r in p["results"]]
        labels = [f"{e['name']}: " + (money_words(r["net_money"], currency, lang) if currency and r else
                                      str(r["net_chips"]) if r else "–") for e, r in zip(table["evenings"],
                                                                                        p["results"])]
        total = money_words(p["net_money"], currency, lang) if currency else f"{p['net_chips']:+d}".replace("-", "−")
        best = p["best_hand"]
        river = p["luckiest_river"]
        rows.append({**p, "total": total, "sign": (p["net_chips"] > 0) - (p["net_chips"] < 0),
                     "bars": chart.result_bars(results, scale, title=say("net_per_evening", lang), labels=labels),
                     "vpip_text": i18n.percent(p["vpip"], lang) if p["vpip"] is not None else "–",
                     "best": {"faces": cards_of(best, lang),
                              "description": best["description"][lang],
                              "where": say("hand_in_evening", lang, evening=names.get(best["evening_id"], "?"),
                                           n=best["hand"])} if best else None,
                     "river": say("river_points", lang, name=p["name"], points=round(river["swing"] * 100),
                                  evening=names.get(river["evening_id"], "?"), n=river["hand"]) if river else None})
    return rows
