"""The 6-Tage-Rennen velodrome: a banked wooden track drawn from the board's geometry, riders
in their colours moving space by space, the slipstream surge, sprint bells, the hand-sling of
a rider change, the result pad after each day and the six-day standings between days.

Everything on the track is placed from the board file (the centres of the spaces), fitted into
the left of the screen, so a custom velodrome just works. The rules' events become beats on
the stage's script; `busy` holds the scene while they run. Decorations that outlive a beat
(floating points, a card popping up, banners, confetti) never hold the game up.

Screen layout on the 1280x720 canvas: the velodrome on the left, the standings on the right
(below the play scene's corner when it is shown: an exhibition's, or the odds board with
human seats), the speaker's ticker along the bottom, above the hint bar. A human's hand of
cards is laid out in the infield.

The package: `view` (the `GameView`, wiring the rest), `geometry` (where things stand),
`model` (what the track shows, snapped to the observation at rest), `art` (cards, caps, bikes,
signs), `decor` (floaters, flyers, waving signs), `director` (event type -> beats), `overlays`
(the result pad and the standings), `prompts` (a human's card or rider change, on the stage's
prompt), `hall` and `draw` (read-only drawing).
"""

from arcade_races.client.stage.zones import SIDE
from arcade_races.client.stage.zones import STAGE as ARENA
from arcade_races.client.views.six_day.art import render_card, render_card_back
from arcade_races.client.views.six_day.view import SixDayView

__all__ = ["ARENA", "SIDE", "SixDayView", "render_card", "render_card_back"]
