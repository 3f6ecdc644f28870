"""The entrance hall of a London townhouse in the evening, for the smart-home page: a black-and-white
marble floor, painted panelling, a glossy black front door under a fanlight, a walnut console with a
lamp, a brass lantern, a hall bench with a scarf and a tote left on it (`bench()`), and the keypad
by the door that sets the house for arriving, leaving and night (Welcome, Entertain, Away, All Off)."""
import math

import aurum as A
import numpy as np

W, D, H = 2.4, 5.0, 3.0
KP = (W / 2, D - 0.85, 1.2)  # the keypad's centre on the right-hand wall, by the door
BAKE = None  # not baked: see the README on the bake (Hampstead's took 131 s; Windsor's grid left blotches)
EXPOSURE = 0.6
BENCH = (2.15, 3.25)  # the hall bench's ends along the right-hand wall, by the door


def keypad(x, y, z, m, labels=("WELCOME", "ENTERTAIN", "AWAY", "ALL OFF")):
    """A wall keypad in satin brass with four engraved, backlit buttons and a status light (facing -x)."""
    A.box_from("kp_backbox", (x - 0.004, y - 0.05, z - 0.072), (x, y + 0.05, z + 0.072), m["kp_shadow"], 0.001)
    A.box_from("kp_plate", (x - 0.01, y - 0.046, z - 0.068), (x - 0.002, y + 0.046, z + 0.068), m["kp_plate"], 0.003)
    for i, lab in enumerate(labels):
        zz = z + 0.042 - i * 0.028
        A.box_from(f"kp_btn{i}", (x - 0.0145, y - 0.036, zz - 0.0115), (x - 0.0095, y + 0.036, zz + 0.0115), m["kp_btn"], 0.002)
        cu = A.bpy.data.curves.new(f"kp_txt{i}", "FONT")
        cu.body = lab
        cu.size = 0.0072
        cu.align_x = "CENTER"
        cu.align_y = "CENTER"
        t = A.bpy.data.objects.new(f"kp_txt{i}", cu)
        t.location = (x - 0.0148, y, zz)
        t.rotation_euler = (math.pi / 2, 0, -math.pi / 2)
        cu.materials.append(m["kp_txt"])
        A.link(t)
    A.box_from("kp_led", (x - 0.0108, y - 0.003, z - 0.06), (x - 0.0098, y + 0.003, z - 0.056), m["kp_led"])


def print_img():
    """A soft abstract in warm greys and ochre, as a monotype print on the console wall."""
    h, w = 440, 520
    v = np.linspace(0, 1, h)[:, None]
    wash = A.fbm2(h, w, 8, 2, 5)
    band = np.clip(1 - np.abs(v - 0.55 - 0.12 * (A.fbm2(h, w, 9, 1, 3) - 0.5)) / 0.22, 0, 1)
    img = A._lerp((0.78, 0.74, 0.66), (0.32, 0.3, 0.28), wash * 0.8)
    img = A._lerp(img, (0.62, 0.42, 0.2), band * 0.7)
    return A.to_image("print_img", img)


