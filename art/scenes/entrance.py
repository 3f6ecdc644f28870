"""The entrance hall of a London townhouse in the evening, for the smart-home page: 3.2 m wide, 4.3 m
to the door and 3.3 m high; a floor of honed white marble and Nero Marquina on the diagonal in a
chequer with a black border, each stone its own cut and tone and a hair out of level
(`A.chequer_floor()`, `A.per_piece()`); walls and joinery colour-drenched in a sage limewash and
eggshell, bolection-moulded panels above a moulded dado rail, smaller panels below, a moulded
skirting and cornice (`A.wall_frame()`, `A.wall_run()`); a four-panel front door in black gloss with
a centre knob, a letterplate and a ring knocker in polished brass, under a fanlight with a spoked
fan; a glazed bronze lantern with four candles on a chain (`A.hall_lantern()`, `A.chain()`); a
walnut console with a lamp, a hall bench with a scarf and a tote left on it (`bench()`), and the
keypad beside the door that sets the house for arriving, leaving and night (Welcome, Entertain,
Away, All Off)."""
import math

import aurum as A
import numpy as np
from mathutils import Vector

W, D, H = 3.2, 4.3, 3.3
DW, DH = 1.05, 2.4  # the front door's opening
KP = (0.74, D, 1.3)  # the keypad's centre on the front wall, beside the door's architrave on its lock side, facing into the hall
BAKE = None  # not baked: see the README on the bake (Hampstead's took 131 s; Windsor's grid left blotches)
EXPOSURE = 0.95
BENCH = (1.7, 2.8)  # the hall bench's ends along the right-hand wall
LANTERN = (0.0, 2.2, 2.06)  # the lantern's foot, over the hall's middle


def keypad(x, y, z, m, labels=("WELCOME", "ENTERTAIN", "AWAY", "ALL OFF")):
    """A wall keypad in satin brass with four engraved, backlit buttons and a status light, on the
    front wall (facing -y, into the hall)."""
    A.box_from("kp_backbox", (x - 0.054, y - 0.004, z - 0.079), (x + 0.054, y, z + 0.079), m["kp_shadow"], 0.001)
    A.box_from("kp_plate", (x - 0.05, y - 0.011, z - 0.075), (x + 0.05, y - 0.002, z + 0.075), m["kp_plate"], 0.003)
    for i, lab in enumerate(labels):
        zz = z + 0.045 - i * 0.03
        A.box_from(f"kp_btn{i}", (x - 0.038, y - 0.0155, zz - 0.0125), (x + 0.038, y - 0.0105, zz + 0.0125), m["kp_btn"], 0.002)
        cu = A.bpy.data.curves.new(f"kp_txt{i}", "FONT")
        cu.body = lab
        cu.size = 0.0078
        cu.align_x = "CENTER"
        cu.align_y = "CENTER"
        t = A.bpy.data.objects.new(f"kp_txt{i}", cu)
        t.location = (x, y - 0.0158, zz)
        t.rotation_euler = (math.pi / 2, 0, 0)
        cu.materials.append(m["kp_txt"])
        A.link(t)
    A.box_from("kp_led", (x - 0.003, y - 0.0118, z - 0.066), (x + 0.003, y - 0.0108, z - 0.062), m["kp_led"])


def clear_glass(name, alpha):
    """Glass as a lantern's panes are: no colour of its own (a white base lit by the candles inside
    read as a lightbox), only a slight darkening of what is behind and the reflections on its face."""
    m = A.glass(name, (0.0, 0.0, 0.0), alpha)
    p = m.node_tree.nodes["Principled BSDF"]
    p.inputs["Specular"].default_value = 1.0
    p.inputs["Roughness"].default_value = 0.03
    return m


