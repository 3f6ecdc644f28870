"""Build one room and render its views.

blender -b -P art/scenes/run.py -- <room> [view ...] [--preview] [--draft] [--out DIR]

<room> is a module in this folder (e.g. hampstead_basement_theatre) defining build() and VIEWS,
a dict: output name -> dict(cam, target, lens, size=(w, h), shift_x, shift_y, before=callable).
PNG frames go to a temporary folder; render.sh turns them into JPEG masters.
--draft renders with the Workbench engine (flat colours, no shader compile): a composition check in
seconds where an Eevee preview takes minutes on a software GL.
"""
import importlib
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import aurum  # noqa: E402

argv = sys.argv[sys.argv.index("--") + 1:] if "--" in sys.argv else []
draft = "--draft" in argv
preview = "--preview" in argv or draft
out = "/tmp/aurum-frames"
if "--out" in argv:
    out = argv[argv.index("--out") + 1]
    argv = [a for a in argv if a not in ("--out", out)]
argv = [a for a in argv if a not in ("--preview", "--draft")]
room = importlib.import_module(argv[0])
wanted = argv[1:] or list(room.VIEWS)
os.makedirs(out, exist_ok=True)

t0 = time.time()
aurum.reset()
room.build()
bake = getattr(room, "BAKE", None)
if bake and not preview:
    # a scene may bake with its own function (St Albans places its cubemap: aurum.bake_light_at)
    getattr(room, "bake", aurum.bake_light)(*bake)
if draft:
    scene = aurum.bpy.context.scene
    scene.render.engine = "BLENDER_WORKBENCH"
    scene.display.shading.light = "STUDIO"
    scene.display.shading.color_type = "MATERIAL"
    scene.display.shading.show_shadows = True
    scene.display.shading.show_cavity = True
    scene.view_settings.view_transform = "Standard"
    for mat in aurum.bpy.data.materials:
        # Workbench shows a material's viewport colour: take the shader's base or emission colour
        nodes = mat.node_tree.nodes if mat.use_nodes else []
        for n in nodes:
            if n.type == "BSDF_PRINCIPLED" and not n.inputs["Base Color"].is_linked:
                mat.diffuse_color = n.inputs["Base Color"].default_value
            elif n.type == "EMISSION":
                mat.diffuse_color = (1.0, 0.9, 0.7, 1.0)
print(f"[aurum] built {argv[0]} in {time.time() - t0:.0f}s", flush=True)
for name in wanted:
    v = room.VIEWS[name]
    if v.get("before"):
        v["before"]()
    aurum.camera(v["cam"], v["target"], v.get("lens", 24), v.get("shift_x", 0), v.get("shift_y", 0),
                 v.get("dof"), v.get("fstop", 2.8), v.get("clip_end", 200))
    aurum.bpy.context.scene.view_settings.exposure = v.get("exposure", getattr(room, "EXPOSURE", 0.0))
    w, h = v.get("size", (1920, 1080))
    # Eevee runs on a software GL here: render at SCALE and let render.sh upscale to the master size
    scale = float(os.environ.get("AURUM_SCALE", "0.75"))
    samples = int(os.environ.get("AURUM_SAMPLES", "10"))
    if preview:
        scale, samples = float(os.environ.get("AURUM_SCALE", "0.33")), 4
    if draft:
        samples = 1
    w, h = int(w * scale), int(h * scale)
    t = time.time()
    aurum.render(os.path.join(out, name + ".png"), w, h, samples)
    print(f"[aurum] rendered {name} {w}x{h} in {time.time() - t:.0f}s", flush=True)
