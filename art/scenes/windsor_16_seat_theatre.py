"""Windsor: a 16-seat theatre in a new garden wing (9.0 x 6.6 x 3.3 m). Three tiers (6, 6, 4) of
cognac leather recliners, a 180-inch 2.39:1 scope screen, fibre-optic starfield ceiling and a lounge
bar with back-lit shelves at the back."""
import math

import aurum as A

W, D, H = 6.6, 9.0, 3.3
DIAG_IN = 180
SW = DIAG_IN * 0.0254 * 2.39 / math.hypot(2.39, 1)
SH = SW / 2.39
BAKE = None
EXPOSURE = 0.8


def build():
    A.world_color((0.01, 0.008, 0.008))
    m = {
        "leather": A.leather("cognac", (0.20, 0.075, 0.028), 0.38),
        "plinth": A.matte("plinth", (0.01, 0.01, 0.01), 0.5),
        "metal": A.brass(),
        "front": A.velvet("front_velvet", (0.004, 0.004, 0.006)),
        "velvet": A.velvet("mask", (0.003, 0.003, 0.004)),
        "stage": A.fabric("stage_carpet", (0.012, 0.014, 0.022)),
        "nosing": A.walnut("walnut_nose", "X"),
        "led": A.emission("led", A.WARM, 30),
        "glow": A.emission("glow", A.WARM, 40),
        "wallbase": A.matte("wallbase", (0.012, 0.012, 0.015)),
        "pilaster": A.walnut(),
        "panel": A.fabric("charcoal", (0.028, 0.03, 0.036)),
        "panel_lo": A.fabric("charcoal_dark", (0.014, 0.015, 0.018)),
        # Nero Marquina: polished black marble, sparse thin warm-white veins
        "bar_stone": A.marble("nero_marquina", base=(0.006, 0.0056, 0.0055), vein=(0.55, 0.5, 0.43), rough=0.1,
                              scale=0.5, seed=2.0, network=0.15, halo=0.04, cloud=3.0, clearcoat=0.35),
    }
    carpet = A.fabric("carpet", (0.012, 0.016, 0.03), 1400, 0.35)
    A.box_from("floor", (-W / 2, -0.1, -0.05), (W / 2, D + 0.1, 0), carpet)
    img = A.cinematic_frame("windsor_frame", "golden_valley", w=1912, h=800, seed=11, layers=4, sun_x=0.35)
    A.screen_wall(D, W, H, SW, SH, 0.62, m, img, strength=1.0, stage_h=0.36, glow_power=70)
    A.panelled_side_walls(W, D, H, 0.4, D - 1.0, 5, m, sconce_z=1.9, sconce_power=12)
    # starfield ceiling with a walnut-edged perimeter cove
    A.box_from("ceiling", (-W / 2, -0.1, H), (W / 2, D + 0.1, H + 0.05), A.starfield("stars", density=55, strength=40))
    for s in (-1, 1):
        A.box_from(f"soffit{s}", (s * W / 2 - (0.45 if s > 0 else 0), 0, H - 0.3), (s * W / 2 + (0.45 if s < 0 else 0), D, H - 0.22), m["panel_lo"], 0.01)
        A.box_from(f"soffitlip{s}", (s * (W / 2 - 0.45) - 0.02, 0, H - 0.32), (s * (W / 2 - 0.45) + 0.02, D, H - 0.2), m["nosing"], 0.005)
        A.area(f"covewash{s}", (s * (W / 2 - 0.4), D / 2, H - 0.19), 0.3, 40, A.WARM, rot=(math.pi, 0, 0), size_y=D, shadow=False)
    # tiers: floor, 0.4, 0.8 ; rows 6, 6, 4
    rows = [(5.5, 0.0, 6), (3.65, 0.4, 6), (1.85, 0.8, 4)]
    A.riser("riser1", -W / 2, W / 2, 0.0, 4.55, 0.4, carpet, m["nosing"], m["led"])
    A.riser("riser2", -W / 2, W / 2, 0.0, 2.75, 0.8, carpet, m["nosing"], m["led"])
    for r, (y, z, n) in enumerate(rows):
        A.seat_row(f"r{r}s", n, 0, y, z, m, width=0.6, arm_w=0.16)
    # lounge bar at the back: counter with brass rail, stools, back-lit shelves
    z = 0.8
    counter_y = 0.95
    A.box_from("bar_front", (-2.4, counter_y - 0.05, z), (2.4, counter_y + 0.35, z + 1.0), A.walnut("bar_walnut", "X"), 0.01)
    A.box_from("bar_top", (-2.5, counter_y - 0.12, z + 1.0), (2.5, counter_y + 0.42, z + 1.05), m["bar_stone"], 0.01)
    A.box_from("bar_rail_led", (-2.4, counter_y - 0.06, z + 0.04), (2.4, counter_y - 0.05, z + 0.06), m["led"])
    A.cylinder("bar_footrail", 0.02, 4.8, (0, counter_y - 0.15, z + 0.2), m["metal"], rot=(0, math.pi / 2, 0))
    for i, x in enumerate((-1.8, -0.6, 0.6, 1.8)):
        A.cylinder(f"stool{i}_post", 0.025, 0.7, (x, counter_y - 0.45, z + 0.35), m["metal"])
        A.cylinder(f"stool{i}_base", 0.2, 0.02, (x, counter_y - 0.45, z + 0.01), m["metal"])
        A.box(f"stool{i}_seat", (0.42, 0.42, 0.09), (x, counter_y - 0.45, z + 0.74), m["leather"], 0.04, 4)
    A.box_from("backbar", (-W / 2, -0.1, z), (W / 2, 0.02, H), m["wallbase"])
    A.box_from("backbar_panel", (-2.6, 0.0, z + 0.9), (2.6, 0.04, z + 2.2), A.walnut("backbar_walnut", "X"), 0.005)
    A.box_from("backbar_glow", (-2.4, 0.04, z + 1.0), (2.4, 0.05, z + 2.1), A.emission("amber_back", (1.0, 0.55, 0.25), 0.8))
    bottle_mats = [A.gloss("b1", (0.08, 0.03, 0.01), 0.05), A.gloss("b2", (0.02, 0.05, 0.02), 0.05), A.gloss("b3", (0.12, 0.08, 0.02), 0.05)]
    for k, sz in enumerate((z + 1.25, z + 1.75)):
        A.box_from(f"shelf{k}", (-2.4, 0.04, sz - 0.02), (2.4, 0.3, sz), A.glass("shelfglass", alpha=0.3), 0.0)
        for b in range(18):
            x = -2.2 + b * 0.26 + (0.05 if b % 2 else 0)
            A.cylinder(f"bottle{k}_{b}", 0.04, 0.28, (x, 0.17, sz + 0.14), bottle_mats[(b + k) % 3], verts=16)
    A.area("bar_pendant_wash", (0, counter_y + 0.1, H - 0.3), 4.8, 70, A.WARM, size_y=0.5, shadow=True)
    for x in (-1.5, 0.0, 1.5):
        A.cylinder(f"pendant{x}", 0.09, 0.22, (x, counter_y + 0.1, H - 0.55), m["metal"], r2=0.03)
        A.cylinder(f"pendant_cord{x}", 0.004, 0.45, (x, counter_y + 0.1, H - 0.22), m["plinth"])
        A.cylinder(f"pendant_glow{x}", 0.08, 0.005, (x, counter_y + 0.1, H - 0.665), A.emission(f"pg{x}", A.WARM, 25))
    for y in (3.0, 6.5):
        for s in (-1, 1):
            A.downlight(f"dl{s}{y}", s * 2.9, y, H, 10, A.WARM2, 45)


VIEWS = {
    "windsor-16-seat-theatre": dict(cam=(-2.6, 0.5, 2.75), target=(0.3, 9.0, 1.05), lens=18),
    "windsor-16-seat-theatre-2": dict(cam=(2.2, 7.4, 1.5), target=(-0.6, 0.3, 1.7), lens=18),
    "windsor-16-seat-theatre-3": dict(cam=(-0.4, 6.3, 1.3), target=(0.4, 9.0, 2.75), lens=16),
    "hero-home": dict(cam=(3.05, 0.6, 2.55), target=(-0.6, 7.0, 1.5), lens=18, size=(2400, 1100), shift_x=-0.12),
}
