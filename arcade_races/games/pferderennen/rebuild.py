"""Pferderennen states made from other data: rebuilt from `to_dict()` output, copied
(`clone`), and the copy with the secrets nobody knows dealt otherwise (`scramble_secrets`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arcade_races.games.pferderennen.zobrist import full_hash, list_keys

if TYPE_CHECKING:
    from arcade_races.games.pferderennen.state import PferderennenState


def cloned(state: PferderennenState) -> PferderennenState:
    """A copy of `state`, field by field (its lists copied, the tables and keys shared):
    `clone()`, a fraction of a step."""
    kind = type(state)
    new = kind.__new__(kind)
    new.game = state.game
    new.rules = state.rules
    new.tables = state.tables
    new.players = state.players
    new._last = state._last
    new._wild = state._wild
    new._reach = state._reach
    new.race = state.race
    new.totals = state.totals[:]
    new.log = state.log[:]  # its entries never change once appended, so they are shared
    new.phase = state.phase
    new.left = state.left[:]
    new.pile = state.pile
    new.track = state.track[:]
    new.turned = state.turned[:]
    new.unturned = state.unturned
    new.pos = state.pos[:]
    new.arrival = state.arrival[:]
    new.tick = state.tick
    new.draws = state.draws[:]
    new.bets = state.bets[:]
    new.bets_made = state.bets_made
    new.upfront = state.upfront[:]
    new.payout = state.payout[:]
    new.hurdles = state.hurdles[:]  # nor do a hurdle's
    new.winner = state.winner
    new.order = state.order[:]
    new.handout = [h[:] for h in state.handout]
    new._kinds = state._kinds[:]
    new._outcomes = state._outcomes[:]
    new._keys = state._keys
    new._hash = state._hash
    new._logged = state._logged
    new._logpart = state._logpart
    new.copy_digest(state)
    return new


def from_dict(state: PferderennenState, data: dict[str, Any]) -> PferderennenState:
    """`state`, a fresh session of the game, set to the `to_dict()` output `data`; its
    hash worked out afresh from what it now holds."""
    from arcade_races.games.pferderennen.state import PHASES

    tables = state.tables
    state.race = int(data["race"])
    phase = str(data["phase"])
    state.phase = PHASES.get(phase, phase)
    counts = data["deck"]
    state.left = [int(counts.get(k, 0)) for k in tables.kinds]
    state.pile = sum(state.left)
    state._list_outcomes()
    state.track = list(data["track"])
    state.turned = [bool(t) for t in data["turned"]]
    state.unturned = state._first_unturned()
    state.pos = [int(p) for p in data["pos"]]
    state.arrival = [int(a) for a in data["arrival"]]
    state.tick = int(data["tick"])
    state.draws = list(data["draws"])
    state.bets = [None if b is None else (str(b[0]), int(b[1])) for b in data["bets"]]
    state.bets_made = int(data["bets_made"])
    state.upfront = [int(x) for x in data["upfront"]]
    state.payout = [int(x) for x in data["payout"]]
    state.totals = [int(x) for x in data["totals"]]
    state.hurdles = [dict(h) for h in data["hurdles"]]
    state.winner = data["winner"]
    state.order = list(data["order"])
    state.handout = [[int(h[0]), int(h[1])] for h in data["handout"]]
    state.log = [dict(r) for r in data["log"]]
    # The keys of every place in the draws, step and tick this state can go on to (beyond
    # a real session's in a hand-made one): each card left moves each ace at most once and
    # each track card once more.
    suits = len(state.pos)
    moves = (state.pile + 1) * max(1, suits) + len(state.track) + 2
    state._keys.cover(len(state.draws) + state.pile + 1, max(state.pos, default=0) + moves,
                      max([state.tick, *state.arrival]) + moves)
    state._hash = full_hash(state.to_dict())
    state._logged = len(state.log)
    state._logpart = list_keys("log", state.log)
    return state


def scrambled(state: PferderennenState, owner: int | None, u: float) -> PferderennenState:
    """A copy of `state` in which, for `owner=None`, the face-down track cards and the pile
    swap among themselves as `u` in [0, 1) says (nothing is one seat's secret)."""
    from arcade_races.games.pferderennen.state import OVER

    new = state.clone()
    hidden = [j for j, t in enumerate(state.turned) if not t]
    if owner is not None or not hidden or state.phase == OVER:
        return new
    unknown = [state.track[j] for j in hidden]
    for card, count in zip(state.tables.kinds, state.left, strict=True):
        unknown.extend([card] * count)
    if len(unknown) < 2:
        return new
    k = 1 + int(u * (len(unknown) - 1))
    rotated = unknown[k:] + unknown[:k]
    index = state.tables.kind_index
    track_keys = state.tables.keys.track
    h = new._hash
    for j, card in zip(hidden, rotated, strict=False):
        # The pile is no fact of the hash (it follows from the rest): only the track's are.
        h ^= track_keys[j][index[new.track[j]]] ^ track_keys[j][index[card]]
        new.track[j] = card
    new._hash = h
    new.left = [0] * len(state.left)
    for card in rotated[len(hidden):]:
        new.left[index[card]] += 1
    new._list_outcomes()
    return new
