"""The city at dusk seen from a Mayfair penthouse across Hyde Park, in numpy alone, so it can be
looked at on its own: `python3 art/scenes/city.py /tmp/city.png`.

Depth is what makes a skyline read as a city and not a cut-out: three rows of buildings, each
further one lower in the frame, smaller (its floors and windows at its own scale), paler and warmer
in the dusk haze; buildings with a lit and a shaded face, setbacks, masts with a red light, glass
towers that mirror the sky; lit windows in whole floors (offices) or scattered (flats), warm and cool;
then the park's trees, its lamp-lit paths, and Park Lane's street lights and traffic below.
Arrays are (H, W, 3), row 0 at the top, display-referred values in 0..1.
"""
import os
import sys

import numpy as np

from stills import _blur, _lerp, fbm1, fbm2, write_png

HORIZON = 0.3  # the eye's level, as a fraction of the picture's height from the bottom

# far to near: where the row stands (its foot), how tall its buildings are, how wide, the floor
# pitch in pixels, how much haze lies in front of it, and the share of its windows that are lit
LAYERS = (
    dict(foot=0.296, tall=(0.006, 0.03), tower=0.07, wide=(14, 55), floor=2, haze=0.66, lit=0.3),
    dict(foot=0.284, tall=(0.015, 0.06), tower=0.15, wide=(24, 90), floor=4, haze=0.42, lit=0.32),
    dict(foot=0.262, tall=(0.03, 0.13), tower=0.22, wide=(50, 170), floor=7, haze=0.14, lit=0.34),
)
WARM = np.array([1.0, 0.74, 0.42])
PALE = np.array([1.0, 0.9, 0.72])
COOL = np.array([0.78, 0.88, 1.0])


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
    return sky * (1 - 0.55 * band[..., None]) + cloud * 0.55 * band[..., None]


