"""Every sentence of the referee, by stable id, in English and German.

Ids are grouped by what they say: the refusals (their ids are the rule ids of
`referee.violations.RuleViolation`, which tests and clients match on), the problems of a
hand history's header, what comes next at the table, where a card was seen, why a deal is
over, the wild cards, the hands, the ruling, and a hand street by street.  A template's facts
are named in ``{...}``; ``{fact:form}`` writes the fact in a form of `referee.words.terms`
(``street``: 4 -> '4th street' / '4. Straße'; ``names``: a list joined with 'and' / 'und';
``?one|more``: the word for one or for more).  Facts in an `referee.words.catalog.Phrase`
are sentences of their own, said in the language around them.
"""

from __future__ import annotations

from .catalog import Catalog
from .terms import FORMS

#: an illegal action or a malformed hand, by the rule it breaks
REFUSALS = Catalog({
    # the hand history's fields
    "history.field": ("{field}: {problem}", "{field}: {problem}"),
    "action.syntax": ("{problem}", "{problem}"),
    # dealing
    "deal.order": ("{expected} gets the next card on {street:street}, not {player}: deal clockwise from the "
                   "dealer’s left.",
                   "{expected} bekommt die nächste Karte ({street:street}), nicht {player}: im Uhrzeigersinn links "
                   "vom Geber beginnend geben."),
    "deal.folded": ("{player} has folded and gets no more cards.",
                    "{player} hat gepasst und bekommt keine Karten mehr."),
    "deal.count": ("On {street:street} each player gets {expected}, not {count} {count:?card|cards}.",
                   "In der {street:street} bekommt jeder {expected}, nicht {count} {count:?Karte|Karten}."),
    "deal.unseen_up": ("The up card of {player} on {street:street} is dealt face up: it must be entered, not ??.",
                       "Die offene Karte von {player} ({street:street}) liegt offen: sie muss eingegeben werden, "
                       "nicht ??."),
    "deal.twice": ("{card:card} was already dealt ({where}): every card is in the deck once.",
                   "{card:card} wurde schon gegeben ({where}): jede Karte gibt es nur einmal."),
    "deal.betting_first": ("The betting on {street:street} is not over: {player} is to act.",
                           "Die Setzrunde der {street:street} ist nicht vorbei: {player} ist dran."),
    "deal.not_now": ("No card is dealt now: {expected}.", "Jetzt wird keine Karte gegeben: {expected}."),
    "deal.board_not_now": ("No card for nobody is dealt now: {expected}.",
                           "Jetzt wird keine Karte für niemanden gegeben: {expected}."),
    "deal.board_expected": ("The dealer turns up a card for nobody now (d db), not a card for {player}: {reason}.",
                            "Der Geber deckt jetzt eine Karte für niemanden auf (d db), keine für {player}: {reason}."),
    "deal.board_count": ("The dealer turns up one card, not {count}.",
                         "Der Geber deckt eine Karte auf, nicht {count}."),
    "deal.deck_empty": ("The deck is empty: there is no card left for {player} on {street:street}.",
                        "Das Deck ist leer: für {player} gibt es in der {street:street} keine Karte mehr."),
    "deal.over": ("The deal is over: {reason}.", "Das Spiel ist vorbei: {reason}."),
    # betting
    "turn.order": ("It is {expected}’s turn, not {player}’s.", "{expected} ist dran, nicht {player}."),
    "turn.none": ("Nobody bets now: {expected}.", "Jetzt wird nicht gesetzt: {expected}."),
    "bring_in.first": ("{expected} has the {which} up card and must bring in first (pb) or {other}.",
                       "{expected} hat die {which} offene Karte und muss zuerst den Bring-in bringen (pb) oder "
                       "{other}."),
    "bring_in.not_now": ("Only the player with the {which} up card brings in, once, at the start of "
                         "{street:street}.",
                         "Nur wer die {which} offene Karte hat, bringt den Bring-in, einmal, zu Beginn der "
                         "{street:street}."),
    "bring_in.blinds": ("{game} has no bring-in: {small} and {big} posted the blinds, and the first round opens "
                        "with {opener}, on the big blind's left.",
                        "{game} kennt keinen Bring-in: {small} und {big} haben die Blinds gesetzt, die erste Runde "
                        "eröffnet {opener}, links vom Big Blind."),
    "bring_in.none": ("{game} has no bring-in: the best face-up hand opens every betting round.",
                      "{game} kennt keinen Bring-in: jede Setzrunde eröffnet die beste offene Hand."),
    "bet.not_more": ("{player} bets or raises to {amount}, but the bet is already {high}: that is a call (cc).",
                     "{player} setzt auf {amount}, aber der Einsatz steht schon bei {high}: das ist Mitgehen (cc)."),
    "bet.stack": ("{player} has only {stack} {stack:?chip|chips}: the most {player} can put in is {most} (all-in).",
                  "{player} hat nur {stack} {stack:?Chip|Chips}: mehr als {most} (all-in) geht nicht."),
    "bet.limits": ("{what} of {size} is outside the limits {low}–{high}.",
                   "{what} von {size} liegt außerhalb der Grenzen {low}–{high}."),
    "bet.fixed": ("On {street:street} {what} must be {expected:or}, not {amount}.",
                  "In der {street:street} muss {what} {expected:or} sein, nicht {amount}."),
    "bet.nobody_can_call": ("{player} cannot bet or raise: nobody else can put in more than {high}, so it "
                            "would only come back uncalled; call or fold.",
                            "{player} kann nicht setzen oder erhöhen: niemand sonst kann mehr als {high} bringen, "
                            "es käme nur zurück; mitgehen oder passen."),
    "bet.raise_cap": ("No more raises on {street:street}: the limit is {cap} raises.",
                      "Keine Erhöhung mehr in der {street:street}: höchstens {cap} Erhöhungen."),
    "bet.not_reopened": ("{player} may call or fold but not raise: the last all-in raise was less than half a full "
                         "raise, which does not reopen the betting.",
                         "{player} darf mitgehen oder passen, aber nicht erhöhen: das letzte All-in war weniger als "
                         "eine halbe volle Erhöhung und eröffnet das Setzen nicht wieder."),
    # showdown
    "show.order": ("{expected} shows (or mucks) next, not {player}.",
                   "Als Nächstes zeigt {expected} (oder wirft weg), nicht {player}."),
    "show.not_now": ("No cards are shown now: {expected}.", "Jetzt werden keine Karten gezeigt: {expected}."),
    "show.count": ("{player} shows {count} {count:?card|cards}: show the {hole} hole {hole:?card|cards} in the "
                   "order dealt, or all {all}.",
                   "{player} zeigt {count} {count:?Karte|Karten}: die {hole} {hole:?verdeckte|verdeckten} in der "
                   "Reihenfolge des Gebens zeigen, oder alle {all}."),
    "show.mismatch": ("{player} shows {shown:card} where {dealt:card} was dealt.",
                      "{player} zeigt {shown:card}, gegeben wurde aber {dealt:card}."),
    "show.not_set": ("{player} set {card:card} in the two-card hand but does not show it there.",
                     "{player} hat {card:card} in die Zwei-Karten-Hand gelegt, zeigt sie dort aber nicht."),
    "show.unknown": ("{player} shows the cards as dealt, but {count} of them {count:?was|were} never entered.",
                     "{player} zeigt die Karten wie gegeben, aber {count} davon {count:?wurde|wurden} nie eingegeben."),
    # turning up a face-down card of one's choice (Roll Your Own)
    "declare.none": ("Nobody declares in this game ({game}): the cards speak.",
                     "In diesem Spiel ({game}) sagt niemand an: die Karten entscheiden."),
    "declare.not_now": ("Nobody declares now: the players still in declare once the last betting round is over; "
                        "now {expected}.",
                        "Jetzt wird nicht angesagt: wer noch dabei ist, sagt an, sobald die letzte Setzrunde vorbei "
                        "ist; jetzt {expected}."),
    "declare.folded": ("{player} has folded and declares nothing.", "{player} hat gepasst und sagt nichts an."),
    "declare.done": ("{player} has declared already ({side}): each player declares once.",
                     "{player} hat schon angesagt ({side}): jeder sagt einmal an."),
    "declare.order": ("{expected} declares first, not {player}: the players declare in turn.",
                      "{expected} sagt zuerst an, nicht {player}: die Spieler sagen nacheinander an."),
    "discard.not_now": ("No card is discarded now: {expected}.", "Jetzt wird keine Karte abgeworfen: {expected}."),
    "discard.folded": ("{player} has folded and discards nothing.", "{player} hat gepasst und wirft nichts ab."),
    "discard.done": ("{player} has discarded on {street:street} already, {count} {count:?card|cards} as the rule "
                     "asks: {expected}.",
                     "{player} hat in der {street:street} schon abgeworfen, {count} {count:?Karte|Karten} wie die "
                     "Regel verlangt: {expected}."),
    "discard.count": ("{player} discards {count} {count:?card|cards} on {street:street}, as the rule asks, not "
                      "{given}.",
                      "{player} wirft in der {street:street} {count} {count:?Karte|Karten} ab, wie die Regel "
                      "verlangt, nicht {given}."),
    "discard.not_held": ("{player} has no {card:card} face down (known face down: {held:cards}): a player "
                         "discards their own face-down cards.",
                         "{player} hat keine {card:card} verdeckt (bekannt verdeckt: {held:cards}): man wirft "
                         "eigene verdeckte Karten ab."),
    "discard.unseen": ("{player} discards {count} {count:?card|cards} nobody saw (??), but holds only {unseen} "
                       "such: name the cards discarded.",
                       "{player} wirft {count} ungesehene {count:?Karte|Karten} (??) ab, hat aber nur {unseen} "
                       "solche: die abgeworfenen Karten nennen."),
    "pass.not_now": ("No card is passed now: {expected}.", "Jetzt wird keine Karte weitergegeben: {expected}."),
    "pass.folded": ("{player} has folded and passes nothing.", "{player} hat gepasst und gibt nichts weiter."),
    "pass.done": ("{player} has passed on {street:street} already, {count} {count:?card|cards} as the rule asks: "
                  "{expected}.",
                  "{player} hat in der {street:street} schon weitergegeben, {count} {count:?Karte|Karten} wie die "
                  "Regel verlangt: {expected}."),
    "pass.count": ("{player} passes {count} {count:?card|cards} on {street:street}, as the rule asks, not {given}.",
                   "{player} gibt in der {street:street} {count} {count:?Karte|Karten} weiter, wie die Regel "
                   "verlangt, nicht {given}."),
    "pass.to": ("{player} passes to {expected}, the next player still in on the left, not to {to}.",
                "{player} gibt an {expected} weiter, links der nächste, der noch dabei ist, nicht an {to}."),
    "pass.to_right": ("{player} passes to {expected}, the next player still in on the right, not to {to}.",
                      "{player} gibt an {expected} weiter, rechts der nächste, der noch dabei ist, nicht an {to}."),
    "pass.not_held": ("{player} has no {card:card} face down (known face down: {held:cards}): a player passes "
                      "their own face-down cards.",
                      "{player} hat keine {card:card} verdeckt (bekannt verdeckt: {held:cards}): man gibt eigene "
                      "verdeckte Karten weiter."),
    "pass.unseen": ("{player} passes {count} {count:?card|cards} nobody saw (??), but holds only {unseen} such: "
                    "name the cards passed.",
                    "{player} gibt {count} ungesehene {count:?Karte|Karten} (??) weiter, hat aber nur {unseen} "
                    "solche: die weitergegebenen Karten nennen."),
    # setting seven cards into a five-card and a two-card hand (Cowpie)
    "setting.none": ("Nobody sets two hands in this game ({game}): each plays the best five cards.",
                     "In diesem Spiel ({game}) teilt niemand in zwei Hände auf: jeder spielt die besten fünf Karten."),
    "setting.not_now": ("No hands are set now: the players still in set their hands once the 7th-street betting "
                        "is over; now {expected}.",
                        "Jetzt wird nicht aufgeteilt: wer noch dabei ist, teilt auf, sobald die Setzrunde der 7. "
                        "Straße vorbei ist; jetzt {expected}."),
    "setting.folded": ("{player} has folded and sets no hands.", "{player} hat gepasst und teilt nicht auf."),
    "setting.done": ("{player} has set the hands already: each player sets them once.",
                     "{player} hat schon aufgeteilt: jeder teilt einmal auf."),
    "setting.count": ("{player} names {given} {given:?card|cards} for the two-card hand: it holds two, the "
                      "five-card hand the other five.",
                      "{player} nennt {given} {given:?Karte|Karten} für die Zwei-Karten-Hand: sie hat zwei, die "
                      "Fünf-Karten-Hand die anderen fünf."),
    "setting.twice": ("{player} names {card:card} twice: the two-card hand is two different cards.",
                      "{player} nennt {card:card} zweimal: die Zwei-Karten-Hand sind zwei verschiedene Karten."),
    "setting.not_held": ("{player} has no {card:card} (known: {held:cards}): a player sets their own cards.",
                         "{player} hat keine {card:card} (bekannt: {held:cards}): man teilt die eigenen Karten auf."),
    "setting.unseen": ("{player} names more cards nobody saw (??) than {player} holds face down unseen: name the "
                       "cards of the two-card hand.",
                       "{player} nennt mehr ungesehene Karten (??), als {player} ungesehen verdeckt hält: die Karten "
                       "der Zwei-Karten-Hand nennen."),
    "setting.two_down": ("{player}'s two-card hand has no face-down card: each hand must include at least one "
                         "down card.",
                         "Die Zwei-Karten-Hand von {player} hat keine verdeckte Karte: jede Hand muss mindestens "
                         "eine verdeckte Karte enthalten."),
    "turn_up.not_now": ("No card is turned up now: {expected}.", "Jetzt wird keine Karte aufgedeckt: {expected}."),
    "turn_up.done": ("{player} has turned up {count} {count:?card|cards} on {street:street}, as many as the rule "
                     "asks: {expected}.",
                     "{player} hat in der {street:street} {count} {count:?Karte|Karten} aufgedeckt, so viele wie "
                     "die Regel verlangt: {expected}."),
    "turn_up.this_street": ("{player} turns up the card of {street:street} or keeps it down, not {card:card}.",
                            "{player} deckt die Karte der {street:street} auf oder lässt sie verdeckt, nicht "
                            "{card:card}."),
    "turn_up.must": ("{player} keeps no card down on {street:street}: a card is turned up there.",
                     "{player} lässt in der {street:street} keine Karte verdeckt: dort wird eine aufgedeckt."),
    "turn_up.folded": ("{player} has folded and turns up no card.", "{player} hat gepasst und deckt keine Karte auf."),
    "turn_up.already_up": ("{card:card} of {player} is face up already: turn up one of the face-down cards.",
                           "{card:card} von {player} liegt schon offen: eine der verdeckten Karten aufdecken."),
    "turn_up.not_held": ("{player} has no {card:card} face down (face down: {held:cards}): a player turns up one "
                         "of their own face-down cards.",
                         "{player} hat keine {card:card} verdeckt (verdeckt: {held:cards}): man deckt eine der "
                         "eigenen verdeckten Karten auf."),
    # the whole hand
    "odds.buys": ("No chances before {street:street}: nobody knows yet which cards each player keeps.",
                  "Keine Chancen vor der {street:street}: noch weiß niemand, welche Karten jeder behält."),
    "odds.passes": ("No chances before {street:street}: nobody knows yet which cards each player holds.",
                    "Keine Chancen vor der {street:street}: noch weiß niemand, welche Karten jeder hält."),
    "odds.discards": ("No chances before the discards of {street:street}: nobody knows yet which cards each "
                      "player keeps.",
                      "Keine Chancen vor dem Abwerfen in der {street:street}: noch weiß niemand, welche Karten "
                      "jeder behält."),
    "odds.setting": ("No chances in {game}: at the end each player sets a five-card and a two-card hand of "
                     "their own choice, which nobody foresees.",
                     "Keine Chancen in {game}: am Ende teilt jeder seine Karten nach eigener Wahl in eine "
                     "Fünf-Karten- und eine Zwei-Karten-Hand auf, was niemand vorhersieht."),
    "hand.not_over": ("The hand is not over: {expected}.", "Die Hand ist nicht vorbei: {expected}."),
    "hand.finishing_stacks": ("The file says the finishing stacks are {given}, the ruling gives {ruled}.",
                              "Laut Datei sind die Endstände {given}, die Entscheidung ergibt {ruled}."),
}, FORMS)

