"""Board and game-config files: safe YAML reading, schema checks with FILE:LINE:COL messages,
and the geometry that turns a board's paths into space positions.

Unlike `core/` and `games/`, this package may import yaml; it never imports pygame.
"""
