"""The studio's design table: a theatre plan on cream paper, leather, velvet, fabric, walnut, brass
and marble samples, a scale rule and pencils, under a brass pendant, before a wall of walnut panels
in a dark room."""
import math

import aurum as A
import numpy as np

BAKE = None
EXPOSURE = 0.3


def plan_drawing():
    """A pencil plan of a twelve-seat theatre: walls, screen, two rows of seats, dimension lines."""
    h, w = 1400, 2000
    rng = np.random.default_rng(2)
    img = np.ones((h, w, 3)) * np.array([0.93, 0.9, 0.83])
    img *= (0.97 + 0.03 * A.fbm2(h, w, 4, 8, 3))[..., None]
    ink = np.array([0.25, 0.24, 0.24])
    gold = np.array([0.62, 0.45, 0.18])

    def rect(x0, y0, x1, y1, t=3, col=ink):
        img[y0:y0 + t, x0:x1] = col
        img[y1 - t:y1, x0:x1] = col
        img[y0:y1, x0:x0 + t] = col
        img[y0:y1, x1 - t:x1] = col

    def hline(x0, x1, y, t=1, col=ink):
        img[y:y + t, x0:x1] = col

    def vline(x, y0, y1, t=1, col=ink):
        img[y0:y1, x:x + t] = col

    rect(300, 200, 1700, 1180, 10)          # outer wall
    rect(330, 230, 1670, 1150, 3)           # inner shell
    img[240:262, 620:1380] = ink * 1.2      # screen
    for row, y in enumerate((600, 880)):
        for k in range(6):
            x = 430 + k * 190
            rect(x, y, x + 150, y + 170, 3)
            rect(x + 12, y + 120, x + 138, y + 160, 2)
    hline(330, 1670, 800, 2, gold)          # riser edge
    hline(300, 1700, 1260, 1)
    vline(300, 1240, 1280)
    vline(1700, 1240, 1280)
    for x in range(300, 1700, 30):
        img[1259:1262, x:x + 15] = ink
    vline(1800, 200, 1180)
    hline(1780, 1820, 200)
    hline(1780, 1820, 1180)
    # little text-like marks for labels
    for (x, y, n) in ((820, 1290, 14), (1830, 660, 6), (700, 300, 18), (380, 1210, 10)):
        for c in range(n):
            img[y:y + 14, x + c * 14:x + c * 14 + 9] = ink * (1.6 if rng.random() < 0.5 else 1.2)
    # title block
    rect(1400, 1300, 1900, 1390, 2)
    for c in range(20):
        img[1330:1346, 1420 + c * 18:1420 + c * 18 + 11] = gold
    return A.to_image("plan", img)


