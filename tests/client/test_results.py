"""The results screen per game: each game's own podium and table from a played game's result,
shared places side by side, a seat that sat out off the podium, the focus off "Play again"."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from arcade_races.core.state import Result
from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("ARCADE_RACES_HOME", str(tmp_path / "home"))
    from arcade_races.client.app import App, AppOptions

    application = App(AppOptions(fixed_clock=True))
    yield application
    application.quit()
    pygame.display.quit()


def played(game: str, players: int, seed: int, variants: tuple[str, ...] = ()) -> Any:
    header = make_header(game, ai_seats(game, players), seed, variants)
    match = Match(header.build_game(), seed, make_agents(header))
    while not match.is_over():
        match.step()
    return header, match.state.result()


GAMES = {
    "pferderennen": ("PferderennenPodium", ()),
    "six_day": ("SixDayPodium", ("days=2",)),
    "favoriten": ("FavoritenPodium", ()),
    "crazy_race": ("CrazyRacePodium", ()),
    "rennfieber": ("RennfieberPodium", ("races=1",)),
}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_game_has_its_own_podium_and_it_draws(app: Any, game: str) -> None:
    from arcade_races.client.podiums.base import block_rects
    from arcade_races.client.scenes.results import ResultsScene

    name, variants = GAMES[game]
    header, result = played(game, 4, 3, variants)
    scene = ResultsScene(app, header, result, None)
    assert type(scene.podium).__name__ == name
    assert len(scene.podium.columns()) == len(scene.podium.cells(0))
    rects = block_rects(scene.podium.block_widths())
    for a, b in itertools.pairwise(sorted(rects.values(), key=lambda r: r.left)):
        assert a.right <= b.left, "blocks side by side, never overlapping"
    app.push(scene)
    for _ in range(150):
        app.frame()
    assert app.scene is scene


def test_six_day_table_goes_by_laps_then_points_with_the_days(app: Any) -> None:
    from arcade_races.client.scenes.results import ResultsScene

    header, result = played("six_day", 4, 5, ("days=2",))
    scene = ResultsScene(app, header, result, None)
    podium = scene.podium
    laps = result.figures["total"]["lap_deficit"]
    # Rulebook 4: fewer laps down first, then more points; the table lists in that order.
    keys = [(laps[s], -result.scores[s]) for s in scene.order]
    assert keys == sorted(keys)
    assert "2 days raced" in podium.facts()
    best = scene.order[0]
    assert podium.cells(best)[1][0] == ("none" if laps[best] == 0 else f"{laps[best]} down")
    assert len(podium.cells(best)[0][0].split()) == 2, "one placing per day raced"


def test_favoriten_shows_the_three_horses_home_and_each_markers_points(app: Any) -> None:
    from arcade_races.client.scenes.results import ResultsScene

    header, result = played("favoriten", 4, 3)
    scene = ResultsScene(app, header, result, None)
    podium: Any = scene.podium
    last = result.figures["races"][-1]
    assert podium.home == last["finish"][:3]
    # The top marker on the winner pays the first number of the winner's points column.
    winner = podium.home[0]
    if last["columns"][winner]:
        assert podium.marker_points(1, 0) == header.build_game().rules.points[0][0]
    assert [c.label for c in podium.columns()] == ["R1", "R2", "R3"][:len(podium.races)]


@pytest.mark.parametrize(("players", "levels"), [(4, "easy"), (5, "normal")])
def test_the_table_writes_every_ai_level_or_none(app: Any, players: int, levels: str) -> None:
    # Where one "Emma (AI normal)" is too wide for the name column, no row shows its level:
    # a table with some rows "Ben (AI easy)" and others "Emma" reads as if Emma were human.
    from arcade_races.client.scenes.results import ResultsScene

    header, result = played("favoriten", players, 3)
    header = make_header("favoriten", ai_seats("favoriten", players, levels), 3, ())
    scene = ResultsScene(app, header, result, None)
    names = scene._names(17, scene.podium.name_width())
    with_level = [name.endswith(f"(AI {levels})") for name in names]
    assert all(with_level) or not any(with_level), names
    assert [name.split(" (AI")[0] for name in names] == [s.name for s in header.seats]


@pytest.mark.parametrize("seed", [2, 3, 4])
def test_crazy_race_bet_cards_fit_each_seats_share_of_its_block(app: Any, seed: int) -> None:
    # Five players, several often sharing a place: the blocks shrink to fit the stage, and the
    # cards with them (three players on the bronze block once drew their cards over each
    # other's and past the block).
    from arcade_races.client.podiums import make_podium
    from arcade_races.client.podiums.base import block_rects
    from arcade_races.client.podiums.crazy_race import CARD, CARD_GAP, CrazyRacePodium

    header, result = played("crazy_race", 5, seed)
    podium = make_podium(header, result, header.build_game())
    assert isinstance(podium, CrazyRacePodium)
    rects = block_rects(podium.block_widths())
    for place, block in rects.items():
        slot = block.width / len(podium.on_block(place))
        width = round(CARD[0] * podium.card_scale(place))
        assert (width + CARD_GAP) * 3 - CARD_GAP <= slot, (place, slot, width)
        assert width >= 24  # still a card a player can read from the sofa


def test_a_seat_that_sat_out_takes_no_place_on_the_podium(app: Any) -> None:
    from arcade_races.client.scenes.results import ResultsScene

    header = make_header("pferderennen", ai_seats("pferderennen", 4), 3)
    bets = [None, {"suit": "C", "stake": 3}, {"suit": "C", "stake": 5}, {"suit": "S", "stake": 5}]
    race = {"race": 1, "bets": bets, "winner": "S", "order": ["S", "H", "D", "C"]}
    result = Result((2, 3, 4, 1), (0, -3, -5, 10), {"units": "points", "races": [race]})
    scene = ResultsScene(app, header, result, None)
    podium = scene.podium
    assert podium.out == (True, False, False, False)
    assert 0 not in podium.place and scene.order[-1] == 0, "listed last, without a place"
    assert podium.place == {3: 1, 1: 2, 2: 3}
    assert podium.cells(0) == [("sat out", podium.cells(0)[0][1])]
    assert podium.on_block(1) == [1], "the winning ace stands on gold"
    assert podium.bettors("S") == [3]


@pytest.mark.parametrize(("bets", "winner", "banner"), [
    # Nobody backed spades: Ben's -3 is the best score, but nobody won (rulebook 003,
    # Auszahlung: who backed another horse drinks his stake).
    ([None, {"suit": "C", "stake": 3}, {"suit": "C", "stake": 5}, {"suit": "H", "stake": 4}],
     "S", "NOBODY BACKED SPADES!"),
    ([None, None, None, None], "S", "EVERYBODY SAT OUT"),
    # The pile ran out first: the race does not count and nobody pays (Das Rennen, 3).
    ([None, {"suit": "C", "stake": 3}, None, {"suit": "H", "stake": 4}], None,
     "THE RACE WAS VOID"),
    ([None, {"suit": "C", "stake": 3}, {"suit": "S", "stake": 5}, None], "S", "CLARA WINS!"),
])
def test_a_pferderennen_banner_cheers_no_winner_where_there_is_none(
        app: Any, bets: list[Any], winner: str | None, banner: str) -> None:
    from arcade_races.client.scenes.results import ResultsScene

    header = make_header("pferderennen", ai_seats("pferderennen", 4), 3)
    race = {"race": 1, "bets": bets, "winner": winner,
            "order": ["S", "H", "D", "C"] if winner else []}
    stakes = [0 if bet is None else bet["stake"] for bet in bets]
    scores = tuple(0 if winner is None else 2 * s if b and b["suit"] == winner else -s
                   for b, s in zip(bets, stakes, strict=True))
    placing = tuple(1 + sum(1 for o in scores if o > mine) for mine in scores)
    result = Result(placing, scores, {"units": "points", "races": [race]})
    scene = ResultsScene(app, header, result, None)
    assert scene.banner_words == banner
    app.push(scene)
    for _ in range(30):
        app.frame()


def test_shared_places_stand_side_by_side(app: Any) -> None:
    from arcade_races.client.podiums.base import block_rects
    from arcade_races.client.scenes.results import ResultsScene

    header = make_header("six_day", ai_seats("six_day", 5), 1)
    result = Result((1, 1, 3, 3, 5), (9, 9, 4, 4, 1), {})
    scene = ResultsScene(app, header, result, None)
    assert scene.podium.stands == {1: [0, 1], 2: [], 3: [2, 3]}
    widths = scene.podium.block_widths()
    assert widths[1] >= 2 * scene.podium.slot(1) and widths[3] >= 2 * scene.podium.slot(3)
    rects = block_rects(widths)
    assert rects[1].right <= rects[3].left


def test_the_focus_is_never_on_play_again(app: Any, tmp_path: Path) -> None:
    from arcade_races.client.scenes.results import ResultsScene

    header, result = played("crazy_race", 3, 7)
    for path in (None, tmp_path / "game.jsonl"):
        scene = ResultsScene(app, header, result, path)
        focused = scene.buttons.buttons[scene.buttons.focus].label
        assert focused in ("Watch replay", "Title") and focused != "Play again"


@pytest.mark.parametrize(("game", "variants", "words"), [
    ("pferderennen", (), "Next race"),
    ("favoriten", (), "Next game"),  # three races a game
    ("six_day", ("days=1",), "Next race"),  # a six-day race, however many days
    ("rennfieber", ("races=1",), "Next evening"),
])
def test_an_exhibition_names_what_comes_next(app: Any, game: str, variants: tuple[str, ...],
                                             words: str) -> None:
    from arcade_races.client.scenes.results import ResultsScene

    header, result = played(game, 4, 2, variants)
    scene = ResultsScene(app, header, result, None, next_race=lambda: None)
    assert scene.next_words == words
    assert scene.buttons.buttons[0].label == words
