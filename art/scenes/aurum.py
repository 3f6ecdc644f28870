"""Shared building blocks for Aurum's room visualisations (Blender 3.4, Eevee).

Coordinates: metres. A room spans x in [-W/2, W/2], y in [0, D], z in [0, H].
The screen (or the focal wall) is at y = D and seats face +y.
Everything is built in code: no downloaded assets.
"""
import math
import time
import random

import json
import os
import sys

import bpy
import bmesh
import numpy as np
from mathutils import Euler, Vector

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
ROOMS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "rooms.json")
EYE_BEHIND_SEAT = 0.25  # where the recliner and sofa meshes here put a seated viewer's eyes: this far behind the seat's centre


def room_spec(slug, screen_y=None):
    """A project's room as the one room model lays it out (art/rooms.json, written from
    site/_data/projects.json by scripts/room-geometry.ts), in the scenes' terms. The model measures
    x from the screen wall and y across with the seated viewer's left negative; a scene has the
    screen at y = D and seats facing +y, so a model point (x, y, z) is the scene's (y, D - x, z).
    A room whose screen hangs clear of its front wall (before a chimney breast, a window) gives the
    screen's plane as screen_y: the seats, the main seat and the speakers keep their distances from it.

    W (width), D (length), H (height); the screen's width sw, height sh, bottom and aspect; rows, a
    list of (seat centre y, floor height, seats) front row first; seats, every seated eye as
    dict(row, x, y, z, main); main, the main seat's eyes (x, y, z); speakers, dict(id, kind, x, y, z)
    each; riser, the second row's floor; seat_width, one seat's width (neighbours' centres apart)."""
    with open(ROOMS) as f:
        room = json.load(f)[slug]
    D = room["length"]
    s = room["screen"]
    # The scene's screen stands at Y; the model's stands s["x"] off its wall (a frame's depth, or
    # clear of the speakers behind a woven screen): every point keeps its distance from the screen.
    Y = (D if screen_y is None else screen_y) + s["x"]
    rows = [(Y - r["x"] + EYE_BEHIND_SEAT, r["floor"], r["seats"]) for r in room["rows"]]
    seats = [dict(row=t["row"], x=t["y"], y=Y - t["x"], z=t["z"], main=t["main"]) for t in room["seats"]]
    m = room["main"]
    speakers = [dict(id=k["id"], kind=k["kind"], x=k["y"], y=min(D, Y - k["x"]), z=k["z"]) for k in room["speakers"]]
    return dict(W=room["width"], D=D, H=room["height"], sw=s["width"], sh=s["height"], bottom=s["bottom"],
                aspect=s["aspect"], rows=rows, seats=seats, main=(m["y"], Y - m["x"], m["z"]), main_row=m["row"],
                speakers=speakers, riser=room["rows"][1]["floor"] if len(room["rows"]) > 1 else 0.0,
                seat_width=room["seatWidth"])


# ---------------------------------------------------------------- scene


def reset():
    _mats.clear()
    bpy.ops.wm.read_factory_settings(use_empty=True)
    scene = bpy.context.scene
    scene.render.engine = "BLENDER_EEVEE"
    ee = scene.eevee
    ee.taa_render_samples = 96
    ee.use_gtao = True
    ee.gtao_distance = 0.6
    ee.gtao_factor = 1.2
    ee.use_bloom = True
    ee.bloom_threshold = 1.2
    ee.bloom_intensity = 0.035
    ee.bloom_radius = 5.0
    ee.use_ssr = False
    ee.use_ssr_refraction = False
    ee.ssr_thickness = 0.1
    ee.ssr_max_roughness = 0.6
    ee.use_soft_shadows = True
    ee.shadow_cube_size = "512"
    ee.shadow_cascade_size = "1024"
    ee.use_shadow_high_bitdepth = True
    ee.gi_diffuse_bounces = 2
    ee.gi_cubemap_resolution = "256"
    ee.gi_irradiance_smoothing = 0.2
    ee.gi_glossy_clamp = 8.0
    scene.view_settings.view_transform = "Filmic"
    for look in ("Medium High Contrast", "Filmic - Medium High Contrast"):
        try:
            scene.view_settings.look = look
            break
        except TypeError:
            pass
    scene.view_settings.exposure = 0.0
    scene.render.film_transparent = False
    world = bpy.data.worlds.new("World")
    scene.world = world
    world.use_nodes = True
    bg = world.node_tree.nodes["Background"]
    bg.inputs["Color"].default_value = (0.004, 0.004, 0.005, 1)
    bg.inputs["Strength"].default_value = 1.0
    return scene


def world_color(rgb, strength=1.0):
    bg = bpy.context.scene.world.node_tree.nodes["Background"]
    bg.inputs["Color"].default_value = (*rgb, 1)
    bg.inputs["Strength"].default_value = strength


def link(obj):
    bpy.context.scene.collection.objects.link(obj)
    return obj


def placed(name, me, loc, rot=(0, 0, 0), mat=None):
    """A new object of mesh `me` at `loc`, turned by `rot`, in `mat`, linked into the scene."""
    ob = bpy.data.objects.new(name, me)
    ob.location = loc
    ob.rotation_euler = rot
    if mat:
        me.materials.append(mat)
    return link(ob)


# ---------------------------------------------------------------- materials

_mats = {}


def _new_mat(name):
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    nt = m.node_tree
    return m, nt, nt.nodes["Principled BSDF"]


def _tex_coord(nt, kind="Object", scale=(1, 1, 1), rot=(0, 0, 0)):
    tc = nt.nodes.new("ShaderNodeTexCoord")
    mp = nt.nodes.new("ShaderNodeMapping")
    mp.inputs["Scale"].default_value = scale
    mp.inputs["Rotation"].default_value = rot
    nt.links.new(tc.outputs[kind], mp.inputs["Vector"])
    return mp.outputs["Vector"]


def _ramp(nt, stops):
    r = nt.nodes.new("ShaderNodeValToRGB")
    els = r.color_ramp.elements
    els[0].position, els[0].color = stops[0][0], (*stops[0][1], 1)
    els[1].position, els[1].color = stops[-1][0], (*stops[-1][1], 1)
    for pos, col in stops[1:-1]:
        e = els.new(pos)
        e.color = (*col, 1)
    return r


def _bump(nt, bsdf, height_socket, strength, distance=0.01):
    b = nt.nodes.new("ShaderNodeBump")
    b.inputs["Strength"].default_value = strength
    b.inputs["Distance"].default_value = distance
    nt.links.new(height_socket, b.inputs["Height"])
    nt.links.new(b.outputs["Normal"], bsdf.inputs["Normal"])
    return b


def _vary(nt, bsdf, color, amount=0.12, scale=3.0, vec=None):
    """Low-frequency tonal variation so large surfaces never look flat."""
    n = nt.nodes.new("ShaderNodeTexNoise")
    n.inputs["Scale"].default_value = scale
    n.inputs["Detail"].default_value = 1
    if vec is not None:
        nt.links.new(vec, n.inputs["Vector"])
    dark = tuple(c * (1 - amount) for c in color)
    light = tuple(min(1, c * (1 + amount)) for c in color)
    r = _ramp(nt, [(0.3, dark), (0.7, light)])
    nt.links.new(n.outputs["Fac"], r.inputs["Fac"])
    nt.links.new(r.outputs["Color"], bsdf.inputs["Base Color"])
    return n


def leather(name, color, rough=0.42, sheen=0.3, seams=True):
    """Aniline-dyed hide: a pebbled grain about 1.5 mm across over a finer crease, a satin sheen that
    varies across the hide (worn where it is touched), and a slight tonal drift. With `seams`, every
    box covered in it (see `box()`, which records each box's half size and bevel on the object) shows
    its panels sewn together: where a rounded edge turns from one face to the next, a dark groove
    with a row of stitches 6 mm each side of it, and soft wrinkles across the edge where the hide is
    pulled round it. Cylinders and other pieces without those numbers show no seams."""
    m, nt, p = _new_mat(name)
    m["leather"] = (*color, rough, sheen)  # read by leather_piping()
    vec = _tex_coord(nt)
    # a slight drift only: at 18 % it read as stains on a pale hide under coloured light
    _vary(nt, p, color, 0.07, 6.0, vec)
    p.inputs["Specular"].default_value = 0.4
    p.inputs["Sheen"].default_value = sheen
    p.inputs["Clearcoat"].default_value = 0.05
    p.inputs["Clearcoat Roughness"].default_value = 0.4
    rn = nt.nodes.new("ShaderNodeTexNoise")
    rn.inputs["Scale"].default_value = 9.0
    rn.inputs["Detail"].default_value = 2.0
    nt.links.new(vec, rn.inputs["Vector"])
    grain = nt.nodes.new("ShaderNodeTexVoronoi")
    grain.inputs["Scale"].default_value = 650
    grain.feature = "DISTANCE_TO_EDGE"
    nt.links.new(vec, grain.inputs["Vector"])
    crease = nt.nodes.new("ShaderNodeTexVoronoi")
    crease.inputs["Scale"].default_value = 140
    crease.feature = "DISTANCE_TO_EDGE"
    nt.links.new(vec, crease.inputs["Vector"])
    h = _math(nt, "ADD", _math(nt, "MINIMUM", grain.outputs["Distance"], 0.12), _math(nt, "MINIMUM", crease.outputs["Distance"], 0.05))
    # the sheen varies over the hide (the broad noise) and over each pebble: its crown is worn
    # smoother than the creases between pebbles
    r = _math(nt, "ADD", _map(nt, rn.outputs["Fac"], 0.3, 0.7, rough - 0.1, rough + 0.12),
              _map(nt, grain.outputs["Distance"], 0.0, 0.12, 0.1, -0.06))
    if seams:
        groove, stitch, wrinkle = _seams(nt, vec)
        # the groove's depth and the wrinkles go into the same bump as the grain: plain arithmetic
        # on the object's coordinates and one low-detail noise, so the compile stays short
        h = _math(nt, "MULTIPLY_ADD", groove, -0.5, _math(nt, "MULTIPLY_ADD", wrinkle, 0.08, h))
        h = _math(nt, "MULTIPLY_ADD", stitch, 0.12, h)
        base = p.inputs["Base Color"].links[0].from_socket
        dark = nt.nodes.new("ShaderNodeMixRGB")  # the groove in shadow, darker than the hide
        dark.blend_type = "MULTIPLY"
        dark.inputs["Color2"].default_value = (0.25, 0.25, 0.25, 1)
        nt.links.new(groove, dark.inputs["Fac"])
        nt.links.new(base, dark.inputs["Color1"])
        thread = nt.nodes.new("ShaderNodeMixRGB")  # the thread a shade paler than the hide, tone on tone
        thread.inputs["Color2"].default_value = (*[min(1.0, c * 2.2 + 0.02) for c in color], 1)
        nt.links.new(stitch, thread.inputs["Fac"])
        nt.links.new(dark.outputs["Color"], thread.inputs["Color1"])
        nt.links.new(thread.outputs["Color"], p.inputs["Base Color"])
        r = _math(nt, "MULTIPLY_ADD", groove, 0.3, _math(nt, "MULTIPLY_ADD", stitch, 0.15, r))
    nt.links.new(r, p.inputs["Roughness"])
    _bump(nt, p, h, 0.22, 0.0015)
    return m


def _seams(nt, vec):
    """Masks of a box's sewn seams in its own space: (groove, stitch, wrinkle) sockets, each 0 to 1
    (the wrinkle -1 to 1). The seam runs along the middle of each rounded edge, where the distances
    to the two faces it joins are equal; `half` and `bevel` are the object's own numbers."""
    half = nt.nodes.new("ShaderNodeAttribute")
    half.attribute_type = "OBJECT"
    half.attribute_name = "half"
    bev = nt.nodes.new("ShaderNodeAttribute")
    bev.attribute_type = "OBJECT"
    bev.attribute_name = "bevel"
    rb = bev.outputs["Fac"]

    def vmath(op, a, b=None):
        n = nt.nodes.new("ShaderNodeVectorMath")
        n.operation = op
        nt.links.new(a, n.inputs[0])
        if b is not None:
            if isinstance(b, tuple):
                n.inputs[1].default_value = b
            else:
                nt.links.new(b, n.inputs[1])
        return n.outputs[0] if op not in ("DOT_PRODUCT", "LENGTH") else n.outputs["Value"]

    def vmap(v, lo, hi, to_lo, to_hi):
        mr = nt.nodes.new("ShaderNodeMapRange")
        mr.data_type = "FLOAT_VECTOR"
        mr.clamp = True
        nt.links.new(v, next(i for i in mr.inputs if i.identifier == "Vector"))
        by_id = {i.identifier: i for i in mr.inputs}
        for key, val in (("From_Min_FLOAT3", lo), ("From_Max_FLOAT3", hi), ("To_Min_FLOAT3", to_lo), ("To_Max_FLOAT3", to_hi)):
            if isinstance(val, tuple):
                by_id[key].default_value = val
            else:
                nt.links.new(val, by_id[key])
        return mr.outputs["Vector"]

    def vmax3(v):
        sep = nt.nodes.new("ShaderNodeSeparateXYZ")
        nt.links.new(v, sep.inputs[0])
        return _math(nt, "MAXIMUM", _math(nt, "MAXIMUM", sep.outputs[0], sep.outputs[1]), sep.outputs[2])

    # distance to each pair of faces: d = half - |p|; the pairs (x, y), (y, z), (z, x)
    d = vmath("SUBTRACT", half.outputs["Vector"], vmath("ABSOLUTE", vec))
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(d, sep.inputs[0])
    comb = nt.nodes.new("ShaderNodeCombineXYZ")
    for i, j in ((0, 1), (1, 2), (2, 0)):
        nt.links.new(sep.outputs[j], comb.inputs[i])
    dn = comb.outputs[0]
    third = nt.nodes.new("ShaderNodeCombineXYZ")  # the distance to the face each pair's edge runs towards
    for i, k in ((0, 2), (1, 0), (2, 1)):
        nt.links.new(sep.outputs[k], third.inputs[i])
    s = vmath("SCALE", vmath("ABSOLUTE", vmath("SUBTRACT", d, dn)), None)  # about 1.4 x the distance across the edge
    s.node.inputs["Scale"].default_value = 0.7071
    # only on the rounded part of a bevelled edge, both distances under the bevel's width
    on = vmap(vmath("MAXIMUM", d, dn), _math(nt, "MULTIPLY", rb, 0.75), _math(nt, "MULTIPLY", rb, 0.95), (1, 1, 1), (0, 0, 0))
    on = vmath("MULTIPLY", on, vmap(vmath("MINIMUM", d, dn), (-0.002, -0.002, -0.002), (0.0, 0.0, 0.0), (0, 0, 0), (1, 1, 1)))
    # not on a corner's flat side: a seam ends where the three edges' seams meet at the corner (all
    # three distances 0.42 x the bevel there), never drawn across the face beyond it
    on = vmath("MULTIPLY", on, vmap(third.outputs[0], _math(nt, "MULTIPLY", rb, 0.24), _math(nt, "MULTIPLY", rb, 0.32), (0, 0, 0), (1, 1, 1)))
    groove = vmax3(vmath("MULTIPLY", on, vmap(s, (0.0008, 0.0008, 0.0008), (0.0028, 0.0028, 0.0028), (1, 1, 1), (0, 0, 0))))
    row = vmap(vmath("ABSOLUTE", vmath("SUBTRACT", s, (0.0062, 0.0062, 0.0062))), (0.0005, 0.0005, 0.0005), (0.0013, 0.0013, 0.0013), (1, 1, 1), (0, 0, 0))
    along = vmath("DOT_PRODUCT", vec, (1.0, 1.0, 1.0))  # runs along every edge, whichever its axis
    dash = _math(nt, "LESS_THAN", _math(nt, "FRACT", _math(nt, "DIVIDE", along, 0.0045)), 0.62)
    stitch = _math(nt, "MULTIPLY", vmax3(vmath("MULTIPLY", on, row)), dash)
    # wrinkles across the edge, fading from the seam over the rounded edge; a low-detail noise
    # varies their spacing
    wn = nt.nodes.new("ShaderNodeTexNoise")
    wn.inputs["Scale"].default_value = 18.0
    wn.inputs["Detail"].default_value = 0.0
    nt.links.new(vec, wn.inputs["Vector"])
    phase = _math(nt, "MULTIPLY_ADD", along, 2 * math.pi / 0.028, _math(nt, "MULTIPLY", wn.outputs["Fac"], 9.0))
    fade = vmax3(vmath("MULTIPLY", on, vmap(s, (0.003, 0.003, 0.003), (0.02, 0.02, 0.02), (1, 1, 1), (0, 0, 0))))
    wrinkle = _math(nt, "MULTIPLY", _math(nt, "SINE", phase), fade)
    return groove, stitch, wrinkle


def leather_piping(mat):
    """The piping cord for a leather made by `leather()`: the same hide, no seams, a smoother and
    slightly paler finish, so the cord catches a line of light along each edge it trims."""
    key = mat.name + "_piping"
    if key in bpy.data.materials:
        return bpy.data.materials[key]
    if "leather" not in mat.keys():
        return mat
    *col, rough, sheen = mat["leather"]
    return leather(key, tuple(min(1.0, c * 1.15) for c in col), max(0.12, rough * 0.55), sheen, seams=False)


def velvet(name, color, sheen_tint=0.5):
    m, nt, p = _new_mat(name)
    lw = nt.nodes.new("ShaderNodeLayerWeight")
    lw.inputs["Blend"].default_value = 0.45
    mix = nt.nodes.new("ShaderNodeMixRGB")
    mix.inputs["Color1"].default_value = (*[c * 0.55 for c in color], 1)
    mix.inputs["Color2"].default_value = (*[min(1, c * 1.9 + 0.02) for c in color], 1)
    nt.links.new(lw.outputs["Facing"], mix.inputs["Fac"])
    nt.links.new(mix.outputs["Color"], p.inputs["Base Color"])
    p.inputs["Roughness"].default_value = 0.9
    p.inputs["Specular"].default_value = 0.15
    p.inputs["Sheen"].default_value = 1.0
    p.inputs["Sheen Tint"].default_value = sheen_tint
    n = nt.nodes.new("ShaderNodeTexNoise")
    n.inputs["Scale"].default_value = 60
    n.inputs["Detail"].default_value = 6
    _bump(nt, p, n.outputs["Fac"], 0.08, 0.003)
    return m


def fabric(name, color, scale=900, strength=0.18, rough=0.95):
    """Acoustic fabric / carpet: matte, with a fine woven bump."""
    m, nt, p = _new_mat(name)
    vec = _tex_coord(nt)
    _vary(nt, p, color, 0.1, 1.5, vec)
    p.inputs["Roughness"].default_value = rough
    p.inputs["Specular"].default_value = 0.18
    p.inputs["Sheen"].default_value = 0.5
    w1 = nt.nodes.new("ShaderNodeTexWave")
    w1.inputs["Scale"].default_value = scale
    w1.bands_direction = "X"
    w2 = nt.nodes.new("ShaderNodeTexWave")
    w2.inputs["Scale"].default_value = scale
    w2.bands_direction = "Z"
    nt.links.new(vec, w1.inputs["Vector"])
    nt.links.new(vec, w2.inputs["Vector"])
    add = nt.nodes.new("ShaderNodeMath")
    add.operation = "MULTIPLY"
    nt.links.new(w1.outputs["Fac"], add.inputs[0])
    nt.links.new(w2.outputs["Fac"], add.inputs[1])
    _bump(nt, p, add.outputs["Value"], strength, 0.002)
    return m


def _noise(nt, vec, scale, detail=2.0, rough=0.5, distortion=0.0, stretch=None):
    """A noise texture read through an optional per-axis stretch (long streaks along one axis)."""
    if stretch is not None:
        mp = nt.nodes.new("ShaderNodeMapping")
        mp.inputs["Scale"].default_value = stretch
        nt.links.new(vec, mp.inputs["Vector"])
        vec = mp.outputs["Vector"]
    n = nt.nodes.new("ShaderNodeTexNoise")
    n.inputs["Scale"].default_value = scale
    n.inputs["Detail"].default_value = detail
    n.inputs["Roughness"].default_value = rough
    n.inputs["Distortion"].default_value = distortion
    nt.links.new(vec, n.inputs["Vector"])
    return n


def _bands(nt, vec, direction, scale, distortion, detail, rough, detail_scale=1.0):
    """A wave texture's bands along `direction`, pushed about by its own distortion."""
    w = nt.nodes.new("ShaderNodeTexWave")
    w.wave_type = "BANDS"
    w.bands_direction = direction
    w.inputs["Scale"].default_value = scale
    w.inputs["Distortion"].default_value = distortion
    w.inputs["Detail"].default_value = detail
    w.inputs["Detail Scale"].default_value = detail_scale
    w.inputs["Detail Roughness"].default_value = rough
    nt.links.new(vec, w.inputs["Vector"])
    return w


def _over(nt, fac, under, color):
    """`color` laid over the colour socket `under` where the socket `fac` is high."""
    mix = nt.nodes.new("ShaderNodeMixRGB")
    nt.links.new(fac, mix.inputs["Fac"])
    nt.links.new(under, mix.inputs["Color1"])
    mix.inputs["Color2"].default_value = (*color, 1)
    return mix.outputs["Color"]


def _warp(nt, vec, noise, amount):
    """`vec` pushed about by a noise texture: vec + amount * (noise - 0.5), per axis."""
    ctr = nt.nodes.new("ShaderNodeVectorMath")
    ctr.operation = "SUBTRACT"
    ctr.inputs[1].default_value = (0.5, 0.5, 0.5)
    nt.links.new(noise.outputs["Color"], ctr.inputs[0])
    out = nt.nodes.new("ShaderNodeVectorMath")
    out.operation = "MULTIPLY_ADD"
    out.inputs[1].default_value = (amount, amount, amount)
    nt.links.new(ctr.outputs["Vector"], out.inputs[0])
    nt.links.new(vec, out.inputs[2])
    return out.outputs["Vector"]


def _math(nt, op, a, b=None, c=None, clamp=False):
    """One math node; each operand is a number or a socket."""
    m = nt.nodes.new("ShaderNodeMath")
    m.operation = op
    m.use_clamp = clamp
    for i, v in enumerate((a, b, c)):
        if v is None:
            continue
        if isinstance(v, (int, float)):
            m.inputs[i].default_value = v
        else:
            nt.links.new(v, m.inputs[i])
    return m.outputs[0]


def _map(nt, value, lo, hi, to_lo=0.0, to_hi=1.0):
    r = nt.nodes.new("ShaderNodeMapRange")
    r.clamp = True
    r.inputs["From Min"].default_value = lo
    r.inputs["From Max"].default_value = hi
    r.inputs["To Min"].default_value = to_lo
    r.inputs["To Max"].default_value = to_hi
    nt.links.new(value, r.inputs["Value"])
    return r.outputs["Result"]


def wood(name, light, dark, rough=0.38, scale=9, axis="X", gloss=0.3, figure=1.0, boards=None, plank_attr=None,
         leaves=None, cathedral=0.0, own=False):
    """Satin-lacquered veneer (or boards) with its grain along the given axis.

    Built in object space, in metres, so the grain has a real size whatever the piece: fine growth
    lines a few millimetres apart, long and slightly wavering, over a broader, soft figure a few
    centimetres wide, with pores and a low-frequency tone drift. Nothing repeats at a fixed pitch,
    and every face that holds the axis shows long grain (no rings on the end faces).
    `scale` sets the figure's width (higher = narrower streaks); `figure` its strength.
    `boards=(width, length)` cuts the surface into boards with hairline joints, each its own tone
    and grain (floors), the boards' long side along the axis. `plank_attr` names a colour attribute
    that holds a random colour per plank (see `herringbone()`): each plank then reads the grain from
    its own place in the log and takes its own tone, as `boards` gives each board.
    Veneered panels: `leaves=(width, across)` lays the face in book-matched leaves `width` wide
    across the axis `across`, every other leaf the mirror of its neighbour, a hairline at each joint
    (the object's origin falls on a joint); `cathedral` (0 to 1) draws the growth rings of a
    crown-cut leaf, nested arches some 4 mm apart rising along the grain about the middle of each
    leaf; `own` gives every object its own place in the log (a run of doors never repeats)."""
    m, nt, p = _new_mat(name)
    along = {"X": 0, "Y": 1, "Z": 2}[axis]

    def stretch(a, c):
        s = [c, c, c]
        s[along] = a
        return tuple(s)

    tc = nt.nodes.new("ShaderNodeTexCoord")
    vec = tc.outputs["Object"]
    tone_jitter = None

    def per_board(colour):
        """Each board (a random colour per board) reads the grain from its own place in the log
        and takes its own tone: the shifted coordinates, and the colour split for the tone."""
        shift = nt.nodes.new("ShaderNodeVectorMath")
        shift.operation = "MULTIPLY_ADD"
        shift.inputs[1].default_value = (3.7, 5.3, 2.9)
        nt.links.new(colour, shift.inputs[0])
        nt.links.new(vec, shift.inputs[2])
        jitter = nt.nodes.new("ShaderNodeSeparateColor")
        nt.links.new(colour, jitter.inputs[0])
        return shift.outputs["Vector"], jitter
    leaf_joint = across = None
    if own:
        oi = nt.nodes.new("ShaderNodeObjectInfo")
        sh = nt.nodes.new("ShaderNodeVectorMath")
        sh.operation = "MULTIPLY_ADD"
        sh.inputs[1].default_value = stretch(7.3, 0.0)
        nt.links.new(oi.outputs["Random"], sh.inputs[0])
        nt.links.new(vec, sh.inputs[2])
        vec = sh.outputs["Vector"]
    if leaves:
        lw, lax = leaves
        k_ax = "XYZ".index(lax)
        sep = nt.nodes.new("ShaderNodeSeparateXYZ")
        nt.links.new(vec, sep.inputs[0])
        pp = _math(nt, "PINGPONG", sep.outputs[k_ax], lw)
        comb = nt.nodes.new("ShaderNodeCombineXYZ")
        for j in range(3):
            nt.links.new(pp if j == k_ax else sep.outputs[j], comb.inputs[j])
        vec = comb.outputs[0]
        leaf_joint = _map(nt, _math(nt, "MINIMUM", pp, _math(nt, "SUBTRACT", lw, pp)), 0.0, 0.0007, 1.0, 0.0)
        across = (k_ax, lw)
    if boards:
        bw, bl = boards
        # brick texture rows run along its x: swap the grain axis onto x
        rot = {"X": (0, 0, 0), "Y": (0, 0, math.pi / 2), "Z": (0, math.pi / 2, 0)}[axis]
        mp = nt.nodes.new("ShaderNodeMapping")
        mp.inputs["Rotation"].default_value = rot
        nt.links.new(vec, mp.inputs["Vector"])
        br = nt.nodes.new("ShaderNodeTexBrick")
        br.offset = 0.37
        br.offset_frequency = 1
        br.inputs["Scale"].default_value = 1.0
        br.inputs["Brick Width"].default_value = bl
        br.inputs["Row Height"].default_value = bw
        br.inputs["Mortar Size"].default_value = 0.0012
        br.inputs["Mortar Smooth"].default_value = 0.3
        br.inputs["Bias"].default_value = 0.0
        br.inputs["Color1"].default_value = (0, 0, 0, 1)
        br.inputs["Color2"].default_value = (1, 1, 1, 1)
        br.inputs["Mortar"].default_value = (1, 1, 1, 1)
        nt.links.new(mp.outputs["Vector"], br.inputs["Vector"])
        vec, tone_jitter = per_board(br.outputs["Color"])
        joint = br.outputs["Fac"]
    elif plank_attr:
        at = nt.nodes.new("ShaderNodeAttribute")
        at.attribute_name = plank_attr
        vec, tone_jitter = per_board(at.outputs["Color"])
    # 1. warp: the grain wanders across its axis by a few millimetres over tens of centimetres
    pw = _warp(nt, vec, _noise(nt, vec, 1.0, 2.0, 0.5, 0.0, stretch(0.7, 2.5)), 0.012)
    # 2. figure: soft streaks a few centimetres wide, long along the grain
    fig = _noise(nt, pw, 1.0, 3.0, 0.55, 0.4, stretch(0.9, 2.2 * scale))
    # 3. growth lines: fine, irregular, a few millimetres apart
    lines = _noise(nt, pw, 1.0, 2.0, 0.45, 0.0, stretch(2.5, 260))
    # 4. pores: short dark dashes
    pores = _noise(nt, pw, 1.0, 1.0, 0.5, 0.0, stretch(35, 1400))
    # 5. slow drift of tone across the piece
    drift = _noise(nt, vec, 1.2, 1.0, 0.5, 0.0)
    f = _map(nt, fig.outputs["Fac"], 0.33, 0.68)
    ln = _map(nt, lines.outputs["Fac"], 0.35, 0.68)
    if cathedral > 0:
        # a crown-cut leaf: the cut runs a little off the log's axis, so each growth ring meets it
        # in an arch; the rings sqrt(x^2 + d^2) + taper * z from a heart mid-leaf, d deep
        sep2 = nt.nodes.new("ShaderNodeSeparateXYZ")
        nt.links.new(pw, sep2.inputs[0])
        k_ax, lw = across if across else ({0: 1, 1: 0, 2: 0}[along], 0.0)
        xa = _math(nt, "SUBTRACT", sep2.outputs[k_ax], lw * 0.5)
        ring = _math(nt, "SQRT", _math(nt, "MULTIPLY_ADD", xa, xa, 0.05 ** 2))
        ring = _math(nt, "MULTIPLY_ADD", sep2.outputs[along], 0.03, ring)
        # growth lines 3 to 5 mm apart: the ring's phase jittered by a slow noise
        jit = _noise(nt, pw, 3.0, 2.0, 0.5)
        ph = _math(nt, "MULTIPLY_ADD", ring, 2 * math.pi / 0.004, _math(nt, "MULTIPLY", jit.outputs["Fac"], 9.0))
        rl = _map(nt, _math(nt, "SINE", ph), 0.2, 1.0)
        # latewood darker in bands: every few rings a broader dark one
        band = _map(nt, _math(nt, "SINE", _math(nt, "MULTIPLY", ring, 2 * math.pi / 0.023)), -0.2, 1.0)
        rl = _math(nt, "MULTIPLY", rl, _math(nt, "MULTIPLY_ADD", band, 0.5, 0.5))
        ln = _math(nt, "ADD", _math(nt, "MULTIPLY", ln, 1 - cathedral), _math(nt, "MULTIPLY", rl, cathedral))
    t = _math(nt, "MULTIPLY_ADD", f, 0.55 * figure, _math(nt, "MULTIPLY", ln, 0.45))
    t = _math(nt, "ADD", t, _map(nt, drift.outputs["Fac"], 0.3, 0.7, -0.12, 0.12))
    if tone_jitter is not None:
        t = _math(nt, "MULTIPLY_ADD", tone_jitter.outputs[0], 0.35, _math(nt, "MULTIPLY", t, 0.82))
    mid = tuple((a + b) / 2 for a, b in zip(light, dark))
    r = _ramp(nt, [(0.05, dark), (0.5, mid), (1.0, light)])
    nt.links.new(t, r.inputs["Fac"])
    # pores darken a little and are rougher
    pd = _map(nt, pores.outputs["Fac"], 0.62, 0.75)
    col = nt.nodes.new("ShaderNodeMixRGB")
    col.blend_type = "MULTIPLY"
    nt.links.new(_math(nt, "MULTIPLY", pd, 0.45), col.inputs["Fac"])
    nt.links.new(r.outputs["Color"], col.inputs["Color1"])
    col.inputs["Color2"].default_value = (0.55, 0.5, 0.45, 1)
    out_col = col.outputs["Color"]
    if leaf_joint is not None:
        lj = nt.nodes.new("ShaderNodeMixRGB")
        lj.blend_type = "MULTIPLY"
        nt.links.new(_math(nt, "MULTIPLY", leaf_joint, 0.5), lj.inputs["Fac"])
        nt.links.new(out_col, lj.inputs["Color1"])
        lj.inputs["Color2"].default_value = (0.3, 0.26, 0.22, 1)
        out_col = lj.outputs["Color"]
    if boards:
        jc = nt.nodes.new("ShaderNodeMixRGB")
        jc.blend_type = "MULTIPLY"
        nt.links.new(joint, jc.inputs["Fac"])
        nt.links.new(out_col, jc.inputs["Color1"])
        jc.inputs["Color2"].default_value = (0.25, 0.22, 0.2, 1)
        out_col = jc.outputs["Color"]
        # a bump on the joints only: a bump on the grain would make Eevee compile its whole
        # noise graph three times over (minutes on a software GL)
        _bump(nt, p, joint, -0.3, 0.002)
    nt.links.new(out_col, p.inputs["Base Color"])
    nt.links.new(_math(nt, "ADD", rough, _math(nt, "MULTIPLY", pd, 0.15)), p.inputs["Roughness"])
    p.inputs["Specular"].default_value = 0.45
    # satin lacquer: a soft, wide sheen rather than a mirror
    p.inputs["Clearcoat"].default_value = gloss
    p.inputs["Clearcoat Roughness"].default_value = 0.28
    return m


