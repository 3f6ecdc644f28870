"""A country-house garden at dusk, as the windows of a lit room see it, in numpy alone, so it can be
looked at on its own: `python3 art/scenes/garden.py /tmp/garden` writes its layers as PNGs.

Not a picture on a board behind the glass but four surfaces standing where the garden stands, each
drawn in its own metres, so the room's windows see them in true perspective and the near trees
slide across the far ones as the eye moves (the kit's `dusk_garden()` sets them out):
- `sky()`: the far backdrop, 50 m out: a deep blue sky graded down through a lilac band to a warm
  afterglow on the horizon, brightest where the sun went down, a few thin streaks of cloud lit from
  below; under it a park's far belt of trees, soft and blue in the haze, with one lit window of a
  lodge among them and a lamp by its gate.
- `trees(...)`: a rank of trees on a canvas of its own (colour and coverage): broad oaks and limes
  whose crowns are clumps of foliage with frayed edges (an fBm noise on the crown's distance field,
  at three scales, and the odd hole where the sky shows through) and a pair of columnar
  hornbeams; trunks, and at the near rank's foot a clipped yew hedge with an opening in it.
  The near rank (12 m out) is dark and sharp, its crowns' tops catching the sky; the middle rank
  (24 m) paler, bluer and a little soft.
- `lawn()`: the ground seen from above, in metres: mown stripes, a gravel path, the grass holding
  the sky's light more the further it lies, a faint warm spill from the house's other windows.
Arrays are (H, W, 3), row 0 at the top (or the far edge, for the ground), display-referred 0..1;
columns run along the house's wall in the scene's +y.
"""
import os
import sys

import numpy as np

from stills import _blur, _fbm_at, _lerp, write_png

EYE = 1.4  # the eye's height over the room's floor, which the sky's horizon sits at
GROUND = -0.35  # the garden's level: the ground floor stands a step up


def _grid(w, h, y0, y1, z0, z1):
    """Metres at each pixel of a vertical canvas from y0 to y1 (columns) and z1 down to z0 (rows)."""
    Y = np.linspace(y0, y1, w)[None, :] * np.ones((h, 1))
    Z = np.linspace(z1, z0, h)[:, None] * np.ones((1, w))
    return Y, Z


