"""A first-floor drawing room in a London townhouse in the evening, for the smart-home page: the
evening scene set from the touch panels on the right-hand wall (one by the window, one near the
room's back corner: 10-inch glass panels on flush back boxes, each centred on its panel moulding,
their page mid-scene). A cove of warm light round the ceiling, lamps at
the sofa's ends and a floor lamp by the armchair, a picture light over the painting on the right, a
downlight on the coffee table; two tall windows onto a garden square with their linen Roman blinds
half lowered by the system, between dress curtains. Limewashed stone-coloured walls with panel
mouldings, a smoked oak herringbone floor under a large bordered wool rug, a long sofa in a mushroom
velvet with crowned, piped cushions, a honed stone coffee table, a tobacco leather club chair and
a brass floor lamp on the left: one tonal palette, the wall's stone in deeper and paler shades.

The hero is dressed further (`_dress()`, renders29): walnut joinery built in beside the left-hand
window, its shelves lit from LED lines, round travertine tables in place of the limestone block, a
Tibetan wool and silk rug, the walls' limewash clouding and the blinds' and curtains' linen slubbed
at a scale that reads across the room, a line of light under the sideboard, a knitted throw over the
sofa's arm; the close view keeps the finishes its master was rendered with."""
import math

import aurum as A
import numpy as np
from oils import abstract_evening
from stills import _blur  # a box blur, three passes: near a Gaussian

W, D, H = 5.8, 6.6, 3.3
WINDOWS = (0.05, 1.85)  # the tall windows' centres along the front wall
WIN_W, WIN_Z = 1.2, (0.35, 2.95)
BLIND_Z = 1.85  # where the half-lowered blinds' hems hang
PANEL = (W / 2, D - 0.85, 1.35)  # a touch panel's centre on the right-hand wall, by the window
# and another near the room's back corner, centred on that wall's first panel moulding (0.3 to 1.75 m)
PANEL_BACK = (W / 2, (0.3 + 1.75) / 2, 1.38)
# baked light (see the README on BAKE): a 3 x 3 x 2 grid standing above the furniture (its lowest
# probes at 1.6 m, over the lamps' shades and the sofa's back) and inside the walls and the cove's
# raft, and the reflection cubemap the touch panel's glass shows the room in
BAKE = ((-W / 2 + 0.35, 0.4, 1.6), (W / 2 - 0.35, D - 0.4, H - 0.35), (3, 3, 2))
EXPOSURE = 1.15
# the table lamps as the Evening scene sets them (both views): linen glowing warm and light leaving
# each shade's open top and bottom, which draws a soft scallop on the wall above and below the shade
# and a pool on the table.
TABLE_LAMPS = ("lamp1", "lamp_sb")  # the sofa's right-hand lamp and the sideboard's
SHADE_GLOW = ((0.22, (1.0, 0.72, 0.42)), (0.6, (1.0, 0.6, 0.28)))  # the linen's glow, dim and lit
LAMP_SPILL = {"lamp1": (14, 12), "lamp_sb": (9, 12)}  # watts up and down through each shade


def lamps_lit(lit):
    """Set the table lamps as the Evening scene has them (lit) or dim."""
    shade = A.bpy.data.materials["shade"]
    strength, color = SHADE_GLOW[lit]
    p = shade.node_tree.nodes["Principled BSDF"]
    p.inputs["Emission Strength"].default_value = strength
    shade.node_tree.nodes["linen_glow"].inputs["Color2"].default_value = (*color, 1)
    for name in TABLE_LAMPS:
        for way in ("up", "down"):
            A.bpy.data.objects[f"{name}_{way}"].hide_render = not lit


def _hide(name):
    A.bpy.data.objects[name].hide_render = True


def _show(name):
    A.bpy.data.objects[name].hide_render = False


def bake(lo, hi, res):
    """The kit's bake with the grid's light reaching further past its box and fading as it goes: at
    Blender's 0.3 it ended 0.2 m under the box (about 1.45 m up), which drew a level line across the
    far wall and the curtains (the hero, renders20); at 1.0 (0.64 m under it) the light falls off
    softly down the walls. Reaching to the floor (2.6) lifted the whole room flat."""
    A.bake_light_at(lo, hi, res, grid_reach=1.0)


def _raft_bounce(watts):
    """The raft's faint bounce from below (`build()`): 25 W; the hero's turned down, as its baked grid
    now reaches the raft with the room's own bounce (renders20)."""
    A.bpy.data.objects["raft_bounce"].data.energy = watts


def _fill(watts):
    """The photographer's card behind the close view's camera: 14 W before the room was baked with
    its grid reaching 1.0 (renders20); less now, so the wall takes the room's bounce."""
    A.bpy.data.objects["photo_fill"].data.energy = watts


def painting():
    """The large abstract above the sideboard (oils.py), as an image for the canvas's material, its
    colour held to a little under half its strength so it sits in the room's tonal palette."""
    img = abstract_evening()
    lum = (img[..., :3] @ np.array([0.2126, 0.7152, 0.0722]))[..., None]
    img[..., :3] = lum + 0.45 * (img[..., :3] - lum)
    return A.to_image("painting", img)


# the touch panel's page mid-scene, laid out as fractions of the page (0 at the top left as the
# panel is read): a header with the room's name and the time over a hairline; the room's four
# scenes as tiles on the left, Evening just pressed (lit amber, a soft glow round it); on the right
# what Evening is doing: the lamps dimmed to 40 %, the cove to 60 %, the blinds half way down and
# still moving. Words in a light Helvetica (URW's Nimbus Sans) and the time in DejaVu's ExtraLight.
PAGE = dict(w=0.216, h=0.135, px=(1056, 660))
TILES = (("Evening", 0.05, 0.27, True), ("Relax", 0.285, 0.27, False),
         ("Cinema", 0.05, 0.585, False), ("All Off", 0.285, 0.585, False))
TILE = (0.215, 0.285)  # a tile's width and height
SLIDERS = (("Lamps", "40%", 0.36, 0.40), ("Cove", "60%", 0.57, 0.60), ("Blinds", "Lowering", 0.78, 0.52))
COL = (0.57, 0.95)  # the right-hand column's extent
PANEL_FONTS = {"regular": "/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf",
               "light": "/usr/share/fonts/truetype/dejavu/DejaVuSans-ExtraLight.ttf"}
AMBER = np.array([0.86, 0.6, 0.3])


def _rrect(h, w, x0, y0, x1, y1, r):
    """A rounded rectangle's coverage on an h x w grid (pixels), its edge anti-aliased."""
    yy, xx = np.mgrid[0:h, 0:w] + 0.5
    cx, cy, hx, hy = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2 - r, (y1 - y0) / 2 - r
    dx, dy = np.maximum(np.abs(xx - cx) - hx, 0), np.maximum(np.abs(yy - cy) - hy, 0)
    return np.clip(r + 0.5 - np.hypot(dx, dy), 0, 1)


