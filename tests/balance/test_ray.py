"""`board balance --ray`: a local Ray of two workers gives the serial report, byte for byte;
without Ray installed, one line says which extra to install."""

from __future__ import annotations

import sys

import pytest

from arcade_races.balance.workers import CLUSTER_EXTRA
from arcade_races.boards.loader import default_board_path
from arcade_races.cli import main


def _report(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    board = str(default_board_path("pferderennen"))
    code = main(["board", "balance", board, "--games", "16", "--json", "--seed", "3", *args])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return captured.out


def test_a_local_ray_of_two_workers_gives_the_serial_bytes(
        capsys: pytest.CaptureFixture[str]) -> None:
    ray = pytest.importorskip("ray", reason="the cluster extra is not installed")
    serial = _report(capsys)
    assert _report(capsys, "--jobs", "2") == serial
    assert _report(capsys, "--ray", "--jobs", "2") == serial
    assert not ray.is_initialized()  # the Ray it started is shut down again


def test_without_ray_the_message_names_the_extra(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now raises ImportError
    board = str(default_board_path("pferderennen"))
    code = main(["board", "balance", board, "--games", "2", "--ray"])
    err = capsys.readouterr().err
    assert code == 2
    assert err == f"arcade-races: {CLUSTER_EXTRA}\n"