def sky(dist=50.0, y0=-90.0, y1=90.0, z0=-3.0, z1=40.0, ppm=24, seed=11, sun_y=22.0):
    """The far backdrop `dist` metres out from the windows: sky, afterglow and the park's far trees."""
    w, h = int((y1 - y0) * ppm), int((z1 - z0) * ppm)
    Y, Z = _grid(w, h, y0, y1, z0, z1)
    e = np.degrees(np.arctan2(Z - EYE, dist + 4.0))  # elevation over the horizon from the room
    az = np.degrees(np.arctan2(Y - sun_y, dist + 4.0))  # bearing from where the sun went down
    # the sky from the zenith's deep blue down to the lilac band and the horizon's afterglow
    t = np.clip(e / 30.0, 0, 1)
    img = _lerp((0.2, 0.27, 0.5), (0.04, 0.07, 0.21), t ** 0.6)
    lilac = np.exp(-np.clip(e, 0, None) / 5.5)
    img = _lerp(img, (0.42, 0.36, 0.48), 0.75 * lilac)
    warmth = 0.55 + 0.45 * np.exp(-(az / 38.0) ** 2)  # the glow widest and warmest over the sunset
    glow = np.exp(-np.clip(e, 0, None) / 3.2) * warmth
    img = _lerp(img, (0.98, 0.6, 0.33), 0.92 * glow)
    img = img + np.array([0.25, 0.12, 0.04]) * (np.exp(-np.clip(e, 0, None) / 0.7) * warmth ** 3)[..., None] * 0.6
    # thin stratus, lit peach from under towards the sunset and dove grey above it
    n = _fbm_at(Y / 22.0, Z / 2.2, seed, 5)
    band = np.clip((n - 0.12) * 3.5, 0, 1) * np.clip((e - 2.5) / 3, 0, 1) * np.clip((16 - e) / 6, 0, 1)
    lit = np.exp(-np.clip(e - 3, 0, None) / 5) * warmth
    cloud = _lerp((0.16, 0.15, 0.26), (0.86, 0.5, 0.36), lit)
    img = img * (1 - 0.6 * band[..., None]) + cloud * 0.6 * band[..., None]
    # the park's far belt of trees, some hundreds of metres off: a low line of crowns, each its own
    # height and breadth, soft and blue in the haze, standing on the grass at the horizon
    rng = np.random.default_rng(seed + 1)
    yl = Y[0]
    top = np.full(yl.shape, -1.0)
    yc = y0 - 5.0
    while yc < y1 + 5:
        r = rng.uniform(0.7, 2.4)
        hc = rng.uniform(0.9, 2.2) * (0.55 if rng.random() < 0.18 else 1.0)  # in degrees over the horizon
        top = np.maximum(top, hc * np.sqrt(np.clip(1 - ((yl - yc) / r) ** 2, 0, 1)) - (1 - (np.abs(yl - yc) < r)) * 9)
        yc += rng.uniform(0.5, 2.0) * (4.0 if rng.random() < 0.06 else 1.0)  # now and then a gap
    for ly in (sun_y + 2.0, sun_y + 38.0):  # the lodge and its gate stand among trees
        top = np.maximum(top, 1.7 * np.sqrt(np.clip(1 - ((yl - ly) / 3.0) ** 2, 0, 1)) - (np.abs(yl - ly) >= 3.0) * 9)
    top = top[None, :] + 0.3 * _fbm_at(Y / 0.9, Z / 0.9, seed + 5, 3) + 0.15 * _fbm_at(Y / 0.2, Z / 0.2, seed + 3, 2)
    ztop = EYE + (dist + 4) * np.tan(np.radians(np.clip(top, -1, None)))
    foot = EYE - 0.25
    belt = np.clip((ztop - Z) * ppm / 1.5, 0, 1) * (Z > foot)
    haze = _lerp((0.2, 0.17, 0.24), (0.08, 0.09, 0.15), np.clip((Z - EYE) / 1.5, 0, 1))
    img = _lerp(img, haze * (0.9 + 0.2 * (_fbm_at(Y / 1.2, Z / 1.2, seed + 4, 3) + 0.5))[..., None], belt)
    # the field in front of them, from the horizon's haze down to the dusk on the grass
    g = _lerp((0.2, 0.18, 0.23), (0.12, 0.13, 0.16), np.clip((foot - Z) / (foot - GROUND), 0, 1))
    img = np.where((Z <= foot)[..., None], g, img)
    # a lodge's lit window among the far trees, and the lamp at its gate: warm, with a faint halo
    for ly, lz, lw, lh, k in ((sun_y + 2.0, EYE + 0.3, 0.24, 0.17, 1.0), (sun_y + 38.0, EYE + 0.2, 0.18, 0.18, 0.8)):
        d = np.maximum(np.abs(Y - ly) - lw / 2, 0) ** 2 + np.maximum(np.abs(Z - lz) - lh / 2, 0) ** 2
        img = img + np.array([1.0, 0.62, 0.28]) * (k * np.exp(-np.sqrt(d) / 0.3) * 0.3)[..., None]
        img = np.where(((np.abs(Y - ly) < lw / 2) & (np.abs(Z - lz) < lh / 2))[..., None], np.array([1.0, 0.78, 0.46]) * k, img)
    return np.clip(_blur(img, 1), 0, 1)


