"""The films the screens show, each a frame of its own shot in 3D: a room's screen shows one of them
(`aurum.film_still()`), so no two rooms show the same; and a photograph for a wall (`grey_sea()`).
Each view builds its own world from nothing.

    FRAMES=/tmp/f bash art/render.sh films film-golden-dunes     then --keep it into art/films/

Numpy stills (stills.py) read as wallpaper at 1:1; these are lit, shadowed and hazed by Eevee:
an erg of a million vertices under a low sun, a ringed giant in space, a Nishita sky, the Ocean
modifier's sea, fog and sun shafts laid from the mist pass.
"""
import math
import random

import bpy
import numpy as np

import aurum as A

SIZE = (1912, 800)  # the screens' 2.39:1


def _nishita(elevation, rotation, strength, dust=2.0, air=1.0):
    """A Nishita sky lighting the world; returns its node tree, the sky node and the Background node."""
    nt = bpy.context.scene.world.node_tree
    sky = nt.nodes.new("ShaderNodeTexSky")
    sky.sky_type = "NISHITA"
    sky.sun_elevation = math.radians(elevation)
    sky.sun_rotation = math.radians(rotation)
    sky.sun_size = math.radians(0.6)
    sky.sun_intensity = 0.4
    sky.altitude = 10
    sky.air_density = air
    sky.dust_density = dust
    bg = nt.nodes["Background"]
    bg.inputs["Strength"].default_value = strength
    return nt, sky, bg


def _mix(nt, blend, fac, a, b):
    """A MixRGB node of a shader's or the compositor's tree `nt`, blending `a` and `b` by `fac` (each a
    socket or a value; a colour as RGBA). Its output."""
    node = nt.nodes.new("CompositorNodeMixRGB" if nt.bl_idname == "CompositorNodeTree" else "ShaderNodeMixRGB")
    node.blend_type = blend
    for i, v in enumerate((fac, a, b)):
        if isinstance(v, bpy.types.NodeSocket):
            nt.links.new(v, node.inputs[i])
        else:
            node.inputs[i].default_value = v
    return node.outputs[0]


def _clouds(nt, sky, bg, sun_dir, lit=(1.0, 0.55, 0.25), body=(0.035, 0.028, 0.045), cover=0.48, scale=0.55,
            stretch=3.0, strength=1.0, sun_deg=0.75):
    """A cloud deck over the sky: noise laid on a plane 1 unit above the eye (the view direction divided
    by its height), so the clouds shrink and crowd towards the horizon as a real deck does; their bodies
    dark against the glow, their edges lit towards the sun; and the sun's disc, `sun_deg` across, with
    its glow (Eevee's Nishita sky draws none)."""
    L = nt.links
    tc = nt.nodes.new("ShaderNodeTexCoord")
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    L.new(tc.outputs["Generated"], sep.inputs[0])
    up = A._math(nt, "MAXIMUM", sep.outputs["Z"], 0.02)
    comb = nt.nodes.new("ShaderNodeCombineXYZ")
    L.new(A._math(nt, "DIVIDE", sep.outputs["X"], up), comb.inputs["X"])
    L.new(A._math(nt, "DIVIDE", A._math(nt, "MULTIPLY", sep.outputs["Y"], 1.0 / stretch), up), comb.inputs["Y"])
    noise = nt.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = scale
    noise.inputs["Detail"].default_value = 9
    noise.inputs["Roughness"].default_value = 0.62
    noise.inputs["Distortion"].default_value = 0.25
    L.new(comb.outputs[0], noise.inputs["Vector"])
    dens = A._map(nt, noise.outputs["Fac"], cover, cover + 0.16)
    dens = A._math(nt, "MULTIPLY", dens, A._map(nt, sep.outputs["Z"], 0.015, 0.09))  # thinning into the haze
    # towards the sun their edges burn gold: the lit colour by how near the sun the view is
    dot = nt.nodes.new("ShaderNodeVectorMath")
    dot.operation = "DOT_PRODUCT"
    dot.inputs[1].default_value = sun_dir
    L.new(tc.outputs["Generated"], dot.inputs[0])
    near = A._math(nt, "POWER", A._map(nt, dot.outputs["Value"], 0.2, 1.0), 3.0)
    rim = A._math(nt, "MULTIPLY", A._math(nt, "SUBTRACT", 1.0, A._map(nt, noise.outputs["Fac"], cover + 0.04, cover + 0.3)),
                  near)
    col = _mix(nt, "MIX", A._math(nt, "MINIMUM", A._math(nt, "MULTIPLY", rim, 2.5), 1.0),
               (*[c * strength for c in body], 1), (*[c * strength for c in lit], 1))
    # Eevee's Nishita sky draws no sun disc: a disc of `sun_deg` with a tight glow about it
    disc = A._map(nt, dot.outputs["Value"], math.cos(math.radians(sun_deg * 0.55)), math.cos(math.radians(sun_deg * 0.45)))
    glow = A._math(nt, "POWER", A._map(nt, dot.outputs["Value"], 0.96, 1.0), 5.0)
    light = A._math(nt, "ADD", A._math(nt, "MULTIPLY", disc, 150.0), A._math(nt, "MULTIPLY", glow, 30.0))
    sun = _mix(nt, "ADD", 1.0, sky.outputs["Color"], _mix(nt, "MULTIPLY", 1.0, light, (1.0, 0.62, 0.3, 1)))
    L.new(_mix(nt, "MIX", dens, sun, col), bg.inputs["Color"])


def _toward(elevation, rotation):
    """The unit vector towards a sun `elevation` degrees up, turned `rotation` degrees from ahead (+y)
    towards the right (+x), as the Nishita sky turns its sun."""
    e, r = math.radians(elevation), math.radians(rotation)
    return (math.cos(e) * math.sin(r), math.cos(e) * math.cos(r), math.sin(e))


def _sun(elevation, rotation, energy, color):
    sun = bpy.data.lights.new("sun", "SUN")
    sun.energy = energy
    sun.color = color
    sun.angle = math.radians(0.8)
    ob = A.link(bpy.data.objects.new("sun", sun))
    # a sun lamp shines down its -Z: tilted from the zenith to shine from `_toward(elevation, rotation)`
    ob.rotation_euler = (math.radians(90 - elevation), 0, math.radians(180 - rotation))
    return ob


