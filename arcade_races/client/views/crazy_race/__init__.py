"""The Crazy Race table: parallel tracks of three coloured stages, track cards that stretch or
shrink their pieces, two dice in a felt tray, cups for the stage placings and secret bet cards.

Everything on the board is placed from the board file's geometry: each track's path gives its
start space and printed spaces, the printed piece k spans spaces k x spaces + 1 to (k + 1) x
spaces, and a piece with a track card of v spaces keeps its stretch of track but shows v spaces,
squeezed or spread (0: a bridge over a gap). The rules' events become beats on the stage's
script (deal, lay, throw an action card, dice, hops, cups, the reveal); `busy` holds the scene
while they run, and decorations that outlive a beat never hold the game up.

Screen layout on the 1280x720 canvas: the board and its piles on the left, one panel per player
on the right (below the exhibition corner when every seat is AI), the dice tray wherever the
board leaves room, the race caller's ticker along the bottom. A human's hand and bet card show
only while that player decides, in a drawer over the lower board; a card played against a human
asks them to cancel or accept.

The package: `view` (the `GameView`, wiring the rest), `geometry` (where things stand), `model`
(what the table shows, snapped to the observation at rest), `art` (cards, trophies, pawns),
`effects` (the decorations the stage lacks), `director` (event type -> beats, the turn's),
`finale` (the race's end as beats), `beats` (the director's tools), `prompts` (a human's
decision, on the stage's prompt), and the read-only drawing: `board` (the printed
board), `draw` (the table) and `drawer` (a human's controls).
"""

from arcade_races.client.stage.zones import SIDE
from arcade_races.client.stage.zones import STAGE as BOARD
from arcade_races.client.views.crazy_race.art import (
    render_action_face,
    render_back,
    render_bet_face,
    render_piece_card,
    render_trophy,
)
from arcade_races.client.views.crazy_race.view import CrazyRaceView

__all__ = ["BOARD", "SIDE", "CrazyRaceView", "render_action_face", "render_back",
           "render_bet_face", "render_piece_card", "render_trophy"]
