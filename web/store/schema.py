"""The store's tables: the schema of a new file, what came after it (added to an older file by
`web.store.startup.upgrade`) and the version of the records."""

SCHEMA = """
CREATE TABLE IF NOT EXISTS evenings (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    created_at TEXT NOT NULL,
    dealer TEXT NOT NULL,          -- who deals the first hand
    game TEXT NOT NULL             -- JSON: the game of the next hand (dealer's choice)
);
CREATE TABLE IF NOT EXISTS players (
    id INTEGER PRIMARY KEY,
    evening_id INTEGER NOT NULL REFERENCES evenings(id),
    name TEXT NOT NULL,
    seat INTEGER NOT NULL,         -- clockwise order around the table
    left_at TEXT,                  -- set when the player leaves (cleared when they come back)
    joined_at TEXT NOT NULL,
    UNIQUE (evening_id, name COLLATE NOCASE)
);
CREATE TABLE IF NOT EXISTS hands (
    id INTEGER PRIMARY KEY,
    evening_id INTEGER NOT NULL REFERENCES evenings(id),
    number INTEGER NOT NULL,       -- 1, 2, ... within the evening
    source TEXT NOT NULL,          -- live or upload
    dealer TEXT NOT NULL,
    header TEXT NOT NULL,          -- JSON: the hand history without its actions
    digest TEXT,                   -- uploads: hash of the uploaded hand, for idempotency
    status TEXT NOT NULL,          -- live or booked
    ruling TEXT,                   -- JSON: the ruled hand (finishing_stacks, winnings, ruling) once booked
    booked_through INTEGER,        -- the last ledger id of its booking (a reopening checks what came after)
    created_at TEXT NOT NULL,
    UNIQUE (evening_id, number),
    UNIQUE (evening_id, digest)
);
CREATE TABLE IF NOT EXISTS actions (
    id INTEGER PRIMARY KEY,
    hand_id INTEGER NOT NULL REFERENCES hands(id),
    seq INTEGER NOT NULL,          -- 0, 1, ... per hand: the position in the log
    text TEXT,                     -- the canonical PHH action; NULL for an undo and a delete
    undo INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    kind TEXT,                     -- act, undo, replace (entry `target` by `text`), insert (`text` before
                                   -- entry `target`), delete (entry `target`);
                                   -- NULL in rows written before corrections: act, or undo when undo is 1
    target INTEGER,                -- replace and delete: the entry, 0-based in the actions that stood then
    UNIQUE (hand_id, seq)
);
CREATE TABLE IF NOT EXISTS ledger (
    id INTEGER PRIMARY KEY,
    evening_id INTEGER NOT NULL REFERENCES evenings(id),
    hand_id INTEGER REFERENCES hands(id),
    player TEXT,                   -- NULL: the open pot in the middle (chips carried over)
    amount INTEGER NOT NULL,
    kind TEXT NOT NULL,            -- buy_in, rebuy, hand, carry, correction, leave, cash_out, reopen
    note TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS river_swings (   -- a cache for the story of the evening (derived, may be dropped)
    hand_id INTEGER NOT NULL REFERENCES hands(id),
    ruling_digest TEXT NOT NULL,   -- the ruling it was worked out from: a corrected hand is worked out again
    swings TEXT NOT NULL,          -- JSON: player -> how their share of the pot moved with the 7th-street cards
    PRIMARY KEY (hand_id, ruling_digest)
);
CREATE TABLE IF NOT EXISTS watch_links (     -- the read-only leaderboard link for the players' phones
    evening_id INTEGER PRIMARY KEY REFERENCES evenings(id),
    token TEXT NOT NULL UNIQUE,    -- unguessable (secrets.token_urlsafe)
    created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS logins (          -- the host's logins on the pages: a logout ends one
    key TEXT PRIMARY KEY,          -- sha256 of the random id the session cookie holds
    pin_mark TEXT NOT NULL,        -- HMAC of the PIN it was made with: a new PIN ends every login
    created_at TEXT NOT NULL,
    ended_at TEXT                  -- the logout
);
CREATE TABLE IF NOT EXISTS evening_settings (  -- what the host switched for an evening
    evening_id INTEGER PRIMARY KEY REFERENCES evenings(id),
    odds_view INTEGER NOT NULL DEFAULT 0   -- 1: the chances of the hand in play are shown and served
);
CREATE INDEX IF NOT EXISTS ledger_evening ON ledger (evening_id, player);
CREATE INDEX IF NOT EXISTS ledger_sums ON ledger (evening_id, player, kind, amount);   -- sums from the index alone
CREATE INDEX IF NOT EXISTS hands_evening ON hands (evening_id, number);
CREATE TRIGGER IF NOT EXISTS actions_no_update BEFORE UPDATE ON actions
    BEGIN SELECT RAISE(ABORT, 'actions are append-only'); END;
CREATE TRIGGER IF NOT EXISTS actions_no_delete BEFORE DELETE ON actions
    BEGIN SELECT RAISE(ABORT, 'actions are append-only'); END;
CREATE TRIGGER IF NOT EXISTS ledger_no_update BEFORE UPDATE ON ledger
    BEGIN SELECT RAISE(ABORT, 'ledger is append-only'); END;
CREATE TRIGGER IF NOT EXISTS ledger_no_delete BEFORE DELETE ON ledger
    BEGIN SELECT RAISE(ABORT, 'ledger is append-only'); END;
"""

