"""The words of the referee: every sentence in a catalog, in English and German, with the same
facts in both and no word of the other language; and the sentences the table shows."""

import json
import pathlib
import re

import pytest

from referee.cards import Card, parse_cards
from referee.games.house import PRESETS
from referee.replay import replay
from referee.ruling import rule_history
from referee.violations import RuleViolation
from referee.wilds import UpCard, follow_the_leader
from referee.words import CATALOG, LANGUAGES, Phrase, WordsError, say
from referee.words.catalog import placeholders
from referee.words.sentences import CATALOGS
from referee.words.state import next_text, view_json, wilds_text

NAMES = ["Anna", "Ben", "Carla", "Dan", "Emil"]

#: words that give a sentence away as English, and as German (compared in lower case, with a
#: space added at both ends)
ENGLISH = (" the ", " and ", " to ", " of ", " is ", " with ", " not ", " no ", " wins ", "street", " card ")
GERMAN = (" der ", " die ", " das ", " und ", " ist ", " mit ", " nicht ", " kein", " gewinnt ", "straße", " karte ")

#: a sample fact for each form a template writes a fact in
SAMPLES = {"street": 4, "rank": 9, "a_rank": 8, "ranks": 9, "ranks_dative": 13, "rank_list": {12, 6},
           "rank_list_mid": {10}, "no_face_up": 13, "a_rank_nom": 13, "after_last_face_up": 13,
           "low_ranks": [13, 12, 10, 2, 1], "letter": 12, "card": Card(12, 2),
           "cards": parse_cards("Jd Qc"), "names": ["Anna", "Ben"], "or": [2, 4], "range": (4, 8),
           "whose": "Hans", "semicolons": ["Anna", "Ben"], "high_ranks": [14, 13, 12, 7, 5], "the_rank": 5,
           "then": ["Anna", "Ben"], "count": 2}


def _facts(id: str) -> dict:
    facts = {}
    for lang in LANGUAGES:
        for name, form in placeholders(CATALOG.template(id, lang)):
            if form.startswith("?"):
                facts.setdefault(name, 2)
            elif form:
                facts[name] = SAMPLES[form]
            else:
                facts.setdefault(name, "Anna")
    return facts


IDS = [id for catalog in CATALOGS for id in catalog]


def test_every_catalog_is_in_the_one_catalog_once():
    assert len(IDS) == len(set(IDS)) == len(CATALOG)


@pytest.mark.parametrize("id", IDS)
def test_every_sentence_says_the_same_facts_in_both_languages(id):
    english, german = (CATALOG.template(id, lang) for lang in LANGUAGES)
    assert {name for name, _ in placeholders(english)} == {name for name, _ in placeholders(german)}
    facts = _facts(id)
    said = {lang: say(id, lang, **facts) for lang in LANGUAGES}
    for lang, text in said.items():
        assert text and "{" not in text and "}" not in text, (lang, text)
    padded = {lang: f" {text.lower()} " for lang, text in said.items()}
    assert not [w for w in ENGLISH if w in padded["de"]], said["de"]
    assert not [w for w in GERMAN if w in padded["en"]], said["en"]


def test_an_unknown_id_a_missing_fact_or_an_unknown_form_is_never_said():
    with pytest.raises(WordsError, match=r"no catalog has the id 'deal\.nowhere'"):
        say("deal.nowhere")
    with pytest.raises(WordsError, match="needs the fact 'player'"):
        say("deal.folded", "de")
    with pytest.raises(WordsError, match="needs the fact 'street'"):
        say("deal.deck_empty", "en", player="Ben")
    with pytest.raises(WordsError, match="language 'fr'"):
        say("legal.fold", "fr")
    with pytest.raises(WordsError, match="needs the fact 'amount'"):     # inside a phrase, too
        say("next.act", "en", player="Anna", legal=[Phrase("legal.call")])


def test_a_catalog_refuses_a_template_missing_a_language_or_with_other_facts():
    from referee.words.catalog import Catalog

    with pytest.raises(WordsError, match="other facts in English"):
        Catalog({"x.y": ("{player} folds", "{name} passt")}, forms={})
    with pytest.raises(WordsError, match="one template in each"):
        Catalog({"x.y": ("folds", "")}, forms={})
    with pytest.raises(WordsError, match="no known form: shout"):
        Catalog({"x.y": ("{player:shout} folds", "{player:shout} passt")}, forms={})
    with pytest.raises(WordsError, match="in two catalogs"):
        Catalog({"x.y": ("a", "b")}, forms={}) | Catalog({"x.y": ("c", "d")}, forms={})


# --- the wild cards ----------------------------------------------------------------------------

def ups(*streets):
    return [UpCard(c, seat, number) for number, text in streets for seat, c in enumerate(parse_cards(text))]


EXAMPLE = ups((3, "2c 3d 4h 5s 7c"), (4, "Qh 6c 8d 9s Tc"), (5, "2d 3h 4s 5d 7h"), (6, "Ad Ah 3c Qs Jd"))


def test_the_rules_example_in_words():
    final = follow_the_leader(EXAMPLE)
    assert wilds_text(final, NAMES) == ("Queens and Jacks are wild: Emil's J♦ followed Dan's Q♠ on 6th street, "
                                        "so sixes are no longer wild.")
    assert wilds_text(final, NAMES, "de") == ("Damen und Buben sind wild: Emils B♦ folgte Dans D♠ in der "
                                              "6. Straße, also sind Sechsen nicht mehr wild.")


