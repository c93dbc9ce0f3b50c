"""A house game defined on the tablet, in English and in German: the season's page, the form,
the game in words, copy and change, and the game chosen at the table between hands."""

import pytest
from playwright.sync_api import expect

from harness.chromium import TABLET
from tests.browser.conftest import _page

pytestmark = pytest.mark.browser


@pytest.fixture
def german_tablet(browser, server):
    yield from _page(browser, server, TABLET, locale="de-DE")


def test_a_house_game_defined_on_the_tablet_in_english_and_german(tablet, german_tablet, api):
    evening = api.evening(season="Browser club")
    season = api.ok("GET", f"/api/evenings/{evening}")["season"]["id"]
    tablet.goto(f"/seasons/{season}")
    tablet.get_by_role("link", name="House games").tap()
    form = tablet.locator("form.house-form")
    form.locator("#house-name").fill("Threes")
    for rank in ("3", "9"):
        form.locator(f'input[name="wild_rank"][value="{rank}"]').check()
    form.locator('input[name="up-0"]').fill("Qs")
    form.locator('select[name="event-0"]').select_option("ends_deal")
    form.locator('input[name="up-1"]').fill("4")
    form.locator('select[name="event-1"]').select_option("pay_ante")
    form.locator("#betting").select_option("spread")
    form.get_by_role("button", name="Keep for the season").tap()
    expect(tablet.locator(".notice")).to_have_text("Threes is kept for the season.")
    words = tablet.locator('[data-house-game="Threes"] .house-words')
    expect(words).to_contain_text("threes and nines wild; a four face up: its owner pays the ante; "
                                  "Q♠ face up: the deal ends and the pot carries over")
    tablet.assert_fits()
    tablet.shot("house-games-en", full=True)
    # a refusal names what is wrong and keeps what was typed
    form.locator("#house-name").fill("Broken")
    form.locator("#wild-cards").fill("Zz")
    form.get_by_role("button", name="Keep for the season").tap()
    expect(tablet.locator(".problem")).to_contain_text("Zz")
    expect(form.locator("#house-name")).to_have_value("Broken")

    # in German: copy and change
    german_tablet.goto(f"/seasons/{season}/house-games")
    german_tablet.get_by_role("link", name="Kopieren und ändern").tap()
    german = german_tablet.locator("form.house-form")
    expect(german.locator("#house-name")).to_have_value("Threes")
    german.locator("#house-name").fill("Neunen")
    german.locator('input[name="wild_rank"][value="3"]').uncheck()
    german.locator("#shape").select_option("6-stud")
    german.get_by_role("button", name="Für die Saison speichern").tap()
    expect(german_tablet.locator(".notice")).to_have_text("Neunen ist für die Saison gespeichert.")
    expect(german_tablet.locator('[data-house-game="Neunen"] .house-words')).to_contain_text(
        "Neunen: sechs Karten, zwei verdeckt, drei offen, eine verdeckt; Neunen wild; eine Vier offen")
    german_tablet.assert_fits()
    german_tablet.shot("house-games-de", full=True)

    # at the table, between hands: the dealer calls the house game
    tablet.goto(f"/evenings/{evening}")
    tablet.locator("details.change-game summary").tap()
    threes = next(g for g in api.ok("GET", f"/api/seasons/{season}/house-games")["house_games"]
                  if g["name"] == "Threes")
    tablet.locator("#variant").select_option(f"HOUSE-{threes['id']}")
    expect(tablet.locator(f'fieldset[data-variant="HOUSE-{threes["id"]}"] .house-words')).to_contain_text(
        "threes and nines wild")
    tablet.shot("house-games-table-choice", full=True)
    tablet.tap_and_wait(tablet.locator("form.game-form").get_by_role("button", name="Play this from the next hand"))
    expect(tablet.locator("#live")).to_contain_text("Threes: seven cards")
    game = api.ok("GET", f"/api/evenings/{evening}")["game"]
    assert (game["variant"], game["house_game"]) == ("HOUSE", threes["definition"])
    tablet.shot("house-games-table", full=True)