def _building(img, rng, layer, x0, bw, foot_row, top_row, haze_col, h):
    """Paint one building, its faces, roof and windows, into img (rows foot_row..top_row)."""
    y0, y1 = top_row, foot_row
    if y1 - y0 < 3 or bw < 4:
        return
    f = layer["haze"]
    glass = rng.random() < 0.22
    base = np.array(rng.choice([(0.04, 0.045, 0.062), (0.058, 0.05, 0.05), (0.034, 0.038, 0.046), (0.07, 0.064, 0.062)]))
    rows = np.arange(y0, y1)[:, None]
    up = 1 - (rows - y0) / max(1, y1 - y0)  # 1 at the roof
    if glass:  # a curtain wall mirrors the dusk sky above it, darker
        face = img[max(0, 2 * y0 - y1):y0][::-1] if y0 > (y1 - y0) else img[:y1 - y0]
        face = face[:y1 - y0, x0:x0 + bw] * 0.42 + base * 0.25
        if face.shape[0] < y1 - y0:
            face = np.concatenate([face, np.repeat(face[-1:], y1 - y0 - face.shape[0], 0)])
    else:
        face = np.broadcast_to(base * (0.8 + 0.35 * up[..., None]), (y1 - y0, bw, 3)).copy()
    # a shaded return on one side gives the block its depth
    side = int(bw * rng.uniform(0.12, 0.3))
    if rng.random() < 0.5:
        face[:, :side] *= 0.62
    else:
        face[:, bw - side:] *= 1.25
    # windows: a grid at the row's scale, lit by whole floors (offices) or one by one (flats)
    fp = max(2, int(round(layer["floor"] * rng.uniform(0.8, 1.25))))
    wp = max(2, int(round(fp * rng.uniform(0.7, 1.4))))
    ww = max(1, int(wp * rng.uniform(0.45, 0.7)))
    wh = max(1, int(fp * rng.uniform(0.5, 0.7)))
    nf, nc = (y1 - y0 - 2) // fp, (bw - 2) // wp
    if nf > 0 and nc > 0:
        office = rng.random() < 0.45
        if office:
            floors = rng.random(nf) < layer["lit"] * 1.5
            lit = floors[:, None] & (rng.random((nf, nc)) < 0.9)
        else:
            lit = rng.random((nf, nc)) < layer["lit"]
        tone = (COOL if office and rng.random() < 0.6 else (PALE if rng.random() < 0.4 else WARM))
        bright = rng.uniform(0.45, 1.0, (nf, nc)) * lit
        cell = np.zeros((fp, wp))
        cell[fp - wh:, :ww] = 1
        grid = np.kron(bright, cell)
        gy, gx = grid.shape
        oy, ox = 2, 1 + (bw - 2 - gx) // 2
        unlit = np.kron(~lit, cell)[..., None] * (base + 0.04)  # dark glass, a little lighter than the wall
        win = grid[..., None] * tone * 1.1 + unlit * 0.6
        region = face[oy:oy + gy, ox:ox + gx]
        m = np.kron(np.ones((nf, nc)), cell)[..., None]
        face[oy:oy + gy, ox:ox + gx] = region * (1 - m) + win * m
    # aerial perspective: the further the row, the more of the dusk air in front of it
    face = face * (1 - f) + haze_col * f
    img[y0:y1, x0:x0 + bw] = face
    # roofs: a setback, a mast with its red light, or a plain parapet
    r = rng.random()
    if r < 0.25 and bw > 12:
        sw = int(bw * rng.uniform(0.3, 0.6))
        sx = x0 + rng.integers(0, bw - sw)
        sh = int((y1 - y0) * rng.uniform(0.05, 0.15)) + 2
        img[max(0, y0 - sh):y0, sx:sx + sw] = base * 0.9 * (1 - f) + haze_col * f
    elif r < 0.4 and (y1 - y0) > 0.04 * h:
        mx = x0 + bw // 2
        mh = int((y1 - y0) * rng.uniform(0.08, 0.2))
        img[max(0, y0 - mh):y0, mx:mx + max(1, bw // 40)] = base * (1 - f) + haze_col * f
        ry = max(0, y0 - mh)
        img[ry:ry + 2, mx - 1:mx + 2] = np.array([1.0, 0.12, 0.08]) * (1.2 - f)


def dusk_city(h=1100, w=4000, seed=5):
    rng = np.random.default_rng(seed)
    img = _sky(h, w)
    v = np.linspace(1, 0, h)[:, None]
    haze_col = img[int((1 - HORIZON) * (h - 1)) - 8].mean(axis=0) * 0.62
    for k, layer in enumerate(LAYERS):
        foot = int((1 - layer["foot"]) * (h - 1))
        x = int(rng.integers(-40, 0))
        while x < w:
            bw = int(rng.integers(*layer["wide"]))
            tall = rng.uniform(*layer["tall"])
            if rng.random() < 0.06:
                tall = rng.uniform(0.6, 1.0) * layer["tower"]
                bw = max(12, int(bw * 0.6))
            top = foot - int(tall * h)
            a = max(0, x)
            _building(img, rng, layer, a, min(bw, w - a) if x + bw > 0 else 0, foot, top, haze_col * (1 + 0.3 * (2 - k)), h)
            x += bw + int(rng.integers(-4, 14) * (k + 1))
        # the haze thickens towards each row's foot
        band = np.clip(1 - np.abs(v - layer["foot"]) / 0.02, 0, 1) * 0.35
        img = img * (1 - band[..., None]) + haze_col * band[..., None]
    # Hyde Park: a band of trees with a soft, uneven crown, then the dark lawns with lamp-lit paths
    u = np.linspace(0, 1, w)
    crown = 0.27 + 0.005 * np.abs(fbm1(u, 9, 90, 3, 0.45)) + 0.005 * fbm1(u, 11, 8, 3, 0.5)
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
    # the lights bloom a little through the glass; the picture keeps its edges
    bright = np.clip(img - 0.5, 0, None)
    img = img + 0.5 * _blur(bright, 3) + 0.25 * _blur(bright, 12)
    return np.clip(0.8 * img + 0.2 * _blur(img, 1), 0, 1)


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/city.png"
    os.makedirs(os.path.dirname(out) or ".", exist_ok=True)
    write_png(out, dusk_city())
    print(out)
