"""The scripts of the sample hands (see build_sample_hands.py).

Every number here was worked out by hand from the rules in ../shared/rules: who opens each
street (best face-up hand, wild cards counting, ties to the seat nearest the dealer's left;
Seven-Card Stud's bring-in by the lowest up card, ♣ < ♦ < ♥ < ♠), the pot street by street,
the finishing stacks, the wild ranks and the hands.  The comments show the arithmetic.
"""

from typing import Any

FIVE = "Anna Ben Carla Dan Emil"
FOUR = "Anna Ben Carla Dan"
THREE = "Anna Ben Carla"

#: Black Mariah's hand 14b, whose pot carries over at the showdown: played under the text's
#: default and under option carry_still_in (the comments at each)
BM_SHOWDOWN_CARRY: dict[str, Any] = dict(
    variant="BM", players=FOUR,
    deal={"Anna": "????2d 9c", "Ben": "Kc4dKh 4s Kd 8d 9h", "Carla": "7d2s7c 7h 3s Ac Qs", "Dan": "????Ts Jd 5c"},
    bets={3: "Anna pb, Ben cbr 2, Carla cc, Dan cc, Anna cc",
          4: "Carla cbr 3, Dan cc, Anna f, Ben cc",
          5: "Ben cbr 5, Carla cc, Dan f",
          6: "Ben cbr 5, Carla cc",
          7: "Ben cc, Carla cbr 5, Ben cc"},
    show="Carla, Ben",
    finishing_stacks=[97, 79, 79, 94])