def _sea(name, size=60, repeat=12, wind=10, scale=1.0, chop=1.2, seed=3, color=(0.002, 0.012, 0.015), shift=0.0):
    """The Ocean modifier's sea, `size * repeat` metres square ahead of the eye, with a flat far sea to
    the horizon beyond it; ripples finer than its grid are a bump. `shift` slides it across the view
    (half a tile keeps the tiles' joint from running straight out from the eye, where it shows)."""
    bpy.ops.mesh.primitive_plane_add(size=2)
    sea = bpy.context.active_object
    sea.name = name
    m = sea.modifiers.new("Ocean", "OCEAN")
    m.geometry_mode = "GENERATE"
    m.resolution = 16
    m.spatial_size = size
    m.repeat_x = m.repeat_y = repeat
    m.wave_scale = scale
    m.choppiness = chop
    m.wind_velocity = wind
    m.wave_alignment = 0.3
    m.time = 5
    m.random_seed = seed
    span = size * repeat
    sea.location = (-span / 2 + shift, -40, 0)
    mat, nt, b = A._new_mat(name)
    b.inputs["Base Color"].default_value = (*color, 1)
    b.inputs["Roughness"].default_value = 0.06
    # ripples finer than the grid, round (stretched along the view they combed the sea into hair)
    ripple = A._noise(nt, A._tex_coord(nt, "Object"), 0.8, detail=4, rough=0.55)
    A._bump(nt, b, ripple.outputs["Fac"], 0.12, 0.05)
    sea.data.materials.append(mat)
    # beyond it the sea is finer than a pixel: a rougher gloss spreads the sun's path into a column
    # where a mirror drew a block
    far_mat = mat.copy()
    far_mat.node_tree.nodes["Principled BSDF"].inputs["Roughness"].default_value = 0.14
    far = A.plane(name + "_far", (20000, 20000), (0, span - 40 + 10000 - 10, -0.3), mat=far_mat)
    return sea, far


def _value_noise(x, y, seed, octaves=4):
    """Smooth fractal value noise in -1..1 at arrays of points (a lattice 1 unit apart), for heights
    sampled a million at a time (mathutils' noise takes one point a call)."""
    lattice = np.random.default_rng(seed).random((256, 256)) * 2 - 1
    total, amp, norm = 0.0, 1.0, 0.0
    for o in range(octaves):
        f = 2.0 ** o
        xs, ys = x * f + 37.1 * o, y * f + 11.7 * o
        xi, yi = np.floor(xs).astype(np.int64), np.floor(ys).astype(np.int64)
        fx, fy = xs - xi, ys - yi
        u, v = fx * fx * fx * (fx * (fx * 6 - 15) + 10), fy * fy * fy * (fy * (fy * 6 - 15) + 10)
        g = lambda i, j: lattice[(xi + i) & 255, (yi + j) & 255]  # noqa: E731
        total = total + amp * ((g(0, 0) * (1 - u) + g(1, 0) * u) * (1 - v) + (g(0, 1) * (1 - u) + g(1, 1) * u) * v)
        norm += amp
        amp *= 0.5
    return total / norm


def _dunes(x, y, k=0.03):
    """The erg's height at arrays of points: transverse dunes about 140 m apart whose crests wander,
    each a long windward rise to a brink rounded over `k` of its height (a knife edge falls between
    the mesh's rows and saws the shadow it casts) and a slip face at the angle of repose (about 30°)
    on its lee; and across them the long swell of a draa, 700 m from crest to crest."""
    def ridges(x, y, spacing, turn, height, seed, brink=0.72):
        a = math.radians(turn)
        # along the wind, which blows `turn` degrees round from towards the eye (-y)
        u = x * math.sin(a) - y * math.cos(a) + spacing * (0.4 * _value_noise(x / 2.2 / spacing, y / 2.2 / spacing, seed, octaves=3)
                            + 0.06 * _value_noise(x / 0.6 / spacing, y / 0.6 / spacing, seed + 1, octaves=1))
        p = np.mod(u / spacing, 1.0)
        rise = 0.5 - 0.5 * np.cos(np.pi * np.minimum(p / brink, 1.0))  # the windward back, flattening to the brink
        slip = np.clip(1 - (p - brink) / (1 - brink), 0, None) ** 1.15  # the slip face, hollowing at its foot
        blend = np.maximum(k - np.abs(rise - slip), 0) / k
        h = np.minimum(rise, slip) - blend * blend * k / 4
        return height * h * (1 + 0.45 * _value_noise(x / 3 / spacing, y / 3 / spacing, seed + 2))
    return ridges(x, y, 140.0, 125.0, 20.0, 5) + ridges(x, y, 700.0, 150.0, 45.0, 8, brink=0.6)


def _dune_top(reach=400.0, step=5.0):
    """The highest ground within `reach` metres of the origin: where one stands to look over an erg."""
    g = np.arange(-reach, reach + step, step)
    x, y = np.meshgrid(g, g)
    z = _dunes(x, y)
    i = np.unravel_index(np.argmax(z), z.shape)
    return float(x[i]), float(y[i]), float(z[i])


def _erg(name, mat, eye, heading=0.0, near=3.0, far=14000.0, half_angle=28.0, cols=1300):
    """The dune field as one mesh fanned out from the `eye` (x, y): rows at spacings growing with
    their distance (a 450th of it; at a 200th each row a far crest crossed stitched it with a
    scallop) and columns at equal angles across a view `half_angle` degrees either side of
    `heading`, so three million vertices fill the frame evenly."""
    d = [near]
    while d[-1] < far:
        d.append(d[-1] + max(0.25, d[-1] / 450))
    d = np.array(d)
    phi = np.radians(heading + np.linspace(-half_angle, half_angle, cols))
    D, P = np.meshgrid(d, phi, indexing="ij")
    x, y = eye[0] + D * np.sin(P), eye[1] + D * np.cos(P)
    # the brinks rounded more with distance, as the rows grow apart (sharp ones stitched the far
    # crests); beyond 4 km the dunes settle towards a plain, so the far rows (tens of metres apart)
    # draw a clean horizon in the haze rather than a stepped one
    z = _dunes(x, y, k=np.clip(D / 1500 * 0.06, 0.03, 0.15)) * np.clip(1 - (D - 4000) / 5000, 0.0, 1)
    rows = len(d)
    verts = np.stack([x, y, z], -1).reshape(-1, 3).astype(np.float32)
    i = np.arange(rows - 1)[:, None] * cols + np.arange(cols - 1)[None, :]
    quads = np.stack([i, i + 1, i + cols + 1, i + cols], -1).reshape(-1)
    me = bpy.data.meshes.new(name)
    me.vertices.add(len(verts))
    me.vertices.foreach_set("co", verts.ravel())
    me.loops.add(len(quads))
    me.loops.foreach_set("vertex_index", quads.astype(np.int32))
    n = len(quads) // 4
    me.polygons.add(n)
    me.polygons.foreach_set("loop_start", np.arange(0, 4 * n, 4, dtype=np.int32))
    me.polygons.foreach_set("loop_total", np.full(n, 4, dtype=np.int32))
    me.polygons.foreach_set("use_smooth", np.ones(n, dtype=bool))
    me.update()
    ob = A.link(bpy.data.objects.new(name, me))
    ob.data.materials.append(mat)
    return ob


