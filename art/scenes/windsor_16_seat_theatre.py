"""Windsor: a 16-seat theatre in a new garden wing. Two tiers of eight cognac leather
recliners, their backs diamond-quilted, a 2.39:1 scope screen, fibre-optic starfield ceiling and a lounge bar with a back-lit
honey-onyx wall and shelves of bottles at the back. The room's size, rows, seats and screen are
the room model's layout of the project (art/rooms.json)."""
import math

import aurum as A

R = A.room_spec("windsor-16-seat-theatre")
W, D, H = R["W"], R["D"], R["H"]
SW, SH, BOTTOM = R["sw"], R["sh"], R["bottom"]
ROWS = R["rows"]  # (seat centre y, floor height, seats), front row first
MAIN = R["main"]  # the main seat's eyes
# indirect light baked above the seats: the grid's lowest probes stand over the back row's headrests
# (its floor is at 1.65 m) and under the ceiling, inside the side walls, behind the front wall and
# clear of the bar (a grid over the whole room put probes inside the tiers and seats: see README)
BAKE = ((-W / 2 + 0.35, 0.6, 1.65), (W / 2 - 0.35, D - 0.8, H - 0.12), (3, 4, 2))
EXPOSURE = 1.0


def onyx(name, seed=0.0, mirror=False, strength=0.5):
    """Honey onyx lit from behind, as a slab is book-matched on a bar: flowing, meandering strata
    from deep amber through honey to a pale cream where the stone is thin and clear, thin rust veins
    and a few cracks that stop the light, and the light itself uneven (brighter where the LEDs
    behind sit closest, falling off towards the slab's edges). `mirror` flips the figure left to
    right, so two neighbouring slabs open like a book at their joint."""
    m, nt, p = A._new_mat(name)
    tc = nt.nodes.new("ShaderNodeTexCoord")
    mp = nt.nodes.new("ShaderNodeMapping")
    mp.inputs["Location"].default_value = (seed * 2.3, seed * 1.1, seed * 0.7)
    mp.inputs["Scale"].default_value = (-1.0 if mirror else 1.0, 1.0, 1.0)
    nt.links.new(tc.outputs["Object"], mp.inputs["Vector"])
    vec = mp.outputs["Vector"]
    flowed = A._warp(nt, vec, A._noise(nt, vec, 0.45, 4.0, 0.55), 1.6)
    flowed = A._warp(nt, flowed, A._noise(nt, vec, 2.5, 3.0, 0.5), 0.15)
    # the strata: meandering bands, mostly level, drawn finer where they crowd
    w = A._bands(nt, flowed, "Z", 0.8, 8.0, 8, 0.65, detail_scale=1.3)
    fine = A._bands(nt, flowed, "Z", 6.0, 3.0, 4, 0.55)
    # broad domains of the slab run darker or paler, so the strata never repeat evenly
    domain = A._noise(nt, vec, 0.5, 2.0, 0.5)
    # (renders32: the strata weighed more than the domains, and their even waves read as a
    # printed sandstone; now the broad domains lead)
    band = A._math(nt, "ADD", A._math(nt, "MULTIPLY", w.outputs["Fac"], 0.4),
                   A._math(nt, "ADD", A._math(nt, "MULTIPLY", domain.outputs["Fac"], 0.5), A._math(nt, "MULTIPLY", fine.outputs["Fac"], 0.1)))
    # honey: deep amber through honey to a pale gold where the stone is thin (renders32: the
    # colours a little short of saturated read as a pale beige-pink)
    col = A._ramp(nt, [(0.1, (0.277, 0.084, 0.027)), (0.3, (0.639, 0.27, 0.081)), (0.45, (0.883, 0.515, 0.199)),
                       (0.51, (0.981, 0.753, 0.454)), (0.57, (0.863, 0.494, 0.187)), (0.76, (0.542, 0.208, 0.062)),
                       (0.95, (0.258, 0.073, 0.025))])
    nt.links.new(band, col.inputs["Fac"])
    # how clear the stone is: cloudy pockets and clear ones, and the dark veins and cracks
    cloud = A._noise(nt, flowed, 2.2, 4.0, 0.6)
    clear = A._map(nt, cloud.outputs["Fac"], 0.3, 0.72, 0.45, 1.15)
    crest = A._map(nt, fine.outputs["Fac"], 0.93, 1.0, 0.0, 1.0)
    vmask = A._map(nt, A._noise(nt, vec, 1.1, 2.0, 0.5).outputs["Fac"], 0.48, 0.6)
    v = nt.nodes.new("ShaderNodeTexVoronoi")
    v.feature = "DISTANCE_TO_EDGE"
    v.inputs["Scale"].default_value = 2.2
    nt.links.new(A._warp(nt, flowed, A._noise(nt, vec, 6.0, 2.0, 0.5), 0.06), v.inputs["Vector"])
    crack = A._math(nt, "MULTIPLY", A._map(nt, v.outputs["Distance"], 0.0, 0.01, 0.85, 0.0),
                    A._map(nt, A._noise(nt, vec, 0.9, 2.0, 0.5).outputs["Fac"], 0.55, 0.66))
    vein = A._math(nt, "MAXIMUM", A._math(nt, "MULTIPLY", crest, vmask), crack)
    through = A._math(nt, "MULTIPLY", clear, A._math(nt, "SUBTRACT", 1.0, A._math(nt, "MULTIPLY", vein, 0.85)))
    # the light behind: uneven, strongest in the slab's middle, falling off at its edges
    gen = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(tc.outputs["Generated"], gen.inputs[0])

    def edge(c):
        d = A._math(nt, "ABSOLUTE", A._math(nt, "SUBTRACT", A._math(nt, "MULTIPLY", c, 2.0), 1.0))
        return A._math(nt, "SUBTRACT", 1.0, A._math(nt, "POWER", d, 3.0))
    field = A._math(nt, "MULTIPLY", A._map(nt, edge(gen.outputs["X"]), 0.0, 1.0, 0.35, 1.0),
                    A._map(nt, edge(gen.outputs["Z"]), 0.0, 1.0, 0.3, 1.0))
    blotch = A._noise(nt, tc.outputs["Object"], 0.9, 2.0, 0.5)
    field = A._math(nt, "MULTIPLY", field, A._map(nt, blotch.outputs["Fac"], 0.35, 0.65, 0.5, 1.35))
    light = A._math(nt, "MULTIPLY", through, field)
    em = nt.nodes.new("ShaderNodeMixRGB")
    em.blend_type = "MULTIPLY"
    em.inputs["Fac"].default_value = 1.0
    nt.links.new(col.outputs["Color"], em.inputs["Color1"])
    nt.links.new(light, em.inputs["Color2"])
    nt.links.new(em.outputs["Color"], p.inputs["Emission"])
    p.inputs["Emission Strength"].default_value = strength
    dim = nt.nodes.new("ShaderNodeMixRGB")
    dim.blend_type = "MULTIPLY"
    dim.inputs["Fac"].default_value = 1.0
    dim.inputs["Color2"].default_value = (0.3, 0.3, 0.3, 1)
    nt.links.new(col.outputs["Color"], dim.inputs["Color1"])
    nt.links.new(dim.outputs["Color"], p.inputs["Base Color"])
    p.inputs["Roughness"].default_value = 0.12
    p.inputs["Specular"].default_value = 0.5
    p.inputs["Clearcoat"].default_value = 0.4
    p.inputs["Clearcoat Roughness"].default_value = 0.05
    return m