@pytest.mark.parametrize("wilds, words", [
    (follow_the_leader(ups((3, "Qh 6c 8d 9s 2c")), queens_wild=False, hole_queens_wild=True),
     "Sixes are wild: p2's 6♣ followed p1's Q♥ on 3rd street; Queens dealt face down stay wild."),
    (follow_the_leader(ups((3, "2c 3d 4h 5s 6c"))), "Queens are wild: no Queen was dealt face up."),
    (follow_the_leader(ups((3, "2c Qd 4h 5s 6c"), (4, "Qs"))),
     "Queens are wild: p1's Q♠ is the last face-up card, the next one sets the wild rank, so fours are no "
     "longer wild."),
    (follow_the_leader(ups((6, "2c 3d 4h 5s Qc")) + [UpCard(Card(9, 1), None, 6)]),
     "Queens and nines are wild: the extra card 9♦ followed p5's Q♣ on 6th street."),
    (follow_the_leader(ups((3, "2c 3d 4h 5s Qc"), (4, "7h"))),
     "Queens and sevens are wild: p1's 7♥ on 4th street followed p5's Q♣ on 3rd street."),
])
def test_why_the_wild_ranks_are_wild(wilds, words):
    assert wilds_text(wilds) == words


def test_a_court_rank_no_longer_wild_keeps_its_capital():
    """"so jacks are no longer wild" in lower case beside "Jacks over fives"."""
    wilds = follow_the_leader(ups((3, "Qh Jc 8d 9s 2c"), (5, "Qd 6c")))
    assert wilds_text(wilds, NAMES) == ("Queens and sixes are wild: Ben's 6♣ followed Anna's Q♦ on 5th street, "
                                        "so Jacks are no longer wild.")
    assert wilds_text(wilds, NAMES, "de").endswith("also sind Buben nicht mehr wild.")


def test_a_final_queen_leaves_nothing_to_follow():
    wilds = follow_the_leader(ups((6, "Qh 6c 8d 9s Qc")))
    assert wilds_text(wilds, NAMES, final=True) == ("Queens are wild: Emil's Q♣ was the last face-up card, so no "
                                                   "rank follows it and sixes are no longer wild.")
    assert wilds_text(wilds, NAMES, "de", final=True) == (
        "Damen sind wild: Emils D♣ war die letzte offene Karte, ihr folgt kein Wert, und Sechsen sind nicht mehr wild.")


# --- the table ---------------------------------------------------------------------------------

FTQ = {"variant": "FTQ", "players": NAMES[:4], "starting_stacks": [50] * 4, "antes": [1] * 4, "bet_limits": [1, 5],
       "max_raises": 3}
THIRD = ["d dh p1 ????2c", "d dh p2 ????9d", "d dh p3 ????Kh", "d dh p4 ????5s"]


def refusal(actions: list[str], **header) -> RuleViolation:
    with pytest.raises(RuleViolation) as error:
        replay({**FTQ, **header, "actions": actions})
    return error.value


def test_what_comes_next_in_both_languages():
    state = replay({**FTQ, "actions": THIRD[:2]})
    assert (next_text(state), next_text(state, "de")) == ("3rd street: two down cards and an up card for Carla",
                                                          "3. Straße: zwei verdeckte und eine offene Karte für Carla")
    state = replay({**FTQ, "actions": THIRD + ["p3 cbr 3"]})
    assert (next_text(state), next_text(state, "de")) == ("Dan to act: call 3 or raise to 4–8 or fold",
                                                          "Dan ist dran: 3 mitgehen oder erhöhen auf 4–8 oder passen")


def test_the_view_carries_the_words_of_what_comes_next_and_of_the_wild_cards():
    state = replay({**FTQ, "actions": ["d dh p1 ????Qh", "d dh p2 ????6c"]})
    view = view_json(state)
    assert view == {**state.view(), "next": {**state.expected(), "text": {
        "en": "3rd street: two down cards and an up card for Carla",
        "de": "3. Straße: zwei verdeckte und eine offene Karte für Carla"}},
        "wilds": {**state.wilds.as_json(), "explanation": {
            "en": "Queens and sixes are wild: Ben's 6♣ followed Anna's Q♥ on 3rd street.",
            "de": "Damen und Sechsen sind wild: Bens 6♣ folgte Annas D♥ in der 3. Straße."}}}
    assert list(view) == ["variant", "street", "phase", "outcome", "actions", "next", "players", "board", "pots",
                          "pot_total", "wilds", "seen"]


@pytest.mark.parametrize("actions, header, rule, german", [
    (THIRD + ["d dh p1 7c"], {}, "deal.betting_first", "Die Setzrunde der 3. Straße ist nicht vorbei: Carla ist dran."),
    (THIRD + ["p1 sm"], {}, "show.not_now", "Jetzt werden keine Karten gezeigt: Carla ist dran: schieben oder "
                                            "1–5 setzen."),
    (THIRD + ["p3 cbr 7"], {}, "bet.limits", "Ein Einsatz von 7 liegt außerhalb der Grenzen 1–5."),
    (THIRD + ["p3 cbr 2", "p4 f", "p1 f", "p2 f", "p3 cc"], {}, "deal.over",
     "Das Spiel ist vorbei: alle anderen haben gepasst."),
    (["d dh p1 ????2c", "d dh p2 ????2c"], {}, "deal.twice",
     "2♣ wurde schon gegeben (an Anna, 3. Straße): jede Karte gibt es nur einmal."),
    (["d dh p1 ????9c", "d dh p2 ????2h", "d dh p3 ????2d", "d dh p4 ????Ah", "p3 pb", "p4 cbr 3"],
     {"variant": "F7S", "bring_in": 1, "small_bet": 2, "big_bet": 4}, "bet.fixed",
     "In der 3. Straße muss die Komplettierung 2 sein, nicht 3."),
])
def test_a_refusal_in_german_is_german(actions, header, rule, german):
    error = refusal(actions, **header)
    assert error.rule == rule
    assert error.message("de") == german


# --- no sentence in one language holds a word of the other ----------------------------------------

#: names that are the same in both languages
PROPER_NAMES = ("Follow the Queen", "Follow the Cowboy", "Seven Card Stud", "Seven-Card Stud", "Black Mariah")


def _foreign(text: str, lang: str) -> list[str]:
    """The words of the other language in `text` (the games' names aside)."""
    for name in PROPER_NAMES:
        text = text.replace(name, "")
    padded = f" {text.lower()} "
    return [w for w in (ENGLISH if lang == "de" else GERMAN) if w in padded]