#: why a text is not an action of the PHH grammar (the ``problem`` of ``action.syntax``)
SYNTAX = Catalog({
    "syntax.action": ("cannot read action {text}: {problem}", "die Aktion {text} ist nicht lesbar: {problem}"),
    "syntax.card": ("cannot read {text} as a card (rank 2-10, J/B, Q/D, K, A; suit c d h s or ♣ ♦ ♥ ♠)",
                    "{text} ist keine Karte (Wert 2-10, B/J, D/Q, K, A; Farbe c d h s oder ♣ ♦ ♥ ♠)"),
    "syntax.no_verb": ("no action after {actor} (expected one of {verbs})", "keine Aktion nach {actor} (erwartet: "
                                                                            "{verbs})"),
    "syntax.unknown_verb": ("unknown action {verb} (expected one of {verbs})",
                            "unbekannte Aktion {verb} (erwartet: {verbs})"),
    "syntax.no_dealing": ("no dealing after 'd' (expected dh or db)", "kein Geben nach 'd' (erwartet: dh oder db)"),
    "syntax.deal_needs": ("'d dh' needs a player and the cards dealt",
                          "'d dh' braucht einen Spieler und die gegebenen Karten"),
    "syntax.unknown_dealing": ("unknown dealing {word} (expected dh or db)",
                               "unbekanntes Geben {word} (erwartet: dh oder db)"),
    "syntax.missing_cards": ("missing the cards dealt", "die gegebenen Karten fehlen"),
    "syntax.missing_card": ("missing the card dealt", "die gegebene Karte fehlt"),
    "syntax.from_p1": ("players are numbered from p1, not {word}", "Spieler werden ab p1 gezählt, nicht {word}"),
    "syntax.no_such_seat": ("unknown player {word} (there are {count} players)",
                            "unbekannter Spieler {word} (es sind {count} Spieler)"),
    "syntax.two_players": ("{word} is the name of more than one player; write pN instead",
                           "{word} heißt mehr als ein Spieler; stattdessen pN schreiben"),
    "syntax.space": ("{name} has a space in the name; write p{seat} instead",
                     "{name} hat ein Leerzeichen im Namen; stattdessen p{seat} schreiben"),
    "syntax.unknown_player": ("unknown player {word} (expected p1, p2, ...)",
                              "unbekannter Spieler {word} (erwartet: p1, p2, ...)"),
    "syntax.unknown_player_named": ("unknown player {word} (expected p1, p2, ... or one of {players})",
                                    "unbekannter Spieler {word} (erwartet: p1, p2, ... oder einer von {players})"),
    "syntax.no_argument": ("{verb} takes nothing after it, found {found}",
                           "nach {verb} kommt nichts mehr, gefunden: {found}"),
    "syntax.cbr_amount": ("'cbr' needs the amount to bet or raise to",
                          "'cbr' braucht den Betrag, auf den gesetzt oder erhöht wird"),
    "syntax.cbr_one": ("'cbr' takes one amount, found {found}", "'cbr' nimmt einen Betrag, gefunden: {found}"),
    "syntax.pa": ("'pa' takes the player passed to and the cards passed (p1 pa p2 ??????)",
                  "'pa' nimmt den Spieler, an den weitergegeben wird, und die Karten (p1 pa p2 ??????)"),
    "syntax.tu_card": ("'tu' takes the one card turned up, found {found}",
                       "'tu' nimmt die eine aufgedeckte Karte, gefunden: {found}"),
    "syntax.dc_side": ("'dc' takes the side declared, one of {sides}, found {found}",
                       "'dc' nimmt die angesagte Seite, eine von {sides}, gefunden: {found}"),
    "syntax.amount": ("the amount {amount} is not a positive whole number",
                      "der Betrag {amount} ist keine positive ganze Zahl"),
}, FORMS)

#: what is wrong with a field of a hand history (the ``problem`` of ``history.field``)
PROBLEMS = Catalog({
    "problem.table": ("must be a table of fields (PHH)", "muss eine Tabelle von Feldern sein (PHH)"),
    "problem.names": ("must be a list of names", "muss eine Liste von Namen sein"),
    "problem.same_name": ("two players have the same name", "zwei Spieler haben denselben Namen"),
    "problem.players": ("{game} is played by {low} to {high} players, not {count}",
                        "{game} spielen {low} bis {high} Spieler, nicht {count}"),
    "problem.whole_numbers": ("must be a list of whole numbers", "muss eine Liste ganzer Zahlen sein"),
    "problem.entries": ("has {entries} {entries:?entry|entries} for {count} {count:?player|players}",
                        "hat {entries} {entries:?Eintrag|Einträge} für {count} Spieler"),
    "problem.at_least": ("must be {low} or more", "muss {low} oder mehr sein"),
    "problem.whole_number": ("must be a whole number of {low} or more, not {value}",
                             "muss eine ganze Zahl ab {low} sein, nicht {value}"),
    "problem.no_chips": ("{player} has no chips and cannot play", "{player} hat keine Chips und kann nicht spielen"),
    "problem.texts": ("must be a list of texts (PHH actions)", "muss eine Liste von Texten sein (PHH-Aktionen)"),
    "problem.fixed_limit": ("is needed for {game} (fixed limit)", "wird für {game} gebraucht (Fixed Limit)"),
    "problem.blinds_needed": ("{game} is played with blinds: a small and a big blind, posted by the two players on the "
                              "dealer's left (blinds_or_straddles)",
                              "{game} wird mit Blinds gespielt: Small und Big Blind, gesetzt von den beiden Spielern "
                              "links vom Geber (blinds_or_straddles)"),
    "problem.no_blinds": ("{game} is played without blinds", "{game} wird ohne Blinds gespielt"),
    "problem.blind_seats": ("the two players on the dealer's left post the small and the big blind, nobody else one",
                            "die beiden Spieler links vom Geber setzen Small und Big Blind, sonst niemand"),
    "problem.blinds_heads_up.dealer_small": ("heads-up the dealer, the second player, posts the small blind (option "
                                             "heads_up_blinds)",
                                             "zu zweit setzt der Geber, der zweite Spieler, den Small Blind (Option "
                                             "heads_up_blinds)"),
    "problem.blinds_heads_up.left_of_dealer": ("heads-up the first player, on the dealer's left, posts the small "
                                               "blind (option heads_up_blinds)",
                                               "zu zweit setzt der erste Spieler, links vom Geber, den Small Blind "
                                               "(Option heads_up_blinds)"),
    "problem.blind_sizes": ("the small blind is not more than the big blind",
                            "der Small Blind ist nicht größer als der Big Blind"),
    "problem.big_blind_bet": ("a blind is not more than a full bet of the first round ({bet})",
                              "ein Blind ist nicht größer als ein voller Einsatz der ersten Runde ({bet})"),
    "problem.bet_sizes": ("bring_in <= small_bet <= big_bet", "bring_in <= small_bet <= big_bet"),
    "problem.forced_bet_ante": ("with split_limit the forced bet is at least the ante: bring_in must not be less",
                                "mit split_limit ist die Forced Bet mindestens das Ante: bring_in darf nicht kleiner "
                                "sein"),
    "problem.bet_limits": ("must be [min, max], whole numbers with 1 <= min <= max",
                           "muss [min, max] sein, ganze Zahlen mit 1 <= min <= max"),
    "problem.no_seat": ("there is no p{seat}", "es gibt kein p{seat}"),
    "problem.finishing_stacks": ("must be a list of numbers, the stacks after the hand",
                                 "muss eine Liste von Zahlen sein, die Chips nach der Hand"),
    # a hand booked by its result (`referee.booked`)
    "problem.result_game": ("must be the game's name in words, 1 to {most} characters",
                            "muss der Name des Spiels in Worten sein, 1 bis {most} Zeichen"),
    "problem.result_field": ("is not part of a result (put_in, took)", "gehört nicht zu einem Ergebnis (put_in, took)"),
    "problem.result_table": ("must be a table of names and chips", "muss eine Tabelle von Namen und Chips sein"),
    "problem.result_took": ("must name who took the pot: a table of names and chips, or a list of names who split it",
                            "muss sagen, wer den Pot nahm: eine Tabelle von Namen und Chips oder eine Liste der "
                            "Namen, die ihn teilten"),
    "problem.result_player": ("{player} is not dealt in (players: {players})",
                              "{player} ist nicht im Spiel (Spieler: {players})"),
    "problem.result_amount": ("{player}: must be a whole number of {low} or more, not {value}",
                              "{player}: muss eine ganze Zahl ab {low} sein, nicht {value}"),
    "problem.result_stack": ("{player} puts in {amount} but has {stack}",
                             "{player} bringt {amount} ein, hat aber {stack}"),
    "problem.result_no_pot": ("nobody put chips in", "niemand hat Chips eingebracht"),
    "problem.result_winner": ("{player} took a share of the pot but put nothing in",
                               "{player} nahm einen Teil des Pots, hat aber nichts eingebracht"),
    "problem.result_sum": ("{took} taken, {put_in} put in: chips in must be chips out",
                           "{took} genommen, {put_in} eingebracht: was hineingeht, muss hinausgehen"),
}, FORMS)

#: a game, or an option of it, that is not there or cannot be (the ``problem`` of ``history.field``)
GAMES = Catalog({
    "game.unknown": ("unknown game {variant} (games: {games})", "unbekanntes Spiel {variant} (Spiele: {games})"),
    "game.options_table": ("the options of {game} must be a table of names and values, not {value}",
                           "die Optionen von {game} müssen eine Tabelle von Namen und Werten sein, nicht {value}"),
    "game.no_option": ("{game} has no option {option} (options: {options})",
                       "{game} hat keine Option {option} (Optionen: {options})"),
    "game.option_bool": ("{game} option {option} must be true or false, not {value}",
                         "{game}: die Option {option} muss true oder false sein, nicht {value}"),
    "game.option_choice": ("{game} option {option} must be one of {choices}, not {value}",
                           "{game}: die Option {option} muss eine von {choices} sein, nicht {value}"),
    "game.hole_queens_wild": ("{game} option 'hole_queens_wild' only applies when 'queens_wild' is false",
                              "{game}: die Option 'hole_queens_wild' gilt nur, wenn 'queens_wild' false ist"),
    "game.repeat_extra_card": ("{game} option 'repeat_extra_card' only applies when 'extra_card' is true",
                               "{game}: die Option 'repeat_extra_card' gilt nur, wenn 'extra_card' true ist"),
    "game.spread_and_split": ("{game} options 'spread_limit' and 'split_limit' exclude each other: bet by one "
                              "limit or the other",
                              "{game}: die Optionen 'spread_limit' und 'split_limit' schließen einander aus: nach "
                              "dem einen oder dem anderen Limit setzen"),
    "game.not_combined": ("{game} has no option {option}: the Black Mariah rules name {other} among its variants "
                          "but say nothing of how the Q♠ rules and a follow rank combine; play {code}, its own game "
                          "here",
                          "{game} hat keine Option {option}: die Black-Mariah-Regeln nennen {other} unter ihren "
                          "Varianten, sagen aber nichts dazu, wie die Regeln der Pik Dame und ein folgender Wert "
                          "zusammengehen; {code} spielen, hier ein eigenes Spiel"),
}, FORMS)

