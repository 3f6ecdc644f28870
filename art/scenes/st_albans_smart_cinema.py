"""St Albans: an eight-seat cinema in a Control4 house. Five soft espresso leather recliners and
three raised behind them, mink fabric walls between smoked-oak pilasters and slat panels, lit in
warm white (shaded bronze wall lights, a few pinhole downlights) and a low warm cove round the
coffer, its LED lines (the stage's lip, the riser's) and amber step lights in the same warmth, and
a brushed nickel Control4 keypad by the door. The room's size, rows, seats and screen are the room model's layout of the project (art/rooms.json)."""
import math
import os

import aurum as A

R = A.room_spec("st-albans-smart-cinema")
W, D, H = R["W"], R["D"], R["H"]
SW, SH, BOTTOM = R["sw"], R["sh"], R["bottom"]
RISER_H = R["riser"]
ROWS = [(y, z) for y, z, _n in R["rows"]]
MAIN = R["main"]  # the main seat's eyes
KEY = (1.0, 0.8, 0.6)  # the key light: a warm white, about 3300 K
# The cove and the accent lines (renders28): a reviewer called the saturated blue cove of the
# colour-changing LEDs a "gamer basement". Two quieter scenes were previewed: a warm white about
# 2800 K, and a deep indigo desaturated to a dusk blue, each at a low level. COVES[COVE] is the one
# the pictures show; each is (colour, the cove's watts per metre, the visible strip's brightness).
COVES = {
    "warm": ((1.0, 0.64, 0.36), 4.0, 0.4),
    "indigo": ((0.36, 0.37, 0.62), 7.0, 0.55),
}
COVE = os.environ.get("STALBANS_COVE", "warm")
# Indirect light baked above the seats, as Windsor's: the grid's lowest probes over the back row's
# headrests (1.85 m; the riser is 0.45 m), its highest under the coffer, all inside the walls.
# It left no blotches or leaks. Every view was rendered with it (STALBANS_BAKE=1): -2 and -3 in
# renders14, the main view and -4 in renders19 (see the README), these two with the cubemap inside the
# room (CUBE_AT below); -2 and -3 had it where bake_light() puts it, above the ceiling.
GRID = ((-W / 2 + 0.35, 0.5, 1.85), (W / 2 - 0.35, D - 0.8, H - 0.12), (3, 4, 2))
BAKE = GRID if os.environ.get("STALBANS_BAKE") else None
# The reflection cubemap stands in the free air between the rows over the aisle, not where
# bake_light() puts it (1.3 m over the grid's floor: 3.15 m, above this 2.7 m ceiling), so the leather
# and the nickel reflect the lit room; its influence reaches every corner.
CUBE_AT, CUBE_RADIUS = (0.0, 2.55, 1.45), 5.5


def bake(lo, hi, res):
    A.bake_light_at(lo, hi, res, cube_at=CUBE_AT, cube_radius=CUBE_RADIUS)


EXPOSURE = 1.9
GLOW_POWER = 50  # the screen's light on the room (screen_wall's glow_power)


def keypad(x, y, z, m):
    """A wall keypad with four engraved, backlit buttons (facing -x): a brushed nickel plate and
    buttons (renders28: it was glossy black plastic with large glowing letters), each button's
    label small, engraved and filled with a faint warm backlight."""
    A.box_from("kp_plate", (x - 0.008, y - 0.045, z - 0.065), (x, y + 0.045, z + 0.065), m["kp_plate"], 0.003)
    # the room's scenes (it has no windows: "Cinema" closes the rest of the house's blinds)
    labels = ["Cinema", "Interval", "Lights", "Off"]
    for i, lab in enumerate(labels):
        zz = z + 0.042 - i * 0.028
        A.box_from(f"kp_gap{i}", (x - 0.0095, y - 0.0368, zz - 0.0118), (x - 0.0075, y + 0.0368, zz + 0.0118), m["kp_gap"])
        A.box_from(f"kp_btn{i}", (x - 0.0125, y - 0.036, zz - 0.011), (x - 0.0075, y + 0.036, zz + 0.011), m["kp_btn"], 0.0025)
        cu = A.bpy.data.curves.new(f"kp_txt{i}", "FONT")
        cu.body = lab
        cu.size = 0.0058
        cu.align_x = "CENTER"
        cu.align_y = "CENTER"
        t = A.bpy.data.objects.new(f"kp_txt{i}", cu)
        t.location = (x - 0.01255, y, zz)
        t.rotation_euler = (math.pi / 2, 0, -math.pi / 2)
        cu.materials.append(m["kp_txt"])
        A.link(t)
    # the active scene's status light: a small blue dot at the end of Cinema's button (a bar
    # under Off, as it was, read as a fifth, garbled label at the size the pages show it)
    zz = z + 0.042
    A.cylinder("kp_led", 0.0011, 0.001, (x - 0.0126, y - 0.0295, zz), m["kp_led"], rot=(0, math.pi / 2, 0), verts=16)


