"""Cobham: a Georgian sitting room that becomes a cinema after dark. A screen lowers from a
slot in the cornice in front of the chimney breast, over the marble fireplace and the gilt-framed
painting above it.
Panelled walls in a deep green-grey, speakers plastered into the ceiling, a shaker cupboard of AV kit
painted a deeper green, with a brass pull and an LED strip over the rack. The room's size, the
sofa's place, the screen and the ceiling speakers are the room model's layout of the project
(art/rooms.json)."""
import math

import aurum as A
import numpy as np

D = A.room_spec("cobham-country-house-media-room")["D"]
SCREEN_Y = D - 0.72  # the screen hangs just clear of the mantel shelf; the model's distances run from it
R = A.room_spec("cobham-country-house-media-room", SCREEN_Y)
W, H = R["W"], R["H"]
SW, SH, BOTTOM = R["sw"], R["sh"], R["bottom"]  # the lowered screen's picture
SOFA_Y = R["rows"][0][0]  # the sofa's seat centre
BAKE = None  # baking the irradiance grid on the software GL here took over 15 minutes a room: see README
EXPOSURE = 0.8


def painting():
    """A marine in oils: a storm sea under a break in the cloud, laid in with visible strokes, under
    a yellowed varnish with a fine craquelure."""
    from stills import storm_sea, _blur
    h, w = 700, 1000
    img = storm_sea(w=w, h=h, seed=77)
    # strokes: smear the picture along short random directions, then posterise a little
    strokes = A.fbm2(h, w, 91, 80, 2)
    img = 0.6 * img + 0.4 * _blur(img, 3)
    img = np.round(img * 24) / 24 * (0.92 + 0.16 * strokes[..., None])
    varnish = np.array([1.0, 0.86, 0.6])
    img = img * varnish * 0.9 + np.array([0.05, 0.04, 0.02])
    crack = A.fbm2(h, w, 93, 120, 2)
    img = img * (1 - 0.25 * (np.abs(crack - 0.5) < 0.008)[..., None])
    return A.to_image("painting", np.clip(img, 0, 1))