def liquid(name, col, glow=0.16):
    """A spirit seen through its glass: an opaque body of its colour lit through (brightest where
    the eye looks straight through it, darker towards its sides). Drawn inside a clear shell, so no
    blending of the two in one material washes its colour out."""
    m, nt, p = A._new_mat(name)
    p.inputs["Base Color"].default_value = (*(c * 0.3 for c in col), 1)
    p.inputs["Roughness"].default_value = 0.12
    p.inputs["Specular"].default_value = 0.5
    p.inputs["Emission"].default_value = (*col, 1)
    lw = nt.nodes.new("ShaderNodeLayerWeight")
    lw.inputs["Blend"].default_value = 0.35
    centre = A._math(nt, "SUBTRACT", 1.0, lw.outputs["Facing"])
    nt.links.new(A._math(nt, "MULTIPLY", A._math(nt, "POWER", centre, 1.5), glow), p.inputs["Emission Strength"])
    return m


def bottle_glass(name, tint=(0.6, 0.66, 0.63), alpha=0.1):
    """Clear bottle glass: a faint tint, glossy, showing what stands behind it."""
    m = A.glass(name, tint, alpha)
    m.node_tree.nodes["Principled BSDF"].inputs["Specular"].default_value = 0.9
    return m


def dark_glass(name, col):
    """Dark coloured glass (a champagne green, a smoked brown): glossy and all but opaque."""
    m = A.gloss(name, col, 0.05, 0.6)
    return m


def filled(name, outline, fill, loc, mat, inset=0.0015, segs=32):
    """The spirit in a vessel of `outline` ((radius, height) from its foot up), up to `fill`."""
    pts = A._spline(outline, 8)
    prof = [(0.0001, 0.003), (max(0.002, pts[0][0] - inset - 0.004), 0.003)]
    for (r0, h0), (r1, h1) in zip(pts, pts[1:]):
        if h1 >= fill:
            t = (fill - h0) / max(1e-6, h1 - h0)
            prof += [(max(0.002, r0 + (r1 - r0) * t - inset), fill), (0.0001, fill)]
            break
        prof.append((max(0.002, r1 - inset), h1))
    return A.lathe(name, prof, loc, mat, segs)