def channel_panels(mat, pitch=0.16):
    """The side walls' upper panels upholstered in vertical channels, each a padded flute about
    `pitch` wide stitched to the next, as the seats' backs are, so the wall lights' scallops show the
    fabric's relief (renders33: flat mink fields read as bare walls)."""
    for ob in [o for o in A.bpy.data.objects if o.name.startswith("pan") and o.name.endswith("_hi")]:
        (x0, y0, z0), (x1, y1, z1) = ([min(v[i] for v in ob.bound_box) for i in range(3)],
                                      [max(v[i] for v in ob.bound_box) for i in range(3)])
        loc, name = ob.location.copy(), ob.name
        A.bpy.data.objects.remove(ob)
        n = max(1, round((y1 - y0) / pitch))
        for k in range(n):
            ya, yb = loc.y + y0 + (y1 - y0) * k / n, loc.y + y0 + (y1 - y0) * (k + 1) / n
            A.box_from(f"{name}_ch{k}", (loc.x + x0, ya + 0.002, loc.z + z0), (loc.x + x1, yb - 0.002, loc.z + z1), mat, 0.018,
                       segs=4)


def build():
    # a neutral night fill: the room's colour comes from its lamps, not a blue sky
    A.world_color((0.012, 0.012, 0.013))
    m = {
        # a deep espresso hide with a satin sheen and a pebble grain that shows (renders28: the
        # graphite read as black plastic), piped in the same hide a shade paler and smoother, so
        # each cushion's edge catches a line of the warm light
        "leather": A.grained_leather("espresso", (0.058, 0.038, 0.027), 0.32, sheen=0.18),
        "piping": A.leather("espresso_piping", (0.1, 0.068, 0.05), 0.18, 0.16, seams=False),
        "plinth": A.matte("plinth", (0.008, 0.008, 0.008), 0.5),
        # dark bronze: the sconces, the cup holders
        "metal": A.brass("bronze", (0.36, 0.24, 0.14), 0.3),
        "front": A.velvet("front_velvet", (0.005, 0.005, 0.005)),
        "velvet": A.velvet("mask", (0.002, 0.002, 0.002)),
        "stage": A.fabric("stage_carpet", (0.02, 0.019, 0.018)),
        "nosing": A.wood("smoked_oak_x", (0.07, 0.06, 0.05), (0.025, 0.02, 0.017), axis="X", scale=9),
        # the LED lines (under the stage's and the riser's lips, along the coffer): in the cove's
        # colour, low enough that they read as a soft line rather than burn white under the exposure
        "led": A.emission("led", COVES[COVE][0], COVES[COVE][2]),
        "glow": A.emission("glow", KEY, 30),  # the wall washers' slots
        "step": A.emission("step", (1.0, 0.6, 0.3), 1.2),  # amber step lights, low
        "wallbase": A.matte("wallbase", (0.012, 0.012, 0.012)),
        "pilaster": A.wood("smoked_oak", (0.07, 0.06, 0.05), (0.025, 0.02, 0.017), axis="Z", scale=9),
        # mink acoustic fabric, a warm grey-brown that reads as cloth under the washers, darker below
        # the dado
        "panel": A.fabric("mink", (0.05, 0.042, 0.035)),
        "panel_lo": A.fabric("mink_dark", (0.02, 0.017, 0.015)),
        "ceiling": A.matte("ceil", (0.006, 0.006, 0.006), 0.95),  # black felt behind the slats
        # the slats darker than the pilasters' oak and oiled, not lacquered (renders34: grazed by the
        # cove, the lacquered oak burned to the brightest thing in the room, "white plastic")
        "slat": A.wood("smoked_oak_y", (0.04, 0.033, 0.027), (0.014, 0.011, 0.009), axis="Y", scale=9, gloss=0.0,
                       rough=0.6),
        "beam": A.fabric("beam", (0.02, 0.02, 0.02), 600),
        # brushed nickel (the kit's brushed metal), brushed finely as a plate this size is (at the
        # kit's few-millimetre streaks, seen this close, it read as stretched wood grain), the
        # buttons a touch smoother than the plate
        "kp_plate": A.brass("kp_nickel", (0.66, 0.65, 0.62), 0.44, grain=3000),
        "kp_btn": A.brass("kp_nickel_btn", (0.7, 0.69, 0.66), 0.36, grain=3000),
        "kp_gap": A.matte("kp_gap", (0.004, 0.004, 0.004), 0.9, vary=0),
        # the engraving's fill, lit faintly from behind
        "kp_txt": A.emission("kp_txt", (1.0, 0.82, 0.6), 1.6),
        "kp_led": A.emission("kp_led", (1.0, 0.7, 0.4), 3.0),
    }
    m["cup_metal"] = m["metal"]
    carpet = A.fabric("carpet", (0.02, 0.019, 0.018), 1400, 0.35)
    A.box_from("floor", (-W / 2, -0.1, -0.05), (W / 2, D + 0.1, 0), carpet)
    img = A.film_still("stalbans_frame", "film-night-camp", R["aspect"])
    A.screen_wall(D, W, H, SW, SH, BOTTOM, m, img, strength=1.5, stage_h=0.28, glow_power=GLOW_POWER, border=0.06)
    # slatted oak acoustic panels either side of the screen
    for s in (-1, 1):
        x0 = s * (SW / 2 + 0.1)
        x1 = s * (W / 2)
        lo, hi = min(x0, x1), max(x0, x1)
        A.box_from(f"slatback{s}", (lo, D - 0.06, 0.28), (hi, D - 0.02, H - 0.05), m["panel_lo"])
        n = int((hi - lo) / 0.06)
        for k in range(n):
            x = lo + 0.03 + k * (hi - lo) / n
            A.box_from(f"slat{s}_{k}", (x - 0.014, D - 0.1, 0.28), (x + 0.014, D - 0.06, H - 0.05), m["pilaster"], 0.003)
    # warm white wall lights on the pilasters: slim bronze under half-drum linen shades (renders28;
    # they were the kit's nickel box washers), throwing the same scallops up and down the pilasters
    A.panelled_side_walls(W, D, H, 0.2, D - 0.9, 3, m, sconces=False)
    channel_panels(m["panel"])
    # a pair of wall lights a side, on the two middle pilasters (renders33: one on every pilaster, four
    # identical shades down each wall, read as a hotel corridor)
    shade = A.lamp_shade("sconce_shade", (0.42, 0.34, 0.25), (1.0, 0.64, 0.34), 0.12)
    for s in (-1, 1):
        for i in (1, 2):
            y = 0.2 + (D - 0.9 - 0.2) * i / 3
            A.shaded_sconce(f"sc{s}_{i}", s * (W / 2 - 0.09), y, 1.6, "-x" if s > 0 else "+x", m["metal"], shade,
                            up=14, down=11, color=KEY)
    A.box_from("backwall", (-W / 2, -0.1, 0), (W / 2, 0.0, H), m["wallbase"])
    A.box_from("backpanel", (-W / 2 + 0.1, 0.0, 0.7), (W / 2 - 0.1, 0.05, H - 0.3), m["panel"], 0.012)
    # the coffer: a faint glow over its whole ceiling, and an LED line along the inner edge of the
    # perimeter bulkhead washing the coffer's ceiling from its edges, both in the cove's colour
    cove_rgb, per_m, _strip = COVES[COVE]
    beam, depth = 0.5, 0.18
    A.coffered_ceiling(W, D, H, 1, 1, m, beam=beam, depth=depth, cove_power=per_m * 0.5, cove_color=cove_rgb)
    xi, y0, y1 = W / 2 - beam / 2, beam / 2, D - beam / 2
    # the coffer lined in smoked-oak slats along the room over black felt, grazed by the cove from
    # its edges (renders33: its flat plaster read as a bare ceiling)
    n = int(2 * xi / 0.075)
    for k in range(n):
        x = -xi + (k + 0.5) * 2 * xi / n
        A.box_from(f"ceil_slat{k}", (x - 0.021, y0, H - 0.035), (x + 0.021, y1, H), m["slat"], 0.004)
    zc = H - depth
    for s in (-1, 1):
        x = s * (xi + 0.012)
        A.box_from(f"cove_line{s}", (x - 0.012, y0, zc - 0.012), (x + 0.012, y1, zc), m["led"])
        A.area(f"cove{s}", (s * (xi - 0.04), (y0 + y1) / 2, zc + 0.02), 0.05, per_m * (y1 - y0), cove_rgb,
               rot=(math.pi, 0, 0), size_y=y1 - y0, shadow=False)
    for y, nm in ((y0, "b"), (y1, "f")):
        yy = y - (0.012 if y == y0 else -0.012)
        A.box_from(f"cove_line{nm}", (-xi, yy - 0.012, zc - 0.012), (xi, yy + 0.012, zc), m["led"])
        A.area(f"cove{nm}", (0, y + (0.04 if y == y0 else -0.04), zc + 0.02), 2 * xi, per_m * 2 * xi, cove_rgb,
               rot=(math.pi, 0, 0), size_y=0.05, shadow=False)
    A.riser("riser1", -W / 2, W / 2, 0.0, ROWS[1][0] + 0.8, RISER_H, carpet, m["nosing"], m["led"])
    # the LED line under the stage's lip washes the carpet below it in the cove's colour. The
    # riser's strip stands at the back wall behind the back row (the kit lays a riser's lip at its
    # low-y end), so its light falls on the back row's shells from behind: it stays a dim warm white
    A.bpy.data.objects["stage_ledlight"].data.color = cove_rgb
    A.bpy.data.objects["stage_ledlight"].data.energy = 1.5 * W
    A.bpy.data.objects["riser1_ledlight"].data.color = KEY
    A.bpy.data.objects["riser1_ledlight"].data.energy = 1.0 * W
    A.tailored_seat_rows(R, "r", m, arm_w=0.19, cut="soft", upright=True, channels=5)
    for s in (-1, 1):
        for y in (ROWS[1][0] + 1.2, ROWS[0][0] + 1.0):
            A.box_from(f"step{s}{y}", (s * (W / 2 - 0.075) - 0.01, y - 0.06, 0.28), (s * (W / 2 - 0.075) + 0.01, y + 0.06, 0.31), m["step"])
    # door and keypad on the right wall near the back
    A.box_from("door", (W / 2 - 0.07, 0.15, RISER_H), (W / 2 - 0.02, 0.95, RISER_H + 2.05), m["pilaster"], 0.008)
    keypad(W / 2 - 0.075, 1.12, RISER_H + 1.15, m)
    A.spot("kp_graze", (W / 2 - 0.3, 1.12, RISER_H + 1.9), (W / 2, 1.12, RISER_H + 1.15), 6, KEY, 25, 0.8, 0.02, True)
    # no downlights over the seats (renders28: six hot discs in the coffer read as a kitchen's
    # ceiling): a few recessed pinholes, their apertures a faint warm dot. Two over the rear aisle
    # and two over the cross aisle graze the rows' backs, so from the door (the main view, -4) the
    # leather shows its crown, seams and piping instead of a black shape; two wash the back wall's
    # panel and one each side grazes the oak slats beside the screen
    for x in (-0.75, 0.75):
        A.pinhole_downlight(f"dl_rear{x}", x, 1.0, H, 3, KEY, 40, target=(x, 1.35, 1.0), shadow=True)
    for x in (-0.8, 0.8):
        A.pinhole_downlight(f"dl_aisle{x}", x, ROWS[1][0] + 0.95, H, 3.5, KEY, 45, target=(x, ROWS[0][0] - 0.5, 0.85),
                            shadow=True)
    for x in (-1.1, 1.1):
        A.pinhole_downlight(f"dl_back{x}", x, 0.55, H, 4, KEY, 36, target=(x, 0.02, 1.1))
    for s in (-1, 1):
        x = s * (SW / 2 + 0.1 + W / 2) / 2
        A.pinhole_downlight(f"dl_slats{s}", x, D - 0.45, H, 3, KEY, 26, target=(x, D - 0.08, 0.7))