#: the end of the evening and the season (kept apart from SCHEMA: `upgrade` adds them to an older file)
SCHEMA_EVENING_END = """
CREATE TABLE IF NOT EXISTS seasons (          -- evenings grouped by a name (a season, a group)
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,  -- the name as compared (referee.names.player_key)
    created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS evening_log (      -- the host's end, reopening and settings of an evening
    id INTEGER PRIMARY KEY,
    evening_id INTEGER NOT NULL REFERENCES evenings(id),
    kind TEXT NOT NULL,            -- end, reopen, chip_value, season, settle, phone_odds
    detail TEXT NOT NULL DEFAULT '{}',   -- JSON: what was set
    created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS hand_stats (       -- a cache for the standings (derived, may be dropped)
    hand_id INTEGER NOT NULL REFERENCES hands(id),
    ruling_digest TEXT NOT NULL,   -- the ruling it was worked out from
    stats TEXT NOT NULL,           -- JSON: player -> what the standings count of this hand
    PRIMARY KEY (hand_id, ruling_digest)
);
CREATE TABLE IF NOT EXISTS house_games (      -- the host's own games, kept for a season (referee.games.house)
    id INTEGER PRIMARY KEY,
    season_id INTEGER NOT NULL REFERENCES seasons(id),
    name TEXT NOT NULL,
    name_key TEXT NOT NULL,        -- the name as compared (referee.names.player_key)
    definition TEXT NOT NULL,      -- JSON: the definition written out in full (check_definition)
    created_at TEXT NOT NULL,
    changed_at TEXT NOT NULL,
    UNIQUE (season_id, name_key)
);
CREATE INDEX IF NOT EXISTS evening_log_evening ON evening_log (evening_id, id);
CREATE TRIGGER IF NOT EXISTS evening_log_no_update BEFORE UPDATE ON evening_log
    BEGIN SELECT RAISE(ABORT, 'evening_log is append-only'); END;
CREATE TRIGGER IF NOT EXISTS evening_log_no_delete BEFORE DELETE ON evening_log
    BEGIN SELECT RAISE(ABORT, 'evening_log is append-only'); END;
"""

#: columns of ``evenings`` that came with the end of the evening: (name, declaration)
EVENING_COLUMNS = (
    ("seq", "INTEGER NOT NULL DEFAULT 0"),          # counts every committed change of the evening
    ("chip_value", "TEXT"),                         # JSON {"amount", "currency", "unit"}; NULL: chips only
    ("closed_at", "TEXT"),                          # set when the evening ends (reads only until reopened)
    ("season_id", "INTEGER REFERENCES seasons(id)"),
    ("settle", "TEXT"),                             # JSON {"mode": "direct"|"bank", "bank": name|null}
    ("phone_odds", "INTEGER NOT NULL DEFAULT 0"),   # the host lets the players' phones show the chances
)