# outlines of the bottles, (radius, height) from the foot up to the lip, and the stopper each takes
SHAPES = {
    "malt": ([(0.037, 0), (0.038, 0.02), (0.038, 0.19), (0.034, 0.214), (0.02, 0.234), (0.0135, 0.25), (0.0135, 0.29)], "wood"),
    "square": ([(0.043, 0), (0.044, 0.02), (0.044, 0.163), (0.039, 0.174), (0.017, 0.184), (0.014, 0.2), (0.014, 0.235)], "screw"),
    "cognac": ([(0.05, 0), (0.064, 0.035), (0.067, 0.08), (0.056, 0.125), (0.028, 0.16), (0.016, 0.182), (0.016, 0.22)], "wood"),
    "gin": ([(0.034, 0), (0.036, 0.03), (0.036, 0.22), (0.03, 0.25), (0.014, 0.275), (0.012, 0.3), (0.012, 0.33)], "screw"),
    "apothecary": ([(0.048, 0), (0.05, 0.02), (0.05, 0.15), (0.044, 0.172), (0.022, 0.188), (0.018, 0.198), (0.018, 0.212)], "ball"),
    "liqueur": ([(0.041, 0), (0.039, 0.05), (0.031, 0.21), (0.021, 0.265), (0.011, 0.3), (0.011, 0.35)], "wax"),
    "burgundy": ([(0.038, 0), (0.039, 0.02), (0.039, 0.12), (0.032, 0.18), (0.016, 0.23), (0.0145, 0.26), (0.0145, 0.3)], "foil"),
    "vodka": ([(0.04, 0), (0.041, 0.02), (0.041, 0.25), (0.036, 0.262), (0.015, 0.272), (0.014, 0.29), (0.014, 0.31)], "screw"),
    "rum": ([(0.046, 0), (0.048, 0.02), (0.048, 0.12), (0.041, 0.14), (0.019, 0.158), (0.015, 0.172), (0.015, 0.2)], "wood"),
}


def arc_band(name, r, z0, z1, half_angle, loc, mat, facing=math.pi / 2, segs=10):
    """A curved strip round a bottle (a label), centred on the side facing `facing` (radians about z)."""
    verts, faces = [], []
    for k in range(segs + 1):
        a = facing - half_angle + 2 * half_angle * k / segs
        verts += [(r * math.cos(a), r * math.sin(a), z0), (r * math.cos(a), r * math.sin(a), z1)]
    for k in range(segs):
        faces.append((2 * k, 2 * k + 2, 2 * k + 3, 2 * k + 1))
    me = A.bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    for poly in me.polygons:
        poly.use_smooth = True
    return A.placed(name, me, loc, mat=mat)


def spirit_bottle(name, kind, x, y, z, spirit, mats, rng, scale=1.0):
    """One bottle turned from its outline, its stopper and (on most) a label and a neck band.
    `spirit` is a liquid material (drawn inside a clear shell, filled to its own level), a clear
    spirit (None: the clear shell alone) or ("dark", material) for a bottle of dark glass."""
    outline, stopper = SHAPES[kind]
    outline = [(r * scale, h * scale) for r, h in outline]
    prof = [(0.0001, 0.0), (outline[0][0] - 0.004, 0.0)] + A._spline(outline, 8) + [(0.0001, outline[-1][1])]
    if isinstance(spirit, tuple):
        A.lathe(name, prof, (x, y, z), spirit[1], 40)
    else:
        A.lathe(name, prof, (x, y, z), mats["glass"], 40)
        if spirit is not None:
            filled(f"{name}_spirit", outline, rng.uniform(0.4, 0.72) * outline[-1][1], (x, y, z), spirit)
    r0, top = outline[2][0], outline[-1][1]
    neck = outline[-1][0]
    if stopper == "wood":
        A.lathe(f"{name}_st", [(0.0001, 0), (neck * 1.5, 0), (neck * 1.6, 0.006), (neck * 1.55, 0.02), (neck * 1.2, 0.024), (0.0001, 0.025)],
                (x, y, z + top), mats["stopper"], 24)
    elif stopper == "screw":
        A.cylinder(f"{name}_st", neck * 1.12, 0.028, (x, y, z + top - 0.01), rng.choice((mats["cap"], mats["metal"])), verts=20)
    elif stopper == "ball":
        A.cylinder(f"{name}_st", neck * 0.8, 0.02, (x, y, z + top + 0.005), mats["stopper_glass"], verts=16)
        A.sphere(f"{name}_ball", 0.026 * scale, (x, y, z + top + 0.035 * scale), mats["stopper_glass"])
    elif stopper == "wax":
        A.cylinder(f"{name}_st", neck * 1.25, 0.045, (x, y, z + top - 0.015), mats["wax"], verts=20)
    elif stopper == "foil":
        A.cylinder(f"{name}_st", neck * 1.08, 0.075, (x, y, z + top - 0.03), mats["foil"], verts=20)
    if rng.random() < 0.85:
        body_top = outline[2][1] if kind != "liqueur" else outline[2][1] * 0.8
        lh = rng.uniform(0.3, 0.5) * body_top
        lz = rng.uniform(0.2, 0.35) * body_top
        r0 = max(r for r, h in outline if h <= lz + lh + 0.01)
        arc_band(f"{name}_label", r0 + 0.0012, z + lz, z + lz + lh, rng.uniform(0.6, 1.1), (x, y, 0), rng.choice(mats["labels"]))
        if rng.random() < 0.5:
            arc_band(f"{name}_band", r0 + 0.0018, z + lz + lh * 0.72, z + lz + lh * 0.8, 0.5, (x, y, 0), mats["gold"])
        if rng.random() < 0.6:
            nr = outline[-2][0]
            arc_band(f"{name}_neck", nr + 0.0015, z + top - 0.05, z + top - 0.028, 1.4, (x, y, 0), rng.choice(mats["labels"]))


