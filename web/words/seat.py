"""The words of the players' own phones: a seat taken with its code, the seat's page (its sealed
cards, its hand now, its turn), the tablet's seat codes, and their refusals.  Merged with the
other areas into one catalog by `web.words`."""

#: key -> (English, German); ``{name}`` placeholders are filled by `web.words.say`
WORDS: dict[str, tuple[str, str]] = {
    # the tablet: a code per seat
    "seat_phones": ("The players' phones", "Die Handys der Spieler"),
    "seat_phones_hint": ("Each player scans the code of their seat once: that phone is their seat for the evening. "
                         "They enter their own face-down cards (nobody else sees them) and make their own "
                         "decisions.",
                         "Jeder Spieler scannt einmal den Code seines Platzes: dieses Handy ist sein Platz für den "
                         "Abend. Er gibt seine verdeckten Karten selbst ein (niemand sonst sieht sie) und "
                         "entscheidet selbst."),
    "seat_code_for": ("Code for {name}'s seat", "Code für den Platz von {name}"),
    "seat_has_phone": ("on a phone", "am Handy"),
    "seat_no_phone_yet": ("no phone", "kein Handy"),
    "seat_release": ("Release", "Freigeben"),
    "seat_release_for": ("Release {name}'s phone", "Handy von {name} freigeben"),
    "sealed_count": ("{n} {n:?card|cards} sealed", "{n} {n:?Karte|Karten} versiegelt"),
    "notice_released": ("{name}'s phone is no longer the seat: a new code is on the tablet.",
                        "Das Handy von {name} ist nicht mehr der Platz: ein neuer Code ist auf dem Tablet."),
    # taking a seat
    "take_seat_title": ("Your seat: {name}", "Dein Platz: {name}"),
    "take_seat_text": ("This phone becomes {name}'s seat at {evening}: you enter your own face-down cards and "
                       "make your own decisions. Only this phone sees your face-down cards.",
                       "Dieses Handy wird der Platz von {name} bei {evening}: du gibst deine verdeckten Karten "
                       "selbst ein und entscheidest selbst. Nur dieses Handy sieht deine verdeckten Karten."),
    "take_seat": ("This is me: take the seat", "Das bin ich: Platz nehmen"),
    "no_seat_here": ("This phone holds no seat at this evening (or the host released it). Ask the host for your "
                     "seat's code.",
                     "Dieses Handy hat keinen Platz an diesem Abend (oder der Gastgeber hat ihn freigegeben). Frag "
                     "den Gastgeber nach dem Code deines Platzes."),
    "watch_instead": ("Watch the evening", "Den Abend verfolgen"),
    # the seat's page
    "your_seat": ("{name}'s seat", "Platz von {name}"),
    "your_cards": ("Your face-down cards", "Deine verdeckten Karten"),
    "your_cards_due": ("Enter your {n} face-down {n:?card|cards}: only this phone sees {n:?it|them}.",
                       "Gib deine {n} verdeckte{n:?|n} {n:?Karte|Karten} ein: nur dieses Handy sieht sie."),
    "your_card_due_street": ("{street}, face down: enter it.", "{street}, verdeckt: gib sie ein."),
    "seal": ("Seal", "Versiegeln"),
    "sealed_all": ("Sealed: only this phone sees them.", "Versiegelt: nur dieses Handy sieht sie."),
    "seal_change": ("Tap a card to change it.", "Tippe auf eine Karte, um sie zu ändern."),
    "your_hand_now": ("Your best hand now", "Deine beste Hand jetzt"),
    "your_cards_so_far": ("Your cards so far", "Deine Karten bisher"),
    "reader_no_cards": ("No cards yet.", "Noch keine Karten."),
    "reader_missing": ("Enter your face-down cards to see your hand.",
                       "Gib deine verdeckten Karten ein, um deine Hand zu sehen."),
    "wild_in_your_hand": ("Wild in your hand: {cards}", "Wild in deiner Hand: {cards}"),
    "reader_side_high": ("High", "High"),
    "reader_side_low": ("Low", "Low"),
    "reader_side_five": ("Five-card hand", "Fünf-Karten-Hand"),
    "reader_side_two": ("Two-card hand", "Zwei-Karten-Hand"),
    "reader_no_low": ("no low", "kein Low"),
    "odds_yours": ("Your chance to win, from what you know:", "Deine Gewinnchance aus deiner Sicht:"),
    "your_turn": ("Your turn", "Du bist dran"),
    "you_deal": ("You deal: enter each card as it falls.", "Du gibst: gib jede Karte ein, wie sie fällt."),
    "show_yours": ("Show my cards", "Karten zeigen"),
    "muck_yours": ("Muck", "Wegwerfen"),
    "show_or_muck": ("Showdown: show or muck?", "Showdown: zeigen oder wegwerfen?"),
    "declare_yours": ("Declare, in secret until everyone has:", "Ansagen, geheim, bis alle angesagt haben:"),
    "declared_yours": ("You declared {side}; the others see it once everyone has declared.",
                       "Du hast {side} angesagt; die anderen sehen es, sobald alle angesagt haben."),
    "discard_yours": ("Discard {n} of your face-down cards:", "Wirf {n} deiner verdeckten Karten ab:"),
    "discard_these": ("Discard these", "Diese abwerfen"),
    "pass_yours": ("Pass {n} of your face-down cards to {to}:", "Gib {n} deiner verdeckten Karten an {to} weiter:"),
    "pass_these": ("Pass these", "Diese weitergeben"),
    "set_yours": ("Tick the two cards of your two-card hand, one face down at least; the other five are your "
                  "five-card hand, which must outrank it:",
                  "Kreuze die zwei Karten deiner Zwei-Karten-Hand an, mindestens eine verdeckte; die anderen fünf "
                  "sind deine Fünf-Karten-Hand, die höher sein muss:"),
    "set_these": ("Set these", "So aufteilen"),
    "turn_up_yours": ("Turn up one of your face-down cards:", "Deck eine deiner verdeckten Karten auf:"),
    "up_or_down_yours": ("Turn up your new card, or keep it face down:",
                         "Deck deine neue Karte auf oder lass sie verdeckt:"),
    "keep_down_yours": ("Keep it face down", "Verdeckt lassen"),
    "folded_you": ("You folded.", "Du hast gepasst."),
    "clash_table": ("The {card} you entered is already on the table: check your card.",
                    "Die {card}, die du eingegeben hast, liegt schon offen auf dem Tisch: prüf deine Karte."),
    "clash_twice": ("The {card} you entered was entered on another phone too: check your card.",
                    "Die {card}, die du eingegeben hast, wurde auch auf einem anderen Handy eingegeben: prüf "
                    "deine Karte."),
    # refusals
    "seat_taken": ("{name}'s seat is already on another phone: the host can release it on the tablet.",
                   "Der Platz von {name} ist schon auf einem anderen Handy: der Gastgeber kann ihn am Tablet "
                   "freigeben."),
    "seat_code_old": ("This code for {name}'s seat has been used: ask the host for the code on the tablet now.",
                      "Dieser Code für den Platz von {name} wurde schon benutzt: frag den Gastgeber nach dem Code, "
                      "der jetzt auf dem Tablet steht."),
    "seat_left": ("{name} has left the table.", "{name} hat den Tisch verlassen."),
    "seat_no_phone": ("No phone holds {name}'s seat.", "Kein Handy hält den Platz von {name}."),
    "seat_none": ("This phone has no seat at this evening: ask the host for your seat's code.",
                  "Dieses Handy hat keinen Platz an diesem Abend: frag den Gastgeber nach dem Code deines Platzes."),
    "seat_not_in_hand": ("{name} is not dealt in hand {number}.", "{name} spielt in Hand {number} nicht mit."),
    "seat_not_yours": ("A phone acts for its own seat only ({name}).",
                       "Ein Handy handelt nur für seinen eigenen Platz ({name})."),
    "seat_not_dealer": ("Only the dealer's phone enters the cards dealt ({name} does not deal).",
                        "Nur das Handy des Gebers gibt die ausgeteilten Karten ein ({name} gibt nicht)."),
    "seat_not_now": ("It is not {name}'s turn: nothing was entered.", "{name} ist nicht dran: nichts eingetragen."),
    "seat_unreadable": ("Cannot read the action '{text}'.", "Die Aktion '{text}' ist nicht lesbar."),
    "seal_over": ("Hand {number} is over: there is nothing to seal.",
                  "Hand {number} ist vorbei: nichts zu versiegeln."),
    "seal_folded": ("{name} has folded: there is nothing to seal.", "{name} hat gepasst: nichts zu versiegeln."),
    "seal_count": ("{n} {n:?card|cards} sent, but {due} face-down {due:?card is|cards are} dealt to you now.",
                   "{n} {n:?Karte|Karten} gesendet, aber du hast jetzt {due} verdeckte {due:?Karte|Karten}."),
    "seal_entered": ("Your face-down card {n} was entered at the tablet already.",
                     "Deine verdeckte Karte {n} wurde schon am Tablet eingegeben."),
    "seal_on_table": ("The {card} you entered is already on the table: check your card.",
                      "Die {card}, die du eingegeben hast, liegt schon offen auf dem Tisch: prüf deine Karte."),
    "seal_twice": ("The {card} is in two of your slots: check your cards.",
                   "Die {card} steht auf zwei deiner Plätze: prüf deine Karten."),
    "seal_first": ("{name}: enter every face-down card first, then show.",
                   "{name}: erst alle verdeckten Karten eingeben, dann zeigen."),
    "hole_sealed": ("{name} sealed face-down card {n} on their phone: it stands as {name} entered it.",
                    "{name} hat die verdeckte Karte {n} am Handy versiegelt: sie gilt, wie {name} sie eingegeben "
                    "hat."),
    "seal_not_held": ("The {card} is not one of your face-down cards.",
                      "Die {card} ist keine deiner verdeckten Karten."),
}