def print_img(name="print_img", seed=8, band_at=0.55, band=(0.62, 0.42, 0.2)):
    """A soft abstract in warm greys and a band of colour, as a monotype print: the console wall's in
    ochre, its pair over the bench in a slate blue set lower."""
    h, w = 440, 520
    v = np.linspace(0, 1, h)[:, None]
    wash = A.fbm2(h, w, seed, 2, 5)
    b = np.clip(1 - np.abs(v - band_at - 0.12 * (A.fbm2(h, w, seed + 1, 1, 3) - 0.5)) / 0.22, 0, 1)
    img = A._lerp((0.78, 0.74, 0.66), (0.32, 0.3, 0.28), wash * 0.8)
    img = A._lerp(img, band, b * 0.7)
    return A.to_image(name, img)


# mouldings, as (height, projection) from the bottom up, in metres
SKIRTING = [(0.0, 0.022), (0.17, 0.022), (0.178, 0.018), (0.186, 0.019), (0.196, 0.014), (0.205, 0.01), (0.21, 0.004), (0.212, 0.0)]
DADO = [(0.0, 0.006), (0.008, 0.012), (0.016, 0.016), (0.028, 0.024), (0.04, 0.026), (0.052, 0.022), (0.058, 0.014),
        (0.064, 0.01), (0.07, 0.0)]
CORNICE = [(0.0, 0.0), (0.012, 0.012), (0.02, 0.014), (0.03, 0.016), (0.05, 0.032), (0.07, 0.056), (0.085, 0.08),
           (0.092, 0.086), (0.1, 0.088), (0.108, 0.1), (0.13, 0.118), (0.142, 0.12), (0.16, 0.13)]
ARCHITRAVE = [(0.0, 0.0), (0.003, 0.016), (0.008, 0.024), (0.016, 0.027), (0.024, 0.024), (0.028, 0.018), (0.034, 0.018),
              (0.05, 0.016), (0.09, 0.013), (0.1, 0.012), (0.102, 0.0)]
SMALL = [(0.0, 0.0), (0.004, 0.009), (0.01, 0.014), (0.016, 0.015), (0.022, 0.011), (0.026, 0.006), (0.03, 0.004), (0.032, 0.0)]


def walls(paint, trim):
    """Panelled walls, colour-drenched: bolection frames above the dado, a smaller moulding below,
    a moulded skirting, dado rail and cornice round the hall, and the front wall's panels either
    side of the door's architrave."""
    zl0, zl1 = 0.32, 0.8  # the low panels
    zu0, zu1 = 1.12, H - 0.42  # the tall panels
    for s in (-1, 1):
        x = s * W / 2
        f = "-x" if s > 0 else "+x"
        A.box_from(f"wall{s}", (x - 0.05 if s < 0 else x, 0, 0), (x if s < 0 else x + 0.05, D, H), paint)
        A.wall_run(f"skirt{s}", 0, D, x, f, trim, SKIRTING)
        A.wall_run(f"dado{s}", 0, D, x, f, trim, DADO, 0.9)
        A.wall_run(f"cornice{s}", 0, D, x, f, trim, CORNICE, H - 0.16)
        bays = [(0.15, 1.35), (1.55, 2.95), (3.15, D - 0.16)]
        for k, (y0, y1) in enumerate(bays):
            A.wall_frame(f"pl{s}{k}", y0, y1, zl0, zl1, x, f, trim, SMALL)
            A.wall_frame(f"pu{s}{k}", y0, y1, zu0, zu1, x, f, trim)
    # the front wall round the door's opening, its reveals and the architrave
    fw = DW / 2 + 0.0
    ft = DH + 0.58  # the fanlight's head
    A.box_from("front_l", (-W / 2, D, 0), (-fw, D + 0.3, H), paint)
    A.box_from("front_r", (fw, D, 0), (W / 2, D + 0.3, H), paint)
    A.box_from("front_top", (-fw, D, ft), (fw, D + 0.3, H), paint)
    A.wall_frame("architrave", -fw - 0.1, fw + 0.1, -0.3, ft + 0.1, D, "-y", trim, ARCHITRAVE)
    for s in (-1, 1):
        A.wall_run(f"fskirt{s}", s * (fw + 0.1), s * W / 2, D, "-y", trim, SKIRTING)
        A.wall_run(f"fdado{s}", s * (fw + 0.1), s * W / 2, D, "-y", trim, DADO, 0.9)
        u0, u1 = sorted((s * (fw + 0.33), s * (W / 2 - 0.16)))  # room for the keypad by the architrave
        A.wall_frame(f"fpl{s}", u0, u1, zl0, zl1, D, "-y", trim, SMALL)
        A.wall_frame(f"fpu{s}", u0, u1, zu0, zu1, D, "-y", trim)
    A.wall_run("fcornice", -W / 2, W / 2, D, "-y", trim, CORNICE, H - 0.16)


