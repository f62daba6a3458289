"""The scenes of the client: title, menus, play, results, replays, settings, rules."""