def passive(history: dict, deals: list[list[str]], actions: list[str] | None = None) -> list[str]:
    """`history`'s actions: each street's deals, and between them every betting round played
    passively (the bring-in posted, everyone checking or calling); after `actions`, if given."""
    actions = list(actions or [])
    for street in deals:
        actions += street
        state = replay({**history, "actions": actions})
        while state.phase == "bet":
            seat = state.acting
            text = f"p{seat + 1} {'pb' if state.bring_in_due == seat else 'cc'}"
            state.apply(text)
            actions.append(text)
    return actions


F7S = {"variant": "F7S", "players": NAMES[:4], "starting_stacks": [100] * 4, "antes": [1] * 4, "bring_in": 1,
       "small_bet": 2, "big_bet": 4}
STUD = ["d dh p1 ????9c", "d dh p2 ????2h", "d dh p3 ????2d", "d dh p4 ????Ah"]      # Carla's 2♦ brings in
THREE = {**FTQ, "players": NAMES[:3], "starting_stacks": [50] * 3, "antes": [1] * 3}
TO_SHOWDOWN = passive(THREE, [["d dh p1 AcAd2c", "d dh p2 ????9d", "d dh p3 ????Kh"],
                              ["d dh p1 2s", "d dh p2 3d", "d dh p3 3h"], ["d dh p1 4c", "d dh p2 4d", "d dh p3 4h"],
                              ["d dh p1 5c", "d dh p2 5d", "d dh p3 6h"], ["d dh p1 7c", "d dh p2 ??", "d dh p3 ??"]])
SHOWS = replay({**THREE, "actions": TO_SHOWDOWN}).expected()["seat"]    # Anna, whose deuces opened 7th street
EXTRA = {**FTQ, "options": {"extra_card": True}}
TO_EXTRA = passive(EXTRA, [THIRD, ["d dh p1 3c", "d dh p2 3d", "d dh p3 3h", "d dh p4 3s"],
                           ["d dh p1 4c", "d dh p2 4d", "d dh p3 4h", "d dh p4 4s"],
                           ["d dh p1 6c", "d dh p2 6d", "d dh p3 6h", "d dh p4 Qs"]])
NINE = {**F7S, "players": NAMES + ["Fritz", "Gerda", "Hans", "Ida"], "starting_stacks": [100] * 9, "antes": [1] * 9}
DECK_OUT = passive(NINE, [[f"d dh p{i + 1} ????{r}c" for i, r in enumerate("23456789T")],
                          [f"d dh p{i + 1} {r}d" for i, r in enumerate("23456789T")],
                          [f"d dh p{i + 1} {r}h" for i, r in enumerate("23456789T")]])
SHORT = ["d dh p1 ????Kh", "d dh p2 ????2c", "d dh p3 ????Jd", "p2 pb", "p3 cc", "p1 cbr 2", "p2 cc", "p3 cc",
         "d dh p1 Kd", "d dh p2 3c", "d dh p3 5s", "p1 cc", "p2 cc", "p3 cc", "d dh p1 9s", "d dh p2 4c",
         "d dh p3 7h", "p1 cbr 4", "p2 cbr 5", "p3 cc", "p1 cbr 9"]
RYO = {**F7S, "variant": "RYO", "players": NAMES[:3], "starting_stacks": [100] * 3, "antes": [1] * 3}
RYO_THIRD = ["d dh p1 ??????", "d dh p2 AsKd2c", "d dh p3 ??????"]
RYO_FOURTH = RYO_THIRD + ["p1 tu 9h", "p2 tu 2c", "p3 tu 5c", "p2 pb", "p3 cc", "p1 f", "d dh p2 7d", "d dh p3 ??"]
DECLARE = {**F7S, "variant": "F7SD", "players": NAMES[:3], "starting_stacks": [100] * 3, "antes": [1] * 3}
DECLARE_STREETS = [["d dh p2 5d", "d dh p3 5h"], ["d dh p2 6d", "d dh p3 6h"], ["d dh p2 7d", "d dh p3 7h"],
                   ["d dh p2 ??", "d dh p3 ??"]]
TO_DECLARE = passive(DECLARE, DECLARE_STREETS, ["d dh p1 ????9c", "d dh p2 ????2h", "d dh p3 ????Kd", "p2 pb", "p3 cc",
                                                "p1 f"])


CHOICE = {**F7S, "variant": "HOUSE", "house_game": {"name": "Choice", "deal": "du, u, u, d?"}, "players": NAMES[:2],
          "starting_stacks": [100] * 2, "antes": [1] * 2}
CHOSEN = passive(CHOICE, [["d dh p1 ??9c", "d dh p2 Ah5c"], ["d dh p1 9d", "d dh p2 Kd"], ["d dh p1 2s", "d dh p2 3s"],
                          ["d dh p1 ??", "d dh p2 7h"]])

#: a house game whose 5th street deals two down and each player discards one (``ddx``)
DISCARD = {**F7S, "variant": "HOUSE", "house_game": {"name": "Discard", "deal": "ddu, u, ddx, u, d"},
           "players": NAMES[:3], "starting_stacks": [100] * 3, "antes": [1] * 3}
DISCARD_FOURTH = passive(DISCARD, [["d dh p1 ????9h", "d dh p2 AsKd2c", "d dh p3 ????5c"]]) + [
    "d dh p1 9d", "d dh p2 7d", "d dh p3 Tc", "p1 cc", "p2 cc", "p3 f"]
DISCARDING = DISCARD_FOURTH + ["d dh p1 ????", "d dh p2 8h8s"]

#: Anaconda (a pass of three to the left with no card dealt), four players: Anna folds on 7th street
ANACONDA = {**F7S, "variant": "HOUSE", "house_game": PRESETS["ANACONDA"], "players": NAMES[:4],
            "starting_stacks": [100] * 4, "antes": [1] * 4}
