"""A match played on screen: replay recorded in the user data directory as it goes, AI seats
thinking on a worker thread so the window never freezes, human moves handed in by the view."""

from __future__ import annotations

import datetime as dt
import logging
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from arcade_races.client.paths import replays_dir
from arcade_races.core.actions import Action
from arcade_races.core.chance import CHANCE
from arcade_races.core.state import Game, State
from arcade_races.gamesetup import make_agents
from arcade_races.match import Match, Step
from arcade_races.replay import Header, Replayed, ReplayError, ReplayWriter

log = logging.getLogger("arcade_races.runner")


def new_replay_path(header: Header, directory: Path | None = None) -> Path:
    """A fresh file name for a game's replay: game, date and time, seed."""
    stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    folder = directory or replays_dir()
    path = folder / f"{header.game}-{stamp}-{header.seed}.jsonl"
    n = 2
    while path.exists():
        path = folder / f"{header.game}-{stamp}-{header.seed}-{n}.jsonl"
        n += 1
    return path


class LiveMatch:
    """Steps a `Match` for the play scene, one action at a time, without blocking a frame."""

    def __init__(
        self,
        header: Header,
        record: bool = True,
        resume: Replayed | None = None,
        directory: Path | None = None,
        game: Game | None = None,
    ) -> None:
        self.header = header
        agents = make_agents(header)
        self.replay_path: Path | None = None
        writer: ReplayWriter | None = None
        if resume is not None:
            self.game: Game = resume.game
            try:
                self.match = Match.resume(resume, agents, record=record)
                self.replay_path = Path(resume.replay.path)
            except ReplayError as err:
                log.warning("the game goes on unrecorded: %s", err)
                self.match = Match.resume(resume, agents, record=False)
        else:
            self.game = game if game is not None else header.build_game()
            if record:
                self.replay_path = new_replay_path(header, directory)
                try:
                    writer = ReplayWriter.create(self.replay_path, header)
                except ReplayError as err:
                    log.warning("the game is not recorded: %s", err)
                    self.replay_path = None
            self.match = Match(self.game, header.seed, agents, writer)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai")
        self._thinking: Future[Action] | None = None

    @property
    def state(self) -> State:
        """The current state (read it, never change it)."""
        return self.match.state

    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.match.is_over()

    def waiting_for_human(self) -> int | None:
        """The human seat that must decide now, if any."""
        return self.match.waiting_for_human()

    @property
    def thinking(self) -> bool:
        """Whether an AI seat is deciding right now."""
        return self._thinking is not None

    def poll(self) -> Step | None:
        """The next action if one is ready now: chance at once, an AI's once it has decided.
        None while an AI thinks, a human must decide, or the game is over."""
        match = self.match
        mover = match.state.to_move()
        if mover is None:
            return None
        if mover is CHANCE:
            return self._step(None)
        assert isinstance(mover, int)
        agent = match.agents.get(mover)
        if agent is None:
            return None
        if self._thinking is None:
            state = match.state
            self._thinking = self._pool.submit(
                agent.decide, state.observation(mover), state.legal_actions(),
                match.decision_rng(mover),
            )
            return None
        if not self._thinking.done():
            return None
        action = self._thinking.result()
        self._thinking = None
        return self._step(action)

    def submit(self, action: Action) -> Step:
        """A human's move (`IllegalAction` if the rules refuse it; nothing changes then)."""
        return self._step(action)

    def _step(self, action: Action | None) -> Step:
        had_recorder = self.match.recorder is not None
        step = self.match.step(action)
        if had_recorder and self.match.record_error is not None:
            log.warning("the rest of the game is not recorded: %s", self.match.record_error)
        return step

    def close(self) -> None:
        """Stop the AI thread and close the replay file (it is complete up to here)."""
        self._pool.shutdown(wait=True, cancel_futures=True)
        if self.match.recorder is not None:
            self.match.recorder.close()
            self.match.recorder = None
