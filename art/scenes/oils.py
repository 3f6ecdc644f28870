"""Pictures in oils, painted stroke by stroke in numpy alone, so they can be looked at on their own:
`python3 art/scenes/oils.py /tmp/oils.png`.

`Canvas` is the painter: a primed linen ground with its weave; `stroke()` lays one brush stroke
(a wavering edge, bristle streaks along it, paint running dry towards its end, its thickness kept
as a height); `lay_in()` covers the canvas with strokes whose colour comes from a design picture,
pass after pass from broad to small; `finish()` lights the paint's relief from above (a picture
light), lets the weave show through thin paint and yellows it a little under varnish.

`river_evening()` is Cobham's picture between the windows: a small English landscape, a river
meadow at evening (a warm sky with cloud banks lit from below, blue hills, a stand of dark trees
on the right, the river catching the sky, a dark near bank), in the manner of a Victorian sketch.
`abstract_evening()` is the large abstract above the drawing room's sideboard (living.py).
Arrays are (H, W, 3), row 0 at the top, display-referred values in 0..1.
"""
import os
import sys

import numpy as np

from stills import _blur, fbm2, write_png


class Canvas:
    def __init__(self, h, w, seed, ground=(0.8, 0.76, 0.68), jitter=0.08):
        """`ground` is the priming's colour; `jitter` how far one stroke's colour strays (± a fraction)."""
        self.h, self.w, self.jitter = h, w, jitter
        self.rng = np.random.default_rng(seed)
        yy, xx = np.mgrid[0:h, 0:w]
        self.weave = 0.5 + 0.25 * np.sin(xx * 1.6) + 0.25 * np.sin(yy * 1.6)
        self.img = np.zeros((h, w, 3)) + np.array(ground) * (0.96 + 0.04 * self.weave)[..., None]
        self.height = np.zeros((h, w))

    def stroke(self, cx, cy, ang, L, Wd, col, load=1.0, dry=0.3, thick=1.0, alpha=0.85):
        rng, img, height, h, w = self.rng, self.img, self.height, self.h, self.w
        ca, sa = np.cos(ang), np.sin(ang)
        r = int(np.ceil(0.5 * (abs(L * ca) + abs(Wd * sa)) + 0.5 * (abs(L * sa) + abs(Wd * ca)))) + 2
        x0, x1 = max(0, int(cx) - r), min(w, int(cx) + r)
        y0, y1 = max(0, int(cy) - r), min(h, int(cy) + r)
        if x1 <= x0 or y1 <= y0:
            return
        px = np.arange(x0, x1)[None, :] - cx
        py = np.arange(y0, y1)[:, None] - cy
        u = (px * ca + py * sa) / L + 0.5  # 0..1 along the stroke
        v = (-px * sa + py * ca) / Wd + 0.5  # 0..1 across
        wob = 0.06 * np.sin(u * rng.uniform(3, 8) + rng.uniform(0, 6))  # the brush's edge wavers
        inside = np.clip(np.minimum(v - wob, 1 - v + wob) * Wd * 0.25, 0, 1) * np.clip(np.minimum(u, 1 - u) * L * 0.08, 0, 1)
        nb = int(np.clip(Wd / 2.5, 6, 40))  # bristles: streaks across the width, along the stroke
        br = rng.uniform(0, 1, nb + 2)
        vi = np.clip(v, 0, 1) * nb
        i0 = np.floor(vi).astype(int)
        t = vi - i0
        bristle = br[i0] * (1 - t) + br[i0 + 1] * t
        cover = np.clip((bristle + load - dry * u * 2.2) * 3, 0, 1)  # dry-brush at the end
        a = inside * cover * alpha
        jit = np.asarray(col) * rng.uniform(1 - self.jitter, 1 + self.jitter) * (1 + rng.normal(0, 0.025, 3)) * (0.95 + 0.1 * bristle[..., None])
        img[y0:y1, x0:x1] = img[y0:y1, x0:x1] * (1 - a[..., None]) + jit * a[..., None]
        height[y0:y1, x0:x1] = height[y0:y1, x0:x1] * (1 - 0.6 * a) + a * thick * (0.6 + 0.6 * bristle) * (1 - 0.5 * u)

    def lay_in(self, design, n, L, Wd, dry, alpha, angle=None, where=None):
        """n strokes of length and width drawn from the ranges L and Wd, each the design's colour
        where it starts; `angle(x, y)` gives a stroke's direction (level by default), `where` a mask
        of where strokes may start."""
        rng, h, w = self.rng, self.h, self.w
        for _ in range(n):
            cx, cy = rng.uniform(-10, w + 10), rng.uniform(-10, h + 10)
            iy, ix = int(np.clip(cy, 0, h - 1)), int(np.clip(cx, 0, w - 1))
            if where is not None and not where[iy, ix]:
                continue
            ang = angle(cx / w, cy / h) if angle else rng.normal(0, 0.12) + rng.choice([0, np.pi])
            self.stroke(cx, cy, ang, rng.uniform(*L), rng.uniform(*Wd), design[iy, ix], load=rng.uniform(0.5, 1.0),
                        dry=dry, thick=rng.uniform(0.5, 1.2), alpha=alpha)

    def finish(self, varnish=(1.0, 0.92, 0.78)):
        hgt = _blur(self.height, 1)
        gy, gx = np.gradient(hgt, axis=0), np.gradient(hgt, axis=1)
        shade = 1 + 0.25 * np.clip(-gy * 3, -0.5, 0.5) + 0.08 * np.clip(-gx * 3, -0.5, 0.5)
        img = self.img * shade[..., None] * (0.97 + 0.03 * self.weave)[..., None]
        return np.clip(img * np.asarray(varnish), 0, 1)