def _bands(nt, vec, axis, distortion, detail_scale, profile="SIN"):
    """A wave texture's bands along `axis` of `vec` (ripples on sand, belts on a planet), their
    lines bent by its noise: `distortion` of it at `detail_scale`."""
    wave = nt.nodes.new("ShaderNodeTexWave")
    wave.wave_type = "BANDS"
    wave.bands_direction = axis
    wave.wave_profile = profile
    wave.inputs["Scale"].default_value = 1.0
    wave.inputs["Distortion"].default_value = distortion
    wave.inputs["Detail"].default_value = 3.0
    wave.inputs["Detail Scale"].default_value = detail_scale
    nt.links.new(vec, wave.inputs["Vector"])
    return wave


def _sand(name="sand", color=(0.55, 0.29, 0.12)):
    """Sand: matte, its wind ripples about 25 cm apart on the backs of the dunes (none on the slip
    faces, where the sand avalanches), fading with distance before they shimmer."""
    mat, nt, b = A._new_mat(name)
    b.inputs["Base Color"].default_value = (*color, 1)
    b.inputs["Roughness"].default_value = 0.92
    b.inputs["Specular"].default_value = 0.25
    L = nt.links
    wave = _bands(nt, A._tex_coord(nt, "Object", scale=(0.5, 1.3, 0.5)), "Y", 6.0, 0.6, profile="SAW")
    geo = nt.nodes.new("ShaderNodeNewGeometry")
    up = nt.nodes.new("ShaderNodeSeparateXYZ")
    L.new(geo.outputs["Normal"], up.inputs[0])
    backs = A._map(nt, up.outputs["Z"], 0.9, 0.96)  # the windward backs are gentler than the slip faces
    cam = nt.nodes.new("ShaderNodeCameraData")
    near = A._map(nt, cam.outputs["View Distance"], 220.0, 20.0)
    A._bump(nt, b, A._math(nt, "MULTIPLY", wave.outputs["Fac"], A._math(nt, "MULTIPLY", backs, near)), 1.0, 0.03)
    return mat


def _dusk_sky(sun_dir, horizon, stops, light):
    """A sky drawn for the camera only: colours rising from `horizon` at the horizon through `stops`
    ((height, rgb): the view direction's height, 0 at the horizon, 1 overhead), brighter towards the
    sun at `sun_dir`; what it lights the scene with is `light`, a dim even sky (a sky as bright to the
    land as it is to the eye fills every shadow, where a low sun's leave them three stops down)."""
    nt = bpy.context.scene.world.node_tree
    L = nt.links
    tc = nt.nodes.new("ShaderNodeTexCoord")
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    L.new(tc.outputs["Generated"], sep.inputs[0])
    ramp = A._ramp(nt, [(0.0, horizon), *stops])
    L.new(A._map(nt, sep.outputs["Z"], 0.0, 1.0), ramp.inputs["Fac"])
    dot = nt.nodes.new("ShaderNodeVectorMath")
    dot.operation = "DOT_PRODUCT"
    dot.inputs[1].default_value = sun_dir
    L.new(tc.outputs["Generated"], dot.inputs[0])
    toward = A._math(nt, "ADD", 0.55, A._math(nt, "MULTIPLY", A._math(nt, "POWER", A._map(nt, dot.outputs["Value"], 0.2, 1.0), 2.0), 1.2))
    seen = _mix(nt, "MULTIPLY", 1.0, ramp.outputs["Color"], toward)
    path = nt.nodes.new("ShaderNodeLightPath")
    bg = nt.nodes["Background"]
    L.new(_mix(nt, "MIX", path.outputs["Is Camera Ray"], (*light, 1), seen), bg.inputs["Color"])
    bg.inputs["Strength"].default_value = 1.0


def golden_dunes():
    """Mayfair: a sea of dunes at sundown, the low sun raking across them from the left, so each
    crest parts a gold face from a long shadow, and the far dunes fade into the sky's gold."""
    A.reset()
    elev, rot = 5.0, -62.0
    glow = (2.4, 1.05, 0.3)
    _dusk_sky(_toward(elev, rot), glow, [(0.04, (1.4, 0.75, 0.35)), (0.12, (0.7, 0.5, 0.45)), (0.3, (0.28, 0.33, 0.55)),
                                          (1.0, (0.12, 0.2, 0.45))], (0.07, 0.08, 0.13))
    sun = _sun(elev, rot, 9.0, (1.0, 0.56, 0.28))
    sun.data.shadow_cascade_count = 4
    sun.data.shadow_cascade_max_distance = 1200
    sun.data.shadow_cascade_exponent = 0.85
    sun.data.angle = math.radians(0.15)
    ee = bpy.context.scene.eevee
    ee.shadow_cascade_size = "4096"
    ee.use_gtao = False  # at this scale its few centimetres only dirty the sand
    _erg("erg", _sand(), DUNE_EYE)
    _fog(1500, 7000, [c * 0.55 for c in glow], sky=False)


def _annulus(name, r0, r1, mat, n=512):
    """A flat ring from radius `r0` to `r1` about the origin, in the XY plane."""
    ring = [(math.cos(2 * math.pi * i / n), math.sin(2 * math.pi * i / n)) for i in range(n)]
    verts = [(r0 * c, r0 * s, 0) for c, s in ring] + [(r1 * c, r1 * s, 0) for c, s in ring]
    faces = [[i, (i + 1) % n, n + (i + 1) % n, n + i] for i in range(n)]
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    ob = A.link(bpy.data.objects.new(name, me))
    ob.data.materials.append(mat)
    return ob


def _cloud_bands(R):
    """A gas giant's face: belts and zones in creams and ochres, their edges curled by the winds,
    streaked along the lines of latitude, greying towards the poles."""
    mat, nt, b = A._new_mat("bands")
    L = nt.links
    b.inputs["Roughness"].default_value = 1.0
    b.inputs["Specular"].default_value = 0.05
    co = A._tex_coord(nt, "Object", scale=(1 / R, 1 / R, 1 / R))  # in radii
    curl = A._noise(nt, co, 3.0, detail=8, rough=0.6, distortion=0.5)
    warp = nt.nodes.new("ShaderNodeVectorMath")
    warp.operation = "MULTIPLY_ADD"
    L.new(curl.outputs["Color"], warp.inputs[0])
    warp.inputs[1].default_value = (0.0, 0.0, 0.05)
    L.new(co, warp.inputs[2])
    wave = _bands(nt, warp.outputs[0], "Z", 0.5, 1.5)
    ramp = A._ramp(nt, [(0.0, (0.55, 0.42, 0.26)), (0.3, (0.74, 0.62, 0.43)), (0.55, (0.84, 0.75, 0.57)),
                        (0.8, (0.68, 0.55, 0.36)), (1.0, (0.78, 0.67, 0.48))])
    L.new(wave.outputs["Fac"], ramp.inputs["Fac"])
    streak = A._noise(nt, co, 6.0, detail=6, rough=0.55, stretch=(0.15, 0.15, 4.0))
    tone = _mix(nt, "OVERLAY", 0.35, ramp.outputs["Color"], streak.outputs["Color"])
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    L.new(co, sep.inputs[0])
    pole = A._map(nt, A._math(nt, "ABSOLUTE", sep.outputs["Z"]), 0.75, 0.97)
    L.new(_mix(nt, "MIX", pole, tone, (0.33, 0.36, 0.38, 1)), b.inputs["Base Color"])
    return mat


