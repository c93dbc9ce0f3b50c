"""A sealed card reaches its own seat's phone and nobody else, served on the network
(a PIN set): during a hand with sealed cards, every page and every route of the API, the event
stream, the export and the server's log are asked as each kind of caller (the host logged in,
the host's API with the PIN, a second tablet, another seat's phone, a guest, the API without a
login) and none names a sealed card in any notation (PHH ``Qc``, the faces ``Q♣`` and German
``D♣``, a card's ``data-card``), nor gives a chance worked out from one, except that seat's own
phone.  After the showdown a mucked seat's cards stay unknown to everyone."""

from __future__ import annotations

import re

import requests

from harness.service import Api, Browser, found

PIN = "582917"
ANNA = ("Qc", "Qd")                       # sealed on Anna's phone: two wild Queens
BEN = ("8c", "4h")                        # sealed on Ben's phone (Ben mucks at the end)
FACES = {"Qc": ("Q♣", "D♣"), "Qd": ("Q♦", "D♦"), "8c": ("8♣",), "4h": ("4♥",)}
TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')


def named(text: str, cards) -> set[str]:
    """The cards of `cards` that `text` names: as PHH writes them (``QsQd9h``, not inside a word
    or a token), as a card's face (``Q♠``, ``D♠``), or as an element's card; the card pickers
    (every card of the deck, a button each) left out."""
    text = re.sub(r'<div class="picker".*?</div>', "", text, flags=re.S)
    out = set()
    for card in cards:
        phh = re.search(rf"(?<![\w-]){card}(?![\w-])|(?<=[0-9TJQKA?][shdc]){card}(?![\w-])|"
                        rf"(?<![\w-]){card}(?=[0-9TJQKA?][shdc?])", text)
        face = any(re.search(rf"(?<![\w]){re.escape(f)}", text) for f in FACES[card])
        if phh or face or f'data-card="{card}"' in text:
            out.add(card)
    return out


def _around(text: str, cards) -> list[str]:
    """Where `text` names `cards`, for the message of a failed check."""
    return [text[max(0, m.start() - 80):m.end() + 40] for card in cards for f in (card, *FACES[card])
            for m in re.finditer(re.escape(f), text)][:3]


class Caller:
    """One kind of caller: a browser (pages, with its cookies) and the API as it calls it."""

    def __init__(self, name: str, server, pin: str | None = None, login: bool = False):
        self.name = name
        self.browser = Browser(server.url)
        self.api = Api(server.url, pin=pin)
        if login:
            response = self.browser.post("/login", {"pin": PIN, "next": "/"}, token=self.browser.token("/login"))
            assert response.status_code == 303

    def get(self, path: str) -> str:
        response = self.api.get(path) if path.startswith("/api/") else self.browser.get(path)
        if response.headers.get("Content-Type", "").startswith("application/json"):
            return "\n".join(strings(response.json()))            # the HTML a script puts in place, as it is
        return response.text


def strings(value) -> list[str]:
    """Every string and number in a JSON value, keys too."""
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (str(k), *strings(v))]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    return [str(value)]


def take_seat(caller: Caller, link: str) -> None:
    path = "/" + link.split("/", 3)[3]
    token = TOKEN.search(caller.browser.get(path).text)[1]
    assert caller.browser.send(path, {"csrf_token": token}).status_code == 303


def seat_post(caller: Caller, evening: int, what: str, **data) -> dict:
    token = TOKEN.search(caller.browser.get(f"/evenings/{evening}/seat").text)[1]
    response = caller.browser.send(f"/evenings/{evening}/seat/{what}", {"csrf_token": token, **data},
                                   headers={"X-Requested-With": "fetch"})
    assert response.status_code == 200, response.text
    return response.json()


def first_event(server, evening: int) -> str:
    with requests.get(f"{server.url}/api/evenings/{evening}/events?seq=0", stream=True, timeout=10) as response:
        return next(response.iter_lines(decode_unicode=True, delimiter="\n\n"))


