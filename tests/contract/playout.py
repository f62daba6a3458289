"""Seeded random playouts that check the rules contract at every step (tests/contract)."""

from __future__ import annotations

import io
import json
import random
from dataclasses import dataclass
from typing import Any

from arcade_races.ai.base import RandomAgent
from arcade_races.core.actions import Action
from arcade_races.core.chance import CHANCE
from arcade_races.core.errors import IllegalAction
from arcade_races.core.fingerprint import canonical_json
from arcade_races.core.state import Game, State
from arcade_races.games import get_spec
from arcade_races.gamesetup import ai_seats, make_header
from arcade_races.match import Match
from arcade_races.replay import Header, ReplayWriter, parse_replay, replay_game


@dataclass(frozen=True)
class Playout:
    """How a playout is set up: game, player count, variants, seed."""

    game_id: str
    players: int
    variants: tuple[str, ...]
    seed: int


def playout_for(game_id: str, seed: int) -> Playout:
    """A varied setup for `seed`: player count and variants chosen from the seed."""
    spec = get_spec(game_id)
    rng = random.Random(seed)
    while True:
        players = spec.min_players + int(rng.random() * (spec.max_players - spec.min_players + 1))
        variants = [v for v in spec.variants if rng.random() < 0.3]
        if spec.quick_variants and seed % 10:
            # Nine playouts in ten are short ones; a quick variant replaces any random pick
            # of the same name (`days=1` replaces `days=4`).
            keys = {q.split("=")[0] for q in spec.quick_variants}
            variants = [v for v in variants if v.split("=")[0] not in keys]
            variants += spec.quick_variants
        if spec.playable(players, frozenset(variants)):
            return Playout(game_id, players, tuple(variants), seed)


def header_for(p: Playout) -> Header:
    """The replay header of a playout (random seats)."""
    return make_header(p.game_id, ai_seats(p.game_id, p.players, "random"), p.seed, p.variants)


class Prints:
    """What a playout's fingerprints have said so far: the fingerprint must change exactly
    when the state (its whole `to_dict()`) does, step to step, and never name two states."""

    def __init__(self) -> None:
        self.last: tuple[str, dict[str, Any]] | None = None
        self.states: dict[str, str] = {}

    def check(self, fp: str, data: dict[str, Any], deep: bool) -> None:
        """Check the fingerprint `fp` of the state `data` against the ones seen before."""
        if self.last is not None:
            last_fp, last_data = self.last
            assert (fp == last_fp) == (data == last_data), (
                "the fingerprint did not change with the state" if fp == last_fp
                else "the fingerprint changed but the state did not"
            )
        self.last = (fp, data)
        if deep:
            text = canonical_json(data)
            assert self.states.setdefault(fp, text) == text, f"fingerprint {fp} names two states"


