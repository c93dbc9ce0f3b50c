"""Baseball's decisions through the real service: a face-up 3 paid (one tap, ``intent: pay``) and
another folded rather than paid (``p1 f``), a wrong amount refused naming the rule, the extra
card of a face-up 4 dealt to its player; the tablet's buttons for the decision."""

from harness.service import Browser

GAME = {"variant": "BASEBALL", "ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4}


def test_pay_or_fold_over_the_api(api):
    evening = api.evening([("Anna", 50), ("Ben", 50), ("Carla", 50), ("Dan", 50)])
    state = api.live(evening, game=GAME)
    hand = state["id"]
    state = api.act(hand, "d dh p1 ????9h")
    state = api.act(hand, "d dh p2 ????3c")
    assert state["phase"] == "decide"
    nxt = state["next"]
    assert (nxt["kind"], nxt["seat"], nxt["decision"], nxt["amount"], nxt["card"]) == ("decide", 1, "pay", 4, "3c")
    assert nxt["text"]["en"] == "Ben: pay 4 or fold (3♣ face up)"
    assert nxt["text"]["de"] == "Ben: 4 zahlen oder passen (3♣ offen)"

    refused = api.post(f"/api/hands/{hand}/actions", json={"action": "p2 pay 5", "seq": state["seq"]})
    assert refused.status_code == 422
    error = refused.json()["error"]
    assert error["rule"] == "decide.amount" and "the pot as it stands when the card falls" in error["message"]
    assert api.post(f"/api/hands/{hand}/actions", json={"intent": "buy", "seq": state["seq"]}).status_code == 409

    state = api.ok("POST", f"/api/hands/{hand}/actions", json={"intent": "pay", "seq": state["seq"]})
    assert state["log"][-1] == "p2 pay 4" and state["pot_total"] == 8
    assert [p["stack"] for p in state["players"]] == [49, 45, 49, 49]
    state = api.act(hand, "d dh p3 ????4d")
    assert state["next"]["kind"] == "deal" and state["next"]["seat"] == 2 and state["next"]["faces"] == "d"
    state = api.act(hand, "d dh p3 ??")                       # the 4's extra card, face down, at once
    assert len(state["players"][2]["cards"]) == 4
    state = api.act(hand, "d dh p4 ????Kd")
    for action in ("p2 pb", "p3 cc", "p4 cc", "p1 cc"):     # Ben's 3♣ is the lowest up card: he brings in
        state = api.act(hand, action)
    state = api.act(hand, "d dh p1 3s")
    assert state["next"]["decision"] == "pay" and state["next"]["amount"] == 12
    state = api.act(hand, "p1 f")                           # folds rather than pay
    assert state["players"][0]["folded"] and state["next"]["kind"] == "deal"


def test_a_three_folded_heads_up_ends_the_hand_and_the_ruling_says_so(api):
    evening = api.evening([("Anna", 50), ("Ben", 50)])
    hand = api.live(evening, game=GAME)["id"]
    api.act(hand, "d dh p1 ????9h")
    state = api.act(hand, "d dh p2 ????3c")
    state = api.ok("POST", f"/api/hands/{hand}/actions", json={"intent": "decline", "seq": state["seq"]})
    assert state["status"] == "booked" and state["log"][-1] == "p2 f"
    assert state["finishing_stacks"] == [51, 49]
    assert state["ruling"]["explanation"]["en"].startswith("Ben's 3♣ face up: Ben folded rather than pay 2")


def test_the_table_shows_the_decision_with_two_buttons(server, api):
    evening = api.evening([("Anna", 50), ("Ben", 50), ("Carla", 50)])
    hand = api.live(evening, game=GAME)["id"]
    api.act(hand, "d dh p1 ????9h")
    api.act(hand, "d dh p2 ????3c")
    browser = Browser(server.url)
    page = browser.get(f"/evenings/{evening}").text
    assert "Ben: pay 3 or fold" in page
    assert 'data-decide="pay"' in page and ">Pay 3<" in page and 'data-decide="decline"' in page
    german = Browser(server.url, lang="de").get(f"/evenings/{evening}").text
    assert "Ben: 3 zahlen oder passen" in german and ">3 zahlen<" in german
    seq = api.ok("GET", f"/api/hands/{hand}")["seq"]
    answer = browser.post(f"/hands/{hand}/act", {"intent": "pay", "seq": str(seq)},
                          headers={"X-Requested-With": "fetch"})
    assert answer.status_code == 200, answer.text
    state = api.ok("GET", f"/api/hands/{hand}")
    assert state["log"][-1] == "p2 pay 3" and state["next"]["seat"] == 2      # the tap paid; Carla's card next