def panel_screen():
    """The touch panel's page as a picture (the words are set over it as text): a graphite ground,
    the header's hairline, the four scene tiles with rounded corners (Evening pressed: amber, a
    little brighter at its top, glowing softly round its edge), and the right column's tracks, each
    filled in warm white to its level with a round thumb (the blinds' track a moving bar)."""
    w, h = PAGE["px"]
    img = np.zeros((h, w, 3)) + np.array([0.03, 0.032, 0.037])
    img *= np.linspace(1.12, 0.9, h)[:, None, None]  # a faint gradient down the ground

    def lay(mask, color):
        img[:] = img * (1 - mask[..., None]) + np.asarray(color) * mask[..., None]

    lay(_rrect(h, w, 0.05 * w, 0.165 * h, 0.95 * w, 0.165 * h + 1.4, 0.5), (0.2, 0.2, 0.21))
    tw, th = TILE
    r = 0.022 * w
    for _, fx, fy, on in TILES:
        x0, y0, x1, y1 = fx * w, fy * h, (fx + tw) * w, (fy + th) * h
        m = _rrect(h, w, x0, y0, x1, y1, r)
        if on:
            glow = _blur(m, 10)
            img[:] += AMBER * 0.35 * glow[..., None] * (1 - m[..., None])
            t = np.clip((np.arange(h)[:, None, None] + 0.5 - y0) / (y1 - y0), 0, 1)
            lay(m, AMBER * (0.7 - 0.18 * t))  # lit from within, a little brighter at its top
            # a dot of warm white at the tile's corner: the scene is running
            lay(_rrect(h, w, x1 - 0.045 * w, y0 + 0.045 * h, x1 - 0.03 * w, y0 + 0.045 * h + 0.015 * w, 0.0075 * w), (1.0, 0.93, 0.82))
        else:
            lay(m, (0.085, 0.088, 0.097))
    c0, c1 = COL[0] * w, COL[1] * w
    for label, value, fy, level in SLIDERS:
        y = fy * h
        lay(_rrect(h, w, c0, y - 3, c1, y + 3, 3), (0.16, 0.16, 0.17))
        if label == "Blinds":  # under way: the bar grows with the blinds, a brighter head moving
            lay(_rrect(h, w, c0, y - 3, c0 + level * (c1 - c0), y + 3, 3), AMBER * 0.75)
            lay(_rrect(h, w, c0 + level * (c1 - c0) - 28, y - 3, c0 + level * (c1 - c0), y + 3, 3), (1.0, 0.85, 0.62))
        else:
            x = c0 + level * (c1 - c0)
            lay(_rrect(h, w, c0, y - 3, x, y + 3, 3), (0.93, 0.86, 0.74))
            lay(_blur(_rrect(h, w, x - 13, y - 13 + 3, x + 13, y + 13 + 3, 13), 3) * 0.5, (0.0, 0.0, 0.0))
            lay(_rrect(h, w, x - 13, y - 13, x + 13, y + 13, 13), (0.96, 0.95, 0.92))
    # the plane shows the picture's columns right to left as the panel is read: flip it to match
    return A.to_image("panel_screen", np.clip(img[:, ::-1], 0, 1).copy())


def panel_words(pre, x, yc, zc):
    """The page's words in a light, clean sans, lying on the page (which faces -x, centred at yc, zc)."""
    import rack  # its text()
    fonts = {k: A.bpy.data.fonts.load(v, check_existing=True) for k, v in PANEL_FONTS.items()}
    mats = A.bpy.data.materials
    ink = mats.get("panel_ink") or A.emission("panel_ink", (0.93, 0.91, 0.87), 1.05)
    dim = mats.get("panel_dim") or A.emission("panel_dim", (0.66, 0.66, 0.67), 0.85)
    warm = mats.get("panel_warm") or A.emission("panel_warm", tuple(AMBER * 1.05), 0.95)

    def at(fx, fy):  # a point on the page, as read, to the room's coordinates
        return (x, yc + PAGE["w"] / 2 - fx * PAGE["w"], zc + PAGE["h"] / 2 - fy * PAGE["h"])

    def put(name, body, fx, fy, size, mat, align="LEFT", kind="regular"):
        t = rack.text(pre + name, body, at(fx, fy), size * PAGE["w"] / 0.176, mat, align=align, spacing=1.04)
        t.data.font = fonts[kind]
        t.rotation_euler = (math.pi / 2, 0, -math.pi / 2)

    put("pg_room", "Drawing Room", 0.05, 0.09, 0.0066, ink)
    put("pg_time", "19:42", 0.95, 0.09, 0.0072, ink, "RIGHT", "light")
    tw, th = TILE
    for word, fx, fy, on in TILES:
        put(f"pg_{word}", word, fx + 0.025, fy + th * 0.74, 0.0069, ink)
    put("pg_on", "On", TILES[0][1] + 0.025, TILES[0][2] + th * 0.3, 0.005, ink)
    for label, value, fy, level in SLIDERS:
        put(f"pg_l_{label}", label, COL[0], fy - 0.08, 0.0059, dim)
        put(f"pg_v_{label}", value, COL[1], fy - 0.08, 0.0059, warm if label == "Blinds" else ink, "RIGHT")


def touch_panel(pre, at, alu, glass, page):
    """A 10-inch glass touch panel on a flush back box in the right-hand wall (facing -x), 7 mm
    proud of the wall: a slim satin graphite aluminium band round a black glass face with an 8 mm
    border, the page under the glass, the words over the page."""
    px, pyy, pz = at
    gw, gh = PAGE["w"] + 0.016, PAGE["h"] + 0.016
    A.box_from(pre + "panel_body", (px - 0.0055, pyy - gw / 2, pz - gh / 2), (px, pyy + gw / 2, pz + gh / 2), alu, 0.0015)
    A.box_from(pre + "panel_glass", (px - 0.007, pyy - gw / 2 + 0.0004, pz - gh / 2 + 0.0004),
               (px - 0.0052, pyy + gw / 2 - 0.0004, pz + gh / 2 - 0.0004), glass, 0.0006)
    A.wall_plane(pre + "panel_page", (PAGE["w"], PAGE["h"]), (px - 0.0071, pyy, pz), "-x", page)
    panel_words(pre, px - 0.0073, pyy, pz)


