"""The words of the pages in English and German, and cards as each language writes them.

The referee speaks both languages already (`referee.words`: what comes next, the wild-card
and ruling explanations, `RuleViolation.message(lang)`); this module holds the rest: the labels,
buttons and headings of the pages.  The language is chosen in the page and remembered in
the ``lang`` cookie; without one, the browser's Accept-Language decides.

>>> text("undo", "de"), text("hand_n", "en", n=7)
('Zurück', 'Hand 7')
>>> card_face("Qh", "en"), card_face("Qh", "de"), card_face("Th", "de"), card_face(None, "en")
('Q♥', 'D♥', '10♥', '?')
>>> rank_face("J", "de"), rank_face("T", "en")
('B', '10')
"""

from __future__ import annotations

from referee.actions import (ActionSyntaxError, BringIn, CheckCall, CompleteBetRaise, DealBoard, DealHole, Fold,
                             ShowMuck, parse_action)
from referee.cards import RANKS, Card, CardError, parse_card
from referee.violations import RuleViolation
from referee.words import street_name

LANGUAGES = ("en", "de")
COOKIE = "lang"

#: key -> (English, German); ``{name}`` placeholders are filled by `text`
WORDS: dict[str, tuple[str, str]] = {
    # the frame
    "app_name": ("Follow the Queen Referee", "Follow the Queen Schiedsrichter"),
    "nav_start": ("Evenings", "Abende"),
    "nav_table": ("Table", "Tisch"),
    "nav_board": ("Leaderboard", "Rangliste"),
    "nav_hands": ("Hands", "Hände"),
    "nav_upload": ("Upload", "Hochladen"),
    "language": ("Language", "Sprache"),
    "login": ("Host login", "Anmelden"),
    "logout": ("Log out", "Abmelden"),
    "host": ("Host", "Gastgeber"),
    # start
    "evenings": ("Evenings", "Abende"),
    "no_evenings": ("No evening yet: start one.", "Noch kein Abend: starte einen."),
    "hands_count": ("{n} hands", "{n} Hände"),
    "open": ("Open", "Öffnen"),
    "start_evening": ("Start an evening", "Einen Abend beginnen"),
    "evening_name": ("Name of the evening", "Name des Abends"),
    "players_seating": ("Players in seating order (clockwise)", "Spieler in Sitzordnung (im Uhrzeigersinn)"),
    "seat_n": ("Seat {n}", "Platz {n}"),
    "deals_first": ("deals first", "gibt zuerst"),
    "deals_first_default": ("Nobody marked: the last player deals first.",
                            "Niemand markiert: der letzte Spieler gibt zuerst."),
    "chips_each": ("Chips for each player", "Chips für jeden Spieler"),
    "game": ("Game", "Spiel"),
    "ante": ("Ante", "Ante"),
    "ante_help": ("Chips each player puts in before every deal.", "Chips, die jeder vor jedem Geben einzahlt."),
    "bet_min": ("Smallest bet", "Kleinster Einsatz"),
    "bet_max": ("Largest bet", "Größter Einsatz"),
    "limits_help": ("Spread limit: each bet or raise is between these two.",
                    "Spread Limit: jeder Einsatz und jede Erhöhung liegt dazwischen."),
    "max_raises": ("Raises per round", "Erhöhungen pro Runde"),
    "max_raises_help": ("At most this many raises in one betting round.",
                        "Höchstens so viele Erhöhungen in einer Setzrunde."),
    "bring_in": ("Bring-in", "Bring-in"),
    "small_bet": ("Small bet", "Kleiner Einsatz"),
    "big_bet": ("Big bet", "Großer Einsatz"),
    "fixed_help": ("Fixed limit: the lowest up card brings in; small bets on 3rd and 4th street, big bets after.",
                   "Fixed Limit: die niedrigste offene Karte bringt ein; kleine Einsätze in der 3. und 4. Straße, "
                   "danach große."),
    "options": ("Options", "Optionen"),
    "default_on": ("default: on", "Standard: an"),
    "default_off": ("default: off", "Standard: aus"),
    "default_is": ("default: {value}", "Standard: {value}"),
    "start": ("Start the evening", "Abend beginnen"),
    "change_game": ("Change the game (dealer's choice)", "Spiel ändern (Wahl des Gebers)"),
    "save_game": ("Play this from the next hand", "Ab der nächsten Hand spielen"),
    "err_players": ("{game} needs {low} to {high} players; {count} given.",
                    "{game} braucht {low} bis {high} Spieler; angegeben: {count}."),
    "err_same_name": ("Two players are called {name}.", "Zwei Spieler heißen {name}."),
    "err_name": ("Give the evening a name.", "Gib dem Abend einen Namen."),
    "err_number": ("{field}: a whole number, please.", "{field}: bitte eine ganze Zahl."),
    # the table
    "hand_n": ("Hand {n}", "Hand {n}"),
    "dealer": ("Dealer", "Geber"),
    "deals": ("deals", "gibt"),
    "wild_now": ("Wild", "Wild"),
    "nothing_wild": ("Nothing is wild", "Nichts ist wild"),
    "no_wilds_game": ("No wild cards in this game", "Keine wilden Karten in diesem Spiel"),
    "pot": ("Pot", "Pot"),
    "main_pot": ("Main pot", "Hauptpot"),
    "side_pot": ("Side pot", "Nebenpot"),
    "for_whom": ("for {names}", "für {names}"),
    "stack": ("Stack", "Stapel"),
    "bet_now": ("in: {n}", "gesetzt: {n}"),
    "folded": ("folded", "gepasst"),
    "all_in": ("all in", "all-in"),
    "mucked": ("mucked", "weggeworfen"),
    "seat_act": ("to act", "ist dran"),
    "seat_deal": ("gets the next card", "bekommt die nächste Karte"),
    "seat_show": ("shows or mucks", "zeigt oder wirft weg"),
    "type_card": ("Type a card", "Karte tippen"),
    "type_card_hint": ("qh, 10h, D♥ …", "dh, 10h, D♥ …"),
    "enter": ("Enter", "Eingeben"),
    "down_card_for": ("Face-down card to {name}", "Verdeckte Karte an {name}"),
    "down_cards_all": ("Face-down cards to everyone", "Verdeckte Karten an alle"),
    "fold": ("Fold", "Passen"),
    "check": ("Check", "Schieben"),
    "call_n": ("Call {n}", "{n} mitgehen"),
    "bring_in_n": ("Bring in {n}", "Bring-in {n}"),
    "bet": ("Bet", "Setzen"),
    "raise_to": ("Raise to", "Erhöhen auf"),
    "complete": ("Complete to", "Komplettieren auf"),
    "amount": ("Amount", "Betrag"),
    "undo": ("Undo", "Zurück"),
    "undo_what": ("Undo: {what}", "Zurück: {what}"),
    "correct_last": ("Correct: take back {what}", "Korrigieren: {what} zurücknehmen"),
    "show_cards": ("{name} shows: pick the {n} face-down cards", "{name} zeigt: die {n} verdeckten Karten wählen"),
    "show": ("Show", "Zeigen"),
    "muck": ("Muck", "Wegwerfen"),
    "clear": ("Clear", "Leeren"),
    "deal_next": ("Deal hand {n}", "Hand {n} geben"),
    "next_deal": ("Next: hand {n}, {dealer} deals to {players}.",
                  "Als Nächstes: Hand {n}, {dealer} gibt an {players}."),
    "redeal_of": ("A redeal of hand {n}: the same dealer, the players still in.",
                  "Neu geben von Hand {n}: derselbe Geber, die Spieler, die noch dabei sind."),
    "open_pot": ("Open pot carried over: {n}", "Übertragener Pot: {n}"),
    "nobody_has_chips": ("Nobody has chips left.", "Niemand hat mehr Chips."),
    "no_hand_yet": ("No hand dealt yet.", "Noch keine Hand gegeben."),
    "stale": ("Another device moved the hand on; this is where it stands now. Nothing was entered.",
              "Ein anderes Gerät war schneller; so steht die Hand jetzt. Es wurde nichts eingegeben."),
    "unreadable_card": ("Cannot read {text!r} as a card: rank 2–10, J, Q, K, A (B, D, K, A) and suit c d h s "
                        "or ♣ ♦ ♥ ♠, e.g. qh, 10h, D♥.",
                        "{text!r} ist keine Karte: Wert 2–10, B, D, K, A (J, Q, K, A) und Farbe c d h s "
                        "oder ♣ ♦ ♥ ♠, z. B. dh, 10h, D♥."),
    "pick_cards": ("Pick {n} cards (or type them), then Show.", "{n} Karten wählen (oder tippen), dann Zeigen."),
    # ruling
    "ruling": ("The ruling", "Die Entscheidung"),
    "best_five": ("Best five", "Die besten fünf"),
    "stands_for": ("stands for {card}", "steht für {card}"),
    "wins": ("wins", "gewinnt"),
    "split": ("split", "geteilt"),
    "pot_of": ("{what} of {n}", "{what} von {n}"),
    "winners": ("Winners", "Gewinner"),
    "shares": ("Shares", "Anteile"),
    "uncalled": ("{name} gets {n} back (not called).", "{name} bekommt {n} zurück (nicht gehalten)."),
    "carried": ("{n} chips stay in the middle for the next deal.", "{n} Chips bleiben für das nächste Geben liegen."),
    "finishing": ("After the hand", "Nach der Hand"),
    "correction_hint": ("A mistake? Undo takes the hand back until the next one is dealt.",
                        "Ein Fehler? Zurück öffnet die Hand wieder, bis die nächste gegeben wird."),
    # leaderboard
    "leaderboard": ("Leaderboard", "Rangliste"),
    "player": ("Player", "Spieler"),
    "chips": ("Chips", "Chips"),
    "net": ("Net", "Bilanz"),
    "hands_won": ("Hands won", "Gewonnen"),
    "biggest_pot": ("Biggest pot", "Größter Pot"),
    "left": ("left", "gegangen"),
    "stacks_over_hands": ("Stacks over the hands", "Stapel im Verlauf der Hände"),
    "chart_hand": ("hand", "Hand"),
    "share_link": ("For the players' phones (read only, refreshes itself)",
                   "Für die Handys der Spieler (nur lesen, lädt sich selbst neu)"),
    "refreshes": ("Refreshes every {n} s", "Lädt alle {n} s neu"),
    "after_hands": ("after {n} hands", "nach {n} Händen"),
    "after_one_hand": ("after 1 hand", "nach 1 Hand"),
    "to_story": ("The story of the evening", "Die Geschichte des Abends"),
    # the players panel of the leaderboard
    "players_panel": ("Players: join, rebuy, leave", "Spieler: dazukommen, nachkaufen, gehen"),
    "seat_and_chips": ("seat {seat} · {n} chips", "Platz {seat} · {n} Chips"),
    "rebuy": ("Rebuy", "Nachkaufen"),
    "leaves_with": ("Leaves with {n}", "Geht mit {n}"),
    "confirm_leave": ("{name} leaves and takes {n} chips home?", "{name} geht und nimmt {n} Chips mit?"),
    "comes_back": ("Comes back with", "Kommt zurück mit"),
    "join_title": ("A player joins", "Ein Spieler kommt dazu"),
    "join_name": ("Name", "Name"),
    "sits_after": ("Sits after", "Sitzt nach"),
    "last_seat": ("the last seat", "dem letzten Platz"),
    "join": ("Join", "Dazukommen"),
    "err_player_name": ("Give the player a name.", "Gib dem Spieler einen Namen."),
    "err_at_least_one": ("{field}: at least 1, please.", "{field}: bitte mindestens 1."),
    "panel_hint": ("Between hands: a player in the hand being played rebuys or leaves after it.",
                   "Zwischen den Händen: wer in der laufenden Hand spielt, kauft danach nach oder geht danach."),
    # hands and replay
    "hands": ("Hands", "Hände"),
    "no_hands": ("No hands yet.", "Noch keine Hände."),
    "outcome": ("Outcome", "Ausgang"),
    "outcome_fold": ("everyone else folded", "alle anderen haben gepasst"),
    "outcome_showdown": ("showdown", "Showdown"),
    "outcome_redeal": ("redeal", "neu geben"),
    "outcome_carried_over": ("carried over", "übertragen"),
    "outcome_live": ("in play", "läuft"),
    "replay": ("Replay", "Nachspielen"),
    "source_upload": ("uploaded", "hochgeladen"),
    "source_live": ("live", "live"),
    "newer": ("Newer", "Neuere"),
    "older": ("Older", "Ältere"),
    "step_start": ("Antes in", "Antes bezahlt"),
    "step_deal": ("{street}: the deal", "{street}: Geben"),
    "step_bet": ("{street}: betting", "{street}: Setzen"),
    "step_board": ("{street}: card for nobody", "{street}: Karte für niemanden"),
    "step_show": ("Showdown", "Showdown"),
    "step_n_of": ("Step {n} of {total}", "Schritt {n} von {total}"),
    "previous": ("Previous street", "Vorige Straße"),
    "next": ("Next street", "Nächste Straße"),
    "first": ("Start", "Anfang"),
    "last": ("End", "Ende"),
    # the chances: the table's odds view and the replay's chart
    "odds_show": ("Show the chances", "Chancen zeigen"),
    "odds_hide": ("Hide the chances", "Chancen ausblenden"),
    "odds_note": ("Chances to win the pot from the cards in view, if everyone still in stays to the end.",
                  "Chancen auf den Pot aus den sichtbaren Karten, wenn alle, die noch dabei sind, bis zum Ende "
                  "bleiben."),
    "odds_of": ("chance to win: {p}", "Gewinnchance: {p}"),
    "odds_tie": ("tie {p}", "geteilt {p}"),
    "odds_unknown": ("The chances could not be worked out.", "Die Chancen ließen sich nicht berechnen."),
    "chances_title": ("Chances street by street", "Chancen Straße für Straße"),
    "chances_caption": ("each player's chance to win when a street's cards are out (a shared pot counts half; "
                        "a fold ends the line at 0)",
                        "die Gewinnchance jedes Spielers, wenn die Karten einer Straße liegen (ein geteilter Pot "
                        "zählt halb; wer passt, endet bei 0)"),
    "chances_loading": ("Working out the chances …", "Die Chancen werden berechnet …"),
    "chances_end": ("end", "Ende"),
    "wild_added": ("{leader}: +{ranks}", "{leader}: +{ranks}"),
    "wild_dropped": ("{leader}: −{ranks}", "{leader}: −{ranks}"),
    "wild_switched": ("{leader}: {old} → {new}", "{leader}: {old} → {new}"),
    # the story of the evening
    "story": ("The story of the evening", "Die Geschichte des Abends"),
    "story_hands": ("{n} hands booked", "{n} Hände verbucht"),
    "story_one_hand": ("one hand booked", "eine Hand verbucht"),
    "story_nothing": ("Nothing to tell yet: no hand is booked.", "Noch nichts zu erzählen: keine Hand verbucht."),
    "best_hand_night": ("Best hand of the night", "Beste Hand des Abends"),
    "best_hand_line": ("{name}, hand {n}: {hand}", "{name}, Hand {n}: {hand}"),
    "biggest_pot_line": ("chips in hand {hand}, won by {names}.", "Chips in Hand {hand}, gewonnen von {names}."),
    "wildest_hand": ("The wildest hand", "Die wildeste Hand"),
    "wildest_line": ("Hand {hand}: the wild cards changed {n} times.",
                     "Hand {hand}: die wilden Karten wechselten {n}-mal."),
    "wildest_once": ("Hand {hand}: the wild cards changed once.", "Hand {hand}: die wilden Karten wechselten einmal."),
    "wild_at_end": ("Wild at the end: {ranks}.", "Am Ende wild: {ranks}."),
    "nothing_wild_at_end": ("Nothing wild at the end.", "Am Ende nichts wild."),
    "no_wild_changes": ("The wild cards never changed.", "Die wilden Karten haben nie gewechselt."),
    "wild_counts": ("How often each rank was wild", "Wie oft welcher Wert wild war"),
    "wild_counts_of": ("hands out of {n}", "Hände von {n}"),
    "no_wild_ranks": ("Nothing was wild this evening.", "Heute Abend war nichts wild."),
    "rank": ("Rank", "Wert"),
    "the_players": ("The players", "Die Spieler"),
    "hands_played": ("Hands played", "Hände gespielt"),
    "showdowns_won": ("Showdowns won", "Showdowns gewonnen"),
    "luckiest_river": ("Luckiest river (7th street)", "Glück in der 7. Straße"),
    "river_line": ("{name}, hand {hand}: the 7th-street cards moved the chance to win by {points} percentage points.",
                   "{name}, Hand {hand}: die Karten der 7. Straße änderten die Gewinnchance um {points} "
                   "Prozentpunkte."),
    "river_working": ("Working out the 7th-street odds of {n} hands (once: later views are quick) …",
                      "Die Chancen der 7. Straße von {n} Händen werden berechnet (nur einmal: danach geht es "
                      "schnell) …"),
    "river_none": ("No hand went to the 7th-street cards with two or more players.",
                   "Keine Hand ging mit zwei oder mehr Spielern bis zu den Karten der 7. Straße."),
    "river_failed": ("The 7th-street odds could not be worked out now; reload the page to try again.",
                     "Die Chancen der 7. Straße ließen sich gerade nicht berechnen; Seite neu laden für einen neuen "
                     "Versuch."),
    # actions in words
    "a_deal": ("{cards} to {name}", "{cards} an {name}"),
    "a_down": ("a face-down card to {name}", "eine verdeckte Karte an {name}"),
    "a_board": ("{cards} for nobody", "{cards} für niemanden"),
    "a_bring_in": ("{name} brings in", "{name} bringt ein"),
    "a_bet": ("{name} bets {n}", "{name} setzt {n}"),
    "a_raise": ("{name} raises to {n}", "{name} erhöht auf {n}"),
    "a_cbr": ("{name} bets or raises to {n}", "{name} setzt oder erhöht auf {n}"),
    "a_check_call": ("{name} checks or calls", "{name} schiebt oder geht mit"),
    "a_fold": ("{name} folds", "{name} passt"),
    "a_show": ("{name} shows {cards}", "{name} zeigt {cards}"),
    "a_muck": ("{name} mucks", "{name} wirft weg"),
    "a_note": ("a note", "eine Notiz"),
    # upload
    "upload_title": ("Upload a hand history", "Hand-Historie hochladen"),
    "drop_here": ("Drop a .json or .phh file here, or tap to choose one", "Eine .json- oder .phh-Datei hier "
                  "ablegen, oder tippen zum Auswählen"),
    "or_paste": ("… or paste the text", "… oder den Text einfügen"),
    "book_into": ("Book it into", "Verbuchen in"),
    "just_rule": ("nothing: just rule it", "nichts: nur entscheiden"),
    "rule_it": ("Rule it", "Entscheiden"),
    "uploaded_as": ("Uploaded and booked as hand {n}.", "Hochgeladen und als Hand {n} verbucht."),
    "uploaded_before": ("This hand was uploaded before: it is hand {n}, booked once.",
                        "Diese Hand wurde schon hochgeladen: es ist Hand {n}, nur einmal verbucht."),
    "ruled_not_booked": ("Ruled, not booked.", "Entschieden, nicht verbucht."),
    "empty_upload": ("Choose a file or paste a hand history.", "Wähle eine Datei oder füge eine Hand-Historie ein."),
    "at_action": ("Action {n} ({action}): ", "Aktion {n} ({action}): "),
    "not_text": ("The file is not text (UTF-8).", "Die Datei ist kein Text (UTF-8)."),
    # login and errors
    "pin": ("Host PIN", "Gastgeber-PIN"),
    "login_needed": ("Entering hands needs the host PIN.", "Zum Eingeben braucht es die Gastgeber-PIN."),
    "wrong_pin": ("That is not the PIN.", "Das ist nicht die PIN."),
    "too_many": ("Too many wrong PINs: wait a minute.", "Zu viele falsche PINs: eine Minute warten."),
    "logged_in": ("Logged in as host.", "Als Gastgeber angemeldet."),
    "csrf": ("The page was too old to send (or came from elsewhere). Reload it and try again.",
             "Die Seite war zu alt zum Absenden (oder kam von woanders). Neu laden und nochmal versuchen."),
    "not_found": ("Not found.", "Nicht gefunden."),
    "error": ("Something went wrong; nothing was stored. The host finds it in the log.",
              "Etwas ging schief; nichts wurde gespeichert. Der Gastgeber findet es im Log."),
    "back": ("Back", "Zurück"),
}