def rocks_glass(name, loc, mat, upturned=False):
    if upturned:
        prof = [(0.0001, 0), (0.04, 0), (0.041, 0.004), (0.038, 0.084), (0.036, 0.09), (0.0001, 0.09)]
    else:
        prof = [(0.0001, 0), (0.036, 0), (0.038, 0.006), (0.041, 0.086), (0.04, 0.09), (0.0001, 0.09)]
    return A.lathe(name, prof, loc, mat, 32)


def coupe_upturned(name, loc, mat):
    prof = [(0.0001, 0), (0.052, 0), (0.053, 0.004), (0.047, 0.03), (0.03, 0.05), (0.007, 0.062), (0.0045, 0.075),
            (0.004, 0.13), (0.034, 0.136), (0.036, 0.14), (0.0001, 0.141)]
    return A.lathe(name, prof, loc, mat, 32)


def dome_pendant(name, x, y, top, drop, mats, r=0.15):
    """A spun brass dome pendant on a fine brass rod from a ceiling rose, its opening closed by an
    opal diffuser that glows warm, throwing its light down on the counter (clear smoked-glass globes
    read as clock faces, their bulbs and filaments as the hands; opaque ones as gold baubles)."""
    cz = top - drop
    prof = [(0.0001, 0.0), (r, 0.0), (r, 0.008), (r * 0.97, 0.03), (r * 0.88, 0.065), (r * 0.72, 0.1), (r * 0.5, 0.128),
            (r * 0.22, 0.142), (0.016, 0.146), (0.014, 0.17), (0.0001, 0.17)]
    A.lathe(name, prof, (x, y, cz), mats["metal"], 48)
    A.torus(f"{name}_lip", r, 0.004, (x, y, cz + 0.004), mats["metal"])
    A.cylinder(f"{name}_diffuser", r * 0.93, 0.002, (x, y, cz - 0.001), mats["opal"], verts=48)
    rod = drop - 0.17
    A.cylinder(f"{name}_rod", 0.004, rod, (x, y, top - rod / 2), mats["metal"], verts=12)
    A.lathe(f"{name}_rose", [(0.0001, 0), (0.012, 0), (0.06, 0.018), (0.065, 0.025), (0.0001, 0.025)], (x, y, top - 0.025), mats["metal"], 40)
    # (shadowless: the dome's own shadow would be its light cut off at the diffuser)
    A.spot(f"{name}_light", (x, y, cz - 0.01), (x, y, 0.0), 30, (1.0, 0.6, 0.3), 110, 0.7, 0.1, False)


