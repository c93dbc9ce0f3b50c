"""marshmallow schemas at the edges of the service: what a request may carry (unknown fields
are refused) and what a response holds.  The referee decides what is legal in a game; the
schemas only check shape: types, ranges, names, lengths.
"""

from .errors import ErrorSchema
from .evening import (
    EveningCreateSchema,
    EveningSchema,
    HandSummarySchema,
    JoinSchema,
    LeaderboardSchema,
    LedgerSchema,
    RebuySchema,
)
from .export import EveningExportSchema
from .game import GameSchema, GamesSchema
from .hand import ActionSchema, CorrectionSchema, HandStateSchema, HandUploadSchema, LiveStartSchema, RuledHandSchema

__all__ = ["ActionSchema", "CorrectionSchema", "ErrorSchema", "EveningCreateSchema", "EveningExportSchema",
           "EveningSchema", "GameSchema", "GamesSchema", "HandStateSchema", "HandSummarySchema", "HandUploadSchema",
           "JoinSchema", "LeaderboardSchema", "LedgerSchema", "LiveStartSchema", "RebuySchema", "RuledHandSchema"]