def _ring_dust(R):
    """Saturn's rings as a disc's dust: the faint C ring, the bright B ring, the Cassini division, the A
    ring with the Encke gap, and the thin F ring, all finely ringed; sunlight through them is as
    patchy as the dust (hashed, so the shadows on the planet are too)."""
    mat, nt, b = A._new_mat("rings")
    mat.blend_method = "BLEND"  # smooth to the eye; the shadows it casts stay patchy
    mat.shadow_method = "HASHED"
    mat.use_backface_culling = False
    L = nt.links
    b.inputs["Base Color"].default_value = (0.72, 0.63, 0.5, 1)
    b.inputs["Roughness"].default_value = 1.0
    b.inputs["Specular"].default_value = 0.0
    co = A._tex_coord(nt, "Object", scale=(1 / R, 1 / R, 1 / R))
    r = nt.nodes.new("ShaderNodeVectorMath")
    r.operation = "LENGTH"
    L.new(co, r.inputs[0])
    # density by radius (in radii): the rings from 1.24 to 2.33
    stops = [(1.24, 0.0), (1.25, 0.12), (1.52, 0.2), (1.53, 0.85), (1.75, 1.0), (1.94, 0.8), (1.95, 0.04),
             (2.02, 0.06), (2.03, 0.6), (2.2, 0.55), (2.205, 0.0), (2.215, 0.0), (2.22, 0.5), (2.27, 0.45),
             (2.275, 0.0), (2.32, 0.0), (2.325, 0.5), (2.33, 0.0)]
    lo, hi = stops[0][0], stops[-1][0]
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.interpolation = "LINEAR"
    els = ramp.color_ramp.elements
    els[0].position, els[0].color = 0.0, (0, 0, 0, 1)
    els[1].position, els[1].color = 1.0, (0, 0, 0, 1)
    for pos, dens in stops:
        e = els.new((pos - lo) / (hi - lo))
        e.color = (dens, dens, dens, 1)
    L.new(A._map(nt, r.outputs["Value"], lo, hi), ramp.inputs["Fac"])
    grain = A._noise(nt, A._math(nt, "MULTIPLY", r.outputs["Value"], 60.0), 1.0, detail=4, rough=0.7)
    dens = A._math(nt, "MULTIPLY", ramp.outputs["Color"],
                   A._math(nt, "ADD", 0.55, A._math(nt, "MULTIPLY", grain.outputs["Fac"], 0.6)))
    L.new(dens, b.inputs["Alpha"])
    # the dense B ring a little warmer and brighter than the A ring
    L.new(_mix(nt, "MIX", A._map(nt, dens, 0.2, 0.9), (0.45, 0.4, 0.34, 1), (0.8, 0.68, 0.52, 1)), b.inputs["Base Color"])
    return mat


def ringed_planet():
    """Windsor: a ringed giant hanging in space, lit from the left and a little behind us, its night
    edge on the right, its rings open towards us and the giant's shadow across them behind it, a
    moon beside it (lit from behind the giant it was a thin crescent on a black screen)."""
    A.reset()
    ee = bpy.context.scene.eevee
    ee.use_gtao = False
    ee.use_soft_shadows = True
    ee.shadow_cascade_size = "4096"
    ee.bloom_threshold = 1.5
    ee.bloom_intensity = 0.02
    nt = bpy.context.scene.world.node_tree
    d = nt.nodes.new("ShaderNodeTexCoord").outputs["Generated"]
    nt.links.new(_stars(nt, d, (0, 0, 0, 1), 0.05), nt.nodes["Background"].inputs["Color"])
    sun = _sun(18, -100, 2.2, (1.0, 0.96, 0.9))
    sun.data.shadow_cascade_max_distance = 200
    sun.data.angle = math.radians(0.3)
    R = 10.0
    root = A.link(bpy.data.objects.new("giant", None))
    bpy.ops.mesh.primitive_uv_sphere_add(radius=R, segments=256, ring_count=128)
    planet = bpy.context.active_object
    bpy.ops.object.shade_smooth()
    planet.data.materials.append(_cloud_bands(R))
    planet.scale = (1, 1, 0.9)  # a giant spinning fast is flattened at its poles
    rings = _annulus("rings", 1.2 * R, 2.36 * R, _ring_dust(R))
    for ob in (planet, rings):
        ob.parent = root
    root.rotation_euler = (math.radians(22), math.radians(-14), 0)
    moon = A.matte("moon", (0.42, 0.4, 0.38), rough=0.95, vary=0.3)
    bpy.ops.mesh.primitive_uv_sphere_add(radius=0.7, location=(-17, -40, -4), segments=96, ring_count=48)
    bpy.ops.object.shade_smooth()
    bpy.context.active_object.data.materials.append(moon)


