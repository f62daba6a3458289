"""A race on the race track, and what follows it: prizes, form, the Totalisator's payout
(rulebook D: The Races, Movement on the Race Track, After a Race; RULINGS: A turn, Race order,
Gallop cards, Tote).

A turn: roll the race die (2-3-3-4-4-5) and the normal die; Durchbruch, if played, before
moving (through the field); move race die + daily form, the owner choosing where among every
reachable end; then Karriere (or Durchbruch used as Karriere): 2 more spaces; then, on a
normal-die 1 or 6, a gallop card, at once. One kept card per seat per round. A horse that
crosses the finish line takes the next placement space and draws no more gallop cards; the
race runs until every horse has crossed.
"""

from __future__ import annotations

from arcade_races.core.actions import Action
from arcade_races.core.errors import IllegalAction
from arcade_races.core.events import Event
from arcade_races.core.lanes import HOME, Reach, Space
from arcade_races.games.rennfieber import events as ev
from arcade_races.games.rennfieber.actions import PLAY_NONE, Burst, DrawGallop, Play, RaceDice, Run
from arcade_races.games.rennfieber.config import space_text
from arcade_races.games.rennfieber.hashing import PLACES, TURNS, fact, written_turn
from arcade_races.games.rennfieber.moves import Ends, Search, mask_of
from arcade_races.games.rennfieber.swaps import (
    GALLOP_DELTAS,
    ROLL_KEYS,
    gallop_deltas,
    roll_keys,
)
from arcade_races.games.rennfieber.table import (
    RACE_DICE,
    RACE_GALLOP,
    RACE_MOVE,
    RACE_PLAY,
    Table,
)

MOVE, BOOST, PUSH = "move", "boost", "push"

# A race turn marks nothing in the common case: the phase, the turn, the round, the move's
# length and mode are watched scalars (`hashing.WATCHED`, taken in by value at each read);
# the dice, the turn's log and where the horses stand change one fact at a time, and those
# facts' keys are swapped as they go (`Table.swap`), only while the hash is kept
# (`Table._keyed`: something has read the fingerprint), else nothing at all.
_DICE = PLACES["dice"]
_START = ("spot", "finished", "order", "kept_round", "hold", "stride", "gallop_deck",
          "gallop_discard", "race_runners")
"""What the start of a race sets (the turn's log and the watched scalars need no mark)."""
_SETTLE = ("ran", "race_runners", "race", "tote")
"""What settling a race changes, short of the next part of the evening (which marks its own)."""
_STRIDE = PLACES["stride"]
_LOG = PLACES["turn_log"]
_SPOT = PLACES["spot"]
_GALLOP_DECK = PLACES["gallop_deck"]
_GALLOP_DISCARD = PLACES["gallop_discard"]
"""What the move on offer is: the dice, a Karriere card's 2 spaces, a gallop card's push."""