def panel_halo(pre, at):
    """The wall round a touch panel as the installer leaves it, on a film a hair off the wall: a
    2 mm shadow gap where the panel's band meets the plaster, a faint soft contact shadow falling a
    little below it (the cove's light is from above), and the page's glow spilling lightly onto the
    wall round the band, warmest beside the lit Evening tile. Drawn as distances from the band (no
    blur): the film darkens the wall it lies on (a transparent tint) and adds the glow."""
    px, pyy, pz = at
    gw, gh = PAGE["w"] + 0.016, PAGE["h"] + 0.016
    m, res = 0.07, 0.0004  # the film's margin round the band, metres a pixel
    fw, fh = gw + 2 * m, gh + 2 * m
    nx, ny = int(fw / res), int(fh / res)
    y = pyy - fw / 2 + (np.arange(nx) + 0.5) * res  # columns run along +y (the plane's u)
    z = pz + fh / 2 - (np.arange(ny) + 0.5) * res  # rows from the top
    yy, zz = np.meshgrid(y, z)

    def dist(dy, dz, r=0.0015):  # from the band's rounded edge, shifted by (dy, dz)
        ex = np.maximum(np.abs(yy - pyy - dy) - gw / 2 + r, 0)
        ez = np.maximum(np.abs(zz - pz - dz) - gh / 2 + r, 0)
        return np.hypot(ex, ez) - r

    d = dist(0, 0)
    gap = 0.8 * np.clip((0.0019 - d) / 0.0006, 0, 1)
    contact = 0.2 * np.exp(-np.maximum(dist(0, -0.004), 0) / 0.011)
    shade = 1 - np.maximum(gap, contact) * (d > -0.0005)
    # the glow: strongest at the band, gone within a few centimetres; warmer and stronger on the
    # side of the lit tile (the page's left as read, +y)
    side = np.clip((yy - pyy) / gw + 0.5, 0, 1)
    glow = 0.045 * np.exp(-np.maximum(d, 0) / 0.02) * (0.7 + 0.6 * side) * (d > 0)
    tint = np.array([1.0, 0.78, 0.56])
    rgba = np.ones((ny, nx, 4), dtype=np.float32)
    rgba[..., 0] = shade
    rgba[..., 1] = glow
    rgba[..., 2] = glow * (0.6 + 0.4 * side)  # the glow's warmth: more amber towards the tile
    img = A.bpy.data.images.new(pre + "panel_halo", nx, ny, alpha=False, float_buffer=True)
    img.colorspace_settings.name = "Non-Color"
    img.pixels.foreach_set(rgba[::-1].ravel())
    img.pack()
    mat = A.bpy.data.materials.new(pre + "panel_halo")
    mat.use_nodes = True
    mat.blend_method = "BLEND"
    mat.shadow_method = "NONE"
    nt = mat.node_tree
    nt.nodes.remove(nt.nodes["Principled BSDF"])
    tex = nt.nodes.new("ShaderNodeTexImage")
    tex.image = img
    tex.extension = "EXTEND"
    sep = nt.nodes.new("ShaderNodeSeparateRGB")
    nt.links.new(tex.outputs["Color"], sep.inputs[0])
    tr = nt.nodes.new("ShaderNodeBsdfTransparent")
    nt.links.new(sep.outputs["R"], tr.inputs["Color"])
    warm = nt.nodes.new("ShaderNodeMixRGB")  # the glow's colour: warm white to amber
    warm.inputs["Color1"].default_value = (1.0, 0.9, 0.78, 1)
    warm.inputs["Color2"].default_value = (*tint, 1)
    nt.links.new(sep.outputs["B"], warm.inputs["Fac"])
    em = nt.nodes.new("ShaderNodeEmission")
    nt.links.new(warm.outputs["Color"], em.inputs["Color"])
    nt.links.new(sep.outputs["G"], em.inputs["Strength"])
    add = nt.nodes.new("ShaderNodeAddShader")
    nt.links.new(tr.outputs[0], add.inputs[0])
    nt.links.new(em.outputs[0], add.inputs[1])
    nt.links.new(add.outputs[0], nt.nodes["Material Output"].inputs["Surface"])
    return A.wall_plane(pre + "panel_halo", (fw, fh), (W / 2 - 0.0004, pyy, pz), "-x", mat)


def _limewash_close(name, color, amount):
    """The walls' limewash as the panel's close view sees it, half a metre off: the same cloud, and
    the brush's work at its own scale, crossing strokes a few centimetres long that leave the tone
    a little lighter or deeper, and the faintest tooth where the wash dried over the plaster."""
    m = A.limewash(name, color, amount)
    nt = m.node_tree
    ramp = nt.nodes["ColorRamp"] if "ColorRamp" in nt.nodes else [n for n in nt.nodes if n.type == "VALTORGB"][0]
    t = ramp.inputs["Fac"].links[0].from_socket
    vec = A._tex_coord(nt)
    strokes = A._noise(nt, vec, 9.0, 3.0, 0.55, 0.4, (1.0, 2.6, 0.8))  # strokes a few cm, crossing
    across = A._noise(nt, vec, 9.0, 3.0, 0.55, 0.4, (1.0, 0.8, 2.6))
    fine = A._math(nt, "MULTIPLY_ADD", strokes.outputs["Fac"], 0.5, A._math(nt, "MULTIPLY", across.outputs["Fac"], 0.5))
    mix = A._math(nt, "MULTIPLY_ADD", t, 0.7, A._math(nt, "MULTIPLY", fine, 0.3))
    nt.links.new(mix, ramp.inputs["Fac"])
    tooth = A._noise(nt, vec, 140.0, 4.0, 0.6)
    bump = nt.nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = 0.05
    bump.inputs["Distance"].default_value = 0.0005
    nt.links.new(tooth.outputs["Fac"], bump.inputs["Height"])
    nt.links.new(bump.outputs["Normal"], nt.nodes["Principled BSDF"].inputs["Normal"])
    return m


def _close_view(on):
    """The panel's close view (`smart-home-living`): the right-hand wall in the close limewash, the
    film round the near panel shown; the hero keeps the walls' paint and no film."""
    mats = A.bpy.data.materials
    A.bpy.data.objects["wall_r"].material_slots[0].material = mats["paint_close" if on else "paint"]
    A.bpy.data.objects["b_panel_halo"].hide_render = not on
    _dress(not on)


# the hero's finishes over the ones the close view was rendered with (renders29)
HERO_MATS = {"paint": "paint_hero", "blind_linen": "blind_linen_hero", "curtain": "curtain_hero"}


def _dress(hero):
    """The hero as a designer dresses it (renders29): its walls, blinds and curtains in the finishes
    that read across the room, the Tibetan rug for the plain one, the lit joinery beside the window
    and the light under the sideboard shown, the room's flat fill turned down so the scene's own light
    draws it. The close view (`smart-home-living`) keeps what its master was rendered with."""
    mats = A.bpy.data.materials
    back = {v: k for k, v in HERO_MATS.items()}
    for ob in A.bpy.data.objects:
        if ob.name.startswith("hx_"):
            ob.hide_render = not hero
        for slot in getattr(ob, "material_slots", []):
            m = slot.material
            if m is None or (ob.name == "wall_r" and not hero):
                continue
            if hero and m.name in HERO_MATS:
                slot.material = mats[HERO_MATS[m.name]]
            elif not hero and m.name in back:
                slot.material = mats[back[m.name]]
    A.bpy.data.objects["rug"].hide_render = hero
    A.bpy.data.objects["fill"].data.energy = 60 if hero else 90
    A.bpy.data.objects["dl_coffee"].data.energy = 50 if hero else 84  # the travertine's top bleached under 84


def _soften_seats():
    """The sofa's seat cushions filled as a down-wrapped cushion is: crowned higher in the middle and
    rolling forward over their fronts, so they read as filled and not as slabs (the piping follows)."""
    for k in range(3):
        ob = A.bpy.data.objects[f"sofa_cush{k}"]
        hx, hy, hz = ob["half"]

        def fill(P, hx=hx, hy=hy, hz=hz, k=k):
            x, y, z = P[:, 0], P[:, 1], P[:, 2]
            u, v, w = np.clip(x / hx, -1, 1), np.clip(y / hy, -1, 1), np.clip(z / hz, -1, 1)
            f = np.clip(1 - u * u, 0, 1) * np.clip(1 - v * v, 0, 1)
            top = A._smoothstep(0.1, 1.0, w)
            z2 = z + (0.036 + 0.004 * k) * f ** 1.3 * top
            front = np.clip(v, 0, 1) ** 3 * np.clip(1 - u * u, 0, 1) * np.clip(1 - w * w, 0, 1)
            y2 = y + 0.02 * front
            return np.stack([x, y2, z2], axis=1)
        A.reshape(ob, fill)


