"""Cobham: a Georgian sitting room that becomes a cinema after dark. The screen wall is one piece of
painted joinery from wall to wall: low cupboards along the floor, a tower each side (a cloth panel
over the front speaker, lit shelves of books and ceramics above) and a panelled bridge between them
that hides the screen's case; the screen lowers from a slot in the bridge's underside into the
bay between the towers, in front of a painting, with no black drop to speak of. The fireplace, a
white marble surround under a marine in a gilt frame, is on the left-hand wall, so the room still
gathers round a fire; the sash windows face it across the room.
Panelled walls in a deep green-grey, the joinery a deeper green in eggshell, speakers plastered
into the ceiling. The room's size, the sofa's place, the screen and the speakers are the room
model's layout of the project (art/rooms.json)."""
import math

import aurum as A
from oils import river_evening
from stills import fire_sheet
import numpy as np

D = A.room_spec("cobham-country-house-media-room")["D"]
TOWER_D = 0.36  # how far the joinery towers and bridge stand off the front wall
SCREEN_Y = D - TOWER_D + 0.02  # the screen hangs just behind the towers' faces; the model's distances run from it
R = A.room_spec("cobham-country-house-media-room", SCREEN_Y)
W, H = R["W"], R["H"]
SW, SH, BOTTOM = R["sw"], R["sh"], R["bottom"]  # the lowered screen's picture
SOFA_Y = R["rows"][0][0]  # the sofa's seat centre
BAY = SW / 2 + 0.12  # the screen's bay runs between the towers, just wider than the picture and its border
BRIDGE_Z = BOTTOM + SH + 0.08  # the bridge's underside, where the screen comes out of its slot
BASE_Z = min(0.5, BOTTOM - 0.06)  # the low cupboards' top, under the picture
FIRE_Y = 4.35  # the chimney breast's centre along the left-hand wall
BAKE = None  # not baked: see the README on the bake (Hampstead's took 131 s; Windsor's grid left blotches)
EXPOSURE = 0.8


def painting(name="painting", kind="storm_light", seed=77, w=1000, h=700):
    """A landscape in oils (by default a marine: a storm sea under a break in the cloud), laid in
    with visible strokes, under a yellowed varnish with a fine craquelure."""
    from stills import STILLS, _blur, storm_light
    img = {**STILLS, "storm_light": storm_light}[kind](w=w, h=h, seed=seed)
    # strokes: smear the picture along short random directions, then posterise a little
    strokes = A.fbm2(h, w, 91, 80, 2)
    img = 0.6 * img + 0.4 * _blur(img, 3)
    img = np.round(img * 24) / 24 * (0.92 + 0.16 * strokes[..., None])
    varnish = np.array([1.0, 0.86, 0.6])
    img = img * varnish * 0.9 + np.array([0.05, 0.04, 0.02])
    crack = A.fbm2(h, w, 93, 120, 2)
    img = img * (1 - 0.25 * (np.abs(crack - 0.5) < 0.008)[..., None])
    return A.to_image(name, np.clip(img, 0, 1))