def river_evening(h=780, w=600, seed=12):
    """A river meadow at evening, portrait: see the module's note."""
    yy = np.linspace(0, 1, h)[:, None] * np.ones((1, w))
    xx = np.ones((h, 1)) * np.linspace(0, 1, w)[None, :]
    warp = fbm2(h, w, seed, 4, 4) - 0.5
    # the sky: pale gold low down, grey-blue above, two banks of cloud, cream on top, violet below
    d = np.zeros((h, w, 3))
    t = np.clip((0.5 - yy) / 0.5, 0, 1)[..., None]
    d[:] = np.array([0.95, 0.8, 0.52]) * (1 - t) + np.array([0.5, 0.58, 0.66]) * t
    for cy, cx, rx, ry in ((0.17, 0.35, 0.45, 0.07), (0.33, 0.7, 0.35, 0.05)):
        cl = ((xx - cx) / rx) ** 2 + ((yy - cy) / ry) ** 2 < 1 + 1.6 * warp
        lit = yy < cy - 0.01 + 0.04 * warp
        d[cl & lit] = np.array([0.93, 0.82, 0.66])
        d[cl & ~lit] = np.array([0.52, 0.45, 0.5])
    # blue hills on the horizon, then the meadow, ochre and green
    hills = yy > 0.5 + 0.03 * np.sin(xx * 5 + 1) + 0.02 * warp
    d[hills] = np.array([0.38, 0.43, 0.5])
    meadow = yy > 0.56 + 0.02 * np.sin(xx * 3) + 0.015 * warp
    d[meadow] = np.where((warp[meadow] > 0)[:, None], np.array([0.52, 0.5, 0.24]), np.array([0.34, 0.38, 0.2]))
    # the river: a band of sky's gold winding from the left foreground to the middle distance
    mid = 0.64 + 0.16 * np.clip(0.72 - xx, 0, 1) ** 1.5 + 0.012 * np.sin(xx * 14)
    river = (np.abs(yy - mid) < 0.008 + 0.1 * (mid - 0.64)) & (xx < 0.72)
    d[river & meadow] = np.array([0.9, 0.76, 0.5])
    # a stand of trees on the right, dark against the sky, a lower hedge going off to the left
    trees = (((xx - 0.78) / 0.2) ** 2 + ((yy - 0.42) / 0.2) ** 2 < 1 + 1.2 * warp) | \
            (((xx - 0.6) / 0.1) ** 2 + ((yy - 0.5) / 0.08) ** 2 < 1 + 1.2 * warp)
    trees &= yy < 0.62
    d[trees] = np.array([0.16, 0.19, 0.12])
    d[trees & (xx < 0.72 + 0.05 * warp) & (yy < 0.4)] = np.array([0.36, 0.34, 0.18])  # sunlit crowns
    hedge = (np.abs(yy - 0.575 - 0.01 * np.sin(xx * 9)) < 0.01) & (xx > 0.15)
    d[hedge] = np.array([0.2, 0.22, 0.14])
    bank = yy > 0.86 - 0.05 * xx + 0.02 * warp
    d[bank] = np.array([0.2, 0.17, 0.1])
    d = _blur(d, 2)
    c = Canvas(h, w, seed)
    c.img = c.img * 0.25 + _blur(d, 8) * 0.75  # a thin lay-in of the design, as an underpainting
    level = lambda x, y: c.rng.normal(0, 0.1) + c.rng.choice([0, np.pi])
    dab = lambda x, y: c.rng.uniform(0, np.pi)
    c.lay_in(d, 160, (80, 180), (30, 60), 0.15, 0.9, level)
    c.lay_in(d, 420, (50, 120), (14, 34), 0.3, 0.75, level)
    c.lay_in(d, 500, (14, 40), (8, 18), 0.35, 0.8, dab, where=trees | hedge)
    c.lay_in(d, 500, (20, 60), (6, 14), 0.4, 0.7, level)
    # last touches: light on the water and the clouds' edges, a few dark accents in the bank
    for _ in range(14):
        x, y = c.rng.uniform(0.05, 0.6) * w, c.rng.uniform(0.65, 0.82) * h
        if river[int(y), int(x)]:
            c.stroke(x, y, c.rng.normal(0, 0.05), c.rng.uniform(15, 40), c.rng.uniform(3, 6), (0.98, 0.9, 0.7), 0.8, 0.3, 1.4)
    for _ in range(10):
        c.stroke(c.rng.uniform(0.15, 0.7) * w, c.rng.uniform(0.13, 0.3) * h, c.rng.normal(0, 0.1), c.rng.uniform(30, 70),
                 c.rng.uniform(4, 9), (0.98, 0.9, 0.74), 0.6, 0.35, 1.3)
    for _ in range(12):
        c.stroke(c.rng.uniform(0, 1) * w, c.rng.uniform(0.88, 1) * h, c.rng.normal(-0.3, 0.4), c.rng.uniform(20, 60),
                 c.rng.uniform(3, 8), (0.08, 0.07, 0.04), 0.5, 0.4, 1.0)
    return c.finish()


