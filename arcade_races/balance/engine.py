"""Playing a balance run: game i is `Match(game, seed + i)` with the header's AI seats as
`simulate` plays it, but for the personalities, turned i seats on (`rotated`), watched by a
fresh `GameFigures`; what is kept of it is a `GameRecord`.

The games are cut into chunks by index and played here, on a process pool (`jobs`) or on Ray
(`ray_address`); the records come back in index order whatever the split, so a run's records,
and every number made from them, are the same for any `jobs` or cluster.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace

from arcade_races.balance.figures import Figure, figures_for
from arcade_races.gamesetup import make_agents
from arcade_races.match import Match
from arcade_races.replay import Header


@dataclass(frozen=True)
class GameRecord:
    """What one game of a balance run leaves: its length, who placed where, and its figures
    (`GameFigures.finish`: `turns`, `rounds`, `winner_runner` and the game's own)."""

    actions: int
    placing: tuple[int, ...]
    figures: dict[str, Figure]

    @property
    def winner_seat(self) -> int | None:
        """The seat placed first alone (None: a shared first place)."""
        firsts = [seat for seat, place in enumerate(self.placing) if place == 1]
        return firsts[0] if len(firsts) == 1 else None


def runners(header: Header) -> tuple[str, ...]:
    """Who can win a game of this header (lanes, horses, suits, colours or seats)."""
    return figures_for(header.game).runners(header.build_game(),
                                             [seat.name for seat in header.seats])


def rotated(header: Header, turn: int) -> Header:
    """`header` with the AI personalities moved `turn` seats on (names and levels stay).

    A balance run plays game i with the personalities turned i seats, so each seat meets
    every personality equally often: a seat's win rate then measures the seat (who moves
    first, which lane it starts in), not which AI character happened to sit there."""
    seats = header.seats
    n = len(seats)
    return replace(header, seats=tuple(
        replace(seat, personality=seats[(i + turn) % n].personality)
        for i, seat in enumerate(seats)))


def play_games(header: Header, seeds: Sequence[int] | range) -> list[GameRecord]:
    """One record per seed, in order: the seed's game played to the end, the personalities
    turned by the game's index (`rotated`)."""
    game = header.build_game()
    n = len(header.seats)
    agents = [make_agents(rotated(header, turn)) for turn in range(n)]
    names = [seat.name for seat in header.seats]
    records = []
    for seed in seeds:
        figures = figures_for(header.game)
        figures.runners(game, names)
        match = Match(game, seed, agents[(seed - header.seed) % n], None)
        result = match.run(figures.observe)
        records.append(GameRecord(match.number, result.placing,
                                  figures.finish(match.state, result)))
    return records


def _play_chunk(work: tuple[Header, Sequence[int]]) -> list[GameRecord]:
    """What a worker does: the games of one chunk of seeds."""
    header, seeds = work
    return play_games(header, seeds)


def play(header: Header, games: int, jobs: int = 1,
         ray_address: str | None = None) -> Iterator[GameRecord]:
    """The records of games `0..games-1` (seeds `header.seed + i`), in index order; on
    `jobs` local processes, or on Ray at `ray_address` (`""`: a local Ray of `jobs` CPUs)."""
    from arcade_races.balance.workers import chunk_size, chunks, run_in_order

    seeds = range(header.seed, header.seed + games)
    workers = jobs if ray_address is None else max(jobs, 8)
    size = chunk_size(games, workers)
    work = [(header, part) for part in chunks(seeds, size)]
    for done in run_in_order(_play_chunk, work, jobs, ray_address):
        yield from done