#: the words of each option of a game, beside one another (`referee.games.game.Option`):
#: ``option.<name>`` what it does (one line of help), ``option.<name>.title`` its name on the game
#: form, ``option.<name>.off`` a yes-or-no option set off (needed where the default is on), and
#: ``option.<name>.<choice>`` each choice of a text option
OPTIONS = Catalog({
    "option.queens_wild": ("{leader:ranks} are wild (off: only the rank {leader:after_last_face_up} is wild, and "
                           "nothing if the last face-up card is {leader:a_rank_nom}).",
                           "{leader:ranks} sind wild (aus: nur der Wert {leader:after_last_face_up} ist wild, und "
                           "nichts, wenn die letzte offene Karte {leader:a_rank_nom} ist)."),
    "option.queens_wild.title": ("{leader:ranks} wild", "{leader:ranks} wild"),
    "option.queens_wild.off": ("{leader:ranks} not wild", "{leader:ranks} nicht wild"),
    "option.hole_queens_wild": ("With {leader:ranks} not wild: {leader:ranks} dealt face down are still wild.",
                                "Wenn {leader:ranks} nicht wild sind: verdeckte {leader:ranks} sind trotzdem wild."),
    "option.hole_queens_wild.title": ("Face-down {leader:ranks} stay wild", "Verdeckte {leader:ranks} bleiben wild"),
    "option.cancel": ("A new face-up {leader:rank} cancels the old follow rank (off: every rank that ever followed "
                      "one stays wild).",
                      "Neue offene {leader:ranks} streichen den alten wilden Wert (aus: jeder Wert, der je gefolgt "
                      "ist, bleibt wild)."),
    "option.cancel.title": ("New {leader:ranks} cancel the follow rank", "Neue {leader:ranks} streichen den Folgewert"),
    "option.cancel.off": ("Every follow rank stays wild", "Jeder Folgewert bleibt wild"),
    "option.extra_card": ("When the last face-up card is {leader:a_rank_nom}, the dealer turns up one more card for "
                          "nobody right after it (before that street's betting); its rank is wild (if it is "
                          "{leader:a_rank_nom} too, {leader:ranks} alone are wild).",
                          "Ist die letzte offene Karte {leader:a_rank_nom}, deckt der Geber direkt danach eine Karte "
                          "für niemanden auf (vor dem Setzen); ihr Wert ist wild (ist auch sie {leader:a_rank_nom}, "
                          "sind nur {leader:ranks} wild)."),
    "option.extra_card.title": ("Extra card for nobody", "Extrakarte für niemanden"),
    "option.repeat_extra_card": ("With the extra card: an extra card that is itself {leader:a_rank_nom} is "
                                 "followed by another one, until one of another rank comes; its rank is wild.",
                                 "Mit der Extrakarte: ist die Extrakarte selbst {leader:a_rank_nom}, kommt noch "
                                 "eine, bis eine Karte eines anderen Werts kommt; deren Wert ist wild."),
    "option.repeat_extra_card.title": ("Extra cards until no more {leader:ranks}",
                                       "Extrakarten, bis keine {leader:ranks} mehr kommen"),
    "option.redeal": ("If no {leader:rank} is dealt face up by the last face-up card, the deal is void: the pot "
                      "stays, and the players still in get a new deal.",
                      "Kommt bis zur letzten offenen Karte {leader:no_face_up}, ist das Spiel ungültig: der Pot "
                      "bleibt, die Spieler, die noch dabei sind, bekommen neue Karten."),
    "option.redeal.title": ("Redeal without face-up {leader:ranks}", "Neu geben ohne offene {leader:ranks}"),
    "option.pay_for_wild": ("A player dealt a face-up card that is wild at that moment pays one extra ante into the "
                            "pot, two for {leader:a_rank}.",
                            "Wer eine offene Karte bekommt, die in dem Moment wild ist, zahlt ein zusätzliches Ante "
                            "in den Pot, für {leader:a_rank} zwei."),
    "option.pay_for_wild.title": ("Pay for wild cards", "Wilde Karten bezahlen"),
    "option.odd_chip": ("An odd chip of a split pot goes to the tied winner nearest the dealer's left, or, by "
                        "choice, to the one with the highest card by suit, all their cards counting (in a low half: "
                        "the lowest card by suit).",
                        "Ein übriger Chip eines geteilten Pots geht an den Gewinner, der links vom Geber am nächsten "
                        "sitzt, oder, wenn gewählt, an den mit der höchsten Karte nach Farbe, alle seine Karten "
                        "zählen (bei einer Low-Hälfte: die niedrigste Karte nach Farbe)."),
    "option.odd_chip.title": ("Odd chip", "Übriger Chip"),
    "option.odd_chip.left_of_dealer": ("nearest the dealer's left", "links vom Geber zuerst"),
    "option.odd_chip.high_suit": ("highest card by suit", "höchste Karte nach Farbe"),
    "option.declare": ("How the players declare high, low or both after the last betting round: not at all (the "
                       "cards speak), all at once (chips in the fist), or one after another from the last to bet "
                       "or raise.",
                       "Wie die Spieler nach der letzten Setzrunde High, Low oder beides ansagen: gar nicht (die "
                       "Karten entscheiden), alle zugleich (Chips in der Faust) oder nacheinander, beginnend mit "
                       "dem, der zuletzt gesetzt oder erhöht hat."),
    "option.declare.title": ("Declare high, low or both", "High, Low oder beides ansagen"),
    "option.declare.none": ("no: the cards speak", "nein: die Karten entscheiden"),
    "option.declare.simultaneous": ("all at once, in secret", "alle zugleich, geheim"),
    "option.declare.in_turn": ("in turn, the last to bet first", "der Reihe nach, zuerst wer zuletzt gesetzt hat"),
    "option.swing_tie": ("A player who declares both must win both halves outright: a tie on one side loses both; "
                         "or, by choice, a tie counts and the tied half is shared.",
                         "Wer beides ansagt, muss beide Hälften allein gewinnen: ein Gleichstand auf einer Seite "
                         "verliert beide; oder, wenn gewählt, ein Gleichstand zählt und die Hälfte wird geteilt."),
    "option.swing_tie.title": ("Both ways with a tie", "Beides angesagt, bei Gleichstand"),
    "option.swing_tie.loses_both": ("a tie on one side loses both", "ein Gleichstand verliert beide Hälften"),
    "option.swing_tie.wins": ("a tie counts, the tied half shared", "ein Gleichstand zählt, die Hälfte wird geteilt"),
    "option.failed_swing": ("A player who declared both and failed gets nothing: the others share the pot as if "
                            "that player had not declared; or, by choice, the pot rides to the next deal.",
                            "Wer beides angesagt hat und verliert, bekommt nichts: die anderen teilen den Pot, als "
                            "hätte er nicht angesagt; oder, wenn gewählt, der Pot bleibt für das nächste Spiel."),
    "option.failed_swing.title": ("Both ways and failed", "Beides angesagt und verloren"),
    "option.failed_swing.to_the_others": ("the others share the pot", "die anderen teilen den Pot"),
    "option.failed_swing.pot_rides": ("the pot rides to the next deal", "der Pot bleibt für das nächste Spiel"),
    "option.heads_up_uncapped": ("With only two players left, the raise cap is lifted in the last betting round "
                                 "only (the stud rules), on every street (casinos), or never (the cap always holds).",
                                 "Sind nur noch zwei Spieler übrig, fällt die Grenze der Erhöhungen nur in der "
                                 "letzten Setzrunde (die Stud-Regeln), in jeder Setzrunde (Casinos) oder nie (die "
                                 "Grenze gilt immer)."),
    "option.heads_up_uncapped.title": ("Heads-up, raises without a cap", "Zu zweit beliebig oft erhöhen"),
    "option.heads_up_uncapped.last_round": ("in the last betting round", "in der letzten Setzrunde"),
    "option.heads_up_uncapped.every_round": ("in every betting round", "in jeder Setzrunde"),
    "option.heads_up_uncapped.never": ("never", "nie"),
    "option.one_four_one": ("The 1-4-1 deal: one down card and one up card, then three up cards one at a time, then "
                            "one down card, with five betting rounds (the big bet from the third); off: two down "
                            "cards and one up card, two up cards one at a time, one down card, four betting rounds.",
                            "Die 1-4-1-Verteilung: eine verdeckte und eine offene Karte, dann drei offene Karten "
                            "einzeln, dann eine verdeckte Karte, mit fünf Setzrunden (das höhere Limit ab der "
                            "dritten); aus: zwei verdeckte und eine offene Karte, zwei offene Karten einzeln, eine "
                            "verdeckte Karte, vier Setzrunden."),
    "option.one_four_one.title": ("1-4-1 deal: one down and one up, three up, one down",
                                  "1-4-1: eine verdeckt und eine offen, drei offen, eine verdeckt"),
    "option.one_four_one.off": ("Two down and one up, two up, one down",
                                "Zwei verdeckt und eine offen, zwei offen, eine verdeckt"),
    "option.open_pair_big_bet": ("In the second betting round, an open pair allows the big bet.",
                                 "In der zweiten Setzrunde erlaubt ein offenes Paar das höhere Limit."),
    "option.open_pair_big_bet.title": ("Open pair in the second betting round: big bet",
                                       "Offenes Paar in der zweiten Setzrunde: großer Einsatz"),
    "option.open_pair_big_bet.off": ("No big bet for an open pair", "Kein großer Einsatz bei offenem Paar"),
    "option.qualifier": ("Who may take the low half: a low of eight or better, or any low (no qualifier: the best "
                         "low always takes half); when the players declare, any low unless chosen otherwise.",
                         "Wer die Low-Hälfte nehmen darf: ein Low von acht oder besser oder jedes Low (keine "
                         "Bedingung: das beste Low nimmt immer die Hälfte); wenn die Spieler ansagen, jedes Low, "
                         "wenn nicht anders gewählt."),
    "option.high_qualifier": ("Who may take the high half: any high hand, or only one of at least this rank (a "
                              "double qualifier); a half nobody qualifies for goes to the other, and when neither "
                              "qualifies the pot is split among all who claim it.",
                              "Wer die High-Hälfte nehmen darf: jede hohe Hand oder nur eine von mindestens diesem "
                              "Rang (doppelte Bedingung); eine Hälfte, für die niemand die Bedingung erfüllt, geht an "
                              "die andere, und erfüllt sie keiner, wird der Pot unter allen geteilt, die ihn "
                              "beanspruchen."),
    "option.high_qualifier.title": ("The high half needs", "Die High-Hälfte braucht"),
    "option.high_qualifier.none": ("any high hand", "jede hohe Hand"),
    "option.high_qualifier.pair_of_jacks": ("a pair of Jacks or better", "ein Paar Buben oder besser"),
    "option.high_qualifier.two_pair": ("two pair or better", "zwei Paare oder besser"),
    "option.high_qualifier.nines_eights_five": ("nines and eights with a five, or better",
                                                "Neunen und Achten mit einer Fünf oder besser"),
    "option.qualifier.title": ("The low half needs", "Die Low-Hälfte braucht"),
    "option.qualifier.eight": ("eight or better", "acht oder besser"),
    "option.qualifier.none": ("any low, no qualifier", "jedes Low, keine Bedingung"),
    "option.wild_low": ("A wild card in a low hand stands for the lowest card that helps, making no pair, or for an "
                        "Ace.",
                        "Eine wilde Karte in einem Low steht für die niedrigste Karte, die hilft, ohne ein Paar zu "
                        "machen, oder für ein Ass."),
    "option.wild_low.title": ("A wild card in a low stands for", "Eine wilde Karte im Low steht für"),
    "option.wild_low.lowest": ("the lowest card that helps", "die niedrigste Karte, die hilft"),
    "option.wild_low.ace": ("an Ace", "ein Ass"),
    "option.open_pair_raise": ("With an open pair in the second betting round, after a small bet a raise may be "
                               "small or big (the casino rule pages), only the size of the bet, or only big; once "
                               "the big bet is in, every raise is big.",
                               "Bei offenem Paar in der zweiten Setzrunde darf nach einem kleinen Einsatz klein oder "
                               "groß erhöht werden (die Regeln der Casinos), nur um den Einsatz oder nur groß; ist "
                               "der große Einsatz gesetzt, ist jede Erhöhung groß."),
    "option.open_pair_raise.title": ("Open pair, after a small bet: the raise",
                                     "Offenes Paar, nach kleinem Einsatz: die Erhöhung"),
    "option.open_pair_raise.small_or_big": ("small or big", "klein oder groß"),
    "option.open_pair_raise.as_bet": ("as the bet", "wie der Einsatz"),
    "option.open_pair_raise.big": ("big only", "nur groß"),
    "option.outrank": ("Cowpie: the five-card hand must outrank the two-card hand, compared as hands of poker, "
                       "rank by rank (Kings with 9-4-2 outrank two Kings), or the two-card hand read as the best "
                       "five-card hand of its kind (two Kings as K-K-A-Q-J).",
                       "Cowpie: die Fünf-Karten-Hand muss die Zwei-Karten-Hand schlagen, verglichen als "
                       "Pokerblätter, Rang für Rang (Könige mit 9-4-2 schlagen zwei Könige), oder die "
                       "Zwei-Karten-Hand gelesen als das beste Fünf-Karten-Blatt ihrer Art (zwei Könige als "
                       "K-K-A-D-B)."),
    "option.outrank.title": ("The five-card hand outranks the two-card hand",
                             "Die Fünf-Karten-Hand schlägt die Zwei-Karten-Hand"),
    "option.outrank.by_cards": ("rank by rank", "Rang für Rang"),
    "option.outrank.as_best_five": ("as the best five of its kind", "als bestes Fünf-Karten-Blatt ihrer Art"),
    "option.heads_up_blinds": ("Outhouse heads-up: the dealer posts the small blind and the other player the big "
                               "blind, the dealer opening the first round (as in hold'em); or, as at a full table, "
                               "the player on the dealer's left posts the small blind.",
                               "Outhouse zu zweit: der Geber setzt den Small Blind und der andere den Big Blind, der "
                               "Geber eröffnet die erste Runde (wie im Hold'em); oder, wie bei vollem Tisch, setzt der "
                               "Spieler links vom Geber den Small Blind."),
    "option.heads_up_blinds.title": ("Heads-up blinds", "Blinds zu zweit"),
    "option.heads_up_blinds.dealer_small": ("the dealer posts the small blind", "der Geber setzt den Small Blind"),
    "option.heads_up_blinds.left_of_dealer": ("the dealer's left posts the small blind",
                                              "links vom Geber kommt der Small Blind"),
    "option.spread_limit": ("Spread limit, as in Follow the Queen: any bet or raise from the smallest to the "
                            "largest bet of the hand's limits, the forced bet of the lowest up card from the ante "
                            "up to the smallest bet; off: fixed limit.",
                            "Spread Limit wie bei Follow-the-Queen: jeder Einsatz und jede Erhöhung vom kleinsten "
                            "bis zum größten Einsatz der Hand, die Forced Bet der niedrigsten offenen Karte vom Ante "
                            "bis zum kleinsten Einsatz; aus: Fixed Limit."),
    "option.spread_limit.title": ("Spread limit (bets of a range)", "Spread Limit (Einsätze einer Spanne)"),
    "option.spread_limit.off": ("Fixed limit", "Fixed Limit"),
    "option.split_limit": ("The rules' split limit (the ante; the small bet as the lower, the big bet as the higher "
                           "limit): a forced bet from the ante up to the lower limit, then bets of the lower limit "
                           "in the first betting round and in the second without an open pair; any bet from the ante "
                           "up to the higher limit in the second with an open pair, from the lower up to the higher "
                           "limit from the third.",
                           "Split Limit der Regeln (Ante; der kleine Einsatz als Lower, der große als Higher "
                           "Limit): eine Forced Bet vom Ante bis zum Lower Limit, dann Einsätze in Höhe des Lower "
                           "Limit in der ersten Setzrunde und in der zweiten ohne offenes Paar; mit offenem Paar "
                           "jeder Einsatz vom Ante bis zum Higher Limit, ab der dritten Setzrunde vom Lower bis zum "
                           "Higher Limit."),
    "option.split_limit.title": ("Split limit", "Split Limit"),
    "option.forced_bet": ("3rd street opens with a forced bet by the lowest up card (♣ < ♦ < ♥ < ♠), from the ante "
                          "up to the smallest bet, as in Seven-Card Stud; off: the best up hand opens every round "
                          "(as hands of Black Mariah stored before the rules were read to the letter are ruled).",
                          "Die erste Setzrunde eröffnet die niedrigste offene Karte (♣ < ♦ < ♥ < ♠) mit einer Forced "
                          "Bet vom Ante bis zum kleinsten Einsatz, wie im Seven-Card-Stud; aus: jede Setzrunde "
                          "eröffnet die beste offene Hand (so werden Spiele Black Mariah gewertet, die gespeichert "
                          "wurden, bevor die Regeln wörtlich gelesen wurden)."),
    "option.forced_bet.title": ("Forced bet by the lowest up card", "Pflichteinsatz der niedrigsten offenen Karte"),
    "option.forced_bet.off": ("The best up hand opens 3rd street", "Das beste offene Blatt eröffnet die 3. Straße"),
    "option.abort": ("The deal is broken off, the pot staying for a new deal, when the Q♠ is anyone's first up card, "
                     "and at the showdown when the best hand lacks the Q♠ as last hole card (with split the pot is "
                     "shared instead); off: the deal is never broken off (as hands of Black Mariah stored before "
                     "the rules were read to the letter are ruled).",
                     "Das Spiel wird abgebrochen, der Pot bleibt für ein neues Spiel, wenn die Pik Dame die erste "
                     "offene Karte eines Spielers ist, und im Showdown, wenn das beste Blatt nicht die Pik Dame als "
                     "letzte verdeckte Karte hat (bei der Variante mit Teilung wird stattdessen geteilt); aus: "
                     "das Spiel wird nie abgebrochen (so werden Spiele Black Mariah gewertet, die gespeichert "
                     "wurden, bevor die Regeln wörtlich gelesen wurden)."),
    "option.abort.title": ("Q♠ face up on 3rd street ends the deal; at the showdown the best hand needs the Q♠ as "
                           "last hole card",
                           "Offene Pik Dame in der 3. Straße bricht ab; im Showdown braucht das beste Blatt die Pik "
                           "Dame als letzte verdeckte Karte"),
    "option.abort.off": ("The Q♠ never ends the deal: the best hand wins the pot",
                         "Die Pik Dame bricht nie ab: das beste Blatt gewinnt den Pot"),
    "option.carry_still_in": ("A pot that carried over goes to a new deal of the players still in, dealt by the same "
                              "dealer without antes (the round goes on, as Follow the Queen's redeal); off: the game "
                              "starts anew, a new deal like any other (\"das Spiel startet von Neuem\").",
                              "Ein übertragener Pot geht an ein neues Spiel der Spieler, die noch dabei sind, vom "
                              "selben Geber ohne Antes gegeben (die Runde geht weiter, wie beim Neugeben, wenn "
                              "keine Dame offen kam); aus: das Spiel startet von Neuem, ein neues Spiel wie jedes "
                              "andere."),
    "option.carry_still_in.title": ("A carried pot: a new deal of the players still in, same dealer, no antes",
                                    "Übertragener Pot: neues Spiel der Spieler, die noch dabei sind, selber Geber, "
                                    "keine Antes"),
    "option.carry_still_in.off": ("A carried pot: the game starts anew, everyone dealt in",
                                  "Übertragener Pot: das Spiel startet von Neuem, alle spielen mit"),
    "option.deal_door_cards": ("With abort: after a Q♠ as a first up card, the other players' first up cards are "
                               "still dealt (a dealer deals every door card before anyone reacts), then the deal "
                               "ends; off: the deal ends at the Q♠ at once (as hands stored before this option "
                               "are ruled).",
                               "Mit Abbruch: nach einer Pik Dame als erster offener Karte bekommen die anderen "
                               "Spieler ihre erste offene Karte noch (der Geber gibt jede offene Karte, bevor "
                               "jemand reagiert), dann endet das Spiel; aus: das Spiel endet sofort bei der Pik Dame "
                               "(so werden Spiele gewertet, die vor dieser Option gespeichert wurden)."),
    "option.deal_door_cards.title": ("After a face-up Q♠ the other door cards are dealt, then the deal ends",
                                     "Nach einer offenen Pik Dame kommen die übrigen offenen Karten, dann endet das "
                                     "Spiel"),
    "option.deal_door_cards.off": ("A face-up Q♠ ends the deal at once",
                                   "Eine offene Pik Dame beendet das Spiel sofort"),
    "option.split": ("At the showdown, half the pot to the best hand, half to whoever holds the Q♠ as last hole "
                     "card (nobody: all to the best hand); the Q♠ as a first up card still breaks the deal off.",
                     "Im Showdown halber Pot an das beste Blatt, halber an den, der die Pik Dame als letzte "
                     "verdeckte Karte hält (niemand: alles an das beste Blatt); die Pik Dame als erste offene Karte "
                     "bricht das Spiel trotzdem ab."),
    "option.split.title": ("Half the pot to the Q♠", "Halber Pot an die Pik Dame"),
    "option.split.off": ("No half pot for the Q♠", "Kein halber Pot für die Pik Dame"),
    "option.wild": ("The Q♠ is wild.", "Die Pik Dame ist wild."),
    "option.wild.title": ("Q♠ wild", "Pik Dame wild"),
    "option.deuces_wild": ("Deuces are wild, for everybody.", "Zweien sind wild, für alle."),
    "option.deuces_wild.title": ("Deuces wild", "Zweien wild"),
    "option.one_eyed_jacks": ("The one-eyed Jacks (J♠ J♥) are wild, for everybody.",
                              "Die einäugigen Buben (B♠ B♥) sind wild, für alle."),
    "option.one_eyed_jacks.title": ("One-eyed Jacks (J♠ J♥) wild", "Einäugige Buben (B♠ B♥) wild"),
    "option.suicide_king": ("The suicide King (K♥) is wild, for everybody.",
                            "Der Selbstmord-König (K♥) ist wild, für alle."),
    "option.suicide_king.title": ("Suicide King (K♥) wild", "Selbstmord-König (K♥) wild"),
    "option.king_needed": ("A player's lowest hole card is wild only if they hold a King, face up or down (off: no "
                           "King needed).",
                           "Die niedrigste verdeckte Karte ist nur wild, wenn der Spieler einen König hat, offen oder "
                           "verdeckt (aus: kein König nötig)."),
    "option.king_needed.title": ("A King needed for the little one", "Ein König nötig für die kleine Karte"),
    "option.ace_low_spade": ("Low Chicago: the A♠ is the lowest spade (off: the highest, the 2♠ the lowest).",
                             "Low Chicago: das Pik-Ass ist das niedrigste Pik (aus: das höchste, die Pik 2 das "
                             "niedrigste)."),
    "option.ace_low_spade.title": ("The A♠ is the lowest spade", "Das Pik-Ass ist das niedrigste Pik"),
    "option.round_the_corner_straight": ("Extended ranking: a straight through K-A-2 (e.g. Q-K-A-2-3) ranks just "
                                         "below a straight.",
                                         "Erweiterte Rangfolge: Straße um die Ecke (z. B. D-K-A-2-3), knapp unter "
                                         "der Straße."),
    "option.round_the_corner_straight.title": ("Round-the-corner straights", "Straßen um die Ecke"),
    "option.skip_straight": ("Extended ranking: every other rank (e.g. 3-5-7-9-J), just below a round-the-corner "
                             "straight.",
                             "Erweiterte Rangfolge: ungerade Straße (z. B. 3-5-7-9-B), knapp unter der Straße um die "
                             "Ecke."),
    "option.skip_straight.title": ("Skip straights", "Ungerade Straßen"),
    "option.blaze": ("Extended ranking: five face cards (J, Q, K), between three of a kind and two pair.",
                     "Erweiterte Rangfolge: Blaze, nur Bilder (B, D, K), zwischen Drilling und zwei Paaren."),
    "option.blaze.title": ("Blaze", "Blaze"),
    "option.four_flush": ("Extended ranking: four cards of one suit, between two pair and a pair.",
                          "Erweiterte Rangfolge: Vierer-Flush, zwischen zwei Paaren und einem Paar."),
    "option.four_flush.title": ("Four-flush", "Vierer-Flush"),
    "option.four_flush.off": ("No four-flush", "Kein Vierer-Flush"),
    "option.four_straight": ("Extended ranking: four cards in a row, just below a four-flush.",
                             "Erweiterte Rangfolge: Vierer-Straße, knapp unter dem Vierer-Flush."),
    "option.four_straight.title": ("Four-straight", "Vierer-Straße"),
    "option.four_straight.off": ("No four-straight", "Keine Vierer-Straße"),
}, FORMS)

