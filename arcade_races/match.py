"""The match runner: asks seats to move, samples chance, records the replay, hands on events.

Randomness is owned here and nowhere else. Chance is sampled from one `random.Random(seed)`,
one `random()` call per chance node and integer arithmetic after it (`core.chance.sample`), so a
replay's chance actions fast-forward the generator exactly. Each AI decision gets a generator of
its own, seeded from the match seed, the seat and the action number: an AI's choices replay too,
and a game resumed from its replay continues as the uninterrupted game would have.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from arcade_races.core.actions import Action
from arcade_races.core.chance import CHANCE, sample
from arcade_races.core.errors import ArcadeRacesError
from arcade_races.core.events import Event
from arcade_races.core.state import Game, Result, State
from arcade_races.replay import Replayed, ReplayError, ReplayWriter


class Agent(Protocol):
    """Anything that can decide for a seat from what that seat may see."""

    def decide(
        self, observation: dict[str, Any], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """One of `legal`, chosen from `observation` (and `rng`, the only randomness)."""
        ...


@dataclass(slots=True)
class Step:
    """One applied action: who made it (a seat, or None for chance), what, and what happened.

    Read-only by agreement rather than frozen: a frozen dataclass sets each field through
    `object.__setattr__`, paid on every action of every game."""

    number: int
    seat: int | None
    action: Action
    events: list[Event]


class HumanToMove(ArcadeRacesError):
    """`Match.step()` was called without an action while a human seat must decide."""


def decision_seed(seed: int, seat: int, number: int) -> int:
    """The seed of the generator an AI seat uses for the decision at action `number`.

    Derived by SHA-256, so it is the same in every process and Python version.
    """
    digest = hashlib.sha256(f"arcade-races/{seed}/{seat}/{number}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


class SeededOnUse(random.Random):
    """A `random.Random` seeded with `seed` when it is first drawn from, not when made.

    Seeding costs about as much as an AI's whole decision, and most decisions draw nothing;
    the numbers drawn are exactly those of `random.Random(seed)`. Every method of
    `random.Random` draws through `random()` or `getrandbits()`, which seed on first use.
    """

    def __init__(self, seed: int | Callable[[], int]) -> None:
        # The seed itself may be left to work out on first use too (`decision_seed` is a
        # SHA-256, paid on every decision otherwise).
        self._pending: int | Callable[[], int] | None = seed
        self.gauss_next = None

    def _seeded(self) -> None:
        if self._pending is not None:
            seed, self._pending = self._pending, None
            super().seed(seed if isinstance(seed, int) else seed())

    def random(self) -> float:
        """See `random.Random.random`."""
        self._seeded()
        return super().random()

    def getrandbits(self, k: int, /) -> int:
        """See `random.Random.getrandbits`."""
        self._seeded()
        return super().getrandbits(k)

    def seed(self, a: Any = None, version: int = 2) -> None:
        """See `random.Random.seed`."""
        self._pending = None
        super().seed(a, version)

    def getstate(self) -> tuple[Any, ...]:
        """See `random.Random.getstate`."""
        self._seeded()
        return super().getstate()


class Match:
    """Runs one game from a state to its end.

    `agents` maps AI seats to their agents; a seat without one is human and its moves come in
    through `step(action)`. `recorder`, if given, gets every action as it is applied.
    """

    def __init__(
        self,
        game: Game,
        seed: int,
        agents: dict[int, Agent] | None = None,
        recorder: ReplayWriter | None = None,
        state: State | None = None,
        chance_draws: int = 0,
        number: int = 0,
    ) -> None:
        self.game = game
        self.seed = seed
        self.agents = dict(agents or {})
        self.recorder = recorder
        self.record_error: ReplayError | None = None
        """Why recording stopped, if writing the replay failed (the game went on)."""
        self.recorded_result: dict[str, Any] | None = None
        """The final result's JSON as the replay's end line holds it, once a recorded game
        is over (so a caller that wants it too need not work it out again)."""
        self._final: Result | None = None
        self._running = False
        """Whether `run` is playing the game out (it writes the end line itself)."""
        self.state = state if state is not None else game.new_initial_state()
        self.number = number
        self._chance = random.Random(seed)
        for _ in range(chance_draws):
            self._chance.random()

    @classmethod
    def resume(
        cls, replayed: Replayed, agents: dict[int, Agent] | None = None, record: bool = True
    ) -> Match:
        """Go on with a game from its re-played replay (`replay.replay_game`), appending to the
        same file if `record`. Chance and AI decisions continue exactly as they would have."""
        replay = replayed.replay
        recorder = ReplayWriter.append(replay) if record else None
        match = cls(
            replayed.game,
            replay.header.seed,
            agents,
            recorder,
            state=replayed.state,
            chance_draws=replayed.chance_draws,
            number=len(replay.actions),
        )
        if recorder is not None and replay.result is None and match.is_over():
            # Cut off between the last action and the end line: finish the file now.
            recorder.write_end(match.state.result().to_json())
        return match

    def to_move(self) -> int | None:
        """The seat (human or AI) to decide next; None at chance or when the game is over."""
        mover = self.state.to_move()
        return mover if isinstance(mover, int) else None

    def waiting_for_human(self) -> int | None:
        """The human seat that must decide now, if any."""
        seat = self.to_move()
        return seat if seat is not None and seat not in self.agents else None

    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.state.to_move() is None

    def next_action(self) -> Action:
        """What happens next if nobody human is asked: a sampled chance outcome or an AI's
        decision. `HumanToMove` if a human seat must decide."""
        state = self.state
        mover = state.to_move()
        if mover is None:
            raise ArcadeRacesError("the game is over")
        if mover is CHANCE:
            return sample(state.chance_outcomes(), self._chance.random())
        assert isinstance(mover, int)
        agent = self.agents.get(mover)
        if agent is None:
            raise HumanToMove(f"seat {mover} is human and must decide")
        return agent.decide(state.observation(mover), state.legal_actions(),
                            self.decision_rng(mover))

    def decision_rng(self, seat: int) -> random.Random:
        """The generator an AI at `seat` uses for the next action (see `decision_seed`)."""
        return SeededOnUse(functools.partial(decision_seed, self.seed, seat, self.number + 1))

    def step(self, action: Action | None = None) -> Step:
        """Apply one action: `action` if given (a human's move, checked by the rules), else
        the next chance outcome or AI decision."""
        mover = self.state.to_move()
        if action is None:
            action = self.next_action()
        elif mover is CHANCE:
            # Keep one random() per chance action, so a replay's chance count fast-forwards
            # the generator exactly even when an outcome was given from outside.
            self._chance.random()
        events = self.state.apply(action)
        self.number += 1
        seat = mover if isinstance(mover, int) else None
        if self.recorder is not None:
            try:
                self.recorder.write_action(self.number, seat, str(action), self.state)
                if not self._running and self.state.to_move() is None:
                    self._write_end()
            except ReplayError as err:
                self._stop_recording(err)
        return Step(self.number, seat, action, events)

    def _write_end(self) -> None:
        assert self.recorder is not None
        self._final = self.state.result()
        self.recorded_result = self._final.to_json()
        self.recorder.write_end(self.recorded_result)

    def _stop_recording(self, err: ReplayError) -> None:
        # A full disk or a vanished folder: the game goes on unrecorded, and the file keeps
        # every whole line written so far (it can be resumed from there).
        if self.recorder is not None:
            with contextlib.suppress(ReplayError):  # what is buffered is lost with it
                self.recorder.close()
        self.recorder = None
        self.record_error = err

    def run(self, on_step: Callable[[Step], None] | None = None) -> Result:
        """Play to the end (every seat must be an AI) and return the result."""
        # The loop asks whether the game is over anyway: the end line is written after it,
        # not looked for after every recorded step.
        self._running = True
        try:
            while self.state.to_move() is not None:
                step = self.step()
                if on_step is not None:
                    on_step(step)
        finally:
            self._running = False
        if self.recorder is not None and self._final is None and self.state.to_move() is None:
            try:
                self._write_end()
            except ReplayError as err:
                self._stop_recording(err)
        return self._final if self._final is not None else self.state.result()
