"""The one package that owns SQLite (through its own thin connection, `web.store.db.Store`): the
connection of a request, the schema, one transaction per write, and the queries the rest of the
service asks.  The rest of the service asks this package (``store.x``), not its modules; each
module holds one job:

- `web.store.schema`: the tables, as a new file gets them and as they came since;
- `web.store.db`: connections, `transaction`, `Unwritable`, and what the queries share;
- `web.store.startup`: a file made, upgraded and migrated at start, and checked (`problem_at_start`);
- `web.store.evening_tables`: evenings, players, the players' link, the host's settings and
  logins, the end of the evening and its log, seasons;
- `web.store.ledger_table`: the ledger and its sums;
- `web.store.hand_tables`: hands, their rulings' digests and summaries, their action logs;
- `web.store.house_tables`: the host's house games, kept for a season;
- `web.store.pay_tables`: how the players of a season are paid (their payment details);
- `web.store.seat_tables`: the players' own phones: which phone is which seat, and the
  face-down cards a seat entered on its phone (sealed);
- `web.store.cache_tables`: the caches worked out from a ruling (river swings, hand stats);
- `web.store.marks`: the checksums of the append-only rows, checked at start, and of the rows
  changed where they stand that decide money or rules, checked at every read (`Damaged`);
- `web.store.ownership`: whether a file is the service's own, and this process's hold on it;
- `web.store.backups`: backup, the check of a file to restore, and the refusals of a backup onto
  the database and of a restore under a running service.

Tables: ``evenings``, ``players`` (their seats), ``hands`` (each hand's header and, once
booked, its ruling), ``actions`` (every accepted action, every undo and every correction of an
earlier entry, in order) and ``ledger`` (every chip movement).  ``actions`` and ``ledger`` are
append-only: triggers refuse an UPDATE or DELETE, so an undo is a new row, a correction of
entry *n* is a row that names it (``kind`` replace, insert or delete, ``target`` n), and a corrected
booking is new ledger rows.  A database made before those two columns gets them in place
(`upgrade`); its rows read as before (an undo row is ``undo`` 1).

The end of an evening: ``seasons`` (evenings grouped by a name), ``evening_log`` (the host's
end, reopening and settings, append-only too) and the evening's own columns (`EVENING_COLUMNS`,
added to an older file by `upgrade`); ``hand_stats`` is a cache for the season's standings.

What the lists read of a booked hand is kept beside its ruling, set with it (`set_booked`):
its digest (``ruling_digest``, the key of the caches worked out from it) and a small summary
(``summary``, `hand_summary`: players, winnings, pots, wild ranks, the high hands shown), so
that a leaderboard, a story or a season's standings never parse every ruling of an evening.

Every transaction that changes an evening counts its ``seq`` up by one, and once it is
committed tells `on_commit`'s listeners (the live screens, `web.events`).

>>> db = connect(":memory:"); init_db(db)
>>> with transaction(db):
...     evening = add_evening(db, "Friday", "Ben", {"variant": "FTQ"})
...     entry = add_ledger(db, evening, None, "Ben", 50, "buy_in")
>>> chips(db, evening)
{'Ben': 50}
>>> db.execute("DELETE FROM ledger")
Traceback (most recent call last):
...
sqlite3.IntegrityError: ledger is append-only
"""

from __future__ import annotations

from ..kept import (
                           CORRECTIONS,
                           LOG_KINDS,
                           KeptRuling,
                           effective_actions,
                           hand_summary,
                           kept_ruling,
                           row_kind,
                           ruling_digest,
)
from .backups import backup, check_backup_target, check_database, check_not_in_use, contents
from .cache_tables import (
                           add_hand_stats,
                           add_hand_stats_many,
                           add_river_swing,
                           current_stats,
                           current_swings,
                           hand_stats,
                           missing_stats,
                           pending_rivers,
                           replace_hand_stats,
                           river_swings,
                           river_swings_of,
)
from .db import (
                           SQLITE_MAX_INT,
                           Store,
                           Unwritable,
                           close_db,
                           connect,
                           create_private,
                           get_db,
                           now,
                           on_commit,
                           snapshot,
                           stored,
                           transaction,
                           uncommitted,
)
from .evening_tables import (
                           add_evening,
                           add_log,
                           add_login,
                           add_missing_watch_tokens,
                           add_player,
                           add_season,
                           add_watch_token,
                           end_login,
                           end_logins_marked,
                           evening,
                           evening_by_watch_token,
                           evening_log,
                           evening_seq,
                           evenings,
                           hand_counts,
                           login,
                           odds_view,
                           players,
                           reseat,
                           season,
                           season_by_key,
                           season_evenings,
                           seasons,
                           set_evening,
                           set_game,
                           set_left,
                           set_odds_view,
                           watch_token,
)
from .hand_tables import (
                           action_log,
                           action_logs,
                           add_action,
                           add_actions,
                           add_hand,
                           add_hands,
                           booked_ids,
                           booked_state,
                           corrections,
                           dealt_hands,
                           dump_json,
                           hand,
                           hand_by_digest,
                           hand_count,
                           hand_rows,
                           hands,
                           last_hand,
                           log_length,
                           set_booked,
                           set_booked_many,
                           summaries,
)
from .house_tables import delete_house_game, house_game, house_game_named, house_games, save_house_game
from .ledger_table import (
                           add_ledger,
                           add_ledger_rows,
                           bought_in,
                           chips,
                           hand_kinds,
                           hand_ledger,
                           last_ledger_id,
                           last_rows,
                           ledger,
                           ledger_after,
                           ledger_lines,
                           ledger_sums,
                           open_pot,
)
from .marks import Damaged, damaged
from .pay_tables import add_payment_details, payment_details
from .schema import (
                           ACTION_COLUMNS,
                           APPLICATION_ID,
                           EVENING_COLUMNS,
                           HAND_COLUMNS,
                           INDEXES_AFTER,
                           SCHEMA,
                           SCHEMA_EVENING_END,
                           VERSION,
)
from .seat_tables import (
                           add_sealed,
                           add_sealed_declaration,
                           add_sealed_discard,
                           add_seat_phone,
                           sealed,
                           sealed_declarations,
                           sealed_discards,
                           seat_of_phone,
                           seat_phones,
)
from .startup import (
                           RESTORE,
                           ensure_database,
                           init_app,
                           init_db,
                           init_db_command,
                           migrate,
                           pin_door_cards,
                           pin_rules,
                           problem_at_start,
                           summarize,
                           upgrade,
)

