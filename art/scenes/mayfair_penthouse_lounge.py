"""Mayfair: an open-plan penthouse lounge with floor-to-ceiling glass over Hyde Park and the
city at dusk. A tab-tensioned screen drops in front of the glass from a slot in the plaster
bulkhead that houses the blinds; a low oatmeal boucle sofa (crowned, piped cushions, a rust knit
throw) on a taupe wool rug over wide oak boards; a warm cove along the limewashed wall, a wall of
walnut slats behind the sofa's end, a floor lamp lit by the glass; the projector is hidden above a
ceiling hatch. The room's size, the sofa's distance and the screen are the room model's layout of
the project (art/rooms.json)."""
import math
import numpy as np

import aurum as A
from city import dusk_city

D = A.room_spec("mayfair-penthouse-lounge")["D"]
SCREEN_Y = D - 0.35  # the screen hangs in front of the glass and the blind pocket
R = A.room_spec("mayfair-penthouse-lounge", SCREEN_Y)
W, H = R["W"], R["H"]
SW, SH, BOTTOM = R["sw"], R["sh"], R["bottom"]
SOFA_Y = R["rows"][0][0]
BULK_Y, BULK_Z = D - 0.6, H - 0.42  # the bulkhead along the glass: its face and its soffit
BAKE = None  # not baked: see the README on the bake (Hampstead's took 131 s; Windsor's grid left blotches)
EXPOSURE = 0.5


def book_stack(name, x, y, z, rz0, books):
    """Cloth-bound books stacked at (x, y) from height z, each (width, depth, thickness) and its cloth,
    each turned a little further than the one below from rz0: boards, a spine and the page block.
    Returns the height of the top."""
    pages = A.matte("pages", (0.58, 0.54, 0.46), 0.9)
    for k, ((w_, d_, t_), colour) in enumerate(books):
        rz = rz0 + 0.12 * k
        c, sn = math.cos(rz), math.sin(rz)

        def at(u, v, h):  # a point in the book's own frame (u along its width, v across)
            return (x + u * c - v * sn, y + u * sn + v * c, h)
        cm = A.matte(f"{name}_cloth{k}", colour, 0.75)
        for h in (z + 0.00125, z + t_ - 0.00125):  # the boards
            A.box(f"{name}_board{k}{h}", (w_, d_, 0.0025), at(0, 0, h), cm, 0.0008, rot=(0, 0, rz))
        A.box(f"{name}_spine{k}", (w_, 0.004, t_), at(0, -d_ / 2 + 0.002, z + t_ / 2), cm, 0.0015, rot=(0, 0, rz))
        A.box(f"{name}_pages{k}", (w_ - 0.008, d_ - 0.006, t_ - 0.005), at(0, -0.001, z + t_ / 2), pages, 0.0005, rot=(0, 0, rz))
        z += t_
    return z


def _meter_face(h=120, w=260):
    """An amplifier's level meter: a warm backlit face, a scale of ticks along an arc, its last
    stretch in red, a fine dark needle resting low on the scale."""
    yy, xx = np.mgrid[0:h, 0:w].astype(float)
    img = np.zeros((h, w, 3)) + np.array([1.0, 0.78, 0.45])
    img *= (0.75 + 0.25 * np.exp(-((xx - w / 2) ** 2 + (yy - h * 0.7) ** 2) / (2 * (w * 0.35) ** 2)))[..., None]
    cx, cy = w / 2, h * 1.45  # the needle's pivot, below the face
    r = np.hypot(xx - cx, yy - cy)
    ang = np.arctan2(xx - cx, cy - yy)  # 0 straight up
    ink = np.array([0.08, 0.05, 0.03])
    arc = (np.abs(r - h * 1.12) < 1.2) & (np.abs(ang) < 0.62)
    ticks = (r > h * 1.12) & (r < h * 1.12 + 9) & (np.abs(ang) < 0.63) & (np.abs(((ang + 0.62) / 0.124) % 1 - 0.5) > 0.44)
    img[arc | ticks] = ink
    red = ((np.abs(r - h * 1.12) < 2.5) | ticks) & (ang > 0.32) & (ang < 0.63)
    img[red] = np.array([0.75, 0.1, 0.05])
    needle = np.abs((xx - cx) * np.cos(-0.35) - (cy - yy) * np.sin(-0.35)) < 1.1
    img[needle & (r < h * 1.25) & (r > h * 0.55)] = ink
    return img


BAY = {}  # the media bay's doors and lights, for the views to open or shut it


