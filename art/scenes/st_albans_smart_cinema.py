"""St Albans: an eight-seat cinema in a Control4 house. Five tailored graphite leather recliners
and three raised behind them, charcoal fabric walls between smoked-oak pilasters and slat panels,
lit in warm white (wall washers and downlights) with the blue of its colour-changing LEDs kept to
accent lines (the ceiling cove, the stage and riser lines, the step lights), and the Control4
keypad by the door. The room's size, rows, seats and screen are the room model's layout of the project (art/rooms.json)."""
import math
import os

import aurum as A

R = A.room_spec("st-albans-smart-cinema")
W, D, H = R["W"], R["D"], R["H"]
SW, SH, BOTTOM = R["sw"], R["sh"], R["bottom"]
RISER_H = R["riser"]
ROWS = [(y, z) for y, z, _n in R["rows"]]
MAIN = R["main"]  # the main seat's eyes
BLUE = (0.18, 0.38, 1.0)
KEY = (1.0, 0.8, 0.6)  # the key light: a warm white, about 3300 K
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
    """A wall keypad with four engraved, backlit buttons (facing -x)."""
    A.box_from("kp_plate", (x - 0.012, y - 0.045, z - 0.065), (x, y + 0.045, z + 0.065), m["kp_plate"], 0.004)
    labels = ["CINEMA", "DIM", "BLINDS", "OFF"]
    for i, lab in enumerate(labels):
        zz = z + 0.042 - i * 0.028
        A.box_from(f"kp_btn{i}", (x - 0.016, y - 0.036, zz - 0.011), (x - 0.011, y + 0.036, zz + 0.011), m["kp_btn"], 0.002)
        cu = A.bpy.data.curves.new(f"kp_txt{i}", "FONT")
        cu.body = lab
        cu.size = 0.0085
        cu.align_x = "CENTER"
        cu.align_y = "CENTER"
        t = A.bpy.data.objects.new(f"kp_txt{i}", cu)
        t.location = (x - 0.0165, y, zz)
        t.rotation_euler = (math.pi / 2, 0, -math.pi / 2)
        cu.materials.append(m["kp_txt"])
        A.link(t)
    # the active scene's status light: a small blue dot at the end of Cinema's button (a bar
    # under Off, as it was, read as a fifth, garbled label at the size the pages show it)
    zz = z + 0.042
    A.box_from("kp_led", (x - 0.0172, y - 0.0315, zz - 0.00125), (x - 0.0160, y - 0.029, zz + 0.00125), m["led"], 0.0006)