def lounge_bar(m, z):
    """The lounge bar across the back wall, on the upper tier's floor (z): a walnut counter with a
    Nero Marquina top; behind it a back-bar in a walnut surround, three bays of book-matched
    back-lit honey onyx between bronze fins, glass shelves edged in bronze with LED lines under
    their fronts, a lit canopy; fluted walnut either side; brass dome pendants overhead."""
    counter_y = 0.78
    bronze = A.brass("bronze", (0.42, 0.27, 0.14), 0.3)
    walnut = A.walnut("bar_walnut", "X")
    walnut_v = A.walnut("bar_walnut_v", "Z")
    # the counter
    A.box_from("bar_front", (-2.4, counter_y - 0.05, z), (2.4, counter_y + 0.3, z + 1.0), walnut, 0.01)
    A.box_from("bar_top", (-2.5, counter_y - 0.1, z + 1.0), (2.5, counter_y + 0.37, z + 1.05), m["bar_stone"], 0.012)
    A.box_from("bar_top_edge", (-2.5, counter_y + 0.37, z + 0.99), (2.5, counter_y + 0.38, z + 1.0), bronze)
    A.box_from("bar_rail_led", (-2.4, counter_y + 0.3, z + 0.04), (2.4, counter_y + 0.31, z + 0.06), m["led"])
    # an LED line under the top's front lip grazes the walnut front
    A.box_from("bar_lip_led", (-2.4, counter_y + 0.32, z + 0.99), (2.4, counter_y + 0.34, z + 0.996), A.emission("lip_led", A.WARM, 4))
    A.area("bar_front_graze", (0, counter_y + 0.34, z + 0.98), 4.7, 30, A.WARM, rot=(math.radians(-25), 0, 0), size_y=0.02, shadow=False)
    A.cylinder("bar_footrail", 0.02, 4.8, (0, counter_y + 0.42, z + 0.2), m["metal"], rot=(0, math.pi / 2, 0))
    # the back wall: fluted walnut either side of the back-bar, walnut above it
    A.box_from("backwall", (-W / 2, -0.1, z), (W / 2, 0.0, H), m["wallbase"])
    for s in (-1, 1):
        x0, x1 = 2.76, W / 2 - 0.01
        n = int((x1 - x0) / 0.03)
        for k in range(n):
            A.cylinder(f"flute{s}_{k}", 0.0135, H - z, (s * (x0 + 0.015 + k * (x1 - x0) / n), 0.0, z + (H - z) / 2), walnut_v, verts=14)
        A.area(f"flutegraze{s}", (s * (x0 + x1) / 2, 0.12, H - 0.35), 0.6, 18, A.WARM, rot=(math.radians(-12), 0, 0),
               size_y=0.08, shadow=True)
    A.box_from("backbar_above", (-2.76, 0.0, z + 2.6), (2.76, 0.02, H), walnut_v)
    A.area("backbar_above_wash", (0, 0.5, z + 2.62), 5.0, 25, A.WARM, rot=(math.radians(-140), 0, 0), size_y=0.05, shadow=False)
    # the cabinet under the back-bar and its stone top
    A.box_from("backbar_cabinet", (-2.6, 0.0, z), (2.6, 0.42, z + 0.85), A.walnut("cab_walnut", "X"), 0.01)
    A.box_from("backbar_cabtop", (-2.62, 0.0, z + 0.85), (2.62, 0.45, z + 0.88), m["bar_stone"], 0.006)
    # the surround: walnut cheeks and a canopy, the niche 40 cm deep
    top = z + 2.45
    for s in (-1, 1):
        A.box_from(f"cheek{s}", (2.6 if s > 0 else -2.76, 0.0, z), (2.76 if s > 0 else -2.6, 0.46, top + 0.15), walnut, 0.008)
    A.box_from("canopy", (-2.76, 0.0, top), (2.76, 0.46, top + 0.15), walnut, 0.008)
    shelf_led = A.emission("shelf_led", A.WARM, 3)
    A.box_from("canopy_led", (-2.58, 0.36, top - 0.004), (2.58, 0.38, top), shelf_led)
    # three bays of onyx between bronze fins, book-matched: the middle slab mirrors its neighbours
    bays = [(-2.6, -0.875), (-0.865, 0.865), (0.875, 2.6)]
    for i, (x0, x1) in enumerate(bays):
        A.box_from(f"onyx{i}", (x0, 0.02, z + 0.88), (x1, 0.035, top), onyx(f"honey_onyx{i}", seed=3.0, mirror=(i == 1)))
        A.area(f"onyx_spill{i}", ((x0 + x1) / 2, 0.06, z + 1.66), x1 - x0, 14, (1.0, 0.6, 0.28), rot=(math.radians(90), 0, 0),
               size_y=1.4, shadow=False)
    for x in (-0.87, 0.87):
        A.box_from(f"fin{x}", (x - 0.006, 0.035, z + 0.88), (x + 0.006, 0.44, top), bronze, 0.002)
    # glass shelves, each edged in bronze with an LED line under its front
    shelf_glass = A.glass("shelfglass", tint=(0.8, 0.92, 0.88), alpha=0.22)
    shelves = (z + 1.36, z + 1.86)
    for k, sz in enumerate(shelves):
        for i, (x0, x1) in enumerate(bays):
            x0, x1 = x0 + (0.006 if i else 0), x1 - (0.006 if i < 2 else 0)
            A.box_from(f"shelf{k}{i}", (x0, 0.035, sz - 0.012), (x1, 0.34, sz), shelf_glass)
            A.box_from(f"shelf_edge{k}{i}", (x0, 0.34, sz - 0.016), (x1, 0.346, sz + 0.002), bronze)
            A.box_from(f"shelf_led{k}{i}", (x0 + 0.01, 0.315, sz - 0.02), (x1 - 0.01, 0.33, sz - 0.016), shelf_led)
            A.area(f"shelf_light{k}{i}", ((x0 + x1) / 2, 0.3, sz - 0.03), x1 - x0 - 0.04, 7, A.WARM, rot=(math.radians(15), 0, 0),
                   size_y=0.03, shadow=False)
    for i, (x0, x1) in enumerate(bays):
        A.area(f"canopy_light{i}", ((x0 + x1) / 2, 0.3, top - 0.01), x1 - x0 - 0.04, 9, A.WARM, rot=(math.radians(15), 0, 0),
               size_y=0.03, shadow=False)
    # the bottles, each shelf its own mix of shapes, heights and spirits, spaced unevenly, a few
    # glasses turned over between them
    spirits = {
        "malt": (0.55, 0.2, 0.03), "sherry_cask": (0.4, 0.09, 0.015), "cognac": (0.45, 0.14, 0.025), "port": (0.3, 0.015, 0.03),
        "chartreuse": (0.3, 0.45, 0.04), "gin": (0.82, 0.88, 0.86), "pale": (0.7, 0.45, 0.1), "amaro": (0.2, 0.045, 0.012),
    }
    gm = {k: (None if k == "gin" else liquid(f"spirit_{k}", c)) for k, c in spirits.items()}
    gm["green"] = ("dark", dark_glass("bottle_green", (0.012, 0.035, 0.014)))
    gm["smoke"] = ("dark", dark_glass("bottle_smoke", (0.045, 0.022, 0.01)))
    tumbler_glass = A.clear_glass("tumbler_glass", wall=0.003)
    mats = {
        "glass": bottle_glass("bottle_glass"), "metal": m["metal"], "cap": A.matte("cap_black", (0.012, 0.011, 0.01), 0.35), "stopper": A.walnut("stopper_wood", "Z"),
        "stopper_glass": A.glass("stopper_glass", alpha=0.3), "wax": A.gloss("wax", (0.18, 0.02, 0.02), 0.3),
        "foil": A.brass("foil", (0.55, 0.38, 0.16), 0.35), "gold": A.brass("label_gold", (0.75, 0.55, 0.25), 0.3),
        "labels": [A.matte("label_cream", (0.62, 0.55, 0.42), 0.7, vary=0.05), A.matte("label_black", (0.018, 0.017, 0.016), 0.45, vary=0),
                   A.matte("label_white", (0.74, 0.72, 0.67), 0.6, vary=0.03), A.matte("label_kraft", (0.36, 0.24, 0.13), 0.8, vary=0.05),
                   A.matte("label_navy", (0.02, 0.03, 0.07), 0.5, vary=0)],
    }
    pairs = {"malt": ("malt", "sherry_cask", "smoke", "pale"), "square": ("malt", "pale", "sherry_cask"), "cognac": ("cognac", "sherry_cask"),
             "gin": ("gin", "chartreuse", "gin"), "apothecary": ("amaro", "port", "cognac"), "liqueur": ("chartreuse", "amaro", "pale"),
             "burgundy": ("green", "port"), "vodka": ("gin",), "rum": ("smoke", "amaro", "cognac")}
    rng = A.random.Random(11)
    levels = [(z + 0.88, 0.36), (shelves[0], 0.40), (shelves[1], 0.45)]
    for k, (sz, room) in enumerate(levels):
        for i, (x0, x1) in enumerate(bays):
            x = x0 + 0.1 + rng.uniform(0, 0.08)
            while x < x1 - 0.1:
                if rng.random() < 0.12:
                    # a pair of glasses turned over on a shelf
                    up = rng.choice(("rocks", "coupe"))
                    for j in range(rng.randint(1, 2)):
                        gx = x + 0.045 + j * 0.095
                        if gx > x1 - 0.06:
                            break
                        (coupe_upturned if up == "coupe" else lambda nm, loc, mt: rocks_glass(nm, loc, mt, True))(
                            f"up{k}{i}_{x:.2f}_{j}", (gx, 0.24 + rng.uniform(-0.02, 0.02), sz), tumbler_glass)
                    x += 0.11 + j * 0.095 + rng.uniform(0.04, 0.12)
                    continue
                kind = rng.choice(list(SHAPES))
                sc = rng.uniform(0.95, 1.08)
                if max(h for _, h in SHAPES[kind][0]) * sc + 0.06 > room:
                    sc = (room - 0.06) / max(h for _, h in SHAPES[kind][0])
                rr = max(r for r, _ in SHAPES[kind][0]) * sc
                if x + rr > x1 - 0.03:
                    break
                x += rr
                spirit_bottle(f"b{k}{i}_{x:.2f}", kind, x, 0.18 + rng.uniform(-0.05, 0.06), sz, gm[rng.choice(pairs[kind])], mats, rng, sc)
                x += rr + rng.choice((0.01, 0.02, 0.03, 0.05, 0.08, 0.14))
    # on the counter: a decanter of whisky, glasses, one poured
    dz = z + 1.05
    dx, dy = -0.55, counter_y + 0.14
    whisky = liquid("poured_whisky", spirits["malt"])
    outline = [(0.05, 0), (0.07, 0.03), (0.074, 0.1), (0.06, 0.16), (0.03, 0.2), (0.022, 0.23), (0.026, 0.245)]
    A.lathe("decanter", [(0.0001, 0)] + A._spline(outline, 8) + [(0.0001, 0.245)], (dx, dy, dz),
            A.clear_glass("decanter_glass", wall=0.004), 48)
    filled("decanter_spirit", outline, 0.1, (dx, dy, dz), whisky, inset=0.004)
    A.lathe("decanter_stopper", [(0.0001, 0), (0.018, 0), (0.018, 0.02), (0.03, 0.03), (0.034, 0.06), (0.02, 0.085), (0.0001, 0.09)],
            (dx, dy, dz + 0.245), A.clear_glass("stopper_clear", wall=0.0), 40)
    for i, (gx, gy, full) in enumerate(((-0.36, counter_y + 0.1, True), (-0.26, counter_y + 0.2, False),
                                        (0.9, counter_y + 0.15, True), (1.02, counter_y + 0.08, True))):
        rocks_glass(f"tumbler{i}", (gx, gy, dz), tumbler_glass)
        if full:
            A.cylinder(f"tumbler{i}_spirit", 0.036, 0.03, (gx, gy, dz + 0.022), whisky, verts=32)
    A.cylinder("counter_tray", 0.16, 0.012, (-0.45, counter_y + 0.15, dz + 0.006), bronze, verts=48)
    # overhead: brass dome pendants on fine brass rods, a soft warm wash on the counter
    pm = {"metal": m["metal"], "opal": A.emission("opal", (1.0, 0.78, 0.55), 6)}
    for x in (-1.8, -0.6, 0.6, 1.8):
        dome_pendant(f"pendant{x}", x, counter_y + 0.12, H, 0.86, pm)
    # (below the soffits' lips: in the soffits' plane, as it was, its soft shadows peppered their
    # undersides with black dots)
    A.area("bar_pendant_wash", (0, counter_y + 0.1, H - 0.36), 4.8, 45, A.WARM, size_y=0.5, shadow=True)