HANDS: list[dict[str, Any]] = [
    # 1. The rules' own example (follow-the-queen.en.txt, "The wild cards").
    # 3rd: ups 7♠ 5♥ K♥ A♦ K♠, nothing wild: Dan's Ace opens.  Pot 5 + 5x2 = 15.
    # 4th: Anna Q♥, Ben 6♣ follows: Queens and sixes wild.  Anna 7♠+Q♥ = pair of sevens opens
    #      (Ben 5♥+6♣ pair of fives).  Carla bets 5 (her 6♦ 6♠ in the hole are wild), all call: 40.
    # 5th: Carla K♥ 8♣ K♣ pair of Kings opens; Ben folds: 60.
    # 6th: Dan Q♠, Emil J♦: Queens and Jacks wild, sixes not.  Dan A♦ 4♥ 8♦ Q♠ = pair of Aces
    #      opens.  Emil 5, Anna folds, Carla 10, Dan folds, Emil calls: 80.
    # 7th: Emil K♠ 2♦ 9♥ J♦ = Kings with a 9 beats Carla's Kings with an 8: Emil opens.
    #      5, 10, 15, call: 110.  Emil raised last, shows first.
    # Stacks: Anna 100-1-2-5-5 = 87, Ben 100-1-2-5 = 92, Carla 100-1-2-5-5-10-15 = 62,
    #         Dan 87, Emil 62 + 110 = 172.
    dict(name="rules-example", variant="FTQ", players=FIVE,
         deal={"Anna": "????7s Qh 3c Td", "Ben": "????5h 6c Tc", "Carla": "6d6sKh 8c Kc 3d 4s",
               "Dan": "????Ad 4h 8d Qs", "Emil": "JsQcKs 2d 9h Jd 9c"},
         bets={3: "Dan cbr 2, Emil cc, Anna cc, Ben cc, Carla cc",
               4: "Anna cc, Ben cc, Carla cbr 5, Dan cc, Emil cc, Anna cc, Ben cc",
               5: "Carla cbr 5, Dan cc, Emil cc, Anna cc, Ben f",
               6: "Dan cc, Emil cbr 5, Anna f, Carla cbr 10, Dan f, Emil cc",
               7: "Emil cbr 5, Carla cbr 10, Emil cbr 15, Carla cc"},
         show="Emil, Carla",
         finishing_stacks=[87, 92, 62, 87, 172],
         expect={"wild_ranks": ["Q", "J"], "outcome": "showdown", "pots": [110], "winners": {"0": ["Emil"]},
                 "categories": {"Emil": "five of a kind", "Carla": "two pair"},
                 "descriptions": {"Emil": "five nines", "Carla": "two pair, Kings and sixes"},
                 "carried_pot": 0,
                 "openers": {"3": "Dan", "4": "Anna", "5": "Carla", "6": "Dan", "7": "Emil"},
                 "show_order": ["Emil", "Carla"],
                 "explanation_contains": ["Queens and Jacks are wild",
                                          "Emil's J♦ followed Dan's Q♠ on 6th street",
                                          "so sixes are no longer wild", "stand for nines", "five nines",
                                          "Emil wins the pot of 110"],
                 "refused": None}),

    # 2. A final face-up Queen: Dan (the dealer) gets Q♣ as the very last up card.  Ben's Q♦ and
    #    Carla's 8♣ (3rd street) had made eights wild; the Q♣ cancels them and nothing follows:
    #    only Queens are wild.  Carla's 8♦ 8♣ are a plain pair (with eights wild: four Kings).
    # 3rd: Ben's Q♦ and Carla's 8♣ are each a lone wild card (Ace high); tie to Ben, nearer the
    #      dealer's left.  1 each: 8.   4th: Carla 8♣+K♣ pair of Kings opens, 3 each: 20.
    # 5th: Carla again (Kings beat Ben's Q♦+7♣ sevens and Anna's natural fives), 5 each: 40.
    # 6th: Dan 2♥ J♥ 6♠ Q♣ = pair of Jacks opens (Carla's 8♣ is no longer wild).  Dan 2, Anna 7,
    #      Ben and Carla call, Dan folds: 63.   7th: Ben's Q♦+7♣ sevens beat Anna's fives: Ben
    #      opens; checks, Anna bets 5, both call: 78.  Anna bet, shows first.
    # Stacks: Anna/Ben/Carla 100-1-1-3-5-7-5 = 78, Dan 100-1-1-3-5-2 = 88; Anna 78 + 78 = 156.
    dict(name="final-queen", variant="FTQ", players=FOUR,
         deal={"Anna": "9d9h9s 5d 5s Ac 2d", "Ben": "7d4sQd 7c 3h 4d 6h", "Carla": "8dKd8c Kc Th 2c 3c",
               "Dan": "????2h Jh 6s Qc"},
         bets={3: "Ben cbr 1, Carla cc, Dan cc, Anna cc",
               4: "Carla cbr 3, Dan cc, Anna cc, Ben cc",
               5: "Carla cbr 5, Dan cc, Anna cc, Ben cc",
               6: "Dan cbr 2, Anna cbr 7, Ben cc, Carla cc, Dan f",
               7: "Ben cc, Carla cc, Anna cbr 5, Ben cc, Carla cc"},
         show="Anna, Ben, Carla",
         finishing_stacks=[156, 78, 78, 88],
         expect={"wild_ranks": ["Q"], "outcome": "showdown", "pots": [78], "winners": {"0": ["Anna"]},
                 "categories": {"Anna": "full house", "Ben": "full house", "Carla": "two pair"},
                 "descriptions": {"Anna": "a full house, nines over fives", "Ben": "a full house, sevens over fours",
                                  "Carla": "two pair, Kings and eights"},
                 "carried_pot": 0,
                 "openers": {"3": "Ben", "4": "Carla", "5": "Carla", "6": "Dan", "7": "Ben"},
                 "show_order": ["Anna", "Ben", "Carla"],
                 "explanation_contains": ["Queens are wild", "Dan's Q♣", "eights are no longer wild",
                                          "Anna wins the pot of 78"],
                 "refused": None}),

    # 3. Queen followed by Queen: on 4th street Anna gets Q♥, Ben Q♠ right after it, Carla 5♦:
    #    the card after the second Queen sets the rank: Queens and fives wild.
    # 3rd: Anna's 10♠ opens (10, 7, 9), 2 each: 9.   4th: Anna 10♠+Q♥ tens opens; 5, call,
    #      Carla 10, calls: 39.   5th: Carla 9♦ 5♦ 9♣ = three nines opens; 5, Anna calls, Ben
    #      folds: 49.   6th: Carla 5, Anna 10, Carla 15, call: 79.   7th: Carla 5, Anna 10,
    #      Carla 15, Anna 20 (third raise), call: 119.  Anna raised last, shows first.
    # Anna: A♠ K♠ Q♥ J♠ 10♠, the Q♥ as the Q♠: a royal flush.  Carla: 5♣ 5♦ 5♥ wild + 9♥ 9♦ 9♣:
    # five nines, which beat it.  Stacks: Anna 100-1-2-10-5-15-20 = 47, Ben 100-1-2-10 = 87,
    # Carla 47 + 119 = 166.
    dict(name="queen-follows-queen", variant="FTQ", players=THREE,
         deal={"Anna": "AsKsTs Qh Js 3d 2c", "Ben": "????7h Qs 2s", "Carla": "5c9h9d 5d 9c 4h 5h"},
         bets={3: "Anna cbr 2, Ben cc, Carla cc",
               4: "Anna cbr 5, Ben cc, Carla cbr 10, Anna cc, Ben cc",
               5: "Carla cbr 5, Anna cc, Ben f",
               6: "Carla cbr 5, Anna cbr 10, Carla cbr 15, Anna cc",
               7: "Carla cbr 5, Anna cbr 10, Carla cbr 15, Anna cbr 20, Carla cc"},
         show="Anna, Carla",
         finishing_stacks=[47, 87, 166],
         expect={"wild_ranks": ["Q", "5"], "outcome": "showdown", "pots": [119], "winners": {"0": ["Carla"]},
                 "categories": {"Anna": "straight flush", "Carla": "five of a kind"},
                 "descriptions": {"Anna": "a royal flush", "Carla": "five nines"},
                 "carried_pot": 0,
                 "openers": {"3": "Anna", "4": "Anna", "5": "Carla", "6": "Carla", "7": "Carla"},
                 "show_order": ["Anna", "Carla"],
                 "explanation_contains": ["Queens and fives are wild",
                                          "Carla's 5♦ followed Ben's Q♠",
                                          "five nines", "Carla wins the pot of 119",
                                          # hand-ranking.de.txt: "Fünf Gleiche ... (nur wenn wilde Karten oder
                                          # Joker im Spiel sind)" heads the extended ranking, above
                                          # "Straight Flush (inkl. Royal Flush, siehe oben)"
                                          "five of a kind ranks above a straight flush in the extended ranking"],
                 "refused": None}),

    # 4. A Queen as 3rd street's last up card: Dan, the dealer, gets Q♣; the next up card is
    #    Anna's first 4th-street card, 7♥: Queens and sevens wild.
    # 3rd: Dan's lone Q♣ counts as an Ace and opens (K♦, 4♠, 6♦ below): 1 each, 8.
    # 4th: Anna K♦+7♥ pair of Kings opens; 3, Ben calls, Carla folds, Dan calls: 17.
    # 5th: Anna (Kings) opens; check, check, Dan 5, calls: 32.   6th: Anna 5, Ben 10, calls: 62.
    # 7th: Anna opens; check, Ben 5, calls: 77.  Ben bet, shows first, then Dan, then Anna.
    # Ben: 7♣ 7♦ wild + A♦ A♥: four Aces.  Dan: Q♣ + J♠ J♥ J♣: four Jacks.  Anna: 7♥ + K♣ K♦,
    # 9♣ 9♥: Kings full.  Stacks: 100-1-1-3-5-10-5 = 75 for Anna, Ben, Dan; Carla 98; Ben +77.
    dict(name="queen-last-on-third", variant="FTQ", players=FOUR,
         deal={"Anna": "Kc5cKd 7h 2s 9c 9h", "Ben": "7c7d4s Ad Ts 3h Ah", "Carla": "????6d 8h",
               "Dan": "JsJhQc 5h Jc 8d 6c"},
         bets={3: "Dan cbr 1, Anna cc, Ben cc, Carla cc",
               4: "Anna cbr 3, Ben cc, Carla f, Dan cc",
               5: "Anna cc, Ben cc, Dan cbr 5, Anna cc, Ben cc",
               6: "Anna cbr 5, Ben cbr 10, Dan cc, Anna cc",
               7: "Anna cc, Ben cbr 5, Dan cc, Anna cc"},
         show="Ben, Dan, Anna",
         finishing_stacks=[75, 152, 98, 75],
         expect={"wild_ranks": ["Q", "7"], "outcome": "showdown", "pots": [77], "winners": {"0": ["Ben"]},
                 "categories": {"Ben": "four of a kind", "Dan": "four of a kind", "Anna": "full house"},
                 "descriptions": {"Ben": "four Aces", "Dan": "four Jacks", "Anna": "a full house, Kings over nines"},
                 "carried_pot": 0,
                 "openers": {"3": "Dan", "4": "Anna", "5": "Anna", "6": "Anna", "7": "Anna"},
                 "show_order": ["Ben", "Dan", "Anna"],
                 "explanation_contains": ["Queens and sevens are wild",
                                          "Anna's 7♥ on 4th street followed Dan's Q♣ on 3rd street",
                                          "Ben wins the pot of 77 with four Aces"],
                 "refused": None}),

    # 5. Option queens_wild false: only the rank after the last face-up Queen is wild.  Ben's
    #    Q♥ (4th) is followed by Carla's 8♣: eights wild, Queens not.  Ben's Q♣ Q♦ Q♥ 9♦ 9♠ is
    #    a plain full house (with Queens wild it would be five nines); Carla's 8♣ 8♦ + J♣ J♥ make
    #    four Jacks and win.
    # 3rd: Carla's J♣ opens; 2: Dan and Anna fold, Emil and Ben call: 11.   4th: Carla J♣+8♣ =
    # pair of Jacks opens (Ben's Q♥ is just a Queen), 3 each: 20.   5th: Carla J J + wild = three
    # Jacks opens; 5, Emil folds, Ben calls: 30.   6th: Carla checks, Ben 5, call: 40.
    # 7th: Carla 5, Ben 10, call: 60.  Stacks: Ben 100-1-2-3-5-5-10 = 74, Carla 74 + 60 = 134,
    # Emil 100-1-2-3 = 94, Anna and Dan 99.
    dict(name="option-queens-not-wild", variant="FTQ", options={"queens_wild": False}, players=FIVE,
         deal={"Anna": "????3s", "Ben": "QcQd9d Qh 9s 5h 2h", "Carla": "8d4dJc 8c Jh 3c 7s", "Dan": "????4h",
               "Emil": "????2c Td 7d"},
         bets={3: "Carla cbr 2, Dan f, Emil cc, Anna f, Ben cc",
               4: "Carla cbr 3, Emil cc, Ben cc",
               5: "Carla cbr 5, Emil f, Ben cc",
               6: "Carla cc, Ben cbr 5, Carla cc",
               7: "Carla cbr 5, Ben cbr 10, Carla cc"},
         show="Ben, Carla",
         finishing_stacks=[99, 74, 134, 99, 94],
         expect={"wild_ranks": ["8"], "outcome": "showdown", "pots": [60], "winners": {"0": ["Carla"]},
                 "categories": {"Ben": "full house", "Carla": "four of a kind"},
                 "descriptions": {"Ben": "a full house, Queens over nines", "Carla": "four Jacks"},
                 "carried_pot": 0,
                 "openers": {"3": "Carla", "4": "Carla", "5": "Carla", "6": "Carla", "7": "Carla"},
                 "show_order": ["Ben", "Carla"],
                 "explanation_contains": ["Eights are wild",
                                          "Carla's 8♣ followed Ben's Q♥ on 4th street",
                                          "four Jacks", "Carla wins the pot of 60"],
                 "refused": None}),

    # 6. Options queens_wild false + hole_queens_wild true: Carla's face-up Q♥ is not wild, Dan's
    #    10♣ after it makes tens wild, and Anna's Q♠ in the hole is wild: Q♠ + 6♥ 6♣ = three
    #    sixes, which beat Ben's Aces and eights (without the hole Queen Anna had a pair).
    # 3rd: ups 6♣ 8♦ Q♥ 10♣: Dan's lone wild 10♣ counts as an Ace, above Carla's natural Queen:
    #      Dan opens; 2, Anna and Ben call, Carla folds: 10.   4th: Dan 10♣+7♣ sevens opens,
    #      3 each: 19.   5th: Ben 8♦ 5♦ 8♥ natural eights beat Dan's sevens: Ben 4, Dan folds,
    #      Anna calls: 27.   6th: Ben 5, call: 37.   7th: check, check; Ben opened, shows first.
    # Stacks: Anna 100-1-2-3-4-5 = 85 + 37 = 122, Ben 85, Carla 99, Dan 100-1-2-3 = 94.
    dict(name="option-hole-queens-wild", variant="FTQ", options={"queens_wild": False, "hole_queens_wild": True},
         players=FOUR,
         deal={"Anna": "Qs6h6c Ks 2d 4c 9s", "Ben": "AhAc8d 5d 8h Js 3c", "Carla": "????Qh", "Dan": "????Tc 7c 4s"},
         bets={3: "Dan cbr 2, Anna cc, Ben cc, Carla f",
               4: "Dan cbr 3, Anna cc, Ben cc",
               5: "Ben cbr 4, Dan f, Anna cc",
               6: "Ben cbr 5, Anna cc",
               7: "Ben cc, Anna cc"},
         show="Ben, Anna",
         finishing_stacks=[122, 85, 99, 94],
         expect={"wild_ranks": ["T"], "outcome": "showdown", "pots": [37], "winners": {"0": ["Anna"]},
                 "categories": {"Anna": "three of a kind", "Ben": "two pair"},
                 "descriptions": {"Anna": "three sixes", "Ben": "two pair, Aces and eights"},
                 "carried_pot": 0,
                 "openers": {"3": "Dan", "4": "Dan", "5": "Ben", "6": "Ben", "7": "Ben"},
                 "show_order": ["Ben", "Anna"],
                 "explanation_contains": ["Tens are wild",
                                          "Dan's 10♣ followed Carla's Q♥ on 3rd street",
                                          "Queens dealt face down stay wild", "three sixes",
                                          "Anna wins the pot of 37"],
                 "refused": None}),

    # 7. Option cancel false: Carla's 6♣ follows Ben's Q♦ (3rd), Anna's J♦ follows Dan's Q♣
    #    (4th -> 5th): Queens, sixes and Jacks all stay wild.  Carla's 6♣ 6♥ + A♠ A♦ = four Aces
    #    beat Anna's J♦ + 4♦ 4♣ 4♠ = four fours.  (With cancellation sixes would be dead and
    #    Anna would win.)
    # 3rd: Ben's Q♦ and Carla's 6♣ are lone wild cards (Aces); tie to Ben; 2 each: 12.
    # 4th: Carla 6♣+A♠ = pair of Aces opens; 5: Dan, Anna call, Ben folds: 27.
    # 5th: Carla (Aces) opens; 5, Dan folds, Anna calls: 37.   6th: Carla checks, Anna 4, call:
    # 45.   7th: Carla 5, call: 55; Carla bet, shows first.
    # Stacks: Anna 100-1-2-5-5-4-5 = 78, Ben 97, Carla 78 + 55 = 133, Dan 100-1-2-5 = 92.
    dict(name="option-no-cancel", variant="FTQ", options={"cancel": False}, players=FOUR,
         deal={"Anna": "4d4c5c 3h Jd 8s 4s", "Ben": "????Qd Kh", "Carla": "6hAd6c As Ts 7d 2s",
               "Dan": "????9h Qc 2h"},
         bets={3: "Ben cbr 2, Carla cc, Dan cc, Anna cc",
               4: "Carla cbr 5, Dan cc, Anna cc, Ben f",
               5: "Carla cbr 5, Dan f, Anna cc",
               6: "Carla cc, Anna cbr 4, Carla cc",
               7: "Carla cbr 5, Anna cc"},
         show="Carla, Anna",
         finishing_stacks=[78, 97, 133, 92],
         expect={"wild_ranks": ["Q", "J", "6"], "outcome": "showdown", "pots": [55], "winners": {"0": ["Carla"]},
                 "categories": {"Carla": "four of a kind", "Anna": "four of a kind"},
                 "descriptions": {"Carla": "four Aces", "Anna": "four fours"},
                 "carried_pot": 0,
                 "openers": {"3": "Ben", "4": "Carla", "5": "Carla", "6": "Carla", "7": "Carla"},
                 "show_order": ["Carla", "Anna"],
                 "explanation_contains": ["Queens, Jacks and sixes are wild",
                                          "Anna's J♦ on 5th street followed Dan's Q♣ on 4th street",
                                          "Carla wins the pot of 55 with four Aces"],
                 "refused": None}),

    # 8. Option extra_card: Dan (the dealer) gets Q♦ as the last up card of 6th street; the
    #    dealer turns up 9♦ for nobody right away, before the betting: Queens and nines wild.
    #    Anna's 9♥ 9♠ + J♦ J♣ J♥ = five Jacks beat Ben's Aces full.
    # 3rd: Carla's K♦ opens, 1 each: 8.   4th: no pairs, Carla K♦ 4♦ highest; check, check,
    # Anna 2, all call: 16.   5th: Ben's A♥ 8♠ 3♣ highest: 3 each: 28.   6th (after the extra
    # card): Carla K♦ 4♦ 10♦ K♣ pair of Kings opens (Anna 9♠ is now wild: pair of Jacks); Carla
    # 5, Dan folds, Anna 10, Ben calls, Carla folds: 53.   7th: Anna's Jacks beat Ben's eights:
    # Anna 5, Ben 10, call: 73; Ben raised last, shows first.
    # Stacks: Anna/Ben 100-1-1-2-3-10-10 = 73, Carla 100-1-1-2-3-5 = 88, Dan 100-1-1-2-3 = 93.
    dict(name="option-extra-card", variant="FTQ", options={"extra_card": True}, players=FOUR,
         deal={"Anna": "9hJd2h 9s Jc 6c Jh", "Ben": "AsAc8s 3c Ah 8h 3s", "Carla": "Ks4sKd 4d Td Kc",
               "Dan": "????5c 7h 2s Qd"},
         board={6: "9d"},
         bets={3: "Carla cbr 1, Dan cc, Anna cc, Ben cc",
               4: "Carla cc, Dan cc, Anna cbr 2, Ben cc, Carla cc, Dan cc",
               5: "Ben cbr 3, Carla cc, Dan cc, Anna cc",
               6: "Carla cbr 5, Dan f, Anna cbr 10, Ben cc, Carla f",
               7: "Anna cbr 5, Ben cbr 10, Anna cc"},
         show="Ben, Anna",
         finishing_stacks=[146, 73, 88, 93],
         expect={"wild_ranks": ["Q", "9"], "outcome": "showdown", "pots": [73], "winners": {"0": ["Anna"]},
                 "categories": {"Anna": "five of a kind", "Ben": "full house"},
                 "descriptions": {"Anna": "five Jacks", "Ben": "a full house, Aces over eights"},
                 "carried_pot": 0,
                 "openers": {"3": "Carla", "4": "Carla", "5": "Ben", "6": "Carla", "7": "Anna"},
                 "show_order": ["Ben", "Anna"],
                 "consecutive": [["d dh p4 Qd", "d db 9d", "p3 cbr 5"]],
                 "explanation_contains": ["Queens and nines are wild",
                                          "9♦ followed Dan's Q♦ on 6th street",
                                          "five Jacks", "Anna wins the pot of 73"],
                 "refused": None}),

    # 9. Option redeal: no Queen comes face up through 6th street, so the deal is void before the
    #    6th-street betting; the pot stays for a new deal to Carla and Emil.
    # 3rd: Carla's K♠ opens; 2: Dan folds, Emil and Anna call, Ben folds: 5 + 6 = 11.
    # 4th: Emil 9♣ 9♦ opens, 4 each: 23.   5th: Emil 5, Anna folds, Carla calls: 33.
    # 6th: Carla J♣, Emil 2♦: no face-up Queen at all -> redeal, 33 carried over.
    # Stacks: Anna 100-1-2-4 = 93, Ben 99, Carla 100-1-2-4-5 = 88, Dan 99, Emil 88.
    dict(name="option-redeal", variant="FTQ", options={"redeal": True}, players=FIVE,
         deal={"Anna": "????4c 8h Th", "Ben": "????7d", "Carla": "????Ks 3d 5s Jc", "Dan": "????2h",
               "Emil": "????9c 9d 6c 2d"},
         bets={3: "Carla cbr 2, Dan f, Emil cc, Anna cc, Ben f",
               4: "Emil cbr 4, Anna cc, Carla cc",
               5: "Emil cbr 5, Anna f, Carla cc"},
         finishing_stacks=[93, 99, 88, 99, 88],
         expect={"wild_ranks": ["Q"], "outcome": "redeal", "pots": [], "winners": {}, "carried_pot": 33,
                 "redeal_players": ["Carla", "Emil"], "shown": [],
                 "openers": {"3": "Carla", "4": "Emil", "5": "Emil"},
                 "last_action": "d dh p5 2d",
                 "explanation_contains": ["No face-up Queen", "33", "Carla and Emil"],
                 "refused": None}),

    # 10. Option pay_for_wild (ante 1): a face-up Queen costs 2, a face-up card of the wild
    #     follow rank 1.  Ben Q♣ (3rd) pays 2, Carla 7♦ after it pays 1, Dan 7♠ (4th, sevens
    #     wild) pays 1; Dan Q♥ (5th) pays 2 and kills the sevens; Ben 4♥ after it (6th) pays 1,
    #     Dan 4♣ pays 1.  Ben 3, Carla 1, Dan 4 in all.
    # 3rd: lone wild Q♣ and 7♦ tie as Aces: Ben opens; 2 each: antes 4 + 3 paid + 8 = 15.
    # 4th: +1 (Dan) = 16.  Ben Q♣+K♦ Kings opens; check, Carla 3, Dan calls, Anna folds, Ben
    #      calls: 25.   5th: +2 (Dan) = 27.  Ben Kings opens (Carla's 7♦ is dead now); 5, Carla
    #      folds, Dan calls: 37.   6th: +2 = 39.  Ben Q♣ 4♥ + K♦ = three Kings opens (Dan has
    #      three sevens); 5, call: 49.   7th: check, Dan 5, call: 59; Dan bet, shows first.
    # Ben 24 in (1+2+2+3+5+1+5+5), Dan 25 (1+2+1+3+2+5+1+5+5), Carla 7, Anna 3.
    # Ben: Q♣ 4♥ + K♠ K♣ K♦ = five Kings beat Dan's Q♥ 4♣ + 3♦ 3♥ 3♠ = five threes.
    dict(name="option-pay-for-wild", variant="FTQ", options={"pay_for_wild": True}, players=FOUR,
         deal={"Anna": "????Ts 5d", "Ben": "KsKcQc Kd 9h 4h 2d", "Carla": "????7d Jh 2c",
               "Dan": "3d3h3s 7s Qh 4c 9s"},
         bets={3: "Ben cbr 2, Carla cc, Dan cc, Anna cc",
               4: "Ben cc, Carla cbr 3, Dan cc, Anna f, Ben cc",
               5: "Ben cbr 5, Carla f, Dan cc",
               6: "Ben cbr 5, Dan cc",
               7: "Ben cc, Dan cbr 5, Ben cc"},
         show="Dan, Ben",
         finishing_stacks=[97, 135, 93, 75],
         expect={"wild_ranks": ["Q", "4"], "outcome": "showdown", "pots": [59], "winners": {"0": ["Ben"]},
                 "categories": {"Ben": "five of a kind", "Dan": "five of a kind"},
                 "descriptions": {"Ben": "five Kings", "Dan": "five threes"},
                 "paid_for_wild": {"Ben": 3, "Carla": 1, "Dan": 4},
                 "carried_pot": 0,
                 "openers": {"3": "Ben", "4": "Ben", "5": "Ben", "6": "Ben", "7": "Ben"},
                 "show_order": ["Dan", "Ben"],
                 "explanation_contains": ["Queens and fours are wild",
                                          "Ben's 4♥ on 6th street followed Dan's Q♥ on 5th street",
                                          "sevens are no longer wild", "Ben wins the pot of 59 with five Kings"],
                 "refused": None}),

    # 10b. Option pay_for_wild, each payment said: follow-the-queen.en.txt, Variants:
    #     "Pay for wild cards: anyone dealt a wild card face up must pay an extra ante into the pot
    #     (two for a Queen)."  Ante 1, three players.
    # 3rd: Ben's Q♦ pays 2; Carla's 9♣ follows it (Queens and nines wild) and pays 1.  Pot: antes
    #      3 + 2 + 1 = 6.  Anna's 5♠ is five high, Ben's Q♦ and Carla's 9♣ each a lone wild card
    #      (an Ace): Ben, nearer the dealer's left, opens; 2, Carla and Anna call: 12.
    # 4th: Anna's 9♥ is wild: she pays 1, 13.  Anna 5♠ 9♥ = fives, Ben Q♦ 3♣ = threes, Carla
    #      9♣ K♠ = Kings: Carla opens, 5; Anna and Ben fold: Carla takes the pot of 13 and her 5
    #      comes back.
    # Stacks: Anna 100-1-2-1 = 96, Ben 100-1-2-2 = 95, Carla 100-1-1-2+13 = 109.
    dict(name="option-pay-for-wild-said", variant="FTQ", options={"pay_for_wild": True}, players=THREE,
         deal={"Anna": "????5s 9h", "Ben": "????Qd 3c", "Carla": "????9c Ks"},
         bets={3: "Ben cbr 2, Carla cc, Anna cc",
               4: "Carla cbr 5, Anna f, Ben f"},
         finishing_stacks=[96, 95, 109],
         expect={"wild_ranks": ["Q", "9"], "outcome": "fold", "pots": [13], "winners": {"0": ["Carla"]},
                 "shown": [], "carried_pot": 0, "uncalled": {"player": "Carla", "amount": 5},
                 "paid_for_wild": {"Ben": 2, "Carla": 1, "Anna": 1},
                 "openers": {"3": "Ben", "4": "Carla"},
                 "explanation_contains": ["Ben's Q♦ face up: Ben paid 2 for it, 2 antes for a Queen. ",
                                          "Carla's 9♣ face up: Carla paid 1 for it, an ante for a wild card. ",
                                          "Anna's 9♥ face up: Anna paid 1 for it, an ante for a wild card. ",
                                          "Carla wins the pot of 13"],
                 "explanation_de_contains": ["Ben hatte D♦ offen: Ben hat 2 dafür bezahlt, 2 Antes für eine Dame",
                                             "Carla hatte 9♣ offen: Carla hat 1 dafür bezahlt, ein Ante für eine "
                                             "wilde Karte",
                                             "Anna hatte 9♥ offen: Anna hat 1 dafür bezahlt, ein Ante für eine "
                                             "wilde Karte"],
                 "refused": None}),

    # 11a. A split pot with an odd chip.  No Queen is dealt anywhere.  Ben and Dan both hold
    #      10-9-8-7-6; the pot of 59 splits 30/29, the odd chip to Ben (seat 2), nearer the dealer's
    #      left than Dan (seat 4), although Dan showed first.
    # 3rd: Emil's A♣ opens; 2: Anna folds, others call: 13.  4th: Emil A♣ 4♠ opens; 3, Ben and Dan
    # call, Carla folds: 22.  5th: Emil 4♠ 4♥ opens; 5, Ben calls, Dan 10, Emil folds, Ben calls:
    # 47.  6th: Ben K♥ 8♦ 6♣ 2♣ beats Dan's 9-high: Ben checks, Dan 5, call: 57.  7th: Ben checks,
    # Dan 1, call: 59.  Stacks: Ben and Dan 100-1-2-3-10-5-1 = 78; Ben 78 + 30 = 108, Dan 78 + 29
    # = 107; Anna 99, Carla 97, Emil 100-1-2-3-5 = 89.
    dict(name="split-odd-chip", variant="FTQ", players=FIVE,
         deal={"Anna": "????4d", "Ben": "Ts9h6c 8d 2c Kh 7d", "Carla": "????Jd 5h", "Dan": "Tc6h8s 9d 7c 3h 2d",
               "Emil": "????Ac 4s 4h"},
         bets={3: "Emil cbr 2, Anna f, Ben cc, Carla cc, Dan cc",
               4: "Emil cbr 3, Ben cc, Carla f, Dan cc",
               5: "Emil cbr 5, Ben cc, Dan cbr 10, Emil f, Ben cc",
               6: "Ben cc, Dan cbr 5, Ben cc",
               7: "Ben cc, Dan cbr 1, Ben cc"},
         show="Dan, Ben",
         finishing_stacks=[99, 108, 97, 107, 89],
         expect={"wild_ranks": ["Q"], "outcome": "showdown", "pots": [59], "winners": {"0": ["Ben", "Dan"]},
                 "shares": {"0": {"Ben": 30, "Dan": 29}},
                 "categories": {"Ben": "straight", "Dan": "straight"},
                 "descriptions": {"Ben": "a straight, ten high", "Dan": "a straight, ten high"},
                 "carried_pot": 0,
                 "openers": {"3": "Emil", "4": "Emil", "5": "Emil", "6": "Ben", "7": "Ben"},
                 "show_order": ["Dan", "Ben"],
                 "explanation_contains": ["Ben 30", "Dan 29", "nearest the dealer's left"],
                 "refused": None}),

    # 11b. The same with option odd_chip high_suit: Anna and Carla tie with 9-8-7-6-5; the pot of
    #      53 splits 27/26 and the odd chip goes to Carla, whose 9♠ outranks Anna's 9♣ by suit
    #      (♣ < ♦ < ♥ < ♠) -- by seat it would go to Anna.  Neither holds a card above the nine.
    # 3rd: Ben's K♣ opens, 2 each: 9.   4th: Ben K♣ 10♥, 3 each: 18.   5th: Ben 5, Carla calls,
    # Anna 10, Ben folds, Carla calls: 43.   6th: Anna 9♣ 7♣ 6♠ 2♠ beats Carla's 8-high: 5 each:
    # 53.   7th: check, check; Anna opened, shows first.
    # Stacks: Anna/Carla 100-1-2-3-10-5 = 79; Anna 79 + 26 = 105, Carla 79 + 27 = 106, Ben 89.
    dict(name="split-odd-chip-high-suit", variant="FTQ", options={"odd_chip": "high_suit"}, players=THREE,
         deal={"Anna": "5d8h7c 2s 9c 6s 3d", "Ben": "????Kc Th Jc", "Carla": "9s6d8c 5s 2h 7h 4c"},
         bets={3: "Ben cbr 2, Carla cc, Anna cc",
               4: "Ben cbr 3, Carla cc, Anna cc",
               5: "Ben cbr 5, Carla cc, Anna cbr 10, Ben f, Carla cc",
               6: "Anna cbr 5, Carla cc",
               7: "Anna cc, Carla cc"},
         show="Anna, Carla",
         finishing_stacks=[105, 89, 106],
         expect={"wild_ranks": ["Q"], "outcome": "showdown", "pots": [53], "winners": {"0": ["Anna", "Carla"]},
                 "shares": {"0": {"Anna": 26, "Carla": 27}},
                 "categories": {"Anna": "straight", "Carla": "straight"},
                 "carried_pot": 0,
                 "openers": {"3": "Ben", "4": "Ben", "5": "Ben", "6": "Anna", "7": "Anna"},
                 "show_order": ["Anna", "Carla"],
                 "explanation_contains": ["Carla 27", "Anna 26", "highest card by suit"],
                 "refused": None}),

    # 12. A side pot: Carla starts with 12 and is all-in on 5th street.
    # 3rd: Carla's A♥ opens, 2 each: 12.   4th: Anna Q♠, Ben 6♥ after it: Queens and sixes wild.
    #      Ben 9♠+6♥ = nines opens; 3 each: 24.   5th: Carla A♥ 8♣ A♦ Aces opens; Carla 5 (1 left),
    #      Dan 10, Anna calls, Ben folds, Carla calls her last 1: Carla is all-in with 12.
    # 6th: Carla's two pair is best but she cannot act: Dan, next clockwise, opens; 5, call.
    # 7th: Dan again; 5, Anna 10, call.  Anna raised last and shows first.
    # In: Carla 12, Ben 1+2+3 = 6, Anna and Dan 1+2+3+10+5+10 = 31.  Main pot: 12 x 3 + 6 = 42
    # (Anna, Carla, Dan); side pot 19 x 2 = 38 (Anna, Dan).  Carla: 6♣ wild + A♠ A♥ A♦ = four Aces
    # takes the main pot; Dan's tens full beat Anna's three threes for the side pot.
    dict(name="side-pot-all-in", variant="FTQ", players=FOUR, stacks=[100, 100, 12, 100],
         deal={"Anna": "3d9h3h Qs 4d 7c Jc", "Ben": "????9s 6h 2c", "Carla": "As6cAh 8c Ad 8h 3c",
               "Dan": "Th5c5d Td Ts 2s 5h"},
         bets={3: "Carla cbr 2, Dan cc, Anna cc, Ben cc",
               4: "Ben cbr 3, Carla cc, Dan cc, Anna cc",
               5: "Carla cbr 5, Dan cbr 10, Anna cc, Ben f, Carla cc",
               6: "Dan cbr 5, Anna cc",
               7: "Dan cbr 5, Anna cbr 10, Dan cc"},
         show="Anna, Carla, Dan",
         finishing_stacks=[69, 94, 42, 107],
         expect={"wild_ranks": ["Q", "6"], "outcome": "showdown", "pots": [42, 38],
                 "winners": {"0": ["Carla"], "1": ["Dan"]},
                 "eligible": {"0": ["Anna", "Carla", "Dan"], "1": ["Anna", "Dan"]},
                 "categories": {"Carla": "four of a kind", "Dan": "full house", "Anna": "three of a kind"},
                 "descriptions": {"Carla": "four Aces", "Dan": "a full house, tens over fives",
                                  "Anna": "three threes"},
                 "carried_pot": 0,
                 "openers": {"3": "Carla", "4": "Ben", "5": "Carla", "6": "Dan", "7": "Dan"},
                 "show_order": ["Anna", "Carla", "Dan"],
                 "explanation_contains": ["Carla wins the main pot (42) with four Aces",
                                          "Dan wins side pot 1 (38)"],
                 "explanation_de_contains": ["Carla gewinnt den Hauptpot von 42 (vier Asse)",
                                             "Dan gewinnt den Nebenpot 1 von 38"],
                 "refused": None}),

    # 13. Everyone folds to one player.  3rd: Ben's K♣ opens; 2: Carla folds, Dan and Emil call,
    #     Anna folds: 11.  4th: Dan Q♥, Emil 7♣ after it: Queens and sevens wild; Dan's 7♥ Q♥ are
    #     two wild cards, a pair of Aces, and open.  Dan bets 5, Emil and Ben fold: Dan wins the
    #     11 at once, without showing, and his uncalled 5 comes back.
    #     Stacks: Dan 100-1-2-5 + 5 + 11 = 108; Ben and Emil 97; Anna and Carla 99.
    dict(name="everyone-folds", variant="FTQ", players=FIVE,
         deal={"Anna": "????8d", "Ben": "????Kc 3d", "Carla": "????4s", "Dan": "????7h Qh", "Emil": "????Js 7c"},
         bets={3: "Ben cbr 2, Carla f, Dan cc, Emil cc, Anna f",
               4: "Dan cbr 5, Emil f, Ben f"},
         finishing_stacks=[99, 97, 99, 108, 97],
         expect={"wild_ranks": ["Q", "7"], "outcome": "fold", "pots": [11], "winners": {"0": ["Dan"]},
                 "uncalled": {"player": "Dan", "amount": 5}, "shown": [], "carried_pot": 0,
                 "openers": {"3": "Ben", "4": "Dan"}, "show_order": [],
                 "explanation_contains": ["Dan wins", "without showing", "uncalled"],
                 "refused": None}),

    # 14a. Black Mariah, its base game (the default): "Ist die sichtbare Karte irgendeines
    #      Spielers die Pik Dame, Black Mariah, wird die Runde abgebrochen. Das Geld, das jetzt
    #      schon im Pot ist, verbleibt auch im Pot, z.B. Antes." (black-mariah.de.txt)
    #      Ben's first up card is the Q♠.  The text deals everyone and then looks ("Jeder Spieler
    #      erhält zwei verdeckte und eine ... offen sichtbare Karte. Ist die sichtbare Karte
    #      irgendeines Spielers die Pik Dame ..."): Carla, Dan and Emil still get their door cards
    #      then the deal ends; nobody brings in, the antes (5) carry over.
    dict(name="bm-abort-queen-up", variant="BM", players=FIVE,
         deal={"Anna": "????5d", "Ben": "????Qs", "Carla": "????8h", "Dan": "????Kc", "Emil": "????2d"},
         finishing_stacks=[99, 99, 99, 99, 99],
         expect={"outcome": "carried_over", "carried_pot": 5, "pots": [], "winners": {}, "shown": [],
                 "last_action": "d dh p5 ????2d", "openers": {},
                 "explanation_contains": ["The Q♠ was dealt face up to Ben on 3rd street: once every door card "
                                          "is dealt the deal ends", "carries over"],
                 "explanation_de_contains": ["Die Pik Dame lag offen bei Ben in der 3. Straße"],
                 "refused": None}),

    # 14a'. The same hand stored before the door cards were dealt (``deal_door_cards`` off, as a store pins it):
    #      the deal ends at Ben's Q♠ at once; Carla, Dan and Emil get no cards.
    dict(name="bm-abort-queen-up-stored-before", variant="BM", players=FIVE, options={"deal_door_cards": False},
         deal={"Anna": "????5d", "Ben": "????Qs"},
         finishing_stacks=[99, 99, 99, 99, 99],
         expect={"outcome": "carried_over", "carried_pot": 5, "pots": [], "winners": {}, "shown": [],
                 "last_action": "d dh p2 ????Qs", "openers": {},
                 "explanation_contains": ["The Q♠ was dealt face up to Ben on 3rd street: the deal ends at once",
                                          "carries over"],
                 "explanation_de_contains": ["Die Pik Dame lag offen bei Ben in der 3. Straße"],
                 "refused": None}),

    # 14b. Black Mariah's base game to the showdown: "Am Showdown gewinnt der Spieler, der
    #      einerseits das beste Blatt vorweisen kann, der aber auch zusätzlich die Pik Dame als
    #      letzte verdeckte Karte hält. Kann kein Spieler diese beiden Bedingungen erfüllen, wird
    #      die Runde abgebrochen. Das Geld, alle Einsätze, verbleiben im Pot."  Ben has the best
    #      hand (Kings full) but not the Q♠; Carla has the Q♠ as her last hole card but only three
    #      sevens: the whole pot (51) carries over.
    # 3rd: "Black Mariah startet wie ein normales Seven Card Stud-Spiel": Anna's 2♦ is the lowest
    # up card and brings in 1 (ante 1, smallest bet 1: the forced bet is 1); Ben raises to 2,
    # all call: 4 + 8 = 12.  4th: Carla 7♣ 7♥ opens; 3, Dan calls, Anna folds, Ben calls: 21.
    # 5th: Ben K♥ 4♠ K♦ opens; 5, Carla calls, Dan folds: 31.  6th: Ben 5, call: 41.  7th: Ben
    # checks, Carla 5, call: 51.  Stacks: Ben/Carla 100-1-2-3-5-5-5 = 79, Anna 97, Dan 94.
    dict(name="bm-abort-showdown-carry", **BM_SHOWDOWN_CARRY,
         expect={"outcome": "showdown", "carried_pot": 51, "pots": [], "winners": {},
                 "categories": {"Ben": "full house", "Carla": "three of a kind"},
                 "descriptions": {"Ben": "a full house, Kings over fours", "Carla": "three sevens"},
                 "openers": {"3": "Anna", "4": "Carla", "5": "Ben", "6": "Ben", "7": "Ben"},
                 "show_order": ["Carla", "Ben"],
                 "explanation_contains": ["The pot of 51 carries over to a new deal: Ben has the best hand without the "
                                          "Q♠, Carla the Q♠ as last hole card without the best hand"],
                 "explanation_de_contains": ["Der Pot von 51 bleibt für ein neues Spiel: Ben hat das beste Blatt ohne "
                                             "die Pik Dame"],
                 "refused": None}),

    # 14b'. The same hand under option carry_still_in: black-mariah.de.txt says of a
    #      pot nobody meets both conditions for "Die Karten werden eingesammelt, gemischt und das
    #      Spiel startet von Neuem" (the default: a new deal like any other, everyone dealt in);
    #      the other reading, the round going on among the players still in, is the option: Ben
    #      and Carla reached the showdown (Anna folded on 4th street, Dan on 5th), so they are
    #      dealt again by the same dealer, without antes, for the 51.
    dict(name="bm-carry-still-in", options={"carry_still_in": True}, **BM_SHOWDOWN_CARRY,
         expect={"outcome": "showdown", "carried_pot": 51, "pots": [], "winners": {},
                 "redeal_players": ["Ben", "Carla"],
                 "explanation_contains": ["The pot of 51 carries over to a new deal",
                                          "It goes to a new deal of the players still in, Ben and Carla, by the "
                                          "same dealer without antes"],
                 "explanation_de_contains": ["Er geht an ein neues Spiel der Spieler, die noch dabei sind, Ben und "
                                             "Carla, vom selben Geber ohne Antes"],
                 "refused": None}),

    # 14c. Black Mariah's base game, two pots that carry over, each said of its own players.  Anna
    #      (8 chips) is all-in on 4th street: the main pot (24) is Anna's, Ben's and Carla's, side
    #      pot 1 (22) Ben's and Carla's.  Anna's three Aces are the best hand of the main pot, Carla's
    #      three Kings the best of the side pot; Ben holds the Q♠ as last hole card with a pair of
    #      fives.  Nobody meets "beide Bedingungen" in either pot: both carry over, 46 in all.
    # 3rd: Ben's 5♦ is the lowest up card: he brings in 1; Carla raises to 3, Anna and Ben call:
    # 3 + 9 = 12.  4th: Carla K♠ K♦ opens: 5, Anna calls all-in with 4, Ben calls 5: main pot
    # 3 antes + 7 x 3 = 24, side pot 1 x 2 = 2.  5th: Carla K K 3 opens (Anna cannot act): 5, Ben
    # calls: side pot 12.  6th: check, check.  7th: Carla checks, Ben 5, Carla calls: side pot 22.
    # Ben bet last and shows first, then Carla, then Anna.  Stacks: Anna 0, Ben and Carla
    # 100-1-3-5-5-5 = 81; 46 carry over.
    dict(name="bm-carried-side-pot", variant="BM", players=THREE, stacks=[8, 100, 100],
         deal={"Anna": "AhAd9c Ac 2h 4s 6h", "Ben": "4d6c5d 5c 7h Jd Qs", "Carla": "Kh7dKs Kd 3c 8s Jc"},
         bets={3: "Ben pb, Carla cbr 3, Anna cc, Ben cc",
               4: "Carla cbr 5, Anna cc, Ben cc",
               5: "Carla cbr 5, Ben cc",
               6: "Carla cc, Ben cc",
               7: "Carla cc, Ben cbr 5, Carla cc"},
         show="Ben, Carla, Anna",
         finishing_stacks=[0, 81, 81],
         expect={"outcome": "showdown", "carried_pot": 46, "pots": [], "winners": {},
                 "categories": {"Anna": "three of a kind", "Ben": "pair", "Carla": "three of a kind"},
                 "descriptions": {"Anna": "three Aces", "Ben": "a pair of fives", "Carla": "three Kings"},
                 "openers": {"3": "Ben", "4": "Carla", "5": "Carla", "6": "Carla", "7": "Carla"},
                 "show_order": ["Ben", "Carla", "Anna"],
                 "explanation_contains": [
                     "The main pot (24) carries over to a new deal: Anna has the best hand without the Q♠, Ben the "
                     "Q♠ as last hole card without the best hand",
                     "Side pot 1 (22) carries over to a new deal: Carla has the best hand without the Q♠, Ben the "
                     "Q♠ as last hole card without the best hand"],
                 "explanation_de_contains": ["Der Nebenpot 1 von 22 bleibt für ein neues Spiel: Carla hat das beste "
                                             "Blatt ohne die Pik Dame"],
                 "refused": None}),

    # 15a. Black Mariah, option split: "Am Showdown wird der Pot geteilt. Die erste Hälfte geht an
    #      den Spieler mit dem besten Blatt. Die zweite Hälfte geht an den Spieler mit der Pik Dame
    #      als letztes verdecktes Blatt."  Dan's nines full are the best hand; Anna holds the Q♠ as
    #      her last hole card: the pot of 59 is halved, the odd chip to the best hand: 30 and 29.
    # 3rd: Ben's 3♣ is the lowest up card and brings in 1; Carla raises to 2, Dan and Anna call, Ben
    # folds: 4 + 1 + 6 = 11.  4th: Dan 9♠ 9♥ opens; 4, Anna calls, Carla folds: 19.  5th: Dan 5,
    # call: 29.  6th: Dan 5, Anna 10, call: 49.  7th: Dan 5, call: 59.  Stacks: Anna/Dan
    # 100-1-2-4-5-10-5 = 73, Dan + 30 = 103, Anna + 29 = 102; Ben 98, Carla 97.
    dict(name="bm-split", variant="BM", options={"split": True}, players=FOUR,
         deal={"Anna": "6c8c6d 8h Tc 6s Qs", "Ben": "????3c", "Carla": "????Jh 2d", "Dan": "9dKc9s 9h 4c Kd 2c"},
         bets={3: "Ben pb, Carla cbr 2, Dan cc, Anna cc, Ben f",
               4: "Dan cbr 4, Anna cc, Carla f",
               5: "Dan cbr 5, Anna cc",
               6: "Dan cbr 5, Anna cbr 10, Dan cc",
               7: "Dan cbr 5, Anna cc"},
         show="Dan, Anna",
         finishing_stacks=[102, 98, 97, 103],
         expect={"outcome": "showdown", "pots": [59], "winners": {"0": ["Anna", "Dan"]},
                 "shares": {"0": {"Dan": 30, "Anna": 29}},
                 "categories": {"Dan": "full house", "Anna": "full house"},
                 "descriptions": {"Dan": "a full house, nines over Kings", "Anna": "a full house, sixes over eights"},
                 "carried_pot": 0,
                 "openers": {"3": "Ben", "4": "Dan", "5": "Dan", "6": "Dan", "7": "Dan"},
                 "show_order": ["Dan", "Anna"],
                 "explanation_contains": ["half (30) to the best hand, Dan with a full house, nines over Kings",
                                          "half (29) to Anna"],
                 "refused": None}),

    # 15b. Black Mariah, option split: the Q♠ as a first up card still ends the deal.  The split
    #      changes the showdown only ("Am Showdown wird der Pot geteilt"); "Ist die sichtbare Karte
    #      irgendeines Spielers die Pik Dame ... wird die Runde abgebrochen" holds all the same.
    dict(name="bm-split-queen-up", variant="BM", options={"split": True}, players=THREE,
         deal={"Anna": "????8h", "Ben": "????4c", "Carla": "????Qs"},
         finishing_stacks=[99, 99, 99],
         expect={"outcome": "carried_over", "carried_pot": 3, "pots": [], "winners": {}, "shown": [],
                 "last_action": "d dh p3 ????Qs", "openers": {},
                 "explanation_contains": ["The Q♠ was dealt face up to Carla on 3rd street"],
                 "refused": None}),

    # 15c. Black Mariah, option wild, in the base game: "In anderen Varianten von Black Mariah Poker
    #      ist die Pik Dame eine Wildcard."  Carla's last hole card is the Q♠: it is wild, and it is
    #      the Q♠ the base game asks for.  Q♠ + 8♣ 8♦ + 2♠ 2♥ = eights full beat Anna's tens and
    #      fours, and Carla holds the Q♠ as last hole card: she wins the pot.
    # 3rd: Ben's 5♠ is the lowest up card and brings in 1; Carla raises to 2, Anna and Ben call: 9.
    # 4th: Anna's tens beat Ben's fives and Carla's eights: Anna 3, all call: 18.  5th: Anna T T 3
    # opens; 5, Ben folds, Carla calls: 28.  6th and 7th: Anna checks, Carla 5, Anna calls: 38, 48.
    # Stacks: Anna and Carla 100-1-2-3-5-5-5 = 79, Carla + 48 = 127; Ben 94.
    dict(name="bm-wild", variant="BM", options={"wild": True}, players=THREE,
         deal={"Anna": "3d7sTd Th 3c 4s 4h", "Ben": "????5s 5d Js", "Carla": "Ac2s8c 8d 2h 9h Qs"},
         bets={3: "Ben pb, Carla cbr 2, Anna cc, Ben cc",
               4: "Anna cbr 3, Ben cc, Carla cc",
               5: "Anna cbr 5, Ben f, Carla cc",
               6: "Anna cc, Carla cbr 5, Anna cc",
               7: "Anna cc, Carla cbr 5, Anna cc"},
         show="Carla, Anna",
         finishing_stacks=[79, 94, 127],
         expect={"outcome": "showdown", "pots": [48], "winners": {"0": ["Carla"]},
                 "categories": {"Carla": "full house", "Anna": "two pair"},
                 "descriptions": {"Carla": "a full house, eights over deuces", "Anna": "two pair, tens and fours"},
                 "carried_pot": 0,
                 "openers": {"3": "Ben", "4": "Anna", "5": "Anna", "6": "Anna", "7": "Anna"},
                 "show_order": ["Carla", "Anna"],
                 "explanation_contains": ["The Q♠ is wild", "Carla: Q♠ stands for an eight",
                                          "Carla wins the pot of 48 with a full house, eights over deuces and the Q♠ "
                                          "as last hole card"],
                 "refused": None}),

    # 15d. A Black Mariah hand stored before the text's base game became the default (the old
    #      15a): `referee.games.legacy_options({})` writes out the rules it was ruled by then, and
    #      it rules as it did: no forced bet (Carla's J♥, the best up card, opens 3rd street), no
    #      abort, the split.  The pot of 58 is halved, 29 each.
    dict(name="bm-stored-before", variant="BM",
         options={"forced_bet": False, "abort": False, "split": True, "heads_up_uncapped": "never"}, players=FOUR,
         deal={"Anna": "6c8c6d 8h Tc 6s Qs", "Ben": "????3c", "Carla": "????Jh 2d", "Dan": "9dKc9s 9h 4c Kd 2c"},
         bets={3: "Carla cbr 2, Dan cc, Anna cc, Ben f",
               4: "Dan cbr 4, Anna cc, Carla f",
               5: "Dan cbr 5, Anna cc",
               6: "Dan cbr 5, Anna cbr 10, Dan cc",
               7: "Dan cbr 5, Anna cc"},
         show="Dan, Anna",
         finishing_stacks=[102, 99, 97, 102],
         expect={"outcome": "showdown", "pots": [58], "winners": {"0": ["Anna", "Dan"]},
                 "shares": {"0": {"Anna": 29, "Dan": 29}},
                 "carried_pot": 0,
                 "openers": {"3": "Carla", "4": "Dan", "5": "Dan", "6": "Dan", "7": "Dan"},
                 "show_order": ["Dan", "Anna"],
                 "explanation_contains": ["half (29) to the best hand, Dan with a full house, nines over Kings",
                                          "half (29) to Anna"],
                 "refused": None}),

    # 16. Follow the Cowboy: Kings lead.  Ben's K♦ (3rd), Carla's 4♣ after it: Kings and fours
    #     wild.  Emil's K♠ (5th) kills the fours; Anna's 10♥ (6th) follows: Kings and tens.  Anna's
    #     Q♥ is just a Queen.  Anna: 10♣ 10♥ + J♥ J♣ = four Jacks; Dan: K♣ + 9♠ 9♦ 9♥ = four
    #     nines (with the fours still wild, Dan's 4♦ would have made five nines).
    # 3rd: Ben's K♦ and Carla's 4♣ are lone wild cards (Aces): Ben opens; 2 each: 15.
    # 4th: Ben K♦+J♦ = Jacks beat Dan's natural nines: Ben checks, Carla 3, all call, Ben folds: 27.
    # 5th: Dan 9♠ 9♦ opens (Carla's 4♣ is dead; Emil's K♠+8♠ eights); 5, Emil, Anna call, Carla
    # folds: 42.  6th: Anna A♠ + 10♥ = Aces opens; 5, Dan 10, Emil folds, Anna calls: 62.
    # 7th: Anna opens; check, Dan 5, Anna 10, call: 82; Anna raised last, shows first.
    # Stacks: Anna/Dan 100-1-2-3-5-10-10 = 69, Anna + 82 = 151; Ben 97, Carla 94, Emil 89.
    dict(name="follow-the-cowboy", variant="FTC", players=FIVE,
         deal={"Anna": "TcJh3d As Jc Th Qh", "Ben": "????Kd Jd", "Carla": "????4c 2h 7d",
               "Dan": "Kc4d9s 9d 7s 2c 9h", "Emil": "????6h 8s Ks 5d"},
         bets={3: "Ben cbr 2, Carla cc, Dan cc, Emil cc, Anna cc",
               4: "Ben cc, Carla cbr 3, Dan cc, Emil cc, Anna cc, Ben f",
               5: "Dan cbr 5, Emil cc, Anna cc, Carla f",
               6: "Anna cbr 5, Dan cbr 10, Emil f, Anna cc",
               7: "Anna cc, Dan cbr 5, Anna cbr 10, Dan cc"},
         show="Anna, Dan",
         finishing_stacks=[151, 97, 94, 69, 89],
         expect={"wild_ranks": ["K", "T"], "outcome": "showdown", "pots": [82], "winners": {"0": ["Anna"]},
                 "categories": {"Anna": "four of a kind", "Dan": "four of a kind"},
                 "descriptions": {"Anna": "four Jacks", "Dan": "four nines"},
                 "carried_pot": 0,
                 "openers": {"3": "Ben", "4": "Ben", "5": "Dan", "6": "Anna", "7": "Anna"},
                 "show_order": ["Anna", "Dan"],
                 "explanation_contains": ["Kings and tens are wild",
                                          "Anna's 10♥ on 6th street followed Emil's K♠ on 5th street",
                                          "fours are no longer wild", "Anna wins the pot of 82 with four Jacks"],
                 "refused": None}),

    # 17a. Seven-Card Stud (bring-in 1, small bet 2, big bet 4, ante 1).
    # 3rd: lowest up cards Ben 3♦ and Dan 3♣: clubs are lowest, Dan brings in 1.  Emil completes
    #      to 2, Anna folds, Ben calls 2, Carla raises to 4, Dan folds, Emil raises to 6, Ben folds,
    #      Carla calls: 5 + 1 + 2 + 6 + 6 = 20.
    # 4th: Emil J♦ J♠ open pair: he may bet the big bet, 4; Carla raises to 8, call: 36.
    # 5th: Carla K♠ 7♣ K♦ Kings opens; 4, 8, 12, call: 60.   6th: Emil J J 5 5 two pair opens;
    # 4, call: 68.   7th: Emil checks, Carla 4, call: 76; Carla bet, shows first.
    # Carla: three Kings; Emil: 5♥ 5♠ 5♣ + J♦ J♠, fives full.  Stacks: Carla/Emil
    # 100-1-6-8-12-4-4 = 65, Emil + 76 = 141; Anna 99, Ben 97, Dan 98.
    dict(name="stud-showdown", variant="F7S", players=FIVE,
         deal={"Anna": "????9h", "Ben": "????3d", "Carla": "Kh8dKs 7c Kd 2h 4c", "Dan": "????3c",
               "Emil": "AcTsJd Js 5h 5s 5c"},
         bets={3: "Dan pb, Emil cbr 2, Anna f, Ben cc, Carla cbr 4, Dan f, Emil cbr 6, Ben f, Carla cc",
               4: "Emil cbr 4, Carla cbr 8, Emil cc",
               5: "Carla cbr 4, Emil cbr 8, Carla cbr 12, Emil cc",
               6: "Emil cbr 4, Carla cc",
               7: "Emil cc, Carla cbr 4, Emil cc"},
         show="Carla, Emil",
         finishing_stacks=[99, 97, 65, 98, 141],
         expect={"wild_ranks": [], "outcome": "showdown", "pots": [76], "winners": {"0": ["Emil"]},
                 "categories": {"Carla": "three of a kind", "Emil": "full house"},
                 "descriptions": {"Carla": "three Kings", "Emil": "a full house, fives over Jacks"},
                 "carried_pot": 0,
                 "openers": {"3": "Dan", "4": "Emil", "5": "Carla", "6": "Emil", "7": "Emil"},
                 "show_order": ["Carla", "Emil"],
                 "explanation_contains": ["Emil wins the pot of 76"],
                 "refused": None}),

    # 17b. Seven-Card Stud with a muck: Ben's 2♥ brings in; Carla completes to 2, both call: 9.
    #      4th: Anna's open sixes: she bets the big bet 4, Ben folds, Carla calls: 17.  5th-7th:
    #      Carla's Q♥ Q♠ open; 4 and a call each street: 41.  Carla bets, shows Queens and tens;
    #      Anna mucks (her hole cards are never seen).  Stacks: Anna 100-1-2-4-4-4-4 = 81, Ben 97,
    #      Carla 81 + 41 = 122.
    dict(name="stud-muck", variant="F7S", players=THREE,
         deal={"Anna": "????6s 6d 3c Ad ??", "Ben": "????2h 8c", "Carla": "Td4sTc Qh Qs 7h 9c"},
         bets={3: "Ben pb, Carla cbr 2, Anna cc, Ben cc",
               4: "Anna cbr 4, Ben f, Carla cc",
               5: "Carla cbr 4, Anna cc",
               6: "Carla cbr 4, Anna cc",
               7: "Carla cbr 4, Anna cc"},
         show="Carla, Anna muck",
         finishing_stacks=[81, 97, 122],
         expect={"wild_ranks": [], "outcome": "showdown", "pots": [41], "winners": {"0": ["Carla"]},
                 "categories": {"Carla": "two pair"}, "shown": ["Carla"],
                 "descriptions": {"Carla": "two pair, Queens and tens"},
                 "carried_pot": 0,
                 "openers": {"3": "Ben", "4": "Anna", "5": "Carla", "6": "Carla", "7": "Carla"},
                 "show_order": ["Carla", "Anna"],
                 "explanation_contains": ["Anna mucks",
                                          "Carla wins the pot of 41"],
                 "refused": None}),

    # 18. Extended ranking, option blaze (Black Mariah with split: no wild cards to muddle it, and
    #     nobody shows the Q♠, so the whole pot goes to the best hand).  hand-ranking.de.txt, "Die
    #     erweiterte Rangfolge": "Blaze, Nur Bilder (nur falls angesagt)" ranks between "Drei
    #     Gleiche" and "Zwei Paare".  Anna's K♣ K♥ Q♦ Q♥ J♠ is a blaze: it beats Ben's Aces and
    #     tens (in the standard ranking Kings and Queens lose to Aces and tens), and the ruling
    #     says why.
    # 3rd: Carla's 5♣ is the lowest up card and brings in 1; Dan raises to 2, Anna and Ben call,
    # Carla folds: 4 + 1 + 6 = 11.  4th: Ben A♠ 10♥ opens; 3, Dan folds, Anna calls: 17.  5th:
    # Ben's open tens; 5, call: 27.  6th: Ben 5, Anna 10, call: 47.  7th: Ben checks, Anna 5,
    # call: 57.  Stacks: Anna/Ben 100-1-2-3-5-10-5 = 74, Anna + 57 = 131; Carla 98, Dan 97.
    dict(name="extended-blaze", variant="BM", options={"blaze": True, "split": True}, players=FOUR,
         deal={"Anna": "Kc7dKh Qd Js 4c Qh", "Ben": "Ad9cAs Th Td 6s 2h", "Carla": "????5c", "Dan": "????8d 3s"},
         bets={3: "Carla pb, Dan cbr 2, Anna cc, Ben cc, Carla f",
               4: "Ben cbr 3, Dan f, Anna cc",
               5: "Ben cbr 5, Anna cc",
               6: "Ben cbr 5, Anna cbr 10, Ben cc",
               7: "Ben cc, Anna cbr 5, Ben cc"},
         show="Anna, Ben",
         finishing_stacks=[131, 74, 98, 97],
         expect={"outcome": "showdown", "pots": [57], "winners": {"0": ["Anna"]},
                 "categories": {"Anna": "blaze", "Ben": "two pair"},
                 "descriptions": {"Ben": "two pair, Aces and tens"},
                 "carried_pot": 0,
                 "openers": {"3": "Carla", "4": "Ben", "5": "Ben", "6": "Ben", "7": "Ben"},
                 "show_order": ["Anna", "Ben"],
                 "explanation_contains": ["Anna wins the pot of 57 with a blaze, King high: a blaze ranks above two "
                                          "pair in the extended ranking"],
                 "explanation_de_contains": ["ein Blaze steht in der erweiterten Rangfolge über zwei Paaren"],
                 "refused": None}),

    # 19. A muck at the showdown loses the claim: Ben's hole cards were entered (A♥ 5♥ and J♥ on
    #     7th), and with 7♥ 3♥ 10♥ he holds an Ace-high flush, better than Carla's three Kings --
    #     but he mucks, so Carla takes the pot.
    # 3rd: Carla's K♣ opens; 2: Anna folds, Ben calls: 7.  4th-7th: Carla bets 3, 5, 5, 5 and Ben
    # calls: 43.  Stacks: Ben 100-1-2-3-5-5-5 = 79, Carla 79 + 43 = 122, Anna 99.
    dict(name="showdown-muck-loses-claim", variant="FTQ", players=THREE, known=["Ben"],
         deal={"Anna": "????2s", "Ben": "Ah5h7h 3h Th 4s Jh", "Carla": "Kh6dKc 9s Kd 8c 2d"},
         bets={3: "Carla cbr 2, Anna f, Ben cc",
               4: "Carla cbr 3, Ben cc",
               5: "Carla cbr 5, Ben cc",
               6: "Carla cbr 5, Ben cc",
               7: "Carla cbr 5, Ben cc"},
         show="Carla, Ben muck",
         finishing_stacks=[99, 79, 122],
         expect={"wild_ranks": ["Q"], "outcome": "showdown", "pots": [43], "winners": {"0": ["Carla"]},
                 "categories": {"Carla": "three of a kind"}, "shown": ["Carla"],
                 "descriptions": {"Carla": "three Kings"},
                 "carried_pot": 0,
                 "openers": {"3": "Carla", "4": "Carla", "5": "Carla", "6": "Carla", "7": "Carla"},
                 "show_order": ["Carla", "Ben"],
                 "explanation_contains": ["Ben mucks",
                                          "Carla wins the pot of 43"],
                 "refused": None}),

    # 20. Seven-Card Stud heads-up: the raise cap is lifted in the last betting round only.
    #     seven-card-stud.de.txt, "Raises": "Das jeweilige Limit darf höchstens 3 Mal erhöht
    #     werden"; "Letzte Setzrunde": "Sonderfall: Sind hier nur noch 2 Spieler übrig, darf sooft
    #     erhöht werden bis einer der beiden Spieler callt. Die 3-Erhöhungen-Regel ist in diesem
    #     Fall aufgehoben."  On 6th street Anna and Ben stop at three raises; on 7th they raise
    #     five times.  (A fourth raise on 6th street is refused: tests/test_replay.py.)
    # 3rd: Ben's 5♥ is lower than Anna's 7♣: he brings in 1; Anna completes to 2, Ben calls: 6.
    # 4th: Ben Q♦ 5♥ (Queen high) opens; check, check.  5th: Ben Q 5 3 opens; 4, call: 14.
    # 6th: Ben Q 8 5 3 beats Anna J 9 7 2: 4, 8, 12, 16 (three raises, the cap), call: 46.
    # 7th: Ben 4, Anna 8, 12, 16, 20, 24 (five raises), call: 94.  Anna raised last, shows first.
    # Anna's three Kings lose to Ben's three Aces.  Each put in 1 + 2 + 4 + 16 + 24 = 47:
    # Anna 53, Ben 53 + 94 = 147.
    dict(name="stud-heads-up-last-round", variant="F7S", players="Anna Ben",
         deal={"Anna": "KhKd7c 2d 9s Jc Kc", "Ben": "AcAs5h Qd 3c 8h Ad"},
         bets={3: "Ben pb, Anna cbr 2, Ben cc",
               4: "Ben cc, Anna cc",
               5: "Ben cbr 4, Anna cc",
               6: "Ben cbr 4, Anna cbr 8, Ben cbr 12, Anna cbr 16, Ben cc",
               7: "Ben cbr 4, Anna cbr 8, Ben cbr 12, Anna cbr 16, Ben cbr 20, Anna cbr 24, Ben cc"},
         show="Anna, Ben",
         finishing_stacks=[53, 147],
         expect={"outcome": "showdown", "pots": [94], "winners": {"0": ["Ben"]},
                 "descriptions": {"Anna": "three Kings", "Ben": "three Aces"},
                 "openers": {"3": "Ben", "4": "Ben", "5": "Ben", "6": "Ben", "7": "Ben"},
                 "show_order": ["Anna", "Ben"],
                 "consecutive": [["p2 cbr 20", "p1 cbr 24", "p2 cc"]],
                 "explanation_contains": ["Ben wins the pot of 94 with three Aces"],
                 "refused": None}),

    # 21. Seven-Card Stud, option split_limit: the text's own split limit, ante 1, lower limit
    #     10, higher limit 20 (seven-card-stud.de.txt, "Split Limit funktioniert nach folgender
    #     Staffelung: Ante / Lower Limit / Higher Limit").
    # 3rd: "Der Spieler welcher die niedrigste offene Karte hält, startet die 1. Setzrunde mit
    #      einer Forced Bet, indem er zumindest den Ante aber höchstens das Lower Limit setzen
    #      muss": Ben's 3♣ bets 5.  Carla completes to 10, Anna 20, Ben calls, Carla 30, Anna 40:
    #      "Das jeweilige Limit darf höchstens 3 Mal erhöht werden, also Bet, Raise, Reraise, Cap.
    #      Bei einem Lower Limit von 10 € betrüge der Einsatz (ohne Ante) also höchstens 40 €."
    #      All call: 3 + 120 = 123.
    # 4th: "Hat dieser Spieler ein offenes Paar, kann zwischen dem Ante und dem Higher Limit
    #      gesetzt werden": Anna's 9♠ 9♦ bets 15; Ben calls, Carla folds: 153.
    # 5th: "ab welcher zwischen dem Lower Limit und dem Higher Limit gesetzt werden darf": Anna
    #      bets 12, Ben raises 18 to 30, Anna calls: 213.  6th: Anna checks, Ben 20, call: 253.
    # 7th: check, check; Anna opened and shows first.  Ben's straight to the Jack beats Anna's
    # Aces and nines.  Stacks (200 each): Anna and Ben 200-1-40-15-30-20 = 94, Ben + 253 = 347;
    # Carla 200-1-40 = 159.
    dict(name="stud-split-limit", variant="F7S", options={"split_limit": True}, players=THREE, stacks=200,
         limits={"bring_in": 1, "small_bet": 10, "big_bet": 20},
         deal={"Anna": "AhKh9s 9d 2c 5h Ac", "Ben": "Jd6s3c 7h 8d Td 9c", "Carla": "????6h Ks"},
         bets={3: "Ben cbr 5, Carla cbr 10, Anna cbr 20, Ben cc, Carla cbr 30, Anna cbr 40, Ben cc, Carla cc",
               4: "Anna cbr 15, Ben cc, Carla f",
               5: "Anna cbr 12, Ben cbr 30, Anna cc",
               6: "Anna cc, Ben cbr 20, Anna cc",
               7: "Anna cc, Ben cc"},
         show="Anna, Ben",
         finishing_stacks=[94, 347, 159],
         expect={"outcome": "showdown", "pots": [253], "winners": {"0": ["Ben"]},
                 "descriptions": {"Anna": "two pair, Aces and nines", "Ben": "a straight, Jack high"},
                 "openers": {"3": "Ben", "4": "Anna", "5": "Anna", "6": "Anna", "7": "Anna"},
                 "show_order": ["Anna", "Ben"],
                 "explanation_contains": ["Ben wins the pot of 253 with a straight, Jack high"],
                 "refused": None}),

    # 22. Option odd_chip high_suit counts all of a player's cards.  Robert's Rules of Poker,
    #     Ties: "the odd chip is given to the highest card by suit in all high games ... (When
    #     making this determination, all cards are used, not just the five cards that constitute
    #     the player's hand.)"  Anna and Carla tie with 9-8-7-6-5.  Of their five cards Anna's 9♠
    #     is the highest by suit, but Carla holds the K♣ beside her straight, the highest card of
    #     all: the odd chip of 53 is Carla's, 27 to 26.  No Queen is dealt.
    # 3rd: Ben's 10♠ opens, 2 each: 9.  4th: Ben 10♠ 4♥; 3 each: 18.  5th: Ben's Ace high opens;
    # 5, Carla calls, Anna 10, Ben folds, Carla calls: 43.  6th: Anna's Jack high: 5, call: 53.
    # 7th: check, check; Anna opened, shows first.  Stacks: Anna/Carla 100-1-2-3-10-5 = 79;
    # Anna + 26 = 105, Carla + 27 = 106; Ben 100-1-2-3-5 = 89.
    dict(name="split-odd-chip-all-cards", variant="FTQ", options={"odd_chip": "high_suit"}, players=THREE,
         deal={"Anna": "5d9s2h 6c 7h Jh 8d", "Ben": "????Ts 4h Ad", "Carla": "Kc5c9d 7d 3s 8s 6s"},
         bets={3: "Ben cbr 2, Carla cc, Anna cc",
               4: "Ben cbr 3, Carla cc, Anna cc",
               5: "Ben cbr 5, Carla cc, Anna cbr 10, Ben f, Carla cc",
               6: "Anna cbr 5, Carla cc",
               7: "Anna cc, Carla cc"},
         show="Anna, Carla",
         finishing_stacks=[105, 89, 106],
         expect={"outcome": "showdown", "pots": [53], "winners": {"0": ["Anna", "Carla"]},
                 "shares": {"0": {"Carla": 27, "Anna": 26}},
                 "categories": {"Anna": "straight", "Carla": "straight"},
                 "openers": {"3": "Ben", "4": "Ben", "5": "Ben", "6": "Anna", "7": "Anna"},
                 "show_order": ["Anna", "Carla"],
                 "explanation_contains": ["Carla 27 and Anna 26 (the odd chip goes to the highest card by suit)"],
                 "refused": None}),

    # 23. Razz with odd_chip high_suit: in a low game the odd chip goes to the lowest card by suit
    #     (Robert's Rules of Poker, Ties: "and to the lowest card by suit in all low games").  Anna
    #     and Carla tie with 7-5-4-3-2; Carla's 2♣ is lower than Anna's 2♦: Carla gets the odd chip
    #     of 37 (by seat, or by the highest card of the five, it would be Anna's).
    # 3rd: Ben's K♠ is the highest up card and brings in 1; Carla completes to 2, Dan folds, Anna
    # calls, Ben folds: 4 + 1 + 4 = 9.  4th: Anna's 5-3 is the best low showing: 2, call: 13.
    # 5th: Anna 7-5-3: 4, call: 21.  6th: Carla's J-7-5-4 beats Anna's K-7-5-3: 4, call: 29.
    # 7th: Carla 4, call: 37.  Carla bet last, shows first.  Stacks: Anna/Carla 100-1-2-2-4-4-4
    # = 83, Carla + 19 = 102, Anna + 18 = 101; Ben 98, Dan 99.
    dict(name="razz-odd-chip-low-card", variant="FR", options={"odd_chip": "high_suit"}, players=FOUR,
         deal={"Anna": "2d4c3h 5s 7s Kd Qh", "Ben": "????Ks", "Carla": "2c3d4s 5c 7h Jc Td", "Dan": "????9c"},
         bets={3: "Ben pb, Carla cbr 2, Dan f, Anna cc, Ben f",
               4: "Anna cbr 2, Carla cc",
               5: "Anna cbr 4, Carla cc",
               6: "Carla cbr 4, Anna cc",
               7: "Carla cbr 4, Anna cc"},
         show="Carla, Anna",
         finishing_stacks=[101, 98, 102, 99],
         expect={"outcome": "showdown", "pots": [37], "winners": {"0": ["Anna", "Carla"]},
                 "shares": {"0": {"Carla": 19, "Anna": 18}},
                 "descriptions": {"Anna": "7-5-4-3-2 low", "Carla": "7-5-4-3-2 low"},
                 "openers": {"3": "Ben", "4": "Anna", "5": "Anna", "6": "Carla", "7": "Carla"},
                 "show_order": ["Carla", "Anna"],
                 "explanation_contains": ["Anna and Carla tie with 7-5-4-3-2 low and split the pot of 37: Carla 19 and "
                                          "Anna 18 (the odd chip goes to the lowest card by suit)"],
                 "explanation_de_contains": ["Low 7-5-4-3-2",
                                             "der übrige Chip geht an die niedrigste Karte nach Farbe"],
                 "refused": None}),

    # 24. Seven-Card Stud Hi-Lo, a quartered pot: Anna's flush takes the high half, Ben and Carla
    #     tie for the low half with 7-5-4-3-2.  seven-card-stud.de.txt: "wird der Pot zwischen der
    #     besten und der niedrigsten Hand geteilt"; the odd chip of the pot goes to the high half
    #     (Robert's Rules: "the high hand receives the odd chip in a split between the high and
    #     the low hands"), the odd chip of the low half to Ben, nearer the dealer's left.
    # 3rd: Carla's 4♦ is the lowest up card (♦ below Ben's ♥) and brings in 1; Dan and Emil call 1,
    # Anna completes to 2, Ben calls, Carla calls, Dan and Emil fold: 5 + 8 = 13.  4th to 7th:
    # Anna's Q♥ J♥ shows highest and bets 2, 4, 4, 4; Ben and Carla call (no big bet for an open
    # pair in Hi-Lo, casino practice: nobody shows one anyway): 13 + 6 + 12 + 12 + 12 = 55.
    # High half 28 to Anna, low half 27: Ben 14, Carla 13.  Stacks: Anna/Ben/Carla 100-1-2-2-4-4-4
    # = 83: Anna 111, Ben 97, Carla 96; Dan and Emil 98.
    dict(name="hilo-quartered", variant="F7S/8", players=FIVE,
         deal={"Anna": "AhKhQh Jh 9h Kc Ks", "Ben": "2c3d4h 5c 7d Tc Jc", "Carla": "2s3h4d 5d 7c Td Js",
               "Dan": "????8s", "Emil": "????9c"},
         bets={3: "Carla pb, Dan cc, Emil cc, Anna cbr 2, Ben cc, Carla cc, Dan f, Emil f",
               4: "Anna cbr 2, Ben cc, Carla cc",
               5: "Anna cbr 4, Ben cc, Carla cc",
               6: "Anna cbr 4, Ben cc, Carla cc",
               7: "Anna cbr 4, Ben cc, Carla cc"},
         show="Anna, Ben, Carla",
         finishing_stacks=[111, 97, 96, 98, 98],
         expect={"outcome": "showdown", "pots": [55], "winners": {"0": ["Anna", "Ben", "Carla"]},
                 "shares": {"0": {"Anna": 28, "Ben": 14, "Carla": 13}},
                 "openers": {"3": "Carla", "4": "Anna", "5": "Anna", "6": "Anna", "7": "Anna"},
                 "show_order": ["Anna", "Ben", "Carla"],
                 "explanation_contains": ["The pot of 55 is split, the odd chip to the high half: the high half (28) "
                                          "to Anna with a flush, Ace high; the low half (27) to Ben and Carla with "
                                          "7-5-4-3-2 low: Ben 14 and Carla 13 (the odd chip goes to the winner "
                                          "nearest the dealer's left)"],
                 "explanation_de_contains": ["Der Pot von 55 wird geteilt, der übrige Chip an die High-Hälfte: die "
                                             "High-Hälfte (28) an Anna (Flush, höchste Karte Ass); die Low-Hälfte (27) "
                                             "an Ben und Carla (Low 7-5-4-3-2): Ben 14 und Carla 13"],
                 "refused": None}),

    # 25. Option extra_card, and the extra card is a Queen too: "Extra card at the end: if the
    #     last face-up card is a Queen, the dealer turns up one more card for nobody; its rank is
    #     wild." (follow-the-queen.en.txt, Variants)  One card: the Q♥ for nobody leaves Queens
    #     alone wild, and the 6th-street betting starts at once (option repeat_extra_card would
    #     turn up another).  Carla's Q♣ and Dan's 6♦ had made sixes wild on 3rd street; Dan's Q♦,
    #     the last face-up card, ended them.
    # 3rd: Carla's Q♣ and Dan's 6♦ are lone wild cards, Aces: Carla, nearer the dealer's left,
    # opens; 1 each: 8.  4th: Carla Q♣ J♥ = Jacks opens; check, Dan 3, Anna and Ben call, Carla
    # folds: 17.  5th: Dan 6♦ 8♥ 4♣ = eights opens; 5 each: 32.  6th (after the Q♥): Dan Q♦ 8♥ =
    # eights again (his 6♦ is no longer wild); 5, Anna folds, Ben calls: 42.  7th: check, check;
    # Dan opened, shows first.  Dan: Q♦ + 4♣ 5♠ 6♦ 8♥ = a straight to the eight, over Ben's Aces.
    # Stacks: Anna 100-1-1-3-5 = 90, Ben 100-1-1-3-5-5 = 85, Carla 98, Dan 85 + 42 = 127.
    dict(name="option-extra-card-queen", variant="FTQ", options={"extra_card": True}, players=FOUR,
         deal={"Anna": "9h9s2c 5d 7s Kh", "Ben": "AcAd4h 8c Tc 6s 2s", "Carla": "????Qc Jh",
               "Dan": "KcKd6d 8h 4c Qd 5s"},
         board={6: "Qh"},
         bets={3: "Carla cbr 1, Dan cc, Anna cc, Ben cc",
               4: "Carla cc, Dan cbr 3, Anna cc, Ben cc, Carla f",
               5: "Dan cbr 5, Anna cc, Ben cc",
               6: "Dan cbr 5, Anna f, Ben cc",
               7: "Dan cc, Ben cc"},
         show="Dan, Ben",
         finishing_stacks=[90, 85, 98, 127],
         expect={"wild_ranks": ["Q"], "outcome": "showdown", "pots": [42], "winners": {"0": ["Dan"]},
                 "descriptions": {"Dan": "a straight, eight high", "Ben": "a pair of Aces"},
                 "openers": {"3": "Carla", "4": "Carla", "5": "Dan", "6": "Dan", "7": "Dan"},
                 "show_order": ["Dan", "Ben"],
                 "consecutive": [["d dh p4 Qd", "d db Qh", "p4 cbr 5"]],
                 "explanation_contains": ["Queens are wild: the extra card Q♥ followed Dan's Q♦ on 6th street, so "
                                          "sixes are no longer wild", "Dan wins the pot of 42"],
                 "explanation_de_contains": ["Damen sind wild: die Extrakarte D♥ folgte Dans D♦ in der 6. Straße"],
                 "refused": None}),

    # 26. A natural hand and a wild one tie: Anna's 5-6-7-8-9 and Ben's Q♦ + 5-6-7-8 (the Q♦ as a
    #     nine) are both straights to the nine.  "If all five are equal in rank, the hands tie and
    #     share the pot" (follow-the-queen.en.txt, Hand ranking): the rules make no difference
    #     between natural and wild hands, and the ruling says so.  No Queen comes face up.
    # 3rd: Carla's K♣ opens, 1 each: 6.  4th: Carla K♣ J♦; 2 each: 12.  5th: Carla K J 4; 3 each:
    # 21.  6th: Carla checks, Anna 5, Ben calls, Carla folds: 31.  7th: Anna and Ben show the same
    # up cards (8 7 6 2); the tie goes to Anna, nearer the dealer's left: check, check.  The pot of
    # 31 splits 16/15, the odd chip to Anna.  Stacks: Anna/Ben 100-1-1-2-3-5 = 88, Anna + 16 =
    # 104, Ben + 15 = 103; Carla 93.
    dict(name="tie-natural-and-wild", variant="FTQ", players=THREE,
         deal={"Anna": "5h9d6c 7d 8s 2c 3s", "Ben": "Qd5c6h 7c 8d 2h 3d", "Carla": "????Kc Jd 4s Td"},
         bets={3: "Carla cbr 1, Anna cc, Ben cc",
               4: "Carla cbr 2, Anna cc, Ben cc",
               5: "Carla cbr 3, Anna cc, Ben cc",
               6: "Carla cc, Anna cbr 5, Ben cc, Carla f",
               7: "Anna cc, Ben cc"},
         show="Anna, Ben",
         finishing_stacks=[104, 103, 93],
         expect={"wild_ranks": ["Q"], "outcome": "showdown", "pots": [31], "winners": {"0": ["Anna", "Ben"]},
                 "shares": {"0": {"Anna": 16, "Ben": 15}},
                 "descriptions": {"Anna": "a straight, nine high", "Ben": "a straight, nine high"},
                 "openers": {"3": "Carla", "4": "Carla", "5": "Carla", "6": "Carla", "7": "Anna"},
                 "show_order": ["Anna", "Ben"],
                 "explanation_contains": ["Ben: Q♦ stands for", "a natural hand and a wild one of the same rank tie: "
                                                                "the rules make no difference"],
                 "explanation_de_contains": ["eine natürliche und eine wilde Hand gleichen Werts haben gleich"],
                 "refused": None}),

    # 27. The part of a bet nobody can match comes back, and it is no pot.  Fritz bets his last 10
    #     on 4th street; Anna, all-in, can call only 6: 4 of Fritz's bet come back to him (nobody
    #     still in can put them in).  Bets and raises of 1 to 10.
    # 3rd: Fritz's K♥ opens; 5, Anna calls, Ben folds: 3 + 10 = 13.  4th: Anna's 9♣ 9♥ opens and
    # checks; Fritz bets 10, all-in; Anna calls her last 6: 25.  Both all-in: the cards are dealt
    # out.  Fritz bet last and shows first: three Kings beat Anna's Aces and nines.  Stacks:
    # Anna 0, Ben 99, Fritz 25 + 4 = 29.
    dict(name="all-in-excess-comes-back", variant="FTQ", players="Anna Ben Fritz", stacks=[12, 100, 16],
         bet_limits=[1, 10],
         deal={"Anna": "AcAd9c 9h 2s 7d 4c", "Ben": "????4d", "Fritz": "KdKsKh 3c 8h Jc 5d"},
         bets={3: "Fritz cbr 5, Anna cc, Ben f",
               4: "Anna cc, Fritz cbr 10, Anna cc"},
         show="Fritz, Anna",
         finishing_stacks=[0, 99, 29],
         expect={"outcome": "showdown", "pots": [25], "winners": {"0": ["Fritz"]},
                 "uncalled": {"player": "Fritz", "amount": 4},
                 "descriptions": {"Fritz": "three Kings", "Anna": "two pair, Aces and nines"},
                 "show_order": ["Fritz", "Anna"],
                 "explanation_contains": ["Fritz wins the pot of 25 with three Kings",
                                          "4 comes back to Fritz (nobody can match it)"],
                 "explanation_de_contains": ["Fritz bekommt 4 zurück (so hoch kann niemand mitgehen)"],
                 "refused": None}),

    # --- games of other shapes --------------------------------------------------------------
    # Sources: Five-Card Stud, Wikipedia "Five-card stud", description of play (one down and
    # one up, a bring-in by the lowest up card, then three up cards each followed by a round
    # opened by the best up hand) and jointhelife.com/poker-games/Five-Card-Stud ("the
    # bet/raise for the beginning two rounds has to be exactly the small stake $2, and $4 for
    # the final two rounds"); Six-Card Stud, rocketstud.com/html/six-card_stud.html ("identical
    # to seven-card stud, except that the last face-up round is removed (thus it is two down,
    # three up, one down). It can also be played as 1-4-1, where the first betting round
    # occurs after only two cards are dealt (one down and one up)"); the bring-in, the open
    # pair and the heads-up cap as in seven-card-stud.de.txt.  Limits 1 / 2 / 4.
    #
    # 5CS-1.  2nd street: ups 9♥ 3♦ K♠: Ben's 3♦ brings in 1; Carla completes to 2, Anna and
    #         Ben call: 3 + 6 = 9.
    #         3rd: Anna 9♥ 9♣ shows a pair: she opens, and the open pair allows the big bet:
    #         4, Ben calls, Carla folds: 17.
    #         4th (big bet): Anna 9 9 J beats Ben 3 4 5: she bets 4, Ben raises to 8, call: 33.
    #         5th: Anna's pair of nines still opens over Ben's 3♦ 4♦ 5♦ 6♦: check, Ben bets 4,
    #         Anna calls: 41.  Ben bet last, shows first: K♦ in the hole, a flush, King high;
    #         Anna's A♠ 9♥ 9♣ J♦ 2♣ is a pair of nines.  Ben wins 41.
    #         Stacks: Anna 100-1-2-4-8-4 = 81, Ben 81 + 41 = 122, Carla 100-1-2 = 97.
    dict(name="five-card-stud-showdown", variant="5CS", players=THREE,
         deal={"Anna": "As9h 9c Jd 2c", "Ben": "Kd3d 4d 5d 6d", "Carla": "7cKs 2s"},
         bets={2: "Ben pb, Carla cbr 2, Anna cc, Ben cc",
               3: "Anna cbr 4, Ben cc, Carla f",
               4: "Anna cbr 4, Ben cbr 8, Anna cc",
               5: "Anna cc, Ben cbr 4, Anna cc"},
         show="Ben, Anna",
         finishing_stacks=[81, 122, 97],
         expect={"wild_ranks": [], "outcome": "showdown", "pots": [41], "winners": {"0": ["Ben"]},
                 "categories": {"Ben": "flush", "Anna": "pair"},
                 "descriptions": {"Ben": "a flush, King high", "Anna": "a pair of nines"},
                 "carried_pot": 0,
                 "openers": {"2": "Ben", "3": "Anna", "4": "Anna", "5": "Anna"},
                 "show_order": ["Ben", "Anna"],
                 "explanation_contains": ["Ben wins the pot of 41"],
                 "refused": None}),

    # 5CS-2.  2nd street: ups A♥ 2♥ T♣ 2♣: two deuces, the lower suit brings in (♣ < ♥): Dan
    #         brings in 1; Anna completes to 2, Ben folds, Carla and Dan call: 4 + 6 = 10.
    #         3rd: Carla's T♣ T♥ opens; the open pair allows 2 or 4: she bets 2, Dan folds, Anna
    #         raises a small bet to 4, Carla calls: 18.
    #         4th: Carla's pair of tens opens: 4, Anna calls: 26.
    #         5th, the last round, heads-up: no raise cap.  Carla 4, Anna 8, Carla 12, Anna 16,
    #         Carla 20 (a fourth raise), Anna calls: 66.  Carla shows first: 8♥ T♣ T♥ 9♣ 4♣,
    #         a pair of tens; Anna A♦ A♥ K♥ 3♠ 6♥, a pair of Aces, wins 66.
    #         Stacks: Anna 100-1-2-4-4-20 = 69 + 66 = 135, Ben 99, Carla 69, Dan 100-1-2 = 97.
    dict(name="five-card-stud-heads-up-last-round", variant="5CS", players=FOUR,
         deal={"Anna": "AdAh Kh 3s 6h", "Ben": "5s2h", "Carla": "8hTc Th 9c 4c", "Dan": "Js2c 7d"},
         bets={2: "Dan pb, Anna cbr 2, Ben f, Carla cc, Dan cc",
               3: "Carla cbr 2, Dan f, Anna cbr 4, Carla cc",
               4: "Carla cbr 4, Anna cc",
               5: "Carla cbr 4, Anna cbr 8, Carla cbr 12, Anna cbr 16, Carla cbr 20, Anna cc"},
         show="Carla, Anna",
         finishing_stacks=[135, 99, 69, 97],
         expect={"wild_ranks": [], "outcome": "showdown", "pots": [66], "winners": {"0": ["Anna"]},
                 "categories": {"Carla": "pair", "Anna": "pair"},
                 "descriptions": {"Carla": "a pair of tens", "Anna": "a pair of Aces"},
                 "carried_pot": 0,
                 "openers": {"2": "Dan", "3": "Carla", "4": "Carla", "5": "Carla"},
                 "show_order": ["Carla", "Anna"],
                 "explanation_contains": ["Anna wins the pot of 66"],
                 "refused": None}),

    # 6CS-1.  3rd street (two down, one up): ups 9♠ 5♥ 3♥ 6♣: Carla's 3♥ brings in 1; Dan
    #         folds, Anna completes to 2, Ben and Carla call: 4 + 6 = 10.
    #         4th: Anna's 9♠ 9♥ opens, the open pair allows the big bet: 4, Ben calls, Carla
    #         folds: 18.
    #         5th (big bet): Ben 5♥ K♦ K♥ beats Anna 9 9 2: Ben bets 4, Anna calls: 26.
    #         6th, one down, the last round: Ben still opens: 4, Anna 8, Ben calls: 42.  Then
    #         the showdown: no 7th street.  Anna raised last, shows first: 4♣ 4♦ 9♣ in the hole,
    #         a full house, nines over fours; Ben's three Kings lose.
    #         Stacks: Anna 100-1-2-4-4-8 = 81 + 42 = 123, Ben 81, Carla 97, Dan 99.
    dict(name="six-card-stud-showdown", variant="6CS", players=FOUR,
         deal={"Anna": "4c4d9s 9h 2d 9c", "Ben": "AcKc5h Kd Kh Qd", "Carla": "QsJs3h Jc", "Dan": "7h8s6c"},
         bets={3: "Carla pb, Dan f, Anna cbr 2, Ben cc, Carla cc",
               4: "Anna cbr 4, Ben cc, Carla f",
               5: "Ben cbr 4, Anna cc",
               6: "Ben cbr 4, Anna cbr 8, Ben cc"},
         show="Anna, Ben",
         finishing_stacks=[123, 81, 97, 99],
         expect={"wild_ranks": [], "outcome": "showdown", "pots": [42], "winners": {"0": ["Anna"]},
                 "categories": {"Anna": "full house", "Ben": "three of a kind"},
                 "descriptions": {"Anna": "a full house, nines over fours", "Ben": "three Kings"},
                 "carried_pot": 0,
                 "openers": {"3": "Carla", "4": "Anna", "5": "Ben", "6": "Ben"},
                 "show_order": ["Anna", "Ben"],
                 "explanation_contains": ["Anna wins the pot of 42"],
                 "refused": None}),

    # 6CS-2, option one_four_one: one down and one up (2nd street), three up one at a time,
    #         one down (6th); five rounds, the big bet from the third (4th street).
    #         2nd: ups T♦ 2♠ 7♣: Ben's 2♠ brings in 1, Carla calls 1, Anna completes to 2, Ben
    #         and Carla call: 3 + 6 = 9.
    #         3rd: Ben's 2♠ 2♦ opens; the open pair allows the big bet: 4, Carla and Anna call: 21.
    #         4th (big bet): Ben's pair opens, checks; Carla bets 4, Anna calls, Ben folds: 29.
    #         5th: Anna T♦ J♦ Q♦ K♦ (King high) beats Carla 7♣ 8♣ 9♣ T♣ (ten high): 4, call: 37.
    #         6th, the last round, heads-up: no cap.  Anna 4, Carla 8, Anna 12, Carla 16, Anna 20,
    #         Carla calls: 77.  Anna shows first: 8♦ 9♦ in the hole, a straight flush to the King;
    #         Carla's 6♣ 7♣ 8♣ 9♣ T♣ is a straight flush to the ten.  Anna wins 77.
    #         Stacks: Anna 100-1-2-4-4-4-20 = 65 + 77 = 142, Ben 100-1-2-4 = 93, Carla 65.
    dict(name="six-card-stud-one-four-one", variant="6CS", players=THREE, options={"one_four_one": True},
         deal={"Anna": "8dTd Jd Qd Kd 9d", "Ben": "Ah2s 2d 5h", "Carla": "6c7c 8c 9c Tc 2c"},
         bets={2: "Ben pb, Carla cc, Anna cbr 2, Ben cc, Carla cc",
               3: "Ben cbr 4, Carla cc, Anna cc",
               4: "Ben cc, Carla cbr 4, Anna cc, Ben f",
               5: "Anna cbr 4, Carla cc",
               6: "Anna cbr 4, Carla cbr 8, Anna cbr 12, Carla cbr 16, Anna cbr 20, Carla cc"},
         show="Anna, Carla",
         finishing_stacks=[142, 93, 65],
         expect={"wild_ranks": [], "outcome": "showdown", "pots": [77], "winners": {"0": ["Anna"]},
                 "categories": {"Anna": "straight flush", "Carla": "straight flush"},
                 "descriptions": {"Anna": "a straight flush, King high", "Carla": "a straight flush, ten high"},
                 "carried_pot": 0,
                 "openers": {"2": "Ben", "3": "Ben", "4": "Ben", "5": "Anna", "6": "Anna"},
                 "show_order": ["Anna", "Carla"],
                 "explanation_contains": ["Anna wins the pot of 77"],
                 "refused": None}),

    # Baseball (referee/games/baseball.py, after Wikipedia's "Baseball (poker)" and the Hoyle text
    # at long-champs.us.com): seven-card stud, 3s and 9s wild; a 3 dealt face up: its owner
    # matches the pot as it stands when the card falls (dead money, no bet) or folds at once; a
    # 4 dealt face up: an extra card, face down, at once.  Limits 1 / 2 / 4, ante 1.
    #
    # BASEBALL-1, a paid 3 and a folded 3.
    #   3rd: Anna K♠, Ben 3♣: before Carla's card, Ben matches the pot, the 4 antes: he pays 4
    #        (pot 8).  Carla 5♦, Dan 6♥.  Ben's 3♣ is the lowest up card by natural rank: Ben
    #        brings in 1; Carla and Dan call 1, Anna completes to 2, the three call: 8 + 8 = 16.
    #   4th: Anna's 3♠ falls first: the pot stands at 16; she folds rather than pay it.  Ben 9♥,
    #        Carla 5♥, Dan 2♦.  Ben's 3♣ 9♥, two wild cards, are a pair of Aces over Carla's
    #        natural fives: Ben opens and bets 2, Carla calls, Dan folds: 20.
    #   5th: Ben 3♣ 9♥ K♦ three Kings opens: 4, Carla calls: 28.
    #   6th: Ben K K K 2 over Carla's 5♦ 5♥ T♦ 5♠ three fives: Ben checks, Carla bets 4, Ben
    #        calls: 36.  7th: Ben opens, both check: 36.  Nobody bet the last round: the opener,
    #        Ben, shows first: A♥ Q♣ 7♣ with K♦ and two wild cards, a straight, Ace high; Carla
    #        8♠ 8♣ 2♥: fives full of eights, wins 36.
    #   Stacks: Anna 100-1-2 = 97; Ben 100-1-4-1-1-2-4-4 = 83; Carla 100-1-2-2-4-4 = 87 + 36 = 123;
    #           Dan 100-1-2 = 97.
    dict(name="baseball-paid-and-folded-three", variant="BASEBALL", players=FOUR,
         deal={"Anna": "7h7dKs 3s", "Ben": "AhQc3c 9h Kd 2s 7c", "Carla": "8s8c5d 5h Td 5s 2h",
               "Dan": "JcTc6h 2d"},
         decide={"Ben": "pay", "Anna": "f"},
         bets={3: "Ben pb, Carla cc, Dan cc, Anna cbr 2, Ben cc, Carla cc, Dan cc",
               4: "Ben cbr 2, Carla cc, Dan f",
               5: "Ben cbr 4, Carla cc",
               6: "Ben cc, Carla cbr 4, Ben cc",
               7: "Ben cc, Carla cc"},
         show="Ben, Carla",
         finishing_stacks=[97, 83, 123, 97],
         expect={"wild_ranks": ["9", "3"], "outcome": "showdown", "pots": [36], "winners": {"0": ["Carla"]},
                 "categories": {"Carla": "full house", "Ben": "straight"},
                 "descriptions": {"Carla": "a full house, fives over eights", "Ben": "a straight, Ace high"},
                 "carried_pot": 0,
                 "openers": {"3": "Ben", "4": "Ben", "5": "Ben", "6": "Ben", "7": "Ben"},
                 "show_order": ["Ben", "Carla"],
                 "explanation_contains": ["Ben's 3♣ face up: Ben paid the pot, 4",
                                          "Anna's 3♠ face up: Anna folded rather than pay 16",
                                          "Nines and threes are wild", "Carla wins the pot of 36"],
                 "explanation_de_contains": ["Ben hatte 3♣ offen: Ben hat den Pot bezahlt, 4",
                                             "Anna hat gepasst, statt 16 zu zahlen"],
                 "refused": None}),

    # BASEBALL-1b, a 3 falling while a side pot exists.  Wikipedia: "they can either buy
    # the 3 by matching the number of chips in the pot"; Hoyle: "must either match the pot or drop":
    # the pot is every chip in the middle, side pots too; the payment is dead money in the main pot.
    # Anna has 3 chips.  3rd: Carla's 5♥ brings in 1; Anna completes to 2, all-in; Ben and Carla
    # call: main pot 3 + 6 = 9.  4th: Anna's wild 9♥ and J♣ are the best up cards, but she is
    # all-in: Ben opens, 2, Carla calls: side pot 4.  5th: Ben's 3♦ face up: he matches 9 + 4 = 13,
    # into the main pot (22, Anna's too).  Checked down; Ben's four Kings (the 3♦ a King) beat
    # Anna's full house and Carla's deuces: Ben takes 22 and 4.  Stacks: Anna 0, Ben
    # 100-1-2-2-13+26 = 108, Carla 100-1-2-2 = 95.
    dict(name="baseball-three-side-pot", variant="BASEBALL", players=THREE, stacks=[3, 100, 100],
         deal={"Anna": "Ah8c9h Jc 6s 8d Ad", "Ben": "Kd7cTc Qc 3d Ks Kh", "Carla": "Qd2h5h Jd 7s 2c 6d"},
         decide={"Ben": "pay"},
         bets={3: "Carla pb, Anna cbr 2, Ben cc, Carla cc",
               4: "Ben cbr 2, Carla cc",
               5: "Ben cc, Carla cc",
               6: "Ben cc, Carla cc",
               7: "Ben cc, Carla cc"},
         show="Ben, Carla, Anna",
         finishing_stacks=[0, 108, 95],
         expect={"outcome": "showdown", "pots": [22, 4], "winners": {"0": ["Ben"], "1": ["Ben"]},
                 "eligible": {"0": ["Anna", "Ben", "Carla"], "1": ["Ben", "Carla"]},
                 "explanation_contains": ["Ben's 3♦ face up: Ben paid the pot, 13",
                                          "Ben wins the main pot (22) with four Kings"],
                 "refused": None}),

    # BASEBALL-1c, option first_three_only when the first 3's owner folded.  Wikipedia:
    # "the buy-the-pot rule may only be in effect for the first person to receive an open 3":
    # Ben got the first open 3 and was asked (he folds rather than pay 4); Carla's 3♦ after it is
    # wild for free.  3rd: Carla's 3♦ is the lowest up card by natural rank: she brings in 1; Dan
    # and Anna call: 4 antes + 3 = 7.  Then checked down: Carla's 3♦ (wild, never paid for) stands
    # for the 7♠ in 5 6 7 8 9: a straight takes the 7.  Stacks: Anna, Dan 100-1-1 = 98, Ben
    # 100-1 = 99, Carla 100-1-1+7 = 105.
    dict(name="baseball-first-three-folded", variant="BASEBALL", players=FOUR,
         options={"first_three_only": True},
         deal={"Anna": "Ah8c9h Kc 2s 7h Qd", "Ben": "Kd7c3c", "Carla": "5d6d3d 9s Js 8s 2c",
               "Dan": "JcTc6h Td 5s 5h 7d"},
         decide={"Ben": "f"},
         bets={3: "Carla pb, Dan cc, Anna cc",
               4: "Carla cc, Dan cc, Anna cc",
               5: "Carla cc, Dan cc, Anna cc",
               6: "Carla cc, Dan cc, Anna cc",
               7: "Carla cc, Dan cc, Anna cc"},
         show="Carla, Dan, Anna",
         finishing_stacks=[98, 99, 105, 98],
         expect={"outcome": "showdown", "pots": [7], "winners": {"0": ["Carla"]},
                 "descriptions": {"Carla": "a straight, nine high"},
                 "explanation_contains": ["Ben's 3♣ face up: Ben folded rather than pay 4",
                                          "Carla: 3♦ stands for the 7♠: a straight, nine high"],
                 "refused": None}),

    # BASEBALL-2, a 4's extra card (twice).
    #   3rd: Anna's 4♦ up: her extra card, face down, at once (K♠), before Ben's cards.  Ben J♥,
    #        Carla 8♣.  Anna's 4♦ is the lowest: she brings in 1; Ben calls, Carla completes to
    #        2, Anna and Ben call: 3 + 6 = 9.
    #   4th: Anna 7♠, Ben J♦, Carla 2♥.  Ben's open pair of Jacks opens; the open pair allows
    #        the big bet: 4, Carla and Anna call: 21.
    #   5th: Anna's 4♥ up: her second extra card, face down (A♣), before Ben's 6♣; Carla T♦.
    #        Ben's Jacks over Anna's fours: Ben bets 4, Carla folds, Anna raises to 8, Ben
    #        calls: 37.
    #   6th: Anna 5♣, Ben 6♥: Ben's two pair opens: check, Anna 4, Ben calls: 45.
    #   7th: down cards; Ben opens: check, Anna 4, Ben calls: 53.  Anna bet last, shows first:
    #        K♥ K♣ K♠ A♣ 8♥ in the hole and 4♦ 7♠ 4♥ 5♣ up, nine cards: Kings full of fours.
    #        Ben's T♠ 2♣ 7♣ with J♥ J♦ 6♣ 6♥: two pair, Jacks and sixes.  Anna wins 53.
    #   Stacks: Anna 100-1-1-1-4-8-4-4 = 77 + 53 = 130; Ben 100-1-2-4-8-4-4 = 77;
    #           Carla 100-1-2-4 = 93.
    dict(name="baseball-four-extra-card", variant="BASEBALL", players=THREE,
         deal={"Anna": "KhKc4d 7s 4h 5c 8h", "Ben": "Ts2cJh Jd 6c 6h 7c", "Carla": "QdQs8c 2h Td"},
         extra={"Anna": "Ks Ac"},
         bets={3: "Anna pb, Ben cc, Carla cbr 2, Anna cc, Ben cc",
               4: "Ben cbr 4, Carla cc, Anna cc",
               5: "Ben cbr 4, Carla f, Anna cbr 8, Ben cc",
               6: "Ben cc, Anna cbr 4, Ben cc",
               7: "Ben cc, Anna cbr 4, Ben cc"},
         show="Anna, Ben",
         finishing_stacks=[130, 77, 93],
         expect={"wild_ranks": ["9", "3"], "outcome": "showdown", "pots": [53], "winners": {"0": ["Anna"]},
                 "categories": {"Anna": "full house", "Ben": "two pair"},
                 "descriptions": {"Anna": "a full house, Kings over fours", "Ben": "two pair, Jacks and sixes"},
                 "carried_pot": 0,
                 "openers": {"3": "Anna", "4": "Ben", "5": "Ben", "6": "Ben", "7": "Ben"},
                 "show_order": ["Anna", "Ben"],
                 "explanation_contains": ["Anna wins the pot of 53"],
                 "refused": None}),

    # --- Chicago, Low Chicago, Low Hole Card Wild, Kings and Little Ones ---------------------
    # Sources (see referee/games/chicago.py, low_hole.py): Chicago, Wikibooks Poker/HighChicago
    # ("the best poker hand takes half the pot and the highest spade in the hole (i.e. a down
    # card) takes half the pot"; "Low Chicago is the same except the low spade card in the
    # hole is the winner") and pagat's Poker Variants ("Face up spades do not count"; "the
    # lowest spade (ace counting high)"); no spade in the hole: "the entire pot is won by the
    # player with the best standard poker hand" (azurebaycasino.com, High/Low Chicago); wild
    # cards "should not count for the high/low suit card" (oinc.net).  Low Hole, Dave
    # Gustafson's Low Hole ("The lowest card that each individual player has face-down ... is
    # wild for that player - as are cards of the same value"; "Aces are always high"; a last
    # down card "could be a 2; then your 5's would cease to be wild").  Kings and Little Ones,
    # onlinepoker.net ("Wild cards in this game are Kings and the smallest card in each
    # player's hand", played as Seven-Card Stud).  Betting as seven-card-stud.de.txt: the
    # lowest up card brings in by its natural rank, the best up hand opens later (wild cards
    # everyone sees count, a player's own lowest-hole wild cards do not), limits 1 / 2 / 4.
    #
    # CHI-1.  3rd: ups 2♣ 4♣ 9♣: Anna's 2♣ brings in 1, Ben completes to 2, Carla and Anna
    #         call: 3 + 6 = 9.   4th: Carla T♣ 9♣ beats Ben 6♠ 4♣ and Anna 5♦ 2♣: 2 each, 15.
    #         5th: Carla J-T-9 opens: 4 each, 27.   6th: Carla Q-J-T-9 opens, checks; Anna
    #         checks, Ben bets 4, both call: 39.   7th: Carla opens, bets 4, both call: 51.
    #         Carla bet last, shows first, then Anna, Ben.  Carla 8-9-T-J-Q, a straight; Anna
    #         A♥ A♦ 2♣ 2♥, two pair; Ben King high.  Spades in the hole: Ben's K♠ and 3♠ (his
    #         6♠ 8♠ are face up), nobody else's: the high half 51 - 25 = 26 (the odd chip) to
    #         Carla, the spade half 25 to Ben.  Each put in 1+2+2+4+4+4 = 17.
    #         Stacks: Anna 83, Ben 83 + 25 = 108, Carla 83 + 26 = 109.
    dict(name="chicago-spade-half", variant="CHICAGO", players=THREE,
         deal={"Anna": "AhAd2c 5d 7d 9d 2h", "Ben": "Ks3s4c 6s 8s Th Jh", "Carla": "7h8h9c Tc Jc Qd 4d"},
         bets={3: "Anna pb, Ben cbr 2, Carla cc, Anna cc",
               4: "Carla cbr 2, Anna cc, Ben cc",
               5: "Carla cbr 4, Anna cc, Ben cc",
               6: "Carla cc, Anna cc, Ben cbr 4, Carla cc, Anna cc",
               7: "Carla cbr 4, Anna cc, Ben cc"},
         show="Carla, Anna, Ben",
         finishing_stacks=[83, 108, 109],
         expect={"wild_ranks": [], "outcome": "showdown", "pots": [51], "winners": {"0": ["Ben", "Carla"]},
                 "shares": {"0": {"Carla": 26, "Ben": 25}},
                 "descriptions": {"Carla": "a straight, Queen high", "Anna": "two pair, Aces and deuces",
                                  "Ben": "King high"},
                 "openers": {"3": "Anna", "4": "Carla", "5": "Carla", "6": "Carla", "7": "Carla"},
                 "show_order": ["Carla", "Anna", "Ben"],
                 "explanation_contains": ["The pot of 51 is split, the odd chip to the high half: the high half "
                                          "(26) to Carla with a straight, Queen high; the spade half (25) to Ben, "
                                          "whose K♠ is the highest spade in the hole"],
                 "explanation_de_contains": ["die Pik-Hälfte (25) an Ben, mit K♠, dem höchsten verdeckten Pik"],
                 "refused": None}),

    # CHI-2.  No spade in anyone's hole: Anna's K♠ and Ben's A♠ are face up and do not count.
    #         3rd: ups 3♣ 6♥ 5♣: Anna's 3♣ brings in 1, Ben and Carla call: 3 + 3 = 6.
    #         4th: Ben's A♠ 6♥ opens: 2, Carla folds, Anna calls: 10.   5th: Ben A-Q-6 opens,
    #         checks, Anna bets 4, Ben calls: 18.   6th: Ben (A-Q) checks, Anna checks.
    #         7th: Ben bets 4, Anna calls: 26.  Ben shows first: Q♣ Q♥, a pair of Queens; Anna
    #         K♦ K♥ K♠, three Kings.  Hole cards: Anna K♦ K♥ 2♦, Ben Q♣ J♦ 7♣: no spade, so
    #         the best hand takes the whole pot.  Anna put in 1+1+2+4+4 = 12, Ben the same,
    #         Carla 2.  Stacks: Anna 88 + 26 = 114, Ben 88, Carla 98.
    dict(name="chicago-no-spade-in-the-hole", variant="CHICAGO", players=THREE,
         deal={"Anna": "KdKh3c Ks 5h 9c 2d", "Ben": "QcJd6h As Qh 2c 7c", "Carla": "4s8d5c 9h"},
         bets={3: "Anna pb, Ben cc, Carla cc",
               4: "Ben cbr 2, Carla f, Anna cc",
               5: "Ben cc, Anna cbr 4, Ben cc",
               6: "Ben cc, Anna cc",
               7: "Ben cbr 4, Anna cc"},
         show="Ben, Anna",
         finishing_stacks=[114, 88, 98],
         expect={"wild_ranks": [], "outcome": "showdown", "pots": [26], "winners": {"0": ["Anna"]},
                 "descriptions": {"Anna": "three Kings", "Ben": "a pair of Queens"},
                 "openers": {"3": "Anna", "4": "Ben", "5": "Ben", "6": "Ben", "7": "Ben"},
                 "show_order": ["Ben", "Anna"],
                 "explanation_contains": ["Anna wins the pot of 26 with three Kings: nobody who claims it holds a "
                                          "spade in the hole, so the best hand takes it all"],
                 "refused": None}),

    # LOWCHI-1.  3rd: ups J♣ Q♥ 6♥: Carla's 6♥ brings in 1, Anna calls, Ben completes to 2,
    #         Carla and Anna call: 3 + 6 = 9.   4th: Anna's J♣ J♥ pair opens: 2 each, 15.
    #         5th: Ben Q♥ 5♠ Q♣, Queens, opens: 4 each, 27.   6th: Ben checks, Carla bets 4,
    #         Anna and Ben call: 39.   7th: Ben, Carla, Anna check: Ben (the opener) shows first.
    #         Carla 7♣ 7♦ 6♥ 6♠, two pair, beats Ben's Queens and Anna's Jacks.  Lowest spade in
    #         the hole: Anna's 3♠ (Ben 4♠, Carla 6♠; Ben's 2♠ is face up and does not count):
    #         the high half 20 (the odd chip) to Carla, the spade half 19 to Anna.  Each put in
    #         1+2+2+4+4 = 13.  Stacks: Anna 87 + 19 = 106, Ben 87, Carla 87 + 20 = 107.
    dict(name="low-chicago-lowest-spade", variant="LOWCHICAGO", players=THREE,
         deal={"Anna": "9s3sJc Jh 4d 8c Kh", "Ben": "4sTdQh 5s Qc 2s Ad", "Carla": "7c7d6h Ac 8h Kc 6s"},
         bets={3: "Carla pb, Anna cc, Ben cbr 2, Carla cc, Anna cc",
               4: "Anna cbr 2, Ben cc, Carla cc",
               5: "Ben cbr 4, Carla cc, Anna cc",
               6: "Ben cc, Carla cbr 4, Anna cc, Ben cc",
               7: "Ben cc, Carla cc, Anna cc"},
         show="Ben, Carla, Anna",
         finishing_stacks=[106, 87, 107],
         expect={"wild_ranks": [], "outcome": "showdown", "pots": [39], "winners": {"0": ["Anna", "Carla"]},
                 "shares": {"0": {"Carla": 20, "Anna": 19}},
                 "descriptions": {"Carla": "two pair, sevens and sixes", "Ben": "a pair of Queens",
                                  "Anna": "a pair of Jacks"},
                 "openers": {"3": "Carla", "4": "Anna", "5": "Ben", "6": "Ben", "7": "Ben"},
                 "show_order": ["Ben", "Carla", "Anna"],
                 "explanation_contains": ["the spade half (19) to Anna, whose 3♠ is the lowest spade in the hole"],
                 "refused": None}),

    # LOWCHI-2, option deuces_wild: Carla's 2♠ in the hole is wild, so no spade.
    #         3rd: ups K♣ Q♥ 8♥: Carla's 8♥ brings in 1, Anna completes to 2, Ben and Carla
    #         call: 9.   4th: Ben's Q♥ Q♠ opens: 2 each, 15.   5th: Ben's Queens beat Carla's
    #         tens and Anna's nines: Ben 4, Carla calls, Anna 8, both call: 39.   6th: Ben
    #         checks, Carla checks, Anna 4, both call: 51.   7th: Ben, Carla check, Anna 4, Ben
    #         folds, Carla calls: 59.  Anna bet last, shows first: K♦ K♣ 9♥ 9♣ 9♦, nines full
    #         of Kings; Carla's 2♠ stands for a ten: three tens.  Spades in the hole: Anna's 3♠;
    #         Carla's 4♠ (her 2♠ is wild, no spade): Anna's 3♠ is the lowest, and Anna takes
    #         both halves.  Anna and Carla put in 1+2+2+8+4+4 = 21, Ben 17.
    #         Stacks: Anna 79 + 59 = 138, Ben 83, Carla 79.
    dict(name="low-chicago-both-halves-wild-deuce", variant="LOWCHICAGO", players=THREE,
         options={"deuces_wild": True},
         deal={"Anna": "3sKdKc 9h 9c 4h 9d", "Ben": "5sJdQh Qs 3d 8c Jh", "Carla": "2s6d8h Tc Td Ah 4s"},
         bets={3: "Carla pb, Anna cbr 2, Ben cc, Carla cc",
               4: "Ben cbr 2, Carla cc, Anna cc",
               5: "Ben cbr 4, Carla cc, Anna cbr 8, Ben cc, Carla cc",
               6: "Ben cc, Carla cc, Anna cbr 4, Ben cc, Carla cc",
               7: "Ben cc, Carla cc, Anna cbr 4, Ben f, Carla cc"},
         show="Anna, Carla",
         finishing_stacks=[138, 83, 79],
         expect={"outcome": "showdown", "pots": [59], "winners": {"0": ["Anna"]},
                 "shares": {"0": {"Anna": 59}},
                 "descriptions": {"Anna": "a full house, nines over Kings", "Carla": "three tens"},
                 "openers": {"3": "Carla", "4": "Ben", "5": "Ben", "6": "Ben", "7": "Ben"},
                 "show_order": ["Anna", "Carla"],
                 "explanation_contains": ["Deuces are wild for everybody",
                                          "Anna wins both halves of the pot of 59 with a full house, nines over "
                                          "Kings and the 3♠, the lowest spade in the hole"],
                 "refused": None}),

    # LOWHOLE-1.  Anna's lowest hole card is the 5♦: her fives are wild, the 5♠ 5♣ face up too;
    #         Ben's 5♥ face up is not wild for him (his lowest hole card is the 3♣).
    #         3rd: ups 5♠ 5♥ 9♣: two fives, ♥ < ♠: Ben's 5♥ brings in 1, Carla calls, Anna
    #         completes to 2, Ben and Carla call: 9.   4th: Anna's open 5♠ 5♣ (natural: the
    #         others do not know her hole cards) opens and may bet big: 4 each, 21.   5th: Anna's
    #         fives open: 4 each, 33.   6th: Anna checks, Ben checks, Carla 4, both call: 45.
    #         7th: Anna 4, both call: 57.  Anna bet last, shows first.  Anna: 5♦ 5♠ 5♣ wild with
    #         K♣ K♦: five Kings.  Ben: 3♣ wild with 9♥ 5♥ 10♥ J♥: a flush, Ace high.  Carla:
    #         her 4♦ wild with 9 10 J Q: a straight, King high.  Each put in 1+2+4+4+4+4 = 19.
    #         Stacks: Anna 81 + 57 = 138, Ben 81, Carla 81.
    dict(name="low-hole-personal-wild", variant="LOWHOLE", players=THREE,
         deal={"Anna": "5dKc5s 5c Qd 2d Kd", "Ben": "3c9h5h 6s 8s Th Jh", "Carla": "7h8h9c Tc Jc Qh 4d"},
         bets={3: "Ben pb, Carla cc, Anna cbr 2, Ben cc, Carla cc",
               4: "Anna cbr 4, Ben cc, Carla cc",
               5: "Anna cbr 4, Ben cc, Carla cc",
               6: "Anna cc, Ben cc, Carla cbr 4, Anna cc, Ben cc",
               7: "Anna cbr 4, Ben cc, Carla cc"},
         show="Anna, Ben, Carla",
         finishing_stacks=[138, 81, 81],
         expect={"wild_ranks": [], "outcome": "showdown", "pots": [57], "winners": {"0": ["Anna"]},
                 "descriptions": {"Anna": "five Kings", "Ben": "a flush, Ace high", "Carla": "a straight, King high"},
                 "openers": {"3": "Ben", "4": "Anna", "5": "Anna", "6": "Anna", "7": "Anna"},
                 "show_order": ["Anna", "Ben", "Carla"],
                 "explanation_contains": ["Anna's lowest hole card, the 5♦, makes fives wild for Anna",
                                          "Ben's lowest hole card, the 3♣, makes threes wild for Ben",
                                          "Carla's lowest hole card, the 4♦, makes fours wild for Carla",
                                          "Anna wins the pot of 57 with five Kings"],
                 "explanation_de_contains": ["Die niedrigste verdeckte Karte von Anna, 5♦, macht für Anna die "
                                             "Fünfen wild"],
                 "refused": None}),

    # LOWHOLE-2.  The 7th-street card counts: Anna's last card, the 2♠ down, is her lowest hole
    #         card now: only deuces are wild for her, no longer her three sixes.
    #         3rd: ups 6♣ J♥: Anna's 6♣ brings in 1, Ben completes to 2, Anna calls: 2 + 4 = 6.
    #         4th: Ben's J♥ J♦ beats Anna's 6♣ 6♥: Ben 4 (open pair), Anna calls: 14.
    #         5th: Ben's Jacks open: 4, Anna 8, Ben calls: 30.   6th: Anna A♣ A♦ 6♣ 6♥, two pair,
    #         opens: 4, call: 38.   7th: Anna 4, Ben 8, Anna 12, Ben calls (heads-up: no cap):
    #         62.  Anna raised last, shows first: 2♠ wild with 6♦ 6♣ 6♥: four sixes.  Ben's 7♥
    #         (lowest hole card) wild with J♥ J♦ 8♣ 8♦: Jacks full of eights.  Each put in
    #         1+2+4+8+4+12 = 31.  Stacks: Anna 69 + 62 = 131, Ben 69.
    dict(name="low-hole-seventh-street-counts", variant="LOWHOLE", players="Anna Ben",
         deal={"Anna": "6d9s6c 6h Ac Ad 2s", "Ben": "8c8dJh Jd 4c Ts 7h"},
         bets={3: "Anna pb, Ben cbr 2, Anna cc",
               4: "Ben cbr 4, Anna cc",
               5: "Ben cbr 4, Anna cbr 8, Ben cc",
               6: "Anna cbr 4, Ben cc",
               7: "Anna cbr 4, Ben cbr 8, Anna cbr 12, Ben cc"},
         show="Anna, Ben",
         finishing_stacks=[131, 69],
         expect={"outcome": "showdown", "pots": [62], "winners": {"0": ["Anna"]},
                 "descriptions": {"Anna": "four sixes", "Ben": "a full house, Jacks over eights"},
                 "openers": {"3": "Anna", "4": "Ben", "5": "Ben", "6": "Anna", "7": "Anna"},
                 "show_order": ["Anna", "Ben"],
                 "explanation_contains": ["Anna's lowest hole card, the 2♠, makes deuces wild for Anna",
                                          "Ben's lowest hole card, the 7♥, makes sevens wild for Ben",
                                          "Anna wins the pot of 62 with four sixes"],
                 "refused": None}),

    # KINGSLITTLE-1.  Kings for everybody, the threes for Anna alone: Ben's 3♠ face up is not
    #         wild for him (his lowest hole card is the 4♣).
    #         3rd: ups K♣ A♠ 10♥: by natural rank Carla's 10♥ is lowest (Anna's wild K♣ is no
    #         low card): Carla brings in 1, Anna completes to 2, Ben and Carla call: 9.
    #         4th: Anna's K♣ 7♠, the K♣ wild for all to see: a pair of sevens, over Ben's A♠ 3♠
    #         and Carla's 10♥ 2♦: Anna opens, 2 each: 15.   5th: Ben's A♠ A♣ beats Anna's Queens
    #         (K♣ Q♠): Ben 4 each, 27.   6th: Carla 10♥ 10♠ 10♦ opens: 4 each, 39.   7th: Carla
    #         checks, Anna 4, both call: 51.  Anna shows first: 3♥ and K♣ wild with Q♦ Q♠: four
    #         Queens.  Ben: 4♣ wild with A♠ A♣ 9♥ 9♣: Aces full of nines.  Carla: 5♦ wild with
    #         three tens: four tens.  Each put in 1+2+2+4+4+4 = 17.
    #         Stacks: Anna 83 + 51 = 134, Ben 83, Carla 83.
    dict(name="kings-little-ones-personal-wild", variant="KINGSLITTLE", players=THREE,
         deal={"Anna": "3hQdKc 7s Qs 9d Jc", "Ben": "9h9cAs 3s Ac 8d 4c", "Carla": "5d6dTh 2d Ts Td 8c"},
         bets={3: "Carla pb, Anna cbr 2, Ben cc, Carla cc",
               4: "Anna cbr 2, Ben cc, Carla cc",
               5: "Ben cbr 4, Carla cc, Anna cc",
               6: "Carla cbr 4, Anna cc, Ben cc",
               7: "Carla cc, Anna cbr 4, Ben cc, Carla cc"},
         show="Anna, Ben, Carla",
         finishing_stacks=[134, 83, 83],
         expect={"wild_ranks": ["K"], "outcome": "showdown", "pots": [51], "winners": {"0": ["Anna"]},
                 "descriptions": {"Anna": "four Queens", "Ben": "a full house, Aces over nines",
                                  "Carla": "four tens"},
                 "openers": {"3": "Carla", "4": "Anna", "5": "Ben", "6": "Carla", "7": "Carla"},
                 "show_order": ["Anna", "Ben", "Carla"],
                 "explanation_contains": ["Kings are wild for everybody",
                                          "Anna's lowest hole card, the 3♥, makes threes wild for Anna",
                                          "Ben's lowest hole card, the 4♣, makes fours wild for Ben",
                                          "Anna wins the pot of 51 with four Queens"],
                 "explanation_de_contains": ["Könige sind wild für alle"],
                 "refused": None}),

    # KINGSLITTLE-2.  No King needed, the Ace high: Ben's hole cards K♠ Q♥ A♦: his lowest is the
    #         Q♥ (the Ace is high), so his Queens are wild, the Q♣ face up too, besides the K♠.
    #         3rd: ups 10♠ Q♣: Anna's 10♠ brings in 1, Ben calls: 2 + 2 = 4.
    #         4th: Anna's 10♠ 10♥ opens: 2, call: 8.   5th: Anna 4, Ben 8, Anna calls: 24.
    #         6th: Anna's tens open: check, Ben 4, call: 32.   7th: check, Ben 4, call: 40.
    #         Ben shows first: K♠ Q♥ Q♣ wild with the A♦: four Aces; Anna's 3♦ (her lowest
    #         hole card) wild with 8 9 10 J: a straight, Queen high.  Each put in 1+1+2+8+4+4 = 20.
    #         Stacks: Anna 80, Ben 80 + 40 = 120.
    dict(name="kings-little-ones-queen-low-hole", variant="KINGSLITTLE", players="Anna Ben",
         deal={"Anna": "4c8dTs Th 9s Js 3d", "Ben": "KsQhQc 2h 7c 5s Ad"},
         bets={3: "Anna pb, Ben cc",
               4: "Anna cbr 2, Ben cc",
               5: "Anna cbr 4, Ben cbr 8, Anna cc",
               6: "Anna cc, Ben cbr 4, Anna cc",
               7: "Anna cc, Ben cbr 4, Anna cc"},
         show="Ben, Anna",
         finishing_stacks=[80, 120],
         expect={"outcome": "showdown", "pots": [40], "winners": {"0": ["Ben"]},
                 "descriptions": {"Ben": "four Aces", "Anna": "a straight, Queen high"},
                 "openers": {"3": "Anna", "4": "Anna", "5": "Anna", "6": "Anna", "7": "Anna"},
                 "show_order": ["Ben", "Anna"],
                 "explanation_contains": ["Ben's lowest hole card, the Q♥, makes Queens wild for Ben",
                                          "Anna's lowest hole card, the 3♦, makes threes wild for Anna",
                                          "Ben wins the pot of 40 with four Aces"],
                 "refused": None}),

    # F7S, option suicide_king (the dealer's choice games' brief: "Fixed wild cards as options of
    #         any of these and of F7S: deuces wild, one-eyed Jacks (J♠ J♥), the suicide King (K♥)").
    #         3rd: ups K♥ Q♣ J♦: by natural rank Carla's J♦ brings in 1 (the wild K♥ is no low
    #         card), Anna completes to 2, Ben and Carla call: 9.   4th: Ben's Q♣ Q♠ beats Anna's
    #         K♥ 5♦ (the K♥ wild: a pair of fives): Ben 2, Carla folds, Anna calls: 13.
    #         5th: Ben's three Queens open: 4, Anna 8, Ben calls: 29.   6th: Ben checks, Anna 4,
    #         Ben calls: 37.   7th: Ben checks, Anna 4, Ben 8, Anna calls: 53.  Ben raised
    #         last, shows first: Queens full of nines; Anna's K♥ with A♥ A♦ A♣: four Aces.
    #         Anna and Ben put in 1+2+2+8+4+8 = 25, Carla 3.
    #         Stacks: Anna 75 + 53 = 128, Ben 75, Carla 97.
    dict(name="option-suicide-king", variant="F7S", players=THREE, options={"suicide_king": True},
         deal={"Anna": "AhAdKh 5d Ac 6c 7d", "Ben": "9s9dQc Qs Qd 3s 8h", "Carla": "4c4hJd 2h"},
         bets={3: "Carla pb, Anna cbr 2, Ben cc, Carla cc",
               4: "Ben cbr 2, Carla f, Anna cc",
               5: "Ben cbr 4, Anna cbr 8, Ben cc",
               6: "Ben cc, Anna cbr 4, Ben cc",
               7: "Ben cc, Anna cbr 4, Ben cbr 8, Anna cc"},
         show="Ben, Anna",
         finishing_stacks=[128, 75, 97],
         expect={"wild_ranks": [], "outcome": "showdown", "pots": [53], "winners": {"0": ["Anna"]},
                 "descriptions": {"Anna": "four Aces", "Ben": "a full house, Queens over nines"},
                 "openers": {"3": "Carla", "4": "Ben", "5": "Ben", "6": "Ben", "7": "Ben"},
                 "show_order": ["Ben", "Anna"],
                 "explanation_contains": ["K♥ is wild for everybody", "K♥ stands for an Ace",
                                          "Anna wins the pot of 53 with four Aces"],
                 "explanation_de_contains": ["K♥ ist wild für alle"],
                 "refused": None}),

    # Roll Your Own (RYO, referee/games/roll_your_own.py): every card dealt face down; on 3rd to
    # 6th street each player turns up one face-down card of their choice, all at once, before
    # the betting; the 7th-street card stays down (pagat.com's "Roll Your Own", as mirrored at
    # gambiter.com/cards/poker/rollyourown.html: "Each player turns one card face up - either the
    # newly dealt card or one of the two face down cards the player already has"); it opens and
    # bets as Seven-Card Stud (seven-card-stud.de.txt): the lowest up card, once turned up,
    # brings in ("the lowest exposed card after third street's reveal", dealerschoicelab.com).
    # Limits 1 / 2 / 4.  Anna's and Carla's cards are entered as ?? (the turned card becomes
    # known); Ben's as dealt.
    #
    # RYO-1.  3rd: Anna holds K♦ K♠ 2♣ and turns up the 2♣, hiding her Kings: the 2♣ is the
    #         lowest up card (Ben 9♣, Carla 6♦), so she brings in 1 (had she turned up a King,
    #         Carla's 6♦ would have).  Ben completes to 2, Carla and Anna call: 3 + 6 = 9.
    #         4th: Anna turns up K♦ (2♣ K♦), Ben 9♦ (9♣ 9♦: an open pair), Carla 3♠ (6♦ 3♠).
    #         Ben's nines open, the open pair allows the big bet: 4, Carla folds, Anna calls: 17.
    #         5th (big bet): Anna turns up 7♥, keeping the K♥ down; Ben 5♥.  Ben's nines open:
    #         4, Anna 8, Ben calls: 33.   6th: Anna 4♠, Ben J♥; Ben checks, Anna bets 4, Ben
    #         calls: 41.   7th (down): Ben's nines open: 4, Anna 8, Ben calls: 57.
    #         Anna raised last, shows first: K♠ K♥ Q♣ down, three Kings; Ben's 5♦ A♣ 9♥ down
    #         make a full house, nines over fives: Ben wins 57.
    #         Stacks: Anna 100-1-2-4-8-4-8 = 73, Ben the same 73 + 57 = 130, Carla 100-1-2 = 97.
    dict(name="roll-your-own-showdown", variant="RYO", players=THREE, known=["Ben"],
         deal={"Anna": "KdKs2c 7h Kh 4s Qc", "Ben": "5h9c9d 5d Ac Jh 9h", "Carla": "QdTs6d 3s"},
         turns={3: "Carla 6d, Anna 2c, Ben 9c", 4: "Anna Kd, Ben 9d, Carla 3s", 5: "Ben 5h, Anna 7h",
                6: "Anna 4s, Ben Jh"},
         bets={3: "Anna pb, Ben cbr 2, Carla cc, Anna cc",
               4: "Ben cbr 4, Carla f, Anna cc",
               5: "Ben cbr 4, Anna cbr 8, Ben cc",
               6: "Ben cc, Anna cbr 4, Ben cc",
               7: "Ben cbr 4, Anna cbr 8, Ben cc"},
         show="Anna, Ben",
         finishing_stacks=[73, 130, 97],
         expect={"wild_ranks": [], "outcome": "showdown", "pots": [57], "winners": {"0": ["Ben"]},
                 "categories": {"Ben": "full house", "Anna": "three of a kind"},
                 "descriptions": {"Ben": "a full house, nines over fives", "Anna": "three Kings"},
                 "carried_pot": 0,
                 "openers": {"3": "Anna", "4": "Ben", "5": "Ben", "6": "Ben", "7": "Ben"},
                 "show_order": ["Anna", "Ben"],
                 "explanation_contains": ["Ben wins the pot of 57"],
                 "refused": None}),

    # RYO-2, option spread_limit (Follow the Queen's betting, bet_limits 2-6): the forced bet
    #         from the ante (1) up to the smallest bet (2), as in Black Mariah.  Ben and Dan
    #         entered as dealt, Anna and Carla as ??.
    #         3rd: Anna turns up 4♥, Ben 4♣, Carla Q♠, Dan 7♠: two fours, the suit decides
    #         (♣ < ♥): Ben's 4♣ brings in 1.  Carla completes to 4, Dan and Anna call, Ben
    #         folds: 4 + 1 + 12 = 17.
    #         4th: Anna turns up A♣ (4♥ A♣), Carla Q♥ (Q♠ Q♥, a pair), Dan 9♣ (7♠ 9♣): Carla's
    #         Queens open: 6, Dan folds, Anna raises 6 more to 12, Carla calls: 41.
    #         5th: Anna is dealt the 5♦ and turns up the A♦ instead: her A♣ A♦ 4♥ beat Carla's
    #         Q♠ Q♥ K♣, so she opens (turning up the 5♦, Carla's Queens would have): 6,
    #         Carla folds.  Anna's uncalled 6 go back; she wins 41.
    #         Stacks: Anna 100-1-4-12 = 83 + 41 = 124, Ben 100-1-1 = 98, Carla 100-1-4-12 = 83,
    #         Dan 100-1-4 = 95.
    dict(name="roll-your-own-turned-ace-opens", variant="RYO", players=FOUR, known=["Ben", "Dan"],
         options={"spread_limit": True}, bet_limits=[2, 6],
         deal={"Anna": "AcAd4h Ah 5d", "Ben": "4cJsTd", "Carla": "QhQs8c 2s Kc", "Dan": "7d7s3d 9c"},
         turns={3: "Carla Qs, Anna 4h, Dan 7s, Ben 4c", 4: "Dan 9c, Anna Ac, Carla Qh", 5: "Carla Kc, Anna Ad"},
         bets={3: "Ben pb, Carla cbr 4, Dan cc, Anna cc, Ben f",
               4: "Carla cbr 6, Dan f, Anna cbr 12, Carla cc",
               5: "Anna cbr 6, Carla f"},
         finishing_stacks=[124, 98, 83, 95],
         expect={"wild_ranks": [], "outcome": "fold", "pots": [41], "winners": {"0": ["Anna"]},
                 "uncalled": {"player": "Anna", "amount": 6}, "shown": [], "carried_pot": 0,
                 "openers": {"3": "Ben", "4": "Carla", "5": "Anna"},
                 "refused": None}),

    # Seven-Card Stud High-Low Declare: a swing who fails leaves the pot to the others.
    # Wikipedia, "Declaration (poker)": "If a player declares "swing", he must have both the highest
    # hand and the lowest hand clearly ... otherwise he wins nothing"; pokerteam.com: "the money goes
    # to the hand he tied with and the next lowest hand, but none goes to him".  Carla holds the best
    # low (6-5-4-3-A) but declares both and loses the high to Anna's full house: she gets nothing, and
    # the low half goes to Ben's 7-5-4-3-2, the best low of those left.
    # 3rd: Ben's 4♥ is the lowest up card and brings in 1; Carla calls 1, Dan folds, Anna completes
    # to 2, Ben and Carla call: antes 4 + 6 = 10.  4th: Anna's K♥ 9♣ shows highest: 2 each: 16.
    # 5th: Anna's pair of nines opens: 4, Carla raises to 8, Anna and Ben call: 40.  6th: Anna
    # checks, Ben bets 4, both call: 52.  7th: Anna bets 4, both call: 64.  The declarations, all at
    # once: Anna high, Ben low, Carla both.  Anna bet last, shows first.
    # Each of Anna, Ben, Carla put in 1 + 2 + 2 + 8 + 4 + 4 = 21, Dan 1.  The high half (32) to Anna,
    # the low half (32) to Ben: Anna and Ben 100 - 21 + 32 = 111, Carla 79, Dan 99.
    dict(name="declare-swing-fails", variant="F7SD", players=FOUR,
         deal={"Anna": "KsKdKh 9c 9d Qs 2h", "Ben": "2c3d4h 5c 7d 8s Tc", "Carla": "Ac4d6h 3c Jh 6s 5d",
               "Dan": "????8c"},
         bets={3: "Ben pb, Carla cc, Dan f, Anna cbr 2, Ben cc, Carla cc",
               4: "Anna cbr 2, Ben cc, Carla cc",
               5: "Anna cbr 4, Ben cc, Carla cbr 8, Anna cc, Ben cc",
               6: "Anna cc, Ben cbr 4, Carla cc, Anna cc",
               7: "Anna cbr 4, Ben cc, Carla cc"},
         declare="Carla both, Anna high, Ben low",
         show="Anna, Ben, Carla",
         finishing_stacks=[111, 111, 79, 99],
         expect={"outcome": "showdown", "pots": [64], "winners": {"0": ["Anna", "Ben"]},
                 "shares": {"0": {"Anna": 32, "Ben": 32}},
                 "descriptions": {"Anna": "a full house, Kings over nines", "Carla": "a pair of sixes"},
                 "openers": {"3": "Ben", "4": "Anna", "5": "Anna", "6": "Anna", "7": "Anna"},
                 "show_order": ["Anna", "Ben", "Carla"],
                 "explanation_contains": ["Declared: Anna high, Ben low and Carla both",
                                          "Carla declared both and lost the high: Carla gets nothing",
                                          "The pot of 64 is split: the high half (32) to Anna with a full house, "
                                          "Kings over nines; the low half (32) to Ben with 7-5-4-3-2 low"],
                 "explanation_de_contains": ["Carla hat beides angesagt und die High-Hälfte verloren: Carla "
                                             "bekommt nichts"],
                 "refused": None}),

    # Henway (talvola/generic_poker's henway.json: one down and one up, a bring-in by the lowest up
    # card, one betting round, the players declare all at once; two-card hands, high and Ace to Five).
    # 2nd: ups 7♣ 2♦ 9♠: Ben's 2♦ is the lowest up card and brings in 1; Carla completes to 2, Anna
    # raises to 4, Ben and Carla call: antes 3 + 12 = 15.  Declared at once: Anna high, Ben low,
    # Carla high.  Anna raised last and shows first, then Ben, then Carla.  High: Anna's 7♥ 7♣, a
    # pair of sevens, beats Carla's K♦ 9♠ (a pair beats no pair); low: Ben alone, A♥ 2♦, 2-A low.
    # The high half 8 (the odd chip), the low half 7.
    # Each put in 1 + 4 = 5: Anna 95 + 8 = 103, Ben 95 + 7 = 102, Carla 95.
    dict(name="henway", variant="HENWAY", players=THREE,
         deal={"Anna": "7h7c", "Ben": "Ah2d", "Carla": "Kd9s"},
         bets={2: "Ben pb, Carla cbr 2, Anna cbr 4, Ben cc, Carla cc"},
         declare="Anna high, Ben low, Carla high",
         show="Anna, Ben, Carla",
         finishing_stacks=[103, 102, 95],
         expect={"outcome": "showdown", "pots": [15], "winners": {"0": ["Anna", "Ben"]},
                 "shares": {"0": {"Anna": 8, "Ben": 7}},
                 "descriptions": {"Anna": "a pair of sevens", "Carla": "K-9 high"},
                 "openers": {"2": "Ben"},
                 "show_order": ["Anna", "Ben", "Carla"],
                 "explanation_contains": ["Declared: Anna high, Ben low and Carla high",
                                          "the high half (8) to Anna with a pair of sevens; the low half (7) to "
                                          "Ben with 2-A low"],
                 "explanation_de_contains": ["ein Paar Siebenen", "Low 2-A"],
                 "refused": None}),

    # Cowpie (mixedgamespoker.info, "How to Play: Cowpie"): Seven-Card Stud, then each player still
    # in sets a five-card and a two-card hand (each with a face-down card), a last betting round at
    # the big bet, the pot split half to the best five-card hand, half to the best two-card hand.
    # 3rd: ups 2♣ 3♣ 4♠: Anna's 2♣ brings in 1; Ben completes to 2, Carla and Anna call: 3 + 6 = 9.
    # 4th: Anna's A♠ 2♣ shows highest: she checks, Ben bets 2, Carla and Anna call: 15.
    # 5th: Ben's eights open: 4, Carla and Anna call: 27.  6th: Ben opens, all check.
    # 7th: Ben checks, Carla bets 4, Anna and Ben call: 39.
    # The setting: Anna names A♥ J♥ (the table had not seen them), Ben ???? (his two newest
    # face-down cards nobody saw: the 7th-street card and the second hole card), Carla T♣ T♥.
    # Last round (big bet): Ben's eights open: 4, Carla and Anna call: 51.  Ben bet last and shows
    # first, then Carla, then Anna.  Anna: A♦ A♠ 2♣ 2♦ 7♣, two pair, Aces and deuces, and A-J;
    # Ben: Q♠ Q♥ 8♣ 8♦ 3♣, two pair, Queens and eights, and K♥ K♦, a pair of Kings; Carla's pair of
    # tens outranks her five cards' pair of sixes: misplayed, both hands disqualified.
    # The five-card half 26 (the odd chip) to Anna, the two-card half 25 to Ben.  Each put in
    # 1 + 2 + 2 + 4 + 4 + 4 = 17: Anna 83 + 26 = 109, Ben 83 + 25 = 108, Carla 83.
    dict(name="cowpie", variant="COWPIE", players=THREE,
         deal={"Anna": "AhAd2c As 2d 7c Jh", "Ben": "QsKh3c 8c 8d Qh Kd", "Carla": "5c9d4s 6d 6h Tc Th"},
         bets={3: "Anna pb, Ben cbr 2, Carla cc, Anna cc",
               4: "Anna cc, Ben cbr 2, Carla cc, Anna cc",
               5: "Ben cbr 4, Carla cc, Anna cc",
               6: "Ben cc, Carla cc, Anna cc",
               7: "Ben cc, Carla cbr 4, Anna cc, Ben cc",
               8: "Ben cbr 4, Carla cc, Anna cc"},
         setting="Anna AhJh, Ben ????, Carla TcTh",
         show="Ben, Carla, Anna",
         finishing_stacks=[109, 108, 83],
         expect={"outcome": "showdown", "pots": [51], "winners": {"0": ["Anna", "Ben"]},
                 "shares": {"0": {"Anna": 26, "Ben": 25}},
                 "openers": {"3": "Anna", "4": "Anna", "5": "Ben", "6": "Ben", "7": "Ben", "8": "Ben"},
                 "show_order": ["Ben", "Carla", "Anna"],
                 "explanation_contains": ["Carla: a pair of sixes (five cards) and a pair of tens (two cards): the "
                                          "two-card hand is not outranked, both hands are disqualified",
                                          "The pot of 51 is split, the odd chip to the five-card half: the five-card "
                                          "half (26) to Anna with two pair, Aces and deuces; the two-card half (25) "
                                          "to Ben with a pair of Kings"],
                 "explanation_de_contains": ["die Zwei-Karten-Hälfte (25) an Ben (ein Paar Könige)"],
                 "refused": None}),

    # Outhouse (talvola/generic_poker's outhouse.json, after ichabod801's poker variants): Cowpie
    # with blinds instead of the antes and the bring-in.  Dan deals; Anna, on his left, posts the
    # small blind 1, Ben the big blind 2: 3.
    # 3rd: no bring-in: Carla, on the big blind's left, opens: she calls 2, Dan calls, Anna calls 1
    # more; Ben, on the big blind, only called so far, has the option and raises to 4; Carla calls,
    # Dan folds, Anna calls: 4 + 4 + 4 + 2 = 14.
    # 4th: Anna's A♠ 2♣ shows highest: she checks, Ben bets 2, Carla and Anna call: 20.
    # 5th: Ben's eights open: 4, Carla and Anna call: 32.  6th: Ben opens, all check.
    # 7th: Ben checks, Carla bets 4, Anna and Ben call: 44.
    # The setting: Anna A♥ J♥, Ben ???? (his 7th-street card and his second hole card), Carla T♣ 9♦.
    # Last round (big bet): Ben's eights open: 4, Carla and Anna call: 56.  Ben bet last and shows
    # first, then Carla, then Anna.  Five cards: Anna's A♦ A♠ 2♣ 2♦ 7♣, two pair, Aces and deuces,
    # beats Ben's Queens and eights and Carla's sixes; two cards: Ben's K♥ K♦ beats Anna's A-J and
    # Carla's T-9.  The halves 28 and 28.  Anna, Ben and Carla each put in 4 + 2 + 4 + 4 + 4 = 18,
    # Dan 2: Anna 82 + 28 = 110, Ben 82 + 28 = 110, Carla 82, Dan 98.
    dict(name="outhouse", variant="OUTHOUSE", players=FOUR, ante=0, blinds=[1, 2],
         limits={"small_bet": 2, "big_bet": 4},
         deal={"Anna": "AhAd2c As 2d 7c Jh", "Ben": "QsKh3c 8c 8d Qh Kd", "Carla": "5c9d4s 6d 6h Tc Th",
               "Dan": "7s7hKs"},
         bets={3: "Carla cc, Dan cc, Anna cc, Ben cbr 4, Carla cc, Dan f, Anna cc",
               4: "Anna cc, Ben cbr 2, Carla cc, Anna cc",
               5: "Ben cbr 4, Carla cc, Anna cc",
               6: "Ben cc, Carla cc, Anna cc",
               7: "Ben cc, Carla cbr 4, Anna cc, Ben cc",
               8: "Ben cbr 4, Carla cc, Anna cc"},
         setting="Anna AhJh, Ben ????, Carla Tc9d",
         show="Ben, Carla, Anna",
         finishing_stacks=[110, 110, 82, 98],
         expect={"outcome": "showdown", "pots": [56], "winners": {"0": ["Anna", "Ben"]},
                 "shares": {"0": {"Anna": 28, "Ben": 28}},
                 "openers": {"3": "Carla", "4": "Anna", "5": "Ben", "6": "Ben", "7": "Ben", "8": "Ben"},
                 "show_order": ["Ben", "Carla", "Anna"],
                 "explanation_contains": ["the five-card half (28) to Anna with two pair, Aces and deuces; the "
                                          "two-card half (28) to Ben with a pair of Kings"],
                 "explanation_de_contains": ["die Zwei-Karten-Hälfte (28) an Ben (ein Paar Könige)"],
                 "refused": None}),

    # Seven-Card Stud Hi-Lo with a high qualifier of two pair (option high_qualifier; the double
    # qualifier of talvola/generic_poker's 7_card_stud_double_qualifier.json, whose "no_qualifier_met"
    # splits the pot among the players still in).
    # 3rd: ups 9♣ T♠ 8♥: Carla's 8♥ brings in 1; Anna completes to 2, Ben calls, Carla calls: 3 + 6 = 9.
    # 4th: Carla's K♣ 8♥ shows highest: she checks, Anna bets 2, Ben calls, Carla folds: 13.
    # 5th: Anna's Q-J-9 opens: checks.  6th: Ben's A-T-7-6 opens: 4, Anna calls: 21.  7th: checks;
    # Ben opened the last round and shows first.  Ben: a pair of tens, and A-5-6-7 the only cards
    # of eight or less (no low); Anna: a pair of Kings, no low.  Neither high hand is two pair or
    # better, no low is eight or better: the pot of 21 is split between the two who claim it, the
    # odd chip to Anna, on the dealer's left: Anna 11, Ben 10.  (Without the option Anna's Kings
    # take it all.)
    # Stacks: Anna and Ben 100-1-2-2-4 = 91: Anna 102, Ben 101; Carla 100-1-2 = 97.
    dict(name="stud-hi-lo-double-qualifier", variant="F7S/8", options={"high_qualifier": "two_pair"},
         players=THREE,
         deal={"Anna": "KhKd9c Qs Jh 4d 3c", "Ben": "Tc9dTs 7h 6s Ah 5c", "Carla": "2c3d8h Kc"},
         bets={3: "Carla pb, Anna cbr 2, Ben cc, Carla cc",
               4: "Carla cc, Anna cbr 2, Ben cc, Carla f",
               5: "Anna cc, Ben cc",
               6: "Ben cbr 4, Anna cc",
               7: "Ben cc, Anna cc"},
         show="Ben, Anna",
         finishing_stacks=[102, 101, 97],
         expect={"outcome": "showdown", "pots": [21], "winners": {"0": ["Anna", "Ben"]},
                 "shares": {"0": {"Anna": 11, "Ben": 10}},
                 "descriptions": {"Anna": "a pair of Kings", "Ben": "a pair of tens"},
                 "openers": {"3": "Carla", "4": "Carla", "5": "Anna", "6": "Ben", "7": "Ben"},
                 "show_order": ["Ben", "Anna"],
                 "explanation_contains": ["Neither a high hand (two pair or better) nor a low (eight or better) "
                                          "qualifies: all who claim the pot of 21 split it: Anna 11 and Ben 10"],
                 "explanation_de_contains": ["Weder eine High-Hand (zwei Paare oder besser) noch ein Low (acht oder "
                                             "besser) erfüllt die Bedingung"],
                 "refused": None}),

    # Seven-Card Stud, an open pair on 4th street: after Anna's small bet Ben raises
    #         by the big bet (the casino rule pages: "any active player has the options of betting
    #         or raising either $3 or $6"; option open_pair_raise, default small_or_big).
    # 3rd: ups 9♠ T♥ 2♣: Carla's 2♣ brings in 1; Anna completes to 2, Ben and Carla call: 3 + 6 = 9.
    # 4th: Anna's 9♠ 9♥ opens: she bets 2, Ben raises to 6 (a big raise), Carla folds, Anna
    #      calls: 9 + 12 = 21.  5th (big bet): Anna 9 9 2: check, Ben 4, call: 29.  6th and 7th:
    #      checks.  Anna opened the last round and shows first: a pair of nines; Ben's Queens win 29.
    # Stacks: Anna 100-1-2-6-4 = 87, Ben 87 + 29 = 116, Carla 100-1-2 = 97.
    dict(name="stud-open-pair-big-raise", variant="F7S", players=THREE,
         deal={"Anna": "AcKc9s 9h 2d 3s 4h", "Ben": "QdQsTh Jd 5c 6d 7c", "Carla": "????2c 3d"},
         bets={3: "Carla pb, Anna cbr 2, Ben cc, Carla cc",
               4: "Anna cbr 2, Ben cbr 6, Carla f, Anna cc",
               5: "Anna cc, Ben cbr 4, Anna cc",
               6: "Anna cc, Ben cc",
               7: "Anna cc, Ben cc"},
         show="Anna, Ben",
         finishing_stacks=[87, 116, 97],
         expect={"outcome": "showdown", "pots": [29], "winners": {"0": ["Ben"]},
                 "descriptions": {"Ben": "a pair of Queens", "Anna": "a pair of nines"},
                 "openers": {"3": "Carla", "4": "Anna", "5": "Anna", "6": "Anna", "7": "Anna"},
                 "show_order": ["Anna", "Ben"], "explanation_contains": ["Ben wins the pot of 29"],
                 "refused": None}),

    # The lows.  2-7 Razz: Deuce to Seven, the Ace high, straights and flushes count.
    # 3rd: ups 7♥ A♣ 9♦: the Ace is the highest card here: Ben brings in 1; Carla calls 1, Anna
    #      completes to 2, Ben and Carla call: 3 + 6 = 9.
    # 4th: the best low showing opens: Anna 8-7 (Ben A-6, the Ace high; Carla T-9): 2 each: 15.
    # 5th: Carla T-9-8 (Anna K-8-7, Ben A-6-2): 4, Anna folds, Ben calls: 23.
    # 6th: Ben A-6-3-2 (Carla's 9-9 a pair): 4, call: 31.  7th: Ben checks, Carla 4, Ben calls:
    #      39.  Carla bet, shows first: J♥ J♠ 9♦ T♣ 8♣ 9♥ 6♣, J-T-9-8-6 (no straight: no 7).  Ben:
    #      6-5-4-3-2 is a straight, A-5-4-3-2 is Ace high: his best is Q-5-4-3-2, worse than the
    #      Jack: Carla wins 39.
    # Stacks: Anna 100-1-2-2 = 95, Ben 100-1-2-2-4-4-4 = 83, Carla 83 + 39 = 122.
    dict(name="razz-27-straight-is-no-low", variant="27RAZZ", players=THREE,
         deal={"Anna": "????7h 8s Kd", "Ben": "4h5sAc 6d 2s 3c Qs", "Carla": "JhJs9d Tc 8c 9h 6c"},
         bets={3: "Ben pb, Carla cc, Anna cbr 2, Ben cc, Carla cc",
               4: "Anna cbr 2, Ben cc, Carla cc",
               5: "Carla cbr 4, Anna f, Ben cc",
               6: "Ben cbr 4, Carla cc",
               7: "Ben cc, Carla cbr 4, Ben cc"},
         show="Carla, Ben",
         finishing_stacks=[95, 83, 122],
         expect={"outcome": "showdown", "pots": [39], "winners": {"0": ["Carla"]},
                 "descriptions": {"Carla": "J-T-9-8-6 low", "Ben": "Q-5-4-3-2 low"},
                 "openers": {"3": "Ben", "4": "Anna", "5": "Carla", "6": "Ben", "7": "Ben"},
                 "show_order": ["Carla", "Ben"],
                 "explanation_contains": ["Carla wins the pot of 39"], "refused": None}),

    # Razz High: the highest hand without a pair, the Ace the lowest card, straights do not count.
    # 3rd: ups 2♦ A♥ 2♠: the Ace is the lowest: Ben brings in 1; Carla completes to 2, Anna and
    #      Ben call: 3 + 6 = 9.
    # 4th: the highest unpaired cards showing open: Ben K-A (Carla Q-2, Anna J-2): 2 each: 15.
    # 5th: Ben A-K-K is a pair, the worst: Carla Q-J-2 opens (Anna J-9-2): 4, Anna calls, Ben
    #      folds: 23.  6th: Carla Q-J-7-2: 4, Anna raises to 8, Carla calls: 39.  7th: Carla checks,
    #      Anna 4, Carla calls: 47.  Anna bet, shows first: K-Q-J-9-4; Carla's Q-J-T-9-8 (a
    #      straight, which does not count) is lower: Anna wins 47.
    # Stacks: Anna 100-1-2-2-4-8-4 = 79 + 47 = 126, Ben 100-1-2-2 = 95, Carla 79.
    dict(name="razz-high", variant="RAZZHIGH", players=THREE,
         deal={"Anna": "KhQc2d Jd 9s 4h 3c", "Ben": "????Ah Kc Ks", "Carla": "Th8h2s Qd Jc 7c 9c"},
         bets={3: "Ben pb, Carla cbr 2, Anna cc, Ben cc",
               4: "Ben cbr 2, Carla cc, Anna cc",
               5: "Carla cbr 4, Anna cc, Ben f",
               6: "Carla cbr 4, Anna cbr 8, Carla cc",
               7: "Carla cc, Anna cbr 4, Carla cc"},
         show="Anna, Carla",
         finishing_stacks=[126, 95, 79],
         expect={"outcome": "showdown", "pots": [47], "winners": {"0": ["Anna"]},
                 "descriptions": {"Anna": "K-Q-J-9-4 high, no pair", "Carla": "Q-J-T-9-8 high, no pair"},
                 "openers": {"3": "Ben", "4": "Ben", "5": "Carla", "6": "Carla", "7": "Carla"},
                 "show_order": ["Anna", "Carla"],
                 "explanation_contains": ["Anna wins the pot of 47"], "refused": None}),

    # Five-Card Stud Lowball: Five-Card Stud's deal, played as Razz (Ace to Five).
    # 2nd: ups K♦ 4♦ 2♣: the King is the highest: Anna brings in 1; Ben completes to 2, Carla
    #      and Anna call: 3 + 6 = 9.  3rd: Carla 2-A is the best low showing: 2, Anna folds, Ben
    #      calls: 13.  4th (big bet): Carla 3-2-A (Ben 6-6-4, a pair): 4, call: 21.  5th: Carla
    #      T-3-2-A, Ben a pair: check, check; Carla opened, shows first: T-9-3-2-A; Ben a pair of
    #      sixes: Carla wins 21.
    # Stacks: Anna 100-1-2 = 97, Ben 100-1-2-2-4 = 91, Carla 91 + 21 = 112.
    dict(name="five-card-stud-lowball", variant="5CSLOW", players=THREE,
         deal={"Anna": "??Kd 2h", "Ben": "Ac4d 6s 6h 8s", "Carla": "9h2c Ad 3c Tc"},
         bets={2: "Anna pb, Ben cbr 2, Carla cc, Anna cc",
               3: "Carla cbr 2, Anna f, Ben cc",
               4: "Carla cbr 4, Ben cc",
               5: "Carla cc, Ben cc"},
         show="Carla, Ben",
         finishing_stacks=[97, 91, 112],
         expect={"outcome": "showdown", "pots": [21], "winners": {"0": ["Carla"]},
                 "descriptions": {"Carla": "T-9-3-2-A low", "Ben": "pair of sixes, 8-4-A low"},
                 "openers": {"2": "Anna", "3": "Carla", "4": "Carla", "5": "Carla"},
                 "show_order": ["Carla", "Ben"],
                 "explanation_contains": ["Carla wins the pot of 21"], "refused": None}),

    # Canadian Stud (Soko): a four-flush beats a four-straight, which beats a pair.
    # 2nd: ups 4♣ Q♠ 6♦: Anna's 4♣ brings in 1; Ben completes to 2, Carla and Anna call: 9.
    # 3rd: Ben Q-8 shows highest: 2 each: 15.  4th (big bet): Anna K-J-4: 4 each: 27.  5th: Anna
    #      K-J-4-2 (Carla K-8-7-6): check, Ben 4, Carla and Anna call: 39.  Ben bet, shows first
    #      (then Carla, then Anna): Ben a pair of Queens; Carla 5-6-7-8, a four-straight; Anna
    #      K♣ J♣ 9♣ 4♣, a four-flush: Anna wins 39 (in Five-Card Stud Ben's Queens would).
    # Stacks: Anna 100-1-2-2-4-4 = 87 + 39 = 126, Ben and Carla 87.
    dict(name="canadian-stud-four-flush", variant="CANADIAN", players=THREE,
         deal={"Anna": "9c4c Jc Kc 2d", "Ben": "QhQs 8d 3h 7s", "Carla": "5h6d 7c 8h Ks"},
         bets={2: "Anna pb, Ben cbr 2, Carla cc, Anna cc",
               3: "Ben cbr 2, Carla cc, Anna cc",
               4: "Anna cbr 4, Ben cc, Carla cc",
               5: "Anna cc, Ben cbr 4, Carla cc, Anna cc"},
         show="Ben, Carla, Anna",
         finishing_stacks=[126, 87, 87],
         expect={"outcome": "showdown", "pots": [39], "winners": {"0": ["Anna"]},
                 "categories": {"Anna": "four flush", "Carla": "four straight", "Ben": "pair"},
                 "descriptions": {"Anna": "a four-flush, King high", "Carla": "a four-straight, eight high",
                                  "Ben": "a pair of Queens"},
                 "openers": {"2": "Anna", "3": "Ben", "4": "Anna", "5": "Anna"},
                 "show_order": ["Ben", "Carla", "Anna"],
                 "explanation_contains": ["Anna wins the pot of 39"], "refused": None}),

    # Seven-Card Stud Hi-Lo without a qualifier (option qualifier: none): Ben's 9-6-5-4-3 takes
    #     the low half (eight or better, it would not qualify and Anna would take it all).
    # 3rd: ups K♣ 9♣ 3♥: Carla's 3♥ brings in 1; Anna completes to 2, Ben and Carla call: 9.
    # 4th: Anna K-K opens (no big bet in Hi-Lo): 2 each: 15.  5th: 4 each: 27.  6th: 4, Ben calls,
    #      Carla folds: 35.  7th: 4, call: 43.  Anna shows first: Aces and Kings, two pair; Ben:
    #      9-6-5-4-3 low.  High half 22 to Anna (the odd chip), low half 21 to Ben.
    # Stacks: Anna 100-17+22 = 105, Ben 100-17+21 = 104, Carla 100-1-2-2-4 = 91.
    dict(name="hilo-no-qualifier", variant="F7S/8", options={"qualifier": "none"}, players=THREE,
         deal={"Anna": "AhAdKc Ks 7h 2c Qd", "Ben": "3d4s9c 6h Jd Tc 5c", "Carla": "????3h Jh Qs Kd"},
         bets={3: "Carla pb, Anna cbr 2, Ben cc, Carla cc",
               4: "Anna cbr 2, Ben cc, Carla cc",
               5: "Anna cbr 4, Ben cc, Carla cc",
               6: "Anna cbr 4, Ben cc, Carla f",
               7: "Anna cbr 4, Ben cc"},
         show="Anna, Ben",
         finishing_stacks=[105, 104, 91],
         expect={"outcome": "showdown", "pots": [43], "winners": {"0": ["Anna", "Ben"]},
                 "shares": {"0": {"Anna": 22, "Ben": 21}},
                 "openers": {"3": "Carla", "4": "Anna", "5": "Anna", "6": "Anna", "7": "Anna"},
                 "show_order": ["Anna", "Ben"],
                 "explanation_contains": ["the low half (21) to Ben with 9-6-5-4-3 low"], "refused": None}),

    # A house game, Hi-Lo with deuces wild (once refused: no wild card in a low): Ben's 2♦ stands for an Ace
    #     in his low (the lowest card that helps) and for the A♣ in his flush.
    # 3rd: ups 7♦ 6♥ 5♦: Carla's 5♦ brings in 1; Anna completes to 2, Ben and Carla call: 9.
    # 4th: Anna K-7 opens: 2 each: 15.  5th: Anna 7-K-7, a pair: 4, Ben calls, Carla folds: 23.
    # 6th: Anna two pair: 4, call: 31.  7th: 4, call: 39.  Anna shows first: Kings full of
    #      sevens; Ben: J♣ T♣ 8♣ 3♣ and the 2♦ as the A♣, a flush, and 8-6-4-3 with the 2♦ as
    #      an Ace, 8-6-4-3-A low.  High half 20 to Anna, low half 19 to Ben.
    # Stacks: Anna 100-17+20 = 103, Ben 100-17+19 = 102, Carla 100-1-2-2 = 95.
    dict(name="house-hi-lo-wild-low", variant="HOUSE", players=THREE,
         house_game={"name": "Deuces Hi-Lo", "wild": {"ranks": ["2"]}, "split": "hi_lo"},
         deal={"Anna": "Kh4c7d Kd 7s Ks 9h", "Ben": "3c2d6h 8c Jc 4h Tc", "Carla": "????5d 9d 3s"},
         bets={3: "Carla pb, Anna cbr 2, Ben cc, Carla cc",
               4: "Anna cbr 2, Ben cc, Carla cc",
               5: "Anna cbr 4, Ben cc, Carla f",
               6: "Anna cbr 4, Ben cc",
               7: "Anna cbr 4, Ben cc"},
         show="Anna, Ben",
         finishing_stacks=[103, 102, 95],
         expect={"outcome": "showdown", "pots": [39], "winners": {"0": ["Anna", "Ben"]},
                 "shares": {"0": {"Anna": 20, "Ben": 19}},
                 "openers": {"3": "Carla", "4": "Anna", "5": "Anna", "6": "Anna", "7": "Anna"},
                 "show_order": ["Anna", "Ben"],
                 "explanation_contains": ["2♦ stands for an Ace", "8-6-4-3-A low"],
                 "explanation_de_contains": ["2♦ steht für ein Ass"], "refused": None}),

    # The deals no game of the referee deals: house games whose definitions are presets (referee/games/house.py,
    # PRESETS), each with its source in docs/rules.md.  Limits 1 / 2 / 4, ante 1, stacks 100;
    # the first two betting rounds at the small bet, the later ones at the big bet.
    #
    # HOUSE-1, Eight-Card Stud ("ddu, u, u, u, d, d": Seven-Card Stud and an eighth card face down
    #         with a betting round of its own; play-poker-information.com, "Stud Poker").
    #         3rd: ups Anna 9♣, Ben 4♣, Carla 3♣: Carla's 3♣ brings in 1; Anna completes to 2, Ben
    #         and Carla call: 3 + 6 = 9.   4th: Carla T♣ 3♣ (Ten high) beats Anna 9♣ 2♠ and Ben
    #         7♦ 4♣: Carla checks, Anna bets 2, both call: 15.   5th (big bet): Anna's 9♣ 2♠ 9♦, a
    #         pair, opens: 4, both call: 27.   6th: Anna's nines open: 4, Ben raises to 8,
    #         Carla folds, Anna calls: 43.   7th (down): Anna checks, Ben bets 4, Anna calls: 51.
    #         8th (down): Anna checks, Ben bets 4, Anna raises to 8, Ben calls: 67.  Anna raised
    #         last and shows first: A♥ K♥ Q♥ 5♥ 3♥, a flush, Ace high (the best five of her
    #         eight); Ben's Q♠ Q♦ Q♣ 7♦ and the 7♣ of 8th street make a full house, Queens over
    #         sevens: Ben wins 67.
    #         Stacks: Anna 100-1-2-2-4-8-4-8 = 71, Ben the same 71 + 67 = 138, Carla 100-1-2-2-4 = 91.
    dict(name="house-eight-card-stud", variant="HOUSE", house="8CS", players=THREE,
         deal={"Anna": "AhKh9c 2s 9d 5h Qh 3h", "Ben": "QsQd4c 7d Js Qc 8s 7c", "Carla": "6s6h3c Tc Kd 2d"},
         bets={3: "Carla pb, Anna cbr 2, Ben cc, Carla cc",
               4: "Carla cc, Anna cbr 2, Ben cc, Carla cc",
               5: "Anna cbr 4, Ben cc, Carla cc",
               6: "Anna cbr 4, Ben cbr 8, Carla f, Anna cc",
               7: "Anna cc, Ben cbr 4, Anna cc",
               8: "Anna cc, Ben cbr 4, Anna cbr 8, Ben cc"},
         show="Anna, Ben",
         finishing_stacks=[71, 138, 91],
         expect={"wild_ranks": [], "outcome": "showdown", "pots": [67], "winners": {"0": ["Ben"]},
                 "categories": {"Ben": "full house", "Anna": "flush"},
                 "descriptions": {"Ben": "a full house, Queens over sevens", "Anna": "a flush, Ace high"},
                 "carried_pot": 0,
                 "openers": {"3": "Carla", "4": "Carla", "5": "Anna", "6": "Anna", "7": "Anna", "8": "Anna"},
                 "show_order": ["Anna", "Ben"],
                 "explanation_contains": ["Ben wins the pot of 67"],
                 "refused": None}),

    # HOUSE-2, Nine-Card Stud ("ddu, u, u, u, u, d, d": five up, then two down, a betting round
    #         after each; talvola/generic_poker's nine_card_stud.json).  Heads-up.
    #         3rd: Ben's 3♠ is lower than Anna's K♣ and brings in 1; Anna completes to 2, Ben
    #         calls: 2 + 4 = 6.   4th: Anna's K♣ 7♥ beat Ben's Q♦ 3♠: Anna checks, Ben bets 2,
    #         Anna calls: 10.   5th (big bet): Ben's Q♦ Q♥ open: 4, called: 18.   6th: Ben's
    #         Queens again: 4, called: 26.   7th: both check.   8th (down): Ben bets 4, Anna
    #         calls: 34.   9th (down): Ben bets 4, Anna raises to 8, Ben calls: 50.
    #         Anna raised last and shows first: of her nine cards 7♥ 8♦ 9♠ T♥ J♠ make a straight,
    #         Jack high; Ben's A♦ 2♥ 3♠ 4♦ 5♦ make a straight, five high (beside two pair, Aces
    #         and Queens): Anna wins 50.
    #         Stacks: Anna 100-1-2-2-4-4-4-8 = 75 + 50 = 125, Ben 75.
    dict(name="house-nine-card-stud", variant="HOUSE", house="9CS", players="Anna Ben",
         deal={"Anna": "5c6dKc 7h 2c Js 8d Th 9s", "Ben": "AdAh3s Qd Qh 4d 2h Ks 5d"},
         bets={3: "Ben pb, Anna cbr 2, Ben cc",
               4: "Anna cc, Ben cbr 2, Anna cc",
               5: "Ben cbr 4, Anna cc",
               6: "Ben cbr 4, Anna cc",
               7: "Ben cc, Anna cc",
               8: "Ben cbr 4, Anna cc",
               9: "Ben cbr 4, Anna cbr 8, Ben cc"},
         show="Anna, Ben",
         finishing_stacks=[125, 75],
         expect={"wild_ranks": [], "outcome": "showdown", "pots": [50], "winners": {"0": ["Anna"]},
                 "categories": {"Anna": "straight", "Ben": "straight"},
                 "descriptions": {"Anna": "a straight, Jack high", "Ben": "a straight, five high"},
                 "carried_pot": 0,
                 "openers": {"3": "Ben", "4": "Anna", "5": "Ben", "6": "Ben", "7": "Ben", "8": "Ben", "9": "Ben"},
                 "show_order": ["Anna", "Ben"],
                 "explanation_contains": ["Anna wins the pot of 50"],
                 "refused": None}),

    # HOUSE-3, Eighty-Eight ("dd, u, u, u, u, d, d", eights wild; talvola/generic_poker's
    #         eighty_eight.json, which posts blinds: here the ante, and on 2nd street, where no card
    #         is up, the player on the dealer's left brings in, as in Blind Stud).
    #         2nd: no card up: Anna, on the dealer's (Carla's) left, brings in 1; Ben completes to
    #         2, Carla and Anna call: 3 + 6 = 9.   3rd: Anna's 8♥ is wild, a lone wild card reads
    #         as an Ace: it beats Ben's K♦; Anna bets 2, Ben calls, Carla folds: 13.   4th (big
    #         bet): Ben's K♦ K♣ beat Anna's 8♥ 4♣ (a pair of fours): 4, called: 21.   5th: Ben's
    #         Kings again: 4, called: 29.   6th: Anna's 8♥ 4♣ 9♦ 4♠, three fours, open: 4,
    #         called: 37.   7th (down): both check.   8th (down): Anna bets 4, Ben calls: 45.
    #         Anna bet last and shows first: T♥ T♣ with the wild 8♥ and 4♣ 4♠, a full house,
    #         tens over fours; Ben's A♠ A♣ K♦ K♣ two pair, Aces and Kings: Anna wins 45.
    #         Stacks: Anna 100-1-2-2-4-4-4-4 = 79 + 45 = 124, Ben 79, Carla 100-1-2 = 97.
    dict(name="house-eighty-eight", variant="HOUSE", house="88", players=THREE,
         deal={"Anna": "ThTc 8h 4c 9d 4s 2d 6h", "Ben": "AsAc Kd Kc 2s 7h Jd 3h", "Carla": "QsJs 5c"},
         bets={2: "Anna pb, Ben cbr 2, Carla cc, Anna cc",
               3: "Anna cbr 2, Ben cc, Carla f",
               4: "Ben cbr 4, Anna cc",
               5: "Ben cbr 4, Anna cc",
               6: "Anna cbr 4, Ben cc",
               7: "Anna cc, Ben cc",
               8: "Anna cbr 4, Ben cc"},
         show="Anna, Ben",
         finishing_stacks=[124, 79, 97],
         expect={"wild_ranks": ["8"], "outcome": "showdown", "pots": [45], "winners": {"0": ["Anna"]},
                 "categories": {"Anna": "full house", "Ben": "two pair"},
                 "descriptions": {"Anna": "a full house, tens over fours", "Ben": "two pair, Aces and Kings"},
                 "carried_pot": 0,
                 "openers": {"2": "Anna", "3": "Anna", "4": "Ben", "5": "Ben", "6": "Anna", "7": "Anna", "8": "Anna"},
                 "show_order": ["Anna", "Ben"],
                 "explanation_contains": ["Anna wins the pot of 45"],
                 "refused": None}),

    # HOUSE-4, Ninety-Nine ("dd, u, u, u, u, d, d, d", nines wild; talvola/generic_poker's
    #         ninety_nine.json, blinds as in Eighty-Eight: here the ante and the bring-in).
    #         Heads-up, Ben deals.  2nd: no card up: Anna, on the dealer's left, brings in 1; Ben
    #         calls: 2 + 2 = 4.   3rd: Anna's 9♣ (wild, read as an Ace) beats Ben's Q♥; both
    #         check.   4th (big bet): Anna's 9♣ 5♦, a pair of fives, beats Ben's Q♥ 6♠: 4, called:
    #         12.   5th: Anna's 9♣ 5♦ K♣, a pair of Kings, beats Ben's Q♥ 6♠ Q♠: 4, Ben raises to 8,
    #         Anna calls: 28.   6th: Ben's Q♥ 6♠ Q♠ 6♥, two pair, open: 4, called: 36.   7th, 8th
    #         (down): both check.   9th (down): Ben bets 4, Anna calls: 44.
    #         Ben bet last and shows first: Q♥ Q♠ Q♣ J♠ J♦, a full house, Queens over Jacks; Anna's
    #         three wild nines (9♠ 9♦ in the hole, 9♣) stand for Kings beside K♣ K♥: five Kings.
    #         Anna wins 44.   Stacks: Anna 100-1-1-4-8-4-4 = 78 + 44 = 122, Ben 78.
    dict(name="house-ninety-nine", variant="HOUSE", house="99", players="Anna Ben",
         deal={"Anna": "9s9d 9c 5d Kc 2h Kh 3c Ts", "Ben": "JsJd Qh 6s Qs 6h Qc 7d 4h"},
         bets={2: "Anna pb, Ben cc",
               3: "Anna cc, Ben cc",
               4: "Anna cbr 4, Ben cc",
               5: "Anna cbr 4, Ben cbr 8, Anna cc",
               6: "Ben cbr 4, Anna cc",
               7: "Ben cc, Anna cc",
               8: "Ben cc, Anna cc",
               9: "Ben cbr 4, Anna cc"},
         show="Ben, Anna",
         finishing_stacks=[122, 78],
         expect={"wild_ranks": ["9"], "outcome": "showdown", "pots": [44], "winners": {"0": ["Anna"]},
                 "categories": {"Anna": "five of a kind", "Ben": "full house"},
                 "descriptions": {"Anna": "five Kings", "Ben": "a full house, Queens over Jacks"},
                 "carried_pot": 0,
                 "openers": {"2": "Anna", "3": "Anna", "4": "Anna", "5": "Anna", "6": "Ben", "7": "Ben", "8": "Ben",
                             "9": "Ben"},
                 "show_order": ["Ben", "Anna"],
                 "explanation_contains": ["Anna wins the pot of 44"],
                 "refused": None}),

    # HOUSE-5, Four Forty-Four ("ddddu, u, u, u", fours wild: four down and four up;
    #         pokerteam.com/444-stud.html: "The dealer lays four cards face down in front of each
    #         player, and one card face up ... this round begins with the player showing the
    #         lowest card ... players receive their sixth, seventh, and eighth card, all face up").
    #         5th: ups Anna K♦, Ben 7♥, Carla 5♣: Carla brings in 1; Anna completes to 2, Ben
    #         calls, Carla folds: 3 + 5 = 8.   6th: Ben's 7♥ 4♠ (the wild 4♠: a pair of sevens)
    #         beats Anna's K♦ Q♦: 2, called: 12.   7th (big bet): Ben's sevens again: 4, Anna
    #         raises to 8, Ben calls: 28.   8th: Ben's 7♥ 4♠ 2♣ 7♣, three sevens, open: 4, Anna
    #         raises to 8, Ben to 12, Anna calls: 52.
    #         Ben raised last and shows first: 7♠ 7♥ 7♣ and the wild 4♣ 4♠: five sevens; Anna's
    #         A♦ K♦ Q♦ J♦ T♦, a royal flush, loses to five of a kind.  Ben wins 52.
    #         Stacks: Anna 100-1-2-2-8-12 = 75, Ben 75 + 52 = 127, Carla 100-1-1 = 98.
    dict(name="house-four-forty-four", variant="HOUSE", house="4-40-4", players=THREE,
         deal={"Anna": "Ad3h8s9cKd Qd Jd Td", "Ben": "7s4c2d2h7h 4s 2c 7c", "Carla": "KhKsJcTs5c"},
         bets={5: "Carla pb, Anna cbr 2, Ben cc, Carla f",
               6: "Ben cbr 2, Anna cc",
               7: "Ben cbr 4, Anna cbr 8, Ben cc",
               8: "Ben cbr 4, Anna cbr 8, Ben cbr 12, Anna cc"},
         show="Ben, Anna",
         finishing_stacks=[75, 127, 98],
         expect={"wild_ranks": ["4"], "outcome": "showdown", "pots": [52], "winners": {"0": ["Ben"]},
                 "categories": {"Ben": "five of a kind", "Anna": "straight flush"},
                 "descriptions": {"Ben": "five sevens", "Anna": "a royal flush"},
                 "carried_pot": 0,
                 "openers": {"5": "Carla", "6": "Ben", "7": "Ben", "8": "Ben"},
                 "show_order": ["Ben", "Anna"],
                 "explanation_contains": ["Ben wins the pot of 52"],
                 "refused": None}),

    # HOUSE-6, Three Thirty-Three ("ddd, u, u, u", threes wild; talvola/generic_poker's
    #         three_thirty_three.json, blinds as in Eighty-Eight).  Carla deals.
    #         3rd: no card up: Anna brings in 1, Ben and Carla call: 3 + 3 = 6.   4th: Ben's 3♦
    #         (wild, read as an Ace) beats Anna's J♣ and Carla's 8♥: 2, Carla folds, Anna calls:
    #         10.   5th (big bet): Anna's J♣ J♠ beat Ben's 3♦ T♣ (a pair of tens): 4, called: 18.
    #         6th: Ben's 3♦ T♣ T♥, three tens, open: 4, Anna raises to 8, Ben calls: 34.
    #         Anna raised last and shows first: J♥ J♣ J♠ 6♣ 6♦, a full house, Jacks over sixes;
    #         Ben's T♣ T♥ with the wild 3♣ 3♦: four tens.  Ben wins 34.
    #         Stacks: Anna 100-1-1-2-4-8 = 84, Ben 84 + 34 = 118, Carla 100-1-1 = 98.
    dict(name="house-three-thirty-three", variant="HOUSE", house="3-33", players=THREE,
         deal={"Anna": "Jh6c2s Jc Js 6d", "Ben": "3c9s4h 3d Tc Th", "Carla": "AdKdQd 8h"},
         bets={3: "Anna pb, Ben cc, Carla cc",
               4: "Ben cbr 2, Carla f, Anna cc",
               5: "Anna cbr 4, Ben cc",
               6: "Ben cbr 4, Anna cbr 8, Ben cc"},
         show="Anna, Ben",
         finishing_stacks=[84, 118, 98],
         expect={"wild_ranks": ["3"], "outcome": "showdown", "pots": [34], "winners": {"0": ["Ben"]},
                 "categories": {"Ben": "four of a kind", "Anna": "full house"},
                 "descriptions": {"Ben": "four tens", "Anna": "a full house, Jacks over sixes"},
                 "carried_pot": 0,
                 "openers": {"3": "Anna", "4": "Ben", "5": "Anna", "6": "Ben"},
                 "show_order": ["Anna", "Ben"],
                 "explanation_contains": ["Ben wins the pot of 34"],
                 "refused": None}),

    # HOUSE-7, Mexican Stud ({"cards": 5, "deal": "turn_up"}: five-card stud dealt all face down,
    #         each player turning one card up on every street, all at once, keeping one down;
    #         play-poker-card-games.poker.tj, "Mexican stud or Flip": "Each player looks at his new
    #         card, and must either turn it face up or switch it with his hole-card"; the highest
    #         card opens, vegas365.com/mexican-stud: "The bring-in bet in round one of betting is
    #         paid by the player showing the highest card": here the best up cards open, unforced).
    #         All cards entered as ??; each card turned up becomes known.
    #         2nd: Anna turns up K♥ (K♠ down), Ben 2♦, Carla 9♥: Anna's King opens: 2, both call:
    #         3 + 6 = 9.   3rd: Anna turns up the new 5♣, Ben his old 7♣ (keeping the new A♦
    #         down), Carla the new 9♠: Carla's 9♥ 9♠ open: 2, Anna calls, Ben folds: 13.
    #         4th (big bet): Anna turns up the new K♦ (K♥ 5♣ K♦), Carla the new 2♣: Anna's Kings
    #         open: 4, called: 21.   5th: Anna turns up 3♥, Carla the new 9♣, three nines up: Carla
    #         opens: 4, Anna raises to 8, Carla to 12, Anna calls: 45.
    #         Carla raised last and shows first: 9♦ in the hole, four nines; Anna's K♠: three Kings.
    #         Carla wins 45.   Stacks: Anna 100-1-2-2-4-12 = 79, Ben 100-1-2 = 97, Carla 79 + 45 = 124.
    dict(name="house-mexican-stud", variant="HOUSE", house="MEXICAN", players=THREE,
         deal={"Anna": "KhKs 5c Kd 3h", "Ben": "7c2d Ad", "Carla": "9h9d 9s 2c 9c"},
         turns={2: "Anna Kh, Ben 2d, Carla 9h", 3: "Anna 5c, Ben 7c, Carla 9s", 4: "Anna Kd, Carla 2c",
                5: "Anna 3h, Carla 9c"},
         bets={2: "Anna cbr 2, Ben cc, Carla cc",
               3: "Carla cbr 2, Anna cc, Ben f",
               4: "Anna cbr 4, Carla cc",
               5: "Carla cbr 4, Anna cbr 8, Carla cbr 12, Anna cc"},
         show="Carla, Anna",
         finishing_stacks=[79, 97, 124],
         expect={"wild_ranks": [], "outcome": "showdown", "pots": [45], "winners": {"0": ["Carla"]},
                 "categories": {"Carla": "four of a kind", "Anna": "three of a kind"},
                 "descriptions": {"Carla": "four nines", "Anna": "three Kings"},
                 "carried_pot": 0,
                 "openers": {"2": "Anna", "3": "Carla", "4": "Anna", "5": "Carla"},
                 "show_order": ["Carla", "Anna"],
                 "explanation_contains": ["Carla wins the pot of 45"],
                 "refused": None}),

    # HOUSE-8, Last Card Down ("du, u, u, d": five-card stud with its last card face down;
    #         pokergamesandrules.com, 5 Card Stud variations: "Last Card Down: In this version of
    #         the game there are two hole cards ... the second hole card may be dealt last").
    #         2nd: ups Anna Q♣, Ben 6♦, Carla T♥: Ben brings in 1; Carla calls, Anna completes to
    #         2, Ben and Carla call: 3 + 6 = 9.   3rd: Ben's 6♦ 6♣, an open pair on the second
    #         round, opens with the big bet: 4, Carla folds, Anna calls: 17.   4th (big bet):
    #         Anna's Q♣ 4♠ Q♥ beat Ben's sixes: 4, called: 25.   5th (down): Anna checks, Ben bets
    #         4, Anna calls: 33.
    #         Ben bet last and shows first: 6♥ 6♦ 6♣ 8♠ 8♦, a full house, sixes over eights; Anna's
    #         two pair, Queens and fours.  Ben wins 33.
    #         Stacks: Anna 100-1-2-4-4-4 = 85, Ben 85 + 33 = 118, Carla 100-1-2 = 97.
    dict(name="house-last-card-down", variant="HOUSE", house="LASTDOWN", players=THREE,
         deal={"Anna": "JdQc 4s Qh 4h", "Ben": "6h6d 6c 8s 8d", "Carla": "2cTh Ah"},
         bets={2: "Ben pb, Carla cc, Anna cbr 2, Ben cc, Carla cc",
               3: "Ben cbr 4, Carla f, Anna cc",
               4: "Anna cbr 4, Ben cc",
               5: "Anna cc, Ben cbr 4, Anna cc"},
         show="Ben, Anna",
         finishing_stacks=[85, 118, 97],
         expect={"wild_ranks": [], "outcome": "showdown", "pots": [33], "winners": {"0": ["Ben"]},
                 "categories": {"Ben": "full house", "Anna": "two pair"},
                 "descriptions": {"Ben": "a full house, sixes over eights", "Anna": "two pair, Queens and fours"},
                 "carried_pot": 0,
                 "openers": {"2": "Ben", "3": "Ben", "4": "Anna", "5": "Anna"},
                 "show_order": ["Ben", "Anna"],
                 "explanation_contains": ["Ben wins the pot of 33"],
                 "refused": None}),

    # HOUSE-9, Alligator Stud ("du, uu, u, u": one down and one up, then two up at once, then one
    #         up and one up, a betting round after each; rocketstud.com/html/six-card_stud.html:
    #         "starts with one hole card and one upcard, followed by a first betting round; then
    #         two upcards are dealt to each player followed by a second betting round; then a fourth
    #         upcard and betting round, and finally a fifth upcard and betting round").  Heads-up.
    #         2nd: Anna's 3♠ brings in 1; Ben completes to 2, Anna calls: 2 + 4 = 6.   4th: Anna's
    #         3♠ 7♦ 7♠, an open pair on the second round, opens with the big bet: 4, called: 14.
    #         5th: Ben's J♥ 2♣ 9♦ J♦ beat Anna's sevens: 4, called: 22.   6th: Ben's three Jacks up
    #         beat Anna's three sevens: 4, Anna raises to 8, Ben calls: 38.
    #         Anna raised last and shows first: 7♥ in the hole, four sevens; Ben's J♣: four Jacks,
    #         the best five of his six.  Ben wins 38.   Stacks: Anna 100-1-2-4-4-8 = 81, Ben 81 + 38 = 119.
    dict(name="house-alligator-stud", variant="HOUSE", house="ALLIGATOR", players="Anna Ben",
         deal={"Anna": "7h3s 7d7s Kc 7c", "Ben": "JcJh 2c9d Jd Js"},
         bets={2: "Anna pb, Ben cbr 2, Anna cc",
               4: "Anna cbr 4, Ben cc",
               5: "Ben cbr 4, Anna cc",
               6: "Ben cbr 4, Anna cbr 8, Ben cc"},
         show="Anna, Ben",
         finishing_stacks=[81, 119],
         expect={"wild_ranks": [], "outcome": "showdown", "pots": [38], "winners": {"0": ["Ben"]},
                 "categories": {"Ben": "four of a kind", "Anna": "four of a kind"},
                 "descriptions": {"Ben": "four Jacks", "Anna": "four sevens"},
                 "carried_pot": 0,
                 "openers": {"2": "Anna", "4": "Anna", "5": "Ben", "6": "Ben"},
                 "show_order": ["Anna", "Ben"],
                 "explanation_contains": ["Ben wins the pot of 38"],
                 "refused": None}),

    # HOUSE-10, Blind Stud ("ddd, d, d, d, d": Seven-Card Stud dealt all face down;
    #         pokerrules.net/stud/blind: "Each player is dealt three cards face down ... a round of
    #         betting begins with the player to the left of the dealer. In this first round of
    #         betting, this player must pay a bring-in"; "Each player is dealt one card face down
    #         and another round of betting begins with the player to the left of the dealer").
    #         Carla deals; every round opens with Anna.
    #         3rd: Anna brings in 1, Ben completes to 2, Carla and Anna call: 3 + 6 = 9.   4th: Anna
    #         checks, Ben bets 2, Carla folds, Anna calls: 13.   5th (big bet): both check.   6th:
    #         Anna bets 4, Ben calls: 21.   7th: Anna checks, Ben bets 4, Anna calls: 29.
    #         Ben bet last and shows first: 9♥ T♣ J♣ Q♦ K♥, a straight, King high; Anna's three
    #         fives lose.  Ben wins 29.
    #         Stacks: Anna 100-1-2-2-4-4 = 87, Ben 87 + 29 = 116, Carla 100-1-2 = 97.
    dict(name="house-blind-stud", variant="HOUSE", house="BLIND", players=THREE,
         deal={"Anna": "5h5dAc 9s 2d Qc 5s", "Ben": "TcJcQd Kh 3c 9h 8c", "Carla": "4d4c6h 2h"},
         bets={3: "Anna pb, Ben cbr 2, Carla cc, Anna cc",
               4: "Anna cc, Ben cbr 2, Carla f, Anna cc",
               5: "Anna cc, Ben cc",
               6: "Anna cbr 4, Ben cc",
               7: "Anna cc, Ben cbr 4, Anna cc"},
         show="Ben, Anna",
         finishing_stacks=[87, 116, 97],
         expect={"wild_ranks": [], "outcome": "showdown", "pots": [29], "winners": {"0": ["Ben"]},
                 "categories": {"Ben": "straight", "Anna": "three of a kind"},
                 "descriptions": {"Ben": "a straight, King high", "Anna": "three fives"},
                 "carried_pot": 0,
                 "openers": {"3": "Anna", "4": "Anna", "5": "Anna", "6": "Anna", "7": "Anna"},
                 "show_order": ["Ben", "Anna"],
                 "explanation_contains": ["Ben wins the pot of 29"],
                 "refused": None}),

    # the players' choices of the house games
    # HOUSE-11, 7-Card Flip ("dddd^^, u, u, d": four cards down, each player turning up two of
    #         them by choice, then seven-card stud's last three; talvola/generic_poker,
    #         data/game_configs/7_card_flip.json: "Deal Hole Cards" 4 "face down", "Expose Two
    #         Cards", then one up, one up, one down, a betting round after each).  Heads-up.
    #         4th: Anna turns up 7♠ 7♣ (A♥ A♦ down), Ben 3♣ Q♥ (Q♠ Q♦ down).  Of the two up cards the
    #         lowest brings in: Ben's 3♣.  Ben brings in 1, Anna completes to 2, Ben calls: 2 + 4 = 6.
    #         5th: Anna's 7♠ 7♣ 2♥ beat Ben's Q♥ 9♦ 3♣: Anna bets 2, Ben calls: 10.   6th (big bet):
    #         Anna bets 4, Ben raises to 8, Anna calls: 26.   7th (down): Anna checks, Ben bets 4,
    #         Anna raises to 8, Ben calls: 42.
    #         Anna raised last and shows first: A♥ A♦ A♣ 7♠ 7♣, a full house, Aces over sevens; Ben's
    #         three Queens lose.  Anna wins 42.   Stacks: Anna 100-1-2-2-8-8 = 79 + 42 = 121, Ben 79.
    dict(name="house-seven-card-flip", variant="HOUSE", house="FLIP", players="Anna Ben",
         deal={"Anna": "AhAd7s7c 2h Kh Ac", "Ben": "QsQdQh3c 9d 4s Js"},
         turns={4: "Anna 7s, Anna 7c, Ben 3c, Ben Qh"},
         bets={4: "Ben pb, Anna cbr 2, Ben cc",
               5: "Anna cbr 2, Ben cc",
               6: "Anna cbr 4, Ben cbr 8, Anna cc",
               7: "Anna cc, Ben cbr 4, Anna cbr 8, Ben cc"},
         show="Anna, Ben",
         finishing_stacks=[121, 79],
         expect={"wild_ranks": [], "outcome": "showdown", "pots": [42], "winners": {"0": ["Anna"]},
                 "categories": {"Anna": "full house", "Ben": "three of a kind"},
                 "descriptions": {"Anna": "a full house, Aces over sevens", "Ben": "three Queens"},
                 "carried_pot": 0,
                 "openers": {"4": "Ben", "5": "Anna", "6": "Anna", "7": "Anna"},
                 "show_order": ["Anna", "Ben"],
                 "explanation_contains": ["Anna wins the pot of 42"],
                 "refused": None}),

    # HOUSE-12, Pineapple Stud ("dddd^x, u, u, u, d": four cards down, each player turning one up
    #         and discarding one, then seven-card stud; onlinepoker.org/dealers-choice/pineapple-stud:
    #         "A game of Pineapple Stud begins with dealer distributing four cards to each player.
    #         Players then decide on one card to flip as their first up card, two cards to remain
    #         face down as their hole card, and one card to discard").  The discards are entered ??.
    #         3rd: Anna turns up 5♣ and discards 8♦, Ben 2♣ and 7♥, Carla Q♣ and 3♦.  Ben's 2♣ brings
    #         in 1; Carla completes to 2, Anna and Ben call: 3 + 6 = 9.   4th: Carla's Q♣ 9♣ open:
    #         2, Anna calls, Ben folds: 13.   5th (big bet): Anna's K♣ 9♠ 5♣ beat Carla's Q♣ 9♣ 8♥:
    #         Anna bets 4, Carla calls: 21.   6th: Anna checks, Carla bets 4, Anna calls: 29.
    #         7th: Anna checks, Carla bets 4, Anna raises to 8, Carla calls: 45.
    #         Anna raised last and shows first: K♠ K♥ K♣, three Kings; Carla's J♣ T♣ with Q♣ 9♣ 4♣: a
    #         flush, Queen high.  Carla wins 45.
    #         Stacks: Anna 100-1-2-2-4-4-8 = 79, Ben 100-1-2 = 97, Carla 79 + 45 = 124.
    dict(name="house-pineapple-stud", variant="HOUSE", house="PINEAPPLE", players=THREE,
         deal={"Anna": "KsKh8d5c 9s Kc 2d 4h", "Ben": "AsAd7h2c 6h", "Carla": "QcJcTc3d 9c 8h 4c 7d"},
         turns={3: "Anna 5c, Ben 2c, Carla Qc"},
         discards={3: "Anna 8d, Ben 7h, Carla 3d"},
         bets={3: "Ben pb, Carla cbr 2, Anna cc, Ben cc",
               4: "Carla cbr 2, Anna cc, Ben f",
               5: "Anna cbr 4, Carla cc",
               6: "Anna cc, Carla cbr 4, Anna cc",
               7: "Anna cc, Carla cbr 4, Anna cbr 8, Carla cc"},
         show="Anna, Carla",
         finishing_stacks=[79, 97, 124],
         expect={"wild_ranks": [], "outcome": "showdown", "pots": [45], "winners": {"0": ["Carla"]},
                 "categories": {"Carla": "flush", "Anna": "three of a kind"},
                 "descriptions": {"Carla": "a flush, Queen high", "Anna": "three Kings"},
                 "carried_pot": 0,
                 "openers": {"3": "Ben", "4": "Carla", "5": "Anna", "6": "Anna", "7": "Anna"},
                 "show_order": ["Anna", "Carla"],
                 "explanation_contains": ["Carla wins the pot of 45"],
                 "refused": None}),

    # HOUSE-13, Kentrel ("dddd^x, u, u, u, d", hi_lo: Pineapple Stud's deal, high-low eight or
    #         better; talvola/generic_poker kentrel.json, after abby99's mixed game cards: four
    #         down, "Discard One Card", "Expose One Card", low card brings in, then one up, one up,
    #         one up, one down; a high hand and an A-5 low with Seven-Card Stud Hi-Lo's qualifier).
    #         Heads-up; the players' cards entered at the deal.
    #         3rd: Anna turns up 3♦ and discards K♠, Ben turns up Q♠ and discards 4♣.  Anna's 3♦
    #         brings in 1, Ben completes to 2, Anna calls: 2 + 4 = 6.   4th: Ben's Q♠ 9♥ open: 2,
    #         called: 10.   5th (big bet): Ben's Q♠ 9♥ K♣: 4, called: 18.   6th: Ben's nines: 4,
    #         called: 26.   7th: Ben bets 4, Anna raises to 8, Ben calls: 42.
    #         Anna raised last and shows first: A♣ 2♣ 7♣ with 3♦ 5♥, a 7-5-3-2-A low; Ben: K♦ K♥
    #         K♣ 9♥ 9♦, Kings full of nines, no low.  High half 21 to Ben, low half 21 to Anna.
    #         Stacks: each put in 1+2+2+4+4+8 = 21 and takes 21 back: 100 each.
    dict(name="house-kentrel", variant="HOUSE", house="KENTREL", players="Anna Ben", known=("Anna", "Ben"),
         deal={"Anna": "Ac2c3dKs 5h 8d Qh 7c", "Ben": "KdKhQs4c 9h Kc 9d Js"},
         turns={3: "Anna 3d, Ben Qs"},
         discards={3: "Anna Ks, Ben 4c"},
         bets={3: "Anna pb, Ben cbr 2, Anna cc",
               4: "Ben cbr 2, Anna cc",
               5: "Ben cbr 4, Anna cc",
               6: "Ben cbr 4, Anna cc",
               7: "Ben cbr 4, Anna cbr 8, Ben cc"},
         show="Anna, Ben",
         finishing_stacks=[100, 100],
         expect={"outcome": "showdown", "pots": [42], "winners": {"0": ["Ben", "Anna"]},
                 "shares": {"0": {"Ben": 21, "Anna": 21}},
                 "openers": {"3": "Anna", "4": "Ben", "5": "Ben", "6": "Ben", "7": "Ben"},
                 "show_order": ["Anna", "Ben"],
                 "explanation_contains": ["the low half (21) to Anna with 7-5-3-2-A low"], "refused": None}),

    # HOUSE-14, Anaconda ("ddddddd, p3, p2, p1, ^xx, ^, ^, ^", hi_lo, declared all at once;
    #         pagat.com, Pass the Trash: "seven cards are dealt, face down, to each player ... a
    #         betting round, begun by the player to dealer's left", "each active player places three
    #         unwanted cards face down ... passed to the next active player to the left", its
    #         variation "three phases of passing trash" (3, 2, 1: here each to the next on the left,
    #         as talvola/generic_poker's anaconda.json), "everyone discards two unwanted cards ...
    #         Each player turns over the first card of their stack and there is a betting round,
    #         begun by the player with the highest hand showing", "often played high-low ... everyone
    #         declares").  Nobody's cards are entered: every pass and discard is logged ??.
    #         7th: nothing up: Anna (dealer's left) checks, Ben bets 2, Carla and Anna call: 3 + 6 = 9.
    #         Pass of 3: Anna 9♥ 6♠ 4♦ to Ben, Ben 8♣ 5♦ 3♣ to Carla, Carla 7♠ 6♦ 2♠ to Anna.
    #         Anna bets 2, both call: 15.   Pass of 2 (big bet from here): Anna 7♠ 6♦ to Ben, Ben 6♠ 4♦
    #         to Carla, Carla K♥ Q♦ to Anna.  Anna bets 4, Ben folds, Carla calls: 23.   Pass of 1:
    #         Ben has folded, so Anna passes Q♦ past him to Carla, and Carla 8♣ to Anna.  Anna bets 4,
    #         Carla calls: 31.   1st roll: Anna turns up K♣ and discards 2♥ 8♣, Carla turns up 3♣
    #         and discards 7♣ Q♦; Anna's K♣ opens: 4, called: 39.   2nd roll: K♥, 4♦: Anna checks,
    #         Carla bets 4, Anna calls: 47.   3rd roll: A♠, 5♦: Anna bets 4, called: 55.   4th roll:
    #         A♦, 6♠: both check.  Declared at once: Anna high, Carla low.  Anna opened the last round
    #         and shows first: 2♠ with A♠ A♦ K♣ K♥, two pair; Carla A♣ with 3♣ 4♦ 5♦ 6♠, a 6-5-4-3-A
    #         low.  The high half 28 (the odd chip) to Anna, the low half 27 to Carla.
    #         Stacks: Anna and Carla put in 1+2+2+4+4+4+4+4 = 25: Anna 75 + 28 = 103, Carla 75 + 27 =
    #         102; Ben 100-1-2-2 = 95.
    dict(name="house-anaconda", variant="HOUSE", house="ANACONDA", players=THREE,
         deal={"Anna": "AsAdKc9h6s4d2h", "Ben": "AhKdQsJs8c5d3c", "Carla": "AcKhQd7s7c6d2s"},
         passes={8: "Anna 9h 6s 4d, Ben 8c 5d 3c, Carla 7s 6d 2s",
                 9: "Anna 7s 6d, Ben 6s 4d, Carla Kh Qd",
                 10: "Anna Qd, Carla 8c"},
         turns={11: "Anna Kc, Carla 3c", 12: "Anna Kh, Carla 4d", 13: "Anna As, Carla 5d", 14: "Anna Ad, Carla 6s"},
         discards={11: "Anna 2h 8c, Carla 7c Qd"},
         bets={7: "Anna cc, Ben cbr 2, Carla cc, Anna cc",
               8: "Anna cbr 2, Ben cc, Carla cc",
               9: "Anna cbr 4, Ben f, Carla cc",
               10: "Anna cbr 4, Carla cc",
               11: "Anna cbr 4, Carla cc",
               12: "Anna cc, Carla cbr 4, Anna cc",
               13: "Anna cbr 4, Carla cc",
               14: "Anna cc, Carla cc"},
         declare="Anna high, Carla low",
         show="Anna, Carla",
         finishing_stacks=[103, 95, 102],
         expect={"outcome": "showdown", "pots": [55], "winners": {"0": ["Anna", "Carla"]},
                 "shares": {"0": {"Anna": 28, "Carla": 27}},
                 "openers": {"7": "Anna", "8": "Anna", "9": "Anna", "10": "Anna", "11": "Anna", "12": "Anna",
                             "13": "Anna", "14": "Anna"},
                 "show_order": ["Anna", "Carla"],
                 "explanation_contains": ["Declared: Anna high and Carla low"], "refused": None}),

    # HOUSE-14b, Australian Anaconda ("ddddddd, p3r, p2r, p1r, ^xx, ^, ^, ^", hi_lo, declared all at
    #         once; talvola/generic_poker's australian_anaconda.json after ichabod801's poker variant
    #         collection: Anaconda with "Pass Three Right", "Pass Two Right", "Pass One Right").  Carla
    #         deals: Anna's right is Carla, Ben's is Anna, Carla's is Ben.
    #         7th: nothing up: Anna (dealer's left) checks, Ben bets 2, Carla and Anna call: 3 + 6 = 9.
    #         Pass of 3 to the right: Anna 9♥ 6♠ 4♦ to Carla, Ben 8♣ 5♦ 3♣ to Anna, Carla K♥ Q♦ 7♠
    #         to Ben.  Anna bets 2, both call: 15.   Pass of 2 (big bet from here): Anna K♣ 8♣ to
    #         Carla, Ben J♠ 7♠ to Anna, Carla 9♥ 6♠ to Ben.  Anna bets 4, both call: 27.   Pass of 1:
    #         Anna J♠ to Carla, Ben 6♠ to Anna, Carla K♣ to Ben.  Anna bets 4, Ben raises to 8, Carla
    #         folds, Anna calls: 43.   Anna holds A♠ A♦ 2♥ 5♦ 3♣ 7♠ 6♠, Ben A♥ K♦ Q♠ K♥ Q♦ 9♥ K♣.
    #         1st roll: Anna turns up 6♠ and discards A♦ 7♠, Ben turns up Q♠ and discards A♥ 9♥;
    #         Ben's Q♠ opens: 4, called: 51.   2nd roll: 5♦, Q♦: Ben's Queens bet 4, called: 59.
    #         3rd roll: 3♣, K♥: Ben bets 4, called: 67.   4th roll: 2♥, K♦: both check.  Declared at
    #         once: Anna low, Ben high.  Ben opened the last round and shows first: K♣ with Q♠ Q♦ K♥
    #         K♦, a full house; Anna A♠ with 6♠ 5♦ 3♣ 2♥, a 6-5-3-2-A low.  The high half 34 (the odd
    #         chip) to Ben, the low half 33 to Anna.
    #         Stacks: Anna and Ben put in 1+2+2+4+8+4+4+4 = 29: Anna 71 + 33 = 104, Ben 71 + 34 = 105;
    #         Carla 100-1-2-2-4 = 91.
    dict(name="house-australian-anaconda", variant="HOUSE", house="AUSTRALIAN", players=THREE,
         deal={"Anna": "AsAdKc9h6s4d2h", "Ben": "AhKdQsJs8c5d3c", "Carla": "AcKhQd7s7c6d2s"},
         passes={8: "Anna 9h 6s 4d, Ben 8c 5d 3c, Carla Kh Qd 7s",
                 9: "Anna Kc 8c, Ben Js 7s, Carla 9h 6s",
                 10: "Anna Js, Ben 6s, Carla Kc"},
         turns={11: "Anna 6s, Ben Qs", 12: "Anna 5d, Ben Qd", 13: "Anna 3c, Ben Kh", 14: "Anna 2h, Ben Kd"},
         discards={11: "Anna Ad 7s, Ben Ah 9h"},
         bets={7: "Anna cc, Ben cbr 2, Carla cc, Anna cc",
               8: "Anna cbr 2, Ben cc, Carla cc",
               9: "Anna cbr 4, Ben cc, Carla cc",
               10: "Anna cbr 4, Ben cbr 8, Carla f, Anna cc",
               11: "Ben cbr 4, Anna cc",
               12: "Ben cbr 4, Anna cc",
               13: "Ben cbr 4, Anna cc",
               14: "Ben cc, Anna cc"},
         declare="Anna low, Ben high",
         show="Ben, Anna",
         finishing_stacks=[104, 105, 91],
         expect={"outcome": "showdown", "pots": [67], "winners": {"0": ["Ben", "Anna"]},
                 "shares": {"0": {"Ben": 34, "Anna": 33}},
                 "openers": {"7": "Anna", "8": "Anna", "9": "Anna", "10": "Anna", "11": "Ben", "12": "Ben",
                             "13": "Ben", "14": "Ben"},
                 "show_order": ["Ben", "Anna"],
                 "explanation_contains": ["Declared: Anna low and Ben high"], "refused": None}),

    # HOUSE-14c, Nasty Anaconda ("ddddddd, p1, p2, p3, ^xx, ^, ^, ^", hi_lo, declared all at once;
    #         talvola/generic_poker's nasty_anaconda.json after ichabod801's poker variant collection:
    #         Anaconda's passes the other way round, "Pass One Left", "Pass Two Left", "Pass Three
    #         Left").  Carla deals: each passes to the next player still in on the left.
    #         7th: nothing up: all check: 3.   Pass of 1: Anna 9♥ to Ben, Ben 8♣ to Carla, Carla K♥
    #         to Anna.  Anna bets 2, both call: 9.   Pass of 2 (big bet from here): Anna 6♠ 4♦ to
    #         Ben, Ben 5♦ 3♣ to Carla, Carla Q♦ 7♠ to Anna.  Anna bets 4, Ben folds, Carla calls: 17.
    #         Pass of 3: Ben has folded: Anna passes 2♥ 7♠ Q♦ past him to Carla, Carla 8♣ 7♣ 6♦ to
    #         Anna.  Anna bets 4, Carla calls: 25.   Anna holds A♠ A♦ K♣ K♥ 8♣ 7♣ 6♦, Carla A♣ 2♠
    #         5♦ 3♣ 2♥ 7♠ Q♦.   1st roll: Anna turns up K♣ and discards 7♣ 6♦, Carla turns up 3♣ and
    #         discards 2♥ Q♦; Anna's K♣ opens: 4, called: 33.   2nd roll: K♥, 5♦: Anna's Kings bet 4,
    #         called: 41.   3rd roll: 8♣, 7♠: both check.   4th roll: A♦, 2♠: Anna bets 4, called: 49.
    #         Declared at once: Anna high, Carla low.  Anna bet last and shows first: A♠ with A♦ K♣ K♥
    #         8♣, two pair; Carla A♣ with 2♠ 3♣ 5♦ 7♠, a 7-5-3-2-A low.  The high half 25 (the odd
    #         chip) to Anna, the low half 24 to Carla.
    #         Stacks: Anna and Carla put in 1+2+4+4+4+4+4 = 23: Anna 77 + 25 = 102, Carla 77 + 24 =
    #         101; Ben 100-1-2 = 97.
    dict(name="house-nasty-anaconda", variant="HOUSE", house="NASTY", players=THREE,
         deal={"Anna": "AsAdKc9h6s4d2h", "Ben": "AhKdQsJs8c5d3c", "Carla": "AcKhQd7s7c6d2s"},
         passes={8: "Anna 9h, Ben 8c, Carla Kh",
                 9: "Anna 6s 4d, Ben 5d 3c, Carla Qd 7s",
                 10: "Anna 2h 7s Qd, Carla 8c 7c 6d"},
         turns={11: "Anna Kc, Carla 3c", 12: "Anna Kh, Carla 5d", 13: "Anna 8c, Carla 7s", 14: "Anna Ad, Carla 2s"},
         discards={11: "Anna 7c 6d, Carla 2h Qd"},
         bets={7: "Anna cc, Ben cc, Carla cc",
               8: "Anna cbr 2, Ben cc, Carla cc",
               9: "Anna cbr 4, Ben f, Carla cc",
               10: "Anna cbr 4, Carla cc",
               11: "Anna cbr 4, Carla cc",
               12: "Anna cbr 4, Carla cc",
               13: "Anna cc, Carla cc",
               14: "Anna cbr 4, Carla cc"},
         declare="Anna high, Carla low",
         show="Anna, Carla",
         finishing_stacks=[102, 97, 101],
         expect={"outcome": "showdown", "pots": [49], "winners": {"0": ["Anna", "Carla"]},
                 "shares": {"0": {"Anna": 25, "Carla": 24}},
                 "openers": {"7": "Anna", "8": "Anna", "9": "Anna", "10": "Anna", "11": "Anna", "12": "Anna",
                             "13": "Anna", "14": "Anna"},
                 "show_order": ["Anna", "Carla"],
                 "explanation_contains": ["Declared: Anna high and Carla low"], "refused": None}),

    # HOUSE-14d, Anaconda High ("ddddddd, p3, p2, p1, ^xx, ^, ^, ^", the best high hand takes it;
    #         talvola/generic_poker's anaconda_high.json after ichabod801's poker variant collection).
    #         Heads-up, Ben deals: each passes to the other.
    #         7th: nothing up: both check: 2.   Pass of 3: Anna 9♥ 6♠ 4♦ to Ben, Ben 8♣ 5♦ 3♣ to
    #         Anna.  Anna bets 2, Ben calls: 6.   Pass of 2 (big bet from here): Anna 2♥ 3♣, Ben 6♠
    #         4♦.  Anna bets 4, Ben calls: 14.   Pass of 1: Anna 4♦, Ben 2♥.  Anna bets 4, called: 22.
    #         Anna holds A♠ A♦ K♣ 8♣ 5♦ 6♠ 2♥, Ben A♥ K♦ Q♠ J♠ 9♥ 3♣ 4♦.   1st roll: Anna turns up K♣
    #         and discards 5♦ 2♥, Ben turns up Q♠ and discards 3♣ 4♦; Anna's K♣ opens: 4, called: 30.
    #         2nd roll: 8♣, J♠: Anna's K-8 over Q-J: 4, called: 38.   3rd roll: 6♠, K♦: Ben's K-Q-J
    #         over K-8-6 bets 4, called: 46.   4th roll: A♦, 9♥: Anna's A-K-8-6 over K-Q-J-9 bets 4,
    #         called: 54.  Anna bet last and shows first: A♠ with A♦ K♣ 8♣ 6♠, a pair of Aces; Ben A♥
    #         with K♦ Q♠ J♠ 9♥, Ace high.  Anna takes 54.
    #         Stacks: each put in 1+2+4+4+4+4+4+4 = 27: Anna 73 + 54 = 127, Ben 73.
    dict(name="house-anaconda-high", variant="HOUSE", house="ANACONDAHIGH", players="Anna Ben",
         deal={"Anna": "AsAdKc9h6s4d2h", "Ben": "AhKdQsJs8c5d3c"},
         passes={8: "Anna 9h 6s 4d, Ben 8c 5d 3c",
                 9: "Anna 2h 3c, Ben 6s 4d",
                 10: "Anna 4d, Ben 2h"},
         turns={11: "Anna Kc, Ben Qs", 12: "Anna 8c, Ben Js", 13: "Anna 6s, Ben Kd", 14: "Anna Ad, Ben 9h"},
         discards={11: "Anna 5d 2h, Ben 3c 4d"},
         bets={7: "Anna cc, Ben cc",
               8: "Anna cbr 2, Ben cc",
               9: "Anna cbr 4, Ben cc",
               10: "Anna cbr 4, Ben cc",
               11: "Anna cbr 4, Ben cc",
               12: "Anna cbr 4, Ben cc",
               13: "Ben cbr 4, Anna cc",
               14: "Anna cbr 4, Ben cc"},
         show="Anna, Ben",
         finishing_stacks=[127, 73],
         expect={"outcome": "showdown", "pots": [54], "winners": {"0": ["Anna"]},
                 "openers": {"7": "Anna", "8": "Anna", "9": "Anna", "10": "Anna", "11": "Anna", "12": "Anna",
                             "13": "Ben", "14": "Anna"},
                 "show_order": ["Anna", "Ben"],
                 "explanation_contains": ["Anna wins the pot of 54"], "refused": None}),

    # HOUSE-16, Screwy Louie ("ddddddd, p2, ^xx, ^, ^, ^", hi_lo, declared all at once;
    #         talvola/generic_poker's screwy_louie.json after ichabod801's poker variant collection:
    #         seven down, a betting round, "Pass Two Left", a betting round, "Discard Two", four rolls
    #         with a betting round after each).  Heads-up: each passes to the other.
    #         7th: nothing up: Anna (dealer's left) checks, Ben checks: 2.   Pass of 2: Anna 9♣ Q♥ to
    #         Ben, Ben 4♣ 2♣ to Anna.  Anna bets 2, Ben calls: 6.   1st roll (big bet): Anna turns up
    #         2♦, Ben 8♥; Anna discards K♥ 2♣, Ben 7♣ 9♣.  Ben's 8♥ opens: 4, called: 14.   2nd roll:
    #         3♦, 8♦: Ben's eights bet 4, Anna raises to 8, Ben calls: 30.   3rd roll: 4♣, A♠: Ben
    #         checks, Anna bets 4, Ben calls: 38.   4th roll: 5♠, K♠: Ben checks, Anna bets 4, Ben
    #         calls: 46.  Declared at once: Anna both, Ben high.  Anna bet last and shows first: A♥
    #         with 2♦ 3♦ 4♣ 5♠, a straight, five high, and the best low, 5-4-3-2-A: she wins both
    #         halves over Ben's eights (Q♥ in the hole) and takes the pot.
    #         Stacks: each put in 1+2+4+8+4+4 = 23: Anna 77 + 46 = 123, Ben 77.
    dict(name="house-screwy-louie", variant="HOUSE", house="SCREWY", players="Anna Ben",
         deal={"Anna": "AhKhQh9c5s3d2d", "Ben": "AsKs8h8d7c4c2c"},
         passes={8: "Anna 9c Qh, Ben 4c 2c"},
         turns={9: "Anna 2d, Ben 8h", 10: "Anna 3d, Ben 8d", 11: "Anna 4c, Ben As", 12: "Anna 5s, Ben Ks"},
         discards={9: "Anna Kh 2c, Ben 7c 9c"},
         bets={7: "Anna cc, Ben cc",
               8: "Anna cbr 2, Ben cc",
               9: "Ben cbr 4, Anna cc",
               10: "Ben cbr 4, Anna cbr 8, Ben cc",
               11: "Ben cc, Anna cbr 4, Ben cc",
               12: "Ben cc, Anna cbr 4, Ben cc"},
         declare="Anna both, Ben high",
         show="Anna, Ben",
         finishing_stacks=[123, 77],
         expect={"outcome": "showdown", "pots": [46], "winners": {"0": ["Anna"]},
                 "openers": {"7": "Anna", "8": "Anna", "9": "Ben", "10": "Ben", "11": "Ben", "12": "Ben"},
                 "show_order": ["Anna", "Ben"],
                 "explanation_contains": ["Declared: Anna both and Ben high"], "refused": None}),

    # HOUSE-17, English Stud ("ddu, u, u, u, d, b": Seven-Card Stud and after 7th street a round of buys;
    #         talvola/generic_poker's english_stud.json after pagat.com: "Buy a Card", one, face down,
    #         optional, for the big bet, one discarded first, then a betting round at the big bet; the
    #         buys in turn from the last round's opener, as a twist round: "players make the decision
    #         of which card to replace in turn starting with the player who bet first on the preceding
    #         round").  Nobody's face-down cards are entered.
    #         3rd: ups 9♥ 2♣ K♦: Ben's 2♣ brings in 1, Carla completes to 2, Anna and Ben call: 3 + 6 =
    #         9.   4th: Anna's K♣ 9♥ open: 2, Ben folds, Carla calls: 13.   5th (big bet): Anna's
    #         K-9-5: 4, called: 21.   6th: Carla's K-T-8-3 opens: she checks, Anna bets 4, Carla calls:
    #         29.   7th: Carla checks, Anna bets 4, Carla calls: 37.   The buy: Carla (the last
    #         round's opener) buys for 4 (41), discards her 7th-street 4♦, gets 2♠; Anna does not buy.
    #         Final round: Carla bets 4, Anna calls: 49.  Carla bet last and shows first: T♠ 9♠ 2♠
    #         with 8♠ 3♠, a flush, ten high; Anna mucks her two Aces.  Carla wins 49.
    #         Stacks: Anna 100-1-2-2-4-4-4-4 = 79, Ben 100-1-1-1 = 97, Carla 100-1-2-2-4-4-4-4-4 = 75
    #         + 49 = 124.
    dict(name="house-english-stud", variant="HOUSE", house="ENGLISH", players=THREE,
         deal={"Anna": "AsAd9h Kc 5s 2d 8c", "Ben": "QsJs2c 4h", "Carla": "Ts9sKd 8s 3s Td 4d 2s"},
         decide={"Carla": "buy", "Anna": "pass"},
         discards={8: "Carla 4d"},
         bets={3: "Ben pb, Carla cbr 2, Anna cc, Ben cc",
               4: "Anna cbr 2, Ben f, Carla cc",
               5: "Anna cbr 4, Carla cc",
               6: "Carla cc, Anna cbr 4, Carla cc",
               7: "Carla cc, Anna cbr 4, Carla cc",
               8: "Carla cbr 4, Anna cc"},
         show="Carla, Anna muck",
         finishing_stacks=[79, 97, 124],
         expect={"outcome": "showdown", "pots": [49], "winners": {"0": ["Carla"]},
                 "descriptions": {"Carla": "a flush, ten high"},
                 "openers": {"3": "Ben", "4": "Anna", "5": "Anna", "6": "Carla", "7": "Carla", "8": "Carla"},
                 "show_order": ["Carla", "Anna"],
                 "explanation_contains": ["Carla wins the pot of 49"], "refused": None}),

    # HOUSE-15, Super Stud ("ddddu, xx+, u, u, u, d"; talvola/generic_poker's super_stud.json, after
    #         abby99's mixed game cards and barge.org: four down and one up, the low card bringing in,
    #         a betting round, "Discard Two" with no betting round, then one up, one up, one up, one
    #         down, a betting round after each, the small bet on the first two rounds).  The streets
    #         are named by the cards held: 5th street (five), the discard of 2 (three left), then
    #         4th, 5th, 6th and 7th street.  Nobody's cards are entered: the discards are logged ??.
    #         First street: ups 9♠ 6♥ 9♣: Ben's 6♥ brings in 1, Carla completes to 2, Anna calls, Ben
    #         folds: 3 + 1 + 4 = 8.   The discard of 2: Anna 8♦ 3♣, Carla T♣ 3♦.   4th: Anna's 9♠ K♣
    #         open: 2, called: 12.   5th (big bet): Anna's K-9-2: 4, called: 20.   6th: Anna checks,
    #         Carla bets 4, Anna calls: 28.   7th: Anna checks, Carla bets 4, Anna raises to 8, Carla
    #         calls: 44.  Anna raised last and shows first: K♠ K♥ 7♣, three Kings; Carla Q♣ J♣ 2♠ with
    #         9♣ 8♥ T♥: a straight, Queen high.  Carla wins 44.
    #         Stacks: Anna 100-1-2-2-4-4-8 = 79, Ben 100-1-1 = 98, Carla 79 + 44 = 123.
    dict(name="house-super-stud", variant="HOUSE", house="SUPERSTUD", players=THREE,
         deal={"Anna": "KsKh8d3c9s Kc 2d 4h 7c", "Ben": "AsAd7h2c6h", "Carla": "QcJcTc3d9c 8h Th 4c 2s"},
         discards={6: "Anna 8d 3c, Carla Tc 3d"},
         bets={5: "Ben pb, Carla cbr 2, Anna cc, Ben f",
               7: "Anna cbr 2, Carla cc",
               8: "Anna cbr 4, Carla cc",
               9: "Anna cc, Carla cbr 4, Anna cc",
               10: "Anna cc, Carla cbr 4, Anna cbr 8, Carla cc"},
         show="Anna, Carla",
         finishing_stacks=[79, 98, 123],
         expect={"outcome": "showdown", "pots": [44], "winners": {"0": ["Carla"]},
                 "descriptions": {"Carla": "a straight, Queen high", "Anna": "three Kings"},
                 "openers": {"5": "Ben", "7": "Anna", "8": "Anna", "9": "Anna", "10": "Anna"},
                 "show_order": ["Anna", "Carla"],
                 "explanation_contains": ["Carla wins the pot of 44"], "refused": None}),

    # HOUSE-11, Low Todd ("dd^, u, u, u", split hi_lo, the players declaring all at once, no qualifier;
    #         talvola/generic_poker's low_todd.json after ichabod801's poker database: two down, one
    #         exposed, three up, a declare).
    #         2nd: each turns up one of two: Anna 2♣ (9♥ down), Ben K♦ (K♠ down), Carla 8♦ (Q♣
    #         down).  Anna's 2♣ brings in 1; Ben completes to 2, Carla calls, Anna calls: 3 + 6 = 9.
    #         3rd: Ben's K♦ 7♣ open: 2, Carla folds, Anna calls: 13.   4th (big bet): Ben's K-J-7
    #         opens: 4, called: 21.   5th: Ben checks, Anna bets 4, Ben calls: 29.
    #         Declared at once: Anna low, Ben high.  Anna bet last and shows first: 9-6-4-3-2, a low
    #         of nine, no eight or better, but no qualifier: it takes the low half; Ben's pair of
    #         Kings the high half.  The high half 15 (the odd chip), the low half 14.
    #         Stacks: Anna 100-1-1-1-2-4-4 = 87 + 14 = 101, Ben 100-1-2-2-4-4 = 87 + 15 = 102,
    #         Carla 100-1-2 = 97.
    dict(name="house-low-todd", variant="HOUSE", house="LOWTODD", players=THREE,
         deal={"Anna": "9h2c 4d 6s 3c", "Ben": "KsKd 7c Jh 5h", "Carla": "Qc8d Tc"},
         turns={2: "Anna 2c, Ben Kd, Carla 8d"},
         bets={2: "Anna pb, Ben cbr 2, Carla cc, Anna cc",
               3: "Ben cbr 2, Carla f, Anna cc",
               4: "Ben cbr 4, Anna cc",
               5: "Ben cc, Anna cbr 4, Ben cc"},
         declare="Anna low, Ben high",
         show="Anna, Ben",
         finishing_stacks=[101, 102, 97],
         expect={"outcome": "showdown", "pots": [29], "winners": {"0": ["Ben", "Anna"]},
                 "shares": {"0": {"Ben": 15, "Anna": 14}},
                 "descriptions": {"Ben": "a pair of Kings"},
                 "openers": {"2": "Anna", "3": "Ben", "4": "Ben", "5": "Ben"},
                 "show_order": ["Anna", "Ben"],
                 "explanation_contains": ["Declared: Anna low and Ben high",
                                          "the high half (15) to Ben with a pair of Kings; the low half (14) to "
                                          "Anna with 9-6-4-3-2 low"],
                 "refused": None}),

    # HOUSE-12, Satan (Five-Card Stud High-Low Declare as talvola/generic_poker's satan.json deals it,
    #         after ichabod801's poker database: one down and one up, three up, a declare all at once).
    #         2nd: ups Q♠ 2♦ 7♠: Ben's 2♦ brings in 1; Carla calls 1, Anna completes to 2, Ben and
    #         Carla call: 3 + 6 = 9.   3rd: Anna's Q♠ 9♦ open: 2, both call: 15.   4th (big bet):
    #         Anna's nines: 4, Ben raises to 8, Carla and Anna call: 39.   5th: Anna checks, Ben bets
    #         4, both call: 51.
    #         Declared at once: Anna high, Ben both, Carla low.  Ben bet last and shows first: A♣ 2♦
    #         3♥ 4♠ 5♣, a straight, five high, and the best low there is, 5-4-3-2-A: he beats Anna's
    #         two pair (Queens and nines) for high and Carla's 7-6-4-3-2 for low: the whole pot.
    #         Stacks: each put in 1 + 2 + 2 + 8 + 4 = 17: Anna and Carla 83, Ben 83 + 51 = 134.
    dict(name="house-satan", variant="HOUSE", house="SATAN", players=THREE,
         deal={"Anna": "QhQs 9d 9c Kd", "Ben": "Ac2d 3h 4s 5c", "Carla": "2h7s 6d 4c 3d"},
         bets={2: "Ben pb, Carla cc, Anna cbr 2, Ben cc, Carla cc",
               3: "Anna cbr 2, Ben cc, Carla cc",
               4: "Anna cbr 4, Ben cbr 8, Carla cc, Anna cc",
               5: "Anna cc, Ben cbr 4, Carla cc, Anna cc"},
         declare="Anna high, Ben both, Carla low",
         show="Ben, Carla, Anna",
         finishing_stacks=[83, 134, 83],
         expect={"outcome": "showdown", "pots": [51], "winners": {"0": ["Ben"]},
                 "shares": {"0": {"Ben": 51}},
                 "descriptions": {"Ben": "a straight, five high", "Anna": "two pair, Queens and nines"},
                 "openers": {"2": "Ben", "3": "Anna", "4": "Anna", "5": "Anna"},
                 "show_order": ["Ben", "Carla", "Anna"],
                 "explanation_contains": ["Declared: Anna high, Ben both and Carla low",
                                          "Ben declared both and won both halves: Ben wins the pot of 51"],
                 "refused": None}),

    # HOUSE-13, Beelzebub (as Satan: talvola/generic_poker's beelzebub.json deals it the same way).
    #         2nd: ups J♣ T♠ 3♠: Carla's 3♠ brings in 1; Anna completes to 2, Ben calls, Carla
    #         calls: 3 + 6 = 9.   3rd: Ben's K♣ T♠ open: 2, Carla folds, Anna calls: 13.   4th (big
    #         bet): Ben checks, Anna bets 4, Ben calls: 21.   5th: Ben's pair of sixes opens: 4,
    #         called: 29.
    #         Declared at once: Anna high, Ben high: nobody declared low, the best high hand takes
    #         the pot.  Ben bet last and shows first: two pair, tens and sixes, beats Anna's pair of
    #         Jacks: Ben wins 29.
    #         Stacks: Anna 100-1-2-2-4-4 = 87, Ben 87 + 29 = 116, Carla 100-1-2 = 97.
    dict(name="house-beelzebub", variant="HOUSE", house="BEELZEBUB", players=THREE,
         deal={"Anna": "JhJc 5d 8s 2c", "Ben": "ThTs Kc 6h 6d", "Carla": "4h3s Qd"},
         bets={2: "Carla pb, Anna cbr 2, Ben cc, Carla cc",
               3: "Ben cbr 2, Carla f, Anna cc",
               4: "Ben cc, Anna cbr 4, Ben cc",
               5: "Ben cbr 4, Anna cc"},
         declare="Anna high, Ben high",
         show="Ben, Anna",
         finishing_stacks=[87, 116, 97],
         expect={"outcome": "showdown", "pots": [29], "winners": {"0": ["Ben"]},
                 "descriptions": {"Ben": "two pair, tens and sixes", "Anna": "a pair of Jacks"},
                 "openers": {"2": "Carla", "3": "Ben", "4": "Ben", "5": "Ben"},
                 "show_order": ["Ben", "Anna"],
                 "explanation_contains": ["Declared: Anna high and Ben high",
                                          "Nobody declared low: Ben wins the pot of 29"],
                 "refused": None}),

    # HOUSE-14, One-Three-One ("duu, d$, u$", split hi_lo, declared all at once, no qualifier;
    #         talvola/generic_poker's one_three_one.json after ichabod801's poker database: one down
    #         and two up with a small-bet round, one down and one up each with a big-bet round).
    #         3rd: ups K♣ 7♦ / 2♣ 4♦ / Q♦ 3♥: Ben's 2♣ is the lowest up card and brings in 1; Carla
    #         completes to 2, Anna calls 2, Ben calls 1 more: 3 + 6 = 9.
    #         4th (a card down, the big bet already): Anna's K-7 is the best showing and opens: 4
    #         (the bet must be 4, not 2), Ben and Carla call: 9 + 12 = 21.
    #         5th (big bet): Anna's K♣ 7♦ 7♠ (a pair) opens: 4, Ben raises to 8, Carla folds, Anna
    #         calls: 21 + 16 = 37.
    #         Declared at once: Anna high, Ben low.  Ben bet last and shows first: A♥ 2♣ 4♦ 3♠ 6♦,
    #         6-4-3-2-A low, takes the low half; Anna's 9♥ K♣ 7♦ K♥ 7♠, two pair (Kings and sevens),
    #         the high half.  The high half 19 (the odd chip), the low half 18.
    #         Stacks: Anna 100-1-2-4-8 = 85 + 19 = 104, Ben 100-1-2-4-8 = 85 + 18 = 103,
    #         Carla 100-1-2-4 = 93.
    dict(name="house-one-three-one", variant="HOUSE", house="ONETHREEONE", players=THREE,
         deal={"Anna": "9hKc7d Kh 7s", "Ben": "Ah2c4d 3s 6d", "Carla": "QsQd3h 8c Jc"},
         bets={3: "Ben pb, Carla cbr 2, Anna cc, Ben cc",
               4: "Anna cbr 4, Ben cc, Carla cc",
               5: "Anna cbr 4, Ben cbr 8, Carla f, Anna cc"},
         declare="Anna high, Ben low",
         show="Ben, Anna",
         finishing_stacks=[104, 103, 93],
         expect={"outcome": "showdown", "pots": [37], "winners": {"0": ["Anna", "Ben"]},
                 "shares": {"0": {"Anna": 19, "Ben": 18}},
                 "descriptions": {"Anna": "two pair, Kings and sevens"},
                 "openers": {"3": "Ben", "4": "Anna", "5": "Anna"},
                 "show_order": ["Ben", "Anna"],
                 "explanation_contains": ["Declared: Anna high and Ben low",
                                          "the high half (19) to Anna with two pair, Kings and sevens; the low "
                                          "half (18) to Ben with 6-4-3-2-A low"],
                 "refused": None}),
]