class RacePhases(Table):
    """The race and its settlement."""

    taken: set[int]
    """The ids of the spaces the horses still in the race stand on (`field_ids`), kept as
    they move and finish: a move's search is not blocked by any other (not part of the
    snapshot: a state rebuilt works it out)."""
    taken_mask: int
    """`taken` as a mask of bits by id (`Track.bits`), kept with it: a move asks whether the
    empty track's search meets the field with one AND."""

    def start_race(self, events: list[Event]) -> None:
        """The horses in their start row; the gallop cards shuffled; the first horse rolls."""
        self.fix(_START)
        entry = self.programme[self.race]
        course = self.rules.track.courses[entry.course]
        self.spot = {str(card): [lane, course.start[lane], 0]
                     for lane, card in enumerate(self.lanes)}
        self.finished = []
        self.set_taken(self.field_ids())
        self.order = self.turn_order()
        self.turn = 0
        self.round = 1
        self.kept_round = [0] * self.players
        self.hold = []
        self.stride = {}
        self.gallop_deck = self.fresh_deck("gallop")
        self.gallop_discard = {}
        self.race_from = len(self.turns)
        self.race_runners = [{"card": c, "owner": self.owner_of(c), "lane": lane + 1,
                              "form": self.form[self.i(c)]} for lane, c in enumerate(self.lanes)]
        events.append(ev.RaceStarted(self.race + 1, entry.course, tuple(self.order)))
        self._open_turn(self.order[0])  # nobody is held yet

    def turn_order(self) -> list[int]:
        """The lane-1 horse's owner first, then clockwise, each seat's runners in lane order;
        with the variant `by_lane`, strictly by lane."""
        if self.game.by_lane or not self.lanes:
            return list(self.lanes)
        first = self.owner_of(self.lanes[0])
        order: list[int] = []
        for step in range(self.players):
            seat = (first + step) % self.players
            order.extend(c for c in self.lanes if self.owner_of(c) == seat)
        return order

    # -- reading the track -------------------------------------------------------------

    def runner(self) -> int:
        """The horse whose turn it is."""
        return self.order[self.turn]

    def space_of(self, card: int) -> Space:
        """Where a horse stands."""
        lane, index, _ = self.spot[str(card)]
        return (lane, index)

    def occupied(self, but: int) -> set[Space]:
        """Every space a horse (other than `but`) stands on."""
        finished = self.finished
        skip = str(but)  # `spot` is keyed by the card number as text
        return {(s[0], s[1]) for key, s in self.spot.items()
                if key != skip and (not finished or int(key) not in finished)}

    def field_ids(self) -> set[int]:
        """The ids of the spaces the horses still in the race stand on (`Track` ids)."""
        offsets, finished = self.game.track.offsets, self.finished
        return {offsets[s[0]] + s[1] for key, s in self.spot.items()
                if int(key) not in finished}

    def set_taken(self, ids: set[int]) -> None:
        """`taken` (and `taken_mask`) from the ids `ids`."""
        self.taken, self.taken_mask = ids, mask_of(self.game.track.bits, ids)

    def crossings_left(self, card: int) -> int:
        """How many more times the horse must cross the finish line."""
        return self.game.race_crossings[self.race] - self.spot[str(card)][2]

    def reach(self, card: int, steps: int, through: bool) -> Reach:
        """Where a move of `steps` can end for `card`."""
        return self.rules.track.graph.reach(self.space_of(card), steps, self.occupied(card),
                                            through, self.crossings_left(card))

    def move_table(self) -> Ends:
        """Each end of the move on offer as its action, with the search that found it: made
        once per state (the legal actions and the move itself share it; `apply` drops it)."""
        table = self.moves
        if table is None:
            card = self.order[self.turn]
            track = self.game.track
            lane, index, crossed = self.spot[str(card)]
            start = track.offsets[lane] + index
            left = self.game.race_crossings[self.race] - crossed
            table = Ends()
            table.start = start
            # The spaces the other horses still in the race stand on: all but the horse's
            # own, taken out while it searches.
            blocked = self.taken
            blocked.discard(start)
            # (The mask keeps the start's bit: a search's spaces passed leave the start out;
            # on a lap shorter than the move the bit asks for the full search, right too.)
            mask = self.taken_mask
            try:
                track.ends(start, self.length, blocked, mask, False, left, table)
                # `may_burst`, written out: most horses keep no card, so that is asked first.
                if self.mode == MOVE:
                    i = self.index[card]
                    kept = self.kept[i]
                    if kept and self.kept_round[self.owner[i]] != self.round and (
                            not self.game.actions.durchbruch.isdisjoint(kept)):
                        track.ends(start, self.length, blocked, mask, True, left, table)
            finally:
                blocked.add(start)
            self.moves = table
        return table

    def can_play_kept(self, card: int) -> bool:
        """Whether the owner may still play a kept card this round."""
        return self.kept_round[self.owner_of(card)] != self.round

    # -- a turn ------------------------------------------------------------------------

    def _open_turn(self, card: int) -> None:
        # The turn of `card` (on the track, not held) begins: its log, then the dice.
        track = self.game.track
        lane, index, _ = self.spot[str(card)]
        space = track.offsets[lane] + index
        self.turn_log = {"card": card, "race_die": 0, "die": 0, "from": track.names[space],
                         "to": "", "kept": None, "gallop": None}
        if self._keyed:  # (`set_share`, written out: every race turn)
            keys = self.game.race_keys
            row = keys.logs.get(card) or keys.log_row(card)
            share = row[space] or keys.log(card, space)
            parts = self._parts
            self._hash ^= parts[_LOG] ^ share
            parts[_LOG] = share
        self.phase = RACE_DICE

    def dice_outcomes(self) -> list[tuple[Action, int]]:
        """Race die and normal die together, each pair weighted by its faces."""
        return list(self.game.actions.race_dice)

    def rolled(self, action: Action, events: list[Event]) -> None:
        """Chance: both dice. The move is the race die plus the daily form's extra space."""
        actions = self.game.actions
        faces = actions.dice_faces.get(action.faces) if isinstance(action, RaceDice) else None
        if faces is None:
            raise IllegalAction(action, "the dice cannot show that")
        card = self.order[self.turn]
        roll, die = faces
        bonus = actions.extras[card][self.form[self.index[card]]].get(roll, 0)  # `bonus`
        short = 0
        if self.stride:
            short = self.stride.pop(str(card), 0)
            if short and self._keyed:  # its stride was cut short: that count leaves the map
                self.swap(_STRIDE, fact("stride", str(card), short))
        log = self.turn_log
        if self._keyed:
            # `swap` and `set_share`, written out: this is every roll of a race. A turn's log
            # has no dice before its one roll (`_open_turn` writes it with none).
            log_delta, dice_share = ROLL_KEYS.get(faces) or roll_keys(faces)
            parts = self._parts
            self._hash ^= log_delta ^ parts[_DICE] ^ dice_share
            parts[_LOG] ^= log_delta
            parts[_DICE] = dice_share
        self.dice = [roll, die]
        self.length = length = max(0, roll + bonus - short)
        log["race_die"], log["die"] = roll, die
        made = actions.rolled.get((card, roll, die, bonus - short))  # as `events` would, inline
        if made is None:
            made = actions.rolled[(card, roll, die, bonus - short)] = ev.RaceDiceRolled(
                card, roll, die, bonus - short, length)
        events.append(made)
        self.mode = MOVE
        self.phase = RACE_MOVE

    def move_actions(self) -> list[Action]:
        """Every end of the move on offer; with a Durchbruch card in hand (and none played by
        the owner this round), every end through the field too."""
        return self.move_table().actions[:]

    def may_burst(self, card: int) -> bool:
        """Whether the move on offer may go through the field: the dice's move, a Durchbruch
        card with the horse, and no kept card played by its owner this round."""
        return self.mode == MOVE and self.can_play_kept(card) and (
            not self.game.actions.durchbruch.isdisjoint(self.kept[self.index[card]]))

    def moved(self, action: Action, events: list[Event]) -> None:
        """The owner says where the move ends; the horse runs the path there."""
        card = self.order[self.turn]
        # One search serves the check and the move (it is the hot path of a race).
        track = self.game.track
        table = self.moves
        if table is None:
            table = self.move_table()
        search: Search | None = None
        end = -1
        if isinstance(action, Run):
            search, end = table.runs, track.ids.get(action.to, -1)
        elif isinstance(action, Burst):
            search, end = table.bursts, track.ids.get(action.to, -1)
        point = search.ends.get(end) if search is not None else None
        if search is None or point is None:
            raise IllegalAction(action, "end the move on a space it can reach")
        taken = self.taken  # the horse leaves its space (home: it leaves the race)
        taken.discard(table.start)
        bits = track.bits
        mask = self.taken_mask ^ bits[table.start]
        if end != track.count:
            taken.add(end)
            mask ^= bits[end]  # (a free space; or the start itself, its bit back in)
        self.taken_mask = mask
        burst = isinstance(action, Burst)
        if burst:
            self._play_kept(card, "durchbruch", "durchbruch")
            events.append(ev.KeptCardPlayed(self.owner_of(card), card, "durchbruch"))
        count = track.count
        how = "burst" if burst else self.mode
        home = end == count
        # A search on the empty track is kept per game: so is the path of each end it finds,
        # whichever horse runs it (the event is made once per game by its fields).
        made = search.made
        shown = made.get(point) if made is not None else None
        if shown is None:
            names = track.names
            path = [names[p % count] for p in track.path(search.layers, point)]
            if home:
                path[-1] = HOME  # the step onto the line takes the horse out of the race
            shown = tuple(path)
            if made is not None:
                made[point] = shown
        events.append(ev.HorseMoved(card, shown, how))
        if home:
            self._finish(card, events)
        else:
            key = str(card)
            spot = self.spot[key]
            crossed, space = divmod(point, count)
            if self._keyed:
                # The keys by point: where it stood (its lines crossed and space id) and that
                # plus the move's point (the search counts from the space it stood on).
                lines = spot[2] * count
                delta = self.game.race_keys.step_delta(key, lines + table.start, lines + point)
                self._hash ^= delta  # (`swap`, written out: every race move)
                self._parts[_SPOT] ^= delta
                spot[2] += crossed
                spot[0], spot[1] = track.spaces[space]
            else:
                spot[2] += crossed
                spot[0], spot[1] = track.spaces[space]
        self._after_move(card, events)

    def _after_move(self, card: int, events: list[Event]) -> None:
        mode, running = self.mode, card not in self.finished
        if mode == MOVE and running:
            # A kept card to play (`can_play_kept`, written out; most horses keep none).
            i = self.index[card]
            kept = self.kept[i]
            if kept and self.kept_round[self.owner[i]] != self.round and (
                    not self.game.actions.boosts.isdisjoint(kept)):
                self.phase = RACE_PLAY
                return
        if mode in (MOVE, BOOST) and running and self.dice[1] in self.rules.gallop_on:
            if not len(self.gallop_deck):
                self.reshuffle("gallop", events)
            if len(self.gallop_deck):
                self.phase = RACE_GALLOP
                return
        self._end_race_turn(events)

    def play_actions(self) -> list[Action]:
        """After the move: a kept card the horse holds, or none."""
        kinds = self.kept_kinds(self.runner())
        plays = self.game.actions.plays
        return [*(plays[k] for k in ("karriere", "durchbruch") if k in kinds), PLAY_NONE]

    def played(self, action: Action, events: list[Event]) -> None:
        """Karriere (or Durchbruch as Karriere): 2 more spaces; or keep the cards."""
        if not isinstance(action, Play) or action not in self.play_actions():
            raise IllegalAction(action, "play a kept card the horse holds, or none")
        card = self.runner()
        if action.card == "none":
            self.mode = BOOST  # no boost, but the gallop card still follows
            self._after_move(card, events)
            return
        kind = "karriere" if action.card == "karriere" else "durchbruch_move"
        self._play_kept(card, action.card, kind)
        events.append(ev.KeptCardPlayed(self.owner_of(card), card, kind))
        self.mode = BOOST
        self.length = self.rules.boost
        self.phase = RACE_MOVE

    def _play_kept(self, card: int, kind: str, logged: str) -> None:
        # A kept card of `kind` leaves the horse; its owner has played its card this round;
        # the turn's log says how it was used (`logged`).
        self.return_kept(card, kind)
        self.set_entry("kept_round", self.owner_of(card), self.round)
        log = self.turn_log
        if self._keyed:
            self.swap(_LOG, fact("turn_log", "kept", log["kept"])
                      ^ fact("turn_log", "kept", logged))
        log["kept"] = logged

    def gallop_outcomes(self) -> list[tuple[Action, int]]:
        """Which gallop card is drawn."""
        return self.gallop_deck.weighted(self.game.draws["gallop"])

    def drew_gallop(self, action: Action, events: list[Event]) -> None:
        """Chance: a gallop card, carried out at once."""
        if not isinstance(action, DrawGallop) or not self.gallop_deck.count(str(action.card)):
            raise IllegalAction(action, "no such card left in the gallop deck")
        card = self.runner()
        key = str(action.card)
        deck, discard = self.gallop_deck, self.gallop_discard
        before = discard.get(key)
        gallop = self.rules.gallop_card(action.card)
        log = self.turn_log
        if self._keyed:
            left = deck.count(key)
            deltas = GALLOP_DELTAS.get((key, left, before, log["gallop"], gallop.id))
            if deltas is None:
                deltas = gallop_deltas(key, left, before, log["gallop"], gallop.id)
            parts = self._parts
            on_deck, on_discard, on_log = deltas
            self._hash ^= on_deck ^ on_discard ^ on_log  # (`swap` three times, written out)
            parts[_GALLOP_DECK] ^= on_deck
            parts[_GALLOP_DISCARD] ^= on_discard
            parts[_LOG] ^= on_log
        deck.remove(key)
        discard[key] = (before or 0) + 1
        log["gallop"] = gallop.id
        events.append(self.game.actions.events(ev.GallopDrawn, card, gallop.id))
        self.pay(self.owner_of(card), gallop.cash, "gallop", events)
        if gallop.effect == "push" and gallop.spaces > 0:
            self.mode, self.length = PUSH, gallop.spaces
            self.phase = RACE_MOVE
            return
        if gallop.effect == "hold":
            self.hold.append(card)
            self.fix(("hold",))
        elif gallop.effect == "stride" and gallop.spaces > 0:
            self.stride[str(card)] = self.stride.get(str(card), 0) + gallop.spaces
            self.fix(("stride",))
        elif gallop.effect == "shift":
            self._shift(card, -1 if gallop.lane == "in" else 1, events)
        self._end_race_turn(events)

    def _shift(self, card: int, side: int, events: list[Event]) -> None:
        # One lane in or out, diagonally forward, if that space is free; never backwards.
        here = self.space_of(card)
        step = self.rules.track.graph.beside(here, side)
        if step is None or (step[0], step[1]) in self.occupied(card):
            return
        spot = self.spot[str(card)]
        if step[2] and self.crossings_left(card) <= step[2]:
            events.append(ev.HorseMoved(card, (space_text(here), HOME), "shift"))
            self._finish(card, events)
            return
        track = self.game.track
        offsets, bits = track.offsets, track.bits
        was = offsets[spot[0]] + spot[1]
        lines = spot[2]
        spot[0], spot[1], spot[2] = step[0], step[1], spot[2] + step[2]
        now = offsets[spot[0]] + spot[1]
        if self._keyed:  # its spot's key out, the new one in (as a move swaps them)
            count = track.count
            self.swap(_SPOT, self.game.race_keys.step_delta(
                str(card), lines * count + was, spot[2] * count + now))
        self.taken.discard(was)
        self.taken.add(now)
        self.taken_mask ^= bits[was] ^ bits[now]  # (`now` was free)
        events.append(ev.HorseMoved(card, (space_text(here), space_text((step[0], step[1]))),
                                    "shift"))

    def _finish(self, card: int, events: list[Event]) -> None:
        lane, index, _ = self.spot[str(card)]
        track = self.game.track
        here = track.offsets[lane] + index
        self.taken.discard(here)
        self.taken_mask &= ~track.bits[here]  # (a run home has taken it out already)
        self.append_entry("finished", card)
        events.append(self.game.actions.events(ev.HorseFinished, card, len(self.finished)))

    def _end_race_turn(self, events: list[Event]) -> None:
        card = self.order[self.turn]
        log = self.turn_log
        if card in self.finished:
            log["to"] = HOME
        else:
            track = self.game.track
            lane, index, _ = self.spot[str(card)]
            log["to"] = track.names[track.offsets[lane] + index]
        turns = self.turns
        turns.append(log)
        self.turn_log = {}
        if self._keyed:
            # The log's facts go out (an empty log has none), the written turn's key goes in.
            parts = self._parts
            self._hash ^= parts[_LOG] ^ TURNS.entry_of_new_text(len(turns) - 1,
                                                                written_turn(log))
            parts[_LOG] = 0
        self._next_race_turn(events)

    def _next_race_turn(self, events: list[Event]) -> None:
        # The next horse in the order still on the track; a held horse sits its turn out.
        order, finished = self.order, self.finished
        if len(finished) == len(order):
            self.settle(events)
            return
        turn, round_, hold = self.turn, self.round, self.hold
        while True:
            turn += 1
            if turn == len(order):
                turn = 0
                round_ += 1
            card = order[turn]
            if card in finished:
                continue
            if hold and card in hold:
                hold.remove(card)
                self.fix(("hold",))
                events.append(self.game.actions.events(ev.HorseHeld, card))
                continue
            break
        self.turn, self.round = turn, round_
        self._open_turn(card)

    # -- after the race ----------------------------------------------------------------

    def settle(self, events: list[Event]) -> None:
        """Prizes, form (winner up, last down), the Totalisator, then on."""
        self.fix(_SETTLE)  # the cash and the form swap their keys as they change
        entry = self.programme[self.race]
        placings = list(self.finished)
        prizes: list[dict[str, int]] = []
        events.append(ev.RaceOver(self.race + 1, tuple(placings)))
        for place, card in enumerate(placings):
            if place < len(entry.prizes) and entry.prizes[place]:
                seat = self.owner_of(card)
                self.pay(seat, entry.prizes[place], "prize", events)
                prizes.append({"seat": seat, "amount": entry.prizes[place]})
        for card in placings:
            self.ran[self.i(card)].append(self.race + 1)
        self.move_form(placings[0], 1, "won", events)
        if len(placings) > 1:
            self.move_form(placings[-1], -1, "last", events)
        tote = self.tote
        events.append(ev.SlipsRevealed(tuple(tote.slips)))
        payout = tote.settle(placings[0], self.players, self.rules.tote_quote,
                             self.rules.tote_round)
        for seat in range(self.players):
            self.pay(seat, -payout.stakes[seat], "stake", events)
        events.append(ev.ToteSettled(placings[0], payout.pool, payout.on_winner,
                                     payout.quote or 0))
        for seat in range(self.players):
            self.pay(seat, payout.returns[seat], "tote", events)
        bets: dict[tuple[int, int], list[int]] = {}
        for seat, card, value in tote.slips:
            bets.setdefault((seat, card), []).append(value)
        # The record of a race is written once, when it is over, and never changed after.
        self.record_entry("races", {
            "course": entry.course, "fee": entry.fee, "runners": self.race_runners,
            "bets": [{"seat": s, "card": c, "slips": v} for (s, c), v in bets.items()],
            "turns": self.race_turns(), "placings": placings, "prizes": prizes,
            "pool": payout.pool, "on_winner": payout.on_winner, "quote": payout.quote,
            "returns": list(payout.returns),
        })
        self.race_from, self.race_runners = len(self.turns), []
        self.race_over(events)
