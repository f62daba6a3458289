"""The sound board and the synthesised WAV files it plays (tools/make_sounds.py).

DESIGN.md: "Sound follows events and degrades to silence where there is no audio device."
"""

from __future__ import annotations

import logging
import math
import shutil
import struct
import subprocess
import sys
import wave
from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path

import pygame
import pytest

from arcade_races.client.sound import (
    LOGGER_NAME,
    SOUND_DIRECTORY,
    SOUND_NAMES,
    SoundBoard,
    Volumes,
)

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "tools" / "make_sounds.py"
LOOPS = ("hooves", "crowd")


@pytest.fixture(autouse=True)
def fresh_mixer() -> Iterator[None]:
    """Each test starts and ends with no mixer running."""
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


@pytest.fixture
def dummy_audio(monkeypatch: pytest.MonkeyPatch) -> None:
    """SDL's dummy audio driver: a working mixer that plays into nothing."""
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")


def _sound_records(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [record for record in caplog.records if record.name == LOGGER_NAME]


def _read(path: Path) -> tuple[tuple[int, int, int, str], list[int]]:
    """(channels, bytes per sample, sample rate, compression) and the samples of a WAV file."""
    with wave.open(str(path), "rb") as wav:
        params = wav.getparams()
        frames = wav.readframes(params.nframes)
    form = (params.nchannels, params.sampwidth, params.framerate, params.comptype)
    return form, list(struct.unpack(f"<{len(frames) // 2}h", frames))


def _exercise(board: SoundBoard) -> None:
    for name in SOUND_NAMES:
        board.play(name)
        board.play(name, volume=0.3)
    for name in LOOPS:
        board.loop(name)
        board.loop(name, volume=0.5)
    board.set_volumes(0.8, 0.5, 0.2)
    for name in LOOPS:
        board.stop(name)
    board.stop("bell", fade_ms=0)
    board.stop_all()


def test_board_loads_every_sound_and_plays_under_the_dummy_driver(
    dummy_audio: None, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG, logger=LOGGER_NAME)
    board = SoundBoard()
    assert board.enabled
    assert board.loaded == set(SOUND_NAMES)
    board.loop("hooves")
    assert board.looping == {"hooves"}
    _exercise(board)
    assert board.looping == frozenset()
    board.close()
    assert not board.enabled
    assert _sound_records(caplog) == []


def test_a_failing_mixer_makes_the_board_silent_with_one_log_line(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("no audio device here")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    caplog.set_level(logging.DEBUG, logger=LOGGER_NAME)
    board = SoundBoard()
    assert not board.enabled
    assert board.loaded == frozenset()
    _exercise(board)
    board.close()
    records = _sound_records(caplog)
    assert len(records) == 1
    assert "no audio device here" in records[0].getMessage()


def test_the_disk_driver_counts_as_no_device(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "disk")
    monkeypatch.chdir(tmp_path)
    caplog.set_level(logging.DEBUG, logger=LOGGER_NAME)
    board = SoundBoard()
    _exercise(board)
    assert not board.enabled
    assert len(_sound_records(caplog)) == 1
    assert list(tmp_path.iterdir()) == []


def test_a_missing_or_broken_file_is_logged_once_by_name_and_stays_silent(
    dummy_audio: None, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    for name in SOUND_NAMES:
        shutil.copy(SOUND_DIRECTORY / f"{name}.wav", tmp_path)
    (tmp_path / "coin.wav").unlink()
    (tmp_path / "bell.wav").write_bytes(b"not a wave file")
    caplog.set_level(logging.DEBUG, logger=LOGGER_NAME)
    board = SoundBoard(tmp_path)
    assert board.enabled
    assert board.loaded == set(SOUND_NAMES) - {"coin", "bell"}
    _exercise(board)
    board.close()
    messages = [record.getMessage() for record in _sound_records(caplog)]
    assert len(messages) == 2
    assert any("coin.wav" in message for message in messages)
    assert any("bell.wav" in message for message in messages)


def test_a_missing_folder_is_one_log_line(
    dummy_audio: None, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG, logger=LOGGER_NAME)
    board = SoundBoard(tmp_path / "nowhere")
    _exercise(board)
    board.close()
    assert len(_sound_records(caplog)) == 1


def test_an_unknown_name_is_a_key_error_with_or_without_sound(
    dummy_audio: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    audible = SoundBoard()
    monkeypatch.setenv("SDL_AUDIODRIVER", "disk")
    silent = SoundBoard()
    for board in (audible, silent):
        with pytest.raises(KeyError):
            board.play("hoofs")
        with pytest.raises(KeyError):
            board.loop("cheer")
        with pytest.raises(KeyError):
            board.stop("cheer")
    audible.close()


def test_volumes_are_clamped_and_nan_refused(dummy_audio: None) -> None:
    board = SoundBoard()
    board.set_volumes(1.5, -2.0, 0.25)
    assert board.volumes == Volumes(master=1.0, effects=0.0, music=0.25)
    with pytest.raises(ValueError):
        board.set_volumes(math.nan, 1.0, 1.0)
    with pytest.raises(ValueError):
        Volumes(master=2.0)
    assert Volumes(master=0.5, effects=0.5).effect_gain == 0.25
    board.close()


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_each_sound_is_a_clean_short_mono_wav(name: str) -> None:
    path = SOUND_DIRECTORY / f"{name}.wav"
    assert path.is_file(), f"run tools/make_sounds.py to create {path}"
    assert path.stat().st_size < 150_000
    form, data = _read(path)
    assert form == (1, 2, 22050, "NONE")
    assert 0.03 <= len(data) / 22050 <= 2.5
    peak = max(abs(value) for value in data)
    rms = math.sqrt(sum(value * value for value in data) / len(data))
    assert peak < 32767, "clipped"
    assert peak > 10_000, "too quiet"
    assert rms > 1_000, "nearly silent"
    if name in LOOPS:
        steps = sorted(abs(b - a) for a, b in pairwise(data))
        assert abs(data[0] - data[-1]) <= steps[len(steps) * 9 // 10], "loop seam jumps"
    else:
        assert abs(data[0]) < 100 and abs(data[-1]) < 100, "does not ease in and out"


def test_the_script_reproduces_the_files_byte_for_byte(tmp_path: Path) -> None:
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(tmp_path)], check=True,
                   capture_output=True)
    assert sorted(path.name for path in tmp_path.iterdir()) == sorted(
        f"{name}.wav" for name in SOUND_NAMES
    )
    for name in SOUND_NAMES:
        fresh = (tmp_path / f"{name}.wav").read_bytes()
        assert fresh == (SOUND_DIRECTORY / f"{name}.wav").read_bytes(), f"{name}.wav differs"