def check_state(
    game: Game, state: State, seen: list[Action], rng: random.Random, deep: bool = True,
    prints: Prints | None = None,
) -> None:
    """Every per-step check of the contract. The costly JSON round trips run on `deep` steps
    (every few steps and at the end); everything else runs at every step."""
    data = state.to_dict()
    fp = state.fingerprint()
    assert fp == state.fingerprint(), "the fingerprint is not stable"
    if prints is not None:
        prints.check(fp, data, deep)
    if deep:
        assert json.loads(json.dumps(data)) == data, "to_dict is not JSON-safe"
    if deep:
        rebuilt = game.state_from_dict(data)
        assert rebuilt.to_dict() == data, "from_dict round trip"
        # A rebuilt state digests its histories afresh: equal only if no history entry was
        # changed after it was appended (the running digest would not see that).
        assert rebuilt.fingerprint() == fp, "the fingerprint does not survive from_dict"
        # A game may write its snapshot's JSON by hand: it must be the canonical one.
        assert state.snapshot_json() == canonical_json(state.snapshot()), "snapshot_json"
    copy = state.clone()
    assert copy.to_dict() == data, "clone differs"
    assert copy.fingerprint() == fp, "a clone has another fingerprint"
    mover = state.to_move()
    legal = state.legal_actions()
    assert legal == copy.legal_actions(), "legal order is unstable"
    if deep:
        # A listing is a sequence, not always a list (a game may build its actions as they
        # are read): by index and in order it reads the same actions.
        listed = list(legal)
        assert [legal[i] for i in range(len(legal))] == listed, "the listing reads two ways"
        assert legal == listed and listed == legal, "the listing is not its list"
    # The notation of every legal action round-trips (on light steps, a sample of them).
    sample = legal if deep else legal[:: max(1, len(legal) // 8)]
    for action in sample:
        assert game.parse_action(str(action)) == action, f"notation of {action!r}"
    if mover is None:
        assert legal == []
        assert state.chance_outcomes() == []
    else:
        assert legal, "no legal action while the game goes on"
        if mover is CHANCE:
            outcomes = state.chance_outcomes()
            assert [a for a, _ in outcomes] == legal
            assert all(isinstance(w, int) and w > 0 for _, w in outcomes)
        else:
            assert state.chance_outcomes() == []
    # An illegal action is rejected and changes nothing.
    illegal = next((a for a in reversed(seen) if a not in legal), None)
    if illegal is not None:
        probe = state.clone()
        try:
            probe.apply(illegal)
        except IllegalAction as err:
            assert str(illegal) in str(err)
        else:
            raise AssertionError(f"{illegal} was accepted but is not legal")
        assert probe.to_dict() == data, "a rejected action changed the state"
    # Nobody sees another seat's secret.
    players = game.players
    viewers: list[int | None] = [None, *range(players)]
    seen_obs = {v: state.observation(v) for v in viewers}
    if deep:
        for obs in seen_obs.values():
            assert json.loads(json.dumps(obs)) == obs, "observation is not JSON-safe"
    # One seat's secrets a step (chosen at random), plus what nobody sees.
    owners = [None, viewers[1 + int(rng.random() * players)]]
    for owner in owners:
        other = state.scramble_secrets(owner, rng.random())
        if other.to_dict() == data:
            continue  # nothing of that owner's is secret here: nothing to compare
        for viewer in viewers:
            if viewer == owner:
                continue
            assert other.observation(viewer) == seen_obs[viewer], (
                f"seat {viewer} sees a secret of {'nobody' if owner is None else owner}"
            )


DEEP_EVERY = 8
"""How often (in actions) the JSON round trips of `check_state` run."""


def run_playout(p: Playout, *, check_every: int = 1) -> str:
    """Play `p` with random seats, checking the contract at every step; returns the final
    fingerprint. Also writes the replay (in memory) and verifies it."""
    header = header_for(p)
    game = header.build_game()
    agents = {seat: RandomAgent() for seat in range(p.players)}
    stream = io.StringIO()
    writer = ReplayWriter(stream)
    writer.write_header(header)
    match = Match(game, p.seed, agents, writer)  # type: ignore[arg-type]
    seen: list[Action] = []
    rng = random.Random(p.seed)
    prints = Prints()
    limit = game.max_actions()
    while not match.is_over():
        if match.number % check_every == 0:
            check_state(game, match.state, seen, rng, deep=match.number % DEEP_EVERY == 0,
                        prints=prints if check_every == 1 else None)
        step = match.step()
        for event in step.events:
            json.dumps(event.to_json())
        if step.action not in seen:
            seen.append(step.action)
        assert match.number <= limit, f"no end after {limit} actions"
    check_state(game, match.state, seen, rng, prints=prints if check_every == 1 else None)
    replay = parse_replay(stream.getvalue().encode(), "<memory>")
    assert replay.finished
    replayed = replay_game(replay)
    assert replayed.state.fingerprint() == match.state.fingerprint()
    return match.state.fingerprint()
