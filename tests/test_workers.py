"""The service's worker processes (`web.workers`) as the service starts and stops them."""

import subprocess
import sys

from harness.service import ROOT

STOPPED = """
import threading
from web import workers
workers.start()
assert workers.map_all(abs, [(-1,), (-2,)]) == [1, 2]
workers.stop()
print(sorted(type(t).__name__ for t in threading.enumerate() if t is not threading.main_thread()))
"""


def test_a_stop_leaves_no_thread_of_the_workers_behind():
    """Once `stop` returns, the pool's own threads have ended: one still closing its pipe as
    Python exits made Python 3.11 write to the closed pipe ("Bad file descriptor", a traceback
    in the service's output now and then)."""
    done = subprocess.run([sys.executable, "-c", STOPPED], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]", done.stdout
    assert "Traceback" not in done.stderr, done.stderr