#: the referee's rule-id facts that hold a card, shown as the language writes cards
CARD_FACTS = ("card", "shown", "dealt")


def pick(accept_language: str | None, cookie: str | None) -> str:
    """The page's language: the cookie, else the first of ours the browser asks for, else English.

    >>> pick("de-DE,de;q=0.9,en;q=0.8", None), pick("fr, en", None), pick("de", "en")
    ('de', 'en', 'en')
    """
    if cookie in LANGUAGES:
        return cookie
    for part in (accept_language or "").split(","):
        code = part.split(";")[0].strip().lower()[:2]
        if code in LANGUAGES:
            return code
    return "en"


def text(key: str, lang: str, **facts) -> str:
    """The words for `key` in `lang`, with the facts filled in."""
    words = WORDS[key][0 if lang == "en" else 1]
    return words.format(**facts) if facts else words


def card_face(card: str | Card | None, lang: str) -> str:
    """A card as the table reads it: ``Q♥`` in English, ``D♥`` in German; ``?`` unseen."""
    if card is None:
        return "?"
    if not isinstance(card, Card):
        card = parse_card(card)
    return card.german if lang == "de" else card.symbol


def percent(share: float, lang: str) -> str:
    """A chance (0 to 1) in whole percent, as each language writes it; a chance that is
    there but rounds to 0 reads "<1".

    >>> percent(0.4896, "en"), percent(0.4896, "de"), percent(0.003, "en"), percent(0.0, "de")
    ('49%', '49 %', '<1%', '0 %')
    """
    number = round(share * 100)
    text = "<1" if number == 0 and share > 0 else str(number)
    return f"{text} %" if lang == "de" else f"{text}%"


