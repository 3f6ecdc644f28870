"""The equipment rack of a whole-house system, for the smart-home page: a 19-inch rack in a bay of
walnut joinery (crown-cut leaves book-matched on handleless doors either side; the bay's pocket doors
slid back into its sides, their walnut edges and flush bronze pulls showing; a fine bronze reveal
round the opening), lit by a warm LED strip along its top. Top to bottom: a patch panel with labelled
ports and short leads, each in a printed sleeve, dressed straight down to the network switch (a link
and an activity light over every port), a lighting processor with a status light for each room, the
control processor, the AV processor with its display, volume knob and input buttons, two multi-room
amplifiers labelled by floor (perforated grilles, pull handles, a light for each zone), a video
matrix, a vented blank, a storage unit of four drive caddies, a power conditioner, a UPS and its
battery pack. The house's cabling runs down either side in looms drawn in by hook-and-loop straps.
Faceplates are brushed metal of their own (`brushed()`), fine and even; indicators are round lenses
in dark bezels, bright enough to keep their colours; legends and labels are set in DejaVu Sans
Condensed."""
import math
import os

import aurum as A

U = 0.04445  # one rack unit
PW = 0.483  # a 19-inch panel's width
Z0 = 0.35  # the top of the plinth inside the cupboard
BAKE = None  # not baked: see the README on the bake (Hampstead's took 131 s; Windsor's grid left blotches)
EXPOSURE = 0.9


