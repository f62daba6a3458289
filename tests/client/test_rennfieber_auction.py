"""The Rennfieber auction room: the bid prompt offers exactly the legal bids with buttons
reading as the auctioneer says them, Drop is reachable by keys, the sell-back prompt offers
the seat's horses, and a sale's beats end at the model's snapped state."""

from __future__ import annotations

import random
from typing import Any

import pytest

from arcade_races.client.app import App
from arcade_races.client.input import Command
from arcade_races.client.stage.zones import STAGE
from arcade_races.client.views import make_view
from arcade_races.client.views.rennfieber.auction import AuctionRoom
from arcade_races.client.views.rennfieber.auction_prompts import BID_PANEL, DROP
from arcade_races.client.views.rennfieber.geometry import AUCTION_CARD
from arcade_races.core.actions import Action
from arcade_races.core.chance import CHANCE
from arcade_races.core.state import State
from arcade_races.games.rennfieber.actions import Bid, Drop, Sell
from arcade_races.gamesetup import ai_seats, make_header
from arcade_races.match import Step
from tests.client.playouts import choose


def _view(app: App, players: int, seed: int = 1, races: bool = True) -> tuple[Any, State]:
    variants = ("races=1",) if races else ()
    made = make_header("rennfieber", list(ai_seats("rennfieber", players)), seed, variants,
                       None)
    game = made.build_game()
    state = game.new_initial_state()
    view = make_view(app, game, made)
    view.sync(state)
    return view, state


def _play_to(state: State, phase: str, rng: random.Random, raised: bool = False) -> None:
    """Play on (at random) until a seat decides in `phase` (with a bid standing, if
    `raised`)."""
    for _ in range(20000):
        mover = state.to_move()
        obs = state.observation(None)
        if isinstance(mover, int) and obs["phase"] == phase and (
                not raised or obs["auction"]["high_bidder"] >= 0):
            return
        assert mover is not None, f"the game ended before phase {phase}"
        action = choose(state, rng)
        if mover is not CHANCE and phase == "bid" and raised:
            bids = [a for a in state.legal_actions() if isinstance(a, Bid)]
            action = bids[0] if bids and not obs["auction"]["high_bidder"] >= 0 else action
        state.apply(action)
    raise AssertionError(f"no {phase} decision")


def _begin(view: Any, state: State) -> tuple[Any, list[Action]]:
    mover = state.to_move()
    assert isinstance(mover, int)
    made: list[Action] = []
    view.sync(state)
    view.begin_input(mover, state.observation(mover), state.legal_actions(), made.append)
    return view.prompt, made


def test_the_opening_bid_reads_bid_at_the_price(app: App) -> None:
    view, state = _view(app, 3)
    _play_to(state, "bid", random.Random(1))
    prompt, made = _begin(view, state)
    legal = state.legal_actions()
    assert list(prompt.actions) == legal
    price = state.observation(None)["auction"]
    if price["high_bidder"] >= 0:
        pytest.skip("somebody bid already")
    labels = [o.label for o in prompt.rows[0]]
    bids = [a for a in legal if isinstance(a, Bid)]
    assert labels == [f"Bid {b.amount:,}" for b in bids] + ["Drop out"]
    view.draw(app.canvas)
    view.command(Command.CONFIRM)
    assert made == [legal[0]]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_raise_buttons_offer_exactly_the_legal_bids(app: App, seed: int) -> None:
    view, state = _view(app, 3, seed)
    _play_to(state, "bid", random.Random(seed), raised=True)
    prompt, made = _begin(view, state)
    legal = state.legal_actions()
    assert list(prompt.actions) == legal
    high = int(state.observation(None)["auction"]["high"])
    options = prompt.rows[0]
    assert [o.value for o in options] == [a.amount if isinstance(a, Bid) else DROP
                                          for a in legal]
    raises = [f"+{a.amount - high:,}" for a in legal if isinstance(a, Bid)]
    assert [o.label for o in options] == [*raises, "Drop out"]
    assert set(raises) <= {"+500", "+1,000", "+2,000", "+5,000"}
    # The panel leaves the card on offer and the high bid in view.
    assert not BID_PANEL.colliderect(AUCTION_CARD)
    assert all(STAGE.contains(o.rect) and BID_PANEL.contains(o.rect) for o in options)
    view.draw(app.canvas)
    # Drop is reachable by keys: left from the first button comes round to it.
    view.command(Command.LEFT)
    view.command(Command.CONFIRM)
    assert made == [Drop()]