#: what comes next at the table, and the legal actions of the player to act
NEXT = Catalog({
    "next.over": ("The hand is over.", "Die Hand ist vorbei."),
    "next.extra": ("{street:street}: the extra card for nobody (its rank is wild)",
                   "{street:street}: die Extrakarte für niemanden (ihr Wert ist wild)"),
    "next.common": ("{street:street}: the common card for everyone (the deck is short)",
                    "{street:street}: die gemeinsame Karte (das Deck reicht nicht)"),
    "next.deal.ddu": ("{street:street}: two down cards and an up card for {player}",
                      "{street:street}: zwei verdeckte und eine offene Karte für {player}"),
    "next.deal.du": ("{street:street}: a down card and an up card for {player}",
                     "{street:street}: eine verdeckte und eine offene Karte für {player}"),
    "next.deal.u": ("{street:street}: up card for {player}", "{street:street}: offene Karte für {player}"),
    "next.deal.d": ("{street:street}: down card for {player}", "{street:street}: verdeckte Karte für {player}"),
    "next.deal.any": ("{street:street}: {faces:names} for {player}", "{street:street}: {faces:names} für {player}"),
    "next.deal.ddd": ("{street:street}: three down cards for {player}",
                      "{street:street}: drei verdeckte Karten für {player}"),
    "next.turn_up_or_keep": ("{street:street}: {player} turns up the new card or keeps it down",
                             "{street:street}: {player} deckt die neue Karte auf oder lässt sie verdeckt"),
    "next.discard": ("{street:street}: {player} discards {count} face-down {count:?card|cards}",
                     "{street:street}: {player} wirft {count} verdeckte {count:?Karte|Karten} ab"),
    "next.pass": ("{street:street}: {player} passes {count} face-down {count:?card|cards} to {to}",
                  "{street:street}: {player} gibt {count} verdeckte {count:?Karte|Karten} an {to} weiter"),
    "next.turn_up": ("{street:street}: {player} turns up a face-down card",
                     "{street:street}: {player} deckt eine verdeckte Karte auf"),
    "next.set": ("{street:street}: {players:names} {count:?sets|set} a five-card and a two-card hand",
                 "{street:street}: {players:names} {count:?teilt|teilen} in eine Fünf-Karten- und eine "
                 "Zwei-Karten-Hand auf"),
    "next.act": ("{player} to act: {legal:or}", "{player} ist dran: {legal:or}"),
    "next.declare": ("Declare: {players:names} {count:?declares|declare} high, low or both",
                     "Ansage: {players:names} {count:?sagt|sagen} High, Low oder beides an"),
    "next.declare_in_turn": ("Declare in turn: {player} declares high, low or both",
                             "Ansage der Reihe nach: {player} sagt High, Low oder beides an"),
    "side.high": ("high", "High"),
    "side.low": ("low", "Low"),
    "side.both": ("both", "beides"),
    "next.show": ("Showdown: {player} shows or mucks", "Showdown: {player} zeigt oder wirft weg"),
    "next.opener_passed": ("{player} shows the best hand but is all-in: {opener}, on {player:whose} left, opens",
                           "{player} zeigt das beste Blatt, ist aber all-in: {opener}, links von {player}, eröffnet"),
    "next.blinds_posted": ("{small} posted the small blind {small_amount}, {big} the big blind {big_amount}: {opener}, "
                           "on the big blind's left, opens",
                           "{small} hat den Small Blind {small_amount} gesetzt, {big} den Big Blind {big_amount}: "
                           "{opener}, links vom Big Blind, eröffnet"),
    "next.bring_in_passed": ("{player} would bring in but is all-in: {opener}, on {player:whose} left, opens",
                             "{player} müsste den Bring-in bringen, ist aber all-in: {opener}, links von {player}, "
                             "eröffnet"),
    "next.bring_in_why.blind": ("{player} brings in: no card is up, the player on the dealer's left brings in",
                                "{player} bringt den Bring-in: keine Karte liegt offen, der Spieler links vom "
                                "Geber bringt ihn"),
    "next.bring_in_why.low": ("{player} brings in: {card:card} is the lowest up card",
                              "{player} bringt den Bring-in: {card:card} ist die niedrigste offene Karte"),
    "next.bring_in_why.low_suit": ("{player} brings in: {card:card} is the lowest up card (among the {rank:ranks}, "
                                   "the suit decides: ♣ ♦ ♥ ♠ from low to high)",
                                   "{player} bringt den Bring-in: {card:card} ist die niedrigste offene Karte (unter "
                                   "den {rank:ranks_dative} entscheidet die Farbe: ♣ ♦ ♥ ♠ von niedrig nach hoch)"),
    "next.bring_in_why.high": ("{player} brings in: {card:card} is the highest up card",
                               "{player} bringt den Bring-in: {card:card} ist die höchste offene Karte"),
    "next.bring_in_why.high_suit": ("{player} brings in: {card:card} is the highest up card (among the "
                                    "{rank:ranks}, the suit decides: ♣ ♦ ♥ ♠ from low to high)",
                                    "{player} bringt den Bring-in: {card:card} ist die höchste offene Karte (unter "
                                    "den {rank:ranks_dative} entscheidet die Farbe: ♣ ♦ ♥ ♠ von niedrig nach hoch)"),
    "legal.bring_in": ("bring in {amount}", "Bring-in {amount}"),
    "legal.check": ("check", "schieben"),
    "legal.call": ("call {amount}", "{amount} mitgehen"),
    "legal.bet": ("bet {amount:range}", "{amount:range} setzen"),
    "legal.raise": ("raise to {amount:range}", "erhöhen auf {amount:range}"),
    "legal.bet_either": ("bet {amounts:or}", "{amounts:or} setzen"),
    "legal.raise_either": ("raise to {amounts:or}", "erhöhen auf {amounts:or}"),
    "legal.fold": ("fold", "passen"),
    # why no player's card comes now (deal.board_expected), why the deal is over (deal.over)
    "reason.extra": ("the last face-up card is {leader:a_rank_nom}", "die letzte offene Karte ist {leader:a_rank_nom}"),
    "reason.common": ("the deck is short for 7th street", "das Deck reicht nicht für die 7. Straße"),
    "over.fold": ("everyone else folded", "alle anderen haben gepasst"),
    "over.showdown": ("the showdown is done", "der Showdown ist vorbei"),
    "over.redeal": ("{leader:no_face_up}: the deal is void and dealt again",
                    "{leader:no_face_up}: das Spiel ist ungültig und wird neu gegeben"),
    "over.carried_over": ("the deal ended and the pot carries over", "das Spiel ist zu Ende und der Pot bleibt"),
    # what a bet is called in a refusal (bet.fixed, bet.limits)
    "what.completion": ("the completion", "die Komplettierung"),
    "what.bet": ("the bet", "der Einsatz"),
    "what.raise": ("the raise", "die Erhöhung"),
    "what.a_bet": ("A bet", "Ein Einsatz"),
    "what.a_forced_bet": ("A forced bet", "Eine Forced Bet"),
    "what.a_completion": ("A completion", "Eine Komplettierung"),
    # who brings in (bring_in.first, bring_in.not_now), and what else that player may do
    "which.lowest": ("lowest", "niedrigste"),
    "which.highest": ("highest", "höchste"),
    "bring_in.complete": ("complete to {amount}", "auf {amount} komplettieren"),
    "bring_in.forced": ("bet {amount:range} (cbr)", "{amount:range} setzen (cbr)"),
    "what.a_raise": ("A raise", "Eine Erhöhung"),
    # where a card was seen (deal.twice)
    "seen.dealt": ("to {player}, {street:street}", "an {player}, {street:street}"),
    "seen.shown": ("shown by {player}", "gezeigt von {player}"),
    "seen.turned": ("turned up by {player}, {street:street}", "aufgedeckt von {player}, {street:street}"),
    "seen.discarded": ("discarded by {player}, {street:street}", "abgeworfen von {player}, {street:street}"),
    "seen.passed": ("passed by {player}, {street:street}", "weitergegeben von {player}, {street:street}"),
    "seen.board": ("face up for nobody, {street:street}", "offen für niemanden, {street:street}"),
    "seen.same_action": ("in the same action", "in derselben Aktion"),
}, FORMS)