def _spruce(name, height, seed, needles, bark):
    """A spruce `height` tall as one mesh: a trunk leaning a little, thirty whorls of branches, each a
    drooping star of tips whose lengths and turns are the tree's own, so its edge is ragged as a
    conifer's is against fog; and below the crown the dead twigs a forest spruce keeps."""
    rng = random.Random(seed)
    verts, faces, mats = [], [], []
    n = 30
    for i in range(n):
        t = i / n
        z = height * (0.32 + 0.68 * t)  # a forest tree's lower branches are long dead
        r = height * (0.13 * (1 - t) ** 0.9 * rng.uniform(0.8, 1.12) + 0.008)
        top = len(verts)
        verts.append((0, 0, z + 0.32 * r))
        k = 30 + int(20 * (1 - t))
        turn = rng.random() * math.tau
        for j in range(2 * k):
            a = turn + math.pi * j / k
            tip = j % 2 == 0
            rr = r * (rng.uniform(0.7, 1.15) if tip else rng.uniform(0.45, 0.7))
            verts.append((rr * math.cos(a), rr * math.sin(a), z - (0.42 if tip else 0.2) * rr + rng.uniform(-0.08, 0.08) * r))
        for j in range(2 * k):
            faces.append([top, top + 1 + j, top + 1 + (j + 1) % (2 * k)])
            mats.append(0)
    # the trunk: 16 sides, tapering to the tip, a slight sweep
    r0, sides, rings = 0.011 * height, 16, 12
    base = len(verts)
    for i in range(rings + 1):
        z = height * 0.9 * i / rings
        rad = r0 * (1 - 0.8 * i / rings) * (1.12 if i == 0 else 1.0)  # its foot flared
        sweep = 0.004 * height * math.sin(math.pi * i / rings + seed)
        for j in range(sides):
            a = math.tau * j / sides
            verts.append((sweep + rad * math.cos(a), rad * math.sin(a), z))
    for i in range(rings):
        for j in range(sides):
            a0, a1 = base + i * sides + j, base + i * sides + (j + 1) % sides
            faces.append([a0, a1, a1 + sides, a0 + sides])
            mats.append(1)
    # dead twigs: thin spikes from the bare trunk, angled down, shorter towards its foot (flat-shaded)
    twigs = 46
    for _ in range(twigs):
        z = height * rng.uniform(0.12, 0.33)
        a = rng.random() * math.tau
        length = height * rng.uniform(0.015, 0.05) * (z / height / 0.33)
        w = 0.0012 * height
        c, s_ = math.cos(a), math.sin(a)
        foot = len(verts)
        verts += [(r0 * 0.8 * c - w * s_, r0 * 0.8 * s_ + w * c, z), (r0 * 0.8 * c + w * s_, r0 * 0.8 * s_ - w * c, z),
                  (r0 * 0.8 * c, r0 * 0.8 * s_, z + w * 1.5),
                  ((r0 + length) * c, (r0 + length) * s_, z - length * rng.uniform(0.2, 0.6))]
        faces += [[foot, foot + 1, foot + 3], [foot + 1, foot + 2, foot + 3], [foot + 2, foot, foot + 3]]
        mats += [1, 1, 1]
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    me.materials.append(needles)
    me.materials.append(bark)
    me.polygons.foreach_set("material_index", mats)
    for p, m_ in zip(me.polygons, mats):
        p.use_smooth = m_ == 1 and p.index < len(faces) - 3 * twigs
    return A.link(bpy.data.objects.new(name, me))


def _needles():
    """Spruce foliage: a deep blue-green, its branch stars broken into feathered sprays by a hashed
    alpha (solid, each star's plane read as a cut card), their tips a little lighter."""
    mat, nt, b = A._new_mat("needles")
    mat.blend_method = "HASHED"
    mat.shadow_method = "HASHED"
    mat.use_backface_culling = False
    b.inputs["Roughness"].default_value = 0.85
    b.inputs["Specular"].default_value = 0.2
    co = A._tex_coord(nt, "Object")
    spray = A._noise(nt, co, 260.0, detail=4, rough=0.6, distortion=0.6)
    nt.links.new(A._map(nt, spray.outputs["Fac"], 0.42, 0.5), b.inputs["Alpha"])
    tone = A._noise(nt, co, 40.0, detail=3)
    nt.links.new(_mix(nt, "MIX", A._map(nt, tone.outputs["Fac"], 0.35, 0.7), (0.014, 0.026, 0.02, 1), (0.035, 0.05, 0.03, 1)),
                 b.inputs["Base Color"])
    return mat


def _bark():
    """Spruce bark: grey-brown, scaled in small plates, lichen-grey in patches."""
    mat, nt, b = A._new_mat("bark")
    b.inputs["Roughness"].default_value = 0.9
    co = A._tex_coord(nt, "Object")
    plates = A._noise(nt, co, 300.0, detail=6, rough=0.65, stretch=(1.0, 1.0, 0.35))
    patch = A._noise(nt, co, 25.0, detail=3)
    col = _mix(nt, "MIX", A._map(nt, patch.outputs["Fac"], 0.5, 0.75), (0.03, 0.024, 0.02, 1), (0.07, 0.07, 0.065, 1))
    nt.links.new(_mix(nt, "MULTIPLY", 1.0, col, A._map(nt, plates.outputs["Fac"], 0.3, 0.7, 0.6, 1.2)), b.inputs["Base Color"])
    A._bump(nt, b, plates.outputs["Fac"], 0.6, 0.002)
    return mat


def _walker(loc, coat, dark, skin, turn=0.0):
    """A woman walking away in a long coat, 1.68 m tall, from primitives (a few dozen pixels on a screen)."""
    root = A.link(bpy.data.objects.new("walker", None))
    parts = [
        A.cylinder("coat", 0.22, 0.84, (0, 0, 0.95), coat, verts=32, r2=0.13),  # the hem flared, to the shoulders
        A.sphere("shoulders", 0.17, (0, 0, 1.36), coat, scale=(1.0, 0.62, 0.5)),
        A.cylinder("neck", 0.05, 0.1, (0, 0, 1.47), skin, verts=16),
        A.sphere("head", 0.095, (0, 0.01, 1.58), dark, scale=(0.92, 1.0, 1.12)),
        A.sphere("hair", 0.1, (0, 0.04, 1.54), dark, scale=(0.95, 0.8, 1.05)),
        A.cylinder("leg_l", 0.045, 0.6, (-0.07, 0.1, 0.3), dark, rot=(math.radians(-14), 0, 0), verts=12, r2=0.05),
        A.cylinder("leg_r", 0.045, 0.6, (0.07, -0.06, 0.3), dark, rot=(math.radians(9), 0, 0), verts=12, r2=0.05),
        A.cylinder("arm_l", 0.045, 0.58, (-0.19, -0.04, 1.08), coat, rot=(math.radians(12), math.radians(-4), 0), verts=12),
        A.cylinder("arm_r", 0.045, 0.58, (0.19, 0.06, 1.08), coat, rot=(math.radians(-12), math.radians(4), 0), verts=12),
        A.sphere("hand_l", 0.04, (-0.2, -0.1, 0.78), skin),
        A.sphere("hand_r", 0.04, (0.2, 0.12, 0.78), skin),
    ]
    for p in parts:
        p.parent = root
    parts[0].scale = (1.0, 0.72, 1.0)  # the coat: a body is wider across the shoulders than through them
    root.location = loc
    root.rotation_euler = (0, 0, math.radians(turn))
    return root


def _compositor():
    scene = bpy.context.scene
    scene.use_nodes = True
    return scene.node_tree


