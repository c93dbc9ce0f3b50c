"""The words of money changing hands: the players' payment details kept for a season, a
payment's code to scan, a payment ticked off as paid (and taken back), and their refusals.
Merged with the other areas into one catalog by `web.words`."""

#: key -> (English, German); ``{name}`` placeholders are filled by `web.words.say`
WORDS: dict[str, tuple[str, str]] = {
    # the season's payment details (the host's page)
    "pay_details": ("Payment details", "Zahlungsdaten"),
    "pay_details_of": ("Payment details · {season}", "Zahlungsdaten · {season}"),
    "pay_details_hint": ("How each player is paid: an IBAN with the account holder's name, and/or a PayPal.me "
                         "name. Optional. The settlement then shows a code the payer scans with their banking app. "
                         "Only the host sees them, and a payer on their own seat phone.",
                         "Wie jeder Spieler Geld bekommt: eine IBAN mit dem Namen des Kontoinhabers und/oder ein "
                         "PayPal.me-Name. Freiwillig. Die Abrechnung zeigt dann einen Code, den der Zahlende mit "
                         "seiner Banking-App scannt. Nur der Gastgeber sieht sie, und wer zahlt, auf dem Handy "
                         "seines Platzes."),
    "pay_iban": ("IBAN", "IBAN"),
    "pay_holder": ("Account holder", "Kontoinhaber"),
    "pay_paypal": ("PayPal.me name", "PayPal.me-Name"),
    "pay_saved": ("Payment details of {name} kept.", "Zahlungsdaten von {name} gespeichert."),
    "pay_no_players": ("No evening of this season has players yet.",
                       "Noch kein Abend dieser Saison hat Spieler."),
    # a payment's code
    "pay_scan": ("Scan with the banking app: {money} to {holder}", "Mit der Banking-App scannen: {money} an {holder}"),
    "pay_qr_title": ("Transfer code: {money} to {holder}", "Überweisungscode: {money} an {holder}"),
    "pay_text_is": ("Text: {text}", "Verwendungszweck: {text}"),
    "pay_by_paypal": ("Pay {money} with PayPal", "{money} mit PayPal zahlen"),
    "pay_no_code": ("No payment details: pay in cash, or ask for them.",
                    "Keine Zahlungsdaten: bar zahlen oder danach fragen."),
    "your_payments": ("Your payments", "Deine Zahlungen"),
    "you_pay": ("You pay {name} {money}", "Du zahlst {name} {money}"),
    "you_get": ("{name} pays you {money}", "{name} zahlt dir {money}"),
    # refusals of payment details
    "err_iban_form": ("'{iban}' is no IBAN: two letters of the country, two check digits, then the account "
                      "(letters and digits).",
                      "'{iban}' ist keine IBAN: zwei Buchstaben des Landes, zwei Prüfziffern, dann das Konto "
                      "(Buchstaben und Ziffern)."),
    "err_iban_country": ("'{iban}': {country} is no country of SEPA transfers.",
                         "'{iban}': {country} ist kein Land der SEPA-Überweisungen."),
    "err_iban_length": ("'{iban}': an IBAN of {country} has {n} characters, this one {m}.",
                        "'{iban}': eine IBAN aus {country} hat {n} Zeichen, diese {m}."),
    "err_iban_checksum": ("The IBAN {iban} does not add up (its check digits do not fit): a character is wrong or "
                          "two are swapped.",
                          "Die IBAN {iban} geht nicht auf (ihre Prüfziffern passen nicht): ein Zeichen ist falsch "
                          "oder zwei sind vertauscht."),
    "err_holder": ("An IBAN needs the account holder's name (1 to {n} characters): the bank compares it.",
                   "Zu einer IBAN gehört der Name des Kontoinhabers (1 bis {n} Zeichen): die Bank vergleicht ihn."),
    "err_paypal": ("'{name}' is no PayPal.me name: 1 to 20 letters or digits.",
                   "'{name}' ist kein PayPal.me-Name: 1 bis 20 Buchstaben oder Ziffern."),
    "err_pay_player": ("'{name}' has played no evening of this season.",
                       "'{name}' hat an keinem Abend dieser Saison gespielt."),
    # a payment ticked off
    "pay_mark_cash": ("Paid in cash", "Bar bezahlt"),
    "pay_mark_transfer": ("Paid by transfer", "Überwiesen"),
    "pay_mark_open": ("Not paid after all", "Doch nicht bezahlt"),
    "paid_cash": ("paid in cash", "bar bezahlt"),
    "paid_transfer": ("paid by transfer", "überwiesen"),
    "payments_open": ("{n} of {m} {m:?payment|payments} still open.", "{n} von {m} {m:?Zahlung|Zahlungen} noch offen."),
    "payments_all_paid": ("Every payment is paid.", "Alle Zahlungen sind bezahlt."),
    "payments_tick_hint": ("Tick each payment off once the money is there: the host, or the one who got it on their "
                           "seat's phone.",
                           "Jede Zahlung abhaken, sobald das Geld da ist: der Gastgeber, oder wer es bekommen hat, "
                           "auf dem Handy seines Platzes."),
    # refusals of a payment ticked off
    "pay_how": ("'{how}': a payment is paid in cash or by transfer.",
                "'{how}': eine Zahlung wird bar oder per Überweisung bezahlt."),
    "pay_not_ended": ("The evening {name} is still on: its payments can be ticked off once it has ended.",
                      "Der Abend {name} läuft noch: seine Zahlungen lassen sich abhaken, wenn er beendet ist."),
    "pay_no_payment": ("The settlement holds no payment of {amount} from {payer} to {payee}.",
                       "Die Abrechnung enthält keine Zahlung von {amount} von {payer} an {payee}."),
    "pay_not_payee": ("{name} does not get this payment: only {payee} (or the host) ticks it off.",
                      "{name} bekommt diese Zahlung nicht: nur {payee} (oder der Gastgeber) hakt sie ab."),
    "pay_paid_already": ("{payer} has paid {payee} {amount} already.",
                         "{payer} hat {payee} {amount} schon bezahlt."),
    "pay_open_already": ("{payer}'s payment of {amount} to {payee} is open: there is no tick to take back.",
                         "Die Zahlung von {payer} an {payee} über {amount} ist offen: da ist kein Haken "
                         "zurückzunehmen."),
    # debts carried
    "debt_from": ("from {evening} ({date})", "vom Abend {evening} ({date})"),
    "debts_earlier": ("Still open from earlier evenings", "Noch offen von früheren Abenden"),
    "debts_open": ("Open payments", "Offene Zahlungen"),
    "debts_none": ("Every payment of the season is paid.", "Alle Zahlungen der Saison sind bezahlt."),
    "open_balance": ("open", "offen"),
    "open_balance_help": ("Open: what a player is still owed (+) or still owes (−) from the payments not ticked off "
                          "yet.",
                          "Offen: der Betrag, den ein Spieler aus noch nicht abgehakten Zahlungen noch bekommt (+) "
                          "oder noch schuldet (−)."),
    # shared expenses and the kitty
    "expenses": ("Shared expenses", "Geteilte Ausgaben"),
    "expenses_hint": ("What someone paid for everyone (the pizza), shared in equal parts, and the host's kitty: "
                      "part of the payments above, apart from the poker results (the standings count the poker "
                      "only).",
                      "Ausgaben, die jemand für alle bezahlt hat (die Pizza), zu gleichen Teilen geteilt, und die "
                      "Kasse des Gastgebers: in den Zahlungen oben enthalten, getrennt vom Pokerergebnis (die "
                      "Tabelle zählt nur das Spiel)."),
    "expense_line": ("{what}: {money}, paid by {name}, shared by {shared}",
                     "{what}: {money}, bezahlt von {name}, geteilt von {shared}"),
    "expense_everyone": ("everyone", "allen"),
    "expense_what_label": ("What", "Wofür"),
    "expense_amount_label": ("Amount", "Betrag"),
    "expense_paid_by": ("Paid by", "Bezahlt von"),
    "expense_shared_by": ("Shared by (none ticked: everyone)", "Geteilt von (keiner angehakt: alle)"),
    "expense_add": ("Add the expense", "Ausgabe eintragen"),
    "expense_remove": ("Remove", "Entfernen"),
    "kitty": ("Kitty for the host", "Kasse für den Gastgeber"),
    "kitty_line": ("Each player pays {name} {money} for the kitty.",
                   "Jeder Spieler zahlt {name} {money} in die Kasse."),
    "kitty_amount": ("Per player", "Pro Spieler"),
    "kitty_host": ("To", "An"),
    "kitty_set": ("Set the kitty", "Kasse festlegen"),
    "expenses_column": ("Expenses", "Ausgaben"),
    # refusals of expenses
    "expense_no_money": ("The evening {name} has no chip value: expenses are money; set the chip value first.",
                         "Der Abend {name} hat keinen Chipwert: Ausgaben sind Geld; erst den Chipwert festlegen."),
    "expense_what": ("Say what was paid for, in 1 to {n} characters.",
                     "Sag, wofür bezahlt wurde, in 1 bis {n} Zeichen."),
    "expense_amount": ("'{amount}' is no amount: money above 0, in whole steps of {unit} {currency}.",
                       "'{amount}' ist kein Betrag: Geld über 0, in ganzen Schritten von {unit} {currency}."),
    "expense_none": ("The evening {name} has no expense {n}.", "Der Abend {name} hat keine Ausgabe {n}."),
    # a PokerNow evening
    "pn_import": ("Import a PokerNow ledger", "PokerNow-Ledger importieren"),
    "pn_import_of": ("PokerNow ledger · {season}", "PokerNow-Ledger · {season}"),
    "pn_hint": ("The CSV file that PokerNow's “download ledger” gives: one row per session. It becomes an ended "
                "evening of this season, each player's sessions added up; you say who is who.",
                "Die CSV-Datei, die PokerNows „download ledger“ liefert: eine Zeile pro Sitzung. Sie wird ein "
                "beendeter Abend dieser Saison, die Sitzungen jedes Spielers zusammengezählt; du sagst, wer wer ist."),
    "pn_file": ("Ledger file (CSV)", "Ledger-Datei (CSV)"),
    "pn_drop_here": ("Drop PokerNow's ledger file (.csv) here, or tap to choose it",
                     "PokerNows Ledger-Datei (.csv) hier ablegen, oder tippen zum Auswählen"),
    "pn_read": ("Read the file", "Datei lesen"),
    "pn_who_is_who": ("Who is who", "Wer ist wer"),
    "pn_who_hint": ("Each PokerNow player counts for the season's player named here (suggested: as last time, else the "
                    "same name; a new name makes a new player). Remembered for the next import.",
                    "Jeder PokerNow-Spieler zählt für den hier genannten Spieler der Saison (vorgeschlagen: wie "
                    "zuletzt, sonst der gleiche Name; ein neuer Name ist ein neuer Spieler). Wird für den nächsten "
                    "Import gemerkt."),
    "pn_player": ("{nickname}: {n} {n:?session|sessions}, net {net}",
                  "{nickname}: {n} {n:?Sitzung|Sitzungen}, netto {net}"),
    "pn_counts_for": ("counts for", "zählt für"),
    "pn_evening_name": ("Name of the evening", "Name des Abends"),
    "pn_chip_value_hint": ("Money per chip (0.01 when the table was played in cents); empty: chips only.",
                           "Geld pro Chip (0,01, wenn am Tisch in Cent gespielt wurde); leer: nur Chips."),
    "pn_do_import": ("Import the evening", "Abend importieren"),
    "pn_cents": ("The file has amounts with cents: every amount is counted in cents.",
                 "Die Datei hat Beträge mit Cent: jeder Betrag wird in Cent gezählt."),
    # refusals of a PokerNow ledger
    "pn_header": ("This is no PokerNow ledger: its first line needs the columns {columns}.",
                  "Das ist kein PokerNow-Ledger: seine erste Zeile braucht die Spalten {columns}."),
    "pn_empty": ("The ledger has no sessions.", "Das Ledger hat keine Sitzungen."),
    "pn_who": ("Line {line}: a session needs the player's nickname and id.",
               "Zeile {line}: eine Sitzung braucht Spitzname und ID des Spielers."),
    "pn_amount": ("Line {line}: {column} '{value}' is no amount.",
                  "Zeile {line}: {column} '{value}' ist kein Betrag."),
    "pn_negative": ("Line {line} ({name}): nothing bought in, or less than nothing cashed out.",
                    "Zeile {line} ({name}): nichts eingekauft, oder weniger als nichts ausgezahlt."),
    "pn_net": ("Line {line} ({name}): net {net} is not cashed out {out} + stack {stack} − bought in {bought}.",
               "Zeile {line} ({name}): netto {net} ist nicht ausgezahlt {out} + Stapel {stack} − eingekauft {bought}."),
    "pn_total": ("The nets add up to {total}, not 0 (lines {lines}): a session is missing or wrong.",
                 "Die Netto-Beträge ergeben {total}, nicht 0 (Zeilen {lines}): eine Sitzung fehlt oder ist falsch."),
    "pn_twice": ("This ledger was imported already: the evening {name}.",
                 "Dieses Ledger wurde schon importiert: der Abend {name}."),
    "pn_name": ("Say who {nickname} is: a name of 1 to 40 characters.",
                "Sag, wer {nickname} ist: ein Name mit 1 bis 40 Zeichen."),
    "pn_too_many": ("{n} players: an evening seats {most} at most.",
                    "{n} Spieler: ein Abend hat höchstens {most} Plätze."),
    # settled together
    "together": ("Or settle it all together", "Oder alles zusammen begleichen"),
    "together_why": ("What is open from earlier evenings and tonight in {n} {n:?payment|payments} instead of {m}; "
                     "each evening's own result stays as it is.",
                     "Alles Offene von früheren Abenden und von heute in {n} {n:?Zahlung|Zahlungen} statt {m}; "
                     "das Ergebnis jedes Abends bleibt, wie es ist."),
    "together_cash": ("All settled together, in cash", "Alles zusammen beglichen, bar"),
    "together_transfer": ("All settled together, by transfer", "Alles zusammen beglichen, per Überweisung"),
}
