"""The race speaker of a six-day race: a line for every card ridden (rider, card, where it
lands, any slipstream), the sprint bells, the finish, rider changes, the last round, the day's
result pad and the six-day standings.

The words come from the events and the public state only, and without randomness: phrases
vary with counters, so the same race always gets the same commentary.

>>> from arcade_races.games.six_day.game import SixDayGame
>>> from arcade_races.games.six_day.testing import default_rules
>>> from arcade_races.games.six_day import events as ev
>>> speaker = Commentator(["Anna", "Ben", "Clara"], SixDayGame(default_rules(), 3))
>>> speaker.lines([ev.CardPlayed(0, "G3", 3), ev.RiderMoved(0, 0, 3, "ride", 1)])
['Anna opens with a green 3 and rolls up to space 3.']
>>> speaker.lines([ev.CardPlayed(1, "G3", 3), ev.RiderMoved(1, 0, 3, "ride", 1),
...                ev.RiderMoved(1, 3, 6, "slipstream", 1)])
["Green 3 from Ben: on to 3, tucks into Anna's slipstream and doubles up to 6!"]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from arcade_races.core.events import Event
from arcade_races.games.six_day import events as ev
from arcade_races.games.six_day.game import SixDayGame

_RIDE = (
    "{name} plays a {card} and rolls up to space {end}.",
    "{card} from {name}: on to space {end}.",
    "{name} lays down a {card} - space {end}.",
    "{name} rides a {card} up to {end}.",
    "A {card} for {name}, who pedals on to {end}.",
)
_OPEN = "{name} opens with a {card} and rolls up to space {end}."
_LEAD = (
    "{name} plays a {card} and goes clear at the front on {end}!",
    "{card} - {name} takes the lead on space {end}!",
    "{name} attacks with a {card}: out in front on {end}!",
)
_EXTEND = (
    "{name} stretches the lead with a {card}: space {end}.",
    "{card} from the leader {name} - on to {end}.",
)
_SLIP = (
    "{name} plays a {card} to {land}, in {wheel} wheel - {mult} up to {end}!",
    "{card} from {name}: on to {land}, tucks into {wheel} slipstream and {mult} up to {end}!",
    "{name} rides a {card} onto {land} - {wheel} wheel! Slipstream, {mult} up to {end}!",
    "{name} finds {wheel} wheel on {land} with a {card} and {mult} up to {end}!",
)
_BLUE = (
    "{name} plays a {card} to {land} beside {others} - but it's the blue {what}: "
    "no slipstream!",
    "{card} from {name} onto {land}, next to {others} - blue space, no doubling there!",
)
_OVER = (
    "{name} plays a {card} and storms over the finish line!",
    "{card} - {name} throws the bike over the line!",
)
_SPRINT_WIN = (
    "Ding-ding! {name} takes sprint {n}: {points} points!",
    "The bell! {name} wins sprint {n} - {points} points!",
    "{name} first over sprint {n}! {points} points in the bag.",
)
_DAY_OPEN = (
    "Day {day} of {days}: the riders line up again - {first} leads them out.",
    "Day {day} of {days}! Fresh legs, a new race - {first} goes first.",
)
_MULTIPLY = {1: "doubles", 2: "triples", 3: "quadruples"}
"""What k riders on the landing space do to the card (k + 1 times its value in all)."""


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th ...

    >>> [ordinal(n) for n in (1, 2, 3, 11, 22)]
    ['1st', '2nd', '3rd', '11th', '22nd']
    """
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def card_words(card: str) -> str:
    """`G3` -> "green 3", `B5` -> "black 5"."""
    colour = "black" if card.startswith("B") else "green"
    return f"{colour} {card[1:]}"


