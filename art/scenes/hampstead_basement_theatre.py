"""Hampstead: a basement theatre. Two tiers of six tailored ox-blood leather recliners face an acoustically
transparent 2.39:1 scope screen; walnut pilasters, taupe fabric panels, coffered ceiling; a knitted throw
left over one seat's back and two glasses of red wine on an arm. The room's size,
rows, seats and screen are the room model's layout of the project (art/rooms.json)."""
import math

import aurum as A

R = A.room_spec("hampstead-basement-theatre")
W, D, H = R["W"], R["D"], R["H"]
SW, SH, BOTTOM = R["sw"], R["sh"], R["bottom"]
RISER_H = R["riser"]
ROWS = [(y, z) for y, z, _n in R["rows"]]  # seat centre y, floor height
MAIN = R["main"]  # the main seat's eyes
BAKE = ((-W / 2, 0, 0), (W / 2, D, H), (3, 3, 2))
EXPOSURE = 1.0
THROW_X = 1.075  # the back-row seat the throw is left over
GLASS_X = 0.7  # the front-row arm the glasses stand on (between the main seat and its neighbour towards the right aisle)


def build():
    A.world_color((0.014, 0.009, 0.007))
    A.refract_on()  # the wine glasses bend what lies behind them; the leather takes the room's reflections
    m = {
        # a deep oxblood hide, browner and less saturated than a pillar-box red so it reads as
        # fine aniline leather; the piping the same hide a shade paler and smoother
        "leather": A.leather("oxblood", (0.09, 0.017, 0.0145), 0.47, sheen=0.22),
        "piping": A.leather("oxblood_piping", (0.12, 0.025, 0.02), 0.2, 0.22, seams=False),
        "plinth": A.matte("plinth", (0.01, 0.01, 0.01), 0.5),
        "metal": A.brass(),
        "front": A.velvet("front_velvet", (0.006, 0.005, 0.005)),
        "velvet": A.velvet("mask", (0.004, 0.004, 0.004)),
        "stage": A.fabric("stage_carpet", (0.025, 0.018, 0.016)),
        "nosing": A.walnut("walnut_nose"),
        # the LED lines under the stage's and the risers' lips: a soft line (renders32: at 30 they
        # burned white and read as cheap tape)
        "led": A.emission("led", A.WARM, 9),
        "glow": A.emission("glow", A.WARM, 40),
        "wallbase": A.matte("wallbase", (0.02, 0.018, 0.016)),
        "pilaster": A.walnut(),
        # the wall panels in a heathered taupe wool, its yarns a few millimetres apart so the weave
        # reads across the room (a flat fine weave read as painted board)
        "panel": A.tweed("taupe", (0.075, 0.058, 0.048), tile=0.07, bump=0.45, contrast=0.4),
        "panel_lo": A.tweed("taupe_dark", (0.04, 0.03, 0.026), tile=0.07, bump=0.45, contrast=0.4),
        "ceiling": A.matte("ceil", (0.05, 0.042, 0.036), 0.9),
        "beam": A.fabric("beam", (0.035, 0.028, 0.024), 600),
    }
    # the arms capped in walnut, as the pilasters, the grain running along them
    m["arm_cap"] = A.walnut("arm_walnut", "Y")
    m["cup_metal"] = m["metal"]  # the cup holders in the sconces' and the door handle's brass
    # a plum wool loop-pile (a fine flat weave read as felt), bordered as a bespoke carpet is: a
    # band of a deeper tone let in 0.4 m from the walls and the stage, round the floor before the seats
    carpet = A.boucle("carpet", (0.045, 0.02, 0.018), tile=0.05, bump=0.5, contrast=0.4)
    A.box_from("floor", (-W / 2, -0.1, -0.05), (W / 2, D + 0.1, 0), carpet)
    band = A.boucle("carpet_band", (0.02, 0.009, 0.008), tile=0.05, bump=0.5, contrast=0.4)
    A.carpet_band("band", W / 2 - 0.5, ROWS[1][0] + 0.8, D - 0.78 - 0.4, band, 0.07, ends=(False, True))
    # screen
    img = A.film_still("hampstead_frame", "coast_dusk", R["aspect"])
    A.screen_wall(D, W, H, SW, SH, BOTTOM, m, img, strength=1.1, stage_h=0.3, glow_power=60, border=0.08)
    # fabric-wrapped columns with walnut caps in the space left either side of the screen
    side = W / 2 - SW / 2 - 0.08
    for s in (-1, 1):
        x = s * (SW / 2 + 0.08 + side / 2)
        hw = side / 2 - 0.06
        A.box_from(f"col{s}", (x - hw, D - 0.3, 0.3), (x + hw, D - 0.02, H - 0.25), m["panel"], 0.015)
        A.box_from(f"colcap{s}", (x - hw - 0.03, D - 0.33, H - 0.3), (x + hw + 0.03, D - 0.02, H - 0.22), m["pilaster"], 0.01)
        A.box_from(f"colbase{s}", (x - hw - 0.03, D - 0.33, 0.3), (x + hw + 0.03, D - 0.02, 0.42), m["pilaster"], 0.01)
    A.panelled_side_walls(W, D, H, 0.2, D - 0.9, 4, m, sconce_power=14)
    # back wall with projector port
    A.box_from("backwall", (-W / 2, -0.1, 0), (W / 2, 0.0, H), m["wallbase"])
    for i, (x0, x1) in enumerate(((-W / 2 + 0.1, -0.55), (0.55, W / 2 - 0.1))):
        A.box_from(f"backpan{i}", (x0, 0.0, 0.6), (x1, 0.06, H - 0.32), m["panel"], 0.012)
    A.projector_port(0.0, 0.0, RISER_H + 1.78, m["pilaster"])
    A.box_from("door", (1.2, 0.0, RISER_H), (2.05, 0.07, RISER_H + 2.1), m["pilaster"], 0.01)
    A.cylinder("door_handle", 0.012, 0.22, (1.3, 0.1, RISER_H + 1.0), m["metal"])
    A.coffered_ceiling(W, D, H, 3, 4, m, cove_power=5)
    # risers and seats
    A.riser("riser1", -W / 2, W / 2, 0.0, ROWS[1][0] + 0.8, RISER_H, carpet, m["nosing"], m["led"])
    # the backs channel-stitched upright, five channels each, as a bespoke maker sews them (pads
    # stacked across the back read as a multiplex's recliner); the arms walnut-capped
    A.tailored_seat_rows(R, "r", m, arm_w=0.15, channels=5, upright=True)
    # aisle step lights on the side walls
    for s in (-1, 1):
        for y in (ROWS[1][0] + 1.3, ROWS[0][0] + 1.0, D - 1.2):
            A.box_from(f"step{s}{y}", (s * (W / 2 - 0.075) - 0.01, y - 0.06, 0.28), (s * (W / 2 - 0.075) + 0.01, y + 0.06, 0.31), m["glow"])
    # downlights over the aisles
    for y, _z in ROWS:
        for s in (-1, 1):
            A.downlight(f"dl{s}{y}", s * 1.1, y - 0.2, H, 9, A.WARM2, 50)
    dress()


