"""Rennfieber's incremental Zobrist hash: what `RennfieberState.fingerprint()` is (replay
format 3; `core.zobrist`).

The hash is the exclusive or of one key per fact of `to_dict()`, fields that follow from the
rest left out (the cash, from the ledger's start and lines; `race_from`, from the record).
A fact of the table `T` with the parts `p1, p2, ...` (whole numbers, words, flags, null) has
the key `ValueKeys("rennfieber/T").of([p1, p2, ...])`: BLAKE2b of the table's name and the
canonical JSON of the parts. These keys and the facts they stand for are FIXED (recorded
fingerprints must check out for ever):

- a scalar field `F` of the snapshot (`phase`, `auction`, `offer`, `high`, `high_bidder`,
  `bid_turn`, `last_buyer`, `unsold_streak`, `forced`, `block`, `run`, `runs_left`,
  `train_start`, `train_turn`, `race`, `bet_turn`, `turn`, `round`, `length`, `mode`):
  table `F`, parts `[value]`;
- a list field `F` (`owner`, `form`, `under`, `needs`, `out`, `sell_left`, `trained`,
  `train_horse`, `position`, `missing`, `finished_run`, `first_rolls`, `contenders`,
  `runners`, `tie_queue`, `lanes`, `finished`, `order`, `kept_round`, `hold`, `dice`):
  table `F`, parts `[place, value]` for each entry;
- a list of lists (`kept`, `ran`, `hand`): table `F`, parts `[row, place, value]`;
- a map of counts (`training_discard`, `gallop_discard`, `stride`) and the race turn in
  progress (`turn_log`): table `F`, parts `[key, value]` for each key;
- `tie_rolls`: table `tie_rolls`, parts `[card]` for each key and `[card, place, value]` for
  each roll; `spot`: table `spot`, parts `[card, lane, index, crossed]` for each horse;
- `train_log`: table `train_log`, parts `[seat, key, value]` for each key of a seat's log but
  its lists, `[seat, key, place, value]` for each entry of `spaces` and `cards`;
- `race_runners`: table `race_runners`, parts `[place, card, owner, lane, form]`;
- the decks (`training_deck`, `gallop_deck`, `unoffered`): table `F`, parts `[kind, count]`
  for each kind with cards left;
- `picks`: table `picks_must`, parts `[place, seat]`; table `picks`, parts `[seat, *cards]`
  for each seat that has chosen (no cards: `[seat]`);
- `tote`: table `tote`, parts `[place, seat, card, value]` for each slip;
- `ledger`: table `ledger_start`, parts `[seat, cash]`;
- the histories, each entry by its place, `ValueKeys("rennfieber/H").entry(index, entry)`:
  `ledger` (its lines), `turns` (every race turn of the evening: the record's races' turns
  then `race_turns`), `record/auctions`, `record/sales`, `record/training`, `record/races`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from arcade_races.core.deck import Deck
from arcade_races.core.fingerprint import canonical_json
from arcade_races.core.zobrist import ValueKeys, pair_key
from arcade_races.games.rennfieber.snapshot import turn_text

if TYPE_CHECKING:
    from arcade_races.games.rennfieber.table import Table

SCALARS = ("phase", "auction", "offer", "high", "high_bidder", "bid_turn", "last_buyer",
           "unsold_streak", "forced", "block", "run", "runs_left", "train_start",
           "train_turn", "race", "bet_turn", "turn", "round", "length", "mode")
LISTS = ("owner", "form", "under", "needs", "out", "sell_left", "trained", "train_horse",
         "position", "missing", "finished_run", "first_rolls", "contenders", "runners",
         "tie_queue", "lanes", "finished", "order", "kept_round", "hold", "dice")
NESTED = ("kept", "ran", "hand")
COUNTS = ("training_discard", "gallop_discard", "stride", "turn_log")
DECKS = ("training_deck", "gallop_deck", "unoffered")
HISTORIES = ("ledger", "turns", "record/auctions", "record/sales", "record/training",
             "record/races")

_tables: dict[str, ValueKeys] = {}
_memo: dict[tuple[Any, ...], int] = {}
_LIMIT = 1 << 17


def table(name: str) -> ValueKeys:
    """The value keys of the table `name` (made once per process)."""
    found = _tables.get(name)
    if found is None:
        found = _tables[name] = ValueKeys(f"rennfieber/{name}")
    return found


def fact(name: str, *parts: Any) -> int:
    """The key of the fact `parts` of the table `name` (remembered: facts repeat)."""
    found = _memo.get((name, *parts))
    if found is None:
        if len(_memo) >= _LIMIT:
            _memo.clear()
        # (`_memo` remembers the key: the table's own memo of texts would hold it twice.)
        found = _memo[(name, *parts)] = table(name).of_new_text(canonical_json(list(parts)))
    return found


TURNS = table("turns")
"""The value keys of the race turns (`turn_key`)."""


def line_key(index: int, line: list[Any]) -> int:
    """The key of ledger line `index` (seat, amount, reason)."""
    seat, amount, reason = line
    return pair_key(_line(seat, amount, reason), index)


_lines: dict[tuple[int, int, str], int] = {}
"""The keys of ledger lines by their fields (`ValueKeys.entry` but for the canonical JSON)."""


def _line(seat: int, amount: int, reason: str) -> int:
    found = _lines.get((seat, amount, reason))
    if found is None:
        if len(_lines) >= _LIMIT:
            _lines.clear()
        found = _lines[(seat, amount, reason)] = table("ledger").of_new_text(
            canonical_json([seat, amount, reason]))
    return found


def turn_key(index: int, text: str) -> int:
    """The key of race turn `index` of the evening, from its canonical JSON `text` (not
    remembered: a turn's card, dice and spaces hardly ever come back together)."""
    return TURNS.entry_of_new_text(index, text)


_TURN_TEXTS: dict[int, tuple[dict[str, Any], str]] = {}
"""The texts of race turns written while the hash is kept, by the log's `id` (with the log,
which keeps that id its own): the race's record, keyed when the race is settled, takes them
instead of writing each turn out again."""


def written_turn(log: dict[str, Any]) -> str:
    """`turn_text(log)` of a turn just written (never changed after), kept for `race_key`."""
    text = turn_text(log)
    if len(_TURN_TEXTS) >= SHARE_LIMIT:
        _TURN_TEXTS.clear()  # (states dropped before their race was settled)
    _TURN_TEXTS[id(log)] = (log, text)
    return text


def _race_turn_text(log: dict[str, Any]) -> str:
    kept = _TURN_TEXTS.pop(id(log), None)
    return kept[1] if kept is not None and kept[0] is log else turn_text(log)


_log_parts: dict[tuple[int, str], int] = {}


_BEGUN: list[int] = []
"""The share of the facts every begun turn's log holds alike (no dice, no end, nothing kept or
drawn yet), worked out once."""


def log_part(card: int, here: str) -> int:
    """The share of a race turn's log as it begins: `card` on the space named `here`."""
    found = _log_parts.get((card, here))
    if found is None:
        if not _BEGUN:
            begun = 0
            for key, value in (("race_die", 0), ("die", 0), ("to", ""), ("kept", None),
                               ("gallop", None)):
                begun ^= fact("turn_log", key, value)
            _BEGUN.append(begun)
        found = _BEGUN[0] ^ fact("turn_log", "card", card) ^ fact("turn_log", "from", here)
        _log_parts[(card, here)] = found
    return found


def entry_key(history: str, index: int, value: Any) -> int:
    """The key of entry `index` of the record's list `history` (`record/races`, ...; not
    remembered: an entry is written once)."""
    return pair_key(table(history).of_new_text(canonical_json(value)), index)


def race_key(index: int, entry: dict[str, Any]) -> int:
    """`entry_key("record/races", index, entry)`, the race's turns written out by
    `turn_text` (they are most of the record's text: the C encoder took 0.1 ms a race), or
    taken as `written_turn` kept them when each turn was written."""
    # Canonical JSON sorts the keys, and "turns" sorts after every other key of a race's
    # record: the rest's text with the turns put in before its closing brace.
    rest = canonical_json({key: value for key, value in entry.items() if key != "turns"})
    text = f'{rest[:-1]},"turns":[{",".join(map(_race_turn_text, entry["turns"]))}]}}'
    return pair_key(table("record/races").of_new_text(text), index)


# -- each field's share of the hash, from scratch ------------------------------------------

def _scalar(name: str) -> Callable[[Table], int]:
    def part(s: Table) -> int:
        return fact(name, s.__dict__[name])
    return part


def _list(name: str) -> Callable[[Table], int]:
    def part(s: Table) -> int:
        h = 0
        for place, value in enumerate(s.__dict__[name]):
            h ^= fact(name, place, value)
        return h
    return part


def _nested(name: str) -> Callable[[Table], int]:
    def part(s: Table) -> int:
        h = 0
        for row, values in enumerate(s.__dict__[name]):
            for place, value in enumerate(values):
                h ^= fact(name, row, place, value)
        return h
    return part


def row_share(name: str, row: int, values: list[Any]) -> int:
    """The share of row `row` of the list of lists `name` (`kept`: a horse's kept cards)."""
    h = 0
    for place, value in enumerate(values):
        h ^= fact(name, row, place, value)
    return h


def _counts(name: str) -> Callable[[Table], int]:
    def part(s: Table) -> int:
        h = 0
        for key, value in s.__dict__[name].items():
            h ^= fact(name, key, value)
        return h
    return part


def _deck(name: str) -> Callable[[Table], int]:
    def part(s: Table) -> int:
        deck: Deck = s.__dict__[name]
        h = 0
        for kind, count in deck.outcomes():
            h ^= fact(name, kind, count)
        return h
    return part


def _tie_rolls(s: Table) -> int:
    h = 0
    for card, rolls in s.tie_rolls.items():
        h ^= fact("tie_rolls", card)
        for place, value in enumerate(rolls):
            h ^= fact("tie_rolls", card, place, value)
    return h


def _spot(s: Table) -> int:
    h = 0
    for card, (lane, index, crossed) in s.spot.items():
        h ^= fact("spot", card, lane, index, crossed)
    return h


def _train_log(s: Table) -> int:
    h = 0
    for seat, log in enumerate(s.train_log):
        h ^= _seat_log(seat, log)
    return h


def _seat_log(seat: int, log: dict[str, Any]) -> int:
    """The facts of seat `seat`'s training log: a list's items each at its place."""
    h = 0
    for key, value in log.items():
        if isinstance(value, list):
            for place, item in enumerate(value):
                h ^= fact("train_log", seat, key, place, item)
        else:
            h ^= fact("train_log", seat, key, value)
    return h


def _race_runners(s: Table) -> int:
    h = 0
    for place, r in enumerate(s.race_runners):
        h ^= fact("race_runners", place, r["card"], r["owner"], r["lane"], r["form"])
    return h


def _picks(s: Table) -> int:
    h = 0
    for place, seat in enumerate(s.picks.must):
        h ^= fact("picks_must", place, seat)
    for seat, choice in enumerate(s.picks.choices):
        if choice is not None:
            h ^= fact("picks", seat, *choice)
    return h


def _tote(s: Table) -> int:
    h = 0
    for place, (seat, card, value) in enumerate(s.tote.slips):
        h ^= fact("tote", place, seat, card, value)
    return h


def _ledger_start(s: Table) -> int:
    h = 0
    for seat, cash in enumerate(s.ledger.start):
        h ^= fact("ledger_start", seat, cash)
    return h


PARTS: dict[str, Callable[[Table], int]] = {
    **{name: _scalar(name) for name in SCALARS},
    **{name: _list(name) for name in LISTS},
    **{name: _nested(name) for name in NESTED},
    **{name: _counts(name) for name in COUNTS},
    **{name: _deck(name) for name in DECKS},
    "tie_rolls": _tie_rolls, "spot": _spot, "train_log": _train_log,
    "race_runners": _race_runners, "picks": _picks, "tote": _tote,
    "ledger_start": _ledger_start,
}
"""Each field's share of the hash (the histories are kept apart, see `history_parts`)."""

FIELDS = tuple(PARTS)


def history_parts(s: Table) -> dict[str, int]:
    """Each history's share of the hash, from scratch."""
    ledger = 0
    for index, line in enumerate(s.ledger.entries):
        ledger ^= line_key(index, line)
    turns = 0
    for index, log in enumerate(s.turns):
        turns ^= turn_key(index, turn_text(log))
    parts = {"ledger": ledger, "turns": turns}
    for name in ("auctions", "sales", "training", "races"):
        h = 0
        for index, entry in enumerate(s.record[name]):
            h ^= entry_key(f"record/{name}", index, entry)
        parts[f"record/{name}"] = h
    return parts


WATCHED = ("phase", "turn", "round", "length", "mode", "train_turn")
"""The scalars nearly every step changes (the phase on every one, the turn, the move's
length): they are not in the kept hash (`Table._hash`) at all, no move marks them, and each
read takes their keys in by value (`swaps.watched_share`): six lookups a read cost less than
marking them and working their shares out again."""

BITS: dict[str, int] = {name: 1 << place for place, name in enumerate(FIELDS)
                        if name not in WATCHED}
"""Each field's dirty bit: a move ORs the bits of what it changes into `_dirty`, and the
next read of the fingerprint works out those fields' shares again (`refresh`). (A history's
new entry needs no bit: it goes into the hash as it is written, see `Table._dirty`; a
watched scalar has none: see `WATCHED`.)"""
MASKS: dict[tuple[str, ...], int] = {}
"""The dirty bits of a tuple of fields, by the tuple (a move's fields are a constant)."""


def fields_mask(names: tuple[str, ...]) -> int:
    """The dirty bits of the fields `names` (a watched scalar has none)."""
    mask = 0
    for name in names:
        if name not in WATCHED:
            mask |= BITS[name]
    return mask


# -- each field's share of the hash, remembered by value --------------------------------
#
# The fingerprint is read after every action of a recorded game, and an action changes a few
# fields. Working a changed field's share out fact by fact (`PARTS`) made reading it cost as
# much as the rest of the step, so `refresh` uses these instead: each remembers the shares it
# has worked out by an immutable copy of the value (a tuple of the list, of the map's items),
# and a value seen before (most are: the dice, the phase, a race turn's log) costs one
# tuple and one lookup. The shares are the ones `PARTS` works out, fact for fact (the tests
# hold `refresh` to `full_hash` after every step of many evenings).

SHARE_LIMIT = 1 << 14
"""The most values one field's memo holds before it starts again (a bound, not a size that
matters: it only keeps a long run of distinct values from growing it)."""


def remember(memo: dict[Any, int], value: Any, share: int) -> int:
    """Keep `share` in `memo` by `value` (starting the memo again once it holds
    `SHARE_LIMIT`) and hand it back."""
    if len(memo) >= SHARE_LIMIT:
        memo.clear()
    memo[value] = share
    return share


def _fast_scalar(name: str) -> Callable[[Table], int]:
    memo: dict[Any, int] = {}

    def part(s: Table) -> int:
        value = s.__dict__[name]
        found = memo.get(value)
        if found is None:
            found = remember(memo, value, fact(name, value))
        return found
    return part


def _fast_field(name: str, slow: Callable[[Table], int],
                shape: Callable[[Any], Any]) -> Callable[[Table], int]:
    """`slow`'s share of field `name`, remembered by `shape` of its value (an immutable copy:
    a tuple of the list, of the rows, of the map's items, of the deck's outcomes)."""
    memo: dict[Any, int] = {}

    def part(s: Table) -> int:
        seen = shape(s.__dict__[name])
        found = memo.get(seen)
        if found is None:
            found = remember(memo, seen, slow(s))
        return found
    return part


def _items(value: dict[Any, Any]) -> tuple[Any, ...]:
    # A map's items in its own order: maps equal but for the order are two values of the
    # memo with the same share (XOR does not mind the order).
    return tuple(value.items())


def _outcomes(deck: Deck) -> tuple[Any, ...]:
    return tuple(deck.outcomes())


def _rows(value: list[Any]) -> tuple[Any, ...]:
    return tuple(map(tuple, value))


_spot_keys: dict[tuple[str, int, int, int], int] = {}


def spot_key(card: str, lane: int, index: int, crossed: int) -> int:
    """The key of horse `card` (as text) standing on (`lane`, `index`) with `crossed` lines
    behind it: one lookup (a race move takes one out and puts one in, see `RacePhases`)."""
    found = _spot_keys.get((card, lane, index, crossed))
    if found is None:
        found = remember(_spot_keys, (card, lane, index, crossed),
                          fact("spot", card, lane, index, crossed))
    return found


def _fast_spot(s: Table) -> int:
    h = 0
    for card, (lane, index, crossed) in s.spot.items():
        h ^= spot_key(card, lane, index, crossed)
    return h


_tie_memo: dict[tuple[Any, ...], int] = {}


def _fast_tie_rolls(s: Table) -> int:
    value = tuple([(card, *rolls) for card, rolls in s.tie_rolls.items()])
    found = _tie_memo.get(value)
    if found is None:
        found = remember(_tie_memo, value, _tie_rolls(s))
    return found


_log_memo: dict[tuple[Any, ...], int] = {}


def log_share(seat: int, log: dict[str, Any]) -> int:
    """The share of seat `seat`'s training log `log` (remembered by its items, lists as
    tuples): what `_train_log` works out for that seat."""
    value = (seat, *[(key, tuple(item) if isinstance(item, list) else item)
                     for key, item in log.items()])
    found = _log_memo.get(value)
    if found is None:
        found = remember(_log_memo, value, _seat_log(seat, log))
    return found


def train_log_key(seat: int, key: str, *parts: Any) -> int:
    """The key of one fact of seat `seat`'s training log (for a move that changes one)."""
    return fact("train_log", seat, key, *parts)


def _fast_train_log(s: Table) -> int:
    h = 0
    for seat, log in enumerate(s.train_log):
        if log:
            h ^= log_share(seat, log)
    return h


def _fast_memo(slow: Callable[[Table], int],
               value: Callable[[Table], Any]) -> Callable[[Table], int]:
    memo: dict[Any, int] = {}

    def part(s: Table) -> int:
        seen = value(s)
        found = memo.get(seen)
        if found is None:
            found = remember(memo, seen, slow(s))
        return found
    return part


FAST: dict[str, Callable[[Table], int]] = {
    **{name: _fast_scalar(name) for name in SCALARS},
    **{name: _fast_field(name, _list(name), tuple) for name in LISTS},
    **{name: _fast_field(name, _nested(name), _rows) for name in NESTED},
    **{name: _fast_field(name, _counts(name), _items) for name in COUNTS},
    **{name: _fast_field(name, _deck(name), _outcomes) for name in DECKS},
    "tie_rolls": _fast_tie_rolls, "spot": _fast_spot, "train_log": _fast_train_log,
    "race_runners": _fast_memo(_race_runners, lambda s: tuple(
        [(r["card"], r["owner"], r["lane"], r["form"]) for r in s.race_runners])),
    "picks": _fast_memo(_picks, lambda s: (tuple(s.picks.must), tuple(s.picks.choices))),
    "tote": _fast_memo(_tote, lambda s: tuple(s.tote.slips)),
    "ledger_start": _fast_memo(_ledger_start, lambda s: tuple(s.ledger.start)),
}
"""`PARTS`, each remembered by value (what `refresh` and `rehash` use)."""
assert tuple(FAST) == FIELDS

_PLANS: dict[int, tuple[tuple[int, Callable[[Table], int]], ...]] = {}
"""The places and share functions of the fields of a dirty mask, by the mask (a move's masks
are a handful of constants: no walk over every bit)."""
_FAST_LIST = tuple(FAST.values())
PLACES: dict[str, int] = {name: place for place, name in enumerate(FIELDS)}
"""Each field's place in `Table._parts`."""


def _plan(fields: int) -> tuple[tuple[int, Callable[[Table], int]], ...]:
    plan = tuple((place, _FAST_LIST[place]) for place in range(len(FIELDS))
                 if fields >> place & 1)
    if len(_PLANS) >= SHARE_LIMIT:
        _PLANS.clear()
    _PLANS[fields] = plan
    return plan


def refresh(s: Table) -> None:
    """Bring `s._hash` up to date: the dirty fields' shares worked out again (h ^= old ^ new);
    the dirty bits cleared."""
    parts, h = s._parts, s._hash
    plan = _PLANS.get(s._dirty) or _plan(s._dirty)
    for place, part in plan:
        new = part(s)
        h ^= parts[place] ^ new
        parts[place] = new
    s._hash = h
    s._dirty = 0


def full_parts(s: Table) -> dict[str, int]:
    """Every share of the hash, from scratch."""
    parts = {name: part(s) for name, part in PARTS.items()}
    parts.update(history_parts(s))
    return parts


def full_hash(s: Table) -> int:
    """The hash of the state, from scratch (what the kept one must always equal)."""
    h = 0
    for value in full_parts(s).values():
        h ^= value
    return h
