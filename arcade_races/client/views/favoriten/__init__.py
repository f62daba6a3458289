"""The Favoriten course: five horses hopping from the start cannon to the deck chair, a column
board of early bets below them, and the leader's die thrown into a felt tray.

Everything on the course is placed from the board file's geometry (each horse's two lanes, the
cannon, the deck chair, the betting board's rectangle), fitted into the table zone, so a custom
course just works. The betting board's circles follow the config's point columns. The rules'
events become beats on the stage's script (cannon, bet, throw, think, hop, finish, slide,
count); `busy` holds the scene while they run. Decorations that outlive a beat (banners,
floating figures, smoke, confetti) never hold the game up.

Screen layout on the 1280x720 canvas: the course and betting board on the left; on the right
the standings (markers left, points per race, totals, the leader's crown), a human's prompt and
the dice tray, below the exhibition corner when every seat is AI; the race caller's ticker
along the bottom, above the hint bar.

The package: `view` (the `GameView`, wiring the rest), `geometry` (where things stand), `model`
(what the table shows, snapped to the observation at rest), `art` (horses, cannon, chair, the
surfaces kept), `pieces` (the table's own decorations), `backdrop` (the still layer),
`director` (event type -> beats), `prompts` (a human's marker or roll, on the stage's prompt)
and `draw` (read-only drawing).
"""

from arcade_races.client.stage.zones import SIDE
from arcade_races.client.stage.zones import STAGE as TABLE
from arcade_races.client.views.favoriten.art import render_cannon, render_chair, render_horse
from arcade_races.client.views.favoriten.view import FavoritenView

__all__ = ["SIDE", "TABLE", "FavoritenView", "render_cannon", "render_chair", "render_horse"]
