"""Virginia Water: a ten-seat theatre run by the estate's Crestron system. Gold satin curtains
drawn back from a wide 2.39:1 screen under a tailored, piped box pelmet, two rows of five tailored
chocolate velvet recliners (a camel knitted throw left over the back of one), deep green fabric
walls between brass-capped walnut columns, a coffered ceiling of smoked oak beams. The room's size,
rows, seats and screen are the room model's layout of the project (art/rooms.json)."""
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


def build():
    A.world_color((0.012, 0.01, 0.007))
    m = {
        "leather": A.velvet("choc_velvet", (0.05, 0.022, 0.012), 0.3),
        "base": A.leather("choc_leather", (0.035, 0.016, 0.01)),
        "plinth": A.matte("plinth", (0.008, 0.008, 0.008), 0.5),
        "metal": A.brass("gilt", (0.85, 0.62, 0.3), 0.22),
        "front": A.velvet("front_velvet", (0.004, 0.004, 0.003)),
        "velvet": A.velvet("mask", (0.003, 0.003, 0.003)),
        "stage": A.fabric("stage_carpet", (0.01, 0.03, 0.02)),
        "nosing": A.walnut("walnut_nose", "X"),
        "led": A.emission("led", A.WARM, 30),
        "glow": A.emission("glow", A.WARM, GLOW),
        "wallbase": A.matte("wallbase", (0.01, 0.02, 0.015)),
        "pilaster": A.walnut(),
        "panel": A.fabric("green", (0.012, 0.05, 0.032)),
        "panel_lo": A.fabric("green_dark", (0.006, 0.025, 0.016)),
        "ceiling": A.matte("ceil", (0.09, 0.07, 0.045), 0.6),
        # the ceiling's beams in a smoked oak veneer, its grain along each beam, oiled and nearly
        # without sheen: seen from the back rows, the beams' undersides caught the bright screen
        # at a glancing angle and mirrored it as flat white planks (at a glance even a low
        # specular reflects most of the light; Eevee lets `Specular` near 0 take that away)
        "beam": A.oak("ceil_oak", "X", tone=0.25, gloss=0.0, rough=0.6),
        "beam_y": A.oak("ceil_oak_y", "Y", tone=0.25, gloss=0.0, rough=0.6),
    }
    for k in ("beam", "beam_y"):
        m[k].node_tree.nodes["Principled BSDF"].inputs["Specular"].default_value = 0.03
    carpet = A.fabric("carpet", (0.02, 0.035, 0.028), 1400, 0.35)
    A.box_from("floor", (-W / 2, -0.1, -0.05), (W / 2, D + 0.1, 0), carpet)
    img = A.film_still("vw_frame", "misty_forest", R["aspect"], w=1912)
    A.screen_wall(D, W, H, SW, SH, BOTTOM, m, img, strength=1.1, stage_h=0.38, glow_power=70, border=0.08)
    gold = A.satin("gold_satin", (0.62, 0.42, 0.14))
    piping = A.satin("piping_satin", (0.3, 0.18, 0.06), 0.25)
    # curtains drawn back and tied: folds of their own widths and depths, as heavy cloth falls,
    # gathered into the tie and flaring below it
    for s in (-1, 1):
        inner, outer = s * (SW / 2 + 0.1), s * (W / 2 - 0.05)
        # (at 0.13 m deep, eight folds in half a metre of track read as folded card, and the deepest
        # broke through the pelmet's face; eleven folds 6.5 cm deep, a little uneven, hang as cloth)
        drape = A.curtain(f"drape{s}", outer, inner, D - 0.25, 0.38, H - 0.05, gold, folds=11, depth=0.065, gather=0.55,
                          tie_z=1.15, irregular=0.3, seed=3 if s < 0 else 8)
        # tied with a band in the seats' chocolate velvet, piped in bronze like the pelmet's border,
        # looped over a brass rosette holdback on the side wall
        A.tieback(f"tieback{s}", drape, s * W / 2, m["leather"], m["metal"], piping)
    # a tailored box pelmet across the top: a flat board upholstered in a gold wool weave, its
    # lower edge piped in a deeper bronze satin cord
    cloth = A.fabric("pelmet_cloth", (0.44, 0.3, 0.1), 900, 0.08, rough=0.75)
    cloth.node_tree.nodes["Principled BSDF"].inputs["Sheen"].default_value = 0.9
    A.box_from("pelmet", (-W / 2, D - 0.44, H - 0.46), (W / 2, D - 0.2, H), cloth, 0.012)
    # a border along its foot in the chocolate velvet of the seats, piped along both edges, as a
    # tailored pelmet is banded
    A.box_from("pelmet_band", (-W / 2, D - 0.447, H - 0.46), (W / 2, D - 0.436, H - 0.37), m["leather"], 0.003)
    for zp in (H - 0.46, H - 0.37):
        A.cylinder(f"pelmet_piping{zp:.2f}", 0.009, W, (0, D - 0.448, zp), piping, rot=(0, math.pi / 2, 0), verts=16)
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
    A.box_from("backpanel", (-W / 2 + 0.15, 0.0, 0.6), (W / 2 - 0.15, 0.05, H - 0.35), m["panel"], 0.012)
    A.coffered_ceiling(W, D, H, 3, 4, m, beam=0.18, depth=0.2, cove_power=16, cove_color=(1.0, 0.7, 0.38))
    A.riser("riser1", -W / 2, W / 2, 0.0, ROWS[1][0] + 0.8, RISER_H, carpet, m["nosing"], m["led"])
    # tailored recliners (the kit's cushions: a crowned, piped seat, a channel-stitched back, a piped
    # headrest and back shell, padded arms with rounded fronts) in the room's chocolate: the velvet
    # on the seats, backs, headrest and arm pads, the leather on the shells, arms and base, piped in a
    # chocolate hide a shade paler and smoother than the velvet, the cup holders in the room's gilt
    seats = dict(m, piping=A.leather("choc_piping", (0.07, 0.032, 0.018), 0.22, 0.3, seams=False), cup_metal=m["metal"])
    A.tailored_seat_rows(R, "r", seats, arm_w=0.18)
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


VIEWS = {
    "virginia-water-smart-estate": dict(cam=(0.0, 0.35, 2.0), target=(0.0, D, 1.35), lens=20, before=film_scene(1.0)),
    # from the main seat: the 149-inch screen between the drawn curtains, under the pelmet
    "virginia-water-smart-estate-2": dict(cam=(MAIN[0], MAIN[1], MAIN[2]), target=(0.0, D, BOTTOM + SH * 0.5), lens=22,
                                          before=film_scene(1.0)),
    "virginia-water-smart-estate-3": dict(cam=(1.7, D - 1.6, 1.2), target=(-1.0, 0.8, 0.9), lens=20,
                                          before=film_scene(1.0)),
    # from behind the back row, off the centre: the screen right of the headline, the right-hand
    # wall's lights far enough off to stay small (beside that wall the nearest one filled the edge),
    # and the film scene's lower wall lights, so none glares behind the headline
    "hero-services": dict(cam=(0.7, 0.5, 1.9), target=(-1.2, D, 1.3), lens=20, size=(2400, 1100), shift_x=-0.05,
                          before=film_scene(0.45)),
}