def front_door(black, brass, polished, night, trim):
    """A four-panel front door in black gloss, set back in its reveal: stiles, a muntin and rails
    round raised fields, each panel's edge a small bolection; a centre knob, a letterplate on the
    lock rail, a knocker, an escutcheon; over it a rectangular fanlight with a spoked fan."""
    y = D + 0.12  # the door's face, set back in the reveal
    x0, x1 = -DW / 2, DW / 2
    A.box_from("door_slab", (x0, y, 0), (x1, y + 0.05, DH), black, 0.003)
    st, tr, lr0, lr1, br, mu = 0.13, 0.13, 0.86, 1.08, 0.24, 0.13
    for nm, lo, hi in (("st_l", (x0, y - 0.014, 0), (x0 + st, y, DH)), ("st_r", (x1 - st, y - 0.014, 0), (x1, y, DH)),
                       ("rail_t", (x0, y - 0.014, DH - tr), (x1, y, DH)), ("rail_l", (x0, y - 0.014, lr0), (x1, y, lr1)),
                       ("rail_b", (x0, y - 0.014, 0), (x1, y, br)), ("muntin", (-mu / 2, y - 0.014, 0), (mu / 2, y, DH))):
        A.box_from(f"door_{nm}", lo, hi, black, 0.003)
    for k, (u0, u1, z0, z1) in enumerate(((x0 + st, -mu / 2, lr1, DH - tr), (mu / 2, x1 - st, lr1, DH - tr),
                                         (x0 + st, -mu / 2, br, lr0), (mu / 2, x1 - st, br, lr0))):
        A.wall_frame(f"door_bol{k}", u0, u1, z0, z1, y - 0.014, "-y", black, SMALL)
        # the raised field, its edges bevelled down towards the moulding
        A.box_from(f"door_field{k}", (u0 + 0.06, y - 0.012, z0 + 0.06), (u1 - 0.06, y, z1 - 0.06), black, 0.01, 3)
    # furniture: a centre knob on the muntin, a letterplate on the lock rail, a knocker over the knob
    A.lathe("door_knob_rose", [(0.0001, 0), (0.034, 0), (0.034, 0.004), (0.03, 0.008), (0.0001, 0.008)], (0, y - 0.014, 1.28),
            polished, 48).rotation_euler = (math.pi / 2, 0, 0)
    knob = A._spline([(0.008, 0.008), (0.01, 0.03), (0.03, 0.05), (0.036, 0.07), (0.03, 0.088), (0.012, 0.095)], 6)
    A.lathe("door_knob", [(0.0001, 0.008)] + knob + [(0.0001, 0.095)], (0, y - 0.014, 1.28), polished, 48).rotation_euler = (math.pi / 2, 0, 0)
    A.box_from("letterplate", (-0.17, y - 0.022, 0.92), (0.17, y - 0.014, 1.02), polished, 0.004)
    A.box_from("letter_flap", (-0.13, y - 0.027, 0.945), (0.13, y - 0.021, 0.995), polished, 0.003)
    A.lathe("knocker_rose", [(0.0001, 0), (0.026, 0), (0.026, 0.01), (0.014, 0.018), (0.0001, 0.018)], (0, y - 0.014, 1.62),
            polished, 32).rotation_euler = (math.pi / 2, 0, 0)
    A.torus("knocker_ring", 0.055, 0.009, (0, y - 0.04, 1.565), polished, rot=(math.pi / 2 - 0.12, 0, 0))
    A.box_from("escutcheon", (x1 - st / 2 - 0.02, y - 0.019, 1.36), (x1 - st / 2 + 0.02, y - 0.014, 1.44), polished, 0.003)
    A.box_from("keyhole", (x1 - st / 2 - 0.004, y - 0.0195, 1.385), (x1 - st / 2 + 0.004, y - 0.0185, 1.415),
               A.matte("keyhole", (0.01, 0.01, 0.01), 0.6, vary=0))
    # the reveal's linings and the door frame
    for s in (-1, 1):
        A.box_from(f"reveal{s}", (s * DW / 2 - 0.02 * (s > 0), D, 0), (s * DW / 2 + 0.02 * (s < 0), D + 0.18, DH + 0.58), trim, 0.003)
    A.box_from("reveal_head", (-DW / 2, D, DH + 0.56), (DW / 2, D + 0.18, DH + 0.58), trim, 0.003)
    # the transom and the fanlight: a frame, a spoked fan from the transom's middle, a ring
    A.box_from("transom", (-DW / 2, D + 0.08, DH), (DW / 2, D + 0.18, DH + 0.07), trim, 0.004)
    zf0, zf1 = DH + 0.07, DH + 0.56
    A.box_from("fan_night", (-DW / 2, D + 0.3, zf0), (DW / 2, D + 0.32, zf1), night)
    A.box_from("fan_glass", (-DW / 2, D + 0.135, zf0), (DW / 2, D + 0.14, zf1), A.glass("fanglass", alpha=0.12))
    bars = A.gloss("fanbars", (0.012, 0.012, 0.014), 0.2)
    for k in range(1, 8):
        a = math.pi * k / 8
        # each spoke from the hub to where it meets the fanlight's frame
        L = min((DW / 2) / abs(math.cos(a)) if abs(math.cos(a)) > 1e-6 else 9, (zf1 - zf0) / math.sin(a))
        A.bar(f"fanbar{k}", (0, D + 0.13, zf0), (L * math.cos(a), D + 0.13, zf0 + L * math.sin(a)), (0.012, 0.014), bars)
    pts = [(0.2 * math.cos(math.pi * i / 24), D + 0.13, zf0 + 0.2 * math.sin(math.pi * i / 24)) for i in range(25)]
    A.cord("fan_ring", pts, 0.007, bars)
    A.lathe("fan_hub", [(0.0001, 0), (0.06, 0), (0.06, 0.012), (0.0001, 0.012)], (0, D + 0.125, zf0), bars, 32).rotation_euler = (math.pi / 2, 0, 0)


