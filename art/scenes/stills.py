"""Film stills for the screens, made with numpy alone (no Blender), so each can be looked at on its
own: `python3 art/scenes/stills.py /tmp/stills` writes one PNG per still.

Each still is a frame of a different kind of film, with someone in it (a cloaked woman on a
headland at dusk, a couple in a harvest field; a woman walking into a misty forest and a storm's
light, painted on Cobham's canvases), graded as a film is graded: a lifted black, a soft bloom
round the lights, fine grain and a gentle vignette. Four screens show frames shot in 3D instead
(films.py).
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


def _components(mask, diagonal=False):
    """Each pixel's connected component's size in pixels (0 off the mask): runs of each row joined
    to the runs they touch in the next row (4-connected, or 8 with `diagonal`), numpy alone."""
    h, w = mask.shape
    d = np.diff(np.pad(mask, ((0, 0), (1, 1))).astype(np.int8), axis=1)
    ry, rs = np.nonzero(d == 1)
    _, re = np.nonzero(d == -1)  # each run's [start, end), rows in order
    n = len(rs)
    if n == 0:
        return np.zeros((h, w), dtype=np.int64)
    span = w + 2
    touch = 1 if diagonal else 0
    # the runs of the next row that each run touches: their ends past its start, their starts
    # before its end
    lo = np.searchsorted(ry * span + re, (ry + 1) * span + rs - touch, side="right")
    hi = np.searchsorted(ry * span + rs, (ry + 1) * span + re + touch, side="left")
    cnt = np.maximum(hi - lo, 0)
    a = np.repeat(np.arange(n), cnt)
    b = np.repeat(lo - np.cumsum(cnt) + cnt, cnt) + np.arange(cnt.sum())
    parent = list(range(n))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for i, j in zip(a.tolist(), b.tolist()):
        ri, rj = find(i), find(j)
        if ri != rj:
            parent[max(ri, rj)] = min(ri, rj)
    root = np.array([find(i) for i in range(n)])
    size = np.bincount(root, weights=re - rs, minlength=n)[root]
    out = np.zeros(h * (w + 1), dtype=np.int64)
    # paint each run's size along it: a difference array, summed along the row
    np.add.at(out, ry * (w + 1) + rs, size.astype(np.int64))
    np.add.at(out, ry * (w + 1) + re, -size.astype(np.int64))
    return np.cumsum(out.reshape(h, w + 1), axis=1)[:, :w]


def _dilate(mask, r=1):
    """A boolean mask grown by r pixels (a square)."""
    out = mask.copy()
    for _ in range(r):
        p = np.pad(out, 1)
        out = p[1:-1, 1:-1] | p[:-2, 1:-1] | p[2:, 1:-1] | p[1:-1, :-2] | p[1:-1, 2:]
        out = out | p[:-2, :-2] | p[:-2, 2:] | p[2:, :-2] | p[2:, 2:]
    return out


def _despeck(cov, holes, islands):
    """Coverage without its specks: a gap inside it of at most `holes` pixels (where the frayed edges
    of neighbouring trees, or a needle clump's fray inside a crown, leave the fog showing through,
    or a crown's thinned patch lets half of it through) is filled, and a crumb outside it of at most
    `islands` pixels is taken away, each from the coverage about it; everything else is left as it
    was."""

    def mend(cov, spot, fill):
        if not spot.any():
            return cov
        grown = _dilate(spot, 1)
        keep = (~_dilate(grown, 1)).astype(np.float64)
        weight = _blur(keep[..., None], 4)[..., 0]
        near = _blur((cov * keep)[..., None], 4)[..., 0] / np.maximum(weight, 1e-6)
        # (a spot wider than the blur has no coverage about it to take: it keeps its own)
        return np.where(grown & (weight > 0.05), fill(cov, near), cov)

    for level in (0.5, 0.75):  # the fog showing through, then half showing through
        gap = cov < level
        cov = mend(cov, gap & (_components(gap) <= holes), np.maximum)
    on = cov >= 0.5
    return mend(cov, on & (_components(on, True) <= islands), np.minimum)


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


# ---------------------------------------------------------------- figures
# A film's frame has someone in it. Figures are drawn as signed distances (in frame heights, x
# scaled by the aspect) so their edges are anti-aliased at any size; a figure's parts are unions
# of capsules, ellipses and convex polygons, computed only inside its bounding box.


def _sd_capsule(X, Y, a, b, r0, r1=None):
    r1 = r0 if r1 is None else r1
    pax, pay = X - a[0], Y - a[1]
    bax, bay = b[0] - a[0], b[1] - a[1]
    t = np.clip((pax * bax + pay * bay) / max(bax * bax + bay * bay, 1e-12), 0, 1)
    return np.hypot(pax - bax * t, pay - bay * t) - (r0 + (r1 - r0) * t)


def _sd_ellipse(X, Y, c, rx, ry):
    return (np.hypot((X - c[0]) / rx, (Y - c[1]) / ry) - 1) * min(rx, ry)


def _sd_poly(X, Y, pts, r=0.0):
    """A convex polygon (points counter-clockwise, y up), its corners rounded by r."""
    d = np.full(X.shape, -np.inf)
    for (ax, ay), (bx, by) in zip(pts, pts[1:] + pts[:1]):
        ex, ey = bx - ax, by - ay
        n = math.hypot(ex, ey)
        d = np.maximum(d, ((X - ax) * ey - (Y - ay) * ex) / n)
    return d - r


def _coverage(h, w, box, parts):
    """The coverage (h x w, 0..1) of the union of `parts`, functions of (X, Y) giving signed
    distances, inside `box` = (x0, y0, x1, y1) in frame units (x in frame heights from the left,
    y 0 at the bottom)."""
    x0, y0, x1, y1 = box
    c0, c1 = max(0, int(x0 * h) - 2), min(w, int(x1 * h) + 3)
    r0, r1 = max(0, int((1 - y1) * h) - 2), min(h, int((1 - y0) * h) + 3)
    out = np.zeros((h, w))
    if c1 <= c0 or r1 <= r0:
        return out
    X = (np.arange(c0, c1)[None, :] + 0.5) / h
    Y = 1 - (np.arange(r0, r1)[:, None] + 0.5) / h
    d = np.min(np.stack([np.broadcast_to(part(X, Y), (r1 - r0, c1 - c0)) for part in parts]), axis=0)
    out[r0:r1, c0:c1] = np.clip(0.5 - d * h, 0, 1)
    return out


def figure(h, w, x, y, s, *, coat=0.0, arms=(0.0, 0.0), hood=False, lean=0.0, staff=False):
    """A person seen from behind, as coverage: feet at (x, y) (x a fraction of the width, y of the
    height from the bottom), `s` tall in frame heights. `coat` is where a coat's hem falls (a
    fraction of the height; 0 for none, 0.03 for a robe to the ground), `arms` each arm's swing
    (radians, outward positive), `hood` a hood over the head, `lean` a lean (radians, to the right
    positive), `staff` a walking staff in the right hand."""
    X0 = x * w / h

    def P(u, v):  # a point of the body: u across, v up, in heights
        return (X0 + (u + v * math.sin(lean)) * s, y + v * math.cos(lean) * s)

    parts = []
    rx, ry = (0.062, 0.078) if hood else (0.05, 0.064)
    parts.append(lambda X, Y, c=P(0, 0.925): _sd_ellipse(X, Y, c, rx * s, ry * s))
    if hood:  # its peak, and its fall onto the shoulders
        parts.append(lambda X, Y: _sd_poly(X, Y, [P(-0.075, 0.83), P(0.075, 0.83), P(0.025, 0.995), P(-0.035, 0.99)], 0.01 * s))
    # the shoulders' slope from the neck, the chest to the waist, the hips
    parts.append(lambda X, Y: _sd_poly(X, Y, [P(-0.11, 0.79), P(0.11, 0.79), P(0.03, 0.865), P(-0.03, 0.865)], 0.012 * s))
    parts.append(lambda X, Y: _sd_poly(X, Y, [P(-0.085, 0.6), P(0.085, 0.6), P(0.1, 0.79), P(-0.1, 0.79)], 0.02 * s))
    parts.append(lambda X, Y: _sd_poly(X, Y, [P(-0.09, 0.47), P(0.09, 0.47), P(0.075, 0.6), P(-0.075, 0.6)], 0.015 * s))
    if coat:
        flare = 0.03 + 0.12 * (0.47 - coat)
        parts.append(lambda X, Y: _sd_poly(X, Y, [P(-(0.09 + flare), coat), P(0.09 + flare, coat), P(0.1, 0.78), P(-0.1, 0.78)], 0.012 * s))
    for sign, swing in zip((-1, 1), arms):
        u0, spread = sign * 0.118, sign * 0.018
        el = (u0 + spread + 0.16 * math.sin(swing), 0.785 - 0.16 * math.cos(swing))
        b = swing * (1.5 if swing > 0 else 1.0)
        ha = (el[0] + spread * 0.3 + 0.15 * math.sin(b), el[1] - 0.15 * math.cos(b))
        parts.append(lambda X, Y, a=P(u0, 0.785), b=P(*el): _sd_capsule(X, Y, a, b, 0.032 * s, 0.026 * s))
        parts.append(lambda X, Y, a=P(*el), b=P(*ha): _sd_capsule(X, Y, a, b, 0.026 * s, 0.02 * s))
    for sign in (-1, 1):  # the legs (hidden by a robe), the feet
        foot = sign * 0.055
        if not coat or coat > 0.06:
            parts.append(lambda X, Y, a=P(sign * 0.048, 0.48), b=P(foot, 0.04): _sd_capsule(X, Y, a, b, 0.046 * s, 0.024 * s))
        parts.append(lambda X, Y, a=P(foot - 0.01, 0.018), b=P(foot, 0.014): _sd_capsule(X, Y, a, b, 0.02 * s))
    if staff:
        parts.append(lambda X, Y: _sd_capsule(X, Y, (X0 + 0.2 * s, y), (X0 + 0.17 * s, y + 1.12 * s), 0.012 * s))
        parts.append(lambda X, Y: _sd_capsule(X, Y, P(0.13, 0.76), P(0.18, 0.6), 0.03 * s))  # the arm that holds it
    return _coverage(h, w, (X0 - 0.45 * s, y - 0.02 * s, X0 + 0.45 * s, y + 1.05 * s), parts)


def backlit(img, cov, col, rim_col, toward, width=2):
    """`img` with a silhouette laid over it in `col`, its edge toward a light (`toward`, a (dx, dy)
    in pixels, y down) lit in `rim_col`."""
    dx, dy = toward
    n = max(1e-6, math.hypot(dx, dy))
    sx, sy = int(round(dx / n * width)), int(round(dy / n * width))
    rim = np.clip(cov - np.roll(np.roll(cov, -sy, axis=0), -sx, axis=1), 0, 1)
    out = img * (1 - cov[..., None]) + np.asarray(col) * cov[..., None]
    return out + np.asarray(rim_col) * rim[..., None]


def coast_dusk(w=1600, h=900, seed=3):
    """A headland and its lighthouse against the afterglow, the lamp's beam reaching across the sky,
    and a woman in a hooded cloak at the cliff's edge looking out; a calm sea (`sea_surface()`)
    mirrors the sky, the headland and a broken path of light under the glow. The headland falls to
    the water in a ragged cliff."""
    yy, xx = _grid(h, w)
    hz = 0.40
    t = np.clip((yy - hz) / (1 - hz), 0, 1)
    sky = _lerp((0.98, 0.58, 0.34), (0.32, 0.26, 0.45), t ** 0.55 * np.ones_like(xx))
    sky = _lerp(sky, (0.04, 0.06, 0.16), np.clip((t - 0.4) / 0.6, 0, 1) ** 1.1)
    glow = np.exp(-np.hypot((xx - 0.68) * 1.3, (yy - hz) * 3.5) * 4.0)
    sky += np.array([1.0, 0.62, 0.3]) * glow[..., None] * 0.55
    cl = fbm2(h, w, seed + 11, 3, 6, aspect=0.18)
    band = np.clip((cl - 0.5) * 4, 0, 1) * np.clip((yy - hz - 0.1) * 3, 0, 1) * np.clip((0.95 - yy) * 4, 0, 1)
    under = np.exp(-np.abs(xx - 0.68) * 1.5)[..., None]
    cloud_col = _lerp(np.array([0.28, 0.2, 0.3]), np.array([1.0, 0.55, 0.42]), (under[..., 0] * (1 - t)) * 1.3)
    img = sky * (1 - 0.85 * band[..., None]) + cloud_col * 0.85 * band[..., None]
    img += np.array([0.9, 0.92, 1.0]) * (_stars(h, w, seed, w // 3) * np.clip((t - 0.5) * 2, 0, 1) * (1 - band))[..., None]
    # the headland's top: a slope down from the left edge, then a ragged cliff face from about 0.4
    x1 = xx[0]
    ridge = hz + 0.26 * np.clip(1 - x1 / 0.46, 0, 1) ** 1.4 + 0.016 * fbm1(x1, seed, 6, 6) + 0.03
    face = hz + (0.435 - x1) * 2.6 + 0.012 * fbm1(x1, seed + 1, 60, 4)
    top = np.minimum(ridge, face)
    wl = hz - 0.01  # the waterline: the headland is nearer than the horizon
    # lighthouse on the slope, its lamp and a faint beam out over the sea
    lx = 0.12
    base = top[int(lx * w)]
    ltop = base + 0.075
    # the headland first, so the calm sea (`sea_surface()`) mirrors it with the afterglow
    land = (yy < top[None, :]) & (yy >= wl)
    rock = fbm2(h, w, seed + 9, 24, 4)
    land_col = np.array([0.03, 0.025, 0.03]) * (0.7 + 0.6 * rock)[..., None]
    rim = np.exp(-np.maximum(top[None, :] - yy, 0) / 0.004) * 0.35
    land_col = land_col + np.array([0.9, 0.5, 0.35]) * rim[..., None] * np.clip(0.5 - xx, 0, 1)[..., None] * 2
    img = np.where(land[..., None], land_col, img)
    sea, _ = sea_surface(img, hz, (0.68, hz - 0.05), seed, cam_h=3.0, steep=0.025)
    d = np.clip(hz - yy, 1e-3, None)
    sea = _lerp(sea, np.array([0.015, 0.02, 0.035]), np.clip(d / hz, 0, 1) ** 1.4 * 0.6)
    img = np.where((yy < hz)[..., None], sea, img)
    # the headland over the sea's near edge, a line of swell breaking at its foot
    img = np.where(land[..., None], land_col, img)
    surf = np.exp(-np.abs(yy - wl) / 0.003) * (top[None, :] > wl) * 0.12
    img += np.array([0.9, 0.7, 0.6]) * surf[..., None] * np.clip((xx - 0.3) * 5, 0, 1)[..., None]
    tower = (np.abs(xx - lx) < 0.006 * (1.3 - (yy - base) * 3)) & (yy < ltop) & (yy > base - 0.01)
    img = np.where(tower[..., None], np.array([0.16, 0.13, 0.14]), img)
    ang = math.radians(8)  # the beam rises gently to the right
    px, py = (xx - lx) * 16 / 9, yy - ltop
    along = px * math.cos(ang) + py * math.sin(ang)
    across = -px * math.sin(ang) + py * math.cos(ang)
    beam = np.exp(-np.abs(across) / (0.004 + 0.05 * np.clip(along, 0, None))) * np.exp(-np.clip(along, 0, None) * 1.6) * (along > 0)
    img += np.array([1.0, 0.9, 0.7]) * (beam * 0.22 * (yy > hz))[..., None]
    lamp = np.exp(-np.hypot((xx - lx) * 16 / 9, yy - ltop) / 0.004)
    img += np.array([1.0, 0.85, 0.6]) * (lamp * 2.5)[..., None]
    # a woman in a hooded cloak at the cliff's edge, looking out to the glow
    fx = 0.37
    me = figure(h, w, fx, float(top[int(fx * w)]) - 0.004, 0.16, coat=0.05, hood=True, lean=-0.03)
    img = backlit(img, me, (0.02, 0.016, 0.02), (0.9, 0.5, 0.3), (1, 0))
    return _grade(img, seed)


_TABLES = {}


def _vn(x, y, seed):
    """Value noise at any points (x, y in lattice cells), -1..1, smooth, repeating every 256 cells."""
    if seed not in _TABLES:
        _TABLES[seed] = np.random.default_rng(seed).uniform(-1, 1, (256, 256)).astype(np.float32)
    g = _TABLES[seed]
    xf, yf = np.floor(x), np.floor(y)
    tx, ty = x - xf, y - yf
    tx = tx * tx * (3 - 2 * tx)
    ty = ty * ty * (3 - 2 * ty)
    xi, yi = xf.astype(np.int64) & 255, yf.astype(np.int64) & 255
    x1, y1 = (xi + 1) & 255, (yi + 1) & 255
    a = g[yi, xi] + (g[yi, x1] - g[yi, xi]) * tx
    b = g[y1, xi] + (g[y1, x1] - g[y1, xi]) * tx
    return a + (b - a) * ty


def _fbm_at(x, y, seed, octaves=4, gain=0.5):
    """fBm of `_vn()` at any points, -1..1."""
    out, amp, tot = 0.0, 1.0, 0.0
    for o in range(octaves):
        f = 2.0 ** o
        out = out + amp * _vn(x * f + 17.3 * o, y * f - 9.1 * o, seed + o)
        tot += amp
        amp *= gain
    return out / tot




DUNE_WIND = math.radians(15)  # the wind that built the dunes, from the view's x axis: crests run across it






def _conifer(hp, wp, rng, noise):
    """One conifer's coverage (hp x wp, row 0 at the top, values 0..1): a leaning stem, a crown of
    branch tiers spaced irregularly, each side of each tier reaching its own length and drooping to its
    tip, the odd tier missing on one side, needle clumps fraying every edge (`noise`, hp x wp in -1..1)
    and, now and then, a broken top. Edges are anti-aliased by their distance in pixels."""
    t = np.linspace(1, 0, hp)[:, None]  # 1 = the tip, 0 = the foot
    half = wp / 2.0
    x = (np.arange(wp)[None, :] - half + 0.5) / half  # -1..1 across the box
    base = rng.uniform(0.0, 0.08)  # bare stem below the lowest branches
    u = np.clip((t - base) / (1 - base), 0, 1)
    # tiers: gaps shrink towards the tip, each its own
    gaps = []
    pos = 0.0
    while pos < 1:
        g = rng.uniform(0.03, 0.11) * (1.15 - 0.6 * pos)
        gaps.append(pos)
        pos += g
    tiers = np.array(gaps)
    n = len(tiers)
    reach = np.clip(rng.normal(1.0, 0.3, (n, 2)), 0.4, 1.6)
    reach[rng.uniform(size=(n, 2)) < 0.1] *= rng.uniform(0.2, 0.5)  # a branch lost on one side
    # each branch a lopsided bump in the outline: its drooping tip falls off fast below it, its upper
    # side slopes in slowly towards the stem; the outline is the widest branch at each height, so the
    # tiers overlap unevenly instead of stacking as shelves
    tip = tiers[None, :] + rng.uniform(-0.015, 0.015, (1, n))
    below = rng.uniform(0.012, 0.03, (1, n))
    above = rng.uniform(0.05, 0.14, (1, n))
    du = u[:, :1] - tip  # rows x tiers
    prof = np.where(du < 0, np.clip(1 + du / below, 0, 1) ** 0.7, np.where(du < above, 1 - 0.55 * np.clip(du / above, 0, 1) ** 1.3, 0))
    envt = (1 - np.clip(tip, 0, 1)) ** 0.9
    rl = (prof * envt * reach[None, :, 0]).max(axis=1)[:, None]
    rr = (prof * envt * reach[None, :, 1]).max(axis=1)[:, None]
    core = 0.4 * (1 - u) ** 0.9 + 0.03 * (1 - u)  # the foliage inside, towards the stem
    rl = np.maximum(rl, core) * (u > 0)
    rr = np.maximum(rr, core) * (u > 0)
    lean = rng.uniform(-0.12, 0.12) * t + 0.03 * np.sin(t * rng.uniform(6, 14) + rng.uniform(0, 6))
    xs = x - lean
    fray = 1 + 0.32 * noise
    edge_r = rr * fray - xs
    edge_l = rl * fray + xs
    crown = np.clip(np.minimum(edge_r, edge_l) * half + 0.5, 0, 1) * (u > 0)
    # holes: light through the thin outer branches
    crown *= np.clip(2.2 - 1.6 * np.clip(np.abs(xs) / np.maximum(np.maximum(rl, rr), 1e-3), 0, 1) - 0.6 * np.clip(noise, 0, 1), 0.55, 1)
    stem_w = max(0.6, 0.035 * half)
    stem = np.clip((stem_w - np.abs(xs * half)) + 0.5, 0, 1) * (t < 0.92)
    top = 1.0 if rng.uniform() > 0.1 else rng.uniform(0.75, 0.9)  # the odd broken top
    # the foot fades into the ground's fog, so no crown ends in a cut line where a slope falls away
    cov = np.maximum(crown, stem) * (t <= top) * np.clip(t / 0.12, 0, 1)
    return cov


def misty_forest(w=1912, h=800, seed=31):
    """A forested valley at sunrise in a golden fog, as a film frame: a dozen ranks of conifers
    stepping back into the fog, each rank lighter, bluer and softer the further it stands (aerial
    perspective) with fog lying in banks about its foot; every tree its own height, lean and ragged
    branch tiers; the nearest trunks at the edges dark and a little out of focus; shafts of light
    cast by the real gaps between the trees (a radial blur of the open sky towards the sun); a woman
    in a red coat walking away from the camera into the fog, towards the light; graded
    with a lifted teal shadow, warm highlights and fine grain."""
    yy, xx = _grid(h, w)
    rng = np.random.default_rng(seed)
    sun = np.array([0.68, 0.8])  # x, y (1 = top)
    dist = np.hypot((xx - sun[0]) * w / h, yy - sun[1])
    glow = np.exp(-dist * 2.6)
    # the fog's colour at every pixel: cool and pale away from the sun, gold round it
    fog = _lerp(np.array([0.42, 0.5, 0.56]), np.array([0.74, 0.7, 0.6]), np.clip(1.1 - yy, 0, 1) ** 0.8 * np.ones_like(xx))
    fog = _lerp(fog, np.array([1.0, 0.86, 0.6]), glow * 1.1)
    fog = fog + np.array([1.0, 0.9, 0.7]) * np.exp(-dist * 16)[..., None] * 0.3
    img = fog + 0.03 * (fbm2(h, w, seed + 1, 3, 4, aspect=0.35)[..., None] - 0.5)
    cover = np.zeros((h, w))  # how much of each pixel the forest hides (for the shafts)
    layers = 12
    for li in range(layers):
        d = li / (layers - 1)  # 0 the furthest rank, 1 the nearest
        x1 = xx[0]
        # the rank's ground: hills that descend as the ranks come nearer
        ground = 0.5 - 0.5 * d ** 1.2 + 0.07 * (1 - d * 0.6) * fbm1(x1 + li * 0.37, seed + 7 * li, 1.5, 4)
        tree_h = (0.1 + 0.6 * d ** 1.5) * rng.uniform(0.9, 1.1)  # in frame heights
        count = int(170 - 150 * d ** 0.7)
        cov = (yy < ground[None, :]).astype(np.float64)  # the hillside itself
        noise = fbm2(h, w, seed + 300 + li, 220 - 150 * d, 3, aspect=0.8) * 2 - 1
        noise = (noise - noise.mean()) / (noise.std() + 1e-6) * 0.5
        for _ in range(count):
            cx = rng.uniform(-0.04, 1.04)
            if li == layers - 1:  # the nearest trees frame the edges
                cx = rng.choice([rng.uniform(-0.06, 0.12), rng.uniform(0.88, 1.06)])
            th = tree_h * rng.lognormal(0, 0.22)
            hp = max(6, int(th * h))
            wp = max(3, int(hp * rng.uniform(0.28, 0.42) * (1 - 0.25 * rng.uniform()) * h / h))
            gx = int(cx * w)
            # the foot a little below the lowest point of the ground under the crown, so no crown's
            # base shows as a cut line where its hillside falls away beside the stem
            under = ground[np.clip(gx - wp // 2, 0, w - 1):np.clip(gx + wp // 2 + 1, 1, w)]
            gy = int((1 - under.min()) * h) + int(rng.uniform(0.01, 0.05) * h)
            y0, x0 = gy - hp, gx - wp // 2
            ys0, xs0 = max(0, y0), max(0, x0)
            ys1, xs1 = min(h, y0 + hp), min(w, x0 + wp)
            if ys1 <= ys0 or xs1 <= xs0:
                continue
            nz = noise[ys0:ys1, xs0:xs1]
            c = _conifer(hp, wp, rng, np.pad(nz, ((ys0 - y0, y0 + hp - ys1), (xs0 - x0, x0 + wp - xs1)), mode="edge"))
            c = c[ys0 - y0:ys0 - y0 + ys1 - ys0, xs0 - x0:xs0 - x0 + xs1 - xs0]
            cov[ys0:ys1, xs0:xs1] = np.maximum(cov[ys0:ys1, xs0:xs1], c)
        # no specks: the frayed edges of trees standing together (and the fray inside a crown, and a
        # crown's smallest thinned patches) left pinholes of fog in the rank, and the rim light below
        # ringed each with a bright fleck; a pinhole is filled, a crumb of needles cast loose is
        # taken away (areas in pixels of a 1912-wide frame)
        k = (w / 1912) ** 2
        cov = _despeck(cov, 400 * k, 150 * k)
        # softened by the fog in front (far ranks) or out of focus (the nearest)
        r = int(round(w / 1912 * (2.5 * (1 - d) ** 2 + (5 if li == layers - 1 else 0))))
        if r:
            cov = np.clip(_blur(cov[..., None], r)[..., 0], 0, 1)
        # the rank's colour: dark green-black, varied, then the fog between it and the camera
        tone = 0.8 + 0.4 * fbm2(h, w, seed + 500 + li, 30, 3)
        col = np.array([0.015, 0.03, 0.028]) * tone[..., None]
        # the sun's side of each rank a touch warmer
        col = col + np.array([0.06, 0.045, 0.02]) * (glow * d)[..., None]
        thick = 1 - np.exp(-3.2 * (1 - d) ** 1.15)  # fog between the camera and the rank
        col = _lerp(col, fog, thick * 0.97)
        # a bank of fog about the rank's foot, uneven along it
        bank_top = ground[None, :] + 0.03 + 0.1 * d + 0.08 * (fbm2(h, w, seed + 700 + li, 2, 3, aspect=0.2) - 0.5)
        mist = np.clip((bank_top - yy) / (0.08 + 0.1 * d), 0, 1) ** 1.5
        col = _lerp(col, fog * 1.02, mist * (0.92 - 0.25 * d))
        # backlight: the needles' edges towards the sun glow
        inner = _blur(cov[..., None], 2)[..., 0]
        rim = np.clip(cov - inner, 0, 1) * 0 + np.clip(inner - np.roll(np.roll(inner, 3, axis=1), -3, axis=0), 0, 1)
        col = col + np.array([1.0, 0.8, 0.5]) * (rim * glow * 0.8 * (0.3 + 0.7 * d))[..., None]
        img = img * (1 - cov[..., None]) + col * cov[..., None]
        cover = np.maximum(cover, cov * (0.5 + 0.5 * d))
    # a woman in a red coat walking away into the fog towards the light, a little softened by it
    fx, fy, fs = 0.47, 0.05, 0.27
    me = figure(h, w, fx, fy, fs, coat=0.3, arms=(0.12, -0.12), lean=0.02)
    me = np.clip(_blur(me[..., None], max(1, w // 1200))[..., 0], 0, 1)
    red = ((yy > fy + 0.3 * fs) & (yy < fy + 0.855 * fs)).astype(float)  # the coat, not her hair or legs
    side = np.clip(0.55 + 0.5 * (xx - fx) * w / h / (0.12 * fs), 0.35, 1.0)[..., None]  # the sun's side lighter
    col = _lerp(np.array([0.03, 0.022, 0.02]), np.array([0.13, 0.012, 0.014]) * side, red)
    col = _lerp(col, fog, 0.22 * np.ones((h, w)))
    img = backlit(img, me, col, np.array([0.9, 0.6, 0.35]) * 0.45, (1, -1), max(1, w // 700))
    shade = np.exp(-np.hypot((xx - fx) * w / h / 0.07, (yy - fy) / 0.012))
    img = img * (1 - 0.35 * shade * (1 - me))[..., None]
    # shafts: the open sky near the sun, blurred along the lines running out from it
    src = np.clip(1 - cover * 1.4, 0, 1) ** 2 * np.exp(-dist * 3.0) * (yy > 0.25)
    sh, sw = h // 2, w // 2
    small = src[::2, ::2][:sh, :sw]
    py, px = np.mgrid[0:sh, 0:sw].astype(np.float64)
    cy, cx = (1 - sun[1]) * sh, sun[0] * sw
    acc = np.zeros_like(small)
    steps = 64
    for i in range(steps):
        f = 1 - 0.85 * i / steps
        iy = np.clip((cy + (py - cy) * f).astype(int), 0, sh - 1)
        ix = np.clip((cx + (px - cx) * f).astype(int), 0, sw - 1)
        acc += small[iy, ix]
    acc = _blur((acc / steps)[..., None], 4)[..., 0]
    rays = np.repeat(np.repeat(acc, 2, axis=0), 2, axis=1)
    rays = np.pad(rays, ((0, h - rays.shape[0]), (0, w - rays.shape[1])), mode="edge")
    rays = np.clip(rays - 0.45 * _blur(rays[..., None], w // 60)[..., 0], 0, None)  # the shafts, not the glow
    img += np.array([1.0, 0.85, 0.58]) * (rays * 2.0 * np.clip(1.1 - yy, 0, 1))[..., None]
    # the grade: teal in the shadows, gold in the light, a soft S-curve
    lum = img.mean(axis=2, keepdims=True)
    img = img + (np.array([-0.01, 0.01, 0.02]) * (1 - lum) ** 3) + np.array([0.02, 0.005, -0.02]) * lum
    img = np.clip(img, 0, None)
    img = img / (1 + 0.25 * img) * 1.2
    img = 0.45 + (img - 0.45) * 1.3
    return _grade(np.clip(img, 0, 1.2), seed, vignette=0.32, bloom=0.2, lift=0.01, grain=0.022)


def storm_light(w=1600, h=900, seed=41):
    """Open sea under a storm sky; a break in the cloud lets a shaft of sun silver a patch of water.
    Not a screen's still: the marine in oils over Cobham's fireplace is painted from it."""
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


def sea_surface(sky, hz, sun, seed, cam_h=4.0, steep=0.02, vfov=24.0):
    """A sea seen from `cam_h` metres up, shaded as water is: its surface a sum of wave trains
    (wavelengths 0.6 to 40 m, mostly running towards the camera, `steep` their height over their
    length) whose normals pick, by Fresnel, between the water's own deep teal and the sky they
    mirror (read from `sky`, (H, W, 3), the frame above the horizon row `hz`, a fraction of the
    height from the bottom), the sun (`sun`, (x, y) in the frame) glittering where a facet turns
    it to the eye. Waves finer than a pixel fade out with distance. Returns the frame below the
    horizon (rows above it are the sky's) and each pixel's wave height over its amplitude, -1..1."""
    h, w, _ = sky.shape
    asp = w / h
    T = 2 * math.tan(math.radians(vfov) / 2)  # the frame's height in tangents of its angle
    yy, xx = _grid(h, w)
    dn = np.clip(hz - yy, 0.5 / h, None) * np.ones_like(xx)  # below the horizon, in frame heights
    vx, vy, vz = (xx - 0.5) * asp * T * np.ones_like(dn), -dn * T, np.ones_like(dn)  # each pixel's ray, z ahead
    z = cam_h / (dn * T)  # its distance along the water
    X = vx * z
    foot = z * z * T / (h * cam_h)  # a pixel's footprint along z, in metres
    rng = np.random.default_rng(seed)
    hx, hz_, H = np.zeros_like(z), np.zeros_like(z), np.zeros_like(z)
    amp = 0.0
    for lam in np.geomspace(0.4, 40.0, 40):
        ang = rng.normal(0, 0.8 + 0.5 * (lam < 4))  # the swell runs in, the chop runs every way
        k = 2 * math.pi / lam
        kx, kz = k * math.sin(ang), k * math.cos(ang)
        a = steep * lam / (2 * math.pi) * rng.uniform(0.6, 1.2)
        fade = np.clip(lam / (3 * foot) - 0.5, 0, 1) ** 2
        ph = kx * X + kz * z + rng.uniform(0, 2 * math.pi)
        c = np.cos(ph) * a * fade
        hx += c * kx
        hz_ += c * kz
        H += np.sin(ph) * a * fade
        amp += a
    n = np.stack([-hx, np.ones_like(hx), -hz_], axis=-1)
    n /= np.linalg.norm(n, axis=-1, keepdims=True)
    v = np.stack([vx, vy, vz], axis=-1)
    v /= np.linalg.norm(v, axis=-1, keepdims=True)
    cosi = np.clip(-(v * n).sum(-1), 0, 1)
    r = v + 2 * cosi[..., None] * n
    fres = 0.02 + 0.98 * (1 - cosi) ** 5
    # the mirrored sky: the frame's pixel in the reflected ray's direction (held above the horizon)
    ry = np.clip(hz + np.clip(r[..., 1], 0, None) / np.maximum(r[..., 2], 1e-3) / T, hz + 1.5 / h, 1)
    rx = np.clip(0.5 + r[..., 0] / np.maximum(r[..., 2], 1e-3) / T / asp, 0, 1)
    refl = sky[((1 - ry) * (h - 1)).round().astype(int), (rx * (w - 1)).round().astype(int)]
    body = np.array([0.006, 0.03, 0.036]) * (1 + 1.2 * np.clip(H / (amp + 1e-9) * 3, 0, 1))[..., None]
    sea = body * (1 - fres[..., None]) + refl * fres[..., None]
    # the sun's glitter: facets that turn it to the eye
    sx, sy = sun
    se, sa = math.atan((sy - hz) * T), math.atan((sx - 0.5) * asp * T)
    sv = np.array([math.sin(sa) * math.cos(se), math.sin(se), math.cos(sa) * math.cos(se)])
    g = np.clip((r @ sv - 0.9993) / 0.0007, 0, None) ** 2
    sea = sea + np.array([1.0, 0.75, 0.42]) * (g * 3.0)[..., None]
    return sea, np.clip(H / (amp + 1e-9) * 3, -1, 1)




def harvest_evening(w=1600, h=900, seed=71):
    """A harvest evening, as a film frame: a lone oak on the brow of a wheat field against a low sun
    in a warm haze, two walkers hand in hand on the track up to it, the sun flaring across the lens; graded
    warm, the shadows held in a deep brown rather than teal."""
    yy, xx = _grid(h, w)
    asp = w / h
    sx, sy = 0.64, 0.47  # the sun, just above the far hills
    hz = 0.42
    # sky: a pale gold at the horizon into a dusty apricot and a dusky rose above
    t = np.clip((yy - hz) / (1 - hz), 0, 1)
    img = _lerp((1.0, 0.78, 0.46), (0.78, 0.46, 0.3), t ** 0.7 * np.ones_like(xx))
    img = _lerp(img, (0.36, 0.22, 0.22), np.clip((t - 0.5) / 0.5, 0, 1) ** 1.3)
    dist = np.hypot((xx - sx) * asp, yy - sy)
    img += np.array([1.0, 0.75, 0.42]) * (np.exp(-dist / 0.06) * 0.9 + np.exp(-dist / 0.3) * 0.35)[..., None]
    # high thin cloud in streaks, lit from beneath near the sun
    cl = fbm2(h, w, seed + 4, 3, 5, aspect=0.15)
    band = np.clip((cl - 0.52) * 3, 0, 1) * np.clip((yy - 0.6) * 3, 0, 1)
    img = img * (1 - 0.3 * band[..., None]) + np.array([1.0, 0.62, 0.42]) * (0.3 + 0.4 * np.exp(-dist / 0.4))[..., None] * band[..., None] * 0.55
    # far hills, stepping back into the haze
    x1 = xx[0]
    for k, (base, amp, col, haze) in enumerate(((0.45, 0.035, (0.62, 0.42, 0.3), 0.55), (0.43, 0.05, (0.42, 0.27, 0.18), 0.35))):
        ridge = base + amp * fbm1(x1, seed + 10 + k, 2, 5)
        hill = yy < ridge[None, :]
        c = _lerp(np.array(col), img, haze * np.ones((h, w)))
        img = np.where(hill[..., None], c, img)
    # the near field: a brow of wheat rising to the right, lit from behind, rim-gold where it meets the sky
    brow = 0.36 + 0.08 * np.clip((x1 - 0.3) / 0.7, 0, 1) ** 1.2 + 0.01 * fbm1(x1, seed + 20, 4, 5)
    field = yy < brow[None, :]
    depth = np.clip((brow[None, :] - yy) / 0.4, 0, 1)
    rows = fbm2(h, w, seed + 21, 30, 3, aspect=3.0)
    stalks = fbm2(h, w, seed + 22, 90, 2, aspect=6.0)
    wheat = _lerp(np.array([0.62, 0.4, 0.17]), np.array([0.16, 0.09, 0.045]), depth ** 0.6)
    wheat = wheat * (0.75 + 0.35 * rows[..., None] + 0.25 * (stalks[..., None] - 0.5) * depth[..., None])
    rim = np.exp(-np.maximum(brow[None, :] - yy, 0) / 0.012) * np.exp(-np.abs(xx - sx) * 2.5)
    wheat += np.array([1.0, 0.72, 0.35]) * rim[..., None] * 0.7
    # a pale track curving up the field towards the tree
    track_x = 0.5 + 0.28 * (brow[None, :] - yy) / 0.36 - 0.12 * ((brow[None, :] - yy) / 0.36) ** 2
    tw = 0.006 + 0.05 * ((brow[None, :] - yy) / 0.36)
    track = np.exp(-((xx - track_x) / np.maximum(tw, 1e-3)) ** 2) * field
    wheat = _lerp(wheat, wheat * 0.6 + np.array([0.3, 0.2, 0.12]) * 0.5, track * 0.7)
    img = np.where(field[..., None], wheat, img)
    # the oak on the brow, right of the sun: a short trunk and a broad crown of clumps, light through its gaps
    ox = 0.74
    ob = float(np.interp(ox, x1, brow))
    # the crown: a broad dome, flatter beneath, its outline broken into leaf clumps at two scales
    # (noise added across the dome's falloff, then cut sharply) so it reads as foliage, not discs
    dx, dy = (xx - ox) * asp / 0.2, (yy - ob - 0.22) / 0.14  # in frame heights, an oak's at any aspect
    dome = 1 - np.hypot(dx, dy * np.where(dy < 0, 1.3, 1.0))
    clumps = fbm2(h, w, seed + 31, 36, 4) - 0.5
    leaves = fbm2(h, w, seed + 32, 160, 2) - 0.5
    crown = np.clip((dome + 0.5 * clumps + 0.16 * leaves) * 30, 0, 1)
    gaps = fbm2(h, w, seed + 30, 60, 3)
    crown = crown * np.clip((0.86 - gaps) * 5, 0, 1) * np.clip((yy - ob - 0.09) / 0.02, 0, 1)
    trunk = (np.abs(xx - ox - 0.004 * (yy - ob) / 0.1) * asp < 0.012 + 0.01 * np.clip((ob + 0.03 - yy) / 0.03, 0, 1)) & (yy > ob - 0.01) & (yy < ob + 0.14)
    for s, (lx, ly) in enumerate(((-0.06, 0.2), (0.07, 0.19), (-0.02, 0.23))):
        f = np.clip((yy - ob - 0.08) / (ly - 0.08), 0, 1)
        limb = (np.abs(xx - (ox + lx * f)) * asp < 0.006 * (1.2 - f)) & (yy > ob + 0.08) & (yy < ob + ly)
        trunk |= limb
    tree = np.maximum(crown, trunk.astype(float))
    tree_col = np.array([0.05, 0.03, 0.02])
    edge = np.clip(tree - _blur(tree[..., None], 3)[..., 0], 0, 1)
    img = img * (1 - tree[..., None]) + tree_col * tree[..., None] + np.array([1.0, 0.7, 0.35]) * edge[..., None] * 0.6 * np.exp(-dist / 0.35)[..., None]
    # two walkers on the track, hand in hand, going up towards the tree, dark against the lit field
    # and rimmed with the sun
    for px, ps, arms in ((0.597, 0.2, (0.0, -0.35)), (0.624, 0.185, (-0.35, 0.0))):
        py = float(np.interp(px, x1, brow)) - 0.17
        me = figure(h, w, px, py, ps, coat=0.42 if ps < 0.19 else 0.0, arms=arms)
        img = backlit(img, me, (0.05, 0.03, 0.02), (1.0, 0.7, 0.35), (0, -1), max(1, w // 800))
    # the lens: a long anamorphic streak through the sun and a few soft ghosts across the frame
    streak = np.exp(-np.abs(yy - sy) / 0.004) * np.exp(-np.abs(xx - sx) / 0.35)
    img += np.array([1.0, 0.78, 0.5]) * streak[..., None] * 0.35
    for k, (gx, r, a) in enumerate(((0.44, 0.03, 0.08), (0.3, 0.05, 0.05), (0.18, 0.02, 0.07))):
        gy = sy + (gx - sx) * 0.3
        g = np.clip(1 - np.hypot((xx - gx) * asp, yy - gy) / r, 0, 1) ** 0.5
        img += np.array([1.0, 0.7, 0.4]) * g[..., None] * a
    # the grade: warm highlights, brown shadows, a gentle S-curve
    img = np.clip(img, 0, None)
    img = img / (1 + 0.35 * img)
    img = img ** np.array([0.95, 1.0, 1.12])
    img = 0.5 + (img - 0.5) * 1.1
    img = np.clip(img, 0, 1) * np.array([1.0, 0.96, 0.88]) + np.array([0.012, 0.006, 0.0])
    return _grade(img, seed, vignette=0.5, bloom=0.3, lift=0.02, grain=0.02)


def fire_sheet(w=512, h=256, seed=5):
    """A wood fire's flames as a sheet, (rgb, alpha) with row 0 at the top: tongues rising from the
    logs at their own heights, swaying more the higher they lick, gold-white at the root, orange
    above, a deep red at the ragged tips, the coverage soft at its edges and dying down at the
    basket's ends (not an image a screen shows: a fireplace's flames stand on two of these)."""
    yy = np.linspace(1, 0, h)[:, None] * np.ones((1, w))  # 1 = top
    xx = np.ones((h, 1)) * np.linspace(0, 1, w)[None, :]
    sway = (fbm2(h, w, seed + 1, 6, 3, aspect=2.5) - 0.5) * 0.12 * yy ** 1.2
    cols = np.linspace(0, 1, w)
    tongues = 0.06 + 0.1 * fbm1(cols, seed + 4, 40, 3) + 1.1 * np.clip(fbm1(cols, seed + 2, 22, 4) - 0.3, 0, 1) ** 1.2 * 1.6
    tongues = tongues * np.clip(np.minimum(cols, 1 - cols) * 12, 0, 1)
    top = np.interp(np.clip(xx + sway, 0, 1).ravel(), cols, tongues).reshape(h, w)
    licks = fbm2(h, w, seed + 3, 24, 4, aspect=2.0)
    c = np.clip((top - yy) / (0.35 * np.maximum(top, 0.05)) + (licks - 0.5) * 1.4 * yy, 0, 1)
    c = _blur((c * np.clip(yy * 30, 0, 1) ** 0.5)[..., None], 1)[..., 0]
    heat = np.clip(c * (1.25 - yy / np.maximum(top, 0.05)), 0, 1)[..., None]
    red, orange, gold = np.array([0.55, 0.08, 0.02]), np.array([1.0, 0.42, 0.08]), np.array([1.0, 0.85, 0.5])
    rgb = np.where(heat < 0.5, red + (orange - red) * heat / 0.5, orange + (gold - orange) * (heat - 0.5) / 0.5)
    return rgb, np.clip(c * 1.6, 0, 1) ** 0.9


STILLS = {
    "coast_dusk": coast_dusk,
    "misty_forest": misty_forest,
    "harvest_evening": harvest_evening,
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
        write_png(os.path.join(out, name + ".png"), fn(w=960, h=402))  # every room's screen is 2.39:1
        print(name)