def _join(words: Sequence[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


@dataclass
class _Play:
    """One card's ride, gathered from its events before its line is said."""

    seat: int
    card: str
    start: int
    land: int = -1
    end: int = -1
    times: int = 0
    wheel: list[int] = field(default_factory=list)
    blue: bool = False
    offered: bool = False
    extra: list[str] = field(default_factory=list)


class Commentator:
    """Turns a six-day race's events into the speaker's lines; keeps track of the field."""

    def __init__(self, seat_names: Sequence[str], game: SixDayGame) -> None:
        self.names = list(seat_names)
        self.game = game
        self.players = game.players
        track = game.rules.track
        self.finish = track.finish
        self.rider_change = track.rider_change
        self.crash = track.crash
        self.sprint_points = game.rules.sprint_points
        self.finish_points = game.rules.finish_points
        self.teams = game.teams
        self.pos = [0] * self.players
        self.crossed: list[int] = []
        self.idle: set[int] = set()
        self.day = 1
        self.days = game.days
        self.plays = 0
        self.plays_today = 0
        self.laps = [0] * self.players
        self.points = [0] * self.players
        self.team_laps = [0] * len(self.teams)
        self._play: _Play | None = None

    def sync(self, observation: dict[str, Any]) -> None:
        """Pick up the race from a spectator's `observation` (a view jumping to a state)."""
        self.pos = [int(p) for p in observation["positions"]]
        self.crossed = [int(s) for s in observation["crossed"]]
        self.day = int(observation["day"])
        self.days = int(observation["days"])
        self.plays_today = len(observation["plays"])
        self.plays = self.plays_today
        self.idle = set()
        history = observation["history"]
        self.laps = [sum(int(d["lap_deficit"][s]) for d in history) for s in range(self.players)]
        self.points = [sum(int(d["points"][s]) for d in history) for s in range(self.players)]
        self.team_laps = [sum(min(int(d["lap_deficit"][s]) for s in team) for d in history)
                          for team in self.teams]
        self._play = None

    # -- the lines --------------------------------------------------------------------------

    def lines(self, events: Sequence[Event]) -> list[str]:
        """The lines these events (one action's worth, or any run of them) call for."""
        out: list[str] = []
        for event in events:
            if isinstance(event, ev.CardPlayed):
                self._flush(out)
                self._play = _Play(event.seat, event.card, self.pos[event.seat])
            elif isinstance(event, ev.RiderMoved):
                self._moved(event)
            elif isinstance(event, ev.NoMultiplying):
                if self._play is not None:
                    self._play.blue = True
            elif isinstance(event, ev.SprintCrossed):
                self._say_extra(out, self._sprint(event))
            elif isinstance(event, ev.FinishCrossed):
                self.crossed.append(event.seat)
                self._say_extra(out, self._finished(event))
            elif isinstance(event, ev.LastRound):
                self._say_extra(out, "LAST ROUND! Everyone still out there gets one more card.")
            elif isinstance(event, ev.RiderChangeOffered):
                if self._play is not None:
                    self._play.offered = True
                self._flush(out)
            else:
                self._flush(out)
                out.extend(self._other(event))
        self._flush(out)
        return out

    def _say_extra(self, out: list[str], line: str) -> None:
        if self._play is not None:
            self._play.extra.append(line)
        else:
            out.append(line)

    def _moved(self, event: ev.RiderMoved) -> None:
        play = self._play
        if play is None or play.seat != event.seat:
            play = self._play = _Play(event.seat, "", event.from_space)
        if event.kind == "slipstream":
            play.end, play.times = event.to_space, event.times
        else:
            play.land = play.end = event.to_space
            play.wheel = [s for s in range(self.players)
                          if s != event.seat and s not in self.crossed
                          and self.pos[s] == event.to_space]
        self.pos[event.seat] = event.to_space

    def _flush(self, out: list[str]) -> None:
        play = self._play
        if play is None:
            return
        self._play = None
        if play.card:
            out.append(self._play_line(play))
        out.extend(play.extra)

    def _play_line(self, play: _Play) -> str:
        n = self.plays
        self.plays += 1
        self.plays_today += 1
        name = self._name(play.seat)
        fields: dict[str, Any] = {"name": name, "card": card_words(play.card),
                                  "land": play.land, "end": play.end}
        if play.end >= self.finish:
            line = _OVER[n % len(_OVER)].format(**fields)
            return line[0].upper() + line[1:]
        if play.times and play.wheel:
            fields["wheel"] = self._wheel(play.wheel)
            fields["mult"] = _MULTIPLY.get(play.times, f"multiplies by {play.times + 1}")
            line = _SLIP[n % len(_SLIP)].format(**fields)
        elif play.blue and play.wheel:
            fields["others"] = _join([self._name(s) for s in play.wheel])
            fields["what"] = ("rider change space" if play.land in self.rider_change
                              else "crash space")
            line = _BLUE[n % len(_BLUE)].format(**fields)
        else:
            line = self._ride_line(play, fields, n)
        if play.offered:
            line = line.rstrip(".!") + " - right on the rider change space!"
        return line[0].upper() + line[1:]

    def _ride_line(self, play: _Play, fields: dict[str, Any], n: int) -> str:
        leaders = self._leaders()
        before = [s for s in leaders if s != play.seat]
        if self.plays_today == 1:
            return _OPEN.format(**fields)
        if leaders == [play.seat] and play.start < play.end:
            was_leading = all(self.pos[s] < play.start for s in range(self.players)
                              if s != play.seat and s not in self.crossed)
            if was_leading:
                return _EXTEND[n % len(_EXTEND)].format(**fields)
            return _LEAD[n % len(_LEAD)].format(**fields)
        line = _RIDE[n % len(_RIDE)].format(**fields)
        if play.wheel and not before:
            line = line.rstrip(".") + f", alongside {_join([self._name(s) for s in play.wheel])}."
        return line

    def _leaders(self) -> list[int]:
        riding = [s for s in range(self.players) if s not in self.crossed]
        if not riding:
            return []
        best = max(self.pos[s] for s in riding)
        return [s for s in riding if self.pos[s] == best]

    def _wheel(self, seats: list[int]) -> str:
        if len(seats) > 2:
            return f"the {len(seats)}-rider bunch's"
        names = [self._name(s) for s in seats]
        return _join(names) + "'s"

    def _sprint(self, event: ev.SprintCrossed) -> str:
        name = self._name(event.seat)
        if event.place == 1 and event.points > 0:
            n = event.sprint + self.day
            return _SPRINT_WIN[n % len(_SPRINT_WIN)].format(name=name, n=event.sprint,
                                                            points=event.points)
        if event.points > 0:
            return (f"{name} over sprint {event.sprint} in {ordinal(event.place)}: "
                    f"{_plural(event.points, 'point')}.")
        return f"{name} crosses sprint {event.sprint} in {ordinal(event.place)} - no points."

    def _finished(self, event: ev.FinishCrossed) -> str:
        name = self._name(event.seat)
        table = self.finish_points
        points = table[event.place - 1] if event.place <= len(table) else 0
        if event.place == 1:
            return f"{name} wins the day's race, first over the line: {points} points!"
        if points:
            return f"{name} crosses the line in {ordinal(event.place)}: {points} points."
        return f"{name} crosses the line in {ordinal(event.place)}."

    def _other(self, event: Event) -> list[str]:
        if isinstance(event, ev.DayStarted):
            return [self._day_started(event)]
        if isinstance(event, ev.RiderChanged):
            n_low, n_high = self.game.rules.change_draws(self.players)
            return [f"Rider change! {self._name(event.seat)} slings the relief rider into the "
                    f"race and hands in {_plural(event.green_cards, 'green card')}; "
                    f"{n_low + n_high} black cards come face down."]
        if isinstance(event, ev.RiderKept):
            return [f"{self._name(event.seat)} waves the relief rider off and rides on "
                    "with the green cards."]
        if isinstance(event, ev.RiderStaysPut):
            if event.seat in self.idle:
                return []
            self.idle.add(event.seat)
            return [f"{self._name(event.seat)} is out of cards and freewheels on "
                    f"{self.pos[event.seat]}."]
        if isinstance(event, ev.DayEnded):
            return self._day_ended(event)
        if isinstance(event, ev.SixDaysEnded):
            return self._six_days_ended(event)
        return []

    def _day_started(self, event: ev.DayStarted) -> str:
        self.day, self.days = event.day, event.days
        self.pos = [0] * self.players
        self.crossed = []
        self.idle = set()
        self.plays_today = 0
        first = self._name(event.order[0]) if event.order else "the first rider"
        if event.days == 1:
            return (f"And they're off! {self.players} riders, {self.finish} spaces to the "
                    f"line - {first} leads them out.")
        if event.day == 1:
            return (f"Day 1 of {event.days} of the six-day race! {self.players} riders, "
                    f"{self.finish} spaces - {first} leads them out.")
        return _DAY_OPEN[event.day % len(_DAY_OPEN)].format(day=event.day, days=event.days,
                                                           first=first)

    def _day_ended(self, event: ev.DayEnded) -> list[str]:
        for s in range(self.players):
            self.laps[s] += event.lap_deficit[s]
            self.points[s] += event.points[s]
        for i, team in enumerate(self.teams):
            self.team_laps[i] += min(event.lap_deficit[s] for s in team)
        best = min(event.placing)
        winners = [s for s, p in enumerate(event.placing) if p == best]
        top = winners[0]
        laps = min(event.lap_deficit[s] for s in winners)
        lap_words = "no lap lost" if laps == 0 else f"{_plural(laps, 'lap')} down"
        verb = "wins" if len(winners) == 1 else "win"
        points = sum(event.points[s] for s in winners) if self.teams else event.points[top]
        # A race of one day ends with its day: the race's own line (`_six_days_ended`) says
        # who won, and the day's would say it again.
        out = [f"Day {event.day} is over! {self._names(winners)} {verb} it with {points} "
               f"points and {lap_words}."] if self.days > 1 else []
        behind = [s for s in sorted(range(self.players), key=lambda s: (event.placing[s], s))
                  if event.lap_deficit[s] > 0]
        if behind:
            out.append("Laps down: " + ", ".join(
                f"{self._name(s)} {event.lap_deficit[s]}" for s in behind) + ".")
        if self.days > 1 and event.day < self.days:
            out.append(f"Standings after day {event.day}: " + ", ".join(self._standing(event))
                       + ".")
        return out

    def _standing(self, event: ev.DayEnded) -> list[str]:
        """The top three of the running six-day standings (teams with teams)."""
        if self.teams:
            keys = []
            for i, team in enumerate(self.teams):
                points = sum(self.points[s] for s in team)
                keys.append((self.team_laps[i], -points, min(event.placing[s] for s in team), i))
            return [f"{rank}. {self._names(self.teams[i])} "
                    f"{self._figures(self.team_laps[i], -key_points)}"
                    for rank, (_, key_points, _, i) in enumerate(sorted(keys)[:3], start=1)]
        order = sorted(range(self.players),
                       key=lambda s: (self.laps[s], -self.points[s], event.placing[s], s))
        return [f"{rank}. {self._name(s)} {self._figures(self.laps[s], self.points[s])}"
                for rank, s in enumerate(order[:3], start=1)]

    def _six_days_ended(self, event: ev.SixDaysEnded) -> list[str]:
        best = min(event.placing)
        winners = [s for s, p in enumerate(event.placing) if p == best]
        top = winners[0]
        what = "six-day race" if self.days == 6 else (
            f"{self.days}-day race" if self.days > 1 else "race")
        laps, points = event.lap_deficit[top], event.points[top]
        team = next((i for i, t in enumerate(self.teams) if top in t), None)
        if team is not None:
            laps = self.team_laps[team]
            points = sum(event.points[s] for s in self.teams[team])
        # The fewest laps down wins the race, the points only break a tie (rulebook 001):
        # "16 laps down" alone read as a winner far behind.
        lap_words = ("and not a lap lost" if laps == 0
                     else f"and the fewest laps down ({laps})")
        verb = "wins" if len(winners) == 1 else "win"
        out = [f"The {what} is over! {self._names(winners)} {verb} with {points} points "
               f"{lap_words}!"]
        if self.players > len(winners) and self.days > 1:
            entries = ([(event.placing[t[0]], self._names(t)) for t in self.teams]
                       if self.teams else [(event.placing[s], self._name(s))
                                           for s in range(self.players)])
            out.append("Final standings: " + ", ".join(
                f"{place}. {who}" for place, who in sorted(entries)[:4]) + ".")
        return out

    @staticmethod
    def _figures(laps: int, points: int) -> str:
        lap = "no laps down" if laps == 0 else f"{_plural(laps, 'lap')} down"
        return f"({lap}, {points} pts)"

    def _names(self, seats: Sequence[int]) -> str:
        return _join([self._name(s) for s in seats])

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else f"Rider {seat + 1}"


__all__ = ["Commentator", "card_words", "ordinal"]