__all__ = [
                           "ACTION_COLUMNS",
                           "APPLICATION_ID",
                           "CORRECTIONS",
                           "EVENING_COLUMNS",
                           "HAND_COLUMNS",
                           "INDEXES_AFTER",
                           "LOG_KINDS",
                           "RESTORE",
                           "SCHEMA",
                           "SCHEMA_EVENING_END",
                           "SQLITE_MAX_INT",
                           "VERSION",
                           "Damaged",
                           "KeptRuling",
                           "Store",
                           "Unwritable",
                           "action_log",
                           "action_logs",
                           "add_action",
                           "add_actions",
                           "add_evening",
                           "add_hand",
                           "add_hand_stats",
                           "add_hand_stats_many",
                           "add_hands",
                           "add_ledger",
                           "add_ledger_rows",
                           "add_log",
                           "add_login",
                           "add_missing_watch_tokens",
                           "add_payment_details",
                           "add_player",
                           "add_river_swing",
                           "add_sealed",
                           "add_sealed_declaration",
                           "add_sealed_discard",
                           "add_season",
                           "add_seat_phone",
                           "add_watch_token",
                           "backup",
                           "booked_ids",
                           "booked_state",
                           "bought_in",
                           "check_backup_target",
                           "check_database",
                           "check_not_in_use",
                           "chips",
                           "close_db",
                           "connect",
                           "contents",
                           "corrections",
                           "create_private",
                           "current_stats",
                           "current_swings",
                           "damaged",
                           "dealt_hands",
                           "delete_house_game",
                           "dump_json",
                           "effective_actions",
                           "end_login",
                           "end_logins_marked",
                           "ensure_database",
                           "evening",
                           "evening_by_watch_token",
                           "evening_log",
                           "evening_seq",
                           "evenings",
                           "get_db",
                           "hand",
                           "hand_by_digest",
                           "hand_count",
                           "hand_counts",
                           "hand_kinds",
                           "hand_ledger",
                           "hand_rows",
                           "hand_stats",
                           "hand_summary",
                           "hands",
                           "house_game",
                           "house_game_named",
                           "house_games",
                           "init_app",
                           "init_db",
                           "init_db_command",
                           "kept_ruling",
                           "last_hand",
                           "last_ledger_id",
                           "last_rows",
                           "ledger",
                           "ledger_after",
                           "ledger_lines",
                           "ledger_sums",
                           "log_length",
                           "login",
                           "migrate",
                           "missing_stats",
                           "now",
                           "odds_view",
                           "on_commit",
                           "open_pot",
                           "payment_details",
                           "pending_rivers",
                           "pin_door_cards",
                           "pin_rules",
                           "players",
                           "problem_at_start",
                           "replace_hand_stats",
                           "reseat",
                           "river_swings",
                           "river_swings_of",
                           "row_kind",
                           "ruling_digest",
                           "save_house_game",
                           "sealed",
                           "sealed_declarations",
                           "sealed_discards",
                           "season",
                           "season_by_key",
                           "season_evenings",
                           "seasons",
                           "seat_of_phone",
                           "seat_phones",
                           "set_booked",
                           "set_booked_many",
                           "set_evening",
                           "set_game",
                           "set_left",
                           "set_odds_view",
                           "snapshot",
                           "stored",
                           "summaries",
                           "summarize",
                           "transaction",
                           "uncommitted",
                           "upgrade",
                           "watch_token"
]