def routes(evening: int, hand: int, token: str, folder) -> list[str]:
    """Every page and every read of the API that serves this evening or hand (`GET` rules of the
    app, their parameters filled in)."""
    import app as app_module
    out = []
    app = app_module.create_app({"DATABASE": str(folder / "rules.sqlite3"), "TESTING": True})
    for rule in app.url_map.iter_rules():
        if "GET" not in rule.methods or "filename" in rule.arguments or rule.endpoint.endswith("events") \
                or rule.arguments - {"evening_id", "hand_id", "token", "season_id"}:
            continue
        path = re.sub(r"<(?:int:)?(\w+)>", lambda m: str({"evening_id": evening, "hand_id": hand, "token": token,
                                                          "season_id": 1}[m[1]]), rule.rule)
        out.append(path)
    return sorted(out)


def a_seat_is_no_host(anna: Caller, evening: int, hand: int) -> None:
    """A seat's phone is no host: nothing of the host's (an entry for the table, a setting, a
    rebuy, a seat released), on the pages or through the API."""
    fetch = {"X-Requested-With": "fetch"}
    for path, data in ((f"/hands/{hand}/act", {"action": "p1 f"}), (f"/evenings/{evening}/odds", {"show": "0"}),
                       (f"/evenings/{evening}/table/players/rebuy", {"name": "Anna", "chips": "50"}),
                       (f"/evenings/{evening}/seats/release", {"name": "Ben"})):
        token = TOKEN.search(anna.browser.get(f"/evenings/{evening}/seat").text)[1]
        refused = anna.browser.send(path, {"csrf_token": token, **data}, headers=fetch)
        assert refused.status_code == 401 and "login" in refused.json(), path
    assert anna.api.post(f"/api/hands/{hand}/actions", json={"action": "p1 f"}).status_code == 401


def to_the_showdown(host: Caller, anna: Caller, ben: Caller, evening: int, hand: int) -> dict:
    """The hand played out: Anna shows from her phone, Ben mucks from his; Carla folds at the tablet."""
    view = host.api.ok("GET", f"/api/hands/{hand}")
    ups = iter(["2h", "3h", "6s", "7h", "9s", "Tc", "Td", "2s", "3s", "4c", "6c", "7c"])
    while view["status"] == "live":
        nxt = view["next"]
        player = f"p{nxt['seat'] + 1}" if nxt.get("seat") is not None else None
        if nxt["kind"] == "deal":
            action = f"d dh {player} {'??' if nxt['faces'] == 'd' else next(ups)}"
            view = host.api.act(hand, action)
        elif nxt["kind"] == "act":
            view = host.api.act(hand, f"{player} {'f' if player == 'p3' else 'cc'}")
        else:
            phone = anna if player == "p1" else ben
            if nxt["seat"] in (0, 1) and len(view["players"][nxt["seat"]]["cards"]) == 7:
                seat_post(phone, evening, "seal", show=f"?? ?? {'Ks' if phone is anna else '9c'}")
            seat_post(phone, evening, "act", seq=str(view["seq"]), intent="show" if phone is anna else "muck")
            view = host.api.ok("GET", f"/api/hands/{hand}")
    return view


