#!/usr/bin/env bash
# Re-render the visualisations from the scene scripts.
#   bash art/render.sh                                   every room, every view
#   bash art/render.sh hampstead-basement-theatre [view ...]
#   PREVIEW=1 bash art/render.sh windsor-16-seat-theatre  a third of the size, 4 samples, PNG in $FRAMES
# Needs Debian's blender, xvfb and python3-numpy, and ImageMagick. No npm, no network.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
frames_root="${FRAMES:-/tmp/aurum-frames}"
rooms=(hampstead-basement-theatre cobham-country-house-media-room st-albans-smart-cinema
  windsor-16-seat-theatre mayfair-penthouse-lounge virginia-water-smart-estate studio entrance rack living)
if [[ $# -gt 0 ]]; then rooms=("$1"); shift; fi
extra=()
[[ -n "${PREVIEW:-}" ]] && extra+=(--preview)
for room in "${rooms[@]}"; do
  mod="${room//-/_}"
  frames="$frames_root/$room"   # one folder per room, so parallel runs never share frames
  rm -rf "$frames"
  mkdir -p "$frames"
  start=$(date +%s)
  nice -n 10 xvfb-run -a blender -b --factory-startup -P "$here/scenes/run.py" -- "$mod" "$@" --out "$frames" "${extra[@]}" 2>&1 |
    grep -E '^\[aurum\]|Error|Traceback|  File' || true
  for png in "$frames"/*.png; do
    [[ -e "$png" ]] || continue
    name="$(basename "$png" .png)"
    if [[ -n "${PREVIEW:-}" ]]; then
      echo "preview $png"
    else
      # wide frames (the heroes' 2400 x 1100) keep their shape; the rest become 1920 x 1080
      size=1920x1080
      read -r pw ph < <(identify -format "%w %h\n" "$png")
      ((pw * 100 / ph > 200)) && size=2400x1100
      convert "$png" -filter Lanczos -resize "$size!" -unsharp 0x0.6+0.4+0 -strip \
        -interlace JPEG -sampling-factor 4:2:0 -quality 86 "$here/renders/$name.jpg"
      echo "wrote art/renders/$name.jpg ($(du -k "$here/renders/$name.jpg" | cut -f1) KB)"
    fi
  done
  echo "$room: $(($(date +%s) - start))s"
done