def media_bay(x0, x1, b0, b1, reeds, oak, black):
    """The sideboard's equipment bay between y = b0 and b1 (its carcass from the wall at x0 to its
    front at x1): oak sides, bottom and a shelf, a black back, an AV processor above (a brushed
    fascia, its display's dim readout, a volume knob) and a power amplifier below (a fine light
    line across its face), each on four feet; two warm strips under the top and the shelf, lit only
    with the doors open. BAY["open"](True) returns a function that opens the bay (its reeded door
    gone, a pair of pocket doors slid back into its sides), BAY["open"](False) one that shuts it."""
    t = 0.018  # the door's board
    xin = x1 - t  # the bay's open front, behind the door's board
    yc = (b0 + b1) / 2
    A.box_from("bay_back", (x0, b0, 0.06), (x0 + 0.02, b1, 0.7), black)
    A.box_from("bay_bottom", (x0 + 0.02, b0, 0.06), (xin, b1, 0.08), oak, 0.002)
    A.box_from("bay_top", (x0 + 0.02, b0, 0.68), (xin, b1, 0.7), oak, 0.002)
    A.box_from("bay_shelf", (x0 + 0.02, b0 + 0.02, 0.355), (xin - 0.01, b1 - 0.02, 0.373), oak, 0.002)
    anod = A.matte("anodised", (0.016, 0.016, 0.018), 0.38, 0.5, 0.85, vary=0)
    fascia = A.brass("fascia", (0.05, 0.05, 0.055), 0.3, grain=900)
    alu = A.brass("knob_alu", (0.55, 0.55, 0.56), 0.22, grain=900)
    screen = A.gloss("display_glass", (0.004, 0.004, 0.005), 0.05)
    readout = A.emission("readout", (0.55, 0.82, 1.0), 3.0)
    xf = xin - 0.025  # the fascias' faces, set back from the opening
    for nm, z0, hgt, dpt in (("processor", 0.373, 0.13, 0.34), ("amplifier", 0.08, 0.17, 0.38)):
        zb = z0 + 0.014  # on feet
        A.box_from(f"{nm}_body", (xf - dpt, yc - 0.214, zb), (xf - 0.012, yc + 0.214, zb + hgt - 0.002), anod, 0.003)
        A.box_from(f"{nm}_fascia", (xf - 0.012, yc - 0.217, zb), (xf, yc + 0.217, zb + hgt), fascia, 0.004)
        for fy in (-0.17, 0.17):
            for fx in (xf - 0.05, xf - dpt + 0.05):
                A.cylinder(f"{nm}_foot{fy}{fx:.2f}", 0.018, 0.014, (fx, yc + fy, z0 + 0.007), alu, verts=24)
    zp = 0.373 + 0.014 + 0.065  # the processor's middle
    A.box_from("display", (xf - 0.002, yc - 0.12, zp - 0.02), (xf + 0.0015, yc + 0.03, zp + 0.02), screen, 0.001)
    cu = A.bpy.data.curves.new("readout_txt", "FONT")
    cu.body = "DOLBY ATMOS   -28.5 dB"
    cu.size = 0.011
    cu.align_x, cu.align_y = "CENTER", "CENTER"
    txt = A.bpy.data.objects.new("readout_txt", cu)
    txt.data.materials.append(readout)
    A.link(txt)
    txt.location = (xf + 0.0017, yc - 0.045, zp)
    txt.rotation_euler = (math.pi / 2, 0, math.pi / 2)
    A.cylinder("knob", 0.03, 0.02, (xf + 0.01, yc + 0.13, zp), alu, rot=(0, math.pi / 2, 0), verts=64)
    # the processor's front as a maker finishes it: a milled bright edge along the fascia's top and
    # foot, a smaller input selector at the left, a row of small buttons under the display, a
    # headphone socket, the standby light in its corner; slotted vents across its top
    for z in (0.387 + 0.0015, 0.387 + 0.13 - 0.0015):
        A.box_from(f"processor_edge{z:.3f}", (xf - 0.002, yc - 0.216, z - 0.0012), (xf + 0.0006, yc + 0.216, z + 0.0012), alu)
    A.cylinder("selector", 0.017, 0.016, (xf + 0.008, yc - 0.17, zp + 0.004), alu, rot=(0, math.pi / 2, 0), verts=48)
    for k in range(6):
        A.cylinder(f"button{k}", 0.0045, 0.004, (xf + 0.002, yc - 0.11 + k * 0.026, zp - 0.042), alu, rot=(0, math.pi / 2, 0), verts=20)
    A.torus("phones", 0.005, 0.0015, (xf + 0.0005, yc + 0.19, zp - 0.042), alu, rot=(0, math.pi / 2, 0))
    A.cylinder("phones_hole", 0.0035, 0.002, (xf + 0.0002, yc + 0.19, zp - 0.042), A.matte("socket", (0.002, 0.002, 0.002), 0.8, vary=0),
               rot=(0, math.pi / 2, 0), verts=16)
    A.sphere("standby", 0.0025, (xf + 0.001, yc - 0.2, zp - 0.05), A.emission("standby", (1.0, 0.55, 0.2), 4.0))
    slot = A.matte("vent_slot", (0.002, 0.002, 0.002), 0.9, vary=0)
    for side in (-1, 1):
        for k in range(9):
            A.box_from(f"vent{side}{k}", (xf - 0.31, yc + side * (0.06 + k * 0.014) - 0.003, 0.387 + 0.128 - 0.0004),
                       (xf - 0.11, yc + side * (0.06 + k * 0.014) + 0.003, 0.387 + 0.128 + 0.0008), slot)
    # the power amplifier: two warm-lit level meters in bright bezels, a power button in a lit
    # ring between them, a bright milled edge, and a pair of rack handles at its ends (a dark glass over
    # the meters hid them: they sit open in their bezels)
    za = 0.08 + 0.014  # the amplifier's foot
    meter = A.image_emission("meter_face", A.to_image("meter_face", _meter_face()), 1.4)
    for k, y in enumerate((yc - 0.085, yc + 0.085)):
        A.box_from(f"meter_bezel{k}", (xf - 0.001, y - 0.064, za + 0.09), (xf + 0.0015, y + 0.064, za + 0.155), alu, 0.001)
        A.wall_plane(f"meter{k}", (0.116, 0.053), (xf + 0.0018, y, za + 0.1225), "+x", meter)
    A.torus("power_ring", 0.011, 0.0016, (xf + 0.001, yc, za + 0.05), A.emission("power_ring", (0.55, 0.8, 1.0), 2.5), rot=(0, math.pi / 2, 0))
    A.cylinder("power_button", 0.009, 0.006, (xf + 0.003, yc, za + 0.05), alu, rot=(0, math.pi / 2, 0), verts=32)
    for z in (za + 0.0015, za + 0.17 - 0.0015):
        A.box_from(f"amp_edge{z:.3f}", (xf - 0.002, yc - 0.216, z - 0.0012), (xf + 0.0006, yc + 0.216, z + 0.0012), alu)
    for k, y in enumerate((yc - 0.196, yc + 0.196)):
        A.cylinder(f"handle{k}", 0.006, 0.13, (xf + 0.026, y, za + 0.085), alu, verts=24)
        for z in (za + 0.03, za + 0.14):
            A.cylinder(f"handle_post{k}{z:.2f}", 0.005, 0.026, (xf + 0.013, y, z), alu, rot=(0, math.pi / 2, 0), verts=16)
    # the bay's lights: a strip under the top and under the shelf, near the front
    lights = []
    for nm, z in (("top", 0.68), ("shelf", 0.355)):
        lights.append(A.box_from(f"bay_strip_{nm}", (xin - 0.03, b0 + 0.03, z - 0.004), (xin - 0.015, b1 - 0.03, z), A.emission(f"bay_led_{nm}", (1.0, 0.78, 0.52), 2)))
        lt = A.area(f"bay_light_{nm}", (xin - 0.04, yc, z - 0.01), 0.05, 0.6, A.WARM2, size_y=b1 - b0 - 0.08, shadow=True)
        lt.data.specular_factor = 0.3
        lights.append(lt)
    # the bay's doors: shut, one door's worth of reeds on an oak board across the opening; open, a
    # pair of pocket doors turned in and slid back into the bay's sides, only their edges showing
    shut = [A.box_from("bay_door", (xin, b0 + 0.002, 0.065), (x1, b1 - 0.002, 0.695), oak, 0.002)]
    for k, y in enumerate(reeds):
        shut.append(A.box(f"door_reed{k}", (0.016, 0.028, 0.63), (x1 + 0.008, y, 0.385), oak, 0.0075))
    leaves = [A.box_from(f"bay_leaf{k}", (x0 + 0.05, y0, 0.09), (xin - 0.012, y0 + 0.02, 0.67), oak, 0.003)
              for k, y0 in enumerate((b0, b1 - 0.02))]

    def open_(yes):
        def f():
            for ob in shut:
                ob.hide_render = yes
            for ob in lights + leaves:
                ob.hide_render = not yes
        return f
    BAY["open"] = open_
    open_(False)()