#: the version of the records (SQLite's ``user_version``): 1 since the rules were read to the
#: letter, a file of version 0 holds games and hands stored before; 2 since every
#: append-only row has its checksum (``mark``, `web.store.marks`); 3 since Black Mariah deals the
#: door cards after a Q♠ (a file of an older version holds games and hands stored before);
#: 4 since the rows changed where they stand that decide money or rules (evenings, seats, seasons,
#: house games, settings) have their checksum too
VERSION = 4

#: what marks a file as this service's own (SQLite's ``application_id``: "FTQR"); the files made
#: before it have 0 there, and are the service's own if they hold its tables (`OWN_TABLES`)
APPLICATION_ID = 0x46545152
OWN_TABLES = ("evenings", "players", "hands", "actions", "ledger")

#: the checksum of an append-only row (the ledger's, the actions', the evening log's), and of a
#: row changed where it stands (`PROTECTED_TABLES`, `web.store.marks.PROTECTED`)
MARK_COLUMNS = (("mark", "TEXT"),)
PROTECTED_TABLES = ("evenings", "players", "seasons", "house_games", "evening_settings")
#: columns added to the actions since the first files were made: (column, type)
ACTION_COLUMNS = (("kind", "TEXT"), ("target", "INTEGER"), *MARK_COLUMNS)
#: columns added to the hands: set with the ruling (`set_booked`), NULL while a hand is live; and
#: the checksum of what never changes in a hand
HAND_COLUMNS = (("ruling_digest", "TEXT"), ("summary", "TEXT"), *MARK_COLUMNS)
#: indexes on those columns: the booked hands' summaries read from the index alone (a ruling is
#: a few kilobytes; scanning the rows to reach the summary at their end would read them all)
INDEXES_AFTER = """
CREATE INDEX IF NOT EXISTS hands_summary ON hands (evening_id, status, number, ruling_digest, summary);
"""