def screen_spill(level):
    """The screen's light on the room, as a share of screen_wall's glow. That glow is one power for
    every picture, but the Milky Way is a third to a tenth as bright as the other stills (its mean
    linear value 0.026 against 0.075 to 0.24): seen from the screen end, the full glow washed the seat
    fronts pale grey, and its broad reflection over the leather's varying roughness mottled them. A
    view sets it before it renders (a view's setting stays for the views after it)."""
    def apply():
        A.bpy.data.objects["screen_glow"].data.energy = GLOW_POWER * 1.5 * level
    return apply


# The pinholes that light the seats from behind as the view back from the screen sees them (a
# photographer's rim light, from fittings the room has): the two over the cross aisle graze the
# front row's backs and headrests, the two over the rear aisle the back row's.
RIMS = ("dl_aisle-0.8", "dl_aisle0.8", "dl_rear-0.75", "dl_rear0.75")


def seat_rims(level):
    """Turn the seats' rim pinholes up by `level` (1 is as built) for a view, as screen_spill() sets
    the screen's light (a view's setting stays for the views after it)."""
    def apply():
        for name in RIMS:
            ob = A.bpy.data.objects[name]
            if "built_energy" not in ob:
                ob["built_energy"] = ob.data.energy
            ob.data.energy = ob["built_energy"] * level
    return apply


