"""Reading a Rennfieber state: what a seat may see, and the record of the evening.

What is secret: which kept training cards a horse holds (their number is public), the values
of the slips on the Totalisator and in hand (how many slips each seat laid on each horse is
public: the slips' backs show the colour), and line-up picks until all have picked. Once the
evening is over everything is shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arcade_races.games.rennfieber.table import OVER

if TYPE_CHECKING:
    from arcade_races.games.rennfieber.state import RennfieberState


def ranking(cash: list[int]) -> list[int]:
    """Seats by cash, best first (equal cash: lower seat first; they share the place)."""
    return sorted(range(len(cash)), key=lambda s: (-cash[s], s))


def observation(state: RennfieberState, seat: int | None) -> dict[str, Any]:
    """What `seat` (None: a spectator) may know."""
    over = state.phase == OVER
    mover = state.to_move()
    players = state.players
    kept: dict[str, list[str]] = {}
    for card, owner, held in zip(state.cards, state.owner, state.kept, strict=True):
        if held and (over or (seat is not None and owner == seat)):
            kept[str(card)] = state.kept_kinds(card)
    tote = state.tote
    counts: dict[tuple[int, int], int] = {}
    for s, card, _ in tote.slips:
        counts[(s, card)] = counts.get((s, card), 0) + 1
    tote_view: dict[str, Any] = {
        "slips": [[s, c, n] for (s, c), n in counts.items()],
        "hand_counts": [len(h) for h in state.hand],
        "mine": [] if seat is None else [[c, v] for s, c, v in tote.slips if s == seat],
        "hand": [] if seat is None else list(state.hand[seat]),
        "values": [list(slip) for slip in tote.slips] if not state.tote_hidden() else None,
        "limit": state.bet_limit() if state.runners else 0,
    }
    track = {
        "spot": {k: list(v) for k, v in state.spot.items()},
        "finished": list(state.finished),
        "order": list(state.order),
        "turn": state.order[state.turn] if state.order and not over else 0,
        "round": state.round,
        "dice": list(state.dice),
        "length": state.length,
        "mode": state.mode,
        "hold": list(state.hold),
        "stride": dict(state.stride),
        "kept_round": list(state.kept_round),
    }
    return {
        "game": "rennfieber",
        "seat": seat,
        "players": players,
        "phase": state.phase,
        "to_move": mover if isinstance(mover, int) else None,
        "static": state.game.static,
        "race": state.race,
        "cash": list(state.ledger.cash),
        "owner": list(state.owner),
        "form": list(state.form),
        "kept": [len(k) for k in state.kept],
        "kept_cards": kept,
        "ran": [list(r) for r in state.ran],
        "auction": {
            "round": state.auction, "card": state.offer, "high": state.high,
            "high_bidder": state.high_bidder, "out": list(state.out),
            "needs": list(state.needs), "stack": len(state.unoffered) + len(state.under),
            "turn": state.bid_turn, "last_buyer": state.last_buyer,
        },
        "sell_left": list(state.sell_left),
        "training": {
            "run": state.run, "block": state.block, "horses": list(state.train_horse),
            "position": list(state.position), "missing": list(state.missing),
            "done": list(state.finished_run), "turn": state.train_turn,
            "trained": list(state.trained),
        },
        "lineup": {
            "picked": state.picks.public(seat),
            "picks": [None if c is None else list(c) for c in state.picks.shown(seat)],
            "runners": list(state.runners),
            "lanes": list(state.lanes),
        },
        "tote": tote_view,
        "track": track,
    }


def result_figures(state: RennfieberState) -> dict[str, Any]:
    """The record of the evening (the `result` of `simulate rennfieber --json`)."""
    rules = state.rules
    cash = list(state.ledger.cash)
    return {
        "horses": [{"card": h.card, "name": h.name, "price": h.price, "scale": list(h.scale)}
                   for h in rules.horses],
        "auctions": [dict(a) for a in state.record["auctions"]],
        "sales": [dict(s) for s in state.record["sales"]],
        "training": [dict(t) for t in state.record["training"]],
        "races": [dict(r) for r in state.record["races"]],
        "ledger": [list(e) for e in state.ledger.entries],
        "cash": cash,
        "ranking": ranking(cash),
    }


__all__ = ["observation", "ranking", "result_figures"]
