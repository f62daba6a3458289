"""Work split into chunks and done in this process, on a local process pool or on a Ray
cluster, with the results handed back in the chunks' order whatever finished first.

Nothing here knows about games: a task is a module-level function of one chunk (so that a
worker process or a Ray node can import it), and every chunk's result depends on the chunk
alone. That is what makes `simulate --jobs` and `board balance --jobs/--ray` give the same
bytes as a serial run: the split changes who does the work, never what is done or the order
it is read in.
"""

from __future__ import annotations

import math
import os
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

from arcade_races.core.errors import ArcadeRacesError

C = TypeVar("C")
R = TypeVar("R")

CLUSTER_EXTRA = "needs the cluster extra: pip install 'arcade-races[cluster]'"
"""What `--ray` says when Ray is not installed."""

AHEAD = 4
"""Chunks in flight per worker: enough that no worker waits for the next, few enough that a
slow reader (a full pipe, the replay files) does not pile up results in memory."""


class ClusterMissing(ArcadeRacesError):
    """`--ray` without Ray installed (the message says how to install it)."""


def chunk_size(total: int, workers: int, largest: int = 200) -> int:
    """Games per chunk: about eight chunks per worker (so a slow chunk does not leave the
    others idle at the end), at most `largest` (so a chunk's results are small to send)."""
    if workers <= 1:
        return max(1, min(total, largest))
    return max(1, min(largest, math.ceil(total / (workers * 8))))


def chunks(items: Sequence[C], size: int) -> list[Sequence[C]]:
    """`items` cut into consecutive slices of `size` (the last may be shorter)."""
    return [items[i:i + size] for i in range(0, len(items), size)]


def run_in_order(task: Callable[[C], R], work: Sequence[C], jobs: int = 1,
                 ray_address: str | None = None) -> Iterator[R]:
    """`task(chunk)` for every chunk of `work`, yielded in the order of `work`.

    With `ray_address` (`""`: a local Ray started here with `jobs` CPUs) on Ray; else with
    `jobs` above 1 on a pool of that many processes, started by forkserver or spawn (never
    fork: the caller may have pygame or threads running); else here, one after another.
    """
    if ray_address is not None:
        yield from _on_ray(task, work, jobs, ray_address)
    elif jobs > 1 and len(work) > 1:
        yield from _on_pool(task, work, jobs)
    else:
        for chunk in work:
            yield task(chunk)


def _on_pool(task: Callable[[C], R], work: Sequence[C], jobs: int) -> Iterator[R]:
    import multiprocessing
    from concurrent.futures import Future, ProcessPoolExecutor

    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
    workers = min(jobs, len(work))
    with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
        pending: deque[Future[R]] = deque()
        todo = iter(work)
        try:
            for chunk in todo:
                pending.append(pool.submit(task, chunk))
                if len(pending) >= workers * AHEAD:
                    yield pending.popleft().result()
            while pending:
                yield pending.popleft().result()
        finally:
            for future in pending:
                future.cancel()  # a run stopped early (an error, Ctrl-C) starts no more


def _on_ray(task: Callable[[C], R], work: Sequence[C], jobs: int,
            address: str) -> Iterator[R]:
    import importlib
    import logging

    try:
        # Through importlib: Ray is an optional extra, and untyped where it is installed.
        ray: Any = importlib.import_module("ray")
    except ImportError:
        raise ClusterMissing(CLUSTER_EXTRA) from None

    started = False
    if not ray.is_initialized():
        options: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False,
                                   "logging_level": logging.WARNING}
        if address:
            ray.init(address=address, **options)
        else:
            ray.init(num_cpus=jobs if jobs > 1 else os.cpu_count() or 1, **options)
        started = True
    try:
        remote = ray.remote(task)
        workers = max(1, int(ray.cluster_resources().get("CPU", 1)))
        pending: deque[Any] = deque()
        for chunk in work:
            pending.append(remote.remote(chunk))
            if len(pending) >= workers * AHEAD:
                yield ray.get(pending.popleft())
        while pending:
            yield ray.get(pending.popleft())
    finally:
        if started:
            ray.shutdown()
