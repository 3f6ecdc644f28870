"""The city at dusk seen from a Mayfair penthouse across Hyde Park, in numpy alone, so it can be
looked at on its own: `python3 art/scenes/city.py /tmp/city.png`.

Depth is what makes a skyline read as London and not a cut-out. Six rows of buildings, each painted
on its own canvas and laid over the rows behind it: the further a row, the higher its foot, the
smaller its floors, the taller its blocks in floors (so its roofs show over the row in front), the
more of the blue-grey dusk air in front of it (thicker low down, where the street haze lies) and
the softer its edges; the nearest rows large, dark and sharp. Blocks step back in setbacks, carry
plant rooms and masts, and their parapets catch the western sky; a few towers far off (a shard, a
rounded tower, a slab), a crane or two, red aircraft lights on their tops. Windows are lit in runs
along a floor, not as a grid: offices by whole or part floors in cool white, flats here and there
in warm light, some behind a drawn curtain, many dark; far off, a lit floor is a short run of
specks. The streets between the rows glow sodium orange onto the feet of the blocks behind. Then
the park's trees, its lamp-lit paths, and Park Lane's street lights and traffic below.
Arrays are (H, W, 3), row 0 at the top, display-referred values in 0..1.
"""
import os
import sys

import numpy as np

from stills import _blur, _lerp, fbm1, fbm2, write_png

HORIZON = 0.3  # the eye's level, as a fraction of the picture's height from the bottom
RANKS = 6  # rows of buildings, far to near
HAZE = np.array([0.34, 0.35, 0.47])  # the dusk air over the city: far blocks pale into it, blue-grey
SODIUM = np.array([1.0, 0.55, 0.22])  # the streets' glow rising between the blocks
WARM = np.array([1.0, 0.7, 0.38])
PALE = np.array([1.0, 0.88, 0.68])
COOL = np.array([0.8, 0.9, 1.0])
RED = np.array([1.0, 0.08, 0.04])
# body colours: dark brick, Portland stone in shadow, slate, blue-black glass
BODIES = ((0.05, 0.034, 0.03), (0.075, 0.068, 0.062), (0.036, 0.04, 0.05), (0.024, 0.03, 0.042), (0.06, 0.05, 0.045))


def _sky(h, w):
    v = np.linspace(1, 0, h)[:, None]
    u = np.linspace(0, 1, w)[None, :]
    t = np.clip((v - HORIZON) / 0.62, 0, 1) ** 0.65
    sky = _lerp((0.98, 0.58, 0.32), (0.42, 0.3, 0.42), np.clip(t * 2.2, 0, 1) * np.ones_like(u))
    sky = _lerp(sky, (0.06, 0.09, 0.24), np.clip((t - 0.35) / 0.65, 0, 1) * np.ones_like(u))
    glow = np.exp(-(((u - 0.62) * 1.3) ** 2 + ((v - HORIZON) * 5) ** 2) * 3)
    sky = sky + np.array([0.55, 0.28, 0.1]) * glow[..., None] * 0.55
    # thin stratus lit pink from below, darker towards the top of the sky
    streak = fbm2(h, w, 3, 3, 5, aspect=0.12)
    band = np.clip((streak - 0.55) * 4, 0, 1) * ((v > 0.42) & (v < 0.85))
    cloud = _lerp((0.85, 0.45, 0.4), (0.16, 0.13, 0.22), np.clip((v - 0.42) / 0.4, 0, 1) * np.ones_like(u))
    sky = sky * (1 - 0.55 * band[..., None]) + cloud * 0.55 * band[..., None]
    # the low sky thick with the city's haze: paler and a little bluer in the last few degrees
    low = np.exp(-np.clip(v - HORIZON, 0, None) / 0.035)
    return _lerp(sky, HAZE * 1.9, 0.35 * low * np.ones_like(u))


def _runs(rng, n, p_on, keep):
    """A row of n windows lit in runs: a light stays on with chance `keep`, comes on with p_on."""
    out = np.zeros(n, bool)
    on = rng.random() < p_on / max(1e-3, 1 - keep + p_on)
    for i in range(n):
        out[i] = on
        on = rng.random() < (keep if on else p_on)
    return out


