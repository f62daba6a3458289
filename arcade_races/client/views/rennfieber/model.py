"""What the Rennfieber table shows: the bank's cash, the horse cards and their owners, the
auction, the training figures, the line-up, the Totalisator and the race.

The director's beats move it between observations; `Table.snap(obs)` puts it exactly where the
spectator's observation says (a view syncing, and the last beat of every step). Only the
animation's in-between values (a card in the air, a figure mid-hop, a horse galloping, cash
counting down) differ from the observation; at rest they are back at their neutral values, and
`differences(obs)` lists any field that is not.

Which room the stage shows (`scene`) follows the phase at rest (`room`): the auction room
(offer, bid and the sell-back), the training track, the paddock (line-up picks and tie rolls),
the tote (bets) and the race track (dice, moves, gallop cards; and the end of the evening).
While a step's beats run, a room may show itself for a while (the tote turning its slips over
after a race) before the table snaps to the next phase's room.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from arcade_races.core.tote import quote as tote_quote

Vec = tuple[float, float]
Slip = tuple[int, int, int]
"""(seat, horse card, value)."""

ROOMS = {"offer": "auction", "bid": "auction", "sell": "auction",
         "train": "training", "first": "training", "roll": "training", "card": "training",
         "lineup": "paddock", "tie": "paddock", "bet": "tote",
         "dice": "race", "move": "race", "play": "race", "gallop": "race", "over": "race"}
"""The room each phase is played in."""


@dataclass
class HorseCard:
    """A horse card as seen: its owner (-1: the bank), its form pointer (an index into its
    scale; fractional while it slides) and how many training cards it keeps face down."""

    card: int
    owner: int = -1
    form: float = 0.0
    kept: int = 0
    flash: float = 0.0


@dataclass
class Figure:
    """A seat's horse figure on the training track: which horse, where (spaces from the
    stable, fractional mid-hop), whether it misses its next turn or reached the meadow."""

    card: int = 0
    at: float = 0.0
    lift: float = 0.0
    missing: bool = False
    done: bool = False


@dataclass
class Runner:
    """A horse on the race track: its space (lane, loop index), the finish lines it crossed,
    its placing once home (0: still running); `pos` is a board point while it gallops
    between spaces (None at rest), with `lift`, `lean` and `glow` for the gallop."""

    card: int
    lane: int = 0
    index: int = 0
    crossed: int = 0
    place: int = 0
    pos: Vec | None = None
    lift: float = 0.0
    lean: float = 0.0
    glow: float = 0.0


@dataclass
class Auction:
    """The auction as seen: the round (1 or 2), the card on offer (0: none), the high bid and
    bidder (-1: the opening price, nobody yet), who dropped out, the cards left on the stack,
    whose bid it is."""

    round: int = 1
    card: int = 0
    high: int = 0
    high_bidder: int = -1
    out: list[bool] = field(default_factory=list)
    stack: int = 0
    turn: int = 0


@dataclass
class Table:
    """The whole table as seen. `new` makes one for a game's horses and seats."""

    players: int
    horses: list[HorseCard]
    phase: str = "offer"
    scene: str = "auction"
    race: int = 0
    races: int = 3
    to_move: int | None = None
    cash: list[int] = field(default_factory=list)
    auction: Auction = field(default_factory=Auction)
    sell_left: list[int] = field(default_factory=list)
    figures: list[Figure] = field(default_factory=list)
    train_run: int = 0
    train_turn: int = 0
    picked: list[bool] = field(default_factory=list)
    picks: list[list[int] | None] = field(default_factory=list)
    runners: list[int] = field(default_factory=list)
    lanes: list[int] = field(default_factory=list)
    slips: dict[tuple[int, int], int] = field(default_factory=dict)
    values: list[Slip] | None = None
    hand_counts: list[int] = field(default_factory=list)
    bet_limit: int = 0
    field_: dict[int, Runner] = field(default_factory=dict)
    order: list[int] = field(default_factory=list)
    finished: list[int] = field(default_factory=list)
    turn_card: int = 0
    round: int = 0
    dice: tuple[int, int] = (0, 0)
    length: int = 0
    hold: list[int] = field(default_factory=list)
    course: str = ""
    quote: int | None = None
    static: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def new(cls, static: dict[str, Any], players: int) -> Table:
        """An empty table before the first card is offered."""
        horses = [HorseCard(int(h["card"])) for h in static["horses"]]
        table = cls(players, horses, static=static)
        table.races = len(static["programme"])
        table.cash = [0] * players
        table.figures = [Figure() for _ in range(players)]
        table.picked = [False] * players
        table.picks = [None] * players
        table.hand_counts = [0] * players
        table.sell_left = [0] * players
        table.auction.out = [False] * players
        return table

    # -- reading ---------------------------------------------------------------------------

    @property
    def room(self) -> str:
        """The room the stage shows for the phase."""
        return ROOMS.get(self.phase, "race")

    def horse(self, card: int) -> HorseCard:
        """Horse card `card` (from 1)."""
        return self.horses[card - 1]

    def stable(self, seat: int) -> list[int]:
        """The horse cards `seat` owns, by number."""
        return [h.card for h in self.horses if h.owner == seat]

    def owner_of(self, card: int) -> int:
        """Who owns horse card `card` (-1: the bank)."""
        return self.horses[card - 1].owner

    def info(self, card: int) -> dict[str, Any]:
        """The printed horse card: name, price, scale, auction."""
        return dict(self.static["horses"][card - 1])

    def step_name(self, card: int) -> str:
        """The step of the form scale the pointer of `card` stands on ("2+")."""
        scale = self.static["horses"][card - 1]["scale"]
        return str(scale[min(max(round(self.horse(card).form), 0), len(scale) - 1)])

    def seat_note(self, seat: int) -> str:
        """A seat's cash and its runners for the exhibition corner."""
        if not 0 <= seat < self.players:
            return ""
        cash = f"{self.cash[seat]:,}"
        if self.room == "race" and self.field_:
            mine = [c for c in self.runners if self.owner_of(c) == seat]
            if mine:
                return f"{cash} · {' '.join(str(c) for c in mine)}"
        return cash

    # -- snapping --------------------------------------------------------------------------

    def snap(self, obs: dict[str, Any]) -> None:
        """Show the public observation `obs` (no animation)."""
        self.phase = str(obs["phase"])
        self.scene = self.room
        self.race = int(obs["race"])
        self.to_move = obs["to_move"]
        self.cash = [int(c) for c in obs["cash"]]
        for k, horse in enumerate(self.horses):
            horse.owner = int(obs["owner"][k])
            horse.form = float(obs["form"][k])
            horse.kept = int(obs["kept"][k])
            horse.flash = 0.0
        auction = obs["auction"]
        self.auction = Auction(int(auction["round"]), int(auction["card"]), int(auction["high"]),
                               int(auction["high_bidder"]), [bool(o) for o in auction["out"]],
                               int(auction["stack"]), int(auction["turn"]))
        self.sell_left = [int(n) for n in obs["sell_left"]]
        training = obs["training"]
        self.train_run = int(training["run"])
        self.train_turn = int(training["turn"])
        self.figures = [Figure(int(card), float(at), 0.0, bool(miss), bool(done))
                        for card, at, miss, done in zip(training["horses"], training["position"],
                                                        training["missing"], training["done"],
                                                        strict=True)]
        lineup = obs["lineup"]
        self.picked = [bool(p) for p in lineup["picked"]]
        self.picks = [None if p is None else [int(c) for c in p] for p in lineup["picks"]]
        self.runners = [int(c) for c in lineup["runners"]]
        self.lanes = [int(c) for c in lineup["lanes"]]
        tote = obs["tote"]
        self.slips = {(int(s), int(c)): int(n) for s, c, n in tote["slips"]}
        values = tote["values"]
        self.values = None if values is None else [(int(s), int(c), int(v)) for s, c, v in values]
        self.hand_counts = [int(n) for n in tote["hand_counts"]]
        self.bet_limit = int(tote["limit"])
        self.field_ = {}
        self.course = ""
        self.quote = None
        track = obs["track"]
        if self.room == "race":
            finished = [int(c) for c in track["finished"]]
            for key, (lane, index, crossed) in track["spot"].items():
                card = int(key)
                place = finished.index(card) + 1 if card in finished else 0
                self.field_[card] = Runner(card, int(lane), int(index), int(crossed), place)
            self.order = [int(c) for c in track["order"]]
            self.finished = finished
            self.turn_card = int(track["turn"])
            self.round = int(track["round"])
            self.dice = (int(track["dice"][0]), int(track["dice"][1]))
            self.length = int(track["length"])
            self.hold = [int(c) for c in track["hold"]]
            programme = self.static["programme"]
            self.course = str(programme[min(self.race, len(programme) - 1)]["course"])
            self.quote = self.settled_quote()
        else:
            self.order, self.finished, self.hold = [], [], []
            self.turn_card = self.round = self.length = 0
            self.dice = (0, 0)

    def settled_quote(self) -> int | None:
        """The Totalisator's quote once the slips are turned over and a winner is home."""
        if self.values is None or not self.finished:
            return None
        winner = self.finished[0]
        pool = sum(v for _, _, v in self.values)
        on_winner = sum(v for _, c, v in self.values if c == winner)
        return tote_quote(pool, on_winner, int(self.static["tote"][0]))

    @classmethod
    def at(cls, obs: dict[str, Any]) -> Table:
        """A table showing `obs` (as a view synced to it shows it)."""
        table = cls.new(obs["static"], int(obs["players"]))
        table.snap(obs)
        return table

    def differences(self, obs: dict[str, Any]) -> list[str]:
        """What this table, at rest, shows otherwise than the spectator's observation `obs`
        says (nothing, when the view is right), field by field."""
        expected = Table.at(obs)
        out: list[str] = []
        for name in ("phase", "scene", "race", "to_move", "cash", "horses", "auction", "sell_left",
                     "figures", "train_run", "train_turn", "picked", "picks", "runners", "lanes",
                     "slips", "values", "hand_counts", "bet_limit", "field_", "order",
                     "finished", "turn_card", "round", "dice", "length", "hold", "course",
                     "quote"):
            shown, wanted = getattr(self, name), getattr(expected, name)
            if shown != wanted:
                out.append(f"{name.rstrip('_')}: shows {shown!r}, not {wanted!r}")
        return out


__all__ = ["ROOMS", "Auction", "Figure", "HorseCard", "Runner", "Slip", "Table"]
