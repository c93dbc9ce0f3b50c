"""The words of the service's refusals (`web.refusals`): what does not exist, what does not fit
the evening as it stands, an export that does not hold together, the request itself.  Merged
with the other areas into one catalog by `web.words`."""

#: key -> (English, German); ``{name}`` placeholders are filled by `web.words.say`
WORDS: dict[str, tuple[str, str]] = {
    # what is asked for does not exist (404)
    "no_evening": ("There is no evening {evening_id}.", "Es gibt keinen Abend {evening_id}."),
    "no_hand": ("There is no hand {hand_id}.", "Es gibt keine Hand {hand_id}."),
    "no_player": ("'{name}' does not play this evening.", "'{name}' spielt heute Abend nicht mit."),
    # it does not fit the evening as it stands (409)
    "declare_side": ("A player declares high, low or both, not '{side}'.",
                     "Angesagt wird High, Low oder beides, nicht '{side}'."),
    "declare_on_phone": ("{name} declares on their own phone, in secret, until everyone has declared.",
                         "{name} sagt auf dem eigenen Telefon an, geheim, bis alle angesagt haben."),
    "stale_seq": ("Stale: the hand has moved on (seq is {seq}, you sent {sent}); reload it.",
              "Veraltet: die Hand ist weiter (seq ist {seq}, gesendet {sent}); neu laden."),
    "in_play_deal": ("Hand {number} is still being played: finish it before dealing the next one.",
                     "Hand {number} läuft noch: erst fertig spielen, dann die nächste geben."),
    "in_play_result": ("Hand {number} is still being played: finish it before booking another by its result.",
                       "Hand {number} läuft noch: erst fertig spielen, dann eine andere nach Ergebnis buchen."),
    "not_by_result": ("Hand {number} is refereed, not booked by its result: correct its entries.",
                      "Hand {number} wird geleitet, nicht nach Ergebnis gebucht: ihre Einträge korrigieren."),
    "by_result": ("Hand {number} is booked by its result: it has no actions; correct its result.",
                  "Hand {number} ist nach Ergebnis gebucht: sie hat keine Aktionen; ihr Ergebnis korrigieren."),
    "in_play_upload": ("Hand {number} is still being played: finish it before uploading another.",
                       "Hand {number} läuft noch: erst fertig spielen, dann eine andere hochladen."),
    "in_hand_rebuy": ("{name} is in hand {number}, which is still being played: rebuy after it.",
                      "{name} spielt in Hand {number}, die noch läuft: danach nachkaufen."),
    "in_hand_leave": ("{name} is in hand {number}, which is still being played: leave after it.",
                      "{name} spielt in Hand {number}, die noch läuft: danach gehen."),
    "seated": ("{name} is already at the table.", "{name} sitzt schon am Tisch."),
    "table_full": ("The table is full: {seated} players at most, and {players} in an evening with those who left.",
                   "Der Tisch ist voll: höchstens {seated} Spieler, und {players} an einem Abend mit denen, die "
                   "gegangen sind."),
    "too_many_chips": ("That would make {total} chips at the table, more than the {limit} allowed (no stack, bet "
                       "or pot may be larger).",
                       "Das ergäbe {total} Chips am Tisch, mehr als die erlaubten {limit} (kein Stapel, Einsatz oder "
                       "Pot darf größer sein)."),
    "look_alike": ("'{name}' looks like '{other}', who plays this evening: choose a name that tells them apart.",
                   "'{name}' sieht aus wie '{other}', der heute Abend mitspielt: einen Namen wählen, den man "
                   "unterscheiden kann."),
    "own_left": ("A player cannot sit to their own left.", "Niemand kann links neben sich selbst sitzen."),
    "no_rebuy_to_take_back": ("{name} has no rebuy to take back: a hand was dealt since, or another entry came after "
                              "it.",
                              "{name} hat keinen Nachkauf zum Zurücknehmen: seitdem wurde gegeben, oder danach kam "
                              "ein anderer Eintrag."),
    "has_left": ("{name} has left; to come back, join again.",
                 "{name} ist gegangen; zum Zurückkommen wieder dazukommen."),
    "left_already": ("{name} has already left.", "{name} ist schon gegangen."),
    "nobody_dealt_in": ("Nobody has chips: nobody can be dealt in.",
                         "Niemand hat Chips: niemand kann mitspielen."),
    "redeal_same_game": ("The next deal is a redeal of hand {number}: same game, same dealer.",
                         "Das nächste Geben ist ein Neugeben von Hand {number}: gleiches Spiel, gleicher Geber."),
    "no_entry": ("Hand {number} has no entry {n}: it has {count}.",
                 "Hand {number} hat keinen Eintrag {n}: sie hat {count}."),
    "broken_first": ("Entry {n} ({was}) no longer fits: {problem} Correct it or delete it first.",
                     "Eintrag {n} ({was}) passt nicht mehr: {problem} Erst ihn korrigieren oder löschen."),
    "broken_first_plain": ("Entry {n} no longer fits: {problem} Correct it or delete it first.",
                           "Eintrag {n} passt nicht mehr: {problem} Erst ihn korrigieren oder löschen."),
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
    "upload_stack_count": ("starting_stacks differ from the chips now: {count} {count:?stack|stacks} for {players} "
                           "players",
                           "starting_stacks weichen von den Chips ab: {count} {count:?Stand|Stände} für {players} "
                           "Spieler"),
    "upload_carried": ("carried_pot is {given}, but the open pot holds {carried}.",
                       "carried_pot ist {given}, aber im offenen Pot liegen {carried}."),
    # the end of the evening and the season (409, 422, 404)
    "evening_closed": ("The evening {name} has ended: it only answers reads now (the host can reopen it).",
                       "Der Abend {name} ist beendet: er lässt sich nur noch lesen (der Gastgeber kann ihn "
                       "wieder öffnen)."),
    "evening_not_closed": ("The evening {name} has not ended.", "Der Abend {name} ist nicht beendet."),
    "in_play_end": ("Hand {number} is still being played: finish it before ending the evening.",
                    "Hand {number} läuft noch: erst fertig spielen, dann den Abend beenden."),
    "end_open_pot": ("{n} {n:?chip lies|chips lie} in the open pot: deal again until somebody wins {n:?it|them}, "
                     "then end the evening.",
                     "{n} {n:?Chip liegt|Chips liegen} im offenen Pot: weiter geben, bis jemand {n:?ihn|sie} gewinnt, "
                     "dann den Abend beenden."),
    "settle_open_pot": ("{n} {n:?chip lies|chips lie} in the open pot and {n:?belongs|belong} to nobody yet: "
                        "deal again before settling up.",
                        "{n} {n:?Chip liegt|Chips liegen} im offenen Pot und {n:?gehört|gehören} noch niemandem: vor "
                        "dem Abrechnen weiter geben."),
    "closed_chip_value": ("The evening has ended: its chip value can only change once it is reopened.",
                          "Der Abend ist beendet: sein Chipwert lässt sich erst nach dem Wiedereröffnen ändern."),
    "paid_chip_value": ("The cash box has paid a player who left at this chip value: it stays as it is.",
                        "Die Kasse hat einem Spieler beim Gehen zu diesem Chipwert ausgezahlt: er bleibt, wie er ist."),
    "bank_not_player": ("'{name}' does not play this evening: the bank is one of its players, or the cash box.",
                        "'{name}' spielt heute Abend nicht mit: die Bank ist einer seiner Spieler oder die Kasse."),
    "no_season": ("There is no season {season_id}.", "Es gibt keine Saison {season_id}."),
    "no_house_game": ("There is no house game {house_game_id}.", "Es gibt kein Hausspiel {house_game_id}."),
    "house_price_needed": ("{card} face up: the extra card to be bought needs its price, a whole number of chips "
                           "from 1.", "{card} offen: die Extrakarte, die gekauft werden muss, braucht ihren Preis, "
                           "eine ganze Zahl von Chips ab 1."),
    "house_other_season": ("A house game is played in the season that keeps it: name its season, or choose another "
                           "game.", "Ein Hausspiel wird in der Saison gespielt, die es speichert: seine Saison nennen "
                           "oder ein anderes Spiel wählen."),
    "house_refused": ("The house game does not hold together: {problem}",
                      "Das Hausspiel passt nicht zusammen: {problem}"),
    "too_many_streams_here": ("This device already holds its share of the live screens ({n}); this one asks every "
                              "few seconds instead.", "Dieses Gerät hat schon seinen Anteil an den Live-Bildschirmen "
                              "({n}); dieser fragt stattdessen alle paar Sekunden."),
    "too_many_streams": ("Too many screens follow the evening live ({n}); this one asks every few seconds instead.",
                         "Zu viele Bildschirme folgen dem Abend live ({n}); dieser fragt stattdessen alle paar "
                         "Sekunden."),
    # an exported evening that does not hold together (422)
    "import_same_name": ("Two players have the same name, or names that look alike ('{name}' and '{other}').",
                         "Zwei Spieler heißen gleich, oder ihre Namen sehen gleich aus ('{name}' und '{other}')."),
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
    "import_hand_stacks": ("hand {number}: starting_stacks gives {name} {stack} {stack:?chip|chips}, but the "
                           "ledger gives {chips} before the hand.", "Hand {number}: starting_stacks gibt {name} "
                           "{stack} {stack:?Chip|Chips}, das Kassenbuch aber {chips} vor der Hand."),
    "import_digests": ("Two hands have the same digest.", "Zwei Hände haben denselben Digest."),
    "import_closed_in_play": ("The evening is marked ended, but a hand is still in play.",
                              "Der Abend ist als beendet markiert, aber eine Hand läuft noch."),
    "import_closed_chips": ("The evening is marked ended, but chips are still on the table or in the open pot.",
                            "Der Abend ist als beendet markiert, aber es liegen noch Chips auf dem Tisch oder im "
                            "offenen Pot."),
    "import_booked_after": ("hand {number}: booked_after is past the end of the ledger.",
                            "Hand {number}: booked_after liegt hinter dem Ende des Kassenbuchs."),
    # the request itself
    "no_body": ("The request needs a JSON body.", "Die Anfrage braucht einen JSON-Inhalt."),
    "bad_json": ("Malformed JSON: {problem}", "Kein gültiges JSON: {problem}"),
    "pin_needed": ("This needs the host PIN: send 'Authorization: Bearer PIN'.",
                   "Das braucht die Gastgeber-PIN: 'Authorization: Bearer PIN' senden."),
    "comment_only": ("'{text}' is only a comment: enter an action (a card dealt, a bet, ...).",
                     "'{text}' ist nur ein Kommentar: eine Aktion eingeben (eine gegebene Karte, ein Einsatz, ...)."),
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
    "write_refused": ("The database cannot be written (the disk refused the write): nothing was written. Check "
                      "the laptop's disk and the database's files, then try again.",
                      "Die Datenbank lässt sich nicht schreiben (der Datenträger hat das Schreiben verweigert): "
                      "nichts wurde geschrieben. Den Datenträger des Laptops und die Dateien der Datenbank "
                      "prüfen, dann nochmal versuchen."),
    "damaged_evening": (
        "Evening {number} is damaged in the database file: a stored value of it no longer matches its checksum, so it "
        "is not shown rather than shown wrong. Restore the last backup; the other evenings are not affected.",
        "Abend {number} ist in der Datenbankdatei beschädigt: ein gespeicherter Wert passt nicht mehr zu seiner "
        "Prüfsumme, darum wird er nicht gezeigt statt falsch. Die letzte Sicherung zurückspielen; die anderen Abende "
        "sind nicht betroffen."),
    "damaged_season": (
        "Season {number} is damaged in the database file: a stored value of it no longer matches its checksum, so "
        "neither it nor its evenings are shown rather than shown wrong. Restore the last backup; the other evenings "
        "are not affected.",
        "Saison {number} ist in der Datenbankdatei beschädigt: ein gespeicherter Wert passt nicht mehr zu ihrer "
        "Prüfsumme, darum werden weder sie noch ihre Abende gezeigt statt falsch. Die letzte Sicherung zurückspielen; "
        "die anderen Abende sind nicht betroffen."),
    "damaged_house_game": (
        "House game {number} is damaged in the database file: a stored value of it no longer matches its checksum, "
        "so it is not offered rather than played wrong. Restore the last backup, or save the game again under "
        "another name.",
        "Hausspiel {number} ist in der Datenbankdatei beschädigt: ein gespeicherter Wert passt nicht mehr zu seiner "
        "Prüfsumme, darum wird es nicht angeboten statt falsch gespielt. Die letzte Sicherung zurückspielen, oder "
        "das Spiel unter einem anderen Namen neu speichern."),
    "form_too_large": ("A form of more than {size} KB is refused here: send a hand history as a file.",
                       "Ein Formular über {size} KB wird hier abgelehnt: einen Spielverlauf als Datei schicken."),
    "refused_too_often": ("Refused too often from this device: wait {wait} s, then try again.",
                          "Von diesem Gerät zu oft abgelehnt: {wait} s warten, dann nochmal versuchen."),
    "no_room": ("The referee holds too many connections just now: try again in a moment.",
                "Der Schiedsrichter hält gerade zu viele Verbindungen: gleich nochmal versuchen."),
    "too_many_pins": ("Too many wrong PINs: wait {wait} s, then try again.",
                      "Zu viele falsche PINs: {wait} s warten, dann nochmal versuchen."),
    "unknown_host": ("This service does not answer to the name '{host}': open it by the laptop's address, or "
                     "start it with --allowed-host for that name.",
                     "Dieser Dienst antwortet nicht auf den Namen '{host}': über die Adresse des Laptops öffnen, "
                     "oder ihn mit --allowed-host für diesen Namen starten."),
    "cross_site": ("A write from a page of another site ({origin}) is refused: use the referee's own pages.",
                   "Eine Änderung von der Seite einer anderen Website ({origin}) wird abgelehnt: die Seiten des "
                   "Schiedsrichters selbst benutzen."),
    "json_only": ("The body must be sent as JSON ('Content-Type: application/json'), not as {given}.",
                  "Der Inhalt muss als JSON gesendet werden ('Content-Type: application/json'), nicht als {given}."),
}