def joinery(walnut, walnut_y, brass):
    """Bespoke joinery built into the front wall beside the left-hand window: a walnut case to 2.7 m,
    cupboards below under a travertine top, open shelves above against a deep bronze back, each shelf
    lit from a warm LED line set under the shelf above (and under the case's head), the shelves
    dressed sparsely with books and stoneware. Shown in the hero only (its objects are `hx_`)."""
    x0, x1, yb, top = -2.875, -1.24, D - 0.34, 2.7
    back = A.matte("hx_jn_back", (0.06, 0.047, 0.035), 0.75, 0.3, vary=0.08)
    gap = A.matte("hx_jn_gap", (0.015, 0.011, 0.008), 0.9, vary=0)
    led = A.emission("hx_jn_led", (1.0, 0.8, 0.56), 2.5)
    for k, (a, b) in enumerate(((x0, x0 + 0.035), (x1 - 0.035, x1))):
        A.box_from(f"hx_jn_side{k}", (a, yb, 0.0), (b, D, top), walnut_y, 0.003)
    A.box_from("hx_jn_head", (x0, yb, top - 0.14), (x1, D, top), walnut, 0.003)
    A.box_from("hx_jn_head_lip", (x0 + 0.035, yb, top - 0.158), (x1 - 0.035, yb + 0.015, top - 0.135), walnut, 0.002)
    A.box_from("hx_jn_plinth", (x0 + 0.035, yb + 0.05, 0.0), (x1 - 0.035, D, 0.08), gap)
    A.box_from("hx_jn_carcass", (x0 + 0.035, yb + 0.02, 0.08), (x1 - 0.035, D, 0.86), walnut_y)
    mid = (x0 + x1) / 2
    for k, (a, b) in enumerate(((x0 + 0.038, mid - 0.0015), (mid + 0.0015, x1 - 0.038))):
        A.box_from(f"hx_jn_door{k}", (a, yb, 0.085), (b, yb + 0.022, 0.855), walnut_y, 0.002)
        px = b - 0.05 if k == 0 else a + 0.05
        A.cylinder(f"hx_jn_pull{k}", 0.006, 0.2, (px, yb - 0.012, 0.7), brass, verts=16)
    A.box_from("hx_jn_top", (x0 + 0.03, yb - 0.012, 0.86), (x1 - 0.03, D, 0.9), A.bpy.data.materials["coffee_trav"], 0.004)
    A.box_from("hx_jn_back", (x0 + 0.035, D - 0.02, 0.9), (x1 - 0.035, D, top - 0.14), back)
    shelves = (1.34, 1.8, 2.24)
    for k, z in enumerate(shelves):
        A.box_from(f"hx_jn_shelf{k}", (x0 + 0.035, yb + 0.015, z - 0.035), (x1 - 0.035, D - 0.02, z), walnut, 0.002)
        # a lip along the shelf's front hides the LED line under it: the light shows, not the strip
        A.box_from(f"hx_jn_lip{k}", (x0 + 0.035, yb + 0.015, z - 0.052), (x1 - 0.035, yb + 0.03, z - 0.03), walnut, 0.002)
    # the LED lines: under each shelf's front and under the head, each lighting the shelf below
    for k, z in enumerate((shelves[0] - 0.035, shelves[1] - 0.035, shelves[2] - 0.035, top - 0.14)):
        A.box_from(f"hx_jn_led{k}", (x0 + 0.05, yb + 0.032, z - 0.006), (x1 - 0.05, yb + 0.042, z), led)
        lt = A.area(f"hx_jn_light{k}", ((x0 + x1) / 2, yb + 0.07, z - 0.008), x1 - x0 - 0.12, 24, (1.0, 0.76, 0.5), size_y=0.04,
                    shadow=True)
        lt.data.specular_factor = 0.4
    # the dressing
    ink = ((0.42, 0.36, 0.28), (0.1, 0.09, 0.08), (0.55, 0.5, 0.42), (0.22, 0.12, 0.07), (0.32, 0.3, 0.27), (0.62, 0.58, 0.5))
    yc = D - 0.17

    def books(tag, xa, z, sizes, lean=0.0):
        x = xa
        for i, (t, hgt, dep) in enumerate(sizes):
            A.box(f"hx_bk{tag}{i}", (t, dep, hgt), (x + t / 2, yc + 0.02, z + hgt / 2), A.matte(f"hx_bk{tag}{i}", ink[(i * 7 + len(tag)) % 6], 0.7),
                  0.002)
            x += t + 0.002
        return x

    def flat(tag, xc, z, n):
        for i in range(n):
            A.box(f"hx_fl{tag}{i}", (0.3 - 0.03 * i, 0.22 - 0.015 * i, 0.035), (xc, yc, z + 0.0175 + 0.036 * i),
                  A.matte(f"hx_fl{tag}{i}", ink[(i * 5 + 2) % 6], 0.7), 0.003, rot=(0, 0, 0.05 * (i - 1)))
    pale = A.ceramic("hx_pale", (0.72, 0.68, 0.6), 0.3, 0.06, speck=0.05)
    dark = A.ceramic("hx_dark", (0.07, 0.06, 0.05), 0.25, 0.12, speck=0.03)
    bronze = A.ceramic("hx_bronze", (0.3, 0.19, 0.1), 0.2, 0.12)
    # on the counter: a stack of books and a wide, low bowl
    flat("c", x0 + 0.35, 0.9, 3)
    A.vase("hx_bowl", [(0.06, 0), (0.14, 0.04), (0.17, 0.08), (0.175, 0.1)], (x1 - 0.42, yc, 0.9), dark)
    # the first shelf: a row of books, a tall bottle vase
    books("a", x0 + 0.1, shelves[0], [(0.03, 0.27, 0.2), (0.045, 0.29, 0.22), (0.025, 0.25, 0.19), (0.04, 0.28, 0.21),
                                        (0.035, 0.3, 0.22), (0.05, 0.26, 0.2)])
    A.vase("hx_bottle", [(0.05, 0), (0.075, 0.08), (0.07, 0.2), (0.03, 0.3), (0.022, 0.36), (0.025, 0.38)], (x1 - 0.35, yc, shelves[0]), pale)
    # the second: a round vessel and a few books lying flat with a small piece on them
    A.vase("hx_moon", [(0.05, 0), (0.1, 0.06), (0.12, 0.14), (0.1, 0.22), (0.05, 0.27), (0.045, 0.28)], (x0 + 0.38, yc, shelves[1]), bronze)
    flat("b", x1 - 0.38, shelves[1], 2)
    A.sphere("hx_orb", 0.045, (x1 - 0.38, yc, shelves[1] + 0.075 + 0.045), brass)
    # the third: books upright at the right, a small dark pot at the left
    books("c", x1 - 0.36, shelves[2], [(0.04, 0.26, 0.2), (0.03, 0.24, 0.19), (0.05, 0.28, 0.21), (0.035, 0.25, 0.2)])
    A.vase("hx_pot", [(0.04, 0), (0.07, 0.05), (0.075, 0.1), (0.06, 0.15), (0.055, 0.16)], (x0 + 0.32, yc, shelves[2]), dark)


