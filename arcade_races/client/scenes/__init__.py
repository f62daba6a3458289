"""The scenes of the client: title, menus, play, results, replays, settings, rules.

Scenes open one another by name through the app (`App.make_scene("results", ...)`), never by
importing each other, so no scene module depends on another's and none imports in a circle.
`SCENES` names each scene's class as `module:Class`; it is imported when first opened.
"""

from __future__ import annotations

SCENES: dict[str, str] = {
    "title": "arcade_races.client.scenes.title:TitleScene",
    "game_select": "arcade_races.client.scenes.game_select:GameSelectScene",
    "seat_setup": "arcade_races.client.scenes.seat_setup:SeatSetupScene",
    "options": "arcade_races.client.scenes.options:OptionsScene",
    "play": "arcade_races.client.scenes.play:PlayScene",
    "curtain": "arcade_races.client.scenes.curtain:CurtainScene",
    "results": "arcade_races.client.scenes.results:ResultsScene",
    "settings": "arcade_races.client.scenes.settings:SettingsScene",
    "rules": "arcade_races.client.scenes.rules:RulesScene",
    "replays": "arcade_races.client.scenes.replays:ReplaysScene",
}
"""Every scene the app can open by name."""
