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
specks. The streets between the rows glow sodium orange onto the feet of the blocks behind.
Below the skyline, the park seen from about 30 m up (`park()`), drawn in the ground's own metres and
projected as the eye sees it, so everything falls smaller and closer together with distance: dark
lawns, woods over its far half and a belt of treetops along its near edge (each crown a cluster of
leafy domes, their tops catching the sky), paths with lanterns at uneven spacing, each throwing a
pool of light, a carriage drive curving away with its taller lamps and the faint red and white
streaks of car lights, the Serpentine holding the last of the sky, and on the right a street of
red-brick and stone mansion blocks running away along the park, their windows mostly dark, some lit
warm or pale, a few behind a blind, plane trees and street lamps along its kerb.
Arrays are (H, W, 3), row 0 at the top, display-referred values in 0..1.
"""
import os
import sys

import numpy as np

from stills import _blur, _fbm_at, _lerp, fbm1, fbm2, write_png

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


# The park: Hyde Park from about 30 m up, between the glass and the skyline. Drawn in the ground's
# own metres and projected as the eye sees it, so everything falls smaller and closer together with
# distance: the eye is EYE metres over the lawns and DIST from the picture (the scene hangs it 30 m
# past the glass), which is 120 m wide there; a point X across (right +), Z away and y up lands at
# row r0 + (EYE - y) s, column w/2 + X s, where s = DIST / Z pixels-per-metre-at-the-picture.
EYE = 30.0
DIST = 35.0
PARK_FAR = 1000.0  # the park's far edge, under the nearest row of blocks (its feet at v = 0.268)
LANTERN = np.array([1.0, 0.76, 0.48])  # the parks' lanterns, a warm white
STREET = np.array([1.0, 0.66, 0.34])  # the carriage drive's taller lamps, warmer
HEAD = np.array([1.0, 0.92, 0.8])
TAIL = np.array([1.0, 0.07, 0.03])
GROUND_HAZE = np.array([0.3, 0.29, 0.36])
# red brick, Portland stone, a sootier brick, a brown brick
MANSION_BODIES = ((0.1, 0.055, 0.04), (0.12, 0.105, 0.09), (0.085, 0.07, 0.06), (0.11, 0.075, 0.055))
STREET_X = 360.0  # the mansion blocks' fronts along the street on the park's right-hand side, metres


class _Ground:
    def __init__(self, h, w):
        self.h, self.w = h, w
        self.pxm = w / 120.0
        self.r0 = (1 - HORIZON) * (h - 1)

    def at(self, X, Z, y=0.0):
        s = DIST / np.asarray(Z, float) * self.pxm
        return self.r0 + (EYE - np.asarray(y, float)) * s, (self.w - 1) / 2 + np.asarray(X, float) * s, s

    def back(self, rows, cols):
        dr = np.maximum(rows - self.r0, 1e-3)
        Z = EYE * DIST * self.pxm / dr
        return (cols - (self.w - 1) / 2) * Z / (DIST * self.pxm), Z


def _on(uv):
    """Ground points (X, Z) from where they should land in the picture (u across, v up from the
    bottom, as fractions), so a path or the drive is laid out by eye and then drawn in metres."""
    uv = np.asarray(uv, float)
    z = EYE * DIST * (4000 / 120.0) / ((HORIZON - uv[:, 1]) * 1099)
    return np.stack([(uv[:, 0] - 0.5) * 120 * z / DIST, z], 1)


def _curve(ctrl, step=2.0):
    """A Catmull-Rom curve through ground points (X, Z), sampled every `step` metres or so."""
    p = np.asarray(ctrl, float)
    p = np.vstack([2 * p[0] - p[1], p, 2 * p[-1] - p[-2]])
    out = []
    for i in range(1, len(p) - 2):
        a, b, c, d = p[i - 1], p[i], p[i + 1], p[i + 2]
        n = max(2, int(np.hypot(*(c - b)) / step))
        t = np.linspace(0, 1, n, endpoint=False)[:, None]
        out.append(0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t ** 2
                          + (3 * b - a - 3 * c + d) * t ** 3))
    out.append(p[-2][None])
    return np.vstack(out)


def _near(X, Z, pts):
    """Distance in metres from ground points to a polyline, and how far along it the nearest point is."""
    best = np.full(np.shape(X), np.inf)
    along = np.zeros(np.shape(X))
    acc = 0.0
    for (ax, az), (bx, bz) in zip(pts[:-1], pts[1:]):
        dx, dz = bx - ax, bz - az
        l2 = dx * dx + dz * dz
        t = np.clip(((X - ax) * dx + (Z - az) * dz) / l2, 0, 1)
        d = np.hypot(X - ax - t * dx, Z - az - t * dz)
        m = d < best
        best = np.where(m, d, best)
        along = np.where(m, acc + t * np.sqrt(l2), along)
        acc += np.sqrt(l2)
    return best, along


def _band(g, X, Z, rows, pts, half, margin=3.0):
    """A strip of ground `half` metres either side of a polyline, as coverage over the strip of
    pixels (rows from `rows[0]`), its edge softened by the pixel's footprint; and distance along it."""
    cov = np.zeros(X.shape)
    along = np.zeros(X.shape)
    acc = 0.0
    top = rows[0]
    for (ax, az), (bx, bz) in zip(pts[:-1], pts[1:]):
        seg = np.array([[ax, az], [bx, bz]])
        ra, ca, sa = g.at(seg[:, 0], seg[:, 1])
        pad = half * sa.max() + margin
        r_lo, r_hi = int(max(top, ra.min() - pad)), int(min(g.h, ra.max() + pad + 1))
        c_lo, c_hi = int(max(0, ca.min() - pad)), int(min(g.w, ca.max() + pad + 1))
        if r_hi <= r_lo or c_hi <= c_lo:
            acc += np.hypot(bx - ax, bz - az)
            continue
        sl = (slice(r_lo - top, r_hi - top), slice(c_lo, c_hi))
        x, z = X[sl], Z[sl]
        dx, dz = bx - ax, bz - az
        l2 = dx * dx + dz * dz
        t = np.clip(((x - ax) * dx + (z - az) * dz) / l2, 0, 1)
        d = np.hypot(x - ax - t * dx, z - az - t * dz)
        # a pixel's footprint across the strip: a row spans Z/(s Z / EYE) metres in depth, a column 1/s
        s = DIST / z * g.pxm
        nx, nz = -dz / np.sqrt(l2), dx / np.sqrt(l2)
        foot = np.abs(nx) / s + np.abs(nz) * z / (EYE * s)
        c = np.clip((half - d) / foot + 0.5, 0, 1) * np.minimum(1, 2 * half / foot)
        m = c > cov[sl]
        cov[sl] = np.where(m, c, cov[sl])
        along[sl] = np.where(m, acc + t * np.sqrt(l2), along[sl])
        acc += np.sqrt(l2)
    return cov, along