@pytest.mark.parametrize("raised", [False, True])
def test_the_bid_panel_lines_stand_clear_of_its_buttons(app: App, raised: bool) -> None:
    # The lines are painted into the panel's backdrop, where the layout check cannot see
    # them: a session saw the last one ("Worth: ...") cut by the lifted "Bid 3,000" button.
    view, state = _view(app, 4, 7)
    _play_to(state, "bid", random.Random(7), raised=raised)
    prompt, _ = _begin(view, state)
    lines = view.rooms["auction"].prompts.line_rects
    assert len(lines) == 3
    for option in prompt.rows[0]:
        # A focused button is lifted 3 px; its shadow falls 4 px below it.
        reach = option.rect.move(0, -3).union(option.rect.move(0, 4))
        assert not any(line.colliderect(reach) for line in lines), (option.label, lines)
    assert all(BID_PANEL.contains(line) for line in lines)


def test_right_then_enter_raises_by_the_second_button(app: App) -> None:
    view, state = _view(app, 3, 2)
    _play_to(state, "bid", random.Random(2), raised=True)
    _, made = _begin(view, state)
    legal = state.legal_actions()
    view.command(Command.RIGHT)
    view.command(Command.CONFIRM)
    assert made == [legal[1]]


def test_a_click_on_a_button_bids_at_once(app: App) -> None:
    from arcade_races.client.input import Pointer

    view, state = _view(app, 3, 3)
    _play_to(state, "bid", random.Random(3))
    prompt, made = _begin(view, state)
    target = prompt.rows[0][-1]
    view.pointer(Pointer("down", target.rect.center, 1))
    assert made == [Drop()]


def test_the_sell_back_offers_the_seats_horses(app: App) -> None:
    view, state = _view(app, 3, 4, races=False)
    _play_to(state, "sell", random.Random(4))
    prompt, made = _begin(view, state)
    legal = state.legal_actions()
    assert list(prompt.actions) == legal
    assert all(isinstance(a, Sell) for a in legal)
    assert [o.value for o in prompt.rows[0]] == [a.card for a in legal]  # type: ignore[attr-defined]
    view.draw(app.canvas)
    view.command(Command.RIGHT)
    view.command(Command.CONFIRM)
    assert made == [legal[1 % len(legal)]]


def test_a_sale_ends_at_the_snapped_table(app: App) -> None:
    view, state = _view(app, 3, 5)
    room = view.rooms["auction"]
    assert isinstance(room, AuctionRoom)
    rng = random.Random(5)
    number, sales = 0, 0
    while sales < 3 and state.to_move() is not None:
        mover = state.to_move()
        action = choose(state, rng)
        events = state.apply(action)
        number += 1
        view.show(Step(number, None if mover is CHANCE else int(mover),  # type: ignore[arg-type]
                       action, events), state)
        for _ in range(3000):
            if not view.busy:
                break
            view.update(4 / 60)
            view.draw(app.canvas)
        view.skip_to_end()
        assert view.model.differences(state.observation(None)) == []
        assert room.going == "" and room.offer_u is None and room.slide is None
        sales += sum(type(e).__name__ == "HorseBought" for e in events)
    assert sales == 3


@pytest.mark.parametrize("players", [3, 6])
def test_a_change_of_cash_rises_clear_of_the_figure_it_changes(app: App, players: int) -> None:
    """The amount paid pops up half as large again: at no size may it cover the cash
    counting beside it, nor stand in another seat's panel (tall panels, and the short ones
    of six seats under the exhibition's corner)."""
    import pygame

    from arcade_races.client.stage.effects import Floater

    view, _ = _view(app, players)
    geo = view.geo
    assert geo.compact == (players == 6)
    assets = app.assets
    for seat in range(players):
        figure = assets.text("35,000", 20, (255, 255, 255), "bold")
        cash = geo.cash_rect(seat, figure.get_size())
        assert geo.seat_rect(seat).contains(cash)
        amount = assets.text("-24,500", 22, (255, 255, 255), "bold")
        x, y = geo.cash_floater(seat, cash, amount.get_size())
        grown = pygame.Rect((0, 0), (round(amount.get_width() * (1 + Floater.GROW)),
                                     round(amount.get_height() * (1 + Floater.GROW))))
        grown.center = (x, y)
        grown = grown.clamp(geo.seat_rect(seat))  # as the beat's Floater is clamped
        assert not grown.colliderect(cash), (seat, grown, cash)
        assert geo.seat_rect(seat).contains(grown), "read as this seat's, in its own panel"
        assert grown.left >= 0 and grown.right <= 1280