#: the wild cards now, and why
WILDS = Catalog({
    "wilds.none": ("Nothing is wild", "Nichts ist wild"),
    "wilds.why": ("{head}: {reasons:semicolons}", "{head}: {reasons:semicolons}"),
    "wilds.are_wild": ("{ranks:rank_list} are wild", "{ranks:rank_list} sind wild"),
    "wilds.whose": ("{player:whose}", "{player:whose}"),
    "wilds.extra_card": ("the extra card", "die Extrakarte"),
    "wilds.extra_card.dative": ("the extra card", "der Extrakarte"),
    "wilds.followed": ("{whose} {card:card} followed {whose2} {queen:card}",
                       "{whose} {card:card} folgte {whose2} {queen:card}"),
    "wilds.followed_on": ("{whose} {card:card} followed {whose2} {queen:card} on {street:street}",
                          "{whose} {card:card} folgte {whose2} {queen:card} in der {street:street}"),
    "wilds.followed_on_both": ("{whose} {card:card} on {street:street} followed {whose2} {queen:card} on "
                               "{street2:street}",
                               "{whose} {card:card} in der {street:street} folgte {whose2} {queen:card} in der "
                               "{street2:street}"),
    "wilds.waiting": ("{whose} {queen:card} is the last face-up card, the next one sets the wild rank",
                      "{whose} {queen:card} ist die letzte offene Karte, die nächste bestimmt den wilden Wert"),
    "wilds.last": ("{whose} {queen:card} was the last face-up card, so no rank follows it",
                   "{whose} {queen:card} war die letzte offene Karte, ihr folgt kein Wert"),
    "wilds.cancelled": ("{reason}, so {ranks:rank_list_mid} are no longer wild",
                        "{reason}, also sind {ranks:rank_list_mid} nicht mehr wild"),
    "wilds.also_cancelled": ("{reason} and {ranks:rank_list_mid} are no longer wild",
                             "{reason}, und {ranks:rank_list_mid} sind nicht mehr wild"),
    "wilds.no_leader": ("no {leader:rank} was dealt face up", "es kam {leader:no_face_up}"),
    "wilds.hole": ("{leader:ranks} dealt face down stay wild", "verdeckte {leader:ranks} bleiben wild"),
    "wilds.q_spades": ("The Q♠ is wild", "Die Pik Dame ist wild"),
    "wilds.fixed_ranks": ("{ranks:rank_list} are wild for everybody", "{ranks:rank_list} sind wild für alle"),
    "wilds.fixed_ranks_cards": ("{ranks:rank_list} and {cards:cards} are wild for everybody",
                                "{ranks:rank_list} und {cards:cards} sind wild für alle"),
    "wilds.fixed_card": ("{cards:cards} is wild for everybody", "{cards:cards} ist wild für alle"),
    "wilds.fixed_cards": ("{cards:cards} are wild for everybody", "{cards:cards} sind wild für alle"),
    "wilds.lowest_hole": ("Each player's lowest hole card is wild for that player, and so are all their cards of "
                          "its rank", "Die niedrigste verdeckte Karte jedes Spielers ist für ihn wild, ebenso alle "
                          "seine Karten dieses Werts"),
    "wilds.personal": ("{player:whose} lowest hole card, the {card:card}, makes {rank:ranks} wild for {player}",
                       "Die niedrigste verdeckte Karte von {player}, {card:card}, macht für {player} die "
                       "{rank:ranks} wild"),
}, FORMS)

#: a hand in words, and what its wild cards stand for
RANKINGS = Catalog({
    "ranking.five_of_a_kind": ("five {rank:ranks}", "fünf {rank:ranks}"),
    "ranking.royal_flush": ("a royal flush", "Royal Flush"),
    "ranking.straight_flush": ("a straight flush, {rank:rank} high", "Straight Flush, höchste Karte {rank:rank}"),
    "ranking.four_of_a_kind": ("four {rank:ranks}", "vier {rank:ranks}"),
    "ranking.full_house": ("a full house, {rank:ranks} over {second:ranks}",
                           "Full House, {rank:ranks} über {second:ranks_dative}"),
    "ranking.flush": ("a flush, {rank:rank} high", "Flush, höchste Karte {rank:rank}"),
    "ranking.straight": ("a straight, {rank:rank} high", "Straße, höchste Karte {rank:rank}"),
    "ranking.round_the_corner_straight": ("a round-the-corner straight, {rank:rank} high",
                                          "Straße um die Ecke, höchste Karte {rank:rank}"),
    "ranking.skip_straight": ("a skip straight, {rank:rank} high", "ungerade Straße, höchste Karte {rank:rank}"),
    "ranking.three_of_a_kind": ("three {rank:ranks}", "drei {rank:ranks}"),
    "ranking.blaze": ("a blaze, {rank:rank} high", "Blaze, höchste Karte {rank:rank}"),
    "ranking.two_pair": ("two pair, {rank:ranks} and {second:ranks}", "zwei Paare, {rank:ranks} und {second:ranks}"),
    "ranking.four_flush": ("a four-flush, {rank:rank} high", "Vierer-Flush, höchste Karte {rank:rank}"),
    "ranking.four_straight": ("a four-straight, {rank:rank} high", "Vierer-Straße, höchste Karte {rank:rank}"),
    "ranking.pair": ("a pair of {rank:ranks}", "ein Paar {rank:ranks}"),
    "ranking.high_card": ("{rank:rank} high", "höchste Karte {rank:rank}"),
    "ranking.two_cards_high": ("{ranks:low_ranks} high", "{ranks:low_ranks} hoch"),
    "wild.stands_for": ("{cards:cards} stands for {rank:a_rank}", "{cards:cards} steht für {rank:a_rank}"),
    "wild.stand_for": ("{cards:cards} stand for {rank:ranks}", "{cards:cards} stehen für {rank:ranks}"),
    "wild.stands_for_card": ("{card:card} stands for the {stands:card}", "{card:card} steht für {stands:card}"),
    # a low hand (Razz, the low half of Hi-Lo), Ace to Five
    "ranking.low": ("{ranks:low_ranks} low", "Low {ranks:low_ranks}"),
    "ranking.unpaired_high": ("{ranks:low_ranks} high, no pair", "{ranks:low_ranks} hoch, kein Paar"),
    "ranking.low_groups": ("{groups:names}, {rest:low_ranks} low", "{groups:names}, Low {rest:low_ranks}"),
    "ranking.low_groups_only": ("{groups:names} as low", "{groups:names} als Low"),
    "low.pair": ("pair of {rank:ranks}", "ein Paar {rank:ranks}"),
    "low.three": ("three {rank:ranks}", "drei {rank:ranks}"),
    "low.four": ("four {rank:ranks}", "vier {rank:ranks}"),
    "wild.each": ("{each:names}", "{each:names}"),
}, FORMS)

