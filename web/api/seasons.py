"""The API's routes of the season: the seasons, their standings (and as CSV)."""

from __future__ import annotations

from schemas.house import HouseGameBodySchema, HouseGameListSchema, HouseGameSchema
from schemas.season import SeasonListSchema, StandingsSchema

from .. import house_games, seasons
from ..store import get_db, transaction
from .base import csv_answer, endpoint

# --- the season -------------------------------------------------------------------------------------

@endpoint("get", "/seasons", "listSeasons", SeasonListSchema)
def list_seasons():
    """The seasons (evenings grouped by a name), with how many evenings each holds"""
    return {"seasons": seasons.seasons(get_db())}


@endpoint("get", "/seasons/<int:season_id>/standings", "standings", StandingsSchema, refusals=(404,))
def standings(season_id: int):
    """The season's standings: each player's result over the ended evenings (and per evening), hands played,
    VPIP, showdowns reached and won, wild cards at showdowns, the biggest pot, the best hand, the luckiest river"""
    db = get_db()
    seasons.get_season(db, season_id)
    seasons.work_out_stats(db, season_id)          # once per hand, kept; each evening in a short transaction
    return seasons.standings(db, season_id)


STANDINGS_COLUMNS = ["rank", "name", "evenings", "net_chips", "net_money", "currency", "hands_played", "vpip",
                     "showdowns", "showdowns_won", "wild_cards_at_showdowns", "biggest_pot", "best_hand"]


@endpoint("get", "/seasons/<int:season_id>/standings.csv", "standingsCsv", None, content_type="text/csv",
          refusals=(404,))
def standings_csv(season_id: int):
    """The standings as CSV: a row per player, a column per ended evening at the end"""
    db = get_db()
    seasons.get_season(db, season_id)
    seasons.work_out_stats(db, season_id)
    table = seasons.standings(db, season_id)
    columns = STANDINGS_COLUMNS + [f"evening {e['id']}: {e['name']}" for e in table["evenings"]]
    rows = []
    for p in table["players"]:
        best = p["best_hand"]["description"]["en"] if p["best_hand"] else ""
        results = ["" if r is None else (r["net_money"] if table["currency"] else r["net_chips"])
                   for r in p["results"]]
        rows.append([p["rank"], p["name"], p["evenings"], p["net_chips"], p["net_money"] or "",
                     table["currency"] or "chips", p["hands_played"], "" if p["vpip"] is None else p["vpip"],
                     p["showdowns"], p["showdowns_won"], p["wild_cards_at_showdowns"], p["biggest_pot"], best,
                     *results])
    return csv_answer(columns, rows, f"season-{season_id}-standings.csv")




# --- the host's house games -------------------------------------------------------------------------

@endpoint("get", "/seasons/<int:season_id>/house-games", "listHouseGames", HouseGameListSchema, refusals=(404,))
def list_house_games(season_id: int):
    """The host's house games kept for the season, each with its definition and in words"""
    return {"house_games": house_games.house_games(get_db(), season_id)}


@endpoint("post", "/seasons/<int:season_id>/house-games", "saveHouseGame", HouseGameSchema, body=HouseGameBodySchema,
          status=201, refusals=(400, 401, 404, 422))
def save_house_game(data, season_id: int):
    """Keep a house game for the season: a new one, or the one of that name changed (hands played before keep the
    definition they were played under)"""
    with transaction(get_db()) as db:
        return house_games.save(db, season_id, data["definition"])


@endpoint("delete", "/seasons/<int:season_id>/house-games/<which>", "deleteHouseGame", HouseGameListSchema,
          refusals=(401, 404))
def delete_house_game(season_id: int, which: str):
    """Delete a house game of the season, named by its id or its name: no longer offered for new hands (the hands
    played under it keep the definition they carry, an evening playing it plays on); the season's house games left"""
    with transaction(get_db()) as db:
        house_games.delete(db, season_id, which)
        return {"house_games": house_games.house_games(db, season_id)}
