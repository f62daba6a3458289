"""The Rennfieber table: a whole evening of auction, training, betting and three races.

The stage shows one room at a time, the one the phase is played in: the auction room (the
horse card on offer, the paddles, the gavel; the sell-back before the last race), the training
track (figures hopping from the stable to the meadow, instruction spaces, training cards), the
paddock (sealed picks revealed together, the horses led into their lanes by form), the
Totalisator (a column per runner where slips land face down) and the race track (the oval from
the board, both dice, the reachable spaces for a human to pick, a camera on the leading pack).
The side column keeps every seat's cash and stable of horse cards in view all evening.

The package: `view` (the `GameView`, wiring the rest), `geometry` (where things stand), `model`
(what the table shows), `art` (cards, horses, dice, slips), `stage` (the parts and the beats
the rooms share), one module per room (`auction`, `training`, `paddock`, `tote`, `race`: each
its beats, its drawing and its prompts), `director` (events to the rooms' beats), `prompts`
(a human's decision on screen) and `draw` (the frame, the plaque, the stables).
"""

from arcade_races.client.views.rennfieber.view import RennfieberView

__all__ = ["RennfieberView"]
