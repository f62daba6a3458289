"""The state of a Pferderennen session: deal, bets, the race of the aces, payout; repeat.

Rulebook: shared/seeds/003 (Pferderennen), read as shared/RULINGS.md says. Steps count from
0 (the start) to the number of track cards; an ace that moves beyond the last card wins.
"""

from __future__ import annotations

from typing import Any

from arcade_races.core.actions import Action
from arcade_races.core.cards import Card, Suit, rank_of, suit_of
from arcade_races.core.chance import CHANCE, Chance
from arcade_races.core.deck import Deck
from arcade_races.core.errors import IllegalAction
from arcade_races.core.events import Event
from arcade_races.core.state import Result, State
from arcade_races.games.pferderennen import events as ev
from arcade_races.games.pferderennen.actions import Bet, Draw, Give, Lay, Pass
from arcade_races.games.pferderennen.game import PferderennenGame

DEAL = "deal"
BET = "bet"
RACE = "race"
HANDOUT = "handout"
OVER = "over"

def competition_placing(totals: list[int]) -> tuple[int, ...]:
    """1 = best; equal totals share a place and the next place is skipped.

    >>> competition_placing([3, 7, 3, -1])
    (2, 1, 2, 4)
    """
    return tuple(1 + sum(1 for other in totals if other > mine) for mine in totals)