AUSTRALIAN = {**ANACONDA, "house_game": PRESETS["AUSTRALIAN"]}
ANACONDA_DEALT = ["d dh p1 ??????????????", "d dh p2 2h3h4h5h6h7h8h", "d dh p3 ??????????????",
                  "d dh p4 ??????????????"]
PASSING = ANACONDA_DEALT + ["p1 f", "p2 cc", "p3 cc", "p4 cc"]

#: English Stud (a round of buys after 7th street), up to the buys: Carla decides first
ENGLISH_STUD = json.loads((pathlib.Path(__file__).parent.parent / "sample_hands" / "house-english-stud.json")
                          .read_text())
TO_BUY = ENGLISH_STUD["actions"][:27]

#: Cowpie (the sample hand) up to the setting; and with Anna's cards all known to the table
COWPIE = json.loads((pathlib.Path(__file__).parent.parent / "sample_hands" / "cowpie.json").read_text())
TO_SET = COWPIE["actions"][:33]
KNOWN_TO_SET = [{"d dh p1 ????2c": "d dh p1 AhAd2c", "d dh p1 ??": "d dh p1 Jh"}.get(a, a) for a in TO_SET]
FOLDED_TO_SET = [{"p1 cc": "p1 f"}.get(a, a) if i == 31 else a for i, a in enumerate(TO_SET)]

#: Outhouse (the sample hand): blinds and no bring-in
OUTHOUSE = json.loads((pathlib.Path(__file__).parent.parent / "sample_hands" / "outhouse.json").read_text())

#: a real hand for every refusal: (header, actions); the last action is refused
REAL_REFUSALS = {
    "bring_in.blinds": (OUTHOUSE, OUTHOUSE["actions"][:4] + ["p3 pb"]),
    "decide.order_twist": (ENGLISH_STUD, TO_BUY + ["p1 buy"]),
    "decide.buy_only_twist": (ENGLISH_STUD, TO_BUY + ["p3 f"]),
    "decide.amount_twist": (ENGLISH_STUD, TO_BUY + ["p3 buy 2"]),
    "pass.not_now": (ANACONDA, ANACONDA_DEALT + ["p1 pa p2 ??????"]),
    "pass.folded": (ANACONDA, PASSING + ["p1 pa p2 ??????"]),
    "pass.done": (ANACONDA, PASSING + ["p3 pa p4 ??????", "p3 pa p4 ??????"]),
    "pass.count": (ANACONDA, PASSING + ["p3 pa p4 ????"]),
    "pass.to": (ANACONDA, PASSING + ["p4 pa p1 ??????"]),
    "pass.to_right": (AUSTRALIAN, PASSING + ["p2 pa p3 ??????"]),
    "pass.not_held": (ANACONDA, PASSING + ["p2 pa p3 2h3hAs"]),
    "pass.unseen": (ANACONDA, PASSING + ["p2 pa p3 2h????"]),
    "discard.not_now": (DISCARD, DISCARD_FOURTH[:3] + ["p1 sd ??"]),
    "discard.folded": (DISCARD, DISCARDING + ["p3 sd ??"]),
    "discard.done": (DISCARD, DISCARDING + ["p1 sd ??", "p1 sd ??"]),
    "discard.count": (DISCARD, DISCARDING + ["p1 sd ????"]),
    "discard.not_held": (DISCARD, DISCARDING + ["p2 sd 3d"]),
    "discard.unseen": (DISCARD, DISCARDING + ["p2 sd ??"]),
    "history.field": ({**FTQ, "players": NAMES[:2], "starting_stacks": [50, 50], "antes": [1, 1]}, []),
    "action.syntax": (FTQ, THIRD + ["p3 bets 4"]),
    "deal.order": (FTQ, ["d dh p2 ????9d"]),
    "deal.folded": (FTQ, THIRD + ["p3 cbr 2", "p4 f", "p1 cc", "p2 cc", "d dh p1 7c", "d dh p2 7d", "d dh p3 7h",
                                  "d dh p4 7s"]),
    "deal.count": (FTQ, ["d dh p1 ??2c"]),
    "deal.unseen_up": (FTQ, ["d dh p1 ??????"]),
    "deal.twice": (FTQ, ["d dh p1 ????2c", "d dh p2 ????2c"]),
    "deal.betting_first": (FTQ, THIRD + ["d dh p1 7c"]),
    "deal.not_now": (THREE, TO_SHOWDOWN + ["d dh p1 8c"]),
    "deal.board_not_now": (FTQ, THIRD + ["d db 7c"]),
    "deal.board_expected": (EXTRA, TO_EXTRA + ["d dh p1 8c"]),
    "deal.board_count": (EXTRA, TO_EXTRA + ["d db 8c9c"]),
    "deal.deck_empty": (NINE, DECK_OUT + [f"d dh p{i + 1} {r}s" for i, r in enumerate("23456789T")]),
    "deal.over": (FTQ, THIRD + ["p3 cbr 2", "p4 f", "p1 f", "p2 f", "p3 cc"]),
    "turn.order": (FTQ, THIRD + ["p1 cc"]),
    "turn.none": (FTQ, THIRD + ["p3 cbr 2", "p4 f", "p1 cc", "p2 cc", "p3 cc"]),
    "bring_in.first": (F7S, STUD + ["p3 cc"]),
    "bring_in.not_now": (F7S, STUD + ["p3 pb", "p4 pb"]),
    "bring_in.none": (FTQ, THIRD + ["p3 pb"]),
    "bet.not_more": (FTQ, THIRD + ["p3 cbr 2", "p4 cbr 2"]),
    "bet.stack": (FTQ, THIRD + ["p3 cbr 60"]),
    "bet.limits": (FTQ, THIRD + ["p3 cbr 7"]),
    "bet.fixed": (F7S, STUD + ["p3 pb", "p4 cbr 3"]),
    "bet.nobody_can_call": ({**F7S, "starting_stacks": [100, 100, 100, 3]},
                            STUD + ["p3 pb", "p4 cbr 2", "p1 f", "p2 f", "p3 cbr 4"]),
    "bet.raise_cap": (FTQ, THIRD + ["p3 cbr 1", "p4 cbr 2", "p1 cbr 3", "p2 cbr 4", "p3 cbr 5"]),
    "bet.not_reopened": ({**F7S, "players": NAMES[:3], "starting_stacks": [100, 8, 100], "antes": [1] * 3}, SHORT),
    "show.order": (THREE, TO_SHOWDOWN + [f"p{(SHOWS + 1) % 3 + 1} sm"]),
    "show.not_now": (FTQ, THIRD + ["p1 sm"]),
    "show.count": (THREE, TO_SHOWDOWN + [f"p{SHOWS + 1} sm Ac"]),
    "show.mismatch": (THREE, TO_SHOWDOWN + ["p1 sm AcAh7c"]),
    "show.unknown": (THREE, TO_SHOWDOWN + ["p1 sm", "p2 sm -"]),
    "turn_up.not_now": (RYO, RYO_THIRD[:2] + ["p1 tu 9h"]),
    "turn_up.done": (RYO, RYO_THIRD + ["p1 tu 9h", "p1 tu 8h"]),
    "turn_up.folded": (RYO, RYO_FOURTH + ["p1 tu 9d"]),
    "turn_up.already_up": (RYO, RYO_FOURTH + ["p2 tu 2c"]),
    "turn_up.not_held": (RYO, RYO_THIRD + ["p2 tu 3d"]),
    "declare.none": (F7S, STUD + ["p1 dc high"]),
    "declare.not_now": (DECLARE, TO_DECLARE[:3] + ["p1 dc high"]),
    "declare.folded": (DECLARE, TO_DECLARE + ["p1 dc low"]),
    "declare.done": (DECLARE, TO_DECLARE + ["p2 dc low", "p2 dc both"]),
    "declare.order": ({**DECLARE, "options": {"declare": "in_turn"}}, TO_DECLARE + ["p2 dc low"]),
    "turn_up.must": (RYO, RYO_THIRD + ["p2 pass"]),
    "setting.none": (F7S, STUD + ["p1 st ????"]),
    "setting.not_now": (COWPIE, TO_SET[:3] + ["p1 st ????"]),
    "setting.folded": (COWPIE, FOLDED_TO_SET + ["p1 st ????"]),
    "setting.done": (COWPIE, TO_SET + ["p2 st ????", "p2 st ????"]),
    "setting.count": (COWPIE, TO_SET + ["p2 st ??"]),
    "setting.twice": (COWPIE, TO_SET + ["p1 st AhAh"]),
    "setting.not_held": (COWPIE, KNOWN_TO_SET + ["p1 st 3d2c"]),
    "setting.unseen": (COWPIE, KNOWN_TO_SET + ["p1 st ????"]),
    "setting.two_down": (COWPIE, TO_SET + ["p1 st 2c7c"]),
    "show.not_set": (COWPIE, COWPIE["actions"][:40] + ["p3 sm 5c9dJs"]),
    "turn_up.this_street": (CHOICE, CHOSEN + ["p2 tu Ah"]),
}