def both(*fns):
    def apply():
        for f in fns:
            f()
    return apply


VIEWS = {
    # from behind the back row: the screen's spill at 0.6, so the wall washers' scallops read on the
    # mink and the screen stays the brightest thing in the room (at 1.0 it washed the walls and the
    # coffer a flat grey)
    "st-albans-smart-cinema": dict(cam=(1.6, 0.4, 1.85), target=(-0.3, D, 1.3), lens=21,
                                   before=both(screen_spill(0.6), seat_rims(1.0))),
    # from the left-hand aisle between the rows, standing, across the room to its front right-hand
    # corner: the Milky Way on the screen between its smoked-oak slats at the left, the warm cove
    # round the coffer, the shaded wall lights down the right-hand wall, and the front row's fluted
    # backs below (renders31: it was the rows seen from the screen end, a line-up two other projects
    # also showed)
    "st-albans-smart-cinema-2": dict(cam=(-W / 2 + 0.35, ROWS[1][0] + 0.5, 1.55), target=(W / 2 - 1.0, D - 0.5, 0.9), lens=22,
                                     before=both(screen_spill(1.0), seat_rims(3.0))),
    # (the spill and the rims as its master had them, after -2's in a run of every view)
    "st-albans-smart-cinema-3": dict(cam=(W / 2 - 0.55, 1.45, RISER_H + 1.2), target=(W / 2, 1.12, RISER_H + 1.14), lens=50, dof=0.63, fstop=5.6,
                                     before=both(screen_spill(0.15), seat_rims(1.0))),
    # from behind the back row, the frame shifted right (renders32: a fifth of it was the left
    # wall's blank slab beside the camera, its wall lights stacked in perspective)
    # (its spill stays 1.0: at 0.6 the left wall, a band beside the camera lit mostly by the screen,
    # went black)
    "st-albans-smart-cinema-4": dict(cam=(-1.95, 0.3, 1.95), target=(0.6, D - 1.6, 0.95), lens=19, size=(2400, 1100),
                                     shift_x=0.1, before=both(screen_spill(1.0), seat_rims(1.0))),
    # along the front row from its right-hand end, at seated height: the fluted backs, piped
    # headrests and bronze cup holders receding, the shaded wall lights on the mink beyond (renders30:
    # it was the main seat's view, straight on to the screen wall, never kept; this is the gallery's
    # third picture in place of -4, a wide view from the other back corner that a reviewer called a
    # near-duplicate of the main view; -4 stays the area pages' wide hero)
    "st-albans-smart-cinema-5": dict(cam=(1.95, 4.35, 1.2), target=(-0.5, 3.0, 0.8), lens=30, dof=1.6, fstop=5.6,
                                     before=both(screen_spill(1.0), seat_rims(1.0))),
}



def cove_scene(kind, lit=[COVE]):
    """Light the cove, its strips and the stage's line in COVES[kind] after the build (for a preview
    that compares the scenes in one run: STALBANS_VARIANTS=1 adds each view again in the other)."""
    def apply():
        if lit[0] == kind:
            return
        rgb, per_m, strip = COVES[kind]
        led = A.bpy.data.materials["led"].node_tree.nodes["Emission"]
        led.inputs["Color"].default_value = (*rgb, 1)
        led.inputs["Strength"].default_value = strip
        for ob in A.bpy.data.objects:
            if ob.type == "LIGHT" and (ob.name.startswith("cove") or ob.name == "stage_ledlight"):
                if ob.name != "stage_ledlight":
                    ob.data.energy *= per_m / COVES[lit[0]][1]
                ob.data.color = rgb
        lit[0] = kind
    return apply


if os.environ.get("STALBANS_VARIANTS"):
    for name in [n for n in VIEWS if not n.endswith("-3")]:
        for kind in COVES:
            v = dict(VIEWS[name])

            def before(spill=v.get("before"), kind=kind):
                if spill:
                    spill()
                cove_scene(kind)()
            v["before"] = before
            VIEWS[f"{name}-{kind}"] = v
