"""Canonical JSON and the short state fingerprint built on it."""

from __future__ import annotations

import hashlib
import json
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