def _linen(shade):
    """The shades' linen in the light that comes through it: slubbed threads across the drum and
    finer ones up it, so a lit shade reads as woven cloth and not as a flat cream plastic."""
    nt, p = shade.node_tree, shade.node_tree.nodes["Principled BSDF"]
    vec = nt.nodes.new("ShaderNodeTexCoord").outputs["Object"]
    weft = A._noise(nt, vec, 1.0, 2.0, 0.6, 0.0, (25, 25, 520))
    warp = A._noise(nt, vec, 1.0, 1.0, 0.5, 0.0, (700, 700, 12))
    t = A._math(nt, "MULTIPLY_ADD", weft.outputs["Fac"], 0.7, A._math(nt, "MULTIPLY", warp.outputs["Fac"], 0.3))
    k = A._map(nt, t, 0.3, 0.7, 0.72, 1.12)
    glow = nt.nodes.new("ShaderNodeMixRGB")
    glow.name = "linen_glow"
    glow.blend_type = "MULTIPLY"
    glow.inputs["Fac"].default_value = 1.0
    nt.links.new(k, glow.inputs["Color1"])
    glow.inputs["Color2"].default_value = tuple(p.inputs["Emission"].default_value)
    nt.links.new(glow.outputs["Color"], p.inputs["Emission"])
    return glow


