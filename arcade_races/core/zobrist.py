"""Incremental state hashes (Zobrist hashing): what `State.fingerprint()` is in replay format 3.

A state's hash is the exclusive or of one 64-bit key per fact the state holds ("the ace of
Hearts is on step 4", "card 17 is in Anna's hand", "entry 9 of the race log is ..."). When a
move changes a fact, the state takes the old fact's key out and puts the new one's in (two
XORs), so the hash is ready after every action at the cost of the facts that action changed,
whatever the size of the state or the length of the game. `from_dict` works the same hash out
from scratch; a game's tests hold the two equal on every state of many playouts.

The keys are BLAKE2b digests of a table's name and an index, so they are the same in every
process, on every platform and in every Python version: a recorded fingerprint checks out
wherever the replay is read. Tables are built once per game (a few thousand keys take a few
milliseconds) and looked up by index, the cheapest thing Python does.
"""

from __future__ import annotations

import hashlib
from typing import Any

from arcade_races.core.fingerprint import canonical_json

MASK64 = (1 << 64) - 1
"""Hashes and keys are whole numbers below 2**64."""

_GOLDEN = 0x9E3779B97F4A7C15


def key(name: str, index: int) -> int:
    """Key `index` of the table `name`: the first eight bytes of BLAKE2b of `name:index`."""
    digest = hashlib.blake2b(f"{name}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little")


def key_table(name: str, count: int) -> tuple[int, ...]:
    """Keys 0..count-1 of the table `name` (build it once per game, index it per move)."""
    return tuple(key(name, index) for index in range(count))


def mix64(x: int) -> int:
    """SplitMix64's finaliser: a 64-bit number whose every bit depends on every bit of `x`.

    Used where a key has to depend on two things in a way XOR alone would not tell apart
    (entry `a` at place 1 and `b` at place 2 must not cancel against `b` at 1 and `a` at 2)."""
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9 & MASK64
    x = (x ^ (x >> 27)) * 0x94D049BB133111EB & MASK64
    return x ^ (x >> 31)


def pair_key(first: int, second: int) -> int:
    """One key for the pair of keys (`first`, `second`), order mattering."""
    return mix64((first + (second + _GOLDEN) * _GOLDEN) & MASK64)


class ValueKeys:
    """Keys of JSON values that no table enumerates (a history entry, a word from a board):
    BLAKE2b of the table's name and the value's canonical JSON, remembered, since the same
    value comes back often (a log of moves repeats its moves).

    The memo holds at most `limit` values and starts again when full, so a long run of
    distinct values cannot grow it without bound; a key never depends on the memo."""

    def __init__(self, name: str, limit: int = 1 << 16) -> None:
        self.name = name
        self.limit = limit
        self._memo: dict[str, int] = {}
        self._prefix = hashlib.blake2b(f"{name}|".encode(), digest_size=8)
        """BLAKE2b with the table's name taken in, copied for each value (a copy costs less
        than a new digest's arguments and the name again)."""

    def of_text(self, text: str) -> int:
        """The key of the value whose canonical JSON is `text`."""
        found = self._memo.get(text)
        if found is None:
            if len(self._memo) >= self.limit:
                self._memo.clear()
            found = self._memo[text] = self.of_new_text(text)
        return found

    def of_new_text(self, text: str) -> int:
        """`of_text` not remembered: for values that hardly ever come back (a race turn with
        its dice, a whole race's record), which would only fill the memo and keep their texts
        alive."""
        digest = self._prefix.copy()
        digest.update(text.encode())
        return int.from_bytes(digest.digest(), "little")

    def entry_of_new_text(self, index: int, text: str) -> int:
        """`pair_key(self.of_new_text(text), index)`: the key of an entry whose canonical JSON
        is `text` at place `index` of a log, in one call (a race turn's, once per turn)."""
        digest = self._prefix.copy()
        digest.update(text.encode())
        return pair_key(int.from_bytes(digest.digest(), "little"), index)

    def of(self, value: Any) -> int:
        """The key of the JSON-safe `value`."""
        return self.of_text(canonical_json(value))

    def entry(self, index: int, value: Any) -> int:
        """The key of `value` standing at place `index` of a list that only grows (a log)."""
        return pair_key(self.of(value), index)


def hex64(hash_value: int) -> str:
    """A hash as a fingerprint: 16 hex digits, as every replay format has written them."""
    return hash_value.to_bytes(8, "big").hex()  # f"{hash_value:016x}", in half the time


__all__ = ["MASK64", "ValueKeys", "hex64", "key", "key_table", "mix64", "pair_key"]
