"""Synthesise the game's sound effects into 16-bit mono 22050 Hz WAV files.

Standard library only (wave, math, struct, random with fixed seeds), so every run writes
byte-identical files. Each effect is short, normalised below full scale (no clipping) and eased
in and out so it never clicks; the two loops (hooves, crowd) wrap seamlessly instead.

    deal.wav      a card slid off the deck: filtered-noise swish and a soft landing tap
    flip.wav      a card turned over: snappy click inside a tiny swish
    shuffle.wav   a riffle: fifty tiny card clicks over 0.6 s, then the deck squares up
    hooves.wav    galloping loop, 1 s: two four-beat strides of hoof clops over low thuds
    crowd.wav     crowd loop, 2 s: a roar swelling and fading back, vowel-filtered noise,
                  cheering voices and scattered claps
    bell.wav      a bright bell ding: inharmonic partials with exponential decay, 1.2 s
    fanfare.wav   a brass fanfare, six notes rising to a held C-major chord with vibrato, 2 s
    dice.wav      dice rattled in a cup, thrown into a wooden tray, bouncing to rest, 0.6 s
    click.wav     UI tick
    whoosh.wav    UI swipe
    stumble.wav   a horse falling back: a low thud and a wobbling descending tone
    coin.wav      payout chime: two rising metallic notes
    gavel.wav     the auctioneer's gavel: a hard wooden knock on the block, a short room tail

    .venv/bin/python tools/make_sounds.py [--out DIR]
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "assets" / "sounds"
SAMPLE_RATE = 22050
TAU = 2.0 * math.pi
FULL_SCALE = 32767

Signal = list[float]
Cutoff = float | Sequence[float]


# --- building blocks -------------------------------------------------------------------------


def samples(seconds: float) -> int:
    """Whole samples in `seconds`."""
    return round(seconds * SAMPLE_RATE)


def silence(seconds: float) -> Signal:
    """A buffer of zeros `seconds` long."""
    return [0.0] * samples(seconds)


def white_noise(rng: random.Random, count: int) -> Signal:
    """`count` uniform samples in [-1, 1)."""
    draw = rng.random
    return [2.0 * draw() - 1.0 for _ in range(count)]


def curve(count: int, shape: Callable[[float], float]) -> Signal:
    """`shape(t)` sampled at t = 0, 1/SAMPLE_RATE, ... for `count` samples."""
    return [shape(i / SAMPLE_RATE) for i in range(count)]


def multiply(signal: Signal, gains: Sequence[float]) -> Signal:
    """Sample-by-sample product, as long as the shorter input."""
    return [a * b for a, b in zip(signal, gains, strict=False)]


def decay(count: int, tau: float) -> Signal:
    """Exponential decay exp(-t / tau), eased to exactly zero over its last fifth so that a
    buffer cut short never ends in a step."""
    factor = math.exp(-1.0 / (tau * SAMPLE_RATE))
    out = [0.0] * count
    level = 1.0
    for i in range(count):
        out[i] = level
        level *= factor
    taper = max(1, count // 5)
    for i in range(taper):
        out[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / taper)
    return out


def mix(dest: Signal, src: Sequence[float], at: float, gain: float = 1.0,
        wrap: bool = False) -> None:
    """Add `src` into `dest` from `at` seconds on; past the end it is cut or, if `wrap`,
    carried round to the start (for loops)."""
    size = len(dest)
    start = samples(at)
    for i, value in enumerate(src):
        j = start + i
        if j >= size:
            if not wrap:
                break
            j %= size
        dest[j] += gain * value


def svf(signal: Sequence[float], cutoff: Cutoff, q: float, mode: str) -> Signal:
    """A state-variable filter (topology-preserving form, stable under a moving cutoff).

    `mode` is "low", "band" (unity gain at the centre) or "high"; `cutoff` in Hz is a constant
    or one value per sample.
    """
    k = 1.0 / q
    limit = 0.45 * SAMPLE_RATE

    def coefficients(freq: float) -> tuple[float, float, float]:
        g = math.tan(math.pi * min(max(freq, 10.0), limit) / SAMPLE_RATE)
        a1 = 1.0 / (1.0 + g * (g + k))
        return a1, g * a1, g * g * a1

    track: Sequence[float] | None
    if isinstance(cutoff, float | int):
        track = None
        a1, a2, a3 = coefficients(float(cutoff))
    else:
        track = cutoff
        a1, a2, a3 = coefficients(track[0])
    out = [0.0] * len(signal)
    ic1 = ic2 = 0.0
    for i, x in enumerate(signal):
        if track is not None:
            a1, a2, a3 = coefficients(track[i])
        v3 = x - ic2
        v1 = a1 * ic1 + a2 * v3
        v2 = ic2 + a2 * ic1 + a3 * v3
        ic1 = 2.0 * v1 - ic1
        ic2 = 2.0 * v2 - ic2
        if mode == "low":
            out[i] = v2
        elif mode == "band":
            out[i] = k * v1
        else:
            out[i] = x - k * v1 - v2
    return out


def periodic_svf(signal: Signal, cutoff: float, q: float, mode: str) -> Signal:
    """`svf` for a loop: filter two laps and keep the second, whose start continues its end."""
    return svf(signal + signal, cutoff, q, mode)[len(signal):]


def tone(freqs: Sequence[float], partials: Sequence[tuple[float, float]],
         phase: float = 0.0) -> Signal:
    """Additive oscillator following a per-sample frequency track; `partials` are
    (frequency ratio, amplitude) pairs."""
    out = [0.0] * len(freqs)
    step = TAU / SAMPLE_RATE
    sin = math.sin
    if len(partials) == 1:
        ratio, amp = partials[0]
        for i, freq in enumerate(freqs):
            out[i] = amp * sin(ratio * phase)
            phase += step * freq
        return out
    for i, freq in enumerate(freqs):
        out[i] = sum(amp * sin(ratio * phase) for ratio, amp in partials)
        phase += step * freq
    return out


def glide(count: int, start: float, end: float, seconds: float) -> Signal:
    """A frequency track sliding exponentially from `start` to `end` Hz over `seconds`,
    then holding `end`."""
    span = max(1, samples(seconds))
    ratio = end / start
    return [start * ratio ** min(1.0, i / span) for i in range(count)]


def reverb(signal: Signal, wet: float, tail: float, room: float = 0.8,
           damp: float = 0.3) -> Signal:
    """A small Schroeder room (four damped combs, two all-passes) mixed under the dry signal;
    `tail` seconds of silence are appended for the reverb to ring into."""
    dry = signal + silence(tail)
    size = len(dry)
    wet_bus = [0.0] * size
    for delay in (558, 594, 638, 678):
        line = [0.0] * delay
        cursor = 0
        low = 0.0
        for i in range(size):
            echo = line[cursor]
            low = echo * (1.0 - damp) + low * damp
            line[cursor] = dry[i] + low * room
            cursor = cursor + 1 if cursor + 1 < delay else 0
            wet_bus[i] += echo * 0.25
    for delay in (278, 170):
        line = [0.0] * delay
        cursor = 0
        for i in range(size):
            held = line[cursor]
            value = wet_bus[i]
            line[cursor] = value + held * 0.5
            wet_bus[i] = held - value * 0.5
            cursor = cursor + 1 if cursor + 1 < delay else 0
    return [d + wet * w for d, w in zip(dry, wet_bus, strict=True)]


def finish(signal: Signal, peak: float, fade_in: float = 0.002, fade_out: float = 0.02,
           loop: bool = False) -> Signal:
    """Master a sound: block DC (below ~20 Hz), normalise to `peak` (of full scale) and, unless
    it is a loop, ease the ends in and out with raised-cosine fades."""
    if loop:
        out = periodic_svf(signal, 20.0, 0.5, "high")
    else:
        out = svf(signal, 20.0, 0.5, "high")
        head, tail = samples(fade_in), samples(fade_out)
        for i in range(head):
            out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / head)
        for i in range(tail):
            out[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / tail)
    top = max(abs(v) for v in out)
    return [v * peak / top for v in out]


def to_wav_bytes(signal: Signal) -> bytes:
    """16-bit little-endian PCM of a signal already within [-1, 1]."""
    ints = [max(-FULL_SCALE, min(FULL_SCALE, round(v * FULL_SCALE))) for v in signal]
    return struct.pack(f"<{len(ints)}h", *ints)


def write_wav(path: Path, signal: Signal) -> None:
    """Write a mono 16-bit 22050 Hz WAV file."""
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SAMPLE_RATE)
        out.writeframes(to_wav_bytes(signal))


# --- recurring sound parts -------------------------------------------------------------------


def thud(seconds: float, start_hz: float, end_hz: float, drop: float, tau: float) -> Signal:
    """A low body thump: a sine falling in pitch under an exponential decay."""
    count = samples(seconds)
    return multiply(tone(glide(count, start_hz, end_hz, drop), ((1.0, 1.0),)), decay(count, tau))


def noise_hit(rng: random.Random, seconds: float, centre: float, q: float, tau: float,
              mode: str = "band") -> Signal:
    """A burst of filtered noise under an exponential decay (clicks, clops, slaps)."""
    count = samples(seconds)
    return multiply(svf(white_noise(rng, count), centre, q, mode), decay(count, tau))


def swell(t: float, attack: float, length: float, skew: float = 1.6) -> float:
    """An asymmetric bump: 0 at t=0, 1 near `attack`, back to 0 at `length`."""
    if t <= 0.0 or t >= length:
        return 0.0
    u = t / length
    a = attack / length
    exponent = skew * a / (1.0 - a)
    top = math.pow(a, exponent) * math.pow(1.0 - a, skew)
    return math.pow(u, exponent) * math.pow(1.0 - u, skew) / top


# --- the effects -----------------------------------------------------------------------------


def make_deal(rng: random.Random) -> Signal:
    """A card slid off the deck across the felt, then landing with a soft tap."""
    length = 0.26
    count = samples(length)
    sweep = curve(count, lambda t: 1400.0 + 4200.0 * swell(t, 0.07, 0.2, 1.2))
    swish = svf(white_noise(rng, count), sweep, 1.2, "band")
    out = multiply(swish, curve(count, lambda t: swell(t - 0.004, 0.05, 0.19, 2.0)))
    mix(out, thud(0.05, 260.0, 150.0, 0.02, 0.012), 0.185, 0.35)
    mix(out, noise_hit(rng, 0.03, 1800.0, 0.9, 0.006), 0.185, 0.45)
    return finish(out, 0.6, fade_out=0.03)


def make_flip(rng: random.Random) -> Signal:
    """A card turned over: a small swish with a snappy click in the middle."""
    count = samples(0.14)
    swish = svf(white_noise(rng, count), 3800.0, 0.9, "band")
    out = multiply(swish, curve(count, lambda t: 0.35 * swell(t - 0.003, 0.03, 0.11, 2.2)))
    mix(out, noise_hit(rng, 0.012, 2500.0, 0.7, 0.0012, "high"), 0.028, 1.0)
    mix(out, noise_hit(rng, 0.04, 1700.0, 6.0, 0.006), 0.028, 0.8)
    mix(out, thud(0.05, 300.0, 220.0, 0.01, 0.01), 0.028, 0.35)
    return finish(out, 0.75, fade_out=0.02)


def make_shuffle(rng: random.Random) -> Signal:
    """A riffle shuffle: many tiny card clicks, fastest in the middle, over a paper purr,
    then the deck is squared with a soft thump."""
    length = 0.78
    out = silence(length)
    start, end = 0.03, 0.6
    bed_level = silence(length)
    t = start
    while t < end:
        u = (t - start) / (end - start)
        level = (0.35 + 0.65 * swell(u + 0.02, 0.35, 1.08, 0.7)) * (0.6 + 0.4 * rng.random())
        click = noise_hit(rng, 0.006, 2500.0 + 3000.0 * rng.random(), 1.6, 0.0009)
        mix(out, click, t, level)
        mix(out, noise_hit(rng, 0.01, 900.0 + 300.0 * rng.random(), 3.0, 0.002), t, 0.3 * level)
        interval = 0.0095 * (1.0 + 0.8 * (2.0 * u - 1.0) ** 2) * (0.75 + 0.5 * rng.random())
        for i in range(samples(t), min(len(out), samples(t + interval))):
            bed_level[i] = level
        t += interval
    smooth = svf(bed_level, 30.0, 0.7, "low")
    purr = svf(white_noise(rng, len(out)), 3200.0, 0.7, "band")
    mix(out, multiply(purr, smooth), 0.0, 0.12)
    mix(out, noise_hit(rng, 0.08, 600.0, 0.8, 0.014, "low"), 0.64, 0.55)
    mix(out, thud(0.08, 180.0, 110.0, 0.03, 0.018), 0.64, 0.3)
    mix(out, noise_hit(rng, 0.05, 3000.0, 1.0, 0.012), 0.635, 0.25)
    return finish(out, 0.6, fade_out=0.04)


def make_hooves(rng: random.Random) -> Signal:
    """One second of gallop that loops seamlessly: two strides, each four hoof beats
    (da-da-da-dum) and a moment of suspension. Every beat is a low thud, a hollow clop and a
    spray of turf; timings and weights wander a little so the loop does not sound stamped."""
    length = 1.0
    out = silence(length)
    beats = ((0.0, 0.75), (0.075, 0.65), (0.165, 0.85), (0.235, 1.0))
    for stride in (0.02, 0.52):
        for offset, accent in beats:
            at = stride + offset + 0.004 * (rng.random() - 0.5)
            weight = accent * (0.9 + 0.2 * rng.random())
            mix(out, thud(0.2, 150.0, 62.0, 0.03, 0.045), at, 1.0 * weight, wrap=True)
            clop_hz = 950.0 + 350.0 * rng.random()
            mix(out, noise_hit(rng, 0.06, clop_hz, 3.0, 0.01), at, 0.55 * weight, wrap=True)
            mix(out, thud(0.06, 560.0, 470.0, 0.01, 0.014), at, 0.22 * weight, wrap=True)
            mix(out, noise_hit(rng, 0.1, 2500.0, 0.7, 0.022, "low"), at + 0.003, 0.2 * weight,
                wrap=True)
    return finish(out, 0.7, loop=True)


def make_crowd(rng: random.Random) -> Signal:
    """Two seconds of crowd that loop seamlessly: the roar swells to a cheer and falls back.

    Noise through vowel-like formants ("aah") makes the roar, slow wobbles in whole cycles per
    loop give it the chatter of many voices, a few gliding "woo" voices and scattered claps ride
    on the swell. Filters run over two laps so the loop's start continues its end.
    """
    length = 2.0
    count = samples(length)
    lap = 1.0 / length

    def envelope(t: float) -> float:
        rise = math.pow(0.5 - 0.5 * math.cos(TAU * lap * (t - 0.1)), 1.5)
        chatter = 1.0
        for cycles, depth, phase in ((7, 0.16, 0.3), (11, 0.12, 1.9), (17, 0.08, 4.1)):
            chatter *= 1.0 + depth * math.sin(TAU * cycles * lap * t + phase)
        return (0.3 + 0.7 * rise) * chatter

    level = curve(count, envelope)
    noise = white_noise(rng, count)
    roar = [0.0] * count
    for centre, q, gain in ((700.0, 2.5, 1.0), (1150.0, 3.0, 0.8), (2600.0, 4.0, 0.35),
                            (260.0, 0.8, 0.45)):
        mix(roar, periodic_svf(noise, centre, q, "band"), 0.0, gain)
    air = periodic_svf(white_noise(rng, count), 3500.0, 0.7, "high")
    mix(roar, air, 0.0, 0.12)
    out = multiply(roar, level)

    voices = silence(length)
    for _ in range(7):
        seconds = 0.45 + 0.35 * rng.random()
        note = samples(seconds)
        base = 280.0 + 220.0 * rng.random()
        track = [base * (1.0 + 0.35 * swell(i / SAMPLE_RATE, 0.4 * seconds, seconds))
                 * (1.0 + 0.012 * math.sin(TAU * 6.0 * i / SAMPLE_RATE)) for i in range(note)]
        body = tone(track, ((1.0, 1.0), (2.0, 0.5), (3.0, 0.33), (4.0, 0.2), (5.0, 0.12)))
        shape = [swell(i / SAMPLE_RATE, 0.25 * seconds, seconds) for i in range(note)]
        shaped = multiply(body, shape)
        mix(voices, shaped, 0.55 + 0.7 * rng.random(), 0.2, wrap=True)
    mix(out, periodic_svf(voices, 900.0, 1.2, "band"), 0.0, 1.0)

    for _ in range(70):
        at = rng.random() * length
        clap = noise_hit(rng, 0.03, 1400.0 + 800.0 * rng.random(), 1.0, 0.004)
        mix(out, clap, at, 0.5 * envelope(at) * (0.4 + 0.6 * rng.random()), wrap=True)
    return finish(out, 0.6, loop=True)


def make_bell(rng: random.Random) -> Signal:
    """A bright bell ding: inharmonic partials of a struck metal bell, each higher one dying
    faster, two of them doubled a hair apart so the tone shimmers, and a metallic strike."""
    length = 1.2
    count = samples(length)
    f0 = 880.0
    out = [0.0] * count
    partials = ((1.0, 1.0, 0.5), (1.0016, 0.45, 0.55), (2.32, 0.55, 0.3), (2.3226, 0.25, 0.3),
                (4.25, 0.3, 0.16), (6.63, 0.16, 0.09), (9.1, 0.07, 0.05))
    for ratio, amp, tau in partials:
        ring = tone([f0 * ratio] * count, ((1.0, 1.0),), phase=rng.random())
        mix(out, multiply(ring, decay(count, tau)), 0.002, amp)
    mix(out, noise_hit(rng, 0.02, 4500.0, 0.8, 0.002, "high"), 0.002, 0.35)
    out = reverb(out, 0.12, 0.0)
    return finish(out, 0.8, fade_in=0.001, fade_out=0.25)


def brass_note(freq: float, seconds: float, loudness: float = 1.0,
               vibrato_after: float = 0.25) -> Signal:
    """A brass-like note: harmonics that brighten as it swells, a scoop up to pitch, a little
    blat on the attack and vibrato that creeps in on long notes."""
    count = samples(seconds)
    release = min(0.08, 0.3 * seconds)
    out = [0.0] * count
    phase = 0.0
    step = TAU / SAMPLE_RATE
    harmonics = max(1, min(10, int(9000.0 / freq)))
    for i in range(count):
        t = i / SAMPLE_RATE
        attack = min(1.0, t / 0.025)
        env = attack * (1.0 + 0.18 * math.exp(-max(0.0, t - 0.025) / 0.04))
        env *= min(1.0, max(0.0, (seconds - t) / release))
        depth = 0.006 * min(1.0, max(0.0, (t - vibrato_after) / 0.2))
        scoop = 1.0 - 0.03 * math.exp(-t / 0.02)
        f = freq * scoop * (1.0 + depth * math.sin(TAU * 5.5 * t))
        brightness = 0.3 + 0.42 * min(1.0, env)
        # sin(k x) by the Chebyshev recurrence, cheaper than one sin() per harmonic
        s1, s0 = math.sin(phase), 0.0
        twice_cos = 2.0 * math.cos(phase)
        total, amp = 0.0, 1.0
        for _ in range(harmonics):
            total += amp * s1
            s1, s0 = twice_cos * s1 - s0, s1
            amp *= brightness
        out[i] = loudness * env * total
        phase += step * f
    return out


def make_fanfare(rng: random.Random) -> Signal:
    """A short brass fanfare: G-C-E-G up, an E, and a held G over a C-major chord."""
    g4, c5, e5, g5 = 392.0, 523.25, 659.26, 783.99
    notes = ((g4, 0.13), (c5, 0.13), (e5, 0.13), (g5, 0.3), (e5, 0.14), (g5, 0.9))
    out = silence(2.0)
    at = 0.01
    for freq, seconds in notes:
        mix(out, brass_note(freq, seconds * 0.9), at)
        at += seconds
    held = at - notes[-1][1]
    for freq, gain in ((e5, 0.55), (c5, 0.5), (c5 / 2.0, 0.35)):
        mix(out, brass_note(freq * (1.0 + 0.001 * rng.random()), 0.81, vibrato_after=0.3),
            held, gain)
    out = reverb(out[: samples(1.85)], 0.22, 0.15)
    return finish(out, 0.85, fade_out=0.12)


def die_hit(rng: random.Random, weight: float, tray: bool) -> Signal:
    """One knock of a die: a hard bright click with two ringing modes, over a wooden tray."""
    out = silence(0.08)
    mix(out, noise_hit(rng, 0.004, 3000.0, 0.7, 0.0006, "high"), 0.0)
    for centre in (2700.0 + 400.0 * rng.random(), 4400.0 + 600.0 * rng.random()):
        mix(out, noise_hit(rng, 0.04, centre, 9.0, 0.006), 0.0, 0.6)
    if tray:
        mix(out, thud(0.08, 240.0, 190.0, 0.01, 0.02), 0.0, 0.55)
        mix(out, noise_hit(rng, 0.05, 420.0, 2.0, 0.012), 0.0, 0.5)
    return [weight * v for v in out]


def make_dice(rng: random.Random) -> Signal:
    """Dice rattled in a cup, then thrown: each die hits the tray, bounces lower and quicker,
    and tumbles to rest."""
    out = silence(0.62)
    for _ in range(11):
        at = 0.005 + 0.15 * rng.random()
        mix(out, die_hit(rng, 0.25 + 0.2 * rng.random(), tray=False), at)
        mix(out, noise_hit(rng, 0.03, 700.0, 5.0, 0.008), at, 0.15)
    for first, weight in ((0.2, 1.0), (0.228, 0.85)):
        at, gap = first, 0.1 + 0.02 * rng.random()
        for _ in range(6):
            mix(out, die_hit(rng, weight, tray=True), at)
            at += gap
            gap *= 0.62
            weight *= 0.55
        for _ in range(4):
            at += 0.012 + 0.02 * rng.random()
            mix(out, die_hit(rng, weight * 0.7, tray=True), at)
    return finish(out, 0.75, fade_out=0.05)


def make_click(rng: random.Random) -> Signal:
    """A crisp UI tick: a tiny falling blip with a transient."""
    count = samples(0.045)
    blip = multiply(tone(glide(count, 2300.0, 1500.0, 0.01), ((1.0, 1.0), (2.1, 0.3))),
                    decay(count, 0.006))
    out = [0.0] * count
    mix(out, blip, 0.001)
    mix(out, noise_hit(rng, 0.005, 5000.0, 0.7, 0.0005, "high"), 0.001, 0.3)
    return finish(out, 0.5, fade_in=0.001, fade_out=0.01)


def make_whoosh(rng: random.Random) -> Signal:
    """A UI swipe: air rushing past, its band sweeping up then settling."""
    length = 0.4
    count = samples(length)
    sweep = curve(count, lambda t: 350.0 + 2600.0 * swell(t, 0.2, 0.42, 1.0))
    noise = white_noise(rng, count)
    body = svf(noise, sweep, 3.0, "band")
    mix(body, svf(noise, [2.0 * f for f in sweep], 4.0, "band"), 0.0, 0.35)
    out = multiply(body, curve(count, lambda t: swell(t, 0.21, 0.39, 1.3)))
    return finish(out, 0.55, fade_out=0.03)


def make_stumble(rng: random.Random) -> Signal:
    """A horse falling back: a heavy thud, a smaller bounce, and a wobbling tone sliding down."""
    out = silence(0.8)
    mix(out, thud(0.4, 115.0, 42.0, 0.08, 0.11), 0.003)
    mix(out, noise_hit(rng, 0.15, 420.0, 0.8, 0.04, "low"), 0.003, 0.6)
    mix(out, thud(0.25, 95.0, 45.0, 0.05, 0.06), 0.13, 0.45)
    mix(out, noise_hit(rng, 0.1, 500.0, 0.8, 0.025, "low"), 0.13, 0.3)
    count = samples(0.68)
    track = glide(count, 540.0, 150.0, 0.62)
    wobble = [f * (1.0 + 0.025 * math.sin(TAU * 7.0 * i / SAMPLE_RATE))
              for i, f in enumerate(track)]
    slide = tone(wobble, ((1.0, 1.0), (2.0, 0.45), (3.0, 0.25), (4.0, 0.12)))
    level = curve(count, lambda t: min(1.0, t / 0.02) * min(1.0, (0.68 - t) / 0.2))
    mix(out, multiply(slide, level), 0.08, 0.38)
    return finish(out, 0.75, fade_out=0.04)


def make_coin(rng: random.Random) -> Signal:
    """A payout chime: a quick B5 then a ringing E6, metallic, with a sparkle on each strike."""
    out = silence(0.5)
    for freq, at, seconds, tau, gain in ((987.77, 0.002, 0.08, 0.06, 0.8),
                                         (1318.51, 0.075, 0.42, 0.16, 1.0)):
        count = samples(seconds)
        ring = tone([freq] * count, ((1.0, 1.0), (2.0, 0.3), (3.0, 0.12), (4.16, 0.1)))
        edges = [min(1.0, i / samples(0.002), (count - i) / samples(0.01)) for i in range(count)]
        level = multiply(decay(count, tau), edges)
        mix(out, multiply(ring, level), at, gain)
        mix(out, noise_hit(rng, 0.01, 6000.0, 1.0, 0.0015), at, 0.25)
    out = reverb(out, 0.15, 0.1)
    return finish(out, 0.7, fade_in=0.001, fade_out=0.1)


def make_gavel(rng: random.Random) -> Signal:
    """The gavel coming down: a sharp crack of hardwood, the block's hollow knock under it."""
    out = silence(0.45)
    mix(out, noise_hit(rng, 0.03, 2400.0, 1.4, 0.004), 0.002, 0.9)
    mix(out, thud(0.18, 260.0, 140.0, 0.04, 0.035), 0.002, 0.8)
    count = samples(0.12)
    knock = tone([620.0] * count, ((1.0, 1.0), (2.7, 0.35), (5.1, 0.12)))
    mix(out, multiply(knock, decay(count, 0.018)), 0.003, 0.55)
    out = reverb(out, 0.2, 0.12)
    return finish(out, 0.8, fade_in=0.001, fade_out=0.08)


# Seeds are fixed per effect so each file is reproducible on its own.
EFFECTS: tuple[tuple[str, int, Callable[[random.Random], Signal]], ...] = (
    ("deal", 11, make_deal),
    ("flip", 12, make_flip),
    ("shuffle", 13, make_shuffle),
    ("hooves", 14, make_hooves),
    ("crowd", 15, make_crowd),
    ("bell", 16, make_bell),
    ("fanfare", 17, make_fanfare),
    ("dice", 18, make_dice),
    ("click", 19, make_click),
    ("whoosh", 20, make_whoosh),
    ("stumble", 21, make_stumble),
    ("coin", 22, make_coin),
    ("gavel", 23, make_gavel),
)


def main(argv: Sequence[str] | None = None) -> int:
    """Write every effect into `--out` (default assets/sounds) and name each file written."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT,
                        help=f"directory for the WAV files (default {DEFAULT_OUT})")
    args = parser.parse_args(argv)
    out_dir: Path = args.out
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, seed, make in EFFECTS:
        signal = make(random.Random(seed))
        path = out_dir / f"{name}.wav"
        write_wav(path, signal)
        print(f"{path}: {len(signal) / SAMPLE_RATE:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
