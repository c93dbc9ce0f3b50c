"""A hand: an uploaded hand history (PHH field names), an action typed at the table, and
the state of a hand as the tablet shows it."""

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from referee.actions import SIDES
from referee.games import GAMES, HOUSE
from referee.shortcuts import INTENTS

from .fields import MAX_CHIPS, Int, Name, Text
from .game import GameSchema

MAX_ACTIONS = 500


class HeaderSchema(Schema):
    """The header of a hand history (PHH field names): everything but its actions."""

    variant = fields.String(validate=validate.OneOf([*sorted(GAMES), HOUSE]))
    house_game = fields.Dict(keys=Text(max_length=40), values=fields.Raw(allow_none=True),
                             metadata={"description": "HOUSE: the definition the hand was played under."})
    options = fields.Dict(keys=Text(max_length=60), values=fields.Raw(allow_none=True))
    players = fields.List(Name(), required=True, validate=validate.Length(1, 10),
                          metadata={"description": "From the dealer's left; the dealer is last."})
    starting_stacks = fields.List(Int(0, MAX_CHIPS), validate=validate.Length(max=10))
    antes = fields.List(Int(0, MAX_CHIPS), validate=validate.Length(max=10))
    bet_limits = fields.List(Int(1, MAX_CHIPS), validate=validate.Length(equal=2))
    max_raises = Int(0, 100)
    bring_in = Int(1, MAX_CHIPS)
    small_bet = Int(1, MAX_CHIPS)
    big_bet = Int(1, MAX_CHIPS)
    carried_pot = Int(0, MAX_CHIPS)


class HandUploadSchema(HeaderSchema):
    """A played hand.  Missing game fields (variant, options, antes, limits) come from the
    evening's game; missing ``starting_stacks`` and ``carried_pot`` from its chips."""

    actions = fields.List(Text(), required=True, validate=validate.Length(1, MAX_ACTIONS),
                          metadata={"description": "PHH actions, e.g. 'd dh p1 ????Qh', 'p2 cbr 4'."})
    finishing_stacks = fields.List(Int(0, MAX_CHIPS), validate=validate.Length(max=10),
                                   metadata={"description": "If given, checked against the ruling."})


class ActionSchema(Schema):
    """What one tap enters: an action, or an intent that stands for one action a player."""

    action = Text(min_length=1, metadata={"description": "One PHH action; a player's name may stand for pN "
                                                         "('p2 pay', 'p2 f', 'p1 buy', 'p1 pass' for a "
                                                         "decision about a face-up card)."})
    intent = fields.String(validate=validate.OneOf(INTENTS), metadata={
        "description": "Instead of an action, what the table enters in one tap (the hand's `one_tap` says what "
                       "stands now): all_check or all_call, the rest of the betting round where every player "
                       "left checks, or calls the bet in full; deal_down, the face-down cards due to everyone "
                       "in turn; show (with `cards`) and muck, the next player at the showdown; pay or buy, "
                       "the decision a face-up card asks of its player (Baseball's 3: pay what the rule fixes; "
                       "a 4 sold: buy the extra card), decline it (fold rather than pay; pass on the card); "
                       "turn_up (with `cards`: one card), the next player to turn up a face-down card of their "
                       "choice (Roll Your Own); keep_down, the next player to turn up or keep down the card of a "
                       "street of choice (a house game's d?) keeps it face down; declare (with `side`, and "
                       "`player`: by default the next to declare), "
                       "a player's declaration in a high-low game that declares (when the players declare at once "
                       "it is held, in no log, until every player still in has declared; then all are stored); "
                       "discard (with `cards`, and `player`: by default the first still to discard), a player's "
                       "face-down cards discarded (Pineapple Stud); pass (with `cards`, and `player`: by default "
                       "the first still to pass), a player's face-down cards passed to the next player still in on "
                       "the left (Anaconda); set (with `cards`, and `player`: by default the first still to set), "
                       "the two cards of a player's two-card hand, the other five the five-card hand (Cowpie). "
                       "One action a player is stored. A hand that does "
                       "not stand so: 409."})
    cards = Text(max_length=200, metadata={
        "description": "With the intent show: the cards shown, one per face-down card in the order the deal gave "
                       "them ('As ?? Kd': ?? for a card entered before); without them, the player shows what was "
                       "entered before. With the intent turn_up: the one card turned up ('Kh'). With the intent "
                       "discard or pass: the cards discarded or passed ('8d', '??' for one nobody saw). With the "
                       "intent set: the two-card hand ('7c ??')."})
    side = fields.String(validate=validate.OneOf(SIDES), metadata={
        "description": "With the intent declare: high, low or both."})
    player = Name(metadata={"description": "With the intent declare, discard, pass or set: who declares, discards, "
                                           "passes or sets (by default the next to)."})
    seq = Int(0, 1_000_000, metadata={"description": "The hand's `seq` as last seen: a stale one gets 409."})

    @validates_schema
    def one_of_them(self, data, **kwargs):
        if ("action" in data) == ("intent" in data):
            raise ValidationError("Send either an action or an intent.", "action")
        if "cards" in data and data.get("intent") not in ("show", "turn_up", "discard", "pass", "set"):
            raise ValidationError("Cards go with the intent show, turn_up, discard, pass or set.", "cards")
        if "side" in data and data.get("intent") != "declare":
            raise ValidationError("A side goes with the intent declare.", "side")
        if "player" in data and data.get("intent") not in ("declare", "discard", "pass", "set"):
            raise ValidationError("A player goes with the intent declare, discard, pass or set.", "player")
        if data.get("intent") in ("discard", "pass", "set") and "cards" not in data:
            raise ValidationError(f"The intent {data['intent']} needs its cards.", "cards")
        if data.get("intent") == "declare" and "side" not in data:
            raise ValidationError("The intent declare needs its side: high, low or both.", "side")