def _crown_field(Y, Z, tree, rng, seed):
    """A tree's silhouette as a field, positive inside: clumps of foliage (ellipses), frayed by fBm
    at two scales, a trunk and a few limbs. Returns coverage (0..1) and how high in the crown."""
    kind, ty, th, tw = tree
    f = np.full(Y.shape, -1.0)
    if kind == "column":  # a fastigiate hornbeam: a tall tight flame
        for k in range(9):
            zc = th * rng.uniform(0.3, 0.88)
            r = tw * rng.uniform(0.3, 0.45)
            f = np.maximum(f, 1 - np.hypot((Y - ty - rng.normal(0, tw * 0.1)) / r, (Z - zc) / (r * 2.2)))
        leaf_scale, fray = 0.6, 0.3
    else:  # a broad oak or lime: a domed crown low on a short trunk, in clumps of foliage
        cz, rz = th * 0.56, th * 0.42
        for k in range(34):
            a = rng.uniform(0, 2 * np.pi)
            rr = np.sqrt(rng.uniform(0, 1))
            cy = ty + np.cos(a) * rr * tw * 0.38
            czk = cz + np.sin(a) * rr * rz * 0.78
            r = tw * rng.uniform(0.11, 0.2)
            f = np.maximum(f, 1 - np.hypot((Y - cy) / r, (Z - czk) / (r * rng.uniform(0.7, 0.95))))
        leaf_scale, fray = 1.0, 0.42
    # the crown's edge frayed: big lobes and notches, then leafy clumps, then single sprays
    wy = Y + 0.6 * _fbm_at(Y / 1.5, Z / 1.5, seed + 9, 2)  # a warp, so the clumps are not round
    f = (f + fray * _fbm_at(wy / (leaf_scale * 2.2), Z / (leaf_scale * 2.2), seed, 3)
         + 0.45 * fray * _fbm_at(wy / (leaf_scale * 0.45), Z / (leaf_scale * 0.45), seed + 1, 3)
         + 0.25 * fray * _fbm_at(Y / 0.1, Z / 0.1, seed + 2, 2))
    # small holes where the sky shows through the outer crown
    hole = (_fbm_at(Y / 0.35, Z / 0.35, seed + 3, 3) < -0.4) & (f < 0.22)
    f = np.where(hole, np.minimum(f, -0.05), f)
    cov = np.clip(f / 0.04 + 0.5, 0, 1)
    # the trunk, leaning a little, up into the crown, and limbs forking from it into the crown
    lean = rng.normal(0, 0.03)
    tz = th * (0.5 if kind == "broad" else 0.3)
    trunk_w = max(0.16, tw * 0.05) * (1.5 - 0.6 * np.clip((Z - GROUND) / tz, 0, 1))
    trunk = (np.abs(Y - ty - lean * Z) < trunk_w / 2) & (Z < tz) & (Z > GROUND - 0.5)
    if kind == "broad":
        for s in (-1, 1, rng.choice((-1, 1))):
            z0 = tz * rng.uniform(0.45, 0.6)
            fork = (Z > z0) & (Z < th * 0.62)
            ly = ty + lean * Z + s * (Z - z0) * rng.uniform(0.3, 0.6)
            trunk |= fork & (np.abs(Y - ly) < trunk_w * 0.28 * (1.2 - 0.5 * np.clip((Z - z0) / (th * 0.4), 0, 1)))
    cov = np.maximum(cov, trunk.astype(float))
    up = np.clip((Z - (th - tw * 0.7)) / (tw * 0.7), 0, 1)
    return cov, up


def trees(dist, y0, y1, plan, ppm=40, seed=21, near=True):
    """A rank of trees `dist` metres out on a canvas of its own: colour and coverage. plan is a list
    of (kind, y, height, crown width)."""
    z0, z1 = GROUND, max(t[2] for t in plan) + 1.5
    w, h = int((y1 - y0) * ppm), int((z1 - z0) * ppm)
    Y, Z = _grid(w, h, y0, y1, z0, z1)
    rng = np.random.default_rng(seed)
    cov = np.zeros((h, w))
    up = np.zeros((h, w))
    for k, tree in enumerate(plan):
        kind, ty, th, tw = tree
        c0 = max(0, int((ty - tw * 0.75 - y0) * ppm))
        c1 = min(w, int((ty + tw * 0.75 - y0) * ppm) + 1)
        if c1 <= c0:
            continue
        c, u = _crown_field(Y[:, c0:c1], Z[:, c0:c1], tree, rng, seed + 10 * k)
        up[:, c0:c1] = np.where(c > cov[:, c0:c1], u, up[:, c0:c1])
        cov[:, c0:c1] = np.maximum(cov[:, c0:c1], c)
    if near:
        # a clipped yew hedge 1.1 m high across the near rank's foot, its top and face a little
        # uneven, broken by an opening where the path goes through
        top = GROUND + 1.1 + 0.06 * _fbm_at(Y / 1.5, 0 * Y, seed + 5, 3) + 0.04 * _fbm_at(Y / 0.15, Z / 0.15, seed + 6, 2)
        # the opening's ends clipped round, as a hedge's ends are
        gap_half = 1.3 + 0.25 * np.clip((Z - top + 0.3) / 0.3, 0, 1) ** 2
        hedge = (Z < top) & (np.abs(Y - 9.5) > gap_half)
        cov = np.maximum(cov, hedge.astype(float))
        up = np.where(hedge, np.clip((Z - top + 0.12) / 0.12, 0, 1) * 0.6, up)
        body, rim = np.array([0.03, 0.042, 0.045]), np.array([0.12, 0.13, 0.2])
    else:
        body, rim = np.array([0.05, 0.065, 0.095]), np.array([0.13, 0.14, 0.21])
    tone = 0.8 + 0.4 * (_fbm_at(Y / 0.7, Z / 0.7, seed + 7, 3) + 0.5)
    col = body * tone[..., None] + rim * (up ** 2 * (0.5 + 0.5 * (_fbm_at(Y / 0.25, Z / 0.25, seed + 8, 2) + 0.5)))[..., None] * 0.5
    # the foot of the rank sinks into the dusk over the grass
    col = _lerp(col, body * 0.7, np.clip((GROUND + 1.0 - Z) / 1.2, 0, 1))
    if not near:  # the middle rank a little soft
        cov = _blur(cov, 1)
        col = _blur(col, 1)
    return np.clip(col, 0, 1), np.clip(cov, 0, 1)