def test_a_sealed_card_reaches_its_own_seat_and_nobody_else(pin_server, tmp_path):
    server = pin_server
    host = Caller("host", server, pin=PIN, login=True)
    tablet = Caller("second tablet", server, login=True)
    anna, ben, guest, outsider = (Caller(name, server) for name in ("Anna", "Ben", "guest", "API without login"))
    evening = host.api.evening(players=(("Anna", 50), ("Ben", 50), ("Carla", 50)),
                               game={"variant": "FTQ", "ante": 1, "bet_limits": [1, 5], "max_raises": 3})
    host.api.ok("PATCH", f"/api/evenings/{evening}", json={"phone_odds": True})
    host.api.ok("PUT", f"/api/evenings/{evening}/odds-view", json={"shown": True})
    page = host.get(f"/evenings/{evening}")
    links = {name: link for link, name in re.findall(r'href="(http://[^"]+/take/([^/"]+)/[^"]+)"', page)}
    take_seat(anna, links["Anna"])
    take_seat(ben, links["Ben"])
    hand = host.api.live(evening)["id"]
    for action in ("d dh p1 ????9h", "d dh p2 ????4d", "d dh p3 ????5h"):
        host.api.act(hand, action)
    chances_before = host.api.ok("GET", f"/api/hands/{hand}/odds")
    seat_post(anna, evening, "seal", show=" ".join(ANNA))
    seat_post(ben, evening, "seal", show=" ".join(BEN))
    token = found(r"/watch/([\w-]+)", host.get(f"/evenings/{evening}/board"))

    assert named(anna.get(f"/evenings/{evening}/seat"), ANNA) == set(ANNA)        # her own phone: yes
    assert named(ben.get(f"/evenings/{evening}/seat"), BEN) == set(BEN)
    paths = routes(evening, hand, token, tmp_path)
    assert len(paths) >= 30 and f"/evenings/{evening}/seat" in paths
    for caller in (host, tablet, anna, ben, guest, outsider):
        for path in paths:
            text = caller.get(path)
            own = {"Anna": ANNA, "Ben": BEN}.get(caller.name, ()) if "/seat" in path else ()
            leaked = named(text, ANNA + BEN) - set(own)
            assert not leaked, (caller.name, path, leaked, _around(text, leaked))
    for caller in (host, guest):
        assert not named(caller.api.get(f"/api/evenings/{evening}/export").text, ANNA + BEN)
    assert not named(first_event(server, evening), ANNA + BEN)

    a_seat_is_no_host(anna, evening, hand)

    # no chance worked out from a sealed card but on its own seat's phone
    chances_after = host.api.ok("GET", f"/api/hands/{hand}/odds")
    assert chances_after["players"] == chances_before["players"]
    guess = {p["name"]: p["win"] for p in chances_after["players"]}
    own = anna.browser.get(f"/evenings/{evening}/seat/odds").json()["players"]
    assert list(own) == ["Anna"] and own["Anna"]["win"] > guess["Anna"] + 0.15     # two wild Queens she knows
    assert list(ben.browser.get(f"/evenings/{evening}/seat/odds").json()["players"]) == ["Ben"]
    watched = guest.browser.get(f"/watch/{token}/odds")
    if watched.status_code == 200:                                              # (202 while worked out)
        assert abs(watched.json()["players"]["Anna"]["win"] - guess["Anna"]) < 0.15

    view = to_the_showdown(host, anna, ben, evening, hand)
    assert view["ruling"]["outcome"] == "showdown"
    for caller in (host, tablet, anna, guest, outsider):
        for path in (f"/api/hands/{hand}", f"/api/hands/{hand}/phh", f"/hands/{hand}", f"/evenings/{evening}",
                     f"/api/evenings/{evening}/hands.phhs", f"/evenings/{evening}/story", f"/watch/{token}",
                     f"/api/evenings/{evening}/export"):
            text = caller.get(path)
            assert not named(text, BEN), (caller.name, path)                       # Ben mucked: never revealed
    assert named(guest.get(f"/api/hands/{hand}"), ANNA) == set(ANNA)                 # Anna showed
    assert not named(server.output(), BEN)                                         # nor in the server's log


def test_a_seat_survives_the_service_restarting(start_server, tmp_path):
    """The phone's cookie and its seat outlive the service: killed and started again on the same
    file (a new process, the same secret), the phone is still the seat with its sealed cards, and
    goes on sealing."""
    db = tmp_path / "restart.sqlite3"
    server = start_server(db, "--pin", PIN)
    host = Caller("host", server, pin=PIN, login=True)
    evening = host.api.evening(players=(("Anna", 50), ("Ben", 50)),
                               game={"variant": "F7S", "ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4})
    links = {name: link for link, name in re.findall(r'href="(http://[^"]+/take/([^/"]+)/[^"]+)"',
                                                     host.get(f"/evenings/{evening}"))}
    anna = Caller("Anna", server)
    take_seat(anna, links["Anna"])
    host.api.live(evening)
    seat_post(anna, evening, "seal", show="Ah")
    server.kill()
    again = start_server(db, "--pin", PIN)
    anna.browser.base = again.url                       # the same phone (its cookies) on the new process
    page = anna.get(f"/evenings/{evening}/seat")
    assert "Anna&#39;s seat" in page and 'data-card="Ah"' in page
    assert seat_post(anna, evening, "seal", show="Ah Kd")["problem"] is None
    assert 'data-card="Kd"' in anna.get(f"/evenings/{evening}/seat")