def dress():
    """Signs of life, as a photographer would leave them: a biscuit-coloured knitted throw left over the
    back of a seat in the back row, hanging down behind it, and two stemmed glasses of red wine on
    the padded arm to the right of the main seat, behind its cup holder."""
    yb, zb = ROWS[1]
    knit = A.knit("throw_knit", (0.15, 0.1, 0.062), tile=0.07, bump=0.6, contrast=0.45)
    A.throw("throw", [(-0.55, 1.18), (-0.59, 1.163), (-0.63, 1.156), (-0.69, 1.128), (-0.708, 1.05), (-0.712, 0.97), (-0.714, 0.86)],
            0.3, (THROW_X, yb, zb), knit, thick=0.02, ripple=0.012, folds=3, rot=(0, 0, math.pi / 2), seed=7)
    # the wine glasses: turned glass (a foot, a stem, a thin-walled tulip bowl) that bends the leather
    # seen through it, a little wine in each
    yf, zf = ROWS[0]
    glass = A.clear_glass("wineglass", wall=0.0012)
    solid = A.clear_glass("wineglass_stem", wall=0.0)
    # the wine's surface a mirror, so it catches the wall lights
    wine = A.gloss("wine", (0.045, 0.002, 0.005), 0.01)
    wine.node_tree.nodes["Principled BSDF"].inputs["Specular"].default_value = 0.9
    foot = [(0.0001, 0.0), (0.034, 0.0), (0.034, 0.002), (0.02, 0.005), (0.0045, 0.01), (0.0035, 0.03), (0.0035, 0.085)]
    bowl = [(0.007, 0.093), (0.022, 0.1), (0.036, 0.118), (0.042, 0.142), (0.04, 0.168), (0.034, 0.195), (0.0325, 0.2)]
    inner = _inside(bowl, 0.0012)
    # both set down on the padded arm behind the cup holder's flange, one behind the other, each
    # resting on the crowned leather where it stands (on the plane through the padding under its
    # rim, found by casting rays down onto the arm); a stemmed glass stood in the cup holder read as
    # jammed in stem first
    for i, (x, y) in enumerate(((GLASS_X + 0.01, yf + 0.175), (GLASS_X - 0.008, yf + 0.045))):
        top, rot = _resting(x, y, 0.03, zf + 0.9)
        # the foot and stem solid glass; the bowl up the outside to the rim and down the inside to
        # its floor, a wall 1.2 mm thick
        A.lathe(f"wineglass_stem{i}", foot + [(0.0001, 0.09)], (x, y, top), solid, segs=48).rotation_euler = rot
        prof = [(0.0001, 0.088), (0.0035, 0.088)] + bowl + inner[::-1] + [(0.0001, inner[0][1])]
        A.lathe(f"wineglass{i}", prof, (x, y, top), glass, segs=48).rotation_euler = rot
        # the wine fills the bowl's inside to its level, a hair inside the glass
        fill = 0.128 if i == 0 else 0.122
        wet = [(r, z) for r, z in _inside(inner, 0.0003) if z < fill]
        wprof = [(0.0001, wet[0][1])] + wet + [(_radius_at(_inside(inner, 0.0003), fill), fill), (0.0001, fill)]
        A.lathe(f"wine{i}", wprof, (x, y, top), wine, segs=48).rotation_euler = rot