#: the players' own phones: which phone is which seat, and the face-down cards a seat
#: entered on its phone; both append-only (the last row of a seat, of a slot, says), both marked
SCHEMA_SEAT_PHONES = """
CREATE TABLE IF NOT EXISTS seat_phones (     -- which phone is a seat of an evening: the last row of a seat says
    id INTEGER PRIMARY KEY,
    evening_id INTEGER NOT NULL REFERENCES evenings(id),
    player TEXT NOT NULL,
    kind TEXT NOT NULL,            -- take (a phone took the seat with its code), release (the host let it go)
    phone TEXT,                    -- take: sha256 of the random id in the phone's cookie
    created_at TEXT NOT NULL,
    mark TEXT
);
CREATE TABLE IF NOT EXISTS sealed_cards (    -- a seat's face-down cards, entered on its phone (the last row of a slot)
    id INTEGER PRIMARY KEY,
    hand_id INTEGER NOT NULL REFERENCES hands(id),
    player TEXT NOT NULL,
    slot INTEGER NOT NULL,         -- the n-th face-down card dealt to the seat, 0-based (referee.seats)
    card TEXT,                     -- NULL: taken back
    created_at TEXT NOT NULL,
    mark TEXT
);
CREATE TABLE IF NOT EXISTS sealed_declarations (    -- declarations held until every player still in has one
    id INTEGER PRIMARY KEY,
    hand_id INTEGER NOT NULL REFERENCES hands(id),
    player TEXT NOT NULL,
    side TEXT NOT NULL,            -- high, low or both (the last row of a player counts)
    created_at TEXT NOT NULL,
    mark TEXT
);
CREATE TABLE IF NOT EXISTS sealed_discards (    -- the cards a seat discarded on its phone, logged as ??
    id INTEGER PRIMARY KEY,
    hand_id INTEGER NOT NULL REFERENCES hands(id),
    player TEXT NOT NULL,
    at INTEGER NOT NULL,           -- the index of the discard in the hand's log (the last row of an index counts)
    cards TEXT NOT NULL,           -- as PHH writes them
    created_at TEXT NOT NULL,
    mark TEXT
);
CREATE INDEX IF NOT EXISTS sealed_discards_hand ON sealed_discards (hand_id, id);
CREATE TRIGGER IF NOT EXISTS sealed_discards_no_update BEFORE UPDATE ON sealed_discards
    BEGIN SELECT RAISE(ABORT, 'sealed_discards is append-only'); END;
CREATE TRIGGER IF NOT EXISTS sealed_discards_no_delete BEFORE DELETE ON sealed_discards
    BEGIN SELECT RAISE(ABORT, 'sealed_discards is append-only'); END;
CREATE INDEX IF NOT EXISTS sealed_declarations_hand ON sealed_declarations (hand_id, id);
CREATE TRIGGER IF NOT EXISTS sealed_declarations_no_update BEFORE UPDATE ON sealed_declarations
    BEGIN SELECT RAISE(ABORT, 'sealed_declarations is append-only'); END;
CREATE TRIGGER IF NOT EXISTS sealed_declarations_no_delete BEFORE DELETE ON sealed_declarations
    BEGIN SELECT RAISE(ABORT, 'sealed_declarations is append-only'); END;
CREATE INDEX IF NOT EXISTS seat_phones_evening ON seat_phones (evening_id, id);
CREATE INDEX IF NOT EXISTS sealed_cards_hand ON sealed_cards (hand_id, id);
CREATE TRIGGER IF NOT EXISTS seat_phones_no_update BEFORE UPDATE ON seat_phones
    BEGIN SELECT RAISE(ABORT, 'seat_phones is append-only'); END;
CREATE TRIGGER IF NOT EXISTS seat_phones_no_delete BEFORE DELETE ON seat_phones
    BEGIN SELECT RAISE(ABORT, 'seat_phones is append-only'); END;
CREATE TRIGGER IF NOT EXISTS sealed_cards_no_update BEFORE UPDATE ON sealed_cards
    BEGIN SELECT RAISE(ABORT, 'sealed_cards is append-only'); END;
CREATE TRIGGER IF NOT EXISTS sealed_cards_no_delete BEFORE DELETE ON sealed_cards
    BEGIN SELECT RAISE(ABORT, 'sealed_cards is append-only'); END;
"""

#: money changing hands: each player's payment details kept for a season (an IBAN
#: with its holder's name, a PayPal.me name), append-only and marked (the last row of a player
#: in a season says; a row of NULLs forgets them)
SCHEMA_PAYMENT_DETAILS = """
CREATE TABLE IF NOT EXISTS payment_details (   -- how a player of a season is paid: the last row of a player says
    id INTEGER PRIMARY KEY,
    season_id INTEGER NOT NULL REFERENCES seasons(id),
    player TEXT NOT NULL,          -- the name as the host typed it
    player_key TEXT NOT NULL,      -- the name as compared (referee.names.player_key)
    iban TEXT,                     -- without spaces, checked (web.pay.checked_iban)
    holder TEXT,                   -- the account holder's name, as the bank knows it
    paypal TEXT,                   -- a PayPal.me name
    created_at TEXT NOT NULL,
    mark TEXT
);
CREATE INDEX IF NOT EXISTS payment_details_season ON payment_details (season_id, player_key, id);
CREATE TRIGGER IF NOT EXISTS payment_details_no_update BEFORE UPDATE ON payment_details
    BEGIN SELECT RAISE(ABORT, 'payment_details is append-only'); END;
CREATE TRIGGER IF NOT EXISTS payment_details_no_delete BEFORE DELETE ON payment_details
    BEGIN SELECT RAISE(ABORT, 'payment_details is append-only'); END;
"""