class Rank:
    """One row of buildings painted on its own canvas (colour premultiplied, coverage, lights), so
    the row can be softened and hazed as a whole before it goes over the rows behind it."""

    def __init__(self, h, w, t):
        self.h, self.w, self.t = h, w, t
        self.col = np.zeros((h, w, 3))
        self.cov = np.zeros((h, w))
        self.light = np.zeros((h, w, 3))
        self.reds = []

    def block(self, x0, x1, y0, y1, body, shade_side, windows, rng, style, sky):
        """A box from rows y0 (roof) to y1 (foot): a face and a return, its windows, a lit parapet."""
        x0, x1 = max(0, x0), min(self.w, x1)
        if x1 - x0 < 1 or y1 - y0 < 1:
            return
        bw, bh = x1 - x0, y1 - y0
        up = np.linspace(1, 0, bh)[:, None, None]
        face = np.broadcast_to(np.asarray(body) * (0.85 + 0.3 * up), (bh, bw, 3)).copy()
        if style == "glass":  # a curtain wall: the dusk sky above it, darkly mirrored
            src = sky[max(0, 2 * y0 - y1):y0][::-1][:bh, x0:x1]
            if src.shape[0] == bh:
                face = face * 0.6 + src * 0.16
        side = int(bw * rng.uniform(0.15, 0.35))
        if side > 0:
            if shade_side < 0:
                face[:, :side] *= 0.55
            else:
                face[:, bw - side:] *= 0.55
        self.col[y0:y1, x0:x1] = face
        self.cov[y0:y1, x0:x1] = 1
        if bh > 3 and bw > 3:  # the parapet catches the western sky
            self.col[y0, x0:x1] += np.array([0.09, 0.06, 0.06]) * (1 - 0.5 * self.t)
        if windows:
            self._windows(x0, x1, y0, y1, rng, style, body)

    def _windows(self, x0, x1, y0, y1, rng, style, body):
        fp = self.fp
        bw, bh = x1 - x0, y1 - y0
        office = style in ("office", "glass")
        if fp < 3:  # too far for panes: lit floors as short runs of specks
            nf = int((bh - 1) / fp)
            for f in range(nf):
                y = y1 - 1 - int((f + 0.6) * fp)
                if y <= y0:
                    break
                row = _runs(rng, bw, 0.05 if not office else 0.12, 0.75 if office else 0.45)
                if office and rng.random() < 0.55:
                    row[:] = False
                xs = np.nonzero(row)[0]
                if len(xs):
                    tone = self._tones(rng, len(xs), office) * rng.uniform(0.3, 0.9, (len(xs), 1))
                    self.light[y, x0 + xs] += tone
            return
        wp = max(3, int(round(fp * rng.uniform(0.7, 1.2))))
        ww = max(1, int(round(wp * rng.uniform(0.45, 0.7 if not office else 0.85))))
        wh = max(1, int(round(fp * rng.uniform(0.45, 0.65 if not office else 0.75))))
        nf, nc = int((bh - 2) // fp), int((bw - 2) // wp)
        if nf < 1 or nc < 1:
            return
        # bays: every few windows a wider pier, so a facade is not one grid
        bay = rng.integers(3, 7)
        xs = np.array([x0 + 1 + c * wp + (c // bay) * (wp // 2) for c in range(nc)])
        xs = xs[xs + ww < x1 - 1]
        nc = len(xs)
        if nc < 1:
            return
        dark_floor = rng.random() < 0.25  # a block shut for the night
        for f in range(nf):
            yb = y1 - 2 - int(f * fp)
            ya = yb - wh
            if ya <= y0 + 1:
                break
            if office:
                on = (not dark_floor) and rng.random() < 0.42
                row = _runs(rng, nc, 0.25, 0.93) if on else (rng.random(nc) < 0.03)
            else:
                row = _runs(rng, nc, 0.09, 0.55) & (rng.random() > 0.15 * dark_floor)
            tones = self._tones(rng, nc, office)
            level = rng.uniform(0.3, 1.0, nc) * (0.8 if office else 1.0)
            for c in range(nc):
                xa = xs[c]
                if row[c]:
                    pane = tones[c] * level[c]
                    # a lit room is brighter at its ceiling; a drawn curtain shows as a dim warm glow
                    if not office and rng.random() < 0.3:
                        pane = WARM * 0.22
                    g = np.linspace(1.0, 0.75, wh)[:, None, None] if wh > 2 else 1.0
                    self.light[ya:yb, xa:xa + ww] += pane * g
                else:  # dark glass, a little of the sky in it
                    self.col[ya:yb, xa:xa + ww] = np.asarray(body) * 0.5 + np.array([0.016, 0.016, 0.026])

    def _tones(self, rng, n, office):
        r = rng.random(n)
        if office:
            return np.where((r < 0.7)[:, None], COOL, PALE) * rng.uniform(0.85, 1.1, (n, 1))
        return np.where((r < 0.6)[:, None], WARM, np.where((r < 0.9)[:, None], PALE, COOL))


def _building(rk, rng, x, bw, foot, floors, sky):
    fp = rk.fp
    top = foot - int(floors * fp) - 2
    body = BODIES[rng.integers(len(BODIES))]
    style = rng.choice(["flats", "office", "glass", "flats"], p=[0.4, 0.3, 0.12, 0.18])
    side = -1 if rng.random() < 0.5 else 1
    rk.block(x, x + bw, top, foot, body, side, True, rng, style, sky)
    # setbacks: one or two tiers, each narrower, set back from the street
    y, x0, x1 = top, x, x + bw
    for _ in range(rng.choice([0, 0, 1, 1, 2])):
        if x1 - x0 < 10:
            break
        nx0 = x0 + int((x1 - x0) * rng.uniform(0.06, 0.25))
        nx1 = x1 - int((x1 - x0) * rng.uniform(0.06, 0.25))
        ny = y - int(rng.integers(1, 4) * fp) - 1
        rk.block(nx0, nx1, ny, y, np.asarray(body) * 0.9, side, True, rng, style, sky)
        y, x0, x1 = ny, nx0, nx1
    # a plant room or a lift overrun, louvred and unlit
    if rng.random() < 0.6 and x1 - x0 > 6:
        pw = max(3, int((x1 - x0) * rng.uniform(0.15, 0.4)))
        px = x0 + int(rng.integers(0, max(1, x1 - x0 - pw)))
        ph = max(2, int(fp * rng.uniform(0.7, 1.3)))
        rk.block(px, px + pw, y - ph, y, np.asarray(body) * 0.7, side, False, rng, "plant", sky)
        if rng.random() < 0.4 and px + pw // 2 < rk.w:  # a mast on it
            mx = px + pw // 2
            mh = int(fp * rng.uniform(1.5, 3.5))
            rk.col[y - ph - mh:y - ph, mx] = np.asarray(body) * 0.8
            rk.cov[y - ph - mh:y - ph, mx] = 1


def _tower(rk, rng, x, foot, kind, sky):
    """A tower far off: a tapering shard, a rounded bullet, a tall slab with a crown."""
    fp = rk.fp
    h = int(rng.uniform(55, 80) * fp) if kind != "slab" else int(rng.uniform(40, 55) * fp)
    bw = int(h * (0.22 if kind == "shard" else 0.3 if kind == "bullet" else 0.26))
    top = foot - h
    rows = np.arange(top, foot)
    for i, y in enumerate(rows):
        s = (y - top) / h  # 0 at the top
        if kind == "shard":
            half = bw / 2 * (0.06 + 0.94 * s)
        elif kind == "bullet":
            half = bw / 2 * np.sqrt(max(0.0, 1 - (1 - min(1, s / 0.35)) ** 2)) * (1 - 0.15 * s)
        else:
            half = bw / 2 * (0.7 if s < 0.08 else 1.0)
        a, b = int(x - half), int(x + half) + 1
        if b <= a or a < 0 or b > rk.w:
            continue
        g = sky[max(0, 2 * top - y), a:b] * 0.22 + np.array([0.03, 0.035, 0.05])
        g[: max(1, (b - a) // 3)] *= 0.6
        rk.col[y, a:b] = g
        rk.cov[y, a:b] = 1
        # floors lit in bands of specks
        fl = int((foot - y) / fp)
        if (foot - y) % max(1, int(round(fp))) == 0 and rng.random() < 0.4:
            row = _runs(rng, b - a, 0.2, 0.85)
            rk.light[y, a:b] += row[:, None] * COOL * rng.uniform(0.2, 0.45)
    rk.reds.append((top - (1 if kind != "shard" else 2), x))


def _crane(rk, rng, x, foot, sky):
    fp = rk.fp
    h = int(rng.uniform(16, 26) * fp)
    jib = int(h * rng.uniform(0.6, 0.9))
    col = np.array([0.06, 0.055, 0.06])
    top = foot - h
    rk.col[top:foot, x:x + 2] = col
    rk.cov[top:foot, x:x + 2] = 1
    d = 1 if rng.random() < 0.5 else -1
    a, b = sorted((x - d * jib // 4, x + d * jib))
    a, b = max(0, a), min(rk.w, b)
    rk.col[top:top + 2, a:b] = col
    rk.cov[top:top + 2, a:b] = 1
    rk.col[top - 3:top, x - 1:x + 3] = col
    rk.cov[top - 3:top, x - 1:x + 3] = 1
    rk.reds.append((top - 4, x))
    rk.reds.append((top, b - 1 if d > 0 else a))


def dusk_city(h=1100, w=4000, seed=5):
    rng = np.random.default_rng(seed)
    img = _sky(h, w)
    sky = img.copy()
    rows = np.arange(h)[:, None]
    u = np.linspace(0, 1, w)
    reds = []
    cranes = 0
    for k in range(RANKS):
        t = k / (RANKS - 1)  # 0 the furthest row, 1 the nearest
        foot = int((1 - (0.302 - 0.034 * t)) * (h - 1))
        rk = Rank(h, w, t)
        rk.fp = 1.4 + 6.4 * t ** 1.4  # the floor's height in pixels at this row's distance
        x = int(rng.integers(-60, 0))
        towers = 0
        while x < w:
            r = rng.random()
            if k <= 1 and r < 0.035 and towers < 3:  # the towers of the City and the South Bank
                kind = rng.choice(["shard", "bullet", "slab"])
                _tower(rk, rng, x + 10, foot + 1, kind, sky)
                towers += 1
                x += int(rng.integers(10, 30))
                continue
            if 2 <= k <= 3 and r < 0.02 and cranes < 2:  # a crane or two over a site
                _crane(rk, rng, x, foot - int(rng.integers(3, 6) * rk.fp), sky)
                cranes += 1
            # each row's roofs stand a little above the row in front: the near blocks are mansion
            # blocks of four to eight floors, the far ones the taller offices and flats beyond
            lo = int(round(4 + 7 * (1 - t)))
            floors = rng.integers(lo, lo * 2) if rng.random() < 0.85 else rng.integers(lo * 2, lo * 3)
            bw = int(rk.fp * rng.uniform(6, 20))
            _building(rk, rng, x, bw, foot - int(rng.integers(0, 3)), floors, sky)
            x += bw + int(rng.integers(-2, 3) * rk.fp) + (int(rng.integers(2, 12) * rk.fp) if rng.random() < 0.2 else 0)
        # the street glow rising behind this row lights the gaps and the feet of the rows behind
        gl = np.clip(0.6 + 0.6 * fbm1(u, 40 + k, 12, 3), 0, 1.4)[None, :]
        rise = np.exp(-np.clip(foot - rows, 0, None) / (6 + 26 * t)) * (rows <= foot)
        img = img + SODIUM * (0.08 + 0.07 * t) * (rise * gl)[..., None]
        # the same glow on this row's own lower floors
        rk.col = rk.col + SODIUM * 0.05 * (np.exp(-np.clip(foot - rows, 0, None) / (3 * rk.fp)) * rk.cov)[..., None]
        # aerial perspective: this row's share of haze, thicker lower down where the street haze lies
        f = 0.08 + 0.72 * (1 - t) ** 1.3
        low = np.exp(-np.clip(foot - rows, 0, None) / (8 + 40 * t))[..., None]
        fz = np.clip(f + (1 - f) * 0.4 * low, 0, 0.95)
        col = rk.col * (1 - fz) + HAZE * fz * rk.cov[..., None]
        light = rk.light * (1 - 0.6 * fz)
        cov = rk.cov
        if t < 0.45:  # the far rows soft through the air
            col, cov, light = _blur(col, 1), _blur(cov, 1), _blur(light, 1) * 1.6
        img = img * (1 - cov[..., None]) + col + light
        reds += [(y, xx, t) for y, xx in rk.reds]
    v = np.linspace(1, 0, h)[:, None]
    # Hyde Park: a band of trees with a soft, uneven crown, lit faintly from below by the streets
    crown = 0.272 + 0.006 * np.abs(fbm1(u, 9, 90, 3, 0.45)) + 0.005 * fbm1(u, 11, 8, 3, 0.5)
    trees = v < crown[None, :]
    leaf = _lerp((0.012, 0.016, 0.014), (0.05, 0.048, 0.05), fbm2(h, w, 4, 60, 4) * np.clip((v - 0.2) / 0.08, 0, 1))
    img = np.where(trees[..., None], leaf, img)
    lawn = v < 0.235
    img = np.where(lawn[..., None], _lerp((0.008, 0.011, 0.009), (0.022, 0.026, 0.022), fbm2(h, w, 14, 20, 3)), img)
    xx = u[None, :]
    glow = np.zeros((h, w))
    for k in range(70):  # lamps along the park's paths, smaller and closer together further off
        py = rng.uniform(0.12, 0.23)
        s = 1.6 - (py - 0.12) * 5
        d = ((xx - rng.uniform(0, 1)) * 900 / s) ** 2 + ((v - py) * 1600 / s) ** 2
        glow += np.exp(-d) * rng.uniform(0.8, 1.6)
    # Park Lane below: a curve of street lights, white headlights one way and red tail lights the other
    road = 0.075 + 0.02 * np.sin(u * 2.2 + 0.4)
    img = np.where((np.abs(v - road[None, :]) < 0.009)[..., None], np.array([0.07, 0.06, 0.05]), img)
    for k in range(38):
        px = (k + rng.uniform(0.2, 0.8)) / 38
        py = 0.075 + 0.02 * np.sin(px * 2.2 + 0.4) + 0.028
        d = ((xx - px) * 500) ** 2 + ((v - py) * 700) ** 2
        glow += np.exp(-d) * 2.0
    img = img + WARM * glow[..., None] * 0.8
    cars = np.zeros((h, w, 3))
    for k in range(90):
        px = rng.uniform(0, 1)
        lane = rng.random() < 0.5
        py = 0.075 + 0.02 * np.sin(px * 2.2 + 0.4) + (0.003 if lane else -0.003)
        c = np.array([1.0, 0.95, 0.85]) if lane else np.array([1.0, 0.1, 0.05])
        d = ((xx - px) * 900) ** 2 + ((v - py) * 2500) ** 2
        cars += np.exp(-d)[..., None] * c * 2.0
    img = img + cars
    # red aircraft lights on the towers' and cranes' tops, dimmer through more air
    for y, x, t in reds:
        if 1 <= y < h - 1 and 1 <= x < w - 1:
            img[y - 1:y + 1, x - 1:x + 1] += RED * (1.6 + 0.8 * t)
            img[y - 2:y + 2, x - 2:x + 2] += RED * 0.25
    # the lights bloom a little through the glass; the picture keeps its edges
    bright = np.clip(img - 0.45, 0, None)
    img = img + 0.5 * _blur(bright, 2) + 0.3 * _blur(bright, 10)
    return np.clip(img, 0, 1)


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/city.png"
    os.makedirs(os.path.dirname(out) or ".", exist_ok=True)
    write_png(out, dusk_city())
    print(out)