def build():
    A.world_color((0.02, 0.03, 0.06), 1.0)
    # wide smoked-oak boards laid towards the glass (22 cm by 2.2 m), a satin oil finish
    floor = A.wood("oak_floor", (0.24, 0.15, 0.08), (0.11, 0.065, 0.033), rough=0.5, scale=6, axis="Y", gloss=0.08,
                   boards=(0.22, 2.2))
    # oiled, not lacquered: a full specular mirrored the pale ceiling and the dusk and bleached the boards
    floor.node_tree.nodes["Principled BSDF"].inputs["Specular"].default_value = 0.3
    # the boards' end joints at random along each row: lined up, they read as a grid of giant tiles
    A.stagger_boards(floor, 2.0)
    # a warm limewash: its tone drifts over a metre or so, as a trowelled finish does
    plaster = A.matte("plaster", (0.6, 0.52, 0.42), 0.9, 0.3, vary=0.1)
    ceiling = A.matte("ceil", (0.6, 0.56, 0.5), 0.9, 0.2, vary=0)
    # an ivory boucle, its loops a baked picture (see the kit's `boucle()`), cooler and lighter than the
    # limewash; its piping a smooth taupe wool that catches a line of light along each edge
    boucle = A.boucle("boucle", (0.6, 0.58, 0.53))
    pipe = A.velvet("boucle_pipe", (0.3, 0.25, 0.2), 0.3)
    knit_mat = A.knit("throw_knit", (0.3, 0.11, 0.05))
    walnut = A.walnut("slats")
    felt = A.matte("felt", (0.012, 0.011, 0.01), 0.95, 0.1, vary=0)
    bronze = A.brass("bronze", (0.45, 0.3, 0.18), 0.3)
    oak = A.oak("oak")
    glass = A.glass("window", tint=(0.0, 0.0, 0.0), alpha=0.25)
    black = A.matte("mullion", (0.015, 0.015, 0.015), 0.4, vary=0)
    # the sideboard's top in polished Nero Marquina (the kit's `nero_marquina()`): a near-black ground
    # with depth, long white veins that fork and meet, cut from the slab so they run along its length,
    # as a mason lays them out
    marble_run = A.nero_marquina("nero_marquina_run", seed=5.0, depth=1.6, turn=math.pi / 2 + 0.3)
    A.box_from("floor", (-W / 2, -0.1, -0.05), (W / 2, D + 0.3, 0), floor)
    A.box_from("ceiling", (-W / 2, -0.1, H), (W / 2, D + 0.3, H + 0.05), ceiling)
    # outside, the floor above carried out over the glass as a deep soffit (renders33: from beside the
    # right-hand glass the sky showed above the ceiling's edge, the posts running up into it)
    A.box_from("soffit_out", (-W / 2, D, H), (W / 2 + 2.5, D + 2.5, H + 0.4), ceiling)
    A.box_from("soffit_out_r", (W / 2, -0.1, H), (W / 2 + 2.5, D, H + 0.4), ceiling)
    A.box_from("wall_l", (-W / 2 - 0.1, -0.1, 0), (-W / 2, D + 0.3, H), plaster)
    A.box_from("wall_b", (-W / 2, -0.1, 0), (W / 2, 0, H), plaster)
    # glass wall across the front and the right side
    # the city at dusk across the park (city.py): the right-hand glass sees it mirrored, so no
    # tower shows twice
    city = dusk_city()
    A.wall_plane("backdrop", (120, 33), (0, D + 30, 8.0), "-y", A.image_emission("sky", A.to_image("skyline", city), 1.0))
    A.wall_plane("backdrop_r", (120, 33), (W / 2 + 30, D - 20, 8.0), "-x",
                 A.image_emission("sky_r", A.to_image("skyline_r", city[:, ::-1]), 1.0))
    # the ground far below, in the park's own darkest tone, from the backdrops' feet: seen steeply
    # down through the glass, under their lower edges, the world's navy showed as a flat blue band
    # along the floor
    foot = city[-40:].mean((0, 1))  # display-referred, as to_image() takes it
    ground = A.emission("ground", tuple(float(c) for c in A.linear(foot)), 1.0)
    A.plane("ground", (300, 300), (0, D, -8.49), mat=ground)
    # frameless structural glazing: posts at the corners only, the panes butt-jointed in between on
    # a centimetre of black silicone (mullions under the screen read as its legs); the joints stand
    # 35 cm clear of the screen's edges (at 12 cm, seen from either side, a joint passed behind the
    # screen and showed only under it, as a leg again)
    for k, x in enumerate((-W / 2, W / 2)):
        A.box_from(f"mull{k}", (x - 0.025, D, 0), (x + 0.025, D + 0.08, H), black)
    for k, x in enumerate((-SW / 2 - 0.35, SW / 2 + 0.35)):
        A.box_from(f"joint{k}", (x - 0.005, D + 0.03, 0), (x + 0.005, D + 0.045, H), black)
    A.box_from("glass_front", (-W / 2, D + 0.03, 0), (W / 2, D + 0.04, H), glass)
    # the glass stands in a flush black channel in the floor, so its foot and the joints meet a line
    # (the boards ran on under the glass and a joint seemed to stop short of the floor)
    A.box_from("glass_channel", (-W / 2, D - 0.01, 0.0), (W / 2, D + 0.3, 0.0015), black)
    A.box_from("glass_channel_r", (W / 2 - 0.01, 0.0, 0.0), (W / 2 + 0.3, D + 0.3, 0.0015), black)
    for k in range(6):
        y = k * D / 5
        A.box_from(f"mullr{k}", (W / 2, y - 0.025, 0), (W / 2 + 0.08, y + 0.025, H), black)
    A.box_from("glass_r", (W / 2 + 0.03, 0, 0), (W / 2 + 0.04, D, H), glass)
    dusk = A.area("dusk_in", (0, D - 0.2, H / 2), W, 45, (0.55, 0.6, 0.9), rot=(math.radians(-90), 0, 0), size_y=H, shadow=False)
    dusk_r = A.area("dusk_in_r", (W / 2 - 0.2, D / 2, H / 2), D, 30, (0.7, 0.6, 0.75), rot=(math.radians(-90), 0, math.radians(-90)), size_y=H,
                    shadow=False)
    # a plaster bulkhead along the glass houses the blinds and the screen, as a penthouse's does: under
    # the 2.8 m ceiling a screen dropped from the ceiling itself hung a black drop half the picture's
    # height above it; from the bulkhead's soffit the drop is a band. Two shadow-gap slots in its soffit
    slot = A.matte("slot", (0.01, 0.01, 0.01), 0.6, vary=0)
    A.box_from("bulkhead", (-W / 2, BULK_Y, BULK_Z), (W / 2, D + 0.03, H + 0.01), ceiling, 0.004)
    A.box_from("blind_slot", (-W / 2, D - 0.16, BULK_Z - 0.004), (W / 2, D - 0.06, BULK_Z + 0.001), slot)
    A.box_from("screen_slot", (-SW / 2 - 0.12, SCREEN_Y - 0.04, BULK_Z - 0.004), (SW / 2 + 0.12, SCREEN_Y + 0.04, BULK_Z + 0.001), slot)
    sz = BOTTOM
    img = A.film_still("mayfair_frame", "film-golden-dunes", R["aspect"])
    A.wall_plane("screen", (SW, SH), (0, SCREEN_Y, sz + SH / 2), "-y", A.image_emission("scr", img, 1.6))
    A.box_from("screen_black_drop", (-SW / 2 - 0.04, SCREEN_Y - 0.005, sz + SH), (SW / 2 + 0.04, SCREEN_Y + 0.002, BULK_Z), A.matte("drop", (0.01, 0.01, 0.01), 0.8, vary=0))
    A.box_from("screen_border", (-SW / 2 - 0.04, SCREEN_Y + 0.005, sz - 0.05), (SW / 2 + 0.04, SCREEN_Y + 0.01, sz + SH + 0.0), A.matte("border", (0.01, 0.01, 0.01), 0.8, vary=0))
    A.cylinder("screen_bar", 0.015, SW + 0.1, (0, SCREEN_Y, sz - 0.06), black, rot=(0, math.pi / 2, 0))
    # the film's gold thrown on the floor, the sofa and the joinery, and mirrored in the oiled boards
    # (screen-space reflections; renders34: "a blazing screen over an unlit floor")
    glow = A.area("screen_glow", (0, SCREEN_Y - 0.1, sz + SH / 2), SW, 85, (1.0, 0.7, 0.38), rot=(math.radians(-90), 0, 0), size_y=SH,
                  shadow=True)
    A.bpy.context.scene.eevee.use_ssr = True
    # these fills' highlights on the glass read as pale panels: the screen's glow as a flat rectangle
    # in the right-hand glass beside the floor lamp, the dusk's as a wash down the whole of it
    for lamp in (dusk, dusk_r, glow):
        lamp.data.specular_factor = 0.0
    # the projector is hidden above a flush hatch in the ceiling, painted in with it (a paler square
    # with a glossy port read as a loft hatch), only its small matte lens port showing
    A.box_from("hatch", (-0.3, SOFA_Y - 0.9, H - 0.003), (0.3, SOFA_Y - 0.35, H - 0.0), ceiling)
    A.cylinder("proj_port", 0.03, 0.006, (0.0, SOFA_Y - 0.4, H - 0.004), A.matte("port", (0.02, 0.02, 0.022), 0.6, vary=0))
    # L-shaped low sofa in an ivory boucle, upholstered as one is: a deck and a back frame on a black
    # plinth set well back (a shadow line on the rug), padded arms, boxed seat and back cushions
    # crowned by their filling and sunk a little where they are sat on and leaned against, every
    # top edge piped in a smooth taupe wool; a rust hand knit thrown over the chaise
    sy = SOFA_Y
    x0, x1, xc = -W / 2 + 0.75, W / 2 - 1.5, W / 2 - 0.5  # the long run, then the chaise to the right
    # a hand-knotted wool rug under the whole group, a dark bound border
    # (a mid taupe, darker than the sofa so the boucle stands out against it; its knots and abrash a
    # picture, see the kit's `rug_picture()`)
    rug = A.picture_rug("rug", x0 - 0.35, sy - 0.75, xc + 0.35, sy + 2.45,
                        A.to_image("rug_face", A.rug_picture(1400, 900, (0.11, 0.095, 0.08), (0.04, 0.03, 0.024), seed=5)))
    # a pile reflects little: seen this low across the rug, a pile's usual sheen and specular mirrored
    # the lit ceiling and walls and lifted it to a pale grey whatever its colour
    p = rug.active_material.node_tree.nodes["Principled BSDF"]
    p.inputs["Sheen"].default_value = 0.1
    p.inputs["Specular"].default_value = 0.02
    A.box_from("plinth", (x0 + 0.07, sy - 0.42, 0.0), (xc - 0.07, sy + 0.4, 0.07), black)
    A.box_from("chaise_plinth", (x1 + 0.07, sy, 0.0), (xc - 0.07, sy + 1.6, 0.07), black)

    def up(name, lo, hi, **kw):  # an upholstered block from its corners
        size = tuple(h - l for l, h in zip(lo, hi))
        return A.cushion(name, size, tuple((l + h) / 2 for l, h in zip(lo, hi)), boucle, piping=pipe, **kw)
    up("sofa_base", (x0, sy - 0.5, 0.07), (x1, sy + 0.48, 0.34), radius=0.03, crown=0.0, bulge=0.006, pipe_edges=("top",))
    up("sofa_chaise", (x1, sy - 0.5, 0.07), (xc, sy + 1.68, 0.34), radius=0.03, crown=0.0, bulge=0.006, pipe_edges=("top",))
    up("sofa_back", (x0, sy - 0.5, 0.34), (xc, sy - 0.3, 0.76), radius=0.045, crown=0.012, bulge=0.012, pipe_edges=("top",))
    up("sofa_arm_l", (x0 - 0.17, sy - 0.5, 0.07), (x0, sy + 0.48, 0.6), radius=0.05, crown=0.01, bulge=0.01, pipe_edges=("top",))
    up("chaise_arm", (xc, sy - 0.5, 0.07), (xc + 0.17, sy + 1.68, 0.6), radius=0.05, crown=0.01, bulge=0.01, pipe_edges=("top",))
    n = 3
    cw = (x1 - x0) / n
    lean = math.radians(-13)
    for k in range(n):
        a = x0 + k * cw + 0.008
        w_ = cw - 0.016
        up(f"cush{k}", (a, sy - 0.3, 0.34), (a + w_, sy + 0.48, 0.5), radius=0.04, crown=0.03, sag=0.016,
           sag_at=(0.1 * (k - 1), 0.25))
        # the back cushions stand on their seat cushions, crowned towards the room, a hollow where
        # the shoulders lean; built lying down and stood up (local z to the room, local y up)
        A.cushion(f"backc{k}", (w_ - 0.01, 0.44, 0.22), (a + w_ / 2, sy - 0.19, 0.7), boucle, radius=0.06, crown=0.045,
                  sag=0.02, sag_at=(0.0, -0.2), bulge=0.012, rot=(math.pi / 2 + lean, 0, math.pi), piping=pipe)
    up("chaise_cush", (x1 + 0.008, sy - 0.3, 0.34), (xc - 0.008, sy + 1.67, 0.5), radius=0.04, crown=0.03, sag=0.018,
       sag_at=(0.0, -0.35))
    A.cushion("backc_ch", (xc - x1 - 0.03, 0.44, 0.22), ((x1 + xc) / 2, sy - 0.19, 0.7), boucle, radius=0.06, crown=0.045,
              sag=0.02, sag_at=(0.0, -0.2), bulge=0.012, rot=(math.pi / 2 + lean, 0, math.pi), piping=pipe)
    for k, c in enumerate(((0.03, 0.04, 0.06), (0.3, 0.19, 0.09), (0.14, 0.085, 0.05))):
        A.scatter_cushion(f"pillow{k}", 0.48, 0.46, 0.17, (x0 + 0.45 + k * 0.55, sy + 0.03, 0.77), A.velvet(f"pv{k}", c),
                          rot=(math.radians(14), 0, 0.1 * k))
    # a chunky rust knit thrown across the chaise: over its arm, along the seat and down its inner side
    A.throw("throw", [(xc + 0.13, 0.585), (xc + 0.03, 0.6), (xc - 0.07, 0.535), (xc - 0.35, 0.53), (x1 + 0.2, 0.525),
                      (x1 + 0.02, 0.5), (x1 - 0.025, 0.4), (x1 - 0.03, 0.24), (x1 - 0.03, 0.12)],
            0.62, (0.0, sy + 1.12, 0.0), knit_mat, thick=0.014, ripple=0.007, folds=3)
    tx = (x0 + x1) / 2
    # a pair of drum tables, as a designer groups them: a wide low drum of honed travertine and a
    # smaller, taller one in walnut beside it (its grain running up, as coopered staves'), each on a recessed toe (a shadow line on the
    # rug, so they float) with a softened top edge
    trav = A.travertine("travertine")
    walnut_drum = A.walnut("walnut_drum")
    for name, (cx, cy), r, h, mat in (("drum_big", (tx - 0.18, sy + 1.22), 0.5, 0.3, trav),
                                      ("drum_small", (tx + 0.58, sy + 1.3), 0.27, 0.4, walnut_drum)):
        A.lathe(name, [(r - 0.04, 0.0), (r - 0.04, 0.028), (r - 0.003, 0.03), (r, 0.034), (r, h - 0.012),
                       (r - 0.003, h - 0.003), (r - 0.012, h)], (cx, cy, 0.0), mat, segs=128)
    # on the wide drum a low stoneware bowl in a dark glaze and two large cloth-bound books
    A.vase("coffee_bowl", [(0.05, 0), (0.1, 0.02), (0.15, 0.05), (0.175, 0.075), (0.18, 0.085)], (tx - 0.36, sy + 1.3, 0.3),
           A.ceramic("glaze_iron", (0.09, 0.07, 0.055), 0.22, 0.2, speck=0.04), wall=0.008)
    book_stack("coffee", tx + 0.02, sy + 1.08, 0.3, 0.3, (((0.34, 0.27, 0.04), (0.52, 0.44, 0.33)), ((0.3, 0.24, 0.032), (0.13, 0.16, 0.2))))
    # floor lamp beside the sofa, a sideboard along the left wall towards the glass
    # a bronze floor lamp lit beside the chaise, its linen glowing against the glass
    lx, ly = xc + 0.38, sy + 1.95
    A.cylinder("fl_base", 0.16, 0.025, (lx, ly, 0.0125), bronze)
    A.cylinder("fl_pole", 0.011, 1.42, (lx, ly, 0.73), bronze)
    # the linen glows less where it turns away from the eye (seen edge on, the light crosses more
    # cloth), so the drum reads round: an even glow read as a flat cream card in -2
    flshade = A.lamp_shade("flshade", (0.34, 0.25, 0.15), (1.0, 0.58, 0.26), 0.8)
    nt = flshade.node_tree
    lw = nt.nodes.new("ShaderNodeLayerWeight")
    lw.inputs["Blend"].default_value = 0.5
    nt.links.new(A._math(nt, "MULTIPLY_ADD", lw.outputs["Facing"], -0.7, 1.3), nt.nodes["Principled BSDF"].inputs["Emission Strength"])
    A.cylinder("fl_shade", 0.24, 0.34, (lx, ly, 1.58), flshade, r2=0.21)
    # the bulb's light as it leaves the shade's open ends: a pool below and a scallop above. Spots at
    # the ends, so none reaches the linen's outside (a light inside the closed drum leaked through its
    # shadow and lit the linen flat cream); no highlight, which the glass showed as two white discs
    # (the pool at 110: at 60 a cold review saw "no glow and no pool of light", a cut-out)
    for nm, z, to, pw in (("fl_down", 1.4, 0.0, 110), ("fl_up", 1.76, 3.0, 25)):
        sp = A.spot(nm, (lx, ly, z), (lx, ly, to), pw, A.WARM, 125, 0.9, 0.03, False)
        sp.data.specular_factor = 0.0
    # a slatted walnut wall behind the sofa's end: fins on black felt, washed from a slot above
    fy0, fy1 = sy - 1.2, sy + 0.75
    A.box_from("felt", (-W / 2, fy0, 0), (-W / 2 + 0.01, fy1, H), felt)
    n_fin = int((fy1 - fy0) / 0.07)
    for k in range(n_fin):
        y = fy0 + (k + 0.5) * (fy1 - fy0) / n_fin
        A.box(f"fin{k}", (0.04, 0.032, H - 0.02), (-W / 2 + 0.03, y, H / 2), walnut, 0.003)
    fw = A.area("fin_wash", (-W / 2 + 0.12, (fy0 + fy1) / 2, H - 0.04), 0.08, 90, A.WARM, rot=(0, math.radians(12), 0),
                size_y=fy1 - fy0, shadow=True)
    # a warm cove: a shadow-gap slot round the ceiling's edge on the solid walls, its LED strip lighting
    # the top of the plaster
    cove = A.emission("cove_led", (1.0, 0.72, 0.42), 6.0)
    A.box_from("cove_l", (-W / 2 + 0.005, 0, H - 0.03), (-W / 2 + 0.02, BULK_Y, H - 0.015), cove)
    A.box_from("cove_b", (-W / 2, 0.005, H - 0.03), (W / 2, 0.02, H - 0.015), cove)
    cw_ = A.area("cove_wash_l", (-W / 2 + 0.06, D / 2, H - 0.05), 0.06, 120, A.WARM, rot=(0, math.radians(25), 0), size_y=D - 0.4,
                 shadow=False)
    # the back wall's cove throws its light across the ceiling towards the glass
    cb = A.area("cove_wash_b", (0, 0.15, H - 0.06), W - 0.2, 220, A.WARM, rot=(math.pi - math.radians(20), 0, 0), size_y=0.1,
                shadow=False)
    for lamp in (fw, cw_, cb):  # long thin lights: their highlights on the glass read as white streaks
        lamp.data.specular_factor = 0.0
    # the sideboard is the room's equipment cabinet: a carcass in oak, its front reeded in oak,
    # rounded reeds 3 cm apart from end to end over a black plinth set back (a plain front read as
    # suede); towards the glass one door's worth of reeds closes a bay that holds the AV processor
    # and the power amplifier (`media_bay()`: shut in every view but -4, which opens it)
    sb0, sb1 = sy + 0.9, D - 0.6
    n_reed = int((sb1 - sb0) / 0.03)
    pitch = (sb1 - sb0) / n_reed
    k0, k1 = n_reed - 36, n_reed - 15  # the door's 21 reeds
    b0, b1 = sb0 + k0 * pitch, sb0 + k1 * pitch
    A.box_from("sideboard", (-W / 2 + 0.02, sb0, 0.06), (-W / 2 + 0.47, b0, 0.7), oak, 0.01)
    A.box_from("sideboard_end", (-W / 2 + 0.02, b1, 0.06), (-W / 2 + 0.47, sb1, 0.7), oak, 0.01)
    A.box_from("sideboard_plinth", (-W / 2 + 0.02, sy + 0.95, 0.0), (-W / 2 + 0.42, D - 0.65, 0.06), black)
    for k in range(n_reed):
        if not k0 <= k < k1:
            A.box(f"reed{k}", (0.016, 0.028, 0.63), (-W / 2 + 0.478, sb0 + (k + 0.5) * pitch, 0.385), oak, 0.0075)
    media_bay(-W / 2 + 0.02, -W / 2 + 0.47, b0, b1, [sb0 + (k + 0.5) * pitch for k in range(k0, k1)], oak, black)
    A.box_from("sideboard_top", (-W / 2 + 0.02, sy + 0.88, 0.7), (-W / 2 + 0.52, D - 0.58, 0.73), marble_run, 0.005)
    wash = A.area("sideboard_wash", (-W / 2 + 0.25, (sy + D) / 2, H - 0.05), 0.2, 60, A.WARM2, size_y=D - sy - 1.5, shadow=False)
    wash.data.specular_factor = 0.0  # its highlight on the glass read as a white streak across the sky
    # on the sideboard, as a stylist would set it: a tall bone-white bottle vase with a few bare dried
    # branches, a speckled charcoal moon jar, a low ochre bud vase, and at the near end two
    # cloth-bound books with a brass sphere on them
    top = 0.73
    sx = -W / 2 + 0.26
    A.vase("vase_tall", [(0.045, 0), (0.07, 0.05), (0.086, 0.13), (0.078, 0.22), (0.045, 0.3), (0.027, 0.345), (0.031, 0.37)],
           (sx - 0.04, sy + 1.13, top), A.ceramic("glaze_bone", (0.74, 0.7, 0.62), 0.12, 0.06))
    A.twigs("branch", (sx - 0.04, sy + 1.13, top + 0.3), 5, A.matte("twig", (0.2, 0.14, 0.09), 0.7, vary=0),
            length=(0.36, 0.58), spread=0.55, seed=4)
    A.vase("vase_jar", [(0.05, 0), (0.09, 0.04), (0.112, 0.11), (0.1, 0.17), (0.062, 0.215), (0.048, 0.235)],
           (sx + 0.04, sy + 1.44, top), A.ceramic("glaze_charcoal", (0.05, 0.05, 0.048), 0.2, 0.25, speck=0.06))
    A.vase("vase_bud", [(0.035, 0), (0.062, 0.03), (0.07, 0.06), (0.055, 0.1), (0.022, 0.13), (0.017, 0.15), (0.02, 0.16)],
           (sx - 0.02, sy + 1.64, top), A.ceramic("glaze_ochre", (0.5, 0.3, 0.13), 0.16, 0.12))
    bz = book_stack("side", sx + 0.01, sy + 1.9, top, 0.35, (((0.26, 0.2, 0.035), (0.2, 0.22, 0.2)), ((0.23, 0.17, 0.028), (0.55, 0.47, 0.36))))
    # a satin-brass sphere: a fully metallic polish only mirrors the dark room here (the sideboard's
    # wash gives no highlight), so it keeps a fifth of its colour as diffuse and reads as brass
    A.sphere("brass_sphere", 0.045, (sx + 0.03, sy + 1.88, bz + 0.045), A.matte("satin_brass", (0.78, 0.56, 0.28), 0.3, 0.5, 0.8, vary=0))
    # over the sideboard's glass end, balancing the vases at its near end, a large seascape photograph
    # in black and white (`grey_sea()` in films.py: a still sea under an overcast, the horizon halving
    # it; a hard-edge colour field read as a digital gradient, the same painted in oils as a smeared
    # low-resolution picture) in a slim oak tray frame, the sideboard's oak, that floats it off the
    # wall (a dark one read as a television's bezel), washed from a pinhole in the ceiling
    py, pw_, ph_, pz = 6.42, 1.5, 0.8, 0.95
    frame = A.oak("float_frame", "Y")
    xw = -W / 2
    A.box_from("pframe_back", (xw, py - pw_ / 2, pz), (xw + 0.012, py + pw_ / 2, pz + ph_), frame)
    for nm, lo, hi in (("t", (xw, py - pw_ / 2, pz + ph_ - 0.012), (xw + 0.048, py + pw_ / 2, pz + ph_)),
                       ("b", (xw, py - pw_ / 2, pz), (xw + 0.048, py + pw_ / 2, pz + 0.012)),
                       ("l", (xw, py - pw_ / 2, pz), (xw + 0.048, py - pw_ / 2 + 0.012, pz + ph_)),
                       ("r", (xw, py + pw_ / 2 - 0.012, pz), (xw + 0.048, py + pw_ / 2, pz + ph_))):
        A.box_from(f"pframe_{nm}", lo, hi, frame, 0.002)
    # the canvas floats in the tray, a shadow gap of 1.2 cm all round
    A.box_from("canvas_edge", (xw + 0.012, py - pw_ / 2 + 0.024, pz + 0.024), (xw + 0.04, py + pw_ / 2 - 0.024, pz + ph_ - 0.024),
               A.matte("canvas_side", (0.6, 0.56, 0.5), 0.8, vary=0), 0.002)
    A.wall_plane("canvas", (pw_ - 0.05, ph_ - 0.05), (xw + 0.0405, py, pz + ph_ / 2), "+x",
                 A.image_diffuse("canvas", A.shot("print", "film-grey-sea"), 0.75, 0.2))
    A.pinhole_downlight("art_light", -W / 2 + 0.65, py, H, 12, A.WARM2, 40, target=(xw, py, pz + ph_ * 0.4))
    for y in (sy - 0.6, sy + 1.2):
        for x in (-W / 2 + 0.5, 0.0):
            A.downlight(f"dl{x}{y}", x, y, H, 10, A.WARM2, 40)