def cards_face(cards, lang: str) -> str:
    return " ".join(card_face(c, lang) for c in cards)


def rank_face(rank: str, lang: str) -> str:
    """A rank letter as written on the card picker: ``10`` for T, German B/D/K/A."""
    card = Card(RANKS.index(rank) + 2, 0)
    return card_face(card, lang)[:-1]


def refusal(error: RuleViolation, lang: str) -> str:
    """The referee's refusal in `lang`, its cards written as the language writes them."""
    facts = dict(error.facts)
    for name in CARD_FACTS:
        value = facts.get(name)
        if isinstance(value, str):
            try:
                facts[name] = card_face(value, lang)
            except CardError:
                pass
    return RuleViolation(error.rule, **facts).message(lang)


def action_words(action: str, names, lang: str, high: int | None = None) -> str:
    """One action of a hand in words: ``d dh p1 ????Qh`` -> "Q♥ to Anna".  `high`, the highest
    bet of the street before the action, tells a bet (0) from a raise; None: not known.

    >>> action_words("d dh p1 ????Qh", ["Anna", "Ben"], "de"), action_words("p2 cbr 4", ["Anna", "Ben"], "en", 2)
    ('D♥ an Anna', 'Ben raises to 4')
    """
    try:
        act = parse_action(action, list(names))
    except ActionSyntaxError:
        return action
    name = names[act.seat] if getattr(act, "seat", None) is not None and act.seat < len(names) else ""
    if isinstance(act, DealHole):
        known = [c for c in act.cards if c is not None]
        if not known:
            return text("a_down", lang, name=name)
        return text("a_deal", lang, cards=cards_face(known, lang), name=name)
    if isinstance(act, DealBoard):
        return text("a_board", lang, cards=cards_face([c for c in act.cards if c], lang))
    if isinstance(act, BringIn):
        return text("a_bring_in", lang, name=name)
    if isinstance(act, CompleteBetRaise):
        kind = "a_cbr" if high is None else "a_bet" if high == 0 else "a_raise"
        return text(kind, lang, name=name, n=act.amount)
    if isinstance(act, CheckCall):
        return text("a_check_call", lang, name=name)
    if isinstance(act, Fold):
        return text("a_fold", lang, name=name)
    if isinstance(act, ShowMuck):
        if act.mucks:
            return text("a_muck", lang, name=name)
        return text("a_show", lang, name=name, cards=cards_face([c for c in act.cards if c], lang) or "")
    return text("a_note", lang)


def street(n: int, lang: str) -> str:
    return street_name(n, lang)


def table_words(lang: str) -> dict[str, str]:
    """Every word in `lang`, for a template (``w.deal``)."""
    return {key: pair[0 if lang == "en" else 1] for key, pair in WORDS.items()}