def _along(pts, spacing, jitter, rng, skip=0.1, start=0.0):
    """Points every `spacing` metres (give or take `jitter`) along a polyline, some left out, with the
    curve's direction at each."""
    seg = np.hypot(*np.diff(pts, axis=0).T)
    cum = np.concatenate([[0], np.cumsum(seg)])
    out = []
    d = start + rng.uniform(0, spacing)
    while d < cum[-1]:
        if rng.random() > skip:
            i = min(len(seg) - 1, int(np.searchsorted(cum, d) - 1))
            t = (d - cum[i]) / max(seg[i], 1e-6)
            p = pts[i] + (pts[i + 1] - pts[i]) * t
            tang = (pts[i + 1] - pts[i]) / max(seg[i], 1e-6)
            out.append((p, tang))
        d += spacing * (1 + rng.uniform(-jitter, jitter))
    return out


def _splat(buf, rows, cols, wts, top):
    """Add weights at fractional pixels (bilinear) into buf, whose first row is `top`."""
    r = rows - top
    ok = (r >= 0) & (r < buf.shape[0] - 1) & (cols >= 0) & (cols < buf.shape[1] - 1)
    r, c, wt = r[ok], cols[ok], wts[ok]
    r0, c0 = np.floor(r).astype(int), np.floor(c).astype(int)
    fr, fc = r - r0, c - c0
    for dr, dc, k in ((0, 0, (1 - fr) * (1 - fc)), (0, 1, (1 - fr) * fc), (1, 0, fr * (1 - fc)), (1, 1, fr * fc)):
        np.add.at(buf, (r0 + dr, c0 + dc), wt * k)