def build():
    A.world_color((0.025, 0.023, 0.022))
    # a warm stone limewash, its tone clouding and mottling as a brushed finish does
    paint = A.limewash("paint", (0.55, 0.49, 0.41), 0.14)
    _limewash_close("paint_close", (0.55, 0.49, 0.41), 0.14)
    trim = A.matte("trim", (0.6, 0.57, 0.51), 0.45, 0.35, vary=0.0)
    ceiling = A.matte("ceil", (0.62, 0.6, 0.56), 0.9, 0.2, vary=0.0)
    # smoked oak blocks laid in herringbone, oiled (a full specular mirrors the lit ceiling and
    # bleaches them); the joints are the dark subfloor showing between the blocks
    floor = A.wood("oak_floor", (0.3, 0.2, 0.115), (0.13, 0.08, 0.045), 0.45, 6, "X", 0.08, plank_attr="plank")
    floor.node_tree.nodes["Principled BSDF"].inputs["Specular"].default_value = 0.3
    subfloor = A.matte("subfloor", (0.02, 0.014, 0.01), 0.9, vary=0)
    walnut = A.walnut("walnut", "X")
    walnut_y = A.walnut("walnut_y", "Y")
    brass = A.brass()
    marble = A.marble("marble", scale=0.8, seed=2.0)
    # the sofa in a mushroom cotton velvet with a nap (lighter where the pile turns away), piped a
    # shade deeper: the walls' stone, deepened
    velvet = A.velvet_nap("sofa_velvet", (0.14, 0.125, 0.105), 0.3)
    velvet_pipe = A.velvet_nap("sofa_pipe", (0.085, 0.074, 0.06), 0.3, crush=0.05)
    # the armchair in a deep tobacco aniline leather, sewn and piped (the kit's `leather()`)
    hide = A.leather("chair_leather", (0.11, 0.06, 0.032), 0.4, 0.35)
    linen = A.fabric("blind_linen", (0.62, 0.56, 0.46), 1400, 0.15)
    curtain = A.fabric("curtain", (0.42, 0.37, 0.3), 1100, 0.18)
    shade = A.lamp_shade("shade", (0.6, 0.52, 0.4), strength=0.22)
    _linen(shade)
    A.box_from("floor", (-W / 2, -0.1, -0.05), (W / 2, D + 0.1, 0), subfloor)
    A.herringbone("oak", -W / 2, -0.1, W / 2, D + 0.1, floor, plank=(0.48, 0.096), z=0.0005)
    A.box_from("ceiling", (-W / 2, -0.1, H), (W / 2, D + 0.1, H + 0.05), ceiling)
    # walls; the front wall is built round its two window openings
    A.box_from("wall_back", (-W / 2, -0.1, 0), (W / 2, 0, H), paint)
    A.box_from("wall_l", (-W / 2 - 0.1, -0.1, 0), (-W / 2, D + 0.1, H), paint)
    A.box_from("wall_r", (W / 2, -0.1, 0), (W / 2 + 0.1, D + 0.1, H), paint)
    A.box_from("front_lo", (-W / 2, D, 0), (W / 2, D + 0.35, WIN_Z[0]), paint)
    A.box_from("front_hi", (-W / 2, D, WIN_Z[1]), (W / 2, D + 0.35, H), paint)
    edges = [-W / 2] + [e for xc in WINDOWS for e in (xc - WIN_W / 2, xc + WIN_W / 2)] + [W / 2]
    for k in range(0, len(edges), 2):
        A.box_from(f"front_pier{k}", (edges[k], D, WIN_Z[0]), (edges[k + 1], D + 0.35, WIN_Z[1]), paint)
    # skirting and cornice all round, panel mouldings on the side walls
    for s in (-1, 1):
        xw = s * W / 2
        A.box_from(f"skirt{s}", (xw - (0.02 if s > 0 else 0), 0, 0), (xw + (0.02 if s < 0 else 0), D, 0.2), trim, 0.004)
        A.box_from(f"cornice{s}", (xw - (0.12 if s > 0 else 0), -0.1, H - 0.16), (xw + (0.12 if s < 0 else 0), D + 0.1, H), trim, 0.02)
    for y, lab in ((D, "f"), (0, "b")):
        A.box_from(f"skirt_{lab}", (-W / 2, y - 0.02 if lab == "f" else y, 0), (W / 2, y if lab == "f" else y + 0.02, 0.2), trim, 0.004)
        A.box_from(f"cornice_{lab}", (-W / 2, y - 0.12 if lab == "f" else y, H - 0.16), (W / 2, y if lab == "f" else y + 0.12, H), trim, 0.02)
    for i, (y0, y1) in enumerate(((0.3, 1.75), (2.05, 4.95), (5.25, D - 0.3))):
        A.moulding_frame(f"pnl_r{i}", y0, y1, 0.95, H - 0.45, W / 2, trim, "-x", 0.03, 0.016)
        A.moulding_frame(f"pnl_rl{i}", y0, y1, 0.3, 0.75, W / 2, trim, "-x", 0.025, 0.014)
    A.box_from("dado_r", (W / 2 - 0.025, 0, 0.83), (W / 2, D, 0.88), trim, 0.006)
    # the ceiling's cove: a shallow raft stops short of the walls and hides a warm strip that washes
    # the ceiling's edge and the tops of the walls
    inset = 0.38
    A.box_from("raft", (-W / 2 + inset, inset, H - 0.2), (W / 2 - inset, D - inset, H - 0.12), ceiling, 0.01)
    cove = A.emission("cove", (1.0, 0.78, 0.5), 5)
    for nm, lo, hi, loc, size, sy in (
            ("f", (-W / 2 + inset, D - inset - 0.02, H - 0.12), (W / 2 - inset, D - inset, H - 0.11), (0, D - inset + 0.12, H - 0.16), W - 2 * inset, 0.12),
            ("b", (-W / 2 + inset, inset, H - 0.12), (W / 2 - inset, inset + 0.02, H - 0.11), (0, inset - 0.12, H - 0.16), W - 2 * inset, 0.12),
            ("l", (-W / 2 + inset, inset, H - 0.12), (-W / 2 + inset + 0.02, D - inset, H - 0.11), (-W / 2 + inset - 0.12, D / 2, H - 0.16), 0.12, D - 2 * inset),
            ("r", (W / 2 - inset - 0.02, inset, H - 0.12), (W / 2 - inset, D - inset, H - 0.11), (W / 2 - inset + 0.12, D / 2, H - 0.16), 0.12, D - 2 * inset)):
        A.box_from(f"cove_strip_{nm}", lo, hi, cove)
        light = A.area(f"cove_{nm}", loc, size, 45 if nm in ("f", "b") else 55, (1.0, 0.76, 0.5), rot=(math.pi, 0, 0), size_y=sy, shadow=False)
        light.data.specular_factor = 0.0
    # the raft's face takes the room's light back: a faint bounce from below, with no highlight
    bounce = A.area("raft_bounce", (0, D / 2, H - 1.0), W - 1.2, 25, A.WARM2, rot=(math.pi, 0, 0), size_y=D - 1.2, shadow=False)
    bounce.data.specular_factor = 0.0
    # the windows: a garden square at night outside, sashes with glazing bars, linen Roman blinds
    # lowered half way by the evening scene, heavy dress curtains either side on brass poles
    outside = A.image_emission("outside", A.exterior_view("square_night", seed=83), 0.45)
    pane = A.gloss("pane", (0.01, 0.012, 0.014), 0.03)
    pane.blend_method = "BLEND"
    pane.node_tree.nodes["Principled BSDF"].inputs["Alpha"].default_value = 0.15
    for i, xc in enumerate(WINDOWS):
        x0, x1 = xc - WIN_W / 2, xc + WIN_W / 2
        A.wall_plane(f"square{i}", (WIN_W + 0.6, 3.0), (xc, D + 0.4, 1.7), "-y", outside)
        A.box_from(f"sill{i}", (x0 - 0.08, D - 0.05, WIN_Z[0] - 0.04), (x1 + 0.08, D + 0.2, WIN_Z[0]), trim, 0.01)
        for s in (-1, 1):
            A.box_from(f"arch{i}{s}", (xc + s * (WIN_W / 2 + 0.04) - 0.06, D - 0.03, WIN_Z[0]), (xc + s * (WIN_W / 2 + 0.04) + 0.06, D + 0.01, WIN_Z[1] + 0.08), trim, 0.006)
        A.box_from(f"arch_top{i}", (x0 - 0.1, D - 0.03, WIN_Z[1]), (x1 + 0.1, D + 0.01, WIN_Z[1] + 0.12), trim, 0.006)
        ys = D + 0.12
        for z0, z1 in ((WIN_Z[0], 1.68), (1.64, WIN_Z[1])):
            A.box_from(f"pane{i}{z0}", (x0, ys, z0), (x1, ys + 0.004, z1), pane)
            A.box_from(f"rail_b{i}{z0}", (x0, ys - 0.03, z0), (x1, ys + 0.01, z0 + 0.05), trim, 0.004)
            A.box_from(f"rail_t{i}{z0}", (x0, ys - 0.03, z1 - 0.05), (x1, ys + 0.01, z1), trim, 0.004)
            for s in (-1, 1):
                A.box_from(f"stile{i}{z0}{s}", (xc + s * WIN_W / 2 - 0.04, ys - 0.03, z0), (xc + s * WIN_W / 2 + 0.04, ys + 0.01, z1), trim, 0.004)
            for k in (-1, 1):
                A.box_from(f"bar{i}{z0}{k}", (xc + k * WIN_W / 6 - 0.01, ys - 0.02, z0), (xc + k * WIN_W / 6 + 0.01, ys + 0.005, z1), trim, 0.003)
            zm = (z0 + z1) / 2
            A.box_from(f"barh{i}{z0}", (x0, ys - 0.02, zm - 0.01), (x1, ys + 0.005, zm + 0.01), trim, 0.003)
        A.roman_blind(f"blind{i}", xc, D - 0.04, WIN_W + 0.06, BLIND_Z, WIN_Z[1] + 0.13, linen)
        A.cylinder(f"pole{i}", 0.02, WIN_W + 1.0, (xc, D - 0.16, WIN_Z[1] + 0.22), brass, rot=(0, math.pi / 2, 0))
        for s in (-1, 1):
            for e in (-1, 1):
                A.sphere(f"finial{i}{e}", 0.035, (xc + e * (WIN_W / 2 + 0.5), D - 0.16, WIN_Z[1] + 0.22), brass)
            xi, xo = xc + s * (WIN_W / 2 + 0.02), xc + s * (WIN_W / 2 + 0.45)
            A.curtain(f"curt{i}{s}", min(xi, xo), max(xi, xo), D - 0.1, 0.0, WIN_Z[1] + 0.2, curtain, folds=5, depth=0.06)
    # the painting on the right-hand wall over a long walnut sideboard, lit by a brass picture light
    py = 4.15
    fw, fh, fz = 1.6, 1.2, 1.45
    # the canvas on its 35 mm stretcher, floated in a slim ebonised tray frame with an 8 mm shadow gap
    cw, ch = fw - 0.1, fh - 0.1
    cz = fz + fh / 2
    ebony = A.matte("pframe", (0.025, 0.02, 0.017), 0.35, 0.4, vary=0)
    A.box_from("stretcher", (W / 2 - 0.035, py - cw / 2, cz - ch / 2), (W / 2 - 0.002, py + cw / 2, cz + ch / 2),
               A.matte("canvas_edge", (0.62, 0.58, 0.5), 0.8, vary=0), 0.002)
    A.wall_plane("canvas", (cw, ch), (W / 2 - 0.0355, py, cz), "-x", A.image_diffuse("canvas", painting(), 0.85, 0.15))
    A.box_from("tray_back", (W / 2 - 0.006, py - cw / 2 - 0.02, cz - ch / 2 - 0.02), (W / 2, py + cw / 2 + 0.02, cz + ch / 2 + 0.02), ebony)
    g, t = 0.008, 0.012  # the shadow gap and the frame's face
    for s_ in (-1, 1):
        yc = py + s_ * (cw / 2 + g + t / 2)
        A.box_from(f"tray_side{s_}", (W / 2 - 0.045, yc - t / 2, cz - ch / 2 - g - t), (W / 2, yc + t / 2, cz + ch / 2 + g + t), ebony, 0.002)
        zc = cz + s_ * (ch / 2 + g + t / 2)
        A.box_from(f"tray_rail{s_}", (W / 2 - 0.045, py - cw / 2 - g - t, zc - t / 2), (W / 2, py + cw / 2 + g + t, zc + t / 2), ebony, 0.002)
    A.cylinder("plight", 0.02, 0.6, (W / 2 - 0.16, py, fz + fh + 0.1), brass, rot=(math.pi / 2, 0, 0))
    A.cylinder("plight_arm", 0.006, 0.16, (W / 2 - 0.08, py, fz + fh + 0.1), brass, rot=(0, math.pi / 2, 0))
    # the picture light's wash: a bar as long as the light's, tilted onto the canvas, so the light
    # falls off evenly down the picture (a spot drew a hot disc with a sheen on the paint)
    A.area("picture_wash", (W / 2 - 0.2, py, fz + fh + 0.08), 0.05, 14, A.WARM2, rot=(0, math.radians(-32), 0), size_y=0.6, shadow=False)
    sx0 = W / 2 - 0.48
    A.box_from("sideboard", (sx0, py - 1.05, 0.14), (W / 2 - 0.02, py + 1.05, 0.74), walnut_y, 0.008)
    A.box_from("sideboard_top", (sx0 - 0.01, py - 1.07, 0.74), (W / 2 - 0.02, py + 1.07, 0.77), marble, 0.006)
    for k in range(3):
        y0 = py - 1.0 + k * 0.69
        A.box_from(f"sb_gap{k}", (sx0 - 0.002, y0 + 0.66, 0.18), (sx0, y0 + 0.675, 0.7), A.matte("gap", (0.02, 0.015, 0.01), 0.8, vary=0))
        A.cylinder(f"sb_pull{k}", 0.006, 0.16, (sx0 - 0.015, y0 + 0.58, 0.5), brass, verts=12)
    for sy in (py - 0.95, py + 0.95):
        A.box_from(f"sb_leg{sy}", (sx0 + 0.03, sy - 0.03, 0), (sx0 + 0.09, sy + 0.03, 0.14), brass, 0.004)
    A.table_lamp("lamp_sb", W / 2 - 0.25, py + 0.7, 0.77, shade, A.ceramic("jar_sb", (0.08, 0.13, 0.2), 0.12, 0.18), 28, collar_mat=brass)
    A.vase("vase_sb", [(0.05, 0), (0.08, 0.06), (0.09, 0.14), (0.075, 0.26), (0.042, 0.36), (0.038, 0.4), (0.045, 0.42)],
           (W / 2 - 0.25, py - 0.6, 0.77), A.ceramic("vase_sb", (0.72, 0.68, 0.6), 0.14, 0.06, speck=0.05))
    for k, c in enumerate(((0.5, 0.44, 0.36), (0.1, 0.12, 0.14), (0.45, 0.14, 0.08))):
        A.box(f"sb_book{k}", (0.24, 0.3, 0.035), (W / 2 - 0.26, py - 0.1, 0.788 + k * 0.036), A.matte(f"sbk{k}", c, 0.7), 0.003, rot=(0, 0, 0.06 * (k - 1)))
    # the touch panels on the right-hand wall, Evening under way on both
    alu = A.matte("panel_alu", (0.2, 0.2, 0.21), 0.32, 0.5, metal=1.0, vary=0)
    glass = A.gloss("panel_black", (0.004, 0.004, 0.005), 0.1)
    page = A.image_emission("panel_page", panel_screen(), 1.0, gloss_rough=0.1)
    for pre, at in (("", PANEL), ("b_", PANEL_BACK)):
        touch_panel(pre, at, alu, glass, page)
    panel_halo("b_", PANEL_BACK)  # the film round the back corner's panel, which the close view shows
    # the left-hand wall panelled as the right, a dado rail between
    for i, (y0, y1) in enumerate(((0.3, 2.3), (2.6, 4.6), (4.9, D - 0.3))):
        A.moulding_frame(f"pnl_l{i}", y0, y1, 0.95, H - 0.45, -W / 2, trim, "+x", 0.03, 0.016)
        A.moulding_frame(f"pnl_ll{i}", y0, y1, 0.3, 0.75, -W / 2, trim, "+x", 0.025, 0.014)
    A.box_from("dado_l", (-W / 2, 0, 0.83), (-W / 2 + 0.025, D, 0.88), trim, 0.006)
    glow = A.emission("sconce_glow", (1.0, 0.8, 0.55), 6)
    for k, y in enumerate((2.45, 4.75)):  # brass wall washers between the panels, part of the scene
        A.sconce(f"sconce{k}", -W / 2, y, 1.8, "+x", brass, glow, up=10, down=7)
    # the seating: a long sofa facing the room from before the windows, a leather armchair, a
    # walnut coffee table on a wool rug, side tables with lamps, a floor lamp by the chair
    sy = D - 1.55
    # a large hand-knotted rug of undyed wool under the whole group, a bound border in walnut brown
    A.picture_rug("rug", -1.95, 1.95, 1.8, D - 0.8, A.to_image("rug_face", A.rug_picture(900, 900, (0.15, 0.135, 0.115), (0.045, 0.033, 0.025))))
    # the hero's rug: a hand-knotted Tibetan in wool and silk, tone on tone (`loomed_rug_picture()`),
    # its ribs, knots and a hand-drawn lattice in silk at their real scale (the close view keeps the
    # plain one it was rendered with: see `_dress()`)
    A.picture_rug("hx_rug", -1.95, 1.95, 1.8, D - 0.8, A.to_image("hx_rug_face", A.loomed_rug_picture(
        1400, 1440, (0.15, 0.135, 0.112), (0.05, 0.037, 0.027), silk=1.17, size=(3.9, D - 2.6))))
    # an English sofa with its back to the windows (the kit's `english_sofa()`): a tight back under a
    # piped roll, scroll arms, feather back cushions that lean and slump, crowned seat cushions;
    # scatter cushions in the room's tones: a bronze velvet, an ivory boucle and a stone linen
    cushions = (A.velvet("pillow0", (0.2, 0.12, 0.06)), A.boucle("pillow1", (0.62, 0.59, 0.53)),
                A.fabric("pillow2", (0.36, 0.31, 0.25), 1400, 0.15))
    pillows = [(cushions[0], None, 0.95, 0.25), (cushions[1], None, 0.38, -0.12), (cushions[2], None, -0.85, -0.2)]
    A.english_sofa(0.0, sy, walnut, velvet, velvet_pipe, facing=-1, pillows=pillows)
    for s in (-1, 1):
        A.lathe(f"side{s}", [(0.0001, 0), (0.2, 0), (0.2, 0.02), (0.04, 0.04), (0.035, 0.5), (0.24, 0.52), (0.24, 0.56), (0.0001, 0.56)],
                (s * 1.75, sy + 0.05, 0), walnut, 32)
        A.table_lamp(f"lamp{s}", s * 1.75, sy + 0.05, 0.56, shade, A.ceramic(f"jar{s}", (0.5, 0.56, 0.5), 0.12, 0.08), 30, collar_mat=brass)
    for name in TABLE_LAMPS:  # the light through each shade's open ends, off until lamps_lit()
        # the bulb sits 9 cm under the shade's top and 15 cm over its bottom (the closed drum
        # would shadow a light inside it): each spill starts just outside its end. No shadows: the
        # lamp's base cast a hard disc on the marble, and nothing else stands in the light's way
        c = A.bpy.data.objects[f"{name}_light"].location
        for way, dz, power in (("up", 0.1, LAMP_SPILL[name][0]), ("down", -0.16, LAMP_SPILL[name][1])):
            spill = A.spot(f"{name}_{way}", (c.x, c.y, c.z + dz), (c.x, c.y, c.z + 10 * dz), power, A.WARM, 125, 0.8, 0.05, False)
            spill.hide_render = True
    # coffee tables: a pair of round tables turned from honed travertine, the larger with a book and
    # a brass bowl, the smaller a step lower with a vessel; each a top with an eased edge over a drum
    # on a plinth set back, so a shadow line runs round under the top and the piece floats off the rug
    cy = sy - 1.3
    trav = A.travertine("coffee_trav", (0.43, 0.36, 0.265))
    A.stone_table("coffee", 0.52, 0.38, (-0.14, cy + 0.04, 0.016), trav)
    A.stone_table("coffee2", 0.3, 0.31, (0.76, cy - 0.24, 0.016), trav, top=0.05, overhang=0.028, edge=0.018)
    tz = 0.016 + 0.38
    A.box("ct_book1", (0.34, 0.26, 0.045), (-0.34, cy + 0.02, tz + 0.0225), A.matte("cloth1", (0.5, 0.44, 0.36), 0.7), 0.004, rot=(0, 0, 0.35))
    A.box("ct_book2", (0.3, 0.22, 0.035), (-0.33, cy + 0.03, tz + 0.0625), A.matte("cloth2", (0.08, 0.1, 0.13), 0.7), 0.004, rot=(0, 0, 0.22))
    A.lathe("ct_bowl", [(0.0001, 0), (0.06, 0), (0.15, 0.05), (0.17, 0.08), (0.165, 0.085), (0.0001, 0.03)], (0.12, cy + 0.12, tz), brass, 64)
    A.vase("ct_vessel", [(0.045, 0), (0.085, 0.05), (0.1, 0.12), (0.085, 0.2), (0.05, 0.25), (0.04, 0.27), (0.042, 0.28)],
           (0.76, cy - 0.24, 0.016 + 0.31), A.ceramic("ct_vessel", (0.09, 0.075, 0.06), 0.3, 0.14, speck=0.04))
    A.twigs("ct_twigs", (0.76, cy - 0.24, 0.016 + 0.31 + 0.26), 5, A.matte("twig", (0.06, 0.045, 0.03), 0.8), length=(0.35, 0.55),
            spread=0.35, seed=7)
    A.downlight("dl_coffee", 0, sy - 1.3, H - 0.2, 14, A.WARM2, 35)
    # a leather armchair on the left, side-on, facing across the coffee table, with a brass floor lamp behind it: the
    # sofa's make in one seat (a tight back under a piped roll, scroll arms, a loose back cushion)
    A.english_sofa(-1.75, sy - 1.55, walnut, hide, A.leather_piping(hide), width=0.95, seats=1, turn=math.radians(-90),
                   prefix="chair")
    fx, fy = -2.45, sy - 0.85  # behind the chair, inside the frame
    A.cylinder("fl_stem", 0.012, 1.45, (fx, fy, 0.73), brass, verts=16)
    A.cylinder("fl_base", 0.16, 0.025, (fx, fy, 0.012), brass, verts=32)
    A.cylinder("fl_shade", 0.22, 0.3, (fx, fy, 1.55), shade, r2=0.18)
    A.point("fl_light", (fx, fy, 1.5), 45, A.WARM, 0.08, True)
    # a soft fill from the back of the room
    fill = A.area("fill", (0, D / 2 - 0.5, H - 0.25), 4.0, 90, A.WARM2, size_y=4.5, shadow=False)
    fill.data.specular_factor = 0.0  # the light the lit ceiling gives back, with no highlight of its own
    # a photographer's fill for the touch panel's view, off unless a view turns it on: a large soft
    # source behind the camera at the back of the room (a bounce card), so the mouldings' returns
    # facing the camera are not black lines, with no highlight of its own
    card = A.area("photo_fill", (2.0, 0.15, 1.5), 1.6, 14, A.WARM2, rot=(math.pi / 2, 0, 0), size_y=1.0, shadow=False)
    card.data.specular_factor = 0.0
    card.hide_render = True
    for i, xc in enumerate(WINDOWS):  # a narrow downlight over each window grazes the blind
        A.spot(f"blind_graze{i}", (xc, D - 0.45, H - 0.2), (xc, D - 0.05, 1.6), 8, A.WARM2, 40, 0.8, 0.03, False)
    # the hero's finishes (see `_dress()`): the walls' limewash clouding as it reads across a room,
    # the blinds and dress curtains in a slubbed linen at its real scale
    A.limewash_cloud("paint_hero", (0.55, 0.49, 0.41), 0.32)
    A.slub_linen("blind_linen_hero", (0.62, 0.56, 0.46), 0.2)
    A.slub_linen("curtain_hero", (0.42, 0.37, 0.3), 0.18)
    joinery(walnut, walnut_y, brass)
    # the sideboard floats on a line of light: a warm LED strip set under its carcass washes the floor
    A.box_from("hx_sb_led", (sx0 + 0.06, py - 0.98, 0.128), (sx0 + 0.075, py + 0.98, 0.136), A.emission("hx_led_strip", (1.0, 0.78, 0.52), 6))
    led = A.area("hx_sb_wash", (W / 2 - 0.2, py, 0.125), 0.3, 9, A.WARM2, size_y=1.95, shadow=False)
    led.data.specular_factor = 0.3
    _soften_seats()
    # a chunky knitted throw in tobacco wool folded over the sofa's right-hand arm, off the seat
    A.throw("hx_throw", [(0.92, 0.642), (1.02, 0.638), (1.075, 0.66), (1.1, 0.698), (1.135, 0.716), (1.2, 0.72), (1.26, 0.71),
                         (1.305, 0.682), (1.326, 0.625), (1.33, 0.55), (1.334, 0.45), (1.336, 0.35)],
            0.5, (0.0, sy - 0.15, 0.0), A.knit("hx_throw", (0.16, 0.1, 0.06)), thick=0.014, seed=5)


