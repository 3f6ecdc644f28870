"""Mayfair: an open-plan penthouse lounge (8.0 x 7.0 x 2.9 m) with floor-to-ceiling glass over Hyde
Park and the London skyline at dusk. A 120-inch tab-tensioned screen drops from a ceiling slot in front
of the glass; a low oatmeal sofa on a travertine floor; the projector sits behind a ceiling hatch."""
import math

import aurum as A
import numpy as np

W, D, H = 8.0, 7.0, 2.9
SW = 120 * 0.0254 * 16 / math.hypot(16, 9)
SH = SW * 9 / 16
BAKE = None
EXPOSURE = 0.3


def skyline():
    """Dusk over Hyde Park: graded sky, a band of park trees, towers with lit windows beyond."""
    h, w = 1100, 4000
    rng = np.random.default_rng(5)
    yy = np.linspace(1, 0, h)[:, None]
    xx = np.linspace(0, 1, w)[None, :]
    sky = A._lerp((0.95, 0.55, 0.3), (0.08, 0.12, 0.3), np.clip((yy - 0.28) / 0.6, 0, 1) ** 0.7 * np.ones_like(xx))
    glow = np.exp(-(((xx - 0.62) * 1.2) ** 2 + ((yy - 0.3) * 4) ** 2) * 3)
    sky = sky + np.array([0.5, 0.25, 0.1]) * glow[..., None] * 0.6
    cl = A.fbm2(h, w, 3, 3, 5)
    sky = sky * (1 - 0.18 * np.clip((cl - 0.55) * 3, 0, 1) * (yy > 0.45))[..., None]
    img = sky
    horizon = 0.3
    skyl = np.zeros(w) + horizon
    lit = np.zeros((h, w))
    x = 0
    while x < w:
        bw = rng.integers(30, 140)
        bh = horizon + rng.uniform(0.02, 0.12) * (1.8 if rng.random() < 0.08 else 1)
        skyl[x:x + bw] = np.maximum(skyl[x:x + bw], bh)
        # windows
        for wy in np.arange(horizon + 0.01, bh - 0.005, 0.012):
            row = int((1 - wy) * (h - 1))
            for wx in range(x + 4, x + bw - 4, 9):
                if rng.random() < 0.35:
                    lit[row:row + 4, wx:wx + 4] = rng.uniform(0.5, 1.0)
        x += bw + rng.integers(0, 20)
    # a couple of landmark shapes (a spire and a wheel-like ring) kept abstract
    bldg = yy < skyl[None, :]
    bcol = A._lerp((0.03, 0.035, 0.06), (0.09, 0.08, 0.1), (yy - horizon) / 0.15)
    img = np.where(bldg[..., None], bcol, img)
    img = img + (np.array([1.0, 0.78, 0.45]) * (lit * bldg)[..., None]) * 0.8
    # park trees
    trees = horizon + 0.01 + 0.05 * np.abs(A.fbm1(xx[0], 9, 30, 5, 0.6)) - 0.1
    treeband = (yy < trees[None, :] + 0.06)
    img = np.where(treeband[..., None], A._lerp((0.01, 0.015, 0.012), (0.03, 0.035, 0.03), A.fbm2(h, w, 4, 40, 3)), img)
    # street lights along Park Lane
    for k in range(80):
        px = rng.uniform(0, 1)
        py = rng.uniform(0.05, 0.2)
        d = ((xx - px) * 400) ** 2 + ((yy - py) * 900) ** 2
        img = img + np.array([1.0, 0.7, 0.35]) * np.exp(-d)[..., None] * 0.8
    # the park in the foreground below the tree line, dark, with lamp-lit paths
    ground = yy < trees[None, :] - 0.01
    gcol = A._lerp((0.006, 0.008, 0.007), (0.02, 0.024, 0.02), A.fbm2(h, w, 14, 20, 3))
    img = np.where(ground[..., None], gcol, img)
    for k in range(60):
        px, py = rng.uniform(0, 1), rng.uniform(0.02, 0.18)
        d = ((xx - px) * 500) ** 2 + ((yy - py) * 900) ** 2
        img = img + np.array([1.0, 0.7, 0.35]) * np.exp(-d)[..., None] * 0.9
    return A.to_image("skyline", img)