def _fog(start, depth, color, glare=None, sky=True):
    """Fog by depth, laid in the compositor from the mist pass (a volume of fog this deep burns out
    or goes black in Eevee's froxels): `color` over the frame by distance, from `start` metres to
    `start + depth`, growing with the square of the distance as fog thickens a view. `glare`,
    (sun_at, rgb, size, beams), is the sun standing behind the fog at `sun_at` (a point of the frame
    from the bottom left): the far fog glares `rgb` over a spot `size` of the frame wide, and that
    glare, seen between the near trunks, streaks towards us in shafts `beams` of the frame long.
    `sky=False` leaves the sky clear (its mist is 1, as the farthest fog's is)."""
    scene = bpy.context.scene
    scene.view_layers[0].use_pass_mist = True
    mist = scene.world.mist_settings
    mist.start, mist.depth, mist.falloff = start, depth, "QUADRATIC"
    nt = _compositor()
    N, L = nt.nodes, nt.links
    rl, out = N["Render Layers"], N["Composite"]
    fog = rl.outputs["Mist"]
    if not sky:
        scene.view_layers[0].use_pass_z = True
        land = N.new("CompositorNodeMath")
        land.operation = "LESS_THAN"
        land.inputs[1].default_value = 20000  # Eevee writes the sky at the far clip
        L.new(rl.outputs["Depth"], land.inputs[0])
        thick = N.new("CompositorNodeMath")
        thick.operation = "MULTIPLY"
        L.new(fog, thick.inputs[0])
        L.new(land.outputs[0], thick.inputs[1])
        fog = thick.outputs[0]
    fogged = _mix(nt, "MIX", fog, rl.outputs["Image"], (*color, 1))
    if glare is None:
        L.new(fogged, out.inputs["Image"])
        return
    sun_at, rgb, size, beams = glare
    spot = N.new("CompositorNodeEllipseMask")
    spot.x, spot.y = sun_at
    spot.width, spot.height = size * 0.4, size * 0.4 * SIZE[0] / SIZE[1]
    soft = N.new("CompositorNodeBlur")
    soft.filter_type = "FAST_GAUSS"
    soft.use_relative = True
    soft.factor_x = soft.factor_y = size * 50  # percent of the frame
    L.new(spot.outputs[0], soft.inputs[0])
    far = N.new("CompositorNodeMath")  # the glare shows only through what is far (the fog itself)
    far.operation = "POWER"
    far.inputs[1].default_value = 3.0
    L.new(rl.outputs["Mist"], far.inputs[0])
    shine = N.new("CompositorNodeMath")
    shine.operation = "MULTIPLY"
    L.new(soft.outputs[0], shine.inputs[0])
    L.new(far.outputs[0], shine.inputs[1])
    tint = _mix(nt, "MULTIPLY", 1.0, shine.outputs[0], (*rgb, 1))
    rays = N.new("CompositorNodeSunBeams")
    rays.source = sun_at
    rays.ray_length = beams
    L.new(tint, rays.inputs[0])
    L.new(_mix(nt, "ADD", 0.8, _mix(nt, "ADD", 1.0, fogged, tint), rays.outputs[0]), out.inputs["Image"])


def misty_forest():
    """Virginia Water: a spruce forest at sunrise in fog, shafts of sun slanting through the trunks
    onto a track, and a woman in a crimson coat walking away along it, into the light."""
    A.reset()
    scene = bpy.context.scene
    ee = scene.eevee
    ee.bloom_threshold = 1.0
    ee.bloom_intensity = 0.05
    A.world_color((0.55, 0.6, 0.62), 1.2)
    sun = _sun(15, 1, 7.0, (1.0, 0.78, 0.5))
    sun.data.shadow_cascade_max_distance = 260
    sun.data.shadow_cascade_count = 4
    needles, bark = _needles(), _bark()
    rng = random.Random(31)
    kinds = [_spruce(f"spruce{i}", 1.0, 100 + i, needles, bark) for i in range(6)]
    for k in kinds:  # the six meshes the trees share, standing unscaled at the origin
        k.hide_render = True
    for gx in range(-22, 23):
        for gy in range(0, 44):
            x = gx * 4.2 + rng.uniform(-1.8, 1.8)
            y = 7 + gy * 4.6 + rng.uniform(-2.0, 2.0)
            path = 2.6 + 0.8 * math.sin(y * 0.05)
            if abs(x - 1.5 * math.sin(y * 0.03)) < path or rng.random() < 0.2:
                continue
            ob = A.link(bpy.data.objects.new("tree", rng.choice(kinds).data))
            h = rng.uniform(16, 30)
            ob.location = (x, y, 0)
            girth = rng.uniform(0.8, 1.3)  # one tree stouter than its neighbour, as in any stand
            ob.scale = (h * girth, h * girth, h)
            ob.rotation_euler = (rng.uniform(-0.03, 0.03), rng.uniform(-0.03, 0.03), rng.uniform(0, math.tau))
    floor, nt, b = A._new_mat("floor")
    vec = A._tex_coord(nt, "Object")
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(vec, sep.inputs[0])
    wob = A._noise(nt, vec, 0.08, detail=3)
    track = A._map(nt, A._math(nt, "ABSOLUTE", A._math(nt, "SUBTRACT", sep.outputs["X"],
                                                       A._math(nt, "MULTIPLY", A._math(nt, "SUBTRACT", wob.outputs["Fac"], 0.5), 3.0))), 0.7, 1.4)
    ground = _mix(nt, "MIX", track, (0.16, 0.12, 0.085, 1), (0.035, 0.04, 0.022, 1))
    # the floor between the trees in drifts of brown needles and patches of moss, never one tone
    drift = A._noise(nt, vec, 0.35, detail=5, rough=0.6)
    ground = _mix(nt, "MIX", A._map(nt, drift.outputs["Fac"], 0.45, 0.65), ground, (0.05, 0.034, 0.02, 1))
    litter = A._noise(nt, vec, 5.0, detail=4)
    nt.links.new(_mix(nt, "MULTIPLY", 1.0, ground, A._map(nt, litter.outputs["Fac"], 0.3, 0.7, 0.65, 1.25)), b.inputs["Base Color"])
    b.inputs["Roughness"].default_value = 0.95
    A._bump(nt, b, A._noise(nt, vec, 3.0, detail=6).outputs["Fac"], 0.5, 0.05)
    A.plane("floor", (400, 400), (0, 150, 0), mat=floor)
    _fog(8, 170, (0.66, 0.64, 0.58), glare=((0.52, 0.86), (2.6, 1.8, 0.9), 0.4, 0.35))
    coat = A.velvet("coat", (0.45, 0.02, 0.03))
    _walker((0.4, 38, 0), coat, A.matte("hair", (0.03, 0.02, 0.016)), A.matte("skin", (0.5, 0.33, 0.25)), turn=4)


