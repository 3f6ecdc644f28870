"""The entrance hall of a London townhouse in the evening, for the smart-home page: a floor of honed
limestone flags on the diagonal with black cabochons (`A.flagstone_floor()`), limewashed panelling,
a glossy black front door under a fanlight, a walnut console with a lamp, a brass lantern, a hall bench with a scarf and a tote left on it (`bench()`), and the keypad
by the door that sets the house for arriving, leaving and night (Welcome, Entertain, Away, All Off)."""
import math

import aurum as A
import numpy as np
from mathutils import Vector

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
    paint = A.limewash("paint", (0.5, 0.47, 0.41), 0.08, 0.85)
    trim = A.matte("trim", (0.62, 0.6, 0.55), 0.5, 0.35, vary=0.01)
    ceiling = A.matte("ceiling", (0.66, 0.64, 0.6), 0.9, 0.2, vary=0)
    door_black = A.gloss("door_black", (0.012, 0.012, 0.014), 0.12)
    brass = A.brass()
    walnut = A.walnut("console_walnut", "X")
    m = {"kp_plate": A.brass("kp_brass", (0.86, 0.66, 0.38), 0.32), "kp_btn": A.brass("kp_btn", (0.84, 0.64, 0.36), 0.26),
         "kp_txt": A.emission("kp_txt", (1.0, 0.86, 0.62), 6), "kp_led": A.emission("kp_led", (0.3, 0.6, 1.0), 12),
         "kp_shadow": A.matte("kp_shadow", (0.02, 0.02, 0.02), 0.8, vary=0)}
    # honed pale limestone flags on the diagonal with Belgian black cabochons, a plain border of the
    # same stone along the skirting and across the door's threshold; the diagonal set out on the
    # hall's centre line, so the border meets half-flags (three whole diagonals across the field)
    stone = A.limestone("limestone", (0.6, 0.56, 0.48), 0.27, 0.1, attr="flag")
    cab = A.matte("belgian_black", (0.04, 0.038, 0.036), 0.36, 0.5, vary=0.1)
    bd = 0.15
    diag = (W - 2 * bd) / 3
    A.flagstone_floor("floor", -W / 2, 0.0, W / 2, D, stone, cab, A.matte("grout", (0.36, 0.33, 0.29), 0.9, vary=0),
                      flag=diag / math.sqrt(2), cab=0.095, border=bd, origin=(0.0, D - bd))
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
    # a wide, low turned bowl in brass, open at the top (a frustum narrowing upwards read as a shade)
    A.lathe("bowl", [(0.0001, 0), (0.05, 0), (0.1, 0.03), (0.13, 0.055), (0.125, 0.06), (0.0001, 0.022)],
            (cx0 + 0.2, cy - 0.25, 0.84), brass, 32)
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
    folded long and left across the seat, one end falling over its front edge, and a soft cognac
    leather tote set down beside it (`tote()`)."""
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
    # the tote: a soft bag of cognac hide set down on the seat near its far end, slumping a little
    hide = A.leather("tote_leather", (0.15, 0.062, 0.026), rough=0.36, sheen=0.25, seams=False)
    tote(hide, brass, xc + 0.03, y1 - 0.2, top - 0.004)
    # a downlight over the bench, shadowed, so the pieces sit on it and it on the floor
    A.downlight("dl_bench", W / 2 - 0.45, yc, H, 9, A.WARM2, 40, target=(W / 2 - 0.3, yc, 0.0), shadow=True).data.shadow_soft_size = 0.06


def tote(hide, brass, bx, by, bz, bd=0.13, bw=0.34, bh=0.26):
    """A soft tote of cognac hide set down on a seat at (bx, by, bz), `bd` deep (across x), `bw` wide
    (along y), `bh` high: its sides bowed out and slumping, its front and back falling towards each
    other at the top, each gusset folding in at the mouth, the rim dipping between the handles, the
    whole leaning a little towards the wall; creases over the upper sides. A welted rim, a suede
    lining in shadow inside, and two rolled handles (the kit's `_twig()`) stitched through tabs
    with brass rivets, the wall-side one standing, the room-side one splayed outward."""
    rng = np.random.default_rng(17)
    r0 = 0.012  # the base's rounded edge
    ph = rng.uniform(0, 2 * math.pi, 6)

    def section(s):
        """The half depth, the half width and the squareness at height fraction s."""
        hx = bd / 2 * (1 - 0.5 * s ** 1.8) + 0.011 * math.sin(math.pi * min(1.0, s * 1.15))
        hy = bw / 2 * (0.95 + 0.05 * s) + 0.008 * math.sin(math.pi * s)
        return hx, hy, 5.0 - 2.0 * s

    def point(s, th, inset=0.0, z=None):
        hx, hy, n = section(s)
        hx, hy = hx - inset, hy - inset
        c, si = math.cos(th), math.sin(th)
        x = hx * math.copysign(abs(c) ** (2 / n), c)
        y = hy * math.copysign(abs(si) ** (2 / n), si)
        # each gusset folds in at the top, deepest on its centre line
        y -= math.copysign(0.034 * s ** 1.7 * max(0.0, 1 - (x / hx) ** 2), y) * (abs(y) / hy) ** 4
        # creases: soft waves over the upper sides, a few millimetres deep
        cr = 0.0025 * s ** 1.2 * (math.sin(3 * th + ph[0] + 4 * s) + 0.6 * math.sin(5 * th + ph[1] - 3 * s)
                                  + 0.5 * math.sin(2 * th + ph[2] + 7 * s))
        x += cr * c
        y += cr * si
        if z is None:
            yy = y / (bw / 2)
            # the rim dips between the handles and droops a little more at the nearer end
            z = s * bh * (1 - s * (0.05 * (1 - yy * yy) + 0.025 * max(0.0, -yy)))
        # leaning a touch towards the wall, and settling lower at the nearer end
        x += 0.05 * z
        return (x, y, z)

    NT, NS = 96, 26
    ths = [2 * math.pi * k / NT for k in range(NT)]
    rows = []
    for q in range(1, 5):  # the rounded foot, from the flat base up onto the sides
        a = math.pi / 2 * q / 4
        rows.append([point(0.0, th, r0 * (1 - math.sin(a)), r0 * (1 - math.cos(a))) for th in ths])
    for q in range(1, NS + 1):
        s = q / NS
        rows.append([point(s, th) for th in ths])
        rows[-1] = [(x, y, max(z, r0)) for x, y, z in rows[-1]]
    verts = [(0.0, 0.0, 0.0)] + [v for row in rows for v in row]
    faces = [(0, 1 + (k + 1) % NT, 1 + k) for k in range(NT)]
    for i in range(len(rows) - 1):
        for k in range(NT):
            a0, a1 = 1 + i * NT + k, 1 + i * NT + (k + 1) % NT
            faces.append((a0, a1, a1 + NT, a0 + NT))
    me = A.bpy.data.meshes.new("tote")
    me.from_pydata(verts, [], faces)
    for poly in me.polygons:
        poly.use_smooth = True
    lining = A.matte("tote_lining", (0.03, 0.022, 0.018), 0.9, vary=0)
    ob = A.placed("tote", me, (bx, by, bz), mat=hide)
    me.materials.append(lining)
    md = ob.modifiers.new("wall", "SOLIDIFY")
    md.thickness = 0.0035
    md.offset = -1.0
    md.material_offset = 1  # the inside shows the lining
    md.material_offset_rim = 0
    # the welted rim
    rim = [(bx + x, by + y, bz + z + 0.001) for x, y, z in rows[-1]]
    A.piping_loop("tote_rim", rim, 0.0032, A.leather_piping(hide))
    # the handles: each from a tab on one face, over and down to the other tab on that face
    for k, (side, lean, rise) in enumerate(((-1, 0.42, 0.16), (1, 0.12, 0.17))):
        th0 = 0.0 if side > 0 else math.pi
        ends = []
        for e in (-1, 1):
            # the tab's place on the face, 7.5 cm either side of the middle and 4 cm under the rim
            hx, hy, n = section(1.0)
            yy = e * 0.075
            th = math.asin(math.copysign(min(1.0, (abs(yy) / hy) ** (n / 2)), yy))
            th = th if side > 0 else math.pi - th
            lo = point(1.0 - 0.04 / bh, th)
            hi = point(1.0, th)
            ends.append((lo, hi))
        (l0, h0), (l1, h1) = ends
        up = Vector((side * math.sin(lean), 0.0, math.cos(lean)))
        pts, radii = [], []
        for t in np.linspace(0, math.pi, 9):
            f = (1 - math.cos(t)) / 2
            base = Vector(h0).lerp(Vector(h1), f)
            spread = 0.012 * math.sin(t)  # the loop a little wider than its tabs
            h = rise * math.sin(t) ** 0.8
            pts.append(base + Vector((side * 0.004, -spread if t < math.pi / 2 else spread, 0)) + up * h)
            radii.append(0.8 + 0.2 * math.sin(t))
        pts = [Vector(l0) + Vector((side * 0.005, 0, 0))] + pts + [Vector(l1) + Vector((side * 0.005, 0, 0))]
        radii = [0.7] + radii + [0.7]
        A._twig(f"tote_handle{k}", pts, radii, (bx, by, bz), hide, 0.0062)
        for e, (lo, hi) in zip((-1, 1), ends):
            tilt = math.atan2(hi[0] - lo[0], hi[2] - lo[2])  # the face leans in towards the mouth
            mid = Vector(lo).lerp(Vector(hi), 0.4)
            A.box(f"tote_tab{k}{e}", (0.004, 0.028, 0.048), (bx + mid.x + side * 0.002, by + mid.y, bz + mid.z - 0.004), hide, 0.0015,
                  rot=(0, tilt, 0))
            A.cylinder(f"tote_rivet{k}{e}", 0.0035, 0.003, (bx + lo[0] + side * 0.0045, by + lo[1], bz + lo[2] + 0.006), brass,
                       rot=(0, math.pi / 2 + tilt, 0), verts=16)


VIEWS = {
    # from inside the hall: the console and its lamp on the left, the black door under its fanlight
    # ahead, the keypad on the right-hand wall beside it
    "smart-home-entrance": dict(cam=(-0.45, 0.35, 1.5), target=(0.3, D, 1.2), lens=22),
    # the keypad close to, the door soft beyond it
    "smart-home-entrance-2": dict(cam=(KP[0] - 0.55, KP[1] - 0.42, KP[2] + 0.04), target=(KP[0], KP[1] - 0.02, KP[2] - 0.07), lens=35, dof=0.68, fstop=4.0),
}
