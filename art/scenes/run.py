"""Build one room and render its views.

blender -b -P art/scenes/run.py -- <room> [view ...] [--preview] [--out DIR]

<room> is a module in this folder (e.g. hampstead_basement_theatre) defining build() and VIEWS,
a dict: output name -> dict(cam, target, lens, size=(w, h), shift_x, shift_y, before=callable).
PNG frames go to a temporary folder; render.sh turns them into JPEG masters.
"""
import importlib
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import aurum  # noqa: E402

argv = sys.argv[sys.argv.index("--") + 1:] if "--" in sys.argv else []
preview = "--preview" in argv
out = "/tmp/aurum-frames"
if "--out" in argv:
    out = argv[argv.index("--out") + 1]
    argv = [a for a in argv if a not in ("--out", out)]
argv = [a for a in argv if a != "--preview"]
room = importlib.import_module(argv[0])
wanted = argv[1:] or list(room.VIEWS)
os.makedirs(out, exist_ok=True)

t0 = time.time()
aurum.reset()
room.build()
bake = getattr(room, "BAKE", None)
if bake and not preview:
    aurum.bake_light(*bake)
print(f"[aurum] built {argv[0]} in {time.time() - t0:.0f}s", flush=True)
for name in wanted:
    v = room.VIEWS[name]
    if v.get("before"):
        v["before"]()
    aurum.camera(v["cam"], v["target"], v.get("lens", 24), v.get("shift_x", 0), v.get("shift_y", 0),
                 v.get("dof"), v.get("fstop", 2.8))
    aurum.bpy.context.scene.view_settings.exposure = v.get("exposure", getattr(room, "EXPOSURE", 0.0))
    w, h = v.get("size", (1920, 1080))
    # Eevee runs on a software GL here: render at SCALE and let render.sh upscale to the master size
    scale = float(os.environ.get("AURUM_SCALE", "0.75"))
    samples = int(os.environ.get("AURUM_SAMPLES", "10"))
    if preview:
        scale, samples = float(os.environ.get("AURUM_SCALE", "0.33")), 4
    w, h = int(w * scale), int(h * scale)
    t = time.time()
    aurum.render(os.path.join(out, name + ".png"), w, h, samples)
    print(f"[aurum] rendered {name} {w}x{h} in {time.time() - t:.0f}s", flush=True)
