"""The sound board: the game's effects loaded once, played by name, silent without a device.

Views call `SoundBoard.play("deal")` when an event is shown; the two ambiences (hooves, crowd)
run with `loop` and `stop`. Where there is no audio device (mixer start-up fails, or SDL is told
to write audio to disk) the board still works and simply makes no sound, after one log line on
the "arcade_races.sound" logger. The WAV files come from `tools/make_sounds.py`.
"""

from __future__ import annotations

import logging
import math
import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import pygame

from arcade_races.client.paths import ASSETS_DIR

LOGGER_NAME = "arcade_races.sound"
SOUND_DIRECTORY = ASSETS_DIR / "sounds"
SOUND_NAMES: tuple[str, ...] = (
    "deal", "flip", "shuffle", "hooves", "crowd", "bell",
    "fanfare", "dice", "click", "whoosh", "stumble", "coin", "gavel",
)
# Loops get mixer channels of their own, so a burst of one-shots can never cut them off.
LOOP_CHANNELS = 4
MIXER_CHANNELS = 16
# The "disk" driver writes everything played to a file in the working directory.
SILENT_DRIVERS = frozenset({"disk"})


@dataclass(frozen=True)
class Volumes:
    """The three volume settings, each from 0 (silent) to 1 (full).

    >>> Volumes(master=0.5, effects=0.8).effect_gain
    0.4
    """

    master: float = 1.0
    effects: float = 1.0
    music: float = 1.0

    def __post_init__(self) -> None:
        for label in ("master", "effects", "music"):
            value = getattr(self, label)
            if not (isinstance(value, int | float) and math.isfinite(value)):
                raise ValueError(f"{label} volume must be a finite number, not {value!r}")
            if not 0.0 <= value <= 1.0:
                raise ValueError(f"{label} volume must be between 0 and 1, not {value!r}")

    @property
    def effect_gain(self) -> float:
        """What an effect played at full volume is scaled by."""
        return self.master * self.effects

    @property
    def music_gain(self) -> float:
        """What music is scaled by."""
        return self.master * self.music


def _unit(value: float) -> float:
    """`value` clamped into 0..1, NaN counting as 0."""
    return 0.0 if math.isnan(value) else min(1.0, max(0.0, value))