def _header(variant, players, **extra):
    n = len(players)
    out = {"variant": variant, "options": {}, "players": players, "starting_stacks": [100] * n,
           "antes": [1] * n, "bet_limits": [1, 5], "max_raises": 3}
    out.update(extra)
    return out


REFUSED: list[dict[str, Any]] = [
    # The K♠ is Anna's 3rd-street up card; the host types it again for Ben on 4th street
    # (action 7, counting from 0).
    dict(name="refused/card-dealt-twice", history=lambda: {
        **_header("FTQ", ["Anna", "Ben", "Carla"]),
        "actions": ["d dh p1 7c2dKs", "d dh p2 9h9cJd", "d dh p3 4h5s8d",
                    "p1 cbr 2", "p2 cc", "p3 cc",
                    "d dh p1 3c", "d dh p2 Ks"],
        "_expect": {"refused": {"rule": "deal.twice", "index": 7, "message_contains": "K♠ was already dealt"}}}),
    # 4th street is dealt clockwise from the dealer's left: Anna (p1) first, not Ben (action 8).
    dict(name="refused/up-card-out-of-order", history=lambda: {
        **_header("FTQ", ["Anna", "Ben", "Carla", "Dan"]),
        "actions": ["d dh p1 ????4c", "d dh p2 ????Ah", "d dh p3 ????Td", "d dh p4 ????6s",
                    "p2 cbr 1", "p3 cc", "p4 cc", "p1 cc",
                    "d dh p2 Jc"],
        "_expect": {"refused": {"rule": "deal.order", "index": 8, "message_contains": "Anna gets the next card"}}}),
    # Baseball, a pair made with a wild card is no open pair: seven-card-stud.de.txt "Hat
    # dieser Spieler ein offenes Paar, kann zwischen dem Ante und dem Higher Limit gesetzt werden":
    # Anna's K♥ beside a wild 9♣ on 4th street is no "offenes Paar": her bet of 4 is refused (action 6).
    dict(name="refused/baseball-wild-pair-no-big-bet", history=lambda: {
        "variant": "BASEBALL", "options": {}, "players": ["Anna", "Ben"], "starting_stacks": [100, 100],
        "antes": [1, 1], "bring_in": 1, "small_bet": 2, "big_bet": 4,
        "actions": ["d dh p1 Ah8cKh", "d dh p2 Kd7c6c", "p2 pb", "p1 cc", "d dh p1 9c", "d dh p2 5d", "p1 cbr 4"],
        "_expect": {"refused": {"rule": "bet.fixed", "index": 6, "message_contains": "the bet must be 2, not 4"}}}),
    # 3rd: Ben's Q♦, Carla's 3♥ after it: Queens and threes wild; Ben's and Carla's lone wild
    # cards tie as Aces, Ben opens.  4th: Anna K♠ A♦ (Ace high), Ben Q♦ 7♣ (sevens), Carla 3♥ 9♠
    # (nines): Carla has the best face-up hand and must open; Anna bets first (action 9).
    dict(name="refused/wrong-opener", history=lambda: {
        **_header("FTQ", ["Anna", "Ben", "Carla"]),
        "actions": ["d dh p1 ????Ks", "d dh p2 ????Qd", "d dh p3 ????3h",
                    "p2 cbr 1", "p3 cc", "p1 cc",
                    "d dh p1 Ad", "d dh p2 7c", "d dh p3 9s",
                    "p1 cbr 2"],
        "_expect": {"refused": {"rule": "turn.order", "index": 9, "message_contains": "Carla"}}}),
]