def build():
    # a neutral night fill: the room's colour comes from its lamps, not a blue sky
    A.world_color((0.012, 0.012, 0.013))
    m = {
        # deep graphite hide with a satin sheen, piped in the same hide a shade paler and smoother,
        # so each cushion's edge catches a line of the warm light
        "leather": A.leather("graphite", (0.047, 0.048, 0.051), 0.3, sheen=0.16),
        "piping": A.leather("graphite_piping", (0.085, 0.086, 0.09), 0.18, 0.16, seams=False),
        "plinth": A.matte("plinth", (0.008, 0.008, 0.008), 0.5),
        "metal": A.brass("nickel", (0.62, 0.62, 0.64), 0.3),
        "front": A.velvet("front_velvet", (0.005, 0.005, 0.005)),
        "velvet": A.velvet("mask", (0.002, 0.002, 0.002)),
        "stage": A.fabric("stage_carpet", (0.02, 0.019, 0.018)),
        "nosing": A.wood("smoked_oak_x", (0.07, 0.06, 0.05), (0.025, 0.02, 0.017), axis="X", scale=9),
        # the LED lines (under the stage's and the riser's lips, along the coffer): low enough that
        # they read blue rather than burn white under the exposure
        "led": A.emission("led", BLUE, 1.3),
        "glow": A.emission("glow", KEY, 30),  # the wall washers' slots
        "step": A.emission("step", BLUE, 3),
        "wallbase": A.matte("wallbase", (0.012, 0.012, 0.012)),
        "pilaster": A.wood("smoked_oak", (0.07, 0.06, 0.05), (0.025, 0.02, 0.017), axis="Z", scale=9),
        # mink acoustic fabric, a warm grey-brown that reads as cloth under the washers, darker below
        # the dado
        "panel": A.fabric("mink", (0.05, 0.042, 0.035)),
        "panel_lo": A.fabric("mink_dark", (0.02, 0.017, 0.015)),
        "ceiling": A.matte("ceil", (0.03, 0.03, 0.031), 0.9),
        "beam": A.fabric("beam", (0.02, 0.02, 0.02), 600),
        "kp_plate": A.gloss("kp_plate", (0.01, 0.01, 0.012), 0.15),
        "kp_btn": A.matte("kp_btn", (0.02, 0.02, 0.022), 0.35, vary=0),
        "kp_txt": A.emission("kp_txt", (0.55, 0.75, 1.0), 6),
    }
    m["cup_metal"] = m["metal"]
    carpet = A.fabric("carpet", (0.02, 0.019, 0.018), 1400, 0.35)
    A.box_from("floor", (-W / 2, -0.1, -0.05), (W / 2, D + 0.1, 0), carpet)
    img = A.film_still("stalbans_frame", "milky_way", R["aspect"])
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
    # warm white wall washers on the pilasters
    A.panelled_side_walls(W, D, H, 0.2, D - 0.9, 3, m, sconce_z=1.6, sconce_power=14, color=KEY)
    A.box_from("backwall", (-W / 2, -0.1, 0), (W / 2, 0.0, H), m["wallbase"])
    A.box_from("backpanel", (-W / 2 + 0.1, 0.0, 0.7), (W / 2 - 0.1, 0.05, H - 0.3), m["panel"], 0.012)
    # the coffer: a faint blue over its whole ceiling, and a blue LED line along the inner edge of
    # the perimeter bulkhead washing the coffer's ceiling from its edges
    beam, depth = 0.5, 0.18
    A.coffered_ceiling(W, D, H, 1, 1, m, beam=beam, depth=depth, cove_power=10, cove_color=BLUE)
    xi, y0, y1 = W / 2 - beam / 2, beam / 2, D - beam / 2
    zc = H - depth
    for s in (-1, 1):
        x = s * (xi + 0.012)
        A.box_from(f"cove_line{s}", (x - 0.012, y0, zc - 0.012), (x + 0.012, y1, zc), m["led"])
        A.area(f"cove{s}", (s * (xi - 0.04), (y0 + y1) / 2, zc + 0.02), 0.05, 20 * (y1 - y0), BLUE,
               rot=(math.pi, 0, 0), size_y=y1 - y0, shadow=False)
    for y, nm in ((y0, "b"), (y1, "f")):
        yy = y - (0.012 if y == y0 else -0.012)
        A.box_from(f"cove_line{nm}", (-xi, yy - 0.012, zc - 0.012), (xi, yy + 0.012, zc), m["led"])
        A.area(f"cove{nm}", (0, y + (0.04 if y == y0 else -0.04), zc + 0.02), 2 * xi, 20 * 2 * xi, BLUE,
               rot=(math.pi, 0, 0), size_y=0.05, shadow=False)
    A.riser("riser1", -W / 2, W / 2, 0.0, ROWS[1][0] + 0.8, RISER_H, carpet, m["nosing"], m["led"])
    # the LED line under the stage's lip washes the carpet below it blue. The riser's strip stands
    # at the back wall behind the back row (the kit lays a riser's lip at its low-y end), so its
    # light falls on the back row's shells from behind: blue, it mottled their sheen, so it stays a
    # dim warm white
    A.bpy.data.objects["stage_ledlight"].data.color = BLUE
    A.bpy.data.objects["stage_ledlight"].data.energy = 3.0 * W
    A.bpy.data.objects["riser1_ledlight"].data.color = KEY
    A.bpy.data.objects["riser1_ledlight"].data.energy = 1.0 * W
    A.tailored_seat_rows(R, "r", m, arm_w=0.19)
    for s in (-1, 1):
        for y in (ROWS[1][0] + 1.2, ROWS[0][0] + 1.0):
            A.box_from(f"step{s}{y}", (s * (W / 2 - 0.075) - 0.01, y - 0.06, 0.28), (s * (W / 2 - 0.075) + 0.01, y + 0.06, 0.31), m["step"])
    # door and keypad on the right wall near the back
    A.box_from("door", (W / 2 - 0.07, 0.15, RISER_H), (W / 2 - 0.02, 0.95, RISER_H + 2.05), m["pilaster"], 0.008)
    keypad(W / 2 - 0.075, 1.12, RISER_H + 1.15, m)
    A.spot("kp_graze", (W / 2 - 0.3, 1.12, RISER_H + 1.9), (W / 2, 1.12, RISER_H + 1.15), 6, KEY, 25, 0.8, 0.02, True)
    # warm white downlights, dimmed for the cinema scene, aimed at the floor in front of each row
    # rather than straight down on to the headrests
    for y, aim_y in ((ROWS[1][0] - 0.2, ROWS[1][0] + 0.65), (ROWS[0][0] - 0.2, ROWS[0][0] + 0.65)):
        for x in (-0.8, 0.8):
            A.downlight(f"dl{x}{y}", x, y, H, 10, KEY, 40, target=(x, aim_y, 0))
    # two more wash the back wall's panel, and one each side grazes the oak slats beside the screen
    for x in (-1.1, 1.1):
        A.downlight(f"dl_back{x}", x, 0.55, H, 5, KEY, 40, target=(x, 0.02, 1.1))
    # adjustable downlights turned on to the seats' backs: two over the rear aisle grazing the back
    # row's shells, two over the cross aisle grazing the front row's, so from the door (the main
    # view, -4) their leather shows its crown, seams and piping instead of a black shape; the rear
    # pair's fittings are out of sight above those views' cameras
    for x in (-0.75, 0.75):
        A.downlight(f"dl_rear{x}", x, 1.0, H, 3, KEY, 50, target=(x, 1.35, 1.0), shadow=True)
    for x in (-0.8, 0.8):
        A.downlight(f"dl_aisle{x}", x, ROWS[1][0] + 0.95, H, 3, KEY, 50, target=(x, ROWS[0][0] - 0.5, 0.85), shadow=True)
    for s in (-1, 1):
        x = s * (SW / 2 + 0.1 + W / 2) / 2
        A.downlight(f"dl_slats{s}", x, D - 0.45, H, 3, KEY, 30, target=(x, D - 0.08, 0.7))