def test_an_extra_card_bought_for_a_price_and_a_game_deleted_after_asking(tablet, api):
    evening = api.evening(season="Browser buys")
    season = api.ok("GET", f"/api/evenings/{evening}")["season"]["id"]
    tablet.goto(f"/seasons/{season}/house-games")
    form = tablet.locator("form.house-form")
    price = form.locator('input[name="price-0"]')
    expect(price).to_be_hidden()                                       # a price only for a card to be bought
    form.locator("#house-name").fill("Fours")
    form.locator('input[name="up-0"]').fill("4")
    form.locator('select[name="event-0"]').select_option("buy_card")
    expect(price).to_be_visible()
    price.fill("5")
    tablet.assert_usable()
    tablet.shot("house-games-buy-card")
    form.get_by_role("button", name="Keep for the season").tap()
    expect(tablet.locator('[data-house-game="Fours"] .house-words')).to_contain_text(
        "a four face up: an extra card for 5 chips")
    # deleting asks first: dismissed, the game stays; accepted, it is gone
    asked: list[str] = []
    tablet.once("dialog", lambda dialog: (asked.append(dialog.message), dialog.dismiss()))
    tablet.locator('[data-house-delete="Fours"]').tap()
    expect(tablet.locator('[data-house-game="Fours"]')).to_be_visible()
    assert asked == ["Delete Fours? It is no longer offered for new hands; the hands played under it keep its rules."]
    tablet.once("dialog", lambda dialog: dialog.accept())
    tablet.locator('[data-house-delete="Fours"]').tap()
    expect(tablet.locator(".notice")).to_have_text(
        "Fours is deleted: no longer offered for new hands; the hands played under it keep its rules.")
    assert api.ok("GET", f"/api/seasons/{season}/house-games")["house_games"] == []


def test_the_house_games_page_on_a_german_phone(german_phone, api):
    evening = api.evening(season="Handy-Runde")
    season = api.ok("GET", f"/api/evenings/{evening}")["season"]["id"]
    api.ok("POST", f"/api/seasons/{season}/house-games", 201, json={"definition": {
        "name": "Vieren", "wild": {"ranks": ["4"]}, "face_up": {"4": "buy_card 5", "Qs": "ends_deal"}}})
    german_phone.goto(f"/seasons/{season}/house-games")
    expect(german_phone.locator('[data-house-delete="Vieren"]')).to_have_text("Löschen")
    german_phone.locator('select[name="event-0"]').select_option("buy_card")
    expect(german_phone.locator('input[name="price-0"]')).to_be_visible()
    german_phone.assert_usable()
    german_phone.shot("phone-house-games-de", full=True)


def test_the_new_evening_page_offers_the_house_games_of_the_season_typed(tablet, german_phone, api):
    ours = api.ok("GET", f"/api/evenings/{api.evening(season='Start club')}")["season"]["id"]
    theirs = api.ok("GET", f"/api/evenings/{api.evening(season='Other club')}")["season"]["id"]
    threes = api.ok("POST", f"/api/seasons/{ours}/house-games", 201, json={"definition": {
        "name": "Threes", "wild": {"ranks": ["3"]}}})
    nines = api.ok("POST", f"/api/seasons/{theirs}/house-games", 201, json={"definition": {
        "name": "Nines", "wild": {"ranks": ["9"]}}})
    tablet.goto("/")
    form = tablet.locator("#evening-form")
    ours_option = form.locator(f'#variant option[value="HOUSE-{threes["id"]}"]')
    theirs_option = form.locator(f'#variant option[value="HOUSE-{nines["id"]}"]')
    assert ours_option.is_disabled() and theirs_option.is_disabled()           # no season named yet
    form.locator("#season").fill("start CLUB")                                   # a name as names compare
    assert not ours_option.is_disabled() and theirs_option.is_disabled()
    form.locator("#variant").select_option(f"HOUSE-{threes['id']}")
    expect(form.locator(f'fieldset[data-variant="HOUSE-{threes["id"]}"] .house-words')).to_contain_text(
        "Threes: seven cards")
    tablet.shot("start-house-game", full=True)
    form.locator("#season").fill("Other club")                                  # another season: not offered
    expect(form.locator("#variant")).to_have_value("FTQ")
    form.locator("#season").fill("Start club")
    form.locator("#variant").select_option(f"HOUSE-{threes['id']}")
    for i, name in enumerate(("Anna", "Ben", "Carla")):
        form.locator(f"#player-{i}").fill(name)
    form.get_by_role("button", name="Start").tap()
    expect(tablet.locator("#live")).to_contain_text("Threes: seven cards")
    assert tablet.url.split("/")[-1].isdigit()
    evening = api.ok("GET", f"/api/evenings/{tablet.url.split('/')[-1]}")
    assert evening["game"]["house_game"]["name"] == "Threes" and evening["season"]["id"] == ours

    german_phone.goto("/")
    german_phone.locator("#season").fill("Start club")
    german_phone.locator("#variant").select_option(f"HOUSE-{threes['id']}")
    german_phone.assert_usable()
    german_phone.shot("phone-start-house-game-de", full=True)
