"""The words of the service in English and German: the pages' labels, buttons and headings,
and the refusals of the service (`web.refusals`).  One catalog: a stable id, the English and
the German text, named placeholders.  The referee's own sentences (rulings, refusals of
rules, what comes next) are the referee's (`referee.words`).

>>> say("undo", "de"), say("hand_n", "en", n=7)
('Zurück', 'Hand 7')
>>> say("no_such_word", "en")
Traceback (most recent call last):
...
KeyError: "no words 'no_such_word' in web.words.WORDS"
"""

from __future__ import annotations

LANGUAGES = ("en", "de")

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
    "err_look_alike": ("{name!r} and {other!r} look alike: give them names that tell them apart.",
                       "{name!r} und {other!r} sehen gleich aus: Namen wählen, die man unterscheiden kann."),
    "err_name": ("Give the evening a name.", "Gib dem Abend einen Namen."),
    "err_number": ("{label}: a whole number, please.", "{label}: bitte eine ganze Zahl."),
    "form_problem": ("{field_name}: {problem}", "{field_name}: {problem}"),
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
    "share_link_open": ("A convenience, not a secret: the link shows the leaderboard and the story and changes "
                        "nothing, and everyone on this network can read the evening's pages without it.",
                        "Eine Abkürzung, kein Geheimnis: der Link zeigt die Rangliste und die Geschichte und ändert "
                        "nichts, und jeder in diesem Netz kann die Seiten des Abends auch ohne ihn lesen."),
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
    "err_at_least_one": ("{label}: at least 1, please.", "{label}: bitte mindestens 1."),
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
    "too_many": ("Too many wrong PINs: wait {wait} s, then try again.",
                 "Zu viele falsche PINs: {wait} s warten, dann nochmal versuchen."),
    "logged_in": ("Logged in as host.", "Als Gastgeber angemeldet."),
    "csrf": ("The page was too old to send (or came from elsewhere). Reload it and try again.",
             "Die Seite war zu alt zum Absenden (oder kam von woanders). Neu laden und nochmal versuchen."),
    "not_found": ("Not found.", "Nicht gefunden."),
    "error": ("Something went wrong; nothing was stored. The host finds it in the log.",
              "Etwas ging schief; nichts wurde gespeichert. Der Gastgeber findet es im Log."),
    "back": ("Back", "Zurück"),
    "offline": ("No answer from the referee: check the network and tap again. Nothing was lost.",
                "Keine Antwort vom Schiedsrichter: Netzwerk prüfen und nochmal tippen. Nichts ging verloren."),
    # refusals of the service (web.refusals)
    # what is asked for does not exist (404)
    "no_evening": ("There is no evening {evening_id}.", "Es gibt keinen Abend {evening_id}."),
    "no_hand": ("There is no hand {hand_id}.", "Es gibt keine Hand {hand_id}."),
    "no_player": ("{name!r} does not play this evening.", "{name!r} spielt heute Abend nicht mit."),
    # it does not fit the evening as it stands (409)
    "stale_seq": ("Stale: the hand has moved on (seq is {seq}, you sent {sent}); reload it.",
              "Veraltet: die Hand ist weiter (seq ist {seq}, gesendet {sent}); neu laden."),
    "in_play_deal": ("Hand {number} is still being played: finish it before dealing the next one.",
                     "Hand {number} läuft noch: erst fertig spielen, dann die nächste geben."),
    "in_play_upload": ("Hand {number} is still being played: finish it before uploading another.",
                       "Hand {number} läuft noch: erst fertig spielen, dann eine andere hochladen."),
    "in_hand_rebuy": ("{name} is in hand {number}, which is still being played: rebuy after it.",
                      "{name} spielt in Hand {number}, die noch läuft: danach nachkaufen."),
    "in_hand_leave": ("{name} is in hand {number}, which is still being played: leave after it.",
                      "{name} spielt in Hand {number}, die noch läuft: danach gehen."),
    "seated": ("{name} is already at the table.", "{name} sitzt schon am Tisch."),
    "too_many_chips": ("That would make {total} chips at the table, more than the {limit} allowed (no stack, bet "
                       "or pot may be larger).",
                       "Das ergäbe {total} Chips am Tisch, mehr als die erlaubten {limit} (kein Stapel, Einsatz oder "
                       "Pot darf größer sein)."),
    "look_alike": ("{name!r} looks like {other!r}, who plays this evening: choose a name that tells them apart.",
                   "{name!r} sieht aus wie {other!r}, der heute Abend mitspielt: einen Namen wählen, den man "
                   "unterscheiden kann."),
    "own_left": ("A player cannot sit to their own left.", "Niemand kann links neben sich selbst sitzen."),
    "has_left": ("{name} has left; to come back, join again.",
                 "{name} ist gegangen; zum Zurückkommen wieder dazukommen."),
    "left_already": ("{name} has already left.", "{name} ist schon gegangen."),
    "nobody_dealt_in": ("Nobody has chips: nobody can be dealt in.",
                         "Niemand hat Chips: niemand kann mitspielen."),
    "redeal_same_game": ("The next deal is a redeal of hand {number}: same game, same dealer.",
                         "Das nächste Geben ist ein Neugeben von Hand {number}: gleiches Spiel, gleicher Geber."),
    "nothing_to_undo": ("Nothing to undo: no action stands in hand {number}.",
                        "Nichts zurückzunehmen: in Hand {number} steht keine Aktion."),
    "too_late_started": ("Hand {number} can no longer be corrected: hand {last} has started.",
                         "Hand {number} lässt sich nicht mehr korrigieren: Hand {last} hat begonnen."),
    "too_late_player": ("Hand {number} can no longer be corrected: {name} changed since ({kind} {amount}).",
                        "Hand {number} lässt sich nicht mehr korrigieren: bei {name} hat sich seither etwas "
                        "geändert ({kind} {amount})."),
    "too_late_pot": ("Hand {number} can no longer be corrected: the open pot changed since ({kind} {amount}).",
                     "Hand {number} lässt sich nicht mehr korrigieren: der offene Pot hat sich seither geändert "
                     "({kind} {amount})."),
    "upload_players": ("The players of the next deal, from {dealer}'s left, are {players}; the hand lists "
                       "{listed}.",
                       "Die Spieler des nächsten Gebens, links von {dealer} an, sind {players}; die Hand nennt "
                       "{listed}."),
    "upload_nobody": ("Nobody can be dealt the next hand; the hand lists {listed}.",
                      "Niemand kann die nächste Hand bekommen; die Hand nennt {listed}."),
    "upload_stacks": ("starting_stacks differ from the chips now: {differences}",
                      "starting_stacks weichen von den Chips ab: {differences}"),
    "stack_differs": ("{name} has {chips}, not {given}", "{name} hat {chips}, nicht {given}"),
    "upload_stack_count": ("starting_stacks differ from the chips now: {count} stacks for {players} players",
                           "starting_stacks weichen von den Chips ab: {count} Stände für {players} Spieler"),
    "upload_carried": ("carried_pot is {given}, but the open pot holds {carried}.",
                       "carried_pot ist {given}, aber im offenen Pot liegen {carried}."),
    # an exported evening that does not hold together (422)
    "import_same_name": ("Two players have the same name, or names that look alike ({name!r} and {other!r}).",
                         "Zwei Spieler heißen gleich, oder ihre Namen sehen gleich aus ({name!r} und {other!r})."),
    "import_dealer": ("The dealer {dealer} is not among the players.", "Der Geber {dealer} ist nicht unter den "
                      "Spielern."),
    "import_numbers": ("The hands must be numbered 1, 2, 3, ... in order.",
                       "Die Hände müssen der Reihe nach 1, 2, 3, ... nummeriert sein."),
    "import_ledger_player": ("The ledger names {name}, who is not among the players.",
                             "Das Kassenbuch nennt {name}, der nicht unter den Spielern ist."),
    "import_ledger_hand": ("The ledger names hand {number}, which is not there.",
                           "Das Kassenbuch nennt Hand {number}, die es nicht gibt."),
    "import_ledger_kind": ("A ledger entry without a hand must be a player's buy_in, rebuy or leave.",
                           "Ein Eintrag ohne Hand muss buy_in, rebuy oder leave eines Spielers sein."),
    "import_hand_players": ("hand {number}: its dealer and players must be among the evening's players.",
                            "Hand {number}: Geber und Spieler müssen Spieler des Abends sein."),
    "import_replay": ("hand {number} does not replay: {problem}", "Hand {number} lässt sich nicht nachspielen: "
                      "{problem}"),
    "import_in_play": ("hand {number} is not over, and only the last hand may be in play.",
                       "Hand {number} ist nicht vorbei, und nur die letzte Hand darf noch laufen."),
    "import_marked_booked": ("hand {number} is not over but is marked booked.",
                             "Hand {number} ist nicht vorbei, aber als verbucht markiert."),
    "import_not_marked": ("hand {number} is over but not marked booked (booked_after).",
                          "Hand {number} ist vorbei, aber nicht als verbucht markiert (booked_after)."),
    "import_hand_ledger": ("hand {number}: its ledger entries do not add up to its ruling.",
                           "Hand {number}: ihre Einträge im Kassenbuch ergeben nicht ihre Entscheidung."),
    "import_negative": ("The ledger takes {name} below 0 chips.", "Das Kassenbuch bringt {name} unter 0 Chips."),
    "import_negative_pot": ("The ledger leaves the open pot below 0.", "Das Kassenbuch lässt den offenen Pot unter 0."),
    "import_live_stacks": ("The hand in play does not start from its players' chips.",
                           "Die laufende Hand beginnt nicht mit den Chips ihrer Spieler."),
    "import_digests": ("Two hands have the same digest.", "Zwei Hände haben denselben Digest."),
    "import_booked_after": ("hand {number}: booked_after is past the end of the ledger.",
                            "Hand {number}: booked_after liegt hinter dem Ende des Kassenbuchs."),
    # the request itself
    "no_body": ("The request needs a JSON body.", "Die Anfrage braucht einen JSON-Inhalt."),
    "bad_json": ("Malformed JSON: {problem}", "Kein gültiges JSON: {problem}"),
    "pin_needed": ("This needs the host PIN: send 'Authorization: Bearer PIN'.",
                   "Das braucht die Gastgeber-PIN: 'Authorization: Bearer PIN' senden."),
    "comment_only": ("{text!r} is only a comment: enter an action (a card dealt, a bet, ...).",
                     "{text!r} ist nur ein Kommentar: eine Aktion eingeben (eine gegebene Karte, ein Einsatz, ...)."),
    "undo_needs_seq": ("An undo needs the hand's seq as last seen: reload the table and tap again.",
                       "Zurücknehmen braucht die seq der Hand, wie zuletzt gesehen: den Tisch neu laden und nochmal "
                       "tippen."),
    "odds_off": ("The odds view is off for this evening: the chances of hand {number}, in play, are not shown "
                 "until the host switches it on.",
                 "Die Chancen-Ansicht ist für diesen Abend aus: die Chancen der laufenden Hand {number} werden "
                 "erst gezeigt, wenn der Gastgeber sie einschaltet."),
    "busy": ("Busy working out odds for others: try again in a moment.",
             "Gerade mit Chancen für andere beschäftigt: gleich nochmal versuchen."),
    "disk_full": ("The disk is full: nothing was written. Free some space on the laptop, then try again.",
                  "Der Datenträger ist voll: nichts wurde geschrieben. Auf dem Laptop Platz schaffen, dann nochmal "
                  "versuchen."),
    "read_only": ("The database cannot be written (the file or its folder is read-only): nothing was written.",
                  "Die Datenbank lässt sich nicht schreiben (Datei oder Ordner nur lesbar): nichts wurde "
                  "geschrieben."),
    "too_many_pins": ("Too many wrong PINs: wait {wait} s, then try again.",
                      "Zu viele falsche PINs: {wait} s warten, dann nochmal versuchen."),
    "unknown_host": ("This service does not answer to the name {host!r}: open it by the laptop's address, or "
                     "start it with --allowed-host for that name.",
                     "Dieser Dienst antwortet nicht auf den Namen {host!r}: über die Adresse des Laptops öffnen, "
                     "oder ihn mit --allowed-host für diesen Namen starten."),
    "cross_site": ("A write from a page of another site ({origin}) is refused: use the referee's own pages.",
                   "Eine Änderung von der Seite einer anderen Website ({origin}) wird abgelehnt: die Seiten des "
                   "Schiedsrichters selbst benutzen."),
    "json_only": ("The body must be sent as JSON ('Content-Type: application/json'), not as {given}.",
                  "Der Inhalt muss als JSON gesendet werden ('Content-Type: application/json'), nicht als {given}."),
}


def say(key: str, lang: str, **facts) -> str:
    """The words for `key` in `lang`, with the facts filled in (a fact may be ``{"en": ..., "de": ...}``)."""
    try:
        words = WORDS[key][LANGUAGES.index(lang)]
    except KeyError:
        raise KeyError(f"no words {key!r} in web.words.WORDS") from None
    return words.format(**{k: v[lang] if isinstance(v, dict) else v for k, v in facts.items()}) if facts else words


def both(key: str, **facts) -> dict[str, str]:
    """The words for `key` in every language: ``{"en": ..., "de": ...}``."""
    return {lang: say(key, lang, **facts) for lang in LANGUAGES}


class Words:
    """Every word in one language, for a template: ``w.undo``.  An unknown word raises, so that
    a template asking for a word the catalog lacks fails loudly instead of rendering junk."""

    def __init__(self, lang: str):
        self._lang = lang

    def __getattr__(self, key: str) -> str:
        if key.startswith("_") or key not in WORDS:
            raise AttributeError(f"no words {key!r} in web.words.WORDS")
        return say(key, self._lang)

    def __getitem__(self, key: str) -> str:
        if key not in WORDS:
            raise KeyError(f"no words {key!r} in web.words.WORDS")
        return say(key, self._lang)
