"""Odds, and an import's replays, in processes of their own.

Working out odds is pure Python and keeps a CPU busy for a while: a fraction of a second for
the table's odds view or a replay's chances, half a second for the river swings of an evening
of 200 hands; an import replays every hand of an evening (`map_all`, both workers at once).
Inside the service's process it would hold the interpreter lock all that time, and every card entered
at the table would wait for it (see the performance document).  So this work is done in a small pool of worker
processes, started with the service (`start`) or on first use and kept for the service's life;
a request waits for its answer holding nothing else.  A worker whose service has died (say,
killed with SIGKILL) ends itself within a second.

Only so many requests work out odds at once (`slot`): the others are told to come back
(`Busy`, a 503) instead of waiting on one of the service's threads.

>>> from referee.words import street_name
>>> run(street_name, 3, "de")
'3. Straße'
>>> with slot(), slot():
...     with slot():
...         pass
Traceback (most recent call last):
...
web.workers.Busy: every heavy slot is taken
"""

from __future__ import annotations

import contextlib
import multiprocessing
import multiprocessing.connection
import os
import signal
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from typing import Any

WORKERS = 2                  # odds at once (this laptop has two cores; the service needs little)
NICE = 10                    # the workers' priority below the service's (a higher nice value: less CPU)

#: The workers are forked from a fork server, a fresh process of the service's that imports
#: what they run and warms up their odds, once (`web.preload`): a worker then starts warm, in
#: a few milliseconds, and a replaced one too.
_context = multiprocessing.get_context("forkserver")
_context.set_forkserver_preload(["web.preload"])         # and with it this process's sys.path
_pool: ProcessPoolExecutor | None = None
_pool_lock = threading.Lock()
_stopped = False


def _pool_now() -> ProcessPoolExecutor:
    global _pool
    with _pool_lock:
        if _stopped:
            raise Busy("the service is stopping")
        if _pool is None:
            _pool = ProcessPoolExecutor(WORKERS, mp_context=_context, initializer=_watch_parent)
        return _pool


def start() -> None:
    """Start the workers now (their fork server warms up, `web.preload`), so that the first odds
    or import after the service starts take no longer than the later ones.  The service calls
    it as its port opens: the pool is there at once (`map_all` sends its jobs to it), and the
    workers start in the background meanwhile (in well under a second); a job sent before
    they are up waits for them, behind their first jobs."""
    pool = _pool_now()
    threading.Thread(target=_warm, args=(pool,), name="start-workers", daemon=True).start()


def stop() -> None:
    """The service stops: once any worker still starting has started (one stopped half made
    leaves a traceback behind), the workers end at once, whatever they work on (an upload being
    read, the odds of a replay), so that the stop does not wait for them; a request that waited
    for one is answered `Busy`, and no new worker is started."""
    global _pool, _stopped
    with _pool_lock:
        _stopped = True
        pool, _pool = _pool, None
    if pool is None:
        return
    wait(_starting, timeout=30)
    for process in multiprocessing.active_children():          # the pool's workers (and only they)
        process.terminate()
    # the pool's own thread sees them end, fails what was asked of them (`Busy`, as nothing new
    # starts) and closes its pipe.  One shutdown that waits for that thread (a moment: the
    # workers are gone) keeps it from closing the pipe while Python, exiting, writes to it
    # (Python 3.11 checks and writes without a lock: "Bad file descriptor" on the way out).
    # Not two: a first shutdown that does not wait forgets the thread, and a second has none
    # to wait for.
    pool.shutdown(wait=True, cancel_futures=True)


#: the first job of each worker as the service starts (`start`): done once it has started
_starting: list[Future] = []


def _warm(pool: ProcessPoolExecutor) -> None:
    """Each worker started (its first job: the first one waits for the fork server)."""
    with _pool_lock:                    # a stop meanwhile waits for them, or comes first
        if _stopped:
            return
        _starting.extend(pool.submit(os.getpid) for _ in range(WORKERS))
    wait(_starting, timeout=30)


# --- slots: never every thread of the service on odds --------------------------------------------------

class Busy(Exception):
    """Every slot of this kind is taken: come back in `wait` seconds (the service answers 503)."""

    wait = 1


_slots: dict[str, threading.BoundedSemaphore] = {}