#: the ruling of a finished hand
RULINGS = Catalog({
    "ruling.result_one": ("{game}, booked by its result: {player} takes the pot of {amount}",
                          "{game}, nach Ergebnis gebucht: {player} nimmt den Pot von {amount}"),
    "ruling.result_split": ("{game}, booked by its result: {shares:names} share the pot of {amount}",
                            "{game}, nach Ergebnis gebucht: {shares:names} teilen sich den Pot von {amount}"),
    "ruling.fold": ("Everyone else folded: {player} wins the pot of {amount} without showing",
                    "Alle anderen haben gepasst: {player} gewinnt den Pot von {amount}, ohne zu zeigen"),
    "ruling.uncalled": ("{player:whose} uncalled {chips} {chips:?goes|go} back",
                        "{player} bekommt {chips} zurück (niemand ist mitgegangen)"),
    "ruling.excess": ("{chips} comes back to {player} (nobody can match it)",
                      "{player} bekommt {chips} zurück (so hoch kann niemand mitgehen)"),
    "ruling.redeal": ("No face-up {leader:rank} was dealt: the deal is void; the pot of {amount} stays for a new "
                      "deal to {players:names}",
                      "Es kam {leader:no_face_up}: das Spiel ist ungültig; der Pot von {amount} bleibt für ein neues "
                      "Spiel an {players:names}"),
    "ruling.dealt_again": ("It goes to a new deal of the players still in, {players:names}, by the same dealer "
                           "without antes",
                           "Er geht an ein neues Spiel der Spieler, die noch dabei sind, {players:names}, vom selben "
                           "Geber ohne Antes"),
    "ruling.carried_over": ("The Q♠ was dealt face up to {player} on {street:street}: the deal ends at once and the "
                            "pot of {amount} carries over to a new deal",
                            "Die Pik Dame lag offen bei {player} in der {street:street}: das Spiel endet sofort, der "
                            "Pot von {amount} bleibt für ein neues Spiel"),
    "ruling.carried_over_house": ("{card:card} was dealt face up to {player} on {street:street}: once every card of "
                                  "the street is dealt the deal ends, and the pot of {amount} carries over to a new "
                                  "deal",
                                  "{card:card} lag offen bei {player} in der {street:street}: sind alle Karten der "
                                  "Runde gegeben, endet das Spiel, der Pot von {amount} bleibt für ein neues Spiel"),
    "ruling.carried_over_house_turned": ("{player} turned up {card:card} on {street:street}: once every player has "
                                         "turned up a card the deal ends, and the pot of {amount} carries over to a "
                                         "new deal",
                                         "{player} deckte {card:card} in der {street:street} auf: hat jeder eine "
                                         "Karte aufgedeckt, endet das Spiel, der Pot von {amount} bleibt für ein "
                                         "neues Spiel"),
    "ruling.carried_over_door_cards": ("The Q♠ was dealt face up to {player} on {street:street}: once every door card "
                                       "is dealt the deal ends, and the pot of {amount} carries over to a new deal",
                                       "Die Pik Dame lag offen bei {player} in der {street:street}: sind alle offenen "
                                       "Karten der Runde gegeben, endet das Spiel, der Pot von {amount} bleibt für "
                                       "ein neues Spiel"),
    "ruling.shown": ("{player}: {hand}", "{player}: {hand}"),
    "ruling.shown_wild": ("{player}: {wilds}: {hand}", "{player}: {wilds}: {hand}"),
    "ruling.with_low": ("{hand}, and {low_hand}", "{hand}, und {low_hand}"),
    "ruling.with_low_wild": ("{hand}, and {low_hand} ({wilds})", "{hand}, und {low_hand} ({wilds})"),
    "ruling.without_low": ("{hand}, and no low", "{hand}, und kein Low"),
    "ruling.mucks": ("{players:names} {players:?mucks|muck}", "{players:names} {players:?wirft|werfen} weg"),
    "ruling.alone": ("{player} wins {pot} with {hand}: {reason}", "{player} gewinnt {pot} ({hand}): {reason}"),
    "ruling.alone_unshown": ("{player} wins {pot} without showing: {reason}",
                             "{player} gewinnt {pot}, ohne zu zeigen: {reason}"),
    "ruling.alone.mucked": ("{players:names} mucked", "{players:names} {players:?hat|haben} weggeworfen"),
    "ruling.alone.unclaimed": ("nobody else can claim it", "sonst kann ihn niemand beanspruchen"),
    "ruling.wins": ("{player} wins {pot} with {hand}", "{player} gewinnt {pot} ({hand})"),
    "ruling.wins_with_q_spades": ("{player} wins {pot} with {hand} and the Q♠ as last hole card",
                                  "{player} gewinnt {pot} ({hand}, mit der Pik Dame als letzter verdeckter Karte)"),
    "ruling.split_q_spades": ("{pot} is split: half ({high_part}) to the best hand, {best:names} with {hand}; half "
                              "({half}) to {holder}, who holds the Q♠ as last hole card",
                              "{pot} wird geteilt: die Hälfte ({high_part}) an das beste Blatt, {best:names} ({hand}); "
                              "die Hälfte ({half}) an {holder}, mit der Pik Dame als letzter verdeckter Karte"),
    "ruling.spade_half": ("{pot} is split: {high}; {spade}", "{pot} wird geteilt: {high}; {spade}"),
    "ruling.spade_half_odd": ("{pot} is split, the odd chip to the high half: {high}; {spade}",
                              "{pot} wird geteilt, der übrige Chip an die High-Hälfte: {high}; {spade}"),
    "ruling.spade_part": ("the spade half ({chips}) to {player}, whose {card:card} is the {which} spade in the hole",
                          "die Pik-Hälfte ({chips}) an {player}, mit {card:card}, dem {which} verdeckten Pik"),
    "ruling.spade_both": ("{player} wins both halves of {pot} with {hand} and the {card:card}, the {which} spade "
                          "in the hole", "{player} gewinnt {pot} ganz: die High-Hälfte mit "
                          "{hand}, die Pik-Hälfte mit {card:card}, dem {which} verdeckten Pik"),
    "ruling.no_spade": ("{sentence}: nobody who claims it holds a spade in the hole, so the best hand takes it all",
                        "{sentence}: niemand, der ihn beansprucht, hat ein verdecktes Pik, also bekommt das beste "
                        "Blatt alles"),
    "spade.high": ("highest", "höchsten"),
    "spade.low": ("lowest", "niedrigsten"),
    "ruling.hi_lo": ("{pot} is split: {high}; {low}", "{pot} wird geteilt: {high}; {low}"),
    "ruling.no_high": ("No high hand qualifies ({bar}): {sentence}",
                       "Keine High-Hand erfüllt die Bedingung ({bar}): {sentence}"),
    "ruling.no_qualifier": ("Neither a high hand ({bar}) nor a low (eight or better) qualifies: all who claim {pot} "
                            "split it: {shares:names}",
                            "Weder eine High-Hand ({bar}) noch ein Low (acht oder besser) erfüllt die Bedingung: "
                            "alle, die {pot} beanspruchen, teilen ihn: {shares:names}"),
    "ruling.hi_lo_odd": ("{pot} is split, the odd chip to the high half: {high}; {low}",
                         "{pot} wird geteilt, der übrige Chip an die High-Hälfte: {high}; {low}"),
    "ruling.high_half": ("the high half ({chips}) to {players:names} with {hand}{split}",
                         "die High-Hälfte ({chips}) an {players:names} ({hand}){split}"),
    "ruling.low_half": ("the low half ({chips}) to {players:names} with {hand}{split}",
                        "die Low-Hälfte ({chips}) an {players:names} ({hand}){split}"),
    "ruling.declared": ("Declared: {each:names}", "Angesagt: {each:names}"),
    "ruling.declared_one": ("{player} {side}", "{player} {side}"),
    "ruling.swing_failed": ("{player} declared both and {how:names}: {player} gets nothing",
                            "{player} hat beides angesagt und {how:names}: {player} bekommt nichts"),
    "swing.lost.both": ("lost both halves", "beide Hälften verloren"),
    "swing.lost.high": ("lost the high", "die High-Hälfte verloren"),
    "swing.lost.low": ("lost the low", "die Low-Hälfte verloren"),
    "swing.tied.high": ("only tied for the high", "bei High nur gleichgezogen"),
    "swing.tied.low": ("only tied for the low", "bei Low nur gleichgezogen"),
    "ruling.swing_won": ("{player} declared both and won both halves: {player} wins {pot} with {hand}, and "
                         "{low_hand}",
                         "{player} hat beides angesagt und beide Hälften gewonnen: {player} gewinnt {pot} ({hand}, "
                         "und {low_hand})"),
    "ruling.one_side": ("{why}: {sentence}", "{why}: {sentence}"),
    "ruling.nobody_declared": ("Nobody declared {side}", "Niemand hat {side} angesagt"),
    "ruling.only_failed_declared": ("Nobody left declared {side}", "Sonst hat niemand {side} angesagt"),
    "ruling.no_low_qualifies": ("No low qualifies", "Kein Low qualifiziert sich"),
    "ruling.all_swings_failed": ("Everyone who claims {pot} declared both and failed: the cards speak",
                                 "Alle, die {pot} beanspruchen, haben beides angesagt und verloren: die Karten "
                                 "entscheiden"),
    "ruling.no_declaration_wins": ("No declaration can win {pot}: the cards speak",
                                   "Keine Ansage kann {pot} gewinnen: die Karten entscheiden"),
    "ruling.pot_rides": ("{pot} rides to the next deal: {players:names} declared both and failed",
                         "{pot} bleibt für das nächste Spiel: {players:names} {players:?hat|haben} beides angesagt "
                         "und verloren"),
    "ruling.two_hands_hand": ("{five} (five cards) and {two} (two cards)",
                              "{five} (fünf Karten) und {two} (zwei Karten)"),
    "ruling.misplayed_shown": ("{player}: {hand}: the two-card hand is not outranked, both hands are disqualified",
                               "{player}: {hand}: die Zwei-Karten-Hand wird nicht geschlagen, beide Hände zählen "
                               "nicht"),
    "ruling.two_hands": ("{pot} is split: {five}; {two}", "{pot} wird geteilt: {five}; {two}"),
    "ruling.two_hands_odd": ("{pot} is split, the odd chip to the five-card half: {five}; {two}",
                             "{pot} wird geteilt, der übrige Chip an die Fünf-Karten-Hälfte: {five}; {two}"),
    "ruling.five_half": ("the five-card half ({chips}) to {players:names} with {hand}{split}",
                         "die Fünf-Karten-Hälfte ({chips}) an {players:names} ({hand}){split}"),
    "ruling.two_half": ("the two-card half ({chips}) to {players:names} with {hand}{split}",
                        "die Zwei-Karten-Hälfte ({chips}) an {players:names} ({hand}){split}"),
    "ruling.misplayed": ("Every setting that claims {pot} is misplayed: all who claim it split it: {shares:names}",
                         "Jede Aufteilung, die {pot} beansprucht, ist verspielt: alle, die ihn beanspruchen, teilen "
                         "ihn: {shares:names}"),
    "ruling.half_even": (", {chips} each", ", je {chips}"),
    "ruling.half_odd": (": {shares:names} ({odd})", ": {shares:names} ({odd})"),
    "ruling.tie": ("{players:names} tie with {hand} and split {pot}: {shares:names}",
                   "{players:names} haben gleich ({hand}) und teilen {pot}: {shares:names}"),
    "ruling.share": ("{player} {chips}", "{player} {chips}"),
    "ruling.odd_chips": ("{sentence} ({odd})", "{sentence} ({odd})"),
    "ruling.odd_chip.high_suit": ("the odd chip goes to the highest card by suit",
                                  "der übrige Chip geht an die höchste Karte nach Farbe"),
    "ruling.odd_chip.low_suit": ("the odd chip goes to the lowest card by suit",
                                 "der übrige Chip geht an die niedrigste Karte nach Farbe"),
    "ruling.odd_chip.left_of_dealer": ("{chips:?the odd chip goes to the winner|odd chips go to the winners} nearest "
                                       "the dealer's left",
                                       "{chips:?der übrige Chip geht an den Gewinner, der|übrige Chips gehen an die "
                                       "Gewinner, die} links vom Geber am nächsten {chips:?sitzt|sitzen}"),
    "ruling.carried": ("{pot} carries over to a new deal: {best:names} {best:?has|have} the best hand without the "
                       "Q♠, {holder} the Q♠ as last hole card without the best hand",
                       "{pot} bleibt für ein neues Spiel: {best:names} {best:?hat|haben} das beste Blatt ohne die Pik "
                       "Dame, {holder} die Pik Dame als letzte verdeckte Karte ohne das beste Blatt"),
    "ruling.carried_no_holder": ("{pot} carries over to a new deal: {best:names} {best:?has|have} the best hand, but "
                                 "nobody shows the Q♠ as last hole card",
                                 "{pot} bleibt für ein neues Spiel: {best:names} {best:?hat|haben} das beste Blatt, "
                                 "aber niemand zeigt die Pik Dame als letzte verdeckte Karte"),
    # why a hand wins, where people argue: the extended ranking of hand-ranking.de.txt ("Fünf
    # Gleiche ... (nur wenn wilde Karten oder Joker im Spiel sind)" above "Straight Flush"), and
    # wild cards that make no difference ("If all five are equal in rank, the hands tie and
    # share the pot", follow-the-queen.en.txt)
    "ruling.because": ("{sentence}: {why}", "{sentence}: {why}"),
    "why.extended": ("{winner} ranks above {loser} in the extended ranking",
                     "{winner} steht in der erweiterten Rangfolge über {loser}"),
    "why.decided_by": ("{rank:the_rank} decides ({winner:high_ranks} over {loser:high_ranks})",
                       "{rank:the_rank} entscheidet ({winner:high_ranks} vor {loser:high_ranks})"),
    "why.natural_tie": ("a natural hand and a wild one of the same rank tie: the rules make no difference",
                        "eine natürliche und eine wilde Hand gleichen Werts haben gleich: die Regeln machen keinen "
                        "Unterschied"),
    "category.five_of_a_kind": ("five of a kind", "ein Fünfling"),
    "category.five_of_a_kind.dative": ("five of a kind", "einem Fünfling"),
    "category.straight_flush": ("a straight flush", "ein Straight Flush"),
    "category.straight_flush.dative": ("a straight flush", "einem Straight Flush"),
    "category.four_of_a_kind": ("four of a kind", "ein Vierling"),
    "category.four_of_a_kind.dative": ("four of a kind", "einem Vierling"),
    "category.full_house": ("a full house", "ein Full House"),
    "category.full_house.dative": ("a full house", "einem Full House"),
    "category.flush": ("a flush", "ein Flush"),
    "category.flush.dative": ("a flush", "einem Flush"),
    "category.straight": ("a straight", "eine Straße"),
    "category.straight.dative": ("a straight", "einer Straße"),
    "category.round_the_corner_straight": ("a round-the-corner straight", "eine Straße um die Ecke"),
    "category.round_the_corner_straight.dative": ("a round-the-corner straight", "einer Straße um die Ecke"),
    "category.skip_straight": ("a skip straight", "eine ungerade Straße"),
    "category.skip_straight.dative": ("a skip straight", "einer ungeraden Straße"),
    "category.three_of_a_kind": ("three of a kind", "ein Drilling"),
    "category.three_of_a_kind.dative": ("three of a kind", "einem Drilling"),
    "category.blaze": ("a blaze", "ein Blaze"),
    "category.blaze.dative": ("a blaze", "einem Blaze"),
    "category.two_pair": ("two pair", "zwei Paare"),
    "category.two_pair.dative": ("two pair", "zwei Paaren"),
    "category.four_flush": ("a four-flush", "ein Vierer-Flush"),
    "category.four_flush.dative": ("a four-flush", "einem Vierer-Flush"),
    "category.four_straight": ("a four-straight", "eine Vierer-Straße"),
    "category.four_straight.dative": ("a four-straight", "einer Vierer-Straße"),
    "category.pair": ("a pair", "ein Paar"),
    "category.pair.dative": ("a pair", "einem Paar"),
    "category.high_card": ("high card", "eine hohe Karte"),
    "category.high_card.dative": ("high card", "einer hohen Karte"),
    # a pot as the object and as the subject of a sentence
    "pot.single": ("the pot of {amount}", "den Pot von {amount}"),
    "pot.single.subject": ("The pot of {amount}", "Der Pot von {amount}"),
    # (German: "von 42", not "(42)": the hand follows in brackets, "den Hauptpot von 42 (vier Asse)")
    "pot.main": ("the main pot ({amount})", "den Hauptpot von {amount}"),
    "pot.main.subject": ("The main pot ({amount})", "Der Hauptpot von {amount}"),
    "pot.side": ("side pot {n} ({amount})", "den Nebenpot {n} von {amount}"),
    "pot.side.subject": ("Side pot {n} ({amount})", "Der Nebenpot {n} von {amount}"),
}, FORMS)