def walnut(name="walnut", axis="Z"):
    return wood(name, (0.15, 0.082, 0.046), (0.06, 0.031, 0.017), axis=axis)


def oak(name="oak", axis="X", tone=1.0, gloss=0.12, rough=0.42):
    """Oak veneer; `tone` darkens it (a smoked or fumed oak at 0.4 to 0.6), `gloss` its lacquer."""
    return wood(name, tuple(c * tone for c in (0.40, 0.27, 0.155)), tuple(c * tone for c in (0.24, 0.15, 0.075)),
                rough=rough, scale=7, axis=axis, gloss=gloss)


def brass(name="brass", color=(0.80, 0.56, 0.26), rough=0.26, grain=300):
    """Brushed metal: its roughness streaked along z, `grain` streaks a metre across (300: a few
    millimetres each, as a fitting's brushing reads from across a room; a small plate seen close,
    a keypad's, wants a finer brushing)."""
    m, nt, p = _new_mat(name)
    p.inputs["Base Color"].default_value = (*color, 1)
    p.inputs["Metallic"].default_value = 1.0
    p.inputs["Anisotropic"].default_value = 0.6
    vec = _tex_coord(nt, scale=(1, 1, 1))
    n = nt.nodes.new("ShaderNodeTexNoise")
    n.inputs["Scale"].default_value = grain
    n.inputs["Detail"].default_value = 2
    st = nt.nodes.new("ShaderNodeMapping")
    st.inputs["Scale"].default_value = (1, 1, 0.01)
    nt.links.new(vec, st.inputs["Vector"])
    nt.links.new(st.outputs["Vector"], n.inputs["Vector"])
    r = _ramp(nt, [(0.3, (rough - 0.08,) * 3), (0.7, (rough + 0.08,) * 3)])
    nt.links.new(n.outputs["Fac"], r.inputs["Fac"])
    nt.links.new(r.outputs["Color"], p.inputs["Roughness"])
    return m


def marble(name, base=(0.80, 0.775, 0.735), vein=(0.40, 0.39, 0.385), rough=0.12, scale=1.0, seed=0.0,
           network=1.0, halo=0.22, cloud=1.0, clearcoat=0.2):
    """Polished Carrara / Calacatta: a warm white ground with a faint cloud, a few long veins that
    meander and change width, a network of finer veins and hairlines between them. In object
    space, in metres: at scale 1 the main veins fall some 15-25 cm apart.
    A dark ground with light veins gives a Nero Marquina; there `network` (strength of the fine
    veins and hairlines), `halo` (the soft haze beside a strong vein) and `cloud` (the ground's
    mottle) are best turned down, as light lines on black read far more strongly than grey on white."""
    m, nt, p = _new_mat(name)
    tc = nt.nodes.new("ShaderNodeTexCoord")
    mp = nt.nodes.new("ShaderNodeMapping")
    mp.inputs["Location"].default_value = (seed * 1.7, seed * 3.1, seed * 0.9)
    mp.inputs["Scale"].default_value = (scale, scale, scale)
    nt.links.new(tc.outputs["Object"], mp.inputs["Vector"])
    vec = mp.outputs["Vector"]
    # the stone's flow: coordinates pushed about by a soft noise, so veins wander
    flowed = _warp(nt, vec, _noise(nt, vec, 1.6, 5.0, 0.55), 0.32)
    # and a slower, larger swell, so veins bunch, part and turn instead of running parallel
    pw = _warp(nt, flowed, _noise(nt, vec, 0.45, 2.0, 0.5), 1.1)
    # main veins: the crest of a gently distorted diagonal wave, thin and of varying width
    w = _bands(nt, pw, "DIAGONAL", 3.2, 2.5, 4, 0.55, detail_scale=1.2)
    width = _noise(nt, vec, 2.5, 2.0, 0.5)
    lo = _map(nt, width.outputs["Fac"], 0.35, 0.65, 0.994, 0.972)
    main = nt.nodes.new("ShaderNodeMapRange")
    main.clamp = True
    main.interpolation_type = "SMOOTHSTEP"
    nt.links.new(w.outputs["Fac"], main.inputs["Value"])
    nt.links.new(lo, main.inputs["From Min"])
    main.inputs["From Max"].default_value = 1.0
    # a vein fades in and out along its length, with a soft grey halo where it is strong
    strength = _noise(nt, vec, 1.3, 2.0, 0.5)
    along = _map(nt, strength.outputs["Fac"], 0.35, 0.62, 0.15, 1.0)
    halo = _map(nt, w.outputs["Fac"], 0.86, 1.0, 0.0, halo)
    main = _math(nt, "MULTIPLY", _math(nt, "MAXIMUM", main.outputs["Result"], halo), along)
    # finer veins and hairlines: cell edges of distorted Voronoi at two sizes
    def edges(sc, width, amount):
        v = nt.nodes.new("ShaderNodeTexVoronoi")
        v.feature = "DISTANCE_TO_EDGE"
        v.inputs["Scale"].default_value = sc
        v.inputs["Randomness"].default_value = 1.0
        nt.links.new(pw, v.inputs["Vector"])
        e = _map(nt, v.outputs["Distance"], 0.0, width, amount, 0.0)
        # fade each network in and out over the slab, so it never reads as a mesh
        fade = _noise(nt, vec, sc * 0.35, 2.0, 0.5)
        return _math(nt, "MULTIPLY", e, _map(nt, fade.outputs["Fac"], 0.42, 0.62))
    fine = edges(3.0, 0.024, 0.6 * network)
    hair = edges(9.0, 0.03, 0.3 * network)
    v = _math(nt, "MAXIMUM", main, _math(nt, "MAXIMUM", fine, hair))
    # a faint cloud in the ground
    mottle = _noise(nt, vec, 4.0, 4.0, 0.6)
    ground = _ramp(nt, [(0.3, tuple(c * (1 - 0.045 * cloud) for c in base)),
                        (0.7, tuple(min(1, c * (1 + 0.03 * cloud)) for c in base))])
    nt.links.new(mottle.outputs["Fac"], ground.inputs["Fac"])
    nt.links.new(_over(nt, v, ground.outputs["Color"], vein), p.inputs["Base Color"])
    p.inputs["Roughness"].default_value = rough
    p.inputs["Specular"].default_value = 0.5
    p.inputs["Clearcoat"].default_value = clearcoat
    p.inputs["Clearcoat Roughness"].default_value = 0.08
    return m


def nero_marquina(name, base=(0.0042, 0.0041, 0.0043), vein=(0.6, 0.59, 0.56), scale=1.0, seed=0.0, rough=0.22,
                  web=0.1, strong=0.17, depth=1.0, clearcoat=1.0, turn=0.45, stretch=5.0, tilt=0.6):
    """Polished Nero Marquina as a stone yard sells it: a near-black ground with depth (a smoky
    cloud, deeper pools and a faint warm-grey haze round the veins), a few long white veins that
    wander across the slab, fork at sharp angles and meet again, a sparser set of finer ones beside
    them and a few hairline fractures across, all under a clear, glassy polish. The veins are
    sheets through the block, as calcite fills the stone's cracks: every face of a block cuts them
    as lines, and they run on from the top over its edges. In object space, in metres: at scale 1
    the long veins fall a few tens of centimetres apart. `web` and `strong` are the fine and the
    long veins' share of the vein colour at their brightest (so a vein never reaches the vein
    colour: light on black reads far stronger than grey on white); `turn` sets the veins' run
    across the piece (radians about z), `tilt` the sheets' lean from upright, `stretch` how much
    longer a vein runs than the gap between its neighbours (lower, and they close into a crackle
    of cells). Kept off bump maps, as `marble()`."""
    m, nt, p = _new_mat(name)
    tc = nt.nodes.new("ShaderNodeTexCoord")
    mp = nt.nodes.new("ShaderNodeMapping")
    mp.inputs["Location"].default_value = (seed * 1.7, seed * 3.1, seed * 0.9)
    mp.inputs["Rotation"].default_value = (0.0, 0.0, turn)
    mp.inputs["Scale"].default_value = (scale, scale, scale)
    nt.links.new(tc.outputs["Object"], mp.inputs["Vector"])
    vec = mp.outputs["Vector"]
    # the bed's flow: a broad bend, then a finer wriggle so no vein runs straight for long
    flowed = _warp(nt, vec, _noise(nt, vec, 0.6, 2.0, 0.5), 0.5)
    wig = _warp(nt, flowed, _noise(nt, vec, 7.0, 2.0, 0.5), 0.03)
    width_n = _noise(nt, vec, 3.0, 2.0, 0.5)
    # a vein's width: 0.4 to 1.7 of its nominal, drifting along it
    wmul = _map(nt, width_n.outputs["Fac"], 0.3, 0.7, 0.4, 1.7)

    def veins(sc, width, amount, show, vec_in, ratio, across):
        """the faces of a Voronoi's cells drawn out `ratio` times within the leaning sheets' plane
        (turned `across` radians about z): long veins that braid, part and meet at sharp angles,
        soft across their width, their width drifting, faded in and out so only some show"""
        lean = nt.nodes.new("ShaderNodeMapping")
        lean.inputs["Rotation"].default_value = (tilt, 0.0, across)
        nt.links.new(vec_in, lean.inputs["Vector"])
        drawn = nt.nodes.new("ShaderNodeMapping")
        drawn.inputs["Scale"].default_value = (1.0 / ratio, 1.0, 1.0 / ratio)
        nt.links.new(lean.outputs["Vector"], drawn.inputs["Vector"])
        v = nt.nodes.new("ShaderNodeTexVoronoi")
        v.feature = "DISTANCE_TO_EDGE"
        v.inputs["Scale"].default_value = sc
        v.inputs["Randomness"].default_value = 1.0
        nt.links.new(drawn.outputs["Vector"], v.inputs["Vector"])
        d = _math(nt, "DIVIDE", v.outputs["Distance"], wmul)
        core = nt.nodes.new("ShaderNodeMapRange")
        core.clamp = True
        core.interpolation_type = "SMOOTHSTEP"
        core.inputs["From Min"].default_value = width
        core.inputs["From Max"].default_value = 0.0
        nt.links.new(d, core.inputs["Value"])
        # a soft shoulder three times the core's width, at a fifth of its strength
        shoulder = _map(nt, d, width * 3.5, 0.0, 0.0, 0.12)
        line = _math(nt, "MAXIMUM", core.outputs["Result"], shoulder)
        fade = _noise(nt, vec, sc * 0.35, 2.0, 0.5)
        mask = _map(nt, fade.outputs["Fac"], 0.62 - show * 0.12, 0.68 - show * 0.08)
        return _math(nt, "MULTIPLY", line, _math(nt, "MULTIPLY", mask, amount))
    big = veins(1.6, 0.012, strong, 0.5, flowed, stretch, 0.0)
    fine = veins(5.0, 0.02, web, 0.7, wig, stretch * 0.8, 0.0)
    crack = veins(7.0, 0.02, web * 0.7, 0.35, wig, stretch * 0.6, 1.0)
    v = _math(nt, "MAXIMUM", big, _math(nt, "MAXIMUM", fine, crack))
    # depth in the ground: a broad smoky cloud, deeper pools, and a warm-grey haze where veins gather
    cloud = _noise(nt, vec, 1.1, 5.0, 0.62)
    ground = _ramp(nt, [(0.3, tuple(c * (1 - 0.35 * depth) for c in base)),
                        (0.55, base),
                        (0.78, (base[0] * (1 + 1.6 * depth), base[1] * (1 + 1.5 * depth), base[2] * (1 + 1.4 * depth)))])
    nt.links.new(cloud.outputs["Fac"], ground.inputs["Fac"])
    haze_n = _noise(nt, flowed, 2.6, 3.0, 0.55)
    haze = _math(nt, "MULTIPLY", _map(nt, haze_n.outputs["Fac"], 0.55, 0.75, 0.0, 0.025 * depth),
                 _map(nt, v, 0.0, 0.08, 0.4, 1.0))
    hazed = _over(nt, haze, ground.outputs["Color"], vein)
    nt.links.new(_over(nt, v, hazed, vein), p.inputs["Base Color"])
    # the honed stone under the polish a little soft; the polish itself glassy
    p.inputs["Roughness"].default_value = rough
    p.inputs["Specular"].default_value = 0.5
    p.inputs["Clearcoat"].default_value = clearcoat
    p.inputs["Clearcoat Roughness"].default_value = 0.035
    return m


def glass(name="glass", tint=(0.9, 0.95, 0.95), alpha=0.12):
    m, nt, p = _new_mat(name)
    p.inputs["Base Color"].default_value = (*tint, 1)
    p.inputs["Roughness"].default_value = 0.02
    p.inputs["Specular"].default_value = 0.8
    p.inputs["Alpha"].default_value = alpha
    m.blend_method = "BLEND"
    m.shadow_method = "NONE"
    m.use_backface_culling = False
    return m


def clear_glass(name="clear_glass", tint=(0.96, 0.98, 0.97), wall=0.0015, ior=1.5):
    """Clear glass that bends what lies behind it (a wine glass, a tumbler): Eevee's screen-space
    refraction through a wall `wall` metres thick (0: a solid piece, a stem or a foot, refracting
    as a lens), seen from its outside only, with glass's Fresnel reflection and its outline darkened
    where the wall is seen edge-on. Needs refract_on() in the views that show it (the flat glass()
    above only fades what lies behind)."""
    m, nt, p = _new_mat(name)
    # seen edge-on a thin wall is long and darkens what passes through it: the glass's outline (a
    # solid piece, seen through its bulk, darkens far less: a foot darkened so read as a black disc)
    lw = nt.nodes.new("ShaderNodeLayerWeight")
    lw.inputs["Blend"].default_value = 0.3
    deep = 0.3 if wall else 0.85
    edge = _ramp(nt, [(0.0, tint), (0.55, tuple(c * (0.8 if wall else 0.95) for c in tint)), (1.0, tuple(c * deep for c in tint))])
    nt.links.new(lw.outputs["Facing"], edge.inputs["Fac"])
    nt.links.new(edge.outputs["Color"], p.inputs["Base Color"])
    p.inputs["Roughness"].default_value = 0.0
    p.inputs["Transmission"].default_value = 1.0
    p.inputs["IOR"].default_value = ior
    p.inputs["Specular"].default_value = 0.5
    if not wall:
        # a solid stem's sides catch the room's lamps as a thin bright line; screen-space
        # reflection misses them (they are off screen), so the line is drawn, faint, where the
        # piece turns edge-on, and a stem keeps its outline across a room
        fres = nt.nodes.new("ShaderNodeLayerWeight")
        fres.inputs["Blend"].default_value = 0.15
        line = _math(nt, "POWER", fres.outputs["Facing"], 3.0)
        p.inputs["Emission"].default_value = (1.0, 0.8, 0.6, 1)
        nt.links.new(line, p.inputs["Emission Strength"])
    m.use_screen_refraction = True
    m.refraction_depth = wall
    m.blend_method = "OPAQUE"
    m.shadow_method = "NONE"
    m.use_backface_culling = True
    return m


def refract_on(max_rough=0.35):
    """Screen-space reflections and refraction, for the views that show clear_glass()."""
    ee = bpy.context.scene.eevee
    ee.use_ssr = True
    ee.use_ssr_refraction = True
    ee.ssr_max_roughness = max_rough
    ee.ssr_firefly_fac = 1.0  # no stray sparks on the glass


def matte(name, color, rough=0.8, spec=0.3, metal=0.0, vary=0.06):
    m, nt, p = _new_mat(name)
    if vary:
        _vary(nt, p, color, vary, 0.8, _tex_coord(nt))
    else:
        p.inputs["Base Color"].default_value = (*color, 1)
    p.inputs["Roughness"].default_value = rough
    p.inputs["Specular"].default_value = spec
    p.inputs["Metallic"].default_value = metal
    return m


def gloss(name, color, rough=0.08, clear=1.0):
    m, nt, p = _new_mat(name)
    p.inputs["Base Color"].default_value = (*color, 1)
    p.inputs["Roughness"].default_value = rough
    p.inputs["Clearcoat"].default_value = clear
    p.inputs["Specular"].default_value = 0.6
    return m


def emission(name, color, strength):
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    nt = m.node_tree
    nt.nodes.remove(nt.nodes["Principled BSDF"])
    e = nt.nodes.new("ShaderNodeEmission")
    e.inputs["Color"].default_value = (*color, 1)
    e.inputs["Strength"].default_value = strength
    nt.links.new(e.outputs[0], nt.nodes["Material Output"].inputs["Surface"])
    return m


def image_emission(name, img, strength=1.0, gloss_rough=None, cutout=False):
    """A self-lit picture (screen). With gloss_rough, a glossy glass face on top (OLED); with
    `cutout`, the picture's alpha cuts it out (a rank of trees, a sheet of flames, against what
    stands behind it)."""
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    nt = m.node_tree
    out = nt.nodes["Material Output"]
    nt.nodes.remove(nt.nodes["Principled BSDF"])
    tex = nt.nodes.new("ShaderNodeTexImage")
    tex.image = img
    tex.extension = "CLIP" if cutout else "EXTEND"
    e = nt.nodes.new("ShaderNodeEmission")
    e.inputs["Strength"].default_value = strength
    nt.links.new(tex.outputs["Color"], e.inputs["Color"])
    if cutout:
        tr = nt.nodes.new("ShaderNodeBsdfTransparent")
        mix = nt.nodes.new("ShaderNodeMixShader")
        nt.links.new(tex.outputs["Alpha"], mix.inputs["Fac"])
        nt.links.new(tr.outputs[0], mix.inputs[1])
        nt.links.new(e.outputs[0], mix.inputs[2])
        nt.links.new(mix.outputs[0], out.inputs["Surface"])
        m.blend_method = "BLEND"
        m.shadow_method = "NONE"
    elif gloss_rough is None:
        nt.links.new(e.outputs[0], out.inputs["Surface"])
    else:
        g = nt.nodes.new("ShaderNodeBsdfGlossy")
        g.inputs["Roughness"].default_value = gloss_rough
        g.inputs["Color"].default_value = (0.04, 0.04, 0.04, 1)
        add = nt.nodes.new("ShaderNodeAddShader")
        nt.links.new(e.outputs[0], add.inputs[0])
        nt.links.new(g.outputs[0], add.inputs[1])
        nt.links.new(add.outputs[0], out.inputs["Surface"])
    return m


def image_diffuse(name, img, rough=0.6, spec=0.3):
    m, nt, p = _new_mat(name)
    tex = nt.nodes.new("ShaderNodeTexImage")
    tex.image = img
    nt.links.new(tex.outputs["Color"], p.inputs["Base Color"])
    p.inputs["Roughness"].default_value = rough
    p.inputs["Specular"].default_value = spec
    return m


def starfield(name, base=(0.006, 0.007, 0.014), density=70, strength=30.0):
    """Fibre-optic star ceiling over dark fabric: fibre ends of three sizes (many faint fine ones,
    fewer medium, a bright few of about one in twenty with a faint glow round them), scattered
    unevenly with a few loose clusters, each a little warm or cool. Each point is drawn at least
    about a pixel wide (its light spread, not added to), so distant points stay steady points
    rather than a grain of sub-pixel specks; further points are dimmer, as a real point source is.
    `density` scales the number of points (55 gives about 140 a square metre, 8 % of them bright)."""
    m, nt, p = _new_mat(name)
    p.inputs["Base Color"].default_value = (*base, 1)
    p.inputs["Roughness"].default_value = 0.95
    p.inputs["Specular"].default_value = 0.05
    vec = _tex_coord(nt)
    # one pixel's width in radians at this run's resolution (the views' lenses see about 1.3-1.5
    # radians across 1920 x AURUM_SCALE pixels; a preview renders at a third)
    res = float(os.environ.get("AURUM_SCALE", "0.33" if "--preview" in sys.argv else "0.75"))
    pix = 1.4 / (1920 * res)
    dist = nt.nodes.new("ShaderNodeCameraData").outputs["View Distance"]
    footprint = _math(nt, "MULTIPLY", dist, pix)  # metres a pixel spans at this point
    # a point is drawn round on the screen, not on the ceiling: seen at a slant a disc on the ceiling
    # shows as a dash, so distances along the line of sight (across the ceiling) count foreshortened
    inc = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(nt.nodes.new("ShaderNodeNewGeometry").outputs["Incoming"], inc.inputs[0])
    slant = _math(nt, "MAXIMUM", _math(nt, "ABSOLUTE", inc.outputs["Z"]), 0.15)
    flat = _math(nt, "MAXIMUM", _math(nt, "SQRT", _math(nt, "ADD", _math(nt, "MULTIPLY", inc.outputs["X"], inc.outputs["X"]),
                                                          _math(nt, "MULTIPLY", inc.outputs["Y"], inc.outputs["Y"]))), 1e-4)
    ux, uy = _math(nt, "DIVIDE", inc.outputs["X"], flat), _math(nt, "DIVIDE", inc.outputs["Y"], flat)
    here = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(vec, here.inputs[0])
    cool, warm = (0.78, 0.86, 1.0), (1.0, 0.82, 0.6)
    total = None
    # (cells a metre, fibre radius m, least radius in pixels, brightness, share kept outside and
    # inside a cluster, glow)
    layers = ((density * 0.25, 0.0004, 0.45, 0.45, 0.4, 0.95, 0.0),
              (density * 0.15, 0.0006, 0.7, 1.0, 0.42, 0.9, 0.0),
              (density * 0.085, 0.001, 1.1, 3.5, 0.5, 0.85, 1.0))
    for k, (scale, radius, least, bright, keep0, keep1, glow) in enumerate(layers):
        v = nt.nodes.new("ShaderNodeTexVoronoi")
        v.voronoi_dimensions = "2D"
        v.inputs["Scale"].default_value = scale
        v.inputs["Randomness"].default_value = 1.0
        nt.links.new(vec, v.inputs["Vector"])
        rnd = nt.nodes.new("ShaderNodeSeparateColor")
        nt.links.new(v.outputs["Color"], rnd.inputs[0])
        # clusters: a slow noise read at each point's own position, so a point is kept or not whole
        cl = _noise(nt, v.outputs["Position"], 0.35, 2.0, 0.5)
        cluster = _map(nt, cl.outputs["Fac"], 0.57, 0.68, keep0, keep1)
        kept = _math(nt, "LESS_THAN", rnd.outputs[0], cluster)
        at = nt.nodes.new("ShaderNodeSeparateXYZ")
        nt.links.new(v.outputs["Position"], at.inputs[0])
        ox, oy = _math(nt, "SUBTRACT", here.outputs["X"], at.outputs["X"]), _math(nt, "SUBTRACT", here.outputs["Y"], at.outputs["Y"])
        along = _math(nt, "MULTIPLY", _math(nt, "ADD", _math(nt, "MULTIPLY", ox, ux), _math(nt, "MULTIPLY", oy, uy)), slant)
        across = _math(nt, "SUBTRACT", _math(nt, "MULTIPLY", ox, uy), _math(nt, "MULTIPLY", oy, ux))
        # metres from the point as the eye sees them
        d = _math(nt, "SQRT", _math(nt, "ADD", _math(nt, "MULTIPLY", along, along), _math(nt, "MULTIPLY", across, across)))
        r = _math(nt, "MAXIMUM", _math(nt, "MULTIPLY", footprint, least), radius)
        core = _math(nt, "POWER", _math(nt, "SUBTRACT", 1.0, _math(nt, "DIVIDE", d, r), clamp=True), 2.0)
        spread = _math(nt, "POWER", _math(nt, "DIVIDE", radius, r), 2.0)  # the same light over a wider point
        level = _math(nt, "MULTIPLY", _math(nt, "MULTIPLY", core, spread), bright)
        if glow:
            # a faint halo some five pixels across, as a lens blooms round a bright point
            halo_r = _math(nt, "MULTIPLY", footprint, 5.0)
            halo = _math(nt, "POWER", _math(nt, "SUBTRACT", 1.0, _math(nt, "DIVIDE", d, halo_r), clamp=True), 3.0)
            # as bright as the point is at this distance (a lens's glow falls off with the point)
            near = _math(nt, "POWER", _math(nt, "DIVIDE", radius, footprint), 2.0)
            level = _math(nt, "ADD", level, _math(nt, "MULTIPLY", _math(nt, "MULTIPLY", halo, near), 0.023 * bright))
        level = _math(nt, "MULTIPLY", _math(nt, "MULTIPLY", level, kept), _map(nt, rnd.outputs[1], 0.0, 1.0, 0.45, 1.35))
        tint = nt.nodes.new("ShaderNodeMixRGB")
        tint.inputs["Color1"].default_value = (*cool, 1)
        tint.inputs["Color2"].default_value = (*warm, 1)
        nt.links.new(rnd.outputs[2], tint.inputs["Fac"])
        sc = nt.nodes.new("ShaderNodeVectorMath")
        sc.operation = "SCALE"
        nt.links.new(tint.outputs["Color"], sc.inputs[0])
        nt.links.new(level, sc.inputs["Scale"])
        if total is None:
            total = sc.outputs["Vector"]
        else:
            a = nt.nodes.new("ShaderNodeVectorMath")
            a.operation = "ADD"
            nt.links.new(total, a.inputs[0])
            nt.links.new(sc.outputs["Vector"], a.inputs[1])
            total = a.outputs["Vector"]
    nt.links.new(total, p.inputs["Emission"])
    p.inputs["Emission Strength"].default_value = strength
    return m


