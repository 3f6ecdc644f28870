"""Virginia Water: a ten-seat theatre run by the estate's Crestron system. Bronze velvet curtains
drawn back from a wide 2.39:1 screen under an oak pelmet (or closed across it), two rows of five
tailored chocolate leather recliners, their backs deep-buttoned and their arms rolled as a
Chesterfield's (a camel knitted throw left over the back of one), bottle-green woven wool walls
between brass-capped walnut columns, a coffered ceiling of smoked oak beams. The room's size, rows,
seats and screen are the room model's layout of the project (art/rooms.json)."""
import math
import re

import aurum as A

R = A.room_spec("virginia-water-smart-estate")
W, D, H = R["W"], R["D"], R["H"]
SW, SH, BOTTOM = R["sw"], R["sh"], R["bottom"]
RISER_H = R["riser"]
ROWS = [(y, z) for y, z, _n in R["rows"]]
MAIN = R["main"]  # the main seat's eyes
BAKE = None  # not baked: the same grid in Windsor left black blotches on its seats (see README)
EXPOSURE = 1.0
SCONCE_POWER = 14  # each brass wall light's upward spot, in watts (its downward one is 0.8 of it)
GLOW = 40  # the wall lights' and step lights' glowing faces
REAR_WASH = 20  # the rear wall's wash on the seats' backs, in watts
BEAM_FILL = 10  # the coffers' bounce on a long beam's side in one coffer, in watts


def beam_oak(name, axis):
    """The beams' smoked oak: crown-cut leaves along `axis`, book-matched across the beam, every beam
    its own place in the log, oiled and matte."""
    light, dark = (c * 0.25 for c in (0.40, 0.27, 0.155)), (c * 0.25 for c in (0.24, 0.15, 0.075))
    return A.wood(name, tuple(light), tuple(dark), rough=0.6, scale=7, axis=axis, gloss=0.0, figure=1.3,
                  leaves=(0.09, "Y" if axis == "X" else "X"), cathedral=0.7, own=True)


def figured_carpet(name, color, thread, pitch=0.12, dot=0.018):
    """The room's loop-pile carpet woven with a small figure: a diamond of `thread` `dot` across on a
    `pitch` half-drop, as a theatre's carpet is figured (renders33: a plain pile read as a flat
    floor; renders34: a trellis of lines read as tiles and grout, then as a test pattern)."""
    mat = A.boucle(name, color, tile=0.05, bump=0.5, contrast=0.4)
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    base = p.inputs["Base Color"].links[0].from_socket
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(A._tex_coord(nt, "Object"), sep.inputs[0])
    # diamonds: the distance to the nearest lattice point, measured along the diagonals
    u = A._math(nt, "ADD", sep.outputs["X"], sep.outputs["Y"])
    v = A._math(nt, "SUBTRACT", sep.outputs["X"], sep.outputs["Y"])
    du, dv = (A._math(nt, "ABSOLUTE", A._math(nt, "SUBTRACT", A._math(nt, "FRACT", A._math(nt, "DIVIDE", w, pitch)), 0.5))
              for w in (u, v))
    edge = A._math(nt, "MAXIMUM", du, dv)  # a square in (u, v): a diamond on the floor
    on = A._map(nt, edge, dot / pitch / 2 + 0.01, dot / pitch / 2)  # 1 inside a diamond
    woven = nt.nodes.new("ShaderNodeMixRGB")
    nt.links.new(on, woven.inputs["Fac"])
    nt.links.new(base, woven.inputs["Color1"])
    woven.inputs["Color2"].default_value = (*thread, 1)
    nt.links.new(woven.outputs["Color"], p.inputs["Base Color"])
    return mat