def _refusal_of(header: dict, actions: list[str]) -> RuleViolation:
    with pytest.raises(RuleViolation) as error:
        replay({**header, "actions": actions})
    return error.value


@pytest.mark.parametrize("rule", sorted(REAL_REFUSALS))
def test_every_refusal_of_a_real_hand_is_said_in_each_language_alone(rule):
    header, actions = REAL_REFUSALS[rule]
    error = _refusal_of(header, actions)
    assert error.rule == rule, str(error)
    for lang in LANGUAGES:
        text = error.message(lang)
        assert text and "{" not in text and not _foreign(text, lang), (lang, text)


def test_every_refusal_has_a_real_hand_here():
    from referee.words.sentences import REFUSALS

    assert set(REFUSALS) - set(REAL_REFUSALS) == {"hand.not_over", "hand.finishing_stacks",   # the ruling's, below
                                                  "odds.discards", "odds.passes", "odds.buys",  # the odds', below
                                                  "odds.setting"}


def test_the_odds_before_the_discards_are_refused_in_each_language_alone():
    from referee.odds import odds

    with pytest.raises(RuleViolation) as refused:
        odds({**DISCARD, "actions": DISCARDING})
    assert refused.value.rule == "odds.discards"
    assert refused.value.message("en") == ("No chances before the discards of 5th street: nobody knows yet which "
                                           "cards each player keeps.")
    assert not _foreign(refused.value.message("de"), "de")
    with pytest.raises(RuleViolation):                                   # before the discard street too
        odds({**DISCARD, "actions": DISCARD_FOURTH})
    after = odds({**DISCARD, "actions": DISCARDING + ["p1 sd ??", "p2 sd 8h"]}, budget=0.2)
    assert [p["name"] for p in after["players"]] == ["Anna", "Ben"]


@pytest.mark.parametrize(("history", "rule", "english"), [
    ({**ANACONDA, "actions": PASSING}, "odds.passes",
     "No chances before the pass of 3: nobody knows yet which cards each player holds."),
    ({**ENGLISH_STUD, "actions": TO_BUY + ["p3 buy 4"]}, "odds.buys",
     "No chances before the buy after 7th street: nobody knows yet which cards each player keeps."),
])
def test_the_odds_before_the_passes_and_buys_are_refused_in_each_language_alone(history, rule, english):
    from referee.odds import odds

    with pytest.raises(RuleViolation) as refused:
        odds(history)
    assert refused.value.rule == rule and refused.value.message("en") == english
    assert not _foreign(refused.value.message("de"), "de")


