"""The Follow the Queen referee: a pure library (no Flask, no SQLite).

Words, as the code uses them:

- card: a rank (2..14, Ace high) and a suit (clubs, diamonds, hearts, spades).
- up card / down card: dealt face up (everyone sees it) or face down (only its owner).
- street: one round of dealing and the betting after it; 3rd street is two down, one up;
  4th to 6th one up each; 7th one down.
- wild rank: a rank whose cards are wild; in Follow the Queen the Queens and the rank of
  the up card dealt right after the last face-up Queen.
- natural: a card that is not wild.
- holding: all of a player's cards; hand: the best five of them.
- ranking: the value of a hand, a tuple that compares (the better hand has the larger one).
- bring-in: the forced bet that opens 3rd street in the stud games, made by the lowest up card
  (Razz: the highest); ``pb`` posts the least of it, ``cbr`` a larger one (a completion in
  fixed limit).
- main pot, side pot: what every player still in can win, and the layers above an all-in
  player's chips; the part of a bet nobody still in can match is no pot, it comes back.
- carry-over: a pot nobody may win (Black Mariah's base game, a Follow the Queen redeal) stays
  in the middle for a new deal.
- ruling: who wins which pot and why, derived from the hand's actions.
- refusal: an action (or a hand) that breaks a rule, named by the rule's stable id.
- phrase: a sentence by its catalog id and its facts; every sentence the referee says is in a
  catalog of `referee.words`, in English and German, and is made from data at the edge.

The modules stand in layers, each importing only those below it (the contract is in
pyproject.toml): cards and pots; the words; the rankings and what is wild; the games;
reading a history; the replay; the ruling's results and the streets; their words; the
ruling; the odds; the command line.
"""
