"""Refusals: every illegal action or malformed hand names the rule it breaks, in English
and German.  A rule id is stable (tests and clients match on it); the facts fill in the words.

>>> error = RuleViolation("deal.order", player="Ben", expected="Anna", street=4)
>>> error.message()
'Anna gets the next card on 4th street, not Ben: deal clockwise from the dealer’s left.'
>>> error.message("de")
'Anna bekommt die nächste Karte (4. Straße), nicht Ben: im Uhrzeigersinn links vom Geber beginnend geben.'
"""

from __future__ import annotations

from .words import street_name

MESSAGES: dict[str, tuple[str, str]] = {
    # the hand history's fields
    "history.field": ("{field}: {problem}", "{field}: {problem}"),
    "history.players": ("{game} is played by {low} to {high} players, not {count}",
                        "{game} spielen {low} bis {high} Spieler, nicht {count}"),
    "action.syntax": ("{problem}", "{problem}"),
    # dealing
    "deal.order": ("{expected} gets the next card on {street}, not {player}: deal clockwise from the dealer’s left.",
                   "{expected} bekommt die nächste Karte ({street}), nicht {player}: im Uhrzeigersinn links vom "
                   "Geber beginnend geben."),
    "deal.folded": ("{player} has folded and gets no more cards.", "{player} hat gepasst und bekommt keine Karten mehr."),
    "deal.count": ("On {street} each player gets {expected}, not {count} cards.",
                   "In der {street} bekommt jeder {expected}, nicht {count} Karten."),
    "deal.unseen_up": ("The up card of {player} on {street} is dealt face up: it must be entered, not ??.",
                       "Die offene Karte von {player} ({street}) liegt offen: sie muss eingegeben werden, nicht ??."),
    "deal.twice": ("{card} was already dealt ({where}): every card is in the deck once.",
                   "{card} wurde schon gegeben ({where}): jede Karte gibt es nur einmal."),
    "deal.betting_first": ("The betting on {street} is not over: {player} is to act.",
                           "Die Setzrunde der {street} ist nicht vorbei: {player} ist dran."),
    "deal.not_now": ("No card is dealt now: {expected}.", "Jetzt wird keine Karte gegeben: {expected}."),
    "deal.board_not_now": ("No card for nobody is dealt now: {expected}.",
                           "Jetzt wird keine Karte für niemanden gegeben: {expected}."),
    "deal.board_expected": ("{reason}: the dealer turns up a card for nobody (d db), not a card for {player}.",
                            "{reason}: der Geber deckt eine Karte für niemanden auf (d db), keine für {player}."),
    "deal.board_count": ("The dealer turns up one card, not {count}.", "Der Geber deckt eine Karte auf, nicht {count}."),
    "deal.deck_empty": ("The deck is empty: there is no card left for {player} on {street}.",
                        "Das Deck ist leer: für {player} gibt es in der {street} keine Karte mehr."),
    "deal.over": ("The deal is over: {reason}.", "Das Spiel ist vorbei: {reason}."),
    # betting
    "turn.order": ("It is {expected}’s turn, not {player}’s.", "{expected} ist dran, nicht {player}."),
    "turn.none": ("Nobody bets now: {expected}.", "Jetzt wird nicht gesetzt: {expected}."),
    "bring_in.first": ("{expected} has the lowest up card and must bring in first (pb) or complete to {complete}.",
                       "{expected} hat die niedrigste offene Karte und muss zuerst den Bring-in bringen (pb) oder "
                       "auf {complete} komplettieren."),
    "bring_in.not_now": ("Only the player with the lowest up card brings in, once, at the start of 3rd street.",
                         "Nur der Spieler mit der niedrigsten offenen Karte bringt den Bring-in, einmal, zu Beginn "
                         "der 3. Straße."),
    "bet.not_more": ("{player} bets or raises to {amount}, but the bet is already {high}: that is a call (cc).",
                     "{player} setzt auf {amount}, aber der Einsatz steht schon bei {high}: das ist Mitgehen (cc)."),
    "bet.stack": ("{player} has only {stack} chips: the most {player} can put in is {most} (all-in).",
                  "{player} hat nur {stack} Chips: mehr als {most} (all-in) geht nicht."),
    "bet.limits": ("{what} of {size} is outside the limits {low}–{high}.",
                   "{what} von {size} liegt außerhalb der Grenzen {low}–{high}."),
    "bet.fixed": ("On {street} {what} must be {expected}, not {amount}.",
                  "In der {street} muss {what} {expected} sein, nicht {amount}."),
    "bet.nobody_can_call": ("{player} cannot bet or raise: nobody else can put in more than {high}, so it "
                            "would only come back uncalled; call or fold.",
                            "{player} kann nicht setzen oder erhöhen: niemand sonst kann mehr als {high} bringen, "
                            "es käme nur zurück; mitgehen oder passen."),
    "bet.raise_cap": ("No more raises on {street}: the limit is {cap} raises.",
                      "Keine Erhöhung mehr in der {street}: höchstens {cap} Erhöhungen."),
    "bet.not_reopened": ("{player} may call or fold but not raise: the last all-in raise was not a full raise.",
                         "{player} darf mitgehen oder passen, aber nicht erhöhen: das letzte All-in war keine "
                         "volle Erhöhung."),
    # showdown
    "show.order": ("{expected} shows (or mucks) next, not {player}.", "{expected} zeigt (oder wirft weg) als Nächster, "
                   "nicht {player}."),
    "show.not_now": ("No cards are shown now: {expected}.", "Jetzt werden keine Karten gezeigt: {expected}."),
    "show.count": ("{player} shows {count} cards: show the {hole} hole cards in the order dealt, or all {all}.",
                   "{player} zeigt {count} Karten: die {hole} verdeckten in der Reihenfolge des Gebens zeigen, "
                   "oder alle {all}."),
    "show.mismatch": ("{player} shows {shown} where {dealt} was dealt.",
                      "{player} zeigt {shown}, gegeben wurde aber {dealt}."),
    "show.unknown": ("{player} shows the cards as dealt, but {count} of them were never entered.",
                     "{player} zeigt die Karten wie gegeben, aber {count} davon wurden nie eingegeben."),
    # the whole hand
    "hand.not_over": ("The hand is not over: {expected}.", "Die Hand ist nicht vorbei: {expected}."),
    "hand.finishing_stacks": ("The file says the finishing stacks are {given}, the ruling gives {ruled}.",
                              "Laut Datei sind die Endstände {given}, die Entscheidung ergibt {ruled}."),
}