def build():
    A.world_color((0.03, 0.03, 0.032))
    A.area("ceiling_fill", (0, D / 2, H - 0.05), 3.0, 120, A.WARM2, size_y=3.5, shadow=False)
    paint = A.matte("paint", (0.07, 0.085, 0.07), 0.85, 0.25, vary=0.04)
    trim = A.matte("trim", (0.62, 0.6, 0.55), 0.45, 0.4, vary=0.0)
    ceiling = A.matte("ceil", (0.6, 0.58, 0.54), 0.9, 0.2, vary=0.0)
    floor = A.wood("oak_floor", (0.36, 0.23, 0.125), (0.2, 0.12, 0.06), 0.36, 6, "Y", 0.15, boards=(0.19, 2.1))
    marble = A.marble("marble")
    # the joinery is painted a deeper tone of the walls' green, in an eggshell finish
    joinery = A.matte("joinery", (0.034, 0.054, 0.042), 0.42, 0.45, vary=0.02)
    gilt = A.brass("gilt", (0.85, 0.62, 0.3), 0.3)
    brass = A.brass()
    velvet = A.velvet("sofa_velvet", (0.10, 0.035, 0.02), 0.4)
    linen = A.fabric("linen", (0.45, 0.4, 0.33), 1200, 0.1)
    walnut = A.walnut("walnut", "X")
    black = A.gloss("tv_black", (0.005, 0.005, 0.005), 0.06)
    rugm = A.fabric("rug", (0.16, 0.12, 0.09), 700, 0.4)
    shade = A.lamp_shade("shade", strength=0.22)
    A.box_from("floor", (-W / 2, -0.1, -0.05), (W / 2, D + 0.1, 0), floor)
    A.box_from("ceiling", (-W / 2, -0.1, H), (W / 2, D + 0.1, H + 0.05), ceiling)
    # walls with panel mouldings, dado, skirting and cornice
    A.box_from("wall_front", (-W / 2, D, 0), (W / 2, D + 0.1, H), paint)
    A.box_from("wall_back", (-W / 2, -0.1, 0), (W / 2, 0, H), paint)
    WIN = (D * 0.28, D * 0.72)  # the sash windows' centres along the right-hand wall
    A.box_from("wall-1", (-W / 2 - 0.1, -0.1, 0), (-W / 2, D + 0.1, H), paint)
    # the right-hand wall is built around its two window openings (0.62 to 2.95 m, 1.2 m wide)
    A.box_from("wall1_lo", (W / 2, -0.1, 0), (W / 2 + 0.3, D + 0.1, 0.62), paint)
    A.box_from("wall1_hi", (W / 2, -0.1, 2.95), (W / 2 + 0.3, D + 0.1, H), paint)
    edges = [-0.1] + [e for yc in WIN for e in (yc - 0.6, yc + 0.6)] + [D + 0.1]
    for k in range(0, len(edges), 2):
        A.box_from(f"wall1_pier{k}", (W / 2, edges[k], 0.62), (W / 2 + 0.3, edges[k + 1], 2.95), paint)
    for s in (-1, 1):
        xw = s * W / 2
        A.box_from(f"skirt{s}", (xw - (0.02 if s > 0 else 0), 0, 0), (xw + (0.02 if s < 0 else 0), D, 0.22), trim, 0.004)
        A.box_from(f"dado{s}", (xw - (0.03 if s > 0 else 0), 0, 0.86), (xw + (0.03 if s < 0 else 0), D, 0.92), trim, 0.006)
        A.box_from(f"cornice{s}", (xw - (0.14 if s > 0 else 0), -0.1, H - 0.18), (xw + (0.14 if s < 0 else 0), D + 0.1, H), trim, 0.02)
    for y, lab in ((D, "f"), (0, "b")):
        sgn = -1 if lab == "f" else 1
        A.box_from(f"skirt_{lab}", (-W / 2, y - 0.02 if lab == "f" else y, 0), (W / 2, y if lab == "f" else y + 0.02, 0.22), trim, 0.004)
        A.box_from(f"cornice_{lab}", (-W / 2, y - 0.14 if lab == "f" else y, H - 0.18), (W / 2, y if lab == "f" else y + 0.14, H), trim, 0.02)
    # side wall: tall panels on the left, sash windows with shutters on the right
    for i in range(int((D - 0.6) // 1.45)):
        y0 = 0.5 + i * 1.45
        A.moulding_frame(f"pnl_l{i}", y0, y0 + 1.15, 1.1, H - 0.4, -W / 2, trim, "+x")
        A.moulding_frame(f"pnl_ll{i}", y0, y0 + 1.15, 0.3, 0.78, -W / 2, trim, "+x")
    outside = A.image_emission("outside", A.exterior_view("garden_dusk"), 0.5)
    pane = A.gloss("pane", (0.01, 0.012, 0.014), 0.03)
    pane.blend_method = "BLEND"
    pane.node_tree.nodes["Principled BSDF"].inputs["Alpha"].default_value = 0.18
    for i, yc in enumerate(WIN):
        A.wall_plane(f"garden{i}", (1.6, 2.6), (W / 2 + 0.3, yc, 1.75), "-x", outside)
        A.box_from(f"reveal_top{i}", (W / 2 - 0.02, yc - 0.6, 2.85), (W / 2 + 0.3, yc + 0.6, 2.95), trim)
        A.box_from(f"sill{i}", (W / 2 - 0.16, yc - 0.72, 0.62), (W / 2 + 0.3, yc + 0.72, 0.7), trim, 0.01)
        # two sashes, each with glazing bars in a six-over-six pattern, the glass faintly reflective
        for z0, z1, dx in ((0.7, 1.8, 0.0), (1.76, 2.85, 0.04)):
            xs = W / 2 + 0.06 + dx
            A.box_from(f"pane{i}{z0}", (xs - 0.004, yc - 0.56, z0 + 0.05), (xs, yc + 0.56, z1 - 0.05), pane)
            for a, b in (((yc - 0.6, z0), (yc - 0.56, z1)), ((yc + 0.56, z0), (yc + 0.6, z1))):
                A.box_from(f"stile{i}{z0}{a[0]:.2f}", (xs - 0.03, a[0], a[1]), (xs + 0.01, b[0], b[1]), trim, 0.004)
            A.box_from(f"rail_b{i}{z0}", (xs - 0.03, yc - 0.6, z0), (xs + 0.01, yc + 0.6, z0 + 0.05), trim, 0.004)
            A.box_from(f"rail_t{i}{z0}", (xs - 0.03, yc - 0.6, z1 - 0.05), (xs + 0.01, yc + 0.6, z1), trim, 0.004)
            for k in (-1, 1):
                A.box_from(f"bar{i}{z0}{k}", (xs - 0.02, yc + k * 0.187 - 0.01, z0), (xs + 0.005, yc + k * 0.187 + 0.01, z1), trim, 0.003)
            zm = (z0 + z1) / 2
            A.box_from(f"barh{i}{z0}", (xs - 0.02, yc - 0.6, zm - 0.01), (xs + 0.005, yc + 0.6, zm + 0.01), trim, 0.003)
        for s2 in (-1, 1):
            A.box_from(f"archside{i}{s2}", (W / 2 - 0.12, yc + s2 * 0.66 - 0.06, 0.62), (W / 2 + 0.02, yc + s2 * 0.66 + 0.06, 2.95), trim, 0.01)
        # linen curtains drawn to either side, hanging from a brass pole
        A.cylinder(f"pole{i}", 0.018, 1.9, (W / 2 - 0.14, yc, 3.0), brass, rot=(math.pi / 2, 0, 0))
        for s2 in (-1, 1):
            y_in, y_out = yc + s2 * 0.58, yc + s2 * 0.92
            c = A.curtain(f"curt{i}{s2}", min(y_in, y_out), max(y_in, y_out), 0, 0.0, 2.98, linen, folds=6, depth=0.05)
            c.rotation_euler = (0, 0, math.pi / 2)
            c.location = (W / 2 - 0.16, 0, 0)
    # fireplace: marble surround, mantel, firebox with embers
    A.box_from("chimney", (-1.2, D - 0.45, 0), (1.2, D, H), paint)
    A.box_from("cb_skirt", (-1.22, D - 0.47, 0), (1.22, D - 0.45, 0.22), trim)
    A.box_from("hearth", (-1.0, D - 0.95, 0), (1.0, D - 0.45, 0.04), marble, 0.005)
    # jambs stop under the frieze so no two marble faces share a plane (they would flicker)
    A.box_from("surround_l", (-0.85, D - 0.55, 0.04), (-0.5, D - 0.45, 0.9), marble, 0.01)
    A.box_from("surround_r", (0.5, D - 0.55, 0.04), (0.85, D - 0.45, 0.9), marble, 0.01)
    A.box_from("surround_t", (-0.85, D - 0.55, 0.9), (0.85, D - 0.45, 1.15), marble, 0.01)
    A.box_from("mantel", (-0.98, D - 0.66, 1.15), (0.98, D - 0.45, 1.21), marble, 0.012)
    A.box_from("firebox", (-0.5, D - 0.46, 0.04), (0.5, D - 0.2, 0.9), A.matte("soot", (0.01, 0.008, 0.007), 0.9))
    for k in range(5):
        A.box(f"log{k}", (0.55, 0.09, 0.09), (0.0, D - 0.32 + (k % 2) * 0.06, 0.09 + k * 0.035), A.matte("charred", (0.02, 0.012, 0.008), 0.9), 0.03, 3, rot=(0, 0, 0.2 * (k - 2)))
    for xx in (-0.7, 0.7):
        A.cylinder(f"candle{xx}", 0.04, 0.2, (xx, D - 0.56, 1.31), brass, r2=0.03)
    # the painting above the mantel, in its gilt frame
    fw, fh, fz = 1.5, 1.0, 1.4
    for nm, lo, hi in (("t", (-fw / 2, D - 0.52, fz + fh - 0.09), (fw / 2, D - 0.45, fz + fh)),
                       ("b", (-fw / 2, D - 0.52, fz), (fw / 2, D - 0.45, fz + 0.09)),
                       ("l", (-fw / 2, D - 0.52, fz), (-fw / 2 + 0.09, D - 0.45, fz + fh)),
                       ("r", (fw / 2 - 0.09, D - 0.52, fz), (fw / 2, D - 0.45, fz + fh))):
        A.box_from(f"frame_{nm}", lo, hi, gilt, 0.02, 3)
    A.wall_plane("canvas", (fw - 0.16, fh - 0.16), (0, D - 0.48, fz + fh / 2), "-y", A.image_diffuse("canvas", painting(), 0.7))
    # the screen lowered from its cassette in the cornice: the picture, a black drop above it to the
    # cassette, a weighted bar along its foot, and the picture's light on the room
    img = A.film_still("cobham_frame", "aurora_snow")
    drop = A.fabric("screen_drop", (0.008, 0.008, 0.009), 1400, 0.1)  # the black cloth above the picture
    A.box_from("screen_cassette", (-SW / 2 - 0.12, SCREEN_Y - 0.08, H - 0.2), (SW / 2 + 0.12, SCREEN_Y + 0.1, H - 0.02), trim, 0.01)
    A.wall_plane("screen", (SW, SH), (0, SCREEN_Y, BOTTOM + SH / 2), "-y", A.image_emission("scr", img, 1.1))
    A.box_from("screen_drop", (-SW / 2 - 0.04, SCREEN_Y + 0.001, BOTTOM + SH), (SW / 2 + 0.04, SCREEN_Y + 0.006, H - 0.2), drop)
    A.box_from("screen_border", (-SW / 2 - 0.04, SCREEN_Y + 0.003, BOTTOM - 0.05), (SW / 2 + 0.04, SCREEN_Y + 0.008, BOTTOM + SH), drop)
    A.cylinder("screen_bar", 0.014, SW + 0.1, (0, SCREEN_Y, BOTTOM - 0.06), brass, rot=(0, math.pi / 2, 0))
    A.area("screen_glow", (0, SCREEN_Y - 0.1, BOTTOM + SH / 2), SW, 40, (0.6, 0.7, 0.9), rot=(math.radians(-90), 0, 0), size_y=SH, shadow=True)
    # ceiling speakers plastered in: faint circles only
    ring = A.matte("ring", (0.55, 0.53, 0.5), 0.9, 0.2, vary=0)
    for spk in R["speakers"]:
        if spk["kind"] == "overhead":
            A.torus(f"spk_{spk['id']}", 0.13, 0.003, (spk["x"], spk["y"], H - 0.001), ring)
    # seating: deep sofa facing the fireplace, two armchairs, coffee table, rug
    A.rug("rug", -1.6, 1.6, 1.6, 5.1, rugm)
    sy = SOFA_Y
    dy = sy - 2.0  # the chairs, lamps and tables keep their places about the sofa
    # a tight-backed sofa: a firm base, three loose seat cushions piped along the front, scatter
    # cushions against the back, rolled arms
    A.box_from("sofa_base", (-1.2, sy - 0.5, 0.1), (1.2, sy + 0.5, 0.4), velvet, 0.025, 3)
    A.box_from("sofa_back", (-1.2, sy - 0.5, 0.38), (1.2, sy - 0.28, 0.88), velvet, 0.035, 3)
    for s in (-1, 1):
        A.box_from(f"sofa_arm{s}", (s * 1.26 - 0.09, sy - 0.5, 0.1), (s * 1.26 + 0.09, sy + 0.5, 0.6), velvet, 0.025, 3)
        A.cylinder(f"sofa_roll{s}", 0.085, 1.0, (s * 1.27, sy, 0.64), velvet, rot=(math.pi / 2, 0, 0), verts=24)
    for k in range(3):
        a = -1.15 + k * 0.77
        A.box_from(f"sofa_cush{k}", (a, sy - 0.26, 0.4), (a + 0.75, sy + 0.49, 0.55), velvet, 0.045, 4)
        A.cylinder(f"sofa_pipe{k}", 0.006, 0.64, (a + 0.375, sy + 0.49 - 0.013, 0.55 - 0.013), velvet, rot=(0, math.pi / 2, 0), verts=10)
    for k, c in enumerate(((0.5, 0.44, 0.34), (0.06, 0.09, 0.07))):
        A.box(f"sofa_pillow{k}", (0.46, 0.14, 0.42), (-0.8 + k * 1.5, sy - 0.16, 0.78), A.velvet(f"pillow{k}", c), 0.06, 4, rot=(math.radians(-12), 0, 0.15 - 0.3 * k))
    for s in (-1, 1):
        A.cylinder(f"sofa_foot{s}", 0.025, 0.1, (s * 1.2, sy + 0.4, 0.05), walnut)
    chair = A.fabric("chair_linen", (0.42, 0.37, 0.3), 1500, 0.2)
    pipe = A.fabric("chair_piping", (0.25, 0.2, 0.15), 1500, 0.2)
    for s in (-1, 1):
        A.club_chair(f"chair{s}", s * 1.6, 3.7 + dy, -s * math.radians(72), chair, walnut, pipe)
        A.table_lamp(f"lamp{s}", s * 1.95, 1.95 + dy, 0.6, shade, A.gloss(f"jar{s}", (0.5, 0.52, 0.48), 0.15), 30)
        A.box_from(f"side{s}", (s * 1.95 - 0.22, 1.73 + dy, 0), (s * 1.95 + 0.22, 2.17 + dy, 0.6), walnut, 0.01)
    A.box_from("coffee", (-0.7, 3.0 + dy, 0.32), (0.7, 3.75 + dy, 0.4), walnut, 0.012)
    A.box_from("coffee_shelf", (-0.65, 3.05 + dy, 0.06), (0.65, 3.7 + dy, 0.09), walnut, 0.01)
    for s in (-1, 1):
        for t in (-1, 1):
            A.cylinder(f"ct_leg{s}{t}", 0.015, 0.32, (s * 0.66, 3.375 + dy + t * 0.33, 0.16), brass)
    A.box("book1", (0.32, 0.24, 0.04), (-0.2, 3.35 + dy, 0.42), A.matte("cloth1", (0.2, 0.04, 0.03), 0.7), 0.004)
    A.box("book2", (0.28, 0.21, 0.035), (-0.2, 3.35 + dy, 0.458), A.matte("cloth2", (0.05, 0.08, 0.12), 0.7), 0.004, rot=(0, 0, 0.15))
    A.cylinder("bowl", 0.12, 0.07, (0.35, 3.4 + dy, 0.44), brass, r2=0.08)
    # joinery cupboard (left of chimney breast) with doors open on AV kit
    jm = {"joinery": joinery, "handle": brass, "led_strip": A.emission("strip", (1.0, 0.8, 0.58), 12),
          "inner_power": 9, "inner_color": (1.0, 0.88, 0.74), "rackblack": A.matte("rb", (0.01, 0.01, 0.01), 0.6, vary=0), "rackblack2": A.matte("rb2", (0.02, 0.02, 0.02), 0.4, vary=0),
          "alu": A.brass("alu", (0.55, 0.55, 0.56), 0.35), "led_blue": A.emission("lb", (0.3, 0.5, 1.0), 40),
          "led_amber": A.emission("la", (1.0, 0.5, 0.1), 40), "display": A.emission("disp", (0.4, 0.7, 1.0), 4), "metal": brass}
    A.box_from("alcove_cab_top", (-W / 2 + 0.02, D - 0.62, 0.92), (-1.22, D, 0.96), walnut, 0.005)
    A.equipment_rack(-1.9, D - 0.32, 0.0, jm, facing="-y", units=4)
    A.box_from("alcove_shelf", (-W / 2 + 0.05, D - 0.35, 1.7), (-1.25, D, 1.73), trim)
    A.box_from("alcove_shelf2", (W / 2 - 1.55, D - 0.35, 1.7), (W / 2 - 0.05, D, 1.73), trim)
    A.box_from("cab_r", (1.22, D - 0.6, 0.0), (W / 2 - 0.02, D, 0.92), joinery, 0.004)
    A.box_from("cab_r_plinth", (1.24, D - 0.625, 0.0), (W / 2 - 0.04, D - 0.6, 0.08), A.matte("plinth", (0.012, 0.018, 0.015), 0.6, vary=0))
    dw = (W / 2 - 0.02 - 1.22 - 0.012) / 2
    for k, hs in ((0, -1), (1, 1)):
        door = A.shaker_door(f"cab_r_door{k}", dw - 0.004, 0.8, joinery, brass, handle_side=hs)
        door.location = (1.22 + 0.006 + dw * (k + 0.5), D - 0.611, 0.5)
        door.rotation_euler = (0, 0, math.pi / 2)
    A.box_from("cab_r_top", (1.22, D - 0.64, 0.92), (W / 2 - 0.02, D, 0.96), walnut, 0.005)
    for k in range(6):
        A.box(f"vase{k}", (0.12, 0.12, 0.2 + 0.05 * (k % 3)), (1.5 + k * 0.22, D - 0.2, 1.83 + 0.025 * (k % 3)), A.gloss(f"cer{k}", (0.6, 0.58, 0.52) if k % 2 else (0.08, 0.1, 0.09), 0.2), 0.04, 3)
    A.spot("alcove_up", (-1.9, D - 0.2, 1.72), (-1.9, D - 0.2, H), 15, A.WARM2, 80, 0.8)
    A.spot("alcove_up2", (1.9, D - 0.2, 1.75), (1.9, D - 0.2, H), 15, A.WARM2, 80, 0.8)


VIEWS = {
    "cobham-country-house-media-room": dict(cam=(-1.25, 0.35, 1.55), target=(0.35, D, 1.45), lens=22),
    "cobham-country-house-media-room-2": dict(cam=(0.45, D - 3.0, 1.45), target=(0.0, D, 1.9), lens=24),
    # from beside the fireplace, back across the sofa and chairs to the lamps and the door wall
    "cobham-country-house-media-room-3": dict(cam=(-1.75, D - 1.0, 1.5), target=(1.0, 0.6, 0.75), lens=22),
    # the window bay: a club chair, a lamp and the sash windows between their curtains
    "cobham-country-house-media-room-4": dict(cam=(-1.6, 2.2, 1.35), target=(W / 2, D * 0.55, 1.2), lens=26),
    "hero-media-room-design": dict(cam=(2.0, 0.5, 1.4), target=(-0.7, D - 0.8, 1.15), lens=20, size=(2400, 1100)),
    # the smart-home page: the same room in its evening scene, lamps up, the picture lifted
    "hero-smart-home-integration": dict(cam=(-1.95, 0.3, 1.75), target=(0.9, D - 1.2, 1.2), lens=20, size=(2400, 1100)),
}