def build():
    A.world_color((0.02, 0.018, 0.015))
    paint = A.matte("paint", (0.5, 0.47, 0.41), 0.85, 0.25, vary=0.03)
    trim = A.matte("trim", (0.62, 0.6, 0.55), 0.5, 0.35, vary=0.01)
    ceiling = A.matte("ceiling", (0.66, 0.64, 0.6), 0.9, 0.2, vary=0)
    door_black = A.gloss("door_black", (0.012, 0.012, 0.014), 0.12)
    brass = A.brass()
    walnut = A.walnut("console_walnut", "X")
    white = A.marble("carrara", scale=0.8, seed=1.0)
    black = A.marble("nero", base=(0.006, 0.0056, 0.0055), vein=(0.55, 0.5, 0.43), rough=0.1, scale=0.5, seed=4.0,
                     network=0.15, halo=0.04, cloud=3.0, clearcoat=0.35)
    m = {"kp_plate": A.brass("kp_brass", (0.86, 0.66, 0.38), 0.32), "kp_btn": A.brass("kp_btn", (0.84, 0.64, 0.36), 0.26),
         "kp_txt": A.emission("kp_txt", (1.0, 0.86, 0.62), 6), "kp_led": A.emission("kp_led", (0.3, 0.6, 1.0), 12),
         "kp_shadow": A.matte("kp_shadow", (0.02, 0.02, 0.02), 0.8, vary=0)}
    # a chequerboard of Carrara and Nero Marquina, 40 cm tiles with a fine grout line
    A.box_from("grout", (-W / 2, 0, -0.05), (W / 2, D, -0.002), A.matte("grout", (0.2, 0.19, 0.17), 0.9, vary=0))
    t = 0.4
    nx, ny = int(math.ceil(W / t)), int(math.ceil(D / t))
    for i in range(nx):
        for j in range(ny):
            x0, y0 = -W / 2 + i * t, j * t
            A.box_from(f"tile{i}_{j}", (x0 + 0.0015, y0 + 0.0015, -0.02), (min(W / 2, x0 + t) - 0.0015, min(D, y0 + t) - 0.0015, 0.0),
                       white if (i + j) % 2 == 0 else black, 0.001)
    A.box_from("ceiling", (-W / 2, 0, H), (W / 2, D, H + 0.05), ceiling)
    for s in (-1, 1):
        x = s * W / 2
        A.box_from(f"wall{s}", (x - 0.05 if s < 0 else x, 0, 0), (x if s < 0 else x + 0.05, D, H), paint)
        inner = x - s * 0.0
        # skirting, dado rail and cornice
        A.box_from(f"skirt{s}", (inner - 0.02 if s > 0 else inner, 0, 0), (inner if s > 0 else inner + 0.02, D, 0.2), trim, 0.004)
        A.box_from(f"dado{s}", (inner - 0.025 if s > 0 else inner, 0, 0.9), (inner if s > 0 else inner + 0.025, D, 0.95), trim, 0.008)
        A.box_from(f"cornice{s}", (inner - 0.09 if s > 0 else inner, 0, H - 0.14), (inner if s > 0 else inner + 0.09, D, H), trim, 0.02)
        # panels: low ones under the dado, tall ones above it
        bays = [(0.2, 1.55), (1.75, 3.1), (3.3, D - 1.25)] if s > 0 else [(0.2, 1.55), (1.75, 3.6), (3.8, D - 0.2)]
        for k, (y0, y1) in enumerate(bays):
            A.moulding_frame(f"pl{s}{k}", y0, y1, 0.3, 0.8, x, trim, facing="-x" if s > 0 else "+x", w=0.03, t=0.015)
            A.moulding_frame(f"pu{s}{k}", y0, y1, 1.08, H - 0.3, x, trim, facing="-x" if s > 0 else "+x", w=0.035, t=0.018)
    # the front wall, the door, its architrave and a fanlight with glazing bars
    dw, dh = 1.0, 2.3
    A.box_from("front_l", (-W / 2, D, 0), (-dw / 2 - 0.08, D + 0.05, H), paint)
    A.box_from("front_r", (dw / 2 + 0.08, D, 0), (W / 2, D + 0.05, H), paint)
    A.box_from("front_top", (-dw / 2 - 0.08, D, dh + 0.55), (dw / 2 + 0.08, D + 0.05, H), paint)
    for s in (-1, 1):
        A.box_from(f"arch{s}", (s * (dw / 2) - 0.1 * (s < 0), D - 0.025, 0), (s * (dw / 2) + 0.1 * (s > 0), D, dh + 0.62), trim, 0.006)
    A.box_from("arch_top", (-dw / 2 - 0.1, D - 0.03, dh + 0.52), (dw / 2 + 0.1, D, dh + 0.64), trim, 0.008)
    A.box_from("transom", (-dw / 2, D - 0.015, dh), (dw / 2, D + 0.03, dh + 0.06), trim, 0.004)
    A.box_from("fan_night", (-dw / 2, D + 0.04, dh + 0.06), (dw / 2, D + 0.05, dh + 0.52), A.emission("night", (0.05, 0.07, 0.14), 1.2))
    A.box_from("fan_glass", (-dw / 2, D + 0.01, dh + 0.06), (dw / 2, D + 0.015, dh + 0.52), A.glass("fanglass", alpha=0.15))
    for k in range(1, 5):  # glazing bars radiating from the transom's centre
        a = math.pi * k / 5
        A.box(f"fanbar{k}", (0.012, 0.02, 0.44), (math.cos(a) * 0.22, D + 0.02, dh + 0.06 + math.sin(a) * 0.22), trim, 0.002,
              rot=(0, math.pi / 2 - a, 0))
    door = A.shaker_door("front_door", dw - 0.01, dh - 0.01, door_black, brass, thick=0.05, frame=0.12, handle_side=-1, knob=True)
    door.location = (0, D + 0.005, dh / 2)
    door.rotation_euler = (0, 0, math.pi / 2)
    A.box_from("letterplate", (-0.14, D - 0.024, 1.05), (0.14, D - 0.016, 1.1), brass, 0.003)
    A.cylinder("knocker", 0.06, 0.012, (0, D - 0.03, 1.55), brass, rot=(math.pi / 2, 0, 0), verts=32)
    keypad(*KP, m)
    A.spot("kp_graze", (KP[0] - 0.3, KP[1] - 0.1, H - 0.05), (KP[0], KP[1], KP[2]), 30, A.WARM2, 25, 0.8, 0.02, True)
    # a walnut console on brass legs, a lamp, a bowl and books, on the left wall
    cy = 2.2
    cx0, cx1 = -W / 2 + 0.02, -W / 2 + 0.4
    A.box_from("console_top", (cx0, cy - 0.65, 0.8), (cx1, cy + 0.65, 0.84), walnut, 0.006)
    A.box_from("console_shelf", (cx0 + 0.03, cy - 0.6, 0.2), (cx1 - 0.03, cy + 0.6, 0.225), walnut, 0.004)
    for sx in (cx0 + 0.04, cx1 - 0.04):
        for sy in (cy - 0.6, cy + 0.6):
            A.cylinder(f"leg{sx}{sy}", 0.012, 0.8, (sx, sy, 0.4), brass, verts=16)
    A.table_lamp("lamp", cx0 + 0.19, cy + 0.35, 0.84, A.lamp_shade("shade", (0.6, 0.52, 0.4)),
                 A.ceramic("lampbase", (0.16, 0.2, 0.2), 0.14, 0.1), power=18, collar_mat=brass)
    A.cylinder("bowl", 0.15, 0.07, (cx0 + 0.2, cy - 0.25, 0.875), brass, r2=0.09)
    for k, c in enumerate(((0.5, 0.44, 0.36), (0.08, 0.1, 0.12), (0.45, 0.12, 0.08))):
        A.box(f"book{k}", (0.24, 0.32, 0.035), (cx0 + 0.19, cy + 0.02, 0.858 + k * 0.036), A.matte(f"bk{k}", c, 0.7), 0.003,
              rot=(0, 0, 0.08 * (k - 1)))
    A.box_from("art", (-W / 2 + 0.005, cy - 0.45, 1.25), (-W / 2 + 0.03, cy + 0.45, 2.15), A.matte("artframe", (0.02, 0.02, 0.02), 0.5, vary=0), 0.004)
    A.box_from("art_mount", (-W / 2 + 0.03, cy - 0.4, 1.3), (-W / 2 + 0.032, cy + 0.4, 2.1), A.matte("mount", (0.72, 0.7, 0.64), 0.9, vary=0))
    A.wall_plane("art_print", (0.52, 0.44), (-W / 2 + 0.034, cy, 1.7), "+x", A.image_diffuse("print", print_img(), 0.8))
    # a brass lantern from the ceiling, and a downlight over the door
    lz = H - 0.75
    A.cylinder("lantern_chain", 0.006, 0.55, (0, 2.6, H - 0.27), brass, verts=8)
    for sx in (-1, 1):
        for sy in (-1, 1):
            A.box_from(f"lant_post{sx}{sy}", (sx * 0.13 - 0.008, 2.6 + sy * 0.13 - 0.008, lz - 0.22), (sx * 0.13 + 0.008, 2.6 + sy * 0.13 + 0.008, lz + 0.22), brass, 0.002)
    A.box_from("lant_top", (-0.15, 2.45, lz + 0.2), (0.15, 2.75, lz + 0.24), brass, 0.01)
    A.box_from("lant_bottom", (-0.15, 2.45, lz - 0.24), (0.15, 2.75, lz - 0.2), brass, 0.01)
    A.box_from("lant_glass", (-0.125, 2.475, lz - 0.2), (0.125, 2.725, lz + 0.2), A.glass("lantglass", alpha=0.1))
    A.cylinder("lant_bulb", 0.03, 0.09, (0, 2.6, lz), A.emission("bulb", (1.0, 0.75, 0.45), 30), verts=16)
    # no shadows from the lantern: at the samples this machine affords, its posts' soft shadows fall on
    # the walls as stripes
    A.point("lantern", (0, 2.6, lz), 90, A.WARM, 0.08, False)
    A.downlight("dl_door", 0, D - 0.5, H, 10, A.WARM2, 50, target=(0, D - 0.1, 1.0))
    A.downlight("dl_back", 0, 0.8, H, 8, A.WARM2, 50)
    bench(brass)


