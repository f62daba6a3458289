"""The pygame-ce client: window, scenes, views, animation, physics flourishes, sound, input."""

import os

# pygame greets stdout on import; the text exhibition's output must stay clean.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