def _mansions(img, g, rng, xb, z_near, bright):
    """A row of mansion blocks whose fronts stand along x = xb from z_near to the park's far edge,
    facing the park (and so the eye, from the side): painted column by column, four samples a column,
    as the eye sees a facade running away from it. Each block its own height (ten to twelve floors,
    its roof over the eye's level), brick or stone, its bays and floors; its windows mostly dark,
    some lit warm or pale, a few curtained, the shops and lobbies lit along the ground floor; side
    streets between some blocks. `bright` dims a row set back behind."""
    h, w = g.h, g.w
    cw = (w - 1) / 2
    b0, b1, hb, bays, fls, bodies, plit = [], [], [], [], [], [], []
    z = z_near
    while z < PARK_FAR:
        ln = rng.uniform(28, 80)
        b0.append(z)
        b1.append(min(z + ln, PARK_FAR + 30))
        hb.append(rng.uniform(31.5, 39.0))
        bays.append(rng.uniform(3.3, 4.4))
        fls.append(rng.uniform(3.0, 3.4))
        bodies.append(np.array(MANSION_BODIES[rng.integers(len(MANSION_BODIES))]) * rng.uniform(0.8, 1.1))
        plit.append(rng.uniform(0.12, 0.4))
        z += ln + (rng.uniform(9, 16) if (rng.random() < 0.4 and bright == 1.0) else 0.0)
    b0, b1, hb, bays, fls, plit = map(np.array, (b0, b1, hb, bays, fls, plit))
    bodies = np.array(bodies)
    c_lo = max(0, int(cw + xb * DIST * g.pxm / (PARK_FAR + 30)))
    c_hi = min(w, int(cw + xb * DIST * g.pxm / z_near) + 1)
    if c_hi <= c_lo:
        return
    SS = 4
    cols = np.arange(c_lo, c_hi)[None, :] + (np.arange(SS)[:, None] + 0.5) / SS - 0.5
    Zc = xb * DIST * g.pxm / (cols - cw)
    s = DIST * g.pxm / Zc
    i = np.clip(np.searchsorted(b0, Zc) - 1, 0, len(b0) - 1)
    valid = (Zc >= b0[i]) & (Zc < b1[i])
    H_ = hb[i]
    r_top = g.r0 + (EYE - H_) * s
    r_bot = g.r0 + EYE * s
    ra = int(max(0, np.floor(r_top[valid].min()) if valid.any() else 0))
    rb = int(min(h, np.ceil(r_bot[valid].max()) + 1 if valid.any() else 0))
    if rb <= ra:
        return
    rows = np.arange(ra, rb)[:, None, None] + 0.5
    y = EYE - (rows - g.r0) / s  # height on the facade, metres
    inside = valid & (y >= 0) & (y <= H_)
    fl = fls[i]
    fy = (y - 0.6) / fl
    f = np.floor(fy)
    ff = fy - f
    bz = (Zc - b0[i]) / bays[i]
    bi = np.floor(bz)
    bf = bz - bi
    ground_floor = f < 1
    win = (f >= 0) & (y < H_ - 1.6) & np.where(ground_floor, (ff > 0.12) & (ff < 0.85) & (bf > 0.12) & (bf < 0.8),
                                                (ff > 0.3) & (ff < 0.86) & (bf > 0.24) & (bf < 0.7))
    key = (i * 7919 + f.astype(np.int64) * 613 + bi.astype(np.int64) * 31) % 65521
    tab = np.random.default_rng(int(xb)).random((65521, 4))
    rnd = tab[key]
    # a lit flat lights two or three windows in a run: a window takes its neighbour's chance half the time
    run = tab[(key - 31 * (rnd[..., 3] < 0.5)) % 65521, 0]
    lit = np.where(ground_floor, rnd[..., 0] < 0.55, run < plit[i]) & win
    tone = np.where((rnd[..., 1] < 0.6)[..., None], WARM, np.where((rnd[..., 1] < 0.88)[..., None], PALE, COOL))
    # some curtained
    level = (0.35 + 0.6 * rnd[..., 2])[..., None] * np.where((rnd[..., 3] > 0.8)[..., None], 0.35, 1.0)
    # the wall: its colour, darker low down where the street's trees shade it, the street's sodium glow
    # on its lowest floors, a parapet catching the western sky
    wall = bodies[i] * (0.75 + 0.35 * np.clip(y / H_, 0, 1))[..., None]
    wall = wall + SODIUM * 0.05 * np.exp(-y / 5)[..., None]
    wall = np.where((y > H_ - 0.5)[..., None], wall + np.array([0.07, 0.05, 0.05]), wall)
    # the stone bands of a red-brick mansion block at each floor's sills
    band = (ff > 0.2) & (ff < 0.27) & (f >= 1) & (bodies[i][..., 0] > 0.095)
    wall = np.where(band[..., None], wall * 1.5 + 0.02, wall)
    glass = bodies[i] * 0.6 + np.array([0.012, 0.014, 0.022])
    col = np.where(win[..., None], glass, wall)
    # a lit room is brightest at its ceiling; some have a blind half down, lit through it dimly
    up = np.clip((ff - 0.3) / 0.56, 0, 1)
    shade = np.where((rnd[..., 2] > 0.78) & (up > 0.55), 0.3, 0.72 + 0.28 * up)[..., None]
    col = np.where(lit[..., None], tone * level * 0.9 * shade, col)
    col = col * bright
    fz = (0.45 * np.clip(Zc / PARK_FAR, 0, 1) ** 2)[..., None]
    col = col * (1 - fz) + GROUND_HAZE * fz
    cov = inside.mean(axis=1)
    colm = (col * inside[..., None]).sum(axis=1) / np.maximum(inside.sum(axis=1), 1)[..., None]
    region = img[ra:rb, c_lo:c_hi]
    img[ra:rb, c_lo:c_hi] = region * (1 - cov[..., None]) + colm * cov[..., None]