def build():
    A.world_color((0.03, 0.03, 0.032))
    fill = A.area("ceiling_fill", (0, D / 2, H - 0.05), 3.0, 120, A.WARM2, size_y=3.5, shadow=False)
    fill.data.specular_factor = 0.0  # a soft bounce, not a bright square mirrored in the window glass
    paint = A.matte("paint", (0.07, 0.085, 0.07), 0.85, 0.25, vary=0.04)
    trim = A.matte("trim", (0.62, 0.6, 0.55), 0.45, 0.4, vary=0.0)
    ceiling = A.matte("ceil", (0.6, 0.58, 0.54), 0.9, 0.2, vary=0.0)
    floor = A.wood("oak_floor", (0.36, 0.23, 0.125), (0.2, 0.12, 0.06), 0.36, 6, "Y", 0.15, boards=(0.19, 2.1))
    A.stagger_boards(floor, 1.0)  # end joints at random along each row, not lined up in a grid
    marble = A.marble("marble", network=0.45, halo=0.3)  # the full network of hairlines read as lines drawn on it
    # the joinery is painted a deeper tone of the walls' green, in an eggshell finish
    joinery = A.matte("joinery", (0.034, 0.054, 0.042), 0.42, 0.45, vary=0.02)
    gilt = A.brass("gilt", (0.85, 0.62, 0.3), 0.3)
    brass = A.brass()
    linen = A.fabric("linen", (0.45, 0.4, 0.33), 1200, 0.1)
    blind_linen = A.fabric("blind_linen", (0.5, 0.45, 0.37), 1400, 0.12)
    walnut = A.walnut("walnut", "X")
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
    for y, lab in ((0, "b"),):  # the screen wall's joinery has its own cornice
        sgn = -1 if lab == "f" else 1
        A.box_from(f"skirt_{lab}", (-W / 2, y - 0.02 if lab == "f" else y, 0), (W / 2, y if lab == "f" else y + 0.02, 0.22), trim, 0.004)
        A.box_from(f"cornice_{lab}", (-W / 2, y - 0.14 if lab == "f" else y, H - 0.18), (W / 2, y if lab == "f" else y + 0.14, H), trim, 0.02)
    # the back wall: panelled like the sides, a six-panel door in its architrave, and the projector's
    # glazed port high in the middle panel, behind the sofa
    bw = [(-W / 2 + 0.3, -0.55), (-0.4, 0.4)]
    for i, (x0, x1) in enumerate(bw):
        A.moulding_frame(f"pnl_b{i}", x0, x1, 1.1, H - 0.4, 0.0, trim, "+y")
        A.moulding_frame(f"pnl_bb{i}", x0, x1, 0.3, 0.78, 0.0, trim, "+y")
    A.box_from("dado_b", (-W / 2, 0, 0.86), (0.68, 0.03, 0.92), trim, 0.006)
    # a wooded landscape in oils in the broad panel behind the sofa, in a gilt frame, under a picture light
    bx, bwid, bht, bz = (bw[0][0] + bw[0][1]) / 2, 1.0, 0.74, 1.42
    for nm, lo, hi in (("t", (bx - bwid / 2, 0, bz + bht - 0.08), (bx + bwid / 2, 0.055, bz + bht)),
                       ("b", (bx - bwid / 2, 0, bz), (bx + bwid / 2, 0.055, bz + 0.08)),
                       ("l", (bx - bwid / 2, 0, bz), (bx - bwid / 2 + 0.08, 0.055, bz + bht)),
                       ("r", (bx + bwid / 2 - 0.08, 0, bz), (bx + bwid / 2, 0.055, bz + bht))):
        A.box_from(f"bframe_{nm}", lo, hi, gilt, 0.018, 3)
    A.wall_plane("bcanvas", (bwid - 0.14, bht - 0.14), (bx, 0.03, bz + bht / 2), "+y",
                 A.image_diffuse("bcanvas", painting("back_painting", "misty_forest", 31, 1000, 740), 0.7))
    A.cylinder("blight", 0.016, 0.46, (bx, 0.12, bz + bht + 0.07), brass, rot=(0, math.pi / 2, 0))
    A.cylinder("blight_arm", 0.005, 0.12, (bx, 0.06, bz + bht + 0.07), brass, rot=(math.pi / 2, 0, 0))
    A.spot("blight_wash", (bx, 0.15, bz + bht + 0.05), (bx, 0.0, bz + bht * 0.3), 14, A.WARM2, 95, 0.9, 0.08, False)
    # the projector's port: a slim glazed slot in the frieze under the cornice, over the middle panel
    A.box_from("port_frame", (-0.17, 0, 2.74), (0.17, 0.025, 2.88), trim, 0.004)
    A.box_from("port_glass", (-0.14, 0.0, 2.765), (0.14, 0.027, 2.855), A.gloss("port_glass", (0.004, 0.004, 0.005), 0.04))
    dx0, dx1 = 0.85, 1.75
    for s2 in (-1, 1):
        xa = dx0 - 0.12 if s2 < 0 else dx1
        A.box_from(f"door_arch{s2}", (xa, 0, 0), (xa + 0.12, 0.035, 2.32), trim, 0.006)
    A.box_from("door_arch_t", (dx0 - 0.12, 0, 2.2), (dx1 + 0.12, 0.035, 2.32), trim, 0.006)
    # the door itself in figured mahogany, French polished, under a moulded cornice on its architrave
    mahogany = A.wood("mahogany", (0.2, 0.075, 0.04), (0.075, 0.025, 0.012), 0.3, 7, "Z", 0.4)
    A.box_from("door_frieze", (dx0 - 0.14, 0, 2.32), (dx1 + 0.14, 0.05, 2.44), trim, 0.006)
    A.box_from("door_cornice", (dx0 - 0.2, 0, 2.44), (dx1 + 0.2, 0.1, 2.5), trim, 0.012)
    door = A.shaker_door("door", dx1 - dx0 - 0.01, 2.19, mahogany, brass, thick=0.045, frame=0.11, handle_side=-1, knob=True)
    door.location = ((dx0 + dx1) / 2, 0.02, 1.1)
    door.rotation_euler = (0, 0, math.pi / 2)
    for k in range(3):  # the door's six fields: two narrow above, two tall in the middle, two low
        for t, (z0, z1) in enumerate(((0.2, 0.75), (0.85, 1.75), (1.85, 2.1))):
            xm = (dx0 + dx1) / 2
            if k < 2:
                xa, xb = (dx0 + 0.14, xm - 0.04) if k == 0 else (xm + 0.04, dx1 - 0.14)
                A.moulding_frame(f"door_f{k}{t}", xa, xb, z0, z1, 0.045, mahogany, "+y", 0.02, 0.008)
    # side wall: tall panels on the left, sash windows with shutters on the right
    # (two bays behind the chimney breast, one between it and the joinery)
    for i, (y0, y1) in enumerate(((0.4, 1.55), (1.8, FIRE_Y - 1.15), (FIRE_Y + 1.15, D - TOWER_D - 0.2))):
        A.moulding_frame(f"pnl_l{i}", y0, y1, 1.1, H - 0.4, -W / 2, trim, "+x")
        A.moulding_frame(f"pnl_ll{i}", y0, y1, 0.3, 0.78, -W / 2, trim, "+x")
    # outside, the garden at dusk (the kit's `dusk_garden()`, painted by garden.py): a lawn and a
    # hedge, two ranks of trees, and the sky's afterglow over the park beyond, each where it stands
    A.dusk_garden("garden", W / 2 + 0.3, D / 2)
    pane = A.gloss("pane", (0.01, 0.012, 0.014), 0.03)
    pane.blend_method = "BLEND"
    pane.shadow_method = "NONE"
    # the glass faintly gives back the lit room, more as it turns away from the eye: a warm sheen
    # rising with the angle, in place of its specular (which, seen edge on from -3, mirrored the
    # unlit world as a beige sheet over the lower sash)
    nt = pane.node_tree
    p = nt.nodes["Principled BSDF"]
    p.inputs["Alpha"].default_value = 0.18
    p.inputs["Specular"].default_value = 0.0
    p.inputs["Clearcoat"].default_value = 0.0
    p.inputs["Emission"].default_value = (1.0, 0.82, 0.62, 1)
    lw = nt.nodes.new("ShaderNodeLayerWeight")
    lw.inputs["Blend"].default_value = 0.35
    nt.links.new(A._math(nt, "MULTIPLY", lw.outputs["Facing"], 0.12), p.inputs["Emission Strength"])
    for i, yc in enumerate(WIN):
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
        # linen curtains drawn to either side, hanging from a brass pole: a few deep folds, each its
        # own width and depth, as lined linen falls (six even folds 5 cm deep read as corrugated card)
        A.cylinder(f"pole{i}", 0.018, 1.9, (W / 2 - 0.14, yc, 3.0), brass, rot=(math.pi / 2, 0, 0))
        for s2 in (-1, 1):
            y_in, y_out = yc + s2 * 0.58, yc + s2 * 0.92
            c = A.curtain(f"curt{i}{s2}", min(y_in, y_out), max(y_in, y_out), 0, 0.0, 2.98, linen, folds=4, depth=0.095,
                          irregular=0.6, seed=7 + 2 * i + (s2 > 0), brk=0.05)
            c.rotation_euler = (0, 0, math.pi / 2)
            c.location = (W / 2 - 0.16, 0, 0)
        # the dusk's light through the glass: a cool spill on the sill, the reveals and the floor below
        A.area(f"moon{i}", (W / 2 + 0.035, yc, 1.75), 1.0, 14, (0.55, 0.66, 1.0), rot=(0, math.radians(55), 0), size_y=1.1, shadow=True)
        # lined linen Roman blinds in the reveals, lowered a little by the evening scene, so the
        # dusk shows: the cloth in soft folds that dip a little between the cords (the kit's
        # `soft_roman_blind()`)
        A.soft_roman_blind(f"blind{i}", W / 2 + 0.02, yc, 1.16, 2.26, 2.74, blind_linen, folds=4, facing="-x", seed=3 + i)
    # between the windows, a small river meadow at evening in oils (oils.py) in a gilt frame under
    # its own picture light
    py, pw, ph, pz = (WIN[0] + WIN[1]) / 2, 0.62, 0.8, 1.45
    A.box_from("pier_frame", (W / 2 - 0.05, py - pw / 2, pz), (W / 2, py + pw / 2, pz + ph), gilt, 0.015, 3)
    A.wall_plane("pier_canvas", (pw - 0.12, ph - 0.12), (W / 2 - 0.052, py, pz + ph / 2), "-x",
                 A.image_diffuse("pier_canvas", A.to_image("pier_painting", river_evening()), 0.7))
    A.cylinder("pier_light", 0.014, 0.36, (W / 2 - 0.11, py, pz + ph + 0.07), brass, rot=(math.pi / 2, 0, 0))
    A.cylinder("pier_light_arm", 0.005, 0.1, (W / 2 - 0.05, py, pz + ph + 0.07), brass, rot=(0, math.pi / 2, 0))
    A.spot("pier_wash", (W / 2 - 0.14, py, pz + ph + 0.05), (W / 2, py, pz + ph * 0.3), 12, A.WARM2, 95, 0.9, 0.08, False)
    # the fireplace on the left-hand wall: a chimney breast, marble surround and mantel, a firebox
    # with the last of a fire, the painting above in its gilt frame under a brass picture light
    fx = -W / 2 + 0.42  # the breast's face
    fy = FIRE_Y
    # the breast built round the firebox's opening (0.5 m either side of its middle, 0.9 m high, 0.26 m
    # deep), so the fire in it shows: a solid breast hid the grate, its logs and embers inside it
    fd = 0.26
    A.box_from("chimney_l", (-W / 2 - 0.05, fy - 0.95, 0), (fx, fy - 0.5, H), paint)
    A.box_from("chimney_r", (-W / 2 - 0.05, fy + 0.5, 0), (fx, fy + 0.95, H), paint)
    A.box_from("chimney_t", (-W / 2 - 0.05, fy - 0.5, 0.9), (fx, fy + 0.5, H), paint)
    A.box_from("chimney_b", (-W / 2 - 0.05, fy - 0.5, 0), (fx - fd, fy + 0.5, 0.9), paint)
    A.box_from("cb_cornice", (-W / 2, fy - 1.09, H - 0.18), (fx + 0.14, fy + 1.09, H), trim, 0.02)
    A.box_from("cb_skirt", (fx - 0.02, fy - 0.97, 0), (fx + 0.02, fy + 0.97, 0.22), trim, 0.004)
    A.box_from("hearth", (fx, fy - 1.0, 0), (fx + 0.5, fy + 1.0, 0.04), marble, 0.005)
    # jambs stop under the frieze so no two marble faces share a plane (they would flicker)
    A.box_from("surround_l", (fx, fy - 0.85, 0.04), (fx + 0.1, fy - 0.5, 0.9), marble, 0.01)
    A.box_from("surround_r", (fx, fy + 0.5, 0.04), (fx + 0.1, fy + 0.85, 0.9), marble, 0.01)
    A.box_from("surround_t", (fx, fy - 0.85, 0.9), (fx + 0.1, fy + 0.85, 1.15), marble, 0.01)
    A.box_from("mantel", (fx, fy - 0.98, 1.15), (fx + 0.21, fy + 0.98, 1.21), marble, 0.012)
    # the firebox lined in sooted firebrick: its back, its cheeks, its throat and its floor
    soot = A.matte("soot", (0.018, 0.012, 0.009), 0.9)
    A.box_from("firebox_back", (fx - fd, fy - 0.5, 0.0), (fx - fd + 0.02, fy + 0.5, 0.9), soot)
    for side in (-1, 1):
        A.box_from(f"firebox_cheek{side}", (fx - fd, fy + side * 0.5 - 0.01, 0.0), (fx, fy + side * 0.5 + 0.01, 0.9), soot)
    A.box_from("firebox_throat", (fx - fd, fy - 0.5, 0.88), (fx, fy + 0.5, 0.9), soot)
    A.box_from("firebox_floor", (fx - fd, fy - 0.5, 0.0), (fx, fy + 0.5, 0.04), soot)
    # a cast-iron fireback against the firebox's back, a raised border round its face, lit from below
    iron = A.matte("iron", (0.025, 0.022, 0.02), 0.45, 0.5, vary=0.05)
    A.box_from("fireback", (fx - fd + 0.02, fy - 0.36, 0.04), (fx - fd + 0.04, fy + 0.36, 0.64), iron, 0.006)
    A.moulding_frame("fireback_rim", fy - 0.35, fy + 0.35, 0.06, 0.63, fx - fd + 0.04, iron, "+x", 0.025, 0.012)
    # a fire basket: an iron grate of bars on short legs, its front a row of bars between two brass
    # urn finials
    bx0, bx1, bz0 = fx - 0.22, fx - 0.05, 0.12
    A.box_from("basket_floor", (bx0, fy - 0.3, bz0 - 0.012), (bx1, fy + 0.3, bz0), iron, 0.004)
    for k in range(9):
        yy = fy - 0.28 + k * 0.07
        A.cylinder(f"basket_bar{k}", 0.007, 0.2, (bx1, yy, bz0 + 0.1), iron, verts=12)
        A.cylinder(f"basket_back{k}", 0.006, 0.16, (bx0, yy, bz0 + 0.08), iron, verts=12)
    for zz in (bz0 + 0.06, bz0 + 0.2):
        A.cylinder(f"basket_rail{zz:.2f}", 0.008, 0.62, (bx1, fy, zz), iron, rot=(math.pi / 2, 0, 0), verts=12)
    for yy in (fy - 0.31, fy + 0.31):
        A.cylinder(f"basket_post{yy:.2f}", 0.012, bz0 + 0.22, (bx1, yy, (bz0 + 0.22) / 2), iron, verts=16)
        A.lathe(f"basket_finial{yy:.2f}", [(0.0001, 0), (0.016, 0), (0.022, 0.02), (0.026, 0.045), (0.014, 0.065), (0.01, 0.075),
                                           (0.016, 0.085), (0.0001, 0.095)], (bx1, yy, bz0 + 0.22), brass, 24)
        for xl in (bx0 + 0.02, bx1):
            A.cylinder(f"basket_leg{yy:.2f}{xl:.2f}", 0.01, bz0, (xl, yy, bz0 / 2), iron, verts=12)
    # split logs of ash, bark on, burning down: two laid across the basket, one across them, one
    # leaning on the fireback; a bed of embers under them and low flames licking up between them
    bark = A.matte("bark", (0.035, 0.025, 0.018), 0.9, 0.2, vary=0.3)
    charred = A.matte("charred", (0.012, 0.008, 0.006), 0.95, vary=0.2)
    ember = A.emission("ember", (1.0, 0.3, 0.05), 9)
    for k, (lx, lz, r, ln, rz, rx, m) in enumerate(((bx0 + 0.05, bz0 + 0.05, 0.05, 0.5, 0.06, 0.0, bark),
                                                    (bx1 - 0.055, bz0 + 0.045, 0.045, 0.48, -0.1, 0.0, charred),
                                                    (fx - 0.14, bz0 + 0.13, 0.042, 0.46, 0.35, 0.0, bark),
                                                    (bx0 + 0.02, bz0 + 0.16, 0.038, 0.4, -0.2, 0.45, charred),
                                                    (fx - 0.13, bz0 + 0.2, 0.036, 0.42, -0.55, 0.0, bark),
                                                    (bx1 - 0.04, bz0 + 0.11, 0.032, 0.36, 0.7, 0.0, charred))):
        A.cylinder(f"log{k}", r, ln, (lx, fy + 0.02 * (k - 1.5), lz), m, rot=(math.pi / 2 + rx, 0, rz), verts=14)
    A.box_from("embers", (bx0 + 0.01, fy - 0.27, bz0), (bx1 - 0.01, fy + 0.27, bz0 + 0.018), ember)
    A.box_from("ash", (fx - fd, fy - 0.45, 0.04), (fx - 0.02, fy + 0.45, 0.05), A.matte("ash", (0.12, 0.11, 0.1), 0.95))
    # the flames: three sheets of painted fire standing among the logs, one behind another, each
    # cut out by its own coverage (solid cones read as paper); a lively fire licks 40 cm up the
    # fireback (a low one read as a gas fire's row of jets)
    for k, (dx, seed, hgt) in enumerate(((-0.1, 5, 0.4), (-0.14, 9, 0.46), (-0.17, 13, 0.34))):
        rgb, alpha = fire_sheet(seed=seed)
        img = A.to_image(f"flames{k}", rgb, alpha)
        A.wall_plane(f"flames{k}", (0.56, hgt), (fx + dx, fy + 0.03 * (k - 1), bz0 + 0.025 + hgt / 2), "+x",
                     A.image_emission(f"flames{k}", img, 6.0, cutout=True))
    glows = (A.point("fire_glow", (fx - 0.06, fy, 0.28), 22, (1.0, 0.45, 0.15), 0.15, False),
             A.point("fire_glow_low", (fx - 0.12, fy, 0.16), 6, (1.0, 0.35, 0.1), 0.1, False))
    for g in glows:  # the glow's full highlight on the polished hearth read as a white spotlight's pool
        g.data.specular_factor = 0.2
    # a pair of brass candlesticks on the mantel, each with an ivory dinner candle
    wax = A.matte("wax", (0.7, 0.66, 0.56), 0.5, vary=0)
    for yy in (-0.7, 0.7):
        A.lathe(f"candlestick{yy}", [(0.0001, 0), (0.05, 0), (0.05, 0.008), (0.02, 0.03), (0.012, 0.05), (0.011, 0.17),
                                     (0.018, 0.185), (0.022, 0.2), (0.0001, 0.2)], (fx + 0.1, fy + yy, 1.21), brass, 24)
        A.cylinder(f"candle{yy}", 0.011, 0.24, (fx + 0.1, fy + yy, 1.41 + 0.12), wax, verts=16)
    fw, fh, fz = 1.3, 0.9, 1.45  # the painting above the mantel, in its gilt frame
    x0, x1 = fx, fx + 0.06
    for nm, lo, hi in (("t", (x0, fy - fw / 2, fz + fh - 0.09), (x1, fy + fw / 2, fz + fh)),
                       ("b", (x0, fy - fw / 2, fz), (x1, fy + fw / 2, fz + 0.09)),
                       ("l", (x0, fy - fw / 2, fz), (x1, fy - fw / 2 + 0.09, fz + fh)),
                       ("r", (x0, fy + fw / 2 - 0.09, fz), (x1, fy + fw / 2, fz + fh))):
        A.box_from(f"frame_{nm}", lo, hi, gilt, 0.02, 3)
    A.wall_plane("canvas", (fw - 0.16, fh - 0.16), (fx + 0.03, fy, fz + fh / 2), "+x", A.image_diffuse("canvas", painting(), 0.7))
    A.cylinder("picture_light", 0.018, 0.55, (fx + 0.13, fy, fz + fh + 0.08), brass, rot=(math.pi / 2, 0, 0))
    A.cylinder("picture_light_arm", 0.006, 0.14, (fx + 0.06, fy, fz + fh + 0.08), brass, rot=(0, math.pi / 2, 0))
    A.spot("picture_wash", (fx + 0.16, fy, fz + fh + 0.05), (fx, fy, fz + fh * 0.35), 20, A.WARM2, 95, 0.9, 0.08, False)

    # the screen wall: one piece of joinery from wall to wall. Low cupboards along the floor (a cloth
    # panel in the middle over the centre speaker and the front subwoofer), a tower each side of the
    # screen's bay, and a panelled bridge over the bay that holds the screen's case
    yf = D - TOWER_D  # the towers' and the bridge's faces
    A.box_from("jw_back", (-W / 2, D - 0.04, 0), (W / 2, D, H), joinery)
    A.box_from("jw_base", (-W / 2, yf - 0.08, 0.08), (W / 2, D, BASE_Z - 0.035), joinery, 0.004)
    A.box_from("jw_plinth", (-W / 2, yf - 0.06, 0), (W / 2, D, 0.08), A.matte("plinth", (0.012, 0.018, 0.015), 0.6, vary=0))
    A.box_from("jw_base_top", (-W / 2, yf - 0.1, BASE_Z - 0.035), (W / 2, D, BASE_Z), walnut, 0.005)
    cloth = A.fabric("grille_cloth", (0.035, 0.05, 0.04), 2400, 0.25)
    cw = 1.3  # the centre speaker's cloth panel
    A.box_from("centre_cloth", (-cw / 2, yf - 0.085, 0.12), (cw / 2, yf - 0.079, BASE_Z - 0.07), cloth)
    A.moulding_frame("centre_bead", -cw / 2 - 0.02, cw / 2 + 0.02, 0.1, BASE_Z - 0.05, yf - 0.08, joinery, "-y", 0.02, 0.012)
    # shaker doors along the base, either side of the cloth
    edges = [(-W / 2 + 0.02, -cw / 2 - 0.04), (cw / 2 + 0.04, W / 2 - 0.02)]
    for side, (a, b) in enumerate(edges):
        n = 2
        dw = (b - a) / n
        for k in range(n):
            door = A.shaker_door(f"jw_door{side}{k}", dw - 0.006, BASE_Z - 0.16, joinery, brass, handle_side=(1 if k == 0 else -1) * (1 if side == 0 else -1), knob=True)
            door.location = (a + dw * (k + 0.5), yf - 0.091, 0.08 + (BASE_Z - 0.16) / 2 + 0.02)
            door.rotation_euler = (0, 0, math.pi / 2)
    # the towers
    cornice = A.matte("jw_cornice", (0.034, 0.054, 0.042), 0.42, 0.45, vary=0.0)
    # the books' spines: a dark leather label, gilt titles and rules, shared by every book
    label = A.matte("spine_label", (0.025, 0.018, 0.014), 0.55, 0.35, vary=0.05)
    gilt_title = A.matte("spine_gilt", (0.7, 0.52, 0.26), 0.35, 0.5, 0.8, vary=0)
    for s in (-1, 1):
        xi, xo = s * BAY, s * W / 2  # the tower's inner and outer edges
        lo_x, hi_x = min(xi, xo), max(xi, xo)
        A.box_from(f"tower_inner{s}", (xi - 0.03 if s > 0 else xi, yf, BASE_Z), (xi if s > 0 else xi + 0.03, D, H), joinery, 0.004)
        A.box_from(f"tower_stile{s}", (xi - 0.06 if s > 0 else xi, yf - 0.01, BASE_Z), (xi if s > 0 else xi + 0.06, yf + 0.02, H), joinery, 0.004)
        # the front speaker behind a cloth panel, framed in a bead, centred on the model's speaker
        spk = next(k for k in R["speakers"] if k["kind"] == "screen" and (k["x"] > 0) == (s > 0))
        px, pz = spk["x"], spk["z"]
        pw, ph = min(0.5, hi_x - lo_x - 0.16), 0.62
        A.box_from(f"spk_panel{s}", (lo_x, yf, BASE_Z), (hi_x, D, pz + ph / 2 + 0.08), joinery, 0.004)
        A.box_from(f"spk_cloth{s}", (px - pw / 2, yf - 0.006, pz - ph / 2), (px + pw / 2, yf - 0.001, pz + ph / 2), cloth)
        A.moulding_frame(f"spk_bead{s}", px - pw / 2 - 0.025, px + pw / 2 + 0.025, pz - ph / 2 - 0.025, pz + ph / 2 + 0.025, yf - 0.004, joinery, "-y", 0.025, 0.014)
        # open shelves above, lined in walnut, lit by a strip under each shelf
        z0 = pz + ph / 2 + 0.08
        A.box_from(f"niche_back{s}", (lo_x, D - 0.06, z0), (hi_x, D - 0.04, H - 0.2), walnut, 0.0)
        shelves = [z0, z0 + 0.5, z0 + 0.95]
        for j, zs in enumerate(shelves):
            A.box_from(f"shelf{s}{j}", (lo_x, yf + 0.01, zs), (hi_x, D - 0.06, zs + 0.035), joinery, 0.004)
            if j > 0:
                A.box_from(f"shelf_led{s}{j}", (lo_x + 0.04, yf + 0.04, zs - 0.004), (hi_x - 0.04, yf + 0.06, zs), A.emission(f"sled{s}{j}", (1.0, 0.78, 0.52), 6))
                A.area(f"shelf_light{s}{j}", ((lo_x + hi_x) / 2, yf + 0.12, zs - 0.01), hi_x - lo_x - 0.1, 6, A.WARM2, rot=(0, 0, 0), size_y=0.08, shadow=False)
        A.box_from(f"tower_top{s}", (lo_x, yf, H - 0.2), (hi_x, D, H), joinery, 0.004)
        A.box_from(f"tower_outer{s}", (xo if s > 0 else xo, yf, BASE_Z), (xo - 0.02 if s > 0 else xo + 0.02, D, H), joinery)
        # books, spines out, some leaning, and a stack lying flat; a pot and a bowl between them
        rng = np.random.default_rng(5 + s)
        cloths = [(0.28, 0.07, 0.05), (0.09, 0.12, 0.1), (0.42, 0.36, 0.26), (0.06, 0.07, 0.11), (0.5, 0.45, 0.36), (0.2, 0.14, 0.08)]
        for j, zs in enumerate(shelves[:2]):
            zb = zs + 0.035
            x = lo_x + 0.06 + (0.22 if (j + (s > 0)) % 2 else 0.0)
            nb = int(rng.integers(7, 11))
            for b in range(nb):
                t = float(rng.uniform(0.022, 0.045))
                hgt = float(rng.uniform(0.2, 0.29))
                col = cloths[int(rng.integers(0, len(cloths)))]
                A.box(f"book{s}{j}{b}", (t, 0.17, hgt), (x + t / 2, yf + 0.14, zb + hgt / 2), A.matte(f"bk{s}{j}{b}", col, 0.75, 0.3, vary=0.08), 0.003)
                # the spine (its face at yf + 0.055): most carry a dark leather label with a gilt
                # title across it, or a gilt title straight on the cloth, and a gilt rule at head and foot
                ys = yf + 0.055
                kind = rng.uniform()
                zt = zb + min(hgt * float(rng.uniform(0.68, 0.8)), hgt - 0.05)
                if kind < 0.55:
                    A.box(f"bklabel{s}{j}{b}", (t - 0.004, 0.002, 0.05), (x + t / 2, ys - 0.0005, zt), label, 0.0008)
                    A.box(f"bktitle{s}{j}{b}", (t * 0.55, 0.002, 0.007), (x + t / 2, ys - 0.0012, zt + 0.006), gilt_title)
                    A.box(f"bkauth{s}{j}{b}", (t * 0.4, 0.002, 0.004), (x + t / 2, ys - 0.0012, zt - 0.011), gilt_title)
                elif kind < 0.85:
                    A.box(f"bktitle{s}{j}{b}", (t * 0.5, 0.002, 0.008), (x + t / 2, ys - 0.0004, zt), gilt_title)
                for zr in (zb + 0.018, zb + hgt - 0.018):
                    A.box(f"bkrule{s}{j}{b}{zr:.3f}", (t - 0.006, 0.002, 0.0025), (x + t / 2, ys - 0.0004, zr), gilt_title)
                x += t + 0.002
                if x > hi_x - 0.12:
                    break
            if (j + (s > 0)) % 2:
                for b in range(3):
                    A.box(f"flat{s}{j}{b}", (0.2 - 0.02 * b, 0.15, 0.035), (lo_x + 0.14, yf + 0.14, zb + 0.018 + b * 0.036), A.matte(f"fl{s}{j}{b}", cloths[(b * 2 + j) % 6], 0.75, 0.3, vary=0.08), 0.003, rot=(0, 0, 0.05 * b))
            else:
                # a thrown pot, smooth in profile and round (the kit's `vase()`: 24 facets showed)
                A.vase(f"pot{s}{j}", [(0.045, 0), (0.066, 0.05), (0.072, 0.11), (0.058, 0.18), (0.034, 0.225), (0.03, 0.24)],
                       (hi_x - 0.13, yf + 0.16, zb), A.ceramic(f"cer{s}{j}", (0.6, 0.58, 0.52) if s > 0 else (0.08, 0.1, 0.09), 0.18, 0.08))
        A.vase(f"bowl_top{s}", [(0.05, 0), (0.09, 0.03), (0.118, 0.06), (0.13, 0.09)],
               ((lo_x + hi_x) / 2, yf + 0.17, shelves[2] + 0.035), A.ceramic(f"glaze{s}", (0.55, 0.5, 0.42), 0.2, 0.08))
    # the bridge over the bay: a raised-and-fielded panel in a frame; the screen's case sits inside
    A.box_from("bridge", (-BAY, yf, BRIDGE_Z), (BAY, D, H), joinery, 0.004)
    A.moulding_frame("bridge_bead", -BAY + 0.12, BAY - 0.12, BRIDGE_Z + 0.14, H - 0.34, yf, joinery, "-y", 0.03, 0.014)
    A.box_from("bridge_slot", (-SW / 2 - 0.06, SCREEN_Y - 0.02, BRIDGE_Z - 0.004), (SW / 2 + 0.06, SCREEN_Y + 0.03, BRIDGE_Z + 0.001), A.matte("slot", (0.005, 0.005, 0.005), 0.8, vary=0))
    A.box_from("jw_cornice", (-W / 2, yf - 0.1, H - 0.16), (W / 2, D, H), cornice, 0.02)
    A.box_from("jw_cornice_bed", (-W / 2, yf - 0.05, H - 0.22), (W / 2, D, H - 0.16), cornice, 0.01)
    # the bay itself, behind the screen: its back and a painting hung there by day
    A.box_from("bay_back", (-BAY, D - 0.06, BASE_Z), (BAY, D - 0.04, BRIDGE_Z), joinery)
    # the screen, lowered from its slot: the picture, a thin black drop and border, a weighted bar
    img = A.film_still("cobham_frame", "harvest_evening", R["aspect"])
    drop = A.fabric("screen_drop", (0.008, 0.008, 0.009), 1400, 0.1)
    A.wall_plane("screen", (SW, SH), (0, SCREEN_Y, BOTTOM + SH / 2), "-y", A.image_emission("scr", img, 1.1))
    A.box_from("screen_drop", (-SW / 2 - 0.04, SCREEN_Y + 0.001, BOTTOM + SH), (SW / 2 + 0.04, SCREEN_Y + 0.006, BRIDGE_Z), drop)
    A.box_from("screen_border", (-SW / 2 - 0.04, SCREEN_Y + 0.003, BOTTOM - 0.04), (SW / 2 + 0.04, SCREEN_Y + 0.008, BOTTOM + SH), drop)
    A.cylinder("screen_bar", 0.012, SW + 0.08, (0, SCREEN_Y, BOTTOM - 0.05), brass, rot=(0, math.pi / 2, 0))
    A.area("screen_glow", (0, SCREEN_Y - 0.1, BOTTOM + SH / 2), SW, 40, (1.0, 0.72, 0.45), rot=(math.radians(-90), 0, 0), size_y=SH, shadow=True)
    # ceiling speakers plastered in: faint circles only
    ring = A.matte("ring", (0.55, 0.53, 0.5), 0.9, 0.2, vary=0)
    for spk in R["speakers"]:
        if spk["kind"] == "overhead":
            A.torus(f"spk_{spk['id']}", 0.13, 0.003, (spk["x"], spk["y"], H - 0.001), ring)
    # seating: a deep sofa facing the screen, a club chair, a buttoned stool, on a hand-knotted rug
    # of undyed wool bound in a deep green-brown border (the kit's `picture_rug()`)
    A.picture_rug("rug", -1.5, 1.85, 1.5, 5.6, A.to_image("rug_face", A.rug_picture(720, 900, (0.2, 0.165, 0.12), (0.035, 0.045, 0.032), seed=17)))
    sy = SOFA_Y
    dy = sy - 2.0  # the chairs, lamps and tables keep their places about the sofa
    # scatter cushions in two cloths: an ivory boucle piped in the rust, a sage linen velvet
    pipe = A.velvet_nap("sofa_pipe", (0.06, 0.022, 0.013), 0.4, crush=0.05)
    pillows = [(A.boucle("pillow0", (0.6, 0.57, 0.5)), pipe, -0.78, 0.15),
               (A.velvet("pillow1", (0.12, 0.16, 0.11), 0.4), A.velvet("pillow1_pipe", (0.5, 0.44, 0.34), 0.4), 0.72, -0.15)]
    A.english_sofa(0.0, sy, walnut, A.velvet_nap("sofa_velvet", (0.08, 0.03, 0.019), 0.4, crush=0.2), pipe, pillows=pillows)
    # the lamps' light coming back off the door wall onto the sofa's back, as a photographer's card
    # by the camera would give it: soft, warm, no highlight of its own
    card = A.spot("sofa_bounce", (0.9, sy - 2.0, 1.45), (0.0, sy - 0.5, 0.55), 30, A.WARM2, 75, 1.0, 0.5, True)
    card.data.specular_factor = 0.0
    chair = A.tweed("chair_tweed", (0.5, 0.46, 0.39))
    pipe = A.velvet("chair_piping", (0.2, 0.16, 0.12), 0.3)
    # one tailored club chair by the windows, turned to the fire and the screen, in an oatmeal wool
    # weave piped in a brown velvet
    A.tailored_chair("chair1", 1.6, 3.7 + dy, -math.radians(72), chair, walnut, pipe)
    # one lamp at the sofa's left end, the other beside the club chair under the picture between the
    # windows
    for s, (lx, ly) in ((-1, (-1.95, 1.95 + dy)), (1, (2.03, 3.62))):
        # ginger jars thrown smooth in a pale celadon glaze, with brass collars
        A.table_lamp(f"lamp{s}", lx, ly, 0.6, shade, A.ceramic(f"jar{s}", (0.5, 0.52, 0.46), 0.12, 0.08), 30,
                     collar_mat=brass)
        # round two-tier lamp tables in walnut on turned legs with brass cups (the kit's `lamp_table()`)
        A.lamp_table(f"side{s}", lx, ly, walnut, 0.27, 0.6, brass)
    # a long deep-buttoned stool in an ochre velvet piped in the sofa's rust, on turned walnut legs,
    # where a coffee table stood; a walnut tray on it with books and a brass bowl
    ochre = A.velvet_nap("stool_velvet", (0.1, 0.064, 0.026), 0.5, nap=0.7, crush=0.12)
    A.upholstered_stool("stool", 0.0, 3.375 + dy, (1.3, 0.72, 0.44), ochre, walnut, A.velvet("stool_pipe", (0.09, 0.03, 0.018), 0.4), brass)
    ty, tz = 3.375 + dy, 0.462
    A.box_from("tray", (0.02, ty - 0.2, tz), (0.5, ty + 0.2, tz + 0.012), walnut, 0.003)
    for nm, lo, hi in (("f", (0.02, ty - 0.2, tz), (0.5, ty - 0.188, tz + 0.04)), ("b", (0.02, ty + 0.188, tz), (0.5, ty + 0.2, tz + 0.04)),
                       ("l", (0.02, ty - 0.2, tz), (0.032, ty + 0.2, tz + 0.04)), ("r", (0.488, ty - 0.2, tz), (0.5, ty + 0.2, tz + 0.04))):
        A.box_from(f"tray_{nm}", lo, hi, walnut, 0.003)
    A.box("book1", (0.32, 0.24, 0.04), (-0.3, ty + 0.02, tz + 0.02), A.matte("cloth1", (0.2, 0.04, 0.03), 0.7), 0.004, rot=(0, 0, -0.08))
    A.box("book2", (0.28, 0.21, 0.035), (-0.3, ty + 0.02, tz + 0.058), A.matte("cloth2", (0.05, 0.08, 0.12), 0.7), 0.004, rot=(0, 0, 0.1))
    # the bowl in a satin brass that keeps a fifth of its colour as diffuse: a full polish mirrored
    # the dark room and read as a black bowl from a seated eye
    A.lathe("bowl", [(0.0001, 0), (0.05, 0), (0.11, 0.04), (0.13, 0.065), (0.126, 0.07), (0.0001, 0.025)], (0.26, ty, tz + 0.012),
            A.matte("bowl_brass", (0.78, 0.56, 0.28), 0.3, 0.5, 0.8, vary=0), 40)


