"""Benchmark: frame times of each game's exhibition at 1280x720 under the dummy driver.

Runs the exhibition window headless on the fixed clock (one 1/60 s step per frame) and times
every whole frame (input, update, draw, flip), by the wall clock and in the main thread's own
CPU time (which other processes and the AI's worker thread do not inflate, so it is the figure
to trust on a loaded machine). A run lasts at least ``--seconds`` of game time and goes on
until ``--games`` games have finished, their results scene (the podium) has run out and the
next game of the exhibition has been playing for a few seconds, so race changes inside a game
(the next race, day or evening), the podium, the results and the start of the next game are
all in it; ``--limit`` caps a run's game time.

Per game and speed it prints median, p95, p99 and max of wall and CPU time over all runs'
frames, the target (p99 CPU <= 8 ms, max CPU <= 16.7 ms: no frame over the 60 fps budget) and
the verdict, and the frames over the budget with where they were: the scene on top, the room
(Rennfieber), the last events shown and the seconds since, and whether a new game's table was
being built; and with what else happened while each ran (`Beside`: other threads' and child
processes' CPU, page faults, preemptions, steal ticks). On a virtual machine a frame can read
tens of ms of CPU time that the host took (`tools/probe_stalls.py` measures how long such
stops last here).
``--profile N`` runs once more under cProfile and prints the N slowest frames' top functions
(profiling inflates the times, so those figures are only for finding causes).

    .venv/bin/python tools/bench_render.py [--game GAME] [--seconds 60] [--runs 1]
        [--speed 1 [--speed 16]] [--games 1] [--limit 1800] [--profile 3]
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import io
import os
import pstats
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

TARGET_P99_MS = 8.0
"""The p99 of main-thread CPU a frame may take: half the 60 fps budget."""
TARGET_MAX_MS = 1000 / 60
"""No frame may take more main-thread CPU than one frame at 60 fps."""
ORDER = ("pferderennen", "six_day", "favoriten", "crazy_race", "rennfieber")
"""The games in the order they are benchmarked; any other game with a view comes after."""
PLAYERS = {"pferderennen": 6, "six_day": 6, "favoriten": 5, "crazy_race": 5, "rennfieber": 6}
"""Seats at the table when --players is not given (as many as the game and board allow)."""
AFTER_NEXT = 4.0
"""Game seconds the next game of the exhibition plays before a run may end."""


@dataclass
class Frame:
    """One frame: its times (ms), where the exhibition was, and for a frame over the budget
    what else happened while it ran (`Beside`)."""

    wall: float
    cpu: float
    where: str
    beside: str = ""


@dataclass
class Run:
    """The frames of one exhibition run, and how far it got."""

    frames: list[Frame] = field(default_factory=list)
    games: int = 0
    seconds: float = 0.0
    profiles: list[tuple[float, str, str]] = field(default_factory=list)
    """(cpu ms, where, profile text) of the slowest frames, when profiled."""


class GcClock:
    """Main-thread CPU spent in the garbage collector, by generation, since the last `take`."""

    def __init__(self) -> None:
        self.spent: dict[int, float] = {}
        self._start = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._start = time.thread_time()
        else:
            gen = info["generation"]
            self.spent[gen] = self.spent.get(gen, 0.0) + (time.thread_time() - self._start) * 1000

    def take(self) -> str:
        """The collections since the last call, as a note ('' for none worth naming)."""
        notes = [f"gc{gen} {ms:.1f} ms" for gen, ms in sorted(self.spent.items()) if ms >= 0.5]
        self.spent = {}
        return ", ".join(notes)


class Beside:
    """What else happened while a frame ran, read around it (outside its timing): the CPU
    time of the process's other threads and of its child processes (the odds process), the
    main thread's page faults and involuntary context switches, and the machine's steal
    ticks. A frame over the budget with none of these, its CPU time equal to its wall time,
    was most likely stopped by the host of a virtual machine, which charges the stop to the
    thread as CPU time (`probe_stalls.py` measures how long such stops last on this machine).
    What the system cannot tell is left out (`resource` is POSIX; the children's CPU and the
    steal ticks are Linux's `/proc`, the children's to a scheduler tick: a few ms either
    way)."""

    KIDS_EVERY = 300
    """Frames between two looks for the child processes (a game's odds process is new)."""

    def __init__(self) -> None:
        self._process = self._thread = 0.0
        self._usage: tuple[int, int] | None = None
        self._steal: int | None = None
        self._kids: list[str] = []
        self._kids_ns: int | None = None
        self._frames = 0

    @staticmethod
    def _find_kids() -> list[str]:
        # Each thread's children (`/proc/<pid>/task/<tid>/children`), as pid texts.
        kids: list[str] = []
        tasks = f"/proc/{os.getpid()}/task"
        try:
            tids = os.listdir(tasks)
        except OSError:
            return []
        for tid in tids:
            try:
                with open(f"{tasks}/{tid}/children", encoding="ascii") as listed:
                    kids += listed.read().split()
            except OSError:
                continue  # a thread that has ended since the listing
        return kids

    def _read_kids(self) -> int | None:
        # The children's CPU time so far (ns, every thread of each), None where unreadable.
        if not self._kids:
            return None
        total = 0
        for pid in self._kids:
            try:
                for tid in os.listdir(f"/proc/{pid}/task"):
                    with open(f"/proc/{pid}/task/{tid}/schedstat", encoding="ascii") as stat:
                        total += int(stat.read().split()[0])
            except (OSError, IndexError, ValueError):
                continue  # gone between the look and the reading
        return total

    @staticmethod
    def _read_usage() -> tuple[int, int] | None:
        try:
            import resource

            usage = resource.getrusage(resource.RUSAGE_THREAD)
        except (ImportError, AttributeError, OSError):
            return None
        return usage.ru_minflt + usage.ru_majflt, usage.ru_nivcsw

    @staticmethod
    def _read_steal() -> int | None:
        try:
            with open("/proc/stat", encoding="ascii") as stat:
                return int(stat.readline().split()[8])
        except (OSError, IndexError, ValueError):
            return None

    def before(self) -> None:
        """Read the counters as a frame begins."""
        if self._frames % self.KIDS_EVERY == 0:
            self._kids = self._find_kids()
        self._frames += 1
        self._usage, self._steal = self._read_usage(), self._read_steal()
        self._kids_ns = self._read_kids()
        self._process, self._thread = time.process_time(), time.thread_time()

    def after(self) -> str:
        """What else happened since `before`, in words."""
        others = (time.process_time() - self._process) - (time.thread_time() - self._thread)
        parts = [f"other threads {max(0.0, others) * 1000:.1f} ms"]
        usage, steal, kids = self._read_usage(), self._read_steal(), self._read_kids()
        if kids is not None and self._kids_ns is not None:
            parts.append(f"child processes {max(0, kids - self._kids_ns) / 1e6:.1f} ms")
        if usage is not None and self._usage is not None:
            parts.append(f"{usage[0] - self._usage[0]} page faults, "
                         f"{usage[1] - self._usage[1]} preemptions")
        if steal is not None and self._steal is not None:
            parts.append(f"{steal - self._steal} steal ticks")
        return ", ".join(parts)


class Watcher:
    """Follows an exhibition from outside: the events each view shows, new tables, games."""

    def __init__(self, play: Any) -> None:
        self.play = play
        self.view: Any = None
        self.events = "-"
        self.shown_at = 0.0
        self.new_table = False
        self.tables = 0

    def hook(self, now: float) -> None:
        """Wrap the current view's `show` (again after the play scene makes a new view)."""
        view = self.play.view
        if view is self.view:
            return
        self.view, self.tables = view, self.tables + 1
        self.new_table = self.tables > 1
        original: Callable[[Any, Any], None] = view.show

        def show(step: Any, state: Any) -> None:
            self.events = ",".join(dict.fromkeys(type(e).__name__ for e in step.events)) or "-"
            self.shown_at = self.play.app.time
            original(step, state)

        view.show = show
        self.shown_at = now
        self.events = "-"

    def where(self, app: Any) -> str:
        """Where the exhibition is: top scene, room, last events and seconds since."""
        top = type(app.scene).__name__ if app.scene is not None else "-"
        parts = [top.removesuffix("Scene")]
        model = getattr(self.view, "model", None)
        room = getattr(model, "scene", None)
        if isinstance(room, str):
            parts.append(room)
        parts.append(f"{self.events} +{app.time - self.shown_at:.2f}s")
        if self.new_table:
            parts.append("new table")
        return " ".join(parts)


def run_once(game: str, args: argparse.Namespace, speed: float, seed: int, players: int,
             profile: int = 0) -> Run:
    """One exhibition run; with `profile`, the `profile` slowest frames' profiles as well."""
    from arcade_races.client.app import App, AppOptions
    from arcade_races.client.scenes.play import PlayScene
    from arcade_races.gamesetup import ai_seats, make_header

    header = make_header(game, ai_seats(game, players), seed)
    app = App(AppOptions(fixed_clock=True, max_seconds=args.limit))
    play = PlayScene(app, header, exhibition=True, speed=speed, record=False)
    app.push(play)
    watcher = Watcher(play)
    clock = GcClock()
    gc.callbacks.append(clock)
    run = Run()
    beside = Beside()
    next_since: float | None = None
    while app.running:
        watcher.hook(app.time)
        profiler = cProfile.Profile() if profile else None
        beside.before()
        start, start_cpu = time.perf_counter(), time.thread_time()
        if profiler is not None:
            profiler.enable()
        app.frame()
        if profiler is not None:
            profiler.disable()
        cpu = (time.thread_time() - start_cpu) * 1000
        wall = (time.perf_counter() - start) * 1000
        around = beside.after() if cpu > TARGET_MAX_MS else ""
        if app.running:
            watcher.hook(app.time)  # a new table made in this frame is named in this frame
        collected = clock.take()
        where = watcher.where(app) + (f" [{collected}]" if collected else "")
        run.frames.append(Frame(wall, cpu, where, around))
        watcher.new_table = False
        if profiler is not None:
            _keep_profile(run, profiler, cpu, run.frames[-1].where, profile)
        if play.games_played > run.games and app.scene is play:
            run.games = play.games_played  # the podium is gone, the next game is on
            next_since = app.time
        if (app.time >= args.seconds and run.games >= args.games and next_since is not None
                and app.time - next_since >= AFTER_NEXT):
            break
    run.seconds = app.time
    gc.callbacks.remove(clock)
    app.quit()
    app.sounds.close()
    return run


def _keep_profile(run: Run, profiler: cProfile.Profile, cpu: float, where: str,
                  keep: int) -> None:
    if len(run.profiles) >= keep and cpu <= run.profiles[-1][0]:
        return
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(28)
    run.profiles.append((cpu, where, out.getvalue()))
    run.profiles.sort(key=lambda p: -p[0])
    del run.profiles[keep:]


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0-100) by nearest rank."""
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * len(ordered)) - 1))
    return ordered[index]


def figures(values: list[float]) -> dict[str, float]:
    """Median, p95, p99 and max."""
    return {"median": statistics.median(values), "p95": percentile(values, 95),
            "p99": percentile(values, 99), "max": max(values)}


def games() -> list[str]:
    """Every game with a view, in benchmark order."""
    from arcade_races.client.views import VIEWS

    return [g for g in ORDER if g in VIEWS] + sorted(VIEWS - set(ORDER))


def bench(game: str, speed: float, args: argparse.Namespace) -> dict[str, float]:
    """Run one game's exhibitions at `speed`; print the figures and the frames over budget."""
    players = args.players or PLAYERS.get(game, 4)
    print(f"{game} at {speed:g}x ({players} players, at least {args.seconds:g} s and "
          f"{args.games} game(s) with the next one started):", flush=True)
    frames: list[Frame] = []
    for n in range(args.runs):
        run = run_once(game, args, speed, seed=1 + n, players=players)
        frames += run.frames
        cpu = figures([f.cpu for f in run.frames])
        print(f"  run {n + 1}: {len(run.frames)} frames, {run.seconds:.0f} s, "
              f"{run.games} game(s) done; cpu median {cpu['median']:.2f} p99 {cpu['p99']:.2f}"
              f" max {cpu['max']:.2f} ms", flush=True)
    wall, cpu = figures([f.wall for f in frames]), figures([f.cpu for f in frames])
    for name, f in (("wall", wall), ("cpu", cpu)):
        print(f"  {name:<4} median {f['median']:6.2f}  p95 {f['p95']:6.2f}  p99 {f['p99']:6.2f}"
              f"  max {f['max']:6.2f} ms")
    ok = cpu["p99"] <= TARGET_P99_MS and cpu["max"] <= TARGET_MAX_MS
    over = [f for f in frames if f.cpu > TARGET_MAX_MS]
    print(f"  target: cpu p99 <= {TARGET_P99_MS:g} ms, max <= {TARGET_MAX_MS:.1f} ms: "
          f"{'MEETS' if ok else 'MISSES'} ({len(over)} of {len(frames)} frames over "
          f"{TARGET_MAX_MS:.1f} ms)")
    for frame in sorted(over, key=lambda frame: -frame.cpu)[:args.show]:
        print(f"    {frame.cpu:6.1f} ms cpu ({frame.wall:6.1f} wall)  {frame.where}")
        print(f"           beside it: {frame.beside}")
    if args.profile:
        run = run_once(game, args, speed, seed=1, players=players, profile=args.profile)
        for cpu_ms, where, text in run.profiles:
            print(f"  -- profile of a {cpu_ms:.1f} ms frame (cProfile on): {where}")
            print("\n".join("    " + line for line in text.splitlines()[6:] if line.strip()))
    return {**{f"wall_{k}": v for k, v in wall.items()},
            **{f"cpu_{k}": v for k, v in cpu.items()}, "ok": float(ok)}


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--game", default="all",
                        help="one game's view: pferderennen, six_day... (default: all)")
    parser.add_argument("--seconds", type=float, default=60.0,
                        help="game seconds a run lasts at least (default 60)")
    parser.add_argument("--runs", type=int, default=1, help="runs per game, seeds 1.. (1)")
    parser.add_argument("--speed", type=float, action="append",
                        help="exhibition speed; repeat for several (default: 1 and 16)")
    parser.add_argument("--games", type=int, default=1,
                        help="games that must finish, podium and all, before a run ends (1)")
    parser.add_argument("--limit", type=float, default=1800.0,
                        help="game seconds a run lasts at most (default 1800)")
    parser.add_argument("--players", type=int,
                        help="seats (default: 6, or 5 for favoriten and crazy_race)")
    parser.add_argument("--show", type=int, default=12,
                        help="frames over budget listed per game (default 12)")
    parser.add_argument("--profile", type=int, default=0,
                        help="profile a further run and print its N slowest frames")
    args = parser.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    home = None  # a private user folder, removed when `main` returns and this goes
    if "ARCADE_RACES_HOME" not in os.environ:
        home = tempfile.TemporaryDirectory(prefix="arcade-races-bench-")
        os.environ["ARCADE_RACES_HOME"] = home.name
    chosen = games()
    if args.game != "all":
        if args.game not in chosen:
            parser.error(f"--game: no view for {args.game!r} (one of: {', '.join(chosen)})")
        chosen = [args.game]
    speeds = args.speed or [1.0, 16.0]
    results = {(game, speed): bench(game, speed, args) for game in chosen for speed in speeds}
    print(f"\n{'view':<14} {'speed':>5} | {'wall med':>8} {'p95':>6} {'p99':>6} {'max':>6} | "
          f"{'cpu med':>7} {'p95':>6} {'p99':>6} {'max':>6} | verdict   (ms)")
    for (game, speed), s in results.items():
        print(f"{game:<14} {speed:>4g}x | {s['wall_median']:8.2f} {s['wall_p95']:6.2f} "
              f"{s['wall_p99']:6.2f} {s['wall_max']:6.2f} | {s['cpu_median']:7.2f} "
              f"{s['cpu_p95']:6.2f} {s['cpu_p99']:6.2f} {s['cpu_max']:6.2f} | "
              f"{'meets' if s['ok'] else 'MISSES'}")
    print(f"target: cpu p99 <= {TARGET_P99_MS:g} ms and max <= {TARGET_MAX_MS:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