def bench(brass):
    """Someone is home: a hall bench against the right-hand wall under its dado (a walnut frame on
    turned, tapering legs shod in brass, a piped seat cushion in a moss-green tweed), a camel scarf
    folded long and left across the seat, one end falling over its front edge, and a structured
    cognac leather tote set down beside it, its rolled handles up."""
    y0, y1 = BENCH
    yc, L = (y0 + y1) / 2, y1 - y0
    xb = W / 2 - 0.045  # the bench's back, clear of the skirting
    dp = 0.4
    xf, xc = xb - dp, xb - dp / 2
    frame = A.walnut("bench_walnut", "Y")
    A.box_from("bench_rail", (xf, y0, 0.355), (xb, y1, 0.415), frame, 0.006, 3)
    # turned legs: a slim taper from the rail down to a brass ferrule
    leg = [(0.0001, 0.0), (0.0118, 0.0), (0.0128, 0.012), (0.0158, 0.12), (0.0195, 0.28), (0.021, 0.3), (0.0001, 0.3)]
    ferrule = [(0.0001, 0.0), (0.0112, 0.0), (0.0118, 0.003), (0.0122, 0.034), (0.0116, 0.037), (0.0001, 0.037)]
    for i, y in enumerate((y0 + 0.06, y1 - 0.06)):
        for j, x in enumerate((xf + 0.05, xb - 0.05)):
            A.lathe(f"bench_ferrule{i}{j}", ferrule, (x, y, 0.0), brass, segs=32)
            A.lathe(f"bench_leg{i}{j}", leg, (x, y, 0.036), frame, segs=32)
    tw = A.tweed("bench_tweed", (0.12, 0.14, 0.085))
    A.cushion("bench_seat", (dp - 0.012, L - 0.012, 0.085), (xc, yc, 0.415 + 0.0425), tw, radius=0.03, crown=0.012,
              bulge=0.004, piping=A.tweed("bench_piping", (0.07, 0.08, 0.05), tile=0.03), pipe_r=0.004, nf=14)
    top = 0.415 + 0.085 + 0.01
    # the scarf, folded long: across the seat from the wall and over its front edge, hanging free
    scarf = A.knit("scarf_knit", (0.46, 0.3, 0.16), tile=0.035, bump=0.5, contrast=0.4)
    ys = y1 - 0.58
    A.throw("scarf", [(xb - 0.03, top - 0.004), (xb - 0.12, top + 0.002), (xf + 0.12, top + 0.004), (xf + 0.035, top - 0.004),
                      (xf + 0.002, top - 0.035), (xf - 0.012, top - 0.09), (xf - 0.016, top - 0.2), (xf - 0.012, top - 0.27)],
            0.2, (0, ys, 0), scarf, thick=0.014, ripple=0.009, folds=3, seed=3)
    # its end fringed: a row of twisted tassels, each its own length, hanging from the hem
    rng = np.random.default_rng(11)
    for k in range(22):
        y = ys - 0.094 + 0.188 * k / 21
        ln = 0.045 + rng.uniform(-0.008, 0.008)
        A.cylinder(f"scarf_fringe{k}", 0.0022, ln, (xf - 0.012 + rng.uniform(-0.002, 0.002), y, top - 0.27 - ln / 2 + 0.004),
                   scarf, rot=(rng.uniform(-0.08, 0.08), rng.uniform(-0.06, 0.06), 0), verts=8, r2=0.0016)
    # the tote: a structured bag of cognac hide standing on the seat near its far end, its handles up
    hide = A.leather("tote_leather", (0.15, 0.062, 0.026), rough=0.36, sheen=0.25)
    bw, bd, bh = 0.34, 0.13, 0.27
    bx, by = xc + 0.03, y1 - 0.2
    A.cushion("tote", (bd, bw, bh), (bx, by, top + bh / 2 - 0.006), hide, radius=0.012, crown=0.0, bulge=0.012,
                    piping=A.leather_piping(hide), pipe_r=0.003, pipe_edges=("top",), nf=12)
    # its mouth open a finger's width along the top, the suede lining in shadow inside
    A.box("tote_mouth", (0.018, bw - 0.05, 0.004), (bx, by, top + bh - 0.004), A.matte("tote_lining", (0.03, 0.022, 0.018), 0.9, vary=0), 0.0015)
    for k, s in enumerate((-1, 1)):
        pts = []
        for a in np.linspace(0, math.pi, 17):
            # each handle rises from its face and leans a little outward, as a tote's do when set down
            pts.append((bx + s * (bd / 2 + 0.006 + 0.03 * math.sin(a)), by - 0.085 * math.cos(a), top + bh - 0.05 + 0.17 * math.sin(a) ** 0.8))
        cu = A.bpy.data.curves.new(f"tote_handle{k}", "CURVE")
        cu.dimensions = "3D"
        cu.bevel_depth = 0.0065
        cu.bevel_resolution = 3
        sp = cu.splines.new("POLY")
        sp.points.add(len(pts) - 1)
        for n, p in enumerate(pts):
            sp.points[n].co = (*p, 1.0)
        cu.materials.append(hide)
        ob = A.bpy.data.objects.new(f"tote_handle{k}", cu)
        A.link(ob)
        # the handle's ends stitched to the bag through small leather tabs
        for e in (-1, 1):
            A.box(f"tote_tab{k}{e}", (0.004, 0.03, 0.05), (bx + s * (bd / 2 + 0.002), by + e * 0.085, top + bh - 0.045), hide, 0.0015)
            A.cylinder(f"tote_rivet{k}{e}", 0.0035, 0.003, (bx + s * (bd / 2 + 0.0045), by + e * 0.085, top + bh - 0.058), brass,
                       rot=(0, math.pi / 2, 0), verts=16)
    # a downlight over the bench, shadowed, so the pieces sit on it and it on the floor
    A.downlight("dl_bench", W / 2 - 0.45, yc, H, 9, A.WARM2, 40, target=(W / 2 - 0.3, yc, 0.0), shadow=True).data.shadow_soft_size = 0.06


VIEWS = {
    # from inside the hall: the console and its lamp on the left, the black door under its fanlight
    # ahead, the keypad on the right-hand wall beside it
    "smart-home-entrance": dict(cam=(-0.45, 0.35, 1.5), target=(0.3, D, 1.2), lens=22),
    # the keypad close to, the door soft beyond it
    "smart-home-entrance-2": dict(cam=(KP[0] - 0.55, KP[1] - 0.42, KP[2] + 0.04), target=(KP[0], KP[1] - 0.02, KP[2] - 0.07), lens=35, dof=0.68, fstop=4.0),
}