def configure(heavy: int, story: int = 1) -> None:
    """How many requests may work out odds at once (``heavy``: each holds one of the service's
    threads while it waits for a worker) and, of those, tell a story (``story``: its Python
    holds this process's interpreter meanwhile)."""
    _slots["heavy"] = threading.BoundedSemaphore(heavy)
    _slots["story"] = threading.BoundedSemaphore(story)


configure(2)


@contextlib.contextmanager
def slot(kind: str = "heavy") -> Iterator[None]:
    """Work that takes long, in one of the slots of its `kind` (a story takes a heavy slot too),
    or `Busy` at once: a request never waits for a slot, so a crowd of readers cannot take every
    thread of the service, and the host's writes always find one."""
    kinds = ("heavy", "story") if kind == "story" else ("heavy",)
    taken: list[threading.BoundedSemaphore] = []
    try:
        for name in kinds:
            if not _slots[name].acquire(blocking=False):
                raise Busy(f"every {name} slot is taken")
            taken.append(_slots[name])
        yield
    finally:
        for semaphore in reversed(taken):
            semaphore.release()


#: While a request thread only waits (for a worker, for another request's answer), the server
#: may let another read run meanwhile: the service's dispatcher sets this to a context manager
#: that says so (`web.serving`); by default it does nothing.
waiting: Callable[[], contextlib.AbstractContextManager] = contextlib.nullcontext


def run(function, *args, **kwargs):
    """``function(*args, **kwargs)`` in a worker process (both must pickle: a module-level
    function, plain data); its answer, or its exception raised here.  A pool broken by a
    worker that died is replaced and the call tried once more."""
    global _pool
    try:
        future = _pool_now().submit(function, *args, **kwargs)
        with waiting():
            return future.result()
    except BrokenProcessPool:
        with _pool_lock:
            broken, _pool = _pool, None
        if broken is not None:
            broken.shutdown(wait=False, cancel_futures=True)
        future = _pool_now().submit(function, *args, **kwargs)
        with waiting():
            return future.result()


def run_all(function, jobs: Iterable[tuple[Any, tuple]], until: float | None = None) -> Iterator[tuple[Any, Any]]:
    """``function(*args)`` for each job ``(key, args)`` in the worker processes, as many at a
    time as there are workers: each ``(key, answer)`` as it comes (an exception is raised here).
    With `until` (a `time.monotonic` time), no job is started after it; those under way are
    finished.  The jobs are taken one by one, as workers are free."""
    pending = iter(jobs)
    running: dict[Future, tuple[Any, tuple]] = {}

    def start_next() -> None:
        if until is not None and time.monotonic() >= until:
            return
        job = next(pending, None)
        if job is not None:
            running[_pool_now().submit(function, *job[1])] = job

    for _ in range(WORKERS):
        start_next()
    while running:
        with waiting():
            finished, _ = wait(running, return_when=FIRST_COMPLETED)
        for future in finished:
            key, args = running.pop(future)
            try:
                answer = future.result()
            except BrokenProcessPool:                   # a worker died: `run` replaces the pool
                answer = run(function, *args)
            yield key, answer
            start_next()


def map_all(function, jobs: list[tuple]) -> list:
    """``[function(*args) for args in jobs]``, in the worker processes when they run (the
    service starts them, `start`), here otherwise (a chore at the command line, a test: a
    pool would take longer to start than the work)."""
    if _pool is None:
        return [function(*args) for args in jobs]
    futures = [_pool_now().submit(function, *args) for args in jobs]    # all at once: no worker waits
    with waiting():
        wait(futures)
    answers = []
    for future, args in zip(futures, jobs):
        try:
            answers.append(future.result())                 # the first exception, in the jobs' order
        except BrokenProcessPool:                           # a worker died: `run` replaces the pool
            answers.append(run(function, *args))
    return answers


def _watch_parent() -> None:
    """In a worker: end this process as soon as the service that started it is gone, however
    it ended (the worker's parent is the fork server: the service is told by its pipe,
    `multiprocessing.parent_process`).  Ctrl-C at the service's terminal reaches the workers
    too: they leave it to the service.  A worker runs at a lower priority than the service, so
    that the host's writes get a core first."""
    service = multiprocessing.parent_process()
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        os.nice(NICE)
    except OSError:
        pass

    def watch() -> None:
        if service is not None:
            multiprocessing.connection.wait([service.sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="watch-parent", daemon=True).start()
