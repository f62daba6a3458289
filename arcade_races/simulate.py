"""AI-only games played back to back: the engine of `arcade-races simulate`.

Games are played one at a time and handed on as they finish, so a run of a million games holds
one game in memory (with `--jobs`, a few chunks of games per worker process): `play` yields
each game's record, `Tally` keeps the running sums the summary needs, and `JsonStream` writes
the JSON document as the games come, in exactly the text `json.dumps` would give for the
whole document at once.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import gc
import os
import re
from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, TextIO

from arcade_races.background_files import FilesInBackground
from arcade_races.core.state import Result
from arcade_races.gamesetup import make_agents
from arcade_races.match import Match, Step, decision_seed
from arcade_races.replay import Header, ReplayError
from arcade_races.replay_memory import HeaderLines, ReplayInMemory
from arcade_races.userfiles import FileProblem

ODDS_SAMPLES = 20
"""Rollouts per action behind `--odds` where the odds are not exact (a fixed number, so the
output is the same bytes every time)."""


def play(header: Header, seeds: Sequence[int] | range,
         replay_dir: Path | None = None, odds_samples: int | None = None,
         jobs: int = 1) -> Iterator[dict[str, Any]]:
    """Play one game per seed with the header's seats (all AI), yielding each game's record
    (`seed`, `seats`, `actions`, `result`) as it ends; with `replay_dir`, each game is also
    recorded there as `GAME-SEED.jsonl`. With `odds_samples`, the result gets `odds`: the
    spectator's odds after every action (see `OddsTrack`).

    With `jobs` above 1 the games are played in that many processes, a chunk of seeds each;
    the records come back in the order of `seeds` and every game depends on its seed alone,
    so what is yielded and written is the same for any `jobs`. The replays are written here,
    in that order (a worker hands back each replay's text)."""
    from arcade_races.balance.workers import chunk_size, chunks, run_in_order

    if not header.created:
        # One creation time for the run, set before the work is split, so a replay's text
        # does not depend on which process made it or when.
        now = dt.datetime.now(dt.UTC).replace(microsecond=0)
        header = replace(header, created=now.isoformat())
    recording = replay_dir is not None
    if jobs > 1:
        work = [(header, part, recording, odds_samples)
                for part in chunks(seeds, chunk_size(len(seeds), jobs))]
        games: Iterator[tuple[dict[str, Any], str | None]] = (
            game for done in run_in_order(_play_chunk, work, jobs) for game in done)
    else:
        games = _play_games(header, seeds, recording, odds_samples)
    # Each replay is made in memory and written by a process of its own: creating a file
    # costs more than a short game, and the files are made beside the next games. The games
    # hand over their replays without the header, which is the same for every game but for
    # its seed: the writer has it once, as a stencil, and puts each file together.
    files = None if replay_dir is None else FilesInBackground("the replay")
    stencil = 0
    # `replay_dir / name` as text, made once (a Path a file cost more than a microsecond).
    folder = "" if replay_dir is None or str(replay_dir) == "." else os.path.join(replay_dir, "")
    try:
        if files is not None:
            stencil = files.stencil(HeaderLines(header).pieces())
        for record, text in games:
            if files is not None and text is not None:
                seed = record["seed"]
                files.write_filled(f"{folder}{header.game}-{seed}.jsonl", stencil,
                                   (str(int(seed)), text))
            yield record
        if files is not None:
            files.close()
    except FileProblem as err:
        raise ReplayError(str(err)) from None  # every file written stays; the run stops here
    finally:
        if files is not None:
            with contextlib.suppress(FileProblem):
                files.close()  # a run stopped early still writes what it handed over


def _play_games(header: Header, seeds: Sequence[int] | range, recording: bool,
                odds_samples: int | None) -> Iterator[tuple[dict[str, Any], str | None]]:
    """Each seed's game: its record and, when `recording`, its replay's text but the header
    line (`HeaderLines(header).line(seed)` goes before it)."""
    game = header.build_game()
    agents = make_agents(header)
    seats = [seat.to_json() for seat in header.seats]
    with _frozen():
        yield from _each_game(header, game, agents, seats, seeds, recording, odds_samples)


@contextlib.contextmanager
def _frozen() -> Iterator[None]:
    """The objects made so far (the modules, the game's tables, the agents) kept out of the
    collector's passes while the games are played (`gc.freeze`), and handed back after.

    The games make no reference cycles (a test holds every game to that), so the collector
    never finds anything; but its full passes walked every object alive, some 13 ms each,
    and a recorded run, which keeps more keys, met one every few games (a Rennfieber game
    of 18 ms took 28 ms). A caller that froze objects of its own keeps them frozen."""
    mine = gc.get_freeze_count() == 0
    if mine:
        gc.freeze()
    try:
        yield
    finally:
        if mine:
            gc.unfreeze()


def _each_game(header: Header, game: Any, agents: Any, seats: list[dict[str, Any]],
               seeds: Sequence[int] | range, recording: bool, odds_samples: int | None
               ) -> Iterator[tuple[dict[str, Any], str | None]]:
    for seed in seeds:
        recorder = None
        if recording:
            recorder = ReplayInMemory(f"{header.game}-{seed}.jsonl", "")
        match = Match(game, seed, agents, recorder)
        track = None if odds_samples is None else OddsTrack(match, odds_samples)
        result = match.run(None if track is None else track.step)
        # A recorded game's end line holds its result already, encoded too: the JSON stream
        # takes that text rather than encode the result a second time (a copy where odds go
        # in below; beyond ASCII, with the stream's escapes: `ascii_json`).
        recorded = match.recorded_result
        figures: dict[str, Any]
        if recorded is None or recorder is None:
            figures = result.to_json()
        elif track is None and (text := recorder.end_text()) is not None:
            figures = ResultJson(recorded, text if text.isascii() else ascii_json(text))
        else:
            figures = dict(recorded)
        if track is not None:
            figures["odds"] = track.to_json([s.name for s in header.seats], result)
        record = {"seed": seed, "seats": seats, "actions": match.number, "result": figures}
        yield record, None if recorder is None else recorder.text()


def _play_chunk(work: tuple[Header, Sequence[int], bool, int | None]
                ) -> list[tuple[dict[str, Any], str | None]]:
    """`_play_games` of one chunk, whole: what a worker process does and hands back."""
    header, seeds, recording, odds_samples = work
    return list(_play_games(header, seeds, recording, odds_samples))


class OddsTrack:
    """The odds after each action of one match, sampled with a seed derived from the match's
    seed and the action number (so the same game gives the same odds)."""

    def __init__(self, match: Match, samples: int) -> None:
        self.match = match
        self.samples = samples
        self.by_action: list[list[float]] = []

    def step(self, step: Step) -> None:
        """Estimate the odds after `step` (a `Match.run` callback)."""
        from arcade_races.odds import estimate

        seed = decision_seed(self.match.seed, -1, step.number)  # seat -1: the odds' own
        odds = estimate(self.match.state, samples=self.samples, seed=seed)
        self.by_action.append([round(c, 4) for c in odds.chances])

    def to_json(self, seats: Sequence[str], result: Result) -> dict[str, Any]:
        """`{"runners": [...], "winner": name or None, "by_action": [[...], ...]}`."""
        from arcade_races.odds import runner_names, winner_index

        game = self.match.game
        runners = runner_names(game, seats)
        winner = winner_index(game, result)
        return {"runners": list(runners), "winner": None if winner is None else runners[winner],
                "by_action": self.by_action}


class Tally:
    """Running sums over finished games: wins and score totals by seat, actions, and the
    winners of races (a result's `races` entries that name a `winner`)."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.games = 0
        self.actions = 0
        self.wins = [0] * players
        self.totals = [0] * players
        self.winners: dict[str, int] = {}

    def add(self, record: dict[str, Any]) -> None:
        """Count one game's record (as `play` yields it)."""
        result = record["result"]
        self.games += 1
        self.actions += record["actions"]
        for seat in range(self.players):
            self.totals[seat] += result["scores"][seat]
            if result["placing"][seat] == 1:
                self.wins[seat] += 1
        for race in result.get("races", []):
            if "winner" in race:
                key = race["winner"] or "void"
                self.winners[key] = self.winners.get(key, 0) + 1

    def stats(self) -> dict[str, Any]:
        """The summary: games, mean actions, per seat wins/total/mean, race winners."""
        n = max(1, self.games)
        stats: dict[str, Any] = {
            "games": self.games,
            "mean_actions": round(self.actions / n, 2),
            "seats": [
                {"wins": wins, "total": total, "mean": round(total / n, 3)}
                for wins, total in zip(self.wins, self.totals, strict=True)
            ],
        }
        if self.winners:
            stats["winners"] = dict(sorted(self.winners.items()))
        return stats


_NON_ASCII = re.compile(r"[^\x00-\x7f]")


def _escaped(match: re.Match[str]) -> str:
    code = ord(match.group())
    if code < 0x10000:
        return f"\\u{code:04x}"
    code -= 0x10000  # beyond the first plane: a surrogate pair, as JSON writes it
    return f"\\u{0xD800 | code >> 10:04x}\\u{0xDC00 | code & 0x3FF:04x}"


def ascii_json(text: str) -> str:
    """JSON text with every character beyond ASCII escaped as `json.dumps` does by default
    (`ensure_ascii`): the replay lines keep them as they are, the JSON stream does not. Such
    characters can only stand inside strings, where the escape means the same."""
    return _NON_ASCII.sub(_escaped, text)


class ResultJson(dict[str, Any]):
    """A game's result with its JSON text, as `json.dumps(result, separators=(",", ":"))`
    writes it: a recorded game's end line has encoded it already."""

    def __init__(self, result: dict[str, Any], text: str) -> None:
        super().__init__(result)
        self.text = text


class JsonStream:
    """Writes `{"game":..,"board":..,"seed":..,"games":[...],"stats":{..}}` one game at a time.

    The text is what `json.dumps(document, separators=(",", ":"))` gives for the whole
    document (keys in this order), so a reader cannot tell it was streamed."""

    def __init__(self, out: TextIO, head: dict[str, Any]) -> None:
        self._out = out
        self._first = True
        # The head's keys, then the games list opened: '{"game":"x",...,"games":['.
        out.write(_dumps(head)[:-1] + ',"games":[')

    def game(self, record: dict[str, Any]) -> None:
        """Write one game's record."""
        result = record.get("result")
        if isinstance(result, ResultJson) and next(reversed(record)) == "result":
            rest = {key: value for key, value in record.items() if key != "result"}
            text = f'{_dumps(rest)[:-1]},"result":{result.text}}}'
        else:
            text = _dumps(record)
        self._out.write(("" if self._first else ",") + text)
        self._first = False

    def close(self, stats: dict[str, Any]) -> None:
        """Close the games list and write the summary and the final newline."""
        self._out.write('],"stats":' + _dumps(stats) + "}\n")


def _dumps(value: Any) -> str:
    import json

    # dumps, not dump: dump streams through the pure-Python encoder, several times slower.
    return json.dumps(value, separators=(",", ":"))


def print_table(game_id: str, first_seed: int, header: Header, stats: dict[str, Any],
                out: TextIO) -> None:
    """The summary as a table, a row per seat, then race winners and mean actions."""
    seats = header.seats
    out.write(f"{game_id}: {stats['games']} games, {len(seats)} players, "
              f"seeds {first_seed}..{first_seed + stats['games'] - 1}, board {header.board_name}\n")
    width = max(18, *(len(f"{s.level}/{s.personality}") + 2 for s in seats))
    out.write(f"{'seat':<5}{'name':<8}{'AI':<{width}}{'wins':>6}{'mean':>10}{'total':>10}\n")
    for i, (seat, row) in enumerate(zip(seats, stats["seats"], strict=True)):
        ai = f"{seat.level}/{seat.personality}"
        out.write(f"{i:<5}{seat.name:<8}{ai:<{width}}{row['wins']:>6}{row['mean']:>10.2f}"
                  f"{row['total']:>10}\n")
    if "winners" in stats:
        parts = [f"{k} {v}" for k, v in stats["winners"].items()]
        out.write("winners: " + ", ".join(parts) + "\n")
    out.write(f"mean actions per game: {stats['mean_actions']}\n")