def build():
    A.world_color((0.003, 0.003, 0.004))
    walnut = A.wood("table_walnut", (0.15, 0.08, 0.044), (0.06, 0.03, 0.016), 0.34, 12, "X")
    legs = A.wood("leg_walnut", (0.15, 0.08, 0.044), (0.06, 0.03, 0.016), 0.34, 12, "Z")
    wall = A.matte("wall", (0.03, 0.028, 0.026), 0.9, vary=0.05)
    floor = A.wood("floor", (0.12, 0.08, 0.05), (0.06, 0.038, 0.024), 0.4, 8, "Y", 0.1, boards=(0.2, 2.2))
    brass = A.brass()
    A.box_from("floor", (-6, -6, -0.05), (6, 6, 0), floor)
    A.box_from("wall", (-6, 3.0, 0), (6, 3.1, 3.2), wall)
    A.box_from("wall_l", (-4.5, -6, 0), (-4.4, 6, 3.2), wall)
    # table
    A.box_from("top", (-1.2, -0.55, 0.72), (1.2, 0.55, 0.77), walnut, 0.008)
    for s in (-1, 1):
        A.box_from(f"leg{s}", (s * 1.0 - 0.05, -0.45, 0), (s * 1.0 + 0.05, 0.45, 0.72), legs, 0.01)
    # drawing
    A.plane("sheet", (0.84, 0.594), (-0.1, 0.02, 0.7705), (0, 0, math.radians(-4)), A.image_diffuse("sheet", plan_drawing(), 0.8, 0.2))
    A.plane("sheet2", (0.84, 0.594), (0.05, 0.1, 0.7702), (0, 0, math.radians(6)), A.matte("sheet2", (0.8, 0.78, 0.72), 0.85, vary=0))
    # samples
    ox = A.leather("s_oxblood", (0.13, 0.014, 0.012))
    cg = A.leather("s_cognac", (0.2, 0.075, 0.028))
    vv = A.velvet("s_green", (0.012, 0.05, 0.032))
    vb = A.velvet("s_navy", (0.012, 0.02, 0.06))
    gold = A.satin("s_gold", (0.62, 0.42, 0.14))
    fab = A.fabric("s_taupe", (0.075, 0.058, 0.048))
    for k, mt in enumerate((ox, cg, vv, vb, fab)):
        A.box(f"swatch{k}", (0.22, 0.15, 0.008), (0.62 + 0.02 * k, -0.2 + 0.06 * k, 0.775 + 0.009 * k), mt, 0.003, 2, rot=(0, 0, math.radians(-20 + 9 * k)))
    A.box("brass_bar", (0.3, 0.04, 0.02), (0.55, 0.3, 0.78), brass, 0.004, 2, rot=(0, 0, math.radians(25)))
    A.box("walnut_block", (0.2, 0.09, 0.03), (0.9, 0.22, 0.785), A.walnut("wb", "X"), 0.004, rot=(0, 0, math.radians(-10)))
    A.box("oak_block", (0.2, 0.09, 0.03), (0.92, 0.33, 0.785), A.oak("ob"), 0.004, rot=(0, 0, math.radians(-4)))
    A.box("marble_tile", (0.15, 0.15, 0.02), (0.3, 0.36, 0.78), A.marble("mt", scale=2.0), 0.003, rot=(0, 0, math.radians(12)))
    A.curtain("gold_fold", 0.72, 1.02, -0.4, 0.772, 0.79, gold, folds=4, depth=0.01)
    # scale rule and pencils
    A.box("rule", (0.3, 0.03, 0.015), (-0.2, -0.35, 0.782), A.matte("rule", (0.85, 0.85, 0.82), 0.4, vary=0), 0.002, rot=(0, 0, math.radians(8)))
    for k in range(2):
        A.cylinder(f"pencil{k}", 0.0045, 0.18, (0.2 + k * 0.05, -0.3 - k * 0.02, 0.777), A.matte(f"pen{k}", (0.02, 0.02, 0.02) if k else (0.5, 0.35, 0.1), 0.3, vary=0), rot=(0, math.pi / 2, math.radians(30 + 10 * k)), verts=6)
    # pendant
    A.cylinder("pend_shade", 0.28, 0.2, (0.1, 0.0, 1.55), brass, r2=0.04)
    A.cylinder("pend_cord", 0.004, 1.6, (0.1, 0.0, 2.45), A.matte("cord", (0.01, 0.01, 0.01), 0.5, vary=0))
    A.cylinder("pend_diffuser", 0.26, 0.005, (0.1, 0.0, 1.449), A.emission("diff", (1.0, 0.8, 0.55), 5))
    A.spot("pend_light", (0.1, 0.0, 1.44), (0.1, 0.0, 0.0), 55, A.WARM2, 95, 0.6, 0.2, True)
    A.area("fill", (-2.5, -2.0, 2.5), 2.0, 60, (0.6, 0.7, 0.9), shadow=False, rot=(math.radians(50), 0, math.radians(-50)))
    # the back wall panelled in walnut veneer: leaves a metre wide with shadow gaps, each its own grain
    A.box_from("panel_back", (-3.5, 2.62, 0), (3.5, 3.0, 2.4), A.matte("reveal", (0.006, 0.005, 0.004), 0.8, vary=0))
    panel = A.walnut("panel_walnut", "X")
    for k in range(7):
        A.box_from(f"panel{k}", (-3.5 + k + 0.004, 2.6, 0.004), (-3.5 + k + 1 - 0.004, 2.64, 2.4), panel, 0.002)
    A.area("shelf_wash", (0, 2.3, 2.6), 6.0, 50, A.WARM, size_y=0.2, rot=(math.radians(20), 0, 0), shadow=False)


VIEWS = {
    "hero-about": dict(cam=(-1.25, -1.9, 1.5), target=(0.35, 0.25, 1.0), lens=30, size=(2400, 1100), shift_x=-0.12),
}
