#!/usr/bin/env bash
# Re-render the visualisations from the scene scripts.
#   bash art/render.sh                      every room, every view
#   bash art/render.sh hampstead-basement-theatre [view ...]
#   PREVIEW=1 bash art/render.sh windsor-16-seat-theatre   half size, 16 samples, no light bake
# Needs Debian's blender and xvfb (apt-get install blender xvfb) and ImageMagick.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
frames="${FRAMES:-/tmp/aurum-frames}"
rooms=(hampstead-basement-theatre cobham-country-house-media-room st-albans-smart-cinema
  windsor-16-seat-theatre mayfair-penthouse-lounge virginia-water-smart-estate studio)
if [[ $# -gt 0 ]]; then rooms=("$1"); shift; fi
extra=()
[[ -n "${PREVIEW:-}" ]] && extra+=(--preview)
mkdir -p "$frames"
for room in "${rooms[@]}"; do
  mod="${room//-/_}"
  start=$(date +%s)
  before=$(date +%s.%N)
  touch "$frames/.stamp"
  nice -n 10 xvfb-run -a blender -b --factory-startup -P "$here/scenes/run.py" -- "$mod" "$@" --out "$frames" "${extra[@]}" 2>&1 |
    grep -E '^\[aurum\]|Error|Traceback|  File' || true
  for png in $(find "$frames" -name '*.png' -newer "$frames/.stamp"); do
    name="$(basename "$png" .png)"
    if [[ -n "${PREVIEW:-}" ]]; then
      cp "$png" "$frames/preview-$name.png"
    else
      size=1920x1080; [[ "$name" == hero-* ]] && size=2400x1100
      convert "$png" -filter Lanczos -resize "$size!" -unsharp 0x0.6+0.4+0 -strip -interlace JPEG -sampling-factor 4:2:0 -quality 86 "$here/renders/$name.jpg"
      echo "wrote art/renders/$name.jpg ($(du -k "$here/renders/$name.jpg" | cut -f1) KB)"
    fi
  done
  echo "$room: $(( $(date +%s) - start ))s"
done