def _shut():
    BAY["open"](False)()


VIEWS = {
    # behind the sofa's left end, the room and the dropped screen against the glass; focused on the
    # screen so the city beyond falls soft as it would to a camera
    "mayfair-penthouse-lounge": dict(cam=(-W / 2 + 0.5, SOFA_Y - 1.6, 1.4), target=(0.5, D, 1.25), lens=22, dof=D - SOFA_Y + 1.2, fstop=2.0,
                                     before=_shut),
    # from a standing eye behind the sofa's chaise end, looking down the room past its backs: the
    # sofa in the bottom corner, the coffee table, the screen against the glass
    "mayfair-penthouse-lounge-2": dict(cam=(W / 2 - 0.4, SOFA_Y - 1.2, 1.7), target=(-0.6, D, 0.95), lens=22, dof=D - SOFA_Y + 0.7, fstop=4.0,
                                       before=_shut),
    # from beside the sideboard at the glass end, looking back across the room: the sofa's face (its
    # piped cushions, the knit on the chaise), the drum tables, the floor lamp and the city in the
    # right-hand glass
    "mayfair-penthouse-lounge-3": dict(cam=(-W / 2 + 0.7, SOFA_Y + 3.7, 1.5), target=(W / 2 - 1.3, SOFA_Y - 0.1, 0.6), lens=20,
                                       dof=math.hypot(W - 2.2, 2.4), fstop=4.0, before=_shut),
    # the room's equipment: from the rug at seated height towards the corner of the glass, level
    # and shifted down: the sideboard's media bay open (its pocket doors slid back), the processor's
    # readout and the amplifier on their shelves, the screen lowered from the bulkhead in front of
    # the glass beyond, the city at dusk between them
    "mayfair-penthouse-lounge-4": dict(cam=(-0.95, 5.55, 1.05), target=(-1.9, 7.4, 1.05), lens=20, shift_y=-0.07,
                                       dof=1.95, fstop=5.6, before=lambda: BAY["open"](True)()),
}
