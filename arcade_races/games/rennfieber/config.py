"""Rennfieber's numbers, cards and tracks, read from the validated board and game config."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from arcade_races.core.errors import ConfigError
from arcade_races.core.lanes import LaneGraph, Space
from arcade_races.games.rennfieber.drawable import check_drawable

VARIANTS: tuple[str, ...] = ("by_lane", "own_programme", "races=1", "races=2")
"""`by_lane`: horses move strictly in lane order (the rulebook's variant); `own_programme`: the
config's own race programme instead of Race Programme I; `races=N`: only the first N races of
the programme (a short evening)."""


@dataclass(frozen=True)
class HorseCard:
    """A horse card: its number, name, price, daily-form scale (bottom first) and auction."""

    card: int
    name: str
    price: int
    scale: tuple[str, ...]
    auction: int

    @property
    def top(self) -> int:
        """The index of its best step."""
        return len(self.scale) - 1


@dataclass(frozen=True)
class TrainingCard:
    """A kind of training card: kept (`karriere`, `durchbruch`) or acting `now`."""

    id: int
    count: int
    kind: str
    title: str
    text: str
    form: int
    cash: int


@dataclass(frozen=True)
class GallopCard:
    """A kind of gallop card."""

    id: int
    count: int
    title: str
    text: str
    effect: str
    spaces: int
    lane: str
    cash: int


@dataclass(frozen=True)
class RaceEntry:
    """One race of a programme."""

    course: str
    fee: int
    runners: str
    prizes: tuple[int, ...]
    restock: bool


@dataclass(frozen=True)
class Seating:
    """The row of the seating table for the number of players."""

    horses: int
    runners: int
    cash: int
    resell: int


@dataclass(frozen=True)
class Square:
    """An instruction space of the training track."""

    at: int
    do: str
    value: int
    label: str


@dataclass(frozen=True)
class Course:
    """A course: each lane's start space and the crossings to its end."""

    start: tuple[int, ...]
    crossings: int


@dataclass(frozen=True)
class RaceTrack:
    """The lanes as a step graph, the sections, and the two courses."""

    graph: LaneGraph
    sections: int
    courses: dict[str, Course]
    layout: tuple[tuple[tuple[int, ...], Fraction], ...]
    """Each lane's spaces per section and offset: what the graph is built from."""

    @property
    def lanes(self) -> int:
        """How many lanes the track has."""
        return self.graph.lanes


@dataclass(frozen=True)
class Rules:
    """Everything the rules read from the board and config."""

    min_players: int
    max_players: int
    seating: tuple[tuple[int, int, Seating], ...]
    raises: tuple[int, ...]
    slips: tuple[int, ...]
    bet_horses: tuple[tuple[int, int, int], ...]
    race_die: tuple[int, ...]
    die: tuple[int, ...]
    gallop_on: frozenset[int]
    boost: int
    sell_bonus: int
    tote_quote: int
    tote_round: int
    form_order: tuple[str, ...]
    extra: dict[str, dict[int, int]]
    horses: tuple[HorseCard, ...]
    training_cards: tuple[TrainingCard, ...]
    gallop_cards: tuple[GallopCard, ...]
    programme: tuple[RaceEntry, ...]
    own_programme: tuple[RaceEntry, ...]
    meadow: int
    squares: dict[int, Square]
    track: RaceTrack

    def seats(self, players: int) -> Seating:
        """The seating row for `players`."""
        for low, high, row in self.seating:
            if low <= players <= high:
                return row
        raise ConfigError(("config", "seating"), f"no row for {players} players")

    def horse(self, card: int) -> HorseCard:
        """The horse card with this number."""
        return self._horses[card]

    def training_card(self, card_id: int) -> TrainingCard:
        """The training card with this id."""
        return self._training[card_id]

    def gallop_card(self, card_id: int) -> GallopCard:
        """The gallop card with this id."""
        return self._gallop[card_id]

    def form_rank(self, card: int, step: int) -> int:
        """How good step `step` of horse `card` is among all steps (for the lanes)."""
        return self.form_order.index(self.horse(card).scale[step])

    def bonus(self, card: int, step: int, roll: int) -> int:
        """The daily-form table: spaces a race-die `roll` gains (or loses) at that step."""
        return self.extra[self.horse(card).scale[step]].get(roll, 0)

    def max_bet_horses(self, runners: int) -> int:
        """How many different horses a seat may back with `runners` in the race."""
        for low, high, horses in self.bet_horses:
            if low <= runners <= high:
                return horses
        return 1

    def __post_init__(self) -> None:
        object.__setattr__(self, "_horses", {h.card: h for h in self.horses})
        object.__setattr__(self, "_training", {c.id: c for c in self.training_cards})
        object.__setattr__(self, "_gallop", {c.id: c for c in self.gallop_cards})

    _horses: dict[int, HorseCard] = field(default_factory=dict, init=False, repr=False,
                                          compare=False)
    _training: dict[int, TrainingCard] = field(default_factory=dict, init=False, repr=False,
                                               compare=False)
    _gallop: dict[int, GallopCard] = field(default_factory=dict, init=False, repr=False,
                                           compare=False)

    @classmethod
    def from_documents(cls, board: dict[str, Any], config: dict[str, Any]) -> Rules:
        """Build the rules; `ConfigError` for what the schemas cannot check."""
        players = config["players"]
        low, high = int(players["min"]), int(players["max"])
        if low > high:
            raise ConfigError(("config", "players"), "min is above max")
        seating = _seating(config["seating"], low, high)
        form_order, extra = _daily_form(config["daily_form"])
        horses = _horses(config["horses"], form_order)
        for _, hi, row in seating:
            first = sum(1 for h in horses if h.auction == 1)
            second = sum(1 for h in horses if h.auction == 2)
            if row.runners > row.horses:
                raise ConfigError(("config", "seating"), f"{row.runners} runners from "
                                  f"{row.horses} horses", "no more runners than horses")
            hi = min(hi, high)
            if hi * row.horses > first:
                raise ConfigError(("config", "horses"), f"{first} horse cards for the first "
                                  f"auction, {hi} players need {hi * row.horses}")
            if row.resell > row.horses:
                raise ConfigError(("config", "seating"), "more horses resold than owned")
            if hi * row.resell > second and row.resell:
                raise ConfigError(("config", "horses"), f"{second} horse cards for the second "
                                  f"auction, {hi} players need {hi * row.resell}")
        lanes = len(board["race"]["lanes"])
        for _, hi, row in seating:
            if min(hi, high) * row.runners > lanes:
                raise ConfigError(("board", "race", "lanes"),
                                  f"{lanes} lanes for {min(hi, high) * row.runners} runners",
                                  "a lane for every runner of the fullest race")
        training = tuple(_training_cards(config["training_cards"]))
        gallop = tuple(_gallop_cards(config["gallop_cards"]))
        programme = _programme(config["programme"], "programme")
        own = _programme(config.get("own_programme") or config["programme"], "own_programme")
        meadow, squares = _training_track(board["training"])
        track = _race_track(board["race"])
        check_drawable(board)
        bet_horses = tuple((int(r["runners"][0]), int(r["runners"][1]), int(r["horses"]))
                           for r in config["bet_horses"])
        rules = cls(
            min_players=low, max_players=high, seating=seating,
            raises=tuple(sorted(int(r) for r in config["raises"])),
            slips=tuple(sorted((int(s) for s in config["slips"]), reverse=True)),
            bet_horses=bet_horses,
            race_die=tuple(int(f) for f in config["race_die"]),
            die=tuple(int(f) for f in config["die"]),
            gallop_on=frozenset(int(f) for f in config["gallop_on"]),
            boost=int(config["boost"]), sell_bonus=int(config["sell_bonus"]),
            tote_quote=int(config["tote"]["quote"]), tote_round=int(config["tote"]["round"]),
            form_order=form_order, extra=extra, horses=horses,
            training_cards=training, gallop_cards=gallop, programme=programme,
            own_programme=own, meadow=meadow, squares=squares, track=track,
        )
        for entry_name, entries in (("programme", programme), ("own_programme", own)):
            for i, entry in enumerate(entries):
                if entry.course not in track.courses:
                    raise ConfigError(("config", entry_name, i, "course"), "no such course")
        return rules


def _seating(rows: Sequence[dict[str, Any]], low: int, high: int
             ) -> tuple[tuple[int, int, Seating], ...]:
    table = []
    for i, row in enumerate(rows):
        band = (int(row["players"][0]), int(row["players"][1]))
        if band[0] > band[1]:
            raise ConfigError(("config", "seating", i, "players"), "the range runs backwards")
        table.append((band[0], band[1], Seating(int(row["horses"]), int(row["runners"]),
                                                int(row["cash"]), int(row["resell"]))))
    for n in range(low, high + 1):
        if sum(1 for a, b, _ in table if a <= n <= b) != 1:
            raise ConfigError(("config", "seating"), f"{n} players need exactly one row")
    return tuple(table)


def _daily_form(
    rows: Sequence[dict[str, Any]],
) -> tuple[tuple[str, ...], dict[str, dict[int, int]]]:
    order: list[str] = []
    extra: dict[str, dict[int, int]] = {}
    for i, row in enumerate(rows):
        step = str(row["step"])
        if step in extra:
            raise ConfigError(("config", "daily_form", i, "step"), f"{step} is listed twice")
        order.append(step)
        extra[step] = {int(roll): int(add) for roll, add in row["extra"]}
    return tuple(order), extra


def _horses(rows: Sequence[dict[str, Any]], order: tuple[str, ...]) -> tuple[HorseCard, ...]:
    horses: list[HorseCard] = []
    seen: set[int] = set()
    for i, row in enumerate(rows):
        card = int(row["card"])
        if card in seen:
            raise ConfigError(("config", "horses", i, "card"), f"card {card} twice")
        seen.add(card)
        scale = tuple(str(s) for s in row["scale"])
        for j, step in enumerate(scale):
            if step not in order:
                raise ConfigError(("config", "horses", i, "scale", j),
                                  f"{step} is not in the daily-form table")
        ranks = [order.index(s) for s in scale]
        if ranks != sorted(ranks):
            raise ConfigError(("config", "horses", i, "scale"), "the scale does not rise",
                              f"bottom step first, in the order {' '.join(order)}")
        horses.append(HorseCard(card, str(row["name"]), int(row["price"]), scale,
                                int(row["auction"])))
    return tuple(sorted(horses, key=lambda h: h.card))


def _training_cards(rows: Sequence[dict[str, Any]]) -> list[TrainingCard]:
    cards: list[TrainingCard] = []
    for i, row in enumerate(rows):
        card = TrainingCard(int(row["id"]), int(row["count"]), str(row["kind"]),
                            str(row["title"]), str(row["text"]), int(row["form"]),
                            int(row["cash"]))
        if any(c.id == card.id for c in cards):
            raise ConfigError(("config", "training_cards", i, "id"), f"id {card.id} twice")
        cards.append(card)
    if not sum(c.count for c in cards):
        raise ConfigError(("config", "training_cards"), "the deck is empty")
    return cards


def _gallop_cards(rows: Sequence[dict[str, Any]]) -> list[GallopCard]:
    cards: list[GallopCard] = []
    for i, row in enumerate(rows):
        card = GallopCard(int(row["id"]), int(row["count"]), str(row["title"]),
                          str(row["text"]), str(row["effect"]), int(row["spaces"]),
                          str(row["lane"]), int(row["cash"]))
        if any(c.id == card.id for c in cards):
            raise ConfigError(("config", "gallop_cards", i, "id"), f"id {card.id} twice")
        cards.append(card)
    if not sum(c.count for c in cards):
        raise ConfigError(("config", "gallop_cards"), "the deck is empty")
    return cards


def _programme(rows: Sequence[dict[str, Any]], name: str) -> tuple[RaceEntry, ...]:
    entries = []
    for i, row in enumerate(rows):
        entry = RaceEntry(str(row["course"]), int(row["fee"]), str(row["runners"]),
                          tuple(int(p) for p in row["prizes"]), bool(row["restock"]))
        if i == 0 and entry.restock:
            raise ConfigError(("config", name, 0, "restock"), "the first race cannot restock",
                              "restock a later race")
        entries.append(entry)
    return tuple(entries)


def _training_track(side: dict[str, Any]) -> tuple[int, dict[int, Square]]:
    spaces = int(side["path"]["spaces"])
    if not 10 <= spaces <= 200:
        raise ConfigError(("board", "training", "path", "spaces"), f"{spaces} spaces",
                          "10 to 200 from the stable to the meadow")
    meadow = spaces - 1
    squares: dict[int, Square] = {}
    for i, row in enumerate(side["squares"]):
        at = int(row["at"])
        if not 0 < at < meadow:
            raise ConfigError(("board", "training", "squares", i, "at"),
                              f"space {at} is not between the stable and the meadow",
                              f"1 to {meadow - 1}")
        if at in squares:
            raise ConfigError(("board", "training", "squares", i, "at"), f"space {at} twice")
        squares[at] = Square(at, str(row["do"]), int(row["value"]), str(row["label"]))
    return meadow, dict(sorted(squares.items()))


def _race_track(side: dict[str, Any]) -> RaceTrack:
    sections = len(side["sections"])
    layout: list[tuple[tuple[int, ...], Fraction]] = []
    for lane_no, lane in enumerate(side["lanes"]):
        counts = [int(n) for n in lane["spaces"]]
        where = ("board", "race", "lanes", lane_no)
        if len(counts) != sections:
            raise ConfigError((*where, "spaces"), f"{len(counts)} counts for {sections} "
                              "sections", "one space count per section")
        if len(lane["segments"]) != sections:
            raise ConfigError((*where, "segments"), f"{len(lane['segments'])} segments for "
                              f"{sections} sections", "one path segment per section")
        layout.append((tuple(counts), Fraction(lane["offset"]).limit_denominator(1000)))
    graph = lane_graph(sections, tuple(layout))
    courses: dict[str, Course] = {}
    for name in ("short", "long"):
        raw = side["courses"][name]
        start = tuple(int(i) for i in raw["start"])
        if len(start) != graph.lanes:
            raise ConfigError(("board", "race", "courses", name, "start"),
                              f"{len(start)} start spaces for {graph.lanes} lanes",
                              "one start space per lane")
        for lane_no, index in enumerate(start):
            if index >= graph.sizes[lane_no]:
                raise ConfigError(("board", "race", "courses", name, "start", lane_no),
                                  f"lane {lane_no + 1} has only {graph.sizes[lane_no]} spaces",
                                  f"0 to {graph.sizes[lane_no] - 1}")
        courses[name] = Course(start, int(raw["crossings"]))
    return RaceTrack(graph, sections, courses, tuple(layout))


@functools.lru_cache(maxsize=16)
def lane_graph(sections: int, layout: tuple[tuple[tuple[int, ...], Fraction], ...]) -> LaneGraph:
    """The step graph of a race track: lane by lane, the k-th of a section's n spaces lies
    at station `section + (k + offset) / n` (exact fractions; station 0 is the finish line).
    Built once per layout: the AI rebuilds it from an observation's `static` track."""
    stations = [[s + (k + offset) / n for s, n in enumerate(counts) for k in range(n)]
                for counts, offset in layout]
    return LaneGraph.from_stations(stations, sections)


def graph_of(static: dict[str, Any]) -> LaneGraph:
    """The race track's graph from an observation's `static` part."""
    track = static["track"]
    layout = tuple((tuple(counts), Fraction(off[0], off[1])) for counts, off in track["lanes"])
    return lane_graph(int(track["sections"]), layout)


def space_text(space: Space | str) -> str:
    """A space as written in records and actions: `LANE:INDEX` (lane 1 = inside) or `home`."""
    if isinstance(space, str):
        return space
    return f"{space[0] + 1}:{space[1]}"


def parse_space(text: str) -> Space | str:
    """The inverse of `space_text`; `ValueError` if it is neither."""
    if text == "home":
        return text
    lane, _, index = text.partition(":")
    return (int(lane) - 1, int(index))