# Hands the referee cannot be driven through (it refuses the header), written out by hand.
MANUAL: list[dict[str, Any]] = [
    # Black Mariah is played by 2 to 7 ("Spieler: 2 – 7", black-mariah.de.txt).  Heads-up, and
    # "Black Mariah startet wie ein normales Seven Card Stud-Spiel": Anna's 9♣ is the lower up
    # card and brings in 1; Ben raises to 3, Anna folds: Ben wins the antes (2) and Anna's 1 and
    # Ben's 1 that she matched (4); his uncalled 2 go back.  Stacks: Anna 98, Ben 100 - 4 + 2 + 4
    # = 102.
    dict(name="bm-two-players", history=lambda: {
        **_header("BM", ["Anna", "Ben"]),
        "actions": ["d dh p1 ????9c", "d dh p2 ????Kd", "p1 pb", "p2 cbr 3", "p1 f"],
        "finishing_stacks": [98, 102],
        "_expect": {"outcome": "fold", "pots": [4], "winners": {"0": ["Ben"]},
                    "uncalled": {"player": "Ben", "amount": 2}, "shown": [], "carried_pot": 0,
                    "openers": {"3": "Anna"}, "explanation_contains": ["Ben's uncalled 2 go back"],
                    "explanation_de_contains": ["Ben bekommt 2 zurück (niemand ist mitgegangen)"],
                    "refused": None}}),
    # Seven-Card Stud is played by 2 to 9 ("jeder der 2 bis 9 Spieler", seven-card-stud.de.txt).
    # Fritz's 3♥ is the lowest up card: he brings in 1; Gerda completes to 2 and everyone
    # folds.  Pot: 9 antes + 1 + 2 = 12; Gerda's last 1 was not called and comes back, she wins
    # 11.  Stacks: Fritz 98, Gerda 100 - 3 + 1 + 11 = 109, the others 99.
    dict(name="stud-nine-players", history=lambda: {
        "variant": "F7S", "options": {},
        "players": ["Anna", "Ben", "Carla", "Dan", "Emil", "Fritz", "Gerda", "Hans", "Ida"],
        "starting_stacks": [100] * 9, "antes": [1] * 9, "bring_in": 1, "small_bet": 2, "big_bet": 4,
        "actions": ["d dh p1 ????9h", "d dh p2 ????4c", "d dh p3 ????Ks", "d dh p4 ????7d", "d dh p5 ????Jc",
                    "d dh p6 ????3h", "d dh p7 ????Ad", "d dh p8 ????8s", "d dh p9 ????5d",
                    "p6 pb", "p7 cbr 2", "p8 f", "p9 f", "p1 f", "p2 f", "p3 f", "p4 f", "p5 f", "p6 f"],
        "finishing_stacks": [99, 99, 99, 99, 99, 98, 109, 99, 99],
        "_expect": {"outcome": "fold", "pots": [11], "winners": {"0": ["Gerda"]},
                    "uncalled": {"player": "Gerda", "amount": 1}, "shown": [], "carried_pot": 0,
                    "openers": {"3": "Fritz"}, "refused": None}}),
]