def _inside(profile, t):
    """The profile (radius, z), bottom up, moved `t` inwards along its normals: a wall's inner face."""
    out = []
    for k, (r, z) in enumerate(profile):
        (r0, z0), (r1, z1) = profile[max(k - 1, 0)], profile[min(k + 1, len(profile) - 1)]
        dr, dz = r1 - r0, z1 - z0
        n = math.hypot(dr, dz)
        # the inward normal of a profile climbing the outside of a bowl: (-dz, dr) turned towards the axis
        out.append((r - t * dz / n, z + t * dr / n))
    return out


def _radius_at(profile, z):
    """The profile's radius at height z (linear between its points)."""
    for (r0, z0), (r1, z1) in zip(profile, profile[1:]):
        if z0 <= z <= z1:
            return r0 + (r1 - r0) * (z - z0) / (z1 - z0)
    raise ValueError(f"height {z} outside the profile")


def _resting(x, y, r, above):
    """Where a flat foot of radius r centred on (x, y) rests on what lies beneath: rays cast down from
    `above` round its rim and at its centre; the plane fitted through the rim's hits gives the foot's
    height (raised by half the crown that stands above that plane at its centre) and its tilt
    (Euler angles)."""
    scene = A.bpy.context.scene
    dg = A.bpy.context.evaluated_depsgraph_get()
    rim = []
    for k in range(12):
        a = 2 * math.pi * k / 12
        px, py = x + r * math.cos(a), y + r * math.sin(a)
        hit, loc, *_ = scene.ray_cast(dg, (px, py, above), (0, 0, -1))
        rim.append((px - x, py - y, loc.z))
    _h, mid, *_ = scene.ray_cast(dg, (x, y, above), (0, 0, -1))
    # z = c + gx dx + gy dy through the rim, by least squares
    n = len(rim)
    sx = sum(p[0] for p in rim); sy = sum(p[1] for p in rim); sz = sum(p[2] for p in rim)
    sxx = sum(p[0] ** 2 for p in rim); syy = sum(p[1] ** 2 for p in rim)
    sxz = sum(p[0] * p[2] for p in rim); syz = sum(p[1] * p[2] for p in rim)
    c = sz / n  # the rim is a circle about (x, y): its sums of dx, dy and dx dy vanish
    gx, gy = (sxz - sx * c) / sxx, (syz - sy * c) / syy
    z = c + 0.5 * max(0.0, mid.z - c)
    print(f"[aurum] glass foot at ({x:.3f}, {y:.3f}): rim {min(p[2] for p in rim):.4f} to {max(p[2] for p in rim):.4f}, "
          f"centre {mid.z:.4f}, set at {z:.4f}, tilt {math.degrees(math.atan(gx)):.1f}, {math.degrees(math.atan(gy)):.1f} deg",
          flush=True)
    return z, (math.atan(gy), -math.atan(gx), 0.0)


VIEWS = {
    # from the back corner, on the raised tier, 1.4 m behind the back row's seats
    "hampstead-basement-theatre": dict(cam=(2.05, ROWS[1][0] - 1.4, 2.0), target=(-0.35, D, 1.35), lens=21),
    "hampstead-basement-theatre-2": dict(cam=(-1.2, D - 1.0, 1.45), target=(0.6, 0.4, 0.85), lens=20),
    # close in front of the front row's right half, along its channel-stitched backs, piped arms
    # and cup holders, the two glasses on the main seat's arm in focus, the back tier beyond (renders29:
    # it was the main seat's view, straight on to the screen wall, which a reviewer called an empty
    # stage between plain columns; the home-cinema hero looks along the row from its other end)
    "hampstead-basement-theatre-3": dict(cam=(1.6, 6.1, 1.2), target=(0.2, 4.6, 0.72), lens=32, dof=1.75, fstop=5.6),
    # from behind the front row's right-hand end, standing low: the row's backs close below, the
    # screen between its walnut columns (renders32: from higher, a reviewer found two fifths of it
    # empty carpet with the seats crammed into a corner)
    "hampstead-basement-theatre-4": dict(cam=(W / 2 - 0.3, ROWS[0][0] - 1.5, 1.5), target=(-0.7, D - 0.5, 0.85), lens=22),
    # the home-cinema page's hero, from the back of the left aisle over the raised tier: the left
    # wall's taupe panels, walnut pilasters and lit sconces under the page's headline, both rows of
    # recliners below, and the screen with its lighthouse at dusk at the right, where a phone's crop
    # holds it too (renders30: it looked back from beside the screen, which a reviewer called a
    # cinema hero with no screen and a lot of carpet)
    "hero-home-cinema-installation": dict(cam=(-1.6, 0.5, 2.3), target=(-2.6, D, 0.85), lens=24, size=(2400, 1100),
                                          exposure=EXPOSURE + 0.3),
}
