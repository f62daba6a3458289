"""Player settings, kept in the user data directory across restarts."""

from __future__ import annotations

import json
import logging
import os
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from arcade_races.client.paths import settings_path

log = logging.getLogger("arcade_races.settings")

ANIMATION_SPEEDS: tuple[float, ...] = (0.5, 0.75, 1.0, 1.5, 2.0, 3.0)


@dataclass(frozen=True)
class Settings:
    """Everything the settings scene changes. Volumes run 0-1."""

    master_volume: float = 0.8
    effects_volume: float = 0.9
    music_volume: float = 0.6
    fullscreen: bool = False
    animation_speed: float = 1.0
    colour_blind: bool = False
    odds_in_hot_seat: bool = False
    """Show the live odds board (as exhibitions do) in games with human seats too, for the
    spectators' corner of the sofa."""

    def with_changes(self, **changes: Any) -> Settings:
        """A copy with some fields changed (values clamped to their ranges)."""
        return _clean(replace(self, **changes))

    def save(self, path: Path | None = None) -> bool:
        """Write the settings; False (and one log line) if the file cannot be written."""
        target = path or settings_path()
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            tmp = target.with_suffix(".tmp")
            tmp.write_text(json.dumps(asdict(self), indent=2) + "\n", encoding="utf-8")
            os.replace(tmp, target)
        except OSError as err:
            log.warning("cannot save settings to %s: %s", target, err.strerror)
            return False
        return True

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        """The saved settings; defaults where the file is missing, unreadable or wrong."""
        source = path or settings_path()
        try:
            data = json.loads(source.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return cls()
        except (OSError, ValueError):
            log.warning("settings file %s is unreadable; using defaults", source)
            return cls()
        if not isinstance(data, dict):
            return cls()
        known = {f.name: f for f in fields(cls)}
        values: dict[str, Any] = {}
        defaults = cls()
        for name, value in data.items():
            if name not in known:
                continue
            default = getattr(defaults, name)
            if isinstance(default, bool):
                if isinstance(value, bool):
                    values[name] = value
            elif isinstance(value, (int, float)) and not isinstance(value, bool):
                values[name] = float(value)
        return _clean(replace(defaults, **values))


def _clean(settings: Settings) -> Settings:
    def unit(v: float) -> float:
        return min(1.0, max(0.0, float(v)))

    speed = min(ANIMATION_SPEEDS, key=lambda s: abs(s - settings.animation_speed))
    return Settings(
        master_volume=unit(settings.master_volume),
        effects_volume=unit(settings.effects_volume),
        music_volume=unit(settings.music_volume),
        fullscreen=bool(settings.fullscreen),
        animation_speed=speed,
        colour_blind=bool(settings.colour_blind),
        odds_in_hot_seat=bool(settings.odds_in_hot_seat),
    )
