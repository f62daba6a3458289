"""The rules contract every game implements: an immutable `Game` and a mutable `State`.

Modelled on OpenSpiel: chance is a player whose outcomes are actions, legal actions come in a
stable order, and what a seat may see is a separate `observation()`.
"""

from __future__ import annotations

import abc
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol

from arcade_races.core.actions import Action, Notation
from arcade_races.core.chance import Chance
from arcade_races.core.errors import ArcadeRacesError
from arcade_races.core.events import Event
from arcade_races.core.fingerprint import (
    EMPTY_CHAIN,
    Chain,
    canonical_json,
    extend_chain,
    text_fingerprint,
)


@dataclass(frozen=True)
class Result:
    """How a game ended: a placing per seat (1 = best, shared places allowed), a score per seat
    in the game's own unit, and `figures`, the game's own JSON-safe account of what happened.
    """

    placing: tuple[int, ...]
    scores: tuple[int, ...]
    figures: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The result as JSON-safe data."""
        return {"placing": list(self.placing), "scores": list(self.scores), **self.figures}


class Commentator(Protocol):
    """Turns one action's events into lines of live commentary (deterministically)."""

    def lines(self, events: Sequence[Event]) -> list[str]:
        """The lines these events call for."""
        ...

    def sync(self, observation: dict[str, Any]) -> None:
        """Pick up a playthrough midway from a spectator's `observation` (a view or a
        replay jumping to a state, with no events in between): whatever the commentator
        keeps between steps (positions, who rolled, counts) is set from it, so the next
        lines read as if it had seen every step. A commentator that keeps nothing between
        steps does nothing."""
        ...


class Game(abc.ABC):
    """An immutable description of one game to play: rules config, board, seats, variants."""

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    notation: ClassVar[Notation]

    players: int
    variants: frozenset[str]
    board: dict[str, Any]
    """The board document the game was built from, checked against its game's board schema,
    defaults filled in (as `boards.loader.load_document` gives it): set once by the loader
    that builds the game from its files, for whoever shows the board (a view's geometry,
    colours, title) so none parses `header.board_text` again. Read it, never change it."""

    @abc.abstractmethod
    def new_initial_state(self) -> State:
        """The state before the first action."""

    @abc.abstractmethod
    def state_from_dict(self, data: dict[str, Any]) -> State:
        """Rebuild a state from `State.to_dict()` output."""

    @abc.abstractmethod
    def commentator(self, names: Sequence[str]) -> Commentator:
        """A fresh commentator for one playthrough, naming seats by `names`."""

    def set_up(self, players: int, variants: frozenset[str], low: int, high: int,
               known: Sequence[str]) -> None:
        """Keep the player count and the variants after checking them: `ArcadeRacesError`
        saying what is allowed if `players` is not `low` to `high` or a variant is unknown."""
        if not low <= players <= high:
            raise ArcadeRacesError(f"{self.title} takes {low} to {high} players, not {players}")
        unknown = sorted(variants - set(known))
        if unknown:
            raise ArcadeRacesError(
                f"unknown variant {unknown[0]!r} (one of: {', '.join(known)})"
            )
        self.players = players
        self.variants = frozenset(variants)

    def parse_action(self, text: str) -> Action:
        """An action of this game from its text notation (`NotationError` if not one)."""
        return self.notation.parse(text)

    def max_actions(self) -> int:
        """An upper bound on the actions of one playthrough (the contract test enforces it)."""
        return 100_000