def park(img, rng):
    """The ground from the glass to the skyline: the park's dark lawns and woods, a carriage drive
    curving away with its lamps and the streaks of car lights, lamp-lit paths, the Serpentine
    holding the last of the sky, a belt of trees along the park's far edge with the road beyond."""
    h, w, _ = img.shape
    g = _Ground(h, w)
    top = int(g.r0) + 2
    rows = np.arange(top, h)
    X, Z = g.back(rows[:, None] + 0.0, np.arange(w)[None, :] + 0.0)
    Z = np.broadcast_to(Z, X.shape).copy()
    s = DIST / Z * g.pxm
    ground = Z < PARK_FAR
    dZ = Z / (EYE * s)  # a row's footprint in depth, metres
    fine = np.clip(1 - dZ / 12, 0, 1)
    # the lawns hold a little of the sky; meadows, mown grass and the woods' floor in patches
    n1 = _fbm_at(X / 110, Z / 110, 301, 3)
    n2 = _fbm_at(X / 16, Z / 16, 302, 2) * fine
    lawn = np.array([0.042, 0.051, 0.048]) * (1 + 0.3 * n1 + 0.18 * n2)[..., None]
    alb = np.full(X.shape, 0.12)  # how much of a lamp's light the ground gives back
    # the Serpentine: a long lake beyond the middle of the park, the sky and the far bank mirrored in it
    lake_c = _curve(_on([(0.24, 0.238), (0.3, 0.244), (0.36, 0.249), (0.41, 0.254), (0.45, 0.258)]), 3.0)
    half = np.interp(np.arange(len(lake_c)), [0, len(lake_c) - 1], [38, 26])
    d_lake, a_lake = _near(X, Z, lake_c)
    hw = np.interp(a_lake, np.linspace(0, a_lake.max() + 1, len(half)), half)
    foot = np.abs(X) / (Z * s) + dZ
    water = np.clip((hw - d_lake) / (0.6 * foot + 1) + 0.5, 0, 1) * ground
    mirror = np.clip((2 * g.r0 - rows)[:, None], 0, h - 1).astype(int) * np.ones((1, w), int)
    refl = img[mirror, np.arange(w)[None, :]]
    ripple = 1 + 0.25 * _fbm_at(X / 6, Z / 1.2, 305, 3) * fine
    far_bank = np.clip((hw - d_lake) / 12, 0, 1)  # the trees on the far bank darken the water under them
    lake = refl * (0.3 * ripple * (0.35 + 0.65 * far_bank))[..., None] + np.array([0.006, 0.008, 0.012])
    base = lawn * (1 - water[..., None]) + lake * water[..., None]
    alb = alb * (1 - water) + 0.05 * water
    # paths: gravel, seen only where the lanterns light it
    paths = [
        _curve(_on([(0.2, 0.17), (0.3, 0.2), (0.42, 0.222), (0.52, 0.232), (0.62, 0.236), (0.74, 0.24),
                    (0.9, 0.236)]), 3.0),
        _curve(_on([(0.8, 0.04), (0.76, 0.1), (0.71, 0.16), (0.69, 0.2), (0.7, 0.23), (0.73, 0.25)]), 3.0),
        _curve(_on([(0.28, 0.04), (0.33, 0.1), (0.37, 0.15), (0.36, 0.19), (0.33, 0.215)]), 3.0),
        _curve(_on([(0.93, 0.08), (0.88, 0.14), (0.86, 0.19), (0.9, 0.22), (0.98, 0.235)]), 3.0),
    ]
    path_cov = np.zeros(X.shape)
    for p in paths:
        c, _ = _band(g, X, Z, rows, p, 2.5)
        path_cov = np.maximum(path_cov, c)
    path_cov *= X < STREET_X - 24
    alb = alb * (1 - path_cov) + 1.0 * path_cov
    base = base * (1 - 0.3 * path_cov[..., None]) + np.array([0.03, 0.03, 0.032]) * 0.3 * path_cov[..., None]
    # the carriage drive: near on the right, curving away to the left across the park
    road = _curve(_on([(0.64, 0.02), (0.6, 0.09), (0.55, 0.15), (0.48, 0.2), (0.43, 0.233), (0.405, 0.252),
                       (0.4, 0.262), (0.41, 0.27)]), 1.5)
    road_cov, _ = _band(g, X, Z, rows, road, 5.0)
    base = base * (1 - road_cov[..., None]) + np.array([0.014, 0.014, 0.016]) * road_cov[..., None]
    alb = alb * (1 - road_cov) + 0.75 * road_cov
    # the street along the mansion blocks: its carriageway, and the pavement under their fronts
    street = _curve([(STREET_X - 13, 120), (STREET_X - 13, PARK_FAR + 40)], 2.0)
    st_cov, _ = _band(g, X, Z, rows, street, 7.0)
    pave = np.clip((X - (STREET_X - 6)) * 2, 0, 1) * (X < STREET_X + 1)
    base = base * (1 - st_cov[..., None]) + np.array([0.016, 0.016, 0.018]) * st_cov[..., None]
    base = base * (1 - pave[..., None]) + np.array([0.05, 0.047, 0.045]) * pave[..., None]
    alb = alb * (1 - st_cov) + 0.75 * st_cov
    alb = alb * (1 - pave) + 0.9 * pave
    # the light of the lamps on the ground round them
    lamps = []  # (Z, X, y, colour, strength)
    for p in paths:
        for (pt, tang) in _along(p, 32, 0.25, rng, skip=0.15):
            side = 1 if rng.random() < 0.5 else -1
            q = pt + side * 3.2 * np.array([-tang[1], tang[0]])
            lamps.append((q[1], q[0], 3.6, LANTERN * rng.uniform(0.75, 1.1), 1.0, 4.5))
    for (pt, tang) in _along(road, 36, 0.08, rng, skip=0.04):
        nrm_ = np.array([-tang[1], tang[0]])
        q = pt + 6.2 * nrm_ * (-1 if nrm_[1] > 0 else 1)  # on the drive's near side, clear of the avenue
        lamps.append((q[1], q[0], 7.5, STREET * rng.uniform(0.9, 1.05), 1.4, 8.0))
    z_ = 120 + rng.uniform(0, 30)
    while z_ < PARK_FAR:  # the street's lamps on its park side, tall and warm
        lamps.append((z_, STREET_X - 21 + rng.uniform(-0.3, 0.3), 8.0, STREET * rng.uniform(0.9, 1.05), 1.5, 9.0))
        z_ += rng.uniform(29, 36)
    lamps = [lp for lp in lamps if lp[1] < STREET_X - 24 or lp[2] == 8.0]
    x = -2200.0
    while x < 2200:  # the lamps of the road along the park's far edge, glimpsed through the trees
        lamps.append((PARK_FAR + 12 + rng.uniform(-2, 2), x, 7.0, STREET * rng.uniform(0.4, 0.9), 0.6, 10.0))
        x += rng.uniform(20, 48)
    pool = np.zeros(X.shape + (3,))
    for (lz, lx, ly, col, k, rad) in lamps:
        if lz >= PARK_FAR + 5:
            continue
        rr, cc, ss = g.at(lx, lz)
        ext = 3 * rad * ss
        r_lo, r_hi = int(max(top, rr - ext * EYE / lz - 2)), int(min(h, rr + ext * EYE / lz + 3))
        c_lo, c_hi = int(max(0, cc - ext - 2)), int(min(w, cc + ext + 3))
        if r_hi <= r_lo or c_hi <= c_lo:
            continue
        sl = (slice(r_lo - top, r_hi - top), slice(c_lo, c_hi))
        d2 = (X[sl] - lx) ** 2 + (Z[sl] - lz) ** 2
        pool[sl] += np.exp(-d2 / rad ** 2)[..., None] * col * k
    base = base + pool * alb[..., None] * 0.3
    # aerial perspective over the park, thickest towards its far edge
    fz = (0.45 * np.clip(Z / PARK_FAR, 0, 1) ** 2)[..., None]
    base = base * (1 - fz) + GROUND_HAZE * fz
    full = img.copy()
    full[top:] = np.where(ground[..., None], base, full[top:])
    # the mansion blocks along the street: a row set back behind, then the fronts, gaps for side streets
    _mansions(full, g, rng, STREET_X + 32, 150.0, 0.6)
    _mansions(full, g, rng, STREET_X, 150.0, 1.0)
    out = full[top:]
    # car lights, long exposures: white coming, red going, each a pair of lines
    trail = np.zeros(X.shape + (3,))
    for way, lanes, seed in ((road, (-1.8, 1.8), 401), (street, (-4.5, 1.5), 411)):
        dense = _curve(way[::4], 0.25)
        tang = np.gradient(dense, axis=0)
        tang /= np.hypot(tang[:, 0], tang[:, 1])[:, None] + 1e-9
        nrm = np.stack([-tang[:, 1], tang[:, 0]], 1)
        arc = np.concatenate([[0], np.cumsum(np.hypot(*np.diff(dense, axis=0).T))])
        for lane, col, k in ((lanes[0], HEAD, 0.24), (lanes[1], TAIL, 0.2)):
            flow = np.clip(0.3 + 1.4 * fbm1(arc / 900.0, seed + int(lane > 0), 9, 4), 0, 1.2)
            for off in (-0.45, 0.45):
                q = dense + (lane + off) * nrm
                r, c, ss = g.at(q[:, 0], q[:, 1], 0.7)
                stepx = np.abs(np.gradient(c)) + np.abs(np.gradient(r))
                buf = np.zeros(X.shape)
                _splat(buf, r, c, stepx * flow * np.clip(3 / ss, 0.35, 1), top)
                trail += buf[..., None] * col * k
    out = out + _blur(trail, 1) * 1.6
    # trees: crowns standing on the lawns, drawn far to near with the lamps' heads among them
    sprites = [(lz, "lamp", (lx, ly, col, k)) for (lz, lx, ly, col, k, rad) in lamps]
    n = 26000
    zt = np.sqrt(130.0 ** 2 + rng.random(n) * ((PARK_FAR + 25) ** 2 - 130.0 ** 2))
    ut = rng.uniform(-0.03, 1.03, n)
    xt = (ut - 0.5) * 120 * zt / DIST
    wood = _fbm_at(xt / 240, zt / 240, 311, 3)
    # woods over the park's far half and along its sides, open lawns with single trees nearer
    dens = np.where((wood > 0.05) & (zt > 430), 1.0, 0.015) * np.clip((wood + 0.25) * 2, 0.015, 1)
    dens = np.where(zt > PARK_FAR - 110, 1.0, dens)  # the belt along the far edge
    # the crowns of the trees along the park's near edge, under the windows, broken by gaps, and open
    # in the middle where the drive comes in under the screen
    belt = (zt < 210) & (_fbm_at(xt / 70, zt / 70, 317, 2) > 0.05) & ((ut < 0.36) | (ut > 0.74))
    dens = np.where(belt, 1.0, dens)
    keep = rng.random(n) < dens
    for p, clear in ((road, 12.0), (lake_c, 40.0)) + tuple((p, 5.0) for p in paths):
        d, _ = _near(xt, zt, p[::3])
        keep &= d > clear
    keep &= xt < STREET_X - 32
    # an avenue along the drive
    av = []
    for (pt, tg) in _along(road, 16, 0.25, rng, skip=0.3):
        nrm_ = np.array([-tg[1], tg[0]])
        av.append(pt + rng.uniform(10, 14) * nrm_ * (1 if nrm_[1] > 0 else -1))  # on its far side
    z_ = 125.0
    while z_ < PARK_FAR:  # plane trees along the street's park side
        if rng.random() > 0.2:
            av.append(np.array([STREET_X - 27 + rng.uniform(-1.5, 1.5), z_]))
        z_ += rng.uniform(12, 20)
    av = np.array(av)
    xt = np.concatenate([xt[keep], av[:, 0]])
    zt = np.concatenate([zt[keep], av[:, 1]])
    for x, z in zip(xt, zt):
        sprites.append((z, "tree", (x,)))
    sprites.sort(key=lambda t: -t[0])
    leaf = fbm2(256, 256, 77, 6, 4)
    out = _paint(out, g, top, sprites, rng, leaf)
    img = img.copy()
    img[top:] = out
    return img