WARM = (1.0, 0.62, 0.32)  # ~2700 K
WARM2 = (1.0, 0.72, 0.45)  # ~3000 K
NEUTRAL = (1.0, 0.86, 0.72)

# ---------------------------------------------------------------- geometry


def box(name, size, loc, mat=None, bevel=0.0, segs=2, rot=(0, 0, 0), smooth=True):
    """An axis-aligned box given by size and centre, with optional rounded edges."""
    me = bpy.data.meshes.new(name)
    bm = bmesh.new()
    bmesh.ops.create_cube(bm, size=1.0)
    for v in bm.verts:
        v.co = Vector((v.co.x * size[0], v.co.y * size[1], v.co.z * size[2]))
    bm.to_mesh(me)
    bm.free()
    ob = placed(name, me, loc, rot, mat)
    # the box's half size and the bevel's width, for materials that draw seams along its rounded
    # edges (leather)
    ob["half"] = [c / 2 for c in size]
    ob["bevel"] = 0.0
    if bevel > 0:
        md = ob.modifiers.new("bevel", "BEVEL")
        md.width = min(bevel, min(size) / 2 - 1e-4)
        ob["bevel"] = md.width
        md.segments = segs
        md.limit_method = "NONE"
        md.harden_normals = False
        if smooth:
            for poly in me.polygons:
                poly.use_smooth = True
            me.use_auto_smooth = True
            me.auto_smooth_angle = math.radians(40)
    return ob


def box_from(name, lo, hi, mat=None, bevel=0.0, segs=2):
    size = tuple(h - l for l, h in zip(lo, hi))
    loc = tuple((l + h) / 2 for l, h in zip(lo, hi))
    return box(name, size, loc, mat, bevel, segs)


def cylinder(name, r, depth, loc, mat=None, rot=(0, 0, 0), verts=48, r2=None):
    me = bpy.data.meshes.new(name)
    bm = bmesh.new()
    bmesh.ops.create_cone(bm, cap_ends=True, cap_tris=False, segments=verts,
                          radius1=r, radius2=r if r2 is None else r2, depth=depth)
    bm.to_mesh(me)
    bm.free()
    for poly in me.polygons:
        poly.use_smooth = True
    me.use_auto_smooth = True
    me.auto_smooth_angle = math.radians(35)
    return placed(name, me, loc, rot, mat)


def torus(name, R, r, loc, mat=None, rot=(0, 0, 0)):
    bpy.ops.mesh.primitive_torus_add(major_radius=R, minor_radius=r, location=loc, rotation=rot,
                                     major_segments=40, minor_segments=12)
    ob = bpy.context.active_object
    ob.name = name
    bpy.ops.object.shade_smooth()
    if mat:
        ob.data.materials.append(mat)
    return ob


def sphere(name, r, loc, mat=None, scale=(1, 1, 1)):
    bpy.ops.mesh.primitive_uv_sphere_add(radius=r, location=loc, segments=32, ring_count=16)
    ob = bpy.context.active_object
    ob.name = name
    ob.scale = scale
    bpy.ops.object.shade_smooth()
    if mat:
        ob.data.materials.append(mat)
    return ob


def plane(name, size, loc, rot=(0, 0, 0), mat=None):
    me = bpy.data.meshes.new(name)
    w, h = size
    me.from_pydata([(-w / 2, -h / 2, 0), (w / 2, -h / 2, 0), (w / 2, h / 2, 0), (-w / 2, h / 2, 0)], [], [(0, 1, 2, 3)])
    me.uv_layers.new()
    uv = me.uv_layers[0].data
    for i, c in enumerate([(0, 0), (1, 0), (1, 1), (0, 1)]):
        uv[i].uv = c
    return placed(name, me, loc, rot, mat)


def wall_plane(name, size, loc, facing, mat):
    """A vertical picture plane whose front faces the given direction ('+y', '-y', '+x', '-x')."""
    rot = {"-y": (math.pi / 2, 0, 0), "+y": (math.pi / 2, 0, math.pi),
           "+x": (math.pi / 2, 0, -math.pi / 2), "-x": (math.pi / 2, 0, math.pi / 2)}[facing]
    return plane(name, size, loc, rot, mat)


# ---------------------------------------------------------------- lights


def area(name, loc, size, power, color=WARM, rot=(0, 0, 0), shape="RECTANGLE", size_y=None, shadow=True):
    ld = bpy.data.lights.new(name, "AREA")
    ld.energy = power
    ld.color = color
    ld.shape = shape
    ld.size = size
    if size_y is not None:
        ld.size_y = size_y
    ld.use_shadow = shadow
    ld.use_contact_shadow = shadow
    ld.contact_shadow_distance = 0.15
    ob = bpy.data.objects.new(name, ld)
    ob.location = loc
    ob.rotation_euler = rot
    return link(ob)


def spot(name, loc, target, power, color=WARM, angle=60, blend=0.6, radius=0.03, shadow=True):
    ld = bpy.data.lights.new(name, "SPOT")
    ld.energy = power
    ld.color = color
    ld.spot_size = math.radians(angle)
    ld.spot_blend = blend
    ld.shadow_soft_size = radius
    ld.use_shadow = shadow
    ld.use_contact_shadow = shadow
    ld.contact_shadow_distance = 0.15
    ob = bpy.data.objects.new(name, ld)
    ob.location = loc
    link(ob)
    aim(ob, target)
    return ob


def point(name, loc, power, color=WARM, radius=0.05, shadow=True):
    ld = bpy.data.lights.new(name, "POINT")
    ld.energy = power
    ld.color = color
    ld.shadow_soft_size = radius
    ld.use_shadow = shadow
    ob = bpy.data.objects.new(name, ld)
    ob.location = loc
    return link(ob)


def aim(ob, target):
    d = Vector(target) - Vector(ob.location)
    ob.rotation_euler = d.to_track_quat("-Z", "Y").to_euler()


# ---------------------------------------------------------------- camera


def camera(loc, target, lens=24, shift_x=0.0, shift_y=0.0, dof=None, fstop=2.8, clip_end=200):
    scene = bpy.context.scene
    cam = scene.camera
    if cam is None:
        cd = bpy.data.cameras.new("Camera")
        cam = bpy.data.objects.new("Camera", cd)
        link(cam)
        scene.camera = cam
    cam.location = loc
    aim(cam, target)
    cam.data.lens = lens
    cam.data.sensor_width = 36
    cam.data.shift_x = shift_x
    cam.data.shift_y = shift_y
    cam.data.clip_start = 0.05
    cam.data.clip_end = clip_end
    cam.data.dof.use_dof = dof is not None
    if dof is not None:
        cam.data.dof.focus_distance = dof
        cam.data.dof.aperture_fstop = fstop
    return cam


def bake_light(room_lo, room_hi, res=(6, 6, 3), cubemap="128", visibility="8", bounces=1):
    """Bake indirect (bounce) light with an irradiance grid and a reflection cubemap. The defaults
    are the smallest that still carry bounce light (one bounce, 128 px cubemaps, 8 px visibility
    maps): on a software GL every probe is six small Eevee renders. The cubemap stands 1.3 m over
    the grid's floor; `bake_light_at()` puts it where a room needs it."""
    bake_light_at(room_lo, room_hi, res, cubemap=cubemap, visibility=visibility, bounces=bounces)


# ---------------------------------------------------------------- furniture


def riser(name, x0, x1, y0, y1, h, carpet, nosing, led_mat, led=True):
    """A carpeted riser with a timber nosing and a warm LED strip under its lip."""
    box_from(f"{name}_body", (x0, y0, 0), (x1, y1, h), carpet, 0.01)
    box_from(f"{name}_nose", (x0, y0 - 0.03, h - 0.045), (x1, y0 + 0.05, h + 0.005), nosing, 0.008)
    if led:
        box_from(f"{name}_led", (x0 + 0.02, y0 - 0.02, h - 0.06), (x1 - 0.02, y0 - 0.005, h - 0.048), led_mat)
        area(f"{name}_ledlight", ((x0 + x1) / 2, y0 - 0.04, h - 0.06), x1 - x0 - 0.1, 2.5 * (x1 - x0),
             WARM, rot=(math.radians(180 - 25), 0, 0), size_y=0.02, shadow=False)


def sconce(name, x, y, z, facing, metal, glow, up=12, down=12, color=WARM, shadow=False):
    """Wall washer in brass: throws a scallop of light up and down the wall."""
    nx = {"+x": 1, "-x": -1}.get(facing, 0)
    ny = {"+y": 1, "-y": -1}.get(facing, 0)
    sx, sy = (0.08, 0.16) if nx else (0.16, 0.08)
    box(f"{name}_body", (sx, sy, 0.30), (x + nx * 0.04, y + ny * 0.04, z), metal, 0.01)
    box(f"{name}_glow", (sx * 0.6 if not nx else sx * 0.5, sy * 0.6 if nx else sy * 0.5, 0.005), (x + nx * 0.04, y + ny * 0.04, z + 0.151), glow)
    box(f"{name}_glow2", (sx * 0.6 if not nx else sx * 0.5, sy * 0.6 if nx else sy * 0.5, 0.005), (x + nx * 0.04, y + ny * 0.04, z - 0.151), glow)
    off = Vector((nx * 0.05, ny * 0.05, 0))
    p = Vector((x, y, z)) + off
    if up:
        spot(f"{name}_up", p + Vector((0, 0, 0.16)), p + Vector((nx * 0.2, ny * 0.2, 3)), up, color, 100, 1.0, 0.02, shadow)
        if down:
            spot(f"{name}_dn", p + Vector((0, 0, -0.16)), p + Vector((nx * 0.2, ny * 0.2, -3)), down, color, 100, 1.0, 0.02, shadow)


def downlight(name, x, y, h, power, color=WARM2, angle=40, trim=None, target=None, shadow=False):
    if trim:
        cylinder(f"{name}_trim", 0.045, 0.01, (x, y, h - 0.004), trim)
    if "dl_lens" not in _mats:
        _mats["dl_lens"] = emission("dl_lens", color, 20)
    cylinder(f"{name}_lens", 0.025, 0.004, (x, y, h - 0.01), _mats["dl_lens"])
    # power is given as the fitting's rough LED wattage; Blender wants radiant watts, ~6x
    return spot(name, (x, y, h - 0.02), target or (x, y, 0), power * 6, color, angle, 0.6, 0.04, shadow)


def screen_wall(D, W, H, sw, sh, bottom, mats, img, strength=1.6, stage_h=0.32, border=0.12, glow_power=80):
    """Front wall: screen with velvet masking, fabric surround and an illuminated stage."""
    cx = 0
    box_from("front_wall", (-W / 2, D - 0.02, 0), (W / 2, D + 0.1, H), mats["front"])
    z0 = bottom
    # velvet frame
    box_from("mask_top", (-sw / 2 - border, D - 0.08, z0 + sh), (sw / 2 + border, D - 0.02, z0 + sh + border), mats["velvet"], 0.01)
    box_from("mask_bot", (-sw / 2 - border, D - 0.08, z0 - border), (sw / 2 + border, D - 0.02, z0), mats["velvet"], 0.01)
    box_from("mask_l", (-sw / 2 - border, D - 0.08, z0), (-sw / 2, D - 0.02, z0 + sh), mats["velvet"], 0.01)
    box_from("mask_r", (sw / 2, D - 0.08, z0), (sw / 2 + border, D - 0.02, z0 + sh), mats["velvet"], 0.01)
    scr_mat = image_emission("screen", img, strength * 0.6)
    scr = wall_plane("screen", (sw, sh), (cx, D - 0.03, z0 + sh / 2), "-y", scr_mat)
    # light spilled by the picture into the room
    avg = np.array(img.pixels[:]).reshape(-1, 4)[:, :3].mean(axis=0)
    avg = avg / max(avg.max(), 1e-3)
    # an area light's face points down its local -z: turned -90 degrees about x it faces the seats
    area("screen_glow", (cx, D - 0.1, z0 + sh / 2), sw, glow_power * 1.5, tuple(avg * 0.6 + 0.4),
         rot=(math.radians(-90), 0, 0), size_y=sh, shadow=True)
    # stage
    if stage_h > 0:
        box_from("stage", (-W / 2, D - 0.75, 0), (W / 2, D - 0.02, stage_h), mats["stage"], 0.01)
        box_from("stage_nose", (-W / 2, D - 0.78, stage_h - 0.04), (W / 2, D - 0.70, stage_h + 0.004), mats["nosing"], 0.006)
        box_from("stage_led", (-W / 2, D - 0.77, stage_h - 0.06), (W / 2, D - 0.76, stage_h - 0.045), mats["led"])
        area("stage_ledlight", (0, D - 0.8, stage_h - 0.06), W - 0.1, 6 * W, WARM,
             rot=(math.radians(180 - 30), 0, 0), size_y=0.02, shadow=False)
    return scr


def panelled_side_walls(W, D, H, y0, y1, bays, mats, sconce_z=1.75, sconce_power=10, dado=0.95,
                        cornice=True, pilaster_w=0.32, sconces=True, color=WARM, sides=(-1, 1)):
    """Fabric-wrapped acoustic panels between timber pilasters, with brass wall washers."""
    for side in sides:
        xw = side * W / 2
        box_from(f"wall{side}", (xw - 0.1 if side < 0 else xw, -0.1, 0), (xw if side < 0 else xw + 0.1, D + 0.1, H), mats["wallbase"])
        edges = [y0 + (y1 - y0) * i / bays for i in range(bays + 1)]
        for i, e in enumerate(edges):
            lo = (xw - 0.09 if side > 0 else xw, e - pilaster_w / 2, 0)
            hi = (xw if side > 0 else xw + 0.09, e + pilaster_w / 2, H - 0.25)
            box_from(f"pil{side}_{i}", lo, hi, mats["pilaster"], 0.008)
            if sconces:
                sconce(f"sc{side}_{i}", xw - side * 0.09, e, sconce_z, "-x" if side > 0 else "+x", mats["metal"], mats["glow"], sconce_power, sconce_power * 0.8, color)
        for i in range(bays):
            a, b = edges[i] + pilaster_w / 2 + 0.015, edges[i + 1] - pilaster_w / 2 - 0.015
            t0 = xw - 0.06 if side > 0 else xw
            t1 = xw if side > 0 else xw + 0.06
            box_from(f"pan{side}_{i}_lo", (t0, a, 0.14), (t1, b, dado - 0.04), mats["panel_lo"], 0.012)
            box_from(f"pan{side}_{i}_hi", (t0, a, dado + 0.04), (t1, b, H - 0.32), mats["panel"], 0.012)
            box_from(f"dado{side}_{i}", (xw - 0.075 if side > 0 else xw, a - 0.015, dado - 0.03), (xw if side > 0 else xw + 0.075, b + 0.015, dado + 0.03), mats["pilaster"], 0.006)
        box_from(f"skirt{side}", (xw - 0.07 if side > 0 else xw, y0 - 0.2, 0), (xw if side > 0 else xw + 0.07, y1 + 0.2, 0.14), mats["pilaster"], 0.005)
        if cornice:
            box_from(f"cornice{side}", (xw - 0.14 if side > 0 else xw, -0.1, H - 0.25), (xw if side > 0 else xw + 0.14, D + 0.1, H - 0.17), mats["pilaster"], 0.01)


def coffered_ceiling(W, D, H, nx, ny, mats, beam=0.22, depth=0.22, cove_power=30, cove_color=WARM, downlights=True):
    """Coffers between timber beams; each coffer glows from a hidden LED cove."""
    box_from("ceiling", (-W / 2, -0.1, H), (W / 2, D + 0.1, H + 0.05), mats["ceiling"])
    xs = [-W / 2 + W * i / nx for i in range(nx + 1)]
    ys = [D * j / ny for j in range(ny + 1)]
    for i, x in enumerate(xs):
        # `beam_y`, if given, is the beams running along y (a veneer with its grain along them)
        box_from(f"beamx{i}", (x - beam / 2, 0, H - depth), (x + beam / 2, D, H), mats.get("beam_y", mats["beam"]), 0.01)
    for j, y in enumerate(ys):
        box_from(f"beamy{j}", (-W / 2, y - beam / 2, H - depth), (W / 2, y + beam / 2, H), mats["beam"], 0.01)
    area("coves", (0, D / 2, H - depth + 0.02), W, cove_power * nx * ny, cove_color,
         rot=(math.pi, 0, 0), size_y=D, shadow=False)
    return xs, ys


def shaker_door(name, width, height, mat, handle, thick=0.022, frame=0.07, handle_side=1, knob=False):
    """A painted shaker door: stiles and rails round a recessed flat panel, with a brass bar pull
    (or a knob) near the free edge on both faces. Built round an empty at its centre, thickness
    along local x, width along y, height along z; place and turn the empty. Returns the empty."""
    root = bpy.data.objects.new(name, None)
    link(root)
    pieces = []
    for s in (-1, 1):
        pieces.append(box(f"{name}_stile{s}", (thick, frame, height), (0, s * (width - frame) / 2, 0), mat, 0.003))
        pieces.append(box(f"{name}_rail{s}", (thick, width - 2 * frame, frame), (0, 0, s * (height - frame) / 2), mat, 0.003))
    # the panel sits back from both faces, with a small bevel where it meets the frame
    pieces.append(box(f"{name}_panel", (thick * 0.45, width - 2 * frame + 0.004, height - 2 * frame + 0.004), (0, 0, 0), mat, 0.002))
    for s in (-1, 1):
        pieces.append(box(f"{name}_bead{s}", (thick * 0.7, width - 2 * frame, 0.008), (0, 0, s * (height / 2 - frame - 0.004)), mat, 0.002))
        pieces.append(box(f"{name}_beadv{s}", (thick * 0.7, 0.008, height - 2 * frame), (0, s * (width / 2 - frame - 0.004), 0), mat, 0.002))
    y = handle_side * (width / 2 - frame / 2)
    z = height * 0.22 if not knob else height * 0.3
    for f in (-1, 1):
        x = f * (thick / 2)
        if knob:
            pieces.append(cylinder(f"{name}_knobstem{f}", 0.006, 0.02, (x + f * 0.01, y, z), handle, rot=(0, math.pi / 2, 0), verts=16))
            pieces.append(sphere(f"{name}_knob{f}", 0.014, (x + f * 0.024, y, z), handle))
        else:
            pieces.append(cylinder(f"{name}_pull{f}", 0.0055, 0.13, (x + f * 0.022, y, z), handle, verts=16))
            for e in (-1, 1):
                pieces.append(cylinder(f"{name}_post{f}{e}", 0.004, 0.022, (x + f * 0.011, y, z + e * 0.05), handle, rot=(0, math.pi / 2, 0), verts=12))
    for p in pieces:
        p.parent = root
    return root


# ---------------------------------------------------------------- pictures (numpy)


from stills import STILLS, _lerp, fbm1, fbm2  # noqa: E402,F401  (numpy pictures; fbm2 and _lerp serve the scenes too)


FILMS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "films")


def shot(name, kind):
    """A picture shot in 3D by films.py and kept in art/films/ (`kind` is its name there)."""
    path = os.path.join(FILMS, kind + ".jpg")
    if not os.path.exists(path):
        raise FileNotFoundError(f"{path}: render it first (bash art/render.sh films {kind}, then --keep it)")
    img = bpy.data.images.load(path)
    img.name = name
    img.pack()
    return img


def film_still(name, kind, aspect="16:9", w=1600):
    """The still a room's screen shows, at the screen's aspect: a frame shot in 3D ("film-...", the
    JPEG films.py renders into art/films/) or one of `stills.STILLS`, drawn in numpy."""
    if kind.startswith("film-"):
        if aspect != "2.39:1":
            raise ValueError(f"{kind} is shot at 2.39:1, not {aspect}")
        return shot(name, kind)
    a, b = (float(x) for x in aspect.split(":"))
    return to_image(name, STILLS[kind](w=w, h=int(round(w * b / a))))


def linear(rgb):
    """Display-referred sRGB values (0..1, any array shape) as the linear values a shader takes."""
    rgb = np.clip(rgb, 0, 1)
    return np.where(rgb <= 0.04045, rgb / 12.92, ((rgb + 0.055) / 1.055) ** 2.4)


def to_image(name, rgb, alpha=None):
    """rgb: (H, W, 3) array, row 0 at the top, display-referred values in 0..1 (sRGB-ish); `alpha`,
    an (H, W) coverage 0..1 for a picture cut out by it (`image_emission(..., cutout=True)`)."""
    lin = linear(rgb)
    H, W, _ = lin.shape
    img = bpy.data.images.new(name, W, H, alpha=alpha is not None, float_buffer=True)
    rgba = np.ones((H, W, 4), dtype=np.float32)
    rgba[..., :3] = lin[::-1]
    if alpha is not None:
        a = np.clip(alpha, 0, 1)[::-1]
        rgba[..., :3] *= a[..., None]  # a float image is held premultiplied (straight alpha left a white fringe)
        rgba[..., 3] = a
    img.pixels.foreach_set(rgba.ravel())
    img.pack()
    return img


# ---------------------------------------------------------------- render


def render(path, w=1920, h=1080, samples=None):
    scene = bpy.context.scene
    scene.render.resolution_x = w
    scene.render.resolution_y = h
    scene.render.resolution_percentage = 100
    if samples:
        scene.eevee.taa_render_samples = samples
    scene.render.image_settings.file_format = "PNG"
    scene.render.image_settings.color_depth = "8"
    scene.render.filepath = path
    bpy.ops.render.render(write_still=True)


def curtain(name, x0, x1, y, z0, z1, mat, folds=9, depth=0.07, gather=0.0, tie_z=None, irregular=0.0, seed=1, brk=0.0):
    """A pleated drape hanging from z1 to z0 between x0 and x1 (front faces -y).
    gather pulls the lower part towards x0 (a drape drawn back and tied at tie_z: see
    `_tied_width()`; `tieback()` then ties it). `irregular` (0 to 1) gives every fold its own width
    and depth, as real cloth falls: at 0.6 a fold is 0.4 to 1.6 of the mean width and 0.5 to 1.5 of
    the mean depth, the odd pair merging into one deep fold; `seed` picks the drape's own falls.
    `brk` is a hem that breaks on the floor: the last `brk` metres of cloth turn forward and lie on
    it at z0, its folds spreading as they land, as a heavy curtain hung long does."""
    nx, nz = folds * (16 if irregular > 0 else 10), 40  # narrow folds need more columns
    if tie_z is not None:
        nz = 120  # the waist at the tie is a curve: rows 2 cm apart
        width, bunch = _tied_width((z1 - tie_z) / (z1 - z0), gather, nz)
    fold_at = fold_depth = None
    if irregular > 0:
        rng = random.Random(seed)
        widths = [max(0.25, 1 + irregular * (2 * rng.random() - 1)) for _ in range(folds)]
        tot = sum(widths)
        fold_at = [0.0]
        for w_ in widths:
            fold_at.append(fold_at[-1] + w_ / tot)
        # deeper where a fold is wider, as cloth gathers
        fold_depth = [max(0.35, (0.6 + 0.4 * w_) * (1 + 0.8 * irregular * (2 * rng.random() - 1))) for w_ in widths]

    def fold_phase(u):
        """the fold phase at u (a crest at a quarter of each fold) and that fold's depth"""
        k = 0
        while k < folds - 1 and u > fold_at[k + 1]:
            k += 1
        f = (u - fold_at[k]) / (fold_at[k + 1] - fold_at[k])
        # each fold's depth eases into the next over its last third, so no step shows
        nxt = fold_depth[min(k + 1, folds - 1)]
        e = max(0.0, (f - 0.66) / 0.34)
        return (k + f) * 2 * math.pi, fold_depth[k] * (1 - e * e * (3 - 2 * e)) + nxt * e * e * (3 - 2 * e)
    verts, faces = [], []
    for j in range(nz + 1):
        v = j / nz
        z = z1 - (z1 - z0) * v
        for i in range(nx + 1):
            u = i / nx
            if tie_z is None:
                x = x0 + (x1 - x0) * u
                amp = depth
            else:
                # drawn back: the cloth's width narrowed to the tie and flaring below it, its folds
                # closer and deeper where it is narrow (the same cloth in less width)
                x = x0 + (x1 - x0) * u * width[j]
                amp = depth / width[j] ** 0.8
            # folds of uneven depth and spacing that flare a little towards the hem (a sewn heading
            # gathers them evenly at the top; lower down the cloth finds its own way)
            if fold_at is None:
                ph = u * folds * 2 * math.pi + (0.5 * math.sin(u * 5.3 + 1.0) + 0.35 * math.sin(u * 13.1 + 2.0)) * (0.4 + 0.6 * v)
                depth_k = 0.55 + 0.45 * (0.5 + 0.5 * math.sin(u * folds * 0.77 * 2 * math.pi + 2.0))
            else:
                ph, depth_k = fold_phase(u)
                ph += (0.5 * math.sin(u * 5.3 + seed) + 0.35 * math.sin(u * 13.1 + 2.0 * seed)) * (0.4 + 0.6 * v)
            if tie_z is not None:
                # in the tie the folds are pressed together into one rounded bunch: their depths
                # even out, the outer ones flattened against the middle ones
                b = bunch[j]
                depth_k += (1.0 - depth_k) * 0.7 * b
                amp *= 1 - b + b * (4 * u * (1 - u)) ** 0.6
            yy = y - amp * depth_k * (1 + 0.35 * v) * (0.5 + 0.5 * math.sin(ph)) * (0.85 + 0.15 * math.sin(v * 3 + u * 7))
            if brk and z < z0 + brk:
                # the cloth below z0 + brk bends forward onto the floor: its height folded into reach
                t = (z0 + brk - z) / brk
                yy -= brk * (1 - math.cos(t * math.pi / 2)) * (0.7 + 0.6 * depth_k)
                z = z0 + brk * (1 - math.sin(t * math.pi / 2))
            verts.append((x, yy, z))
    for j in range(nz):
        for i in range(nx):
            a = j * (nx + 1) + i
            faces.append((a, a + 1, a + nx + 2, a + nx + 1))
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    for p in me.polygons:
        p.use_smooth = True
    me.materials.append(mat)
    ob = bpy.data.objects.new(name, me)
    sol = ob.modifiers.new("thick", "SOLIDIFY")
    sol.thickness = 0.01
    if tie_z is not None:
        jt = round((z1 - tie_z) / (z1 - z0) * nz)  # the row in the tie: its outline, for tieback()
        ob["tie_row"] = [c for vtx in verts[jt * (nx + 1):(jt + 1) * (nx + 1)] for c in vtx[:2]]
        ob["tie_z"] = z1 - (z1 - z0) * jt / nz
    return link(ob)


def roman_blind(name, x, y, width, hem_z, top_z, mat, folds=3, facing="-y"):
    """A fabric Roman blind lowered to hem_z from a head rail at top_z: a flat face down to a few
    soft folds gathered above the hem (each fold a rounded roll, the lowest nearest the glass).
    (x, y) is the middle of its back face; it faces `facing` ('-y', '+y', '-x', '+x'). Returns the
    empty it is built round."""
    root = bpy.data.objects.new(name, None)
    link(root)
    pitch = 0.075
    parts = [box_from(f"{name}_face", (-width / 2, -0.012, hem_z + folds * pitch), (width / 2, 0, top_z), mat, 0.004)]
    for k in range(folds):
        parts.append(cylinder(f"{name}_fold{k}", 0.042, width, (0, -0.03 - 0.008 * (folds - k), hem_z + 0.04 + k * pitch), mat,
                              rot=(0, math.pi / 2, 0), verts=20))
    parts.append(box_from(f"{name}_head", (-width / 2 - 0.03, -0.09, top_z), (width / 2 + 0.03, 0.01, top_z + 0.12), mat, 0.01))
    for ob in parts:
        ob.parent = root
    root.location = (x, y, 0)
    root.rotation_euler = (0, 0, {"-y": 0.0, "+y": math.pi, "-x": -math.pi / 2, "+x": math.pi / 2}[facing])
    return root


def satin(name, color, rough=0.3):
    m, nt, p = _new_mat(name)
    lw = nt.nodes.new("ShaderNodeLayerWeight")
    lw.inputs["Blend"].default_value = 0.35
    mix = nt.nodes.new("ShaderNodeMixRGB")
    mix.inputs["Color1"].default_value = (*color, 1)
    mix.inputs["Color2"].default_value = (*[c * 0.45 for c in color], 1)
    nt.links.new(lw.outputs["Facing"], mix.inputs["Fac"])
    nt.links.new(mix.outputs["Color"], p.inputs["Base Color"])
    p.inputs["Roughness"].default_value = rough
    p.inputs["Specular"].default_value = 0.6
    p.inputs["Sheen"].default_value = 0.8
    p.inputs["Metallic"].default_value = 0.25
    return m