def test_the_odds_of_cowpie_are_refused_in_each_language_alone_till_the_end():
    from referee.odds import odds, odds_by_street

    with pytest.raises(RuleViolation) as refused:
        odds({**COWPIE, "actions": TO_SET[:3]})
    assert refused.value.message("en") == ("No chances in Cowpie: at the end each player sets a five-card and a "
                                           "two-card hand of their own choice, which nobody foresees.")
    assert not _foreign(refused.value.message("de"), "de")
    assert [p["after"] for p in odds_by_street(COWPIE)] == [len(COWPIE["actions"])]     # the end alone


def test_the_odds_after_the_buys_are_worked_out():
    from referee.odds import odds

    assert odds({**ENGLISH_STUD, "actions": ENGLISH_STUD["actions"][:34]}, budget=0.2)["players"]


def test_the_rulings_refusals_are_said_in_each_language_alone():
    from referee.ruling import rule, rule_history

    with pytest.raises(RuleViolation) as not_over:
        rule(replay({**FTQ, "actions": THIRD}))
    with pytest.raises(RuleViolation) as stacks:
        rule_history({**FTQ, "actions": THIRD + ["p3 cbr 2", "p4 f", "p1 f", "p2 f"], "finishing_stacks": [1, 2, 3, 4]})
    for error in (not_over.value, stacks.value):
        for lang in LANGUAGES:
            assert not _foreign(error.message(lang), lang), error.message(lang)


def test_the_rulings_of_the_sample_hands_are_said_in_each_language_alone():
    """Every sample hand's explanation, each hand's description and each step of the hand
    street by street, in English and in German: no word of the other language."""
    import json
    import pathlib

    from referee.ruling import rule_history
    from referee.streets import steps
    from referee.words.steps import did_text, step_title

    folder = pathlib.Path(__file__).resolve().parent.parent / "sample_hands"
    for path in sorted(folder.glob("*.json")):
        history = json.loads(path.read_text(encoding="utf-8"))
        ruling = rule_history(history)["ruling"]
        for lang in LANGUAGES:
            said = [ruling["explanation"][lang]] + [h["description"][lang] for h in ruling["hands"].values()]
            for step in steps(history):
                said += [step_title(step, lang)] + [did_text(d, history["players"], lang) for d in step.did]
            for text in said:
                assert not _foreign(text, lang), (path.name, lang, text)


def test_show_order_is_said_of_anyone():
    # "als Nächster" said of Anna too: gender-neutral
    error = _refusal_of(*REAL_REFUSALS["show.order"])
    assert error.message("de").startswith("Als Nächstes zeigt Anna (oder wirft weg), nicht ")


@pytest.mark.parametrize("chips, english, german", [
    (1, "Anna's uncalled 1 goes back", "Anna bekommt 1 zurück (niemand ist mitgegangen)"),
    (2, "Anna's uncalled 2 go back", "Anna bekommt 2 zurück (niemand ist mitgegangen)"),
])
def test_an_uncalled_bet_in_number(chips, english, german):
    assert (say("ruling.uncalled", "en", player="Anna", chips=chips),
            say("ruling.uncalled", "de", player="Anna", chips=chips)) == (english, german)


def test_a_carried_pot_names_its_best_hands_in_number():
    pot = Phrase("pot.main.subject", amount=30)
    assert say("ruling.carried", "en", pot=pot, best=["Anna", "Ben"], holder="Carla") == (
        "The main pot (30) carries over to a new deal: Anna and Ben have the best hand without the Q♠, Carla the "
        "Q♠ as last hole card without the best hand")
    assert say("ruling.carried_no_holder", "de", pot=pot, best=["Anna", "Ben"]).startswith(
        "Der Hauptpot von 30 bleibt für ein neues Spiel: Anna und Ben haben das beste Blatt")
    assert say("ruling.carried_no_holder", "de", pot=pot, best=["Anna"]).startswith(
        "Der Hauptpot von 30 bleibt für ein neues Spiel: Anna hat das beste Blatt")


def test_an_extra_card_is_followed_in_the_dative():
    # "die Extrakarte 9♣ folgte der Extrakarte D♥" (option repeat_extra_card)
    wilds = follow_the_leader(ups((6, "2c 3d 4h 5s Qc")) + [UpCard(Card(12, 2), None, 6), UpCard(Card(9, 0), None, 6)],
                              repeat_extra_card=True)
    assert wilds_text(wilds, NAMES, "de") == ("Damen und Neunen sind wild: die Extrakarte 9♣ folgte der Extrakarte "
                                              "D♥ in der 6. Straße.")
    assert wilds_text(wilds, NAMES) == ("Queens and nines are wild: the extra card 9♣ followed the extra card Q♥ "
                                        "on 6th street.")


@pytest.mark.parametrize("cards, wild, raw, said", [
    # fives and Queens wild: a straight flush 5-4-3-2-A in diamonds.  The 5♦ is itself, so the
    # Q♣ is the deuce (the ranking once said "Q♣ for the 5♦ and 5♦ for the 2♦").
    ("3d Jc 4d Qc 7c 5d Ad", {5, 12}, "5♦ stands for the 5♦ and Q♣ stands for the 2♦", "Q♣ stands for the 2♦"),
    # Queens wild, a straight flush to the Queen in spades: the Q♠ is itself, the Q♦ the J♠
    ("8d Ts 9s Qd 2c 8s Qs", {12}, "Q♠ stands for the Q♠ and Q♦ stands for the J♠", "Q♦ stands for the J♠"),
    # a wild card standing for itself goes unsaid
    ("Qs 5d Ks As Js 2c 3h", {5, 12}, "Q♠ stands for the Q♠ and 5♦ stands for the 10♠", "5♦ stands for the 10♠"),
    # tens and Queens wild, a straight to the Ace: both wild cards are themselves, nothing is
    # said (the ranking once said "10♥ stands for the Q♠ and Q♦ stands for the 10♠")
    ("As Kh Th Jh Qd 3c 4c", {10, 12}, "Q♦ stands for the Q♦ and 10♥ stands for the 10♥", ""),
])
def test_no_wild_card_stands_for_another_wild_card_of_the_hand(cards, wild, raw, said):
    from referee.ranking import best_hand, wild_set
    from referee.words.explanation import wild_words

    hand = best_hand(parse_cards(cards), wild_set(wild))
    assert say("wild.each", "en", each=[Phrase("wild.stands_for_card", card=w, stands=s) for w, s in hand.wilds]) == raw
    assert wild_words(hand) == said


