"""`background_files.FilesInBackground`: whole files written off the main thread, the first failure
reported with its path, nothing begun after it."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade_races.background_files import FilesInBackground
from arcade_races.userfiles import FileProblem


@pytest.fixture(params=["process", "thread"])
def thread(request: pytest.FixtureRequest) -> bool:
    """Each test runs with the child process and with the thread it falls back to."""
    return bool(request.param == "thread")


def test_every_file_handed_over_is_written_whole(tmp_path: Path, thread: bool) -> None:
    # A small backlog: the thread's write() must wait.
    files = FilesInBackground("the replay", backlog=2, thread=thread)
    for i in range(20):
        files.write(tmp_path / f"{i}.txt", f"line {i}\nü\n")
    files.close()
    assert [(tmp_path / f"{i}.txt").read_text("utf-8") for i in range(20)] == [
        f"line {i}\nü\n" for i in range(20)]


def test_a_failure_names_the_path_and_stops_the_later_files(tmp_path: Path,
                                                            thread: bool) -> None:
    (tmp_path / "1.txt").mkdir()  # a folder of the file's name in the way
    files = FilesInBackground("the replay", thread=thread)
    files.write(tmp_path / "0.txt", "a")
    files.write(tmp_path / "1.txt", "b")
    with pytest.raises(FileProblem) as caught:
        for i in range(2, 500):
            files.write(tmp_path / f"{i}.txt", "c")
        files.close()
    folder = tmp_path / "1.txt"
    assert str(caught.value) == f"{folder}: cannot write the replay (is a folder, not a file)"
    with pytest.raises(FileProblem):
        files.close()  # closing again is harmless, and says it again
    assert (tmp_path / "0.txt").read_text() == "a"
    later = [p for p in tmp_path.glob("*.txt") if p.is_file() and p.name != "0.txt"]
    assert all(p.read_text() == "c" for p in later)  # whatever exists is whole


def test_a_writer_that_dies_is_one_line_naming_a_path(tmp_path: Path) -> None:
    files = FilesInBackground("the replay")
    files.write(tmp_path / "0.txt", "a")
    assert files._child is not None
    files._child.kill()
    files._child.wait()
    with pytest.raises(FileProblem) as caught:
        for i in range(1, 2000):
            files.write(tmp_path / f"{i}.txt", "b" * 100)
        files.close()
    assert "cannot write the replay (" in str(caught.value)
    assert str(caught.value).startswith(str(tmp_path))