VIEWS = {
    # from the back of the room towards the windows: the sofa under the half-lowered blinds, the
    # leather chair and floor lamp on the left, the painting, sideboard and touch panel on the right,
    # the lamps lit as the Evening scene sets them
    # (the lens shifted left so the room sits right of the middle, clear of the page's headline)
    "hero-smart-home-integration": dict(cam=(-0.9, 0.45, 1.4), target=(0.55, D, 1.35), lens=17, shift_x=-0.1, size=(2400, 1100),
                                        before=lambda: (lamps_lit(True), _show("vase_sb"), _hide("photo_fill"), _raft_bounce(16), _close_view(False))),
    # the smart-home page's Lighting Control: the touch panel near the back corner of the right-hand
    # wall, close and sharp, Evening under way on its page (the Evening tile lit, the lamps at 40 %,
    # the cove at 60 %, the blinds lowering); beyond it, soft (focused on the panel at f/6.3, the
    # camera level and its lens shifted down a little), the room in that scene: the sideboard's lamp
    # and the painting's edge, the sofa's lamp, the blind half lowered between its curtains. The
    # sideboard's vase stood in front of its lamp from here and is taken out of this view, as a
    # stylist would; the photographer's fill behind the camera is on
    "smart-home-living": dict(cam=(2.652, 0.591, 1.42), target=(3.516, 3.464, 1.4), lens=28, dof=0.487, fstop=6.3, shift_y=-0.03,
                              before=lambda: (lamps_lit(True), _hide("vase_sb"), _show("photo_fill"), _raft_bounce(25), _close_view(True),
                                             _fill(10))),
}
