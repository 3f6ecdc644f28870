"""The equipment rack of a whole-house system, for the smart-home page: a 19-inch rack in a bay of
walnut joinery (its pocket doors slid away, handleless walnut doors either side), lit by an LED strip
along its top. Top to bottom: a patch panel with labelled ports and short leads dressed straight down
to the network switch, a brush panel, the control processor, the AV processor with its display and
volume knob, two multi-room amplifiers labelled by floor, a video matrix, a storage unit, a power
conditioner and a UPS; the looms dressed up a lacing bar at the side. Faceplates are brushed metal
of their own (`brushed()`), fine and even; legends and labels are set in DejaVu Sans Condensed."""
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


def build():
    A.world_color((0.012, 0.012, 0.014))
    m = {
        "black": brushed("anodised", (0.016, 0.016, 0.018), 0.42, 0.03),
        "black2": A.matte("powder", (0.02, 0.02, 0.022), 0.65, 0.2, vary=0.03),
        "hole": A.matte("hole", (0.002, 0.002, 0.002), 0.8, 0.1, vary=0),
        "alu": brushed("alu", (0.6, 0.6, 0.62), 0.3),
        "knob": brushed("knob", (0.62, 0.62, 0.64), 0.24, 0.02),
        "steel": A.matte("steel", (0.45, 0.45, 0.47), 0.35, 0.5, metal=1.0, vary=0),
        "blue": A.emission("led_blue", (0.25, 0.5, 1.0), 10),
        "green": A.emission("led_green", (0.3, 1.0, 0.4), 8),
        "amber": A.emission("led_amber", (1.0, 0.55, 0.1), 8),
        "white": A.emission("led_white", (0.9, 0.95, 1.0), 6),
        "display": A.emission("display", (0.55, 0.78, 1.0), 4),
        "label": A.matte("label", (0.42, 0.42, 0.4), 0.55, 0.3, vary=0),
        "ink": A.matte("ink", (0.015, 0.015, 0.015), 0.6, vary=0),
        "print": A.matte("print", (0.5, 0.5, 0.51), 0.5, vary=0),
        "walnut": A.walnut("cupboard_walnut", "Z"),
        # the doors' faces: crown-cut walnut veneer in two book-matched leaves a door, each door
        # from its own place in the flitch; solid walnut lippings on their edges, straight grained
        "veneer": A.wood("door_veneer", (0.15, 0.082, 0.046), (0.06, 0.031, 0.017), axis="Z", leaves=(0.2195, "X"),
                         cathedral=0.8, own=True),
        "lip_v": A.wood("lip_walnut_v", (0.13, 0.07, 0.04), (0.06, 0.031, 0.017), axis="Z", scale=14, figure=0.4),
        "lip_h": A.wood("lip_walnut_h", (0.13, 0.07, 0.04), (0.06, 0.031, 0.017), axis="X", scale=14, figure=0.4),
        "interior": A.matte("interior", (0.025, 0.024, 0.023), 0.8, vary=0.02),
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
    A.box_from("cup_top", (-cw / 2 - 0.025, -0.04, ch), (cw / 2 + 0.025, 0.42, ch + 0.035), m["walnut"], 0.003)
    # the rack bay is one bay of a run of walnut joinery: handleless (push to open) doors either side,
    # 3 mm shadow gaps between them, each door's grain its own, on a recessed plinth
    shadow = A.matte("shadow_gap", (0.01, 0.009, 0.008), 0.8, 0.1, vary=0)
    for s_ in (-1, 1):
        x_in, x_out = s_ * (cw / 2 + 0.025), s_ * 2.0
        A.box_from(f"run_plinth{s_}", (min(x_in, x_out), 0.02, 0), (max(x_in, x_out), 0.42, 0.1), shadow)
        A.box_from(f"run_top{s_}", (min(x_in, x_out), -0.04, ch), (max(x_in, x_out), 0.42, ch + 0.035), m["walnut"], 0.003)
        A.box_from(f"run_back{s_}", (min(x_in, x_out), -0.015, 0.1), (max(x_in, x_out), 0.42, ch), shadow)
        for k in range(4):
            x0 = x_in + s_ * (0.003 + k * 0.45)
            x1 = x0 + s_ * 0.447
            door(f"run_door{s_}_{k}", min(x0, x1), max(x0, x1), 0.103, ch - 0.003, m)
    A.box_from("cup_plinth", (-cw / 2, 0.0, 0), (cw / 2, 0.42, Z0), m["walnut"], 0.003)
    # (its doors are pocket doors, slid back into the carcass, out of sight)
    # rack posts
    for s in (-1, 1):
        A.box_from(f"post{s}", (s * PW / 2 - (0.016 if s > 0 else 0), 0.0, Z0), (s * PW / 2 + (0.016 if s < 0 else 0), 0.36, ch - 0.06), m["black2"], 0.001)
    z = ch - 0.12
    kit = [("patch", 1), ("switch", 1), ("brush", 1), ("control", 1), ("blank", 1), ("avp", 2), ("amp", 2), ("amp", 2),
           ("matrix", 1), ("blank", 1), ("nas", 2), ("power", 2), ("ups", 2)]
    ports = {}
    amps = 0
    for i, (kind, u) in enumerate(kit):
        h = u * U
        zc = z - h / 2
        face = m["alu"] if kind in ("avp", "power") else m["black"]
        A.box_from(f"kit{i}", (-PW / 2, -0.004, z - h + 0.0008), (PW / 2, 0.3, z - 0.0008), face, 0.0015)
        for s in (-1, 1):  # rack screws
            for e in ((-1, 1) if u > 1 else (0,)):
                A.cylinder(f"screw{i}{s}{e}", 0.0032, 0.003, (s * (PW / 2 - 0.008), -0.0055, zc + e * h * 0.3), m["steel"], rot=(math.pi / 2, 0, 0), verts=12)
        if kind in ("patch", "switch"):
            xs = [-0.2 + k * 0.0155 + (0.012 if k >= 12 else 0) for k in range(24)]
            for k, x in enumerate(xs):
                A.box_from(f"port{i}_{k}", (x - 0.0058, -0.0055, zc - 0.006), (x + 0.0058, -0.003, zc + 0.0045), m["hole"])
                if kind == "switch":
                    A.box_from(f"pled{i}_{k}", (x - 0.0015, -0.0056, zc + 0.0072), (x + 0.0015, -0.0046, zc + 0.0092), m["green"] if k % 5 else m["amber"])
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
        elif kind == "brush":
            A.box_from(f"brush{i}", (-0.2, -0.0052, zc - 0.006), (0.2, -0.004, zc + 0.006), m["hole"])
        elif kind == "blank":
            for k in range(18):
                A.box_from(f"vent{i}_{k}", (-0.18 + k * 0.021, -0.0052, zc - 0.007), (-0.168 + k * 0.021, -0.0045, zc + 0.007), m["hole"], 0.001)
        elif kind == "control":
            A.box_from(f"ctl_disp{i}", (-0.21, -0.0052, zc - 0.009), (-0.11, -0.0045, zc + 0.009), A.emission("ctl_disp", (0.02, 0.03, 0.05), 1))
            text(f"ctl_txt{i}", "HOME   ONLINE", (-0.16, -0.0058, zc), 0.0072, m["display"], kind="bold")
            for k in range(6):
                A.box_from(f"cled{i}_{k}", (0.1 + k * 0.018, -0.0056, zc - 0.0015), (0.104 + k * 0.018, -0.0046, zc + 0.0015), m["blue"])
            text(f"ctl_name{i}", "CONTROL PROCESSOR", (-0.005, -0.0054, zc), 0.0095, m["print"], kind="bold", spacing=1.15)
        elif kind == "avp":
            A.box_from(f"avp_win{i}", (-0.13, -0.0056, zc - 0.02), (0.08, -0.0045, zc + 0.02), A.gloss("avp_glass", (0.005, 0.005, 0.007), 0.05))
            text(f"avp_t1{i}", "CINEMA   7.1.4", (-0.025, -0.0062, zc + 0.007), 0.0105, m["display"], kind="bold", spacing=1.1)
            text(f"avp_t2{i}", "-28.5 dB", (-0.025, -0.0062, zc - 0.009), 0.009, m["display"], kind="book")
            A.cylinder(f"avp_knob{i}", 0.028, 0.022, (0.16, -0.014, zc), m["knob"], rot=(math.pi / 2, 0, 0), verts=64)
            A.cylinder(f"avp_knobring{i}", 0.03, 0.004, (0.16, -0.006, zc), m["black"], rot=(math.pi / 2, 0, 0), verts=64)
            A.box_from(f"avp_power{i}", (-0.2, -0.0062, zc - 0.003), (-0.194, -0.0045, zc + 0.003), m["white"])
            text(f"avp_name{i}", "AV PROCESSOR", (-0.197, -0.0054, zc - 0.03), 0.0062, m["ink"], align="LEFT", kind="bold", spacing=1.2)
        elif kind == "amp":
            amps += 1
            for k in range(22):
                A.box_from(f"avent{i}_{k}", (-0.2 + k * 0.012, -0.0052, zc - 0.024), (-0.194 + k * 0.012, -0.0045, zc + 0.024), m["hole"], 0.001)
            for k in range(8):
                A.box_from(f"zled{i}_{k}", (0.09 + k * 0.016, -0.0056, zc + 0.004), (0.094 + k * 0.016, -0.0046, zc + 0.008), m["blue"] if (k + i) % 3 else m["white"])
            zones = "ZONES  1 - 8" if amps == 1 else "ZONES  9 - 16"
            text(f"amp_txt{i}", zones, (0.146, -0.0054, zc - 0.012), 0.0095, m["print"], kind="bold", spacing=1.15)
            # the installer's label: which floor the amplifier plays
            A.box_from(f"amp_tape{i}", (0.084, -0.0052, zc + 0.017), (0.208, -0.0046, zc + 0.032), m["label"])
            text(f"amp_tape_txt{i}", "GROUND FLOOR" if amps == 1 else "FIRST FLOOR", (0.146, -0.0056, zc + 0.0245), 0.0092, m["ink"], kind="bold", spacing=1.1)
        elif kind == "matrix":
            for r in range(2):
                for k in range(8):
                    A.box_from(f"mled{i}_{r}_{k}", (0.06 + k * 0.017, -0.0056, zc - 0.006 + r * 0.01), (0.064 + k * 0.017, -0.0046, zc - 0.003 + r * 0.01), m["green"] if (k * 3 + r) % 4 else m["amber"])
            text(f"mx_txt{i}", "VIDEO MATRIX   8 x 8", (-0.1, -0.0054, zc), 0.0095, m["print"], kind="bold", spacing=1.15)
        elif kind == "nas":
            for k in range(4):
                x = -0.2 + k * 0.1
                A.box_from(f"bay{k}", (x, -0.0058, zc - 0.034), (x + 0.09, -0.0045, zc + 0.034), m["black2"], 0.0015)
                A.box_from(f"bayled{k}", (x + 0.075, -0.0062, zc + 0.025), (x + 0.082, -0.0055, zc + 0.029), m["blue"])
        elif kind == "power":
            A.box_from(f"pw_disp{i}", (-0.19, -0.0056, zc - 0.014), (-0.09, -0.0045, zc + 0.014), A.emission("pw_back", (0.02, 0.015, 0.005), 1))
            text(f"pw_txt{i}", "231 V   4.2 A", (-0.14, -0.0062, zc), 0.0095, A.emission("pw_amber", (1.0, 0.6, 0.15), 5), kind="bold")
            text(f"pw_name{i}", "POWER CONDITIONER", (0.03, -0.0054, zc), 0.0075, m["ink"], kind="bold", spacing=1.2)
            A.box_from(f"pw_sw{i}", (0.15, -0.012, zc - 0.012), (0.19, -0.0045, zc + 0.012), m["black"], 0.003)
        elif kind == "ups":
            A.box_from(f"ups_disp{i}", (-0.2, -0.0056, zc - 0.012), (-0.13, -0.0045, zc + 0.012), A.emission("ups_back", (0.01, 0.03, 0.02), 1))
            text(f"ups_txt{i}", "100 %", (-0.165, -0.0062, zc), 0.009, m["green"], kind="bold")
            for k in range(30):
                A.box_from(f"uvent{i}_{k}", (-0.1 + k * 0.0095, -0.0052, zc - 0.026), (-0.095 + k * 0.0095, -0.0045, zc + 0.026), m["hole"], 0.001)
            text(f"ups_name{i}", "UPS  3000 VA", (0.205, -0.0054, zc - 0.034), 0.0062, m["print"], align="RIGHT", kind="bold", spacing=1.2)
        z -= h
    # patch leads: each port of the panel to the switch port straight below it, a short lead of one
    # colour per system, moulded boots, every lead bent the same way so they hang as one even comb
    (pxs, pz), (sxs, sz) = ports["patch"], ports["switch"]
    boot = A.matte("boot", (0.5, 0.52, 0.55), 0.35, 0.5, vary=0)
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
    # the looms dressed up the lacing bar on the right, held by straps
    lx = PW / 2 - 0.045
    A.box_from("lacing_bar", (lx - 0.012, 0.33, Z0), (lx + 0.03, 0.336, ch - 0.1), m["black2"])
    for k in range(9):
        dx, dy = (k % 3) * 0.008, (k // 3) * 0.008
        cable(f"loom{k}", [(lx + dx, 0.31 + dy, Z0 + 0.05), (lx + dx, 0.31 + dy, ch - 0.25)], 0.0035, leads[(k + 1) % 4] if k % 2 else m["black2"])
    for k in range(8):
        A.torus(f"strap{k}", 0.02, 0.003, (lx + 0.008, 0.318, Z0 + 0.15 + k * 0.2), m["black2"])
    # light: an LED strip under the cupboard's top (no shadows: grazing the faces, its soft shadows
    # drew fans of streaks), a warm room light from the left, a cool fill from the right
    A.box_from("strip", (-cw / 2 + 0.03, -0.03, ch - 0.012), (cw / 2 - 0.03, -0.015, ch - 0.006), A.emission("strip", (0.95, 0.97, 1.0), 4))
    A.area("strip_light", (0, -0.05, ch - 0.03), cw - 0.1, 2, (0.92, 0.95, 1.0), size_y=0.03, shadow=False)
    A.area("room", (-1.7, -0.9, 2.6), 1.4, 55, A.WARM2, rot=(math.radians(55), 0, math.radians(-62)), shadow=True)
    A.area("fill", (0.9, -1.5, 1.4), 0.9, 18, (0.85, 0.9, 1.0), rot=(math.radians(80), 0, math.radians(32)), shadow=False)


VIEWS = {
    # from in front and a little to the left, the camera level so the rack's uprights stay upright:
    # the whole of the kit from the patch panel to the UPS in its bay, the walnut doors either side
    "smart-home-rack": dict(cam=(-0.22, -1.38, 1.76), target=(0.0, 0.0, 1.76), lens=27),
}