# --- counts: "1 chip", never "1 chips" -----------------------------------------------------------

#: a count in a template, then (maybe one word between) a noun in the plural
_COUNTED = re.compile(r"\{(\w+)\} (?:\w+ )?(chips|hands|cards|evenings|entries|showdowns|stacks|Chips|Hände|Händen|"
                      r"Karten|Abende|Einträge|Showdowns|Stände|points|Punkte|Prozentpunkte)\b")
#: counts that are never 1 where they are said: at least two players to a game, a file's
#: hands said only when it holds several, the settlement's limit, chips beyond the table's limit
_NEVER_ONE = {"syntax.no_such_seat", "ruled_first_of", "uploaded_several", "payments_greedy", "err_players",
              "too_many_chips"}


def _every_template():
    from web.words import CATALOG as SERVICE_WORDS
    for catalog in (CATALOG, SERVICE_WORDS):
        for id in catalog:
            for lang in LANGUAGES:
                yield id, lang, catalog.template(id, lang)


def test_a_count_picks_its_noun_by_number():
    """Every count said with a noun in the plural says it in the singular for one (``{n} {n:?chip|chips}``)."""
    loose = [(id, lang, m.group(0)) for id, lang, template in _every_template() if id not in _NEVER_ONE
             for m in _COUNTED.finditer(template)]
    assert not loose, loose


def test_a_call_is_mitgehen_in_german_everywhere():
    """The German words call a call "mitgehen" (``{player} geht mit 2``); a bet nobody called
    or nobody can match is said with the same verb, not with "halten" beside it on one screen."""
    calling = re.compile(r"\b(gehalten\w*|mithalten|halten)\b")
    loose = [(id, template) for id, lang, template in _every_template() if lang == "de" and calling.search(template)]
    assert not loose, loose
    assert say("ruling.excess", "de", player="Anna", chips=5) == "Anna bekommt 5 zurück (so hoch kann niemand mitgehen)"


@pytest.mark.parametrize("id, facts, english, german", [
    ("season_evenings", {"n": 1, "closed": 0}, "1 evening, 0 ended", "1 Abend, 0 beendet"),
    ("season_evenings", {"n": 3, "closed": 1}, "3 evenings, 1 ended", "3 Abende, 1 beendet"),
    ("river_working", {"n": 1}, "Working out the 7th-street odds of 1 hand", "Die Chancen der 7. Straße von 1 Hand "
                                                                             "werden berechnet"),
    ("entries_waiting", {"n": 1, "k": 4}, "1 later entry waits: it is checked again once entry 4 fits.",
     "1 späterer Eintrag wartet: er wird geprüft, sobald Eintrag 4 passt."),
    ("end_open_pot", {"n": 1}, "1 chip lies in the open pot", "1 Chip liegt im offenen Pot"),
    ("confirm_leave", {"name": "Ben", "n": 1}, "Ben leaves and takes 1 chip home?", "Ben geht und nimmt 1 Chip mit?"),
    ("river_points", {"name": "Ben", "points": 1, "evening": "May", "n": 3}, "Ben: +1 point (May, hand 3)",
     "Ben: +1 Punkt (May, Hand 3)"),
    ("river_line", {"name": "Ben", "hand": 3, "points": "−1", "size": 1}, "Ben, hand 3: the 7th-street cards moved "
     "the chance to win by −1 percentage point.", "Ben, Hand 3: die Karten der 7. Straße änderten die Gewinnchance "
     "um −1 Prozentpunkt."),
])
def test_one_of_a_thing_in_the_singular(id, facts, english, german):
    from web.words import say as service_say
    assert service_say(id, "en", **facts).startswith(english)
    assert service_say(id, "de", **facts).startswith(german)


@pytest.mark.parametrize("id, facts, english, german", [
    ("show.count", {"player": "Ben", "count": 1, "hole": 3, "all": 7}, "Ben shows 1 card:", "Ben zeigt 1 Karte:"),
    ("show.unknown", {"player": "Ben", "count": 1}, "Ben shows the cards as dealt, but 1 of them was never entered.",
     "Ben zeigt die Karten wie gegeben, aber 1 davon wurde nie eingegeben."),
])
def test_one_card_in_the_singular(id, facts, english, german):
    assert say(id, "en", **facts).startswith(english)
    assert say(id, "de", **facts).startswith(german)


def _flushes(ben_last: str) -> dict:
    """Seven-Card Stud, Anna's flush in hearts against Ben's in spades, both A-K-Q-7 and a fifth
    card: Anna's 5♥ and Ben's 4♠ on 6th street, and Ben's last card `ben_last`."""
    return {"variant": "F7S", "players": ["Anna", "Ben"], "starting_stacks": [50, 50], "antes": [1, 1],
            "bring_in": 1, "small_bet": 2, "big_bet": 4,
            "actions": ["d dh p1 AhKh2c", "d dh p2 AsKs3d", "p1 pb", "p2 cc", "d dh p1 Qh", "d dh p2 Qs", "p2 cc",
                        "p1 cc", "d dh p1 7h", "d dh p2 7s", "p2 cc", "p1 cc", "d dh p1 5h", "d dh p2 4s", "p1 cc",
                        "p2 cc", "d dh p1 Jc", f"d dh p2 {ben_last}", "p1 cc", "p2 cc", "p1 sm AhKhJc",
                        f"p2 sm AsKs{ben_last}"]}