def evening(fill_watts=120):
    """A view's light: the ceiling's soft bounce at `fill_watts` (the lamps, the fire, the picture
    lights and the screen stay as they are)."""
    def before():
        A.bpy.data.objects["ceiling_fill"].data.energy = fill_watts
    return before


VIEWS = {
    # three-quarters from the window side, beside the sofa's end: the fire in the left-hand wall left of
    # the middle, the joinery wall and its screen right of it, the sofa, the stool, the club chair and
    # a lamp table at the right; the frame's right edge on the near window's curtain, no glazing in it
    "cobham-country-house-media-room": dict(cam=(2.2, 1.35, 1.75), target=(-0.9, 5.27, 0.95), lens=20, before=evening()),
    # the fireside: the marble fireplace under its painting, the sofa's end and the left tower
    "cobham-country-house-media-room-2": dict(cam=(1.75, 2.1, 1.45), target=(-W / 2, 5.0, 1.2), lens=24, before=evening()),
    # the fireside from the screen's end, at a seated eye by the right-hand tower: the fire burning
    # in the marble fireplace under the marine, the lamp lit at the sofa's end, the sofa's face and
    # its cushions, the buttoned stool with its tray in front, the landscape over the sofa beyond
    "cobham-country-house-media-room-3": dict(cam=(1.3, 5.95, 1.0), target=(-1.75, 3.65, 1.0), lens=24, before=evening()),
    # from the back corner on the fireside, diagonally to the front corner on the window side: the
    # screen lowered between the joinery's lit shelves on the left, both sash windows with the garden
    # at dusk beyond on the right, the chair and a lamp between them, the sofa's back in front; the
    # ceiling's bounce turned low, so the room is lit in pools by its lamps, shelves and screen, as
    # it is once the film starts (renders35: at full bounce the light was flat from wall to wall)
    "cobham-country-house-media-room-4": dict(cam=(-1.5, 0.35, 1.7), target=(2.7, 6.0, 1.0), lens=20, before=evening(35),
                                              exposure=1.2),
    # the media-room page's hero: standing just behind the sofa on a 28 mm lens (a 16 mm lens from
    # its seat stretched the fireplace): the fire burning under the marine on the left (under the
    # page's headline), the stool with its tray, the film on the screen between the joinery's lit
    # shelves, the club chair turned to it on the right, the corner of the sofa's back at the
    # lower left (from 1.2 m behind it the fire hid behind its cushions)
    "hero-media-room-design": dict(cam=(1.05, 1.4, 1.78), target=(-0.8, 6.2, 0.95), lens=28, size=(2400, 1100),
                                   before=evening()),
}
