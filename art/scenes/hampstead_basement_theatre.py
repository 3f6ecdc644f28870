"""Hampstead: a 7.2 x 5.4 x 2.9 m basement theatre. Two tiers of six ox-blood recliners face a
150-inch acoustically transparent 16:9 screen; walnut pilasters, taupe fabric panels, coffered ceiling."""
import math

import aurum as A

W, D, H = 5.4, 7.2, 2.9
DIAG_IN = 150
SW = DIAG_IN * 0.0254 * 16 / math.hypot(16, 9)
SH = SW * 9 / 16
RISER_H = 0.45
ROWS = [(3.55, 0.0), (1.45, RISER_H)]  # seat centre y, floor height
BAKE = None
EXPOSURE = 0.8


def build():
    A.world_color((0.014, 0.009, 0.007))
    m = {
        "leather": A.leather("oxblood", (0.13, 0.014, 0.012)),
        "plinth": A.matte("plinth", (0.01, 0.01, 0.01), 0.5),
        "metal": A.brass(),
        "front": A.velvet("front_velvet", (0.006, 0.005, 0.005)),
        "velvet": A.velvet("mask", (0.004, 0.004, 0.004)),
        "stage": A.fabric("stage_carpet", (0.025, 0.018, 0.016)),
        "nosing": A.walnut("walnut_nose"),
        "led": A.emission("led", A.WARM, 30),
        "glow": A.emission("glow", A.WARM, 40),
        "wallbase": A.matte("wallbase", (0.02, 0.018, 0.016)),
        "pilaster": A.walnut(),
        "panel": A.fabric("taupe", (0.075, 0.058, 0.048)),
        "panel_lo": A.fabric("taupe_dark", (0.04, 0.03, 0.026)),
        "ceiling": A.matte("ceil", (0.05, 0.042, 0.036), 0.9),
        "beam": A.fabric("beam", (0.035, 0.028, 0.024), 600),
    }
    carpet = A.fabric("carpet", (0.045, 0.02, 0.018), 1400, 0.35)
    A.box_from("floor", (-W / 2, -0.1, -0.05), (W / 2, D + 0.1, 0), carpet)
    # screen
    img = A.cinematic_frame("hampstead_frame", "alpine_dawn", seed=3)
    A.screen_wall(D, W, H, SW, SH, 0.52, m, img, strength=1.1, stage_h=0.3, glow_power=60)
    # speaker columns behind fabric either side of the screen: fabric-wrapped pillars with walnut caps
    for s in (-1, 1):
        x = s * (SW / 2 + 0.55)
        A.box_from(f"col{s}", (x - 0.32, D - 0.42, 0.3), (x + 0.32, D - 0.02, H - 0.25), m["panel"], 0.015)
        A.box_from(f"colcap{s}", (x - 0.36, D - 0.46, H - 0.3), (x + 0.36, D - 0.02, H - 0.22), m["pilaster"], 0.01)
        A.box_from(f"colbase{s}", (x - 0.36, D - 0.46, 0.3), (x + 0.36, D - 0.02, 0.42), m["pilaster"], 0.01)
    A.panelled_side_walls(W, D, H, 0.2, D - 0.9, 4, m, sconce_power=14)
    # back wall with projector port
    A.box_from("backwall", (-W / 2, -0.1, 0), (W / 2, 0.0, H), m["wallbase"])
    for i, (x0, x1) in enumerate(((-W / 2 + 0.1, -0.55), (0.55, W / 2 - 0.1))):
        A.box_from(f"backpan{i}", (x0, 0.0, 0.6), (x1, 0.06, H - 0.32), m["panel"], 0.012)
    A.box_from("port_frame", (-0.5, 0.0, RISER_H + 1.55), (0.5, 0.08, RISER_H + 2.0), m["pilaster"], 0.01)
    A.box_from("port_glass", (-0.42, 0.07, RISER_H + 1.6), (0.42, 0.085, RISER_H + 1.95), A.gloss("port", (0.004, 0.004, 0.005), 0.05))
    A.cylinder("lens", 0.05, 0.01, (0.0, 0.09, RISER_H + 1.78), A.emission("lens_e", (0.8, 0.85, 1.0), 3), rot=(math.pi / 2, 0, 0))
    A.box_from("door", (1.2, 0.0, RISER_H), (2.05, 0.07, RISER_H + 2.1), m["pilaster"], 0.01)
    A.cylinder("door_handle", 0.012, 0.22, (1.3, 0.1, RISER_H + 1.0), m["metal"])
    A.coffered_ceiling(W, D, H, 3, 4, m, cove_power=5)
    # risers and seats
    A.riser("riser1", -W / 2, W / 2, 0.0, 2.25, RISER_H, carpet, m["nosing"], m["led"])
    for r, (y, z) in enumerate(ROWS):
        A.seat_row(f"r{r}s", 6, 0, y, z, m, width=0.58, arm_w=0.15)
    # aisle step lights on the side walls
    for s in (-1, 1):
        for y in (2.9, 4.6, 6.0):
            A.box_from(f"step{s}{y}", (s * (W / 2 - 0.075) - 0.01, y - 0.06, 0.28), (s * (W / 2 - 0.075) + 0.01, y + 0.06, 0.31), m["glow"])
    # downlights over the aisles
    for y, _z in ROWS:
        for s in (-1, 1):
            A.downlight(f"dl{s}{y}", s * 1.1, y - 0.2, H, 9, A.WARM2, 50)


VIEWS = {
    "hampstead-basement-theatre": dict(cam=(2.25, 0.45, 2.05), target=(-0.35, 7.2, 1.0), lens=19),
    "hampstead-basement-theatre-2": dict(cam=(-1.2, 6.2, 1.45), target=(0.6, 0.4, 0.85), lens=20),
    "hampstead-basement-theatre-3": dict(cam=(1.55, 5.15, 1.05), target=(0.35, 3.3, 0.55), lens=38, dof=2.1, fstop=2.8),
    "hero-home-cinema-installation": dict(cam=(-2.45, 4.6, 1.15), target=(0.9, 1.6, 0.85), lens=18, size=(2400, 1100)),
}
