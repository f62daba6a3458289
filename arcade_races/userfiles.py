"""Files a user hands the program, or asks it to write: read only what is a regular file of a
bounded size, write so that a full disk or a bad path is a one-line reason, never a traceback,
and nothing already written is lost.

Both raise `FileProblem`, whose message is the reason alone ("is a FIFO, not a file"); the
caller puts the path and its own context in front.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from pathlib import Path

from arcade_races.core.errors import ArcadeRacesError


class FileProblem(ArcadeRacesError):
    """A file that cannot be read or written as asked; the message says why, in a few words."""


_KINDS = (
    (stat.S_ISDIR, "is a folder, not a file"),
    (stat.S_ISFIFO, "is a pipe (FIFO), not a file"),
    (stat.S_ISCHR, "is a device, not a file"),
    (stat.S_ISBLK, "is a device, not a file"),
    (stat.S_ISSOCK, "is a socket, not a file"),
)


def reason(err: OSError) -> str:
    """An `OSError` in a few words ("no space left on the disk", "permission denied")."""
    words = {
        errno.ENOSPC: "no space left on the disk",
        errno.EDQUOT: "the disk quota is used up",
        errno.EROFS: "the disk is read-only",
        errno.EACCES: "permission denied",
        errno.EPERM: "permission denied",
        errno.ENOENT: "no such file or folder",
        errno.ENOTDIR: "a part of the path is a file, not a folder",
        errno.EISDIR: "is a folder, not a file",
        errno.EEXIST: "a file of that name is in the way",
        errno.ENAMETOOLONG: "the name is too long",
    }
    return words.get(err.errno or 0, (err.strerror or str(err)).lower())


def read_bounded(path: str | os.PathLike[str], limit: int, limit_words: str) -> bytes:
    """The bytes of `path`, if it is a regular file (or a link to one) of at most `limit`
    bytes; else `FileProblem` ("is a pipe (FIFO), not a file", "is too big (3,000,000 bytes;
    at most 1 MiB)"). FIFOs and devices are refused before they are opened, so nothing hangs,
    and no more than `limit + 1` bytes are read even from a file that grows meanwhile."""
    try:
        info = os.stat(path)
    except OSError as err:
        raise FileProblem("no such file" if err.errno == errno.ENOENT else reason(err)) from None
    for test, words in _KINDS:
        if test(info.st_mode):
            raise FileProblem(words)
    if not stat.S_ISREG(info.st_mode):
        raise FileProblem("is not a regular file")
    if info.st_size > limit:
        raise FileProblem(f"is too big ({info.st_size:,} bytes; {limit_words})")
    try:
        # O_NONBLOCK: should the path have become a FIFO since the stat, open does not wait.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as file:
            if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
                raise FileProblem("is not a regular file")
            data = file.read(limit + 1)
    except OSError as err:
        raise FileProblem(f"cannot read it ({reason(err)})") from None
    if len(data) > limit:
        raise FileProblem(f"is too big (more than {limit:,} bytes; {limit_words})")
    return data


def ensure_folder(path: str | os.PathLike[str]) -> Path:
    """`path` as a folder that exists (made if need be) and can be written into; else
    `FileProblem` (a file in the way, a read-only disk, no permission, an empty name)."""
    if not str(path).strip():
        raise FileProblem("an empty path names no folder")
    folder = Path(path)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise FileProblem("is a file, not a folder") from None
    except OSError as err:
        raise FileProblem(f"cannot make the folder ({reason(err)})") from None
    if not folder.is_dir():
        raise FileProblem("is a file, not a folder")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise FileProblem("the folder cannot be written into (permission denied)")
    return folder


def write_atomically(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace `path` by `data` all at once: written beside it, flushed, then renamed over it,
    so a full disk or a crash leaves the old file whole. `FileProblem` says why not."""
    target = Path(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, temporary = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    except OSError as err:
        raise FileProblem(f"cannot write it ({reason(err)})") from None
    try:
        with os.fdopen(fd, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, target)
    except OSError as err:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise FileProblem(f"cannot write it ({reason(err)})") from None


class FilesInBackground:
    """Whole files written by a thread of their own, so a program that makes many small files
    (`simulate --save-replays`, a file a game) does not wait on the disk: opening a file costs
    more than playing a short game, and the thread's system calls run beside the games.

    `write` hands a file over (it blocks only when `backlog` files are still waiting, which
    bounds the memory); `close` waits for the last one. After a file fails no later file is
    begun, and the next `write` or `close` raises `FileProblem` ("PATH: cannot write WHAT
    (why)": unlike the other problems here, it names the path, which only this side knows), so
    the run stops within a few files of the failure and every file that exists is whole."""

    def __init__(self, what: str = "the file", backlog: int = 64) -> None:
        import queue
        import threading

        self._queue: queue.Queue[tuple[Path, str] | None] = queue.Queue(backlog)
        self._failure: tuple[Path, str] | None = None
        self._what = what
        self._thread = threading.Thread(target=self._work, name="files", daemon=True)
        self._thread.start()

    def _work(self) -> None:
        while (job := self._queue.get()) is not None:
            path, text = job
            if self._failure is not None:
                continue  # drained, not written: nothing after a failure
            try:
                with path.open("w", encoding="utf-8", newline="\n") as file:
                    file.write(text)
            except OSError as err:
                self._failure = (path, reason(err))

    def _raise_failure(self) -> None:
        if self._failure is not None:
            path, why = self._failure
            raise FileProblem(f"{path}: cannot write {self._what} ({why})")

    def write(self, path: str | os.PathLike[str], text: str) -> None:
        """Write `text` to `path` (UTF-8, newlines as given) soon; `FileProblem` if an
        earlier file could not be written."""
        self._raise_failure()
        self._queue.put((Path(path), text))

    def close(self) -> None:
        """Wait until every file handed over is written; `FileProblem` if one could not be."""
        if self._thread.is_alive():
            self._queue.put(None)
            self._thread.join()
        self._raise_failure()
