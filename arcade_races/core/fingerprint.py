"""Canonical JSON, the short state fingerprint built on it, and the running digest of a
state's history that keeps the fingerprint's cost independent of the game's length."""

from __future__ import annotations

import functools
import hashlib
import json
import json.encoder
from collections.abc import Callable, Sequence
from typing import Any


def _make_canonical_encoder() -> Callable[[Any], str]:
    """`json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)`, faster.

    `json.dumps` with options builds a new encoder on every call, a third of the cost of a
    small state's text (a recorded game takes one after every action). Built once here from
    the same C encoder `json.dumps` ends in, with the same options, so the text is the same;
    the one difference is that a value that contains itself overflows the stack instead of
    being named, and states are trees. Plain `json.dumps` where CPython's C encoder is not."""
    make = getattr(json.encoder, "c_make_encoder", None)
    if make is None:
        return functools.partial(json.dumps, sort_keys=True, separators=(",", ":"),
                                 ensure_ascii=True)
    default = json.JSONEncoder().default  # raises TypeError for what JSON cannot hold
    encode = make(None, default, json.encoder.encode_basestring_ascii, None, ":", ",",
                  True, False, True)

    def canonical(value: Any) -> str:
        if isinstance(value, str):  # the C encoder's one-shot path takes containers only
            return json.encoder.encode_basestring_ascii(value)
        return "".join(encode(value, 0))

    return canonical


_canonical = _make_canonical_encoder()


def canonical_json(value: Any) -> str:
    """JSON with sorted keys and no spaces: the same value always gives the same text.

    >>> canonical_json({"b": 1, "a": [1, 2]})
    '{"a":[1,2],"b":1}'
    """
    return _canonical(value)


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
