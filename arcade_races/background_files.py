"""Whole files written beside the program's own work (`simulate --save-replays`, a file a game).

Creating a file costs more than playing a short game (60-80 us of system time here against a
Pferderennen game's 300 us), so the files are written elsewhere while the games go on. A
thread is not enough: each of its system calls gives the interpreter lock back and waits up
to the switch interval to take it again, so a busy main thread and the writer took turns,
and the files cost their whole time on the clock (measured: +2.3 s of 8 s for 300 recorded
Favoriten games with a thread, +0.2 s with a process). So a small child process writes them,
fed through a pipe; a thread does where no process can be started (or on a system whose
pipes `select` cannot watch).

Files that share most of their text (a run's replays: the same header but for the seed) can
be made from a stencil: `stencil` hands its fixed pieces over once, and `write_filled` then
hands over only what fills its holes, which the child puts together (a Pferderennen replay's
header was 5.8 KB of its 8.6, copied three times on this side and once through the pipe).

Either way: `write` hands a file over (to the child a batch of a few files at a time; it
blocks only when the pipe or queue is full, which bounds the memory); `close` waits for the
last one. After a file fails no later file is
begun, and the next `write` or `close` raises `FileProblem` ("PATH: cannot write WHAT
(why)": it names the path, which only this side knows), so the run stops within a few files
of the failure and every file that exists is whole.
"""

from __future__ import annotations

import contextlib
import os
import queue
import select
import struct
import subprocess
import sys
import threading
from collections.abc import Sequence
from pathlib import Path

from arcade_races.userfiles import FileProblem, reason

_FRAME = struct.Struct("!IIi")
"""A frame on the pipe: the lengths of its path and of its bytes, the stencil (`WHOLE`: the
bytes are the file; `STENCIL`: they are a new stencil's pieces, the path empty; otherwise the
number of the stencil whose holes they fill), then the path and the bytes. Pieces and holes
are each their length (`_PART`) and their bytes."""
_PART = struct.Struct("!I")
WHOLE = -1
STENCIL = -2

PIPE_SIZE = 1 << 20
"""The pipe's size asked for: about a hundred replays of a short game."""
BATCH_BYTES = 1 << 16
"""Files are handed to the child this many bytes at a time (or `BATCH_FILES` files): each
write into the pipe wakes the child, and on a virtual machine a wake-up cost the writing
side about 15 us, half of a short game's recording (measured: 20 us a Pferderennen replay
one at a time, 2.7 us batched)."""
BATCH_FILES = 16
"""The most files held back in a batch, so a failure stops the run within a few files."""

WRITER = r'''
import os, struct, sys
read = sys.stdin.buffer.read
frame = struct.Struct("!IIi")
part = struct.Struct("!I")
stencils = []
failed = False
def parts(data):
    out, at = [], 0
    while at < len(data):
        (size,) = part.unpack_from(data, at)
        at += part.size
        out.append(data[at:at + size])
        at += size
    return out
while True:
    head = read(frame.size)
    if len(head) < frame.size:
        break
    size_path, size_data, stencil = frame.unpack(head)
    path = read(size_path)
    data = read(size_data)
    if stencil == -2:
        stencils.append(parts(data))
        continue
    if failed:
        continue  # drained, not written: nothing after a failure
    if stencil >= 0:
        holes = parts(data)
        data = b"".join([piece for pair in zip(stencils[stencil], holes) for piece in pair])
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o666)
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
        finally:
            os.close(fd)
    except OSError as err:
        failed = True
        sys.stdout.write("%d\t%s\t%s\n" % (err.errno or 0, path.hex(), err.strerror or err))
        sys.stdout.flush()
'''
"""The child's program: standard library only, started without `site`, so it is up in a few
milliseconds and needs nothing of this package to be importable."""