class SoundBoard:
    """Every sound effect, loaded once from `directory` (by default the game's assets/sounds).

    If the mixer cannot start, every method is a no-op: the game runs silently and one line is
    logged. A file that is missing or unreadable is logged once by name and stays silent.
    Asking for a name that is not on the board raises `KeyError` whether or not there is
    sound, so a typo in a view shows up in headless tests too.

    >>> board = SoundBoard()          # doctest: +SKIP
    >>> board.play("deal")            # doctest: +SKIP
    >>> board.loop("hooves")          # doctest: +SKIP
    >>> board.stop("hooves")          # doctest: +SKIP
    """

    def __init__(self, directory: Path | None = None,
                 names: Iterable[str] = SOUND_NAMES) -> None:
        self._log = logging.getLogger(LOGGER_NAME)
        self._names = frozenset(names)
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._loops: dict[str, int] = {}
        self._loop_levels: dict[str, float] = {}
        self._volumes = Volumes()
        self._owns_mixer = False
        self._enabled = self._start_mixer()
        if self._enabled:
            self._load(SOUND_DIRECTORY if directory is None else directory)

    @property
    def enabled(self) -> bool:
        """Whether a mixer is running (sound is audible, or at least goes to SDL's dummy
        device)."""
        return self._enabled

    @property
    def names(self) -> frozenset[str]:
        """The names this board answers to."""
        return self._names

    @property
    def loaded(self) -> frozenset[str]:
        """The names whose sound actually loaded."""
        return frozenset(self._sounds)

    @property
    def looping(self) -> frozenset[str]:
        """The names currently running as loops."""
        return frozenset(self._loops)

    @property
    def volumes(self) -> Volumes:
        """The current volume settings."""
        return self._volumes

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play `name` once at `volume` (0..1) times the effects and master volumes.

        When every free channel is busy the sound is dropped rather than cutting off another.
        """
        sound = self._sound(name)
        if sound is None:
            return
        channel = pygame.mixer.find_channel()
        if channel is None:
            return
        channel.set_volume(self._volumes.effect_gain * _unit(volume))
        channel.play(sound)

    def loop(self, name: str, volume: float = 1.0, fade_ms: int = 250) -> None:
        """Play `name` over and over until `stop(name)`, fading in over `fade_ms`.

        Looping a name that already loops only changes its volume.
        """
        sound = self._sound(name)
        if sound is None:
            return
        self._loop_levels[name] = _unit(volume)
        gain = self._volumes.effect_gain * self._loop_levels[name]
        held = self._loops.get(name)
        if held is not None and pygame.mixer.Channel(held).get_busy():
            pygame.mixer.Channel(held).set_volume(gain)
            return
        index = self._free_loop_channel()
        if index is None:
            self._log.debug("no free loop channel for %s", name)
            return
        channel = pygame.mixer.Channel(index)
        channel.set_volume(gain)
        channel.play(sound, loops=-1, fade_ms=max(0, fade_ms))
        self._loops[name] = index

    def stop(self, name: str, fade_ms: int = 250) -> None:
        """Fade out `name` over `fade_ms` wherever it plays, as a loop or one-shot."""
        sound = self._sound(name)
        self._loops.pop(name, None)
        self._loop_levels.pop(name, None)
        if sound is None:
            return
        if fade_ms > 0:
            sound.fadeout(fade_ms)
        else:
            sound.stop()

    def stop_all(self, fade_ms: int = 0) -> None:
        """Stop every sound on the board."""
        for name in tuple(self._sounds):
            self.stop(name, fade_ms)

    def set_volumes(self, master: float, effects: float, music: float) -> None:
        """Set the master, effects and music volumes (each 0..1; values outside are clamped).

        Running loops follow at once; music is whatever plays through `pygame.mixer.music`.
        Raises `ValueError` for NaN.
        """
        if any(math.isnan(value) for value in (master, effects, music)):
            raise ValueError(f"volumes must be numbers, not {(master, effects, music)}")
        self._volumes = Volumes(_unit(master), _unit(effects), _unit(music))
        if not self._enabled:
            return
        for name, index in self._loops.items():
            level = self._volumes.effect_gain * self._loop_levels.get(name, 1.0)
            pygame.mixer.Channel(index).set_volume(level)
        pygame.mixer.music.set_volume(self._volumes.music_gain)

    def close(self) -> None:
        """Stop everything, let the sounds go and shut the mixer if this board started it."""
        if self._enabled:
            self.stop_all()
            if self._owns_mixer:
                pygame.mixer.quit()
        self._sounds.clear()
        self._loops.clear()
        self._loop_levels.clear()
        self._enabled = False

    def _start_mixer(self) -> bool:
        """Start (or join) the mixer; on failure log one line and report False."""
        driver = os.environ.get("SDL_AUDIODRIVER", "").strip().lower()
        if driver in SILENT_DRIVERS:
            self._log.info("SDL_AUDIODRIVER=%s: sound is off", driver)
            return False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
                self._owns_mixer = True
            pygame.mixer.set_num_channels(max(MIXER_CHANNELS, pygame.mixer.get_num_channels()))
            pygame.mixer.set_reserved(LOOP_CHANNELS)
        except (pygame.error, NotImplementedError) as error:
            self._log.info("no audio device (%s): sound is off", error)
            return False
        return True

    def _load(self, directory: Path) -> None:
        """Load every named WAV file from `directory`, logging each one that fails."""
        if not directory.is_dir():
            self._log.warning("sound folder %s is missing: sound effects are off", directory)
            return
        for name in sorted(self._names):
            path = directory / f"{name}.wav"
            try:
                self._sounds[name] = pygame.mixer.Sound(path)
            except (pygame.error, OSError) as error:
                self._log.warning("sound %s could not be loaded (%s): it stays silent",
                                  path, error)

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        """The loaded sound for `name`, None if it is silent; KeyError for an unknown name."""
        if name not in self._names:
            raise KeyError(f"no sound called {name!r}; the board has {sorted(self._names)}")
        return self._sounds.get(name) if self._enabled else None

    def _free_loop_channel(self) -> int | None:
        """A reserved channel no loop holds, preferring one that has finished fading out."""
        spare = [i for i in range(LOOP_CHANNELS) if i not in self._loops.values()]
        for index in spare:
            if not pygame.mixer.Channel(index).get_busy():
                return index
        return spare[0] if spare else None
