"""File descriptors: the service never runs out of them.

Each connection holds one, and so do the SQLite files of each thread, the workers' pipes and
the log.  At start the service raises its own limit of open files as far as the system lets
it (the soft limit to the hard one, `raise_limit`), and keeps a reserve below it
(`Room.of`): guests' connections may fill what is left above the reserve, the host's
connections the reserve too but for a spare that nothing but the service's own files takes
(SQLite, the workers, a log line).  Beyond that a guest's new connection is turned away in
words (503) and closed, and a host's new connection makes room by closing the newest guest
connection: the guests who came last go first (`web.serving.Front`).

>>> room = Room.of(limit=1024, in_use=20, threads=30)
>>> room.guests, room.everyone
(866, 898)
"""

from __future__ import annotations

import os
import resource
from dataclasses import dataclass

SPARE = 16               # descriptors kept from every connection: the log, a worker replaced, a backup
PER_THREAD = 3           # descriptors of one thread's SQLite connection (the file, its -wal and -shm)
WORKERS = 16             # descriptors of the worker processes' pipes, counted as threads' (PER_THREAD each)
HOST_ROOM = 32           # connections of the host's kept free of guests (a tablet holds about eight)
MOST = 1 << 20           # the limit raised to, at most, when the system sets none


def raise_limit() -> int:
    """The limit of open files raised as far as allowed (the soft limit to the hard one): the limit now."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = MOST if hard == resource.RLIM_INFINITY else hard
    if soft != resource.RLIM_INFINITY and soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
        except (ValueError, OSError):          # the system allows less than it says: keep what there is
            pass
    return MOST if soft == resource.RLIM_INFINITY else soft


def in_use() -> int:
    """Descriptors this process holds now."""
    try:
        return len(os.listdir("/proc/self/fd"))
    except OSError:
        return 64


@dataclass(frozen=True)
class Room:
    """Connections the service holds at most: of guests (`guests`), and of everybody (`everyone`)."""
    guests: int
    everyone: int

    @classmethod
    def of(cls, limit: int, in_use: int, threads: int) -> Room:
        """The room under `limit` descriptors, `in_use` of them taken, `threads` threads that may
        each open the database."""
        everyone = max(2, limit - in_use - threads * PER_THREAD - SPARE)
        return cls(max(1, everyone - HOST_ROOM), everyone)
