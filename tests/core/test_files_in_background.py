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


def test_a_stencil_filled_is_the_text_put_together(tmp_path: Path, thread: bool) -> None:
    files = FilesInBackground("the replay", backlog=2, thread=thread)
    head = files.stencil(("{\"seed\":", ",\"ü\":1}\n"))
    other = files.stencil(("a", "b", "c"))
    for i in range(40):  # more than a batch, stencils and whole files mixed
        files.write_filled(tmp_path / f"{i}.jsonl", head, (str(i), f"line {i}\n"))
        files.write(tmp_path / f"w{i}.txt", f"whole {i}")
    files.write_filled(tmp_path / "other.txt", other, ("1", "", "3"))
    files.close()
    for i in range(40):
        assert (tmp_path / f"{i}.jsonl").read_text("utf-8") == f'{{"seed":{i},"ü":1}}\nline {i}\n'
        assert (tmp_path / f"w{i}.txt").read_text("utf-8") == f"whole {i}"
    assert (tmp_path / "other.txt").read_text() == "a1bc3"
    files = FilesInBackground(thread=thread)
    with pytest.raises(ValueError):
        files.write_filled(tmp_path / "x", files.stencil(("a",)), ())  # one hole, none given
    files.close()


def test_a_failed_filled_file_names_its_path(tmp_path: Path, thread: bool) -> None:
    (tmp_path / "1.txt").mkdir()
    files = FilesInBackground("the replay", thread=thread)
    stencil = files.stencil(("<", ">"))
    with pytest.raises(FileProblem) as caught:
        for i in range(500):
            files.write_filled(tmp_path / f"{i}.txt", stencil, (str(i), "\n"))
        files.close()
    assert str(caught.value) == (f"{tmp_path / '1.txt'}: cannot write the replay"
                                 " (is a folder, not a file)")
    assert (tmp_path / "0.txt").read_text() == "<0>\n"
