"""The Pferderennen table: four aces racing down their lanes beside a row of face-down cards.

Everything on the table is placed from the board file's geometry (lanes, track, pile, dealer),
fitted into the table zone, so a custom board just works. The rules' events become beats on
the stage's script (deal, flip, gallop, hurdle, win, payout, hand-out); `busy` holds the scene
while they run. Decorations that outlive a beat (banners, floating figures, confetti, a card
still sliding onto its slot) never hold the game up.

Screen layout on the 1280x720 canvas: the felt table on the left, the tote board (bets, this
race's figures and the running totals) on the right, below the exhibition corner when all seats
are AI; the dealer's commentary ticker along the bottom, above the hint bar.

The package: `view` (the `GameView`, wiring the rest), `geometry` (where things stand), `model`
(what the table shows, snapped to the observation at rest), `art` (cards, aces, glasses),
`director` (event type -> beats), `prompts` (a human's bet or sip, on the stage's prompt) and
`draw` (read-only drawing).
"""

from arcade_races.client.stage.zones import SIDE
from arcade_races.client.stage.zones import STAGE as TABLE
from arcade_races.client.views.pferderennen.art import (
    render_ace,
    render_card_back,
    render_card_face,
)
from arcade_races.client.views.pferderennen.view import PferderennenView

__all__ = ["SIDE", "TABLE", "PferderennenView", "render_ace", "render_card_back",
           "render_card_face"]
