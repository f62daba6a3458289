"""tools/bench_render.py's account of what else happened while a frame ran (`Beside`)."""

from __future__ import annotations

import re
import threading
import time
from types import ModuleType

import pytest

from tests.tools import load_tool


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    return load_tool("bench_render")


def test_beside_a_frame_the_other_threads_cpu_time_is_counted(tool: ModuleType) -> None:
    def spin() -> None:
        end = time.thread_time() + 0.03
        while time.thread_time() < end:
            pass

    beside = tool.Beside()
    beside.before()
    worker = threading.Thread(target=spin)
    worker.start()
    worker.join()
    text = beside.after()
    found = re.match(r"other threads (\d+\.\d) ms", text)
    assert found is not None and float(found.group(1)) >= 20, text


def test_beside_a_quiet_frame_little_else_ran(tool: ModuleType) -> None:
    # Not "nothing": a pytest-xdist worker has its own I/O thread, which may run a tenth of
    # a millisecond beside any frame (CI saw "other threads 0.1 ms" once).
    beside = tool.Beside()
    beside.before()
    text = beside.after()
    found = re.match(r"other threads (\d+\.\d) ms", text)
    assert found is not None and float(found.group(1)) < 5, text


def test_beside_a_frame_a_child_process_cpu_time_is_counted(tool: ModuleType) -> None:
    import subprocess
    import sys

    # (Other children of this process, if any, only add to the figure.)
    child = subprocess.Popen([sys.executable, "-c", "import time\nwhile True: pass"])
    try:
        beside = tool.Beside()
        beside.before()
        if beside._kids_ns is None:
            pytest.skip("no /proc to read a child's CPU time from")
        time.sleep(0.3)
        text = beside.after()
    finally:
        child.kill()
        child.wait()
    found = re.search(r"child processes (\d+\.\d) ms", text)
    assert found is not None and float(found.group(1)) >= 50, text
