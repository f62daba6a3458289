"""Rennfieber's frames stay within their budget of horse-card drawing: a frame draws at most
`BUILD_BUDGET` units of cards, a card past the budget shows its last image (never a blank),
a card never shown is drawn at once, what a room will show is drawn ahead, and in an
exhibition the paddock opens on cards drawn while the horses trained. Counted, not timed."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pygame
import pytest

from arcade_races.client.app import App
from arcade_races.client.assets import Assets
from arcade_races.client.scenes.play import PlayScene
from arcade_races.client.views.rennfieber.card_shelf import (
    BUILD_BUDGET,
    WARM_BUDGET,
    CardShelf,
    build_cost,
)
from arcade_races.games.rennfieber.config import Rules
from arcade_races.gamesetup import ai_seats, make_header

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

PADDOCK = (150, 208)
"""A paddock card at six seats: one budget unit."""


@pytest.fixture(scope="module")
def rules() -> Rules:
    """The rules of a six-player evening."""
    game = make_header("rennfieber", list(ai_seats("rennfieber", 6)), 1, (), None).build_game()
    rules = getattr(game, "rules", None)
    assert isinstance(rules, Rules)
    return rules


@pytest.fixture(scope="module")
def assets() -> Iterator[Assets]:
    """Fonts under the dummy video driver."""
    pygame.init()
    yield Assets()


def _shelf(assets: Assets, rules: Rules) -> CardShelf:
    return CardShelf(assets, rules, lambda card: (120, 80, 40))


def test_twelve_cards_changing_at_once_are_drawn_over_three_frames(assets: Assets,
                                                                    rules: Rules) -> None:
    """The paddock's twelve cards all lighting a new step: four a frame, the rest showing
    their previous step until their frame comes."""
    shelf = _shelf(assets, rules)
    cards = [h.card for h in rules.horses][:12]
    before = {c: shelf.horse_card(c, 0.0, c % 6, 0, PADDOCK) for c in cards}
    shelf.next_frame()
    per_frame = BUILD_BUDGET // build_cost(PADDOCK)
    assert per_frame == 4
    for frame in range(3):
        shown = {c: shelf.horse_card(c, 1.0, c % 6, 0, PADDOCK) for c in cards}
        new = [c for c in cards if shown[c] is not before[c]]
        assert len(new) == per_frame * (frame + 1)
        assert all(shown[c] is before[c] for c in cards if c not in new)   # never a blank
        assert shelf.spent <= BUILD_BUDGET
        shelf.next_frame()
        assert shelf.last_frame == (per_frame, per_frame)
    assert all(shelf.horse_card(c, 1.0, c % 6, 0, PADDOCK) is not before[c] for c in cards)
    assert shelf.spent == 0   # all kept now: the fourth frame only blits


def test_a_card_never_shown_at_a_size_is_drawn_whatever_the_budget(assets: Assets,
                                                                    rules: Rules) -> None:
    shelf = _shelf(assets, rules)
    shelf.next_frame()
    for card in (1, 2, 3, 4, 5, 6):
        image = shelf.horse_card(card, 0.0, -1, 0, PADDOCK)
        assert image.get_size() == PADDOCK
    assert shelf.builds == 6   # no image to show instead: drawn, over the budget


def test_outside_a_frame_loop_every_card_is_exact(assets: Assets, rules: Rules) -> None:
    shelf = _shelf(assets, rules)
    first = {c: shelf.horse_card(c, 0.0, 0, 0, PADDOCK) for c in range(1, 7)}
    assert all(shelf.horse_card(c, 1.0, 0, 0, PADDOCK) is not first[c] for c in range(1, 7))


def test_a_sliding_pointer_costs_no_budget_between_two_steps(assets: Assets,
                                                             rules: Rules) -> None:
    shelf = _shelf(assets, rules)
    shelf.next_frame()
    shelf.horse_card(3, 1.0, 2, 0, (300, 420))
    shelf.next_frame()
    for step in range(1, 12):   # the patch under the pointer only, on the kept plain card
        shelf.horse_card(3, 1.0 + step / 24, 2, 0, (300, 420))
    assert shelf.builds == 0


def test_warm_draws_ahead_only_what_the_frame_left(assets: Assets, rules: Rules) -> None:
    shelf = _shelf(assets, rules)
    shelf.next_frame()
    looks = [(c, 2.0, 1, 0, PADDOCK) for c in range(1, 13)]
    assert shelf.warm(looks) == WARM_BUDGET
    shelf.next_frame()
    shelf.spent = BUILD_BUDGET   # a busy frame: nothing ahead
    assert shelf.warm(looks) == 0
    shelf.next_frame()
    assert shelf.warm(looks[:WARM_BUDGET]) == 0   # drawn already
    shelf.next_frame()
    # An idle frame may start one large card even past the warm budget, and no more.
    assert shelf.warm([(c, 0.0, -1, 0, (300, 420)) for c in (1, 2)]) == 1
    assert shelf.spent == build_cost((300, 420))
    shelf.next_frame()
    # A busy frame drawing ahead all the same (one unit): past the large card, a small one.
    assert shelf.warm([(3, 0.0, -1, 0, (300, 420)), (3, 0.0, -1, 0, PADDOCK)], 1) == 1
    assert shelf.last_frame[0] == build_cost((300, 420)) and shelf.spent == 1


def test_the_paddock_opens_on_cards_drawn_while_the_horses_trained(app: App) -> None:
    """An exhibition of six seats at 16x from the auction to the paddock: no frame spends more
    than the budget, and the frame that opens the paddock draws no card at all."""
    header = make_header("rennfieber", list(ai_seats("rennfieber", 6)), 1, ("races=1",), None)
    play = PlayScene(app, header, exhibition=True, speed=16, record=False)
    app.push(play)
    spent: dict[str, int] = {}
    opening: tuple[int, int] | None = None
    for _ in range(3000):
        app.frame()
        view = play.view
        assert view is not None
        scene = view.model.scene  # type: ignore[attr-defined]
        frame = view.art.cards.last_frame  # type: ignore[attr-defined]
        spent[scene] = max(spent.get(scene, 0), frame[0])
        if scene == "paddock":
            opening = frame
            break
    assert opening == (0, 0), "the paddock's cards were not drawn ahead"
    assert spent.get("training") and max(spent.values()) <= BUILD_BUDGET
