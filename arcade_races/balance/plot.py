"""`board balance --plot OUT.png`: the report drawn on one 1280x720 picture in the client's
colours: how long a game runs, the win rates by seat and by runner with their 95% intervals
against the fair share, and the spread of every per-game figure.

matplotlib is imported here only (Agg: no window), so the rest of the program never needs it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arcade_races.balance.stats import Columns
from arcade_races.core.state import Game

Color = tuple[int, int, int]

SIZE = (12.8, 7.2)
DPI = 100


def _rgb(color: Color) -> tuple[float, float, float]:
    return color[0] / 255, color[1] / 255, color[2] / 255


def _colours(game: Game, seats: Sequence[str]) -> tuple[Color, list[Color], list[Color]]:
    """The game's own colour, each seat's and each runner's, as the client shows them."""
    from arcade_races.client import theme
    from arcade_races.client.odds.runners import runners_of
    from arcade_races.client.registry import client_game

    entry = client_game(game.id)
    own = entry.color if entry is not None else theme.GOLD
    seat_colours = [theme.SEAT_COLORS[i % len(theme.SEAT_COLORS)] for i in range(len(seats))]
    return own, seat_colours, [runner.color for runner in runners_of(game, seats)]


def plot(document: dict[str, Any], columns: Columns, game: Game, path: str) -> None:
    """Draw the report of `document` (with the run's `columns`) into the PNG at `path`."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from arcade_races.client import theme

    run, stats = document["run"], document["stats"]
    own, seat_colours, runner_colours = _colours(game, run["seats"])
    ink, dim, panel = _rgb(theme.INK), _rgb(theme.INK_DIM), _rgb(theme.PANEL)
    plt.rcParams.update({"text.color": ink, "axes.labelcolor": dim, "xtick.color": dim,
                         "ytick.color": dim, "axes.edgecolor": _rgb(theme.PANEL_EDGE),
                         "font.size": 11, "axes.titlesize": 13, "axes.titleweight": "bold"})
    figure, axes = plt.subplots(2, 2, figsize=SIZE, dpi=DPI)
    figure.patch.set_facecolor(_rgb(theme.BG))
    for ax in axes.flat:
        ax.set_facecolor(panel)
    figure.suptitle(f"{run['title']} on {run['board_name']!r}: {stats['games']:,} games, "
                    f"{len(run['seats'])} players", fontsize=15, fontweight="bold",
                    color=_rgb(own))
    _length(axes[0][0], columns.values.get("actions", []), stats["length"].get("actions"),
            _rgb(own), ink)
    _rates(axes[0][1], "Win rate by seat", stats["seats"], seat_colours, ink)
    _rates(axes[1][0], f"Win rate by {run['runner_word']}", stats["runners"], runner_colours,
           ink)
    _figures(axes[1][1], {**{k: {"label": k, **v} for k, v in stats["length"].items()
                             if k != "actions"}, **stats["figures"]}, _rgb(own), ink, dim)
    figure.tight_layout(rect=(0, 0, 1, 0.94), h_pad=2.2, w_pad=2.5)
    figure.savefig(path, facecolor=figure.get_facecolor())
    plt.close(figure)


def _length(ax: Any, actions: Sequence[float], spread: dict[str, Any] | None,
            colour: tuple[float, float, float], ink: tuple[float, float, float]) -> None:
    ax.set_title("Length of a game (actions)", color=ink)
    if not actions or spread is None:
        return
    ax.hist(actions, bins=min(40, max(5, len(set(actions)))), color=colour, alpha=0.85)
    for key, style in (("p10", ":"), ("p50", "--"), ("p90", ":")):
        ax.axvline(spread[key], color=ink, linestyle=style, linewidth=1.4)
    ax.axvline(spread["mean"], color=ink, linewidth=2)
    ax.text(0.98, 0.95, f"mean {spread['mean']:.1f}\np10 {spread['p10']:.0f}  "
            f"p50 {spread['p50']:.0f}  p90 {spread['p90']:.0f}", transform=ax.transAxes,
            ha="right", va="top", color=ink,
            bbox={"facecolor": (0, 0, 0, 0.35), "edgecolor": "none"})
    ax.set_ylabel("games")


def _rates(ax: Any, title: str, rows: Sequence[dict[str, Any]], colours: Sequence[Color],
           ink: tuple[float, float, float]) -> None:
    ax.set_title(title + " (95% interval; dashed: fair)", color=ink)
    if not rows:
        return
    xs = range(len(rows))
    rates = [row["rate"] * 100 for row in rows]
    errors = [[(row["rate"] - row["low"]) * 100 for row in rows],
              [(row["high"] - row["rate"]) * 100 for row in rows]]
    ax.bar(xs, rates, color=[_rgb(c) for c in colours], edgecolor=(0, 0, 0, 0.4))
    # Drawn twice, dark under light, so an interval shows on a white horse's bar too.
    for colour, width in (((0.05, 0.04, 0.1), 4.0), (ink, 1.6)):
        ax.errorbar(xs, rates, yerr=errors, fmt="none", ecolor=colour, elinewidth=width,
                    capsize=7, capthick=width)
    ax.axhline(rows[0]["fair"] * 100, color=ink, linestyle="--", linewidth=1.4)
    top = max(max(row["high"] for row in rows), rows[0]["fair"]) * 100
    for x, row in zip(xs, rows, strict=True):
        mark = " !" if row["unfair"] else ""
        # Above the interval, and above the fair line where it runs close (never across it).
        base = row["high"] * 100
        if base - top * 0.02 < row["fair"] * 100 < base + top * 0.13:
            base = row["fair"] * 100
        ax.text(x, base + top * 0.03, f"{row['rate']:.0%}{mark}", ha="center",
                va="bottom", color=ink, fontweight="bold" if row["unfair"] else "normal")
    ax.set_xticks(list(xs), [row["name"] for row in rows])
    ax.set_ylim(0, top * 1.22)
    ax.set_ylabel("% of the games won")


def _figures(ax: Any, rows: dict[str, dict[str, Any]], colour: tuple[float, float, float],
             ink: tuple[float, float, float], dim: tuple[float, float, float]) -> None:
    """A line per figure from its lowest to its highest value, thick from p10 to p90, a dot
    at the mean: each on its own scale (rider changes and void races are not comparable)."""
    ax.set_title("Per game: min to max, thick p10 to p90, dot the mean", color=ink)
    shown = [(key, row) for key, row in rows.items() if row.get("games")][:8]
    ax.set_xlim(-0.05, 2.0)
    ax.set_ylim(max(1, len(shown)) - 0.4, -0.75)
    ax.set_xticks([])
    ax.set_yticks([])
    for y, (_, row) in enumerate(shown):
        low, high = row["min"], row["max"]
        span = (high - low) or 1

        def at(value: float, low: float = low, span: float = span) -> float:
            return (value - low) / span

        ax.plot([0, 1], [y, y], color=dim, linewidth=2, alpha=0.6, solid_capstyle="round")
        ax.plot([at(row["p10"]), at(row["p90"])], [y, y], color=colour, linewidth=9,
                solid_capstyle="round")
        ax.plot([at(row["mean"])], [y], "o", color=ink, markersize=8,
                markeredgecolor=(0, 0, 0), markeredgewidth=1)
        ax.text(-0.02, y + 0.33, f"{low:.4g}", color=dim, ha="left", va="center", fontsize=9)
        ax.text(1.02, y + 0.33, f"{high:.4g}", color=dim, ha="right", va="center", fontsize=9)
        label = row["label"] if len(row["label"]) <= 34 else row["label"][:33] + "…"
        ax.text(1.1, y - 0.12, label, color=ink, va="center", fontsize=10)
        ax.text(1.1, y + 0.24, f"mean {row['mean']:.4g}   p10 {row['p10']:.4g}   "
                f"p90 {row['p90']:.4g}", color=dim, va="center", fontsize=9)
