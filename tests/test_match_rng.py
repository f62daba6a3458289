"""The AI's per-decision generator is seeded on first use, and draws exactly what
`random.Random(seed)` draws (the same games in any process, and every old replay)."""

from __future__ import annotations

import random

from arcade_races.match import SeededOnUse


def test_seeded_on_use_draws_what_random_draws() -> None:
    for seed in (0, 1, 2**63 - 1, 123456789):
        lazy, eager = SeededOnUse(seed), random.Random(seed)
        assert [lazy.random() for _ in range(3)] == [eager.random() for _ in range(3)]
        assert lazy.choice("abcdefg") == eager.choice("abcdefg")
        items, same = list(range(20)), list(range(20))
        lazy.shuffle(items)
        eager.shuffle(same)
        assert items == same
        assert lazy.randint(1, 6) == eager.randint(1, 6)
        assert lazy.choices("xyz", [1, 2, 3], k=4) == eager.choices("xyz", [1, 2, 3], k=4)
        assert lazy.uniform(0, 1) == eager.uniform(0, 1)
        assert lazy.gauss(0, 1) == eager.gauss(0, 1)
        assert lazy.sample(range(100), 5) == eager.sample(range(100), 5)
        assert lazy.getrandbits(70) == eager.getrandbits(70)


def test_each_first_draw_seeds_it() -> None:
    for first in ("getrandbits", "randrange", "getstate", "random"):
        lazy, eager = SeededOnUse(7), random.Random(7)
        if first == "getstate":
            assert lazy.getstate() == eager.getstate()
        elif first == "getrandbits":
            assert lazy.getrandbits(5) == eager.getrandbits(5)
        elif first == "randrange":
            assert lazy.randrange(1000) == eager.randrange(1000)
        else:
            assert lazy.random() == eager.random()
        assert lazy.random() == eager.random()
    reseeded = SeededOnUse(7)
    reseeded.seed(8)
    assert reseeded.random() == random.Random(8).random()