def build():
    A.world_color((0.01, 0.008, 0.008))
    m = {
        # a deep cognac, browner and less saturated than the tan it was (0.20, 0.075, 0.028), which
        # under the warm wall lights read as orange vinyl
        "leather": A.leather("cognac", (0.12, 0.056, 0.031), 0.48),
        "plinth": A.matte("plinth", (0.01, 0.01, 0.01), 0.5),
        "metal": A.brass(),
        "front": A.velvet("front_velvet", (0.004, 0.004, 0.006)),
        "velvet": A.velvet("mask", (0.003, 0.003, 0.004)),
        "stage": A.fabric("stage_carpet", (0.013, 0.0115, 0.0105)),
        "nosing": A.walnut("walnut_nose", "X"),
        # the LED lines under the stage's and the tiers' lips: a soft line (at 30 they burned
        # white and read as cheap tape)
        "led": A.emission("led", A.WARM, 9),
        "glow": A.emission("glow", A.WARM, 40),
        "wallbase": A.matte("wallbase", (0.012, 0.012, 0.015)),
        "pilaster": A.walnut(),
        "panel": A.fabric("charcoal", (0.028, 0.03, 0.036)),
        "panel_lo": A.fabric("charcoal_dark", (0.014, 0.015, 0.018)),
        # Nero Marquina: polished black marble, sparse thin warm-white veins (renders32: at scale 0.5
        # its veins were 3-4 cm wide and, close to the camera, read as lightning; the finer network
        # between them, at this scale, as a crackle glaze)
        "bar_stone": A.marble("nero_marquina", base=(0.006, 0.0056, 0.0055), vein=(0.36, 0.33, 0.29), rough=0.1,
                              scale=1.6, seed=2.0, network=0.0, halo=0.04, cloud=3.0, clearcoat=0.35),
    }
    # a deep warm charcoal wool loop-pile (a fine flat weave in a blue-black read as an empty grey
    # floor before the front row), the open floor before the stage framed by a bronze-toned band
    carpet = A.boucle("carpet", (0.017, 0.0145, 0.013), tile=0.05, bump=0.5, contrast=0.4)
    A.box_from("floor", (-W / 2, -0.1, -0.05), (W / 2, D + 0.1, 0), carpet)
    band = A.boucle("carpet_band", (0.045, 0.03, 0.018), tile=0.05, bump=0.5, contrast=0.4)
    A.carpet_band("band", W / 2 - 0.6, ROWS[0][0] + 0.95, D - 0.78 - 0.45, band, 0.08)
    img = A.film_still("windsor_frame", "film-ringed-planet", R["aspect"])
    A.screen_wall(D, W, H, SW, SH, BOTTOM, m, img, strength=1.0, stage_h=0.36, glow_power=70)
    # walnut fins over the charcoal cloth from end to end, grazed from the skirting (Windsor's own
    # wall: the other theatres have panels between pilasters and brass wall washers)
    A.finned_side_walls(W, D, H, 0.4, D - 1.0, m, top=0.3, graze=7.0, cornice=False)
    # starfield ceiling with a walnut-edged perimeter cove
    A.box_from("ceiling", (-W / 2, -0.1, H), (W / 2, D + 0.1, H + 0.05), A.starfield("stars", density=30, strength=40))
    # the soffits lined in walnut, its grain along them (in dark cloth, grazed by the fins' lights,
    # an underside read as a bare plaster box)
    soffit = A.walnut("soffit_walnut", "Y")
    for s in (-1, 1):
        A.box_from(f"soffit{s}", (s * W / 2 - (0.45 if s > 0 else 0), 0, H - 0.3), (s * W / 2 + (0.45 if s < 0 else 0), D, H - 0.22), soffit, 0.01)
        A.box_from(f"soffitlip{s}", (s * (W / 2 - 0.45) - 0.02, 0, H - 0.32), (s * (W / 2 - 0.45) + 0.02, D, H - 0.2), m["nosing"], 0.005)
        A.area(f"covewash{s}", (s * (W / 2 - 0.4), D / 2, H - 0.19), 0.3, 40, A.WARM, rot=(math.pi, 0, 0), size_y=D, shadow=False)
    # the tiers behind the front row, each on its riser
    for r in range(1, len(ROWS)):
        A.riser(f"riser{r}", -W / 2, W / 2, 0.0, ROWS[r][0] + 0.8, ROWS[r][1], carpet, m["nosing"], m["led"])
    # the inside backs diamond-quilted, as a coachbuilder stitches a car's seat
    A.tailored_seat_rows(R, "r", m, arm_w=0.16, quilt=(6, 11))
    lounge_bar(m, ROWS[-1][1])
    for y in (ROWS[1][0] - 0.9, ROWS[0][0] + 0.6):
        for s in (-1, 1):
            A.downlight(f"dl{s}{y}", s * 2.9, y, H, 10, A.WARM2, 45)