def build():
    A.world_color((0.02, 0.03, 0.06), 1.0)
    trav = A.stone("travertine", (0.55, 0.48, 0.38), (0.4, 0.33, 0.25), 0.3, 2.0)
    plaster = A.matte("plaster", (0.55, 0.52, 0.47), 0.85, 0.3, vary=0.03)
    ceiling = A.matte("ceil", (0.6, 0.58, 0.54), 0.9, 0.2, vary=0)
    boucle = A.fabric("boucle", (0.42, 0.37, 0.3), 500, 0.5)
    bronze = A.brass("bronze", (0.45, 0.3, 0.18), 0.3)
    brass = A.brass()
    oak = A.oak("oak")
    glass = A.glass("window", tint=(0.0, 0.0, 0.0), alpha=0.25)
    black = A.matte("mullion", (0.015, 0.015, 0.015), 0.4, vary=0)
    rugm = A.fabric("rug", (0.18, 0.16, 0.14), 600, 0.45)
    marble = A.stone("nero", (0.025, 0.025, 0.025), (0.35, 0.33, 0.3), 0.1, 1.5)
    A.box_from("floor", (-W / 2, -0.1, -0.05), (W / 2, D + 0.3, 0), trav)
    A.box_from("ceiling", (-W / 2, -0.1, H), (W / 2, D + 0.3, H + 0.05), ceiling)
    A.box_from("wall_l", (-W / 2 - 0.1, -0.1, 0), (-W / 2, D + 0.3, H), plaster)
    A.box_from("wall_b", (-W / 2, -0.1, 0), (W / 2, 0, H), plaster)
    # glass wall across the front and the right side
    sky = A.image_emission("sky", skyline(), 1.0)
    A.wall_plane("backdrop", (120, 33), (0, D + 30, 8.0), "-y", sky)
    A.wall_plane("backdrop_r", (120, 33), (W / 2 + 30, D - 20, 8.0), "-x", sky)
    for k in range(9):
        x = -W / 2 + k * W / 8
        A.box_from(f"mull{k}", (x - 0.025, D, 0), (x + 0.025, D + 0.08, H), black)
    A.box_from("glass_front", (-W / 2, D + 0.03, 0), (W / 2, D + 0.04, H), glass)
    for k in range(6):
        y = k * D / 5
        A.box_from(f"mullr{k}", (W / 2, y - 0.025, 0), (W / 2 + 0.08, y + 0.025, H), black)
    A.box_from("glass_r", (W / 2 + 0.03, 0, 0), (W / 2 + 0.04, D, H), glass)
    A.area("dusk_in", (0, D - 0.2, H / 2), W, 140, (0.55, 0.6, 0.9), rot=(math.radians(-90), 0, 0), size_y=H, shadow=False)
    A.area("dusk_in_r", (W / 2 - 0.2, D / 2, H / 2), D, 80, (0.7, 0.6, 0.75), rot=(math.radians(-90), 0, math.radians(-90)), size_y=H, shadow=False)
    # blinds gathered in their pockets; screen dropped from a ceiling slot
    A.box_from("blind_pocket", (-W / 2, D - 0.25, H - 0.12), (W / 2, D - 0.02, H), A.matte("pocket", (0.02, 0.02, 0.02), 0.6, vary=0))
    A.box_from("screen_case", (-SW / 2 - 0.15, D - 0.7, H - 0.1), (SW / 2 + 0.15, D - 0.5, H), A.matte("slot", (0.01, 0.01, 0.01), 0.6, vary=0))
    sz = 0.75
    img = A.cinematic_frame("mayfair_frame", "alpine_dawn", seed=51, layers=5, sun_x=0.45)
    A.wall_plane("screen", (SW, SH), (0, D - 0.6, sz + SH / 2), "-y", A.image_emission("scr", img, 1.6))
    A.box_from("screen_black_drop", (-SW / 2 - 0.04, D - 0.605, sz + SH), (SW / 2 + 0.04, D - 0.598, H - 0.1), A.matte("drop", (0.01, 0.01, 0.01), 0.8, vary=0))
    A.box_from("screen_border", (-SW / 2 - 0.04, D - 0.595, sz - 0.05), (SW / 2 + 0.04, D - 0.59, sz + SH + 0.0), A.matte("border", (0.01, 0.01, 0.01), 0.8, vary=0))
    A.cylinder("screen_bar", 0.015, SW + 0.1, (0, D - 0.6, sz - 0.06), black, rot=(0, math.pi / 2, 0))
    A.area("screen_glow", (0, D - 0.7, sz + SH / 2), SW, 40, (0.9, 0.7, 0.6), rot=(math.radians(90), 0, 0), size_y=SH, shadow=True)
    # projector hatch in the ceiling
    A.box_from("hatch", (-0.35, 1.9, H - 0.2), (0.35, 2.6, H - 0.0), A.matte("hatch", (0.02, 0.02, 0.02), 0.5, vary=0))
    A.box_from("proj", (-0.25, 2.0, H - 0.38), (0.25, 2.5, H - 0.2), A.gloss("proj", (0.85, 0.84, 0.82), 0.3), 0.02)
    A.cylinder("proj_lens", 0.05, 0.04, (0.1, 2.52, H - 0.29), A.emission("plens", (0.9, 0.9, 1.0), 6), rot=(math.pi / 2, 0, 0))
    # L-shaped low sofa
    sy = 2.6
    A.rug("rug", -2.6, 1.6, 2.6, 5.4, rugm)
    A.box_from("sofa_base", (-2.4, sy - 0.5, 0.06), (1.6, sy + 0.5, 0.38), boucle, 0.08, 4)
    A.box_from("sofa_back", (-2.4, sy - 0.5, 0.3), (1.6, sy - 0.22, 0.78), boucle, 0.1, 4)
    A.box_from("sofa_chaise", (1.6, sy - 0.5, 0.06), (2.6, sy + 1.7, 0.38), boucle, 0.08, 4)
    A.box_from("sofa_chaise_back", (2.32, sy - 0.5, 0.3), (2.6, sy + 1.7, 0.78), boucle, 0.1, 4)
    for k in range(4):
        A.box_from(f"cush{k}", (-2.35 + k * 0.98, sy - 0.2, 0.36), (-2.35 + (k + 1) * 0.98 - 0.02, sy + 0.48, 0.5), boucle, 0.07, 4)
    A.box_from("plinth", (-2.35, sy - 0.45, 0.0), (2.55, sy + 0.45, 0.06), black)
    for k, c in enumerate(((0.15, 0.1, 0.06), (0.32, 0.22, 0.12), (0.05, 0.06, 0.08))):
        A.box(f"pillow{k}", (0.48, 0.15, 0.44), (-1.9 + k * 0.6, sy - 0.1, 0.68), A.velvet(f"pv{k}", c), 0.07, 4, rot=(math.radians(-14), 0, 0.1 * k))
    A.box_from("coffee", (-1.2, 3.6, 0.0), (0.4, 4.4, 0.34), marble, 0.02)
    A.cylinder("coffee_bowl", 0.16, 0.06, (-0.5, 4.0, 0.37), bronze, r2=0.1)
    A.box("coffee_book", (0.3, 0.24, 0.04), (0.0, 3.9, 0.36), A.matte("bk", (0.6, 0.55, 0.45), 0.7), 0.004, rot=(0, 0, 0.3))
    # floor lamp and side table
    A.cylinder("fl_base", 0.15, 0.02, (-3.0, 2.3, 0.01), bronze)
    A.cylinder("fl_pole", 0.012, 1.5, (-3.0, 2.3, 0.76), bronze)
    A.cylinder("fl_shade", 0.22, 0.3, (-3.0, 2.3, 1.6), A.emission("flshade", (1.0, 0.78, 0.5), 0.7), r2=0.2)
    A.point("fl_light", (-3.0, 2.3, 1.55), 50, A.WARM2, 0.1, True)
    A.box_from("sideboard", (-W / 2 + 0.02, 0.6, 0), (-W / 2 + 0.5, 4.6, 0.7), oak, 0.01)
    A.box_from("sideboard_top", (-W / 2 + 0.02, 0.58, 0.7), (-W / 2 + 0.52, 4.62, 0.73), marble, 0.005)
    A.area("sideboard_wash", (-W / 2 + 0.25, 2.6, H - 0.05), 0.2, 60, A.WARM2, size_y=4.0, shadow=False)
    for k in range(3):
        A.box(f"obj{k}", (0.14, 0.14, 0.3 - 0.06 * k), (-W / 2 + 0.26, 1.2 + k * 0.25, 0.88 - 0.03 * k), A.gloss(f"cer{k}", (0.5, 0.45, 0.38) if k != 1 else (0.05, 0.05, 0.05), 0.25), 0.05, 3)
    for y in (1.5, 3.5):
        for x in (-2.5, 0.0):
            A.downlight(f"dl{x}{y}", x, y, H, 10, A.WARM2, 40)


VIEWS = {
    "mayfair-penthouse-lounge": dict(cam=(-2.2, 0.4, 1.35), target=(0.7, 7.0, 1.35), lens=20),
    "mayfair-penthouse-lounge-2": dict(cam=(3.6, 1.0, 1.3), target=(1.0, 7.0, 1.2), lens=22),
    "mayfair-penthouse-lounge-3": dict(cam=(-1.4, 2.4, 1.05), target=(0.6, 7.0, 1.55), lens=29),
    "hero-about": None,
}
del VIEWS["hero-about"]
