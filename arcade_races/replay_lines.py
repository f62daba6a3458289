"""The text of a replay's lines: JSON read with its numbers bounded, and written the way
`json.dumps(..., separators=(",", ":"), ensure_ascii=False)` would, for less."""

from __future__ import annotations

import json
import json.encoder
import math
from collections.abc import Callable
from typing import Any

json_string = json.encoder.encode_basestring
"""A str as `json.dumps(text, ensure_ascii=False)` writes it, without building an encoder."""


def _make_line_encoder() -> Callable[[Any], str]:
    """`json.dumps(data, separators=(",", ":"), ensure_ascii=False)` for a dict, with CPython's
    C encoder built once: `json.dumps` with options builds an encoder a call, and even a kept
    `JSONEncoder.encode` builds its C encoder again on every call (a recorded game writes an
    end line per game). The same options, so the same text; plain `JSONEncoder.encode` where
    there is no C encoder."""
    encoder = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)
    make = getattr(json.encoder, "c_make_encoder", None)
    if make is None:
        return encoder.encode
    # No circular check (lines are trees; a kept check's memo would outlive a failed call).
    encode = make(None, encoder.default, json_string, None, ":", ",", False, False, True)
    fallback = encoder.encode

    def encode_line(data: Any) -> str:
        if type(data) is not dict:  # the C encoder's one-shot path takes containers only
            return fallback(data)
        return "".join(encode(data, 0))

    return encode_line


encode_line = _make_line_encoder()
"""`json.dumps(data, separators=(",", ":"), ensure_ascii=False)`, with the encoder built once."""


class NumberTooLong(ValueError):
    """A number in a replay line with more digits than any field can need."""


MAX_DIGITS = 24
"""The most characters a number in a replay may have (a seed below 2**63 has 19 digits)."""


def _number(text: str) -> int:
    if len(text) > MAX_DIGITS:
        raise NumberTooLong(f"a number of {len(text):,} digits (at most {MAX_DIGITS})")
    return int(text)


def _fraction(text: str) -> float:
    value = float(text) if len(text) <= MAX_DIGITS * 2 else math.inf
    if not math.isfinite(value):
        raise NumberTooLong(f"the number {text[:12]}… is too long or too large")
    return value


def _not_a_number(text: str) -> float:
    raise NumberTooLong(f"{text} is not a number a replay holds")


def load_line(line: str | bytes) -> Any:
    """One replay line's JSON, its numbers bounded as they are read (`NumberTooLong`, a
    `ValueError`, for a number no field can need, NaN or an infinity)."""
    # Numbers are checked as they are read: a 5,000-digit integer would otherwise raise
    # Python's own conversion limit, and no replay field holds NaN or an infinity.
    return json.loads(line, parse_int=_number, parse_float=_fraction,
                      parse_constant=_not_a_number)


__all__ = ["MAX_DIGITS", "NumberTooLong", "encode_line", "json_string", "load_line"]