class RuleViolation(ValueError):
    """An action (or a hand) that breaks a rule.

    `rule`: a stable id from `MESSAGES`; `facts`: the names and numbers the message needs;
    `index` and `action`: which action of the hand (0-based) and its text, when there is one.
    """

    def __init__(self, rule: str, *, index: int | None = None, action: str | None = None, **facts):
        self.rule = rule
        self.index = index
        self.action = action
        self.facts = facts
        super().__init__(self.message())

    def message(self, lang: str = "en") -> str:
        template = MESSAGES[self.rule][0 if lang == "en" else 1]
        facts = {k: street_name(v, lang) if k == "street" and isinstance(v, int) else
                 v[lang] if isinstance(v, dict) else v for k, v in self.facts.items()}
        return template.format(**facts)

    def at(self, index: int, action: str) -> "RuleViolation":
        """The same refusal, pinned to action `index` (its `action` text)."""
        return RuleViolation(self.rule, index=index, action=action, **self.facts)

    def __str__(self) -> str:
        where = f"action {self.index} ({self.action!r}): " if self.index is not None else ""
        return where + self.message()

    def as_json(self, lang: str = "en") -> dict:
        return {"rule": self.rule, "message": self.message(lang), "message_de": self.message("de"),
                "action_index": self.index, "action": self.action}


class HistoryError(RuleViolation):
    """A hand history whose fields are missing or malformed (before any action is replayed)."""

    def __init__(self, field: str, problem: str):
        super().__init__("history.field", field=field, problem=problem)
        self.field = field

    def at(self, index, action):  # a field error has no action
        return self