def _stars(nt, d, under, stars=1.0, crowd=None):
    """Stars over the colour `under` (a socket) of a world seen along `d`: a point in some cells of three
    Voronoi scales (`size` of a cell: about a pixel across at 1912 px), each its own brightness and
    tint; `crowd`, a socket, adds stars where it is high. The colour's socket."""
    N, L = nt.nodes, nt.links
    last = under
    for scale, share, power, size in ((70, 0.4, 60.0, 0.1), (200, 0.6, 16.0, 0.22), (500, 0.6, 6.0, 0.3)):
        vor = N.new("ShaderNodeTexVoronoi")
        vor.inputs["Scale"].default_value = scale
        vor.inputs["Randomness"].default_value = 1.0
        L.new(d, vor.inputs["Vector"])
        sep_c = N.new("ShaderNodeSeparateColor")
        L.new(vor.outputs["Color"], sep_c.inputs[0])
        keep = A._map(nt, sep_c.outputs["Red"], 1 - share, 1.0)
        if crowd is not None:
            keep = A._math(nt, "ADD", keep, crowd)
        point = A._math(nt, "POWER", A._map(nt, vor.outputs["Distance"], size, 0.0), 3.0)
        bright = A._math(nt, "MULTIPLY", A._math(nt, "MULTIPLY", point, keep),
                         A._math(nt, "MULTIPLY", A._math(nt, "POWER", sep_c.outputs["Green"], 4.0), power * stars))
        tint = _mix(nt, "MIX", sep_c.outputs["Blue"], (1.0, 0.82, 0.62, 1), (0.7, 0.82, 1.0, 1))
        last = _mix(nt, "ADD", 1.0, last, _mix(nt, "MULTIPLY", 1.0, tint, bright))
    return last


def _night_sky(band_normal, core, stars=1.0):
    """A clear night: deep blue to a green-teal airglow at the horizon, stars of every brightness and
    a few coloured, and the Milky Way: a band about the great circle normal to `band_normal`, its
    light mottled into clouds and cut by dark dust lanes, warm towards its `core`."""
    nt = bpy.context.scene.world.node_tree
    N, L = nt.nodes, nt.links
    bg = N["Background"]
    d = N.new("ShaderNodeTexCoord").outputs["Generated"]
    sep = N.new("ShaderNodeSeparateXYZ")
    L.new(d, sep.inputs[0])
    up = A._math(nt, "MAXIMUM", sep.outputs["Z"], 0.0)
    airglow = (0.012, 0.028, 0.03, 1)
    sky = _mix(nt, "MIX", A._math(nt, "POWER", up, 0.45), airglow, (0.0015, 0.0025, 0.008, 1))  # to deep blue overhead

    def dot(vec):
        v = N.new("ShaderNodeVectorMath")
        v.operation = "DOT_PRODUCT"
        v.inputs[1].default_value = vec
        L.new(d, v.inputs[0])
        return v.outputs["Value"]

    # the band: brightest on its great circle, mottled, its dust lanes dark
    off = dot(band_normal)
    band = A._math(nt, "EXPONENT", A._math(nt, "MULTIPLY", A._math(nt, "MULTIPLY", off, off), -1 / (2 * 0.1 ** 2)))
    clouds = A._noise(nt, d, 16.0, detail=12, rough=0.7, distortion=0.2)
    lanes = A._noise(nt, d, 11.0, detail=8, rough=0.6, distortion=0.6)
    grain = A._noise(nt, d, 160.0, detail=4, rough=0.6)  # unresolved stars: the band is grainy, not smoke
    glow = A._math(nt, "MULTIPLY", band, A._math(nt, "MULTIPLY", A._map(nt, clouds.outputs["Fac"], 0.3, 0.75),
                                                 A._map(nt, grain.outputs["Fac"], 0.1, 0.9, 0.45, 1.0)))
    narrow = A._math(nt, "EXPONENT", A._math(nt, "MULTIPLY", A._math(nt, "MULTIPLY", off, off), -1 / (2 * 0.05 ** 2)))
    cut = A._math(nt, "MULTIPLY", narrow, A._map(nt, lanes.outputs["Fac"], 0.42, 0.58))
    glow = A._math(nt, "MULTIPLY", glow, A._math(nt, "SUBTRACT", 1.0, A._math(nt, "MULTIPLY", cut, 0.95)))
    warm = A._map(nt, dot(core), 0.5, 1.0)
    # a bluish white, cream towards the core, bright (renders35: a dim brown band read as smoke)
    tone = _mix(nt, "MIX", warm, (0.08, 0.09, 0.12, 1), (0.15, 0.135, 0.11, 1))
    lum = _mix(nt, "MULTIPLY", 1.0, tone, A._math(nt, "MULTIPLY", glow, A._math(nt, "ADD", 3.5, A._math(nt, "MULTIPLY", warm, 6.0))))
    # more stars in the band, as the sky's are
    last = _stars(nt, d, _mix(nt, "ADD", 1.0, sky, lum), stars, A._math(nt, "MULTIPLY", glow, 1.6))
    fade = A._map(nt, sep.outputs["Z"], -0.01, 0.04)  # into the haze at the horizon
    L.new(_mix(nt, "MIX", fade, airglow, last), bg.inputs["Color"])


def _moor(x, y, seed=4, ridge=(34, 3.0, 10)):
    """The moor's height at (x, y): flat near us, low hills behind, and a ridge across the view
    (`ridge`: its distance, height and width) where the camp is."""
    from mathutils import noise, Vector

    h = 9 * noise.fractal(Vector((x / 420, y / 420, seed)), 0.55, 2.1, 6) + 0.012 * max(0.0, y)
    h *= min(1.0, max(0.0, (y - 40) / 200))
    ry, rh, rw = ridge
    h += rh * math.exp(-((y - ry) / rw) ** 2) * (1 + 0.5 * noise.fractal(Vector((x / 40, 0, seed)), 0.5, 2.0, 3))
    return h + 0.35 * noise.fractal(Vector((x / 12, y / 12, seed + 3)), 0.6, 2.2, 4)


def _terrain(name, mat, size=1600, n=320):
    """The moor as a height field, `size` metres square ahead of us."""
    verts = [(-size / 2 + size * i / n, -60 + size * j / n, 0) for j in range(n + 1) for i in range(n + 1)]
    verts = [(x, y, _moor(x, y)) for x, y, _ in verts]
    faces = [[j * (n + 1) + i, j * (n + 1) + i + 1, (j + 1) * (n + 1) + i + 1, (j + 1) * (n + 1) + i]
             for j in range(n) for i in range(n)]
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    for p in me.polygons:
        p.use_smooth = True
    ob = A.link(bpy.data.objects.new(name, me))
    ob.data.materials.append(mat)
    return ob