class State(abc.ABC):
    """One point of one playthrough. Mutable: `apply` changes it in place."""

    game: Game
    _chains: tuple[Chain, ...]

    @abc.abstractmethod
    def to_move(self) -> int | Chance | None:
        """The seat to decide, `CHANCE`, or None when the game is over."""

    @abc.abstractmethod
    def legal_actions(self) -> Sequence[Action]:
        """Every legal action in a stable order; non-empty unless the game is over.

        At a chance node these are the outcomes, in the order of `chance_outcomes()`. A
        sequence, not always a list: a game may build its actions as they are read (a Crazy
        Race turn's, `crazy_race.listing.TurnActions`); it compares equal to the list of
        the same actions. A caller that needs a list makes one.
        """

    @abc.abstractmethod
    def chance_outcomes(self) -> list[tuple[Action, int]]:
        """At a chance node: each outcome with its positive integer weight; else empty."""

    @abc.abstractmethod
    def apply(self, action: Action) -> list[Event]:
        """Play `action` (checked: `IllegalAction` names it and says why) and say what happened."""

    @abc.abstractmethod
    def observation(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may know, as JSON-safe data; None is a spectator, who sees only what is
        public. Once the game is over everything is public."""

    @abc.abstractmethod
    def result(self) -> Result:
        """Standings so far (final once the game is over)."""

    @abc.abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """A full JSON-safe snapshot, from which `Game.state_from_dict` rebuilds the state."""

    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.to_move() is None

    def clone(self) -> State:
        """An independent copy. Games override it with a direct copy of their fields (the
        contract allows at most the cost of two steps); this default is a JSON round trip."""
        return self.game.state_from_dict(self.to_dict())

    def snapshot(self) -> dict[str, Any]:
        """`to_dict()` without the histories `history()` lists, and without fields that follow
        from the rest in every reachable state (Pferderennen's pile is the deck less the
        cards seen): what the state is now, in a size that does not grow with the game, and
        what `fingerprint()` hashes. The default is the whole `to_dict()`."""
        return self.to_dict()

    def history(self) -> Sequence[Sequence[Any]]:
        """The state's histories: lists that only ever grow, each entry JSON-safe and never
        changed once appended (a log of finished races, say), in a fixed order. They are in
        `to_dict()` but not in `snapshot()`; `fingerprint()` digests each entry once."""
        return ()

    def fingerprint(self) -> str:
        """A short hash of the whole state (16 hex digits): equal states, equal fingerprints,
        and a change anywhere changes it. What replay format 3 records after every action.

        A game keeps it up to date as it moves (`core.zobrist`: each action swaps the keys
        of the facts it changed), so it costs nothing to read; `from_dict` and `clone` carry
        it over. The default is `snapshot_fingerprint()`."""
        return self.snapshot_fingerprint()

    def snapshot_fingerprint(self) -> str:
        """The hash of `snapshot_json()` and of the histories' running digests: what replay
        format 2 recorded, kept so that those replays still check out. Costs the snapshot
        plus the history entries added since the last call (the digest so far rides along
        in `clone`, see `copy_digest`)."""
        histories = self.history()
        if not histories:
            return text_fingerprint(self.snapshot_json(), ())
        chains: tuple[Chain, ...] = getattr(self, "_chains", ())
        if len(chains) != len(histories):
            chains = (EMPTY_CHAIN,) * len(histories)
        # Most actions add to no history: then the digests so far stand as they are.
        if any(c[0] != len(h) for c, h in zip(chains, histories, strict=True)):
            chains = tuple(extend_chain(c, h) for c, h in zip(chains, histories, strict=True))
            self._chains = chains
        return text_fingerprint(self.snapshot_json(), chains)

    def snapshot_json(self) -> str:
        """`canonical_json(self.snapshot())`, what `fingerprint()` hashes. A game whose
        snapshot is plain numbers and words may write the text out directly, much faster than
        `json.dumps` with sorted keys (a recorded game takes one after every action); a test
        of its own must then hold the two equal."""
        return canonical_json(self.snapshot())

    def copy_digest(self, other: State) -> None:
        """Let this state (a fresh copy of `other`, with the same histories) start from the
        digest `other` has reached, so its first `fingerprint()` does not re-read them."""
        chains = getattr(other, "_chains", None)
        if chains is not None:
            self._chains = chains

    def scramble_secrets(self, owner: int | None, u: float) -> State:
        """A copy in which what only `owner` may see (None: what nobody sees yet, such as
        face-down cards) is changed to another possibility, chosen by `u` in [0, 1).

        The contract test checks that no other seat's observation changes. A game with nothing
        hidden returns a plain copy.
        """
        return self.clone()
