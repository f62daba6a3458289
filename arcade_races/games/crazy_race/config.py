"""Crazy Race's numbers, read from the validated board and game config."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from arcade_races.core.errors import ConfigError
from arcade_races.core.geometry import arc_bounds, path_length

VARIANTS: tuple[str, ...] = ("basic",)
"""`basic`: the basic game, without action cards (the rulebook's warm-up)."""

ACTION_KINDS: tuple[str, ...] = ("move", "cancel", "again", "skip")
"""Move a free track card; cancel a card played against you; you are on turn again; you must
skip a turn."""
MOVE, CANCEL, AGAIN, SKIP = range(len(ACTION_KINDS))
"""Each action card's index in `ACTION_KINDS` (and in the counts of a hand or a pile)."""

DEAL, TURN, ANSWER, DICE, REFILL, OVER = PHASES = (
    "deal", "turn", "answer", "dice", "refill", "over")
"""A race's phases: the deal, a seat's turn, the answer to a card played against a seat, the
dice, the refill after a turn, the race over (a snapshot's `phase`). In this order for ever:
a phase's key in the incremental hash is by its place here (`zobrist`)."""

ROW_KEYS = {3: "three", 4: "four", 5: "five"}
ROW_PLACES = {3: (1, 3), 4: (1, 4), 5: (2, 4)}
"""The places a bet card's row may ask for: with five players only 2nd to 4th (RULINGS)."""


@dataclass(frozen=True)
class BetCard:
    """A bet card: the place asked in each stage, by number of players."""

    id: int
    rows: dict[int, tuple[int, ...]]


@dataclass(frozen=True)
class Rules:
    """Everything the rules read from the board and config."""

    stages: int
    pieces: int
    spaces: int
    tracks: int
    min_players: int
    max_players: int
    hand: int
    dice: tuple[tuple[int, ...], ...]
    track_cards: dict[int, int]
    action_cards: dict[str, int]
    bet_cards: tuple[BetCard, ...]

    @property
    def pieces_per_track(self) -> int:
        """Track pieces from the start to the finish."""
        return self.stages * self.pieces

    def stage_of(self, piece: int) -> int:
        """The stage (0-based) a piece belongs to."""
        return piece // self.pieces

    def bet_card(self, card_id: int) -> BetCard:
        """The bet card with this number."""
        return next(card for card in self.bet_cards if card.id == card_id)

    @classmethod
    def from_documents(cls, board: dict[str, Any], config: dict[str, Any]) -> Rules:
        """Build the rules; `ConfigError` for what the schemas cannot check."""
        stages, pieces, spaces = int(board["stages"]), int(board["pieces"]), int(board["spaces"])
        want = 1 + stages * pieces * spaces
        for i, track in enumerate(board["tracks"]):
            if int(track["path"]["spaces"]) != want:
                raise ConfigError(("board", "tracks", i, "path", "spaces"),
                                  f"this track has {track['path']['spaces']} spaces",
                                  f"it needs {want}: the start and {stages} x {pieces} x {spaces}")
        check_layout(board)
        places = _places_per_card(config["bet_cards"])
        if stages > places:
            raise ConfigError(("board", "stages"),
                              f"{stages} stages, but the game config's bet cards ask for a "
                              f"place in {places} stages",
                              f"at most {places} stages with this config: a bet card names "
                              "one place per stage")
        if len(board["stage_colors"]) != stages:
            raise ConfigError(("board", "stage_colors"),
                              f"{len(board['stage_colors'])} colours for {stages} stages",
                              "one colour per stage")
        players = config["players"]
        low, high = int(players["min"]), int(players["max"])
        if low > high:
            raise ConfigError(("config", "players"), "min is above max")
        if low < 3 or high > 5:
            raise ConfigError(("config", "players"), "bet cards have rows for 3 to 5 players",
                              "min 3, max 5")
        if len(board["tracks"]) < high:
            raise ConfigError(("board", "tracks"), f"{len(board['tracks'])} tracks for up to "
                              f"{high} players", f"at least {high} tracks")
        cards = _bet_cards(config["bet_cards"], stages)
        if len(cards) < high:
            raise ConfigError(("config", "bet_cards"), "fewer bet cards than players")
        track_cards: dict[int, int] = {}
        for i, (value, count) in enumerate(config["track_cards"]):
            if value in track_cards:
                raise ConfigError(("config", "track_cards", i), f"{value} is listed twice")
            track_cards[int(value)] = int(count)
        action_cards: dict[str, int] = {}
        for i, (kind, count) in enumerate(config["action_cards"]):
            if kind in action_cards:
                raise ConfigError(("config", "action_cards", i), f"{kind} is listed twice")
            action_cards[str(kind)] = int(count)
        hand = int(config["hand"])
        if sum(track_cards.values()) < hand * high:
            raise ConfigError(("config", "track_cards"),
                              f"{sum(track_cards.values())} track cards cannot deal {hand} to "
                              f"{high} players", f"at least {hand * high} cards")
        if sum(action_cards.values()) < hand * high:
            raise ConfigError(("config", "action_cards"),
                              f"{sum(action_cards.values())} action cards cannot deal {hand} "
                              f"to {high} players", f"at least {hand * high} cards")
        return cls(
            stages=stages, pieces=pieces, spaces=spaces, tracks=len(board["tracks"]),
            min_players=low, max_players=high, hand=hand,
            dice=tuple(tuple(int(f) for f in die) for die in config["dice"]),
            track_cards=dict(sorted(track_cards.items())),
            action_cards={k: action_cards.get(k, 0) for k in ACTION_KINDS},
            bet_cards=cards,
        )


MARGIN = 0.25
"""How far beyond the canvas's edges a track or pile may reach, as a share of its size."""
PITCH = 200
"""Neighbouring spaces lie at least 1/PITCH of the canvas's longer side apart along a track."""

Box = tuple[float, float, float, float]


def check_layout(board: dict[str, Any]) -> None:
    """`ConfigError` for tracks and piles the table cannot show: a point well off the canvas,
    a track too short for its spaces to be told apart (or of no length at all).

    A segment's written points are each checked against the canvas (a Bezier curve lies
    within its control points) and an arc by the box of its sweep; the length is the track's
    as the table lays it out (`arcade_races.core.geometry`), which spreads the spaces evenly
    along it.
    """
    w, h = (float(v) for v in board["size"])
    side = max(w, h)
    canvas = (-MARGIN * w, -MARGIN * h, (1 + MARGIN) * w, (1 + MARGIN) * h)
    room = (f"within the canvas [{w:g}, {h:g}] (size), or at most a quarter of its width "
            "or height beyond an edge")
    for i, track in enumerate(board["tracks"]):
        path = track["path"]
        for j, segment in enumerate(path["segments"]):
            for where, box in _segment_boxes(segment):
                far = _beyond(box, canvas)
                if far is not None:
                    raise ConfigError(("board", "tracks", i, "path", "segments", j, *where),
                                      f"this {'arc reaches' if where == ('arc',) else 'point is'}"
                                      f" {far[0]:g}, {far[1]:g}, off the canvas", room)
        length = path_length(path)
        gap = length / max(1, int(path["spaces"]) - 1)
        least = side / PITCH
        if gap < least:
            what = ("this track has no length: all its points lie on one spot" if length <= 0
                    else f"its {path['spaces']} spaces lie {gap:.3g} pixels apart along it")
            shortest = least * (int(path["spaces"]) - 1)
            raise ConfigError(("board", "tracks", i, "path"), what,
                              f"spaces at least {least:.3g} pixels apart, 1/{PITCH} of the "
                              f"canvas's longer side: a track of at least {shortest:.0f} "
                              "pixels; closer spaces run together on the table")
    for kind, (x, y) in board["piles"].items():
        far = _beyond((float(x), float(y), float(x), float(y)), canvas)
        if far is not None:
            raise ConfigError(("board", "piles", kind), f"the {kind} pile lies at "
                              f"{far[0]:g}, {far[1]:g}, off the canvas", room)


def _beyond(box: Box, canvas: Box) -> tuple[float, float] | None:
    """A corner of `box` outside `canvas`, or None if the box lies within it."""
    left, top, right, bottom = box
    if left < canvas[0] or top < canvas[1] or right > canvas[2] or bottom > canvas[3]:
        x = left if left < canvas[0] else right
        y = top if top < canvas[1] else bottom
        return (x, y)
    return None


def _segment_boxes(segment: dict[str, Any]) -> list[tuple[tuple[str | int, ...], Box]]:
    """Boxes the whole segment lies in, each with the path of what it comes from in the
    segment: each point as written, an arc's box as a whole."""
    if "arc" in segment:
        return [(("arc",), arc_bounds(segment["arc"]))]
    if "line" in segment:
        named: list[tuple[tuple[str | int, ...], Any]] = [
            (("line", key), segment["line"][key]) for key in ("from", "to")]
    elif "bezier" in segment:
        named = [(("bezier", "points", k), p) for k, p in enumerate(segment["bezier"]["points"])]
    else:
        named = [(("points", k), p) for k, p in enumerate(segment["points"])]
    return [(where, (float(p[0]), float(p[1]), float(p[0]), float(p[1]))) for where, p in named]


def _places_per_card(raws: Sequence[dict[str, Any]]) -> int:
    """How many places every row of every bet card names (the stages they are made for);
    `ConfigError` at the config's first row of another length."""
    places = len(raws[0]["three"])
    for i, raw in enumerate(raws):
        for key in ROW_KEYS.values():
            if len(raw[key]) != places:
                raise ConfigError(("config", "bet_cards", i, key),
                                  f"{len(raw[key])} places where bet_cards[0].three has "
                                  f"{places}", "every row of every card as long: one place "
                                  "per stage")
    return places


def _bet_cards(raws: Sequence[dict[str, Any]], stages: int) -> tuple[BetCard, ...]:
    """The config's bet cards for a board of `stages` stages: each row's first `stages`
    places (a board of fewer stages than the cards plays their first stages; the board's
    own check has made sure there are that many)."""
    cards: list[BetCard] = []
    seen: set[tuple[Any, ...]] = set()
    for i, raw in enumerate(raws):
        rows: dict[int, tuple[int, ...]] = {}
        full: list[tuple[int, ...]] = []
        for n, key in ROW_KEYS.items():
            row = tuple(int(p) for p in raw[key])
            first, last = ROW_PLACES[n]
            for j, place in enumerate(row):
                if not first <= place <= last:
                    raise ConfigError(("config", "bet_cards", i, key, j),
                                      f"place {place} with {n} players", f"{first} to {last}")
            full.append(row)
            rows[n] = row[:stages]
        card = BetCard(int(raw["id"]), rows)
        if card.id in {c.id for c in cards}:
            raise ConfigError(("config", "bet_cards", i, "id"), f"id {card.id} twice")
        signature = tuple(full)
        if signature in seen:
            raise ConfigError(("config", "bet_cards", i), "two bet cards are the same",
                              "every card distinct")
        seen.add(signature)
        cards.append(card)
    return tuple(cards)