class PferderennenState(State):
    """One point of a Pferderennen session (one or more races with running totals)."""

    game: PferderennenGame

    def __init__(self, game: PferderennenGame) -> None:
        self.game = game
        self.rules = game.rules
        self.players = game.players
        self.totals = [0] * game.players
        self.log: list[dict[str, Any]] = []
        self.race = 0
        self._new_race()

    def _new_race(self) -> None:
        n = self.players
        self.phase = DEAL
        self.deck = Deck(self.rules.deck, [1] * len(self.rules.deck))
        self.track: list[Card] = []
        self.turned: list[bool] = []
        self.pos = [0] * len(self.rules.suits)
        # The tick of each ace's last move: of two aces on one step, the one there first
        # ranks higher (our ruling for the places variant).
        self.arrival = [0] * len(self.rules.suits)
        self.tick = 0
        self.draws: list[Card] = []
        self.bets: list[tuple[Suit, int] | None] = [None] * n
        self.bets_made = 0
        self.upfront = [0] * n
        self.payout = [0] * n
        self.hurdles: list[dict[str, Any]] = []
        self.winner: Suit | None = None
        self.order: list[Suit] = []
        self.handout: list[list[int]] = []

    # -- the contract ------------------------------------------------------------------

    def to_move(self) -> int | Chance | None:
        phase = self.phase
        if phase in (RACE, DEAL):
            return CHANCE
        if phase == BET:
            return self.bettor()
        if phase == HANDOUT:
            return self.handout[0][0]
        return None

    def bettor(self) -> int:
        """The seat whose bet is due; the first bettor moves one seat on each race (ours)."""
        return (self.race + self.bets_made) % self.players

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == RACE:
            draw = self.game.draw_actions
            return [draw[card] for card, _ in self.deck.outcomes()]
        if phase == DEAL:
            lay = self.game.lay_actions
            return [lay[card] for card, _ in self.deck.outcomes()]
        if phase == BET:
            return list(self.game.bet_actions)
        if phase == HANDOUT:
            giver = self.handout[0][0]
            return [Give(seat) for seat in range(self.players) if seat != giver]
        return []

    def chance_outcomes(self) -> list[tuple[Action, int]]:
        if self.phase == RACE:
            draw = self.game.draw_actions
            return [(draw[card], count) for card, count in self.deck.outcomes()]
        if self.phase == DEAL:
            lay = self.game.lay_actions
            return [(lay[card], count) for card, count in self.deck.outcomes()]
        return []

    def apply(self, action: Action) -> list[Event]:
        phase = self.phase
        if phase == RACE and type(action) is Draw:
            return self._apply_draw(action.card)
        if phase == DEAL and type(action) is Lay:
            return self._apply_lay(action.card)
        if phase == BET and type(action) in (Bet, Pass):
            return self._apply_bet(action)
        if phase == HANDOUT and type(action) is Give:
            return self._apply_give(action.seat)
        if phase == OVER:
            raise IllegalAction(action, "the session is over")
        raise IllegalAction(action, f"not a move of the {phase} phase")

    # -- deal and bets -----------------------------------------------------------------

    def _apply_lay(self, card: Card) -> list[Event]:
        if self.deck.count(card) == 0:
            raise IllegalAction(Lay(card), f"{card} is not in the deck")
        events: list[Event] = []
        if not self.track:
            events.append(ev.RaceStarted(self.race + 1, self.rules.races, self.rules.track_cards))
        self.deck.remove(card)
        self.track.append(card)
        self.turned.append(False)
        events.append(ev.TrackCardLaid(len(self.track)))
        if len(self.track) == self.rules.track_cards:
            self.phase = BET
        return events

    def _apply_bet(self, action: Action) -> list[Event]:
        seat = self.bettor()
        events: list[Event] = []
        if isinstance(action, Bet):
            if action.suit not in self.rules.suits:
                raise IllegalAction(action, f"{action.suit} is not a suit (C, D, H or S)")
            if not 1 <= action.stake <= self.rules.max_stake:
                raise IllegalAction(action, f"the stake must be 1 to {self.rules.max_stake}")
            self.bets[seat] = (action.suit, action.stake)
            events.append(ev.BetPlaced(seat, action.suit, action.stake))
            if "half_stake" in self.game.variants:
                # Half stake up front: paid (or drunk) now and kept whatever happens.
                amount = self.rules.up_front.of(action.stake)
                self.upfront[seat] = amount
                self.payout[seat] -= amount
                events.append(ev.StakePaidUpFront(seat, amount))
        else:
            events.append(ev.SatOut(seat))
        self.bets_made += 1
        if self.bets_made == self.players:
            self.phase = RACE
            events.append(ev.StartingGun(self.race + 1))
        return events

    # -- the race ----------------------------------------------------------------------

    def _apply_draw(self, card: Card) -> list[Event]:
        if self.deck.count(card) == 0:
            raise IllegalAction(Draw(card), f"{card} is not in the pile")
        self.deck.remove(card)
        self.draws.append(card)
        suit = suit_of(card)
        events: list[Event] = [ev.CardDrawn(card, suit, len(self.draws), len(self.deck))]
        won = False
        if "stumble" in self.game.variants and rank_of(card) == self.rules.stumble_rank:
            # Stumble: every ace strictly behind the leader moves one step (RULINGS).
            lead = max(self.pos)
            for i, ace in enumerate(self.rules.suits):
                if self.pos[i] < lead:
                    self._move(i, ace, 1, "stumble", events)
        else:
            i = self.rules.suits.index(suit)
            won = self._move(i, suit, 1, "draw", events)
        if not won:
            won = self._turn_hurdles(events)
        if won:
            self._finish(events)
        elif len(self.deck) == 0:
            # Rulebook: "Geht der Ziehstapel vorher aus ... gilt das Rennen nicht".
            self.winner = None
            events.append(ev.RaceVoided(self.race + 1))
            self._end_race(events)
        return events

    def _move(self, i: int, suit: Suit, delta: int, cause: str, events: list[Event]) -> bool:
        """Move ace `i`; True if it moved past the last track card."""
        old = self.pos[i]
        new = max(0, old + delta)
        if new != old:
            self.tick += 1
            self.arrival[i] = self.tick
        self.pos[i] = new
        if cause == "hurdle":
            events.append(ev.HurdleFellBack(suit, old, new))
        else:
            events.append(ev.AceMoved(suit, old, new, cause))
        if new > self.rules.track_cards:
            self.winner = suit
            return True
        return False

    def _turn_hurdles(self, events: list[Event]) -> bool:
        """Turn every track card the field has reached; True if a turbo ace won."""
        leader_rule = "leader_hurdle" in self.game.variants
        turbo = "turbo" in self.game.variants
        while True:
            reach = max(self.pos) if leader_rule else min(self.pos)
            step = 0
            for j in range(1, min(reach, self.rules.track_cards) + 1):
                if not self.turned[j - 1]:
                    step = j
                    break
            if step == 0:
                return False
            self.turned[step - 1] = True
            card = self.track[step - 1]
            suit = suit_of(card)
            self.hurdles.append({"step": step, "card": card, "suit": suit})
            events.append(ev.HurdleTurned(step, card, suit))
            i = self.rules.suits.index(suit)
            if turbo:
                if self._move(i, suit, 1, "turbo", events):
                    return True
            else:
                self._move(i, suit, -1, "hurdle", events)

    def final_order(self) -> list[Suit]:
        """The field from first to last: the winner, then by step, then who got there first."""
        suits = self.rules.suits
        rest = sorted(
            (i for i, s in enumerate(suits) if s != self.winner),
            key=lambda i: (-self.pos[i], self.arrival[i], i),
        )
        return [s for s in [self.winner] if s is not None] + [suits[i] for i in rest]

    def _finish(self, events: list[Event]) -> None:
        assert self.winner is not None
        self.order = self.final_order()
        events.append(ev.AceWon(self.winner, tuple(self.order)))
        places = "places" in self.game.variants
        sips = self.game.units == "sips"
        for k in range(self.players):
            seat = (self.race + k) % self.players
            bet = self.bets[seat]
            if bet is None:
                continue
            suit, stake = bet
            place = self.order.index(suit) + 1
            reward: int | None = None
            if place == 1:
                reward = self.rules.win * stake
            elif places and place == 2:
                reward = self.rules.place.of(stake)
            elif places and place == 3:
                reward = self.rules.show.of(stake)
            amount = -(stake - self.upfront[seat]) if reward is None else reward
            self.payout[seat] += amount
            events.append(ev.BetSettled(seat, suit, place, amount, self.game.units))
            if sips and reward:
                self.handout.append([seat, reward])
        if self.handout:
            self.phase = HANDOUT
            events.append(ev.SipsToHandOut(self.handout[0][0], self.handout[0][1]))
        else:
            self._end_race(events)

    # -- payout ------------------------------------------------------------------------

    def _apply_give(self, target: int) -> list[Event]:
        giver = self.handout[0][0]
        if not 0 <= target < self.players or target == giver:
            raise IllegalAction(Give(target), "sips go to another seat at the table")
        self.payout[target] -= 1
        self.handout[0][1] -= 1
        events: list[Event] = [ev.SipGiven(giver, target)]
        if self.handout[0][1] == 0:
            self.handout.pop(0)
            if self.handout:
                events.append(ev.SipsToHandOut(self.handout[0][0], self.handout[0][1]))
            else:
                self._end_race(events)
        return events

    def _end_race(self, events: list[Event]) -> None:
        self.log.append(self.race_figures())
        for seat in range(self.players):
            self.totals[seat] += self.payout[seat]
        events.append(
            ev.RaceEnded(self.race + 1, self.winner, tuple(self.payout), tuple(self.totals))
        )
        if self.race + 1 < self.rules.races:
            self.race += 1
            self._new_race()
        else:
            self.phase = OVER
            events.append(ev.SessionEnded(tuple(self.totals), competition_placing(self.totals)))

    # -- reading the state -------------------------------------------------------------

    def race_figures(self) -> dict[str, Any]:
        """This race as the simulate JSON reports it."""
        return {
            "race": self.race + 1,
            "track": list(self.track),
            "draws": list(self.draws),
            "bets": [None if b is None else {"suit": b[0], "stake": b[1]} for b in self.bets],
            "winner": self.winner,
            "order": list(self.order),
            "payout": list(self.payout),
            "hurdles": [dict(h) for h in self.hurdles],
        }

    def positions(self) -> dict[Suit, int]:
        """The step of each ace, by suit."""
        return dict(zip(self.rules.suits, self.pos, strict=True))

    def result(self) -> Result:
        figures: dict[str, Any] = {}
        if len(self.log) == 1 and self.rules.races == 1:
            figures.update({k: v for k, v in self.log[0].items() if k != "race"})
        figures["races"] = [dict(r) for r in self.log]
        figures["payout"] = list(self.totals)
        figures["units"] = self.game.units
        return Result(competition_placing(self.totals), tuple(self.totals), figures)

    def observation(self, seat: int | None) -> dict[str, Any]:
        over = self.phase == OVER
        return {
            "game": "pferderennen",
            "seat": seat,
            "players": self.players,
            "race": self.race + 1,
            "races": self.rules.races,
            "phase": self.phase,
            "to_move": None if over or self.phase in (DEAL, RACE) else self.to_move(),
            "track_cards": self.rules.track_cards,
            "track": [c if (t or over) else None for c, t in zip(self.track, self.turned,
                                                                 strict=True)],
            "pile": len(self.deck),
            "positions": self.positions(),
            "draws": list(self.draws),
            "hurdles": [dict(h) for h in self.hurdles],
            "bets": [None if b is None else {"suit": b[0], "stake": b[1]} for b in self.bets],
            "winner": self.winner,
            "order": list(self.order),
            "payout": list(self.payout),
            "totals": list(self.totals),
            "handout": [list(h) for h in self.handout],
            "max_stake": self.rules.max_stake,
            "rates": {
                "win": self.rules.win,
                "place": [self.rules.place.num, self.rules.place.den],
                "show": [self.rules.show.num, self.rules.show.den],
                "up_front": [self.rules.up_front.num, self.rules.up_front.den],
            },
            "units": self.game.units,
            "variants": sorted(self.game.variants),
            "history": [dict(r) for r in self.log],
        }

    def to_dict(self) -> dict[str, Any]:
        return {
            "race": self.race,
            "phase": self.phase,
            "deck": self.deck.to_dict(),
            "track": list(self.track),
            "turned": list(self.turned),
            "pos": list(self.pos),
            "arrival": list(self.arrival),
            "tick": self.tick,
            "draws": list(self.draws),
            "bets": [None if b is None else [b[0], b[1]] for b in self.bets],
            "bets_made": self.bets_made,
            "upfront": list(self.upfront),
            "payout": list(self.payout),
            "totals": list(self.totals),
            "hurdles": [dict(h) for h in self.hurdles],
            "winner": self.winner,
            "order": list(self.order),
            "handout": [list(h) for h in self.handout],
            "log": [dict(r) for r in self.log],
        }

    @classmethod
    def from_dict(cls, game: PferderennenGame, data: dict[str, Any]) -> PferderennenState:
        """Rebuild a state from `to_dict()` output."""
        state = cls(game)
        state.race = int(data["race"])
        state.phase = str(data["phase"])
        state.deck.restore(data["deck"])
        state.track = list(data["track"])
        state.turned = [bool(t) for t in data["turned"]]
        state.pos = [int(p) for p in data["pos"]]
        state.arrival = [int(a) for a in data["arrival"]]
        state.tick = int(data["tick"])
        state.draws = list(data["draws"])
        state.bets = [None if b is None else (str(b[0]), int(b[1])) for b in data["bets"]]
        state.bets_made = int(data["bets_made"])
        state.upfront = [int(x) for x in data["upfront"]]
        state.payout = [int(x) for x in data["payout"]]
        state.totals = [int(x) for x in data["totals"]]
        state.hurdles = [dict(h) for h in data["hurdles"]]
        state.winner = data["winner"]
        state.order = list(data["order"])
        state.handout = [[int(h[0]), int(h[1])] for h in data["handout"]]
        state.log = [dict(r) for r in data["log"]]
        return state

    def clone(self) -> PferderennenState:
        new = PferderennenState.__new__(PferderennenState)
        new.__dict__.update(self.__dict__)
        new.deck = self.deck.copy()
        for name in ("track", "turned", "pos", "arrival", "draws", "bets", "upfront",
                     "payout", "totals", "hurdles", "order", "log"):
            setattr(new, name, list(getattr(self, name)))
        new.handout = [list(h) for h in self.handout]
        return new

    def scramble_secrets(self, owner: int | None, u: float) -> PferderennenState:
        """Nothing is any one seat's secret; what nobody knows is the face-down track cards
        and the pile, so for `owner=None` they swap among themselves."""
        new = self.clone()
        hidden = [j for j, t in enumerate(self.turned) if not t]
        if owner is not None or not hidden or self.phase == OVER:
            return new
        unknown = [self.track[j] for j in hidden]
        for card, count in self.deck.outcomes():
            unknown.extend([card] * count)
        if len(unknown) < 2:
            return new
        k = 1 + int(u * (len(unknown) - 1))
        rotated = unknown[k:] + unknown[:k]
        for j, card in zip(hidden, rotated, strict=False):
            new.track[j] = card
        rest = Deck(self.rules.deck, [0] * len(self.rules.deck))
        for card in rotated[len(hidden):]:
            rest.add(card)
        new.deck = rest
        return new
