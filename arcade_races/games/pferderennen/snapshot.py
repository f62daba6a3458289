"""What a Pferderennen state shows and what its fingerprint hashes: the observation of a seat,
the snapshot and its canonical JSON written out by hand.

A recorded session takes a fingerprint after every action, nearly all of them draws, so the
snapshot's text is put together from the fields directly instead of going through
`canonical_json(snapshot())` (a test holds the two equal on every state of many sessions).
"""

from __future__ import annotations

from collections.abc import Sequence
from json.encoder import encode_basestring_ascii
from typing import TYPE_CHECKING, Any

from arcade_races.core.fingerprint import canonical_json
from arcade_races.core.state import Result

if TYPE_CHECKING:
    from arcade_races.games.pferderennen.state import PferderennenState

SNAPSHOT_JSON = (
    '{"arrival":%s,"bets":[%s],"bets_made":%d,"draws":[%s],"handout":%s,"hurdles":[%s],'
    '"order":[%s],"payout":%s,"phase":%s,"pos":%s,"race":%d,"tick":%d,"totals":%s,'
    '"track":[%s],"turned":[%s],"upfront":%s,"winner":%s}'
)
"""`canonical_json(state.snapshot())` as a template: the keys sorted, no spaces."""

JSON_BOOLS = ("false", "true")

PHASES = ("deal", "bet", "race", "handout", "over")


class SnapshotText:
    """The JSON text of every word and bet a game's snapshot can hold, built once per game:
    the cards and suits of its deck, the phases, and each bet (`null` for none)."""

    def __init__(self, deck: Sequence[str], suits: Sequence[str], max_stake: int) -> None:
        self.words: dict[str, str] = {
            w: encode_basestring_ascii(w) for w in (*deck, *suits, *PHASES)}
        self.bets: dict[tuple[str, int] | None, str] = {None: "null"}
        for suit in suits:
            for stake in range(1, max_stake + 1):
                self.bets[(suit, stake)] = f"[{self.words[suit]},{stake}]"
        self.staked: dict[tuple[str, int], str] = {
            (suit, stake): f'{{"stake":{stake},"suit":{self.words[suit]}}}'
            for suit in suits for stake in range(1, max_stake + 1)}
        """A race log's bet, `{"suit", "stake"}`, by (suit, stake)."""


def ints(values: Sequence[Any]) -> str:
    """The JSON of a list of whole numbers (or of lists of them): its Python text, unspaced."""
    return str(values).replace(" ", "")


def race_figures(state: PferderennenState) -> dict[str, Any]:
    """The race of `state` as the simulate JSON reports it (and its race log keeps it)."""
    return {
        "race": state.race + 1,
        "track": list(state.track),
        "draws": list(state.draws),
        "bets": [None if b is None else {"suit": b[0], "stake": b[1]} for b in state.bets],
        "winner": state.winner,
        "order": list(state.order),
        "payout": list(state.payout),
        "hurdles": [dict(h) for h in state.hurdles],
    }


FIGURES_JSON = ('{"bets":[%s],"draws":[%s],"hurdles":[%s],"order":[%s],"payout":[%s],"race":%d,'
                '"track":[%s],"winner":%s}')
"""`canonical_json(race_figures(state))` as a template: the keys sorted, no spaces."""

FIGURES = frozenset(("race", "track", "draws", "bets", "winner", "order", "payout", "hurdles"))
HURDLE = frozenset(("step", "card", "suit"))


def figures_json(figures: dict[str, Any], text: SnapshotText) -> str:
    """`canonical_json(figures)` of a race's figures as `race_figures` makes them from a
    state, written out from the game's `SnapshotText`: the race log's key is the hash of this
    text, taken once a recorded race, and the plain encoder spends most of its time sorting
    the eight small dicts. `race_figures` makes the race, the stakes and the amounts ints
    (a rebuilt state's are made so); what a rebuilt state copies as it was given (a hurdle,
    a word the game does not know) is checked, and anything else takes the plain way, so
    the text is always the canonical one."""
    word = text.words.__getitem__
    try:
        hurdles = figures["hurdles"]
        if figures.keys() != FIGURES or not all(
                hurdle.keys() == HURDLE and type(hurdle["step"]) is int for hurdle in hurdles):
            return canonical_json(figures)
        staked = text.staked
        winner = figures["winner"]
        return FIGURES_JSON % (
            ",".join(["null" if bet is None else staked[bet["suit"], bet["stake"]]
                      for bet in figures["bets"]]),
            ",".join(map(word, figures["draws"])),
            ",".join([f'{{"card":{word(h["card"])},"step":{h["step"]:d},"suit":{word(h["suit"])}}}'
                      for h in hurdles]),
            ",".join(map(word, figures["order"])), ",".join(map(str, figures["payout"])),
            figures["race"], ",".join(map(word, figures["track"])),
            "null" if winner is None else word(winner))
    except (KeyError, TypeError, AttributeError):
        return canonical_json(figures)