def projector_port(x, y, z, frame_mat, w=0.36, h=0.22, glint=0.25):
    """A projector's port on a back wall whose face is at y (facing +y), centred at (x, z): a small
    pane of dark glass `w` by `h` in a slim reveal of `frame_mat`, the lens behind it a faint blue
    glint of `glint` (a 90 cm walnut frame round a pane of black glass read, from the front, as a
    second screen or a clock)."""
    moulding_frame("port_reveal", x - w / 2 - 0.03, x + w / 2 + 0.03, z - h / 2 - 0.03, z + h / 2 + 0.03, y, frame_mat, "+y", 0.03, 0.025)
    box_from("port_glass", (x - w / 2, y, z - h / 2), (x + w / 2, y + 0.008, z + h / 2), gloss("port", (0.004, 0.004, 0.005), 0.05))
    cylinder("lens", 0.035, 0.002, (x, y + 0.009, z), emission("lens_e", (0.45, 0.52, 0.66), glint), rot=(math.pi / 2, 0, 0))


def carpet_band(name, x, y0, y1, mat, width=0.08, ends=(True, True)):
    """A band of a deeper-toned carpet let into the floor as a bespoke carpet's border, 2 mm proud:
    along both sides at x = ±`x` from y0 to y1, and across whichever ends `ends` closes (the end at
    y0, the end at y1), `width` wide."""
    for s in (-1, 1):
        box_from(f"{name}{s}", (s * x - width / 2, y0, 0), (s * x + width / 2, y1, 0.002), mat)
    for y, closed in ((y0, ends[0]), (y1 - width, ends[1])):
        if closed:
            box_from(f"{name}_x{y:.2f}", (-x - width / 2, y, 0), (x + width / 2, y + width, 0.002), mat)


def moulding_frame(name, x0, x1, z0, z1, y, mat, facing="-y", w=0.035, t=0.02):
    """A rectangular applied moulding on a wall plane (Georgian panelling)."""
    if facing in ("-y", "+y"):
        s = -1 if facing == "-y" else 1
        ya, yb = (y - t, y) if s < 0 else (y, y + t)
        box_from(f"{name}_t", (x0, ya, z1 - w), (x1, yb, z1), mat, 0.008)
        box_from(f"{name}_b", (x0, ya, z0), (x1, yb, z0 + w), mat, 0.008)
        box_from(f"{name}_l", (x0, ya, z0), (x0 + w, yb, z1), mat, 0.008)
        box_from(f"{name}_r", (x1 - w, ya, z0), (x1, yb, z1), mat, 0.008)
    else:
        s = -1 if facing == "-x" else 1
        xa, xb = (y - t, y) if s < 0 else (y, y + t)
        # here x0/x1 are y-extents and y is the wall x
        box_from(f"{name}_t", (xa, x0, z1 - w), (xb, x1, z1), mat, 0.008)
        box_from(f"{name}_b", (xa, x0, z0), (xb, x1, z0 + w), mat, 0.008)
        box_from(f"{name}_l", (xa, x0, z0), (xb, x0 + w, z1), mat, 0.008)
        box_from(f"{name}_r", (xa, x1 - w, z0), (xb, x1, z1), mat, 0.008)


def table_lamp(name, x, y, z, shade_mat, base_mat, power=25, h=0.62, color=WARM, collar_mat=None):
    """A thrown ginger-jar base (a smooth profile, 96 segments: see `vase()`), a collar (brass when
    `collar_mat` is given), a stem, under a tapered drum shade."""
    b = h * 0.55
    vase(f"{name}_base", [(0.07, 0), (0.092, b * 0.18), (0.106, b * 0.45), (0.098, b * 0.7), (0.07, b * 0.88),
                          (0.045, b * 0.97), (0.04, b)], (x, y, z), base_mat, mouth=False)
    cylinder(f"{name}_collar", 0.03, 0.016, (x, y, z + b + 0.008), collar_mat or base_mat, verts=48)
    cylinder(f"{name}_stem", 0.008, h * 0.3, (x, y, z + b + h * 0.15), collar_mat or base_mat)
    cylinder(f"{name}_shade", 0.17, 0.24, (x, y, z + h * 0.8 + 0.12), shade_mat, r2=0.14)
    point(f"{name}_light", (x, y, z + h * 0.85 + 0.08), power, color, 0.06, True)


def lathe(name, profile, loc, mat=None, segs=20):
    """A turned solid: `profile` is a list of (radius, z) from the bottom up, spun about z."""
    verts, faces = [], []
    for r, z in profile:
        for k in range(segs):
            a = 2 * math.pi * k / segs
            verts.append((r * math.cos(a), r * math.sin(a), z))
    for i in range(len(profile) - 1):
        for k in range(segs):
            a, b = i * segs + k, i * segs + (k + 1) % segs
            faces.append((a, b, b + segs, a + segs))
    n = len(profile)
    faces.append(tuple(range((n - 1) * segs, n * segs)))
    faces.append(tuple(reversed(range(segs))))
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    for poly in me.polygons:
        poly.use_smooth = True
    me.use_auto_smooth = True
    me.auto_smooth_angle = math.radians(50)
    return placed(name, me, loc, mat=mat)


def _spline(points, per=12):
    """A Catmull-Rom curve through `points` ((r, z) pairs), `per` steps a span: a smooth profile."""
    pts = [points[0]] + list(points) + [points[-1]]
    out = []
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        for k in range(per):
            t = k / per
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                                    + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3) for j in range(2)))
    out.append(points[-1])
    return out


def vase(name, outline, loc, mat, wall=0.006, segs=96, mouth=True):
    """A thrown vessel: `outline` is a few (radius, z) points of its outside from the foot up, drawn
    through as a smooth curve; a chamfered foot, a rounded rim `wall` thick, and the inside running
    down from the rim into shadow, so the mouth reads as an opening. Spun with `segs` segments and
    shaded smooth, so neither the profile nor the round shows a facet. Without `mouth`, the top is
    closed flat (a lamp base under its collar)."""
    r0 = outline[0][0]
    body = _spline(outline)
    rt, ht = body[-1]
    prof = [(0.0001, 0.0), (r0 - 0.004, 0.0), (r0 - 0.001, 0.0015)] + body[1:]
    if not mouth:
        return lathe(name, prof + [(0.0001, ht)], loc, mat, segs)
    # the rim: over the lip and down the inside
    for k in range(1, 6):
        a = math.pi * k / 6
        prof.append((rt - wall / 2 + wall / 2 * math.cos(a), ht + wall / 2 * math.sin(a)))
    depth = min(0.08, ht * 0.5)
    prof += [(rt - wall, ht - 0.01), (rt - wall * 1.3, ht - depth), (0.0001, ht - depth)]
    return lathe(name, prof, loc, mat, segs)


def _twig(name, pts, radii, loc, mat, thick):
    """One tapering twig through `pts` (offsets from `loc`), its thickness `thick` times `radii`."""
    cu = bpy.data.curves.new(name, "CURVE")
    cu.dimensions = "3D"
    cu.bevel_depth = thick
    cu.bevel_resolution = 2
    cu.use_fill_caps = True
    sp = cu.splines.new("BEZIER")
    sp.bezier_points.add(len(pts) - 1)
    for bp, co, r in zip(sp.bezier_points, pts, radii):
        bp.co = co
        bp.radius = r
        bp.handle_left_type = bp.handle_right_type = "AUTO"
    ob = bpy.data.objects.new(name, cu)
    ob.location = loc
    cu.materials.append(mat)
    return link(ob)


def twigs(name, loc, n, mat, length=(0.3, 0.5), spread=0.4, seed=1, thick=0.0022):
    """Bare dried branches in a vase's mouth at `loc`, as a stylist sets them: `n` stems fanning
    each its own way and bending as it goes, tapering to a point, each forking into two to four side
    twigs that taper in turn; no two alike."""
    rnd = random.Random(seed)
    for i in range(n):
        ln = rnd.uniform(*length)
        az = 2 * math.pi * i / n + rnd.uniform(-0.5, 0.5)
        lean = rnd.uniform(0.15, spread)
        curl = rnd.uniform(-0.25, 0.25)
        pts = []
        for f in (0.0, 0.33, 0.66, 1.0):
            a = az + curl * f
            bend = lean * f ** 1.4
            pts.append(Vector((math.cos(a) * bend * ln, math.sin(a) * bend * ln, f * ln * (1 - 0.15 * bend))))
        _twig(f"{name}{i}", pts, (1.0, 0.75, 0.5, 0.15), loc, mat, thick)
        for j in range(rnd.randint(2, 4)):
            f = rnd.uniform(0.35, 0.85)
            k = min(2, int(f * 3))
            t = f * 3 - k
            p0 = pts[k].lerp(pts[k + 1], t)
            d = (pts[k + 1] - pts[k]).normalized()
            side = d.cross(Vector((0, 0, 1)))
            if side.length < 1e-6:
                side = Vector((1, 0, 0))
            side.normalize()
            out = (d * rnd.uniform(0.6, 0.9) + side * rnd.choice((-1, 1)) * rnd.uniform(0.45, 0.8)).normalized()
            sl = rnd.uniform(0.05, 0.14) * (1.1 - f * 0.5)
            mid = p0 + out * sl * 0.5 + Vector((0, 0, sl * 0.08))
            _twig(f"{name}{i}_{j}", [p0, mid, p0 + out * sl], (0.6 * (1 - f * 0.5), 0.4, 0.1), loc, mat, thick)


def ceramic(name, color, rough=0.14, vary=0.1, speck=0.0):
    """A glazed stoneware: a glossy clear-coated glaze whose colour drifts a little over the piece
    (thicker and deeper in places, thinner and paler in others, as a dipped glaze runs), optional
    iron speckle, and a roughness that varies with it, so no two faces catch the light alike."""
    m, nt, p = _new_mat(name)
    vec = _tex_coord(nt)
    n = nt.nodes.new("ShaderNodeTexNoise")
    n.inputs["Scale"].default_value = 9.0
    n.inputs["Detail"].default_value = 3
    nt.links.new(vec, n.inputs["Vector"])
    dark = tuple(c * (1 - vary) for c in color)
    light = tuple(min(1, c * (1 + vary) + 0.01) for c in color)
    r = _ramp(nt, [(0.35, dark), (0.65, light)])
    nt.links.new(n.outputs["Fac"], r.inputs["Fac"])
    col = r.outputs["Color"]
    if speck:
        v = nt.nodes.new("ShaderNodeTexVoronoi")
        v.inputs["Scale"].default_value = 260.0
        nt.links.new(vec, v.inputs["Vector"])
        sr = _ramp(nt, [(0.0, (1, 1, 1)), (speck, (1, 1, 1))])
        sr.color_ramp.elements[0].color = (0.25, 0.2, 0.17, 1)
        sr.color_ramp.interpolation = "CONSTANT"
        nt.links.new(v.outputs["Distance"], sr.inputs["Fac"])
        mx = nt.nodes.new("ShaderNodeMixRGB")
        mx.blend_type = "MULTIPLY"
        mx.inputs["Fac"].default_value = 1.0
        nt.links.new(col, mx.inputs["Color1"])
        nt.links.new(sr.outputs["Color"], mx.inputs["Color2"])
        col = mx.outputs["Color"]
    nt.links.new(col, p.inputs["Base Color"])
    rr = nt.nodes.new("ShaderNodeMapRange")
    rr.inputs["To Min"].default_value = rough * 0.7
    rr.inputs["To Max"].default_value = rough * 1.4
    nt.links.new(n.outputs["Fac"], rr.inputs["Value"])
    nt.links.new(rr.outputs["Result"], p.inputs["Roughness"])
    p.inputs["Specular"].default_value = 0.5
    p.inputs["Clearcoat"].default_value = 0.5
    p.inputs["Clearcoat Roughness"].default_value = 0.05
    return m


def scatter_cushion(name, w, h, thick, loc, mat, rot=(0, 0, 0), bow=0.09, chop=0.045, n=32, piping=None, pipe_r=0.005,
                    flop=0.035, crease=0.008):
    """A feather scatter cushion, its faces in x and z and its thickness along y: two covers domed
    to `thick` at the middle and thinning to a 12 mm welt at the seam, the sides bowed in between
    pointed corners. Its top is chopped: a dip a little off the middle (where, and how the two ears
    rise either side of it, drawn from the name, so no two cushions match), and the top flops
    forward (towards +y, its front: stand it leaning back, rot x > 0) by `flop`, as a filled cover
    does. From each corner the cover's pull shows as a few shallow creases fanning in `crease` deep.
    Not a box: a box, however rounded, reads as a slab of foam."""
    verts, faces = [], []
    welt = 0.006
    rnd = random.Random(name)
    uc = rnd.uniform(-0.15, 0.15)  # where the chop falls
    ears = (rnd.uniform(0.85, 1.15), rnd.uniform(0.85, 1.15))  # how far each top corner flops
    phase = [rnd.uniform(0, math.tau) for _ in range(4)]

    def at(i, j, side):
        u, v = -1 + 2 * i / n, -1 + 2 * j / n
        dome = ((1 - u * u) * (1 - v * v)) ** 0.55
        x = u * w / 2 * (1 - bow * (1 - v * v))
        z = v * h / 2 * (1 - bow * (1 - u * u))
        if v > 0:
            z -= chop * max(0.0, 1 - abs(u - uc) / 0.8) ** 1.6 * v ** 3
        y = side * (welt + (thick / 2 - welt) * dome)
        # creases fanning in from each corner, fading out towards the middle and at the seam
        for k, (cu, cv) in enumerate(((-1, -1), (1, -1), (1, 1), (-1, 1))):
            du, dv = u - cu, v - cv
            d = math.hypot(du, dv)
            if d < 1.2:
                a = math.atan2(dv * cv, du * cu)  # the angle about the corner, mirrored alike for all four
                y += side * crease * math.sin(7 * a + phase[k]) * math.exp(-d / 0.35) * (1 - math.exp(-d / 0.06)) * dome ** 0.3
        if v > 0:  # the top flops forward, each ear its own way
            y += flop * v ** 2 * (ears[0] if u < 0 else ears[1]) ** (abs(u) * 2)
        return (x, y, z)

    idx = {}
    for side in (-1, 1):
        for i in range(n + 1):
            for j in range(n + 1):
                idx[side, i, j] = len(verts)
                verts.append(at(i, j, side))
    for side in (-1, 1):
        for i in range(n):
            for j in range(n):
                q = [idx[side, i, j], idx[side, i + 1, j], idx[side, i + 1, j + 1], idx[side, i, j + 1]]
                faces.append(q if side > 0 else q[::-1])
    # the welt: the two covers' edges joined all the way round
    ring = [(i, 0) for i in range(n)] + [(n, j) for j in range(n)] + [(i, n) for i in range(n, 0, -1)] + [(0, j) for j in range(n, 0, -1)]
    for k in range(len(ring)):
        a, b = ring[k], ring[(k + 1) % len(ring)]
        faces.append([idx[-1, a[0], a[1]], idx[-1, b[0], b[1]], idx[1, b[0], b[1]], idx[1, a[0], a[1]]])
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    me.update()
    for poly in me.polygons:
        poly.use_smooth = True
    ob = placed(name, me, loc, rot, mat)
    if piping is not None:  # a cord sewn into the welt all the way round
        seam = ((at(i, j, 1), at(i, j, -1)) for i, j in ring)  # midway between the covers' edges
        pts = [tuple((a + b) / 2 for a, b in zip(p, q)) for p, q in seam]
        piping_loop(f"{name}_pipe", pts, pipe_r, piping, parent=ob)
    return ob


def tailored_chair(prefix, x, y, turn, cover, legs, piping=None, seat_mat=None):
    """A tailored club chair, upholstered as one is made: a sprung base and a tight outside back and
    arms, every top edge piped; a loose seat cushion crowned and sunk a little where it is sat on, a
    loose back cushion leaning on the back, the arms rounded over; on four turned legs that lift it
    clear of the floor so it casts its shadow. (x, y) is the centre on the floor; it faces +y turned
    by `turn` radians about z."""
    pipe = piping or cover
    seat = seat_mat or cover
    root = bpy.data.objects.new(prefix, None)
    root.location = (x, y, 0)
    root.rotation_euler = (0, 0, turn)
    link(root)
    lz = 0.13  # the legs' height
    parts = [
        cushion(f"{prefix}_base", (0.58, 0.76, 0.27), (0, 0.02, lz + 0.135), cover, radius=0.035, crown=0.0, bulge=0.006,
                piping=pipe, pipe_edges=("top",)),
        cushion(f"{prefix}_outback", (0.84, 0.18, 0.5), (0, -0.34, lz + 0.47), cover, radius=0.06, crown=0.012, bulge=0.01,
                piping=pipe, pipe_edges=("top",), rot=(math.radians(-6), 0, 0)),
        cushion(f"{prefix}_seat", (0.56, 0.64, 0.14), (0, 0.08, lz + 0.34), seat, radius=0.045, crown=0.03, sag=0.014,
                sag_at=(0.0, -0.1), bulge=0.01, piping=pipe),
        cushion(f"{prefix}_backc", (0.55, 0.42, 0.17), (0, -0.2, lz + 0.6), seat, radius=0.06, crown=0.04, sag=0.016,
                sag_at=(0.0, -0.2), bulge=0.012, piping=pipe, rot=(math.pi / 2 - math.radians(14), 0, math.pi)),
    ]
    for s in (-1, 1):
        parts.append(cushion(f"{prefix}_arm{s}", (0.15, 0.78, 0.55), (s * 0.355, 0.01, lz + 0.275), cover, radius=0.065,
                             crown=0.012, bulge=0.01, piping=pipe, pipe_edges=("top",)))
        for t in (-1, 1):
            parts.append(lathe(f"{prefix}_leg{s}{t}", [(0.0001, 0), (0.016, 0), (0.02, 0.03), (0.026, 0.07), (0.022, 0.1),
                                                       (0.03, 0.115), (0.03, lz), (0.0001, lz)],
                               (s * 0.35, t * 0.33, 0.0), legs, 20))
    for ob in parts:
        ob.parent = root
    return root


def exterior_view(name, w=900, h=1000, seed=71):
    """What a window shows after dark: a deep blue sky with the last light low down, the tops of
    garden trees against it, the dark lawn below. Dim, slightly soft (seen through old glass)."""
    yy = np.linspace(1, 0, h)[:, None]
    xx = np.linspace(0, 1, w)[None, :]
    img = _lerp((0.25, 0.2, 0.22), (0.03, 0.06, 0.14), np.clip((yy - 0.3) / 0.6, 0, 1) ** 0.6 * np.ones_like(xx))
    trees = 0.38 + 0.22 * fbm1(xx[0], seed, 2, 6, 0.55) + 0.03 * fbm1(xx[0], seed + 3, 40, 3)
    leaf = fbm2(h, w, seed + 5, 30, 4)
    edge = yy < trees[None, :] + 0.03 * (leaf - 0.5)
    img = np.where(edge[..., None], np.array([0.012, 0.016, 0.018]) * (0.7 + 0.6 * leaf[..., None]), img)
    img = np.where((yy < 0.2)[..., None], np.array([0.01, 0.014, 0.012]), img)
    return to_image(name, img)


def lamp_shade(name, color=(0.55, 0.45, 0.32), glow=(1.0, 0.72, 0.42), strength=0.6):
    """Pleated linen lit from inside: the weave shows, and it glows warm rather than white."""
    m = fabric(name, color, 1600, 0.15)
    p = m.node_tree.nodes["Principled BSDF"]
    p.inputs["Emission"].default_value = (*glow, 1)
    p.inputs["Emission Strength"].default_value = strength
    return m


# ---------------------------------------------------------------- upholstery
# Textiles whose texture is a small picture baked in numpy and laid on by box projection in the
# object's own space (metres): a picture is filtered by the GPU's mipmaps, so its loops never beat
# into moire as a fine procedural wave does, and a bump read from it costs three texture look-ups,
# not three copies of a noise graph.


