"""What the workers' fork server holds before it forks a worker (`web.workers`): the functions
the workers run (`referee.odds`, `web.jobs`) and the odds warmed up (`referee.odds.warm_up`:
the ranking's tables loaded, the memos of Follow the Queen's wild ranks and of the flushes
filled), once.  Each worker forked from it starts warm, in a few milliseconds: its first odds
take no longer than its later ones.  Importing this module does that work, so only the fork
server imports it.
"""

from __future__ import annotations

from referee.odds import warm_up

from . import jobs  # noqa: F401  (what the workers run, imported once here)

warm_up()