# labels and printed legends in a condensed sans (Debian's DejaVu); Blender's own face if it is absent
FONT_PATHS = {"bold": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf",
              "book": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf"}


def font(kind):
    path = FONT_PATHS[kind]
    return A.bpy.data.fonts.load(path, check_existing=True) if os.path.exists(path) else None


def brushed(name, color, rough=0.3, vary=0.035):
    """Brushed metal, the brushing along x (across a faceplate): lines a fraction of a millimetre
    apart and centimetres long, over a faint broader drift. The lines vary the roughness by a few
    hundredths only, so at the frame's size the face reads as a fine, even satin with a soft sheen,
    not as bright streaks."""
    m, nt, p = A._new_mat(name)
    p.inputs["Metallic"].default_value = 1.0
    vec = nt.nodes.new("ShaderNodeTexCoord").outputs["Object"]
    fine = A._noise(nt, vec, 1.0, 2.0, 0.6, 0.0, (9, 9, 3200))
    broad = A._noise(nt, vec, 1.0, 1.0, 0.5, 0.0, (4, 4, 90))
    t = A._math(nt, "MULTIPLY_ADD", fine.outputs["Fac"], 0.75, A._math(nt, "MULTIPLY", broad.outputs["Fac"], 0.25))
    nt.links.new(A._map(nt, t, 0.3, 0.7, rough - vary, rough + vary), p.inputs["Roughness"])
    r = A._ramp(nt, [(0.3, tuple(c * 0.94 for c in color)), (0.7, tuple(min(1, c * 1.05) for c in color))])
    nt.links.new(t, r.inputs["Fac"])
    nt.links.new(r.outputs["Color"], p.inputs["Base Color"])
    return m


def text(name, body, loc, size, mat, align="CENTER", kind="book", spacing=1.0):
    """Words on a panel facing -y."""
    cu = A.bpy.data.curves.new(name, "FONT")
    cu.body = body
    cu.size = size
    cu.align_x = align
    cu.align_y = "CENTER"
    cu.space_character = spacing
    f = font(kind)
    if f:
        cu.font = f
    t = A.bpy.data.objects.new(name, cu)
    t.location = loc
    t.rotation_euler = (math.pi / 2, 0, 0)
    cu.materials.append(mat)
    A.link(t)
    return t


def cable(name, pts, r, mat):
    """A cable through the given points (a smooth curve with a round section)."""
    cu = A.bpy.data.curves.new(name, "CURVE")
    cu.dimensions = "3D"
    cu.bevel_depth = r
    cu.bevel_resolution = 3
    sp = cu.splines.new("BEZIER")
    sp.bezier_points.add(len(pts) - 1)
    for bp, p in zip(sp.bezier_points, pts):
        bp.co = p
        bp.handle_left_type = bp.handle_right_type = "AUTO"
    ob = A.bpy.data.objects.new(name, cu)
    cu.materials.append(mat)
    return A.link(ob)


def door(name, xa, xb, za, zb, m, lip=0.004, y0=-0.04, y1=-0.018):
    """A handleless veneered door: the veneered core and a solid lipping round its edges (a
    hairline where they meet), the lippings' grain along each edge."""
    A.box_from(name, (xa + lip, y0 + 0.0005, za + lip), (xb - lip, y1, zb - lip), m["veneer"], 0.0008)
    A.box_from(f"{name}_lip_l", (xa, y0, za), (xa + lip, y1, zb), m["lip_v"], 0.0012)
    A.box_from(f"{name}_lip_r", (xb - lip, y0, za), (xb, y1, zb), m["lip_v"], 0.0012)
    A.box_from(f"{name}_lip_b", (xa + lip, y0, za), (xb - lip, y1, za + lip), m["lip_h"], 0.0012)
    A.box_from(f"{name}_lip_t", (xa + lip, y0, zb - lip), (xb - lip, y1, zb), m["lip_h"], 0.0012)


def led(name, x, z, mat, r=0.0016, bezel=None):
    """A round indicator: a domed lens in a dark bezel, standing a hair proud of the face."""
    if bezel is not None:
        A.cylinder(f"{name}_bz", r * 1.55, 0.0012, (x, -0.0048, z), bezel, rot=(math.pi / 2, 0, 0), verts=20)
    return A.cylinder(name, r, 0.0016, (x, -0.0056, z), mat, rot=(math.pi / 2, 0, 0), verts=20)


def button(name, x, z, r, mat, proud=0.003):
    """A round push button standing proud of the face."""
    return A.cylinder(name, r, proud, (x, -0.0045 - proud / 2, z), mat, rot=(math.pi / 2, 0, 0), verts=32)


def handle(name, x, zc, h, mat):
    """A rack unit's pull handle: a round bar on two stand-offs, as on professional amplifiers."""
    bar = h * 0.62
    A.cylinder(name, 0.0042, bar, (x, -0.03, zc), mat, verts=24)
    for e in (-1, 1):
        A.cylinder(f"{name}_st{e}", 0.0042, 0.026, (x, -0.017, zc + e * bar / 2), mat, rot=(math.pi / 2, 0, 0), verts=24)
        A.sphere(f"{name}_el{e}", 0.0042, (x, -0.03, zc + e * bar / 2), mat)


def perforated(name, color, pitch=0.0055, hole=0.3, rough=0.45, metal=0.8):
    """A perforated steel grille: round holes on a staggered pitch, dark behind, in object space."""
    m, nt, p = A._new_mat(name)
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(nt.nodes.new("ShaderNodeTexCoord").outputs["Object"], sep.inputs[0])
    row = A._math(nt, "FLOOR", A._math(nt, "DIVIDE", sep.outputs["Z"], pitch))
    u = A._math(nt, "SUBTRACT", A._math(nt, "FRACT", A._math(nt, "MULTIPLY_ADD", row, 0.5,
                                                               A._math(nt, "DIVIDE", sep.outputs["X"], pitch))), 0.5)
    v = A._math(nt, "SUBTRACT", A._math(nt, "FRACT", A._math(nt, "DIVIDE", sep.outputs["Z"], pitch)), 0.5)
    d = A._math(nt, "SQRT", A._math(nt, "MULTIPLY_ADD", u, u, A._math(nt, "MULTIPLY", v, v)))
    solid = A._map(nt, d, hole - 0.06, hole + 0.02)
    mix = nt.nodes.new("ShaderNodeMixRGB")
    nt.links.new(solid, mix.inputs["Fac"])
    mix.inputs["Color1"].default_value = (0.002, 0.002, 0.002, 1)
    mix.inputs["Color2"].default_value = (*color, 1)
    nt.links.new(mix.outputs["Color"], p.inputs["Base Color"])
    nt.links.new(A._math(nt, "MULTIPLY", solid, metal), p.inputs["Metallic"])
    p.inputs["Roughness"].default_value = rough
    return m


def bundle(name, x, y, z0, z1, n, r, mats, straps, strap_mat, seed=1, spread=1.0):
    """A dressed loom: n cables of radius r run side by side up a cupboard's side, drawn in by a
    hook-and-loop strap at each of `straps` heights and easing a little apart between them."""
    import random
    rnd = random.Random(seed)
    # a close pack of n round cables
    pack, ring, k = [(0.0, 0.0)], 1, 1
    while len(pack) < n:
        for j in range(6 * ring):
            a = 2 * math.pi * j / (6 * ring)
            pack.append((math.cos(a) * 2 * r * ring, math.sin(a) * 2 * r * ring))
            if len(pack) >= n:
                break
        ring += 1
    span = max(math.hypot(px, py) for px, py in pack) + r
    levels = sorted(set([z0] + list(straps) + [z1]))
    zs = [levels[0]]
    for a, b in zip(levels, levels[1:]):
        zs += [a + (b - a) * 0.5, b]
    for c, (px, py) in enumerate(pack):
        pts = []
        for zz in zs:
            tight = any(abs(zz - s_) < 1e-6 for s_ in straps)
            f = 1.0 if tight else 1.0 + 0.12 * spread
            j = 0.0 if tight else 0.0015 * spread
            pts.append((x + px * f + rnd.uniform(-j, j), y + py * f + rnd.uniform(-j, j), zz))
        cable(f"{name}_c{c}", pts, r, mats[c % len(mats)])
    for i, s_ in enumerate(straps):
        A.cylinder(f"{name}_strap{i}", span + 0.0018, 0.016, (x, y, s_), strap_mat, verts=32)
    return span


def build():
    A.world_color((0.012, 0.012, 0.014))
    m = {
        "black": brushed("anodised", (0.016, 0.016, 0.018), 0.42, 0.03),
        "black2": A.matte("powder", (0.02, 0.02, 0.022), 0.65, 0.2, vary=0.03),
        "hole": A.matte("hole", (0.002, 0.002, 0.002), 0.8, 0.1, vary=0),
        "alu": brushed("alu", (0.52, 0.52, 0.54), 0.4),
        "knob": brushed("knob", (0.62, 0.62, 0.64), 0.24, 0.02),
        "steel": A.matte("steel", (0.1, 0.1, 0.105), 0.6, 0.5, metal=1.0, vary=0),  # black-oxide screws
        "chrome": A.matte("bezel", (0.08, 0.08, 0.085), 0.3, 0.5, metal=1.0, vary=0),
        "rubber": A.matte("rubber", (0.025, 0.025, 0.027), 0.55, 0.3, vary=0),
        # indicators a few times brighter than the faces round them, not blown to white, so each
        # keeps its colour: a blue power light, green links, an amber one that wants a look
        "blue": A.emission("led_blue", (0.08, 0.28, 1.0), 3.5),
        "green": A.emission("led_green", (0.2, 1.0, 0.25), 2.6),
        "green_dim": A.emission("led_green_dim", (0.2, 1.0, 0.25), 0.8),
        "amber": A.emission("led_amber", (1.0, 0.42, 0.04), 3.0),
        "white": A.emission("led_white", (0.9, 0.95, 1.0), 2.5),
        "off": A.matte("led_off", (0.03, 0.03, 0.03), 0.2, 0.5, vary=0),
        "display": A.emission("display", (0.55, 0.78, 1.0), 3),
        "label": A.matte("label", (0.42, 0.42, 0.4), 0.55, 0.3, vary=0),
        "ink": A.matte("ink", (0.015, 0.015, 0.015), 0.6, vary=0),
        "print": A.matte("print", (0.5, 0.5, 0.51), 0.5, vary=0),
        "grille": perforated("grille", (0.02, 0.02, 0.022)),
        "walnut": A.walnut("cupboard_walnut", "Z"),
        "walnut_x": A.walnut("cupboard_walnut_x", "X"),
        # the doors' faces: crown-cut walnut veneer in two book-matched leaves a door, each door
        # from its own place in the flitch; solid walnut lippings on their edges, straight grained
        "veneer": A.wood("door_veneer", (0.15, 0.082, 0.046), (0.06, 0.031, 0.017), axis="Z", leaves=(0.2195, "X"),
                         cathedral=0.8, own=True),
        "lip_v": A.wood("lip_walnut_v", (0.13, 0.07, 0.04), (0.06, 0.031, 0.017), axis="Z", scale=14, figure=0.4),
        "lip_h": A.wood("lip_walnut_h", (0.13, 0.07, 0.04), (0.06, 0.031, 0.017), axis="X", scale=14, figure=0.4),
        "interior": A.matte("interior", (0.025, 0.024, 0.023), 0.8, vary=0.02),
        # the bay's reveal and pulls in a dark, softly brushed bronze
        "bronze": A.brass("bronze", (0.36, 0.24, 0.13), 0.32),
        "velcro": A.fabric("velcro", (0.012, 0.012, 0.013), 2600, 0.25),
    }
    leads = [A.matte("lead_blue", (0.04, 0.12, 0.36), 0.45, vary=0), A.matte("lead_grey", (0.26, 0.27, 0.28), 0.45, vary=0),
             A.matte("lead_white", (0.66, 0.66, 0.64), 0.45, vary=0), A.matte("lead_yellow", (0.55, 0.4, 0.04), 0.45, vary=0)]
    floor = A.wood("floor_oak", (0.36, 0.26, 0.16), (0.2, 0.13, 0.07), axis="Y", scale=9, boards=(0.18, 1.8))
    A.box_from("floor", (-2, -3, -0.05), (2, 0.5, 0), floor)
    wall = A.matte("wall", (0.36, 0.34, 0.3), 0.85, 0.25, vary=0.03)
    A.box_from("wall", (-2, 0.42, 0), (2, 0.5, 2.8), wall)
    # the cupboard: walnut sides, top and plinth round a dark interior
    cw, cd, ch = 0.7, 0.42, 2.3
    A.box_from("cup_back", (-cw / 2, 0.38, 0), (cw / 2, 0.42, ch), m["interior"])
    for s in (-1, 1):
        A.box_from(f"cup_side{s}", (s * cw / 2 - (0.025 if s > 0 else 0), -0.04, 0), (s * cw / 2 + (0.025 if s < 0 else 0), 0.42, ch), m["walnut"], 0.003)
        A.box_from(f"cup_inside{s}", (s * cw / 2 - (0.027 if s > 0 else -0.025), -0.0, 0.1), (s * cw / 2 - (0.025 if s > 0 else -0.027), 0.38, ch - 0.04), m["walnut"])
    A.box_from("cup_top", (-cw / 2 - 0.025, -0.04, ch), (cw / 2 + 0.025, 0.42, ch + 0.035), m["walnut_x"], 0.003)
    # a fine bronze reveal lining the bay's opening: a 6 mm band set into the front edges of the
    # sides, the top and the plinth
    for s in (-1, 1):
        xe = s * (cw / 2 + 0.0125)
        A.box_from(f"reveal_v{s}", (xe - 0.003, -0.0412, Z0), (xe + 0.003, -0.039, ch + 0.01), m["bronze"], 0.0005)
    A.box_from("reveal_top", (-cw / 2 - 0.0155, -0.0412, ch + 0.0145), (cw / 2 + 0.0155, -0.039, ch + 0.0205), m["bronze"], 0.0005)
    # the pocket doors slid back into the sides: their leading edges in solid walnut, each with a
    # flush bronze pull let into the edge
    for s in (-1, 1):
        xi = s * (cw / 2 - 0.027)
        xa, xb = sorted((xi, xi - s * 0.02))
        A.box_from(f"pocket{s}", (xa, -0.035, Z0 + 0.005), (xb, 0.36, ch - 0.045), m["walnut"], 0.002)
        xm = (xa + xb) / 2
        A.box_from(f"pocket_pull{s}", (xm - 0.006, -0.0365, 1.15), (xm + 0.006, -0.033, 1.31), m["bronze"], 0.0015)
        A.box_from(f"pocket_pull_in{s}", (xm - 0.0035, -0.037, 1.16), (xm + 0.0035, -0.0355, 1.30), m["hole"], 0.001)
    # the rack bay is one bay of a run of walnut joinery: handleless (push to open) doors either side,
    # 3 mm shadow gaps between them, each door's grain its own, on a recessed plinth
    shadow = A.matte("shadow_gap", (0.01, 0.009, 0.008), 0.8, 0.1, vary=0)
    for s_ in (-1, 1):
        x_in, x_out = s_ * (cw / 2 + 0.025), s_ * 2.0
        A.box_from(f"run_plinth{s_}", (min(x_in, x_out), 0.02, 0), (max(x_in, x_out), 0.42, 0.1), shadow)
        A.box_from(f"run_top{s_}", (min(x_in, x_out), -0.04, ch), (max(x_in, x_out), 0.42, ch + 0.035), m["walnut_x"], 0.003)
        A.box_from(f"run_back{s_}", (min(x_in, x_out), -0.015, 0.1), (max(x_in, x_out), 0.42, ch), shadow)
        for k in range(4):
            x0 = x_in + s_ * (0.003 + k * 0.45)
            x1 = x0 + s_ * 0.447
            door(f"run_door{s_}_{k}", min(x0, x1), max(x0, x1), 0.103, ch - 0.003, m)
    A.box_from("cup_plinth", (-cw / 2, 0.0, 0), (cw / 2, 0.42, Z0), m["walnut"], 0.003)
    # rack posts
    for s in (-1, 1):
        A.box_from(f"post{s}", (s * PW / 2 - (0.016 if s > 0 else 0), 0.0, Z0), (s * PW / 2 + (0.016 if s < 0 else 0), 0.36, ch - 0.06), m["black2"], 0.001)
    z = ch - 0.12
    kit = [("patch", 1), ("switch", 1), ("lighting", 1), ("control", 1), ("avp", 2), ("amp", 2), ("amp", 2),
           ("matrix", 1), ("blank", 1), ("nas", 2), ("power", 2), ("ups", 2), ("battery", 2), ("blank", 1)]
    ports = {}
    amps = 0
    for i, (kind, u) in enumerate(kit):
        h = u * U
        zc = z - h / 2
        face = m["alu"] if kind == "avp" else m["black"]
        A.box_from(f"kit{i}", (-PW / 2, -0.004, z - h + 0.0008), (PW / 2, 0.3, z - 0.0008), face, 0.0015)
        for s in (-1, 1):  # rack screws: a black cup washer under each
            for e in ((-1, 1) if u > 1 else (0,)):
                A.cylinder(f"washer{i}{s}{e}", 0.0048, 0.0012, (s * (PW / 2 - 0.008), -0.0046, zc + e * h * 0.3), m["rubber"], rot=(math.pi / 2, 0, 0), verts=16)
                A.cylinder(f"screw{i}{s}{e}", 0.0032, 0.003, (s * (PW / 2 - 0.008), -0.0058, zc + e * h * 0.3), m["steel"], rot=(math.pi / 2, 0, 0), verts=16)
        if u > 1 and kind in ("amp", "nas", "ups", "battery", "power"):
            for s in (-1, 1):
                handle(f"handle{i}{s}", s * (PW / 2 - 0.022), zc, h, m["alu"] if kind == "amp" else m["black"])
        if kind in ("patch", "switch"):
            xs = [-0.2 + k * 0.0155 + (0.012 if k >= 12 else 0) for k in range(24)]
            for k, x in enumerate(xs):
                A.box_from(f"port{i}_{k}", (x - 0.0058, -0.0055, zc - 0.006), (x + 0.0058, -0.003, zc + 0.0045), m["hole"])
                if kind == "switch":
                    led(f"pled{i}_{k}", x - 0.0034, zc + 0.0085, m["green"] if k not in (10, 11, 22, 23) else m["off"], r=0.0011)
                    led(f"pact{i}_{k}", x + 0.0034, zc + 0.0085, (m["amber"] if k == 14 else m["green_dim"]) if k not in (10, 11, 22, 23) else m["off"], r=0.0011)
            if kind == "patch":
                # a printed strip over each block of twelve ports: the floor its outlets serve
                for g, words in enumerate(("01-12   GROUND FLOOR", "13-24   FIRST FLOOR")):
                    x0 = xs[g * 12] - 0.007
                    A.box_from(f"plabel{g}", (x0, -0.0052, zc + 0.0085), (x0 + 0.1855, -0.0046, zc + 0.0175), m["label"])
                    text(f"ptxt{g}", words, (x0 + 0.0928, -0.0056, zc + 0.013), 0.0068, m["ink"], kind="bold", spacing=1.1)
            ports[kind] = (xs, zc)
            if kind == "switch":
                for k in range(2):
                    A.box_from(f"sfp{k}", (0.196 + k * 0.013 - 0.0045, -0.0055, zc - 0.004), (0.196 + k * 0.013 + 0.0045, -0.003, zc + 0.003), m["hole"])
                    led(f"sfpled{k}", 0.196 + k * 0.013, zc + 0.0085, m["green"], r=0.0011)
                text(f"sw_name{i}", "24 x 1G  PoE+", (-0.228, -0.0054, zc - 0.0005), 0.0042, m["print"], align="LEFT", kind="bold")
        elif kind == "lighting":
            # the lighting processor: a status light for each of eight circuits' modules, named by room
            rooms = ("HALL", "KITCHEN", "DINING", "DRAWING", "STUDY", "STAIRS", "CINEMA", "GARDEN")
            for k, word in enumerate(rooms):
                x = -0.105 + k * 0.034
                led(f"lled{i}_{k}", x, zc + 0.0045, m["green"] if k != 5 else m["green_dim"], r=0.0014, bezel=m["chrome"])
                text(f"ltxt{i}_{k}", word, (x, -0.0054, zc - 0.0062), 0.0046, m["print"], kind="bold", spacing=1.1)
            text(f"l_name{i}", "LIGHTING", (-0.205, -0.0054, zc + 0.0035), 0.0078, m["print"], align="LEFT", kind="bold", spacing=1.2)
            text(f"l_name2{i}", "PROCESSOR  L-8", (-0.205, -0.0054, zc - 0.0062), 0.0052, m["print"], align="LEFT", kind="book", spacing=1.1)
            led(f"l_pwr{i}", 0.2, zc, m["blue"], r=0.0016, bezel=m["chrome"])
        elif kind == "blank":
            # a vented blank: a perforated steel panel
            A.box_from(f"vgrille{i}", (-0.21, -0.0052, zc - 0.014), (0.21, -0.0045, zc + 0.014), m["grille"], 0.0008)
        elif kind == "control":
            A.box_from(f"ctl_disp{i}", (-0.21, -0.0052, zc - 0.009), (-0.11, -0.0045, zc + 0.009), A.emission("ctl_disp", (0.02, 0.03, 0.05), 1))
            text(f"ctl_txt{i}", "HOME   ONLINE", (-0.16, -0.0058, zc), 0.0072, m["display"], kind="bold")
            for k, (mat, word) in enumerate(((m["blue"], "PWR"), (m["green"], "NET"), (m["green"], "LAN"), (m["green_dim"], "RS232"),
                                             (m["green"], "IR"), (m["green"], "ZIGBEE"))):
                x = 0.094 + k * 0.02
                led(f"cled{i}_{k}", x, zc + 0.0035, mat, r=0.0013, bezel=m["chrome"])
                text(f"ctxt{i}_{k}", word, (x, -0.0054, zc - 0.0068), 0.0036, m["print"], kind="bold")
            text(f"ctl_name{i}", "CONTROL PROCESSOR", (-0.005, -0.0054, zc), 0.0095, m["print"], kind="bold", spacing=1.15)
        elif kind == "avp":
            A.box_from(f"avp_win{i}", (-0.13, -0.0056, zc - 0.02), (0.08, -0.0045, zc + 0.02), A.gloss("avp_glass", (0.005, 0.005, 0.007), 0.05))
            text(f"avp_t1{i}", "CINEMA   7.1.4", (-0.025, -0.0062, zc + 0.007), 0.0105, m["display"], kind="bold", spacing=1.1)
            text(f"avp_t2{i}", "-28.5 dB     DOLBY ATMOS", (-0.025, -0.0062, zc - 0.009), 0.0072, m["display"], kind="book")
            A.cylinder(f"avp_knob{i}", 0.028, 0.022, (0.16, -0.014, zc), m["knob"], rot=(math.pi / 2, 0, 0), verts=64)
            A.cylinder(f"avp_knobring{i}", 0.03, 0.004, (0.16, -0.006, zc), m["black"], rot=(math.pi / 2, 0, 0), verts=64)
            # a dimple in the knob's face, and a row of input buttons under the display
            A.cylinder(f"avp_dimple{i}", 0.0025, 0.001, (0.16 - 0.017, -0.0251, zc + 0.012), m["hole"], rot=(math.pi / 2, 0, 0), verts=16)
            for k in range(6):
                button(f"avp_btn{i}_{k}", -0.1 + k * 0.032, zc - 0.033, 0.0028, m["knob"], 0.0016)
            button(f"avp_power{i}", -0.19, zc + 0.004, 0.0052, m["knob"], 0.0022)
            led(f"avp_pled{i}", -0.19, zc - 0.0085, m["blue"], r=0.0011)
            A.cylinder(f"avp_phones{i}", 0.0042, 0.002, (-0.19, -0.0048, zc - 0.026), m["hole"], rot=(math.pi / 2, 0, 0), verts=24)
            text(f"avp_name{i}", "AV PROCESSOR", (-0.197, -0.0054, zc + 0.032), 0.0062, m["ink"], align="LEFT", kind="bold", spacing=1.2)
        elif kind == "amp":
            amps += 1
            A.box_from(f"agrille{i}", (-0.205, -0.0052, zc - 0.03), (0.05, -0.0045, zc + 0.03), m["grille"], 0.001)
            for k in range(8):
                x = 0.1 + k * 0.014
                led(f"zled{i}_{k}", x, zc + 0.004, m["blue"] if (k + i) % 3 else m["off"], r=0.0014, bezel=m["chrome"])
                text(f"znum{i}_{k}", str(k + 1 + (0 if amps == 1 else 8)), (x, -0.0054, zc - 0.0045), 0.0042, m["print"], kind="bold")
            zones = "ZONES  1 - 8" if amps == 1 else "ZONES  9 - 16"
            text(f"amp_txt{i}", zones, (0.149, -0.0054, zc - 0.016), 0.0075, m["print"], kind="bold", spacing=1.15)
            led(f"amp_pwr{i}", 0.075, zc + 0.004, m["white"], r=0.0016, bezel=m["chrome"])
            # the installer's label: which floor the amplifier plays
            A.box_from(f"amp_tape{i}", (0.084, -0.0052, zc + 0.017), (0.214, -0.0046, zc + 0.032), m["label"])
            text(f"amp_tape_txt{i}", "GROUND FLOOR" if amps == 1 else "FIRST FLOOR", (0.149, -0.0056, zc + 0.0245), 0.0092, m["ink"], kind="bold", spacing=1.1)
        elif kind == "matrix":
            for r in range(2):
                for k in range(8):
                    led(f"mled{i}_{r}_{k}", 0.07 + k * 0.017, zc - 0.0045 + r * 0.01, m["green"] if (k * 3 + r) % 4 else m["amber"], r=0.0013)
            text(f"mx_in{i}", "IN", (0.052, -0.0054, zc + 0.0055), 0.004, m["print"], kind="bold")
            text(f"mx_out{i}", "OUT", (0.05, -0.0054, zc - 0.0045), 0.004, m["print"], kind="bold")
            text(f"mx_txt{i}", "VIDEO MATRIX   8 x 8", (-0.1, -0.0054, zc), 0.0095, m["print"], kind="bold", spacing=1.15)
        elif kind == "nas":
            for k in range(4):
                x = -0.2 + k * 0.1
                A.box_from(f"bay{k}", (x, -0.0058, zc - 0.034), (x + 0.09, -0.0045, zc + 0.034), m["black2"], 0.0015)
                A.box_from(f"baygr{k}", (x + 0.008, -0.0062, zc - 0.026), (x + 0.062, -0.0057, zc + 0.026), m["grille"], 0.0006)
                A.box_from(f"baylatch{k}", (x + 0.07, -0.0066, zc - 0.026), (x + 0.082, -0.0057, zc + 0.008), m["black2"], 0.001)
                led(f"bayled{k}", x + 0.076, zc + 0.02, m["blue"], r=0.0012)
                led(f"bayact{k}", x + 0.076, zc + 0.028, m["green"] if k != 2 else m["green_dim"], r=0.0012)
        elif kind == "power":
            A.box_from(f"pw_disp{i}", (-0.19, -0.0056, zc - 0.014), (-0.09, -0.0045, zc + 0.014), A.emission("pw_back", (0.02, 0.015, 0.005), 1))
            text(f"pw_txt{i}", "231 V   4.2 A", (-0.14, -0.0062, zc), 0.0095, A.emission("pw_amber", (1.0, 0.6, 0.15), 3), kind="bold")
            text(f"pw_name{i}", "POWER CONDITIONER", (0.03, -0.0054, zc + 0.006), 0.0075, m["print"], align="CENTER", kind="bold", spacing=1.2)
            for k, word in enumerate(("PROTECTED", "GROUNDED", "SEQUENCE")):
                x = -0.02 + k * 0.05
                led(f"pwled{i}_{k}", x, zc - 0.008, m["green"], r=0.0013, bezel=m["chrome"])
                text(f"pwl{i}_{k}", word, (x, -0.0054, zc - 0.017), 0.0036, m["print"], kind="bold")
            A.box_from(f"pw_sw{i}", (0.15, -0.012, zc - 0.012), (0.19, -0.0045, zc + 0.012), m["rubber"], 0.003)
        elif kind == "ups":
            A.box_from(f"ups_disp{i}", (-0.2, -0.0056, zc - 0.014), (-0.125, -0.0045, zc + 0.014), A.emission("ups_back", (0.01, 0.03, 0.02), 1))
            text(f"ups_txt{i}", "ON LINE", (-0.1625, -0.0062, zc + 0.005), 0.0062, m["green"], kind="bold")
            text(f"ups_txt2{i}", "LOAD 38 %", (-0.1625, -0.0062, zc - 0.005), 0.0052, m["green"], kind="book")
            for k in range(3):
                button(f"ups_btn{i}_{k}", -0.105 + k * 0.012, zc - 0.008, 0.0032, m["rubber"], 0.0015)
            A.box_from(f"ugrille{i}", (-0.06, -0.0052, zc - 0.03), (0.2, -0.0045, zc + 0.024), m["grille"], 0.001)
            text(f"ups_name{i}", "UPS  3000 VA", (0.2, -0.0054, zc - 0.0355), 0.0052, m["print"], align="RIGHT", kind="bold", spacing=1.2)
        elif kind == "battery":
            A.box_from(f"bgrille{i}", (-0.2, -0.0052, zc - 0.03), (0.2, -0.0045, zc + 0.024), m["grille"], 0.001)
            led(f"bat_led{i}", -0.2, zc + 0.031, m["green"], r=0.0012)
            text(f"bat_name{i}", "EXTENDED BATTERY", (-0.193, -0.0054, zc + 0.031), 0.0046, m["print"], align="LEFT", kind="bold", spacing=1.2)
        z -= h
    # patch leads: each port of the panel to the switch port straight below it, a short lead of one
    # colour per system, moulded boots, every lead bent the same way so they hang as one even comb;
    # a printed sleeve on each lead under the patch panel names its outlet
    (pxs, pz), (sxs, sz) = ports["patch"], ports["switch"]
    boot = A.matte("boot", (0.5, 0.52, 0.55), 0.35, 0.5, vary=0)
    sleeve = A.matte("sleeve", (0.8, 0.8, 0.78), 0.5, 0.3, vary=0)
    for k in range(24):
        if k in (10, 11, 22, 23):
            continue  # spare ports
        lead = leads[0 if k < 10 else (1 if k < 16 else (2 if k < 20 else 3))]
        for j, (x, zz) in enumerate(((pxs[k], pz - 0.0008), (sxs[k], sz - 0.0008))):
            A.box_from(f"plug{k}_{j}", (x - 0.0055, -0.018, zz - 0.0045), (x + 0.0055, -0.0035, zz + 0.0035), boot, 0.0012)
            A.box_from(f"boot{k}_{j}", (x - 0.0042, -0.026, zz - 0.0038), (x + 0.0042, -0.017, zz + 0.0028), lead, 0.0015)
        x = pxs[k]
        cable(f"lead{k}", [(x, -0.024, pz - 0.0012), (x, -0.034, pz - 0.006), (x, -0.038, (pz + sz) / 2),
                           (x, -0.034, sz + 0.004), (x, -0.024, sz - 0.0012)], 0.0023, lead)
        zs_ = (pz + sz) / 2
        A.box_from(f"sleeve{k}", (x - 0.0032, -0.0418, zs_ - 0.0045), (x + 0.0032, -0.0352, zs_ + 0.0045), sleeve, 0.0012)
        text(f"sleeve_t{k}", f"{'G' if k < 12 else 'F'}{k % 12 + 1:02d}", (x, -0.0421, zs_), 0.0024, m["ink"], kind="bold")
    # the looms dressed up the lacing bar on the right, held by straps
    lx = PW / 2 - 0.045
    A.box_from("lacing_bar", (lx - 0.012, 0.33, Z0), (lx + 0.03, 0.336, ch - 0.1), m["black2"])
    for k in range(9):
        dx, dy = (k % 3) * 0.008, (k // 3) * 0.008
        cable(f"loom{k}", [(lx + dx, 0.31 + dy, Z0 + 0.05), (lx + dx, 0.31 + dy, ch - 0.25)], 0.0035, leads[(k + 1) % 4] if k % 2 else m["black2"])
    for k in range(8):
        A.torus(f"strap{k}", 0.02, 0.003, (lx + 0.008, 0.318, Z0 + 0.15 + k * 0.2), m["black2"])
    # the house's cabling dressed down each side of the bay, between the rack's posts and the pocket
    # doors: on the left the speaker cables (black, with a few white), on the right the network and
    # control runs (slate grey, the control lines blue), each loom drawn in by a black hook-and-loop strap every 15 cm
    straps = [1.02 + k * 0.15 for k in range(8)]
    spk = [A.matte("spk_black", (0.018, 0.018, 0.02), 0.5, 0.4, vary=0), A.matte("spk_white", (0.6, 0.6, 0.58), 0.5, 0.3, vary=0)]
    bundle("loom_l", -(PW / 2 + 0.016 + 0.022), 0.05, Z0 + 0.1, ch - 0.07, 12, 0.0034, [spk[0], spk[0], spk[0], spk[1]], straps, m["velcro"], seed=4)
    slate = A.matte("cat6_slate", (0.09, 0.1, 0.11), 0.5, 0.3, vary=0)
    bundle("loom_r", PW / 2 + 0.016 + 0.022, 0.05, Z0 + 0.1, ch - 0.07, 12, 0.0031, [slate, slate, leads[0], slate], straps, m["velcro"], seed=9)
    # light: an LED strip under the cupboard's top (no shadows: grazing the faces, its soft shadows
    # drew fans of streaks), a warm room light from the left, a cool fill from the right
    A.box_from("strip", (-cw / 2 + 0.03, -0.03, ch - 0.012), (cw / 2 - 0.03, -0.015, ch - 0.006), A.emission("strip", (1.0, 0.9, 0.78), 1.6))
    A.area("strip_light", (0, -0.05, ch - 0.03), cw - 0.1, 2, (1.0, 0.92, 0.82), size_y=0.03, shadow=False)
    A.area("room", (-1.7, -0.9, 2.6), 1.4, 55, A.WARM2, rot=(math.radians(55), 0, math.radians(-62)), shadow=True)
    A.area("fill", (0.9, -1.5, 1.4), 0.9, 18, (0.85, 0.9, 1.0), rot=(math.radians(80), 0, math.radians(32)), shadow=False)


VIEWS = {
    # from in front and a little to the left, the camera level so the rack's uprights stay upright:
    # the bay from its lit top down to the UPS (the battery below cut by the frame), the run's
    # doors either side, the looms and the pocket doors' edges inside the bay
    "smart-home-rack": dict(cam=(-0.3, -1.32, 1.8), target=(0.0, 0.0, 1.8), lens=27, shift_y=0.03),
}