def build():
    A.world_color((0.012, 0.01, 0.007))
    m = {
        # the seats in a grained aniline chocolate hide (the kit's leather: a pebbled grain, its
        # sheen varying over the hide, the seams along every rounded edge), the shells and base a
        # shade darker (the velvet they were in read as smooth brown blocks, no grain at all)
        "leather": A.leather("choc_hide", (0.075, 0.035, 0.018), 0.46, sheen=0.25),
        "base": A.leather("choc_leather", (0.052, 0.024, 0.013), 0.4, sheen=0.25),
        "plinth": A.matte("plinth", (0.008, 0.008, 0.008), 0.5),
        # a satin gilt, finely brushed (at 0.22 with a coarse brushing the wall light's face beside
        # the services hero's camera was streaked and blown by the pilaster's pools of light)
        "metal": A.brass("gilt", (0.85, 0.62, 0.3), 0.34, grain=1200),
        "front": A.velvet("front_velvet", (0.004, 0.004, 0.003)),
        "velvet": A.velvet("mask", (0.003, 0.003, 0.003)),
        "stage": A.fabric("stage_carpet", (0.016, 0.027, 0.021)),
        "nosing": A.walnut("walnut_nose", "X"),
        "led": A.emission("led", A.WARM, 30),
        "glow": A.emission("glow", A.WARM, GLOW),
        "wallbase": A.matte("wallbase", (0.012, 0.018, 0.015)),
        "pilaster": A.walnut(),
        # the walls in a bottle-green wool weave, about a third less saturated than the billiard
        # green felt they were (0.012, 0.05, 0.032), the yarns 7.5 mm apart so the weave shows
        "panel": A.tweed("green_weave", (0.022, 0.046, 0.034), tile=0.09, bump=0.45, contrast=0.4),
        "panel_lo": A.tweed("green_weave_lo", (0.011, 0.023, 0.017), tile=0.09, bump=0.45, contrast=0.4),
        "ceiling": A.matte("ceil", (0.09, 0.07, 0.045), 0.6),
        # the ceiling's beams in a smoked oak veneer, its grain along each beam, oiled and nearly
        # without sheen: seen from the back rows, the beams' undersides caught the bright screen
        # at a glancing angle and mirrored it as flat white planks (at a glance even a low
        # specular reflects most of the light; Eevee lets `Specular` near 0 take that away)
        # (renders33: its plain straight grain, seen at a glance along the beams, read as smeared):
        # each face is veneered in crown-cut leaves 9 cm wide, book-matched, its arches showing
        "beam": beam_oak("ceil_oak", "X"),
        "beam_y": beam_oak("ceil_oak_y", "Y"),
    }
    # no specular at all: Eevee's Principled lifts a dielectric's grazing reflection towards white by
    # sqrt(Specular), so at 0.03 the long beams' sides, seen edge-on from the back of the room,
    # mirrored the pale coffers at 17 % and read as two dark grey beams slanting across the ceiling
    # beside the honey cross beams; at 0 every beam is the one oiled oak
    for k in ("beam", "beam_y"):
        m[k].node_tree.nodes["Principled BSDF"].inputs["Specular"].default_value = 0.0
    # a wool loop-pile carpet, its loops a few millimetres across (renders32: a fine woven bump read
    # as flat green plastic across the floor the front view shows)
    carpet = figured_carpet("carpet", (0.017, 0.025, 0.021), (0.034, 0.03, 0.019))
    A.box_from("floor", (-W / 2, -0.1, -0.05), (W / 2, D + 0.1, 0), carpet)
    # a border of the walls' walnut tone let in round the open floor before the stage
    band = A.boucle("carpet_band", (0.05, 0.03, 0.018), tile=0.05, bump=0.5, contrast=0.4)
    A.carpet_band("band", W / 2 - 0.45, ROWS[1][0] + 0.8, D - 0.78 - 0.35, band, 0.07, ends=(False, True))
    img = A.film_still("vw_frame", "film-misty-forest", R["aspect"])
    A.screen_wall(D, W, H, SW, SH, BOTTOM, m, img, strength=1.1, stage_h=0.38, glow_power=70, border=0.08)
    # the curtains in a deep brown bronze cotton velvet with a crushed pile (the kit's velvet_nap:
    # deep face-on, lighter as the pile turns away, so every fold shows by its tone, not by a
    # satin's gloss; renders35: brighter and more orange, with a stronger lift, it read as copper
    # satin, and an orange-gold one as metallic satin)
    drape_cloth = A.velvet_nap("bronze_velvet", (0.05, 0.034, 0.021), sheen_tint=0.15, nap=0.6, crush=0.06)
    piping = A.satin("piping_satin", (0.3, 0.18, 0.06), 0.25)
    # curtains drawn back and tied: folds of their own widths and depths, as heavy cloth falls,
    # gathered into the tie and flaring below it
    for s in (-1, 1):
        inner, outer = s * (SW / 2 + 0.1), s * (W / 2 - 0.05)
        # (at 0.13 m deep, eight folds in half a metre of track read as folded card, and the deepest
        # broke through the pelmet's face; eleven folds 6.5 cm deep, a little uneven, hang as cloth)
        drape = A.curtain(f"drape{s}", outer, inner, D - 0.25, 0.38, H - 0.05, drape_cloth, folds=11, depth=0.065, gather=0.55,
                          tie_z=1.15, irregular=0.3, seed=3 if s < 0 else 8)
        # tied with a band in the seats' chocolate hide, piped in bronze satin, looped over a brass
        # rosette holdback on the side wall
        A.tieback(f"tieback{s}", drape, s * W / 2, m["leather"], m["metal"], piping)
    # the same curtains closed across the screen, as the room waits for the film: each half hung
    # straight from its track to the stage, the right half's leading edge lapping the left's (shown
    # by a view's curtains(closed=True) in place of the drawn pair). Eight deep folds of uneven
    # width a half, their hems breaking on the stage (renders35: twelve shallow even folds hanging
    # clear of it read as corrugated satin); their heading starts inside the pelmet, whose face the
    # deepest folds broke through when hung from the track
    for s, seed in ((-1, 4), (1, 9)):
        A.curtain(f"closed{s}", s * (W / 2 - 0.05), -s * 0.05, D - 0.3 + (0.035 if s > 0 else 0.0), 0.38, H - 0.44,
                  drape_cloth, folds=8, depth=0.17, irregular=0.5, seed=seed, brk=0.07)
    # a pelmet across the top in the ceiling's smoked oak, its grain along it, so it reads as the
    # last beam of the ceiling carried down over the curtains (the gold cloth pelmet read as a
    # mustard valance over a school stage); a walnut bead along its foot, as the stage's nosing
    A.box_from("pelmet", (-W / 2, D - 0.44, H - 0.46), (W / 2, D - 0.2, H), m["beam"], 0.012)
    A.box_from("pelmet_bead", (-W / 2, D - 0.455, H - 0.475), (W / 2, D - 0.425, H - 0.44), m["nosing"], 0.006)
    # a soft wash across the pelmet's face from the ceiling in front of it (the coves light only
    # its top), no highlight of its own
    pw = A.area("pelmet_wash", (0.0, D - 1.5, H - 0.22), W - 0.6, 18, A.WARM2, rot=(math.radians(90), 0, 0), size_y=0.1,
                shadow=False)
    pw.data.specular_factor = 0.0
    A.area("curtain_wash_l", (-W / 2 + 0.9, D - 1.6, H - 0.45), 1.2, 60, A.WARM2, size_y=0.3, rot=(math.radians(-40), 0, 0))
    A.area("curtain_wash_r", (W / 2 - 0.9, D - 1.6, H - 0.45), 1.2, 60, A.WARM2, size_y=0.3, rot=(math.radians(-40), 0, 0))
    A.panelled_side_walls(W, D, H, 0.2, D - 1.4, 4, m, sconce_z=1.8, sconce_power=SCONCE_POWER)
    # gilt capitals on the pilasters
    for s in (-1, 1):
        for i in range(5):
            y = 0.2 + (D - 1.6) * i / 4
            A.box_from(f"cap{s}{i}", (s * W / 2 - (0.13 if s > 0 else -0.0), y - 0.2, H - 0.32), (s * W / 2 + (0.13 if s < 0 else 0.0), y + 0.2, H - 0.26), m["metal"], 0.01)
    A.box_from("backwall", (-W / 2, -0.1, 0), (W / 2, 0.0, H), m["wallbase"])
    # the back wall panelled as the side walls are (a plain field of tweed read as a blank green wall
    # from the front): three bays between walnut pilasters with gilt capitals, tweed over a darker
    # dado and a walnut rail, on the back row's riser; the middle bay carries the projector's port
    # high over the back row's heads
    pw_, z0, dado = 0.3, RISER_H, RISER_H + 0.95
    piers = (-W / 2 + 0.16, -0.78, 0.78, W / 2 - 0.16)
    for i, x in enumerate(piers):
        A.box_from(f"bpil{i}", (x - pw_ / 2, 0.0, z0), (x + pw_ / 2, 0.09, H - 0.25), m["pilaster"], 0.008)
        A.box_from(f"bcap{i}", (x - 0.2, 0.0, H - 0.32), (x + 0.2, 0.13, H - 0.26), m["metal"], 0.01)
    for i in range(3):
        a, b = piers[i] + pw_ / 2 + 0.015, piers[i + 1] - pw_ / 2 - 0.015
        A.box_from(f"bpan{i}_lo", (a, 0.0, z0 + 0.14), (b, 0.06, dado - 0.04), m["panel_lo"], 0.012)
        A.box_from(f"bpan{i}_hi", (a, 0.0, dado + 0.04), (b, 0.06, H - 0.32), m["panel"], 0.012)
        A.box_from(f"bdado{i}", (a - 0.015, 0.0, dado - 0.03), (b + 0.015, 0.075, dado + 0.03), m["pilaster"], 0.006)
    A.box_from("bskirt", (-W / 2, 0.0, z0), (W / 2, 0.07, z0 + 0.14), m["pilaster"], 0.005)
    # the lens dark (renders33: its glint, under this room's exposure, read as a placeholder's white
    # dot; at a tenth of it, still a blue dot)
    A.projector_port(0.0, 0.06, RISER_H + 1.78, m["pilaster"], glint=0.0)
    A.coffered_ceiling(W, D, H, 3, 4, m, beam=0.18, depth=0.2, cove_power=16, cove_color=(1.0, 0.7, 0.38))
    # the glowing coffers' bounce onto the long beams' sides (Eevee bounces nothing unbaked): a thin
    # strip of light in each coffer 0.3 m off each side of the two inner long beams, facing it and
    # tipped 25 degrees down (so the coffer's ceiling above it is behind it and shows no band of its
    # light), stopping short of the cross beams (one strip the room's length lit their faces in bright
    # patches at every crossing), no shadow and no highlight. Without it those sides, which only that
    # bounce lights, stayed near black beside the cross beams' faces lit by the rear wash, and read as
    # two dark beams slanting across the ceiling (an upward strip down each row of coffers barely
    # reached them)
    for xb in (-W / 6, W / 6):
        for s in (-1, 1):
            for j in range(4):
                fill = A.area(f"beam_fill{xb:.2f}{s}{j}", (xb + s * (0.09 + 0.3), D * (j + 0.5) / 4, H - 0.06), 0.1, BEAM_FILL,
                              (1.0, 0.7, 0.38), rot=(0, s * math.radians(65), 0), size_y=D / 4 - 0.18 - 0.5, shadow=False)
                fill.data.specular_factor = 0.0
    ry = ROWS[1][0] + 0.8  # the riser's front, facing the screen
    # riser() puts its nosing and LED on its y0 side, here against the back wall: the face towards
    # the screen, the one -3 looks at, was bare carpet. Its front is finished as the stage's is: the
    # walls' dark woven wool, a walnut nosing over it and a warm LED strip under the nosing
    A.riser("riser1", -W / 2, W / 2, 0.0, ry, RISER_H, carpet, m["nosing"], m["led"], led=False)
    A.box_from("riser1_face", (-W / 2, ry - 0.01, 0.0), (W / 2, ry + 0.012, RISER_H - 0.045), m["panel_lo"], 0.004)
    A.box_from("riser1_front_nose", (-W / 2, ry - 0.05, RISER_H - 0.045), (W / 2, ry + 0.03, RISER_H + 0.005), m["nosing"], 0.008)
    A.box_from("riser1_front_led", (-W / 2 + 0.02, ry + 0.012, RISER_H - 0.06), (W / 2 - 0.02, ry + 0.022, RISER_H - 0.048), m["led"])
    A.area("riser1_front_ledlight", (0.0, ry + 0.04, RISER_H - 0.06), W - 0.1, 2.5 * W, A.WARM, rot=(math.radians(25), 0, 0),
           size_y=0.02, shadow=False)
    # tailored recliners (the kit's cushions: a crowned, piped seat, a channel-stitched back, a piped
    # headrest and back shell, padded arms with rounded fronts) in the room's chocolate hide: the
    # paler hide on the seats, backs, headrest and arm pads, the darker on the shells, arms and base,
    # piped in a chocolate hide a shade paler and smoother, the cup holders in the room's gilt
    seats = dict(m, piping=A.leather("choc_piping", (0.07, 0.032, 0.018), 0.22, 0.3, seams=False), cup_metal=m["metal"])
    # Chesterfields: the inside backs deep-buttoned, the arms rolled
    A.tailored_seat_rows(R, "r", seats, arm_w=0.18, cut="club", buttons=(3, 5))
    for s in (-1, 1):
        for y in (ROWS[1][0] + 1.2, ROWS[0][0] + 1.0):
            A.box_from(f"step{s}{y}", (s * (W / 2 - 0.075) - 0.01, y - 0.06, 0.28), (s * (W / 2 - 0.075) + 0.01, y + 0.06, 0.31), m["glow"])
    for y, _z in ROWS:
        A.downlight(f"dl{y}", 0, y, H, 8, A.WARM2, 55)
    # a sign of life: a camel knitted throw, folded in three, left over the back of a seat in the
    # back row and hanging down behind it
    yb, zb = ROWS[1]
    knit = A.knit("throw_knit", (0.11, 0.07, 0.04), tile=0.07, bump=0.6, contrast=0.45)
    A.throw("throw", [(-0.55, 1.19), (-0.59, 1.172), (-0.63, 1.165), (-0.69, 1.135), (-0.708, 1.05), (-0.712, 0.97)],
            0.28, (0.79, yb, zb), knit, thick=0.02, ripple=0.012, folds=3, rot=(0, 0, math.pi / 2), seed=5)
    # the rear wall's wash: a soft warm light high on the back wall, falling forward onto the seats'
    # backs and headrests, so the rows seen from behind keep their form instead of going to silhouettes
    A.area("rear_wash", (0.0, 0.25, H - 0.35), 3.6, REAR_WASH, A.WARM2, size_y=0.5, rot=(math.radians(55), 0, 0))


