"""Size each projected screen in site/_data/projects.json by the designer's rule of thumb, and print
what every row sees. `python3 art/screen_rule.py` prints; `--write` updates each room's `screen`.

- The main row is the row whose seated eyes are nearest two thirds of the room's length from the
  screen (where a room designer starts, clear of the back wall's bass). It sees the picture at
  about 40 degrees: width = 2 d tan 20, d its distance to the screen.
- The picture stays within the front wall less 0.3 m of masking each side (the left, centre and
  right speakers stand behind an acoustically transparent screen), starts at least 0.6 m above the
  floor, stops 0.15 m under the ceiling, and its top is no more than 15 degrees above the main
  row's seated eyes (1.05 m above the row's riser).
- Diagonals are rounded down to whole 5 inches. A flat panel (a television) keeps the size that
  was fitted: panels come in the sizes that exist.
"""
import json
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "site", "_data", "projects.json")
MAIN_ANGLE, TOP_ANGLE = 40.0, 15.0
MASKING, BOTTOM_MIN, TOP_MARGIN, EYE = 0.3, 0.6, 0.15, 1.05
FLAT_PANELS = {"cobham-country-house-media-room"}
INCH = 0.0254


def ratio(aspect):
    a, b = (float(x) for x in aspect.split(":"))
    return a / b


def width_of(diag_in, aspect):
    r = ratio(aspect)
    return diag_in * INCH * r / math.hypot(r, 1)


def eyes(room):
    return [room["firstRow"] + i * room["rowPitch"] for i in range(len(room["rows"]))]


def main_row(room):
    target = room["length"] * 2 / 3
    d = eyes(room)
    return min(range(len(d)), key=lambda i: abs(d[i] - target))


def screen_for(room):
    """The screen (diagonal in inches, aspect, bottom in metres) the rule gives for this room."""
    aspect, r = room["screen"]["aspect"], ratio(room["screen"]["aspect"])
    m = main_row(room)
    d = eyes(room)[m]
    eye = m * room["riser"] + EYE
    bottom = max(BOTTOM_MIN, room["screen"]["bottom"])
    w = 2 * d * math.tan(math.radians(MAIN_ANGLE / 2))
    w = min(w, room["width"] - 2 * MASKING)
    top = min(room["height"] - TOP_MARGIN, eye + d * math.tan(math.radians(TOP_ANGLE)))
    w = min(w, (top - bottom) * r)
    diag = math.floor(w / r * math.hypot(r, 1) / INCH / 5) * 5
    return {"diagonal": diag, "aspect": aspect, "bottom": round(bottom, 2)}


def report(slug, room):
    s = room["screen"]
    w = width_of(s["diagonal"], s["aspect"])
    angles = ", ".join(f"{2 * math.degrees(math.atan(w / 2 / d)):.0f}°" for d in eyes(room))
    print(f"{slug}: {s['diagonal']}-inch {s['aspect']}, {w:.2f} m wide of a {room['width']} m wall "
          f"({w / room['width']:.0%}), bottom {s['bottom']} m; rows see {angles}; main row {main_row(room) + 1}")


if __name__ == "__main__":
    with open(DATA) as f:
        text = f.read()
    projects = json.loads(text)
    for p in projects:
        room = p["room"]
        if p["slug"] not in FLAT_PANELS:
            room["screen"] = screen_for(room)
        report(p["slug"], room)
    if "--write" in sys.argv:
        with open(DATA, "w") as f:
            f.write(json.dumps(projects, indent=2, ensure_ascii=False) + "\n")
