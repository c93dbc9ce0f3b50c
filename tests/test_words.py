"""The words of the referee: every sentence in a catalog, in English and German, with the same
facts in both and no word of the other language; and the sentences the table shows."""

import pytest

from referee.cards import Card, parse_cards
from referee.replay import replay
from referee.violations import RuleViolation
from referee.wilds import UpCard, follow_the_leader
from referee.words import CATALOG, LANGUAGES, Phrase, WordsError, say
from referee.words.catalog import placeholders
from referee.words.catalogs import CATALOGS
from referee.words.table import next_text, view_json, wilds_text

NAMES = ["Anna", "Ben", "Carla", "Dan", "Emil"]

#: words that give a sentence away as English, and as German (compared in lower case, with a
#: space added at both ends)
ENGLISH = (" the ", " and ", " to ", " of ", " is ", " with ", " not ", " no ", " wins ", "street", " card ")
GERMAN = (" der ", " die ", " das ", " und ", " ist ", " mit ", " nicht ", " kein", " gewinnt ", "straße", " karte ")

#: a sample fact for each form a template writes a fact in
SAMPLES = {"street": 4, "rank": 9, "a_rank": 8, "ranks": 9, "ranks_dative": 13, "rank_list": {12, 6},
           "rank_list_mid": {10}, "no_face_up": 13, "a_rank_nom": 13, "after_last_face_up": 13, "low_ranks": [13, 12, 10, 2, 1], "letter": 12, "card": Card(12, 2),
           "cards": parse_cards("Jd Qc"), "names": ["Anna", "Ben"], "or": [2, 4], "range": (4, 8),
           "whose": "Hans", "semicolons": ["Anna", "Ben"]}


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