def abstract_evening(h=760, w=1040, seed=7):
    """A large abstract in oils, painted stroke by stroke: a primed linen ground with its weave,
    three fields (slate-blue above, a broken chalk-white band, umber and ochre below, a rust patch at
    the right) laid in with broad loaded strokes, worked over with smaller ones, a few dry-brush
    drags, a calligraphic dark line and some bright accents; every stroke carries bristle streaks and
    runs dry at its end, and the paint's thickness is lit from above (the picture light), so the
    ridges catch light and cast a little shade."""
    c = Canvas(h, w, seed, ground=(0.8, 0.77, 0.7), jitter=0.1)
    rng = c.rng
    yy = np.linspace(0, 1, h)[:, None] * np.ones((1, w))  # 0 top
    xx = np.ones((h, 1)) * np.linspace(0, 1, w)[None, :]
    # the design: which colour belongs where, with ragged edges
    warp = fbm2(h, w, seed + 1, 3, 4) - 0.5
    warp2 = fbm2(h, w, seed + 2, 5, 3) - 0.5
    slate = np.array([0.3, 0.36, 0.42])
    chalk = np.array([0.86, 0.83, 0.76])
    ochre = np.array([0.72, 0.5, 0.2])
    umber = np.array([0.24, 0.17, 0.12])
    rust = np.array([0.62, 0.27, 0.12])
    ink = np.array([0.06, 0.07, 0.08])
    design = np.zeros((h, w, 3)) + slate
    band = np.abs(yy - 0.5 - 0.12 * warp - 0.06 * (xx - 0.5)) < 0.12 + 0.06 * warp2
    design[band] = chalk
    low = yy > 0.62 + 0.1 * warp - 0.05 * xx
    design[low] = umber
    och = low & (np.sin(xx * 5 + warp * 4) > 0.2)
    design[och] = ochre
    rz = (np.hypot((xx - 0.78) * 1.3, yy - 0.28) < 0.13 + 0.07 * warp2)
    design[rz] = rust

    def pick(cx, cy):
        return design[int(np.clip(cy, 0, h - 1)), int(np.clip(cx, 0, w - 1))]

    # laying in: broad loaded strokes, mostly horizontal with a painter's slant
    passes = ((160, (220, 460), (60, 140), 0.15, 0.9), (320, (90, 220), (24, 60), 0.3, 0.6), (160, (40, 110), (10, 26), 0.45, 0.55))
    for n, Lr, Wr, dry, alpha in passes:
        for _ in range(n):
            cx, cy = rng.uniform(-20, w + 20), rng.uniform(-20, h + 20)
            ang = rng.normal(0, 0.14) + (np.pi / 2 + rng.normal(0, 0.2) if rng.uniform() < 0.1 else 0) + rng.choice([0, np.pi])
            col = pick(cx, cy)
            if rng.uniform() < 0.12:  # a neighbour's colour dragged in
                col = pick(cx + rng.normal(0, 60), cy + rng.normal(0, 60))
            c.stroke(cx, cy, ang, rng.uniform(*Lr), rng.uniform(*Wr), col, load=rng.uniform(0.4, 1.0), dry=dry, thick=rng.uniform(0.5, 1.2), alpha=alpha)
    # dry-brush drags of chalk over the dark, and ochre over the chalk
    for _ in range(14):
        cx, cy = rng.uniform(0, w), rng.uniform(0.35 * h, 0.8 * h)
        c.stroke(cx, cy, rng.normal(0, 0.1), rng.uniform(150, 320), rng.uniform(20, 50),
                 chalk if rng.uniform() < 0.6 else ochre, load=0.1, dry=0.5, thick=0.8)
    # a few dark drags and bright accents
    for _ in range(5):
        c.stroke(rng.uniform(0.1, 0.7) * w, rng.uniform(0.55, 0.75) * h, rng.normal(-0.1, 0.1), rng.uniform(120, 260), rng.uniform(8, 18),
                 ink, load=0.4, dry=0.4, thick=1.0, alpha=0.8)
    for _ in range(8):
        c.stroke(rng.uniform(0.1, 0.9) * w, rng.uniform(0.1, 0.9) * h, rng.normal(0, 0.4), rng.uniform(20, 60), rng.uniform(5, 12),
                 np.array([0.95, 0.93, 0.86]) if rng.uniform() < 0.7 else rust, load=0.8, dry=0.3, thick=1.4)
    return c.finish(varnish=(1.0, 1.0, 1.0))



if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/oils.png"
    os.makedirs(os.path.dirname(out) or ".", exist_ok=True)
    write_png(out, river_evening())
    write_png(out.replace(".png", "-abstract.png"), abstract_evening())
    print(out)
