"""Players' names that look alike: "Anna" with a zero-width space, a right-to-left override, a
non-breaking space or a Cyrillic А is not a second Anna.  Every path (create, join, import,
upload; the API and the pages) keeps names in one normal form and refuses look-alikes."""

import pytest

from harness.service import Browser, counts, rows
from referee.names import name_key, normal_name

CYRILLIC_A = "\u0410nna"
LOOK_ALIKES = [
    (CYRILLIC_A, "look alike"),                       # Cyrillic А
    ("\u0391nna", "look alike"),                      # Greek Α
    ("Ann\u0430", "look alike"),                      # Cyrillic а at the end
    ("ANNA", "same name"),
    ("Ａｎｎａ", "same name"),                           # full width: NFKC makes it Anna
    ("Anna\u00a0", "same name"),                      # a non-breaking space, trimmed
    ("Anna\u200b", "cannot be seen"),                 # zero-width space
    ("An\u200dna", "cannot be seen"),                 # zero-width joiner
    ("\u202eanna", "reorders the text"),              # right-to-left override
    ("Anna\u2066", "reorders the text"),              # left-to-right isolate
    ("Anna\u3164", "cannot be seen"),                 # Hangul filler, a letter drawn as nothing
    ("Anna\u17b4", "cannot be seen"),                 # Khmer inherent vowel, drawn as nothing
    *[(f"Anna{chr(c)}", "cannot be seen") for c in range(0x180B, 0x1810)],   # Mongolian selectors, separator
    ("\u13aanna", "look alike"),                      # Cherokee Ꭺ
    ("\ua4eenna", "look alike"),                      # Lisu ꓮ
    ("\u0251nna", "look alike"),                      # Latin alpha ɑ
    ("CarIa", "look alike"),                          # a capital I for the l
    ("Anna\u2800", "cannot be seen"),                 # Braille pattern blank, a symbol drawn as nothing
    ("An\u2800na", "cannot be seen"),
    ("Anna\U0001d159", "cannot be seen"),             # musical symbol null notehead, drawn as nothing
    ("4nna", "look alike"),                           # a digit for the letter it is written for
]
PLAYERS = [{"name": "Anna", "chips": 50}, {"name": "Ben", "chips": 50}, {"name": "Carla", "chips": 50}]


@pytest.mark.parametrize("name, why", LOOK_ALIKES, ids=[repr(n) for n, _ in LOOK_ALIKES])
def test_a_look_alike_cannot_sit_at_the_table(api, server, name, why):
    before = counts(server.db)
    response = api.post("/api/evenings", json={"name": "Friday", "players": PLAYERS + [{"name": name, "chips": 5}]})
    assert response.status_code == 422, response.text
    assert why in response.json()["error"]["message"]
    assert counts(server.db) == before
    evening = api.evening()
    before = counts(server.db)
    response = api.post(f"/api/evenings/{evening}/players", json={"name": name, "chips": 5})
    assert response.status_code in (409, 422), response.text
    assert response.json()["error"]["field"] == "name"
    assert counts(server.db) == before


@pytest.mark.parametrize("name, other", [("Otto", "\u0555tto"), ("Bill", "BiII"), ("Tim", "Tirn"),
                                         ("Bill", "B1ll")],
                         ids=["Armenian Օ", "I for l", "rn for m", "1 for i"])
def test_names_alike_in_unicodes_confusables_cannot_sit_together(api, server, name, other):
    before = counts(server.db)
    response = api.post("/api/evenings", json={"name": "Friday", "players": [
        {"name": name, "chips": 5}, {"name": "Ben", "chips": 5}, {"name": other, "chips": 5}]})
    assert response.status_code == 422 and "look alike" in response.json()["error"]["message"], response.text
    evening = api.evening([(name, 5), ("Ben", 5)])
    response = api.post(f"/api/evenings/{evening}/players", json={"name": other, "chips": 5})
    assert response.status_code == 409 and response.json()["error"]["field"] == "name", response.text
    assert counts(server.db)["players"] == before["players"] + 2


def test_names_are_kept_in_one_form(api, server):
    evening = api.evening([("  Anna\u00a0  Maria ", 50), ("Ｂｅｎ", 50), ("Carla", 50)])
    assert [p["name"] for p in api.ok("GET", f"/api/evenings/{evening}")["players"]] == ["Anna Maria", "Ben", "Carla"]
    assert rows(server.db, "SELECT name FROM players WHERE evening_id = ? ORDER BY seat", [evening]) == [
        ("Anna Maria",), ("Ben",), ("Carla",)]
    api.ok("POST", f"/api/evenings/{evening}/players/Anna Maria/leave")
    back = api.ok("POST", f"/api/evenings/{evening}/players", 201, json={"name": "anna\u00a0maria ", "chips": 9})
    assert [p["name"] for p in back["players"]].count("Anna Maria") == 1                 # the same player again


def test_an_import_or_upload_with_a_look_alike_is_refused(api, server):
    evening = api.evening()
    exported = api.ok("GET", f"/api/evenings/{evening}/export")
    exported["players"].append({**exported["players"][0], "name": CYRILLIC_A, "seat": 3})
    before = counts(server.db)
    response = api.post("/api/evenings/import", json=exported)
    assert response.status_code == 422 and "look alike" in response.json()["error"]["message"]
    assert counts(server.db) == before
    hidden = api.ok("GET", f"/api/evenings/{evening}/export")
    hidden["players"][0]["name"] = "Anna\u200b"
    assert api.post("/api/evenings/import", json=hidden).status_code == 422
    upload = {"players": ["Anna", "Ben", CYRILLIC_A], "actions": ["d dh p1 ????Qh"]}
    response = api.post(f"/api/evenings/{evening}/hands", json=upload)
    assert response.status_code == 409 and response.json()["error"]["field"] == "players"
    assert counts(server.db) == before


def test_the_pages_refuse_look_alikes_in_words(api, server):
    browser = Browser(server.url, lang="de")
    before = counts(server.db)
    response = browser.post("/evenings", {"name": "Freitag", "player": ["Anna", "Ben", CYRILLIC_A], "chips": "50",
                                          "variant": "FTQ", "ante": "1", "bet_min": "1", "bet_max": "5",
                                          "max_raises": "3"})
    assert response.status_code == 422 and "sehen gleich aus" in response.text
    evening = api.evening()
    response = browser.post(f"/evenings/{evening}/players", {"name": CYRILLIC_A, "chips": "5"})
    assert response.status_code == 422 and "sieht aus wie" in response.text
    response = browser.post(f"/evenings/{evening}/players", {"name": "Dora\u202e", "chips": "5"})
    assert response.status_code == 422
    assert counts(server.db)["players"] == before["players"] + 3


def test_one_function_for_the_normal_form_and_one_for_the_key():
    assert normal_name(" Dora \t".replace("\t", " ")) == "Dora"
    assert name_key("Jörg") == name_key("JÖRG") == name_key("J\u043e\u0308rg")           # Cyrillic о + diaeresis
    assert name_key("Strauß") == name_key("STRAUSS")
    assert name_key("Anna") != name_key("Anne") and name_key("Ben") != name_key("Bea")
    assert name_key("Νίκος") == name_key("ΝΊΚΟΣ")                                         # Greek, either case
