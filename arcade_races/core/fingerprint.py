"""Canonical JSON, the short state fingerprint built on it, and the running digest of a
state's history that keeps the fingerprint's cost independent of the game's length."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from typing import Any


def canonical_json(value: Any) -> str:
    """JSON with sorted keys and no spaces: the same value always gives the same text.

    >>> canonical_json({"b": 1, "a": [1, 2]})
    '{"a":[1,2],"b":1}'
    """
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def fingerprint(value: Any) -> str:
    """The first 16 hex digits of the SHA-256 of `canonical_json(value)`."""
    return hashlib.sha256(canonical_json(value).encode("ascii")).hexdigest()[:16]


Chain = tuple[int, bytes]
"""How far a history has been digested: (entries taken in, the digest after them)."""

EMPTY_CHAIN: Chain = (0, b"")


def extend_chain(chain: Chain, entries: Sequence[Any]) -> Chain:
    """`chain` carried on over the entries of `entries` it has not taken in yet.

    Each entry is hashed once, together with the digest before it (d' = SHA-256(d + entry)),
    so a history that only grows costs its new entries, not its length, on each call; and two
    histories have the same digest only if they hold the same entries in the same order.
    """
    count, digest = chain
    if count == len(entries):
        return chain
    if count > len(entries):  # a history never shrinks; start again rather than trust it
        count, digest = EMPTY_CHAIN
    for entry in entries[count:]:
        digest = hashlib.sha256(digest + canonical_json(entry).encode("ascii")).digest()
    return len(entries), digest


def state_fingerprint(snapshot: Any, chains: Sequence[Chain]) -> str:
    """The fingerprint of a state from its snapshot (`State.snapshot()`) and the digests of
    its histories (`State.history()`, in order): 16 hex digits of SHA-256."""
    return text_fingerprint(canonical_json(snapshot), chains)


def text_fingerprint(snapshot_json: str, chains: Sequence[Chain]) -> str:
    """`state_fingerprint` from the snapshot's canonical JSON text (`State.snapshot_json()`)."""
    hasher = hashlib.sha256(snapshot_json.encode("ascii"))
    for count, digest in chains:
        hasher.update(b"|%d:" % count + digest)
    return hasher.hexdigest()[:16]
