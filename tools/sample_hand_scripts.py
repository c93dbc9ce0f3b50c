"""The scripts of the sample hands (see build_sample_hands.py).

Every number here was worked out by hand from the rules in ../shared/rules: who opens each
street (best face-up hand, wild cards counting, ties to the seat nearest the dealer's left;
Seven-Card Stud's bring-in by the lowest up card, ♣ < ♦ < ♥ < ♠), the pot street by street,
the finishing stacks, the wild ranks and the hands.  The comments show the arithmetic.
"""

FIVE = "Anna Ben Carla Dan Emil"
FOUR = "Anna Ben Carla Dan"
THREE = "Anna Ben Carla"

HANDS = [
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
                                          "five nines", "Carla wins the pot of 119"],
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
                 "explanation_contains": ["Carla wins the main pot of 42 with four Aces",
                                          "Dan wins side pot 1 of 38"],
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

    # 14a. Black Mariah, option abort: Ben's 3rd-street up card is the Q♠: the deal ends at once
    #      (Carla, Dan and Emil get no cards), the antes (5) carry over.
    dict(name="bm-abort-queen-up", variant="BM", options={"abort": True}, players=FIVE,
         deal={"Anna": "????5d", "Ben": "????Qs"},
         finishing_stacks=[99, 99, 99, 99, 99],
         expect={"outcome": "carried_over", "carried_pot": 5, "pots": [], "winners": {}, "shown": [],
                 "last_action": "d dh p2 ????Qs", "openers": {},
                 "explanation_contains": ["Q♠", "Ben", "3rd street", "carries over"],
                 "refused": None}),

    # 14b. Black Mariah, option abort, to the showdown: Ben has the best hand (Kings full) but not
    #      the Q♠; Carla has the Q♠ as her last hole card but only three sevens.  Nobody meets both
    #      conditions: the whole pot (51) carries over.
    # 3rd: Ben's K♥ opens; 2 each: 12.  4th: Carla 7♣ 7♥ opens; 3, Dan calls, Anna folds, Ben
    # calls: 21.  5th: Ben K♥ 4♠ K♦ opens; 5, Carla calls, Dan folds: 31.  6th: Ben 5, call: 41.
    # 7th: Ben checks, Carla 5, call: 51.  Stacks: Ben/Carla 100-1-2-3-5-5-5 = 79, Anna 97, Dan 94.
    dict(name="bm-abort-showdown-carry", variant="BM", options={"abort": True}, players=FOUR,
         deal={"Anna": "????2d 9c", "Ben": "Kc4dKh 4s Kd 8d 9h", "Carla": "7d2s7c 7h 3s Ac Qs",
               "Dan": "????Ts Jd 5c"},
         bets={3: "Ben cbr 2, Carla cc, Dan cc, Anna cc",
               4: "Carla cbr 3, Dan cc, Anna f, Ben cc",
               5: "Ben cbr 5, Carla cc, Dan f",
               6: "Ben cbr 5, Carla cc",
               7: "Ben cc, Carla cbr 5, Ben cc"},
         show="Carla, Ben",
         finishing_stacks=[97, 79, 79, 94],
         expect={"outcome": "showdown", "carried_pot": 51, "pots": [], "winners": {},
                 "categories": {"Ben": "full house", "Carla": "three of a kind"},
                 "descriptions": {"Ben": "a full house, Kings over fours", "Carla": "three sevens"},
                 "openers": {"3": "Ben", "4": "Carla", "5": "Ben", "6": "Ben", "7": "Ben"},
                 "show_order": ["Carla", "Ben"],
                 "explanation_contains": ["Q♠ as last hole card", "51"],
                 "refused": None}),

    # 15a. Black Mariah, default (split): Dan's nines full are the best hand; Anna holds the Q♠ as
    #      her last hole card: the pot of 58 is halved, 29 each.
    # 3rd: Carla's J♥ opens; 2: Dan and Anna call, Ben folds: 10.  4th: Dan 9♠ 9♥ opens; 4, Anna
    # calls, Carla folds: 18.  5th: Dan 5, call: 28.  6th: Dan 5, Anna 10, call: 48.  7th: Dan 5,
    # call: 58.  Stacks: Anna/Dan 100-1-2-4-5-10-5 = 73 + 29 = 102, Ben 99, Carla 97.
    dict(name="bm-split", variant="BM", players=FOUR,
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
                 "categories": {"Dan": "full house", "Anna": "full house"},
                 "descriptions": {"Dan": "a full house, nines over Kings", "Anna": "a full house, sixes over eights"},
                 "carried_pot": 0,
                 "openers": {"3": "Carla", "4": "Dan", "5": "Dan", "6": "Dan", "7": "Dan"},
                 "show_order": ["Dan", "Anna"],
                 "explanation_contains": ["half (29) to the best hand, Dan with a full house, nines over Kings",
                                          "half (29) to Anna"],
                 "refused": None}),

    # 15b. Black Mariah, option wild: Carla's Q♠ (face up on 4th street; no abort) is wild:
    #      Q♠ + 8♣ 8♦ + 2♠ 2♥ = eights full beat Anna's tens and fours (without the wild card
    #      Anna's two pair would win).  Nobody has the Q♠ as last hole card: no split.
    # 3rd: Anna's 10♦ opens, 2 each: 9.  4th: Anna's natural tens beat Ben's fives and Carla's
    # 8♣+Q♠ eights: Anna 3, all call: 18.  5th: Carla 8♣ Q♠ 8♦ = three eights opens; 5, Anna
    # calls, Ben folds: 28.  6th: Carla checks, Anna 5, call: 38.  7th: Carla 5, call: 48.
    # Stacks: Anna 100-1-2-3-5-5-5 = 79, Ben 94, Carla 79 + 48 = 127.
    dict(name="bm-wild", variant="BM", options={"wild": True}, players=THREE,
         deal={"Anna": "3d7sTd Th 3c 4s 4h", "Ben": "????5s 5d Js", "Carla": "Ac2s8c Qs 8d 2h 9h"},
         bets={3: "Anna cbr 2, Ben cc, Carla cc",
               4: "Anna cbr 3, Ben cc, Carla cc",
               5: "Carla cbr 5, Anna cc, Ben f",
               6: "Carla cc, Anna cbr 5, Carla cc",
               7: "Carla cbr 5, Anna cc"},
         show="Carla, Anna",
         finishing_stacks=[79, 94, 127],
         expect={"outcome": "showdown", "pots": [48], "winners": {"0": ["Carla"]},
                 "categories": {"Carla": "full house", "Anna": "two pair"},
                 "descriptions": {"Carla": "a full house, eights over deuces", "Anna": "two pair, tens and fours"},
                 "carried_pot": 0,
                 "openers": {"3": "Anna", "4": "Anna", "5": "Carla", "6": "Carla", "7": "Carla"},
                 "show_order": ["Carla", "Anna"],
                 "explanation_contains": ["The Q♠ is wild",
                                          "Carla wins the pot of 48"],
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

    # 18. Extended ranking, option blaze (Black Mariah: no wild cards to muddle it): Anna's
    #     K♣ K♥ Q♦ Q♥ J♠ is a blaze (five face cards), which ranks above two pair: it beats Ben's
    #     Aces and tens (in the standard ranking Kings and Queens lose to Aces and tens).  Nobody
    #     shows the Q♠: the whole pot goes to the best hand.
    # 3rd: Ben's A♠ opens; 2: Carla folds, Dan, Anna call: 10.  4th: Ben A♠ 10♥ opens; 3, Dan
    # folds, Anna calls: 16.  5th: Ben's open tens; 5, call: 26.  6th: Ben 5, Anna 10, call: 46.
    # 7th: Ben checks, Anna 5, call: 56.  Stacks: Anna/Ben 100-1-2-3-5-10-5 = 74, Anna + 56 = 130;
    # Carla 99, Dan 97.
    dict(name="extended-blaze", variant="BM", options={"blaze": True}, players=FOUR,
         deal={"Anna": "Kc7dKh Qd Js 4c Qh", "Ben": "Ad9cAs Th Td 6s 2h", "Carla": "????5c", "Dan": "????8d 3s"},
         bets={3: "Ben cbr 2, Carla f, Dan cc, Anna cc",
               4: "Ben cbr 3, Dan f, Anna cc",
               5: "Ben cbr 5, Anna cc",
               6: "Ben cbr 5, Anna cbr 10, Ben cc",
               7: "Ben cc, Anna cbr 5, Ben cc"},
         show="Anna, Ben",
         finishing_stacks=[130, 74, 99, 97],
         expect={"outcome": "showdown", "pots": [56], "winners": {"0": ["Anna"]},
                 "categories": {"Anna": "blaze", "Ben": "two pair"},
                 "descriptions": {"Ben": "two pair, Aces and tens"},
                 "carried_pot": 0,
                 "openers": {"3": "Ben", "4": "Ben", "5": "Ben", "6": "Ben", "7": "Ben"},
                 "show_order": ["Anna", "Ben"],
                 "explanation_contains": ["blaze", "Anna wins the pot of 56"],
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
]


def _header(variant, players, **extra):
    n = len(players)
    out = {"variant": variant, "options": {}, "players": players, "starting_stacks": [100] * n,
           "antes": [1] * n, "bet_limits": [1, 5], "max_raises": 3}
    out.update(extra)
    return out


REFUSED = [
    # The K♠ is Anna's 3rd-street up card; the host types it again for Ben on 4th street
    # (action 7, counting from 0).
    dict(name="refused/card-dealt-twice", history=lambda: {
        **_header("FTQ", ["Anna", "Ben", "Carla"]),
        "actions": ["d dh p1 7c2dKs", "d dh p2 9h9cJd", "d dh p3 4h5s8d",
                    "p1 cbr 2", "p2 cc", "p3 cc",
                    "d dh p1 3c", "d dh p2 Ks"],
        "_expect": {"refused": {"rule": "deal.twice", "index": 7, "message_contains": "Ks was already dealt"}}}),
    # 4th street is dealt clockwise from the dealer's left: Anna (p1) first, not Ben (action 8).
    dict(name="refused/up-card-out-of-order", history=lambda: {
        **_header("FTQ", ["Anna", "Ben", "Carla", "Dan"]),
        "actions": ["d dh p1 ????4c", "d dh p2 ????Ah", "d dh p3 ????Td", "d dh p4 ????6s",
                    "p2 cbr 1", "p3 cc", "p4 cc", "p1 cc",
                    "d dh p2 Jc"],
        "_expect": {"refused": {"rule": "deal.order", "index": 8, "message_contains": "Anna gets the next card"}}}),
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
MANUAL = [
    # Black Mariah is played by 2 to 7 ("Spieler: 2 – 7", black-mariah.de.txt).  Heads-up:
    # Ben's K♦ beats Anna's 9♣ and opens with 2, Anna folds: Ben wins the antes (2) and his
    # uncalled 2 comes back.  Stacks: Anna 99, Ben 100 - 1 - 2 + 2 + 2 = 101.
    dict(name="bm-two-players", history=lambda: {
        **_header("BM", ["Anna", "Ben"]),
        "actions": ["d dh p1 ????9c", "d dh p2 ????Kd", "p2 cbr 2", "p1 f"],
        "finishing_stacks": [99, 101],
        "_expect": {"outcome": "fold", "pots": [2], "winners": {"0": ["Ben"]},
                    "uncalled": {"player": "Ben", "amount": 2}, "shown": [], "carried_pot": 0,
                    "openers": {"3": "Ben"}, "refused": None}}),
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
