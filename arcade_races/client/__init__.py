"""The pygame-ce client: window, scenes, views, animation, physics flourishes, sound, input."""