#: a hand street by street: its steps, what each action did, where a Queen changed the wild ranks
STEPS = Catalog({
    "step.start": ("Antes in", "Antes bezahlt"),
    "step.blinds": ("Blinds in", "Blinds gesetzt"),
    "step.deal": ("{street:street}: the deal", "{street:street}: Geben"),
    "step.bet": ("{street:street}: betting", "{street:street}: Setzen"),
    "step.board": ("{street:street}: card for nobody", "{street:street}: Karte für niemanden"),
    "step.turn_up": ("{street:street}: cards turned up", "{street:street}: Karten aufgedeckt"),
    "step.show": ("Showdown", "Showdown"),
    "step.declare": ("Declaring", "Ansage"),
    "step.discard": ("{street:street}: discards", "{street:street}: Abwerfen"),
    "step.set": ("{street:street}", "{street:street}"),
    "did.set_hands": ("{player} sets the two hands", "{player} teilt in zwei Hände auf"),
    "did.name_setting": ("{player} names the two-card hand: {cards:cards}",
                         "{player} nennt die Zwei-Karten-Hand: {cards:cards}"),
    "step.pass": ("{street:street}: passes", "{street:street}: Weitergeben"),
    "did.pass_cards": ("{player} passes {count} {count:?card|cards} to {to}",
                       "{player} gibt {count} {count:?Karte|Karten} an {to} weiter"),
    "did.discard": ("{player} discards {count} {count:?card|cards}", "{player} wirft {count} {count:?Karte|Karten} ab"),
    "did.declare.high": ("{player} declares high", "{player} sagt High an"),
    "did.declare.low": ("{player} declares low", "{player} sagt Low an"),
    "did.declare.both": ("{player} declares both", "{player} sagt beides an"),
    "did.deal": ("{cards:cards} to {player}", "{cards:cards} an {player}"),
    "did.down": ("a face-down card to {player}", "eine verdeckte Karte an {player}"),
    "did.down.many": ("{count} face-down {count:?card|cards} to {player}",
                      "{count} {count:?verdeckte Karte|verdeckte Karten} an {player}"),
    "did.board": ("{cards:cards} for nobody", "{cards:cards} für niemanden"),
    "did.turn_up": ("{player} turns up {cards:cards}", "{player} deckt {cards:cards} auf"),
    "did.small_blind": ("{player} posts the small blind {amount}", "{player} setzt den Small Blind {amount}"),
    "did.big_blind": ("{player} posts the big blind {amount}", "{player} setzt den Big Blind {amount}"),
    "did.bring_in": ("{player} brings in {amount}", "{player} bringt {amount} ein"),
    "did.complete": ("{player} completes to {amount}", "{player} komplettiert auf {amount}"),
    "did.bet": ("{player} bets {amount}", "{player} setzt {amount}"),
    "did.raise": ("{player} raises to {amount}", "{player} erhöht auf {amount}"),
    "did.call": ("{player} calls {amount}", "{player} geht mit {amount}"),
    "did.check": ("{player} checks", "{player} schiebt"),
    "did.fold": ("{player} folds", "{player} passt"),
    "did.show": ("{player} shows {cards:cards}", "{player} zeigt {cards:cards}"),
    "did.muck": ("{player} mucks", "{player} wirft weg"),
    "wild_change.added": ("{leader:letter}: +{after:ranks}", "{leader:letter}: +{after:ranks}"),
    "wild_change.dropped": ("{leader:letter}: −{before:ranks}", "{leader:letter}: −{before:ranks}"),
    "wild_change.switched": ("{leader:letter}: {before:ranks} → {after:ranks}",
                             "{leader:letter}: {before:ranks} → {after:ranks}"),
}, FORMS)

#: a house game's definition refused (`referee.games.house`), and the definition in words
HOUSE = Catalog({
    "game.house_table": ("{field}: must be a table of words and values, not {value}",
                         "{field}: muss eine Tabelle von Wörtern und Werten sein, nicht {value}"),
    "game.house_word": ("{field}: house games have no word {word} (words: {words})",
                        "{field}: Hausspiele kennen das Wort {word} nicht (Wörter: {words})"),
    "game.house_name": ("{field}: a house game needs a name of 1 to {length} characters",
                        "{field}: ein Hausspiel braucht einen Namen von 1 bis {length} Zeichen"),
    "game.house_choice": ("{field}: must be one of {choices}, not {value}",
                          "{field}: muss eines von {choices} sein, nicht {value}"),
    "game.house_rank": ("{field}: there is no rank {value} (ranks: 2-10, J, Q, K, A)",
                        "{field}: einen Wert {value} gibt es nicht (Werte: 2-10, B, D, K, A)"),
    "game.house_card": ("{field}: there is no card {value} (cards: a rank and a suit, as Qs or 10h)",
                        "{field}: eine Karte {value} gibt es nicht (Karten: Wert und Farbe, etwa Ds oder 10h)"),
    "game.house_list": ("{field}: must be a list, not {value}", "{field}: muss eine Liste sein, nicht {value}"),
    "game.house_bool": ("{field}: must be true or false, not {value}",
                        "{field}: muss true oder false sein, nicht {value}"),
    "game.house_amount": ("{field}: buy_card takes a number of chips (buy_card 2), and only buy_card does, "
                          "not {value}",
                          "{field}: buy_card verlangt eine Zahl von Chips (buy_card 2), und nur buy_card, "
                          "nicht {value}"),
    "game.house_shape": ("{field}: the {deal} deal gives {cards} {cards:?card|cards}, not {given}",
                         "{field}: {deal} gibt {cards} {cards:?Karte|Karten}, nicht {given}"),
    "game.house_shape_counts": ("{field}: the {deal} deal gives {cards:or} cards, not {given}",
                                "{field}: {deal} gibt {cards:or} Karten, nicht {given}"),
    "game.house_pattern": ("{field}: a deal is stud, one_four_one, turn_up or its streets, as [\"ddu\", \"u\", "
                           "\"d\"] or \"ddu, u, d\"; not {value}",
                           "{field}: gegeben wird stud, one_four_one, turn_up oder Straße für Straße, wie "
                           "[\"ddu\", \"u\", \"d\"] oder \"ddu, u, d\"; nicht {value}"),
    "game.house_street": ("{field}: street {number}, {street}, cannot be read: its cards d (down), then u (up), then "
                          "^ for each card turned up by choice, x for each card discarded, + for no betting round "
                          "after it or $ for its betting at the big bet",
                          "{field}: Straße {number}, {street}, ist nicht lesbar: ihre Karten d (verdeckt), dann u "
                          "(offen), dann ^ für jede nach Wahl aufgedeckte Karte, x für jede abgeworfene, + für "
                          "keine Setzrunde danach oder $ für den großen Einsatz in ihrer Setzrunde"),
    "game.high_qualifier_declare": ("{game}: a high qualifier needs the cards to speak: a declaration names its half "
                                    "itself (declare none)",
                                    "{game}: eine High-Bedingung braucht offene Karten ohne Ansage: wer ansagt, nennt "
                                    "seine Hälfte selbst (declare none)"),
    "game.house_big_bet_spread": ("{field}: a street at the big bet ($) needs fixed limit, not {betting}",
                                  "{field}: eine Straße mit dem großen Einsatz ($) braucht Fixed Limit, nicht "
                                  "{betting}"),
    "game.house_turn_up": ("{field}: street {number}, {street}, turns up more cards than the players hold face down",
                           "{field}: Straße {number}, {street}, deckt mehr Karten auf, als verdeckt liegen"),
    "game.house_discard": ("{field}: street {number}, {street}, discards more cards than the players hold face "
                           "down, or as many as it deals",
                           "{field}: Straße {number}, {street}, wirft mehr Karten ab, als verdeckt liegen, oder so "
                           "viele, wie sie gibt"),
    "game.house_last_bet": ("{field}: the last street, {street}, needs its betting round (no + after it)",
                            "{field}: die letzte Straße, {street}, braucht ihre Setzrunde (kein + danach)"),
    "game.house_pattern_count": ("{field}: a deal gives each player 5 to 9 cards, not {count}",
                                 "{field}: jeder bekommt 5 bis 9 Karten, nicht {count}"),
    "game.house_pattern_cards": ("{field}: the deal gives {count} {count:?card|cards}, not {given}",
                                 "{field}: so gegeben hat jeder {count} {count:?Karte|Karten}, nicht {given}"),
    "game.house_rank_and_card": ("{field}: the {rank:rank} itself has an event already: say it once, for the "
                                 "{card:card} or for every {rank:rank}",
                                 "{field}: für den Wert {rank:rank} gibt es schon ein Ereignis: einmal sagen, für "
                                 "{card:card} oder für alle {rank:ranks}"),
    "game.house_wild_twice": ("{field}: {card:card} is wild already, as a card of a wild rank",
                              "{field}: {card:card} ist schon wild, als Karte eines wilden Werts"),
    "game.house_no_low": ("{field}: a low rule needs a low: split hi_lo or low, not {split}",
                          "{field}: eine Low-Regel braucht ein Low: split hi_lo oder low, nicht {split}"),
    "game.house_no_low_half_qualifier": ("{field}: a qualifier needs a low half: split hi_lo, not {split}",
                                         "{field}: eine Bedingung braucht eine Low-Hälfte: split hi_lo, nicht "
                                         "{split}"),
    "game.house_no_low_half_declare": ("{field}: declaring high, low or both needs a high-low split: split hi_lo, "
                                       "not {split}",
                                       "{field}: High, Low oder beides ansagen braucht eine geteilte Hand: split "
                                       "hi_lo, nicht {split}"),
    "house.words": ("{name}: {parts:semicolons}", "{name}: {parts:semicolons}"),
    "house.deal.5.stud": ("five cards, one down, four up", "fünf Karten, eine verdeckt, vier offen"),
    "house.deal.6.stud": ("six cards, two down, three up, one down",
                          "sechs Karten, zwei verdeckt, drei offen, eine verdeckt"),
    "house.deal.6.one_four_one": ("six cards, one down, four up, one down",
                                  "sechs Karten, eine verdeckt, vier offen, eine verdeckt"),
    "house.deal.7.stud": ("seven cards, two down, four up, one down",
                          "sieben Karten, zwei verdeckt, vier offen, eine verdeckt"),
    "house.deal.7.turn_up": ("seven cards, all down, each player turning one up by choice on 3rd to 6th street",
                             "sieben Karten, alle verdeckt, jeder deckt in der 3. bis 6. Straße eine nach Wahl auf"),
    "house.deal.5.turn_up": ("five cards, all down, each player turning one up by choice on every street",
                             "fünf Karten, alle verdeckt, jeder deckt in jeder Straße eine nach Wahl auf"),
    "house.deal.6.turn_up": ("six cards, all down, each player turning one up by choice on 3rd to 5th street",
                             "sechs Karten, alle verdeckt, jeder deckt in der 3. bis 5. Straße eine nach Wahl auf"),
    "house.deal.pattern": ("{cards:count} cards: {streets:then}", "{cards:count} Karten: {streets:then}"),
    "house.deal.pattern_kept": ("{dealt:count} cards, {cards:count} kept: {streets:then}",
                                "{dealt:count} Karten, {cards:count} behalten: {streets:then}"),
    "house.faces.d": ("{n:count} down", "{n:count} verdeckt"),
    "house.faces.u": ("{n:count} up", "{n:count} offen"),
    "house.street": ("{faces:names}", "{faces:names}"),
    "house.street.turn_up": ("{faces:names} ({n:count} turned up by choice)",
                             "{faces:names} ({n:count} nach Wahl aufgedeckt)"),
    "house.street.choice": ("{faces:names}, up or down as each player chooses",
                            "{faces:names}, offen oder verdeckt nach Wahl"),
    "house.street.discard": ("{street}, {n:count} discarded", "{street}, {n:count} abgeworfen"),
    "house.street.pass": ("each player passes {n:count} down to the next player on the left",
                          "jeder gibt {n:count} verdeckt an den nächsten links weiter"),
    "house.street.pass_right": ("each player passes {n:count} down to the next player on the right",
                                "jeder gibt {n:count} verdeckt an den nächsten rechts weiter"),
    "house.street.buy": ("each player may buy a face-down card for the big bet, discarding one first",
                         "jeder darf eine verdeckte Karte für den hohen Einsatz kaufen und wirft vorher eine ab"),
    "house.street.roll": ("each player turns up {n:count} of their down cards",
                          "jeder deckt {n:count} seiner verdeckten Karten auf"),
    "house.street.discard_held": ("each player discards {n:count} of their down cards",
                                  "jeder wirft {n:count} seiner verdeckten Karten ab"),
    "house.street.no_bet": ("{street} with no betting", "{street} ohne Setzrunde"),
    "house.street.big_bet": ("{street} (the big bet)", "{street} (großer Einsatz)"),
    "house.wild_ranks": ("{ranks:ranks} wild", "{ranks:ranks} wild"),
    "house.wild_cards": ("{cards:cards} wild", "{cards:cards} wild"),
    "house.wild_follow": ("the rank of the face-up card {rank:after_last_face_up} wild",
                          "der Wert der offenen Karte {rank:after_last_face_up} wild"),
    "house.wild_lowest_hole": ("each player's lowest hole card wild for that player, with all their cards of its "
                               "rank",
                               "die niedrigste verdeckte Karte jedes Spielers für ihn wild, mit allen seinen Karten "
                               "dieses Werts"),
    "house.rank_face_up": ("{rank:a_rank_nom} face up", "{rank:a_rank_nom} offen"),
    "house.card_face_up": ("{card:card} face up", "{card:card} offen"),
    "house.event": ("{what}: {event}", "{what}: {event}"),
    "house.event.pay_ante": ("its owner pays the ante", "wer sie bekommt, zahlt das Ante"),
    "house.event.pay_pot": ("pay the pot or fold", "den Pot bezahlen oder passen"),
    "house.event.extra_card": ("an extra card face down", "eine Extrakarte verdeckt"),
    "house.event.extra_card_up": ("an extra card face up", "eine Extrakarte offen"),
    "house.event.buy_card": ("an extra card for {amount} {amount:?chip|chips}",
                             "eine Extrakarte für {amount} {amount:?Chip|Chips}"),
    "house.event.ends_deal": ("the deal ends and the pot carries over", "das Spiel endet und der Pot bleibt"),
    "house.split.high": ("the best high hand takes the pot", "die beste hohe Hand gewinnt den Pot"),
    "house.split.hi_lo": ("the best high hand and the best low (eight or better) halve the pot",
                          "die beste hohe und die beste niedrige Hand (8 oder besser) teilen den Pot"),
    "house.split.hi_lo_none": ("the best high hand and the best low (any low, no qualifier) halve the pot",
                               "die beste hohe Hand und das beste Low (jedes Low, keine Bedingung) teilen den Pot"),
    "house.split.low": ("the best low takes the pot", "das beste Low gewinnt den Pot"),
    "house.low.a5": ("lows Ace to Five (the Ace low, straights and flushes do not count)",
                     "Lows Ass bis Fünf (das Ass niedrig, Straßen und Flushes zählen nicht)"),
    "house.qualifier.eight": ("the low half needs eight or better", "die Low-Hälfte braucht acht oder besser"),
    "house.low.27": ("lows Deuce to Seven (the Ace high, straights and flushes count)",
                     "Lows Zwei bis Sieben (das Ass hoch, Straßen und Flushes zählen)"),
    "house.low.high_as_low": ("the highest hand without a pair, the Ace lowest (Razz High)",
                              "die höchste Hand ohne Paar, das Ass am niedrigsten (Razz High)"),
    "house.qualifier.none": ("any low takes the low half", "jedes Low nimmt die Low-Hälfte"),
    "house.declare.simultaneous": ("after the last betting round the players declare high, low or both, all at once; "
                                   "each half goes to the best of those who declared it",
                                   "nach der letzten Setzrunde sagen die Spieler High, Low oder beides an, alle "
                                   "zugleich; jede Hälfte geht an den Besten derer, die sie angesagt haben"),
    "house.declare.in_turn": ("after the last betting round the players declare high, low or both, in turn, the last "
                              "to bet or raise first; each half goes to the best of those who declared it",
                              "nach der letzten Setzrunde sagen die Spieler High, Low oder beides an, der Reihe nach, "
                              "zuerst wer zuletzt gesetzt oder erhöht hat; jede Hälfte geht an den Besten derer, die "
                              "sie angesagt haben"),
    "house.split.spade_high": ("half the pot to the highest spade in the hole",
                               "der halbe Pot an das höchste verdeckte Pik"),
    "house.split.spade_low": ("half the pot to the lowest spade in the hole",
                              "der halbe Pot an das niedrigste verdeckte Pik"),
    "house.opens.bring_in": ("the lowest up card brings in", "die niedrigste offene Karte bringt den Bring-in"),
    "house.opens.bring_in.low": ("the highest up card brings in, then the best low showing opens",
                                 "die höchste offene Karte bringt den Bring-in, dann eröffnet das beste offene Low"),
    "house.opens.bring_in.high_as_low": ("the lowest up card brings in (the Ace lowest), then the highest up cards "
                                         "without a pair open",
                                         "die niedrigste offene Karte bringt den Bring-in (das Ass am niedrigsten), "
                                         "dann eröffnen die höchsten offenen Karten ohne Paar"),
    "house.opens.best_up.low": ("the best low showing opens every round", "das beste offene Low eröffnet jede Runde"),
    "house.opens.best_up.high_as_low": ("the highest up cards without a pair open every round",
                                        "die höchsten offenen Karten ohne Paar eröffnen jede Runde"),
    "house.opens.best_up": ("the best up cards open every round", "die besten offenen Karten eröffnen jede Runde"),
    "house.opens.bring_in.blind": ("no card is up: the player on the dealer's left brings in and opens every round",
                                   "keine Karte liegt offen: der Spieler links vom Geber bringt den Bring-in und "
                                   "eröffnet jede Runde"),
    "house.opens.bring_in.first_blind": ("the player on the dealer's left brings in, then the best up cards open",
                                         "der Spieler links vom Geber bringt den Bring-in, dann eröffnen die besten "
                                         "offenen Karten"),
    "house.opens.best_up.blind": ("no card is up: the player on the dealer's left opens every round",
                                  "keine Karte liegt offen: der Spieler links vom Geber eröffnet jede Runde"),
    "house.opens.best_up.first_blind": ("the player on the dealer's left opens the first round, then the best up "
                                        "cards", "der Spieler links vom Geber eröffnet die erste Runde, dann die "
                                        "besten offenen Karten"),
    "house.betting.fixed": ("fixed limit", "Fixed Limit"),
    "house.betting.spread": ("spread limit", "Spread Limit"),
}, FORMS)