def screen_spill(level):
    """The screen's light on the room, as a share of screen_wall's glow. That glow is one power for
    every picture, but the Milky Way is a third to a tenth as bright as the other stills (its mean
    linear value 0.026 against 0.075 to 0.24): seen from the screen end, the full glow washed the seat
    fronts pale grey, and its broad reflection over the leather's varying roughness mottled them. A
    view sets it before it renders (a view's setting stays for the views after it)."""
    def apply():
        A.bpy.data.objects["screen_glow"].data.energy = GLOW_POWER * 1.5 * level
    return apply


VIEWS = {
    # from behind the back row: the screen's spill at 0.6, so the wall washers' scallops read on the
    # mink and the screen stays the brightest thing in the room (at 1.0 it washed the walls and the
    # coffer a flat grey)
    "st-albans-smart-cinema": dict(cam=(1.6, 0.4, 1.85), target=(-0.3, D, 1.3), lens=21, before=screen_spill(0.6)),
    "st-albans-smart-cinema-2": dict(cam=(-1.4, D - 0.8, 1.3), target=(0.9, 0.6, 0.9), lens=20, before=screen_spill(0.15)),
    "st-albans-smart-cinema-3": dict(cam=(W / 2 - 0.55, 1.45, RISER_H + 1.2), target=(W / 2, 1.12, RISER_H + 1.14), lens=50, dof=0.63, fstop=5.6),
    # from behind the back row
    # (its spill stays 1.0: at 0.6 the left wall, a band beside the camera lit mostly by the screen,
    # went black)
    "st-albans-smart-cinema-4": dict(cam=(-1.95, 0.3, 1.95), target=(0.6, D - 1.6, 0.95), lens=19, size=(2400, 1100),
                                     before=screen_spill(1.0)),
    # from the main seat
    "st-albans-smart-cinema-5": dict(cam=(MAIN[0] + 0.02, MAIN[1], MAIN[2]), target=(0.1, D, BOTTOM + SH * 0.45), lens=23,
                                     before=screen_spill(1.0)),
}
