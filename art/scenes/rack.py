"""The equipment rack of a whole-house system, for the smart-home page: a 19-inch rack in a walnut
joinery cupboard, door open, lit by an LED strip along its top. Top to bottom: a patch panel with its
labelled ports and short patch leads looping to the network switch, a brush panel, the control
processor, the AV processor with its display and volume knob, two multi-room amplifiers, a video
matrix, a storage unit and a power conditioner; the cables dressed up a lacing bar at the side."""
import math

import aurum as A

U = 0.04445  # one rack unit
PW = 0.483  # a 19-inch panel's width
Z0 = 0.35  # the top of the plinth inside the cupboard
BAKE = None  # baking the irradiance grid on the software GL here took over 15 minutes a room: see README
EXPOSURE = 0.9


def text(name, body, loc, size, mat, align="CENTER"):
    """Words on a panel facing -y."""
    cu = A.bpy.data.curves.new(name, "FONT")
    cu.body = body
    cu.size = size
    cu.align_x = align
    cu.align_y = "CENTER"
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


def build():
    A.world_color((0.012, 0.012, 0.014))
    m = {
        "black": A.matte("anodised", (0.012, 0.012, 0.013), 0.5, 0.2, vary=0.02),
        "black2": A.matte("powder", (0.02, 0.02, 0.022), 0.65, 0.2, vary=0.03),
        "hole": A.matte("hole", (0.002, 0.002, 0.002), 0.8, 0.1, vary=0),
        "alu": A.brass("alu", (0.62, 0.62, 0.64), 0.32),
        "steel": A.brass("steel", (0.5, 0.5, 0.52), 0.25),
        "blue": A.emission("led_blue", (0.25, 0.5, 1.0), 18),
        "green": A.emission("led_green", (0.3, 1.0, 0.4), 14),
        "amber": A.emission("led_amber", (1.0, 0.55, 0.1), 14),
        "white": A.emission("led_white", (0.9, 0.95, 1.0), 12),
        "display": A.emission("display", (0.55, 0.78, 1.0), 5),
        "label": A.matte("label", (0.8, 0.8, 0.76), 0.7, 0.2, vary=0),
        "ink": A.matte("ink", (0.03, 0.03, 0.03), 0.6, vary=0),
        "print": A.matte("print", (0.55, 0.55, 0.56), 0.5, vary=0),
        "walnut": A.walnut("cupboard_walnut", "Z"),
        "interior": A.matte("interior", (0.025, 0.024, 0.023), 0.8, vary=0.02),
    }
    leads = [A.matte("lead_blue", (0.05, 0.16, 0.45), 0.45), A.matte("lead_grey", (0.3, 0.31, 0.32), 0.45),
             A.matte("lead_white", (0.7, 0.7, 0.68), 0.45), A.matte("lead_yellow", (0.6, 0.45, 0.05), 0.45)]
    floor = A.wood("floor_oak", (0.36, 0.26, 0.16), (0.2, 0.13, 0.07), axis="Y", scale=9, boards=(0.18, 1.8))
    A.box_from("floor", (-2, -3, -0.05), (2, 0.5, 0), floor)
    wall = A.matte("wall", (0.42, 0.4, 0.36), 0.85, 0.25, vary=0.03)
    A.box_from("wall", (-2, 0.42, 0), (2, 0.5, 2.8), wall)
    # the cupboard: walnut sides, top and plinth round a dark interior
    cw, cd, ch = 0.7, 0.42, 2.3
    A.box_from("cup_back", (-cw / 2, 0.38, 0), (cw / 2, 0.42, ch), m["interior"])
    for s in (-1, 1):
        A.box_from(f"cup_side{s}", (s * cw / 2 - (0.025 if s > 0 else 0), -0.04, 0), (s * cw / 2 + (0.025 if s < 0 else 0), 0.42, ch), m["walnut"], 0.003)
        A.box_from(f"cup_inside{s}", (s * cw / 2 - (0.027 if s > 0 else -0.025), -0.0, 0.1), (s * cw / 2 - (0.025 if s > 0 else -0.027), 0.38, ch - 0.04), m["interior"])
    A.box_from("cup_top", (-cw / 2 - 0.025, -0.04, ch), (cw / 2 + 0.025, 0.42, ch + 0.035), m["walnut"], 0.003)
    A.box_from("cup_plinth", (-cw / 2, 0.0, 0), (cw / 2, 0.42, Z0), m["walnut"], 0.003)
    # the door held open to the left, its inside face walnut too
    door = A.box("cup_door", (0.025, cw, ch - 0.02), (0, 0, (ch - 0.02) / 2 + 0.01), m["walnut"], 0.003)
    door.location = (-cw / 2 - 0.32, -0.3, (ch - 0.02) / 2 + 0.01)
    door.rotation_euler = (0, 0, math.radians(-62))
    # rack posts
    for s in (-1, 1):
        A.box_from(f"post{s}", (s * PW / 2 - (0.016 if s > 0 else 0), 0.0, Z0), (s * PW / 2 + (0.016 if s < 0 else 0), 0.36, ch - 0.06), m["black2"], 0.001)
    z = ch - 0.12
    kit = [("patch", 1), ("switch", 1), ("brush", 1), ("control", 1), ("blank", 1), ("avp", 2), ("amp", 2), ("amp", 2),
           ("matrix", 1), ("blank", 1), ("nas", 2), ("power", 2)]
    ports = {}
    for i, (kind, u) in enumerate(kit):
        h = u * U
        top = z
        zc = z - h / 2
        face = m["alu"] if kind in ("avp", "power") else m["black"]
        A.box_from(f"kit{i}", (-PW / 2, -0.004, z - h + 0.0008), (PW / 2, 0.3, z - 0.0008), face, 0.0015)
        for s in (-1, 1):  # rack screws
            for e in ((-1, 1) if u > 1 else (0,)):
                A.cylinder(f"screw{i}{s}{e}", 0.0032, 0.003, (s * (PW / 2 - 0.008), -0.0055, zc + e * h * 0.3), m["steel"], rot=(math.pi / 2, 0, 0), verts=10)
        if kind in ("patch", "switch"):
            xs = [-0.19 + k * 0.0155 + (0.012 if k >= 12 else 0) for k in range(24)]
            for k, x in enumerate(xs):
                A.box_from(f"port{i}_{k}", (x - 0.0058, -0.0055, zc - 0.006), (x + 0.0058, -0.003, zc + 0.0045), m["hole"])
                if kind == "switch":
                    A.box_from(f"pled{i}_{k}", (x - 0.0015, -0.0056, zc + 0.0072), (x + 0.0015, -0.0046, zc + 0.0092), m["green"] if k % 5 else m["amber"])
            if kind == "patch":
                for g in range(2):
                    A.box_from(f"plabel{g}", (-0.197 + g * 0.198, -0.0056, zc + 0.0095), (-0.197 + g * 0.198 + 0.182, -0.0046, zc + 0.0165), m["label"])
            ports[kind] = (xs, zc)
            if kind == "switch":
                for k in range(4):
                    A.box_from(f"sfp{k}", (0.2 + k * 0.012 - 0.0045, -0.0055, zc - 0.004), (0.2 + k * 0.012 + 0.0045, -0.003, zc + 0.003), m["hole"])
        elif kind == "brush":
            A.box_from(f"brush{i}", (-0.2, -0.0052, zc - 0.006), (0.2, -0.004, zc + 0.006), m["hole"])
        elif kind == "blank":
            for k in range(18):
                A.box_from(f"vent{i}_{k}", (-0.18 + k * 0.021, -0.0052, zc - 0.007), (-0.168 + k * 0.021, -0.0045, zc + 0.007), m["hole"], 0.001)
        elif kind == "control":
            A.box_from(f"ctl_disp{i}", (-0.21, -0.0052, zc - 0.008), (-0.12, -0.0045, zc + 0.008), A.emission("ctl_disp", (0.02, 0.03, 0.05), 1))
            text(f"ctl_txt{i}", "HOME  ONLINE", (-0.165, -0.0058, zc), 0.0065, m["display"])
            for k in range(6):
                A.box_from(f"cled{i}_{k}", (0.1 + k * 0.018, -0.0056, zc - 0.0015), (0.104 + k * 0.018, -0.0046, zc + 0.0015), m["blue"])
            text(f"ctl_name{i}", "CONTROL", (0.0, -0.0054, zc), 0.008, m["print"])
        elif kind == "avp":
            A.box_from(f"avp_win{i}", (-0.13, -0.0056, zc - 0.02), (0.08, -0.0045, zc + 0.02), A.gloss("avp_glass", (0.005, 0.005, 0.007), 0.05))
            text(f"avp_t1{i}", "CINEMA   7.1.4", (-0.025, -0.0062, zc + 0.007), 0.009, m["display"])
            text(f"avp_t2{i}", "-28.5 dB", (-0.025, -0.0062, zc - 0.009), 0.008, m["display"])
            A.cylinder(f"avp_knob{i}", 0.028, 0.022, (0.16, -0.014, zc), m["alu"], rot=(math.pi / 2, 0, 0), verts=48)
            A.cylinder(f"avp_knobring{i}", 0.03, 0.004, (0.16, -0.006, zc), m["black"], rot=(math.pi / 2, 0, 0), verts=48)
            A.box_from(f"avp_power{i}", (-0.2, -0.0062, zc - 0.003), (-0.194, -0.0045, zc + 0.003), m["white"])
        elif kind == "amp":
            for k in range(22):
                A.box_from(f"avent{i}_{k}", (-0.2 + k * 0.012, -0.0052, zc - 0.024), (-0.194 + k * 0.012, -0.0045, zc + 0.024), m["hole"], 0.001)
            for k in range(8):
                A.box_from(f"zled{i}_{k}", (0.09 + k * 0.016, -0.0056, zc + 0.008), (0.094 + k * 0.016, -0.0046, zc + 0.012), m["blue"] if (k + i) % 3 else m["white"])
            text(f"amp_txt{i}", "ZONES 1 - 8", (0.146, -0.0054, zc - 0.008), 0.0065, m["print"])
        elif kind == "matrix":
            for r in range(2):
                for k in range(8):
                    A.box_from(f"mled{i}_{r}_{k}", (0.06 + k * 0.017, -0.0056, zc - 0.006 + r * 0.01), (0.064 + k * 0.017, -0.0046, zc - 0.003 + r * 0.01), m["green"] if (k * 3 + r) % 4 else m["amber"])
            text(f"mx_txt{i}", "VIDEO MATRIX  8 x 8", (-0.1, -0.0054, zc), 0.0075, m["print"])
        elif kind == "nas":
            for k in range(4):
                x = -0.2 + k * 0.1
                A.box_from(f"bay{k}", (x, -0.0058, zc - 0.034), (x + 0.09, -0.0045, zc + 0.034), m["black2"], 0.0015)
                A.box_from(f"bayled{k}", (x + 0.075, -0.0062, zc + 0.025), (x + 0.082, -0.0055, zc + 0.029), m["blue"])
        elif kind == "power":
            A.box_from(f"pw_disp{i}", (-0.19, -0.0056, zc - 0.014), (-0.09, -0.0045, zc + 0.014), A.emission("pw_back", (0.02, 0.015, 0.005), 1))
            text(f"pw_txt{i}", "231 V   4.2 A", (-0.14, -0.0062, zc), 0.0085, A.emission("pw_amber", (1.0, 0.6, 0.15), 6))
            A.box_from(f"pw_sw{i}", (0.15, -0.012, zc - 0.012), (0.19, -0.0045, zc + 0.012), m["black"], 0.003)
        z -= h
    # patch leads from the patch panel to the switch below, each a short loop out and down
    (pxs, pz), (sxs, sz) = ports["patch"], ports["switch"]
    for k in range(24):
        if k % 7 == 6:
            continue
        a, b = (pxs[k], -0.006, pz - 0.002), (sxs[(k + 1) % 24 if k % 4 == 0 else k], -0.006, sz - 0.002)
        out = 0.022 + 0.006 * ((k * 7) % 4)
        sag = -0.01 - 0.004 * (k % 3)
        cable(f"lead{k}", [a, (a[0], a[1] - out, a[2] - 0.006), ((a[0] + b[0]) / 2, -out - 0.006, (a[2] + b[2]) / 2 + sag),
                           (b[0], b[1] - out, b[2] - 0.004), b], 0.0026, leads[0 if k < 8 else (1 if k < 16 else (2 if k % 2 else 3))])
    # the looms dressed up the lacing bar on the right, held by straps
    lx = PW / 2 - 0.045
    for k in range(9):
        dx, dy = (k % 3) * 0.009, (k // 3) * 0.009
        cable(f"loom{k}", [(lx + dx, 0.31 + dy, Z0 + 0.05), (lx + dx, 0.31 + dy, ch - 0.25)], 0.0035, leads[(k + 1) % 4] if k % 2 else m["black2"])
    for k in range(8):
        A.torus(f"strap{k}", 0.022, 0.004, (lx + 0.009, 0.32, Z0 + 0.15 + k * 0.2), m["black2"])
    # light: an LED strip under the cupboard's top, a warm room light from the left, a glow at the back
    A.box_from("strip", (-cw / 2 + 0.03, -0.03, ch - 0.012), (cw / 2 - 0.03, -0.015, ch - 0.006), A.emission("strip", (0.95, 0.97, 1.0), 8))
    A.area("strip_light", (0, -0.05, ch - 0.03), cw - 0.1, 30, (0.92, 0.95, 1.0), size_y=0.03, shadow=True)
    A.area("room", (-1.4, -1.6, 2.0), 1.2, 45, A.WARM2, rot=(math.radians(55), 0, math.radians(-40)), shadow=True)
    A.area("fill", (0.9, -1.5, 1.2), 0.8, 25, (0.85, 0.9, 1.0), rot=(math.radians(75), 0, math.radians(32)), shadow=False)


VIEWS = {
    # from in front and a little to the left, at the height of the processors, the rack's faces sharp
    # and the cupboard's edges soft
    "smart-home-rack": dict(cam=(-0.45, -1.25, 2.1), target=(0.02, 0.0, 1.86), lens=40, dof=1.36, fstop=4.0),
}