def film_scene(level):
    """The wall lights' level, a share of their full power: the Crestron scene a film starts in turns
    the brass wall lights (and the step lights sharing their glow) down to a glow. A view sets it
    before it renders (a view's setting stays for the views after it)."""
    def apply():
        for ob in A.bpy.data.objects:
            if ob.type == "LIGHT" and re.fullmatch(r"sc-?\d+_\d+_(up|dn)", ob.name):  # panelled_side_walls' sconces
                ob.data.energy = SCONCE_POWER * (0.8 if ob.name.endswith("_dn") else 1.0) * level
        A.bpy.data.materials["glow"].node_tree.nodes["Emission"].inputs["Strength"].default_value = GLOW * level
    return apply


def curtains(level, closed=False):
    """film_scene(level), with the curtains drawn back and tied (the picture on) or closed across a
    dark screen (the room before the film)."""
    lights = film_scene(level)

    def apply():
        lights()
        for ob in A.bpy.data.objects:
            if re.match(r"(drape|tieback)-?1", ob.name):
                ob.hide_render = closed
            elif re.match(r"closed-?1", ob.name):
                ob.hide_render = not closed
        A.bpy.data.objects["screen_glow"].hide_render = closed  # the picture's spill: no picture
    return apply


VIEWS = {
    "virginia-water-smart-estate": dict(cam=(0.0, 0.35, 2.0), target=(0.0, D, 1.35), lens=20, before=curtains(1.0)),
    # from the stage's left-hand end, standing low, back across the room: both rows of buttoned
    # Chesterfields from the front, their rolled arms and cup holders, the panelled back wall and its
    # projector port beyond (renders32: from the left-hand aisle behind the front row, a fourth of
    # five pictures that looked at the screen from behind the seats)
    "virginia-water-smart-estate-2": dict(cam=(-W / 2 + 0.45, ROWS[0][0] + 1.6, 1.35), target=(W / 2 - 0.6, ROWS[1][0] - 0.2, 0.9),
                                          lens=20, before=curtains(1.0)),
    # the room before the film, from the right-hand aisle beside the back row, standing: the bronze
    # velvet curtains closed across the dark screen under the oak pelmet, washed from the ceiling in
    # front of it, the stage's lip lit, the wall lights up; the front row's backs below (renders31:
    # it was the rows seen from the screen, a line-up two other projects also showed)
    "virginia-water-smart-estate-3": dict(cam=(W / 2 - 0.4, ROWS[1][0] - 0.2, ROWS[1][1] + 1.5), target=(-0.7, D - 0.3, 0.9),
                                          lens=22, before=curtains(1.0, closed=True)),
    # down the left-hand aisle from behind the back row, standing, the camera square to the room: the
    # tweed walls, pilasters and wall lights running to the screen at the right (the headline's side
    # is the wall), the seats' backs below; the film scene's lower wall lights
    # the front row's end seat at seated height from in front of its neighbour: its deep-buttoned
    # back, the headrest pillow, the rolled arms and gilt cup holders, the green weave beyond
    # (renders31: the rooms' recliners were one model; Virginia Water's are buttoned as a
    # Chesterfield is, and this is the one view that shows their fronts)
    "virginia-water-smart-estate-4": dict(cam=(-1.0, ROWS[0][0] + 1.2, 0.95), target=(-1.55, ROWS[0][0] - 0.1, 0.8), lens=35,
                                          dof=1.35, fstop=4, before=curtains(1.0)),
    "hero-services": dict(cam=(-1.5, 0.45, 1.9), target=(-1.5, D, 1.3), lens=22, size=(2400, 1100), shift_x=-0.06,
                          before=curtains(0.45)),
}
