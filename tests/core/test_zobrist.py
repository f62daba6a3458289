"""The Zobrist keys behind replay format 3's fingerprints: fixed for ever, and well spread."""

from __future__ import annotations

from arcade_races.core.zobrist import MASK64, ValueKeys, hex64, key, key_table, mix64, pair_key


def test_keys_are_fixed() -> None:
    # A recorded fingerprint is checked wherever and whenever the replay is read: the keys
    # may never change. These are BLAKE2b digests, worked out once and written down here.
    assert hex64(key("a", 1)) == "892cb25d5627572c"
    assert key_table("x", 3) == (17103973476218819811, 14610143294620371275,
                                 9091111491912546756)
    assert hex64(mix64(1)) == "5692161d100b05e5"


def test_keys_are_distinct_64_bit_numbers() -> None:
    table = key_table("test", 5000)
    assert len(set(table)) == len(table)
    assert all(0 <= k <= MASK64 for k in table)
    assert table != key_table("other", 5000)


def test_pair_key_depends_on_order() -> None:
    a, b = key("t", 0), key("t", 1)
    assert pair_key(a, 1) ^ pair_key(b, 2) != pair_key(b, 1) ^ pair_key(a, 2)
    assert pair_key(a, b) != pair_key(b, a)


def test_value_keys_remember_and_forget_alike() -> None:
    keys = ValueKeys("log", limit=2)
    first = [keys.of({"move": n}) for n in range(5)]
    again = [keys.of({"move": n}) for n in range(5)]
    assert first == again and len(set(first)) == 5
    assert keys.entry(0, "x") != keys.entry(1, "x")
    assert ValueKeys("log").of({"move": 3}) == first[3]


def test_hex64_is_sixteen_digits() -> None:
    assert hex64(0) == "0" * 16
    assert hex64(MASK64) == "f" * 16