#: a card dealt face up that asks something of its player (Baseball's 3: pay or fold; its 4:
#: the extra card, given or bought): the refusals, what comes next, the ruling, the options
DECISIONS = Catalog({
    "decide.order_twist": ("{expected} decides about buying a card first, not {player}: the players decide in turn.",
                           "{expected} entscheidet zuerst über den Kauf einer Karte, nicht {player}: die Spieler "
                           "entscheiden nacheinander."),
    "decide.buy_only_twist": ("{player} buys a card for {amount} (buy) or not (pass) on {street:street}, nothing "
                              "else.",
                              "{player} kauft in der {street:street} eine Karte für {amount} (buy) oder nicht "
                              "(pass), sonst nichts."),
    "decide.amount_twist": ("{player} pays {due} for the card bought, not {amount}: {how}.",
                            "{player} zahlt {due} für die gekaufte Karte, nicht {amount}: {how}."),
    "decide.not_now": ("Nobody decides about a face-up card now: {expected}.",
                       "Jetzt entscheidet niemand über eine offene Karte: {expected}."),
    "decide.order": ("{expected} decides about {card:card} first, not {player}: nothing else happens before.",
                     "Erst entscheidet {expected} über {card:card}, nicht {player}: vorher geschieht nichts "
                     "anderes."),
    "decide.pay_only": ("{player:whose} {card:card} is face up: {player} pays {amount} (pay) or folds (f) at "
                        "once, before anything else happens.",
                        "{player} hat {card:card} offen: {player} zahlt {amount} (pay) oder passt (f), sofort, "
                        "bevor etwas anderes geschieht."),
    "decide.buy_only": ("{player:whose} {card:card} is face up: {player} buys the extra card for {amount} (buy) or "
                        "passes (pass) first.",
                        "{player} hat {card:card} offen: {player} kauft zuerst die Extrakarte für {amount} (buy) "
                        "oder verzichtet (pass)."),
    "decide.amount": ("{player} pays {due} for {card:card}, not {amount}: {how}.",
                      "{player} zahlt {due} für {card:card}, nicht {amount}: {how}."),
    "due_rule.pot": ("the pot as it stands when the card falls", "der Pot, wie er steht, als die Karte fällt"),
    "due_rule.capped": ("the pot as it stands when the card falls, up to the cap",
                        "der Pot, wie er steht, als die Karte fällt, höchstens die Grenze"),
    "due_rule.fixed": ("the fixed amount of the game's options", "der feste Betrag aus den Optionen des Spiels"),
    "due_rule.price": ("the price of the extra card", "der Preis der Extrakarte"),
    "due_rule.stack": ("all the player has left (all-in for the rest of the hand)",
                       "alles, was der Spieler noch hat (all-in für den Rest der Hand)"),
    "next.decide.pay": ("{player}: pay {amount} or fold ({card:card} face up)",
                        "{player}: {amount} zahlen oder passen ({card:card} offen)"),
    "next.decide.buy_twist": ("{street:street}: {player} buys a card for {amount} (one face-down card discarded "
                              "first) or not",
                              "{street:street}: {player} kauft eine Karte für {amount} (eine verdeckte vorher "
                              "abgeworfen) oder nicht"),
    "next.decide.buy": ("{player}: buy an extra card for {amount} or pass ({card:card} face up)",
                        "{player}: eine Extrakarte für {amount} kaufen oder verzichten ({card:card} offen)"),
    "next.extra_card.d": ("{street:street}: the extra down card for {player} ({card:card} face up)",
                          "{street:street}: die verdeckte Extrakarte für {player} ({card:card} offen)"),
    "next.extra_card.u": ("{street:street}: the extra up card for {player} ({card:card} face up)",
                          "{street:street}: die offene Extrakarte für {player} ({card:card} offen)"),
    "ruling.paid.pot": ("{player:whose} {card:card} face up: {player} paid the pot, {amount}",
                        "{player} hatte {card:card} offen: {player} hat den Pot bezahlt, {amount}"),
    "ruling.paid.capped": ("{player:whose} {card:card} face up: {player} paid the pot up to the cap, {amount}",
                           "{player} hatte {card:card} offen: {player} hat den Pot bis zur Grenze bezahlt, "
                           "{amount}"),
    "ruling.paid.fixed": ("{player:whose} {card:card} face up: {player} paid {amount}",
                          "{player} hatte {card:card} offen: {player} hat {amount} bezahlt"),
    "ruling.paid.stack": ("{player:whose} {card:card} face up: {player} paid all {player} had, {amount}, and is "
                          "all-in",
                          "{player} hatte {card:card} offen: {player} hat alles bezahlt, was da war, {amount}, und "
                          "ist all-in"),
    "ruling.refused_to_pay": ("{player:whose} {card:card} face up: {player} folded rather than pay {amount}",
                              "{player} hatte {card:card} offen: {player} hat gepasst, statt {amount} zu zahlen"),
    "ruling.bought": ("{player:whose} {card:card} face up: {player} bought an extra card for {amount}",
                      "{player} hatte {card:card} offen: {player} hat eine Extrakarte für {amount} gekauft"),
    "ruling.passed": ("{player:whose} {card:card} face up: {player} did not buy the extra card",
                      "{player} hatte {card:card} offen: {player} hat die Extrakarte nicht gekauft"),
    "did.pay": ("{player} pays {amount} for the face-up card", "{player} zahlt {amount} für die offene Karte"),
    "did.twist": ("{player} buys a card for {amount}", "{player} kauft eine Karte für {amount}"),
    "did.twist_pass": ("{player} buys no card", "{player} kauft keine Karte"),
    "did.buy": ("{player} buys an extra card for {amount}", "{player} kauft eine Extrakarte für {amount}"),
    "did.keep": ("{player} keeps the card face down", "{player} lässt die Karte verdeckt"),
    "did.pass": ("{player} passes on the extra card", "{player} verzichtet auf die Extrakarte"),
    # a payment a face-up card costs without a choice (`referee.replay.FORCED`), said after the card
    "did.pay_for_wild.ante": ("{player} pays {amount} for it, an ante for a wild card",
                              "{player} zahlt {amount} dafür, ein Ante für eine wilde Karte"),
    "did.pay_for_wild.antes": ("{player} pays {amount} for it, {antes} antes for {rank:a_rank}",
                               "{player} zahlt {amount} dafür, {antes} Antes für {rank:a_rank}"),
    "did.pay_house_card.ante": ("{player} pays {amount} for it, the ante", "{player} zahlt {amount} dafür, das Ante"),
    "did.forced.stack": ("{player} pays all {player} has for it, {amount}, and is all-in",
                         "{player} zahlt dafür alles, was da ist, {amount}, und ist all-in"),
    "ruling.pay_for_wild.ante": ("{player:whose} {card:card} face up: {player} paid {amount} for it, an ante for a "
                                 "wild card",
                                 "{player} hatte {card:card} offen: {player} hat {amount} dafür bezahlt, ein Ante für "
                                 "eine wilde Karte"),
    "ruling.pay_for_wild.antes": ("{player:whose} {card:card} face up: {player} paid {amount} for it, {antes} antes "
                                  "for {rank:a_rank}",
                                  "{player} hatte {card:card} offen: {player} hat {amount} dafür bezahlt, {antes} "
                                  "Antes für {rank:a_rank}"),
    "ruling.pay_house_card.ante": ("{player:whose} {card:card} face up: {player} paid {amount} for it, the ante",
                                   "{player} hatte {card:card} offen: {player} hat {amount} dafür bezahlt, das Ante"),
    "game.option_chips": ("{game} option {option} must be a whole number of chips (0 or more), not {value}",
                          "{game}: die Option {option} muss eine ganze Zahl von Chips sein (0 oder mehr), nicht "
                          "{value}"),
    "game.pay_amount": ("{game} option 'pay_three' {choice} needs 'pay_amount', the chips it fixes",
                        "{game}: die Option 'pay_three' {choice} braucht 'pay_amount', die Chips, die sie festlegt"),
    "option.pay_three": ("A face-up 3 costs its player the pot as it stands when the card falls (pot), the pot up "
                         "to a cap (capped), or a fixed amount (fixed), the chips of the cap or amount set below; "
                         "or the player folds at once.",
                         "Eine offene 3 kostet ihren Spieler den Pot, wie er steht, als die Karte fällt (pot), den "
                         "Pot bis zu einer Grenze (capped) oder einen festen Betrag (fixed), die Chips der Grenze "
                         "oder des Betrags darunter eingestellt; sonst passt der Spieler sofort."),
    "option.pay_three.title": ("A face-up 3 costs", "Eine offene 3 kostet"),
    "option.pay_three.pot": ("the pot", "den Pot"),
    "option.pay_three.capped": ("the pot up to a cap", "den Pot bis zu einer Grenze"),
    "option.pay_three.fixed": ("a fixed amount", "einen festen Betrag"),
    "option.pay_amount": ("The cap (capped) or the fixed amount (fixed) a face-up 3 costs, in chips.",
                          "Die Grenze (capped) oder der feste Betrag (fixed), den eine offene 3 kostet, in Chips."),
    "option.pay_amount.title": ("Cap or fixed amount of a face-up 3, in chips",
                                "Grenze oder fester Betrag einer offenen 3, in Chips"),
    "option.first_three_only": ("Only the first face-up 3 of the hand must be paid for; later ones are wild for "
                                "free.",
                                "Nur die erste offene 3 der Hand muss bezahlt werden; spätere sind umsonst wild."),
    "option.first_three_only.title": ("Only the first face-up 3 is paid for", "Nur die erste offene 3 wird bezahlt"),
    "option.first_three_only.off": ("Every face-up 3 is paid for", "Jede offene 3 wird bezahlt"),
    "option.four_card_up": ("A face-up 4's extra card is dealt face up (off: face down).",
                            "Die Extrakarte einer offenen 4 wird offen gegeben (aus: verdeckt)."),
    "option.four_card_up.title": ("A 4's extra card face up", "Extrakarte einer 4 offen"),
    "option.four_card_up.off": ("A 4's extra card face down", "Extrakarte einer 4 verdeckt"),
    "option.buy_four": ("A face-up 4's extra card must be bought for this many chips, or passed (0: it is free).",
                        "Die Extrakarte einer offenen 4 muss für so viele Chips gekauft werden, sonst verzichtet "
                        "der Spieler (0: sie ist umsonst)."),
    "option.buy_four.title": ("Price of a 4's extra card, in chips (0: free)",
                              "Preis der Extrakarte einer 4, in Chips (0: umsonst)"),
}, FORMS)

#: every catalog of the referee
CATALOGS = (REFUSALS, SYNTAX, PROBLEMS, GAMES, OPTIONS, NEXT, WILDS, RANKINGS, RULINGS, STEPS, DECISIONS, HOUSE)
