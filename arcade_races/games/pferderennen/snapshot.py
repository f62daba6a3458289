"""What a Pferderennen state shows and what its fingerprint hashes: the observation of a seat,
the snapshot and its canonical JSON written out by hand.

A recorded session takes a fingerprint after every action, nearly all of them draws, so the
snapshot's text is put together from the fields directly instead of going through
`canonical_json(snapshot())` (a test holds the two equal on every state of many sessions).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from json.encoder import encode_basestring_ascii
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arcade_races.games.pferderennen.state import PferderennenState

SNAPSHOT_JSON = (
    '{"arrival":%s,"bets":[%s],"bets_made":%d,"draws":[%s],"handout":%s,"hurdles":[%s],'
    '"order":[%s],"payout":%s,"phase":%s,"pos":%s,"race":%d,"tick":%d,"totals":%s,'
    '"track":[%s],"turned":[%s],"upfront":%s,"winner":%s}'
)
"""`canonical_json(state.snapshot())` as a template: the keys sorted, no spaces."""

JSON_BOOLS = ("false", "true")

_WORDS: dict[str, str] = {}
"""The JSON text of each card, suit and phase seen so far (a few dozen short words)."""


def word(text: str) -> str:
    """The JSON string of `text`, as canonical JSON writes it (ASCII, escaped)."""
    found = _WORDS.get(text)
    if found is None:
        found = encode_basestring_ascii(text)
        if len(_WORDS) < 4096:  # bounded, whatever a rebuilt state brings in
            _WORDS[text] = found
    return found


def words(texts: Iterable[str]) -> str:
    """The JSON of a list of strings without its brackets."""
    return ",".join(map(word, texts))


def ints(values: Sequence[Any]) -> str:
    """The JSON of a list of whole numbers (or of lists of them): its Python text, unspaced."""
    return str(values).replace(" ", "")


def snapshot_json(state: PferderennenState) -> str:
    """`canonical_json(state.snapshot())`, written out directly."""
    bets = ",".join([
        "null" if b is None else f"[{word(b[0])},{b[1]:d}]" for b in state.bets])
    hurdles = ",".join([
        f'{{"card":{word(h["card"])},"step":{h["step"]:d},"suit":{word(h["suit"])}}}'
        for h in state.hurdles])
    winner = state.winner
    return SNAPSHOT_JSON % (
        ints(state.arrival), bets, state.bets_made, words(state.draws), ints(state.handout),
        hurdles, words(state.order), ints(state.payout), word(state.phase), ints(state.pos),
        state.race, state.tick, ints(state.totals), words(state.track),
        ",".join([JSON_BOOLS[t] for t in state.turned]), ints(state.upfront),
        "null" if winner is None else word(winner))


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
