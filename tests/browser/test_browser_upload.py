"""Uploading hand histories on the tablet (dropped or chosen; booked or just ruled), and a hand
replayed street by street."""

import json
import pathlib
import re

import pytest
from playwright.sync_api import expect

from harness.service import counts
from referee.phh import dump_phh

pytestmark = pytest.mark.browser

SAMPLES = pathlib.Path(__file__).resolve().parents[2] / "sample_hands"
SHOWDOWN = ["d dh p1 AsAdQh", "d dh p2 KcKd6c", "d dh p3 2c3d9d", "p1 cc", "p2 cc", "p3 cc",
            "d dh p1 7h", "d dh p2 8s", "d dh p3 Ts", "p2 cc", "p3 cc", "p1 cbr 2", "p2 cc", "p3 cc",
            "d dh p1 4c", "d dh p2 5s", "d dh p3 Js", "p2 cc", "p3 f", "p1 cc", "d dh p1 2h",
            "d dh p2 3c", "p2 cc", "p1 cc", "d dh p1 Ac", "d dh p2 Kh", "p2 cc", "p1 cc",
            "p2 sm KcKdKh", "p1 sm AsAdAc"]
HAND = {"variant": "FTQ", "players": ["Anna", "Ben", "Carla"], "actions": SHOWDOWN}


def drop(tablet, name: str, text: str) -> None:
    """Drop a file on the upload zone, as a finger dragging it from the files app would."""
    transfer = tablet.evaluate_handle(
        "([name, text]) => { const t = new DataTransfer(); t.items.add(new File([text], name, "
        "{type: 'text/plain'})); return t; }", [name, text])
    tablet.dispatch_event("[data-drop]", "drop", {"dataTransfer": transfer})


def test_upload_and_replay(tablet, api, server, tmp_path):
    evening = api.evening()
    tablet.goto(f"/upload?evening={evening}")
    tablet.assert_usable()
    tablet.shot("tablet-upload")
    drop(tablet, "friday-hand-1.phh", dump_phh(HAND))
    expect(tablet.locator("[data-file-name]")).to_have_text("friday-hand-1.phh")
    with tablet.expect_navigation():
        tablet.get_by_role("button", name="Rule it").tap()
    assert tablet.locator(".notice").inner_text() == "Uploaded and booked as hand 1."
    assert "Anna wins the pot of 9 with four Aces" in tablet.locator("#ruling .explanation").inner_text()
    assert api.leaderboard(evening)["Anna"]["chips"] == 56
    tablet.assert_usable()
    tablet.shot("tablet-replay-end", full=True)

    # step through it street by street
    with tablet.expect_navigation():
        tablet.get_by_role("link", name="Start").tap()
    assert tablet.locator("#step-title").inner_text() == "Antes in"
    titles = []
    for _ in range(12):
        with tablet.expect_navigation():
            tablet.locator('[data-step="next"]').tap()
        titles.append(tablet.locator("#step-title").inner_text())
        if tablet.locator("#ruling").count():
            break
    assert titles == ["3rd street: the deal", "3rd street: betting", "4th street: the deal", "4th street: betting",
                      "5th street: the deal", "5th street: betting", "6th street: the deal", "6th street: betting",
                      "7th street: the deal", "7th street: betting", "Showdown"]
    tablet.goto(re.sub(r"step=\d+", "step=1", tablet.url))
    assert tablet.locator(".step-actions li").all_inner_texts() == ["A♠ A♦ Q♥ to Anna", "K♣ K♦ 6♣ to Ben",
                                                                   "2♣ 3♦ 9♦ to Carla"]
    assert tablet.locator('.seat[data-player="Anna"] .card.hole').count() == 2     # known from the record
    assert tablet.banner().startswith("Wild: Queens and sixes")
    tablet.shot("tablet-replay-3rd-street")

    # the same hand again, chosen instead of dropped: booked once
    again = tmp_path / "again.json"
    again.write_text(json.dumps(HAND))
    tablet.goto(f"/upload?evening={evening}")
    tablet.set_input_files("[data-file]", str(again))
    before = counts(server.db)
    with tablet.expect_navigation():
        tablet.get_by_role("button", name="Rule it").tap()
    assert tablet.locator(".notice").inner_text() == "This hand was uploaded before: it is hand 1, booked once."
    assert counts(server.db) == before

    # ruled only, booked nowhere: a split pot from the sample hands
    tablet.goto("/upload")
    tablet.set_input_files("[data-file]", str(SAMPLES / "split-odd-chip.json"))
    with tablet.expect_navigation():
        tablet.get_by_role("button", name="Rule it").tap()
    assert tablet.locator(".notice").inner_text() == "Ruled, not booked."
    assert tablet.locator("#ruling .share").all_inner_texts() == ["Ben +30", "Dan +29"]
    assert counts(server.db) == before

    # a refused file: the reason in words, the chosen file kept (to fix and send again)
    tablet.goto("/upload")
    refused = SAMPLES / "refused" / "card-dealt-twice.json"
    tablet.set_input_files("[data-file]", str(refused))
    tablet.get_by_role("button", name="Rule it").tap()
    expect(tablet.locator("#problem")).to_contain_text("was already dealt")
    assert tablet.locator("[data-file]").evaluate("e => Array.from(e.files).map(f => f.name)") == [refused.name]
    assert tablet.locator("[data-file-name]").inner_text() == refused.name
    tablet.assert_usable()
    tablet.shot("tablet-upload-refused")
    assert counts(server.db) == before
    # pasted text, refused: it stays, and so does the evening chosen to book it into
    tablet.set_input_files("[data-file]", [])
    tablet.locator("details.paste summary").tap()
    tablet.locator("textarea[name=text]").fill(refused.read_text())
    tablet.locator("#evening").select_option(str(evening))
    tablet.get_by_role("button", name="Rule it").tap()
    expect(tablet.locator("[data-upload]")).to_have_attribute("data-refused", "2")
    assert "The players of the next deal" in tablet.locator("#problem").inner_text()
    assert json.loads(tablet.locator("textarea[name=text]").input_value()) == json.loads(refused.read_text())
    assert tablet.locator("#evening").input_value() == str(evening)
    assert counts(server.db) == before
