"""A balance run turns the AI characters one seat on each game, so a seat's win rate is the
seat's own and not that of the character that happened to sit there."""

from __future__ import annotations

from arcade_races.balance.engine import play_games, rotated
from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match


def test_the_characters_turn_and_the_names_and_levels_stay() -> None:
    header = make_header("six_day", ai_seats("six_day", 4, ["easy", "normal", "hard", "normal"]), 1)
    kinds = [seat.personality for seat in header.seats]
    turned = rotated(header, 1)
    assert [seat.personality for seat in turned.seats] == kinds[1:] + kinds[:1]
    assert [seat.name for seat in turned.seats] == [seat.name for seat in header.seats]
    assert [seat.level for seat in turned.seats] == ["easy", "normal", "hard", "normal"]
    assert rotated(header, 4) == header


def test_game_i_is_played_with_the_characters_turned_i_seats() -> None:
    header = make_header("favoriten", ai_seats("favoriten", 3), 5)
    records = play_games(header, range(5, 11))
    game = header.build_game()
    for i, record in enumerate(records):
        match = Match(game, 5 + i, make_agents(rotated(header, i % 3)), None)
        result = match.run()
        assert (record.actions, record.placing) == (match.number, result.placing)