def night_camp():
    """St Albans: a dome tent glowing on a moorland ridge under the Milky Way, its door open on the
    lantern, and beside it someone looking up, a head torch's beam reaching into the stars."""
    A.reset()
    scene = bpy.context.scene
    ee = scene.eevee
    ee.bloom_threshold = 0.8
    ee.bloom_intensity = 0.08
    ee.bloom_radius = 4.0
    ee.volumetric_start = 1
    ee.volumetric_end = 80
    ee.volumetric_tile_size = "2"  # the beam is a few pixels wide as it leaves the head
    ee.volumetric_samples = 64
    ee.use_volumetric_lights = True
    ee.use_volumetric_shadows = False
    _night_sky((0.63, -0.15, 0.76), (0.05, 1.0, 0.2))
    ground = A.matte("heath", (0.05, 0.045, 0.035), rough=0.95)
    _terrain("moor", ground)
    moon = _sun(20, -150, 0.02, (0.6, 0.7, 1.0))  # starlight and airglow: the land only just shaped
    moon.data.angle = math.radians(20)
    # the tent: a dome on the ridge, its fly lit from within
    fly, nt, b = A._new_mat("fly")
    b.inputs["Base Color"].default_value = (0.8, 0.45, 0.12, 1)
    b.inputs["Emission"].default_value = (1.0, 0.5, 0.15, 1)
    b.inputs["Emission Strength"].default_value = 1.1
    b.inputs["Roughness"].default_value = 0.7
    tx, ty = 2.6, 34.0
    tz = _moor(tx, ty)
    tent = A.sphere("tent", 1.0, (tx, ty, tz), fly, scale=(1.2, 1.05, 1.05))
    tent.visible_shadow = False
    # its two poles crossing over the fly, dark against its glow, and the door an arch unzipped on
    # the lantern
    pole = A.matte("pole", (0.01, 0.01, 0.012))
    for turn in (0.7, -0.7):
        arc = A.torus("pole", 1.0, 0.018, (tx, ty, tz), pole, rot=(math.pi / 2, 0, turn))
        arc.scale = (1.15, 1.07, 1.0)  # across the dome's diagonal and over its crown
    door = A.sphere("door", 1.0, (tx - 0.2, ty - 0.98, tz), A.emission("door", (1.0, 0.7, 0.38), 3.0), scale=(0.34, 0.12, 0.7))
    door.visible_shadow = False  # it shut the lantern's light in (renders35: the tent lit nothing)
    A.point("lantern", (tx - 0.05, ty - 0.4, tz + 0.35), 120, color=(1.0, 0.62, 0.3), radius=0.2)
    # the open door's light on the heath before it and on the stargazer's side turned to the tent
    A.point("door_spill", (tx - 0.2, ty - 1.3, tz + 0.5), 60, color=(1.0, 0.6, 0.28), radius=0.3)
    # someone beside it, looking up, a head torch on
    dark = A.matte("jacket", (0.02, 0.022, 0.028), rough=0.8)
    px, py = 0.4, 33.4
    pz = _moor(px, py)
    person = _walker((px, py, pz), dark, dark, dark, turn=180)
    person.rotation_euler = (math.radians(-6), 0, math.radians(200))
    A.spot("torch", (px + 0.03, py + 0.1, pz + 1.72), (9.0, 70.0, 60.0), 40000, color=(0.85, 0.92, 1.0), angle=7,
           blend=0.3, radius=0.01)
    haze, nt, _ = A._new_mat("haze")
    nt.nodes.remove(nt.nodes["Principled BSDF"])
    vol = nt.nodes.new("ShaderNodeVolumeScatter")
    vol.inputs["Density"].default_value = 0.03
    vol.inputs["Anisotropy"].default_value = 0.3
    nt.links.new(vol.outputs[0], nt.nodes["Material Output"].inputs["Volume"])
    A.box("haze", (60, 60, 60), (0, 50, 30), haze)


def grey_sea():
    """Mayfair's picture over the sideboard: a seascape photograph in black and white, the horizon
    halving the frame, a still sea under an even overcast seen from a cliff, printed large, as a
    collector hangs one."""
    A.reset()
    A.world_color((0.55, 0.56, 0.57), 1.0)
    nt = bpy.context.scene.world.node_tree
    # the overcast a little brighter at the horizon than overhead
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(nt.nodes.new("ShaderNodeTexCoord").outputs["Generated"], sep.inputs[0])
    nt.links.new(A._map(nt, sep.outputs["Z"], 0.0, 0.5, 1.15, 0.7), nt.nodes["Background"].inputs["Strength"])
    _sea("still", wind=3.5, scale=0.3, chop=0.25, seed=9, color=(0.01, 0.012, 0.013))
    bpy.context.scene.eevee.use_bloom = False
    bpy.context.scene.eevee.use_ssr = True
    # the sea fades into the haze towards the horizon (the modifier's sea ends 700 m out, short of it)
    _fog(60, 900, (0.62, 0.63, 0.64))
    cnt = _compositor()
    out = cnt.nodes["Composite"].inputs["Image"]
    bw = cnt.nodes.new("CompositorNodeRGBToBW")
    cnt.links.new(out.links[0].from_socket, bw.inputs[0])
    cnt.links.new(bw.outputs[0], out)


DUNE_TOP = _dune_top()
# the eye 70 m behind the top, 6 m over it: the dune's rippled back in the foreground, its crest
# across the frame, the erg beyond
DUNE_EYE = (DUNE_TOP[0], DUNE_TOP[1] - 70.0, DUNE_TOP[2] + 6.0)
VIEWS = {
    "film-ringed-planet": dict(before=ringed_planet, cam=(0, -105, 8.0), target=(-5, 0, 0), lens=50, size=SIZE,
                               exposure=0.0, clip_end=2000),
    "film-golden-dunes": dict(before=golden_dunes, cam=DUNE_EYE, target=(DUNE_EYE[0], DUNE_EYE[1] + 1000, DUNE_EYE[2] - 90.0), lens=50, size=SIZE,
                              exposure=-1.0, clip_end=30000),
    # from a cliff, as such a seascape is taken: the sea a fine grain to the horizon
    "film-grey-sea": dict(before=grey_sea, cam=(0, -30, 12.0), target=(0, 1000, 12.0), lens=50, size=(1600, 828),
                          exposure=-0.6, clip_end=30000),
    "film-misty-forest": dict(before=misty_forest, cam=(0, 0, 1.7), target=(0, 60, 7.0), lens=35, size=SIZE,
                              exposure=0.0, clip_end=600),
    "film-night-camp": dict(before=night_camp, cam=(0, 0, 0.9), target=(1.2, 40, 12.0), lens=24, size=SIZE,
                            exposure=0.0, clip_end=3000),
}


def build():
    """Each film builds its own world in its view's `before`."""