def reflections():
    """Screen-space reflections, for the bar's views: the polished counter and the onyx's polish
    mirror the lit back-bar (the other views render without, as their masters did)."""
    A.refract_on(0.3)  # and the counter's tumblers and decanter bend what lies behind them
    A.bpy.context.scene.eevee.ssr_thickness = 0.2


VIEWS = {
    # from the top tier in front of the bar, at a standing eye's height by the left wall: both
    # tiers of eight and the 199-inch screen beyond the floor the front row's 44 degrees leave
    "windsor-16-seat-theatre": dict(cam=(-2.5, 1.45, 2.15), target=(0.5, D - 1.2, 0.8), lens=19),
    # from in front of the front row, standing, looking back up the tiers to the bar
    "windsor-16-seat-theatre-2": dict(cam=(1.5, 7.6, 1.9), target=(-0.25, 0.4, 1.55), lens=24, exposure=1.7, before=reflections),
    # from behind the bar, standing, down the middle of the room over both tiers' backs to the
    # 199-inch screen between the lit walnut fins, the starfield above, the focus on the seats
    # (renders32: it looked further down, over the counter, whose veins read as lightning; a close
    # view of the decanter and tumblers on the counter, tried in its place, was glare on the stone
    # and a whisky like a brown block)
    "windsor-16-seat-theatre-4": dict(cam=(0.3, 0.3, ROWS[-1][1] + 1.7), target=(0.3, D, 0.55), lens=18, dof=5.5, fstop=1.8,
                                      before=reflections),
    "hero-home": dict(cam=(3.0, 1.25, 2.6), target=(-0.6, D - 2.0, 1.45), lens=19, size=(2400, 1100), shift_x=-0.12),
}
