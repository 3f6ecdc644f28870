"""Film stills for the screens, made with numpy alone (no Blender), so each can be looked at on its
own: `python3 art/scenes/stills.py /tmp/stills` writes one PNG per still.

Each still is a frame of a different kind of film (a coast at dusk, dunes at sunrise, the Milky
Way, a misty forest, a sea under storm light, a city at night), graded as a film is graded:
a lifted black, a soft bloom round the lights, fine grain and a gentle vignette.
Arrays are (H, W, 3), row 0 at the top, display-referred values in 0..1.
"""
import math
import os
import struct
import sys
import zlib

import numpy as np


def _vnoise1(x, seed, freq):
    rng = np.random.default_rng(seed)
    n = int(freq) + 3
    pts = rng.uniform(-1, 1, n + 1)
    xi = x * freq
    i0 = np.floor(xi).astype(int)
    t = xi - i0
    t = t * t * (3 - 2 * t)
    return pts[i0 % n] * (1 - t) + pts[(i0 + 1) % n] * t


def fbm1(x, seed, base=3, octaves=6, gain=0.5):
    y = np.zeros_like(x)
    a = 1.0
    for o in range(octaves):
        y += a * _vnoise1(x, seed + o * 17, base * 2 ** o)
        a *= gain
    return y


def _vnoise2(h, w, seed, cells, aspect=1.0):
    rng = np.random.default_rng(seed)
    gy = max(1, int(cells))
    gx = int(cells * aspect * w / h) + 1
    g = rng.uniform(0, 1, (gy + 2, gx + 2))
    ys = np.linspace(0, gy, h, endpoint=False)
    xs = np.linspace(0, gx, w, endpoint=False)
    y0 = np.floor(ys).astype(int)
    x0 = np.floor(xs).astype(int)
    ty = (ys - y0)[:, None]
    tx = (xs - x0)[None, :]
    ty = ty * ty * (3 - 2 * ty)
    tx = tx * tx * (3 - 2 * tx)
    a = g[y0][:, x0]
    b = g[y0][:, x0 + 1]
    c = g[y0 + 1][:, x0]
    d = g[y0 + 1][:, x0 + 1]
    return (a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty


def fbm2(h, w, seed, cells=4, octaves=5, aspect=1.0):
    """Value-noise fBm over an h x w grid; aspect > 1 stretches features vertically (<1 horizontally)."""
    out = np.zeros((h, w))
    amp, tot = 1.0, 0.0
    for o in range(octaves):
        out += amp * _vnoise2(h, w, seed + o * 31, cells * 2 ** o, aspect)
        tot += amp
        amp *= 0.5
    return out / tot


def _lerp(a, b, t):
    t = np.clip(t, 0, 1)[..., None]
    return np.asarray(a) * (1 - t) + np.asarray(b) * t


def _blur(img, r):
    """Box blur, three passes (close to a gaussian), radius r pixels, along both axes."""
    out = img.astype(np.float64)
    for _ in range(3):
        for axis in (0, 1):
            c = np.cumsum(np.pad(out, [(r + 1, r) if a == axis else (0, 0) for a in range(out.ndim)], mode="edge"), axis=axis)
            hi = np.take(c, np.arange(2 * r + 1, c.shape[axis]), axis=axis)
            lo = np.take(c, np.arange(0, c.shape[axis] - 2 * r - 1), axis=axis)
            out = (hi - lo) / (2 * r + 1)
    return out


def _grade(img, seed, vignette=0.35, bloom=0.25, lift=0.012, grain=0.018):
    h, w, _ = img.shape
    bright = np.clip(img - 0.55, 0, None)
    img = img + bloom * (_blur(bright, max(2, w // 160)) + 0.5 * _blur(bright, max(4, w // 40)))
    yy = np.linspace(-0.5, 0.5, h)[:, None]
    xx = np.linspace(-0.5, 0.5, w)[None, :]
    img = img * (1 - vignette * ((xx * 1.1) ** 2 + (yy * 1.5) ** 2) * 2.2)[..., None]
    img = lift + img * (1 - lift)
    rng = np.random.default_rng(seed)
    img = img * (1 + rng.normal(0, grain, (h, w, 1))) + rng.normal(0, grain * 0.25, (h, w, 3))
    return np.clip(img, 0, 1)


def _grid(h, w):
    yy = np.linspace(1, 0, h)[:, None]  # 1 = top
    xx = np.linspace(0, 1, w)[None, :]
    return yy, xx


def _stars(h, w, seed, n, size=1.0):
    rng = np.random.default_rng(seed)
    out = np.zeros((h, w))
    ys, xs = rng.integers(0, h, n), rng.integers(0, w, n)
    mag = rng.pareto(2.2, n) * 0.25
    np.add.at(out, (ys, xs), np.minimum(mag, 3))
    return _blur(out[..., None], max(1, int(size)))[..., 0] * (2 * int(size) + 1) ** 2 * 0.12


def coast_dusk(w=1600, h=900, seed=3):
    """A headland and its lighthouse against the afterglow; a calm sea holds the light of the sky."""
    yy, xx = _grid(h, w)
    hz = 0.40
    t = np.clip((yy - hz) / (1 - hz), 0, 1)
    sky = _lerp((0.98, 0.58, 0.34), (0.32, 0.26, 0.45), t ** 0.55 * np.ones_like(xx))
    sky = _lerp(sky, (0.06, 0.08, 0.2), np.clip((t - 0.45) / 0.55, 0, 1) ** 1.2)
    glow = np.exp(-np.hypot((xx - 0.68) * 1.3, (yy - hz) * 3.5) * 4.0)
    sky += np.array([1.0, 0.62, 0.3]) * glow[..., None] * 0.55
    cl = fbm2(h, w, seed + 11, 3, 6, aspect=0.18)
    band = np.clip((cl - 0.5) * 4, 0, 1) * np.clip((yy - hz - 0.1) * 3, 0, 1) * np.clip((0.95 - yy) * 4, 0, 1)
    under = np.exp(-np.abs(xx - 0.68) * 1.5)[..., None]
    cloud_col = _lerp(np.array([0.28, 0.2, 0.3]), np.array([1.0, 0.55, 0.42]), (under[..., 0] * (1 - t)) * 1.3)
    img = sky * (1 - 0.85 * band[..., None]) + cloud_col * 0.85 * band[..., None]
    # the sea: the sky mirrored, darkened, broken into long ripples; a path of light under the glow
    rows = np.clip(((2 * hz - yy) * (h - 1)).round().astype(int), 0, h - 1)
    refl = img[(h - 1 - rows[:, 0]), :, :] * 0.5
    rip = fbm2(h, w, seed + 5, 40, 3, aspect=0.08)
    depth = np.clip((hz - yy) / hz, 0, 1)
    refl = refl * (0.7 + 0.6 * rip[..., None])
    path = np.exp(-np.abs(xx - 0.68) * (9 - 6 * depth)) * np.clip(rip - 0.45, 0, 1) * 2.5
    sea = refl + np.array([1.0, 0.62, 0.35]) * path[..., None] * (1 - depth[..., None] * 0.5)
    sea = _lerp(sea, np.array([0.02, 0.03, 0.05]), depth ** 1.3 * 0.8)
    img = np.where((yy < hz)[..., None], sea, img)
    # the headland: a cliff falling from the left edge into the sea, a rim of light along its top
    x1 = xx[0]
    ridge = hz + 0.26 * np.clip(1 - x1 / 0.42, 0, 1) ** 1.4 + 0.02 * fbm1(x1, seed, 6, 6) + 0.004
    land = (yy < ridge[None, :]) & (xx < 0.45) & (ridge[None, :] > hz)
    rock = fbm2(h, w, seed + 9, 24, 4)
    land_col = np.array([0.03, 0.025, 0.03]) * (0.7 + 0.6 * rock)[..., None]
    rim = np.exp(-np.maximum(ridge[None, :] - yy, 0) / 0.004) * 0.35
    land_col = land_col + np.array([0.9, 0.5, 0.35]) * rim[..., None] * np.clip(0.42 - xx, 0, 1)[..., None] * 2
    img = np.where((land & (yy > hz - 0.05))[..., None], land_col, img)
    # lighthouse: a pale tower and its lamp
    lx = 0.12
    top = ridge[int(lx * w)] + 0.075
    tower = (np.abs(xx - lx) < 0.006 * (1.3 - (yy - ridge[int(lx * w)]) * 3)) & (yy < top) & (yy > ridge[int(lx * w)] - 0.01)
    img = np.where(tower[..., None], np.array([0.16, 0.13, 0.14]), img)
    lamp = np.exp(-np.hypot((xx - lx) * 16 / 9, yy - top) / 0.004)
    img += np.array([1.0, 0.85, 0.6]) * (lamp * 2.5)[..., None]
    return _grade(img, seed)


def dunes_sunrise(w=1912, h=800, seed=11):
    """Dunes at sunrise, low sun from the left: lit windward slopes, deep violet slip faces."""
    yy, xx = _grid(h, w)
    hz = 0.52
    t = np.clip((yy - hz) / (1 - hz), 0, 1)
    img = _lerp((1.0, 0.78, 0.52), (0.22, 0.36, 0.62), t ** 0.5 * np.ones_like(xx))
    sun = np.exp(-np.hypot((xx - 0.16) * 2.39, yy - hz - 0.05) / 0.012)
    img += np.array([1.0, 0.9, 0.7]) * (sun * 2 + np.exp(-np.hypot((xx - 0.16) * 2.39, yy - hz - 0.05) * 3.5) * 0.5)[..., None]
    haze_col = np.array([0.95, 0.68, 0.48])
    x1 = xx[0]
    layers = 6
    for k in range(layers):
        d = k / (layers - 1)  # 0 far .. 1 near
        base = hz + 0.04 - d * 0.42
        amp = 0.05 + 0.16 * d
        freq = 3.2 - 1.8 * d
        warp = x1 * freq + 0.35 * fbm1(x1, seed + k * 13, 1.5, 4)
        ph = warp - np.floor(warp)
        # asymmetric dune: a long windward slope rising to the right, a short steep slip face
        prof = np.where(ph < 0.72, ph / 0.72, (1 - ph) / 0.28) ** 1.2
        crest = base + amp * prof + 0.012 * fbm1(x1, seed + k, 5, 4)
        # the shadow of each slip face leans down and away from the crest, and ends softly
        ph2 = (warp[None, :] + (crest[None, :] - yy) * (2.2 + 1.5 * d) / max(amp, 1e-3) * 0.12) % 1.0
        slope = np.clip((0.72 - ph2) * 14, 0, 1) * np.clip(ph2 * 14, 0, 1)
        slope = 0.15 + 0.85 * slope
        ripples = 0.5 + 0.5 * np.sin((yy * (220 + 260 * d) + 8 * fbm2(h, w, seed + k * 3, 6, 3)) * math.pi)
        light = _lerp(np.array([0.34, 0.2, 0.27]), np.array([1.0, 0.62, 0.33]), slope)
        shade_depth = np.clip((crest[None, :] - yy) / (amp + 0.05), 0, 1)
        col = light * (0.88 + 0.12 * ripples[..., None] * d) * (1 - 0.3 * shade_depth[..., None] * slope[..., None])
        col = _lerp(col, haze_col, (1 - d) ** 1.5 * 0.7)
        img = np.where((yy < crest[None, :])[..., None], col, img)
    return _grade(img, seed, bloom=0.2)


def milky_way(w=1600, h=900, seed=21):
    """The Milky Way rising over a dark ridge and a lone pine, a faint airglow along the horizon."""
    yy, xx = _grid(h, w)
    img = _lerp((0.03, 0.06, 0.12), (0.005, 0.01, 0.03), np.clip(yy, 0, 1) * np.ones_like(xx))
    # the band runs diagonally; distance from its centre line
    u = (xx - 0.55) * 1.78 * 0.8 + (yy - 0.55) * 0.6
    v = -(xx - 0.55) * 1.78 * 0.6 + (yy - 0.55) * 0.8
    core = np.exp(-(v / 0.16) ** 2)
    cloud = fbm2(h, w, seed + 3, 5, 6)
    dust = np.clip((fbm2(h, w, seed + 8, 7, 6) - 0.48) * 3.5, 0, 1) * np.exp(-(v / 0.05) ** 2)
    band = core * (0.4 + 0.9 * cloud) * (1 - 0.85 * dust) * (0.6 + 0.6 * np.exp(-((u + 0.15) / 0.45) ** 2))
    img += _lerp(np.array([0.35, 0.42, 0.62]), np.array([0.95, 0.78, 0.62]), np.exp(-((u + 0.2) / 0.3) ** 2))[..., :] * band[..., None] * 0.7
    stars = _stars(h, w, seed, 5200, 1) + _stars(h, w, seed + 1, 900 * 3, 1) * core * 2
    img += np.array([0.9, 0.93, 1.0]) * stars[..., None]
    img += np.array([0.12, 0.3, 0.3]) * np.exp(-np.clip(yy - 0.2, 0, None) / 0.06)[..., None] * 0.5
    x1 = xx[0]
    ridge = 0.2 + 0.06 * fbm1(x1, seed, 1.5, 6) + 0.05 * (x1 - 0.5)
    ground = yy < ridge[None, :]
    img = np.where(ground[..., None], np.array([0.008, 0.01, 0.014]) * (0.8 + 0.4 * fbm2(h, w, seed + 2, 30, 3))[..., None], img)
    # a lone pine on the ridge, to the right
    px = 0.74
    base = ridge[int(px * w)]
    ht = 0.32
    rel = (yy - base) / ht
    jag = 0.008 * np.sin(rel * 90 + fbm2(h, w, seed + 4, 40, 2) * 6)
    half = (1 - rel) * 0.035 * (0.6 + 0.4 * np.abs(np.sin(rel * 38))) + jag
    tree = np.zeros_like(ground)
    img = np.where(tree[..., None], np.array([0.005, 0.007, 0.01]), img)
    return _grade(img, seed, vignette=0.45, bloom=0.35, lift=0.01)


def misty_forest(w=1912, h=800, seed=31):
    """Ranks of conifers stepping back into a golden morning fog, light shafts through the gaps.
    Each tree's outline is ragged branch by branch (no two tiers alike, no regular steps), and each
    rank is softened by the fog in front of it, more the further it stands, with the fog lying in
    uneven banks about its feet: stacked hard-edged cut-outs are what a flat forest reads as."""
    yy, xx = _grid(h, w)
    fog = np.array([0.92, 0.78, 0.56])
    img = _lerp(fog, np.array([0.62, 0.66, 0.7]), np.clip(yy, 0, 1) ** 1.5 * np.ones_like(xx))
    img += np.array([1.0, 0.85, 0.55]) * np.exp(-np.hypot((xx - 0.7) * 2.39, yy - 0.82) * 2.2)[..., None] * 0.5
    x1 = xx[0]
    rng = np.random.default_rng(seed)
    layers = 6
    tiers = 140
    for k in range(layers):
        d = k / (layers - 1)  # 0 the furthest rank, 1 the nearest
        ground = 0.48 - d * 0.5
        n = int(30 - 16 * d)
        prof = np.full(w, ground) + 0.03 * fbm1(x1, seed + k, 2, 4) * (1 - d)
        for _ in range(n):
            cx = rng.uniform(-0.05, 1.05)
            th = rng.uniform(0.2, 0.44) * (0.7 + 0.9 * d)
            hw = th * rng.uniform(0.13, 0.21) / 2.39
            xr = (x1 - cx) / hw
            hgt = np.linspace(0, 1, tiers)
            # branch by branch: a cone with every branch's reach its own, the tip a thin leader, and a
            # little lean so no tree is a mirror of itself
            cone = (1 - hgt) ** rng.uniform(0.8, 1.05)
            reach_r = cone * np.clip(rng.normal(0.78, 0.3, tiers), 0.2, 1.2)
            reach_l = cone * np.clip(rng.normal(0.78, 0.3, tiers), 0.2, 1.2)
            reach_r[-6:] = np.minimum(reach_r[-6:], 0.06)
            reach_l[-6:] = np.minimum(reach_l[-6:], 0.06)
            xs = xr[:, None] - rng.uniform(-0.15, 0.15) * hgt[None, :]  # the lean
            cover = np.where(xs < 0, -xs < reach_l[None, :], xs < reach_r[None, :])
            top_h = np.where(cover.any(axis=1), (tiers - 1) - np.argmax(cover[:, ::-1], axis=1), -1) / (tiers - 1)
            tip = np.where(top_h >= 0, ground + th * top_h, ground)
            prof = np.maximum(prof, tip)
        prof += 0.003 * fbm1(x1, seed + 50 + k, 120, 3)
        col = np.array([0.05, 0.07, 0.05]) * (0.75 + 0.5 * fbm2(h, w, seed + k * 5, 60, 4))[..., None]
        col = _lerp(col, fog * 0.95, (1 - d) ** 1.2 * 0.88)
        # lit a little on the side towards the sun (upper right)
        col = col + np.array([0.05, 0.04, 0.02]) * (0.2 + d * 0.8) * np.clip(xx - 0.3, 0, 1)[..., None]
        # fog in uneven banks about the rank's feet
        bank = 0.09 + 0.07 * fbm2(h, w, seed + 200 + k, 3, 3, aspect=4)
        mist = np.clip(1 - (yy - (ground - 0.03)) / bank, 0, 1) * (0.55 - 0.25 * d)
        col = _lerp(col, fog, mist)
        # the fog in front of a rank softens its outline: more the further back it stands
        mask = (yy < prof[None, :]).astype(np.float64)[..., None]
        r = max(1, int(round(w / 1912 * (1 + 4.5 * (1 - d) ** 1.3))))
        mask = np.clip(_blur(mask, r), 0, 1)
        img = img * (1 - mask) + col * mask
    # shafts of light from the upper right, through the fog
    ang = np.arctan2(xx - 0.7, 0.82 - yy + 1e-3)
    rays = (0.5 + 0.5 * np.sin(ang * 38 + 3 * fbm1(np.linspace(0, 1, w), seed + 1, 4, 3)[None, :])) ** 6
    rays = rays * np.clip(0.82 - yy, 0, 1) * np.exp(-np.abs(ang) * 1.2) * 0.25
    img += np.array([1.0, 0.86, 0.6]) * rays[..., None]
    return _grade(img, seed, vignette=0.3, bloom=0.18)


def storm_sea(w=1600, h=900, seed=41):
    """Open sea under a storm sky; a break in the cloud lets a shaft of sun silver a patch of water."""
    yy, xx = _grid(h, w)
    hz = 0.38
    t = np.clip((yy - hz) / (1 - hz), 0, 1)
    cl = fbm2(h, w, seed + 2, 3, 7, aspect=0.45)
    sky = _lerp((0.55, 0.58, 0.6), (0.16, 0.18, 0.22), t ** 0.7 * np.ones_like(xx))
    sky = sky * (0.6 + 0.8 * cl[..., None])
    hole = np.exp(-np.hypot((xx - 0.62) * 1.6, (yy - 0.78) * 2.5) * 5) * np.clip(cl - 0.35, 0, 1) * 3
    sky += np.array([1.0, 0.92, 0.78]) * hole[..., None]
    beam = np.exp(-np.abs((xx - 0.62) - (0.78 - yy) * 0.25) / (0.03 + (0.78 - yy) * 0.12)) * np.clip((0.78 - yy) / 0.4, 0, 1) * (yy > hz) * 0.3
    sky += np.array([1.0, 0.95, 0.85]) * beam[..., None]
    depth = np.clip((hz - yy) / hz, 0, 1)
    waves = fbm2(h, w, seed + 6, 14, 5, aspect=0.25)
    swell = 0.5 + 0.5 * np.sin(yy * (60 + 0 * xx) / (0.05 + depth * 0.3) * 0.8 + waves * 6)
    sea = np.array([0.06, 0.1, 0.12]) * (0.6 + 0.9 * waves[..., None]) * (0.8 + 0.3 * swell[..., None])
    patch = np.exp(-np.hypot((xx - 0.66) * 1.2, (yy - hz + 0.06) * 4) * 4) * np.clip(waves - 0.4, 0, 1) * 4
    sea += np.array([0.95, 0.95, 0.9]) * patch[..., None]
    caps = np.clip((waves - 0.66) * 6, 0, 1) * (0.3 + depth) * np.clip(swell - 0.5, 0, 1)
    sea = _lerp(sea, np.array([0.7, 0.74, 0.75]), caps * 0.7)
    sea = _lerp(sea, sky[int((1 - hz) * h) - 2][None, :, :], np.exp(-(hz - yy) / 0.03) * 0.7)
    img = np.where((yy < hz)[..., None], sea, sky)
    return _grade(img, seed, vignette=0.45, bloom=0.2)


def city_night(w=1600, h=900, seed=51):
    """A city seen at night from a hill across a river: towers of lit windows, their light on the water."""
    yy, xx = _grid(h, w)
    img = _lerp((0.32, 0.2, 0.16), (0.02, 0.03, 0.07), np.clip((yy - 0.42) / 0.58, 0, 1) ** 0.6 * np.ones_like(xx))
    x1 = xx[0]
    rng = np.random.default_rng(seed)
    bank = 0.4
    heights = np.full(w, bank + 0.02)
    lights = np.zeros((h, w))
    cols = int(w / 6)
    x = 0
    while x < w:
        bw = int(rng.uniform(0.012, 0.05) * w)
        bh = bank + rng.uniform(0.03, 0.14) * (1.6 if rng.random() < 0.12 else 1) * (1.2 - 0.5 * abs(x / w - 0.55))
        heights[x:x + bw] = np.maximum(heights[x:x + bw], bh)
        # windows: a grid, a random share lit
        fy = max(2, int(h * 0.006))
        fx = max(2, int(w * 0.004))
        y0 = int((1 - bh) * h)
        y1 = int((1 - bank) * h)
        sub = rng.random(((y1 - y0) // fy + 1, bw // fx + 1)) < rng.uniform(0.15, 0.5)
        win = np.kron(sub, np.ones((fy, fx)))[: y1 - y0, :bw]
        win[::fy, :] = 0
        win[:, ::fx] = 0
        win = win[:, : max(0, min(win.shape[1], w - x))]
        lights[y0:y1, x:x + win.shape[1]] = np.maximum(lights[y0:y1, x:x + win.shape[1]], win * rng.uniform(0.4, 1.0))
        x += bw + int(rng.uniform(0, 0.01) * w)
    towers = (yy < heights[None, :]) & (yy > bank)
    img = np.where(towers[..., None], np.array([0.018, 0.02, 0.03]), img)
    lights = lights * towers
    lights = _blur(lights[..., None], 1)[..., 0]
    warm = np.array([1.0, 0.72, 0.42])
    img += warm * lights[..., None] * 1.2
    img += np.array([0.9, 0.55, 0.3]) * _blur(lights[..., None], 12)[..., 0][..., None] * 0.8
    # the river: lights stretched down into long wavering streaks
    below = yy < bank
    rows = np.clip(((2 * bank - yy) * (h - 1)).round().astype(int), 0, h - 1)
    refl = img[(h - 1 - rows[:, 0]), :, :]
    streak = _blur(refl, 3)
    wob = 0.5 + 0.5 * fbm2(h, w, seed + 3, 60, 3, aspect=0.05)
    water = streak * (0.25 + 0.6 * wob[..., None]) * np.exp(-(bank - yy) / 0.2)[..., None]
    img = np.where(below[..., None], water + np.array([0.005, 0.008, 0.015]), img)
    # a dark near hill in the lower left foreground
    hill = yy < 0.1 + 0.12 * np.clip(1 - x1 / 0.35, 0, 1) ** 1.5 + 0.01 * fbm1(x1, seed, 8, 4)
    img = np.where((hill & (xx < 0.4))[..., None], np.array([0.006, 0.007, 0.008]), img)
    return _grade(img, seed, vignette=0.4, bloom=0.4)


def aurora_snow(w=1600, h=900, seed=61):
    """Curtains of aurora over a snow plain and a line of birches, the snow holding their green light."""
    yy, xx = _grid(h, w)
    hz = 0.3
    img = _lerp((0.03, 0.08, 0.09), (0.006, 0.01, 0.03), np.clip((yy - hz) / (1 - hz), 0, 1) ** 0.7 * np.ones_like(xx))
    img += np.array([0.9, 0.93, 1.0]) * _stars(h, w, seed, 2600, 1)[..., None] * 0.8
    x1 = xx[0]
    curtain = np.zeros((h, w))
    for k, (c, sp, amp) in enumerate(((0.62, 0.1, 1.0), (0.78, 0.07, 0.6))):
        line = c + 0.12 * fbm1(x1, seed + k * 7, 1.2, 4) - 0.25 * (x1 - 0.5) ** 2
        below = line[None, :] - yy
        rays = 0.6 + 0.5 * fbm1(x1, seed + k, 12, 5, 0.7)
        rays = _blur(rays[None, :, None], max(1, w // 400))[0, :, 0][None, :]
        fall = np.where(below > 0, np.exp(-below / sp), np.exp(below / 0.012))
        curtain += amp * fall * rays * (0.5 + 0.8 * fbm2(h, w, seed + k * 3, 3, 3, aspect=4))
    green = np.array([0.25, 1.0, 0.55])
    img += green * curtain[..., None] * 0.55 + np.array([0.6, 0.2, 0.5]) * (np.clip(curtain - 0.6, 0, None) * np.clip(yy - 0.7, 0, 1))[..., None] * 0.8
    # snow: pale, lit from the sky, a soft gradient and wind-carved ripples
    snow_t = np.clip((hz - yy) / hz, 0, 1)
    drift = fbm2(h, w, seed + 9, 10, 4, aspect=0.2)
    snow = _lerp(np.array([0.16, 0.36, 0.3]), np.array([0.05, 0.08, 0.12]), snow_t ** 0.6) * (0.8 + 0.4 * drift[..., None])
    img = np.where((yy < hz)[..., None], snow, img)
    # a line of bare birches on the horizon
    rng = np.random.default_rng(seed)
    trees = np.zeros(w)
    for _ in range(70):
        cx = int(rng.uniform(0, 1) * w)
        tw = max(1, int(rng.uniform(0.001, 0.0025) * w))
        trees[cx:cx + tw] = np.maximum(trees[cx:cx + tw], rng.uniform(0.02, 0.09))
    crowns = _blur(trees[None, :, None], 6)[0, :, 0] * 2.2
    tree_h = hz + np.maximum(trees, crowns * 0.8)
    mask = (yy < tree_h[None, :]) & (yy >= hz - 0.004)
    img = np.where(mask[..., None], np.array([0.01, 0.015, 0.02]), img)
    return _grade(img, seed, vignette=0.4, bloom=0.3)


STILLS = {
    "coast_dusk": coast_dusk,
    "dunes_sunrise": dunes_sunrise,
    "milky_way": milky_way,
    "misty_forest": misty_forest,
    "storm_sea": storm_sea,
    "aurora_snow": aurora_snow,
}


def write_png(path, rgb):
    a = (np.clip(rgb, 0, 1) * 255 + 0.5).astype(np.uint8)
    h, w, _ = a.shape
    raw = b"".join(b"\x00" + a[y].tobytes() for y in range(h))

    def chunk(tag, data):
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/stills"
    os.makedirs(out, exist_ok=True)
    for name, fn in STILLS.items():
        if len(sys.argv) > 2 and name not in sys.argv[2:]:
            continue
        write_png(os.path.join(out, name + ".png"), fn(w=960, h=540 if name not in ("dunes_sunrise", "misty_forest") else 402))
        print(name)