def build():
    A.world_color((0.02, 0.018, 0.015))
    # screen-space reflections: the honed floor takes a soft sheen of the door, the lantern, the walls
    ee = A.bpy.context.scene.eevee
    ee.use_ssr = True
    ee.ssr_max_roughness = 0.35
    # colour-drenched: walls and joinery in one soft grey-green, the walls a brushed limewash, the
    # mouldings an eggshell of the same colour
    paint = A.limewash("paint", (0.185, 0.24, 0.218), 0.16, 0.9)
    trim = A.matte("trim", (0.2, 0.255, 0.232), 0.42, 0.4, vary=0.015)
    ceiling = A.matte("ceiling", (0.66, 0.64, 0.6), 0.9, 0.2, vary=0)
    door_black = A.gloss("door_black", (0.010, 0.010, 0.012), 0.1)
    brass = A.brass()
    polished = A.brass("polished_brass", (0.86, 0.62, 0.3), 0.12, grain=3000)
    walnut = A.walnut("console_walnut", "X")
    m = {"kp_plate": A.brass("kp_brass", (0.86, 0.66, 0.38), 0.32, grain=3000), "kp_btn": A.brass("kp_btn", (0.84, 0.64, 0.36), 0.26, grain=3000),
         "kp_txt": A.emission("kp_txt", (1.0, 0.86, 0.62), 12), "kp_led": A.emission("kp_led", (0.3, 0.6, 1.0), 14),
         "kp_shadow": A.matte("kp_shadow", (0.02, 0.02, 0.02), 0.8, vary=0)}
    # the floor: honed white marble and Nero Marquina on the diagonal in a chequer, a black border;
    # each stone cut from its own place in the block, its own tone, a hair out of level
    white = A.per_piece(A.marble("white_marble", (0.68, 0.66, 0.62), (0.5, 0.49, 0.47), rough=0.2, scale=1.0, clearcoat=0.0, network=0.3),
                        tone=0.12)
    black = A.per_piece(A.nero_marquina("nero", (0.011, 0.011, 0.012), rough=0.24, web=0.06, strong=0.12, clearcoat=0.0), tone=0.15)
    grout = A.matte("grout", (0.3, 0.29, 0.27), 0.95, 0.2, vary=0.18)
    bd = 0.2
    tile = (W - 2 * bd) / 5 * math.sqrt(2) / 2  # five half diagonals across, whole corners at the border
    A.chequer_floor("floor", -W / 2, 0.0, W / 2, D, white, black, grout, tile=tile, border=bd, origin=(0.0, D - bd))
    A.box_from("ceiling", (-W / 2, 0, H), (W / 2, D, H + 0.05), ceiling)
    walls(paint, trim)
    front_door(door_black, brass, polished, A.emission("night", (0.05, 0.07, 0.14), 1.2), trim)
    keypad(KP[0], KP[1], KP[2], m)
    A.spot("kp_graze", (KP[0] - 0.05, KP[1] - 0.4, H - 0.02), (KP[0], KP[1], KP[2] - 0.05), 90, A.WARM2, 22, 0.9, 0.02, True)
    # a walnut console on brass legs, a lamp, a bowl and books, on the left wall
    cy = 2.25
    cx0, cx1 = -W / 2 + 0.03, -W / 2 + 0.41
    A.box_from("console_top", (cx0, cy - 0.65, 0.8), (cx1, cy + 0.65, 0.84), walnut, 0.006)
    A.box_from("console_shelf", (cx0 + 0.03, cy - 0.6, 0.2), (cx1 - 0.03, cy + 0.6, 0.225), walnut, 0.004)
    for sx in (cx0 + 0.04, cx1 - 0.04):
        for sy in (cy - 0.6, cy + 0.6):
            A.box(f"leg{sx}{sy}", (0.022, 0.022, 0.8), (sx, sy, 0.4), brass, 0.002)
    A.table_lamp("lamp", cx0 + 0.19, cy + 0.35, 0.84, A.lamp_shade("shade", (0.6, 0.52, 0.4)),
                 A.ceramic("lampbase", (0.16, 0.2, 0.2), 0.14, 0.1), power=18, collar_mat=brass)
    # a wide, low turned bowl in brass, open at the top (a frustum narrowing upwards read as a shade)
    A.lathe("bowl", [(0.0001, 0), (0.05, 0), (0.1, 0.03), (0.13, 0.055), (0.125, 0.06), (0.0001, 0.022)],
            (cx0 + 0.2, cy - 0.25, 0.84), brass, 32)
    for k, c in enumerate(((0.5, 0.44, 0.36), (0.08, 0.1, 0.12), (0.45, 0.12, 0.08))):
        A.box(f"book{k}", (0.24, 0.32, 0.035), (cx0 + 0.19, cy + 0.02, 0.858 + k * 0.036), A.matte(f"bk{k}", c, 0.7), 0.003,
              rot=(0, 0, 0.08 * (k - 1)))
    A.box_from("art", (-W / 2 + 0.005, cy - 0.45, 1.3), (-W / 2 + 0.045, cy + 0.45, 2.2), A.matte("artframe", (0.02, 0.02, 0.02), 0.5, vary=0), 0.004)
    A.box_from("art_mount", (-W / 2 + 0.045, cy - 0.4, 1.35), (-W / 2 + 0.047, cy + 0.4, 2.15), A.matte("mount", (0.72, 0.7, 0.64), 0.9, vary=0))
    A.wall_plane("art_print", (0.52, 0.44), (-W / 2 + 0.049, cy, 1.75), "+x", A.image_diffuse("print", print_img(), 0.8))
    # its pair over the bench on the right-hand wall
    by = sum(BENCH) / 2
    A.box_from("art2", (W / 2 - 0.045, by - 0.45, 1.3), (W / 2 - 0.005, by + 0.45, 2.2), A.matte("artframe2", (0.02, 0.02, 0.02), 0.5, vary=0), 0.004)
    A.box_from("art2_mount", (W / 2 - 0.047, by - 0.4, 1.35), (W / 2 - 0.045, by + 0.4, 2.15), A.matte("mount2", (0.72, 0.7, 0.64), 0.9, vary=0))
    A.wall_plane("art2_print", (0.52, 0.44), (W / 2 - 0.049, by, 1.75), "-x",
                 A.image_diffuse("print2", print_img("print2_img", 21, 0.68, (0.2, 0.27, 0.34)), 0.8))
    # the lantern on its chain from a ceiling rose
    lx, ly, lz = LANTERN
    bronze = A.brass("lantern_bronze", (0.3, 0.2, 0.11), 0.32)
    top, flames = A.hall_lantern("lantern", lx, ly, lz, bronze, clear_glass("lantglass", 0.12),
                                 clear_glass("lantbevel", 0.3), A.matte("candle", (0.8, 0.76, 0.66), 0.5, vary=0),
                                 A.emission("flame", (1.0, 0.78, 0.5), 40), h=0.54)
    A.chain("lantern_chain", (lx, ly, H - 0.07), (lx, ly, top - 0.01), bronze)
    A.lathe("lantern_canopy", A._spline([(0.075, 0.0), (0.07, 0.025), (0.04, 0.05), (0.02, 0.06)], 6) + [(0.0001, 0.06)],
            (lx, ly, H - 0.06), bronze, 48)
    rose = A._spline([(0.08, -0.04), (0.1, -0.03), (0.16, -0.024), (0.2, -0.016), (0.24, -0.012), (0.26, 0.0)], 6)
    A.lathe("ceiling_rose", [(0.0001, -0.04)] + rose + [(0.0001, 0.0)], (lx, ly, H), trim, 64)
    # small, and dim in reflections: a 10 cm light mirrored whole in the far pane read as a white disc
    A.point("lantern", flames, 80, A.WARM, 0.03, False).data.specular_factor = 0.25
    # pinhole downlights grazing the panelling, a downlight over the door
    for s in (-1, 1):
        for k, yy in enumerate((0.75, 2.25, 3.65)):
            A.pinhole_downlight(f"graze{s}{k}", s * (W / 2 - 0.3), yy, H, 5, A.WARM2, 55, target=(s * W / 2, yy, 0.6), shadow=True)
    A.pinhole_downlight("dl_door", 0, D - 0.45, H, 8, A.WARM2, 50, target=(0, D + 0.1, 1.0), shadow=True)
    bench(brass)


def bench(brass):
    """Someone is home: a hall bench against the right-hand wall under its dado (a walnut frame on
    turned, tapering legs shod in brass, a piped seat cushion in a navy tweed), a camel scarf
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
    tw = A.tweed("bench_tweed", (0.04, 0.05, 0.08))
    A.cushion("bench_seat", (dp - 0.012, L - 0.012, 0.085), (xc, yc, 0.415 + 0.0425), tw, radius=0.03, crown=0.012,
              bulge=0.004, piping=A.tweed("bench_piping", (0.025, 0.03, 0.05), tile=0.03), pipe_r=0.004, nf=14)
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
    # from the back of the hall, square on: the console and its lamp on the left, the black door
    # under its fanlight ahead with the keypad beside it, the bench on the right, the lantern whole
    "smart-home-entrance": dict(cam=(0.0, 0.1, 1.35), target=(0.0, D, 1.35), lens=15, shift_y=0.03),
    # the keypad close to, the door soft beyond it
    "smart-home-entrance-2": dict(cam=(KP[0] - 0.35, KP[1] - 0.62, KP[2] + 0.04), target=(KP[0], KP[1], KP[2] - 0.03), lens=35, dof=0.7, fstop=4.0),
}