def _splat(h, cy, cx, patch):
    """Lay `patch` into the tileable height field `h` centred at (cy, cx), keeping the higher."""
    n0, n1 = h.shape
    ph, pw = patch.shape
    ys = (np.arange(ph) + int(cy) - ph // 2) % n0
    xs = (np.arange(pw) + int(cx) - pw // 2) % n1
    h[np.ix_(ys, xs)] = np.maximum(h[np.ix_(ys, xs)], patch)


def _blur_wrap(a, r):
    """A soft box blur that wraps round the tile's edges (three passes: nearly a Gaussian)."""
    for _ in range(3):
        for ax in (0, 1):
            a = sum(np.roll(a, k, axis=ax) for k in range(-r, r + 1)) / (2 * r + 1)
    return a


def boucle_height(n=512, tile=0.06, seed=7):
    """A boucle's surface as a tileable height field `tile` metres across: loops of yarn 2.5 to 6 mm
    across, each a part-open ring seen at its own slant, crowded and overlapping over a low ground
    of finer yarn, with a few tight nubs; every loop its own height, so the cloth reads irregular."""
    rng = np.random.default_rng(seed)
    px = n / tile / 1000.0  # pixels a millimetre
    h = 0.2 + _blur_wrap(rng.random((n, n)), 2) * 0.25  # the ground cloth between the loops
    count = int((tile * 1000 / 3.0) ** 2 * 2.2)
    for _ in range(count):
        r = rng.uniform(1.25, 3.0) * px
        t = rng.uniform(0.45, 0.7) * px  # the yarn's half thickness
        size = int(2 * (r + 3 * t)) + 3
        yy, xx = np.mgrid[0:size, 0:size] - size / 2
        a = rng.uniform(0, math.pi)
        e = rng.uniform(0.45, 1.0)  # the loop seen at a slant: an ellipse
        u = xx * math.cos(a) + yy * math.sin(a)
        v = (-xx * math.sin(a) + yy * math.cos(a)) / e
        d = np.hypot(u, v)
        ang = np.arctan2(v, u)
        gap = rng.uniform(0, 1.4)  # part of the ring lies under its neighbours
        arc = np.clip((np.abs(((ang - rng.uniform(-math.pi, math.pi)) + math.pi) % (2 * math.pi) - math.pi) - gap / 2) / 0.4, 0, 1)
        prof = np.sqrt(np.clip(1 - ((d - r) / t) ** 2, 0, 1))
        _splat(h, rng.uniform(0, n), rng.uniform(0, n), prof * arc * rng.uniform(0.55, 1.0))
    for _ in range(count // 6):  # tight nubs where the yarn knots
        r = rng.uniform(0.5, 1.1) * px
        size = int(2 * r) + 3
        yy, xx = np.mgrid[0:size, 0:size] - size / 2
        _splat(h, rng.uniform(0, n), rng.uniform(0, n), np.sqrt(np.clip(1 - (yy * yy + xx * xx) / (r * r), 0, 1)) * rng.uniform(0.7, 1.05))
    return np.clip(h, 0, 1)


def knit_height(n=384, cols=4, rows=6, seed=3):
    """A chunky hand knit as a tileable height field: columns of stitches, each a V of two plump
    slanted legs, the yarn's plies twisting along each leg, a stitch here and there pulled tighter."""
    rng = np.random.default_rng(seed)
    h = np.zeros((n, n))
    sw, sh = n / cols, n / rows
    for i in range(cols):
        for j in range(rows):
            tight = rng.uniform(0.88, 1.05)
            for s in (-1, 1):
                size = int(max(sw, sh) * 1.3)
                yy, xx = np.mgrid[0:size, 0:size] - size / 2
                a = -s * math.radians(60)
                u = xx * math.cos(a) + yy * math.sin(a)
                v = -xx * math.sin(a) + yy * math.cos(a)
                lu, lv = sh * 0.72 * tight, sw * 0.27
                d = (u / lu) ** 2 + (v / lv) ** 2
                ply = 0.85 + 0.15 * np.sin((u * 0.9 + v * 2.2) / lv * math.pi * 1.5)
                leg = np.sqrt(np.clip(1 - d, 0, 1)) * ply
                _splat(h, (j + 0.5) * sh, (i + 0.5) * sw + s * sw * 0.21, leg)
    return np.clip(0.12 + 0.88 * _blur_wrap(h, 1), 0, 1)


def weave_height(n=384, threads=12, seed=5):
    """A heathered wool weave (a tweed or basket cloth) as a tileable height field: `threads` warp
    and weft yarns across the tile, each yarn round in section and its own tone (the yarns are spun
    from mixed fibres), each crossing over two and under two, the crossings stepping across the cloth."""
    rng = np.random.default_rng(seed)
    i = np.arange(n) * threads / n
    iu = np.floor(i).astype(int)
    fu = i - iu
    prof = np.sqrt(np.clip(np.sin(math.pi * fu), 0, 1))
    tone_w = rng.uniform(0.6, 1.0, threads)
    tone_f = rng.uniform(0.6, 1.0, threads)
    slub = 0.85 + 0.15 * _blur_wrap(rng.random((n, n)), 3) / 0.5
    over = ((iu[:, None] + iu[None, :]) % 4) < 2  # rows: weft index, columns: warp index
    warp = prof[None, :] * tone_w[iu][None, :] * np.where(over, 1.0, 0.55)
    weft = prof[:, None] * tone_f[iu][:, None] * np.where(over, 0.55, 1.0)
    h = np.maximum(warp, weft) * slub
    return np.clip(0.05 + 0.9 * _blur_wrap(h, 1), 0, 1)


def _height_image(name, h):
    """A grey picture of a height field, packed into the file. A float picture is read as linear
    already; setting its colour space after filling it would regenerate it blank."""
    img = bpy.data.images.new(name, h.shape[1], h.shape[0], alpha=False, float_buffer=True)
    rgba = np.ones((h.shape[0], h.shape[1], 4), dtype=np.float32)
    rgba[..., 0] = rgba[..., 1] = rgba[..., 2] = h[::-1]
    img.pixels.foreach_set(rgba.ravel())
    img.pack()
    return img


_heights = {}


def _textile(name, color, kind, tile, bump, rough=0.95, sheen=0.8, contrast=0.6, drift=0.08):
    """A textile whose texture is the baked height field `kind` ('boucle' or 'knit'), `tile` metres
    across, projected on every face of the object: the yarn's tops lighter than the shadowed hollows
    between them (`contrast`), a velvety sheen at grazing angles, the bump read from the picture."""
    if kind not in _heights:
        _heights[kind] = _height_image(f"{kind}_height", {"boucle": boucle_height, "weave": weave_height}.get(kind, knit_height)())
    m, nt, p = _new_mat(name)
    vec = _tex_coord(nt, "Object", (1 / tile, 1 / tile, 1 / tile))
    tex = nt.nodes.new("ShaderNodeTexImage")
    tex.image = _heights[kind]
    tex.projection = "BOX"
    tex.projection_blend = 0.3
    nt.links.new(vec, tex.inputs["Vector"])
    hgt = tex.outputs["Color"]
    hv = _math(nt, "ADD", hgt, 0.0)  # the colour output as a value
    # tone: the hollows between loops in shadow, the loops' tops catching the light
    dark = tuple(c * (1 - contrast) for c in color)
    light = tuple(min(1.0, c * (1 + contrast * 0.45)) for c in color)
    r = _ramp(nt, [(0.0, dark), (0.55, color), (1.0, light)])
    nt.links.new(hv, r.inputs["Fac"])
    # a slow drift of tone over the piece, as a cloth's dye lot and nap vary
    dn = _noise(nt, _tex_coord(nt), 2.5, 1.0)
    mix = nt.nodes.new("ShaderNodeMixRGB")
    mix.blend_type = "MULTIPLY"
    mix.inputs["Fac"].default_value = 1.0
    nt.links.new(r.outputs["Color"], mix.inputs["Color1"])
    dr = _ramp(nt, [(0.3, (1 - drift,) * 3), (0.7, (1 + drift,) * 3)])
    nt.links.new(dn.outputs["Fac"], dr.inputs["Fac"])
    nt.links.new(dr.outputs["Color"], mix.inputs["Color2"])
    nt.links.new(mix.outputs["Color"], p.inputs["Base Color"])
    p.inputs["Roughness"].default_value = rough
    p.inputs["Specular"].default_value = 0.2
    p.inputs["Sheen"].default_value = sheen
    p.inputs["Sheen Tint"].default_value = 0.3
    _bump(nt, p, hv, bump, tile * 0.06)
    return m


def boucle(name, color, tile=0.08, bump=0.7, contrast=0.6):
    """A boucle: loops of yarn 3 to 8 mm across (at the default `tile`), crowded and irregular (see `boucle_height()`)."""
    return _textile(name, color, "boucle", tile, bump, contrast=contrast)


def knit(name, color, tile=0.1, bump=0.8, contrast=0.55):
    """A chunky hand knit: columns of plump V stitches, four to `tile` metres (see `knit_height()`)."""
    return _textile(name, color, "knit", tile, bump, sheen=0.6, contrast=contrast)


def tweed(name, color, tile=0.05, bump=0.5, contrast=0.5):
    """A heathered wool weave for tailored upholstery: yarns about 4 mm apart at the default `tile`,
    each its own tone, over two and under two (see `weave_height()`); no sheen to speak of."""
    return _textile(name, color, "weave", tile, bump, rough=0.9, sheen=0.35, contrast=contrast, drift=0.06)


def _rounded_ticks(h, r, nf, na):
    """Coordinates from -h to h: `nf` even steps along the flat, `na` steps into each rounded edge,
    spaced so the edge's arc is cut at even angles (see `cushion()`)."""
    inner = h - r
    band = [inner + r * math.tan(a) for a in np.linspace(0, math.pi / 4, na + 1)]
    flat = list(np.linspace(-inner, inner, nf + 1))
    return [-b for b in band[:0:-1]] + flat[:-1] + band


def cushion(name, size, loc, mat, radius=0.035, crown=0.02, sag=0.0, sag_at=(0.0, 0.2), bulge=0.008,
            rot=(0, 0, 0), piping=None, pipe_r=0.0045, pipe_edges=("top", "bottom"), nf=10, na=4):
    """An upholstered block as it is filled and sewn: a box whose every edge is rounded to `radius`,
    its top crowned by `crown` at the middle, its sides bulging a little (`bulge`), its top sunk by
    `sag` about `sag_at` (fractions of the half width and depth from the middle: where it is sat
    on), and a piping cord of `piping` sewn round the top and bottom edges where the top, bottom and
    boxing strip meet. Faces x, y, z as `box()`; `rot` turns it about its centre."""
    hx, hy, hz = (s / 2 for s in size)
    r = min(radius, hx - 1e-3, hy - 1e-3, hz - 1e-3)
    ticks = [_rounded_ticks(hh, r, max(2, int(nf * hh / max(hx, hy))), na) for hh in (hx, hy, hz)]
    half = np.array([hx, hy, hz])
    inner = half - r

    def deform(q):
        q = np.asarray(q, dtype=float)
        c = np.clip(q, -inner, inner)
        d = q - c
        ln = np.linalg.norm(d)
        p = c + (r * d / ln if ln > 1e-12 else 0)
        u, v, w = p / half
        f = max(0.0, 1 - u * u) * max(0.0, 1 - v * v)
        top, bot = max(w, 0.0), max(-w, 0.0)
        dz = crown * f * top - crown * 0.3 * f * bot
        if sag:
            dz -= sag * math.exp(-((u - sag_at[0]) / 0.55) ** 2 - ((v - sag_at[1]) / 0.6) ** 2) * top
        side = bulge * max(0.0, 1 - w * w)
        p = p + np.array([side * u * max(0.0, 1 - v * v), side * v * max(0.0, 1 - u * u), dz])
        return p, (d / ln if ln > 1e-12 else np.zeros(3))

    bm = bmesh.new()
    verts = {}

    def vert(q):
        key = tuple(round(c, 6) for c in q)
        if key not in verts:
            verts[key] = bm.verts.new(deform(q)[0])
        return verts[key]

    for ax in range(3):
        a1, a2 = [a for a in range(3) if a != ax]
        for s in (-1, 1):
            t1, t2 = ticks[a1], ticks[a2]
            for i in range(len(t1) - 1):
                for j in range(len(t2) - 1):
                    quad = []
                    for ii, jj in ((i, j), (i + 1, j), (i + 1, j + 1), (i, j + 1)):
                        q = [0.0, 0.0, 0.0]
                        q[ax], q[a1], q[a2] = s * half[ax], t1[ii], t2[jj]
                        quad.append(vert(q))
                    try:
                        bm.faces.new(quad)
                    except ValueError:
                        pass
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    me = bpy.data.meshes.new(name)
    bm.to_mesh(me)
    bm.free()
    for poly in me.polygons:
        poly.use_smooth = True
    ob = placed(name, me, loc, rot, mat)
    ob["half"] = [hx, hy, hz]
    ob["bevel"] = r
    if piping is not None:
        for edge in pipe_edges:
            zs = hz if edge == "top" else -hz
            ring = ([(x, -hy) for x in ticks[0]] + [(hx, y) for y in ticks[1][1:]] +
                    [(x, hy) for x in ticks[0][-2::-1]] + [(-hx, y) for y in ticks[1][-2:0:-1]])
            pts = []
            for x, y in ring:
                p, nrm = deform((x, y, zs))
                pts.append(p + nrm * pipe_r * 0.45)
            piping_loop(f"{name}_pipe_{edge}", pts, pipe_r, piping, parent=ob)
    return ob


def throw(name, path, width, loc, mat, thick=0.012, ripple=0.012, folds=4, rot=(0, 0, 0), seed=2):
    """A throw laid over a piece: a strip `width` wide (along y) whose cross-section follows `path`,
    a list of (x, z) points (over a cushion, up over an arm, down its side), rippling in soft folds
    along its width, more where it hangs free; `thick` through (a solidify)."""
    rng = np.random.default_rng(seed)
    pts = [np.array(p, dtype=float) for p in _spline(path, 10)]
    length = [0.0]
    for a, b in zip(pts, pts[1:]):
        length.append(length[-1] + float(np.linalg.norm(b - a)))
    L = length[-1]
    ny = 28
    phases = rng.uniform(0, 2 * math.pi, 3)
    verts, faces = [], []
    for i, (p, s) in enumerate(zip(pts, length)):
        a = pts[min(i + 1, len(pts) - 1)] - pts[max(i - 1, 0)]
        a = a / (np.linalg.norm(a) + 1e-9)
        nrm = np.array([-a[1], a[0]])  # the strip's normal in the x-z plane
        hang = max(0.0, -a[1])  # how steeply this part falls: folds deepen where it hangs
        for j in range(ny + 1):
            y = -width / 2 + width * j / ny
            wave = sum(math.sin(2 * math.pi * (k + 1) * folds * 0.5 * j / ny + phases[k] + s * 3) / (k + 1) for k in range(3))
            off = ripple * (0.35 + 1.6 * hang) * wave
            hem = 0.012 * math.sin(math.pi * s / L) * ((j / ny - 0.5) * 2) ** 2  # the edges curl a touch
            verts.append((p[0] + nrm[0] * (off + hem), y, p[1] + nrm[1] * (off + hem)))
    for i in range(len(pts) - 1):
        for j in range(ny):
            a0 = i * (ny + 1) + j
            faces.append((a0, a0 + 1, a0 + ny + 2, a0 + ny + 1))
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    for poly in me.polygons:
        poly.use_smooth = True
    ob = placed(name, me, loc, rot, mat)
    md = ob.modifiers.new("thick", "SOLIDIFY")
    md.thickness = thick
    md.offset = 1.0
    sub = ob.modifiers.new("smooth", "SUBSURF")
    sub.levels = sub.render_levels = 1
    return ob


def herringbone(name, x0, y0, x1, y1, mat, plank=(0.45, 0.09), gap=0.0015, angle=math.pi / 4, z=0.0, seed=5):
    """A herringbone floor of `plank` (length, width) blocks over the rectangle x0..x1, y0..y1 (the
    blocks running past its edges, under the walls), its rows at `angle`: two meshes, each turned so
    its blocks' length lies along its own x, so a `wood(..., axis="X", plank_attr="plank")` runs
    the grain along every block, each block its own tone and figure. The blocks stand `gap` apart
    over whatever lies beneath (a dark floor shows as the joints)."""
    L, w = plank
    rng = np.random.default_rng(seed)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    R = math.hypot(x1 - x0, y1 - y0) / 2 + L
    ca, sa = math.cos(angle), math.sin(angle)
    # the pattern: a block along the pattern's x at i(w, w) + j(L, -L), one along its y beside it
    ni, nj = int(R / (w * math.sqrt(2))) + 2, int(R / (L * math.sqrt(2))) + 2
    kinds = {"a": [], "b": []}
    for i in range(-ni, ni + 1):
        for j in range(-nj, nj + 1):
            ox, oy = i * w + j * L, i * w - j * L
            for kind, (ax0, ay0, ax1, ay1) in (("a", (0, 0, L, w)), ("b", (L, w - L, L + w, w))):
                mx, my = ox + (ax0 + ax1) / 2, oy + (ay0 + ay1) / 2
                wx, wy = cx + mx * ca - my * sa, cy + mx * sa + my * ca
                if x0 - L / 2 < wx < x1 + L / 2 and y0 - L / 2 < wy < y1 + L / 2:
                    kinds[kind].append((ox + ax0 + gap / 2, oy + ay0 + gap / 2, ox + ax1 - gap / 2, oy + ay1 - gap / 2))
    obs = []
    for kind, rects in kinds.items():
        verts, faces, cols = [], [], []
        for (a0, b0, a1, b1) in rects:
            corners = [(a0, b0), (a1, b0), (a1, b1), (a0, b1)]
            if kind == "b":  # in this mesh's frame the block's length lies along x
                corners = [(b, -a) for a, b in corners]
                corners = corners[::-1]
            k = len(verts)
            verts += [(p, q, 0.0) for p, q in corners]
            faces.append((k, k + 1, k + 2, k + 3))
            c = tuple(rng.random(3)) + (1.0,)
            cols += [c] * 4
        me = bpy.data.meshes.new(f"{name}_{kind}")
        me.from_pydata(verts, [], faces)
        attr = me.color_attributes.new("plank", "FLOAT_COLOR", "POINT")
        for k, c in enumerate(cols):
            attr.data[k].color = c
        rot = angle if kind == "a" else angle + math.pi / 2
        obs.append(placed(f"{name}_{kind}", me, (cx, cy, z), (0, 0, rot), mat))
    return obs


def limewash(name, color, amount=0.1, rough=0.95):
    """A limewash or chalky paint brushed on: its tone clouds over a metre or so and mottles at the
    brush's scale, a little lighter where it is thin and deeper where it pooled; no bump."""
    m, nt, p = _new_mat(name)
    vec = _tex_coord(nt)
    clouds = _noise(nt, vec, 0.9, 3.0, 0.55)
    brush = _noise(nt, vec, 1.0, 2.0, 0.6, 0.3, (7.0, 7.0, 3.5))
    t = _math(nt, "MULTIPLY_ADD", clouds.outputs["Fac"], 0.7, _math(nt, "MULTIPLY", brush.outputs["Fac"], 0.3))
    dark = tuple(c * (1 - amount) for c in color)
    light = tuple(min(1.0, c * (1 + amount) + 0.01) for c in color)
    r = _ramp(nt, [(0.32, dark), (0.5, color), (0.68, light)])
    nt.links.new(t, r.inputs["Fac"])
    nt.links.new(r.outputs["Color"], p.inputs["Base Color"])
    p.inputs["Roughness"].default_value = rough
    p.inputs["Specular"].default_value = 0.2
    return m


def rug_picture(w=900, h=900, ground=(0.62, 0.57, 0.5), border=(0.34, 0.27, 0.2), seed=11):
    """A hand-knotted wool rug's face as a picture (rows along the rug's length): an undyed wool
    ground with abrash (the tone shifting in bands across the rug from one dye lot to the next),
    soft tonal shapes drifting over the field, a bound border band and a fine line inside it, and
    the knots' grain."""
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[0:h, 0:w]
    g = np.array(ground, dtype=float)
    abrash = 1 + 0.05 * fbm1(np.linspace(0, 1, h), seed, 6, 4)[:, None] - 0.025
    field = fbm2(h, w, seed + 1, 3, 3)
    shapes = np.clip((field - 0.55) * 6, 0, 1)  # soft islands a little deeper than the ground
    img = g[None, None, :] * abrash[..., None] * (1 - 0.3 * shapes[..., None])
    img = img * (0.94 + 0.12 * rng.random((h, w, 1)))  # each knot its own
    edge = np.minimum(np.minimum(xx, w - 1 - xx), np.minimum(yy, h - 1 - yy)) / min(w, h)
    b = np.array(border, dtype=float)
    img = np.where((edge < 0.045)[..., None], b * (0.92 + 0.16 * rng.random((h, w, 1))), img)
    line = (edge > 0.06) & (edge < 0.066)
    img = np.where(line[..., None], b * 1.1, img)
    return np.clip(img, 0, 1) ** (1 / 2.2)  # to_image takes display values


def picture_rug(name, x0, y0, x1, y1, img, h=0.016, rough=0.98):
    """A rug from a picture of its face (see `rug_picture()`), the picture stretched over its top,
    the pile's nap as a faint sheen and a single small noise for its bump."""
    m, nt, p = _new_mat(name)
    sx, sy = x1 - x0, y1 - y0
    vec = _tex_coord(nt, "Object", (1 / sx, 1 / sy, 1.0))
    mp = nt.nodes.new("ShaderNodeMapping")
    mp.inputs["Location"].default_value = (0.5, 0.5, 0.0)
    nt.links.new(vec, mp.inputs["Vector"])
    tex = nt.nodes.new("ShaderNodeTexImage")
    tex.image = img
    tex.extension = "EXTEND"
    nt.links.new(mp.outputs["Vector"], tex.inputs["Vector"])
    nt.links.new(tex.outputs["Color"], p.inputs["Base Color"])
    p.inputs["Roughness"].default_value = rough
    p.inputs["Specular"].default_value = 0.15
    p.inputs["Sheen"].default_value = 0.6
    pile = _noise(nt, _tex_coord(nt), 700.0, 0.0)
    _bump(nt, p, pile.outputs["Fac"], 0.25, 0.002)
    return box_from(name, (x0, y0, 0.0), (x1, y1, h), m, 0.006)


# ---------------------------------------------------------------- a drape drawn back and tied


def _tied_width(tv, gather, nz, flare=0.55, soft=0.035):
    """A tied drape's width down its drop (a share of the track's, at each of nz + 1 rows from the
    heading, the tie at tv of the drop) and how far each row is in the tie's bunch (0 to 1).
    Below the heading the cloth hangs straight, then sweeps in to the tie ever faster, meeting it
    at a slant; below the tie it flares out as a bell to (1 - gather) + gather * flare at the hem,
    hanging straight again there. The V where the two meet is rounded over `soft` of the drop (a
    Gaussian along the drop), so the cloth eases into the tie and out of it with no kink."""
    fine = 8 * nz
    v = np.linspace(0.0, 1.0, fine + 1)
    t = np.clip(v / tv, 0, 1)
    above = 1 - gather * t * t * (3 - t) / 2  # straight at the heading, in at a slant
    t2 = np.clip((v - tv) / (1 - tv), 0, 1)
    below = 1 - gather + gather * flare * (1 - (1 - t2) ** 2)  # out at a slant, straight at the hem
    w = np.where(v <= tv, above, below)
    sig = soft * fine
    k = np.exp(-0.5 * (np.arange(-int(4 * sig), int(4 * sig) + 1) / sig) ** 2)
    k /= k.sum()
    pad = len(k) // 2
    w = np.convolve(np.pad(w, pad, mode="edge"), k, mode="valid")
    rows = np.linspace(0.0, 1.0, nz + 1)
    bunch = np.exp(-0.5 * ((rows - tv) / 0.06) ** 2)
    return np.interp(rows, v, w).tolist(), bunch.tolist()


def _sweep(name, path, section, mat, closed=True):
    """A tube swept along `path` (points (x, y, z), a loop when `closed`) lying in a horizontal
    plane: `section` is a list of (out, up) offsets, `out` along the path's outward normal in that
    plane, `up` along z. Smooth shaded."""
    n = len(path)
    verts, faces = [], []
    for i, p in enumerate(path):
        a, b = path[(i - 1) % n] if closed or i > 0 else p, path[(i + 1) % n] if closed or i < n - 1 else p
        tx, ty = b[0] - a[0], b[1] - a[1]
        ln = math.hypot(tx, ty) or 1.0
        nxv, nyv = ty / ln, -tx / ln  # to the right of the direction of travel
        for o, up in section:
            verts.append((p[0] + nxv * o, p[1] + nyv * o, p[2] + up))
    m = len(section)
    for i in range(n if closed else n - 1):
        for k in range(m):
            a, b = i * m + k, i * m + (k + 1) % m
            c, d = ((i + 1) % n) * m + (k + 1) % m, ((i + 1) % n) * m + k
            faces.append((a, b, c, d))
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    for poly in me.polygons:
        poly.use_smooth = True
    me.materials.append(mat)
    return link(bpy.data.objects.new(name, me))


def _chaikin(pts, rounds=3):
    """A closed polygon's corners cut `rounds` times: a smooth loop through its sides."""
    for _ in range(rounds):
        out = []
        for i, p in enumerate(pts):
            q = pts[(i + 1) % len(pts)]
            out.append(tuple(0.75 * a + 0.25 * b for a, b in zip(p, q)))
            out.append(tuple(0.25 * a + 0.75 * b for a, b in zip(p, q)))
        pts = out
    return pts


def tieback(name, drape, wall_x, band_mat, brass_mat, piping_mat=None, band=0.07, clear=0.016):
    """Tie a drape made by `curtain(..., tie_z=...)`: a tailored band of cloth round the bunch at the
    tie, its edges piped (in `piping_mat`), drawn back to a brass holdback on the side wall at x =
    wall_x (a rosette on a short stem, standing just in front of the drape's outer edge, which the
    band loops round). Returns the band."""
    row = list(drape["tie_row"])
    z = drape["tie_z"]
    xs, ys = np.array(row[0::2]), np.array(row[1::2])
    s = 1.0 if xs[-1] > xs[0] else -1.0  # +1 when the drape's inner edge lies towards +x
    y_back = ys.max()
    # the bunch's front: the deepest fold within a few centimetres of each point, smoothed
    order = np.argsort(xs)
    xs, ys = xs[order], ys[order]
    front = np.array([ys[np.abs(xs - x) < 0.03].min() for x in xs])
    front = np.convolve(np.pad(front, 4, mode="edge"), np.ones(9) / 9, mode="valid")
    # the holdback: a stem out of the wall, a backplate, a rosette at its end, in front of the
    # drape's outer edge
    outer = xs[0] if s > 0 else xs[-1]
    hy = min(front.min(), y_back - 0.06) - 0.012
    stem_len = abs(wall_x - outer) + 0.035
    cylinder(f"{name}_stem", 0.007, stem_len, (wall_x + s * stem_len / 2, hy, z), brass_mat, rot=(0, math.pi / 2, 0), verts=24)
    cylinder(f"{name}_plate", 0.03, 0.008, (wall_x + s * 0.004, hy, z), brass_mat, rot=(0, math.pi / 2, 0), verts=48)
    ros = lathe(f"{name}_rosette", [(0.003, -0.014), (0.042, -0.014), (0.048, -0.008), (0.046, -0.001), (0.036, 0.007),
                                     (0.021, 0.013), (0.008, 0.016), (0.002, 0.0165)],
                (wall_x + s * (stem_len + 0.014), hy, z), brass_mat, segs=48)
    ros.rotation_euler = (0, s * math.pi / 2, 0)  # its face to the room
    # the band's loop (seen from above): over the stem, across the bunch's front, round its inner
    # end, back along its back, round the drape's outer edge (between it and the wall) to the stem
    xs_ = wall_x + s * 0.035  # where it crosses the stem
    pts = [(xs_, hy - 0.011)]
    fx = xs if s > 0 else xs[::-1]
    ff = front if s > 0 else front[::-1]
    for x, f in list(zip(fx, ff))[::3]:
        if s * (x - xs_) > 0.03:
            pts.append((x, min(f - clear, hy - 0.011 + 0.4 * s * (x - xs_))))
    xi, fi = fx[-1] + s * clear, ff[-1]
    pts += [(xi + s * 0.008, (fi + y_back) / 2), (xi - s * 0.01, y_back + clear)]
    pts += [(wall_x + s * 0.025, y_back + clear), (wall_x + s * 0.022, hy + 0.03), (xs_ - s * 0.008, hy + 0.011)]
    # anticlockwise from above, so the sweep's right-hand normal points out
    area2 = sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(pts, pts[1:] + pts[:1]))
    if area2 < 0:
        pts = pts[::-1]
    loop = [(x, y, z) for x, y in _chaikin(pts, 3)]
    t = 0.005
    sec = [(0.0, -band / 2), (t, -band / 2 + 0.004), (t * 1.4, 0.0), (t, band / 2 - 0.004), (0.0, band / 2), (-0.002, 0.0)]
    ob = _sweep(name, loop, sec, band_mat)
    if piping_mat is not None:
        pipe = [(0.003 + 0.004 * math.cos(a), 0.004 * math.sin(a)) for a in np.linspace(0, 2 * math.pi, 9)[:-1]]
        for k, zz in enumerate((-band / 2, band / 2)):
            _sweep(f"{name}_piping{k}", [(x, y, z + zz) for x, y, _ in loop], pipe, piping_mat)
    return ob


# ---------------------------------------------------------------- tailored recliner


def _cup_holder(name, x, y, z_top, pad, metal, dark):
    """A cup holder set into a padded arm (`pad`): the hole cut through the pad, a bronze liner
    with a rolled flange resting on the leather, a dark felt disc at its foot."""
    cutter = cylinder(f"{name}_cut", 0.041, 0.3, (x, y, z_top), verts=32)
    cutter.hide_render = True
    cutter.hide_viewport = True
    md = pad.modifiers.new("cup", "BOOLEAN")
    md.operation = "DIFFERENCE"
    md.solver = "FAST"
    md.object = cutter
    # the liner as one turned piece: out along its foot, up the outside, over the flange and down
    # the inside to the felt
    lathe(f"{name}_liner", [(0.0001, -0.072), (0.04, -0.072), (0.0405, -0.004), (0.049, -0.002), (0.0515, 0.002),
                            (0.0495, 0.0055), (0.0395, 0.005), (0.0365, 0.0), (0.0365, -0.064), (0.0001, -0.064)],
          (x, y, z_top), metal, 40)
    cylinder(f"{name}_felt", 0.036, 0.004, (x, y, z_top - 0.062), dark, verts=32)


# The recliner's two cuts, in metres: "tailored", crisp edges and a firm fill, and "soft", every
# cushion's edges rounded about twice as far (a back shell that rolls over its top, a pillow
# headrest, arms that are rounded pads rather than blocks), fuller bulges and crowns, and a slimmer
# arm set a little lower. Same footprint and heights. `na` is how many steps round each rounded edge.
# The `flute_` numbers are the upright back's (`upright=True`): flutes side by side up the back,
# `flute_gap` apart (the stitched valley), `flute_d` deep, their edges rounded to `flute_r`, crowned
# by `flute_crown`, and filled out at the lumbar by `flute_lumbar` (metres forward, at
# `flute_lumbar_at`, a fraction of the half height below the middle), fading to nothing at each
# flute's sewn edges so the valleys stay straight and the back swells as one piece.
RECLINER_CUTS = {
    "tailored": dict(na=3, plinth_w=0.08, plinth_d=0.74, body_r=0.04, body_bulge=0.006,
                     seat_w=0.03, seat_d=0.66, seat_h=0.15, seat_r=0.05, seat_crown=0.024, seat_sag=0.016,
                     seat_bulge=0.01, seat_pipe=0.0055, front_d=0.07, front_y=0.425, front_r=0.03, front_bulge=0.008,
                     shell_d=0.20, shell_r=0.065, shell_crown=0.018, shell_bulge=0.012,
                     chan_d=0.13, lumbar=0.015, chan_r=0.032, chan_crown=0.02, chan_bulge=0.006,
                     head_d=0.21, head_h=0.14, head_r=0.05, head_crown=0.03, head_bulge=0.01, head_pipe=0.005,
                     arm_in=0.0, arm_d=0.86, arm_h=0.5, arm_z=0.32, arm_r=0.07, arm_inset=0.006, arm_bulge=0.007,
                     pad_w=0.014, pad_d=0.84, pad_h=0.095, pad_z=0.6175, pad_r=0.042, pad_crown=0.012,
                     pad_bulge=0.006, pad_pipe=0.005, cup_y=0.27, cup_z=0.665,
                     flute_gap=0.004, flute_d=0.13, flute_r=0.032, flute_crown=0.018, flute_sag=0.006,
                     flute_bulge=0.006, flute_lumbar=0.0, flute_lumbar_at=-0.45),
    "soft": dict(na=4, plinth_w=0.04, plinth_d=0.70, body_r=0.09, body_bulge=0.014,
                 seat_w=0.02, seat_d=0.68, seat_h=0.16, seat_r=0.075, seat_crown=0.03, seat_sag=0.02,
                 seat_bulge=0.016, seat_pipe=0.005, front_d=0.08, front_y=0.42, front_r=0.039, front_bulge=0.012,
                 shell_d=0.22, shell_r=0.105, shell_crown=0.03, shell_bulge=0.02,
                 chan_d=0.14, lumbar=0.02, chan_r=0.055, chan_crown=0.028, chan_bulge=0.01,
                 head_d=0.22, head_h=0.15, head_r=0.074, head_crown=0.035, head_bulge=0.014, head_pipe=0.0045,
                 arm_in=0.01, arm_d=0.84, arm_h=0.48, arm_z=0.31, arm_r=0.08, arm_inset=0.008, arm_bulge=0.014,
                 pad_w=0.01, pad_d=0.82, pad_h=0.1, pad_z=0.6, pad_r=0.049, pad_crown=0.016,
                 pad_bulge=0.01, pad_pipe=0.0045, cup_y=0.26, cup_z=0.655,
                 flute_gap=0.003, flute_d=0.14, flute_r=0.021, flute_crown=0.013, flute_sag=0.0,
                 flute_bulge=0.008, flute_lumbar=0.012, flute_lumbar_at=-0.42),
}
# "club": the tailored cut with a Chesterfield's arms, each topped by a full roll (its edges rounded
# to half its height) standing proud of the arm's outer face, its top at the tailored arm's height
RECLINER_CUTS["club"] = dict(RECLINER_CUTS["tailored"], pad_w=0.04, pad_h=0.13, pad_z=0.6, pad_r=0.064, pad_crown=0.0,
                             pad_bulge=0.004, pad_pipe=0.006)


def tailored_recliner(prefix, x, y, z, mats, width=0.62, arm_left=True, arm_right=True, arm_w=0.17, channels=4,
                      upright=False, cut="tailored", buttons=None, quilt=None):
    """A powered cinema recliner upholstered as an Italian maker tailors one in leather, facing +y:
    every piece a filled `cushion()` rather than a block. A seat cushion crowned and sunk a little where it is sat
    on, piped round its top; a soft outer back shell, crowned and bulging, piped round its back; the
    inside back channel-stitched (`channels` crowned pads meeting in sewn valleys, stacked up the back,
    or with `upright` side by side, running up it, as a bespoke maker stitches one); a headrest pillow
    piped round both faces; padded arms with rounded fronts, their tops crowned and piped along both
    edges, a bronze cup holder set into each; the leather's seams run along every rounded edge.
    With `buttons` (across, up) the inside back is one deep-buttoned cushion instead, as a
    Chesterfield's; with `quilt` (across, up) one cushion diamond-quilted, as a coachbuilder stitches
    a car's seat (`_diamond_tufted()` both). `mats` holds the "leather" of the seat, back, headrest
    and arm tops, and may hold a "base" for the outer shell, the body and the arms' sides, and an
    "arm_cap": a wooden arm top, bevelled, its cup holder set in the wood. (x, y) is the centre of
    the seat, z the floor; `cut` one of RECLINER_CUTS."""
    L, B = mats["leather"], mats.get("base", mats["leather"])
    dark = mats.get("plinth")
    metal = mats.get("cup_metal") or bpy.data.materials.get("recliner_bronze") or brass("recliner_bronze", (0.5, 0.33, 0.16), 0.22)
    pipe = mats.get("piping") or leather_piping(L)
    w = width
    k = RECLINER_CUTS[cut]
    na = k["na"]
    box(f"{prefix}_plinth", (w + k["plinth_w"], k["plinth_d"], 0.07), (x, y - 0.02, z + 0.035), dark, 0.005)
    cushion(f"{prefix}_body", (w, 0.84, 0.30), (x, y, z + 0.22), B, radius=k["body_r"], crown=0.0, bulge=k["body_bulge"], nf=6,
            na=na)
    cushion(f"{prefix}_seat", (w - k["seat_w"], k["seat_d"], k["seat_h"]), (x, y + 0.06, z + 0.44), L, radius=k["seat_r"],
            crown=k["seat_crown"], sag=k["seat_sag"], sag_at=(0.0, -0.25), bulge=k["seat_bulge"], piping=pipe,
            pipe_edges=("top",), pipe_r=k["seat_pipe"], nf=8, na=na)
    cushion(f"{prefix}_front", (w - 0.05, k["front_d"], 0.25), (x, y + k["front_y"], z + 0.245), L, radius=k["front_r"],
            crown=0.0, bulge=k["front_bulge"], nf=6, na=na)
    tilt = math.radians(14)
    back_h = 0.62
    base = Vector((x, y - 0.34, z + 0.42))
    up = Vector((0, -math.sin(tilt), math.cos(tilt)))  # up the reclined back
    facing_back = (math.pi / 2 + tilt, 0, 0)  # a cushion's top turned to face backwards, its y up the back
    facing_front = (math.pi / 2 - tilt, 0, math.pi)  # its top turned to face the screen
    shell = cushion(f"{prefix}_backshell", (w, back_h + 0.12, k["shell_d"]),
                    base + up * ((back_h + 0.12) / 2) + Vector((0, -0.06, 0)), B, radius=k["shell_r"],
                    crown=k["shell_crown"], bulge=k["shell_bulge"], rot=facing_back, piping=pipe, pipe_edges=("top",),
                    pipe_r=0.005, nf=8, na=na)
    if buttons or quilt:
        back = cushion(f"{prefix}_back", (w - 0.07, back_h - 0.004, k["chan_d"] + k["lumbar"]),
                       base + up * (back_h / 2) + Vector((0, 0.06, 0)), L, radius=k["chan_r"], crown=k["chan_crown"] * 1.5,
                       bulge=k["chan_bulge"], rot=facing_front, nf=120 if buttons else 110, na=na)
        if buttons:
            # creases folded tight, as the cover is pleated between buttons (renders32: 1.2 cm wide
            # on a 1 cm mesh they read as painted on)
            _diamond_tufted(back, buttons, L, crease=0.012, width=0.007)
        else:
            # stitched through a thin fill: every diamond a shallow puff, no buttons
            _diamond_tufted(back, quilt, L, dimple=0.0, crease=0.0045, width=0.006, buttoned=False)
    elif upright:
        cw = (w - 0.07) / channels
        for i in range(channels):
            c = base + up * (back_h / 2) + Vector((-(w - 0.07) / 2 + cw * (i + 0.5), 0.06, 0))
            fl = cushion(f"{prefix}_back{i}", (cw - k["flute_gap"], back_h - 0.004, k["flute_d"]), c, L,
                         radius=min(k["flute_r"], cw / 2 - 0.004), crown=k["flute_crown"], sag=k["flute_sag"],
                         sag_at=(0.0, -0.2), bulge=k["flute_bulge"], rot=facing_front, nf=8, na=na)
            if k["flute_lumbar"]:
                _flute_lumbar(fl, k["flute_lumbar"], k["flute_lumbar_at"])
    else:
        ch = back_h / channels
        for i in range(channels):
            c = base + up * (ch * (i + 0.5)) + Vector((0, 0.06, 0))
            # the lowest channel is the lumbar, fuller than those above it
            cushion(f"{prefix}_back{i}", (w - 0.07, ch - 0.004, k["chan_d"] + (k["lumbar"] if i == 0 else 0.0)), c, L,
                    radius=k["chan_r"], crown=k["chan_crown"], sag=0.006 if i == 1 else 0.0, bulge=k["chan_bulge"],
                    rot=facing_front, nf=8, na=na)
    hc = base + up * (back_h + 0.10) + Vector((0, 0.07, 0))
    cushion(f"{prefix}_head", (w - 0.1, k["head_d"], k["head_h"]), hc, L, radius=k["head_r"], crown=k["head_crown"],
            bulge=k["head_bulge"], rot=facing_front, piping=pipe, pipe_edges=("top", "bottom"), pipe_r=k["head_pipe"],
            nf=8, na=na)
    cap = mats.get("arm_cap")
    for side, on in ((-1, arm_left), (1, arm_right)):
        if not on:
            continue
        ax = x + side * (w / 2 + arm_w / 2)
        # the arm rounded in plan at its front and back, so its front reads as a padded round; under
        # a wooden cap it rises 3 cm, so the board's top sits at a padded arm's height
        rise = 0.03 if cap else 0.0
        cushion(f"{prefix}_arm{side}", (arm_w - k["arm_in"], k["arm_d"], k["arm_h"] + rise),
                (ax, y - 0.02, z + k["arm_z"] + rise / 2), B, radius=min(k["arm_r"], arm_w / 2 - k["arm_inset"]),
                crown=0.0, bulge=k["arm_bulge"], nf=6, na=na)
        if cap:
            # a solid board 3.5 cm thick on the arm, its edges rounded, standing 1 cm proud of the
            # arm's faces
            top = z + k["arm_z"] + k["arm_h"] / 2 + rise
            pad = box(f"{prefix}_armcap{side}", (arm_w + 0.02, k["arm_d"] + 0.03, 0.035), (ax, y - 0.005, top + 0.0175),
                      cap, 0.012, 3)
            _cup_holder(f"{prefix}_cup{side}", ax, y + k["cup_y"], top + 0.035, pad, metal, dark)
            continue
        pad = cushion(f"{prefix}_armtop{side}", (arm_w + k["pad_w"], k["pad_d"], k["pad_h"]), (ax, y - 0.02, z + k["pad_z"]),
                      L, radius=k["pad_r"], crown=k["pad_crown"], bulge=k["pad_bulge"], piping=pipe, pipe_edges=("top",),
                      pipe_r=k["pad_pipe"], nf=6, na=na)
        _cup_holder(f"{prefix}_cup{side}", ax, y + k["cup_y"], z + k["cup_z"], pad, metal, dark)
    return shell


def _diamond_tufted(ob, grid, mat, dimple=0.03, crease=0.01, width=0.012, buttoned=True):
    """Deep-button a cushion's top face (its local +z) as a Chesterfield's back is: buttons in
    staggered rows (`grid` = across on the full rows, rows up), each sunk `dimple` into the fill,
    the cover folded between neighbours in creases `crease` deep and about `width` wide that run
    diagonally from button to button and make the diamonds; a leather-covered button in each dimple
    (parented to the cushion). Without buttons and dimples, with fine creases, it is diamond
    quilting."""
    me = ob.data
    co = np.empty(len(me.vertices) * 3)
    me.vertices.foreach_get("co", co)
    co = co.reshape(-1, 3)
    hx, hy, hz = (co.max(axis=0) - co.min(axis=0)) / 2
    nb, nr = grid
    px = 2 * hx * 0.86 / nb  # across, between buttons in a full row
    py = 2 * hy * 0.84 / (nr - 1)  # up, between rows
    x0, y0 = -px * (nb - 1) / 2, -py * (nr - 1) / 2
    pts = [(x0 + px * (i + (j % 2) / 2), y0 + py * j) for j in range(nr) for i in range(nb - (j % 2))]
    g = math.sqrt(1 / px ** 2 + 1 / (4 * py ** 2))  # a diagonal's gradient in (a, b) per metre

    def depth(x, y):
        a, b = (x - x0) / px, (y - y0) / py
        near = np.minimum(np.abs((a - b / 2) - np.round(a - b / 2)), np.abs((a + b / 2) - np.round(a + b / 2))) / g
        # the creases fade out past the outer buttons, where the cover runs smooth to the edges
        inside = (np.clip(1.3 - np.abs(a - (nb - 1) / 2) / ((nb - 1) / 2 + 0.5), 0, 1)
                  * np.clip(1.3 - np.abs(b - (nr - 1) / 2) / ((nr - 1) / 2 + 0.4), 0, 1))
        d = crease * np.exp(-(near / width) ** 2) * np.minimum(inside * 1.5, 1.0)
        for bx, by in pts if dimple else ():
            d = d + dimple * np.exp(-((x - bx) ** 2 + (y - by) ** 2) / 0.024 ** 2)
        return d

    def sink(p):
        p = p.copy()
        front = np.clip((p[:, 2] - hz * 0.2) / (hz * 0.5), 0, 1)
        p[:, 2] -= depth(p[:, 0], p[:, 1]) * front
        return p
    reshape(ob, sink)
    if not buttoned:
        return ob
    me.vertices.foreach_get("co", co.ravel())
    face = co[co[:, 2] > co[:, 2].max() - 0.05]
    for k, (bx, by) in enumerate(pts):
        # the button sits on the surface where the dimple's floor lies
        j = np.argmin((face[:, 0] - bx) ** 2 + (face[:, 1] - by) ** 2)
        btn = sphere(f"{ob.name}_btn{k}", 0.0095, (0, 0, 0), mat, scale=(1, 1, 0.4))
        btn.parent = ob
        btn.location = (bx, by, face[j, 2] - 0.0005)
    return ob


def tailored_seat_row(prefix, n, cx, y, z, mats, width=0.62, arm_w=0.17, gap=0.0, **kw):
    """n tailored recliners side by side sharing arms (one arm between neighbours)."""
    pitch = width + arm_w + gap
    total = n * pitch - gap + arm_w
    xs = [cx - total / 2 + arm_w + width / 2 + i * pitch for i in range(n)]
    for i, xi in enumerate(xs):
        tailored_recliner(f"{prefix}{i}", xi, y, z, mats, width, arm_left=(i == 0 or gap > 0), arm_right=True, arm_w=arm_w,
                          **kw)
    return xs, total


def tailored_seat_rows(R, prefix, mats, arm_w=0.17, **kw):
    """Every row of tailored recliners where the model seats it: one chair per seat, its centres one
    seat width apart across the row (so neighbours share an arm), on the row's riser."""
    for r, (y, z, n) in enumerate(R["rows"]):
        across = [t["x"] for t in R["seats"] if t["row"] == r]
        tailored_seat_row(f"{prefix}{r}s", n, sum(across) / len(across), y, z, mats, width=R["seat_width"] - arm_w, arm_w=arm_w, **kw)


def bake_light_at(room_lo, room_hi, res=(6, 6, 3), cube_at=None, cube_radius=None, cubemap="128", visibility="8",
                  bounces=1, grid_reach=None):
    """`bake_light()` with its reflection cubemap where the room wants it. `bake_light()` stands the
    cubemap 1.3 m over the grid's floor: for a grid raised over the seats in a low room (St Albans':
    floor 1.85 m, ceiling 2.7 m) that is above the ceiling, where the cubemap sees the void over it,
    so leather and metal reflected a dark grey nothing. `cube_at` is a point in the room's free air
    (between rows, over the aisle) from which it sees the lit walls, the coves and the screen;
    `cube_radius` its influence (it should reach every corner of the room). `grid_reach` is how far
    past its box the grid's light reaches, fading out, in halves of the box (Blender's influence
    distance; 0.3 unless given): a grid raised over the furniture leaves a line on the walls where its
    light ends (the drawing room's, 0.2 m under its box), which a longer reach softens into a fall."""
    ee = bpy.context.scene.eevee
    ee.gi_diffuse_bounces = bounces
    ee.gi_cubemap_resolution = cubemap
    ee.gi_visibility_resolution = visibility
    ee.gi_irradiance_smoothing = 0.2
    ee.gi_filter_quality = 0.5
    lo, hi = Vector(room_lo), Vector(room_hi)
    c = (lo + hi) / 2
    half = (hi - lo) / 2
    bpy.ops.object.lightprobe_add(type="GRID", location=c)
    g = bpy.context.active_object
    g.scale = (half.x * 0.95, half.y * 0.95, half.z * 0.95)
    g.data.grid_resolution_x, g.data.grid_resolution_y, g.data.grid_resolution_z = res
    if grid_reach is not None:
        g.data.influence_distance = grid_reach
    at = Vector(cube_at) if cube_at is not None else Vector((c.x, c.y, lo.z + 1.3))
    bpy.ops.object.lightprobe_add(type="CUBEMAP", location=at)
    cm = bpy.context.active_object
    cm.data.influence_distance = cube_radius or max(half) * 1.6
    print(f"[aurum] baking {res} probes, the cubemap at {tuple(round(v, 2) for v in at)}", flush=True)
    t = time.time()
    bpy.ops.scene.light_cache_bake()
    print(f"[aurum] baked {res} probes in {time.time() - t:.0f}s: {ee.gi_cache_info}", flush=True)


def _clip_rect(poly, x0, y0, x1, y1):
    """A convex polygon (a list of (x, y)) cut to the rectangle x0..x1, y0..y1 (Sutherland-Hodgman)."""
    def cut(pts, inside, meet):
        out = []
        for i, q in enumerate(pts):
            pr = pts[i - 1]
            if inside(q):
                if not inside(pr):
                    out.append(meet(pr, q))
                out.append(q)
            elif inside(pr):
                out.append(meet(pr, q))
        return out

    def at_x(x):
        return lambda a, b: (x, a[1] + (b[1] - a[1]) * (x - a[0]) / (b[0] - a[0]))

    def at_y(y):
        return lambda a, b: (a[0] + (b[0] - a[0]) * (y - a[1]) / (b[1] - a[1]), y)
    for inside, meet in ((lambda q: q[0] >= x0, at_x(x0)), (lambda q: q[0] <= x1, at_x(x1)),
                         (lambda q: q[1] >= y0, at_y(y0)), (lambda q: q[1] <= y1, at_y(y1))):
        if not poly:
            break
        poly = cut(poly, inside, meet)
    return poly


def piping_loop(name, pts, r, mat, parent=None):
    """A round cord of radius `r` closed through `pts` (x, y, z), as a cushion's piping or a bag's
    welted rim is sewn: the one way the kit draws a closed cord."""
    cu = bpy.data.curves.new(name, "CURVE")
    cu.dimensions = "3D"
    cu.bevel_depth = r
    cu.bevel_resolution = 2
    sp = cu.splines.new("POLY")
    sp.points.add(len(pts) - 1)
    for k, p in enumerate(pts):
        sp.points[k].co = (*p, 1.0)
    sp.use_cyclic_u = True
    cu.materials.append(mat)
    ob = bpy.data.objects.new(name, cu)
    ob.parent = parent
    return link(ob)


# ---------------------------------------------------------------- an English sofa (renders26)

def velvet_nap(name, color, sheen_tint=0.5, nap=1.0, crush=0.1, crush_scale=6.0):
    """A cotton velvet whose pile reads as pile, where `velvet()` reads as a flat dull colour on a
    broad face: face-on the pile swallows the light and the cloth is deep (0.62 of `color`), turned
    away it lightens steeply (to about 2.6 times at grazing, a little greyed, as the pile's sides
    catch the light; `nap` scales the lift), so every roll, crown and pull shows as a change of tone.
    A faint crush: soft patches a few centimetres across, drawn out along z, where the pile lies
    another way and so turns light at another angle (`crush`, added to the facing term), and the tone
    drifting a little with them. No gloss; Eevee's sheen at the rim."""
    m, nt, p = _new_mat(name)
    vec = _tex_coord(nt, "Object", (1.0, 1.0, 0.75))
    cn = _noise(nt, vec, crush_scale, 3.0, 0.55, 1.4)
    cf = _math(nt, "SUBTRACT", cn.outputs["Fac"], 0.5)
    lw = nt.nodes.new("ShaderNodeLayerWeight")
    lw.inputs["Blend"].default_value = 0.5
    fac = _math(nt, "MULTIPLY_ADD", cf, 2 * crush, lw.outputs["Facing"], clamp=True)
    c = np.array(color, dtype=float)
    grey = float(c.mean())
    lit = c * (1 + 1.1 * nap)
    rim = (c * (1 + 1.6 * nap)) * 0.85 + grey * (1 + 1.6 * nap) * 0.15 + 0.015 * nap
    r = _ramp(nt, [(0.0, tuple(c * 0.62)), (0.3, tuple(c * 0.92)), (0.62, tuple(lit)), (1.0, tuple(np.minimum(rim, 1.0)))])
    nt.links.new(fac, r.inputs["Fac"])
    # the tone drifts with the crush: a crushed patch a shade lighter
    tone = _ramp(nt, [(0.25, (0.93,) * 3), (0.75, (1.07,) * 3)])
    nt.links.new(cn.outputs["Fac"], tone.inputs["Fac"])
    mix = nt.nodes.new("ShaderNodeMixRGB")
    mix.blend_type = "MULTIPLY"
    mix.inputs["Fac"].default_value = 1.0
    nt.links.new(r.outputs["Color"], mix.inputs["Color1"])
    nt.links.new(tone.outputs["Color"], mix.inputs["Color2"])
    nt.links.new(mix.outputs["Color"], p.inputs["Base Color"])
    p.inputs["Roughness"].default_value = 0.92
    p.inputs["Specular"].default_value = 0.08
    p.inputs["Sheen"].default_value = 1.0
    p.inputs["Sheen Tint"].default_value = sheen_tint
    pile = nt.nodes.new("ShaderNodeTexNoise")
    pile.inputs["Scale"].default_value = 60
    pile.inputs["Detail"].default_value = 4
    _bump(nt, p, pile.outputs["Fac"], 0.06, 0.003)
    return m


def rounded_outline(corners, step=0.01, arc_deg=7.5):
    """A closed outline through `corners`, a list of (a, b, r): each corner rounded to radius `r`
    (a concave corner as well as a convex one), points every `step` along the straights and the
    arcs cut at about `arc_deg` degrees or `step`, whichever is finer."""
    P = [np.array(c[:2], dtype=float) for c in corners]
    n = len(P)
    arcs = []
    for i in range(n):
        A, B, C = P[i - 1], P[i], P[(i + 1) % n]
        r = corners[i][2]
        u1, u2 = (A - B) / np.linalg.norm(A - B), (C - B) / np.linalg.norm(C - B)
        ang = math.acos(max(-1.0, min(1.0, float(u1 @ u2))))
        if r <= 0 or ang > math.pi - 1e-4:
            arcs.append([B])
            continue
        al = ang / 2
        t = r / math.tan(al)
        T1, T2 = B + u1 * t, B + u2 * t
        bis = (u1 + u2) / np.linalg.norm(u1 + u2)
        cc = B + bis * r / math.sin(al)
        a1 = math.atan2(*(T1 - cc)[::-1])
        a2 = math.atan2(*(T2 - cc)[::-1])
        d = (a2 - a1 + math.pi) % (2 * math.pi) - math.pi
        k = max(2, int(math.ceil(abs(d) / math.radians(arc_deg))), int(math.ceil(abs(d) * r / step)))
        arcs.append([cc + r * np.array((math.cos(a1 + d * j / k), math.sin(a1 + d * j / k))) for j in range(k + 1)])
    out = []
    for i in range(n):
        out.extend(arcs[i])
        a, b = arcs[i][-1], arcs[(i + 1) % n][0]
        k = int(np.linalg.norm(b - a) / step)
        out.extend(a + (b - a) * j / k for j in range(1, k))
    return out


def sweep_solid(name, outline, s0, s1, mat, axis="x", ends=(0.0, 0.0), step=0.02, shape=None, loc=(0, 0, 0)):
    """An upholstered piece swept from `s0` to `s1` along `axis` ('x' or 'y') through the closed
    `outline` (points (a, b): (y, z) for 'x', (x, z) for 'y'), each end rounded over by a radius
    (`ends`, the outline drawn in by the rounding's depth there and filled over in a low dome; an
    end of 0 is cut flat), stations every `step`. `shape(p, s, j, n)` moves each point p (the
    outline's point j at station s, n its outward normal, all 3D arrays) for the cloth's pulls, bows
    and rakes. Returns the object and `at(s, j, out=0.0)`, the point the mesh has there (pushed `out`
    along the normal: for cords)."""
    prof = np.array(outline, dtype=float)
    area = 0.5 * float(np.sum(prof[:, 0] * np.roll(prof[:, 1], -1) - np.roll(prof[:, 0], -1) * prof[:, 1]))
    if area < 0:
        prof = prof[::-1].copy()
    tang = np.roll(prof, -1, axis=0) - np.roll(prof, 1, axis=0)
    tang /= np.linalg.norm(tang, axis=1)[:, None]
    nrm = np.stack([tang[:, 1], -tang[:, 0]], axis=1)  # outward for an anticlockwise outline
    r0, r1 = ends

    def inset(s):
        if r0 > 0 and s < s0 + r0:
            e = s0 + r0 - s
            return r0 - math.sqrt(max(r0 * r0 - e * e, 0.0))
        if r1 > 0 and s > s1 - r1:
            e = s - (s1 - r1)
            return r1 - math.sqrt(max(r1 * r1 - e * e, 0.0))
        return 0.0

    def to3(s, a, b):
        return np.array((s, a, b)) if axis == "x" else np.array((a, s, b))

    def at(s, j, out=0.0):
        d = inset(s)
        a, b = prof[j] - nrm[j] * (d - out)
        n3 = to3(0.0, *nrm[j])
        p = to3(s, a, b)
        return shape(p, s, j, n3) if shape else p

    stations = []
    if r0 > 0:
        # from the end's tip forward to where the rounding meets the straight (renders32: laid from
        # there back to the tip, the rings folded over themselves and the end read as a hollow tube)
        stations += [s0 + r0 - r0 * math.cos(f) for f in np.linspace(0, math.pi / 2, 7)][:-1]
    a, b = s0 + r0, s1 - r1
    k = max(1, int(round((b - a) / step)))
    stations += [a + (b - a) * i / k for i in range(k + 1)]
    if r1 > 0:
        stations += [s1 - r1 + r1 * math.sin(f) for f in np.linspace(0, math.pi / 2, 7)][1:]
    m = len(prof)
    verts = [tuple(at(s, j)) for s in stations for j in range(m)]
    faces = [(i * m + j, i * m + (j + 1) % m, (i + 1) * m + (j + 1) % m, (i + 1) * m + j)
             for i in range(len(stations) - 1) for j in range(m)]
    ax = 0 if axis == "x" else 1
    for first, r, sign in ((0, r0, -1), ((len(stations) - 1) * m, r1, 1)):
        if not r:
            faces.append(tuple(range(first, first + m)))  # a flat cut end (hidden against another piece)
            continue
        # a rounded end is filled over, not capped flat: the cover domes a little (0.4 of the
        # rounding) in rings drawn in towards the middle, so the end's face takes the light as cloth
        # does (a flat cap, face-on to the camera, read as the dark mouth of a tube)
        ring = np.array(verts[first:first + m])
        c = ring.mean(axis=0)
        prev = list(range(first, first + m))
        for sc in (0.8, 0.6, 0.4, 0.2):
            pts = c + (ring - c) * sc
            pts[:, ax] = ring[:, ax] + sign * 0.4 * r * (1 - sc * sc)
            cur = list(range(len(verts), len(verts) + m))
            verts.extend(map(tuple, pts))
            faces += [(prev[j], prev[(j + 1) % m], cur[(j + 1) % m], cur[j]) for j in range(m)]
            prev = cur
        c[ax] = ring[:, ax].mean() + sign * 0.4 * r
        verts.append(tuple(c))
        faces += [(prev[j], prev[(j + 1) % m], len(verts) - 1) for j in range(m)]
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    bm = bmesh.new()
    bm.from_mesh(me)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    caps = [f for f in bm.faces if len(f.verts) > 4]
    flat = bmesh.ops.triangulate(bm, faces=caps, quad_method="BEAUTY", ngon_method="BEAUTY")["faces"]
    for f in bm.faces:
        f.smooth = True
    for f in flat:
        f.smooth = False  # a flat cut end's cap is shaded flat
    bm.to_mesh(me)
    bm.free()
    at.outline = prof
    return placed(name, me, loc, mat=mat), at


def cord(name, pts, r, mat, parent=None, closed=False):
    """A round cord of radius `r` through `pts`, open (its ends capped) or closed: piping along a
    seam that does not go all the way round."""
    ob = piping_loop(name, pts, r, mat, parent)
    ob.data.splines[0].use_cyclic_u = closed
    ob.data.use_fill_caps = not closed
    return ob


def reshape(ob, fn):
    """Move every vertex of `ob` (and of the cords parented to it, `cushion()`'s piping) by `fn`, a
    function of an (n, 3) array of points in the object's own space: a dent, a lean or a slump laid
    on a piece after it is built."""
    me = ob.data
    co = np.empty(len(me.vertices) * 3)
    me.vertices.foreach_get("co", co)
    me.vertices.foreach_set("co", np.asarray(fn(co.reshape(-1, 3)), dtype=float).ravel())
    me.update()
    for ch in ob.children:
        if ch.type == "CURVE":
            for sp in ch.data.splines:
                pts = np.array([tuple(pt.co)[:3] for pt in sp.points])
                for pt, c in zip(sp.points, np.asarray(fn(pts), dtype=float)):
                    pt.co = (*c, 1.0)
    return ob


def _smoothstep(a, b, x):
    """0 below a, 1 above b, a smooth step between (x an array or a number)."""
    t = np.clip((np.asarray(x, dtype=float) - a) / (b - a), 0.0, 1.0)
    return t * t * (3 - 2 * t)


def english_sofa(x, y, walnut, velvet, pipe, facing=1, pillows=(), width=2.6, seats=3, turn=0.0, prefix="sofa"):
    """An English sofa upholstered as one is made, `width` over its arms (2.6 m: three seats; one seat
    makes an armchair), its seat centred at (`x`, `y`) and facing +y (`facing` 1) or -y (-1), turned a
    further `turn` radians, in `velvet` piped in `pipe` (`velvet_nap()` cloths: deep face-on, lighter
    where the pile turns away), on turned legs in `walnut`. A frame back in one tight cover: the
    outside back raked back and bowed a little, full between a few shallow vertical pulls where the
    cover is tacked, under a thick roll that overhangs it, piped along its top edge and round its
    ends; rolled arms whose scroll faces are piped; a sprung deck; a seat cushion to each seat,
    crowned by its filling, sunk a little where it is sat on, piped round; a loose feather back
    cushion to each seat, leaning on the back its own way, thinning and slumping towards a crowned top
    dented where a head rested, creased, piped round both faces; `pillows`, scatter cushions as
    (cloth, piping, x across the seat, turn); turned legs (six under three seats). Built about its own
    centre and set in place by an empty named `prefix`, as its parts are."""
    before = set(bpy.data.objects)
    assert 1 <= seats <= 3
    lz, hx, pr = 0.13, width / 2, 0.0055
    inner = hx - 0.20  # the inside faces of the arms
    f = hx / 1.30  # the back's pulls spread over the width as over the three-seat sofa's
    # each seat takes the cushions' and back cushions' ways of the three-seat sofa's seat it stands for
    picks = [1] if seats == 1 else [0, 2] if seats == 2 else [0, 1, 2]

    # the frame's back: outside back, roll and inside back in one cover (y from the seat's centre)
    pulls = [(-0.87 * f, 0.011, 0.042, 0.02), (-0.30 * f, 0.009, 0.038, -0.015), (0.29 * f, 0.012, 0.045, 0.01),
             (0.86 * f, 0.01, 0.04, -0.02)]  # x, depth, width, slant over the height

    def back_shape(p, s, j, n):
        x, y, z = p
        y0 = y
        q = p.copy()
        # the tacked cover: full between the pulls, drawn in along each from under the roll
        if n[1] < -0.3 or z > 0.74:
            env = _smoothstep(0.34, 0.74, z) * (1 - _smoothstep(-0.46, -0.34, y0))
            env *= 1 - 0.75 * _smoothstep(0.80, 0.90, z)  # the roll itself stays full: only a dimple over each pull
            for xk, depth, w, slant in pulls:
                xc = xk + slant * (0.8 - z) / 0.6
                q -= n * depth * env * math.exp(-((x - xc) / w) ** 2)
        if n[1] < -0.5 and z < 0.78:  # the outside back bows out a little between its edges
            q[1] -= 0.011 * math.sin(math.pi * min(1.0, max(0.0, (z - 0.15) / 0.63))) * (1 - (x / hx) ** 6)
        if z > 0.8:  # the roll's stuffing a touch uneven along its length
            q += n * (0.0025 * math.sin(x * 7.3 + 1.1) + 0.0015 * math.sin(x * 17.1 + 0.3)) * _smoothstep(0.8, 0.86, z)
        # raked back, gently curving, the ends brought forward a little
        q[1] -= 0.06 * max(0.0, (z - 0.15) / 0.8) ** 1.3
        q[1] += 0.02 * (x / hx) ** 2
        return q

    # (every corner at least as round as the ends, so the outline drawn in at the ends never folds)
    back_ol = rounded_outline([(-0.26, 0.15, 0.045), (-0.50, 0.15, 0.045), (-0.50, 0.76, 0.05), (-0.555, 0.80, 0.048),
                                 (-0.555, 0.955, 0.10), (-0.27, 0.955, 0.08), (-0.26, 0.80, 0.05)], step=0.01)
    rb = 0.045
    back, bat = sweep_solid(f"{prefix}_back", back_ol, -hx, hx, velvet, "x", (rb, rb), 0.02, back_shape)
    ol = bat.outline
    # the piping along the roll's top back edge (where the inside back's cover meets the outside
    # back's), and round each end
    jt = int(np.argmin(np.hypot(ol[:, 0] + 0.5257, ol[:, 1] - 0.9257)))
    xs = np.linspace(-hx + 0.3 * rb, hx - 0.3 * rb, 120)
    cord(f"{prefix}_back_pipe", [bat(x, jt, pr * 0.5) for x in xs], pr, pipe, back)
    for e, xe in enumerate((-hx + 0.3 * rb, hx - 0.3 * rb)):
        cord(f"{prefix}_back_end{e}", [bat(xe, j, pr * 0.5) for j in range(len(ol))], pr, pipe, back, closed=True)

    # rolled arms: the inside arm rising to a thick roll that overhangs the outside arm, the scroll
    # face at the front piped round
    arm_ol = [(inner, lz, 0.01), (inner + 0.018, 0.55, 0.05), (inner + 0.018, 0.69, 0.085), (hx, 0.69, 0.085),
              (hx, 0.53, 0.06), (hx - 0.045, 0.50, 0.02), (hx - 0.045, lz, 0.01)]
    for side in (-1, 1):
        def arm_shape(p, s, j, n, side=side):
            q = p.copy()
            if p[2] > 0.5:  # the roll a little fuller towards the scroll, and not quite even
                q += n * (0.004 * _smoothstep(0.0, 0.45, s) + 0.0015 * math.sin(s * 9.0 + side))
            return q
        ol2 = rounded_outline([(side * a, b, r) for a, b, r in arm_ol], step=0.01)
        arm, aat = sweep_solid(f"{prefix}_arm{side}", ol2, -0.44, 0.47, velvet, "y", (0.0, 0.02), 0.03, arm_shape)
        cord(f"{prefix}_scroll{side}", [aat(0.47 - 0.008, j, pr * 0.5) for j in range(len(aat.outline))], pr, pipe, arm, closed=True)

    def up(name, lo, hi, **kw):  # an upholstered block from its corners, on the sofa's centre
        size = tuple(h - l for l, h in zip(lo, hi))
        return cushion(name, size, tuple((l + h) / 2 for l, h in zip(lo, hi)), velvet, piping=pipe, **kw)

    up(f"{prefix}_deck", (-inner - 0.005, -0.30, lz), (inner + 0.005, 0.465, 0.40), radius=0.03, crown=0.0, bulge=0.006, pipe_edges=("top",))
    cw = 2 * inner / seats
    seat_top = 0.57
    for k in range(seats):
        a, kk = -inner + k * cw + 0.006, picks[k]
        w_ = cw - 0.012
        c = up(f"{prefix}_cush{k}", (a, -0.30, 0.40), (a + w_, 0.50, seat_top), radius=0.045, crown=0.03 - 0.004 * kk,
               sag=(0.02, 0.012, 0.024)[kk], sag_at=(0.15 * (1 - kk), 0.2), nf=20)
        c.rotation_euler = (0, 0, math.radians((0.6, -0.3, -0.8)[kk]))

    # loose feather back cushions, leaning on the back: (lean, in-plane turn, yaw, dent's place and
    # depth, forward flop, creases as (u, v, angle, length, depth))
    backs = [
        (15, 0.0, 1.5, 0.3, 0.028, 0.018, [(-0.9, -0.8, 40, 0.30, 0.010), (0.5, -0.55, 150, 0.22, 0.007), (0.1, 0.5, -20, 0.18, 0.006)]),
        (12, -1.0, -0.5, -0.15, 0.036, -0.006, [(0.9, -0.85, 135, 0.28, 0.009), (-0.6, 0.1, 15, 0.26, 0.008), (0.3, 0.6, 200, 0.16, 0.006)]),
        (17, 4.0, -2.0, -0.35, 0.022, 0.03, [(-0.85, -0.7, 50, 0.24, 0.009), (0.7, -0.2, 165, 0.3, 0.01), (-0.2, 0.55, 10, 0.2, 0.007)]),
    ]
    bw, bh, bt = cw - 0.03, 0.45, 0.2
    for k, kk in enumerate(picks):
        lean, twist, yaw, u0, dent, flop, creases = backs[kk]
        cu = cushion(f"{prefix}_backc{k}", (bw, bh, bt), (0, 0, 0), velvet, radius=0.06, crown=0.04, bulge=0.012,
                       piping=pipe, nf=40)
        hxx, hyy, hzz = bw / 2, bh / 2, bt / 2

        def slump(P, u0=u0, dent=dent, flop=flop, creases=creases, hxx=hxx, hyy=hyy, hzz=hzz):
            x, y, z = P[:, 0].copy(), P[:, 1].copy(), P[:, 2].copy()
            u, v = x / hxx, y / hyy
            top, low = np.clip(v, 0, 1), np.clip(-v, 0, 1)
            for uc, vc, ang, L, depth in creases:  # creases pressed into both faces
                du, dv = math.cos(math.radians(ang)), math.sin(math.radians(ang))
                dx, dy = x - uc * hxx, y - vc * hyy
                t = dx * du + dy * dv
                d = -dx * dv + dy * du
                env = np.exp(-(d / 0.035) ** 2) * np.sin(np.pi * np.clip(t / L, 0, 1))
                env = env * (1 - 0.7 * _smoothstep(0.75, 1.0, np.maximum(np.abs(u), np.abs(v))))  # the piped edge holds its line
                z = z - np.sign(z) * depth * env * np.clip(np.abs(z) / hzz, 0, 1)
            z = z * (1 - 0.24 * top ** 1.5 + 0.08 * low)  # the feathers settle: thin at the top, full below
            y = y + 0.016 * (1 - u * u) * top ** 3 - 0.7 * dent * np.exp(-((u - u0) / 0.3) ** 2) * top ** 4
            x = x * (1 - 0.035 * top ** 2)  # the top corners lose their fill
            z = z + flop * top ** 2  # the top falls forward (or back) a little
            return np.stack([x, y, z], axis=1)
        reshape(cu, slump)
        rot = (math.pi / 2 - math.radians(lean), math.radians(twist), math.pi + math.radians(yaw))
        cu.rotation_euler = rot
        R = np.array(Euler(rot).to_matrix())
        co = np.empty(len(cu.data.vertices) * 3)
        cu.data.vertices.foreach_get("co", co)
        V = co.reshape(-1, 3) @ R.T
        cz = seat_top + 0.012 - V[:, 2].min()  # its foot settled on the seat cushions
        zw = V[:, 2] + cz
        # the inside back's face at each height (raked as the back is), the cushion just touching it
        yib = -0.26 - 0.06 * np.clip((zw - 0.15) / 0.8, 0, None) ** 1.3
        cy = float(np.max(yib - V[:, 1])) + 0.004
        cu.location = (-inner + (k + 0.5) * cw + (0.006, 0.0, -0.01)[kk], cy, cz)
    for k, (cloth, piping, px, yaw) in enumerate(pillows):
        # leaning back against the back cushions, their tops flopping forward
        scatter_cushion(f"{prefix}_pillow{k}", 0.52, 0.5, 0.19, (px, 0.0, 0.86), cloth, rot=(math.radians(12), 0, yaw),
                        piping=piping)
    leg_prof = [(0.0001, 0), (0.017, 0), (0.021, 0.03), (0.027, 0.075), (0.023, 0.105), (0.032, 0.12), (0.032, lz),
                (0.0001, lz)]
    for s in (-1, 0, 1) if seats == 3 else (-1, 1):
        for t in (-1, 1):
            lathe(f"{prefix}_leg{s}{t}", leg_prof, (s * (hx - 0.14), 0.40 if t > 0 else -0.43, 0.0), walnut, 20)
    holder = link(bpy.data.objects.new(prefix, None))
    holder.location = (x, y, 0.0)
    holder.rotation_euler = (0.0, 0.0, (0.0 if facing > 0 else math.pi) + turn)
    for ob in set(bpy.data.objects) - before:
        if ob.parent is None and ob is not holder:
            ob.parent = holder
    return holder


# ---------------------------------------------------------------- a cinema's quieter fittings
# (St Albans, renders28: a reviewer called its silver cube sconces, bright ceiling downlights and
# boxy black recliners a "gamer basement")


def grained_leather(name, color, rough=0.34, sheen=0.2, grain=2.0, relief=0.4, drift=0.12):
    """`leather()` with a grain that reads at a cinema's viewing distances: its pebbles `grain`
    times the kit's (about 3 mm across rather than 1.5 mm), its creases likewise, a deeper relief
    (`relief`, the bump's strength) and a stronger tonal drift (`drift`), so a dark hide shows its
    pebble and its wear under a low light instead of a flat black sheen."""
    m = leather(name, color, rough, sheen)
    nt = m.node_tree
    for n in nt.nodes:
        if n.type == "TEX_VORONOI" and n.feature == "DISTANCE_TO_EDGE":
            n.inputs["Scale"].default_value /= grain
        elif n.type == "BUMP":
            n.inputs["Strength"].default_value = relief
    # the drift: `_vary` put a colour ramp between two tones of the hide; widen it
    for n in nt.nodes:
        if n.type == "VALTORGB" and len(n.color_ramp.elements) == 2:
            lo, hi = n.color_ramp.elements
            lo.color = (*[c * (1 - drift) for c in color], 1)
            hi.color = (*[min(1.0, c * (1 + drift)) for c in color], 1)
    return m


def pinhole_downlight(name, x, y, h, power, color=WARM2, angle=30, target=None, shadow=False, lens=3.0, trim=None):
    """A recessed pinhole downlight as a cinema wants one: a 12 mm aperture in a small black
    trim, the lamp set back inside it so from the seats it is a faint warm dot, not a hot disc.
    `power` as `downlight()`'s (the fitting's rough LED wattage); `lens` the aperture's brightness."""
    key = f"pinhole_lens_{lens}"
    if key not in _mats:
        _mats[key] = emission(key, color, lens)
    if "pinhole_trim" not in _mats:
        _mats["pinhole_trim"] = matte("pinhole_trim", (0.01, 0.01, 0.011), 0.6, vary=0)
    cylinder(f"{name}_trim", 0.022, 0.004, (x, y, h - 0.002), trim or _mats["pinhole_trim"], verts=32)
    cylinder(f"{name}_lens", 0.006, 0.002, (x, y, h - 0.0045), _mats[key], verts=24)
    return spot(name, (x, y, h - 0.02), target or (x, y, 0), power * 6, color, angle, 0.7, 0.02, shadow)


def _half_drum(name, r0, r1, height, loc, facing, mat, segs=24):
    """An open half drum (a shade's half against a wall), its flat back on the wall, wider at the
    foot (r0) than the top (r1), facing +x or -x; a solidify gives it a cloth's thickness."""
    s = 1 if facing == "+x" else -1
    verts, faces = [], []
    for k, (zz, r) in enumerate(((-height / 2, r0), (height / 2, r1))):
        for i in range(segs + 1):
            a = math.pi * i / segs - math.pi / 2
            verts.append((s * r * math.cos(a), r * math.sin(a), zz))
    n = segs + 1
    for i in range(segs):
        faces.append((i, i + 1, n + i + 1, n + i))
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    for poly in me.polygons:
        poly.use_smooth = True
    ob = placed(name, me, loc, (0, 0, 0), mat)
    sol = ob.modifiers.new("cloth", "SOLIDIFY")
    sol.thickness = 0.003
    return ob


def shaded_sconce(name, x, y, z, facing, bronze, shade, up=12, down=10, color=WARM, shadow=False):
    """A slim bronze wall light under a half-drum linen shade, for a cinema's pilasters: a narrow
    bronze back plate, a short arm, the shade (its top and foot open, so it throws its scallops up
    and down the wall as a washer does) glowing warm through its weave. facing '+x' or '-x'."""
    s = 1 if facing == "+x" else -1
    box(f"{name}_plate", (0.012, 0.05, 0.2), (x + s * 0.006, y, z - 0.02), bronze, 0.004)
    box(f"{name}_arm", (0.05, 0.014, 0.014), (x + s * 0.03, y, z - 0.09), bronze, 0.004)
    cylinder(f"{name}_cup", 0.012, 0.05, (x + s * 0.06, y, z - 0.065), bronze, verts=24)
    _half_drum(f"{name}_shade", 0.09, 0.08, 0.17, (x + s * 0.003, y, z), facing, shade)
    # a bronze rim round the shade's foot and top
    for zz, r in ((-0.085, 0.09), (0.085, 0.08)):
        pts = [(x + s * (0.003 + r * math.cos(a)), y + r * math.sin(a), z + zz)
               for a in [math.pi * i / 24 - math.pi / 2 for i in range(25)]]
        cord(f"{name}_rim{zz > 0}", pts, 0.0022, bronze)
    p = Vector((x + s * 0.06, y, z))
    if up:
        spot(f"{name}_up", p + Vector((0, 0, 0.05)), p + Vector((s * 0.15, 0, 3)), up, color, 110, 1.0, 0.03, shadow)
    if down:
        spot(f"{name}_dn", p + Vector((0, 0, -0.05)), p + Vector((s * 0.15, 0, -3)), down, color, 110, 1.0, 0.03, shadow)
    point(f"{name}_fill", p + Vector((s * 0.02, 0, 0)), up * 0.08, color, 0.03, False)


def per_piece(m, attr="flag", shift=(5.3, 3.7, 2.1), tone=0.06):
    """Cut every piece of a tiled surface from its own place in the block: each object-space
    lookup of material `m` (any of the kit's procedural stones) moved by the piece's random colour
    attribute `attr` times `shift` metres, and its base colour scaled within +/- `tone`, as
    `chequer_floor()` writes it. Returns `m`."""
    nt = m.node_tree
    at = nt.nodes.new("ShaderNodeAttribute")
    at.attribute_name = attr
    for tc in [n for n in nt.nodes if n.type == "TEX_COORD"]:
        for lk in list(tc.outputs["Object"].links):
            sh = nt.nodes.new("ShaderNodeVectorMath")
            sh.operation = "MULTIPLY_ADD"
            sh.inputs[1].default_value = shift
            nt.links.new(at.outputs["Color"], sh.inputs[0])
            nt.links.new(tc.outputs["Object"], sh.inputs[2])
            to = lk.to_socket
            nt.links.remove(lk)
            nt.links.new(sh.outputs["Vector"], to)
    p = next(n for n in nt.nodes if n.type == "BSDF_PRINCIPLED")
    if tone and p.inputs["Base Color"].is_linked:
        src = p.inputs["Base Color"].links[0].from_socket
        sep = nt.nodes.new("ShaderNodeSeparateColor")
        nt.links.new(at.outputs["Color"], sep.inputs[0])
        k = _map(nt, sep.outputs[2], 0.0, 1.0, 1 - tone, 1 + tone)
        mul = nt.nodes.new("ShaderNodeVectorMath")
        mul.operation = "SCALE"
        nt.links.new(src, mul.inputs[0])
        nt.links.new(k, mul.inputs["Scale"])
        nt.links.new(mul.outputs["Vector"], p.inputs["Base Color"])
    return m


def chequer_floor(name, x0, y0, x1, y1, light, dark, grout, tile=0.4, border=0.2, border_mat=None, gap=0.003,
                  origin=(0.0, 0.0), lippage=0.0015, border_len=(0.7, 1.1), seed=5):
    """A hall floor of square stones `tile` wide laid on the diagonal in a chequer of `light` and
    `dark`, a border `border` wide round it (of `border_mat`, `dark` unless given) in lengths of
    `border_len`, every joint `gap` wide over a bed of `grout`. The diagonal is set out from `origin`
    (a corner where four stones meet). As a laid floor is: each stone tilts by up to `lippage`
    radians and sits a fraction of a millimetre higher or lower than its neighbours, so its sheen
    breaks from stone to stone; each carries a random colour in the attribute "flag" (see
    `per_piece()`). Flat pieces at z ~ 0 over the grout just below."""
    rng = np.random.default_rng(seed)
    a = gap / 2
    s2 = math.sqrt(2)
    fx0, fy0, fx1, fy1 = x0 + border, y0 + border, x1 - border, y1 - border
    ox, oy = origin

    def world(u, v):
        return (ox + (u - v) / s2, oy + (u + v) / s2)

    sq = [(a, a), (tile - a, a), (tile - a, tile - a), (a, tile - a)]
    pieces = {0: [], 1: [], 2: []}
    corners = [((x - ox) + (y - oy), -(x - ox) + (y - oy)) for x in (fx0, fx1) for y in (fy0, fy1)]
    us = [q[0] / s2 for q in corners]
    vs = [q[1] / s2 for q in corners]
    for i in range(int(math.floor(min(us) / tile)) - 1, int(math.ceil(max(us) / tile)) + 1):
        for j in range(int(math.floor(min(vs) / tile)) - 1, int(math.ceil(max(vs) / tile)) + 1):
            poly = _clip_rect([world(i * tile + u, j * tile + v) for u, v in sq], fx0 + a, fy0 + a, fx1 - a, fy1 - a)
            if len(poly) >= 3:
                area = 0.5 * abs(sum(p[0] * q[1] - q[0] * p[1] for p, q in zip(poly, poly[1:] + poly[:1])))
                if area > 2e-5:
                    pieces[(i + j) % 2].append(poly)
    for (bx0, by0, bx1, by1, along) in ((x0, y0, fx0, y1, 1), (fx1, y0, x1, y1, 1), (fx0, y0, fx1, fy0, 0), (fx0, fy1, fx1, y1, 0)):
        lo, hi = (by0, by1) if along else (bx0, bx1)
        t = lo
        while t < hi - 1e-6:
            e = min(hi, t + rng.uniform(*border_len))
            if hi - e < 0.3:
                e = hi
            if along:
                pieces[2].append([(bx0 + a, t + a), (bx1 - a, t + a), (bx1 - a, e - a), (bx0 + a, e - a)])
            else:
                pieces[2].append([(t + a, by0 + a), (e - a, by0 + a), (e - a, by1 - a), (t + a, by1 - a)])
            t = e
    obs = []
    for part, mat in ((0, light), (1, dark), (2, border_mat or dark)):
        verts, faces, cols = [], [], []
        for poly in pieces[part]:
            n = len(verts)
            cx = sum(p[0] for p in poly) / len(poly)
            cy = sum(p[1] for p in poly) / len(poly)
            tx, ty = rng.normal(0, lippage / 2, 2)
            dz = rng.uniform(0.0, 0.0008)
            verts += [(x, y, dz + tx * (x - cx) + ty * (y - cy)) for x, y in poly]
            faces.append(tuple(range(n, n + len(poly))))
            cols += [tuple(rng.random(3)) + (1.0,)] * len(poly)
        me = bpy.data.meshes.new(f"{name}_{part}")
        me.from_pydata(verts, [], faces)
        attr = me.color_attributes.new("flag", "FLOAT_COLOR", "POINT")
        for q, col in enumerate(cols):
            attr.data[q].color = col
        obs.append(placed(f"{name}_{part}", me, (0, 0, 0), mat=mat))
    obs.append(box_from(f"{name}_grout", (x0, y0, -0.03), (x1, y1, -0.0012), grout))
    return obs


BOLECTION = [(0.0, 0.0), (0.004, 0.01), (0.009, 0.018), (0.015, 0.025), (0.022, 0.029), (0.029, 0.029),
             (0.035, 0.026), (0.039, 0.02), (0.043, 0.016), (0.049, 0.014), (0.054, 0.014), (0.055, 0.009),
             (0.06, 0.007), (0.064, 0.0)]  # (inset from the frame's outer edge, projection from the wall), metres


def wall_frame(name, u0, u1, z0, z1, wall, facing, mat, profile=BOLECTION):
    """A moulded frame planted on a wall, its `profile` ((inset, projection) pairs from the outer
    edge inwards, a bolection by default: a bold roll, a cove, a fillet stepping down to the panel)
    run round the rectangle u0..u1 (along the wall), z0..z1 and mitred at the corners. `wall` is the
    wall's plane (its x for facing '+x'/'-x', its y for '+y'/'-y'); `facing` the way the wall faces."""
    def to3(u, v, w):
        return {"+x": (wall + w, u, v), "-x": (wall - w, u, v), "+y": (u, wall + w, v), "-y": (u, wall - w, v)}[facing]
    verts = []
    for d, h in profile:
        verts += [to3(u0 + d, z0 + d, h), to3(u1 - d, z0 + d, h), to3(u1 - d, z1 - d, h), to3(u0 + d, z1 - d, h)]
    n = len(profile)
    faces = []
    for i in range(n):  # the last ring back to the first closes it against the wall
        j = (i + 1) % n
        for k in range(4):
            faces.append((4 * i + k, 4 * i + (k + 1) % 4, 4 * j + (k + 1) % 4, 4 * j + k))
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    bm = bmesh.new()
    bm.from_mesh(me)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    bm.to_mesh(me)
    bm.free()
    for poly in me.polygons:
        poly.use_smooth = True
    me.use_auto_smooth = True
    me.auto_smooth_angle = math.radians(50)
    return placed(name, me, (0, 0, 0), mat=mat)


def wall_run(name, u0, u1, wall, facing, mat, profile, z=0.0):
    """A moulding run straight along a wall from u0 to u1, its `profile` ((height, projection) pairs
    from the bottom up, closed against the wall) at height `z`: a dado rail, a skirting, a cornice."""
    def to3(u, v, w):
        return {"+x": (wall + w, u, v), "-x": (wall - w, u, v), "+y": (u, wall + w, v), "-y": (u, wall - w, v)}[facing]
    pts = [(h, w) for h, w in profile]
    if pts[0][1] != 0:
        pts = [(pts[0][0], 0.0)] + pts
    if pts[-1][1] != 0:
        pts = pts + [(pts[-1][0], 0.0)]
    n = len(pts)
    verts = [to3(u, z + h, w) for u in (u0, u1) for h, w in pts]
    faces = [(i, i + 1, n + i + 1, n + i) for i in range(n - 1)] + [(n - 1, 0, n, 2 * n - 1)]
    faces += [tuple(range(n)), tuple(range(n, 2 * n))]
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    bm = bmesh.new()
    bm.from_mesh(me)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    bmesh.ops.triangulate(bm, faces=[f for f in bm.faces if len(f.verts) > 4])
    bm.to_mesh(me)
    bm.free()
    for poly in me.polygons:
        poly.use_smooth = True
    me.use_auto_smooth = True
    me.auto_smooth_angle = math.radians(50)
    return placed(name, me, (0, 0, 0), mat=mat)


def bar(name, p0, p1, size, mat, bevel=0.0):
    """A box `size` (w, d) in section running from point p0 to p1 (a lantern's post, a strap)."""
    p0, p1 = Vector(p0), Vector(p1)
    d = p1 - p0
    ob = box(name, (size[0], size[1], d.length), tuple((p0 + p1) / 2), mat, bevel)
    ob.rotation_euler = d.to_track_quat("Z", "Y").to_euler()
    return ob


def chain(name, top, bottom, mat, pitch=0.034, wire=0.0032):
    """A hanging chain of oval links from `top` straight down to `bottom` (x, y, z), each link
    turned a quarter to the last."""
    x, y, z1 = top
    z0 = bottom[2]
    n = max(1, int((z1 - z0) / pitch))
    rl = pitch * 0.62  # a link's half length; links overlap by their wire
    for k in range(n):
        zc = z1 - pitch * (k + 0.5)
        torus(f"{name}{k}", 0.011, wire, (x, y, zc), mat, rot=(math.pi / 2, 0, (k % 2) * math.pi / 2))
        ob = bpy.context.active_object
        ob.scale = (1.0, rl / 0.011, 1.0)  # the torus lies in its own xy: stretch along y, stood up
    return n


def hall_lantern(name, x, y, z, frame, glass_m, bevel_m, candle_m, flame_m, w_top=0.36, w_bot=0.3, h=0.56, candles=4):
    """A glazed hall lantern in bronze, its foot at height `z`: four tapering sides of bevelled glass
    (each pane's edge a 14 mm band canted outwards, so its bevel catches the light) in a frame of
    corner posts and top and bottom bands, a stepped, hipped roof rising to a turned crown and ring,
    a square tray under it and a turned drop finial; inside, a cluster of `candles` candle sleeves
    on arms round a central stem, each with a flame bulb. Returns the ring's top (where the chain
    hangs from) and the flames' centre."""
    ht, hb = w_top / 2, w_bot / 2
    zt = z + h
    cs = [(-1, -1), (1, -1), (1, 1), (-1, 1)]
    for k, (sx, sy) in enumerate(cs):
        bar(f"{name}_post{k}", (x + sx * hb, y + sy * hb, z), (x + sx * ht, y + sy * ht, zt), (0.014, 0.014), frame, 0.002)
    # the bands round top and bottom, and a slim one a sixth of the way up
    for tag, zz, hw, th in (("top", zt - 0.012, ht + 0.006, 0.03), ("bot", z + 0.012, hb + 0.006, 0.028),
                            ("mid", z + h * 0.17, hb + (ht - hb) * 0.17 + 0.002, 0.008)):
        for k in range(4):
            (ax, ay), (bx, by) = cs[k], cs[(k + 1) % 4]
            bar(f"{name}_{tag}{k}", (x + ax * hw, y + ay * hw, zz), (x + bx * hw, y + by * hw, zz), (0.006, th), frame, 0.0015)
    # glass: each side a pane, its inner field flat and its edge band canted out 3 mm
    zg0, zg1 = z + h * 0.17 + 0.004, zt - 0.027
    verts, faces, bverts, bfaces = [], [], [], []
    for k in range(4):
        (ax, ay), (bx, by) = cs[k], cs[(k + 1) % 4]
        def at(t, zz, inset_u=0.0, out=0.0):
            f = (zz - z) / h
            hw = hb + (ht - hb) * f - 0.004
            px, py = ax * hw + (bx * hw - ax * hw) * t, ay * hw + (by * hw - ay * hw) * t
            # the side's outward normal in plan
            nx, ny = (ax + bx) / 2, (ay + by) / 2
            ln = math.hypot(nx, ny)
            return (x + px + nx / ln * out, y + py + ny / ln * out, zz)
        L = w_bot
        e = 0.014
        ti0, ti1 = e / L + 0.03, 1 - e / L - 0.03
        outer = [at(0.03, zg0), at(0.97, zg0), at(0.97, zg1), at(0.03, zg1)]
        inner = [at(ti0, zg0 + e, out=0.003), at(ti1, zg0 + e, out=0.003), at(ti1, zg1 - e, out=0.003), at(ti0, zg1 - e, out=0.003)]
        n = len(verts)
        verts += inner
        faces.append((n, n + 1, n + 2, n + 3))
        n = len(bverts)
        bverts += outer + inner
        for q in range(4):
            bfaces.append((n + q, n + (q + 1) % 4, n + 4 + (q + 1) % 4, n + 4 + q))
    for nm, vv, ff, mm in ((f"{name}_glass", verts, faces, glass_m), (f"{name}_bevels", bverts, bfaces, bevel_m)):
        me = bpy.data.meshes.new(nm)
        me.from_pydata(vv, [], ff)
        placed(nm, me, (0, 0, 0), mat=mm)
    # the roof: a stepped cornice, a hipped cap and a turned crown with a ring
    r2 = math.sqrt(2)
    rh = 0.13
    for nm, prof in ((f"{name}_roof", [(0.0001, 0.0), ((ht + 0.02) * r2, 0.0), ((ht + 0.02) * r2, 0.014), ((ht + 0.006) * r2, 0.022),
                                        (0.05 * r2, rh - 0.01), (0.032 * r2, rh), (0.0001, rh)]),
                     (f"{name}_tray", [(0.0001, -0.03), (0.05 * r2, -0.03), ((hb + 0.01) * r2, -0.008), ((hb + 0.014) * r2, 0.0),
                                        ((hb + 0.014) * r2, 0.006), (0.0001, 0.006)])):
        ob = lathe(nm, prof, (x, y, zt if nm.endswith("roof") else z), frame, 4)
        ob.rotation_euler = (0, 0, math.pi / 4)
        ob.data.use_auto_smooth = True
        ob.data.auto_smooth_angle = math.radians(20)
    crown = _spline([(0.032, 0.0), (0.026, 0.02), (0.014, 0.04), (0.02, 0.055), (0.01, 0.075), (0.006, 0.09)], 6)
    lathe(f"{name}_crown", [(0.0001, 0.0)] + crown + [(0.0001, crown[-1][1])], (x, y, zt + rh), frame, 32)
    ring_z = zt + rh + 0.09 + 0.02
    torus(f"{name}_ring", 0.018, 0.004, (x, y, ring_z), frame, rot=(math.pi / 2, 0, 0))
    # a short bronze neck under the roof, where a smoke bell would hang (a glass bell glowed as a bulb)
    cylinder(f"{name}_neck", 0.034, 0.03, (x, y, zt - 0.005), frame, verts=32)
    drop = _spline([(0.022, 0.0), (0.03, -0.015), (0.02, -0.035), (0.008, -0.06), (0.012, -0.075), (0.002, -0.1)], 6)
    lathe(f"{name}_drop", [(0.0001, 0.0)] + drop + [(0.0001, drop[-1][1])], (x, y, z - 0.03), frame, 32)
    # the candle cluster
    zc = z + h * 0.3
    cylinder(f"{name}_stem", 0.007, zc - z + 0.04, (x, y, (z + zc) / 2), frame, verts=16)
    lathe(f"{name}_boss", _spline([(0.006, -0.03), (0.022, -0.012), (0.02, 0.006), (0.008, 0.02)], 5) + [(0.0001, 0.02)],
          (x, y, zc), frame, 24)
    for k in range(candles):
        a = 2 * math.pi * k / candles + math.pi / 4
        cx, cy = x + 0.085 * math.cos(a), y + 0.085 * math.sin(a)
        _twig(f"{name}_arm{k}", [(0, 0, 0), (0.045 * math.cos(a), 0.045 * math.sin(a), -0.02),
                                  (0.085 * math.cos(a), 0.085 * math.sin(a), 0.005)], [1, 1, 1], (x, y, zc), frame, 0.0045)
        lathe(f"{name}_cup{k}", [(0.0001, 0.0), (0.008, 0.0), (0.018, 0.012), (0.02, 0.016), (0.0001, 0.016)], (cx, cy, zc + 0.002), frame, 24)
        cylinder(f"{name}_candle{k}", 0.0115, 0.13, (cx, cy, zc + 0.018 + 0.065), candle_m, verts=24)
        sphere(f"{name}_flame{k}", 0.012, (cx, cy, zc + 0.148 + 0.02), flame_m, scale=(1, 1, 2.0))
    return ring_z + 0.018, (x, y, zc + 0.164)


# ---------------------------------------------------------------- Cobham's dressing (cobham pass)

def soft_roman_blind(name, x, y, width, hem_z, top_z, mat, folds=4, pitch=0.1, depth=0.04, facing="-y", seed=3):
    """A lined Roman blind drawn part way up, as the cloth lies: a flat face from its head down to a
    stack of `folds` soft folds, each a loop of cloth taller than it is deep (its top sloping back to
    a crease, its belly lower and rounder, curling under into the crease below), the lower folds a
    little deeper and further out (each hangs over the one below it), every fold dipping a little in
    the middle of the width (the cloth between the cords sags: a shallow smile), drawn in at the
    edges where the cords and rods hold it, each fold its own depth and tilt; a faint ripple down
    the face and a stitched rod line across it; a fabric-covered head rail. One sheet with a
    solidify, where `roman_blind()` stacks round tubes. (x, y) is the middle of its back face; it
    faces `facing` as `roman_blind()`. Returns the empty it is built round."""
    rng = np.random.default_rng(seed)
    root = bpy.data.objects.new(name, None)
    link(root)
    z_f = hem_z + 0.03 + folds * pitch  # where the folds begin under the flat face
    prof = []  # (u, z, fold index or -1 on the face): u out from the back face into the room
    for z in np.linspace(top_z, z_f, 14):
        prof.append((0.008, float(z), -1))
    z0 = z_f
    fold_p = []
    for k in range(folds):
        a = depth * (0.8 + 0.25 * k / max(1, folds - 1)) * (0.92 + 0.16 * rng.random())
        base = 0.008 + 0.004 * k
        th0, th1 = math.radians(118), math.radians(-128)
        bt = pitch * 0.56 / math.sin(th0)  # the upper half a little taller: its top slopes back
        bb = (pitch - bt * math.sin(th0)) / -math.sin(th1)
        uc = base - a * math.cos(th0)
        zc = z0 - bt * math.sin(th0)
        for th in np.linspace(th0, th1, 26)[1:]:
            b = bt if th > 0 else bb
            u = uc + a * math.cos(th) * (1 + 0.18 * math.sin(th) * (th < 0))  # a fuller belly
            prof.append((float(u), float(zc + b * math.sin(th)), k))
        z0 = zc + bb * math.sin(th1)
        fold_p.append((float(rng.uniform(-1, 1)), float(rng.uniform(0.7, 1.3))))
    for z in np.linspace(z0, hem_z, 4)[1:]:  # the hem below the last fold, and its underside
        prof.append((0.008 + 0.004 * folds, float(z), folds))
    prof.append((0.0, hem_z, folds))
    nx = 56
    xs = np.linspace(-width / 2, width / 2, nx)
    verts, faces = [], []
    stitch = z_f + (top_z - z_f) * 0.5
    for xv in xs:
        s = 2 * xv / width
        mid = max(0.0, 1 - s * s)
        edge = _smoothstep(0.86, 1.0, abs(s))
        for u, z, k in prof:
            if k < 0:  # the face: a faint ripple, the rod pocket's stitching a shallow line
                u2 = u + 0.0018 * math.sin(7.0 * s + 1.3) * mid - 0.0015 * math.exp(-((z - stitch) / 0.006) ** 2)
                verts.append((float(xv), -u2, z))
                continue
            tilt, deep = fold_p[min(k, folds - 1)]
            w_k = (k + 1) / (folds + 1)
            sag = 0.012 * w_k * mid * (0.8 + 0.4 * deep)
            out = (u - 0.008) * (1 + 0.14 * mid * deep) * (1 - 0.3 * edge)
            verts.append((float(xv), -(0.008 + out), float(z - sag + 0.004 * tilt * s)))
    m = len(prof)
    for i in range(nx - 1):
        for j in range(m - 1):
            faces.append((i * m + j, (i + 1) * m + j, (i + 1) * m + j + 1, i * m + j + 1))
    me = bpy.data.meshes.new(f"{name}_cloth")
    me.from_pydata(verts, [], faces)
    for poly in me.polygons:
        poly.use_smooth = True
    cloth = placed(f"{name}_cloth", me, (0, 0, 0), mat=mat)
    sol = cloth.modifiers.new("lined", "SOLIDIFY")
    sol.thickness = 0.004
    sol.offset = 1.0
    head = box_from(f"{name}_head", (-width / 2 - 0.02, -0.06, top_z), (width / 2 + 0.02, 0.01, top_z + 0.09), mat, 0.012)
    for ob in (cloth, head):
        ob.parent = root
    root.location = (x, y, 0)
    root.rotation_euler = (0, 0, {"-y": 0.0, "+y": math.pi, "-x": -math.pi / 2, "+x": math.pi / 2}[facing])
    return root


def turned_leg(name, height, loc, mat, r=0.022, foot=None):
    """A turned leg as a cabinetmaker turns one: a square-ish collar under the rail, a vase-shaped
    swell, a ring, a taper to a small pad foot; `foot`, a brass cup over its toe."""
    h = height
    prof = [(0.0001, 0), (r * 0.75, 0), (r * 0.8, 0.012), (r * 0.62, 0.03), (r * 0.55, 0.25 * h), (r * 0.9, 0.48 * h),
            (r * 1.05, 0.6 * h), (r * 0.75, 0.7 * h), (r * 1.1, 0.74 * h), (r * 0.8, 0.78 * h), (r * 1.15, 0.84 * h),
            (r * 1.15, h), (0.0001, h)]
    ob = lathe(name, prof, loc, mat, 28)
    if foot is not None:  # the cup rides on its leg, so whatever carries the leg carries it
        lathe(f"{name}_cup", [(0.0001, -0.001), (r * 0.95, -0.001), (r * 0.95, 0.03), (r * 0.78, 0.034), (0.0001, 0.034)],
              (0, 0, 0), foot, 24).parent = ob
    return ob


def lamp_table(name, x, y, wood, top_r=0.27, height=0.62, metal=None):
    """A round two-tier lamp table: a top with a moulded edge, a lower tier two thirds of the way
    down, on three turned legs (`turned_leg()`) with brass toe cups (`metal`)."""
    t = 0.032
    lathe(f"{name}_top", [(0.0001, height - t), (top_r - 0.01, height - t), (top_r, height - t + 0.008),
                          (top_r + 0.004, height - 0.012), (top_r - 0.002, height), (0.0001, height)], (x, y, 0), wood, 64)
    zt = height * 0.3
    r2 = top_r * 0.8
    lathe(f"{name}_tier", [(0.0001, zt - 0.02), (r2, zt - 0.02), (r2 + 0.004, zt - 0.008), (r2, zt), (0.0001, zt)], (x, y, 0), wood, 48)
    # a fine brass gallery round the lower tier
    pts = [(x + (r2 - 0.006) * math.cos(a), y + (r2 - 0.006) * math.sin(a), zt + 0.018) for a in np.linspace(0, 2 * math.pi, 73)[:-1]]
    if metal is not None:
        piping_loop(f"{name}_gallery", pts, 0.003, metal)
    for k in range(3):
        a = 2 * math.pi * k / 3 + math.pi / 6
        turned_leg(f"{name}_leg{k}", height - t, (x + top_r * 0.72 * math.cos(a), y + top_r * 0.72 * math.sin(a), 0), wood,
                   0.02, metal)


def upholstered_stool(name, x, y, size, cover, wood, piping=None, metal=None, leg_h=0.12, turn=0.0, buttons=(3, 2)):
    """An upholstered stool (a long footstool, the coffee table of a sitting room): a deep sprung top
    (`cushion()`: rounded edges, a crowned top, piped round top and bottom) deep-buttoned in a grid
    (`buttons`, across and along: each button sunk in a dimple), over a short apron, on four turned
    legs (`turned_leg()`) with brass cups (`metal`). `size` over the upholstery; `turn` about z."""
    sx, sy, sz = size
    root = bpy.data.objects.new(name, None)
    link(root)
    body_h = sz - leg_h
    top = cushion(f"{name}_top", (sx, sy, body_h), (0, 0, leg_h + body_h / 2), cover, radius=0.045, crown=0.018,
                  bulge=0.01, piping=piping, pipe_r=0.006, nf=22, na=5)
    nb, nl = buttons
    bx = [(-0.5 + (i + 0.5) / nb) * sx * 0.8 for i in range(nb)]
    by = [(-0.5 + (j + 0.5) / nl) * sy * 0.7 for j in range(nl)]

    def dimple(p):
        p = p.copy()
        hz = body_h / 2
        for cx in bx:
            for cy in by:
                d2 = ((p[:, 0] - cx) ** 2 + (p[:, 1] - cy) ** 2) / 0.045 ** 2
                p[:, 2] -= 0.022 * np.exp(-d2) * (p[:, 2] > hz * 0.5)
        return p
    reshape(top, dimple)
    parts = [top]
    for cx in bx:
        for cy in by:
            parts.append(sphere(f"{name}_btn{cx:.2f}{cy:.2f}", 0.011, (cx, cy, leg_h + body_h + 0.018 - 0.022 + 0.002), cover,
                                scale=(1, 1, 0.55)))
    for i, (ex, ey) in enumerate(((-1, -1), (1, -1), (1, 1), (-1, 1))):
        parts.append(turned_leg(f"{name}_leg{i}", leg_h + 0.02, (ex * (sx / 2 - 0.07), ey * (sy / 2 - 0.07), 0), wood, 0.022, metal))
    for ob in parts:
        ob.parent = root
    root.location = (x, y, 0)
    root.rotation_euler = (0, 0, turn)
    return root


# ---------------------------------------------------------------- the drawing room made bespoke
# (renders29: a reviewer called the smart-home hero "a generic beige show-home": a box of limestone
# for a table, flat plaster, linen and rug, nothing that read as smart)


def travertine(name, color=(0.5, 0.42, 0.31), vary=0.12, rough=0.42):
    """Honed and filled travertine, cut across its bed: fine bands of tone running level through the
    block (on a drum's side they read as strata, on its top as a soft cloud), wavering as the stone
    was laid down, and its pores, filled and honed flush, as small darker lenses drawn out along the
    bed, with a few paler calcite seams. A honed face: a soft sheen, never a mirror. No bump."""
    m, nt, p = _new_mat(name)
    vec = _tex_coord(nt)
    wob = _noise(nt, vec, 1.5, 2.0, 0.5)
    wv = _warp(nt, vec, wob, 0.06)
    coarse = _noise(nt, wv, 2.0, 3.0, 0.55, 0.0, (0.3, 0.3, 9.0))  # bands a few centimetres deep
    fine = _noise(nt, wv, 5.0, 2.0, 0.5, 0.0, (0.25, 0.25, 10.0))  # and finer ones within them
    t = _math(nt, "MULTIPLY_ADD", coarse.outputs["Fac"], 0.65, _math(nt, "MULTIPLY", fine.outputs["Fac"], 0.35))
    dark = tuple(c * (1 - vary) for c in color)
    light = tuple(min(1.0, c * (1 + vary * 0.8)) for c in color)
    r = _ramp(nt, [(0.3, dark), (0.5, color), (0.68, light)])
    nt.links.new(t, r.inputs["Fac"])
    col = r.outputs["Color"]
    pores = _noise(nt, wv, 22.0, 2.0, 0.5, 0.0, (0.45, 0.45, 5.0))  # lenses ~4 cm long, ~4 mm deep
    col = _over(nt, _map(nt, pores.outputs["Fac"], 0.66, 0.72, 0.0, 0.55), col, tuple(c * 0.62 for c in color))
    small = _noise(nt, vec, 70.0, 1.0, 0.5, 0.0, (0.6, 0.6, 3.0))
    col = _over(nt, _map(nt, small.outputs["Fac"], 0.7, 0.75, 0.0, 0.4), col, tuple(c * 0.7 for c in color))
    seam = _noise(nt, wv, 3.0, 1.0, 0.5, 0.0, (0.3, 0.3, 14.0))
    col = _over(nt, _map(nt, seam.outputs["Fac"], 0.69, 0.73, 0.0, 0.35), col, tuple(min(1.0, c * 1.2) for c in color))
    nt.links.new(col, p.inputs["Base Color"])
    nt.links.new(_map(nt, coarse.outputs["Fac"], 0.3, 0.7, rough - 0.06, rough + 0.06), p.inputs["Roughness"])
    p.inputs["Specular"].default_value = 0.4
    return m


def stone_table(name, r, h, loc, mat, top=0.06, overhang=0.035, edge=0.022, foot=0.05, recess=0.06, segs=128):
    """A round stone table turned as a mason shapes one: a top `top` thick whose edge is eased to a
    soft radius `edge` above and bevelled back beneath, overhanging a drum (`overhang`) so a shadow
    line runs round under it; the drum stands on a plinth set back `recess` and `foot` high, so the
    piece floats a little off the rug. (`loc` is the middle of its foot; `r` the top's radius.)"""
    rb = r - overhang
    prof = [(0.0001, 0.0), (rb - recess, 0.0), (rb - recess, foot - 0.004), (rb - recess + 0.004, foot),
            (rb - 0.006, foot), (rb, foot + 0.006), (rb, h - top - 0.004), (rb + 0.004, h - top)]
    # the top's underside bevelled back to the drum, then its edge eased over
    prof += [(r - 0.018, h - top + 0.002), (r - 0.003, h - top + 0.014), (r, h - top + 0.022)]
    zc, rc = h - edge, r - edge
    prof += [(rc + edge * math.cos(a), zc + edge * math.sin(a)) for a in np.linspace(0.0, math.pi / 2, 9)]
    prof += [(rc * 0.5, h), (0.0001, h)]
    return lathe(name, prof, loc, mat, segs)


def limewash_cloud(name, color, amount=0.22, rough=0.92):
    """`limewash()` as it reads across a room: the wash clouding over a metre or two, deeper where it
    pooled and paler where the brush ran thin, and the brush's sweeps, crossing arcs a hand long, a
    shade lighter or deeper over it; the chalky face a touch glossier where it is thinnest. No bump."""
    m, nt, p = _new_mat(name)
    vec = _tex_coord(nt)
    big = _noise(nt, vec, 0.55, 3.0, 0.6)
    mid = _noise(nt, vec, 1.8, 4.0, 0.6, 0.9)
    sweep = _noise(nt, _warp(nt, vec, mid, 0.25), 5.0, 3.0, 0.6, 1.6, (1.0, 1.0, 0.6))
    across = _noise(nt, vec, 6.0, 2.0, 0.55, 1.2, (1.0, 1.0, 1.8))
    t = _math(nt, "MULTIPLY_ADD", big.outputs["Fac"], 0.45,
              _math(nt, "MULTIPLY_ADD", mid.outputs["Fac"], 0.3,
                    _math(nt, "MULTIPLY_ADD", sweep.outputs["Fac"], 0.15, _math(nt, "MULTIPLY", across.outputs["Fac"], 0.1))))
    dark = tuple(c * (1 - amount) for c in color)
    light = tuple(min(1.0, c * (1 + amount * 0.75) + 0.01) for c in color)
    r = _ramp(nt, [(0.3, dark), (0.42, tuple(c * (1 - amount * 0.35) for c in color)), (0.52, color), (0.68, light)])
    nt.links.new(t, r.inputs["Fac"])
    nt.links.new(r.outputs["Color"], p.inputs["Base Color"])
    nt.links.new(_map(nt, t, 0.3, 0.7, rough, rough - 0.1), p.inputs["Roughness"])
    p.inputs["Specular"].default_value = 0.22
    return m


def slub_linen(name, color, slub=0.14, rough=0.9):
    """A heavy slubbed linen at its real scale, for blinds and curtains hung across a room: the weft
    runs level (world coordinates, so a blind's face and its rolled folds agree), thick and thin
    along each thread, the slubs up to a centimetre deep and a hand long, lighter where the yarn is
    thick and deeper where it is thin, over a soft drift of tone; a faint relief from the slubs."""
    m, nt, p = _new_mat(name)
    vec = nt.nodes.new("ShaderNodeNewGeometry").outputs["Position"]
    drift = _noise(nt, vec, 2.0, 2.0, 0.5)
    dr = _ramp(nt, [(0.3, tuple(c * 0.94 for c in color)), (0.7, tuple(min(1.0, c * 1.05) for c in color))])
    nt.links.new(drift.outputs["Fac"], dr.inputs["Fac"])
    col = dr.outputs["Color"]
    thick = _noise(nt, vec, 1.0, 2.0, 0.5, 0.0, (4.0, 4.0, 130.0))
    thin = _noise(nt, vec, 1.0, 2.0, 0.5, 0.0, (6.0, 6.0, 200.0))
    col = _over(nt, _map(nt, thick.outputs["Fac"], 0.6, 0.7, 0.0, 1.0), col, tuple(min(1.0, c * (1 + slub)) for c in color))
    col = _over(nt, _map(nt, thin.outputs["Fac"], 0.32, 0.42, 0.8, 0.0), col, tuple(c * (1 - slub) for c in color))
    nt.links.new(col, p.inputs["Base Color"])
    p.inputs["Roughness"].default_value = rough
    p.inputs["Specular"].default_value = 0.2
    p.inputs["Sheen"].default_value = 0.5
    p.inputs["Sheen Tint"].default_value = 0.4
    _bump(nt, p, thick.outputs["Fac"], 0.15, 0.002)
    return m


def loomed_rug_picture(w=1200, h=1200, ground=(0.16, 0.14, 0.115), border=(0.045, 0.033, 0.025), silk=1.22, seed=29,
                       size=(3.9, 4.0)):
    """A hand-knotted Tibetan rug in wool and silk, tone on tone, as a picture (rows along the rug's
    length; `size` its metres, so its features keep their scale): the wool's ribs, a row of knots
    every 2 cm or so each its own tone, abrash drifting in bands from one dye lot to the next, a
    loose hand-drawn lattice of lozenges picked out in a paler silk (`silk` times the ground), the
    lines wavering and breaking as a drawing does, a bound border and a fine line inside it."""
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[0:h, 0:w].astype(float)
    my, mx = yy * size[1] / h, xx * size[0] / w  # metres
    g = np.array(ground, dtype=float)
    abrash = 1 + 0.07 * (fbm1(np.linspace(0, 1, h), seed, 5, 4) - 0.5)
    rows = np.floor(my / 0.021)
    row_tone = 1 + 0.035 * (np.random.default_rng(seed + 1).random(int(rows.max()) + 2)[rows.astype(int)] - 0.5)
    rib = 1 - 0.05 * np.cos(2 * math.pi * my / 0.021) ** 2
    img = g[None, None, :] * (abrash[:, None] * row_tone * rib)[..., None]
    img *= (0.95 + 0.1 * fbm2(h, w, seed + 2, 6, 3))[..., None]
    # the lattice: lozenges 0.55 m wide and 0.75 m long, drawn by hand
    wob = 0.035 * (fbm2(h, w, seed + 3, 5, 4) - 0.5)
    a = (mx - size[0] / 2) / 0.55 + (my - size[1] / 2) / 0.75 + wob / 0.2
    b = (mx - size[0] / 2) / 0.55 - (my - size[1] / 2) / 0.75 - wob / 0.2
    da, db = np.abs(a - np.round(a)), np.abs(b - np.round(b))
    lw = 0.045 + 0.02 * fbm2(h, w, seed + 4, 8, 3)
    line = np.clip((lw - np.minimum(da, db)) / 0.02, 0, 1)
    line *= np.clip((fbm2(h, w, seed + 5, 10, 3) - 0.3) * 5, 0, 1)  # the silk thins and breaks here and there
    img = img * (1 + (silk - 1) * line)[..., None]
    img = img * (0.94 + 0.12 * rng.random((h, w, 1)))  # each knot its own
    edge = np.minimum(np.minimum(mx, size[0] - mx), np.minimum(my, size[1] - my))
    bcol = np.array(border, dtype=float)
    img = np.where((edge < 0.09)[..., None], bcol * (0.9 + 0.2 * rng.random((h, w, 1))), img)
    img = np.where(((edge > 0.14) & (edge < 0.155))[..., None], g * 0.7, img)
    return np.clip(img, 0, 1) ** (1 / 2.2)


def finned_side_walls(W, D, H, y0, y1, mats, pitch=0.12, fin=(0.045, 0.06), skirt=0.14, top=0.25, graze=9.0,
                      every=0.8, color=WARM, cornice=True, sides=(-1, 1)):
    """Side walls of walnut fins standing off dark cloth from end to end, as a wall system of their
    own (not the other theatres' panels between pilasters): each fin `fin` (wide, deep) at `pitch`,
    from the skirting to the cornice; the cloth behind them is the acoustic face. Lit with no fitting
    in sight: a slot in the skirting hides uplights every `every` metres, `graze` W each, aimed up the
    wall so each fin's face and edges catch a line of light and the cloth between them falls dark.
    `top` is how far under the ceiling the fins stop (a soffit's depth, with `cornice` False)."""
    fw, fd = fin
    n = int((y1 - y0 - fw) / pitch) + 1
    for side in sides:
        xw = side * W / 2
        inner = xw - side * 0.03  # the cloth's face, 3 cm off the wall
        box_from(f"wall{side}", (min(xw, xw + side * 0.1), -0.1, 0), (max(xw, xw + side * 0.1), D + 0.1, H), mats["wallbase"])
        box_from(f"cloth{side}", (min(xw, inner), y0 - 0.1, skirt), (max(xw, inner), y1 + 0.1, H - top), mats["panel"])
        # one fin, repeated along the wall by an array (each copy its own grain: the veneer is
        # mapped in object space), its edges rounded after
        lo = (min(inner, inner - side * fd), y0, skirt)
        hi = (max(inner, inner - side * fd), y0 + fw, H - top)
        ob = box_from(f"fins{side}", lo, hi, mats["pilaster"])
        arr = ob.modifiers.new("array", "ARRAY")
        arr.count = n
        arr.use_relative_offset = False
        arr.use_constant_offset = True
        arr.constant_offset_displace = (0, pitch, 0)
        bev = ob.modifiers.new("bevel", "BEVEL")
        bev.width = 0.004
        bev.segments = 2
        bev.limit_method = "ANGLE"
        # the skirting, standing proud of the fins with the light slot along its top
        sx = inner - side * (fd + 0.04)
        box_from(f"skirt{side}", (min(xw, sx), y0 - 0.2, 0), (max(xw, sx), y1 + 0.2, skirt - 0.03), mats["pilaster"], 0.005)
        box_from(f"slot{side}", (min(sx, sx + side * 0.02), y0 - 0.2, skirt - 0.03), (max(sx, sx + side * 0.02), y1 + 0.2, skirt - 0.024),
                 mats["glow"])
        if cornice:
            box_from(f"cornice{side}", (min(xw, xw - side * 0.16), -0.1, H - top), (max(xw, xw - side * 0.16), D + 0.1, H - top + 0.08),
                     mats["pilaster"], 0.01)
        k = int((y1 - y0) / every)
        for i in range(k):
            y = y0 + (i + 0.5) * (y1 - y0) / k
            p = Vector((sx + side * 0.01, y, skirt - 0.02))
            spot(f"graze{side}_{i}", p, p + Vector((side * 0.35, 0, 3.0)), graze * 10, color, 70, 0.9, 0.01, False)


def _flute_lumbar(ob, fill, at, spread=0.55):
    """Fill an upright back's flute (a `cushion()` facing the screen, its y up the back) out at the
    lumbar: its face pushed forward by `fill` metres about `at` (a fraction of its half height from
    the middle, negative below), over `spread` of the half height, fading to nothing at the flute's
    sewn edges (as its crown does), so the valleys keep their line and the back swells as one piece.
    Subdivides the flute's height first (a cushion has a few rows up a long flute, too few for a
    smooth swell)."""
    hx, hy, hz = ob["half"]
    me = ob.data
    bm = bmesh.new()
    bm.from_mesh(me)
    # cut the long faces up the back into rows about 2 cm high
    long_edges = [e for e in bm.edges if abs(e.verts[0].co.y - e.verts[1].co.y) > 0.03]
    if long_edges:
        bmesh.ops.subdivide_edges(bm, edges=long_edges, cuts=3, use_grid_fill=True, smooth=0.0)
    for v in bm.verts:
        u, t, w = v.co.x / hx, v.co.y / hy, v.co.z / hz
        f = max(0.0, 1 - u * u) * math.exp(-((t - at) / spread) ** 2) * max(0.0, w)
        v.co.z += fill * f
    bm.to_mesh(me)
    bm.free()
    for poly in me.polygons:
        poly.use_smooth = True
    return ob


# ---------------------------------------------------------------- a garden at dusk outside the windows


def dusk_garden(name, wall_x, y_mid, strength=1.0, seed=0):
    """A country-house garden at dusk outside a wall of windows at x = wall_x, seen towards +x
    (`garden.py` paints it): the ground from the wall out to 50 m (a terrace, a striped lawn, a gravel
    path), a near rank of trees behind a clipped hedge 12 m out, a softer, bluer rank 24 m out, and
    50 m out the sky graded down to its afterglow over a park's far belt of trees with a lodge's lit
    window. Each surface stands where it would, in its own metres, so the windows see it in
    perspective and the ranks slide across each other as the eye moves; all self-lit, casting no
    shadow. y_mid is the middle of the wall, which the garden is laid out about."""
    import garden as G
    half = 90.0
    far = G.sky(dist=50.0, y0=y_mid - half, y1=y_mid + half, z0=-3.0, z1=40.0, seed=11 + seed)
    wall_plane(f"{name}_sky", (2 * half, 43.0), (wall_x + 50.0, y_mid, (40.0 - 3.0) / 2), "-x",
               image_emission(f"{name}_sky", to_image(f"{name}_sky", far), strength))
    for rank, (dist, lo, hi, plan, near) in enumerate(((24.0, -40.0, 75.0, G.MID, False), (12.0, -25.0, 55.0, G.NEAR, True))):
        col, cov = G.trees(dist, y_mid + lo, y_mid + hi, [(k, y_mid + y, h, w) for k, y, h, w in plan], seed=21 + rank + seed, near=near)
        z0, z1 = G.GROUND, max(t[2] for t in plan) + 1.5
        img = to_image(f"{name}_trees{rank}", col, cov)
        wall_plane(f"{name}_trees{rank}", (hi - lo, z1 - z0), (wall_x + dist, y_mid + (lo + hi) / 2, (z0 + z1) / 2), "-x",
                   image_emission(f"{name}_trees{rank}", img, strength, cutout=True))
    x0, x1 = 0.3, 50.0
    ground = G.lawn(x0, x1, y_mid - half, y_mid + half, seed=31 + seed)  # rows far to near, columns along y
    # the plane's u runs out from the wall (x) and its v along the wall (y): rows become y, top row max y
    ground = ground.transpose(1, 0, 2)[::-1, ::-1]
    plane(f"{name}_lawn", (x1 - x0, 2 * half), (wall_x + (x0 + x1) / 2, y_mid, G.GROUND), (0, 0, 0),
          image_emission(f"{name}_lawn", to_image(f"{name}_lawn", ground), strength))
    for ob in bpy.data.objects:
        if ob.name.startswith(name) and ob.type == "MESH":
            ob.visible_shadow = False


# ---------------------------------------------------------------- boards laid as a floorer lays them


def stagger_boards(mat, seed=0.0):
    """Lays a `wood(..., boards=...)` floor's boards with their end joints at random along each row,
    as a floorer cuts them: the brick texture `wood()` uses offsets every row by the same amount
    (its `offset_frequency` of 1), so the end joints line up across the floor in a grid of giant
    tiles. Here each row is slid by its own random fraction of a board's length (a white noise of
    the row's number) before the bricks are cut, and the brick's own offset is set to nothing; each
    board keeps its own tone and grain. Returns the material."""
    nt = mat.node_tree
    br = next(n for n in nt.nodes if n.type == "TEX_BRICK")
    src = br.inputs["Vector"].links[0].from_socket
    bl = br.inputs["Brick Width"].default_value
    bw = br.inputs["Row Height"].default_value
    br.offset = 0.0
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(src, sep.inputs[0])
    row = _math(nt, "FLOOR", _math(nt, "DIVIDE", sep.outputs["Y"], bw))
    wn = nt.nodes.new("ShaderNodeTexWhiteNoise")
    wn.noise_dimensions = "1D"
    nt.links.new(_math(nt, "ADD", row, seed * 17.31 + 0.5), wn.inputs["W"])
    comb = nt.nodes.new("ShaderNodeCombineXYZ")
    nt.links.new(_math(nt, "MULTIPLY_ADD", wn.outputs["Value"], bl, sep.outputs["X"]), comb.inputs["X"])
    nt.links.new(sep.outputs["Y"], comb.inputs["Y"])
    nt.links.new(sep.outputs["Z"], comb.inputs["Z"])
    nt.links.new(comb.outputs["Vector"], br.inputs["Vector"])
    return mat