def test_a_card_further_down_that_decides_is_named():
    """Two hands said alike ('a flush, Ace high'): the explanation names the card that decides."""
    said = rule_history(_flushes("Jd"))["ruling"]["explanation"]
    assert said["en"].endswith("Anna wins the pot of 4 with a flush, Ace high: the five decides "
                               "(A-K-Q-7-5 over A-K-Q-7-4).")
    assert said["de"].endswith("Anna gewinnt den Pot von 4 (Flush, höchste Karte Ass): die Fünf entscheidet "
                               "(A-K-D-7-5 vor A-K-D-7-4).")
    said = rule_history(_flushes("6s"))["ruling"]["explanation"]          # Ben's last card a six: he wins
    assert said["en"].endswith("Ben wins the pot of 4 with a flush, Ace high: the six decides "
                               "(A-K-Q-7-6 over A-K-Q-7-5).")


def test_one_odd_chip_goes_to_one_winner():
    """Anna and Ben split a pot of 3: one chip left over, said in the singular."""
    history = {"variant": "FTQ", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [50] * 3,
               "antes": [1] * 3, "bet_limits": [1, 5],
               "actions": ["d dh p1 ????4h", "d dh p2 ????4c", "d dh p3 ????Ks", "p3 f", "p1 cc", "p2 cc",
                           "d dh p1 5s", "d dh p2 5h", "p1 cc", "p2 cc", "d dh p1 6d", "d dh p2 6s", "p1 cc", "p2 cc",
                           "d dh p1 8c", "d dh p2 8d", "p1 cc", "p2 cc", "d dh p1 ??", "d dh p2 ??", "p1 cc", "p2 cc",
                           "p1 sm 2c3d9h", "p2 sm 2d3c9s"]}
    said = rule_history(history)["ruling"]["explanation"]
    assert said["en"].endswith("split the pot of 3: Anna 2 and Ben 1 (the odd chip goes to the winner nearest the "
                               "dealer's left).")
    assert said["de"].endswith("(der übrige Chip geht an den Gewinner, der links vom Geber am nächsten sitzt).")
    assert say("ruling.odd_chip.left_of_dealer", "de", chips=2) == (
        "übrige Chips gehen an die Gewinner, die links vom Geber am nächsten sitzen")


def test_fixed_limit_offers_the_two_sizes_not_a_range():
    """Seven-Card Stud in fixed limit, an open pair on 4th street: a bet of 2 or of 4, nothing
    between (a spread limit says its range: 'raise to 4–8')."""
    history = {**_flushes("Jd"), "actions": ["d dh p1 AhKh2c", "d dh p2 AsKs3d", "p1 pb", "p2 cc", "d dh p1 2h",
                                             "d dh p2 Qs"]}
    state = replay(history)
    assert state.legal()["bet"] == [2, 4] and state.legal()["fixed"]
    assert (next_text(state), next_text(state, "de")) == ("Anna to act: check or bet 2 or 4",
                                                          "Anna ist dran: schieben oder 2 oder 4 setzen")
    state = replay({**history, "actions": [*history["actions"], "p1 cbr 2"]})
    assert next_text(state) == "Ben to act: call 2 or raise to 4 or 6 or fold"     # open_pair_raise small_or_big
    state = replay({**history, "options": {"open_pair_raise": "as_bet"}, "actions": [*history["actions"], "p1 cbr 2"]})
    assert next_text(state) == "Ben to act: call 2 or raise to 4 or fold"


def test_the_bring_in_says_why_that_player():
    """Seven-Card Stud: three fives face up, Carla's 5♣ the lowest by suit, so she brings in."""
    history = {"variant": "F7S", "players": ["Anna", "Ben", "Carla"], "starting_stacks": [50] * 3,
               "antes": [1] * 3, "bring_in": 1, "small_bet": 2, "big_bet": 4,
               "actions": ["d dh p1 ????5h", "d dh p2 ????5d", "d dh p3 ????5c"]}
    why = view_json(replay(history))["next"]["bring_in_why"]
    assert why == {"en": "Carla brings in: 5♣ is the lowest up card (among the fives, the suit decides: ♣ ♦ ♥ ♠ "
                         "from low to high)",
                   "de": "Carla bringt den Bring-in: 5♣ ist die niedrigste offene Karte (unter den Fünfen "
                         "entscheidet die Farbe: ♣ ♦ ♥ ♠ von niedrig nach hoch)"}
    history["actions"][2] = "d dh p3 ????2c"
    assert view_json(replay(history))["next"]["bring_in_why"]["en"] == "Carla brings in: 2♣ is the lowest up card"
    assert "bring_in_why" not in view_json(replay({**history, "actions": [*history["actions"], "p3 pb"]}))["next"]


def test_a_player_leaving_is_not_said_as_a_call_in_german():
    """'Geht mit 52' read as a call of 52: leaving says what the player takes home."""
    from referee.words import say as referee_say
    from web.words import say as service_say
    leaving, call = service_say("leaves_with", "de", n=52), referee_say("did.call", "de", player="Ben", amount=52)
    assert leaving == "Geht, nimmt 52 mit" and "geht mit" in call and "geht mit" not in leaving.lower()


def test_every_option_word_belongs_to_an_option_of_a_game():
    """An option's words stand beside it in the options catalog (``option.<name>``, ``.title``,
    ``.off``, ``.<choice>``), one id style; none is left over from an option that is gone."""
    from referee.games import GAMES
    from referee.games.house import PRESETS, house_game

    games = [*GAMES.values(), *(house_game(d) for d in PRESETS.values()),
             house_game({"name": "Lows", "split": "hi_lo", "wild": {"ranks": ["2"]}})]
    options = {o.name: o for game in games for o in game.options}
    owned = {f"option.{name}{suffix}" for name, o in options.items()
             for suffix in ("", ".title", ".off", *(f".{c}" for c in o.choices))}
    assert [id for id in CATALOG if id.startswith("option.") and id not in owned] == []
    for o in options.values():
        assert set(o.title) == set(o.help) == set(LANGUAGES), o.name
        assert all(set(words) == set(LANGUAGES) for words in o.choice_words.values()), o.name
        assert o.default is not True or set(o.off) == set(LANGUAGES), o.name