class FilesInBackground:
    """Whole files written by a child process (or, failing that, a thread): see the module."""

    def __init__(self, what: str = "the file", backlog: int = 64,
                 thread: bool = False) -> None:
        """`what` names the files in a failure ("the replay"); `backlog` bounds the files a
        thread holds; `thread` asks for the thread even where a process would do."""
        self._what = what
        self._failure: tuple[str, str] | None = None
        self._closed = False
        self._last = "?"
        """The last path handed over (what a child that stopped unasked is said to fail)."""
        self._child: subprocess.Popen[bytes] | None = None
        self._thread: _ThreadWriter | None = None
        self._batch = bytearray()
        """Frames handed over but not yet in the pipe (see `BATCH_BYTES`)."""
        self._batched = 0
        self._stencils: list[tuple[str, ...]] = []
        """The fixed pieces of each stencil, by number (the thread puts files together here)."""
        if os.name == "posix" and not thread:
            with contextlib.suppress(OSError):
                self._child = subprocess.Popen(
                    [sys.executable, "-S", "-E", "-c", WRITER], stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE, bufsize=0, close_fds=True)
        if self._child is None:
            self._thread = _ThreadWriter(backlog)
        elif self._child.stdin is not None:
            # A roomier pipe (Linux: up to 1 MiB unasked) lets a burst of files wait in it
            # instead of in a blocked write: the games go on while the child catches up.
            with contextlib.suppress(OSError, AttributeError):
                import fcntl

                fcntl.fcntl(self._child.stdin.fileno(), fcntl.F_SETPIPE_SZ, PIPE_SIZE)

    # -- handing files over ----------------------------------------------------------------

    def write(self, path: str | os.PathLike[str], text: str) -> None:
        """Write `text` to `path` (UTF-8, newlines as given) soon; `FileProblem` if an
        earlier file could not be written."""
        if self._thread is not None:
            self._thread.raise_failure(self._what)
            self._thread.put(Path(path), text)
            return
        self._frame(path, text.encode("utf-8"), WHOLE)

    def stencil(self, pieces: Sequence[str]) -> int:
        """Make a stencil of the fixed `pieces` and give its number: `write_filled` with it
        writes the first piece, the first hole, the second piece, the second hole, and so on."""
        self._stencils.append(tuple(pieces))
        if self._thread is None:
            self._frame("", _parts(pieces), STENCIL)
        return len(self._stencils) - 1

    def write_filled(self, path: str | os.PathLike[str], stencil: int,
                     holes: Sequence[str]) -> None:
        """Write to `path` the text of `stencil` with its holes filled by `holes`, one each
        (as `write` would write it, put together)."""
        pieces = self._stencils[stencil]
        if len(holes) != len(pieces):
            raise ValueError(f"the stencil has {len(pieces)} holes, not {len(holes)}")
        if self._thread is not None:
            self.write(path, "".join([p for pair in zip(pieces, holes, strict=True) for p in pair]))
            return
        self._frame(path, _parts(holes), stencil)

    def _frame(self, path: str | os.PathLike[str], data: bytes | bytearray,
               stencil: int) -> None:
        """Add a frame to the batch, and send the batch when it is full."""
        self._raise_failure()
        name = os.fspath(path)
        encoded = os.fsencode(name)
        if stencil != STENCIL:
            self._last = name
        batch = self._batch
        batch += _FRAME.pack(len(encoded), len(data), stencil)
        batch += encoded
        batch += data
        self._batched += 1
        if len(batch) >= BATCH_BYTES or self._batched >= BATCH_FILES:
            self._send()

    def _send(self) -> None:
        """Put the batch into the pipe, after taking in any failure the child reported."""
        if not self._batch or self._closed:
            return
        self._poll()
        self._raise_failure()
        batch, self._batch, self._batched = self._batch, bytearray(), 0
        try:
            assert self._child is not None and self._child.stdin is not None
            self._child.stdin.write(batch)
        except OSError:  # the child is gone: what it said, or that it stopped
            self._finish()
            self._raise_failure()
            raise FileProblem(f"{self._last}: cannot write {self._what} (the writer stopped)"
                              ) from None

    def close(self) -> None:
        """Wait until every file handed over is written; `FileProblem` if one could not be."""
        if self._thread is not None:
            self._thread.close()
            self._thread.raise_failure(self._what)
            return
        self._send()
        self._finish()
        self._raise_failure()

    # -- the child's side ------------------------------------------------------------------

    def _poll(self) -> None:
        """Take in a failure the child has reported, without waiting."""
        child = self._child
        if child is None or child.stdout is None or self._failure is not None:
            return
        ready, _, _ = select.select([child.stdout], [], [], 0)
        if ready:
            self._read_failure()

    def _read_failure(self) -> None:
        assert self._child is not None and self._child.stdout is not None
        said = self._child.stdout.readline().decode("utf-8", "replace").rstrip("\n")
        if not said:
            return
        number, path, words = [*said.split("\t", 2), "", ""][:3]
        try:
            name = os.fsdecode(bytes.fromhex(path))
            code = int(number)
        except ValueError:
            name, code = self._last, 0
        self._failure = (name, reason(OSError(code, words)))

    def _finish(self) -> None:
        """Close the pipe and wait for the child to write what it has."""
        child = self._child
        if child is None or self._closed:
            return
        self._closed = True
        if child.stdin is not None:
            with contextlib.suppress(OSError):
                child.stdin.close()
        child.wait()
        if self._failure is None:
            self._read_failure()
        if child.stdout is not None:
            child.stdout.close()
        if self._failure is None and child.returncode:
            self._failure = (self._last, f"the writer stopped with status {child.returncode}")

    def _raise_failure(self) -> None:
        if self._failure is not None:
            path, why = self._failure
            raise FileProblem(f"{path}: cannot write {self._what} ({why})")

    def __del__(self) -> None:
        # A run stopped by an exception still lets the child finish what it was handed.
        with contextlib.suppress(Exception):
            self._send()
        with contextlib.suppress(Exception):
            self._finish()


def _parts(texts: Sequence[str]) -> bytearray:
    """`texts` as they go on the pipe: each its length and its UTF-8 bytes."""
    out = bytearray()
    for text in texts:
        data = text.encode("utf-8")
        out += _PART.pack(len(data))
        out += data
    return out


class _ThreadWriter:
    """The fallback: the files written by a thread of this process."""

    def __init__(self, backlog: int) -> None:
        self._queue: queue.Queue[tuple[Path, str] | None] = queue.Queue(backlog)
        self.failure: tuple[Path, str] | None = None
        self._thread = threading.Thread(target=self._work, name="files", daemon=True)
        self._thread.start()

    def _work(self) -> None:
        while (job := self._queue.get()) is not None:
            path, text = job
            if self.failure is not None:
                continue  # drained, not written: nothing after a failure
            try:
                with path.open("w", encoding="utf-8", newline="\n") as file:
                    file.write(text)
            except OSError as err:
                self.failure = (path, reason(err))

    def put(self, path: Path, text: str) -> None:
        self._queue.put((path, text))

    def raise_failure(self, what: str) -> None:
        if self.failure is not None:
            path, why = self.failure
            raise FileProblem(f"{path}: cannot write {what} ({why})")

    def close(self) -> None:
        if self._thread.is_alive():
            self._queue.put(None)
            self._thread.join()


__all__ = ["FilesInBackground"]