class CorrectionSchema(Schema):
    """A correction of an earlier entry: the action that goes there, and the hand's ``seq`` (a
    correction from a stale view would land on another entry, so it is required)."""

    action = Text(required=True, min_length=1, metadata={"description": "One PHH action; a player's name may "
                                                                          "stand for pN."})
    seq = Int(0, 1_000_000, required=True,
              metadata={"description": "The hand's `seq` as last seen: a stale one gets 409."})
    swap = fields.Boolean(load_default=False, metadata={
        "description": "As the table corrects a dealt card: face-down cards sent as ?? keep what the entry knew, "
                       "and an up card that another entry holds is swapped with that entry's card."})


class LiveStartSchema(Schema):
    game = fields.Nested(GameSchema, metadata={"description": "Dealer's choice: the game from this hand on."})


class HandStateSchema(Schema):
    """The hand as the tablet shows it: the referee's view of the state (what comes next and
    what is legal, stacks, pots, wild ranks, visible cards) plus where the hand stands."""

    id = fields.Integer(required=True)
    evening_id = fields.Integer(required=True)
    number = fields.Integer(required=True)
    source = fields.String(required=True, metadata={"description": "live or upload"})
    dealer = fields.String(required=True)
    status = fields.String(required=True, metadata={"description": "live, or booked (its result is in the ledger)"})
    seq = fields.Integer(required=True, metadata={"description": "Rows in the action log (undos count): send it "
                                                                 "back as `seq`."})
    log = fields.List(fields.String(), required=True, metadata={"description": "The actions that stand."})
    header = fields.Dict(required=True, metadata={"description": "The hand history without its actions."})
    variant = fields.String(required=True)
    street = fields.Integer(required=True)
    phase = fields.String(required=True)
    outcome = fields.String(allow_none=True, required=True)
    actions = fields.Integer(required=True, metadata={"description": "Actions applied."})
    next = fields.Dict(required=True, metadata={"description": "What comes next: kind, seat, legal, text."})
    players = fields.List(fields.Dict(), required=True)
    declared = fields.Dict(keys=fields.String(), values=fields.String(), metadata={
        "description": "A high-low game that declares: each player's declaration entered so far (high, low, both); "
                       "declaring at once, none until every player still in has declared."})
    blinds = fields.List(fields.Dict(), metadata={
        "description": "A game played with blinds (OUTHOUSE): who posted which blind before the deal, the small blind "
                       "first: blind (small, big), player, amount."})
    board = fields.List(fields.String(), required=True)
    pots = fields.List(fields.Dict(), required=True)
    pot_total = fields.Integer(required=True)
    wilds = fields.Dict(allow_none=True, required=True)
    seen = fields.List(fields.String(), required=True)
    finishing_stacks = fields.List(fields.Integer())
    winnings = fields.List(fields.Integer())
    ruling = fields.Dict()
    entries = fields.List(fields.Dict(), required=True, metadata={
        "description": "Each entry that fits, what it did: index (in `log`), action, kind (check, call, bet, raise, "
                       "complete, bring_in, fold, deal, down, board, show, muck, turn_up, declare), seat, amount, "
                       "cards, unseen (how many cards it dealt face down that nobody saw), forced (the payments its "
                       "face-up card cost without a choice: player, amount, card, rule), side (of a declaration: high, "
                       "low, both), and text in English and German "
                       "(\"Carla calls 3\")."})
    table_pots = fields.Dict(metadata={
        "description": "The pots as they lie on the table: pots (main, then side pots: amount, eligible), back (an "
                       "excess nobody can match: seat, name, amount; or null), round (bets of the round in progress, "
                       "still in front of the players)."})
    one_tap = fields.Dict(allow_none=True, metadata={
        "description": "While the hand is in play: what one tap (an `intent`) enters now: round (kind check or "
                       "call, amount, actions, seats, names; or null) and deal_down (the actions; empty when "
                       "none)."})
    broken = fields.Dict(allow_none=True, required=True, metadata={
        "description": "null, or the first entry that no longer fits after a correction of an earlier one: index, "
                       "action, rule, message (en, de), was (what it did when entered, en, de), waiting (entries "
                       "after it). Until it is corrected or deleted, new entries get 409 and nothing is booked."})


class RuledHandSchema(Schema):
    """An uploaded hand as ruled and booked."""

    id = fields.Integer(required=True)
    number = fields.Integer(required=True)
    duplicate = fields.Boolean(required=True, metadata={"description": "true: uploaded before; not booked again."})
    status = fields.String(required=True)
    variant = fields.String(required=True)
    house_game = fields.Dict(metadata={"description": "HOUSE: the definition the hand was ruled under."})
    options = fields.Dict()
    players = fields.List(fields.String(), required=True)
    starting_stacks = fields.List(fields.Integer(), required=True)
    antes = fields.List(fields.Integer())
    bet_limits = fields.List(fields.Integer())
    max_raises = fields.Integer()
    bring_in = fields.Integer()
    small_bet = fields.Integer()
    big_bet = fields.Integer()
    carried_pot = fields.Integer()
    actions = fields.List(fields.String(), required=True)
    finishing_stacks = fields.List(fields.Integer())
    winnings = fields.List(fields.Integer())
    ruling = fields.Dict()
