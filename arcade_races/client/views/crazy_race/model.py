"""What the Crazy Race table shows: the laid cards, the pawns, the cups, the hands' counts, the
piles and the reveal, snapped to the public observation at rest.

The director moves it along as the beats play (a card leaves a hand when it is thrown, a cup
arrives when it lands); `snap(obs)` makes it show the observation exactly, and
`differences(obs)` names what does not (empty at rest). Drawing only reads it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

Spot = tuple[int, int]
"""A location on the board: (track, piece)."""


@dataclass
class Morph:
    """A piece's card going from `before` spaces to `after` (progress `t`)."""

    before: int
    after: int
    t: float = 0.0


@dataclass
class Reveal:
    """The final reveal as seen: bet cards turning over, cups laid on them stage by stage."""

    bets: list[list[int]]
    placings: list[list[int]]
    scores: list[int]
    gains: list[list[int]]
    shown: float = 0.0
    flip: float = 0.0
    laid: list[float] = field(default_factory=list)
    judged: list[float] = field(default_factory=list)
    ranked: float = 0.0

    @classmethod
    def of(cls, bets: Sequence[Sequence[int]], placings: Sequence[Sequence[int]],
           scores: Sequence[int], done: bool = False) -> Reveal:
        """The reveal of these cards and cups; `done`: already over."""
        stages = len(placings[0]) if placings else 0
        gains = []
        for me, (bet, got) in enumerate(zip(bets, placings, strict=True)):
            row = []
            for stage in range(stages):
                asked = bet[stage]
                row.append(1 + sum(1 for other, card in enumerate(bets)
                                   if other != me and card[stage] == asked)
                           if got[stage] == asked else 0)
            gains.append(row)
        full = 1.0 if done else 0.0
        return cls([list(b) for b in bets], [list(p) for p in placings], list(scores), gains,
                   full, full, [full] * stages, [full] * stages, full)

    def points(self, seat: int) -> float:
        """The points counted up so far."""
        return sum(g * min(1.0, j * 1.6) for g, j in zip(self.gains[seat], self.judged,
                                                          strict=True))

    def placing(self, seat: int) -> int:
        """1 for the most points (ties share)."""
        return 1 + sum(1 for q in self.scores if q > self.scores[seat])




