"""Windsor: a 16-seat theatre in a new garden wing. Two tiers of eight cognac leather
recliners, a 2.39:1 scope screen, fibre-optic starfield ceiling and a lounge bar with a back-lit
honey-onyx wall and shelves of bottles at the back. The room's size, rows, seats and screen are
the room model's layout of the project (art/rooms.json)."""
import math

import aurum as A

R = A.room_spec("windsor-16-seat-theatre")
W, D, H = R["W"], R["D"], R["H"]
SW, SH, BOTTOM = R["sw"], R["sh"], R["bottom"]
ROWS = R["rows"]  # (seat centre y, floor height, seats), front row first
MAIN = R["main"]  # the main seat's eyes
BAKE = None  # a 3 x 4 x 2 grid left black blotches on the seats (probes inside the tiers): see README
EXPOSURE = 1.0


def bottle_mat(name, col):
    """Glass with its spirit in it: dark and glossy, glowing a little where the back-light passes."""
    m = A.gloss(name, tuple(c * 0.25 for c in col), 0.04)
    p = m.node_tree.nodes["Principled BSDF"]
    p.inputs["Emission"].default_value = (*col, 1)
    p.inputs["Emission Strength"].default_value = 0.35
    return m


def onyx(name):
    """Honey onyx lit from behind: the stone's bands glow where it is thin."""
    m = A.marble(name, base=(0.85, 0.55, 0.25), vein=(0.45, 0.2, 0.06), rough=0.15, scale=0.7, seed=5.0,
                 network=0.5, halo=0.2, cloud=1.5)
    nt = m.node_tree
    p = nt.nodes["Principled BSDF"]
    if p.inputs["Base Color"].links:
        nt.links.new(p.inputs["Base Color"].links[0].from_socket, p.inputs["Emission"])
    else:
        p.inputs["Emission"].default_value = (0.85, 0.55, 0.25, 1)
    p.inputs["Emission Strength"].default_value = 0.9
    return m


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
    img = A.film_still("windsor_frame", "dunes_sunrise", R["aspect"], w=1912)
    A.screen_wall(D, W, H, SW, SH, BOTTOM, m, img, strength=1.0, stage_h=0.36, glow_power=70)
    A.panelled_side_walls(W, D, H, 0.4, D - 1.0, 5, m, sconce_z=1.9, sconce_power=12)
    # starfield ceiling with a walnut-edged perimeter cove
    A.box_from("ceiling", (-W / 2, -0.1, H), (W / 2, D + 0.1, H + 0.05), A.starfield("stars", density=55, strength=40))
    for s in (-1, 1):
        A.box_from(f"soffit{s}", (s * W / 2 - (0.45 if s > 0 else 0), 0, H - 0.3), (s * W / 2 + (0.45 if s < 0 else 0), D, H - 0.22), m["panel_lo"], 0.01)
        A.box_from(f"soffitlip{s}", (s * (W / 2 - 0.45) - 0.02, 0, H - 0.32), (s * (W / 2 - 0.45) + 0.02, D, H - 0.2), m["nosing"], 0.005)
        A.area(f"covewash{s}", (s * (W / 2 - 0.4), D / 2, H - 0.19), 0.3, 40, A.WARM, rot=(math.pi, 0, 0), size_y=D, shadow=False)
    # the tiers behind the front row, each on its riser
    for r in range(1, len(ROWS)):
        A.riser(f"riser{r}", -W / 2, W / 2, 0.0, ROWS[r][0] + 0.8, ROWS[r][1], carpet, m["nosing"], m["led"])
    A.seat_rows(R, "r", m, arm_w=0.16)
    # lounge bar at the back: a walnut counter with a Nero Marquina top, a back-lit honey-onyx wall
    # and two glass shelves of bottles
    z = ROWS[-1][1]
    counter_y = 0.78
    A.box_from("bar_front", (-2.4, counter_y - 0.05, z), (2.4, counter_y + 0.3, z + 1.0), A.walnut("bar_walnut", "X"), 0.01)
    A.box_from("bar_top", (-2.5, counter_y - 0.1, z + 1.0), (2.5, counter_y + 0.37, z + 1.05), m["bar_stone"], 0.012)
    A.box_from("bar_rail_led", (-2.4, counter_y + 0.3, z + 0.04), (2.4, counter_y + 0.31, z + 0.06), m["led"])
    A.cylinder("bar_footrail", 0.02, 4.8, (0, counter_y + 0.42, z + 0.2), m["metal"], rot=(0, math.pi / 2, 0))
    A.box_from("backbar", (-W / 2, -0.1, z), (W / 2, 0.0, H), m["wallbase"])
    A.box_from("backbar_frame", (-2.65, 0.0, z + 0.85), (2.65, 0.05, z + 2.25), A.walnut("backbar_walnut", "X"), 0.008)
    A.box_from("backbar_onyx", (-2.5, 0.04, z + 0.95), (2.5, 0.055, z + 2.15), onyx("honey_onyx"))
    A.box_from("backbar_cabinet", (-2.6, 0.0, z), (2.6, 0.42, z + 0.85), A.walnut("cab_walnut", "X"), 0.01)
    A.box_from("backbar_cabtop", (-2.62, 0.0, z + 0.85), (2.62, 0.45, z + 0.88), m["bar_stone"], 0.006)
    spirits = [(0.55, 0.25, 0.06), (0.42, 0.12, 0.03), (0.15, 0.22, 0.12), (0.6, 0.38, 0.1), (0.25, 0.08, 0.06)]
    bmats = [bottle_mat(f"spirit{i}", c) for i, c in enumerate(spirits)]
    caps = [m["metal"], A.matte("cap_black", (0.01, 0.01, 0.01), 0.4), A.matte("cork", (0.3, 0.2, 0.1), 0.8)]
    labels = [A.matte("label_cream", (0.62, 0.55, 0.42), 0.7, vary=0.04), A.matte("label_black", (0.02, 0.02, 0.02), 0.45, vary=0),
              A.matte("label_white", (0.75, 0.72, 0.66), 0.6, vary=0.03), A.brass("label_gold", (0.7, 0.5, 0.22), 0.35)]
    kinds = list(A.BOTTLE_SHAPES)
    rng = A.random.Random(7)
    for k, sz in enumerate((z + 1.28, z + 1.78)):
        A.box_from(f"shelf{k}", (-2.45, 0.05, sz - 0.02), (2.45, 0.3, sz), A.glass("shelfglass", alpha=0.3), 0.0)
        x = -2.3
        while x < 2.3:
            kind = rng.choice(kinds)
            A.bottle(f"bottle{k}_{x:.2f}", x, 0.16 + rng.uniform(-0.03, 0.03), sz, kind, rng.choice(bmats), rng.choice(caps), rng.choice(labels))
            x += A.BOTTLE_SHAPES[kind][0] * 2 + rng.uniform(0.03, 0.12)
    for i, x in enumerate((-1.6, -0.5, 0.6, 1.7)):  # tumblers and a decanter on the counter
        A.lathe(f"tumbler{i}", [(0.0001, 0), (0.036, 0), (0.04, 0.09), (0.037, 0.09), (0.033, 0.006), (0.0001, 0.006)],
                (x, counter_y + 0.12, z + 1.05), A.glass("tumbler_glass", alpha=0.25), 20)
    A.area("bar_pendant_wash", (0, counter_y + 0.1, H - 0.3), 4.8, 70, A.WARM, size_y=0.5, shadow=True)
    for x in (-1.5, 0.0, 1.5):
        A.cylinder(f"pendant{x}", 0.09, 0.22, (x, counter_y + 0.1, H - 0.55), m["metal"], r2=0.03)
        A.cylinder(f"pendant_cord{x}", 0.004, 0.45, (x, counter_y + 0.1, H - 0.22), m["plinth"])
        A.cylinder(f"pendant_glow{x}", 0.08, 0.005, (x, counter_y + 0.1, H - 0.665), A.emission(f"pg{x}", A.WARM, 25))
    for y in (ROWS[1][0] - 0.9, ROWS[0][0] + 0.6):
        for s in (-1, 1):
            A.downlight(f"dl{s}{y}", s * 2.9, y, H, 10, A.WARM2, 45)


VIEWS = {
    # from the top tier in front of the bar, at a standing eye's height by the left wall: both
    # tiers of eight and the 199-inch screen beyond the floor the front row's 44 degrees leave
    "windsor-16-seat-theatre": dict(cam=(-2.5, 1.45, 2.15), target=(0.5, D - 1.2, 0.8), lens=19),
    # from the front of the room, looking up the tiers to the bar
    "windsor-16-seat-theatre-2": dict(cam=(2.2, D - 1.6, 1.5), target=(-0.5, 0.3, 1.8), lens=19, exposure=1.7),
    "windsor-16-seat-theatre-3": dict(cam=(-0.4, D - 2.7, 1.3), target=(0.4, D, 2.75), lens=16),
    # from the main seat
    "windsor-16-seat-theatre-4": dict(cam=(MAIN[0] + 0.02, MAIN[1], MAIN[2]), target=(0.1, D, BOTTOM + SH * 0.5), lens=22),
    "hero-home": dict(cam=(3.0, 1.25, 2.6), target=(-0.6, D - 2.0, 1.45), lens=19, size=(2400, 1100), shift_x=-0.12),
}