def snapshot(state: PferderennenState) -> dict[str, Any]:
    """`state.snapshot()`: its `to_dict()` but the pile and the race log."""
    # Without the pile: it is always the full deck less the track and this race's draws,
    # so it follows from them, and leaving it out makes a recorded action's fingerprint
    # about three times cheaper. `to_dict` adds it.
    return {
        "race": state.race,
        "phase": state.phase,
        "track": list(state.track),
        "turned": list(state.turned),
        "pos": list(state.pos),
        "arrival": list(state.arrival),
        "tick": state.tick,
        "draws": list(state.draws),
        "bets": [None if b is None else [b[0], b[1]] for b in state.bets],
        "bets_made": state.bets_made,
        "upfront": list(state.upfront),
        "payout": list(state.payout),
        "totals": list(state.totals),
        "hurdles": [dict(h) for h in state.hurdles],
        "winner": state.winner,
        "order": list(state.order),
        "handout": [list(h) for h in state.handout],
    }


def snapshot_json(state: PferderennenState) -> str:
    """`canonical_json(state.snapshot())`, written out directly from the game's
    `SnapshotText`; a state rebuilt with a word or bet the game does not know (a card from
    another deck, say) takes the plain way instead."""
    text = state.tables.text
    word = text.words.__getitem__
    try:
        hurdles = ",".join([
            f'{{"card":{word(h["card"])},"step":{h["step"]:d},"suit":{word(h["suit"])}}}'
            for h in state.hurdles])
        winner = state.winner
        return SNAPSHOT_JSON % (
            ints(state.arrival), ",".join(map(text.bets.__getitem__, state.bets)),
            state.bets_made, ",".join(map(word, state.draws)), ints(state.handout), hurdles,
            ",".join(map(word, state.order)), ints(state.payout), word(state.phase),
            ints(state.pos), state.race, state.tick, ints(state.totals),
            ",".join(map(word, state.track)),
            ",".join([JSON_BOOLS[t] for t in state.turned]), ints(state.upfront),
            "null" if winner is None else word(winner))
    except KeyError:
        return canonical_json(state.snapshot())


def result(state: PferderennenState) -> Result:
    """`state.result()`: the placing by totals, the totals, and the races' figures."""
    from arcade_races.games.pferderennen.tables import competition_placing  # (imports us)

    figures: dict[str, Any] = {}
    if len(state.log) == 1 and state.rules.races == 1:
        figures.update({k: v for k, v in state.log[0].items() if k != "race"})
    figures["races"] = [dict(r) for r in state.log]
    figures["payout"] = list(state.totals)
    figures["units"] = state.game.units
    return Result(competition_placing(state.totals), tuple(state.totals), figures)


def observation(state: PferderennenState, seat: int | None) -> dict[str, Any]:
    """What `seat` (None: a spectator) sees: everything but the face-down track cards (all
    shown once the session is over) and the pile's order."""
    phase = state.phase
    over = phase == "over"
    rules = state.rules
    track = state.track
    shown: list[str | None]
    if over:
        shown = list(track)
    else:
        shown = [c if t else None for c, t in zip(track, state.turned, strict=True)]
    return {
        "game": "pferderennen",
        "seat": seat,
        "players": state.players,
        "race": state.race + 1,
        "races": rules.races,
        "phase": phase,
        "to_move": None if over or phase in ("deal", "race") else state.to_move(),
        "track_cards": rules.track_cards,
        "track": shown,
        "pile": state.pile,
        "positions": dict(zip(rules.suits, state.pos, strict=True)),
        "draws": list(state.draws),
        "hurdles": [dict(h) for h in state.hurdles],
        "bets": [None if b is None else {"suit": b[0], "stake": b[1]} for b in state.bets],
        "winner": state.winner,
        "order": list(state.order),
        "payout": list(state.payout),
        "totals": list(state.totals),
        "handout": [list(h) for h in state.handout],
        "max_stake": rules.max_stake,
        "rates": {
            "win": rules.win,
            "place": [rules.place.num, rules.place.den],
            "show": [rules.show.num, rules.show.den],
            "up_front": [rules.up_front.num, rules.up_front.den],
        },
        "units": state.game.units,
        "variants": list(state.tables.variant_names),
        "history": [dict(r) for r in state.log],
    }