def lawn(x0, x1, y0, y1, ppm=12, seed=31):
    """The ground from the house (x0) out to the backdrop (x1), rows from far to near, columns along
    y: mown stripes, a gravel path to the hedge's opening, the grass greying a little the further it
    lies, a faint warm spill from the house's other windows near the house."""
    w, h = int((y1 - y0) * ppm), int((x1 - x0) * ppm)
    Y = np.linspace(y0, y1, w)[None, :] * np.ones((h, 1))
    X = np.linspace(x1, x0, h)[:, None] * np.ones((1, w))  # metres out from the wall
    far = np.clip((X - 4) / 30, 0, 1)
    # (renders33: towards a blue-grey that held the sky's light, its stripes strong, the lawn read
    # as a sea) a dusk green that greys a little with distance, the stripes faint
    img = _lerp((0.075, 0.1, 0.07), (0.095, 0.11, 0.1), far ** 0.7)
    stripes = np.where((np.floor(Y / 1.6) % 2) == 0, 1.035, 0.965)
    img = img * (stripes * (0.9 + 0.2 * (_fbm_at(Y / 2, X / 2, seed, 3) + 0.5)))[..., None]
    # a gravel path from the terrace out to the opening in the hedge, curving a little
    py = 9.5 + 0.6 * np.sin(X / 5.0)
    path = np.clip((1.0 - np.abs(Y - py)) * ppm / 1.5, 0, 1) * (X < 13.0)
    img = _lerp(img, np.array([0.16, 0.15, 0.16]) * (0.9 + 0.2 * (_fbm_at(Y / 0.2, X / 0.2, seed + 1, 2) + 0.5))[..., None], path)
    # York stone flags along the house, and the spill of the house's other lit windows on them and
    # the grass beyond
    terrace = X < 4.0
    flags = (np.abs(((Y + 0.3 * np.floor(X / 0.6)) / 0.9) % 1 - 0.5) > 0.485) | (np.abs((X / 0.6) % 1 - 0.5) > 0.48)
    stone = np.array([0.13, 0.12, 0.11]) * np.where(flags, 0.6, 1.0)[..., None]
    img = np.where(terrace[..., None], stone, img)
    for wy in (-6.5, -2.8, 12.5, 16.0):
        spill = np.exp(-(((Y - wy) / (0.9 + 0.25 * X)) ** 2)) * np.exp(-X / 5.0)
        img = img + np.array([0.5, 0.3, 0.14]) * spill[..., None] * 0.45
    return np.clip(img, 0, 1)


# the ranks' trees as (kind, metres along the wall from its middle, height, crown width), set out
# so that each of Cobham's windows sees a crown's edge, open sky over the far belt, and a lit window
NEAR = [("broad", -15.0, 13.0, 12.0), ("broad", -4.0, 14.0, 13.0), ("column", 11.8, 11.0, 2.5),
        ("column", 13.6, 10.0, 2.3), ("broad", 27.0, 15.0, 14.0), ("broad", 42.0, 13.0, 12.0)]
MID = [("broad", -22.0, 12.0, 12.0), ("broad", -10.0, 10.0, 10.0), ("broad", 1.0, 11.0, 9.0), ("broad", 16.0, 9.0, 9.0),
       ("broad", 36.5, 12.0, 11.0), ("broad", 45.0, 10.0, 9.0), ("broad", 58.0, 12.0, 12.0), ("broad", 70.0, 11.0, 10.0)]


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/garden"
    os.makedirs(out, exist_ok=True)
    write_png(os.path.join(out, "sky.png"), sky())
    for nm, (d, y0, y1, plan, near) in {"near": (12, -25, 55, NEAR, True), "mid": (24, -40, 75, MID, False)}.items():
        col, cov = trees(d, y0, y1, plan, near=near)
        write_png(os.path.join(out, f"{nm}.png"), col * cov[..., None] + np.array([0.5, 0.6, 0.8]) * (1 - cov[..., None]))
    write_png(os.path.join(out, "lawn.png"), lawn(0.3, 50, -90, 90))
