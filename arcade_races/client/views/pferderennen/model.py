"""What the Pferderennen table shows: the track cards, the aces, the pile, the bets and the tote.

The director's beats move it between observations; `Table.snap(obs)` puts it exactly where
an observation says (a view syncing, and the last beat of every step). Only the animation's
in-between values (a card half turned, an ace in the air, the lights dimmed for a hurdle) are
not the observation's; at rest they are back at their neutral values.

One picture is held on purpose: after a race of a session ends, the table keeps showing the
finished race (its cards turned, the aces where they finished) until the next race's first
card is dealt, while the observation already is the next race's empty deal. `differences`
knows it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from arcade_races.client import theme


@dataclass
class Slot:
    """A track card on the table as seen."""

    laid: bool = False
    face: str | None = None
    showing_face: bool = False
    squash: float = 1.0
    lift: float = 0.0
    shiver: float = 0.0
    # Still sliding onto its slot (the flick decoration draws it meanwhile); a step may come to
    # rest before the card does, so this is no part of what the table shows at rest.
    incoming: bool = field(default=False, compare=False)


@dataclass
class Ace:
    """An ace on the table as seen: where along its lane (in steps) and how it moves."""

    at: float = 0.0
    lift: float = 0.0
    tilt: float = 0.0
    shake: float = 0.0
    flash: float = 0.0
    moving: bool = False


@dataclass
class Table:
    """The whole table as seen. `new` makes an empty one for a game's suits and seats."""

    suits: tuple[str, ...]
    n: int
    players: int
    deck_size: int
    race_no: int = 1
    races: int = 1
    phase: str = "deal"
    slots: list[Slot] = field(default_factory=list)
    pile_count: int = 0
    discard: list[str] = field(default_factory=list)
    aces: dict[str, Ace] = field(default_factory=dict)
    bets: list[tuple[str, int] | None] = field(default_factory=list)
    chosen: list[bool] = field(default_factory=list)
    riding: list[bool] = field(default_factory=list)
    race_pay: list[int] = field(default_factory=list)
    pay_shown: list[bool] = field(default_factory=list)
    sips_left: dict[int, int] = field(default_factory=dict)
    winner: str | None = None
    order: list[str] = field(default_factory=list)
    void: bool = False
    current: int | None = None
    spot: int | None = None
    spot_suit: str | None = None
    dim: float = 0.0
    totals: list[int] = field(default_factory=list)
    history: list[str | None] = field(default_factory=list)

    @classmethod
    def new(cls, suits: tuple[str, ...], n: int, players: int, deck_size: int) -> Table:
        """An empty table before the first race."""
        table = cls(suits, n, players, deck_size)
        table.reset_race(1, 1)
        table.totals = [0] * players
        return table

    def reset_race(self, race: int, races: int) -> None:
        """Clear the board for race `race` of `races` (the session's totals stay)."""
        self.race_no, self.races = race, races
        self.slots = [Slot() for _ in range(self.n)]
        self.pile_count = self.deck_size
        self.discard = []
        self.aces = {s: Ace() for s in self.suits}
        self.bets = [None] * self.players
        self.chosen = [False] * self.players
        self.riding = [False] * self.players
        self.race_pay = [0] * self.players
        self.pay_shown = [False] * self.players
        self.sips_left = {}
        self.winner = None
        self.order = []
        self.void = False
        self.current = None
        self.spot = None
        self.spot_suit = None
        self.dim = 0.0

    def snap(self, obs: dict[str, Any], board: bool = True) -> None:
        """Show the public observation `obs` (no animation). Without `board`, only the
        session's figures (totals, past winners, races) follow it: the finished race stays."""
        self.totals = list(obs["totals"])
        self.history = [r["winner"] for r in obs["history"]]
        self.races = int(obs["races"])
        if not board:
            return
        self.phase = obs["phase"]
        self.race_no = int(obs["race"])
        track = obs["track"]
        turned = {h["step"] for h in obs["hurdles"]}
        for k, slot in enumerate(self.slots):
            slot.laid = k < len(track)
            face = track[k] if k < len(track) else None
            slot.face = face
            slot.showing_face = face is not None and (k + 1 in turned or self.phase == "over")
            slot.squash, slot.lift, slot.shiver = 1.0, 0.0, 0.0
        self.pile_count = int(obs["pile"])
        self.discard = list(obs["draws"])
        for suit, ace in self.aces.items():
            ace.at = float(obs["positions"][suit])
            ace.lift = ace.tilt = ace.shake = ace.flash = 0.0
            ace.moving = False
        phase = self.phase
        first = (self.race_no - 1) % self.players
        if phase == "deal":
            made = 0
        elif phase == "bet" and obs["to_move"] is not None:
            made = (int(obs["to_move"]) - first) % self.players
        else:
            made = self.players
        self.chosen = [False] * self.players
        for k in range(made):
            self.chosen[(first + k) % self.players] = True
        self.bets = [None if b is None else (b["suit"], int(b["stake"])) for b in obs["bets"]]
        self.riding = [b is not None for b in self.bets]
        self.race_pay = list(obs["payout"])
        settled = phase in ("handout", "over")
        self.pay_shown = [settled or p != 0 for p in self.race_pay]
        self.winner = obs["winner"]
        self.order = list(obs["order"])
        self.void = settled and self.winner is None
        self.sips_left = {}
        for seat, sips in obs["handout"]:
            self.sips_left[int(seat)] = self.sips_left.get(int(seat), 0) + int(sips)
        self.current = obs["to_move"] if phase in ("bet", "handout") else None
        self.spot, self.spot_suit, self.dim = None, None, 0.0

    @classmethod
    def at(cls, obs: dict[str, Any], deck_size: int) -> Table:
        """A table showing `obs` (as a view synced to it shows it)."""
        suits = tuple(obs["positions"])
        table = cls.new(suits, int(obs["track_cards"]), int(obs["players"]), deck_size)
        table.reset_race(int(obs["race"]), int(obs["races"]))
        table.snap(obs)
        return table

    def holds_finished_race(self, obs: dict[str, Any]) -> bool:
        """Whether the table still shows the race before `obs`'s (not yet dealt) one."""
        return (obs["phase"] == "deal" and not obs["track"] and bool(obs["history"])
                and self.race_no == int(obs["race"]) - 1)

    def differences(self, obs: dict[str, Any]) -> list[str]:
        """What this table, at rest, shows otherwise than the spectator's observation `obs`
        says (nothing, when the view is right), checked field by field against `obs` itself.
        While the finished race is held, its board is checked against `obs`'s last race."""
        out: list[str] = []

        def check(name: str, shown: object, expected: object) -> None:
            if shown != expected:
                out.append(f"{name}: shows {shown!r}, not {expected!r}")

        check("totals", self.totals, list(obs["totals"]))
        check("history", self.history, [r["winner"] for r in obs["history"]])
        check("races", self.races, int(obs["races"]))
        race: dict[str, Any] = obs
        if self.holds_finished_race(obs):
            race = {**obs["history"][-1], "phase": "over", "race": int(obs["race"]) - 1}
        else:
            check("phase", self.phase, obs["phase"])
            check("pile", self.pile_count, int(obs["pile"]))
            check("aces", {s: a.at for s, a in self.aces.items()},
                  {s: float(p) for s, p in obs["positions"].items()})
            check("to move", self.current,
                  obs["to_move"] if obs["phase"] in ("bet", "handout") else None)
            sips: dict[int, int] = {}
            for seat, count in obs["handout"]:
                sips[int(seat)] = sips.get(int(seat), 0) + int(count)
            check("sips", self.sips_left, sips)
        check("race", self.race_no, int(race["race"]))
        track = list(race["track"])
        turned = {int(h["step"]) for h in race["hurdles"]}
        over = race["phase"] == "over"
        check("laid", [s.laid for s in self.slots], [k < len(track) for k in range(self.n)])
        check("faces", [s.face if s.showing_face else None for s in self.slots],
              [track[k] if k < len(track) and (k + 1 in turned or over) else None
               for k in range(self.n)])
        check("draws", self.discard, list(race["draws"]))
        bets = [None if b is None else (b["suit"], int(b["stake"])) for b in race["bets"]]
        check("bets", [b for b, made in zip(self.bets, self.chosen, strict=True) if made],
              [b for b, made in zip(bets, self.chosen, strict=True) if made])
        check("riders", self.riding, [b is not None for b in bets])
        check("winner", (self.winner, self.order), (race["winner"], list(race["order"])))
        check("payout", [p for p, shown in zip(self.race_pay, self.pay_shown, strict=True)
                         if shown], [p for p, shown in zip(race["payout"], self.pay_shown,
                                                          strict=True) if shown])
        check("unpaid shown", [p for p, shown in zip(race["payout"], self.pay_shown,
                                                     strict=True) if not shown and p],
              [])
        check("still", [(s.squash, s.lift, s.shiver) for s in self.slots],
              [(1.0, 0.0, 0.0)] * self.n)
        check("aces still", [(a.lift, a.tilt, a.shake, a.flash, a.moving)
                             for a in self.aces.values()],
              [(0.0, 0.0, 0.0, 0.0, False)] * len(self.aces))
        check("lights", (self.spot, self.spot_suit, self.dim), (None, None, 0.0))
        return out

    # -- reading ---------------------------------------------------------------------------

    def dirty(self) -> bool:
        """Whether anything of a race is on the table (to sweep away before the next)."""
        return (any(s.laid for s in self.slots) or bool(self.discard)
                or any(a.at > 0 for a in self.aces.values()) or any(self.chosen))

    def leader(self) -> str | None:
        """The suit alone in front, if any ace has left the gate."""
        best = max(a.at for a in self.aces.values())
        leaders = [s for s, a in self.aces.items() if a.at == best]
        return leaders[0] if len(leaders) == 1 and best > 0 else None

    def backers(self, suit: str) -> list[int]:
        """The seats riding on `suit`'s ace."""
        return [s for s in range(self.players)
                if self.riding[s] and (bet := self.bets[s]) is not None and bet[0] == suit]

    def seat_note(self, seat: int) -> str:
        """A seat's bet for the exhibition corner: "3 ♥", "out", or nothing yet."""
        if not 0 <= seat < self.players or not self.chosen[seat]:
            return ""
        bet = self.bets[seat]
        if bet is None:
            return "out"
        return f"{bet[1]} {theme.SUIT_SYMBOLS[bet[0]]}"


__all__ = ["Ace", "Slot", "Table"]
