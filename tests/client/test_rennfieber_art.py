"""Rennfieber's art: every surface builds for every card, seat, size and colour mode, at the size
asked, and a second request returns the cached surface."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pygame
import pytest

from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.stage.zones import STAGE
from arcade_races.client.views.rennfieber.art import Art
from arcade_races.games.rennfieber.config import Rules

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

CARD_SIZES = ((300, 420), (160, 224), (88, 124), (44, 62))
FACE_SIZES = ((220, 308), (120, 168), (60, 84))


@pytest.fixture(scope="module")
def rules() -> Rules:
    """The rules of a four-player evening."""
    from arcade_races.gamesetup import ai_seats, make_header

    header = make_header("rennfieber", list(ai_seats("rennfieber", 4)), 1, (), None)
    game = header.build_game()
    out = game.rules
    assert isinstance(out, Rules)
    return out


@pytest.fixture(scope="module")
def assets() -> Iterator[Assets]:
    """Fonts under the dummy video driver."""
    pygame.init()
    yield Assets()


@pytest.mark.parametrize("colour_blind", [False, True])
def test_horse_cards_build_for_every_card_size_and_owner(assets: Assets, rules: Rules,
                                                         colour_blind: bool) -> None:
    art = Art(assets, rules, colour_blind)
    for horse in rules.horses:
        for size in CARD_SIZES:
            for owner in (-1, horse.card % 6):
                for form in (0.0, horse.top / 2, float(horse.top)):
                    image = art.horse_card(horse.card, form, owner, horse.card % 3, size)
                    assert image.get_size() == size
    assert art.horse_card_back((160, 224)).get_size() == (160, 224)


def test_horse_card_is_cached_by_form_step(assets: Assets, rules: Rules) -> None:
    art = Art(assets, rules, False)
    first = art.horse_card(3, 1.5, 2, 1, (300, 420))
    assert art.horse_card(3, 1.5, 2, 1, (300, 420)) is first
    assert art.horse_card(3, 1.5 + 0.001, 2, 1, (300, 420)) is first   # same 1/24 step
    assert art.horse_card(3, 2.0, 2, 1, (300, 420)) is not first
    assert art.horse_card_back((44, 62)) is art.horse_card_back((44, 62))


@pytest.mark.parametrize("colour_blind", [False, True])
def test_horses_and_figures_for_every_card_and_seat(assets: Assets, rules: Rules,
                                                    colour_blind: bool) -> None:
    art = Art(assets, rules, colour_blind)
    for horse in rules.horses:
        for seat in range(6):
            for size in (34, 60):
                assert art.horse(horse.card, seat, size).get_size() == (size, size)
                assert art.figure(horse.card, seat, size).get_size() == (size, size)
        for angle in (0.0, 45.0, 90.0, 180.0, 270.0, -30.0):
            for stride in (0.0, 0.3, 0.6, 0.99):
                image = art.horse(horse.card, -1, 34, angle, stride)
                assert image.get_width() >= 34
    assert art.horse(1, 0, 34, 10.0, 0.1) is art.horse(1, 0, 34, 10.4, 0.2)
    assert art.horse(1, 0, 34, 0.0, 0.1) is not art.horse(1, 0, 34, 0.0, 0.6)
    assert art.figure(2, 1, 40) is art.figure(2, 1, 40)


def test_horses_of_one_owner_differ(assets: Assets, rules: Rules) -> None:
    art = Art(assets, rules, False)
    a = pygame.image.tobytes(art.horse(1, 0, 60), "RGBA")
    b = pygame.image.tobytes(art.horse(2, 0, 60), "RGBA")
    assert a != b


def test_dice_for_every_face(assets: Assets, rules: Rules) -> None:
    art = Art(assets, rules, False)
    for race in (False, True):
        faces = rules.race_die if race else rules.die
        for value in (*faces, 1, 6):
            for size in (24, 56):
                assert art.die(value, size, race).get_size() == (size, size)
    assert art.die(3, 56, True) is art.die(3, 56, True)
    race = pygame.image.tobytes(art.die(3, 56, True), "RGBA")
    assert race != pygame.image.tobytes(art.die(3, 56, False), "RGBA")


@pytest.mark.parametrize("colour_blind", [False, True])
def test_training_and_gallop_cards_face_and_back(assets: Assets, rules: Rules,
                                                 colour_blind: bool) -> None:
    art = Art(assets, rules, colour_blind)
    for size in FACE_SIZES:
        for training in rules.training_cards:
            assert art.training_card(training.id, size).get_size() == size
        for gallop in rules.gallop_cards:
            assert art.gallop_card(gallop.id, size).get_size() == size
        assert art.training_card(None, size).get_size() == size
        assert art.gallop_card(None, size).get_size() == size
    assert art.training_card(1, (220, 308)) is art.training_card(1, (220, 308))
    assert art.gallop_card(None, (60, 84)) is art.gallop_card(None, (60, 84))
    assert art.gallop_card(None, (60, 84)) is not art.training_card(None, (60, 84))


@pytest.mark.parametrize("colour_blind", [False, True])
def test_slips_paddles_and_table_things_for_every_seat(assets: Assets, rules: Rules,
                                                       colour_blind: bool) -> None:
    art = Art(assets, rules, colour_blind)
    for seat in range(6):
        for size in ((90, 50), (40, 22)):
            for value in (None, *sorted(set(rules.slips))):
                assert art.slip(value, seat, size).get_size() == size
        for height in (40, 120):
            for amount in (None, 500, 12500, 135000):
                image = art.paddle(seat, amount, height)
                assert image.get_height() == height and image.get_width() > 0
    assert art.slip(1000, 2, (90, 50)) is art.slip(1000, 2, (90, 50))
    assert art.paddle(1, 9000, 120) is art.paddle(1, 9000, 120)
    for size in (24, 100):
        assert art.gavel(size).get_size() == (size, size)
        assert art.coin(size).get_size() == (size, size)
        for place in range(1, 7):
            assert art.rosette(place, size).get_size() == (size, size)
    assert art.coin(24) is art.coin(24)
    assert art.rosette(1, 48) is art.rosette(1, 48)
    assert art.shade.get_size() == STAGE.size
    assert art.shade is art.shade


def test_a_sliding_form_pointer_keeps_the_card_under_it(assets: Assets, rules: Rules) -> None:
    """The large card is drawn once per lit step; the pointer sliding between two steps only
    redraws its own patch (and lands on the same pixels as a card drawn whole)."""
    from arcade_races.client.views.rennfieber import art_horse as art_cards

    art = Art(assets, rules, False)
    horse = rules.horse(3)
    for step in range(1, 24):
        art.horse_card(3, 1 + step / 24, 2, 1, (300, 420))
    assert len(art._plain) == 3  # step 1 lit, none (half-way), step 2
    coat = (120, 80, 40)
    plain = art_cards.plain_horse_card(assets, horse, 1, 2, 1, (300, 420), coat)
    card = art_cards.horse_card(assets, horse, 1.25, 2, 1, (300, 420), coat, plain)
    # Drawn whole: the pointer on the supersampled card, all of it smoothed down.
    big = plain.big.copy()
    y = plain.centres[1] + (plain.centres[2] - plain.centres[1]) * 0.25
    art_cards._pointer(big, (plain.tip_x, y), plain.arrow * 0.6, theme.PINK)
    whole = pygame.transform.smoothscale(big, (300, 420))
    assert pygame.image.tobytes(card, "RGBA") == pygame.image.tobytes(whole, "RGBA")
