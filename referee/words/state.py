"""A state in words, as the table says it: what comes next, the wild cards and why, and the
state as the service's JSON view (`view_json`: `State.view()` with the words in English and German).

>>> from referee.replay import replay
>>> state = replay({"variant": "FTQ", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [50, 50, 50],
...                 "antes": [1, 1, 1], "actions": ["d dh p1 ????Qh", "d dh p2 ????6c", "d dh p3 ????9d"]})
>>> next_text(state, "de")
'Anna ist dran: schieben oder 1–5 setzen'
>>> wilds_text(state.wilds, state.names)
"Queens and sixes are wild: Ben's 6♣ followed Anna's Q♥ on 3rd street."
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from ..cards import Card, rank_name
from ..replay import Phase, State
from ..wilds import Change, FixedWilds, PersonalWild, UpCard, Wilds, personal_wild
from . import LANGUAGES, Phrase, say
from .phrases import next_phrase


def next_text(state: State, lang: str = "en") -> str:
    """What comes next: '4th street: up card for Ben', 'Dan to act: call 3 or raise to 4–8 or fold'."""
    return say(next_phrase(state.expected(), state.names, state.phase), lang)


def view_json(state: State, languages: Sequence[str] = LANGUAGES) -> dict:
    """The state as the service shows it: `State.view()` plus what comes next in words
    (``next.text``) and why the wild ranks are wild (``wilds.explanation``), each in English
    and German (or only in `languages`: a page in one language says nothing in the other)."""
    view = state.view()
    nxt = view["next"]
    phrase = next_phrase(nxt, state.names, state.phase)
    nxt["text"] = {lang: say(phrase, lang) for lang in languages}
    if nxt.get("opener_passed_from") is not None:
        passed = opener_passed_phrase(state, nxt["opener_passed_from"], nxt["seat"])
        nxt["opener_passed"] = {lang: say(passed, lang) for lang in languages}
    why = bring_in_phrase(state, nxt)
    if why is not None:
        nxt["bring_in_why"] = {lang: say(why, lang) for lang in languages}
    posted = blinds_phrase(state, nxt)
    if posted is not None:
        nxt["blinds_posted"] = {lang: say(posted, lang) for lang in languages}
    wilds = state.wilds
    if wilds is not None:
        final = not face_up_to_come(state)
        view["wilds"]["explanation"] = {lang: wilds_text(wilds, state.names, lang, final) for lang in languages}
    fixed = state.game.fixed_wilds(state.rules)
    if fixed is not None:
        view["fixed_wilds"] = fixed_wilds_json(fixed)
        for seat, player in enumerate(view["players"]):
            own = personal_wild_of(state, seat) if state.seats[seat].shown else None
            if own is not None:
                phrase = personal_phrase(own, state.names)
                player["personal_wild"] = {**own.as_json(), "text": {lang: say(phrase, lang) for lang in languages}}
    return view


def opener_passed_phrase(state: State, passed_from: int, opener: int) -> Phrase:
    """"Fritz shows the best hand but is all-in: Anna, on Fritz's left, opens" (on 3rd street of a
    game with a bring-in: the lowest card would bring in)."""
    key = "next.bring_in_passed" if state.street == state.opening_street and state.game.has_bring_in else \
        "next.opener_passed"
    return Phrase(key, player=state.names[passed_from], opener=state.names[opener])


def blinds_phrase(state: State, nxt: dict) -> Phrase | None:
    """Who posted the blinds, while the first round of a hand with blinds (Outhouse) has seen no
    action: "Anna posted the small blind 1, Ben the big blind 2: Carla, on the big blind's left,
    opens"; None otherwise."""
    if state.big_blind is None or nxt.get("kind") != "act" or state.street != state.opening_street or state.acted:
        return None
    posted = state.blinds_posted()
    if len(posted) != 2:
        return None
    small, big = posted
    return Phrase("next.blinds_posted", small=small["player"], small_amount=small["amount"], big=big["player"],
                  big_amount=big["amount"], opener=state.names[nxt["seat"]])


def bring_in_phrase(state: State, nxt: dict) -> Phrase | None:
    """Why this player brings in: "Carla brings in: 5♣ is the lowest up card (among the fives,
    the suit decides: ♣ ♦ ♥ ♠ from low to high)"; the highest in Razz.  None when nobody is to
    bring in now."""
    if nxt.get("kind") != "act" or nxt["legal"].get("bring_in") is None:
        return None
    seat = nxt["seat"]
    if not any(state.seats[s].up_cards for s in state.in_hand):          # a blind deal
        return Phrase("next.bring_in_why.blind", player=state.names[seat])
    if state.street != state.opening_street:
        return None
    ups = state.seats[seat].up_cards
    if None in ups:
        return None
    card = state.bring_in_card(cast(list[Card], ups))
    same = [s for s in state.in_hand if s != seat and (up := state.seats[s].up_cards) and None not in up
            and state.bring_in_card(cast(list[Card], up)).rank == card.rank]
    end = "high" if state.game.bring_in_card == "highest" else "low"
    return Phrase(f"next.bring_in_why.{end}{'_suit' if same else ''}", player=state.names[seat], card=card,
                  rank=card.rank)


