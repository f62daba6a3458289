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