def _paint(out, g, top, sprites, rng, leaf):
    h, w = g.h, g.w
    for z, kind, data in sprites:
        fz = 0.45 * min(1.0, z / PARK_FAR) ** 2
        if kind == "lamp":
            lx, ly, col, k = data
            rr, cc, ss = g.at(lx, z, ly)
            sig = max(0.55, 0.18 * ss)
            ext = int(sig * 4 + 2)
            r_lo, r_hi = max(top, int(rr) - ext), min(h, int(rr) + ext + 1)
            c_lo, c_hi = max(0, int(cc) - ext), min(w, int(cc) + ext + 1)
            if r_hi <= r_lo or c_hi <= c_lo:
                continue
            yy = np.arange(r_lo, r_hi)[:, None] - rr
            xx = np.arange(c_lo, c_hi)[None, :] - cc
            core = np.exp(-(xx ** 2 + yy ** 2) / (2 * sig ** 2))
            peak = 1.6 * k * min(1.0, (ss / 2.5)) ** 0.6 * (1 - 0.6 * fz)
            out[r_lo - top:r_hi - top, c_lo:c_hi] += core[..., None] * col * peak
            # and a soft glow round it in the evening air
            hs = max(1.5, 1.2 * ss)
            ext = int(hs * 3 + 2)
            r_lo, r_hi = max(top, int(rr) - ext), min(h, int(rr) + ext + 1)
            c_lo, c_hi = max(0, int(cc) - ext), min(w, int(cc) + ext + 1)
            yy = np.arange(r_lo, r_hi)[:, None] - rr
            xx = np.arange(c_lo, c_hi)[None, :] - cc
            halo = np.exp(-(xx ** 2 + yy ** 2) / (2 * hs ** 2))
            out[r_lo - top:r_hi - top, c_lo:c_hi] += halo[..., None] * col * 0.07 * k * (1 - 0.6 * fz)
            continue
        x = data[0]
        r = rng.uniform(3.5, 7.0)
        # the belt along the far edge is thick with undergrowth: its crowns come down nearer the ground
        y = (rng.uniform(0.8, 2.0) if z > PARK_FAR - 110 else rng.uniform(2.5, 5.0)) + r * 0.9
        rr, cc, ss = g.at(x, z, y)
        rp = r * ss
        tone = rng.uniform(0.7, 1.3)
        # a crown is a cluster of leafy domes, each catching the sky on its top and dark beneath
        if rp < 3:
            blobs = [(0.0, 0.0, 1.0)]
        else:
            nb = int(rng.integers(5, 10))
            ang = rng.uniform(0, 6.3, nb)
            dist = np.sqrt(rng.uniform(0, 1, nb)) * 0.55
            blobs = [(0.0, 0.1, rng.uniform(0.6, 0.75))]
            blobs += [(dist[i] * np.cos(ang[i]) * 1.25, dist[i] * np.sin(ang[i]) * 0.7, rng.uniform(0.32, 0.5))
                      for i in range(nb)]
            blobs.sort(key=lambda b: -b[1])  # the lower domes first: the upper ones stand behind and over them
        for bx, by, br in blobs:
            rb = br * rp
            cy, cx = rr + by * rp, cc + bx * rp
            ext = int(rb * 1.25 + 2)
            r_lo, r_hi = max(top, int(cy) - ext), min(h, int(cy) + ext + 1)
            c_lo, c_hi = max(0, int(cx) - ext), min(w, int(cx) + ext + 1)
            if r_hi <= r_lo or c_hi <= c_lo:
                continue
            yy = (np.arange(r_lo, r_hi)[:, None] - cy) / rb
            xx = (np.arange(c_lo, c_hi)[None, :] - cx) / rb
            ox, oy = rng.integers(0, 256, 2)
            kk = 10.0 * br
            tex = leaf[((yy * kk + oy).astype(int)) % 256, ((xx * kk + ox).astype(int)) % 256] - 0.5
            rad = np.hypot(xx, yy)
            edge = 1 + 0.5 * tex * min(1.0, rb / 5)
            a = np.clip((edge - rad) * rb + 0.5, 0, 1)
            lit = np.clip(-yy * 0.7 - xx * 0.2, 0, 1) ** 2 * np.clip(1 + 3.0 * tex, 0, 2.5)
            col = np.array([0.016, 0.022, 0.018]) * tone * np.clip(1 + 1.5 * tex, 0.3, 2)[..., None]
            col = col + np.array([0.016, 0.019, 0.024]) * lit[..., None]
            col = col * (1 - fz) + GROUND_HAZE * fz
            sl = (slice(r_lo - top, r_hi - top), slice(c_lo, c_hi))
            out[sl] = out[sl] * (1 - a[..., None]) + col * a[..., None]
    return out


def skyline(h=1100, w=4000, seed=5):
    """The sky and the six rows of buildings (the picture without the park), and the red lights."""
    rng = np.random.default_rng(seed)
    img = _sky(h, w)
    sky = img.copy()
    rows = np.arange(h)[:, None]
    u = np.linspace(0, 1, w)
    reds = []
    cranes = shards = 0
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
                if kind == "shard" and shards:  # London has one Shard
                    kind = "slab"
                shards += kind == "shard"
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
    return img, reds


def dusk_city(h=1100, w=4000, seed=5):
    img, reds = skyline(h, w, seed)
    img = park(img, np.random.default_rng(seed + 1000))
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