def face_up_to_come(state: State) -> bool:
    """Whether a face-up card may still be dealt in this hand: a player's up card of this street
    or a later one, or a card for nobody (Follow the Queen's extra card).  The wild ranks say
    "the next one sets the wild rank" only while one may come, live and in a replay alike."""
    if state.phase == Phase.OVER:
        return False
    if state.phase == Phase.EXTRA:
        return True
    later = [street for street in state.streets if street.key > state.street]
    now = [street for street in state.streets if street.key == state.street and state.phase == Phase.DEAL]
    turning = [street for street in state.streets if street.key == state.street and state.phase == Phase.TURN_UP]
    return any("u" in street.faces or street.turn_up for street in later + now + turning)


# --- the wild cards -----------------------------------------------------------------------

def wilds_text(wilds: Wilds, names: Sequence[str] | None = None, lang: str = "en", final: bool = False) -> str:
    """One sentence for the table: what is wild now and why (`final`: no more face-up cards
    will come); without `names` the players are p1, p2, ..."""
    return say(wilds_phrase(wilds, names, final), lang) + "."


def wilds_phrase(wilds: Wilds, names: Sequence[str] | None = None, final: bool = False) -> Phrase:
    """`wilds_text` to be said (without its full stop)."""
    head = Phrase("wilds.are_wild", ranks=wilds.ranks) if wilds.ranks else Phrase("wilds.none")
    reasons = wilds_reasons(wilds, names, final)
    return Phrase("wilds.why", head=head, reasons=reasons) if reasons else head


def wilds_reasons(wilds: Wilds, names: Sequence[str] | None = None, final: bool = False) -> list[Phrase]:
    """Why the wild ranks are what they are: the cards that set them, a Queen waiting for a
    follower (or the last face-up card), ranks no longer wild, hole Queens that stay wild."""
    reasons = [_followed(change, names) for change in wilds.current_follows()]
    if wilds.waiting:
        last = next(c.card for c in reversed(wilds.changes) if c.kind == "leader")
        reasons.append(Phrase("wilds.last" if final else "wilds.waiting", whose=_whose(last, names), queen=last.card))
    if not wilds.changes:
        reasons.append(Phrase("wilds.no_leader", leader=wilds.leader))
    if wilds.cancelled and reasons:
        also = wilds.waiting and final
        reasons[-1] = Phrase("wilds.also_cancelled" if also else "wilds.cancelled", reason=reasons[-1],
                             ranks=wilds.cancelled)
    if wilds.hole_leaders_wild:
        reasons.append(Phrase("wilds.hole", leader=wilds.leader))
    return reasons


def _whose(up: UpCard, names: Sequence[str] | None, dative: bool = False) -> Phrase:
    """Whose card: "Anna's" / "Annas"; the extra card for nobody, "the extra card" / "die
    Extrakarte" (`dative`: "der Extrakarte", the card followed)."""
    if up.seat is None:
        return Phrase("wilds.extra_card.dative" if dative else "wilds.extra_card")
    return Phrase("wilds.whose", player=names[up.seat] if names else f"p{up.seat + 1}")


def _followed(change: Change, names: Sequence[str] | None) -> Phrase:
    """"Ben's 6♣ followed Anna's Q♥ on 4th street" (both streets when they differ)."""
    up, queen = change.card, change.after
    assert queen is not None                      # a follow change follows a Queen
    facts = {"whose": _whose(up, names), "card": up.card, "whose2": _whose(queen, names, dative=True),
             "queen": queen.card}
    if not up.street:
        return Phrase("wilds.followed", **facts)
    if queen.street and queen.street != up.street:
        return Phrase("wilds.followed_on_both", street=up.street, street2=queen.street, **facts)
    return Phrase("wilds.followed_on", street=up.street, **facts)


# --- the wild cards no face-up card changes, and each player's own -------------------------------

def fixed_wilds_phrases(fixed: FixedWilds) -> list[Phrase]:
    """What is wild whatever the face-up cards do, in sentences: "Deuces and the K♥ are wild
    for everybody"; "Each player's lowest hole card is wild for that player, ..."."""
    cards = sorted(fixed.cards, key=lambda c: (-c.rank, -c.suit))
    said = []
    if fixed.ranks:
        ranks = sorted(fixed.ranks, reverse=True)
        said.append(Phrase("wilds.fixed_ranks_cards", ranks=ranks, cards=cards) if cards
                    else Phrase("wilds.fixed_ranks", ranks=ranks))
    elif cards:
        said.append(Phrase("wilds.fixed_card" if len(cards) == 1 else "wilds.fixed_cards", cards=cards))
    if fixed.lowest_hole:
        said.append(Phrase("wilds.lowest_hole"))
    return said


def fixed_wilds_json(fixed: FixedWilds) -> dict:
    """The wild cards no face-up card changes, as the view and the ruling give them, with their words."""
    phrases = fixed_wilds_phrases(fixed)
    return {"ranks": [rank_name(r) for r in sorted(fixed.ranks, reverse=True)],
            "cards": sorted(str(c) for c in fixed.cards), "lowest_hole": fixed.lowest_hole,
            "explanation": {lang: ". ".join(say(p, lang) for p in phrases) + "." for lang in LANGUAGES}}


def personal_wild_of(state: State, seat: int) -> PersonalWild | None:
    """The rank a player's lowest hole card makes wild for them, once their hole cards are known."""
    s = state.seats[seat]
    down = [c for c in s.down_cards if c]
    if len(down) < len(s.down_cards):
        return None
    return personal_wild(state.game.fixed_wilds(state.rules), seat, state.holding(seat), down)


def personal_phrase(own: PersonalWild, names: Sequence[str]) -> Phrase:
    """"Ben's lowest hole card, the 4♦, makes fours wild for Ben"."""
    return Phrase("wilds.personal", player=names[own.seat], card=own.card, rank=own.rank)