@dataclass
class Table:
    """The table as shown. `players`, `stages`, `pieces` (per track), `tracks`, `main` (the
    action cards are in play) and the pile sizes are the game's; the rest is what is shown."""

    players: int
    stages: int
    pieces: int
    tracks: int
    main: bool
    track_total: int
    action_total: int
    cards: list[list[int]] = field(default_factory=list)
    """Each piece's track card, in spaces (-1: none)."""
    hidden: set[Spot] = field(default_factory=set)
    """Laid cards still in the air (not drawn on the board yet)."""
    morphs: dict[Spot, Morph] = field(default_factory=dict)
    pawn_at: list[tuple[int, int]] = field(default_factory=list)
    pawn_anim: dict[int, tuple[tuple[float, float], float]] = field(default_factory=dict)
    """Pawns hopping: where they are on screen and how high."""
    finished: list[int] = field(default_factory=list)
    cups: list[list[int]] = field(default_factory=list)
    next_cup: list[int] = field(default_factory=list)
    lying: list[str] = field(default_factory=list)
    pending: tuple[int, int, str] | None = None
    counts: list[list[int]] = field(default_factory=list)
    """Each seat's track and action cards in hand, as shown."""
    incoming: list[list[int]] = field(default_factory=list)
    """Cards dealt to each seat still in the air (they count once they land)."""
    has_bet: list[bool] = field(default_factory=list)
    piles: dict[str, int] = field(default_factory=dict)
    discards: dict[str, int] = field(default_factory=dict)
    top_track: int | None = None
    top_action: str | None = None
    current: int | None = None
    phase: str = "deal"
    reveal: Reveal | None = None
    throws: int = 0
    """Dice throws so far (the board layer redraws the tray after each)."""

    def __post_init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        n = self.players
        self.cards = [[-1] * self.pieces for _ in range(self.tracks)]
        self.hidden: set[Spot] = set()
        self.morphs: dict[Spot, Morph] = {}
        self.pawn_at: list[tuple[int, int]] = [(-1, 0)] * n
        self.pawn_anim: dict[int, tuple[tuple[float, float], float]] = {}
        self.finished: list[int] = []
        self.cups = [[0] * self.stages for _ in range(n)]
        self.next_cup = [1] * self.stages
        self.lying = [""] * n
        self.pending: tuple[int, int, str] | None = None
        self.counts = [[0, 0] for _ in range(n)]
        self.incoming = [[0, 0] for _ in range(n)]
        self.has_bet = [False] * n
        self.piles = {"track": self.track_total,
                      "action": self.action_total if self.main else 0}
        self.discards = {"track": 0, "action": 0}
        self.top_track: int | None = None
        self.top_action: str | None = None
        self.current: int | None = None
        self.phase = "deal"
        self.reveal: Reveal | None = None
        self.flashes: list[list[Any]] = []

    def snap(self, obs: dict[str, Any]) -> None:
        """Make the table show the public observation `obs` (no animation)."""
        self.phase = str(obs["phase"])
        self.cards = [[int(v) for v in row] for row in obs["cards"]]
        self.hidden.clear()
        self.morphs.clear()
        self.pawn_at = [(int(p[0]), int(p[1])) for p in obs["pawns"]]
        self.pawn_anim.clear()
        self.finished = [int(s) for s in obs["finished"]]
        self.cups = [[int(c) for c in row] for row in obs["cups"]]
        self.next_cup = [1 + sum(1 for row in self.cups if row[st]) for st in range(self.stages)]
        self.lying = [str(k) for k in obs["lying"]]
        pending = obs["pending"]
        self.pending = (int(pending[0]), int(pending[1]), str(pending[2])) if pending else None
        hands = obs["hands"]
        for s in range(self.players):
            track, action = int(hands[s]["track_cards"]), int(hands[s]["action_cards"])
            self.counts[s] = [track - self.incoming[s][0], action - self.incoming[s][1]]
            self.has_bet[s] = self.has_bet[s] or self.phase != "deal" or track + action > 0
        self.piles = {k: int(v) for k, v in obs["piles"].items()}
        discards = obs["discards"]
        self.discards = {"track": sum(discards["track"]), "action": sum(discards["action"])}
        values, kinds = list(obs["track_values"]), list(obs["action_kinds"])
        if not self.discards["track"]:
            self.top_track = None
        elif self.top_track not in values or not discards["track"][values.index(self.top_track)]:
            self.top_track = max(v for v, c in zip(values, discards["track"], strict=True) if c)
        if not self.discards["action"]:
            self.top_action = None
        elif self.top_action not in kinds or not discards["action"][kinds.index(self.top_action)]:
            self.top_action = next(k for k, c in zip(kinds, discards["action"], strict=True)
                                   if c)
        self.current = int(obs["turn_of"]) if self.phase in ("turn", "answer", "dice",
                                                              "refill") else None
        if self.phase == "over" and obs.get("bets"):
            if self.reveal is None:
                from arcade_races.games.crazy_race.scoring import score

                bets = obs["bets"]
                self.reveal = Reveal.of(bets, self.cups, score(bets, self.cups), done=True)
        else:
            self.reveal = None

    def differences(self, obs: dict[str, Any]) -> list[str]:
        """The fields in which the table does not show the public observation `obs`."""
        held = [[c + i for c, i in zip(counts, coming, strict=True)]
                for counts, coming in zip(self.counts, self.incoming, strict=True)]
        checks: Sequence[tuple[str, bool]] = (
            ("cards", self.cards == obs["cards"]),
            ("pawns", [list(p) for p in self.pawn_at] == obs["pawns"]),
            ("cups", self.cups == obs["cups"]),
            ("lying", self.lying == obs["lying"]),
            ("finished", self.finished == obs["finished"]),
            ("piles", self.piles == obs["piles"]),
            ("hands", held == [[h["track_cards"], h["action_cards"]] for h in obs["hands"]]),
            ("reveal", (self.reveal is not None) == (obs["phase"] == "over")),
        )
        return [name for name, same in checks if not same]


__all__ = ["Morph", "Reveal", "Spot", "Table"]
